"""A percentage is a share of one kind of thing (issue 22, item 2).

"Sunday's 76 bills were about 13% of all bills" was accepted because the diners over the dollars billed on Sunday
(216 / 1627.16) is 0.13: a ratio of people to dollars is no share, so a percentage is never read from one.
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

TIPS = Table("tips_by_day", "Restaurant bills and tips by day of the week", ("day", "bills", "total_bill_usd", "total_tips_usd", "diners"), (
    ("Thursday", "62", "1096.33", "171.83", "152"), ("Friday", "19", "325.88", "51.96", "40"),
    ("Saturday", "87", "1778.40", "260.40", "219"), ("Sunday", "76", "1627.16", "247.39", "216")))


@pytest.mark.parametrize("true,false", [
    ("Sunday's 76 bills were about 31% of all bills.", "Sunday's 76 bills were about 13% of all bills."),
    ("Saturday's tips were about 14.6% of its bill total.", "Saturday's 219 diners were about 12.3% of its bill total."),
])
def test_a_share_of_one_kind(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [TIPS], true, false)
