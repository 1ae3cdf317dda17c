"""A possessor's named column said to be a name: "Mount Elbert is Colorado's highest point", "Colorado's capital is
Denver", "Montana, whose capital is Helena". The name must be that column's cell in the possessor's row; before, it was
enough for the two names to sit in joined rows (Mount Massive is a Colorado mountain too).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .checks import Check
from .index import TableIndex, header_words
from .values import Value, rows_holding

_IS = re.compile(r"\s+(?:is|was|remains|remained)\s+(?:also\s+)?(?:the\s+)?$", re.I)
_OWNS = re.compile(r"(?:['’]s|,?\s+whose)\s+((?:[A-Za-z]+\s+){0,2}[A-Za-z]+)")  # "Colorado's capital", "Montana, whose capital"
_IS_AFTER = re.compile(r"\s*,?\s+(?:is|was|remains|remained)\s+(?:the\s+)?$", re.I)


def owned_cell(claim: str, values: Sequence[Value], index: TableIndex) -> Check | None:
    """The check of "A is B's <column>" or "B's <column> is A" (A and B names, the column a text column of B's one row
    in its table); None when the claim says neither or the column cannot be told."""
    names = [v for v in values if v.kind == "name"]
    for k, owner in enumerate(names):
        m = _OWNS.match(claim, owner.end)
        if m is None:
            continue
        said = m.group(1).lower().split()
        for n in range(len(said), 0, -1):  # "highest point", "capital"
            cells = _cells(index, owner, said[:n])
            if not cells:
                continue
            end = m.start(1) + len(" ".join(m.group(1).split()[:n]))
            before = [v for v in names[:k] if _IS.fullmatch(claim[v.end:owner.start])]  # "Mount Elbert is Colorado's ..."
            after = [v for v in names[k + 1:] if _IS_AFTER.fullmatch(claim[end:v.start])]  # "Colorado's capital is Denver"
            said_of = before or after
            if len(said_of) != 1:
                return None
            name = said_of[0]
            ok = any(name.cell.casefold() == c or name.text.casefold() in c or c in name.text.casefold() for c in cells)
            return Check("owned cell", ok, {"owner": owner.text, "column": " ".join(said[:n]), "cells": sorted(cells), "said": name.text})
    return None


def _cells(index: TableIndex, owner: Value, words: list[str]) -> set[str]:
    """The text cells (casefolded) of the columns headed by ``words``, in the owner's one row of each table."""
    out = set()
    rows = rows_holding(index, owner)
    for pos, t in enumerate(index.tables):
        mine = [r for r in rows if index.rows[r].table_pos == pos]
        for j, h in enumerate(t.header):
            if len(mine) == 1 and header_words(h) == words:
                cell = t.cells[index.rows[mine[0]].row - 1][j].strip()
                if cell and not any(ch.isdigit() for ch in cell):
                    out.add(cell.casefold())
    return out
