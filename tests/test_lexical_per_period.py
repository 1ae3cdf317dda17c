"""A cited total restated per unit of time (issue 22, item 1; sets 20, 23, 25 and 26 read): "June's 143,512 rentals work
out at about 4,784 a day", "Bastille's roughly 8.1 million entries in 2021 work out at about 22,100 a day", "a salary of
$43,000 works out to about $3,583 a month" and "0.21% for the month is roughly 2.5% a year" were refuted, the rate in
no row. The total's period is a month the claim names (its days; February's in the year named) or "the month", else a
year (365 or 366 days, 52 weeks, 12 months); the rate must agree with the total over it (``cited.per_period``)."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

VISITS = Table("museum_visits", "Visits to three museums, 2024", ("museum", "visits_2024", "visits_february_2024", "budget_usd"), (
    ("Harbor Museum", "1460000", "87000", "9600000"), ("Hill Gallery", "512000", "29000", "3300000"), ("River Hall", "2190000", "150800", "14400000")))


@pytest.mark.parametrize("true,false", [
    ("The Harbor Museum's 1,460,000 visits in 2024 work out at about 3,989 a day.",
     "The Harbor Museum's 1,460,000 visits in 2024 work out at about 4,300 a day."),
    ("River Hall's 150,800 visits in February 2024 came to 5,200 a day.", "River Hall's 150,800 visits in February 2024 came to 5,400 a day."),
    ("Hill Gallery's budget of $3,300,000 works out to $275,000 a month.", "Hill Gallery's budget of $3,300,000 works out to $257,000 a month."),
])
def test_a_total_per_unit_of_time(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [VISITS], true, false)
