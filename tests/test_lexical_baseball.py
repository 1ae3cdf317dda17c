"""A season of baseball in the shape of the Lahman database's tables (people, batting, teams, salaries), with players and
figures of our own: batting headers as Wikipedia and Lahman write them (HR "home runs", SB "stole ... bases", SO
"struck out", RBI), a name that holds a superlative's word ("Min Park" is no "min"), a count in a joined row ("struck
out 150 times" is a cell of the player's batting row, not a count of rows), "the oldest" by a year of birth over a
month or day, "made his debut after", "more than double" as a bound on the ratio, "fans" for attendance, and "None
of the players ..." counted in the table that holds the name; "20 HR" is the HR column, never twenty hours;
codes spelled out ("bats left-handed": a ``bats`` cell ``L``; "the American League": ``AL``); "All three teams ..."
(every row of the table meets it).

Each pair is a true claim and a false twin with one fact changed: the true one must be supported and the false one
refuted (a ``skipped`` verdict is a miss on either side).
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

PEOPLE = Table(
    "people",
    "Baseball 2023 - people",
    ("playerID", "nameFirst", "nameLast", "birthYear", "birthMonth", "birthDay", "birthCountry", "weight", "height", "bats", "throws", "debut"),
    (
        ("ruizjo01", "Jonas", "Ruiz", "1994", "3", "14", "Venezuela", "215", "74", "R", "R", "2016-04-05"),
        ("parkmi02", "Min", "Park", "1998", "11", "2", "South Korea", "180", "70", "L", "L", "2020-07-24"),
        ("okoroad01", "Ade", "Okoro", "1991", "6", "30", "USA", "240", "77", "R", "R", "2013-09-02"),
        ("leblaja01", "Jacques", "Leblanc", "1996", "1", "9", "Canada", "200", "73", "L", "R", "2018-05-18"),
        ("santoma01", "Mateo", "Santos", "2000", "8", "21", "Dominican Republic", "195", "72", "S", "R", "2022-04-07"),
    ),
)
BATTING = Table(
    "batting",
    "Baseball 2023 - batting",
    ("playerID", "yearID", "teamID", "G", "AB", "R", "H", "HR", "RBI", "SB", "BB", "SO"),
    (
        ("ruizjo01", "2023", "SEA", "150", "560", "88", "158", "31", "97", "6", "52", "141"),
        ("parkmi02", "2023", "SDN", "131", "470", "71", "134", "12", "55", "24", "48", "90"),
        ("okoroad01", "2023", "SEA", "120", "402", "55", "99", "27", "80", "1", "61", "150"),
        ("leblaja01", "2023", "TOR", "158", "610", "102", "181", "22", "88", "15", "70", "103"),
        ("santoma01", "2023", "TOR", "88", "301", "40", "77", "8", "33", "19", "25", "70"),
    ),
)
TEAMS = Table(
    "teams",
    "Baseball 2023 - teams",
    ("teamID", "name", "lgID", "divID", "W", "L", "attendance", "park"),
    (
        ("SEA", "Seattle Mariners", "AL", "W", "88", "74", "2874222", "T-Mobile Park"),
        ("SDN", "San Diego Padres", "NL", "W", "82", "80", "3271554", "Petco Park"),
        ("TOR", "Toronto Blue Jays", "AL", "E", "89", "73", "3021904", "Rogers Centre"),
    ),
)
SAL = Table(
    "salaries",
    "Baseball 2023 - salaries",
    ("yearID", "teamID", "playerID", "salary"),
    (
        ("2023", "SEA", "ruizjo01", "12500000"),
        ("2023", "SDN", "parkmi02", "4200000"),
        ("2023", "SEA", "okoroad01", "18000000"),
        ("2023", "TOR", "leblaja01", "9750000"),
        ("2023", "TOR", "santoma01", "740000"),
    ),
)
TABLES = [PEOPLE, BATTING, TEAMS, SAL]

PAIRS = [
    ("Jonas Ruiz hit 31 home runs for Seattle in 2023.", "Jonas Ruiz hit 13 home runs for Seattle in 2023."),
    ("Ade Okoro struck out 150 times, more than any other player listed.", "Jonas Ruiz struck out 141 times, more than any other player listed."),
    ("Min Park stole more bases than Ade Okoro.", "Min Park stole fewer bases than Ade Okoro."),
    ("Ade Okoro is taller than Min Park.", "Ade Okoro is shorter than Min Park."),
    ("Ade Okoro is the heaviest of the five players.", "Jonas Ruiz is the heaviest of the five players."),
    ("Mateo Santos is the youngest player in the group.", "Min Park is the youngest player in the group."),
    ("Ade Okoro is the oldest player listed.", "Jacques Leblanc is the oldest player listed."),
    ("Ade Okoro made his debut before Jonas Ruiz.", "Ade Okoro made his debut after Jonas Ruiz."),
    ("Jonas Ruiz debuted in 2016.", "Jonas Ruiz debuted in 2017."),
    ("Jonas Ruiz was born in Venezuela in 1994.", "Jonas Ruiz was born in Venezuela in 1995."),
    ("Seattle won 88 games, six more than San Diego.", "Seattle won 88 games, eight more than San Diego."),
    ("Toronto won 89 games and lost 73.", "Toronto won 89 games and lost 74."),
    ("Ade Okoro earned the highest salary, $18 million.", "Jonas Ruiz earned the highest salary, $12.5 million."),
    ("Okoro earned $18,000,000 in 2023.", "Okoro earned $8,000,000 in 2023."),
    ("Leblanc's salary of $9.75 million was more than double Park's.", "Leblanc's salary of $9.75 million was more than triple Park's."),
    ("Seattle drew 2,874,222 fans, fewer than Toronto.", "Seattle drew 2,874,222 fans, more than Toronto."),
    ("San Diego had the highest attendance, about 3.27 million.", "Toronto had the highest attendance, about 3.02 million."),
    ("Ruiz's 31 homers were four more than Okoro's 27.", "Ruiz's 31 homers were five more than Okoro's 27."),
    ("Leblanc had 181 hits in 610 at-bats.", "Leblanc had 181 hits in 601 at-bats."),
    ("Santos played in 88 games, the fewest of the five.", "Santos played in 98 games, the fewest of the five."),
    ("Jonas Ruiz did not steal more than 10 bases.", "Min Park did not steal more than 10 bases."),
    ("Jacques Leblanc weighs 200 pounds.", "Jacques Leblanc weighs 210 pounds."),
    ("Seattle's players hit 58 home runs between them.", "Seattle's players hit 48 home runs between them."),
    ("Toronto finished with a winning record of 89-73.", "Toronto finished with a winning record of 73-89."),
    ("The Mariners won 88 games.", "The Mariners won 89 games."),
    ("The Padres play at Petco Park.", "The Padres play at Rogers Centre."),
    ("Min Park did not hit more than 20 home runs.", "Jonas Ruiz did not hit more than 20 home runs."),
    ("Min Park bats left-handed.", "Min Park bats right-handed."),
    ("Mateo Santos is a switch hitter.", "Jonas Ruiz is a switch hitter."),
    ("Two of the three teams play in the American League.", "All three teams play in the American League."),
]



@pytest.mark.parametrize("true, false", PAIRS, ids=[str(i) for i in range(len(PAIRS))])
def test_true_claim_kept_and_false_twin_caught(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, TABLES, true, false)
