"""The checkable values of a claim and the rows that hold them.

Values are named values (table cell strings), calendar dates, month names
(matched to a ``month`` column), durations ("2:11:45", "2 hours 11
minutes") and numbers written in digits with what surrounds them: a percent
sign, a scale word, a unit ("20.0 minutes", "13.4 points"), a bound ("more
than 5,000", "about 50%") and the header words near them, which say which
column the number must come from (``cancelled 31 flights`` must be the
``cancelled`` cell, not the ``flights`` cell).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from decimal import ROUND_FLOOR, Decimal

from mt_raig.numbers import MONTHS, Mention, Number, find_dates, find_mentions, rounds_to

from .clock import datetime_rows
from .durations import close_duration, durations, seconds_of
from .dayranges import nth_weeks, shared_month_days, shared_year
from .designators import designator
from .headers import head_noun, header_years, modifier_of, total_of
from .index import Column, Row, TableIndex, header_words, hits
from .keys import names_a_row
from .money import in_table_money, written_as_money
from .nonvalues import not_a_value
from .lexicon import BOUND_WORDS, CHANGE_HEADER, FILLERS, LOSS_BEFORE, OR_BOUND, PERCENT_WORDS, POINT_WORDS, PRICE_SENSE, STOPWORDS, UNITS, stem
from .units import PHYSICAL_DIMENSIONS, claim_rate_base, claim_unit, convert, same_dimension, unit_of
from .windows import dated_year, leading_window, number_windows, year_like
from .countbounds import share_mentions
from .words import word_mentions, year_row

_UNIT_AFTER = re.compile(r"[\s-]*([A-Za-z°%][A-Za-z-]*)")
_MONTH_NAME = re.compile(r"\b(" + "|".join(sorted((k.capitalize() for k in MONTHS if len(k) > 3), key=len, reverse=True)) + r")\b")
# Words after which a year-like number is a quantity ("GDP per capita was 1952"), not a year ("in 1952", "the 1952 leader").
_BOUND_BEFORE = re.compile(r"\b(" + "|".join(re.escape(p) for p in sorted(BOUND_WORDS, key=len, reverse=True)) + r")\s*[$€£¥]?\s*$")  # "less than $55":
# the sign between (the longest phrase ending there: "a little more than", never "more than")
_QUANTITY_BEFORE = (r"\b(?:was|were|is|are|be|been|had|has|have|reached|totaled|totalled|totalling|averaged|recorded|hit|at|of|"
                    r"with|about|around|nearly|roughly|approximately|only|just|than)\s+$")


@dataclass
class Value:
    """One checkable value of a claim; ``kind`` is name, date, month, duration or number."""

    text: str
    kind: str
    start: int
    end: int
    cell: str | None = None  # the table cell a named value stands for
    date: object | None = None
    month: int | None = None
    mention: Mention | None = None
    seconds: Decimal | None = None  # durations: total seconds and the precision written
    precision: int = 1
    unit: tuple[str, float] | None = None  # (dimension, size) of a unit word after the number
    unit_text: str | None = None  # a physical unit after the number ("-7 °C") of a dimension some title unit has
    points: bool = False
    per: bool = False  # "542 miles per flight": a ratio, whatever its unit
    noun: str | None = None  # the word right after a bare number ("590 residents")
    head: str | None = None  # the plural noun after that word, its noun phrase's head ("5,000 road deaths": deaths)
    bound: str | None = None
    locator: bool = False  # may locate a row through an id-like column or the title
    period: bool = False  # a year closing "the <quantity> of": its window is the quantity's words, never its own
    coordinated: bool = False  # one of "episodes 2 and 9", "series 5 to 7"
    window: list[tuple[str, float]] = field(default_factory=list)  # (header stem, weight by distance) near the number
    hints: dict[int, set[int] | None] = field(default_factory=dict)  # table position -> hinted column gids
    holders: set[int] | None = None  # rows holding the value, once computed
    strong: dict[int, bool] = field(default_factory=dict)  # table position -> a header word right next to the number
    fall: bool = False  # after a loss word ("lost 5 seats"): in a change column ("+/–") the cell -5
    per_base: int | None = None  # a rate per N ("1.3 per 100,000 residents": 100000): never a percentage
    gap: bool = False  # stated against another entity ("2,135 fewer sales than Houston", "$1,000 above Austin's")
    relative: bool = False  # a share of another entity's ("61% as many people as Colorado", "13% the size of Superior")
    placed: frozenset[str] = frozenset()  # stems of "the <word> of" before the number in its sentence, or of "at the <word>
    # of" after it ("At the longitude of the Nov 14 reading, ... 24,000 men", "-20 degrees was taken at the longitude of
    # Studienska": a place that locates a row, never the number's column)
    part_of: bool = False  # a count written as a part of a number ("admitted 62 of its 825 applicants"): never a percent cell
    share_of: bool = False  # a percent written as a part of a whole ("about 25% of Ruth's 2,873 hits"): never a plain count's cell
    coordinate: bool = False  # written with its hemisphere ("77.00° W"): a position, never a difference of two columns
    years: frozenset[int] = frozenset()  # the claim's years ("in 1976"): a column headed by another year is not this number's
    rate_tail: frozenset[str] = frozenset()  # stems of "deaths per 1,000 live births" after a rate's number: what it is per
    money: bool = False  # written as dollars or cents ("$1.22", "50 cents a gallon")
    season: bool = False  # a season's first year ("in 2010-11"): the rows whose own cells hold it, over a title's span
    row_year: bool = False  # a title's year as one end of a change ("from 1994 to 2022" of "1992 to 2022"): its own row


def claim_values(claim: str, index: TableIndex) -> list[Value]:
    """Named values, dates, months, durations and numbers of a claim, in order (no value inside another)."""
    values: list[Value] = []
    taken: list[tuple[int, int]] = []

    def free(s: int, e: int) -> bool:
        return not any(a < e and s < b for a, b in taken)

    for s, e in index.name_spans(claim):
        values.append(Value(claim[s:e], "name", s, e, cell=index.aliases[claim[s:e]]))
        taken.append((s, e))
    dates = shared_year(nth_weeks(claim, find_dates(claim), days := [d for r in index.rows for d in r.dates]), days)  # "5 February", "the first week of May"
    for d in [*dates, *shared_month_days(claim, dates)]:  # "15 and 29 January 2018": the 15th of January too
        if free(d.start, d.end):
            values.append(Value(d.text, "date", d.start, d.end, date=d))
            taken.append((d.start, d.end))
    if any(c.id_like and "month" in c.header.lower() for c in index.columns):
        for m in _MONTH_NAME.finditer(claim):
            if free(m.start(), m.end()):
                values.append(Value(m.group(0), "month", m.start(), m.end(), month=MONTHS[m.group(0).lower()]))
                taken.append((m.start(), m.end()))
    for text, s, e, seconds, precision in durations(claim):
        v = Value(text, "duration", s, e, seconds=seconds, precision=precision, bound=_duration_bound(claim[:s]))
        if free(v.start, v.end):  # a time of day the title states ("The 12:50 observation ...") only names the table
            values.extend([] if re.search(r"\b" + re.escape(text) + r"\b", " ".join(t.title for t in index.tables)) else [v])
            taken.append((v.start, v.end))
    words = word_mentions(claim, index.tables, not any(v.kind == "name" for v in values) and not year_row(claim, index.tables)) \
        + share_mentions(claim)  # "AC/DC released two albums", "in 1983 numbered sixty-three"; "half of South Korea's 48 medals"
    for m in sorted(find_mentions(claim) + words, key=lambda m: m.start):
        if not_a_value(claim, m, [t.title for t in index.tables], [h for t in index.tables for h in t.header], index.cell_seasons):
            continue  # "1.3 per 100,000 residents" (the rate's base), "in 1994-95" (a season's second year): no value
        if free(m.start, m.end):
            v = _number(claim, m, index)
            named = designator(claim, m, index)
            if named == "title" or named and not rows_holding(index, v):
                continue  # "ISO 15924", "ISO 3166-2", "the alpha-3 code" (header ``alpha_3``), "a 65 mph limit": part of a name, no value
            values.append(v)
            taken.append((m.start, m.end))
    values.sort(key=lambda v: v.start)
    if any(v.kind == "number" and v.mention.percent for v in values):  # "speaks English, 50%": the english_speakers_pct
        values = [v for v in values if not (v.kind == "name" and _percent_header_word(index, v))]  # column, not a language row
    number_windows(claim, values, [t.title for t in index.tables], [h for t in index.tables for h in t.header])
    _row_years(claim, values, index)
    for v in values:  # "At Libby, 1942's 38.7": a possessive year locates its row; the words around it are what it owns
        if v.kind == "number" and v.locator and year_like(v.mention.number) and re.match(r"['’]s\s", claim[v.end:]):
            v.window = []
    for k, v in enumerate(values):  # "the 40-year-olds", "aged 40 years old": an age, whatever columns the words around it name
        if v.kind == "number" and not (v.locator and year_like(v.mention.number)) and (lead := leading_window(claim, v.start, v.end)) is not None:
            v.window = lead  # "In the age group centred on 50, smokers died ...": the phrase's words, not the clause's
        if v.kind == "number" and k and values[k - 1].kind == "name" \
                and re.fullmatch(r"(?:\s+[a-z]+)?\s+(?:around|aged|about|roughly|near)\s+", claim[values[k - 1].end:v.start], re.I) and re.match(r"\s+[a-z]+ed\b", claim[v.end:]):
            v.window = []  # "Smokers around 60 died of ...": the smokers' age group, never 60 deaths
        if v.kind == "number" and _AGE_AFTER.match(claim, v.end):
            v.window = [(stem("age"), 2.0)]
        elif v.period or v.kind == "number" and v.locator and (claim[v.end:v.end + 1] == "," and re.fullmatch(r"\s*in\s+", claim[:v.start], re.I)
                                                                or _LEADING_SCOPE.fullmatch(claim[:v.start])):
            v.window = []  # "the 268 hijacking deaths of 2001", "In 2018, 55% of files opened were ...", "Of the seventeen years, 2004
            # had ...": the year locates the row whatever the column the words after (or the scope before) it name
    return values


_LEADING_SCOPE = re.compile(r"\s*(?:of|among|across|over)\s+(?:all\s+)?the\s+(?:[\w-]+\s+)?(?:years|seasons)\s*,\s*", re.I)
_AGE_AFTER = re.compile(r"(?:-years?-olds?\b|\s+years?\s+old\b)", re.I)


def _percent_header_word(index: TableIndex, v: Value) -> bool:
    """Whether a one-word name is a word of a percent column's header in a table holding it (``english_speakers_pct``)."""
    if " " in v.cell.strip():
        return False
    held = {index.rows[r].table_pos for r in index.name_rows.get(v.cell, ())}
    said = stem(v.cell.strip().lower())
    return any(c.percent and not c.id_like and said in c.stems for c in index.columns if c.table_pos in held)


