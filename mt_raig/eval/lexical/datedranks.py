"""The latest or earliest of a table's dates: "The latest rate in the table, $7.25 an hour, took effect on 24 July
2009" says the row holding that date holds the latest date of its date column; "the earliest" the first.

Read as written, "latest" found no measure to rank (the date is no number), so "earliest" was accepted beside it.
This is a fallback for a superlative left unresolved or unread (as :mod:`.ownranks` is): the claim's one superlative
word is "latest" / "earliest" (or "most recent"), it writes one date, and that date sits in one row, under a date
column of that row's table; the row's date must be the latest (earliest) of the column, ties included.

    >>> from mt_raig.eval.lexical.index import index_of
    >>> from mt_raig.eval.lexical.values import claim_values
    >>> from mt_raig.tables import Table
    >>> t = Table("w", "Minimum wage rates", ("year", "effective_date", "hourly_wage_usd"),
    ...           (("1996", "1996-10-01", "4.75"), ("1997", "1997-09-01", "5.15"), ("2007", "2007-07-24", "5.85")))
    >>> ix = index_of((t,))
    >>> claim = "The latest rate, $5.85 an hour, took effect on 24 July 2007."
    >>> dated_superlative(claim, claim_values(claim, ix), ix).ok
    True
    >>> claim = "The earliest rate, $5.85 an hour, took effect on 24 July 2007."
    >>> dated_superlative(claim, claim_values(claim, ix), ix).ok
    False
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .checks import Check
from .index import TableIndex
from .values import Value, rows_holding

_SIGN = {"latest": 1, "earliest": -1, "most recent": 1}
_WORDS = re.compile(r"\b(latest|earliest|most\s+recent)\b", re.I)


def dated_superlative(claim: str, values: Sequence[Value], index: TableIndex) -> Check | None:
    """The check of "the latest (earliest) ..." of a written date (module docstring), or None."""
    found = _WORDS.findall(claim)
    dates = [v for v in values if v.kind == "date"]
    if len(found) != 1 or len(dates) != 1:
        return None
    sign = _SIGN[re.sub(r"\s+", " ", found[0].lower())]
    rows = rows_holding(index, dates[0])
    for v in values:
        if v is not dates[0] and v.kind in ("number", "name") and (held := rows_holding(index, v)) and rows & held:
            rows &= held
    if len(rows) != 1:
        return None
    r = next(iter(rows))
    pos = index.rows[r].table_pos
    cols = [c for c in index.table_columns(pos) if c.dimension == "date" and index.value(r, c.gid) is not None]
    if len(cols) != 1 or any(x is None for x in cols[0].values):
        return None
    col = cols[0]
    best = max(x * sign for x in col.values)
    ok = index.value(r, col.gid) * sign == best
    return Check("superlative", ok, {"word": found[0], "column": col.header, "rank": "first" if ok else "not first"})
