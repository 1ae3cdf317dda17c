"""A level that changes at dated events: a table of the changes of one price or rate, one row per change (``year``,
``stamp_price_cents``: 1885 2, 1917 3, 1919 2, ...). Each row sets the level until the next row, and a row's change is
from the row before it. Read as a yearly series, its steps were never read (the years skip), so "In 1919 the price went
up, to 2 cents" was accepted on the cell alone. Read here:

- "In 1919 the price of a stamp went down, to 2 cents", "the stamp rose to 8 cents in 1971", "went back from 3 cents to
  2", "The 1975 increase, from 10 to 13 cents, raised the price by 30%": the year's row (the one at the level the claim
  writes, where the year has two) against the row before;
- "The 2-cent price set in 1885 held for 32 years", "The 4-cent stamp of 1958 lasted five years before the next
  increase": the next row's year less the row's;
- "Only once did the price go down", "Twice the price went down" (a claim of no other value), "The only time the stamp
  got cheaper was in 1919", "After 1919 the stamp price never went down again": the falls (rises) counted;
- "The biggest single increase was the 4-cent jump to 29 cents in 1991": the row's rise ranked among the rises;
- "The stamp price changed four times in the 1980s": the rows of the decade;
- "In 1972, a first-class stamp cost 8 cents": a year between two changes has the level of the last change before it.

The table has a year column whose years never go down and mostly skip (more steps of several years than of one), and
one measure column; the claim's words (not stopwords) name that column or the table's title. Every number the claim
writes must be read by the check (a year of a row, a level, the step, the count). A negated claim is read only as
"never ... again". Anything else is left to the other checks (None).

>>> from mt_raig.tables import Table
>>> from mt_raig.eval.lexical.index import index_of
>>> from mt_raig.eval.lexical.values import claim_values
>>> t = Table("f", "Every change in the bus fare", ("year", "fare_cents"), (("1950", "10"), ("1958", "15"), ("1961", "12"), ("1970", "20")))
>>> [level_change(c, claim_values(c, index_of((t,))), index_of((t,)))[0].ok for c in (
...     "In 1961 the fare went down, to 12 cents.", "In 1961 the fare went up, to 12 cents.", "The 15-cent fare of 1958 held for three years.")]
[True, False, True]
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from .checks import Check
from .headers import year_key
from .index import TableIndex
from .lexicon import STOPWORDS, TIMES_WORDS, stem
from .periods import DOWN_STEMS, UP_STEMS
from .values import Value, agrees
from .windows import claim_year
from .words import count_value

_NUMBER = r"(\d+|[a-z]+(?:-[a-z]+)?)"
_HELD = re.compile(r"\b(?:held|lasted|stood|stayed|remained|survived|was\s+in\s+force)\s+(?:for\s+)?(?:about\s+|just\s+|only\s+)?" + _NUMBER + r"\s+years?\b", re.I)
_DECADE = re.compile(r"\bchanged\s+(?:(?P<n>\d+|[a-z]+)\s+times|(?P<once>once|twice))\s+(?:in|during)\s+the\s+(?P<d>1[89]\d0|20\d0)s\b", re.I)
_ONLY_ONCE = re.compile(r"\b(?:only|just)\s+once\b|\bthe\s+only\s+(?:time|year|occasion)\b", re.I)
_AGAIN = re.compile(r"\bafter\s+(?P<y>1[89]\d\d|20\d\d)\b.*\bnever\b.*\bagain\b|\bnever\b.*\bagain\s+after\s+(?P<y2>1[89]\d\d|20\d\d)\b", re.I)
_NEGATED = re.compile(r"\b(?:not|never|no|none|nor)\b|n[’']t\b", re.I)
_COMPARED = frozenset(stem(w) for w in "more less fewer higher lower greater smaller larger bigger".split())  # "the only year
# with more than 50": a comparison, never a move
_UP_TO = re.compile(r"\b(?:up|down|back)\s+to\s+(?:\$|€|£)?$", re.I)
_COST = re.compile(r"\b(?:cost|costs|was|were|stood\s+at|sold\s+for|charged)\b", re.I)
_TIMES = re.compile(r"\b(?:once|twice|thrice|(?P<n>[a-z]+)\s+times)\b", re.I)
_BIGGEST = re.compile(r"\b(?P<sup>biggest|largest|greatest|steepest|sharpest|smallest)\s+(?:single\s+|one-time\s+)?(?P<what>increase|rise|jump|hike|raise|cut|fall|drop|decrease)s?\b", re.I)
_FROM_TO = re.compile(r"\bfrom\s+(?:\$|€|£)?[\d.]+\s*(?:[a-z]+\s+)?to\s+(?:\$|€|£)?[\d.]+", re.I)


def level_change(claim: str, values: Sequence[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """The check of a claim on a table of a level's dated changes (module docstring); None when it is not one."""
    found = _level(index, claim)
    if found is None:
        return None
    values = [replace(v, bound=None) if v.bound and _UP_TO.search(claim, 0, v.start) else v for v in values]  # "went up to 15
    # cents": the new level, never a bound
    pos, years, gid = found
    levels = [index.value(r, gid) for r in index.table_rows[pos]]
    if None in levels:
        return None
    steps = [None, *(b - a for a, b in zip(levels, levels[1:]))]
    way = _direction(claim)
    negated = _NEGATED.search(claim) is not None  # "did not go down": only "never ... again" reads a negation here
    detail = {"table_id": index.tables[pos].id, "column": index.columns[gid].header}
    used: set[int] = set()
    dated = [i for i, v in enumerate(values) if (y := claim_year(v)) is not None and y in years]
    if (force := _in_force(claim, values, years, levels, way)) is not None:
        return _done(values, set(range(len(values))), Check("cell", force[1], {**detail, "year": force[0], "in force": str(levels[force[2]])}))
    if any(claim_year(v) is not None and i not in dated for i, v in enumerate(values)):
        return None  # a year of no row: another claim
    if (m := _DECADE.search(claim)) and not negated:
        n = 1 if (m.group("once") or "").lower() == "once" else 2 if m.group("once") else count_value(m.group("n"))
        count = sum(int(m.group("d")) <= y < int(m.group("d")) + 10 for y in years)
        return _done(values, {*_within(values, m.span())}, Check("count", n is not None and count == n, {**detail, "rows": count}))
    if (m := _AGAIN.search(claim)) and way:
        after = int(m.group("y") or m.group("y2"))
        moves = [years[i] for i, s in enumerate(steps) if s is not None and s * way > 0 and years[i] > after]
        return _done(values, {i for i in dated if claim_year(values[i]) == after}, Check("count", not moves, {**detail, "moves after": moves}))
    if not values and way and not negated and (m := _TIMES.search(claim)) and not _ONLY_ONCE.search(claim):  # "Twice the fare went down."
        n = TIMES_WORDS.get(m.group(0).lower()) or count_value(m.group("n") or "")
        moves = [years[i] for i, s in enumerate(steps) if s is not None and s * way > 0]
        return _done(values, set(), Check("count", n is not None and len(moves) == n, {**detail, "moves": moves}))
    if negated:
        return None
    if _ONLY_ONCE.search(claim) and way and not _BIGGEST.search(claim):
        moves = [i for i, s in enumerate(steps) if s is not None and s * way > 0]
        ok = len(moves) == 1 and all(any(years[i] == claim_year(values[k]) for i in moves) for k in dated)
        rest = {k for k, v in enumerate(values) if v.kind == "number" and any(agrees(levels[i], v) or agrees(levels[i - 1], v) for i in moves)}
        return _done(values, {*dated, *rest} if ok else set(range(len(values))), Check("count", ok, {**detail, "moves": [years[i] for i in moves]}))
    rows = _rows(values, dated, years, levels)
    if rows is None:
        return None
    i, used = rows
    if m := _HELD.search(claim):
        n = count_value(m.group(1))
        if i + 1 >= len(years) or n is None:
            return None
        gap = years[i + 1] - years[i]
        return _done(values, {*used, *_within(values, m.span())}, Check("count", gap == n, {**detail, "years held": gap}))
    if i == 0:
        return None
    step = steps[i]
    if m := _BIGGEST.search(claim):
        sign = -1 if m.group("what").lower() in ("cut", "fall", "drop", "decrease") else 1
        sup = 1 if m.group("sup").lower() != "smallest" else -1
        same = [s * sign for s in steps if s is not None and s * sign > 0]
        sized = {k for k, v in enumerate(values) if k not in used and v.kind == "number" and agrees(abs(step), v)}
        ok = step * sign > 0 and all((x - step * sign) * sup <= 0 for x in same)
        return _done(values, used | sized, Check("superlative", ok, {**detail, "year": years[i], "step": str(step)}))
    if way or _FROM_TO.search(claim):
        before = {k for k, v in enumerate(values) if k not in used and v.kind == "number" and agrees(levels[i - 1], v)
                  and re.search(r"\bfrom\s+(?:\$|€|£)?$", claim[:v.start])}
        shares = {k for k, v in enumerate(values) if k not in used | before and v.mention is not None and v.mention.percent}
        wrong = {k for k, v in enumerate(values) if k not in used | before | shares and v.kind == "number"
                 and re.search(r"\b(?:to|at)\s+(?:\$|€|£)?$", claim[:v.start])}  # "rose to 22 cents" where the year's level is 25
        before |= wrong
        ok = not wrong and (not way or step * way > 0) and step != 0 and bool(levels[i - 1]) and all(  # "raised the price by 30%": of the level before
            agrees(abs(step) / levels[i - 1] * 100, values[k]) for k in shares)
        before |= shares
        return _done(values, used | before, Check("trend", ok, {**detail, "year": years[i], "from": str(levels[i - 1]), "to": str(levels[i])}))
    return None


