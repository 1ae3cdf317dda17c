"""The first N of a ranking, each named: "Hawaii, Vermont and Iowa had the three lowest assault arrest rates", "A and B
posted the two highest scores". Each named entity's value must rank among the first N of its column (the column the
words after the superlative name, of the claim's years where the table has a column per year), ties counted in its
favour; the claim must name exactly N entities before the superlative, one row each.
"""

from __future__ import annotations

from .checks import Check, entity_rows, measure_columns, window_near
from .index import TableIndex
from .lexicon import POLAR_SUPERLATIVES, SUPERLATIVES
from .values import Value
from .windows import claim_years
from .words import word_value


def top_n(claim: str, toks, k: int, values: list[Value], index: TableIndex) -> Check | None:
    """The check of "A, B and C had the three lowest X" (by the rules above), or None for any other claim."""
    s, e, w = toks[k]
    if k < 2 or toks[k - 2][2] != "the" or (n := word_value(toks[k - 1][2]) if not toks[k - 1][2].isdigit() else int(toks[k - 1][2])) is None or n < 2:
        return None
    sign = SUPERLATIVES.get(w) or POLAR_SUPERLATIVES.get(w)
    names = [v for v in values if v.kind == "name" and v.end <= s]
    if sign is None or len(names) != n or len({v.cell for v in names}) != n:
        return None
    window = window_near(claim, values, e, after_only=True)
    results, detail = [], {"word": w, "rank": f"first {n}", "ranked": []}
    for pos in range(len(index.tables)):
        rows = [entity_rows(index, v, pos) for v in names]
        if any(len(r) != 1 for r in rows):
            continue
        for gid in measure_columns(index, pos, window, claim_years(values)):
            column = [x for r in index.table_rows[pos] if (x := index.value(r, gid)) is not None]
            mine = [index.value(r[0], gid) for r in rows]
            if any(x is None for x in mine):
                continue
            places = [1 + sum((y - x) * sign > 0 for y in column) for x in mine]  # ties in its favour
            results.append(all(p <= n for p in places))
            detail["ranked"] += [f"{index.columns[gid].header} = {x}: place {p} of {len(column)}" for x, p in zip(mine, places)]
    if not results:
        return None
    return Check("superlative", all(results), detail)
