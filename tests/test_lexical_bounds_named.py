"""Bounds on the rows of a claim: the column their words name, the number they write, the years they cover (issue
22, item 2; set 38 read in session 28). Each case failed on lexical-27 but two guards: the "slower than" pair
(lexical-27 kept its true claim only because its 55 matched the 55.9 of 1977's row) and "in all but one of the six
years" (its digits-free twin of set 38 failed):

- "The lower bound of the lake level never fell below 370 cm": the column whose words are said together, its unit aside
  (``lower_bound_cm``), over the one word nearer the number (``level_cm``) (``counting.condition_rows``);
- "below half a degree" is below 0.5 degrees, "slower than 55 seconds" is more than 55 seconds, "of one degree or more"
  and "at least a thousand" are 1 and 1,000 (``rewrites``);
- "From 2016 on," is since 2016 and "not one year had" is "no year had" (``counting``, ``rewrites.none_of``);
- "shorter than 10 miles" bounds the column in miles, never another length converted (``climb_feet``);
- counts written in words: "Two men's records were set in the 1970s and 1980s" (a possessive before the counted noun,
  two decades in a row: ``rewrites.decades_of_counts``), "above 385 cm in all but one of the six years" and "sailed
  without a single car" (``boundidioms``); "was negative in 2 of the 6 years" is below zero and "did not hit a single home
  run in 1914" is 0 home runs (``boundidioms``); "four and a half metres" and "twelve hundred dollars" are 4.5 and
  1,200 (``rewrites``); "in only two states, 40% of the 5" restates its count, and a share that contradicts it
  refutes the claim (``selfshare``)."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

LAKE = Table("lake_levels", "Mean water level of Lake Orra by year, with its lower and upper bounds, in centimetres above datum",
             ("year", "level_cm", "lower_bound_cm", "upper_bound_cm"), (
                 ("2004", "412", "398", "426"), ("2005", "405", "390", "421"), ("2006", "399", "381", "417"),
                 ("2007", "388", "371", "404"), ("2008", "394", "377", "411"), ("2009", "381", "362", "400")))
HEAT = Table("town_heat", "Yearly temperature anomaly of a town, from the 1961-1990 mean, in degrees Celsius",
             ("year", "mean_anomaly_c"), (
                 ("2012", "0.31"), ("2013", "0.44"), ("2014", "0.62"), ("2015", "0.58"), ("2016", "0.93"),
                 ("2017", "0.81"), ("2018", "0.88"), ("2019", "0.97")))
SWIMS = Table("club_swims", "A swimming club's 100 m records by sex and year, the time in seconds",
              ("sex", "year", "time_seconds"), (
                  ("men", "1931", "64.2"), ("men", "1950", "60.4"), ("men", "1977", "55.9"), ("men", "1983", "54.7"),
                  ("women", "1933", "78.1"), ("women", "1958", "73.6"), ("women", "1984", "61.3")))
RACES = Table("fell_races", "Fell races: distance in miles, climb in feet and the record time in minutes",
              ("race", "distance_miles", "climb_feet", "record_minutes"), (
                  ("Crag Dash", "3", "900", "21.5"), ("Moss Round", "6", "2400", "52.0"), ("Tarn Loop", "8", "3100", "71.2"),
                  ("High Ridge", "9.5", "2700", "68.0"), ("Long Fell", "14", "5200", "131.4"), ("Edge Run", "20", "4800", "166.0")))
NET = Table("net_income", "A firm's net income by year, in millions of dollars", ("year", "net_income_million_usd"), (
    ("2001", "4.2"), ("2002", "-1.3"), ("2003", "2.8"), ("2004", "-0.6"), ("2005", "3.9"), ("2006", "5.1")))
ROOKIE = Table("rookie_seasons", "A batter's first seasons", ("year", "games", "home_runs"), (
    ("1914", "5", "0"), ("1915", "42", "4"), ("1916", "67", "3")))
HIGHS = Table("harbour_highs", "The highest water level of each year at a harbour, in metres", ("year", "max_level_m"), (
    ("1930", "4.21"), ("1931", "4.62"), ("1932", "4.38"), ("1933", "4.55"), ("1934", "4.12")))
RENTS = Table("state_rents", "Median monthly rent by state, in US dollars", ("state", "median_rent_usd"), (
    ("Alaska", "1200"), ("Ohio", "780"), ("Iowa", "740")))
VOTES = Table("candidate_votes", "A candidate's share of the vote in five states, in percent", ("state", "vote_pct"), (
    ("Alabama", "69.5"), ("Georgia", "54.1"), ("Ohio", "37.1"), ("Iowa", "37.9"), ("Maine", "31.2")))
FERRIES = Table("lake_ferries", "The ferries of a lake: passengers and cars each can carry",
                ("ferry", "passengers", "cars"), (
                    ("Osprey", "240", "18"), ("Heron", "120", "0"), ("Kestrel", "300", "24"), ("Merlin", "180", "12")))


@pytest.mark.parametrize("true,false", [
    ("The lower bound of the lake level never fell below 360 cm.", "The lower bound of the lake level never fell below 370 cm."),
])
def test_a_bound_on_the_column_said_together(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [LAKE], true, false)


@pytest.mark.parametrize("true,false", [
    ("Since 2014, no mean anomaly has dropped below half a degree.", "Since 2012, no mean anomaly has dropped below half a degree."),
    ("From 2016 on, not one year had a mean anomaly under 0.8 °C.", "From 2016 on, not one year had a mean anomaly under 0.85 °C."),
])
def test_bounds_written_as_words_and_years_on(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [HEAT], true, false)


@pytest.mark.parametrize("true,false", [
    ("After 1977, no men's record was slower than 55 seconds.", "After 1950, no men's record was slower than 55 seconds."),
])
def test_slower_than_a_time(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [SWIMS], true, false)


@pytest.mark.parametrize("true,false", [
    ("No race shorter than 10 miles has a record slower than 75 minutes.", "No race shorter than 10 miles has a record slower than 70 minutes."),
    ("No race shorter than 10 miles has a climb of more than 3,200 feet.", "No race shorter than 10 miles has a climb of more than 3,000 feet."),
    ("Five of the six races climb at least a thousand feet.", "Four of the six races climb at least a thousand feet."),
    ("Four races have a record of one hour or more.", "Three races have a record of one hour or more."),
])
def test_a_bound_in_the_units_of_its_column(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [RACES], true, false)



@pytest.mark.parametrize("true,false,table", [
    ("Two men's records were set in the 1970s and 1980s.", "Three men's records were set in the 1970s and 1980s.", SWIMS),
    ("The level stayed above 385 cm in all but one of the six years.", "The level stayed above 385 cm in all but two of the six years.", LAKE),
    ("Only one ferry, the Heron, sails without a single car.", "Two ferries, the Heron among them, sail without a single car.", FERRIES),
    ("Net income was negative in 2 of the 6 years, or about 33% of them.", "Net income was negative in 3 of the 6 years, or about 50% of them.", NET),
    ("He did not hit a single home run in his 1914 debut season.", "He did not hit a single home run in his 1915 season.", ROOKIE),
    ("The annual maximum topped four and a half metres twice.", "The annual maximum topped four and a half metres three times.", HIGHS),
    ("Median rent in Alaska was twelve hundred dollars a month.", "Median rent in Ohio was twelve hundred dollars a month.", RENTS),
    ("The candidate topped 50% in only two states, 40% of the 5.", "The candidate topped 50% in only two states, 20% of the 5.", VOTES),
])
def test_counts_written_in_words(lexical_judge, true, false, table):
    assert_kept_and_caught(lexical_judge, [table], true, false)
