"""Multiples: "Brazil is about 8.5 times the size of Colombia", "roughly twice as many", "more than tripled": the ratio
of two entities' values on the column the words name (or of one entity's two columns, or two located rows), held
against the factor written, with its bound ("more than", "nearly", "about")."""

from __future__ import annotations

import re
from decimal import Decimal

from .checks import Check, combine, entity_rows, gap_ok, measure_columns, window_near
from .comparisons import key_headers, keyed_number, keyed_window, located
from .index import TableIndex
from .lexicon import MULTIPLIERS, STOPWORDS, stem
from .values import Value, number_columns, rows_holding
from .windows import claim_years
from .words import word_value

_TIMES_OPS = {"more than": ">", "over": ">", "just over": ">", "at least": ">=", "nearly": "~<", "almost": "~<", "just under": "~<",
              "less than": "<", "fewer than": "<", "under": "<", "about": "~", "roughly": "~", "around": "~", "some": "~", "exactly": "="}
_TIMES_BOUND = re.compile(r"\b(" + "|".join(sorted(_TIMES_OPS, key=len, reverse=True)).replace(" ", r"\s+") + r")\s+$", re.I)


PARTS = {"third": 1 / 3, "quarter": 0.25, "fifth": 0.2, "tenth": 0.1}  # "less than a tenth of Georgia's": a multiple below one
_ARTICLE = re.compile(r"\b(?:a|one)\s+$", re.I)


def part_of(claim: str, start: int, word: str) -> bool:
    """Whether ``word`` at ``start`` is a fraction of another's value ("a tenth of", "one third of"), not an ordinal."""
    return word in PARTS and _ARTICLE.search(claim[:start]) is not None


def _times_hold(ratio: Decimal, factor: Decimal, bound: str | None) -> bool:
    """Whether a ratio is "double" (within 10%), "more than double", "nearly three times" (within 10%, not above),
    "exactly twice" (equal, to rounding)."""
    near = abs(ratio - factor) <= factor / 10
    exact = abs(ratio - factor) <= factor / 10**6
    return {">": ratio > factor, ">=": ratio >= factor, "<": ratio < factor, "~<": near and ratio <= factor, "=": exact}.get(bound, near)


_AND_A_HALF = re.compile(r"\b([a-z]+)\s+and\s+a\s+half\s+$", re.I)
_HALF_BEFORE = re.compile(r"\s+and\s+a\s+half\s+", re.I)


def multiple(claim, toks, k, values, index, used) -> Check | None:
    """"A's X was twice that of B", "A had 2.5 times as many X as B", "A's area is about eight times Denmark's": the
    ratio of the two entities' values. "Two and a half times": 2.5 (the "two" is the factor's, no value of its own)."""
    if toks[k][2] == "half" and re.match(r"\s+times\b", claim[toks[k][1]:]):
        return None  # "one and a half times": the factor is read at "times"
    s = toks[k][0]
    part = next((i for i, v in enumerate(values) if v.kind == "number" and v.mention is not None and toks[k][2] == "times"
                 and _HALF_BEFORE.fullmatch(claim, v.end, s)), None)  # a number read as a value ("two": blanked in ``claim``)
    half = _AND_A_HALF.search(claim[:s]) if toks[k][2] == "times" and part is None else None  # or left as a word ("one")
    whole = values[part].mention.number.value if part is not None else (1 if half.group(1).lower() == "one" else word_value(half.group(1).lower())) if half else None
    head = values[part].start if part is not None else half.start() if half else s
    found = _multiple(claim, toks, k, values, index, used, (float(whole) + 0.5, head) if whole is not None else None)
    if found is not None and part is not None:
        used.add(part)
    return found


