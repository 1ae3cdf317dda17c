"""Number words after a bound (issue 22, item 2; sets 21 and 27 read in session 22): "Only two of the twenty states
had a murder rate below three per 100,000 in 1993" and "Four of the 20 euro-area countries have more than one time
zone" were refuted or accepted, because "below three" and "more than one" were not read as bounds ("one" is never
read elsewhere: a pronoun as often as a number; after a bound it is the number, but not in "one in four" or "at least
one other line")."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

ZONES = Table("zones_by_country", "Time zones and official languages of six countries",
              ("country", "time_zones", "official_languages"), (
                  ("France", "1", "1"), ("Spain", "2", "1"), ("Portugal", "2", "1"), ("Belgium", "1", "3"),
                  ("Ireland", "1", "2"), ("Italy", "1", "1")))


@pytest.mark.parametrize("true,false", [
    ("Two of the six countries have more than one time zone.", "Three of the six countries have more than one time zone."),
    ("Only two of the six countries have more than one official language.",
     "Only three of the six countries have more than one official language."),
    ("Four of the six countries have fewer than two time zones.", "Five of the six countries have fewer than two time zones."),
    ("Four of the six countries have under two official languages.", "Three of the six countries have under two official languages."),
])
def test_a_number_word_after_a_bound_is_read(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [ZONES], true, false)
