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
from dataclasses import replace

from mt_raig.numbers import MONTHS, DateMention

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


def shared_year(dates: list[DateMention], days: Sequence[DateMention] = ()) -> list[DateMention]:
    """"in the week of 1 October 2017 than in the week of 5 February": a day and month written without a year take the
    one year the claim's other dates write, or where they write none, the one year of every dated row (``days``:
    "on 7 May than on 21 May" of May 2023's rows); none changes when there are two years."""
    years = {d.year for d in dates if d.year is not None} or {d.year for d in days if d.year is not None}
    if len(years) != 1:
        return dates
    year = next(iter(years))
    return [replace(d, year=year) if d.year is None and d.day is not None else d for d in dates]


_NTH_WEEK = re.compile(r"\b(?:the\s+)?(first|second|third|fourth|last)\s+week\s+of\s+(" + "|".join(
    m for m in MONTHS if len(m) > 3) + r")(?:\s+(\d{4}))?\b", re.I)


def nth_weeks(text: str, dates: list[DateMention], days: Sequence[DateMention]) -> list[DateMention]:
    """"the first week of January": the row date (of ``days``, the tables' dated rows) that is the month's first
    (second, ..., last) in a table of one row per week, read as that date; the month's own mention ("February 2017"
    of "the first week of February 2017") gives way to it. Left as written when the month is in rows of two years."""
    out = list(dates)
    for m in _NTH_WEEK.finditer(text):
        month = MONTHS[m.group(2).lower()]
        year = int(m.group(3)) if m.group(3) else None
        found = sorted({(d.year, d.day) for d in days if d.month == month and d.day is not None and d.year is not None
                        and (year is None or d.year == year)})
        if not found or len({y for y, _ in found}) != 1:
            continue
        nth = ["first", "second", "third", "fourth"].index(m.group(1).lower()) if m.group(1).lower() != "last" else -1
        if nth >= len(found):
            continue
        y, day = found[nth]
        out = [d for d in out if not (d.start < m.end() and m.start() < d.end)]
        out.append(DateMention(m.group(0), m.start(), m.end(), y, month, day))
    return sorted(out, key=lambda d: d.start)


__all__ = ["nth_weeks", "shared_month_days", "shared_year"]
