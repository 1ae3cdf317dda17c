"""A comparative that opens its clause, with "than" far after it (issue 22, item 2; session 24): "Fewer people died of
the flu in Dunmow than in Ashby" was accepted, its comparison never read: "than" was looked for only within seven
words of "fewer". Within one clause (no comma between) it is now looked for up to twelve words on
(``comparisons.comparison``)."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

TOWNS = Table("influenza_1918", "The 1918 influenza in five towns", ("town", "population", "flu_deaths", "flu_deaths_per_1000"), (
    ("Ashby", "41000", "512", "12.5"), ("Bexley", "66000", "498", "7.5"), ("Corby", "23000", "355", "15.4"), ("Dunmow", "88000", "701", "8.0"),
    ("Epping", "35000", "240", "6.9")))


@pytest.mark.parametrize("true,false", [
    ("More people died of the flu in Dunmow than in Ashby.", "Fewer people died of the flu in Dunmow than in Ashby."),
    ("Far more people lived in the town of Bexley than in Epping.", "Far fewer people lived in the town of Bexley than in Epping."),
])
def test_a_comparative_far_before_than(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [TOWNS], true, false)
