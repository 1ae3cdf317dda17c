"""Comparatives and superlatives of density, depth and distance (issue 22, item 2): "denser", "sparser", "the densest", "deeper",
"the shallowest" name a ``density`` or ``depth`` column. Before, "Calcium is denser than magnesium" was no comparison
and the false twin passed on its two names alone.
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

METALS = Table("metals", "Metals: density in g/cm3", ("metal", "density", "melting_point_c"), (
    ("Magnesium", "1.74", "650"), ("Calcium", "1.55", "842"), ("Titanium", "4.51", "1668"), ("Copper", "8.96", "1085")))
LAKES = Table("lakes", "Lakes: maximum depth in metres", ("lake", "country", "depth"), (
    ("Lake Constance", "Germany", "251"), ("Lake Geneva", "Switzerland", "310"), ("Lake Balaton", "Hungary", "12"), ("Lake Garda", "Italy", "346")))


@pytest.mark.parametrize("true,false", [
    ("Magnesium is denser than calcium.", "Calcium is denser than magnesium."),
    ("Copper is the densest of the four metals.", "Titanium is the densest of the four metals."),
])
def test_density(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [METALS], true, false)


@pytest.mark.parametrize("true,false", [
    ("Lake Garda is deeper than Lake Geneva.", "Lake Constance is deeper than Lake Geneva."),
    ("Lake Balaton is the shallowest of the lakes.", "Lake Constance is the shallowest of the lakes."),
])
def test_depth(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [LAKES], true, false)


def test_the_longest_and_shortest_by_distance(lexical_judge):
    """"the shortest race" ranks a ``distance`` column (only the superlatives: "far shorter sectors" of a gold insight
    is no comparison of distances)."""
    races = Table("races", "Hill races", ("race", "distance_miles", "climb_ft"), (
        ("Cow Hill", "2", "300"), ("Greenmantle", "2.5", "600"), ("Lairig Ghru", "28", "2100"), ("Two Breweries", "18", "5200")))
    assert_kept_and_caught(lexical_judge, [races], "At 2 miles, Cow Hill is the shortest race listed.",
                           "At 2 miles, Greenmantle is the shortest race listed.")
