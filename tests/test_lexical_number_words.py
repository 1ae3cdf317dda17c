"""Numbers written as words where digits would stand, on a small order book of our own: before the noun of a
numeric column ("fourteen units": the Quantity column, read exactly as 14 would be), before "percent" ("a five
percent discount": 5%, so a Discount cell of 0.05), and a time span before "after"/"later" or after "took"
("shipped six days after it was placed": the days between two dates of the order's row, whose verb names the date,
never the ``ShipVia`` column "shipped" also names).

Each pair is a true claim and a false twin with one fact changed: the true one must be supported and the false one
refuted (a ``skipped`` verdict is a miss on either side).
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

ORDERS = Table("orders", "Harbour Books - orders", ("OrderId", "OrderDate", "ShippedDate", "ShipVia", "Freight"), (
    ("501", "2024-03-01", "2024-03-04", "2", "12.40"), ("502", "2024-03-02", "2024-03-09", "1", "8.15"),
    ("503", "2024-03-05", "2024-03-06", "3", "21.00")))
LINES = Table("lines", "Harbour Books - order lines", ("OrderId", "BookId", "Quantity", "Discount"), (
    ("501", "17", "12", "0"), ("501", "23", "3", "0.05"), ("502", "17", "40", "0.1"), ("503", "31", "7", "0.05")))
TABLES = [ORDERS, LINES]

PAIRS = [
    ("units", "Order 502 included forty units of book 17.", "Order 502 included fourteen units of book 17."),
    ("percent", "Order 503 had a five percent discount.", "Order 503 had a ten percent discount."),
    ("days after", "Order 502 was shipped seven days after it was placed.", "Order 502 was shipped nine days after it was placed."),
    ("days after, digits", "Order 502 was shipped 7 days after it was placed.", "Order 502 was shipped 6 days after it was placed."),
    ("took", "Order 502 took seven days to ship.", "Order 502 took five days to ship."),
]



@pytest.mark.parametrize("what, true, false", PAIRS, ids=[p[0] for p in PAIRS])
def test_true_claim_kept_and_false_twin_caught(lexical_judge, what, true, false):
    assert_kept_and_caught(lexical_judge, TABLES, true, false)


@pytest.mark.parametrize("claim", ["The three units of book 23 went out first.", "All orders were created within six minutes of each other."])
def test_a_set_or_a_spread_in_words_is_not_read_as_a_value(lexical_judge, claim):
    """"the three units" names a set; "within six minutes of each other" a spread: neither is a cell to find."""
    v = lexical_judge.verify(claim, TABLES)
    assert not any(x["text"] in ("three", "six", "3", "6") for x in (v.evidence or {}).get("values", [])), v.evidence
