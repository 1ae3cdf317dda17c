"""The first time a series crosses a value: "Austin's monthly sales volume first topped $1 billion in May 2014",
"Employment passed seventy million for the first time in 1962".

The claim writes one threshold after a crossing verb ("topped", "exceeded", "passed", "reached", "fell below", ...)
with "first" before it or "for the first time" after it, and values that locate one row (a month of a table of one
year's months, a year, a date; the table's own year aside). The rows meeting the threshold are read as a count's
condition is (:func:`.counting.condition_rows`: the column the words name, with its scale and unit); in table order,
which a series keeps in time, the first of them must be that row. Anything else is left to the other checks (None).

>>> from mt_raig.tables import Table
>>> from mt_raig.eval.lexical.index import index_of
>>> from mt_raig.eval.lexical.values import claim_values
>>> t = Table("j", "US employment by year (thousands)", ("year", "employed_thousands"), (("1960", "65778"), ("1961", "65746"),
...       ("1962", "66702"), ("1963", "67762")))
>>> claim = "Employment first passed 67,000 thousand in 1962."
>>> first_crossing(claim, claim_values(claim, index_of((t,))), index_of((t,)))[0].ok
False
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from .checks import Check
from .counting import condition_rows
from .dategaps import year_column
from .index import TableIndex, hits
from .lexicon import NEGATED, stem
from .values import Value, cell_agrees, rows_holding

CROSSING_VERB = r"(topped|exceeded|passed|surpassed|crossed|reached|hit|broke|rose\s+above|went\s+above|fell\s+below|dropped\s+below|dipped\s+below|sank\s+below)"
_FIRST = re.compile(r"\bfirst\s+" + CROSSING_VERB + r"\b|\b" + CROSSING_VERB + r"\b(?=.*\bfor\s+the\s+first\s+time\b)|\b" + CROSSING_VERB
                    + r"(?=\s+the\s+[^,.;]{1,30}?\s(?:mark|milestone|barrier)\b)", re.I)  # "passed the $1 trillion mark in 1971": crossed it then
_AT = re.compile(r"\b(?:at|to|with|reaching)\s+(?:about\s+|some\s+|nearly\s+|almost\s+|just\s+)?[$€£]?$", re.I)
_YEAR = re.compile(r"(?<!\d)(1[5-9]\d\d|20\d\d)(?!\d)")


def first_crossing(claim: str, values: Sequence[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """The check of a claim that a series first crossed a value at one row (module docstring); None otherwise."""
    m = _FIRST.search(claim)
    if m is None or NEGATED.search(claim):
        return None
    verb = (m.group(1) or m.group(2) or m.group(3)).lower()
    after = [i for i, v in enumerate(values) if v.kind == "number" and not v.locator and v.start >= m.end() - len(verb)]
    if not after or any(not _AT.search(claim[:values[k].start]) for k in after[1:]):  # "..., at 1,077.6 billion dollars": the
        return None  # row's own value beside the threshold (it must sit in the row, as every other value)
    i = after[0]
    titled = {int(y) for t in index.tables for y in _YEAR.findall(t.title)}
    rest = [k for k in range(len(values)) if k != i and not (values[k].kind == "number" and values[k].mention is not None
                                                             and values[k].mention.number.value in titled and not rows_holding(index, values[k]))]
    rows = set.intersection(*(rows_holding(index, values[k]) for k in rest)) if rest else set()
    if len(rows) != 1 and len(rest) == 1 and values[rest[0]].kind == "number" and values[rest[0]].locator:  # "in 1962" of a
        rows = _year_rows(index, claim, int(values[rest[0]].mention.number.value))  # title "1947-1962": its year column's row
    if len(rows) != 1:
        return None
    r = next(iter(rows))
    pos = index.rows[r].table_pos
    bound = "<" if "below" in verb else ">=" if verb in ("reached", "hit") else ">"
    crossed = list(values)
    crossed[i] = replace(values[i], bound=bound, locator=False)
    met = condition_rows(index, claim, crossed, i, pos)
    if met is None:  # "Employment passed seventy million": the one column any word of the claim names
        said = {stem(w.group(0)) for w in re.finditer(r"[a-z]+", claim.lower()) if not any(v.start <= w.start() < v.end for v in values)}
        cols = [c for c in index.table_columns(pos) if not c.id_like and c.dimension != "date" and any(hits(c, w) for w in said)]
        own = index.table_rows[pos]
        met = {own[k] for k, x in enumerate(cols[0].values) if x is not None and cell_agrees(crossed[i], cols[0], x)} if len(cols) == 1 else None
    if met is None:
        return None  # no column to read (an empty set: the series never crossed it, so the claim is false)
    first = next((x for x in index.table_rows[pos] if x in met), None)
    detail = {"table_id": index.tables[pos].id, "row": index.rows[r].row, "threshold": values[i].text, "bound": bound,
              "first_row": index.rows[first].row if first is not None else None}
    return Check("first", first == r, detail), list(range(len(values)))


def _year_rows(index: TableIndex, claim: str, year: int) -> set[int]:
    """The rows whose year (in the year or date column :func:`.dategaps.year_column` chooses) is ``year``."""
    out = set()
    for pos in range(len(index.tables)):
        if (found := year_column(index, claim, pos)) is not None:
            col, step = found
            out |= {index.table_rows[pos][k] for k, x in enumerate(col.values) if x is not None and int(x) // step == year}
    return out
