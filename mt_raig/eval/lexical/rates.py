"""Rates a table leaves to its reader. A table of counts and their exposure (``coronary_deaths`` beside
``person_years``, ``down_syndrome_cases`` beside ``live_births``) holds no rate, yet a writer says "Among doctors around
80, smokers had a lower coronary death rate than non-smokers", "Mothers averaging 22.5 had the lowest rate of Down's
syndrome", "No group of mothers under 35 had a rate as high as 2 per 1,000 births". Read on the counts, such a claim
compares deaths, never deaths per person-year, and is judged wrongly either way.

For a claim that writes "rate" (or a rate's base: "per 1,000 births"), each such table is read with one more column per
count: the count over its exposure, per the base the claim writes (else per 1,000, or per 100,000 where that keeps
the rates above one), headed ``<count>_rate_per_<base>_<exposure>`` so that "the coronary death rate" names it and every
check reads it as any other column. Its cells are computed from the stored two (four significant digits), never stored.

An exposure is a column of whole non-negative counts whose header names people or births (``person_years``,
``live_births``, ``population``, ``residents``); a count is any other such column that is no age, year, rank or id.
A table with a rate or share column of its own, or with no exposure or more than one, is left as it is; so is every
table for a claim about a pooled rate ("across", "overall", "regional": the totals' rate, never a row's).

    >>> t = Table("d", "Coronary deaths of doctors by smoking", ("smoking", "person_years", "coronary_deaths"),
    ...           (("smokers", "5317", "102"), ("non-smokers", "1462", "31")))
    >>> with_rates("Smokers had a lower death rate than non-smokers.", (t,))[0].header
    ('smoking', 'person_years', 'coronary_deaths', 'coronary_deaths_rate_per_1000_person_years')
    >>> with_rates("Smokers had a lower death rate than non-smokers.", (t,))[0].cells[0][-1]
    '19.18'
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation
from statistics import median

from mt_raig.tables import Table

from .index import header_words
from .units import written_base

_EXPOSURE = frozenset({"person", "persons", "people", "population", "births", "residents", "inhabitants", "exposure"})
_NOT_COUNTS = frozenset({"age", "year", "years", "midpoint", "id", "code", "rank", "no", "number", "rate", "pct", "percent", "share", "per"})
_ASKED = re.compile(r"\brates?\b", re.I)
_POOLED = re.compile(r"\b(?:across|overall|combined|regional|nationwide|national|together|as\s+a\s+whole|in\s+all(?=\s*(?:[.,;:]|$)))\b", re.I)


def with_rates(claim: str, tables: tuple[Table, ...]) -> tuple[Table, ...]:
    """``tables`` with each count's rate over its exposure added (module docstring) when ``claim`` writes a rate."""
    base = written_base(claim)
    if not (_ASKED.search(claim) or base) or _POOLED.search(claim):
        return tables  # ("Across all nine states the regional rate was about 2.7": the totals' rate, :func:`.derive.table_rate`)
    return tuple(_rated(t, base) for t in tables)


def _counts(table: Table, j: int) -> list[Decimal] | None:
    """The whole non-negative counts of column ``j``, or None when any cell is none."""
    out = []
    for row in table.cells:
        try:
            x = Decimal(row[j].strip().replace(",", ""))
        except InvalidOperation:
            return None
        if x < 0 or x != x.to_integral_value():
            return None
        out.append(x)
    return out or None


def _rated(table: Table, base: int | None) -> Table:
    words = [set(header_words(h)) for h in table.header]
    if any(w & {"rate", "per", "pct", "percent", "share"} for w in words):
        return table  # a rate of its own: what the claim's "rate" names
    counts = {j: c for j in range(1, len(table.header)) if (c := _counts(table, j)) is not None}
    exposures = [j for j in counts if words[j] & _EXPOSURE]
    if len(exposures) != 1 or 0 in [x for x in counts[exposures[0]]]:
        return table
    e = exposures[0]
    header, cells = list(table.header), [list(row) for row in table.cells]
    for j in counts:
        if j == e or words[j] & (_NOT_COUNTS | _EXPOSURE):
            continue
        ratios = [x / y for x, y in zip(counts[j], counts[e])]
        per = base or (1000 if median(ratios) * 1000 >= 1 else 100000)
        header.append(f"{table.header[j]}_rate_per_{per}_{table.header[e]}")
        for row, r in zip(cells, ratios):
            row.append(_four_digits(r * per))
    if len(header) == len(table.header):
        return table
    return Table(table.id, table.title, tuple(header), tuple(tuple(row) for row in cells))


def _four_digits(x: Decimal) -> str:
    """``x`` to four significant digits, written out ("2120", "14.50", "0.4865"; "0" for nothing)."""
    if not x:
        return "0"
    places = max(0, 3 - x.adjusted())
    return str(x.quantize(Decimal(1).scaleb(-places)))
