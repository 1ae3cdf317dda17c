"""Moved: the Hub folder format is ``mt_raig.io.hub`` (card: ``mt_raig.io.hub_card``), statistics ``mt_raig.data``.

A shim kept until the callers (``mt_raig/demo.py``) switch; the lead removes it at integration.
"""

from __future__ import annotations

from mt_raig.data import format_stats, stats
from mt_raig.io import hub as _hub
from mt_raig.io.hub import features, push_to_hub, read_hub


def build_hub_folder(benchmark, out, repo_id="org/mt-raig", license=None, licence_text=None):
    """The old signature: the card's licence now comes from the release itself, so the last two are ignored."""
    return _hub.build_hub_folder(benchmark, out, repo_id=repo_id)


def sample_licence() -> tuple[str, str]:
    """The old helper: the sample's licences now travel in its own ``release_info.json``."""
    from mt_raig.io.benchmark import SAMPLE_DIR
    from mt_raig.io.files import read_json

    info = read_json(SAMPLE_DIR / "release_info.json")
    return info["license"], info["description"]


__all__ = ["build_hub_folder", "features", "format_stats", "push_to_hub", "read_hub", "sample_licence", "stats"]
