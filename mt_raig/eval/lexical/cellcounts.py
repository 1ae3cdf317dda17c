"""Counts a table's cells hold rather than its rows: "Missouri carried out six executions" (the row's cell of the
``executions`` column), "Texas carried out exactly half of the 74 executions" (its part of that column's total), and
each measure column's share of its total that some rows hold ("Fundraising made up about 31% of the income").
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import Decimal

from .checks import Check, fully_named
from .countbounds import bound_before, count_holds, fraction_holds
from .headers import YEAR_IN_HEADER, header_years
from .index import TableIndex, header_stems, header_words, hits
from .lexicon import stem
from .values import agrees, best_columns
from .words import word_value


def _counted_columns(index: TableIndex, table: int, noun: list[str]) -> list:
    """The table's columns of whole numbers >= 0 (no id, percentage, unit or rate) whose header a counted noun names
    ("twenty-four pupils" never counts ``spending_per_pupil_usd``: a rate per pupil)."""
    return [c for c in index.table_columns(table) if not (c.id_like or c.percent or c.dimension) and c.numbers()
            and all(x == int(x) >= 0 for x in c.numbers()) and any(hits(c, w) for w in noun)
            and "per" not in (w.lower() for w in header_words(c.header))]


def count_cell(claim: str, span: tuple[int, int], index: TableIndex, table: int, row: int) -> tuple[str, Decimal] | None:
    """"Missouri carried out six executions": the one row's cell of the one count column the counted noun names
    (``executions``), which holds what is counted; None when no such column."""
    noun = [stem(w) for w in re.findall(r"[A-Za-z]+", claim[span[0]:span[0] + 40])[1:3]]
    cols = _counted_columns(index, table, noun)
    years = {int(y) for y in YEAR_IN_HEADER.findall(claim)}  # "eight executions in the three years to 1990": that one's
    cols = [c for c in cols if years & header_years(c.header)] if len(cols) > 1 and years else cols
    value = index.value(row, cols[0].gid) if len(cols) == 1 else None
    return None if value is None else (cols[0].header, value)


def zero_cell(claim: str, span: tuple[int, int], index: TableIndex, table: int, row: int) -> tuple[str, Decimal] | None:
    """"No country in Africa is a member of the OECD": of a table of groups, the one group row's cell of the one count
    column the claim's words after the counted noun name best (``oecd_members``; "Not a single entry in Antarctica is a
    UN member": ``un_members``, never ``entries``), which a claim of none says is 0; None when no one column."""
    said = [(stem(w), 1.0) for w in re.findall(r"[A-Za-z]+", claim[span[1]:].lower())[1:]]
    cols = _counted_columns(index, table, [w for w, _ in said])
    best = fully_named(index, sorted(best_columns(index, table, said, lambda c: c in cols) or ()), said) if cols else []
    value = index.value(row, best[0]) if len(best) == 1 else None  # ("a UN member": un_members, not un_founding_members)
    return None if value is None else (index.columns[best[0]].header, value)


def of_column_total(claim, span, index, table, met, n, share, total, values, counted, conditions) -> tuple[Check, list[int]] | None:
    """"Texas carried out exactly half of the 74 executions": a written total that is no row count but the sum of the
    one whole-number column the noun names; the rows met hold their part of it. None otherwise."""
    noun = [stem(w) for w in re.findall(r"[A-Za-z]+", claim[span[0]:span[1] + 30]) if word_value(w) is None][-2:]
    cols = [c for c in _counted_columns(index, table, noun) if sum(c.numbers()) == total]
    if len(cols) != 1 or not met:
        return None
    part = sum(index.value(r, cols[0].gid) or 0 for r in met)
    bound = bound_before(claim, span[0])
    written = next((values[i] for i in counted if values[i].kind == "number" and values[i].mention.percent), None)
    ok = fraction_holds(100 * part / total, n, bound) if share == "fraction" else agrees(100 * part / total, written) \
        if share and written is not None else count_holds(part, n, bound) if not share else False
    detail = {"table_id": index.tables[table].id, "column": cols[0].header, "part": str(part), "of": str(total), "share" if share else "count": str(n)}
    return Check("count", ok, detail), [*counted, *conditions]


def column_shares(index: TableIndex, table: int, met: Sequence[int], within: Sequence[int] | None = None, only=None) -> list[Decimal]:
    """Percent of each measure column's total that the rows met hold: of the whole table, or of the rows ``within``
    a group ("Coderre took about 72% of the votes in Marie-Clarac": of that district's rows, the candidate's); with
    ``only`` (a test of a column), of the columns it passes."""
    out = []
    own = index.table_rows[table]
    for c in index.table_columns(table):
        if c.id_like or c.dimension == "date" or c.percent or any(v is None or v < 0 for v in c.values) or (only and not only(c)):
            continue
        whole = sum(c.values[own.index(r)] for r in within) if within is not None else sum(c.values)
        if whole:
            out.append(100 * sum(c.values[own.index(r)] for r in met) / whole)
    return out


def part_shares(claim: str, index: TableIndex, table: int, row: int, said: set[str]) -> list[Decimal]:
    """Percent that a part cell of one row is of its whole cell, the column the share's noun names in full ("about 69%
    of the weeks of 1995 were up weeks": ``up_weeks`` of ``weeks`` in the 1995 row), the part a column another word of
    the claim names ("up"), of the whole's dimension; never a percentage, a date or an id."""
    cols = [c for c in index.table_columns(table) if not (c.id_like or c.percent or c.dimension == "date")]
    words = {stem(w.lower()) for w in re.findall(r"[A-Za-z]+", claim)} - said
    out = []
    for whole in (c for c in cols if said and (own := header_stems(c.header)) and own <= said):
        b = index.value(row, whole.gid)
        for part in cols:
            if part is not whole and part.dimension == whole.dimension and b and (a := index.value(row, part.gid)) is not None and 0 <= a <= b and any(hits(part, w) for w in words):
                out.append(100 * a / b)
    return out


def named_column_shares(claim: str, end: int, values, index: TableIndex, table: int, met: Sequence[int]) -> list[Decimal]:
    """The rows' shares of the totals of the columns the words after ``end`` name, where the claim says it is a whole's
    ("a fifth of the twenty states' combined 1990 population": of ``population_1990``; a plural possessive, "combined",
    "total", "overall"); a column of a year the claim does not cite is left out. Empty otherwise."""
    if not re.search(r"[a-z]s['’](?:\s|$)|\b(?:combined|total|overall)\b", claim):
        return []
    said = {stem(w.lower()) for w in re.findall(r"[A-Za-z]+", claim[end:])}
    years = {v.mention.number.value for v in values if v.kind == "number" and v.locator}
    return column_shares(index, table, met, only=lambda c: any(hits(c, w) for w in said) and (c.year is None or c.year in years))
