"""Layered settings: defaults < a YAML file < command-line flags, shared by every subcommand.

Each subcommand keeps its own typed settings (a dataclass that rejects unknown
keys); this module only reads the two outer layers the same way everywhere:
a YAML file that must hold a mapping, and ``KEY=VALUE`` flags.
"""

from __future__ import annotations

import argparse
from pathlib import Path


def read_yaml_mapping(path: str | Path, error: type[Exception] = ValueError) -> dict:
    """The mapping stored in the YAML file at ``path`` (``{}`` for an empty file).

    A missing file is a ``FileNotFoundError``; invalid YAML or a non-mapping is ``error`` naming the file.
    """
    import yaml

    path = Path(path)
    if not path.is_file():
        raise FileNotFoundError(f"{path}: no such config file")
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except yaml.YAMLError as e:
        raise error(f"{path}: not valid YAML ({e})") from None
    if data is None:
        return {}
    if not isinstance(data, dict):
        raise error(f"{path}: a config file holds a mapping of settings, got {type(data).__name__}")
    return data


def key_value(text: str) -> tuple[str, str]:
    """argparse type for ``KEY=VALUE`` flags such as ``--backend-option dtype=bfloat16``."""
    key, sep, value = text.partition("=")
    if not sep or not key:
        raise argparse.ArgumentTypeError(f"expected KEY=VALUE, got {text!r}")
    return key, value
