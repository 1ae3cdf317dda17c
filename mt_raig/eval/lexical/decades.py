"""A decade said of one entity: "Oregon was admitted to the Union in the 1850s", "Chile joined the UN in the 1940s".

The claim names one entity (its only value) and writes a decade ("the 1850s", "the 1850's"); the entity's row in a
table must hold a year or date in that decade, in the column :func:`.dategaps.year_column` chooses for the claim's
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
from .values import Value, rows_holding

_DECADE = re.compile(r"\bthe\s+((?:1[5-9]|20)\d0)['’]?s\b")
_NEGATION = re.compile(r"\b(?:not|never|no|none|neither|nor)\b|n[’']t\b", re.I)


def decade_check(claim: str, values: Sequence[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """The check of a decade said of the claim's one named entity (module docstring); None otherwise."""
    m = _DECADE.search(claim)
    if m is None or _NEGATION.search(claim) or len(values) != 1 or values[0].kind != "name":
        return None
    decade = int(m.group(1))
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
        detail = {"table_id": index.tables[pos].id, "row": index.rows[own[0]].row, "column": col.header, "year": year, "decade": f"{decade}s"}
        return Check("decade", decade <= year < decade + 10, detail), [0]
    return None
