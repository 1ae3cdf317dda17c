"""Two columns compared row by row over a quantified set of rows: "In every one of the twenty states, the average SAT
math score was higher than the verbal score", "In all but one of the states ...", "In no state was ... higher than ...", "In four of the six majors, women were admitted at a
higher rate than men".

The comparative (``higher``, ``lower``, ``more`` ... "than") names one column with the words before it and another
with the words after "than", both of one table, one column each; the quantifier says how many of the table's rows
hold the comparison: every / each / all of them, all but N, or none. The claim names no entity and writes no other
number (a count of the table's rows, "the twenty states", may be part of the quantifier and must be the table's).
"""

from __future__ import annotations

import re
from decimal import Decimal

from .checks import Check, ranked, tokens
from .index import TableIndex
from .lexicon import COMPARATIVES, stem
from .sides import sided_pair
from .values import Value, agrees, best_columns, rows_holding
from .words import stated_count
from .yearspans import FROM_TO, rows_in_scope

_QUANTIFIER = re.compile(r"^\s*(?:in|for|across|among)\s+(?:(?P<every>every|each)(?:\s+one)?(?:\s+of\s+the(?:\s+(?P<n1>\w+))?)?|all(?:\s+(?:of\s+)?the(?:\s+(?P<n2>\w+))?)?"
                         r"(?:\s+but\s+(?P<but>\w+)(?:\s+of\s+the(?:\s+(?P<n3>\w+))?)?)?|(?P<none>no|none\s+of\s+the|not\s+a\s+single|not\s+one)|(?P<some>\w+)\s+of\s+the\s+(?P<n4>\w+))\b", re.I)


_PASSIVE = frozenset("born sold made built produced recorded reported registered killed injured".split())  # "more girls born than boys"
def _than(toks, k: int) -> int | None:
    """The token of the "than" of the comparative at token ``k``: next to it, one noun on ("a higher rate than"), or past a
    passive verb ("more girls born than", "more boys were born than"); None when there is none."""
    for j in range(k + 1, min(k + 5, len(toks))):
        if toks[j][2] == "than":
            return j if j <= k + 2 or any(t[2] in _PASSIVE for t in toks[k + 2:j]) else None
    return None


_SPAN = re.compile(r"\s+(?:[a-z]+\s+)?" + FROM_TO, re.I)


def _two_columns(index: TableIndex, left, right) -> tuple[int, int, int] | None:
    """(table, column, other column) where one table's one column is what ``left`` names and another ``right``; None
    when no table, or more than one, has such a pair."""
    found = []
    for pos in range(len(index.tables)):
        a, b = best_columns(index, pos, left, ranked), best_columns(index, pos, right, ranked)
        if a and b and len(a) == 1 and len(b) == 1 and a != b:
            found.append((pos, next(iter(a)), next(iter(b))))
    return found[0] if len(found) == 1 else None


