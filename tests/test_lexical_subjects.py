"""The lexical proxy on claims whose subject is in the previous clause, numbers computed over several named
entities together, lists paired with locators, and ranges over every entity but some (issue #22 item 1).

Each true claim sits beside a false twin (one fact changed), over the bundled sample's real tables; and the
claim splitter keeps a clause with no subject of its own with the clause that names it.
"""

from __future__ import annotations

import pytest

from mt_raig.eval.lexical import LexicalJudge
from mt_raig.io.benchmark import load_benchmark

FLIGHTS = ("nycflights13 - airlines", "nycflights13 - carrier_delay_stats")
ROUTES = ("nycflights13 - airports", "nycflights13 - route_stats")
SERIES = ("bakeoff - series", "bakeoff - series_ratings")
MURDERS = ("dslabs - murders_northeast", "dslabs - results_us_election_2016_northeast")
POLLS = ("dslabs - results_us_election_2016_northeast", "dslabs - polls_us_election_2016_northeast")
EUROPE = ("Gapminder life expectancy and income - Europe - 1952", "Gapminder life expectancy and income - Europe - 2007")
AFRICA = ("Gapminder life expectancy and income - Africa - 1982", "Gapminder life expectancy and income - Africa - 2007")
AMERICAS = ("Gapminder life expectancy and income - Americas - 2007",)

# (what, tables, true claim, false twin)
PAIRS = [
    ("their: a list of two in order", FLIGHTS,
     "Virgin America cancelled only 31 of its 5162 flights and Delta just 349 of 48110, their average arrival delays stayed at 1.8 and 1.6 minutes",
     "Virgin America cancelled only 31 of its 5162 flights and Delta just 349 of 48110, their average arrival delays stayed at 1.6 and 1.8 minutes"),
    ("together: a sum and a column total", MURDERS,
     "New York with 19378102 residents, Pennsylvania with 12702379 and New Jersey with 8791894 together hold 63 of the region's 96 electoral votes",
     "New York with 19378102 residents, Pennsylvania with 12702379 and New Jersey with 8791894 together hold 66 of the region's 96 electoral votes"),
    ("together: a share of the column total", MURDERS,
     "New York, Pennsylvania and New Jersey recorded 517, 457 and 246 murders, and together they account for roughly 83.0% of the regional total",
     "New York, Pennsylvania and New Jersey recorded 517, 457 and 246 murders, and together they account for roughly 78.0% of the regional total"),
    ("numbers paired with a list of locators", SERIES,
     "Average viewers fell to 9.29 million in series 8 and then stayed almost flat at 9.30 and 9.24 million in series 9 and 10",
     "Average viewers fell to 9.29 million in series 8 and then stayed almost flat at 9.24 and 9.30 million in series 9 and 10"),
    ("a second from-to pair takes the locators of the first", SERIES,
     "Average UK viewers rose from 2.77 million in series 1 to 7.35 million in series 4, and finales grew from 2.75 to 9.45 million",
     "Average UK viewers rose from 2.77 million in series 1 to 7.35 million in series 4, and finales grew from 2.75 to 9.54 million"),
    ("a unit noun leaves the next verb to the next number", ROUTES,
     "Charlotte Douglas Intl at 748 feet averaged a moderate 7.4 minutes",
     "Charlotte Douglas Intl at 668 feet averaged a moderate 7.4 minutes"),
    ("a name after 'to' is no subject", FLIGHTS,
     "ExpressJet, of similar size to JetBlue, had the worst on-time rate (67.9%) and the most cancellations (2817)",
     "ExpressJet, of similar size to JetBlue, had the worst on-time rate (73.0%) and the most cancellations (2817)"),
    ("numbers before their names, a list after them", POLLS,
     "The adjusted averages put Trump at 43.1% in Pennsylvania and 40.0% in New Hampshire, short of his actual 48.6% and 46.5%",
     "The adjusted averages put Trump at 43.1% in Pennsylvania and 40.0% in New Hampshire, short of his actual 46.5% and 48.6%"),
    ("a comparison takes the number of its own clause", AMERICAS,
     "The richest country was the United States at 42952, yet its life expectancy of 78.2 was lower than Chile's 78.6",
     "The richest country was the United States at 42952, yet its life expectancy of 78.2 was higher than Chile's 78.6"),
    ("a spread with a unit, of a column of that unit", EUROPE,
     "By 2007 the average had climbed to 78.0 years and the spread had shrunk to 9.1 years",
     "By 2007 the average had climbed to 78.0 years and the spread had shrunk to 8.2 years"),
    ("a rate over a whole table", MURDERS,
     "Across all nine states the regional rate was about 2.7 per hundred thousand",
     "Across all nine states the regional rate was about 3.1 per hundred thousand"),
    ("a range over every entity except some", EUROPE,
     "In 2007 all countries except Poland, Romania and Turkey were between 79.4 and 80.9 years",
     "In 2007 all countries except Poland and Romania were between 79.4 and 80.9 years"),
    ("a range over the other entities", AFRICA,
     "Algeria, Egypt and Morocco all exceeded 71 years, whereas the other seven countries were between 46.5 and 58.6 years",
     "Algeria, Egypt and Morocco all exceeded 71 years, whereas the other seven countries were between 46.5 and 55.6 years"),
]


