"""Time between two dates of the rows a claim names: "loan 101 lasted 30 days" (its ``ReturnDate`` minus its
``LoanDate``), "Things Fall Apart came out 6 years before Arrow of God" (one date column across two rows).

Date columns (``1985-01-07``) are kept by the index as ``yyyymmdd`` numbers, never as quantities, so a writer's
day count or year count is in no cell and must be computed; a column of years ("Founded" 1891, "EU member
since" 1973) gives whole years between two of its cells. Within a row, every pair of its date cells; across
two rows, the cells of the same date column. Each later-minus-earlier gap is offered three ways: in days
(calendar days between the two dates; a ``yyyymm`` month cell has no day, so no day count), in calendar months
(June 27 to December 10 is "six months") and in whole calendar years (the difference of the two years, as
"published in 1958 and 1964: 6 years apart" is usually written). The gap
carries a time unit, so it can only be what a claim writes with one ("30 days", "two weeks", "6 years",
:func:`mt_raig.eval.lexical.derive.fits`); a bare number is never a date gap.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import replace
from datetime import date
from decimal import Decimal
from itertools import permutations

from .index import Column, TableIndex
from .lexicon import stem

DAY, MONTH, YEAR = 86400.0, 2629800.0, 31557600.0  # seconds, as the judge's time units (lexicon.UNITS)
GAP_WORDS = ("days between", "months between", "years between")  # how a date gap is described: ``fits`` reads it


def day_of(v: Decimal) -> date | None:
    """The calendar day of a ``yyyymmdd`` date cell; None for a ``yyyymm`` month (day 00)."""
    n = int(v)
    try:
        return date(n // 10000, n // 100 % 100, n % 100)
    except ValueError:  # a yyyymm month (day 00)
        return None


def _timed(col: Column, size: float) -> Column:
    """The date column as the time its gaps are, in ``size`` seconds (never a count or a key)."""
    return replace(col, dimension="time", unit_size=size, count=False, percent=False, id_like=False)


def date_gap(ca: Column, a: Decimal, b: Decimal, how: str) -> Iterator[tuple[Decimal, str, Column]]:
    """The gaps from date ``b`` to the later date ``a`` of column ``ca`` (none when ``a`` is not later)."""
    if a < 10000:  # a column of years ("EU member since" 1973): only whole years
        if a > b:
            yield a - b, f"years between {how}", _timed(ca, YEAR)
        return
    da, db = day_of(a), day_of(b)
    if da is not None and db is not None and da > db:
        yield Decimal((da - db).days), f"days between {how}", _timed(ca, DAY)
    ya, yb = int(a) // 10000, int(b) // 10000
    if ya > yb:
        yield Decimal(ya - yb), f"years between {how}", _timed(ca, YEAR)
    ma, mb = ya * 12 + int(a) // 100 % 100, yb * 12 + int(b) // 100 % 100
    if ma > mb and int(a) // 100 % 100 and int(b) // 100 % 100:  # calendar months: June 27 to December 10 is "six months"
        yield Decimal(ma - mb), f"months between {how}", _timed(ca, MONTH)


def years(col: Column) -> bool:
    """A column of years ("Founded", "EU member since": 1891, 1973): whole numbers 1000-2100, two at least."""
    nums = col.numbers()
    return col.dimension is None and not col.percent and len(nums) >= 2 and all(n == int(n) and 1000 <= n <= 2100 for n in nums)


_YEAR_WORDS = frozenset(stem(w) for w in ("year", "built", "founded", "born", "established"))


def year_columns(index: TableIndex, table: int) -> list[tuple[Column, int]]:
    """The columns of ``table`` that date its rows, each with the factor that turns a year into its values: its date
    columns (not keys; 10000, kept as YYYYMMDD), then its columns of years (1: every cell a whole number from 1000 to
    2100; "statehood_year" may carry a time dimension, its cells are still years)."""
    cols = index.table_columns(table)
    return [(c, 10000) for c in cols if c.dimension == "date" and not c.id_like] + [
        (c, 1) for c in cols if c.dimension != "date" and c.numbers() and all(x == x.to_integral_value() and 1000 <= x <= 2100 for x in c.numbers())]


def year_column(index: TableIndex, claim: str, table: int) -> tuple[Column, int] | None:
    """The one column of ``table`` that dates its rows, for a year the claim writes ("before 1994", "in 2016 or 2020"):
    its date columns and its columns of years (those headed "year", "built", ... before other columns of years), the
    ones the claim's words name when several are; with the factor that turns a year into its values (10000 for dates
    kept as YYYYMMDD, 1 for years). None when there is none or several."""
    found = year_columns(index, table)
    held = [c for c, step in found if step == 1]
    held = [c for c in held if c.stems & _YEAR_WORDS] or held  # "year", "built" first; else any ("un_member_since")
    cols = [(c, step) for c, step in found if step != 1] + [(c, 1) for c in held]
    said = {stem(w) for w in re.findall(r"[a-z]+", claim.lower())}
    cols = [(c, f) for c, f in cols if c.stems & said] or cols
    return cols[0] if len(cols) == 1 else None


_START_WORDS = frozenset(stem(w) for w in "use introduced introduction adopted adopt began begun begin started start opened founded joined "
                          "admitted launched created established born issued".split())
_END_WORDS = frozenset(stem(w) for w in "withdrawn withdrew ended end abolished closed retired died replaced ceased expired scrapped".split())
_START_HEADERS = frozenset(stem(w) for w in "from since start begin began opened founded joined admitted introduced adopted launched "
                           "created established birth born first issued".split())
_END_HEADERS = frozenset(stem(w) for w in "until to end ended closed retired left death died last expired withdrawn".split())


def sole_date(index: TableIndex, pos: int, claim: str) -> list[int]:
    """The one date column of a table (not a key), as a list: what "later" and "before" compare when no word names one;
    else its one column of years ("Missouri became a state after Arkansas": ``statehood_year``)."""
    cols = [c.gid for c in index.table_columns(pos) if c.dimension == "date" and not c.id_like]
    if not cols and (years := year_column(index, claim, pos)) is not None and years[1] == 1:
        cols = [years[0].gid]
    if len(cols) > 1:  # "came into use earlier": the start of a span (``legal_tender_from``); "was withdrawn later": its end
        said = {stem(w) for w in re.findall(r"[a-z]+", claim.lower())}
        side = _START_HEADERS if said & _START_WORDS and not said & _END_WORDS else _END_HEADERS if said & _END_WORDS and not said & _START_WORDS else set()
        cols = [g for g in cols if index.columns[g].stems & side]
    return cols if len(cols) == 1 else []


def date_gaps(index: TableIndex, rows: Sequence[int]) -> Iterator[tuple[Decimal, str, Column]]:
    """(gap, how, column with the gap's unit) for the date cells of ``rows`` (module docstring)."""
    chosen = [index.rows[r] for r in rows]
    dates = {c.gid: c for c in index.columns if (c.dimension == "date" and not c.clock) or years(c)}
    for row in chosen:
        cells = [(dates[g], v) for g, v in row.cells if g in dates]
        for (ca, a), (cb, b) in permutations(cells, 2):
            yield from date_gap(ca, a, b, f"{ca.header} and {cb.header} ({row.table_id} row {row.row})")
    for x, y in permutations(chosen, 2):
        theirs = {dates[g].header: v for g, v in y.cells if g in dates}
        for g, a in x.cells:
            if g in dates and dates[g].header in theirs:
                yield from date_gap(dates[g], a, theirs[dates[g].header], f"{dates[g].header}: {x.table_id} row {x.row} and {y.table_id} row {y.row}")
