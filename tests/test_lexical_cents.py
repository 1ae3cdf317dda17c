"""Dollars written of a table in cents (issue 22, item 1; sets 21 and 32 read): "A pack cost about $2.39 on average
in Washington in 1995" was refuted against ``price_cents_1995`` = 239.1, and its false twin "$2.93" accepted as some
ratio of the row. "$X" and "X dollars" are now read in cents where a header says "cents" and none says "usd" or
"dollars", as "39 cents" was already read in dollars where no header says "cent" (``money.in_table_money``)."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

FARES = Table("bus_fares", "Bus fares and fuel in five cities, 2020", ("city", "fare_cents", "fuel_tax_cents", "riders_per_day"), (
    ("Ashford", "275", "42.5", "18200"), ("Brookton", "150", "38.0", "9400"), ("Carlow", "325", "51.2", "26100"),
    ("Denham", "200", "29.9", "7800"), ("Elmira", "225", "44.0", "12500")))
TICKETS = Table("tickets_usd", "Museum tickets", ("museum", "adult_usd", "child_usd"), (
    ("Natural History", "18.00", "9.50"), ("Modern Art", "25.00", "12.00")))


@pytest.mark.parametrize("true,false", [
    ("A bus ride in Carlow cost $3.25 in 2020.", "A bus ride in Carlow cost $2.35 in 2020."),
    ("Fuel in Denham was taxed at about 30 cents a gallon.", "Fuel in Denham was taxed at about 40 cents a gallon."),
    ("Ashford's fare came to 2.75 dollars.", "Ashford's fare came to 2.25 dollars."),
])
def test_dollars_of_a_table_in_cents(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [FARES], true, false)


def test_cents_of_a_table_in_dollars(lexical_judge):
    assert_kept_and_caught(lexical_judge, [TICKETS], "A child's ticket to Modern Art cost 1,200 cents.",
                           "A child's ticket to Modern Art cost 1,500 cents.")
