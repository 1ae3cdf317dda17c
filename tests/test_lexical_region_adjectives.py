""""Three South American countries had more than 50 years of democracy": the adjective of a several-word place cell
("South American" of "South America", "Costa Rican" of "Costa Rica") restricts a count to that place's rows, as
"Czech" does for Czechia's (issue 22, item 2). Before, only one-word places had adjectives, so the count ran over
every row of the table."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.eval.lexical.spellings import adjective_forms
from mt_raig.tables import Table

RIVERS = Table("rivers_by_region", "Rivers of two regions: the region and the number of large dams", ("river", "region", "dams"), (
    ("Niger", "West Africa", "9"), ("Volta", "West Africa", "4"), ("Gambia", "West Africa", "1"), ("Senegal", "West Africa", "3"),
    ("Tana", "East Africa", "5"), ("Jubba", "East Africa", "2"), ("Rufiji", "East Africa", "1")))


@pytest.mark.parametrize("true,false", [
    ("Three West African rivers have more than 2 dams.", "Four West African rivers have more than 2 dams."),
    ("Two East African rivers have more than 1 dam.", "Three East African rivers have more than 1 dam."),
])
def test_a_region_s_adjective_restricts_a_count(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [RIVERS], true, false)


def test_adjective_forms_of_several_words():
    assert adjective_forms("Costa Rica") == ("Costa Rican",) and adjective_forms("Puerto Rico") == ("Puerto Rican",)
    assert adjective_forms("New York") == ()
