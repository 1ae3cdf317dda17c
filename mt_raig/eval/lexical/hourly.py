"""Readings taken several times a day: a table with a date column and an hour column (a storm's track, a station's
observations), its rows moments in time. "The pressure fell by 21 millibars between 06:00 and 12:00 UTC on 28
August", "winds were weaker at 06:00 UTC on August 29 than they had been twelve hours earlier", "In the three days
from 18:00 UTC on 25 August, the winds climbed by 90 knots", "fell by about 6 percent between midnight UTC on August
27 and its lowest reading", "On August 29 each of the pressure readings was higher than the one before it", "was not
a hurricane at any reading on August 30", "spent about four days as a hurricane", "At its peak the wind was five times
the 30 knots measured at the first observation". Read as written, a clock time was a duration and a day four or six
rows, so such claims met no one row, or met the wrong one.

A moment is a clock time with its day ("06:00 UTC on August 29", "on August 29 at 06:00", "between 06:00 and 12:00
UTC on 28 August": both on that day; a lone "at midnight" on the claim's one day), a time some hours before or after
another ("twelve hours earlier"), the end of a span from another ("in the three days from ..."), or a row the measure
ranks ("its lowest reading", "its peak", "the first observation"). The measure is the one numeric column the claim's
words name ("winds": ``wind_knots``). The claim is decided only when every number, date and time it writes is read by
one of the phrases above (else None: left to the other checks); a moment no row holds leaves it undecided too.

>>> from mt_raig.tables import Table
>>> from mt_raig.eval.lexical.index import index_of
>>> from mt_raig.eval.lexical.values import claim_values
>>> t = Table("s", "A storm's track in 2005", ("date", "hour_utc", "wind_knots"),
...           (("2005-08-28", "0", "100"), ("2005-08-28", "6", "125"), ("2005-08-28", "12", "145"), ("2005-08-28", "18", "150")))
>>> ix = index_of((t,))
>>> [hourly_reading(c, claim_values(c, ix), ix)[0].ok for c in ("The winds rose by 20 knots between 06:00 and 12:00 UTC on August 28.",
...                                                             "The winds were weaker at 18:00 UTC on August 28 than six hours earlier.")]
[True, False]
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import datetime, timedelta
from decimal import Decimal
from functools import lru_cache
from typing import NamedTuple

from mt_raig.numbers import MONTHS

from .checks import Check
from .index import TableIndex, header_words, hits
from .lexicon import STOPWORDS, stem
from .values import Value
from .words import word_value

_MONTH = "|".join(sorted((m for m in MONTHS), key=len, reverse=True))
_DAY = re.compile(r"\b(?:(\d{1,2})(?:st|nd|rd|th)?\s+(" + _MONTH + r")\b\.?|(" + _MONTH + r")\.?\s+(\d{1,2})(?:st|nd|rd|th)?\b)(?:,?\s+(\d{4})\b)?", re.I)
_TIME = re.compile(r"\b(?:(\d{1,2}):(\d{2})|(midnight|noon))(?:\s*(?:UTC|GMT)\b)?", re.I)
_TIME_ON = re.compile(r"(?:\s+(?:and|to)\s+\d{1,2}:\d{2})?(?:\s*(?:UTC|GMT))?\s+on\s+(?:the\s+(?:morning|evening|night|afternoon)\s+of\s+)?", re.I)
_ON_AT = re.compile(r"\s+at\s+$", re.I)
_HOURS = re.compile(r"\b(?P<n>\d+|[a-z]+)\s+hours?\s+(?P<dir>earlier|later|before|after)\b", re.I)
_DAYS_FROM = re.compile(r"\b(?:in|over)\s+the\s+(?P<n>\d+|[a-z]+)\s+(?P<unit>days|hours)\s+(?:from|after|since)\s+$", re.I)
_ANCHOR = re.compile(r"\b(?:its|the)\s+(?P<which>lowest|highest|peak|minimum|maximum|first|last|final)\s+(?:reading|observation|value|point)\b", re.I)
_N = r"(?:\d+(?:\.\d+)?|[a-z]+(?:-[a-z]+)?)"
_HEDGE = r"(?:(?P<hedge>about|roughly|around|nearly|almost|some|approximately|more\s+than|less\s+than|just\s+over|just\s+under)\s+)?"
_CHANGE = re.compile(r"\b(?P<verb>fell|dropped|declined|decreased|sank|rose|climbed|increased|grew|jumped)\s+by\s+" + _HEDGE + r"(?P<n>" + _N
                     + r")(?:\s*(?P<pct>percent\b|per\s+cent\b|%))?(?:\s+(?!between|from)[a-z]+)?", re.I)
_CMP = re.compile(r"\b(?P<cmp>weaker|stronger|lower|higher|greater|smaller)\b(?:\s+at\s+)?", re.I)
_THAN = re.compile(r"\s+than\s+(?:(?:they|it|she|he)\s+(?:had\s+been|were|was)\s+)?(?:at\s+)?", re.I)
_EACH = re.compile(r"\beach\s+of\s+(?:[\w’']+\s+){0,3}?readings\s+(?:was|were)\s+(?P<cmp>higher|lower|greater|smaller|stronger|weaker)\s+than\s+the\s+"
                   r"(?:one|reading)\s+before(?:\s+it)?\b", re.I)
_STATUS = re.compile(r"\bwas\s+(?P<neg>not\s+)?an?\s+(?P<status>[a-z][a-z -]{2,30}?)\s+at\s+(?P<q>any|every|each)\s+(?:reading|observation)\s+on\s+$", re.I)
_SPELL = re.compile(r"\bspent\s+" + _HEDGE + r"(?P<n>" + _N + r")\s+(?P<unit>days|hours)\s+as\s+an?\s+(?P<status>[a-z][a-z -]{2,30}?)(?=\s*[,.;]|\s+from\b)"
                    r"(?:,?\s+from\s+(?:(?:late|early)\s+)?on\s+(?P<a>[^,;.]*?)\s+(?:until|to|through)\s+(?:(?:late|early)\s+on\s+|the\s+(?:morning|evening|night|"
                    r"afternoon)\s+of\s+)?(?P<b>[^,;.]*?))?(?=\s*[,.;]|$)", re.I)
_PEAK_TIMES = re.compile(r"\bat\s+its\s+(?:peak|height|strongest)\b[^.;]*?\bwas\s+(?P<n>" + _N + r")\s+times\s+the\s+(?P<v>\d+(?:\.\d+)?)\s+[a-z]+\s+"
                         r"(?:measured|recorded|observed|reported)\s+at\s+the\s+(?P<which>first|last)\s+(?:observation|reading)\b", re.I)
_WEAKEN = re.compile(r"\b(?P<verb>weakened|weakening|strengthened|strengthening|intensified|intensifying)\b", re.I)
_FILLED = re.compile(r",?\s+as\s+the\s+\w+\s+(?P<verb>filled|deepened|weakened|strengthened|intensified)\b", re.I)


class Moment(NamedTuple):
    start: int
    end: int
    row: int | None  # the table row (position in the table), or None when the moment is in no row
    day: tuple[int, int]  # the span of the day it is on (after it, before it, or the claim's one day)


def _series(index: TableIndex):
    """(table position, [datetime of each row], date column, hour column) of the one table with a date and an hour
    column, else None."""
    return _series_of(tuple(index.tables))


@lru_cache(maxsize=1024)
def _series_of(tables):
    """:func:`_series` of a tuple of tables (once per item: every claim asks)."""
    found = []
    for pos, table in enumerate(tables):
        heads = [header_words(h) for h in table.header]
        dated = [j for j, w in enumerate(heads) if w == ["date"]]
        hourly = [j for j, w in enumerate(heads) if w and w[0] == "hour"]
        if len(dated) != 1 or len(hourly) != 1:
            continue
        times = []
        for row in table.cells:
            m = re.fullmatch(r"(\d{4})-(\d\d)-(\d\d)", row[dated[0]].strip())
            h = row[hourly[0]].strip()
            if m is None or not h.isdigit() or not 0 <= int(h) <= 23:
                break
            times.append(datetime(int(m.group(1)), int(m.group(2)), int(m.group(3)), int(h)))
        else:
            found.append((pos, times, dated[0], hourly[0]))
    return found[0] if len(found) == 1 and len(found[0][1]) >= 3 else None


def _count(text: str) -> Decimal | None:
    t = text.lower()
    if re.fullmatch(r"\d+(?:\.\d+)?", t):
        return Decimal(t)
    return Decimal(1) if t in ("a", "an", "one") else (Decimal(w) if (w := word_value(t)) else None)


def hourly_reading(claim: str, values: Sequence[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """The check of a claim about readings at moments of a day (module docstring), with the values it used; None when
    the claim is not wholly of that kind."""
    found = _series(index)
    if found is None or not _TIME.search(claim) and not _EACH.search(claim) and not _STATUS_ANY.search(claim) \
            and not _SPELL.search(claim) and not _PEAK_TIMES.search(claim):
        return None
    pos, times, _, _ = found
    table = index.tables[pos]
    year = times[0].year
    days = [(m.start(), m.end(), _day(m, year)) for m in _DAY.finditer(claim)]
    if any(d is None for _, _, d in days):
        return None
    measure = _measure(claim, index, pos)
    taken: list[tuple[int, int]] = []
    facts: list[tuple[str, bool]] = []
    moments = _moments(claim, days, times)
    if moments is None:
        return None
    column = (lambda k: index.value(index.table_rows[pos][k], measure.gid)) if measure is not None else None
    if (m := _CHANGE.search(claim)) is not None and measure is not None:
        pair = _two_moments(claim, m, moments, times, column)
        n = _count(m.group("n"))
        if pair is None or n is None:
            return None
        (a, b), spans = pair
        x, y = column(a), column(b)
        if x is None or y is None:
            return None
        fall = m.group("verb").lower() in ("fell", "dropped", "declined", "decreased", "sank")
        delta = (x - y) if fall else (y - x)
        size = delta / x * 100 if m.group("pct") else delta
        facts.append((f"{measure.header} {x} -> {y}", delta > 0 and _agrees(size, n, m.group("hedge"))))
        taken += [m.span(), *spans]
    if (m := _EACH.search(claim)) is not None and measure is not None:
        day = next(((s, e, d) for s, e, d in days if e <= m.start() or s >= m.end()), None)
        rows = [k for k, t in enumerate(times) if day is not None and t.date() == day[2]]
        if not rows or rows[0] == 0:
            return None
        up = m.group("cmp").lower() in ("stronger", "higher", "greater")
        steps = [(column(k - 1), column(k)) for k in rows]
        if any(x is None or y is None for x, y in steps):
            return None
        facts.append((f"{measure.header} steps {[str(y - x) for x, y in steps]}", all((y > x) if up else (y < x) for x, y in steps)))
        taken += [m.span(), day[:2]]
        if (tail := _FILLED.match(claim, m.end())) is not None:  # ", as the storm filled": a pressure rising; "deepened": falling
            facts.append((tail.group("verb"), up == (tail.group("verb").lower() in ("filled", "weakened"))))
            taken.append(tail.span())
    if (m := _CMP.search(claim)) is not None and measure is not None and not facts and not any(a <= m.start() < b for a, b in taken):
        pair = _compared(claim, m, moments, times)
        if pair is None:
            return None
        (a, b), spans = pair
        x, y = column(a), column(b)
        if x is None or y is None:
            return None
        up = m.group("cmp").lower() in ("stronger", "higher", "greater")
        facts.append((f"{measure.header} {x} vs {y}", x > y if up else x < y))
        taken += [m.span(), *spans]
        if (verb := _WEAKEN.search(claim)) is not None:  # "weakened ..., its 06:00 winds lower than at midnight": the same move
            later_up = (x > y) == (times[a] > times[b])
            facts.append((verb.group(0), later_up == verb.group("verb").lower().startswith(("strength", "intensif"))))
            taken.append(verb.span())
    for s, e, d in days:
        if (m := _STATUS.search(claim[:s])) is None or m.end() != s:
            continue
        held_by = _statuses(table, m.group("status"))
        cells = [held_by[k] for k, t in enumerate(times) if t.date() == d] if held_by is not None else []
        if not cells:
            return None
        every = m.group("q").lower() in ("every", "each")
        held = all(cells) if every else any(cells)
        facts.append((f"{m.group('status')} on {d}: {sum(cells)} of {len(cells)}", (not held) if m.group("neg") else held))
        taken += [(m.start(), e)]
    if (m := _SPELL.search(claim)) is not None:
        rows = [k for k, held in enumerate(_statuses(table, m.group("status")) or ()) if held]
        n = _count(m.group("n"))
        if not rows or n is None or rows != list(range(rows[0], rows[-1] + 1)):
            return None  # (a status held in two spells: no one span)
        span = (times[rows[-1]] - times[rows[0]]).total_seconds() / (86400 if m.group("unit").lower() == "days" else 3600)
        facts.append((f"{m.group('status')} from {times[rows[0]]} to {times[rows[-1]]}: {span:.2f} {m.group('unit')}",
                      _agrees(Decimal(str(span)), n, m.group("hedge") or "about")))
        if m.group("a") is not None:
            ends = [(s, e, d) for s, e, d in days if m.start("a") <= s < m.end("b")]
            if len(ends) != 2:
                return None
            facts.append(("the spell's first and last days", (ends[0][2], ends[1][2]) == (times[rows[0]].date(), times[rows[-1]].date())))
        taken.append(m.span())
    if (m := _PEAK_TIMES.search(claim)) is not None and measure is not None:
        cells = [column(k) for k in range(len(times))]
        first = cells[0] if m.group("which").lower() == "first" else cells[-1]
        n = _count(m.group("n"))
        if None in cells or n is None or not first:
            return None
        ratio = max(cells) / first
        facts.append((f"peak {max(cells)} / {first}", first == Decimal(m.group("v")) and abs(ratio - n) <= n / 100))
        taken.append(m.span())
    if not facts:
        return None
    if any(not any(a <= v.start < b for a, b in taken) for v in values):
        return None  # a number, date, time or name no phrase reads
    ok = all(f for _, f in facts)
    detail = {"table_id": table.id, "facts": [d for d, _ in facts]}
    if measure is not None:
        detail["column"] = measure.header
    return Check("readings", ok, detail), list(range(len(values)))


_STATUS_ANY = re.compile(r"\bat\s+(?:any|every|each)\s+(?:reading|observation)\s+on\b", re.I)


def _day(m: re.Match, year: int):
    day, month = (m.group(1), m.group(2)) if m.group(1) else (m.group(4), m.group(3))
    number = MONTHS.get(month.lower().rstrip("."))
    try:
        return datetime(int(m.group(5) or year), number, int(day)).date() if number else None
    except ValueError:
        return None


def _moments(claim: str, days, times) -> list[Moment] | None:
    """Every clock time of the claim with its day, as the row holding that moment (None: in no row); None when a time has
    no day to go with."""
    out = []
    for m in _TIME.finditer(claim):
        hour = 0 if (m.group(3) or "").lower() == "midnight" else 12 if m.group(3) else int(m.group(1))
        if not m.group(3) and int(m.group(2)) != 0:
            return None  # (readings on the hour only)
        after = next(((s, e, d) for s, e, d in days if s >= m.end() and _TIME_ON.fullmatch(claim, m.end(), s)), None)
        before = next(((s, e, d) for s, e, d in days if e <= m.start() and _ON_AT.fullmatch(claim, e, m.start())), None)
        day = after or before or (days[0] if len({d for _, _, d in days}) == 1 else None)
        if day is None:
            return None
        when = datetime(day[2].year, day[2].month, day[2].day, hour)
        out.append(Moment(m.start(), m.end(), _at(times, when), day[:2]))
    return out


def _at(times, when: datetime) -> int | None:
    return times.index(when) if when in times else None


def _two_moments(claim: str, m: re.Match, moments: list[Moment], times, column):
    """The two rows a change is between ("between A and B", "from A to B", "in the three days from A"), with the spans
    read; None when there are not two moments in rows."""
    rest = claim[m.end():]
    after = [x for x in moments if x.start >= m.end()]
    if re.match(r"\s+(?:between|from)\s+", rest) and after:
        a = after[0]
        if a.row is None:
            return None
        end = a.day[1] if a.day[0] >= a.end else a.end  # ("between midnight UTC on August 27 and its lowest reading")
        if (anchor := re.match(r"\s+(?:and|to)\s+" + _ANCHOR.pattern, claim[end:], re.I)) is not None:
            b = _anchor(anchor.group("which"), times, column)
            return ((a.row, b), [(a.start, a.end), a.day, (end, end + anchor.end())]) if b is not None else None
        if len(after) >= 2 and after[1].row is not None and re.fullmatch(r"\s+(?:and|to)\s+", claim[a.end:after[1].start]):
            return (a.row, after[1].row), [(a.start, after[1].end), a.day, after[1].day]
        return None
    before = [x for x in moments if x.end <= m.start()]
    if before and (d := _DAYS_FROM.search(claim[:before[0].start])) is not None and before[0].row is not None:
        n = _count(d.group("n"))
        if n is None:
            return None
        step = timedelta(days=int(n)) if d.group("unit").lower() == "days" else timedelta(hours=int(n))
        b = _at(times, times[before[0].row] + step)
        return ((before[0].row, b), [(d.start(), before[0].end), before[0].day]) if b is not None else None
    return None


def _compared(claim: str, m: re.Match, moments: list[Moment], times):
    """The two rows a comparison sets against each other: the moment right after the comparative (or the last one before
    it) and the one after "than" (or the one "N hours earlier" than the first); None when either is in no row."""
    than = _THAN.search(claim, m.end())
    if than is None:
        return None
    first = next((x for x in moments if x.start == m.end()), None) or next((x for x in reversed(moments) if x.end <= m.start()), None)
    if first is None or first.row is None or first.start > than.start():
        return None
    second = next((x for x in moments if x.start == than.end()), None)
    spans = [(first.start, first.end), first.day, (m.start(), than.end())]
    if second is not None:
        return ((first.row, second.row), [*spans, (second.start, second.end), second.day]) if second.row is not None else None
    rel = _HOURS.match(claim, than.end())
    if rel is None or (n := _count(rel.group("n"))) is None:
        return None
    step = timedelta(hours=int(n)) * (-1 if rel.group("dir").lower() in ("earlier", "before") else 1)
    other = _at(times, times[first.row] + step)
    return ((first.row, other), [*spans, rel.span()]) if other is not None else None


def _anchor(which: str, times, column) -> int | None:
    """The row "its lowest reading", "its peak", "the first observation" names."""
    which = which.lower()
    if which == "first":
        return 0
    if which in ("last", "final"):
        return len(times) - 1
    cells = [column(k) for k in range(len(times))]
    if None in cells:
        return None
    best = (min if which in ("lowest", "minimum") else max)(cells)
    rows = [k for k, x in enumerate(cells) if x == best]
    return rows[0] if len(rows) == 1 else None


def _measure(claim: str, index: TableIndex, pos: int):
    """The one numeric column of the table (not its date or hour) that a word of the claim names."""
    words = {stem(w.lower()) for w in re.findall(r"[A-Za-z]+", claim) if w.lower() not in STOPWORDS}
    cols = [c for c in index.table_columns(pos) if not c.id_like and c.dimension != "date" and "hour" not in header_words(c.header)
            and c.numbers() and any(hits(c, w) for w in words)]
    return cols[0] if len(cols) == 1 else None


def _statuses(table, status: str) -> list[bool] | None:
    """Whether each row holds ``status`` as a text cell of the one column that ever holds it (None when no one column
    does)."""
    want = status.strip().lower()
    cols = [j for j in range(len(table.header)) if any(r[j].strip().lower() == want for r in table.cells)]
    if len(cols) != 1:
        return None
    return [r[cols[0]].strip().lower() == want for r in table.cells]


def _agrees(x: Decimal, n: Decimal, hedge: str | None) -> bool:
    """Whether ``x`` is the number written: at its precision, or within 5% with a hedge; bounds as written."""
    hedge = re.sub(r"\s+", " ", (hedge or "").lower())
    if hedge in ("more than", "just over"):
        return x > n
    if hedge in ("less than", "just under"):
        return x < n
    places = -n.as_tuple().exponent if n.as_tuple().exponent < 0 else 0
    if abs(x - n) <= Decimal("0.5") * Decimal(10) ** -places:
        return True
    if hedge in ("nearly", "almost"):
        return x <= n and abs(x - n) <= abs(n) / 10
    return bool(hedge) and abs(x - n) <= abs(n) * Decimal("0.05")
