"""Counts of rows meeting a bound, a title's quantity and ranks said through a row's figure (issue 22, item 2; set 35
read in session 26). Each case failed on lexical-25:

- "won over 50% of the vote in 26 states in 1960" was read as a share of rows (50% of them); "Seven years had a maximum
  above 43 degrees" and "won a majority in 49 of the 50 states" were not checked at all (``boundcounts``);
- "the Olympic 400 m" was a number no row holds, refuting every claim about the event (``units.titled_quantity``);
- "in exactly fifty seconds" was never read where the seconds column also holds a "not held" marker (``words``);
- "2003's peak of 44.3°C was the second-highest annual maximum" ranked "peak" and "maximum" as superlatives, and a
  number before "was the highest" with words after it ranked nothing (``ranks``);
- "where he took 87.1% of the vote" in one state's row was read as a share of the rows (``counting``); "Utah was
  Ford's strongest state in 1976, with 64.94%" ranked no column (``ranks``);
- "won an outright majority in 28% of the states" and "Roughly 31 percent of the 51 places listed had a median rent of
  at least $1,000" (a share of the rows; "places": the one table of 51 rows) were not counted, and "reached $1,500"
  read no bound after the dollar sign (``boundcounts``, ``counting``; set 33 read in session 24)."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

VOTES = Table("green_vote", "The Green candidate's share of the vote in each of the eight provinces, 2004 and 2008, in percent",
              ("province", "green_pct_2004", "green_pct_2008"), (
                  ("Aland", "55.2", "41.0"), ("Borr", "61.7", "52.3"), ("Cavan", "48.9", "50.4"), ("Dunmere", "50.0", "58.8"),
                  ("Eskar", "51.1", "39.5"), ("Fenwick", "52.6", "49.9"), ("Galt", "57.3", "61.2"), ("Hollin", "38.4", "47.0")))
HEAT = Table("dry_creek_heat", "The hottest day of each year at Dry Creek, 2001 to 2012, in degrees Celsius", ("year", "max_temp_c"), (
    ("2001", "38.2"), ("2002", "41.5"), ("2003", "44.3"), ("2004", "39.9"), ("2005", "42.8"), ("2006", "36.4"),
    ("2007", "39.0"), ("2008", "45.1"), ("2009", "37.7"), ("2010", "43.6"), ("2011", "35.2"), ("2012", "40.6")))
RACE = Table("sprint_200m", "Winning times of the women's 200 metres final at the Riverside Games, 1990 to 2006, in seconds",
             ("year", "winning_time_seconds"), (("1990", "23.4"), ("1992", "22.9"), ("1994", "not held"), ("1996", "22.6"),
                                          ("1998", "22.6"), ("2000", "22.1"), ("2002", "not held"), ("2004", "22.0"), ("2006", "21.8")))


@pytest.mark.parametrize("true,false", [
    ("The Green candidate won over 50% of the vote in 5 provinces in 2004.", "The Green candidate won over 50% of the vote in 6 provinces in 2004."),
    ("The Greens took more than 50% in 4 provinces in 2008, 50% of the total.", "The Greens took more than 50% in 4 provinces in 2008, 40% of the total."),
    ("The Greens won a majority in 5 of the 8 provinces in 2004.", "The Greens won a majority in 6 of the 8 provinces in 2004."),
    ("In 2008 the Greens fell short of a majority in four provinces.", "In 2008 the Greens fell short of a majority in three provinces."),
])
def test_provinces_meeting_a_share(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [VOTES], true, false)


@pytest.mark.parametrize("true,false", [
    ("Four years had a maximum above 42 degrees.", "Five years had a maximum above 42 degrees."),
    ("Half of the 12 years saw the thermometer reach at least 40°C.", "A quarter of the 12 years saw the thermometer reach at least 40°C."),
    ("2003's peak of 44.3°C was the second-highest annual maximum on record there.", "2003's peak of 44.3°C was the highest annual maximum on record there."),
    ("45.1°C in 2008 was the highest of the series.", "45.1°C in 2008 was the second highest of the series."),
])
def test_years_meeting_a_bound_and_ranked(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [HEAT], true, false)


@pytest.mark.parametrize("true,false", [
    ("The fastest 200 m final in the table was won in 21.8 seconds, in 2006.", "The fastest 200 m final in the table was won in 21.8 seconds, in 2004."),
    ("The 2004 champion ran the 200 m in exactly twenty-two seconds.", "The 2004 champion ran the 200 m in exactly twenty-one seconds."),
])
def test_the_event_a_title_names(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [RACE], true, false)


@pytest.mark.parametrize("true,false", [
    ("The Green candidate's best province in 2004 was Borr, where she took 61.7% of the vote.",
     "The Green candidate's best province in 2004 was Aland, where she took 61.7% of the vote."),
    ("Galt was the Greens' strongest province in 2008, with 61.2% of the vote.", "Galt was the Greens' weakest province in 2008, with 61.2% of the vote."),
])
def test_a_rank_said_through_the_rows_figure(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [VOTES], true, false)


def test_a_comparison_with_another_rank_is_no_rank_of_the_name(lexical_judge):
    # no rank of Dunmere is said: the claim is never refuted as "Dunmere is not the best"
    verdict = lexical_judge.verify("Dunmere, at 58.8 in 2008, was below 2004's best figure, Borr's 61.7.", [VOTES])
    assert verdict.score != 0.0, verdict.evidence


RENTS = Table("town_rents", "Median monthly rent in the twenty towns of Orr County, 2017, in US dollars", ("town", "median_rent_usd"), tuple(
    (f"Town {i}", r) for i, r in enumerate(["812", "1040", "955", "1203", "760", "1488", "990", "1015", "870", "1120",
                                             "1340", "905", "780", "1060", "995", "1230", "845", "1405", "930", "1011"], 1)))


@pytest.mark.parametrize("true,false", [
    ("The Greens won an outright majority in 50% of the provinces in 2008.", "The Greens won an outright majority in 50 of the provinces in 2008."),
    ("The Greens won an outright majority in 62.5% of the provinces in 2004.", "The Greens won an outright majority in 37.5% of the provinces in 2004."),
])
def test_a_share_of_the_rows_meeting_a_bound(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [VOTES], true, false)


@pytest.mark.parametrize("true,false", [
    ("Roughly 45 percent of the 20 places listed had a median rent of at least $1,000.",
     "Roughly 25 percent of the 20 places listed had a median rent of at least $1,000."),
    ("No town's median rent reached $1,500 a month.", "No town's median rent reached $1,400 a month."),
    ("Only three places had a median rent above $1,300.", "Only four places had a median rent above $1,300."),
])
def test_places_and_dollars(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [RENTS], true, false)