_GAP_AFTER = re.compile(r"(?:\s+(?!(?:was|were|is|are|has|had|have|be|been|and|but|while|whereas)\b)[A-Za-z-]+){0,4}?\s+(?:(?:more|fewer|less|"
                        r"higher|lower|longer|shorter|larger|smaller|bigger|greater|heavier|lighter|older|younger)"
                        r"(?:\s+[A-Za-z-]+){0,3}?\s+than\b|(?:above|below|ahead\s+of|behind|short\s+of)\s+(?:that\s+of\s+)?(?:the\s+)?[A-Z])",
                        re.I)
_RELATIVE = re.compile(r"\s+(?:as\s+(?:many|much|large|big|high|long|heavy|tall)\s+(?:[a-z]+\s+){0,3}?as|the\s+(?:size|population|area|length|height)\s+of)\s",
                       re.I)
_HEMISPHERE = re.compile(r"\s*(?:°|degrees?)\s*(N|S|E|W|north|south|east|west)\b(?!\s+of\b)")
RATE_TAIL = re.compile(r"(?:\s+[a-z]+)?\s+per\s+(?:[\d,]+\s+)?(?:[a-z-]+\s+)?[a-z-]+", re.I)  # " births per woman"
def month_spans(text: str) -> list[tuple[int, int]]:
    return [(m.start(), m.end()) for m in _MONTH_NAME.finditer(text)]  # "June", "September"


