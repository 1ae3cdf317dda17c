"""The names a count lists as the rows it counts: "Four of the listed countries use the Euro: Germany, France,
Austria and Italy" (after the colon; "Euro", before it, is a condition the rows meet), "five counties, Kalawao County
among them", "three lakes, including Lake Erie" (a part of the rows counted, not all of them).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .values import Value

_SOME_OF = re.compile(r"\b(?:including|such as|among them|among which|among others)\b", re.I)


def listed_members(claim: str, values: Sequence[Value], names: list[int]) -> tuple[list[int], bool]:
    """The names listed as rows counted, and whether the list is only a part: after a colon ("use the Euro: Germany,
    France, ..."; the names before it are conditions), after "including" / "such as", or before "among them"
    ("five counties, Kalawao County among them"); else every name (all listed)."""
    marker = _SOME_OF.search(claim)
    if marker is not None and marker.group(0).lower().startswith("among them"):
        start = claim.rfind(",", 0, marker.start())
        members = [i for i in names if start < values[i].start < marker.start()]
    elif marker is not None:
        members = [i for i in names if values[i].start >= marker.end()]
    elif (colon := claim.find(":")) >= 0:
        members = [i for i in names if values[i].start > colon]
    else:
        return names, False
    return (members, marker is not None) if members and len(members) < len(names) else (names, False)
