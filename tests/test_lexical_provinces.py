"""Six Canadian provinces of our own making (2021 census populations, areas in km2 and highest points in metres,
from Statistics Canada and Natural Resources Canada public figures), stored in lower case as text-to-SQL databases
keep names ("mount columbia"), with their largest cities: lower-case cells matched to the capitalised names a writer
uses; "Alberta's highest point" read as the ``highest point`` column, not as a superlative; numbers in words with a
scale ("about fourteen million", "more than one million"); one named entity's share of another's ("about 20% of
Ontario's population", "9% as many people as Ontario"); "higher"/"lower" for an elevation; a relation between two
names of one kind that a table lists in two columns, denied ("Ontario does not border Saskatchewan": no row of
``neighbours`` pairs them), and counted on its own rows ("Manitoba borders two provinces": not also the rows
where it is another province's neighbour); "A and B both ..." / "Both A and B ..." judged of each (one row
each could otherwise pass the pair while one of them says otherwise).

Each pair is a true claim and a false twin with one fact changed: the true one must be supported and the false one
refuted (a ``skipped`` verdict is a miss on either side).
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

P = Table(
    "provinces",
    "Canadian provinces - population and area",
    ("province", "capital", "population", "area"),
    (
        ("ontario", "toronto", "14223942", "1076395"),
        ("quebec", "quebec city", "8501833", "1542056"),
        ("british columbia", "victoria", "5000879", "944735"),
        ("alberta", "edmonton", "4262635", "661848"),
        ("manitoba", "winnipeg", "1342153", "647797"),
        ("saskatchewan", "regina", "1132505", "651036"),
    ),
)
C = Table(
    "cities",
    "Canadian cities - population",
    ("city", "province", "population"),
    (
        ("toronto", "ontario", "2794356"),
        ("montreal", "quebec", "1762949"),
        ("calgary", "alberta", "1306784"),
        ("edmonton", "alberta", "1010899"),
        ("vancouver", "british columbia", "662248"),
        ("winnipeg", "manitoba", "749607"),
        ("saskatoon", "saskatchewan", "266141"),
    ),
)
H = Table(
    "high_points",
    "Canadian provinces - highest points, elevation in metres",
    ("province", "highest point", "elevation"),
    (
        ("ontario", "ishpatina ridge", "693"),
        ("quebec", "mont d'iberville", "1652"),
        ("british columbia", "mount fairweather", "4663"),
        ("alberta", "mount columbia", "3747"),
        ("manitoba", "baldy mountain", "832"),
        ("saskatchewan", "cypress hills", "1392"),
    ),
)

N = Table(
    "neighbours",
    "Canadian provinces - land borders between them",
    ("province", "neighbour"),
    (
        ("ontario", "manitoba"), ("ontario", "quebec"), ("manitoba", "ontario"), ("manitoba", "saskatchewan"),
        ("saskatchewan", "manitoba"), ("saskatchewan", "alberta"), ("alberta", "saskatchewan"),
        ("alberta", "british columbia"), ("british columbia", "alberta"), ("quebec", "ontario"),
    ),
)

PAIRS = [
    ((P,), "Winnipeg is the capital of Manitoba.", "Winnipeg is the capital of Saskatchewan."),
    ((P, H), "At 3,747 metres, Mount Columbia is Alberta's highest point.", "At 3,747 metres, Mount Columbia is British Columbia's highest point."),
    ((H,), "Manitoba's highest point, Baldy Mountain, reaches 832 metres.", "Manitoba's highest point, Cypress Hills, reaches 832 metres."),
    ((P,), "Ontario has about fourteen million people.", "Ontario has about twelve million people."),
    ((C,), "Calgary has more than one million residents.", "Calgary has more than two million residents."),
    ((P, C), "Toronto holds about 20% of Ontario's population.", "Toronto holds about 30% of Ontario's population."),
    ((P,), "Manitoba has about 9% as many people as Ontario.", "Manitoba has about 19% as many people as Ontario."),
    ((H,), "Mount Fairweather is higher than Mount Columbia.", "Mount Fairweather is lower than Mount Columbia."),
    ((P, N), "Ontario does not border Saskatchewan.", "Ontario does not border Manitoba."),
    ((N,), "Alberta is not one of Manitoba's neighbours.", "Saskatchewan is not one of Manitoba's neighbours."),
    ((N,), "Manitoba borders two provinces.", "Manitoba borders four provinces."),
    ((N,), "Manitoba and Alberta both border Saskatchewan.", "Manitoba and Quebec both border Saskatchewan."),
    ((P, H), "Both Alberta and British Columbia have a highest point above 3,000 metres.",
     "Both Alberta and Saskatchewan have a highest point above 3,000 metres."),
]


@pytest.mark.parametrize("tables, true, false", PAIRS, ids=[f"pair{i}" for i in range(len(PAIRS))])
def test_true_claim_kept_and_false_twin_caught(lexical_judge, tables, true, false):
    assert_kept_and_caught(lexical_judge, tables, true, false)


def test_a_share_of_one_entity_needs_another_named_entity(lexical_judge):
    """"20% of its population" names one entity: a ratio of two of its rows is no share, so it is not supported."""
    verdict = lexical_judge.verify("Alberta's two cities make up about 76% of its listed population.", [C])
    assert verdict.score != 1.0, verdict.evidence
