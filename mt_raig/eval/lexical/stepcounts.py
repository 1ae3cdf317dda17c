"""Steps of one series counted: "Michigan's payroll employment rose in 10 of the 16 years after 1970, or 62.5% of
them" of a table with one row per year. The words before the verb name the measure column of a table kept in time
order (a year column, or a date column, strictly increasing); each step from one row to the next is a rise or a
fall, and N (with M, when written: the steps there are) must be the steps that go the verb's way. A share written
after the count ("or 62.5% of them") must be N of the steps. A claim with another value than a year every row holds
or the first year ("after 1970") is left to the other checks (None).

    >>> from mt_raig.tables import Table
    >>> from mt_raig.eval.lexical.index import index_of
    >>> from mt_raig.eval.lexical.values import claim_values
    >>> t = Table("m", "Jobs by year", ("year", "jobs"), (("2001", "10"), ("2002", "12"), ("2003", "11"), ("2004", "13")))
    >>> claim = "Jobs rose in two of the three years after 2001."
    >>> step_count(claim, claim_values(claim, index_of((t,))), index_of((t,)))[0].ok
    True
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import Decimal

from .checks import Check, ranked
from .index import TableIndex
from .lexicon import TIMES_WORDS, stem
from .periods import DOWN_STEMS, UP_STEMS
from .signedmoves import baseline
from .values import Value, agrees, base_columns, best_columns, rows_holding
from .windows import year_like
from .words import count_value
from .yearspans import FROM_TO

_STEPS = re.compile(r"\b(?P<verb>[a-z]+)\s+(?:(?:from|on)\s+the\s+(?:year|month|week|day|quarter)\s+before\s+)?in\s+(?:just\s+|only\s+|exactly\s+)?(?P<n>\w+(?:-\w+)?)\s+of\s+(?:the\s+|its\s+|their\s+)?(?:(?P<m>\w+(?:-\w+)?)\s+)?"
                    r"(?:years|months|weeks|days|quarters|sessions|(?:year-to-year\s+|yearly\s+|annual\s+)?changes|steps)\b", re.I)  # "fell in
# seventeen of the twenty year-to-year changes"


_SPAN = re.compile(r"\s+" + FROM_TO, re.I)
_TIMES = re.compile(r"\b(?P<verb>[a-z]+)\s+(?P<before>(?:from|on)\s+the\s+(?:(?:year|month|week|day|quarter)\s+before|previous\s+(?:year|month|week|day|quarter))\s+)?"
                    r"(?:only\s+|just\s+|exactly\s+)?(?:(?P<n>\w+(?:-\w+)?)\s+times|on\s+(?:only\s+|just\s+|exactly\s+)?(?P<n_on>\w+(?:-\w+)?)\s+occasions|(?P<once>once|twice))(?:\s+(?:between\s+(?P<a>\d{4})\s+and|from\s+(?P<a2>\d{4})\s+to)\s+(?P<b>\d{4})\b"
                    r"|(?P<whole>\s*(?:[.;]|$)))", re.I)  # "fell from the year before seven times between 1947 and 1975", "fell from the year
# before only twice." (every step of the series); "fell from the previous year thirteen times", "on six occasions"


_LEAD_SPAN = re.compile(r"^\s*" + FROM_TO, re.I)


def _time_column(index: TableIndex, pos: int):
    """The year or date column strictly increasing down a table's rows, or None."""
    for c in index.table_columns(pos):
        xs = list(c.values)
        if len(xs) >= 3 and None not in xs and (c.dimension == "date" or all(_year_valued(x) for x in xs)) and all(a < b for a, b in zip(xs, xs[1:])):
            return c
    return None


def _series_column(index: TableIndex, words, years_only: bool = True, base: bool = False) -> tuple[int, int] | None:
    """(table, column) of the one measure column the ``words`` name best in a table kept in time order (by a year
    column only, unless not ``years_only``: a date column too); with ``base``, of columns named alike the one the
    others refine (:func:`.values.base_columns`). None when no table, or several, has one such column."""
    found = []
    for p in range(len(index.tables)):
        if (c := _time_column(index, p)) is None or years_only and c.dimension == "date":
            continue
        gs = best_columns(index, p, words, ranked)
        gs = base_columns(index, gs or ()) if base else gs
        if gs is None and len(measures := [k.gid for k in index.table_columns(p) if ranked(k) and k is not c]) > 2 \
                and len(total := base_columns(index, measures)) == 1 and total != measures:
            gs = set(total)  # "output fell seventeen times": words naming no column, of quarters and their total the total
        if gs and len(gs) == 1:
            found.extend((p, g) for g in gs)
    return found[0] if len(found) == 1 else None


