"""A percent change the claim writes beside its own two ends: "Unemployment went from 5.6% in 1974 to 8.5% in 1975, a
rise of about 52%", "AAPL rose roughly 134% in 2009, from $90.13 to $210.73", "lost 45% of its men, falling from
100,000 to 55,000". The change is arithmetic on the two numbers written, whatever the tables hold: (B - A) / A. Read as
written, the percentage was a number no row held and no pair of rows gave (a change of a percent column is read in
points), so the true claim was refuted.

The claim writes one percentage after a word of change ("rose", "fell by", "a rise of", "an increase of", "lost") and
two numbers, neither a year, as "from A [in ...] to B [in ...]" or "A in <period> and B in <period>", of one kind (both
percentages or neither). :func:`written_change` gives the percentage's index and whether it is the change from A to B
(in size, and in direction where the word says one); the two numbers are left for the tables. A percentage that is
also B minus A in points (both ends percentages) is ambiguous and left alone (None), as is any other claim.

>>> from mt_raig.eval.lexical.index import index_of
>>> from mt_raig.eval.lexical.values import claim_values
>>> from mt_raig.tables import Table
>>> ix = index_of((Table("u", "Unemployment", ("year", "rate_pct"), (("1974", "5.6"), ("1975", "8.5"))),))
>>> [written_change(c, claim_values(c, ix))[1] for c in ("Unemployment went from 5.6% in 1974 to 8.5% in 1975, a rise of about 52%.",
...                                                       "Unemployment went from 5.6% in 1974 to 8.5% in 1975, a rise of about 25%.")]
[True, False]
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .values import Value, agrees
from .windows import claim_year

_UP = r"rose|grew|increased|jumped|climbed|gained|soared|surged|up|(?:a|an)\s+(?:rise|increase|gain|jump|growth)\s+of"
_DOWN = r"fell|dropped|declined|decreased|lost|shrank|slid|plunged|down|(?:a|an)\s+(?:drop|fall|decline|decrease|loss|cut)\s+of"
_CHANGE_BEFORE = re.compile(r"\b(?P<way>" + _UP + "|" + _DOWN + r")\s+(?:by\s+)?(?:about|roughly|nearly|almost|around|some|approximately|just|over|"
                            r"more\s+than|less\s+than)?\s*$", re.I)
_FROM_TO = re.compile(r"\s+(?:(?:in|of)\s+\S+?,?\s+)?(?:to|and)\s+[$€£]?", re.I)


def written_change(claim: str, values: Sequence[Value]) -> tuple[int, bool, dict] | None:
    """(index of the percentage, whether it is the change between the two ends written, evidence) or None."""
    changes = [i for i, v in enumerate(values) if v.kind == "number" and v.mention is not None and v.mention.percent and not v.points
               and _CHANGE_BEFORE.search(claim[max(0, v.start - 40):v.start]) is not None]
    if len(changes) != 1:
        return None
    p = changes[0]
    way = _CHANGE_BEFORE.search(claim[max(0, values[p].start - 40):values[p].start]).group("way").lower()
    ends = [(i, j) for i in range(len(values)) for j in range(i + 1, len(values))
            if p not in (i, j) and _end(values[i]) and _end(values[j]) and values[i].mention.percent == values[j].mention.percent
            and _FROM_TO.fullmatch(claim, values[i].end, values[j].start)
            and (re.search(r"\bfrom\s+[$€£]?$", claim[:values[i].start], re.I) or re.match(r"\s+in\s", claim[values[i].end:]))]
    if len(ends) != 1:
        return None
    a, b = (values[k].mention.number.value for k in ends[0])
    if not a:
        return None
    change = (b - a) / abs(a) * 100
    if values[ends[0][0]].mention.percent and agrees(abs(b - a), values[p]):
        return None  # "from 20% to 30%, up 10%": points or per cent, the words do not say
    up = re.match(_UP, way) is not None
    ok = agrees(abs(change), values[p]) and (change > 0) == up
    return p, ok, {"kind": "change", "from": values[ends[0][0]].text, "to": values[ends[0][1]].text, "change": f"{change:.2f}%",
                   "written": values[p].text}


def _end(v: Value) -> bool:
    """A number that may be one end of a change: never a year."""
    return v.kind == "number" and v.mention is not None and claim_year(v) is None and not (v.locator and v.mention.number.places == 0
                                                                                          and 1000 <= v.mention.number.value <= 2100)
