"""The longest or shortest interval between consecutive dated rows: "The longest wait between two leap seconds ran
from the end of 1998 to the end of 2005", "The shortest gap between two elections, from June 2004 to January 2006,
was under twenty months".

The claim writes "the longest|shortest gap|wait|interval|stretch|spell between (two) <rows>" and the interval's two
ends, each a year or a date that locates one row of a table with one date column. The rows are ordered by that
column; the two ends must be consecutive and their interval the longest (shortest) of all consecutive intervals.
A length written as well ("was under twenty months", "about seven years") must hold of it: in days, or in months of
30.44 days and years of 365.25, a bound as written ("under", "over", "more than", "less than") or at the written
precision. Read as written, the superlative ranked nothing and any two rows' years passed. Anything else (a third
value, ends in no row, no date column) is left to the other checks (None).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import date
from decimal import Decimal

from .checks import Check
from .dategaps import day_of, sole_date
from .index import TableIndex
from .values import Value, rows_holding
from .words import count_value

_LONGEST = re.compile(r"\bthe\s+(?P<sup>longest|shortest)\s+(?:gap|wait|interval|stretch|spell|break|pause)\s+between\s+(?:two\s+)?"
                      r"(?:consecutive\s+|successive\s+)?[a-z]+", re.I)
_LENGTH = re.compile(r"\b(?P<bound>under|over|more\s+than|less\s+than|about|nearly|almost|just\s+over|just\s+under)?\s*"
                     r"(?P<n>\d+(?:\.\d+)?|[a-z]+(?:-[a-z]+)?)\s+(?P<unit>days?|weeks?|months?|years?)\b", re.I)
_DAYS = {"day": Decimal(1), "week": Decimal(7), "month": Decimal("30.44"), "year": Decimal("365.25")}


def _day(x: Decimal) -> date | None:
    """A date cell's day (:func:`.dategaps.day_of`); a column of years gives each year's middle."""
    return day_of(x) if x > 10000 else date(int(x), 7, 1) if 1 <= x <= 9999 else None


def longest_interval(claim: str, values: Sequence[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """The check of a longest or shortest interval between consecutive dated rows (rules above), with the values used."""
    m = _LONGEST.search(claim)
    if m is None:
        return None
    ends = [i for i, v in enumerate(values) if v.start >= m.end() and (v.kind == "date" or v.kind == "number" and v.locator)]
    length = _LENGTH.search(claim, values[ends[-1]].end) if len(ends) >= 2 else None
    stated = [i for i, v in enumerate(values) if length is not None and length.start("n") <= v.start < length.end("n")]
    ends = ends[:2]
    if len(ends) != 2 or len(ends) + len(stated) != len(values):
        return None
    held = [rows_holding(index, values[i]) for i in ends]
    tables = {index.rows[r].table_pos for h in held for r in h}
    if len(tables) != 1 or any(len(h) != 1 for h in held):
        return None
    pos = next(iter(tables))
    cols = sole_date(index, pos, claim)
    if len(cols) != 1:
        return None
    days = sorted((d, r) for r in index.table_rows[pos] if (x := index.value(r, cols[0])) is not None and (d := _day(x)) is not None)
    if len(days) < 3:
        return None
    steps = [((b - a).days, ra, rb) for (a, ra), (b, rb) in zip(days, days[1:])]
    pair = {next(iter(h)) for h in held}
    own = next((s for s, ra, rb in steps if {ra, rb} == pair), None)
    sign = 1 if m.group("sup").lower() == "longest" else -1
    best = max(s * sign for s, _, _ in steps) * sign
    ok = own is not None and own == best
    detail = {"table_id": index.tables[pos].id, "column": index.columns[cols[0]].header, "interval_days": own, m.group("sup").lower() + "_days": best}
    if length is not None:
        n = Decimal(length.group("n")) if length.group("n")[0].isdigit() else count_value(length.group("n").lower())
        if n is None or own is None:
            return None
        span = Decimal(own) / _DAYS[length.group("unit").lower().rstrip("s")]
        bound = " ".join((length.group("bound") or "").lower().split())
        ok = ok and (span < n if bound in ("under", "less than", "just under") else span > n if bound in ("over", "more than", "just over")
                     else n * Decimal("0.9") <= span <= n if bound in ("nearly", "almost") else abs(span - n) <= Decimal("0.5"))
        detail["stated"] = length.group(0).strip()
    return Check("interval", ok, detail), list(range(len(values)))
