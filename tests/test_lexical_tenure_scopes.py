"""Superlatives over a time served (issue 22, item 2): "the longest tenure", "the shortest career" rank a
``days_served`` column (a count of days is a duration: "longest", "shortest"); and "Of Meighen's three Nova Scotia
appointees, X had the shortest tenure" ranks X among the rows of *both* names (through the joined table), not among one
name's rows. Before, the column went unnamed (the false twin passed on its row alone) or the rank was taken among all
of one adviser's appointees (the true claim refuted)."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

APPOINTED = Table("judges_appointed", "Judges of a state court: who appointed them and the county they came from", (
    "judge", "appointed_by", "county"), (
    ("Ada Roe", "Governor Hale", "Clark"), ("Ben Ito", "Governor Hale", "Clark"), ("Cal Ng", "Governor Hale", "Polk"),
    ("Dee Orr", "Governor Hale", "Clark"), ("Eli Fox", "Governor Marsh", "Clark"), ("Fay Lim", "Governor Marsh", "Polk")))
SERVED = Table("judges_served", "The same judges: the year they left the court and the days they served", (
    "judge", "left", "days_served"), (
    ("Ada Roe", "1990", "5200"), ("Ben Ito", "1995", "7300"), ("Cal Ng", "1988", "2100"), ("Dee Orr", "2001", "3900"),
    ("Eli Fox", "1999", "1500"), ("Fay Lim", "2004", "6100")))


@pytest.mark.parametrize("true,false", [
    ("Ben Ito had the longest tenure of the six judges.", "Ada Roe had the longest tenure of the six judges."),
    ("Eli Fox had the shortest career on the court.", "Cal Ng had the shortest career on the court."),
])
def test_a_tenure_ranks_the_days_served(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [SERVED], true, false)


def test_a_rank_among_the_rows_of_two_names(lexical_judge):
    assert_kept_and_caught(lexical_judge, [APPOINTED, SERVED],
                           "Of Governor Hale's three Clark appointees, Dee Orr had the shortest tenure, 3,900 days.",
                           "Of Governor Hale's three Clark appointees, Ada Roe had the shortest tenure, 5,200 days.")


def test_a_count_in_a_leading_scope_does_not_decide_the_claim(lexical_judge):
    """"Of Governor Hale's three Clark County appointees, ...": the count sets the scope of what follows; before, it was
    read as the whole claim with the main clause's names as its conditions (no row met them all: the true claim
    refuted)."""
    assert_kept_and_caught(lexical_judge, [APPOINTED, SERVED],
                           "Of Governor Hale's three Clark County appointees, Dee Orr had the shortest tenure, 3,900 days.",
                           "Of Governor Hale's three Clark County appointees, Ada Roe had the shortest tenure, 5,200 days.")
