""""Exactly half of the provinces, 3 of 6, had turnout of 60% or more" is the count the fraction restates (issue 22, item
2): before, the apposed "3 of 6" was read as two values that no row holds, so the true claim was refuted.
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

TURNOUT = Table("provinces", "Provinces: turnout (per cent) at the last election", ("province", "turnout_pct"), (
    ("Arlen", "64"), ("Bressa", "58"), ("Corvin", "71"), ("Delmar", "60"), ("Eskor", "49"), ("Fenn", "55")))


@pytest.mark.parametrize("true,false", [
    ("Exactly half of the provinces, 3 of 6, had turnout of 60% or more.", "Exactly half of the provinces, 3 of 6, had turnout of 61% or more."),
    ("A third of the provinces, two of six, had turnout below 57%.", "A third of the provinces, two of six, had turnout below 59%."),
])
def test_a_fraction_restated_by_its_count(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [TURNOUT], true, false)
