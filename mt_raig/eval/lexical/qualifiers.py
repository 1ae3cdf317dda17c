"""A place's adjective qualifying a table's noun: "the Asian countries", "the seven European countries", "of any
European country listed". The adjective names a place a table lists ("Asia": a continent row, or the continent code
of the country rows joined to it; spellings.py makes the adjectives), and the qualified noun means the rows of the
counted or ranked table that are linked to that place. The adjective is never a value of the claim itself: it only
narrows which rows a total, a mean or a rank is over.
"""

from __future__ import annotations

from .checks import entity_rows
from .index import TableIndex
from .values import Value


def adjective_values(claim: str, index: TableIndex) -> list[Value]:
    """The places the claim names by their adjectives, as name values of their cells ("Asian" -> "Asia")."""
    if index.adjectives is None:
        return []
    pattern, cells = index.adjectives
    return [Value(m.group(0), "name", m.start(), m.end(), cell=cells[m.group(0)]) for m in pattern.finditer(claim)]


def qualified_rows(claim: str, index: TableIndex, table_pos: int) -> set[int] | None:
    """The rows of a table linked to every place the claim names by its adjective, when that is a proper, non-empty
    part of the table; None when no adjective narrows it."""
    part = set(index.table_rows[table_pos])
    for v in adjective_values(claim, index):
        linked = set(entity_rows(index, v, table_pos))
        if linked and linked < part:
            part = linked
    return part if part < set(index.table_rows[table_pos]) else None
