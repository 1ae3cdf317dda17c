"""The day of the week of a dated row: "The October 2026 full moon falls on a Monday", "Hawaii's holiday fell on a
Friday".

A weekday word ("Monday" ... "Sunday", "a weekend" for Saturday or Sunday) in a claim whose dates or names locate rows
each holding one full date (day, month and year) is checked against the calendar day of that date, for every such row.
A claim with no full date in its rows, or a weekday column in the tables (which the other checks read as a cell), is
left to them (None): never a guess.

>>> from mt_raig.tables import Table
>>> from mt_raig.eval.lexical.index import index_of
>>> from mt_raig.eval.lexical.values import claim_values
>>> t = Table("m", "full moons of 2026", ("date", "time_utc"), (("2026-10-26", "04:12"), ("2026-11-24", "14:53")))
>>> claim = "The October 2026 full moon falls on a Monday."
>>> weekday_check(claim, claim_values(claim, index_of((t,))), index_of((t,)))[0].ok
True
"""

from __future__ import annotations

import datetime
import re
from collections.abc import Sequence

from mt_raig.numbers import find_dates

from .checks import Check
from .index import TableIndex
from .lexicon import NEGATED
from .values import Value, rows_holding

_DAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_WEEKDAY = re.compile(r"\b(" + "|".join(_DAYS) + r"|weekend|weekday)s?\b", re.I)


