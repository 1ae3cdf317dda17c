"""Numbers that are part of a name, not values of the rows: "ISO 15924", "UTF-8", "alpha-3" of a header ``alpha_3``,
"a 65 mph speed limit" of ``speed_limit_65mph_1990``, "line 1" of a title "The 25 stations of line 1 ...", "the 400
m" of a title's "400 metres final". A claim's number read as one of these is dropped from its values when no row holds
it (a title's, whatever the rows hold), so it is never a value no row holds.
"""

from __future__ import annotations

import re

from mt_raig.numbers import Mention

from .headers import quantity_in_header
from .index import TableIndex
from .lexicon import STOPWORDS
from .units import titled_quantity
from .windows import year_like

_ACRONYM_BEFORE = re.compile(r"\b[A-Z]{2,}(?:-|\s\d+-)$")  # "MPEG-4", "COVID-19", the 2 of "ISO 3166-2"
_ACRONYM_SPACE = re.compile(r"\b[A-Z]{2,}\s$")  # "ISO 15924" (three digits at least, no year: never "the UN 57 years")
_WORD_HYPHEN = re.compile(r"\b([A-Za-z]+)-$")


def designator(claim: str, m: Mention, index: TableIndex) -> bool | str:
    """Whether a whole number in digits is part of a name: joined to an acronym ("UTF-8", the 2 of "ISO 3166-2"), after
    one with three digits or more and no year ("ISO 15924"; never "the OECD 49 years"), or joined to a word into a
    header's name ("alpha-3" of ``alpha_3``); "title" when the word before it and it are in a table's title ("line 1"
    of "The 25 stations of line 1 of the Paris Metro": the table's own name, whatever cells hold a 1)."""
    text = claim[m.start:m.end]
    if m.percent or m.scale != 1 or m.number.places or not text.isdigit():
        return False
    before = claim[max(0, m.start - 16):m.start]
    if (prev := re.search(r"(?<![\w&])([A-Za-z][A-Za-z&]+[A-Za-z])\s+$", before)) and prev.group(1).lower() not in STOPWORDS and not year_like(
            m.number) and re.search(rf"\b{re.escape(prev.group(1))}\s+{text}\b", " ".join(t.title for t in index.tables), re.I):
        return "title"  # ("the S&P 500" of "The weekly returns of the S&P 500 stock index")
    if titled_quantity(text, claim[m.end:], [t.title for t in index.tables]):
        return "title"  # "the Olympic 400 m" of "... the men's 400 metres final": the event, whatever the rows hold
    if _ACRONYM_BEFORE.search(before) or _ACRONYM_SPACE.search(before) and len(text) >= 3 and not year_like(m.number) \
            and not re.match(r"\s+(?:years?|days?|months?|weeks?|hours?|minutes?|members?|countries|states|people|times)\b", claim[m.end:]):
        return True
    word = _WORD_HYPHEN.search(before)
    if word and any(h.lower() in (f"{word.group(1).lower()}_{text}", f"{word.group(1).lower()}{text}") for t in index.tables for h in t.header):
        return True
    return "title" if quantity_in_header(m.number.text, claim[m.end:], [h for t in index.tables for h in t.header]) else False  # "a
    # 65 mph limit", "to reach 60 mph" of ``zero_to_60_mph_s``: the column's own name, whatever cells hold a 60
