"""A reference period a claim measures its figures from ("0.04 °C above the 1951-1980 average", "relative to the
1961-1990 baseline"): the base an anomaly or index is stated against, which no row holds. Left in, its two years read
as row locators and its "average" as a column's name, so the figure it qualifies is looked for in the wrong place.
The phrase is dropped before the claim is read; "below" is kept (it signs the figure).

>>> without_baseline("July 1985 was just 0.04 °C above the 1951-1980 average.")
'July 1985 was just 0.04 °C.'
>>> without_baseline("In 2007, January ran warmer than July relative to the 1951–1980 baseline.")
'In 2007, January ran warmer than July.'
"""

from __future__ import annotations

import re

_BASELINE = re.compile(
    r",?\s+(?:above|over|relative\s+to|compared\s+(?:with|to)|against|from)\s+(?:the|its|their)\s+(?:1[5-9]|20)\d\d\s?[-–]\s?(?:1[5-9]|20)\d\d"
    r"\s+(?:average|mean|baseline|base\s+period|norm|normal|reference\s+period|climatology)\b", re.I)


def without_baseline(claim: str) -> str:
    """``claim`` without the reference period it measures against (module docstring)."""
    return _BASELINE.sub("", claim)
