"""A ratio of two rows written "N X for every Y": "Major A had about 7.6 male applicants for every female applicant" says
the men's row of major A holds about 7.6 times the women's row's applicants (825 / 108). Read as plain values, the 7.6
derived from the two rows either way round, so the twin with the sexes swapped ("7.6 female applicants for every male
applicant": 0.13) was accepted.

The claim writes "<number> <words with a name> for every|for each <words with another name>"; the two names must each
pick one row of one table (with the claim's other names, which narrow both: "Major A"), the words name one column of
it (:func:`.descriptions.named_column`; the table's one measure where they name none). The number must be the first
row's cell over the second's at its written precision. Anything else is left to the other checks (None).

>>> from mt_raig.tables import Table
>>> from mt_raig.eval.lexical.index import index_of
>>> from mt_raig.eval.lexical.values import claim_values
>>> t = Table("a", "Applicants by gender", ("gender", "applicants"), (("men", "825"), ("women", "108")))
>>> [ratio_pair(c, claim_values(c, index_of((t,))), index_of((t,)))[0].ok for c in (
...     "There were about 7.6 male applicants for every female applicant.", "There were about 7.6 female applicants for every male applicant.")]
[True, False]
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .checks import Check
from .descriptions import named_column
from .index import TableIndex
from .values import Value, agrees, rows_holding

_EVERY = re.compile(r"\s+(?:for\s+every|for\s+each)\s+(?:one\s+|single\s+)?", re.I)


def ratio_pair(claim: str, values: Sequence[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """The check of "N X for every Y" (module docstring); None otherwise."""
    every = _EVERY.search(claim)
    numbers = [i for i, v in enumerate(values) if v.kind == "number" and not v.locator and v.mention is not None and not v.mention.percent]
    if every is None or len(numbers) != 1 or values[numbers[0]].end > every.start():
        return None
    q = values[numbers[0]]
    names = [i for i, v in enumerate(values) if v.kind == "name"]
    tail = re.search(r"[,.;]|\s(?:and|but|while|in|than)\s|$", claim[every.end():])
    a = [i for i in names if q.end <= values[i].start < every.start()]
    b = [i for i in names if every.end() <= values[i].start < every.end() + tail.start()]
    if len(a) != 1 or len(b) != 1 or any(i not in a and i not in b and i not in names for i in range(len(values)) if i != numbers[0]):
        return None
    context = [i for i in names if i not in a and i not in b]
    narrow = set.intersection(*(rows_holding(index, values[i]) for i in context)) if context else None
    rows = []
    for i in (a[0], b[0]):
        own = rows_holding(index, values[i])
        own = own & narrow if narrow is not None else own
        if len(own) != 1:
            return None
        rows.append(next(iter(own)))
    pos = index.rows[rows[0]].table_pos
    if index.rows[rows[1]].table_pos != pos or rows[0] == rows[1]:
        return None
    words = re.sub(r"\d[\d,.]*", " ", claim[q.end:every.start()] + " " + claim[every.end():every.end() + tail.start()])
    gid = named_column(index, words)
    if gid is None:
        measures = [c.gid for c in index.table_columns(pos) if not c.id_like and c.dimension != "date" and not c.percent]
        gid = measures[0] if len(measures) == 1 else None
    if gid is None or index.columns[gid].table_pos != pos:
        return None
    x, y = index.value(rows[0], gid), index.value(rows[1], gid)
    if x is None or not y:
        return None
    detail = {"table_id": index.tables[pos].id, "column": index.columns[gid].header, "rows": [index.rows[r].row for r in rows],
              "ratio": str(round(x / y, 4)), "written": q.text}
    return Check("ratio", agrees(x / y, q), detail), list(range(len(values)))


__all__ = ["ratio_pair"]
