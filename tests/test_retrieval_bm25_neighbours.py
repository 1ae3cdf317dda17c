"""``bm25:neighbours=X``: a table's key-linked partners' names and headers as a second BM25 field (opt-in).

A schema-only table whose own words miss the question (``depots``: ``latitude``, ``longitude``) is found through
the words of the table whose key names it (``shipments.depot_id``); off by default, a no-op on a corpus without
key-name links (the bundled sample), refused where it cannot apply; on by default for a BM25 under ``join:``. Measured in ``benchmarks/bm25_expansion.py``.
"""

import pytest

from mt_raig.errors import ConfigError
from mt_raig.io.benchmark import load_benchmark
from mt_raig.retrieval.registry import load_retriever
from mt_raig.tables import Table

SHIPMENTS = Table.create("retail - shipments", ["shipment_id", "depot_id", "carrier_code", "weight_kg"], [])
DEPOTS = Table.create("retail - depots", ["depot_id", "latitude", "longitude"], [])
CORPUS = [
    SHIPMENTS,
    DEPOTS,
    Table.create("retail - staff", ["staff_id", "salary", "hired_on"], []),
    Table.create("telecom - carriers", ["carrier_name", "frequency_mhz", "licence", "region"], []),
    Table.create("geo - rivers", ["river_id", "length", "source"], []),
]
QUESTION = "Where on the map do the heaviest shipments of each carrier start?"  # needs shipments + depots


def ranked(spec: str, corpus=CORPUS, questions=(QUESTION,), k: int = 2) -> list[list[str]]:
    r = load_retriever(spec)
    r.index(corpus, progress=False)
    return [[t for t, _ in found] for found in r.search(list(questions), k, progress=False)]


def test_a_table_found_through_the_words_of_the_table_whose_key_names_it():
    plain = load_retriever("bm25")
    plain.index(CORPUS, progress=False)
    scores = dict(zip((t.id for t in CORPUS), plain.scores(plain.analyzer.tokens(QUESTION))))
    assert scores[DEPOTS.id] == 0.0  # no word of the question in the depots table itself
    assert ranked("bm25")[0] == [SHIPMENTS.id, CORPUS[3].id]  # the telecom carriers share 'carrier'
    assert ranked("bm25:neighbours=1")[0] == [SHIPMENTS.id, DEPOTS.id]
    expanded = load_retriever("bm25:neighbours=1")
    expanded.index(CORPUS, progress=False)
    again = dict(zip((t.id for t in CORPUS), expanded.scores(expanded.analyzer.tokens(QUESTION))))
    assert again[DEPOTS.id] > again[CORPUS[3].id] > 0.0
    assert again[CORPUS[3].id] == pytest.approx(scores[CORPUS[3].id])  # no key link: its score is unchanged
    assert expanded.info()["neighbours"] == 1.0 and "neighbours" not in plain.info()


def test_off_by_default_and_a_no_op_without_key_links():
    assert ranked("bm25:neighbours=0", k=5) == ranked("bm25", k=5)
    bench = load_benchmark()  # Wikipedia-style tables: no key-named column links two of them
    tables, questions = list(bench.tables.values()), [e.question for e in bench.examples]
    assert ranked("bm25:neighbours=1", tables, questions, k=10) == ranked("bm25", tables, questions, k=10)


def test_nested_in_join_and_hybrid_specs():
    hybrid = load_retriever("hybrid:bm25:neighbours=1+bm25")
    assert [p.neighbours for p in hybrid.parts] == [1.0, None]  # None: the spec left it unset (off)
    join = load_retriever("join:bm25:neighbours=2")
    assert join.base.neighbours == 2.0 and join.base_spec == "bm25:neighbours=2"  # a base that sets it keeps it
    join.index(CORPUS, progress=False)
    assert [t for t, _ in join.search([QUESTION], 2, progress=False)[0]] == [SHIPMENTS.id, DEPOTS.id]


def test_on_by_default_under_join_and_off_with_neighbours_0():
    """Under ``join:`` a BM25 whose spec leaves ``neighbours`` unset reads its key-linked tables' words (weight 1),
    in a hybrid base too; ``@neighbours=0`` gives the plain base, whose pool misses the depots table."""
    join = load_retriever("join:bm25")
    assert join.base.neighbours == 1.0 and join.info()["neighbours"] == 1.0
    join.index(CORPUS, progress=False)
    assert join.base.info()["neighbours"] == 1.0
    top = join.base.search([QUESTION], 5, progress=False)[0]
    # the base itself now holds the depots, third: behind the telecom carriers, whose name (join's title field) says
    # "carrier" as the question does
    assert [t for t, s in top if s > 0][:3] == [SHIPMENTS.id, CORPUS[3].id, DEPOTS.id]
    plain = load_retriever("join:bm25@neighbours=0")
    assert plain.base.neighbours == 0.0
    plain.index(CORPUS, progress=False)
    assert DEPOTS.id not in [t for t, s in plain.base.search([QUESTION], 5, progress=False)[0] if s > 0]
    hybrid = load_retriever("join:hybrid:bm25+bm25:plain@score@alpha=1")
    assert [p.neighbours for p in hybrid.base.parts] == [1.0, None]  # the plain analyzer has no key words
    assert load_retriever("bm25").neighbours is None  # the paper's BM25 stays as it was outside join
    with pytest.raises(ConfigError, match="neighbours"):
        load_retriever("join:bm25@neighbours=-1")


@pytest.mark.parametrize("spec", ["bm25:plain,neighbours=1", "bm25:neighbours=-1", "bm25:neighbours=nan",
                                  "bm25:neighbours=inf", "bm25:neighbours=x"])
def test_bad_neighbour_weights_are_refused(spec):
    with pytest.raises(ConfigError):
        load_retriever(spec)
