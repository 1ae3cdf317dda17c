"""A blind held-out set committed before its first run (``WRONG_TODAY = None``) has its judged pairs skipped, so no
``pytest -k lexical`` judges it by accident and a clean checkout's test run passes; its labels and shape are still
checked. A set that has been run keeps its strict xfails."""

from __future__ import annotations

import heldout_pairs
from heldout_pairs import Pair


PAIRS = (Pair("we1", "wrong_entity", ("t",), "A is big.", "B is big."), Pair("su1", "superlative", ("t",), "A is the biggest.", "B is the biggest."))


def _marks(params):
    return [[m.name for m in p.marks] for p in params]


def test_a_set_not_yet_run_skips_its_judged_pairs():
    params = heldout_pairs.params(PAIRS, None)
    assert _marks(params) == [["skip"], ["skip"]]
    assert all(p.marks[0].kwargs["reason"] == heldout_pairs.NOT_YET_RUN for p in params)


def test_a_run_set_keeps_strict_xfails():
    params = heldout_pairs.params(PAIRS, {"su1": "accepts the false twin"})
    assert _marks(params) == [[], ["xfail"]] and params[1].marks[0].kwargs["strict"] is True
