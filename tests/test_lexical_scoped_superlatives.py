"""Superlatives whose subject is a key or whose scope is a category (issue 22, item 2). "Train 412 covered the
longest route" names its row by a number in a column headed ``train`` (a key in all but name); "Among the collies,
the heaviest weighed 31.5 kg" ranks the weights of the collies only, though the breed and the weight sit in two
tables joined by an id; a ``mass`` column is what "weighed" and "heaviest" name. Before, the first false twin was
accepted (no row for the key) and the second ranked over every dog (or over none).
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

TRAINS = Table("trains", "Regional timetable: morning departures", ("operator", "train", "origin", "destination", "route_km"), (
    ("Nordbahn", "118", "Kiel", "Hamburg", "96"), ("Nordbahn", "412", "Kiel", "Berlin", "352"), ("Ostlink", "77", "Rostock", "Berlin", "233"),
    ("Ostlink", "905", "Rostock", "Stralsund", "71"), ("Nordbahn", "260", "Kiel", "Hanover", "240")))
DOGS = Table("dogs", "Show entries: dogs by id and breed", ("dog_id", "breed", "handler"), (
    ("D1", "collie", "Ames"), ("D2", "collie", "Baro"), ("D3", "collie", "Cole"), ("D4", "boxer", "Dunn"), ("D5", "boxer", "Eyre"),
    ("D6", "boxer", "Faro")))
SIZES = Table("dog_sizes", "Show entries: measurements (height in cm, mass in kg)", ("dog_id", "height_cm", "mass_kg"), (
    ("D1", "56", "27.0"), ("D2", "61", "31.5"), ("D3", "58", "29.2"), ("D4", "60", "34.1"), ("D5", "57", "30.4"), ("D6", "63", "32.8")))


@pytest.mark.parametrize("true,false", [
    ("Nordbahn's train 412 covered the longest route of the five.", "Ostlink's train 77 covered the longest route of the five."),
    ("Train 905 runs the shortest route of the morning.", "Train 118 runs the shortest route of the morning."),
])
def test_a_row_named_by_a_number_under_its_own_header(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [TRAINS], true, false)


@pytest.mark.parametrize("true,false", [
    ("Among the collies, the heaviest weighed 31.5 kg.", "Among the collies, the heaviest weighed 29.2 kg."),
    ("Among the boxers, the lightest weighed 30.4 kg.", "Among the boxers, the lightest weighed 32.8 kg."),
])
def test_a_superlative_within_a_category_of_a_joined_table(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [DOGS, SIZES], true, false)
