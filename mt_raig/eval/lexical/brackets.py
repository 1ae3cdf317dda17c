"""A bracket of a range column written as the writer says it: "families earning under 3 thousand dollars" is the
``0-3`` bracket of ``income_thousand_usd``, "15 thousand dollars or more" its ``15+`` one, "the 12-to-15-thousand-dollar
bracket" and "between 12 and 15 thousand" its ``12-15``; "the lowest bracket" is its first by its bounds (``0-3``), "the
top income class" its last.

A range column is a text column whose cells are brackets ("0-3", "3-5", "15+"; three or more of them). A phrase is
restated as the bracket's own label only when its numbers, read in the column's scale (a header's "thousand", a "$"
and digits), are exactly that bracket's ends; the label is then read as the cell it is (numbers in a text cell), so the
row of that bracket is the one the claim's other values must sit in (:func:`bracket_values`: whatever column the
words near it name, "earning 0-3" locates the ``0-3`` row). Anything else is left as written.

    >>> from mt_raig.tables import Table
    >>> from mt_raig.eval.lexical.index import index_of
    >>> t = Table("inc", "Families by income", ("year", "income_thousand_usd", "pct"), (("1960", "0-3", "6.5"), ("1960", "3-5", "8.2"), ("1960", "15+", "22.2")))
    >>> bracket_labels("The share earning under 3 thousand dollars fell.", index_of((t,)))
    'The share earning 0-3 fell.'
    >>> bracket_labels("Families with $15,000 or more made up 22.2%.", index_of((t,)))
    'Families with 15+ made up 22.2%.'
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation

from .index import TableIndex, header_words
from .units import header_scale

_LABEL = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*(?:[-–]|to)\s*(\d+(?:\.\d+)?)\s*$|^\s*(\d+(?:\.\d+)?)\s*\+\s*$")
_NUM = r"\$?(\d[\d,]*(?:\.\d+)?)(?:\s*[- ]\s*(thousand|million|k)\b)?"
_UNIT = r"(?:[\s-]+(?:dollars?|dollar|usd|years?(?:\s+old)?|year-olds?))?"
_UNDER = re.compile(r"\b(?:under|below|less\s+than)\s+" + _NUM + _UNIT, re.I)
_UP = re.compile(_NUM + _UNIT + r"\s+(?:or\s+more|or\s+over|or\s+above|and\s+(?:up|over|above)|plus)\b|\bat\s+least\s+" + _NUM + _UNIT, re.I)
_BETWEEN = re.compile(r"\bbetween\s+" + _NUM + r"\s+and\s+" + _NUM + _UNIT + r"|\b" + _NUM + r"[\s-]+to[\s-]+" + _NUM + _UNIT, re.I)
_SCALE_WORDS = {"thousand": 1000, "k": 1000, "million": 10**6}


def _brackets(index: TableIndex) -> list[tuple[int, dict]]:
    """(column scale, {(low, high or None): label}) of each range column of the index (cached on it)."""
    if "brackets" in index.derived:
        return index.derived["brackets"]
    out = []
    for t in index.tables:
        for j, h in enumerate(t.header):
            cells = [r[j].strip() for r in t.cells if j < len(r) and r[j].strip()]
            found = {}
            for c in set(cells):
                m = _LABEL.match(c)
                if m is None or m.group(1) and Decimal(m.group(2)) <= Decimal(m.group(1)):
                    break  # ("2007-08": a season, no range)
                found[(Decimal(m.group(1)), Decimal(m.group(2))) if m.group(1) else (Decimal(m.group(3)), None)] = c
            else:
                if len(found) >= 3 and not all(1800 <= low <= 2100 for low, _ in found):  # (never spans of years: "1990-1994")
                    out.append((header_scale(header_words(h)) or 1, found))
    index.derived["brackets"] = out
    return out


def _value(number: str, scale_word: str | None, money: bool, column_scale: int) -> Decimal | None:
    """A written number in a column's scale: "3 thousand" and "$3,000" are 3 of a column in thousands."""
    try:
        v = Decimal(number.replace(",", ""))
    except InvalidOperation:
        return None
    if scale_word:
        v *= _SCALE_WORDS[scale_word.lower()]
    elif not money and column_scale > 1:
        return v  # "under 3" of a column in thousands: its own number
    return v / column_scale


