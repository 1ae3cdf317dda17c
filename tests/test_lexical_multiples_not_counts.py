""""N times as high as" is a multiple of two rows' values, never a count of rows (issue 22, item 2): before, "five
times as high" was read as five rows meeting the claim's names, and the true claim was refuted.
"""

from __future__ import annotations

from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

AIRPORTS = Table("airports", "Airports: code, name, city and elevation in feet", ("iata", "name", "city", "elevation_ft"), (
    ("ALD", "Alder Regional Airport", "Alder", "4000"), ("BIR", "Birch Field", "Birch", "1200"), ("CED", "Cedar International Airport", "Cedar", "600")))


def test_a_multiple_is_no_count(lexical_judge):
    assert_kept_and_caught(lexical_judge, [AIRPORTS], "Alder's airport sits more than three times as high as Birch's.",
                           "Alder's airport sits more than four times as high as Birch's.")
