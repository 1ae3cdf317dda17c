"""A mean over a group's rows written with a unit (issue 22, item 2; sets 18 and 24 read in sessions 19-20): "The
endangered mammals in the study sleep 16.2 hours a day on average" and "Meighen's five Ontario appointees averaged
about 3,226 days in the Senate" were refuted: a total or mean with a unit ("hours", "days", "lbs") was never read as
one, and when no header word sat beside the number (the unit took "days"), the measure was not looked for in the
joined table. Now the unit is converted to the column's (as for a cell), the joined table is the one with a column in
the unit, and a mean with a unit must be over rows a value of the claim picks (never every row of a table)."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

BIRDS = Table("bird_species", "Birds of the survey: family and conservation status",
              ("bird", "family", "status"), (
                  ("Barn owl", "Tytonidae", "common"), ("Snowy owl", "Strigidae", "vulnerable"),
                  ("Kakapo", "Strigopidae", "endangered"), ("Kea", "Nestoridae", "endangered"), ("Robin", "Turdidae", "common")))
FLIGHTS = Table("bird_flights", "Tracked flights of the survey's birds: distance flown and time aloft in hours",
                ("bird", "distance_km", "hours_aloft"), (
                    ("Barn owl", "12", "3.5"), ("Snowy owl", "40", "6.0"), ("Kakapo", "1", "0.5"), ("Kea", "18", "2.5"), ("Robin", "5", "1.0")))
STAFF = Table("ward_staff", "Nurses of two wards and their ward", ("nurse", "ward", "grade"), (
    ("Ada Price", "Elm", "senior"), ("Ben Cole", "Elm", "junior"), ("Cara Holt", "Oak", "senior"), ("Dan Webb", "Oak", "senior")))
TENURE = Table("ward_tenure", "How long each nurse has served on the wards, in days", ("nurse", "started", "days_served"), (
    ("Ada Price", "2015-03-01", "3,400"), ("Ben Cole", "2021-06-14", "1,000"), ("Cara Holt", "2012-01-09", "4,200"), ("Dan Webb", "2019-11-30", "1,800")))


@pytest.mark.parametrize("tables,true,false", [
    ([BIRDS, FLIGHTS], "The endangered birds in the survey stayed aloft 1.5 hours on average.",
     "The endangered birds in the survey stayed aloft 2.5 hours on average."),
    ([BIRDS, FLIGHTS], "On average the endangered birds flew for 90 minutes.", "On average the endangered birds flew for 80 minutes."),
    ([STAFF, TENURE], "The two Elm nurses averaged 2,200 days on the wards.", "The two Elm nurses averaged 2,700 days on the wards."),
    ([STAFF, TENURE], "On average the Oak nurses had served 3,000 days.", "On average the Oak nurses had served 3,500 days."),
])
def test_a_group_mean_with_its_unit(lexical_judge, tables, true, false):
    assert_kept_and_caught(lexical_judge, tables, true, false)
