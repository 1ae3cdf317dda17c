"""What a board ranks: every item counted, a judge failure as 0, with the coverage beside it.

MT-RAIG Eval leaves an item that could not be judged (``context_overflow``, ``parse_failed``, ``incomplete``,
``budget_exhausted``, ``backend_failed``, ``too_few_samples``, ...) out of its means, which is right for a
report but wrong for a ranking: a submission could then raise its score by making its weak answers
unjudgeable (listing every table as ``tables_used`` until the judge's window overflows). On a board the
**headline** of a metric therefore counts every submitted item, an unjudged one as 0, so not being judged
can only hurt; the paper's Avg. (mean of the question-type means) is taken over those values. Beside it
stand the mean over the scored items only (``scored_mean``, the report's number), the coverage
(``scored`` of ``total``) and the count of every status.

    >>> from types import SimpleNamespace as R
    >>> rows = [R(type="A&S", faithfulness=1.0, faithfulness_status="ok"),
    ...         R(type="A&S", faithfulness=None, faithfulness_status="context_overflow")]
    >>> b = board_scores(rows, ("faithfulness",))["faithfulness"]
    >>> b["headline"], b["scored_mean"], b["scored"], b["total"], b["statuses"]
    (0.5, 1.0, 1, 2, {'context_overflow': 1, 'ok': 1})
"""

from __future__ import annotations

from collections import Counter
from typing import Iterable, Sequence

from mt_raig.data import QUESTION_TYPES as ALL_TYPES
from mt_raig.eval.judge import SYSTEM_FAILURES


def _status_attr(metric: str) -> str:
    return "faithfulness_status" if metric == "faithfulness" else "completeness_status"


def _avg(by_type: dict[str, list[float]]) -> float | None:
    means = [sum(v) / len(v) for v in by_type.values() if v]
    return sum(means) / len(means) if means else None


def board_scores(examples: Iterable, metrics: Sequence[str]) -> dict:
    """Per metric: ``headline`` (unjudged = 0, Avg. over types), ``scored_mean``, ``scored``, ``total``,
    ``statuses``, ``by_type`` (headline per type) and ``types`` (how many question types the Avg. covers)."""
    examples = list(examples)
    out = {}
    for metric in metrics:
        counted: dict[str, list[float]] = {}
        scored: dict[str, list[float]] = {}
        statuses: Counter = Counter()
        for e in examples:
            status = getattr(e, _status_attr(metric))
            value = getattr(e, metric) if status == "ok" or status in SYSTEM_FAILURES else None  # judged, or a system failure
            statuses[status] += 1
            counted.setdefault(e.type, []).append(0.0 if value is None else float(value))
            if value is not None:
                scored.setdefault(e.type, []).append(float(value))
        n_scored = sum(len(v) for v in scored.values())
        out[metric] = {
            "headline": _avg(counted),
            "scored_mean": _avg(scored),
            "scored": n_scored,
            "total": len(examples),
            "statuses": dict(sorted(statuses.items())),
            "by_type": {t: sum(v) / len(v) for t, v in sorted(counted.items())},
            "types": len(counted),
            "all_types": len(ALL_TYPES),
        }
    return out


def coverage_words(cell: dict) -> str:
    """``scored 43/45`` plus the statuses of the rest: ``scored 43/45 (context_overflow: 2)``."""
    rest = {s: n for s, n in cell["statuses"].items() if s != "ok" and n}
    unscored = cell["total"] - cell["scored"]
    tail = f" ({', '.join(f'{s}: {n}' for s, n in rest.items())})" if unscored and rest else ""
    types = "" if cell["types"] >= cell["all_types"] else f"; Avg. over {cell['types']} of {cell['all_types']} question types"
    return f"scored {cell['scored']}/{cell['total']}{tail}{types}"


__all__ = ["ALL_TYPES", "board_scores", "coverage_words"]
