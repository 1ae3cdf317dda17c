"""Sparse BM25 over tables (bm25s), with a table-aware analyzer.

Tables are not prose: titles and headers come as ``Stadium_ID``, ``FullName``
or ``avg_dep_delay``, and a plain ``\\w+`` tokenizer keeps ``stadium_id`` as
one token that no question contains. The ``table`` analyzer splits snake_case,
camelCase and letter/digit runs, lowercases, drops English stopwords (bm25s' 179-word list), stems
with PyStemmer (Snowball English) and can repeat title and header tokens to
weight them above the cells. The ``plain`` analyzer (lowercased ``\\w+`` over
the paper's serialization, no stopwords, no stemming) is kept for comparison.

``neighbours=X`` (table analyzer only): each table also gets a second BM25 field holding the distinct
name and header words of the tables its key-named columns link it to within its database (the key-name links of
:func:`mt_raig.retrieval.compat_index.name_links`: ``driverId`` -> ``drivers``, a shared ``FCLT_BUILDING_KEY``),
scored like the table's own document and added at ``X`` x. A question naming what a table's *partners* hold then
finds the table whose own header is only keys. Chosen on the train databases of the BIRD + BEAVER development set
(``X = 1``; ``benchmarks/bm25_expansion.py``, BENCHMARKS.md). Off by default for ``bm25`` itself (the paper's BM25),
on (``X = 1``) for a BM25 under ``join:`` unless its spec sets it (:mod:`mt_raig.retrieval.join`); a no-op on a corpus
without such links (titles without ``" - "``, no key-named columns).

``cellfield=X`` (table analyzer only): the title and header words are the table's main document and its cells a
second BM25 field, added at ``X`` x. In one document (the default, as the paper's BM25 reads a table) a table's rows
set its length, so on a corpus where some tables carry rows and others only a header, BM25's length normalisation
pushes every table with rows below the schema-only ones: in the BIRD + BEAVER development set, where 38 of 681 dev
tables carry ten rows, ``bm25`` finds thrombosis_prediction's tables for 10% of its questions (dense MiniLM 93%). Two
fields normalise the header by header lengths and the rows by row lengths. ``X = 1`` (the unit weight, not tuned:
flat between 0.5 and 3 on the training databases): ``bm25`` R@10 61.8 -> 81.5 on train, 44.0 -> 58.0 on dev, 68.2 ->
69.8 on the 44-database wide training set, level on the check sets with rows everywhere; on the bundled sample R@2
71.1 -> 67.8, so the paper's one document stays the default for ``bm25`` itself; on (``X = 1``) for a BM25 under
``join:`` unless its spec sets it (BENCHMARKS.md, "Cells as their own BM25 field").

``titlefield=X`` (table analyzer only): the title's words also form a third BM25 field, added at ``X`` x. In the
main document a title word weighs less the longer the header is, so a question naming "laboratory tests" missed
thrombosis_prediction's 44-column ``Laboratory`` table (rank 81) for short synthea tables sharing "patient" and
"date"; the title field scores a table's name by the names' lengths. ``X = 1`` (the unit weight; flat from 1 to 3 on
the training databases): ``bm25:neighbours=1,cellfield=1`` R@10 82.4 -> 84.5 on train, 76.1 -> 78.7 on the wide
training set, 59.8 -> 65.5 dev, level on the check sets with rows everywhere and the sample. Off for ``bm25`` itself
(the paper's BM25), on (``X = 1``) for a BM25 under ``join:`` unless its spec sets it (BENCHMARKS.md, "The title as
its own BM25 field").
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass
from importlib.metadata import version
from typing import Sequence

import numpy as np
from tqdm.auto import tqdm

from mt_raig.errors import ConfigError, DataError
from mt_raig.retrieval.base import EncoderOptions, Ranking, Retriever, content_fingerprint
from mt_raig.retrieval.ranking import TieBreaker
from mt_raig.tables import Table

ANALYZERS = ("table", "plain")
_CACHE_LIMIT = 500_000
_WORD = re.compile(r"\w+")
# Zero-width boundaries inside one \w+ run: snake_case, camelCase, HTTPServer, letters|digits.
_SUBWORD_BOUNDARY = re.compile(r"_+|(?<=[a-z])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])|(?<=[^\W\d_])(?=\d)|(?<=\d)(?=[^\W\d_])")


def split_identifier(word: str) -> list[str]:
    """``"Area_km_2"`` -> ``["Area", "km", "2"]``; ``"FullName"`` -> ``["Full", "Name"]``."""
    return [part for part in _SUBWORD_BOUNDARY.split(word) if part]


@dataclass(frozen=True)
class AnalyzerSettings:
    """What the analyzer does; stored in the results so scores can be reproduced."""

    name: str
    split_identifiers: bool
    stopwords: str | None  # "en" (bm25s' 33 words), "en_plus" (its 179 words) or None
    stemmer: str | None  # a PyStemmer algorithm name or None
    title_weight: int  # repetitions of title tokens in the indexed document
    header_weight: int  # repetitions of header tokens
    fields: str  # "title+header+cells" (table analyzer) or "serialized" (plain)


class Analyzer:
    """Turns questions and tables into BM25 tokens."""

    def __init__(self, settings: AnalyzerSettings) -> None:
        self.settings = settings
        self._stopwords: frozenset[str] = frozenset()
        if settings.stopwords is not None:
            from bm25s import stopwords

            lists = {"en": stopwords.STOPWORDS_EN, "en_plus": stopwords.STOPWORDS_EN_PLUS}
            if settings.stopwords not in lists:
                raise ConfigError(f"unknown stopword list {settings.stopwords!r} (known: {', '.join(lists)})")
            self._stopwords = frozenset(lists[settings.stopwords])
        self._cache: dict[str, tuple[str, ...]] = {}  # word -> its tokens (analysis is per \w+ word)
        self._stem = None
        if settings.stemmer is not None:
            import Stemmer

            self._stem = Stemmer.Stemmer(settings.stemmer).stemWords

    def tokens(self, text: str) -> list[str]:
        out: list[str] = []
        cache = self._cache
        for word in _WORD.findall(text):
            analyzed = cache.get(word)
            if analyzed is None:
                analyzed = self._analyze_word(word)
                if len(cache) >= _CACHE_LIMIT:
                    cache.clear()
                cache[word] = analyzed
            out.extend(analyzed)
        return out

    def _analyze_word(self, word: str) -> tuple[str, ...]:
        parts = split_identifier(word) if self.settings.split_identifiers else [word]
        parts = [p.lower() for p in parts]
        if self._stopwords:
            parts = [p for p in parts if p not in self._stopwords]
        if self._stem is not None and parts:
            parts = self._stem(parts)
        return tuple(parts)

    def table_tokens(self, table: Table) -> list[str]:
        s = self.settings
        if s.fields == "serialized":
            return self.tokens(table.serialize())
        return self.schema_tokens(table) + self.cell_tokens(table)

    def schema_tokens(self, table: Table) -> list[str]:
        """The title's and header's words, each repeated by its weight (the whole document with ``cellfield=X``)."""
        s = self.settings
        return self.tokens(table.title) * s.title_weight + self.tokens(" ".join(table.header)) * s.header_weight

    def cell_tokens(self, table: Table) -> list[str]:
        """The cells' words, row by row."""
        return self.tokens(" ".join(" ".join(row) for row in table.cells))


