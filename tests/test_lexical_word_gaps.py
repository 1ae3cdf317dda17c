""""Twelve points below North Carolina's" states a gap in words beside names (issue 22, item 2): before, a number word
next to a name was read only before a unit, so the gap was dropped and any "below" passed, whatever its size.
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

URBAN = Table("provinces", "Provinces: per cent of the population living in cities", ("province", "urban_pct"), (
    ("Arlen", "32"), ("Bressa", "45"), ("Corvin", "71"), ("Delmar", "58")))


@pytest.mark.parametrize("true,false", [
    ("Arlen's urban share was thirteen points below Bressa's.", "Arlen's urban share was twelve points below Bressa's."),
    ("Corvin's urban share was thirteen points above Delmar's.", "Corvin's urban share was fourteen points above Delmar's."),
])
def test_a_gap_in_words_beside_names(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [URBAN], true, false)
