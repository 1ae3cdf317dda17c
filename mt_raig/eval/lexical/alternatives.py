"""Conditions of a count that are alternatives or a span, not each required: "No team won the 2016 or 2020
championship" (rows meeting either year), "No leap second was inserted in either 1984 or 1985", "None of the states
joined the Union between 1860 and 1870" (rows dated in that span), "never on the same day in 2020-2024".

Counting the rows that meet *every* condition read "2016 or 2020" as "2016 and 2020": no row holds both, so a claim of
absence held whatever the tables said, and its false twin was supported. Here conditions joined by "or" / "nor" are
met by a row meeting any of them, and two years that bound a span ("between A and B", "from A to B", "A-B") by a row
whose year column (or date) lies in it; a span over a table with no single column of years or dates is not counted
(None: left to the other checks, never guessed). Two numbers a column's word opens ("from age 22 to 33") bound the rows
of that column's cells between them.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .index import TableIndex, hits
from .lexicon import stem
from .dategaps import year_column
from .values import Value
from .windows import claim_year

_OR = re.compile(r"\s*,?\s*(?:or|nor)\s+(?:(?:in|on|the|during|of)\s+)?", re.I)
_AND = re.compile(r"\s*(?:and|to|through|until|-|–|—)\s*", re.I)
_SPAN_START = re.compile(r"\b(?:between|from)\s+(?:(?:the\s+)?years?\s+)?$", re.I)


def merged(claim: str, values: Sequence[Value], conditions: Sequence[int], sets: list[set[int]], index: TableIndex,
           table: int | None) -> list[set[int]] | None:
    """``sets`` (one per condition, then any others) with alternatives united and spans replaced by the rows dated
    in them; None when a span cannot be read against one column."""
    n = len(conditions)
    out: list[set[int]] = []
    k = 0
    while k < n:
        i = conditions[k]
        j = conditions[k + 1] if k + 1 < n else None
        between = claim[values[i].end:values[j].start] if j is not None else ""
        lo, hi = (claim_year(values[i]), claim_year(values[j])) if j is not None else (None, None)
        if j is not None and lo is not None and hi is not None and lo < hi and _AND.fullmatch(between) \
                and (between.strip() in "-–—" or _SPAN_START.search(claim[:values[i].start])):
            if table is None or (found := year_column(index, claim, table)) is None:
                return None
            col, factor = found
            own = index.table_rows[table]
            out.append({own[r] for r, x in enumerate(col.values) if x is not None and lo * factor <= x < (hi + 1) * factor})
            k += 2
            continue
        if j is not None and table is not None and _AND.fullmatch(between) and (keyed := _key_span(claim, values[i], values[j], index, table)) is not None:
            out.append(keyed)  # "From age 22 to 33, the women's average wage never fell below 97": the rows of ages 22 to 33
            k += 2
            continue
        chain = k  # "in 2016, 2018 or 2020": one condition met by any of them
        while chain + 1 < n and values[conditions[chain]].kind == values[conditions[chain + 1]].kind and (
                _OR.fullmatch(gap := claim[values[conditions[chain]].end:values[conditions[chain + 1]].start]) or re.fullmatch(r"\s*,\s*", gap)):
            chain += 1
        if chain > k and _OR.fullmatch(claim[values[conditions[chain - 1]].end:values[conditions[chain]].start]):
            out.append(set().union(*sets[k:chain + 1]))
            k = chain + 1
            continue
        out.append(sets[k])
        k += 1
    return out + sets[n:]


_KEY_SPAN_START = re.compile(r"\b(?:between|from)\s+(?:the\s+)?([a-z]+)\s+$", re.I)


def _key_span(claim: str, a: Value, b: Value, index: TableIndex, table: int) -> set[int] | None:
    """The rows of ``table`` whose cell of a column keyed by a word ("from age 22 to 33", "between ages 14 and 17") lies
    from ``a`` to ``b``: the column the word names, holding both numbers; None when the claim writes no such span."""
    start = _KEY_SPAN_START.search(claim[:a.start])
    if start is None or a.kind != "number" or b.kind != "number" or a.mention.percent or b.mention.percent \
            or claim_year(a) is not None or a.mention.number.value >= b.mention.number.value:
        return None
    word = stem(start.group(1).lower())
    cols = [c for c in index.table_columns(table) if hits(c, word) and {a.mention.number.value, b.mention.number.value} <= set(c.values)]
    if len(cols) != 1:
        return None
    own = index.table_rows[table]
    lo, hi = a.mention.number.value, b.mention.number.value
    return {own[r] for r, x in enumerate(cols[0].values) if x is not None and lo <= x <= hi}


__all__ = ["merged"]
