""""Arlen, Corvin and Fenn had the three highest turnouts" puts each named entity among the first three of the column
(issue 22, item 2): before, only the last name was ranked, and first, so the true claim was refuted.
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

TURNOUT = Table("provinces", "Provinces: turnout (per cent) and population", ("province", "turnout_pct", "population"), (
    ("Arlen", "64", "120000"), ("Bressa", "58", "98000"), ("Corvin", "71", "45000"), ("Delmar", "60", "310000"),
    ("Eskor", "49", "27000"), ("Fenn", "66", "88000")))


@pytest.mark.parametrize("true,false", [
    ("Arlen, Corvin and Fenn had the three highest turnouts.", "Arlen, Delmar and Fenn had the three highest turnouts."),
    ("Eskor and Bressa had the two lowest turnouts.", "Eskor and Delmar had the two lowest turnouts."),
    ("Delmar and Arlen have the two largest populations.", "Delmar and Bressa have the two largest populations."),
])
def test_each_named_entity_among_the_first_n(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [TURNOUT], true, false)
