"""``bm25:titlefield=X``: a table's title as its own BM25 field, so a long header does not hide the table's name.

In the main document a title word counts less the longer the header is: a question naming "laboratory tests" finds
short tables that share "patient" and "date" before the 40-column laboratory table (BIRD's thrombosis_prediction
among synthea's tables). The title field scores names among names. Off for ``bm25`` itself, on (weight 1) for a
BM25 under ``join:`` unless its spec sets it.
"""

import pytest

from mt_raig.errors import ConfigError
from mt_raig.retrieval.registry import load_retriever
from mt_raig.tables import Table

LAB = Table.create("clinic - laboratory", ["id", "date"] + [f"marker_{c}" for c in "abcdefghijklmnopqrstuvwxyz"]
                   + ["got", "gpt", "ldh", "alp", "tp", "alb", "ua", "un", "cre", "tcho"], [])
CORPUS = [
    LAB,
    Table.create("clinic - patient", ["id", "sex", "birthday", "diagnosis"], []),
    Table.create("health - procedures", ["date", "patient", "code", "description"], []),
    Table.create("health - encounters", ["id", "date", "patient", "provider"], []),
    Table.create("health - careplans", ["id", "start", "patient", "reason"], []),
    Table.create("geo - rivers", ["river_id", "length", "source"], []),
]
QUESTION = "List every date of the laboratory tests done for patient 30609."


def ranked(spec: str) -> list[str]:
    r = load_retriever(spec)
    r.index(CORPUS, progress=False)
    return [t for t, _ in r.search([QUESTION], len(CORPUS), progress=False)[0]]


def test_a_long_header_no_longer_hides_the_tables_name():
    no_field = ranked("bm25")
    assert no_field.index(LAB.id) >= 2  # 40 columns make "laboratory" weigh less than "patient" + "date" elsewhere
    assert ranked("bm25:titlefield=1")[0] == LAB.id
    assert ranked("bm25:titlefield=0") == no_field  # 0: no title field


def test_the_title_field_adds_only_title_words():
    r = load_retriever("bm25:titlefield=1")
    plain = load_retriever("bm25")
    for x in (r, plain):
        x.index(CORPUS, progress=False)
    # "marker" is a header word, in no title: the same scores with and without the field
    assert r.search(["marker"], 3, progress=False) == plain.search(["marker"], 3, progress=False)
    with_title = dict(r.search(["laboratory"], 6, progress=False)[0])
    without = dict(plain.search(["laboratory"], 6, progress=False)[0])
    assert with_title[LAB.id] > without[LAB.id] > 0


def test_on_by_default_under_join_and_recorded():
    join = load_retriever("join:bm25")
    assert join.base.titlefield == 1.0 and join.info()["titlefield"] == 1.0
    join.index(CORPUS, progress=False)
    assert join.base.info()["titlefield"] == 1.0
    assert load_retriever("join:bm25@titlefield=0").base.titlefield == 0.0
    assert load_retriever("join:bm25:titlefield=2").base.titlefield == 2.0  # the base spec's own value stays
    hybrid = load_retriever("join:hybrid:bm25+bm25:plain")
    assert [p.titlefield for p in hybrid.base.parts] == [1.0, None]  # the plain analyzer reads one serialized text
    assert load_retriever("bm25").titlefield is None  # the paper's BM25 has no title field outside join
    assert "titlefield" not in load_retriever("bm25").info()


@pytest.mark.parametrize("spec", ["bm25:plain,titlefield=1", "bm25:titlefield=-1", "bm25:titlefield=nan",
                                  "bm25:titlefield=x", "join:bm25@titlefield=-1", "join:bm25@titlefield=inf"])
def test_bad_title_field_weights_are_refused(spec):
    with pytest.raises(ConfigError, match="titlefield"):
        load_retriever(spec)
