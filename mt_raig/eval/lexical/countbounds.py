"""What a written count or share says about the rows counted: "at least two", "about 40" (within 10%, one row at
least), "about half" (within 5 points), "the majority" (above 50%), "one in four" (25%).

>>> fraction("two thirds"), fraction("one in four")
(Decimal('66.66666666666666666666666667'), Decimal('25'))
>>> count_holds(Decimal(4), Decimal(40), "~"), count_holds(Decimal(38), Decimal(40), "~")
(False, True)
"""

from __future__ import annotations

import re
from decimal import Decimal

from mt_raig.numbers import Mention, Number

from .lexicon import BOUND_WORDS
from .words import word_value

_FRACTIONS = {"half": 2, "third": 3, "thirds": 3, "quarter": 4, "quarters": 4, "fifth": 5, "fifths": 5, "tenth": 10, "tenths": 10}
_SHARE_OF = re.compile(r"\b(half|(?:a|one)[\s-]+(?:third|quarter|fifth|tenth)|two[\s-]+(?:thirds|fifths)|three[\s-]+(?:quarters|fifths|tenths)|"
                       r"four[\s-]+fifths)\s+(?:(?:its|their)\s+|of\s+(?:(?:its|their|his|her|an?)\s+|"
                       r"[A-Z][\w.-]*(?:\s+[A-Z][\w.-]*)*['’]s\s+\d))", re.I)  # "half its vote", "half of Mali's 48 medals"


def fraction(text: str) -> Decimal | None:
    """A fraction's percent: "half" 50, "two thirds" 66.67, "one in four" 25, "the majority" above 50 (-50)."""
    words = text.lower().replace("-", " ").split()
    if words[-1] == "majority":
        return Decimal(-50)  # more than half: read with ``fraction_holds``
    if words[0] == "one" and words[1] == "in":
        return Decimal(100) / word_value(words[2])
    den = _FRACTIONS[words[-1]]
    num = 1 if len(words) == 1 or words[0] in ("a", "one") else word_value(words[0])
    if num is None or num >= den or (num > 1) != words[-1].endswith("s"):  # "two thirds", "three fifths"; never "two third"
        return None
    return Decimal(100 * num) / den


def fraction_holds(share: Decimal, n: Decimal, bound: str | None) -> bool:
    """Whether a share of rows (percent) is the fraction ``n`` (percent) with its bound: exact to 0.5 points, within
    5 points for "about"/"roughly" (under for "nearly"/"almost"), beyond it for "more than"/"less than"."""
    if n < 0:
        return share > -n
    if bound in (">", ">=", "<", "<="):
        return {">": share > n, ">=": share >= n, "<": share < n, "<=": share <= n}[bound]
    if bound in ("~", "~<", "~>"):
        return abs(share - n) <= 5 and (bound != "~<" or share <= n) and (bound != "~>" or share >= n)
    return abs(share - n) <= Decimal("0.5")


def bound_before(claim: str, start: int) -> str | None:
    """The bound written right before a count ("at least two", "about half", "more than a third"), or None."""
    said = _COUNT_BOUND.search(claim[:start])
    return _COUNT_BOUNDS[" ".join(said.group(1).lower().split())] if said else None


_COUNT_BOUNDS = {**BOUND_WORDS, "over": ">", "under": "<"}
_COUNT_BOUND = re.compile(r"\b(" + "|".join(re.escape(p) for p in sorted(_COUNT_BOUNDS, key=len, reverse=True)) + r")\s+$", re.I)


def count_holds(count: Decimal, n: Decimal, bound: str | None) -> bool:
    """Whether a row count is what "n" with its bound says (about/nearly: within 10%, at least one row off)."""
    if bound in (">", ">=", "<", "<="):
        return {">": count > n, ">=": count >= n, "<": count < n, "<=": count <= n}[bound]
    if bound in ("~", "~<", "~>"):
        slack = max(Decimal(1), n * Decimal("0.1"))
        return abs(count - n) <= slack and (bound != "~<" or count <= n) and (bound != "~>" or count >= n)
    return count == n


def share_mentions(text: str) -> list[Mention]:
    """"half of South Korea's 48 medals", "about a third of its sleep": a share of one entity's quantity, read as the
    percentage :func:`fraction` gives (50%, 33.3%); never "half of the loans" or "a third of Germany's holidays",
    shares of rows the counting checks read."""
    out = []
    for m in _SHARE_OF.finditer(text):
        written = f"{fraction(m.group(1)):.1f}".removesuffix(".0")  # "33.3": the precision a reader takes from "a third"
        out.append(Mention(Number(written, Decimal(written), 1 if "." in written else 0), m.start(1), m.end(1), percent=True))
    return out

