"""Numbers a writer may compute from table rows: differences, sums, ratios, percentages and shares of the rows a
claim names, sums and means over several of them, and column aggregates (sum, mean, spread, max/min, median);
and whether a computed value fits what a claim writes (:func:`fits`: the right sort of derivation)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import Decimal
from itertools import permutations

from mt_raig.numbers import find_mentions, parse_number

from .dategaps import GAP_WORDS, date_gaps
from .durations import close_duration, seconds_of, written_in_words
from .descriptions import named_column
from .headers import YEAR_IN_HEADER, yearless
from .index import Column, TableIndex, header_words, hits, numbers_groups
from .lexicon import PER_TIME, PRICE_WORDS, QUANTITY_WORDS, UNITS, stem
from .sides import sided_columns
from .units import unit_of
from .margins import margin_order
from .values import MONEY_HEADER, RATE_TAIL, TOTAL_WORDS, Value, agrees, compatible, derived_agrees, relative_change, significant_digits
from .words import word_value
from .yearspans import SPAN_YEARS

_OF_TOTAL = re.compile(r"\s+of\s+(?:the|its|their|all|(?:that|the)\s+\w+['’]s|\w+['’]s)\s+(?:[\w-]+\s+)?totals?\b", re.I)
_PEOPLE = frozenset({"population", "popul", "pop", "resid", "inhabit"})


_A_PERIOD = re.compile(r" a (day|week|month|year) of (?:a year|its \d+ years) \(")
_NOT_SUMMED = frozenset("per rate capita avg average mean median pct percent share ratio index".split())


def group_totals(index: TableIndex, rows: Sequence[int]):
    """Totals of a category's rows: ``rows`` are exactly the rows of one table holding one cell ("female" of a ``sex``
    column), and a writer states the group's totals without a total word ("344 of the 470 females aboard survived"),
    its rate of two count columns ("about 73%": survivors / aboard) and its share of a column's total ("the crew made
    up about 40% of everyone aboard"). Only columns of whole non-negative counts are summed (never rates or means)."""
    chosen = [index.rows[r] for r in rows]
    if len(chosen) < 2 or len({r.table_pos for r in chosen}) != 1:
        return
    own = set(rows)
    label = next((n for n in sorted(chosen[0].names) if {r for r in index.name_rows.get(n, ()) if index.rows[r].table_pos == chosen[0].table_pos} == own), None)
    if label is None:
        return
    cols = _summed(index, chosen[0].table_pos)
    sums = {c.gid: sum(index.value(r, c.gid) for r in rows) for c in cols}
    where = f"over {len(rows)} rows ({label})"
    for c in cols:
        yield sums[c.gid], f"group total of {c.header} {where}", c
        if whole := sum(c.values):
            yield sums[c.gid] / whole * 100, f"group total of {c.header} {where}, share of its column total", None
        for d in cols:
            if d is not c and sums[d.gid] and 0 <= sums[c.gid] <= sums[d.gid]:
                yield sums[c.gid] / sums[d.gid] * 100, f"group rate {c.header} / {d.header} x 100 {where}", None


def _summed(index: TableIndex, pos: int) -> list[Column]:
    """The columns of whole non-negative counts of a table (what a total may add up: never rates, means or shares)."""
    return [c for c in index.table_columns(pos) if not c.id_like and not c.percent and not set(header_words(c.header)) & _NOT_SUMMED
            and all(v is not None and v >= 0 and v == v.to_integral_value() for v in c.values)]


def total_rates(index: TableIndex):
    """One count column's total as a percent of another's ("the 109 children made up about 5% of everyone aboard":
    children_aboard over aboard); named "sum of", so it counts only beside a total word."""
    for pos in range(len(index.tables)):
        totals = [(c, sum(c.values)) for c in _summed(index, pos)]  # each column added up once
        for c, a in totals:
            for d, b in totals:
                if c is not d and 0 <= a <= b and b:
                    yield a / b * 100, f"sum of {c.header} / sum of {d.header} x 100 ({index.tables[pos].id})", None
                    yield b - a, f"sum of {d.header} minus sum of {c.header} ({index.tables[pos].id})", d  # "Across the season his
                    # pass attempts outnumbered his completions by 202" (both named: :func:`fits`)


def kind(col: Column) -> tuple:
    """What a column's numbers are, for deciding which two may be combined."""
    return ("percent" if col.percent else col.dimension or ("count" if col.count else "other"), col.scale, col.unit_size)


