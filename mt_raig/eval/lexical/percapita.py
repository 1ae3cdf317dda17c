"""Two rows compared per head: "Per child, paralytic polio was rarer among the vaccinated children than in the placebo
group" compares each row's ``paralytic_cases`` / ``children`` (16 per 100,000 against 57), not the cases themselves.
Read as a plain comparison, the names alone were checked and the claim accepted, its reversed twin skipped.

The claim opens with "Per <noun>," ("Per child,", "Per person,"); the noun names the denominator column (a count of
what the rows hold), the claim's other words the numerator, both of one table; two names each locate one row of it,
the first the subject. A comparative ("rarer", "less common", "lower", "more common", "higher", "more frequent")
gives the direction. Anything else is left to the other checks (None).

>>> from mt_raig.tables import Table
>>> from mt_raig.eval.lexical.index import index_of
>>> from mt_raig.eval.lexical.values import claim_values
>>> t = Table("p", "Polio trial groups", ("group", "children", "paralytic_cases"), (("vaccinated", "200745", "33"), ("placebo", "201229", "115")))
>>> claim = "Per child, paralytic polio was rarer among the vaccinated children than in the placebo group."
>>> per_head(claim, claim_values(claim, index_of((t,))), index_of((t,)))[0].ok
True
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .checks import Check
from .descriptions import named_column
from .index import TableIndex
from .values import Value, rows_holding

_PER = re.compile(r"^\s*per\s+(?P<noun>[a-z]+)\s*,\s*", re.I)
_PLURAL = {"child": "children", "person": "people", "man": "men", "woman": "women", "capita": "population"}
_MORE = re.compile(r"\b(?:more\s+(?:common|frequent|prevalent|likely)|higher|greater|commoner)\b", re.I)
_LESS = re.compile(r"\b(?:rarer|less\s+(?:common|frequent|prevalent|likely)|lower|smaller)\b", re.I)


def per_head(claim: str, values: Sequence[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """The check of two rows compared per head (module docstring); None otherwise."""
    m = _PER.match(claim)
    names = [v for v in values if v.kind == "name"]
    if m is None or len(names) != 2 or len(names) != len(values) or bool(_MORE.search(claim)) == bool(_LESS.search(claim)):
        return None
    sign = 1 if _MORE.search(claim) else -1
    noun = m.group("noun").lower()
    base = named_column(index, _PLURAL.get(noun, noun + "s"))  # "Per child": ``children``
    spans = [(v.start, v.end) for v in names]
    rest = "".join(ch if not any(a <= k < b for a, b in spans) else " " for k, ch in enumerate(claim))[m.end():]
    top = named_column(index, re.sub(r"\b(?:children|people|persons|residents|inhabitants|group|groups|trial)\b", " ", rest, flags=re.I))
    if base is None or top is None or base == top or index.columns[base].table_pos != index.columns[top].table_pos:
        return None
    pos = index.columns[base].table_pos
    rows = [rows_holding(index, v) & set(index.table_rows[pos]) for v in names]
    if any(len(r) != 1 for r in rows):
        return None
    rates = []
    for r in (next(iter(rows[0])), next(iter(rows[1]))):
        a, b = index.value(r, top), index.value(r, base)
        if a is None or not b:
            return None
        rates.append(a / b)
    detail = {"table_id": index.tables[pos].id, "of": index.columns[top].header, "per": index.columns[base].header,
              "rates": [f"{x:.6g}" for x in rates]}
    return Check("comparison", (rates[0] - rates[1]) * sign > 0, detail), list(range(len(values)))
