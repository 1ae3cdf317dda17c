"""Aggregating MT-RAIG Eval records: per-type means, the paper's Avg., failure counts, the printed table.

For each metric the summary holds one cell per question type (A&S, C&R, P&O,
T&P), the paper's ``Avg.`` (mean of the type means, as Tables 6 and 20 report
it: e.g. o3-mini completeness F1 60.20 = mean of 62.84, 58.78, 59.77, 59.42)
and ``all_items`` (the mean over all scored items, beside it under a distinct
name). A cell counts three kinds of items:

- scored as judged (status ``ok``);
- system failures (:data:`~mt_raig.eval.judge.SYSTEM_FAILURES`: empty or
  abstaining predictions, no verifiable claim, no predicted topic): scored 0 and
  included in the mean, counted in ``system_failures``;
- not scored (judge failures, failed or missing generations): excluded from the
  mean, counted in ``not_scored``.

``Avg.`` is None, with the types named in ``missing_types``, when some question
type present has no scored item: a type is never dropped from it silently.
"""

from __future__ import annotations

from collections import Counter
from typing import Sequence

from mt_raig.data import QUESTION_TYPES, TYPE_ABBREVIATIONS
from mt_raig.eval.judge import SYSTEM_FAILURES
from mt_raig.io.scores import ALL_ITEMS, HEADLINE, METRICS, ExampleRecord, avg_label, format_score_table  # noqa: F401 (re-exported)

TYPE_ABBREV = {full: abbr for abbr, full in TYPE_ABBREVIATIONS.items()}
TYPE_ORDER = tuple(TYPE_ABBREV[t] for t in QUESTION_TYPES)


def abbreviate(qtype: str) -> str:
    return TYPE_ABBREV.get(qtype, qtype or "unknown")


def metric_cell(values: Sequence[float | None], statuses: Sequence[str]) -> dict:
    """Mean over scored items (judged + system failures) and the counts of each kind."""
    scored = [v for v, s in zip(values, statuses) if (s == "ok" or s in SYSTEM_FAILURES) and v is not None]
    system = Counter(s for s in statuses if s in SYSTEM_FAILURES)
    not_scored = Counter(s for v, s in zip(values, statuses) if not ((s == "ok" or s in SYSTEM_FAILURES) and v is not None))
    n = len(statuses)
    return {
        "mean": sum(scored) / len(scored) if scored else None,
        "n_items": n,
        "n_scored": len(scored),
        "n_system_failures": sum(system.values()),
        "system_failures": dict(sorted(system.items())),
        "n_not_scored": sum(not_scored.values()),
        "not_scored": dict(sorted(not_scored.items())),
        "not_scored_rate": sum(not_scored.values()) / n if n else None,
    }


def _status_of(metric: str) -> str:
    return "faithfulness_status" if metric.startswith("faithfulness") else "completeness_status"


def summarize(examples: Sequence[ExampleRecord]) -> dict:
    """Per question type, ``Avg.`` (the paper's) and ``all_items`` for each metric, plus claim status counts."""
    groups: dict[str, list[ExampleRecord]] = {}
    for r in examples:
        groups.setdefault(abbreviate(r.type), []).append(r)
    order = [t for t in TYPE_ORDER if t in groups] + sorted(t for t in groups if t not in TYPE_ORDER)
    out: dict = {"n_items": len(examples), "types": order, "headline": HEADLINE}
    metrics = list(METRICS) + (["faithfulness_t2"] if any(r.faithfulness_t2 is not None for r in examples) else [])
    def values(rs: Sequence[ExampleRecord], metric: str) -> list[float | None]:
        # the temperature-2.0 faithfulness exists only for judged items; a system failure is 0 there too
        return [0.0 if metric == "faithfulness_t2" and r.faithfulness_status in SYSTEM_FAILURES else getattr(r, metric) for r in rs]

    for metric in metrics:
        status = _status_of(metric)
        cells = {t: metric_cell(values(groups[t], metric), [getattr(r, status) for r in groups[t]]) for t in order}
        unscored = [t for t in order if cells[t]["mean"] is None]
        absent = [t for t in TYPE_ORDER if t not in groups]  # a question type with no item at all
        means = [cells[t]["mean"] for t in order]
        cells[HEADLINE] = {"mean": None if unscored or not order else sum(means) / len(means), "types": order,
                           "missing_types": unscored + absent, "types_counted": len(order) - len(unscored),
                           "types_total": len(TYPE_ORDER)}
        cells[ALL_ITEMS] = metric_cell(values(examples, metric), [getattr(r, status) for r in examples])
        out[metric] = cells
    claims = [c for r in examples for c in r.claims]
    out["claims"] = {"n": len(claims), "statuses": dict(sorted(Counter(c.status for c in claims).items()))}
    return out


