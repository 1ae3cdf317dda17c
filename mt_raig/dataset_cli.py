"""``mt-raig dataset build`` and ``mt-raig dataset stats``."""

from __future__ import annotations

import argparse
import json
from pathlib import Path


def add_parser(subparsers) -> None:
    p = subparsers.add_parser("dataset", help="build the Hub dataset folder; print statistics")
    sub = p.add_subparsers(dest="dataset_command", metavar="ACTION", required=True)
    b = sub.add_parser("build", help="official release folder -> Hub-ready Parquet folder with a dataset card")
    b.add_argument("--release", default=None, help="official release folder (default: the bundled sample)")
    b.add_argument("--out", required=True, type=Path, help="output folder (must not exist or be empty)")
    b.add_argument("--repo-id", default="org/mt-raig", help="repo id written into the card's examples")
    b.add_argument("--push-to-hub", default=None, metavar="REPO", help="upload the built folder to this dataset repo")
    b.set_defaults(func=run_build)
    s = sub.add_parser("stats", help="counts per type, tables per example, rows/columns per table (paper Table 2)")
    s.add_argument("--data", default=None, help="release folder, Hub folder or repo id (default: the bundled sample)")
    s.add_argument("--json", action="store_true", help="print JSON instead of a table")
    s.set_defaults(func=run_stats)


def run_build(args: argparse.Namespace) -> int:
    from mt_raig.data import load_benchmark
    from mt_raig.hub import OFFICIAL_LICENSE, OFFICIAL_SOURCES, build_hub_folder, push_to_hub, sample_licence

    from mt_raig.data import SAMPLE_DIR

    bench = load_benchmark(args.release)
    is_sample = args.release is None or Path(args.release).resolve() == SAMPLE_DIR.resolve()
    license, text = sample_licence() if is_sample else (OFFICIAL_LICENSE, OFFICIAL_SOURCES)
    out = build_hub_folder(bench, args.out, repo_id=args.push_to_hub or args.repo_id, license=license, licence_text=text)
    print(f"wrote {out}: {len(bench.tables)} tables, {len(bench.examples)} examples")
    if args.push_to_hub:
        print(push_to_hub(out, args.push_to_hub))
    return 0


def run_stats(args: argparse.Namespace) -> int:
    from mt_raig.data import load_benchmark
    from mt_raig.hub import format_stats, stats

    bench = load_benchmark(args.data)
    s = stats(bench)
    print(json.dumps(s, indent=2) if args.json else f"{bench.name}\n{format_stats(s)}")
    return 0
