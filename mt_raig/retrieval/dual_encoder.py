"""What the trainable dual encoders (``dtr``, ``tablellama``) share: LoRA, adapter folders, batched encoding.

A :class:`TrainableDualEncoder` is a ``torch.nn.Module`` with one or more
transformer *towers* (named attributes, each saved as a standard PEFT adapter
folder), an optional *head* of fully trainable weights (one safetensors file)
and a settings record (a frozen dataclass with a ``model`` field, saved as
JSON). Subclasses only say how to featurize and embed questions and tables.

The base model is recorded as an absolute path when it is a local folder (a
relative path would point elsewhere once the adapter is used from another
directory), else as the Hub id; an adapter whose base model cannot be found is
a clear :class:`~mt_raig.errors.BackendError` naming it.
"""

from __future__ import annotations

import json
import os
from abc import abstractmethod
from dataclasses import asdict, replace
from pathlib import Path
from typing import Any, ClassVar, Sequence

import numpy as np
import torch
from tqdm.auto import tqdm

from mt_raig.atomic import replacing, write_json
from mt_raig.errors import BackendError, ConfigError, DataError
from mt_raig.retrieval.base import Encoder, EncoderOptions
from mt_raig.retrieval.hf_encoder import resolve_device
from mt_raig.tables import Table

def import_peft():
    """The ``peft`` module, or a clear error naming the extra that installs it."""
    try:
        import peft
    except ImportError:
        raise BackendError("loading or training a LoRA adapter needs peft: pip install 'mt-raig[train]'") from None
    return peft


def absolute_model(model: str) -> str:
    """A local model folder as an absolute path; anything else (a Hub id) unchanged."""
    path = Path(model).expanduser()
    return str(path.resolve()) if path.exists() else model


def _sub(state: dict, prefix: str) -> dict:
    """The entries of ``state`` under ``prefix``, with the prefix removed."""
    return {k[len(prefix):]: v for k, v in state.items() if k.startswith(prefix)}


class TrainableDualEncoder(torch.nn.Module):
    """Towers + optional head + settings; see the module docstring."""

    retriever: ClassVar[str] = ""
    config_file: ClassVar[str] = ""
    head_file: ClassVar[str] = "head.safetensors"
    settings_class: ClassVar[type] = object

    settings: Any

    # -- what subclasses provide ----------------------------------------------------------------

    @classmethod
    @abstractmethod
    def from_pretrained(cls, settings, **load_options) -> "TrainableDualEncoder":
        """Backbone(s) and tokenizer from ``settings.model`` (no adapter)."""

    @abstractmethod
    def tower_slots(self) -> list[tuple[str, str]]:
        """``(attribute, subfolder)`` of each tower; ``""`` is the adapter folder itself."""

    @abstractmethod
    def question_inputs(self, questions: Sequence[str]) -> dict[str, torch.Tensor]: ...

    @abstractmethod
    def table_inputs(self, tables: Sequence[Table]) -> dict[str, torch.Tensor]: ...

    @abstractmethod
    def embed_questions(self, inputs: dict[str, torch.Tensor]) -> torch.Tensor: ...

    @abstractmethod
    def embed_tables(self, inputs: dict[str, torch.Tensor]) -> torch.Tensor: ...

    @property
    @abstractmethod
    def embedding_dim(self) -> int: ...

    @abstractmethod
    def info(self) -> dict: ...

    def head_state(self) -> dict[str, torch.Tensor]:
        """Fully trainable weights outside the towers (saved in ``head_file``)."""
        return {}

    def before_lora(self, peft) -> None:
        """Hook run before LoRA wraps the towers (e.g. k-bit preparation)."""

    # -- shared ---------------------------------------------------------------------------------

    def towers(self) -> list:
        return [getattr(self, attribute) for attribute, _ in self.tower_slots()]

    def forward(self, questions: dict[str, torch.Tensor] | None = None, tables: dict[str, torch.Tensor] | None = None):
        """Both sides in one call, so DDP sees one forward per backward (a side given as None comes back None)."""
        q = self.embed_questions(questions) if questions is not None else None
        return q, (self.embed_tables(tables) if tables is not None else None)

    def add_lora(self, lora_config) -> None:
        """Wrap the tower(s) with fresh LoRA weights; head weights stay fully trainable."""
        peft = import_peft()
        self.before_lora(peft)
        for attribute, _ in self.tower_slots():
            setattr(self, attribute, peft.get_peft_model(getattr(self, attribute), lora_config))
        for weight in self.head_state().values():
            weight.requires_grad_(True)

    def enable_gradient_checkpointing(self) -> None:
        """Non-reentrant checkpointing: works with LoRA (frozen inputs) and DDP."""
        for tower in self.towers():
            if getattr(tower.config, "use_cache", None):
                tower.config.use_cache = False
            tower.gradient_checkpointing_enable(gradient_checkpointing_kwargs={"use_reentrant": False})

    def save_adapter(self, folder: str | os.PathLike, state_dict: dict | None = None) -> None:
        """PEFT adapter folder(s) (``adapter_config.json``, ``adapter_model.safetensors``) + head + settings.

        ``state_dict`` is this module's full state (e.g. gathered from FSDP shards by accelerate);
        by default the live parameters.
        """
        from safetensors.torch import save_file

        folder = Path(folder)
        folder.mkdir(parents=True, exist_ok=True)
        state = state_dict if state_dict is not None else self.state_dict()
        for attribute, sub in self.tower_slots():
            getattr(self, attribute).save_pretrained(str(folder / sub), state_dict=_sub(state, attribute + "."))
        if self.head_state():
            head = {k: state[k].detach().float().cpu().contiguous() for k in self.head_state()}
            with replacing(folder / self.head_file) as tmp:
                save_file(head, str(tmp))
        settings = asdict(self.settings)
        settings["model"] = absolute_model(settings["model"])
        write_json(folder / self.config_file, settings, indent=2)

    def load_head(self, folder: Path) -> None:
        if not self.head_state():
            return
        from safetensors.torch import load_file

        state = load_file(str(folder / self.head_file))
        with torch.no_grad():
            for name, weight in self.head_state().items():
                weight.copy_(state[name])

    @classmethod
    def read_settings(cls, folder: Path, model: str | None = None):
        """The settings saved in an adapter folder (``model`` overrides its base model)."""
        path = folder / cls.config_file
        if not path.is_file():
            raise DataError(f"{folder} is not a {cls.retriever} adapter folder: {cls.config_file} is missing")
        try:
            saved = json.loads(path.read_text(encoding="utf-8"))
            return cls.settings_class(**{**saved, **({"model": model} if model else {})})
        except (json.JSONDecodeError, TypeError) as e:
            raise DataError(f"{path}: not a {cls.retriever} settings record ({e})") from None

    @classmethod
    def from_adapter(cls, folder: str | os.PathLike, model: str | None = None, **load_options) -> "TrainableDualEncoder":
        """Base model + the LoRA adapter(s), head and settings saved by :meth:`save_adapter`."""
        folder = Path(folder)
        settings = cls.read_settings(folder, model)
        base = settings.model
        if Path(base).is_absolute() and not Path(base).exists():
            raise BackendError(
                f"{folder}: the adapter's base model {base} does not exist; pass the base model as "
                f"{cls.retriever}:PATH_OR_HUB_ID"
            )
        try:
            module = cls.from_pretrained(settings, **load_options)
        except OSError as e:
            raise BackendError(
                f"{folder}: cannot load the adapter's base model {base!r} ({' '.join(str(e).split())[:200]}); "
                f"pass it as {cls.retriever}:PATH_OR_HUB_ID"
            ) from None
        peft = import_peft()
        for attribute, sub in module.tower_slots():
            setattr(module, attribute, peft.PeftModel.from_pretrained(getattr(module, attribute), str(folder / sub)))
        module.load_head(folder)
        return module