def make_analyzer(name: str = "table", title_weight: int = 1, header_weight: int = 1) -> Analyzer:
    """The ``table`` (default) or ``plain`` analyzer; weights only apply to ``table``."""
    if name == "table":
        if title_weight < 1 or header_weight < 1:
            raise ConfigError(f"title/header weights are repetition counts >= 1, got {title_weight}/{header_weight}")
        return Analyzer(AnalyzerSettings("table", True, "en_plus", "english", title_weight, header_weight, "title+header+cells"))
    if name == "plain":
        return Analyzer(AnalyzerSettings("plain", False, None, None, 1, 1, "serialized"))
    raise ConfigError(f"unknown BM25 analyzer {name!r} (known: {', '.join(ANALYZERS)})")


class BM25Retriever(Retriever):
    """BM25 (bm25s, Lucene variant by default) over analyzed tables; exact scores, deterministic ties."""

    name = "bm25"

    def __init__(self, analyzer: Analyzer | None = None, k1: float = 1.5, b: float = 0.75, method: str = "lucene",
                 neighbours: float | None = None, cellfield: float | None = None, titlefield: float | None = None) -> None:
        self.analyzer = analyzer or make_analyzer()
        self.k1, self.b, self.method = k1, b, method
        if neighbours is not None and not (neighbours >= 0 and np.isfinite(neighbours)):
            raise ConfigError(f"bm25 neighbours weight must be >= 0, got {neighbours}")
        self.neighbours = neighbours  # None: not set by the spec (off; ``join:`` may turn it on), 0: off
        for name, weight in (("cellfield", cellfield), ("titlefield", titlefield)):
            if weight is not None and not (weight >= 0 and np.isfinite(weight)):
                raise ConfigError(f"bm25 {name} weight must be >= 0, got {weight}")
            if weight and self.analyzer.settings.name != "table":
                raise ConfigError(f"bm25 {name} applies to the table analyzer only")
        self.cellfield = cellfield  # None: not set by the spec (one document; ``join:`` may set it), 0: one document
        self.titlefield = titlefield  # None: not set by the spec (off; ``join:`` may set it), 0: off
        self._cells = None  # the cells' own field (cellfield=X), or None
        self._titles = None  # the titles' own field (titlefield=X), or None
        self._bm25 = None
        self._side = None  # the key-linked tables' words (neighbours=X), or None
        self._ties: TieBreaker | None = None
        self._fingerprint: str | None = None

    def index(self, tables: Sequence[Table], progress: bool = True) -> None:
        analyze = self.analyzer.schema_tokens if self.cellfield else self.analyzer.table_tokens
        docs = [analyze(t) for t in tqdm(tables, desc="bm25: analyzing tables (tables)", disable=not progress)]
        self.index_tokens([t.id for t in tables], docs, progress=progress)
        self._side = self._neighbour_field(tables) if self.neighbours else None
        self._cells = self._field([self.analyzer.cell_tokens(t) for t in tables]) if self.cellfield else None
        self._titles = self._field([self.analyzer.tokens(t.title) for t in tables]) if self.titlefield else None
        self._fingerprint = content_fingerprint(tables)

    def _field(self, docs: list[list[str]]):
        """A bm25s index of one more field of every table (its cells for ``cellfield=X``, its title for
        ``titlefield=X``: module docstring), ``docs`` in table order; ``None`` when no table has a word there."""
        import bm25s

        if not any(docs):
            return None
        field = bm25s.BM25(k1=self.k1, b=self.b, method=self.method)
        field.index(docs, show_progress=False)
        return field

    def _neighbour_field(self, tables: Sequence[Table]):
        """A bm25s index whose document for each table is the distinct name and header words of the tables its
        key-named columns link it to (module docstring); ``None`` when no table has such a link."""
        import bm25s

        from mt_raig.retrieval.compat_index import name_links

        names = {t.id: t.title.rsplit(" - ", 1)[-1] for t in tables}
        linked: dict[str, set[str]] = {t.id: set() for t in tables}
        for a, b, _ in name_links(tables, names):
            linked[a].add(b)
            linked[b].add(a)
        by_id = {t.id: t for t in tables}
        words = {t: self.analyzer.tokens(names[t]) + self.analyzer.tokens(" ".join(by_id[t].header))
                 for t in set().union(*linked.values())}
        docs = [list(dict.fromkeys(w for n in sorted(linked[t.id]) for w in words[n])) for t in tables]
        if not any(docs):
            return None
        side = bm25s.BM25(k1=self.k1, b=self.b, method=self.method)
        side.index(docs, show_progress=False)
        return side

    def index_tokens(self, table_ids: Sequence[str], docs: Sequence[list[str]], progress: bool = False) -> None:
        """Index already-analyzed documents (used by the benchmark to compare on the same tokens)."""
        import bm25s

        if not docs:
            raise DataError("cannot index an empty corpus (no tables)")
        if len(docs) != len(table_ids):
            raise ValueError(f"{len(docs)} token lists for {len(table_ids)} table ids")
        if not any(docs):
            raise DataError(f"nothing to index: none of the {len(docs)} tables has a token after analysis")
        self._bm25 = bm25s.BM25(k1=self.k1, b=self.b, method=self.method)
        self._bm25.index([list(d) for d in docs], show_progress=progress)
        self._ties = TieBreaker(table_ids)
        self._side = self._cells = self._titles = None  # no tables: index(tables) builds the other fields
        self._fingerprint = None

    def scores(self, query_tokens: list[str]) -> np.ndarray:
        """BM25 score of every indexed table for one analyzed question."""
        if self._bm25 is None:
            raise RuntimeError("search before index: call index(tables) first")
        ids = self._bm25.get_tokens_ids(query_tokens)
        scores = self._bm25.get_scores_from_ids(ids) if ids else np.zeros(len(self._ties.table_ids), dtype=np.float32)
        for field, weight in ((self._side, self.neighbours), (self._cells, self.cellfield), (self._titles, self.titlefield)):
            if field is not None:
                field_ids = field.get_tokens_ids(query_tokens)
                if field_ids:
                    scores = scores + np.float32(weight) * field.get_scores_from_ids(field_ids)
        return scores

    def search(self, questions: Sequence[str], k: int, progress: bool = True) -> list[Ranking]:
        queries = [self.analyzer.tokens(q) for q in questions]
        return self.search_tokens(queries, k, progress=progress)

    def search_tokens(self, queries: Sequence[list[str]], k: int, progress: bool = False) -> list[Ranking]:
        if self._ties is None:
            raise RuntimeError("search before index: call index(tables) first")
        return [self._ties.top_k(self.scores(q), k) for q in tqdm(queries, desc="bm25: searching (questions)", disable=not progress)]

    def info(self) -> dict:
        return {
            "retriever": "bm25",
            "library": f"bm25s {version('bm25s')}",
            "method": self.method,
            "k1": self.k1,
            "b": self.b,
            "analyzer": asdict(self.analyzer.settings),
            **({"neighbours": self.neighbours} if self.neighbours else {}),
            **({"cellfield": self.cellfield} if self.cellfield else {}),
            **({"titlefield": self.titlefield} if self.titlefield else {}),
            "corpus_fingerprint": self._fingerprint,
        }