def rowwise_comparison(claim: str, values: list[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """The check of a quantified row-by-row comparison of two columns (by the rules above), with the values it used."""
    q = _QUANTIFIER.match(claim)
    if q is None or any(v.kind == "name" for v in values):
        return None
    toks = tokens(claim)
    comp = [(k, t) for k, t in enumerate(toks) if t[2] in COMPARATIVES and t[0] >= q.end() and _than(toks, k) is not None]
    span = _SPAN.match(claim, q.end())  # "In not a single year from 1940 to 2002 were more girls born than boys": those years' rows
    if len(comp) != 1 or any(v.kind != "number" or not (q.start() <= v.start < q.end() or span and span.start(1) <= v.start < span.end())
                             for v in values):
        return None
    k, (s, e, w) = comp[0]
    than = _than(toks, k)  # "at a higher rate than men": the noun between is both sides'
    left = [(stem(t[2]), 1.0) for t in toks if q.end() <= t[0] < s and t[2][0].isalpha()]
    right = [(stem(t[2]), 1.0) for t in toks[than + 1:] if t[2][0].isalpha() and not re.search(r"[,;]", claim[e:t[0]])]
    between = [(stem(t[2]), 1.0) for t in toks[k + 1:than] if t[2][0].isalpha()]  # "more girls born than boys": each its column
    if (found := (_two_columns(index, left, right) if than == k + 1 else None) or sided_pair(index, claim[q.end():toks[than][0]], claim[toks[than][1]:])
            or (_two_columns(index, between, right) if than > k + 1 else None)) is None:
        return None  # ("women were admitted at a higher rate than men": one quantity, two sides: :mod:`.sides`)
    pos, ga, gb = found
    own = index.table_rows[pos]
    if span and (own := rows_in_scope(index, pos, own, (int(span.group(1)), int(span.group(2))))) is None:
        return None
    pairs = [(x, y) for r in own if (x := index.value(r, ga)) is not None and (y := index.value(r, gb)) is not None]
    written = stated_count(q.group("n1") or q.group("n2") or q.group("n3") or q.group("n4"))
    if len(pairs) < 2 or (written is not None and written != len(own)):
        return None
    held = sum((x - y) * COMPARATIVES[w] > 0 for x, y in pairs)
    but = stated_count(q.group("but")) if q.group("but") else 0
    if but is None:
        return None
    some = stated_count(q.group("some")) if q.group("some") else None  # "In four of the six majors, ...": that many rows
    if q.group("some") and (some is None or written is None):
        return None
    expected = 0 if q.group("none") else some if some is not None else len(pairs) - but
    detail = {"table_id": index.tables[pos].id, "columns": [index.columns[ga].header, index.columns[gb].header], "word": w,
              "rows": len(pairs), "held": held, "expected": expected}
    return Check("rowwise", held == expected, detail), list(range(len(values)))


_DUEL = re.compile(r"^(?P<a>[^,;]+?)\s+(?P<verb>outnumbered|exceeded|beat|topped|outpaced|surpassed|trailed|lagged(?:\s+behind)?|"
                   r"(?:was|were|ran|came\s+in)\s+(?P<comp>[a-z]+)\s+than)\s+"
                   r"(?P<b>[^,;]+?)\s+(?:in|on|during|for)\s+(?:just\s+|only\s+|exactly\s+)?(?P<n>\w+)\s+of\s+(?:the\s+|its\s+|their\s+)?"
                   r"(?:(?P<m>\w+)\s+)?[a-z]+", re.I)
_BEHIND = ("trailed", "lagged")


def rowwise_count(claim: str, values: list[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """Two columns compared row by row and the rows where one wins counted: "Down weeks outnumbered up weeks in four of
    the 21 years", "The market trailed the risk-free rate in eight of the twelve months of 2008", "January was warmer
    than July in 24 of the 43 years". The words before the
    verb name one column and those after it another, of one table; N (and M, when written) count the table's rows where
    the first is larger (smaller after "trailed" or "lagged") and all of them. A claim naming an entity, or with another
    value that does not hold every row of the table, is left to the other checks (None)."""
    m = _DUEL.match(claim)
    if m is None or any(v.kind == "name" for v in values):
        return None
    n, total = stated_count(m.group("n")), stated_count(m.group("m"))
    if n is None:
        return None
    left = [(stem(w.lower()), 1.0) for w in re.findall(r"[A-Za-z]+", m.group("a"))]
    right = [(stem(w.lower()), 1.0) for w in re.findall(r"[A-Za-z]+", m.group("b"))]
    if (found := _two_columns(index, left, right) or sided_pair(index, m.group("a"), m.group("b"))) is None:
        return None  # ("Women's success rate beat men's": the quantity named once, each side by its word: :mod:`.sides`)
    pos, ga, gb = found
    own = set(index.table_rows[pos])
    counts = (m.start("n"), m.end("m") if m.group("m") else m.end("n"))
    shares = [v for v in values if v.kind == "number" and v.mention is not None and v.mention.percent and v.start > counts[1]]
    if any(not (counts[0] <= v.start < counts[1]) and v not in shares and not (v.kind == "number" and v.locator and own <= rows_holding(index, v))
           for v in values):
        return None  # "in 2008" of a table of 2008's months holds every row; any other value narrows the rows ("about 33%
        # of them" after the count is its share, checked below)
    pairs = [(x, y) for r in index.table_rows[pos] if (x := index.value(r, ga)) is not None and (y := index.value(r, gb)) is not None]
    if len(pairs) < 2 or total is not None and total != len(index.table_rows[pos]):
        return None
    sign = COMPARATIVES.get(m.group("comp").lower()) if m.group("comp") else -1 if m.group("verb").lower().startswith(_BEHIND) else 1
    if sign is None:  # "January was warmer than July in 24 of the 43 years": the comparative's direction
        return None
    held = sum((x - y) * sign > 0 for x, y in pairs)
    detail = {"table_id": index.tables[pos].id, "columns": [index.columns[ga].header, index.columns[gb].header], "word": m.group("verb"),
              "rows": len(pairs), "held": held, "count": m.group("n")}
    ok = held == n and all(agrees(Decimal(100 * held) / len(pairs), v) for v in shares)
    return Check("rowwise", ok, detail), list(range(len(values)))


_GROUP_LEAD = re.compile(r"^(?:(?P<none>no\s+one|nobody|none|not\s+one|no)\b|(?:only\s+|just\s+)?(?P<n>\w+)\s+of\s+the\s+(?P<m>\w+)\b|"
                         r"(?P<every>every|each|all)\b)", re.I)


def group_rowwise(claim: str, values: list[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """Two columns compared row by row over the rows of one category: "No one in the sulindac group had more polyps at
    three months than at baseline", "Only 4 of the 11 placebo participants, about 36%, had fewer polyps at three months
    than at baseline", "Every cream patient had fewer lesions at 24 weeks than at baseline". The category is the one
    name before the comparative (its rows in one table); the words from the comparative to "than" name one column, those
    after "than" (with the comparative's noun) another; the lead says how many of the category's rows hold the
    comparison (none, N of the M, every), a share written after the count their share. Anything else: None."""
    lead = _GROUP_LEAD.match(claim)
    if lead is None:
        return None
    toks = tokens(claim)
    comp = [(k, t, than) for k, t in enumerate(toks) if t[2] in COMPARATIVES and t[0] >= lead.end() and (than := _than_far(toks, k)) is not None]
    names = [v for v in values if v.kind == "name"]
    if len(comp) != 1 or len({v.cell for v in names}) != 1 or names[0].start > comp[0][1][0]:
        return None
    k, (s, e, w), than = comp[0]
    counted = [v for v in values if lead.start() <= v.start < lead.end()]
    shares = [v for v in values if v.kind == "number" and v.mention is not None and v.mention.percent and v.end <= s]
    inside = [v for v in values if e <= v.start and v.kind == "number" and not v.mention.percent]  # "at three months": a column's
    if any(v not in names and v not in counted and v not in shares and v not in inside for v in values):
        return None
    rows = rows_holding(index, names[0])
    tables = {index.rows[r].table_pos for r in rows}
    if len(rows) < 2 or len(tables) != 1:
        return None
    pos = next(iter(tables))
    words = lambda a, b: [(stem(t[2]), 1.0) for t in toks[a:b] if t[2][0].isalpha() or t[2].isdigit()]
    measure = [(st, 0.5) for st, _ in words(k + 1, k + 2)]  # "more polyps ... than at baseline": the polyps both sides count
    left, right = words(k + 1, than), words(than + 1, len(toks)) + measure
    a, b = best_columns(index, pos, left, ranked), best_columns(index, pos, right, ranked)
    if not a or not b or len(a) != 1 or len(b) != 1 or a == b:
        return None
    ga, gb = next(iter(a)), next(iter(b))
    pairs = [(x, y) for r in sorted(rows) if (x := index.value(r, ga)) is not None and (y := index.value(r, gb)) is not None]
    held = sum((x - y) * COMPARATIVES[w] > 0 for x, y in pairs)
    if lead.group("none"):
        expected, total = 0, None
    elif lead.group("every"):
        expected, total = len(pairs), None
    else:
        expected, total = stated_count(lead.group("n")), stated_count(lead.group("m"))
        if expected is None or total is None:
            return None
    if total is not None and total != len(rows) or len(pairs) < 2:
        return None
    ok = held == expected and all(agrees(Decimal(100 * held) / len(pairs), v) for v in shares)
    detail = {"table_id": index.tables[pos].id, "columns": [index.columns[ga].header, index.columns[gb].header], "word": w,
              "group": names[0].text, "rows": len(pairs), "held": held, "expected": expected}
    return Check("rowwise", ok, detail), list(range(len(values)))


def _than_far(toks, k: int) -> int | None:
    """The "than" of the comparative at token ``k`` up to eight tokens on ("more polyps at three months than"), in its
    clause."""
    for j in range(k + 1, min(k + 9, len(toks))):
        if toks[j][2] == "than":
            return j
        if toks[j][2] in (",", ";", ":"):
            return None
    return None
