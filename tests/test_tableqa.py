"""Dater, Chain-of-Table and TaPERA end to end with the scripted LLM on the bundled sample, through the
generation engine into a real predictions file: operations executed on the real tables, the chain and
sub-answers recorded as steps, statuses for malformed plans, the final insight written."""

from __future__ import annotations

import json

import pandas as pd
import pytest
from scripted_llm import ScriptedLLM

from mt_raig.config import build_config
from mt_raig.errors import ConfigError
from mt_raig.generation import (
    GenerationConfig,
    load_method,
    load_predictions,
    run_generation,
)
from mt_raig.io.benchmark import load_benchmark
from mt_raig.io.predictions import settings_path

pytestmark = pytest.mark.filterwarnings("ignore:.*holds finished insights for")


@pytest.fixture(scope="module")
def bench():
    return load_benchmark(None)


@pytest.fixture(scope="module")
def flights(bench):
    """The first sample question (airlines + carrier delay statistics) and its two gold tables by role."""
    ex = bench.examples[0]
    tables = {bench.table(t).title.rsplit(" - ", 1)[1]: bench.table(t) for t in ex.gold_table_ids}
    assert set(tables) == {"airlines", "carrier_delay_stats"}
    return ex, tables["airlines"], tables["carrier_delay_stats"]


def run(bench, llm, out, method, **settings):
    cfg = build_config(GenerationConfig, {"progress": False, "setting": "closed", "method": method, **settings, "out": str(out)})
    summary = run_generation(bench, llm, cfg)[1]
    return load_predictions(out), summary


def content(request) -> str:
    return request.messages[-1]["content"] if request.messages else request.prompt


def frame(table) -> pd.DataFrame:
    return pd.DataFrame([list(r) for r in table.cells], columns=list(table.header))


def test_methods_are_registered_and_record_their_prompts():
    for name in ("dater", "chain-of-table", "tapera"):
        m = load_method(name)
        info = m.info()
        assert info["method"] == name and info["prompt_version"].startswith(name) and len(info["prompt_sha256"]) == 64
        assert info["stage_tokens"] and info["sandbox_limits"]["wall_seconds"] > 0
        with pytest.raises(ConfigError, match=f"method {name!r} takes no argument"):
            load_method(f"{name}:5")
        with pytest.raises(ConfigError, match=f"unknown prompt version 'v0' for method {name!r}"):
            load_method(name, prompt_version="v0")
    with pytest.raises(ConfigError, match="known: insight, dater, chain-of-table, tapera"):
        load_method("chain-of-thought")


def test_dater_selects_evidence_runs_sql_subquestions_and_answers(bench, flights, tmp_path):
    ex, airlines, stats = flights
    stats_df = frame(stats)

    def reply(request):
        text = content(request)
        if text.startswith("[Task] Select the evidence"):
            if "col : carrier | name" in text:
                return "f_select_column(carrier, name)\nf_select_row(*)"
            return "f_select_column(carrier, on_time_pct, cancelled)\nf_select_row(row 1, row 2, row 3)"
        if text.startswith("[Task] Break the question"):
            a, s = ("t1", "t2") if "t1 (" + airlines.title in text else ("t2", "t1")
            return (f'Q1: Which carrier is most punctual? SQL: SELECT {a}.name FROM {s} JOIN {a} ON {a}.carrier = {s}.carrier '
                    f'ORDER BY {s}.on_time_pct DESC LIMIT 1\n'
                    f"Q2: How many cancellations? SQL: SELECT sum(cancelled) FROM {s}\n"
                    f"Q3: Broken SQL: SELEC nothing FROM nowhere")
        return "Insight: The most punctual carrier had the fewest cancellations."

    llm = ScriptedLLM(reply)
    preds, summary = run(bench, llm, tmp_path / "d.jsonl", "dater", limit=1)
    p = preds[ex.id]
    assert p.status == "ok" and p.method == "dater" and p.insight.startswith("The most punctual")
    assert p.usage.calls == 4 and summary.calls == 4  # one evidence call per table, decomposition, answer
    evidence = {s["table_id"]: s for s in p.steps if s["step"] == "evidence"}
    assert evidence[stats.id]["status"] == "ok"
    assert evidence[stats.id]["sub_table"]["header"] == ["carrier", "on_time_pct", "cancelled"]
    assert evidence[stats.id]["sub_table"]["rows"] == stats_df[["carrier", "on_time_pct", "cancelled"]].head(3).values.tolist()
    assert evidence[airlines.id]["sub_table"]["num_rows"] == airlines.num_rows
    sub = [s for s in p.steps if s["step"] == "subquestion"]
    top3 = stats_df.head(3).assign(p=lambda d: d.on_time_pct.astype(float)).sort_values("p", ascending=False)
    best_name = dict(airlines.cells)[top3.carrier.iloc[0]]
    assert sub[0]["status"] == "ok" and sub[0]["result"]["rows"] == [[best_name]]  # the join ran over the sub-tables
    assert sub[1]["result"]["rows"] == [[str(stats_df.cancelled.head(3).astype(int).sum())]]
    assert sub[2]["status"] == "execution_failed" and "syntax error" in sub[2]["reason"]
    final_prompt = content(llm.requests[-1])
    assert f"Which carrier is most punctual? -> {best_name}" in final_prompt and "Broken" not in final_prompt
    side = json.loads(settings_path(tmp_path / "d.jsonl").read_text())["settings"]
    assert side["method"]["method"] == "dater" and side["method"]["max_subquestions"] == 5


