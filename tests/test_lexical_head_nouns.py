"""A bound read on the column its noun heads, and a negated bound (issue 22, item 2; set 27 read in session 22):
"Australia's 12 time zones span at most 1 metazone" was accepted, because "metazone" named both ``metazones`` and
``zones_without_metazone`` (0 <= 1); and "do not span more than a single metazone" was read as a negation. The noun
after a bounded number picks the column it heads (``metazones`` counts metazones, ``zones_without_metazone`` counts
zones), and "more than a single" is "more than one"."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

LINES = Table("metro_lines", "Stations and platforms of four metro lines", ("line", "stations", "platforms", "stations_without_platform"), (
    ("Northern", "10", "2", "0"), ("Central", "8", "5", "1"), ("Victoria", "6", "1", "0"), ("Jubilee", "7", "4", "2")))


@pytest.mark.parametrize("true,false", [
    ("The Northern line's 10 stations share at most 2 platforms.", "The Central line's 8 stations share at most 2 platforms."),
    ("The Victoria line's 6 stations do not use more than a single platform.",
     "The Northern line's 10 stations do not use more than a single platform."),
])
def test_the_noun_after_a_bound_picks_its_column(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [LINES], true, false)

