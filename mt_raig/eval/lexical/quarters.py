"""A quarter of a year written in words ("the third quarter", "fourth-quarter approval") where the tables head a column
per quarter (``q3_approval_pct``). Header words drop digits, so "q1" to "q4" all read as "q" and no words told the four
columns apart ("In the year with the best third-quarter approval, ..." ranked nothing, so any year's value was
accepted). Each such column gets one word of its own ("thirdquarter": :func:`quarter_stems`), and a claim's quarter in
words is restated as it (:func:`quarter_columns`), an elided second quarter too ("lower in the third quarter of 1961
than in the second").

>>> from mt_raig.tables import Table
>>> from mt_raig.eval.lexical.index import index_of
>>> t = Table("a", "Approval by quarter", ("year", "q1_pct", "q2_pct", "q3_pct", "q4_pct"), (("1961", "72", "83", "71", "78"),))
>>> quarter_columns("Approval was lower in the third quarter of 1961 than in the second.", index_of((t,)))
'Approval was lower in the thirdquarter of 1961 than in the secondquarter.'
>>> quarter_columns("The year with the strongest fourth-quarter rating had ...", index_of((t,)))
'The year with the strongest fourthquarter rating had ...'
"""

from __future__ import annotations

import re

from .lexicon import stem

_WORDS = ("first", "second", "third", "fourth")
_ORDER = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4}
_QUARTER = re.compile(r"\b(first|second|third|fourth|1st|2nd|3rd|4th)[\s-]+quarter\b", re.I)
_ELIDED = re.compile(r"(\bthan\s+(?:in\s+)?the\s+)(first|second|third|fourth)\b(?![\s-]+quarter)", re.I)
_HEADER_QUARTER = re.compile(r"(?:^|[_\s])q([1-4])(?:[_\s]|$)", re.I)


def _word(n: int) -> str:
    return f"{_WORDS[n - 1]}quarter"


def quarter_stems(header: str) -> frozenset[str]:
    """The quarter word of a header naming one quarter (``q3_approval_pct``: "thirdquarter"), else none."""
    found = {int(m.group(1)) for m in _HEADER_QUARTER.finditer(header)}
    return frozenset({stem(_word(found.pop()))}) if len(found) == 1 else frozenset()


def quarter_columns(claim: str, index) -> str:
    """The claim with each quarter written in words as its column's word (module docstring); unchanged unless some
    table heads a column per quarter."""
    if "quarter" not in claim.lower():
        return claim
    heads = {h for t in index.tables for h in t.header}
    if {n for h in heads for n in {int(m.group(1)) for m in _HEADER_QUARTER.finditer(h)}} != {1, 2, 3, 4}:
        return claim
    out = _QUARTER.sub(lambda m: _word(_ORDER[m.group(1).lower()]), claim)
    return _ELIDED.sub(lambda m: m.group(1) + _word(_ORDER[m.group(2).lower()]), out) if out != claim else out
