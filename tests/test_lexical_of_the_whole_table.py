""""Costa Rica logged the most years of democracy of the 20 countries, 62 in all": "of the 20 countries" counts the
whole table (its rows, whatever the names), so 20 is no cell to find beside Costa Rica's (issue 22, item 2). Before,
20 was held to Costa Rica's row (another row's cell is 20), so the true claim was refuted. A wrong whole ("of the 21
countries") is still refuted."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

LAKES = Table("lakes_of_a_region", "The 6 lakes of a region: the lake, its area in km2 and its greatest depth in metres", (
    "lake", "area_km2", "depth_m"), (
    ("Loch Ard", "6", "31"), ("Lake Brim", "14", "6"), ("Cold Water", "9", "44"), ("Dunmere", "3", "12"), ("Elder Pool", "2", "9"),
    ("Fenwater", "11", "27")))


@pytest.mark.parametrize("true,false", [
    ("Cold Water is the deepest of the 6 lakes, 44 metres at its deepest.", "Cold Water is the deepest of the 7 lakes, 44 metres at its deepest."),
    ("Lake Brim has the largest area of the 6 lakes, 14 km2.", "Fenwater has the largest area of the 6 lakes, 11 km2."),
])
def test_of_the_whole_table(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [LAKES], true, false)