def _multiple(claim, toks, k, values, index, used, halved: tuple[float, int] | None) -> Check | None:
    s, e, w = toks[k]
    factor, gap = MULTIPLIERS.get(w), None
    if halved is not None:
        factor, head = halved
    elif w == "times":
        gap = next((i for i, v in enumerate(values) if v.kind == "number" and v.end <= s and not claim[v.end:s].strip()), None)
        said = re.search(r"\b([a-z]+)\s+$", claim[:s]) if gap is None else None  # "four times as much": a number word
        factor = word_value(said.group(1)) if said else None
        head = said.start(1) if factor is not None else s  # "more than three times": the bound before the word
        if gap is None and factor is None:
            return None
    elif part_of(claim, s, w):
        factor, head = PARTS[w], _ARTICLE.search(claim[:s]).start()  # "less than a tenth of": the bound before "a"
    elif factor is None:
        return None
    else:
        head = s
    said = _TIMES_BOUND.search(claim[:head])  # "more than double", "nearly three times"
    bound = _TIMES_OPS[re.sub(r"\s+", " ", said.group(1).lower())] if said and factor is not None else None
    if factor is not None and _ANY_OTHER.match(claim, e) and (before := [v for v in values if v.kind == "name" and v.end <= s]):
        return _over_any_other(claim, s, before[-1], values, index, Decimal(str(factor)), bound)  # "3,407 votes, more than three
        # times his total in any other county"
    if not re.match(r"\s+(?:(?:that|those)\s+(?:of|among|for)|as\s+(?:[\w-]+\s+){1,4}?as|of|the\s+[a-z]+\s+of|its|their)\b|\s+(?:the\s+)?[A-Z]|\s+[a-z]+\s+[\d#]"
                    r"|\s+(?:his|her|its|their)\s+[a-z]+\s+(?:in|at|for|from)\s+[A-Z]", claim[e:]) \
            or re.match(r"\s+(?:more|higher|larger|greater|less|lower|fewer|smaller)\b", claim[e:]):  # "triple his tally in Dade": ok
        return None  # "2.5 times higher than" is a comparison's stated gap
    names = [v for v in values if v.kind == "name"]
    a_names, b_names = [v for v in names if v.end <= s], [v for v in names if v.start >= e]
    keyed = [v for v in values if v.kind == "number" and (v.locator or keyed_number(index, v)) and v.end <= s][-1:] + [
        v for v in values if v.kind == "number" and (v.locator or keyed_number(index, v)) and v.start >= e][:1]  # "Participant 10 did more than five
    if not (a_names and b_names) and len(keyed) == 2 and keyed[0].start < s < keyed[1].start:  # times as many as participant 14"
        a_names, b_names = keyed[:1], keyed[1:]
    if not b_names and (factor is not None or gap is not None) and len(a_names) <= 1:  # "In 2019 wind produced nearly four
        times = (Decimal(str(factor)), bound) if factor is not None else (values[gap].mention.number.value, values[gap].bound)  # times
        found = _column_multiple(claim, s, e, values, index, *times)  # as much as coal" (of a named row: "At age 95 ...")
        if found is not None and gap is not None:
            used.add(gap)
        if found is not None or not a_names and factor is not None:
            return found
    if a_names and not b_names and (own := re.match(r"\s+(?:its|their)\s+((?:[A-Za-z-]+\s*){1,3})", claim[e:])):
        strict = gap is not None and values[gap].bound in (">", ">=", "<", "~<")  # "more than three times its melting point"
        times = (values[gap].mention.number.value, values[gap].bound if strict else None) if gap is not None else (Decimal(str(factor)), bound)
        found = _own_multiple(claim, values[gap].start if gap is not None else head, own.group(1), a_names[-1], values, index, *times)
        if found is not None and gap is not None:
            used.add(gap)
        return found
    if not a_names or not b_names:
        return None
    window = window_near(claim, values, s)
    own = key_headers(index, (a_names[-1], b_names[0]))
    if own:  # "The rate among mothers averaging 44.5 was more than seventy times that among mothers averaging 22.5"
        window = keyed_window(claim, values, s, index, own)
    results: list[bool | None] = []
    detail: dict = {"word": w, "left": a_names[-1].text, "right": b_names[0].text}
    for pos in range(len(index.tables)):
        ra, rb = (entity_rows(index, v, pos) if v.kind == "name" else [r for r in located(index, v, None) if index.rows[r].table_pos == pos]
                  for v in (a_names[-1], b_names[0]))
        if len(ra) != 1 or len(rb) != 1:
            continue
        for gid in (g for g in measure_columns(index, pos, window, claim_years(values)) if index.columns[g].header not in own):  # "Toronto's 2021
            # population": ``population_2021``
            a, b = index.value(ra[0], gid), index.value(rb[0], gid)
            if a is None or b is None or b == 0:
                continue
            ratio = a / b
            strict = gap is not None and values[gap].bound in (">", ">=", "<", "~<")  # "more than three times": beyond it
            ok = _times_hold(ratio, values[gap].mention.number.value, values[gap].bound) if strict else \
                gap_ok(ratio, Decimal(0), values[gap], False) if gap is not None else _times_hold(ratio, Decimal(str(factor)), bound)
            detail.setdefault("compared", []).append(f"{index.columns[gid].header}: {a} / {b} = {ratio:.3g}")
            results.append(ok)
    verdict = combine(results)
    if verdict is not None and gap is not None:
        used.add(gap)
    return Check("comparison", verdict, detail) if results else None


_ANY_OTHER = re.compile(r"\s+(?:his|her|its|their)\s+(?:[a-z]+\s+){0,2}?(?:in|of|at|for|from)\s+any\s+other\b", re.I)


