"""A year that starts or ends a title's span is also a row's, and a title's "in billions" is only the column whose
header says it (issue 22, item 2; blind set 25's S&P 500 weeks by year, 1990 to 2010, read in session 21).

"In 1990 an average of about 155 million shares changed hands each day" was refuted: the title's "1990 to 2010" made
1990 locate every row, so "an average of" was read as the mean of the whole column. The year now reads its own row
when a year column holds it, unless it is written as a span or a bound ("in 2020-2031", "since 2005"). And
"fell in 30 of its 52 weeks" was refuted because the title's "in billions" scaled the weeks columns too: a header
with "bn" (or "mn") states its own scale, so the title's is only that column's."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

WEEKS = Table("index_weeks_2001_2006", "The weekly returns of a stock index counted by year, 2001 to 2006: the weeks "
              "recorded, the weeks it rose and fell, and the average daily volume of shares traded, in billions",
              ("year", "weeks", "up_weeks", "down_weeks", "avg_daily_volume_bn_shares"), (
                  ("2001", "52", "25", "27", "0.412"), ("2002", "52", "22", "30", "0.538"), ("2003", "52", "31", "21", "0.655"),
                  ("2004", "52", "30", "22", "0.702"), ("2005", "52", "28", "24", "0.844"), ("2006", "53", "33", "20", "0.971")))


@pytest.mark.parametrize("true,false", [
    ("In 2001 an average of about 412 million shares changed hands each day.",
     "In 2001 an average of about 41 million shares changed hands each day."),
    ("In 2006 about 971 million shares traded on an average day.", "In 2006 about 917 million shares traded on an average day."),
])
def test_a_span_year_reads_its_row(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [WEEKS], true, false)


@pytest.mark.parametrize("true,false", [
    ("In 2002 there were 30 down weeks.", "In 2002 there were 27 down weeks."),
    ("In 2002 the index fell in 30 of its 52 weeks, roughly 58% of the time.",
     "In 2002 the index fell in 30 of its 52 weeks, roughly 62% of the time."),
])
def test_weeks_are_not_scaled_by_the_volume_columns_billions(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [WEEKS], true, false)
