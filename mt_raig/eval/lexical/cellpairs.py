"""Comparisons the other checks do not read: two columns of one row, and two rows in time.

- Two columns of one entity's row: "For patient 174116 the aCL IgG reading was higher than the aCL IgM reading".
  The claim names one row (a table name or a key: "patient 174116"), writes out one column's header before "than"
  and another's after it, with a comparative between ("higher", "lower", "more", "less"): the first cell must be
  larger (or smaller) than the second.
- Two sided columns of one entity's row: "Women's success rate in the humanities was higher than men's" (:mod:`.sides`).
- Two rows in time: "Account 2 was opened earlier than account 1", "Seventh Edition came out after Classic Sixth
  Edition". Two entities of one table (names or keys), one before "than"/"after"/"before" and one after it, with an
  order word (earlier, later, before, after, sooner, newer): compared on the table's date column (the one the
  claim's words name when there are several; none named among several: unchecked). A stated gap with a time
  unit ("came out 6 years before") must be the time between the two dates too (:mod:`.dategaps`).

- Two rows named by their keys: "Flight 1141 had a longer air time than flight 725": the measure column the words
  between them name, in the comparative's direction.

A negated claim, or one with other numbers, is left to the other checks (None).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from .checks import Check
from .dategaps import date_gap, years
from .index import TableIndex, header_words
from .lexicon import COMPARATIVES, stem
from .sides import sided_pair
from .words import count_value
from .values import Value, best_columns, cell_agrees, number_columns, rows_holding

_MORE = frozenset("higher more greater larger bigger above".split())
_LESS = frozenset("lower less smaller fewer below".split())
_LATER = re.compile(r"\b(?:later than|after|newer than|more recently than)\b", re.I)
_EARLIER = re.compile(r"\b(?:earlier than|before|sooner than|prior to|older than)\b", re.I)
_NEGATION = re.compile(r"\b(?:not|never|no|neither|nor)\b|n[’']t\b", re.I)


def _entity_rows(index: TableIndex, v: Value, claim: str) -> set[int]:
    """The rows a name or a key names (a key only through its key column)."""
    if v.kind == "name":
        return rows_holding(index, v)
    if v.kind == "number" and v.locator:  # through a key column, or the column its word names ("flight 725")
        word = re.search(r"([A-Za-z]+)\s+$", claim[:v.start])
        said = [word.group(1).lower()] if word else []
        return {r for r in rows_holding(index, v)
                if any(g >= 0 and (index.columns[g].id_like or header_words(index.columns[g].header) == said) for g in number_columns(index, r, v))}
    return set()


def two_cells(claim: str, values: Sequence[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """The check of one of the two comparisons above, with the values it used; None when the claim is neither."""
    if _NEGATION.search(claim):
        return None
    gaps = [i for i, v in enumerate(values) if v.kind == "number" and not v.locator]
    if len(gaps) == 1 and (gap := values[gaps[0]]).unit is not None and gap.unit[0] == "time" and gap.unit[1] >= 86400:
        dated = [v for v in values if v.kind in ("date", "month")]  # "took office in December 2019, six months after B"
        found = _in_time(claim, [v for v in values if v is not gap and v.kind in ("name", "number")], index, gap)
        if found is None or len(values) - len(dated) != 3:
            return None  # "6 years before Arrow of God"
        first = _entity_rows(index, next(v for v in values if v.kind in ("name", "number") and v is not gap), claim)
        if not all(rows_holding(index, d) & first for d in dated):  # a date of the subject's own row, checked too
            return replace(found[0], ok=False, detail={**found[0].detail, "dates": "not in the subject's row"}), list(range(len(values)))
        return found[0], list(range(len(values)))
    if any(v.kind not in ("name", "number") or (v.kind == "number" and not v.locator) for v in values):
        return None
    return _columns(claim, values, index) or _sided(claim, values, index) or _in_time(claim, values, index) or _two_keyed_rows(claim, values, index)


def _columns(claim: str, values: Sequence[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    than = re.search(r"\bthan\b", claim)
    if than is None or len(values) != 1:
        return None
    low = claim.lower()
    found = []
    for c in index.columns:
        if c.id_like or c.dimension == "date":
            continue
        for m in re.finditer(r"(?<!\w)" + re.escape(c.header.lower()) + r"(?!\w)", low):
            found.append((m.start(), c))
    before = [c for s, c in found if s < than.start()]
    after = [c for s, c in found if s > than.end()]
    if len(before) != 1 or len(after) != 1 or before[0].table_pos != after[0].table_pos or before[0] is after[0]:
        return None
    words = {w.lower() for w in re.findall(r"[A-Za-z]+", claim[:than.start()])}
    sign = 1 if words & _MORE else -1 if words & _LESS else 0
    rows = [r for r in _entity_rows(index, values[0], claim) if index.rows[r].table_pos == before[0].table_pos]
    if not sign or len(rows) != 1:
        return None
    a, b = index.value(rows[0], before[0].gid), index.value(rows[0], after[0].gid)
    if a is None or b is None:
        return None
    detail = {"columns": [before[0].header, after[0].header], "values": [str(a), str(b)], "row": index.rows[rows[0]].row}
    return Check("comparison", (a - b) * sign > 0, detail), [0]


def _sided(claim: str, values: Sequence[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """"Women's success rate in the humanities was higher than men's", "The medical sciences had more applications
    from women than from men": one row's two sided columns (:mod:`.sides`), the side before "than" against the one after."""
    than = re.search(r"\bthan\b", claim)
    if than is None or len(values) != 1 or values[0].kind != "name" or (found := sided_pair(index, claim[:than.start()], claim[than.end():])) is None:
        return None
    if any(count_value(w) is not None for w in re.findall(r"[A-Za-z]+", claim)):
        return None  # "Two disciplines, the medical sciences among them, received more ...": a count of rows, not one row's
    pos, ga, gb = found
    words = {w.lower() for w in re.findall(r"[A-Za-z]+", claim[:than.start()])}
    sign = 1 if words & _MORE else -1 if words & _LESS else 0
    rows = [r for r in _entity_rows(index, values[0], claim) if index.rows[r].table_pos == pos]
    if not sign or len(rows) != 1 or (a := index.value(rows[0], ga)) is None or (b := index.value(rows[0], gb)) is None:
        return None
    detail = {"columns": [index.columns[ga].header, index.columns[gb].header], "values": [str(a), str(b)], "row": index.rows[rows[0]].row}
    return Check("comparison", (a - b) * sign > 0, detail), [0]


