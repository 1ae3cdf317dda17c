"""Read a table collection (SQLite databases, official corpora, JSON/JSONL records, CSV files) into one form.

Every table becomes a :class:`SourceTable`: the :class:`~mt_raig.tables.Table` itself, the metadata titles the
topic grouper compares (page, section, caption; from record fields when given, otherwise split from the title
at " - ", the Open-WikiTable convention), and, for SQLite, its database and name. SQLite foreign keys come back
as :class:`ForeignKey` records, declared ones from ``PRAGMA foreign_key_list`` and, when asked, inferred ones:
a column whose non-null values all occur in a unique column of another table, checked by SQL over the whole
table, and linked to it by evidence beyond containment (:mod:`.keys`: a shared specific name, a name that
refers to the other table such as ``customer_id`` -> ``customer.id``, or a key-named column whose values lie in
exactly one table's primary key; generic names such as ``id``, ``rank`` or ``year`` never link on their own).

    >>> coll = load_collection(["spider/database/car_1/car_1.sqlite"])   # doctest: +SKIP
    >>> [t.table.title for t in coll.tables][:2], coll.foreign_keys[0].reason()   # doctest: +SKIP
"""

from __future__ import annotations

import csv
import json
import sqlite3
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable

from mt_raig.errors import DataError
from mt_raig.tables import Table

SQLITE_SUFFIXES = (".sqlite", ".sqlite3", ".db")
META_FIELDS = ("page_title", "section_title", "caption")


@dataclass(frozen=True)
class SourceTable:
    """A table plus what set collection needs: metadata titles and, for SQLite, database and table name."""

    table: Table
    meta: tuple[str, ...]
    database: str = ""
    name: str = ""
    facts: tuple[str, ...] = ()
    origin: str = "records"  # "sqlite" (foreign keys come from the database), "records" or "csv"

    @property
    def id(self) -> str:
        return self.table.id


@dataclass(frozen=True)
class ForeignKey:
    """``table.columns`` references ``ref_table.ref_columns`` in ``database``; ``declared`` or inferred."""

    database: str
    table: str
    columns: tuple[str, ...]
    ref_table: str
    ref_columns: tuple[str, ...]
    declared: bool

    def reason(self) -> str:
        how = "declared" if self.declared else "inferred"
        return f"foreign key {self.table}.{','.join(self.columns)} -> {self.ref_table}.{','.join(self.ref_columns)} ({how})"


@dataclass
class TableCollection:
    """All tables read, their foreign keys, and the files they came from."""

    tables: list[SourceTable] = field(default_factory=list)
    foreign_keys: list[ForeignKey] = field(default_factory=list)
    sources: list[str] = field(default_factory=list)

    def by_id(self) -> dict[str, SourceTable]:
        return {t.id: t for t in self.tables}

    def by_name(self) -> dict[tuple[str, str], SourceTable]:
        """(database, table name) in lower case -> table, for SQLite tables and ``DB - table`` titles."""
        return {(t.database.lower(), t.name.lower()): t for t in self.tables if t.name}

    def add(self, other: "TableCollection") -> None:
        seen = {t.id for t in self.tables}
        self.tables.extend(t for t in other.tables if t.id not in seen)
        self.foreign_keys.extend(other.foreign_keys)
        self.sources.extend(other.sources)


def split_title(title: str) -> tuple[str, ...]:
    """(page, section, caption) from ``"page - section - caption"``; (page, caption) from two parts; (title,) else."""
    parts = [p.strip() for p in title.split(" - ")]
    if len(parts) >= 3:
        return (parts[0], parts[1], " - ".join(parts[2:]))
    return tuple(parts)


