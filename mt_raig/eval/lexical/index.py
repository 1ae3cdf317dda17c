"""Table matching: the rows, columns and named values of an item's tables, and rows joined on a shared key.

A :class:`Column` knows what its numbers measure, read from its header and
cells: whether it is *id-like* (a row or table identifier such as ``Year``,
``series``, ``episode``, ``month``, or a 1..n counter; its numbers locate a
row, they are never evidence for a quantity), a percentage, a count, its
dimension (time, length, temperature) and unit where the header or the cells
say it ("02:11:45" is a duration, ``*_thousands`` a scale, ``delay`` minutes
by convention).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from decimal import Decimal
from functools import cached_property, lru_cache

from mt_raig.numbers import DateMention, find_dates, find_numbers, parse_number
from mt_raig.tables import Table

from .durations import RACE_TIME, parse_duration
from .aliases import PERSON_HEADERS, SHORT_NAMES, TEAM_HEADERS, Aliases, any_case_forms, name_aliases, verb_forms
from .headers import YEAR_IN_HEADER, coordinate_header, coordinate_keys, header_words, sibling_year, inclusion_keys, key_name, referenced, references, seasons
from .lexicon import (
    CHANGE_HEADER,
    CHANGE_STEMS,
    COMMON_WORDS,
    CONVENTIONAL_TIME_UNIT,
    COUNT_WORDS,
    DIMENSION_WORDS,
    GENERIC_CELLS,
    GENERIC_HEADS,
    HEADER_NOISE,
    HEADER_NON_UNITS,
    HEADER_SYNONYMS,
    ID_HEADER_WORDS,
    HIGHER_IS_BETTER,
    LOWER_IS_BETTER,
    PERCENT_WORDS,
    POSITION_STEMS,
    STOPWORDS,
    UNIT_SIZE_OF_NAME,
    UNITS,
    number_word,
    stem,
)
from .quarters import quarter_stems
from .spellings import adjective_forms, capitalised, plural
from .wholes import with_whole
from .units import PHYSICAL_DIMENSIONS, header_scale, numeric_scale, rate_base, scaled_headers, title_scale, title_units, unit_of
from .yearmonth import is_year_month, ordered, year_month

MIN_NAME_CHARS = 3
MAX_JOIN_SEARCH = 20000
MAX_KEY_ROWS = 3
_ISO_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}(?:[ T]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$")

_TITLE_CASED = re.compile(r"[A-Z][a-z]+(?: [A-Z][a-z]+){1,2}")  # "Fennec Fox", "Gray Wolf"


def _shared(a: str, b: str) -> int:
    """The length of the common start of two words."""
    return next((k for k, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))


_SENTENCE_CASED = re.compile(r"[A-Z][a-z]+(?:[ -][a-z]+)+")  # a name of several words, only the first capitalised



GLUED_CODE = re.compile(r"(?<![a-z])([a-z]{2,})_?(\d+)(?![0-9a-z])")  # ``cfc11_ppt``, ``sp500_return``: letters glued to digits
_DIGIT_LETTERS = str.maketrans("0123456789", "abcdefghij")


def code_word(letters: str, digits: str) -> str:
    """A code of letters and digits as one word of letters, no longer than the code: "bbcfc" of ``cfc11`` ("CFC-11"), so
    a claim's "CFC-11" names ``cfc11_ppt`` and never ``cfc12_ppt`` (words are letters; its digits would be a number). The
    digits lead, so no header word abbreviates it ("under" of ``under18_thousands`` is no "under-5")."""
    return digits.translate(_DIGIT_LETTERS) + letters


def header_stems(header: str) -> frozenset[str]:
    """Stems a writer may use for a column: its words and their usual expansions, noise words left out."""
    out = set(CHANGE_STEMS) if CHANGE_HEADER.match(header) else set()  # "+/–": "gained 11 seats", "lost five"
    words = header_words(header)
    if "on" in words and "time" in words:
        out.update(stem(x) for x in ("punctual", "punctuality"))  # on_time_pct
    if {"number", "no", "count"} & set(words) and {"inhabitants", "residents", "people", "persons"} & set(words):
        out.update(stem(x) for x in ("populous", "population"))  # "number of inhabitants": the population
    for w in words:
        if w in HEADER_NOISE:
            out.update({stem("rate")} if w == "per" else ())  # "murder_arrests_per_100k": a rate
            continue
        out.add(stem(w))
        out.update(stem(x) for x in HEADER_SYNONYMS.get(w, ()))
        if w in _COMPASS_POINTS:
            out.add(stem(w + "ern"))  # "southwestern Australia" of ``southwest_rainfall_mm``

    for n in re.findall(r"(?<![A-Za-z0-9])\d\d?(?![0-9])", header) if _TIME_POINT.search(header) else ():  # "after twelve months",
        out.update((n, stem(number_word(int(n)))))  # "at 24 weeks": ``polyps_12_months``, ``lesions_24_weeks`` (digits are no header word)
    out.update(code_word(*m.groups()) for m in GLUED_CODE.finditer(header.lower())  # "CFC-11" of ``cfc11_ppt`` (:func:`code_word`),
               if not re.fullmatch(r"1[89]\d\d|20\d\d", m.group(2)))  # never a year (``mortality_2018``)
    if words == ["wins"]:
        out.update(stem(x) for x in ("won", "victories"))  # "No team won more than 14 games": a standings table's ``wins`` (never
        # ``technical_wins`` for a contest "won" by a person)
    if {"year", "total"} <= set(words) or {"year", "sum"} <= set(words):
        out.update(stem(x) for x in ("annual", "yearly"))  # "annual output" of ``year_total_tonnes``
    kept = [w for w in words if w not in HEADER_NOISE]
    if len(kept) == 2 and all(w.isalpha() for w in kept):
        out.add(stem("".join(kept)))  # "UpVotes", "view_count": a writer's "upvotes", "viewcount"
    elif len(words) == 2 and all(w.isalpha() for w in words):
        out.add(stem("".join(words)))  # "at_bats": a writer's "at-bats" (its "at" no header word alone)
    initials = "".join(w[0] for w in words if w.isalpha()).lower()
    if len(words) >= 3 and len(initials) == len(words) and initials not in COMMON_WORDS and not any(initials == w for w in words):
        out.add(initials)  # "runs_batted_in": a writer's "RBI"
    return frozenset(out)





@lru_cache(maxsize=4096)
def _abbreviations(header: str) -> frozenset[str]:
    return frozenset(w for w in header_words(header) if 3 <= len(w) <= 5 and w.isalpha() and w not in HEADER_NOISE)


@lru_cache(maxsize=65536)
def _abbreviates(short: str, word: str) -> bool:
    """Whether a header word abbreviates a claim word's stem: its start ("enroll" enrollment), or its letters in order
    from the first to the last consonant; 4+ letters ("takr" taker, "enroll" enrollment; not "lat" least)."""
    if len(word) <= len(short) or short[0] != word[0] or not 4 <= len(short) or len(short) < 0.4 * len(word) or not word.isalpha():
        return False  # 3-letter abbreviations ("lat", "dep") only through the lexicon: "latter", "dependable"
    if word.startswith(short):
        return True
    rest = iter(word)
    return all(ch in rest for ch in short) and short[-1] == word.rstrip("aeiouy")[-1]


def hits(col: Column, word: str) -> bool:
    """Whether a claim word's stem names a column: one of its header stems, or a header word abbreviating it."""
    return word in col.stems or any(_abbreviates(a, word) for a in _abbreviations(col.header))


