"""Multi-table set collection (paper Section 2.2.1, Appendix A.1): joinable and topic-related sets.

- *Joinable* sets come from foreign keys (declared in SQLite or inferred, see :mod:`.sources`): each key
  gives a pair, and a table referencing several others gives that star (up to ``max_size`` tables); from the
  cells of record tables of one database (title prefix) when a column's values all occur in a unique column
  of the same name in another table; and from SQL queries that read two or more tables (``sqlglot``): joins,
  nested subqueries, INTERSECT / UNION / EXCEPT; the tables the query reads form a set.
- *Topic-related* sets: tables whose metadata share at least ``min_shared_titles`` of page / section /
  caption titles and whose headers differ by at most ``max_header_diff`` column names, compared exactly with
  numbers removed (so "2004 Broadway revival" matches "2010 Broadway revival"). Tables with only a plain
  title need that title to match (numbers removed). Ignoring numbers is the paper's rule, so a set may span
  pages that differ by a year; the report gives the share of topic sets within one page both ways
  (:func:`topic_purity`). Every pair in a set satisfies both rules; each table
  joins at most one topic set. Tables are grouped by keys (shared titles x header keys) instead of being
  compared pairwise, so the work grows linearly with the collection.

Every :class:`TableSet` carries the ``reason`` it was formed.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections import Counter, defaultdict
from dataclasses import asdict, dataclass
from itertools import combinations
from pathlib import Path
from typing import Iterable

from mt_raig.construction.sources import SourceTable, TableCollection
from mt_raig.errors import DataError

_NUMBER = re.compile(r"\d+(?:[.,:/]\d+)*")


@dataclass(frozen=True)
class TableSet:
    """A multi-table set: ``kind`` is ``joinable`` or ``topic``; ``reason`` says why these tables belong together."""

    id: str
    kind: str
    table_ids: tuple[str, ...]
    reason: str

    @classmethod
    def make(cls, kind: str, table_ids: Iterable[str], reason: str) -> "TableSet":
        ids = tuple(dict.fromkeys(table_ids))
        digest = hashlib.sha1("\n".join(sorted(ids)).encode("utf-8")).hexdigest()[:12]
        return cls(f"set-{digest}", kind, ids, reason)

    def to_dict(self) -> dict:
        d = asdict(self)
        d["table_ids"] = list(self.table_ids)
        return d

    @classmethod
    def from_dict(cls, d: dict) -> "TableSet":
        return cls(d["id"], d["kind"], tuple(d["table_ids"]), d["reason"])


def without_numbers(text: str) -> str:
    """``text`` with numbers removed and spaces collapsed: the paper's exact match "excluding numeric values"."""
    return " ".join(_NUMBER.sub(" ", text).split()).strip(" -_,.:;")


# ------------------------------------------------------------------------------------------------ joinable


def foreign_key_sets(collection: TableCollection, max_size: int = 4) -> list[TableSet]:
    """A pair per foreign key, and a star per table that references two or more others."""
    names = collection.by_name()
    out: list[TableSet] = []
    refs: dict[tuple[str, str], list] = defaultdict(list)
    for fk in collection.foreign_keys:
        child, parent = names.get((fk.database.lower(), fk.table.lower())), names.get((fk.database.lower(), fk.ref_table.lower()))
        if child is None or parent is None or child.id == parent.id:
            continue
        out.append(TableSet.make("joinable", [child.id, parent.id], fk.reason()))
        refs[(fk.database.lower(), fk.table.lower())].append((parent, fk))
    for (_, _), targets in refs.items():
        parents = list({p.id: (p, fk) for p, fk in targets}.values())
        if len(parents) >= 2:
            child = names[(targets[0][1].database.lower(), targets[0][1].table.lower())]
            ids = [child.id] + [p.id for p, _ in parents][: max_size - 1]
            out.append(TableSet.make("joinable", ids, "; ".join(fk.reason() for _, fk in parents[: max_size - 1])))
    return out


