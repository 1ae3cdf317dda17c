"""The best and worst days of a return series (issue 22, item 2; set 25 read in session 22): "Friday, 20 August was the
Dow's third-best day of the month" was accepted, though that day was its second best: "best day" names no column, and
"Friday" (a weekday cell of five rows) was taken for the subject. "Best" and "worst" with no column named rank the
table's one signed return or change column (of two, the one whose other header word the claim writes), and a date
narrows a name held by several rows to the row of that date."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

DAYS = Table("ftse_march_2020", "The FTSE 100 on eight trading days of March 2020: the day's return and the log volume",
             ("date", "weekday", "ftse_return", "log_volume"), (
                 ("2020-03-02", "Monday", "0.0113", "0.21"), ("2020-03-03", "Tuesday", "0.0245", "0.35"),
                 ("2020-03-06", "Friday", "-0.0362", "0.44"), ("2020-03-09", "Monday", "-0.0769", "0.71"),
                 ("2020-03-12", "Thursday", "-0.1087", "0.83"), ("2020-03-13", "Friday", "0.0247", "0.52"),
                 ("2020-03-16", "Monday", "-0.0401", "0.66"), ("2020-03-17", "Tuesday", "0.0279", "0.40")))


@pytest.mark.parametrize("true,false", [
    ("Thursday, 12 March was the index's worst day of the eight.", "Monday, 9 March was the index's worst day of the eight."),
    ("Friday, 13 March was the FTSE's second-best day of the eight.", "Friday, 13 March was the FTSE's best day of the eight."),
])
def test_best_and_worst_days_rank_the_return(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [DAYS], true, false)
