"""Fourth blind held-out adversarial set for the embedded ``lexical`` judge.

Tables: eleven small linked tables of one public database never used by the
other lexical sets, the judge's own tests or the bundled sample: the Lahman
Baseball Database's 2024 season of the AL East and NL West clubs (teams,
batting, pitching, managers, awards, postseason series, home games and parks,
the All-Star game, the 2025 Hall of Fame ballot and the people they all
reference through ``playerID``, ``teamID`` and ``parkkey``; see
``tests/data/lexical_heldout4_tables.json`` and DATA.md for the source and
licence). Every claim was written and its baseline measured without reading the
judge's source, its docs or its other test sets' claims, phrased the way an
insight writer would over several tables (names joined from ids, team and park
codes, sums, differences, averages, percentages and ratios, counts, numbers in
words, ordinals, superlatives with and without their value, negations, dates,
ages, heights, weights and innings); each false claim is its true twin with
exactly one fact changed. This set only measures how far the judge generalises:
fixes must not be made against it. ``FACTS`` (``tests/lexical_heldout4_facts.py``)
recomputes every claim's truth from the stored rows, so a label can never be
wrong silently.

``python tests/test_lexical_heldout4.py`` prints the per-category table that
BENCHMARKS.md records.
"""

from __future__ import annotations

import heldout_pairs
from heldout_pairs import Pair
from lexical_heldout4_facts import (
    AS,
    AW,
    BA,
    DATA,
    FACTS,
    HF,
    HG,
    MG,
    PE,
    PI,
    PK,
    SP,
    TM,
    rows_by_table,
)

