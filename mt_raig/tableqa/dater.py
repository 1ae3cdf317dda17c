"""Dater (Ye et al., 2023) as a generation method: decompose the evidence, decompose the question, then answer.

1. **Evidence decomposition**, one call per table: the LLM keeps the columns and rows of that table needed
   for the question, written as ``f_select_column(...)`` and ``f_select_row(...)`` (parsed strictly by
   :mod:`.operations`). A reply that cannot be parsed is a step with ``status="parse_failed"`` and its
   reason, and the whole table is kept (``fallback: "whole table"``), as Dater does when selection fails.
2. **Question decomposition** (Dater's parsing-execution-filling), one call per question: the LLM writes
   sub-questions, each with one SQLite query over the sub-tables; the queries run in the sandbox
   (:mod:`.sql`), and each sub-question's result (or its error) is recorded. Dater's paper filled a cloze
   template with the executed answers; here the answered sub-questions are listed as facts.
3. **Answer**, one call: the sub-tables and the facts, asked for the MT-RAIG insight.

**From one table to many**: evidence is selected per table (one call each, the same prompt as for one
table, which says other tables exist); the question is decomposed once over all the sub-tables, loaded
into one SQLite database as ``t1..tn``, so a sub-question's query may join tables where keys exist; the
answer merges all sub-tables and facts. Calls per question: tables + 2.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, ClassVar

import pandas as pd

from mt_raig.generation.insight import final_answer
from mt_raig.generation.methods import Task
from mt_raig.llm.base import LLM, Sampling
from mt_raig.tableqa.driver import Program, request, stage_sampling
from mt_raig.tableqa.frames import record, render, schema, to_frame
from mt_raig.tableqa.method import SubQuestionMethod, text_or_raise
from mt_raig.tableqa.operations import Operation, PlanError, apply, check, find_calls
from mt_raig.tableqa.prompts import DATER
from mt_raig.tableqa.sql import run_queries

if TYPE_CHECKING:
    from mt_raig.tables import Table

_SUBQ = re.compile(r"^\s*[-*]?\s*\**Q(\d+)\**\s*[:.)]\s*\**\s*(.+?)\s*\**SQL\**\s*:\s*\**\s*(.+?)\s*$", re.IGNORECASE)


def parse_evidence(text: str, df: pd.DataFrame) -> list[Operation]:
    """The ``f_select_column``/``f_select_row`` calls of an evidence reply, each checked on the table as it then is."""
    calls = find_calls(text)
    if not calls:
        raise PlanError("no f_select_column(...) or f_select_row(...) in the reply")
    ops, seen = [], set()
    for name, args, tail in calls:
        if name not in ("f_select_column", "f_select_row"):
            raise PlanError(f"{name} is not an evidence operation (only f_select_column and f_select_row)")
        if name in seen:
            raise PlanError(f"{name} is given twice")
        seen.add(name)
        op = check(name, args, tail, df)
        df = apply(op, df)
        ops.append(op)
    return ops


def parse_subquestions(text: str, limit: int) -> list[tuple[str, str]]:
    """``[(sub-question, SQL), ...]`` from lines ``Qn: ... SQL: ...`` (at most ``limit``); none found is an error."""
    out = []
    for line in text.replace("```sql", "").replace("```", "").splitlines():
        m = _SUBQ.match(line)
        if m:
            out.append((m.group(2).strip(), m.group(3).strip().rstrip("`").strip()))
    if not out:
        raise PlanError("no line of the form 'Q1: <sub-question> SQL: <query>'")
    return out[:limit]


class Dater(SubQuestionMethod):
    """Dater over several tables (see the module docstring)."""

    name = "dater"
    family = DATER
    prompt_versions = tuple(DATER)
    stage_tokens: ClassVar[dict[str, int]] = {"evidence": 128, "decompose": 512}
    def longest_prompts(self, question: str, tables: Sequence[Table]) -> list[str]:
        frames = [(t.title, to_frame(t)) for t in tables]
        return [self._decompose_prompt(question, frames), self._answer_prompt(question, frames, "(none)")]

    def _decompose_prompt(self, question: str, frames: list[tuple[str, pd.DataFrame]]) -> str:
        schemas = "\n".join(schema(df, f"t{i}", title) for i, (title, df) in enumerate(frames, start=1))
        tables = "\n".join(render(df, f"t{i}: {title}") for i, (title, df) in enumerate(frames, start=1))
        return self.templates["decompose"].format(max_subquestions=self.max_subquestions, schemas=schemas, tables=tables, question=question)

    def _answer_prompt(self, question: str, frames: list[tuple[str, pd.DataFrame]], facts: str) -> str:
        tables = "\n".join(render(df, title) for title, df in frames)
        return self.templates["answer"].format(tables=tables, facts=facts, question=question)

    def program(self, llm: LLM, task: Task, steps: list[dict], sampling: Sampling) -> Program:
        t = self.templates
        frames = [(tb.title, to_frame(tb)) for tb in task.tables]
        evidence = stage_sampling(sampling, self.stage_tokens["evidence"])
        replies = yield [request(llm, t["evidence"].format(table=render(df, title), question=task.question), evidence) for title, df in frames]
        subs = []
        for table, (title, df), completion in zip(task.tables, frames, replies):
            text = text_or_raise(completion, f"evidence for table {table.id}")
            step = {"step": "evidence", "table_id": table.id, "reply": text}
            try:
                ops = parse_evidence(text, df)
                sub = df
                for op in ops:
                    sub = apply(op, sub)
                step.update(status="ok", operations=[op.to_dict() for op in ops])
            except PlanError as e:
                sub = df
                step.update(status="parse_failed", reason=str(e), fallback="whole table")
            step["sub_table"] = record(sub, title)
            steps.append(step)
            subs.append((title, sub))

        [completion] = yield [request(llm, self._decompose_prompt(task.question, subs), stage_sampling(sampling, self.stage_tokens["decompose"]))]
        text = text_or_raise(completion, "question decomposition")
        facts: list[str] = []
        try:
            subqs = parse_subquestions(text, self.max_subquestions)
        except PlanError as e:
            steps.append({"step": "decompose", "reply": text, "status": "parse_failed", "reason": str(e), "fallback": "no facts"})
            subqs = []
        else:
            steps.append({"step": "decompose", "reply": text, "status": "ok", "subquestions": [q for q, _ in subqs]})
            result = run_queries(subs, [sql for _, sql in subqs], limits=self.limits)
            answers = result.value if result.ok and isinstance(result.value, list) else None
            for i, (q, sql) in enumerate(subqs):
                step = {"step": "subquestion", "question": q, "sql": sql, "sandbox": result.protection}
                if answers is None:
                    step.update(status=result.status, reason=result.reason)
                elif answers[i]["status"] == "ok":
                    a = answers[i]
                    step.update(status="ok", result={"columns": a["columns"], "rows": a["rows"]})
                    facts.append(f"- {q} -> {_as_text(a['columns'], a['rows'])}")
                else:
                    step.update(status="execution_failed", reason=answers[i]["reason"])
                steps.append(step)
        [final] = yield [request(llm, self._answer_prompt(task.question, subs, "\n".join(facts) or "(none)"), sampling)]
        return final_answer(final, sampling)


def _as_text(columns: list[str], rows: list[list[str]]) -> str:
    if not rows:
        return "no rows"
    if len(columns) == 1:
        return ", ".join(r[0] for r in rows)
    return "; ".join(", ".join(f"{c} = {v}" for c, v in zip(columns, r)) for r in rows)


__all__ = ["Dater", "parse_evidence", "parse_subquestions"]
