"""Moved to ``mt_raig.dataset.cli``; a shim kept until ``mt_raig/cli.py`` names the new module everywhere."""

from mt_raig.dataset.cli import add_parser, run_build, run_stats  # noqa: F401
