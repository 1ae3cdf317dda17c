"""Numbers written as words ("five", "twenty-eight", "a dozen") that count what a table lists ("hosted five
concerts", "released two albums"), numbers written as words right after a word naming a numeric column ("lost
five times": the ``L`` column; read exactly as digits, so the cell must hold them; not before a unit or scale
word, nor after an id word such as "episode"), and finishing positions
("finished fifth", "came 2nd"), read as number mentions like digits.

Only a word number right before the noun a table's title names (``Concerts``, ``Album``: the table lists
them) is read; elsewhere ("won four of the nine", "the ten most populous countries") a word number counts
things the judge cannot count, and is left unchecked. "one" is never read (a pronoun as often as a
number), nor a word joined to a hyphenated word ("twenty-eight-day" names a column).

    >>> from mt_raig.tables import Table
    >>> albums = Table("albums", "Chinook - Album", ("AlbumId", "Title"), (("1", "Let There Be Rock"),))
    >>> [(m.number.value, m.number.text) for m in word_mentions("Five albums in ten years; twenty-eight-day viewers", [albums])]
    [(Decimal('5'), 'Five')]
"""

from __future__ import annotations

import re
from dataclasses import replace
from collections.abc import Sequence
from decimal import Decimal
from functools import lru_cache

from mt_raig.numbers import Mention, Number, parse_number
from mt_raig.tables import Table

from .headers import quantity_in_header
from .index import header_stems
from .lexicon import CARDINALS, ID_HEADER_WORDS, ORDINALS, POSITION_STEMS, UNITS, stem
from .units import title_units, unit_of
from .windows import ELLIPSIS

