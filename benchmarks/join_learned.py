"""A *learned* step score for the greedy join-aware search of ``join:``: the experiment of issue 24, not adopted.

:func:`mt_raig.retrieval.join.select` takes, at each step, the candidate with the best hand-weighted
``relevance + alpha x link + gamma x new coverage``. Here the step score is ``FEATURES . coef``, coefficients
fitted by ``benchmarks/fit_join_weights.py`` on the *train* databases of the BIRD + BEAVER development set. The
search stays greedy and join-aware: a candidate's features are recomputed after every choice. With
``coef = HAND`` (relevance 1, link 1, new coverage 2, the rest 0: ``join:``'s defaults) it is exactly
:func:`~mt_raig.retrieval.join.select` (``tests/test_join_learned.py``), so the fitting script's greedy rows are
the shipped selector's.

Not adopted (figures in the fitting script's docstring): on the dev databases every fit lifted ``join:bm25``
(R@10 +0.9 to +4.2, all@10 +3.7 to +7.5) but none lifted ``join:dense`` and ``join:hybrid`` without losing R@10.
It lives here, beside its fitting script, rather than in the package, until a fit passes that bar; promoting it
is a ``select=learned`` entry in ``join.py``'s ``SELECTORS`` calling :func:`select_learned`.

Features of a candidate ``t`` given the tables already chosen (same candidate pool and scaled relevance as
greedy: :func:`mt_raig.retrieval.join_mip.candidate_pool`):

- ``rel``: the base score min-max scaled over the candidates (0 for an expanded table);
- ``log_rank``: log(1 + base rank), the expanded tables ranked just after the last candidate;
- ``expanded``: 1 for a table added by the expand step;
- ``link``: max over chosen ``c`` of join weight(t, c) x rel(c) (greedy's link term);
- ``link_any``: max over chosen ``c`` of join weight(t, c), whatever ``c``'s relevance;
- ``n_links``: log(1 + number of chosen tables ``t`` joins);
- ``joins_first``: 1 when ``t`` joins the first chosen table;
- ``new_cover``: the idf-weighted share of the question's words ``t`` holds that no chosen table holds yet;
- ``cover``: the share of the question's words ``t`` holds;
- ``same_db_first``: 1 when ``t`` is in the first chosen table's database (title before the first ``" - "``;
  :func:`mt_raig.retrieval.compat_index.database`; 0 when either has none).
"""

from __future__ import annotations

import math
from typing import Callable, Sequence

import numpy as np

from mt_raig.io.runs import Ranking
from mt_raig.retrieval.compat_index import CompatibilityIndex
from mt_raig.retrieval.join_mip import candidate_pool

FEATURES = ("rel", "log_rank", "expanded", "link", "link_any", "n_links", "joins_first", "new_cover", "cover",
            "same_db_first")
HAND = {"rel": 1.0, "link": 1.0, "new_cover": 2.0}  # join.select's defaults (alpha=1, gamma=2) as coefficients


def as_vector(coef: dict[str, float]) -> np.ndarray:
    """``coef`` in :data:`FEATURES` order (missing features 0)."""
    unknown = set(coef) - set(FEATURES)
    if unknown:
        raise ValueError(f"unknown join features {sorted(unknown)}")
    return np.array([float(coef.get(f, 0.0)) for f in FEATURES])


