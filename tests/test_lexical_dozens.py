"""Counts written as dozens and counts of "today's" members (issue 22, item 2; set 28 read in session 22): "A dozen of
today's EU members joined in 1986 or earlier" was accepted (eleven did): "a dozen" was no count, and "of today's EU
members" no table's rows. "A dozen" (12) and "half a dozen" (6) count rows, and "today's"/"these" own them as "the" does."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

MEMBERS = Table("eu_members", "Members of the European Union and the year each joined", ("country", "joined_eu", "schengen"), (
    ("Belgium", "1958", "yes"), ("France", "1958", "yes"), ("Germany", "1958", "yes"), ("Italy", "1958", "yes"),
    ("Luxembourg", "1958", "yes"), ("Netherlands", "1958", "yes"), ("Denmark", "1973", "yes"), ("Ireland", "1973", "no"),
    ("Greece", "1981", "yes"), ("Spain", "1986", "yes"), ("Portugal", "1986", "yes"), ("Austria", "1995", "yes"),
    ("Finland", "1995", "yes"), ("Sweden", "1995", "yes")))


@pytest.mark.parametrize("true,false", [
    ("Half a dozen of today's members joined in 1958.", "A dozen of today's members joined in 1958."),
    ("Three of these members joined in 1995.", "Four of these members joined in 1995."),
])
def test_dozens_and_todays_members(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [MEMBERS], true, false)
