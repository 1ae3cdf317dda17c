"""Rises and falls said of one row's signed cells: "On 10 August 2015 Google's stock slipped while the S&P 500
gained" of a table of daily returns (``google_return`` -0.0067, ``sp500_return`` +0.0128).

A column whose cells take both signs holds changes (returns, gains, swings): a verb of rising or falling said of it
on a row the claim's date or name locates is the sign of that row's cell. Each verb takes the one signed column
whose header words the claim names before it (since the previous verb); the claim holds when every such cell has
its verb's sign. Claims with numbers are left to the other checks (a stated change is checked as a value).

    >>> from mt_raig.tables import Table
    >>> from mt_raig.eval.lexical.index import index_of
    >>> from mt_raig.eval.lexical.values import claim_values
    >>> t = Table("r", "returns", ("date", "alpha_return", "beta_return"), (("2015-08-10", "-0.01", "0.02"), ("2015-08-11", "0.03", "-0.01")))
    >>> claim = "On 10 August 2015, alpha slipped while beta gained."
    >>> signed_move(claim, claim_values(claim, index_of((t,))), index_of((t,)))[0].ok
    True
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import Decimal

from .checks import Check
from .index import TableIndex, hits
from .lexicon import POLAR_SUPERLATIVES, SUPERLATIVES, stem
from .periods import DOWN_STEMS, UP_STEMS
from .values import Value, rows_holding

_WORD = re.compile(r"[A-Za-z][A-Za-z&]*")


def baseline(col) -> Decimal | None:
    """Where a column of changes is neither a rise nor a fall: 0 for one whose cells take both signs (returns, swings),
    100 for one that states a value as a percentage of an earlier one (``population_pct_of_1871``); None otherwise."""
    ns = col.numbers()
    if col.id_like or not ns:
        return None
    if min(ns) < 0 < max(ns):
        return Decimal(0)
    return Decimal(100) if _OF_BASE.search(col.header) else None


_BOUNDING = frozenset({"below", "above", "under", "over", "beneath", "past", "beyond"})
_CLOSE = frozenset(stem(w) for w in "closed ended finished settled".split())
_CHANGES = frozenset(stem(w) for w in "return returns change growth gain".split())
_SIZE_VERBS = frozenset(stem(w) for w in "grew grow grows growing shrank shrink shrinks shrinking shrunk expanded expand contracted contract".split())
_OF_BASE = re.compile(r"(?:pct|percent|index)_of_(?:1[89]|20)\d\d$", re.I)


def _verbs(claim: str, index: TableIndex, signed, taken):
    """(column, sign, verb text) of each rising or falling verb whose column the words before it (since the previous
    verb) name among ``signed``; None when a verb's column cannot be told."""
    words = [m for m in _WORD.finditer(claim) if not any(a <= m.start() < b for a, b in taken)]
    stems = [stem(m.group(0).lower()) for m in words]  # each word stemmed once
    moves, since = [], 0
    for k, (m, s) in enumerate(zip(words, stems)):
        sign = 1 if s in UP_STEMS else -1 if s in DOWN_STEMS else 0
        closed = k > 0 and stems[k - 1] in _CLOSE and m.group(0).lower() in ("higher", "lower")  # "closed higher", "ended lower"
        if not sign or m.group(0).lower() in ("up", "down", "higher", "lower", "more", "less", "fewer") and not closed:
            continue
        if k + 1 < len(words) and words[k + 1].group(0).lower() in _BOUNDING:
            continue  # "never fell below 4%", "rose above 10": a bound on a column's cells, no move of a signed one
        if k and (words[k - 1].group(0).lower() in SUPERLATIVES or words[k - 1].group(0).lower() in POLAR_SUPERLATIVES):
            return None  # "the fastest-growing of the six economies": a rank of the column, never the sign of one cell
        named = [c for c in signed if any(hits(c, w) for w in stems[since:k])]
        if not named and not any(hits(c, w) for c in index.columns if not c.id_like for w in stems[since:k]):
            named = [c for c in signed if c.stems & _CHANGES]  # "The Dow rose on 11 days": the one column of changes (a return,
            # a change) when the words name no column (never "The unemployment rate fell": that column, not the GDP growth)
        if not named and s in _SIZE_VERBS:  # "Three countries saw their economies shrink": of a growth rate, its sign
            named = [c for c in signed if "growth" in c.stems]
        if len(named) != 1:
            return None
        moves.append((named[0], sign, m.group(0)))
        since = k + 1
    return moves


def signed_conditions(claim: str, index: TableIndex, taken) -> list[tuple[set[int], str]]:
    """Rows counted by a rise or a fall ("Google's stock fell on 13 of the 21 trading days"): the rows whose signed
    cell has the verb's sign, as a condition of a count (:mod:`.counting`); empty when no verb names one column."""
    bases = {c.gid: b for c in index.columns if (b := baseline(c)) is not None}  # each column's baseline read once
    moves = _verbs(claim, index, [index.columns[g] for g in bases], taken) if bases else None
    return [({r for r in index.table_rows[c.table_pos] if (x := index.value(r, c.gid)) is not None and (x - bases[c.gid]) * sign > 0}, text)
            for c, sign, text in moves or ()]


def signed_move(claim: str, values: Sequence[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """The signs of one located row's signed cells that the claim's verbs state; None when the claim is not of that
    kind (a number in it, no one row located, a verb whose column cannot be told)."""
    if not values or any(v.kind not in ("date", "name") for v in values):
        return None
    rows = set.intersection(*(rows_holding(index, v) for v in values))
    if len(rows) != 1:
        return None
    row = index.rows[next(iter(rows))]
    signed = [c for c in index.table_columns(row.table_pos) if baseline(c) is not None]
    if not signed:
        return None
    moves = _verbs(claim, index, signed, [(v.start, v.end) for v in values])
    if not moves:
        return None
    cells = [(c, index.value(next(iter(rows)), c.gid), sign) for c, sign, _ in moves]
    ok = all(x is not None and (x - baseline(c)) * sign > 0 for c, x, sign in cells)
    detail = {"table_id": row.table_id, "row": row.row, "moves": [f"{c.header} = {x}: {'rose' if sign > 0 else 'fell'}" for c, x, sign in cells]}
    return Check("move", ok, detail), list(range(len(values)))
