"""A gap between two periods of one measure where a table has a column per period: "The army's horse-kick deaths in
1890-1894 were 22 higher than in 1875-1879" (the two columns' totals, ``deaths_1890_1894`` and ``deaths_1875_1879``,
beside a whole's word: "in all", "across the", "the army's" of a title's army), "Corps I had 4 more deaths in
1890-1894 than in 1875-1879" (its row's two cells; "Corps I suffered more deaths in 1890-1894 than in 1875-1879": the
direction alone). Read as written, the years located every row (they head the
columns), so any cell holding the number passed ("24 higher" of a corps's total of 24).

The claim writes two periods (a span "1890-1894" or "1890 to 1894", or a year), each heading exactly one column of one
table, the two of one measure; and one number before "higher", "more", "lower", "fewer" ... "than" (or, of one
entity, the comparative word before the first period and "than" before the second). The gap in the direction the words
say must be positive and agree with the number. Anything else is left to the other checks (None).

>>> from mt_raig.tables import Table
>>> from mt_raig.eval.lexical.index import index_of
>>> from mt_raig.eval.lexical.values import claim_values
>>> t = Table("a", "Accidents of the region's mines", ("mine", "accidents_1990_1994", "accidents_1995_1999"), (("North", "3", "4"), ("South", "0", "2")))
>>> [period_gap(c, claim_values(c, index_of((t,))), index_of((t,)))[0].ok for c in (
...     "In all, accidents in 1995-1999 were 3 higher than in 1990-1994.", "In all, accidents in 1995-1999 were 2 higher than in 1990-1994.")]
[True, False]
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .checks import Check, entity_rows
from .derive import sum_cue
from .index import TableIndex
from .lexicon import COMPARATIVES
from .values import Value, agrees
from .windows import claim_year
from .words import count_value

_GAP = re.compile(r"\s+(?:[a-z-]+\s+){0,3}?(higher|lower|more|fewer|less|greater|smaller|larger|bigger)\s+(?:[a-z-]+\s+){0,3}?(?:in\s+)?"
                  r"(?:1[89]|20)\d\d(?:\s*(?:-|–|to|through)\s*(?:1[89]|20)?\d\d)?\s+than\b|\s+(?:[a-z-]+\s+){0,3}?(higher|lower|more|fewer|less|"
                  r"greater|smaller|larger|bigger)\s+than\b", re.I)
_BARE = re.compile(r"\b(higher|lower|more|fewer|less|greater|smaller|larger|bigger)\s+(?:[a-z-]+\s+){0,3}?in\s+(?:1[89]|20)\d\d(?:\s*(?:-|–|to|"
                   r"through)\s*(?:1[89]|20)?\d\d)?\s+than\s+(?:in\s+)?(?:1[89]|20)\d\d()", re.I)
_COUNTED = re.compile(r"\s*(?:In\s+)?(?P<n>\d+|[A-Za-z]+)\s+(?:of\s+(?:the|its|their|all)\s+(?:(?P<of>\d+|[a-z]+)\s+)?)?[a-z]+\s+", re.I)  # "Three
# countries had fewer people in 2013 than in 2008" counts as "three of the countries" does
_JOINED = re.compile(r"\s*(?:-|–|to|through)\s*$", re.I)


def period_gap(claim: str, values: Sequence[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """The check of a gap between two periods' columns (module docstring); None when the claim is not one."""
    periods = _periods(claim, values)
    gaps = [(i, m) for i, v in enumerate(values) if v.kind == "number" and not v.locator and claim_year(v) is None
            and (m := _GAP.match(claim, v.end))]
    names = [v for v in values if v.kind == "name"]
    bare = _BARE.search(claim) if not gaps else None  # "Corps I suffered more deaths in 1890-1894 than in 1875-1879"
    if bare is not None and not names and len(periods) == 2 and (counted := _COUNTED.match(claim)):
        return _row_count(claim, values, index, periods, bare, counted)
    if len(periods) != 2 or len(gaps) > 1 or not gaps and (bare is None or not names) or len(names) > 1 or any(
            v.kind not in ("number", "name") for v in values):
        return None
    i, m = gaps[0] if gaps else (None, bare)
    sign = COMPARATIVES.get((m.group(1) or m.group(2)).lower())
    cols = [_column(index, p) for p, _ in periods]
    if sign is None or None in cols or cols[0].table_pos != cols[1].table_pos or cols[0].gid == cols[1].gid:
        return None
    pos = cols[0].table_pos
    if names:
        rows = entity_rows(index, names[0], pos)
        if len(rows) != 1:
            return None
        cells = [index.value(rows[0], c.gid) for c in cols]
        if None in cells:
            return None
        where = f"row {index.rows[rows[0]].row}"
    elif sum_cue(index, cols[0], claim):
        if any(len(c.numbers()) != len(c.values) for c in cols):
            return None
        cells = [sum(c.numbers()) for c in cols]
        where = "column totals"
    else:
        return None
    gap = (cells[0] - cells[1]) * sign
    detail = {"table_id": index.tables[pos].id, "columns": [c.header for c in cols], where: [str(x) for x in cells], "gap": str(gap)}
    used = [*([i] if i is not None else []), *(k for _, ks in periods for k in ks), *(k for k, v in enumerate(values) if v in names)]
    if len(used) != len(values):
        return None  # another number: another claim
    return Check("period gap", gap > 0 and (i is None or agrees(gap, values[i])), detail), used


