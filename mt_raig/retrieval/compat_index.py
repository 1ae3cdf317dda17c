"""The table-compatibility index behind ``join:`` retrieval: which tables of a corpus can be joined, and how well.

Built once over the corpus (no question involved). Two tables are joinable through a pair of columns when the
smaller column's distinct values lie in the other's (containment >= ``min_containment``, at least
``min_values`` shared values), found through an inverted index from normalised cell values to columns, so the
work grows with the shared values rather than with all pairs of tables (and memory stays bounded: prefix
filtering, :func:`_containing_pairs`). Values held by more than
``max_postings`` columns (``yes``, ``1``, ``2010``) are no evidence and are skipped; columns whose values are a
plain run of integers (row numbers, ranks, match numbers) link only when a column's name refers to the other
table (``customer_id`` -> ``customers``; :mod:`mt_raig.construction.keys`). A shared specific column name adds to the weight.

Names alone link tables too, for schema-only tables or row samples too small to overlap (a warehouse's first
ten rows of two tables rarely share a key value): within one *database* (the part of the title before the
first ``" - "``: ``"formula_1 - results"``; the page of a Wikipedia ``"Page - Section - Caption"`` title), a
key-named column that refers to another table (``driverId`` -> ``drivers``) links them with weight
``name_weight``, and a key-named column shared by several tables (``FCLT_BUILDING_KEY``) links each pair with
``name_weight`` x 2 / (number of tables sharing it), since a key every table carries says little about which
two belong together. The index records the corpus content fingerprint and refuses to serve an edited corpus
(like the dense index).

    >>> from mt_raig.tables import Table
    >>> a = Table.create("airlines", ["carrier", "name"], [["AA", "American"], ["UA", "United"]])
    >>> b = Table.create("delays", ["carrier", "minutes"], [["AA", "12"], ["UA", "7"], ["AA", "3"]])
    >>> idx = CompatibilityIndex.build([a, b])
    >>> round(idx.weight(a.id, b.id), 2)     # every carrier of one in the other (1.0), same column name (+0.5)
    1.5
"""

from __future__ import annotations

import math
import re
from collections import defaultdict
from pathlib import Path
from typing import Iterator, Sequence

from mt_raig.errors import DataError
from mt_raig.tables import Table

FORMAT = "mt-raig-compat-index/4"  # /2: key-name links; /3: "_uuid"/"_guid" key names name their entity; /4: numbers
# link two databases only through a key name


def _norm(v: str) -> str:
    return " ".join(str(v).lower().split())


_NUMBER = re.compile(r"[+-]?(?:\d+(?:[.,]\d+)*|\.\d+)")


_FLAGS = frozenset("true false yes no y n t f".split())


def _numbers(values: frozenset[str]) -> bool:
    """Whether every value of a column is a number (ids, counts, years): shared numbers say little across databases."""
    return all(_NUMBER.fullmatch(v) for v in values)


def database(title: str) -> str:
    """The part of a title before the first ``" - "`` (a SPIDER-style database, a Wikipedia page); ``""`` if none."""
    return title.split(" - ", 1)[0].strip().lower() if " - " in title else ""


def name_links(tables: Sequence[Table], names: dict[str, str], max_tables: int = 50) -> list[tuple[str, str, float]]:
    """``(a, b, weight)`` for tables of one database linked by their column names alone (module docstring)."""
    from mt_raig.construction.keys import looks_like_key, named_tables, normal_name, table_forms

    by_db: dict[str, list[Table]] = defaultdict(list)
    for t in tables:
        db = database(t.title)
        if db:
            by_db[db].append(t)
    links = []
    for members in by_db.values():
        if len(members) < 2:
            continue
        sharing: dict[str, set[str]] = defaultdict(set)  # key-named column -> tables holding it
        by_form: dict[str, list[str]] = defaultdict(list)  # a form of a table's name -> the tables (in order)
        for other in members:
            for form in table_forms(names[other.id]):
                by_form[form].append(other.id)
        for t in members:
            for col in t.header:
                if looks_like_key(col):
                    sharing[normal_name(col)].add(t.id)
                    named = {o for form in named_tables(col) for o in by_form.get(form, ())}
                    links += [(t.id, o.id, 1.0) for o in members if o.id in named and o.id != t.id]
        for holders in sharing.values():
            if 2 <= len(holders) <= max_tables:
                ordered = sorted(holders)
                w = 2.0 / len(ordered)
                links += [(x, y, w) for i, x in enumerate(ordered) for y in ordered[i + 1:]]
    return links


