"""A named row with nothing in a column: "Evil Walks has no composer listed", "Order 10250 carried no discount"; and
the rows so counted: "Two participants have no 12-month polyp count" (:func:`empty_count`).

The subject is the claim's values before "no" (a name, or a key naming a row: "order 10250"); the column is the one
of the subject's table whose header names the word after "no". The claim holds when every row of the subject has
that cell empty, or zero in a numeric column (an order with two lines carries "no discount" only if neither has
one). A subject or column that cannot be told leaves the claim to the other checks (None).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .checks import Check
from .index import TableIndex, header_stems
from .lexicon import stem
from .nouns import table_of
from .values import Value, best_columns, rows_holding
from .words import stated_count

_HAS_NO = re.compile(r"\b(?:has|have|had|carried|carries|carry|lists|listed|shows|showed|gives|gave|recorded|records)\s+no\s+"
                     r"(?:(?:recorded|listed|known|stated|registered|official)\s+)?([a-z]+(?:[\s-][a-z]+){0,2})\b", re.I)  # "no recorded
# major-league debut": the last word naming a column ("debut"), else the ones before it
_CODE_WORDS = frozenset(stem(w) for w in ("code", "prefix", "id", "key", "zip", "postcode"))
_EMPTY = frozenset({"", "0", "0.0", "0.00", "-", "–", "none", "n/a", "na", "null", "nan"})


def empty_cell(claim: str, values: Sequence[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """The check of "X has no <column>" (module docstring), with the values it used; None otherwise."""
    m = _HAS_NO.search(claim)
    if m is None or re.search(r"\b(?:not|never|only|other|more|less|fewer)\b", claim[:m.start()], re.I):
        return None
    subject = [i for i, v in enumerate(values) if v.end <= m.start() and (v.kind == "name" or (v.kind == "number" and v.locator))]
    later = [i for i, v in enumerate(values) if v.start >= m.start() and not (v.kind == "number" and v.mention is not None
                                                                                and v.mention.number.value == 0)]
    if not subject or later or len(subject) != len([v for v in values if v.end <= m.start()]):
        return None  # "Order 10250 carried no discount on 3 lines": more than a row and a column
    for word in [stem(w) for w in reversed(re.split(r"[\s-]", m.group(1).lower()))]:
        if (checked := _empty_in(index, values, subject, word)) is not None:
            return checked
    return None


def _empty_in(index: TableIndex, values: Sequence[Value], subject: list[int], word: str) -> tuple[Check, list[int]] | None:
    """The check over the one column whose header names ``word`` in the subject's table; None when not one."""
    found = []
    for pos, table in enumerate(index.tables):
        rows = set(index.table_rows[pos])
        for i in subject:
            held = rows_holding(index, values[i])
            rows &= held | {p for r in held for p in index.partners[r]}
        cols = [j for j, h in enumerate(table.header) if word in header_stems(h)]
        if rows and len(cols) == 1:
            own = index.table_rows[pos]
            cells = [table.cells[own.index(r)][cols[0]].strip() for r in rows]
            found.append((table.id, table.header[cols[0]], cells))
    if len(found) != 1:
        return None
    table_id, header, cells = found[0]
    coded = header_stems(header) & _CODE_WORDS  # a trunk prefix "0" is a code, not nothing; a discount 0 is none
    ok = all(c.casefold() in _EMPTY and not (coded and c.strip("0.") == "" and c) for c in cells)
    return Check("empty", ok, {"table_id": table_id, "column": header, "cells": cells}), list(range(len(values)))


_COUNT_NO = re.compile(r"^(?:only\s+|just\s+)?(?P<n>\d+|[A-Za-z]+(?:-[a-z]+)?)\s+(?:of\s+the\s+(?:[\w-]+\s+)?)?(?P<noun>[a-z]+)\s+"
                       r"(?:have|had|has|lack|lacked)\s+no\s+"  # ("Only one of the nine readings has no date")
                       r"(?:(?:recorded|listed|known)\s+)?(?P<what>[\w\s-]+?)\s*(?:recorded|listed|given)?\s*\.?$", re.I)


def empty_count(claim: str, values: Sequence[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """The check of "N <rows> have no <column>" ("Two participants have no 12-month polyp count"): the rows of the one
    table the noun names (or the only table) whose cell of the column the words name best is empty; None otherwise."""
    m = _COUNT_NO.match(claim)
    if m is None or (n := stated_count(m.group("n"))) is None:
        return None
    pos = table_of(index, [m.group("noun")])
    pos = pos if pos is not None else 0 if len(index.tables) == 1 else None
    if pos is None or any(not (m.start("n") <= v.start < m.end("n") or m.start("what") - 3 <= v.start < m.end("what")) for v in values):
        return None  # another value: more than a count of empty cells
    words = [(stem(w), 1.0) for w in re.findall(r"[a-z]+|\d+", m.group("what").lower())]
    cols = best_columns(index, pos, words)
    table = index.tables[pos]
    if not cols or len(cols) != 1:
        return None
    col = index.columns[next(iter(cols))]
    j = table.header.index(col.header)
    empty = sum(1 for row in table.cells if row[j].strip().casefold() in _EMPTY - {"0", "0.0", "0.00"})
    detail = {"table_id": table.id, "column": col.header, "empty": empty, "count": m.group("n")}
    return Check("empty", empty == n, detail), list(range(len(values)))
