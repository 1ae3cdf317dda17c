"""Units a header abbreviates, times of minutes and seconds, rates "per" a column and shares of a total (issue 22,
item 2; set 38 read in session 28). Each case failed on lexical-27:

- a header's one-letter unit that the title spells out: ``mean_anomaly_c`` of a table "..., in degrees Celsius" is in
  °C, so "1.4 °F" is refuted (``units.title_units``; the year column takes no unit of the title);
- "one minute and 0.4 seconds", "one minute 13.6 seconds" as 60.4 and 73.6 seconds (``rewrites.halves_in_digits``);
- "about 53 cannonballs per gun" only as cannonballs / guns of the row, never any other ratio of it ("53 guns per
  ship"), and "about 27% of the fleet's total" never a ratio of two columns of the row (``derive.fits``);
- a quantity restated after "comes to" / "works out to" in another unit must convert to it: "225 horsepower comes to
  roughly 168 kilowatts" (``conversions``; horsepower and kilowatts in ``units``);
- the two rates of a row's comparison restated after it ("at a higher rate than urban men, 71.3 against 49.6 per
  100,000", also after a colon) are the two cells compared (``comparisons``); "Alzheimer's" names a cell "Alzheimers"
  (``aliases``)."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

HEAT = Table("city_heat", "Summer temperature anomaly of a city by year, from the 1961-1990 mean, in degrees Celsius",
             ("year", "june_anomaly_c", "mean_anomaly_c"), (
                 ("2015", "0.9", "1.1"), ("2016", "1.6", "1.4"), ("2017", "0.7", "0.8"), ("2018", "2.1", "1.9")))
SWIMS = Table("club_swims", "A swimming club's 100 m records by sex and year, the time in seconds",
              ("sex", "year", "time_seconds"), (
                  ("men", "1931", "64.2"), ("men", "1950", "60.4"), ("men", "1977", "55.9"),
                  ("women", "1933", "78.1"), ("women", "1958", "73.6"), ("women", "1984", "61.3")))
COUPES = Table("coupes", "Four coupes: engine power and top speed", ("car", "hp", "top_speed_mph"), (
    ("Mustang V8", "225", "125"), ("Camaro Z28", "245", "135"), ("Corvette", "300", "150"), ("Firebird", "215", "120")))
RATES = Table("death_rates", "Death rates by cause, for men in urban and in rural areas", ("cause", "urban_men_per_100000", "rural_men_per_100000"), (
    ("Heart disease", "210.2", "242.7"), ("Unintentional injuries", "49.6", "71.3"), ("Suicide", "19.2", "26.3"),
    ("Alzheimers", "21.8", "19.4")))
FLEET = Table("river_fleet", "Ships, crews, guns and shot of the five squadrons of a river fleet",
              ("squadron", "ships", "crew", "guns", "shot"), (
                  ("North", "10", "1200", "150", "7950"), ("South", "8", "900", "96", "4800"), ("East", "6", "700", "80", "3600"),
                  ("West", "5", "640", "70", "3150"), ("Harbour", "3", "260", "24", "960")))


@pytest.mark.parametrize("true,false", [
    ("The mean anomaly in 2016 was 1.4 °C.", "The mean anomaly in 2016 was 1.4 °F."),
    ("June 2018 was 2.1 °C warmer than the 1961-1990 average for June.", "June 2018 was 2.1 °F warmer than the 1961-1990 average for June."),
])
def test_a_one_letter_unit_the_title_spells_out(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [HEAT], true, false)


@pytest.mark.parametrize("true,false", [
    ("In 1950 the men's record stood at one minute and 0.4 seconds.", "In 1950 the men's record stood at one minute and 4 seconds."),
    ("The women's record of 1958 was one minute 13.6 seconds.", "The women's record of 1958 was one minute 3.6 seconds."),
])
def test_minutes_and_seconds(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [SWIMS], true, false)


@pytest.mark.parametrize("true,false", [
    ("The North squadron carried about 53 shot per gun.", "The North squadron carried about 53 guns per ship."),
    ("The North squadron's 1,200 crew were about 32% of the fleet's total.", "The North squadron's 1,200 crew were about 15% of the fleet's total."),
])
def test_rates_per_a_column_and_shares_of_a_total(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [FLEET], true, false)


@pytest.mark.parametrize("true,false", [
    ("The Mustang V8's 225 horsepower comes to roughly 168 kilowatts.", "The Mustang V8's 225 horsepower comes to roughly 186 kilowatts."),
])
def test_a_quantity_restated_in_another_unit(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [COUPES], true, false)


@pytest.mark.parametrize("true,false", [
    ("Rural men die from unintentional injuries at a higher rate than urban men, 71.3 against 49.6 per 100,000.",
     "Rural men die from unintentional injuries at a lower rate than urban men, 71.3 against 49.6 per 100,000."),
    ("Alzheimer's kills urban men at a higher rate than rural men: 21.8 versus 19.4 per 100,000.",
     "Suicide kills urban men at a higher rate than rural men: 21.8 versus 19.4 per 100,000."),
])
def test_the_compared_rates_restated(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [RATES], true, false)
