"""Conditions of a count that its values missed, read from the cells of a categorical column (at most ten distinct
short cells): "12 of the 20 countries are EU members" (a yes/no column), "three of the members are Female" (a cell,
or the words a sex column's F and M stand for), "the Discount segment" (a capitalised word where a cell of the
column would be, which no cell holds: a condition no row meets), "None of the orders went to Italy" (a place no cell
holds), and the negative cells of a signed column ("fell on 13 of the 21 trading days")."""

from __future__ import annotations

import re
from collections.abc import Sequence

from .flags import FLAG_CELLS, flag, holds, optional
from .index import TableIndex, header_stems, header_words
from .lexicon import HEADER_NOISE, stem
from .nouns import table_of
from .signedmoves import signed_conditions

_ABSENT_NAME = re.compile(r"\b(?:from|in|to|at|by|for|with|on|of)\s+((?:[A-Z][\w'-]*)(?:\s+(?:[A-Z][\w'-]*|of|de|del|da))*)")
_SEX = {"F": ("women", "woman", "female", "females", "girls"), "M": ("men", "man", "male", "males", "boys")}


def categorical_conditions(index: TableIndex, claim: str, taken: Sequence[tuple[int, int]], absent: bool, between: Sequence[tuple[int, int]]) -> list[tuple[set[int], str]] | None:
    """Conditions read from categorical cells the values missed: (rows, text); None when a slot names no cell."""
    out = []
    for pos, t in enumerate(index.tables):
        for j, h in enumerate(t.header):
            cells = {r[j].strip() for r in t.cells}
            if len(cells) > 10 or len(cells) < 2 or any(len(c) > 20 for c in cells):
                continue
            rows = index.table_rows[pos]
            words = [w for w in header_words(h) if w not in HEADER_NOISE and len(w) > 1]
            yes_no = {c.lower() for c in cells} in FLAG_CELLS
            if (yes_no or optional([r[j] for r in t.cells])) and (said := flag(claim, h, taken)) is not None:
                out.append(({rows[i] for i, r in enumerate(t.cells) if holds(r[j], yes_no) == said[0]}, said[1]))
                continue  # "12 of the 20 countries are EU members" (eu_member yes), "have adopted the euro" (not blank)
            for c in sorted(cells - {""}, key=len, reverse=True):
                forms = [re.escape(c)] + ([re.escape(c) + "s"] if c[-1:].isalpha() else [])
                forms += [re.escape(w) for w in _SEX.get(c.upper(), ()) if stem(h.lower()) in ("sex", "gender")]
                pat = r"(?<![\w+=-])(?:" + "|".join(forms) + r")(?![\w+=-])"
                for m in re.finditer(pat, claim, 0 if len(c) <= 2 and not c.isalpha() else re.I):
                    if any(a < m.end() and m.start() < b for a, b in taken) or table_of(index, [m.group(0)]) is not None:
                        continue  # "members" is the table counted, not its "Member" cell
                    near = claim[max(0, m.start() - 25):m.end() + 25].lower()
                    beside = any(re.search(r"\b" + re.escape(w[:5]), near) for w in words)
                    if len(c) <= 2 and not beside and c.upper() not in _SEX and not any(a <= m.start() < b for a, b in between):
                        continue  # "A" or "-" alone is a cell only beside its header word ("status A", "labelled -")
                    out.append(({rows[i] for i, r in enumerate(t.cells) if r[j].strip() == c}, m.group(0)))
                    taken = [*taken, (m.start(), m.end())]
            if absent:  # "the Discount segment": a capitalised word in the slot of a value of this column, no cell of it
                for w in words:
                    for m in re.finditer(r"\b(?:the|a|an)\s+([A-Z][\w-]*)\s+(?:\w+-)?" + re.escape(w) + r"\b", claim):
                        if not any(a < m.end(1) and m.start(1) < b for a, b in taken):
                            out.append((set(), m.group(1)))
    if absent:  # "None of the orders went to Italy": a place or name after a preposition that no cell holds meets no row
        heads = {x for t in index.tables for h in t.header for x in header_stems(h)}
        for m in _ABSENT_NAME.finditer(claim):
            if not any(a < m.end(1) and m.start(1) < b for a, b in taken) and table_of(index, m.group(1).split()) is None \
                    and not any(stem(w.lower()) in heads for w in m.group(1).split()):
                out.append((set(), m.group(1)))
    return out + signed_conditions(claim, index, taken)  # "fell on 13 of the 21 trading days": the negative returns
