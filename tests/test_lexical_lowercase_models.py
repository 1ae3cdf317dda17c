"""A column stored in lower case ("saab 99gle", "ford pinto (wagon)", as StatLib's Auto data keeps its models) is named in
any case and without its brackets ("the Saab 99GLE", "the Ford Pinto wagon"); a column of times ("zero_to_60_mph_s",
"record_minutes") ranks "faster", "quicker" and "slower" by less time; "frugal", "economical" and "efficient" name a
miles-per-gallon column (issue 22, item 2). Before, such a model matched no cell (a false twin naming the wrong car
passed on its numbers), "slower to 60 mph" compared the seconds the wrong way round, and "the most frugal" was no rank."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

CARS = Table("cars_1978", "Five car models of model year 1978: miles per US gallon, horsepower and the seconds from 0 to 60 mph", (
    "model", "mpg", "horsepower", "zero_to_60_mph_s"), (
    ("saab 99gle", "21.6", "115", "13.5"), ("bmw 320i", "21.5", "110", "12.8"), ("ford pinto (wagon)", "27.2", "88", "16.0"),
    ("honda civic cvcc", "36.1", "60", "16.4"), ("amc gremlin", "20.2", "100", "15.0")))
FLEET = Table("town_fleet", "The three cars of a town's fleet: miles per US gallon and seats", ("car", "mpg", "seats"), (
    ("Corsa", "44.1", "5"), ("Transit", "29.4", "9"), ("Octavia", "38.7", "5")))
RACES = Table("fell_races", "Three fell races and their record times in minutes", ("race", "record_minutes"), (
    ("Ben Nevis", "85.5"), ("Snowdon", "62.3"), ("Skiddaw", "58.0")))


@pytest.mark.parametrize("true,false", [
    ("The Saab 99GLE got 21.6 mpg.", "The BMW 320i got 21.6 mpg."),
    ("The AMC Gremlin put out 100 hp.", "The Honda Civic CVCC put out 100 hp."),
    ("The Ford Pinto wagon was slower to 60 mph than the BMW 320i.", "The Ford Pinto wagon was quicker to 60 mph than the BMW 320i."),
])
def test_lower_case_models(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [CARS], true, false)


def test_a_faster_time_is_less_of_it(lexical_judge):
    assert_kept_and_caught(lexical_judge, [RACES], "Skiddaw's record is faster than Snowdon's.", "Snowdon's record is faster than Skiddaw's.")


def test_frugal_names_miles_per_gallon(lexical_judge):
    assert_kept_and_caught(lexical_judge, [FLEET], "The Corsa is the most frugal car of the fleet.", "The Octavia is the most frugal car of the fleet.")
