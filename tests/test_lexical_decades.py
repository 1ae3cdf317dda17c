"""A decade said of one entity: "Oregon was admitted to the Union in the 1850s" (issue 22, item 2).

Before, "the 1860s" was no value at all and the claim passed on the state's name whatever the decade. The entity's
year (the year or date column the claim's words name, :func:`mt_raig.eval.lexical.dategaps.year_column`) must fall in it.
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.eval.lexical.contradictions import self_contradiction
from mt_raig.eval.lexical.decades import decade_check
from mt_raig.eval.lexical.index import index_of
from mt_raig.eval.lexical.values import claim_values
from mt_raig.tables import Table

STATES = Table("states", "US states: capital and year of statehood", ("state", "capital", "statehood_year", "counties"), (
    ("Oregon", "Salem", "1859", "36"), ("Kansas", "Topeka", "1861", "105"), ("Nebraska", "Lincoln", "1867", "93"),
    ("Hawaii", "Honolulu", "1959", "5"), ("Arizona", "Phoenix", "1912", "15")))


@pytest.mark.parametrize("true,false", [
    ("Oregon was admitted to the Union in the 1850s.", "Oregon was admitted to the Union in the 1860s."),
    ("Hawaii became a state in the 1950s.", "Arizona became a state in the 1950s."),
])
def test_a_decade_said_of_an_entity(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [STATES], true, false)


def test_a_negated_decade_is_left_to_the_other_checks():
    claim = "Kansas was not admitted in the 1850s."
    index = index_of((STATES,))
    assert decade_check(claim, claim_values(claim, index), index) is None


@pytest.mark.parametrize("true,false", [
    ("Kansas became a state in the 19th century.", "Hawaii became a state in the nineteenth century."),
    ("Hawaii became a state in the twentieth century.", "Oregon became a state in the 20th century."),
])
def test_a_century_said_of_an_entity(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [STATES], true, false)


@pytest.mark.parametrize("claim,contradicts", [
    ("Chlorine was discovered in 1774, in the 17th century.", True),
    ("Chlorine was discovered in 1774, in the 18th century.", False),
    ("Oregon joined in 1859, in the 1860s.", True),
    ("Oregon joined in 1859, during the 1850s.", False),
])
def test_a_year_against_the_span_beside_it(claim, contradicts):
    assert (self_contradiction(claim) is not None) == contradicts
