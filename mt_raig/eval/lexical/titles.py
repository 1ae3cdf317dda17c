"""What a table's title states about when its rows hold: a day ("Sunrise and sunset on 21 June 2026") or a year
("Club league table, 2014 season"). A claim naming that day reads that table (the day locates no row), and a claim
giving one period one value never reads the tables of other periods, whose rows for the same entity may hold its
number ("Arsenal scored 71 goals in 2014" is false when 71 is the 2015 table's).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from mt_raig.numbers import find_dates

from .index import TableIndex
from .lexicon import FALLS, RISES, stem
from .values import Value, rows_holding
from .windows import year_like


@lru_cache(maxsize=4096)
def _title_days(titles: tuple[str, ...]) -> frozenset[tuple]:
    return frozenset((d.year, d.month, d.day) for t in titles for d in find_dates(t) if d.day)


def _stated(d, days: frozenset[tuple]) -> bool:
    """Whether a title's ``days`` include the date ``d`` (a day without its year: when no title has another year for it)."""
    if d.year is not None:
        return (d.year, d.month, d.day) in days
    return d.day is not None and len({y for y, mo, da in days if (mo, da) == (d.month, d.day)}) == 1


def _titled(index: TableIndex, v: Value, days: frozenset[tuple]) -> bool:
    return bool(days) and v.kind == "date" and v.date is not None and not rows_holding(index, v) and _stated(v.date, days)


def title_dates(index: TableIndex, values: Sequence[Value]) -> list[Value]:
    """The values without a date that no row holds and a table's title states ("on 21 June 2026" of "Sunrise and sunset
    on 21 June 2026", or "on 21 June" when no title has another year for that day): it says which table the claim reads,
    not which row (:func:`dated_elsewhere` leaves out the tables of other days)."""
    days = _title_days(tuple(t.title for t in index.tables))
    return [v for v in values if not _titled(index, v, days)]


_RELATES = re.compile(r"\b(?:than|since|earlier|later|previous|before|after|times|twice|double|half|third|quarter|fifth|"
                      r"sixth|seventh|eighth|ninth|tenth|level|versus|vs|compared|against|while|whereas)\b", re.I)
_FROM_TO = re.compile(r"\bfrom\b.+\bto\b", re.I)
_TITLE_YEAR = re.compile(r"(?<!\d)(1[89]\d\d|2[01]\d\d)(?!\d)")


def _year(v: Value) -> int | None:
    """The year a value names: a year-like whole number ("in 2014") or a date's year."""
    if v.kind == "date" and v.date is not None:
        return v.date.year
    if v.kind == "number" and v.mention is not None and year_like(v.mention.number) and not (v.mention.percent or v.unit):
        return int(v.mention.number.value)
    return None


def dated_elsewhere(claim: str, index: TableIndex, values: Sequence[Value]) -> frozenset[str]:
    """The ids of the tables whose title states a day or a year the claim does not name, when it names the day or the
    year of another table's title, and whose rows hold none of them ("on 3 March 2025": never the table of 4 March;
    "Arsenal scored 71 goals in 2014": never the 2015 season's table, whose row for the same club may hold 71). Only for
    a claim that gives its period its values: one that relates periods ("gained 7.7 years", "from 43.6 to 71.8", "a
    ninth of its 1970 level", "than in 2014") may draw on the other periods' tables, and so may a clause cut from a
    range before it ("72.1 in the Netherlands, averaged 78.0 years in 2007": the 72.1 is 1952's)."""
    days = _title_days(tuple(t.title for t in index.tables))
    named = [v for v in values if _titled(index, v, days)]
    years = [v for v in values if _year(v) is not None and not (v.kind == "date" and v.date.day)]  # a day: its table, above
    if not named and not years or _FROM_TO.search(claim) or _RELATES.search(claim) or re.match(r"\W*\d", claim) \
            or any(stem(w) in RISES or stem(w) in FALLS for w in re.findall(r"[a-z]+", claim.lower())):
        return frozenset()
    own = [(_title_days((t.title,)), {int(y) for y in _TITLE_YEAR.findall(t.title)}) for t in index.tables]
    read = [any(_stated(v.date, d) for v in named) or any(_year(v) in y for v in years) for d, y in own]
    if not any(read):
        return frozenset()
    held = set().union(*(rows_holding(index, v) for v in values if v.kind == "date" or v in years))  # "Good Friday (18 April 2025)"
    rows_of = [{r for r in held if index.rows[r].table_pos == p} for p in range(len(index.tables))]
    return frozenset(t.id for t, (d, y), r, h in zip(index.tables, own, read, rows_of) if (d or y) and not r and not h)
