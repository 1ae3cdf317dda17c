"""``join:<base spec>``: join-aware selection of a table *set* over a base retriever's candidates.

In the spirit of JAR (Chen et al., ACL 2024), REaR (2025) and the greedy join-aware search of Boutaleb et al.
(2025), without an LLM: the base retriever (``bm25``, ``dense``, ``hybrid:...``) ranks ``depth`` candidates
(default 50); tables joinable to them through the corpus's compatibility index
(:mod:`mt_raig.retrieval.compat_index`) are added as candidates too (the *expand* step: a gold table that shares
no word with the question can still be reached through its key); then a greedy search builds the ranking one
table at a time, each step taking the candidate with the best

    relevance (base score, min-max scaled over the candidates; 0 for an expanded table)
    + ``alpha`` x max over the tables already chosen of (join weight x that table's relevance; any two tables of one
      database weigh at least ``samedb``, 0.4 by default: :class:`mt_raig.retrieval.compat_index.SameDatabaseLinks`)
    + ``gamma`` x the share of the question's words (idf-weighted) the table covers that no chosen table covers,

so the tables that complete a joinable set move up next to the table that needs them, and a table that answers
another *part* of the question (JAR's coverage of the question's parts, with words as the parts) beats a second
table on the part already answered. Candidates left after ``k`` follow in base order. With ``select=mip`` the
first ``size`` (default 5) are the exact optimum of relevance + coverage + each table's best join inside the set
(:mod:`mt_raig.retrieval.join_mip`, scipy's HiGHS), in greedy's order, followed by greedy's order of the rest. The output is a
plain ranked run, so metrics, TREC files, generators and the leaderboard take it unchanged.

Defaults (``alpha=1.0``, ``gamma=2.0``, ``depth=50``, ``expand=5``) were chosen on the *train* databases of the
BIRD + BEAVER development set (``dataset_script/devsets/bird_beaver``: the best R@10 and all@10 there for each of
the bm25, dense and hybrid bases) and are reported on its dev databases (BENCHMARKS.md).

A BM25 in the base (``join:bm25``, the bm25 part of ``join:hybrid``) also reads the words of the tables its
key-named columns link it to (``bm25:neighbours=1``, :mod:`mt_raig.retrieval.bm25`), so a table whose own header is
only keys is in the pool when the question names what it joins to: ``join:bm25@neighbours=0`` (or a base spec that
sets ``neighbours``) keeps the plain base. On since session 13, after every set's figures were seen: +0.6 R@10 /
+1.8 all@10 on train, +3.6 / +5.6 on the rows-everywhere check set, level or below on the sets without rows
(BENCHMARKS.md, "Key-linked words under join"). Since session 24 it also reads a table's cells as their own field
(``bm25:cellfield=1``; ``join:bm25@cellfield=0`` gives the one document back), so rows no longer make a table's
header "long" against schema-only tables: ``join:bm25`` R@10 +7.9 on train, +4.4 dev, +0.6 on the 44-database wide
training set, +1.2 / +0.3 / -1.2 on the check set, its rows build and that build with distractors, level on the
sample (BENCHMARKS.md, "Cells as their own BM25 field"). Since session 25 its title is a field of its own too
(``bm25:titlefield=1``; ``join:bm25@titlefield=0`` turns it off), so a wide table's long header no longer hides the
name the question says ("laboratory tests"): ``join:bm25`` R@10 +1.1 on train, +2.3 on the wide training set, +7.1
dev, +0.2 / +0.5 / +1.9 on the check set, its rows build and that build with distractors, level on the sample
(BENCHMARKS.md, "The title as its own BM25 field").

Since session 25 any two tables of one database (their titles' part before the first ``" - "``) count as weakly
joined (``samedb=0.4``; ``join:bm25@samedb=0`` turns it off): a question's tables come from one database, even where
no column says how they join (a generic ``ID`` whose ten-row samples share no value). Below 1, the expand bar, it
only reorders the candidates. Chosen on the training sets (the best ``join:hybrid`` R@10 on train and the wide set,
level with 0.6 for ``join:bm25``): ``join:bm25`` R@10 +0.5 train, +1.1 wide, +1.6 dev, +0.1 to +2.0 on the check
sets; ``join:hybrid`` +0.8 to +2.0 everywhere; ``join:dense`` -1.3 on dev, up elsewhere; the sample unchanged
(BENCHMARKS.md, "A weak link between tables of one database").

A hybrid base whose spec sets no weights gives its BM25 parts ``lexical`` (default 0.4) of the fusion and the
others the rest (``join:hybrid@lexical=0.5`` gives the even fusion back): the coverage term already counts the
question's words a table holds, so an even fusion counts that evidence twice. Chosen in session 24 on the
training databases, with every other set's figures seen in the same sweeps: on the 44-database wide training set
(which holds the seven train databases) ``join:hybrid`` R@10 / all@10 is 82.3 / 72.9 at 0.4 against 81.4 / 72.0
at 0.5; the seven train databases alone prefer 0.5-0.6 (84.8 / 70.3 at 0.5, 83.5 / 68.5 at 0.4) once the BM25 part
reads its cells as a field. Level or better at 0.4 on dev and the check sets (BENCHMARKS.md, "A lexical share
under join").

Spec: ``join`` (= ``join:bm25``), ``join:hybrid``, ``join:dense:MODEL``; options after ``@``:
``join:bm25@alpha=0.6,gamma=1,depth=50,expand=5,select=greedy,neighbours=1,titlefield=1`` (``select=mip,size=5``;
``join:hybrid@lexical=0.3``, ``join:bm25@samedb=0``); a base with options of its
own keeps them: ``join:hybrid:bm25+dense@score`` or, with join's, ``join:hybrid:bm25+dense@score@alpha=0.5``;
``join:dense@format=words``, ``join:hybrid:bm25+dense@format=words`` (:mod:`mt_raig.retrieval.spec_options`).
"""

