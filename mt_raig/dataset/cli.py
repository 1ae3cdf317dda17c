"""``mt-raig dataset build`` and ``mt-raig dataset stats``."""

from __future__ import annotations

import argparse
import json

from mt_raig.config import add_config_arguments, config_from_args
from mt_raig.dataset.build import DatasetBuildConfig, DatasetStatsConfig


def add_parser(subparsers) -> None:
    p = subparsers.add_parser("dataset", help="build the Hub dataset folder; print statistics")
    sub = p.add_subparsers(dest="dataset_command", metavar="ACTION", required=True)
    b = sub.add_parser("build", help="official release folder -> Hub-ready Parquet folder with a dataset card")
    add_config_arguments(b, DatasetBuildConfig)
    b.set_defaults(func=run_build)
    s = sub.add_parser("stats", help="counts per type, tables per example, rows/columns per table (paper Table 2)")
    add_config_arguments(s, DatasetStatsConfig)
    s.set_defaults(func=run_stats)


def run_build(args: argparse.Namespace) -> int:
    from mt_raig.dataset.build import build_dataset

    cfg = config_from_args(DatasetBuildConfig, args)
    out = build_dataset(cfg)
    print(f"wrote {out}")
    if cfg.push_to_hub:
        print(f"pushed to {cfg.push_to_hub}")
    return 0


def run_stats(args: argparse.Namespace) -> int:
    from mt_raig.data import format_stats
    from mt_raig.dataset.build import dataset_stats

    cfg = config_from_args(DatasetStatsConfig, args)
    name, s = dataset_stats(cfg)
    print(json.dumps(s, indent=2) if cfg.json else f"{name}\n{format_stats(s)}")
    return 0
