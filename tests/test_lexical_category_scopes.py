""""Among the Pacific provinces, Arlen paid the most ($43,000) and Corvin the least ($32,000)" reads each entity's values
in its rows joined to the scope's (issue 22, item 2): before, the scope name headed a group of its own, no grouping
held, and the true claim was refuted although each part was supported alone.
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

PROVINCES = Table("provinces", "Provinces and their regions", ("province", "region_code"), (
    ("Arlen", "PAC"), ("Bressa", "PAC"), ("Corvin", "PAC"), ("Delmar", "MTN"), ("Eskor", "MTN")))
REGIONS = Table("regions", "Region codes and names", ("region_code", "region_name"), (("PAC", "Pacific"), ("MTN", "Mountain")))
PAY = Table("teacher_pay", "Average teacher's salary by province, in thousands of dollars", ("province", "teacher_salary_k_usd"), (
    ("Arlen", "43"), ("Bressa", "39"), ("Corvin", "32"), ("Delmar", "30"), ("Eskor", "35")))


@pytest.mark.parametrize("true,false", [
    ("Among the Pacific provinces, Arlen paid teachers the most ($43,000) and Corvin the least ($32,000).",
     "Among the Pacific provinces, Arlen paid teachers the most ($43,000) and Delmar the least ($30,000)."),
    ("Among the Mountain provinces, Eskor paid teachers the most ($35,000) and Delmar the least ($30,000).",
     "Among the Mountain provinces, Eskor paid teachers the most ($35,000) and Corvin the least ($32,000)."),
])
def test_a_scope_joins_every_entity(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [PROVINCES, REGIONS, PAY], true, false)
