"""Numbers a claim computes rather than copies: from other numbers it cites ("9848 was about 16.1 times China's 613",
"36.5% against 31.7%, a margin of 4.8 points", "from 67.6 to 7.6, a fall of about 88.8%", "193 aircraft and
54635 flights, roughly 283 per plane"), per unit of time ("June's 143,512 rentals work out at about 4,784 a day"), or
by counting rows ("Exotic Liquids supplies 3 products").

The operands are the claim's own numbers that sit in table rows (each is
checked against the tables as usual); the computed number must equal one
two-operand result at its written precision (half-up or half-even rounding),
or within the written bound ("about": 2%). Operations: difference, sum,
ratio (either way), percentage of, percent change (relative to either
operand). A number with a unit ("2.0 years") is only a difference or sum of
operands without a different unit; a point gap ("4.8 points") only a
difference of two percentages. Numbers with fewer than 2 significant digits
are never derived (a lone "3" matches too many ratios).

    >>> from mt_raig.numbers import find_mentions
    >>> from decimal import Decimal
    >>> [how for how, _ in pair_results(Decimal(9848), Decimal(613))][:3]
    ['9848 - 613', '9848 + 613', '9848 / 613']
"""

from __future__ import annotations

import calendar
import re
from collections.abc import Iterator, Sequence
from decimal import Decimal
from itertools import combinations

from mt_raig.numbers import MONTHS
from mt_raig.tables import Table

from .nouns import table_of
from .index import TableIndex
from .lexicon import PER_TIME, STOPWORDS, UNITS, stem
from .values import Value, agrees, relative_change, rows_holding, significant_digits

MAX_CITED = 8  # operands considered (pairs grow quadratically)


def pair_results(a: Decimal, b: Decimal) -> Iterator[tuple[str, Decimal]]:
    """(how, value) of the two-operand results a writer may state for ``a`` and ``b``."""
    yield f"{a} - {b}", abs(a - b)
    yield f"{a} + {b}", a + b
    for x, y in ((a, b), (b, a)):
        if y:
            yield f"{x} / {y}", x / y
            yield f"{x} / {y} x 100", x / y * 100
            yield f"({x} - {y}) / {y} x 100", abs(x - y) / abs(y) * 100


def operand(v: Value) -> Decimal:
    m = v.mention
    return m.number.value * m.scale


_CHANGE_OF = re.compile(r"\b(?:a|an|the)\s+(?:drop|fall|decline|decrease|cut|rise|increase|gain|jump|growth)\s+of\s+"
                        r"(?:about\s+|roughly\s+|nearly\s+|almost\s+|some\s+|around\s+|just\s+|only\s+)?$", re.I)


def from_cited(q: Value, cited: Sequence[Value], claim: str = "") -> str | None:
    """How ``q`` is computed from two of the ``cited`` numbers (numbers found in rows), or from one of them per unit of
    time (:func:`per_period`, with the ``claim``), or None."""
    if q.kind != "number" or q.mention is None or q.per and q.unit is not None:
        return None
    if claim and (how := per_period(q, cited, claim)) is not None:
        return how
    if significant_digits(q) == 1 and "." in q.mention.number.text and not q.mention.percent and not q.points:
        return None  # "0.3": one digit matches too many differences and ratios of the claim's numbers
    pool = [v for v in cited if v is not q and v.kind == "number" and v.mention is not None and not v.locator
            and len(v.mention.number.text.strip("0.,-").replace(".", "").replace(",", "")) >= 2][:MAX_CITED]  # not "2 + 2"
    if len(pool) >= 3 and not q.points and q.unit is None:  # "aged 36, 28 and 28, averaging about 30.7"
        total = sum(operand(v) for v in pool)
        for how, value in ((f"sum of {len(pool)} cited", total), (f"mean of {len(pool)} cited", total / len(pool))):
            if agrees(value, q):
                return f"{how} ({', '.join(v.text for v in pool)})"
    for x, y in combinations(pool, 2):
        if q.points and not (x.mention.percent and y.mention.percent):
            continue
        if q.unit is not None and any(v.unit is not None and v.unit != q.unit for v in (x, y)):
            continue
        pairs = [(operand(x), operand(y))]
        if x.mention.scale != y.mention.scale:  # "from 3.85 to 6.74 million": one scale word for both
            pairs.append((x.mention.number.value, y.mention.number.value))
        timed = [v.unit[1] for v in (x, y) if v.unit is not None and v.unit[0] == "time"]
        per = PER_TIME.match(claim, q.end) if claim and timed else None
        for how, value in (r for a, b in pairs for r in pair_results(a, b)):
            if (q.unit is not None or q.points) and "/" in how or "x 100" in how and not q.mention.percent:
                continue  # a ratio has no unit; only a percentage is "x 100"
            if per is not None and "/" in how and UNITS[per.group(1).lower()][1] not in timed:
                continue  # "33.7 kWh an hour" is never 1,213 over a "36-day" period
            if "/" not in how and q.mention.percent and claim and relative_change(claim, q):
                continue  # "from 25.3% to 42.2%, a relative rise of about 67%": never the 16.9 points between them
            if "/" not in how and q.mention.percent and not q.points and x.mention.percent and y.mention.percent and claim \
                    and _CHANGE_OF.search(claim[:q.start]):
                continue  # "fell from 9.4% to 0.2%, a drop of 9.2 percent": a change relative to 9.4%, never the points between them
            if "/" not in how and q.mention.percent and not q.points and not (x.mention.percent or y.mention.percent):
                continue  # "from 59 to 61 per 100,000, a rise of about 3%": a percent of two plain numbers is their ratio, never the 2 between them
            if agrees(value, q):
                return f"{how} (cited {x.text}, {y.text})"
    return None


