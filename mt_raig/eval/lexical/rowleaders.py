"""Counts of the rows a column leads: "Doing it jointly was the most common answer for six of the thirteen tasks", "The
husband alone was the most common answer for just two tasks" count the rows whose cell in the column the words name
is the largest of the row's measures (those that add up to a row total: :func:`.derive.total_columns`), strictly.

Read as written, such a claim had no number in digits and no cell, and was skipped. A tie for the lead leads no row;
a written total ("of the thirteen tasks") must be the table's rows; a column the words do not name alone leaves the
claim to the other checks.

    >>> from mt_raig.eval.lexical.index import index_of
    >>> from mt_raig.tables import Table
    >>> t = Table("tasks", "Who does the household tasks (frequencies)", ("task", "wife", "husband", "jointly"),
    ...           (("Laundry", "156", "2", "4"), ("Repairs", "0", "160", "2"), ("Holidays", "0", "6", "153"), ("Dinner", "77", "7", "13")))
    >>> ix = index_of((t,))
    >>> row_leads("The wife was the most common answer for two of the four tasks.", [], ix)[0].ok
    True
    >>> row_leads("The husband was the most common answer for two tasks.", [], ix)[0].ok
    False
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .checks import Check
from .derive import total_columns
from .descriptions import named_column
from .index import TableIndex
from .values import Value
from .words import count_value

_LEADS = re.compile(r"^(?P<what>[a-z][\w’' -]*?)\s+(?:was|were)\s+the\s+(?:most\s+common|most\s+frequent|commonest|usual|leading|top|largest|biggest)"
                    r"\s+(?:answer|response|choice|category|option|source|group|one)\s+(?:for|in|on)\s+(?:just\s+|only\s+|exactly\s+)?(?P<n>\w+(?:-\w+)?)"
                    r"(?:\s+of\s+(?:the|its|their)\s+(?P<m>\w+(?:-\w+)?))?\s+[a-z]+\s*[.;]?$", re.I)


def row_leads(claim: str, values: Sequence[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """The check of a count of the rows a column leads (module docstring); None otherwise."""
    m = _LEADS.match(claim.strip())
    if m is None or values or (n := count_value(m.group("n"))) is None:
        return None
    if (gid := named_column(index, m.group("what"))) is None:
        return None
    pos = index.columns[gid].table_pos
    if (gids := total_columns(index, pos)) is None or gid not in gids:
        return None
    rows = index.table_rows[pos]
    if m.group("m") and count_value(m.group("m")) != len(rows):
        return None
    led = 0
    for r in rows:
        cells = {g: index.value(r, g) for g in gids}
        top = max(cells.values())
        led += cells[gid] == top and sum(x == top for x in cells.values()) == 1
    detail = {"table_id": index.tables[pos].id, "column": index.columns[gid].header, "rows led": led, "count": m.group("n")}
    return Check("count", led == n, detail), []
