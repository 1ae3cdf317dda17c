""""Nine of the twenty provinces had an open container law in 1990" counts the yes cells of ``open_container_law_1990``:
a flag column's header may hold its year and three words (issue 22, item 2). Before, a header of more than two words
(the year counted as one) named no flag, so the count had no condition and took every row.
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

LAWS = Table("traffic_laws", "Provinces' traffic laws in 1990", ("province", "open_container_law_1990", "speed_limit_1990"), (
    ("Arlen", "yes", "65"), ("Bressa", "no", "55"), ("Corvin", "yes", "65"), ("Delmar", "no", "65"), ("Eskor", "yes", "55")))


@pytest.mark.parametrize("true,false", [
    ("Three of the five provinces had an open container law in 1990.", "Four of the five provinces had an open container law in 1990."),
    ("Only 60% of the five provinces had an open container law in 1990.", "Only 40% of the five provinces had an open container law in 1990."),
])
def test_a_flag_column_with_its_year(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [LAWS], true, false)
