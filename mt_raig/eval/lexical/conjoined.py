"""Claims said of each of two subjects: "Neither A nor B has more than 2 million people" (denied of each) and
"A and B both reach their lowest point on the Colorado River" / "Both A and B were ..." (asserted of each); and two
opposite moves over one lead's periods, "From 2009 to 2010 rainfall rose for Australia as a whole but fell in the
southwest" (asserted of each).

Judged as one claim, such a sentence can pass on one subject's row while the other's says otherwise (a grouping
gives each name a row of its own), so each part is judged alone and the verdicts combined: "neither" holds when
every part is refuted, "both" when every part is supported; a part with nothing checkable leaves the claim
``skipped``. "Both" is split only when each subject is exactly one name of the tables and the rest is not a joint
statement ("together", "combined", "respectively", or two numbers).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from mt_raig.eval.judge import Verdict

from .index import TableIndex

_NEITHER = re.compile(r"^\s*Neither\s+(?P<a>[A-Z][^,;]*?)\s+nor\s+(?P<b>[A-Z][^,;]*?)\s+(?P<rest>(?:has|had|have|is|was|were|are|"
                      r"did|does|do|uses|used|won|reached|scored|exceeded|received|recorded|gained|lost)\b[^;]*)$")
_BOTH = re.compile(r"^\s*(?:Both\s+(?P<a>[A-Z][^,;]*?)\s+and\s+(?P<b>[A-Z][^,;]*?)\s+(?=(?:has|had|have|is|was|were|are|did|do|lie|lies|"
                   r"reach|reached|use|used|won|sit|sat|share|shared)\b)|(?P<a2>[A-Z][^,;]*?)\s+and\s+(?P<b2>[A-Z][^,;]*?)\s+both\s+)"
                   r"(?P<rest>[a-z][^;]*)$")
_TOGETHER = re.compile(r"\b(?:together|combined|between them|in total|respectively|each other|one another)\b", re.I)


_MOVES = {"rose": 1, "grew": 1, "climbed": 1, "increased": 1, "jumped": 1, "fell": -1, "dropped": -1, "declined": -1, "decreased": -1,
          "shrank": -1, "slipped": -1}
_VERB = "|".join(_MOVES)
_CONTRAST = re.compile(r"^(?P<lead>(?:from|between)\s+\S+\s+(?:to|and)\s+\S+\s+[^,;]*?)\s+(?P<v1>" + _VERB + r")\s+(?P<r1>[^,;]+?),?\s+but\s+"
                       r"(?P<v2>" + _VERB + r")\s+(?P<r2>[^,;]+?)\.?$", re.I)  # "From 2009 to 2010 rainfall rose for Australia
# as a whole but fell in the southwest": each move said of its place, over the lead's two periods


def each_of(claim: str, index: TableIndex) -> tuple[str, list[str]] | None:
    """("neither" or "both", the claim said of each subject), or None for any other claim."""
    if (m := _NEITHER.match(claim)) is not None:
        return "neither", [f"{m.group(k)} {m.group('rest')}" for k in ("a", "b")]
    if (m := _CONTRAST.match(claim)) is not None and _MOVES[m.group("v1").lower()] != _MOVES[m.group("v2").lower()]:
        return "both", [f"{m.group('lead')} {m.group(v)} {m.group(r)}." for v, r in (("v1", "r1"), ("v2", "r2"))]
    m = _BOTH.match(claim)
    if m is None or _TOGETHER.search(m.group("rest")) or len(re.findall(r"\d[\d,.]*", m.group("rest"))) > 1:
        return None  # a joint statement, or numbers that may be one per subject
    subjects = [m.group("a") or m.group("a2"), m.group("b") or m.group("b2")]
    if any(index.name_spans(s) != [(0, len(s))] for s in subjects):
        return None  # "Both the bigger airlines and ...": not two names of the tables
    return "both", [f"{s} {m.group('rest')}" for s in subjects]


def combined(claim: str, kind: str, parts: list[str], verify: Callable[[str], Verdict]) -> Verdict:
    """The verdict on ``claim`` from its parts' verdicts (``verify`` judges one part)."""
    found = [verify(p) for p in parts]
    if kind == "neither":
        named = [v.score == 1.0 and not (v.evidence or {}).get("checks") and all(x["kind"] == "name" for x in (v.evidence or {}).get("values", []))
                 for v in found]  # "Estonia uses the krona": only the name was found; nothing it says was checked
        if any(v.status == "skipped" for v in found) or any(named):
            return Verdict(claim, "skipped", error="neither ... nor: a part with nothing checkable")
        ok = all(v.score == 0.0 for v in found)
        return Verdict(claim, "ok", 1.0 if ok else 0.0, evidence={"negated": True, "parts": [v.evidence for v in found],
                                                                   "reason": "neither part holds" if ok else "a part holds"})
    if any(v.status == "skipped" for v in found):
        return Verdict(claim, "skipped", error="both: a part with nothing checkable")
    ok = all(v.score == 1.0 for v in found)
    return Verdict(claim, "ok", 1.0 if ok else 0.0, evidence={"parts": [v.evidence for v in found],
                                                               "reason": "it holds of each" if ok else "a part does not hold"})