def bracket_labels(claim: str, index: TableIndex) -> str:
    """The claim with each phrase naming one bracket of a range column restated as that bracket's label (see the
    module); unchanged where no table has a range column."""
    for scale, labels in _brackets(index):
        def label(low: Decimal | None, high: Decimal | None, m: re.Match) -> str:
            return labels.get((low, high), m.group(0)) if low is not None else m.group(0)

        def under(m: re.Match) -> str:
            v = _value(m.group(1), m.group(2), "$" in m.group(0), scale)
            return label(Decimal(0), v, m) if v is not None else m.group(0)

        def up(m: re.Match) -> str:
            n, s = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
            v = _value(n, s, "$" in m.group(0), scale)
            return labels.get((v, None), m.group(0)) if v is not None else m.group(0)

        def between(m: re.Match) -> str:
            g = m.groups()
            a, sa, b, sb = g[0:4] if g[0] else g[4:8]
            money = "$" in m.group(0)
            lo, hi = _value(a, sa or sb, money, scale), _value(b, sb, money, scale)
            return label(lo, hi, m) if hi is not None else m.group(0)

        def end(m: re.Match) -> str:  # "the lowest bracket": the first by its bounds, "the top income class" the last
            ordered = sorted(labels, key=lambda k: (k[0], k[1] is None, k[1] or 0))
            label = labels[ordered[0] if m.group(2).lower() in ("lowest", "bottom", "first") else ordered[-1]]
            return m.group(0) if label in claim else f"{m.group(1)}{label}{m.group(3)}"  # (never twice: "the lowest bracket,
            # under 3 thousand dollars")

        claim = _BETWEEN.sub(between, _UP.sub(up, _UNDER.sub(under, claim)))
        claim = _END.sub(end, claim)
    return claim


_END = re.compile(r"\b(the\s+)(lowest|bottom|first|highest|top|last)(\s+(?:income\s+|age\s+|size\s+)?(?:bracket|class|band|group|range)s?\b)", re.I)


def bracket_values(index: TableIndex, values: list, claim: str) -> None:
    """The numbers of a claim that write a bracket's label ("0-3", "15+": a range column's cell) locate its row, as a
    year does: no column's words are theirs (in place)."""
    _header_brackets(index, values, claim)
    labels = {label for _, found in _brackets(index) for label in found.values()}
    if not labels:
        return
    spans = [(m.start(), m.end(), re.sub(r"\s+", "", m.group(0))) for m in _WRITTEN.finditer(claim) if re.sub(r"\s+", "", m.group(0)) in labels]
    for v in values:
        if v.kind == "number" and (label := next((w for a, b, w in spans if a <= v.start and v.end <= b), None)) is not None:
            held = {r for r, row in enumerate(index.rows) if label in (c.strip() for c in index.tables[row.table_pos].cells[row.row - 1])}
            v.locator, v.holders, v.hints, v.strong, v.window = True, held, {}, {}, []  # ("15+": its rows, never "12-15"'s)
            v.cell = label  # the bracket, as a name is its row's: with the claim's every locator (grouping.locator_groups)


_WRITTEN = re.compile(r"(?<![\w.])\d+(?:\.\d+)?\s*(?:[-–]\s*\d+(?:\.\d+)?|\+)(?!\w|\.\d)")


_HEADER_UP = re.compile(r"(?:^|_)(\d+)_(?:plus|over|or_more|and_over|up)(?:_|$)", re.I)
_OR_MORE = re.compile(r"\s*(?:or\s+more|or\s+over|or\s+above|and\s+(?:up|over|above)|plus)\b", re.I)


def _header_brackets(index: TableIndex, values: list, claim: str) -> None:
    """A number the claim writes as a bracket a header names ("earned $3,500 or more" of ``income_3500_plus_pct``) names
    that column, not a value: it locates, as a header's year does (in place)."""
    if "header_brackets" not in index.derived:  # (read once per index)
        index.derived["header_brackets"] = {Decimal(m.group(1)) for t in index.tables for h in t.header if (m := _HEADER_UP.search(h))}
    ends = index.derived["header_brackets"]
    if not ends:
        return
    for v in values:
        if v.kind == "number" and v.mention is not None and v.mention.number.value * v.mention.scale in ends and (
                _OR_MORE.match(claim, v.end) or re.search(r"\b(?:at\s+least|over|above|more\s+than)\s+\$?$", claim[:v.start], re.I)):
            v.locator, v.bound, v.holders, v.hints, v.strong, v.window = True, None, None, {}, {}, []