def derivations(index: TableIndex, rows: Sequence[int], aggregates: bool = True):
    """(value, how, column) triples a writer may compute from ``rows``, then (``aggregates``) column sums, means,
    spreads (max - min) and medians.

    ``column`` is the column whose unit the value keeps (differences, sums,
    means), or None for ratios and percentages, which have no unit.

    Within a row: difference and percentage of two of its measure cells of one kind (counts, times, ...), ratio of
    two of them, a count per 100,000 of a population, a unit price times a quantity (also across joined rows).
    Across two of the rows: difference, sum, ratio and percent change of the
    cells under the same header (the same quantity of a joined entity). Id-like
    columns never take part.
    """
    chosen = [index.rows[r] for r in rows]
    measures = {c.gid: c for c in index.columns if not c.id_like and not numbers_groups(c)}
    for row in chosen:
        where = f"{row.table_id} row {row.row}"
        cells = [(measures[g], v) for g, v in row.cells if g in measures]
        for (ca, a), (cb, b) in permutations(cells, 2):
            ha, hb = ca.header, cb.header
            if kind(ca) == kind(cb) and (kind(ca)[0] != "other" or ca.stems & cb.stems or commensurable(ca, cb)):
                yield a - b, f"{ha} - {hb} ({where})", ca  # never a population minus a percentage, a weight minus a period
            if b and not (ca.percent or cb.percent):  # "542 miles per flight"; a percentage only of one kind (cancelled of flights)
                if kind(ca)[0] == kind(cb)[0] and (kind(ca)[0] != "other" or ca.stems & cb.stems):  # (never a price per kg as a
                    yield a / b * 100, f"{ha} / {hb} x 100 ({where})", None  # percentage of an atomic radius: two other measures)
                    if kind(ca) == kind(cb) and b > 0 and a >= 0:  # "December sales were about 67% higher than January's"
                        yield (a - b) / b * 100, f"percent change of {ha} over {hb} ({where})", None  # (only as :func:`fits` says)
                        if a < b:  # "fell 95% over the year, from 20 to 1": a fall written unsigned
                            yield (b - a) / b * 100, f"percent change (a fall) of {ha} over {hb} ({where})", None
                if b != 1:  # (a cell over a 1 of another column is the cell itself: survivors / group 1)
                    yield a / b, f"{ha} / {hb} ({where})", None
            if b and cb.stems & _PEOPLE and ca.count:  # "New Jersey at about 2.8": murders per 100,000 residents
                yield a / b * 100000, f"{ha} per 100,000 of {hb} ({where})", None
            if priced(ca, cb):  # "a line worth 63.96": unit price x quantity
                yield a * b, f"{ha} x {hb} ({where})", None
            if ca.percent and cb.count and not cb.percent and 0 <= a <= 100:  # "about 3.3 million lived in urban areas": 95% of
                yield a / 100 * b, f"{ha} % of {hb} ({where})", cb  # the row's 3,449 thousand people (in the column's scale,
                if cb.scale > 1:  # and written out: "about 996,000 poor residents")
                    yield a / 100 * b * cb.scale, f"{ha} % of {hb} ({where})", None
        yield from ((x, how, None) for x, how, _ in row_shares(index, row))
        for c, v in cells:  # "about 65 car drivers a day": a year's count spread over its days (weeks, months); :func:`fits`
            if not (c.percent or c.per or c.dimension == "date"):  # takes it only for a number written "a day" ("a week", ...)
                yield from ((v / n, f"{c.header} a {per} of a year ({where})", c) for n, per in ((365, "day"), (52, "week"), (12, "month")))
                if c.span and (years := c.span[1] - c.span[0] + 1) > 1:  # "Corps XI averaged 1.25 deaths a year": its 25 of
                    yield from ((v / n, f"{c.header} a {per} of its {years} years ({where})", c)  # ``deaths_1875_1894``'s 20 years
                                for n, per in ((years, "year"), (years * 12, "month")))
        if len(cells) >= 3 and len({kind(c) for c, _ in cells}) == 1 and len({_unit_named(c) for c, _ in cells}) == 1:
            yield sum(v for _, v in cells) / len(cells), f"mean of {' + '.join(c.header for c, _ in cells)} ({where})", cells[0][0]  # "its
            # four quarters averaging 76%": the mean of the row's measures of one kind (percentages too), beside a mean word
        if len(cells) >= 3 and len({kind(c) for c, _ in cells}) == 1 and not any(c.percent for c, _ in cells) \
                and len({_unit_named(c) for c, _ in cells}) == 1:  # never cylinders + cubic inches + pounds
            yield sum(v for _, v in cells), f"row total of {' + '.join(c.header for c, _ in cells)} ({where})", cells[0][0]  # "Canada won
            # 33 medals": its gold, silver and bronze cells together (every measure of the row, all of one kind)
    totals = {g: sum(c.numbers()) for g, c in measures.items() if len(c.numbers()) == len(c.values) >= 2 and (c.count or stem("area") in c.stems
                                                                                                           and not c.percent or _spent(c) or _amount(c))}  # a total of
    # means is no total (a land area adds up: "Borneo makes up about 55% of the islands' combined area"; so do the sums a
    # money column bills: "January's $330.27 was about 16% of the year's total")
    for row in chosen:  # "New York's 18076 thousand made up about 36.5% of the Northeast": a share of the column total
        for g, v in row.cells:
            if totals.get(g):
                yield v / totals[g] * 100, f"{measures[g].header} share of its column total ({row.table_id} row {row.row})", None
    for x, y in permutations(chosen, 2):
        ys = {measures[g].header: v for g, v in reversed(y.cells) if g in measures}
        if x.table_pos != y.table_pos:  # a joined entity: "clinton" (results) vs "avg_rawpoll_clinton" (polls)
            for g, a in x.cells:
                for h, b in y.cells:
                    ca, cb = measures.get(g), measures.get(h)
                    if ca and cb and priced(ca, cb):  # a book's price x a loan's copies
                        yield a * b, f"{ca.header} x {cb.header}: {x.table_id} row {x.row} and {y.table_id} row {y.row}", None
                    if ca and cb and ca.percent and cb.count and not cb.percent:  # "Hindi's 41% of India's population: about
                        yield a / 100 * b * cb.scale, f"{ca.header} % of {cb.header}: {x.table_id} row {x.row} and {y.table_id} row {y.row}", cb  # 455 million"
                    if ca and cb and ca.header != cb.header and kind(ca) == kind(cb) and ca.stems & cb.stems and _same_head(ca.header, cb.header):
                        yield a - b, f"{ca.header} - {cb.header}: {x.table_id} row {x.row} vs {y.table_id} row {y.row}", ca
                        if ca.count and 0 <= a <= b:  # "Joly's 998 votes were 52.9% of that district's total" (total_votes)
                            yield a / b * 100, f"{ca.header} share of {cb.header}: {x.table_id} row {x.row} of {y.table_id} row {y.row}", None
        for g, a in x.cells:
            if g not in measures or measures[g].header not in ys:
                continue
            col = measures[g]
            h, b = col.header, ys[col.header]
            how = f"{h}: {x.table_id} row {x.row} vs {y.table_id} row {y.row}"
            yield a - b, f"difference of {how}", col
            yield a + b, f"sum of {how}", col
            if x.table_pos == y.table_pos and totals.get(g):  # "China and India alone accounted for about 72.9%"
                yield (a + b) / totals[g] * 100, f"sum of {how}, share of its column total", None
            if b:
                yield a / b, f"ratio of {how}", None
                yield (a - b) / b * 100, f"percent change of {how}", None
                if 0 <= a < b:  # "cut by about 85.6%": a fall written without its sign
                    yield (b - a) / b * 100, f"percent change (a fall) of {how}", None
    if len(chosen) >= 3:  # "together these three account for ...": the sum and mean over the rows
        by_header: dict[str, list[tuple[Decimal, Column]]] = {}
        for row in chosen:
            for g, v in row.cells:
                if g in measures:
                    by_header.setdefault(measures[g].header, []).append((v, measures[g]))
        for h, found in by_header.items():
            if len(found) >= 3:
                total = sum(v for v, _ in found)
                yield total, f"sum of {h} over {len(found)} rows", found[0][1]
                yield total / len(found), f"mean of {h} over {len(found)} rows", found[0][1]
                if totals.get(found[0][1].gid):
                    yield total / totals[found[0][1].gid] * 100, f"sum of {h} over {len(found)} rows, share of its column total", None
    yield from group_totals(index, rows)
    yield from total_rates(index)
    yield from date_gaps(index, rows)  # "loan 101 lasted 30 days": two dates' gap, only for a number with a time unit
    yield from table_totals(index)  # (a column's share of the grand total: "about 34%", two digits, as a share is written)
    if aggregates:
        for c in index.columns:
            yield from column_aggregates(index, c)
        yield from sided_totals(index)
        yield from period_gaps(index, [c.gid for c in index.columns])


