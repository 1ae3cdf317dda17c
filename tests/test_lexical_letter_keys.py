"""A header word right before a key that is no value of the judge's ("Boat C", "Gate B") names that key's column, not
the column of a number later in the clause (issue 22, item 2): before, "Boat C carried 71 people" looked for 71 in the
``boat`` column only and refuted the true claim; and "71 people" of a table of five boats is a cell's number, never a
count of its rows (more than the rows). A single letter is still no value, so "Boat C carried 70 people" (boat 11's
70) is not told from boat C's row: left open here.
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

BOATS = Table("boats", "Lifeboats: people aboard and capacity", ("boat", "side", "total", "capacity"), (
    ("7", "Port", "27", "65"), ("3", "Port", "50", "65"), ("C", "Starboard", "71", "47"), ("D", "Port", "44", "47"), ("11", "Starboard", "70", "65")))


@pytest.mark.parametrize("true,false", [
    ("Boat C carried 71 people.", "Boat C carried 61 people."),
    ("Boat D left with 44 people aboard, against a capacity of 47.", "Boat D left with 41 people aboard, against a capacity of 47."),
])
def test_a_letter_key_names_its_row(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [BOATS], true, false)