def _row_count(claim, values, index, periods, bare, counted) -> tuple[Check, list[int]] | None:
    """"Ten of the fourteen corps had more deaths in 1890-1894 than in 1875-1879": the rows whose two cells differ that way."""
    n, whole = count_value(counted.group("n")), counted.group("of") and count_value(counted.group("of"))
    cols = [_column(index, p) for p, _ in periods]
    sign = COMPARATIVES.get(bare.group(1).lower())
    if n is None or sign is None or None in cols or cols[0].table_pos != cols[1].table_pos or cols[0].gid == cols[1].gid:
        return None
    rows = [r for r in index.table_rows[cols[0].table_pos] if None not in (index.value(r, cols[0].gid), index.value(r, cols[1].gid))]
    met = sum((index.value(r, cols[0].gid) - index.value(r, cols[1].gid)) * sign > 0 for r in rows)
    used = [k for _, ks in periods for k in ks] + [k for k, v in enumerate(values) if v.start < counted.end()]
    if len(used) != len(values) or whole is not None and whole != len(rows):
        return None
    detail = {"table_id": index.tables[cols[0].table_pos].id, "columns": [c.header for c in cols], "rows": met, "of": len(rows), "count": str(n)}
    return Check("count", met == n, detail), used


def _periods(claim: str, values: Sequence[Value]) -> list[tuple[tuple[int, int], list[int]]]:
    """The periods the claim's years write, in order: a span of two years joined by "-", "to" or "through", or a year."""
    years = [(k, y) for k, v in enumerate(values) if (y := claim_year(v)) is not None]
    out, k = [], 0
    while k < len(years):
        a, ya = years[k]
        if k + 1 < len(years) and (b := years[k + 1])[1] > ya and _JOINED.match(claim[values[a].end:values[b[0]].start]):
            out.append(((ya, b[1]), [a, b[0]]))
            k += 2
        else:
            out.append(((ya, ya), [a]))
            k += 1
    return out


def _column(index: TableIndex, period: tuple[int, int]):
    """The one column a period heads (a span's ``deaths_1890_1894``, a year's ``pop_2010``), or None."""
    found = [c for c in index.columns if not c.id_like and (c.span == period if period[0] != period[1] else c.year == period[0] and c.span is None)]
    return found[0] if len(found) == 1 else None
