"""Numbers written in a claim that are part of its wording, never a value of the tables: the base of a rate
("1.3 per 100,000 residents"), the base year of money ("2,195.4 billion 1982 dollars"), the short second year of a season or fiscal year ("in 1994-95", "the 2008–09
season"), whose first year is read as the claim's year, and that first year too when a table's title writes the same
season (the claim names the table's period, as "in 2016" does of a table of 2016). Without this a season's "95" is a
number in no row, and a true claim is refuted for it.

>>> from mt_raig.numbers import find_mentions
>>> claim = "Only 4 percent of students in Utah sat the SAT in 1994-95, 1.3 per 100,000 residents."
>>> [m.number.text for m in find_mentions(claim) if not_a_value(claim, m)]
['95', '100,000']
>>> [m.number.text for m in find_mentions(claim) if not_a_value(claim, m, ["US public schools in 1994–95"])]
['1994', '95', '100,000']
>>> claim = "Sales rose from 1994-96 to 2001/02 and on 2008-09-14."   # not a season; a season; a date
>>> [m.number.text for m in find_mentions(claim) if not_a_value(claim, m)]
['02']
"""

from __future__ import annotations

import re
from typing import Sequence

from mt_raig.numbers import Mention

from .headers import SEASON, header_seasons, seasons
from .yearspans import agreeing_span_counts

_PER_BASE = re.compile(r"\b(?:per|for\s+every|for\s+each)\s+$", re.I)  # "1.36 deaths for every 100 million vehicle-miles"
_PRICE_BASE = re.compile(r"(?:\b(?:in|of|constant|real)\s+|\b(?:thousand|million|billion|trillion)\s+)(1[89]\d\d|20\d\d)\s+(?:US\s+)?"
                         r"(?:dollars|prices|euros|pounds)\b", re.I)  # "in 1982 dollars", "billion 1982 dollars"


def not_a_value(claim: str, m: Mention, titles: Sequence[str] = (), headers: Sequence[str] = (), cell_seasons: frozenset = frozenset()) -> bool:
    """Whether the number ``m`` of ``claim`` is a rate's base, a season's short second year, the first year of a
    season one of ``titles`` writes and none of ``headers`` does (module docstring; "in 2008-09" of columns
    ``phds_2008_09`` and ``phds_2011_12`` picks a column, and no cell does), or the length of a span of years its two years agree with
    ("15 seasons, 1920 through 1934": :func:`.yearspans.agreeing_span_counts`)."""
    if _PER_BASE.search(claim, 0, m.start) and m.number.value in (100, 1000, 10000, 100000) and not m.percent:
        return True
    if (m.start, m.end) in agreeing_span_counts(claim):
        return True
    if _THE_YEARS_BEFORE.search(claim, 0, m.start) and not m.percent and (_THE_YEARS_AFTER.match(claim, m.end) or re.search(
            r"\bof\s+the\s+$", claim[:m.start]) and re.match(r"\s*(?:[.;,]|$)", claim[m.end:]) and re.search(r"\byears\b", claim)) \
            and m.number.value in period_lengths([*titles, *headers]) and not any(h.strip().lower() in ("year", "season") for h in headers):
        return True  # "14 of the 20 years" of a table of 1875 to 1894 ("went the most years ...: 14 of the 20"): the whole
        # period, no cell (where no table's rows are years: "13 of the 21 years" of a yearly table counts its rows)
    if _PERIOD_LENGTH.match(claim, m.end) and re.search(r"\bthe\s+(?:[a-z]+\s+)?$", claim[:m.start], re.I):
        return True  # "the highest five-year toll": the length of the periods a table's columns are, no cell
    if any(base.span(1) == (m.start, m.end) for base in _PRICE_BASE.finditer(claim)):
        return True  # "2,195.4 billion 1982 dollars": the money's base year, never a year of the tables
    for season in SEASON.finditer(claim):
        if int(season.group(2)) == (int(season.group(1)) + 1) % 100:
            if season.span(2) == (m.start, m.end):
                return True
            if season.span(1) == (m.start, m.end):
                said = seasons(season.group(0))
                return bool(said & {s for t in titles for s in seasons(t)}) and not said & {s for h in headers for s in header_seasons(h)} \
                    and not said & cell_seasons  # ("than in 2010-11" of a ``season`` column: its row)
    return False


_PERIOD_LENGTH = re.compile(r"-(?:year|month|decade)\s+(?:toll|total|span|period|count|tally|figure)s?\b", re.I)
_THE_YEARS_BEFORE = re.compile(r"\b(?:the|all|its|their)\s+$", re.I)
_THE_YEARS_AFTER = re.compile(r"\s+years\b", re.I)
_PERIOD = re.compile(r"(?<!\d)(1[89]\d\d|20\d\d)(?:\s*(?:-|–|to|through)\s*|_)(1[89]\d\d|20\d\d)(?!\d)", re.I)


def period_lengths(texts: Sequence[str]) -> set[int]:
    """The lengths in years, both ends counted, of the periods ``texts`` write ("1875 to 1894", ``deaths_1875_1894``: 20)."""
    return {int(b) - int(a) + 1 for t in texts for a, b in _PERIOD.findall(t) if int(a) < int(b)}