def _one_row_each(index: TableIndex, values: Sequence[Value], claim: str, keep=lambda pos: True) -> tuple[int, list[int]] | None:
    """``(table position, [row of each value])`` when every value names exactly one row, all in one table (of
    those ``keep`` accepts, when the values are in several: Denmark in an overview and in a heads-of-government table)."""
    rows = [_entity_rows(index, v, claim) for v in values]
    tables = {index.rows[r].table_pos for rs in rows for r in rs}
    if len(tables) > 1:
        tables = {p for p in tables if keep(p)}
        rows = [{r for r in rs if index.rows[r].table_pos in tables} for rs in rows]
    if len(tables) != 1 or any(len(rs) != 1 for rs in rows):
        return None
    return next(iter(tables)), [next(iter(rs)) for rs in rows]


def _in_time(claim: str, values: Sequence[Value], index: TableIndex, gap: Value | None = None) -> tuple[Check, list[int]] | None:
    later, earlier = _LATER.search(claim), _EARLIER.search(claim)
    if bool(later) == bool(earlier) or len(values) != 2:
        return None
    word = later or earlier
    if not values[0].end <= word.start() < values[1].start:
        return None
    if word.group(0).lower().startswith("older") and any(stem("age") in c.stems for c in index.columns):
        return None  # "Jacob Donner was older than George Donner": their ages, never who died first
    stems = {stem(w.lower()) for w in re.findall(r"[A-Za-z]+", claim)}

    def dated(c) -> bool:
        return c.dimension == "date" or (gap is not None and years(c))

    named_any = any(dated(c) and c.stems & stems for c in index.columns)  # "joined the EU": the "EU member since" table
    found = _one_row_each(index, values, claim, lambda pos: any(dated(c) and (c.stems & stems or not named_any) for c in index.table_columns(pos)))
    if found is None:
        return None
    pos, rows = found
    dates = [c for c in index.table_columns(pos) if dated(c)]
    named = [c for c in dates if c.stems & stems]
    cols = named or dates
    if len(cols) != 1:
        return None
    a, b = (index.value(r, cols[0].gid) for r in rows)
    if a is None or b is None or a == b:
        return None
    detail = {"column": cols[0].header, "values": [str(a), str(b)]}
    ok = (a > b) if later else (a < b)
    if gap is not None:  # "6 years before": the stated time between the two dates too (in days, or in calendar years)
        late, early = max(a, b), min(a, b)
        ok = ok and any(cell_agrees(gap, col, v) for v, _, col in date_gap(cols[0], late, early, "stated gap"))
        detail["gap"] = gap.text
    return Check("comparison", ok, detail), [0, 1]


def _two_keyed_rows(claim: str, values: Sequence[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """"Flight 1141 had a longer air time than flight 725": two rows of one table, one named by its key, compared
    on the measure column the claim's words name (names alone are the comparisons module's)."""
    than = re.search(r"\bthan\b", claim)
    if than is None or len(values) != 2 or all(v.kind == "name" for v in values):
        return None
    if not values[0].end <= than.start() < values[1].start:
        return None
    found = _one_row_each(index, values, claim)
    if found is None:
        return None
    pos, rows = found
    words = [w.lower() for w in re.findall(r"[A-Za-z]+", claim[values[0].end:than.start()])]
    sign = next((COMPARATIVES[w] for w in reversed(words) if w in COMPARATIVES), 0)
    window = [(stem(w), 1.0) for w in words if w not in COMPARATIVES]
    named = best_columns(index, pos, window, lambda c: not c.id_like and c.dimension != "date")
    if not sign or not named or len(named) != 1:
        return None
    gid = next(iter(named))
    a, b = (index.value(r, gid) for r in rows)
    if a is None or b is None or a == b:
        return None
    detail = {"column": index.columns[gid].header, "values": [str(a), str(b)]}
    return Check("comparison", (a - b) * sign > 0, detail), [0, 1]
