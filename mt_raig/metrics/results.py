"""Baseline-metric scores of one predictions file: per example, per question type, and the paper's Avg.

The file (format ``mt-raig-metrics-report/1``) holds one column per metric
dimension (``SacreBLEU``, ``G-Eval Faithfulness``...), each example's value
and status per column, and a summary per question type with ``Avg`` (mean of
the type means, as the paper's Table 21 averages across question types) and
``All`` (mean over all scored items). Values are stored on each metric's own
scale; ``display_factor`` per column says how the paper prints them.
"""

from __future__ import annotations

import json
import time
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

from mt_raig.atomic import write_json
from mt_raig.data import QUESTION_TYPES, TYPE_ABBREVIATIONS
from mt_raig.errors import DataError
from mt_raig.eval.judge import EvalItem
from mt_raig.metrics.base import MetricResult, Metric, column_name

FORMAT = "mt-raig-metrics-report/1"
TYPE_ABBREV = {full: abbr for abbr, full in TYPE_ABBREVIATIONS.items()}
TYPE_ORDER = tuple(TYPE_ABBREV[t] for t in QUESTION_TYPES)


def _abbrev(qtype: str) -> str:
    return TYPE_ABBREV.get(qtype, qtype or "unknown")


def _mean(xs: Sequence[float]) -> float | None:
    return sum(xs) / len(xs) if xs else None


def summarize(examples: Sequence[dict], columns: Sequence[str]) -> dict:
    """Per column: per type ``{mean, n_items, n_scored}``, ``Avg`` (mean of type means) and ``All``."""
    groups: dict[str, list[dict]] = {}
    for e in examples:
        groups.setdefault(_abbrev(e["type"]), []).append(e)
    order = [t for t in TYPE_ORDER if t in groups] + sorted(t for t in groups if t not in TYPE_ORDER)
    out: dict = {"types": order, "n_items": len(examples)}
    for col in columns:
        cells = {}
        for t in order:
            vals = [e["values"][col] for e in groups[t] if e["values"].get(col) is not None]
            cells[t] = {"mean": _mean(vals), "n_items": len(groups[t]), "n_scored": len(vals)}
        vals = [e["values"][col] for e in examples if e["values"].get(col) is not None]
        statuses = Counter(e["status"][col] for e in examples if e["values"].get(col) is None)
        system = sum(1 for e in examples if e["status"].get(col) == "system_failure")
        cells["All"] = {"mean": _mean(vals), "n_items": len(examples), "n_scored": len(vals), "failures": dict(statuses),
                        "system_failures": system}
        type_means = [cells[t]["mean"] for t in order if cells[t]["mean"] is not None]
        missing = [t for t in TYPE_ORDER if t not in order or cells[t]["mean"] is None]
        # an Avg. over fewer question types is never shown as comparable: it says how many it covers
        cells["Avg"] = {"mean": _mean(type_means), "n_types": len(type_means), "types_total": len(TYPE_ORDER), "missing_types": missing}
        out[col] = cells
    return out


def score_items(items: Sequence[EvalItem], metrics: Sequence[Metric], progress: bool = True) -> dict:
    """The metrics report (a JSON-ready dict) of ``items`` scored by each of ``metrics``."""
    from tqdm.auto import tqdm

    t0 = time.perf_counter()
    examples = [{"id": it.id, "type": it.type, "values": {}, "status": {}, "errors": {}} for it in items]
    columns, info, factors = [], {}, {}
    for metric in tqdm(metrics, desc="metrics", unit="metric", disable=not progress):
        try:
            results = metric.score(items)
            if len(results) != len(items):
                raise RuntimeError(f"metric {metric.name} returned {len(results)} results for {len(items)} items")
        except Exception as e:  # noqa: BLE001 - one metric's failure never costs the others' results
            message = f"{metric.name} failed on this batch: {type(e).__name__}: {' '.join(str(e).split())[:300]}"
            results = [MetricResult("failed", error=message) for _ in items]
            import warnings

            warnings.warn(message, RuntimeWarning, stacklevel=2)
        info[metric.name] = metric.info()
        for dim in metric.dimensions:
            col = column_name(metric.name, dim)
            columns.append(col)
            factors[col] = metric.display_factor
            for e, r in zip(examples, results):
                e["values"][col] = r.values.get(dim)
                e["status"][col] = r.status if r.values.get(dim) is None or r.status == "system_failure" else "ok"
                if r.error:
                    e["errors"][col] = r.error
    return {
        "format": FORMAT,
        "columns": columns,
        "display_factor": factors,
        "metrics": info,
        "summary": summarize(examples, columns),
        "examples": examples,
        "wall_time_s": round(time.perf_counter() - t0, 3),
        "created": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
    }


def save(report: dict, path: str | Path) -> Path:
    return write_json(Path(path), report)


def load(path: str | Path) -> dict:
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    if data.get("format") != FORMAT:
        raise DataError(f"{path}: not a metrics report (format {data.get('format')!r}, expected {FORMAT!r})")
    return data


def format_table(report: dict) -> str:
    """Rows = question types, ``Avg.`` (mean of type means) and ``All``; one column per metric dimension."""
    s, cols = report["summary"], report["columns"]
    fmt = lambda v, c: "-" if v is None else f"{v * report['display_factor'].get(c, 1.0):.2f}"
    rows = [(t, *(fmt(s[c][t]["mean"], c) for c in cols)) for t in s["types"]]
    def avg(c: str) -> str:
        cell = s[c]["Avg"]
        text = fmt(cell["mean"], c)
        if cell["mean"] is not None and cell.get("missing_types"):
            text += f" ({cell['n_types']} of {cell.get('types_total', 4)} types)"
        return text

    rows.append(("Avg.", *(avg(c) for c in cols)))
    rows.append(("All", *(fmt(s[c]["All"]["mean"], c) for c in cols)))
    head = ("Type", *cols)
    widths = [max(len(str(r[i])) for r in [head, *rows]) for i in range(len(head))]
    line = lambda r: "  ".join(x.ljust(widths[0]) if i == 0 else x.rjust(widths[i]) for i, x in enumerate(r))
    out = [line(head), "-" * (sum(widths) + 2 * len(widths)), *(line(r) for r in rows)]
    out.append("Avg. = mean of the type means (the paper's average across question types); All = mean over scored items")
    if any(s[c]["Avg"].get("missing_types") and s[c]["Avg"]["mean"] is not None for c in cols):
        out.append("an Avg. marked (k of 4 types) leaves question types out and is not comparable with a 4-type Avg.")
    return "\n".join(out)