def _in_force(claim: str, values, years: list[int], levels, way: int) -> tuple[int, bool, int] | None:
    """(year, verdict, row) of "In 1972, a stamp cost 8 cents": a year between two changes (no row of its own) and one
    level, which must be the level set by the last change before it; None for any other claim."""
    said = [claim_year(v) for v in values if claim_year(v) is not None]
    nums = [v for v in values if v.kind == "number" and claim_year(v) is None]
    if way or len(said) != 1 or said[0] in years or not years[0] < said[0] < years[-1] or len(nums) != 1 or len(values) != 2 \
            or not _COST.search(claim) or _NEGATED.search(claim):
        return None
    row = max(i for i, y in enumerate(years) if y < said[0])
    return said[0], agrees(levels[row], nums[0]), row


def _level(index: TableIndex, claim: str) -> tuple[int, list[int], int] | None:
    """(table, its rows' years, the level's column) of the one table of dated changes whose words the claim says."""
    said = {stem(w.lower()) for w in re.findall(r"[A-Za-z]+", claim) if w.lower() not in STOPWORDS and len(w) > 2} - {stem("year"), stem("years")}
    found = []
    for pos, table in enumerate(index.tables):
        key = year_key(table)
        cells = [r[key].strip() for r in table.cells] if key is not None else []
        if len(cells) < 4 or not all(c.isdigit() for c in cells):
            continue
        years = [int(c) for c in cells]
        gaps = [b - a for a, b in zip(years, years[1:])]
        if any(g < 0 for g in gaps) or sum(g > 1 for g in gaps) <= sum(g == 1 for g in gaps):
            continue
        measures = [c for c in index.table_columns(pos) if not c.id_like and c.header != table.header[key] and c.numbers()]
        if len(measures) == 1 and (measures[0].stems | index.title_stems(pos)) & said:
            found.append((pos, years, measures[0].gid))
    return found[0] if len(found) == 1 else None


