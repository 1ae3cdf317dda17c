"""The order of a margin (or a percent change) between two columns of one row that a claim names.

"Gore's margin over Bush in Broward was 209,239 votes" and "Bush finished 10,386 votes ahead of Gore" each name two
columns of one row (``gore``, ``bush``); the number is their difference in the order the claim names them, and in
the other order after a word of falling behind ("Bush trailed Gore by 969 votes": ``gore - bush``). So the false
twin "Bush edged out Gore by 969" is not derived from ``gore - bush`` (:func:`mt_raig.eval.lexical.derive.fits`).
"""

from __future__ import annotations

import re

from .index import TableIndex, hits
from .lexicon import stem

_DIFFERENCE = re.compile(r"^(?:(.+?) - (.+?)|percent change of (.+?) over (.+?)) \((\S+) row \d+\)$")
_MARGIN = re.compile(r"\b(?:margin|ahead|above|edg(?:e|ed|es|ing)|led|leads?|leading|beat|beats|outpoll\w*|won\s+by|more\s+than|"
                     r"trail\w*|behind|short\s+of|lost\s+to|fewer\s+than|less\s+than|exceed\w*|surpass\w*|outnumber\w*|"
                     r"(?:higher|greater|larger|bigger|lower|smaller)\s+than)\b", re.I)
_BEHIND = re.compile(r"\b(?:trail\w*|behind|short of|lost to|los(?:e|es|ing) to|fewer|less|lower|smaller|below|under)\b", re.I)


def margin_order(index: TableIndex, how: str, claim: str) -> bool | None:
    """Whether the in-row difference ``how`` ("a - b (table row n)") takes its columns in the order ``claim`` names
    them (the first named leads; the second after a word of falling behind); None unless the claim speaks of a margin
    ("margin", "ahead", "edged out", "led", "trailed", "more than") and names both columns, each with a word of its own
    ("from west to east" is an extent, no margin).

    >>> # "Gore edged out Bush in Pasco by 969": gore - bush (fits); bush - gore would not
    """
    m = _DIFFERENCE.match(how)
    if m is None or not _MARGIN.search(claim):
        return None
    a, b, table = (m.group(1) or m.group(3)), (m.group(2) or m.group(4)), m.group(5)
    cols = {c.header: c for c in index.columns if index.tables[c.table_pos].id == table}
    if a not in cols or b not in cols or a == b:
        return None
    first: dict[str, int] = {}
    for w in re.finditer(r"[A-Za-z]+", claim):
        word = stem(w.group(0).lower())
        named = [h for h in (a, b) if hits(cols[h], word)]
        if len(named) == 1 and named[0] not in first:
            first[named[0]] = w.start()
    if len(first) < 2:
        return None
    return (first[a] < first[b]) != bool(_BEHIND.search(claim))
