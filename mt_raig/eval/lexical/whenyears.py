"""The year a clause's own facts pick, at the start of a claim: "In the season Ruth drew 170 walks, the highest sea level
at Port Pirie was 4.03 m" says the sea level of 1923 (the season whose row holds those 170 walks) was 4.03 m. Read as
written, the 4.03 only had to sit in some row of the other table, so a false value of another year was accepted; the
clause is resolved to its row's year and the claim read as "In 1923, ...".

The clause's values (its numbers and names) must all sit in one row of one table, or be names whose rows all keep one
year ("In the year Braveheart and The Usual Suspects came out"), the year kept in a column headed "year" or "season";
otherwise (no value, a bound such as "first topped 60 million", or several rows or years) the claim is left as written.

    >>> from mt_raig.eval.lexical.index import index_of
    >>> from mt_raig.tables import Table
    >>> bats = Table("bats", "A slugger's seasons", ("year", "home_runs", "walks"), (("1922", "35", "84"), ("1923", "41", "170")))
    >>> when_year("In the season he drew 170 walks, the sea level was 4.03 m.", index_of((bats,)))
    'In 1923, the sea level was 4.03 m.'
"""

from __future__ import annotations

import re

from .grouping import sided_rows
from .headers import year_key
from .index import TableIndex
from .qualifiers import adjective_values
from .values import claim_values, rows_holding

_WHEN = re.compile(r"^in\s+the\s+(?:[a-z]+\s+)?(?:year|season)\s+(?:when\s+|that\s+|in\s+which\s+)?(?P<clause>[^,;]+?),\s+", re.I)
_SUPERLATIVE = re.compile(r"\b(?:[a-z]+est|most|least|first|last|only)\b", re.I)


def when_year(claim: str, index: TableIndex) -> str:
    """``claim`` with its leading "In the year/season <clause>," replaced by "In <year>," (module docstring)."""
    m = _WHEN.match(claim)
    if m is None or _SUPERLATIVE.search(m.group("clause")) or re.match(r"with\b", m.group("clause"), re.I):
        return claim  # "In the year of the fastest 400 m", "the year the ice was at its greatest": :mod:`.descriptions`
    of = re.match(r"of\s+", m.group("clause"), re.I)  # "In the year of West Germany's figures, ...": the names' one year
    values = claim_values(m.group("clause"), index)
    if of and any(v.kind != "name" for v in values):
        return claim
    if of and not values:  # "In the year of the Canadian and Swedish figures": Canada's and Sweden's rows
        values = adjective_values(m.group("clause"), index)
    if not values or any(v.bound is not None or v.kind not in ("number", "name", "duration") for v in values):
        return claim
    clause = m.group("clause")
    held = [rows_holding(index, v) if v.kind != "name" else set().union(*(  # "the year a South African won the men's race":
        sided_rows(index, p, clause, v) or {r for r in rows_holding(index, v) if index.rows[r].table_pos == p}  # the name in
        for p in range(len(index.tables)))) for v in values]  # ``men_country``, never in ``women_country``
    rows = set.intersection(*held)
    if len(rows) == 1 and any(v.kind != "name" for v in values):
        years = _years(index, rows)
    elif all(v.kind == "name" for v in values):  # "In the year Braveheart and The Usual Suspects came out": each name's
        years = set.intersection(*(_years(index, h) for h in held))  # rows, one year for all
    else:
        return claim
    return f"In {next(iter(years))}, " + claim[m.end():] if len(years) == 1 else claim


def _years(index: TableIndex, rows: set[int]) -> set[str]:
    """The years the ``rows`` keep in a column headed "year" or "season" (a row without one gives none)."""
    out = set()
    for r in rows:
        row = index.rows[r]
        table = index.tables[row.table_pos]
        year = table.cells[row.row - 1][key].strip() if (key := year_key(table)) is not None else ""
        if not re.fullmatch(r"\d{4}", year) or not 1000 <= int(year) <= 2100:
            return set()
        out.add(year)
    return out
