"""A share that contradicts the count it is written beside: "four of the thirteen elements, about 4% of the table",
"Eight of the 14 hitters (64%)", "Of the 14 isotopes, only 1 is radioactive, about 14%", "33 medals, 12 of them bronze
(about 63%)".

When a claim writes a part and its whole ("M of the N ...", "Of the N ..., M ...") and, in apposition, a percentage
with no base of its own (", about P%", "(P%)", ", or P%", ", under P%"), the percentage must be M / N at its written
precision (with "about", "roughly", ... within one unit of its last digit: "about 64%" 63-65; after "under", "over", ... on the right side of it). A
claim whose two readings of one share disagree is false whatever the tables hold, so it is refuted without reading
them. A share that agrees says nothing more than its count: it is dropped from the claim
(:func:`without_restated_share`) and the count is checked alone, never supported here.
The part and the whole may be digits or words ("three of the thirteen").

    >>> contradicted("Eight of the 14 hitters (64%) reached 30 home runs.")
    {'reason': 'a share that contradicts its own count', 'count': '8 of 14 is 57.14%', 'written': '64%'}
    >>> contradicted("Eight of the 14 hitters (57%) reached 30 home runs.") is None
    True
"""

from __future__ import annotations

import re
from decimal import Decimal

from .countbounds import fraction
from .words import word_value

_MONTH = r"(?:January|February|March|April|May|June|July|August|September|October|November|December)\b"  # a date is no name
_NUMBER = r"(\d[\d,]*|[A-Za-z]+(?:-[a-z]+)?)"
_PART_OF = re.compile(r"\b" + _NUMBER + r"\s+(?:out\s+)?of\s+(?:the\s+|its\s+|their\s+|all\s+)?(?:listed\s+)?" + _NUMBER + r"\b", re.I)
_OF_WHOLE = re.compile(r"^\s*(?:of|among|out\s+of)\s+(?:the\s+|its\s+|all\s+)?(?:[A-Za-z]+['’]s\s+)?" + _NUMBER + r"\b[^,;]*,\s*(?:only\s+|just\s+)?" + _NUMBER + r"\b", re.I)
_OF_THEM = re.compile(r"\b(\d[\d,]*)\s+[a-z]+(?:\s+[a-z]+)?,\s+(?:and\s+|with\s+|including\s+)?" + _NUMBER + r"\s+of\s+(?:them|these|those)\b", re.I)
_FRACTION_COUNT = re.compile(r"\b((?:a|one|two|three)[\s-]+(?:thirds?|quarters?|fifths?|tenths?)|half)\s+of\s+(?:the|its|their)\s+([a-z]+),\s+"
                             + _NUMBER + r"\s+(?:out\s+)?of\s+(?:the\s+)?" + _NUMBER + r",", re.I)
_HEDGES = r"about|roughly|around|nearly|almost|approximately|some|close\s+to|just\s+over|just\s+under"
_SHARE_OF_WHOLE = re.compile(r"(?=\b(?P<part>\d[\d,]*|[A-Za-z]+(?:-[a-z]+)?)\s+(?:[a-z]+\s+){0,2}[a-z]+(?P<cut>,)\s+(?:(?:" + _HEDGES
                             + r")\s+)?\d+(?:\.\d+)?\s*(?:%|\s+per\s?cent\b)\s+of\s+(?:the\s+|all\s+)?(?P<whole>\d[\d,]*|[A-Za-z]+(?:-[a-z]+)?)\b)",
                             re.I)  # "in only six states, 12% of the 50" (a lookahead: each word may start one, "in only six ...")
_BOUNDS = {"under": "<", "below": "<", "less than": "<", "fewer than": "<", "over": ">", "above": ">", "more than": ">"}
_APPOSED = re.compile(r"(?:,\s*|\(\s*|\bor\s+)(?:or\s+)?(?:(" + _HEDGES + r"|" + "|".join(_BOUNDS) + r")\s+)?(\d+(?:\.\d+)?)\s*(?:%|\s+per\s?cent\b)"
                      r"(?!\s+of\b(?!\s+(?:the\s+)?(?:table|total|list|group|them|all|year|season|period|\d+)\b))", re.I)  # "4% of the table", "92
# percent of the year" (of its 12 months), never "4% of revenue"


def _number(text: str) -> Decimal | None:
    if text[0].isdigit():
        return Decimal(text.replace(",", ""))
    value = 1 if text.lower() == "one" else word_value(text.lower())  # "one of the twelve sailors": a part, no pronoun
    return None if value is None else Decimal(value)


