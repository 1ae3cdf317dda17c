"""Two entities stated equal on one column: "Djurgården conceded 21 goals, as many as Malmö FF", "AIK scored as
many goals as Hammarby", "Djurgården and Malmö FF conceded the same number of goals", "level on points with".

The two entities are the name before the phrase and the first name after it ("as many as", "level with"), or
the two names before it joined by "and" ("A and B ... the same number of X"). The column is the one holding a
number the claim cites for the first entity in its clause ("21 goals"), else the measure column the words from
the first entity to the end of the phrase name ("conceded the same number of goals") (:func:`mt_raig.eval.lexical.checks.measure_columns`); each entity must be one row of the
column's table (or joined to one). The claim holds when the two cells are equal; with no column or no single
rows it is left to the other checks (None).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .checks import Check, combine, entity_rows, measure_columns, window_near
from .index import TableIndex, header_stems
from .lexicon import STOPWORDS, stem
from .values import Value, number_columns

_AS_AS = re.compile(r"\bas\s+(?:many|much)\s+(?:[a-z]+\s+){0,3}?as\b|\blevel\s+(?:on\s+[a-z]+\s+)?with\b", re.I)
_PHRASE = frozenset("as many much same number amount total tally level equal".split())
_SAME = re.compile(r"\b(?:the\s+)?same\s+(?:number|amount|total|tally)\s+of\s+[a-z]+\b|\bequal\s+(?:number|amount)\s+of\s+[a-z]+\b", re.I)


_SAME_AS = re.compile(r"\b(?:is|are|was|were)\s+(?:also\s+)?(?:the\s+)?same\s+as\b", re.I)


def _same_cell(claim: str, values: Sequence[Value], index: TableIndex, m: re.Match) -> Check | None:
    """"Hanoi's listed time zone is the same as Bangkok's": the two entities' cells of the column the words between
    the first entity and the phrase name (any column, text too), equal ignoring case; None when no column is named."""
    names = [v for v in values if v.kind == "name"]
    before, after = [v for v in names if v.end <= m.start()], [v for v in names if v.start >= m.end()]
    if not before or not after:
        return None
    a, b = before[-1], after[0]
    said = {stem(w) for w in re.findall(r"[A-Za-z]+", _masked(claim, values)[a.end:m.start()].lower()) if w not in STOPWORDS}
    results: list[bool | None] = []
    detail: dict = {"word": m.group(0), "left": a.text, "right": [b.text]}
    for pos, table in enumerate(index.tables):
        ra, rb = entity_rows(index, a, pos), entity_rows(index, b, pos)
        if len(ra) != 1 or len(rb) != 1 or ra == rb:
            continue
        for j, header in enumerate(table.header):
            if said & header_stems(header):
                x, y = (table.cells[index.rows[r[0]].row - 1][j].strip() for r in (ra, rb))
                detail.setdefault("compared", []).append(f"{header}: {x} vs {y} ({table.id})")
                results.append(x.casefold() == y.casefold())
    verdict = combine(results)
    return Check("equality", verdict, detail) if verdict is not None else None


_SAME_NOUN_AS = re.compile(r",?\s*the\s+same\s+(?:(?:year|day|date|month|season|age|height|size|number|score|price)\s+)?as\s+", re.I)


def _same_value(claim: str, values: Sequence[Value], index: TableIndex, m: re.Match) -> Check | None:
    """"Florida joined the Union in 1845, the same year as Texas", "founded in 1976, the same year as the Nets and the
    Spurs": every name listed after the phrase holds the number written before it, in a column where the subject (the
    last name before that number) holds it; None when there is no such number, subject or column."""
    names = [v for v in values if v.kind == "name"]
    cited = [v for v in values if v.kind == "number" and v.end <= m.start()]
    subject = [v for v in names if cited and v.end <= cited[-1].start]
    listed = [v for v in names if v.start >= m.end() and not re.search(r"[;:.]", claim[m.end():v.start])]
    ones = [v for v in listed if any(len(entity_rows(index, v, pos)) == 1 for pos in range(len(index.tables)))]
    listed = ones if ones and len(ones) < len(listed) and re.search(r",\s*the\s+same\s+as\s+$", m.group(0)) else listed  # "the same as
    # Toronto catcher Ernie Whitt": the player, his club's name a description
    if not cited or not subject or not listed:
        return None
    q = cited[-1]
    own = {g for pos in range(len(index.tables)) for r in entity_rows(index, subject[0], pos) for g in number_columns(index, r, q) if g >= 0}
    if not own:
        return None
    results: list[bool] = []  # every name listed must hold it
    detail: dict = {"word": m.group(0).strip(", "), "value": q.text, "right": [v.text for v in listed]}
    for v in listed:
        rows = [r for pos in range(len(index.tables)) for r in entity_rows(index, v, pos) if any(index.value(r, g) is not None for g in own)]
        if len(rows) != 1:
            return None
        results.append(any(g in own for g in number_columns(index, rows[0], q)))
    return Check("equality", all(results), detail)


def _masked(claim: str, values: Sequence[Value]) -> str:
    for v in values:
        claim = claim[:v.start] + " " * (v.end - v.start) + claim[v.end:]
    return claim


def equality(claim: str, values: Sequence[Value], index: TableIndex) -> Check | None:
    """The check of an equality claim (module docstring); None when the claim states none or it cannot be read."""
    if re.search(r"\b(?:not|never)\b|n[’']t\b", claim, re.I):
        return None
    names = [v for v in values if v.kind == "name"]
    m = _AS_AS.search(claim)
    if m is not None and re.search(r"\b(?:twice|half|thrice|double|triple|times|fold|thirds?|quarters?|fifths?|tenths?)\s+$", claim[:m.start()], re.I):
        return None  # "twice as many flights as", "a quarter as many entries as": a ratio (comparisons.multiple)
    if m is not None:
        before = [v for v in names if v.end <= m.start()]
        after = [v for v in names if v.start >= m.end()]
        if not before or not after:
            return None
        a, b = before[-1], after[0]
    elif (m := _SAME.search(claim)) is not None:
        before = [v for v in names if v.end <= m.start()]
        if len(before) < 2 or not re.fullmatch(r"\s+and\s+", claim[before[-2].end:before[-1].start]):
            return None
        a, b = before[-2], before[-1]
    elif (m := _SAME_AS.search(claim)) is not None:
        return _same_cell(claim, values, index, m)
    elif (m := _SAME_NOUN_AS.search(claim)) is not None:
        return _same_value(claim, values, index, m)
    else:
        return None
    cited = [v for v in values if v.kind == "number" and a.end <= v.start < m.start() and not v.locator]
    said = [w for w in re.findall(r"[A-Za-z]+", _masked(claim, values)[a.end:m.end()].lower()) if w not in STOPWORDS and w not in _PHRASE]
    window = [(stem(w), 1.0) for w in said] or window_near(claim, values, m.end(), after_only=True)  # "conceded ... goals"
    detail: dict = {"word": m.group(0), "left": a.text, "right": [b.text]}
    results: list[bool | None] = []
    for pos in range(len(index.tables)):
        ra, rb = entity_rows(index, a, pos), entity_rows(index, b, pos)
        if len(ra) != 1 or len(rb) != 1:
            continue
        gids = sorted({g for g in number_columns(index, ra[0], cited[0]) if g >= 0}) if len(cited) == 1 else measure_columns(index, pos, window)
        for gid in gids:
            x, y = index.value(ra[0], gid), index.value(rb[0], gid)
            if x is None or y is None:
                continue
            detail.setdefault("compared", []).append(f"{index.columns[gid].header}: {x} vs {y} ({index.tables[pos].id})")
            results.append(x == y)
    verdict = combine(results)
    return Check("equality", verdict, detail) if verdict is not None else None
