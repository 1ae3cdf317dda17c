"""Years that head columns, categories a title names in plain words, descriptions by an agent or a table (issue 22,
items 1-2; set 54 read in session 38). Each case failed on lexical-37:

- "Peru was richer per head than Chile in 1970": of ``gdp_per_capita_1970_usd`` beside ``gdp_per_capita_1990_usd``,
  whose years date the values (a price base is one year for every column: ``headers.sibling_year``); "Chile's GDP per
  head rose by about 76% from 1970 to 1990": the 1990 column over the 1970 one, never 176% (the ratio) nor a share of
  a total (``derive.fits``);
- "The country whose GDP per head grew the most": an economy grows by its rate (``periodmoves``); "The richest country
  per head in 1990", "The largest energy user of 1990", "The country with the largest population in the income
  table": the row the description ranks first (``descriptions``);
- "None of the lagomorphs", "No rodent", "Of the lagomorphs, the pika": the title's plural of an order
  ("Lagomorpha", "Rodentia") names its rows, the singular too, and a common noun written "House Mouse" is found in
  lower case (``index``); a category many rows hold is never the title's noun;
- "1992 was the weakest year, with 18,200 tonnes": ``year_total_tonnes`` is a mass, never a time (the lower the
  better) by its word "year" (``index``); "annual output" is ``year_total_tonnes``, and "the March quarter" the ``q1``
  a title glosses as "March (q1)" (``index``); "In 1993 more yarn was spun in the June quarter than in the March
  quarter": 1993's row though the title's span holds 1993, and never "1993 more" (``comparisons``);
- "After 1990, annual wool output never again reached 21,000 tonnes", "No year from 1991 to 1993 reached 19,600
  tonnes" (a year's tonnes are its total: the counted noun names the column the number's own words leave tied),
  "reached a total of" (``counting``); "The steepest one-year drop came in 1991, when output fell by 1,500 tonnes": the
  words after the year name the series, of tied columns their total (``steepest``, ``descriptions``); "Between 1991
  and 1993, ... below 20,000 tonnes in every year": every row of the span (``everyspan``);
- "Between 1990 and 2000 the rent rose in every one of the five cities": every row's later cell above its earlier one
  (``periodmoves``); "richer than Chile in 1970 but poorer by 1990": each clause its own year, and "by 1990" is a
  time, never a gap (``comparisons``);
- "about 3.1 million tonnes" of ``fuel_million_kg_burned``: a unit after a scale word (``index``), and such amounts
  add up ("about 39% of the coal of the four mills" of ``coal_thousand_tonnes``: ``derive``); "The plant with the
  largest capacity was the biggest fuel burner": a rank after "was" is no name (``descriptions``); "Alder, Birch and Cedar had about 58% of the group's capacity": the
  three rows' sum, a share of the whole (``derive``), never 39% (Alder's capacity over Birch's) nor 48% (two plants'
  share of the fuel): a percentage of entities named together is over all of them, of the column its words name
  (``together.shared_by_all``);
- "two decades after the series began": twenty years (``rewrites``); "Between 1991 and 1993 output fell on the year
  before twice": the span written first, of unnamed quarters their total (``stepcounts``); "The Mastiff outweighs the
  Great Dane, yet its shoulder height is lower", "Rome lies farther from Paris than Milan, yet its rent is lower": the
  second comparison written out (``rewrites``, ``lexicon``); "The Mastiff out-weighed the Boxer": weighed more than
  it (``rewrites``); "176 pounds, roughly 80 kg": a unit restated after a comma (``conversions``);
- "The share of families with 15 thousand dollars or more rose by 18 percentage points from 1960 to 1970": the
  ``15+`` rows, never the ``10-15`` ones that hold a 15 too; "the lowest bracket" is the ``0-3`` (``brackets``);
- "In not a single year from 1950 to 1955 were more girls born than boys", "In every year from 1951 to 1954 more boys
  were born than girls": each row of the span, the columns the words before "than" and after it name (``rowwise``);
  "Three years after the 1952 low, ...": in 1955 (``rewrites``); "Over the season the quarterback completed about 69%
  of his pass attempts": the season's totals (``derive``);
- "no woman who died" of a ``sex`` column holding "female": its rows, as "women" are (``index``);
- "earned $4,000 or more" names ``income_4000_plus_pct`` (a bracket its header writes: ``brackets``; "earned" its
  income, "prestigious" its prestige: ``lexicon``); "Pilots topped every occupation for income", "ranked only
  second for income", "ranks second among Spain's languages by share of speakers": the ranks they state
  (``rewrites``), among the whole table its title's owner names (``ranks``)."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

INCOME = Table("income_per_head_1970_1990", "Income per head of six countries in 1970 and 1990 in US dollars, with their 1990 population "
               "in thousands", ("country", "gdp_per_capita_1970_usd", "gdp_per_capita_1990_usd", "population_1990_thousands"), (
                   ("Chile", "2500", "4400", "13100"), ("Peru", "2900", "2600", "21800"), ("Korea", "1200", "8700", "42900"),
                   ("Ghana", "800", "700", "14600"), ("Spain", "5200", "14000", "38800"), ("Mexico", "3100", "5100", "83900")))
ENERGY = Table("energy_use_1990", "Energy use, GDP and population of seven countries in 1990: energy in million tonnes of oil equivalent, "
               "GDP in billions of US dollars", ("country", "energy_mtoe", "gdp_billion_usd", "population_millions"), (
                   ("Chile", "14", "33", "13.1"), ("Peru", "10", "27", "21.8"), ("Korea", "93", "283", "42.9"), ("Ghana", "5", "6", "14.6"),
                   ("Spain", "90", "520", "38.8"), ("Mexico", "124", "262", "83.9"), ("India", "300", "320", "850")))
MAMMALS = Table("rodent_and_lagomorph_sizes", "Body weight and length of eight species of rodents and lagomorphs",
                ("species", "order", "weight_g", "length_cm"), (
                    ("Capybara", "Rodentia", "50000", "120"), ("House Mouse", "Rodentia", "20", "9"), ("Brown rat", "Rodentia", "300", "25"),
                    ("Red Squirrel", "Rodentia", "330", "21"), ("European Hare", "Lagomorpha", "4000", "60"), ("Pika", "Lagomorpha", "150", "8"),
                    ("Cottontail", "Lagomorpha", "1200", "40"), ("Gerbil", "Rodentia", "70", "11")))
WOOL = Table("wool_output_1990_1993", "Wool yarn output in tonnes, 1990 to 1993: the quarters ending in March (q1) and June (q2), and the "
             "year's total", ("year", "q1_tonnes", "q2_tonnes", "year_total_tonnes"), (
                 ("1990", "5200", "5400", "21000"), ("1991", "4800", "5000", "19500"), ("1992", "4300", "4600", "18200"),
                 ("1993", "4500", "4700", "18800")))
FUEL = Table("fuel_use_1990", "Fuel burned by five power plants in 1990", ("plant", "fuel_million_kg_burned", "capacity_mw"), (
    ("Alder", "2400", "900"), ("Birch", "1500", "650"), ("Cedar", "800", "300"), ("Dogwood", "3100", "1200"), ("Elm", "200", "120")))
COAL = Table("coal_use_1990", "Coal burned by four mills in 1990", ("mill", "coal_thousand_tonnes"), (
    ("North", "620"), ("South", "310"), ("East", "150"), ("West", "520")))
DOGS = Table("dog_breeds", "Weight and height of six dog breeds", ("breed", "weight_kg", "height_cm"), (
    ("Mastiff", "80", "76"), ("Great Dane", "60", "80"), ("Beagle", "10", "38"), ("Boxer", "30", "60"), ("Pug", "8", "30"), ("Whippet", "12", "50")))
FAMILIES = Table("family_income_1960_1970", "Families by income class in thousands of dollars, 1960 and 1970: the per cent of families in "
                 "each class", ("year", "income_thousand_usd", "pct_of_families"), (
                     ("1960", "0-3", "7.0"), ("1960", "3-10", "48.0"), ("1960", "10-15", "25.0"), ("1960", "15+", "20.0"),
                     ("1970", "0-3", "4.5"), ("1970", "3-10", "30.5"), ("1970", "10-15", "27.0"), ("1970", "15+", "38.0")))
BIRTHS = Table("births_1950_1955", "Births in a country by sex, 1950 to 1955", ("year", "boys", "girls"), (
    ("1950", "51200", "48900"), ("1951", "52010", "49500"), ("1952", "50870", "48800"), ("1953", "53100", "50400"), ("1954", "54050", "51700"),
    ("1955", "55900", "53300")))
PASSING = Table("passing_by_game", "A quarterback's passing by game over one season", ("game", "opponent", "completions", "attempts"), (
    ("1", "Raiders", "28", "42"), ("2", "Giants", "32", "44"), ("3", "Falcons", "36", "54"), ("4", "Chargers", "25", "36")))
JOBS = Table("occupations_1960", "Income and prestige of five occupations in 1960: the per cent of workers earning $4,000 or more and the "
              "per cent rating the job good or better", ("occupation", "income_4000_plus_pct", "prestige_good_or_better_pct"), (
                  ("Pilots", "80", "83"), ("Teachers", "35", "73"), ("Ministers", "20", "90"), ("Plumbers", "45", "30"), ("Clerks", "15", "40")))
RENTS = Table("rents_1990_2000", "Average monthly rent of a flat in five cities in 1990 and 2000, in US dollars",
              ("city", "rent_1990_usd", "rent_2000_usd"), (
                  ("Lima", "300", "420"), ("Quito", "250", "300"), ("Bogota", "280", "390"), ("Caracas", "400", "410"), ("La Paz", "150", "210")))


@pytest.mark.parametrize(("true", "false", "tables"), [
    # a year before a currency that dates the value (headers.sibling_year, comparisons, derive)
    ("Peru was richer per head than Chile in 1970.", "Peru was richer per head than Chile in 1990.", (INCOME,)),
    ("Chile's GDP per head rose by about 76% from 1970 to 1990.", "Chile's GDP per head rose by about 176% from 1970 to 1990.", (INCOME,)),
    ("Korea's income per head grew by about 625% between 1970 and 1990.", "Korea's income per head grew by about 725% between 1970 and 1990.",
     (INCOME,)),
    # descriptions (periodmoves, descriptions)
    ("The country whose GDP per head grew the most from 1970 to 1990 had about 42.9 million people in 1990.",
     "The country whose GDP per head grew the most from 1970 to 1990 had about 38.8 million people in 1990.", (INCOME,)),
    ("The richest country per head in 1990 had about 38.8 million people.", "The richest country per head in 1990 had about 83.9 million people.",
     (INCOME,)),
    ("The largest energy user of 1990 had about 850 million people.", "The largest energy user of 1990 had about 83.9 million people.",
     (ENERGY, INCOME)),
    ("The country with the largest population in the income table used 124 million tonnes of oil equivalent in 1990.",
     "The country with the largest population in the income table used 300 million tonnes of oil equivalent in 1990.", (ENERGY, INCOME)),
    # orders by the title's plural (index)
    ("None of the lagomorphs weighs more than 5,000 grams.", "None of the lagomorphs weighs more than 3,000 grams.", (MAMMALS,)),
    ("No rodent in the table is shorter than 9 cm.", "No rodent in the table is shorter than 10 cm.", (MAMMALS,)),
    ("Of the lagomorphs, the pika is the lightest, at 150 grams.", "Of the lagomorphs, the pika is the heaviest, at 150 grams.", (MAMMALS,)),
    ("The house mouse weighs 20 grams.", "The house mouse weighs 70 grams.", (MAMMALS,)),
    # a mass column headed by "year" (index)
    ("1992 was the weakest year for wool, with 18,200 tonnes.", "1992 was the strongest year for wool, with 18,200 tonnes.", (WOOL,)),
    # a title's glosses, a year's row, never-again bounds, steps and every year of a span (index, comparisons, counting, steepest, everyspan)
    ("In 1993 more yarn was spun in the June quarter than in the March quarter.", "In 1993 less yarn was spun in the June quarter than in the March quarter.",
     (WOOL,)),
    ("After 1990, annual wool output never again reached 21,000 tonnes.", "After 1990, annual wool output never again reached 19,000 tonnes.", (WOOL,)),
    ("From 1991 on, no March quarter produced more than 4,800 tonnes.", "From 1991 on, no March quarter produced more than 4,400 tonnes.", (WOOL,)),
    ("No year from 1991 to 1993 reached 19,600 tonnes of yarn.", "No year from 1991 to 1993 reached 19,000 tonnes of yarn.", (WOOL,)),
    ("The steepest one-year drop came in 1991, when output fell by 1,500 tonnes.", "The steepest one-year drop came in 1991, when output fell by 1,300 tonnes.",
     (WOOL,)),
    ("Between 1991 and 1993, the yearly total was below 20,000 tonnes in every year.",
     "Between 1991 and 1993, the yearly total was below 19,000 tonnes in every year.", (WOOL,)),
    # every row's move between two year columns (periodmoves); a year to each clause of a contrast (comparisons)
    ("Between 1990 and 2000 the rent rose in every one of the five cities.", "Between 1990 and 2000 the rent fell in every one of the five cities.", (RENTS,)),
    ("Peru was richer per head than Chile in 1970 but poorer by 1990.", "Peru was poorer per head than Chile in 1970 but richer by 1990.", (INCOME,)),
    # a unit after a scale word, amounts that add up, a rank after "was", the group's whole (index, derive, descriptions)
    ("Dogwood burned about 3.1 million tonnes of fuel in 1990.", "Dogwood burned about 3.1 million kilograms of fuel in 1990.", (FUEL,)),
    ("North alone burned about 39% of the coal of the four mills.", "North alone burned about 29% of the coal of the four mills.", (COAL,)),
    ("The plant with the largest capacity was the biggest fuel burner of the group.", "The plant with the largest capacity was the second-biggest fuel burner of the group.",
     (FUEL,)),
    ("Alder, Birch and Cedar had about 58% of the group's capacity.", "Alder, Birch and Cedar had about 39% of the group's capacity.", (FUEL,)),
    ("Alder, Birch and Cedar together had about 58% of the capacity.", "Alder, Birch and Cedar together had about 48% of the capacity.", (FUEL,)),
    # decades as years, counted steps after a span written first, an elided second comparison (rewrites, stepcounts)
    ("Output first fell below 19,000 tonnes in 1992, two years after the series began.", "Output first fell below 19,000 tonnes in 1992, two decades after the series began.",
     (WOOL,)),
    ("Between 1991 and 1993 output fell on the year before twice.", "Between 1991 and 1993 output fell on the year before three times.", (WOOL,)),
    ("Rome lies farther from Paris than Milan, yet its rent is lower.", "Rome lies farther from Paris than Milan, yet its rent is higher.",
     (Table("city_rents", "Distance from Paris and monthly rent of three cities", ("city", "distance_from_paris_km", "rent_usd"), (
         ("Milan", "640", "1300"), ("Rome", "1100", "1100"), ("Turin", "590", "900"))),)),
    # brackets (brackets), row-by-row comparisons over a span (rowwise), a year after a low (rewrites), a season's totals (derive)
    ("The share of families with 15 thousand dollars or more rose by 18 percentage points from 1960 to 1970.",
     "The share of families with 15 thousand dollars or more rose by 2 percentage points from 1960 to 1970.", (FAMILIES,)),
    ("The lowest bracket's share fell from 7.0% in 1960 to 4.5% in 1970.", "The lowest bracket's share fell from 48.0% in 1960 to 30.5% in 1970.",
     (FAMILIES,)),
    ("In not a single year from 1950 to 1955 were more girls born than boys.", "In not a single year from 1950 to 1955 were more boys born than girls.",
     (BIRTHS,)),
    ("In every year from 1951 to 1954 more boys were born than girls.", "In every year from 1951 to 1954 more girls were born than boys.", (BIRTHS,)),
    ("Three years after the 1952 low, births of boys had climbed to 55,900.", "Three years after the 1952 low, births of boys had climbed to 54,050.",
     (BIRTHS,)),
    ("Over the season the quarterback completed about 69% of his pass attempts.",
     "Over the season the quarterback completed about 59% of his pass attempts.", (PASSING,)),
    ("Apart from Ann Reed, no woman who died was older than 45.", "Apart from Ann Reed, no woman who died was older than 40.",
     (Table("expedition_deaths", "Members of an expedition who died, with their age and sex", ("person", "age", "sex"), (
         ("Ann Reed", "61", "female"), ("Bo Lind", "52", "male"), ("Cara Moss", "44", "female"), ("Dan Roy", "30", "male"),
         ("Eve Hart", "38", "female"), ("Finn Ash", "70", "male"))),)),
    # a bracket a header names, ranks as verbs (brackets, lexicon, rewrites)
    ("A larger share of plumbers than of teachers earned $4,000 or more.", "A larger share of teachers than of plumbers earned $4,000 or more.",
     (JOBS,)),
    ("Ministers were rated more prestigious than pilots, even though far fewer of them earned $4,000 or more.",
     "Ministers were rated less prestigious than pilots, even though far fewer of them earned $4,000 or more.", (JOBS,)),
    ("Pilots topped every occupation for income, with 80 percent earning $4,000 or more.",
     "Pilots ranked only second for income, with 80 percent earning $4,000 or more.", (JOBS,)),
    ("The Mastiff out-weighed the Boxer.", "The Boxer out-weighed the Mastiff.", (DOGS,)),
    ("The Mastiff is listed at 176 pounds, roughly 80 kg.", "The Mastiff is listed at 176 pounds, roughly 90 kg.",
     (Table("breed_weights", "Listed weights of three dog breeds", ("breed", "weight"), (("Mastiff", "176"), ("Beagle", "22"), ("Pug", "18"))),)),
    ("Catalan ranks second among Spain's languages by share of speakers, behind only Spanish.",
     "Galician ranks second among Spain's languages by share of speakers, behind only Spanish.",
     (Table("spain_languages", "Languages spoken in Spain: the per cent of people speaking each", ("language", "speakers_pct"), (
         ("Spanish", "99"), ("Catalan", "17"), ("Galician", "7"), ("Basque", "2"))),)),
    ("The Mastiff outweighs the Great Dane, yet its shoulder height is lower.", "The Mastiff outweighs the Great Dane, and its shoulder height is greater.",
     (DOGS,)),
])
def test_true_claim_kept_and_false_twin_caught(lexical_judge, true, false, tables):
    assert_kept_and_caught(lexical_judge, tables, true, false)