def weekday_check(claim: str, values: Sequence[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """The check of a claim's weekday against its rows' full dates (rules above), with the values used; None otherwise."""
    m = _WEEKDAY.search(claim)
    if m is None or not values or any(re.search(r"week|day", h, re.I) and not re.search(r"date", h, re.I)
                                      for t in index.tables for h in t.header):
        return None  # a weekday column: its cells are read as cells
    if any(v.kind == "number" and not v.locator for v in values):
        return None  # a quantity besides: the other checks read the claim
    rows = set.intersection(*(rows_holding(index, v) for v in values))
    full = [d for r in rows for d in index.rows[r].dates if d.year and d.month and d.day]
    if len(rows) == 1 and len(full) > 1:
        return _ends_check(claim, index, next(iter(rows)), len(values))
    if not rows or len(full) != len(rows):
        return None
    word = m.group(1).lower()
    days = [datetime.date(d.year, d.month, d.day).weekday() for d in full]
    want = {"weekend": {5, 6}, "weekday": {0, 1, 2, 3, 4}}.get(word, {_DAYS.index(word) if word in _DAYS else -1})
    negated = re.search(r"\b(?:not|never|none|no)\b", claim[:m.start()], re.I) is not None
    ok = all((x in want) != negated for x in days)
    detail = {"rows": len(rows), "weekday": word, "dates": [f"{d.year:04d}-{d.month:02d}-{d.day:02d}" for d in full]}
    return Check("weekday", ok, detail), list(range(len(values)))


_EDGE_VERB = {"start": re.compile(r"\b(?:began|begun|begins|started|starts|opened|opens|took\s+office)\b[^,;.]*$", re.I),
              "end": re.compile(r"\b(?:ended|ends|finished|finishes|closed|closes|left\s+office)\b[^,;.]*$", re.I)}
_EDGE_HEAD = {"start": re.compile(r"start|begin|from|open|first", re.I), "end": re.compile(r"end|finish|until|close|last", re.I)}


def _ends_check(claim: str, index: TableIndex, r: int, n_values: int) -> tuple[Check, list[int]] | None:
    """"Kennedy's presidency began on a Friday and ended on a Thursday": a row with a start and an end date, each
    weekday checked against the date its verb names (began: the column headed start/begin/from, ended: end/finish)."""
    row = index.rows[r]
    t = index.tables[row.table_pos]
    dated = {h: d for h, c in zip(t.header, t.cells[row.row - 1]) for d in find_dates(c) if d.year and d.month and d.day}
    said = []
    for m in _WEEKDAY.finditer(claim):
        if m.group(1).lower() not in _DAYS:
            return None
        edge = [e for e, verb in _EDGE_VERB.items() if verb.search(claim[:m.start()][-40:])]
        cols = [h for h in dated if edge and _EDGE_HEAD[edge[-1]].search(h)]
        if len(cols) != 1:
            return None
        d = dated[cols[0]]
        said.append((m.group(1).lower(), cols[0], datetime.date(d.year, d.month, d.day).weekday()))
    if not said or NEGATED.search(claim):
        return None
    detail = {"rows": 1, "weekdays": [f"{w} ({h}: {_DAYS[x]})" for w, h, x in said]}
    return Check("weekday", all(_DAYS.index(w) == x for w, _, x in said), detail), list(range(n_values))


_WD = "(" + "|".join(_DAYS) + ")"
_NAMED_BEFORE = re.compile(r"\b" + _WD + r"\s*,?\s*(?:the\s+)?$", re.I)
_NAMED_AFTER = re.compile(r",?\s+(?:(?:falls|fell|falling|lands|landed|is|was|comes|came)\s+on\s+|on\s+|(?:is|was)\s+)(?:a\s+)?" + _WD + r"\b", re.I)
_EDGE = re.compile(r"\b(?:(?:the\s+year\s+(\d{4}))|(January|February|March|April|May|June|July|August|September|October|November|December)"
                   r"\s+(\d{4}))\s+(opens|begins|starts|closes|ends|finishes)\s+on\s+(?:a\s+)?" + _WD + r"\b", re.I)
_MONTHS = ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december")


def _said_days(claim: str):
    """(date, weekday written, text) for each weekday a claim writes of a day it names (rules of :func:`misnamed_day`)."""
    years = {int(y) for y in re.findall(r"(?<!\d)(1[5-9]\d\d|20\d\d)(?!\d)", claim)}
    for d in find_dates(claim):
        year = d.year or (next(iter(years)) if len(years) == 1 else None)  # "closes on a Friday, 31 December" of 2026
        m = _NAMED_BEFORE.search(claim[:d.start]) or _NAMED_AFTER.match(claim, d.end)
        if m is not None and year and d.month and d.day:
            yield (year, d.month, d.day), m.group(1), d.text
    for m in _EDGE.finditer(claim):  # "October 2026 begins on a Saturday", "The year 2026 closes on a Thursday"
        year = int(m.group(1) or m.group(3))
        month = _MONTHS.index(m.group(2).lower()) + 1 if m.group(2) else None
        first = m.group(4).lower() in ("opens", "begins", "starts")
        if month is None:
            day = (year, 1, 1) if first else (year, 12, 31)
        else:
            last = (datetime.date(year + month // 12, month % 12 + 1, 1) - datetime.timedelta(days=1)).day
            day = (year, month, 1 if first else last)
        yield day, m.group(5), m.group(0)


def misnamed_day(claim: str) -> dict | None:
    """The evidence when a claim names the weekday of a day it writes and the calendar gives another: false whatever the
    tables hold. None otherwise. The day is a full date with the weekday before or after it ("began on Wednesday, 20
    January 2009", "15 August 2026, falls on a Sunday"; a date without its year takes the claim's one year), or the
    first or last day of a month or year ("October 2026 begins on a Saturday", "the year 2026 closes on a Friday").
    A claim with a negation is left to the other checks.

    >>> misnamed_day("Obama's term began on Wednesday, 20 January 2009.")["weekday"]
    'Tuesday'
    >>> misnamed_day("Obama's term began on Tuesday, 20 January 2009.") is None
    True
    >>> misnamed_day("October 2026 begins on a Saturday.")["weekday"]
    'Thursday'
    """
    if NEGATED.search(claim):
        return None
    for (y, mo, da), written, text in _said_days(claim):
        try:
            day = datetime.date(y, mo, da).weekday()
        except ValueError:
            continue
        if _DAYS[day] != written.lower():
            return {"reason": "a weekday that is not the date's", "written": f"{written}: {text}", "weekday": _DAYS[day].capitalize()}
    return None
