""""Gare de Lyon accounted for roughly 20.5% of all 2021 entries at line 1's stations": "line 1", which the table's title
names ("The 25 stations of line 1 ..."), is the table's name and no value; "entries" and "the busiest" name a
``passengers`` column; "a quarter as many entries as" is a multiple, never an equality (issue 22, item 2). Before,
the "1" was a value that held the claim's other numbers to other rows, so the true claims were refuted.
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

STATIONS = Table("line_7_stations", "The 6 stations of line 7 of a tram network, with the tram lines serving each and passenger entries in 2023", (
    "station", "tram_lines", "passengers_2023"), (
    ("Abbey", "7", "900000"), ("Bridge Street", "7, 9", "4200000"), ("Castle", "7", "1100000"), ("Docks", "7, 12", "2600000"),
    ("Elm Park", "7", "700000"), ("Fairground", "7, 9, 12", "3500000")))


@pytest.mark.parametrize("true,false", [
    ("Bridge Street accounted for roughly 32.3% of all 2023 entries at line 7's stations.",
     "Bridge Street accounted for roughly 27.3% of all 2023 entries at line 7's stations."),
    ("Bridge Street was the busiest station in 2023.", "Fairground was the busiest station in 2023."),
    ("Bridge Street had more entries than Docks in 2023.", "Docks had more entries than Bridge Street in 2023."),
])
def test_a_title_s_name_and_entries(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [STATIONS], true, false)


def test_a_quarter_as_many_is_no_equality(lexical_judge):
    """"fewer than a quarter as many entries as" states a multiple: it was read as "as many as" (an equality), so the
    true claim was refuted."""
    v = lexical_judge.verify("Elm Park saw fewer than a quarter as many entries as Bridge Street.", [STATIONS])
    assert all(c["kind"] != "equality" for c in v.evidence.get("checks", ())), v.evidence
    assert (v.status, v.score) != ("ok", 0.0), v.evidence