def relocate_years(index: TableIndex, values: Sequence[Value], claim: str = "") -> None:
    """A year read as a quantity no row holds locates a row if no header names it ("The one break was 2018") or "year" does ("The deadliest year was 1972")."""
    for v in values:
        quantity = v.kind == "number" and not v.locator and year_like(v.mention.number) and not v.mention.percent
        named = quantity and re.search(r"\byear\b[^.;]*(?<!\bthan)\s+$", claim[:v.start], re.I)  # the row's year: no column's words
        if quantity and not rows_holding(index, v) and (named or all(hinted_columns(index, v, p) is None for p in range(len(index.tables)))):
            v.locator, v.holders, v.hints, v.strong, v.window = True, None, {}, {}, [] if named else v.window


def column_months(index: TableIndex, values: Sequence[Value]) -> list[Value]:
    """The values without a month (or month and year) that no row holds and a header names ("In January 2026 Chatham
    has the largest offset": ``utc_offset_january_h``): it says which column, not which row."""
    headed = {w for t in index.tables for h in t.header for w in re.split(r"[\W_]+", h.lower()) if w in MONTHS}
    months = [v for v in values if headed and v.kind in ("month", "date") and not rows_holding(index, v)
              and re.match(r"[A-Za-z]+", v.text) and v.text.split()[0].lower() in headed]
    for q in values if months else ():  # every number of the claim is of that month's column
        if q.kind == "number":
            q.window = [*q.window, (stem(months[0].text.split()[0].lower()), 2.0)]
            q.hints, q.strong = {}, {}
    return [v for v in values if v not in months]


def blank_values(claim: str, values: Sequence[Value]) -> str:
    """The claim with its numbers, dates and durations replaced by "#" (same length, so positions stay)."""
    chars = list(claim)
    for v in values:
        if v.kind != "name":
            chars[v.start:v.end] = "#" * (v.end - v.start)
    return "".join(chars)


_PERIODS = {"day": "daily", "week": "weekly", "month": "monthly", "year": "yearly"}


def _tables_rate(index: TableIndex, word: str) -> bool:
    """Whether the tables state their figures per ``word``, a period ("hours of sleep a day", "daily_hours"): "16.8
    hours a day more than the horse" is then a difference of the column's own rates, not a ratio per day."""
    if word not in _PERIODS:
        return False
    text = " ".join([t.title for t in index.tables] + [h for t in index.tables for h in t.header]).lower()
    return bool(re.search(rf"\b(?:a|per|each)[\s_]+{word}\b|\b{_PERIODS[word]}\b|_per_{word}\b|/{word}\b", text))


_TITLE_HEMISPHERE = re.compile(r"\bdegrees\s+(north|south|east|west)\b", re.I)
_AXES = {"N": "NS", "S": "NS", "E": "EW", "W": "EW"}


def _titled_hemisphere(index: TableIndex, letter: str) -> str | None:
    """"same" or "other" when the tables' titles state their coordinates of ``letter``'s axis in degrees of one side
    ("longitude (degrees east)"), as the claim's letter is or is not that side; None when they state none."""
    sides = {m.group(1)[0].upper() for t in index.tables for m in _TITLE_HEMISPHERE.finditer(t.title)} & set(_AXES[letter])
    return None if len(sides) != 1 else "same" if letter in sides else "other"


