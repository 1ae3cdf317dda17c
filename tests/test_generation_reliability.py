"""Issue #10 items 9, 11, 12 and 19 for ``generate``: nothing lost, nothing overwritten, everything checked before
the model loads, resumes that ignore transport settings; with real files, the CLI and the local OpenAI server."""

from __future__ import annotations

import json
import warnings
from pathlib import Path

import pytest
from openai_server import OpenAIServer
from scripted_llm import ScriptedLLM

from mt_raig.cli import main
from mt_raig.config import build_config
from mt_raig.io.benchmark import load_benchmark
from mt_raig.errors import ConfigError, DataError
from mt_raig.generation import GenerationConfig, generate, load_predictions, run_generation
from mt_raig.io.predictions import PredictionsWriter, settings_path


@pytest.fixture(scope="module")
def bench():
    return load_benchmark(None)


def _reply(request) -> str:
    return "Insight: a grounded answer."


def gen(bench, llm, out, **settings):
    cfg = build_config(GenerationConfig, {"progress": False, **settings, "out": str(out)})
    return run_generation(bench, llm, cfg)


# --- item 11: --overwrite takes the lock before anything is removed --------------------------------------------------


def test_overwrite_never_removes_a_file_another_run_is_writing(bench, tmp_path):
    out = tmp_path / "p.jsonl"
    gen(bench, ScriptedLLM(_reply), out, setting="closed", limit=2)
    before = out.read_bytes()
    with PredictionsWriter(out):  # another run holds the file
        intruder = ScriptedLLM(_reply)
        with pytest.raises(DataError, match="being written by another run"):
            gen(bench, intruder, out, setting="closed", limit=3, overwrite=True)
        assert out.read_bytes() == before and intruder.requests == []
    assert len(load_predictions(out)) == 2
    gen(bench, ScriptedLLM(_reply), out, setting="closed", limit=1, overwrite=True)  # free again: overwrite starts over
    assert list(load_predictions(out)) == [bench.examples[0].id]


# --- item 12: outputs equal to inputs refused, unwritable outputs found before any call ---------------------------------


def test_an_output_equal_to_an_input_is_refused_before_any_work(bench, tmp_path):
    run = {e.id: list(e.gold_table_ids) for e in bench.examples}
    run_file = tmp_path / "run.json"
    run_file.write_text(json.dumps(run))
    llm = ScriptedLLM(_reply)
    with pytest.raises(ConfigError, match="--out .*run.json is the same file as the input --run"):
        gen(bench, llm, run_file, run=str(run_file), k=2, limit=1)
    sidecar_clash = tmp_path / "p.settings.json"  # the run file is where the predictions' settings would go
    sidecar_clash.write_text(json.dumps(run))
    with pytest.raises(ConfigError, match="its settings file .*p.settings.json is the same file as the input --run"):
        gen(bench, llm, tmp_path / "p.jsonl", run=str(sidecar_clash), k=2, limit=1)
    assert json.loads(run_file.read_text()) == run and json.loads(sidecar_clash.read_text()) == run
    assert llm.requests == [] and not (tmp_path / "p.jsonl").exists()


def test_an_unwritable_output_is_found_before_the_model_loads(tmp_path, capsys):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    # a backend that cannot even be loaded: the output error must come first
    code = main(["generate", "--backend", "transformers:/no/such/model", "--setting", "closed",
                 "--out", str(blocker / "p.jsonl"), "--no-progress"])
    err = capsys.readouterr().err
    assert code == 2 and "cannot be created" in err and "a-file is a file, not a folder" in err
    assert "transformers model" not in err and len(err.strip().splitlines()) == 1
    assert main(["generate", "--backend", "transformers:/no/such/model", "--setting", "closed", "--out", str(tmp_path)]) == 2
    assert "is a folder; give the predictions file's path" in capsys.readouterr().err


def test_the_cli_refuses_to_overwrite_its_own_config(tmp_path, capsys):
    cfg = tmp_path / "gen.yaml"
    cfg.write_text("backend: transformers:/no/such/model\nsetting: closed\n")
    assert main(["generate", "--config", str(cfg), "--out", str(cfg), "--no-progress"]) == 2
    assert "same file as the input --config" in capsys.readouterr().err
    assert cfg.read_text().startswith("backend:")


