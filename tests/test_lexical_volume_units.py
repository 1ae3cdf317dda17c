""""A 350-cubic-inch engine, about 5.7 litres", "30 miles per US gallon, roughly 12.8 km per litre": volumes and fuel
economy convert between the units a header states (``displacement_cu_in``, ``trunk_cu_ft``, ``mpg``) and the ones a
claim writes (issue 22, item 2). Before, ``displacement_cu_in`` was read as a length in inches and no volume or fuel
economy unit was known, so each converted figure was a value no row holds and the true claims were refuted.
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

CARS = Table("cars_1978", "Three cars of 1978: engine displacement in cubic inches, trunk space in cubic feet, miles per US gallon", (
    "make", "displacement_cu_in", "trunk_cu_ft", "mpg"), (
    ("Oldsmobile Delta", "350", "20", "18"), ("Honda Civic", "91", "8", "30"), ("Ford Fiesta", "98", "9", "28")))


@pytest.mark.parametrize("true,false", [
    ("The Oldsmobile Delta's 350-cubic-inch engine displaced about 5.7 litres.",
     "The Oldsmobile Delta's 350-cubic-inch engine displaced about 6.7 litres."),
    ("The Honda Civic's 30 miles per US gallon works out at roughly 12.8 km per litre.",
     "The Honda Civic's 30 miles per US gallon works out at roughly 13.8 km per litre."),
    ("The Oldsmobile Delta's trunk held 20 cubic feet, about 566 litres.", "The Oldsmobile Delta's trunk held 20 cubic feet, about 466 litres."),
])
def test_volumes_and_fuel_economy_convert(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [CARS], true, false)
