"""A number word right before a column's own header ("hit thirty-six HR", and "home runs" as the judge spells ``HR``
out) is that column's value, read as digits (issue 22, item 2); before, "HR" was taken for hours and the number word
went unread.
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

BATTING = Table("batting", "Lahman - Batting", ("player", "G", "AB", "H", "HR", "RBI"), (
    ("Ketel Marte", "136", "504", "147", "36", "95"), ("Aaron Judge", "158", "559", "180", "58", "144"),
    ("Jarren Duran", "160", "671", "191", "21", "75")))


@pytest.mark.parametrize("true,false", [
    ("Ketel Marte hit thirty-six HR.", "Ketel Marte hit thirty-eight HR."),
    ("Ketel Marte hit thirty-six home runs.", "Ketel Marte hit thirty-eight home runs."),
    ("Jarren Duran hit twenty-one HR.", "Jarren Duran hit twenty-four HR."),
])
def test_a_number_word_before_a_header(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [BATTING], true, false)
