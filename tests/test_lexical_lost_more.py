""""Lost more than" compares losses (issue 22, item 2; blind set 26 read in session 21): "Finance lost 11.56 percentage
points more than telecoms in November 2008" was refuted, its returns (-13.87 and -2.31) compared as "more" (a
larger return). After a verb of loss, "more" is the more negative value and "less" the less negative one."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

RETURNS = Table("industry_returns_2009", "Monthly returns of three industry portfolios in March 2009, in percent",
                ("industry", "march_2009_pct"), (("Finance", "-9.41"), ("Energy", "-3.12"), ("Utilities", "-1.05")))


@pytest.mark.parametrize("true,false", [
    ("Finance lost 6.29 percentage points more than energy in March 2009.", "Finance lost 5.29 percentage points more than energy in March 2009."),
    ("Energy lost about 2.1 points more than utilities in March 2009.", "Energy lost about 3.1 points more than utilities in March 2009."),
])
def test_lost_more_is_the_larger_loss(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [RETURNS], true, false)
