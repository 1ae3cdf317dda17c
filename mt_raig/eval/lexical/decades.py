"""A decade or a century said of one entity: "Oregon was admitted to the Union in the 1850s", "Chlorine was discovered
in the 18th century".

The claim names one entity (its only value) and writes a decade ("the 1850s", "the 1850's"; "the early 1990s" 1990-1993,
"the mid-1990s" 1994-1996, "the late 1990s" 1997-1999) or a century ("the 18th
century", "the eighteenth century": 1701-1800); the entity's row in a table must hold a year or date in it, in the column :func:`.dategaps.year_column` chooses for the claim's
words. A claim with a negation, other values, or no row and column to read is left to the other checks (None).

>>> from mt_raig.tables import Table
>>> from mt_raig.eval.lexical.index import index_of
>>> from mt_raig.eval.lexical.values import claim_values
>>> t = Table("s", "US states", ("state", "admitted"), (("Oregon", "1859"), ("Kansas", "1861")))
>>> claim = "Oregon was admitted to the Union in the 1860s."
>>> decade_check(claim, claim_values(claim, index_of((t,))), index_of((t,)))[0].ok
False
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .checks import Check
from .dategaps import year_column
from .index import TableIndex
from .lexicon import NEGATED
from .values import Value, number_columns, rows_holding

_DECADE = re.compile(r"\bthe\s+(?:(early|mid|mid-|late)\s*)?((?:1[5-9]|20)\d0)['’]?s\b", re.I)
_PART = {"early": (0, 3), "mid": (4, 6), "mid-": (4, 6), "late": (7, 9), None: (0, 9)}  # "the early 1990s": 1990-1993
ORDINAL_CENTURIES = {"fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18, "nineteenth": 19, "twentieth": 20,
                     "twenty-first": 21}
_CENTURY = re.compile(r"\bthe\s+(1[5-9]|2[01])(?:st|nd|rd|th)\s+century\b|\bthe\s+(" + "|".join(ORDINAL_CENTURIES) + r")\s+century\b", re.I)


def decade_check(claim: str, values: Sequence[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """The check of a decade said of the claim's one named entity (module docstring), or of each of several ("Trial 1 was
    run in the 1940s and trial 6 in the 1950s": each decade of the entity written before it, a name or a key such as
    "trial 6"); None otherwise."""
    decades = list(_DECADE.finditer(claim))
    if span_of(claim) is None or NEGATED.search(claim) or len(decades) > 1 and len(decades) != len(values):
        return None
    if len(decades) <= 1:
        if len(values) != 1 or not (values[0].kind == "name" or values[0].kind == "number" and values[0].locator):
            return None
        pairs = [(0, span_of(claim))]
    else:  # one entity before each decade, each a name or a key locator
        if any(not (v.kind == "name" or v.kind == "number" and v.locator) for v in values) \
                or any(not (v.start < d.start() and (k + 1 == len(values) or values[k + 1].start > d.start())) for k, (v, d) in enumerate(zip(values, decades))):
            return None
        pairs = [(k, span_of(d.group(0))) for k, d in enumerate(decades)]
    results = []
    for k, (first, last, said) in pairs:
        rows = _entity_rows(index, values[k], claim)
        found = None
        for pos in sorted({index.rows[r].table_pos for r in rows}):
            own = [r for r in rows if index.rows[r].table_pos == pos]
            if len(own) != 1 or (cols := year_column(index, claim, pos)) is None:
                continue
            col, step = cols
            if (x := index.value(own[0], col.gid)) is None:
                continue
            year = int(x) // step
            found = (first <= year <= last, {"table_id": index.tables[pos].id, "row": index.rows[own[0]].row, "column": col.header, "year": year, "span": said})
            break
        if found is None:
            return None
        results.append(found)
    detail = results[0][1] if len(results) == 1 else {"decades": [d for _, d in results]}
    return Check("decade", all(ok for ok, _ in results), detail), [k for k, _ in pairs]


def _entity_rows(index: TableIndex, v: Value, claim: str) -> set[int]:
    """The rows a name holds, or a key ("trial 6") names through an id-like column."""
    if v.kind == "name":
        return rows_holding(index, v)
    return {r for r in rows_holding(index, v) if any(g >= 0 and index.columns[g].id_like for g in number_columns(index, r, v))}


def span_of(claim: str) -> tuple[int, int, str] | None:
    """(first year, last year, text) of the decade or century a claim writes ("the 1850s": 1850-1859, "the 18th century":
    1701-1800); None when it writes neither."""
    if (m := _DECADE.search(claim)) is not None:
        lo, hi = _PART[m.group(1).lower() if m.group(1) else None]
        return int(m.group(2)) + lo, int(m.group(2)) + hi, m.group(0)
    if (m := _CENTURY.search(claim)) is not None:
        n = int(m.group(1)) if m.group(1) else ORDINAL_CENTURIES[m.group(2).lower()]
        return 100 * (n - 1) + 1, 100 * n, m.group(0)
    return None


def miscentured(claim: str) -> dict | None:
    """The evidence when a year and the decade or century written beside it disagree ("discovered in 1774, in the 17th
    century"): false whatever the tables hold. None otherwise."""
    m = re.search(r"\bin\s+((?:1[5-9]|20)\d\d)\s*,?\s+(?:in|during)\s+(the\s+[^,;.]*?(?:century|\d0['’]?s))\b", claim)
    if m is None or (span := span_of(m.group(2))) is None or NEGATED.search(claim):
        return None
    first, last, said = span
    year = int(m.group(1))
    return None if first <= year <= last else {"reason": "a year outside the decade or century written beside it", "written": m.group(0)}
