"""A number derived from the rows of two periods the claim names (issue 22, item 2; sets 22, 25 and 26 read in
sessions 19-21): "The market's excess return was 7.99 points worse in October 2008 than in September" was refuted.
The two dates locate two rows, and a claim's values in no common row were only ever joined by a name or by numbers of
one column, so the difference of the two months' cells was never computed. Now two or three periods of one table
(dates, months, years that locate one row each) give their rows to the numbers the claim derives from them."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

MONTHS = Table("fund_returns_2021", "Monthly returns of a bond fund and its benchmark in 2021, in percent",
               ("month", "fund_return_pct", "benchmark_return_pct"), (
                   ("2021-03", "1.20", "0.90"), ("2021-04", "2.10", "1.70"), ("2021-05", "-1.40", "-0.60"), ("2021-06", "0.50", "0.40")))
CLUB = Table("club_members", "Members of a rowing club at the end of each year", ("year", "members", "juniors"), (
    ("2015", "1,210", "300"), ("2016", "1,380", "340"), ("2017", "1,550", "395"), ("2018", "1,490", "410")))


@pytest.mark.parametrize("tables,true,false", [
    ([MONTHS], "The fund's return was 3.5 points worse in May 2021 than in April.", "The fund's return was 2.5 points worse in May 2021 than in April."),
    ([MONTHS], "The fund's return swung by 1.9 points between May 2021 and June 2021.",
     "The fund's return swung by 1.2 points between May 2021 and June 2021."),
    ([MONTHS], "Taken together, the fund's returns of April 2021 and May 2021 came to about 0.7 points.",
     "Taken together, the fund's returns of April 2021 and May 2021 came to about 1.7 points."),
    ([CLUB], "The club had 60 fewer members in 2018 than in 2017.", "The club had 70 fewer members in 2018 than in 2017."),
])
def test_a_number_derived_from_two_periods_rows(lexical_judge, tables, true, false):
    assert_kept_and_caught(lexical_judge, tables, true, false)
