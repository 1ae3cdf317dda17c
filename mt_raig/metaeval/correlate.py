"""Correlation of metric preferences with human preferences (Tables 5 and 17 of the paper).

For each pair and dimension, a metric's preference is its score difference
``score(A) - score(B)`` normalised to the human scale ``[-1, 0, 1]`` (its
sign; a difference within ``tolerance`` is a tie), as in Ru et al. (2024). The
human preference of a pair is the mean of its annotators' labels. Pearson and
Spearman correlations come from ``scipy.stats``; their confidence intervals
from a percentile bootstrap over pairs (resamples where a correlation is
undefined, e.g. all ties, are left out and counted). The upper bound is the
inter-annotator correlation: each annotator's labels against each other
annotator's on the pairs both labelled, averaged over annotator pairs.
"""

from __future__ import annotations

import itertools
import math
import warnings
from collections.abc import Sequence

import numpy as np

from mt_raig.metaeval.pairs import DIMENSIONS, Pair

METHODS = ("pearson", "spearman")


def normalise(diff: float, tolerance: float = 0.0) -> int:
    """``diff`` on the human scale: 1, 0 (``|diff| <= tolerance``) or -1."""
    if abs(diff) <= tolerance:
        return 0
    return 1 if diff > 0 else -1


def _corr(x: np.ndarray, y: np.ndarray, method: str) -> float:
    from scipy import stats

    if len(x) < 3 or np.all(x == x[0]) or np.all(y == y[0]):
        return math.nan
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        r = stats.pearsonr(x, y).statistic if method == "pearson" else stats.spearmanr(x, y).statistic
    return float(r)


def correlation(x: Sequence[float], y: Sequence[float], method: str, n_resamples: int = 1000, seed: int = 0,
                confidence: float = 0.95) -> dict:
    """``{"r", "ci": [low, high], "n", "n_resamples_used"}``; ``r`` None when undefined (a constant side)."""
    xa, ya = np.asarray(x, dtype=float), np.asarray(y, dtype=float)
    r = _corr(xa, ya, method)
    out: dict = {"r": None if math.isnan(r) else r, "ci": None, "n": len(xa), "n_resamples_used": 0, "n_resamples": n_resamples}
    if out["r"] is None:
        out["why_undefined"] = why_undefined(list(x), list(y)) or "undefined"
    if out["r"] is None or n_resamples <= 0:
        return out
    rng = np.random.default_rng(seed)
    stats = []
    for _ in range(n_resamples):
        idx = rng.integers(0, len(xa), len(xa))
        s = _corr(xa[idx], ya[idx], method)
        if not math.isnan(s):
            stats.append(s)
    if stats:
        alpha = (1 - confidence) / 2
        out["ci"] = [float(np.quantile(stats, alpha)), float(np.quantile(stats, 1 - alpha))]
    out["n_resamples_used"] = len(stats)
    return out


def _missing(v: float | None) -> bool:
    return v is None or (isinstance(v, float) and math.isnan(v))


def metric_preferences(scores_a: Sequence[float | None], scores_b: Sequence[float | None], tolerance: float = 0.0) -> list[int | None]:
    """Normalised preference of each pair (None where either side has no score, NaN included: a NaN is no loss)."""
    return [None if _missing(a) or _missing(b) else normalise(a - b, tolerance) for a, b in zip(scores_a, scores_b)]


def why_undefined(x: Sequence[float], y: Sequence[float]) -> str | None:
    """Why a correlation of ``x`` and ``y`` is undefined ("-" in the tables), or None when it is defined."""
    if len(x) < 3:
        return f"{len(x)} scored pairs (needs 3)"
    if len(set(x)) == 1:
        return f"the metric's preference is constant ({x[0]:+d} on every pair)" if isinstance(x[0], int) else "the metric's side is constant"
    if len(set(y)) == 1:
        return "the human preference is constant"
    return None


