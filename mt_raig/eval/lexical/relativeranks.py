"""A superlative of one column relative to another: "the rhesus monkey has the largest brain relative to its body
weight" ranks the rows by brain weight / body weight, not by brain weight. Read as a plain superlative, the rank of
the first column alone was checked, so a true claim was refuted (the monkey's brain is only the 11th heaviest).

The claim writes "the <superlative> <words> relative to | for | in proportion to <its|their|the> <words>" (or "per
[N] <words>": "the fewest road deaths per 10,000 drivers"); each side's
words must name one column of one table (:func:`.descriptions.named_column`), the same table, and the claim's names
one row of it. The check: that row is first by the ratio (rows where both cells are numbers and the second is not 0).
Anything else is left to the other checks (None).

>>> from mt_raig.tables import Table
>>> from mt_raig.eval.lexical.index import index_of
>>> from mt_raig.eval.lexical.values import claim_values
>>> t = Table("a", "Animals' brain and body weights", ("species", "body_weight_kg", "brain_weight_g"),
...       (("Cow", "465", "423"), ("Rhesus monkey", "6.8", "179"), ("Pig", "192", "180")))
>>> claim = "The rhesus monkey has the largest brain relative to its body weight."
>>> relative_superlative(claim, claim_values(claim, index_of((t,))), index_of((t,)))[0].ok
True
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import Decimal

from .checks import Check, row_ratios
from .descriptions import named_column
from .index import TableIndex
from .lexicon import SUPERLATIVES
from .values import Value, agrees, rows_holding

_RELATIVE = re.compile(r"\bthe\s+(?P<sup>[a-z]+est|most|least)\s+(?P<what>[a-z][a-z -]*?)\s+(?:(?:relative\s+to|in\s+proportion\s+to|for)\s+(?:its|their|the)|"
                       r"per(?:\s+(?P<per>\d{1,3}(?:,\d{3})*|hundred|thousand))?)\s+"
                       r"(?P<base>[a-z][a-z -]*?)(?=\s*(?:[,.;:]|$|\s+(?:of|among|in)\b))", re.I)  # "the fewest road deaths per 10,000 drivers"


_DENSITY = re.compile(r"\bthe\s+(?:(?P<degree>most|least)\s+densely\s+populated|(?P<sup>highest|lowest|greatest|smallest)\s+(?:population\s+)?density)\b", re.I)
_PER_AREA = re.compile(r"\s+(?:people|persons|inhabitants|residents)?\s*(?:per|a|an|/)\s*(?:square\s+(?:kilomet(?:re|er)s?|km)|km²|km2|sq\.?\s*km)\b", re.I)


def relative_superlative(claim: str, values: Sequence[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """The check of a superlative of one column relative to another (module docstring); None otherwise."""
    if (d := _DENSITY.search(claim)) is not None:
        return _densest(claim, d, values, index)
    m = _RELATIVE.search(claim)
    if m is None or (sign := SUPERLATIVES.get(m.group("sup").lower())) is None:
        return None
    top, base = named_column(index, m.group("what")), named_column(index, m.group("base"))
    if top is None or base is None or top == base or index.columns[top].table_pos != index.columns[base].table_pos:
        return None
    pos = index.columns[top].table_pos
    names = [i for i, v in enumerate(values) if v.kind == "name"]
    own = set.intersection(*(rows_holding(index, values[i]) for i in names)) & set(index.table_rows[pos]) if names else set()
    if len(own) != 1:
        return None
    ratios, firsts = row_ratios(index, top, base, sign)
    if next(iter(own)) not in ratios or len(ratios) < 2:
        return None
    detail = {"table_id": index.tables[pos].id, "word": m.group("sup"), "of": index.columns[top].header, "per": index.columns[base].header,
              "first": [index.rows[r].row for r in firsts]}
    per = [i for i, v in enumerate(values) if m.group("per") and v.start == m.start("per")]  # the rate's base ("per 10,000"): no value
    return Check("superlative", firsts == [next(iter(own))], detail), names + per


def _densest(claim: str, d: re.Match, values: Sequence[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """"Stockholm is the most densely populated county, with about 365 people per square kilometre": first by
    population / area (square kilometres) where no column holds a density; a density the claim writes (per square
    kilometre) must be the row's, at its written precision. None when the tables hold a density column, or the claim
    writes a density in another unit."""
    sign = (1 if d.group("degree").lower() == "most" else -1) if d.group("degree") else SUPERLATIVES[d.group("sup").lower()]
    years = " ".join(re.findall(r"\b(?:1[89]|20)\d\d\b", claim))  # "in 2021": that year's population where a table has several
    if named_column(index, "density") is not None or (top := named_column(index, f"population {years}")) is None or (base := named_column(index, "area")) is None:
        return None
    pos = index.columns[top].table_pos
    if index.columns[base].table_pos != pos or not re.search(r"km|kilomet", index.columns[base].header + " " + index.tables[pos].title, re.I):
        return None
    names = [i for i, v in enumerate(values) if v.kind == "name"]
    numbers = [i for i, v in enumerate(values) if v.kind == "number" and not v.locator and v.mention is not None and not v.mention.percent]
    own = set.intersection(*(rows_holding(index, values[i]) for i in names)) & set(index.table_rows[pos]) if names else set()
    if len(own) != 1 or len(numbers) > 2:
        return None
    row = next(iter(own))
    ratios, firsts = row_ratios(index, top, base, sign)
    if row not in ratios or len(ratios) < 2:
        return None
    densities = [i for i in numbers if _PER_AREA.match(claim, values[i].end)]
    if any(i not in densities and not re.search(r"\b(?:of|among)\s+the\s+$", claim[:values[i].start]) for i in numbers):
        return None  # a number that is no density per square kilometre (nor a count of the rows: "of the 21 counties")
    written = all(agrees(ratios[row], values[i]) for i in densities) and all(  # "of the 21 counties": the table's rows
        values[i].mention.number.value == len(index.table_rows[pos]) for i in numbers if i not in densities)
    detail = {"table_id": index.tables[pos].id, "word": d.group(0), "of": index.columns[top].header, "per": index.columns[base].header,
              "first": [index.rows[r].row for r in firsts], "density": str(ratios[row].quantize(Decimal("0.01")))}
    return Check("superlative", firsts == [row] and written, detail), list(range(len(values)))
