""""The most recent" and "the last <noun> to join" as the latest date (issue 22, item 2; set 27 read in session 22):
"Lithuania was the most recent newcomer to the euro, joining on 1 January 2015" was accepted (the superlative "most
recent" named no column), as was "the last country to adopt the euro" with a noun between "last" and "to"."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

ADMITTED = Table("states_admitted", "The five US states admitted last, with the date each joined the Union",
                 ("state", "admitted", "capital"), (
                     ("Oklahoma", "1907-11-16", "Oklahoma City"), ("New Mexico", "1912-01-06", "Santa Fe"),
                     ("Arizona", "1912-02-14", "Phoenix"), ("Alaska", "1959-01-03", "Juneau"), ("Hawaii", "1959-08-21", "Honolulu")))


@pytest.mark.parametrize("true,false", [
    ("Hawaii is the most recent addition to the Union, admitted on 21 August 1959.",
     "Alaska is the most recent addition to the Union, admitted on 3 January 1959."),
    ("Hawaii was the last state to join the Union, on 21 August 1959.",
     "Arizona was the last state to join the Union, on 14 February 1912."),
    ("Oklahoma was the first of these states to join the Union, on 16 November 1907.",
     "New Mexico was the first of these states to join the Union, on 6 January 1912."),
])
def test_the_latest_and_earliest_dates(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [ADMITTED], true, false)


OECD = Table("oecd_joiners", "Some OECD members and the year each joined", ("country", "oecd_joined", "continent"), (
    ("Japan", "1964", "Asia"), ("Mexico", "1994", "North America"), ("Chile", "2010", "South America"),
    ("Colombia", "2020", "South America"), ("Costa Rica", "2021", "North America")))


@pytest.mark.parametrize("true,false", [
    ("Costa Rica is the newest member of the OECD.", "Colombia is the newest member of the OECD."),
    ("Japan is the earliest member of the group, since 1964.", "Mexico is the earliest member of the group, since 1994."),
])
def test_the_newest_member_joined_last(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [OECD], true, false)
