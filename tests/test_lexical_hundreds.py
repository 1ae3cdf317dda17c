"""Hundreds written as words (issue 22, item 2; sets 27 and 31 read in sessions 22-23): "Chewbacca was born two hundred
years before the Battle of Yavin" and "The Dutch guilder served the Netherlands for one hundred and eighty-nine years"
were skipped, the number words unread ("hundred" was read only before "thousand" or "million"). A number of hundreds
in words is now read as its digits ("200 years", "189 years"); one that goes on ("two hundred and four million",
"two hundred ninety-nine million, ...") is left to the readers of scaled numbers (``rewrites.hundreds_as_digits``)."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.eval.lexical.rewrites import hundreds_as_digits
from mt_raig.tables import Table

COINS = Table("old_coins", "Currencies and the years they were in use", ("currency", "introduced", "withdrawn", "years_in_use"), (
    ("guilder", "1813", "2002", "189"), ("franc", "1795", "2002", "207"), ("markka", "1860", "2002", "142")))


@pytest.mark.parametrize("true,false", [
    ("The guilder was in use for one hundred and eighty-nine years.", "The guilder was in use for one hundred and ninety-eight years."),
    ("The franc was in use for two hundred and seven years.", "The franc was in use for two hundred and nine years."),
    ("The markka lasted one hundred and forty-two years.", "The markka lasted one hundred and twenty-four years."),
])
def test_hundreds_in_words(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [COINS], true, false)


def test_the_digits():
    assert hundreds_as_digits("won a hundred and fourteen medals") == "won 114 medals"
    assert hundreds_as_digits("roughly two hundred and four million") == "roughly two hundred and four million"
