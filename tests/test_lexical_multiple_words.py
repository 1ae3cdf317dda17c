"""Multiples and comparisons through the adjective a writer uses for a column (issue 22, item 2; sets 19, 23, 24 and 25
read in sessions 19-21): "The Lairig Ghru is fourteen times as long as the Cow Hill race", "Robert Menzies served
seventeen years, more than twice as long as Malcom Fraser's eight", "The Rolls-Royce Dawn costs more than five times as
much as the Jaguar F-Type" and "The Mazda GLC's fuel economy was more than double the Dodge Aspen's" were skipped: no
word named ``distance_miles``, ``years_in_office``, ``msrp_usd`` or ``mpg``. "Long"/"longer" now name a distance and a
spell in office, "cost"/"much" a maker's suggested price (MSRP), "economy" a fuel economy in mpg."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

TRAILS = Table("hill_trails", "Hill trails of the national park: distance (miles) and climb (feet)",
               ("trail", "distance_miles", "climb_feet"), (("Ridge Loop", "12", "2100"), ("Burn Walk", "3", "400"), ("Summit Path", "7.5", "3300")))
MAYORS = Table("city_mayors", "Mayors of the city since 1950: first year and years in office",
               ("mayor", "first_year", "years_in_office"), (("Ann Ross", "1950", "14"), ("Carl Webb", "1964", "4"), ("Dora Vale", "1968", "9")))
BIKES = Table("road_bikes_2020", "Road bikes of 2020: maker and maker's suggested retail price",
              ("bike", "maker", "msrp_usd"), (("Aero 9", "Velo", "9800"), ("Tour 2", "Ride", "1900"), ("Climb X", "Velo", "4300")))
CARS = Table("small_cars_1981", "Small cars of 1981: fuel economy (mpg) and horsepower", ("car", "mpg", "horsepower"), (
    ("Metro S", "44.2", "58"), ("Falcon GT", "18.1", "140"), ("Comet L", "29.0", "88")))


@pytest.mark.parametrize("tables,true,false", [
    ([TRAILS], "The Ridge Loop is four times as long as the Burn Walk.", "The Ridge Loop is six times as long as the Burn Walk."),
    ([MAYORS], "Ann Ross served more than three times as long as Carl Webb.", "Ann Ross served more than four times as long as Carl Webb."),
    ([BIKES], "The Aero 9 costs more than five times as much as the Tour 2.", "The Aero 9 costs more than six times as much as the Tour 2."),
    ([CARS], "The Metro S's fuel economy was more than double the Falcon GT's.", "The Falcon GT's fuel economy was more than double the Metro S's."),
])
def test_a_multiple_on_the_column_its_adjective_names(lexical_judge, tables, true, false):
    assert_kept_and_caught(lexical_judge, tables, true, false)