def row_shares(index: TableIndex, row) -> list[tuple[Decimal, str, str]]:
    """Each measure cell of a row as a percent of the row's total over its three or more measures of one kind:
    "renewables supplied about 39% of the generation from fossil fuels, nuclear and renewables" (a source's share of a
    year's row). Never a percentage, a date or an id. Yields (share, how, the cell's header)."""
    groups: dict[tuple, list[tuple[Column, Decimal]]] = {}
    for g, v in row.cells:
        c = index.columns[g]
        if not (c.id_like or c.percent or c.dimension == "date") and v >= 0:
            groups.setdefault(kind(c), []).append((c, v))
    out = []
    for cells in groups.values():
        total = sum(v for _, v in cells)
        whole = [(c, v) for c, v in cells if v and abs(2 * v - total) <= total / 1000 + Decimal("0.011") and set(header_words(c.header)) & TOTAL_WORDS]
        if len(cells) >= 3 and len(whole) == 1:  # ``total_bill_usd`` = gas + electric: the parts' shares of it, never of a sum
            part_of, v0 = whole[0]  # counting it twice
            out += [(v / v0 * 100, f"{c.header} share of {part_of.header} ({row.table_id} row {row.row})", c.header) for c, v in cells if c is not part_of]
        elif len(cells) >= 3 and total:
            out += [(v / total * 100, f"{c.header} share of the {len(cells)} {kind(c)[0]} cells of {row.table_id} row {row.row}", c.header) for c, v in cells]
    return out


def commensurable(a: Column, b: Column) -> bool:
    """Whether two unit-less measure columns hold numbers of one size (two candidates' vote shares), so that their
    difference may mean something: their largest magnitudes are within a factor of 4 (an atomic weight of up to 127
    and a period of up to 5 are not)."""
    na, nb = [abs(v) for v in a.numbers()], [abs(v) for v in b.numbers()]
    if not na or not nb or not max(na) or not max(nb):
        return False
    return Decimal("0.25") <= max(na) / max(nb) <= 4


def priced(price: Column, quantity: Column) -> bool:
    """Whether ``price`` is a price per unit and ``quantity`` a number of units (their product an amount)."""
    return bool(price.stems & PRICE_WORDS) and bool(quantity.stems & QUANTITY_WORDS) and not price.percent and not quantity.percent


def column_aggregates(index: TableIndex, c: Column):
    """(value, how, column) of a whole column: sum, mean, spread (max - min), max / min, median."""
    nums = c.numbers()
    if c.id_like or len(nums) < 2 or len(nums) != len(c.values):
        return
    where = f"{c.header} in {index.tables[c.table_pos].id}"
    yield sum(nums), f"sum of {where}", c
    yield sum(nums) / len(nums), f"mean of {where}", c
    yield max(nums) - min(nums), f"spread (max - min) of {where}", c
    if min(nums) > 0 and min(nums) != 1:  # (over a least cell of 1 the ratio is the largest cell: "did it 160 times" is no multiple)
        yield max(nums) / min(nums), f"max / min of {where}", None
    ordered = sorted(nums)
    half = len(ordered) // 2
    yield (ordered[half] if len(ordered) % 2 else (ordered[half - 1] + ordered[half]) / 2), f"median of {where}", c


def period_gaps(index: TableIndex, gids, among=None):
    """(value, how, column) of the difference between the totals of two columns of one measure in two periods of one
    length (``deaths_1890_1894`` and ``deaths_1875_1879``; ``pop_2010`` and ``pop_2000``): "The army's deaths in
    1890-1894 were 22 higher than in 1875-1879"; the second column of ``among`` where given. Each "how" starts "sum
    of", so it counts only beside a total word."""
    for g in gids:
        a = index.columns[g]
        for b in index.table_columns(a.table_pos):
            if b.gid != g and (among is None or b.gid in among) and _period_kind(a) is not None and _period_kind(a) == _period_kind(b) and len(a.numbers()) == len(a.values) \
                    and len(b.numbers()) == len(b.values):
                yield sum(a.numbers()) - sum(b.numbers()), f"sum of {a.header} - sum of {b.header} in {index.tables[a.table_pos].id}", a


def _period_kind(c: Column) -> tuple[str, int] | None:
    """A column's header without its years and the length of its period (1 for a year's column), or None (no year)."""
    if c.id_like or c.period is None:
        return None
    return YEAR_IN_HEADER.sub("", c.header).strip("_ ").lower(), c.period[1] - c.period[0] + 1


def total_columns(index: TableIndex, pos: int) -> list[int] | None:
    """The gids of a table's measure columns that add up to a grand total: three or more, every one of one kind (and no
    other measure beside them), none a percentage, a rate, a date or an id, no cell blank (``wife``, ``husband``,
    ``alternating``, ``jointly`` of the household tasks' frequencies); else None."""
    cols = [c for c in index.table_columns(pos) if not c.id_like and any(x is not None for x in c.values)]
    if len(cols) < 3 or len({kind(c) for c in cols}) != 1 or any(c.percent or c.per or c.dimension == "date" for c in cols):
        return None
    return None if any(x is None for c in cols for x in c.values) else [c.gid for c in cols]


def table_totals(index: TableIndex) -> list:
    """(value, how, column) of a table whose measures add up (:func:`total_columns`): the grand total ("of the 1,744
    answers") and each column's share of it ("the wife accounted for about 34%"). Each "how" starts "sum of", so it
    counts only where the claim names a total (:data:`_AGGREGATE_CUES`). Computed once per index (every derivation
    asks for them)."""
    if (found := index.derived.get("table_totals")) is not None:
        return found
    found = []
    for pos in range(len(index.tables)):
        if (gids := total_columns(index, pos)) is None:
            continue
        sums = {g: sum(index.columns[g].values) for g in gids}
        grand, where = sum(sums.values()), f"all {len(gids)} columns in {index.tables[pos].id}"
        found.append((grand, f"sum of {where}", index.columns[gids[0]]))
        found += [(sums[g] / grand * 100, f"sum of {index.columns[g].header} share of sum of {where}", None) for g in gids if grand]
    index.derived["table_totals"] = found
    return found


def sided_totals(index: TableIndex):
    """(value, how, column) of two sided count columns' totals (:mod:`.sides`: ``applications_men``,
    ``applications_women``): both sides together ("the 2,823 applications"), one side's total over the other's ("men
    filed 447 more applications than women across all nine disciplines") and its share of both ("about 42%"). Each
    "how" starts "sum of", so it counts only where the claim names a total (:data:`_AGGREGATE_CUES`)."""
    for pos, i, j, _, _, _ in sided_columns(index.tables):
        summed = {c.header: c for c in _summed(index, pos)}
        a, b = summed.get(index.tables[pos].header[i]), summed.get(index.tables[pos].header[j])
        if a is None or b is None:
            continue
        ta, tb = sum(a.numbers()), sum(b.numbers())
        where = f"in {index.tables[pos].id}"
        if i < j:
            yield ta + tb, f"sum of {a.header} + {b.header} {where}", a
        yield ta - tb, f"sum of {a.header} - sum of {b.header} {where}", a
        if ta + tb:
            yield ta / (ta + tb) * 100, f"sum of {a.header} share of sum of {a.header} + {b.header} {where}", None


