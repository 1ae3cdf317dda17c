"""LLM-written SQLite queries (Dater's sub-questions) executed over sub-tables inside the sandbox.

The queries are untrusted text, so they run in :func:`mt_raig.sandbox.run_python` (a separate, confined
process with time, memory and output limits), where a fixed program loads the tables into an in-memory
SQLite database as ``t1, t2, ...`` and runs each query under an authorizer that allows reading and
functions only (no ``ATTACH``, ``PRAGMA``, writes or schema changes) and a step limit (a runaway recursive
query ends as an error for that query, not a hung run). One sandbox run per question serves all its queries.
A column is stored as numbers when every non-empty cell is a number, so comparisons and sums work.

    >>> from mt_raig.tables import Table
    >>> from mt_raig.tableqa.frames import to_frame
    >>> df = to_frame(Table.create("t", ["team", "wins"], [["a", "3"], ["b", "10"]]))
    >>> run_queries([("t", df)], ["SELECT team FROM t1 ORDER BY wins DESC LIMIT 1", "DROP TABLE t1"]).value[0]
    {'status': 'ok', 'columns': ['team'], 'rows': [['b']]}
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pandas as pd

from mt_raig.sandbox import Limits, SandboxResult, run_python
from mt_raig.tableqa.frames import numeric, plain

#: Rows of a query result kept (and shown to the answer prompt).
MAX_RESULT_ROWS = 20

_PROGRAM = '''
import sqlite3

ALLOWED = {sqlite3.SQLITE_SELECT, sqlite3.SQLITE_READ, sqlite3.SQLITE_FUNCTION, getattr(sqlite3, "SQLITE_RECURSIVE", 33)}


def authorize(action, *args):
    return sqlite3.SQLITE_OK if action in ALLOWED else sqlite3.SQLITE_DENY


def run_queries(tables, queries, max_rows, max_steps):
    db = sqlite3.connect(":memory:")
    for i, t in enumerate(tables, start=1):
        cols = ", ".join('"' + c.replace('"', '""') + '"' for c in t["columns"])
        db.execute(f"CREATE TABLE t{i} ({cols})")
        marks = ", ".join("?" for _ in t["columns"])
        db.executemany(f"INSERT INTO t{i} VALUES ({marks})", t["rows"])
    db.set_authorizer(authorize)
    out = []
    for q in queries:
        steps = [0]

        def tick():
            steps[0] += 1
            return 1 if steps[0] > max_steps else 0

        db.set_progress_handler(tick, 1000)
        try:
            cur = db.execute(q)
            rows = cur.fetchmany(max_rows)
            cols = [d[0] for d in cur.description or ()]
            out.append({"status": "ok", "columns": cols, "rows": [[("" if v is None else str(v)) for v in r] for r in rows]})
        except Exception as e:
            reason = "step limit reached" if steps[0] > max_steps else f"{type(e).__name__}: {e}"
            out.append({"status": "error", "reason": reason[:300]})
    return out
'''


def typed(df: pd.DataFrame, title: str) -> dict:
    """The table as JSON for SQLite: numeric columns as numbers, the rest as strings, empty cells as NULL."""
    t = plain(df, title)
    cols = []
    for c in df.columns:
        num = numeric(df[c])
        cols.append(None if num is None else [None if math.isnan(v) else (int(v) if float(v).is_integer() else float(v)) for v in num])
    rows = []
    for r, row in enumerate(t["rows"]):
        rows.append([(cols[j][r] if cols[j] is not None else (v if v != "" else None)) for j, v in enumerate(row)])
    t["rows"] = rows
    return t


def run_queries(tables: Sequence[tuple[str, pd.DataFrame]], queries: Sequence[str], *, limits: Limits | None = None,
                max_steps: int = 20_000) -> SandboxResult:
    """Each query's ``{"status": "ok", "columns", "rows"}`` or ``{"status": "error", "reason"}`` in ``value``.

    A sandbox failure (time-out, memory, ...) is the result's own status; then no query has a result.
    ``max_steps`` counts thousands of SQLite VM steps per query.
    """
    inputs = {"tables": [typed(df, title) for title, df in tables], "queries": list(queries), "max_rows": MAX_RESULT_ROWS, "max_steps": max_steps}
    return run_python(_PROGRAM, inputs, entry="run_queries", limits=limits or Limits(wall_seconds=20, cpu_seconds=10))


__all__ = ["MAX_RESULT_ROWS", "run_queries", "typed"]