def inferred_record_sets(tables: list[SourceTable], min_rows: int = 2) -> list[TableSet]:
    """Pairs of record tables of one database (title prefix) with different schemas, where one table's column
    values all occur in the other's first column, whose values are unique (its key), and a name links the two
    (:func:`~mt_raig.construction.keys.name_evidence`: a shared specific name over values that are not a run of
    row numbers, or a column naming the other table). Columns such as ``id``, ``Rank``, ``Year``, ``#`` or an
    empty header, which unrelated tables share, never link on containment alone."""
    from mt_raig.construction.keys import integer_run, name_evidence

    groups: dict[str, list[SourceTable]] = defaultdict(list)
    for t in tables:
        if t.origin != "sqlite" and t.database:
            groups[t.database].append(t)
    out = []
    for db, members in groups.items():
        if len(members) > 200:
            continue  # a "database" this large is a title prefix shared by unrelated tables, not a schema
        keys = []
        for p in members:
            pv = [r[0] for r in p.table.cells if r and r[0] != ""]
            if p.table.header and len(pv) >= min_rows and len(set(pv)) == len(pv):
                keys.append((p, set(pv)))
        for c in members:
            hc = {h.lower() for h in c.table.header}
            for cj, col in enumerate(c.table.header):
                cv = {r[cj] for r in c.table.cells if cj < len(r) and r[cj] != ""}
                if not cv:
                    continue
                for p, pv in keys:
                    hp = {h.lower() for h in p.table.header}
                    if p.id == c.id or max(len(hp - hc), len(hc - hp)) <= 1:
                        continue  # same table, or same schema: topic-related, not a key join
                    why = name_evidence(col, p.table.header[0], p.name or p.table.title, run_of_integers=integer_run(cv))
                    if why and cv <= pv:
                        out.append(TableSet.make("joinable", [c.id, p.id], f"inferred key {c.table.title}.{col} -> {p.table.title}.{p.table.header[0]} ({why}; all values contained, unique in the target)"))
    return out


def query_tables(sql: str, dialect: str = "sqlite") -> list[str]:
    """Every table a query reads, in order of appearance: joins, comma joins, nested subqueries and the arms of
    INTERSECT / UNION / EXCEPT alike; names of common table expressions (``WITH t AS ...``) are not tables.

        >>> query_tables("SELECT name FROM singer WHERE id IN (SELECT singer_id FROM concert)")
        ['singer', 'concert']
        >>> query_tables("SELECT x FROM a INTERSECT SELECT x FROM b")
        ['a', 'b']
        >>> query_tables("WITH t AS (SELECT * FROM a) SELECT * FROM t JOIN b ON t.k = b.k")
        ['b', 'a']

    An unparsable query raises ``sqlglot.errors.SqlglotError``.
    """
    import sqlglot
    from sqlglot import exp

    tree = sqlglot.parse_one(sql, read=dialect)
    if tree is None:
        return []
    ctes = {c.alias_or_name.lower() for c in tree.find_all(exp.CTE)}
    return list(dict.fromkeys(t.name for t in tree.find_all(exp.Table) if t.name and t.name.lower() not in ctes))


def sql_join_sets(queries: Iterable[dict], collection: TableCollection, dialect: str = "sqlite") -> tuple[list[TableSet], Counter]:
    """Sets from multi-table SQL queries (``{"db_id", "query"}`` records, as in Spider); and counts of what was skipped.

    A query makes a set when it reads two or more tables, whether through a JOIN or not (a nested subquery,
    INTERSECT / UNION / EXCEPT): :func:`query_tables` reads every table it touches.
    """
    import sqlglot

    names = collection.by_name()
    out, skipped = [], Counter()
    for q in queries:
        db, sql = str(q.get("db_id", "")), q.get("query")
        if not isinstance(sql, str):
            skipped["malformed records"] += 1
            continue
        try:
            tables = query_tables(sql, dialect)
        except sqlglot.errors.SqlglotError:
            skipped["unparsable queries"] += 1
            continue
        if len({t.lower() for t in tables}) < 2:
            skipped["queries reading one table"] += 1
            continue
        found = [names.get((db.lower(), t.lower())) for t in tables]
        if any(f is None for f in found):
            skipped["queries naming tables not in the collection"] += 1
            continue
        ids = list(dict.fromkeys(f.id for f in found))
        out.append(TableSet.make("joinable", ids, f"SQL query ({db}): {' '.join(sql.split())[:200]}"))
    return out, skipped


