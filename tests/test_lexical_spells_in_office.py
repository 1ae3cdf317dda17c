"""A spell in office is the years-in-office column (issue 22, item 2; set 24 read in session 22): "Keith Holyoake had
the longest single spell of any prime minister in either country, at 12 years" was accepted (Robert Menzies' 17 years
were longer): "spell" named no column. "Spell", "tenure" and "term" name a column headed "office"."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

PMS = Table("prime_ministers", "Prime ministers of Australia and New Zealand, 1946 to 2008", ("prime_minister", "country", "years_in_office"), (
    ("Robert Menzies", "Australia", "17"), ("Keith Holyoake", "New Zealand", "12"), ("Bob Hawke", "Australia", "8"),
    ("Helen Clark", "New Zealand", "9"), ("John Howard", "Australia", "11")))


@pytest.mark.parametrize("true,false", [
    ("Robert Menzies had the longest single spell of any prime minister, at 17 years.",
     "Keith Holyoake had the longest single spell of any prime minister, at 12 years."),
    ("Bob Hawke had the shortest tenure of the five.", "Helen Clark had the shortest tenure of the five."),
])
def test_a_spell_in_office(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [PMS], true, false)
