"""Construction stages with the scripted LLM, and an end-to-end build on the bundled sample's tables."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from mt_raig.construction.pipeline import REPORT_FILE, BuildConfig, build_benchmark
from mt_raig.construction.prompts import PROMPT_VERSIONS, format_seeds, load_seeds, render
from mt_raig.construction.sets import TableSet
from mt_raig.construction.sources import table_from_record
from mt_raig.construction.stages import (StageSettings, annotate_questions, discard_report, expand_facts, extract_knowledge,
                                         parse_code, parse_questions, parse_verdict, verify)
from mt_raig.data import QUESTION_TYPES
from mt_raig.errors import ConfigError, DataError
from mt_raig.io.benchmark import SAMPLE_DIR
from mt_raig.io.release import read_release
from mt_raig.llm.base import Completion
from mt_raig.llm.calls import CallEngine, ReplyError
from mt_raig.sandbox import Limits
from scripted_llm import ScriptedLLM

GOOD_CODE = '''```python
import pandas as pd

def extract_patterns(dataframe, source_facts):
    return [str(c) for c in dataframe.columns]

def expand_facts(dataframe, patterns):
    facts = []
    for _, row in dataframe.iterrows():
        facts.append(f"{patterns[0]} {row.iloc[0]} has {patterns[-1]} {row.iloc[-1]}")
    return facts
```'''
HOSTILE_CODE = "```python\nimport os\ndef extract_patterns(dataframe, source_facts):\n    return open('/etc/passwd').read()\ndef expand_facts(dataframe, patterns):\n    return [patterns]\n```"
LOOPING_CODE = "```python\ndef extract_patterns(dataframe, source_facts):\n    while True:\n        pass\ndef expand_facts(dataframe, patterns):\n    return []\n```"
QUESTIONS = ("1. [Comparison & Relationship] How do the carriers compare between the two tables on delays and fleet size?\n"
             "2. [Trend & Pattern] What pattern links the carriers' fleet sizes to their on-time percentages?\n"
             "3) (P&O) Which carrier performed best when both tables are considered together?\n"
             "4. A line without a type is ignored by the parser\n")
VERDICT_YES = "Criterion 1: Yes\nCriterion 2: Yes\nCriterion 3: Yes\nCriterion 4: Yes\nVerdict: Yes"


def scripted(code=GOOD_CODE, unfaithful_word="pattern"):
    """Replies by prompt: the question list, the code, knowledge, an insight; the faithfulness verifier says No for
    insights containing ``unfaithful_word`` and the relevance verifier never gives a verdict for 'best' questions."""

    def reply(request):
        p = request.messages[0]["content"]
        if "generate a total of" in p:
            return QUESTIONS
        if "write a Python code" in p:
            return code
        if "extract knowledge" in p:
            return "Question-relevant knowledge: carrier AA has fleet size 600 and on-time 80 percent."
        if "generate an insight" in p:
            q = p.split("Question:")[1].split("\n")[0]
            return f"Insight: Answering{q} the tables show AA leads with a larger fleet and better on-time share."
        if "evaluate faithfulness" in p and unfaithful_word in p.split("Insight:")[-1]:
            return "Criterion 1: Yes\nCriterion 2: No\nVerdict: No"
        if "evaluate relevance" in p and "best" in p.split("Question:")[-1]:
            return "I am not sure."
        return VERDICT_YES

    return ScriptedLLM(reply)


@pytest.fixture
def two_tables():
    a = table_from_record({"title": "flights - airlines", "header": ["carrier", "name"], "cell": [["AA", "American"], ["DL", "Delta"]]}, "a")
    b = table_from_record({"title": "flights - fleet", "header": ["carrier", "fleet_size", "on_time"], "cell": [["AA", "600", "80"], ["DL", "500", "85"]]}, "b")
    s = TableSet.make("joinable", [b.id, a.id], "inferred key")
    return {a.id: a, b.id: b}, s


def _engine(llm, tmp_path):
    return CallEngine(llm, cache=tmp_path / "calls.sqlite", max_retries=1, progress=False)


def test_prompts_are_the_papers_with_versions():
    text = render("question_annotation", num_questions=10, question_types=", ".join(QUESTION_TYPES), seed_questions=format_seeds(load_seeds()),
                  keywords="car 1, car makers", overlapping_values="none found")
    assert "You are a helpful assistant that generate questions based on keywords derived from the table titles" in text
    assert "generate a total of 10 questions" in text and "Keywords: car 1, car makers" in text
    assert "How does the id of a car maker relate" in text  # the paper's Table 22 seed
    assert render("knowledge_extraction", question="Q", nl_context="{not a slot}").count("{not a slot}") == 1
    assert set(PROMPT_VERSIONS) == {"question_annotation", "fact_expansion", "knowledge_extraction", "insight_annotation",
                                    "verify_relevance", "verify_faithfulness", "verify_completeness"}
    with pytest.raises(ConfigError, match="no value for"):
        render("insight_annotation", question="Q")


def test_user_seeds_extend_the_shipped_ones(tmp_path):
    path = tmp_path / "seeds.json"
    path.write_text(json.dumps({"T&P": [{"question": "How did sales change year by year?", "tables": ["shop - 2020", "shop - 2021"]}]}))
    seeds = load_seeds(path)
    assert [s["question"] for s in seeds["Trend & Pattern"]][-1] == "How did sales change year by year?"
    assert len(seeds["Trend & Pattern"]) == 2 and len(seeds["Analysis & Summary"]) == 1
    path.write_text(json.dumps({"Funny": []}))
    with pytest.raises(DataError, match="Funny"):
        load_seeds(path)


def test_question_parser_keeps_typed_lines_only():
    qs = parse_questions(10)(Completion(texts=[QUESTIONS]))
    assert [q["type"] for q in qs] == ["Comparison & Relationship", "Trend & Pattern", "Performance & Outcome"]
    assert parse_questions(2)(Completion(texts=[QUESTIONS]))[-1]["type"] == "Trend & Pattern"
    copied = parse_questions(3)(Completion(texts=["1. [A&S] What do the two airline tables say about delays? (tables: flights - airlines; flights - fleet)"]))
    assert copied == [{"type": "Analysis & Summary", "question": "What do the two airline tables say about delays?"}]
    cut = parse_questions(3)(Completion(texts=["1. [A&S] What do the two airline tables say about delays? (tables: flights; flights; fli"]))
    assert cut[0]["question"] == "What do the two airline tables say about delays?"
    with pytest.raises(ReplyError):
        parse_questions(10)(Completion(texts=["Here are some questions about tables."]))


def test_code_and_verdict_parsers():
    assert "def expand_facts" in parse_code(Completion(texts=[GOOD_CODE]))
    with pytest.raises(ReplyError, match="expand_facts"):
        parse_code(Completion(texts=["```python\ndef extract_patterns(d, f):\n    return []\n```"]))
    with pytest.raises(ReplyError, match="does not parse"):
        parse_code(Completion(texts=["```python\ndef (:\n```"]))
    assert parse_verdict(Completion(texts=[VERDICT_YES])) is True
    assert parse_verdict(Completion(texts=["Criterion 1: yes\nCriterion 2: no\nCriterion 3: yes\nCriterion 4: yes"])) is False
    assert parse_verdict(Completion(texts=["**Verdict:** No"])) is False
    with pytest.raises(ReplyError):
        parse_verdict(Completion(texts=["Looks fine."]))


def test_question_annotation_gets_keywords_and_overlapping_values(two_tables, tmp_path):
    tables, s = two_tables
    llm = scripted()
    out = annotate_questions(_engine(llm, tmp_path), [s], tables, load_seeds(), StageSettings())
    assert out[s.id]["status"] == "ok" and len(out[s.id]["questions"]) == 3
    assert out[s.id]["questions"][0]["qid"] == f"{s.id}-q0"
    prompt = llm.requests[0].messages[0]["content"]
    assert "Keywords: flights, fleet, airlines" in prompt
    assert "shared columns: carrier" in prompt and "AA (column carrier)" in prompt


def test_fact_expansion_runs_the_models_code_in_the_sandbox(two_tables, tmp_path):
    tables, s = two_tables
    seen = {}
    out = expand_facts(_engine(scripted(), tmp_path), [s], tables, StageSettings(), on_result=lambda k, r: seen.setdefault(k, r))
    rec = out[s.id]
    assert rec["status"] == "ok" and rec["sandbox_status"] == "ok" and rec["expanded"] == 4
    assert "carrier AA has on_time 80" in rec["facts"] and seen[s.id] is rec
    assert any(f.startswith("In flights - airlines, for carrier AA") for f in rec["facts"])  # the initial facts stay


@pytest.mark.parametrize("code, status", [(HOSTILE_CODE, "blocked"), (LOOPING_CODE, "cpu_limit")])
def test_hostile_or_looping_generated_code_is_a_counted_failure(two_tables, tmp_path, code, status):
    tables, s = two_tables
    st = StageSettings(sandbox=Limits(wall_seconds=30, cpu_seconds=1, memory_bytes=1 << 30))
    rec = expand_facts(_engine(scripted(code), tmp_path), [s], tables, st)[s.id]
    assert rec["status"] == status and rec["reason"] and rec["expanded"] == 0
    assert rec["facts"] and all(f.startswith("In flights") for f in rec["facts"])  # falls back to the initial facts


def test_verification_discards_and_reports_per_criterion(two_tables, tmp_path):
    tables, s = two_tables
    engine = _engine(scripted(), tmp_path)
    triples = [{"qid": f"q{i}", "set_id": s.id, "type": "Trend & Pattern", "question": q, "status": "ok", "insight": ins, "knowledge": "k"}
               for i, (q, ins) in enumerate([("How do fleets compare?", "AA has the larger fleet."),
                                             ("What pattern links fleets?", "The pattern is that AA leads."),
                                             ("Which is best overall?", "AA is best overall.")])]
    verify(engine, triples, tables, {s.id: s}, StageSettings())
    assert [t["kept"] for t in triples] == [True, False, False]
    assert triples[1]["verdicts"] == {"relevance": True, "faithfulness": False, "completeness": True}
    assert triples[2]["verdicts"]["relevance"] is None and "Verdict" in triples[2]["verify_errors"]["relevance"]
    rep = discard_report(triples)
    assert rep["discard_ratio_pct"] == {"relevance": 0.0, "faithfulness": 33.33, "completeness": 0.0}
    assert rep["verdict_unparsed"]["relevance"] == 1 and rep["kept"] == 1 and rep["discarded"] == 2


def test_knowledge_failures_are_statuses(two_tables, tmp_path):
    tables, s = two_tables
    llm = ScriptedLLM(lambda r: "no")
    triples = [{"qid": "q0", "set_id": s.id, "type": "Trend & Pattern", "question": "Q?", "status": "ok"}]
    extract_knowledge(_engine(llm, tmp_path), triples, {s.id: {"facts": ["f"]}}, StageSettings())
    assert triples[0]["status"] == "knowledge_parse_failed" and "fewer than 3 words" in triples[0]["error"]


def _build(out, **kw):
    cfg = BuildConfig(tables=[str(SAMPLE_DIR)], out=str(out), llm="scripted:annotator", max_sets=2, progress=False,
                      sandbox_cpu_seconds=5, sandbox_wall_seconds=60, **kw)
    return cfg


def test_end_to_end_release_is_accepted_and_resumes_from_the_cache(tmp_path):
    out = tmp_path / "release"
    llm = scripted()
    report = build_benchmark(_build(out), llm=llm)
    bench = read_release(out)
    assert report["examples"] == len(bench.examples) == 2  # per set: 3 questions, 1 unfaithful, 1 unverifiable
    assert {e.type for e in bench.examples} == {"Comparison & Relationship"}
    assert len(bench.tables) == 64 and all(len(e.gold_table_ids) >= 2 for e in bench.examples)
    assert bench.info is not None and "scripted" in bench.info.description
    saved = json.loads((out / REPORT_FILE).read_text())
    assert saved["prompt_versions"] == PROMPT_VERSIONS and saved["settings"]["max_sets"] == 2
    assert saved["self_verification"]["discard_ratio_pct"]["faithfulness"] == 33.33
    assert saved["fact_expansion"]["by_status"] == {"ok": 2} and saved["usage"]["calls"] > 0
    assert saved["set_collection"]["annotated_sets"] == 2 and (out / "build" / "facts.jsonl").is_file()

    facts_lines = (out / "build" / "facts.jsonl").read_text().count("\n")
    again = scripted()
    rerun = build_benchmark(_build(out), llm=again)
    # only replies that never parsed (the relevance verdicts of the 'best' questions) are asked again
    assert rerun["usage"]["cache_hits"] > 0 and again.requests
    assert all("evaluate relevance" in r.messages[0]["content"] and "best" in r.messages[0]["content"] for r in again.requests)
    assert (out / "build" / "facts.jsonl").read_text().count("\n") == facts_lines  # no sandbox run repeated
    assert read_release(out).examples == bench.examples

    hub = tmp_path / "hub"
    done = subprocess.run([sys.executable, "-m", "mt_raig.cli", "dataset", "build", "--release", str(out), "--out", str(hub)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr[-2000:]
    assert (hub / "README.md").is_file()


def test_dry_run_estimates_without_calls(tmp_path):
    report = build_benchmark(BuildConfig(tables=[str(SAMPLE_DIR)], out=str(tmp_path / "o"), llm="openai:gpt-4o-mini", dry_run=True, max_sets=5))
    est = report["estimate"]
    assert est["sets"] == 5 and est["by_step"]["verify"]["calls"] == 150 and est["total"]["calls"] == 5 + 5 + 50 + 50 + 150
    assert est["total"]["max_cost_usd"] > 0 and est["price_usd_per_mtok"] == [0.15, 0.6]
    assert not (tmp_path / "o").exists()


def test_no_sets_and_bad_settings_are_errors(tmp_path):
    lone = tmp_path / "one.json"
    lone.write_text(json.dumps([{"title": "a lonely table", "header": ["x"], "cell": [["1"]]}]))
    with pytest.raises(DataError, match="no multi-table sets"):
        build_benchmark(BuildConfig(tables=[str(lone)], out=str(tmp_path / "o"), llm="scripted:x"), llm=scripted())
    with pytest.raises(ConfigError, match="required"):
        build_benchmark(BuildConfig(tables=[str(lone)], out="", llm="x"))
    with pytest.raises(ConfigError, match="kinds"):
        BuildConfig(tables=["x"], out="o", llm="x", kinds=["nope"]).validate()


@pytest.mark.slow
def test_built_release_is_accepted_by_evaluate(tmp_path):
    from mt_raig.io.predictions import Prediction

    out = tmp_path / "release"
    build_benchmark(_build(out, max_set_size=2), llm=scripted())
    bench = read_release(out)
    preds = tmp_path / "preds.jsonl"
    preds.write_text("".join(json.dumps(Prediction(id=e.id, question=e.question, type=e.type, table_ids=list(e.gold_table_ids),
                                                   gold_table_ids=list(e.gold_table_ids), rows_dropped={t: 0 for t in e.gold_table_ids},
                                                   insight=e.insight, raw_output=e.insight, status="ok", prompt_version="gold").to_dict()) + "\n"
                             for e in bench.examples))
    done = subprocess.run([sys.executable, "-m", "mt_raig.cli", "evaluate", "--data", str(out), "--predictions", str(preds), "--judge", "lexical",
                           "--out", str(tmp_path / "scores.json"), "--no-progress"], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr[-2000:]
    assert json.loads((tmp_path / "scores.json").read_text())


@pytest.mark.slow
def test_one_set_with_the_offline_gemma_model_records_statuses(tmp_path):
    """A real run of one set with the offline Gemma 3 270M (a weak base model): the pipeline runs and records a
    status for every stage it reached; quality is not checked."""
    cfg = BuildConfig(tables=[str(SAMPLE_DIR)], out=str(tmp_path / "gemma"), llm="transformers:gemma3-270m-gguf", max_sets=1,
                      questions_per_set=1, max_retries=0, progress=False, batch_size=4, max_rows=5,
                      max_new_tokens={"questions": 96, "code": 160, "knowledge": 48, "insight": 64, "verify": 16})
    report = build_benchmark(cfg)
    saved = json.loads((tmp_path / "gemma" / REPORT_FILE).read_text())
    assert saved["llm"]["backend"] == "transformers" and saved["usage"]["calls"] >= 1
    assert sum(saved["questions"]["sets"].values()) == 1
    assert set(saved["questions"]["sets"]) <= {"ok", "parse_failed", "backend_failed", "context_overflow"}
    if "ok" in saved["questions"]["sets"]:
        assert sum(saved["fact_expansion"]["by_status"].values()) == 1
        assert saved["triples"]["by_status"] and saved["self_verification"]["verified_triples"] <= saved["questions"]["questions"]
    assert (report["release"] is None) == (report["examples"] == 0)


_KILLABLE = """
import sys, time
sys.path.insert(0, {tests!r})
from test_construction import scripted, _build
from mt_raig.construction.pipeline import build_benchmark
llm = scripted()
reply = llm._replies
llm._replies = lambda r: (time.sleep(0.3), reply(r))[1]
build_benchmark(_build({out!r}), llm=llm)
"""


def test_a_killed_build_resumes_without_repeating_finished_work(tmp_path):
    import os
    import signal
    import time
    from pathlib import Path

    out = tmp_path / "release"
    code = _KILLABLE.format(tests=str(Path(__file__).parent), out=str(out))
    proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, start_new_session=True)
    facts = out / "build" / "facts.jsonl"
    deadline = time.monotonic() + 240
    while time.monotonic() < deadline and proc.poll() is None and (not facts.is_file() or facts.read_text().count("\n") < 2):
        time.sleep(0.2)
    time.sleep(1.5)  # into the knowledge/insight calls
    assert proc.poll() is None, proc.stderr.read().decode()[-2000:]
    os.killpg(proc.pid, signal.SIGKILL)
    proc.wait()
    assert not (out / "benchmark.json").exists()

    again = scripted()
    report = build_benchmark(_build(out), llm=again)
    sent = [r.messages[0]["content"] for r in again.requests]
    assert not any("generate a total of" in p or "write a Python code" in p for p in sent)  # cached before the kill
    assert facts.read_text().count("\n") == 2  # sandbox runs not repeated
    assert report["examples"] == len(read_release(out).examples) == 2


def test_cli_dry_run_prints_the_estimate(tmp_path, capsys):
    import argparse

    from mt_raig.construction import cli

    parser = argparse.ArgumentParser()
    cli.add_parser(parser.add_subparsers(dest="command"))
    args = parser.parse_args(["build-benchmark", "--tables", str(SAMPLE_DIR), "--out", str(tmp_path / "o"), "--llm", "openai:gpt-4o-mini",
                              "--max-sets", "3", "--questions-per-set", "4", "--dry-run"])
    assert args.func(args) == 0
    shown = json.loads(capsys.readouterr().out)
    assert shown["estimate"]["sets"] == 3 and shown["estimate"]["questions_at_most"] == 12
    assert shown["set_collection"]["annotated_sets"] == 3 and shown["set_collection"]["by_kind"]
    args = parser.parse_args(["build-benchmark", "--config", str(Path(__file__).resolve().parents[1] / "configs" / "construction" / "gpt-4o-mini.yaml"),
                              "--tables", str(SAMPLE_DIR), "--out", str(tmp_path / "o"), "--dry-run", "--max-sets", "1"])
    assert args.func(args) == 0 and json.loads(capsys.readouterr().out)["estimate"]["llm"] == "openai:gpt-4o-mini"


def test_key_names_with_uuid_and_guid_suffixes_name_their_entity():
    """``instance_uuid`` refers to ``instances`` (a bare ``id`` suffix used to leave ``instance_uu``); a bare ``uuid`` is a table's own key."""
    from mt_raig.construction.keys import key_stem, refers_to

    assert key_stem("instance_uuid") == "instance" and key_stem("user_guid") == "user" and key_stem("customer_id") == "customer"
    assert key_stem("uuid") == "" and key_stem("guid") == ""
    assert refers_to("instance_uuid", "instances") and not refers_to("instance_uuid", "volumes")
