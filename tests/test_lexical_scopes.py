"""Pairs of our own for the rank and comparison scopes of ``lexical-10``, over small tables we made from public
figures (2020 census populations of a few countries and their largest cities; continent codes as ISO keeps them;
railway lines and the stations they serve, invented): a comparison of two cities is made on their own rows, not on
the country row both join ("Osaka has fewer inhabitants than Yokohama"); a superlative is ranked within the part
of a table the words name through a linked entity ("Of the lines that serve Central, the Red line is the longest";
"Osaka is Japan's third-largest city"; "the most of any Asian country listed", a place's adjective); two entities'
cells of a text column stated equal ("Busan's time zone is the same as Seoul's"); two entities related, or not,
through a table of their codes (``rivalries(club_a, club_b)`` over the clubs' codes); the names a count lists as its
rows ("Three of the clubs play in the North division: A, B and C"; "three clubs, E among them"); "two of the table's
three rivalries"; a total over the rows a place's adjective names ("The European countries listed have about 142.8
million people combined"); a count that leaves a name out ("Apart from Tokyo, no listed Japanese city reaches 3.8
million people": "reaches" is at least, "beyond" more than); "of the nine cities" as the set ranked, not the subject's
number; "Munich, Germany is the smallest" about Munich; "ranks second by population" as a rank; a count's share
set off by commas ("Three of the six clubs, or about 50%, ..."); "68% more titles" relative to the smaller (52 against 31 titles,
21 more, is no "21% more"); a hedged gap of three digits ("by about 4.37 million") within 1%; and a two-letter code is never a
lower-case word ("AS" is no "as").

Each pair is a true claim and a false twin with one fact changed: the true one must be supported and the false one
refuted (a ``skipped`` verdict is a miss on either side).
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.eval.lexical.index import index_of
from mt_raig.eval.lexical.values import claim_values
from mt_raig.tables import Table

COUNTRIES = Table(
    "countries",
    "Countries - population",
    ("country", "iso", "continent_code", "population"),
    (
        ("Japan", "JP", "AS", "126146099"),
        ("South Korea", "KR", "AS", "51836239"),
        ("Thailand", "TH", "AS", "69799978"),
        ("Germany", "DE", "EU", "83166711"),
        ("Italy", "IT", "EU", "59641488"),
        ("Mexico", "MX", "NA", "126014024"),
        ("United States", "US", "NA", "331449281"),
    ),
)
CONTINENTS = Table(
    "continents",
    "Continents - codes",
    ("code", "continent"),
    (("AS", "Asia"), ("EU", "Europe"), ("NA", "North America")),
)
CITIES = Table(
    "cities",
    "Largest cities of each country - population",
    ("city", "iso", "population"),
    (
        ("Tokyo", "JP", "13960236"),
        ("Yokohama", "JP", "3777491"),
        ("Osaka", "JP", "2752412"),
        ("Seoul", "KR", "9586195"),
        ("Busan", "KR", "3349016"),
        ("Berlin", "DE", "3664088"),
        ("Hamburg", "DE", "1852478"),
        ("Munich", "DE", "1488202"),
        ("Rome", "IT", "2783809"),
    ),
)
LINES = Table(
    "lines",
    "Railway lines - length in km",
    ("line", "length_km"),
    (("Red", "41"), ("Blue", "35"), ("Green", "52"), ("Yellow", "18"), ("Orange", "27")),
)
SERVES = Table(
    "line_stations",
    "Stations each railway line serves",
    ("line", "station"),
    (
        ("Red", "Central"), ("Blue", "Central"), ("Yellow", "Central"), ("Green", "Harbour"), ("Orange", "Harbour"),
        ("Red", "Airport"), ("Green", "Airport"),
    ),
)

ZONES = Table(
    "city_zones",
    "Cities - time zones",
    ("city", "time_zone"),
    (("Tokyo", "Asia/Tokyo"), ("Osaka", "Asia/Tokyo"), ("Seoul", "Asia/Seoul"), ("Busan", "Asia/Seoul"), ("Berlin", "Europe/Berlin")),
)

TEAMS = Table(
    "teams",
    "Clubs of a league we made up",
    ("code", "club", "founded"),
    (("ARK", "Arkwright Rovers", "1884"), ("BEL", "Belmont Town", "1902"), ("CAS", "Castleford United", "1878"),
     ("DUN", "Dunmore Athletic", "1921")),
)
RIVALS = Table(
    "rivalries",
    "Local rivalries between the clubs (one row per rivalry)",
    ("club_a", "club_b"),
    (("ARK", "BEL"), ("CAS", "DUN"), ("ARK", "CAS")),
)

CLUBS = Table(
    "clubs",
    "Clubs by division",
    ("club", "division", "ground_capacity"),
    (("Arkwright Rovers", "North", "12500"), ("Belmont Town", "North", "8200"), ("Castleford United", "South", "15100"),
     ("Dunmore Athletic", "North", "6400"), ("Eastgate Wanderers", "South", "9900"), ("Fairfield City", "South", "11300")),
)

TITLES = Table("titles", "League titles won", ("club", "titles"), (("Arkwright Rovers", "52"), ("Belmont Town", "31"), ("Castleford United", "12")))

PAIRS = [
    ((CITIES, COUNTRIES), "Osaka has fewer inhabitants than Yokohama.", "Osaka has more inhabitants than Yokohama."),
    ((CITIES, COUNTRIES), "Hamburg has about 1.81 million fewer people than Berlin.",
     "Hamburg has about 1.18 million fewer people than Berlin."),
    ((LINES, SERVES), "Of the lines that serve Central, the Red line is the longest.",
     "Of the lines that serve Central, the Blue line is the longest."),
    ((CITIES, COUNTRIES), "Osaka is Japan's third-largest city, with 2,752,412 people.",
     "Osaka is Japan's second-largest city, with 2,752,412 people."),
    ((COUNTRIES, CONTINENTS), "Japan has 126,146,099 inhabitants, the most of any Asian country listed.",
     "Thailand has 69,799,978 inhabitants, the most of any Asian country listed."),
    ((COUNTRIES, CONTINENTS), "Among the European countries, Germany has the largest population.",
     "Among the European countries, Italy has the largest population."),
    ((ZONES,), "Busan's time zone is the same as Seoul's.", "Busan's time zone is the same as Tokyo's."),
    ((TEAMS, RIVALS), "Arkwright Rovers have a local rivalry with Castleford United.",
     "Arkwright Rovers have a local rivalry with Dunmore Athletic."),
    ((TEAMS, RIVALS), "Belmont Town is not a rival of Dunmore Athletic.", "Belmont Town is not a rival of Arkwright Rovers."),
    ((CLUBS,), "Three of the clubs play in the North division: Arkwright Rovers, Belmont Town and Dunmore Athletic.",
     "Three of the clubs play in the North division: Arkwright Rovers, Belmont Town and Fairfield City."),
    ((CLUBS,), "The South division has three clubs, Eastgate Wanderers among them.",
     "The South division has four clubs, Eastgate Wanderers among them."),
    ((TEAMS, RIVALS), "Arkwright Rovers take part in two of the table's three rivalries.",
     "Arkwright Rovers take part in three of the table's three rivalries."),
    ((CITIES,), "Tokyo's population exceeds Seoul's by about 4.37 million.", "Tokyo's population exceeds Seoul's by about 4.47 million."),
    ((COUNTRIES, CONTINENTS), "The European countries listed have about 142.8 million people combined.",
     "The European countries listed have about 124.8 million people combined."),
    ((CLUBS,), "Apart from Castleford United, no club has a ground capacity beyond 13,000.",
     "Apart from Castleford United, no club has a ground capacity beyond 12,000."),
    ((CITIES, COUNTRIES), "Apart from Tokyo, no listed Japanese city reaches 3.8 million people.",
     "Apart from Tokyo, no listed Japanese city reaches 3.7 million people."),
    ((CITIES,), "Tokyo is the most populous of the nine cities.", "Seoul is the most populous of the nine cities."),
    ((CITIES, COUNTRIES), "Munich, Germany is the smallest of the listed cities.", "Hamburg, Germany is the smallest of the listed cities."),
    ((COUNTRIES, CONTINENTS), "Italy ranks second by population among the European countries.",
     "Italy ranks first by population among the European countries."),
    ((COUNTRIES,), "South Korea ranks last by population.", "South Korea ranks sixth by population."),
    ((CLUBS,), "Three of the six clubs, or about 50%, play in the North division.",
     "Three of the six clubs, or about 60%, play in the North division."),
    ((TITLES,), "Arkwright Rovers have won about 68% more titles than Belmont Town.",
     "Arkwright Rovers have won about 21% more titles than Belmont Town."),
]


@pytest.mark.parametrize("tables, true, false", PAIRS, ids=[f"pair{i}" for i in range(len(PAIRS))])
def test_true_claim_kept_and_false_twin_caught(lexical_judge, tables, true, false):
    assert_kept_and_caught(lexical_judge, tables, true, false)


def test_a_two_letter_code_is_never_a_lower_case_word():
    index = index_of((COUNTRIES, CONTINENTS))
    values = claim_values("Mexico has about as many people as Japan.", index)
    assert [v.text for v in values if v.kind == "name"] == ["Mexico", "Japan"]


def test_not_every_is_not_a_denied_relation(lexical_judge):
    """"Not every listed Japanese city ..." denies a universal, not that the names' rows join: never refuted for it."""
    verdict = lexical_judge.verify("Not every city listed for JP is Tokyo.", [CITIES, COUNTRIES])
    assert verdict.score != 0.0, verdict.evidence
