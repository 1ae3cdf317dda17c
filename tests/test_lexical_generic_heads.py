"""A generic leading word of a cell followed by another capitalised word (issue 22, item 2; set 28 read in session 22):
"Brunei Darussalam joined the United Nations in the 1980s" was refuted, because "United" (the leading word of the
cell "United States") was read as that cell. A generic head ("United", "New", "South", ...) followed by a capitalised
word the cell does not continue with names something else."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

APEC = Table("apec_members", "Some APEC economies and the year each joined the United Nations", ("economy", "un_member_since"), (
    ("United States", "1945"), ("Brunei Darussalam", "1984"), ("South Korea", "1991"), ("Vietnam", "1977"),
    ("Papua New Guinea", "1975")))


@pytest.mark.parametrize("true,false", [
    ("Brunei Darussalam joined the United Nations in 1984.", "Brunei Darussalam joined the United Nations in 1977."),
    ("Among these economies, South Korea was the most recent to join the United Nations.",
     "Among these economies, Vietnam was the most recent to join the United Nations."),
])
def test_the_united_nations_is_not_the_united_states(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [APEC], true, false)
