"""``mt-raig evaluate`` end to end: a predictions file, an LLM judge behind a real local HTTP server, the cache."""

import json

import pytest
from openai_server import OpenAIServer

from mt_raig.cli import main
from mt_raig.io.benchmark import load_benchmark
from mt_raig.eval.items import items_from_predictions
from mt_raig.io.predictions import Prediction, PredictionsWriter

FAST = ["--backend-option", "backoff_s=0.01", "--backend-option", "max_backoff_s=0.05", "--backend-option", "api_key_env=MT_RAIG_TEST_KEY"]


@pytest.fixture()
def predictions(tmp_path):
    bench = load_benchmark(None)
    path = tmp_path / "preds.jsonl"
    with PredictionsWriter(path) as w:
        for k, ex in enumerate(bench.examples[:3]):
            failed = k == 2
            w.write(Prediction(id=ex.id, question=ex.question, type=ex.type, table_ids=list(ex.gold_table_ids), gold_table_ids=list(ex.gold_table_ids),
                               rows_dropped={}, insight="" if failed else ex.insight, raw_output=None, status="failed" if failed else "ok",
                               prompt_version="insight/1", failure="backend" if failed else None, error="HTTP 500" if failed else None))
    return bench, path


def test_items_from_predictions_keep_failed_generations_as_statuses(predictions, tmp_path):
    bench, path = predictions
    with pytest.warns(UserWarning, match=f"covers 3 of the {len(bench.examples)} questions"):
        items = items_from_predictions(bench, path)
    assert [i.generation_status for i in items] == ["ok", "ok", "failed:backend"]
    assert items[0].tables == tuple(bench.gold_tables(bench.examples[0])) and items[0].reference == bench.examples[0].insight
    assert len(items_from_predictions(bench, path, include_missing=True)) == len(bench.examples)
    bad = tmp_path / "bad.jsonl"
    bad.write_text(path.read_text().replace(bench.examples[0].id, "q99999-nothere", 1))
    with pytest.raises(ValueError, match="q99999-nothere"):
        items_from_predictions(bench, bad)


def _respond(body):
    text = body["messages"][-1]["content"]
    if "according to multiple table schemas" in text:
        return json.dumps({"claims": ["First claim with 5,706.", "Second claim reached 3."]})
    if "Claim:" in text:
        return "1" if "First" in text.split("Claim:")[1] else "0"
    if "extract atomic-level topics" in text:
        return json.dumps({"topics": ["carrier punctuality", "cancellations"]})
    return json.dumps({"matched_a": [1, 2], "matched_b": [2]})


def test_evaluate_cli_writes_records_and_table_and_reruns_from_the_cache(predictions, tmp_path, monkeypatch, capsys):
    _, preds = predictions
    monkeypatch.setenv("MT_RAIG_TEST_KEY", "sk-test")
    out, cache = tmp_path / "scores.json", tmp_path / "judge.sqlite"
    with OpenAIServer(_respond) as server:
        args = ["evaluate", "--predictions", str(preds), "--judge", f"llm:openai:test-model@{server.url}", "--cache", str(cache), "--structured", "--no-progress", *FAST]
        assert main([*args, "--dry-run"]) == 0
        estimate = json.loads(capsys.readouterr().out)
        assert estimate["by_step"]["claim_decomposition"]["calls"] == 2 and estimate["items_not_sent"] == 1 and not server.requests
        assert main([*args, "--out", str(out)]) == 0
        printed = capsys.readouterr().out
        first_calls = len(server.requests)
        assert first_calls == 2 + 2 + 2 + 1  # same tables and claims, prediction = gold insight: identical requests go once
        assert main([*args, "--out", str(out)]) == 0
        assert len(server.requests) == first_calls  # the rerun made no call
        assert "judge calls: 0 (cache hits 12" in capsys.readouterr().out
    report = json.loads(out.read_text())
    assert report["judge"]["mode"] == "official" and report["judge"]["model"] == "test-model" and report["judge"]["proxy"] is False
    ex = report["examples"]
    assert [e["faithfulness"] for e in ex] == [0.5, 0.5, None] and ex[2]["faithfulness_status"] == "generation_failed"
    assert ex[0]["completeness_precision"] == 0.5 and ex[0]["completeness_recall"] == 1.0
    claims = [c for e in ex for c in e["claims"]]
    assert len(claims) == 4 and all(len(c["votes"]) == 20 for c in claims)
    assert [c["claim"] for c in ex[0]["claims"]] == ["First claim with 5,706.", "Second claim reached 3."]
    assert [c["score"] for c in ex[0]["claims"]] == [1.0, 0.0] and [c["status"] for c in ex[0]["claims"]] == ["ok", "ok"]
    assert [(t["topic"], t["matched"]) for t in ex[0]["predicted_topics"]] == [("carrier punctuality", False), ("cancellations", True)]
    assert [(t["topic"], t["matched"]) for t in ex[0]["gold_topics"]] == [("carrier punctuality", True), ("cancellations", True)]
    assert ex[0]["prediction"] and ex[0]["question"]
    assert report["summary"]["faithfulness"]["all_items"]["not_scored"] == {"generation_failed": 1}
    assert "Faithfulness" in printed and "Avg." in printed and "50.00 (2/3)" in printed


