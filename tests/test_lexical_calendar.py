"""Pairs of our own for the calendar and scale rules of ``lexical-11``, over three small tables with invented figures
(a week of daily weather with ISO dates, an employment table with one ``yyyy-mm`` row per January whose title says
its figures are in thousands, and a yearly generation table in thousand MWh):

- a ``yyyy-mm`` cell under a calendar header is that month ("January 2020" finds the row ``2020-01``);
- two dates compared on one column ("lower on March 9 than on March 8"), and a step back in time as the other side
  ("larger in January 2020 than a year earlier", "heavier on March 8 than the day before", "than in the previous
  year" of a year column);
- a superlative whose subject is a date ("Rainfall peaked on March 8", "March 8 was the wettest day"); "the lowest
  maximum temperature" is one superlative over the ``max_temp_c`` column, not two;
- a title's scale ("(thousands of jobs)") applies to its table's quantities ("about 2.8 million" is the cell 2790), a
  bare copy of the cell still agrees ("2,790 in January 2020": "in" is no noun it counts), and a hedged number of
  four or more significant digits agrees within 0.5%, not 2% ("about 2,755 thousand" is no 2,790);
- a year after "in" is a time, not a count of the next word ("In 2019 wind produced ...");
- a change of a measure between two periods of a table with one row per period, no entity named ("From 2017 to
  2019, coal generation fell by 2,600 thousand MWh", "fell about 37%", "shed 49 thousand jobs", "shrank from 14
  thousand in January 2018 to 11 thousand in January 2021"), and "year after year" checked at every step between; with
  one table per year, the year in each title ("Town data for 1990", "... for 2010"), the entity's row in each
  (through its code) and the column of one header both have, named better than any other;
- units a title states per column ("(rainfall in mm, wind in m/s)") or for every quantity ("(thousand MWh)"),
  converted (speeds: m/s, km/h, mph, knots; energy: kWh to TWh): "about 20 km/h" of 5.5 m/s, "16.1 TWh" of 16,100
  thousand MWh;
- a cell's share of its row's total over three or more measures of one kind ("wind generated about 61% of the
  electricity from coal, wind and solar"), only of the column named before the number;
- "never fell below 13,000 thousand MWh": no row of the column named below it, the cells read in the claim's scale
  (a bound reads a cell in the scale it is nearer to: 7,000 thousand is never 7,000,000 thousand);
- two columns of the row a date or year locates, as a multiple ("In 2019 wind produced nearly four times as much as
  coal").

Each pair is a true claim and a false twin with one fact changed: the true one must be supported and the false one
refuted (a ``skipped`` verdict is a miss on either side).
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

WEATHER = Table(
    "weather",
    "Oslo daily weather, March 2021 (rainfall in mm, wind in m/s)",
    ("date", "rainfall_mm", "max_temp_c", "wind"),
    (
        ("2021-03-07", "4.1", "6.5", "3.2"),
        ("2021-03-08", "12.6", "8.0", "5.5"),
        ("2021-03-09", "0.0", "5.2", "2.1"),
        ("2021-03-10", "2.2", "9.9", "4.0"),
    ),
)
JOBS = Table(
    "jobs",
    "Employment in January of each year (thousands of jobs)",
    ("month", "total", "fishing", "oil_and_gas"),
    (
        ("2018-01", "2702", "14", "61"),
        ("2019-01", "2755", "13", "63"),
        ("2020-01", "2790", "12", "65"),
        ("2021-01", "2741", "11", "62"),
    ),
)
POWER = Table(
    "power",
    "Electricity generation by source (thousand MWh)",
    ("year", "coal", "wind", "solar"),
    (("2017", "7000", "14800", "750"), ("2018", "7900", "13900", "950"), ("2019", "4400", "16100", "960")),
)
TOWNS_1990 = Table(
    "towns_1990",
    "Town data for 1990: population and median age in years",
    ("town", "code", "population", "median_age_years"),
    (("Ashby", "ASH", "15400", "36.2"), ("Brook", "BRK", "8200", "34.1"), ("Colton", "COL", "22100", "31.5")),
)
TOWNS_2010 = Table(
    "towns_2010",
    "Town data for 2010 (towns by code): population and median age in years",
    ("code", "population", "median_age_years"),
    (("ASH", "14200", "41.0"), ("BRK", "9900", "39.5"), ("COL", "46000", "33.0")),
)
ALL = (WEATHER, JOBS, POWER)
TOWNS = (TOWNS_1990, TOWNS_2010)

PAIRS = [
    (ALL, "Fishing employment was 12 thousand in January 2020.", "Fishing employment was 12 thousand in January 2021."),
    (ALL, "The maximum temperature was lower on March 9 than on March 8.", "The maximum temperature was higher on March 9 than on March 8."),
    (ALL, "Rainfall was heavier on 8 March 2021 than on 7 March 2021.", "Rainfall was lighter on 8 March 2021 than on 7 March 2021."),
    (ALL, "Oil and gas employment was larger in January 2020 than a year earlier.", "Oil and gas employment was smaller in January 2020 than a year earlier."),
    (ALL, "Rainfall was heavier on March 8 than the day before.", "Rainfall was lighter on March 8 than the day before."),
    (ALL, "The maximum temperature was higher on March 10, 2021 than on the previous day.",
     "The maximum temperature was lower on March 10, 2021 than on the previous day."),
    (ALL, "Wind generation was higher in 2019 than a year earlier.", "Wind generation was lower in 2019 than a year earlier."),
    (ALL, "Rainfall peaked on March 8.", "Rainfall peaked on March 9."),
    (ALL, "March 8 was the wettest day.", "March 9 was the wettest day."),
    (ALL, "Fishing employment was highest in January 2018.", "Fishing employment was highest in January 2020."),
    (ALL, "The lowest maximum temperature came on March 9.", "The lowest maximum temperature came on March 7."),
    (ALL, "Total employment stood at about 2.8 million in January 2020.", "Total employment stood at about 2.7 million in January 2020."),
    (ALL, "Total employment stood at 2,790 in January 2020.", "Total employment stood at 2,790 in January 2021."),
    (ALL, "Total employment stood at about 2,755 thousand in January 2019.", "Total employment stood at about 2,755 thousand in January 2020."),
    (ALL, "In 2019 wind produced 16,100 thousand MWh.", "In 2018 wind produced 16,100 thousand MWh."),
    ((POWER,), "In 2019 wind generation was 16,100.", "In 2019 wind generation was 16,200."),
    # a change of a table's measure between two periods, no entity named (one row per period)
    (ALL, "From 2017 to 2019, coal generation fell by 2,600 thousand MWh.", "From 2017 to 2019, coal generation fell by 2,900 thousand MWh."),
    (ALL, "Coal generation fell about 37% from 2017 to 2019.", "Coal generation fell about 30% from 2017 to 2019."),
    (ALL, "Between January 2020 and January 2021 total employment shed 49 thousand jobs.",
     "Between January 2020 and January 2021 total employment shed 59 thousand jobs."),
    (ALL, "Fishing employment shrank from 14 thousand in January 2018 to 11 thousand in January 2021.",
     "Fishing employment grew from 14 thousand in January 2018 to 11 thousand in January 2021."),
    (ALL, "Coal output edged up from 7,000 thousand MWh in 2017 to 7,900 thousand MWh in 2018.",
     "Coal output slipped from 7,000 thousand MWh in 2017 to 7,900 thousand MWh in 2018."),
    (ALL, "Total employment rose year after year from January 2018 to January 2020.",
     "Total employment rose year after year from January 2018 to January 2021."),
    # one table per year, the year in its title; the town joined to the later table through its code
    (TOWNS, "Between 1990 and 2010 Ashby's population fell by about 1,200.", "Between 1990 and 2010 Ashby's population rose by about 1,200."),
    (TOWNS, "Brook's median age rose from 34.1 in 1990 to 39.5 in 2010.", "Brook's median age fell from 34.1 in 1990 to 39.5 in 2010."),
    (TOWNS, "Colton's population more than doubled between 1990 and 2010.", "Colton's population more than tripled between 1990 and 2010."),
    # units the title states, per column ("wind in m/s") or for every quantity ("(thousand MWh)"), converted
    (ALL, "The 5.5 m/s wind on March 8 works out to about 20 km/h.", "The 5.5 m/s wind on March 8 works out to about 25 km/h."),
    (ALL, "On March 8 the wind reached about 12 mph.", "On March 8 the wind reached about 15 mph."),
    (ALL, "Rainfall on March 8 was 1.26 cm.", "Rainfall on March 8 was 12.6 cm."),
    (ALL, "Wind generated about 16.1 TWh in 2019.", "Wind generated about 15.1 TWh in 2019."),
    # a cell's share of its row's total over three or more measures of one kind, of the column named before the number
    (ALL, "In 2018 wind generated about 61% of the electricity from coal, wind and solar.",
     "In 2018 solar generated about 61% of the electricity from coal, wind and solar."),
    (ALL, "In 2019 solar made up roughly 4.4% of the generation from the three sources.",
     "In 2019 coal made up roughly 4.4% of the generation from the three sources."),
    # a bound over every row of the column named, in the claim's scale ("13,000 thousand" against cells in thousands)
    (ALL, "Wind generation never fell below 13,000 thousand MWh.", "Wind generation never fell below 14,000 thousand MWh."),
    ((POWER,), "Coal generation never exceeded 8,000 thousand MWh.", "Coal generation never exceeded 7,500 thousand MWh."),
    # two columns of one located row as a multiple ("four times as much as": a number word too)
    (ALL, "In 2019 wind produced nearly four times as much as coal.", "In 2019 wind produced nearly three times as much as coal."),
    (ALL, "In January 2020 oil and gas employed about five times as many people as fishing.",
     "In January 2020 oil and gas employed about four times as many people as fishing."),
]


@pytest.mark.parametrize("tables, true, false", PAIRS, ids=[f"pair{i}" for i in range(len(PAIRS))])
def test_true_claim_kept_and_false_twin_caught(lexical_judge, tables, true, false):
    assert_kept_and_caught(lexical_judge, tables, true, false)


def test_a_season_is_not_a_month():
    """"2008-09" under ``season`` is a sports season, never September 2008: only a calendar header makes ``yyyy-mm`` a month."""
    from mt_raig.eval.lexical.yearmonth import is_year_month, year_month

    assert is_year_month(["month"], ["2008-09", "2009-10"])
    assert not is_year_month(["season"], ["2008-09", "2009-10"])
    assert (year_month("2008-09").year, year_month("2008-09").month) == (2008, 9)


def test_a_step_back_without_a_year_stays_in_its_month(lexical_judge):
    """"a day before March 1" has no written year, so no row is guessed: nothing is compared."""
    from mt_raig.eval.lexical.earlier import _date_text
    from mt_raig.numbers import find_dates

    (march1,) = find_dates("March 1")
    assert _date_text(march1, "day") is None
    (jan2020,) = find_dates("January 2020")
    assert _date_text(jan2020, "month") == "December 2019"
    assert _date_text(jan2020, "year") == "January 2019"
