""""Older" with an age column (issue 22, item 2; set 34 read in session 25): "Jacob Donner was three years older than George
Donner" was compared on ``date_of_death`` (who died first, read as "older than" = earlier, which suits a date of
birth or founding) and refuted. Where a table has an age column, "older than" compares ages (``cellpairs``)."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

CREW = Table("expedition_deaths", "Members of the 1845 northern expedition who died", ("member", "age", "rank", "date_of_death"), (
    ("John Hartwell", "41", "captain", "1846-11-02"), ("Thomas Pike", "29", "seaman", "1846-08-14"),
    ("Edward Lowe", "33", "surgeon", "1847-01-20"), ("Samuel Grey", "52", "cook", "1847-03-05")))


@pytest.mark.parametrize("true,false", [
    ("John Hartwell was older than Thomas Pike.", "John Hartwell was younger than Thomas Pike."),
    ("Samuel Grey was eleven years older than John Hartwell.", "Samuel Grey was nine years older than John Hartwell."),
    ("Edward Lowe was older than Thomas Pike when he died.", "Thomas Pike was older than Edward Lowe when he died."),
])
def test_older_than_compares_ages(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [CREW], true, false)
