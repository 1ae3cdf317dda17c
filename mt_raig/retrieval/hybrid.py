"""``hybrid[:A+B][@FUSION]``: two (or more) retrievers fused into one ranking.

Each part retrieves the same candidate depth (``depth``, default 100, at least ``k``); the rankings are fused
by normalised-score fusion (``score``, the default: each part's scores min-max scaled to [0, 1] over its
candidates, then ``sum_i w_i * s_i``) or reciprocal-rank fusion (``rrf``: ``sum_i w_i / (rrf_k + rank_i)``,
``rrf_k`` 60, Cormack et al. 2009); a table missing from a part's candidates adds nothing from it, and so does
every candidate of a part that scores them all alike (BM25 when no word of the question is in the corpus: its
candidates are then only the first table ids). Ties go to the smaller table id, so the run is deterministic.
The output is a plain ranked run.

``score`` is the default since session 14: on the train databases of the BIRD + BEAVER development set, where
defaults are chosen, the two are level (R@10 69.1 against 68.9), and on the sets with rows it is well ahead (the
text2sql-data check set +6.9 R@10, its rows-everywhere build +7.0; BENCHMARKS.md, "Score fusion by default"); a
BM25 score and a cosine say how sure each part is, which ranks throw away.

Spec examples: ``hybrid`` (``bm25+dense``, score), ``hybrid:bm25+dense@rrf``, ``hybrid:bm25+dense:BAAI/bge-small-en@rrf,w=0.3/0.7,depth=200``;
a part's own options stay with it (:mod:`mt_raig.retrieval.spec_options`): ``hybrid:bm25+dense@format=words``,
``hybrid:bm25+dense@format=words@rrf``.

    >>> fuse([[("a", 9.0), ("b", 5.0)], [("b", 0.9), ("c", 0.8)]], "rrf", rrf_k=60)
    [('b', 0.03252...), ('a', 0.01639...), ('c', 0.01612...)]
    >>> fuse([[("a", 9.0), ("b", 5.0), ("x", 1.0)], [("b", 0.9), ("c", 0.5)]], "score", weights=(0.5, 0.5))
    [('b', 0.75), ('a', 0.5), ('c', 0.0), ('x', 0.0)]
    >>> fuse([[("a", 0.0), ("b", 0.0)], [("b", 0.9), ("c", 0.5)]], "score")   # the first part orders nothing
    [('b', 1.0), ('a', 0.0), ('c', 0.0)]
"""

from __future__ import annotations

from typing import Sequence

from mt_raig.errors import ConfigError
from mt_raig.io.runs import Ranking
from mt_raig.retrieval.base import EncoderOptions, Retriever
from mt_raig.retrieval.spec_options import peel_options
from mt_raig.tables import Table

FUSIONS = ("rrf", "score")
DEFAULT_PARTS = ("bm25", "dense")
DEFAULT_FUSION = "score"


def fuse(rankings: Sequence[Ranking], method: str = "score", *, weights: Sequence[float] | None = None, rrf_k: int = 60) -> Ranking:
    """One ranking from several (see the module docstring); best first, ties by table id."""
    if method not in FUSIONS:
        raise ConfigError(f"fusion must be one of {', '.join(FUSIONS)}, got {method!r}")
    weights = tuple(weights) if weights is not None else (1.0,) * len(rankings)
    if len(weights) != len(rankings):
        raise ConfigError(f"{len(weights)} fusion weights for {len(rankings)} retrievers")
    fused: dict[str, float] = {}
    for w, ranking in zip(weights, rankings):
        if method == "rrf":
            for rank, (tid, _) in enumerate(ranking, start=1):
                fused[tid] = fused.get(tid, 0.0) + w / (rrf_k + rank)
        else:
            scores = [s for _, s in ranking]
            lo, hi = (min(scores), max(scores)) if scores else (0.0, 0.0)
            for tid, s in ranking:
                norm = 0.0 if hi == lo else (s - lo) / (hi - lo)  # all alike: this part orders nothing
                fused[tid] = fused.get(tid, 0.0) + w * norm
    return sorted(fused.items(), key=lambda kv: (-kv[1], kv[0]))


