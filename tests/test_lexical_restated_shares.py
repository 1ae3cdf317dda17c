"""A percentage that only restates the count beside it ("Three of the five cars, 60%, are red") says nothing more than
the count, so the claim is checked as the count alone (issue 22, items 1 and 2). Before, the percentage was a value
no row holds and the true claim was refuted; a percentage that contradicts its count is still refuted whatever the
tables hold (``selfshare.contradicted``). "..., roughly 60% of them" names its base, so it may stand further from the
count (eight words rather than four).
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

CARS = Table("cars", "Fleet - cars", ("car", "colour", "seats"), (
    ("Alpha", "red", "5"), ("Bravo", "red", "4"), ("Charlie", "blue", "5"), ("Delta", "red", "7"), ("Echo", "white", "2")))


@pytest.mark.parametrize("true,false", [
    ("Red cars make up 3 of the 5 cars, roughly 60% of them.", "Red cars make up 3 of the 5 cars, roughly 40% of them."),
    ("Three of the five cars, 60%, are red.", "Three of the five cars, 60%, are blue."),
    ("Two of the five cars (40%) have five seats.", "Two of the five cars (40%) have four seats."),
    ("Three of the five cars on the fleet list are red, roughly 60% of them.", "Three of the five cars on the fleet list are blue, roughly 60% of them."),
])
def test_a_share_that_restates_its_count(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [CARS], true, false)
