"""A span of years written with its length: "In the sixteen years from 1970 to 1986" holds whatever the rows say, and
"In the fourteen years from 1970 to 1986" is false whatever they say (:func:`misspanned`). A writer may count the
years between the two (16) or the years listed (17, both ends included); any other length contradicts the claim's
own years.

>>> misspanned("In the fourteen years from 1970 to 1986, Georgia's output more than doubled.")["years"]
[16, 17]
>>> misspanned("Over the 17 years between 1970 and 1986, output grew.") is None
True
>>> misspanned("His career spanned 17 seasons, from 1923 to 1938.")["years"]
[15, 16]
"""

from __future__ import annotations

import re

from .headers import year_key
from .words import count_value

# Two years a span runs between, as writers join them: "from 1970 to 1986", "between 1923 and 1972", "from 2010 through
# 2019", "from 1981 until 1990"; groups 1 and 2 are the years. Each reader puts its own words before it.
FROM_TO = r"(?:from|between)\s+((?:1[5-9]|20)\d\d)\s+(?:to|and|through|until|till)\s+((?:1[5-9]|20)\d\d)\b"
SPAN_YEARS = re.compile(r"\b" + FROM_TO, re.I)  # anywhere in a claim

_SPAN = re.compile(r"\bthe\s+(\d{1,3}|[a-z]+(?:-[a-z]+)?)\s+years?\s+(?:from|between)\s+((?:1[5-9]|20)\d\d)\s+"
                   r"(?:to|and|through|until|till)\s+((?:1[5-9]|20)\d\d)\b"
                   r"|\b(\d{1,3}|[a-z]+(?:-[a-z]+)?)\s+(?:straight\s+|consecutive\s+|full\s+)?(?:years|seasons)(?:\s+(?:for|with|at)\s+[^,;.\d]{1,30})?"
                   r",?\s+(?:from\s+)?((?:1[5-9]|20)\d\d)\s*(?:to|through|until|till|-|–)\s*((?:1[5-9]|20)\d\d)\b", re.I)  # "spanned 17
# seasons, from 1923 to 1939", "15 seasons for the Yankees, 1920 through 1934"


def _spans(claim: str):
    """(match, length written, first year, last year, where the length is) for each span of years with its length."""
    for m in _SPAN.finditer(claim):
        k = 1 if m.group(1) else 4
        n, first, last = count_value(m.group(k)), int(m.group(k + 1)), int(m.group(k + 2))
        if n is not None and last > first:
            yield m, n, first, last, m.span(k)


def misspanned(claim: str) -> dict | None:
    """The evidence of a span of years whose length is neither the years between its two years nor the years listed
    (module docstring); None when the claim writes no such span or it agrees."""
    for m, n, first, last, _ in _spans(claim):
        if n not in (last - first, last - first + 1):
            return {"reason": "a span of years that its own two years contradict", "span": m.group(0), "years": [last - first, last - first + 1]}
    return None


def agreeing_span_counts(claim: str) -> list[tuple[int, int]]:
    """Where a claim writes a span's length that its two years agree with ("15 seasons for the Yankees, 1920 through
    1934"): the length is the claim's own arithmetic, no value of the rows."""
    return [where for _, n, first, last, where in _spans(claim) if n in (last - first, last - first + 1)]


_SCOPE = re.compile(r"\b(?:within|in|during|over|across|throughout|of)\s+the\s+(?P<decade>(?:1[5-9]|20)\d0)s\b|\bfrom\s+(?P<a>\d{4})\s+(?:to|through|until)\s+"
                   r"(?P<b>\d{4})\b|\bbetween\s+(?P<c>\d{4})\s+and\s+(?P<d>\d{4})\b|\b(?:years|seasons)\s+(?P<e>\d{4})\s*(?:to|through|until|-|–)\s*(?P<f>\d{4})\b", re.I)


def year_scope(claim: str) -> tuple[int, int] | None:
    """The years a rank is scoped to: "within the 1990s" (1990-1999), "from 2000 to 2005", "between 1985 and 1992",
    "among the years 1983 to 1989"."""
    m = _SCOPE.search(claim)
    if m is None:
        return None
    if m.group("decade"):
        return int(m.group("decade")), int(m.group("decade")) + 9
    a, b = (int(m.group("a") or m.group("c") or m.group("e")), int(m.group("b") or m.group("d") or m.group("f")))  # ("the years 1983 to 1989")
    return (a, b) if a < b else None


def rows_in_scope(index, pos: int, rows, span: tuple[int, int], key: int | None = None) -> list[int] | None:
    """The ``rows`` of table ``pos`` whose year cell (column ``key``; by default :func:`.headers.year_key`'s) lies in
    ``span`` (both ends included); None when the table keeps no year column."""
    table = index.tables[pos]
    if key is None and (key := year_key(table)) is None:
        return None
    return [r for r in rows if (y := table.cells[index.rows[r].row - 1][key].strip()).isdigit() and span[0] <= int(y) <= span[1]]
