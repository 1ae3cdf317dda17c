"""Names joined through a table of pairs (issue 22, item 2: a fact joined through key columns).

"Chile shares land borders with Argentina, Bolivia and Ecuador": every name is a row of one table, so each is found,
and the relation the claim states lives in a third table whose rows pair two of them (``borders(country_a,
country_b)``). When the claim's words name that table ("borders", "neighbours"), the first name must be paired with
each of the others by one of its rows; a name it is not paired with refutes the claim. A claim naming no such relation
("Spain and Italy both use the euro") is left to the other checks. Tables of our own (public facts).
"""

from __future__ import annotations

import pytest

from heldout_pairs import assert_kept_and_caught
from mt_raig.tables import Table

COUNTRIES = Table("countries", "Countries of south-western Europe", ("iso", "country", "currency"), (
    ("ES", "Spain", "EUR"), ("PT", "Portugal", "EUR"), ("FR", "France", "EUR"), ("IT", "Italy", "EUR"), ("AD", "Andorra", "EUR"),
    ("CH", "Switzerland", "CHF")))
BORDERS = Table("borders", "Land borders between the listed countries (one row per border)", ("country_a", "country_b"), (
    ("ES", "PT"), ("ES", "FR"), ("ES", "AD"), ("FR", "AD"), ("FR", "IT"), ("FR", "CH"), ("IT", "CH")))


@pytest.mark.parametrize("true, false", [
    ("Spain shares land borders with France, Portugal and Andorra.", "Spain shares land borders with France, Portugal and Italy."),
    ("Italy's neighbours in the table are France and Switzerland.", "Italy's neighbours in the table are France and Spain."),
])
def test_the_pair_table_the_claim_names_must_pair_them(lexical_judge, true, false):
    _, caught = assert_kept_and_caught(lexical_judge, [COUNTRIES, BORDERS], true, false)
    assert caught.evidence["reason"] == "names of linked tables whose rows are not joined", caught.evidence


def test_a_claim_naming_no_pair_relation_is_not_read_through_it(lexical_judge):
    verdict = lexical_judge.verify("Spain and Italy both use the euro.", [COUNTRIES, BORDERS])
    assert verdict.evidence.get("reason") != "names of linked tables whose rows are not joined", verdict.evidence
