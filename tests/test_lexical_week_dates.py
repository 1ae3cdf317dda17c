""""In the week of 2 July 2017, avocados averaged $1.28, 39 cents more than in the first week of January": "the first
week of January" is the month's first dated row, a day and month without a year ("5 February") take the claim's one
year, and "39 cents" is $0.39 (issue 22, item 2). Before, the phrase was no date, "5 February" no period of the
table, and 39 a value no row holds, so the true claims were refuted.
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

PEARS = Table("pear_prices_2019", "Pear prices in the first and second week of four months of 2019: average price in US dollars, pears sold", (
    "week_of", "average_price_usd", "pears_sold"), (
    ("2019-01-06", "0.89", "4100"), ("2019-01-13", "0.95", "3900"), ("2019-02-03", "0.92", "3950"), ("2019-02-10", "0.90", "4000"),
    ("2019-03-03", "1.10", "3500"), ("2019-03-10", "1.15", "3400"), ("2019-04-07", "1.28", "3000"), ("2019-04-14", "1.31", "2950")))


@pytest.mark.parametrize("true,false", [
    ("In the week of 7 April 2019, pears averaged $1.28, 39 cents more than in the first week of January.",
     "In the week of 7 April 2019, pears averaged $1.28, 49 cents more than in the first week of January."),
    ("A pear cost $0.36 more in the week of 7 April 2019 than in the week of 3 February.",
     "A pear cost $0.46 more in the week of 7 April 2019 than in the week of 3 February."),
    ("The average price was $1.15 in the second week of March 2019.", "The average price was $1.10 in the second week of March 2019."),
    ("The average price was $1.31 in the last week of April 2019.", "The average price was $1.28 in the last week of April 2019."),
])
def test_weeks_of_a_month_and_dates_without_a_year(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [PEARS], true, false)
