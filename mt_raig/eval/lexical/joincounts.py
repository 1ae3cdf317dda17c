"""Ranks and comparisons of how many rows of another table join an entity: "Ursula Le Guin has the most books",
"Achebe wrote more books than Calvino", "Italo Calvino has the fewest books".

No column holds such a number: it is the count of rows of the table the noun names ("books" for ``library -
books``, as :func:`mt_raig.eval.lexical.cited.lists` reads titles) joined through key columns to each row of the
named entity's table (up to two joins, as row counts reach them: an artist's tracks through its albums). The
named entity must be one row of one other table, and joined to at least one counted row (else the noun is not
counted through it). A superlative ranks the entity's count among every row of its table ("the most": ties share
a place; "the fewest" among the entities with at least one row, since an entity with none is not one a writer
ranks); a comparison compares the two entities' counts, with a stated gap ("two more books") being their
difference. Anything else is left to the other checks (None).
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal

from .checks import Check, gap_ok
from .cited import lists, two_joins
from .index import TableIndex
from .lexicon import stem
from .values import Value, rows_holding


def counted_table(index: TableIndex, words: Sequence[str]) -> int | None:
    """The table whose rows are counted: the first of the (at most two) words after the superlative or
    comparative that one table's title lists ("the most books"); None when none or several do."""
    for w in words[:2]:
        found = [p for p, t in enumerate(index.tables) if lists(t, stem(w.lower()))]
        if found:
            return found[0] if len(found) == 1 else None
    return None


def _joined(index: TableIndex, row: int, target: int) -> int:
    return sum(1 for r in two_joins(index, {row}) if index.rows[r].table_pos == target)


def _entity(index: TableIndex, name: Value, target: int) -> int | None:
    """The one row of another table that holds ``name`` and joins a counted row; None otherwise."""
    own = [r for r in rows_holding(index, name) if index.rows[r].table_pos != target]
    if len(own) != 1 or not _joined(index, own[0], target):
        return None
    return own[0]


def count_rank(index: TableIndex, name: Value, words: Sequence[str], sign: int, rank: int, word: str) -> Check | None:
    """"X has the (n-th) most/fewest <noun>": X's count of joined rows ranked among its table's rows."""
    target = counted_table(index, words)
    row = _entity(index, name, target) if target is not None else None
    if row is None:
        return None
    counts = {r: _joined(index, r, target) for r in index.table_rows[index.rows[row].table_pos]}
    mine = counts[row]
    others = {c for c in counts.values() if sign > 0 or c > 0}
    place = 1 + sum(1 for c in others if (c - mine) * sign > 0)
    detail = {"word": word, "rank": rank, "ranked": [f"rows of {index.tables[target].id} joined to {name.text}: {mine}, place {place} of {len(others)}"]}
    return Check("superlative", place == rank, detail)


def count_comparison(index: TableIndex, a: Value, b: Value, words: Sequence[str], sign: int, word: str,
                     gap: Value | None = None, times: bool = False) -> Check | None:
    """"A has more <noun> than B": the two entities' counts of joined rows (and a stated gap their difference)."""
    target = counted_table(index, words)
    if target is None:
        return None
    ra, rb = _entity(index, a, target), _entity(index, b, target)
    if ra is None or rb is None or index.rows[ra].table_pos != index.rows[rb].table_pos:
        return None
    x, y = _joined(index, ra, target), _joined(index, rb, target)
    ok = (x - y) * sign > 0 and (gap is None or gap_ok(Decimal(x), Decimal(y), gap, times))
    detail = {"word": word, "left": a.text, "right": [b.text], "compared": [f"rows of {index.tables[target].id} joined: {x} vs {y}"]}
    return Check("comparison", ok, detail)
