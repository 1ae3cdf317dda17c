"""Pairs of our own for rates, shares and series read from headers (``lexical-11``), over three small tables with
invented figures: regions with rates per 100,000 residents and per-cent shares, an economy by year whose title names
its years and whose headers carry their scale and unit (``employed_thousands``, ``gnp_million_usd``,
``gnp_deflator``), and firms with one investment column per year (``investment_1990``).

- "1.3 per 100,000 residents": the base of a rate is part of its unit, never a value to find in the rows; a rate
  per 100,000 is never a percentage ("18.8 per 100,000" is no ``poverty_pct`` 18.8);
- "11.0 per 100,000 higher than": the rate's base does not hide the comparison's gap;
- "83.53% of Arden's population": one region's percentage cell, never a share of the table's rows;
- "higher" names no column by a header's prefix (``high_school_pct``): the words before it name the rate compared;
- "GNP rose by about $320.6 billion from 1990 to 1994": the column whose other header words are its scale and unit
  (``gnp_million_usd``) over one with an unsaid word (``gnp_deflator``), the gap in the column's scale, a currency
  sign before the number; the years of the title ("1990-1994") locate no row;
- "grew by about 250% from 1990 to 1995": two columns that differ only in their year, ``investment_1990`` and
  ``investment_1995`` (a year after an underscore);
- a column whose header says "per", "rate" or "capita" is a rate, never a count (so "the highest murder rate" ranks
  ``murders_per_100k`` itself), and a year after the superlative that only the title holds ("in 2009") is no row;
- "Calder opened four prisons": the row's cell of the whole-number column the noun names (:mod:`.cellcounts`);
  "exactly half of the 16 prisons": a written total that is that column's sum, and the row's part of it;
- a rate's base read from its header ("per_100k") and from the claim ("per million residents"), converted, and a
  rate written as a percentage of the residents ("about 0.012%" of 12.3 per 100,000);
- a percentage cell applied to a count cell of the same entity's joined row ("83.53% ... about 1.25 million").

Each pair is a true claim and a false twin with one fact changed: the true one must be supported and the false one
refuted (a ``skipped`` verdict is a miss on either side).
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

REGIONS = Table(
    "regions",
    "Regions: crime rates per 100,000 residents and shares in per cent of the population, 2009",
    ("region", "violent_per_100k", "murders_per_100k", "high_school_pct", "poverty_pct", "urban_pct"),
    (
        ("Arden", "512.4", "12.3", "82.2", "17.3", "83.53"),
        ("Brevia", "130.6", "1.3", "91.0", "11.4", "38.9"),
        ("Calder", "298.0", "5.2", "86.4", "18.8", "61.0"),
        ("Dunmarsh", "119.9", "2.0", "89.8", "12.3", "45.2"),
    ),
)
ECONOMY = Table(
    "economy",
    "Economy of Arden 1990-1994: employment in thousands of people, GNP in millions of dollars, deflator (1990 = 100)",
    ("year", "employed_thousands", "gnp_million_usd", "gnp_deflator"),
    (("1990", "60323", "234289", "100"), ("1991", "61122", "259426", "104.5"), ("1992", "60171", "258054", "106.2"),
     ("1993", "61187", "284599", "107.1"), ("1994", "63221", "554894", "110.0")),
)
FIRMS = Table(
    "firms",
    "Investment of four firms, 1990 and 1995 (millions of dollars)",
    ("firm", "investment_1990", "investment_1995"),
    (("Alder Works", "20.0", "70.0"), ("Birch Mills", "45.5", "40.1"), ("Cedar Steel", "12.0", "30.0"), ("Dale Motors", "80.0", "96.0")),
)
PRISONS = Table(
    "prisons",
    "The 4 regions that opened prisons in 2009, with prisons opened and median income (dollars)",
    ("region", "prisons", "median_income_usd"),
    (("Arden", "8", "34453"), ("Brevia", "2", "41534"), ("Calder", "4", "38102"), ("Dunmarsh", "2", "29870")),
)
POPULATION = Table("population", "Regions: population, 2009", ("region", "population"),
                   (("Arden", "1500000"), ("Brevia", "820000"), ("Calder", "640000"), ("Dunmarsh", "310000")))
ALL = (REGIONS, ECONOMY, FIRMS, PRISONS)

PAIRS = [
    (ALL, "In 2009 Brevia had a murder rate of 1.3 per 100,000 residents.", "In 2009 Calder had a murder rate of 1.3 per 100,000 residents."),
    (ALL, "Dunmarsh had the lowest violent crime rate of these regions in 2009, 119.9 per 100,000.",
     "Dunmarsh had the lowest violent crime rate of these regions in 2009, 130.6 per 100,000."),
    (ALL, "In 2009, 18.8% of Calder's population lived below the poverty line.",
     "In 2009, 18.8 per 100,000 of Calder's population lived below the poverty line."),
    (ALL, "Arden's murder rate in 2009 was 11.0 per 100,000 higher than Brevia's.", "Arden's murder rate in 2009 was 9.0 per 100,000 higher than Brevia's."),
    (ALL, "In 2009, 83.53% of Arden's population lived in urban areas.", "In 2009, 83.53% of Brevia's population lived in urban areas."),
    (ALL, "GNP rose by about $320.6 billion from 1990 to 1994.", "GNP rose by about $230.6 billion from 1990 to 1994."),
    (ALL, "Alder Works' investment grew by about 250% from 1990 to 1995.", "Birch Mills' investment grew by about 250% from 1990 to 1995."),
    # a rate column (``murders_per_100k``) is ranked as a rate; "in 2009" is the title's year, not a row
    (ALL, "Of the four regions listed, Arden had the highest murder rate in 2009.", "Of the four regions listed, Calder had the highest murder rate in 2009."),
    # "opened four prisons": the row's cell of the column the noun names; "half of the 16 prisons": its part of the total
    (ALL, "Calder opened four prisons in 2009.", "Calder opened three prisons in 2009."),
    (ALL, "Arden opened exactly half of the 16 prisons of 2009.", "Calder opened exactly half of the 16 prisons of 2009."),
    # a rate's base converted: per 100,000 to per million, and to a percentage of the residents
    (ALL, "Arden's 2009 murder rate was about 123 per million residents.", "Arden's 2009 murder rate was about 12.3 per million residents."),
    # a percentage of one table applied to a count of another, the same entity's rows
    ((REGIONS, POPULATION), "Arden's 83.53% urban share comes to about 1.25 million of its people.",
     "Arden's 83.53% urban share comes to about 1.35 million of its people."),
    (ALL, "Arden's murder rate of 12.3 per 100,000 means about 0.012% of its residents were murdered in 2009.",
     "Arden's murder rate of 12.3 per 100,000 means about 12.3% of its residents were murdered in 2009."),
]


@pytest.mark.parametrize("tables, true, false", PAIRS, ids=[f"pair{i}" for i in range(len(PAIRS))])
def test_true_claim_kept_and_false_twin_caught(lexical_judge, tables, true, false):
    assert_kept_and_caught(lexical_judge, tables, true, false)
