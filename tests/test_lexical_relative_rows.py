""""Wyoming has about 61% as many people as Colorado" is the ratio of the two named rows, never a ratio that happens to
match between other rows (issue 22, item 2); before, any ratio of the rows searched (a neighbour's row, joined) could
support it.
"""

from __future__ import annotations

from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

TOWNS = Table("towns", "Towns - population", ("town", "population", "area_km2"), (
    ("ashby", "12,000", "30"), ("brill", "40,000", "52"), ("corran", "24,400", "41"), ("dunmore", "8,800", "12")))
NEIGHBOURS = Table("neighbours", "Towns - neighbours", ("town", "neighbour"), (
    ("ashby", "corran"), ("ashby", "dunmore"), ("brill", "corran"), ("corran", "ashby")))


def test_the_ratio_of_the_two_named_rows(lexical_judge):
    """Ashby / Brill = 30%; Corran (Ashby's neighbour, a joined row) / Brill = 61% is no ratio of Ashby's."""
    assert_kept_and_caught(lexical_judge, [TOWNS, NEIGHBOURS], "Ashby has about 30% as many people as Brill.", "Ashby has about 61% as many people as Brill.")
