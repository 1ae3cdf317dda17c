"""A quantity restated in another unit in brackets: "to 60 mph (about 97 km/h)", "3,381 pounds (1,534 kg)", a temperature after a
comma ("46.7°C, about 116°F"), any unit after a comma and a hedge ("300 pounds, roughly 136 kg"). The restated value says
nothing the first does not, so it is dropped before the tables are read
(:func:`without_restated_unit`); when it is not the first converted at its written precision (2% with "about",
"roughly", "some", "nearly", "approximately"), the claim contradicts itself and is false whatever the rows hold
(:func:`misconverted`). So is one restated after "works out to", "comes to", "is equal to" ("4.69 m works out to about 15.4
feet"), a rate restated per another period: "$28,000 a year, about $538 a week" (a year of 365
days, a month of 30.44, a week of 7), and a number of years restated in decades or centuries: "18 years in the majors
came to nearly two decades" (:func:`_years_as`).

>>> without_restated_unit("The car got to 60 mph (about 97 km/h) in 11.4 seconds.")
'The car got to 60 mph in 11.4 seconds.'
>>> misconverted("The car got to 60 mph (about 87 km/h) in 11.4 seconds.")["reason"]
'a quantity restated in another unit that does not convert to it'
"""

from __future__ import annotations

import re
from decimal import Decimal

from mt_raig.numbers import Number, rounds_to

from .units import convert, unit_of
from .words import word_value

_NUMBER = r"\d[\d,]*(?:\.\d+)?"
_UNIT = r"[A-Za-z°º/²³][A-Za-z°º/²³ .-]{0,24}?"
_RESTATED = re.compile(r"(?P<x>" + _NUMBER + r")\s*(?P<u1>" + _UNIT + r")\s*\(\s*(?P<hedge>(?:or\s+)?(?:about|roughly|approximately|around|some|nearly|almost|~)\s*)?"
                       r"(?P<y>" + _NUMBER + r")\s*(?P<u2>" + _UNIT + r")\s*\)", re.I)

_APPOSED = re.compile(r"(?P<x>" + _NUMBER + r")\s*(?P<u1>°[CF]|º[CF])(?P<keep>\s+in\s+\d{4})?\s*,\s*(?:(?:or|which\s+is|that\s+is|works?\s+out\s+to|"
                      r"equal\s+to|equivalent\s+to)\s+)?(?P<hedge>(?:about|roughly|approximately|around|some|nearly|almost|~)\s*)?"
                      r"(?P<y>" + _NUMBER + r")\s*(?P<u2>°[CF]|º[CF])(?=[\s,.;)]|$)")  # "46.7°C, about 116°F"


_APPOSED_HEDGED = re.compile(r"(?P<x>" + _NUMBER + r")\s*(?P<u1>[A-Za-z][A-Za-z/]{0,11})\s*,\s*(?:or\s+|(?:which\s+)?(?:is|was)\s+)?(?P<hedge>(?:about|roughly|"
                             r"approximately|around|some|nearly|almost)\s+)(?P<y>" + _NUMBER + r")\s*(?P<u2>[A-Za-z][A-Za-z/]{0,11}(?:\s+of\s+mercury)?)"
                             r"(?=[\s,.;)]|$)")  # "300 pounds, roughly 136 kg", "902 millibars, is about 26.6 inches of mercury": any unit
# restated after a comma with a hedge

_WORKS_OUT = re.compile(r"(?P<x>" + _NUMBER + r")\s*(?P<u1>" + _UNIT + r")\s+(?:works?\s+out\s+to|worked\s+out\s+to|comes?\s+to|came\s+to|converts?\s+to|"
                        r"(?:is|was)\s+(?:equal|equivalent)\s+to|equals)\s+(?P<hedge>(?:about|roughly|approximately|around|some|nearly|almost)\s+)?"
                        r"(?P<y>" + _NUMBER + r")\s*(?P<u2>" + _UNIT + r")(?=[\s,.;)]|$)", re.I)  # "4.69 m works out to about 15.4 feet"


def _restatements(claim: str):
    """(match, agrees) for each restatement of a quantity in another unit of its dimension: in brackets, or a temperature
    after a comma ("hit 46.7°C, about 116°F"; "34.6°C in 1971, works out to about 94°F")."""
    for m in [*_RESTATED.finditer(claim), *_APPOSED.finditer(claim), *_APPOSED_HEDGED.finditer(claim), *_WORKS_OUT.finditer(claim)]:
        a, b = unit_of(m.group("u1").strip().lower()), unit_of(m.group("u2").strip().lower())
        if a is None or b is None or a[0] != b[0] or m.group("u1").strip().lower() == m.group("u2").strip().lower():
            continue
        x, text = Decimal(m.group("x").replace(",", "")), m.group("y").replace(",", "")
        value = convert(x, m.group("u1").strip().lower(), m.group("u2").strip().lower())
        if value is None:
            continue
        yield m, _agrees(value, text, m.group("hedge") is not None)


_DAYS = {"year": Decimal(365), "month": Decimal("30.4375"), "week": Decimal(7), "day": Decimal(1), "hour": Decimal(1) / 24}
_PER_PERIOD = re.compile(r"(?P<x>" + _NUMBER + r")\s+(?:a|per|each)\s+(?P<p1>year|month|week|day)\b(?P<u1>)\s*[,(–—-]\s*(?:or\s+)?"
                         r"(?P<hedge>(?:about|roughly|approximately|around|some|nearly|almost)\s+)?[$€£]?(?P<y>" + _NUMBER + r")"
                         r"\s+(?:a|per|each)\s+(?P<p2>year|month|week|day|hour)\b\)?", re.I)


