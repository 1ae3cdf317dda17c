"""One entity's measure at two points in time: "Unemployment in Kladno rose between 1995 and 1996", "Customer 5
consumed less in April 2013 than in March 2013", "Crimes in Hl.m. Praha went up by 13430 from 1995 to 1996".

Tables keep such a series two ways, and both are read:

- *wide*: one row per entity, one column per period, the year in the header (``unemployment rate 1995``,
  ``unemployment rate 1996``): the two columns that differ only in their year, of the measure the claim's words
  name (when several measures have both years and the words name none best, nothing is decided);
- *one table per year*: the year in each table's title ("... for 1952", "... for 2007"), the entity's row in each
  (its own, or joined through a code), the column of one header both have;
- *long*: one row per entity and period (``CustomerID``, ``Date``, ``Consumption``; ``origin``, ``month``): the
  entity's row at each period (a date cell that agrees with it, or the month of a month column), and the measure
  column the claim's words name, or the table's only one.

The claim must name the entity (a table name, or a number naming a row by its key) and exactly two periods (years,
or months of a year); its other numbers may be at most one stated change ("by 13430", "465.72 more"). What is
checked: the direction (a rise, fall or comparative: "rose between A and B" and "fell from A to B" compare the
later period with the earlier; "less in A than in B" compares A with B), a multiplier ("doubled", "more than
tripled": later / earlier), and the stated change (the difference of the two values, or with a percent sign the
change relative to the earlier one, at its written precision or 2% with "about").
A claim with a negation, or whose parts cannot all be resolved, is left to the other checks (None).
"""

from __future__ import annotations

import re
from dataclasses import replace
from collections.abc import Sequence
from decimal import Decimal

from mt_raig.numbers import MONTHS, DateMention, find_dates

from .checks import Check, entity_rows
from .countbounds import bound_before, fraction, fraction_holds
from .words import word_value
from .headers import YEAR_IN_HEADER, yearless
from .index import TableIndex, header_words, hits, month_day
from .lexicon import NEGATED, PRICE_SENSE, PRICE_WORDS, UNITS, stem
from .units import SCALE_WORDS
from .values import Value, agrees, cell_agrees, number_columns, rows_holding
from .windows import year_like

UP_STEMS = frozenset(stem(w) for w in "rose rise risen rising climbed climb increased increase grew grown growing gained jumped soared surged "
                "up higher more greater larger bigger doubled tripled quadrupled quintupled added dearer pricier costlier recovered rebounded "
                "warmer hotter expanded expanding accelerated quickened advanced rallied deeper thicker".split())  # ("growth accelerated": the growth column rose)
DOWN_STEMS = frozenset(stem(w) for w in "fell fall fallen falling declined decline decreased decrease dropped drop shrank shrunk sank "
                  "plunged down lower less fewer smaller halved shed lost slipped slid dipped eased contracted tumbled cheaper collapsed shrink shrinks "
                  "colder cooler cut reduced slashed slowed decelerated slumped retreated shallower thinner".split())  # ("growth slowed": the growth column fell)
_MORE_THAN = re.compile(r"\b(?:more|less|fewer)\s+than\s+(?:\$|€|£)?", re.I)
_BETTER = frozenset(stem(w) for w in "improved improve improves improving better".split())  # a rise or a fall by the
_WORSE = frozenset(stem(w) for w in "worsened worsen worsens worsening worse deteriorated".split())  # column's better direction
_HEDGES = r"(?:(?:by|about|roughly|nearly|almost|around|some|approximately|over|under|just|more than|less than)\s+)*"
_TIMES = {"doubled": 2, "tripled": 3, "quadrupled": 4, "halved": Decimal("0.5"), "double": 2, "twice": 2, "triple": 3, "quadruple": 4,
          "quintupled": 5, "quintuple": 5}
_WORD = re.compile(r"[A-Za-z][A-Za-z'’.]*")
_PARTS = r"(?:half|(?:a|one|two|three|four)[\s-]+(?:thirds?|quarters?|fifths?|tenths?))"  # fraction() reads them
# "fell by more than half", "less than a third of": "more"/"less" bound a part, they say no direction
_PART_BOUND = re.compile(r"\b(?:more|less|fewer)\s+than\s+(?=" + _PARTS + r"\b)", re.I)  # ("more than twice": higher)
# "in 1984 ... less than half the 1969 figure", "about a third of those in 1969": the first period's value as a part of
# the second's (a lower value, whatever the verbs)
_PART_OF = re.compile(r"(" + _PARTS + r")\s+(?:of\s+)?(?:the|that|those|its|their)\b", re.I)


