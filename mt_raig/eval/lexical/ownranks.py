"""A superlative of one entity's own rows: "New Zealand's lowest beer consumption came in 2006, at 3.96 litres" ranks
New Zealand's rows (one a year) by the column whose cell the claim cites (``beer_litres``: 3.96), and the cited row
must be first; "Ruth's lowest home-run total in a Yankees season was 22, in 1934" ranks the Yankees rows.

Read as written, the superlative found no column among all the table's rows to rank (the entity's rows are only
some of them), so "highest" was accepted beside "lowest". This is a fallback for a superlative left unresolved
(:func:`.relations.analyse` gives it ``ok=None``): the claim names one entity with two or more rows of one table, and
cites one number that sits in one of those rows (with the row's year or other locator, where written) under one
column, which a word of the three after the superlative names. The row's cell must be the highest (lowest) of the
entity's rows in that column, ties included. Anything else stays unresolved.

    >>> from mt_raig.eval.lexical.index import index_of
    >>> from mt_raig.eval.lexical.values import claim_values
    >>> from mt_raig.tables import Table
    >>> t = Table("beer", "Beer drunk per adult by country and year (litres)", ("country", "year", "beer_litres"),
    ...           (("Norway", "2004", "4.2"), ("Norway", "2005", "4.0"), ("Norway", "2006", "3.9"), ("Chile", "2004", "2.1"), ("Chile", "2005", "2.6")))
    >>> ix = index_of((t,))
    >>> claim = "Norway's lowest beer consumption came in 2006, at 3.9 litres."
    >>> own_superlative(claim, claim_values(claim, ix), ix).ok
    True
    >>> claim = "Norway's highest beer consumption came in 2006, at 3.9 litres."
    >>> own_superlative(claim, claim_values(claim, ix), ix).ok
    False
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .checks import Check
from .index import TableIndex, hits
from .lexicon import SUPERLATIVES, stem
from .values import Value, number_columns, rows_holding

_WORD = re.compile(r"[A-Za-z][A-Za-z-]*")


def own_superlative(claim: str, values: Sequence[Value], index: TableIndex) -> Check | None:
    """The check of a superlative over one entity's own rows (module docstring), or None."""
    words = [(m.start(), m.end(), m.group(0).lower()) for m in _WORD.finditer(claim)]
    sups = [k for k, (_, _, w) in enumerate(words) if w in SUPERLATIVES]
    names = [v for v in values if v.kind == "name"]
    numbers = [v for v in values if v.kind == "number" and not v.locator and v.mention is not None and not v.mention.percent]
    locators = [v for v in values if v.kind == "number" and v.locator]
    if len(sups) != 1 or len(names) != 1 or len(numbers) != 1 or len(names) + len(numbers) + len(locators) != len(values):
        return None
    sign = SUPERLATIVES[words[sups[0]][2]]
    held = rows_holding(index, names[0])
    tables = {index.rows[r].table_pos for r in held}
    if len(held) < 2 or len(tables) != 1:
        return None
    q = numbers[0]
    rows = held & rows_holding(index, q)
    for v in locators:
        rows &= rows_holding(index, v)
    if len(rows) != 1:
        return None
    r = next(iter(rows))
    gids = [g for g in number_columns(index, r, q) if g >= 0]
    after = {stem(part) for _, _, w in words[sups[0] + 1:sups[0] + 4] for part in (w, *w.split("-"))}  # ("home-run": home, run)
    if len(gids) != 1 or not any(hits(index.columns[gids[0]], w) for w in after):
        return None
    gid = gids[0]
    cells = {x: index.value(x, gid) for x in held}
    if any(x is None for x in cells.values()):
        return None
    best = max(x * sign for x in cells.values())
    detail = {"word": words[sups[0]][2], "column": index.columns[gid].header, "of": f"{len(held)} rows of {names[0].text}",
              "rank": "first" if cells[r] * sign == best else "not first"}
    return Check("superlative", cells[r] * sign == best, detail)
