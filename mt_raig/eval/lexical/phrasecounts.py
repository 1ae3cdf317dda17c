"""Counts of the rows whose name holds a phrase: "Four Star Wars films appear on the list", "Three films in the table
belong to the Lord of the Rings trilogy".

A phrase of capitalised words ("Star Wars", "Lord of the Rings") that is part of two or more different cells of one
text column names no single row: a count leading the claim ("Four", "Only 3", "Exactly two") counts the cells of that
column that hold it as whole words, when the phrase follows the count before a plural noun ("Four Star Wars films") or
follows "belong to the" before "trilogy", "series", ... The claim must name the table's rows (a plural noun its title or
a name column says, or the only table) and write no other number; a negated claim is left to the other checks (None).

>>> from mt_raig.tables import Table
>>> from mt_raig.eval.lexical.index import index_of
>>> t = Table("f", "Films", ("film", "year"), (("Star Wars", "1977"), ("Star Wars: Episode I", "1999"), ("Alien", "1979")))
>>> index = index_of((t,))
>>> [phrase_count(c, [], index)[0].ok for c in ("Two Star Wars films are listed.", "Three Star Wars films are listed.")]
[True, False]
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import Decimal

from .checks import Check
from .countbounds import bound_before, count_holds
from .index import TableIndex
from .lexicon import NEGATED
from .nouns import table_of
from .values import Value
from .words import count_value

_LEAD = re.compile(r"^\s*(?:(?:only|just|exactly|at\s+least|at\s+most|more\s+than|fewer\s+than|no\s+more\s+than)\s+)?(\d+|[A-Za-z]+(?:-[a-z]+)?)\b", re.I)
_PHRASE = re.compile(r"\b[A-Z][\w'’-]*(?:\s+(?:of\s+the\s+|of\s+|and\s+the\s+|and\s+)?[A-Z][\w'’-]*)*")
_PLURAL = re.compile(r"\b([a-z]+s)\b")
_MEMBER_OF = re.compile(r"\b(?:belong(?:s|ed)?\s+to|(?:are|were|is|was)\s+(?:part\s+of|from)|c[oa]me?s?\s+from)\s+the\s+$", re.I)


def phrase_count(claim: str, values: Sequence[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """The check of a count of the rows whose name holds a phrase (module docstring); None when the claim is not one."""
    lead = _LEAD.match(claim)
    if lead is None or NEGATED.search(claim):
        return None
    n = 1 if lead.group(1).lower() == "one" else count_value(lead.group(1))
    if n is None or any(v.kind != "name" and not (v.start < lead.end()) for v in values):
        return None  # another number, a date: a count of its own kind
    if re.match(r"\s*(?:%|percent\b|per\s+cent\b)", claim[lead.end():], re.I):
        return None  # "30% of the listed stations": a share
    for m in _PHRASE.finditer(claim, lead.end()):
        phrase = re.sub(r"^The\s+", "", m.group(0))
        before, after = claim[lead.end():m.start()], claim[m.end():]
        named = not before.strip() and re.match(r"\s+[a-z]+s\b", after)  # "Four Star Wars films"
        member = _MEMBER_OF.search(before) and re.match(r"\s+(?:trilogy|series|franchise|saga|family|dynasty)\b", after)  # "belong
        if len(phrase) < 4 or not (named or member):  # to the Lord of the Rings trilogy"
            continue
        found = _holding(index, phrase)
        if found is None:
            continue
        pos, header, cells = found
        nouns = [w for w in _PLURAL.findall(claim[lead.end():]) if table_of(index, [w]) == pos]
        if not nouns and len(index.tables) > 1:
            return None
        ok = count_holds(Decimal(len(cells)), Decimal(n), bound_before(claim, lead.start(1)))
        detail = {"table_id": index.tables[pos].id, "column": header, "holding": phrase, "rows": len(cells), "count": str(n)}
        return Check("count", ok, detail), list(range(len(values)))
    return None


def _holding(index: TableIndex, phrase: str) -> tuple[int, str, list[str]] | None:
    """(table, header, cells) of the one text column with two or more different cells holding ``phrase`` as whole words
    (never a category's repeated cell: "Teacher", "central Bohemia"), or None."""
    pattern = re.compile(r"(?<![\w'’])" + re.escape(phrase) + r"(?![\w'’])")
    found = []
    for pos, t in enumerate(index.tables):
        for j, header in enumerate(t.header):
            cells = [row[j] for row in t.cells if pattern.search(row[j])]
            if len(set(cells)) >= 2 and len(set(cells)) == len(cells):
                found.append((pos, header, cells))
    return found[0] if len(found) == 1 else None
