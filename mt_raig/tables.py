"""The table value type and the paper's table serialization.

A :class:`Table` is an immutable record (id, title, header, cells) whose cells
are always strings: mixed-type cells change type when written to Parquet and
TAPAS tokenizers crash on non-strings, so we refuse them at construction.

Example::

    >>> t = Table.create("car_1 - car_makers", ["Id", "Maker"], [["1", "amc"]])
    >>> t.serialize()
    '[TITLE] car_1 - car_makers [HEADER] Id | Maker [ROW 1] 1 | amc'
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass
from itertools import chain
from typing import Callable, Iterable, Sequence

from mt_raig.errors import DataError


def table_id(title: str, header: Sequence[str], cells: Sequence[Sequence[str]]) -> str:
    """Content-addressed id: sha256 hex of the canonical JSON of title, header and cells.

    Canonical form: ``json.dumps({"title", "header", "cell"}, sort_keys=True,
    separators=(",", ":"), ensure_ascii=False)`` encoded as UTF-8. Ids that come
    with a release are kept as they are; this is only used for new tables.
    """
    canonical = json.dumps(
        {"title": title, "header": list(header), "cell": [list(r) for r in cells]},
        sort_keys=True,
        separators=(",", ":"),
        ensure_ascii=False,
    )
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


@dataclass(frozen=True)
class Table:
    """One table of the corpus. Every cell is a ``str``; rows are as wide as the header."""

    id: str
    title: str
    header: tuple[str, ...]
    cells: tuple[tuple[str, ...], ...]

    def __post_init__(self) -> None:
        problems = table_problems(self.title, self.header, self.cells)
        bad_id = id_problem(self.id)
        if bad_id:
            problems.insert(0, bad_id)
        if problems:
            raise DataError(f"table {describe(self.id)}: " + "; ".join(problems))

    @classmethod
    def create(cls, title: str, header: Sequence[str], cells: Sequence[Sequence[str]]) -> "Table":
        """A new table whose id is its content hash (see :func:`table_id`)."""
        return cls(table_id(title, header, cells), title, tuple(header), tuple(tuple(r) for r in cells))

    @classmethod
    def from_record(cls, record: dict) -> "Table":
        """From the official corpus record ``{"id", "title", "header", "cell"}``."""
        return cls(
            record["id"],
            record["title"],
            tuple(record["header"]),
            tuple(tuple(row) for row in record["cell"]),
        )

    def to_record(self) -> dict:
        """The official corpus record ``{"id", "title", "header", "cell"}``."""
        return {"id": self.id, "title": self.title, "header": list(self.header), "cell": [list(r) for r in self.cells]}

    @property
    def num_rows(self) -> int:
        return len(self.cells)

    def schema(self) -> str:
        """Title and header only, as given to the faithfulness decomposer."""
        return f"[TITLE] {self.title} [HEADER] " + " | ".join(self.header)

    def serialize(self, max_rows: int | None = None) -> str:
        """The paper's flattened form (Appendix B.4), optionally only the first ``max_rows`` rows."""
        rows = self.cells if max_rows is None else self.cells[:max_rows]
        parts = [self.schema()]
        parts.extend(f"[ROW {i}] " + " | ".join(row) for i, row in enumerate(rows, start=1))
        return " ".join(parts)

    def head(self, n: int) -> "Table":
        """The same table (same id) with only its first ``n`` rows."""
        return Table(self.id, self.title, self.header, self.cells[:n])


def describe(value: object, width: int = 40) -> str:
    """A short, safe rendering of a value for an error message (never the repr of a deep structure).

        >>> describe(None), describe(float("nan")), describe([[1]]), describe("x" * 50)[-5:]
        ('null', 'NaN', 'a list', 'xx...')
    """
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float) and value != value:
        return "NaN"
    if isinstance(value, (int, float)):
        return repr(value)
    if isinstance(value, str):
        return repr(value) if len(value) <= width else repr(value[:width])[:-1] + "..."
    return {list: "a list", tuple: "a list", dict: "an object"}.get(type(value), f"a {type(value).__name__}")


