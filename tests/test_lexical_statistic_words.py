"""A statistic word before the quantity's own name (issue 22, item 1; set 32 read in session 24): "The lowest average
SAT total in the country belonged to South Carolina" was refuted, ranked by ``avg_teacher_salary_usd``: "average" is
the one word only that column's header holds, so it outweighed "SAT" and "total", which several columns share.
"average", "mean", "median" or "typical" followed by more words of the quantity says how it is summed up, not which
column it is, and now weighs a tenth (``ranks.superlative``); alone ("the highest average") it still names a column."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

SCHOOLS = Table("schools", "Five schools' classes and test scores", ("school", "avg_class_size", "test_reading", "test_math", "test_total"), (
    ("Adams", "24.1", "512", "530", "1042"), ("Baker", "27.8", "488", "502", "990"), ("Carver", "21.5", "540", "561", "1101"),
    ("Dewey", "25.9", "470", "495", "965"), ("Emerson", "22.7", "525", "519", "1044")))


@pytest.mark.parametrize("true,false", [
    ("The lowest average test total belonged to Dewey.", "The lowest average test total belonged to Carver."),
    ("Carver posted the highest mean test total of the five schools.", "Adams posted the highest mean test total of the five schools."),
    ("Baker had the highest average class size.", "Dewey had the highest average class size."),
])
def test_a_statistic_word_does_not_pick_the_column(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [SCHOOLS], true, false)
