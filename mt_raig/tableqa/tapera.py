"""TaPERA (Zhao et al., 2024) as a generation method: a QA content plan, executed sub-answers, then the answer.

1. **QA-based content planner**, one call: the question becomes at most :attr:`max_subquestions`
   sub-questions (lines ``Qn: ...``). A reply without any is ``failure="plan_unparsed"``: TaPERA has
   nothing to execute without a plan.
2. **Execution-based reasoning**, one call per sub-question (batched): the LLM writes ``solve(tables)``
   in Python, which runs in :mod:`mt_raig.sandbox` (its own process, no network, no files outside its
   folder, time/CPU/memory/output limits: :attr:`limits`). Each sub-question's step keeps the code, the
   sandbox status and reason, the refused actions, the printed output and the returned value. A sub-answer
   exists only for status ``ok``; every other status (``no_code``, ``error``, ``blocked``, ``timeout``,
   ``cpu_limit``, ``memory_limit``, ``output_limit``, ...) is counted in the ``execution`` step.
   When no sub-question gets an answer the task fails with ``failure="no_sub_answers"``.
3. **Answer**, one call: the executed plan (sub-questions and their answers) and the tables' titles, asked
   for the MT-RAIG insight, so every stated fact comes from an executed step as in TaPERA.

**From one table to many**: the plan is made over all tables at once, and each ``solve`` receives every
table in prompt order, so a sub-question may combine or join tables where keys exist. Calls per
question: 2 + sub-questions; sandbox runs: one per sub-question with code.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING, ClassVar

from mt_raig.generation.insight import final_answer
from mt_raig.generation.methods import Outcome, Task
from mt_raig.llm.base import LLM, Sampling
from mt_raig.sandbox import run_python
from mt_raig.tableqa.driver import Program, request, stage_sampling
from mt_raig.tableqa.frames import plain, render, to_frame
from mt_raig.tableqa.method import SubQuestionMethod, text_or_raise
from mt_raig.tableqa.operations import PlanError
from mt_raig.tableqa.prompts import TAPERA

if TYPE_CHECKING:
    from mt_raig.tables import Table

_PLAN_LINE = re.compile(r"^\s*[-*]?\s*\**Q(\d+)\**\s*[:.)]\s*\**\s*(.+?)\s*$", re.IGNORECASE)
_BLOCK = re.compile(r"```(?:python|py)?[ \t]*\n(.*?)```", re.DOTALL | re.IGNORECASE)
#: Characters of printed output and of a sub-answer kept in a step (the sandbox bounds what is read).
KEEP_OUTPUT = 2000
KEEP_ANSWER = 500


def parse_plan(text: str, limit: int) -> list[str]:
    """Sub-questions from lines ``Q1: ...`` (at most ``limit``, duplicates dropped); none is an error."""
    found = [m.group(2) for m in map(_PLAN_LINE.match, text.splitlines()) if m]
    found = list(dict.fromkeys(q for q in found if q))
    if not found:
        raise PlanError("no line of the form 'Q1: <sub-question>'")
    return found[:limit]


def extract_code(text: str) -> str | None:
    """The code of a reply: its first fenced block, or the whole reply when it defines ``solve`` unfenced."""
    m = _BLOCK.search(text)
    if m:
        return m.group(1)
    if "```" not in text and re.search(r"^def solve\s*\(", text, re.MULTILINE):
        return text
    return None


class Tapera(SubQuestionMethod):
    """TaPERA over several tables (see the module docstring)."""

    name = "tapera"
    family = TAPERA
    prompt_versions = tuple(TAPERA)
    stage_tokens: ClassVar[dict[str, int]] = {"plan": 256, "code": 512}
    def longest_prompts(self, question: str, tables: Sequence[Table]) -> list[str]:
        return [self._code_prompt("x" * 200, tables)]

    def _tables_text(self, tables: Sequence[Table]) -> str:
        return "\n".join(render(to_frame(t), t.title) for t in tables)

    def _code_prompt(self, subquestion: str, tables: Sequence[Table]) -> str:
        return self.templates["code"].format(tables=self._tables_text(tables), subquestion=subquestion)

    def program(self, llm: LLM, task: Task, steps: list[dict], sampling: Sampling) -> Program:
        t = self.templates
        plan_prompt = t["plan"].format(max_subquestions=self.max_subquestions, tables=self._tables_text(task.tables), question=task.question)
        [completion] = yield [request(llm, plan_prompt, stage_sampling(sampling, self.stage_tokens["plan"]))]
        text = text_or_raise(completion, "content planning")
        try:
            subqs = parse_plan(text, self.max_subquestions)
        except PlanError as e:
            steps.append({"step": "plan", "reply": text, "status": "parse_failed", "reason": str(e)})
            return Outcome.failed("plan_unparsed", f"the content plan has no sub-questions: {e}")
        steps.append({"step": "plan", "reply": text, "status": "ok", "subquestions": subqs})

        code_s = stage_sampling(sampling, self.stage_tokens["code"])
        replies = yield [request(llm, self._code_prompt(q, task.tables), code_s) for q in subqs]
        tables = [plain(to_frame(tb), tb.title) for tb in task.tables]
        answered: list[tuple[str, str]] = []
        statuses: Counter[str] = Counter()
        for q, completion in zip(subqs, replies):
            text = text_or_raise(completion, f"code for {q!r}")
            step = {"step": "subquestion", "question": q, "reply": text}
            code = extract_code(text)
            if code is None:
                step.update(status="no_code", reason="no ```python block and no unfenced def solve(...)")
            else:
                r = run_python(code, {"tables": tables}, entry="solve", limits=self.limits)
                step.update(code=code, status=r.status, reason=r.reason, violations=list(r.violations),
                            stdout=r.stdout[:KEEP_OUTPUT], wall_s=r.wall_s, sandbox=r.protection)
                if r.ok:
                    answer = r.value if isinstance(r.value, str) else json.dumps(r.value, ensure_ascii=False)
                    step["answer"] = answer[:KEEP_ANSWER]
                    answered.append((q, step["answer"]))
            statuses[step["status"]] += 1
            steps.append(step)
        steps.append({"step": "execution", "statuses": dict(statuses), "answered": len(answered), "subquestions": len(subqs)})
        if not answered:
            counts = ", ".join(f"{k} {v}" for k, v in sorted(statuses.items()))
            return Outcome.failed("no_sub_answers", f"none of the {len(subqs)} sub-questions got an executed answer ({counts})")
        plan = "\n".join(f"Q{i}: {q}\nA{i}: {a}" for i, (q, a) in enumerate(answered, start=1))
        titles = "; ".join(tb.title for tb in task.tables)
        [final] = yield [request(llm, t["answer"].format(titles=titles, plan=plan, question=task.question), sampling)]
        return final_answer(final, sampling)


__all__ = ["Tapera", "extract_code", "parse_plan"]
