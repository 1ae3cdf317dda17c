""""Teachers in the three Pacific provinces earned about $38,000 on average" is the mean over the rows whose region code
names the Pacific, in the column's scale (issue 22, item 2): before, a compass word inside a name ("East North
Central") was read as a comparative, which leaves a mean unchecked, and a mean of ``salary_k_usd`` was compared with
$38,000 unscaled.
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

REGIONS = Table("regions", "Region codes and names", ("region_code", "region_name"), (("PAC", "Pacific"), ("ENC", "East North Central")))
PAY = Table("province_pay", "Provinces: region and average teacher's salary in thousands of dollars",
            ("province", "region_code", "teacher_salary_k_usd"), (
                ("Arlen", "PAC", "43"), ("Bressa", "PAC", "39"), ("Corvin", "PAC", "32"), ("Delmar", "ENC", "30"), ("Eskor", "ENC", "35")))


@pytest.mark.parametrize("true,false", [
    ("Teachers in the three Pacific provinces earned about $38,000 on average.", "Teachers in the three Pacific provinces earned about $36,000 on average."),
    ("Teachers in the two East North Central provinces earned $32,500 on average.", "Teachers in the two East North Central provinces earned $33,500 on average."),
])
def test_a_mean_over_a_categorys_rows(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [PAY, REGIONS], true, false)