def _direction(claim: str) -> int:
    """1 where the claim's words say a rise ("went up", "rose", "dearer"), -1 a fall ("went down", "got cheaper"), else 0
    (never a comparison's "more" or "lower")."""
    words = {stem(w.lower()) for w in re.findall(r"[A-Za-z]+", claim)} - _COMPARED
    up, down = bool(words & UP_STEMS), bool(words & DOWN_STEMS)
    return 0 if up == down else 1 if up else -1


def _rows(values, dated, years, levels) -> tuple[int, set[int]] | None:
    """(the row the claim's one year and level pick, the values read): a year of two rows needs the level it writes."""
    if len({claim_year(values[k]) for k in dated}) != 1:
        return None
    year = claim_year(values[dated[0]])
    rows = [i for i, y in enumerate(years) if y == year]
    at = {k for k, v in enumerate(values) if k not in dated and v.kind == "number" and any(agrees(levels[i], v) for i in rows)}
    if len(rows) > 1:
        rows = [i for i in rows if any(agrees(levels[i], values[k]) for k in at)]
    return (rows[-1], {*dated, *at}) if len(rows) == 1 or rows and len({levels[i] for i in rows}) == 1 else None


def _within(values: Sequence[Value], span: tuple[int, int]) -> set[int]:
    return {k for k, v in enumerate(values) if span[0] <= v.start < span[1]}


def _done(values: Sequence[Value], used: set[int], check: Check) -> tuple[Check, list[int]] | None:
    """The check, when it read every value the claim writes; else None (another claim's values)."""
    return (check, sorted(used)) if len(used) == len(values) else None

