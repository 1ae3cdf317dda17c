"""Rows named by their keys and compared or ranked, on a small invoice book of our own: "Freight on order 501 was
higher than on order 502" compares the column named at the start of the claim, not the ``OrderDate`` that the
key's own word "order" also names; "Invoice 7 came to more than invoice 9" and "Invoice 9 is the smallest of the
five" compare and rank the table's one measure (``Total``) when no column is named; "higher", "largest" and
"smallest" never rank a date column ("the largest invoice" is no date), while "earlier" still does; "Order 504
carried no discount" holds only when every line of the order has an empty or zero ``Discount`` ("Tidewater has no
translator listed": an empty ``Translator`` cell).

Each pair is a true claim and a false twin with one fact changed: the true one must be supported and the false one
refuted (a ``skipped`` verdict is a miss on either side).
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

ORDERS = Table("orders", "Harbour Books - orders", ("OrderId", "OrderDate", "ShipVia", "Freight"), (
    ("501", "2024-03-01", "2", "12.40"), ("502", "2024-03-02", "1", "8.15"), ("503", "2024-03-05", "3", "21.00")))
LINES = Table("lines", "Harbour Books - order lines", ("OrderId", "BookId", "Quantity", "Discount"), (
    ("501", "17", "12", "0"), ("501", "23", "3", "0.05"), ("502", "17", "40", "0.1"), ("504", "31", "7", "0"), ("504", "23", "2", "0")))
BOOKS = Table("books", "Harbour Books - books", ("BookId", "Title", "Translator"), (
    ("17", "Salt Roads", "Ines Maris"), ("23", "Tidewater", ""), ("31", "The Quiet Quay", "")))
INVOICES = Table("invoices", "Harbour Books - invoices", ("InvoiceId", "InvoiceDate", "Total"), (
    ("5", "2024-04-01", "18.50"), ("6", "2024-04-03", "7.25"), ("7", "2024-04-09", "42.00"), ("8", "2024-04-12", "11.75"),
    ("9", "2024-04-20", "3.99")))
DIALLING = Table("dialling", "Dialling codes", ("country", "calling_code", "trunk_prefix"), (
    ("Chile", "56", ""), ("Sweden", "46", "0"), ("Hungary", "36", "06")))
DIALLING = Table("dialling", "Dialling codes", ("country", "calling_code", "trunk_prefix"), (
    ("Chile", "56", ""), ("Sweden", "46", "0"), ("Hungary", "36", "06")))
SERIES = Table("series", "Element series (chemical families)", ("id", "name"), (("1", "Nonmetals"), ("2", "Halogens"), ("3", "Alkali metals")))
ELEMENTS = Table("elements", "Five elements", ("atomic_number", "name", "series_id"), (
    ("3", "Lithium", "3"), ("8", "Oxygen", "1"), ("9", "Fluorine", "2"), ("11", "Sodium", "3"), ("17", "Chlorine", "2")))

PAIRS = [
    ("column named first", [ORDERS], "Freight on order 501 was higher than on order 502.", "Freight on order 501 was lower than on order 502."),
    ("the one measure", [INVOICES], "Invoice 7 came to more than invoice 8.", "Invoice 7 came to less than invoice 8."),
    ("ranked, no column named", [INVOICES], "Invoice 9 is the smallest of the five.", "Invoice 6 is the smallest of the five."),
    ("largest, not latest", [INVOICES], "Invoice 7 is the largest invoice.", "Invoice 9 is the largest invoice."),
    ("earlier still reads dates", [ORDERS], "Order 501 was placed earlier than order 503.", "Order 501 was placed later than order 503."),
    ("no cell", [LINES], "Order 504 carried no discount.", "Order 502 carried no discount."),
    ("no cell, every line", [LINES], "Order 504 carried no discount.", "Order 501 carried no discount."),
    ("no cell, text", [BOOKS], "Tidewater has no translator listed.", "Salt Roads has no translator listed."),
    ("no cell, words before the column's", [BOOKS], "The Quiet Quay has no recorded English translator.",
     "Salt Roads has no recorded English translator."),
    ("'in all' totals a key's rows", [LINES], "Order 501 asked for 15 copies in all.", "Order 501 asked for 16 copies in all."),
    ("X_id names the table X", [ELEMENTS, SERIES], "Halogens make up two of the five elements, or 40%.",
     "Halogens make up three of the five elements, or 60%."),
    ("a code 0 is a code", [DIALLING], "Chile has no national trunk prefix.", "Sweden has no national trunk prefix."),
]



@pytest.mark.parametrize("what, tables, true, false", PAIRS, ids=[p[0] for p in PAIRS])
def test_true_claim_kept_and_false_twin_caught(lexical_judge, what, tables, true, false):
    assert_kept_and_caught(lexical_judge, tables, true, false)


def test_a_measure_word_never_ranks_a_date(lexical_judge):
    v = lexical_judge.verify("Invoice 7 is the largest invoice.", [INVOICES])
    ranked = next(c for c in v.evidence["checks"] if c["kind"] == "superlative")["ranked"]
    assert ranked and all(r.startswith("Total") for r in ranked), ranked


@pytest.mark.parametrize("claim, holds", [("The Quiet Quay has no recorded English translator.", True),
                                          ("Salt Roads has no recorded English translator.", False)])
def test_the_empty_column_is_named_by_a_later_word(lexical_judge, claim, holds):
    """"no recorded English translator": the words after "no" are read from the last, the one naming a column."""
    verdict = lexical_judge.verify(claim, [BOOKS])
    assert verdict.evidence["checks"][0]["kind"] == "empty" and verdict.score == (1.0 if holds else 0.0), verdict.evidence
