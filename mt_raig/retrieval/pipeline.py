"""Retrieve for a whole benchmark and score it: the Python entry point behind ``mt-raig retrieve``.

    >>> from mt_raig.io.benchmark import load_benchmark
    >>> result = retrieve(load_benchmark(None), "bm25", k=10, progress=False)
    >>> len(result.run) == len(result.rankings) and all(len(ids) == 10 for ids in result.run.values())
    True
    >>> sorted(result.metrics["overall"])[:3]
    ['F1@10', 'F1@2', 'F1@5']

Nothing is written unless ``out=`` (and ``official=``, ``trec=``, ``qrels=``) is given.
"""

from __future__ import annotations

import time
from dataclasses import asdict, dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Sequence

from mt_raig import provenance
from mt_raig.config import build_config
from mt_raig.data import Benchmark
from mt_raig.errors import ConfigError, DataError
from mt_raig.io import runs as run_files
from mt_raig.io.files import check_output_paths
from mt_raig.io.runs import Ranking, Run
from mt_raig.retrieval.base import EncoderOptions, Retriever, content_fingerprint
from mt_raig.retrieval.config import RetrievalConfig
from mt_raig.retrieval.metrics import DEFAULT_KS, evaluate_run, format_metrics_table
from mt_raig.retrieval.ranking import check_k
from mt_raig.retrieval.registry import load_retriever

RESULTS_FORMAT = "mt-raig retrieval results v1"
METRIC_DEFINITIONS = (
    "percent; P@k and R@k averaged per question, F1@k = harmonic mean of averaged P@k and R@k, "
    "complete@k = share of questions with every gold table in the top-k"
)
_PACKAGES = ("mt-raig", "bm25s", "PyStemmer", "faiss-cpu", "sentence-transformers", "transformers", "torch", "numpy")


def package_versions() -> dict[str, str | None]:
    return provenance.package_versions(_PACKAGES)


@dataclass
class RetrievalResult:
    """A run with its scores, metrics and every setting that affects them.

    ``run``: ``{question_id: [table_id, ...]}`` best first; ``rankings``: the
    same with scores (``None`` when an existing run file was scored);
    ``metrics``: see :func:`~mt_raig.retrieval.metrics.evaluate_run` (``None``
    when the data has no gold sets); ``settings``: data, retriever, options,
    k, timings, package versions; ``files``: what was written.
    """

    run: Run
    rankings: dict[str, Ranking] | None
    metrics: dict | None
    settings: dict
    files: dict[str, str] = field(default_factory=dict)

    def record(self) -> dict:
        """The results JSON written beside a run: the settings, the metrics and the files."""
        return {**self.settings, "metrics": self.metrics, "metric_definitions": METRIC_DEFINITIONS, "files": self.files}

    def table(self, name: str | None = None) -> str:
        """The paper's Table 19 layout for this run (empty when there are no metrics)."""
        if self.metrics is None:
            return ""
        return format_metrics_table({name or self.settings.get("retriever", {}).get("spec", "run"): self.metrics})


def eval_ks(k: int, ks: Sequence[int] | None = None) -> list[int]:
    """The cut-offs to report: the paper's (2, 5, 10, 20) up to ``k``, plus ``k`` itself."""
    chosen = sorted(set(ks)) if ks else [x for x in DEFAULT_KS if x <= k]
    bad = [x for x in chosen if x > k]
    if bad:
        raise ConfigError(f"cannot report @{bad[0]} from a top-{k} run; raise k or drop that cut-off")
    return sorted(set(chosen) | {k})


def _data_record(benchmark: Benchmark) -> dict:
    tables = list(benchmark.tables.values())
    return {"name": benchmark.name, "num_questions": len(benchmark.examples), "num_tables": len(tables),
            "corpus_fingerprint": content_fingerprint(tables)}


def _outputs(cfg: RetrievalConfig) -> dict[str, str]:
    """The files to write, refused before any work when two are one path, one is an input, or one cannot be written."""
    if cfg.out is None:
        extra = [name for name in ("results", "official", "trec", "qrels") if getattr(cfg, name)]
        if extra:
            raise ConfigError(f"{extra[0]} is written beside the run: pass out= as well")
        return {}
    outputs = {"run": cfg.out, "results": cfg.results or str(run_files.results_path(cfg.out))}
    outputs.update({name: getattr(cfg, name) for name in ("official", "trec", "qrels") if getattr(cfg, name)})
    check_output_paths(outputs, {"data": cfg.data, "index_dir": cfg.index_dir, "adapter": cfg.adapter})
    return outputs


def _write(result: RetrievalResult, benchmark: Benchmark, files: dict[str, str], tag: str) -> None:
    result.files = dict(files)
    run_files.write_run(files["run"], result.run)
    if "official" in files:
        run_files.write_official(files["official"], result.run, benchmark.examples)
    if "trec" in files:
        run_files.write_trec_run(files["trec"], result.rankings, "mt-raig-" + "".join(
            c if c.isalnum() or c in "-_." else "_" for c in tag))
    if "qrels" in files:
        run_files.write_qrels(files["qrels"], benchmark.examples)
    run_files.write_results(files["results"], result.record())  # last: its presence means the rest is there