def _cell(value: object) -> str:
    if value is None:
        return ""
    if isinstance(value, bytes):
        return value.hex()
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def _quote(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def read_sqlite(path: str | Path, *, max_rows: int = 30, infer_foreign_keys: bool = True, declared: bool = True) -> TableCollection:
    """Tables (first ``max_rows`` rows) and foreign keys of one SQLite database, opened read-only.

    ``declared=False`` ignores the declared constraints, as for a database that has none (how the
    inference is measured against the declared keys: ``benchmarks/bench_construction.py --keys``).
    """
    path = Path(path)
    db = path.stem
    try:
        con = sqlite3.connect(f"file:{path.resolve()}?mode=ro", uri=True)
        names = [r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type='table' AND name NOT LIKE 'sqlite_%' ORDER BY name")]
    except sqlite3.DatabaseError as e:
        raise DataError(f"{path}: not a readable SQLite database ({e})") from None
    out = TableCollection(sources=[str(path)])
    columns: dict[str, list[str]] = {}
    unique: dict[str, set[str]] = {}
    try:
        for name in names:
            info = con.execute(f"PRAGMA table_info({_quote(name)})").fetchall()
            cols = [r[1] for r in info]
            if not cols:
                continue
            columns[name] = cols
            pk = [r[1] for r in sorted(info, key=lambda r: r[5]) if r[5]]
            unique[name] = {pk[0]} if len(pk) == 1 else set()
            rows = con.execute(f"SELECT * FROM {_quote(name)} LIMIT ?", (max_rows,)).fetchall()
            cells = [[_cell(v) for v in row] for row in rows]
            title = f"{db} - {name}"
            out.tables.append(SourceTable(Table.create(title, [str(c) for c in cols], cells), (db, name), db, name, origin="sqlite"))
            for fk in (con.execute(f"PRAGMA foreign_key_list({_quote(name)})").fetchall() if declared else []):
                out.foreign_keys.append(ForeignKey(db, name, (fk[3],), fk[2], (fk[4] or "",), True))
        _fill_missing_fk_targets(out.foreign_keys, unique)
        if infer_foreign_keys:
            out.foreign_keys.extend(_infer_foreign_keys(con, db, columns, unique, out.foreign_keys))
    except sqlite3.DatabaseError as e:
        raise DataError(f"{path}: cannot read its tables ({e})") from None
    finally:
        con.close()
    return out


def _fill_missing_fk_targets(fks: list[ForeignKey], unique: dict[str, set[str]]) -> None:
    for i, fk in enumerate(fks):
        if fk.ref_columns == ("",):  # REFERENCES t without a column: t's primary key
            target = next(iter(unique.get(fk.ref_table, set())), "")
            fks[i] = ForeignKey(fk.database, fk.table, fk.columns, fk.ref_table, (target,), True)


def _profile(con: sqlite3.Connection, table: str, cols: list[str]) -> dict[str, tuple[int, int, bool]]:
    """Per column: (non-null values, distinct values, whether the distinct values are a gap-free run of integers)."""
    parts = []
    for c in cols:
        q = _quote(c)
        parts.append(f"COUNT({q}), COUNT(DISTINCT {q}), MIN(CAST({q} AS INTEGER)), MAX(CAST({q} AS INTEGER)), "
                     f"SUM(CASE WHEN {q} IS NOT NULL AND CAST(CAST({q} AS INTEGER) AS TEXT) = CAST({q} AS TEXT) THEN 1 ELSE 0 END)")
    row = con.execute(f"SELECT {', '.join(parts)} FROM {_quote(table)}").fetchone()
    out = {}
    for i, c in enumerate(cols):
        n, distinct, lo, hi, ints = row[5 * i: 5 * i + 5]
        out[c] = (n, distinct, bool(n) and ints == n and hi - lo + 1 == distinct)
    return out


def _infer_foreign_keys(con: sqlite3.Connection, db: str, columns: dict[str, list[str]], unique: dict[str, set[str]], declared: list[ForeignKey]) -> list[ForeignKey]:
    """Foreign keys inferred from values, only with evidence (:mod:`.keys`): the target is unique and holds every
    value, and a name links the two (a shared specific name, or the column names the target table), or a
    key-named column's values lie in exactly one table's primary key. A 1:1 key that is also the source
    table's primary key counts when a name links it to the target's primary key."""
    from mt_raig.construction.keys import looks_like_key, name_evidence, normal_name

    have = {(fk.table.lower(), fk.ref_table.lower()) for fk in declared} | {(fk.ref_table.lower(), fk.table.lower()) for fk in declared}
    profiles = {t: _profile(con, t, cols) for t, cols in columns.items()}

    def is_key(table: str, col: str) -> bool:
        n, distinct, _ = profiles[table][col]
        return col in unique.get(table, set()) or (n > 0 and n == distinct)

    def primary(table: str, col: str) -> bool:
        pk = unique.get(table, set())
        return col in pk if pk else col == columns[table][0]

    found = []
    for child, cols in columns.items():
        for col in cols:
            n, _, run = profiles[child][col]
            if n == 0:
                continue
            child_pk = col in unique.get(child, set())
            named, by_value = [], []
            for parent, pcols in columns.items():
                if parent == child or (child.lower(), parent.lower()) in have:
                    continue
                for target in pcols:
                    if not is_key(parent, target) or (child_pk and not primary(parent, target)):
                        continue
                    why = name_evidence(col, target, parent, run_of_integers=run)
                    if why == f"name refers to {parent}" and not (primary(parent, target) or normal_name(target) in {"id", normal_name(col)}):
                        why = None  # customer_id names customer, but only its key is the referenced column
                    if why:
                        named.append((parent, target, why))
                    elif not child_pk and looks_like_key(col) and primary(parent, target) and not run and profiles[child][col][1] >= 2:
                        by_value.append((parent, target, "key-named column, values in this table's key only"))
            links = [c for c in named if _contained(con, child, col, c[0], c[1])]
            if not links:
                contained = [c for c in by_value if _contained(con, child, col, c[0], c[1])]
                links = contained if len({c[0] for c in contained}) == 1 else []  # ambiguous containment: no evidence
            for parent, target, _why in links[:1]:
                found.append(ForeignKey(db, child, (col,), parent, (target,), False))
                have.update({(child.lower(), parent.lower()), (parent.lower(), child.lower())})
    return found


def _contained(con: sqlite3.Connection, child: str, col: str, parent: str, target: str) -> bool:
    c, p, qc, qt = _quote(child), _quote(parent), _quote(col), _quote(target)
    n = con.execute(f"SELECT COUNT(*) FROM {c} WHERE {qc} IS NOT NULL").fetchone()[0]
    if n == 0:
        return False
    missing = con.execute(f"SELECT COUNT(*) FROM {c} WHERE {qc} IS NOT NULL AND {qc} NOT IN (SELECT {qt} FROM {p} WHERE {qt} IS NOT NULL)").fetchone()[0]
    return missing == 0


def table_from_record(rec: dict, where: str) -> SourceTable:
    """A :class:`SourceTable` from ``{title, header, cell|rows, [id], [page_title, section_title, caption], [facts]}``."""
    if not isinstance(rec, dict) or "title" not in rec or "header" not in rec or not ({"cell", "rows"} & set(rec)):
        raise DataError(f"{where}: a table record needs title, header and cell (or rows)")
    cells = [[_cell(v) for v in row] for row in rec.get("cell", rec.get("rows"))]
    header = [_cell(h) for h in rec["header"]]
    table = Table(rec["id"], rec["title"], tuple(header), tuple(tuple(r) for r in cells)) if "id" in rec else Table.create(rec["title"], header, cells)
    given = [str(rec.get(k) or "").strip() for k in META_FIELDS]
    meta = tuple(given) if any(given) else split_title(table.title)
    parts = split_title(table.title)
    database, name = (parts[0], " - ".join(parts[1:])) if len(parts) > 1 else ("", "")
    facts = tuple(str(f) for f in rec.get("facts", ()))
    return SourceTable(table, meta, database, name, facts)


def read_records(path: str | Path) -> TableCollection:
    """Tables from a JSON list (an official ``table_corpus.json``) or JSONL of table records."""
    path = Path(path)
    text = path.read_text(encoding="utf-8")
    if path.suffix == ".jsonl":
        records = [json.loads(line) for line in text.splitlines() if line.strip()]
    else:
        records = json.loads(text)
    if not isinstance(records, list):
        raise DataError(f"{path}: expected a list of table records")
    return TableCollection([table_from_record(r, f"{path} entry {i}") for i, r in enumerate(records)], [], [str(path)])


def read_csv(path: str | Path, *, max_rows: int = 30) -> TableCollection:
    """One table per CSV file (first line the header); the file name is its title."""
    path = Path(path)
    with path.open(encoding="utf-8", newline="") as f:
        rows = list(csv.reader(f))
    if not rows:
        raise DataError(f"{path}: empty CSV file")
    header, body = rows[0], [r for r in rows[1:max_rows + 1]]
    body = [(r + [""] * len(header))[: len(header)] for r in body]
    title = path.stem.replace("__", " - ")
    return TableCollection([table_from_record({"title": title, "header": header, "cell": body}, str(path))], [], [str(path)])


def _files(path: Path) -> Iterable[Path]:
    if path.is_file():
        yield path
        return
    if (path / "table_corpus.json").is_file():  # an official release folder: its corpus only
        yield path / "table_corpus.json"
        return
    for p in sorted(path.rglob("*")):
        if p.is_file() and (p.suffix in SQLITE_SUFFIXES + (".csv", ".jsonl") or p.name.endswith("corpus.json")):
            yield p


def load_collection(paths: Iterable[str | Path], *, max_rows: int = 30, infer_foreign_keys: bool = True) -> TableCollection:
    """Every table under ``paths`` (files or folders, searched recursively); duplicate tables kept once."""
    out = TableCollection()
    for raw in paths:
        path = Path(raw)
        if not path.exists():
            raise DataError(f"{path}: no such file or folder of tables")
        for f in _files(path):
            if f.suffix in SQLITE_SUFFIXES:
                out.add(read_sqlite(f, max_rows=max_rows, infer_foreign_keys=infer_foreign_keys))
            elif f.suffix == ".csv":
                out.add(read_csv(f, max_rows=max_rows))
            else:
                out.add(read_records(f))
    if not out.tables:
        raise DataError(f"no tables found under {', '.join(map(str, paths))}")
    return out


__all__ = ["SourceTable", "ForeignKey", "TableCollection", "load_collection", "read_sqlite", "read_records", "read_csv", "split_title", "table_from_record"]
