"""Claims that one entity alone meets a condition: "Nobody but participant 20 weighed under 140 pounds", "Only Gentoo
birds weighed over 5 kg", "No one but Kerr won more than one ward", "The golden hamster and the giant armadillo are the
only endangered species".

The entities named right after "only", "nobody but", "no one but" or "none but", or first and then said to be "the
only ..." (a name, or a number that locates a row by its key: "participant 20") are the subject; every other value of the claim is a condition (a bounded number of
the column its words name, a cell). The claim holds when the rows of the subject's table that meet every condition
are exactly the subject's rows there, and at least one. A claim whose conditions the rows cannot decide (no
condition, a plain number, no one table) is left to the other checks (None): never a guess.

>>> from mt_raig.tables import Table
>>> from mt_raig.eval.lexical.index import index_of
>>> from mt_raig.eval.lexical.values import claim_values
>>> t = Table("w", "members: weight in pounds", ("member", "weight_lb"), (("1", "180"), ("2", "138"), ("3", "150")))
>>> claim = "Nobody but member 2 weighed under 140 pounds."
>>> only_one(claim, claim_values(claim, index_of((t,))), index_of((t,)))[0].ok
True
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .checks import Check
from .counting import rows_meeting
from .index import TableIndex
from .values import Value, rows_holding

_ONLY = re.compile(r"^\s*(?:only|nobody\s+but|no\s+one\s+but|none\s+but|no\s+[a-z]+\s+but)\s+(?:the\s+)?", re.I)
_LISTED = re.compile(r"\s*(?:,|,?\s*(?:and|or))\s*(?:the\s+)?")
_LEADING = re.compile(r"^\s*(?:the\s+)?", re.I)
_NEGATED = re.compile(r"\b(?:not|never|no|none)\b|n[’']t\b", re.I)
_IS_ONLY = re.compile(r"\s+(?:is|are|was|were)\s+(?:also\s+)?the\s+only\s+", re.I)


def only_one(claim: str, values: Sequence[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """The check of an "only X ..." claim by the rules above, with the values it used; None otherwise."""
    m = _ONLY.match(claim) or _LEADING.match(claim)
    if m is None or not values:
        return None
    subject = [0] if values[0].start <= m.end() + 20 and re.fullmatch(r"[A-Za-z ]*", claim[m.end():values[0].start]) else []
    while subject and subject[-1] + 1 < len(values) and _LISTED.fullmatch(claim, values[subject[-1]].end, values[subject[-1] + 1].start):
        subject.append(subject[-1] + 1)  # "Only Kerr and Lowe ..."
    if m.re is _LEADING and not (subject and (said := _IS_ONLY.match(claim, values[subject[-1]].end))
                                 and not re.match(r"(?:other|one|ones)\b", claim[said.end():]) and not _NEGATED.search(claim)):
        return None  # "The golden hamster and the giant armadillo are the only endangered species": the same, said after
        # (never "the only other repeat winner", "the only one of the ten whose ... is not ...")
    if not subject or any(values[i].kind != "name" and not (values[i].kind == "number" and values[i].locator) for i in subject):
        return None  # "Only 3 of the 10 ...": a count, not an entity
    conditions = [i for i in range(len(values)) if i not in subject]
    if not conditions or any(values[i].kind == "number" and values[i].bound is None and not values[i].locator for i in conditions):
        return None  # no condition, or a plain number ("Only X scored 14"): the other checks read it
    held = set().union(*(rows_holding(index, values[i]) for i in subject))
    tables = {index.rows[r].table_pos for r in held}
    for table in sorted(tables):
        found = rows_meeting(claim, values, index, conditions, table, False)
        if found is None or found[0] != table:
            continue
        _, own, met, _ = found
        mine = held & set(own)
        detail = {"table_id": index.tables[table].id, "rows": len(met), "subject": [values[i].text for i in subject],
                  "conditions": [values[i].text for i in conditions]}
        return Check("only", bool(mine) and set(met) == mine, detail), list(range(len(values)))
    return None
