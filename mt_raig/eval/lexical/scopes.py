"""The rows a superlative ranks when the claim opens with a scope that its values pick: "Among the cars with engines
under 90 cubic inches, the Mazda GLC was the most economical", "Of the four states with unemployment below 5% in
1986, Massachusetts had the most public capital", "Of the countries that joined the EU in 1995, Finland was the last
to join the OECD". The scope is the phrase from "Among the"/"Of the" to the first comma; its values (numbers with
their bounds, years, cells) are conditions on rows as a count reads them (:func:`.counting.rows_meeting`), and the
superlative then ranks the rows meeting them (or joined to them by a key or a name) instead of the whole table. A scope
whose values pick no rows is not read here (the superlative stays unchecked, as before).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .counting import rows_meeting
from .index import TableIndex, header_stems
from .lexicon import STOPWORDS, stem
from .values import Value

_LEADING = re.compile(r"^\s*(?:among|of|within)\s+(?:the|these|those|all)\s+(?P<phrase>[^,;:]+),\s*", re.I)


def leading_scope(claim: str, values: Sequence[Value], index: TableIndex) -> tuple[set[int], int] | None:
    """(the rows the claim's leading scope keeps, the end of the scope) or None: no such scope, no value in it, or
    rows its values cannot pick."""
    m = _LEADING.match(claim)
    if m is None:
        return None
    inside = [i for i, v in enumerate(values) if m.start("phrase") <= v.start and v.end <= m.end("phrase")]
    if not inside:
        flagged = flag_rows(index, m.group("phrase"))
        return (flagged, m.end()) if flagged is not None and len(flagged) >= 2 else None
    found = rows_meeting(claim[:m.end("phrase")], values, index, inside, None, False)
    if found is None or len(found[2]) < 2:
        return None
    return set(found[2]), m.end()


_YES, _NO = frozenset({"yes", "y", "true"}), frozenset({"no", "n", "false"})


def flag_rows(index: TableIndex, phrase: str) -> set[int] | None:
    """The rows a phrase picks through a yes/no column its words name ("the years when the states set their own limits":
    ``states_set_speed_limits`` = yes; "... did not set ...": no): the one such column sharing two or more of the
    phrase's words; None when there is none."""
    said = {stem(w.lower()) for w in re.findall(r"[A-Za-z]+", phrase)} - {stem(w) for w in STOPWORDS}
    cols = [(p, j) for p, t in enumerate(index.tables) for j, h in enumerate(t.header)
            if t.cells and {c[j].strip().lower() for c in t.cells} <= _YES | _NO and len(said & header_stems(h)) >= 2]
    if len(cols) != 1:
        return None
    p, j = cols[0]
    want = _NO if re.search(r"\b(?:not|never|no|without|before)\b|n[’']t\b", phrase, re.I) else _YES
    return {index.table_rows[p][k] for k, c in enumerate(index.tables[p].cells) if c[j].strip().lower() in want}


def in_scope(index: TableIndex, pool: Sequence[int], rows: Sequence[int], scope: set[int]) -> tuple[list[int], list[int]] | None:
    """(the pool's rows in the scope, the subject's rows among them: none when the subject is outside it), a row being
    in the scope when it is one of its rows or joined to one (the same entity in another table, through one table
    between at most); None when fewer than two of the pool's rows are."""
    near = {r: set(index.partners[r]) for r in pool}
    kept = [r for r in pool if r in scope or near[r] & scope or any(set(index.partners[p]) & scope for p in near[r])]
    return (kept, [r for r in rows if r in kept]) if len(kept) >= 2 else None