def read_queries(path: str | Path) -> list[dict]:
    """``{"db_id", "query"}`` records from a JSON list (Spider's ``train_spider.json``) or JSONL."""
    path = Path(path)
    text = path.read_text(encoding="utf-8")
    try:
        records = [json.loads(line) for line in text.splitlines() if line.strip()] if path.suffix == ".jsonl" else json.loads(text)
    except json.JSONDecodeError as e:
        raise DataError(f"{path}: not JSON/JSONL ({e})") from None
    if not isinstance(records, list) or not all(isinstance(r, dict) for r in records):
        raise DataError(f"{path}: expected a list of {{db_id, query}} records")
    return records


# ------------------------------------------------------------------------------------------------ topic


def _titles(t: SourceTable) -> tuple[tuple[int, str], ...]:
    return tuple((i, v) for i, v in ((i, without_numbers(m)) for i, m in enumerate(t.meta)) if v)


def _header(t: SourceTable) -> frozenset[str]:
    return frozenset(h for h in (without_numbers(c) for c in t.table.header) if h)


def _header_keys(header: frozenset[str], max_header_diff: int) -> list[frozenset[str]]:
    """Keys two headers share exactly when they differ by at most ``max_header_diff`` (0 or 1) column names:
    the header itself and, for 1, the header less each one column (A = C+x and B = C+y share C; B = A+y shares A)."""
    keys = [header]
    if max_header_diff >= 1:
        keys += [header - {c} for c in header]
    return [k for k in keys if k]


def topic_sets(tables: list[SourceTable], *, min_shared_titles: int = 2, max_header_diff: int = 1, max_size: int = 4) -> list[TableSet]:
    """Topic-related sets (Appendix A.1); see the module docstring for the rule.

    Tables are grouped by (shared titles, header key): every pair in such a group meets both rules, so a group
    is a clique and is cut into sets of up to ``max_size`` unused tables, largest groups first. Linear in the
    number of tables and columns; no pair is compared.
    """
    if max_header_diff not in (0, 1):
        from mt_raig.errors import ConfigError

        raise ConfigError(f"max_header_diff must be 0 or 1, got {max_header_diff}")
    groups: dict[tuple, list[int]] = defaultdict(list)
    for i, t in enumerate(tables):
        titles = _titles(t)
        need = min(min_shared_titles, len(titles))
        if need == 0:
            continue
        hkeys = _header_keys(_header(t), max_header_diff)
        for tkey in combinations(titles, need):
            for hkey in hkeys:
                groups[(need, tkey, hkey)].append(i)
    order = sorted((g for g in groups.items() if len(g[1]) >= 2), key=lambda g: (-len(g[1]), repr((g[0][0], g[0][1], sorted(g[0][2])))))
    out, used = [], set()
    for (_, tkey, hkey), members in order:
        free = [i for i in dict.fromkeys(members) if i not in used]
        for start in range(0, len(free) - 1, max_size):
            chunk = free[start:start + max_size]
            if len(chunk) < 2:
                break
            used.update(chunk)
            names = ", ".join(repr(v) for _, v in tkey)
            out.append(TableSet.make("topic", [tables[k].id for k in chunk],
                                     f"topic: shared titles {names}; headers differ by <= {max_header_diff} column (common: {', '.join(sorted(hkey))})"))
    return out


