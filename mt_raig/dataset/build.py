"""``build_dataset`` and ``dataset_stats``: the settings records and functions behind ``mt-raig dataset``.

    >>> cfg = DatasetBuildConfig(out="hub/")        # the bundled sample when release is None
    >>> cfg.repo_id
    'org/mt-raig'
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from mt_raig.errors import ConfigError


@dataclass
class DatasetBuildConfig:
    """Settings of ``mt-raig dataset build``."""

    out: str = field(default="", metadata={"help": "output folder (must not exist or be empty); required"})
    release: str | None = field(default=None, metadata={"help": "official release folder (default: the bundled sample)"})
    repo_id: str = field(default="org/mt-raig", metadata={"help": "repo id written into the card's examples"})
    push_to_hub: str | None = field(default=None, metadata={"help": "upload the built folder to this dataset repo", "flags": ("--push-to-hub",)})
    private: bool = field(default=False, metadata={"help": "create the pushed repo as private"})

    def validate(self) -> None:
        if not self.out:
            raise ConfigError("'out' is required (the folder to build)")


@dataclass
class DatasetStatsConfig:
    """Settings of ``mt-raig dataset stats``."""

    data: str | None = field(default=None, metadata={"help": "release folder, Hub folder or repo id (default: the bundled sample)"})
    json: bool = field(default=False, metadata={"help": "print JSON instead of a table"})


def build_dataset(cfg: DatasetBuildConfig) -> Path:
    """Load and validate the release, write the Hub folder, push it when asked; returns the folder.

    The output is checked first (not an input, writable, empty), so a big
    release is never loaded only to be refused afterwards.
    """
    from mt_raig.io.benchmark import SAMPLE_DIR, load_benchmark
    from mt_raig.io.files import check_output_paths
    from mt_raig.io.hub import build_hub_folder, push_to_hub

    out = Path(cfg.out)
    check_output_paths({"--out": out}, {"--release": cfg.release or SAMPLE_DIR})
    if out.exists() and (not out.is_dir() or any(out.iterdir())):
        raise FileExistsError(f"{out} exists and is not an empty folder; choose another --out or remove it")
    bench = load_benchmark(cfg.release)
    build_hub_folder(bench, out, repo_id=cfg.push_to_hub or cfg.repo_id)
    if cfg.push_to_hub:
        push_to_hub(out, cfg.push_to_hub, private=cfg.private)
    return out


def dataset_stats(cfg: DatasetStatsConfig) -> tuple[str, dict]:
    """The benchmark's name and its :func:`~mt_raig.data.stats`."""
    from mt_raig.data import stats
    from mt_raig.io.benchmark import load_benchmark

    bench = load_benchmark(cfg.data)
    return bench.name, stats(bench)