def _number(claim: str, m: Mention, index: TableIndex) -> Value:
    hemi = _HEMISPHERE.match(claim, m.end)  # "77.00° W",
    titled = hemi and _titled_hemisphere(index, hemi.group(1)[0].upper())
    hemi = hemi if hemi and (titled or any(x < 0 for c in index.columns for x in c.numbers())) else None
    if hemi and (titled == "other" or not titled and hemi.group(1)[0].upper() in "SW"):  # "43.95 degrees south": a signed coordinate
        m = replace(m, number=replace(m.number, value=-m.number.value))  # (south and west negative); "24.0° W" of a title's
        # "longitude (degrees east)": the other side, never its 24.0
    m = in_table_money(claim, m, [t.header for t in index.tables])  # "39 cents" of dollars, "$2.39" of cents (price_cents)
    v = Value(claim[m.start:hemi.end() if hemi else m.end], "number", m.start, hemi.end() if hemi else m.end, mention=m, coordinate=bool(hemi),
              money=written_as_money(claim, m))
    if not hemi and index.unit_dimensions and not m.percent and (unit := claim_unit(claim, m.end, index.unit_dimensions)):
        v.unit_text, v.end = unit
    after = None if v.unit_text or hemi else _UNIT_AFTER.match(claim, m.end)
    if after and not m.percent:
        word = after.group(1).lower().rstrip("-")
        word = "years" if word in ("year-old", "years-old") else word
        word = exposure.group(1) if (exposure := re.fullmatch(r"(?:person|man|woman|patient|child)-([a-z]+)", word)) else word  # "142,247
        # person-years": a time (``person_years``), never "person-months" of it
        if word in UNITS and not any(after.group(1) == h and (len(h) <= 3 or h.isupper()) for t in index.tables for h in t.header):  # "20 HR": a
            # header, not hours ("50 days" of a ``days`` column is a length of time)
            v.unit, v.end = UNITS[word], after.end()
            per = re.match(r"\s+(?:per|a|an|each)\s+([a-z]+)", claim[v.end:])
            v.per = bool(per) and not _tables_rate(index, per.group(1))
            if v.unit[0] == "time" and re.match(r"\s+(?:early|ahead of schedule)\b", claim[v.end:]):  # "6 minutes early": a delay of -6
                v.mention = m = replace(m, number=replace(m.number, value=-m.number.value))
        elif word in POINT_WORDS or (word == "percentage" and re.match(r"[\s-]*points?\b", claim[after.end():])):
            v.points = True
    v.per_base = claim_rate_base(claim, v.end)  # "1.3 per 100,000 residents", "about 123 per million"
    v.rate_tail = frozenset(stem(w.lower()) for w in re.findall(r"[A-Za-z]+", tail.group(0))) if (tail := RATE_TAIL.match(claim, v.end)) else frozenset()
    v.gap = bool(_GAP_AFTER.match(claim, v.end))
    v.relative = m.percent and bool(_RELATIVE.match(claim, v.end))
    v.part_of = not m.percent and bool(re.match(r"\s+(?:out\s+)?of\s+(?:its|their|his|her|the)\s+\d", claim[v.end:]))
    v.share_of = m.percent and bool(re.match(r"\s+of\s+(?:the|its|their|his|her|all|[A-Z][\w'’]*['’]s?)\b", claim[v.end:]))
    noun = re.match(r" (?:or (?:more|fewer|less|above|higher|over|lower|under) )?(?:of (?:the|these|those) )?([a-z]+)\b(?: ([a-z]+)\b)?(?: ([a-z]+)\b)?", claim[v.end:v.end + 50])  # "2 of these heroes"
    v.noun = noun.group(1) if noun and v.unit is None and not m.percent and not dated_year(claim, m.start, m.number) else None
    after = [w for w in (noun.group(2), noun.group(3)) if w] if v.noun else []
    after = after[:next((k for k, w in enumerate(after) if w in STOPWORDS), len(after))]  # the phrase's words up to a stop word
    v.head = next((w for w in reversed(after) if w.endswith("s")), None)  # "968 road deaths", "325 road accident deaths": deaths
    v.placed = frozenset(stem(w.lower()) for w in re.findall(r"\b(?:the|its|their) ([a-z]+) of\b", re.split(r"[.;]\s", claim[:v.start])[-1]))
    v.placed |= frozenset(stem(w.lower()) for w in re.findall(r"\b(?:at|to|from)\s+the ([a-z]+) of\b", re.split(r"[.;]\s", claim[v.end:])[0]))
    before = claim[max(0, m.start - 20):m.start].lower()
    v.fall = bool(LOSS_BEFORE.search(claim[max(0, m.start - 30):m.start]))
    after = OR_BOUND.match(claim, v.end)  # "10 or more golds": at least 10
    said = _BOUND_BEFORE.search(before)
    v.bound = (BOUND_WORDS[said.group(1)] if said else None) or (after and (
        ">=" if after.group(1).lower().split()[-1] in ("more", "greater", "higher", "above", "over", "north", "east") else "<=")) or None
    if v.bound is None and (aged := re.search(r"\b(above|over|under|below)\s+(?:the\s+)?ages?\s+$", before, re.I)):
        v.bound = ">" if aged.group(1).lower() in ("above", "over") else "<"  # "Above age 40, no age had ...": the ages past it
    if v.bound is None and re.search(r"\bover\s*$", before) and (m.percent or re.match(r"\s+times\b", claim[v.end:])):
        v.bound = ">"  # "over 150 times Ethiopia's", "over 40%": above it (never "over 10 games": across them)
    if v.bound is None and m.percent and (pace := re.search(r"\b(faster|slower|quicker)\s+than\s*$", before)):
        v.bound = "<" if pace.group(1) == "slower" else ">"  # "grew faster than 4.5% a year": a rate's bound (a time's is a duration's)
    n = m.number
    yearish = year_like(n) and not m.percent and m.scale == 1
    if yearish and re.search(r"\b(?:colder|cooler|warmer|hotter)\s+than\s*$", before):
        v.bound = None  # "2019 was 2.26 °C warmer than 1976": a year compared, never a temperature bound
    just_before = re.search(r"([A-Za-z]+)\s+$", claim[max(0, m.start - 30):m.start])
    quantity_cue = re.search(_QUANTITY_BEFORE, claim[max(0, m.start - 30):m.start], re.I)
    if quantity_cue and yearish and re.search(r"(?:\bthe|['’]s)\s+(?:\d[\d,.]*\s+)?(?:[a-z-]+\s+){1,3}of\s+$", claim[max(0, m.start - 40):m.start], re.I):
        quantity_cue, v.period = None, True  # "the weeks of 1995", "the three largest economies of 1986", "the 268 hijacking
        # deaths of 2001", "Bikeshare's busiest month of 2011": a period, never "a height of 1995" (the words before it name
        # the quantity, not the year)
    if quantity_cue and yearish and re.search(r"\b(?:that|those)\s+of\s+$", claim[max(0, m.start - 30):m.start], re.I):
        quantity_cue = None  # "The strongest first quarter was that of 1964": the year's, never "of 1,964"
    if quantity_cue and yearish and re.search(r"\b(?:year|season)\s+than\s+$", claim[max(0, m.start - 30):m.start], re.I):
        quantity_cue = None  # "2005 was a warmer year than 2010": a year against a year, never "than 2,010"
    if quantity_cue and yearish and re.match(r"['’]s\s+(?:[a-z]|\$?\d)", claim[m.end:]):
        quantity_cue = None  # "roughly 10% of 2016's annual sales", "At Libby, 1942's 38.7": the year's, never "of 2,016"
    if yearish and (season := re.match(r"[-–/](\d\d)\b(?![-–/]\d)", claim[m.end:])) and int(season.group(1)) == (int(n.value) + 1) % 100:
        quantity_cue, v.season = None, True  # "more snow than 1982-83": a season, never a quantity
    v.locator = (yearish and not quantity_cue) or (just_before is not None and names_a_row(claim, m, index))
    return v


