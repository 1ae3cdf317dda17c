"""Steps of one series counted: "Michigan's payroll employment rose in 10 of the 16 years after 1970, or 62.5% of
them" of a table with one row per year. The words before the verb name the measure column of a table kept in time
order (a year column, or a date column, strictly increasing); each step from one row to the next is a rise or a
fall, and N (with M, when written: the steps there are) must be the steps that go the verb's way. A share written
after the count ("or 62.5% of them") must be N of the steps. A claim with another value than a year every row holds
or the first year ("after 1970") is left to the other checks (None).

    >>> from mt_raig.tables import Table
    >>> from mt_raig.eval.lexical.index import index_of
    >>> from mt_raig.eval.lexical.values import claim_values
    >>> t = Table("m", "Jobs by year", ("year", "jobs"), (("2001", "10"), ("2002", "12"), ("2003", "11"), ("2004", "13")))
    >>> claim = "Jobs rose in two of the three years after 2001."
    >>> step_count(claim, claim_values(claim, index_of((t,))), index_of((t,)))[0].ok
    True
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import Decimal

from .checks import Check, ranked
from .index import TableIndex
from .lexicon import stem
from .periods import DOWN_STEMS, UP_STEMS
from .values import Value, agrees, best_columns, rows_holding
from .windows import year_like
from .words import count_value

_STEPS = re.compile(r"\b(?P<verb>[a-z]+)\s+in\s+(?:just\s+|only\s+|exactly\s+)?(?P<n>\w+(?:-\w+)?)\s+of\s+(?:the\s+|its\s+|their\s+)?(?:(?P<m>\w+(?:-\w+)?)\s+)?"
                    r"(?:years|months|weeks|days|quarters|sessions)\b", re.I)


def _ordered(index: TableIndex, pos: int) -> bool:
    """Whether a table is kept in time order: a year or date column strictly increasing down its rows."""
    for c in index.table_columns(pos):
        xs = list(c.values)
        if len(xs) >= 3 and None not in xs and (c.dimension == "date" or all(_year_valued(x) for x in xs)) and all(a < b for a, b in zip(xs, xs[1:])):
            return True
    return False


def _year_valued(x: Decimal) -> bool:
    return x == x.to_integral_value() and 1800 <= x <= 2199


def step_count(claim: str, values: Sequence[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """The check of a count of a series' rises or falls (module docstring); None otherwise."""
    m = _STEPS.search(claim)
    if m is None or any(v.kind == "name" for v in values):
        return None
    verb = stem(m.group("verb").lower())
    sign = 1 if verb in UP_STEMS else -1 if verb in DOWN_STEMS else 0
    n = 1 if m.group("n").lower() == "one" else count_value(m.group("n"))  # "fell in just one of the 25 years"
    total = count_value(m.group("m")) if m.group("m") else None
    if not sign or n is None or m.group("m") and total is None:
        return None
    words = [(stem(w.lower()), 1.0) for w in re.findall(r"[A-Za-z]+", claim[:m.start()])]
    found = [(p, g) for p in range(len(index.tables)) if _ordered(index, p) and (gs := best_columns(index, p, words, ranked)) and len(gs) == 1
             for g in gs]
    if len(found) != 1:
        return None
    pos, gid = found[0]
    own = set(index.table_rows[pos])
    series = [index.value(r, gid) for r in index.table_rows[pos]]
    if any(x is None for x in series):
        return None
    shares = [v for v in values if v.kind == "number" and v.mention is not None and v.mention.percent and v.start > m.end()]
    first = [v for v in values if v.kind == "number" and v.mention is not None and year_like(v.mention.number) and re.search(r"\b(?:after|since)\s+$", claim[:v.start])]
    span = (m.start("n"), m.end("m") if m.group("m") else m.end("n"))
    if any(not span[0] <= v.start < span[1] and v not in shares and v not in first and not (v.locator and own <= rows_holding(index, v)) for v in values):
        return None
    if first and not any(index.rows[r].row == 1 for r in rows_holding(index, first[0]) if r in own):
        return None  # "after 1970" must be the series' first row
    steps = [b - a for a, b in zip(series, series[1:])]
    if total is not None and total not in (len(steps), len(series)):  # "in 10 of the 16 years after 1970" (the steps) or
        return None  # "in just one of the twenty-five years" (the rows)
    held = sum(s * sign > 0 for s in steps)
    ok = held == n and all(agrees(Decimal(100 * held) / len(steps), v) for v in shares)
    detail = {"table_id": index.tables[pos].id, "column": index.columns[gid].header, "steps": len(steps), "held": held, "count": m.group("n")}
    return Check("steps", ok, detail), list(range(len(values)))
