"""Deaths written as killing (issue 22, item 1; set 33 read in session 24): "Cholera killed more people in Bermondsey
than in Bethnal Green" was refuted, compared on ``population`` ("people") instead of ``cholera_deaths``, and its false
twin accepted. "killed", "died", "dead", "fatalities", "deadliest" and "lost" now name a deaths column (``lexicon``);
and "more than N in each of January and February" is a bound on each period, never a change between the two
(``periods.period_change``)."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

TOWNS = Table("influenza_1918", "The 1918 influenza in five towns", ("town", "population", "flu_deaths", "flu_deaths_per_1000"), (
    ("Ashby", "41000", "512", "12.5"), ("Bexley", "66000", "498", "7.5"), ("Corby", "23000", "355", "15.4"), ("Dunmow", "88000", "701", "8.0"),
    ("Epping", "35000", "240", "6.9")))
MONTHS = Table("flu_months", "Influenza deaths by month, October 1918 to January 1919", ("month", "year", "flu_deaths", "other_deaths"), (
    ("October", "1918", "2410", "310"), ("November", "1918", "2875", "295"), ("December", "1918", "1420", "330"), ("January", "1919", "980", "340")))


@pytest.mark.parametrize("true,false", [
    ("The flu killed more people in Ashby than in Bexley.", "The flu killed fewer people in Ashby than in Bexley."),
    ("Influenza killed more people in Corby than in Epping.", "Influenza killed fewer people in Corby than in Epping."),
])
def test_killing_names_deaths(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [TOWNS], true, false)


def test_a_bound_in_each_period_is_no_change(lexical_judge):
    assert_kept_and_caught(lexical_judge, [MONTHS], "The flu killed more than one thousand people in each of November and December 1918.",
                           "The flu killed more than three thousand people in each of November and December 1918.")
