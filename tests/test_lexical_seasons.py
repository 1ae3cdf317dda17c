"""Seasons and fiscal years written with a short second year (issue 22, item 1; set 32 read in session 24): "Only 4
percent of eligible students in Utah sat the SAT in 1994-95" was refuted, its "95" a number in no row, and where the
table's title writes the same season the claim's "1994" was a condition no row holds. The short second year of a
season is now never a value, and the first year is none either where a table's title writes that season: the claim
names the table's period, as "in 2016" does of a table of 2016 (``nonvalues.not_a_value``; a title's season also
keeps its table when the claim names no year: ``titles.dated_elsewhere``)."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.eval.lexical.nonvalues import not_a_value, seasons
from mt_raig.numbers import find_mentions
from mt_raig.tables import Table

BUDGETS = Table("school_budgets", "Public school budgets of five districts, 2019-20", ("district", "spending_per_pupil_usd", "pupils", "teachers"), (
    ("Northfield", "11240", "5200", "310"), ("Easton", "9875", "12400", "655"), ("Westbrook", "13020", "3100", "221"),
    ("Southport", "10410", "8700", "512"), ("Lakeview", "9120", "15100", "790")))
TURNOUT = Table("district_turnout_2020", "Turnout in the 2020 school board elections", ("district", "turnout_pct"), (
    ("Northfield", "31.5"), ("Easton", "24.0"), ("Westbrook", "38.2"), ("Southport", "27.9"), ("Lakeview", "22.4")))


@pytest.mark.parametrize("true,false", [
    ("In 2019-20 Easton had 655 teachers.", "In 2019-20 Easton had 565 teachers."),
    ("Westbrook spent 13,020 dollars per pupil in 2019–20.", "Westbrook spent 12,020 dollars per pupil in 2019–20."),
    ("Lakeview, the district with the lowest turnout in 2020, taught 15,100 pupils in 2019-20.",
     "Lakeview, the district with the lowest turnout in 2020, taught 5,100 pupils in 2019-20."),
])
def test_a_season_the_title_writes(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [BUDGETS, TURNOUT], true, false)


def test_which_numbers_are_wording():
    claim = "In 2019-20 Easton had 655 teachers, 1.3 per 1,000 residents; from 2019-21 and on 2019-20-05 too."
    skipped = [m.number.text for m in find_mentions(claim) if not_a_value(claim, m, [BUDGETS.title])]
    assert skipped == ["2019", "20", "1,000"]  # the season (its title's) and the rate's base; never 2019-21 or a date
    assert [m.number.text for m in find_mentions(claim) if not_a_value(claim, m)] == ["20", "1,000"]  # no title: "2019" is a year
    assert seasons("the 2008–09 and 2009/10 seasons, 1999-2000, 2019-21") == {("2008", "09"), ("2009", "10")}
