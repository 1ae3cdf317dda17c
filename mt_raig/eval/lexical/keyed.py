"""Claims whose numbers are keys: what a key alone says (nothing) and what two keys say (one row holds both).

A number that names a row by its key (:mod:`.keys`: "patient 174116", "gas station 49") only picks a row. A claim
whose values are all keys of one key column says nothing the rows could support; keys of two key columns ("gas
station 49 belongs to chain 10") relate the cells of one row, which must hold both, not one locator per row.
"""

from __future__ import annotations

from collections.abc import Sequence

from .index import TableIndex, header_words, key_name
from .values import Value, number_columns, rows_holding


def _key_columns(index: TableIndex, value: Value) -> list[int]:
    return [g for r in rows_holding(index, value) for g in number_columns(index, r, value)]


def only_a_key(index: TableIndex, core: Sequence[Value]) -> bool:
    """Whether a claim's values are only keys of one key column (``ID``, ``...ID``, ``account_id``), so they only
    name entities: "For patient 174116 the IgG reading was higher ..." with the comparison unread says nothing the
    rows could support (skipped). Keys of two columns ("gas station 50 belongs to chain 10") relate a row's cells,
    which is checkable; positions ("episode 5", "series 10") are not keys here. True for no values."""
    found = [_key_columns(index, v) for v in core if v.kind == "number" and v.locator]
    if len(found) != len(core):
        return False
    for gids in found:
        cols = [index.columns[g] for g in gids if g >= 0]
        if not cols or len(cols) != len(gids) or not all(c.id_like and (key_name(c.header) or header_words(c.header) == ["id"]) for c in cols):
            return False
    return _one_column(index, found)


def keys_of_two_columns(index: TableIndex, values: Sequence[Value], groups: Sequence[Sequence[int]]) -> bool:
    """Whether per-locator groups are bare numbers found in two or more columns ("gas station 49 belongs to chain
    10"): not one entity at several locators, but keys that must share a row."""
    if not all(len(g) == 1 and values[g[0]].kind == "number" for g in groups):
        return False
    return not _one_column(index, [_key_columns(index, values[g[0]]) for g in groups])


def _one_column(index: TableIndex, found: Sequence[Sequence[int]]) -> bool:
    return len({index.columns[g].header.casefold() for gids in found for g in gids if g >= 0}) <= 1
