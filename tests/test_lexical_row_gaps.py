"""A gap between two cells of one row, with the first cell cited (issue 22, item 1; set 32 read in session 24): "In North
Dakota the average math score of 592 was 77 points above the verbal score" was refuted, the 77 a number in no row: a
row's difference counted only with the column named *before* the number leading ("drew 12 matches"), and here the
other column is named after "above". A difference of two cells of a row now fits when the words after "above",
"over", "more than" ... name the smaller cell's column and the words before the number name the larger's ("below",
"less than": the other way round), so the direction is checked too (``derive.fits``)."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

EXAMS = Table("exam_scores", "Average exam scores of four regions", ("region", "score_reading", "score_writing", "pupils"), (
    ("North", "602", "571", "1200"), ("South", "548", "566", "950"), ("East", "590", "590", "1010"), ("West", "575", "540", "880")))


@pytest.mark.parametrize("true,false", [
    ("In the North the reading score of 602 was 31 points above the writing score.",
     "In the North the reading score of 602 was 31 points below the writing score."),
    ("The West's reading score of 575 was 35 points higher than its writing score.",
     "The West's reading score of 575 was 25 points higher than its writing score."),
    ("In the South the reading score of 548 was 18 points below the writing score.",
     "In the South the reading score of 548 was 18 points above the writing score."),
])
def test_a_cited_cell_and_its_gap_to_another_column(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [EXAMS], true, false)
