"""Shares of a column, counts of zero rows, cross-classified rows and years a verb picks (issue 22, items 1-2; set 42
read in session 30). Each case failed on lexical-29 unless marked a guard:

- "killed 879 people", "more than a thousand people died": a fatalities column (``lexicon``), over the accidents its
  header words beside it name (``counting``); "the women's admission rate" of ``percent_admitted``, "applied" of
  ``applicants``;
- "In the year the most X ...", "In the year X killed the most people, ...", "The year with the most X saw 32 Y" (the
  verb kept: "1982 saw 32 Y", ``descriptions``); "the 268 hijacking deaths of 2001": the year locates the row whatever
  the deaths' column (``values``);
- "were about 82% of all X in the table", "more than a third of all X from 1980 to 2019", "the three most populous
  together hold about 53% of all the inhabitants": a part's share of a column's sum (``columnshares``);
- "about 898 people a year on average" of yearly rows, never "a month" (``aggregates``);
- one-letter codes named with their header ("major A", ``index``); two names classifying one table's rows two ways
  ("Women were admitted to major A at a higher rate than men": each side's row of major A), the name sharing the other
  side's column ("Sidney Holland's spell in New Zealand ... than Joseph Chifley's"), a name in apposition ("than Dover,
  Delaware"), a gap in a unit only one column has ("43,000 km² larger": the area, not the population), all in
  ``comparisons``; "drew the fewest women applicants": ranked among the women's rows (``ranks``);
- "the most densely populated", "the lowest population density": population / area, with the density written
  (``relativeranks``);
- "two years with no hijackings", "killed no one in 15 of the 40 years" count the rows at 0 (``boundcounts``); "Not one
  year since 2010 had ..." is "No year since 2010 had ..." (``rewrites``); "more than a million" is 1 million
  (``boundidioms``); "There was no year without a hijacking before 2015" (``boundcounts``);
- "in the 1980s added up to 464" totals that decade's rows, and "from 1980 to 1989 added up to 464" is a total, never a
  change (``aggregates``, ``periods``); "The 178 deaths of 1995 came six years before the 3,014 of 2001": the second year
  minus the first, each figure in its year's row (``yeargaps``); "7.6 male applicants for every female applicant": the
  first row's cell over the second's (``ratiopairs``), "male" naming a gender column's "men" (``index``); "admitted 62 of
  its 825 applicants" is a count, never a percent cell (``values``); "Women made up about 65% of major C's applicants":
  one row's share of the owner's rows (``columnshares``); "the 1,043 killed or wounded in 2017 were the second-highest
  toll": the column of the figure the year's row holds (``ranks``);
- the density of the year written where a table has a population per year (``relativeranks``); "the quietest stop on
  line 2": the entries its own word names over the "line" a scope names; "the busiest month, with 14,350 rentals": of
  the columns the words name, the one holding the figure, and "the slowest month, with only 3,950 rentals" the figure's
  column over ``months_inventory`` ("month"); "the ferry line's busiest month of 2019": the year a period, never a
  quantity (``ranks``, ``values``);
- "35 accidents, about 17.3% of the 202 recorded" reads "35 of the 202 accidents" (``selfshare``); "Casual riders made up
  about 23% of the casual and member rentals combined": one column over the two summed, and "Women made up about 58% of
  those aged 65 and over in 2020" ``females_2020`` over it and ``males_2020`` in that row (``columnshares``);
- set 43 (read in session 30): a rank scoped to years ("Between 1993 and 1999, ... highest in 1993", ``yearspans``,
  ``ranks``), a growth column ranked by "weakest growth"; "rose from 1992 to 1993, from 7.5% to 6.9%" reads the second
  pair (``relations``); "growth slowed/accelerated" (``periods``); "never fell below 4%" is a bound, no fall of another
  column (``signedmoves``); "output shrank in 1 of the 10 years" counts the growth column's negative rows, never its
  steps (``stepcounts``), of the one yearly table ("years", ``nouns``), "of the 10 years" a total, no duration
  (``counting``); "In the Zephyr's best sales year", "The year the Orbit sold best", "The year of highest joblessness
  between 1990 and 1993" (``descriptions``), "The year the archive first counted more than 500 packages" of dated rows
  (``crossings``), "In the year of the Canadian and Swedish figures" (``whenyears``); "spent" names a spending column;
  "about 16% below that of Sweden" is a gap relative to Sweden's (``comparisons``); a percentage is never a cell of a
  column in dollars or another unit (``values``); "The highest and lowest X are N points apart" is the column's spread
  (``spreads``); "averaged 5.2% in the 1990s, about 2 points less than in the 1980s" compares the two decades' means
  (``aggregates``); "US GDP" names a row "United States" (never where another table's title writes "US": ``aliases``);
  "X's share of 4.45% was the second lowest of the thirteen": "of the thirteen" counts the set, the figure's column is
  ranked (``ranks``)."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

CRASHES = Table("ferry_incidents", "Ferry incidents worldwide, 2010 to 2017: accidents, accident fatalities, hijackings and hijacking fatalities",
                ("year", "ferry_accidents", "ferry_fatalities", "hijackings", "hijacking_fatalities"), (
                    ("2010", "31", "1210", "4", "12"), ("2011", "28", "640", "0", "0"), ("2012", "35", "1502", "2", "0"),
                    ("2013", "22", "415", "3", "40"), ("2014", "26", "1105", "0", "0"), ("2015", "19", "388", "1", "0"),
                    ("2016", "24", "902", "2", "3"), ("2017", "17", "275", "1", "0")))
DEATHS = Table("road_deaths", "Deaths in the country, 2010 to 2017: drowning, suicide and drunk-driving deaths of each year",
               ("year", "drownings", "suicides", "drunk_driving_deaths"), (
                   ("2010", "310", "2911", "980"), ("2011", "295", "3020", "1011"), ("2012", "322", "2875", "940"),
                   ("2013", "301", "3105", "925"), ("2014", "288", "2990", "1050"), ("2015", "330", "2950", "901"),
                   ("2016", "279", "3050", "1099"), ("2017", "305", "2999", "887")))
COURSES = Table("course_admissions", "Admissions to four courses by gender: the course (A to D), the applicants' gender, "
                "the percent of applicants admitted and the number of applicants", ("course", "gender", "percent_admitted", "applicants"), (
                    ("A", "men", "58", "640"), ("B", "men", "49", "210"), ("C", "men", "31", "390"), ("D", "men", "12", "150"),
                    ("A", "women", "71", "95"), ("B", "women", "52", "330"), ("C", "women", "27", "410"), ("D", "women", "15", "40")))
REGIONS = Table("regions", "The six regions of the island: each region's seat, its area in square kilometres and its population",
                ("region", "seat", "area_sq_km", "population"), (
                    ("Northmark", "Holt", "9120.5", "88250"), ("Eastvale", "Brenn", "1450.2", "612400"), ("Southfold", "Carrow", "3310.0", "1204500"),
                    ("Westerby", "Dunmere", "5208.4", "301150"), ("Midland", "Elsworth", "2004.8", "1502300"), ("Fellside", "Garth", "7450.1", "45900")))
CITIES = Table("towns", "Towns and their states", ("town", "state", "population"), (
    ("Amberly", "Ostria", "81230"), ("Brackton", "Velland", "39400"), ("Corwin", "Ostria", "52010")))
STATES = Table("states", "States and their capitals", ("state", "capital", "area_sq_km"), (
    ("Ostria", "Corwin", "3100"), ("Velland", "Brackton", "4100")))
LEADERS = Table("premiers", "Premiers of two countries and their time in office", ("premier", "country", "days_in_office"), (
    ("Ada Voss", "Ostria", "2310"), ("Bo Linde", "Velland", "1720"), ("Cy Morrow", "Ostria", "940")))

TOWNS = Table("towns_2021", "Five towns in the 2016 and 2021 censuses: land area in square kilometres and population",
              ("town", "land_area_km2", "population_2016", "population_2021"), (
                  ("Lakeside", "60.0", "118000", "123000"), ("Hillcrest", "120.0", "131000", "127000"), ("Riverton", "95.5", "70100", "74800"),
                  ("Oakfield", "210.0", "60500", "62000"), ("Millbrook", "33.0", "30100", "31500")))
STOPS = Table("line_2_stops", "The six stops of tram line 2 in 2021 and their entries", ("stop", "lines", "entries_2021"), (
    ("Quay Street", "2", "410220"), ("Market Square", "2", "521900"), ("Central", "2", "2310500"), ("Harbour", "2", "880400"),
    ("Old Town", "2", "640100"), ("University", "2", "1210700")))
RENTALS = Table("ferry_line_2019", "Bicycle rentals on the ferry line by month, 2019, and the bikes in stock in months of use",
                ("month", "casual_rentals", "member_rentals", "total_rentals", "months_inventory"), (
                    ("January", "410", "3900", "4310", "3.1"), ("February", "350", "3600", "3950", "2.2"), ("March", "820", "5200", "6020", "2.4"),
                    ("April", "1900", "8100", "10000", "2.6"), ("May", "3100", "9900", "13000", "2.8"), ("June", "3950", "10400", "14350", "3.0"),
                    ("July", "4420", "9700", "14120", "2.9")))

AGES = Table("applicants_by_age", "Applicants by age group and sex, 2010 and 2020", ("age", "males_2010", "females_2010", "males_2020", "females_2020"), (
    ("under 40", "5200", "4100", "5600", "4900"), ("40 to 64", "3100", "3000", "3300", "3500"), ("65 and over", "700", "800", "840", "1160")))


@pytest.mark.parametrize("true,false,tables", [
    ("In 2012, ferry accidents killed 1,502 people.", "In 2012, ferry accidents killed 35 people.", [CRASHES]),
    ("More than a thousand people died in ferry accidents in three of the eight years.",
     "More than a thousand people died in ferry accidents in four of the eight years.", [CRASHES]),
    ("In the year the most people died by suicide, there were 22 ferry accidents.",
     "In the year the most people died by suicide, there were 26 ferry accidents.", [DEATHS, CRASHES]),
    ("In the year hijackings killed the most people, there were 301 drownings.",
     "In the year hijackings killed the most people, there were 322 drownings.", [CRASHES, DEATHS]),
    ("The year with the most drunk-driving deaths in the table saw 2 hijackings.",
     "The year with the most drunk-driving deaths in the table saw 4 hijackings.", [DEATHS, CRASHES]),  # a guard
    ("The 40 hijacking deaths of 2013 were more than two thirds of all hijacking deaths from 2010 to 2017.",
     "The 40 hijacking deaths of 2013 were more than three quarters of all hijacking deaths from 2010 to 2017.", [CRASHES]),
    ("The 1,502 ferry deaths of 2012 were about 23% of all ferry fatalities in the table.",
     "The 1,502 ferry deaths of 2012 were about 32% of all ferry fatalities in the table.", [CRASHES]),  # a guard
    ("The two most populous regions together hold about 72% of all the inhabitants.",
     "The two most populous regions together hold about 27% of all the inhabitants.", [REGIONS]),
    ("Ferry accidents killed about 805 people a year on average over the eight years.",
     "Ferry accidents killed about 805 people a month on average over the eight years.", [CRASHES]),
    ("Women applying to course A had the highest admission rate of the eight groups, 71%.",
     "Women applying to course B had the highest admission rate of the eight groups, 71%.", [COURSES]),
    ("Women were admitted to course C at a lower rate than men.", "Women were admitted to course C at a higher rate than men.", [COURSES]),
    ("More women than men applied to course B.", "Fewer women than men applied to course B.", [COURSES]),
    ("In course A the women's admission rate was 13 percentage points above the men's.",
     "In course A the women's admission rate was 23 percentage points above the men's.", [COURSES]),  # a guard
    ("Course D drew the fewest women applicants, only 40.", "Course D drew the most women applicants, only 40.", [COURSES]),
    ("Midland is the most densely populated region, with about 749 people per square kilometre.",
     "Midland is the least densely populated region, with about 749 people per square kilometre.", [REGIONS]),
    ("Fellside has the lowest population density of the six regions, about 6.2 people per km².",
     "Fellside has the highest population density of the six regions, about 6.2 people per km².", [REGIONS]),
    ("Northmark is roughly 5,800 km² larger than Southfold.", "Northmark is roughly 8,500 km² larger than Southfold.", [REGIONS]),
    ("Amberly, Ostria has more residents than Brackton, Velland.", "Amberly, Ostria has fewer residents than Brackton, Velland.", [CITIES, STATES]),
    ("Ada Voss's spell in Ostria lasted longer than Bo Linde's in Velland.", "Ada Voss's spell in Ostria was shorter than Bo Linde's in Velland.", [LEADERS]),
    ("There were exactly two years with no hijackings at all.", "There were exactly three years with no hijackings at all.", [CRASHES]),
    ("Hijackings killed no one in five of the eight years.", "Hijackings killed no one in four of the eight years.", [CRASHES]),
    ("Not one year since 2014 had more than 26 ferry accidents.", "Not one year since 2014 had more than 20 ferry accidents.", [CRASHES]),  # a guard
    ("Only two regions have more than a million inhabitants.", "Only three regions have more than a million inhabitants.", [REGIONS]),
    ("Ferry accidents in the 2010s added up to 202.", "Ferry accidents in the 2000s added up to 202.", [CRASHES]),
    ("Ferry accidents from 2010 to 2013 added up to 116.", "Ferry accidents from 2010 to 2013 added up to 161.", [CRASHES]),
    ("The 322 drownings of 2012 came four years before the 279 of 2016.", "The 322 drownings of 2012 came three years before the 279 of 2016.", [DEATHS]),
    ("The 322 drownings of 2012 came four years before the 279 of 2016.", "The 322 drownings of 2012 came four years before the 297 of 2016.", [DEATHS]),
    ("Course A had about 6.7 male applicants for every female applicant.", "Course A had about 6.7 female applicants for every male applicant.", [COURSES]),
    ("Course A admitted 58% of its 640 male applicants.", "Course A admitted 58 of its 640 male applicants.", [COURSES]),
    ("Women made up about 61% of course B's applicants.", "Women made up about 39% of course B's applicants.", [COURSES]),
    ("The 40 people killed by hijackers in 2013 were the highest toll.", "The 40 people killed by hijackers in 2013 were the second-highest toll.", [CRASHES]),
    ("There was no year without a hijacking before 2011.", "There was no year without a hijacking before 2015.", [CRASHES]),
    ("Lakeside is by far the most densely populated of the towns, with roughly 2,050 residents per square kilometre in 2021.",
     "Hillcrest is by far the most densely populated of the towns, with roughly 1,060 residents per square kilometre in 2021.", [TOWNS]),
    ("Quay Street was the quietest stop on line 2 in 2021, with about 0.41 million entries.",
     "Market Square was the quietest stop on line 2 in 2021, with about 0.52 million entries.", [STOPS]),
    ("June was the ferry line's busiest month of 2019, with 14,350 rentals.", "July was the ferry line's busiest month of 2019, with 14,120 rentals.", [RENTALS]),
    ("February was the ferry line's slowest month of 2019, with only 3,950 rentals.",
     "March was the ferry line's slowest month of 2019, with only 6,020 rentals.", [RENTALS]),
    ("In 2012 there were 35 ferry accidents, about 17.3% of the 202 recorded.", "In 2012 there were 35 ferry accidents, about 13.7% of the 202 recorded.", [CRASHES]),
    ("Casual riders made up about 23% of the line's casual and member rentals combined.",
     "Casual riders made up about 77% of the line's casual and member rentals combined.", [RENTALS]),
    ("Women made up about 58% of the applicants aged 65 and over in 2020.", "Women made up about 42% of the applicants aged 65 and over in 2020.", [AGES]),
])
def test_true_claim_kept_and_false_twin_caught(lexical_judge, true, false, tables):
    assert_kept_and_caught(lexical_judge, tables, true, false)


GROWTH = Table("growth", "Growth of output and the jobless rate, 1990 to 1999", ("year", "output_growth_pct", "jobless_rate_pct"), (
    ("1990", "1.9", "5.6"), ("1991", "-0.2", "6.8"), ("1992", "3.4", "7.5"), ("1993", "2.8", "6.9"), ("1994", "4.0", "6.1"),
    ("1995", "2.7", "5.6"), ("1996", "3.8", "5.4"), ("1997", "4.4", "4.9"), ("1998", "4.5", "4.5"), ("1999", "4.8", "4.2")))
MODELS = Table("model_sales", "Yearly sales of three small cars, 1990 to 1993", ("car", "year", "units_sold"), (
    ("Zephyr", "1990", "9100"), ("Zephyr", "1991", "12400"), ("Zephyr", "1992", "8800"), ("Orbit", "1990", "40200"),
    ("Orbit", "1991", "38800"), ("Orbit", "1992", "44100"), ("Orbit", "1993", "39900"), ("Tern", "1992", "21000")))
COUNTS = Table("package_counts", "Packages in the archive on some dates", ("date", "packages"), (
    ("1991-03-01", "120"), ("1992-06-01", "310"), ("1993-02-01", "480"), ("1993-11-01", "650"), ("1994-05-01", "900")))
SURVEY = Table("health_spending", "Health spending in four countries around 1991: the year of each country's figures", (
    "country", "year", "spending_per_capita_usd"), (("Canada", "1991", "303"), ("Sweden", "1991", "361"), ("Greece", "1992", "64"),
                                                     ("Norway", "1992", "240")))

HEALTH = Table("health_around_1971", "Health spending in four countries around 1971", (
    "country", "gdp_per_capita_usd", "health_share_of_gdp_pct", "health_spending_per_capita_usd"), (
    ("Canada", "4317", "7.02", "303"), ("Sweden", "4890", "7.38", "361"), ("Greece", "1290", "4.96", "64"), ("Norway", "3800", "5.90", "240")))

DECADES = Table("jobless_1980_1999", "The jobless rate, 1980 to 1999", ("year", "jobless_rate_pct"), tuple(
    (str(y), "7.0" if y < 1990 else ("5.0" if y % 2 else "5.4")) for y in range(1980, 2000)))
HEALTH_US = Table("health_us", "Health spending in two countries in 1972", ("country", "gdp_per_capita_usd", "health_share_of_gdp_pct"), (
    ("United States", "5640", "7.60"), ("Greece", "1420", "3.60")))


@pytest.mark.parametrize("true,false,tables", [
    ("Between 1993 and 1999, the jobless rate was highest in 1993, at 6.9%.", "Between 1993 and 1999, the jobless rate was lowest in 1993, at 6.9%.", [GROWTH]),
    ("From 1995 to 1999, output growth was weakest in 1995, at 2.7%.", "From 1995 to 1999, output growth was strongest in 1995, at 2.7%.", [GROWTH]),
    ("The jobless rate fell from 1992 to 1993, from 7.5% to 6.9%.", "The jobless rate rose from 1992 to 1993, from 7.5% to 6.9%.", [GROWTH]),
    ("Output growth slowed from 1992 to 1993.", "Output growth accelerated from 1992 to 1993.", [GROWTH]),
    ("The jobless rate never fell below 4%.", "The jobless rate never fell below 4.5%.", [GROWTH]),
    ("No year after 1991 saw output shrink.", "No year after 1990 saw output shrink.", [GROWTH]),
    ("Output shrank in 1 of the 10 years, 10% of them.", "Output shrank in 2 of the 10 years, 20% of them.", [GROWTH]),
    ("In the Zephyr's best sales year, the jobless rate stood at 6.8%.", "In the Zephyr's best sales year, the jobless rate stood at 7.5%.", [MODELS, GROWTH]),
    ("The year the Orbit sold best, output grew 3.4%.", "The year the Orbit sold best, output grew 1.9%.", [MODELS, GROWTH]),
    ("The year of highest joblessness between 1990 and 1993 saw 8,800 Zephyrs sold.", "The year of highest joblessness between 1990 and 1993 saw 12,400 Zephyrs sold.", [GROWTH, MODELS]),
    ("The year the archive first counted more than 500 packages, output grew 2.8%.", "The year the archive first counted more than 500 packages, output grew 4.0%.", [COUNTS, GROWTH]),
    ("In the year of the Canadian and Swedish figures, the jobless rate was 6.8%.", "In the year of the Canadian and Swedish figures, the jobless rate was 7.5%.", [SURVEY, GROWTH]),
    ("Sweden spent $361 per person on health, $58 more than Canada.", "Sweden spent $361 per person on health, $48 more than Canada.", [HEALTH]),
    ("Canada's health spending per person was about 16% below that of Sweden.", "Canada's health spending per person was about 26% below that of Sweden.", [HEALTH]),  # a guard
    ("Two countries spent more than 7% of GDP on health.", "Three countries spent more than 7% of GDP on health.", [HEALTH]),  # a guard
    ("The highest and lowest health shares of GDP are 2.42 percentage points apart.",
     "The highest and lowest health shares of GDP are 2.24 percentage points apart.", [HEALTH]),
    ("The jobless rate averaged 5.2% in the 1990s, about 2 points less than in the 1980s.",
     "The jobless rate averaged 5.2% in the 1990s, about 2 points more than in the 1980s.", [DECADES]),
    ("Health took 7.60% of US GDP in 1972.", "Health took 3.60% of US GDP in 1972.", [HEALTH_US]),
    ("US GDP per capita was about four times Greece's.", "US GDP per capita was about five times Greece's.", [HEALTH_US]),
    ("Norway's health share of 5.90% was the second lowest of the four.", "Norway's health share of 5.90% was the third lowest of the four.", [HEALTH]),
])
def test_spans_signs_and_years_an_entity_picks(lexical_judge, true, false, tables):
    assert_kept_and_caught(lexical_judge, tables, true, false)
