"""The retriever-training settings as one dataclass: defaults < YAML file < flags (through :mod:`mt_raig.config`).

Paper settings (Appendix B.4) where it has them. ``validate()`` checks ranges
at every layer; :meth:`TrainConfig.require` checks the fields a run cannot do
without (``train_file``, ``output_dir``, ``lora_r``) once all layers are in,
before any data or model loads.

    >>> cfg = TrainConfig(train_file="t.jsonl", output_dir="out", lora_r=8)
    >>> cfg.require()
    >>> (cfg.lora_alpha, cfg.learning_rate, cfg.lr_scheduler, cfg.epochs, cfg.per_device_batch_size)
    (32, 2e-05, 'constant', 5, 1)
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from pathlib import Path

from mt_raig.config import load_config as _load
from mt_raig.errors import ConfigError

RETRIEVERS = ("dtr", "tablellama", "dense")


def _f(default, text: str, **extra):
    return field(default=default, metadata={"help": text, **extra})


@dataclass
class TrainConfig:
    """Everything that shapes a retriever training run."""

    retriever: str = _f("dtr", "dtr | tablellama | dense (any sentence-transformers model); NAME:MODEL sets model too")
    model: str | None = _f(None, "Hub id or folder (default: google/tapas-base, osunlp/TableLlama, the bundled all-MiniLM-L6-v2)")
    train_file: str | None = _f(None, "JSONL of {question, positive, negatives}, or a Hub dataset id / folder (required)")
    train_split: str = _f("train", "split name when train_file is a Hub dataset")
    eval_file: str | None = _f(None, "held-out JSONL (default: split eval_fraction off the training data)")
    eval_fraction: float = _f(0.1, "share of the questions held out when there is no eval_file")
    eval_k: int = _f(10, "held-out R@k after each epoch (R@1 and R@5 too); the best adapter is kept by R@eval_k")
    output_dir: str | None = _f(None, "folder for adapters, checkpoints and logs (required)")
    overwrite: bool = _f(False, "start over in an output_dir that holds checkpoints of an earlier run (they are removed)")

    towers: str = _f("shared", "dtr only: shared | separate question/table TAPAS towers", choices=("shared", "separate"))
    projection_dim: int | None = _f(None, "dtr only: projection size (default: the hidden size, identity start)")
    max_question_length: int | None = _f(None, "question tokens (default: the encoder's)")
    max_table_length: int | None = _f(None, "table tokens (default: the encoder's)")
    table_format: str = _f("paper", "dense only: the tables' text, paper (Table.serialize()) | words (title and header "
                           "identifiers split); saved with the adapter", choices=("paper", "words"))

    lora_r: int | None = _f(None, "LoRA rank (required; the paper: 8)")
    lora_alpha: int = _f(32, "LoRA alpha")
    lora_dropout: float = _f(0.05, "LoRA dropout")
    target_modules: list[str] | None = _f(None, "LoRA targets (default: query value for TAPAS, q_proj v_proj for Llama)")
    load_in_4bit: bool = _f(False, "QLoRA: 4-bit NF4 base weights (tablellama, CUDA + bitsandbytes)")

    temperature: float = _f(0.05, "InfoNCE temperature")
    hard_negatives: int = _f(0, "negatives per example taken from the record (mine them with prepare_data --hard-negatives)")
    learning_rate: float = _f(2e-5, "AdamW learning rate")
    weight_decay: float = _f(0.0, "AdamW weight decay")
    lr_scheduler: str = _f("constant", "any transformers.get_scheduler name")
    warmup_steps: int = _f(0, "scheduler warm-up steps")
    epochs: int = _f(5, "passes over the training data")
    per_device_batch_size: int = _f(1, "examples per process per step")
    max_steps: int | None = _f(None, "stop after this many optimizer steps (smoke runs, benchmarks)")
    gradient_checkpointing: bool = _f(True, "recompute activations in backward (less memory)")
    seed: int = _f(42, "seed of the data order, the LoRA init and dropout")

    save_every: int = _f(0, "checkpoint every N optimizer steps (0: only at epoch ends)")
    keep_checkpoints: int = _f(2, "complete checkpoints kept")
    resume: bool = _f(False, "continue from the latest complete checkpoint of this run in output_dir")
    log_every: int = _f(1, "log a step every N optimizer steps")
    eval_batch_size: int = _f(16, "batch size of the held-out evaluation")
    num_workers: int = _f(0, "processes tokenizing batches ahead of the model (worth 2-4 on GPUs)")
    progress: bool = _f(True, "progress bar")

    def __post_init__(self) -> None:
        # "dense:MODEL" (the retriever spec form) is retriever "dense" with model MODEL
        if isinstance(self.retriever, str) and ":" in self.retriever:
            name, _, model = self.retriever.partition(":")
            if self.model not in (None, model):
                raise ConfigError(f"retriever {self.retriever!r} names model {model!r} but model is {self.model!r}; give one")
            self.retriever, self.model = name, model or self.model

    def validate(self) -> None:
        """Ranges and combinations (every config layer); missing required fields are :meth:`require`'s."""
        positive = ("lora_alpha", "epochs", "per_device_batch_size", "eval_k", "log_every", "eval_batch_size",
                    "keep_checkpoints")
        for name in positive + ("lora_r", "max_steps", "projection_dim", "max_question_length", "max_table_length"):
            value = getattr(self, name)
            if value is not None and value < 1:
                raise ConfigError(f"{name} must be >= 1, got {value}")
        for name in ("hard_negatives", "save_every", "warmup_steps", "num_workers"):
            if getattr(self, name) < 0:
                raise ConfigError(f"{name} must be >= 0, got {getattr(self, name)}")
        if self.retriever not in RETRIEVERS:
            raise ConfigError(f"retriever must be one of {', '.join(RETRIEVERS)}, got {self.retriever!r}")
        if not 0.0 <= self.eval_fraction < 1.0:
            raise ConfigError(f"eval_fraction must be in [0, 1), got {self.eval_fraction}")
        for name in ("temperature", "learning_rate"):
            if getattr(self, name) <= 0:
                raise ConfigError(f"{name} must be > 0, got {getattr(self, name)}")
        if not 0.0 <= self.lora_dropout < 1.0:
            raise ConfigError(f"lora_dropout must be in [0, 1), got {self.lora_dropout}")
        if self.towers not in ("shared", "separate"):
            raise ConfigError(f"towers must be 'shared' or 'separate', got {self.towers!r}")
        if self.retriever != "dtr" and (self.towers != "shared" or self.projection_dim is not None):
            raise ConfigError(f"towers and projection_dim apply to dtr only; remove them for {self.retriever}")
        if self.table_format not in ("paper", "words"):
            raise ConfigError(f"table_format must be 'paper' or 'words', got {self.table_format!r}")
        if self.retriever != "dense" and self.table_format != "paper":
            raise ConfigError(f"table_format applies to dense only; remove it for {self.retriever}")
        if self.retriever == "dense" and self.load_in_4bit:
            raise ConfigError("load_in_4bit applies to tablellama only (sentence-transformers models are small)")
        if self.retriever == "dtr" and self.load_in_4bit:
            raise ConfigError("load_in_4bit applies to tablellama only (TAPAS-base is small)")
        if self.target_modules is not None and not self.target_modules:
            raise ConfigError("target_modules must name at least one module (or be null for the default)")
        if self.resume and self.overwrite:
            raise ConfigError("resume and overwrite exclude each other: resume continues a run, overwrite starts over")

    def require(self) -> None:
        """Refuse a config that cannot start a run (after every layer is applied)."""
        self.validate()
        if not self.train_file:
            raise ConfigError("train_file is required (a JSONL of {question, positive, negatives} or a Hub dataset)")
        if not self.output_dir:
            raise ConfigError("output_dir is required")
        if self.lora_r is None:
            raise ConfigError("lora_r is required (the paper uses lora_r: 8, lora_alpha: 32)")

    def to_dict(self) -> dict:
        return dataclasses.asdict(self)


def load_config(path: str | Path | None = None, overrides: dict | None = None) -> TrainConfig:
    """Defaults < the YAML file at ``path`` < ``overrides``, then :meth:`TrainConfig.require`."""
    config = _load(TrainConfig, path, overrides, source="overrides")
    config.require()
    return config


__all__ = ["RETRIEVERS", "TrainConfig", "load_config"]