def _containing_pairs(columns: list, postings: dict[str, list[int]], min_containment: float, min_values: int,
                      max_postings: int) -> Iterator[tuple[int, int, int]]:
    """``(x, y, shared values)`` for the pairs of columns of different tables that pass the containment test.

    Prefix filtering keeps memory bounded (no table of all pairs sharing a value: at 200K tables, coincidental
    numbers make tens of millions of those): when the smaller column ``X`` must share ``t`` of its values
    with ``Y``, ``Y`` holds one of ``X``'s ``|X| - t + 1`` rarest values, so only the columns holding those
    are candidates, and each candidate's overlap is counted exactly. Values held by more than ``max_postings``
    columns count for no pair (no evidence).
    """
    def usable(c: int) -> list[str]:  # the column's values that count, rarest first (ties by value)
        return sorted((v for v in columns[c][2] if len(postings[v]) <= max_postings), key=lambda v: (len(postings[v]), v))

    for x in range(len(columns)):
        size = len(columns[x][2])
        need = max(min_values, math.ceil(min_containment * size - 1e-9))
        values = usable(x)
        if len(values) < need:
            continue
        seen: set[int] = set()
        for v in values[: len(values) - need + 1]:
            for y in postings[v]:
                # pairs are found from their smaller column (the lower index among equals)
                if y in seen or y == x or columns[y][0] == columns[x][0] or (len(columns[y][2]), y) < (size, x):
                    continue
                seen.add(y)
                other = columns[y][2]
                n = len(other.intersection(values))
                if n >= need:
                    yield (x, y, n) if x < y else (y, x, n)


class CompatibilityIndex:
    """``edges[a][b]``: the join weight of tables ``a`` and ``b`` in [0, 1.5] (containment + name bonus)."""

    def __init__(self, edges: dict[str, dict[str, float]], fingerprint: str, settings: dict) -> None:
        self.edges, self.fingerprint, self.settings = edges, fingerprint, settings

    @classmethod
    def build(cls, tables: Sequence[Table], *, min_containment: float = 0.6, min_values: int = 2, max_postings: int = 50,
              max_values: int = 1000, name_weight: float = 1.0) -> "CompatibilityIndex":
        from mt_raig.construction.keys import integer_run, is_generic_name, normal_name, refers_to
        from mt_raig.retrieval.base import content_fingerprint

        columns: list[tuple[str, str, frozenset[str], bool]] = []  # table id, column name, values, run of integers
        names = {t.id: t.title.rsplit(" - ", 1)[-1] for t in tables}
        dbs = {t.id: database(t.title) or t.id for t in tables}  # a title with no database part is its own
        for t in tables:
            for j, name in enumerate(t.header):
                values = frozenset(_norm(r[j]) for r in t.cells[:max_values] if j < len(r) and str(r[j]).strip())
                if len(values) >= min_values and not values <= _FLAGS:  # true/false of two tables: no join
                    columns.append((t.id, normal_name(name), values, integer_run(values)))
        postings: dict[str, list[int]] = defaultdict(list)  # value -> columns holding it, in column order
        for c, (_, _, values, _) in enumerate(columns):
            for v in values:
                postings[v].append(c)
        edges: dict[str, dict[str, float]] = defaultdict(dict)
        for x, y, n in _containing_pairs(columns, postings, min_containment, min_values, max_postings):
            (ta, na, va, ra), (tb, nb, vb, rb) = columns[x], columns[y]
            containment = n / min(len(va), len(vb))
            same_name = na == nb and not is_generic_name(na)
            # row numbers, ranks and other runs of integers are contained in each other everywhere: they link
            # only when a column's name points at the other table (customer_id -> customers)
            named_link = refers_to(na, names[tb]) or refers_to(nb, names[ta])
            if containment < min_containment or ((ra or rb) and not named_link):
                continue
            if (_numbers(va) or _numbers(vb)) and dbs[ta] != dbs[tb] and not named_link:
                continue  # ids 1-4 of one database inside another's car ids: coincidence, not a join (names link within one)
            weight = containment + (0.5 if same_name else 0.0)
            if weight > edges[ta].get(tb, 0.0):
                edges[ta][tb] = edges[tb][ta] = weight
        if name_weight > 0:
            for a, b, w in name_links(tables, names, max_postings):
                w *= name_weight
                if w > edges[a].get(b, 0.0):
                    edges[a][b] = edges[b][a] = w
        settings = {"min_containment": min_containment, "min_values": min_values, "max_postings": max_postings,
                    "max_values": max_values, "name_weight": name_weight}
        return cls(dict(edges), content_fingerprint(tables), settings)

    def weight(self, a: str, b: str) -> float:
        return self.edges.get(a, {}).get(b, 0.0)

    def neighbours(self, a: str, at_least: float = 0.0) -> dict[str, float]:
        """The tables linked to ``a`` with their weights (those weighing at least ``at_least``)."""
        own = self.edges.get(a, {})
        return own if at_least <= 0 else {t: w for t, w in own.items() if w >= at_least}

    def save(self, path: str | Path) -> Path:
        from mt_raig.atomic import write_json

        return write_json(path, {"format": FORMAT, "fingerprint": self.fingerprint, "settings": self.settings, "edges": self.edges}, indent=None)

    @classmethod
    def load(cls, path: str | Path, tables: Sequence[Table]) -> "CompatibilityIndex":
        """The index saved at ``path``; refused when it was built from another corpus (content fingerprint)."""
        from mt_raig.io.files import read_json
        from mt_raig.retrieval.base import content_fingerprint

        data = read_json(path)
        if not isinstance(data, dict) or not str(data.get("format", "")).startswith("mt-raig-compat-index/"):
            raise DataError(f"{path}: not a table-compatibility index ({FORMAT})")
        if data["format"] != FORMAT:
            raise DataError(f"{path}: a compatibility index of another version ({data['format']}, this one reads {FORMAT}); delete it to rebuild")
        if data["fingerprint"] != content_fingerprint(tables):
            raise DataError(f"{path}: the compatibility index was built from another corpus (content fingerprint differs); "
                            "delete it to rebuild")
        return cls(data["edges"], data["fingerprint"], data["settings"])


