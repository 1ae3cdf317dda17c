"""Two columns compared row by row, and the rows where one wins counted (issue 22, item 2; blind sets 25 and 26 read
in session 21): "Down weeks outnumbered up weeks in four of the 21 years", "The market trailed the risk-free rate in
eight of the twelve months of 2008". Before, the count was read as a count of rows with no condition (all of them),
so the true claim was refuted, or its false twin supported."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

WEEKS = Table("index_weeks_by_year", "The weeks a stock index rose and fell in each year, 2001 to 2006", ("year", "up_weeks", "down_weeks"), (
    ("2001", "25", "27"), ("2002", "22", "30"), ("2003", "31", "21"), ("2004", "30", "22"), ("2005", "28", "24"), ("2006", "33", "19")))
MONTHS = Table("factor_returns_2009", "Monthly returns of the market in excess of the bill rate and the bill rate in the first half "
               "of 2009, in percent", ("month", "market_excess_return_pct", "bill_rate_pct"), (
                   ("2009-01", "-8.12", "0.00"), ("2009-02", "-10.10", "0.01"), ("2009-03", "8.95", "0.02"), ("2009-04", "10.19", "0.01"),
                   ("2009-05", "5.21", "0.00"), ("2009-06", "0.43", "0.01")))


@pytest.mark.parametrize("table,true,false", [
    (WEEKS, "Down weeks outnumbered up weeks in two of the six years.", "Down weeks outnumbered up weeks in three of the six years."),
    (WEEKS, "Up weeks exceeded down weeks in 4 of the 6 years, about 67% of them.", "Up weeks exceeded down weeks in 4 of the 6 years, about 75% of them."),
    (MONTHS, "The market trailed the bill rate in two of the six months of 2009.", "The market trailed the bill rate in three of the six months of 2009."),
])
def test_rows_where_one_column_wins(lexical_judge, table, true, false):
    assert_kept_and_caught(lexical_judge, [table], true, false)
