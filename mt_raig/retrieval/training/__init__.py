"""Contrastive LoRA training of the table-specific retrievers (``dtr``, ``tablellama``), Appendix B.4.

:func:`train_retriever` (a :class:`TrainConfig` -> a :class:`TrainingResult`)
imports torch, peft and accelerate only when called.
"""

from mt_raig.retrieval.training.config import TrainConfig
from mt_raig.retrieval.training.result import TrainingResult


def train_retriever(config: "TrainConfig | dict") -> TrainingResult:
    """Train a table retriever; see :func:`mt_raig.retrieval.training.trainer.train_retriever`."""
    from mt_raig.retrieval.training.trainer import train_retriever as run

    return run(config)


__all__ = ["TrainConfig", "TrainingResult", "train_retriever"]
