"""The judge interface of MT-RAIG Eval: the four steps, each returning a status, never a bare number.

Faithfulness = decompose the insight into claims (given table *schemas*), then
verify each claim against the full serialized tables. Completeness = decompose
gold and predicted insights into topics (given the question), then match the
two topic lists bidirectionally. A :class:`Judge` implements the four steps;
:mod:`mt_raig.eval.pipeline` runs them and aggregates. LLM judges
(:mod:`mt_raig.eval.llm_judge`) and the offline ``lexical`` proxy
(:mod:`mt_raig.eval.lexical`) are both judges.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Literal, Sequence

from mt_raig.tables import Table

Status = Literal[
    "ok", "parse_failed", "backend_failed", "no_claims", "no_topics", "budget_exceeded", "skipped", "generation_failed"
]
"""Every item, claim and topic step carries one of these; only ``ok`` carries a score.

``generation_failed``: the generator produced no insight for this example (read
from the predictions file); such items are counted and reported, never scored.
"""


@dataclass(frozen=True)
class EvalItem:
    """One prediction to score: the tables are those the generator saw (open or closed domain)."""

    id: str
    question: str
    type: str
    prediction: str
    reference: str
    tables: tuple[Table, ...]
    generation_status: str = "ok"


@dataclass
class Claims:
    status: Status
    claims: list[str] = field(default_factory=list)
    error: str | None = None


@dataclass
class Verdict:
    """One claim's verdict: ``score`` in [0, 1] only when ``status == "ok"``, else None."""

    claim: str
    status: Status
    score: float | None = None
    votes: list[int] | None = None
    evidence: dict | None = None
    error: str | None = None
    probabilities: dict[str, float] | None = None


@dataclass
class Topics:
    status: Status
    topics: list[str] = field(default_factory=list)
    error: str | None = None


@dataclass
class Match:
    """Bidirectional topic match: indices (0-based, deduplicated, in range) of matched topics."""

    status: Status
    matched_predicted: list[int] = field(default_factory=list)
    matched_gold: list[int] = field(default_factory=list)
    error: str | None = None
    dropped: dict[str, list[int]] | None = None  # indices the judge gave that were out of range or repeated, as given


class Judge(ABC):
    """The four MT-RAIG Eval steps, each over a batch (so LLM backends can batch requests).

    Every method returns one result per input, in order. ``proxy`` is True for
    LLM-free judges, whose scores are never mixed with LLM-judge scores.
    """

    name: str = ""
    proxy: bool = False

    @abstractmethod
    def decompose_claims(self, items: Sequence[EvalItem]) -> list[Claims]: ...

    @abstractmethod
    def verify_claims(self, items: Sequence[EvalItem], claims: Sequence[Sequence[str]]) -> list[list[Verdict]]: ...

    @abstractmethod
    def decompose_topics(self, questions: Sequence[str], insights: Sequence[str]) -> list[Topics]: ...

    @abstractmethod
    def match_topics(
        self, questions: Sequence[str], predicted: Sequence[Sequence[str]], gold: Sequence[Sequence[str]]
    ) -> list[Match]: ...

    @abstractmethod
    def info(self) -> dict:
        """Judge name, proxy flag, backend/model, mode, prompt versions, thresholds: what affects the scores."""

    def usage(self) -> dict:
        """What the judge spent so far (calls, tokens, cache hits); empty for judges that spend nothing."""
        return {}

    def estimate(self, items: Sequence[EvalItem]) -> dict:
        """Dry run: the calls and tokens (and cost, when priced) scoring ``items`` would take; nothing is spent."""
        return {"calls": 0, "prompt_tokens": 0, "completion_tokens": 0, "note": f"{self.name or type(self).__name__} makes no LLM calls"}

    def close(self) -> None:
        """Free resources (model memory, cache connections)."""
