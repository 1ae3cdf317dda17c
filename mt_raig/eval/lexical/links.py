"""Names of linked tables must be joined: "Angela Sanders attended the Women's Soccer game", "Phillip Cullen paid for
the Post Cards, Posters expense", "The March Speaker event has a Speaker Gifts budget".

When a claim names entities of two tables that the tables link (rows of one share a key with rows of the other,
directly or through the rows of a third table, such as an ``attendance`` table of member and event keys), the
claim states that link: some row of the first entity must be joined to some row of the second, directly or through
one row of a third table. Naming them in one claim with no such join is false, however each name alone is found:
the rows say the person did not attend, the expense was not theirs. Names of tables the tables do not link (two
countries, a carrier and its airport) are left to the other checks, unless the claim names a table of pairs of their
rows ("Chile shares land borders with Ecuador": a ``borders`` table; :func:`unpaired`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .index import TableIndex
from .lexicon import STOPWORDS, stem
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


def unjoined(index: TableIndex, values: Sequence[Value], holders: Sequence[set[int]], claim: str = "") -> list[str] | None:
    """Two names of linked tables whose rows are not joined (by the rules above), or of one table whose pair table the
    claim names and has no row joining them (:func:`unpaired`), else None."""
    names = [(v, h) for v, h in zip(values, holders) if v.kind == "name" and h]
    if claim and (pair := unpaired(index, names, claim)) is not None:
        return pair
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


_SAME_RELATION = {w: "border" for w in ("neighbour", "neighbours", "neighbor", "neighbors", "neighbouring", "neighboring", "bordering",
                                            "borders", "adjacent")}


def _relation_words(text: str) -> set[str]:
    return {stem(_SAME_RELATION.get(w, w)) for w in re.findall(r"[a-z]+", text.lower()) if len(w) >= 4 and w not in STOPWORDS}


def unpaired(index: TableIndex, names: Sequence[tuple[Value, set[int]]], claim: str) -> list[str] | None:
    """"Chile shares land borders with Argentina, Bolivia and Ecuador": names of one table's rows, and a table of pairs
    of its rows (``borders(country_a, country_b)``, every row joined to two of them) that the claim's words name
    ("borders", "neighbours"): the first name must be paired with each of the others by one of its rows. The first
    name and one it is not paired with, else None."""
    tables = [{index.rows[r].table_pos for r in h} for _, h in names]
    common = set.intersection(*tables) if len(names) >= 2 else set()
    if len({v.cell for v, _ in names}) < 2 or len(common) != 1:
        return None
    pos = next(iter(common))
    own = [[r for r in h if index.rows[r].table_pos == pos] for _, h in names]
    if any(len(o) != 1 for o in own):
        return None
    said = _relation_words(claim)
    for rel in range(len(index.tables)):
        rows = index.table_rows[rel]
        if rel == pos or not rows or not said & (_relation_words(index.tables[rel].title) - _relation_words(index.tables[pos].title)):
            continue
        if not all(len({p for p in index.partners[r] if index.rows[p].table_pos == pos}) == 2 for r in rows):
            continue  # not a table of pairs of the named rows
        a = own[0][0]
        for (v, _), (b,) in zip(names[1:], own[1:]):
            if b != a and not any(a in index.partners[r] and b in index.partners[r] for r in rows):
                return [names[0][0].text, v.text]
    return None
