"""A record held until a later year: "The 43.8 seconds of 1968 remained the fastest Olympic winning time until
1992", "The 43.5°C of 1982 was not exceeded at Moorabbin until 2003".

The claim writes one value, the year of its row (when the record was set) and a later year after "until", of a table
with one row per year. The record's column is the one its row holds the value in. "exceeded", "topped" and
"surpassed" mean a higher value; "beaten", "bettered", "broken" and a superlative ("the fastest", "the highest") a
better one: lower where lower is better (a time). No row after the record's year and before the later one may go
past it, and the later year's row must. Anything else (another value, no such row or column) is left to the other
checks (None).

>>> from mt_raig.tables import Table
>>> from mt_raig.eval.lexical.index import index_of
>>> from mt_raig.eval.lexical.values import claim_values
>>> t = Table("h", "Hottest day each year (°C)", ("year", "max_c"), (("1990", "41.0"), ("1991", "40.2"), ("1992", "42.5")))
>>> [held_record(c, claim_values(c, index_of((t,))), index_of((t,)))[0].ok for c in (
...     "The 41.0 of 1990 was not exceeded until 1992.", "The 41.0 of 1990 was not exceeded until 1991.")]
[True, False]
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .checks import Check
from .dategaps import year_column
from .index import TableIndex
from .lexicon import POLAR_SUPERLATIVES, SUPERLATIVES
from .values import Value, number_columns
from .windows import year_like

_HELD = re.compile(r"\b(?:remained|stayed|stood\s+as|was|were)\s+(?:still\s+)?the\s+(?P<sup>[a-z]+est)\b[^,;]*?\buntil\s+(?:in\s+)?"
                   r"(?P<year>(?:1[5-9]|20)\d\d)\b", re.I)
_UNBEATEN = re.compile(r"\b(?:was|were|went|remained|stayed)\s+(?:not\s+|never\s+|un)(?P<verb>exceeded|beaten|bettered|surpassed|topped|broken)\b"
                       r"[^,;]*?\buntil\s+(?:in\s+)?(?P<year>(?:1[5-9]|20)\d\d)\b", re.I)
_HIGHER = ("exceeded", "topped", "surpassed")


def held_record(claim: str, values: Sequence[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """The check of a record held until a later year (module docstring); None when the claim is not one."""
    m = _HELD.search(claim) or _UNBEATEN.search(claim)
    if m is None:
        return None
    until = int(m.group("year"))
    years = [v for v in values if v.kind == "number" and v.mention is not None and year_like(v.mention.number)]
    others = [v for v in values if not any(v is y for y in years)]
    set_in = {int(v.mention.number.value) for v in years} - {until}
    if len(others) != 1 or others[0].kind != "number" or len(set_in) != 1 or min(set_in) >= until:
        return None
    record, start = others[0], min(set_in)
    word = (m.groupdict().get("sup") or m.group("verb")).lower()
    for pos in range(len(index.tables)):
        found = year_column(index, claim, pos)
        if found is None or found[1] != 1:
            continue
        col, rows = found[0], index.table_rows[pos]
        by_year = {int(x): r for r, x in zip(rows, col.values) if x is not None}
        if start not in by_year or until not in by_year:
            continue
        gids = [g for g in number_columns(index, by_year[start], record) if g >= 0 and g != col.gid and not index.columns[g].id_like]
        if len(gids) != 1:
            continue
        measure = index.columns[gids[0]]
        sign = 1 if word in _HIGHER else SUPERLATIVES.get(word) or POLAR_SUPERLATIVES.get(word) or 1
        if word not in _HIGHER and (word in POLAR_SUPERLATIVES or word in ("beaten", "bettered", "broken")):
            if (sign := measure.better(sign)) is None:
                return None
        held = index.value(by_year[start], measure.gid)
        past = [y for y, r in sorted(by_year.items()) if start < y < until and (x := index.value(r, measure.gid)) is not None and (x - held) * sign > 0]
        last = index.value(by_year[until], measure.gid)
        ok = not past and last is not None and (last - held) * sign > 0
        detail = {"table_id": index.tables[pos].id, "column": measure.header, "record": str(held), "set": start, "until": until,
                  "went past it before": past}
        return Check("record", ok, detail), list(range(len(values)))
    return None
