"""Whole numbers written in words past the thousands (issue 22, items 1-2; set 34 read in session 25): "In 1972, one
thousand seven hundred and sixty-nine car drivers were killed" was read as "one thousand" and 769 and refuted, and
"two hundred ninety-nine million, seven hundred ninety-two thousand, four hundred fifty-eight metres per second" was
skipped. Such a number is now rewritten as its digits before the claim is read (``rewrites.thousands_as_digits``), and
hundreds without "and" too ("seven hundred sixty-nine"); one ending on its scale ("three thousand") is read as before,
and a comma before a small number word ("three thousand, two years later") ends it."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.eval.lexical.rewrites import thousands_as_digits
from mt_raig.tables import Table

TOWNS = Table("town_populations", "Populations of five towns and a region, 2020 census", ("place", "population"), (
    ("Alder", "1769"), ("Brook", "6076"), ("Carrow", "86400"), ("Dunmore", "2405317"), ("the Wold region", "299792458")))


@pytest.mark.parametrize("true,false", [
    ("Alder had one thousand seven hundred and sixty-nine residents.", "Alder had one thousand six hundred and seventy-nine residents."),
    ("The Wold region had two hundred ninety-nine million, seven hundred ninety-two thousand, four hundred fifty-eight people.",
     "The Wold region had two hundred ninety-nine million, seven hundred ninety-two thousand, four hundred eighty-five people."),
    ("Brook had a population of six thousand seventy-six.", "Brook had a population of six thousand sixty-seven."),
    ("Carrow had eighty-six thousand four hundred residents.", "Carrow had eighty-four thousand six hundred residents."),
    ("Dunmore's population was two million, four hundred five thousand, three hundred seventeen.",
     "Dunmore's population was two million, four hundred five thousand, three hundred seventy-one."),
])
def test_long_numbers_in_words(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [TOWNS], true, false)


def test_what_is_left_as_it_was():
    assert thousands_as_digits("three thousand people, two hundred ninety-nine million stars") == "three thousand people, two hundred ninety-nine million stars"
    assert thousands_as_digits("attendance was three thousand, two years later four thousand") == "attendance was three thousand, two years later four thousand"
    assert thousands_as_digits("a thousand and one nights") == "a thousand and one nights"
