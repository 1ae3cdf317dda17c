""""Switzerland was the last to become a UN member": the latest in the year column the words name (issue 22, item 2).

"The first (of these countries) to join / adopt / become ..." ranks the earliest year or date, "the last ..." the
latest; before, the ordinal was left unverified and the claim skipped.
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

COUNTRIES = Table("countries", "Countries with the year they joined the United Nations", ("country", "continent", "un_member_since"), (
    ("Germany", "Europe", "1973"), ("Switzerland", "Europe", "2002"), ("Czechia", "Europe", "1993"), ("Japan", "Asia", "1956"),
    ("Chile", "South America", "1945"), ("Norway", "Europe", "1945"), ("Portugal", "Europe", "1955")))


@pytest.mark.parametrize("true,false", [
    ("Of the seven countries, Switzerland was the last to become a UN member.", "Of the seven countries, Czechia was the last to become a UN member."),
    ("Switzerland was the last of these countries to join the UN.", "Germany was the last of these countries to join the UN."),
    ("Switzerland was the most recent to become a UN member.", "Czechia was the most recent to become a UN member."),
])
def test_the_first_or_last_to_join(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [COUNTRIES], true, false)
