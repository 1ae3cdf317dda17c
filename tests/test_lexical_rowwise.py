""""In every one of the six provinces, turnout was higher in 2020 than in 2012" style claims: two columns compared row by
row over a quantified set of rows (every, all but N, none) (issue 22, item 2). Before, such a claim had no value the
judge could check and was skipped on both sides.
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

SCORES = Table("provinces", "Provinces: average reading and math test scores", ("province", "reading_score", "math_score"), (
    ("Arlen", "512", "578"), ("Bressa", "498", "541"), ("Corvin", "530", "552"), ("Delmar", "505", "499"), ("Eskor", "471", "480"),
    ("Fenn", "520", "531")))


@pytest.mark.parametrize("true,false", [
    ("In all but one of the six provinces, the average math score was higher than the reading score.",
     "In every one of the six provinces, the average math score was higher than the reading score."),
    ("In all but one province, the reading score was lower than the math score.",
     "In all but two provinces, the reading score was lower than the math score."),
])
def test_two_columns_row_by_row(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [SCORES], true, false)


def test_none_of_the_rows(lexical_judge):
    assert [r[0] for r in SCORES.cells if int(r[1]) > int(r[2])] == ["Delmar"]  # reading above math in one province only
    verdict = lexical_judge.verify("In no province was the reading score higher than the math score.", [SCORES])
    assert (verdict.status, verdict.score) == ("ok", 0.0)
