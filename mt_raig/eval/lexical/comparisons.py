"""Comparisons: two entities on one column ("A had more X than B"), one entity on two columns, stated gaps."""

from __future__ import annotations

import re
from typing import Sequence

from .checks import Check, combine, entity_rows, gap_ok, measure_columns, value_at, window_near
from .lexicon import COMPARATIVES, POLAR_COMPARATIVES, STOPWORDS, stem
from .values import Value


def _stated_gap(claim: str, toks, k: int, values: Sequence[Value]) -> tuple[int | None, bool]:
    """The number stating the size of a comparison: "13.4 points higher", "higher by 13.4", "2.5 times more"."""
    s, e = toks[k][0], toks[k][1]
    for i, v in enumerate(values):
        between = claim[v.end:s]
        if v.kind == "number" and v.end <= s and re.fullmatch(r"\s*(?:percentage\s+points?|points?|pp|pts|times|x)?\s*", between):
            return i, "times" in between or between.strip() == "x"
    by = re.match(r"\s+by\s+", claim[e:e + 12])
    if by:
        i = value_at(values, e + by.end())
        if i is not None and values[i].kind == "number":
            return i, False
    return None, False


def comparison(claim, toks, k, values, index, used) -> Check | None:
    s, e, w = toks[k]
    sign = COMPARATIVES.get(w) or POLAR_COMPARATIVES.get(w)
    rest = [t for t in toks[k + 1:k + 8]]
    if w in ("above", "below", "ahead", "behind", "over") or w not in ("more", "less", "fewer") and w[-2:] != "er":
        start_right = e
    else:
        than = next((t for t in rest if t[2] in ("than", "compared")), None)
        if than is None:
            return None
        start_right = than[1]
    nxt = next((v for v in values if v.start >= start_right), None)
    two_columns = _column_comparison(claim, toks, k, values, index, start_right)
    if two_columns is not None or nxt is None:
        return two_columns
    if nxt.kind != "name":
        return None  # "more than 5,000" is a bound on a number, checked with the number
    names = [v for v in values if v.kind == "name"]
    left = [v for v in names if v.end <= s]
    right = [v for v in names if v.start >= start_right and not re.search(r"[;:]", claim[start_right:v.start])]
    if not left or not right:
        return None
    a_name = left[-1]
    b_names = [v for v in right if not re.search(r"[,;]\s", claim[right[0].end:v.start]) or v is right[0]]
    gap_i, times = _stated_gap(claim, toks, k, values)
    window = window_near(claim, values, s)
    polar = w in POLAR_COMPARATIVES
    results: list[bool | None] = []
    detail: dict = {"word": w, "left": a_name.text, "right": [b.text for b in b_names]}
    cited = (_cited(claim, values, a_name, s, gap_i), _cited(claim, values, b_names[0], len(claim), None)) if not polar else (None,)
    if None not in cited:  # "A's rate (81.3%) was higher than B's (67.9%)": the values as written (their rows are checked too)
        a, b = (values[i].mention.number.value for i in cited)
        ok = (a - b) * sign > 0 and (gap_i is None or gap_ok(a, b, values[gap_i], times))
        detail["compared"] = [f"cited: {values[cited[0]].text} vs {values[cited[1]].text}"]
        if gap_i is not None:
            used.add(gap_i)
        return Check("comparison", ok, detail)
    for pos in range(len(index.tables)):
        for gid in measure_columns(index, pos, window):
            col = index.columns[gid]
            direction = sign
            if polar and col.lower_is_better:
                direction = -sign
            for b_name in b_names:
                ra, rb = entity_rows(index, a_name, pos), entity_rows(index, b_name, pos)
                if len(ra) != 1 or len(rb) != 1:
                    continue
                a, b = index.value(ra[0], gid), index.value(rb[0], gid)
                if a is None or b is None:
                    continue
                ok = (a - b) * direction > 0
                if ok and gap_i is not None:
                    ok = gap_ok(a, b, values[gap_i], times)
                detail.setdefault("compared", []).append(f"{col.header}: {a} vs {b} ({index.tables[pos].id})")
                results.append(ok)
    verdict = combine(results)
    if verdict is not None and gap_i is not None:
        used.add(gap_i)
    return Check("comparison", verdict, detail)


def _column_comparison(claim, toks, k, values, index, start_right: int) -> Check | None:
    """One entity, two columns: "Envoy Air's arrival delay exceeded its departure delay"."""
    s, e, w = toks[k]
    names = [v for v in values if v.kind == "name"]
    if len({v.cell for v in names}) != 1 or w in POLAR_COMPARATIVES:
        return None  # one entity, named anywhere in the claim
    subject = names[0]
    inside = [(v.start, v.end) for v in values]
    stop = next((v.start for v in values if v.start >= start_right), len(claim))
    start = max([v.end for v in values if v.end <= s], default=0)
    left = [(stem(t), 1.0) for ts, _, t in toks if start <= ts < s and t[0].isalpha() and t not in STOPWORDS and not any(a <= ts < b for a, b in inside)]
    right = [(stem(t), 1.0) for ts, _, t in toks if start_right <= ts < stop and t[0].isalpha() and t not in STOPWORDS]
    results: list[bool | None] = []
    detail: dict = {"word": w, "left": subject.text}
    for pos in range(len(index.tables)):
        a_cols, b_cols = measure_columns(index, pos, left), measure_columns(index, pos, right)
        rows = entity_rows(index, subject, pos)
        if len(a_cols) != 1 or len(b_cols) != 1 or a_cols == b_cols or len(rows) != 1:
            continue
        a, b = index.value(rows[0], a_cols[0]), index.value(rows[0], b_cols[0])
        if a is None or b is None or index.columns[a_cols[0]].unit_size != index.columns[b_cols[0]].unit_size:
            continue
        detail.setdefault("compared", []).append(f"{index.columns[a_cols[0]].header} {a} vs {index.columns[b_cols[0]].header} {b}")
        results.append((a - b) * COMPARATIVES[w] > 0)
    return Check("comparison", combine(results), detail) if results else None


def _cited(claim: str, values, name: Value, limit: int, skip: int | None) -> int | None:
    """The number a claim gives for ``name``: the first one after it, before ``limit`` and the next name or clause."""
    for i, v in enumerate(values):
        if v.start < name.end or v.start >= limit:
            continue
        if v.kind == "name" or re.search(r"[;]|,\s", claim[name.end:v.start]) and v.kind != "number":
            return None
        if v.kind == "number" and i != skip:
            return i
    return None
