"""The spread of one column: "The highest and lowest medical shares of GDP are 4.87 percentage points apart" says the
largest and the smallest cell of ``medical_share_of_gdp_pct`` differ by 4.87 (7.38 - 2.51). Read as written, the 4.87
was in no row and the two superlatives named no row, so the true claim was refuted.

The claim writes "the highest|largest|... and (the) lowest|smallest|... <what>" with "are|were N apart", "differ by N"
or "is|was N" after "the gap|difference between"; ``what`` names one column (:func:`.descriptions.named_column`), of
the years a "between 1990 and 1999" leaves where the claim writes one (:func:`.yearspans.year_scope`). The number must
be the largest cell minus the smallest at its written precision. Anything else is left to the other checks (None).

>>> from mt_raig.tables import Table
>>> from mt_raig.eval.lexical.index import index_of
>>> from mt_raig.eval.lexical.values import claim_values
>>> t = Table("s", "Shares", ("country", "share_pct"), (("A", "7.38"), ("B", "2.51"), ("C", "5.0")))
>>> claim = "The highest and lowest shares are 4.87 points apart."
>>> spread(claim, claim_values(claim, index_of((t,))), index_of((t,)))[0].ok
True
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .checks import Check
from .descriptions import named_column
from .index import TableIndex
from .values import Value, agrees
from .yearspans import rows_in_scope, year_scope

_HIGH = r"(?:highest|largest|biggest|greatest|top|most)"
_LOW = r"(?:lowest|smallest|least|bottom|fewest)"
_SPREAD = re.compile(r"\bthe\s+(?:" + _HIGH + r"\s+and\s+(?:the\s+)?" + _LOW + r"|" + _LOW + r"\s+and\s+(?:the\s+)?" + _HIGH + r")\s+"
                     r"(?P<what>[a-z][\w -]*?)\s+(?:(?:are|were|lie|lay|sit|sat)\s+(?:about\s+|roughly\s+|some\s+)?(?P<n1>[\d.,]+)"
                     r"(?:\s+(?:percentage\s+)?points?|\s+[a-z]+)?\s+apart|differ(?:ed)?\s+by\s+(?:about\s+|roughly\s+|some\s+)?(?P<n2>[\d.,]+))\b", re.I)


def spread(claim: str, values: Sequence[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """The check of a column's spread (module docstring); None when the claim is not of this kind."""
    m = _SPREAD.search(claim)
    if m is None or (gid := named_column(index, m.group("what"))) is None:
        return None
    start = m.start("n1") if m.group("n1") else m.start("n2")
    stated = [i for i, v in enumerate(values) if v.kind == "number" and v.start == start]
    others = [v for i, v in enumerate(values) if i not in stated]
    if len(stated) != 1 or any(not (v.kind == "number" and v.locator) for v in others):
        return None
    pos = index.columns[gid].table_pos
    rows = index.table_rows[pos]
    if (span := year_scope(claim)) is not None:
        if (rows := rows_in_scope(index, pos, rows, span)) is None:
            return None
    elif others:
        return None  # a year that is no span: a column of that year, read elsewhere
    cells = [x for r in rows if (x := index.value(r, gid)) is not None]
    if len(cells) < 2:
        return None
    detail = {"table_id": index.tables[pos].id, "column": index.columns[gid].header, "max": str(max(cells)), "min": str(min(cells)),
              "spread": str(max(cells) - min(cells)), "written": values[stated[0]].text}
    return Check("spread", agrees(max(cells) - min(cells), values[stated[0]]), detail), list(range(len(values)))


__all__ = ["spread"]
