"""A year's value said to be up or down from the year before: "In 1995, annual sales were $52,495 million, up from the
year before" holds when the cell of 1995's row is above the same column's cell of 1994's row. Read as written, only
the cited value was checked, so "down from the year before" was accepted too.

The claim has one year that locates a row of a table with a year column, one number that sits in that row (the
column it sits in is the one compared), and after it ", up|down|higher|lower from|on|than the year before" (or "the
previous year", "a year earlier"). The table must hold the year before. Anything else is left to the other checks.

>>> from mt_raig.tables import Table
>>> from mt_raig.eval.lexical.index import index_of
>>> from mt_raig.eval.lexical.values import claim_values
>>> t = Table("s", "Sales by year", ("year", "annual_sales"), (("1994", "51100"), ("1995", "52495")))
>>> claim = "In 1995, annual sales were 52,495, down from the year before."
>>> on_year_before(claim, claim_values(claim, index_of((t,))), index_of((t,)))[0].ok
False
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .checks import Check
from .headers import year_key
from .index import TableIndex
from .values import Value, cell_agrees, rows_holding

_BEFORE = re.compile(r",?\s*(?P<way>up|down|higher|lower|more|less)\s+(?:from|on|than)\s+(?:the\s+(?:year|season)\s+before|the\s+previous\s+"
                     r"(?:year|season)|a\s+year\s+(?:earlier|before))\b", re.I)


def on_year_before(claim: str, values: Sequence[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """The check of a year's value said to be up or down from the year before (module docstring); None otherwise."""
    if (m := _BEFORE.search(claim)) is None:
        return None
    years = [v for v in values if v.kind == "number" and v.locator and v.mention.number.places == 0 and 1000 <= v.mention.number.value <= 2100]
    numbers = [v for v in values if v.kind == "number" and v not in years and v.end <= m.start()]
    if len(years) != 1 or len(numbers) != 1 or len(values) != 2:
        return None
    year, q = int(years[0].mention.number.value), numbers[0]
    for pos, table in enumerate(index.tables):
        if (key := year_key(table)) is None:
            continue
        by_year = {table.cells[k][key].strip(): r for k, r in enumerate(index.table_rows[pos])}
        row, before = by_year.get(str(year)), by_year.get(str(year - 1))
        if row is None or before is None or row not in rows_holding(index, q):
            continue
        cols = [c for c in index.table_columns(pos) if not c.id_like and (x := index.value(row, c.gid)) is not None and cell_agrees(q, c, x)]
        if len(cols) != 1 or (now := index.value(row, cols[0].gid)) is None or (then := index.value(before, cols[0].gid)) is None:
            return None
        up = m.group("way").lower() in ("up", "higher", "more")
        detail = {"table_id": table.id, "column": cols[0].header, "year": year, "values": [str(then), str(now)]}
        return Check("trend", (now > then) if up else (now < then), detail), list(range(len(values)))
    return None
