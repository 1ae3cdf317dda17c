"""Yes/no columns named by a word of their header: "12 of the 20 countries are EU members" (``eu_member`` yes),
"South Korea is not a member of the G7" (its ``g7_member`` cell no), "non-EU", "outside the EU"; and columns some
rows leave blank, named by their header's words: "40% of the countries have adopted the euro" (``euro_adopted`` not
blank).

A column whose cells are only yes/no (or true/false) is named by its one distinctive header word ("EU" of
``eu_member``, "G7" of ``g7_member``; "member", "is", "has" say nothing). In a count it is a condition (:mod:`.counting`);
said of one named entity it is that entity's cell (:func:`flag_cell`). "non-", "outside the" or "not" shortly before the
word turns it to "no".

>>> from mt_raig.tables import Table
>>> from mt_raig.eval.lexical.index import index_of
>>> from mt_raig.eval.lexical.values import claim_values
>>> t = Table("c", "countries", ("country", "g7_member"), (("Japan", "yes"), ("South Korea", "no")))
>>> claim = "South Korea is not a member of the G7."
>>> flag_cell(claim, claim_values(claim, index_of((t,))), index_of((t,)))[0].ok
True
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .checks import Check
from .headers import YEAR_IN_HEADER, header_years
from .index import TableIndex
from .lexicon import HEADER_NOISE, stem
from .values import Value, rows_holding
from .windows import year_like

FLAG_CELLS = ({"yes", "no"}, {"true", "false"})
_QUANTITY = re.compile(r"(?<![a-z0-9])\d{1,3}[a-z]{1,4}(?![a-z0-9])")  # "65mph" of "speed_limit_65mph_1990": said as "65 mph"


def holds(cell: str, yes_no: bool) -> bool:
    """Whether a row has what its column says: a yes/true cell of a yes/no column, else any non-blank cell."""
    return cell.strip().lower() in ("yes", "true") if yes_no else bool(cell.strip())


def optional(cells: Sequence[str]) -> bool:
    """Whether a column is an attribute some rows lack: blank cells beside non-blank ones ("year the euro was adopted")."""
    return any(not c.strip() for c in cells) and any(c.strip() for c in cells)
_NOISE = frozenset("member members is has have was flag yes no".split())


def flag(claim: str, header: str, taken: Sequence[tuple[int, int]] = ()) -> tuple[bool, str] | None:
    """(holds, text) when the claim names a yes/no column by the one distinctive word of its ``header`` (split at
    underscores and spaces only: "g7" stays whole; not inside ``taken`` spans); holds is False after "non-", "outside
    the", "no (recorded)" or a "not" up to four words before."""
    own = [w for w in re.split(r"[\W_]+", _QUANTITY.sub(" ", header.lower())) if w and w not in _NOISE and w not in HEADER_NOISE
           and not YEAR_IN_HEADER.fullmatch(w)]  # "open_container_law_1990": the law, its year a locator
    if not 1 <= len(own) <= 3:
        return None
    words = [m for m in re.finditer(r"(?<![\w-])[A-Za-z0-9]+(?![\w-])", claim) if not any(a < m.end() and m.start() < b for a, b in taken)]
    found = [next((m for m in words if stem(m.group(0).lower()) == stem(w)), None) for w in own]  # "adopt" of "adopted"
    if None in found:
        return None  # "adopted the euro" names ``euro_adopted`` by both its words
    m = min(found, key=lambda x: x.start())
    denied = re.search(r"(?:\bnon-|\boutside\s+(?:the\s+)?|\b(?:not|never)\s+(?:\w+\s+){0,4}?|\bno\s+(?:recorded\s+|listed\s+|known\s+)?)$",
                       claim[:m.start()], re.I)  # "have no recorded conservation status": the blank cells
    denied = denied or re.match(r"(?:\s+\w+)?\s+(?:is|are|was|were)\s*(?:not\b|n[’']t\b)", claim[m.end():], re.I)
    return denied is None, m.group(0)  # "Remembrance Day is not a holiday in Quebec": the column's word, then "is not"


def flag_cell(claim: str, values: Sequence[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """"X is (not) a G7 member": the one named entity's cell of the yes/no column the claim names; None otherwise.
    Beside other values ("Alaska, the state with the fewest ..., had an open container law in 1990") the cell only
    refutes: a cell that holds leaves the rest of the claim to the other checks (None), unless the rest is the column's
    own year ("Georgia did not have administrative revocation in 1990"); a column of a year the claim does not cite is
    not read."""
    names = [i for i, v in enumerate(values) if v.kind == "name"]
    years = {int(v.mention.number.value) for v in values if v.kind == "number" and v.locator and year_like(v.mention.number)}
    if len(names) != 1:
        return None
    rows = rows_holding(index, values[names[0]])
    rows = rows | {p for r in rows for p in index.partners[r]}  # "Alaska ... had an open container law": its joined row
    taken = [(values[names[0]].start, values[names[0]].end)]
    for pos, t in enumerate(index.tables):
        own = [r for r in rows if index.rows[r].table_pos == pos]
        for j, h in enumerate(t.header):
            cells = {r[j].strip().lower() for r in t.cells}
            if len(own) != 1 or cells not in FLAG_CELLS or (years and header_years(h) - years):
                continue
            said = flag(claim, h, taken)
            if said is not None:
                cell = t.cells[index.rows[own[0]].row - 1][j].strip().lower()
                detail = {"table_id": t.id, "row": index.rows[own[0]].row, "column": h, "cell": cell, "said": "yes" if said[0] else "no"}
                ok = holds(cell, True) == said[0]  # decided when the rest is the column's own year ("... in 1990")
                own_year = len(values) == 2 and years and years <= header_years(h)
                return (Check("flag", ok, detail), list(range(len(values)))) if ok is False or len(values) == 1 or own_year else None
    return None
