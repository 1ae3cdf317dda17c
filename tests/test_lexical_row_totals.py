"""A row total adds only columns of one kind: "the Dodge Aspen weighed 3,381 pounds, about 1,634 kilograms" was
supported because 1,634 kg is about its cylinders + cubic inches + pounds (3,612) read as pounds (issue 22, item 2).
A row's total now never mixes a column whose header names a unit (pounds) with columns that name none; gold + silver
+ bronze medals still add up."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

ENGINES = Table("small_cars", "Three small cars: cylinders, displacement in cubic inches and weight in pounds", (
    "model", "cylinders", "displacement_cu_in", "weight_lbs"), (
    ("Pip", "4", "98", "915"), ("Dot", "3", "61", "780"), ("Wren", "4", "85", "1020")))
MEDALS = Table("medal_table", "Medals won by three countries", ("country", "gold", "silver", "bronze"), (
    ("Norway", "16", "8", "13"), ("Germany", "12", "10", "5"), ("Canada", "4", "8", "14")))


@pytest.mark.parametrize("true,false", [
    ("The Pip weighed 915 pounds, about 415 kilograms.", "The Pip weighed 915 pounds, about 461 kilograms."),
])
def test_a_row_total_never_mixes_units(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [ENGINES], true, false)


def test_medals_still_add_up(lexical_judge):
    assert_kept_and_caught(lexical_judge, [MEDALS], "Norway won 37 medals in all.", "Norway won 38 medals in all.")
