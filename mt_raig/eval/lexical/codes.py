"""Short codes a writer spells out: "bats left-handed" for a ``bats`` cell ``L``, "a switch hitter" for ``S``, "the
American League" for a ``lgID`` cell ``AL`` (a capitalised phrase whose initials are the code).

Only the cells of a categorical column (at most ten distinct values, none longer than three characters) are read
this way: for a column headed by a handedness word (bats, throws, foot) the words of the lexicon below, and for an
upper-case code of two or three letters the phrase of its initials after "the" ("the American League", a whole
capitalised run: "Ann Lee" is no ``AL``). The value found holds exactly the rows with
that code, so "Min Park bats right-handed" is refuted by his ``bats`` cell ``L`` and "Two of the three teams play
in the American League" counts the ``AL`` rows.

    >>> from mt_raig.eval.lexical.index import index_of
    >>> from mt_raig.tables import Table
    >>> t = Table("p", "people", ("name", "bats", "lgID"), (("Ann Lee", "L", "AL"), ("Bo Diaz", "R", "NL")))
    >>> [(v.text, v.cell, sorted(v.holders)) for v in code_values("Ann Lee, a left-hander in the American League", index_of((t,)))]
    [('left-hander', 'bats=L', [0]), ('American League', 'lgID=AL', [0])]
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from mt_raig.tables import Table

from .index import TableIndex, header_words
from .values import Value

_HANDED = frozenset("bats throws hand handed foot footed batting throwing".split())
_HAND_WORDS = {
    "L": ("left-handed", "left-hander", "lefty", "southpaw", "left-footed", "bats left", "throws left"),
    "R": ("right-handed", "right-hander", "righty", "right-footed", "bats right", "throws right"),
    "S": ("switch hitter", "switch-hitter", "switch-hitting", "switch-hits"),
    "B": ("switch hitter", "switch-hitter", "switch-hitting", "both-footed", "ambidextrous"),
}


def code_values(claim: str, index: TableIndex, free: Callable[[int, int], bool] = lambda s, e: True) -> list[Value]:
    """The spelled-out codes of ``claim`` (module docstring) in free spans, each holding the rows with its code."""
    out: list[Value] = []
    for pos, header, code, pattern, flags, rows in _code_forms(index.tables):
        own = index.table_rows[pos]
        for m in re.finditer(pattern, claim, flags):
            if free(m.start(), m.end()):
                v = Value(m.group(0), "code", m.start(), m.end(), cell=f"{header}={code}")
                v.holders = {own[i] for i in rows}
                out.append(v)
    return out


@lru_cache(maxsize=256)
def _code_forms(tables: tuple[Table, ...]) -> list[tuple[int, str, str, str, int, tuple[int, ...]]]:
    """(table position, header, code, pattern, regex flags, the table's rows with the code) of every code a writer may
    spell out in these tables: computed once per item, not per claim."""
    out = []
    for pos, table in enumerate(tables):
        for j, header in enumerate(table.header):
            cells = {r[j].strip() for r in table.cells}
            if not 2 <= len(cells) <= 10 or any(len(c) > 3 for c in cells):
                continue
            handed = bool(set(header_words(header)) & _HANDED)
            for code in sorted(cells):
                rows = tuple(i for i, r in enumerate(table.cells) if r[j].strip() == code)
                for form in _HAND_WORDS.get(code, ()) if handed else ():
                    out.append((pos, header, code, r"(?<![\w-])" + re.escape(form) + r"(?![\w-])", re.I, rows))
                if 2 <= len(code) <= 3 and code.isalpha() and code.isupper():  # "the American League" for AL
                    initials = r"\s+".join(ch + r"[a-z]+" for ch in code)
                    out.append((pos, header, code, r"(?<=\b[Tt]he )" + initials + r"(?!\s+[A-Z])(?![\w-])", 0, rows))
    return out
