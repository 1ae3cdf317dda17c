"""Hostile LLM-written code through the methods: TaPERA's Python and Dater's SQL run in the real sandbox
(separate process, limits); each attack is a counted failure of its sub-question, never a crash or a
value, and the honest sub-question beside them still answers."""

from __future__ import annotations

import pytest
from scripted_llm import ScriptedLLM

from mt_raig.generation.methods import Task
from mt_raig.io.benchmark import load_benchmark
from mt_raig.llm.base import Sampling
from mt_raig.sandbox import Limits
from mt_raig.tableqa.frames import to_frame
from mt_raig.tableqa.sql import run_queries
from mt_raig.tableqa.tapera import Tapera

HOSTILE = {
    "loop": "```python\ndef solve(tables):\n    while True:\n        pass\n```",
    "passwd": "```python\ndef solve(tables):\n    return open('/etc/passwd').read()\n```",
    "socket": "```python\nimport socket\n\ndef solve(tables):\n    s = socket.create_connection(('127.0.0.1', 80), timeout=1)\n    return 'connected'\n```",
    "print": "```python\ndef solve(tables):\n    while True:\n        print('x' * 100000)\n```",
    "rows": "```python\ndef solve(tables):\n    return sum(len(t['rows']) for t in tables)\n```",
}


@pytest.fixture(scope="module")
def task():
    bench = load_benchmark(None)
    ex = bench.examples[0]
    return Task(ex.id, ex.question, tuple(bench.table(t) for t in ex.gold_table_ids))


def test_hostile_code_in_tapera_is_a_counted_failure_of_its_sub_question(task):
    def reply(request):
        text = request.messages[-1]["content"]
        if text.startswith("[Task] Plan"):
            return "\n".join(f"Q{i}: {name}?" for i, name in enumerate(HOSTILE, start=1))
        if text.startswith("[Task] Answer a sub-question"):
            return HOSTILE[text.rsplit("Sub-question: ", 1)[1].rstrip("?")]
        return "Insight: The tables hold this many rows."

    method = Tapera()
    method.limits = Limits(wall_seconds=8, cpu_seconds=3, max_output_bytes=1 << 16)
    llm = ScriptedLLM(reply)
    [outcome] = method.generate(llm, [task], Sampling(max_new_tokens=64))
    assert outcome.status == "ok" and outcome.insight == "The tables hold this many rows."
    sub = {s["question"].rstrip("?"): s for s in outcome.steps if s["step"] == "subquestion"}
    assert sub["loop"]["status"] in ("timeout", "cpu_limit")
    assert sub["passwd"]["status"] == "blocked" and "/etc/passwd" in sub["passwd"]["reason"] and "root:" not in str(sub["passwd"])
    assert sub["socket"]["status"] == "blocked" and "socket" in sub["socket"]["reason"]
    assert sub["print"]["status"] == "output_limit" and len(sub["print"]["stdout"]) <= 2000
    assert sub["rows"]["status"] == "ok" and sub["rows"]["answer"] == str(sum(t.num_rows for t in task.tables))
    assert all("answer" not in s for name, s in sub.items() if name != "rows")
    [execution] = [s for s in outcome.steps if s["step"] == "execution"]
    assert execution["answered"] == 1 and execution["statuses"]["blocked"] == 2 and execution["statuses"]["output_limit"] == 1
    assert sum(execution["statuses"].values()) == 5
    final = llm.requests[-1].messages[-1]["content"]
    assert "A1: " + sub["rows"]["answer"] in final and "loop" not in final


def test_hostile_sql_in_dater_sub_questions_is_refused_per_query(task):
    frames = [(t.title, to_frame(t)) for t in task.tables]
    result = run_queries(frames, [
        "SELECT count(*) FROM t1",
        "ATTACH DATABASE '/tmp/mt-raig-attack.db' AS x",
        "SELECT readfile('/etc/passwd')",
        "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT max(x) FROM c",
        "DELETE FROM t1",
        "PRAGMA table_info(t1)",
        "SELECT count(*) FROM t1; DROP TABLE t1",
    ])
    assert result.status == "ok"
    ok, attach, readfile, forever, delete, pragma, two = result.value
    assert ok == {"status": "ok", "columns": ["count(*)"], "rows": [[str(task.tables[0].num_rows)]]}
    assert "not authorized" in attach["reason"] and "not authorized" in delete["reason"] and "not authorized" in pragma["reason"]
    assert readfile["status"] == "error" and forever["reason"] == "step limit reached"
    assert "one statement" in two["reason"]


SHADOW = '''```python
def solve(tables):
    import gc
    for o in gc.get_objects():  # switch the in-process audit hook off, the route that read /etc/shadow before
        if callable(o) and getattr(o, "__name__", "") == "hook" and getattr(o, "__closure__", None):
            for cell in o.__closure__:
                if isinstance(cell.cell_contents, list):
                    cell.cell_contents.append(1)
    return open("/etc/shadow").readline()
```'''


def test_the_etc_shadow_route_through_tapera_leaks_nothing(task, tmp_path):
    """Issue #21: with the audit hook switched off, TaPERA's code read /etc/shadow; its first line became a
    sub-answer, was saved in the predictions and sent to the LLM. Now the file is not there to read."""
    import json
    from pathlib import Path

    def reply(request):
        text = request.messages[-1]["content"]
        if text.startswith("[Task] Plan"):
            return "Q1: shadow?\nQ2: rows?"
        if text.startswith("[Task] Answer a sub-question"):
            return SHADOW if "shadow" in text.rsplit("Sub-question: ", 1)[1] else HOSTILE["rows"]
        return "Insight: The tables hold this many rows."

    method = Tapera()
    method.limits = Limits(wall_seconds=20, cpu_seconds=10)
    llm = ScriptedLLM(reply)
    [outcome] = method.generate(llm, [task], Sampling(max_new_tokens=64))
    saved = json.dumps({"insight": outcome.insight, "steps": outcome.steps})  # what goes to the predictions file
    sent = json.dumps([r.messages for r in llm.requests])
    shadow = Path("/etc/shadow")
    secret = shadow.read_text().splitlines()[0] if shadow.exists() else "root:"
    assert secret not in saved and secret not in sent
    sub = {s["question"]: s for s in outcome.steps if s["step"] == "subquestion"}
    assert sub["shadow?"]["status"] != "ok" and "answer" not in sub["shadow?"]
    assert sub["rows?"]["status"] == "ok" and outcome.status == "ok"
    from mt_raig.sandbox.namespaces import kernel_sandbox

    assert sub["rows?"]["sandbox"].startswith(kernel_sandbox()[1]) and "seccomp" in sub["rows?"]["sandbox"]  # what held, recorded