def correlate_metric(pairs: Sequence[Pair], scores: dict[str, tuple[list, list]], tolerance: float = 0.0,
                     n_resamples: int = 1000, seed: int = 0, confidence: float = 0.95) -> dict:
    """Per dimension: Pearson and Spearman of the metric's preferences against the human ones.

    ``scores[dimension] = (scores of the A responses, scores of the B responses)``,
    aligned with ``pairs``. Pairs a metric could not score are left out and counted.
    """
    out = {}
    for d in DIMENSIONS:
        prefs = metric_preferences(*scores[d], tolerance=tolerance)
        keep = [i for i, p in enumerate(prefs) if p is not None]
        x = [prefs[i] for i in keep]
        y = [pairs[i].human(d) for i in keep]
        out[d] = {m: correlation(x, y, m, n_resamples, seed, confidence) for m in METHODS}
        out[d]["n_unscored"] = len(pairs) - len(keep)
        out[d]["preferences"] = {"win": x.count(1), "tie": x.count(0), "loss": x.count(-1)}
    return out


def inter_annotator(pairs: Sequence[Pair], n_resamples: int = 1000, seed: int = 0, confidence: float = 0.95) -> dict | None:
    """Correlation between annotators (the upper bound), per dimension; None with fewer than two annotators."""
    names = sorted({lab.annotator for p in pairs for lab in p.labels})
    if len(names) < 2:
        return None
    out = {}
    for d in DIMENSIONS:
        per_pair = []
        for a, b in itertools.combinations(names, 2):
            x, y = [], []
            for p in pairs:
                labels = {lab.annotator: lab.value(d) for lab in p.labels}
                if a in labels and b in labels:
                    x.append(labels[a])
                    y.append(labels[b])
            if len(x) >= 3:
                per_pair.append({m: correlation(x, y, m, n_resamples, seed, confidence) for m in METHODS})
        out[d] = {}
        for m in METHODS:
            rs = [c[m]["r"] for c in per_pair if c[m]["r"] is not None]
            cis = [c[m]["ci"] for c in per_pair if c[m]["ci"] is not None]
            out[d][m] = {"r": sum(rs) / len(rs) if rs else None, "n_annotator_pairs": len(rs),
                         "ci": cis[0] if len(cis) == 1 else None}
    return out


def _cell(c: dict | None, ci: bool) -> str:
    if not c or c.get("r") is None:
        return "-"
    text = f"{100 * c['r']:.2f}"
    if ci and c.get("ci"):
        text += f" [{100 * c['ci'][0]:.1f}, {100 * c['ci'][1]:.1f}]"
    return text


def format_table(results: dict, spearman: bool = True, ci: bool = True) -> str:
    """Table 17 style (Pearson and Spearman per dimension, x100, with bootstrap CIs); Table 5 style with ``spearman=False``."""
    dims = [("faithfulness", "Faith."), ("completeness", "Comp.")]
    methods = ["pearson", "spearman"] if spearman else ["pearson"]
    head = ["Metric"] + [f"{short} {m.capitalize()}" for _, short in dims for m in methods]
    rows = []
    for name, res in results["metrics"].items():
        rows.append([name] + [_cell(res[d][m], ci) for d, _ in dims for m in methods])
    if results.get("inter_annotator"):
        ia = results["inter_annotator"]
        rows.append(["Inter-Human Correlation"] + [_cell(ia[d][m], ci) for d, _ in dims for m in methods])
    widths = [max(len(r[i]) for r in [head, *rows]) for i in range(len(head))]
    line = lambda r: "  ".join(x.ljust(widths[0]) if i == 0 else x.rjust(widths[i]) for i, x in enumerate(r))
    title = f"Meta-evaluation on {results['n_pairs']} pairs ({results['pairs']})"
    if results.get("synthetic"):
        title += " -- SYNTHETIC labels from controlled perturbations, not human judgments"
    out = [title, line(head), "-" * (sum(widths) + 2 * len(widths)), *(line(r) for r in rows)]
    out.append(f"correlation x100 with the mean human label; [{int(100 * results.get('confidence', 0.95))}% bootstrap CI, "
               f"{results.get('n_resamples', 0)} resamples]; metric preference = sign of the score difference "
               f"(tie within {results.get('tolerance', 0)})")
    unscored = [f"{n}: {res[d]['n_unscored']} {d}" for n, res in results["metrics"].items() for d, _ in dims if res[d]["n_unscored"]]
    if unscored:
        out.append("pairs not scored (left out): " + "; ".join(unscored))
    return "\n".join(out)
