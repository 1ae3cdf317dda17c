"""A length in words after "runs"/"lasted" and a bound ("just over three hours"), and the side of "just under"/"just
over" (issue 22, item 2; set 29 read in session 23): "Avengers: Endgame runs just over three hours" was skipped (the
number word unread) and, once read, "... runs just under three hours" (false: 181 minutes) was accepted, because 181
minutes rounds to three hours. A number word after such a verb and bound is read with its unit, and "just under" /
"just over" (as "nearly" / "almost") now also need the cell on their side of the number, however it rounds."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

FILMS = Table("epic_films", "Three epic films: running time in minutes and release year", ("film", "running_time_min", "release_year"), (
    ("The Long Road", "181", "2019"), ("Sea of Glass", "118", "2012"), ("Ashfall", "239", "1963")))
TALKS = Table("keynote_talks", "Keynote talks of a conference: duration in minutes", ("speaker", "duration_min"), (
    ("Ada Reyes", "58", ), ("Ben Okafor", "92", ), ("Chen Wu", "45", )))


@pytest.mark.parametrize("tables,true,false", [
    ([FILMS], "The Long Road runs just over three hours.", "The Long Road runs just under three hours."),
    ([FILMS], "Sea of Glass runs just under two hours.", "Sea of Glass runs just over two hours."),
    ([FILMS], "Ashfall runs nearly four hours.", "Ashfall runs nearly five hours."),
    ([TALKS], "Ben Okafor's keynote lasted just over ninety minutes.", "Ben Okafor's keynote lasted just under ninety minutes."),
])
def test_a_length_after_a_bound(lexical_judge, tables, true, false):
    assert_kept_and_caught(lexical_judge, tables, true, false)
