"""Months stored as six digits, ``yyyymm`` ("201303" is March 2013), or as ``yyyy-mm`` ("2013-03", ISO 8601's
month): a column of them is a calendar column.

Tables exported from databases often keep a month as one integer. Read as a number, "Customer 5 consumed
1931.36 in March 2013" finds no row that holds March 2013, and 201303 would count as a quantity. A column whose
header names a date or month (``Date``, ``month``, ``period``) and whose every cell is ``yyyymm`` or ``yyyy-mm`` with a month
1-12 and a year 1800-2199 is read instead as dates: each cell is a month of a year (it agrees with "March 2013"
and "2013"), ordered as ``yyyymm00`` like the judge's other date columns, never a quantity.
"""

from __future__ import annotations

import re
from decimal import Decimal

from mt_raig.numbers import MONTHS, DateMention

from .headers import header_words

_YYYYMM = re.compile(r"^(1[89]\d\d|2[01]\d\d)[-/]?(0[1-9]|1[0-2])$")  # never "2008-09" under "season": the header must name a date
_CALENDAR_WORDS = frozenset("date month period yearmonth ym".split())


def is_year_month(header_words: list[str], cells: list[str]) -> bool:
    """Whether a column is ``yyyymm`` months: a calendar header word and every non-empty cell six such digits."""
    filled = [c for c in cells if c]
    return bool(filled) and bool(_CALENDAR_WORDS & set(header_words)) and all(_YYYYMM.match(c) for c in filled)


def year_month(cell: str) -> DateMention | None:
    """The month a ``yyyymm`` cell stands for, as a date with no day."""
    m = _YYYYMM.match(cell)
    return DateMention(cell, 0, len(cell), int(m.group(1)), int(m.group(2)), None) if m else None


def ordered(cell: str) -> Decimal | None:
    """The cell as the judge orders dates (``yyyymmdd``, the day 00)."""
    m = _YYYYMM.match(cell)
    return Decimal(m.group(1) + m.group(2) + "00") if m else None


_MONTH_YEAR = re.compile(r"\b(" + "|".join(m.capitalize() for m in MONTHS if len(m) > 3) + r")\s+((?:1[89]|20)\d\d)(?:['’]s)?\s+([a-z]+)\b")


def month_columns_dated(claim: str, index) -> str:
    """A month of a year written as a date ("December 2016 sales") in tables with no date column and a column named
    for that month (``december_sales_million_usd``, one row a year): the month's column in that year's row, written as
    the checks read it ("December sales in 2016").

    Such tables hold no date "December 2016", so the date would be in no row; the month names a column instead.
    """
    if not _MONTH_YEAR.search(claim) or any(c.dimension == "date" for c in index.columns):
        return claim
    named = {w.lower() for c in index.columns for w in header_words(c.header)}
    return _MONTH_YEAR.sub(lambda m: f"{m.group(1)} {m.group(3)} in {m.group(2)}" if m.group(1).lower() in named else m.group(0), claim)