class DualEncoderEncoder(Encoder):
    """:class:`Encoder` over a :class:`TrainableDualEncoder` (batched, no grad, float32 numpy)."""

    def __init__(self, module: TrainableDualEncoder, device: str, adapter: str | None) -> None:
        placed = getattr(module, "load_in_4bit", False)  # 4-bit weights are placed when loaded
        self.module = (module if placed else module.to(device)).eval()
        self.device = device
        self.adapter = adapter
        self.name = f"{module.retriever}:{module.settings.model}"

    def _run(self, items: Sequence, featurize, embed, batch_size: int, progress: bool, what: str) -> np.ndarray:
        parts = []
        with torch.no_grad():
            for start in tqdm(range(0, len(items), batch_size), desc=f"{self.module.retriever}: encoding {what} (batches)",
                              disable=not progress):
                inputs = {k: v.to(self.device) for k, v in featurize(items[start : start + batch_size]).items()}
                parts.append(embed(inputs).float().cpu().numpy())
        if not parts:
            return np.zeros((0, self.module.embedding_dim), np.float32)
        return np.concatenate(parts).astype(np.float32)

    def encode_questions(self, questions: Sequence[str], batch_size: int = 32, progress: bool = True) -> np.ndarray:
        m = self.module
        return self._run(list(questions), m.question_inputs, m.embed_questions, batch_size, progress, "questions")

    def encode_tables(self, tables: Sequence[Table], batch_size: int = 32, progress: bool = True) -> np.ndarray:
        m = self.module
        return self._run(list(tables), m.table_inputs, m.embed_tables, batch_size, progress, "tables")

    def info(self) -> dict:
        return {**self.module.info(), "adapter": self.adapter, "normalize": True}


def build_dual_encoder(cls: type[TrainableDualEncoder], model: str | None, options: EncoderOptions,
                       default_model: str, **load_options) -> DualEncoderEncoder:
    """``cls`` from ``options.adapter`` (a trained folder) or from ``model`` (default ``default_model``)."""
    if options.batch_size < 1:
        raise ConfigError(f"batch_size must be >= 1, got {options.batch_size}")
    device = resolve_device(options.device)
    if options.adapter:
        module = cls.from_adapter(options.adapter, model=model, **load_options)
    else:
        module = cls.from_pretrained(cls.settings_class(model=model or default_model), **load_options)
    if options.max_length is not None:
        module.settings = replace(module.settings, max_table_length=options.max_length)
    return DualEncoderEncoder(module, device, options.adapter)
