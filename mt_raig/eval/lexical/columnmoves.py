"""A move of one row between two of its columns taken at different stages: "Participant 8's polyp count went up between
baseline and the three-month visit", "Patient 5's lesions fell from baseline to 24 weeks".

The row is the one the claim's names or keys before the verb locate; "between A and B" or "from A to B" name two
columns of its table (each phrase's words, a time point's number word with them: "three-month" of
``polyps_3_months``), and the verb ("went up", "fell", ...) says which way the second differs from the first. Read
as written, the stages named no row and the claim was judged on the row alone. A claim with any other number, two
verbs of opposite ways, or phrases that do not name one column each is left to the other checks (None).

>>> from mt_raig.tables import Table
>>> from mt_raig.eval.lexical.index import index_of
>>> from mt_raig.eval.lexical.values import claim_values
>>> t = Table("t", "A trial", ("patient", "lesions_baseline", "lesions_6_weeks"), (("1", "12", "9"), ("2", "30", "33")))
>>> index = index_of((t,))
>>> [column_move(c, claim_values(c, index), index)[0].ok for c in ("Patient 2's lesion count went up between baseline and the six-week visit.",
...                                                               "Patient 1's lesion count went up between baseline and the six-week visit.")]
[True, False]
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .checks import Check, ranked
from .index import TableIndex
from .lexicon import stem
from .periods import DOWN_STEMS, UP_STEMS
from .values import Value, best_columns, rows_holding

_STAGES = re.compile(r"\b(?:between|from)\s+(?P<a>(?:the\s+)?[A-Za-z][\w-]*(?:\s+[\w-]+){0,2}?)\s+(?:and|to)\s+"
                     r"(?P<b>(?:the\s+)?[\w-]+(?:\s+[\w-]+){0,2}?)\s*(?=[,.;]|$)", re.I)


def column_move(claim: str, values: Sequence[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """The check of one row's move between two stage columns (rules above), with the values it used; None otherwise."""
    m = _STAGES.search(claim)
    if m is None:
        return None
    subject = [v for v in values if v.end <= m.start() and (v.kind == "name" or v.kind == "number" and v.locator)]
    staged = [v for v in values if m.start() <= v.start < m.end()]
    if not subject or len(subject) + len(staged) != len(values) or any(v.kind != "number" or v.mention is None or not v.text.replace("-", " ").split()[0].isalpha() for v in staged):
        return None  # another value, or digits inside a stage ("from 20 to 1": two cells, read by the other checks)
    verbs = [stem(w.lower()) for w in re.findall(r"[A-Za-z]+", claim[:m.start()])]
    ups, downs = [s for s in verbs if s in UP_STEMS], [s for s in verbs if s in DOWN_STEMS]
    if bool(ups) == bool(downs):
        return None
    rows = set.intersection(*(rows_holding(index, v) for v in subject))
    if len(rows) != 1:
        return None
    r = next(iter(rows))
    pos = index.rows[r].table_pos
    words = lambda text: [(stem(w.lower()), 1.0) for w in re.findall(r"[A-Za-z]+", text) if w.lower() not in ("the", "visit", "mark", "point")]
    a, b = best_columns(index, pos, words(m.group("a")), ranked), best_columns(index, pos, words(m.group("b")), ranked)
    if not a or not b or len(a) != 1 or len(b) != 1 or a == b:
        return None
    ga, gb = next(iter(a)), next(iter(b))
    x, y = index.value(r, ga), index.value(r, gb)
    if x is None or y is None:
        return None
    sign = 1 if ups else -1
    detail = {"table_id": index.tables[pos].id, "row": index.rows[r].row, "from": f"{index.columns[ga].header} {x}", "to": f"{index.columns[gb].header} {y}"}
    return Check("trend", (y - x) * sign > 0, detail), list(range(len(values)))
