"""Stated ranges: "between 388 and 427 flights", "ranged from 20 to 56", "385 to 393 flights".

Each bound must be in a row of the entities the claim names (or their joined
rows); when it names none, in any row, and every value of the bound's column
must lie inside the range (at the written precision). A trend ("rose from 53.1
to 63.2", "down 87.7 to 14.8") is no range: its direction is checked as a trend.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import Decimal

from .index import TableIndex
from .values import Value, agrees, number_columns, rows_holding

_RANGE_BEFORE = re.compile(r"\b(?:between|ranged\s+from|ranging\s+from|range\s+from|range\s+of|band\s+from|spanned|from)\s+(?:about\s+|around\s+|roughly\s+)?$", re.I)
_EXCEPT = re.compile(r"\b(?:except|excluding|other than|apart from|besides)\b", re.I)
_OTHER = re.compile(r"\bthe (?:other|remaining|rest)\b", re.I)
_TREND_BEFORE = re.compile(r"\b(?:rose|rising|risen|grew|grow|climb|increas|decreas|fell|fall|drop|declin|shr[ai]nk|narrowed|narrowing|widen|improv|went|"
                           r"moved|chang|collaps|jump|slip|cut|reduc|doubl|tripl|halv|gain|lost|los|down|up|add|surg|soar|plung|plummet|sank)\w*", re.I)


def range_endpoints(claim: str, values: Sequence[Value]) -> list[tuple[int, int]]:
    """Index pairs of the numbers bounding a stated range: "between 388 and 427 flights", "ranged from 20 to 56",
    "385 to 393 flights"; a trend ("rose from 53.1 to 63.2") is no range (its direction is checked as a trend)."""
    out = []
    for i in range(len(values) - 1):
        a, b = values[i], values[i + 1]
        if a.kind not in ("number", "duration") or b.kind != a.kind or a.locator or b.locator:
            continue
        joint = claim[a.end:b.start]
        if re.fullmatch(r"\s+or\s+", joint):  # "24 or 25 destinations each": either is a bound
            out.append((i, i + 1))
            continue
        if not re.fullmatch(r"\s+(?:and|to)\s+", joint):
            continue
        before = claim[max(0, a.start - 40):a.start]
        if _TREND_BEFORE.search(before):
            continue  # "rose from 53.1 to 63.2", "down 87.7 to 14.8": a change, not a range
        if _RANGE_BEFORE.search(before) or ("to" in claim[a.end:b.start] and not re.search(r"\bfrom\s+(?:\w+\s+)?$", before)):
            out.append((i, i + 1))
    return out


def range_support(index: TableIndex, ends: list[Value], rest: list[Value], pairs: list[tuple[Value, Value]], claim: str = "") -> list[dict] | None:
    """Rows holding each range bound: rows of the entities the claim names when it names any (or
    their joined rows); else any row, and then every value of the bound's column must lie inside the range.
    Entities named after "except" ("all countries except Poland, Romania and Turkey were between 79.4 and 80.9"),
    or before "the other" ("A, B and C exceeded 71 years, whereas the other seven were between 46.5 and 58.6"),
    are left out: the bounds in any other row, and every other row's value inside the range."""
    entities = [v for v in rest if v.kind == "name"]
    cut = _EXCEPT.search(claim)
    excluded = [v for v in entities if cut and cut.end() <= v.start and re.fullmatch(r"[\s,]*(?:and\s+)?", claim[cut.end():v.start])
                or cut and any(u.end <= v.start and re.fullmatch(r"\s*(?:,|,?\s*and)\s*", claim[u.end:v.start]) for u in entities if u is not v)]
    excluded = excluded if cut and len(excluded) == len(entities) and all(cut.end() <= v.start < ends[0].start for v in entities) else []
    other = _OTHER.search(claim)
    if not excluded and other and entities and all(v.end <= other.start() for v in entities) and other.end() <= ends[0].start:
        excluded = entities  # "Algeria, Egypt and Morocco all exceeded 71 years, whereas the other seven were between 46.5 and 58.6"
    skip = set().union(*(rows_holding(index, v) for v in excluded)) if excluded else set()
    if excluded:
        entities = []
    allowed: set[int] | None = None
    if entities:
        allowed = set().union(*(rows_holding(index, v) for v in entities))
        allowed |= {p for r in allowed for p in index.partners[r]}
    out = []
    for lo, hi in pairs:
        found = {}
        for v in (lo, hi):
            rows = (rows_holding(index, v) - skip) if allowed is None else rows_holding(index, v) & allowed
            if not rows:
                return None
            found[v.text] = [{"table_id": index.rows[r].table_id, "row": index.rows[r].row} for r in sorted(rows)[:3]]
        if allowed is None and lo.mention is not None and hi.mention is not None and not _inside(index, lo, hi, skip):
            return None
        out.append(found)
    return out


def _inside(index: TableIndex, lo: Value, hi: Value, skip: set[int] = frozenset()) -> bool:
    """Whether some column holding both bounds has all its numbers between them (at the written precision),
    leaving out the rows in ``skip``."""
    a, b = sorted((lo.mention.number.value * lo.mention.scale, hi.mention.number.value * hi.mention.scale))
    slack = Decimal(1).scaleb(-max(lo.mention.number.places, hi.mention.number.places)) / 2 * max(lo.mention.scale, hi.mention.scale)
    for r in rows_holding(index, lo):
        for gid in number_columns(index, r, lo):
            if gid < 0:
                continue
            col = index.columns[gid]
            scale = Decimal(col.scale) if lo.mention.scale > 1 else Decimal(1)
            kept = [x for q in index.table_rows[col.table_pos] if q not in skip and (x := index.value(q, gid)) is not None]
            if all(a - slack <= x * scale <= b + slack for x in kept):
                return True
    return False


_WIDTH_BEFORE = re.compile(r"\b(?:spread|range|gap|difference|span|width)\s+of\s+(?:about\s+|around\s+|roughly\s+|some\s+|nearly\s+|just\s+)?$", re.I)


def range_widths(claim: str, pairs: Sequence[tuple[Value, Value]], rest: Sequence[Value]) -> list[Value]:
    """The values of ``rest`` that state a range's width: "run from 65.1 to 101.7, a spread of 36.6" (the upper bound
    minus the lower, at the written precision; "a spread|range|gap|difference of" before it)."""
    out = []
    for v in rest:
        if v.kind != "number" or v.mention is None or v.mention.percent or not _WIDTH_BEFORE.search(claim[:v.start]):
            continue
        widths = [abs(b.mention.number.value - a.mention.number.value) for a, b in pairs
                  if a.kind == b.kind == "number" and a.mention is not None and b.mention is not None and a.end <= v.start]
        if widths and agrees(widths[-1], v):
            out.append(v)
    return out