def numbers_groups(col: Column) -> bool:
    """Whether a column numbers groups rather than measuring: one singular word ("party", "group") over a few small whole
    numbers each in several rows (an army's columns 1, 2 and 3): no count is ever over it, and no bound of one is in it."""
    words = header_words(col.header)
    cells = [v for v in col.values if v is not None]
    kinds = set(cells)
    return len(words) == 1 and not words[0].endswith("s") and bool(cells) and len(kinds) <= 5 and len(cells) >= 2 * len(kinds) \
        and all(v == int(v) and 0 < v <= 10 for v in kinds)


def coordinates(col: Column) -> bool:
    """Whether a column holds a coordinate ("longitude", "latitude"): a place's position, never a quantity of it."""
    return coordinate_header(col.header)


@dataclass(frozen=True)
class Column:
    """One numeric column: what its numbers measure. ``unit_size`` is in seconds/metres when known, else None."""

    gid: int
    table_pos: int
    header: str
    stems: frozenset[str]
    id_like: bool
    percent: bool
    count: bool
    dimension: str | None
    unit_size: float | None
    scale: int
    lower_is_better: bool | None
    values: tuple[Decimal | None, ...]
    clock: bool = False  # hhmm times of day ("dep_time" 517 = 5:17)
    unit_text: str | None = None  # the physical unit the title states for it ("melting point (K)"): units.py
    per: int | None = None  # a rate's base ("murders_per_100k": 100000; a title's "rates per 100,000"): units.rate_base
    priced_year: int | None = None  # a year before a currency that dates the value, not its prices: headers.sibling_year

    def numbers(self) -> list[Decimal]:
        return [v for v in self.values if v is not None]

    def better(self, sign: int) -> int | None:
        """The direction of its numbers that is ``sign`` better (1: better, -1: worse): down where lower is better (a
        time, a rank), up elsewhere; None where the column's direction is unknown ("fastest", "improved", "beaten")."""
        return None if self.lower_is_better is None else -sign if self.lower_is_better else sign

    @cached_property
    def year(self) -> int | None:
        """The one year its header names ("dem_pct_1960": 1960), else None."""
        if self.priced_year is not None:
            return self.priced_year
        return int(years[0]) if len(years := YEAR_IN_HEADER.findall(self.header)) == 1 else None

    @cached_property
    def span(self) -> tuple[int, int] | None:
        """The period its header names by its first and last years ("deaths_1875_1879": (1875, 1879)), else None."""
        years = [int(y) for y in YEAR_IN_HEADER.findall(self.header)]
        return (years[0], years[1]) if len(years) == 2 and years[0] < years[1] else None

    @cached_property
    def period(self) -> tuple[int, int] | None:
        """The years its header names as a period: its :attr:`span`, or its one :attr:`year` as (year, year); else None."""
        return self.span or ((self.year, self.year) if self.year is not None else None)

    @cached_property
    def in_points(self) -> bool:
        """A percent column with a number past 1 holds percentage points: its 0.1 is 0.1%, never 10%."""
        return self.percent and any(abs(v) > 1 for v in self.numbers())


@dataclass(frozen=True)
class Row:
    """One table row: its named values, join keys, dates, numeric cells (by column) and other numbers."""

    table_id: str
    table_pos: int
    row: int  # 1-based, as in the serialized [ROW n]
    names: frozenset[str]
    keys: frozenset[str]
    dates: tuple[DateMention, ...]
    cells: tuple[tuple[int, Decimal], ...]  # (column gid, value) of numeric cells
    loose: tuple[Decimal, ...]  # numbers inside text cells ("out in episode 3")
    locators: tuple[Decimal, ...]  # numbers of the title and header: they only locate the table


_COUNTED_TITLE = re.compile(r"\((?:[^()]*\b)?(?:frequencies|counts)\)|\bhow (?:often|many times)\b", re.I)


def month_day(cell: str) -> int | None:
    """``mmdd`` of a cell that is a day of a month and no more ("Oct 18", "18 October"); else None."""
    found = find_dates(cell)
    return found[0].month * 100 + found[0].day if len(found) == 1 and found[0].year is None and found[0].day and found[0].text == cell else None


def _title_year(title: str) -> int | None:
    """The one year a title names ("... in the winter of 1951"), never a cited source's; None for none or several."""
    years = set(YEAR_IN_HEADER.findall(_CITED_YEAR.sub("", title)))
    return int(next(iter(years))) if len(years) == 1 else None


