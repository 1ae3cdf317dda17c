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
from mt_raig.io.scores import ALL_ITEMS, HEADLINE, METRICS, EvalReport, ExampleRecord

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
        missing = [t for t in order if cells[t]["mean"] is None]
        means = [cells[t]["mean"] for t in order]
        cells[HEADLINE] = {"mean": None if missing or not order else sum(means) / len(means), "types": order, "missing_types": missing}
        cells[ALL_ITEMS] = metric_cell(values(examples, metric), [getattr(r, status) for r in examples])
        out[metric] = cells
    claims = [c for r in examples for c in r.claims]
    out["claims"] = {"n": len(claims), "statuses": dict(sorted(Counter(c.status for c in claims).items()))}
    return out


def _fmt(v: float | None) -> str:
    return "-" if v is None else f"{100 * v:.2f}"


def format_score_table(report: EvalReport | dict) -> str:
    """The paper-style table: rows = question types, ``Avg.``, ``All items``; columns = Faithfulness, Completeness P/R/F1.

    ``Avg.`` (the mean of the type means) is the paper's number; ``All items``
    is the mean over all scored items. Scores x100; a cell shows
    ``(scored/total)`` when some items were not scored. Titled "PROXY scores"
    when the judge is a proxy. Accepts an :class:`EvalReport` or its ``to_json()``.
    """
    summary, judge = (report.summary, report.judge) if isinstance(report, EvalReport) else (report["summary"], report["judge"])
    if judge.get("proxy"):
        title = f"PROXY scores ({judge.get('name', 'lexical')} judge; not comparable with LLM-judge scores)"
    else:
        bits = [judge.get("name", "judge"), judge.get("model"), judge.get("mode") and f"mode={judge['mode']}"]
        title = "MT-RAIG Eval scores (" + ", ".join(str(b) for b in bits if b) + ")"
    cols = ("Faithfulness", "Comp. P", "Comp. R", "Comp. F1")
    rows = []
    for t in [*summary["types"], HEADLINE, ALL_ITEMS]:
        cells = []
        for m in METRICS:
            c = summary[m][t]
            text = _fmt(c["mean"])
            if t != HEADLINE and c["n_not_scored"]:
                text += f" ({c['n_scored']}/{c['n_items']})"
            cells.append(text)
        rows.append(("All items" if t == ALL_ITEMS else t, *cells))
    widths = [max(len(r[i]) for r in rows + [("Type", *cols)]) for i in range(5)]

    def line(r: tuple) -> str:
        return "  ".join(x.ljust(widths[0]) if i == 0 else x.rjust(widths[i]) for i, x in enumerate(r))

    out = [title, line(("Type", *cols)), "-" * (sum(widths) + 8), *(line(r) for r in rows)]
    out.append(f"Avg. = mean of the question-type means (the paper's Avg.; {len(summary['types'])} types here); All items = mean over all scored items")
    for m, label in (("faithfulness", "faithfulness"), ("completeness_f1", "completeness")):
        c, avg = summary[m][ALL_ITEMS], summary[m][HEADLINE]
        if avg["missing_types"]:
            out.append(f"{label}: Avg. not given: no scored item of type {', '.join(avg['missing_types'])}")
        if c["n_system_failures"]:
            out.append(f"{label}: {c['n_system_failures']} system failures scored 0: " + ", ".join(f"{k} {v}" for k, v in c["system_failures"].items()))
        if c["n_not_scored"]:
            out.append(f"{label}: {c['n_not_scored']}/{c['n_items']} items not scored ({c['not_scored_rate']:.0%}): " + ", ".join(f"{k} {v}" for k, v in c["not_scored"].items()))
    if "faithfulness_t2" in summary:
        out.append(f"faithfulness at temperature 2.0 (logprob expectation, comparable with official): Avg. {_fmt(summary['faithfulness_t2'][HEADLINE]['mean'])}")
    return "\n".join(out)
