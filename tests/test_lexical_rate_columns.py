"""A rate column is what a rate written with its words holds (issue 22, item 1; set 32 read in session 24): "Utah had
roughly twenty-four pupils per teacher" was refuted as a count of pupils read from ``spending_per_pupil_usd`` (the one
whole-number column naming "pupil"), and once that stopped, "twenty-one pupils per teacher" was accepted as Utah's
verbal score over its pupils per teacher (513 / 24.3). A column whose header says "per" is a rate, never a count of its
words (``cellcounts._counted_columns``); and a number written with a rate's words that one column's header holds all
of ("pupils per teacher": ``pupils_per_teacher``) is that column's cell, its means, sums or gaps, never another ratio
of the row (``derive.fits``)."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

SCHOOLS = Table("district_schools", "Public schools of five districts, 2023", (
    "district", "spending_per_pupil_usd", "pupils_per_teacher", "avg_teacher_salary_usd", "reading_score", "math_score"), (
    ("Northfield", "11240", "16.2", "61200", "512", "530"), ("Easton", "9875", "21.7", "54800", "488", "502"),
    ("Westbrook", "13020", "14.8", "66100", "540", "561"), ("Southport", "10410", "19.3", "58900", "470", "495"),
    ("Lakeview", "9120", "24.6", "52300", "525", "519")))


@pytest.mark.parametrize("true,false", [  # each false twin was some other ratio of its row (519 / 24.6 = 21.1, 530 / 16.2 = 32.7)
    ("Lakeview had roughly twenty-five pupils per teacher.", "Lakeview had roughly twenty-one pupils per teacher."),
    ("Northfield had roughly sixteen pupils per teacher.", "Northfield had roughly thirty-two pupils per teacher."),
    ("Southport had about 19 pupils per teacher.", "Southport had about 26 pupils per teacher."),
    ("Westbrook had about fifteen pupils per teacher.", "Westbrook had about twelve pupils per teacher."),
])
def test_a_rate_written_with_its_columns_words(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [SCHOOLS], true, false)


def test_a_rate_column_is_never_a_count_of_its_words():
    from mt_raig.eval.lexical.cellcounts import _counted_columns
    from mt_raig.eval.lexical.index import index_of

    index = index_of((SCHOOLS,))
    assert [c.header for c in _counted_columns(index, 0, ["pupil"])] == []  # spending_per_pupil_usd: per pupil, no count
    assert [c.header for c in _counted_columns(index, 0, ["salari"])] == ["avg_teacher_salary_usd"]