_AGGREGATE_CUES = {  # an aggregate of rows or of a column counts only when the claim names it ("Bangladesh gained 18.5 years" is no spread)
    "sum": re.compile(r"\b(?:total|totals|totalled|totaled|combined|together|sum|altogether|all|overall|collectively|region|held|between them|career"
                     r"|across the|across its|the (?:whole |entire )?group['’]s|the (?:whole |entire )?table['’]s"  # ("of the group's GDP": all the
                     # rows'; "The table's 519 cases")
                     r"|(?:over|for|during) the (?:whole |entire |full )?(?:season|year|campaign|tournament|series)\b"  # "Over the season
                     # Brees completed about 70% of his pass attempts"
                     r"|the (?:[a-z]+ )?[a-z]+s['’](?= )|everyone|everybody|the [\d,]+ (?:[a-z]+ )?(?:[a-z]+s|people|children|men|women)\b)", re.I),  # "the twenty states' 65
    # executions", "the 109 children", "of the 1,644 new PhDs": all of them
    "mean": re.compile(r"\b(?:average|averages|averaged|averaging|mean|typical|typically)\b", re.I),
    "median": re.compile(r"\bmedian\b", re.I),
    "spread": re.compile(r"\b(?:spread|gap|range|ranged|distance|between|difference|apart)\b", re.I),  # ("The fastest- and
    # slowest-growing economies were 5.26 points apart")
    "max / min": re.compile(r"\b(?:times|ratio|fold)\b", re.I),  # "53, the highest" is a cell, never max / min
}


