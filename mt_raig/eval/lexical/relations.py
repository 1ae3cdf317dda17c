"""What a claim says about its values beyond their presence: comparisons, superlatives, trends, differences, negation.

Each relation is checked against the rows of the tables the claim names:

- comparison ("A had more X than B", "A trailed B", "A is 13.4 points higher
  than B"): the X of A and of B (cited in the claim, or looked up in the rows
  of A and B, joined across tables on a shared key) must be in the stated
  direction, and a stated gap must be their difference (points), relative
  difference (%) or ratio ("2.5 times");
- superlative ("A had the highest X", "the most cancellations (2817)", "the
  second-largest"): A's X must rank as stated among the rows of A's table;
- trend ("rose from 72.0% to 74.2%, a gain of 2.2 points"): the direction of
  the two cited values and the stated change;
- gap ("a 13.4-point gap between 81.3% and 67.9%"): the stated difference of two cited values;
- negation ("did not", "never", "no X"): "no cancellations" is the value 0;
  otherwise the claim holds when what it negates is false.

The column is found from the header words of the claim (``best_columns``);
when none or several disagree, the relation is left unchecked (``ok=None``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal
from typing import Sequence

from mt_raig.numbers import Mention, Number, rounds_to

from .index import TableIndex
from .lexicon import (
    AGE_SUPERLATIVES, CHANGE_WORDS, RATE_WORDS, GENERIC_NOUNS, STOPWORDS, COMPARATIVES, DIFFERENCE_WORDS, FALLS, NEGATIONS, NOT_NEGATIONS, ORDINALS, POLAR_COMPARATIVES, POLAR_SUPERLATIVES,
    RISES, SUPERLATIVES, stem,
)
from .values import Value, best_columns, number_columns

_TOKEN = re.compile(r"[A-Za-z][A-Za-z'’]*|\d+(?:[.,]\d+)*%?|[,;:()]")
_NEGATION = re.compile(r"\b(?:" + "|".join(sorted(NEGATIONS)) + r")\b|n[’']t\b", re.I)
_ZERO = re.compile(r"\b(?:no|zero)\s+([a-z]+)", re.I)
_NOT_ZERO = frozenset("more less fewer later earlier longer sooner than other one doubt single data change".split())
_MISSING = re.compile(r"\s+(?:\w+\s+){0,2}?(?:figure|figures|data|value|values|record|records|entry|information|number)\b", re.I)
_SEGMENT = re.compile(r"[;:,]\s|\s[—–-]{1,2}\s|\b(?:and|but|while|whereas|yet|because|although|though|so)\b")
_VERSUS_ALL = re.compile(r"(?:\s+[\w'’-]+){0,4}?\s+than\s+(?:any|all|every|each)\b", re.I)
_AGE_STEMS = frozenset(stem(w) for w in ("age", "year", "built", "founded"))
_YEAR_STEMS = frozenset(stem(w) for w in ("year", "built", "founded"))
_BOUNDS_WITH_NOT = re.compile(r"\b(?:not|no)\s+(?:more|less|fewer)\s+than\b", re.I)


@dataclass
class Check:
    kind: str  # comparison | superlative | trend | gap
    ok: bool | None  # None: the relation could not be resolved to table values
    detail: dict


def negated(claim: str, values: Sequence[Value] = ()) -> bool:
    """Whether the claim negates what it checks: a "not", "never", "neither" in a clause with a number or a comparison.

    Bounds like "no more than" are no negation, nor are "not only", "not all".
    """
    text = _BOUNDS_WITH_NOT.sub(lambda m: " " * len(m.group(0)), claim)
    for phrase in NOT_NEGATIONS:
        text = re.sub(r"\b" + phrase + r"\b", lambda m: " " * len(m.group(0)), text, flags=re.I)
    cuts = [0] + [m.start() for m in _SEGMENT.finditer(text)] + [len(text)]
    for m in _NEGATION.finditer(text):
        a = max(c for c in cuts if c <= m.start())
        b = min(c for c in cuts if c > m.start())
        if any(m.start() < v.start < b and v.kind in ("number", "duration") and not v.locator for v in values):
            return True
        words = {w.lower() for w in re.findall(r"[A-Za-z]+", text[m.start():b])} - {"top"}
        if words & (set(COMPARATIVES) | set(POLAR_COMPARATIVES) | set(SUPERLATIVES) | set(POLAR_SUPERLATIVES)):
            return True
    return False


def zero_values(claim: str, index: TableIndex, taken: Sequence[Value]) -> list[Value]:
    """"no cancellations", "zero wins": the value 0 of the column the noun names."""
    out = []
    stems = {s for c in index.columns if not c.id_like for s in c.stems}
    for m in _ZERO.finditer(claim):
        word = m.group(1).lower()
        if word in _NOT_ZERO or stem(word) not in stems or any(v.start <= m.start() < v.end for v in taken):
            continue
        if _MISSING.match(claim, m.end()) or re.match(r"\s*(?:figure|data|value|record)", claim[m.end():], re.I):
            continue
        mention = Mention(Number("0", Decimal(0), 0), m.start(), m.end())
        out.append(Value(m.group(0), "number", m.start(), m.end(), mention=mention, window=[(stem(word), 1.0)]))
    return out


def _tokens(claim: str) -> list[tuple[int, int, str]]:
    return [(m.start(), m.end(), m.group(0).lower()) for m in _TOKEN.finditer(claim)]


def _entity_rows(index: TableIndex, name: Value, table_pos: int) -> list[int]:
    direct = index.name_rows.get(name.cell, set())
    rows = {r for r in direct if index.rows[r].table_pos == table_pos}
    rows |= {p for r in direct for p in index.partners[r] if index.rows[p].table_pos == table_pos}
    return sorted(rows)


def _window(claim: str, values: Sequence[Value], center: int, after_only: bool = False, reach: int = 8) -> list[tuple[str, float]]:
    """(stem, weight) of the words around position ``center``, outside values, nearer words weighing more."""
    inside = [(v.start, v.end) for v in values]
    words = [(s, w) for s, e, w in _tokens(claim) if w[0].isalpha() and not any(a <= s < b for a, b in inside)]
    after = [w for s, w in words if s > center][:reach]
    before = [] if after_only else [w for s, w in words if s < center][::-1][:reach]
    return [(stem(w), 1 / (1 + 0.3 * d)) for d, w in enumerate(after)] + [(stem(w), 0.5 / (1 + 0.3 * d)) for d, w in enumerate(before)]


def _measure(index: TableIndex, table_pos: int, window) -> list[int]:
    cols = best_columns(index, table_pos, window, lambda c: not c.id_like)
    return sorted(cols) if cols else []


def _agrees(x: Decimal, q: Value) -> bool:
    n = q.mention.number
    return rounds_to(x, n) or (q.bound is not None and abs(x - n.value) <= abs(n.value) * Decimal("0.05"))


def _gap_ok(a: Decimal, b: Decimal, gap: Value, times: bool) -> bool:
    if times:
        return any(y != 0 and _agrees(x / y, gap) for x, y in ((a, b), (b, a)))
    diff = abs(a - b)
    forms = [diff]
    if gap.mention.percent and not gap.points and b != 0:
        forms.append(diff / abs(b) * 100)
    return any(_agrees(f, gap) for f in forms)


def _combine(results: list[bool | None]) -> bool | None:
    known = [r for r in results if r is not None]
    if not known or len(set(known)) > 1:
        return None
    return known[0]


def analyse(claim: str, values: Sequence[Value], index: TableIndex) -> tuple[list[Check], set[int]]:
    """The relation checks of a claim and the indices of values they account for (a stated gap)."""
    checks: list[Check] = []
    used: set[int] = set()
    toks = _tokens(claim)
    for k, (s, e, w) in enumerate(toks):
        if w in COMPARATIVES and _VERSUS_ALL.match(claim, e):
            found = _superlative(claim, toks, k, values, index, versus_all=True)
        elif w in COMPARATIVES or w in POLAR_COMPARATIVES:
            found = _comparison(claim, toks, k, values, index, used)
        elif w in SUPERLATIVES or w in POLAR_SUPERLATIVES:
            found = _superlative(claim, toks, k, values, index)
        elif stem(w) in RISES or stem(w) in FALLS:
            found = _trend(claim, toks, k, values, used)
        elif stem(w) in DIFFERENCE_WORDS and w not in ("gain", "rise", "drop", "fall", "jump"):
            found = _gap(claim, toks, k, values, used)
        else:
            continue
        if found is not None:
            checks.append(found)
    return checks, used


def _value_at(values: Sequence[Value], start: int) -> int | None:
    return next((i for i, v in enumerate(values) if v.start == start), None)


def _stated_gap(claim: str, toks, k: int, values: Sequence[Value]) -> tuple[int | None, bool]:
    """The number stating the size of a comparison: "13.4 points higher", "higher by 13.4", "2.5 times more"."""
    s, e = toks[k][0], toks[k][1]
    for i, v in enumerate(values):
        between = claim[v.end:s]
        if v.kind == "number" and v.end <= s and re.fullmatch(r"\s*(?:percentage\s+points?|points?|pp|pts|times|x)?\s*", between):
            return i, "times" in between or between.strip() == "x"
    by = re.match(r"\s+by\s+", claim[e:e + 12])
    if by:
        i = _value_at(values, e + by.end())
        if i is not None and values[i].kind == "number":
            return i, False
    return None, False


def _comparison(claim, toks, k, values, index, used) -> Check | None:
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
    window = _window(claim, values, s)
    polar = w in POLAR_COMPARATIVES
    results: list[bool | None] = []
    detail: dict = {"word": w, "left": a_name.text, "right": [b.text for b in b_names]}
    cited = (_cited(claim, values, a_name, s, gap_i), _cited(claim, values, b_names[0], len(claim), None)) if not polar else (None,)
    if None not in cited:  # "A's rate (81.3%) was higher than B's (67.9%)": the values as written (their rows are checked too)
        a, b = (values[i].mention.number.value for i in cited)
        ok = (a - b) * sign > 0 and (gap_i is None or _gap_ok(a, b, values[gap_i], times))
        detail["compared"] = [f"cited: {values[cited[0]].text} vs {values[cited[1]].text}"]
        if gap_i is not None:
            used.add(gap_i)
        return Check("comparison", ok, detail)
    for pos in range(len(index.tables)):
        for gid in _measure(index, pos, window):
            col = index.columns[gid]
            direction = sign
            if polar and col.lower_is_better:
                direction = -sign
            for b_name in b_names:
                ra, rb = _entity_rows(index, a_name, pos), _entity_rows(index, b_name, pos)
                if len(ra) != 1 or len(rb) != 1:
                    continue
                a, b = index.value(ra[0], gid), index.value(rb[0], gid)
                if a is None or b is None:
                    continue
                ok = (a - b) * direction > 0
                if ok and gap_i is not None:
                    ok = _gap_ok(a, b, values[gap_i], times)
                detail.setdefault("compared", []).append(f"{col.header}: {a} vs {b} ({index.tables[pos].id})")
                results.append(ok)
    verdict = _combine(results)
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
        a_cols, b_cols = _measure(index, pos, left), _measure(index, pos, right)
        rows = _entity_rows(index, subject, pos)
        if len(a_cols) != 1 or len(b_cols) != 1 or a_cols == b_cols or len(rows) != 1:
            continue
        a, b = index.value(rows[0], a_cols[0]), index.value(rows[0], b_cols[0])
        if a is None or b is None or index.columns[a_cols[0]].unit_size != index.columns[b_cols[0]].unit_size:
            continue
        detail.setdefault("compared", []).append(f"{index.columns[a_cols[0]].header} {a} vs {index.columns[b_cols[0]].header} {b}")
        results.append((a - b) * COMPARATIVES[w] > 0)
    return Check("comparison", _combine(results), detail) if results else None


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


def _superlative(claim, toks, k, values, index, versus_all: bool = False) -> Check | None:
    """A rank claim: "A had the highest X", "the second most flights", "X, more than any other carrier"."""
    s, e, w = toks[k]
    prev, prev2 = (toks[k - 1][2] if k else ""), (toks[k - 2][2] if k > 1 else "")
    nxt = toks[k + 1][2] if k + 1 < len(toks) else ""
    ranked_most = prev == "the" or (prev in ORDINALS and prev2 == "the")
    if not versus_all and (prev in ("at", "next") or (w in ("most", "least", "top") and not ranked_most) or (w == "top" and nxt[:1].isdigit())):
        return None
    if prev == "the" and (prev2 == "among" or (prev2 == "of" and k > 2 and toks[k - 3][2] in ("one", "some", "two", "three"))):
        return None  # "among the lowest", "one of the highest": not a rank
    near = {stem(t[2]) for t in toks[max(0, k - 2):k + 4] if t[2][0].isalpha()}
    if near & CHANGE_WORDS:
        return None  # "the biggest gain", "grew fastest", "the highest cancellation rate": a derived quantity
    rank = ORDINALS.get(prev, 1)
    m = re.search(r"(\w+)-$", claim[max(0, s - 10):s])
    if m and m.group(1).lower() in ORDINALS:
        rank = ORDINALS[m.group(1).lower()]
    sign = SUPERLATIVES.get(w) or POLAR_SUPERLATIVES.get(w) or AGE_SUPERLATIVES.get(w) or COMPARATIVES.get(w)
    inside = [(v.start, v.end) for v in values]
    after = []
    for ts, te, t in toks[k + 1:k + 6]:
        if not t[0].isalpha() or any(a <= ts < b for a, b in inside) or t == "than":
            break
        if t not in STOPWORDS and t not in GENERIC_NOUNS:
            after.append(t)
    window = [(stem(t), 1 / (1 + 0.3 * d)) for d, t in enumerate(after)]
    subject_num = _number_after(claim, values, e)
    if not after and subject_num is None:
        subject_num = _number_before(claim, values, s)
    names = [v for v in values if v.kind == "name" and v.end <= s and not re.search(r"[;:]|\b(?:and|but|while|whereas)\b", claim[v.end:s])]
    subject_name = names[-1] if names else None
    if subject_name is None:  # "the largest delay belonged to US Airways"
        later = next((v for v in values if v.kind == "name" and v.start >= e), None)
        if later is not None and re.search(r"\b(?:belonged to|went to|was|were|is|by|for)\s+(?:the\s+)?$", claim[e:later.start]) \
                and not re.search(r"[,;:]", claim[e:later.start]):
            subject_name = later
    if subject_num is None and subject_name is None:
        return None
    scope = [v for v in values if v.kind == "name"] if re.search(r"\bamong\b|\bof the (?:two|three|four|five)\b", claim, re.I) else None
    results: list[bool | None] = []
    detail: dict = {"word": w, "rank": rank}
    for pos in range(len(index.tables)):
        gids = _measure(index, pos, window) if after else []
        if after and not gids:
            continue
        if w in AGE_SUPERLATIVES:
            gids = [g for g in gids if index.columns[g].stems & _AGE_STEMS]
        if {t for t, _ in window} & RATE_WORDS and all(index.columns[g].count for g in gids):
            gids = []  # "the highest cancellation rate": a rate derived from a count column
        if subject_num is not None:
            q = values[subject_num]
            found = {r: number_columns(index, r, q) for r in index.table_rows[pos]}
            rows = [r for r, cols in found.items() if any(g >= 0 and not index.columns[g].id_like and (not gids or g in gids) for g in cols)]
            if rows:
                gids = gids or sorted({g for r in rows for g in found[r] if g >= 0 and not index.columns[g].id_like})
            elif q.locator:  # "fastest in 2017": the year locates the row
                rows = [r for r, cols in found.items() if any(g >= 0 and index.columns[g].id_like for g in cols)]
            if subject_name is not None:
                rows = [r for r in rows if r in _entity_rows(index, subject_name, pos)]
        else:
            rows = _entity_rows(index, subject_name, pos)
        if len(rows) != 1 or not gids:
            continue
        pool = index.table_rows[pos]
        if scope is not None and len(scope) >= 3:
            pool = sorted({r for n in scope for r in _entity_rows(index, n, pos)})
        for gid in gids:
            col = index.columns[gid]
            direction = sign
            if (w in POLAR_SUPERLATIVES and col.lower_is_better) or (w in AGE_SUPERLATIVES and col.stems & _YEAR_STEMS):
                direction = -sign
            v = index.value(rows[0], gid)
            others = {x for r in pool if (x := index.value(r, gid)) is not None}
            if v is None or len(others) < 2:
                continue
            place = 1 + sum(1 for x in others if (x - v) * direction > 0)
            detail.setdefault("ranked", []).append(f"{col.header} = {v}: place {place} of {len(others)} ({index.tables[pos].id})")
            results.append(place == rank)
    if after and not detail.get("ranked") and not any(_measure(index, p, window) for p in range(len(index.tables))):
        return None  # the words after the superlative name no column ("the most punctual", "the oldest baker")
    return Check("superlative", _combine(results), detail)


def _number_after(claim: str, values, pos: int) -> int | None:
    """The number a superlative is about when it follows it: "the highest delay, 20.0 minutes" (no "and", ";" or name between)."""
    for i, v in enumerate(values):
        if v.start < pos:
            continue
        if v.kind == "name" or re.search(r"[;:]|\band\b|\bbut\b", claim[pos:v.start]):
            return None
        if v.kind in ("number", "duration"):
            return i
    return None


def _number_before(claim: str, values, pos: int) -> int | None:
    """The number right before a bare superlative: "2817 cancellations, the most of any airline"."""
    for i in range(len(values) - 1, -1, -1):
        v = values[i]
        if v.end <= pos:
            if v.kind in ("number", "duration") and re.fullmatch(r"\s*(?:[A-Za-z]+\s*){0,2}[,(]?\s*(?:the\s+)?", claim[v.end:pos]):
                return i
            return None
    return None


def _trend(claim, toks, k, values, used) -> Check | None:
    s, e, w = toks[k]
    sign = 1 if stem(w) in RISES else -1
    m = re.compile(r"\bfrom\s+").search(claim, e)
    if m is None or m.start() - e > 40:
        return None
    x = _value_at(values, m.end())
    to = re.compile(r"\s+to\s+").search(claim, values[x].end) if x is not None else None
    y = _value_at(values, to.end()) if to is not None else None
    if x is None or y is None or values[x].kind != "number" or values[y].kind != "number":
        return None
    a, b = values[x].mention.number.value, values[y].mention.number.value
    ok = (b - a) * sign > 0
    detail = {"word": w, "from": values[x].text, "to": values[y].text}
    gap = re.compile(r"\b(?:by|of|gain of|increase of|rise of|drop of|decline of|decrease of|fall of)\s+").search(claim, values[y].end)
    if gap is not None and gap.start() - values[y].end < 25:
        g = _value_at(values, gap.end())
        if g is not None and values[g].kind == "number":
            used.add(g)
            ok = ok and _gap_ok(b, a, values[g], False)
            detail["change"] = values[g].text
    return Check("trend", ok, detail)


def _gap(claim, toks, k, values, used) -> Check | None:
    s, e, w = toks[k]
    numbers = [i for i, v in enumerate(values) if v.kind == "number"]
    m = re.compile(r"\s+of\s+(?:about\s+|around\s+|roughly\s+|nearly\s+|almost\s+|some\s+|just\s+|only\s+)?").match(claim, e)
    g = _value_at(values, m.end()) if m else None
    if g is None:
        g = next((i for i in reversed(numbers) if values[i].end <= s and s - values[i].end <= 12), None)
    others = [i for i in numbers if i != g]
    if g is None or len(others) != 2:
        return None
    used.add(g)
    a, b = (values[i].mention.number.value for i in others)
    return Check("gap", _gap_ok(a, b, values[g], False), {"word": w, "between": [values[i].text for i in others], "gap": values[g].text})