class SameDatabaseLinks:
    """A compatibility index with a weak link of ``weight`` (< 1) between any two tables of one database (the part of
    their titles before the first ``" - "``, :func:`database`), where the index has none or a weaker one.

    A question's tables come from one database (a warehouse, a Wikipedia page): once ``join:`` has chosen one, the
    other tables of its database are likelier partners than equally relevant tables elsewhere, even where no shared
    column says how they join (a generic ``ID`` column, ten-row samples sharing no key value). Below 1, the expand
    step's bar, so it never adds a table to the candidates; it only reorders them. Built per corpus, in memory (the
    members of each database, not its pairs).

        >>> from mt_raig.tables import Table
        >>> a, b, c = (Table.create(t, ["x"], []) for t in ("clinic - patient", "clinic - laboratory", "other - lab"))
        >>> links = SameDatabaseLinks(CompatibilityIndex({}, "-", {}), [a, b, c], 0.4)
        >>> links.weight(a.id, b.id), links.weight(a.id, c.id), links.neighbours(a.id) == {b.id: 0.4}
        (0.4, 0.0, True)
    """

    def __init__(self, index: CompatibilityIndex, tables: Sequence[Table], weight: float) -> None:
        if not 0 <= weight < 1:
            raise ValueError(f"a same-database link weighs at least 0 and less than 1 (a join's expand bar), got {weight}")
        self.index, self.link = index, weight
        self.database = {t.id: database(t.title) for t in tables}
        self.members: dict[str, list[str]] = defaultdict(list)
        for t in tables:
            if self.database[t.id]:
                self.members[self.database[t.id]].append(t.id)

    def weight(self, a: str, b: str) -> float:
        w = self.index.weight(a, b)
        return max(w, self.link) if a != b and self.database.get(a) and self.database.get(a) == self.database.get(b) else w

    def neighbours(self, a: str, at_least: float = 0.0) -> dict[str, float]:
        own = self.index.neighbours(a, at_least)
        db = self.database.get(a)
        if not db or self.link <= 0 or self.link < at_least:
            return own  # ("at_least=1", the expand bar: the index's strong links only, never a database's every table)
        out = {t: self.link for t in self.members[db] if t != a}
        out.update((t, w) for t, w in own.items() if w > out.get(t, 0.0))
        return out


__all__ = ["CompatibilityIndex", "SameDatabaseLinks", "database", "name_links"]