def fits(index: TableIndex, q: Value, v, how: str, col, claim: str) -> bool:
    """Whether a derived value ``v`` (computed as ``how``) is what ``q`` writes, and of the right sort: a
    percentage (share, a / b x 100, percent change) only for a number written as one, and a number written
    as one only from a percentage, a percent column or a fraction; "14.5 times" only from a ratio; a number
    whose words name columns only from those columns (within one row: with the named column first, so "drew 12
    matches" is never goals against minus draws)."""
    if q.kind == "duration":  # "finished 3 minutes 18 seconds faster than in 2013": a gap, sum or mean of time cells
        return col is not None and col.dimension == "time" and col.unit_size is not None and not how.startswith(GAP_WORDS) \
            and close_duration(seconds_of(abs(v), col.unit_size), q.seconds, q.precision)
    if q.unit_text and col is None and (pair := _ROW_RATIO.match(how)) and (per := _PER_AFTER.match(claim, q.end)):  # "about 15.1
        tops, bottoms = _named_by(index, pair.group(3), q.unit_text.split()[-1]), _named_by(index, pair.group(3), per.group(1))  # yards per
        if tops and bottoms:  # completion": the row's yards over its completions, the unit the numerator's word
            return pair.group(1) in tops and pair.group(2) in bottoms and agrees(v, q)
    if (rate := _PER_HUNDRED.match(claim, q.end)) is not None:  # "drew about 18 walks per 100 at-bats": the row's walks over its
        pair = _ROW_RATIO.match(how.replace(" x 100", "")) if " x 100 (" in how else None  # at-bats, a hundred times; never
        if pair is None:  # another derivation, nor another pair of the row
            return False
        tops, bottoms = (set().union(*(_named_by(index, pair.group(3), w) for w in re.split(r"-", word))) for word in rate.groups())
        return bool(tops and bottoms) and pair.group(1) in tops and pair.group(2) in bottoms and agrees(v, q)
    if not derived_agrees(q, col, v, in_percent="share of" in how or "x 100" in how or how.startswith("percent change")):
        return False
    if q.years and not q.locator and col is not None and (own := yearless(col.header)) and own[0] not in q.years \
            and any(yearless(c.header) in {(y, own[1]) for y in q.years} for c in index.columns if c.table_pos == col.table_pos):
        return False  # "386 new PhDs in 2008-09" is never a total of ``phds_2011_12`` where ``phds_2008_09`` is the year's
    if (pair := _ROW_CHANGE.match(how)) and (years := SPAN_YEARS.search(claim)) and (dated := _year_pair(index, *pair.groups())):
        return dated == (int(years.group(2)), int(years.group(1)))  # "Norway's GDP per head rose by about 16.5% from 1980 to
        # 1985": its ``gdp_per_capita_1985_usd`` over its ``gdp_per_capita_1980_usd``, the years as written, never another pair
    if q.mention is not None and q.mention.percent and _CHANGED_BY.search(claim, 0, q.start) and (
            "share of" in how or " x 100" in how or how.startswith("ratio of") or _ROW_RATIO.match(how)):
        return False  # "rose by about 58%" is a change, never 158% of the first level nor a share of a total ("fell 25%", never
        # the later cell over the earlier)
    if (pair := _ROW_CHANGE.match(how)):  # "December sales were about 67% higher than January's": two columns of one row, each
        return margin_order(index, how, claim) is True or _from_to(index, how, pair, claim)  # named, the first the one that grew;
        # never any other pair of the row (or "fell 95% over the year, from 20 to 1": the two cells written, the earlier first)
    if (per := _A_PERIOD.search(how)) and not re.match(r"\s+(?:[a-z-]+\s+){0,5}?(?:a|per|each|every)\s+" + per.group(1) + r"\b", claim[q.end:], re.I):
        return False  # a count per day of a year only for "about 65 a day", "23 a week", "$219 a month"
    if (pair := _ROW_RATIO.match(how)) and (rate := PER_TIME.match(claim, q.end)) and (den := next((
            c for c in index.columns if c.header == pair.group(2) and index.tables[c.table_pos].id == pair.group(3)), None)) is not None \
            and den.dimension == "time" and den.unit_size and UNITS[rate.group(1).lower()][1] != den.unit_size:
        return False  # "33.7 kWh an hour" is never kWh / ``billing_days`` (a day's)
    if q.bound in ("~<", "~>") and how.startswith(("difference of", "sum of")):  # "nearly twenty-two million": within 10%
        return False  # of a cell of the rows is a cited value, never one of the many sums and differences of two rows
    if how.startswith(GAP_WORDS) and (q.unit is None or q.unit[0] != "time"):
        return False  # a date gap is a time: "30 days", never a bare 30
    if how.startswith(GAP_WORDS) and q.bound in (">", ">=", "<", "<=") and len(set(re.findall(r"\brow (\d+)", how))) > 1:
        return False  # "stayed in use for more than 89 years": its own span, never the gap to another row's date
    if (part := _PERCENT_OF.match(how)) and (q.bound not in (None, "~") or not _names(index, part.group(1), claim)):
        return False  # "about 996,000 poor residents": 23.6% of the row's people, only with the percent's column named ("poverty")
    percentage = "share of" in how or "x 100" in how or how.startswith("percent change")
    percent = q.mention is not None and q.mention.percent
    if percentage and not percent:
        return False
    if how.startswith(("ratio of", "percent change")) and _OF_TOTAL.match(claim, q.end):
        return False  # "about 58% of the total": a part of a whole, never one row's ratio to a peer's or a change
    if (pair := _ROW_RATIO.match(how)) and (total := _OF_TOTAL.match(claim, q.end)) and not _names(index, pair.group(2).split(" x ")[0], total.group(0)):
        return False  # nor a ratio of two columns of its row but to the column the total's words name ("9,986 votes were
        # about 2.5% of the county's total": nader / total_votes; "27% of the Armada's total" is never guns / sailors)
    if (pair := _TOTAL_RATE.match(how)) and _OF_TOTAL.match(claim, q.end) and not _whole_period(index, *pair.groups()):
        return False  # "58 deaths of 1880-1884 were about 30% of the twenty-year total": of ``deaths_1875_1894``, the period
        # holding 1880-1884, never of another five years' column
    if how.startswith("percent change") and re.match(r"\s+of\s+(?:its|their|his|her)\s", claim[q.end:]):
        return False  # "lost a quarter of its 14 people": a share of its own whole, never a change between two rows
    of_other = how.startswith("ratio of") and re.match(r"\s+(?:of|as)\b", claim[q.end:]) and len(  # "43% of Alaska's", "16% as
        {index.aliases[claim[a:b]] for a, b in index.name_spans(claim)}) >= 2  # many as": one named entity's share of another's
    if q.relative:  # "61% as many people as Colorado": the ratio of the two entities' cells (rows the claim names), nothing else
        named = {(index.rows[r].table_id, index.rows[r].row) for a, b in index.name_spans(claim) for r in index.name_rows.get(index.aliases[claim[a:b]], ())}
        return how.startswith("ratio of") and all((t, int(n)) in named for t, n in re.findall(r"(\S+) row (\d+)", how))
    if percent and not percentage and not (col is not None and col.percent) and not (("/" in how or of_other) and abs(v) <= 1):
        return False
    if percent and not percentage and (pair := _ROW_RATIO.match(how)) and not _alike(index, *pair.groups()):
        return False  # "about 13% of all bills" is never diners / dollars: a share is of one kind
    if q.noun == "times" and "/" not in how and not how.startswith("ratio"):
        return False
    if q.mention is not None and q.mention.scale > 1 and ("/" in how or " per " in how) and not percentage:
        return False  # "about 12 million inhabitants" is a count, never a ratio of two columns
    if how.startswith("difference of") and percent and relative_change(claim, q):
        return False  # "a relative rise of about 67%": a percent change, never the 16.9 points between two percentages
    if "(a fall)" in how and _RISE.search(claim):  # an unsigned fall is never what "rose by 85.6%" writes
        return False
    if one_digit_rate(q) and " per " not in how:  # "Vermont at about 0.3": a rate per 100,000, never any ratio
        return False
    kind = next((k for k in _AGGREGATE_CUES if how.startswith((k + " of", k + " (", k + " /"))), None)
    if kind is not None and not _AGGREGATE_CUES[kind].search(claim) and not (kind == "sum" and col is not None and _titled_owner(index, col, claim)):
        return False
    if kind is not None and col is not None and (cues := list(_AGGREGATE_CUES[kind].finditer(claim))) and all(stem(m.group(0).lower()) in col.stems for m in cues):
        return False  # "Oklahoma's median per capita income": the header's own word (``median_income``), no median of it
    gap = how.startswith(GAP_WORDS)  # "shipped 6 days after": only a date the words name (ShippedDate, not ShipVia)
    named = {index.columns[g].header for p, hs in q.hints.items() if q.strong.get(p) for g in hs or ()
             if not gap or index.columns[g].dimension == "date"}
    if " share of its column total (" in how and re.match(r"\s+of\s+(?:his|her|its|their)\b", claim[q.end:], re.I):
        return False  # "homered in about 6.8 percent of his at-bats": a share of his own whole, never of a column's total
    if how.endswith(")") and " share of its column total (" in how:  # "19% as many people as": a share of the column the
        words = {s for s, _ in q.window}  # words name anywhere near, never of another one (Ontario's share of the area)
        header = how.split(" share of its column total")[0]
        table = how.rsplit("(", 1)[1].split(" row ")[0]
        cols = [c for c in index.columns if index.tables[c.table_pos].id == table and not c.id_like]
        if any(hits(c, w) for c in cols if c.header != header for w in words) and not any(hits(c, w) for c in cols if c.header == header for w in words):
            return False
    if " cells of " in how and " share of the " in how:  # a row's share: only of the column named before the number
        header = how.split(" share of the ")[0]
        cols = [c for c in index.columns if c.header == header]
        if not any(hits(c, stem(w)) for c in cols for w in re.findall(r"[A-Za-z]+", claim[:q.start])):
            return False
    if (tail := RATE_TAIL.match(claim, q.end)) and (words := [stem(w.lower()) for w in re.findall(r"[A-Za-z]+", claim[q.start:tail.end()])
                                                       if w.lower() not in ("per", "one", "a", "an") and word_value(w) is None]) \
            and (own := {c.header for c in index.columns if not c.id_like and all(hits(c, w) for w in words)}):
        used = {c.header for c in index.columns if re.search(r"(?<!\w)" + re.escape(c.header) + r"(?!\w)", how)}
        per_own = q.per_base and (pair := _ROW_RATIO.match(how)) and pair.group(2) in own and _numerator(index, pair, claim[:q.start])
        if (not used & own or used - own) and not per_own:  # ("57 per 100,000 children": the row's cases / its children;
            return False  # "twenty-one pupils per teacher": that column, its means, sums and gaps, never another ratio of the row)
    if (pair := _ROW_RATIO.match(how)) and (rate := _PER_PAIR.match(claim, q.end)):  # "60 cannonballs per gun": that
        tops, bottoms = (_named_by(index, pair.group(3), w) for w in rate.groups())  # ratio (cannonballs / guns), when both
        if tops and bottoms:  # words name columns of the row's table; never guns / sailors, nor "53 guns per ship"
            return pair.group(1) in tops and pair.group(2) in bottoms
    in_row = _IN_ROW.match(how)  # "GA - D (standings row 2)" is no number of draws: a row's derivation leads with the named column
    if (pair := _ROW_DIFFERENCE.match(how)) and (than := _ROW_GAP.match(claim, q.end)):  # "the math score of 592 was 77 points
        above = not re.match(r"below|under|behind|less|lower|fewer", than.group(1), re.I)  # above the verbal score": math - verbal
        after, before = (pair.group(2), pair.group(1)) if above else pair.groups()  # (below: the larger cell, named after, first)
        return _names(index, after, than.group(2), [before]) and _names(index, before, claim[:q.start], [after])
    if (pair := _ROW_DIFFERENCE.match(how)) and (sides := _more_than_sides(index, claim, q)) is not None:  # "Trial 9 had 222
        return pair.groups() == sides  # more vaccinated subjects than unvaccinated ones": vaccinated - unvaccinated, the columns
        # each side's words name; never another pair of the row
    if q.noun == "times" and (pair := _ROW_RATIO.match(how)) and (by := _TIMES_PHRASE.match(claim, q.end)):  # "the male rate was
        top, bottom = named_column(index, re.split(r"[;:]|,\s|\.\s", claim[:q.start])[-1]), named_column(index, by.group(0))  # about 15.5
        if top is not None and bottom is not None and top != bottom and {index.tables[index.columns[g].table_pos].id for g in (top, bottom)} == {pair.group(3)}:
            return (index.columns[top].header, index.columns[bottom].header) == pair.group(1, 2)  # times the female rate": the column
            # each side's words name best, never the counts' ratio (``male_prisoners`` / ``female_prisoners``)
    part = _PART_OF.match(how)
    if part and " x 100" not in how and (by := _TIMES_PHRASE.match(claim, q.end)) and (named_by := [
            c for c in index.columns if not c.id_like and _names(index, c.header, by.group(0))]) \
            and not any(index.tables[c.table_pos].id == part.group(3) for c in named_by):
        return False  # "about 2.8 times its 1986 gross state product": a ratio to another table's column, never one of this row's
    if part and (own := _OF_OWN.match(claim, q.end)) and (wholes := [c.header for c in index.columns if index.tables[c.table_pos].id == part.group(3)
                                                                  and not c.id_like and _names(index, c.header, own.group(0))]) \
            and part.group(2) not in wholes:
        return False  # "homered in about 5.1 percent of his at-bats": a share of the row's at-bats, never of its hits
    if part and (of := _OF_PHRASE.match(claim, q.end)) and (wholes := [  # "Highways made up about 56%
            c.header for c in index.columns if index.tables[c.table_pos].id == part.group(3) and not c.id_like and _names(index, c.header, of.group(0))]) \
            and (parts := [c.header for c in index.columns if index.tables[c.table_pos].id == part.group(3) and c.header not in wholes and not c.id_like
                           and _names(index, c.header, claim[:q.start] + claim[q.end:], wholes)] + _cited_parts(index, how, claim[:q.start], wholes)):
        return part.group(2) in wholes and part.group(1) in parts and 0 <= v <= (100 if "x 100" in how else 1)  # a cell's share
        # of the cell its words name after "of" (the whole: "of Iowa's public capital"), with the part named by a word of its own
        # or cited just before ("left with 12 people, 30% of its capacity": the row's 12), never another ratio
    if in_row and (order := margin_order(index, how, claim)) is not None:  # "Gore's margin over Bush": gore - bush
        return order
    if q.gap and (in_row or significant_digits(q) < 2 and not how.startswith("difference of")):
        return False  # "16.8 hours a day more than the horse": a gap between two entities' rows, never within one row
    if in_row and q.bound in ("<", "<=", ">", ">="):
        return False  # "fewer than 12 seats" is a bound on the seats, never met by Seats - Votes
    if rates := (_TOTAL_RATE.match(how) or _TOTAL_DIFF.match(how)):  # "the 109 children made up about 5% of everyone aboard": the claim names both columns
        if (of := _OF_PHRASE.match(claim, q.end)) and any(q.end <= a and b <= of.end() and claim[b:b + 2] in ("'s", "’s") for a, b in index.name_spans(claim)):
            return False  # "about 5.6% of Toledo's total budget": of one row's cell, never of the whole table's totals
        words = {stem(w.lower()) for w in re.findall(r"[A-Za-z]+", claim)}
        return all(any(hits(c, w) for c in index.columns if c.header == h for w in words) for h in rates.groups())
    if named and (group := _GROUP.match(how)):  # "21% of the males aboard survived": words near it name either column summed
        return any(hits(c, w) for c in index.columns if c.header in group.groups() for w, _ in q.window)
    if q.per_base and (pair := _ROW_RATIO.match(how)) and pair.group(2) in named and _numerator(index, pair, claim[:q.start]):
        return True  # "paralytic polio struck about 57 children per 100,000": the named cases / the children, per 100,000
    return not named or (in_row.group(1) in named if in_row else any(h in how for h in named))


