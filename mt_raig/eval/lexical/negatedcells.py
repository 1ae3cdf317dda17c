"""A negation a table states in a cell: "Sweden has never adopted the euro" of a cell "not adopted", "Hong Kong is not a
member of the United Nations" of "not a UN member", "Hindi has no official status" of "not official"; and "Bianca Del
Rio never once landed in the bottom" of a count cell 0 (:func:`zero_count`).

The claim is negated and names one entity (its only value) whose row is in a table with a column of such cells (some
cells start with "not" or "no"). The column is the one whose negated cells share a word with what the claim negates
(the words after its "not", "never", "no"). The claim holds when the entity's cell there is a negated one. Anything
else is left to the other checks (None).

>>> from mt_raig.tables import Table
>>> from mt_raig.eval.lexical.index import index_of
>>> from mt_raig.eval.lexical.values import claim_values
>>> t = Table("eu", "EU members", ("country", "euro_since"), (("Sweden", "not adopted"), ("Finland", "1999"), ("Italy", "1999")))
>>> claim = "Finland has never adopted the euro."
>>> negated_cell(claim, claim_values(claim, index_of((t,))), index_of((t,)))[0].ok
False
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .checks import Check, of_years
from .index import TableIndex
from .lexicon import STOPWORDS, stem
from .values import Value, best_columns, rows_holding
from .windows import claim_year

_NEGATION = re.compile(r"\b(?:not|never|no)\b|n[’']t\b", re.I)
_NEGATED_CELL = re.compile(r"^(?:not|no|non)[\s-]+(.+)$", re.I)


def negated_cell(claim: str, values: Sequence[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """The check of a negation one entity's cell states (module docstring); None otherwise."""
    if not values or any(v.kind != "name" for v in values) or (neg := _NEGATION.search(claim)) is None:
        return None
    said = {stem(w) for w in re.findall(r"[a-z]+", claim[neg.end():].lower()) if w not in STOPWORDS}
    rows = rows_holding(index, values[0])  # the entity: the first name ("Venda has no official status": Venda)
    for pos in sorted({index.rows[r].table_pos for r in rows}):
        own = [index.rows[r].row for r in rows if index.rows[r].table_pos == pos]
        table = index.tables[pos]
        cols = [j for j in range(len(table.header)) if _named(table, j, said)]
        if len(own) != 1 or len(cols) != 1:
            continue
        kinds = {c[cols[0]].strip() for c in table.cells}
        if any(v.cell not in kinds for v in values[1:]):
            continue  # another name is no state of that column ("official" is): another claim
        cell = table.cells[own[0] - 1][cols[0]].strip()
        detail = {"table_id": table.id, "row": own[0], "column": table.header[cols[0]], "cell": cell}
        return Check("negated cell", _NEGATED_CELL.match(cell) is not None, detail), list(range(len(values)))
    return None


def _named(table, j: int, said: set[str]) -> bool:
    """Whether column ``j`` holds negated cells ("not adopted") one of whose words the claim negates."""
    words = {stem(w) for c in table.cells if (m := _NEGATED_CELL.match(c[j].strip())) for w in re.findall(r"[a-z]+", m.group(1).lower())}
    return bool(words - {stem(w) for w in STOPWORDS} & said) if words else False


_NEVER = re.compile(r"\bnever\b(?:\s+once\b|\s+(?:even\s+)?a\s+single\s+time\b)?", re.I)


def zero_count(claim: str, values: Sequence[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """"Bianca Del Rio never once landed in the bottom", "Corps IX went the whole of 1875 to 1879 without a horse-kick
    death": one entity (the claim's only value but the years of a period) whose row has one count column (whole
    numbers, 0 in some row) that the words after "never" or "without a" name (``times_bottom``; of the period's
    column where the claim writes its years, ``deaths_1875_1879``); it holds when that cell is 0. "No corps got
    through 1880-1884 without a horse-kick death": no row of that column at 0. None otherwise (a name's cell, a date,
    several columns: the other checks)."""
    years = frozenset(y for v in values if (y := claim_year(v)) is not None and v.locator)
    named = [v for v in values if claim_year(v) is None or not v.locator]
    if years and (none := _NONE_WITHOUT.match(claim)) and not named:
        found = _none_at_zero(claim, none.end(), years, index)
        return found and (found[0], list(range(len(values))))
    if len(named) != 1 or named[0].kind != "name" or (neg := _NEVER.search(claim) or _WITHOUT.search(claim)) is None \
            or neg.start() < named[0].end:
        return None
    said = [(stem(w), 1.0) for w in re.findall(r"[a-z]+", claim[neg.end():].lower()) if w not in STOPWORDS]
    rows = rows_holding(index, named[0])
    for pos in sorted({index.rows[r].table_pos for r in rows}):
        own = [r for r in rows if index.rows[r].table_pos == pos]
        best = sorted(best_columns(index, pos, said, _counted if years else _zero_counted) or ())
        if years:
            best = [g for g in of_years(index, best, years) if index.columns[g].year in years or index.columns[g].span]
        if len(own) != 1 or len(best) != 1:
            continue
        gid = best[0]
        cell = index.value(own[0], gid)
        detail = {"table_id": index.tables[pos].id, "row": index.rows[own[0]].row, "column": index.columns[gid].header, "cell": str(cell)}
        return Check("zero count", cell == 0, detail), list(range(len(values)))
    return None


_WITHOUT = re.compile(r"\bwithout\s+(?:a\s+single|a|an|any)\s+", re.I)
_NONE_WITHOUT = re.compile(r"(?:no|not\s+(?:one|a\s+single)|none\s+of\s+the)\s+[a-z]+\s+(?:[a-z]+\s+){1,3}?(?=\d)", re.I)


def _none_at_zero(claim: str, start: int, years: frozenset[int], index: TableIndex) -> tuple[Check, None] | None:
    """"No corps got through 1880-1884 without a horse-kick death": the column of the period the claim's years write that
    the words after "without a" name holds no 0."""
    if (without := _WITHOUT.search(claim, start)) is None:
        return None
    said = [(stem(w), 1.0) for w in re.findall(r"[a-z]+", claim[without.end():].lower()) if w not in STOPWORDS]
    found = [g for pos in range(len(index.tables)) for g in of_years(index, sorted(best_columns(index, pos, said, _counted) or ()), years)
             if index.columns[g].year in years or index.columns[g].span]
    if len(found) != 1:
        return None
    col = index.columns[found[0]]
    zeros = sum(index.value(r, col.gid) == 0 for r in index.table_rows[col.table_pos])
    detail = {"table_id": index.tables[col.table_pos].id, "column": col.header, "rows at 0": zeros}
    return Check("zero count", zeros == 0, detail), None


def _counted(c) -> bool:
    """A count column: whole numbers, none below 0 (never an id or a date)."""
    return not c.id_like and c.dimension != "date" and all(v is not None and v >= 0 and v == int(v) for v in c.values)


def _zero_counted(c) -> bool:
    """A column counting something some row never did: whole non-negative numbers, 0 in some row (never an id or a date)."""
    return not c.id_like and c.dimension != "date" and all(v is not None and v >= 0 and v == int(v) for v in c.values) and 0 in c.values