PAIRS: tuple[Pair, ...] = (
    # wrong_entity: the fact is right, the entity it is pinned on is not
    Pair("we1", "wrong_entity", (BA, PE, TM), "Aaron Judge powered the New York Yankees' offense with 58 home runs in 2024.",
         "Juan Soto powered the New York Yankees' offense with 58 home runs in 2024."),
    Pair("we2", "wrong_entity", (BA, PE), "Vladimir Guerrero collected 199 hits over the 2024 season.", "Manny Machado collected 199 hits over the 2024 season."),
    Pair("we3", "wrong_entity", (AW, PE), "Tarik Skubal took home the American League Cy Young Award in 2024.",
         "Corbin Burnes took home the American League Cy Young Award in 2024."),
    Pair("we4", "wrong_entity", (PK,), "Alfredo Harp Helú Stadium, one of the two parks outside the US and Canada, is located in Mexico City.",
         "Gocheok Sky Dome, one of the two parks outside the US and Canada, is located in Mexico City."),
    Pair("we5", "wrong_entity", (PI, PE), "Kutter Crawford finished the season with a 9-16 win-loss record.", "Tanner Houck finished the season with a 9-16 win-loss record."),
    Pair("we6", "wrong_entity", (HF, PE), "Ichiro Suzuki was named on 393 of the 394 ballots cast in the 2025 BBWAA election.",
         "CC Sabathia was named on 393 of the 394 ballots cast in the 2025 BBWAA election."),
    Pair("we7", "wrong_entity", (TM,), "The Tampa Bay Rays were the most aggressive club on the bases, stealing 178 bases.",
         "The Baltimore Orioles were the most aggressive club on the bases, stealing 178 bases."),
    Pair("we8", "wrong_entity", (BA, PE), "Ezequiel Tovar struck out 200 times for Colorado.", "Jarren Duran struck out 200 times for Colorado."),
    Pair("we9", "wrong_entity", (MG, PE), "Dave Roberts, one of the eleven managers, was born in Naha, Japan.", "Bob Melvin, one of the eleven managers, was born in Naha, Japan."),
    Pair("we10", "wrong_entity", (PI, PE), "Logan Webb allowed 202 hits across his 33 starts.", "Dylan Cease allowed 202 hits across his 33 starts."),
    Pair("we11", "wrong_entity", (AW, PE), "Tommy Edman was named NLCS MVP in 2024.", "Freddie Freeman was named NLCS MVP in 2024."),
    # superlative
    Pair("su1", "superlative", (TM,), "Among the ten clubs, the Los Angeles Dodgers posted the best record at 98-64.",
         "Among the ten clubs, the San Diego Padres posted the best record at 98-64."),
    Pair("su2", "superlative", (TM,), "The Colorado Rockies allowed more runs than any other team in the table.",
         "The Arizona Diamondbacks allowed more runs than any other team in the table."),
    Pair("su3", "superlative", (BA, PE), "Aaron Judge hit the most home runs of any batter listed.", "Shohei Ohtani hit the most home runs of any batter listed."),
    Pair("su4", "superlative", (PI, PE), "Dylan Cease led this group of starters in strikeouts with 224.", "Mike King led this group of starters in strikeouts with 201."),
    Pair("su5", "superlative", (PI, PE), "Corbin Burnes had the lowest ERA among these pitchers, 2.92.", "Mike King had the lowest ERA among these pitchers, 2.95."),
    Pair("su6", "superlative", (TM,), "The Tampa Bay Rays drew the smallest crowds of the ten clubs, 1,337,739 fans in total.",
         "The Toronto Blue Jays drew the smallest crowds of the ten clubs."),
    Pair("su7", "superlative", (BA, PE), "No hitter in the group stole more bases than Shohei Ohtani, who swiped 59.",
         "No hitter in the group stole more bases than Jarren Duran, who swiped 34."),
    Pair("su8", "superlative", (PE,), "Born in 2003, Jackson Merrill is the youngest of all the people listed.",
         "Born in 2002, Paul Skenes is the youngest of all the people listed."),
    Pair("su9", "superlative", (HF, PE), "Of the three players inducted, Billy Wagner received the fewest votes, 325.",
         "Of the three players inducted, CC Sabathia received the fewest votes."),
    Pair("su10", "superlative", (PE,), "At 300 pounds, CC Sabathia is the heaviest person in the table.", "At 282 pounds, Aaron Judge is the heaviest person in the table."),
    Pair("su11", "superlative", (BA, PE), "Jarren Duran hit the most doubles, 48, three more than Ezequiel Tovar's 45.",
         "Ezequiel Tovar hit the most doubles, 45, three more than Jarren Duran."),
    # direction
    Pair("di1", "direction", (TM,), "Baltimore out-homered Boston, 235 to 194.", "Baltimore hit fewer home runs than Boston, 235 to 194."),
    Pair("di2", "direction", (TM,), "The Red Sox scored more runs than the Blue Jays in 2024.", "The Red Sox scored fewer runs than the Blue Jays in 2024."),
    Pair("di3", "direction", (BA, PE), "Shohei Ohtani struck out less often than his teammate Teoscar Hernandez.",
         "Shohei Ohtani struck out more often than his teammate Teoscar Hernandez."),
    Pair("di4", "direction", (PI, PE), "Logan Webb worked more innings than Corbin Burnes.", "Logan Webb worked fewer innings than Corbin Burnes."),
    Pair("di5", "direction", (BA, PE), "Juan Soto drew slightly fewer walks than Aaron Judge.", "Juan Soto drew slightly more walks than Aaron Judge."),
    Pair("di6", "direction", (HG, PK, TM), "The Padres' home game in Seoul drew a larger crowd than the Dodgers' home game there.",
         "The Padres' home game in Seoul drew a smaller crowd than the Dodgers' home game there."),
    Pair("di7", "direction", (TM,), "Colorado's team ERA of 5.48 was higher than Arizona's 4.63.", "Colorado's team ERA of 5.48 was lower than Arizona's 4.63."),
    Pair("di8", "direction", (PE,), "Gunnar Henderson is older than Ezequiel Tovar, though both were born in 2001.",
         "Gunnar Henderson is younger than Ezequiel Tovar, though both were born in 2001."),
    Pair("di9", "direction", (MG, TM, PE), "Kevin Cash's Rays finished below Alex Cora's Red Sox in the AL East standings.",
         "Kevin Cash's Rays finished above Alex Cora's Red Sox in the AL East standings."),
    Pair("di10", "direction", (TM, HG), "The Yankees averaged more fans per home game than the Red Sox.", "The Yankees averaged fewer fans per home game than the Red Sox."),
    Pair("di11", "direction", (HF, PE), "Carlos Beltran fell short of election but received more votes than Andruw Jones.",
         "Carlos Beltran fell short of election and received fewer votes than Andruw Jones."),
    # difference: a gap or a sum of two cells
    Pair("df1", "difference", (TM,), "The Dodgers won the NL West by finishing 5 games ahead of the Padres in the win column (98 vs 93).",
         "The Dodgers won the NL West by finishing 7 games ahead of the Padres in the win column."),
    Pair("df2", "difference", (BA, PE), "Aaron Judge hit 4 more home runs than Shohei Ohtani.", "Aaron Judge hit 6 more home runs than Shohei Ohtani."),
    Pair("df3", "difference", (TM,), "The Yankees outscored their opponents by 147 runs, 815 to 668.", "The Yankees outscored their opponents by 157 runs."),
    Pair("df4", "difference", (HF, PE), "Ichiro cleared the 296 votes needed for induction by 97 votes.", "Ichiro cleared the 296 votes needed for induction by 87 votes."),
    Pair("df5", "difference", (TM,), "Colorado gave up 141 more runs than Arizona.", "Colorado gave up 131 more runs than Arizona."),
    Pair("df6", "difference", (TM,), "Together, the Orioles and the Yankees hit 472 home runs.", "Together, the Orioles and the Yankees hit 482 home runs."),
    Pair("df7", "difference", (BA, PE), "Jarren Duran came to bat 35 more times than Shohei Ohtani (671 at-bats vs 636).",
         "Jarren Duran came to bat 25 more times than Shohei Ohtani."),
    Pair("df8", "difference", (TM,), "The Dodgers drew 610,706 more fans than the Padres.", "The Dodgers drew 601,706 more fans than the Padres."),
    Pair("df9", "difference", (HF, PE), "Billy Wagner made it in with 29 votes to spare.", "Billy Wagner made it in with 39 votes to spare."),
    Pair("df10", "difference", (PI, PE, TM), "San Diego's Dylan Cease and Mike King combined for 425 strikeouts.",
         "San Diego's Dylan Cease and Mike King combined for 435 strikeouts."),
    Pair("df11", "difference", (BA, PE), "Ohtani's 59 stolen bases were 25 more than Duran's 34.", "Ohtani's 59 stolen bases were 35 more than Duran's 34."),
    # joined: the fact holds only through an id column into another table
    Pair("jo1", "joined", (MG, PE, TM), "Dave Roberts managed the Los Angeles Dodgers in 2024.", "Dave Roberts managed the San Diego Padres in 2024."),
    Pair("jo2", "joined", (HG, PK, TM), "Both the Dodgers and the Padres hosted a home game in Seoul.", "Both the Dodgers and the Rockies hosted a home game in Seoul."),
    Pair("jo3", "joined", (HG, PK, TM), "The Rockies played two of their home games in Mexico City.", "The Padres played two of their home games in Mexico City."),
    Pair("jo4", "joined", (AW, BA, PE), "The World Series MVP hit 22 home runs during the regular season.", "The World Series MVP hit 35 home runs during the regular season."),
    Pair("jo5", "joined", (AW, PI, PE, TM), "The AL Rookie of the Year pitched for the New York Yankees.", "The AL Rookie of the Year pitched for the Baltimore Orioles."),
    Pair("jo6", "joined", (SP, TM), "San Diego swept ATL 2-0 in the wild-card round before losing to Los Angeles 3-2 in the division series.",
         "San Diego swept MIL 2-0 in the wild-card round before losing to Los Angeles 3-2 in the division series."),
    Pair("jo7", "joined", (BA, PE, TM), "Manny Machado's club won 93 games.", "Manny Machado's club won 89 games."),
    Pair("jo8", "joined", (AW, PE), "Both Rookies of the Year throw right-handed.", "Both Cy Young winners throw right-handed."),
    Pair("jo9", "joined", (AS, PE, TM), "Ketel Marte was the only Arizona Diamondbacks player among the listed All-Stars.",
         "Ketel Marte was the only San Diego Padres player among the listed All-Stars."),
    Pair("jo10", "joined", (HG, PK), "Dodger Stadium drew 3,925,323 fans over 80 home games.", "Chase Field drew 3,925,323 fans over 80 home games."),
    Pair("jo11", "joined", (AW, PE), "The ALCS MVP was born in Panorama City.", "The NLCS MVP was born in Panorama City."),
    # negation
    Pair("ne1", "negation", (TM,), "Apart from the Dodgers, no NL West club reached 95 wins.", "Apart from the Dodgers, no NL West club reached 90 wins."),
    Pair("ne2", "negation", (PI, PE), "None of the ten starters walked more than 77 batters.", "None of the ten starters walked more than 70 batters."),
    Pair("ne3", "negation", (TM,), "The Tampa Bay Rays did not finish with a winning record.", "The San Diego Padres did not finish with a winning record."),
    Pair("ne4", "negation", (HF, PE), "Carlos Beltran was not elected, falling short of the 296 votes needed.",
         "Billy Wagner was not elected, falling short of the 296 votes needed."),
    Pair("ne5", "negation", (BA, PE), "Not a single hitter in the table struck out fewer than 96 times.", "Not a single hitter in the table struck out fewer than 100 times."),
    Pair("ne6", "negation", (SP, TM), "The Dodgers did not lose a single postseason series in 2024.", "The Yankees did not lose a single postseason series in 2024."),
    Pair("ne7", "negation", (BA, PE, TM), "None of the Padres hitters listed reached 30 home runs.", "None of the Blue Jays hitters listed reached 30 home runs."),
    Pair("ne8", "negation", (TM,), "No team in the table had an ERA below 3.50.", "No team in the table had an ERA below 3.80."),
    Pair("ne9", "negation", (MG, PE), "Brandon Hyde has no recorded major-league debut.", "Aaron Boone has no recorded major-league debut."),
    Pair("ne10", "negation", (PI, PE, TM), "No Colorado Rockies pitcher appears among the ten starters.", "No Toronto Blue Jays pitcher appears among the ten starters."),
    Pair("ne11", "negation", (HG, PK, TM), "Toronto did not play any home games outside Rogers Centre.", "San Diego did not play any home games outside PETCO Park."),
    # percent_vs_count
    Pair("pc1", "percent_vs_count", (HF, PE), "Ichiro Suzuki was named on 99.7% of the ballots.", "Ichiro Suzuki was named on 93.7% of the ballots."),
    Pair("pc2", "percent_vs_count", (HF, PE), "CC Sabathia received 342 votes, 86.8% of the ballots.", "CC Sabathia received 342 votes, 89.8% of the ballots."),
    Pair("pc3", "percent_vs_count", (HF, PE), "Billy Wagner was named on 82.5% of the ballots.", "Billy Wagner was named on 75% of the ballots."),
    Pair("pc4", "percent_vs_count", (HF, PE), "Three of the eight candidates listed, 37.5%, were inducted.", "Four of the eight candidates listed, 50%, were inducted."),
    Pair("pc5", "percent_vs_count", (TM,), "Half of the ten clubs finished above .500.", "Six of the ten clubs finished above .500."),
    Pair("pc6", "percent_vs_count", (TM,), "The Dodgers won 60.5% of their 162 games.", "The Dodgers won 65.0% of their 162 games."),
    Pair("pc7", "percent_vs_count", (BA, PE), "Aaron Judge batted .322 (180 hits in 559 at-bats).", "Aaron Judge batted .332 (180 hits in 559 at-bats)."),
    Pair("pc8", "percent_vs_count", (BA, PE), "Eight of the 14 hitters (57%) reached 30 home runs.", "Eight of the 14 hitters (64%) reached 30 home runs."),
    Pair("pc9", "percent_vs_count", (AS, PE), "8 of the 15 All-Stars listed (53%) were in the starting lineup.", "8 of the 15 All-Stars listed (58%) were in the starting lineup."),
    Pair("pc10", "percent_vs_count", (HG, PK, TM), "The Seoul game accounted for only about 0.4% of the Dodgers' home attendance.",
         "The Seoul game accounted for about 4% of the Dodgers' home attendance."),
    Pair("pc11", "percent_vs_count", (SP, TM), "The Dodgers won 80% of the World Series games, four of five.", "The Dodgers won 75% of the World Series games, four of five."),
    # words: numbers written as words, ordinals
    Pair("wo1", "words", (MG,), "Four of the managers guided their clubs to a first- or second-place finish.",
         "Five of the managers guided their clubs to a first- or second-place finish."),
    Pair("wo2", "words", (SP,), "Eleven postseason series were played in 2024.", "Twelve postseason series were played in 2024."),
    Pair("wo3", "words", (SP, TM), "The Yankees won two postseason series before losing the World Series.",
         "The Yankees won three postseason series before losing the World Series."),
    Pair("wo4", "words", (SP, TM), "The Dodgers beat the Mets (NYN) in six games in the NLCS.", "The Dodgers beat the Mets (NYN) in five games in the NLCS."),
    Pair("wo5", "words", (BA, PE), "Ketel Marte hit thirty-six home runs.", "Ketel Marte hit thirty-eight home runs."),
    Pair("wo6", "words", (MG, TM, PE), "Kevin Cash's Rays finished fourth in the AL East.", "Kevin Cash's Rays finished third in the AL East."),
    Pair("wo7", "words", (BA, PE), "Jarren Duran legged out forty-eight doubles.", "Jarren Duran legged out forty-five doubles."),
    Pair("wo8", "words", (BA, PE), "Aaron Judge ranked third among these hitters in runs scored, with 122.",
         "Aaron Judge ranked second among these hitters in runs scored, with 122."),
    Pair("wo9", "words", (PI, PE), "Two of the ten starters reached 200 strikeouts.", "Three of the ten starters reached 200 strikeouts."),
    Pair("wo10", "words", (PI, PE), "Mike King made thirty starts for San Diego.", "Mike King made thirty-one starts for San Diego."),
    Pair("wo11", "words", (AS, PE, TM), "The Boston Red Sox placed three players on the All-Star roster.", "The Boston Red Sox placed two players on the All-Star roster."),
    # units_dates
    Pair("ud1", "units_dates", (PE,), "Aaron Judge stands 6 feet 7 inches tall.", "Aaron Judge stands 6 feet 5 inches tall."),
    Pair("ud2", "units_dates", (PI, PE), "Logan Webb worked 204 2/3 innings.", "Logan Webb worked 214 2/3 innings."),
    Pair("ud3", "units_dates", (HG, PK, TM), "The Dodgers' home game in Seoul was played on 21 March 2024.", "The Dodgers' home game in Seoul was played on 20 March 2024."),
    Pair("ud4", "units_dates", (HG, PK, TM), "The Rockies' Mexico City series ran from April 27 to April 28, 2024.",
         "The Rockies' Mexico City series ran from April 26 to April 27, 2024."),
    Pair("ud5", "units_dates", (PE,), "Jackson Merrill made his debut on March 20, 2024, at the age of 20.", "Jackson Merrill made his debut on March 20, 2024, at the age of 21."),
    Pair("ud6", "units_dates", (PE, AW), "Paul Skenes, the NL Rookie of the Year, debuted in May 2024.", "Paul Skenes, the NL Rookie of the Year, debuted in June 2024."),
    Pair("ud7", "units_dates", (HG, TM), "The Red Sox's home schedule ran from April 9 to September 29.", "The Red Sox's home schedule ran from April 9 to September 22."),
    Pair("ud8", "units_dates", (PE,), "Freddie Freeman broke into the majors in September 2010.", "Freddie Freeman broke into the majors in September 2011."),
    Pair("ud9", "units_dates", (TM,), "The Yankees drew about 3.3 million fans.", "The Yankees drew about 2.3 million fans."),
    Pair("ud10", "units_dates", (PE,), "CC Sabathia is listed at 300 pounds, roughly 136 kg.", "CC Sabathia is listed at 300 pounds, roughly 163 kg."),
    Pair("ud11", "units_dates", (MG, PE), "Buddy Black was 67 years old on the last day of the 2024 season, 29 September.",
         "Buddy Black was 66 years old on the last day of the 2024 season, 29 September."),
)


