"""A coordinate written with its hemisphere, "77.00° W", "43.95 degrees south", is the signed number the tables keep
(south and west negative) when their coordinates are signed (issue 22, item 2); before, "77.00° W" was looked up as
77.00 and the true claim refuted.
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

CITIES = Table("cities", "Cities: latitude and longitude in degrees (north and east positive)", ("city", "latitude", "longitude"), (
    ("Lima", "-12.00", "-77.00"), ("Oslo", "59.92", "10.75"), ("Wellington", "-41.32", "174.77"), ("Ottawa", "45.45", "-75.70")))


@pytest.mark.parametrize("true,false", [
    ("Lima is the westernmost of the listed cities (77.00° W).", "Ottawa is the westernmost of the listed cities (77.00° W)."),
    ("Wellington lies at 41.32 degrees south.", "Wellington lies at 41.32 degrees north."),
    ("Oslo lies at 10.75° E.", "Oslo lies at 10.75° W."),
])
def test_a_coordinate_with_its_hemisphere(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [CITIES], true, false)


def test_a_coordinate_is_never_a_difference_of_two_columns(lexical_judge):
    """"Madrid lies at about 44.0° north" was accepted as its latitude minus its longitude (40.42 - -3.75)."""
    madrid = Table("madrid", "Cities: latitude and longitude in degrees", ("city", "latitude", "longitude"), (
        ("Madrid", "40.42", "-3.75"), ("Cairo", "30.02", "31.23")))
    assert_kept_and_caught(lexical_judge, [madrid], "Madrid lies at about 40.4° north.", "Madrid lies at about 44.0° north.")
