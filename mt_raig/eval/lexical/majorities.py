"""A party's majority of a house's seats: "Labor won a majority of seats at 8 of the 27 elections, about 30% of them",
"Before 1972, Labor never won a majority of the House", "Labour won a majority of the seats in 1997".

No cell holds a majority: it is a party's seats above half of the house's, row by row, where a table keeps the
house's seats in a column the parties' columns refine (``seats`` beside ``labor_seats``, ``liberal_seats``). The party
column is the one the words before "majority" name among them. The claim counts the rows where it holds ("at 8 of
the 27 elections", a share after the count "about 30% of them"), denies it over the years a "before"/"after"/"since"
year leaves ("never"), or states it of the one row its year locates. Anything else is left to the other checks
(None): a share of the vote ("a majority of the vote") is a percent column's (:mod:`.boundcounts`).

>>> from mt_raig.tables import Table
>>> from mt_raig.eval.lexical.index import index_of
>>> from mt_raig.eval.lexical.values import claim_values
>>> t = Table("e", "Elections", ("year", "seats", "red_seats", "blue_seats"), (("2001", "100", "55", "40"), ("2005", "100", "45", "52"),
...                                                                          ("2009", "100", "60", "35")))
>>> index = index_of((t,))
>>> [seat_majority(c, claim_values(c, index), index)[0].ok for c in ("Red won a majority of seats at 2 of the 3 elections.",
...                                                                  "Before 2009, Blue never won a majority of the seats.")]
[True, False]
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import Decimal

from .checks import Check
from .headers import header_words, year_key
from .index import TableIndex
from .lexicon import stem
from .values import Value, agrees, base_columns, best_columns
from .words import stated_count

_MAJORITY = re.compile(r"\b(?P<never>never\s+)?(?:won|held|had|took|secured|gained)\s+(?:a|an\s+(?:outright|absolute|overall|clear))\s+majority"
                       r"(?:\s+of\s+(?:the\s+)?(?:seats|house|chamber|parliament)|\s+in\s+the\s+(?:house|chamber|parliament))\b", re.I)
_AT = re.compile(r"\s*(?:at|in)\s+(?:only\s+|just\s+)?(?P<n>\w+)\s+of\s+the\s+(?P<m>\w+)\s+[a-z]+", re.I)
_SCOPE = re.compile(r"\b(?P<op>before|after|since|until)\s+(?P<year>\d{4})\b", re.I)


def seat_majority(claim: str, values: Sequence[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """The check of a party's majority of seats (rules above), with the values it used; None otherwise."""
    m = _MAJORITY.search(claim)
    if m is None:
        return None
    found = [(p, cols) for p in range(len(index.tables)) if len(cols := _party_columns(index, p)) >= 2]
    if len(found) != 1:
        return None
    pos, base, parties = found[0][0], found[0][1][0], found[0][1][1:]
    words = [(stem(w.lower()), 1.0) for w in re.findall(r"[A-Za-z]+", claim[:m.start()])]
    party = best_columns(index, pos, words, lambda c: c.gid in parties)
    key = year_key(index.tables[pos])
    if not party or len(party) != 1 or key is None:
        return None
    gid = next(iter(party))
    rows = index.table_rows[pos]
    year_of = {r: int(y) for r in rows if (y := index.tables[pos].cells[index.rows[r].row - 1][key].strip()).isdigit()}
    held = {r for r in rows if (x := index.value(r, gid)) is not None and (b := index.value(r, base)) and x * 2 > b}
    detail = {"table_id": index.tables[pos].id, "column": index.columns[gid].header, "of": index.columns[base].header}
    at = _AT.match(claim, m.end())
    scope = _SCOPE.search(claim)
    used = [i for i, v in enumerate(values) if v.kind == "number"]
    if at is not None and not m.group("never"):
        n, total = stated_count(at.group("n")), stated_count(at.group("m"))
        shares = [v for v in values if v.kind == "number" and v.mention is not None and v.mention.percent and v.start > at.end()]
        if n is None or total is None or total != len(rows) or len(used) != 2 + len(shares):
            return None
        ok = len(held) == n and all(agrees(Decimal(100 * len(held)) / len(rows), v) for v in shares)
        return Check("majority", ok, {**detail, "rows": len(rows), "held": len(held), "count": at.group("n")}), used
    if m.group("never") and scope is not None and len(used) == 1:
        year, op = int(scope.group("year")), scope.group("op").lower()
        inside = {r for r, y in year_of.items() if (y < year if op in ("before", "until") else y > year if op == "after" else y >= year)}
        return Check("majority", not (held & inside), {**detail, "rows": len(inside), "held": len(held & inside)}), used
    years = [v for v in values if v.kind == "number" and v.locator and v.mention is not None and 1000 <= v.mention.number.value <= 2100]
    if not m.group("never") and len(years) == 1 and len(used) == 1 and scope is None:
        row = [r for r, y in year_of.items() if y == years[0].mention.number.value]
        if len(row) != 1:
            return None
        return Check("majority", row[0] in held, {**detail, "year": years[0].text}), used
    return None


def _party_columns(index: TableIndex, pos: int) -> list[int]:
    """[the house's seats column, the parties' seats columns], or [] when the table has no such columns: counts whose
    header words all refine one base column's (``seats`` of ``labor_seats``)."""
    counts = [c.gid for c in index.table_columns(pos) if not c.id_like and not c.percent and c.dimension is None and c.numbers()]
    seated = [g for g in counts if "seats" in header_words(index.columns[g].header)]
    base = base_columns(index, seated)
    if len(base) != 1 or len(seated) < 3:
        return []
    return [base[0], *[g for g in seated if g != base[0]]]
