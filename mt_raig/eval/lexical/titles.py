"""What a table's title states about its rows: a day ("Sunrise and sunset on 21 June 2026"), a month ("Texas housing
market by MLS area, July 2014"), a year ("Club league
table, 2014 season") or a part ("men's open division winners" beside "women's open division winners"). A claim naming
that day reads that table (the day locates no row), and a claim giving one period or one part its values never reads
the sibling tables of other periods or parts, whose rows for the same entity may hold its values ("Arsenal scored 71
goals in 2014" is false when 71 is the 2015 table's; "The men's winner in 2013 finished in 2:26:25" when that time is
the women's winner's).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from mt_raig.numbers import find_dates

from .headers import seasons
from .index import TableIndex
from .lexicon import FALLS, RISES, STOPWORDS, stem
from .values import Value, number_columns, rows_holding
from .windows import year_like


@lru_cache(maxsize=4096)
def _title_days(titles: tuple[str, ...]) -> frozenset[tuple]:
    # a day, or a month of a year ("Texas housing market by MLS area, July 2014": day None)
    return frozenset((d.year, d.month, d.day) for t in titles for d in find_dates(t) if d.day or (d.year and d.month))


def _stated(d, days: frozenset[tuple]) -> bool:
    """Whether a title's ``days`` include the date ``d`` (a day without its year: when no title has another year for it)."""
    if d.year is not None:
        return (d.year, d.month, d.day) in days
    return d.day is not None and len({y for y, mo, da in days if (mo, da) == (d.month, d.day)}) == 1


def _titled(index: TableIndex, v: Value, days: frozenset[tuple]) -> bool:
    return bool(days) and v.kind == "date" and v.date is not None and not rows_holding(index, v) and _stated(v.date, days)


def title_dates(claim: str, index: TableIndex, values: Sequence[Value]) -> list[Value]:
    """The values without a date that no row holds and a table's title states ("on 21 June 2026" of "Sunrise and sunset
    on 21 June 2026", or "on 21 June" when no title has another year for that day): it says which table the claim reads,
    not which row (:func:`dated_elsewhere` leaves out the tables of other days). So is a year no row holds as a number
    that is a table's one year and names a period ("of 2026", "in 2026", "during 2026"; never "was 2026", a value): the only year its title states ("of 2026" of "Public holidays in 2026"), or the year of
    every date in its rows ("in 2026" of a calendar whose dates all fall in 2026); a year that is no table's stays a
    value to check."""
    days = _title_days(tuple(t.title for t in index.tables))
    years = _table_years(index)
    return [v for v in values if not _titled(index, v, days) and not (
        v.kind == "number" and (y := _year(v)) is not None and y in years and _PERIOD.search(claim[:v.start]) and not rows_holding(index, v))]


_PERIOD = re.compile(r"\b(?:in|of|during|for|throughout|through)\s+(?:(?:the\s+)?(?:year|end|start|beginning|course|whole)\s+(?:of\s+)?)?$", re.I)


