"""A series told in steps over three or more years ("slid from 1960 to 1992, then slipped further in 2008") is checked
step by step, each clause in the direction its verb says (issue 22, item 2); and a change "from 1990 to 2000" that no
row decides is skipped, never judged by comparing the two years. Before, a chain of three years was no change any
check read, so its false twin passed on its cells alone, and "climbed from 1960 to 1976" compared 1976 with 1960:
every "rose from Y1 to Y2" passed and every "fell from Y1 to Y2" was refuted, whatever the rows said.
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

TURNOUT = Table("turnout", "Turnout in general elections (per cent of registered voters) in three provinces",
                ("province", "turnout_1970", "turnout_1990", "turnout_2010"), (
                    ("Arlen", "81.4", "72.6", "64.2"), ("Bressa", "66.0", "70.5", "77.9"), ("Corvin", "75.2", "61.0", "68.8")))
TOWNS = Table("towns", "Towns in the censuses of 1990 and 2000: year founded and area", ("town", "founded", "area_km2"), (("Arlen", "1820", "41.5"), ("Bressa", "1865", "12.0")))


@pytest.mark.parametrize("true,false", [
    ("Arlen's turnout slid from 81.4% in 1970 to 72.6% in 1990, then slipped further to 64.2% in 2010.",
     "Arlen's turnout slid from 81.4% in 1970 to 72.6% in 1990, then rebounded to 64.2% in 2010."),
    ("Corvin's turnout fell between 1970 and 1990, then recovered to 68.8% in 2010.",
     "Corvin's turnout rose between 1970 and 1990, then recovered to 68.8% in 2010."),
    ("Bressa's turnout rose from 1970 to 1990 and again in 2010.", "Bressa's turnout rose from 1970 to 1990 before falling in 2010."),
])
def test_each_step_of_a_series(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [TURNOUT], true, false)


@pytest.mark.parametrize("claim", ["Arlen grew from 1990 to 2000.", "Arlen shrank from 1990 to 2000."])
def test_a_change_between_two_years_no_column_holds_is_skipped(lexical_judge, claim):
    assert lexical_judge.verify(claim, [TOWNS]).status == "skipped"