from __future__ import annotations

import math
from collections import Counter
from pathlib import Path
from typing import Callable, Sequence

from mt_raig.errors import ConfigError
from mt_raig.io.runs import Ranking
from mt_raig.retrieval.base import EncoderOptions, Retriever
from mt_raig.retrieval.bm25 import BM25Retriever
from mt_raig.retrieval.compat_index import CompatibilityIndex, SameDatabaseLinks
from mt_raig.retrieval.hybrid import HybridRetriever
from mt_raig.retrieval.join_mip import candidate_pool as relevance
from mt_raig.retrieval.join_mip import select_mip
from mt_raig.retrieval.spec_options import peel_options
from mt_raig.tables import Table

INDEX_FILE = "compat_index.json"
OPTIONS = {"alpha": float, "gamma": float, "depth": int, "expand": int, "select": str, "size": int, "neighbours": float,
           "cellfield": float, "titlefield": float, "lexical": float, "samedb": float}
DEFAULTS = {"alpha": 1.0, "gamma": 2.0, "depth": 50, "expand": 5, "select": "greedy", "size": 5, "neighbours": 1.0,
            "cellfield": 1.0, "titlefield": 1.0, "lexical": 0.4, "samedb": 0.4}
SELECTORS = ("greedy", "mip")


def select(candidates: Ranking, index: CompatibilityIndex | SameDatabaseLinks, k: int, alpha: float = 1.0, expand: int = 5,
           gamma: float = 0.0, covers: Callable[[str], dict[str, float]] | None = None) -> Ranking:
    """Greedy join-aware order of ``candidates`` (``(table_id, base score)``, best first); see the module docstring.

    ``covers(table_id)`` gives the question words a table holds with their share of the question's weight
    (summing to at most 1 over the question's words); without it there is no coverage term.
    """
    if not candidates:
        return []
    rel = relevance(candidates, index, expand)
    cover = {t: covers(t) for t in rel} if covers is not None and gamma > 0 else {}
    holders: dict[str, list[str]] = {}
    for t, words in cover.items():
        for w in words:
            holders.setdefault(w, []).append(t)
    link = dict.fromkeys(rel, 0.0)  # max over chosen c of weight(t, c) x rel[c], kept up to date
    new = {t: sum(cover.get(t, {}).values()) for t in rel}  # share of still-uncovered question words t holds
    covered: set[str] = set()
    chosen: list[str] = []
    left = set(rel)
    while left and len(chosen) < k:
        best = min(left, key=lambda t: (-(rel[t] + alpha * link[t] + gamma * new[t]), -rel[t], t))
        chosen.append(best)
        left.discard(best)
        for n in left:  # the remaining candidates only (a database's weak links to its every table need not be listed)
            if (w := index.weight(best, n)) * rel[best] > link[n]:
                link[n] = w * rel[best]
        fresh = [w for w in cover.get(best, {}) if w not in covered]
        covered.update(fresh)
        for t in {t for w in fresh for t in holders[w] if t in left}:
            new[t] = sum(v for w, v in cover[t].items() if w not in covered)
    # scores strictly decreasing along the ranking (TREC tools sort by score)
    return [(t, float(len(chosen) - rank)) for rank, t in enumerate(chosen)]


