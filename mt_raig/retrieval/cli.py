"""``mt-raig retrieve``: rank the corpus for every question, write the run, print P/R/F1@k.

Settings come from the defaults, then ``--config YAML``, then the command line::

    mt-raig retrieve --retriever bm25 --k 20 --out runs/bm25.json
    mt-raig retrieve --data path/to/release --retriever dpr --k 10 --out runs/dpr.json --official runs/dpr_top10.json
    mt-raig retrieve --retriever dense:sentence-transformers/all-MiniLM-L6-v2 --index-dir indexes/minilm --out run.json
    mt-raig retrieve --data path/to/release --score official      # score the release's shipped DPR top-10
    mt-raig retrieve --score run.trec --ks 2 5 10                   # score any run file (ours, official, TREC)

The run is ``{question_id: [table_id, ...]}``; a results JSON with every setting
that affects scores, the metrics and package versions is written beside it.
"""

from __future__ import annotations

import argparse

from mt_raig.config import add_config_command, config_from_args
from mt_raig.retrieval.config import RetrievalConfig


def add_parser(subparsers) -> None:
    add_config_command(subparsers, "retrieve", RetrievalConfig, run, help="retrieve evidence tables for every question; P/R/F1@k when gold sets exist", description=__doc__)


def run(args: argparse.Namespace) -> int:
    from mt_raig.io.benchmark import load_benchmark
    from mt_raig.errors import ConfigError
    from mt_raig.retrieval.metrics import format_breakdown
    from mt_raig.retrieval.pipeline import retrieve

    cfg = config_from_args(RetrievalConfig, args)
    if cfg.out is None and cfg.score is None:
        raise ConfigError("no output file: pass --out PATH (or out: in --config), or --score RUN to score a run")
    bench = load_benchmark(cfg.data)
    if cfg.score is not None:
        return _score(cfg, bench)
    result = retrieve(bench, cfg)
    print(f"{bench.name}: {len(bench.examples)} questions, {len(bench.tables)} tables, retriever {cfg.retriever}, top-{cfg.k}")
    if result.metrics is not None:
        print(result.table(cfg.retriever))
        print()
        print(format_breakdown(result.metrics))
    else:
        print("no gold table sets in this data: nothing to score")
    for path in result.files.values():
        print(f"wrote {path}")
    return 0


def _score(cfg: RetrievalConfig, bench) -> int:
    from mt_raig.io.files import check_output_paths
    from mt_raig.io.release import RETRIEVED_FILE
    from mt_raig.io.runs import read_any_run
    from mt_raig.retrieval.metrics import format_breakdown
    from mt_raig.retrieval.pipeline import score_run

    check_output_paths({"--results": cfg.results}, {"--score": None if cfg.score == "official" else cfg.score, "--data": cfg.data})
    if cfg.score == "official":
        if bench.retrieved is None:
            raise FileNotFoundError(f"{bench.name}: this release ships no {RETRIEVED_FILE} to score")
        run, source = bench.retrieved, f"{bench.name}/{RETRIEVED_FILE}"
    else:
        run, source = read_any_run(cfg.score, bench.examples), cfg.score
    result = score_run(bench, run, source, cfg.ks, results=cfg.results)
    print(f"{bench.name}: {len(bench.examples)} questions, {len(bench.tables)} tables, run {source}")
    print(result.table("run"))
    print()
    print(format_breakdown(result.metrics))
    if cfg.results:
        print(f"wrote {cfg.results}")
    return 0
