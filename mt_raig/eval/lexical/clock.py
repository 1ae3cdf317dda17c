"""Times of day inside datetime cells: "created at 6:55 in the morning" is the cell ``2010-07-19 06:55:26``.

A clock time of the claim (hours and minutes, seconds when written; "p.m." and "in the evening" already added to
it by :mod:`.durations`) is held by a row with a text cell writing a date and a time whose hour and minute (and
second, when written) are the same. Only clock times ("6:55"), never compound durations ("2 hours 11 minutes").
"""

from __future__ import annotations

import re

from .index import TableIndex

_DATETIME = re.compile(r"\b\d{4}-\d{2}-\d{2}[T ](\d{1,2}):(\d{2})(?::(\d{2}))?")


def datetime_rows(index: TableIndex, value) -> set[int]:
    """Rows with a datetime cell at the clock time ``value`` writes (empty for anything else)."""
    if value.kind != "duration" or ":" not in value.text or value.seconds is None or value.seconds >= 86400:
        return set()
    total = int(value.seconds)
    hour, minute, second = total // 3600, total % 3600 // 60, total % 60
    out = set()
    for r, row in enumerate(index.rows):
        for cell in index.tables[row.table_pos].cells[row.row - 1]:
            m = _DATETIME.search(cell)
            if m and (int(m.group(1)), int(m.group(2))) == (hour, minute) and (value.precision == 60 or int(m.group(3) or 0) == second):
                out.add(r)
    return out
