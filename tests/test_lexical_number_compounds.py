""""Only two of the models had six-cylinder engines": a number word joined to a column's word by a hyphen is that
column's value when the column holds it ("six-cylinder" of ``cylinders``, "five-door" of ``doors``), and the word
after the hyphen names its column (issue 22, item 2). Before, the number word was not read (a count of the models
was skipped). "the two-party vote" and "seven-day viewers" stay names: no such column holds the number."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

CARS = Table("hatchbacks_1985", "Six hatchbacks of 1985: doors and cylinders", ("model", "doors", "cylinders"), (
    ("Fiesta", "3", "4"), ("Golf", "5", "4"), ("Charade", "3", "3"), ("Uno", "5", "4"), ("Sunny", "3", "4"), ("Alto", "5", "3")))


@pytest.mark.parametrize("true,false", [
    ("Only two of the models had three-cylinder engines.", "Only three of the models had three-cylinder engines."),
    ("Three of the six hatchbacks were five-door cars.", "Four of the six hatchbacks were five-door cars."),
    ("The Charade had a three-cylinder engine.", "The Fiesta had a three-cylinder engine."),
])
def test_a_number_word_joined_to_its_column(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [CARS], true, false)
