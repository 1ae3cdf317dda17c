"""Places by their people, qualities by their adjectives, ages in a scale, growth and scales named after a number
(issue 22, items 1-2; set 53 read in session 37). Each case failed on lexical-36:

- "Japan is the least generous of the twelve countries": a quality in "-osity" stems as its adjective in "-ous" does
  (``lexicon.stem``); "Epsilon is the oldest seamount": of an age in years (``age_million_years``) the most, of a year
  column the least (``ranks``); "about 1,100,000 years old" and never "about 3.9 thousand years old" of a column in
  millions of years (``values.cell_agrees`` keeps the column's scale through a unit);
- "American households had $63,700 more income per head than Pakistani households": a place's adjective before a
  plural noun no title or header has names its row when the place keys one row of each table (``index``), the
  adjectives in "-i", "-ese" and "-ish" too (``aliases``), "United States" as "American" and a region of two words as
  "Northern European" (``spellings``); "None of the three African countries": the rows the adjective names are the
  written whole (``counting``);
- "No country grew faster than 6.5% a year": a rate's bound (``values``); "Chile's economy grew faster than Peru's":
  "grew" names a growth column (as it does for two rates cited "a year against" each other: ``comparisons``), and "the
  fastest-growing economy" ranks it, never the sign of one cell (``lexicon``, ``ranks``, ``descriptions``,
  ``signedmoves``); "Mexico scored 1.20 on generosity": the scale "on" names is the number's column, never another
  table's cell of the row (``windows``);
- "fewer than three years of adult schooling in 1990" of ``schooling_years_1990``: a header's last word states its
  unit (``words``), and a dated year takes no words, so those before it are the left number's (``windows``; set 53's
  ne5); "over 20 times Ghana's": above it (``values``); "In the country with the
  lowest income, 4.1 years ...": that row (``descriptions``); "In 2000, 38.5% of households had incomes of $20,000 or
  more": a cell of ``pct_of_households``, never a share of rows, and never "Fifteen years after 1980" where "(Smith
  (1995))" cites a source (``counting``, ``index``); "under 5 thousand dollars" and "$20,000 or more" are the
  ``0-5`` and ``20+`` rows of a range column (``brackets``);
- "Two of the seamounts are less than two million years old": "years old" names the age (``windows``); "more than two
  thousand kilometres" of a column in km reads every cell in units, never 5 as above 2 (``values.cell_agrees``);
  "below half a point" is below 0.5 (``rewrites``); "Three African countries took part in the survey": every row the
  adjective names (``counting``);
- "The fastest- and slowest-growing economies were 6.6 points apart": the column's spread (``derive``); "None of the
  seamounts more than 2,000 km away is younger than 9.5 million years": an age below it, of the age column
  (``counting``); "Of the seamounts within 1,000 km of the volcano, Gamma is the oldest": "within" bounds the scope
  (``lexicon``); "In 2000 the largest group of households, 38.5%, ...": among that year's rows (``ranks``);
- "The country whose economy grew the fastest later had ...": the row the superlative picks (``descriptions``); "Two
  countries had no trade at all": the two counted, "no trade" their condition (``counting``); "One country saw its
  economy shrink": the sign of its growth rate (``signedmoves``); "On average, the African countries were the most
  generous of the four regions": each region's mean of the column, ranked (``groupmeans``); "Between 1974 and 1980,
  the wage went from $2.00 to $3.10": each level in its year's row, never in some row between (``spanmoves``)."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

GIVING = Table("giving_index_2019", "Generosity, trust and income of twelve countries in a 2019 survey: the region, the generosity and trust "
               "scores (from 0 to 3) and income per head in US dollars", ("country", "region", "generosity", "trust", "income_usd"), (
                   ("United States", "Americas", "2.10", "1.30", "65000"), ("Canada", "Americas", "1.95", "1.85", "46000"),
                   ("Mexico", "Americas", "1.20", "0.90", "9900"), ("Norway", "Northern Europe", "1.70", "2.60", "75000"),
                   ("Denmark", "Northern Europe", "1.60", "2.70", "60000"), ("Finland", "Northern Europe", "1.10", "2.55", "48000"),
                   ("Kenya", "Africa", "2.40", "1.05", "1800"), ("Nigeria", "Africa", "1.90", "0.80", "2200"), ("Ghana", "Africa", "1.50", "1.15", "2300"),
                   ("Indonesia", "Asia", "2.60", "1.40", "4100"), ("Japan", "Asia", "0.40", "1.45", "40000"), ("Pakistan", "Asia", "1.30", "1.00", "1300")))
SEAMOUNTS = Table("seamount_ages", "Ages of five seamounts along a hotspot track: the distance from the active volcano in kilometres and the "
                  "age in millions of years", ("seamount", "distance_from_volcano_km", "age_million_years"), (
                      ("Alpha", "5", "0.2"), ("Beta", "150", "1.1"), ("Gamma", "420", "3.9"), ("Delta", "2100", "9.5"), ("Epsilon", "2500", "17.2")))
GROWTH = Table("growth_1970_2000", "Average yearly growth of six economies from 1970 to 2000, with GDP per head in 1970 in US dollars and "
               "trade openness in per cent of GDP", ("country", "growth_pct_per_year", "gdp_per_capita_1970_usd", "openness_pct"), (
                   ("Chile", "3.1", "2500", "30"), ("Peru", "0.9", "2900", "28"), ("Korea", "6.2", "1200", "45"), ("Ghana", "-0.4", "800", "35"),
                   ("Spain", "2.6", "5200", "25"), ("Mexico", "1.8", "3100", "22")))

SCHOOLING = Table("schooling_1990", "Average years of schooling of adults and income per head of eight countries",
                  ("country", "schooling_years_1990", "income_usd"), (
                      ("Chile", "6.8", "9000"), ("Peru", "5.9", "4000"), ("Korea", "8.9", "15000"), ("Ghana", "3.2", "900"), ("Spain", "6.4", "20000"),
                      ("Mexico", "4.1", "700"), ("Kenya", "2.5", "1100"), ("Nepal", "1.9", "800")))
HOUSEHOLDS = Table("household_income_1980_2000", "Households by income in thousands of 2010 dollars, 1980 and 2000 (after Smith (1995)): "
                   "the per cent of households in each bracket", ("year", "income_thousand_usd", "pct_of_households"), (
                       ("1980", "0-5", "9.5"), ("1980", "5-10", "20.5"), ("1980", "10-20", "41.0"), ("1980", "20+", "29.0"),
                       ("2000", "0-5", "7.0"), ("2000", "5-10", "16.5"), ("2000", "10-20", "38.0"), ("2000", "20+", "38.5")))

COUPS = Table("coups_1960_1995", "Coups and revolutions per year in five countries", ("country", "coups_per_year", "strikes_per_year"), (
    ("Chile", "0.10", "2.0"), ("Peru", "0.000", "1.5"), ("Korea", "0.05", "0.0"), ("Spain", "0.000", "3.1"), ("Ghana", "0.40", "0.9")))

WAGES = Table("minimum_wage_1970_1990", "A federal minimum wage by year of change, in US dollars an hour", ("year", "hourly_wage_usd"), (
    ("1970", "1.60"), ("1974", "2.00"), ("1976", "2.30"), ("1980", "3.10"), ("1990", "3.80")))


@pytest.mark.parametrize(("true", "false", "tables"), [
    # a quality's adjective (lexicon.stem)
    ("Japan is the least generous of the twelve countries.", "Japan is the most generous of the twelve countries.", (GIVING,)),
    ("Mexico is less generous than Canada.", "Mexico is more generous than Canada.", (GIVING,)),
    # ages in millions of years (ranks, values)
    ("Epsilon is the oldest seamount in the table, at 17.2 million years.", "Delta is the oldest seamount in the table, at 17.2 million years.", (SEAMOUNTS,)),
    ("Alpha is both the closest seamount to the volcano and the youngest, at 0.2 million years.",
     "Beta is both the closest seamount to the volcano and the youngest, at 0.2 million years.", (SEAMOUNTS,)),
    ("Gamma is about 3.9 million years old.", "Gamma is about 3.9 thousand years old.", (SEAMOUNTS,)),
    ("Beta is about 1,100,000 years old.", "Beta is about 110,000 years old.", (SEAMOUNTS,)),
    # places by their people (index, aliases, spellings, counting)
    ("American households had $63,700 more income per head than Pakistani households.",
     "American households had $62,700 more income per head than Pakistani households.", (GIVING,)),
    ("None of the three African countries had an income per head above $2,500.",
     "None of the three African countries had an income per head above $2,000.", (GIVING,)),
    ("One of the three Northern European countries had an income per head below $50,000.",
     "Two of the three Northern European countries had an income per head below $50,000.", (GIVING,)),
    # growth and its bounds (values, comparisons, lexicon, ranks, descriptions)
    ("No country grew faster than 6.5% a year.", "No country grew faster than 6% a year.", (GROWTH,)),
    ("Chile's economy grew faster than Peru's.", "Chile's economy grew slower than Peru's.", (GROWTH,)),
    ("Korea was the fastest growing of the six economies.", "Spain was the fastest growing of the six economies.", (GROWTH,)),
    ("The fastest-growing economy had a trade openness of 45%.", "The fastest-growing economy had a trade openness of 30%.", (GROWTH,)),
    # the scale "on" names (windows)
    ("Mexico scored 1.20 on generosity.", "Mexico scored 1.8 on generosity.", (GIVING, GROWTH)),
    # a year's words, a header's unit, "over", a described row (windows, words, values, descriptions)
    ("Two of the eight countries had fewer than three years of adult schooling in 1990.",
     "Three of the eight countries had fewer than three years of adult schooling in 1990.", (SCHOOLING,)),
    ("Spain's income per head was over 20 times Ghana's.", "Spain's income per head was over 25 times Ghana's.", (SCHOOLING,)),
    ("In the country with the lowest income per head, adults had 4.1 years of schooling.",
     "In the country with the lowest income per head, adults had 1.9 years of schooling.", (SCHOOLING,)),
    # a percent column's cell, a source's year, brackets (counting, index, brackets)
    ("In 2000, 38.5% of households had incomes of $20,000 or more.", "In 2000, 38.5% of households had incomes of $2,000 or more.", (HOUSEHOLDS,)),
    ("Twenty years after 1980, the 20+ bracket held 38.5% of households.", "Fifteen years after 1980, the 20+ bracket held 38.5% of households.",
     (HOUSEHOLDS,)),
    ("The share of households earning under 5 thousand dollars fell from 9.5% in 1980 to 7.0% in 2000.",
     "The share of households earning under 5 thousand dollars rose from 9.5% in 1980 to 7.0% in 2000.", (HOUSEHOLDS,)),
    # "years old", a scale over a unit, half a point, a part's rows (windows, values, rewrites, counting)
    ("Two of the seamounts are less than two million years old.", "Three of the seamounts are less than two million years old.", (SEAMOUNTS,)),
    ("Two seamounts lie more than two thousand kilometres from the volcano.",
     "Three seamounts lie more than two thousand kilometres from the volcano.", (SEAMOUNTS,)),
    ("Japan scored below half a point on generosity.", "Mexico scored below half a point on generosity.", (GIVING,)),
    ("Three African countries took part in the survey.", "Four African countries took part in the survey.", (GIVING,)),
    # a spread, an age bound, a scope within, a year's rows (derive, counting, lexicon, ranks)
    ("The fastest- and slowest-growing economies were 6.6 percentage points a year apart.",
     "The fastest- and slowest-growing economies were 5.3 percentage points a year apart.", (GROWTH,)),
    ("None of the seamounts more than 2,000 km from the volcano is younger than 9.5 million years.",
     "None of the seamounts more than 2,000 km from the volcano is younger than 10 million years.", (SEAMOUNTS,)),
    ("Of the seamounts within 1,000 km of the volcano, Gamma is the oldest, at 3.9 million years.",
     "Of the seamounts within 1,000 km of the volcano, Gamma is the youngest, at 3.9 million years.", (SEAMOUNTS,)),
    ("In 2000 the largest group of households, 38.5%, earned $20,000 or more.",
     "In 2000 the largest group of households, 38.5%, earned between $10,000 and $20,000.", (HOUSEHOLDS,)),
    # "whose", a count before "no", a growth's sign (descriptions, counting, signedmoves)
    ("The country whose adults had the most schooling in 1990 later had an income per head of $15,000.",
     "The country whose adults had the most schooling in 1990 later had an income per head of $20,000.", (SCHOOLING,)),
    ("Two countries went through no coups at all.", "Three countries went through no coups at all.", (COUPS,)),
    ("Only one country saw its economy shrink.", "Only two countries saw their economies shrink.", (GROWTH,)),
    # a category's mean (groupmeans)
    ("On average, the African countries were the most generous of the four regions.",
     "On average, the African countries were the least generous of the four regions.", (GIVING,)),
    ("Northern Europe had the highest average trust score of the four regions.", "Asia had the highest average trust score of the four regions.",
     (GIVING,)),
    # a span's two levels (spanmoves)
    ("Between 1974 and 1980, the minimum wage went from $2.00 to $3.10.", "Between 1970 and 1980, the minimum wage went from $2.00 to $3.10.",
     (WAGES,)),
])
def test_true_claim_kept_and_false_twin_caught(lexical_judge, true, false, tables):
    assert_kept_and_caught(lexical_judge, tables, true, false)
