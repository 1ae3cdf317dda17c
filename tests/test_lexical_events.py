"""Pairs of our own for counts of an entity's events (``lexical-11``, :mod:`mt_raig.eval.lexical.eventcounts`) and
team nicknames, over two invented tables: clubs (code, name, city, region, founding year, league titles) and the
champion of each season by the club's code.

- "won three titles between 2011 and 2016" counts the club's rows in the seasons table, reached through its code,
  within the years ("between", "from ... to" inclusive; "since" from that year on); "4 of the 10 championships in
  the table" names the whole table, so no year bound is needed;
- the founding year of the clubs table is an attribute of each club (one row per club), never its events;
- "the Rovers" is the club "Arsenal Rovers" of a ``club`` column (a team's nickname);
- "five more league titles than" is a comparison's gap, never a count of the two clubs named;
- a count's condition on a cell that several category columns hold ("Sunday": market day, fair start, fair end) is
  met in the column the four words before it name best ("hold their market on Sunday"), never in any column;
- "No club has more league titles than A" is A's rank: first, ties allowed;
- "founded in 1886, the same year as Eston Town": each club listed holds 1886 where the subject does;
- "six years apart", "131 years after the club was founded", "founded eight years apart": years between two years
  written, or a written year and the club's ``founded`` cell, or two clubs' ``founded`` cells (:mod:`.yeargaps`).

Each pair is a true claim and a false twin with one fact changed: the true one must be supported and the false one
refuted (a ``skipped`` verdict is a miss on either side).
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.eval.lexical.eventcounts import event_count
from mt_raig.eval.lexical.index import index_of
from mt_raig.eval.lexical.values import claim_values
from mt_raig.tables import Table

CLUBS = Table(
    "clubs",
    "Football clubs: city, founding year and league titles",
    ("code", "club", "city", "region", "founded", "titles"),
    (
        ("ARS", "Arsenal Rovers", "Northam", "Wessex", "1886", "13"),
        ("BEL", "Belford United", "Belford", "Wessex", "1902", "4"),
        ("CAR", "Carden Athletic", "Carden", "Mercia", "1878", "9"),
        ("DUN", "Dunmore City", "Dunmore", "Mercia", "1894", "0"),
        ("EST", "Eston Town", "Eston", "Anglia", "1886", "2"),
    ),
)
WINS = Table(
    "wins",
    "League champions by season",
    ("season", "champion"),
    tuple((str(y), c) for y, c in zip(range(2011, 2021), ("ARS", "CAR", "ARS", "BEL", "CAR", "ARS", "EST", "CAR", "ARS", "BEL"))),
)
BOTH = (CLUBS, WINS)
# a table with several columns of the same category values: which one a count means is said by the words before it
MARKETS = Table(
    "markets",
    "Market days of towns: the day the week's market opens, and the first and last day of the weekend fair",
    ("town", "market_day", "fair_start", "fair_end"),
    (("Ashby", "Monday", "Saturday", "Sunday"), ("Brook", "Sunday", "Saturday", "Sunday"), ("Colton", "Monday", "Friday", "Saturday"),
     ("Dent", "Sunday", "Saturday", "Sunday")),
)

PAIRS = [
    (BOTH, "Arsenal Rovers won three titles between 2011 and 2016.", "Arsenal Rovers won four titles between 2011 and 2016."),
    (BOTH, "Carden Athletic won two of the titles from 2014 to 2020.", "Carden Athletic won three of the titles from 2014 to 2020."),
    (BOTH, "Arsenal Rovers won 4 of the 10 championships in the table.", "Arsenal Rovers won 3 of the 10 championships in the table."),
    (BOTH, "Belford United has won one title since 2015.", "Belford United has won one title since 2013."),
    (BOTH, "The Rovers won three titles between 2011 and 2016.", "The Rovers won three titles between 2011 and 2019."),
    (BOTH, "Carden Athletic has five more league titles than Belford United.",
     "Carden Athletic has four more league titles than Belford United."),
    # a cell in several columns: the column the words right before it name ("market opens on Sunday", "fair starts")
    ((MARKETS,), "Half of the towns hold their market on Sunday.", "A third of the towns hold their market on Sunday."),
    ((MARKETS,), "None of the towns holds its market on Saturday.", "None of the towns starts its fair on Saturday."),
    # "Not one of the X" is "None of the X": a count of zero
    (BOTH, "Not one of the clubs has won more than 13 titles.", "Not one of the clubs has won more than 10 titles."),
    # "No X has more Y than A": A has the most Y (ties allowed)
    (BOTH, "No club in the table has more league titles than Arsenal Rovers.", "No club in the table has more league titles than Carden Athletic."),
    (BOTH, "No club has fewer titles than Dunmore City.", "No club has fewer titles than Eston Town."),
    (BOTH, "No club in the table has more League titles than Arsenal Rovers.", "No club in the table has more League titles than Belford United."),
    # a multiple with a strict bound: "more than three times" is beyond three (13 / 4 = 3.25)
    (BOTH, "Arsenal Rovers have more than three times as many titles as Belford United.",
     "Arsenal Rovers have more than four times as many titles as Belford United."),
    # years between two years written, or a year written and the entity's year cell the verb names
    (BOTH, "Arsenal Rovers' 2013 and 2019 titles came six years apart.", "Arsenal Rovers' 2013 and 2019 titles came seven years apart."),
    (BOTH, "Eston Town's 2017 title came 131 years after the club was founded.", "Eston Town's 2017 title came 121 years after the club was founded."),
    (BOTH, "Arsenal Rovers and Carden Athletic were founded eight years apart.", "Arsenal Rovers and Carden Athletic were founded six years apart."),
    # "in 1886, the same year as B (and C)": every club listed holds the year in the column where the subject does
    (BOTH, "Arsenal Rovers were founded in 1886, the same year as Eston Town.", "Arsenal Rovers were founded in 1886, the same year as Dunmore City."),
]


@pytest.mark.parametrize("tables, true, false", PAIRS, ids=[f"pair{i}" for i in range(len(PAIRS))])
def test_true_claim_kept_and_false_twin_caught(lexical_judge, tables, true, false):
    assert_kept_and_caught(lexical_judge, tables, true, false)


@pytest.mark.parametrize("claim", [
    "Two clubs won five titles each between 2011 and 2020.",  # two counts, one per entity
    "Arsenal Rovers were founded in 1886.",  # no count
    "Arsenal Rovers won three titles.",  # no year bound and no total: which titles is not said
])
def test_not_an_event_count(claim):
    index = index_of(BOTH)
    assert event_count(claim, claim_values(claim, index), index) is None
