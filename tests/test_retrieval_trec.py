"""#10.18: TREC runs are scored by an independent scorer (pytrec_eval, i.e. trec_eval) exactly as we score them."""

import pytest

from mt_raig.data import Example

from mt_raig.io.benchmark import load_benchmark
from mt_raig.io.runs import read_trec_run, strictly_decreasing, write_qrels, write_trec_run
from mt_raig.errors import DataError
from mt_raig.retrieval import evaluate_run, retrieve

pytrec_eval = pytest.importorskip("pytrec_eval")


def _parse(path, columns):
    """A deliberately separate reader of the TREC text (not ours)."""
    out = {}
    for line in path.read_text().splitlines():
        f = line.split()
        if columns == 6:
            out.setdefault(f[0], {})[f[2]] = float(f[4])
        else:
            out.setdefault(f[0], {})[f[2]] = int(f[3])
    return out


def _trec_recall(tmp_path, rankings, examples, ks):
    run = _parse(write_trec_run(tmp_path / "run.trec", rankings, "t"), 6)
    qrels = _parse(write_qrels(tmp_path / "qrels.txt", examples), 4)
    measures = {f"recall.{','.join(map(str, ks))}"}
    scored = pytrec_eval.RelevanceEvaluator(qrels, measures).evaluate(run)
    return {k: 100 * sum(scored[e.id][f"recall_{k}"] for e in examples) / len(examples) for k in ks}


def test_tied_scores_are_scored_in_our_order(tmp_path):
    # Every table ties; our order is by id ascending, trec_eval's own tie order is not.
    examples = [Example("q1", "?", "Trend & Pattern", ("a",), ""), Example("q2", "?", "Trend & Pattern", ("b", "c"), "")]
    rankings = {"q1": [("a", 1.0), ("b", 1.0), ("c", 1.0)], "q2": [("b", 0.5), ("c", 0.5), ("a", 0.5)]}
    ours = evaluate_run({q: [t for t, _ in r] for q, r in rankings.items()}, examples, ks=(1, 2), corpus_size=3)
    trec = _trec_recall(tmp_path, rankings, examples, (1, 2))
    assert trec[1] == pytest.approx(ours["overall"]["R@1"]) and trec[1] == pytest.approx(75.0)
    assert trec[2] == pytest.approx(ours["overall"]["R@2"])
    assert [t for t, _ in read_trec_run(tmp_path / "run.trec")["q1"]] == ["a", "b", "c"]


def test_bm25_run_on_the_sample_agrees_with_trec_eval(tmp_path):
    bench = load_benchmark(None)
    result = retrieve(bench, "bm25", k=20, progress=False)
    assert any(r[i][1] == r[i + 1][1] for r in result.rankings.values() for i in range(len(r) - 1)), "the sample has ties"
    trec = _trec_recall(tmp_path, result.rankings, bench.examples, (2, 5, 10, 20))
    for k in (2, 5, 10, 20):
        assert trec[k] == pytest.approx(result.metrics["overall"][f"R@{k}"], abs=1e-3), k


def test_strictly_decreasing_scores():
    assert strictly_decreasing([3.0, 2.0, 2.0, 2.5, 1.0]) == pytest.approx([3.0, 2.0, 2.0, 2.0, 1.0])
    written = strictly_decreasing([3.0, 2.0, 2.0, 2.5, 1.0])
    assert all(a > b for a, b in zip(written, written[1:]))
    with pytest.raises(DataError, match="finite"):
        strictly_decreasing([float("nan")])


def test_ids_that_would_break_a_trec_line_are_refused(tmp_path):
    with pytest.raises(DataError, match="table id"):
        write_trec_run(tmp_path / "r.trec", {"q1": [("a b", 1.0)]}, "t")
    with pytest.raises(DataError, match="question id"):
        write_qrels(tmp_path / "q.txt", [Example("q\t1", "?", "Trend & Pattern", ("a",), "")])
