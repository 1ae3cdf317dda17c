"""What every relation check shares: the :class:`Check` record, the claim's tokens, entity rows and column choice."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal

from mt_raig.numbers import rounds_to

from .dategaps import year_columns
from .durations import close_duration, seconds_of
from .index import TableIndex, header_words, hits
from .lexicon import HEADER_SYNONYMS, STOPWORDS, stem
from .units import unit_of
from .values import RATE_TAIL, Value, best_columns, cell_agrees, significant_digits

_POSITIONS = frozenset(stem(w) for w in ("position", "rank", "place"))
_TOKEN = re.compile(r"[A-Za-z][A-Za-z'’]*|\d{1,3}(?:st|nd|rd|th)\b|\d+(?:[.,]\d+)*%?|[,;:()]")  # "12th" is one token (an ordinal)


@dataclass
class Check:
    kind: str  # comparison | superlative | trend | gap
    ok: bool | None  # None: the relation could not be resolved to table values
    detail: dict


def tokens(claim: str) -> list[tuple[int, int, str]]:
    return [(m.start(), m.end(), m.group(0).lower()) for m in _TOKEN.finditer(claim)]


def entity_rows(index: TableIndex, name: Value, table_pos: int) -> list[int]:
    direct = index.name_rows.get(name.cell, set())
    rows = {r for r in direct if index.rows[r].table_pos == table_pos}
    if not rows:  # its own row where the table has one; else the rows joined to it (Hanoi's city row, not Saigon's)
        rows = {p for r in direct for p in index.partners[r] if index.rows[p].table_pos == table_pos}
    return sorted(rows)


_CONTRAST = re.compile(r"\b(?:but|whereas|although|though|yet)\b|;", re.I)


def window_near(claim: str, values: Sequence[Value], center: int, after_only: bool = False, reach: int = 8) -> list[tuple[str, float]]:
    """(stem, weight) of the words around position ``center``, outside values, nearer words weighing more; never past a
    contrast that opens another clause ("Austria is larger than Czechia but has fewer people": "people" is not what
    "larger" compares)."""
    inside = [(v.start, m.end() if v.rate_tail and (m := RATE_TAIL.match(claim, v.end)) else v.end) for v in values]  # "19 deaths
    cuts = [m.start() for m in _CONTRAST.finditer(claim)]  # per 1,000 live births higher": what the gap is per names no column
    low, high = max([c for c in cuts if c < center], default=-1), min([c for c in cuts if c > center], default=len(claim))
    words = [(s, w) for s, e, w in tokens(claim) if w[0].isalpha() and not any(a <= s < b for a, b in inside) and low < s < high]
    after = [w for s, w in words if s > center][:reach]
    before = [] if after_only else [w for s, w in words if s < center][::-1][:reach]
    return [(stem(w), 1 / (1 + 0.3 * d)) for d, w in enumerate(after)] + [(stem(w), 0.5 / (1 + 0.3 * d)) for d, w in enumerate(before)]


def measure_columns(index: TableIndex, table_pos: int, window, years: frozenset[int] = frozenset()) -> list[int]:
    """The measure columns of a table the words name best, if no other table has columns they name better; of
    columns headed by years, only those of the claim's ``years`` when it names any ("in 1976": ``dem_pct_1976``)."""
    scores = [column_score(index, p, window) for p in range(len(index.tables))]
    if not scores[table_pos] or scores[table_pos] < max(scores) * 0.999:
        return []
    return of_years(index, sorted(best_columns(index, table_pos, window, ranked) or ()), years)


def of_years(index: TableIndex, gids, years: frozenset[int]) -> list[int]:
    """Of columns (gids), those headed by one of the claim's ``years`` when any is ("in 2018": ``mortality_2018``), else
    the one headed by a period whose two years the claim writes ("in 1890-1894": ``deaths_1890_1894``, never
    ``deaths_1875_1894``), else all (where the claim names no year, of one measure's periods the whole one:
    :func:`whole_period`)."""
    dated = [g for g in gids if index.columns[g].year in years]
    spans = written_spans(index, gids, years)
    return dated if dated else spans if len(spans) == 1 else list(gids) if years else whole_period(index, gids)


def written_spans(index: TableIndex, gids, years: frozenset[int]) -> list[int]:
    """Of columns (gids), those headed by a period whose two years are among the claim's ``years`` ("in 1890-1894":
    ``deaths_1890_1894``)."""
    return [g for g in gids if (span := index.columns[g].span) and set(span) <= years]


def whole_period(index: TableIndex, gids) -> list[int]:
    """Of columns of one measure in several periods (``deaths_1875_1879`` ... ``deaths_1890_1894``, ``deaths_1875_1894``),
    the one whose period holds all the others' ("had at least ten deaths", no year written: the twenty years'); else all."""
    periods = {g: index.columns[g].period for g in gids}
    if len(gids) < 2 or None in periods.values() or len({index.columns[g].table_pos for g in gids}) != 1:
        return list(gids)
    whole = [g for g in gids if all(periods[g][0] <= a and b <= periods[g][1] for a, b in periods.values())]
    return whole if len(whole) == 1 and periods[whole[0]][0] < periods[whole[0]][1] else list(gids)


def fully_named(index: TableIndex, gids: list[int], window) -> list[int]:
    """Of several columns the words name equally, those with the fewest header words the words leave out ("more UN
    members": ``un_members``, not ``un_founding_members``)."""
    said = {s for s, _ in window}
    left = {g: sum(1 for w in header_words(index.columns[g].header) if unit_of(w) is None and w.lower() not in STOPWORDS and w.lower() not in ("pct", "usd")
                   and not ({stem(w.lower())} | {stem(x) for x in HEADER_SYNONYMS.get(w.lower(), ())}) & said)  # (a unit names nothing)
            + ("per" in (w.lower() for w in header_words(index.columns[g].header)) and not said & {"per", "rate"}) for g in gids}  # "more
    # flu deaths": ``flu_deaths``, not the rate ``flu_deaths_per_1000`` the words do not say
    return [g for g in gids if left[g] == min(left.values())] if len(gids) > 1 else gids


