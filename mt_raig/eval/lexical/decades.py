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
from .values import Value, rows_holding

_DECADE = re.compile(r"\bthe\s+(?:(early|mid|mid-|late)\s*)?((?:1[5-9]|20)\d0)['’]?s\b", re.I)
_PART = {"early": (0, 3), "mid": (4, 6), "mid-": (4, 6), "late": (7, 9), None: (0, 9)}  # "the early 1990s": 1990-1993
ORDINAL_CENTURIES = {"fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18, "nineteenth": 19, "twentieth": 20,
                     "twenty-first": 21}
_CENTURY = re.compile(r"\bthe\s+(1[5-9]|2[01])(?:st|nd|rd|th)\s+century\b|\bthe\s+(" + "|".join(ORDINAL_CENTURIES) + r")\s+century\b", re.I)


def decade_check(claim: str, values: Sequence[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """The check of a decade said of the claim's one named entity (module docstring); None otherwise."""
    span = span_of(claim)
    if span is None or NEGATED.search(claim) or len(values) != 1 or values[0].kind != "name":
        return None
    first, last, said = span
    rows = rows_holding(index, values[0])
    for pos in sorted({index.rows[r].table_pos for r in rows}):
        own = [r for r in rows if index.rows[r].table_pos == pos]
        if len(own) != 1 or (found := year_column(index, claim, pos)) is None:
            continue
        col, step = found
        x = index.value(own[0], col.gid)
        if x is None:
            continue
        year = int(x) // step
        detail = {"table_id": index.tables[pos].id, "row": index.rows[own[0]].row, "column": col.header, "year": year, "span": said}
        return Check("decade", first <= year <= last, detail), [0]
    return None


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
