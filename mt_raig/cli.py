"""The ``mt-raig`` command line: ``dataset``, ``retrieve``, ``generate``, ``evaluate``, ``demo``."""

from __future__ import annotations

import argparse
import importlib
import sys

from mt_raig import __version__

# Each module has ``add_parser(subparsers)`` and sets ``func`` on its parser.
SUBCOMMAND_MODULES = (
    "mt_raig.dataset_cli",
    "mt_raig.retrieval.cli",
    "mt_raig.generation.cli",
    "mt_raig.eval.cli",
    "mt_raig.metrics.cli",
    "mt_raig.metaeval.cli",
    "mt_raig.report.cli",
    "mt_raig.demo",
)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="mt-raig", description=__doc__)
    parser.add_argument("--version", action="version", version=f"mt-raig {__version__}")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in SUBCOMMAND_MODULES:
        importlib.import_module(name).add_parser(subparsers)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        parser.print_help()
        return 0
    from mt_raig.data import ReleaseError

    try:
        return args.func(args)
    except (ReleaseError, FileNotFoundError, FileExistsError, ValueError) as e:
        print(f"mt-raig: error: {e}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
