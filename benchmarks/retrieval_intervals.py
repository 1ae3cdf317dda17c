"""Per-database figures and paired bootstrap intervals for the issue-24 retrieval gaps on one multi-table benchmark.

``bench_retrieval.py --dev-set`` prints one overall row per spec; on a small check set (a few hundred questions,
a handful of databases) a gap such as "+9.2 R@10 against a +10 target" needs its uncertainty and its spread over
databases to be read honestly. This runs the same specs with the same defaults (``bm25``, ``dense``, ``hybrid``
(normalised-score fusion, its default) and ``join:`` over each, built as ``retrieval_devset.run_dev`` builds them; ``dense+lora`` with
``--adapter``), then prints R@10 / all@10 per database (the part of a gold table's title before ``" - "``) and,
for each gap, the mean and a 95% paired bootstrap interval over questions (10,000 resamples, seed 0).

    python benchmarks/retrieval_intervals.py --benchmark dataset_script/devsets/text2sql_check \\
        [--adapter out/devset/dense-minilm/adapter]
"""

from __future__ import annotations

import argparse
import os

import numpy as np

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")

FIELDED = "hybrid over join's bm25"  # plain fusion (even weights) of the BM25 join:bm25 builds and dense
SAME_BASE = "join:hybrid's base alone"  # that fusion weighted 0.4/0.6, as join:hybrid fuses its base
GAPS = [("join:bm25", "bm25"), ("join:dense", "dense"), ("join:hybrid", "hybrid"), ("join:hybrid", SAME_BASE),
        ("join:bm25", "hybrid"), ("join:bm25", FIELDED), ("dense+lora", "dense")]


def per_question(benchmark: str, adapter: str | None) -> tuple[dict[str, dict[str, np.ndarray]], list[str]]:
    """``({spec: {"R@10": per-question recall x100, "all@10": complete x100}}, database of each question)``."""
    from retrieval_devset import LINKED, Prebuilt

    from mt_raig.io.benchmark import load_benchmark
    from mt_raig.retrieval import EncoderOptions, load_retriever
    from mt_raig.retrieval.hybrid import HybridRetriever
    from mt_raig.retrieval.join import JoinRetriever
    from mt_raig.retrieval.metrics import question_scores

    bench = load_benchmark(benchmark)
    tables, examples = list(bench.tables.values()), bench.examples
    opts = EncoderOptions(device="cpu", batch_size=32)
    specs = {"bm25": load_retriever("bm25", opts), "dense": load_retriever("dense", opts), LINKED: load_retriever(LINKED, opts)}
    if adapter:
        specs["dense+lora"] = load_retriever("dense", EncoderOptions(device="cpu", batch_size=32, adapter=adapter))
    for r in specs.values():
        r.index(tables, progress=False)
    specs["hybrid"] = HybridRetriever([Prebuilt(specs["bm25"]), Prebuilt(specs["dense"])], ["bm25", "dense"])
    specs["hybrid"].index(tables, progress=False)
    # join: builds its bm25 with the key-linked tables' words and a cell field (LINKED), alone and inside hybrid
    linked_hybrid = HybridRetriever([Prebuilt(specs[LINKED]), Prebuilt(specs["dense"])], [LINKED, "dense"])
    linked_hybrid.index(tables, progress=False)
    specs[FIELDED] = HybridRetriever([Prebuilt(specs[LINKED]), Prebuilt(specs["dense"])], [LINKED, "dense"])
    specs[FIELDED].index(tables, progress=False)
    specs[SAME_BASE] = HybridRetriever([Prebuilt(specs[LINKED]), Prebuilt(specs["dense"])], [LINKED, "dense"], weights=(0.4, 0.6))
    specs[SAME_BASE].index(tables, progress=False)
    for base, under in (("bm25", Prebuilt(specs[LINKED])), ("dense", Prebuilt(specs["dense"])), ("hybrid", linked_hybrid)):
        specs[f"join:{base}"] = JoinRetriever(under, base)
        specs[f"join:{base}"].index(tables, progress=False)
    questions = [e.question for e in examples]
    out = {}
    for name, r in specs.items():
        found = r.search(questions, 10, progress=False)
        scores = [question_scores([t for t, _ in f], e.gold_table_ids, 10) for e, f in zip(examples, found)]
        out[name] = {"R@10": 100 * np.array([s[1] for s in scores]), "all@10": 100 * np.array([float(s[2]) for s in scores])}
    dbs = [bench.tables[e.gold_table_ids[0]].title.split(" - ", 1)[0] for e in examples]
    return out, dbs


def bootstrap(diff: np.ndarray, n: int = 10_000, seed: int = 0) -> tuple[float, float]:
    """The 2.5th and 97.5th percentiles of the mean of ``diff`` over ``n`` resamples of its questions."""
    rng = np.random.default_rng(seed)
    means = diff[rng.integers(0, len(diff), size=(n, len(diff)))].mean(axis=1)
    return float(np.percentile(means, 2.5)), float(np.percentile(means, 97.5))


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--benchmark", required=True)
    p.add_argument("--adapter", default=None, help="a trained dense adapter (read in the table format it was trained on)")
    args = p.parse_args()
    scores, dbs = per_question(args.benchmark, args.adapter)
    order = sorted(set(dbs))
    counts = {d: dbs.count(d) for d in order}
    print(f"{args.benchmark}: {len(dbs)} questions; R@10 / all@10 per database (questions)")
    w = max(18, *(len(n) + 1 for n in scores))
    print(f"{'retriever':{w}s}" + "".join(f"{d + ' (' + str(counts[d]) + ')':>22s}" for d in order) + f"{'all':>14s}")
    for name, s in scores.items():
        cells = ""
        for d in order:
            mask = np.array([x == d for x in dbs])
            cells += f"{s['R@10'][mask].mean():13.1f} / {s['all@10'][mask].mean():5.1f}"
        print(f"{name:{w}s}{cells}{s['R@10'].mean():7.1f} / {s['all@10'].mean():5.1f}")
    print("gaps: mean [95% paired bootstrap interval]")
    for a, b in GAPS:
        if a in scores and b in scores:
            parts = []
            for key in ("R@10", "all@10"):
                diff = scores[a][key] - scores[b][key]
                lo, hi = bootstrap(diff)
                parts.append(f"{key} {diff.mean():+.1f} [{lo:+.1f}, {hi:+.1f}]")
            print(f"  {a} - {b}: " + ", ".join(parts))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