def _parts(claim: str) -> list[tuple[Decimal, Decimal, int]]:
    """(part, whole, where the phrase ends) for every "M of the N", "N things, M of them", "M things, P% of the N" and a
    leading "Of the N ..., M"."""
    out = []
    for m in _PART_OF.finditer(claim):
        part, whole = _number(m.group(1)), _number(m.group(2))
        if part is not None and whole is not None and 0 <= part <= whole and whole > 0 and not re.match(r"\s*%", claim[m.end(1):]):
            out.append((part, whole, m.end()))
    for m in _OF_THEM.finditer(claim):  # "Canada won 33 medals, 12 of them bronze (about 36%)"
        whole, part = _number(m.group(1)), _number(m.group(2))
        if part is not None and whole is not None and 0 <= part <= whole and whole > 0:
            out.append((part, whole, m.end()))
    for m in _SHARE_OF_WHOLE.finditer(claim):  # ("in only six states": "in" and "only" are no parts)
        part, whole = _number(m.group("part")), _number(m.group("whole"))
        if part is not None and whole is not None and 0 <= part <= whole and whole > 0:
            out.append((part, whole, m.start("cut")))
            break
    if (m := _OF_WHOLE.match(claim)) is not None:
        whole, part = _number(m.group(1)), _number(m.group(2))
        if part is not None and whole is not None and 0 <= part <= whole and whole > 0:
            out.append((part, whole, m.end()))
    return out


def contradicted(claim: str) -> dict | None:
    """The evidence (the share the count gives, the percentage written) when the one share a claim writes twice
    disagrees with itself; None otherwise (no such pair, more than one, or they agree)."""
    found = _share(claim)
    return found[1] if found is not None and not found[0] else None


def without_restated_share(claim: str) -> str:
    """The claim without a percentage that only restates its count ("Eight of the 14 hitters (57%) reached 30 home
    runs" -> "Eight of the 14 hitters reached 30 home runs"): it says nothing the count does not, so the count alone
    is checked (before, the percentage was a value no row holds, and the true claim was refuted).

    >>> without_restated_share("Australia accounts for 12 of the 26 zones, roughly 46% of them.")
    'Australia accounts for 12 of the 26 zones.'
    """
    if (f := _FRACTION_COUNT.search(claim)) is not None and (n := _number(f.group(3))) is not None and (w := _number(f.group(4))) and \
            (share := fraction(f.group(1))) is not None and share > 0 and abs(n * 100 / w - share) < Decimal("0.01"):
        return claim[:f.start()] + f"{f.group(3)} of the {f.group(4)} {f.group(2)}" + claim[f.end():]  # "half of the states, 10 of
        # 20, had ...": "10 of the 20 states had ...", the count the fraction restates
    found = _share(claim)
    if found is None or not found[0]:
        return claim
    for w in _SHARE_OF_WHOLE.finditer(claim):  # "Saturday had 87 bills, about 35.7% of the 244 recorded": "Saturday had 87 of
        part, whole = _number(w.group("part")), _number(w.group("whole"))  # the 244 bills recorded", the count the share restates
        if part is not None and whole is not None and 0 <= part <= whole and whole > 0 and w.start("cut") < found[1].end() <= w.end("whole"):
            noun = claim[w.end("part"):w.start("cut")].strip()
            return claim[:w.start("part")] + f"{w.group('part')} of the {w.group('whole')} {noun}" + claim[w.end("whole"):]
    m = found[1]
    rest = re.sub(r"^\s+of\s+(?:the\s+)?(?:table|total|list|group|them|all)\b", "", claim[m.end():])  # "46% of them"
    return claim[:m.start()] + re.sub(r"^\s*\)" if m.group(0).lstrip().startswith("(") else r"^,", "", rest)  # "(57%)", ", 25%,"


def _share(claim: str) -> tuple[bool, re.Match | dict] | None:
    """(True, the percentage's match) when the claim's one apposed share agrees with its one count; (False, evidence)
    when it contradicts it; None when there is no such pair."""
    parts = _parts(claim)
    shares = [m for m in _APPOSED.finditer(claim) if parts and m.start() >= min(end for _, _, end in parts)]
    if len(parts) != 1 or len(shares) != 1:
        return None  # "the s-block for 5 of 13 (38%), the p-block for 6 (46%)": which share goes with which is unsaid
    part, whole, end = parts[0]
    m = shares[0]
    between = claim[end:m.start()]
    of_them = re.match(r"\s+of\s+(?:them|these|those|the\s+total|all)\b", claim[m.end():])  # "..., roughly 46% of them": this share
    if re.search(r"[;.]\s|\b(?:while|whereas|but|with)\b|\b(?!" + _MONTH + r")[A-Z]", between) or len(re.findall(r"[A-Za-z]+", between)) > (8 if of_them else 4):
        return None  # far from the count, or past a name: the percentage may be another share ("... in Massachusetts (60%)")
    written = Decimal(m.group(2))
    exact = part * 100 / whole
    word = (m.group(1) or "").lower()
    places = -written.as_tuple().exponent if written.as_tuple().exponent < 0 else 0
    if word in _BOUNDS:
        ok = exact < written if _BOUNDS[word] == "<" else exact > written
    else:
        slack = Decimal("0.5") * Decimal(10) ** -places * (2 if word else 1)  # "about 64%" within one point, "about 50.6%" 0.1
        ok = abs(exact - written) <= slack + Decimal("1e-9")
    if ok:
        return True, m
    return False, {"reason": "a share that contradicts its own count", "count": f"{part} of {whole} is {exact.quantize(Decimal('0.01'))}%",
                   "written": m.group(0).strip(" ,(")}


__all__ = ["contradicted", "without_restated_share"]
