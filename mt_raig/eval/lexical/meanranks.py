"""A rank by the mean of a row's like columns: "1968 had the lowest average approval of any year in the table, 41%" of a
table with a column per quarter (``q1_approval_pct`` ... ``q4_approval_pct``). The words name the quarters alike, so no
one column was ranked; the row's mean of them is what "average" ranks. Read as written, the 41% (a mean, in no cell)
was derived from the year's row and the superlative went unread, so "the highest average approval" was accepted too.

The claim writes "the [second ...] <superlative> average|mean <words>" where the words name three or more columns of
one table alike (:func:`.descriptions.named_columns`; all percentages or none), and its other values locate one row
of that table (a year, a name) or agree with that row's mean. The row's place among the rows' means must be the rank.
Anything else is left to the other checks (None).

>>> from mt_raig.tables import Table
>>> from mt_raig.eval.lexical.index import index_of
>>> from mt_raig.eval.lexical.values import claim_values
>>> t = Table("a", "Ratings by quarter", ("year", "q1_approval", "q2_approval", "q3_approval"), (("1967", "44", "52", "38"), ("1968", "36", "49", "35")))
>>> [mean_rank(c, claim_values(c, index_of((t,))), index_of((t,)))[0].ok for c in (
...     "1968 had the lowest average approval, 40%.", "1968 had the highest average approval, 40%.")]
[True, False]
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .checks import Check
from .descriptions import named_columns
from .index import TableIndex
from .lexicon import ORDINALS, POLAR_SUPERLATIVES, SUPERLATIVES
from .values import Value, agrees, rows_holding

_MEAN_RANK = re.compile(r"\bthe\s+(?:(?P<place>[a-z]+|\d+(?:st|nd|rd|th))[\s-]+)?(?P<sup>[a-z]+)\s+(?:average|mean)\s+(?P<what>[a-z][a-z' -]*?)"
                        r"(?=\s*(?:[,;.]|$|\s+(?:of|in|among|for|at|with|was|were|is|are)\b))", re.I)


def mean_rank(claim: str, values: Sequence[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """The check of a rank by a row's mean of like columns (module docstring); None when the claim is not one."""
    m = _MEAN_RANK.search(claim)
    if m is None:
        return None
    sup = m.group("sup").lower()
    sign = SUPERLATIVES.get(sup) or POLAR_SUPERLATIVES.get(sup)
    place = ORDINALS.get((m.group("place") or "").lower(), 1 if m.group("place") is None else None)
    cols = named_columns(index, m.group("what"))
    if sign is None or place is None or len(cols) < 3 or len({index.columns[g].table_pos for g in cols}) != 1 \
            or len({index.columns[g].percent for g in cols}) != 1:
        return None
    pos = index.columns[cols[0]].table_pos
    if sup in POLAR_SUPERLATIVES and (sign := index.columns[cols[0]].better(sign)) is None:
        return None
    means = {r: sum(cells) / len(cells) for r in index.table_rows[pos] if None not in (cells := [index.value(r, g) for g in cols])}
    locators = [v for v in values if v.kind == "name" or v.kind == "number" and v.locator]
    rows = set(means).intersection(*(rows_holding(index, v) for v in locators)) if locators else set()
    if len(rows) != 1 or len(means) < 2:
        return None
    row = rows.pop()
    if not all(any(v is x for x in locators) or v.kind == "number" and agrees(means[row], v) for v in values):
        return None  # a value neither locating the row nor its mean: left to the other checks
    rank = 1 + sum(1 for x in means.values() if (x - means[row]) * sign > 0)
    detail = {"word": sup, "rank": place, "table_id": index.tables[pos].id, "ranked": [f"mean of {len(cols)} columns = {means[row]:.2f}: place {rank} of {len(means)}"]}
    return Check("superlative", rank == place, detail), list(range(len(values)))
