"""A percentage of another entity's quantity: "Wyoming has about 17% as many people as Colorado", "Lake Erie is about 31%
the size of Superior" (issue 22, item 2). It is the ratio of the two entities' cells and nothing else: before, a
grouping read "Wyoming ... 5%" alone and found it among the shares one row gives (its share of the column total).
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

STATES = Table("states", "US states: population and area", ("state", "population", "area_km2", "density"), (
    ("Colorado", "5773714", "269601", "21.4"), ("Wyoming", "576851", "253335", "2.3"), ("Utah", "3271616", "219882", "14.9"),
    ("Nevada", "3104614", "286380", "10.8")))
LAKES = Table("lakes", "Great Lakes: surface area", ("lake", "area_km2", "depth_m"), (
    ("Superior", "82103", "406"), ("Huron", "59600", "229"), ("Michigan", "58000", "281"), ("Erie", "25667", "64"), ("Ontario", "18960", "244")))


@pytest.mark.parametrize("tables,true,false", [
    ((STATES,), "Wyoming has about 10% as many people as Colorado.", "Wyoming has about 5% as many people as Colorado."),
    ((STATES,), "Nevada has about 95% as many people as Utah.", "Nevada has about 59% as many people as Utah."),
    ((LAKES,), "Lake Erie is about 31% the size of Superior.", "Lake Erie is about 13% the size of Superior."),
])
def test_a_share_of_another_entity(lexical_judge, tables, true, false):
    assert_kept_and_caught(lexical_judge, list(tables), true, false)
