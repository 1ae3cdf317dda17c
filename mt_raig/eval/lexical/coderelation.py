"""Two entities of one table related through a table of their codes: "Germany shares a land border with Poland"
holds when ``borders(country_a, country_b)`` has a row ``DE, PL`` and ``countries`` gives Germany the key ``DE`` and
Poland ``PL``; "Poland does not border Austria" holds when no row pairs ``PL`` and ``AT``.

A schema keeps a relation between rows of one kind (borders, rivals, routes) as a table of two key columns. A
claim naming two such entities and nothing else (no number, no comparison) states that relation or denies it. It
is checked only for two names of one column of one table whose key column holds codes (letters: small numeric ids
coincide with any other small numbers), where exactly one table of the claim's tables pairs that key column in two of
its own columns and lists the first entity at all (a relation table silent about it cannot deny anything); otherwise
it is left to the other checks (None).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .checks import Check
from .index import TableIndex
from .values import Value

_DENIED = re.compile(r"\b(?:not|never|no)\b(?!\s+(?:every|all|only|just|always)\b)|n[’']t\b", re.I)


def code_relation(claim: str, values: Sequence[Value], index: TableIndex) -> Check | None:
    """The relation check (module docstring), or None when the claim is not of this kind or no one table relates them."""
    if len(values) != 2 or any(v.kind != "name" for v in values) or values[0].cell == values[1].cell:
        return None
    found: set[tuple[int, int, int, str, str]] = set()
    for ra in index.name_rows.get(values[0].cell, ()):
        for rb in index.name_rows.get(values[1].cell, ()):
            pos = index.rows[ra].table_pos
            if index.rows[rb].table_pos != pos or ra == rb:
                continue
            table = index.tables[pos]
            cells_a, cells_b = table.cells[index.rows[ra].row - 1], table.cells[index.rows[rb].row - 1]
            if not any(p.strip() == values[0].cell and q.strip() == values[1].cell for p, q in zip(cells_a, cells_b)):
                continue  # two entities of one kind (two countries), not a supplier and another supplier's city
            for c in range(len(table.header)):
                keys = [r[c].strip() for r in table.cells]
                x, y = cells_a[c].strip(), cells_b[c].strip()
                if not x or not y or x == y or len(set(keys)) != len(keys) or not all(any(ch.isalpha() for ch in k) for k in keys):
                    continue  # a key column of codes: one distinct value per row, letters in each (small ids coincide)
                for other, rel in enumerate(index.tables):
                    if other == pos or rel.num_rows < 2:
                        continue
                    for j in range(len(rel.header)):
                        for k in range(j + 1, len(rel.header)):
                            if {r[j].strip() for r in rel.cells} | {r[k].strip() for r in rel.cells} <= set(keys):
                                found.add((other, j, k, x, y))
    if len({f[:3] for f in found}) != 1:
        return None
    other, j, k, x, y = sorted(found)[0]
    rel = index.tables[other]
    if not any(x in (r[j].strip(), r[k].strip()) for r in rel.cells):
        return None
    paired = any({r[j].strip(), r[k].strip()} == {x, y} for r in rel.cells)
    denied = _DENIED.search(claim) is not None
    detail = {"table_id": rel.id, "pair": f"{x}, {y}", "paired": paired, "denied": denied}
    return Check("relation", paired != denied, detail)
