"""Two series compared by how fast they grew over a span: "In relative terms, women's weekly wage grew faster than
men's between 1946 and 1975" compares each column's percent change from the span's first year's row to its last
(``women_weekly_wage`` +109% against ``men_weekly_wage`` +82%). Read as a plain comparison, it compared nothing and
was skipped, its false twin too.

The claim writes "<words> grew|rose|increased faster|more quickly|more slowly|slower than <words> between|from <year>
and|to <year>"; the words before the verb name one column of a table with a year column, the words after "than" (an
elided noun: "men's") another of the same table. "In relative terms" (or "in percentage terms", "proportionally")
compares percent changes; without it the claim holds only when the absolute and the relative changes agree, and is
left to the other checks (None) when they do not, as is anything else.

>>> from mt_raig.tables import Table
>>> from mt_raig.eval.lexical.index import index_of
>>> from mt_raig.eval.lexical.values import claim_values
>>> t = Table("w", "Weekly wages", ("year", "men_weekly_wage", "women_weekly_wage"), (("1946", "25.35", "14.05"), ("1975", "46.12", "29.33")))
>>> claim = "In relative terms, women's weekly wage grew faster than men's between 1946 and 1975."
>>> growth_comparison(claim, claim_values(claim, index_of((t,))), index_of((t,)))[0].ok
True
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .checks import Check, ranked
from .headers import year_key
from .index import TableIndex
from .lexicon import STOPWORDS, stem
from .values import Value, best_columns

_GREW = re.compile(r"\b(?:grew|rose|increased|climbed|fell|declined|dropped|shrank)\s+(?P<how>faster|more\s+quickly|quicker|more\s+slowly|slower|"
                   r"more\s+steeply|less\s+steeply)\s+than\s+(?P<other>[^,;]+?)\s+(?:between\s+(?P<a>\d{4})\s+and|from\s+(?P<a2>\d{4})\s+to)\s+"
                   r"(?P<b>\d{4})\b", re.I)
_RELATIVE = re.compile(r"\b(?:in\s+(?:relative|percentage|proportional)\s+terms|proportionally|relatively)\b", re.I)


def growth_comparison(claim: str, values: Sequence[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """The check of two series compared by their growth over a span (module docstring); None otherwise."""
    m = _GREW.search(claim)
    if m is None or any(v.kind == "name" for v in values):
        return None
    a, b = int(m.group("a") or m.group("a2")), int(m.group("b"))
    before = [(stem(w.lower()), 1.0) for w in re.findall(r"[A-Za-z]+", claim[:m.start()]) if w.lower() not in STOPWORDS]
    after = [(stem(w.lower()), 1.0) for w in re.findall(r"[A-Za-z]+", m.group("other")) if w.lower() not in STOPWORDS]
    for pos, table in enumerate(index.tables):
        if (key := year_key(table)) is None:
            continue
        rows = {table.cells[k][key].strip(): r for k, r in enumerate(index.table_rows[pos])}
        first, last = sorted(best_columns(index, pos, before, ranked) or ()), sorted(best_columns(index, pos, after, ranked) or ())
        if str(a) not in rows or str(b) not in rows or not first or not last or len(first) != 1:
            continue
        other = [g for g in last if g not in first]
        if len(other) != 1:
            continue
        changes = []
        for g in (first[0], other[0]):
            x, y = index.value(rows[str(a)], g), index.value(rows[str(b)], g)
            if x is None or y is None or not x:
                return None
            changes.append((y - x, (y - x) / abs(x)))
        sign = 1 if re.match(r"faster|more\s+quickly|quicker|more\s+steeply", m.group("how"), re.I) else -1
        relative = (changes[0][1] - changes[1][1]) * sign > 0
        if not _RELATIVE.search(claim) and relative != ((changes[0][0] - changes[1][0]) * sign > 0):
            return None  # absolute and relative growth disagree, and the claim does not say which it means
        detail = {"table_id": table.id, "columns": [index.columns[first[0]].header, index.columns[other[0]].header], "from": a, "to": b,
                  "changes": [f"{c[1] * 100:.1f}%" for c in changes]}
        return Check("comparison", relative, detail), list(range(len(values)))
    return None
