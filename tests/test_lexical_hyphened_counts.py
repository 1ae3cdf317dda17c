"""Hyphened number words count rows as one-word ones do: "Twenty-five leap seconds have been inserted since 1972"
(issue 22, item 2); before, "twenty-five" was taken for digits and the count went unread (the claim passed on its
year). A number word before a unit ("forty-six inches", "eighty-three years") is a quantity, never a count.
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

LEAPS = Table("leap_seconds", "Every leap second inserted into UTC since 1972", ("date", "tai_minus_utc_s"), tuple(
    (f"{y}-12-31", str(10 + i)) for i, y in enumerate(range(1972, 1993))))
WAISTS = Table("fitness", "Participants' body measurements", ("participant", "waist_in", "weight_lb"), (
    ("12", "38", "180"), ("13", "41", "201"), ("14", "46", "230"), ("15", "33", "150")))


@pytest.mark.parametrize("true,false", [
    ("Twenty-one leap seconds have been inserted since 1972.", "Twenty-five leap seconds have been inserted since 1972."),
    ("Twenty-one leap seconds are listed.", "Twenty-three leap seconds are listed."),
])
def test_a_hyphened_count(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [LEAPS], true, false)


def test_a_number_word_before_a_unit_is_no_count(lexical_judge):
    assert_kept_and_caught(lexical_judge, [WAISTS], "Participant 14 had the widest waist, forty-six inches.",
                           "Participant 13 had the widest waist, forty-six inches.")
