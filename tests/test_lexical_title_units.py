""""The 26.1 °C at noon on 7 May is about 79 °F", "7.6 m/s is about 27 km/h", "650 lb-ft is roughly 881 newton-metres",
"28 mpg in the city, about 11.9 km per litre": units a title lists after its colon ("...: air temperature and dew point
in degrees Celsius, wind speed in metres per second"), a header's ``mpg`` and ``lb_ft``, and torque units (issue 22,
item 2). Before, those columns had no unit, so each converted figure was a value no row holds (and "13.9 km per
litre" passed as the ratio of two unrelated columns).
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

WEATHER = Table("noon_weather", "The 12:00 observation at a coastal station in June 2024: air temperature and dew point in degrees Celsius, "
                "wind speed in metres per second", ("date", "temperature_c", "dew_point_c", "wind_speed_m_s"), (
                    ("2024-06-01", "21.4", "12.0", "3.1"), ("2024-06-02", "26.1", "13.9", "7.6"), ("2024-06-03", "18.9", "15.2", "1.8")))
CARS = Table("coupes", "Three coupes: horsepower, the rpm it is reached at, torque and city fuel economy", (
    "car", "horsepower", "hp_rpm", "torque_lb_ft", "mpg_city"), (
    ("Apex GT", "650", "6400", "650", "15"), ("Brio S", "357", "5800", "320", "28"), ("Corsa R", "505", "7500", "443", "17")))


@pytest.mark.parametrize("true,false", [
    ("The 26.1 °C measured at noon on 2 June 2024 is about 79 °F.", "The 26.1 °C measured at noon on 2 June 2024 is about 83 °F."),
    ("The 7.6 m/s wind at noon on 2 June 2024 is about 27 km/h.", "The 7.6 m/s wind at noon on 2 June 2024 is about 31 km/h."),
])
def test_units_a_title_lists(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [WEATHER], true, false)


@pytest.mark.parametrize("true,false", [
    ("The Apex GT's 650 lb-ft of torque is roughly 881 newton-metres.", "The Apex GT's 650 lb-ft of torque is roughly 781 newton-metres."),
    ("Rated at 28 mpg in the city, the Brio S covers about 11.9 kilometres per litre.",
     "Rated at 28 mpg in the city, the Brio S covers about 13.9 kilometres per litre."),
])
def test_units_in_a_header(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [CARS], true, false)


@pytest.mark.parametrize("true,false", [
    ("The Brio S produces 357 hp.", "The Brio S produces 320 hp."),
    ("The Apex GT reaches its peak power at 6,400 rpm.", "The Apex GT reaches its peak power at 7,400 rpm."),
])
def test_hp_names_the_horsepower_column(lexical_judge, true, false):
    """"563 hp" was read as a cell of ``hp_rpm`` (the header word "hp") and never of ``horsepower``; "its peak power"
    was a superlative over all the cars."""
    assert_kept_and_caught(lexical_judge, [CARS], true, false)


@pytest.mark.parametrize("true,false", [
    ("At noon it was 4.7 °C warmer on 2 June than on 1 June.", "At noon it was 5.7 °C warmer on 2 June than on 1 June."),
    ("It was colder at noon on 3 June than on 1 June.", "It was warmer at noon on 3 June than on 1 June."),
])
def test_warmer_and_colder_between_days_of_the_rows_year(lexical_judge, true, false):
    """"on 2 June" takes the one year of the dated rows (2024), and "warmer" / "colder" compare the temperature."""
    assert_kept_and_caught(lexical_judge, [WEATHER], true, false)


@pytest.mark.parametrize("true,false", [
    ("The 12:00 observation on 2 June 2024 recorded 26.1 °C.", "The 12:00 observation on 2 June 2024 recorded 21.4 °C."),
])
def test_a_time_the_title_states_names_the_table(lexical_judge, true, false):
    """"the 12:00 observation" of a title "The 12:00 observation at ...": before, a time in no row, so refuted."""
    assert_kept_and_caught(lexical_judge, [WEATHER], true, false)
