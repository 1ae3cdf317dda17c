"""What the three table-QA methods share as :class:`~mt_raig.generation.methods.Generator`: versioned
prompts, per-stage token budgets recorded in the settings, and batched multi-call execution (:mod:`.driver`).

A subclass sets ``name``, ``family`` (its prompt dict of :mod:`.prompts`), ``stage_tokens`` and writes
``program(llm, task, steps, sampling)`` as a generator (see :mod:`.driver`). Conventions of every method:

- a backend failure of any call ends the task as ``failure="backend"`` (resuming retries it), an unclosed
  ``<think>`` block as ``unfinished_reasoning``;
- a reply that cannot be parsed or executed is a step with ``status`` (``parse_failed``,
  ``execution_failed`` or a sandbox status) and ``reason``; the method then continues as its docstring says
  (e.g. with the table as it was) or, when nothing is left to answer from, fails with its own ``failure``;
- the final call's reply becomes the insight through :func:`mt_raig.generation.insight.final_answer`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict
from typing import TYPE_CHECKING, ClassVar

from mt_raig.generation.methods import Generator, Outcome, Task
from mt_raig.llm.base import LLM, Completion, Sampling
from mt_raig.sandbox import Limits
from mt_raig.tableqa.driver import Program, drive, reply_text
from mt_raig.tableqa.prompts import prompt_hash, templates

if TYPE_CHECKING:
    from mt_raig.tables import Table


class BackendFailed(Exception):
    """An intermediate call failed (``failure`` is ``backend`` or ``unfinished_reasoning``): the task fails."""

    def __init__(self, failure: str, message: str):
        super().__init__(message)
        self.failure = failure


class TableQAMethod(Generator):
    """Base of Dater, Chain-of-Table and TaPERA (see the module docstring)."""

    family: ClassVar[dict[str, dict[str, str]]] = {}
    #: ``max_new_tokens`` of each intermediate stage (the final answer uses the run's sampling).
    stage_tokens: ClassVar[dict[str, int]] = {}
    #: Limits of each sandboxed run of LLM-written code or SQL.
    limits: Limits = Limits(wall_seconds=20.0, cpu_seconds=10)

    @property
    def templates(self) -> dict[str, str]:
        return templates(self.family, self.prompt_version, self.name)

    def info(self) -> dict:
        return {**super().info(), "prompt_sha256": prompt_hash(self.family, self.prompt_version),
                "stage_tokens": dict(self.stage_tokens), "sandbox_limits": asdict(self.limits), **self.settings()}

    def settings(self) -> dict:
        """Method settings that change its outputs (recorded with :meth:`info`)."""
        return {}

    def prompt_tokens(self, llm: LLM, question: str, tables: Sequence[Table]) -> int:
        return max(llm.count_tokens(p) for p in self.longest_prompts(question, tables))

    def longest_prompts(self, question: str, tables: Sequence[Table]) -> list[str]:
        """The prompts built from all of ``tables`` that could be the longest (for fitting the context)."""
        raise NotImplementedError

    def generate(self, llm: LLM, tasks: Sequence[Task], sampling: Sampling) -> list[Outcome]:
        return drive(llm, tasks, lambda task, steps: self._guarded(llm, task, steps, sampling))

    def _guarded(self, llm: LLM, task: Task, steps: list[dict], sampling: Sampling) -> Program:
        try:
            return (yield from self.program(llm, task, steps, sampling))
        except BackendFailed as e:
            return Outcome.failed(e.failure, str(e))

    def program(self, llm: LLM, task: Task, steps: list[dict], sampling: Sampling) -> Program:
        raise NotImplementedError


def text_or_raise(completion: Completion, stage: str) -> str:
    """An intermediate reply's text; a failed call raises :class:`BackendFailed` naming the stage."""
    text, error = reply_text(completion)
    if text is None:
        kind = "backend" if completion.status != "ok" or not completion.texts else "unfinished_reasoning"
        raise BackendFailed(kind, f"{stage}: {error}")
    return text


class SubQuestionMethod(TableQAMethod):
    """A method that splits the question into at most ``max_subquestions`` sub-questions (Dater, TaPERA)."""

    max_subquestions: ClassVar[int] = 5

    def settings(self) -> dict:
        return {"max_subquestions": self.max_subquestions}


__all__ = ["BackendFailed", "SubQuestionMethod", "TableQAMethod", "text_or_raise"]
