""""Exactly half of the provinces had turnout of 60% or more" states a share of the rows; when no count reads it (here
"provinces" names two tables, so the rows counted are unknown), the claim is skipped, never supported by the one
row that holds 60% (issue 22, item 4: what the judge cannot check keeps the ``skipped`` status). Before, it was
supported, and so was its false twin.
"""

from __future__ import annotations

import pytest

from mt_raig.tables import Table

TURNOUT = Table("province_turnout", "Provinces: turnout (per cent) at the last election", ("province", "turnout_pct"), (
    ("Arlen", "64"), ("Bressa", "58"), ("Corvin", "71"), ("Delmar", "60")))
CAPITALS = Table("province_capitals", "Provinces and their capitals", ("province", "capital"), (
    ("Arlen", "Ashby"), ("Bressa", "Brill"), ("Corvin", "Cole"), ("Delmar", "Dent")))


@pytest.mark.parametrize("claim", ["Exactly half of the provinces had turnout of 60% or more.",
                                   "Most of the provinces had turnout of 60% or more."])
def test_a_share_of_rows_no_count_read_is_skipped(lexical_judge, claim):
    assert lexical_judge.verify(claim, [TURNOUT, CAPITALS]).status == "skipped"


def test_a_share_of_rows_a_count_reads_is_judged(lexical_judge):
    verdict = lexical_judge.verify("Three of the four provinces had turnout of 60% or more.", [TURNOUT])
    assert (verdict.status, verdict.score) == ("ok", 1.0)
