"""Rows named by a number under a column so headed, when the column also holds letters ("boat 13" of lifeboats 1-16
and A-D), compared on the table's date-time column down to the minute (issue 22, item 2). Before, "boat 13" named
no row (the ``boat`` column was not all numbers), a date-time cell compared by its day only, and the key word "boat"
pointed the other numbers of the claim at the ``boat`` column.
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

BOATS = Table("boats", "Lifeboats launched, 15 April 1912", ("boat", "side", "launch_time", "total"), (
    ("7", "Starboard", "1912-04-15 00:45", "27"), ("9", "Starboard", "1912-04-15 01:20", "56"), ("13", "Starboard", "1912-04-15 01:35", "64"),
    ("1", "Starboard", "1912-04-15 01:10", "12"), ("C", "Starboard", "1912-04-15 01:40", "71"), ("D", "Port", "1912-04-15 02:05", "44")))


@pytest.mark.parametrize("true,false", [
    ("Boat 13 was lowered later than boat 9.", "Boat 13 was lowered earlier than boat 9."),
    ("Boat 7 was launched before boat 1.", "Boat 7 was launched after boat 1."),
])
def test_two_keyed_rows_by_their_launch_times(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [BOATS], true, false)


def test_the_key_word_does_not_name_the_column_of_the_other_numbers(lexical_judge):
    assert_kept_and_caught(lexical_judge, [BOATS], "Boat 1 got away with only 12 people aboard, the fewest of any lifeboat.",
                           "Boat 9 got away with only 12 people aboard, the fewest of any lifeboat.")