def test_dater_keeps_the_whole_table_when_evidence_is_malformed(bench, flights, tmp_path):
    ex, airlines, stats = flights
    replies = {"evidence": "f_select_column(carrier, no_such_column)", "decompose": "I cannot do that."}

    def reply(request):
        text = content(request)
        if text.startswith("[Task] Select the evidence"):
            return replies["evidence"] if "on_time_pct" in text else "f_sort_by(name, ascending)"
        if text.startswith("[Task] Break the question"):
            return replies["decompose"]
        return "Insight: Something."

    p = run(bench, ScriptedLLM(reply), tmp_path / "d.jsonl", "dater", limit=1)[0][ex.id]
    assert p.status == "ok"
    evidence = {s["table_id"]: s for s in p.steps if s["step"] == "evidence"}
    assert evidence[stats.id]["status"] == "parse_failed" and "unknown column 'no_such_column'" in evidence[stats.id]["reason"]
    assert evidence[stats.id]["sub_table"]["num_rows"] == stats.num_rows and evidence[stats.id]["fallback"] == "whole table"
    assert "not an evidence operation" in evidence[airlines.id]["reason"]
    [decompose] = [s for s in p.steps if s["step"] == "decompose"]
    assert decompose["status"] == "parse_failed" and not [s for s in p.steps if s["step"] == "subquestion"]


def test_chain_of_table_plans_executes_and_records_the_chain(bench, flights, tmp_path):
    ex, airlines, stats = flights
    second = bench.examples[1]

    def reply(request):
        text = content(request)
        on_second = second.question in text
        if text.startswith("[Task] Choose the next table operation"):
            if "col : carrier | name" in text:
                return "[E]"
            if on_second:
                return "f_group_by"  # allowed first; its arguments below are malformed
            return "f_select_column" if "Operations so far: none" in text else "Next: f_sort_by"
        if text.startswith("[Task] Write the arguments of f_select_column"):
            return "f_select_column(carrier, on_time_pct, cancelled)"
        if text.startswith("[Task] Write the arguments of f_sort_by"):
            return "The answer is f_sort_by(on_time_pct, descending)."
        if text.startswith("[Task] Write the argument of f_group_by"):
            return "f_group_by(carrier, name"  # not closed
        return "Insight: A chain answer."

    llm = ScriptedLLM(reply)
    preds, summary = run(bench, llm, tmp_path / "c.jsonl", "chain-of-table", limit=2)
    p = preds[ex.id]
    assert p.status == "ok" and p.insight == "A chain answer."
    # round 1: plan both tables + args for one; round 2: plan + args for the stats table (sort_by ends it); answer
    assert p.usage.calls == 6
    chains = {s["table_id"]: s for s in p.steps if s["step"] == "chain"}
    assert chains[stats.id]["operations"] == ["f_select_column(carrier, on_time_pct, cancelled)", "f_sort_by(on_time_pct, descending)"]
    assert chains[airlines.id]["operations"] == [] and chains[airlines.id]["sub_table"]["num_rows"] == airlines.num_rows
    expected = frame(stats)[["carrier", "on_time_pct", "cancelled"]]
    expected = expected.iloc[expected.on_time_pct.astype(float).argsort(kind="stable")[::-1]]
    assert chains[stats.id]["sub_table"]["rows"][0] == expected.iloc[0].tolist()
    ops = [s for s in p.steps if s["step"] == "operation"]
    assert [s["operation"]["op"] for s in ops] == ["f_select_column", "f_sort_by"] and all(s["status"] == "ok" for s in ops)
    final_prompt = content(llm.requests[[i for i, r in enumerate(llm.requests) if ex.question in content(r)][-1]])
    assert "operations: f_select_column(carrier, on_time_pct, cancelled), f_sort_by(on_time_pct, descending)" in final_prompt

    q = preds[second.id]  # the malformed step is a status; the answer comes from the table as it was
    assert q.status == "ok"
    [bad] = [s for s in q.steps if s["step"] == "operation"]
    assert bad["status"] == "parse_failed" and "not closed" in bad["reason"]
    assert {s["table_id"]: s["operations"] for s in q.steps if s["step"] == "chain"}[stats.id] == []
    assert summary.ok == 2


