"""The judge interface of MT-RAIG Eval: the four steps, each returning a status, never a bare number.

Faithfulness = decompose the insight into claims (given table *schemas*), then
verify each claim against the serialized tables. Completeness = decompose
gold and predicted insights into topics (given the question), then match the
two topic lists bidirectionally. A :class:`Judge` implements the four steps;
:mod:`mt_raig.eval.scoring` runs them and aggregates. LLM judges
(:mod:`mt_raig.eval.llm_judge`) and the offline ``lexical`` proxy
(:mod:`mt_raig.eval.lexical`) are both judges.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Literal, Sequence

from mt_raig.eval.parsing import is_abstention
from mt_raig.tables import Table

Status = Literal[
    "ok", "skipped", "parse_failed", "backend_failed", "budget_exhausted", "context_overflow", "low_verdict_mass",
    "no_claims", "no_topics", "incomplete", "empty_prediction", "abstained", "unfinished_reasoning",
    "no_predicted_topics", "no_gold_topics", "generation_failed", "missing",
]
"""Every item, claim and topic step carries one of these; only ``ok`` carries a judged score.

Claims: ``ok`` (judged), ``skipped`` (the judge found nothing checkable in it:
left out of the mean, not a failure), or a judge failure. Judge failures
(``parse_failed``, ``backend_failed``, ``budget_exhausted``, ``context_overflow``,
``low_verdict_mass``, ``incomplete``) are never a number: the item is counted and
excluded from the means. System failures (:data:`SYSTEM_FAILURES`) are the
generator's fault and score 0, as the paper's definitions give.
"""

SYSTEM_FAILURES = frozenset({"empty_prediction", "abstained", "unfinished_reasoning", "no_claims", "no_predicted_topics"})
"""Item statuses that are the system's fault and are scored (0 faithfulness; R = F1 = 0, and P = 0 by convention)."""

JUDGE_FAILURES = frozenset({"parse_failed", "backend_failed", "budget_exhausted", "context_overflow", "low_verdict_mass", "incomplete", "no_gold_topics"})
"""Item statuses that are the judge's (or the budget's) fault: never a number, counted and excluded from the means."""


@dataclass(frozen=True)
class EvalItem:
    """One prediction to score against the tables exactly as the generator saw them (open or closed domain).

    ``generation_status``: ``ok``, ``missing`` (no prediction) or
    ``failed:<kind>`` (read from the predictions file). ``rows_dropped``: rows
    the generator's context budget cut from these tables (already removed here).
    """

    id: str
    question: str
    type: str
    prediction: str
    reference: str
    tables: tuple[Table, ...]
    generation_status: str = "ok"
    rows_dropped: int = 0


GENERATION_FAILURE_STATUS = {"empty_insight": "empty_prediction", "unfinished_reasoning": "unfinished_reasoning"}


def prediction_status(item: EvalItem) -> str:
    """``ok`` when the item goes to the judge; otherwise why it does not.

    ``empty_prediction``, ``abstained`` and ``unfinished_reasoning`` are the
    system's failures (scored 0); ``generation_failed`` (the generation backend
    failed, or the prompt could not fit) and ``missing`` (no prediction) are not scored.
    """
    if item.generation_status == "missing":
        return "missing"
    if item.generation_status != "ok":
        kind = item.generation_status.removeprefix("failed:")
        return GENERATION_FAILURE_STATUS.get(kind, "generation_failed")
    if not item.prediction.strip():
        return "empty_prediction"
    return "abstained" if is_abstention(item.prediction) else "ok"


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
    votes: list[float] | None = None
    evidence: dict | None = None
    error: str | None = None
    probabilities: dict[str, float] | None = None
    score_t2: float | None = None  # logprob mode: the verdict's expectation at temperature 2.0 (official's setting)


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
