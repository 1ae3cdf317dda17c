"""``join:<base spec>``: join-aware selection of a table *set* over a base retriever's candidates.

In the spirit of JAR (Chen et al., ACL 2024), REaR (2025) and the greedy join-aware search of Boutaleb et al.
(2025), without an LLM: the base retriever (``bm25``, ``dense``, ``hybrid:...``) ranks ``depth`` candidates
(default 50); tables joinable to them through the corpus's compatibility index
(:mod:`mt_raig.retrieval.compat_index`) are added as candidates too (the *expand* step: a gold table that shares
no word with the question can still be reached through its key); then a greedy search builds the ranking one
table at a time, each step taking the candidate with the best

    relevance (base score, min-max scaled over the candidates; 0 for an expanded table)
    + ``alpha`` x max over the tables already chosen of (join weight x that table's relevance),

so the tables that complete a joinable set move up next to the table that needs them. Candidates left after
``k`` follow in base order. The output is a plain ranked run, so metrics, TREC files, generators and the
leaderboard take it unchanged.

Spec: ``join`` (= ``join:bm25``), ``join:hybrid``, ``join:dense:MODEL``; options after ``@``:
``join:bm25@alpha=0.6,depth=50``.
"""

from __future__ import annotations

from typing import Sequence

from mt_raig.errors import ConfigError
from mt_raig.io.runs import Ranking
from mt_raig.retrieval.base import EncoderOptions, Retriever
from mt_raig.retrieval.compat_index import CompatibilityIndex
from mt_raig.tables import Table


def select(candidates: Ranking, index: CompatibilityIndex, k: int, alpha: float = 0.2, expand: int = 5) -> Ranking:
    """Greedy join-aware order of ``candidates`` (``(table_id, base score)``, best first); see the module docstring."""
    if not candidates:
        return []
    scores = [s for _, s in candidates]
    lo, hi = min(scores), max(scores)
    rel = {t: (1.0 if hi == lo else (s - lo) / (hi - lo)) for t, s in candidates}
    for t, _ in list(candidates[:expand]):  # expand: strong join partners of the top candidates
        for n, w in sorted(index.neighbours(t).items(), key=lambda kv: (-kv[1], kv[0]))[:expand]:
            if w >= 1.0:  # full containment, or most values and the same column name
                rel.setdefault(n, 0.0)
    chosen: list[tuple[str, float]] = []
    left = set(rel)
    while left and len(chosen) < k:
        def gain(t: str) -> float:
            link = max((index.weight(t, c) * rel[c] for c, _ in chosen), default=0.0)
            return rel[t] + alpha * link

        best = min(left, key=lambda t: (-gain(t), -rel[t], t))
        chosen.append((best, gain(best)))
        left.discard(best)
    # scores strictly decreasing along the ranking (TREC tools sort by score)
    return [(t, float(len(chosen) - rank)) for rank, (t, _) in enumerate(chosen)]


class JoinRetriever(Retriever):
    """A base retriever + the compatibility index + :func:`select`."""

    def __init__(self, base: Retriever, base_spec: str, alpha: float = 0.2, depth: int = 50) -> None:
        self.base, self.base_spec, self.alpha, self.depth = base, base_spec, alpha, depth
        self.name = f"join:{base_spec}"
        self.compat: CompatibilityIndex | None = None

    def index(self, tables: Sequence[Table], progress: bool = True) -> None:
        self._corpus_size = len(tables)
        self.base.index(tables, progress=progress)
        self.compat = CompatibilityIndex.build(tables)

    def search(self, questions: Sequence[str], k: int, progress: bool = True) -> list[Ranking]:
        if self.compat is None:
            raise ConfigError("join retriever used before index()")
        depth = min(max(k, self.depth), self._corpus_size)
        return [select(c, self.compat, k, self.alpha) for c in self.base.search(questions, depth, progress=progress)]

    def info(self) -> dict:
        return {"retriever": "join", "alpha": self.alpha, "depth": self.depth, "base": self.base.info(),
                "compatibility_index": self.compat.settings if self.compat else None}


def parse_spec(arg: str | None) -> tuple[str, float, int]:
    base, _, opts = (arg or "bm25").rpartition("@") if "@" in (arg or "") else (arg or "bm25", "", "")
    alpha, depth = 0.2, 50
    for opt in (o.strip() for o in opts.split(",") if o.strip()):
        key, _, value = opt.partition("=")
        try:
            if key == "alpha":
                alpha = float(value)
            elif key == "depth":
                depth = int(value)
            else:
                raise ValueError
        except ValueError:
            raise ConfigError(f"unknown or bad join option {opt!r} (alpha=X, depth=N)") from None
    if alpha < 0 or depth < 1:
        raise ConfigError(f"join needs alpha >= 0 and depth >= 1, got alpha={alpha}, depth={depth}")
    return base or "bm25", alpha, depth


def build_retriever(arg: str | None, options: EncoderOptions) -> JoinRetriever:
    from mt_raig.retrieval.registry import load_retriever

    base, alpha, depth = parse_spec(arg)
    return JoinRetriever(load_retriever(base, options), base, alpha, depth)


__all__ = ["JoinRetriever", "build_retriever", "parse_spec", "select"]
