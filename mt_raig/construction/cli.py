"""``mt-raig build-benchmark`` and ``mt-raig human-validation export|report``."""

from __future__ import annotations

import argparse
import json

from mt_raig.config import add_config_arguments, config_from_args
from mt_raig.construction.pipeline import BuildConfig


def add_parser(subparsers) -> None:
    b = subparsers.add_parser("build-benchmark", help="build an MT-RAIG-style release from your tables (paper Section 2.2)")
    add_config_arguments(b, BuildConfig)
    b.set_defaults(func=run_build)
    h = subparsers.add_parser("human-validation", help="export triples for two annotators; report %%>=4, agreement and kappa (Table 3)")
    sub = h.add_subparsers(dest="validation_command", metavar="ACTION", required=True)
    e = sub.add_parser("export", help="release -> CSV, JSONL and an HTML rating form")
    e.add_argument("--release", required=True, help="release folder (e.g. one written by build-benchmark)")
    e.add_argument("--out", required=True, help="folder for validation.csv, validation.jsonl, validation.html")
    e.add_argument("--n", type=int, default=50, help="examples to sample (default 50)")
    e.add_argument("--seed", type=int, default=0, help="sampling seed")
    e.set_defaults(func=run_export)
    r = sub.add_parser("report", help="two annotators' rating CSVs -> the paper's Table 3")
    r.add_argument("ratings", nargs=2, help="the two annotators' CSV files (item_id plus one 1-5 column per criterion)")
    r.add_argument("--json", action="store_true", help="print JSON instead of a table")
    r.add_argument("--weights", choices=["linear", "quadratic"], default=None, help="weighted kappa (default: unweighted)")
    r.set_defaults(func=run_report)


def run_build(args: argparse.Namespace) -> int:
    from mt_raig.construction.pipeline import build_benchmark

    cfg = config_from_args(BuildConfig, args)
    report = build_benchmark(cfg)
    if cfg.dry_run:
        print(json.dumps(report, indent=2, default=str))
        return 0
    ver = report["self_verification"]
    print(f"sets {report['set_collection']['annotated_sets']}, questions {report['questions']['questions']}, "
          f"verified {ver['verified_triples']}, kept {report['examples']}; discard % {ver['discard_ratio_pct']}")
    print(f"calls {report['usage']['calls']} (cache hits {report['usage']['cache_hits']}), cost {report['usage'].get('cost_usd')}")
    if report["release"] is None:
        print(f"no triple passed self-verification; see {cfg.out}/build_report.json")
        return 1
    print(f"wrote {report['release']} (build_report.json inside)")
    return 0


def run_export(args: argparse.Namespace) -> int:
    from mt_raig.construction.validation import export_for_annotation

    paths = export_for_annotation(args.release, args.out, n=args.n, seed=args.seed)
    print("\n".join(f"wrote {p}" for p in paths))
    return 0


def run_report(args: argparse.Namespace) -> int:
    from mt_raig.construction.validation import agreement_report, format_agreement, read_ratings

    report = agreement_report(read_ratings(args.ratings[0]), read_ratings(args.ratings[1]), weights=args.weights)
    print(json.dumps(report, indent=2) if args.json else format_agreement(report))
    return 0