def two_joins(index: TableIndex, rows) -> set[int]:
    """``rows``, their joined rows, and those rows' joined rows (an airline -> its planes' usage -> the planes): the
    reach a count of another table's rows follows."""
    reach = set(rows)
    for _ in range(2):
        reach |= {p for r in reach for p in index.partners[r]}
    return reach


def row_count(q: Value, names: Sequence[Value], index: TableIndex, claim: str = "") -> str | None:
    """How ``q`` counts rows: "3 products" is the number of rows of a table whose title names products
    that hold, or join through key columns to, every name of the claim (the judge calls it only for
    claims that name an entity: "the four airports served by the most carriers" counts a subset);
    "the other 20 countries" the table's rows but the named ones ("France drank more than any of the other 20").
    Exact (or within the written bound); None when no such table or the count differs."""
    if q.kind != "number" or q.noun is None or q.noun in STOPWORDS or q.mention is None or q.mention.percent or q.mention.number.places:
        return None
    word = stem(q.noun)
    linked = [two_joins(index, rows_holding(index, v)) for v in names]
    other = re.search(r"\bother\s+$", claim[:q.start]) is not None  # "the other 20 countries": every row but the named ones
    whole = re.search(r"\b(?:of|among)\s+(?:the|all)\s+$", claim[:q.start]) is not None  # "of the 20 countries": the table
    for pos, table in enumerate(index.tables):
        if not lists(table, word) and not ((other or whole) and table_of(index, [q.noun]) == pos):
            continue
        if whole and agrees(Decimal(len(index.table_rows[pos])), q):  # "the most years of democracy of the 20 countries"
            return f"{len(index.table_rows[pos])} rows of {table.id} (all)"
        rows = [r for r in index.table_rows[pos] if all(r in link for link in linked)]
        if other and rows:
            rows = [r for r in index.table_rows[pos] if r not in rows]
        if agrees(Decimal(len(rows)), q):
            return f"{len(rows)} rows of {table.id}" + (" joined to " + ", ".join(v.text for v in names) if names else "")
    return None


def entity_word(table: Table) -> str | None:
    """The stem of what a table lists when its title ends in one word ("Northwind - Products" -> "product")."""
    last = table.title.rsplit(" - ", 1)[-1].strip()
    return stem(last.lower()) if re.fullmatch(r"[A-Za-z]+", last) else None


def lists(table: Table, word: str) -> bool:
    """Whether a table lists what ``word`` (a stem) names: "product" for "Products", "hero" for "superhero"."""
    entity = entity_word(table)
    return entity is not None and (entity == word or len(word) >= 4 and entity.endswith(word))


def miscounts(q: Value, index: TableIndex) -> bool:
    """Whether ``q`` can only be a row count ("has 3 products": a table is titled with the noun and no
    column's header names it), so a count that differs refutes it even when some cell equals it."""
    if q.kind != "number" or q.noun is None or q.noun in STOPWORDS or q.mention is None or q.mention.percent or q.mention.number.places:
        return False
    word = stem(q.noun)
    titled = any(lists(t, word) for t in index.tables)
    return titled and not any(word in c.stems for c in index.columns if not c.id_like)


_PER = re.compile(r"\s+(?:a|per|each|every)\s+(day|week|month|year)\b|\s+(daily|weekly|monthly|yearly|annually)\b", re.I)
_ADVERB = {"daily": "day", "weekly": "week", "monthly": "month", "yearly": "year", "annually": "year"}
_MONTH_WORD = re.compile(r"\b(?:the|that|this|a|one)\s+month\b", re.I)
_YEAR = re.compile(r"\b(1[89]\d\d|20\d\d)\b")


def per_period(q: Value, cited: Sequence[Value], claim: str) -> str | None:
    """A cited total restated per unit of time: "June's 143,512 rentals work out at about 4,784 a day" (the 30 days of
    June), "8.1 million entries in 2021 ... about 22,100 a day" (365 days), "$43,000 ... about $3,583 a month" (12
    months), "0.21% for the month is roughly 2.5% a year" (12 months). The total's period is a month the claim names
    (or "the month"), else a year; ``q`` must agree with the total over it at its written precision. None otherwise."""
    if q.kind != "number" or q.mention is None or not (m := _PER.match(claim, q.end)):
        return None
    unit = (m.group(1) or _ADVERB[m.group(2).lower()]).lower()
    year = int(y.group(1)) if (y := _YEAR.search(claim)) else None
    month = next((MONTHS[w.lower()] for w in re.findall(r"[A-Za-z]+", claim[:q.start]) if w.lower() in MONTHS and len(w) > 3), None)
    if month is not None:
        days = calendar.monthrange(year or 2001, month)[1]  # (a year unnamed: not a leap year)
        span, name = {"day": days, "week": Decimal(days) / 7, "year": Decimal(1) / 12}, f"the {days} days of {calendar.month_name[month]}"
    elif _MONTH_WORD.search(claim[:q.start]):
        span, name = {"year": Decimal(1) / 12}, "a month"
    else:
        days = 366 if year and calendar.isleap(year) else 365
        span, name = {"day": days, "week": 52, "month": 12}, f"a year of {days} days" if unit == "day" else "a year"
    if unit not in span:
        return None
    for v in cited:
        if v is not q and v.kind == "number" and v.mention is not None and not v.locator and v.mention.percent == q.mention.percent:
            if agrees(operand(v) / Decimal(span[unit]), q):
                return f"{operand(v).normalize():f} over {name}" if unit != "year" else f"{operand(v).normalize():f} x 12 (a month to a year)"
    return None
