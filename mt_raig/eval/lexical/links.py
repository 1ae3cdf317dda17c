"""Names of linked tables must be joined: "Angela Sanders attended the Women's Soccer game", "Phillip Cullen paid for
the Post Cards, Posters expense", "The March Speaker event has a Speaker Gifts budget".

When a claim names entities of two tables that the tables link (rows of one share a key with rows of the other,
directly or through the rows of a third table, such as an ``attendance`` table of member and event keys), the
claim states that link: some row of the first entity must be joined to some row of the second, directly or through
one row of a third table. Naming them in one claim with no such join is false, however each name alone is found:
the rows say the person did not attend, the expense was not theirs. Names of tables the tables do not link (two
countries, a carrier and its airport) are left to the other checks.
"""

from __future__ import annotations

from collections.abc import Sequence

from .index import TableIndex
from .values import Value


def _linked(index: TableIndex, a: int, b: int) -> bool:
    """Whether tables ``a`` and ``b`` share a key: some row of one joined to a row of the other, or both to one row of a third."""
    rows = index.rows
    for r in index.table_rows[a]:
        for p in index.partners[r]:
            if rows[p].table_pos == b or (rows[p].table_pos != a and any(rows[q].table_pos == b for q in index.partners[p])):
                return True
    return False


def _joined(index: TableIndex, ra: set[int], rb: set[int]) -> bool:
    """Whether a row of ``ra`` is one of ``rb``, joined to one, or joined to a row of a third table joined to one."""
    if ra & rb:
        return True
    for r in ra:
        for p in index.partners[r]:
            if p in rb or any(q in rb for q in index.partners[p]):
                return True
    return False


def unjoined(index: TableIndex, values: Sequence[Value], holders: Sequence[set[int]]) -> list[str] | None:
    """Two names of linked tables whose rows are not joined (by the rules above), else None."""
    names = [(v, h) for v, h in zip(values, holders) if v.kind == "name" and h]
    for k, (va, ha) in enumerate(names):
        ta = {index.rows[r].table_pos for r in ha}
        for vb, hb in names[k + 1:]:
            tb = {index.rows[r].table_pos for r in hb}
            if len(ta) != 1 or len(tb) != 1 or ta == tb:
                continue
            a, b = next(iter(ta)), next(iter(tb))
            if _linked(index, a, b) and not _joined(index, ha, hb):
                return [va.text, vb.text]
    return None
