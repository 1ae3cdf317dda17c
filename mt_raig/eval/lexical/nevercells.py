"""Never, of a count column: "The wife never did the repairs or the holidays on her own" says the ``wife`` cells of the
rows named are 0; "Two tasks, holidays and repairs, were never done by the wife alone" counts the rows whose ``wife``
cell is 0 (two) and lists them.

Read as written, such a claim had names and no number: "never" was left unverified (skipped), or two names were
looked for in one row. The column is the one the words other than the names name (:func:`.descriptions.named_column`),
a column of whole non-negative counts of the names' table; a claim with a number in digits, or names of several tables,
is left to the other checks.

    >>> from mt_raig.eval.lexical.index import index_of
    >>> from mt_raig.eval.lexical.values import claim_values
    >>> from mt_raig.tables import Table
    >>> t = Table("tasks", "Who does the household tasks (frequencies)", ("task", "wife", "husband", "jointly"),
    ...           (("Laundry", "156", "2", "4"), ("Repairs", "0", "160", "2"), ("Holidays", "0", "6", "153"), ("Dinner", "77", "7", "13")))
    >>> ix = index_of((t,))
    >>> claim = "The wife never did the repairs or the holidays on her own."
    >>> never_cells(claim, claim_values(claim, ix), ix)[0].ok
    True
    >>> claim = "Three tasks, holidays and repairs among them, were never done by the wife alone."
    >>> never_cells(claim, claim_values(claim, ix), ix)[0].ok
    False
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .checks import Check
from .descriptions import named_column
from .index import TableIndex
from .values import Value, rows_holding
from .words import count_value

_NEVER = re.compile(r"\bnever\b", re.I)
_COUNTED = re.compile(r"^(?:just\s+|only\s+|exactly\s+)?(?P<n>[A-Za-z]+(?:-[a-z]+)?)\s+(?P<noun>[a-z]+)\b")


def never_cells(claim: str, values: Sequence[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """The check of "never" said of a count column's cells (module docstring); None otherwise."""
    if not _NEVER.search(claim) or any(v.kind != "name" for v in values):
        return None
    rows = []
    for v in values:
        held = rows_holding(index, v)
        if len(held) != 1:
            return None
        rows.append(next(iter(held)))
    counted = _COUNTED.match(claim.strip())
    n = count_value(counted.group("n")) if counted else None
    if not rows and n is None:
        return None
    masked = claim
    for v in reversed(values):
        masked = masked[:v.start] + masked[v.end:]
    if counted is not None and n is not None:
        masked = masked.replace(counted.group(0), "", 1)
    if (gid := named_column(index, masked)) is None:
        return None
    col = index.columns[gid]
    pos = col.table_pos
    if any(index.rows[r].table_pos != pos for r in rows) or not col.count or any(x is None or x < 0 or x != int(x) for x in col.values):
        return None
    zero = [r for r in index.table_rows[pos] if index.value(r, gid) == 0]
    ok = all(r in zero for r in rows) and (n is None or len(zero) == n)
    detail = {"table_id": index.tables[pos].id, "column": col.header, "rows at 0": len(zero), "named": [v.text for v in values]}
    if n is not None:
        detail["count"] = counted.group("n")
    return Check("count", ok, detail), list(range(len(values)))
