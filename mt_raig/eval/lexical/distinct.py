"""Counts of distinct values: "The five Gentoo birds' first eggs were recorded on three distinct dates", "The sixteen
stars are spread over fourteen constellations", "Adelies were sampled on three different islands".

A number (digits or a word) before "distinct", "different" or "separate" and a noun, or after "spread over",
"spread across" or "drawn from" before a noun, counts the distinct non-empty cells of the one column that noun names
(its header word: "dates" for ``first_egg_date``, "constellations" for ``constellation``), over the rows of that
column's table that hold the claim's names (all its rows when it names none). A noun naming no column, or several, and
a name in no row of that table are left to the other checks (None): never a guess.

>>> from mt_raig.tables import Table
>>> from mt_raig.eval.lexical.index import index_of
>>> from mt_raig.eval.lexical.values import claim_values
>>> t = Table("s", "stars", ("star", "constellation"), (("Rigel", "Ori"), ("Betelgeuse", "Ori"), ("Vega", "Lyr")))
>>> claim = "The three stars lie in two different constellations."
>>> distinct_count(claim, claim_values(claim, index_of((t,))), index_of((t,)))[0].ok
True
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import Decimal

from .checks import Check
from .countbounds import bound_before, count_holds
from .index import TableIndex, header_stems
from .lexicon import stem
from .values import Value, rows_holding
from .words import count_value

_NUMBER = r"(\d+|[a-z]+(?:-[a-z]+)?)"
_DISTINCT = re.compile(r"\b" + _NUMBER + r"\s+(?:distinct|different|separate)\s+([a-z]+)", re.I)
_SPREAD = re.compile(r"\b(?:spread|scattered|distributed)\s+(?:over|across|among)\s+" + _NUMBER + r"\s+([a-z]+)", re.I)


def distinct_count(claim: str, values: Sequence[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """The check of a claim counting distinct cells by the rules above, with the values it used; None otherwise."""
    m = _DISTINCT.search(claim) or _SPREAD.search(claim)
    if m is None:
        return None
    n = count_value(m.group(1))
    noun = stem(m.group(2).lower())
    cols = [(pos, j) for pos, t in enumerate(index.tables) for j, h in enumerate(t.header) if noun in header_stems(h)]
    if n is None or len(cols) != 1:
        return None
    pos, j = cols[0]
    own = set(index.table_rows[pos])
    names = [i for i, v in enumerate(values) if v.kind == "name"]
    if any(i for i in range(len(values)) if i not in names and not (m.start(1) <= values[i].start < m.end(1))):
        return None  # another number or date: a condition this check does not read
    rows = own.intersection(*(rows_holding(index, values[i]) for i in names)) if names else own
    if names and not rows:
        return None
    cells = {index.tables[pos].cells[index.rows[r].row - 1][j].strip() for r in rows} - {""}
    detail = {"table_id": index.tables[pos].id, "column": index.tables[pos].header[j], "rows": len(rows), "distinct": len(cells), "count": str(n)}
    used = [i for i in range(len(values)) if i in names or m.start(1) <= values[i].start < m.end(1)]
    bound = bound_before(claim, m.start(1)) if m.re is _DISTINCT else None  # "spread over fourteen": no bound
    return Check("distinct", count_holds(Decimal(len(cells)), Decimal(n), bound), detail), used
