"""Counting the rows with nothing in a column: "Three of the mammals have no recorded conservation status" (issue 22,
item 2).

"No" after "have" is a condition on the rows counted (the blank cells of the column named), not a count of zero; the
count is the number before "of the". Before, the claim was read as "no mammal ..." and refuted whatever the rows held.
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

SPECIES = Table("species", "Mammals of the sleep study", ("mammal", "diet", "conservation"), (
    ("Cow", "herbivore", "domesticated"), ("Human", "omnivore", ""), ("Chimpanzee", "omnivore", ""), ("Red fox", "carnivore", ""),
    ("Golden hamster", "herbivore", "endangered"), ("Goat", "herbivore", "least concern"), ("Pig", "omnivore", "domesticated")))


@pytest.mark.parametrize("true,false", [
    ("Three of the mammals have no recorded conservation status.", "Four of the mammals have no recorded conservation status."),
    ("Two of the seven mammals have no conservation status listed and are omnivores.",
     "Three of the seven mammals have no conservation status listed and are omnivores."),
])
def test_rows_with_a_blank_cell_are_counted(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [SPECIES], true, false)
