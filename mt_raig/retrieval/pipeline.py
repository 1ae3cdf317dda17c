"""Retrieve for a whole benchmark and score it: the Python entry point behind ``mt-raig retrieve``.

Example::

    >>> from mt_raig.data import load_benchmark
    >>> from mt_raig.retrieval import retrieve, format_metrics_table
    >>> run, results = retrieve(load_benchmark(), "bm25", k=20, progress=False)
    >>> print(format_metrics_table({"bm25": results["metrics"]}))  # doctest: +SKIP
"""

from __future__ import annotations

import time
from dataclasses import asdict
from datetime import datetime, timezone
from pathlib import Path
from typing import Sequence

from mt_raig import provenance
from mt_raig.data import Benchmark
from mt_raig.retrieval.base import EncoderOptions, Ranking, RetrievalError, Retriever
from mt_raig.retrieval.metrics import DEFAULT_KS, evaluate_run
from mt_raig.retrieval.ranking import check_k
from mt_raig.retrieval.registry import load_retriever
from mt_raig.tables import corpus_fingerprint

RESULTS_FORMAT = "mt-raig retrieval results v1"
_PACKAGES = ("mt-raig", "bm25s", "PyStemmer", "faiss-cpu", "sentence-transformers", "transformers", "torch", "numpy")


def package_versions() -> dict[str, str | None]:
    return provenance.package_versions(_PACKAGES)


def eval_ks(k: int, ks: Sequence[int] | None = None) -> list[int]:
    """The cut-offs to report: the paper's (2, 5, 10, 20) up to ``k``, plus ``k`` itself."""
    chosen = sorted(set(ks)) if ks else [x for x in DEFAULT_KS if x <= k]
    bad = [x for x in chosen if x > k]
    if bad:
        raise RetrievalError(f"cannot report @{bad[0]} from a top-{k} run; raise k or drop that cut-off")
    return sorted(set(chosen) | {k})


def search_benchmark(retriever: Retriever, benchmark: Benchmark, k: int, progress: bool = True) -> dict[str, Ranking]:
    """Top-k ``(table_id, score)`` per question id, for an already indexed retriever."""
    rankings = retriever.search([e.question for e in benchmark.examples], k, progress=progress)
    return {e.id: r for e, r in zip(benchmark.examples, rankings)}


def run_retrieval(
    benchmark: Benchmark,
    spec: str,
    k: int = 20,
    options: EncoderOptions | None = None,
    ks: Sequence[int] | None = None,
    index_dir: str | Path | None = None,
    progress: bool = True,
) -> tuple[dict[str, Ranking], dict]:
    """Like :func:`retrieve` but keeps the scores: ``({question_id: [(table_id, score), ...]}, results)``."""
    options = options or EncoderOptions()
    tables = list(benchmark.tables.values())
    if not tables:
        raise RetrievalError(f"{benchmark.name}: cannot retrieve from an empty corpus (no tables)")
    check_k(k, len(tables))
    report_ks = eval_ks(k, ks)
    retriever = load_retriever(spec, options)
    t0 = time.perf_counter()
    loaded = False
    if index_dir is not None:
        from mt_raig.retrieval.dense import DenseRetriever

        if not isinstance(retriever, DenseRetriever):
            raise RetrievalError(f"--index-dir is for dense retrievers; {spec!r} builds its index in memory")
        loaded = retriever.index_or_load(tables, index_dir, progress=progress)
    else:
        retriever.index(tables, progress=progress)
    t1 = time.perf_counter()
    rankings = search_benchmark(retriever, benchmark, k, progress=progress)
    t2 = time.perf_counter()
    run = {q: [tid for tid, _ in r] for q, r in rankings.items()}
    labelled = any(e.gold_table_ids for e in benchmark.examples)
    metrics = evaluate_run(run, benchmark.examples, report_ks, corpus_size=len(tables)) if labelled else None
    results = {
        "format": RESULTS_FORMAT,
        "created": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "data": {"name": benchmark.name, "num_questions": len(benchmark.examples), "num_tables": len(tables), "corpus_fingerprint": corpus_fingerprint(tables)},
        "retriever": {"spec": spec, **retriever.info()},
        "options": asdict(options),
        "k": k,
        "tie_break": "score desc, then table id asc",
        "index": {"folder": str(index_dir), "loaded": loaded} if index_dir is not None else None,
        "metrics": metrics,
        "metric_definitions": "percent; P@k and R@k averaged per question, F1@k = harmonic mean of averaged P@k and R@k, complete@k = share of questions with every gold table in the top-k",
        "seconds": {"index": round(t1 - t0, 3), "search": round(t2 - t1, 3)},
        "versions": package_versions(),
    }
    return rankings, results


def retrieve(
    benchmark: Benchmark,
    spec: str,
    k: int = 20,
    options: EncoderOptions | None = None,
    ks: Sequence[int] | None = None,
    index_dir: str | Path | None = None,
    progress: bool = True,
) -> tuple[dict[str, list[str]], dict]:
    """Index the benchmark's corpus with ``spec``, retrieve top-``k`` for every question, score it.

    Returns ``(run, results)``: ``run`` is ``{question_id: [table_id, ...]}`` (best first);
    ``results`` holds every setting that affects scores, the metrics (``None`` when the
    data has no gold sets; otherwise see :func:`~mt_raig.retrieval.metrics.evaluate_run`),
    timings and package versions.
    """
    rankings, results = run_retrieval(benchmark, spec, k, options, ks, index_dir, progress)
    return {q: [tid for tid, _ in r] for q, r in rankings.items()}, results


def score_run(benchmark: Benchmark, run: dict[str, list[str]], source: str, ks: Sequence[int] | None = None) -> dict:
    """Results for an existing run (a file, or the release's shipped top-10): metrics, data, versions.

    ``ks`` defaults to the paper's cut-offs up to the shortest ranking in the run.
    """
    if not run:
        raise RetrievalError(f"{source}: the run is empty")
    shortest = min((len(run[e.id]) for e in benchmark.examples if e.id in run), default=0)
    if shortest == 0:
        raise RetrievalError(f"{source}: no ranking for any question of {benchmark.name}")
    chosen = sorted(set(ks)) if ks else [k for k in DEFAULT_KS if k <= shortest] or [shortest]
    unknown = sorted({t for ids in run.values() for t in ids} - set(benchmark.tables))
    if unknown:
        raise RetrievalError(f"{source}: {len(unknown)} table ids are not in the corpus of {benchmark.name}, e.g. {unknown[0]}")
    tables = list(benchmark.tables.values())
    return {
        "format": RESULTS_FORMAT,
        "created": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "data": {"name": benchmark.name, "num_questions": len(benchmark.examples), "num_tables": len(tables), "corpus_fingerprint": corpus_fingerprint(tables)},
        "run": source,
        "metrics": evaluate_run(run, benchmark.examples, chosen, corpus_size=len(tables)),
        "versions": package_versions(),
    }