class QuestionCoverage:
    """Which words of a question each table holds, weighted by idf over the corpus (the coverage term).

    Uses BM25's ``table`` analyzer (stemming, identifier splitting, stopwords), so ``driverId`` covers "drivers".
    Document frequencies are counted once at index time; a table's word set is analysed when it is a candidate.
    """

    def __init__(self, tables: Sequence[Table]) -> None:
        from mt_raig.retrieval.bm25 import make_analyzer

        self.analyzer = make_analyzer("table")
        self.tables = {t.id: t for t in tables}
        df: Counter = Counter()
        for t in tables:
            df.update(set(self.analyzer.table_tokens(t)))
        n = len(tables)
        self.idf = {w: math.log(1.0 + n / c) for w, c in df.items()}
        self._words: dict[str, frozenset[str]] = {}

    def words(self, table_id: str) -> frozenset[str]:
        if table_id not in self._words:
            if len(self._words) > 50_000:  # bounded memory on large corpora
                self._words.clear()
            self._words[table_id] = frozenset(self.analyzer.table_tokens(self.tables[table_id]))
        return self._words[table_id]

    def for_question(self, question: str) -> Callable[[str], dict[str, float]]:
        weights = {w: self.idf[w] for w in set(self.analyzer.tokens(question)) if w in self.idf}
        total = sum(weights.values()) or 1.0
        shares = {w: v / total for w, v in weights.items()}
        return lambda table_id: {w: v for w, v in shares.items() if w in self.words(table_id)}


class JoinRetriever(Retriever):
    """A base retriever + the compatibility index + :func:`select` (or the MIP)."""

    def __init__(self, base: Retriever, base_spec: str, alpha: float = 1.0, depth: int = 50, *, gamma: float = 2.0,
                 expand: int = 5, selector: str = "greedy", size: int = 5, neighbours: float = 1.0,
                 cellfield: float = 1.0, titlefield: float = 1.0, lexical: float = 0.4, samedb: float = 0.4) -> None:
        if not 0 <= samedb < 1:
            raise ConfigError(f"join samedb=X is a weak link between tables of one database, 0 <= X < 1, got {samedb}")
        self.base, self.base_spec, self.size, self.samedb = base, base_spec, size, samedb
        self.neighbours, self.cellfield, self.titlefield, self.lexical = neighbours, cellfield, titlefield, lexical
        set_bm25_fields(base, neighbours, cellfield, titlefield)
        weigh_lexical_parts(base, lexical)
        self.alpha, self.gamma, self.depth, self.expand, self.selector = alpha, gamma, depth, expand, selector
        self.name = f"join:{base_spec}"
        self.compat: CompatibilityIndex | None = None
        self.links: CompatibilityIndex | SameDatabaseLinks | None = None  # the index + same-database links (samedb)
        self.coverage: QuestionCoverage | None = None

    def index(self, tables: Sequence[Table], progress: bool = True) -> None:
        self.index_or_load(tables, None, progress=progress)

    def index_or_load(self, tables: Sequence[Table], folder: str | Path | None, progress: bool = True) -> bool:
        """:meth:`index`, with the compatibility index saved in ``folder`` (and the base's, if dense) and reused
        next time; a saved index built from another corpus is refused (content fingerprint). ``folder=None``
        keeps everything in memory. Returns whether the compatibility index was loaded."""
        self._corpus_size = len(tables)
        path = Path(folder) / INDEX_FILE if folder is not None else None
        if path is not None and hasattr(self.base, "index_or_load"):
            self.base.index_or_load(tables, path.parent / "base", progress=progress)
        else:
            self.base.index(tables, progress=progress)
        loaded = path is not None and path.exists()
        self.compat = CompatibilityIndex.load(path, tables) if loaded else CompatibilityIndex.build(tables)
        if path is not None and not loaded:
            path.parent.mkdir(parents=True, exist_ok=True)
            self.compat.save(path)
        self.links = SameDatabaseLinks(self.compat, tables, self.samedb) if self.samedb > 0 else self.compat
        self.coverage = QuestionCoverage(tables) if self.gamma > 0 else None
        return loaded

    def search(self, questions: Sequence[str], k: int, progress: bool = True) -> list[Ranking]:
        if self.links is None:
            raise ConfigError("join retriever used before index()")
        depth = min(max(k, self.depth), self._corpus_size)
        out = []
        for q, cands in zip(questions, self.base.search(questions, depth, progress=progress)):
            covers = self.coverage.for_question(q) if self.coverage is not None else None
            if self.selector == "mip":
                # the exact best set of `size` tables first, in greedy's order, then greedy's order of the rest
                greedy = [t for t, _ in select(cands, self.links, len(cands) + self.expand ** 2, self.alpha, self.expand,
                                               self.gamma, covers)]
                head = [t for t, _ in select_mip(cands, self.links, min(k, self.size), self.alpha, self.expand,
                                                 gamma=self.gamma, covers=covers, order=greedy)]
                rest = [t for t in greedy if t not in head]
                ranked = (head + rest)[:max(k, len(head))]
                out.append([(t, float(len(ranked) - r)) for r, t in enumerate(ranked)])
            else:
                out.append(select(cands, self.links, k, self.alpha, self.expand, self.gamma, covers))
        return out

    def info(self) -> dict:
        return {"retriever": "join", "alpha": self.alpha, "gamma": self.gamma, "depth": self.depth, "expand": self.expand,
                "neighbours": self.neighbours, "cellfield": self.cellfield, "titlefield": self.titlefield,
                "lexical": self.lexical, "samedb": self.samedb,
                "select": self.selector, **({"size": self.size} if self.selector == "mip" else {}), "base": self.base.info(),
                "compatibility_index": self.compat.settings if self.compat else None}


