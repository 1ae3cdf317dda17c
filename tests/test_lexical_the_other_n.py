""""Arlen drank more tea per person than any of the other 4 provinces" counts the table's rows but the named one, and the
superlative ranks Arlen, not the number 4 (issue 22, item 2): before, "4" was a value no row holds and the superlative
took it for its subject, so the true claim was refuted (and the false twin only by accident). When a count of the
rest holds but the superlative cannot be decided, the claim is skipped.
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

TEA = Table("tea_and_health", "Tea drinking and health in 5 provinces (a survey): litres of tea per person a year and deaths per 100,000",
            ("province", "tea_litres", "deaths_per_100k"), (
                ("Arlen", "9.1", "785"), ("Bressa", "2.5", "863"), ("Corvin", "4.0", "902"), ("Delmar", "6.2", "744"), ("Eskor", "1.1", "1010")))


@pytest.mark.parametrize("true,false", [
    ("Arlen drank more tea per person than any of the other 4 provinces.", "Delmar drank more tea per person than any of the other 4 provinces."),
    ("Eskor recorded more deaths than any of the other 4 provinces.", "Corvin recorded more deaths than any of the other 4 provinces."),
    ("Arlen drank more tea than any of the other 4 provinces, 9.1 litres a head.", "Arlen drank more tea than any of the other 4 provinces, 9.4 litres a head."),
])
def test_more_than_any_of_the_other_n(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [TEA], true, false)