def _table_years(index: TableIndex) -> frozenset[int]:
    """Each table's one year, where it has one: the only year its title states, else the year of every date in its
    date columns (two dates at least)."""
    out = set()
    for pos, t in enumerate(index.tables):
        titled = {int(y) for y in _TITLE_YEAR.findall(_SOURCE.sub(" ", t.title))} or {int(y) for y in _TITLE_YEAR.findall(t.title)}  # not the
        # year of a source it cites in parentheses ("The cholera epidemic of 1849 (from William Farr's report of 1852)")
        dated = {int(x) // 10000 for c in index.table_columns(pos) if c.dimension == "date" for x in c.numbers() if x >= 10000101}
        n_dates = sum(1 for c in index.table_columns(pos) if c.dimension == "date" for x in c.numbers() if x >= 10000101)
        if len(titled) == 1:
            out |= titled
        elif not titled and len(dated) == 1 and n_dates >= 2:
            out |= dated
    return frozenset(out)


_RELATES = re.compile(r"\b(?:than|since|earlier|later|previous|before|after|times|twice|double|half|third|quarter|fifth|"
                      r"sixth|seventh|eighth|ninth|tenth|level|versus|vs|compared|against|while|whereas|up from|down from)\b", re.I)
_RELATES_PARTS = re.compile(r"\b(?:exceed(?:s|ed|ing)?|surpass(?:es|ed)?|beat|behind|ahead|outpaced?|trail(?:s|ed)?|"
                            r"match(?:es|ed)?|close to|similar|both|each|either|neither|combined|together|total)\b", re.I)
_FROM_TO = re.compile(r"\bfrom\b.+\bto\b", re.I)
_SOURCE = re.compile(r"\([^()]*\b(?:from|by|after|data|package|report|survey|census|source|published)\b[^()]*\)", re.I)
_TITLE_YEAR = re.compile(r"(?<!\d)(1[89]\d\d|2[01]\d\d)(?!\d)")


def _relates(claim: str) -> bool:
    """Whether a claim relates periods or parts (a rise or fall, "from ... to", "than", "exceeded", "both", ...) or is
    a clause cut from the one before it (it starts with a number or in lower case: "72.1 in the Netherlands, ...",
    "the United States: ..."), so that it may draw on every table."""
    return bool(_FROM_TO.search(claim) or _RELATES.search(claim) or re.match(r"\W*(?:\d|[a-z])", claim)
                or any(stem(w) in RISES or stem(w) in FALLS for w in re.findall(r"[a-z]+", claim.lower())))


def _year(v: Value) -> int | None:
    """The year a value names: a year-like whole number ("in 2014") or a date's year."""
    if v.kind == "date" and v.date is not None:
        return v.date.year
    if v.kind == "number" and v.mention is not None and year_like(v.mention.number) and not (v.mention.percent or v.unit):
        return int(v.mention.number.value)
    return None


def dated_elsewhere(claim: str, index: TableIndex, values: Sequence[Value]) -> frozenset[str]:
    """The ids of the tables whose title states a day or a year the claim does not name, when it names the day or the
    year of another table's title, and whose rows hold none of them ("on 3 March 2025": never the table of 4 March;
    "Arsenal scored 71 goals in 2014": never the 2015 season's table, whose row for the same club may hold 71). Only for
    a claim that gives its period its values: one that relates periods ("gained 7.7 years", "from 43.6 to 71.8", "a
    ninth of its 1970 level", "than in 2014") may draw on the other periods' tables, and so may a clause cut from a
    range before it ("72.1 in the Netherlands, averaged 78.0 years in 2007": the 72.1 is 1952's)."""
    days = _title_days(tuple(t.title for t in index.tables))
    named = [v for v in values if _titled(index, v, days)]
    years = [v for v in values if _year(v) is not None and not (v.kind == "date" and v.date.day)]  # a day: its table, above
    written = seasons(claim)  # "in 1994-95": the period of a table whose title writes that season
    if not named and not years and not written or _relates(claim):
        return frozenset()
    own = [(_title_days((t.title,)), {int(y) for y in _TITLE_YEAR.findall(t.title)}) for t in index.tables]
    read = [any(_stated(v.date, d) for v in named) or any(_year(v) in y for v in years) or bool(written & seasons(t.title))
            for (d, y), t in zip(own, index.tables)]
    if not any(read):
        return frozenset()
    held = set().union(*(rows_holding(index, v) for v in values if v.kind == "date" or v in years))  # "Good Friday (18 April 2025)"
    rows_of = [{r for r in held if index.rows[r].table_pos == p} for p in range(len(index.tables))]
    return frozenset(t.id for t, (d, y), r, h in zip(index.tables, own, read, rows_of) if (d or y) and not r and not h)


_TITLE_WORD = re.compile(r"[A-Za-z][A-Za-z-]*")


def _words(text: str) -> frozenset[str]:
    return frozenset(stem(w.lower()) for w in _TITLE_WORD.findall(re.sub(r"['’]s\b", "", text)) if w.lower() not in STOPWORDS)


@lru_cache(maxsize=4096)
def _title_words(title: str) -> frozenset[str]:
    return _words(title)


def parted_elsewhere(claim: str, index: TableIndex) -> frozenset[str]:
    """The ids of sibling tables (the same columns, titles that differ in a word or two on each side: parts of one
    whole) that a claim names the part of another one against: it says "women's" (in one title, not in its
    sibling's) and none of the words only the sibling's title has ("men's"), and relates nothing ("than",
    "compared", ...): the sibling's rows are not read."""
    if len(index.tables) < 2 or _relates(claim) or _RELATES_PARTS.search(claim):
        return frozenset()
    said = _words(claim)
    titles = [_title_words(t.title) for t in index.tables]
    heads = [tuple(h.lower() for h in t.header) for t in index.tables]
    out = set()
    for a, ta in enumerate(titles):
        for b, tb in enumerate(titles):
            if a == b or heads[a] != heads[b] or not 1 <= len(ta - tb) <= 2 or not 1 <= len(tb - ta) <= 2 or len(ta & tb) < 2:
                continue
            if _names(said, ta - tb) and not _names(said, tb - ta):
                out.add(index.tables[b].id)
    read = {t.id for t in index.tables} - out
    return frozenset(out) if read else frozenset()


def _names(said: frozenset[str], words: frozenset[str]) -> bool:
    """Whether the claim's words name one of a title's words, in another form too ("Western" of "West", "European" of
    "Europe": one stem starts the other, four letters at least)."""
    return any(w == t or len(t) >= 4 and len(w) >= 4 and (w.startswith(t) or t.startswith(w)) for w in said for t in words)


def stranded(index: TableIndex, values: Sequence[Value], elsewhere: frozenset[str]) -> bool:
    """Whether a claim names an entity that only the left-out tables hold ("Canada's 80.7 and that of seven of the ten
    European countries"): it speaks of their period or part too, so every table is read (read on the others alone,
    the name would not be seen at all)."""
    kept = {p for p, t in enumerate(index.tables) if t.id not in elsewhere}
    return any(v.kind == "name" and not any(index.rows[r].table_pos in kept for r in rows_holding(index, v)) for v in values)


def year_rows(claim: str, index: TableIndex, values: list[Value]) -> list[Value]:
    """A year a title's span starts or ends with is also a row's: "In 1990 ..." of "... by year, 1990 to 2010" reads the
    1990 row of that table, not every row its title locates (its holders are set to that row; ``values`` returned). A year written as a
    span or a bound ("in 2020-2031", "since 2005", "from 1990 to 2010") keeps naming the whole table."""
    for v in values:
        if v.kind != "number" or not v.locator or not year_like(v.mention.number) or not any(
                v.text in t.title or any(v.text in h for h in t.header) for t in index.tables) or len(rows := rows_holding(index, v)) < 2:
            continue  # (only a year a title or header writes locates every row of a table)
        if _SPAN_BEFORE.search(claim[:v.start]) or _SPAN_AFTER.match(claim[v.end:]):
            continue
        own = {r for r in rows if any(g >= 0 for g in number_columns(index, r, v, titled=False))}  # a year column's cell
        v.holders = rows - {r for r in rows - own if index.rows[r].table_pos in {index.rows[k].table_pos for k in own}}
    return values


_SPAN_BEFORE = re.compile(r"\b(?:since|from|between|through|until|till|after|before|to|and|or)\s+$|[-–]\s*$", re.I)
_SPAN_AFTER = re.compile(r"\s*(?:[-–]|to\b|and\b|through\b|or\s+(?:later|earlier|after|before)\b)", re.I)
