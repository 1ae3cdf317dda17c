"""Names a writer lower-cases: a column of names holds "Saffron", "Vanilla", "Cardamom", and prose writes "saffron
costs more than vanilla". A one-word, capitalised cell of five letters or more is also read in lower case (a
categorical column's short cells already were); the pair below would otherwise be skipped, the lower-case name
unread.

Each pair is a true claim and a false twin with one fact changed: the true one must be supported and the false one
refuted (a ``skipped`` verdict is a miss on either side).
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

SPICES = Table("spices", "Spice market 2024 - prices", ("Spice", "Origin", "Price per kg (USD)"), (
    ("Saffron", "Iran", "4500"), ("Vanilla", "Madagascar", "250"), ("Cardamom", "Guatemala", "28"), ("Cinnamon", "Sri Lanka", "12"),
    ("Nutmeg", "Grenada", "20"), ("Cloves", "Indonesia", "14"), ("Pepper", "Vietnam", "6"), ("Turmeric", "India", "4"),
    ("Cumin", "India", "5"), ("Ginger", "China", "3"), ("Sumac", "Turkey", "18")))

PAIRS = [
    ("saffron costs more per kilogram than vanilla.", "saffron costs less per kilogram than vanilla."),
    ("Of the eleven spices, cardamom is dearer than nutmeg.", "Of the eleven spices, cardamom is cheaper than nutmeg."),
    ("cinnamon comes from Sri Lanka.", "cinnamon comes from Grenada."),
]



@pytest.mark.parametrize("true, false", PAIRS, ids=[str(i) for i in range(len(PAIRS))])
def test_true_claim_kept_and_false_twin_caught(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [SPICES], true, false)


def test_a_lower_case_word_that_is_no_cell_stays_a_word(lexical_judge):
    """"pepper" is a cell (Pepper); "spicy" is not, and a short common cell is never lower-cased ("Cumin" is, "Iran" is not)."""
    v = lexical_judge.verify("pepper from Vietnam sells at 6 dollars per kg.", [SPICES])
    assert [x["text"] for x in v.evidence["values"] if x["kind"] == "name"] == ["pepper", "Vietnam"], v.evidence
