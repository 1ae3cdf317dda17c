"""A category naming an event ("Retirement", "Resignation", "Death") is written with its verb: "six of the members
retired", "17 died in office", "before resigning" (issue 22, item 2). Before, the verb named no cell, so a count of
the rows it picks was read as two numbers in no row and the true claim refuted."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.eval.lexical.aliases import verb_forms
from mt_raig.tables import Table

BOARD = Table("board_departures", "How the 7 members of a club's board left it: the member, the year and the reason (retirement, resignation or death)", (
    "member", "year_left", "reason"), (
    ("Ann Oduya", "1990", "Retirement"), ("Bo Lind", "1994", "Death"), ("Cy Marsh", "1995", "Resignation"),
    ("Di Forde", "1999", "Retirement"), ("Ed Quill", "2003", "Death"), ("Flo Pratt", "2004", "Retirement"),
    ("Gus Hale", "2010", "Dismissal")))


@pytest.mark.parametrize("true,false", [
    ("Three of the seven members retired.", "Four of the seven members retired."),
    ("Two of the members died in office.", "Three of the members died in office."),
    ("Cy Marsh resigned in 1995.", "Di Forde resigned in 1995."),
    ("Gus Hale was dismissed in 2010.", "Ed Quill was dismissed in 2010."),
])
def test_an_event_category_written_as_its_verb(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [BOARD], true, false)


def test_verb_forms():
    assert set(verb_forms("Retirement")) == {"retired", "retiring"}
    assert {"resigned", "resigning"} <= set(verb_forms("Resignation"))
    assert "nominated" in verb_forms("Nomination") and "dismissed" in verb_forms("Dismissal")
    assert "died" in verb_forms("Death")
    assert verb_forms("Goal") == () and verb_forms("Big Deal") == ()
