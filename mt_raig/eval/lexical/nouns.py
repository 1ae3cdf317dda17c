"""Which table a noun of a claim names: "loans" for ``... - loan``, "gas stations" for ``gasstations``, "prime
ministers" for a ``Prime minister`` column of names; and the first such noun with the row count written before it
("the ten examinations"). Counts (:mod:`.counting`), aggregates and ranks read what is counted this way.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from .headers import year_key
from .index import TableIndex, header_words
from .lexicon import HEADER_NOISE, stem
from .words import word_value


_IRREGULAR = {"man": "men", "woman": "women", "person": "people", "child": "children"}


def table_of(index: TableIndex, words: Sequence[str]) -> int | None:
    """The table a noun (its first one or two words) names: its title's last part, words or run together; else the
    one table with a text column so headed ("prime ministers" for a ``Prime minister`` column of names); a word for rows
    as such ("readings", "records") of the one table."""
    for way in ("title", "heads", "rest"):  # "rest": "US mountains - altitude in metres" and the id name mountains too
        for k in (2, 1):
            if len(words) < k:
                continue
            said = stem(_IRREGULAR.get("".join(words[:k]).lower(), "".join(words[:k]).lower()))  # "man" of a title's "men"
            found = [p for p, t in enumerate(index.tables)
                     if said in (_name_column_stems(index, p) if way == "heads" else _title_stems(t.title) if way == "title" else _other_stems(t.title, t.id))]
            if len(found) == 1:
                return found[0]
    if words and words[0].lower() in ("years", "seasons"):  # "in 5 of the 10 years": the one table of one row per year
        yearly = [p for p, t in enumerate(index.tables) if (key := year_key(t)) is not None
                  and len({r[key].strip() for r in t.cells}) == len(t.cells) and all(re.fullmatch(r"\d{4}", r[key].strip()) for r in t.cells)]
        return yearly[0] if len(yearly) == 1 else None
    if words and len(index.tables) == 1 and words[0].lower() in _ROW_NOUNS:  # "Fourteen of the readings are of O. exclamationis":
        return 0  # the rows of the one table, whatever it lists
    return None


_ROW_NOUNS = frozenset({"readings", "rows", "entries", "records", "observations", "measurements", "samples", "cases", "data"})


@lru_cache(maxsize=4096)
def _other_stems(title: str, table_id: str) -> frozenset[str]:
    """Stems of a title's other parts (before its last " - ") and of the table's id, as :func:`_title_stems` reads one."""
    return frozenset(x for part in [*title.split(" - ")[:-1], table_id] for x in _title_stems(part))


def _name_column_stems(index: TableIndex, pos: int) -> set[str]:
    """Stems of the headers of a table's text columns (no number in any cell), as :func:`_title_stems` reads a title."""
    numeric = {c.header for c in index.table_columns(pos)}
    return {x for h in index.tables[pos].header if h not in numeric for x in _title_stems(h)}


def _title_stems(title: str) -> set[str]:
    last = title.rsplit(" - ", 1)[-1]
    words = [w for w in header_words(last) if w not in HEADER_NOISE]
    return {stem("".join(words))} | {stem(w) for w in words}


def table_named(claim: str, index: TableIndex) -> tuple[int | None, int | None]:
    """(the table a noun of the claim names, with a row count written right before it: "the ten examinations"),
    the first such noun; (None, None) when no noun names a table."""
    words = list(re.finditer(r"[A-Za-z]+", claim))
    for k, w in enumerate(words):
        table = table_of(index, [x.group(0) for x in words[k:k + 2]])
        if table is not None:
            before = words[k - 1].group(0) if k else ""
            count = word_value(before) if before else None
            digits = re.search(r"(\d+)\s+$", claim[:w.start()])
            return table, count if count is not None else int(digits.group(1)) if digits else None
    return None, None


def repeats_a_cell(index: TableIndex, table: int, words: Sequence[str]) -> bool:
    """Whether a column the words name repeats a cell ("Six metro codes are listed" of 12 airports counts codes, not rows)."""
    t, said = index.tables[table], {stem(w.lower()) for w in words if len(w) > 3}
    return any(len({r[j] for r in t.cells}) < len(t.cells) for j, h in enumerate(t.header) if {stem(w) for w in header_words(h)} & said)


def category_table(index: TableIndex, noun: str) -> int | None:
    """The one table with a column of at most ten distinct cells, one of them the noun's singular ("males": ``male``)."""
    word = noun.lower()[:-1] if noun.lower().endswith("s") else None
    found = {pos for pos, t in enumerate(index.tables) for j in range(len(t.header))
             if word and len(cells := {r[j].strip().lower() for r in t.cells}) <= 10 and word in cells}
    return next(iter(found)) if len(found) == 1 else None
