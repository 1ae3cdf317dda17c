"""The one small interface every retriever implements, and the dense-encoder interface.

A retriever indexes a corpus of :class:`~mt_raig.tables.Table` and answers a
batch of questions with ranked ``(table_id, score)`` lists. Ties are broken
deterministically: higher score first, then smaller table id.

Dense retrievers (``dense:``, ``dpr``, ``contriever``, ``dtr``, ``tablellama``)
are one :class:`~mt_raig.retrieval.dense.DenseRetriever` over an :class:`Encoder`,
so a new bi-encoder only has to embed questions and tables.
"""

from __future__ import annotations

import hashlib
import json
from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Iterable, Sequence

import numpy as np

from mt_raig.errors import ConfigError
from mt_raig.io.runs import Ranking
from mt_raig.tables import Table

def content_fingerprint(tables: Iterable[Table]) -> str:
    """sha256 over every table's id, title, header and cells (in id order): one changed cell changes it.

    Identifies the corpus an index or a result was built from; the ids alone
    would let an edited corpus with the same ids reuse stale vectors.
    """
    h = hashlib.sha256()
    for t in sorted(tables, key=lambda t: t.id):
        h.update(json.dumps([t.id, t.title, list(t.header), [list(r) for r in t.cells]], ensure_ascii=False).encode("utf-8"))
        h.update(b"\n")
    return h.hexdigest()


class Retriever(ABC):
    """Index a corpus, then search batches of questions."""

    name: str = ""

    @abstractmethod
    def index(self, tables: Sequence[Table], progress: bool = True) -> None:
        """Build the index over ``tables`` (raises :class:`~mt_raig.errors.DataError` on an empty corpus)."""

    @abstractmethod
    def search(self, questions: Sequence[str], k: int, progress: bool = True) -> list[Ranking]:
        """Top-``k`` ``(table_id, score)`` per question, best first, ties by id."""

    @abstractmethod
    def info(self) -> dict:
        """Every setting that affects scores (name, model ids, tokenizer, weights, corpus fingerprint)."""


class Encoder(ABC):
    """Embeds questions and tables into one vector space (rows L2-normalised when ``normalize``)."""

    name: str = ""

    @abstractmethod
    def encode_questions(self, questions: Sequence[str], batch_size: int = 32, progress: bool = True) -> np.ndarray:
        """float32 array of shape ``(len(questions), dim)``."""

    @abstractmethod
    def encode_tables(self, tables: Sequence[Table], batch_size: int = 32, progress: bool = True) -> np.ndarray:
        """float32 array of shape ``(len(tables), dim)``."""

    @abstractmethod
    def info(self) -> dict:
        """Model ids, adapter, pooling, max length, table format: what affects the embeddings."""


@dataclass(frozen=True)
class EncoderOptions:
    """Settings every encoder factory ``build_encoder(model, options)`` accepts.

    Each encoder module (``st_encoder``, ``dpr``, ``contriever``, ``dtr``,
    ``tablellama``) exposes ``build_encoder(model: str | None, options:
    EncoderOptions) -> Encoder``; ``model=None`` means its default id.
    """

    device: str | None = None  # None: cuda when available, else cpu
    max_length: int | None = None  # None: the encoder's default
    adapter: str | None = None  # a PEFT LoRA adapter folder (dtr, tablellama)
    load_in_4bit: bool = False  # bitsandbytes 4-bit weights (GPU only)
    batch_size: int = 32


def refuse_adapter_options(name: str, options: EncoderOptions) -> None:
    """Encoders without LoRA or 4-bit support refuse those options instead of ignoring them."""
    if options.adapter or options.load_in_4bit:
        raise ConfigError(f"{name} takes no adapter or 4-bit loading (those are for dtr and tablellama)")
