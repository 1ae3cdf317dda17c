"""A share written twice in one claim, as a count and as a percentage, must agree with itself (issue 22, item 2).

"Four of the thirteen elements, about 4% of the table" is false whatever the tables hold: the judge refutes it
without reading them. A percentage that agrees with its count is left to the other checks, and a percentage that
may be another share (after a name, in another clause, with a base of its own) is never read as this one.
"""

from __future__ import annotations

import pytest

from mt_raig.eval.lexical.selfshare import contradicted
from mt_raig.tables import Table

ELEMENTS = Table("elements", "Elements discovered by Humphry Davy", ("Element", "Group", "Year isolated"), (
    ("Sodium", "alkali metal", "1807"), ("Potassium", "alkali metal", "1807"), ("Calcium", "alkaline earth metal", "1808"),
    ("Magnesium", "alkaline earth metal", "1808"), ("Boron", "metalloid", "1808"), ("Barium", "alkaline earth metal", "1808"),
    ("Strontium", "alkaline earth metal", "1808"), ("Chlorine", "halogen", "1810")))


@pytest.mark.parametrize("claim", [
    "Davy isolated three of the eight elements in 1807, about 50% of them.",
    "Four of the eight elements (62.5%) are alkaline earth metals.",
    "Of the 8 elements, only 1 is a halogen, about 25%.",
    "Two of the eight elements, under 20%, are alkali metals.",
])
def test_a_share_that_contradicts_its_count_is_refuted(lexical_judge, claim):
    verdict = lexical_judge.verify(claim, [ELEMENTS])
    assert (verdict.status, verdict.score) == ("ok", 0.0) and verdict.evidence["reason"] == "a share that contradicts its own count", verdict.evidence


@pytest.mark.parametrize("claim", [
    "Four of the eight elements (50%) are alkaline earth metals.",
    "Of the 8 elements, only 1 is a halogen, about 12%.",
    "Two of the eight elements, under 30%, are alkali metals.",
    "Three of the eight elements, or 37.5%, were isolated in 1807.",
])
def test_a_share_that_agrees_is_left_to_the_other_checks(claim):
    assert contradicted(claim) is None


@pytest.mark.parametrize("claim", [
    "Clinton won eight of the nine states, with her largest share in Massachusetts (60.0%).",  # a name's own share
    "The s-block holds 5 of the 13 elements (38%), the p-block 6 (46%).",  # two shares: which goes with the count is unsaid
    "Three of the eight elements carry 12% of the table's total mass.",  # a base of its own
    "Three of the eight elements were isolated in 1807; prices rose 12% that year.",  # another clause
])
def test_a_percentage_that_may_be_another_share_is_not_read(claim):
    assert contradicted(claim) is None
