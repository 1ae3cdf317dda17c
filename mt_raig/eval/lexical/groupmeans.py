"""A category ranked by its rows' mean: "Africa had the highest average religiosity of the six regions", "On average,
the African countries were the most religious of the six regions" (a ``region`` column holding each region in several
rows). Read as written, no one row holds a region's mean, so the superlative went unchecked and its opposite passed
as well.

The claim says "average", "on average" or "mean", names one category cell (by name or by its place's adjective)
that a text column of one table holds in two or more rows, and ranks it with a superlative ("the highest", "the most
religious", "the second-lowest") whose words name one numeric column of that table. Each category's mean of that
column is computed over its rows; the named category's place among the means must be the rank. Anything else is
left to the other checks (None).

>>> from mt_raig.tables import Table
>>> from mt_raig.eval.lexical.index import index_of
>>> from mt_raig.eval.lexical.values import claim_values
>>> t = Table("c", "Countries", ("country", "region", "score"), (("A", "Asia", "2"), ("B", "Asia", "3"), ("C", "Europe", "1"), ("D", "Europe", "2"), ("E", "Africa", "4"), ("F", "Africa", "1")))
>>> ix = index_of((t,))
>>> [group_mean(c, claim_values(c, ix), ix)[0].ok for c in ("Asia had the highest average score.", "Europe had the highest average score.")]
[True, False]
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import Decimal

from .checks import Check
from .descriptions import named_column
from .index import TableIndex
from .lexicon import ORDINALS, SUPERLATIVES
from .values import Value

_AVERAGE = re.compile(r"\b(?:on\s+average|average|mean)\b", re.I)
_RANKED = re.compile(r"\b(?:(?P<ord>[a-z]+)[\s-])?(?:(?P<degree>most|least)\s+(?P<adjective>[a-z]+)|(?P<sup>[a-z]+est))\b"
                     r"(?P<rest>(?:\s+(?:average|mean))?(?:\s+[a-z]+){0,3}?)(?=\s+(?:of|among|in)\b|[,;.]|$)", re.I)


def group_mean(claim: str, values: Sequence[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """The check of a category's place among the categories' means (module docstring); None when the claim is not one."""
    if not _AVERAGE.search(claim) or any(v.kind != "name" for v in values):
        return None
    cells = {v.cell for v in values}
    if index.adjectives is not None:
        cells |= {index.adjectives[1][m.group(0)] for m in index.adjectives[0].finditer(claim)}
    if len(cells) != 1 or (m := _RANKED.search(claim)) is None:
        return None
    cell = next(iter(cells))
    word = (m.group("adjective") or m.group("sup")).lower()
    sign = (1 if m.group("degree").lower() == "most" else -1) if m.group("degree") else SUPERLATIVES.get(word)
    rank = ORDINALS.get((m.group("ord") or "").lower(), 1)
    gid = named_column(index, f"{word}{m.group('rest')}")
    if sign is None or gid is None:
        return None
    col = index.columns[gid]
    t = index.tables[col.table_pos]
    groups = next(([r[j].strip() for r in t.cells] for j in range(len(t.header))
                   if sum(r[j].strip() == cell for r in t.cells) >= 2 and 3 <= len({r[j].strip() for r in t.cells}) < len(t.cells)), None)
    if groups is None:
        return None
    sums: dict[str, list[Decimal]] = {}
    for g, x in zip(groups, col.values):
        if x is not None:
            sums.setdefault(g, []).append(x)
    means = {g: sum(xs) / len(xs) for g, xs in sums.items()}
    if cell not in means:
        return None
    place = 1 + sum(1 for x in means.values() if (x - means[cell]) * sign > 0)
    detail = {"table_id": t.id, "word": word, "rank": rank, "ranked": f"mean {col.header} of {cell} = {means[cell]:.4g}: place {place} of {len(means)}"}
    return Check("superlative", place == rank, detail), list(range(len(values)))
