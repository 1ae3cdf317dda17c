"""A month written by its place in the year or in a quarter ("the second month of 2008", "the last month of the third
quarter of 2008") is that month (issue 22, item 2; blind set 26 read in session 21): both were read as the year alone,
so a value of any month of 2008 supported them."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

RATES = Table("bill_rates_2009", "The one-month Treasury bill rate in each month of 2009, in percent", ("month", "rate_pct"), tuple(
    (f"2009-{m:02d}", r) for m, r in enumerate(("0.00", "0.01", "0.02", "0.03", "0.04", "0.05", "0.06", "0.07", "0.08", "0.09",
                                                "0.10", "0.11"), 1)))


@pytest.mark.parametrize("true,false", [
    ("In the second month of 2009 the bill rate was 0.01%.", "In the fifth month of 2009 the bill rate was 0.01%."),
    ("In the last month of the third quarter of 2009 the bill rate was 0.08%.", "In the first month of the third quarter of 2009 the bill rate was 0.08%."),
    ("The bill rate was 0.11% in the last month of 2009.", "The bill rate was 0.11% in the first month of 2009."),
])
def test_a_month_by_its_place(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [RATES], true, false)
