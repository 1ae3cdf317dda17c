"""Places joined by their coordinates, rows keyed by an age, days of one season, units of old thermometers and rows
counted by how they moved (issue 22, items 1-2; set 57 read in session 41, leftovers of set 53). Each case failed on
lexical-40:

- "At Chur the snow lay 85 cm deep": a station and the reading taken at its longitude, a point of a route at its
  longitude and latitude; the coordinate headers two tables share join them, all of them agreeing (``headers``,
  ``index``); "At the longitude of the Jan 12 reading, ... down to 22 walkers": the header word of "the longitude of"
  locates a row, it is never the number's column when the number has a noun or unit of its own, nor is "at the
  longitude of Davos" after it ("The Jan 15 reading of 60 cm was taken at ..."; ``values``); "the descending
  party" of the lower-case category "descend" (``aliases``); "The descending party lost 13 walkers between
  longitudes 9.8 and 9.5": the category's rows at the two longitudes, the loss derived from them alone (``judge``,
  ``grouping``); a count over a column numbering groups ("party" 1 and 2) is no derivation (``derive``).
- "At age 16, girls earned more on average than boys", "At age 20 there were fewer women than men": a row an age
  keys, two columns compared; the age column's 16, never the title's "by age, 14 to 25" (``values``); "earned" a wage
  (``lexicon``); one side's column decides the other's ("average wage" on both sides) and "there were" counts, never an
  average (``comparisons``); "Men aged 21 earned less on average than men aged 20", "There were 31 more men aged 20
  than aged 19": "aged" keys an ``age`` column's rows (``keys``), the same key said again on the right (``comparisons``).
- "The guild's table covers apprentices from age 14 to age 25, a span of eleven years": a table's extent, the lowest
  and highest of one column, and the distance written with it (new ``extents``).
- "The snow got deeper between the Jan 9 and Jan 12 readings", "The snow readings span 22 days, from Jan 4 to Jan
  26": a column of days with no year, in order, is a date column (of the title's one year, else of a year of 365
  days), its cells periods of a change (``index``, ``periods``; "deeper", "shallower"); "50 days" of a ``days``
  column is still a length of time (``values``); "The 40 cm reading was taken in March, the 12 cm one in May": each
  month of the values before it, a day with no year of its own (``heldmonths``).
- "Sion lies at 7.4° E" of a title's "longitude (degrees east)": "7.4° W" is the other side (``values``); "-12
  degrees Réaumur", "-4 degrees Réaumur, comes to -5 °C": the Réaumur scale and its conversions (``units``).
- "Party 2 never had more than 30 people": a bound on the table's one measure, never on a column numbering groups nor
  on a coordinate (``counting``, ``index``); "the women's average wage was about 67% of the men's": an average of
  whole pence is no count, so the two wages are one kind (``index``).
- "Only one of the five readings has no date": "of the five readings" before the rows' noun (``emptycells``); "Three
  readings were colder than minus five degrees": "minus" before a number word signs it (``words``), "colder than" a
  bound below it (never of a year: "2.26 °C warmer than 1976"; ``lexicon``, ``values``); "lie at 46.7° N or farther
  north": at least it (``lexicon``, ``values``); "Four ages had fewer than 100 women apprentices": of the columns the
  head noun names, the ones the words name too (``female_apprentices``, never ``male_apprentices``; ``values``).
- "The warmest reading was -4 degrees, on Jan 16 and again on Jan 23": a value before a list of names is each name's
  (``grouping``); two days with no year are a change's periods only as its ends ("between the Jan 9 and Jan 12
  readings"), never "on Jan 16 and again on Jan 23" (``periods``).
- "From age 20 to 24, the women's average wage never fell below 101": two numbers a column's word opens bound the rows
  counted (``alternatives``); "Above age 22, no age had more than 110 male apprentices": the ages past 22 (``values``).
- "Three of the five regions grew between 2000 and 2010", "Two trades lost members between 1900 and 1910", "Three
  countries saw their economies shrink between 1970 and 1990": the rows that moved that way, from a column per year, a
  long table's two years of each thing, or a column of the change over the span (new ``movecounts``); "Three of the
  records are of the Mallard": a word for rows as such names the one table's rows (``nouns``).
- "The bridge toll reached three dollars on 1 March 1990": a number word before a currency is an amount, never a count
  of rows (``words``, ``counting``); "The toll stayed at $2.25 for almost five years, from June 1985 until March 1990":
  the level in the first date's row, the second date the next row's, and the distance as the bound says (new
  ``levelspans``); "Mill Town had the worst record in the league, winning a single game": "a single" after a verb
  naming a column is 1 (never "without a single death"; ``words``).
- "The 1990 rise from $2.25 to $3.00 was an increase of about 33%", "The steepest rise in percentage terms came in
  1985, when the toll went from $1.50 to $2.25": a yearly step from the row before to the year's row, its percent
  change, ranked among the column's rises (new ``yearsteps``); "from 40 to 75 cents" is 40 cents too (``money``).
- "Mill Town had 12 more losses than wins": with no words before the comparative, the measure after it is the left
  side's; "Shopping was done jointly more often than by the wife alone, 41 times to 33": the two cells restated
  (``comparisons``).
- "The jobless rate went from 5.0% in 1990 to 7.5% in 1991, a rise of 50%": a percent change beside its own two ends
  is arithmetic on them, whatever the tables hold (refuted when it contradicts them; new ``writtenchanges``)."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

HUTS = Table("alpine_weather_stations", "Weather stations of an Alpine snow survey: the town, its longitude (degrees east) and latitude (degrees north)",
             ("station", "longitude", "latitude"), (
                 ("Aosta", "7.3", "45.7"), ("Sion", "7.4", "46.2"), ("Zermatt", "7.8", "46.0"), ("Brig", "8.0", "46.3"),
                 ("Chur", "9.5", "46.9"), ("Davos", "9.8", "46.8"), ("Bormio", "10.4", "46.5"), ("Merano", "11.2", "46.7")))
SNOW = Table("alpine_snow_readings_1951", "Snow depth read along the survey's route in the winter of 1951: the longitude of each reading "
             "(degrees east), the depth of snow in centimetres and the date",
             ("longitude", "snow_depth_cm", "date"), (
                 ("7.3", "40", "Jan 4"), ("8.0", "55", "Jan 9"), ("9.5", "85", "Jan 12"), ("9.8", "60", "Jan 15"),
                 ("10.4", "95", "Jan 20"), ("11.2", "70", "Jan 26")))
PARTY = Table("alpine_survey_parties_1951", "The walkers of the survey's parties at each point of their route in 1951: the longitude and "
              "latitude of the point, the number of walkers there, the direction (ascend or descend) and the party (1 or 2)",
              ("longitude", "latitude", "walkers", "direction", "party"), (
                  ("7.3", "45.7", "64", "ascend", "1"), ("8.0", "46.3", "60", "ascend", "1"), ("9.5", "46.9", "52", "ascend", "1"),
                  ("9.8", "46.8", "47", "ascend", "1"), ("10.4", "46.5", "41", "ascend", "1"), ("11.2", "46.7", "38", "descend", "1"),
                  ("10.4", "46.6", "36", "descend", "1"), ("9.8", "46.7", "35", "descend", "1"), ("9.5", "46.8", "22", "descend", "1"),
                  ("8.0", "46.2", "18", "descend", "1"), ("7.8", "46.0", "30", "ascend", "2"), ("8.0", "46.3", "27", "ascend", "2"),
                  ("8.0", "46.3", "25", "descend", "2"), ("7.8", "46.0", "24", "descend", "2")))
GUILD = Table("weavers_guild_apprentices_1850", "Apprentices of a weavers' guild in 1850 by age, 14 to 25: the number of male apprentices of "
              "each age and their average weekly wage in pence, and the number of female apprentices and their average weekly wage",
              ("age", "male_apprentices", "male_average_wage", "female_apprentices", "female_average_wage"), (
                  ("14", "120", "36.5", "131", "38"), ("15", "138", "44.0", "142", "41"), ("16", "151", "52.5", "160", "55"),
                  ("17", "149", "71.0", "171", "64"), ("18", "162", "98.5", "184", "80"), ("19", "140", "126.0", "199", "92"),
                  ("20", "171", "133.5", "158", "101"), ("21", "133", "128.0", "121", "104"), ("22", "117", "152.5", "98", "110"),
                  ("23", "104", "166.5", "80", "112"), ("24", "97", "171.0", "61", "118"), ("25", "88", "169.5", "49", "107")))
ICE = Table("lake_ice_thickness_spring", "Ice on a mountain lake through one spring: the day of each reading and the ice thickness in centimetres",
            ("day", "ice_cm"), (("Mar 3", "52"), ("Mar 20", "40"), ("Apr 2", "31"), ("Apr 18", "19"), ("May 1", "12"), ("May 9", "4")))
OBSERVATORY = Table("observatory_winter_1789", "Weekly noon readings at an observatory in the winter of 1789, in degrees Réaumur",
                    ("date", "temperature_reaumur"), (("Jan 2", "-8"), ("Jan 9", "-12"), ("", "-6"), ("Jan 16", "-4"), ("Jan 23", "-4")))
OUTPUT = Table("regional_output_2000_2010", "Output of five regions in 2000 and 2010, in billions of euros",
               ("region", "output_2000", "output_2010"), (("North", "41.2", "44.0"), ("South", "38.5", "36.1"), ("East", "22.0", "25.3"),
                                                          ("West", "30.4", "30.1"), ("Centre", "18.7", "21.9")))
TRADES = Table("guild_members_1900_1910", "Members of a town's craft guilds in 1900 and 1910",
               ("year", "trade", "members"), (("1900", "weavers", "212"), ("1900", "spinners", "150"), ("1900", "dyers", "64"), ("1900", "carders", "90"),
                                              ("1910", "weavers", "188"), ("1910", "spinners", "161"), ("1910", "dyers", "51"), ("1910", "carders", "97")))
GROWTH = Table("growth_1970_1990_eight_countries", "Economic growth of eight countries from 1970 to 1990: the average annual growth of real GDP "
               "per head in per cent", ("country", "growth_pct_per_year"), (("Chad", "-1.2"), ("Peru", "-0.4"), ("Kenya", "0.9"), ("Chile", "2.1"),
                                                                            ("Ghana", "-0.8"), ("Nepal", "1.1"), ("Oman", "4.5"), ("Fiji", "0.3")))
BIRDS = Table("pond_bird_counts", "A morning's bird counts at a pond: the species and the birds counted",
              ("species", "birds"), (("Mallard", "12"), ("Coot", "5"), ("Mallard", "9"), ("Heron", "1"), ("Mallard", "14"), ("Coot", "3")))
TOLL = Table("bridge_toll_1980_1995", "The toll of a river bridge, 1980 to 1995: each new toll, the year and date it took effect and the "
             "toll in US dollars", ("year", "effective_date", "toll_usd"), (("1980", "1980-01-01", "1.50"), ("1985", "1985-06-01", "2.25"),
                                                                             ("1990", "1990-03-01", "3.00"), ("1995", "1995-07-01", "3.50")))
LEAGUE = Table("county_league_1998", "Final standings of a county football league in 1998: wins, losses and points scored",
               ("team", "wins", "losses", "points_scored"), (("Harbour City", "11", "3", "301"), ("Riverside", "3", "11", "198"),
                                                             ("Mill Town", "1", "13", "150"), ("Oak Vale", "8", "6", "244")))
CHORES = Table("household_chores_by_who", "How often each household chore was done by the wife, by the husband or jointly, in a survey of couples",
               ("chore", "wife", "husband", "jointly"), (("Laundry", "61", "5", "20"), ("Repairs", "3", "70", "11"), ("Shopping", "33", "12", "41")))
JOBLESS = Table("jobless_rate_1989_1992", "The jobless rate of a country, 1989 to 1992, in per cent",
                ("year", "jobless_rate_pct"), (("1989", "4.6"), ("1990", "5.0"), ("1991", "7.5"), ("1992", "7.1")))

PAIRS = [
    ("At Chur the snow lay 85 cm deep.", "At Chur the snow lay 60 cm deep.", (HUTS, SNOW)),
    ("The reading taken at Bormio found 95 cm of snow.", "The reading taken at Bormio found 70 cm of snow.", (SNOW, HUTS)),
    ("Party 1 counted 47 walkers at Davos.", "Party 1 counted 52 walkers at Davos.", (HUTS, PARTY)),
    ("At the longitude of the Jan 12 reading, the descending party was down to 22 walkers.",
     "At the longitude of the Jan 12 reading, the descending party was down to 52 walkers.", (SNOW, PARTY)),
    ("The descending party lost 13 walkers between longitudes 9.8 and 9.5.", "The descending party lost 12 walkers between longitudes 9.8 and 9.5.", (PARTY,)),
    ("At age 16, girls earned more on average than boys.", "At age 16, girls earned less on average than boys.", (GUILD,)),
    ("At age 20 there were fewer women than men in the guild.", "At age 20 there were more women than men in the guild.", (GUILD,)),
    ("Men aged 21 earned less on average than men aged 20.", "Men aged 21 earned more on average than men aged 20.", (GUILD,)),
    ("There were 31 more men aged 20 than aged 19.", "There were 13 more men aged 20 than aged 19.", (GUILD,)),
    ("The guild's table covers apprentices from age 14 to age 25, a span of eleven years.",
     "The guild's table covers apprentices from age 14 to age 25, a span of twelve years.", (GUILD,)),
    ("The snow got deeper between the Jan 9 and Jan 12 readings.", "The snow got shallower between the Jan 9 and Jan 12 readings.", (SNOW,)),
    ("The snow readings span 22 days, from Jan 4 to Jan 26.", "The snow readings span 20 days, from Jan 4 to Jan 26.", (SNOW,)),
    ("The 40 cm reading was taken in March, the 12 cm one in May.", "The 40 cm reading was taken in April, the 12 cm one in May.", (ICE,)),
    ("Sion lies at 7.4° E.", "Sion lies at 7.4° W.", (HUTS,)),
    ("On Jan 9 the thermometer read -12 degrees Réaumur.", "On Jan 9 the thermometer read -12 degrees Fahrenheit.", (OBSERVATORY,)),
    ("The Jan 16 reading, -4 degrees Réaumur, comes to -5 °C.", "The Jan 16 reading, -4 degrees Réaumur, comes to -4 °C.", (OBSERVATORY,)),
    ("Party 2 never had more than 30 people.", "Party 2 never had more than 28 people.", (PARTY,)),
    ("At age 23, the women's average wage was about 67% of the men's.", "At age 23, the women's average wage was about 57% of the men's.", (GUILD,)),
    ("Only one of the five readings has no date.", "Two of the five readings have no date.", (OBSERVATORY,)),
    ("Three readings were colder than minus five degrees.", "Four readings were colder than minus five degrees.", (OBSERVATORY,)),
    ("Three of the eight stations, 37.5%, lie at 46.7° N or farther north.", "Four of the eight stations, 50%, lie at 46.7° N or farther north.", (HUTS,)),
    ("Four ages had fewer than 100 women apprentices.", "Three ages had fewer than 100 women apprentices.", (GUILD,)),
    ("The warmest reading was -4 degrees, on Jan 16 and again on Jan 23.", "The coldest reading was -4 degrees, on Jan 16 and again on Jan 23.", (OBSERVATORY,)),
    ("From age 20 to 24, the women's average wage never fell below 101.", "From age 20 to 24, the women's average wage never fell below 105.", (GUILD,)),
    ("Above age 22, no age had more than 110 male apprentices.", "Above age 22, no age had more than 100 male apprentices.", (GUILD,)),
    ("The Jan 15 reading of 60 cm was taken at the longitude of Davos.", "The Jan 15 reading of 60 cm was taken at the longitude of Chur.", (SNOW, HUTS)),
    ("Three of the five regions grew between 2000 and 2010.", "Two of the five regions grew between 2000 and 2010.", (OUTPUT,)),
    ("Two trades lost members between 1900 and 1910.", "Three trades lost members between 1900 and 1910.", (TRADES,)),
    ("Three countries saw their economies shrink between 1970 and 1990.", "Four countries saw their economies shrink between 1970 and 1990.", (GROWTH,)),
    ("Three of the records are of the Mallard.", "Four of the records are of the Mallard.", (BIRDS,)),
    ("The bridge toll reached three dollars on 1 March 1990.", "The bridge toll reached three dollars on 1 June 1985.", (TOLL,)),
    ("The toll stayed at $2.25 for almost five years, from June 1985 until March 1990.",
     "The toll stayed at $2.25 for more than five years, from June 1985 until March 1990.", (TOLL,)),
    ("Mill Town had the worst record in the league, winning a single game.", "Riverside had the worst record in the league, winning a single game.", (LEAGUE,)),
    ("The 1990 rise from $2.25 to $3.00 was an increase of about 33%.", "The 1990 rise from $2.25 to $3.00 was an increase of about 50%.", (TOLL,)),
    ("The steepest rise in percentage terms came in 1985, when the toll went from $1.50 to $2.25.",
     "The steepest rise in percentage terms came in 1990, when the toll went from $2.25 to $3.00.", (TOLL,)),
    ("Mill Town had 12 more losses than wins.", "Mill Town had 11 more losses than wins.", (LEAGUE,)),
    ("Shopping was done jointly more often than by the wife alone, 41 times to 33.", "Shopping was done jointly less often than by the wife alone, 41 times to 33.", (CHORES,)),
    ("The jobless rate went from 5.0% in 1990 to 7.5% in 1991, a rise of 50%.", "The jobless rate went from 5.0% in 1990 to 7.5% in 1991, a rise of 25%.", (JOBLESS,)),
]


@pytest.mark.parametrize(("true", "false", "tables"), PAIRS)
def test_true_claim_kept_and_false_twin_caught(lexical_judge, true, false, tables):
    assert_kept_and_caught(lexical_judge, tables, true, false)