@pytest.fixture(scope="module")
def judge():
    j = LexicalJudge()
    yield j
    j.close()


@pytest.fixture(scope="module")
def tables():
    bench = load_benchmark(None)
    every = bench.tables.values() if isinstance(bench.tables, dict) else bench.tables
    return {t.title: t for t in every}


@pytest.mark.parametrize("what,names,true,false", PAIRS, ids=[p[0] for p in PAIRS])
def test_true_claim_kept_and_false_twin_caught(judge, tables, what, names, true, false):
    chosen = [tables[n] for n in names]
    kept, caught = judge.verify(true, chosen), judge.verify(false, chosen)
    assert (kept.status, kept.score) == ("ok", 1.0), (true, kept.evidence)
    assert (caught.status, caught.score) == ("ok", 0.0), (false, caught.evidence)


def test_a_clause_referring_back_to_two_subjects_keeps_them(judge, tables):
    text = ("These strong performers kept disruption low: Virgin America cancelled only 31 of its 5162 flights and Delta just 349 "
            "of 48110, their average arrival delays stayed at 1.8 and 1.6 minutes, and US Airways had the smallest average "
            "departure delay of any carrier, 3.8 minutes.")
    claims = judge.claims_of(text, [tables[n] for n in FLIGHTS])
    assert claims[0].startswith("These strong performers") and claims[0].endswith("1.8 and 1.6 minutes")
    assert claims[1].startswith("and US Airways") and len(claims) == 2


def test_a_clause_opening_with_its_verb_stays_with_its_subject(judge, tables):
    text = "Turkey added 28.2 years, whereas the Netherlands, the 1952 leader, gained only 7.7 years."
    claims = judge.claims_of(text, [tables[n] for n in EUROPE])
    assert claims == ["Turkey added 28.2 years", "whereas the Netherlands, the 1952 leader, gained only 7.7 years."]
    text = "Germany had 82400996 people, yet its life expectancy of 79.4 was lower than Spain's 80.9."
    assert judge.claims_of(text, [tables[n] for n in EUROPE]) == [text]


def test_a_list_of_subjects_sharing_a_predicate_is_one_claim(judge, tables):
    text = ("The carriers with the largest aircraft, US Airways Inc. (205.8 seats), United Air Lines Inc. (194.4) and Delta Air "
            "Lines Inc. (186.9), all achieved on-time rates between 77.5% and 81.2%.")
    chosen = [tables[n] for n in FLIGHTS]
    assert judge.claims_of(text, chosen) == [text]
    a_list_item_on_its_own = "Virgin America cancelled 31 flights, ExpressJet cancelled 2817 flights."
    assert len(judge.claims_of(a_list_item_on_its_own, chosen)) == 2
