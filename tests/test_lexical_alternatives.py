"""Alternatives and spans in a count of rows (issue 22, item 2: negation, a fact joined through key columns).

"No team won the 2016 or 2020 title" was counted as the rows meeting 2016 *and* 2020: none ever does, so every claim
of that shape held, true or false. Now "or" unites the conditions and "between 1860 and 1870" / "1870-1880" is the
span of the table's one date or year column. Tables of our own (public facts: NBA champions, US statehood dates).
"""

from __future__ import annotations

import pytest

from heldout_pairs import assert_kept_and_caught
from mt_raig.tables import Table

TEAMS = Table("teams", "NBA teams", ("team_id", "team", "city"), (
    ("GSW", "Golden State Warriors", "San Francisco"), ("LAL", "Los Angeles Lakers", "Los Angeles"), ("BOS", "Boston Celtics", "Boston")))
TITLES = Table("titles", "NBA champions since 2015", ("season", "team_id"), (
    ("2015", "GSW"), ("2016", "CLE"), ("2017", "GSW"), ("2018", "GSW"), ("2019", "TOR"), ("2020", "LAL")))
STATES = Table("states", "Four western states", ("state", "admitted"), (
    ("Oregon", "1859-02-14"), ("Nebraska", "1867-03-01"), ("Colorado", "1876-08-01"), ("Utah", "1896-01-04")))


@pytest.mark.parametrize("true, false", [
    ("No team in the table won the 2016 or 2019 championship.", "No team in the table won the 2016 or 2020 championship."),
    ("No team in the table won the 2016, 2019 or 2021 championship.", "No team in the table won the 2016, 2018 or 2021 championship."),
])
def test_alternatives_are_met_by_either(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [TEAMS, TITLES], true, false)


@pytest.mark.parametrize("true, false", [
    ("None of the listed states joined the Union between 1860 and 1866.", "None of the listed states joined the Union between 1860 and 1870."),
    ("None of the listed states joined the Union in 1877-1889.", "None of the listed states joined the Union in 1870-1880."),
])
def test_a_span_of_years_is_met_by_the_rows_dated_in_it(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [STATES], true, false)