def test_cli_errors_name_the_problem(predictions, tmp_path, capsys):
    _, preds = predictions
    assert main(["evaluate", "--predictions", str(preds), "--judge", "lexical", "--mode", "logprob", "--out", str(tmp_path / "s.json")]) == 2
    assert "--mode applies to llm judges only" in capsys.readouterr().err
    config = tmp_path / "eval.yaml"
    config.write_text("judge: lexical\ntemperature: 0.3\n")
    assert main(["evaluate", "--config", str(config), "--predictions", str(preds), "--out", str(tmp_path / "s.json")]) == 2
    assert "unknown key 'temperature'" in capsys.readouterr().err
    assert main(["evaluate", "--predictions", str(tmp_path / "none.jsonl"), "--out", str(tmp_path / "s.json")]) == 2
    assert "no such predictions file" in capsys.readouterr().err


def test_yaml_settings_are_typed_limits_checked_and_duplicates_refused(predictions, tmp_path, capsys):
    """Issue #10.15: `dry_run: "false"` used to start a dry run; `--limit -1` and duplicate keys were accepted."""
    _, preds = predictions
    out = str(tmp_path / "s.json")
    config = tmp_path / "eval.yaml"
    config.write_text('judge: lexical\ndry_run: "false"\n')
    assert main(["evaluate", "--config", str(config), "--predictions", str(preds), "--out", out]) == 2
    assert "'dry_run' must be a bool, got 'false'" in capsys.readouterr().err
    config.write_text("judge: lexical\njudge: llm:openai:gpt-4o-mini\n")
    assert main(["evaluate", "--config", str(config), "--predictions", str(preds), "--out", out]) == 2
    assert "duplicate key 'judge'" in capsys.readouterr().err
    assert main(["evaluate", "--predictions", str(preds), "--out", out, "--limit", "-1"]) == 2
    assert "'limit' must be at least 1, got -1" in capsys.readouterr().err
    config.write_text("max_calls: 5\n")
    assert main(["evaluate", "--config", str(config), "--predictions", str(preds), "--out", out]) == 2
    assert "--max-calls applies to llm judges only" in capsys.readouterr().err


def test_exit_status_is_1_when_nothing_could_be_scored(predictions, tmp_path, monkeypatch, capsys):
    bench, preds = predictions
    failed = tmp_path / "failed.jsonl"
    failed.write_text(preds.read_text().splitlines()[2] + "\n")  # the one record whose generation failed (backend)
    monkeypatch.setenv("MT_RAIG_TEST_KEY", "sk-test")
    with OpenAIServer(_respond) as server:
        args = ["evaluate", "--predictions", str(failed), "--judge", f"llm:openai:test-model@{server.url}", "--no-progress", *FAST]
        code = main([*args, "--out", str(tmp_path / "s.json")])
        assert not server.requests
    assert code == 1
    captured = capsys.readouterr()
    assert "no item could be scored" in captured.err and "covers 1 of the" in captured.err
    report = json.loads((tmp_path / "s.json").read_text())
    assert report["summary"]["faithfulness"]["all_items"]["not_scored"] == {"generation_failed": 1}


def test_an_output_that_is_an_input_is_refused_before_any_work(predictions, capsys):
    _, preds = predictions
    before = preds.read_bytes()
    assert main(["evaluate", "--predictions", str(preds), "--out", str(preds)]) == 2
    assert "is the same file as the input --predictions" in capsys.readouterr().err and preds.read_bytes() == before


def test_items_from_predictions_in_memory_equal_those_from_the_file(predictions):
    from mt_raig.io.predictions import load_predictions

    bench, path = predictions
    records = list(load_predictions(path).values())
    with pytest.warns(UserWarning):
        from_file = items_from_predictions(bench, path)
        from_records = items_from_predictions(bench, records)
        from_dicts = items_from_predictions(bench, [r.to_dict() for r in records])
    assert from_file == from_records == from_dicts and len(from_file) == 3
    with pytest.raises(ValueError, match=r"predictions\[0\]: not a prediction record"):
        items_from_predictions(bench, [{"id": bench.examples[0].id}])


def test_items_judge_the_tables_as_the_generator_saw_them(predictions, tmp_path):
    from mt_raig.io.predictions import load_predictions

    bench, path = predictions
    rec = next(iter(load_predictions(path).values()))
    table = bench.table(rec.table_ids[0])
    rec.rows_dropped = {rec.table_ids[0]: table.num_rows - 1}
    with pytest.warns(UserWarning):
        [it] = items_from_predictions(bench, [rec])
    assert it.tables[0].num_rows == 1 and it.tables[0].cells == table.cells[:1] and it.rows_dropped == table.num_rows - 1