def parse_spec(arg: str | None) -> tuple[str, dict]:
    """``(base spec, options)`` from ``BASE[@key=value,...]``; unknown or bad options are refused."""
    # the last @ group is join's when it names a join option, else the base's own (join:hybrid:bm25+dense@score)
    base, opts = peel_options(arg or "bm25", OPTIONS)
    options = dict(DEFAULTS)
    for opt in (o.strip() for o in opts.split(",") if o.strip()):
        key, _, value = opt.partition("=")
        try:
            options[key] = OPTIONS[key](value)
        except (KeyError, ValueError):
            raise ConfigError(f"unknown or bad join option {opt!r} (alpha=X, gamma=X, depth=N, expand=N, select=greedy|mip, size=N, "
                              "neighbours=X, cellfield=X, titlefield=X, lexical=X, samedb=X)") from None
    fields = (options["neighbours"], options["cellfield"], options["titlefield"])
    if min(options["alpha"], options["gamma"], options["expand"], *fields) < 0 or min(options["depth"], options["size"]) < 1 \
            or not all(map(math.isfinite, fields)):
        raise ConfigError(f"join needs alpha, gamma, expand, neighbours, cellfield, titlefield >= 0 and depth, size >= 1, got {opts}")
    if not 0 < options["lexical"] < 1:
        raise ConfigError(f"join lexical=X is the BM25 parts' share of a hybrid base's fusion, strictly between 0 and 1, got {opts}")
    if not 0 <= options["samedb"] < 1:
        raise ConfigError(f"join samedb=X is a weak link between tables of one database, 0 <= X < 1, got {opts}")
    if options["select"] not in SELECTORS:
        raise ConfigError(f"join select={options['select']!r}: known {', '.join(SELECTORS)}")
    return base or "bm25", options


def build_retriever(arg: str | None, options: EncoderOptions) -> JoinRetriever:
    from mt_raig.retrieval.registry import load_retriever

    base, o = parse_spec(arg)
    return JoinRetriever(load_retriever(base, options), base, o["alpha"], o["depth"], gamma=o["gamma"], expand=o["expand"],
                         selector=o["select"], size=o["size"], neighbours=o["neighbours"], cellfield=o["cellfield"],
                         titlefield=o["titlefield"], lexical=o["lexical"], samedb=o["samedb"])


def set_bm25_fields(retriever: Retriever, neighbours: float, cellfield: float, titlefield: float = 0.0) -> None:
    """Give every table-analyzer BM25 in ``retriever`` (itself, or a hybrid's parts) the fields its spec left unset
    (:mod:`mt_raig.retrieval.bm25`): the words of its key-linked tables at ``neighbours`` (under ``join:`` a BM25 base
    reads what a key-only table joins to, as the selection step does), its cells as their own field at
    ``cellfield`` (a table's rows no longer make its header "long") and its title as its own field at ``titlefield``
    (a long header no longer hides the table's name). Called before the base is indexed."""
    if isinstance(retriever, BM25Retriever) and retriever.analyzer.settings.name == "table":
        for name, weight in (("neighbours", neighbours), ("cellfield", cellfield), ("titlefield", titlefield)):
            if getattr(retriever, name) is None:
                setattr(retriever, name, weight)
    elif isinstance(retriever, HybridRetriever):
        for part in retriever.parts:
            set_bm25_fields(part, neighbours, cellfield, titlefield)


def weigh_lexical_parts(retriever: Retriever, share: float) -> None:
    """Give the BM25 parts of a hybrid base whose spec set no weights ``share`` of the fusion (the other parts the
    rest), so the base's relevance leans on the dense part: join's coverage term already counts the question's
    words a table holds, and an evenly fused base counts that lexical evidence twice. Called before searching."""
    if isinstance(retriever, HybridRetriever) and retriever.weights is None:
        lexical = [spec.split(":", 1)[0].split("@", 1)[0] == "bm25" for spec in retriever.specs]
        if any(lexical) and not all(lexical):
            n = sum(lexical)
            retriever.weights = tuple(share / n if lex else (1 - share) / (len(lexical) - n) for lex in lexical)


__all__ = ["JoinRetriever", "QuestionCoverage", "build_retriever", "parse_spec", "select", "set_bm25_fields",
           "weigh_lexical_parts"]
