""""FIPS code 53, the highest among the provinces, belongs to Delmar" is a cell of another row, never the ratio of the column's
largest to its smallest value (53 / 1): a max / min ratio needs "times", "ratio" or "fold" (issue 22, item 2). Before,
"highest" was enough, and the false claim passed on a coincidental ratio.
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

CODES = Table("province_codes", "Provinces: postal and FIPS codes and area", ("province", "postal_code", "fips_code", "area_km2"), (
    ("Arlen", "AR", "1", "1200"), ("Bressa", "BR", "17", "3400"), ("Corvin", "CO", "53", "600"), ("Delmar", "DE", "40", "2400")))


@pytest.mark.parametrize("true,false", [
    ("FIPS code 53, the highest among the four provinces, belongs to Corvin.",
     "FIPS code 53, the highest among the four provinces, belongs to Delmar."),
])
def test_a_cell_of_another_row_is_no_ratio(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [CODES], true, false)


def test_a_ratio_with_its_cue(lexical_judge):
    verdict = lexical_judge.verify("The largest province is about 5.7 times the size of the smallest.", [CODES])
    assert (verdict.status, verdict.score) == ("ok", 1.0)
