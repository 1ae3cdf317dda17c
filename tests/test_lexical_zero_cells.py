"""A claim of none read from a group's count cell (issue 22, item 2; set 28 read in session 22): "No country in Africa
is a member of the OECD" was refuted, counted as the one continent row that holds "Africa". In a table of groups, a
claim of none about one group's row says that row's count column, the one the claim's words name best
(``oecd_members``), holds 0."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

CONTINENTS = Table("continent_counts", "Countries per continent and how many belong to the UN, the OECD and the EU",
                   ("continent", "countries", "un_members", "oecd_members", "eu_members"), (
                       ("Africa", "58", "54", "0", "0"), ("Asia", "53", "47", "4", "1"), ("Europe", "52", "44", "26", "26"),
                       ("Antarctica", "5", "0", "0", "0"), ("Oceania", "27", "14", "2", "0")))


@pytest.mark.parametrize("true,false", [
    ("No country in Africa is a member of the OECD.", "No country in Asia is a member of the OECD."),
    ("Not a single entry in Antarctica is a UN member.", "Not a single entry in Oceania is a UN member."),
])
def test_none_of_a_group_is_its_zero_cell(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [CONTINENTS], true, false)
