""""Less than a tenth of Georgia's", "about a quarter of Bressa's" are multiples below one of another entity's value
(issue 22, item 2): before, only "half" was such a multiple, so "less than a tenth of" was read as "less than" alone
and any smaller value passed.
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

ARRESTS = Table("arrests", "Burglary arrests per 100,000 residents in four provinces", ("province", "burglary_arrests_per_100k"), (
    ("Arlen", "21.4"), ("Bressa", "8.2"), ("Corvin", "2.0"), ("Delmar", "5.5")))


@pytest.mark.parametrize("true,false", [
    ("Corvin's burglary arrest rate was less than a tenth of Arlen's.", "Delmar's burglary arrest rate was less than a tenth of Arlen's."),
    ("Corvin's burglary arrest rate was about a quarter of Bressa's.", "Delmar's burglary arrest rate was about a quarter of Bressa's."),
    ("Bressa's burglary arrest rate was more than a third of Arlen's.", "Delmar's burglary arrest rate was more than a third of Arlen's."),
])
def test_a_fraction_of_another_entitys_value(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [ARRESTS], true, false)
