"""Placeholder: the subcommand lands with its issue."""


def add_parser(subparsers) -> None:
    """No subcommand yet."""
