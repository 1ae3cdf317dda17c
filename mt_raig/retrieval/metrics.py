"""Retrieval metrics exactly as the paper reports them (Table 4 and Table 19).

Per question: ``P@k = |top-k ∩ gold| / k`` and ``R@k = |top-k ∩ gold| / |gold|``,
each averaged over questions. ``F1@k`` is the harmonic mean of the *averaged*
P@k and R@k (not an average of per-question F1s): that is what reproduces
Table 19, e.g. DPR top-2 ``P 58.77, R 44.58 -> F1 50.70``. We also report
complete-set recall (share of questions whose whole gold set is in the top-k)
and everything per question type. All values are percentages, as in the paper,
rounded to 4 decimals (F1 is computed before rounding).
"""

from __future__ import annotations

from collections import defaultdict
from typing import Mapping, Sequence

from mt_raig.data import QUESTION_TYPES, TYPE_LABELS, Example
from mt_raig.errors import ConfigError, DataError
from mt_raig.retrieval.ranking import check_k

DEFAULT_KS = (2, 5, 10, 20)


def f1(precision: float, recall: float) -> float:
    """Harmonic mean (0 when both are 0)."""
    return 0.0 if precision + recall == 0 else 2 * precision * recall / (precision + recall)


def question_scores(ranked: Sequence[str], gold: Sequence[str], k: int) -> tuple[float, float, bool]:
    """``(P@k, R@k, complete@k)`` of one question, as fractions."""
    hits = len(set(ranked[:k]) & set(gold))
    return hits / k, hits / len(set(gold)), hits == len(set(gold))


def _aggregate(rows: list[dict[int, tuple[float, float, bool]]], ks: Sequence[int]) -> dict:
    out: dict[str, float] = {"num_questions": len(rows)}
    for k in ks:
        p = 100 * sum(r[k][0] for r in rows) / len(rows)
        r_ = 100 * sum(r[k][1] for r in rows) / len(rows)
        out[f"P@{k}"] = round(p, 4)
        out[f"R@{k}"] = round(r_, 4)
        out[f"F1@{k}"] = round(f1(p, r_), 4)
        out[f"complete@{k}"] = round(100 * sum(r[k][2] for r in rows) / len(rows), 4)
    return out


def evaluate_run(
    run: Mapping[str, Sequence[str]],
    examples: Sequence[Example],
    ks: Sequence[int] = DEFAULT_KS,
    corpus_size: int | None = None,
) -> dict:
    """Score a run ``{question_id: [table_id, ...]}`` (best first) against the examples' gold sets.

    Returns ``{"ks", "overall": {"num_questions", "P@k", "R@k", "F1@k", "complete@k", ...},
    "by_type": {type: {...}}}``. Raises :class:`~mt_raig.errors.DataError` for a question without a gold
    set, a question missing from the run, a ranking shorter than k or with repeated ids, and
    k larger than the corpus (when ``corpus_size`` is given).
    """
    ks = sorted(set(ks))
    if not ks:
        raise ConfigError("no k to evaluate")
    if not examples:
        raise DataError("no questions to evaluate")
    for k in ks:
        check_k(k, corpus_size if corpus_size is not None else max(ks))
    no_gold = [e.id for e in examples if not e.gold_table_ids]
    if no_gold:
        raise DataError(f"{len(no_gold)} questions have no gold table set, so P/R@k are undefined: {', '.join(no_gold[:5])}")
    missing = [e.id for e in examples if e.id not in run]
    if missing:
        raise DataError(f"{len(missing)} questions are not in the run: {', '.join(missing[:5])}")
    rows, by_type = [], defaultdict(list)
    for e in examples:
        ranked = list(run[e.id])
        if len(ranked) < ks[-1]:
            raise DataError(f"question {e.id}: the run ranks {len(ranked)} tables, fewer than k={ks[-1]}")
        if len(set(ranked)) != len(ranked):
            raise DataError(f"question {e.id}: the run ranks the same table more than once")
        row = {k: question_scores(ranked, e.gold_table_ids, k) for k in ks}
        rows.append(row)
        by_type[e.type].append(row)
    order = [t for t in QUESTION_TYPES if t in by_type] + sorted(t for t in by_type if t not in QUESTION_TYPES)
    return {
        "ks": ks,
        "overall": _aggregate(rows, ks),
        "by_type": {t: _aggregate(by_type[t], ks) for t in order},
    }


def format_metrics_table(metrics_by_retriever: Mapping[str, dict]) -> str:
    """The paper's Table 19 layout: one row per retriever, P / R / F1 for each k."""
    if not metrics_by_retriever:
        return ""
    ks = next(iter(metrics_by_retriever.values()))["ks"]
    width = max(9, *(len(n) for n in metrics_by_retriever))
    top = " " * width + "".join(f"{'top-' + str(k):^21}" for k in ks)
    sub = f"{'retriever':<{width}}" + "".join(f"{'P':>7}{'R':>7}{'F1':>7}" for _ in ks)
    lines = [top, sub]
    for name, m in metrics_by_retriever.items():
        o = m["overall"]
        lines.append(f"{name:<{width}}" + "".join(f"{o[f'P@{k}']:7.2f}{o[f'R@{k}']:7.2f}{o[f'F1@{k}']:7.2f}" for k in m["ks"]))
    return "\n".join(lines)


def format_breakdown(metrics: dict) -> str:
    """Complete-set recall and R@k per question type, for one retriever."""
    ks = metrics["ks"]
    head = f"{'questions':<12}{'n':>5}" + "".join(f"{'R@' + str(k):>8}" for k in ks) + "".join(f"{'all@' + str(k):>8}" for k in ks)
    lines = [head]
    groups = [("all", metrics["overall"])] + [(TYPE_LABELS.get(t, t), m) for t, m in metrics["by_type"].items()]
    for label, m in groups:
        lines.append(
            f"{label:<12}{m['num_questions']:>5}"
            + "".join(f"{m[f'R@{k}']:8.2f}" for k in ks)
            + "".join(f"{m[f'complete@{k}']:8.2f}" for k in ks)
        )
    lines.append("R@k: gold tables found (avg %); all@k: questions with the whole gold set in the top-k (%)")
    return "\n".join(lines)