# --- item 19: run file, settings and resume checked before loading the model; short runs warned ------------------------


def test_a_bad_run_file_is_reported_before_the_model_loads(bench, tmp_path, capsys):
    run_file = tmp_path / "run.json"
    run_file.write_text(json.dumps({bench.examples[0].id: ["no-such-table"]}))
    code = main(["generate", "--backend", "transformers:/no/such/model", "--run", str(run_file), "--limit", "1",
                 "--out", str(tmp_path / "p.jsonl"), "--no-progress"])
    err = capsys.readouterr().err
    assert code == 2 and "the run does not match the benchmark" in err and "no-such-table" in err
    assert "transformers model" not in err


def test_an_incompatible_resume_is_reported_before_the_model_loads(bench, tmp_path, capsys):
    out = tmp_path / "p.jsonl"
    with OpenAIServer(lambda b: "Insight: fine.") as server:
        assert main(["generate", "--backend", f"openai:m@{server.url}", "--setting", "closed", "--limit", "1",
                     "--max-new-tokens", "64", "--out", str(out), "--no-progress"]) == 0
    capsys.readouterr()
    # the server is gone: had the backend been built first, the error would be "cannot reach"
    code = main(["generate", "--backend", f"openai:m@{server.url}", "--setting", "closed", "--limit", "1",
                 "--max-new-tokens", "32", "--out", str(out), "--no-progress"])
    err = capsys.readouterr().err
    assert code == 2 and "different settings (sampling.max_new_tokens: 64 -> 32)" in err and "cannot reach" not in err


def test_a_run_with_fewer_than_k_tables_is_warned_about(bench, tmp_path):
    run = {e.id: list(e.gold_table_ids) for e in bench.examples}  # 2-5 tables each, k = 10
    with pytest.warns(UserWarning, match=r"fewer than k=10 tables for 3 of 3 questions"):
        preds = generate(bench, ScriptedLLM(_reply), run=run, k=10, limit=3, progress=False)
    assert [p.table_ids for p in preds] == [run[e.id] for e in bench.examples[:3]]


# --- item 9 (generate's part): transport settings may change on resume; partial files are warned about ----------------


def test_resume_accepts_new_transport_settings_but_not_new_reply_settings(bench, tmp_path):
    out = tmp_path / "p.jsonl"
    with OpenAIServer(lambda b: "Insight: from A.") as a, OpenAIServer(lambda b: "Insight: from B.") as b:
        first = {"concurrency": 2, "timeout_s": 30.0, "max_retries": 1, "backoff_s": 0.01}
        gen(bench, f"openai:m@{a.url}", out, setting="closed", limit=2, backend_options=first)
        url_b = b.url.replace("http://", "http://user:secret@")
        second = {"concurrency": 5, "timeout_s": 60.0, "max_retries": 4, "backoff_s": 0.02, "check_server": False}
        preds, summary = gen(bench, f"openai:m@{url_b}", out, setting="closed", limit=3, backend_options=second)
        assert summary.already_done == 2 and summary.generated == 1 and len(b.requests) == 1
        assert [p.insight for p in preds] == ["from A.", "from A.", "from B."]
        with pytest.raises(DataError, match="different settings.*reasoning_effort"):
            gen(bench, f"openai:m@{b.url}", out, setting="closed", limit=3, backend_options={"reasoning_effort": "high"})
    sidecar = settings_path(out).read_text()
    assert "secret" not in sidecar and len(json.loads(sidecar)["sessions"]) == 2


def test_a_partial_predictions_file_is_warned_about(bench, tmp_path):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        gen(bench, ScriptedLLM(_reply), tmp_path / "p.jsonl", setting="closed", limit=2)
    messages = [str(w.message) for w in caught]
    assert any(f"finished insights for 2 of the {len(bench.examples)} questions" in m for m in messages), messages
    with warnings.catch_warnings(record=True) as caught:  # in memory: no file, nothing to warn about
        warnings.simplefilter("always")
        preds = generate(bench, ScriptedLLM(_reply), setting="closed", limit=2, progress=False)
    assert len(preds) == 2 and not any("finished insights" in str(w.message) for w in caught)
    assert not Path("p.jsonl").exists()