def _over_any_other(claim: str, s: int, name: Value, values, index: TableIndex, factor: Decimal, bound: str | None) -> Check | None:
    """The entity's cited number (the last before the multiple, in its row) against ``factor`` times the largest value of
    the same column in every other row of its table; None when the number is in no row of the entity's."""
    cited = [v for v in values if v.kind == "number" and v.end <= s and not v.locator]
    rows = rows_holding(index, name)
    for r in (r for r in rows_holding(index, cited[-1]) if r in rows) if cited else ():
        for gid in (g for g in number_columns(index, r, cited[-1]) if g >= 0):
            pos = index.rows[r].table_pos
            others = [x for q in index.table_rows[pos] if q != r and (x := index.value(q, gid)) is not None]
            if others and max(others) > 0:
                ratio = index.value(r, gid) / max(others)
                return Check("comparison", _times_hold(ratio, factor, bound), {"word": "times", "left": name.text, "right": "any other row",
                                                                              "compared": [f"{index.columns[gid].header}: {ratio:.3g} x the largest other"]})
    return None


def _own_multiple(claim: str, head: int, right: str, name: Value, values, index: TableIndex, factor: Decimal, bound: str | None) -> Check | None:
    """One entity's two columns: "Lithium's boiling point is more than three times its melting point": the column the
    words between the name and the multiplier name over the one named after "its", in the entity's one row."""
    start = max([v.end for v in values if v.end <= head], default=name.end)
    return _row_ratio(index, _words(claim[start:head]), _words(right), lambda pos: entity_rows(index, name, pos), factor, bound,
                      {"word": "times", "left": name.text, "compared": []}, same_unit=True)


def _column_multiple(claim: str, s: int, e: int, values, index: TableIndex, factor: Decimal, bound: str | None) -> Check | None:
    """Two columns of one row as a multiple: "In January 2015 manufacturing employed about twice as many people as
    construction", "In 2019 wind produced nearly four times as much as coal": the column the words before the
    multiplier (or between "as many" and "as": "as many women as men") name over the one named after "as", in the row
    the claim's date or year locates (with the one name before the multiplier: "At age 95 in 2000, ...")."""
    after = re.match(r"\s+(?:times\s+)?as\s+(?:much|many|high|large|big)\s+((?:\w+\s+){0,2}?)as\s+((?:[A-Za-z-]+\s*){1,3})", claim[e:])
    locators = [v for v in values if v.kind in ("date", "month") or (v.kind == "number" and v.locator)]
    names = [v for v in values if v.kind == "name" and v.end <= s]  # "Among those aged 100 and over in 2000, ... as many women
    if after is None or not locators or len(names) > 1 or any(v.start > s for v in locators):  # as men", "At age 95 in 2000":
        return None  # the row the name and the numbers locate together

    def rows_of(pos: int) -> list[int]:
        rows = set(index.table_rows[pos]).intersection(*(rows_holding(index, v) for v in locators))
        return sorted(rows & set(entity_rows(index, names[0], pos)) if names else rows)
    start = max([v.end for v in values if v.end <= s], default=0)
    return _row_ratio(index, _words(claim[start:s] + " " + after.group(1)), _words(after.group(2)), rows_of, factor, bound,
                      {"word": "times", "compared": []}, years=claim_years(values))


def _words(text: str) -> list[tuple[str, float]]:
    return [(stem(w.lower()), 1.0) for w in re.findall(r"[A-Za-z]+", text) if w.lower() not in STOPWORDS]


def _row_ratio(index: TableIndex, left, right, rows_of, factor: Decimal, bound: str | None, detail: dict, same_unit: bool = False,
               years: frozenset[int] = frozenset()) -> Check | None:
    """The multiple of two columns of one row: in each table, the one column ``left`` names over the one ``right``
    names (of the claim's ``years`` where columns are headed by years), in the one row ``rows_of(table)`` gives
    (``same_unit``: only columns of one unit size)."""
    results = []
    for pos in range(len(index.tables)):
        a, b, rows = measure_columns(index, pos, left, years), measure_columns(index, pos, right, years), rows_of(pos)
        if len(a) != 1 or len(b) != 1 or a == b or len(rows) != 1:
            continue
        x, y = index.value(rows[0], a[0]), index.value(rows[0], b[0])
        if x is None or not y or same_unit and index.columns[a[0]].unit_size != index.columns[b[0]].unit_size:
            continue
        detail["compared"].append(f"{index.columns[a[0]].header} / {index.columns[b[0]].header} = {x / y:.3g} ({index.tables[pos].id})")
        results.append(_times_hold(x / y, factor, bound))
    return Check("comparison", combine(results), detail) if results else None
