"""A quantity restated in brackets in another unit (issue 22, item 2; blind set 25 read in session 21): "The Datsun
280-ZX got from standstill to 60 mph (about 97 km/h) in 11.4 seconds" was refuted, 97 being in no row. The bracketed
value is dropped when it converts (at its written precision, 2% with "about"), and the claim is false whatever the
rows hold when it does not. A rate restated per another period ("$28,000 a year, about $538 a week"; set 20 read in
session 22) is checked the same way."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

CARS = Table("small_cars_1981", "Three small cars of 1981: the seconds to reach 60 mph and the weight in pounds", (
    "model", "zero_to_60_mph_s", "weight_lbs"), (("Pip", "12.9", "1915"), ("Dot", "14.2", "1780"), ("Wren", "11.1", "2020")))


@pytest.mark.parametrize("true,false", [
    ("The Wren got from standstill to 60 mph (about 97 km/h) in 11.1 seconds.", "The Wren got from standstill to 60 mph (about 87 km/h) in 11.1 seconds."),
    ("The Dot weighed 1,780 pounds (807 kg).", "The Dot weighed 1,780 pounds (870 kg)."),
])
def test_a_bracketed_conversion(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [CARS], true, false)


SALARIES = Table("teacher_pay", "Average teacher salary by state, 1992, in US dollars a year", ("state", "teacher_salary_usd"), (
    ("Iowa", "28000"), ("Alaska", "43000"), ("Ohio", "34000")))


@pytest.mark.parametrize("true,false", [
    ("Iowa's teachers averaged $28,000 a year, about $538 a week.", "Iowa's teachers averaged $28,000 a year, about $583 a week."),
    ("Ohio's teachers averaged $34,000 a year, roughly $2,833 a month.", "Ohio's teachers averaged $34,000 a year, roughly $3,833 a month."),
])
def test_a_rate_restated_per_another_period(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [SALARIES], true, false)