# What the judge gets wrong on this set: baseline run at 153a864 (2026-12-04), 69 pairs; updated for lexical-7 (a8c9200):
# df3, df6, df8, pc6, su3, ud9, wo6 fixed, pc11 newly wrong (63 pairs). Strict xfails, so a fix shows up as XPASS
# (then drop the entry). "refutes" = a true claim scored 0.0; "accepts" = a false twin scored 1.0; "skips" = status
# skipped (the judge's "cannot check"). Reasons never quote the claims, so the set stays blind to whoever improves the judge.
WRONG_TODAY: dict[str, str] = {
    "we1": "accepts the false twin",
    "we4": "refutes the true claim",
    "su7": "accepts the false twin",
    "su9": "refutes the true claim",
    "su11": "accepts the false twin",
    "di2": "refutes the true claim",
    "di4": "skips the true claim; skips the false twin",
    "di8": "skips the true claim; skips the false twin",
    "di9": "skips the true claim; skips the false twin",
    "di10": "skips the true claim; skips the false twin",
    "df4": "refutes the true claim",
    "jo2": "refutes the true claim",
    "jo6": "refutes the true claim",
    "ne1": "refutes the true claim",
    "ne3": "skips the true claim; skips the false twin",
    "ne4": "refutes the true claim",
    "ne6": "refutes the true claim",
    "ne10": "refutes the true claim",
    "ne11": "refutes the true claim",
    "pc3": "accepts the false twin",
    "pc4": "skips the true claim; skips the false twin",
    "pc5": "skips the true claim; skips the false twin",
    "pc7": "accepts the false twin",
    "pc9": "refutes the true claim",
    "pc11": "refutes the true claim",
    "wo1": "skips the true claim; skips the false twin",
    "wo3": "refutes the true claim; accepts the false twin",
    "wo4": "skips the true claim; skips the false twin",
    "wo7": "skips the true claim; skips the false twin",
    "wo10": "skips the true claim; skips the false twin",
    "wo11": "refutes the true claim",
    "ud2": "refutes the true claim",
    "ud5": "refutes the true claim",
    "ud11": "refutes the true claim",
}


class TestSet(heldout_pairs.LabelledSet):
    PAIRS, WRONG_TODAY, DATA, FACTS = PAIRS, WRONG_TODAY, DATA, FACTS
    rows = staticmethod(rows_by_table)


if __name__ == "__main__":
    heldout_pairs.main(PAIRS, heldout_pairs.load_tables(DATA))
