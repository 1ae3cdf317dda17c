"""Generation methods: how an LLM turns a question and its tables into an insight.

A :class:`Generator` gets an LLM backend and a batch of :class:`Task` (a
question and the tables chosen for it, already cut to the model's context) and
returns one :class:`Outcome` per task: the insight, a status, and a record of
the intermediate steps (plans, sub-tables, sub-answers, code and its output)
that is kept in the prediction record. A method never raises for one task and
never turns a failure into text: a step that fails gives the task
``status="failed"`` with a ``failure`` kind and the error.

Methods are chosen by a spec through :data:`METHODS` (``insight`` is the
paper's plain prompt, one call per question; a method's optional argument
follows a colon). Adding one::

    METHODS.register("chain-of-table", "mt_raig.generation.chain_of_table:ChainOfTable", help="...")

The constructor takes ``arg`` (the text after the colon, or None) and
``prompt_version`` (None: the method's current one).

    >>> method = load_method("insight")
    >>> method.name, method.prompt_version
    ('insight', 'insight-v1')
"""

from __future__ import annotations

import time
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal, Sequence

from mt_raig.errors import ConfigError
from mt_raig.io.predictions import Usage
from mt_raig.llm.base import LLM, Completion, Request, Sampling
from mt_raig.registry import Registry

if TYPE_CHECKING:
    from mt_raig.tables import Table


@dataclass(frozen=True)
class Task:
    """One question and the tables a method may use, in prompt order."""

    id: str
    question: str
    tables: tuple["Table", ...]


@dataclass
class Outcome:
    """What a method produced for one task (see the module docstring).

    ``raw_output`` is the final call's full reply (reasoning included);
    ``steps`` are plain JSON records, one per intermediate step.
    """

    status: Literal["ok", "failed"]
    insight: str = ""
    failure: str | None = None
    error: str | None = None
    raw_output: str | None = None
    steps: list[dict] = field(default_factory=list)
    usage: Usage = field(default_factory=Usage)
    finish_reason: str | None = None

    @classmethod
    def failed(cls, failure: str, error: str, **kw) -> "Outcome":
        return cls(status="failed", failure=failure, error=error, **kw)


class Generator(ABC):
    """A generation method; subclasses set ``name`` and ``prompt_versions`` (the first is the default)."""

    name: str = ""
    prompt_versions: tuple[str, ...] = ()

    def __init__(self, arg: str | None = None, prompt_version: str | None = None):
        if arg is not None:
            raise ConfigError(f"method {self.name!r} takes no argument, got {arg!r}")
        version = prompt_version or self.prompt_versions[0]
        if version not in self.prompt_versions:
            raise ConfigError(f"unknown prompt version {version!r} for method {self.name!r} (known: {', '.join(self.prompt_versions)})")
        self.prompt_version = version

    def info(self) -> dict:
        """What identifies this method's outputs (recorded in the settings sidecar)."""
        return {"method": self.name, "prompt_version": self.prompt_version}

    @abstractmethod
    def prompt_tokens(self, llm: LLM, question: str, tables: Sequence["Table"]) -> int:
        """Tokens of the longest prompt this method builds from all of ``tables`` (for fitting the context)."""

    @abstractmethod
    def generate(self, llm: LLM, tasks: Sequence[Task], sampling: Sampling) -> list[Outcome]:
        """One :class:`Outcome` per task, in order; failures are statuses, never exceptions."""


def ask(llm: LLM, requests: Sequence[Request]) -> list[Completion]:
    """``llm.generate(requests)`` that never raises: a backend that breaks its contract fails these requests only."""
    if not requests:
        return []
    started = time.perf_counter()
    try:
        completions = list(llm.generate(list(requests), progress=False))
        if len(completions) != len(requests):
            raise RuntimeError(f"backend returned {len(completions)} completions for {len(requests)} requests")
    except Exception as e:  # noqa: BLE001 - any backend failure is these requests' status
        latency = time.perf_counter() - started
        return [Completion(texts=[], status="failed", error=f"{type(e).__name__}: {e}", latency_s=latency) for _ in requests]
    return completions


def usage_of(completion: Completion) -> Usage:
    """One call's usage (transport retries count as calls: they are what a provider bills and rate-limits)."""
    return Usage(completion.prompt_tokens, completion.completion_tokens, completion.latency_s, max(1, completion.attempts))


METHODS = Registry("generation method", ConfigError)
METHODS.register("insight", "mt_raig.generation.insight:InsightGenerator", help="the plain insight prompt, one call per question (default)")
METHODS.register("dater", "mt_raig.tableqa.dater:Dater", help="Dater: evidence sub-tables per table, SQL sub-questions, then the insight")
METHODS.register("chain-of-table", "mt_raig.tableqa.chain_of_table:ChainOfTable", help="Chain-of-Table: planned table operations per table, then the insight")
METHODS.register("tapera", "mt_raig.tableqa.tapera:Tapera", help="TaPERA: sub-question plan, sandboxed Python per sub-question, then the insight")


def load_method(spec: str | Generator = "insight", prompt_version: str | None = None) -> Generator:
    """The generator named by ``spec`` (``NAME[:ARG]``), or ``spec`` itself when it is already one."""
    if isinstance(spec, Generator):
        if prompt_version is not None and prompt_version != spec.prompt_version:
            raise ConfigError(f"prompt_version {prompt_version!r} differs from the given method's {spec.prompt_version!r}")
        return spec
    cls, arg = METHODS.resolve(spec)
    return cls(arg=arg, prompt_version=prompt_version)


__all__ = ["Generator", "METHODS", "Outcome", "Task", "ask", "load_method", "usage_of"]
