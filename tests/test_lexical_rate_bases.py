""""About 27 traffic deaths per billion vehicle miles" is 2.7 per 100 million (``deaths_per_100m_miles``): a rate base of
a hundred million or a billion, in a header or a claim, with a few words between the number and "per" (issue 22,
item 2). Before, "100m" and "billion" were no bases, so the true claim was refuted and "2.7 per billion" passed.
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

TRAFFIC = Table("traffic", "Traffic deaths per 100 million vehicle miles in 1990, by province", ("province", "deaths_per_100m_miles_1990"), (
    ("Arlen", "2.7"), ("Bressa", "1.9"), ("Corvin", "3.4")))


@pytest.mark.parametrize("true,false", [
    ("In 1990 Arlen recorded about 27 traffic deaths per billion vehicle miles.", "In 1990 Arlen recorded about 2.7 traffic deaths per billion vehicle miles."),
    ("Bressa had 1.9 deaths per 100 million vehicle miles in 1990.", "Bressa had 19 deaths per 100 million vehicle miles in 1990."),
])
def test_rates_per_a_hundred_million_and_a_billion(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [TRAFFIC], true, false)
