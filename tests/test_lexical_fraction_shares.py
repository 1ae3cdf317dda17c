""""More than two-thirds of its vote", "three-fifths", "half their vote" are shares of the entity's quantity (issue 22,
item 2): before, a hyphenated fraction was no value at all (the false claim passed on its name and year alone),
"three fifths" was read as one fifth, and "half their vote" (no "of") was no share, so a count of the rows whose
share is above one half could not be checked.
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.eval.lexical.countbounds import fraction
from mt_raig.tables import Table

SHARES = Table("mayor_vote", "Share of the vote (per cent) won by the Green candidate for mayor in five cities in 2012 and 2020",
               ("city", "green_pct_2012", "green_pct_2020"), (
                   ("Arlen", "71.2", "64.0"), ("Bressa", "48.9", "52.3"), ("Corvin", "61.5", "58.0"), ("Delmar", "33.0", "49.5"),
                   ("Eskor", "55.4", "40.1")))


def test_fractions_written_out():
    assert [fraction(t) for t in ("half", "a quarter", "two-thirds", "three fifths", "four fifths")] == [50, 25, fraction("two thirds"), 60, 80]
    assert fraction("two third") is None


@pytest.mark.parametrize("true,false", [
    ("Arlen gave the Green candidate more than two-thirds of its vote in 2012.", "Corvin gave the Green candidate more than two-thirds of its vote in 2012."),
    ("Corvin gave the Green candidate more than three-fifths of its vote in 2012.", "Delmar gave the Green candidate more than three-fifths of its vote in 2012."),
    ("Only three of the five cities gave the Green candidate more than half their vote in 2020.",
     "Only two of the five cities gave the Green candidate more than half their vote in 2020."),
])
def test_a_fraction_of_the_entitys_vote(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [SHARES], true, false)