_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f]")  # Unicode category Cc: tab, newline, carriage return, ...


def id_problem(value: object) -> str | None:
    """What makes ``value`` unusable as a table or question id, or None.

    Ids are non-empty strings without control characters: a tab or newline in an
    id breaks TREC run files and JSONL lines.
    """
    if not isinstance(value, str):
        return f"id {describe(value)} is not a string"
    if not value.strip():
        return f"id {describe(value)} is empty"
    if _CONTROL.search(value):
        return f"id {describe(value)} contains a tab, newline or other control character"
    return None


def table_problems(title: object, header: object, cells: object) -> list[str]:
    """What is wrong with a table's content: non-string title/header/cells, rows that are not lists, ragged rows."""
    if (
        type(title) is str
        and type(header) in (list, tuple)
        and type(cells) in (list, tuple)
        and set(map(type, header)) <= {str}
        and set(map(type, cells)) <= {list, tuple}
        and set(map(len, cells)) <= {len(header)}
        and set(map(type, chain.from_iterable(cells))) <= {str}
    ):
        return []  # the common case, checked at C speed; the details below only for a bad table
    problems = []
    if not isinstance(title, str):
        problems.append(f"title is {describe(title)}, not a string")
    if not isinstance(header, (list, tuple)):
        problems.append(f"header is {describe(header)}, not a list of strings")
        header = []
    if not isinstance(cells, (list, tuple)):
        problems.append(f"cell is {describe(cells)}, not a list of rows")
        cells = []
    bad_header = [i for i, h in enumerate(header) if not isinstance(h, str)]
    if bad_header:
        problems.append(f"non-string header at columns {bad_header[:5]}")
    not_rows = [i for i, row in enumerate(cells) if not isinstance(row, (list, tuple))]
    if not_rows:
        problems.append(f"{len(not_rows)} rows that are not lists of cells, first at rows {not_rows[:5]}")
    rows = [(i, row) for i, row in enumerate(cells) if isinstance(row, (list, tuple))]
    width = len(header)
    ragged = [i for i, row in rows if len(row) != width]
    if ragged:
        problems.append(f"{len(ragged)} ragged rows (header has {width} columns), first at rows {ragged[:5]}")
    non_str = [(i, j) for i, row in rows for j, c in enumerate(row) if not isinstance(c, str)]
    if non_str:
        problems.append(f"{len(non_str)} non-string cells, first at (row, col) {non_str[:5]}")
    return problems


@dataclass(frozen=True)
class Truncation:
    """A table cut to a budget, and how many rows were dropped from its end."""

    table: Table
    rows_dropped: int


def truncate_to_budget(table: Table, budget: int, count: Callable[[str], int] = len) -> Truncation:
    """Drop rows from the end until ``count(table.serialize()) <= budget``.

    ``count`` measures the serialized text (characters by default; pass a
    tokenizer's length function for a token budget). The schema is always kept,
    even if it alone exceeds the budget; the caller sees ``rows_dropped``.
    """
    if budget < 0:
        raise ValueError(f"budget must be >= 0, got {budget}")
    if count(table.serialize()) <= budget:
        return Truncation(table, 0)
    lo, hi = 0, table.num_rows  # largest n in [0, num_rows) that fits
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if count(table.serialize(max_rows=mid)) <= budget:
            lo = mid
        else:
            hi = mid - 1
    return Truncation(table.head(lo), table.num_rows - lo)


def serialize_tables(tables: Iterable[Table], separator: str = "\n") -> str:
    """Several tables in the paper's format, one per line."""
    return separator.join(t.serialize() for t in tables)


def corpus_fingerprint(tables: Iterable[Table]) -> str:
    """sha256 over the sorted table ids: identifies a corpus, e.g. to refuse a stale index."""
    h = hashlib.sha256()
    for tid in sorted(t.id for t in tables):
        h.update(tid.encode("utf-8"))
        h.update(b"\n")
    return h.hexdigest()
