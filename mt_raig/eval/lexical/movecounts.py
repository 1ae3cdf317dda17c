"""How many rows moved one way between two years: "Five of the seven income brackets lost ground between 1960 and 1970",
"Three countries saw their economies shrink between 1960 and 1995". Read as written, the two years each located rows
and the count was a number word nothing verified, so the claim was skipped whatever the count.

The claim opens with a count ("Five", "Only two", "Five of the seven") and then, before "between <year> and <year>",
a verb of rising or falling ("rose", "grew", "gained ground"; "fell", "shrank", "lost ground"). The rows that moved
are counted in the first of these shapes the tables have:

- a column per year of one measure (``litres_2005``, ``litres_2008``, as :func:`.periodmoves.year_pairs` pairs them): each row's
  later cell against its earlier one;
- a long table with a ``year`` column holding both years and a column naming the same things in each of the two years
  (``income_thousand_1973_usd``: "0-3", "3-5", ...): each thing's measure (the column the words name, else the one
  measure left) in the later year against the earlier;
- a column of the change itself over a span the table's title or the column's header writes with both years
  ("growth_pct_per_year" of "Economic growth ... from 1960 to 1995"): its sign.

A stated total ("of the seven") must be the rows compared. Anything else is left to the other checks (None).

>>> from mt_raig.tables import Table
>>> from mt_raig.eval.lexical.index import index_of
>>> from mt_raig.eval.lexical.values import claim_values
>>> t = Table("i", "Families by income class, 1960 and 1970", ("year", "income_class", "pct_of_families"),
...           (("1960", "low", "20"), ("1960", "middle", "50"), ("1960", "high", "30"),
...            ("1970", "low", "15"), ("1970", "middle", "45"), ("1970", "high", "40")))
>>> ix = index_of((t,))
>>> [moved_count(c, claim_values(c, ix), ix)[0].ok for c in ("Two of the three income classes lost ground between 1960 and 1970.",
...                                                          "One of the three income classes lost ground between 1960 and 1970.")]
[True, False]
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import Decimal

from .checks import Check, measure_columns
from .headers import header_words, year_key
from .index import TableIndex
from .lexicon import STOPWORDS, stem
from .periodmoves import chosen_pair, row_moves, year_pairs
from .values import Value
from .words import stated_count

_UP = "rose|grew|increased|gained|climbed|expanded|improved|grow|rise|increase|gain|climb|expand|improve"
_DOWN = "fell|dropped|declined|decreased|shrank|shrunk|contracted|lost|slipped|shrink|fall|drop|decline|decrease|contract|lose|slip"
_COUNTED_MOVE = re.compile(r"^(?:only\s+|just\s+|exactly\s+)?(?P<n>[A-Za-z]+(?:-[a-z]+)?|\d+)\s+(?:of\s+the\s+(?P<of>[a-z]+(?:-[a-z]+)?|\d+)\s+)?"
                           r"(?P<words>(?:[\w'’-]+\s+){0,5}?)(?P<move>" + _UP + "|" + _DOWN + r")\b(?P<rest>(?:\s+[\w'’-]+){0,4}?)\s+"
                           r"between\s+(?P<y1>(?:1[89]|20)\d\d)\s+and\s+(?P<y2>(?:1[89]|20)\d\d)\s*\.?$", re.I)
_CHANGE_WORDS = frozenset({"growth", "change", "gain", "increase", "decline"})


def moved_count(claim: str, values: Sequence[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """The check of a count of rows moving one way between two years (rules above), with the values used."""
    m = _COUNTED_MOVE.match(claim.strip())
    if m is None or (n := stated_count(m.group("n"))) is None:
        return None
    total = stated_count(m.group("of")) if m.group("of") else None
    if m.group("of") and total is None:
        return None
    y1, y2 = int(m.group("y1")), int(m.group("y2"))
    if y1 >= y2 or any(not (v.kind == "number" and (v.start in (m.start("y1"), m.start("y2")) or m.start("n") <= v.start < m.end("n")
                                                    or m.group("of") and m.start("of") <= v.start < m.end("of"))) for v in values):
        return None  # another value: more than a count of moves
    up = re.fullmatch(_UP, m.group("move"), re.I) is not None
    words = [(stem(w), 1.0) for w in re.findall(r"[a-z]+", (m.group("words") + m.group("rest")).lower()) if w not in STOPWORDS]
    moves = _wide(index, claim, y1, y2) or _long(index, words, y1, y2) or _span_change(index, words, y1, y2)
    if moves is None:
        return None
    where, changes = moves
    if total is not None and total != len(changes):
        return None
    moved = sum(1 for d in changes if (d > 0 if up else d < 0))
    detail = {"table_id": where, "between": [y1, y2], "moved": moved, "of": len(changes), "count": m.group("n"), "way": "up" if up else "down"}
    return Check("count", moved == n, detail), list(range(len(values)))


def _wide(index: TableIndex, claim: str, y1: int, y2: int) -> tuple[str, list[Decimal]] | None:
    """A column per year: each row's later cell minus its earlier one."""
    pair = chosen_pair(index, claim, year_pairs(index, y1, y2))
    if pair is None:
        return None
    moves = row_moves(index, *pair, False)
    return (index.tables[pair[0].table_pos].id, list(moves.values())) if len(moves) >= 2 else None


