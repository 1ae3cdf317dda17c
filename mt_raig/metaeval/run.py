"""Score both responses of every pair with each metric (and MT-RAIG Eval), then correlate with the humans.

    >>> from mt_raig.metaeval import meta_evaluate, read_pairs, SYNTHETIC_PAIRS   # doctest: +SKIP
    >>> results = meta_evaluate(read_pairs(SYNTHETIC_PAIRS), load_benchmark(None),
    ...                         metrics=["sacrebleu", "rouge-l"], judge="lexical")  # doctest: +SKIP
    >>> print(format_table(results))                                                # doctest: +SKIP

Each response becomes an :class:`~mt_raig.eval.judge.EvalItem` (the pair's
question, the gold insight as reference, the pair's ``table_ids`` or the gold
tables). Metrics with one score (SacreBLEU, ROUGE-L, METEOR, BERTScore, A3CU,
TAPAS-Acc) use it for both dimensions, as the paper's Table 5 does; G-Eval
uses its faithfulness and completeness ratings; MT-RAIG Eval its faithfulness
and completeness F1.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

from mt_raig.errors import DataError
from mt_raig.eval.judge import EvalItem
from mt_raig.metaeval.correlate import correlate_metric, inter_annotator
from mt_raig.metaeval.pairs import DIMENSIONS, Pair

MT_RAIG_EVAL = "MT-RAIG Eval"


def pair_items(pairs: Sequence[Pair], benchmark) -> list[EvalItem]:
    """Two items per pair (ids ``<pair_id>/a``, ``<pair_id>/b``), A then B."""
    by_id = {e.id: e for e in benchmark.examples}
    items = []
    for p in pairs:
        ex = by_id.get(p.question_id)
        if ex is None:
            raise DataError(f"pair {p.pair_id!r}: question_id {p.question_id!r} is not in benchmark {benchmark.name!r} (wrong --data?)")
        missing = [t for t in (p.table_ids or ()) if t not in benchmark.tables]
        if missing:
            raise DataError(f"pair {p.pair_id!r}: table {missing[0]!r} is not in the corpus of {benchmark.name!r}")
        tables = tuple(benchmark.tables[t] for t in p.table_ids) if p.table_ids else tuple(benchmark.gold_tables(ex))
        for side, text in (("a", p.response_a), ("b", p.response_b)):
            items.append(EvalItem(f"{p.pair_id}/{side}", ex.question, ex.type, text, ex.insight, tables))
    return items


def _split(values: Sequence[float | None]) -> tuple[list, list]:
    return list(values[0::2]), list(values[1::2])


def metric_scores(items: Sequence[EvalItem], metric) -> dict[str, tuple[list, list]]:
    """``{dimension: (A scores, B scores)}`` of one baseline metric."""
    results = metric.score(items)
    out = {}
    for d in DIMENSIONS:
        key = d if d in metric.dimensions else "score"
        out[d] = _split([r.values.get(key) for r in results])
    return out


def judge_scores(items: Sequence[EvalItem], judge, progress: bool = False) -> dict[str, tuple[list, list]]:
    """``{dimension: (A scores, B scores)}`` of MT-RAIG Eval (faithfulness, completeness F1) with ``judge``."""
    from mt_raig.eval.scoring import run_judge

    report = run_judge(items, judge, progress=progress)
    by_id = {r.id: r for r in report.examples}
    # a number is either the paper's score or a system failure's 0; judge failures carry None and are left out
    faith = [by_id[it.id].faithfulness for it in items]
    comp = [by_id[it.id].completeness_f1 for it in items]
    return {"faithfulness": _split(faith), "completeness": _split(comp)}


def meta_evaluate(pairs: Sequence[Pair], benchmark, metrics: Sequence[str] = (), judge: str | None = "lexical",
                  judge_options: dict | None = None, metric_options: dict | None = None, tolerance: float = 0.0,
                  n_resamples: int = 1000, seed: int = 0, confidence: float = 0.95, pairs_name: str = "pairs",
                  progress: bool = True) -> dict:
    """Correlations of each metric (by spec) and of MT-RAIG Eval (``judge`` spec; None to skip) with the labels."""
    from mt_raig.metrics import load_metric

    t0 = time.perf_counter()
    items = pair_items(pairs, benchmark)
    results: dict = {}
    info: dict = {}
    for spec in metrics:
        metric = load_metric(spec, (metric_options or {}).get(spec))
        try:
            scores = metric_scores(items, metric)
            info[metric.name] = metric.info()
        finally:
            metric.close()
        results[metric.name] = correlate_metric(pairs, scores, tolerance, n_resamples, seed, confidence)
    if judge:
        from mt_raig.eval.registry import load_judge

        j = load_judge(judge, judge_options)
        try:
            scores = judge_scores(items, j, progress)
            jinfo = j.info()
        finally:
            j.close()
        name = MT_RAIG_EVAL + (" (lexical PROXY)" if jinfo.get("proxy") else "")
        info[name] = jinfo
        results[name] = correlate_metric(pairs, scores, tolerance, n_resamples, seed, confidence)
    return {
        "format": "mt-raig-meta-eval/1",
        "pairs": pairs_name,
        "n_pairs": len(pairs),
        "synthetic": any(p.synthetic for p in pairs),
        "tolerance": tolerance,
        "n_resamples": n_resamples,
        "confidence": confidence,
        "seed": seed,
        "metrics": results,
        "inter_annotator": inter_annotator(pairs, n_resamples, seed, confidence),
        "metric_info": info,
        "wall_time_s": round(time.perf_counter() - t0, 3),
    }