def _per_periods(claim: str):
    """(match, agrees) for each rate restated per another period ("$28,000 a year, about $538 a week")."""
    for m in _PER_PERIOD.finditer(claim):
        if m.group("p1").lower() == m.group("p2").lower():
            continue
        value = Decimal(m.group("x").replace(",", "")) * _DAYS[m.group("p2").lower()] / _DAYS[m.group("p1").lower()]
        yield m, _agrees(value, m.group("y").replace(",", ""), True)  # a rate per period is always a rounded figure


def _agrees(value: Decimal, text: str, hedged: bool) -> bool:
    """Whether a converted ``value`` is the number written as ``text``: at its written precision, or within 2% when
    hedged ("about 97 km/h")."""
    y = Decimal(text)
    return rounds_to(value, Number(text, y, len(text.split(".")[1]) if "." in text else 0)) or hedged and abs(value - y) <= abs(y) * Decimal("0.02")


_BASE = r"100,000|10,000|1,000|100|hundred|thousand|ten\s+thousand|hundred\s+thousand|million"
_BASE_SIZE = {"100": 100, "hundred": 100, "1,000": 1000, "thousand": 1000, "10,000": 10000, "ten thousand": 10000, "100,000": 100000,
              "hundred thousand": 100000, "million": 10**6}
_REBASED = re.compile(r"(?P<x>" + _NUMBER + r")\s+(?P<u1>per\s+(?P<b1>" + _BASE + r"))(?![\d,])(?:\s+[a-z]+)?(?P<keep>\s+in\s+\d{4})?,?\s+"
                      r"(?:works?\s+out|worked\s+out|comes?|came|translates?|translated|amounts?|amounted)\s+to\s+"
                      r"(?P<hedge>(?:about|roughly|approximately|around|some|nearly|almost)\s+)?(?P<y>" + _NUMBER + r"|one|a)"
                      r"(?:\s*(?P<pct>%|percent\b)|\s+(?:[a-z]+\s+){0,2}?per\s+(?P<b2>" + _BASE + r")(?![\d,]))", re.I)


def _rebased(claim: str):
    """(match, agrees) for each rate restated per another base or as a percent ("1,035.7 per 100,000 worked out to about
    one conviction per hundred men"; "90.4 per 10,000 ... comes to about 0.9% of women")."""
    for m in _REBASED.finditer(claim):
        size = lambda b: _BASE_SIZE[re.sub(r"\s+", " ", b.lower())]
        value = Decimal(m.group("x").replace(",", "")) * (100 if m.group("pct") else size(m.group("b2"))) / size(m.group("b1"))
        written = "1" if m.group("y").lower() in ("one", "a") else m.group("y").replace(",", "")
        yield m, _agrees(value, written, m.group("hedge") is not None)


_SPAN_UNITS = {"decade": 10, "decades": 10, "century": 100, "centuries": 100}
_YEARS_AS = re.compile(r"(?P<x>\d+(?:\.\d+)?)\s+(?P<u1>years?)(?P<keep>(?:\s+[a-z'’]+){0,4}?)\s*,?\s+(?:came\s+to|comes\s+to|amounted\s+to|"
                       r"amounts?\s+to|or|(?:which\s+)?(?:is|was))\s+(?P<hedge>nearly|almost|about|roughly|around|some|more\s+than|over|just\s+over|"
                       r"well\s+over|under|just\s+under|less\s+than)?\s*(?P<y>\d+|a|one|[a-z]+)\s+(?P<u2>decades?|century|centuries)\b", re.I)
_SPAN_BOUND = {"more than": ">", "over": ">", "just over": ">", "well over": ">", "under": "<", "just under": "<", "less than": "<",
               "nearly": "~<", "almost": "~<"}


def _years_as(claim: str):
    """(match, agrees) for each number of years restated in decades or centuries: "18 years in the majors came to nearly
    two decades" (1.8: nearly two, not nearly three). "nearly"/"almost" N: at least 0.8 N and under N; "about" N:
    within 15%; "more than"/"under": strictly; no hedge: exactly."""
    for m in _YEARS_AS.finditer(claim):
        said = m.group("y").lower()
        y = Decimal(said) if said.isdigit() else Decimal(1) if said in ("a", "one") else (Decimal(w) if (w := word_value(said)) else None)
        if y is None:
            continue
        value = Decimal(m.group("x")) / _SPAN_UNITS[m.group("u2").lower()]
        hedge = re.sub(r"\s+", " ", (m.group("hedge") or "").lower())
        bound = _SPAN_BOUND.get(hedge, "~" if hedge else "=")
        yield m, {">": value > y, "<": value < y, "~<": y * Decimal("0.8") <= value < y, "~": abs(value - y) <= y * Decimal("0.15"),
                  "=": value == y}[bound]


def without_restated_unit(claim: str) -> str:
    """The claim without each restatement that agrees with the quantity before it (module docstring)."""
    for m, ok in sorted([*_restatements(claim), *_per_periods(claim), *_rebased(claim), *_years_as(claim)], key=lambda x: -x[0].start()):
        if ok:
            cut = m.end("u1") if m.re is not _RESTATED else claim.index("(", m.end("u1"))  # (after "works out to", a comma: the first
            # quantity alone is left)
            claim = claim[:cut].rstrip() + (m.groupdict().get("keep") or "") + claim[m.end():]
    return claim


def misconverted(claim: str) -> dict | None:
    """The evidence of a restatement that does not convert (module docstring); None when there is none."""
    for m, ok in [*_restatements(claim), *_per_periods(claim), *_rebased(claim), *_years_as(claim)]:
        if not ok:
            return {"reason": "a quantity restated in another unit that does not convert to it", "restated": m.group(0)}
    return None
