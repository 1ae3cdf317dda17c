"""Counts of an entity's events in a table of events: "Arsenal Rovers won three titles between 2011 and 2016", "The
Spurs won three titles from 2005 to 2014", "Carden Athletic won 4 of the 10 championships in the table".

No cell holds such a number: it is the count of rows of a table of events (one row per season, race or election,
with a year or date column) that hold the named entity, directly or through a key ("SAS" in ``champion`` for the
San Antonio Spurs of the teams table), within the years the claim bounds ("between 2005 and 2014" and "from 2005 to
2014" inclusive, "since 2005" from it on). The events table is the one table with a year or date column whose rows
reach every name of the claim, leaving out tables where the name is one row of a column of distinct cells (the
entity's own table: "founded 1886" there is an attribute, not an event). Without a year bound the claim must write
the events table's row count ("4 of the 10 championships"), so the set is named. Anything else is left to the
other checks (None).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import Decimal

from .checks import Check
from .countbounds import bound_before, count_holds
from .grouping import sided_rows
from .index import TableIndex
from .values import Value, rows_holding
from .windows import claim_year
from .words import count_value, word_value

_RANGE = re.compile(r"\s*(?:and|to|through|until|-|–)\s*$")
_START = re.compile(r"\b(between|from|since)\s+(?:the\s+)?(?:years?\s+|seasons?\s+)?$", re.I)
_OF_TOTAL = re.compile(r"\s+of\s+(?:the|its|all)\s+(\d+|[a-z]+)\s+[a-z]", re.I)


def _bounds(claim: str, values: Sequence[Value]) -> tuple[tuple[int, int], list[int]] | None:
    """(first, last year) a claim bounds its count by, with the values used; None when it bounds none."""
    for i, v in enumerate(values):
        y = claim_year(v)
        m = _START.search(claim[:v.start]) if y is not None else None
        if m is None:
            continue
        if m.group(1).lower() == "since":
            return (y, 9999), [i]
        nxt = values[i + 1] if i + 1 < len(values) else None
        z = claim_year(nxt) if nxt is not None else None
        if z is not None and _RANGE.fullmatch(claim[v.end:nxt.start]):
            return (min(y, z), max(y, z)), [i, i + 1]
    return None


def _count(claim: str, values: Sequence[Value], skip: Sequence[int]) -> tuple[Decimal, int, int, int | None] | None:
    """(count, start, end, value index or None) of what counts rows: a whole number (digits or a word) before a noun or
    "of the", not a year; a number word the values left out ("two of the titles") is read from the text."""
    after = r"\s+(?:of\s+(?:the|its|all)\s+)?(?:\w+\s+)?[a-z]"
    for i, v in enumerate(values):
        if i in skip or v.kind != "number" or v.mention is None or v.mention.percent or claim_year(v) is not None or v.unit is not None:
            continue
        text = v.mention.number.text
        n = v.mention.number.value if not text.isalpha() else word_value(text)
        if n is not None and n == int(n) and re.match(after, claim[v.end:]):
            return Decimal(n), v.start, v.end, i
    taken = [(v.start, v.end) for v in values]
    for m in re.finditer(r"\b([a-z]+(?:-[a-z]+)?)\b", claim):
        n = 1 if m.group(1) == "one" and not re.match(r"\s+of\b", claim[m.end():]) else word_value(m.group(1))  # "one title"
        if n is not None and n == int(n) and not any(a <= m.start() < b for a, b in taken) and re.match(after, claim[m.end():]):
            return Decimal(n), m.start(), m.end(), None
    return None


def _time_values(index: TableIndex, pos: int) -> list[int | None] | None:
    """Each row's year in a table's one year or date column; None when it has none or several."""
    cols = [c for c in index.table_columns(pos) if c.dimension == "date"
            or (c.id_like or c.stems & {"year", "season"}) and c.numbers() and all(x == int(x) and 1000 <= x <= 2100 for x in c.numbers())]
    if len(cols) != 1:
        return None
    c = cols[0]
    return [None if x is None else int(x) // 10000 if c.dimension == "date" else int(x) for x in c.values]


def _own_entity(index: TableIndex, pos: int, name: Value) -> bool:
    """Whether the name is one row of a column of distinct cells in this table (the entity's own table)."""
    t = index.tables[pos]
    for j in range(len(t.header)):
        cells = [r[j].strip() for r in t.cells]
        if name.cell in cells and len(set(cells)) == len(cells):
            return True
    return False


def event_count(claim: str, values: Sequence[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """The check of a count of an entity's rows in a table of events (by the rules above), with the values used."""
    names = [i for i, v in enumerate(values) if v.kind == "name"]
    if not names or re.search(r"\b(?:not|never|no|none)\b|n[’']t\b", claim, re.I):
        return None
    bounded = _bounds(claim, values)
    (lo, hi), years = bounded if bounded is not None else ((0, 9999), [])
    counted = _count(claim, values, years)
    if counted is None or any(v.kind not in ("name", "number") for v in values):
        return None
    n, start, end, at = counted
    words = [m for m in re.finditer(r"\b[a-z]+(?:-[a-z]+)?\b", claim) if m.start() != start and word_value(m.group(0)) is not None]
    if words or re.search(r"\b(?:each|apiece|every|per)\b", claim, re.I):
        return None  # "two athletes won five titles each": two counts, or a count per entity
    total = _OF_TOTAL.match(claim, end)
    if len(values) != len(names) + len(years) + (at is not None) + bool(total and total.group(1).isdigit()):
        return None  # another value: not only a count of events
    written = None if total is None else count_value(total.group(1))
    if bounded is None and written is None:
        return None  # no year bound and no total: which events are counted is not said
    holders = [rows_holding(index, values[i]) for i in names]
    found = []
    for pos in range(len(index.tables)):
        when = _time_values(index, pos)
        if when is None or any(_own_entity(index, pos, values[i]) for i in names):
            continue
        rows = index.table_rows[pos]
        sided = [sided_rows(index, pos, claim, values[i]) or h for i, h in zip(names, holders)]
        meet = [k for k, r in enumerate(rows) if all(r in h or any(p in h for p in index.partners[r]) for h in sided)]
        if meet:
            found.append((pos, when, meet))
    if len(found) != 1:
        return None
    pos, when, meet = found[0]
    in_range = [k for k in meet if when[k] is not None and lo <= when[k] <= hi]
    if written is not None and written != sum(1 for y in when if y is not None and lo <= y <= hi):
        return None  # "4 of the 18 championships": the total must be the events counted from
    ok = count_holds(Decimal(len(in_range)), n, bound_before(claim, start))
    detail = {"table_id": index.tables[pos].id, "rows": len(in_range), "count": str(n),
              "conditions": [values[i].text for i in names] + ([f"{lo}-{hi}" if hi < 9999 else f"from {lo}"] if bounded else [])}
    used = [*names, *years] + ([at] if at is not None else []) + [i for i, x in enumerate(values) if total and x.start == total.start(1)]
    return Check("count", ok, detail), used