def hinted_columns(index: TableIndex, q: Value, table_pos: int) -> set[int] | None:
    """Columns of a table that the words near ``q`` point to (None: no header word nearby; empty: the words name
    only columns ``q`` cannot come from, as "5.5% of flights were cancelled" names a count: no cell of it)."""
    if table_pos in q.hints:
        return q.hints[table_pos]
    hint = best_columns(index, table_pos, q.window, keep := lambda c: compatible(c, q) and (q.locator or not c.id_like))
    named = [index.columns[g] for g in hint or ()]  # "121 deaths per 1,000 live births": never the count its noun names
    if named and q.rate_tail and all(any(hits(c, w) for w in q.rate_tail) and not c.per and "per" not in c.stems and not physical(c)
                                      and "per" not in header_words(c.header) for c in named):  # (``litres_per_adult``, a
        # title's "litres per adult" of ``litres_2010``: the rate itself)
        hint = best_columns(index, table_pos, [(s, w) for s, w in q.window if s not in q.rate_tail], keep)
    if hint is None and q.mention is not None and q.mention.percent and best_columns(index, table_pos, q.window, lambda c: not c.id_like):
        shares = [c.gid for c in index.table_columns(table_pos) if c.percent and set(header_words(c.header)) <= PERCENT_WORDS]  # "34.2% of the vote": a bare "%"
        q.hints[table_pos], q.strong[table_pos] = set(shares) if len(shares) == 1 else set(), True
        return q.hints[table_pos]
    if hint is not None and q.noun and q.bound in (">", ">=", "<", "<=") and not q.mention.percent and not q.per_base \
            and (heads := _headed(index, table_pos, q, q.noun) or (_headed(index, table_pos, q, q.head) if q.head else [])) \
            and (set(heads) <= hint or all(modifier_of(index.columns[g].header, q.noun) for g in hint) or q.head and not _headed(index, table_pos, q, q.noun)):
        hint = set(heads) & hint or set(heads)  # "at most 1 metazone": ``metazones`` counts them; ``zones_without_metazone``
        # counts zones (so "at least ten deaths" names the ``deaths_*`` columns, never ``years_without_a_death``); of the
        # heads, those the words name ("fewer than ten women workers": ``female_workers``, never ``male_workers``)
    if hint is not None and q.head and q.bound is None and not q.mention.percent and (heads := _headed(index, table_pos, q, q.head)) \
            and not _headed(index, table_pos, q, q.noun) and not set(heads) & hint:
        hint = set(heads)  # "Alabama had 968 road deaths": ``deaths``, the phrase's head, never the rural roads "road" names
    if hint and q.noun and q.noun.endswith("s") and q.unit is None and not q.unit_text and unit_of(q.noun) is None and q.noun.lower() not in _SCALE_WORDS and all(_in_units(index.columns[g]) for g in hint) \
            and (counted := best_columns(index, table_pos, q.window, lambda c: keep(c) and not _in_units(c))):
        hint = counted  # "at least thirty passes": the completions the verb names, never ``passing_yards`` (yards, not passes)
    if hint and q.money and all(index.columns[g].count or index.columns[g].unit_text and not MONEY_HEADER.search(index.columns[g].header) for g in hint):
        hint = best_columns(index, table_pos, q.window, lambda c: keep(c) and MONEY_HEADER.search(c.header) is not None) or hint  # "The
        # price of gasoline first went above 50 cents a gallon": ``price_usd_per_gallon``, never the gallons "gasoline" is nearer
    near = None if hint is None else best_columns(index, table_pos, [(s, w) for s, w in q.window if w >= 0.5], lambda c: compatible(c, q) and not c.id_like)
    if hint and near is None and _placed_only(index, q, hint):
        hint = None  # "At the longitude of the Nov 14 reading, ... down to 24,000 men": the number's own noun, never a far header word
    q.hints[table_pos] = hint
    if hint is not None:
        q.strong[table_pos] = near is not None
    return hint


def _placed_only(index: TableIndex, q: Value, hint: set[int]) -> bool:
    """Whether the columns hinted for ``q`` are all named only by the words of a "the <word> of" phrase that places a row
    (:attr:`Value.placed`), and the number's own noun or unit names none of them: no column of the number's."""
    if not q.placed or q.money or not all(any(hits(index.columns[g], w) for w in q.placed) for g in hint):
        return False
    cols = [index.columns[g] for g in hint]
    if q.unit is not None and any(c.dimension == q.unit[0] for c in cols) or q.unit_text and any(
            c.unit_text and same_dimension(c.unit_text, q.unit_text) for c in cols):
        return False  # "-20 degrees", "60 cm": of the hinted columns only if they measure that
    return q.noun is None or q.noun in FILLERS | STOPWORDS or unit_of(q.noun) is None and not any(hits(c, stem(q.noun.lower())) for c in cols)


_SCALE_WORDS = frozenset("hundred hundreds thousand thousands million millions billion billions trillion trillions dozen".split())


def _in_units(col: Column) -> bool:
    """Whether a column's head noun is a unit ("yards" of ``passing_yards``): it measures, it counts no things."""
    words = header_words(col.header)
    return bool(words) and (len(words[-1]) >= 2 or len(words) >= 2) and unit_of(words[-1]) is not None and unit_of(words[-1])[0] != "fraction"  # (never
    # the "L" of a league table's lost matches)


def _headed(index: TableIndex, table_pos: int, q: Value, noun: str) -> list[int]:
    """The columns of a table whose header's head noun is ``noun`` (``deaths`` of "5,000 road deaths")."""
    return [c.gid for c in index.table_columns(table_pos) if compatible(c, q) and not c.id_like and head_noun(c.header) == stem(noun.lower())]


def physical(col: Column) -> bool:
    """Whether a column holds a physical quantity in a unit its header or title states (litres, tonnes, km), never a
    count of things nor a percent."""
    return bool(col.unit_text) and (u := unit_of(col.unit_text)) is not None and u[0] in PHYSICAL_DIMENSIONS


def best_columns(index: TableIndex, table_pos: int, window: Sequence[tuple[str, float]], keep=lambda c: True) -> set[int] | None:
    """The columns of a table whose header words score highest in ``window`` ((stem, weight) pairs), or None.

    A word shared by several columns of the table counts for each of them in
    proportion (1/k), so "average" alone narrows little and "departure" decides.
    """
    cols = index.table_columns(table_pos)
    named = {s: [c.gid for c in cols if hits(c, s)] for s, _ in window}
    for s, gids in named.items():  # "386,518 votes" beside total_votes: what every count column counts, unless "total" is said
        if len(gids) == 1 and total_of(index.columns[gids[0]].header, s) and not any(hits(index.columns[gids[0]], w) for w, _ in window if w != s):
            named[s] = [c.gid for c in cols if not (c.id_like or c.dimension or c.percent)]
    priced = {g for s, _ in window if s in PRICE_SENSE for g in named[s]}  # "Gasoline was cheapest in 1950": the price
    scores = {c.gid: sum(w / len(named[s]) for s, w in window if c.gid in named[s]) for c in cols if keep(c) and (not priced or c.gid in priced)}
    best = max(scores.values(), default=0.0)
    if best <= 0:
        return None
    top = {g for g, s in scores.items() if s >= best * 0.999}
    said = {s for s, _ in window}
    if not said & _MONTH_STEMS:
        return top
    monthly = [g for g in scores if any(w in _MONTH_NAMES for w in header_words(index.columns[g].header))]
    common = set.intersection(*(set(header_words(index.columns[g].header)) for g in monthly)) if monthly else set()
    whole = [g for g in monthly if all(stem(w) in said for w in header_words(index.columns[g].header) if w not in common)]
    if len(monthly) >= 2 and len(whole) == 1 and not any(g in whole for g in top) and (scores[whole[0]] >= best * 0.5 or all(
            s in _STATISTIC_STEMS or hits(index.columns[whole[0]], s) for g in top for s in said if hits(index.columns[g], s))):
        return set(whole)  # "the October mean": ``october_du``, every word of it said, among the month's siblings; never
        # ``annual_mean_du`` for its nearer "mean" ("No October averaged more than 322": a statistic's word, no month's)
    return top