def _year_valued(x: Decimal) -> bool:
    return x == x.to_integral_value() and 1800 <= x <= 2199


_CHANGES = frozenset(stem(w) for w in ("growth", "change", "return", "gain"))


def step_count(claim: str, values: Sequence[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """The check of a count of a series' rises or falls (module docstring); None otherwise."""
    m = _STEPS.search(claim)
    if m is None and (t := _TIMES.search(claim)) is not None and not any(v.kind == "name" for v in values):
        return _times_in_span(claim, t, values, index)
    if m is None or any(v.kind == "name" for v in values):
        return None
    verb = stem(m.group("verb").lower())
    sign = 1 if verb in UP_STEMS else -1 if verb in DOWN_STEMS else 0
    n = 1 if m.group("n").lower() == "one" else count_value(m.group("n"))  # "fell in just one of the 25 years"
    total = count_value(m.group("m")) if m.group("m") else None
    if not sign or n is None or m.group("m") and total is None:
        return None
    words = [(stem(w.lower()), 1.0) for w in re.findall(r"[A-Za-z]+", claim[:m.start()])]
    if (found := _series_column(index, words, years_only=False, base=True)) is None:  # "the prison population": ``prisoners``,
        return None  # never ``male_prisoners`` too
    pos, gid = found
    col = index.columns[gid]
    if baseline(col) == 0 and col.stems & _CHANGES and not {w for w, _ in words} & _CHANGES:
        return None  # "Real GDP shrank in 5 of the 47 years" of ``real_gdp_growth_pct``: the years of negative growth, counted
        # by the column's sign (:func:`.signedmoves.signed_conditions`), never the steps of the growth rate ("growth slowed")
    own = set(index.table_rows[pos])
    series = [index.value(r, gid) for r in index.table_rows[pos]]
    if any(x is None for x in series):
        return None
    shares = [v for v in values if v.kind == "number" and v.mention is not None and v.mention.percent and v.start > m.end()]
    first = [v for v in values if v.kind == "number" and v.mention is not None and year_like(v.mention.number) and re.search(r"\b(?:after|since)\s+$", claim[:v.start])]
    span = (m.start("n"), m.end("m") if m.group("m") else m.end("n"))
    within = _SPAN.match(claim, m.end())  # "fell in nine of the ten years from 2010 to 2019": the steps into those years
    bounds = [v for v in values if within and within.start() < v.start < within.end()]
    if any(not span[0] <= v.start < span[1] and v not in shares and v not in first and v not in bounds and not (v.locator and own <= rows_holding(index, v))
           for v in values):
        return None
    if first and not any(index.rows[r].row == 1 for r in rows_holding(index, first[0]) if r in own):
        return None  # "after 1970" must be the series' first row
    steps = [b - a for a, b in zip(series, series[1:])]
    if within:
        years = _time_column(index, pos)
        a, b = int(within.group(1)), int(within.group(2))
        if years is None or years.dimension == "date" or a not in years.values or b not in years.values:
            return None
        start = a if total == b - a + 1 else a + 1  # "ten years from 2010 to 2019": 2010's own step from 2009 too
        steps = [s for s, year in zip(steps, years.values[1:]) if start <= year <= b]
    if total is not None and total not in (len(steps), len(series)):  # "in 10 of the 16 years after 1970" (the steps) or
        return None  # "in just one of the twenty-five years" (the rows)
    held = sum(s * sign > 0 for s in steps)
    ok = held == n and all(agrees(Decimal(100 * held) / len(steps), v) for v in shares)
    detail = {"table_id": index.tables[pos].id, "column": index.columns[gid].header, "steps": len(steps), "held": held, "count": m.group("n")}
    return Check("steps", ok, detail), list(range(len(values)))


def steps_from_before(claim: str, values: Sequence[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """A count of steps that cannot be a multiple ("rose from the year before four times between ...", "fell once
    between ...") or in a span ("fell in nine of the ten years from 2010 to 2019"): read before a change between the
    span's two years is (never "quadrupled")."""
    if (steps := _STEPS.search(claim)) is not None and _SPAN.match(claim, steps.end()):  # "fell in nine of the ten years from
        return step_count(claim, values, index)  # 2010 to 2019": a count of steps, never a change between the span's ends
    m = _TIMES.search(claim)
    if m is None or not (m.group("before") or m.group("once")) or any(v.kind == "name" for v in values):
        return None
    return _times_in_span(claim, m, values, index)


def _times_in_span(claim: str, m: re.Match, values: Sequence[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """"fell seven times between 1947 and 1975": the steps within the span (from the year before: the first year's own
    step too) that go the verb's way, of the one yearly series the words before the verb name."""
    sign = 1 if (verb := stem(m.group("verb").lower())) in UP_STEMS else -1 if verb in DOWN_STEMS else 0
    said = m.group("n") or m.group("n_on")
    n = TIMES_WORDS.get((m.group("once") or "").lower()) or (count_value(said) if said else None)
    words = [(stem(w.lower()), 1.0) for w in re.findall(r"[A-Za-z]+", claim[:m.start()])]
    if not sign or n is None or (found := _series_column(index, words)) is None:
        return None
    pos, gid = found
    years, series = _time_column(index, pos).values, [index.value(r, gid) for r in index.table_rows[pos]]
    if m.group("whole") is not None and not m.group("before"):
        return None  # "doubled twice.": no step of the year before named
    lead = _LEAD_SPAN.match(claim) if m.group("whole") is not None else None  # "Between 1966 and 1993 output fell on the year
    # before seventeen times": that span, written first
    a, b = (int(m.group("a") or m.group("a2")), int(m.group("b"))) if m.group("whole") is None else \
        (int(lead.group(1)), int(lead.group(2))) if lead else (int(years[0]), int(years[-1]))
    first = a + 1 if m.group("whole") is not None and not lead or not m.group("before") else a  # "from the year before" counts
    # 1947's own change from 1946 (the whole series: from its second year, the first has none)
    shares = [v for v in values if v.start > m.end() and v.kind == "number" and v.mention is not None and v.mention.percent]
    if None in series or a not in years or b not in years or any(
            v not in shares and not m.start() <= v.start <= m.end() and not (lead and v.end <= lead.end()) for v in values):
        return None
    steps = [(y - x) * sign > 0 for x, y, year in zip(series, series[1:], years[1:]) if first <= year <= b]
    held = sum(steps)  # ", roughly 36% of the year-to-year changes": of the steps in the span
    detail = {"table_id": index.tables[pos].id, "column": index.columns[gid].header, "from": first, "to": b, "held": held, "count": str(n)}
    return Check("steps", held == n and all(agrees(Decimal(100 * held) / len(steps), v) for v in shares), detail), list(range(len(values)))


_NO_STEP = re.compile(r"^(?P<what>[^,;]+?)\s+(?:did\s+not|didn['’]t|never)\s+(?P<verb>decline|fall|drop|rise|grow|increase|shrink)\s+in\s+any\s+year"
                      r"(?:\s+(?:after|since)\s+(?P<after>\d{4})|\s+(?:between\s+(?P<a>\d{4})\s+and|from\s+(?P<a2>\d{4})\s+to)\s+(?P<b>\d{4}))?\s*[.;]?$"
                      r"|^after\s+(?P<after2>\d{4}),\s+(?P<what2>[^,;]+?)\s+never\s+(?P<verb2>fell|declined|dropped|rose|grew|increased|shrank)\s+again\s*[.;]?$"
                      r"|^(?P<what3>[^,;]+?)\s+never\s+(?P<verb3>fell|declined|dropped|rose|grew|increased|shrank)(?:\s+again)?\s+(?:after|since)\s+(?P<after3>\d{4})\s*[.;]?$"
                      r"|^(?P<what4>[^,;]+?)\s+(?:did\s+not|didn['’]t)\s+(?P<verb4>decline|fall|drop|rise|grow|increase|shrink)\s+(?:once|in\s+(?:a\s+single|any)\s+year)"
                      r"(?:\s+(?:during|in)\s+the\s+(?P<decade>\d{3}0)s|\s+(?:of|in)\s+the\s+(?:table|series|period|record))?\s*[.;]?$", re.I)  # "X did not fall
# once during the 1950s", "X did not shrink in a single year of the table"


def no_step(claim: str, values: Sequence[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """"X did not decline in any year after 2005", "After 2009, X never fell again", "X did not rise in any year
    between 1990 and 1995", "X did not fall once during the 1950s" (the steps into its years), "X did not shrink in a
    single year of the table": no step of the one yearly series the words name goes the verb's way, over the steps into
    the years after the year written (or within the span, from its second year). Values other than those years: None."""
    m = _NO_STEP.match(claim.strip())
    if m is None or any(v.kind == "name" for v in values):
        return None
    what = m.group("what") or m.group("what2") or m.group("what3") or m.group("what4")
    verb = stem((m.group("verb") or m.group("verb2") or m.group("verb3") or m.group("verb4")).lower())
    sign = 1 if verb in UP_STEMS or verb == stem("grow") else -1 if verb in DOWN_STEMS else 0
    words = [(stem(w.lower()), 1.0) for w in re.findall(r"[A-Za-z]+", what)]
    if not sign or (found := _series_column(index, words)) is None:
        return None
    pos, gid = found
    years, series = _time_column(index, pos).values, [index.value(r, gid) for r in index.table_rows[pos]]
    after = m.group("after") or m.group("after2") or m.group("after3")
    decade = int(m.group("decade")) if m.group("decade") else None
    first, last = (int(after) + 1, int(years[-1])) if after else (int(m.group("a") or m.group("a2")) + 1, int(m.group("b"))) if m.group("b") \
        else (decade, decade + 9) if decade is not None else (int(years[1]), int(years[-1]))  # (the steps into the decade's years)
    if decade is not None and not (int(years[0]) <= decade and decade + 9 <= int(years[-1])):
        return None  # a decade the series covers only in part
    if None in series or (after and int(after) not in years) or (m.group("b") and (first - 1 not in years or last not in years)) \
            or any(not (v.kind == "number" and v.mention is not None and (year_like(v.mention.number) or not re.search(r"\d", v.text))) for v in values):
        # (the years written, and "not decline in any year" itself, a zero the claim writes in words)
        return None
    steps = [(y - x) * sign > 0 for x, y, year in zip(series, series[1:], years[1:]) if first <= year <= last]
    if not steps:
        return None
    detail = {"table_id": index.tables[pos].id, "column": index.columns[gid].header, "from": first, "to": last, "held": sum(steps), "count": "0"}
    return Check("steps", not any(steps), detail), list(range(len(values)))


_PAST_BEFORE = re.compile(r"^(?:(?P<n1>\w+(?:-\w+)?)\s+times\s+)?(?P<what>[^,;]+?)\s+(?:slipped|fell|dropped|dipped|came\s+in|was|were|stood|rose|climbed|finished|ended)\s+"
                          r"(?P<dir>below|above|under|over|beneath)\s+(?:the\s+previous\s+year['’]s(?:\s+(?:level|figure|value|mark))?|the\s+year\s+before|"
                          r"(?:its|their)\s+(?:level|figure|value)\s+(?:of|in)\s+the\s+(?:previous\s+year|year\s+before))"
                          r"(?:\s+(?P<n2>\w+(?:-\w+)?)\s+times|\s+(?P<once>once|twice))?\s*[.;]?$", re.I)


def times_past_before(claim: str, values: Sequence[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """"Access to electricity slipped below the previous year's level six times", "Sixteen times the annual anomaly came
    in below the year before": the steps of the one yearly series the words name that go that way (below: falls), over
    the whole series. A claim with any other value (a span, a name) is left to the other checks."""
    m = _PAST_BEFORE.match(claim.strip())
    if m is None or values and any(re.search(r"\d", v.text) or v.kind == "name" for v in values):
        return None
    said = m.group("n1") or m.group("n2")
    n = TIMES_WORDS.get((m.group("once") or "").lower()) or (count_value(said) if said else None)
    if n is None or (m.group("n1") and (m.group("n2") or m.group("once"))):
        return None
    sign = -1 if m.group("dir").lower() in ("below", "under", "beneath") else 1
    words = [(stem(w.lower()), 1.0) for w in re.findall(r"[A-Za-z]+", m.group("what"))]
    if (found := _series_column(index, words, base=True)) is None:
        return None
    pos, gid = found
    series = [index.value(r, gid) for r in index.table_rows[pos]]
    if None in series:
        return None
    held = sum((b - a) * sign > 0 for a, b in zip(series, series[1:]))
    detail = {"table_id": index.tables[pos].id, "column": index.columns[gid].header, "steps": len(series) - 1, "held": held, "count": said or m.group("once")}
    return Check("steps", held == n, detail), list(range(len(values)))
