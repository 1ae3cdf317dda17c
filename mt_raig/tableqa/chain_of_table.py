"""Chain-of-Table (Wang et al., 2024) as a generation method: an operation chain planned step by step, then the answer.

Each step takes two calls, as in the paper: **dynamic planning** chooses the next operation among those
still allowed (each operation at most once, in the order f_add_column, f_select_row, f_select_column,
f_group_by, f_sort_by, which is the paper's chain constraint; or ``[E]`` to stop), then **argument
generation** writes that operation with its arguments (parsed strictly by :mod:`.operations`) and it is
executed on the table. The chain ends at ``[E]``, when no operation is left, after :attr:`max_operations`,
or at the first step that cannot be parsed or executed: that step is recorded with its ``status``
(``parse_failed`` or ``execution_failed``) and ``reason``, and the table stays as it was before it (the
paper likewise answers from the last good table). Each step records the operation and the sub-table.

**From one table to many**: a chain is planned and run per table (each table's requests of a round go in
one batch), then one answer call sees every transformed table with its chain. Chains do not join tables:
the original method has no join operation. Calls per question: up to 2 x operations x tables + 1.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, ClassVar

import pandas as pd

from mt_raig.generation.insight import final_answer
from mt_raig.generation.methods import Task
from mt_raig.llm.base import LLM, Sampling
from mt_raig.tableqa.driver import Program, request, stage_sampling
from mt_raig.tableqa.frames import record, render, to_frame
from mt_raig.tableqa.method import TableQAMethod, text_or_raise
from mt_raig.tableqa.operations import (
    END,
    OPERATIONS,
    PlanError,
    allowed_after,
    apply,
    parse_choice,
    parse_operation,
)
from mt_raig.tableqa.prompts import CHAIN_OF_TABLE

if TYPE_CHECKING:
    from mt_raig.tables import Table


class _Chain:
    """One table's chain in progress."""

    def __init__(self, table: Table):
        self.table = table
        self.df: pd.DataFrame = to_frame(table)
        self.ops: list[str] = []  # the executed operations' texts
        self.names: list[str] = []
        self.next: str | None = None
        self.done = False


class ChainOfTable(TableQAMethod):
    """Chain-of-Table over several tables (see the module docstring)."""

    name = "chain-of-table"
    family = CHAIN_OF_TABLE
    prompt_versions = tuple(CHAIN_OF_TABLE)
    stage_tokens: ClassVar[dict[str, int]] = {"plan": 16, "args": 256}
    max_operations = len(OPERATIONS)

    def settings(self) -> dict:
        return {"max_operations": self.max_operations}

    def longest_prompts(self, question: str, tables: Sequence[Table]) -> list[str]:
        return [self._answer_prompt(question, [_Chain(t) for t in tables])]

    def _answer_prompt(self, question: str, chains: list[_Chain]) -> str:
        blocks = [f"operations: {', '.join(c.ops) or 'none'}\n{render(c.df, c.table.title)}" for c in chains]
        return self.templates["answer"].format(tables="\n\n".join(blocks), question=question)

    def program(self, llm: LLM, task: Task, steps: list[dict], sampling: Sampling) -> Program:
        t = self.templates
        chains = [_Chain(tb) for tb in task.tables]
        plan_s, args_s = stage_sampling(sampling, self.stage_tokens["plan"]), stage_sampling(sampling, self.stage_tokens["args"])
        for _ in range(self.max_operations):
            active = [c for c in chains if not c.done]
            if not active:
                break
            replies = yield [request(llm, t["plan"].format(table=render(c.df, c.table.title), question=task.question,
                                                           chain=" -> ".join(c.ops) or "none", allowed=", ".join(allowed_after(c.names))), plan_s)
                             for c in active]
            for c, completion in zip(active, replies):
                text = text_or_raise(completion, f"planning for table {c.table.id}")
                step = {"step": "plan", "table_id": c.table.id, "reply": text}
                try:
                    choice = parse_choice(text, allowed_after(c.names))
                except PlanError as e:
                    step.update(status="parse_failed", reason=str(e))
                    c.done = True
                else:
                    step.update(status="ok", choice=choice)
                    c.next, c.done = (None, True) if choice == END else (choice, False)
                steps.append(step)
            chosen = [c for c in active if c.next]
            replies = yield [request(llm, t[c.next].format(table=render(c.df, c.table.title), question=task.question), args_s) for c in chosen]
            for c, completion in zip(chosen, replies):
                text = text_or_raise(completion, f"arguments of {c.next} for table {c.table.id}")
                step = {"step": "operation", "table_id": c.table.id, "op": c.next, "reply": text}
                try:
                    op = parse_operation(text, c.df, expect=c.next)
                except PlanError as e:
                    step.update(status="parse_failed", reason=str(e))
                    c.done = True
                else:
                    try:
                        df = apply(op, c.df)
                    except Exception as e:  # noqa: BLE001 - pandas on LLM-chosen arguments: that step's status
                        step.update(status="execution_failed", reason=f"{type(e).__name__}: {e}", operation=op.to_dict())
                        c.done = True
                    else:
                        c.df = df
                        c.ops.append(op.text())
                        c.names.append(op.name)
                        step.update(status="ok", operation=op.to_dict(), sub_table=record(df, c.table.title))
                        c.done = not allowed_after(c.names)
                c.next = None
                steps.append(step)
        for c in chains:
            steps.append({"step": "chain", "table_id": c.table.id, "operations": list(c.ops), "sub_table": record(c.df, c.table.title)})
        [final] = yield [request(llm, self._answer_prompt(task.question, chains), sampling)]
        return final_answer(final, sampling)


__all__ = ["ChainOfTable"]
