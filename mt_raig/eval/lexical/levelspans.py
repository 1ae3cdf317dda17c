"""How long a level held, between the date it took effect and the date the next one did: "The minimum wage stayed at
$3.35 for more than nine years, from January 1981 until April 1990" says a row dated January 1981 holds 3.35, the
row after it is dated April 1990, and those dates are more than nine years apart. Read as written, "nine" was a
number no row held, so the true claim was refuted (and "more than ten years" with it).

The claim writes a number (the level), then "for [bound] N years (months, decades), from <date> until (to, through)
<date>", each date a month and year (or a full date) of one table's date column: the first date's row must hold the
level, the second must be the date of the row right after it (in date order), and their distance must be N in the
unit, as the bound says ("more than", "almost", "about", none: within the year written). Anything else is left to the
other checks (None).

>>> from mt_raig.tables import Table
>>> from mt_raig.eval.lexical.index import index_of
>>> from mt_raig.eval.lexical.values import claim_values
>>> t = Table("w", "Minimum wage", ("year", "effective_date", "wage_usd"),
...           (("1980", "1980-01-01", "3.10"), ("1981", "1981-01-01", "3.35"), ("1990", "1990-04-01", "3.80")))
>>> ix = index_of((t,))
>>> [level_span(c, claim_values(c, ix), ix)[0].ok for c in ("The wage stayed at $3.35 for more than nine years, from January 1981 until April 1990.",
...                                                        "The wage stayed at $3.35 for more than ten years, from January 1981 until April 1990.")]
[True, False]
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import Decimal

from .checks import Check
from .index import TableIndex
from .values import Value, rows_holding
from .words import word_value

_FOR_SPAN = re.compile(r"\bfor\s+(?P<bound>more\s+than|over|almost|nearly|just\s+under|just\s+over|about|around|roughly|less\s+than|under)?\s*"
                       r"(?P<n>[\w.-]+)\s+(?P<unit>years?|months?|decades?)\s*,?\s+from\s+$", re.I)
_UNTIL = re.compile(r"\s+(?:until|till|to|through)\s+", re.I)
_MONTHS = {"year": 12, "years": 12, "month": 1, "months": 1, "decade": 120, "decades": 120}
_BOUNDS = {"more than": ">", "over": ">", "just over": "~>", "almost": "~<", "nearly": "~<", "just under": "~<", "about": "~", "around": "~",
           "roughly": "~", "less than": "<", "under": "<"}


def level_span(claim: str, values: Sequence[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """The check of a level held from one dated row to the next (rules above), with the values used."""
    for i in range(len(values) - 1):
        a, b = values[i], values[i + 1]
        if a.kind != "date" or b.kind != "date" or not _UNTIL.fullmatch(claim, a.end, b.start):
            continue
        span = _FOR_SPAN.search(claim[:a.start])
        if span is None:
            return None
        n = Decimal(span.group("n")) if re.fullmatch(r"\d+(?:\.\d+)?", span.group("n")) else word_value(span.group("n").lower())
        levels = [k for k, v in enumerate(values) if v.kind == "number" and v.end <= span.start() and not v.locator]
        if n is None or len(levels) != 1 or any(k not in (i, i + 1, levels[0]) and not span.start("n") <= v.start < span.end("n")
                                                for k, v in enumerate(values)):
            return None
        found = _next_row(index, a, b)
        if found is None:
            return None
        start, following, months = found
        held = start in rows_holding(index, values[levels[0]])
        bound = _BOUNDS.get(" ".join((span.group("bound") or "").lower().split()))
        ok = held and following and _lasts(Decimal(months) / _MONTHS[span.group("unit").lower()], Decimal(n), bound)
        detail = {"level": values[levels[0]].text, "from": a.text, "to": b.text, "months": months, "next row": following}
        return Check("span", ok, detail), list(range(len(values)))
    return None


def _next_row(index: TableIndex, a: Value, b: Value) -> tuple[int, bool, int] | None:
    """(the row of date ``a``, whether the row after it in its date column is dated ``b``, the months from ``a`` to ``b``),
    or None when no date column holds ``a`` in exactly one row."""
    for col in index.columns:
        if col.dimension != "date":
            continue
        own = index.table_rows[col.table_pos]
        dated = sorted((int(x), r) for r, x in zip(own, col.values) if x is not None and int(x) % 100)  # (yyyymmdd, row)
        at = [k for k, (d, _) in enumerate(dated) if d // 10000 == a.date.year and d // 100 % 100 == a.date.month
              and (a.date.day is None or d % 100 == a.date.day)]
        if len(at) != 1:
            continue
        k = at[0]
        later = dated[k + 1][0] if k + 1 < len(dated) else None
        following = later is not None and later // 10000 == b.date.year and later // 100 % 100 == b.date.month and (b.date.day is None or later % 100 == b.date.day)
        months = (b.date.year - a.date.year) * 12 + (b.date.month - a.date.month)
        return dated[k][1], following, months
    return None


def _lasts(length: Decimal, n: Decimal, bound: str | None) -> bool:
    """Whether a length (in the unit written) is "N", "more than N", "almost N" ...: "almost" and "about" within a tenth."""
    if bound == ">":
        return length > n
    if bound == "<":
        return length < n
    if bound == "~<":
        return n * Decimal("0.9") <= length < n
    if bound == "~>":
        return n < length <= n * Decimal("1.1")
    if bound == "~":
        return abs(length - n) <= max(n / 10, Decimal("0.5"))
    return n <= length < n + 1
