"""Build a synthetic release of the paper's size and time the Hub build and the load back.

19,563 tables of about 10 rows x 6 columns and 18,532 questions (paper Table 2).
Prints build time, Parquet size, and ``load_dataset`` time and peak memory,
against the targets (build < 60 s, load < 10 s on 2 cores). The named
alternative is reading the official release JSON with ``json.load``.

    python benchmarks/bench_dataset.py [--tables 19563 --questions 18532]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import shutil
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")


def synthetic_release(folder: Path, n_tables: int, n_questions: int, seed: int = 0) -> None:
    from mt_raig.data import QUESTION_TYPES
    from mt_raig.tables import table_id

    rng = random.Random(seed)
    words = [f"w{i}" for i in range(5000)]
    corpus = []
    for i in range(n_tables):
        title = f"{rng.choice(words)} {rng.choice(words)} - section {i}"
        header = [f"Col_{j}_{rng.choice(words)}" for j in range(6)]
        cells = [[str(rng.randint(0, 99999)) if j % 2 else rng.choice(words) for j in range(6)] for _ in range(rng.randint(8, 13))]
        corpus.append({"id": table_id(title, header, cells), "title": title, "header": header, "cell": cells})
    ids = [t["id"] for t in corpus]
    weights = [10, 22, 55, 13]
    bench = [
        {
            "gold_table_id_set": rng.sample(ids, rng.choice([2, 3, 3, 4])),
            "question": " ".join(rng.choices(words, k=25)) + "?",
            "insight": " ".join(rng.choices(words, k=190)) + ".",
            "type": rng.choices(QUESTION_TYPES, weights)[0],
        }
        for _ in range(n_questions)
    ]
    retrieved = [rng.sample(ids, 10) for _ in range(n_questions)]
    (folder / "table_corpus.json").write_text(json.dumps(corpus))
    (folder / "benchmark.json").write_text(json.dumps(bench))
    (folder / "dpr_top_10_retrieved_table_ids_set.json").write_text(json.dumps(retrieved))


def peak_rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tables", type=int, default=19_563)
    parser.add_argument("--questions", type=int, default=18_532)
    parser.add_argument("--stage", choices=["all", "load"], default="all", help=argparse.SUPPRESS)
    parser.add_argument("--folder", type=Path, default=None, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.stage == "load":  # a fresh process, so peak RSS is the load's alone
        os.environ["HF_HOME"] = tempfile.mkdtemp()  # before the import: a cold cache
        from datasets import load_dataset

        t0 = time.perf_counter()
        corpus = load_dataset(str(args.folder), "corpus", split="corpus")
        bench = load_dataset(str(args.folder), split="test")  # the default config: benchmark
        n = len(corpus) + len(bench)
        print(json.dumps({"load_s": time.perf_counter() - t0, "rows": n, "peak_rss_mb": peak_rss_mb()}))
        return 0
    from mt_raig.io.hub import build_hub_folder
    from mt_raig.io.release import read_release

    work = Path(tempfile.mkdtemp())
    try:
        release = work / "release"
        release.mkdir()
        synthetic_release(release, args.tables, args.questions)
        release_mb = sum(p.stat().st_size for p in release.iterdir()) / 2**20
        t0 = time.perf_counter()
        with open(release / "table_corpus.json") as f:
            json.load(f)
        with open(release / "benchmark.json") as f:
            json.load(f)
        json_load_s = time.perf_counter() - t0
        t0 = time.perf_counter()
        bench = read_release(release)
        read_s = time.perf_counter() - t0
        t0 = time.perf_counter()
        out = build_hub_folder(bench, work / "hub")
        build_s = time.perf_counter() - t0
        parquet_mb = sum(p.stat().st_size for p in out.rglob("*.parquet")) / 2**20
        import subprocess

        res = subprocess.run([sys.executable, __file__, "--stage", "load", "--folder", str(out)], capture_output=True, text=True, check=True)
        load = json.loads(res.stdout.strip().splitlines()[-1])
        print(f"tables={args.tables} questions={args.questions} release_json={release_mb:.1f} MB")
        print(f"read+validate release: {read_s:.2f} s (bare json.load: {json_load_s:.2f} s, ratio {read_s / json_load_s:.2f}x)")
        print(f"build Hub folder:      {build_s:.2f} s (target < 60 s)")
        print(f"Parquet size:          {parquet_mb:.1f} MB ({release_mb / parquet_mb:.1f}x smaller than the JSON)")
        print(f"load_dataset (cold):   {load['load_s']:.2f} s, peak RSS {load['peak_rss_mb']:.0f} MB (target < 10 s)")
        print(f"Hub folder configs:    {sorted(p.name for p in out.iterdir() if p.is_dir())}")
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