def test_chain_of_table_refuses_an_operation_out_of_order_and_fails_on_backend_errors(bench, flights, tmp_path):
    ex = flights[0]

    def reply(request):
        text = content(request)
        if text.startswith("[Task] Choose the next table operation"):
            if "Operations so far: none" in text:
                return "f_sort_by" if "on_time_pct" in text else "[E]"
            return "f_add_column"  # nothing may follow f_sort_by (the chain ended before this is asked)
        if text.startswith("[Task] Write the arguments of f_sort_by"):
            return "f_sort_by(on_time_pct)"  # no order: malformed
        return "Insight: x."

    p = run(bench, ScriptedLLM(reply), tmp_path / "c.jsonl", "chain-of-table", limit=1)[0][ex.id]
    [bad] = [s for s in p.steps if s["step"] == "operation"]
    assert bad["status"] == "parse_failed" and "order" in bad["reason"]

    def failing(request):
        if content(request).startswith("[Task] Write the arguments"):
            return RuntimeError("server went away")
        return "f_select_row" if "on_time_pct" in content(request) else "[E]"

    p = run(bench, ScriptedLLM(failing), tmp_path / "f.jsonl", "chain-of-table", limit=1)[0][ex.id]
    assert p.status == "failed" and p.failure == "backend" and "server went away" in p.error and p.insight == ""
    assert [s["step"] for s in p.steps] == ["plan", "plan"]


CODE_BEST = '''```python
def solve(tables):
    t = [t for t in tables if "on_time_pct" in t["columns"]][0]
    i = t["columns"].index("on_time_pct")
    best = max(t["rows"], key=lambda r: float(r[i]))
    return best[0]
```'''
CODE_SUM = '''Here is the code.
```python
import pandas as pd

def solve(tables):
    t = [t for t in tables if "cancelled" in t["columns"]][0]
    df = pd.DataFrame(t["rows"], columns=t["columns"])
    return int(df["cancelled"].astype(int).sum())
```'''


def test_tapera_plans_executes_code_in_the_sandbox_and_answers_from_the_plan(bench, flights, tmp_path):
    ex, _, stats = flights
    df = frame(stats)

    def reply(request):
        text = content(request)
        if text.startswith("[Task] Plan the content"):
            return "Q1: Which carrier has the best on-time percentage?\nQ2: How many flights were cancelled?\nQ3: What else?"
        if text.startswith("[Task] Answer a sub-question"):
            if "best on-time" in text:
                return CODE_BEST
            return CODE_SUM if "cancelled?" in text else "I would compute it by hand."
        return "Insight: From the plan."

    llm = ScriptedLLM(reply)
    p = run(bench, llm, tmp_path / "t.jsonl", "tapera", limit=1)[0][ex.id]
    assert p.status == "ok" and p.insight == "From the plan." and p.usage.calls == 5
    sub = [s for s in p.steps if s["step"] == "subquestion"]
    best = df.iloc[df.on_time_pct.astype(float).idxmax()].carrier
    assert sub[0]["status"] == "ok" and sub[0]["answer"] == best and "def solve" in sub[0]["code"]
    assert sub[1]["status"] == "ok" and sub[1]["answer"] == str(df.cancelled.astype(int).sum())
    assert sub[2]["status"] == "no_code"
    [execution] = [s for s in p.steps if s["step"] == "execution"]
    assert execution["statuses"] == {"ok": 2, "no_code": 1} and execution["answered"] == 2
    final = content(llm.requests[-1])
    assert f"A1: {best}" in final and "What else" not in final and stats.title in final


def test_tapera_without_a_plan_or_any_answer_fails_with_its_reason(bench, flights, tmp_path):
    ex = flights[0]

    def no_plan(request):
        return "Sure, let me think about carriers." if content(request).startswith("[Task] Plan") else "Insight: x."

    p = run(bench, ScriptedLLM(no_plan), tmp_path / "a.jsonl", "tapera", limit=1)[0][ex.id]
    assert (p.status, p.failure, p.insight) == ("failed", "plan_unparsed", "") and p.steps[0]["status"] == "parse_failed"

    def no_code(request):
        return "Q1: a?\nQ2: b?" if content(request).startswith("[Task] Plan") else "No code from me."

    p = run(bench, ScriptedLLM(no_code), tmp_path / "b.jsonl", "tapera", limit=1)[0][ex.id]
    assert p.status == "failed" and p.failure == "no_sub_answers" and "no_code 2" in p.error and p.usage.calls == 3