def parse_spec(arg: str | None) -> tuple[list[str], str, tuple[float, ...] | None, int]:
    """``A+B@rrf,w=0.3/0.7,depth=100`` -> (parts, fusion, weights, depth)."""
    # the last @ group is hybrid's when it names a hybrid option, else the last part's (dense@format=words)
    parts_text, opts = peel_options(arg or "", (*FUSIONS, "w", "depth"))
    parts = [p.strip() for p in parts_text.split("+") if p.strip()] if parts_text else list(DEFAULT_PARTS)
    if len(parts) < 2:
        raise ConfigError(f"hybrid needs two or more retrievers joined by '+', got {arg!r}")
    fusion, weights, depth = DEFAULT_FUSION, None, 100
    for opt in (o.strip() for o in opts.split(",") if o.strip()):
        if opt in FUSIONS:
            fusion = opt
        elif opt.startswith("w="):
            try:
                weights = tuple(float(x) for x in opt[2:].split("/"))
            except ValueError:
                raise ConfigError(f"hybrid weights must be numbers like w=0.3/0.7, got {opt!r}") from None
        elif opt.startswith("depth="):
            depth = int(opt[6:]) if opt[6:].isdigit() and int(opt[6:]) > 0 else -1
            if depth < 1:
                raise ConfigError(f"hybrid depth must be a positive integer, got {opt!r}")
        else:
            raise ConfigError(f"unknown hybrid option {opt!r} (rrf, score, w=A/B, depth=N)")
    if weights is not None and len(weights) != len(parts):
        raise ConfigError(f"{len(weights)} weights for {len(parts)} retrievers in {arg!r}")
    return parts, fusion, weights, depth


class HybridRetriever(Retriever):
    """Fusion of several retrievers over one corpus (see the module docstring)."""

    def __init__(self, parts: Sequence[Retriever], specs: Sequence[str], fusion: str = DEFAULT_FUSION,
                 weights: Sequence[float] | None = None, depth: int = 100, rrf_k: int = 60) -> None:
        self.parts, self.specs = list(parts), list(specs)
        self.fusion, self.weights, self.depth, self.rrf_k = fusion, tuple(weights) if weights else None, depth, rrf_k
        self.name = f"hybrid:{'+'.join(specs)}@{fusion}"

    def index(self, tables: Sequence[Table], progress: bool = True) -> None:
        self._corpus_size = len(tables)
        for part in self.parts:
            part.index(tables, progress=progress)

    def search(self, questions: Sequence[str], k: int, progress: bool = True) -> list[Ranking]:
        depth = min(max(k, self.depth), getattr(self, "_corpus_size", max(k, self.depth)))  # never past the corpus
        per_part = [part.search(questions, depth, progress=progress) for part in self.parts]
        return [fuse([runs[q] for runs in per_part], self.fusion, weights=self.weights, rrf_k=self.rrf_k)[:k]
                for q in range(len(questions))]

    def info(self) -> dict:
        return {"retriever": "hybrid", "fusion": self.fusion, "weights": list(self.weights) if self.weights else None,
                "depth": self.depth, "rrf_k": self.rrf_k if self.fusion == "rrf" else None,
                "parts": [p.info() for p in self.parts]}


def build_retriever(arg: str | None, options: EncoderOptions) -> HybridRetriever:
    from mt_raig.retrieval.registry import load_retriever

    specs, fusion, weights, depth = parse_spec(arg)
    return HybridRetriever([load_retriever(s, options) for s in specs], specs, fusion, weights, depth)


__all__ = ["DEFAULT_FUSION", "FUSIONS", "HybridRetriever", "build_retriever", "fuse", "parse_spec"]
