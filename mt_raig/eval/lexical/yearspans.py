"""A span of years written with its length: "In the sixteen years from 1970 to 1986" holds whatever the rows say, and
"In the fourteen years from 1970 to 1986" is false whatever they say (:func:`misspanned`). A writer may count the
years between the two (16) or the years listed (17, both ends included); any other length contradicts the claim's
own years.

>>> misspanned("In the fourteen years from 1970 to 1986, Georgia's output more than doubled.")["years"]
[16, 17]
>>> misspanned("Over the 17 years between 1970 and 1986, output grew.") is None
True
"""

from __future__ import annotations

import re

from .words import count_value

_SPAN = re.compile(r"\bthe\s+(\d{1,3}|[a-z]+(?:-[a-z]+)?)\s+years?\s+(?:from|between)\s+((?:1[5-9]|20)\d\d)\s+"
                   r"(?:to|and|through|until|till)\s+((?:1[5-9]|20)\d\d)\b", re.I)


def misspanned(claim: str) -> dict | None:
    """The evidence of a span of years whose length is neither the years between its two years nor the years listed
    (module docstring); None when the claim writes no such span or it agrees."""
    for m in _SPAN.finditer(claim):
        n = count_value(m.group(1))
        first, last = int(m.group(2)), int(m.group(3))
        if n is None or last <= first:
            continue
        if n not in (last - first, last - first + 1):
            return {"reason": "a span of years that its own two years contradict", "span": m.group(0), "years": [last - first, last - first + 1]}
    return None
