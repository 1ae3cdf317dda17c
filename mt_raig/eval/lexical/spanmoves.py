"""A move between two years of a table with a row per year, its two levels written: "Between 1939 and 1950, the minimum
wage went from 40 cents to 75 cents" says 40 cents in 1939's row and 75 cents in 1950's. Read as written, the span
bounded the rows and each level only had to sit in some row inside it, so 1945's 40 cents passed for 1939's 30.

The claim opens with "Between Y1 and Y2," (or "From Y1 to Y2,"), each year the year of one or more rows (a cell, never
only a title's), and then writes "from A to B": A must sit in a row of Y1 and B in a row of Y2 (or a row joined to
it), and a verb of rising or falling before "from" the way they go. Anything else is left to the other checks (None).

>>> from mt_raig.tables import Table
>>> from mt_raig.eval.lexical.index import index_of
>>> from mt_raig.eval.lexical.values import claim_values
>>> t = Table("w", "Minimum wage", ("year", "wage_usd"), (("1939", "0.30"), ("1945", "0.40"), ("1950", "0.75")))
>>> ix = index_of((t,))
>>> [span_move(c, claim_values(c, ix), ix)[0].ok for c in ("Between 1945 and 1950, the wage went from 40 cents to 75 cents.",
...                                                         "Between 1939 and 1950, the wage went from 40 cents to 75 cents.")]
[True, False]
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import Decimal

from .checks import Check
from .index import TableIndex
from .lexicon import FALLS, RISES, stem
from .values import Value, rows_holding

_SPAN = re.compile(r"^\s*(?:between|from)\s+(\d{4})\s+(?:and|to|through)\s+(\d{4})\s*,?\s", re.I)
_FROM_TO = re.compile(r"\bfrom\s+(?:about\s+|roughly\s+|nearly\s+|almost\s+|around\s+)?[$€£]?$")


def span_move(claim: str, values: Sequence[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """The check of a span's two levels (module docstring); None when the claim is not one."""
    m = _SPAN.match(claim)
    if m is None:
        return None
    years = [next((i for i, v in enumerate(values) if v.kind == "number" and v.start == m.start(k)), None) for k in (1, 2)]
    first = next((i for i, v in enumerate(values) if v.kind == "number" and v.start >= m.end() and _FROM_TO.search(claim[:v.start])), None)
    if None in years or first is None or first + 1 >= len(values) or values[first + 1].kind != "number" \
            or not re.fullmatch(r"(?:\s*%|\s+[a-z]+)?\s+to\s+(?:about\s+|roughly\s+|nearly\s+|almost\s+|around\s+)?\$?",
                                claim[values[first].end:values[first + 1].start]):  # ("from 40 cents to 75 cents", "from $2.65 to $2.90")
        return None
    own = [_rows_of_year(index, int(m.group(k))) for k in (1, 2)]
    if not all(own):
        return None
    held = [rows_holding(index, values[i]) for i in (first, first + 1)]
    ok = all(any(r in h or set(index.partners[r]) & h for r in rows) for rows, h in zip(own, held))
    said = {stem(w.lower()) for w in re.findall(r"[A-Za-z]+", claim[m.end():values[first].start])}
    sign = 1 if said & RISES or "up" in said else -1 if said & FALLS or "down" in said else 0  # "rose (went down) from ... to ...":
    # the way the levels go too
    a, b = (values[i].mention.number.value for i in (first, first + 1))  # (as written: "from 228.7 to 206.1 billion" shares a scale)
    ok = ok and (not sign or (b - a) * sign > 0)
    if ok and len(values) > 4:
        return None  # held: what else the claim says ("a relative rise of about 67%") is for the other checks
    detail = {"from": values[first].text, "to": values[first + 1].text, "years": [m.group(1), m.group(2)]}
    return Check("trend", ok, detail), [*years, first, first + 1]


def _rows_of_year(index: TableIndex, year: int) -> list[int]:
    """The rows whose own id-like cell (a year column) is ``year``."""
    y = Decimal(year)
    return [r for r, row in enumerate(index.rows) if any(x == y and index.columns[g].id_like for g, x in row.cells)]