def _config(retriever: str | Retriever | RetrievalConfig, overrides: dict) -> tuple[RetrievalConfig, Retriever | None]:
    given = {k: v for k, v in overrides.items() if v is not None}
    if isinstance(retriever, RetrievalConfig):
        return build_config(RetrievalConfig, given, base=retriever, source="retrieve()"), None
    if isinstance(retriever, Retriever):
        return build_config(RetrievalConfig, {"retriever": retriever.name or type(retriever).__name__, **given},
                            source="retrieve()"), retriever
    return build_config(RetrievalConfig, {"retriever": retriever, **given}, source="retrieve()"), None


def retrieve(
    benchmark: Benchmark,
    retriever: str | Retriever | RetrievalConfig = "bm25",
    *,
    k: int | None = None,
    ks: Sequence[int] | None = None,
    options: EncoderOptions | None = None,
    index_dir: str | Path | None = None,
    out: str | Path | None = None,
    results: str | Path | None = None,
    official: str | Path | None = None,
    trec: str | Path | None = None,
    qrels: str | Path | None = None,
    progress: bool | None = None,
) -> RetrievalResult:
    """Index the benchmark's corpus, retrieve the top-``k`` (default 20) for every question, score it.

    ``retriever`` is a spec (``"bm25"``, ``"dense:org/model"``, ...), a
    :class:`~mt_raig.retrieval.base.Retriever` object, or a
    :class:`~mt_raig.retrieval.config.RetrievalConfig` (the keywords then
    override its fields). ``options`` sets the encoder fields (device,
    max_length, adapter, load_in_4bit, batch_size). Files are written only
    when ``out`` is given: the run, its results JSON (``results``, default
    beside the run) and, when asked, the official layout, a TREC run and qrels.
    """
    overrides = {"k": k, "ks": list(ks) if ks is not None else None, "progress": progress,
                 "index_dir": str(index_dir) if index_dir is not None else None,
                 **{name: str(v) if v is not None else None for name, v in
                    (("out", out), ("results", results), ("official", official), ("trec", trec), ("qrels", qrels))}}
    if options is not None:
        overrides.update(asdict(options))
    cfg, ready = _config(retriever, overrides)
    files = _outputs(cfg)
    tables = list(benchmark.tables.values())
    if not tables:
        raise DataError(f"{benchmark.name}: cannot retrieve from an empty corpus (no tables)")
    check_k(cfg.k, len(tables))
    report_ks = eval_ks(cfg.k, cfg.ks)
    retriever_obj = ready or load_retriever(cfg.retriever, cfg.encoder_options())
    t0 = time.perf_counter()
    loaded = False
    if cfg.index_dir is not None:
        if not hasattr(retriever_obj, "index_or_load"):
            raise ConfigError(f"index_dir is for dense and join: retrievers; {cfg.retriever!r} builds its index in memory")
        loaded = retriever_obj.index_or_load(tables, cfg.index_dir, progress=cfg.progress)
    else:
        retriever_obj.index(tables, progress=cfg.progress)
    t1 = time.perf_counter()
    found = retriever_obj.search([e.question for e in benchmark.examples], cfg.k, progress=cfg.progress)
    rankings = {e.id: r for e, r in zip(benchmark.examples, found)}
    t2 = time.perf_counter()
    run = {q: [tid for tid, _ in r] for q, r in rankings.items()}
    labelled = any(e.gold_table_ids for e in benchmark.examples)
    metrics = evaluate_run(run, benchmark.examples, report_ks, corpus_size=len(tables)) if labelled else None
    settings = {
        "format": RESULTS_FORMAT,
        "created": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "data": _data_record(benchmark),
        "retriever": {"spec": cfg.retriever, **retriever_obj.info()},
        "options": asdict(cfg.encoder_options()),
        "k": cfg.k,
        "tie_break": "score desc, then table id asc",
        "index": {"folder": cfg.index_dir, "loaded": loaded} if cfg.index_dir is not None else None,
        "seconds": {"index": round(t1 - t0, 3), "search": round(t2 - t1, 3)},
        "versions": package_versions(),
    }
    result = RetrievalResult(run, rankings, metrics, settings)
    if files:
        _write(result, benchmark, files, cfg.retriever)
    return result


def score_run(benchmark: Benchmark, run: Run, source: str, ks: Sequence[int] | None = None,
              results: str | Path | None = None) -> RetrievalResult:
    """Metrics of an existing run (a file, or the release's shipped top-10); ``results`` writes the results JSON.

    ``ks`` defaults to the paper's cut-offs up to the shortest ranking in the run.
    """
    if not run:
        raise DataError(f"{source}: the run is empty")
    shortest = min((len(run[e.id]) for e in benchmark.examples if e.id in run), default=0)
    if shortest == 0:
        raise DataError(f"{source}: no ranking for any question of {benchmark.name}")
    chosen = sorted(set(ks)) if ks else [k for k in DEFAULT_KS if k <= shortest] or [shortest]
    unknown = sorted({t for ids in run.values() for t in ids} - set(benchmark.tables))
    if unknown:
        raise DataError(f"{source}: {len(unknown)} table ids are not in the corpus of {benchmark.name}, e.g. {unknown[0]}")
    settings = {
        "format": RESULTS_FORMAT,
        "created": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "data": _data_record(benchmark),
        "run": source,
        "versions": package_versions(),
    }
    result = RetrievalResult(dict(run), None, evaluate_run(run, benchmark.examples, chosen, len(benchmark.tables)), settings)
    if results is not None:
        result.files = {"results": str(results)}
        run_files.write_results(results, result.record())
    return result


__all__ = ["RetrievalResult", "eval_ks", "package_versions", "retrieve", "score_run"]
