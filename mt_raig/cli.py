"""The ``mt-raig`` command line."""

from __future__ import annotations

import argparse
import sys

from mt_raig import __version__


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="mt-raig", description=__doc__)
    parser.add_argument("--version", action="version", version=f"mt-raig {__version__}")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    from mt_raig import dataset_cli, demo

    dataset_cli.add_parser(subparsers)
    demo.add_parser(subparsers)
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
    except (ReleaseError, FileNotFoundError, FileExistsError) as e:
        print(f"mt-raig: error: {e}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
