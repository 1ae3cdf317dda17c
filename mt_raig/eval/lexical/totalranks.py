"""Superlatives of totals: "Official business drew the fewest answers of any task, 96 in total" ranks the row's total
over its measure cells among every row's total (the fewest of the thirteen tasks' totals, and 96 its own);
"Across the thirteen tasks the wife was the most common answer, named 600 times in all" ranks a column's total among
the totals of the columns of its kind (``wife``, ``husband``, ``alternating``, ``jointly``).

Read as written, the total was a derived number (a row or column sum) and the superlative found no column to rank,
so "the most answers" was accepted beside the fewest, and "the wife was the least common answer" beside the most.

A total adds a table's measure columns of one kind (:func:`.derive.total_columns`: three or more, never
percentages or ids). The claim needs a total word ("in total", "in all", ...), one superlative
word and exactly one number, the total; where the number is not the total of the row (column) the claim names, the
claim is left to the other checks.

    >>> from mt_raig.eval.lexical.index import index_of
    >>> from mt_raig.eval.lexical.values import claim_values
    >>> from mt_raig.tables import Table
    >>> t = Table("tasks", "Who does the household tasks (frequencies)", ("task", "wife", "husband", "jointly"),
    ...           (("Laundry", "156", "2", "4"), ("Repairs", "0", "160", "2"), ("Official", "12", "23", "15")))
    >>> ix = index_of((t,))
    >>> claim = "Official business drew the fewest answers of any task, 50 in total."
    >>> total_rank(claim, claim_values(claim, ix), ix)[0].ok
    True
    >>> claim = "Official business drew the most answers of any task, 50 in total."
    >>> total_rank(claim, claim_values(claim, ix), ix)[0].ok
    False
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import Decimal

from .aggregates import TOTAL_CUE
from .checks import Check
from .derive import total_columns
from .descriptions import named_column
from .index import TableIndex
from .lexicon import SUPERLATIVES
from .values import Value, agrees, rows_holding

_WORD = re.compile(r"[A-Za-z]+")


def _extreme(totals: dict, sign: int):
    best = max(x * sign for x in totals.values())
    top = [k for k, x in totals.items() if x * sign == best]
    return top[0] if len(top) == 1 else None


def total_rank(claim: str, values: Sequence[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """The check of a superlative said of a row's or a column's total (module docstring); None otherwise."""
    if not TOTAL_CUE.search(claim):
        return None
    sups = [SUPERLATIVES[w.lower()] for w in _WORD.findall(claim) if w.lower() in SUPERLATIVES]
    numbers = [i for i, v in enumerate(values) if v.kind == "number" and not v.locator]
    names = [i for i, v in enumerate(values) if v.kind == "name"]
    if len(sups) != 1 or len(numbers) != 1 or len(values) - len(names) != 1 or len(names) > 1:
        return None
    q = values[numbers[0]]
    if q.mention is None or q.mention.percent:
        return None
    if names:
        rows = rows_holding(index, values[names[0]])
        if len(rows) != 1:
            return None
        row = next(iter(rows))
        pos = index.rows[row].table_pos
        if (gids := total_columns(index, pos)) is None:
            return None
        totals = {r: sum(index.value(r, g) for g in gids) for r in index.table_rows[pos]}
        if not agrees(totals[row], q):
            return None
        best = _extreme(totals, sups[0])
        detail = {"table_id": index.tables[pos].id, "of": "row totals", "columns": [index.columns[g].header for g in gids],
                  "total": str(totals[row]), "rank": "first" if best == row else "not first"}
        return Check("superlative", best == row, detail), list(range(len(values)))
    words = " ".join(w for w in _WORD.findall(claim[:q.start]) if w.lower() not in SUPERLATIVES)
    if (gid := named_column(index, words)) is None:
        return None
    pos = index.columns[gid].table_pos
    if (gids := total_columns(index, pos)) is None or gid not in gids:
        return None
    totals: dict[int, Decimal] = {g: sum(index.columns[g].values) for g in gids}
    if not agrees(totals[gid], q):
        return None
    best = _extreme(totals, sups[0])
    detail = {"table_id": index.tables[pos].id, "of": "column totals", "column": index.columns[gid].header, "total": str(totals[gid]),
              "rank": "first" if best == gid else "not first"}
    return Check("superlative", best == gid, detail), list(range(len(values)))
