"""The paper's result tables from score files: Table 6, Table 20 and Table 21, as Markdown and CSV.

- Table 6: per model, faithfulness and completeness (F1) per question type in
  the open setting, their Avg. (open, the paper's Avg. T^_q) and the closed
  setting's Avg. (Avg. T_q).
- Table 20: completeness precision / recall / F1 per type and Avg. (open).
- Table 21: the baseline metrics' Avg. per model (from ``mt-raig metrics`` files).

Avg. is the mean of the question-type means, as in the paper. Scores x100
(G-Eval on its 1-5 scale). An open run per model is the one with ``k = 10``
(the paper's DPR top-10) when there is one, else the one with the largest k;
runs with a noise ratio are for Figure 5, not these tables. A table built
from a proxy (lexical) judge says so in its title.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Sequence

from mt_raig.report.runs import TYPE_ORDER, Run

PAPER_K = 10


def _fmt(v: float | None, factor: float = 100.0) -> str:
    return "" if v is None else f"{v * factor:.2f}"


def models(runs: Sequence[Run]) -> list[str]:
    seen: list[str] = []
    for r in runs:
        if r.label not in seen:
            seen.append(r.label)
    return seen


def main_run(runs: Sequence[Run], label: str, setting: str, kind: str = "eval") -> Run | None:
    """The run of ``label`` in ``setting`` used for the tables (open: k = 10, else the largest k; no noise)."""
    cands = [r for r in runs if r.label == label and r.kind == kind and r.noise_ratio is None and (r.setting or "open") == setting]
    if not cands:
        return None
    if setting == "open":
        exact = [r for r in cands if r.k == PAPER_K]
        return exact[0] if exact else max(cands, key=lambda r: r.k or 0)
    return cands[0]


def _types(runs: Sequence[Run]) -> list[str]:
    present = {t for r in runs for t in r.types.values()}
    return [t for t in TYPE_ORDER if t in present] + sorted(present - set(TYPE_ORDER))


def _avg_cell(run: Run | None, metric: str, factor: float = 100.0) -> str:
    """A run's Avg., marked ``(3 of 4 types)`` when question types are missing: never shown as comparable
    (Tables 6, 20 and 21 alike)."""
    if run is None:
        return ""
    value = _fmt(run.avg(metric), factor)
    covered = len(run.type_means(metric))
    if value and covered < len(TYPE_ORDER):
        value += f" ({covered} of {len(TYPE_ORDER)} types)"
    return value


def table6(runs: Sequence[Run]) -> tuple[list[str], list[list[str]]]:
    """Header and rows of Table 6 (faithfulness and completeness F1 per type, Avg. open, Avg. closed)."""
    evals = [r for r in runs if r.kind == "eval"]
    types = _types(evals)
    head = ["Generator"] + [f"Faithfulness {t}" for t in types] + ["Faithfulness Avg. (open)", "Faithfulness Avg. (closed)"] \
        + [f"Completeness {t}" for t in types] + ["Completeness Avg. (open)", "Completeness Avg. (closed)"]
    rows = []
    for label in models(evals):
        op, cl = main_run(evals, label, "open"), main_run(evals, label, "closed")
        row = [label]
        for metric in ("faithfulness", "completeness_f1"):
            means = op.type_means(metric) if op else {}
            row += [_fmt(means.get(t)) for t in types]
            row += [_avg_cell(op, metric), _avg_cell(cl, metric)]
        rows.append(row)
    return head, rows


def table20(runs: Sequence[Run]) -> tuple[list[str], list[list[str]]]:
    """Header and rows of Table 20 (completeness P/R/F1 per type and Avg., open setting)."""
    evals = [r for r in runs if r.kind == "eval"]
    types = _types(evals) + ["Avg."]
    parts = (("completeness_precision", "P"), ("completeness_recall", "R"), ("completeness_f1", "F1"))
    head = ["Generator"] + [f"{t} {short}" for t in types for _, short in parts]
    rows = []
    for label in models(evals):
        op = main_run(evals, label, "open") or main_run(evals, label, "closed")
        if op is None:
            continue
        row = [label]
        for t in types:
            for metric, _ in parts:
                row.append(_avg_cell(op, metric) if t == "Avg." else _fmt(op.type_means(metric).get(t)))
        rows.append(row)
    return head, rows


def table21(runs: Sequence[Run]) -> tuple[list[str], list[list[str]]]:
    """Header and rows of Table 21 (each baseline metric's Avg. per model)."""
    mruns = [r for r in runs if r.kind == "metrics"]
    columns: list[str] = []
    for r in mruns:
        columns += [c for c in r.metrics if c not in columns]
    head = ["Generator"] + columns
    rows = []
    for label in models(mruns):
        mine = [r for r in mruns if r.label == label]
        op = main_run(mruns, label, "open", kind="metrics") or main_run(mruns, label, "closed", kind="metrics") or mine[0]
        row = [label]
        for c in columns:
            src = op if c in op.values else next((r for r in mine if c in r.values), None)
            row.append(_avg_cell(src, c, src.display_factor.get(c, 100.0)) if src else "")
        rows.append(row)
    return head, rows


def markdown(head: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    out = ["| " + " | ".join(head) + " |", "|" + "|".join("---" if i == 0 else "---:" for i in range(len(head))) + "|"]
    out += ["| " + " | ".join(c or "-" for c in r) + " |" for r in rows]
    return "\n".join(out)


def to_csv(head: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(head)
    w.writerows(rows)
    return buf.getvalue()


def proxy_note(runs: Sequence[Run]) -> str:
    proxies = sorted({r.judge.get("name", "lexical") for r in runs if r.kind == "eval" and r.proxy})
    if not proxies:
        return ""
    return (f"PROXY scores: judged by the {', '.join(proxies)} judge (no LLM), not comparable with the paper's "
            "LLM-judge numbers.")
