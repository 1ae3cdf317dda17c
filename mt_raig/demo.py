"""``mt-raig demo``: the main job on the embedded default (the bundled sample), end to end.

Today: dataset statistics, a build of the sample into a Hub-ready folder and a
``datasets.load_dataset`` of it. Later stages (retrieve -> generate -> evaluate)
are appended here as they land.
"""

from __future__ import annotations

import argparse
import shutil
from pathlib import Path


def add_parser(subparsers) -> None:
    p = subparsers.add_parser("demo", help="run the main job on the bundled sample")
    p.add_argument("--out", type=Path, default=Path("out/demo"), help="folder for the demo's outputs (replaced)")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from datasets import load_dataset
    from tqdm import tqdm

    from mt_raig.data import load_benchmark
    from mt_raig.hub import build_hub_folder, format_stats, sample_licence, stats

    steps = tqdm(total=3, desc="demo", unit="step")
    bench = load_benchmark(None)
    print(f"\n== {bench.name}: dataset statistics ==\n{format_stats(stats(bench))}")
    steps.update()
    hub = args.out / "hub"
    if hub.exists():
        shutil.rmtree(hub)
    license, text = sample_licence()
    build_hub_folder(bench, hub, repo_id="org/mt-raig", license=license, licence_text=text)
    print(f"\n== Hub folder written to {hub} ==")
    steps.update()
    corpus = load_dataset(str(hub), "corpus", split="corpus")
    examples = load_dataset(str(hub), "benchmark", split="test")
    assert len(corpus) == len(bench.tables) and len(examples) == len(bench.examples)
    print(f"\n== load_dataset back: corpus {len(corpus)} tables, benchmark {len(examples)} examples ==")
    print(f"features: {examples.features}")
    steps.update()
    steps.close()
    return 0
