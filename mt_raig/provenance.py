"""Installed package versions, recorded in every output whose numbers they can change."""

from __future__ import annotations

import platform
from importlib import metadata
from typing import Sequence


def package_versions(names: Sequence[str]) -> dict[str, str | None]:
    """``{"python": ..., name: version or None when not installed}`` for each distribution name."""
    out: dict[str, str | None] = {"python": platform.python_version()}
    for name in names:
        try:
            out[name] = metadata.version(name)
        except metadata.PackageNotFoundError:
            out[name] = None
    return out
