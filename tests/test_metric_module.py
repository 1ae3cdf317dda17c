"""The `evaluate` metric module evaluation/mt_raig_eval, loaded offline from its folder, with the lexical proxy judge."""

from pathlib import Path

import pytest

from mt_raig.data import TYPE_ABBREVIATIONS

from mt_raig.io.benchmark import load_benchmark
from mt_raig.numbers import cell_values, find_mentions, matches_mention

ROOT = Path(__file__).resolve().parent.parent
MODULE = ROOT / "evaluation" / "mt_raig_eval"
METRICS = ("faithfulness", "completeness_precision", "completeness_recall", "completeness_f1")
pytestmark = pytest.mark.slow  # importing `evaluate` and loading the module alone takes ~12 s of CPU


@pytest.fixture(scope="module")
def metric(tmp_path_factory):
    import evaluate

    return evaluate.load(str(MODULE), cache_dir=str(tmp_path_factory.mktemp("evaluate_cache")))


@pytest.fixture(scope="module")
def sample_inputs():
    bench = load_benchmark(None)
    examples = bench.examples[:2]
    tables = [[t.to_record() for t in bench.gold_tables(e)] for e in examples]
    return {
        "predictions": [e.insight for e in examples],
        "references": [e.insight for e in examples],
        "questions": [e.question for e in examples],
        "tables": tables,
        "question_types": [e.type for e in examples],
    }, examples


def test_gold_scored_against_itself(metric, sample_inputs):
    inputs, examples = sample_inputs
    out = metric.compute(**inputs, ids=[e.id for e in examples], return_details=True)
    assert metric.config_name == "default" and out["proxy"] is True
    assert out["judge"]["name"] == "lexical" and out["judge"]["topic_threshold"] == 0.7
    assert out["n_items"] == 2
    assert set(out["per_type"]) == {abbr for abbr, full in TYPE_ABBREVIATIONS.items() if full in inputs["question_types"]}
    for m in METRICS:
        assert out["counts"][m]["n_scored"] == 2 and out["counts"][m]["not_scored_rate"] == 0.0
    # identical topic lists match one to one
    assert out["completeness_precision"] == out["completeness_recall"] == out["completeness_f1"] == 1.0
    # Faithfulness of gold on itself is below 1 with the lexical proxy, by design: the gold insights state
    # numbers the author computed (rates, sums), which are in no table cell, and a few comparisons span rows.
    details = out["details"]["examples"]
    assert [d["id"] for d in details] == [e.id for e in examples]
    claims = [c for d in details for c in d["claims"]]
    scored = [c for c in claims if c["status"] == "ok"]
    assert {c["status"] for c in claims} <= {"ok", "skipped"}
    per_example = [[c["score"] for c in d["claims"] if c["status"] == "ok"] for d in details]
    assert out["all_items"]["faithfulness"] == pytest.approx(sum(sum(s) / len(s) for s in per_example) / 2)
    per_type = {}
    for d, s in zip(details, per_example):
        per_type.setdefault(d["type"], []).append(sum(s) / len(s))
    type_means = [sum(v) / len(v) for v in per_type.values()]
    assert out["faithfulness"] == pytest.approx(sum(type_means) / len(type_means))  # the headline is the paper's Avg.
    assert 0.6 < out["all_items"]["faithfulness"] < 1.0
    all_values = [v for recs in inputs["tables"] for rec in recs for row in rec["cell"] for v in cell_values(row)]
    for c in scored:
        if c["score"] == 0.0 and c["evidence"].get("missing"):
            for text in c["evidence"]["missing"]:
                mention = find_mentions(text)[0]
                assert not any(matches_mention(v, mention) for v in all_values), f"{text} is in a table cell"
        elif c["score"] == 1.0:
            assert c["evidence"].get("rows") or c["evidence"].get("groups")


def test_made_up_numbers_lower_faithfulness_not_completeness(metric, sample_inputs):
    inputs, _ = sample_inputs
    gold = inputs["predictions"][0]
    numbers = find_mentions(gold)
    made_up = gold
    for m in reversed(numbers[:4]):  # the first four numbers get a 7 glued on: no table holds them
        made_up = made_up[: m.start] + m.number.text + "7" + made_up[m.start + len(m.number.text):]
    single = {k: v[:1] for k, v in inputs.items()}
    base = metric.compute(**single)
    changed = metric.compute(**dict(single, predictions=[made_up]))
    assert changed["faithfulness"] < base["faithfulness"]
    assert changed["completeness_f1"] > 0.9


def test_judge_by_argument_and_bad_inputs_are_named(metric, sample_inputs):
    inputs, _ = sample_inputs
    with pytest.raises(ValueError, match="unknown judge 'nonsense'"):
        metric.compute(**inputs, judge="nonsense")
    with pytest.raises(ValueError, match=r"question_types\[1\] = 'Weather'"):
        metric.compute(**dict(inputs, question_types=[inputs["question_types"][0], "Weather"]))
    with pytest.raises(ValueError, match="lacks title"):
        bad = [[{"id": "x", "title": None, "header": ["a"], "cell": [["1"]]}], inputs["tables"][1]]
        metric.compute(**dict(inputs, tables=bad))


def test_loads_by_name_from_the_evaluation_folder(monkeypatch, tmp_path):
    import evaluate

    monkeypatch.chdir(MODULE.parent)
    m = evaluate.load("mt_raig_eval", "lexical", cache_dir=str(tmp_path))
    assert m.config_name == "lexical"
    assert set(m.features) == {"predictions", "references", "questions", "tables", "question_types"}


def test_headline_is_the_mean_of_the_type_means(metric):
    bench = load_benchmark(None)
    by_type = {}
    for e in bench.examples:
        by_type.setdefault(e.type, e)
    examples = list(by_type.values())[:2]
    out = metric.compute(
        predictions=[e.insight for e in examples],
        references=[e.insight for e in examples],
        questions=[e.question for e in examples],
        tables=[[t.to_record() for t in bench.gold_tables(e)] for e in examples],
        question_types=[e.type for e in examples],
    )
    means = [v["faithfulness"] for v in out["per_type"].values()]
    assert len(means) == 2 and abs(out["faithfulness"] - sum(means) / 2) < 1e-12
    assert set(out["all_items"]) == set(METRICS)


def test_installed_module_loads_from_any_folder(monkeypatch, tmp_path):
    import evaluate

    import mt_raig

    monkeypatch.chdir(tmp_path)  # not the repository: the package's own copy
    m = evaluate.load(mt_raig.eval_module_path(), "lexical", cache_dir=str(tmp_path / "cache"))
    assert m.config_name == "lexical" and "mt_raig/eval/mt_raig_eval" in mt_raig.eval_module_path().replace("\\", "/")
    assert (ROOT / "evaluation" / "mt_raig_eval" / "mt_raig_eval.py").resolve() == \
        (Path(mt_raig.eval_module_path()) / "mt_raig_eval.py").resolve()  # one source: evaluation/ links to it
