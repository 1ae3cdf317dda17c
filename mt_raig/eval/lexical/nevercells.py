"""Never, of a count column: "The wife never did the repairs or the holidays on her own" says the ``wife`` cells of the
rows named are 0; "Two tasks, holidays and repairs, were never done by the wife alone" counts the rows whose ``wife``
cell is 0 (two) and lists them.

A count may come with its share or its whole: "Only three queens, about 7 percent, never landed in the bottom", "Just
over half of the queens, 21 of 41, never won a main challenge" (the rows at 0 over the table's rows).

Read as written, such a claim had names and no number: "never" was left unverified (skipped), or two names were
looked for in one row. The column is the one the words other than the names name (:func:`.descriptions.named_column`),
a column of whole non-negative counts of the names' table; a claim with another number, or names of several tables, is
left to the other checks.

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
from decimal import Decimal

from .checks import Check
from .descriptions import named_column
from .index import TableIndex
from .values import Value, agrees, rows_holding
from .words import count_value

_NEVER = re.compile(r"\bnever\b", re.I)
_COUNTED = re.compile(r"^(?:just\s+|only\s+|exactly\s+)?(?P<n>[A-Za-z]+(?:-[a-z]+)?)\s+(?P<noun>[a-z]+)\b", re.I)
_HALF = re.compile(r"^(?:just\s+|a\s+little\s+|slightly\s+)?(?P<side>over|under|more\s+than|less\s+than|fewer\s+than)\s+half\s+of\s+(?:the|all)\s+[a-z]+\b", re.I)
_OF = re.compile(r"\s+of\s+")
_TIMES = re.compile(r"(?:^|_)times(?:_|$)", re.I)  # ``times_bottom``: a count of times, never a duration


def never_cells(claim: str, values: Sequence[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """The check of "never" said of a count column's cells (module docstring); None otherwise."""
    if not _NEVER.search(claim):
        return None
    names = [v for v in values if v.kind == "name"]
    numbers = [v for v in values if v.kind == "number" and v.mention is not None]
    if len(names) + len(numbers) != len(values):
        return None
    share = [v for v in numbers if v.mention.percent]
    pair = [v for v in numbers if not v.mention.percent]  # "21 of 41": the rows at 0 and the table's rows
    if len(share) > 1 or pair and not (len(pair) == 2 and _OF.fullmatch(claim[pair[0].end:pair[1].start])):
        return None
    rows = []
    for v in names:
        held = rows_holding(index, v)
        if len(held) != 1:
            return None
        rows.append(next(iter(held)))
    text = claim.strip()
    half = _HALF.match(text)
    counted = None if half else _COUNTED.match(text)
    n = count_value(counted.group("n")) if counted else None
    if not rows and n is None and half is None and not pair:
        return None
    masked = claim
    for v in reversed(values):
        masked = masked[:v.start] + masked[v.end:]
    for found in (counted if n is not None else None, half):
        if found is not None:
            masked = masked.replace(found.group(0), "", 1)
    if (gid := named_column(index, masked)) is None:
        return None
    col = index.columns[gid]
    pos = col.table_pos
    if any(index.rows[r].table_pos != pos for r in rows) or not (col.count or (col.dimension is None or _TIMES.search(col.header)) and not (col.percent or col.per)) \
            or any(x is None or x < 0 or x != int(x) for x in col.values):  # (``times_bottom``: whole numbers of times, 0 none)
        return None
    own = index.table_rows[pos]
    zero = [r for r in own if index.value(r, gid) == 0]
    ok = all(r in zero for r in rows) and (n is None or len(zero) == n)
    ok = ok and all(agrees(Decimal(100 * len(zero)) / len(own), v) for v in share)  # "about 7 percent": of the table's rows
    if pair:
        ok = ok and pair[0].mention.number.value == len(zero) and pair[1].mention.number.value == len(own)
    if half is not None:
        over = half.group("side").lower() in ("over", "more than")
        ok = ok and (2 * len(zero) > len(own) if over else 2 * len(zero) < len(own))
    detail = {"table_id": index.tables[pos].id, "column": col.header, "rows at 0": len(zero), "named": [v.text for v in names]}
    if n is not None:
        detail["count"] = counted.group("n")
    return Check("count", ok, detail), list(range(len(values)))
