"""Totals and means over a table's rows: "Account 3 placed orders totalling 5001", "The three pizza expenses add up
to 207.23", "Customer 46707 spent 552.71 in total across two transactions", "The average aCL IgG across the ten
examinations is 2.04".

A claim with a total word ("total", "totalling", "in total", "in all", "add up to", "combined", "altogether", "sum") or a
mean word ("average", "averaged", "mean") and exactly one other number (not a locator) is the sum or mean of a
measure column over the rows that meet its conditions (as :mod:`.counting` reads them: cells, keys, dates,
categorical cells), or over every row of the table its noun names when it has none ("across the ten
examinations": a written row count must be the table's, or the rows met), two rows at least (an "average" of one
row is a cell: "Virgin America's average arrival delay", checked as such), with no unit, comparative or
superlative (those are checked elsewhere). The column is the one whose header the claim writes out ("aCL IgG"), or the one the number's own
words name ("cancelled 380 flights": ``cancelled``), or whose header words the claim names best; when they name none, each measure column of the table not named after an entity is tried (at most
three), and for a total the sum of a unit price times a quantity column ("Order 7 came to 63.96"): the claim holds when one of them gives the number at its written precision (or 2% with "about"), and
fails when none does. A number written as a word before the table's noun ("two transactions") must count the rows met.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from decimal import Decimal

from .checks import Check
from .counting import rows_meeting
from .nouns import table_named
from .derive import priced
from .headers import year_key
from .index import TableIndex, header_words, hits
from .keys import entity_words
from .lexicon import COMPARATIVES, SUPERLATIVES, stem
from .qualifiers import qualified_rows
from .values import Value, agrees, best_columns, cell_agrees, hinted_columns, rows_holding

TOTAL_CUE = re.compile(r"\b(?:total|totals|totall?ing|totall?ed|in total|in all|all told|add(?:s|ed)? up to|combined|altogether|sum)\b", re.I)
_MEAN = re.compile(r"\b(?:average|averaged|averages|mean)\b", re.I)
_WORD = re.compile(r"[A-Za-z][A-Za-z]*")
_DECADE = re.compile(r"\b(?:in|during|over|across|throughout)\s+the\s+((?:1[5-9]|20)\d0)s\b", re.I)
_DECADE_GAP = re.compile(r",?\s+(?:about\s+|roughly\s+|some\s+|nearly\s+)?(?P<gap>\d+(?:\.\d+)?)\s+(?:percentage\s+)?points?\s+"
                         r"(?P<dir>more|less|higher|lower|above|below)\s+than\s+(?:in\s+)?the\s+(?P<decade>(?:1[5-9]|20)\d0)s\b", re.I)
_PER_PERIOD = re.compile(r"(?:\s+[a-z]+){0,2}?\s+(?:a|an|per|each)\s+(day|week|month|year|decade)\b", re.I)  # "898 people a year"
_PERIOD_YEARS = {"day": Decimal(1) / Decimal("365.25"), "week": Decimal(7) / Decimal("365.25"), "month": Decimal(1) / 12, "year": Decimal(1),
                 "decade": Decimal(10)}  # a yearly row's mean restated per another period


def aggregate_rows(claim: str, values: Sequence[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """The check of a total or mean over rows (by the rules above), with the values it used; None otherwise."""
    total, mean = TOTAL_CUE.search(claim), _MEAN.search(claim)
    if bool(total) == bool(mean):
        return None
    versus = _DECADE_GAP.search(claim) if mean else None  # "..., about 2.5 points more than in the 1960s": a second decade's mean
    gap_i = [i for i, v in enumerate(values) if versus and v.kind == "number" and v.start == versus.start("gap")]
    numbers = [i for i, v in enumerate(values) if v.kind == "number" and not v.locator and not v.text.isalpha() and i not in gap_i]
    words = [i for i, v in enumerate(values) if v.kind == "number" and v.text.isalpha()]
    if len(numbers) != 1 or (values[numbers[0]].mention.percent and not versus) or len(words) > 1:
        return None  # (a percentage averaged: only with its gap to another decade, "averaged 7.27% in the 1980s, 2.5 points more ...")
    if any(v.kind in ("duration", "month") for v in values) or values[numbers[0]].points:
        return None
    outside = "".join(" " if any(v.start <= i < v.end for v in values if v.kind == "name") or (versus and versus.start() <= i < versus.end()) else ch
                      for i, ch in enumerate(claim))
    if any(w.lower() in COMPARATIVES or w.lower() in SUPERLATIVES for w in _WORD.findall(outside)):
        return None  # "the largest average audience": a rank, checked elsewhere (not "East North Central": a name)
    target = values[numbers[0]]
    if target.bound == "<=" and re.search(r"\badd(?:s|ed)?\s+up\s+to\s+$", claim[:target.start], re.I):
        target = replace(target, bound=None)  # "add up to 207.23" is the total, no bound
    conditions = [i for i in range(len(values)) if i not in numbers and i not in words and i not in gap_i]
    if target.unit is not None and not conditions:
        return None  # "The four video tracks average about 511.6 million bytes each": a mean with a unit only over rows a value picks
    table, written = table_named(claim, index)
    if table is None:  # "The Dispossessed was lent 6 copies in total": the one table whose column the number's words name
        hinted = [p for p in range(len(index.tables)) if hinted_columns(index, target, p)]
        table = hinted[0] if len(hinted) == 1 else None
    window = [(stem(w.lower()), 1.0) for w in _WORD.findall(claim) if not TOTAL_CUE.fullmatch(w) and not _MEAN.fullmatch(w)]
    names = [i for i in conditions if values[i].kind == "name"]
    if len({values[i].cell for i in names}) >= 2 and not set.intersection(*(rows_holding(index, values[i]) for i in names)):
        found = _listed(index, values, names, window)  # "Virgin America and Delta cancelled 380 flights in total"
        if found is None or len(conditions) > len(names):
            return None
    else:
        found = rows_meeting(claim, values, index, conditions, table, False, every=True)
    if found is None:
        return None
    table, own, met, _ = found
    if not hinted_columns(index, target, table):  # "the eleven domestic models weighed 3,180 lbs on average": the rows'
        other = [p for p in range(len(index.tables)) if p != table and hinted_columns(index, target, p)]  # joined rows' weight
        if not other and target.unit is not None:  # "Meighen's five Ontario appointees averaged about 3,226 days": the one
            other = [p for p in range(len(index.tables)) if p != table and any(  # joined table with a column in that unit
                not c.id_like and c.dimension == target.unit[0] and c.unit_size for c in index.table_columns(p))]
        moved = [[q for q in index.partners[r] if index.rows[q].table_pos == other[0]] for r in met] if len(other) == 1 else []
        if moved and all(len(x) == 1 for x in moved):
            table, own, met = other[0], index.table_rows[other[0]], [x[0] for x in moved]
    elif not _fully_named(index, target, table, window) and len(other := [p for p in range(len(index.tables))
                                                                          if p != table and _fully_named(index, target, p, window)]) == 1:
        moved = [[q for q in index.partners[r] if index.rows[q].table_pos == other[0]] for r in met]  # "Detroit's hitters combined
        if moved and all(len(x) == 1 for x in moved):  # for 183 home runs": the joined rows' ``home_runs``, never the clubs' table's
            table, own, met = other[0], index.table_rows[other[0]], [x[0] for x in moved]  # ``career_home_runs``
    key = None
    if (decade := _DECADE.search(claim)) is not None:  # "Airliner accidents in the 1980s added up to 464": that decade's rows
        if (key := year_key(index.tables[table])) is None:
            return None
        start = int(decade.group(1))
        met = [r for r in met if re.fullmatch(r"\d{4}", y := index.tables[table].cells[own.index(r)][key].strip()) and start <= int(y) < start + 10]
        if not met:  # "in the 2000s" of a table from 2010: no such rows, nothing adds up to the number
            return Check("aggregate", False, {"table_id": index.tables[table].id, "rows": 0, "decade": decade.group(0)}), [*numbers, *words]
    if not names and (part := qualified_rows(claim, index, table)) is not None:
        met = [r for r in met if r in part]  # "The Asian countries in the table have about 242 million people combined"
    if len(met) < 2 or (written is not None and written not in (len(own), len(met))):
        return None
    if words and Decimal(len(met)) != values[words[0]].mention.number.value:
        return Check("count", False, {"rows": len(met), "count": values[words[0]].text}), [*numbers, *words, *conditions]
    refs = entity_words(index)
    measures = [c for c in index.table_columns(table) if not c.id_like and c.dimension != "date" and not (c.percent and total)
                and not any(stem(w) in refs for w in header_words(c.header))]
    written_out = [c for c in measures if re.search(r"(?<!\w)" + re.escape(c.header.lower()) + r"(?!\w)", claim.lower())]  # "aCL IgG"
    named = best_columns(index, table, window, lambda c: c in measures)
    hinted = [c for c in measures if c.gid in (hinted_columns(index, target, table) or ())]  # "cancelled 380 flights": cancelled
    verb = re.search(r"([A-Za-z]+)\s+$", claim[:target.start])
    said = [c for c in hinted if verb and hits(c, stem(verb.group(1).lower()))]
    hinted = said if len(said) == 1 else hinted
    cols = (hinted if len(hinted) == 1 else None) or written_out or hinted or ([index.columns[g] for g in sorted(named)] if named else measures)
    products = [(p, q) for p in measures for q in measures if priced(p, q)] if total else []  # an order's lines: price x quantity
    if (not cols or len(cols) > 3) and not products:
        return None
    cols = cols if len(cols) <= 3 else []
    own_pos = {r: k for k, r in enumerate(own)}
    per = _PER_PERIOD.match(claim, target.end) if mean and year_key(index.tables[table]) is not None else None
    scale = _PERIOD_YEARS[per.group(1).lower()] if per else Decimal(1)  # "about 898 people a month on average" of yearly rows
    per_col = _per_column(claim, target, measures, cols) if mean else None  # "325.5 passing yards per attempt": over the
    results = []  # attempts' total, never the games' mean
    for p, q in products:
        pairs = [(a, b) for r in met if (a := p.values[own_pos[r]]) is not None and (b := q.values[own_pos[r]]) is not None]
        if len(pairs) >= 2:
            results.append(sum(a * b for a, b in pairs))
    ok = any(agrees(x, target) for x in results)
    for c in cols:
        cells = [x for r in met if (x := c.values[own_pos[r]]) is not None]  # an empty cell is no value ("Age" unknown)
        if len(cells) < 2:
            continue
        if per_col is not None:
            bases = [per_col.values[own_pos[r]] for r in met]
            if None in bases or len(cells) != len(met) or not sum(bases):
                continue
            results.append(sum(cells) / sum(bases))
            ok = ok or agrees(results[-1], target)
            continue
        results.append(sum(cells) / (len(cells) if mean else 1) * scale)
        ok = ok or (target.unit is None and agrees(results[-1], target)) or bool((target.unit or target.unit_text and c.unit_text or c.scale > 1) and cell_agrees(target, c, results[-1]))
        # "about 20.5 cm" of mm; "about $34,700" of a mean of salary_k_usd
    if not results:
        return None
    if gap_i and decade is not None and len(cols) == 1:  # the gap to the other decade's mean, its sign the words'
        start2 = int(versus.group("decade"))
        other = [x for k, r in enumerate(own) if re.fullmatch(r"\d{4}", y := index.tables[table].cells[k][key].strip()) and start2 <= int(y) < start2 + 10
                 and (x := cols[0].values[k]) is not None]
        mine = [x for r in met if (x := cols[0].values[own_pos[r]]) is not None]
        if len(other) < 2:
            return None
        diff = (sum(mine) / len(mine) - sum(other) / len(other)) * (1 if versus.group("dir").lower() in ("more", "higher", "above") else -1)
        ok = ok and diff > 0 and agrees(diff, values[gap_i[0]])
        numbers = [*numbers, *gap_i]
    elif gap_i:
        return None
    detail = {"table_id": index.tables[table].id, "rows": len(met), "columns": [c.header for c in cols] + [f"{p.header} x {q.header}" for p, q in products],
              "mean" if mean else "total": target.text, "computed": [str(x) for x in results]}
    return Check("aggregate", ok, detail), [*numbers, *words, *conditions]


def _fully_named(index: TableIndex, target: Value, table: int, window) -> bool:
    """Whether a column of ``table`` that the number's words name has every header word in the claim ("home runs":
    ``home_runs``, never ``career_home_runs``)."""
    said = {w for w, _ in window}
    return any(all(stem(w.lower()) in said for w in header_words(index.columns[g].header)) for g in hinted_columns(index, target, table) or ())


_PER_WORD = re.compile(r"\s+(?:[a-z-]+\s+){0,3}?per\s+([a-z]+)\b", re.I)


def _per_column(claim: str, target: Value, measures, cols):
    """The one measure column other than the averaged ones that the word after "per" names ("yards per attempt":
    ``attempts``), or None ("per game": the rows themselves)."""
    if (m := _PER_WORD.match(claim, target.end)) is None:
        return None
    word = stem(m.group(1).lower())
    found = [c for c in measures if c not in cols and hits(c, word)]
    return found[0] if len(found) == 1 else None


def _listed(index: TableIndex, values: Sequence[Value], names: Sequence[int], window) -> tuple[int, list[int], list[int], list] | None:
    """The rows of several named entities together, in the one table (theirs or joined to theirs) whose measure
    column the words name: (table, its rows, the entities' rows, no categorical conditions); None otherwise."""
    reach = [rows_holding(index, values[i]) for i in names]
    reach = [rows | {p for r in rows for p in index.partners[r]} for rows in reach]
    tables = [p for p in range(len(index.tables)) if all(any(index.rows[r].table_pos == p for r in rows) for rows in reach)
              and best_columns(index, p, window, lambda c: not c.id_like and c.dimension != "date")]
    if len(tables) != 1:
        return None
    own = index.table_rows[tables[0]]
    met = sorted({r for rows in reach for r in rows if index.rows[r].table_pos == tables[0]})
    return tables[0], own, met, []
