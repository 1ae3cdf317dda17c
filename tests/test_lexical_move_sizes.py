"""The size of a move between two periods (issue 22, item 2; set 26 read in session 22): "Market excess return fell
by 7.99 points from September 2008 to October 2008" was refuted, because a loss word before a number reads a signed
column's cell as negative ("fell 3.9%" is the cell -3.9) and the move's size, 7.99, was compared as -7.99."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

RETURNS = Table("factor_returns_2009", "Monthly returns of two stock factors in 2009, in percent",
                ("month", "market_return_pct", "value_return_pct"), (
                    ("2009-01", "-8.12", "-10.05"), ("2009-02", "-10.10", "-7.08"), ("2009-03", "8.95", "3.51"),
                    ("2009-04", "10.19", "5.38"), ("2009-05", "5.21", "-0.23")))


@pytest.mark.parametrize("true,false", [
    ("The market return fell by 1.98 points from January 2009 to February 2009.",
     "The market return fell by 2.98 points from January 2009 to February 2009."),
    ("The value return dropped 5.61 points between April 2009 and May 2009.",
     "The value return dropped 4.61 points between April 2009 and May 2009."),
    ("The market return rose by 19.05 points from February 2009 to March 2009.",
     "The market return rose by 18.05 points from February 2009 to March 2009."),
])
def test_a_fall_between_two_months_is_checked_by_its_size(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [RETURNS], true, false)