_OF_PHRASE = re.compile(r"\s+of\s+(?:[\w'’]+\s+){0,4}?[\w'’]+(?=\s*(?:[,;:.)]|$|\s(?:and|while|but|as|in|from|for|with|were|was|is|are|had|has|have|went|came)\b))")
_TIMES_PHRASE = re.compile(r"\s+times\s+(?:(?:as\s+\w+\s+as\s+)?(?:its|their|his|her|the|[\w'’]+['’]s)\s+)(?:[\w'’]+\s+){0,4}?[\w'’]+(?=\s*(?:[,;:.)]|$|\s(?:and|while|but|as|in|from|for|with)\b))")
_OF_OWN = re.compile(r"\s+of\s+(?:his|her|its|their)\s+[\w-]+(?:\s+[\w-]+)?")
_PART_OF = re.compile(r"^(\S+) / (\S+)(?: x 100)? \(([^()]*) row \d+\)$")


def _names(index: TableIndex, header: str, text: str, others: Sequence[str] = ()) -> bool:
    """Whether ``text`` has a word of the column ``header``'s name (one that names none of the columns ``others``)."""
    words = {stem(w.lower()) for w in re.findall(r"[A-Za-z]+", text)}
    words -= {w for c in index.columns if c.header in others for w in words if hits(c, w)}
    return any(hits(c, w) for c in index.columns if c.header == header for w in words)


def _cited_parts(index: TableIndex, how: str, before: str, wholes: Sequence[str]) -> list[str]:
    """The columns of the derivation's row (``how``: "a / b x 100 (table row N)") whose cell is a number the claim
    writes in the clause before the share ("Boat 1 left with 12 people, 30% of its capacity": ``total``, 12)."""
    where = re.search(r"\(([^()]*) row (\d+)\)$", how)
    clause = re.split(r"[;:]|\.\s", before)[-1]
    written = {m.number.value for m in find_mentions(clause) if not m.percent}
    rows = [r for r in index.rows if where and r.table_id == where.group(1) and r.row == int(where.group(2))]
    return [index.columns[g].header for r in rows for g, x in r.cells
            if x in written and not index.columns[g].id_like and index.columns[g].header not in wholes]