def _period(v: Value) -> tuple[int, int | None] | None:
    """(year, month) of a year ("1995": a locator), a month of a year ("March 2013") or a month of a table's month
    column ("January": year 0); (year, month, day) of a day (year 0 for a date cell with no year: "Nov 28"); None otherwise."""
    if v.kind == "date" and v.date.year is not None and v.date.day is None:
        return v.date.year, v.date.month
    if v.kind == "date" and v.date.year is not None:  # "from 5 to 7 March 2025": a day of a long table's date column
        return v.date.year, v.date.month, v.date.day
    if v.kind == "month":
        return 0, v.month
    if v.kind == "name" and v.cell is not None and len(v.cell) > 2 and v.cell.strip().lower() in MONTHS:  # a month row's name ("July"
        return 0, MONTHS[v.cell.strip().lower()]  # of a table of one year's months)
    if v.kind == "number" and v.locator and v.mention.number.places == 0 and 1000 <= v.mention.number.value <= 2100:
        return int(v.mention.number.value), None
    if v.kind == "name" and v.cell is not None and (day := month_day(v.cell.strip())):  # a day of a table of one season's dated
        return 0, day // 100, day % 100  # readings ("Nov 28", "Dec 1"): year 0
    return None


def _at(row_dates: Sequence[DateMention], period: tuple) -> bool:
    return any((d.year or 0) == period[0] and (period[1] is None or d.month == period[1]) and (len(period) < 3 or d.day == period[2])
               for d in row_dates)


_FELL_AS = re.compile(r"\b(?:rain|snow|precipitation|sleet|hail|snowfall)\s+(?:(?:also|only|mostly|again)\s+)?(?:fell|falls|fall|fallen|falling)\b", re.I)
_SUMMED = re.compile(r"\badd(?:s|ed|ing)?\s+up\s+to\b|\btotall?(?:ed|ing)\b|\bsummed\s+to\b", re.I)
_EACH_PERIOD = re.compile(r"\bin\s+(?:each|both)\s+(?:of\s+)?(?:the\s+)?(?:two\s+)?(?:months?|years?|periods?|seasons?|days?)?\b|\bin\s+each\s+of\b", re.I)


