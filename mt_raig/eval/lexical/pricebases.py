"""The year whose money a figure is written in ("$48.06 in 1935 dollars", "in constant 2010 US dollars"): a price base,
which dates no value of the rows. A claim that names another base than the one its tables state in a header
("men_weekly_wage_1935_dollars") or title ("wages in constant 1935 dollars") is false whatever the figure:
:func:`misbased`. Tables that state no base leave the claim to the rows.

>>> from mt_raig.tables import Table
>>> t = Table("wages", "Weekly wages", ["year", "men_weekly_wage_1935_dollars"], [["1974", "48.06"]])
>>> misbased("In 1974 men earned $48.06 in constant 1975 dollars.", [t])["reason"]
'a price base the tables do not use'
>>> misbased("In 1974 men earned $48.06 in constant 1935 dollars.", [t]) is None
True
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from mt_raig.tables import Table

_CLAIMED = re.compile(r"(?<![\d,.])((?:1[5-9]|20)\d\d)[\s-]+(?:us\s+|u\.s\.\s+|canadian\s+|australian\s+)?(?:dollars?|usd|euros?)(?![a-z])",
                      re.I)  # "in 1935 dollars", "1975-dollar wages" (never "1935 pounds": a weight as often as money)
_STATED = re.compile(r"(?:(?<![a-z])(?:constant|chained|real)[_\s]+((?:1[5-9]|20)\d\d)(?!\d))|(?:(?<!\d)((?:1[5-9]|20)\d\d)[_\s]+"
                     r"(?:us[_\s]+)?(?:dollars?|usd|us\$|euros?|prices)(?![a-z]))", re.I)  # "wage_1935_dollars", "constant 2010 prices"


def stated_bases(tables: Sequence[Table]) -> set[int]:
    """The price bases the tables' headers and titles state."""
    texts = [t.title or "" for t in tables] + [h for t in tables for h in t.header]
    return {int(a or b) for text in texts for a, b in _STATED.findall(text)}


def misbased(claim: str, tables: Sequence[Table]) -> dict | None:
    """The evidence of a price base the tables do not use (module docstring); None when the claim names none, the tables
    state none, or they agree."""
    claimed = {int(y) for y in _CLAIMED.findall(claim)}
    if not claimed or not (stated := stated_bases(tables)) or claimed <= stated:
        return None
    return {"reason": "a price base the tables do not use", "claimed": sorted(claimed), "stated": sorted(stated)}
