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
from .lexicon import SUPERLATIVES
from .values import Value, agrees
from .yearspans import rows_in_scope, year_scope

_HIGH = r"(?:highest|largest|biggest|greatest|top|most)"
_LOW = r"(?:lowest|smallest|least|bottom|fewest)"
_SPREAD = re.compile(r"\bthe\s+(?:" + _HIGH + r"\s+and\s+(?:the\s+)?" + _LOW + r"|" + _LOW + r"\s+and\s+(?:the\s+)?" + _HIGH + r")\s+"
                     r"(?P<what>[a-z][\w -]*?)\s+(?:(?:are|were|lie|lay|sit|sat)\s+(?:about\s+|roughly\s+|some\s+)?(?P<n1>[\d.,]+)"
                     r"(?:\s+(?:percentage\s+)?points?|\s+[a-z]+)?\s+apart|differ(?:ed)?\s+by\s+(?:about\s+|roughly\s+|some\s+)?(?P<n2>[\d.,]+))\b", re.I)


_OPPOSED = re.compile(r"\bthe\s+(?P<top>[a-z]+est)\s+(?P<what>[a-z][\w -]*?)\s+(?:was|is|were|are)\s+(?:about\s+|roughly\s+|some\s+)?(?P<n3>[\d.,]+)"
                     r"\s+(?:[a-z°]+\s+){0,2}?[a-z]+er\s+than\s+(?:that\s+of\s+)?the\s+(?P<bottom>[a-z]+est)\b", re.I)
_SPANNED = re.compile(r"\b(?:span|spans|spanned|cover|covers|covered)\s+(?:about\s+|roughly\s+|some\s+)?(?P<n4>\d[\d,]*(?:\.\d+)?)(?:\s+[a-z°]+)?\s*,?\s*"
                      r"from\s+(?P<a>[\d.,]+)\s+to\s+(?P<b>[\d.,]+)", re.I)


def spread(claim: str, values: Sequence[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """The check of a column's spread (module docstring); None when the claim is not of this kind. Also "The warmest
    launch was 28 degrees warmer than the coldest" (two opposite superlatives of the column the first one's words name)
    and "The twelve estimates span 12.392 degrees, from 17.736 to 30.128" (the column whose smallest and largest cells
    are the two written, and the gap between them)."""
    if (m := _SPANNED.search(claim)) is not None:
        return _spanned(m, values, index)
    m = _SPREAD.search(claim) or _OPPOSED.search(claim)
    if m is not None and m.re is _OPPOSED and SUPERLATIVES.get(m.group("top").lower(), 0) * SUPERLATIVES.get(m.group("bottom").lower(), 0) != -1:
        return None  # "the warmest ... than the coldest": two opposite ends of one column
    if m is None or (gid := named_column(index, m.group("what") if m.re is _SPREAD else f"{m.group('top')} {m.group('what')}")) is None:
        return None
    start = m.start("n1") if m.re is _SPREAD and m.group("n1") else m.start("n2") if m.re is _SPREAD else m.start("n3")
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


def _spanned(m: re.Match, values: Sequence[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """"span 12.392 degrees, from 17.736 to 30.128": the one column whose smallest and largest cells are those two, and
    the gap written between them."""
    at = {m.start(g): g for g in ("n4", "a", "b")}
    found = {at[v.start]: v for v in values if v.kind == "number" and v.start in at}
    if len(found) != 3 or len(values) != 3:
        return None
    lo, hi = sorted((found["a"], found["b"]), key=lambda v: v.mention.number.value)
    cols = [c for c in index.columns if not c.id_like and (cells := [x for x in c.values if x is not None]) and len(cells) >= 2
            and agrees(min(cells), lo) and agrees(max(cells), hi)]
    if len(cols) != 1:
        return None
    cells = [x for x in cols[0].values if x is not None]
    detail = {"table_id": index.tables[cols[0].table_pos].id, "column": cols[0].header, "max": str(max(cells)), "min": str(min(cells)),
              "spread": str(max(cells) - min(cells)), "written": found["n4"].text}
    return Check("spread", agrees(max(cells) - min(cells), found["n4"]), detail), list(range(len(values)))