def _column(gid: int, pos: int, table: Table, j: int) -> Column | None:
    header = table.header[j]
    raw = [r[j].strip() for r in table.cells]
    durations = [parse_duration(c) for c in raw]
    if raw and any(RACE_TIME.match(c) for c in raw) and all(d is not None or re.fullmatch(r"\d{1,2}\.\d+", c) for d, c in zip(durations, raw)):
        durations = [d if d is not None else Decimal(c) for d, c in zip(durations, raw)]  # race times; "52.19" is seconds
    if raw and all(d is not None for d in durations):
        values = tuple(durations)
        return Column(gid, pos, header, header_stems(header), False, False, False, "time", 1.0, 1, True, values)
    months = is_year_month(header_words(header), raw)  # "201303": March 2013
    if raw and (months or all(_ISO_DATE.match(c) for c in raw if c)) and any(raw):  # "1985-01-07": ordered as 19850107, never a quantity
        values = tuple((ordered(c) if months else Decimal(c[:10].replace("-", ""))) if c else None for c in raw)
        stems = header_stems(header)
        return Column(gid, pos, header, stems, False, False, False, "date", None, 1, None, values)
    days = [month_day(c) if c else None for c in raw]
    written = [d for c, d in zip(raw, days) if c]
    if written and all(written) and written == sorted(written):  # "Oct 18", "Nov 9", ... in order: days of one year, the title's
        year = _title_year(table.title) or 1  # ("... the winter of 1812": 18121018) or else a year of 365 days (11018)
        values = tuple(Decimal(year * 10000 + d) if d else None for d in days)
        return Column(gid, pos, header, header_stems(header), False, False, False, "date", None, 1, None, values)
    parsed = [parse_number(c) if c else None for c in raw]
    if not raw or sum(p is not None for p in parsed) < max(1, len(raw) // 2):
        return None
    values = tuple(p.value if p is not None else None for p in parsed)
    words = header_words(header)
    stems = header_stems(header)
    if words[-1:] in (["c"], ["f"], ["celsius"], ["fahrenheit"], ["degc"], ["degf"]) and len(words) >= 2 \
            and not any(re.search(r"temp", h, re.I) for h in table.header):  # "annual_mean_anomaly_c": a temperature ("the warmest
        stems |= {stem(x) for x in HEADER_SYNONYMS["temperature"]}  # year"), where no column is headed one (never ``dew_point_c``)
    stems |= quarter_stems(header)  # ``q3_approval_pct``: "thirdquarter" (:mod:`.quarters`)
    stems |= glossed(table.title, re.findall(r"[a-z0-9]+", header.lower()))  # "the quarters ending in March (q1)": ``q1_tonnes``
    stems |= spelled_in_title(table.title, header)  # "the index" of ``odgi`` ("Ozone Depleting Gas Index")
    if words and len(words[0]) > 3 and re.search(r"(?:^|\b(?:of|in|across)\s+)" + words[0].capitalize() + r"\b(?!-)|\b" + words[0].capitalize() + r"['’]s\b", table.title) and words[0] not in HEADER_NOISE:
        stems |= _NATIONAL  # "national rainfall" of ``australia_rainfall_mm`` in "Australia's annual climate" (the country's whole)
    if words == ["id"]:  # a table's own key: "post 6" names the Id of "... - posts"
        stems |= {stem(w) for w in header_words(table.title.rsplit(" - ", 1)[-1]) if w not in HEADER_NOISE}
    nums = [v for v in values if v is not None]
    integers = all(v == v.to_integral_value() for v in nums)
    counter = len(nums) >= 3 and integers and [int(v) for v in nums] in (list(range(1, len(nums) + 1)), list(range(len(nums))))
    counter = counter and not stems & POSITION_STEMS  # a league table's Pos 1..n is a value ("finished fifth"), not a row number
    id_like = bool(words) and all(w in ID_HEADER_WORDS or w in HEADER_NOISE for w in words) or counter or bool(key_name(header))
    percent = any(w in PERCENT_WORDS for w in words) or any(c.endswith("%") for c in raw)
    rate = "per" in words or "rate" in words or "capita" in words  # "murders_per_100k", "birth rate": a rate, never a count
    rate = rate or bool({"average", "avg", "mean", "median"} & set(words))  # "female_average_wage" of whole pence: a mean, never a count
    count = not percent and not rate and (bool(stems & COUNT_WORDS) or (integers and any(abs(v) > 100 for v in nums) and not _dimension(stems))
                                          or integers and nums and min(nums) >= 0 and not _dimension(stems) and bool(_COUNTED_TITLE.search(table.title)))
    # (a title's "(frequencies)": every whole-number column counts, ``alternating`` up to 51 as ``wife`` up to 156)
    dimension = None if percent else _dimension(stems)
    unit_size = None
    own = words[:words.index("per")] if "per" in words[1:] and re.search(r"per_\d", header) else words  # "deaths_per_100_million_vehicle_miles":
    if len(own) >= 2 and _TIME_POINT.search(header):  # "polyps_12_months": polyps counted at twelve months, never a time
        own = own[:-1]
    last = unit_of(own[-1]) if own and len(own[-1]) >= 3 else None  # "year_total_tonnes": a mass, never a time by "year"
    for w in own if not percent else ():  # a rate's unit and scale are its numerator's, never its base's (``rate_base``); a
        if w in UNITS and UNITS[w][0] == (dimension or UNITS[w][0]) and (last is None or w == own[-1] or last[0] == UNITS[w][0]):
            dimension, unit_size = UNITS[w][0], float(UNITS[w][1])  # percent has none ("ten_year_declassification_pct")
    if unit_size is None and not percent and own[-1:] and own[-1] in UNITS and own[-1] not in HEADER_NON_UNITS:
        dimension, unit_size = UNITS[own[-1]][0], float(UNITS[own[-1]][1])  # "length_minutes": its unit, not "length"
    said = [w for w in header_words(paren.group(1)) if w in UNITS] if (paren := re.search(r"\(([^()]*)\)\s*$", header)) else []
    if unit_size is None and not percent and said:  # "Day length (hours)": a unit in brackets wins over a dimension word
        dimension, unit_size = UNITS[said[-1]][0], float(UNITS[said[-1]][1])
    if dimension == "time" and unit_size is None:
        name = next((CONVENTIONAL_TIME_UNIT[s] for s in stems if s in CONVENTIONAL_TIME_UNIT), None)
        if name == "minute" and len(nums) >= 3 and all(v > 0 and v % 12 == 0 for v in nums):
            name = "month"  # a term of whole years (12, 24, 48): months, as loan and contract terms are kept
        unit_size = float(UNIT_SIZE_OF_NAME[name]) if name else None
    scaled = scaled_headers(tuple(table.header))  # when headers say their scale, the title's is theirs
    scale = header_scale(own) or numeric_scale(header) or (title_scale(table.title) if not (id_like or percent or scaled or nums and all(v == int(v) and 1800 <= v <= 2199 for v in nums)) else 1)
    timed = dimension == "time" or words[-1:] in (["s"], ["sec"], ["secs"], ["seconds"])  # "zero_to_60_mph_s", "record_minutes"
    lower = True if stems & LOWER_IS_BETTER or timed else False if stems & HIGHER_IS_BETTER else None  # (a time: "faster",
    # "quicker", "the best" is less of it; an approval rating: "the best" is the most)
    clock = "time" in words and integers and sum(v >= 100 for v in nums) >= 3 and all(0 <= v <= 2400 and v % 100 < 60 for v in nums)
    if clock:  # "dep_time" 517, 1004: times of day, never a quantity
        return Column(gid, pos, header, stems, False, False, False, "clock", None, 1, None, values, True)
    unit = title_units(table).get(j)  # "abundance in the crust (mg/kg)": a measure, never a count of things
    if unit is None and not percent and len(own) >= 2 and len(own[-1]) >= 3 and own[-1] not in UNITS and (said := unit_of(own[-1])) is not None \
            and any((u := unit_of(w)) is not None and u[0] == said[0] for w in re.findall(r"[A-Za-z]{3,}", table.title)):
        unit = own[-1]  # "production_thousand_tonnes" of "... (thousand tonnes)": its own unit (a mass, as "5,321 thousand tonnes"
        # writes where the title's unit lets a claim's be read), never a count
    elif unit is None and not percent and (lead := next((w for k, w in enumerate(own[:own.index("per")] if "per" in own else own) if (
            len(w) >= 3 or k and own[k - 1] in ("thousand", "million", "billion")) and (
            said := unit_of(w)) is not None and said[0] in PHYSICAL_DIMENSIONS), None)) is not None:
        unit = lead  # "litres_per_adult", "litres_2015": a volume in litres ("16.2 gallons" is no 16.23 litres); never the base
        # of a rate ("price_per_gallon")
    if unit is None and dimension == "temperature" and own[-1:] in (["f"], ["c"]):
        unit = "°" + own[-1]  # "average_temperature_f": degrees Fahrenheit ("below freezing" is below 32 of it)
    per = rate_base(header, table.title) if rate and not percent else None
    return Column(gid, pos, header, stems, id_like, percent, count and not dimension and not unit, dimension, unit_size, scale, lower, values, False,
                  unit, per, sibling_year(header, tuple(table.header)))


_GLOSS = re.compile(r"\b([A-Za-z][a-z]+)\s+\((\w{1,6})\)")


@lru_cache(maxsize=4096)
def _glosses(title: str) -> dict[str, str]:
    """The short forms a title defines by the word before them in brackets ("ending in March (q1), June (q2)": q1 is
    March's); a stop word before a bracket defines nothing."""
    return {short.lower(): stem(word.lower()) for word, short in _GLOSS.findall(title) if word.lower() not in STOPWORDS}


def glossed(title: str, words) -> frozenset[str]:
    """The stems a title's glosses give a header of ``words`` (:func:`_glosses`): "march" for ``q1_tonnes``."""
    glosses = _glosses(title)
    return frozenset(glosses[w] for w in words if w in glosses)


@lru_cache(maxsize=4096)
def spelled_in_title(title: str, header: str) -> frozenset[str]:
    """The head noun a title spells a one-word acronym header out with: "index" of ``odgi`` in "... the NOAA's Ozone
    Depleting Gas Index" (a run of title words, hyphens splitting, whose initials are the header's letters), so "the
    index" names it; never the run's other words ("ozone-depleting gases" is ``all_gases_ppt``'s)."""
    if not re.fullmatch(r"[a-z]{3,5}", header.lower()):
        return frozenset()
    words = re.findall(r"[A-Za-z]+", title)
    n = len(header)
    for k in range(len(words) - n + 1):
        run = words[k:k + n]
        if "".join(w[0] for w in run).lower() == header.lower() and sum(w[0].isupper() for w in run) >= n - 1:
            return frozenset({stem(run[-1].lower())})
    return frozenset()


_COMPASS_POINTS = frozenset("north south east west northeast northwest southeast southwest".split())
_NATIONAL = frozenset(stem(w) for w in ("national", "nationwide", "countrywide", "nationally"))
_TIME_POINT = re.compile(r"[a-z]_\d{1,3}_(?:days?|weeks?|months?|years?|hours?)$", re.I)  # a measure at a time after a start


_STAGES = frozenset("baseline initial final start end pre post before after".split())  # when a measure was taken


def _counted_siblings(by_position: dict[int, Column]) -> dict[int, Column]:
    """Columns of whole non-negative numbers taken at a time or stage (``polyps_12_months``, ``lesions_final``) that share
    their first header word with a count column of their table, made counts too: the polyps counted at twelve months are polyps as those at baseline are, though no cell of theirs
    passes 100 (what makes an unnamed count a count)."""
    counted = {w[0] for c in by_position.values() if c.count and (w := header_words(c.header))}
    return {j: replace(c, count=True) for j, c in by_position.items()
            if not (c.count or c.percent or c.id_like or c.dimension or c.clock) and (w := header_words(c.header)) and w[0] in counted
            and (_TIME_POINT.search(c.header) or set(w[1:]) & _STAGES)
            and c.numbers() and all(v >= 0 and v == v.to_integral_value() for v in c.numbers())}


def _dimension(stems: frozenset[str]) -> str | None:
    return next((d for d, words in DIMENSION_WORDS.items() if stems & words), None)


_QUALIFIED = re.compile(r"\s+(?:(?:(?!(?:men|women|was|is|has|does)\b)[a-z]+s|or|and|nor)\b|[A-Z][a-z])")  # "Asian countries", "a Kenyan or
# Ethiopian runner", "South African Ernst Van Dyk" (a person's nationality, the person named)
_QUANTIFIED = re.compile(r"\b(?:no|every|each|any|which)\s+$", re.I)  # "No Central American country spent ...": the part's rows counted


_CITED_YEAR = re.compile(r"(?<=[A-Za-z.])\s+\((?:1[89]|20)\d\d[a-z]?\)")  # an author's year in a title: a source, never the data's


@dataclass
class TableIndex:
    """The rows and numeric columns of an item's tables and the named values (cell strings) to look for in claims.

    ``aliases`` maps a text to the cell it names: every name cell maps to
    itself, and a leading part of a multi-word cell ("Delta" of "Delta Air Lines
    Inc.") maps to it when no other cell starts with it and it is not a common word; so does the last word of a
    two- or three-word name of capitalised words in a column of people (a header word such as ``Name``,
    ``Winner``, ``Author``: "Achebe" of "Chinua Achebe", "Le Guin" with its particle) when no other such name
    ends with it: writers name people by their surname.
    """

    tables: tuple[Table, ...]
    rows: list[Row]
    columns: list[Column]
    aliases: dict[str, str]
    name_pattern: re.Pattern | None
    partners: list[list[int]] = field(default_factory=list)  # row -> rows of other tables sharing a key
    name_rows: dict[str, set[int]] = field(default_factory=dict)  # cell string -> rows holding it
    table_rows: list[list[int]] = field(default_factory=list)  # table position -> its rows
    refers: dict[int, set[int]] = field(default_factory=dict)  # row -> rows of its own table it points at or is pointed at by
    derived: dict[str, object] = field(default_factory=dict, compare=False, repr=False)  # what later modules compute once per
    # index from its columns, by name (``derive.table_totals``, ``brackets``, ``header_brackets``)

    @classmethod
    def build(cls, tables: Sequence[Table]) -> TableIndex:
        rows: list[Row] = []
        columns: list[Column] = []
        names: set[str] = set()
        lettered: dict[str, str] = {}
        table_rows: list[list[int]] = []
        seen = Counter(h for t in tables for h in {h.casefold() for h in t.header})  # header -> tables holding it
        foreign = {k for t in tables for h in t.header if (k := key_name(h))}
        included = inclusion_keys(tables, seen)  # "atomic_number" in elements and phase_transitions: one key
        places = coordinate_keys(tables)  # a city and the reading taken at its longitude
        pointers: dict[tuple[int, int], list[str]] = {}  # a SupportRepId's rows and the EmployeeId's rows share a key
        pointing = references(tables)
        for p, j, q, k in pointing:
            pointers.setdefault((p, j), []).append(f"#ref{q}.{k}")
            pointers.setdefault((q, k), []).append(f"#ref{q}.{k}")
        for pos, t in enumerate(tables):
            by_position: dict[int, Column] = {}
            for j in range(len(t.header)):
                col = _column(len(columns), pos, t, j)
                if col is not None:
                    columns.append(col)
                    by_position[j] = col
            for j, col in _counted_siblings(by_position).items():  # ``polyps_12_months`` beside ``polyps_baseline``: counts both
                columns[col.gid] = by_position[j] = col
            locators = tuple(n.value for n in find_numbers(_CITED_YEAR.sub("", t.title))) + tuple(n.value for h in t.header for n in find_numbers(h.replace("_", " ")))  # "green_pct_2012"
            # (never a source's year: "from McCullagh (1980)", "Stock and Watson (2007)")
            table_rows.append([])
            fk = [key_name(h) or referenced(t, h, foreign) or (h.casefold() if h.casefold() in included else None) for h in t.header]
            # headers shared with another table that identify (id-like numbers, text): rows agreeing on all of them
            # are one entity ("origin" EWR and "month" 1 of the departures and the weather tables)
            shared = [j for j, h in enumerate(t.header) if seen[h.casefold()] > 1 and (j not in by_position or by_position[j].id_like)
                      and header_words(h) != ["id"]]  # a bare "id" is each table's own row number
            composite = any(j in by_position for j in shared)
            months = [j for j in range(len(t.header)) if is_year_month(header_words(t.header[j]), [r[j].strip() for r in t.cells])]
            letters = letter_columns(t)  # "major A": a one-letter cell named with its header word
            lettered.update({f"{w} {r[j].strip()}": r[j].strip() for j, word in letters.items() for r in t.cells for w in (word, word.capitalize())})
            for i, raw in enumerate(t.cells, start=1):
                stripped = [c.strip() for c in raw]
                row_names = frozenset(c for c in stripped if is_name(c))
                names.update(row_names)
                row_names |= {stripped[j] for j in letters}
                keys = frozenset(c.casefold() for c in stripped if any(ch.isalpha() for ch in c) and c.casefold() not in GENERIC_CELLS)
                keys |= {f"#{fk[j]}={c.casefold()}" for j, c in enumerate(stripped) if fk[j] and c}
                keys |= {f"{ref}={c.casefold()}" for j, c in enumerate(stripped) if c for ref in pointers.get((pos, j), ())}
                keys |= places[pos][i - 1]
                if composite:
                    keys |= {"#" + "|".join(f"{t.header[j].casefold()}={stripped[j].casefold()}" for j in shared)}
                dates = tuple(d for c in stripped for d in find_dates(c)) + tuple(year_month(stripped[j]) for j in months if stripped[j])
                cells = tuple((by_position[j].gid, by_position[j].values[i - 1]) for j in by_position if by_position[j].values[i - 1] is not None)
                loose = tuple(n.value for j, c in enumerate(stripped) if j not in by_position for n in find_numbers(c))
                table_rows[-1].append(len(rows))
                rows.append(Row(t.id, pos, i, row_names, keys, dates, cells, loose, locators))
        people = {r[j].strip() for t in tables for j, h in enumerate(t.header) if set(header_words(h)) & PERSON_HEADERS for r in t.cells}
        teams = {r[j].strip() for t in tables for j, h in enumerate(t.header) if set(header_words(h)) & TEAM_HEADERS for r in t.cells}
        others = " ".join(t.title for t in tables if not SHORT_NAMES.keys() & {c.strip() for r in t.cells for c in r})
        aliases, any_case = name_aliases(names, people, teams, others), {}  # (a short name another table's title writes is that table's)
        for t in tables:  # "female" for a "Female" of a categorical column (few distinct one-word values)
            for j in range(len(t.header)):
                kinds = {r[j].strip() for r in t.cells}
                for c in kinds:  # and "sodium" for a "Sodium" of a column of names: writers lower-case common nouns;
                    low = c.lower()  # never a code ("AS", "AN": "as" and "an" are words)
                    if c in names and c.isalpha() and c[0].isupper() and c[1:].islower() and low not in COMMON_WORDS and low not in aliases \
                            and (len(kinds) <= 10 or len(c) >= 3):
                        aliases[low] = c
                    elif c in names and _SENTENCE_CASED.fullmatch(c) and low not in aliases:  # "big brown bat" of "Big brown bat"
                        aliases[low] = c
                    elif c in names and _TITLE_CASED.fullmatch(c) and low not in aliases and c not in people and any(
                            _SENTENCE_CASED.fullmatch(k) for k in kinds):  # "the fennec fox" of "Fennec Fox" in a column of
                        aliases[low] = c  # common nouns ("Kit fox", "Grizzly bear"), as writers lower-case them
                    if len(kinds) <= 10 and c in names and c.isalpha() and c[0].isupper() and len(c) >= 6 and c not in people:
                        for word in sorted(set(re.findall(r"\b[a-z]{6,}s\b", t.title))):  # "28 species of carnivores and primates": the
                            if _shared(word, low) >= max(6, len(low) - 2):  # title's plural of a category ("Carnivora": "carnivores",
                                aliases.setdefault(word, c)  # "Lagomorpha": "lagomorphs"), and its singular ("No carnivore", "No
                                aliases.setdefault(word[:-1], c)  # primate")
                    elif c in names and c[:1].islower() and not c.islower() and (first := c[:1].upper() + c[1:]) not in names:
                        aliases.setdefault(first, c)  # "Non-US citizens received ..." of "non-US" (a sentence's first word)
                    if len(kinds) <= 10 and c in names and len(c) >= 6 and re.fullmatch(r"[a-z][a-z-]*[^s]s", c) and plural(one := c[:-1]) == c \
                            and one not in names and one not in COMMON_WORDS:
                        aliases.setdefault(one, c)  # "the non-smoker age groups" of "non-smokers"
                        if one.endswith("er") and (doing := one[:-2] + "ing") not in names and doing.split("-")[-1] not in COMMON_WORDS:
                            for form in (doing, doing[:1].upper() + doing[1:]):  # "Smoking doctors", "non-smoking doctors" of
                                aliases.setdefault(form, c)  # "smokers", "non-smokers"
                    several = plural(c)  # "Chinstraps", "territories"
                    if len(kinds) <= 10 and c in names and c.isalpha() and (c[0].isupper() or c.islower()) and several not in names and several.casefold() not in COMMON_WORDS:
                        for form in (several, several.capitalize()) if c.islower() else (several,):  # "Territories make up ..."
                            aliases.setdefault(form, c)
                    if len(kinds) <= 10 and c in names:  # "male applicants" of a gender column holding "men"
                        aliases.update({f: c for f in _GENDER_FORMS.get(low, ()) if f not in names and f.lower() not in {k.lower() for k in kinds} and f not in aliases})
                    verbs = verb_forms(c) if len(kinds) <= 10 and c in names else ()  # "retired", "died": "Retirement", "Death"
                    aliases.update({f: c for f in verbs if f not in names and f not in COMMON_WORDS and f not in aliases})
                lowered = [c for c in kinds if c in names and c.islower()]  # "mount elbert" stored as GeoQuery keeps it
                if lowered and len(lowered) >= 0.8 * sum(any(ch.isalpha() for ch in c) for c in kinds):
                    any_case.update({f: c for c in lowered for f in any_case_forms(c)})  # "Datsun 280-ZX", in any case
                    for c in lowered:  # is written "Mount Elbert", "St. Paul", "McKinley", "Lake of the Woods"; a key's noun in the
                        many = several if len(kinds) > 10 and unit_of(several := plural(c)) is None else c  # plural ("railroad engineers";
                        aliases.update({f: c for f in {capitalised(c, small=False), capitalised(c, small=True), many, many[:1].upper() + many[1:]}
                                        if f.casefold() not in COMMON_WORDS and f not in names and f not in aliases})  # never a unit's: "miles")
        aliases.update({f: c for f, c in lettered.items() if f not in aliases and f not in names})
        index = cls(tuple(tables), rows, columns, Aliases(aliases, any_case), None, table_rows=table_rows)
        if index.aliases or any_case:
            forms = {n: re.escape(n) for n in index.aliases} | {n: f"(?i:{re.escape(n)})" for n in any_case}
            alternatives = "|".join(forms[n] for n in sorted(forms, key=lambda n: (-len(n), n)))
            index.name_pattern = re.compile(r"(?<!\w)(?:" + alternatives + r")(?!\w)")
        for r, row in enumerate(rows):
            for name in row.names:
                index.name_rows.setdefault(name, set()).add(r)
        index.partners = _partners(rows)
        for p, j, q, k in pointing:  # "Robert King reports to Michael Mitchell": a row pointing at a row of its own table
            if p == q:
                own = {t_row[k].strip(): table_rows[p][i] for i, t_row in enumerate(tables[p].cells)}
                for i, t_row in enumerate(tables[p].cells):
                    if (target := own.get(t_row[j].strip())) is not None and target != table_rows[p][i]:
                        index.refers.setdefault(table_rows[p][i], set()).add(target)
                        index.refers.setdefault(target, set()).add(table_rows[p][i])
        return index

    def name_spans(self, text: str) -> list[tuple[int, int]]:
        if self.name_pattern is None:
            return []
        return [(m.start(), m.end()) for m in self.name_pattern.finditer(text) if not self._another_name(text, m.group(0), m.end())
                and not self._common_noun(text, m.group(0), m.start()) and not self._qualifier(text, m.group(0), m.end())]

    def _qualifier(self, text: str, said: str, end: int) -> bool:
        """Whether a place's adjective ("Asian", "Kenyan") qualifies a plural noun after it ("the Asian countries": the rows
        of that part, :attr:`adjectives`) or is one of a pair ("a Kenyan or Ethiopian runner"), rather than naming the
        place's row ("No Kenyan won", "Kenyan men won ten of the races", "an Asian country")."""
        if self.adjectives is None or said not in self.adjectives[1]:
            return False
        held = [self.rows[r].table_pos for r in self.name_rows.get(self.adjectives[1][said], ())]
        people = re.match(r"\s+([a-z]+s)\b", text[end:])
        if held and len(held) == len(set(held)) and people and stem(people.group(1)) not in self.table_nouns:  # a place keying one
            return False  # row of each table, its people named by a noun no title or header has, is no part: "American adults"
            # are the United States' row
        noun = re.match(r"\s+([a-z]+)\b", text[end:])  # "No Central American country": a noun of a title counted
        return _QUALIFIED.match(text, end) is not None or _QUANTIFIED.search(text, 0, end - len(said)) is not None and noun is not None \
            and any(stem(noun.group(1)) in self.title_stems(p) for p in range(len(self.tables)))

    def _common_noun(self, text: str, said: str, start: int) -> bool:
        """Whether a lower-case plural after a count matches a capitalised cell but is the noun a title counts ("None of
        the 41 queens", "Four of the queens" of a table of drag queens, one of them from Queens): the rows, not that cell."""
        cell = self.aliases.get(said)
        if cell is not None and len(self.name_rows.get(cell, ())) >= 2 and stem(said.lower()) not in self.key_nouns:
            return False  # "None of the primates": a category's cell many rows hold ("Primates"), not the rows' noun (the
            # key column's: "queen", though two queens come from Queens)
        return said.islower() and said.endswith("s") and cell is not None and cell[:1].isupper() and re.search(
            r"\b(?:(?:of|among)\s+(?:the|these|those)|all(?:\s+the)?)\s+(?:(?:\d+|[a-z]+)\s+)?$", text[:start]) is not None and any(stem(said) in self.title_stems(p) for p in range(len(self.tables)))

    def _another_name(self, text: str, said: str, end: int) -> bool:
        """Whether a generic leading word standing for a cell ("United" of "United States") continues into a capitalised
        word the cell does not have: "the United Nations" is another name."""
        cell = self.aliases.get(said)
        return said in GENERIC_HEADS and cell is not None and cell.startswith(said + " ") and \
            re.match(r" [A-Z]", text[end:end + 2]) is not None and not cell.startswith(said + text[end:end + 2])

    @cached_property
    def header_phrases(self) -> re.Pattern | None:
        """Headers of two or more words ("highest point", any case), longest first: a writer uses them as names. None
        when no header has two words."""
        phrases = {" ".join(header_words(h)).lower() for t in self.tables for h in t.header if len(header_words(h)) >= 2}
        return re.compile(r"\b(?:" + "|".join(re.escape(p) for p in sorted(phrases, key=lambda p: (-len(p), p))) + ")", re.I) if phrases else None

    @cached_property
    def adjectives(self) -> tuple[re.Pattern, dict[str, str]] | None:
        """Places' adjectives and their cells ("Asian": "Asia"): the parts of a table a claim ranks within, never values."""
        forms = {f: n for n in self.name_rows for f in adjective_forms(n) if self.aliases.get(f, n) == n and (
            f.casefold() not in COMMON_WORDS or f.casefold() == n.casefold() + "ern")}  # ("Southern" of a region "South")
        return (re.compile(r"\b(" + "|".join(sorted(forms, key=lambda f: (-len(f), f))) + r")\b"), forms) if forms else None

    @cached_property
    def cell_seasons(self) -> frozenset[tuple[str, str]]:
        """The seasons the tables' cells write ("2010-11" of a ``season`` column): row keys, never a title's period."""
        return frozenset(s for t in self.tables for r in t.cells for c in r if "-" in c or "/" in c or "–" in c for s in seasons(c))

    @cached_property
    def unit_dimensions(self) -> frozenset[str]:
        """The dimensions of the units the tables' titles state (a claim's unit is read only for these)."""
        return frozenset(unit_of(c.unit_text)[0] for c in self.columns if c.unit_text)

    def table_columns(self, table_pos: int) -> list[Column]:
        return [c for c in self.columns if c.table_pos == table_pos]

    def value(self, row: int, gid: int) -> Decimal | None:
        """The number in column ``gid`` of row ``row`` (an index into ``rows``), or None."""
        for g, v in self.rows[row].cells:
            if g == gid:
                return v
        return None

    def title_stems(self, table_pos: int) -> frozenset[str]:
        return frozenset(stem(w) for w in re.findall(r"[A-Za-z]+|\d+", self.tables[table_pos].title))

    @cached_property
    def table_nouns(self) -> frozenset[str]:
        """The stems of every table's leading title words and header words: the nouns a table's rows or columns are."""
        return frozenset().union(*(self.lead_title_stems(p) | {s for h in t.header for s in header_stems(h)} for p, t in enumerate(self.tables)))

    @cached_property
    def key_nouns(self) -> frozenset[str]:
        """The stems of each table's first header's words: the noun its rows are ("queen", "species")."""
        return frozenset(stem(w) for t in self.tables if t.header for w in header_words(t.header[0]))

    def lead_title_stems(self, table_pos: int) -> frozenset[str]:
        """The stems of a title's words before any bracket, colon or semicolon (what the table is, not its source),
        stop words aside: "Alcohol consumption of eighteen G20 countries ... (the R package ...)"."""
        lead = re.split(r"[(:;]", self.tables[table_pos].title)[0].lower()
        return frozenset(stem(w) for w in re.findall(r"[a-z]+", lead) if w not in STOPWORDS)


_GENDER_FORMS = {g: tuple(f for w in forms for f in (w, w.capitalize())) for g, forms in {
    "men": ("male", "males"), "women": ("female", "females"), "male": ("men", "males", "man"), "female": ("women", "females", "woman"),
    "males": ("male", "men"), "females": ("female", "women"), "boys": ("male", "males"), "girls": ("female", "females")}.items()}


def letter_columns(table: Table) -> dict[int, str]:
    """Columns (position -> header word) of one-letter codes named with their one-word header: "major A" of a column
    ``major`` holding A to F. A bare "A" is an article, so the letter alone is never a name; "major A" names its rows
    (so does "Corps I" of a column ``corps`` of short upper-case codes, some of one letter: G, I, II ... XV)."""
    out = {}
    for j, h in enumerate(table.header):
        cells = {r[j].strip() for r in table.cells}
        if re.fullmatch(r"[A-Za-z]+", h.strip()) and len(cells) >= 2 and all(1 <= len(c) <= 4 and c.isalpha() and c.isupper() for c in cells) \
                and any(len(c) == 1 for c in cells):
            out[j] = h.strip().lower()
    return out


def is_name(cell: str) -> bool:
    """A cell naming something: >= 3 characters with a letter, or a 2-character upper-case code ("UA", "9E", "CT")."""
    code = len(cell) == 2 and all(ch.isupper() or ch.isdigit() for ch in cell)
    return (len(cell) >= MIN_NAME_CHARS or code) and any(ch.isalpha() for ch in cell) and cell.casefold() not in GENERIC_CELLS




def _partners(rows: list[Row]) -> list[list[int]]:
    """For each row, the rows of other tables that share a join key identifying an entity: a key in <= 3 rows
    of each table joins them all; a key in one row of a table (the entity's own row: "AA" in ``airlines``,
    "#supplier id=4" in ``Suppliers``) also joins that row to any number of rows of other tables (its flights,
    its products), never those rows to each other."""
    by_key: dict[str, list[int]] = {}
    for r, row in enumerate(rows):
        for k in row.keys:
            by_key.setdefault(k, []).append(r)
    linked: list[set[int]] = [set() for _ in rows]
    for k, holders in by_key.items():
        per_table: dict[int, list[int]] = {}
        for r in holders:
            per_table.setdefault(rows[r].table_pos, []).append(r)
        if len(per_table) < 2:
            continue
        if max(len(h) for h in per_table.values()) <= MAX_KEY_ROWS:
            pairs = [(r, p) for r in holders for p in holders if rows[p].table_pos != rows[r].table_pos]
        else:
            owners = [h[0] for h in per_table.values() if len(h) == 1]
            pairs = [(o, p) for o in owners for p in holders if rows[p].table_pos != rows[o].table_pos]
            pairs += [(p, o) for o, p in pairs]
        for r, p in pairs:
            linked[r].add(p)
    return [sorted(x) for x in linked]


@lru_cache(maxsize=64)
def index_of(tables: tuple[Table, ...]) -> TableIndex:
    """The (cached) index of a tuple of tables (a table of two sides with their sum: :mod:`.wholes`)."""
    return TableIndex.build(tuple(with_whole(t) for t in tables))


def support(index: TableIndex, holders: list[set[int]], join_rows: bool, names: Sequence[bool] = ()) -> list[int] | None:
    """Rows (one, or joined ones from different tables) that together hold every value, or None. ``names`` marks the
    values that are names: a joined row of a table where a name has rows of its own must be one of them ("Bergeron
    carried Robert-Bourassa with 446 votes": not the district's 446 of another candidate's row)."""
    common = set.intersection(*holders)
    if common:
        return [min(common)]
    if not join_rows:
        return None
    budget = [MAX_JOIN_SEARCH]
    named = [k for k, is_name in enumerate(names) if is_name]
    own = {k: {index.rows[r].table_pos for r in holders[k]} for k in named}

    def foreign(p: int) -> bool:  # a row taken only for numbers, of a table where a named value has rows, not one of them
        return not any(p in holders[k] for k in named) and any(index.rows[p].table_pos in own[k] and p not in holders[k] for k in named)

    def extend(chosen: list[int], remaining: list[int]) -> list[int] | None:
        if not remaining:
            return chosen
        budget[0] -= 1
        if budget[0] < 0:
            return None
        used = {index.rows[r].table_pos for r in chosen}
        candidates = sorted({p for r in chosen for p in index.partners[r] if index.rows[p].table_pos not in used})
        for p in candidates:
            if any(p in holders[v] for v in remaining) and not foreign(p):
                found = extend(chosen + [p], [v for v in remaining if p not in holders[v]])
                if found:
                    return found
        for p in candidates:  # through a linking row holding none of the values: a driver -> qualifying -> constructor
            for q in index.partners[p]:
                if index.rows[q].table_pos not in used | {index.rows[p].table_pos} and any(q in holders[v] for v in remaining):
                    found = extend(chosen + [p, q], [v for v in remaining if q not in holders[v]])
                    if found:
                        return found
        return None

    for r in sorted(set.union(*holders)):
        if foreign(r):
            continue
        found = extend([r], [v for v, h in enumerate(holders) if r not in h])
        if found:
            return found
    return None
