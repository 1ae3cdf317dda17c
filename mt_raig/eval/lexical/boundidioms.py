"""Bounds and counts a claim writes without digits, rewritten as the digits the count readers take: "at least a
thousand men" (1,000), "of one degree or more" (1), "in all but eleven of the thirty-seven years" (26 of the 37),
"sailed without a single soldier" (with 0 soldiers), "was negative in 7 of the 22 years" (below zero)."""

from __future__ import annotations

import re

from .words import word_value

_GOES_ON = (r"[\s,-]+(?:and\s+)?(?:[a-z]+-[a-z]+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|"
            r"fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)\b")  # "a
# hundred and twenty": a number that goes on, left to the readers of hundreds and thousands in words
_BOUND_ONE = re.compile(r"\b(at\s+least|at\s+most|more\s+than|less\s+than|fewer\s+than|(?:lighter|heavier|longer|shorter)\s+than|over|under|above|below|of|reached|exceeded|topped)\s+"
                        r"(?:(a|one)\s+(thousand|hundred|million|billion)(?!" + _GOES_ON + r")|one\s+(?=(?:degree|percent|percentage\s+point|point|metre|meter|mile|kilometre|"
                        r"kilometer|second|minute|hour)s?\b)|(?<!\bof\s)(?<!\bOf\s)(?:a|an)\s+(?=(?:kilogram|gram|tonne|metre|meter|mile|kilometre|"
                        r"kilometer|litre|liter)\b))", re.I)  # "at least a thousand men", "of one degree or more",
# "less than a kilogram" (never "of a degree": "a fraction of a degree")


def one_as_digits(claim: str) -> str:
    """"a thousand", "one" of a unit after a bound or "of", and "a" of a unit (or "a dollar") after a bound as digits: the
    number the bound reads; "below freezing" as below 0 °C.

    >>> one_as_digits("Two years reached an anomaly of one degree or more; nine carried at least a thousand men.")
    'Two years reached an anomaly of 1 degree or more; nine carried at least 1,000 men.'
    >>> one_as_digits("Four species weigh less than a kilogram.")
    'Four species weigh less than 1 kilogram.'
    >>> one_as_digits("Before 1980 the price never topped a dollar a gallon.")
    'Before 1980 the price never topped $1 a gallon.'
    """
    scale = {"thousand": "1,000", "hundred": "100"}  # (a comma: never read as the year 1000; "more than a million" is "1
    # million", left to the readers of scaled numbers: as digits, a bound that small cells of the row met accepted a
    # names-swapped claim)
    claim = _BOUND_DOLLAR.sub(lambda m: f"{m.group(1)} $1", claim)  # "never topped a dollar a gallon": $1
    claim = _FREEZING.sub(lambda m: f"{m.group(1)} 0 °C", claim)  # "stayed below freezing": below 0 °C (32 °F in a column in °F)
    return _BOUND_ONE.sub(lambda m: f"{m.group(1)} {scale.get(m.group(3).lower(), '1 ' + m.group(3))}" if m.group(3) else f"{m.group(1)} 1 ", claim)


_FREEZING = re.compile(r"\b(below|under|above|over)\s+(?:the\s+)?freezing(?:\s+point)?\b(?!\s+(?:rain|fog|drizzle))", re.I)
_BOUND_DOLLAR = re.compile(r"\b(at\s+least|at\s+most|more\s+than|less\s+than|over|under|above|below|reached|exceeded|topped|passed|hit)\s+"
                           r"(?:a|one)\s+dollar\b", re.I)


_ALL_BUT = re.compile(r"\bin\s+all\s+but\s+(\d+|[a-z]+(?:-[a-z]+)?)\s+of\s+the\s+(\d+|[a-z]+(?:-[a-z]+)?)\b", re.I)
_A_BOUND = re.compile(r"\b(?:above|below|over|under|more\s+than|less\s+than|fewer\s+than|at\s+least|at\s+most)\s+(?:\d|[a-z]+\s+(?:million|thousand))", re.I)


def all_but_as_count(claim: str) -> str:
    """"stayed above 11 million in all but eleven of the thirty-seven years" as "in 26 of the 37 years": the count of
    rows meeting the bound (only after a bound; "In all but one of the states ... higher than ..." is :mod:`.rowwise`'s).

    >>> all_but_as_count("The extent stayed above 11 million in all but eleven of the thirty-seven years.")
    'The extent stayed above 11 million in 26 of the 37 years.'
    """
    m = _ALL_BUT.search(claim)
    if m is None or not _A_BOUND.search(claim, 0, m.start()):
        return claim
    n, whole = (int(x) if x.isdigit() else word_value(x.lower()) for x in m.groups())
    if n is None or whole is None or not 0 <= n < whole:
        return claim
    return claim[:m.start()] + f"in {whole - n} of the {whole}" + claim[m.end():]



_NOUN = r"(?P<noun>[a-z]+(?:\s+[a-z]+)?)(?=\s+(?:in|on|at|for|during|of|from|by|with|until|before|after)\b|\s*[.,;]|$)"
_WITHOUT = re.compile(r"\bwithout\s+(?:a\s+single|any)\s+" + _NOUN, re.I)
_NOT_A_SINGLE = re.compile(r"\b(?:did|does|do)\s+not\s+(?P<verb>[a-z]+)\s+a\s+single\s+" + _NOUN, re.I)


def _plural(noun: str) -> str:
    return noun if noun.endswith("s") else noun + "s"


def without_as_zero(claim: str) -> str:
    """"without a single soldier", "without any goals" as "with 0 soldiers", "did not hit a single home run" as "hit 0
    home runs": a cell of 0 the rows are counted by, or the row's own cell.

    >>> without_as_zero("Only one squadron sailed without a single soldier.")
    'Only one squadron sailed with 0 soldiers.'
    >>> without_as_zero("Ruth did not hit a single home run in his 1914 debut season.")
    'Ruth hit 0 home runs in his 1914 debut season.'
    """
    claim = _WITHOUT.sub(lambda m: f"with 0 {_plural(m.group('noun'))}", claim)
    return _NOT_A_SINGLE.sub(lambda m: f"{m.group('verb')} 0 {_plural(m.group('noun'))}", claim)


_SIGNED = re.compile(r"\b(was|were|stayed|remained|turned|went|ran|is|are|been)\s+(negative|positive)\b(?!\s+(?:reviews?|tests?|results?|cases?))", re.I)


def signs_as_bounds(claim: str) -> str:
    """"was negative", "turned positive" as "was below zero", "turned above zero": the bound a count of rows reads (a
    verb's complement only; "negative reviews" names something else).

    >>> signs_as_bounds("Net investment was negative in 7 of the 22 years.")
    'Net investment was below zero in 7 of the 22 years.'
    """
    return _SIGNED.sub(lambda m: f"{m.group(1)} {'below' if m.group(2).lower() == 'negative' else 'above'} zero", claim)
