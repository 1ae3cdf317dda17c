"""The one small interface of the baseline metrics the paper compares MT-RAIG Eval with.

A :class:`Metric` scores a batch of :class:`~mt_raig.eval.judge.EvalItem`
(question, predicted insight, gold insight, the tables the generator saw) and
returns one :class:`MetricResult` per item, in order. A result carries a
``status`` and, only when ``ok``, one value per dimension: reference-based
metrics have the single dimension ``score``; G-Eval has ``faithfulness`` and
``completeness``. Values are stored on the metric's own scale (``[0, 1]`` for
SacreBLEU/ROUGE-L/METEOR/BERTScore/TAPAS-Acc, 1-5 for G-Eval);
``display_factor`` says how the paper prints them (x100, or as is).

Each metric's ``info()`` records what affects its numbers (library versions,
model ids, tokenisation, prompt versions), so a results file says how it was made.

    >>> from mt_raig.metrics import load_metric          # doctest: +SKIP
    >>> m = load_metric("rouge-l")                        # doctest: +SKIP
    >>> [r.values["score"] for r in m.score(items)]       # doctest: +SKIP
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Literal

from mt_raig.eval.judge import SYSTEM_FAILURES, EvalItem, prediction_status

MetricStatus = Literal["ok", "failed", "skipped", "system_failure"]


@dataclass
class MetricResult:
    """One item's scores: ``values`` holds each dimension that was scored (all of them when ``status == "ok"``).

    A ``failed`` G-Eval item may keep the one dimension whose reply parsed;
    ``system_failure`` (an empty or abstaining insight: the generator's fault) holds the metric's lowest value
    (``floor``) for every dimension, scored and counted as the paper scores such insights; ``skipped`` (a
    failed or missing generation) and other failures have no values.
    """

    status: MetricStatus
    values: dict[str, float] = field(default_factory=dict)
    error: str | None = None
    detail: dict | None = None


class Metric(ABC):
    """A baseline metric named as the paper names it (``name``), scoring items in batches."""

    name: str = ""
    dimensions: tuple[str, ...] = ("score",)
    display_factor: float = 100.0
    needs_reference: bool = True

    @abstractmethod
    def score(self, items: Sequence[EvalItem]) -> list[MetricResult]:
        """One result per item, in order; an item that cannot be scored gets a status, never a number."""

    @abstractmethod
    def info(self) -> dict:
        """Name, library versions, model ids and settings: what affects the numbers."""

    def close(self) -> None:
        """Free model memory."""

    floor: float = 0.0  # the value an empty or abstaining insight gets (G-Eval's scale starts at 1)

    def unscorable(self, item: EvalItem) -> MetricResult | None:
        """The result of an item with no insight to score, else None.

        An empty or abstaining insight is a system failure: it gets ``floor`` on
        every dimension, so a system that abstains never scores higher; a failed
        or missing generation is skipped (no number), as MT-RAIG Eval does.
        """
        status = prediction_status(item)
        if status == "ok":
            return None
        if status in SYSTEM_FAILURES:
            return MetricResult("system_failure", {d: self.floor for d in self.dimensions}, error=status)
        return MetricResult("skipped", error=f"generation status: {item.generation_status}")

    def score_each(self, items: Sequence[EvalItem], one: Callable[[EvalItem], MetricResult]) -> list[MetricResult]:
        """``one(item)`` for every scorable item, :meth:`unscorable`'s result for the others."""
        return [self.unscorable(it) or one(it) for it in items]


def column_name(metric_name: str, dimension: str) -> str:
    """``"SacreBLEU"`` for single-score metrics, ``"G-Eval Faithfulness"`` for the others."""
    return metric_name if dimension == "score" else f"{metric_name} {dimension.capitalize()}"
