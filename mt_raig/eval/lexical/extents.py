"""What a table covers: "The wage table covers workers from age 10 to age 50, a span of four decades" says the lowest
and the highest value of the age column, and (when written) their distance. Read as written, the two ages each
located a row and the span beside them was no value, so "a span of five decades" passed as well.

The claim writes a covering verb ("covers", "spans", "runs", "ranges") and then "from A to B" (a column's word may
stand before each number: "from age 10 to age 50"), A and B numbers of one column of one table, and no name (an
entity's rows are not the table's): A must be its lowest value and B its highest (or the reverse, for a column the
claim walks down). A distance written right after ("a span of four decades", ", 40 years in all") must be B - A in its
unit (years, decades or centuries). Anything else is left to the other checks (None).

>>> from mt_raig.tables import Table
>>> from mt_raig.eval.lexical.index import index_of
>>> from mt_raig.eval.lexical.values import claim_values
>>> t = Table("w", "Workers by age", ("age", "workers"), (("10", "204"), ("11", "195"), ("12", "245")))
>>> ix = index_of((t,))
>>> [key_extent(c, claim_values(c, ix), ix)[0].ok for c in ("The table covers ages from 10 to 12, a span of two years.",
...                                                         "The table covers ages from 10 to 12, a span of three years.",
...                                                         "The table covers ages from 11 to 12.")]
[True, False, False]
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .checks import Check
from .index import TableIndex
from .values import Value, number_columns, rows_holding
from .words import word_value

_COVERS = re.compile(r"\b(?:covers?|covered|covering|spans?|spanned|spanning|runs?|ran|ranges?|ranged|ranging)\s+"
                     r"(?:[A-Za-z]+\s+){0,3}?from\s+(?:[a-z]+\s+)?$", re.I)
_TO = re.compile(r"\s+(?:to|through|until)\s+(?:[a-z]+\s+)?", re.I)
_DISTANCE = re.compile(r",?\s+(?:a\s+|an\s+)?(?:(?:span|range|stretch|period)\s+of\s+)?(?P<n>[\w-]+)\s+(?P<unit>years?|decades?|centuries|century)\b"
                       r"(?:\s+in\s+all)?", re.I)
_UNIT_YEARS = {"year": 1, "years": 1, "decade": 10, "decades": 10, "century": 100, "centuries": 100}


def key_extent(claim: str, values: Sequence[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """The check of a table's extent "from A to B" (and its distance) against one column's lowest and highest values."""
    if any(v.kind == "name" for v in values):
        return None  # "O. exclamationis readings run from 65.1 to 101.7": an entity's rows, not the table's
    for i in range(len(values) - 1):
        a, b = values[i], values[i + 1]
        if a.kind != "number" or b.kind != "number" or a.mention.percent or b.mention.percent \
                or not _COVERS.search(claim[:a.start]) or not _TO.fullmatch(claim, a.end, b.start):
            continue
        columns = _shared_columns(index, a, b)
        if len(columns) != 1:
            return None
        col = index.columns[columns[0]]
        cells = [x for x in col.values if x is not None]
        x, y = a.mention.number.value, b.mention.number.value
        ok = (x, y) in ((min(cells), max(cells)), (max(cells), min(cells)))
        used = [i, i + 1]
        detail = {"column": col.header, "from": a.text, "to": b.text, "lowest": str(min(cells)), "highest": str(max(cells))}
        if (d := _DISTANCE.match(claim, b.end)) is not None:
            n = word_value(d.group("n")) if not d.group("n").isdigit() else int(d.group("n"))
            if n is None:
                return None
            ok = ok and n * _UNIT_YEARS[d.group("unit").lower()] == abs(y - x)
            detail["distance"] = d.group(0).strip(" ,")
            used += [k for k, v in enumerate(values) if d.start() <= v.start < d.end()]
        return Check("extent", ok, detail), used
    return None


def _shared_columns(index: TableIndex, a: Value, b: Value) -> list[int]:
    """The columns (gids) holding both numbers, each in some row."""
    held = [{g for r in rows_holding(index, v) for g in number_columns(index, r, v) if g >= 0} for v in (a, b)]
    return sorted(held[0] & held[1])
