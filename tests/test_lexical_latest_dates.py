"""The latest or earliest of a table, with the date cited, is ranked by that date's column even where the claim's verb
names another column (issue 22, item 1; set 32 read in session 24): "Croatia was the most recent country to join, on 1
July 2013" was refuted, ranked by ``joined_with`` (how many joined on the same date: "join" names it) instead of
``accession_date``, which holds the date the claim writes in Croatia's row (``ranks.superlative``, ``dated_columns``)."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

LEAGUE = Table("league_members", "Clubs of a football league", ("club", "code", "accession_date", "joined_with"), (
    ("Rovers", "RO", "1921-08-27", "2"), ("United", "UN", "1921-08-27", "2"), ("Athletic", "AT", "1921-08-27", "2"),
    ("Wanderers", "WA", "1950-08-19", "1"), ("Albion", "AL", "1950-08-19", "1"), ("Town", "TO", "1977-08-20", "0")))


@pytest.mark.parametrize("true,false", [
    ("Town was the most recent club to join, on 20 August 1977.", "Albion was the most recent club to join, on 19 August 1950."),
    ("Town was the last club to join, on 20 August 1977.", "Wanderers was the last club to join, on 19 August 1950."),
])
def test_the_latest_by_the_cited_dates_column(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [LEAGUE], true, false)
