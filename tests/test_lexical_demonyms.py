"""A place named by its people (issue 22, item 1; set 33 read in session 24): "Alaskans had a higher median income than
Californians" was skipped, no name read. A one-word place's demonym in the plural ("Alaskans", "Texans", "Germans",
"Norwegians": its adjective form ending in "-an", plus "s") now names its row (``aliases.name_aliases``)."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.eval.lexical.aliases import name_aliases
from mt_raig.tables import Table

INCOMES = Table("incomes", "Median household income and rent, 2020", ("place", "median_income_usd", "median_rent_usd"), (
    ("Alaska", "77790", "1200"), ("California", "78672", "1586"), ("Texas", "63826", "1082"), ("Norway", "71000", "1350"),
    ("Germany", "56000", "980")))


@pytest.mark.parametrize("true,false", [
    ("Californians had a higher median income than Alaskans.", "Californians had a lower median income than Alaskans."),
    ("Norwegians paid a median rent of $1,350.", "Germans paid a median rent of $1,350."),
    ("Texans paid $504 a month less in median rent than Californians.", "Texans paid $404 a month less in median rent than Californians."),
])
def test_a_place_named_by_its_people(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [INCOMES], true, false)


def test_only_places_of_one_word():
    aliases = name_aliases({"Alaska", "New York", "Ann Smith"}, people={"Ann Smith"})
    assert aliases["Alaskans"] == "Alaska" and "New Yorkans" not in aliases and "Ann Smithans" not in aliases
