"""The ``mt-raig`` command line: one subcommand per stage (``mt-raig --help`` lists them).

A user error (:class:`~mt_raig.errors.MtRaigError`, or an ``OSError`` such as a
missing file) prints one line and exits with status 2; ``--debug`` (anywhere on
the line) shows its traceback instead. Anything else is a bug and keeps its
traceback.
"""

from __future__ import annotations

import argparse
import importlib
import sys

from mt_raig import __version__

# Each module has ``add_parser(subparsers)`` and sets ``func`` on its parser.
SUBCOMMAND_MODULES = (
    "mt_raig.dataset.cli",
    "mt_raig.retrieval.cli",
    "mt_raig.retrieval.training.cli",
    "mt_raig.generation.cli",
    "mt_raig.eval.cli",
    "mt_raig.eval.metric_module",
    "mt_raig.metrics.cli",
    "mt_raig.metaeval.cli",
    "mt_raig.report.cli",
    "mt_raig.construction.cli",
    "mt_raig.leaderboard.cli",
    "mt_raig.demo",
)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="mt-raig", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--version", action="version", version=f"mt-raig {__version__}")
    parser.add_argument("--debug", action="store_true", help="show the traceback of an error (may stand anywhere on the line)")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in SUBCOMMAND_MODULES:
        importlib.import_module(name).add_parser(subparsers)
    return parser


def _one_line(e: BaseException) -> str:
    """A user error's message on one line, secrets redacted; an OSError as ``PATH: reason`` (not ``[Errno 17] ...: 'PATH'``)."""
    from mt_raig.redaction import redact

    if isinstance(e, OSError) and e.strerror and e.filename is not None:
        where = f"{e.filename} -> {e.filename2}" if e.filename2 is not None else f"{e.filename}"
        text = f"{where}: {e.strerror}"
    else:
        text = str(e)
    return redact(" ".join(text.split()))


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    debug = "--debug" in argv
    argv = [a for a in argv if a != "--debug"]
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        parser.print_help()
        return 0
    from mt_raig.errors import MtRaigError

    try:
        from mt_raig.io.files import check_command_paths

        from mt_raig.progress import progress_bars

        check_command_paths(args)  # outputs vs inputs and trial writes, before any model load or request
        with progress_bars(getattr(args, "progress", None)):  # --no-progress silences third-party bars too
            return args.func(args)
    except (MtRaigError, OSError) as e:
        if debug:
            raise
        print(f"mt-raig: error: {_one_line(e)}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("mt-raig: interrupted (finished work is kept; rerun the same command to resume)", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
