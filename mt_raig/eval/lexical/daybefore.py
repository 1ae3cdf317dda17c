"""A day's move from the day before in a table of dates (one row a trading day): "On 21 October the index gained 21.55
points, about 9.1%", "The S&P 500 lost about 20.5% of its value on 19 October", "On 21 October the index rebounded,
closing 21.55 points up on the day before". The move is the measure's cell on that date less the cell of the row
before it (a daily series kept in time order); a percent is that move against the day before's cell. Read as
written, no cell held 20.5% and a true claim was refuted, while "21.55 points down" was accepted where the index rose
21.55 (the day's close less its open is 21.55 too).

The claim has one date that locates a row of the one table with a column of distinct dates in order (not its first
row), a move verb ("gained", "lost", "fell", "rebounded", ...) or "up"/"down" (the direction), and one or two numbers
of the move: its size ("21.55 points") and its percent ("about 9.1%"). The measure is the column the words name, else
the table's ``close``, else its one measure. The move's size agreeing and its direction wrong: false; both agreeing:
true; the size not agreeing: left to the other checks (a writer may mean the day's close less its open), as is any
other claim (None).

>>> from mt_raig.tables import Table
>>> from mt_raig.eval.lexical.index import index_of
>>> from mt_raig.eval.lexical.values import claim_values
>>> t = Table("d", "An index by trading day", ("date", "open", "close"), (("1987-10-20", "225.06", "236.83"), ("1987-10-21", "236.83", "258.38")))
>>> [day_move(c, claim_values(c, index_of((t,))), index_of((t,)))[0].ok for c in (
...     "On 21 October the index gained 21.55 points, about 9.1%.", "On 21 October the index fell 21.55 points.")]
[True, False]
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .checks import Check, daily_column
from .index import TableIndex, hits
from .lexicon import stem
from .periods import DOWN_STEMS, UP_STEMS
from .values import Value, agrees, cell_agrees, rows_holding

_MOVE = re.compile(r"\b(?P<verb>[A-Za-z]+)\s+(?:by\s+)?(?:(?:another|a\s+further)\s+)?(?:(?:about|roughly|nearly|almost|some|around|just)\s+)?$", re.I)
_POINTS = re.compile(r"\s*(?:index\s+)?points?\s+(?P<way>up|down|higher|lower)\s+(?:on|from|than)\s+(?:the\s+(?:day|session)\s+before|"
                     r"the\s+previous\s+(?:day|session))\b", re.I)
_SHARE = re.compile(r"^\s*(?:[A-Za-z]+\s*)?,?\s*(?:(?:about|roughly|nearly|almost|some|around|or)\s+)*$", re.I)  # ("21.55 points, about")


def _series(index: TableIndex) -> tuple[int, int] | None:
    """(table, date column) of the one table whose one date column holds distinct dates in order; None otherwise."""
    found = [(pos, col.gid) for pos in range(len(index.tables)) if (col := daily_column(index, pos)) is not None and list(col.values) == sorted(col.values)]
    return found[0] if len(found) == 1 else None


def day_move(claim: str, values: Sequence[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """The check of a day's move from the day before (module docstring); None when the claim is not one."""
    dates = [i for i, v in enumerate(values) if v.kind == "date"]
    numbers = [i for i, v in enumerate(values) if v.kind == "number"]
    if len(dates) != 1 or not 1 <= len(numbers) <= 2 or len(dates) + len(numbers) != len(values) or (series := _series(index)) is None:
        return None
    pos, _ = series
    own = index.table_rows[pos]
    rows = [k for k, r in enumerate(own) if r in rows_holding(index, values[dates[0]])]
    if len(rows) != 1 or rows[0] == 0:
        return None
    row, before = own[rows[0]], own[rows[0] - 1]
    size = next((i for i in numbers if not values[i].mention.percent), None)
    share = next((i for i in numbers if values[i].mention.percent), None)
    if len(numbers) == 2 and (size is None or share is None or not _SHARE.match(claim[values[size].end:values[share].start])):
        return None  # "gained 21.55 points, about 9.1%": the move and its percent, one after the other
    lead = values[size if size is not None else share]
    verb = _MOVE.search(claim[:lead.start])
    moved = stem(verb.group("verb").lower()) if verb else None  # "gained 21.55", "lost about 20.5%": a move verb (:mod:`.periods`)
    way = _POINTS.match(claim, lead.end)
    if moved not in UP_STEMS | DOWN_STEMS and way is None:
        return None
    up = way.group("way").lower() in ("up", "higher") if way else moved in UP_STEMS
    words = {stem(w.lower()) for w in re.findall(r"[A-Za-z]+", claim)}
    cols = [c for c in index.table_columns(pos) if not c.id_like and c.dimension != "date" and c.numbers()]
    named = [c for c in cols if any(hits(c, w) for w in words)]
    col = named[0] if len(named) == 1 else next((c for c in cols if c.header.lower() == "close"), None) if not named else None
    col = col or (cols[0] if len(cols) == 1 else None)
    if col is None or (now := index.value(row, col.gid)) is None or (then := index.value(before, col.gid)) is None or not then:
        return None
    move = now - then
    fits = (size is None or cell_agrees(values[size], col, abs(move))) and (share is None or agrees(abs(move) / abs(then) * 100, values[share]))
    if not fits:
        return None  # another move than the day's (its close less its open): left to the other checks
    detail = {"table_id": index.tables[pos].id, "column": col.header, "rows": [index.rows[before].row, index.rows[row].row], "values": [str(then), str(now)]}
    return Check("trend", (move > 0) == up and move != 0, detail), list(range(len(values)))
