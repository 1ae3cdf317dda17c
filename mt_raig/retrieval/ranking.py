"""Deterministic top-k: higher score first, then smaller table id.

Every retriever ranks through :func:`top_k` so that equal scores (common with
BM25 on short questions, and with duplicate tables) always give the same run.
"""

from __future__ import annotations

from typing import Sequence

import numpy as np

from mt_raig.errors import ConfigError
from mt_raig.io.runs import Ranking


class TieBreaker:
    """Ranks score vectors over a fixed list of table ids (ties by id, ascending)."""

    def __init__(self, table_ids: Sequence[str]) -> None:
        self.table_ids = list(table_ids)
        order = np.argsort(np.asarray(self.table_ids, dtype=object), kind="stable")
        self.id_rank = np.empty(len(self.table_ids), dtype=np.int64)
        self.id_rank[order] = np.arange(len(self.table_ids))

    def top_k(self, scores: np.ndarray, k: int) -> Ranking:
        """The ``k`` best ``(table_id, score)`` of one score vector aligned with ``table_ids``."""
        return [(self.table_ids[i], float(scores[i])) for i in self.top_k_indices(scores, k)]

    def top_k_of(self, indices: np.ndarray, scores: np.ndarray, k: int) -> Ranking:
        """The ``k`` best among candidates ``indices`` (which must include every table scoring >= the k-th best)."""
        indices = np.asarray(indices)
        keep = indices >= 0  # FAISS pads with -1 when it returns fewer than asked
        indices, scores = indices[keep], np.asarray(scores)[keep]
        order = np.lexsort((self.id_rank[indices], -scores.astype(np.float64)))[:k]
        return [(self.table_ids[i], float(scores[j])) for i, j in zip(indices[order], order)]

    def top_k_indices(self, scores: np.ndarray, k: int) -> np.ndarray:
        n = len(self.table_ids)
        check_k(k, n)
        if k < n:
            # Everything scoring at least the k-th best score, so ties at the cut are all considered.
            kth = np.partition(scores, n - k)[n - k]
            candidates = np.flatnonzero(scores >= kth)
        else:
            candidates = np.arange(n)
        order = np.lexsort((self.id_rank[candidates], -scores[candidates].astype(np.float64)))
        return candidates[order[:k]]


def check_k(k: int, corpus_size: int) -> None:
    """Refuse k < 1 and k larger than the corpus, naming both."""
    if not isinstance(k, (int, np.integer)) or isinstance(k, bool) or k < 1:
        raise ConfigError(f"k must be a positive integer, got {k!r}")
    if k > corpus_size:
        raise ConfigError(f"k={k} is larger than the corpus ({corpus_size} tables); use k <= {corpus_size}")

