"""The other side of a comparison written as a step back in time: "larger in January 2009 than a year earlier",
"lower on December 9 than the day before", "higher in 2017 than the previous year".

The compared row is the locator before "than" moved back by the step: a date by a year, month, week or day
(``datetime`` arithmetic when its year is written; without a year only inside its month), a year written as a
number by a year. The result is an ordinary claim value read from the shifted date's own text, so it finds its
rows as a written date would.
"""

from __future__ import annotations

import calendar
import datetime
import re
from collections.abc import Sequence

from mt_raig.numbers import DateMention

from .index import TableIndex
from .values import Value, claim_values

_STEP = r"(year|month|week|day)"
_BACK = re.compile(rf"\s*(?:(?:on|in|at|during|for)\s+)?(?:(?:a|one)\s+{_STEP}\s+(?:earlier|before|previously)|the\s+(?:previous|prior|preceding)\s+{_STEP}|the\s+{_STEP}\s+before)\b", re.I)


def _date_text(d: DateMention, step: str) -> str | None:
    if step == "year":
        return None if d.year is None else " ".join(x for x in (calendar.month_name[d.month], f"{d.day}," if d.day else "", str(d.year - 1)) if x)
    if step == "month":
        if d.day is not None:
            return None  # "a month before December 9": a day a month back is not what a monthly row holds
        if d.month == 1:
            return None if d.year is None else f"December {d.year - 1}"
        return f"{calendar.month_name[d.month - 1]} {d.year}" if d.year is not None else None
    if d.day is None:
        return None
    days = 7 if step == "week" else 1
    if d.year is not None:
        back = datetime.date(d.year, d.month, d.day) - datetime.timedelta(days=days)
        return f"{calendar.month_name[back.month]} {back.day}, {back.year}"
    return f"{calendar.month_name[d.month]} {d.day - days}" if d.day > days else None


def earlier(after_than: str, at: int, before: Sequence[Value], index: TableIndex) -> Value | None:
    """The locator a step back from the last date or year before "than", when ``after_than`` starts with the step
    ("a year earlier", "the previous day"); ``at`` is where that text starts in the claim."""
    m = _BACK.match(after_than)
    if m is None:
        return None
    step = next(g for g in m.groups() if g).lower()
    left = next((v for v in reversed(before) if v.kind == "date" or (v.kind == "number" and v.locator)), None)
    if left is None:
        return None
    if left.kind == "date":
        text = _date_text(left.date, step)
    else:
        year = left.mention.number.value if left.mention is not None else None
        text = f"in {int(year) - 1}" if step == "year" and year is not None and year == int(year) and 1800 <= year <= 2199 else None
    if text is None:
        return None
    found = [v for v in claim_values(text, index) if v.kind == left.kind]
    if len(found) != 1:
        return None
    value = found[0]
    value.start, value.end, value.locator = at + m.start(), at + m.end(), left.locator
    return value
