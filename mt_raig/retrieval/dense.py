"""A dense retriever: any :class:`Encoder` over an exact FAISS inner-product index.

The index can be saved to a folder (``index.faiss`` + ``meta.json``) holding the
encoder's settings and the corpus fingerprint, and is only loaded back for the
same encoder and the same corpus: a stale index is refused, naming what differs.
"""

from __future__ import annotations

import json
from importlib.metadata import version
from pathlib import Path
from typing import Sequence

import numpy as np

from mt_raig.atomic import replacing, write_json
from mt_raig.retrieval.base import Encoder, Ranking, RetrievalError, Retriever
from mt_raig.retrieval.ranking import TieBreaker, check_k
from mt_raig.tables import Table, corpus_fingerprint

INDEX_FILE = "index.faiss"
META_FILE = "meta.json"
FORMAT_VERSION = 1
# Extra neighbours fetched beyond k so that ties at the cut can be ordered by id without a full scan.
_TIE_MARGIN = 8


def import_faiss():
    try:
        import faiss
    except ImportError:
        raise RetrievalError("dense retrieval needs FAISS: pip install faiss-cpu (or faiss-gpu)") from None
    return faiss


class DenseRetriever(Retriever):
    """Encodes tables once, then ranks them by inner product with each question vector."""

    def __init__(self, encoder: Encoder, batch_size: int = 32) -> None:
        self.encoder = encoder
        self.name = encoder.name
        self.batch_size = batch_size
        self._index = None
        self._ties: TieBreaker | None = None
        self._fingerprint: str | None = None

    # building and persisting -------------------------------------------------------------
    def index(self, tables: Sequence[Table], progress: bool = True) -> None:
        if not tables:
            raise RetrievalError("cannot index an empty corpus (no tables)")
        vectors = self.encoder.encode_tables(tables, batch_size=self.batch_size, progress=progress)
        self.index_vectors([t.id for t in tables], vectors)
        self._fingerprint = corpus_fingerprint(tables)

    def index_vectors(self, table_ids: Sequence[str], vectors: np.ndarray) -> None:
        """Index precomputed table vectors (rows aligned with ``table_ids``)."""
        faiss = import_faiss()
        vectors = np.ascontiguousarray(vectors, dtype=np.float32)
        if vectors.ndim != 2 or vectors.shape[0] != len(table_ids):
            raise RetrievalError(f"expected {len(table_ids)} table vectors, got an array of shape {vectors.shape}")
        if not len(table_ids):
            raise RetrievalError("cannot index an empty corpus (no tables)")
        self._index = faiss.IndexFlatIP(vectors.shape[1])
        self._index.add(vectors)
        self._ties = TieBreaker(table_ids)
        self._fingerprint = None

    def save(self, folder: str | Path) -> Path:
        """Write ``index.faiss`` and ``meta.json`` (each to a temp file, then moved into place)."""
        faiss = import_faiss()
        if self._index is None:
            raise RetrievalError("nothing to save: call index(tables) first")
        folder = Path(folder)
        folder.mkdir(parents=True, exist_ok=True)
        with replacing(folder / INDEX_FILE) as tmp:
            faiss.write_index(self._index, str(tmp))
        meta = {
            "format_version": FORMAT_VERSION,
            "encoder": self.encoder.info(),
            "corpus_fingerprint": self._fingerprint,
            "num_tables": len(self._ties.table_ids),
            "dim": self._index.d,
            "faiss": version("faiss-cpu") if _installed("faiss-cpu") else "faiss",
            "table_ids": self._ties.table_ids,
        }
        write_json(folder / META_FILE, meta, indent=None)
        return folder

    def load(self, folder: str | Path, tables: Sequence[Table]) -> None:
        """Load a saved index, refusing it unless it was built by this encoder over exactly ``tables``."""
        faiss = import_faiss()
        folder = Path(folder)
        if not (folder / META_FILE).is_file() or not (folder / INDEX_FILE).is_file():
            raise FileNotFoundError(f"{folder}: no saved dense index ({INDEX_FILE} + {META_FILE})")
        meta = json.loads((folder / META_FILE).read_text(encoding="utf-8"))
        fingerprint = corpus_fingerprint(tables)
        if meta.get("corpus_fingerprint") != fingerprint:
            raise RetrievalError(
                f"{folder}: stale index: it was built for another corpus ({meta.get('num_tables')} tables, fingerprint "
                f"{str(meta.get('corpus_fingerprint'))[:12]}) but this corpus has {len(tables)} tables (fingerprint "
                f"{fingerprint[:12]}); delete the folder or pass another index folder to rebuild"
            )
        ours = self.encoder.info()
        theirs = meta.get("encoder", {})
        if theirs != ours:
            differ = sorted(k for k in set(ours) | set(theirs) if ours.get(k) != theirs.get(k))
            detail = "; ".join(f"{k}: index {theirs.get(k)!r} vs now {ours.get(k)!r}" for k in differ[:4])
            raise RetrievalError(f"{folder}: stale index: it was built by another encoder ({detail}); rebuild it")
        index = faiss.read_index(str(folder / INDEX_FILE))
        if index.ntotal != len(meta["table_ids"]):
            raise RetrievalError(f"{folder}: corrupt index: {index.ntotal} vectors for {len(meta['table_ids'])} table ids")
        self._index = index
        self._ties = TieBreaker(meta["table_ids"])
        self._fingerprint = fingerprint

    def index_or_load(self, tables: Sequence[Table], folder: str | Path | None, progress: bool = True) -> bool:
        """Load ``folder`` when it holds an index (refused if stale), else build and save there. True if loaded."""
        if folder is not None and (Path(folder) / META_FILE).is_file():
            self.load(folder, tables)
            return True
        self.index(tables, progress=progress)
        if folder is not None:
            self.save(folder)
        return False

    # searching -------------------------------------------------------------------------
    def search(self, questions: Sequence[str], k: int, progress: bool = True) -> list[Ranking]:
        if self._index is None:
            raise RetrievalError("search before index: call index(tables) first")
        check_k(k, self._index.ntotal)
        vectors = self.encoder.encode_questions(questions, batch_size=self.batch_size, progress=progress)
        return self.search_vectors(vectors, k)

    def search_vectors(self, vectors: np.ndarray, k: int) -> list[Ranking]:
        """Top-k per question vector; ties (equal inner products) ordered by table id."""
        n = self._index.ntotal
        check_k(k, n)
        vectors = np.ascontiguousarray(vectors, dtype=np.float32)
        if vectors.ndim != 2 or vectors.shape[1] != self._index.d:
            raise RetrievalError(f"question vectors of shape {vectors.shape} do not match the index dimension {self._index.d}")
        fetch = min(n, k + _TIE_MARGIN)
        scores, idx = self._index.search(vectors, fetch)
        rankings = []
        for row in range(len(vectors)):
            s, ix = scores[row], idx[row]
            if fetch < n and s[k - 1] == s[fetch - 1]:
                # The tie at the cut may reach past what was fetched: score every table for this question.
                s, ix = self._index.search(vectors[row : row + 1], n)
                s, ix = s[0], ix[0]
            rankings.append(self._ties.top_k_of(ix, s, k))
        return rankings

    def info(self) -> dict:
        return {
            "retriever": self.name,
            "index": "faiss.IndexFlatIP (exact inner product)",
            "encoder": self.encoder.info(),
            "corpus_fingerprint": self._fingerprint,
        }


def _installed(dist: str) -> bool:
    try:
        version(dist)
        return True
    except Exception:
        return False
