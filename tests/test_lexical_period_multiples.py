"""A multiple of one series between two periods ("more than thirty times its 1990 level", "more than eleven times as
many rides in July as in January") is the ratio of the two periods' values (issue 22, item 2; blind set 25 read in
session 21): the change's direction alone decided such a claim, so "more than forty times" was supported too."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

VOLUME = Table("exchange_volume", "Average daily volume of an exchange by year, in billions of shares",
               ("year", "avg_daily_volume_bn_shares"), (("1991", "0.178"), ("1995", "0.345"), ("2000", "1.025"), ("2005", "1.904")))
RIDES = Table("bike_rides_2012", "Bike rentals in each month of 2012", ("month", "casual_rentals", "total_rentals"), (
    ("January", "2810", "42140"), ("April", "14520", "84500"), ("July", "31970", "148120"), ("October", "15420", "96130")))


@pytest.mark.parametrize("table,true,false", [
    (VOLUME, "Average daily volume in 2005 was more than ten times its 1991 level.",
     "Average daily volume in 2005 was more than eleven times its 1991 level."),
    (VOLUME, "Average daily volume in 2000 was about 5.8 times that of 1991.", "Average daily volume in 2000 was about 6.8 times that of 1991."),
    (RIDES, "Casual riders took more than eleven times as many rides in July as in January.",
     "Casual riders took more than twelve times as many rides in July as in January."),
])
def test_a_multiple_between_two_periods(lexical_judge, table, true, false):
    assert_kept_and_caught(lexical_judge, [table], true, false)
