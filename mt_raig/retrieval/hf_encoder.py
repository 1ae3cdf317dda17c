"""Bi-encoders built from transformers models: tokenize, run, pool, batch by length.

DPR (CLS / pooler output) and Contriever (mean pooling) are instances of
:class:`TransformersEncoder`; only the models and the pooling differ. Tables are
given as the paper's serialization (:meth:`Table.serialize`) and truncated by the
tokenizer to ``max_length`` tokens.
"""

from __future__ import annotations

from typing import Callable, Sequence

import numpy as np
from tqdm.auto import tqdm

from mt_raig.errors import ConfigError
from mt_raig.retrieval.base import Encoder
from mt_raig.tables import Table

POOLINGS = ("cls", "pooler", "mean")


def resolve_device(device: str | None) -> str:
    """``None`` -> ``"cuda"`` when a GPU is visible, else ``"cpu"``."""
    if device is not None:
        return device
    import torch

    return "cuda" if torch.cuda.is_available() else "cpu"


def default_max_length(tokenizer, config, fallback: int = 512) -> int:
    """The tokenizer's limit, capped by the model's position embeddings."""
    limits = [fallback]
    model_max = getattr(tokenizer, "model_max_length", None)
    if isinstance(model_max, int) and 0 < model_max < 1_000_000:
        limits = [model_max]
    positions = getattr(config, "max_position_embeddings", None)
    if isinstance(positions, int) and positions > 0:
        limits.append(positions)
    return min(limits)


def pool(outputs, attention_mask, pooling: str):
    """Sentence vectors from a model output: CLS token, the model's pooler output, or masked mean."""
    if pooling == "pooler":
        return outputs.pooler_output
    hidden = outputs.last_hidden_state
    if pooling == "cls":
        return hidden[:, 0]
    if pooling == "mean":
        mask = attention_mask.unsqueeze(-1).to(hidden.dtype)
        return (hidden * mask).sum(dim=1) / mask.sum(dim=1).clamp(min=1e-9)
    raise ConfigError(f"unknown pooling {pooling!r} (known: {', '.join(POOLINGS)})")


def encode_texts(
    texts: Sequence[str],
    tokenizer,
    model,
    pooling: str,
    max_length: int,
    device: str,
    batch_size: int,
    normalize: bool,
    progress: bool,
    desc: str,
) -> np.ndarray:
    """float32 ``(len(texts), dim)``; texts are batched longest-first to limit padding."""
    import torch

    if batch_size < 1:
        raise ConfigError(f"batch_size must be >= 1, got {batch_size}")
    order = sorted(range(len(texts)), key=lambda i: -len(texts[i]))
    chunks = []
    with torch.inference_mode():
        for start in tqdm(range(0, len(order), batch_size), desc=desc, disable=not progress, unit="batch"):
            batch = [texts[i] for i in order[start : start + batch_size]]
            enc = tokenizer(batch, padding=True, truncation=True, max_length=max_length, return_tensors="pt").to(device)
            vectors = pool(model(**enc), enc["attention_mask"], pooling).float()
            if normalize:
                vectors = torch.nn.functional.normalize(vectors, dim=-1)
            chunks.append(vectors.cpu().numpy())
    if not chunks:
        return np.zeros((0, model.config.hidden_size), dtype=np.float32)
    stacked = np.concatenate(chunks).astype(np.float32, copy=False)
    out = np.empty_like(stacked)
    out[np.asarray(order)] = stacked
    return out


class TransformersEncoder(Encoder):
    """Question and table towers (possibly the same model) with a pooling rule."""

    def __init__(
        self,
        name: str,
        question_model_id: str,
        table_model_id: str,
        load_question: Callable[[str], object],
        load_table: Callable[[str], object],
        pooling: str,
        normalize: bool,
        max_length: int | None,
        device: str | None,
    ) -> None:
        from transformers import AutoTokenizer

        if pooling not in POOLINGS:
            raise ConfigError(f"unknown pooling {pooling!r} (known: {', '.join(POOLINGS)})")
        self.name = name
        self.device = resolve_device(device)
        self.question_model_id, self.table_model_id = question_model_id, table_model_id
        self.question_tokenizer = AutoTokenizer.from_pretrained(question_model_id)
        self.question_model = load_question(question_model_id).to(self.device).eval()
        if table_model_id == question_model_id:
            self.table_tokenizer, self.table_model = self.question_tokenizer, self.question_model
        else:
            self.table_tokenizer = AutoTokenizer.from_pretrained(table_model_id)
            self.table_model = load_table(table_model_id).to(self.device).eval()
        self.pooling, self.normalize = pooling, normalize
        self.question_max_length = max_length or default_max_length(self.question_tokenizer, self.question_model.config)
        self.table_max_length = max_length or default_max_length(self.table_tokenizer, self.table_model.config)

    def encode_questions(self, questions: Sequence[str], batch_size: int = 32, progress: bool = True) -> np.ndarray:
        return encode_texts(
            list(questions), self.question_tokenizer, self.question_model, self.pooling, self.question_max_length,
            self.device, batch_size, self.normalize, progress, f"{self.name}: encoding questions",
        )

    def encode_tables(self, tables: Sequence[Table], batch_size: int = 32, progress: bool = True) -> np.ndarray:
        return encode_texts(
            [t.serialize() for t in tables], self.table_tokenizer, self.table_model, self.pooling, self.table_max_length,
            self.device, batch_size, self.normalize, progress, f"{self.name}: encoding tables",
        )

    def info(self) -> dict:
        return {
            "encoder": self.name,
            "question_model": self.question_model_id,
            "table_model": self.table_model_id,
            "pooling": self.pooling,
            "normalize": self.normalize,
            "question_max_length": self.question_max_length,
            "table_max_length": self.table_max_length,
            "table_format": "Table.serialize() (paper B.4), truncated by the tokenizer",
        }
