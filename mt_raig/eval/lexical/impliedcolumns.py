"""Columns a superlative ranks when its words name none: "the most recent addition to the Union, admitted on 21 August
1959" ranks the column of the date it cites (:func:`dated_columns`); "the Dow's best day of the month" ranks the
table's one signed return or change column (:func:`return_columns`).
"""

from __future__ import annotations

import re

from .lexicon import stem

_RETURN_STEMS = frozenset({"return", "gain", "chang", "profit", "perform"})


def return_columns(index, pos: int, claim: str) -> list[int]:
    """The one column of table ``pos`` holding a signed return or change (``dj_return``; of two, ``google_return`` and
    ``sp500_return``, the one whose other header word the claim writes: "Google's best day"), as a list; else none."""
    cols = [c for c in index.table_columns(pos) if not c.id_like and c.stems & _RETURN_STEMS and min(c.numbers(), default=0) < 0]
    said = {stem(w) for w in re.findall(r"[a-z0-9]+", claim.lower())}
    cols = [c for c in cols if (c.stems - _RETURN_STEMS) & said] or cols
    return [cols[0].gid] if len(cols) == 1 else []


def dated_columns(index, pos: int, values, rows) -> list[int]:
    """The date columns of table ``pos`` in which one of ``rows`` holds a date the claim writes (day, month and year)."""
    days = {v.date.year * 10000 + v.date.month * 100 + v.date.day for v in values
            if v.kind == "date" and v.date.year is not None and v.date.month is not None and v.date.day is not None}
    return sorted({g for r in rows for g, x in index.rows[r].cells
                   if index.columns[g].table_pos == pos and index.columns[g].dimension == "date" and x in days})
