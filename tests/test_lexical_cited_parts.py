"""A share of a row's cell whose part is cited just before it (issue 22, item 2; set 19 read in session 20): "Boat 1
left with 12 people, 30% of its capacity" was refuted: once a word of the claim named a column ("Boat": ``boat``),
the part of ``total / capacity x 100`` had to be a named column, and "people" names none. A number written in the
same clause that is a cell of the row now names the part too: 12 is the row's ``total``, so the share is
total / capacity."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

FLIGHTS = Table("morning_flights", "Morning flights from the island airport: passengers aboard and the capacity",
                ("flight", "departure", "passengers", "capacity"), (
                    ("12", "07:10", "96", "120"), ("14", "08:05", "45", "300"), ("31", "09:30", "88", "110")))
ROUTES = Table("bus_routes", "Buses on each route at the evening peak: riders counted and the buses' capacity",
               ("route", "riders", "capacity"), (("7", "640", "800"), ("21", "1,350", "1,500"), ("40", "210", "700")))


@pytest.mark.parametrize("tables,true,false", [
    ([FLIGHTS], "Flight 12 took off with 96 people, 80% of its capacity.", "Flight 12 took off with 96 people, 92% of its capacity."),
    ([FLIGHTS], "Flight 14 carried 45 travellers, just 15% of its capacity.", "Flight 14 carried 45 travellers, just 45% of its capacity."),
    ([ROUTES], "Route 21 drew 1,350 passengers, 90% of its capacity.", "Route 21 drew 1,350 passengers, 95% of its capacity."),
    ([ROUTES], "On route 40 buses held 210 people, about 30% of their capacity.", "On route 40 buses held 210 people, about 40% of their capacity."),
])
def test_a_share_of_a_cell_with_its_part_cited(lexical_judge, tables, true, false):
    assert_kept_and_caught(lexical_judge, tables, true, false)
