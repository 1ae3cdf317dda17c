"""The whole of a table's two sides: a table of births "by sex" keeps ``boys`` and ``girls`` and no total, yet a writer
says "Total births declined from 1961 to 1962", "More babies were born in 1961 than in any other year: 4,268,326",
"Births topped four million in nineteen of the sixty-three years". The index reads such a table with one more column,
the two sides' sum, headed by the title's noun and "total" (``births_total``), so that every check reads it as any
other column (its cells are computed from the stored two, never stored themselves).

Only a table whose measures are exactly two columns of whole non-negative counts headed by the two words of one pair
of sides (boys and girls, men and women, male(s) and female(s)), with no total column, gains one.

    >>> t = Table("b", "Live births in the United States by sex, 1940 to 2002", ("year", "boys", "girls"), (("1940", "12", "11"), ("1941", "13", "12")))
    >>> with_whole(t).header, with_whole(t).cells[0]
    (('year', 'boys', 'girls', 'births_total'), ('1940', '12', '11', '23'))
"""

from __future__ import annotations

import re

from mt_raig.tables import Table

_SIDES = ({"boys", "girls"}, {"men", "women"}, {"male", "female"}, {"males", "females"})
_TITLE_NOUN = re.compile(r"^(?:[A-Z][a-z]+\s+)?([a-z]+s)\b|^([A-Z][a-z]+s)\b")
_WHOLE = re.compile(r"^\d+$")


def with_whole(table: Table) -> Table:
    """``table`` with its two sides' sum as a last column (module docstring), or ``table`` itself."""
    words = [h.strip().lower() for h in table.header[1:]]
    if len(words) != 2 or set(words) not in _SIDES or not table.cells:
        return table
    if any(not _WHOLE.match(row[j].strip().replace(",", "")) for row in table.cells for j in (1, 2)):
        return table
    m = _TITLE_NOUN.match(table.title)
    noun = (m.group(1) or m.group(2)).lower() if m else "total"
    header = f"{noun}_total"  # (never the sides' words: "more boys than girls" names the two sides alone)
    cells = tuple((*row, str(int(row[1].replace(",", "")) + int(row[2].replace(",", "")))) for row in table.cells)
    return Table(table.id, table.title, (*table.header, header), cells)
