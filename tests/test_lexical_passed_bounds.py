""""Arlen's population passed 2.4 million", "income topped $21,000" are bounds, and a bounded number with a scale word is
never a per-N rate of the row (issue 22, item 2): before, "passed" and "topped" were no bound words, so "passed 2.4
million" had to round to the cell (2.41 million: refuted) while "passed 2.5 million" failed only by luck, and with a
bound a rate such as "unemployed per 100,000 people" could meet "passed twelve trillion".
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

PROVINCES = Table("provinces", "Provinces in 1990: population (thousands), per capita income (US dollars) and unemployed (thousands)",
                  ("province", "population_thousands", "per_capita_income_usd", "unemployed_thousands"), (
                      ("Arlen", "2410", "21480", "121"), ("Bressa", "880", "17210", "58"), ("Corvin", "1530", "19930", "74")))


@pytest.mark.parametrize("true,false", [
    ("Arlen's population passed 2.4 million in 1990.", "Arlen's population passed 2.5 million in 1990."),
    ("Per capita income in Arlen topped $21,000 in 1990.", "Per capita income in Bressa topped $21,000 in 1990."),
])
def test_passed_and_topped_are_bounds(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [PROVINCES], true, false)
