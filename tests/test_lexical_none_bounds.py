""""None of the rivers is shorter than 500" bounds every row of the table the words name (issue 22, item 2): the rows
past the bound are counted and must be none, whatever comparative names the column ("shorter", "longer", "heavier").
Before, "shorter than 500" was read as a comparison with no second entity, and the negated claim was accepted because
no cell holds 500.
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

RIVERS = Table("rivers", "Rivers of the region - length in km", ("river", "mouth", "length"), (
    ("Aller", "Weser", "211"), ("Ems", "North Sea", "371"), ("Lahn", "Rhine", "246"), ("Main", "Rhine", "527"), ("Mosel", "Rhine", "544")))
CATTLE = Table("cattle", "Show cattle - weight in kg", ("animal", "breed", "weight"), (
    ("Bella", "Angus", "612"), ("Clover", "Hereford", "655"), ("Daisy", "Angus", "590"), ("Elsa", "Jersey", "430")))


@pytest.mark.parametrize("true,false", [
    ("None of the rivers in the table is shorter than 200.", "None of the rivers in the table is shorter than 220."),
    ("None of the rivers is longer than 550.", "None of the rivers is longer than 530."),
])
def test_no_river_past_the_bound(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [RIVERS], true, false)


def test_no_animal_past_the_bound(lexical_judge):
    assert_kept_and_caught(lexical_judge, [CATTLE], "None of the cattle is heavier than 660.", "None of the cattle is heavier than 650.")
