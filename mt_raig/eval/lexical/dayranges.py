"""Days that share a written date's month: "between the weeks of 15 and 29 January 2018", "from 3 to 7 March",
"December 1 to 7, 2015". The bare day is the same month's (and year's) day, so it is read as a date, not as a
number a row must hold.

    >>> from mt_raig.numbers import find_dates
    >>> text = "Apple's value fell between the weeks of 15 and 29 January 2018."
    >>> [(d.text, d.year, d.month, d.day) for d in shared_month_days(text, find_dates(text))]
    [('15', 2018, 1, 15)]
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from mt_raig.numbers import DateMention

_JOIN = r"\s+(?:and|to|through|until|or)\s+|\s*[-–]\s*"
_DAY_BEFORE = re.compile(r"(?<![\d.,:/])\b([1-9]|[12]\d|3[01])(?:" + _JOIN + r")$")  # "15 and " before "29 January 2018"
_DAY_AFTER = re.compile(r"^(?:" + _JOIN + r")([1-9]|[12]\d|3[01])\b(?![\d.,:/%]|\s*(?:st|nd|rd|th)?\s+[A-Za-z]*\s*(?:days?|weeks?|months?|years?|hours?|%))")


def shared_month_days(text: str, dates: Sequence[DateMention]) -> list[DateMention]:
    """The bare days written against a date with a day and a month: before a day-first date ("15 and 29 January"),
    after a month-first one ("December 1 to 7"); each takes the date's month and year."""
    out = []
    for d in dates:
        if d.day is None:
            continue
        day_first = text[d.start:d.end].lstrip()[:1].isdigit()
        if day_first and (m := _DAY_BEFORE.search(text[:d.start])) is not None:
            out.append(DateMention(m.group(1), m.start(1), m.end(1), d.year, d.month, int(m.group(1))))
        elif not day_first and (m := _DAY_AFTER.match(text[d.end:])) is not None and not any(o.start < d.end + m.end(1) and d.end + m.start(1) < o.end for o in dates):
            out.append(DateMention(m.group(1), d.end + m.start(1), d.end + m.end(1), d.year, d.month, int(m.group(1))))
    return out


__all__ = ["shared_month_days"]
