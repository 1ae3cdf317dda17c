"""Numbers written in text and in table cells, normalised so they can be compared.

"5,706", "5706" and "5706.0" are the same value; a written number also matches
a more precise value that rounds to it at the written precision ("12.3" matches
a cell "12.345"). Used to check gold insights against their tables and by the
lexical proxy judge.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import ROUND_HALF_EVEN, ROUND_HALF_UP, Decimal, InvalidOperation, localcontext

NUMBER = re.compile(r"(?<![\w.])[-−]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?![\w])")


@dataclass(frozen=True)
class Number:
    """A number as written: its text, value and number of decimal places."""

    text: str
    value: Decimal
    places: int


def parse_number(text: str) -> Number | None:
    """One written number (commas, a leading minus, a trailing % allowed), or None."""
    t = text.strip().rstrip("%").replace(",", "").replace("−", "-")
    try:
        value = Decimal(t)
    except InvalidOperation:
        return None
    if not value.is_finite():
        return None
    places = len(t.split(".", 1)[1]) if "." in t else 0
    return Number(text, value, places)


def find_numbers(text: str) -> list[Number]:
    """Every number written in digits in ``text``, in order."""
    found = []
    for m in NUMBER.finditer(text):
        n = parse_number(m.group(0))
        if n is not None:
            found.append(n)
    return found


def rounds_to(value: Decimal | float, written: Number) -> bool:
    """Whether ``value`` equals ``written`` at the written precision (half-up or half-even)."""
    v = Decimal(str(value)) if not isinstance(value, Decimal) else value
    if not v.is_finite():
        return False
    q = Decimal(1).scaleb(-written.places)
    # enough precision for any written length (a model may write "99.999..." with 100 places)
    with localcontext() as ctx:
        ctx.prec = max(28, v.adjusted() + written.places + 3, written.value.adjusted() + written.places + 3)
        return any(v.quantize(q, rounding=r) == written.value for r in (ROUND_HALF_UP, ROUND_HALF_EVEN))


def cell_values(cells: list[str]) -> list[Decimal]:
    """All numbers found in a list of cells (a cell "2009-02-14" gives 2009, 02, 14)."""
    values = []
    for cell in cells:
        whole = parse_number(cell)
        if whole is not None:
            values.append(whole.value)
        else:
            values.extend(n.value for n in find_numbers(cell))
    return values


# ---------------------------------------------------------------------------
# Numbers in running text with their units, and calendar dates.
# Used by the lexical proxy judge (mt_raig.eval.lexical).

_SCALES = {"thousand": 10**3, "million": 10**6, "billion": 10**9, "trillion": 10**12}
_UNIT_AFTER = re.compile(r"\s*(%|percent\b|per cent\b|(?:thousand|million|billion|trillion)\b)", re.I)


@dataclass(frozen=True)
class Mention:
    """A number written in running text: where it is, whether it is a percentage, its scale word.

    ``scale`` is 1, or 10**3/10**6/... for "2.5 million"; ``percent`` is True for
    "41.2%", "41.2 percent" and "41.2 per cent".
    """

    number: Number
    start: int
    end: int
    percent: bool = False
    scale: int = 1


def find_mentions(text: str) -> list[Mention]:
    """Every number written in digits in ``text``, with its span, percent sign and scale word.

    The span covers the unit ("41.2%", "2.5 million") so callers can cut it out.
    """
    found = []
    for m in NUMBER.finditer(text):
        n = parse_number(m.group(0))
        if n is None:
            continue
        end, percent, scale = m.end(), False, 1
        unit = _UNIT_AFTER.match(text, end)
        if unit:
            word = unit.group(1).lower()
            if word == "%" or word.startswith("per"):
                percent = True
            else:
                scale = _SCALES[word]
            end = unit.end()
        found.append(Mention(n, m.start(), end, percent, scale))
    return found


def matches_mention(value: Decimal | float, mention: Mention) -> bool:
    """Whether a table value is what ``mention`` writes, at the written precision.

    A percentage also matches a fraction ("41.2%" matches 0.412); a scaled
    number matches the full value ("2.5 million" matches 2,500,000 and 2.5).
    """
    v = Decimal(str(value)) if not isinstance(value, Decimal) else value
    if rounds_to(v, mention.number):
        return True
    if mention.percent and abs(v) <= 1 and rounds_to(v * 100, mention.number):
        return True
    return mention.scale > 1 and rounds_to(v / mention.scale, mention.number)


MONTHS = {
    name: i
    for i, names in enumerate(
        [("january", "jan"), ("february", "feb"), ("march", "mar"), ("april", "apr"), ("may",), ("june", "jun"),
         ("july", "jul"), ("august", "aug"), ("september", "sep", "sept"), ("october", "oct"),
         ("november", "nov"), ("december", "dec")],
        start=1,
    )
    for name in names
}
_MONTH = r"(?P<month>" + "|".join(sorted((m.capitalize() for m in MONTHS), key=len, reverse=True)) + r")\.?"
_DATE_PATTERNS = [
    re.compile(r"(?<!\d)(?P<year>\d{4})-(?P<mnum>\d{1,2})-(?P<day>\d{1,2})(?!\d)"),  # 1968-10-27
    re.compile(r"(?<!\d)(?P<mnum>\d{1,2})/(?P<day>\d{1,2})/(?P<year>\d{4})(?!\d)"),  # 10/27/1968 (US order)
    re.compile(r"\b" + _MONTH + r"\s+(?P<day>\d{1,2})(?:st|nd|rd|th)?(?:,?\s+(?P<year>\d{4}))?(?!\d)"),  # October 27, 1968
    re.compile(r"(?<!\d)(?P<day>\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?" + _MONTH + r"(?:,?\s+(?P<year>\d{4}))?(?!\d)"),  # 27 October 1968
    re.compile(r"\b" + _MONTH + r",?\s+(?P<year>\d{4})(?!\d)"),  # October 1968
]


@dataclass(frozen=True)
class DateMention:
    """A calendar date written in text; parts that are not written are None."""

    text: str
    start: int
    end: int
    year: int | None
    month: int
    day: int | None

    def agrees_with(self, other: "DateMention") -> bool:
        """Same month, and same year/day wherever both dates write them."""
        if self.month != other.month:
            return False
        if self.year is not None and other.year is not None and self.year != other.year:
            return False
        return self.day is None or other.day is None or self.day == other.day


def find_dates(text: str) -> list[DateMention]:
    """Calendar dates in ``text``: ISO, US numeric, "October 27, 1968", "27 Oct 1968", "October 1968".

    Month names must be capitalised ("may" the verb is not a month); a date
    needs a day or a year next to the month. Overlapping forms keep the first found.
    """
    found: list[DateMention] = []
    taken: list[tuple[int, int]] = []
    for pattern in _DATE_PATTERNS:
        for m in pattern.finditer(text):
            if any(m.start() < e and s < m.end() for s, e in taken):
                continue
            parts = m.groupdict()
            month = int(parts["mnum"]) if parts.get("mnum") else MONTHS[parts["month"].lower()]
            day = int(parts["day"]) if parts.get("day") else None
            year = int(parts["year"]) if parts.get("year") else None
            if not 1 <= month <= 12 or (day is not None and not 1 <= day <= 31):
                continue
            found.append(DateMention(m.group(0), m.start(), m.end(), year, month, day))
            taken.append((m.start(), m.end()))
    return sorted(found, key=lambda d: d.start)