class SelectionState:
    """The candidate pool of one question and the features of its remaining candidates, kept up to date as
    tables are chosen (used by :func:`select_learned` and by the fitting script's roll-outs)."""

    def __init__(self, candidates: Ranking, index: CompatibilityIndex, expand: int = 5,
                 covers: Callable[[str], dict[str, float]] | None = None,
                 database: Callable[[str], str] | None = None) -> None:
        rel = candidate_pool(candidates, index, expand)
        self.ids = list(rel)
        self.pos = {t: i for i, t in enumerate(self.ids)}
        self.index = index
        n = len(self.ids)
        base_rank = {t: r for r, (t, _) in enumerate(candidates)}
        self.rel = np.array([rel[t] for t in self.ids])
        self.log_rank = np.array([math.log1p(base_rank.get(t, len(candidates))) for t in self.ids])
        self.expanded = np.array([0.0 if t in base_rank else 1.0 for t in self.ids])
        self.link, self.link_any = np.zeros(n), np.zeros(n)
        self.n_links, self.joins_first, self.same_db_first = np.zeros(n), np.zeros(n), np.zeros(n)
        cover = [covers(t) for t in self.ids] if covers is not None else [{} for _ in self.ids]
        words = sorted({w for c in cover for w in c})
        col = {w: j for j, w in enumerate(words)}
        self.shares = np.zeros((n, len(words)))
        for i, c in enumerate(cover):
            for w, v in c.items():
                self.shares[i, col[w]] = v
        self.uncovered = np.ones(len(words))
        self.cover = self.shares.sum(axis=1)
        self.db = [database(t) if database is not None else "" for t in self.ids]
        self.left = np.ones(n, dtype=bool)
        self.chosen: list[str] = []

    def features(self) -> np.ndarray:
        """``(number of candidates, len(FEATURES))``: every candidate's features now (chosen ones included;
        mask them with :attr:`left`)."""
        new_cover = self.shares @ self.uncovered
        return np.column_stack([self.rel, self.log_rank, self.expanded, self.link, self.link_any,
                                np.log1p(self.n_links), self.joins_first, new_cover, self.cover, self.same_db_first])

    def take(self, i: int) -> None:
        """Choose candidate ``i`` and update the others' features."""
        t = self.ids[i]
        first = not self.chosen
        self.chosen.append(t)
        self.left[i] = False
        for n, w in self.index.neighbours(t).items():
            j = self.pos.get(n)
            if j is None or w <= 0:
                continue
            self.link[j] = max(self.link[j], w * self.rel[i])
            self.link_any[j] = max(self.link_any[j], w)
            self.n_links[j] += 1
            if first:
                self.joins_first[j] = 1.0
        if first and self.db[i]:
            self.same_db_first = np.array([1.0 if d == self.db[i] else 0.0 for d in self.db])
        self.uncovered[self.shares[i] > 0] = 0.0

    def best(self, w: np.ndarray, among: np.ndarray | None = None) -> int:
        """The remaining candidate (of ``among``, a mask, if given) with the best score ``features . w`` (ties:
        higher relevance, then id)."""
        score = self.features() @ w
        left = np.flatnonzero(self.left if among is None else self.left & among)
        return int(min(left, key=lambda i: (-round(float(score[i]), 12), -self.rel[i], self.ids[i])))


def select_learned(candidates: Ranking, index: CompatibilityIndex, k: int, expand: int = 5,
                   covers: Callable[[str], dict[str, float]] | None = None,
                   database: Callable[[str], str] | None = None, coef: dict[str, float] | None = None) -> Ranking:
    """Greedy join-aware order of ``candidates`` (``(table_id, base score)``, best first) by the learned step
    score (module docstring); :func:`~mt_raig.retrieval.join.select`'s contract (scores strictly decreasing)."""
    if not candidates:
        return []
    state = SelectionState(candidates, index, expand, covers, database)
    w = as_vector(HAND if coef is None else coef)
    while state.left.any() and len(state.chosen) < k:
        state.take(state.best(w))
    return [(t, float(len(state.chosen) - r)) for r, t in enumerate(state.chosen)]


def rollout_steps(state: SelectionState, gold: Sequence[str], w: np.ndarray, k: int,
                  forced: bool = False) -> list[tuple[np.ndarray, np.ndarray]]:
    """The fitting data of one question: at each of the first ``k`` steps while a gold table is left in the pool,
    ``(features of the remaining candidates, which of them are gold)``; the steps follow ``w``'s own choices, or
    with ``forced`` (teacher forcing) its best-scored gold table."""
    gold_set, steps = set(gold), []
    gold_mask = np.array([t in gold_set for t in state.ids])
    while state.left.any() and len(state.chosen) < k:
        left = np.flatnonzero(state.left)
        is_gold = np.array([state.ids[i] in gold_set for i in left])
        if not is_gold.any():
            break
        steps.append((state.features()[left], is_gold))
        state.take(state.best(w, gold_mask if forced else None))
    return steps


__all__ = ["FEATURES", "HAND", "SelectionState", "as_vector", "rollout_steps", "select_learned"]
