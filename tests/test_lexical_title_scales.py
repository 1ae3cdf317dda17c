"""A title's "in thousands" belongs to the columns whose headers say a scale (``population_thousands``,
``salary_k_usd``, ``consumption_bn_usd``), not to a score beside them (issue 22, item 2): before, every column of
such a table took the title's thousands, so "Iowa's math average beat its verbal average by 66 points" was read as
66,000 and refuted, while the headers' own scales must still hold ("$42,000" is 42 in ``salary_k_usd``).
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.eval.lexical.index import index_of
from mt_raig.tables import Table

SCHOOLS = Table("schools", "School statistics of four provinces: population in thousands, average test scores, and average "
                "teacher's salary and spending per pupil in thousands of dollars",
                ("province", "population_thousands", "reading_score", "math_score", "teacher_salary_k_usd", "spending_bn_usd"), (
                    ("Arlen", "2410", "512", "578", "42", "3.1"), ("Bressa", "880", "498", "541", "35", "0.9"),
                    ("Corvin", "1530", "530", "552", "38", "1.7")))


def test_the_scale_of_each_column():
    scales = {c.header: c.scale for c in index_of((SCHOOLS,)).columns}
    assert scales == {"population_thousands": 1000, "reading_score": 1, "math_score": 1, "teacher_salary_k_usd": 1000,
                      "spending_bn_usd": 10**9}


@pytest.mark.parametrize("true,false", [
    ("Arlen's math average beat its reading average by 66 points.", "Arlen's math average beat its reading average by 56 points."),
    ("Arlen paid its teachers $42,000 on average.", "Bressa paid its teachers $42,000 on average."),
    ("Corvin spent about $1.7 billion.", "Bressa spent about $1.7 billion."),
])
def test_scores_beside_scaled_columns(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [SCHOOLS], true, false)
