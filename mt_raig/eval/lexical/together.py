"""Numbers a claim computes over all the entities it names together, beside numbers it copies from their rows.

"United (58665), JetBlue (54635) and ExpressJet (54173), and together these three account for about 50.6% of
the 331142 flights listed"; "New York with 19378102 residents, Pennsylvania with 12702379 and New Jersey with
8791894 ... together they hold 63 of the region's 96 electoral votes". The numbers found in rows are
supported as any claim's are (one row per name, lists in order, ...); each number in no row must then be
computed from the rows of every entity the claim names, taken together (with the same entity's joined rows
in other tables): a sum, mean or share of the column total over all of them (3+), a difference, sum, ratio or
percent change of the two (never one row's cells, nor two of three entities), or, for a number the claim names as an aggregate ("total", "together", "average"), a
column aggregate (of any column with 3+ significant digits, else of the column its words name: "the region's
96 electoral votes"); or from two of the claim's numbers found in rows.
At the written precision, or within the written bound ("about": 2%), as every derived number
(:func:`.derive.fits`); a percentage only as one (a share, a / b x 100 of one kind, a percent change), never a
bare ratio under 1 of two cells of different kinds, as more rows offer more such ratios; a share of a column
total only of the column the percentage's words name, when they name one ("66.5% of the population"). A claim naming fewer than two entities, a name in no row, or more than
:data:`MAX_TOGETHER_ROWS` rows to combine is not judged this way.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from .cited import from_cited
from .derive import aggregated_columns, column_aggregates, derivable, derivations, fits
from .index import TableIndex
from .values import Value, best_columns, significant_digits

MAX_TOGETHER_ROWS = 8


def together_support(
    index: TableIndex, values: Sequence[Value], holders: Sequence[set[int]], cited: Sequence[Value], claim: str,
    support: Callable[[list[Value]], tuple[bool, dict]],
) -> dict | None:
    """Evidence that the values in rows are supported (by ``support``, the judge's check of a list of values)
    and every value in no row is computed from the named entities' rows together; None when not."""
    names = [i for i, v in enumerate(values) if v.kind == "name"]
    absent = [i for i in range(len(values)) if not holders[i]]
    present = [i for i in range(len(values)) if holders[i]]
    if len({values[i].cell for i in names}) < 2 or not absent or len(present) == len(names):
        return None  # no number in a row beside the names: the judge's joint check covers that case
    if any(not derivable(values[i]) for i in absent):
        return None
    entities = len({values[i].cell for i in names})
    operands = set().union(*(holders[i] for i in names))
    operands = sorted(operands | {p for r in operands for p in index.partners[r]})
    if len(operands) > MAX_TOGETHER_ROWS:
        return None
    derived = []
    for i in absent:
        wide = significant_digits(values[i]) >= 3
        shares = share_columns(index, values[i])
        how = next((d for v, d, col in derivations(index, operands, wide) if _of_all(d, entities) and fits(index, values[i], v, d, col, claim)
                    and (shares is None or _percentage(d) and _shares(d, shares))), None)
        if how is None and values[i].bound in (None, "~"):  # "the region's 96 electoral votes": an aggregate of the column named
            named = aggregated_columns(index, values[i])
            how = next((d for g in named for v, d, col in column_aggregates(index, index.columns[g]) if fits(index, values[i], v, d, col, claim)), None)
        how = how or from_cited(values[i], cited)
        if how is None:
            return None
        derived.append({"text": values[i].text, "from": how})
    ok, evidence = support([values[i] for i in present])
    if not ok:
        return None
    rows = [{"table_id": index.rows[r].table_id, "row": index.rows[r].row} for r in operands]
    return {**evidence, "together": {"rows": rows, "derived": derived}}


def _percentage(how: str) -> bool:
    """A percentage computed as one (a share, a / b x 100 of one kind, a percent change), not a bare ratio of two
    cells of different kinds that happens to be under 1 ("cancelled / avg_distance" is no share of flights)."""
    return "share of" in how or "x 100" in how or how.startswith("percent change")


def share_columns(index: TableIndex, q: Value) -> set[str] | None:
    """The headers of the columns the words near a percentage name (:func:`_named`); None for a number that is no
    percentage. Read once per value, then tried against each derivation (:func:`shared_by_all`)."""
    return _named(index, q) if q.mention is not None and q.mention.percent else None


def shared_by_all(how: str, entities: int, named: set[str] | None) -> bool:
    """Whether a derivation ``how`` may give a percentage of the ``entities`` a claim names together (``named``:
    :func:`share_columns`): over all of them, and a share only of the column its words name ("Alder, Birch and Cedar
    had about 58% of the group's capacity": the three plants' capacity, never Alder's over Birch's, nor their share of
    the fuel); any number that is no percentage (``named`` None) may."""
    return named is None or _of_all(how, entities) and _shares(how, named)


def _of_all(how: str, entities: int) -> bool:
    """Whether a derivation combines every named entity (a sum, mean or share over as many rows as there are
    entities; for two, a difference, sum, ratio or percent change of their rows) or is a column aggregate; never
    one row's cells or a pair out of three ("66.5% of the population" is no share of two of the three states)."""
    if f" over {entities} rows" in how:
        return True
    if " vs " in how:
        return entities == 2
    return not re.search(r"\(\S+ row \d+\)$", how) and " rows" not in how  # a column aggregate: "sum of total in <table>"


def _named(index: TableIndex, q: Value) -> set[str]:
    """Headers of the columns the words near a percentage name ("66.5% of the population": ``population``)."""
    found = (best_columns(index, p, q.window, lambda c: not c.id_like) for p in range(len(index.tables)))
    return {index.columns[g].header for gids in found if gids for g in gids}


def _shares(how: str, named: set[str]) -> bool:
    """A share of a column total is of the column the percentage's words name, when they name one."""
    return "share of its column total" not in how or not named or any(re.match(rf"(?:sum of )?{re.escape(h)}\b", how) for h in named)


def joint_operands(index: TableIndex, held: Sequence[set[int]], most: int) -> list[int] | None:
    """The rows holding the names a claim combines, with their joined rows (each name's row in another table:
    "Titanium's melting point"), at most ``most`` of them; None when more. A name whose own or joined rows reach
    rows of every other name narrows them to those: "Spain's two December holidays, Immaculate Conception and
    Christmas Day, are 17 days apart" combines Spain's two holiday rows, not every country's Christmas Day."""
    def joined(rows: set[int]) -> list[int]:
        return sorted(rows | {p for r in rows for p in index.partners[r]})

    operands = joined(set().union(*held))
    if len(operands) <= most:
        return operands
    for k, context in enumerate(held):
        reach = context | {p for r in context for p in index.partners[r]}
        rest = [h & reach for j, h in enumerate(held) if j != k]
        if len(held) >= 3 and all(rest) and len(narrowed := joined(set().union(*rest))) <= most:
            return narrowed
    return None
