"""A comparison whose stated gap has a unit the named column is not in (issue 22, item 2; set 29 read in session 23):
"The Mt. Skylight trip takes 8 hours longer than the Wright Peak trip" was refuted: "longer" named ``length_miles``,
and 8 is no gap in miles. When no column the words name is in the gap's unit, the table's one column in that unit
(``time_hours``) is compared."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

HIKES = Table("valley_hikes", "Valley hikes: length in miles, climb in feet and the expected time in hours",
              ("hike", "length_miles", "climb_ft", "time_hours"), (("Owl Brook", "6.5", "1200", "4.0"), ("Tarn Loop", "11.0", "2600", "9.5"),
                                                                  ("Fell Run", "3.0", "500", "2.0")))
FLIGHTS = Table("ferry_routes", "Ferry routes: distance in kilometres and crossing time in minutes",
                ("route", "distance_km", "crossing_minutes"), (("Calder - Isle", "42", "95"), ("Porth - Skerry", "18", "40")))


@pytest.mark.parametrize("tables,true,false", [
    ([HIKES], "The Tarn Loop trip takes 5.5 hours longer than the Owl Brook trip.", "The Tarn Loop trip takes 4.5 hours longer than the Owl Brook trip."),
    ([HIKES], "Owl Brook takes 2 hours longer than Fell Run.", "Owl Brook takes 3 hours longer than Fell Run."),
    ([FLIGHTS], "The Calder - Isle crossing is 55 minutes longer than the Porth - Skerry crossing.",
     "The Calder - Isle crossing is 45 minutes longer than the Porth - Skerry crossing."),
])
def test_a_gap_in_a_unit_compares_the_column_in_it(lexical_judge, tables, true, false):
    assert_kept_and_caught(lexical_judge, tables, true, false)
