"""An entity that never did what a count column counts (issue 22, item 2; set 31 read in session 23): "Bianca Del Rio
never once landed in the bottom" was skipped, the negation unread. The one count column of the entity's row (whole
numbers, 0 in some row) that the words after "never" name (``times_bottom``) must hold 0 (``negatedcells.zero_count``)."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

RIDERS = Table("tour_riders", "Riders of a cycling tour: stage wins, crashes and days in the leader's jersey",
               ("rider", "stage_wins", "crashes", "days_in_lead"), (
                   ("Ana Vitt", "3", "0", "5"), ("Bo Lund", "0", "2", "0"), ("Cal Ortiz", "1", "1", "0"), ("Dev Rao", "0", "0", "2")))


@pytest.mark.parametrize("true,false", [
    ("Ana Vitt never once crashed.", "Bo Lund never once crashed."),
    ("Bo Lund never won a stage.", "Cal Ortiz never won a stage."),
    ("Cal Ortiz never led the tour for a single day.", "Dev Rao never led the tour for a single day."),
])
def test_never_as_a_zero_count(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [RIDERS], true, false)