BM25_OPTIONS = {"title": int, "header": int, "k1": float, "b": float, "neighbours": float, "cellfield": float,
                "titlefield": float}


def build_retriever(arg: str | None, options: EncoderOptions | None = None) -> BM25Retriever:
    """``bm25[:ANALYZER][,title=N,header=N,k1=X,b=X,neighbours=X,cellfield=X,titlefield=X]``, e.g.
    ``bm25:table,title=2``, ``bm25:plain``, ``bm25:neighbours=1`` (key-linked tables' words as a second field),
    ``bm25:cellfield=1`` (the cells as their own field) or ``bm25:titlefield=1`` (the title as its own field; module
    docstring)."""
    parts = [p.strip() for p in (arg or "table").split(",") if p.strip()]
    analyzer = "table"
    if parts and "=" not in parts[0]:
        analyzer = parts.pop(0)
    values: dict[str, float] = {}
    for part in parts:
        key, eq, raw = part.partition("=")
        if not eq or key not in BM25_OPTIONS:
            raise ConfigError(f"bm25:{arg}: unknown option {part!r} (known: {', '.join(BM25_OPTIONS)})")
        try:
            values[key] = BM25_OPTIONS[key](raw)
        except ValueError:
            raise ConfigError(f"bm25:{arg}: {key} must be a {BM25_OPTIONS[key].__name__}, got {raw!r}") from None
    if analyzer == "plain" and ({"title", "header", "neighbours", "cellfield", "titlefield"} & set(values)):
        raise ConfigError(f"bm25:{arg}: title/header/neighbours/cellfield/titlefield weights only apply to the table analyzer")
    return BM25Retriever(
        make_analyzer(analyzer, int(values.get("title", 1)), int(values.get("header", 1))),
        k1=values.get("k1", 1.5),
        b=values.get("b", 0.75),
        neighbours=values.get("neighbours"),
        cellfield=values.get("cellfield"),
        titlefield=values.get("titlefield"),
    )