_PERCENT_OF = re.compile(r"^(\S+) % of (\S+) \(")
_TOTAL_DIFF = re.compile(r"^sum of (\S+) minus sum of (\S+) \(")
_TOTAL_RATE = re.compile(r"^sum of (\S+) / sum of (\S+) x 100 \(")
_GROUP = re.compile(r"^group (?:total of (\S+)|rate (\S+) / (\S+) x 100) over")


def _numerator(index: TableIndex, pair: re.Match, text: str) -> bool:
    """Whether a row ratio's "a / b (table row n)" numerator is the one column the words of ``text`` name best
    (:func:`.descriptions.named_column`: "non-paralytic polio" is ``non_paralytic_cases``, "paralytic polio"
    ``paralytic_cases``)."""
    gid = named_column(index, text)
    return gid is not None and index.columns[gid].header == pair.group(1) and index.tables[index.columns[gid].table_pos].id == pair.group(3)


_ROW_RATIO = re.compile(r"^(.+?) / (.+?) \((.+) row \d+\)$")
_PER_HUNDRED = re.compile(r"\s+([a-z][\w-]*)\s+(?:per|for\s+(?:each|every))\s+(?:100|a\s+hundred|one\s+hundred)\s+([a-z][\w-]*)\b", re.I)
_PER_AFTER = re.compile(r"\s*(?:per|for\s+(?:each|every)|a|an)\s+([a-z]+)\b", re.I)
_PER_PAIR = re.compile(r"\s+([a-z]+)\s+(?:per|for\s+(?:each|every))\s+([a-z]+)\b", re.I)


_MEASURE_OF = frozenset("avg average mean median raw rawpoll poll polls adjusted adj est estimated projected total net".split())


def _same_head(a: str, b: str) -> bool:
    """Whether two headers name one quantity, the words of one ending the other's after words of how it is measured
    ("clinton", "avg_rawpoll_clinton": a poll's average of it; never "runs" and "runs_batted_in" or "career_home_runs",
    other things)."""
    wa, wb = header_words(a), header_words(b)
    short, long_ = sorted((wa, wb), key=len)
    extra = long_[:len(long_) - len(short)]
    return bool(short) and long_[len(long_) - len(short):] == short and all(w.lower() in _MEASURE_OF for w in extra)


def _named_by(index: TableIndex, table: str, word: str) -> set[str]:
    """The headers of ``table``'s measure columns that ``word`` names ("gun": ``guns``)."""
    return {c.header for c in index.columns if index.tables[c.table_pos].id == table and not c.id_like and hits(c, stem(word.lower()))}


def _alike(index: TableIndex, a: str, b: str, table: str) -> bool:
    """Whether the columns ``a`` and ``b`` of ``table`` hold numbers of one kind (two counts, two lengths, ...)."""
    kinds = {c.header: kind(c)[0] for c in index.columns if index.tables[c.table_pos].id == table and c.header in (a, b)}
    return len(set(kinds.values())) == 1


_ROW_CHANGE = re.compile(r"^percent change (?:\(a fall\) )?of (\S+) over (\S+) \(([^()]*) row \d+\)$")
_CHANGED_BY = re.compile(r"\b(?:rose|grew|increased|climbed|jumped|gained|fell|declined|dropped|shrank|decreased|sank|slid|went\s+(?:up|down))"
                         r"\s+(?:by\s+)?(?:(?:only|just|roughly|about|nearly|almost|some|around)\s+)*$", re.I)


_FROM_TO = re.compile(r"\bfrom\s+(?:about\s+)?(\d[\d,.]*)\s+(?:[a-z]+\s+)?to\s+(?:about\s+)?(\d[\d,.]*)", re.I)


def _from_to(index: TableIndex, how: str, pair: re.Match, claim: str) -> bool:
    """Whether the claim writes "from <the over column's cell> to <the changed column's cell>" of the row ``how`` names
    (a percent change of two columns of one row, "fell 95% over the year, from 20 to 1")."""
    ends, row = _FROM_TO.search(claim), re.search(r" row (\d+)\)$", how)
    if ends is None or row is None:
        return False
    r = next((k for k, x in enumerate(index.rows) if x.table_id == pair.group(3) and x.row == int(row.group(1))), None)
    cells = {index.columns[g].header: v for g, v in index.rows[r].cells} if r is not None else {}
    written = [parse_number(ends.group(k)) for k in (1, 2)]
    return None not in written and [w.value for w in written] == [cells.get(pair.group(2)), cells.get(pair.group(1))]


def _year_pair(index: TableIndex, a: str, b: str, table: str) -> tuple[int, int] | None:
    """The years of two columns of ``table`` that are one measure in two years (``gdp_1985``, ``gdp_1980``), else None."""
    cols = {c.header: c for c in index.columns if index.tables[c.table_pos].id == table and c.header in (a, b)}
    ca, cb = cols.get(a), cols.get(b)
    if ca is None or cb is None or ca.year is None or cb.year is None or ca.header.replace(str(ca.year), "") != cb.header.replace(str(cb.year), ""):
        return None
    return ca.year, cb.year
_IN_ROW = re.compile(r"^(.+?) (?:-|/|x) .+ \([^()]* row \d+\)$")
_ROW_DIFFERENCE = re.compile(r"^(\S+) - (\S+) \([^()]* row \d+\)$")
_ROW_GAP = re.compile(r"\s+(?:[a-z]+\s+)?(above|over(?!\s+(?:the|its|their|his|her)\s+(?:whole\s+|entire\s+|full\s+)?(?:season|year|period|course|"
                      r"decade|month|week|campaign|series|span|years|months|weeks)\b)|ahead\s+of|(?:more|higher|greater)\s+than|below|under|behind|"
                      r"(?:less|lower|fewer)\s+than)\s+((?:the|its|their|his|her)\s+[a-z][a-z -]*)", re.I)  # "77 points above the verbal score":
# another column of the row (never "191 points over the season": a span of time)
_MORE_THAN = re.compile(r"\s+(?P<sign>more|fewer|less)\s+(?P<noun>[a-z][a-z -]*?)\s+than\s+(?:the\s+|its\s+|their\s+|his\s+|her\s+)?"
                        r"(?P<other>[a-z][a-z -]*?)(?=\s*(?:[,;:.)]|$|\s(?:in|during|and|while|but|for|from)\b))", re.I)


