"""A dense retriever: any :class:`Encoder` over an exact FAISS inner-product index.

The index can be saved to a folder (``index.faiss`` + ``meta.json``) and is
only loaded back for the same encoder and the same corpus *content*: the meta
file records a fingerprint of every table (id, title, header, cells) in the
order the vectors were added, and a checksum of the index file. An edited
table, another corpus, a reordered ``table_ids`` list, another encoder (or
the same encoder reading another table format, ``@format=paper|words``) or a
damaged file is refused, naming what differs.
"""

from __future__ import annotations

import hashlib
import json
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path
from typing import Sequence

import numpy as np

from mt_raig.atomic import replacing, write_json
from mt_raig.errors import BackendError, DataError
from mt_raig.retrieval.base import Encoder, Ranking, Retriever, content_fingerprint
from mt_raig.retrieval.ranking import TieBreaker, check_k
from mt_raig.retrieval.table_text import format_of
from mt_raig.tables import Table

INDEX_FILE = "index.faiss"
META_FILE = "meta.json"
FORMAT_VERSION = 2
# Extra neighbours fetched beyond k so that ties at the cut can be ordered by id without a full scan.
_TIE_MARGIN = 8


def import_faiss():
    try:
        import faiss
    except ImportError:
        raise BackendError("dense retrieval needs FAISS: pip install faiss-cpu (or faiss-gpu)") from None
    return faiss


def ordered_fingerprint(table_ids: Sequence[str], tables: Sequence[Table]) -> str:
    """sha256 of the tables' content in the order of ``table_ids`` (the order of the index's vectors)."""
    by_id = {t.id: t for t in tables}
    h = hashlib.sha256()
    for tid in table_ids:
        h.update(content_fingerprint([by_id[tid]]).encode("ascii"))
    return h.hexdigest()


def _sha256_file(path: Path) -> str:
    h = hashlib.sha256()
    with path.open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def _faiss_version() -> str:
    try:
        return version("faiss-cpu")
    except PackageNotFoundError:
        return "faiss"


