"""Periods, events and whole-table figures (issue 22, items 1-2; set 48 read in session 34). Each case failed on
lexical-33 unless marked a guard:

- a column headed by a period's first and last years (``accidents_1995_1999``) is the one a claim writing those two
  years names ("in 1995-1999", "1990 to 1994"; ``index.Column.span``, ``checks.of_years``, ``ranks``); "went the
  whole of 1990 to 1994 without a fatal accident" is that cell at 0, "No district got through 1995-1999 without a
  fatal accident" that column without a 0 (``negatedcells``);
- "over the twenty years" is the tables' whole period, its "years" no column's word (``windows``); "16 of the 20
  years" where a title or header writes a period of twenty years and no table's rows are years: the whole period, no
  cell (``nonvalues``); "the highest five-year toll": a period's length and a generic noun, no column's words; "X had
  the heaviest toll of 1995-1999, seven accidents": the column of the figure its row holds (``ranks``); "were at their
  most expensive in 2016" ranks the year's price (``ranks``);
- two periods' columns compared: "Upland had 3 more fatal accidents in 1995-1999 than in 1990-1994" (its row's cells),
  "In all, fatal accidents in 1995-1999 were 10 higher than in 1990-1994" (the columns' totals, beside a whole's word;
  "the army's" of a title's army: ``derive.sum_cue``), "Ridge suffered more accidents in 2000-2004 than in 1990-1994",
  "Six of the eight districts had more accidents in 1995-1999 than in 1990-1994" (``periodgaps``); "fell from 58 in
  1880-1884 to 48 in 1885-1889": the 48 is of the 58's words (``windows``), "across the fourteen corps" a whole
  (``derive``); "Brigade I" names the row of a column of short codes, some of one letter (``index.letter_columns``);
- where no year is written, of one measure's columns in several periods the whole period's ("had at least eight
  accidents": ``accidents_1990_2009``; ``checks.whole_period``, ``counting``), and of the columns whose head noun is the
  number's noun ("eight accidents", never ``years_without_an_accident``: ``values``; not yet with an adjective between,
  "eight fatal accidents"); "averaged 0.95 fatal accidents
  a year" of a twenty-year column's cell (``derive``); "about 24% of the twenty-year total": of the column whose period
  holds the part's (``derive.fits``);
- a table of a level's dated changes (one row per change of a fare): "In 1961 the fare went down, to 12 cents", "The
  only time the fare got cheaper was in 1961", "Only once did the fare go down", "After 1961 the fare never went down
  again", "The biggest single increase was the 25-cent jump to 100 cents in 2015", "The 15-cent fare of 1958 lasted
  three years", "The fare changed three times in the 1980s", "raised the fare by 25%", "a bus ride cost 12 cents" in a
  year between two changes (the last change's level), "fell to 15 cents" where the year's level is 12 (``levelchanges``);
- a year a description picks: "In the year petrol was at its most expensive, ...", "The year petrol was cheapest was
  also the year ...", "The year heating oil reached its peak price, the bus fare ..." (``descriptions``); "1961 brought
  the largest (smallest) one-year fall in the price of petrol, down 0.8 on 1960" (``steepest``); a land area adds up
  ("Crane alone makes up about 57% of the six lakes' combined area": a row's share of its column's total, ``derive``);
- a scale a header writes in digits ("drivers_10000s", "fuel_10m_gallons": ``units.numeric_scale``); "topped forty" a bound
  written in words (``words``); "more than two thousand deaths" of a column holding 3,410 reads its cells as deaths, never
  thousands of them (Maine's 47 is no 47 thousand: ``values.cell_agrees``)."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

MINES = Table("mine_accidents", "Fatal accidents in eight coal districts, 1990 to 2009, by five-year span, with the number of years without one",
              ("district", "accidents_1990_1994", "accidents_1995_1999", "accidents_2000_2004", "accidents_2005_2009", "accidents_1990_2009",
               "years_without_an_accident"), (
    ("North", "3", "4", "2", "1", "10", "12"), ("South", "0", "2", "3", "2", "7", "14"), ("East", "5", "6", "4", "7", "22", "5"),
    ("West", "2", "1", "0", "3", "6", "15"), ("Upland", "4", "7", "5", "3", "19", "6"), ("Coast", "1", "3", "2", "2", "8", "13"),
    ("Valley", "2", "2", "1", "1", "6", "16"), ("Ridge", "3", "5", "6", "2", "16", "8")))
BRIGADES = Table("brigade_injuries", "Training injuries in six brigades, 2001 to 2010", ("brigade", "injuries_2001_2005", "injuries_2006_2010"), (
    ("I", "14", "9"), ("II", "11", "13"), ("III", "8", "8"), ("IV", "17", "12"), ("V", "6", "10"), ("G", "12", "15")))
FARES = Table("bus_fare_changes", "Every change in the adult bus fare of a city, 1950 to 2015", ("year", "fare_cents"), (
    ("1950", "10"), ("1958", "15"), ("1961", "12"), ("1966", "20"), ("1974", "25"), ("1974", "30"), ("1980", "35"), ("1983", "40"),
    ("1987", "50"), ("1995", "60"), ("2003", "75"), ("2015", "100")))
FUEL = Table("fuel_prices", "Annual average prices of petrol and heating oil, 1958 to 1966 (cents per litre)", ("year", "petrol_price", "heating_oil_price"), (
    ("1958", "20.1", "11.0"), ("1959", "19.4", "11.8"), ("1960", "18.7", "12.5"), ("1961", "17.9", "12.1"), ("1962", "18.8", "13.4"),
    ("1963", "21.5", "13.0"), ("1964", "22.0", "12.7"), ("1965", "21.4", "14.1"), ("1966", "23.4", "13.9")))
LAKES = Table("lake_areas", "Surface area and greatest depth of six lakes", ("lake", "area_sq_km", "max_depth_m"), (
    ("Amber", "412", "38"), ("Birch", "96", "21"), ("Crane", "1250", "64"), ("Dunlin", "57", "12"), ("Eider", "233", "30"), ("Fern", "152", "17")))
ROADS = Table("state_road_use", "Road use in four states: drivers (in tens of thousands), fuel (tens of millions of US gallons a year) and rural roads",
              ("state", "drivers_10000s", "fuel_10m_gallons", "rural_roads_1000_miles"), (
    ("Ohio", "512", "310", "84"), ("Utah", "96", "71", "41"), ("Iowa", "148", "102", "97"), ("Maine", "71", "44", "19")))
FLOW = Table("creek_flow", "Mean March flow of a creek, 2001 to 2008", ("year", "mean_flow"), (
    ("2001", "38.2"), ("2002", "41.5"), ("2003", "29.9"), ("2004", "44.0"), ("2005", "36.1"), ("2006", "40.3"), ("2007", "33.3"), ("2008", "39.8")))
STATE_DEATHS = Table("state_traffic_deaths", "Traffic deaths and drivers (in tens of thousands) of five states", ("state", "deaths", "drivers_10000s"), (
    ("Ohio", "2310", "512"), ("Utah", "260", "96"), ("Iowa", "833", "148"), ("Maine", "47", "71"), ("Texas", "3410", "870")))
CINEMA = Table("cinema_prices", "Average cinema ticket and popcorn prices, 2012 to 2017", ("year", "ticket_price_usd", "popcorn_price_usd"), (
    ("2012", "12.10", "6.20"), ("2013", "12.60", "6.45"), ("2014", "13.30", "6.40"), ("2015", "13.85", "6.90"), ("2016", "14.20", "7.05"),
    ("2017", "13.95", "7.30")))


@pytest.mark.parametrize(("true", "false", "tables"), [
    ("East's seven accidents in 2005-2009 are the highest five-year toll of any district.",
     "East's seven accidents in 2005-2009 are the lowest five-year toll of any district.", [MINES]),
    ("Upland had the heaviest toll of 1995-1999, seven accidents.", "Upland had the lightest toll of 1995-1999, seven accidents.", [MINES]),
    ("South went the whole of 1990 to 1994 without a fatal accident.", "South went the whole of 1995 to 1999 without a fatal accident.", [MINES]),
    ("No district got through 1995-1999 without a fatal accident.", "No district got through 2000-2004 without a fatal accident.", [MINES]),
    ("East recorded the most fatal accidents, 22 over the twenty years.", "Upland recorded the most fatal accidents, 19 over the twenty years.", [MINES]),
    ("No district recorded more than 22 fatal accidents over the twenty years.",
     "No district recorded more than 20 fatal accidents over the twenty years.", [MINES]),
    ("Not one district went more than 16 of the 20 years without an accident.",
     "Not one district went more than 15 of the 20 years without an accident.", [MINES]),
    ("Valley went the most years without an accident: 16 of the 20.", "West went the most years without an accident: 15 of the 20.", [MINES]),
    ("Across the eight districts, fatal accidents fell from 23 in 2000-2004 to 21 in 2005-2009.",
     "Across the eight districts, fatal accidents rose from 23 in 2000-2004 to 21 in 2005-2009.", [MINES]),
    ("In all, fatal accidents in 1995-1999 were 10 higher than in 1990-1994.", "In all, fatal accidents in 1995-1999 were 12 higher than in 1990-1994.", [MINES]),
    ("Upland had 3 more fatal accidents in 1995-1999 than in 1990-1994.", "Upland had 2 more fatal accidents in 1995-1999 than in 1990-1994.", [MINES]),
    ("Ridge suffered more accidents in 2000-2004 than in 1990-1994.", "Ridge suffered fewer accidents in 2000-2004 than in 1990-1994.", [MINES]),
    ("Six of the eight districts had more accidents in 1995-1999 than in 1990-1994.",
     "Five of the eight districts had more accidents in 1995-1999 than in 1990-1994.", [MINES]),
    ("Brigade I had 5 fewer injuries in 2006-2010 than in 2001-2005.", "Brigade I had 5 more injuries in 2006-2010 than in 2001-2005.", [BRIGADES]),
    ("Upland averaged 0.95 fatal accidents a year.", "Upland averaged 0.95 fatal accidents a month.", [MINES]),
    ("The 23 accidents of 2000-2004 were about 24% of the twenty-year total.",
     "The 23 accidents of 2000-2004 were about 77% of the twenty-year total.", [MINES]),
    ("Five of the eight districts had at least eight accidents.", "Six of the eight districts had at least eight accidents.", [MINES]),
    ("Only three districts, East, Upland and Ridge, had more than fifteen accidents each.",
     "Four districts, East, Upland and Ridge among them, had more than fifteen accidents each.", [MINES]),
    ("In 1961 the bus fare went down, to 12 cents.", "In 1961 the bus fare went up, to 12 cents.", [FARES]),
    ("The only time the fare got cheaper was in 1961, when it went back from 15 cents to 12.",
     "The only time the fare got cheaper was in 1966, when it went back from 15 cents to 12.", [FARES]),
    ("The biggest single increase in the fare was the 25-cent jump to 100 cents in 2015.",
     "The smallest single increase in the fare was the 25-cent jump to 100 cents in 2015.", [FARES]),
    ("After 1961 the fare never went down again.", "After 1958 the fare never went down again.", [FARES]),
    ("The fare changed three times in the 1980s.", "The fare changed four times in the 1980s.", [FARES]),
    ("Only once did the bus fare go down.", "Twice the bus fare went down.", [FARES]),
    ("The 15-cent fare of 1958 lasted three years before the next change.", "The 15-cent fare of 1958 lasted four years before the next change.", [FARES]),
    ("The 10-cent fare set in 1950 held for 8 years.", "The 10-cent fare set in 1950 held for 6 years.", [FARES]),
    ("The 1987 increase, from 40 to 50 cents, raised the fare by 25%.", "The 1987 increase, from 40 to 50 cents, raised the fare by 20%.", [FARES]),
    ("In 1974 the fare rose twice, ending at 30 cents.", "In 1974 the fare rose twice, ending at 35 cents.", [FARES]),  # a guard
    ("In the year petrol was at its most expensive, the bus fare went up, to 20 cents.",
     "In the year petrol was at its most expensive, the bus fare went up, to 25 cents.", [FUEL, FARES]),
    ("The year petrol was cheapest was also the year the fare fell to 12 cents.",
     "The year petrol was cheapest was also the year the fare fell to 15 cents.", [FUEL, FARES]),
    ("In the year heating oil reached its peak price, a bus ride cost 12 cents.",
     "In the year heating oil reached its peak price, a bus ride cost 20 cents.", [FUEL, FARES]),
    ("The year heating oil reached its peak price, the bus fare stood at 12 cents.",
     "The year heating oil reached its peak price, the bus fare stood at 15 cents.", [FUEL, FARES]),
    ("1961 brought the largest one-year fall in the price of petrol, down 0.8 on 1960.",
     "1961 brought the smallest one-year fall in the price of petrol, down 0.8 on 1960.", [FUEL]),
    ("Crane alone makes up about 57% of the six lakes' combined area.", "Crane alone makes up about 47% of the six lakes' combined area.", [LAKES]),
    ("Ohio burned about 3.1 billion US gallons of fuel a year.", "Ohio burned about 3.1 million US gallons of fuel a year.", [ROADS]),
    ("Iowa had about 1.48 million drivers.", "Iowa had about 14,800 drivers.", [ROADS]),
    ("The creek's mean flow topped forty in three of the eight years.", "The creek's mean flow topped forty in four of the eight years.", [FLOW]),
    ("Two states recorded more than two thousand deaths.", "Three states recorded more than two thousand deaths.", [STATE_DEATHS]),
    ("Tickets were at their most expensive in 2016, at $14.20.", "Tickets were at their least expensive in 2016, at $14.20.", [CINEMA]),
])
def test_true_claim_kept_and_false_twin_caught(lexical_judge, true, false, tables):
    assert_kept_and_caught(lexical_judge, tables, true, false)
