"""Moves between year columns, seasons and totals (issue 22, items 1-2; set 50 read in session 35, set 49 read further).
Each case failed on lexical-34:

- the row that moved most between two years of a table with a column per year: "Chile recorded the largest rise in
  wine consumption between 2010 and 2015", "France saw the steepest drop", "Chile's population grew the fastest" (by
  the percent change), "Italy added more people than any other country" (``periodmoves``); as a description, "The
  country whose wine consumption rose the most between 2010 and 2015 had ..." is read with that country's name
  (``descriptions``);
- one entity's move between two year columns where its name has a row in two tables, one of them holding the years
  ("France's population rose", ``periods._wide``); a table's only measure named by its title's words ("Wine
  consumption in Italy fell" of ``litres_2010``); a change and its percent together ("grew by 1,616 thousand, or about
  10%"); "Three countries had fewer people in 2015 than in 2010" counts as "three of the countries" does
  (``periodgaps``);
- a season written "2005-06" is a row's label, never a quantity ("more snow than 2005-06") nor, where a row holds it,
  the title's period ("than in 2006-07" of a title "2001-02 to 2006-07": ``values``, ``nonvalues``);
- "bills of more than $140" of gas, electric and total bill columns, "winters with at least 55 inches of snow" of
  month and season-total columns: the total (``values.base_columns``, ``counting``); "one hundred and forty dollars" is
  140, never "a hundred" and forty (``boundidioms``); "60 inches of snow or more" a bound (``lexicon.OR_BOUND``); "Not
  once in 2012 did the gas bill top $145" a count of none (``counting``);
- "The country with the most litres of wine per adult in 2015 had a population of 64,457 that year": the description's
  year (``descriptions``); "drank more than 40 litres per adult" of ``litres_2010`` in a table of litres per adult: that
  column, never the population table's (``values.hinted_columns``); "23.9 gallons" of ``litres_2015`` is no 23.9 litres
  (``index``: a header's unit word); "January's total bill of $200.70 was about 25% of the six months' total": a
  money column adds up (``derive``), and a row's parts are shares of its total column, never of a sum counting it
  twice (``derive.row_shares``);
- "Five years after 2010, Chile had ...": in 2015 (``rewrites``); "No country other than France and Italy had more than
  ..." and "... except France, Portugal and Italy": every listed name is an exception, and each must meet what the
  others are denied (``counting``); "below freezing" is below 0 °C, 32 of a column headed ``..._f`` (``boundidioms``,
  ``index``); "150 ccf of gas, that is 15,000 cubic feet" (``units``: ccf is 100 cubic feet); "22 kWh an hour" is no
  704 kWh over a "32-day" period (``cited``; of a ``billing_days`` column, ``derive``);
- "Three months passed without any snow": a count of the rows of a table of months, not a duration, and "without any"
  is 0 itself, never the 0.3 inches that round to it (``counting``, ``values``); "Gas made up about 57% of the flat's
  total bills": the gas column's total over the total column's (``counting``);
- "more than 1,500 road deaths": ``deaths``, the head of the noun phrase, never ``rural_roads_km`` its modifier names
  (``values``; ``descriptions.named_columns``); "Dalton had the fewest road deaths per 1,000 drivers" ranks deaths /
  drivers (``relativeranks``), and so does the description "The county with the most road deaths per 1,000 drivers"
  where no column holds that rate (``descriptions``); "Arden recorded 412 road deaths" of the same table: the head's column
  (``values.hinted_columns``); "Outside Corby, not one county recorded more than 500 road deaths" (``counting``);
  "The county with the most road deaths spent $44 per head ...", "The county that spent the least per head on road
  maintenance recorded 57 road deaths" (``descriptions``); "1,250 road accident deaths": the head two words on;
  "No Southern county ..." of a region column holding "South" (``spellings.adjective_forms``, ``index.adjectives``);
  "At Upton, 1935's 37.0 was the second-highest ...": a possessive year locates its row whatever words surround it
  (``values``)."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table
WINE = Table("wine_per_adult", "Wine consumption of six countries in 2010 and 2015 (litres per adult)", ("country", "litres_2010", "litres_2015"), (
    ("Italy", "42.1", "37.8"), ("France", "47.3", "42.0"), ("Spain", "21.7", "23.9"), ("Portugal", "40.2", "41.0"), ("Chile", "13.4", "16.9"),
    ("Greece", "26.0", "25.1")))
PEOPLE = Table("population_by_year", "Population of six countries in 2005, 2010 and 2015 (thousands)", ("country", "population_2005", "population_2010",
               "population_2015"), (("Italy", "57969", "59277", "60931"), ("France", "61182", "62879", "64457"), ("Spain", "43398", "46577", "46447"),
                                    ("Portugal", "10503", "10573", "10358"), ("Chile", "16147", "17004", "17763"), ("Greece", "11064", "11121", "10858")))
SNOW = Table("snow_by_season", "Snowfall in a town in the winters 2001-02 to 2006-07 (inches)", ("season", "december_in", "january_in", "season_total_in"), (
    ("2001-02", "10.2", "14.1", "48.0"), ("2002-03", "8.5", "20.3", "61.5"), ("2003-04", "12.0", "9.8", "39.7"), ("2004-05", "15.6", "18.2", "70.2"),
    ("2005-06", "6.1", "11.0", "33.4"), ("2006-07", "9.9", "16.7", "55.8")))
BILLS = Table("monthly_bills", "The monthly utility bills of a flat in 2012 (gas, electric and total, in US dollars)", ("month", "gas_bill_usd",
              "electric_bill_usd", "total_bill_usd"), (("January", "140.5", "60.2", "200.7"), ("February", "120.3", "58.1", "178.4"),
              ("March", "90.0", "55.0", "145.0"), ("April", "50.2", "49.9", "100.1"), ("May", "30.1", "52.3", "82.4"), ("June", "20.5", "64.0", "84.5")))
HEATING = Table("flat_heating_2012", "Gas use and weather of a flat's monthly billing periods in 2012", ("month", "billing_days", "average_temperature_f",
                "gas_ccf", "electricity_kwh"), (("January", "31", "24", "150", "620"), ("February", "29", "28", "131", "570"), ("March", "31", "39", "96", "540"),
                                                 ("April", "30", "51", "52", "480"), ("November", "30", "35", "88", "560"), ("December", "32", "30", "139", "704")))
SPRING = Table("spring_snow", "Snow and rain in a mountain town, March to August 2014", ("month", "rain_days", "snow_in"), (
    ("March", "9", "0.3"), ("April", "11", "0.0"), ("May", "12", "0.4"), ("June", "10", "0.0"), ("July", "8", "0.0"), ("August", "9", "1.2")))
ROADS = Table("county_road_deaths", "Road accident deaths in six counties in 2019", ("county", "deaths", "drivers_1000s", "rural_roads_km", "region"), (
    ("Arden", "412", "310", "5200", "North"), ("Bexley", "96", "140", "2100", "South"), ("Corby", "1250", "800", "3900", "North"),
    ("Dalton", "57", "90", "6100", "West"), ("Elmore", "233", "120", "4400", "South"), ("Fenwick", "152", "130", "1800", "West")))
BUDGETS = Table("county_road_budgets", "Road maintenance spending of six counties in 2019", ("county", "road_spending_per_head_usd"), (
    ("Arden", "41"), ("Bexley", "38"), ("Corby", "44"), ("Dalton", "29"), ("Elmore", "33"), ("Fenwick", "52")))
RIVER = Table("river_flow", "January flow of a river at Upton and Lowfield, 1931 to 1936", ("year", "upton_flow", "lowfield_flow"), (
    ("1931", "27.1", "19.7"), ("1932", "20.9", "18.0"), ("1933", "33.4", "26.1"), ("1934", "77.6", "15.7"), ("1935", "37.0", "26.1"), ("1936", "21.6", "19.9")))

@pytest.mark.parametrize(("true", "false", "tables"), [
    ("Chile recorded the largest rise in wine consumption between 2010 and 2015, 3.5 litres per adult.",
     "Chile recorded the smallest rise in wine consumption between 2010 and 2015, 3.5 litres per adult.", [WINE]),
    ("France saw the steepest drop in wine consumption from 2010 to 2015, down 5.3 litres.",
     "France saw the mildest drop in wine consumption from 2010 to 2015, down 5.3 litres.", [WINE]),
    ("Chile's population grew the fastest between 2005 and 2015, by about 10%.", "Chile's population grew the slowest between 2005 and 2015, by about 10%.", [PEOPLE]),
    ("Italy added more people than any other country between 2010 and 2015.", "France added more people than any other country between 2010 and 2015.", [PEOPLE]),
    ("The country whose wine consumption rose the most between 2010 and 2015 had 17,763 thousand people in 2015.",
     "The country whose wine consumption rose the most between 2010 and 2015 had 17,004 thousand people in 2015.", [WINE, PEOPLE]),
    ("The country whose population fell the most between 2010 and 2015 drank 25.1 litres per adult in 2015.",
     "The country whose population fell the most between 2010 and 2015 drank 26.0 litres per adult in 2015.", [WINE, PEOPLE]),
    ("France's population rose between 2010 and 2015.", "France's population fell between 2010 and 2015.", [WINE, PEOPLE]),
    ("Wine consumption in Italy fell between 2010 and 2015.", "Wine consumption in Italy rose between 2010 and 2015.", [WINE]),
    ("Chile's population grew by 1,616 thousand, or about 10%, between 2005 and 2015.",
     "Chile's population grew by 1,616 thousand, or about 16%, between 2005 and 2015.", [PEOPLE]),
    ("Three countries had fewer people in 2015 than in 2010.", "Two countries had fewer people in 2015 than in 2010.", [PEOPLE]),
    ("The 2004-05 season brought 36.8 inches more snow than 2005-06.", "The 2004-05 season brought 26.8 inches more snow than 2005-06.", [SNOW]),
    ("The town got less snow in the 2005-06 season than in 2006-07.", "The town got more snow in the 2005-06 season than in 2006-07.", [SNOW]),
    ("Three of the six bills came to more than one hundred and forty dollars.", "Four of the six bills came to more than one hundred and forty dollars.", [BILLS]),
    ("Three of the six bills came to more than $140.", "Four of the six bills came to more than $140.", [BILLS]),

    ("Two of the six winters brought 60 inches of snow or more.", "Three of the six winters brought 60 inches of snow or more.", [SNOW]),
    ("Three of the six winters brought at least 55 inches of snow.", "Two of the six winters brought at least 55 inches of snow.", [SNOW]),
    ("Not once in 2012 did the gas bill top $145.", "Not once in 2012 did the gas bill top $130.", [BILLS]),
    ("The country with the most litres of wine per adult in 2015 had a population of 64,457 that year.",
     "The country with the most litres of wine per adult in 2015 had a population of 62,879 that year.", [WINE, PEOPLE]),
    ("The least populous of the six countries in 2010 drank more than 40 litres per adult that year.",
     "The least populous of the six countries in 2010 drank more than 41 litres per adult that year.", [WINE, PEOPLE]),
    ("Portugal drank more than 40 litres per adult in 2010.", "Portugal drank more than 41 litres per adult in 2010.", [WINE, PEOPLE]),
    ("In 2015 adults in Spain drank about 23.9 litres of wine each.", "In 2015 adults in Spain drank about 23.9 gallons of wine each.", [WINE]),

    ("January's total bill of $200.70 was about 25% of the six months' total.", "January's total bill of $200.70 was about 35% of the six months' total.", [BILLS]),

    ("Five years after 2010, Chile had 17,763 thousand people.", "Two years after 2010, Chile had 17,763 thousand people.", [PEOPLE]),
    ("No country other than France and Italy had more than 50,000 thousand people in 2015.",
     "No country other than France and Spain had more than 50,000 thousand people in 2015.", [PEOPLE]),
    ("In 2015 no country drank more than 40 litres per adult except France and Portugal.",
     "In 2015 no country drank more than 40 litres per adult except France, Portugal and Italy.", [WINE]),
    ("The average temperature was below freezing in three of the six billing periods.",
     "The average temperature was below freezing in four of the six billing periods.", [HEATING]),
    ("In January the flat burned 150 ccf of gas, that is 15,000 cubic feet.", "In January the flat burned 150 ccf of gas, that is 1,500 cubic feet.", [HEATING]),
    ("The 704 kWh of December come to 22 kWh a day over its 32-day billing period.",
     "The 704 kWh of December come to 22 kWh an hour over its 32-day billing period.", [HEATING]),

    ("Three months passed without any snow.", "Five months passed without any snow.", [SPRING]),
    ("Gas made up about 57% of the flat's total bills over the six months.", "Gas made up about 43% of the flat's total bills over the six months.", [BILLS]),

    ("No county recorded more than 1,500 road deaths.", "No county recorded more than 1,000 road deaths.", [ROADS]),
    ("Two counties recorded more than four hundred road deaths.", "Three counties recorded more than four hundred road deaths.", [ROADS]),
    ("Dalton had the fewest road deaths per 1,000 drivers of the six counties.", "Dalton had the most road deaths per 1,000 drivers of the six counties.", [ROADS]),
    ("The county with the most road deaths per 1,000 drivers lies in the South region.",
     "The county with the most road deaths per 1,000 drivers lies in the North region.", [ROADS]),

    ("Outside Corby, not one county recorded more than 500 road deaths.", "Outside Corby, not one county recorded more than 400 road deaths.", [ROADS]),
    ("The county with the most road deaths spent $44 per head on road maintenance.",
     "The county with the most road deaths spent $52 per head on road maintenance.", [ROADS, BUDGETS]),
    ("The county that spent the least per head on road maintenance recorded 57 road deaths.",
     "The county that spent the least per head on road maintenance recorded 96 road deaths.", [ROADS, BUDGETS]),
    ("Arden recorded 412 road deaths.", "Arden recorded 310 road deaths.", [ROADS]),

    ("No Southern county recorded more than 250 road deaths.", "No Southern county recorded more than 200 road deaths.", [ROADS]),
    ("Corby had 1,250 road accident deaths.", "Corby had 800 road accident deaths.", [ROADS]),

    ("At Upton, 1935's 37.0 was the second-highest January flow of the six years.", "At Upton, 1935's 37.0 was the third-highest January flow of the six years.", [RIVER]),
])
def test_true_claim_kept_and_false_twin_caught(lexical_judge, true, false, tables):
    assert_kept_and_caught(lexical_judge, tables, true, false)
