"""Numbers written in text and in table cells, normalised so they can be compared.

"5,706", "5706" and "5706.0" are the same value; a written number also matches
a more precise value that rounds to it at the written precision ("12.3" matches
a cell "12.345"). Used to check gold insights against their tables and by the
lexical proxy judge.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import ROUND_HALF_EVEN, ROUND_HALF_UP, Decimal, InvalidOperation

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
    q = Decimal(1).scaleb(-written.places)
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
