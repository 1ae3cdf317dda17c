"""What a training run returns (kept apart from the trainer so that importing it needs no torch)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path


@dataclass
class TrainingResult:
    """What a training run produced: the adapter to use, where everything is, and the held-out numbers.

    ``adapter``: the best adapter by held-out R@eval_k (a PEFT folder that
    ``dtr``/``tablellama`` load with ``adapter=``); ``record``: the whole
    ``run.json`` (config, versions, data sizes, evaluations, best).
    """

    adapter: Path
    output_dir: Path
    steps: int
    best: dict
    evaluations: list[dict]
    record: dict


__all__ = ["TrainingResult"]