# ------------------------------------------------------------------------------------------------ all


def collect_sets(collection: TableCollection, *, queries: Iterable[dict] = (), kinds: tuple[str, ...] = ("joinable", "topic"),
                 min_shared_titles: int = 2, max_header_diff: int = 1, max_size: int = 4) -> tuple[list[TableSet], dict]:
    """All sets (duplicates of the same tables kept once, the first reason wins) and a report of counts."""
    found: list[TableSet] = []
    skipped: Counter = Counter()
    if "joinable" in kinds:
        found += foreign_key_sets(collection, max_size)
        found += inferred_record_sets(collection.tables)
        q, skipped = sql_join_sets(queries, collection)
        found += q
    if "topic" in kinds:
        found += topic_sets(collection.tables, min_shared_titles=min_shared_titles, max_header_diff=max_header_diff, max_size=max_size)
    unique: dict[str, TableSet] = {}
    for s in found:
        if len(s.table_ids) >= 2:
            unique.setdefault(s.id, s)
    sets = list(unique.values())
    return sets, set_report(sets, len(collection.tables), skipped, collection.by_id())


def topic_purity(sets: Iterable[TableSet], tables: dict[str, SourceTable]) -> dict:
    """How many topic sets stay within one page, with the page titles compared both ways.

    The paper's rule (Appendix A.1) matches titles exactly *excluding numeric values*, on purpose: it groups
    tables across time and place ("2004 Broadway revival" with "2010 Broadway revival"), so a set may span
    pages whose titles differ only by a year ("2008 Summer Olympics" and "2012 Summer Olympics"). Purity with
    numbers ignored is therefore 1.0 by construction wherever the page title is one of the shared titles;
    with numbers counted it says how many sets are also within one literal page.

        >>> a = TableSet.make("topic", ["t1", "t2"], "")
        >>> from mt_raig.tables import Table
        >>> def st(i, page): return SourceTable(Table(i, page, ("x",), ()), (page, "Results", "Results"))
        >>> topic_purity([a], {"t1": st("t1", "2008 Summer Olympics"), "t2": st("t2", "2012 Summer Olympics")})
        {'topic_sets': 1, 'one_page_numbers_ignored': 1.0, 'one_page_numbers_counted': 0.0}
    """
    topic = [s for s in sets if s.kind == "topic"]
    if not topic:
        return {"topic_sets": 0, "one_page_numbers_ignored": None, "one_page_numbers_counted": None}

    def share(key) -> float:
        same = sum(len({key(tables[t]) for t in s.table_ids}) == 1 for s in topic)
        return round(same / len(topic), 4)

    def page(t: SourceTable) -> str:
        return " ".join((t.meta[0] if t.meta else t.table.title).split())

    return {"topic_sets": len(topic), "one_page_numbers_ignored": share(lambda t: without_numbers(page(t))),
            "one_page_numbers_counted": share(page)}


def set_report(sets: list[TableSet], n_tables: int, skipped: Counter | dict | None = None,
               tables: dict[str, SourceTable] | None = None) -> dict:
    """Set counts by kind, the size distribution, tables covered and (given the tables) topic purity."""
    report = {
        "tables": n_tables,
        "sets": len(sets),
        "by_kind": dict(Counter(s.kind for s in sets)),
        "size_distribution": {str(k): v for k, v in sorted(Counter(len(s.table_ids) for s in sets).items())},
        "tables_in_sets": len({t for s in sets for t in s.table_ids}),
        "skipped_queries": dict(skipped or {}),
    }
    if tables is not None:
        report["topic_purity"] = topic_purity(sets, tables)
    return report


__all__ = ["TableSet", "collect_sets", "foreign_key_sets", "inferred_record_sets", "sql_join_sets", "query_tables", "topic_sets", "read_queries", "set_report", "topic_purity", "without_numbers"]
