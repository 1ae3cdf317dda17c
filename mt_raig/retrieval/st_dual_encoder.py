"""A sentence-transformers bi-encoder as a trainable dual encoder (``train --retriever dense[:MODEL]``).

The model's own transformer is the one tower (shared by questions and tables), wrapped with LoRA like ``dtr``
and ``tablellama``; pooling and normalisation are read from the model's modules (``Pooling``: mean, CLS or max;
``Normalize``), and its query/document prompts are prepended as ``encode_query``/``encode_document`` do, so an
untrained adapter embeds exactly as ``dense`` does (checked in the tests). Tables are written in the settings'
``table_format`` (:mod:`mt_raig.retrieval.table_text`: the paper's ``Table.serialize()`` by default, or ``words``,
identifiers split), questions plain text, each cut to its token budget. The format is saved with the adapter, so
the tables are read at retrieval time as they were in training.

Training writes a standard PEFT adapter folder plus ``dense_config.json``;
``mt-raig retrieve --retriever dense[:MODEL] --adapter DIR`` loads it (the base model is recorded in the folder).

    >>> DenseSettings().pooling is None, LORA_TARGETS     # None: read from the model's own modules
    (True, ('query', 'value'))
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, replace
from typing import Sequence

import torch

from mt_raig.errors import BackendError, ConfigError
from mt_raig.retrieval.dual_encoder import TrainableDualEncoder
from mt_raig.retrieval.table_text import DEFAULT_FORMAT, check_format, describe_format, table_text
from mt_raig.tables import Table

CONFIG_FILE = "dense_config.json"
LORA_TARGETS = ("query", "value")  # BERT-style attention projections (MiniLM, MPNet use these names)
POOLING = ("mean", "cls", "max")


@dataclass(frozen=True)
class DenseSettings:
    """What shapes the embeddings besides the weights (stored beside a trained adapter)."""

    model: str = "sentence-transformers/all-MiniLM-L6-v2"
    max_question_length: int = 64
    max_table_length: int | None = None  # None: the model's max_seq_length (256 for MiniLM)
    pooling: str | None = None  # None: the model's own (its Pooling module), as are the three below
    normalize: bool | None = None
    query_prompt: str | None = None
    document_prompt: str | None = None
    table_format: str = DEFAULT_FORMAT  # the tables' text (mt_raig.retrieval.table_text): "paper" or "words"

    def __post_init__(self) -> None:
        check_format(self.table_format)
        if self.pooling is not None and self.pooling not in POOLING:
            raise ConfigError(f"dense pooling must be one of {POOLING}, got {self.pooling!r}")
        for name in ("max_question_length", "max_table_length"):
            if getattr(self, name) is not None and getattr(self, name) < 8:
                raise ConfigError(f"dense {name} must be >= 8, got {getattr(self, name)}")


def _read_st(load_from: str):
    """``(transformer, tokenizer, pooling, normalize, prompts)`` of a sentence-transformers model folder or id."""
    from sentence_transformers import SentenceTransformer

    try:
        st = SentenceTransformer(load_from, device="cpu")
    except OSError as e:
        raise BackendError(f"dense:{load_from}: cannot load the model: {' '.join(str(e).split())[:300]}") from None
    modules = list(st)
    first = modules[0]
    transformer = getattr(first, "auto_model", None) or getattr(first, "model", None)
    if transformer is None or not hasattr(first, "tokenizer"):
        raise BackendError(f"dense:{load_from}: its first module ({type(first).__name__}) is not a transformer; only "
                           "transformer + pooling models can be trained")
    pooling = "mean"
    for m in modules[1:]:
        mode = getattr(m, "pooling_mode", None) or getattr(m, "get_pooling_mode_str", lambda: None)()
        if mode:
            pooling = {"mean": "mean", "cls": "cls", "max": "max", "lasttoken": "last"}.get(mode, mode)
            break
    if pooling not in POOLING:
        raise BackendError(f"dense:{load_from}: pooling {pooling!r} is not supported for training ({', '.join(POOLING)})")
    normalize = any(type(m).__name__ == "Normalize" for m in modules[1:])
    prompts = dict(getattr(st, "prompts", {}) or {})
    return transformer, first.tokenizer, pooling, normalize, prompts, st.max_seq_length


class SentenceTransformerDualEncoder(TrainableDualEncoder):
    """One shared transformer tower, the model's pooling, optional L2 normalisation."""

    retriever = "dense"
    config_file = CONFIG_FILE
    settings_class = DenseSettings

    def __init__(self, tower, tokenizer, settings: DenseSettings) -> None:
        super().__init__()
        self.settings = settings
        self.tokenizer = tokenizer
        self.tower = tower

    @classmethod
    def from_pretrained(cls, settings: DenseSettings, **load_options) -> "SentenceTransformerDualEncoder":
        from mt_raig.retrieval.st_models import resolve_model

        if load_options:
            raise ConfigError(f"dense takes no loading options ({', '.join(load_options)})")
        _, load_from = resolve_model(settings.model)
        tower, tokenizer, pooling, normalize, prompts, max_len = _read_st(load_from)
        own = {"max_table_length": min(max_len or 256, 512), "pooling": pooling, "normalize": normalize,
               "query_prompt": prompts.get("query", ""), "document_prompt": prompts.get("document", "")}
        settings = replace(settings, **{k: v for k, v in own.items() if getattr(settings, k) is None})
        return cls(tower, tokenizer, settings)

    def tower_slots(self) -> list[tuple[str, str]]:
        return [("tower", "")]

    @property
    def embedding_dim(self) -> int:
        return int(self.tower.config.hidden_size)

    def _inputs(self, texts: list[str], max_length: int) -> dict[str, torch.Tensor]:
        enc = self.tokenizer(texts, padding=True, truncation=True, max_length=max_length, return_tensors="pt")
        return {k: v for k, v in enc.items() if k in ("input_ids", "attention_mask", "token_type_ids")}

    def question_inputs(self, questions: Sequence[str]) -> dict[str, torch.Tensor]:
        return self._inputs([self.settings.query_prompt + q for q in questions], self.settings.max_question_length)

    def table_inputs(self, tables: Sequence[Table]) -> dict[str, torch.Tensor]:
        return self._inputs([self.settings.document_prompt + table_text(t, self.settings.table_format) for t in tables], self.settings.max_table_length)

    def _embed(self, inputs: dict[str, torch.Tensor]) -> torch.Tensor:
        hidden = self.tower(**inputs).last_hidden_state
        mask = inputs["attention_mask"].unsqueeze(-1).to(hidden.dtype)
        if self.settings.pooling == "cls":
            pooled = hidden[:, 0]
        elif self.settings.pooling == "max":
            pooled = hidden.masked_fill(mask == 0, torch.finfo(hidden.dtype).min).max(dim=1).values
        else:
            pooled = (hidden * mask).sum(dim=1) / mask.sum(dim=1).clamp(min=1e-9)
        pooled = pooled.float()
        return torch.nn.functional.normalize(pooled, dim=-1) if self.settings.normalize else pooled

    def embed_questions(self, inputs: dict[str, torch.Tensor]) -> torch.Tensor:
        return self._embed(inputs)

    def embed_tables(self, inputs: dict[str, torch.Tensor]) -> torch.Tensor:
        return self._embed(inputs)

    def info(self) -> dict:
        return {"retriever": "dense", **asdict(self.settings), "table_format": describe_format(self.settings.table_format)}


__all__ = ["CONFIG_FILE", "DenseSettings", "LORA_TARGETS", "SentenceTransformerDualEncoder"]
