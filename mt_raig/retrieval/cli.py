"""``mt-raig retrieve``: rank the corpus for every question, write the run, print P/R/F1@k.

Settings come from the defaults, then ``--config YAML``, then the command line::

    mt-raig retrieve --retriever bm25 --k 20 --out runs/bm25.json
    mt-raig retrieve --data path/to/release --retriever dpr --k 10 --out runs/dpr.json --official runs/dpr_top10.json
    mt-raig retrieve --retriever dense:sentence-transformers/all-MiniLM-L6-v2 --index-dir indexes/minilm --out run.json
    mt-raig retrieve --data path/to/release --score official      # score the release's shipped DPR top-10
    mt-raig retrieve --score run.trec --ks 2,5,10                   # score any run file (ours, official, TREC)

The run is ``{question_id: [table_id, ...]}``; a results JSON with every setting
that affects scores, the metrics and package versions is written beside it.
"""

from __future__ import annotations

import argparse


def _int_list(text: str) -> list[int]:
    try:
        return [int(x) for x in text.split(",") if x.strip()]
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected comma-separated integers such as 2,5,10,20, got {text!r}") from None


def add_parser(subparsers) -> None:
    s = argparse.SUPPRESS  # only flags given on the command line override the config
    p = subparsers.add_parser(
        "retrieve",
        help="retrieve evidence tables for every question; P/R/F1@k when gold sets exist",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
        argument_default=s,
    )
    p.add_argument("--config", help="YAML file of settings; flags override it")
    p.add_argument("--data", help="release folder, Hub folder or repo id (default: the bundled sample)")
    p.add_argument("--retriever", help="bm25[:plain], dense[:MODEL], dpr[:Q,CTX], contriever[:MODEL], dtr[:MODEL], tablellama[:MODEL] (default bm25)")
    p.add_argument("--k", type=int, help="tables retrieved per question (default 20)")
    p.add_argument("--ks", type=_int_list, help="cut-offs to report, e.g. 2,5,10,20 (default: those <= k, plus k)")
    p.add_argument("--out", help="run JSON {question_id: [table_id, ...]}")
    p.add_argument("--results", help="results JSON (default: <out stem>.results.json beside the run)")
    p.add_argument("--official", help="also write the official list-of-lists layout (dpr_top_10_retrieved_table_ids_set.json)")
    p.add_argument("--trec", help="also write a TREC run file")
    p.add_argument("--qrels", help="also write TREC qrels of the gold sets")
    p.add_argument("--index-dir", dest="index_dir", help="dense: load the FAISS index from here (refused if stale) or build and save it")
    p.add_argument("--device", help="cpu, cuda, cuda:1 ... (default: cuda when available)")
    p.add_argument("--max-length", dest="max_length", type=int, help="encoder max tokens (default: the model's)")
    p.add_argument("--adapter", help="LoRA adapter folder (dtr, tablellama)")
    p.add_argument("--load-in-4bit", dest="load_in_4bit", action="store_true", help="4-bit weights via bitsandbytes (tablellama, GPU)")
    p.add_argument("--batch-size", dest="batch_size", type=int, help="encoding batch size (default 32)")
    p.add_argument("--score", help="no retrieval: score this run file (our JSON, official layout or TREC), or 'official' for the release's shipped top-10")
    p.add_argument("--no-progress", dest="progress", action="store_false", help="no progress bars")
    p.set_defaults(func=run)


def config_from_args(args: argparse.Namespace):
    from mt_raig.retrieval.config import RetrievalConfig, RetrievalConfigError, load_config

    given = {k: v for k, v in vars(args).items() if k not in ("func", "command", "config", "progress")}
    cfg = load_config(args.config) if getattr(args, "config", None) else RetrievalConfig()
    cfg = cfg.merged(given, "command line")
    if cfg.out is None and cfg.score is None:
        raise RetrievalConfigError("no output file: pass --out PATH or a --config with 'out'")
    return cfg


def run(args: argparse.Namespace) -> int:
    from mt_raig.data import load_benchmark
    from mt_raig.retrieval.metrics import format_breakdown, format_metrics_table
    from mt_raig.retrieval.pipeline import run_retrieval
    from mt_raig.retrieval.runs import results_path, write_json, write_official, write_qrels, write_run, write_trec_run

    cfg = config_from_args(args)
    bench = load_benchmark(cfg.data)
    if cfg.score is not None:
        return _score(cfg, bench)
    rankings, results = run_retrieval(
        bench, cfg.retriever, cfg.k, cfg.encoder_options(), cfg.ks, cfg.index_dir, progress=getattr(args, "progress", True)
    )
    run_ids = {q: [tid for tid, _ in r] for q, r in rankings.items()}
    written = [write_run(cfg.out, run_ids)]
    results["files"] = {"run": cfg.out, "official": cfg.official, "trec": cfg.trec, "qrels": cfg.qrels}
    written.append(write_json(cfg.results or results_path(cfg.out), results))
    if cfg.official:
        written.append(write_official(cfg.official, run_ids, bench.examples))
    if cfg.trec:
        tag = "mt-raig-" + "".join(c if c.isalnum() or c in "-_." else "_" for c in cfg.retriever)
        written.append(write_trec_run(cfg.trec, rankings, tag))
    if cfg.qrels:
        written.append(write_qrels(cfg.qrels, bench.examples))
    print(f"{bench.name}: {len(bench.examples)} questions, {len(bench.tables)} tables, retriever {cfg.retriever}, top-{cfg.k}")
    if results["metrics"] is not None:
        print(format_metrics_table({cfg.retriever: results["metrics"]}))
        print()
        print(format_breakdown(results["metrics"]))
    else:
        print("no gold table sets in this data: nothing to score")
    for path in written:
        print(f"wrote {path}")
    return 0


def _score(cfg, bench) -> int:
    from mt_raig.data import RETRIEVED_FILE
    from mt_raig.retrieval.metrics import format_breakdown, format_metrics_table
    from mt_raig.retrieval.pipeline import score_run
    from mt_raig.retrieval.runs import read_any_run, write_json

    if cfg.score == "official":
        if bench.retrieved is None:
            raise FileNotFoundError(f"{bench.name}: this release ships no {RETRIEVED_FILE} to score")
        run, source = bench.retrieved, f"{bench.name}/{RETRIEVED_FILE}"
    else:
        run, source = read_any_run(cfg.score, bench.examples), cfg.score
    results = score_run(bench, run, source, cfg.ks)
    print(f"{bench.name}: {len(bench.examples)} questions, {len(bench.tables)} tables, run {source}")
    print(format_metrics_table({"run": results["metrics"]}))
    print()
    print(format_breakdown(results["metrics"]))
    if cfg.results:
        print(f"wrote {write_json(cfg.results, results)}")
    return 0
