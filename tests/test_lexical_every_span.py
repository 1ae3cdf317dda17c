"""Halves of a vote and bounds over a span of years (issue 22, item 2; sets 20 and 21 read in session 22): "The
Democratic candidate won more than half the vote in 13 of the twenty states in 2008" was refuted and its false twin
(15 states) accepted on a stray difference of one row's cells; "won more than half of the two-party vote in every
election from 1932 to 1948" was read as a change between 1932 and 1948. "More than half the vote" and "a majority of
the two-party vote" are now a bound of 50% on a percent cell, and a bound said of every year of a span is checked on
each row of the span."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.eval.lexical.rewrites import halves_as_percent
from mt_raig.tables import Table

COUNTIES = Table("county_vote_2000", "Share of the vote won by Al Gore in eight counties, 2000 (percent)",
                 ("county", "gore_pct", "turnout_pct"), (
                     ("Alachua", "53.6", "68"), ("Bay", "31.8", "61"), ("Broward", "67.4", "63"), ("Duval", "41.6", "64"),
                     ("Gadsden", "66.1", "59"), ("Leon", "59.9", "71"), ("Orange", "50.1", "57"), ("Polk", "45.6", "58")))

LABOUR = Table("labour_vote_by_year", "The Labour share of the two-party vote at each general election, 1945-1970 (percent)",
               ("year", "labour_two_party_pct", "turnout_pct"), (
                   ("1945", "55.3", "72.8"), ("1950", "51.6", "83.9"), ("1951", "50.7", "82.6"), ("1955", "48.7", "76.8"),
                   ("1959", "47.7", "78.7"), ("1964", "50.4", "77.1"), ("1966", "53.0", "75.8"), ("1970", "48.9", "72.0")))


@pytest.mark.parametrize("true,false", [
    ("Gore won more than half the vote in five of the eight counties.", "Gore won more than half the vote in six of the eight counties."),
    ("Gore won less than half of the vote in three of the eight counties.", "Gore won less than half of the vote in four of the eight counties."),
])
def test_half_the_vote_is_a_bound_on_each_row(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [COUNTIES], true, false)


@pytest.mark.parametrize("true,false", [
    ("Labour won more than half of the two-party vote in every election from 1945 to 1951.",
     "Labour won more than half of the two-party vote in every election from 1945 to 1955."),
    ("Labour's two-party share stayed below 50% in each election between 1955 and 1959.",
     "Labour's two-party share stayed below 50% in each election between 1955 and 1964."),
])
def test_a_bound_in_every_year_of_a_span(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [LABOUR], true, false)


def test_a_half_of_the_rows_is_left_to_the_count():
    assert halves_as_percent("More than half of the states voted.") == "More than half of the states voted."
    assert halves_as_percent("She won a majority of the popular vote.") == "She won more than 50% popular."
