"""A bound said of every row in a span of years: "The Democrats won more than 50% of the two-party vote in every
election from 1932 to 1948", "Inflation stayed below 4% each year between 1991 and 1996".

The claim writes one bounded number ("more than 50%", "below 4%") and a span ("in every election from 1932 to 1948",
"each year between A and B", "in all the years from A through B", or the span anywhere and "in every year"). In a
table with one row per year (its year or date column, :func:`.dategaps.year_column`, holds each year once), every row
of the span must meet the bound, read as a count's condition is (:func:`.counting.condition_rows`: the column the
words name, with its scale and unit). Names in such a claim qualify the measure ("the Democratic share"), not the rows:
the span picks the rows. A negated claim, a span with fewer than two rows, or a bound whose column cannot be told is
left to the other checks (None).

>>> from mt_raig.tables import Table
>>> from mt_raig.eval.lexical.index import index_of
>>> from mt_raig.eval.lexical.values import claim_values
>>> t = Table("e", "Elections by year", ("year", "share_pct"), (("1990", "52"), ("1994", "55"), ("1998", "49"), ("2002", "51")))
>>> claim = "The share was above 50% in every election from 1990 to 1998."
>>> every_in_span(claim, claim_values(claim, index_of((t,))), index_of((t,)))[0].ok
False
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .checks import Check
from .counting import condition_rows
from .dategaps import year_column
from .index import TableIndex
from .lexicon import NEGATED
from .values import Value
from .yearspans import FROM_TO, SPAN_YEARS

_SPAN = re.compile(r"\b(?:in|for|during|across)?\s*(?:every|each|all(?:\s+the)?)\s+(?:(?:[a-z]+\s+){0,2}?)" + FROM_TO, re.I)
_EVERY_YEAR = re.compile(r"\b(?:in\s+|for\s+)?(?:every|each)\s+(?:single\s+)?(?:year|season)\b", re.I)
_BOUNDS = (">", ">=", "<", "<=")


def every_in_span(claim: str, values: Sequence[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """The check of a bound said of every row of a span of years (module docstring); None otherwise."""
    m = _SPAN.search(claim)
    if m is None and _EVERY_YEAR.search(claim):  # "Between 1975 and 1993, output was below 24,000 tonnes in every year"
        m = SPAN_YEARS.search(claim)
    if m is None or NEGATED.search(claim):
        return None
    first, last = int(m.group(1)), int(m.group(2))
    ends = [i for i, v in enumerate(values) if m.start(1) <= v.start < m.end()]
    bounded = [i for i, v in enumerate(values) if v.kind == "number" and v.bound in _BOUNDS and not v.locator and i not in ends]
    others = [i for i, v in enumerate(values) if i not in ends and i not in bounded]
    if last <= first or len(bounded) != 1 or any(values[i].kind != "name" for i in others):
        return None
    for pos in range(len(index.tables)):
        found = year_column(index, claim, pos)
        if found is None:
            continue
        col, step = found
        years = [int(x) // step for x in col.values if x is not None]
        if len(years) != len(set(years)) or len(years) < len(index.table_rows[pos]):
            continue  # not one row per year: names would pick rows the span does not
        own = index.table_rows[pos]
        span = {own[k] for k, x in enumerate(col.values) if x is not None and first <= int(x) // step <= last}
        met = condition_rows(index, claim, values, bounded[0], pos)
        if len(span) < 2 or met is None:
            continue
        missed = sorted(index.rows[r].row for r in span - met)
        detail = {"table_id": index.tables[pos].id, "span": [first, last], "rows": len(span), "bound": values[bounded[0]].text,
                  "rows not meeting it": missed}
        return Check("every", not missed, detail), list(range(len(values)))
    return None
