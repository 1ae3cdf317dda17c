"""Dollars and cents between a claim and its tables: "39 cents" of a table in dollars is $0.39, and "$2.39" (or "2.39
dollars") of a table whose amounts are in cents (``price_cents_1995``: 239.1) is 239 cents: "cents" is read as dollars
where no header says "cent", dollars as cents where a header says "cents" and none says "usd" or "dollars".

>>> from mt_raig.numbers import find_mentions
>>> claim = "A pack cost about $2.39 in Washington, 39 cents more."
>>> [str(in_table_money(claim, m, [("state", "price_cents_1995")]).number.value) for m in find_mentions(claim)]
['239.00', '39']
>>> [str(in_table_money(claim, m, [("state", "price_usd")]).number.value) for m in find_mentions(claim)]
['2.39', '0.39']
>>> [str(in_table_money(claim, m, [("state", "price_cents", "income_usd")]).number.value) for m in find_mentions(claim)]
['2.39', '39']
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Sequence

from mt_raig.numbers import Mention

from .headers import header_words

_DOLLARS_AFTER = re.compile(r"\s*(?:dollars?|usd)\b", re.I)
_CENTS_AFTER = re.compile(r"(?:\s*(?:to|and|or|-|–)\s*\d+(?:\.\d+)?)?\s*cents?\b", re.I)  # "39 cents"; the 40 of "from 40 to 75 cents"
_DOLLAR_WORDS = frozenset({"usd", "dollar", "dollars", "$"})


def written_as_money(claim: str, m: Mention) -> bool:
    """Whether the claim writes ``m`` as dollars ("$5 million", "five million dollars") or cents ("50 cents a gallon")."""
    return claim[:m.start].rstrip().endswith("$") or bool(_DOLLARS_AFTER.match(claim, m.end) or _CENTS_AFTER.match(claim, m.end))


def money_columns(claim: str, m: Mention, headers: Sequence[str]) -> list[int]:
    """The positions of the dollar columns (``budget_usd``, "price (dollars)") among ``headers`` when the claim writes
    ``m`` as money (:func:`written_as_money`); [] otherwise."""
    if not written_as_money(claim, m):
        return []
    return [j for j, h in enumerate(headers) if set(w.lower() for w in header_words(h)) & (_DOLLAR_WORDS | {"cent", "cents"})]


def in_table_money(claim: str, m: Mention, headers: Sequence[Sequence[str]]) -> Mention:
    """``m`` rescaled to the tables' money unit when the claim writes the other one (module docstring)."""
    if m.percent:
        return m
    if _CENTS_AFTER.match(claim, m.end) and not any("cent" in h.lower() for hs in headers for h in hs):  # "39 cents": $0.39
        return replace(m, number=replace(m.number, value=m.number.value / 100, places=m.number.places + 2))
    words = {w.lower() for hs in headers for h in hs for w in header_words(h)}
    if words & {"cent", "cents"} and not words & _DOLLAR_WORDS and (claim[max(0, m.start - 1):m.start] == "$" or _DOLLARS_AFTER.match(claim, m.end)):
        return replace(m, number=replace(m.number, value=m.number.value * 100, places=max(0, m.number.places - 2)))
    return m
