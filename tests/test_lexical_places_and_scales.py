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
  table's cell of the row (``windows``)."""

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
                   ("Indonesia", "Asia", "2.60", "1.40", "4100"), ("Japan", "Asia", "0.60", "1.45", "40000"), ("Pakistan", "Asia", "1.30", "1.00", "1300")))
SEAMOUNTS = Table("seamount_ages", "Ages of five seamounts along a hotspot track: the distance from the active volcano in kilometres and the "
                  "age in millions of years", ("seamount", "distance_km", "age_million_years"), (
                      ("Alpha", "40", "0.2"), ("Beta", "150", "1.1"), ("Gamma", "420", "3.9"), ("Delta", "900", "9.5"), ("Epsilon", "1500", "17.2")))
GROWTH = Table("growth_1970_2000", "Average yearly growth of six economies from 1970 to 2000, with GDP per head in 1970 in US dollars and "
               "trade openness in per cent of GDP", ("country", "growth_pct_per_year", "gdp_per_capita_1970_usd", "openness_pct"), (
                   ("Chile", "3.1", "2500", "30"), ("Peru", "0.9", "2900", "28"), ("Korea", "6.2", "1200", "45"), ("Ghana", "-0.4", "800", "35"),
                   ("Spain", "2.6", "5200", "25"), ("Mexico", "1.8", "3100", "22")))


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
])
def test_true_claim_kept_and_false_twin_caught(lexical_judge, true, false, tables):
    assert_kept_and_caught(lexical_judge, tables, true, false)
