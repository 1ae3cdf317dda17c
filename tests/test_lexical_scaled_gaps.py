"""A column kept in thousands (``salary_k_usd``, ``population_thousands``) is read in its scale by a stated gap and a
bound, and "nearly" a three-digit number is within 2% below it (issue 22, item 2): before, "$18,000 higher" was
compared with the raw difference 18, "no province paid less than $31,000" counted every raw cell (31 < 31,000), and
"nearly 13.8 million more" passed for a gap of 12.8 million (within the 10% "nearly" allowed any number).
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

PROVINCES = Table("provinces", "Provinces: population (thousands) and average nurse salary (thousand US dollars)",
                  ("province", "population_thousands", "nurse_salary_k_usd"), (
                      ("Arlen", "24310", "47.2"), ("Bressa", "11520", "31.5"), ("Corvin", "8045", "39.8"), ("Delmar", "3390", "35.1")))


@pytest.mark.parametrize("true,false", [
    ("Arlen's average nurse salary was $15,700 higher than Bressa's.", "Arlen's average nurse salary was $17,500 higher than Bressa's."),
    ("Corvin paid nurses $4,700 more on average than Delmar.", "Corvin paid nurses $7,400 more on average than Delmar."),
    ("Arlen had nearly 12.8 million more residents than Bressa.", "Arlen had nearly 13.8 million more residents than Bressa."),
    ("No province in the table paid its nurses less than $31,000 on average.", "No province in the table paid its nurses less than $36,000 on average."),
])
def test_gaps_and_bounds_in_the_column_scale(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [PROVINCES], true, false)
