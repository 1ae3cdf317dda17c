"""A step of a yearly series, from the row before to the year's row: "The 1950 raise from 40 to 75 cents was an
increase of 87.5%" says the 1950 row holds 75 cents and the row before it 40; "The smallest raise in percentage terms
was the 1975 step from $2.00 to $2.10, just 5%" ranks that step among all of the column's steps. Read as written,
"from 40 to 75" was a range whose two ends had to sit in 1950's row, so the true claim was refuted.

The claim writes "the <year> <raise|rise|increase|step|hike|cut|drop>" (or "in <year>, when ... went (rose, fell)")
and then "from A to B": in a table with a year column, the year's row must hold B and the row before it (in year
order) A, in one measure column. A percentage written besides must be the step's percent change; a superlative of
steps before it ("the steepest raise", "the smallest raise in percentage terms") ranks the step among every step of
that column (by its percent change when the claim says "in percentage terms" or writes a percentage, else by its
size). Anything else is left to the other checks (None).

>>> from mt_raig.tables import Table
>>> from mt_raig.eval.lexical.index import index_of
>>> from mt_raig.eval.lexical.values import claim_values
>>> t = Table("w", "Minimum wage", ("year", "wage_usd"), (("1945", "0.40"), ("1950", "0.75"), ("1956", "1.00")))
>>> ix = index_of((t,))
>>> [year_step(c, claim_values(c, ix), ix)[0].ok for c in ("The 1950 raise from $0.40 to $0.75 was an increase of 87.5%.",
...                                                       "The 1950 raise from $0.40 to $0.75 was an increase of 35%.")]
[True, False]
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import Decimal

from .checks import Check
from .headers import year_key
from .index import TableIndex
from .values import Value, agrees, cell_agrees

_STEP = re.compile(r"\bthe\s+(?P<year>(?:1[89]|20)\d\d)\s+(?:raise|rise|increase|step|hike|cut|drop|jump|fall)\s+from\s+[$€£]?$"
                   r"|\bin\s+(?P<when>(?:1[89]|20)\d\d),\s+when\s+(?:[\w'’-]+\s+){1,4}?(?:went|rose|climbed|jumped|fell|dropped)\s+from\s+[$€£]?$", re.I)
_TO = re.compile(r"\s*(?:cents?\s+)?to\s+[$€£]?", re.I)
_SUPERLATIVE = re.compile(r"\b(?P<sup>steepest|largest|biggest|greatest|sharpest|smallest|slightest|mildest)\s+(?:raise|rise|increase|step|hike|jump)"
                          r"(?P<pct>\s+in\s+(?:percentage|relative)\s+terms)?\b", re.I)
_MOST = {"steepest", "largest", "biggest", "greatest", "sharpest"}


def year_step(claim: str, values: Sequence[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """The check of a yearly step "from A to B" (rules above), with the values used."""
    for k in range(len(values) - 1):
        a, b = values[k], values[k + 1]
        if a.kind != "number" or b.kind != "number" or a.mention.percent or b.mention.percent or not _TO.fullmatch(claim, a.end, b.start):
            continue
        m = _STEP.search(claim[:a.start])
        if m is None:
            return None
        year = int(m.group("year") or m.group("when"))
        percents = [i for i, v in enumerate(values) if v.kind == "number" and v.mention.percent]
        years = [i for i, v in enumerate(values) if v.kind == "number" and not v.mention.percent and v.mention.number.value == year]
        if len(percents) > 1 or len(values) != 2 + len(percents) + len(years) or len(years) != 1:
            return None
        found = _steps(index, year, a, b)
        if found is None:
            return None
        col, steps, ok = found
        before, after = steps[year]
        change = (after - before) / before * 100 if before else None
        detail = {"year": year, "column": col, "from": str(before), "to": str(after)}
        if percents:
            ok = ok and change is not None and agrees(change, values[percents[0]])
            detail["percent change"] = f"{change:.2f}%" if change is not None else None
        if (sup := _SUPERLATIVE.search(claim)) is not None:
            relative = bool(sup.group("pct") or percents)
            size = {y: ((t - f) / f if relative else t - f) for y, (f, t) in steps.items() if f and t > f}  # (among the rises)
            best = (max if sup.group("sup").lower() in _MOST else min)(size.values()) if size else None
            ok = ok and year in size and size[year] == best
            detail["ranked"] = f"{sup.group(0)} of {len(size)} steps"
        return Check("step", ok, detail), list(range(len(values)))
    return None


def _steps(index: TableIndex, year: int, a: Value, b: Value) -> tuple[str, dict[int, tuple[Decimal, Decimal]], bool] | None:
    """(the column, every step by year as (row before, year's row), whether the year's step is ``a`` to ``b``) of the one
    table with a year column and a measure column holding ``b`` in the year's row; None when there is none."""
    for pos, table in enumerate(index.tables):
        if (key := year_key(table)) is None:
            continue
        own = index.table_rows[pos]
        order = sorted((int(row[key]), i) for i, row in enumerate(table.cells) if row[key].strip().isdigit())
        at = [n for n, (y, _) in enumerate(order) if y == year]
        if len(at) != 1 or at[0] == 0:
            continue
        row, prev = own[order[at[0]][1]], own[order[at[0] - 1][1]]
        cols = [c for c in index.table_columns(pos) if not c.id_like and c.dimension != "date" and (x := index.value(row, c.gid)) is not None
                and cell_agrees(b, c, x)]
        if len(cols) != 1:
            continue
        col = cols[0]
        steps = {y: (index.value(own[order[n - 1][1]], col.gid), index.value(own[i], col.gid)) for n, (y, i) in enumerate(order) if n}
        steps = {y: s for y, s in steps.items() if None not in s}
        ok = (x := index.value(prev, col.gid)) is not None and cell_agrees(a, col, x)
        return col.header, steps, ok
    return None
