"""A length or weight written in two units (issue 22, item 2; set 31 read in session 23, and set 4's "Aaron Judge
stands 6 feet 7 inches tall"): "Chewbacca stands about 7 feet 6 inches tall" was refuted, the 6 read as a number of
its own. "7 feet 6 inches" is now one number in the smaller unit, "90 inches" ("8 pounds 4 ounces": "132 ounces"),
which a unit converts to the column's (``rewrites.in_one_unit``); "inches" is a unit of length."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.eval.lexical.rewrites import in_one_unit
from mt_raig.tables import Table

PLAYERS = Table("basketball_players", "Basketball players: height in centimetres and weight in kilograms", ("player", "height_cm", "weight_kg"), (
    ("Tom Reyes", "211", "109"), ("Lee Marsh", "185", "84"), ("Sam Cole", "198", "99")))
BATTERS = Table("batters", "Batters: height in inches and weight in pounds", ("batter", "height", "weight"), (
    ("Ray Ott", "79", "282"), ("Jo Park", "70", "190")))


@pytest.mark.parametrize("tables,true,false", [
    ([PLAYERS], "Tom Reyes stands about 6 feet 11 inches tall.", "Tom Reyes stands about 6 feet 5 inches tall."),
    ([PLAYERS], "Lee Marsh is about 6 ft 1 in tall.", "Lee Marsh is about 5 ft 7 in tall."),
    ([BATTERS], "Ray Ott stands 6 feet 7 inches tall.", "Ray Ott stands 6 feet 5 inches tall."),
])
def test_a_length_in_feet_and_inches(lexical_judge, tables, true, false):
    assert_kept_and_caught(lexical_judge, tables, true, false)


def test_one_unit():
    assert in_one_unit("a baby of 8 pounds 4 ounces") == "a baby of 132 ounces"
    assert in_one_unit("a 6-foot wall") == "a 6-foot wall"