def _long(index: TableIndex, words, y1: int, y2: int) -> tuple[str, list[Decimal]] | None:
    """A year column and a column naming the same things in both years: each thing's measure, later minus earlier."""
    for pos, table in enumerate(index.tables):
        if (k := year_key(table)) is None:
            continue
        early = [i for i, row in enumerate(table.cells) if row[k].strip() == str(y1)]
        late = [i for i, row in enumerate(table.cells) if row[k].strip() == str(y2)]
        if len(early) < 2 or len(early) != len(late):
            continue
        keys = [j for j in range(len(table.header)) if j != k and len({table.cells[i][j].strip() for i in early}) == len(early)
                and {table.cells[i][j].strip() for i in early} == {table.cells[i][j].strip() for i in late}]
        cols = [c for c in index.table_columns(pos) if table.header.index(c.header) not in (k, *keys) and not c.id_like and c.dimension != "date"]
        named = [g for g in measure_columns(index, pos, words) if any(c.gid == g for c in cols)] if words else []
        measure = named if len(named) == 1 else [c.gid for c in cols] if len(cols) == 1 else []
        if len(keys) != 1 or len(measure) != 1:
            continue
        j, col = keys[0], index.columns[measure[0]]
        own = index.table_rows[pos]
        later = {table.cells[i][j].strip(): index.value(own[i], col.gid) for i in late}
        changes = [later[table.cells[i][j].strip()] - x for i in early if (x := index.value(own[i], col.gid)) is not None
                   and later.get(table.cells[i][j].strip()) is not None]
        return (table.id, changes) if len(changes) == len(early) else None
    return None


def _span_change(index: TableIndex, words, y1: int, y2: int) -> tuple[str, list[Decimal]] | None:
    """A column of the change over the span (its header or the title writes both years): the sign of each cell."""
    for pos, table in enumerate(index.tables):
        titled = {int(y) for y in re.findall(r"(?<!\d)((?:1[89]|20)\d\d)(?!\d)", table.title)}
        cols = [c for c in index.table_columns(pos) if set(header_words(c.header)) & _CHANGE_WORDS and not c.id_like
                and ({y1, y2} <= titled or {y1, y2} <= {int(y) for y in re.findall(r"(?:1[89]|20)\d\d", c.header)})]
        if len(cols) == 1:
            cells = [x for x in cols[0].values if x is not None]
            return (table.id, cells) if len(cells) >= 2 else None
    return None