def period_change(claim: str, values: Sequence[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """The check of a change of one entity's measure between two periods, with the values it used; None when the
    claim is not one such change or it cannot be resolved (by the rules above)."""
    periods = [(i, p) for i, v in enumerate(values) if (p := _period(v)) is not None]
    table_year: set[int] = set()
    if any(p[0] == 0 for _, p in periods):  # "from January through July 2014" of "Austin housing market by month, 2014": the year
        titled = {int(y) for t in index.tables for y in YEAR_IN_HEADER.findall(t.title)}  # is the table's, not a period
        table_year = {i for i, v in enumerate(values) if v.kind == "number" and v.mention.number.places == 0 and v.mention.number.value in titled}
        periods = [(i, p) for i, p in periods if i not in table_year]
    if len(periods) != 2 or periods[0][1] == periods[1][1] or NEGATED.search(claim) or len(periods[0][1]) != len(periods[1][1]) \
            or _EACH_PERIOD.search(claim) or _SUMMED.search(claim):  # "more than two thousand in each of January and February": no
        return None  # change between them; "from 1980 to 1989 added up to 464": a total over the span (:mod:`.aggregates`)
    if periods[0][1][0] == 0 and len(periods[0][1]) == 3 and not (  # two days with no year ("Nov 28", "Dec 1"): only as the ends
            re.search(r"\b(?:between|from)\s+(?:the\s+)?$", claim[:values[periods[0][0]].start], re.I)  # of a change ("between the Nov 28
            and re.fullmatch(r"\s+(?:and|to|through|until)\s+(?:the\s+)?", claim[values[periods[0][0]].end:values[periods[1][0]].start])):
        return None  # and Dec 1 readings"), never "the highest was 0, on Oct 18 and again on Oct 24"
    days = len(periods[0][1]) == 3  # two days: only a long table (one row per date) holds them
    entity = [i for i, v in enumerate(values) if (v.kind == "name" or (v.kind == "number" and v.locator)) and _period(v) is None]
    rest = [i for i in range(len(values)) if i not in entity and i not in (periods[0][0], periods[1][0]) and i not in table_year]
    years = abs(periods[1][1][0] - periods[0][1][0]) if all(len(p) == 2 and p[1] is None for _, p in periods) else 0
    stated_span = [i for i in rest if years and values[i].kind == "number" and values[i].mention.number.value in (years, years + 1)  # "over the 48
                   and (values[i].unit == UNITS["years"] or _YEARS_AFTER.match(claim, values[i].end))]  # years from 1960 to 2008"
    rest = [i for i in rest if i not in stated_span]  # (another number of years is a change: "gained about 28.2 years")
    multiple = _MULTIPLE.search(claim) or _FACTOR.search(claim)  # "more than forty times its 1990 level": the ratio of the two periods' values
    factor = (Decimal(multiple.group(2)) if multiple.group(2)[0].isdigit() else word_value(multiple.group(2).lower())) if multiple else None
    rest = [i for i in rest if not (factor and multiple.start(2) <= values[i].start < multiple.end(2))]
    if len(rest) > 3 or any(values[i].kind != "number" or values[i].locator for i in rest):
        return None
    inside = [(v.start, v.end) for v in values]
    words = [(m.start(), m.group(0).lower().rstrip(".")) for m in _WORD.finditer(claim) if not any(a <= m.start() < b for a, b in inside)]
    bounds = {m.start() for m in _PART_BOUND.finditer(claim)} | {m.start() for m in _MORE_THAN.finditer(claim) if any(
        v.start == m.end() and v.kind == "number" and not v.locator for v in values)}  # "dropped by more than 11 seconds": a bound
    stems = [stem(w) for p, w in words if p not in bounds]
    ups, downs = [s for s in stems if s in UP_STEMS], [s for s in stems if s in DOWN_STEMS]
    part = _PART_OF.search(claim) if not _BY_FRACTION.search(claim) else None
    if part is not None and not ups and not (values[periods[0][0]].start < part.start() < values[periods[1][0]].start):
        part = None  # the part sits between the two periods it relates ("in 1984 ... half the 1969 figure")
    if part is not None and not ups:
        downs = downs or ["part"]
    judged = not ups and not downs and (better := any(s in _BETTER for s in stems)) != any(s in _WORSE for s in stems)  # "improved"
    if bool(ups) == bool(downs) and not judged or downs and _FELL_AS.search(claim):
        return None  # "rain fell on 4 and 6 March": it rained, nothing decreased (never "rainfall dropped from 2001 to 2002")
    marks, spans = [values[i] for i, _ in periods], [p for _, p in periods]
    if entity:
        rows = set.intersection(*(rows_holding(index, values[i]) for i in entity))
        found = (None if days else _wide(index, rows, spans, stems)) or _long(index, rows, spans, stems, marks, claim=claim) or \
            (None if days else _titled(index, [values[i] for i in entity], spans, stems))
    else:  # "From 2017 to 2019, coal generation fell by 2,600": a table with one row per period, its measure named
        hits_ = [f for pos in range(len(index.tables)) if (f := _long(index, set(index.table_rows[pos]), spans, stems, marks, named_only=True, claim=claim,
                                                                    cited=[values[i] for i in rest]))]
        found = hits_[0] if len(hits_) == 1 else None
    if found is None:
        return None
    (a, b), detail = found  # the measure at the first and the second period written
    header = detail.get("column") or detail["columns"][0]  # its unit and scale ("gnp_million_usd": "$320.6 billion")
    col = next(c for c in index.columns if c.header == header and index.tables[c.table_pos].id == detail["table_id"])
    than = re.search(r"\bthan\b", claim)
    if (times := re.search(r"\b(?:times|twice|half)\s+as\s+\w+", claim)) and (than is None or than.start() < times.start()):
        than = re.compile(r"\bas\b").search(claim, times.end())  # "more than three times as much rain in 2010 as in 2019": the
        # period before the second "as" against the one after
    if part is not None or than and values[periods[0][0]].end <= than.start() < values[periods[1][0]].start:
        first, second = a, b  # "less in April than in March", "in 1984 half the 1969 figure": the first against the second
    else:  # "rose between 1995 and 1996", "went up from 1995 to 1996": the later period against the earlier
        first, second = (b, a) if periods[1][1] > periods[0][1] else (a, b)
    sign = 1 if ups else -1
    if judged:  # "the winning time improved": it fell, where lower is better
        if (sign := col.better(1 if better else -1)) is None:
            return None
    ok = (first - second) * sign > 0
    if "column" in detail and "tables" not in detail and min(col.numbers()) < 0 < max(col.numbers()) and _EACH_DAY.search(claim):
        steps = _steps(index, detail)  # "fell on every trading day from 18 to 25 August" of a daily return: each cell's sign
        ok = steps is not None and all(x * sign > 0 for x in steps)
    elif _STEADY.search(claim):  # "rose year after year from 2010 to 2015": every step between, not only the two ends
        if "column" not in detail or "tables" in detail:  # the steps of one table's series only
            return None
        steps = _steps(index, detail)
        if steps is None:
            return None
        ok = ok and all((y - x) * sign > 0 for x, y in zip(steps, steps[1:]))
    times = next((_TIMES[w] for _, w in words if w in _TIMES), None)
    if ok and times is not None and second:
        ratio = first / second
        more = re.search(r"\bmore than (?:doubled|tripled|quadrupled|quintupled|double|twice|triple|quadruple|quintuple)\b", claim)
        almost = re.search(r"\b(?:almost|nearly)\s+(?:doubled|tripled|quadrupled|quintupled|double|twice|triple|quadruple|quintuple)\b", claim, re.I)
        ok = ratio > times if more else Decimal(times) * Decimal("0.8") <= ratio <= times if almost else \
            abs(ratio - times) <= Decimal(times) * Decimal("0.05")  # "almost doubled": 1.86 times
    if factor and second:
        ratio, bound = first / second, multiple.group(1).lower().strip() if multiple.group(1) else ""
        ok = ratio > factor if bound in ("more than", "over") else ratio < factor if bound in ("less than", "under") else \
            (abs(ratio - factor) <= Decimal(factor) * Decimal("0.05") and (bound not in ("nearly", "almost") or ratio <= factor))
    if len(rest) == 3:  # "grew by nearly 30 billion between 1920 and 1941, from 39.8 to 69.7 billion": the change and the two
        near = [a, b] if values[periods[0][0]].start < values[periods[1][0]].start else [b, a]  # periods' values (in the order
        ends = [i for i in rest if not values[i].mention.percent]  # written, after it)
        if len(ends) < 2 or not all(cell_agrees(values[i], col, x) for x, i in zip(near, sorted(ends, key=lambda i: values[i].start)[-2:])):
            return None
        rest = [i for i in rest if i not in sorted(ends, key=lambda i: values[i].start)[-2:]]
        ends = [i for i in (*ends,) if i not in rest]
    else:
        ends = []
    pct = [i for i in rest if values[i].mention.percent]
    if len(rest) == 2 and len(pct) == 1 and re.search(r"\bby\s+(?:(?:about|around|roughly|nearly|almost|some|over)\s+)?\$?$", claim[:min(values[i].start for i in rest)]):
        amount = next(i for i in rest if i not in pct)  # "grew by about 8.7 million, or about 43%": the change and its percent
        ok = ok and bool(second) and cell_agrees(replace(values[amount], fall=False), col, abs(first - second)) \
            and agrees(abs(first - second) / abs(second) * 100, values[pct[0]])
    elif len(rest) == 2:  # "shrank from 13,725 thousand in January 2008 to 11,460 thousand in January 2010": each its period's value
        near = [a, b] if values[periods[0][0]].start < values[periods[1][0]].start else [b, a]  # in the order written
        if any(values[i].mention.percent for i in rest) or not all(cell_agrees(values[i], col, x) for x, i in zip(near, sorted(rest, key=lambda i: values[i].start))):
            return None  # not the two values of the series: left to the other checks
    elif rest:  # "went up by 13430": the difference; "rose by about 15.7%": the change relative to the earlier value
        stated = values[rest[0]]
        lead = claim[:stated.start].rstrip("$€£ ") + " "  # "rose by about $320.6 billion": the currency sign is the number's
        verb = re.search(r"([A-Za-z]+)\s+" + _HEDGES + "$", lead)  # "fell about 37%", "shed 4,364 thousand jobs"
        after = re.match(r"\s*(?:%\s*)?(?:\w+\s+){0,2}(?:more|less|fewer|higher|lower)\b", claim[stated.end:])
        change = (verb and stem(verb.group(1).lower()) in UP_STEMS | DOWN_STEMS) or re.search(r"\bby\s+(?:\w+\s+)?$", lead) \
            or re.search(r"\b(?:rise|increase|gain|growth|jump|fall|drop|decline|decrease|loss)\s+of\s+" + _HEDGES + "$", lead, re.I) or after and not (
            factor and multiple.start() == stated.end + after.end() - len(after.group(0).split()[-1]))  # (not "1.02 °C was more than
        # eight times 1985's": the multiple's bound, the 1.02 the first period's value)
        near = a if values[periods[0][0]].start < stated.start < values[periods[1][0]].start or stated.start < values[periods[0][0]].start else b
        if not change and not cell_agrees(stated, col, near):  # "in 1996 (5.05)": the value of the period it follows
            return None  # a value of something else ("Kladno, with 149893 inhabitants, ..."): left to the other checks
        yearly = years and not stated.mention.percent and _A_YEAR.match(claim, stated.end)  # "fell by about 1.45 points a year"
        moved = abs(first - second) / years if yearly else abs(first - second)
        unsigned = replace(stated, fall=False)  # the size of the move: "fell by 7.99" is 7.99, not a signed cell's -7.99
        ok = ok and not change or ok and (agrees(abs(first - second) / abs(second) * 100, stated) if stated.mention.percent and second else cell_agrees(unsigned, col, moved))
    if ok and part is not None and second and (n := fraction(part.group(1))) is not None:  # "less than a third of the 1969 figure"
        ok = fraction_holds(abs(first / second) * 100, n, bound_before(claim, part.start(1)) or "~")
    if ok and len(rest) in (0, 2) and second and (by := _BY_FRACTION.search(claim)) and (n := fraction(by.group(1))) is not None and n > 0:
        ok = fraction_holds(abs(first - second) / abs(second) * 100, n, bound_before(claim, by.start(1)) or "~")  # "grew by two-thirds"
    return Check("trend", ok, {**detail, "periods": [values[i].text for i, _ in periods], "values": [str(a), str(b)]}), [
        *entity, periods[0][0], periods[1][0], *rest, *ends, *stated_span, *sorted(table_year)]


_MULTIPLE = re.compile(r"\b(more\s+than\s+|less\s+than\s+|over\s+|under\s+|about\s+|nearly\s+|almost\s+|roughly\s+|some\s+)?"
                       r"(\d+(?:\.\d+)?|[a-z]+(?:-[a-z]+)?)(?:\s+times\b|-?fold\b)", re.I)  # "forty times", "fivefold"
_FACTOR = re.compile(r"\bby\s+a\s+factor\s+of\s+(more\s+than\s+|over\s+|about\s+|nearly\s+|almost\s+|roughly\s+|some\s+)?"
                     r"(\d+(?:\.\d+)?|[a-z]+(?:-[a-z]+)?)\b", re.I)  # "grew by a factor of about five"
_BY_FRACTION = re.compile(r"\bby\s+(?:(?:about|roughly|nearly|almost|around|some|more\s+than|less\s+than|over|under)\s+)?"
                          r"(half|(?:a|one|two|three|four)[\s-](?:third|thirds|quarter|quarters|fifth|fifths))\b", re.I)
_YEARS_AFTER = re.compile(r"\s*years?\b", re.I)
_A_YEAR = re.compile(r"\s*(?:(?:percentage\s+)?points?\s+)?(?:(?:a|per|each)\s+year\b|annually\b|yearly\b)", re.I)
_JOINT = re.compile(r",?\s+(?:and\s+)?(?:then|before|after\s+which)\b|;|\s+and\s+(?=again\b)", re.I)


def period_steps(claim: str, values: Sequence[Value], index: TableIndex) -> Check | None:
    """The direction of each step of one entity's series over three or more years, clause by clause: "Utah's share
    slid from 45.17% in 1960 to 24.65% in 1992, then slipped further to 34.22% in 2008" is a fall 1960 -> 1992 and a
    fall 1992 -> 2008 (each clause's years, from the last year of the clause before, in the direction its verb says;
    a clause with no direction word or both adds no step). Only a wide table (a column per year, one row for the
    entity) is read; None when the claim is no such chain or a step cannot be resolved."""
    years = [(v.start, int(v.mention.number.value)) for v in values if v.kind == "number" and v.mention is not None and year_like(v.mention.number)]
    names = [v for v in values if v.kind == "name"]
    cuts = [m.start() for m in _JOINT.finditer(claim)]
    if len({y for _, y in years}) < 3 or not cuts or not names or NEGATED.search(claim):
        return None
    rows = set.intersection(*(rows_holding(index, v) for v in names))
    stems = [stem(w.lower()) for w in _WORD.findall(claim)]
    steps, last, sign = [], None, 0
    for a, b in zip([0, *cuts], [*cuts, len(claim)]):
        said = [y for s, y in years if a <= s < b]
        words = {stem(w.lower().rstrip(".")) for w in _WORD.findall(claim[a:b])}
        chain = ([last] if last is not None else []) + said
        again = re.match(r"\s*(?:and\s+)?again\b", claim[a:b]) is not None  # "rose in 1990 and again in 2010": the same way
        up, down = bool(words & UP_STEMS), bool(words & DOWN_STEMS)
        if up != down:
            sign = 1 if up else -1
        elif up or not again:
            sign = 0  # both directions, or none and no "again": the clause adds no step
        steps += [(x, y, sign) for x, y in zip(chain, chain[1:]) if x != y and sign]
        last = said[-1] if said else last
    out = []
    for x, y, sign in steps:
        found = _wide(index, rows, [(x, None), (y, None)], stems)
        if found is None:
            return None
        (va, vb), detail = found
        out.append(((vb - va) * sign > 0, f"{detail['columns'][0]} {va} -> {detail['columns'][1]} {vb}: {'rise' if sign > 0 else 'fall'}"))
    return Check("trend", all(ok for ok, _ in out), {"steps": [d for _, d in out]}) if out else None


_UNIT_WORDS = frozenset("usd eur gbp dollars pct percent per 100k mm km kg mwh ppm ppmv".split())
_EACH_DAY = re.compile(r"\b(?:every|each)\s+(?:\w+\s+)?(?:day|session|week|month|year)\b|\b(?:daily|consecutive|in a row|straight\s+(?:days|sessions|weeks|months|years|quarters))\b", re.I)
_STEADY = re.compile(r"\b(?:year after year|month after month|every year|each year|every month|each month|steadily|consecutive|in a row"
                     r"|straight\s+(?:days|sessions|weeks|months|years|quarters))\b", re.I)  # "grew for nine straight years"


def _steps(index: TableIndex, detail: dict) -> list[Decimal] | None:
    """The measure in every row from the first period's row to the second's, in table order (a series is kept in
    time order); None when a row between lacks it."""
    pos = next(p for p, t in enumerate(index.tables) if t.id == detail["table_id"])
    lo, hi = sorted(detail["rows"])
    gid = next(c.gid for c in index.table_columns(pos) if c.header == detail["column"])
    out = [index.value(r, gid) for r in index.table_rows[pos] if lo <= index.rows[r].row <= hi]
    return None if any(v is None for v in out) else out


def _score(header: str, stems: Sequence[str], index: TableIndex, gid: int) -> int:
    col = index.columns[gid]  # "an avocado cost $1.10 more": a price word names ``average_price_usd``
    priced = bool(set(stems) & PRICE_WORDS) and bool(col.stems & (PRICE_WORDS | {"usd", "dollar"}))
    sense = 2 * any(hits(col, s) for s in set(stems) & PRICE_SENSE)  # "Gasoline got cheaper": the price, not the gallons
    return sum(hits(col, s) for s in set(stems)) + priced + sense


def _wide(index: TableIndex, rows: set[int], periods: list[tuple[int, int | None]], stems: Sequence[str]):
    """The entity's one row and the two year columns of the measure the words name; or, where its row has none, the
    one row joined to it that has them ("Michigan's murder rate": ``murder_rate_1987`` in the table keyed by code). Of
    its rows in several tables (one each: "France" in a population and an alcohol table), the one row that has them."""
    if any(m is not None for _, m in periods) or not rows or len({index.rows[r].table_pos for r in rows}) != len(rows):
        return None
    found = [f for r in sorted(rows) if (f := _wide_row(index, r, periods, stems)) is not None]
    if len(rows) == 1 and not found:
        found = [f for q in index.partners[next(iter(rows))] if (f := _wide_row(index, q, periods, stems)) is not None]
    return found[0] if len(found) == 1 else None


def _wide_row(index: TableIndex, r: int, periods: list[tuple[int, int | None]], stems: Sequence[str]):
    row = index.rows[r]
    cells = dict(row.cells)
    bases: dict[str, dict[int, int]] = {}
    for gid in cells:
        col = index.columns[gid]
        if (found := yearless(col.header)) and not col.id_like:  # ``phds_2008_09`` and ``phds_2011_12``: one measure
            bases.setdefault(found[1], {})[found[0]] = gid
    pairs = {b: ys for b, ys in bases.items() if all(y in ys for y, _ in periods)}
    if not pairs:
        return None
    scored = sorted(((max(_score(b, stems, index, ys[y]) for y, _ in periods), b) for b, ys in pairs.items()), reverse=True)
    if scored[0][0] == 0 and len(scored) == 1 and set(stems) & index.lead_title_stems(row.table_pos):
        pass  # "Alcohol consumption in China fell" of ``litres_per_adult_2005`` and ``..._2008``, the only measure of a
        # table titled "Alcohol consumption of ..."
    elif scored[0][0] == 0 or (len(scored) > 1 and scored[1][0] == scored[0][0]):
        return None
    gids = [pairs[scored[0][1]][y] for y, _ in periods]
    return (cells[gids[0]], cells[gids[1]]), {"columns": [index.columns[g].header for g in gids], "row": row.row, "table_id": row.table_id}


def _titled(index: TableIndex, names: Sequence[Value], periods: list[tuple[int, int | None]], stems: Sequence[str]):
    """One table per year, the year in its title ("... data for 1952", "... for 2007"): the entity's row in each (its
    own, or joined through a code), and the one column of a header both tables have that the words name best."""
    if any(m is not None for _, m in periods) or not names:
        return None
    tables = []
    for y, _ in periods:
        found = [p for p, t in enumerate(index.tables) if y in {int(x) for x in YEAR_IN_HEADER.findall(t.title)}
                 and not any(o in {int(x) for x in YEAR_IN_HEADER.findall(t.title)} for o, _ in periods if o != y)]
        if len(found) != 1:
            return None
        tables.append(found[0])
    rows = [set.intersection(*(set(entity_rows(index, v, p)) for v in names)) for p in tables]
    if tables[0] == tables[1] or any(len(r) != 1 for r in rows):
        return None
    cols = [{c.header: c.gid for c in index.table_columns(p) if not c.id_like and c.dimension != "date"} for p in tables]
    shared = sorted(set(cols[0]) & set(cols[1]))
    scores = {h: _score(h, stems, index, cols[0][h]) for h in shared}
    tops = [max((_score(h, stems, index, g) for h, g in c.items()), default=0) for c in cols]  # and no column of either
    best = [h for h in shared if scores[h] and scores[h] == max(scores.values()) and all(scores[h] >= t for t in tops)]  # named better
    if len(best) != 1:
        return None
    (ra,), (rb,) = rows
    a, b = index.value(ra, cols[0][best[0]]), index.value(rb, cols[1][best[0]])
    if a is None or b is None:
        return None
    return (a, b), {"column": best[0], "rows": [index.rows[ra].row, index.rows[rb].row], "table_id": index.tables[tables[0]].id,
                    "tables": [index.tables[p].id for p in tables]}


def _long(index: TableIndex, rows: set[int], periods: list[tuple[int, int | None]], stems: Sequence[str], marks: Sequence[Value],
          named_only: bool = False, claim: str = "", cited: Sequence[Value] = ()):
    """The entity's row at each period, and the measure column the words name (or the table's only measure, unless
    ``named_only``: a claim naming no entity must name the measure, or write a value one period's row holds in it:
    "shrank from 2011 to 2012, down to 10,651,000")."""
    bare = [replace(v, window=[], hints={}, strong={}) if v.kind == "number" else v for v in marks]  # a period's year is wherever a
    # row keeps it, whatever column the words near it name ("cheaper between 1590 and 1600": the price, not the year)
    at = [[r for r in rows if (r in rows_holding(index, v) if v.kind in ("month", "name") else any(g >= 0 for g in number_columns(index, r, v))
                               if p[1] is None and v.kind == "number" and not index.rows[r].dates  # a year cell, not the title's
                               else _at(index.rows[r].dates, p))] for v, p in zip(bare, periods)]
    at = [_dated_by_words(index, x, v, p, claim) if len(x) > 1 and len(p) == 3 else x for x, v, p in zip(at, marks, periods)]
    if any(len(x) != 1 for x in at) or index.rows[at[0][0]].table_pos != index.rows[at[1][0]].table_pos:
        return None
    ra, rb = index.rows[at[0][0]], index.rows[at[1][0]]
    measures = [g for g, _ in ra.cells if not index.columns[g].id_like and index.columns[g].dimension != "date" and g in dict(rb.cells)]
    named = [g for g in measures if _score("", stems, index, g)]
    if not named and named_only and len(measures) == 1 and set(stems) & index.title_stems(ra.table_pos) - _GENERIC:
        named = measures  # "the ammonium concentration" of a series titled "Ammonium ... concentration": its one measure
    if not named and cited and len(held := [g for g in measures if any(cell_agrees(replace(v, bound=None), index.columns[g], x) for v in cited
                                                                      for x in (dict(ra.cells)[g], dict(rb.cells)[g]) if x is not None)]) == 1:
        named = held  # the one column holding a value the claim writes (as written: "up to 10,651,000" is where it went)
    best = max((_score("", stems, index, g) for g in named), default=0)
    chosen = [g for g in named if _score("", stems, index, g) == best] if named else [] if named_only else measures
    if len(chosen) > 1:  # "GNP": ``gnp_million_usd`` (a scale and a unit besides) over ``gnp_deflator`` (another word unsaid)
        unsaid = {g: sum(1 for w in header_words(index.columns[g].header) if w not in SCALE_WORDS and w not in _UNIT_WORDS
                         and stem(w) not in stems) for g in chosen}
        chosen = [g for g in chosen if unsaid[g] == min(unsaid.values())]
    if len(chosen) != 1:
        return None
    g = chosen[0]
    return (dict(ra.cells)[g], dict(rb.cells)[g]), {"column": index.columns[g].header, "rows": [ra.row, rb.row], "table_id": ra.table_id}


_GENERIC = frozenset(stem(w) for w in "the a of in on and sample samples value level".split())


def _dated_by_words(index: TableIndex, rows: Sequence[int], v: Value, period: tuple, claim: str) -> list[int]:
    """Of the rows holding a day in one of several date columns, those holding it in the column the words right before
    it name ("the sample put out on 17 March": ``put_out``, not ``taken_in``)."""
    before = {stem(w.lower()) for w in re.findall(r"[A-Za-z]+", claim[:v.start])[-4:]}
    out = []
    for r in rows:
        row = index.rows[r]
        t = index.tables[row.table_pos]
        said = [j for j, h in enumerate(t.header) if (hs := {stem(w) for w in header_words(h)}) and hs <= before]
        if any(_at(find_dates(t.cells[row.row - 1][j]), period) for j in said):
            out.append(r)
    return out


_MONTH_NAMES = "January|February|March|April|May|June|July|August|September|October|November|December"
_DATED_MONTH = re.compile(r"\b(?:" + _MONTH_NAMES + r")\s+(1[89]\d\d|2[01]\d\d)\b")
_BARE_MONTH = re.compile(r"\b((?:in|to|and|from|between|early|late|mid)\s+)(" + _MONTH_NAMES + r")\b(?!\s*,?\s*\d)")  # (not "that December")


_ORDINAL_MONTH = re.compile(r"\bthe\s+(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|last|final)\s+"
                            r"month\s+of\s+(?:the\s+(first|second|third|fourth|last|final)\s+quarter\s+of\s+)?((?:1[89]|2[01])\d\d)\b", re.I)
_NTH = {w: k for k, w in enumerate("first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth".split(), 1)}


def _month_named(m: re.Match) -> str:
    """"the second month of 2008" -> "February 2008"; "the last month of the third quarter of 2008" -> "September 2008"."""
    nth, quarter = m.group(1).lower(), (m.group(2) or "").lower()
    if quarter:
        q = 4 if quarter in ("last", "final") else _NTH[quarter]
        month = 3 * q if nth in ("last", "final") else 3 * (q - 1) + _NTH[nth] if _NTH[nth] <= 3 else None
    else:
        month = 12 if nth in ("last", "final") else _NTH[nth]
    return f"{_MONTH_NAMES.split('|')[month - 1]} {m.group(3)}" if month else m.group(0)


def months_of_one_year(claim: str) -> str:
    """A month written without its year, in a claim whose only year is written with another month, is of that year:
    "higher in early October 2000 than in early June" -> "... early June 2000", so both are periods of one series. A
    month written by its place is named first: "in the second month of 2008" -> "in February 2008"."""
    claim = _ORDINAL_MONTH.sub(_month_named, claim)
    years = set(_DATED_MONTH.findall(claim))
    if len(years) != 1 or set(re.findall(r"\b(?:1[89]\d\d|2[01]\d\d)\b", claim)) != years:
        return claim
    year = years.pop()
    return _BARE_MONTH.sub(lambda m: f"{m.group(1)}{m.group(2)} {year}", claim)
