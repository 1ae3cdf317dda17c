"""Subjects named by a number in an id or key column: "Patient 43003", "gas station 47", "account 3", "customer 5".

A writer names a row by its key the way a table does: the entity's noun, then the key value. The number is then
a *locator* (it picks the row) and never a quantity: "Patient 43003 was diagnosed with ..." is about the row
whose ``ID`` is 43003, not a count of 43003. A number locates a row when the word right before it

- is a word of an id-like column's header ("station" of ``GasStationID``, "account" of ``account_id``), or the
  whole header of a column of distinct whole numbers, and no verb in -ed ("flight 725" of ``flight``, never
  "cancelled 2817" of ``cancelled``), or
- is the entity word of a table's title whose rows an id-like column names ("Patient" of "... - Patient" with an
  ``ID`` column), or
- is a noun after an article, possessive or preposition ("the examination of patient 163109", "at gas station
  636") and the number is a cell of an id-like column but of no measure column: a verb before a number ("won 3",
  "scored 12") is not after such a word, so counts stay quantities.

A number so read must be a whole number; its row is then found only through id-like columns.
"""

from __future__ import annotations

import re
from decimal import Decimal

from mt_raig.numbers import Mention

from .index import TableIndex, header_words
from .lexicon import HEADER_NOISE, stem

_BEFORE_NOUN = re.compile(r"(?:\b(?:the|a|an|of|at|on|for|by|to|from|with|and|or|in|its|their|whose|that|which|[A-Za-z]+'s))\s+$", re.I)
_NOT_NOUNS = frozenset(
    "the a an of at on for by to from with and or in its their was were is are be been had has have than about around "
    "nearly roughly only just over under more less fewer most least top all some each every total".split()
)


def entity_words(index: TableIndex) -> frozenset[str]:
    """Stems of the words that name an id-like column's entity: its header words and, for a bare ``id``, the title's
    (computed once per index)."""
    known = index.__dict__.get("_entity_words")
    if known is not None:
        return known
    out: set[str] = set()
    for c in index.columns:
        if not c.id_like:
            continue
        words = [w for w in header_words(c.header) if w not in HEADER_NOISE]
        out.update(stem(w) for w in words)
        if words == ["id"]:
            title = index.tables[c.table_pos].title.rsplit(" - ", 1)[-1]
            out.update(stem(w) for w in re.findall(r"[a-z]+", title.lower()) if w not in HEADER_NOISE)
    index.__dict__["_entity_words"] = frozenset(out)
    return index.__dict__["_entity_words"]


def _id_cell_only(index: TableIndex, value: Decimal) -> bool:
    """Whether a whole number is a cell of an id-like column and of no other numeric column."""
    in_id = False
    for c in index.columns:
        if value in c.values:
            if not c.id_like:
                return False
            in_id = True
    return in_id


def key_word(claim: str, start: int) -> str | None:
    """The stem of the word right before a number at ``start`` ("boat" of "boat 13", "order" of "order 10250"): the
    header of the column that keys its row, never what the claim measures."""
    m = re.search(r"([A-Za-z]+)\s+$", claim[:start])
    return stem(m.group(1).lower()) if m else None


def names_a_row(claim: str, m: Mention, index: TableIndex) -> bool:
    """Whether the number of ``m`` names a row by its key ("Patient 43003", "gas station 47"), by the rules above."""
    n = m.number
    if n.places != 0 or m.percent or m.scale != 1 or "," in n.text or n.text.isalpha():
        return False
    word = re.search(r"([A-Za-z]+)\s+$", claim[max(0, m.start - 40):m.start])
    if word is None or word.group(1).lower() in _NOT_NOUNS:
        return False
    if stem(word.group(1).lower()) in entity_words(index):
        return True
    noun = not word.group(1).lower().endswith("ed")  # "cancelled 2817" is a count; "flight 725" names a row
    if noun and _names_unique_column(index, word.group(1).lower(), n.value):
        return True
    if word.group(1).lower() == "aged" and _names_unique_column(index, "age", n.value):
        return True  # "men aged 19": the row of an ``age`` column's 19
    head = claim[:m.start - len(word.group(0))]
    return bool(not head.strip() or _BEFORE_NOUN.search(head[-60:])) and _id_cell_only(index, n.value)


def _names_unique_column(index: TableIndex, word: str, value: Decimal) -> bool:
    """"flight 725": the word is a whole column's header, and its cells are distinct whole numbers, one of them the
    number: the column numbers its rows as a key does; "boat 13" of lifeboats 1-16, A-D: distinct cells, the numbered
    ones whole numbers."""
    for c in index.columns:
        nums = c.numbers()
        table = index.tables[c.table_pos]
        cells = [r[table.header.index(c.header)].strip() for r in table.cells]
        if header_words(c.header) == [word] and value in nums and len(set(nums)) == len(nums) >= 2 and (
                len(nums) == len(c.values) or "" not in cells and len(set(cells)) == len(cells)):
            return all(x == x.to_integral_value() for x in nums)
    return False
