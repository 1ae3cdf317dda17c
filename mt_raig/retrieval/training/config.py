"""The retriever-training configuration: defaults < YAML file < CLI overrides, validated up front.

Every key is a field of :class:`TrainConfig`; an unknown key (in the YAML or on
the command line) is an error naming it. CLI overrides are ``--key value`` or
``--key=value`` (values parsed as YAML scalars, so ``--target_modules
'[query,value]'`` and ``--max_steps null`` work); a boolean key given alone
(``--resume``) means true. Hyphens and underscores are interchangeable.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

import yaml

from mt_raig.settings import read_yaml_mapping

RETRIEVERS = ("dtr", "tablellama")


class ConfigError(ValueError):
    """A bad training configuration (unknown key, wrong type, missing required value)."""


@dataclass
class TrainConfig:
    """Everything that shapes a retriever training run; paper settings (Appendix B.4) where it has them."""

    retriever: str = "dtr"  # dtr | tablellama
    model: str | None = None  # Hub id or folder; None: the retriever's default (google/tapas-base, osunlp/TableLlama)
    train_file: str | None = None  # JSONL of {question, positive, negatives} or a Hub dataset id / folder
    train_split: str = "train"  # split name when train_file is a Hub dataset
    eval_file: str | None = None  # held-out JSONL; None: split eval_fraction off the training data
    eval_fraction: float = 0.1
    eval_k: int = 10  # held-out R@k after each epoch (R@1 and R@5 are logged too); best adapter by R@eval_k
    output_dir: str | None = None

    towers: str = "shared"  # dtr only: shared | separate question/table TAPAS towers
    projection_dim: int | None = None  # dtr only: None = hidden size (identity start)
    max_question_length: int | None = None  # None: the encoder's default
    max_table_length: int | None = None

    lora_r: int | None = None  # required (the paper: 8)
    lora_alpha: int = 32
    lora_dropout: float = 0.05
    target_modules: list[str] | None = None  # None: query,value (TAPAS/BERT) or q_proj,v_proj (Llama)
    load_in_4bit: bool = False  # QLoRA: 4-bit NF4 base weights (CUDA + bitsandbytes)

    temperature: float = 0.05
    hard_negatives: int = 0  # negatives per example taken from the record (mine them with prepare_data --hard-negatives)
    learning_rate: float = 2e-5
    weight_decay: float = 0.0
    lr_scheduler: str = "constant"  # any transformers.get_scheduler name
    warmup_steps: int = 0
    epochs: int = 5
    per_device_batch_size: int = 1
    max_steps: int | None = None  # stop early (smoke runs, benchmarks)
    gradient_checkpointing: bool = True
    seed: int = 42

    save_every: int = 0  # checkpoint every N optimizer steps (0: only at epoch ends)
    keep_checkpoints: int = 2
    resume: bool = False  # continue from the latest complete checkpoint in output_dir
    log_every: int = 1
    eval_batch_size: int = 16
    num_workers: int = 0  # processes tokenizing batches ahead of the model (worth 2-4 on GPUs)
    progress: bool = True

    def validate(self) -> None:
        """Refuse what would fail later, before any data or model is loaded."""
        if self.retriever not in RETRIEVERS:
            raise ConfigError(f"retriever must be one of {', '.join(RETRIEVERS)}, got {self.retriever!r}")
        if not self.train_file:
            raise ConfigError("train_file is required (a JSONL of {question, positive, negatives} or a Hub dataset)")
        if not self.output_dir:
            raise ConfigError("output_dir is required")
        if self.lora_r is None:
            raise ConfigError("lora_r is required (the paper uses lora_r: 8, lora_alpha: 32)")
        positive = ("lora_r", "lora_alpha", "epochs", "per_device_batch_size", "eval_k", "log_every",
                    "eval_batch_size", "keep_checkpoints")
        for name in positive:
            if getattr(self, name) < 1:
                raise ConfigError(f"{name} must be >= 1, got {getattr(self, name)}")
        for name in ("hard_negatives", "save_every", "warmup_steps", "num_workers"):
            if getattr(self, name) < 0:
                raise ConfigError(f"{name} must be >= 0, got {getattr(self, name)}")
        if self.max_steps is not None and self.max_steps < 1:
            raise ConfigError(f"max_steps must be >= 1 or null, got {self.max_steps}")
        if not 0.0 <= self.eval_fraction < 1.0:
            raise ConfigError(f"eval_fraction must be in [0, 1), got {self.eval_fraction}")
        if self.temperature <= 0:
            raise ConfigError(f"temperature must be > 0, got {self.temperature}")
        if self.learning_rate <= 0:
            raise ConfigError(f"learning_rate must be > 0, got {self.learning_rate}")
        if not 0.0 <= self.lora_dropout < 1.0:
            raise ConfigError(f"lora_dropout must be in [0, 1), got {self.lora_dropout}")
        if self.towers not in ("shared", "separate"):
            raise ConfigError(f"towers must be 'shared' or 'separate', got {self.towers!r}")
        if self.retriever == "tablellama" and (self.towers != "shared" or self.projection_dim is not None):
            raise ConfigError("towers and projection_dim apply to dtr only; remove them for tablellama")
        if self.retriever == "dtr" and self.load_in_4bit:
            raise ConfigError("load_in_4bit applies to tablellama only (TAPAS-base is small)")
        if self.target_modules is not None and not self.target_modules:
            raise ConfigError("target_modules must name at least one module (or be null for the default)")

    def to_dict(self) -> dict:
        return dataclasses.asdict(self)


FIELDS = {f.name: f for f in dataclasses.fields(TrainConfig)}


def _allowed(annotation) -> tuple:
    """The runtime types a field accepts, from its annotation string."""
    hint = typing.get_type_hints(TrainConfig)[annotation]
    args = typing.get_args(hint) if isinstance(hint, types.UnionType) else (hint,)
    return args


def _check_type(key: str, value: object) -> object:
    allowed = _allowed(key)
    for kind in allowed:
        if kind is type(None) and value is None:
            return value
        origin = typing.get_origin(kind)
        if origin is list:
            if isinstance(value, str):  # comma-separated on the command line
                value = [v.strip() for v in value.split(",") if v.strip()]
            if isinstance(value, (list, tuple)) and all(isinstance(v, str) for v in value):
                return list(value)
            continue
        if kind is float and isinstance(value, (int, float)) and not isinstance(value, bool):
            return float(value)
        if kind is int and isinstance(value, int) and not isinstance(value, bool):
            return value
        if kind is bool and isinstance(value, bool):
            return value
        if kind is str and isinstance(value, (str, int, float)) and not isinstance(value, bool):
            return str(value)
    names = " or ".join("null" if k is type(None) else getattr(k, "__name__", str(k)) for k in allowed)
    raise ConfigError(f"config key {key!r} must be {names}, got {value!r}")


def _apply(values: dict, source: str, into: dict) -> None:
    for raw_key, value in values.items():
        key = str(raw_key).replace("-", "_")
        if key not in FIELDS:
            raise ConfigError(f"unknown config key {raw_key!r} in {source}; known keys: {', '.join(FIELDS)}")
        into[key] = _check_type(key, value)


def parse_overrides(args: Sequence[str]) -> dict:
    """``--key value`` / ``--key=value`` / bare ``--flag`` (true) into a dict (values as YAML scalars)."""
    out: dict = {}
    i = 0
    args = list(args)
    while i < len(args):
        arg = args[i]
        if not arg.startswith("--") or arg == "--":
            raise ConfigError(f"expected --key value, got {arg!r}")
        body = arg[2:]
        if "=" in body:
            key, text = body.split("=", 1)
            i += 1
        elif i + 1 < len(args) and not args[i + 1].startswith("--"):
            key, text = body, args[i + 1]
            i += 2
        else:
            key, text = body, "true"
            i += 1
        try:
            out[key] = yaml.safe_load(text) if text != "" else ""
        except yaml.YAMLError:
            out[key] = text
    return out


def load_config(path: str | Path | None = None, overrides: Sequence[str] | dict = ()) -> TrainConfig:
    """Defaults, then the YAML file, then CLI overrides; validated."""
    values: dict = {}
    if path is not None:
        loaded = read_yaml_mapping(path, ConfigError)
        _apply(loaded, str(path), values)
    extra = overrides if isinstance(overrides, dict) else parse_overrides(overrides)
    _apply(extra, "the command line", values)
    config = TrainConfig(**values)
    config.validate()
    return config
