"""``hybrid``: fusion arithmetic by hand, deterministic ties, spec errors, and a real fused run on the sample."""

import pytest

import mt_raig
from mt_raig.errors import ConfigError
from mt_raig.retrieval.hybrid import fuse, parse_spec


def test_rrf_and_score_fusion_by_hand():
    a = [("t1", 12.0), ("t2", 8.0), ("t3", 4.0)]
    b = [("t3", 0.9), ("t1", 0.6), ("t4", 0.3)]
    rrf = dict(fuse([a, b], "rrf", rrf_k=60))
    assert rrf["t1"] == pytest.approx(1 / 61 + 1 / 62) and rrf["t3"] == pytest.approx(1 / 63 + 1 / 61)
    assert rrf["t2"] == pytest.approx(1 / 62) and rrf["t4"] == pytest.approx(1 / 63)
    score = fuse([a, b], "score", weights=(0.25, 0.75))
    # a: t1 1.0, t2 0.5, t3 0.0; b: t3 1.0, t1 0.5, t4 0.0
    assert dict(score) == pytest.approx({"t1": 0.25 + 0.375, "t2": 0.125, "t3": 0.75, "t4": 0.0})
    assert [t for t, _ in score] == ["t3", "t1", "t2", "t4"]


def test_a_part_that_scores_its_candidates_alike_adds_nothing():
    """BM25 with no question word in the corpus returns the first table ids, all at 0: min-max scaling would give
    each of them the part's full weight, as much as the other part's best table; they get nothing instead."""
    no_match = [("t1", 0.0), ("t2", 0.0), ("t3", 0.0)]
    dense = [("t9", 0.8), ("t2", 0.5), ("t7", 0.2)]
    fused = fuse([no_match, dense], "score")
    assert [t for t, _ in fused][:3] == ["t9", "t2", "t1"] and dict(fused)["t9"] == pytest.approx(1.0)
    assert dict(fused)["t1"] == dict(fused)["t7"] == 0.0  # the arbitrary no-match tables rank with dense's worst
    assert [t for t, _ in fuse([no_match, dense])] == [t for t, _ in fused]  # score is the default


def test_ties_go_to_the_smaller_table_id():
    assert [t for t, _ in fuse([[("b", 1.0)], [("a", 1.0)]], "rrf")] == ["a", "b"]


@pytest.mark.parametrize("arg,message", [("bm25", "two or more"), ("bm25+dense@rrf,max", "unknown hybrid option"),
                                         ("bm25+dense@w=1", "1 weights for 2"), ("bm25+dense@depth=0", "positive integer")])
def test_bad_specs_are_refused(arg, message):
    with pytest.raises(ConfigError, match=message):
        parse_spec(arg)


def test_hybrid_is_an_ordinary_retriever_spec():
    assert parse_spec(None) == (["bm25", "dense"], "score", None, 100)
    assert parse_spec("bm25+dense@rrf")[1] == "rrf"
    bench = mt_raig.load_benchmark()
    result = mt_raig.retrieve(bench, "hybrid:bm25+bm25:plain@score,w=0.7/0.3", k=10, progress=False)
    assert result.metrics["overall"]["R@10"] >= 90 and all(len(v) == 10 for v in result.run.values())
    first = next(iter(result.run.values()))
    assert len(set(first)) == 10
