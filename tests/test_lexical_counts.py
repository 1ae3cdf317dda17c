"""Counts of a table's rows as writers state them, on a small airline network of our own: the whole table ("The network
has eight routes"), a claim of absence with its total ("None of the eight routes flies to Paris": Paris is in no
row, so no route meets it), an absence through a key ("None of the routes is flown by Baltic Air": a carrier with no
route), a count with its share in apposition ("Three of the eight routes, 37.5%, ..."), a share of a possessor's rows
("About 38% of Skandia's eight routes"), and a share of the rows holding a value of a named column ("50% of the
routes are flown with 180 seats").

Each pair is a true claim and a false twin with one fact changed: the true one must be supported and the false one
refuted (a ``skipped`` verdict is a miss on either side).
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

CARRIERS = Table("carriers", "Skandia network - carriers", ("Code", "Name", "Country"), (
    ("NR", "Nordair", "Norway"), ("SK", "Skyline", "Sweden"), ("FJ", "Fjordjet", "Norway"), ("BA", "Baltic Air", "Latvia")))
ROUTES = Table("routes", "Skandia network - routes", ("RouteId", "Carrier", "From", "To", "Km", "Seats"), (
    ("R1", "NR", "Oslo", "Bergen", "305", "180"), ("R2", "NR", "Oslo", "Tromsø", "1150", "180"),
    ("R3", "SK", "Stockholm", "Oslo", "415", "150"), ("R4", "SK", "Stockholm", "Riga", "445", "180"),
    ("R5", "FJ", "Bergen", "Oslo", "305", "120"), ("R6", "FJ", "Bergen", "Stavanger", "160", "150"),
    ("R7", "SK", "Stockholm", "Helsinki", "395", "180"), ("R8", "NR", "Oslo", "Stockholm", "415", "150")))
TABLES = [CARRIERS, ROUTES]

PAIRS = [  # (what is counted, true, false)
    ("whole table", "The network has eight routes.", "The network has nine routes."),
    ("whole table", "The table lists 4 carriers.", "The table lists 5 carriers."),
    ("absence with its total", "None of the eight routes flies to Paris.", "None of the eight routes flies to Riga."),
    ("absence through a key", "None of the routes is flown by Baltic Air.", "None of the routes is flown by Fjordjet."),
    ("share in apposition", "Three of the eight routes, 37.5%, are flown by Skyline.", "Three of the eight routes, 40%, are flown by Skyline."),
    ("possessor's rows", "About 38% of Skandia's eight routes are flown by Nordair.", "About 50% of Skandia's eight routes are flown by Nordair."),
    ("possessor's rows", "Two of Skandia's eight routes are flown by Fjordjet.", "Three of Skandia's eight routes are flown by Fjordjet."),
    ("share of a column's value", "50% of the routes are flown with 180 seats.", "50% of the routes are flown with 150 seats."),
]



@pytest.mark.parametrize("what, true, false", PAIRS, ids=[f"{i}-{p[0]}" for i, p in enumerate(PAIRS)])
def test_true_count_kept_and_false_twin_caught(lexical_judge, what, true, false):
    kept, caught = assert_kept_and_caught(lexical_judge, TABLES, true, false)
    assert any(c["kind"] == "count" for c in kept.evidence["checks"]), kept.evidence  # read as a count, not by luck


def test_a_count_of_some_rows_is_not_the_whole_table(lexical_judge):
    """"belonged to just two carriers" counts the carriers of some routes; it is never checked against all four."""
    v = lexical_judge.verify("The two longest routes belonged to just two carriers.", TABLES)
    assert v.score != 0.0 or not any(c.get("of") == 4 for c in v.evidence.get("checks", [])), v.evidence


def test_the_total_of_a_claim_of_absence_is_no_condition(lexical_judge):
    """"None of the eight routes ...": eight is the table's row count; a wrong total leaves the count unread."""
    v = lexical_judge.verify("None of the eight routes flies to Riga.", TABLES)
    check = next(c for c in v.evidence["checks"] if c["kind"] == "count")
    assert check["of"] == 8 and check["conditions"] == ["Riga"], check