class DenseRetriever(Retriever):
    """Encodes tables once, then ranks them by inner product with each question vector."""

    def __init__(self, encoder: Encoder, batch_size: int = 32) -> None:
        self.encoder = encoder
        self.name = encoder.name
        self.batch_size = batch_size
        self._index = None
        self._ties: TieBreaker | None = None
        self._fingerprint: str | None = None
        self._ordered: str | None = None

    # building and persisting -------------------------------------------------------------
    def index(self, tables: Sequence[Table], progress: bool = True) -> None:
        if not tables:
            raise DataError("cannot index an empty corpus (no tables)")
        vectors = self.encoder.encode_tables(tables, batch_size=self.batch_size, progress=progress)
        self.index_vectors([t.id for t in tables], vectors)
        self._fingerprint = content_fingerprint(tables)
        self._ordered = ordered_fingerprint([t.id for t in tables], tables)

    def index_vectors(self, table_ids: Sequence[str], vectors: np.ndarray) -> None:
        """Index precomputed table vectors (rows aligned with ``table_ids``)."""
        faiss = import_faiss()
        vectors = np.ascontiguousarray(vectors, dtype=np.float32)
        if not len(table_ids):
            raise DataError("cannot index an empty corpus (no tables)")
        if vectors.ndim != 2 or vectors.shape[0] != len(table_ids):
            raise ValueError(f"expected {len(table_ids)} table vectors, got an array of shape {vectors.shape}")
        self._index = faiss.IndexFlatIP(vectors.shape[1])
        self._index.add(vectors)
        self._ties = TieBreaker(table_ids)
        self._fingerprint = self._ordered = None

    def save(self, folder: str | Path) -> Path:
        """Write ``index.faiss`` and then ``meta.json`` (each to a temp file, then moved into place)."""
        faiss = import_faiss()
        if self._index is None or self._ordered is None:
            raise RuntimeError("nothing to save: call index(tables) first")
        folder = Path(folder)
        folder.mkdir(parents=True, exist_ok=True)
        with replacing(folder / INDEX_FILE) as tmp:
            faiss.write_index(self._index, str(tmp))
            index_sha256 = _sha256_file(tmp)
        meta = {
            "format_version": FORMAT_VERSION,
            "encoder": self.encoder.info(),
            "corpus_fingerprint": self._fingerprint,
            "ordered_fingerprint": self._ordered,
            "index_sha256": index_sha256,
            "num_tables": len(self._ties.table_ids),
            "dim": self._index.d,
            "faiss": _faiss_version(),
            "table_ids": self._ties.table_ids,
        }
        write_json(folder / META_FILE, meta, indent=None)
        return folder

    def _read_meta(self, folder: Path) -> dict:
        path = folder / META_FILE
        try:
            meta = json.loads(path.read_text(encoding="utf-8"))
        except (json.JSONDecodeError, UnicodeDecodeError, RecursionError) as e:
            raise DataError(f"{path}: corrupt index metadata, not valid JSON ({e}); delete {folder} to rebuild") from None
        need = {"format_version": int, "encoder": dict, "corpus_fingerprint": str, "ordered_fingerprint": str,
                "index_sha256": str, "table_ids": list}
        if not isinstance(meta, dict):
            raise DataError(f"{path}: corrupt index metadata (not an object); delete {folder} to rebuild")
        if meta.get("format_version") != FORMAT_VERSION:
            raise DataError(f"{path}: index format {meta.get('format_version')!r}, this version reads {FORMAT_VERSION}; "
                            f"delete {folder} to rebuild")
        bad = [k for k, kind in need.items() if not isinstance(meta.get(k), kind)]
        if bad or not all(isinstance(t, str) for t in meta["table_ids"]):
            raise DataError(f"{path}: corrupt index metadata ({', '.join(bad) or 'table_ids'} missing or of the wrong type); "
                            f"delete {folder} to rebuild")
        return meta

    def load(self, folder: str | Path, tables: Sequence[Table]) -> None:
        """Load a saved index, refusing it unless this encoder built it over exactly ``tables`` (ids and content)."""
        faiss = import_faiss()
        folder = Path(folder)
        if not (folder / META_FILE).is_file() or not (folder / INDEX_FILE).is_file():
            raise FileNotFoundError(f"{folder}: no saved dense index ({INDEX_FILE} + {META_FILE})")
        meta = self._read_meta(folder)
        fingerprint = content_fingerprint(tables)
        if meta["corpus_fingerprint"] != fingerprint:
            same_ids = sorted(meta["table_ids"]) == sorted(t.id for t in tables)
            why = "the same table ids with other content" if same_ids else (
                f"{meta.get('num_tables')} tables, this corpus has {len(tables)}")
            raise DataError(f"{folder}: stale index: it was built for another corpus ({why}); "
                            "delete the folder or pass another index folder to rebuild")
        if (sorted(meta["table_ids"]) != sorted(t.id for t in tables)
                or meta["ordered_fingerprint"] != ordered_fingerprint(meta["table_ids"], tables)):
            raise DataError(f"{folder / META_FILE}: table_ids are not in the order the vectors were added "
                            "(edited or reordered); delete the folder to rebuild")
        ours, theirs = self.encoder.info(), meta["encoder"]
        built, now = format_of(theirs.get("table_format")), format_of(ours.get("table_format"))
        if built and now and built != now:
            raise DataError(f"{folder}: stale index: it was built from format={built} table text, this retriever reads "
                            f"format={now}; delete the folder (or pass another index folder) to rebuild it, or use "
                            f"the spec with @format={built}")
        if theirs != ours:
            differ = sorted(k for k in set(ours) | set(theirs) if ours.get(k) != theirs.get(k))
            detail = "; ".join(f"{k}: index {theirs.get(k)!r} vs now {ours.get(k)!r}" for k in differ[:4])
            raise DataError(f"{folder}: stale index: it was built by another encoder ({detail}); rebuild it")
        if _sha256_file(folder / INDEX_FILE) != meta["index_sha256"]:
            raise DataError(f"{folder / INDEX_FILE}: corrupt index: its checksum differs from the one in {META_FILE}; "
                            "delete the folder to rebuild")
        try:
            index = faiss.read_index(str(folder / INDEX_FILE))
        except RuntimeError as e:
            raise DataError(f"{folder / INDEX_FILE}: corrupt index: FAISS cannot read it ({' '.join(str(e).split())[:200]})") from None
        if index.ntotal != len(meta["table_ids"]) or index.d != meta.get("dim"):
            raise DataError(f"{folder}: corrupt index: {index.ntotal} vectors of dimension {index.d} "
                            f"for {len(meta['table_ids'])} table ids of dimension {meta.get('dim')}")
        self._index = index
        self._ties = TieBreaker(meta["table_ids"])
        self._fingerprint, self._ordered = fingerprint, meta["ordered_fingerprint"]

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
            raise RuntimeError("search before index: call index(tables) first")
        check_k(k, self._index.ntotal)
        vectors = self.encoder.encode_questions(questions, batch_size=self.batch_size, progress=progress)
        return self.search_vectors(vectors, k)

    def search_vectors(self, vectors: np.ndarray, k: int) -> list[Ranking]:
        """Top-k per question vector; ties (equal inner products) ordered by table id."""
        n = self._index.ntotal
        check_k(k, n)
        vectors = np.ascontiguousarray(vectors, dtype=np.float32)
        if vectors.ndim != 2 or vectors.shape[1] != self._index.d:
            raise ValueError(f"question vectors of shape {vectors.shape} do not match the index dimension {self._index.d}")
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

