"""Steps between years, sided columns and the years other tables' facts pick (issue 22, items 1-2; set 46 read in
session 32). Each case failed on lexical-31 unless marked a guard:

- a percent column whose header names a span ("ten_year_release_pct") is a percent, never a duration in years
  (``index``);
- "Trial 9 had 222 more vaccinated subjects than unvaccinated ones", "Trial 6's unvaccinated arm had 192 more
  tuberculosis cases than its vaccinated arm": the difference of the two columns each side's words name in the row,
  never another pair of it (``derive``);
- two columns of one quantity for two sides, told apart by one header word (``applications_men``,
  ``applications_women``): "Women's success rate in the humanities was higher than men's", "The medical sciences had
  more applications from women than from men" (one row's, ``cellpairs``), "Women's success rate beat men's in four of
  the nine disciplines" (a count of rows, ``rowwise``): the quantity named once, each side by its word (``sides``);
- yearly series: "Among the years 1983 to 1989, 1985 saw the lowest production" ranks those years only (``yearspans``,
  ``ranks``); "Of the seventeen years, 2004 had the lowest share" (the scope names no column of the year, ``values``);
  "output" names a production column (``lexicon``); "In Chile's peak production year, X" is the year first on it
  (``descriptions``); "The steepest one-year fall in X came in 1982, when output dropped by 166.1 million tonnes" and
  "In the year X fell the most, Y" (the largest change from the year before, ``steepest``); "X fell from the year
  before only twice" (every step of the series, ``stepcounts``); "5,321 thousand tonnes" of
  ``production_thousand_tonnes`` where the title states tonnes (the header's own unit, never a count: ``index``), and
  the words after "400 million tonnes" are the next number's (``windows``);
- totals of two sided count columns: "Across all five subjects, boys had 192 more entrants than girls", "Girls made 1,279
  of the 2,750 entries, about 46.5%" (``derive.sided_totals``, only where the claim names a total); "north of 52
  degrees" is a bound (``lexicon``); "in 2004, three years after the series begins", "After 2004 it took four
  years, until 2008, for ..." (``yeargaps``); "Site 1 was run in the 1990s and site 4 in the 2000s": each decade of
  the entity (a name or a key) written before it (``decades``);
- the years two tables share: "The warmest year that both tables cover saw ...", "In the coolest year of the
  temperature record, ...", "In the last year covered by both tables, ...", "In the year with the fewest ice days among
  those the temperature table covers, ..." (``descriptions``); a header in degrees Celsius names a temperature where no
  column is headed one (``annual_mean_anomaly_c``, ``index``);
- "In the only year between 1985 and 1992 when the US economy shrank, ..." (a column of changes: its one negative
  cell; another column: its one fall from the year before, ``steepest``); "When the US prison count hit its peak, ..."
  (``descriptions``); "In three of the five subjects, girls passed at a higher rate than boys" (``rowwise``, ``sides``);
- "X did not decline in any year after 2005", "After 2009, X never fell again": no step after that year goes the
  verb's way (``stepcounts.no_step``); "X slipped below the previous year's level six times", "Sixteen times X came in
  below the year before" (``stepcounts.times_past_before``)."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

RELEASES = Table("archive_releases", "Records released by a state archive, 2015 to 2020", ("year", "files_opened", "ten_year_release_pct", "pages_scanned"), (
    ("2015", "1840", "41", "220500"), ("2016", "2210", "47", "231800"), ("2017", "1975", "38", "260400"),
    ("2018", "2630", "55", "301200"), ("2019", "2480", "62", "298700"), ("2020", "1510", "44", "355900")))

ARMS = Table("relapse_trials", "Relapse prevention trials by site", ("site", "year", "treated", "treated_relapses", "untreated", "untreated_relapses"), (
    ("1", "1991", "140", "12", "152", "31"), ("2", "1994", "388", "40", "361", "57"), ("3", "1998", "1210", "75", "1165", "118"),
    ("4", "2003", "96", "9", "96", "14"), ("5", "2007", "2044", "130", "1890", "162")))

EXAMS = Table("school_exams", "Exam entrants and pass rates by subject", ("subject", "entrants_boys", "entrants_girls", "pass_rate_boys_pct", "pass_rate_girls_pct"), (
    ("Chemistry", "412", "388", "71.5", "76.2"), ("History", "290", "335", "68.0", "66.4"), ("Art", "120", "245", "80.3", "84.1"),
    ("Physics", "605", "260", "73.9", "72.8"), ("Latin", "44", "51", "90.9", "94.1")))

COPPER = Table("chile_copper_output", "Chile's copper production by year (thousand tonnes)", ("year", "production_thousand_tonnes"), (
    ("2001", "4739"), ("2002", "4581"), ("2003", "4904"), ("2004", "5413"), ("2005", "5321"), ("2006", "5361"),
    ("2007", "5557"), ("2008", "5330"), ("2009", "5394"), ("2010", "5419")))
PERMITS = Table("harbor_city_permits", "Building permits issued in Harbor City by year", ("year", "permits", "five_year_renewal_pct"), (
    ("2001", "812", "71"), ("2002", "790", "68"), ("2003", "845", "74"), ("2004", "901", "77"), ("2005", "866", "73"),
    ("2006", "930", "79"), ("2007", "958", "81"), ("2008", "701", "66"), ("2009", "655", "62"), ("2010", "690", "64")))

ANOMALIES = Table("world_temperature_anomaly_2000_2008", "World temperature anomaly by year (degrees Celsius)", ("year", "january_anomaly_c", "july_anomaly_c", "annual_mean_anomaly_c"), (
    ("2000", "0.25", "0.36", "0.39"), ("2001", "0.45", "0.53", "0.54"), ("2002", "0.75", "0.60", "0.70"), ("2003", "0.73", "0.55", "0.62"),
    ("2004", "0.58", "0.43", "0.53"), ("2005", "0.70", "0.59", "0.68"), ("2006", "0.55", "0.54", "0.64"), ("2007", "0.94", "0.59", "0.66"),
    ("2008", "0.23", "0.53", "0.54")))
LAKE = Table("lake_ice_1998_2009", "Days of ice cover on a northern lake by winter", ("year", "ice_days"), (
    ("1998", "92"), ("1999", "87"), ("2000", "88"), ("2001", "95"), ("2002", "71"), ("2003", "66"), ("2004", "79"), ("2005", "70"),
    ("2006", "64"), ("2007", "81"), ("2008", "90"), ("2009", "58")))

GROWTH = Table("harbor_state_growth", "Harbor State real GDP growth by year", ("year", "real_gdp_growth_pct"), (
    ("2003", "2.9"), ("2004", "3.8"), ("2005", "3.5"), ("2006", "-0.4"), ("2007", "2.1"), ("2008", "1.8")))


@pytest.mark.parametrize(("true", "false", "tables"), [
    ("In 2018, 55% of the files opened were released within ten years.", "In 2018, 47% of the files opened were released within ten years.", [RELEASES]),
    ("The ten-year release share peaked in 2019, at 62%.", "The ten-year release share peaked in 2018, at 62%.", [RELEASES]),
    ("Site 3 enrolled 45 more treated patients than untreated ones.", "Site 3 enrolled 54 more treated patients than untreated ones.", [ARMS]),
    ("Site 2's untreated arm had 17 more relapses than its treated arm.", "Site 2's untreated arm had 27 more relapses than its treated arm.", [ARMS]),
    ("Site 5 had 154 fewer untreated patients than treated ones.", "Site 5 had 145 fewer untreated patients than treated ones.", [ARMS]),
    ("Girls' pass rate in chemistry was higher than boys'.", "Girls' pass rate in chemistry was lower than boys'.", [EXAMS]),
    ("Art had more entrants from girls than from boys.", "Art had fewer entrants from girls than from boys.", [EXAMS]),
    ("In physics, boys passed at a higher rate than girls.", "In physics, boys passed at a lower rate than girls.", [EXAMS]),
    ("Girls' pass rate beat boys' in three of the five subjects.", "Girls' pass rate beat boys' in four of the five subjects.", [EXAMS]),
    ("Among the years 2004 to 2008, 2005 saw the lowest production, 5,321 thousand tonnes.",
     "Among the years 2004 to 2008, 2005 saw the highest production, 5,321 thousand tonnes.", [COPPER]),
    ("Of the ten years, 2009 had the lowest five-year renewal share, 62%.", "Of the ten years, 2009 had the highest five-year renewal share, 62%.", [PERMITS]),
    ("The 2009 output was the fourth highest in the series.", "The 2009 output was the third highest in the series.", [COPPER]),
    ("In Chile's peak production year, Harbor City issued 958 building permits.", "In Chile's peak production year, Harbor City issued 930 building permits.", [COPPER, PERMITS]),
    ("The steepest one-year fall in permits came in 2008, when they dropped by 257.", "The steepest one-year fall in permits came in 2009, when they dropped by 257.", [PERMITS]),
    ("The largest one-year rise in copper production came in 2004, when output rose by 509 thousand tonnes.",
     "The largest one-year rise in copper production came in 2004, when output rose by 590 thousand tonnes.", [COPPER]),
    ("In the year permits fell the most, Chile produced 5,330 thousand tonnes of copper.",
     "In the year permits fell the most, Chile produced 5,557 thousand tonnes of copper.", [PERMITS, COPPER]),
    ("Copper production fell from the year before only three times.", "Copper production fell from the year before only twice.", [COPPER]),
    ("In 2005 Chile produced 5,321 thousand tonnes of copper.", "In 2005 Chile produced 5,361 thousand tonnes of copper.", [COPPER]),
    ("Across all five subjects, boys had 192 more entrants than girls.", "Across all five subjects, boys had 129 more entrants than girls.", [EXAMS]),
    ("Girls made 1,279 of the 2,750 entries, about 46.5%.", "Girls made 1,279 of the 2,750 entries, about 53.5%.", [EXAMS]),
    ("No site before 2000 enrolled north of 1,500 treated patients.", "No site before 2000 enrolled north of 1,000 treated patients.", [ARMS]),
    ("Production first topped 5,400 thousand tonnes in 2004, three years after the series begins.",
     "Production first topped 5,400 thousand tonnes in 2004, four years after the series begins.", [COPPER]),
    ("After 2004 it took six years, until 2010, for production to top 5,400 thousand tonnes again.",
     "After 2004 it took five years, until 2010, for production to top 5,400 thousand tonnes again.", [COPPER]),
    ("Site 1 was run in the 1990s and site 4 in the 2000s.", "Site 1 was run in the 1990s and site 4 in the 1980s.", [ARMS]),
    ("The warmest year that both tables cover saw 71 days of lake ice.", "The warmest year that both tables cover saw 70 days of lake ice.", [ANOMALIES, LAKE]),
    ("In the coolest year of the temperature record, the lake was frozen for 88 days.",
     "In the coolest year of the temperature record, the lake was frozen for 95 days.", [ANOMALIES, LAKE]),
    ("In the last year covered by both tables, the lake was frozen for 90 days.", "In the last year covered by both tables, the lake was frozen for 58 days.", [ANOMALIES, LAKE]),
    ("In the year with the fewest ice days among those the temperature table covers, the annual mean anomaly was 0.64.",
     "In the year with the fewest ice days among those the temperature table covers, the annual mean anomaly was 0.54.", [LAKE, ANOMALIES]),
    ("In the only year between 2003 and 2006 when copper production fell, Harbor City issued 866 permits.",
     "In the only year between 2003 and 2006 when copper production fell, Harbor City issued 930 permits.", [COPPER, PERMITS]),
    ("In the only year when the Harbor State economy shrank, Chile produced 5,361 thousand tonnes of copper.",
     "In the only year when the Harbor State economy shrank, Chile produced 5,321 thousand tonnes of copper.", [GROWTH, COPPER]),
    ("When Harbor City's permits hit their peak, Chile produced 5,557 thousand tonnes of copper.",
     "When Harbor City's permits hit their peak, Chile produced 5,330 thousand tonnes of copper.", [PERMITS, COPPER]),
    ("In three of the five subjects, girls passed at a higher rate than boys.", "In four of the five subjects, girls passed at a higher rate than boys.", [EXAMS]),
    ("Copper production did not decline in any year after 2008.", "Copper production did not decline in any year after 2006.", [COPPER]),
    ("After 2008, copper production never fell again.", "After 2004, copper production never fell again.", [COPPER]),
    ("Permits did not rise in any year between 2007 and 2009.", "Permits did not rise in any year between 2006 and 2009.", [PERMITS]),  # a guard
    ("Permits slipped below the previous year's level four times.", "Permits slipped below the previous year's level three times.", [PERMITS]),
    ("Five times the permit count came in above the year before.", "Six times the permit count came in above the year before.", [PERMITS]),
])
def test_true_claim_kept_and_false_twin_caught(lexical_judge, true, false, tables):
    assert_kept_and_caught(lexical_judge, tables, true, false)


def test_a_count_of_rows_is_no_one_rows_sided_comparison(lexical_judge):
    """A guard: "Two subjects, Art among them, had more entrants from girls than from boys" counts rows (three have);
    the one named row's comparison alone must never accept it."""
    verdict = lexical_judge.verify("Two subjects, Art among them, had more entrants from girls than from boys.", [EXAMS])
    assert verdict.score != 1.0
