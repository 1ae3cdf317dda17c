"""Years between two years a claim writes, or between a year it writes and a year cell of the entity it names:
"The Warriors' 2015 and 2022 championships came seven years apart", "The Raptors' 2019 title came 24 years after
the franchise was founded" (the team's ``year_founded``), "A and B were founded eight years apart".

The stated gap ("seven years", "24 years") must be the difference of the two years. With two years written and
"apart", "later" or "after", their difference; with one year written and "after ... founded" (established, formed,
opened, built, born), the year written minus the named entity's one cell of the column that verb names; with one year
written after the gap ("two years after the launch wave of 1999"), the subject's cell of the one date or year column
whose other rows hold that year; with no year written, two names and "apart", the difference of their cells of the
column the verb names. Anything
else is left to the other checks (None): the gap is never looked for among the rows' other numbers.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .checks import Check
from .dategaps import year_columns
from .headers import table_years
from .index import TableIndex
from .lexicon import stem
from .values import Value, rows_holding
from .windows import claim_year
from .words import count_value

_GAP = re.compile(r"\b(\d+|[a-z]+(?:-[a-z]+)?)\s+years?\s+(apart|later|after|earlier|before)\b", re.I)
_TOOK = re.compile(r"\btook\s+(\d+|[a-z]+(?:-[a-z]+)?)\s+years?,?\s+until\s+\d{4}\b", re.I)
_SERIES_START = re.compile(r"\s+the\s+(?:series|table|record|data)\s+(?:begins|began|starts|started|opens|opened)\b", re.I)
_VERB = re.compile(r"\b(founded|established|formed|opened|built|born)\b", re.I)
_SINCE_EVENT = re.compile(r"\bafter\s+(?:the\s+\w+|it|they|he|she)\s+(?:was|were|had\s+been)\s+(founded|established|formed|opened|built|born)\b", re.I)


def year_gap(claim: str, values: Sequence[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """The check of a stated number of years between two years (by the rules above), with the values used."""
    m = _GAP.search(claim)
    if m is None and (took := _TOOK.search(claim)) is not None:  # "After 1981 it took twenty-three years, until 2004, for ...":
        years = [i for i, v in enumerate(values) if claim_year(v) is not None]  # the two years written, the later minus the earlier
        stated = [i for i, v in enumerate(values) if v.start == took.start(1)]
        n = count_value(took.group(1))
        if n is None or len(years) != 2:
            return None
        a, b = sorted(claim_year(values[i]) for i in years)
        return Check("gap", b - a == n, {"stated": took.group(0), "years": f"{b} - {a}"}), [*years, *stated]
    if m is None:
        return None
    n = count_value(m.group(1))
    if n is None or n != int(n):
        return None
    years = [i for i, v in enumerate(values) if claim_year(v) is not None]
    stated = [i for i, v in enumerate(values) if v.start == m.start(1)]
    if len(years) == 2:
        a, b = (claim_year(values[i]) for i in years)
        word = m.group(2).lower()  # "1995 came six years before 2001": the second minus the first; "after": the other way
        ok, how = (b - a if word == "before" else a - b if word == "after" else abs(a - b)) == n, f"{max(a, b)} - {min(a, b)}"
        cited = [i for i, v in enumerate(values) if i not in years and i not in stated and v.kind == "number"
                 and not _HOW_MANY.match(claim, v.end)]  # "its two driest years, 2006 and 2019": a count of the years
        if any(not any(rows_holding(index, values[i]) & rows_holding(index, values[y]) for y in years) for i in cited):
            ok = False  # "The 178 terrorism deaths of 1995 came ...": each figure in the row of a year written
    elif len(years) <= 1 and (ends := _FIRST_LAST.match(claim, m.end(2))) is not None and m.group(2).lower() in ("after", "before"):
        names = [v for v in values if v.kind == "name"]  # "Keitany's last win, in 2018, came four years after her first": the
        own = sorted({int(y) for v in names[:1] for r in rows_holding(index, v) for y in _row_years(index, r)})  # name's rows' years
        if len(names) != 1 or len(own) < 2 or (ends.group(1).lower() == "first") != (m.group(2).lower() == "after"):
            return None
        ok, how = own[-1] - own[0] == n and all(claim_year(values[i]) == (own[-1] if m.group(2).lower() == "after" else own[0]) for i in years), \
            f"{own[-1]} - {own[0]} (last and first of {names[0].text})"
    elif len(years) == 1 and m.group(2).lower() == "after" and _SERIES_START.match(claim, m.end(2)) and (first := _first_year(index, values[years[0]])):
        a = claim_year(values[years[0]])  # "first exceeded 500 million tonnes in 1980, fifteen years after the series begins": the
        ok, how = a - first == n, f"{a} - {first} (the series' first year)"  # year written minus its table's first year
    elif len(years) == 1 and (event := _SINCE_EVENT.search(claim, m.start(2))) is not None:
        names = [v for v in values if v.kind == "name"]
        cells = {index.value(r, c.gid) for v in names[:1] for r in rows_holding(index, v)
                 for c in index.table_columns(index.rows[r].table_pos) if stem(event.group(1).lower()) in c.stems}
        cells.discard(None)
        if len(names) != 1 or len(cells) != 1:
            return None
        a, b = claim_year(values[years[0]]), int(next(iter(cells)))
        ok, how = a - b == n, f"{a} - {b} ({event.group(1)})"
    elif len(years) == 1 and m.group(2).lower() != "apart" and (other := _other_year(claim, values, index, years[0], m.end())):
        a, b = claim_year(values[years[0]]), other  # "Whitlam's spell began in 1972, two years before Rowling's": Rowling's
        ok, how = (b - a if m.group(2).lower() in ("before", "earlier") else a - b) == n, f"{max(a, b)} - {min(a, b)}"  # cell
    elif len(years) == 1 and m.group(2).lower() != "apart" and values[years[0]].start > m.end() and \
            (own := _subject_year(values, index, years[0], m.start())) is not None:  # "Greece joined the single currency two
        a, b = claim_year(values[years[0]]), own  # years after the launch wave of 1999": Greece's cell of the column holding 1999
        ok, how = (b - a if m.group(2).lower() in ("after", "later") else a - b) == n, f"{max(a, b)} - {min(a, b)}"
    elif not years and (verb := _VERB.search(claim)) is not None and m.group(2).lower() == "apart":
        names = [v for v in values if v.kind == "name"]  # "A and B were founded eight years apart": their two cells
        cells = [{index.value(r, c.gid) for r in rows_holding(index, v) for c in index.table_columns(index.rows[r].table_pos)
                  if stem(verb.group(1).lower()) in c.stems} - {None} for v in names]
        if len(names) != 2 or any(len(x) != 1 for x in cells):
            return None
        a, b = (int(next(iter(x))) for x in cells)
        ok, how = abs(a - b) == n, f"{max(a, b)} - {min(a, b)} ({verb.group(1)})"
    else:
        return None
    detail = {"stated": m.group(0), "years": how}
    return Check("gap", ok, detail), [*years, *stated]


_HOW_MANY = re.compile(r"\s+(?:[a-z]+est|most|least)\s+(?:years|seasons|months)\b", re.I)
_FIRST_LAST = re.compile(r"\s+(?:her|his|its|their|the)\s+(first|last)\b", re.I)


def _row_years(index: TableIndex, r: int) -> list:
    """The year of a row in its table's one year column (a list of one, or empty)."""
    cols = year_columns(index, index.rows[r].table_pos)
    return [x // step for c, step in cols[:1] if len(cols) == 1 and (x := index.value(r, c.gid)) is not None]


def _other_year(claim: str, values: Sequence[Value], index: TableIndex, year: int, after: int) -> int | None:
    """The one year cell, in the column holding the written year in the subject's (the first name's) row, of the first
    name written after the gap ("two years before Wallace Rowling's"); None when any of it is missing or ambiguous."""
    names = [v for v in values if v.kind == "name"]
    later = [v for v in names if v.start >= after]
    subject = [v for v in names if v.end <= values[year].start]
    if not later or not subject:
        return None
    y = claim_year(values[year])
    cols = {c.gid for r in rows_holding(index, subject[0]) for c in index.table_columns(index.rows[r].table_pos) if index.value(r, c.gid) == y}
    cells = {index.value(r, g) for r in rows_holding(index, later[0]) for g in cols} - {None}
    return int(next(iter(cells))) if len(cols) == 1 and len(cells) == 1 else None


def _subject_year(values: Sequence[Value], index: TableIndex, year: int, before: int) -> int | None:
    """The year of the one name written before the gap (the subject), in the one date or year column whose other rows
    hold the year written after it ("two years after the launch wave of 1999": ``euro_since``, which holds 1999 for the
    first members); None when any of it is missing or ambiguous."""
    names = [v for v in values if v.kind == "name" and v.end <= before]
    if len(names) != 1 or len(rows := rows_holding(index, names[0])) != 1:
        return None
    r = next(iter(rows))
    y = claim_year(values[year])
    pos = index.rows[r].table_pos
    cols = {c.gid: step for c, step in year_columns(index, pos) if not c.id_like
            and any(o != r and (x := index.value(o, c.gid)) is not None and int(x) // step == y for o in index.table_rows[pos])}
    cells = {int(x) // step for g, step in cols.items() if (x := index.value(r, g)) is not None}
    return next(iter(cells)) if len(cols) == 1 and len(cells) == 1 else None


def _first_year(index: TableIndex, year: Value) -> int | None:
    """The first year of the one table with a year column holding the ``year`` written (its rows' smallest), or None."""
    firsts = {min(years) for r in rows_holding(index, year) if (years := table_years(index.tables[index.rows[r].table_pos]))}
    return next(iter(firsts)) if len(firsts) == 1 else None