_STATISTIC_STEMS = frozenset(stem(w) for w in ("mean", "average", "averaged", "median"))


_MONTH_NAMES = frozenset(m for m in MONTHS if len(m) > 3)
_MONTH_STEMS = frozenset(stem(m) for m in _MONTH_NAMES)


def base_columns(index: TableIndex, gids) -> list[int]:
    """Of columns named alike, the one whose header words all the others refine (``prisoners_per_100k`` of it,
    ``male_prisoners_per_100k_men`` and ``female_prisoners_per_100k_women``: "the incarceration rate" says no sex), as
    a list; all of them when none is. Else the one column a total's word heads, of parts it shares a word with
    (``total_bill_usd`` of ``gas_bill_usd`` and ``electric_bill_usd``, ``season_total_in`` of ``january_in``: words
    naming them all name no part)."""
    gids = list(gids)
    words = {g: set(header_words(index.columns[g].header)) for g in gids}
    base = [g for g in gids if len(gids) > 1 and all(words[g] < words[h] for h in gids if h != g)]
    total = [g for g in gids if words[g] & TOTAL_WORDS]
    total = total if len(gids) > 1 and len(total) == 1 and all(words[h] & words[total[0]] for h in gids) else []
    return base or total or gids


TOTAL_WORDS = {"total", "overall", "combined"}


MONEY_HEADER = re.compile(r"(?:^|_)(?:usd|dollars?|eur|euros?|gbp|yen|cents)(?:_|$)", re.I)


def compatible(col: Column, q: Value) -> bool:
    """Whether a number written like ``q`` (percent, unit) can come from ``col`` at all."""
    if q.kind == "duration":
        return col.dimension in (None, "time", "clock") and not col.count
    if q.unit_text and col.unit_text:  # "461,000 mg/kg" never from a price in USD/kg
        return same_dimension(q.unit_text, col.unit_text)
    if q.unit_text and (col.count or col.percent):  # "above 3,000 metres" is no population
        return False
    if q.unit_text and q.bound in (">", ">=", "<", "<=") and col.unit_text is None and col.dimension is None and unit_of(q.unit_text):
        return False  # "more than a mile above sea level": a bound in miles meets no cell of a column without a unit
    if q.per_base and col.percent:  # "18.8 per 100,000" is no 18.8%
        return False
    if q.per_base and col.per and q.per_base != col.per:  # "123 per million" of 12.3 per 100,000: cell_agrees converts
        return True
    m = q.mention
    if m is not None and m.percent and same_dimension(col.unit_text, "%"):
        return True
    if m is not None and m.percent and not q.points and not col.percent and (col.unit_text or MONEY_HEADER.search(col.header)):
        return False  # "more than 7% of GDP" is never a cell of ``medical_spending_per_capita_usd`` (no percentage in a unit's column)
    if col.dimension == "date" or (m is not None and m.percent and (col.count or col.dimension)):  # a date cell is no quantity
        return False
    if q.part_of and col.percent:  # "admitted 62 of its 825 male applicants" is a count, never the 62% of a percent column
        return False
    if q.share_of and not col.percent and col.unit_text is None and col.per is None and all(v is None or v == v.to_integral_value() for v in col.values):
        return False  # "about 25% of Ruth's 2,873 hits" is a share, never 25 of a column of whole counts (``home_runs``)
    if q.unit is not None and (col.count or col.percent or col.dimension not in (None, q.unit[0])):
        return False
    if col.unit_size == 1.0 and col.dimension == "time" and q.unit is None and not q.bound:
        return False  # a bare number is no race time
    return True


_DURATION_BOUNDS = (("<=", r"at\s+most|no\s+(?:more|longer|slower)\s+than"), (">=", r"at\s+least|no\s+(?:less|shorter|faster)\s+than"),
                    ("<", r"under|below|less\s+than|faster\s+than|quicker\s+than|shorter\s+than|within|inside"),
                    (">", r"over|above|more\s+than|slower\s+than|longer\s+than|beyond|exceed(?:ed|s)?|topped"))


def _duration_bound(before: str) -> str | None:
    """The bound the words right before a duration write: "in under 2:22:30" (<), "slower than 2:11:00" (>)."""
    return next((b for b, words in _DURATION_BOUNDS if re.search(r"\b(?:" + words + r")\s+$", before, re.I)), None)


