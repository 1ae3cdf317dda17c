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


MONTHS = Table("industry_returns_spring_2009", "Monthly returns of four industry portfolios in March and April 2009, in percent",
               ("industry", "march_2009_pct", "april_2009_pct"), (("Finance", "-9.41", "12.30"), ("Energy", "-3.12", "4.05"),
                                                                  ("Utilities", "-1.05", "-0.42"), ("Durables", "-16.20", "22.10")))


@pytest.mark.parametrize("true,false", [
    ("2 of the 4 industries lost more than 5% in March 2009.", "3 of the 4 industries lost more than 5% in March 2009."),
    ("Three of the four industries lost more than 2% in March 2009.", "Two of the four industries lost more than 2% in March 2009."),
])
def test_a_bound_on_a_loss_counts_the_falls(lexical_judge, true, false):
    """"9 of the 12 industries lost more than 15% in October 2008" counted the returns above +15% (none): a bound
    after a verb of loss is on the loss."""
    assert_kept_and_caught(lexical_judge, [MONTHS], true, false)
