"""What a claim states beyond the names the judge checked: when a claim's only checked part is a name (or names)
while it states a superlative, a comparison, a count, a number word, an ordinal, a fraction or a negation that no
check verified, the claim is ``skipped``, never ``supported``: the name alone would otherwise raise the score for a
statement nobody checked ("csgillespie has the most reputation", "Shane's age is thirty-six").

Since ``lexical-14`` this holds for every number word, not only one that ends its clause: "Ketel Marte hit
thirty-eight home runs" (a column no word names) was supported by the player's name, and so was its false twin.
Two readings keep a number word from needing a check: it counts rows the judge can count without knowing the noun
(a table's rows, "of the eleven spices"; the rows that hold every name of the claim, "Switzerland won seven titles
through Marcel Hug"), or it follows a determiner that refers to a set rather than counting it ("all three pizza
purchases", "the other eight destinations"). A superlative no lexicon lists ("the brightest of the stars") is one too.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .checks import Check
from .index import TableIndex
from .keyed import only_a_key
from .lexicon import (
    AGE_SUPERLATIVES,
    COMPARATIVES,
    MULTIPLIERS,
    ORDINALS,
    POLAR_COMPARATIVES,
    POLAR_SUPERLATIVES,
    SUPERLATIVES,
)
from .values import Value, rows_holding
from .words import word_value

_FRACTIONS = frozenset("half halves third thirds quarter quarters fifth fifths tenth tenths majority minority".split())
_ROW_SHARE = re.compile(r"\b(?:half|(?:a|one|two)[\s-]thirds?|(?:a|one|three)[\s-]quarters?|(?:the\s+)?majority|most)\s+of\s+the\s+"
                        r"(?:\w+\s+)?[a-z]+s\b(?!\s+of\b)", re.I)  # "half of the states": a share of rows, never "half of the vote"
_ORDINAL_WORDS = frozenset({*ORDINALS, "first", "last"})
_EST = re.compile(r"[a-z]{3,}est")
_NOT_EST = frozenset("""interest forest honest modest earnest request contest protest suggest harvest invest arrest digest
    guest quest nest west chest crest manifest conquest priest inquest southwest northwest midwest attest detest infest
    ingest behest tempest bequest everest budapest bucharest""".split())  # words ending in -est that rank nothing
_SPANS = frozenset("year years month months week weeks day days hour hours minute minutes second seconds decade decades".split())
_DEFINITE = frozenset("the these those all both its their other next last first past".split())
_COMPARED = frozenset({*COMPARATIVES, *POLAR_COMPARATIVES})
_RANKED = frozenset({*SUPERLATIVES, *POLAR_SUPERLATIVES, *AGE_SUPERLATIVES}) - {"top", "bottom", "peak", "max", "min"}


def _word_number(v: Value) -> bool:
    """A number word the row support sets aside (it only counts rows): "five" with no unit, as the judge drops it."""
    return v.kind == "number" and v.mention is not None and v.mention.number.text.isalpha() and v.unit is None


def _name_part(claim: str, v: Value) -> bool:
    """A number joined to the word before it by a hyphen ("chlorine-35", "copper-65"): part of what is named, not a
    value stated about it."""
    return v.kind == "number" and re.search(r"[A-Za-z][-‐–]$", claim[:v.start]) is not None


def _several_rows(index: TableIndex, v: Value) -> bool:
    """A locator that several rows of one table hold ("season 6" of a table of queens by season): it names a group of
    rows, as a category cell does, and states no cell of one."""
    rows = rows_holding(index, v)
    return v.kind == "number" and v.locator and any(sum(index.rows[r].table_pos == p for r in rows) >= 2 for p in {index.rows[r].table_pos for r in rows})


def _every_row(index: TableIndex, v: Value) -> bool:
    """A locator (a year) that every row of its tables holds ("of 2008" of a table of 2008's months, or of a title's
    "1990 to 2010"): it says which table, and checks nothing."""
    rows = rows_holding(index, v)
    tables = {index.rows[r].table_pos for r in rows}
    return v.kind == "number" and v.locator and bool(rows) and all(set(index.table_rows[p]) <= rows for p in tables)


def _name_counts(core: Sequence[Value], index: TableIndex) -> frozenset[int]:
    """For each table, its number of rows ("of the eleven spices") and how many of them hold every name of the claim
    ("Switzerland won seven titles through Marcel Hug": the rows of Hug's wins); a number word equal to one of them
    counts those rows."""
    counts = {len(rows) for rows in index.table_rows}
    if held := [rows_holding(index, v) for v in core if v.kind == "name"]:
        counts |= {sum(all(r in h for h in held) for r in rows) for rows in index.table_rows}
    return frozenset(counts)


def unverified(claim: str, core: Sequence[Value], checks: Sequence[Check], evidence: dict, index: TableIndex) -> str | None:
    """What the claim states that nothing verified, when names are all that was checked; None otherwise."""
    if (share := _ROW_SHARE.search(claim)) is not None and "counted" not in evidence and not any(c.kind == "count" for c in checks):
        return f"a share of the rows ('{share.group(0)}') that no count read"  # "Exactly half of the states had ... 44% or more"
    if checks and all(c.ok is None for c in checks) and any(not how.endswith("(all)") for how in evidence.get("counted", ())):  # "more than any of the other 20": the
        return f"a {checks[0].kind} the rows could not decide"  # count of the rest holds, the superlative is undecided
    if any(c.ok is not None for c in checks) or {"counted", "ranges"} & set(evidence):
        return None
    if any(c.detail.get("years") for c in checks) and all(v.kind == "name" or v.locator for v in core):
        return "a change between two years that no row decided"  # "fell from 1990 to 1995": the years alone are no check
    if any(c.ok is None for c in checks) and core and all(v.kind == "name" or _several_rows(index, v) for v in core):
        return f"a {checks[0].kind} the rows could not decide"  # "The oldest queen of season 6 finished ...": a season's rows, no cell
    if any(v.kind != "name" and not _word_number(v) and not only_a_key(index, [v]) and not _name_part(claim, v) and not _every_row(index, v) for v in core):
        return None  # a number, date or cell beside the name (other than a key naming a row) was found in its row
    if any(c.ok is None for c in checks):
        return f"a {checks[0].kind} the rows could not decide"
    for v in core:  # a name's own words ("Second Avenue", "More Than Words") state nothing
        if v.kind == "name":
            claim = claim[:v.start] + " " * (v.end - v.start) + claim[v.end:]
    if index.header_phrases is not None:  # "their lowest point": a column's name (checked as one), no superlative
        claim = index.header_phrases.sub(lambda m: " " * len(m.group(0)), claim)
    found = list(re.finditer(r"[A-Za-z]+(?:-[A-Za-z]+)?", claim))
    words = [m.group(0).lower() for m in found]

    def ranked(k: int) -> bool:  # "the most reputation", "the oldest", "the brightest"; not "most carriers"
        after_the = k > 0 and words[k - 1] in ("the", *ORDINALS)
        word = words[k].split("-")[0]  # "the hardest-hit industry", "the best-selling album"
        if word not in _RANKED:  # an -est adjective no lexicon lists, after "the": "the brightest of the stars"
            return after_the and _EST.fullmatch(word) is not None and word not in _NOT_EST
        return word not in ("most", "least") or after_the

    def compared(k: int) -> bool:  # "fewer times than", "later than"; not "rather than", a comparison with no other side
        return words[k] in _COMPARED and "than" in words[k + 1:k + 6]

    counts = _name_counts(core, index)

    def stated(k: int) -> bool:  # "his age is thirty-six", "hit thirty-eight home runs": no check read it
        if k > 0 and words[k - 1] in _DEFINITE:  # "all three pizza purchases", "the other eight": a set referred to
            return False
        unit = k + 1 < len(words) and words[k + 1] in _SPANS  # "served four years": a length of time, never rows counted
        return (n := word_value(words[k])) is not None and (n not in counts or unit)  # "won seven titles": 7 rows hold the names

    if (neg := re.search(r"\b(?:not|never|no longer)\b|n[’']t\b", claim, re.I)) is not None:
        return f"a negation ('{neg.group(0)}')"  # "Djurgården did not win the league": a name cannot support what is denied
    for kind, hit in (("superlative", ranked), ("comparison", compared),
                      ("multiple", lambda k: words[k] in MULTIPLIERS and words[k] not in ("half", "halved") and k + 1 < len(words)
                       and words[k + 1] in ("as", "that", "the", "its", "his", "her", "their")),  # "twice as many as" (never "won twice")
                      ("fraction", lambda k: bool(_FRACTIONS.intersection(words[k].split("-")))),  # "two-thirds"
                      ("ordinal", lambda k: words[k] in _ORDINAL_WORDS),
                      ("number word", stated)):
        found = next((w for k, w in enumerate(words) if hit(k)), None)
        if found is not None:
            return f"{'an' if kind[0] in 'aeiou' else 'a'} {kind} ('{found}')"
    return None