def cell_agrees(q: Value, col: Column | None, value: Decimal) -> bool:
    """Whether one table number is what ``q`` writes, with its unit, scale, percent sign and bound."""
    if q.kind == "duration":
        if col is not None and col.clock:  # "left at 5:17" is the hhmm cell 517
            return q.seconds % 60 == 0 and value == q.seconds // 3600 * 100 + q.seconds % 3600 // 60
        if col is None or col.unit_size is None:
            return False
        secs = seconds_of(value, col.unit_size)
        if q.bound in ("<", "<=", ">", ">="):  # "won in under 2:22:30": a time below it (to the second written)
            return {"<": secs < q.seconds, "<=": secs <= q.seconds, ">": secs > q.seconds, ">=": secs >= q.seconds}[q.bound]
        return close_duration(secs, q.seconds, q.precision)
    if col is not None and not compatible(col, q):
        return False
    if q.unit_text and col is not None and col.unit_text:  # "about -7 °C" of a cell of 265.95 in kelvin
        converted = convert(value * col.scale, col.unit_text, q.unit_text)  # "16.1 TWh" of 16100 thousand MWh
        return converted is not None and agrees(converted, q, whole=_whole(q, col, q.unit_text))  # ("more than three thousand
        # kilometres" of a column holding 4,860 km: never 54 above 3)
    if q.kind == "number" and q.mention.percent and col is not None and same_dimension(col.unit_text, "%"):
        return agrees(convert(value, col.unit_text, "%"), q)  # 461,000 mg/kg is "about 46%"
    if col is not None and col.per and (q.per_base or q.mention.percent) and (q.per_base or 100) != col.per:
        return agrees(value * (q.per_base or 100) / col.per, q)  # "about 123 per million", "about 0.012%" of 12.3 per 100,000
    if q.fall and col is not None and (CHANGE_HEADER.match(col.header) or any(x is not None and x < 0 for x in col.values)):
        value = -value  # "lost five seats": the "+/–" cell -5; "fell about 3.9%": a signed return's -0.0394
    candidates = [value]
    if col is not None and col.scale > 1:
        counted = q.noun is not None and q.noun not in FILLERS and q.noun not in STOPWORDS  # "2,790 in January": no noun
        # "590 residents" counts people, not thousands of them; "590 thousand" or a bare "590" may copy the cell
        candidates = [value * col.scale] if q.mention.scale > 1 or counted else [value, value * col.scale]
        if len(candidates) == 2 and q.bound in (">", ">=", "<", "<=") and value and q.mention.number.value:  # "less than $24,000" of 24
            candidates = [min(candidates, key=lambda c: abs((abs(c) / abs(q.mention.number.value)).log10()))]  # (k_usd): the nearer scale
    if q.unit is not None and col is not None and col.unit_size is not None:
        size = Decimal(str(q.unit[1])) / Decimal(str(col.unit_size))
        candidates = [c / size for c in candidates]  # in the column's scale ("375,000 years" of ``age_million_years`` 0.375)
        if col.unit_size == 1.0 and col.dimension == "time":
            return any(agrees(c, q) or q.bound not in (">", ">=", "<", "<=") and _floor_agrees(c, q.mention.number) for c in candidates)
    whole = col is not None and col.scale == 1 and _whole(q, col)  # "more than two thousand deaths" of a column holding 4,743:
    # its cells are deaths, never thousands of them (43 is not above 2 thousand)
    return any(agrees(c, q, points=col is not None and col.in_points, whole=whole) for c in candidates)


def _whole(q: Value, col: Column, unit_text: str | None = None) -> bool:
    """Whether a bound written with a scale word ("more than two thousand") is read against every cell of ``col`` in
    units, never in the mention's scale: the column's largest cell (in ``unit_text`` where given) reaches it."""
    if q.mention.scale == 1 or q.bound not in (">", ">=", "<", "<=") or not (numbers := col.numbers()):
        return False
    top = max(abs(x) for x in numbers) * col.scale
    if unit_text is not None and (top := convert(top, col.unit_text, unit_text, offset=False)) is None:
        return False
    return top >= abs(q.mention.number.value) * q.mention.scale


def derived_agrees(q: Value, col: Column | None, value: Decimal, in_percent: bool = False) -> bool:
    """Whether a computed value is what ``q`` writes: a number with a unit ("20.0 hours") only from a
    difference, sum or mean that keeps a compatible column's unit; a ratio has no unit. ``in_percent``: the value is
    already a percentage (a share x 100), never also a fraction to be read as one (0.79% is never "about 79%")."""
    if q.kind != "number":
        return False
    if q.per_base and col is None and value < 1 and agrees(value * q.per_base, q):
        return True  # "57 per 100,000 children": a row's cases / its children, per 100,000
    if q.per and not (col is not None and q.per_base and col.per == q.per_base):  # ("726.8 per 100,000 above the female
        return col is None and agrees(value, q)  # rate": a gap of two rates per 100,000 is one too)
    if q.unit_text:  # "585.38 K above": a difference converts without the offset of a temperature scale
        return col is not None and col.unit_text is not None and same_dimension(q.unit_text, col.unit_text) and agrees(
            convert(value, col.unit_text, q.unit_text, offset=False), q)
    if q.unit is not None or q.points:
        return col is not None and cell_agrees(q, col, value)
    if col is not None and not compatible(col, q):
        return False
    if col is not None and col.scale > 1 and q.mention.scale > 1:  # "by about $74.3 billion": a gap of 74,316.63 in musd
        return agrees(value * col.scale, q)
    return agrees(value, q, points=in_percent)


_RELATIVE_CHANGE = re.compile(r"\brelative\s+(?:rise|increase|gain|growth|jump|fall|drop|decline|decrease|change)\s+of\s+"
                              r"(?:about\s+|roughly\s+|nearly\s+|almost\s+|some\s+|around\s+|just\s+)?$", re.I)
_IN_RELATIVE_TERMS = re.compile(r"\s+in\s+relative\s+terms\b", re.I)


def relative_change(claim: str, q: Value) -> bool:
    """Whether the percent ``q`` is a change relative to where it started ("a relative rise of about 67%", "grew 67% in
    relative terms"): a percent change, never the points between two percentages."""
    return bool(_RELATIVE_CHANGE.search(claim[:q.start]) or _IN_RELATIVE_TERMS.match(claim, q.end))


def agrees(v: Decimal, q: Value, points: bool = False, whole: bool = False) -> bool:
    """Whether ``v`` is what ``q`` writes, with its bound; a share written as a percent may be the fraction ``v`` (0.25
    is 25%) unless ``v`` is already in points (``Column.in_points``); ``whole``: ``v`` is in units, never in the
    mention's scale."""
    m = q.mention
    forms = [v]
    if m.percent and abs(v) <= 1 and not points:
        forms.append(v * 100)
    if whole and m.scale > 1:
        forms = [v / m.scale]
    elif m.scale > 1 and q.bound in (">", ">=", "<", "<=") and v and m.number.value:  # "above 3 million": 338,455 is 0.34
        # million, never 338,455 millions above 3; a bound reads the cell in the one scale it is nearer to (7,000,000 is
        # 7,000 thousand, never 7,000,000 thousand "above 8,000 thousand")
        raw = abs((abs(v) / abs(m.number.value)).log10())
        forms = [v] if raw < abs((abs(v) / (abs(m.number.value) * m.scale)).log10()) else [v / m.scale]
    elif m.scale > 1:
        forms = [*forms, v / m.scale]
    return any(_bounded(f, m.number, q.bound) for f in forms)