def _more_than_sides(index: TableIndex, claim: str, q: Value) -> tuple[str, str] | None:
    """The (minuend, subtrahend) headers of "N more <noun> than <other>" after ``q``: the column the clause before the
    number with the noun names best ("Trial 6's unvaccinated arm had" + "tuberculosis cases": ``unvaccinated_tb_cases``),
    and the one the other side's words name with the noun, or alone where that is ambiguous ("unvaccinated ones":
    ``unvaccinated``); None when the claim is not of this shape or a side names no one column."""
    if (m := _MORE_THAN.match(claim, q.end)) is None:
        return None
    clause = re.split(r"[;:,]|\.\s", claim[:q.start])[-1]
    a = named_column(index, f"{clause} {m.group('noun')}")
    b = named_column(index, f"{m.group('other')} {m.group('noun')}")
    b = b if b is not None else named_column(index, m.group("other"))
    if a is None or b is None or a == b or index.columns[a].table_pos != index.columns[b].table_pos:
        return None
    a_header, b_header = index.columns[a].header, index.columns[b].header
    return (a_header, b_header) if m.group("sign").lower() == "more" else (b_header, a_header)


_RISE = re.compile(r"\b(?:rose|rise[sn]?|rising|grew|grow[ns]?|growing|increas\w*|gain\w*|climb\w*|jump\w*|up|higher|more|doubl\w*|tripl\w*|boost\w*|surg\w*|soar\w*)\b", re.I)


def derivable(value: Value) -> bool:
    """Numbers with at least 2 significant digits, percentages, or ratios written "X per Y" may be derived (a lone "3"
    matches too many ratios); a one-digit decimal ("0.3") only as a rate per 100,000 (``fits``)."""
    if value.kind == "number" and value.unit is not None and value.unit[0] == "time" and value.unit[1] >= 86400:
        return True  # "30 days", "6 years": a date gap or a time column's value (a time unit narrows it to those)
    if value.kind == "duration":  # "12 minutes 1 second apart": a gap of two time cells, written in words (never a bare
        return written_in_words(value.text)  # clock time "2:11", which is a cell or a bound)
    return value.kind == "number" and not value.coordinate and (significant_digits(value) >= 2 or value.mention.percent or value.points
                                                                 or one_digit_rate(value) or value.gap or bool(value.rate_tail))  # ("60 cannonballs per
    # gun": a ratio its two words name, ``fits``)


def one_digit_rate(value: Value) -> bool:
    """"about 0.3", "0.8": one significant digit written with a decimal point, no percent: derivable only as
    a rate per 100,000 of the named entity's rows (any ratio of two cells would match a digit that loose)."""
    return (value.kind == "number" and value.mention is not None and significant_digits(value) == 1
            and "." in value.mention.number.text and not value.mention.percent and not value.points)


def table_size(index: TableIndex, q: Value, claim: str) -> str | None:
    """"won eight of the 15 races": a whole number written right after "of the" (or "of all") may be the number
    of rows of one of the tables; how, or None."""
    if q.kind != "number" or q.mention is None or q.bound is not None or q.mention.percent or "." in q.mention.number.text:
        return None
    if not re.search(r"\bof\s+(?:the|all)\s+$", claim[: q.start], re.I):
        return None
    n = q.mention.number.value
    return next((f"row count of {t.title}" for t, rows in zip(index.tables, index.table_rows) if rows and len(rows) == n), None)


def table_rate(index: TableIndex, q: Value, claim: str) -> str | None:
    """"Across all nine states the regional rate was about 2.7 per hundred thousand": a count column's total per
    100,000 of a population column's total, over a whole table (only when the claim names an aggregate: ``fits``);
    how, or None."""
    if not derivable(q):
        return None
    for pos in range(len(index.tables)):
        cols = [c for c in index.table_columns(pos) if not c.id_like and len(c.numbers()) == len(c.values) >= 2]
        for a in cols:
            for b in cols:
                if a is b or not a.count or not b.stems & _PEOPLE or a.stems & _PEOPLE or not sum(b.numbers()):
                    continue
                v = sum(a.numbers()) / sum(b.numbers()) * 100000
                how = f"sum of {a.header} per 100,000 of sum of {b.header} in {index.tables[pos].id}"
                if fits(index, q, v, how, None, claim):
                    return how
    return None


_CUE_STEMS = frozenset(stem(w) for w in "total combined sum average mean median spread range gap".split())


def _whole_period(index: TableIndex, part: str, whole: str) -> bool:
    """Whether column ``whole``'s period holds column ``part``'s (a part of a whole), where both headers name periods."""
    a = next((c for c in index.columns if c.header == part), None)
    b = next((c for c in index.columns if c.header == whole), None)
    spans = [c.period if c is not None else None for c in (a, b)]
    return None in spans or spans[0] != spans[1] and spans[1][0] <= spans[0][0] and spans[0][1] <= spans[1][1]


def sum_cue(index: TableIndex, col: Column, claim: str) -> bool:
    """Whether the claim names a whole of ``col``'s rows: a total word ("in all", "across the", :data:`_AGGREGATE_CUES`)
    or the whole its table is of ("the army's" of a title's Prussian army)."""
    return bool(_AGGREGATE_CUES["sum"].search(claim)) or _titled_owner(index, col, claim)


def _titled_owner(index: TableIndex, col: Column, claim: str) -> bool:
    """Whether the claim's "the army's" names the whole its column's table is of (a title "... of the Prussian army")."""
    title = index.tables[col.table_pos].title.lower()
    return any(re.search(r"\b" + re.escape(m.group(1).lower()) + r"\b", title) for m in re.finditer(r"\b[Tt]he\s+([a-z]+)['’]s\s", claim))


def aggregated_columns(index: TableIndex, q: Value) -> list[int]:
    """Columns whose aggregate a number of 1-2 significant digits may be: those its header words name ("the region's
    96 electoral votes"), else, for a number with a unit whose own words name an aggregate ("the spread had shrunk
    to 9.1 years"), every column of that unit (the aggregate must still fit the claim's cue: :func:`fits`)."""
    named = sorted({g for p in range(len(index.tables)) for g in q.hints.get(p) or ()})
    if named or q.unit is None or not {s for s, _ in q.window} & _CUE_STEMS:
        return named
    return [c.gid for c in index.columns if not c.id_like and c.dimension == q.unit[0] and compatible(c, q)]


def _amount(c: Column) -> bool:
    """Whether a column holds amounts of stuff in a unit, which add up (``energy_million_kg_coal_equivalent``: "about
    23% of the twenty countries' energy consumption"), never rates of it."""
    return c.unit_text is not None and not c.per and (u := unit_of(c.unit_text)) is not None and u[0] in ("mass", "volume", "energy")


def _spent(c: Column) -> bool:
    """A money column of sums billed or paid (``total_bill_usd``), never a price (``price_usd``, ``fare_cents``)."""
    return not c.percent and not c.per and MONEY_HEADER.search(c.header) is not None and not c.stems & PRICE_WORDS


def _unit_named(col: Column) -> str | None:
    """The dimension of the unit a column's header names ("weight_lbs": mass), None when it names none."""
    return next((u[0] for w in header_words(col.header) if (u := unit_of(w)) is not None), None)
