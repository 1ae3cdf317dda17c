"""A quantity restated in brackets in another unit (issue 22, item 2; blind set 25 read in session 21): "The Datsun
280-ZX got from standstill to 60 mph (about 97 km/h) in 11.4 seconds" was refuted, 97 being in no row. The bracketed
value is dropped when it converts (at its written precision, 2% with "about"), and the claim is false whatever the
rows hold when it does not."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

CARS = Table("small_cars_1981", "Three small cars of 1981: the seconds to reach 60 mph and the weight in pounds", (
    "model", "zero_to_60_mph_s", "weight_lbs"), (("Pip", "12.9", "1915"), ("Dot", "14.2", "1780"), ("Wren", "11.1", "2020")))


@pytest.mark.parametrize("true,false", [
    ("The Wren got from standstill to 60 mph (about 97 km/h) in 11.1 seconds.", "The Wren got from standstill to 60 mph (about 87 km/h) in 11.1 seconds."),
    ("The Dot weighed 1,780 pounds (807 kg).", "The Dot weighed 1,780 pounds (870 kg)."),
])
def test_a_bracketed_conversion(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [CARS], true, false)
