"""Durations written in a claim: clock times ("2:11:45", "2:11"), race times ("6:08.84": minutes, seconds and a
fraction) and compound durations ("2 hours 11 minutes 45 seconds"); and the seconds of a duration cell
(:func:`parse_duration`)."""

from __future__ import annotations

import re
from decimal import ROUND_FLOOR, Decimal

_RACE = re.compile(r"(?<![\d:])(\d{1,2}):([0-5]\d)\.(\d{1,3})(?![\d:])")
_CLOCK = re.compile(r"(?<![\d:])(\d{1,2}):([0-5]\d)(?::([0-5]\d))?(?![\d:])")
_DURATION_PART = r"(\d+(?:\.\d+)?)\s*(hours?|hrs?|h|minutes?|mins?|m|seconds?|secs?|s)\b"
_COMPOUND = re.compile(_DURATION_PART + r"(?:(?:,\s*|\s+and\s+|\s+)" + _DURATION_PART + r"){1,2}")
_HALF_DAY = re.compile(r"\s*(?:[ap]\.?m\.?(?!\w)|in the (?:morning|afternoon|evening)|at night)", re.I)
_SECONDS = {"h": 3600, "m": 60, "s": 1}


def durations(claim: str) -> list[tuple[str, int, int, Decimal, int]]:
    """(text, start, end, total seconds, precision written: 1 s, or 60 s for "2:11") of each duration in ``claim``."""
    out = []
    for m in _RACE.finditer(claim):  # "6:08.84", "1:42.69": minutes, seconds and their fraction (a race time)
        seconds = Decimal(int(m.group(1)) * 60) + Decimal(m.group(2) + "." + m.group(3))
        out.append((m.group(0), m.start(), m.end(), seconds, 1))
    for m in _CLOCK.finditer(claim):
        if any(s <= m.start() < e for _, s, e, _, _ in out):
            continue
        a, b, c = int(m.group(1)), int(m.group(2)), m.group(3)
        half = _HALF_DAY.match(claim, m.end())  # "9:37 p.m.", "6:55 in the evening": a time of day past noon
        if half and a <= 12:
            a = a % 12 + (12 if re.search(r"p\.?m|afternoon|evening|night", half.group(0), re.I) else 0)
        seconds = Decimal(a * 3600 + b * 60 + int(c)) if c else Decimal(a * 3600 + b * 60)
        out.append((m.group(0), m.start(), m.end(), seconds, 1 if c else 60))
    for m in _COMPOUND.finditer(claim):
        parts = re.findall(_DURATION_PART, m.group(0))
        sizes = [_SECONDS[u[0]] for _, u in parts]
        seconds = sum(Decimal(n) * s for (n, _), s in zip(parts, sizes))
        out.append((m.group(0), m.start(), m.end(), seconds, min(sizes)))
    return out


def written_in_words(text: str) -> bool:
    """Whether a duration is written in words ("3 minutes 18 seconds"), not as a clock time ("2:11"): only such a
    duration is a gap between two time cells."""
    return re.search(r"[a-z]", text) is not None


def seconds_of(value: Decimal, unit_size: float) -> Decimal:
    """A time cell's value in seconds, from its column's unit size (1 for race times, 60 for minutes)."""
    return value * Decimal(str(unit_size))


def close_duration(secs: Decimal, written: Decimal, precision: int) -> bool:
    """Whether ``secs`` is the duration written (``written`` seconds, given to ``precision`` seconds): truncated or
    rounded to the precision written ("2 hours 11 minutes" of 2:11:45)."""
    p = Decimal(precision)
    return (secs / p).to_integral_value(rounding=ROUND_FLOOR) * p == written or abs(secs - written) * 2 <= p


RACE_TIME = re.compile(r"^(\d{1,2}):([0-5]\d\.\d+)$")  # a race time "6:08.84" (minutes, seconds)
_CLOCK_SPAN = re.compile(r"^(\d{1,3}):([0-5]\d)(?::([0-5]\d(?:\.\d+)?))?$")


def parse_duration(cell: str) -> Decimal | None:
    """Seconds of an "h:mm:ss" or "h:mm" cell, or of a race time "m:ss.ff" ("6:08.84"), else None."""
    if (race := RACE_TIME.match(cell.strip())) is not None:
        return Decimal(int(race.group(1)) * 60) + Decimal(race.group(2))
    m = _CLOCK_SPAN.match(cell.strip())
    if not m:
        return None
    h, mi, s = int(m.group(1)), int(m.group(2)), Decimal(m.group(3) or 0)
    return Decimal(h * 3600 + mi * 60) + s
