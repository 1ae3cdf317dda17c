"""A header ending in "ids" counts identifiers (issue 22, item 2; set 28 read in session 22): "North Dakota lists the
most time-zone identifiers of these states" was skipped, because ``time_zone_ids`` (1 or 2 per state) was read as a
key column like ``artist_id``. Only a header ending in the singular "id" is a key."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

STATES = Table("plains_states", "Four plains states: statehood year and the number of IANA time-zone identifiers listed",
               ("state", "statehood_year", "time_zone_ids"), (
                   ("Kansas", "1861", "2"), ("Nebraska", "1867", "2"), ("North Dakota", "1889", "3"), ("Oklahoma", "1907", "1")))


@pytest.mark.parametrize("true,false", [
    ("North Dakota lists the most time-zone ids of these states.", "Nebraska lists the most time-zone ids of these states."),
    ("None of these states lists more than 3 time-zone ids.", "None of these states lists more than 2 time-zone ids."),
])
def test_a_count_of_ids_is_a_measure(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [STATES], true, false)
