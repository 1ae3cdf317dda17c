"""The month, or the day of the month, of a dated row: "The 2016 election was held in July", "The 1984 election was
held on the first day of December".

A month name the claim writes on its own (no day or year of its own beside it: a date it writes is read as a date)
in a claim whose other values locate rows that each hold one date of a day (its month and day, with a year or with
none: "Nov 9" of a season's readings) is checked against that date's month; "the first (second, ..., last) day of
<month>" checks the day too. Read as written, the year alone located the row and the month was never looked at, so
"held in June" was accepted of a July election. Several months are each read with the values before them, each a
name, a locator or a number of one row ("The -9 degree reading was taken in November, the -24 degree one in
December"). A claim with a quantity besides, a negation, or rows without one such date each is left to the other
checks (None).

>>> from mt_raig.tables import Table
>>> from mt_raig.eval.lexical.index import index_of
>>> from mt_raig.eval.lexical.values import claim_values
>>> t = Table("e", "Elections", ("year", "election_date", "seats"), (("2016", "2016-07-02", "150"), ("2013", "2013-09-07", "150")))
>>> index = index_of((t,))
>>> [held_month(c, claim_values(c, index), index)[0].ok for c in ("The 2016 election was held in July.", "The 2016 election was held in June.")]
[True, False]
"""

from __future__ import annotations

import calendar
import re
from collections.abc import Sequence

from mt_raig.numbers import MONTHS

from .checks import Check
from .index import TableIndex
from .lexicon import NEGATED, ORDINALS
from .values import Value, rows_holding

_NAMES = "|".join(sorted((k.capitalize() for k in MONTHS if len(k) > 3 or k == "may"), key=len, reverse=True))
_IN_MONTH = re.compile(r"\b(?:in|during|of|on|by)\s+(?:early\s+|mid-?|late\s+)?(?:the\s+(?P<nth>first|last|[a-z]+|\d{1,2}(?:st|nd|rd|th))\s+day\s+of\s+)?"
                       r"(?P<month>" + _NAMES + r")\b(?!\s+\d)")  # "held in July", "on the first day of December" (never "in July 2016")
_DAY_NUMBER = {"first": 1, **ORDINALS}  # "the second day of June", "the 2nd day of June"


def held_month(claim: str, values: Sequence[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """The check of a claim's month (and day) against its rows' dates (rules above), with the values used."""
    found = list(_IN_MONTH.finditer(claim))
    if not found or not values or NEGATED.search(claim):
        return None
    if any(v.start < m.end("month") and m.start("month") < v.end for v in values for m in found):
        return None  # the month is part of a value the claim writes (a date, a month row): read as that
    if len(found) == 1:
        if any(v.kind not in ("name", "number") or v.kind == "number" and not v.locator for v in values):
            return None  # a quantity besides: the other checks read the claim
        parts = [(found[0], list(values))]
    else:  # "The -9 degree reading was taken in November, the -24 degree one in December": each month of the values before it
        cuts = [0, *(m.end() for m in found)]
        parts = [(m, [v for v in values if cuts[k] <= v.start < m.start()]) for k, m in enumerate(found)]
        if any(not vs for _, vs in parts) or sum(len(vs) for _, vs in parts) != len(values) or any(
                v.kind != "name" and not (v.kind == "number" and (v.locator or len(rows_holding(index, v)) == 1)) for v in values):
            return None
    results, detail = [], {"months": [], "dates": []}
    for m, vs in parts:
        rows = set.intersection(*(rows_holding(index, v) for v in vs))
        full = [[d for d in index.rows[r].dates if d.month and d.day] for r in rows]  # (a day with no year: "Nov 9" of 1812's readings)
        if not rows or any(len(dates) != 1 for dates in full):
            return None
        month = MONTHS[m.group("month").lower()]
        nth = (m.group("nth") or "").lower()
        day = None if not nth else -1 if nth == "last" else _DAY_NUMBER.get(nth)
        if nth and day is None or day == -1 and any(dates[0].year is None for dates in full):
            return None
        dates = [dates[0] for dates in full]
        results.append(all(d.month == month and (day is None or d.day == (calendar.monthrange(d.year, d.month)[1] if day == -1 else day))
                           for d in dates))
        detail["months"].append(m.group(0))
        detail["dates"] += [d.text for d in dates]
    return Check("month", all(results), detail), list(range(len(values)))