def _bounded(v: Decimal, n: Number, bound: str | None) -> bool:
    x = n.value
    if bound is None and abs(v - x) > Decimal(1).scaleb(-n.places):
        return False  # far from the written value: no rounding can make them equal
    if bound is None and x == 0 and n.places == 0 and v != 0:
        return False  # "0", "without any": none at all, never the 0.3 inches that round to it
    if bound in (None, "~") and rounds_to(v, n) or bound == "~<" and v <= x and rounds_to(v, n) or bound == "~>" and v >= x and rounds_to(v, n):
        return True  # "just under three hours" is never 181 minutes, however it rounds
    if bound is None:
        return False
    if bound == ">":
        return v > x
    if bound == ">=":
        return v >= x
    if bound == "<":
        return v < x
    if bound == "<=":
        return v <= x
    tolerance = abs(x) * Decimal("0.02" if _digits(n) >= 3 else "0.05" if _digits(n) == 2 else "0.1")  # "nearly 12.8 million": no 12.0
    if bound == "~<":
        return x - tolerance <= v <= x
    if bound == "~>":
        return x <= v <= x + tolerance
    return abs(v - x) <= abs(x) * (Decimal("0.005") if _digits(n) >= 4 else Decimal("0.02"))  # "about 129.8 million" is no 130.9


def _floor_agrees(v: Decimal, n: Number) -> bool:
    q = Decimal(1).scaleb(-n.places)
    return v.quantize(q, rounding=ROUND_FLOOR) == n.value




def number_columns(index: TableIndex, r: int, q: Value, titled: bool = True) -> list[int]:
    """Columns of row ``r`` (gids; -1 for a number inside a text cell or the title) that hold ``q``.

    Id-like columns and the title's numbers count only for a locator ("in 2007",
    "series 9"); when header words near ``q`` point to columns of this table,
    only those columns count, and when they point only to another table's columns, none here does.
    """
    row: Row = index.rows[r]
    hint = hinted_columns(index, q, row.table_pos)
    elsewhere = hint is None and any(hinted_columns(index, q, p) is not None and q.strong.get(p) for p in range(len(index.tables)))
    found = []
    for gid, value in row.cells:
        col = index.columns[gid]
        if col.id_like and not q.locator:
            continue
        free_locator = col.id_like and q.locator and (hint is None or not (q.strong.get(row.table_pos) or any(index.columns[h].id_like for h in hint)))
        if (elsewhere or (hint is not None and gid not in hint)) and not free_locator:
            continue  # the words name a column (of this table, or only of another one): no other cell counts
        if q.years and not q.locator and (named := header_years(col.header)) and not named & q.years:
            continue  # "60.22% in 1976" is never the dem_pct_1960 cell
        if cell_agrees(q, col, value):
            found.append(gid)
    loose = q.kind == "number" and hint is None and not elsewhere and q.bound not in (">", ">=", "<", "<=") and any(agrees(v, q) for v in row.loose)
    dated = q.kind == "number" and q.locator and year_like(q.mention.number) and any(d.year == q.mention.number.value for d in row.dates)
    keyed = hint is not None and any(index.columns[h].id_like or q.strong.get(row.table_pos) and q.kind == "number"
                                     and q.mention.number.value in index.columns[h].values for h in hint)
    # "participant 22": the key column's 22, never the title's "in 22 people"; "At age 10": the age column's 10, never the
    # title's "by age, 10 to 50"
    if loose or dated or (titled and not keyed and q.kind == "number" and q.locator and any(agrees(v, q) for v in row.locators)):
        found.append(-1)  # a year also locates a row whose date cell is in it ("premiered in 2014")
    return found


_TITLE_YEAR = re.compile(r"(?<!\d)(1[5-9]\d\d|20\d\d)(?!\d)")
_YEAR_TO = re.compile(r"(?:\s+[a-z]+){0,2}\s+(?:to|until|through|and)\s+", re.I)


def _row_years(claim: str, values: Sequence[Value], index: TableIndex) -> None:
    """Mark a title's year written as one end of a change whose other end is no title year: "fell by 141 from 1994 to
    2022" of a table titled "1992 to 2022" means the 2022 row (:func:`rows_holding`), never every row; "between 1923 and
    1972" (the title's whole span) and "since 2005" stay the table's."""
    titled = {int(y) for t in index.tables for y in _TITLE_YEAR.findall(f"{t.title} {t.id}")}
    years = [v for v in values if v.kind == "number" and v.locator and v.mention is not None and year_like(v.mention.number)]
    for a, b in zip(years, years[1:]):
        if re.search(r"\b(?:from|between)\s+(?:its\s+|the\s+)?$", claim[:a.start], re.I) and _YEAR_TO.fullmatch(claim, a.end, b.start) \
                and (int(a.mention.number.value) in titled) != (int(b.mention.number.value) in titled):
            (a if int(a.mention.number.value) in titled else b).row_year = True


def rows_holding(index: TableIndex, value: Value) -> set[int]:
    """Rows that hold ``value`` (computed once per value)."""
    if value.holders is None:
        value.holders = _rows_holding(index, value)
    return value.holders


def _rows_holding(index: TableIndex, value: Value) -> set[int]:
    if value.kind == "name":
        return set(index.name_rows.get(value.cell, ()))
    if value.kind == "date":
        return {r for r, row in enumerate(index.rows) if any(value.date.agrees_with(x) for x in row.dates)}
    if value.kind == "month":
        cols = {c.gid for c in index.columns if c.id_like and "month" in c.header.lower()}
        return {r for r, row in enumerate(index.rows) if any(g in cols and v == value.month for g, v in row.cells)}
    if (value.season or value.row_year) and (own := {r for r in range(len(index.rows)) if number_columns(index, r, value, titled=False)}):
        return own  # "than in 2010-11" of a table titled "1981-82 to 2010-11": the season's row, not every row
    return {r for r in range(len(index.rows)) if number_columns(index, r, value)} | datetime_rows(index, value)  # "at 6:55"



def significant_digits(value: Value) -> int:
    return 0 if value.mention is None else _digits(value.mention.number)


def _digits(n: Number) -> int:
    """Significant digits as written: "129.8" 4, "40" 1, "3.07" 3."""
    digits = re.sub(r"\D", "", n.text).lstrip("0")
    return len(digits if "." in n.text else digits.rstrip("0"))