_UNITS = {w: i for i, w in enumerate(CARDINALS)}
_TENS = {w: 10 * i for i, w in enumerate("_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()) if w != "_"}
_WORD = re.compile(r"\b(" + "|".join(sorted(_TENS, key=len, reverse=True)) + r")(?:-(" + "|".join(sorted(_UNITS, key=len, reverse=True))
                   + r"))?\b(?!-)|\b(" + "|".join(sorted(_UNITS, key=len, reverse=True)) + r")\b(?!-)|\ba dozen\b", re.I)

_JOINED = re.compile(r"\b(" + "|".join(sorted(_UNITS, key=len, reverse=True)) + r")-([a-z]+)\b", re.I)
# a gap written in words: "two ahead of", "three more than", "won by five goals", "six months after", "three times"
_GAP_AFTER = re.compile(r"\s+(?:[a-z]+\s+)?(?:more|fewer|less|ahead|behind|clear|higher|lower|after|before|later|earlier|below|above)\b"
                        r"|\s+times\s+(?:(?:that|those)\s+of\s+|as\s+(?:[a-z]+\s+){1,3}as\s+|the\s+[a-z]+\s+of\s+)?(?:the\s+)?[A-Z]")  # "five times Denmark's"
_GAP_BEFORE = re.compile(r"\bby\s+$", re.I)
_BOUND_BEFORE = re.compile(r"\b(?:more|fewer|less|greater|higher|lower)\s+than\s+$|\b(?:at\s+least|at\s+most|no\s+more\s+than|below|under|above"
                           r"|topped|exceeded|surpassed)\s+$", re.I)  # ("the flow topped thirty")
_NOT_ONE = re.compile(r"\s+(?:in|of|out|other|another|more|less|fewer)\b", re.I)  # "more than one time zone" is a bound 1; "one in
# four" a fraction, "at least one other line" a line besides this one
_AGED = re.compile(r"\b([a-z]+(?:-[a-z]+)?)(?=-years?-old\b)", re.I)
_DENOMINATOR = re.compile(r"\s+(?:thirds|quarters|fifths|sixths|eighths|tenths)\b", re.I)  # "two thirds": a fraction's numerator
_SCALES = frozenset("thousand thousands million millions billion billions hundred hundreds percent dozen".split())
_SCALED = re.compile(r"(\s+hundred)?\s+(thousand|million|billion|trillion)\b", re.I)
_HUNDREDS = re.compile(r"\b([a-z]+)\s+hundred\s+(?:and\s+)?$", re.I)
_SCALE_OF = {"thousand": 1000, "million": 1000000, "billion": 1000000000, "trillion": 1000000000000}
_VALUE_BEFORE = re.compile(r"\b(?:as|is|was|of|at|to|reached|totalled|totaled|numbered)\s+$", re.I)
_SPAN_AFTER = re.compile(r"\s+(?:after|later|before|earlier|apart)\b", re.I)  # "shipped six days after it was placed"
_DEFINITE_BEFORE = re.compile(r"\b(?:the|these|those|its|their|all|first|last|past|next|other|of)\s+$", re.I)
_LENGTH_BEFORE = re.compile(r"\b(?:for|lasting|lasts|lasted|runs|run|ran|of|is|was|are|were|be|took|takes|take)\s+"
                            r"(?:(?:some|about|nearly|almost|roughly|around|just|only|(?:just\s+)?(?:over|under)|(?:more|less)\s+than)\s+)?$", re.I)


def word_mentions(text: str, tables: Sequence[Table], units_only: bool = False) -> list[Mention]:
    """Mentions of the numbers ``text`` writes as words right before the noun a table lists, or before a unit
    ("four years"; only those when ``units_only``), never "one"."""
    listed = {stem(t.title.rsplit(" - ", 1)[-1].strip()) for t in tables if re.fullmatch(r"[A-Za-z]+", t.title.rsplit(" - ", 1)[-1].strip())}
    measured = _measure_stems(tuple(tables))
    out = []
    for m in _JOINED.finditer(text):  # "six-cylinder engines": 6 of a cylinders column that holds it (a number word the pattern
        # below skips); never "the two-party vote" or "seven-day viewers", where no such column holds the number
        if (value := word_value(m.group(1))) and value in _values_under(tuple(tables), stem(m.group(2).lower())):
            out.append(Mention(Number(str(value), Decimal(value), 0), m.start(1), m.end(1)))
    for m in _AGED.finditer(text):  # "a three-year-old girl": an age in years, as "3-year-old" is read
        if (value := 1 if m.group(1).lower() == "one" else word_value(m.group(1).lower())) and not any(o.start == m.start(1) for o in out):
            out.append(Mention(Number(str(value), Decimal(value), 0), m.start(1), m.end(1)))
    for m in _A_SINGLE.finditer(text):  # "winning a single game": 1 of the wins the verb names (never "a single mother")
        verb = re.search(r"([A-Za-z]+)\s+$", text[:m.start()])
        if verb is not None and stem(verb.group(1).lower()) in measured and verb.group(1).lower() not in ID_HEADER_WORDS \
                and verb.group(1).lower() not in ("without", "not", "no", "never", "nor"):  # ("without a single death": none)
            out.append(Mention(Number("1", Decimal(1), 0), m.start(), m.end()))
    for m in _WORD.finditer(text):
        if _DENOMINATOR.match(text, m.end()):
            continue  # "more than two thirds": a fraction (countbounds, periods), never a count of two
        scaled = _SCALED.match(text, m.end())  # "nearly twenty-two million", "eight hundred thousand": as "22 million"
        hundreds = _HUNDREDS.search(text[:m.start()]) if scaled else None  # "two hundred and four million": 204 million
        more = scaled and _WORD.match(text, scaled.end() + len(re.match(r",?\s*(?:and\s+)?", text[scaled.end():]).group(0)))
        if scaled and not more and (value := word_value(m.group(0)) or (m.group(0).lower() == "one" and 1)):  # a quantity, names or not
            value *= 100 if scaled.group(1) else 1  # (never a part of a longer number: "... million, seven hundred ...")
            start = m.start()
            if hundreds is not None:
                if (h := word_value(hundreds.group(1)) or (hundreds.group(1).lower() in ("one", "a") and 1)) is None:
                    continue
                value, start = h * 100 + value, hundreds.start(1)
            if re.search(r"\b(?:thousand|million|billion|trillion),?\s+(?:and\s+)?$", text[:start], re.I):
                continue
            out.append(Mention(Number(str(value), Decimal(value), 0), start, scaled.end(), scale=_SCALE_OF[scaled.group(2).lower()]))
            continue
        noun = re.match(r"\s+([A-Za-z]+)\b", text[m.end():])
        verb = re.search(r"([A-Za-z]+)\s+(?:just\s+|only\s+|exactly\s+)?$", text[:m.start()])
        said = verb is not None and stem(verb.group(1).lower()) in measured and verb.group(1).lower() not in ID_HEADER_WORDS
        headed = re.match(r"\s+(\w+)\b", text[m.end():])  # "thirty-six HR", "forty-eight 2B": a header itself (spelled out)
        named = (headed is not None and headed.group(1) in _headers(tuple(tables)) and not _DEFINITE_BEFORE.search(text[:m.start()])) or (
                 noun is not None and stem(noun.group(1).lower()) in measured and noun.group(1).lower() not in ID_HEADER_WORDS
                 and noun.group(1).lower() not in UNITS and noun.group(1).lower() not in _SCALES
                 and stem(noun.group(1).lower()) not in listed and not _DEFINITE_BEFORE.search(text[:m.start()]))  # "fourteen units":
        # the Quantity column, read as digits ("the three units" names a set, not a value)
        bound = bool(_BOUND_BEFORE.search(text[:m.start()])) and not re.match(r"\s+times\b", text[m.end():])  # "more than five
        # matches": a bound, as digits ("more than three times that audience" is a multiplier)
        plain = noun is None or (stem(noun.group(1).lower()) not in listed and noun.group(1).lower() not in UNITS and noun.group(1).lower() not in _SCALES) \
            or named
        keyed = verb is not None and verb.group(1).lower() in _id_headers(tuple(tables))  # "participant fourteen": a row's key
        unit = noun is not None and ((u := unit_of(noun.group(1))) is not None and u[0] in _unit_dimensions(tuple(tables)) or (
            bound and noun.group(1).lower() in UNITS and UNITS[noun.group(1).lower()][0] in _unit_dimensions(tuple(tables))) or (  # "less
            # than two years of adult schooling" of ``schooling_years_1960``
            noun.group(1).lower() in ("degree", "degrees") and "temperature" in _unit_dimensions(tuple(tables))) or (
            (said or not (bound or _SPAN_AFTER.match(text, m.end() + noun.end()) or noun.group(1).lower() in ("year", "years", "month", "months")
                          or _OVER_SPAN.search(text[:m.start()]) or _in_header(word_value(m.group(0)), text[m.end():], tuple(tables))))
            and noun.group(1).lower() in UNITS
            and stem(noun.group(1).lower()) in measured))  # "served four years": years_served; "in fifty seconds": winning_time_seconds
        if (keyed or unit) and text[m.start() - 1:m.start()] != "-" and (value := word_value(m.group(0))):
            out.append(Mention(Number(str(value), Decimal(value), 0), m.start(), m.end()))  # "forty-six inches" of a waist_in column
            continue
        if noun is not None and noun.group(1).lower() in _MONEY_NOUNS and not units_only and (value := word_value(m.group(0))):
            out.append(Mention(Number(str(value), Decimal(value), 0), m.start(), m.end()))  # "reached two dollars an hour": $2
            continue
        per = re.match(r"\s+(?:percent|per\s+cent)\b", text[m.end():])
        if per is not None and not _DEFINITE_BEFORE.search(text[:m.start()]) and (value := word_value(m.group(0))):
            out.append(Mention(Number(str(value), Decimal(value), 0), m.start(), m.end() + per.end(), percent=True))
            continue  # "a five percent discount": 5%, as digits would be
        if ((said and not units_only) or named or bound) and plain and text[m.start() - 1:m.start()] != "-" and \
                (value := word_value(m.group(0)) or dozen_value(m.group(0)) or (bound and m.group(0).lower() == "one" and not _NOT_ONE.match(text, m.end()) and 1)):
            out.append(Mention(Number(str(value), Decimal(value), 0), m.start(), m.end()))  # "lost five times": the L cell, as digits
            # ("hit a dozen triples": 12 of the triples column)
            continue
        if not units_only and re.match(r"\s*(?:[.;)]|$)", text[m.end():]) and ELLIPSIS.search(text[:m.start()]) and \
                (value := word_value(m.group(0)) or (m.group(0).lower() == "one" and 1)):
            out.append(Mention(Number(str(value), Decimal(value), 0), m.start(), m.end()))  # "Luxembourg has three official
            continue  # languages, Malta two": the second name's number of the same thing
        gap = _GAP_AFTER.match(text, m.end()) is not None  # "twelve points below": a gap, names or not
        if gap or not units_only and _GAP_BEFORE.search(text[:m.start()]):
            noun = None  # a gap ("two ahead of", "by five goals"): read, for the comparison to use or set aside
        elif noun is None and not (_VALUE_BEFORE.search(text[:m.start()]) and re.match(r"\s*(?:[,.;:)]|$)", text[m.end():])):
            continue  # a number word is read before a noun, or as a stated value ending its clause ("her age is given as thirty-five")
        if noun is None:
            if units_only and not gap:
                continue
        elif units_only or stem(noun.group(1).lower()) not in listed:  # a unit: a stated length ("runs for four years"),
            if noun.group(1).lower() not in UNITS or not (_LENGTH_BEFORE.search(text[:m.start()]) or _SPAN_AFTER.match(text, m.end() + noun.end())):
                continue  # not a span the text moves through ("over the forty years", "nearly three minutes faster")
        word = m.group(0).lower()
        if (dozens := dozen_value(word)) is not None:
            value = dozens
        elif m.group(3):
            value = _UNITS[m.group(3).lower()]
        else:
            value = _TENS[m.group(1).lower()] + (_UNITS[m.group(2).lower()] if m.group(2) else 0)
        if value in (0, 1) or (m.group(2) and _UNITS[m.group(2).lower()] >= 10):
            continue
        out.append(Mention(Number(m.group(0), Decimal(value), 0), m.start(), m.end()))
    out = [_signed(text, x) for x in out]
    return out + ([] if units_only else position_mentions(text, tables))


_A_SINGLE = re.compile(r"\ba\s+single\b(?=\s+[a-z])", re.I)
_MONEY_NOUNS = frozenset({"dollars", "cents", "euros", "pounds", "pence", "francs", "marks", "yen"})


def _signed(text: str, m: Mention) -> Mention:
    """A number word after "minus" ("colder than minus twenty degrees"): negative, from the "minus" on."""
    minus = re.search(r"\bminus\s+$", text[:m.start], re.I)
    if minus is None:
        return m
    return replace(m, number=replace(m.number, text="-" + m.number.text, value=-m.number.value), start=minus.start())



_ORDINAL = {"first": 1, **{w: n for w, n in ORDINALS.items() if w.isalpha()}, "eleventh": 11, "twelfth": 12}
_ORD = r"(\d{1,2}(?:st|nd|rd|th)|" + "|".join(_ORDINAL) + r")"
_PLACED = re.compile(r"\b(?:finished|finishing|placed|came|ended|ranked)\s+(?:in\s+|at\s+)?(?:the\s+)?" + _ORD + r"\b(?!-)"
                     r"|\b(?:in|at)\s+(?:the\s+)?" + _ORD + r"\s+(?:place|position|spot)\b", re.I)
_POSITION_STEMS = POSITION_STEMS | {stem("rank"), stem("ranking")}


def position_mentions(text: str, tables: Sequence[Table]) -> list[Mention]:
    """Finishing positions written as ordinals ("finished fifth", "came 2nd", "in third place"), read as the
    number of the place, only when a table has a position column (``Pos``, ``Rank``, ``Place``) to hold it:
    the number must then be in it ("Norrkoping finished fourth" is refuted by its ``Pos`` 5)."""
    if not _positioned(tuple(tables)):
        return []
    out = []
    for m in _PLACED.finditer(text):
        k = 1 if m.group(1) else 2
        word = m.group(k).lower()
        value = _ORDINAL.get(word) or int(re.match(r"\d+", word).group(0))
        out.append(Mention(Number(str(value), Decimal(value), 0), m.start(k), m.end(k)))
    return out


def year_row(text: str, tables: Sequence[Table]) -> bool:
    """Whether ``text`` writes a year some table holds as a whole cell: it names a row as a name would, so the number
    words of the rest are read ("Van driver deaths in 1983 numbered sixty-three")."""
    years = _year_cells(tuple(tables))
    return bool(years) and any(y in years for y in re.findall(r"\b(?:1[5-9]|20)\d\d\b", text))


@lru_cache(maxsize=256)
def _year_cells(tables: tuple[Table, ...]) -> frozenset[str]:
    return frozenset(c.strip() for t in tables for r in t.cells for c in r if re.fullmatch(r"\s*(?:1[5-9]|20)\d\d\s*", c))


_OVER_SPAN = re.compile(r"\b(?:over|across|during|within)\s+(?:the\s+)?$", re.I)  # "over seven days": a span


def _in_header(value: int | None, after: str, tables: tuple[Table, ...]) -> bool:
    """Whether a number word with the word after it is written into a header ("seven days" of ``viewers_7day``)."""
    return value is not None and quantity_in_header(str(value), after, [h for t in tables for h in t.header])


@lru_cache(maxsize=256)
def _headers(tables: tuple[Table, ...]) -> frozenset[str]:
    """The headers of numeric columns, as written ("HR", "2B"): a number word right before one is that column's value."""
    return frozenset(h for t in tables for j, h in enumerate(t.header) if t.cells and all(
        re.fullmatch(r"-?[\d,.]+", r[j].strip() or "0") for r in t.cells) and not re.search(r"id$", h, re.I))


def _positioned(tables: tuple[Table, ...]) -> bool:
    """Whether a table has a position column to hold a finishing place (once per item)."""
    return any(stem(w) in _POSITION_STEMS for t in tables for h in t.header for w in re.findall(r"[A-Za-z]+", h.lower()))


@lru_cache(maxsize=256)
def _id_headers(tables: tuple[Table, ...]) -> frozenset[str]:
    """Lower-case one-word headers of columns of whole numbers 1-999 each row has its own ("participant", "member"):
    a number word after one names that row, as its digits would (once per item)."""
    out = set()
    for t in tables:
        for j, h in enumerate(t.header):
            cells = [r[j].strip() for r in t.cells]
            if re.fullmatch(r"[A-Za-z]+", h) and cells and all(re.fullmatch(r"[1-9]\d{0,2}", c) for c in cells) and len(set(cells)) == len(cells):
                out.add(h.lower())
    return frozenset(out)


_SHORT_UNITS = frozenset("km kg ft mi cm mm lb".split())  # a header's unit in letters (never "min" or "h": a minimum, an index)


@lru_cache(maxsize=256)
def _unit_dimensions(tables: tuple[Table, ...]) -> frozenset[str]:
    """The dimensions of the units the tables state for their columns (once per item): in a title, or as a header's
    last word (a year after it aside) never after "per" (``schooling_years_1960``, ``distance_km``; never
    ``revolutions_per_year``), or its first of three before "in" (``years_in_majors``)."""
    words = [re.findall(r"[a-z]+", h.lower()) for t in tables for h in t.header]
    headed = {UNITS[w][0] for ws in words for k, w in enumerate(ws) if w in UNITS and (w.endswith("s") and len(w) > 2 or w in _SHORT_UNITS)
              and (k == 0 or ws[k - 1] != "per") and (not any(x.isalpha() for x in ws[k + 1:]) or k == 0 and len(ws) == 3 and ws[1] == "in")}
    # (its last word, or a year after it, or "years_in_majors"; never "min_days_in_first_week": a count of days named by the words after)
    return frozenset(unit_of(u)[0] for t in tables for u in title_units(t).values()) | headed


@lru_cache(maxsize=256)
def _values_under(tables: tuple[Table, ...], word: str) -> frozenset[int]:
    """The whole numbers of the all-number columns whose header has the stem ``word`` ("cylind": {3, 4, 5, 6})."""
    out: set[int] = set()
    for t in tables:
        for j, h in enumerate(t.header):
            if word not in header_stems(h):
                continue
            cells = [parse_number(r[j].strip()) for r in t.cells if r[j].strip()]
            if cells and all(c is not None for c in cells):
                out |= {int(c.value) for c in cells if c.value == int(c.value)}
    return frozenset(out)


@lru_cache(maxsize=256)
def _measure_stems(tables: tuple[Table, ...]) -> frozenset[str]:
    """Header stems (with the lexicon's synonyms) of the columns whose every cell is a number but for one marker of a
    missing value ("not held" in the years without Games; once per item)."""
    out: set[str] = set()
    for t in tables:
        for j, h in enumerate(t.header):
            cells = [r[j].strip() for r in t.cells if r[j].strip()]
            numbers = [c for c in cells if parse_number(c) is not None]
            if numbers and len(set(cells) - set(numbers)) <= (1 if len(numbers) >= len(cells) / 2 else 0):
                out |= header_stems(h)
    return frozenset(out)


def count_value(text: str) -> int | None:
    """A count written in digits or as one number word ("12", "twelve"); None otherwise (and for "one", as
    :func:`word_value`)."""
    return int(text) if text.isdigit() else word_value(text)


def stated_count(word: str | None) -> int | None:
    """A count a writer states of rows ("four of the six", "one of the twelve"): :func:`count_value`, with "one" as 1
    (where the phrase makes it a count, never a pronoun); None for None or any other word."""
    if word is None:
        return None
    return 1 if word.lower() == "one" else count_value(word.lower())


def dozen_value(text: str) -> int | None:
    """"a dozen" 12, "half a dozen" 6 (any case and spacing); None for any other text."""
    return {"a dozen": 12, "half a dozen": 6}.get(" ".join(text.lower().split()))


def word_value(text: str) -> int | None:
    """The value of one number word ("four", "twenty-four", "Nine"); None for any other word and for "one" (a pronoun
    as often as a number: "one of the loans" is no count of one)."""
    m = _WORD.fullmatch(text)
    if m is None or text.lower() in ("one", "a dozen"):
        return None
    if m.group(3):
        return _UNITS[m.group(3).lower()]
    return _TENS[m.group(1).lower()] + (_UNITS[m.group(2).lower()] if m.group(2) else 0)