def sole_measure(index: TableIndex, table_pos: int) -> list[int]:
    """The one measure column of a table (not a key, an id or a date), as a list; empty when it has none or several:
    "Invoice 143 came to more than invoice 121" can only compare the invoices' Total."""
    cols = [c.gid for c in index.table_columns(table_pos) if not c.id_like and c.dimension != "date" and c.numbers()]
    return cols if len(cols) == 1 else []


def row_ratios(index: TableIndex, top: int, base: int, sign: int) -> tuple[dict[int, Decimal], list[int]]:
    """Each row's ``top`` / ``base`` cell ratio in their table (rows where both are numbers, the base not 0), and the
    rows first on it (``sign`` 1: the largest, -1: the smallest; ties shared)."""
    pos = index.columns[top].table_pos
    ratios = {r: a / b for r in index.table_rows[pos] if (a := index.value(r, top)) is not None and (b := index.value(r, base))}
    best = max((x * sign for x in ratios.values()), default=None)
    return ratios, [r for r, x in ratios.items() if x * sign == best]


def ranked(col) -> bool:
    """Columns a comparison or superlative may rank: measures, and id-like positions ("position", "rank", "place")."""
    return not col.id_like or bool(col.stems & _POSITIONS)


def column_score(index: TableIndex, table_pos: int, window) -> float:
    """How well the words name the best measure column of a table (0: not at all)."""
    cols = best_columns(index, table_pos, window, ranked)
    if not cols:
        return 0.0
    col = index.columns[min(cols)]
    table = index.table_columns(table_pos)
    return sum(w / sum(hits(c, st) for c in table) for st, w in window if hits(col, st))


def agrees_written(x: Decimal, q: Value) -> bool:
    """Whether ``x`` is the number written, at its precision (and scale: "0.55 million" is 551,212), or near it with a
    bound: within 5% of a round number ("about 40"), within 1% of one written to three or more digits ("by about 3.07
    billion" is no 3.17 billion)."""
    n = q.mention.number
    forms = [x] + ([x / q.mention.scale] if q.mention.scale > 1 else [])
    if q.bound in (">", ">=", "<", "<="):  # "more than ten points ahead": any gap past ten
        return any({">": f > n.value, ">=": f >= n.value, "<": f < n.value, "<=": f <= n.value}[q.bound] for f in forms)
    near = Decimal("0.01") if significant_digits(q) >= 3 else Decimal("0.05")
    return any(rounds_to(f, n) or (q.bound is not None and abs(f - n.value) <= abs(n.value) * near) for f in forms)


def gap_ok(a: Decimal, b: Decimal, gap: Value, times: bool, percent_column: bool = True, column=None) -> bool:
    """Whether ``gap`` is the gap between ``a`` and ``b``: a ratio ("2.5 times"), a difference, or a percent of ``b``;
    over a column of no percentages, "38% more" is only relative (102 vs 64 counties is 59% more, not 38%). With the
    ``column`` of ``a`` and ``b``, a difference is read in its unit and scale too ("$18,000 higher" of 42 vs 24 in
    ``salary_k_usd``)."""
    if gap.kind == "duration":  # "3 minutes 18 seconds faster": the gap of two time cells (seconds unless the column says)
        if times or column is not None and (column.dimension != "time" or column.unit_size is None):
            return False
        return close_duration(seconds_of(abs(a - b), column.unit_size if column is not None else 1), gap.seconds, gap.precision)
    if times:
        return any(y != 0 and agrees_written(x / y, gap) for x, y in ((a, b), (b, a)))
    diff = abs(a - b)
    forms = [diff] if percent_column or not gap.mention.percent or gap.points else []
    if gap.mention.percent and not gap.points and b != 0:
        forms.append(diff / abs(b) * 100)
    scaled = column is not None and column.scale > 1 and not gap.mention.percent and cell_agrees(gap, column, diff)
    return scaled or any(agrees_written(f, gap) for f in forms)


def combine(results: list[bool | None]) -> bool | None:
    known = [r for r in results if r is not None]
    if not known or len(set(known)) > 1:
        return None
    return known[0]


def value_at(values: Sequence[Value], start: int) -> int | None:
    return next((i for i, v in enumerate(values) if v.start == start), None)


def daily_column(index: TableIndex, pos: int):
    """The one date column of a table when its dates are distinct (one row a day: a table of trading days), else None."""
    dated = [c for c in index.table_columns(pos) if c.dimension == "date" and not c.clock]
    return dated[0] if len(dated) == 1 and None not in dated[0].values and len(set(dated[0].values)) == len(dated[0].values) else None


def series_rows(index: TableIndex, pos: int, name) -> list[int]:
    """The rows of a table holding ``name`` when they are its yearly series (three or more rows, one year each, in a
    table of several names' series): the name's own years; empty otherwise."""
    rows = [r for r in entity_rows(index, name, pos) if index.rows[r].table_pos == pos]
    cols = year_columns(index, pos)
    if len(rows) < 3 or len(rows) == len(index.table_rows[pos]) or len(cols) != 1 or cols[0][1] != 1:
        return []  # (a column of years: never the Fridays of a column of dates)
    years = [index.value(r, cols[0][0].gid) for r in rows]
    return rows if None not in years and len(set(years)) == len(years) else []
