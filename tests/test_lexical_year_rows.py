"""A year's row, read however the claim writes the year (issue 22, item 2; set 38 read in session 28). Each case
failed on lexical-27:

- a year before a noun or owning it is a time, never a value of that noun's column: "The 2007 level", "2016's
  annual rainfall" (``windows.dated_year``), also after "In 2007," with a comma; "higher than 1998's." is "higher
  than in 1998" (``rewrites.years_later_as_years``);
- a reference period is no row: "0.4 mm above the 1961-1990 average" (``baselines``);
- two columns of the row a year locates, compared with any comparative: "In 2007, January was wetter than July"
  (``comparisons._column_comparison``);
- "In 2005 the level was more than 400 cm": "more than" bounds the number, whose words are before it (``windows``);
- "The year the lake was at its lowest level had ...": that year (``descriptions``); "three times 2006's" is "three
  times that of 2006" (``rewrites``), and the 3.3 it follows is the first year's value, not a change (``periods``);
- a change between two years whose column only its value names: "Lake Orra fell from 2006 to 2007, down to 388 cm"
  (``periods``); a gap between two columns of a year's row: "In 2016 the January anomaly exceeded the July one by 0.33
  degrees" (``comparisons``: the gap, with its unit, locates no row, though 2017's July holds 0.33); "January was wetter than July in 4 of the 6 years" (``rowwise``);
- a superlative scoped by the name that owns its noun: "the fastest women's record is 58.1 seconds", ranked among
  the women's rows; "The latest women's record was set in 2011" ranks the year column (``ranks``); "The 2005 women's
  record was slower than the men's record of 1990" compares the row of each side's year (``comparisons``)."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

LAKE = Table("lake_levels", "Mean water level of Lake Orra by year, with its lower and upper bounds, in centimetres above datum",
             ("year", "level_cm", "lower_bound_cm", "upper_bound_cm"), (
                 ("2004", "412", "398", "426"), ("2005", "405", "390", "421"), ("2006", "399", "381", "417"),
                 ("2007", "388", "371", "404"), ("2008", "394", "377", "411"), ("2009", "381", "362", "400")))
RAIN = Table("rain_anomalies", "Rainfall anomaly of January, of July and of the whole year, 2005 to 2010, in millimetres "
             "from the 1961-1990 mean", ("year", "january_anomaly_mm", "july_anomaly_mm", "annual_anomaly_mm"), (
                 ("2005", "3.1", "1.2", "2.0"), ("2006", "0.4", "2.7", "1.1"), ("2007", "5.2", "0.6", "2.9"),
                 ("2008", "1.9", "0.9", "1.4"), ("2009", "2.2", "3.8", "3.3"), ("2010", "4.4", "2.5", "3.6")))
TEMPS = Table("temperature_anomalies", "Temperature anomaly of January and of July, 2014 to 2017, in degrees Celsius",
              ("year", "january_anomaly_c", "july_anomaly_c"), (
                  ("2014", "0.76", "0.58"), ("2015", "0.86", "0.73"), ("2016", "1.17", "0.84"), ("2017", "1.02", "0.33")))
RECORDS = Table("mile_records", "World records of a club's indoor 400 m, by sex and year, in seconds",
                ("sex", "year", "time_seconds"), (
                    ("men", "1990", "52.4"), ("men", "1996", "51.0"), ("men", "2003", "49.8"), ("men", "2011", "49.1"),
                    ("women", "1992", "61.7"), ("women", "1999", "60.2"), ("women", "2005", "58.9"), ("women", "2011", "58.1")))


@pytest.mark.parametrize("true,false", [
    ("The 2007 level of 388 cm was the second lowest of the six years.", "The 2007 level of 388 cm was the third lowest of the six years."),
    ("The 2007 level was 388 cm.", "The 2008 level was 388 cm."),
])
def test_a_year_before_its_noun_is_a_time(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [LAKE], true, false)


@pytest.mark.parametrize("true,false", [
    ("2009's annual anomaly was 1.9 mm higher than 2008's.", "2009's annual anomaly was 1.5 mm higher than 2008's."),
    ("July 2007 was the driest July of the period, just 0.6 mm above the 1961-1990 average.",
     "July 2006 was the driest July of the period, just 0.6 mm above the 1961-1990 average."),
    ("In 2007, January was wetter than July.", "In 2007, January was drier than July."),
    ("In 2006 the January anomaly was lower than the July anomaly.", "In 2006 the January anomaly was higher than the July anomaly."),
])
def test_rows_of_a_year_and_their_columns(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [RAIN], true, false)


@pytest.mark.parametrize("true,false", [
    ("The fastest women's record is 58.1 seconds.", "The slowest women's record is 58.1 seconds."),
    ("The slowest record listed is the women's 61.7 seconds from 1992.", "The fastest record listed is the women's 61.7 seconds from 1992."),
    ("The latest women's record in the table was set in 2011, in 58.1 seconds.",
     "The earliest women's record in the table was set in 2011, in 58.1 seconds."),
    ("The 2005 women's record of 58.9 seconds was slower than the men's record of 1990.",
     "The 2005 women's record of 58.9 seconds was quicker than the men's record of 1990."),
])
def test_a_superlative_scoped_by_its_owner(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [RECORDS], true, false)


@pytest.mark.parametrize("true,false", [
    ("In 2005 the level was more than 400 cm.", "In 2005 the level was more than 410 cm."),
])
def test_a_bound_on_a_year_row(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [LAKE], true, false)


@pytest.mark.parametrize("true,false", [
    ("The year the lake was at its lowest level had a January anomaly of 2.2 mm.", "The year the lake was at its lowest level had a January anomaly of 5.2 mm."),
    ("2009's annual anomaly of 3.3 mm was about three times 2006's.", "2009's annual anomaly of 3.3 mm was about four times 2006's."),
])
def test_a_year_picked_by_a_superlative_and_multiples_of_years(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [LAKE, RAIN], true, false)


@pytest.mark.parametrize("true,false,table", [
    ("Lake Orra fell from 2006 to 2007, down to 388 cm.", "Lake Orra rose from 2006 to 2007, up to 388 cm.", LAKE),
    ("In 2016 the January anomaly exceeded the July one by 0.33 degrees.", "In 2016 the January anomaly exceeded the July one by 0.23 degrees.", TEMPS),
    ("January was wetter than July in 4 of the 6 years.", "January was wetter than July in 3 of the 6 years.", RAIN),
])
def test_changes_gaps_and_counts_of_year_rows(lexical_judge, true, false, table):
    assert_kept_and_caught(lexical_judge, [table], true, false)
