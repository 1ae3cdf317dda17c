"""Our :class:`~mt_raig.tables.Table` as a pandas DataFrame, and back to text for prompts and step records.

Every table-QA method works on DataFrames of strings (cells stay as written in
the corpus; numbers are parsed only where an operation needs them, by
:func:`numeric`). Duplicate or empty header names get a suffix so that a column
can always be named unambiguously in an operation plan.

    >>> from mt_raig.tables import Table
    >>> df = to_frame(Table.create("t", ["a", "a", ""], [["1", "2", "3"]]))
    >>> list(df.columns)
    ['a', 'a_2', 'column_3']
    >>> print(render(df, "t"))
    /*
    table: t
    col : a | a_2 | column_3
    row 1 : 1 | 2 | 3
    */
"""

from __future__ import annotations

import math
import re

import pandas as pd

from mt_raig.tables import Table

#: Rows of a sub-table kept in a prediction record's step (the full count is kept too).
RECORD_ROWS = 30
_NUMBER = re.compile(r"^[+-]?(\d[\d,]*)?(\.\d+)?%?$")


def unique_header(header: tuple[str, ...] | list[str]) -> list[str]:
    """Header names made non-empty and unique (``a, a -> a, a_2``; ``'' -> column_3``)."""
    seen: dict[str, int] = {}
    out = []
    for i, name in enumerate(header, start=1):
        base = " ".join(str(name).split()) or f"column_{i}"
        name, n = base, 1
        while name.lower() in seen:
            n += 1
            name = f"{base}_{n}"
        seen[name.lower()] = i
        out.append(name)
    return out


def to_frame(table: Table) -> pd.DataFrame:
    """The table's cells as a DataFrame of strings (a fresh 0..n-1 index)."""
    return pd.DataFrame([list(r) for r in table.cells], columns=unique_header(table.header), dtype=object)


def numeric(series: pd.Series) -> pd.Series | None:
    """The column as floats when every non-empty cell is a number (``1,234``, ``-3.5``, ``12%``), else None."""
    text = series.astype(str).str.strip()
    filled = text[text != ""]
    if filled.empty or not filled.map(lambda s: bool(_NUMBER.match(s)) and any(c.isdigit() for c in s)).all():
        return None
    return pd.to_numeric(text.str.replace(",", "", regex=False).str.rstrip("%"), errors="coerce")


def render(df: pd.DataFrame, title: str, max_rows: int | None = None) -> str:
    """The PIPE text that the methods' prompts show: ``col : a | b`` then ``row i : x | y``, rows numbered from 1."""
    rows = df.itertuples(index=False) if max_rows is None else df.head(max_rows).itertuples(index=False)
    lines = ["/*", f"table: {title}", "col : " + " | ".join(map(str, df.columns))]
    lines += [f"row {i} : " + " | ".join(_cell(v) for v in row) for i, row in enumerate(rows, start=1)]
    if max_rows is not None and len(df) > max_rows:
        lines.append(f"... ({len(df) - max_rows} more rows)")
    lines.append("*/")
    return "\n".join(lines)


def schema(df: pd.DataFrame, name: str, title: str) -> str:
    """One line naming a table for SQL: ``t1(title): "col a", "col b" (N rows)``."""
    cols = ", ".join('"' + str(c).replace('"', '""') + '"' for c in df.columns)
    return f"{name} ({title}): {cols} ({len(df)} rows)"


def record(df: pd.DataFrame, title: str, max_rows: int = RECORD_ROWS) -> dict:
    """A sub-table as plain JSON for a step record: header, the first ``max_rows`` rows, and the full row count."""
    rows = [[_cell(v) for v in r] for r in df.head(max_rows).itertuples(index=False)]
    return {"title": title, "header": [str(c) for c in df.columns], "rows": rows, "num_rows": len(df)}


def plain(df: pd.DataFrame, title: str) -> dict:
    """The whole table as JSON for LLM-written code: ``{"title", "columns", "rows"}`` (cells as strings)."""
    return {"title": title, "columns": [str(c) for c in df.columns], "rows": [[_cell(v) for v in r] for r in df.itertuples(index=False)]}


def _cell(value: object) -> str:
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return ""
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return " ".join(str(value).split())


__all__ = ["RECORD_ROWS", "numeric", "plain", "record", "render", "schema", "to_frame", "unique_header"]
