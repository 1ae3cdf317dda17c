"""A superlative whose words name two columns, decided by the column of the value it cites (issue 22, item 2; set 27
read in session 22): "Croatia has the shortest language list of the twenty, with only 4 entries" was accepted,
because "language list" names both ``languages_listed`` and ``official_languages`` and the two ranks disagreed. The
cited 4 is Croatia's ``languages_listed`` cell, so that column is the one ranked."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

LANGUAGES = Table("nordic_languages", "Languages listed for five Nordic countries: all languages and the official ones",
                  ("country", "languages_listed", "official_languages"), (
                      ("Denmark", "6", "1"), ("Finland", "9", "2"), ("Iceland", "3", "1"), ("Norway", "8", "1"),
                      ("Sweden", "11", "1")))


@pytest.mark.parametrize("true,false", [
    ("Iceland has the shortest language list of the five, with only 3 entries.",
     "Denmark has the shortest language list of the five, with only 6 entries."),
    ("Sweden has the longest language list, with 11 entries.",
     "Finland has the longest language list, with 9 entries."),
])
def test_the_cited_value_picks_the_ranked_column(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [LANGUAGES], true, false)


CLUBS = Table("club_titles", "League titles won by five football clubs", ("club", "league_titles", "cup_titles"), (
    ("Rangers", "55", "34"), ("Celtic", "53", "41"), ("Aberdeen", "4", "7"), ("Hearts", "4", "8"), ("Hibernian", "4", "3")))


@pytest.mark.parametrize("true,false", [
    ("Rangers top the league-title tally with 55.", "Celtic top the league-title tally with 53."),
    ("Celtic leads the cup titles list with 41.", "Rangers leads the cup titles list with 34."),
])
def test_tops_the_tally_is_the_highest(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [CLUBS], true, false)
