"""A row named by an ordinal and the noun of a column that numbers the rows (issue 22, item 2; set 31 read in session
23): "Season 11 had six more queens than the first season" was accepted with "five" too: "the first season" located no
row, so only season 11's row was read. Where a column so headed numbers its rows 1, 2, 3, ..., "the first season" is
season 1 (``descriptions.ordinal_keys``); a claim with two ordinals ("the first series ... and the second") is left as
written."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.eval.lexical.descriptions import ordinal_keys
from mt_raig.eval.lexical.index import index_of
from mt_raig.tables import Table

SERIES = Table("quiz_series", "Series of a quiz show: episodes and contestants", ("series", "episodes", "contestants"), (
    ("1", "6", "24"), ("2", "8", "32"), ("3", "10", "40"), ("4", "10", "44")))


@pytest.mark.parametrize("true,false", [
    ("Series 4 had 20 more contestants than the first series.", "Series 4 had 16 more contestants than the first series."),
    ("Series 2 had two more episodes than the first series.", "Series 2 had three more episodes than the first series."),
    ("Series 3 had 16 more contestants than the first series.", "Series 3 had 12 more contestants than the first series."),
])
def test_an_ordinal_row(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [SERIES], true, false)


def test_the_restatement():
    index = index_of((SERIES,))
    assert ordinal_keys("Series 4 had 20 more contestants than the first series.", index) == "Series 4 had 20 more contestants than series 1."
    assert ordinal_keys("The first series ran 6 episodes and the second 8.", index) == "The first series ran 6 episodes and the second 8."
