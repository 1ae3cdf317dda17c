"""Comparisons: two entities on one column ("A had more X than B"), one entity on two columns, stated gaps."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from decimal import Decimal

from .checks import (
    Check,
    column_score,
    combine,
    entity_rows,
    gap_ok,
    measure_columns,
    sole_measure,
    value_at,
    window_near,
)
from .dategaps import sole_date
from .earlier import earlier
from .index import TableIndex
from .joincounts import count_comparison
from .lexicon import AGE_COMPARATIVES, AGE_DATED, COMPARATIVES, MULTIPLIERS, TEMPORAL_WORDS, POLAR_COMPARATIVES, POSITION_STEMS, STOPWORDS, stem
from .values import Value, number_columns, rows_holding
from .windows import year_like
from .words import word_value


_PLACED = frozenset({"ahead", "behind", "above", "below", "higher", "lower"})  # of a finishing position: ahead = a lower number


_COMPASS = frozenset({"north", "south", "east", "west"})
_VERSUS = re.compile(r"\s*(?:,\s*)?(?:versus|vs\.?|to|against|compared\s+with)\s*", re.I)
_OVERALL = re.compile(r"\b(?:across|in total|overall|altogether|combined|in all|all told)\b", re.I)
_HEDGE = r"(?:(?:about|around|roughly|nearly|almost|some|just|over|under|approximately)\s+)?"  # "by about 3.07 billion"


def _stated_gap(claim: str, toks, k: int, values: Sequence[Value], explicit: bool = False) -> tuple[int | None, bool]:
    """The number stating the size of a comparison: "13.4 points higher", "higher by 13.4", "2.5 times more".

    ``explicit``: before a verb or preposition ("exceeded", "below") a number is a gap only with
    "points" or "times" ("8.9 points below"); "73.6 years exceeded" is the subject's value."""
    s, e = toks[k][0], toks[k][1]
    unit = r"(?:percentage\s+points?|points?|pp|pts|times|x)"
    unit = unit if explicit else r"(?:" + unit + r"?|(?!(?:and|or|but|in|of|the|a|an|is|was|are|were|be|been|has|had|have|did|does|got|it|its)\b)[a-z]+)"  # "109 pounds more"
    for i, v in enumerate(values):
        between = re.sub(r"^\s*per\s+(?:[\d,]+|million|thousand)(?:\s+(?:residents|people|inhabitants|population))?", "", claim[v.end:s])  # "11.0 per 100,000 higher"
        worded = v.kind == "number" and v.mention is not None and v.mention.number.text.isalpha()  # "two ahead of"
        if v.kind == "number" and v.end <= s and (re.fullmatch(r"\s*" + unit + r"\s*", between) or (explicit and (v.points or worded) and not between.strip())):
            return i, "times" in between or between.strip() == "x"
    by = re.match(r"\s+by\s+" + _HEDGE, claim[e:e + 24]) or re.match(r"[^,;:]*?\s+by\s+" + _HEDGE, claim[e:])  # "outscored Rosenberg by three goals"
    if by:
        i = value_at(values, e + by.end())
        if i is not None and values[i].kind == "number":
            return i, False
    return None, False


_TIMED = {"after": 1, "before": -1}  # "was born after Jane Peacock", "joined before": a date column the verb names
DATED_VERBS = frozenset("""born joined hired founded established released opened created launched posted published issued
    placed shipped signed started began died arrived departed debut debuted comes came come falls fell fall lands landed occurs occurred
    became admitted entered adopted ratified""".split())


def comparison(claim, toks, k, values, index, used) -> Check | None:
    s, e, w = toks[k]
    sign = COMPARATIVES.get(w) or POLAR_COMPARATIVES.get(w) or _TIMED.get(w)
    rest = [t for t in toks[k + 1:k + 8]]
    if w in _COMPASS and (claim[s:s + 1].isupper() or not re.match(r"\s+(?:of|than)\b", claim[e:])):
        return None  # "North Carolina", "the north": a place, not a comparison
    if w in ("above", "below", "ahead", "behind", "over") or w in _TIMED or w in _COMPASS and claim[e:].lstrip().startswith("of") \
            or w not in ("more", "less", "fewer") and w[-2:] != "er" and w not in _COMPASS:
        start_right = e
    else:
        than = next((t for t in rest if t[2] in ("than", "compared")), None)
        if than is None:
            return _versus(claim, e, w, values)
        start_right = than[1]
    nxt = next((v for v in values if v.start >= start_right), None)
    if (back := earlier(claim[start_right:], start_right, [v for v in values if v.end <= start_right], index)) is not None:
        nxt = back  # "larger in January 2009 than a year earlier": the row a year before
    two_columns = _column_comparison(claim, toks, k, values, index, start_right, used)
    if two_columns is not None or nxt is None:
        return two_columns
    if (nxt.kind in ("month", "date") or (nxt.kind == "number" and nxt.locator)) and re.fullmatch(r"\s*(?:(?:in|during|for|on|at)\s+)?(?:the\s+)?(?:[A-Za-z]+\s+)?", claim[start_right:nxt.start]):
        return _locator_comparison(claim, toks, k, values, index, nxt, used)
    if nxt.kind != "name":
        return None  # "more than 5,000" is a bound on a number, checked with the number
    names = [v for v in values if v.kind == "name"]
    left = [v for v in names if v.end <= s] or [v for v in names if e <= v.start and v.end <= start_right - 4][-1:]  # "56 more Gentoos than"
    right = [v for v in names if v.start >= start_right and not re.search(r"[;:]", claim[start_right:v.start])]
    if not left or not right:
        return None
    a_name = left[-1]
    b_names = [v for v in right if not re.search(r"[,;]\s", claim[right[0].end:v.start]) or v is right[0]]
    gap_i, times = _stated_gap(claim, toks, k, values, explicit=start_right == e and w not in ("ahead", "behind"))  # "13.4 points higher",
    # "4,605 votes ahead of", not "73.6 exceeded"
    window = window_near(claim, values, s) + [(stem(w), 1.0)] * any(stem(w) in c.stems for c in index.columns)  # "richer",
    # "more punctual" name the column themselves (a synonym), never by a header's prefix ("higher" is no ``high_school``)
    verb = re.search(r"([A-Za-z]+)\s+(?:[\d.,#]+\s+)?$", claim[:s])  # "cancelled (2786) more flights": the verb names it
    if verb and verb.group(1).lower() not in STOPWORDS:
        window.append((stem(verb.group(1).lower()), 2.0))
    polar = w in POLAR_COMPARATIVES
    context = {r for v in names if v is not a_name and v not in b_names for r in rows_holding(index, v)}  # a third name's rows
    within = {pos for pos in range(len(index.tables)) if context and not _OVERALL.search(claim) and all(
        len(own := entity_rows(index, v, pos)) > 1 and len([r for r in own if context & set(index.partners[r])]) == 1 for v in (a_name, *b_names[:1]))}
    results: list[bool | None] = []
    detail: dict = {"word": w, "left": a_name.text, "right": [b.text for b in b_names]}
    cited = (_cited(claim, values, a_name, s, gap_i, own_clause=True), _cited(claim, values, b_names[0], len(claim), None)) if not polar else (None,)
    after = [i for i, v in enumerate(values) if v.start > b_names[0].end and v.kind == "number" and i != gap_i]
    gap = claim[b_names[0].end:values[after[0]].start] if len(after) == 2 else ""
    close = re.fullmatch(r"[\s(,]*(?:[A-Za-z]+,?[\s(]+){0,4}", gap) and not any(
        x in COMPARATIVES or x in ("but", "while", "whereas", "yet", "and") for x in re.findall(r"[a-z]+", gap.lower()))
    if not polar and (a_name.start > s or None in cited and close) and len(after) == 2 and _VERSUS.fullmatch(claim, values[after[0]].end, values[after[1]].start):
        cited = tuple(after)  # "More Chinstraps than Adelies were sampled on Dream, 68 versus 56", "Copper is more
        # electronegative than titanium (1.9 vs 1.54)": in the names' order
    if None not in cited and all(values[i].locator and year_like(values[i].mention.number) for i in cited):
        cited = (None,)  # "March 2026 has more weekend days than February 2026": two years that locate, no values given
    if None not in cited:  # "A's rate (81.3%) was higher than B's (67.9%)": the values as written (their rows are checked too)
        a, b = (values[i].mention.number.value for i in cited)
        ok = (a - b) * sign > 0 and (gap_i is None or gap_ok(a, b, values[gap_i], times))
        detail["compared"] = [f"cited: {values[cited[0]].text} vs {values[cited[1]].text}"]
        if gap_i is not None:
            used.add(gap_i)
        return Check("comparison", ok, detail)
    unnamed = not any(column_score(index, p, window) for p in range(len(index.tables)))  # "runs 10 more Vans than Coupes": a
    for pos in range(len(index.tables)):  # table's one measure (``cars``) when the words name no column anywhere
        for gid in measure_columns(index, pos, window) or (sole_measure(index, pos) if unnamed else []) or (
                sole_date(index, pos, claim) if unnamed and w in _WHEN else []):  # "Ascension Day falls later than Good Friday"
            col = index.columns[gid]
            direction = sign
            if (polar and col.lower_is_better) or (w in _PLACED and col.stems & POSITION_STEMS) \
                    or (w in AGE_COMPARATIVES and (col.dimension == "date" or col.stems & AGE_DATED) and not col.stems & {"age"}):
                direction = -sign  # "finished ahead of": a lower Pos; "older than": born earlier
            if col.dimension == "date" and w not in TEMPORAL_WORDS:
                continue  # "higher than": a measure, never a date
            for b_name in b_names:
                ra, rb = entity_rows(index, a_name, pos), entity_rows(index, b_name, pos)
                if pos in within:  # "In Sainte-Geneviève, Coderre beat Joly": their rows joined to the district's
                    ra, rb = ([r for r in x if context & set(index.partners[r])] for x in (ra, rb))
                elif within:
                    continue  # another table's rows of them (the wards each won) when a table has their rows there
                if len(ra) == len(rb) > 1 and not set(ra) & set(rb) and _OVERALL.search(claim) and not col.percent and _panel(index, pos, a_name.cell, len(ra)):
                    a, b = sum(index.value(r, gid) or 0 for r in ra), sum(index.value(r, gid) or 0 for r in rb)  # "Across the ten
                    ra, rb = ra[:1], rb[:1]  # districts, Coderre finished 4,605 votes ahead of Bergeron": each one's total
                elif len(ra) != 1 or len(rb) != 1 or ra == rb:  # one row for both: a row they join (their country), not theirs
                    continue
                else:
                    a, b = index.value(ra[0], gid), index.value(rb[0], gid)
                if a is None or b is None:
                    continue
                ok = (a - b) * direction > 0
                if ok and gap_i is not None:
                    ok = gap_ok(a, b, values[gap_i], times, col.percent)
                detail.setdefault("compared", []).append(f"{col.header}: {a} vs {b} ({index.tables[pos].id})")
                results.append(ok)
    if not results and not within and len(b_names) == 1 and gap_i is None:  # "The Dallas Wings were founded later than the Dallas Mavericks": each
        results += _across_tables(index, a_name, b_names[0], window, sign, w, detail)  # in its own table, one header in both
    if not results and len(b_names) == 1 and w in ("more", "fewer", "less"):  # "wrote more books than": rows of the table the noun names
        nouns = [t[2] for t in rest if t[2] not in STOPWORDS and t[2] != "than"]
        joined = count_comparison(index, a_name, b_names[0], nouns, sign, w, values[gap_i] if gap_i is not None else None, times)
        if joined is not None:
            if gap_i is not None:
                used.add(gap_i)
            return joined
    verdict = combine(results)
    if verdict is not None and gap_i is not None:
        used.add(gap_i)
    return Check("comparison", verdict, detail)


_WHEN = frozenset({"later", "earlier", "before", "after", "sooner"})


def _across_tables(index: TableIndex, a: Value, b: Value, window, sign: int, w: str, detail: dict) -> list[bool]:
    """Two entities each with one row in a different table of the same headers (the NBA's and the WNBA's teams),
    compared on the column the words name (``year_founded``)."""
    out = []
    held_a, held_b = rows_holding(index, a), rows_holding(index, b)
    for pa in range(len(index.tables)):
        for pb in range(len(index.tables)):
            ra, rb = ([r for r in held if index.rows[r].table_pos == p] for held, p in ((held_a, pa), (held_b, pb)))
            if pa == pb or len(ra) != 1 or len(rb) != 1 or index.tables[pa].header != index.tables[pb].header:
                continue
            theirs = {c.header: c for c in index.table_columns(pb)}
            for gid in measure_columns(index, pa, window):
                col = index.columns[gid]
                if col.header not in theirs or (col.dimension == "date" and w not in TEMPORAL_WORDS):
                    continue
                x, y = index.value(ra[0], gid), index.value(rb[0], theirs[col.header].gid)
                if x is None or y is None:
                    continue
                direction = -sign if w in AGE_COMPARATIVES and (col.dimension == "date" or col.stems & AGE_DATED) and not col.stems & {"age"} else sign
                out.append((x - y) * direction > 0)
                detail.setdefault("compared", []).append(f"{col.header}: {x} vs {y} ({index.tables[pa].id}, {index.tables[pb].id})")
    return out


def _versus(claim: str, end: int, w: str, values: Sequence[Value]) -> Check | None:
    """"Iodine is heavier than bromine but has a lower crustal abundance, 0.45 versus 2.4": a comparative without
    "than", followed in its clause by two numbers set against each other, after two names in the claim: the numbers
    are the names' values in their order, so the word must order them (their rows are checked by the support step)."""
    names = [v for v in values if v.kind == "name" and v.end <= end]
    after = [i for i, v in enumerate(values) if v.start >= end]
    if w not in COMPARATIVES or w in _COMPASS or len({v.cell for v in names}) != 2 or len(after) != 2 \
            or any(values[i].kind != "number" or values[i].locator for i in after) or re.search(r"[;:]|\bthan\b", claim[end:values[after[0]].start]):
        return None
    a, b = (values[i] for i in after)
    if not _VERSUS.fullmatch(claim, a.end, b.start) or not re.fullmatch(r"[^;:.]*?,\s*", claim[end:a.start]):
        return None
    ok = (a.mention.number.value - b.mention.number.value) * COMPARATIVES[w] > 0
    return Check("comparison", ok, {"word": w, "left": names[0].text, "right": [names[1].text], "compared": [f"cited: {a.text} vs {b.text}"]})


def _column_comparison(claim, toks, k, values, index, start_right: int, used: set[int]) -> Check | None:
    """One entity, two columns: "Envoy Air's arrival delay exceeded its departure delay"."""
    s, _, w = toks[k]
    names = [v for v in values if v.kind == "name"]
    if len({v.cell for v in names}) != 1 or w in POLAR_COMPARATIVES or re.search(r"\b(?:except|other than|apart from)\b", claim):
        return None  # one entity, named anywhere in the claim (not "for every carrier except X")
    subject = names[0]
    inside = [(v.start, v.end) for v in values]
    gap_i, times = _stated_gap(claim, toks, k, values, explicit=start_right == toks[k][1])  # "30 points above its reading score"
    stop = next((v.start for v in values if v.start >= start_right), len(claim))
    start = max([v.end for i, v in enumerate(values) if v.end <= s and i != gap_i and v.kind != "name"], default=0)
    left = [(stem(t), 1.0) for ts, _, t in toks if start <= ts < s and t[0].isalpha() and t not in STOPWORDS and not any(a <= ts < b for a, b in inside)]
    right = [(stem(t), 1.0) for ts, _, t in toks if start_right <= ts < stop and t[0].isalpha() and t not in STOPWORDS]
    if gap_i is not None:  # "points" after the gap names no column
        left = [(st, wt) for st, wt in left if st not in ("point", "pp", "pts", "time")]
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
        results.append((a - b) * COMPARATIVES[w] > 0 and (gap_i is None or gap_ok(a, b, values[gap_i], times)))
    if results and gap_i is not None and combine(results) is not None:
        used.add(gap_i)
    return Check("comparison", combine(results), detail) if results else None


def _cited(claim: str, values, name: Value, limit: int, skip: int | None, own_clause: bool = False) -> int | None:
    """The number a claim gives for ``name``: the first one after it, before ``limit`` and the next name or clause;
    with ``own_clause``, the first in the clause that ends at ``limit`` when there is one ("the United States at
    42952, yet its life expectancy of 78.2 was lower than Chile's": 78.2 is compared, not 42952)."""
    if own_clause:
        cut = max((m.end() for m in re.finditer(r",\s", claim[:limit]) if m.end() > name.end), default=name.end)
        own = [i for i, v in enumerate(values) if cut <= v.start < limit and v.kind == "number" and i != skip]
        if own and cut > name.end and not any(v.kind == "name" and name.end <= v.start < own[0] for v in values):
            return own[0]
    for i, v in enumerate(values):
        if v.start < name.end or v.start >= limit:
            continue
        if v.kind == "name" or re.search(r"[;]|,\s", claim[name.end:v.start]) and v.kind != "number":
            return None
        if v.kind == "number" and i != skip and not re.fullmatch(r"[-‐–]?", claim[name.end:v.start]):
            return i  # never the number of the name itself ("chlorine-35")
    return None


def _located(index: TableIndex, loc: Value, entity: Value | None) -> list[int]:
    """Rows a locator names ("month 7", "2007", "July"), of the entity when there is one."""
    rows = [r for r in rows_holding(index, loc)
            if loc.kind in ("month", "date") or all(g == -1 or index.columns[g].id_like for g in number_columns(index, r, loc))]
    if entity is not None:
        rows = [r for r in rows if r in entity_rows(index, entity, index.rows[r].table_pos)]
    return rows


def _locator_comparison(claim, toks, k, values, index, right: Value, used: set[int]) -> Check | None:
    """One entity at two locators: "EWR's temperature was higher in month 7 than in month 1", "... in 2007 than in 1952",
    "the high was lower on December 9 than on December 8" (two dates of a date column)."""
    s, _, w = toks[k]
    left = [v for v in values if v.start < right.start and v is not right and (v.kind in ("month", "date") or (v.kind == "number" and v.locator))]
    names = {v.cell: v for v in values if v.kind == "name"}
    if not left or len(names) > 1 or w in POLAR_COMPARATIVES and w not in ("faster", "slower"):
        return None  # "a faster resting pulse than participant 14": a rate's higher value (a time's lower one)
    entity = next(iter(names.values()), None)
    ra, rb = _located(index, left[-1], entity), _located(index, right, entity)
    keys = {stem(m.group(1)) for v in (left[-1], right) if (m := re.search(r"([A-Za-z]+)\s+$", claim[:v.start]))}
    window = [(st, wt) for st, wt in window_near(claim, values, s) if st not in keys] + [(stem(w), 1.0)]  # "Freight on order
    # 10250 was higher than on order 10253": "order" names the rows, not the column compared
    results: list[bool | None] = []
    detail: dict = {"word": w, "left": left[-1].text, "right": right.text}
    headers = {index.columns[g].header for pos in range(len(index.tables)) for g in measure_columns(index, pos, window)}
    dated = {index.columns[g].header for g in range(len(index.columns)) if index.columns[g].dimension == "date"}
    if not headers - dated and w not in TEMPORAL_WORDS:  # no column named: the rows' table's one measure, if it has one
        headers = {index.columns[g].header for r in ra[:1] for g in sole_measure(index, index.rows[r].table_pos)}
    gap_i, times = _stated_gap(claim, toks, k, values, explicit=False)  # "Participant 14 weighed 109 pounds more than participant 20"
    gap_i = gap_i if gap_i is not None and values[gap_i] is not left[-1] and not values[gap_i].locator else None
    for header in sorted(headers - (set() if w in TEMPORAL_WORDS else dated)):
        a = [x for r in ra if (x := _value_under(index, r, header)) is not None]
        b = [x for r in rb if (x := _value_under(index, r, header)) is not None]
        if len(a) == 1 and len(b) == 1:
            if header in dated and _IN_THE_YEAR.search(claim) and a[0] >= 10000101 and b[0] >= 10000101:
                a, b = [a[0] % 10000], [b[0] % 10000]  # "earlier in the year in 2027 than in 2026": the day of the year
            detail.setdefault("compared", []).append(f"{header}: {a[0]} vs {b[0]}")
            sign = COMPARATIVES.get(w) or POLAR_COMPARATIVES[w] * (-1 if _column_under(index, ra[0], header).lower_is_better else 1)
            results.append((a[0] - b[0]) * sign > 0 and (gap_i is None or gap_ok(a[0], b[0], values[gap_i], times)))
    if results and gap_i is not None:
        used.add(gap_i)
    if results and left[-1].kind == "date" and right.kind == "date":  # two dates are two rows: never one row's support
        used.update(i for i, v in enumerate(values) if v is left[-1] or v is right)
    return Check("comparison", combine(results), detail) if results else None


_IN_THE_YEAR = re.compile(r"\b(?:earlier|later|sooner)\s+in\s+the\s+(?:year|calendar)\b", re.I)


def _panel(index: TableIndex, pos: int, cell: str, n: int) -> bool:
    """Whether a table is a panel of ``cell``'s column: every value of that column in exactly ``n`` rows (a candidate's
    votes in each of ten districts), so an entity's rows are all of its own, and their sum its total."""
    cells = index.tables[pos].cells
    cols = [j for j in range(len(index.tables[pos].header)) if any(r[j].strip() == cell for r in cells)]
    return len(cols) == 1 and set(Counter(r[cols[0]].strip() for r in cells).values()) == {n}


def _column_under(index: TableIndex, r: int, header: str):
    return next((c for c in index.table_columns(index.rows[r].table_pos) if c.header == header), None)


def _value_under(index: TableIndex, r: int, header: str):
    col = _column_under(index, r, header)
    return None if col is None else index.value(r, col.gid)


_TIMES_OPS = {"more than": ">", "over": ">", "just over": ">", "at least": ">=", "nearly": "~<", "almost": "~<", "just under": "~<",
              "less than": "<", "under": "<", "about": "~", "roughly": "~", "around": "~", "some": "~"}
_TIMES_BOUND = re.compile(r"\b(" + "|".join(sorted(_TIMES_OPS, key=len, reverse=True)).replace(" ", r"\s+") + r")\s+$", re.I)


def _times_hold(ratio: Decimal, factor: Decimal, bound: str | None) -> bool:
    """Whether a ratio is "double" (within 10%), "more than double", "nearly three times" (within 10%, not above)."""
    near = abs(ratio - factor) <= factor / 10
    return {">": ratio > factor, ">=": ratio >= factor, "<": ratio < factor, "~<": near and ratio <= factor}.get(bound, near)


def multiple(claim, toks, k, values, index, used) -> Check | None:
    """"A's X was twice that of B", "A had 2.5 times as many X as B", "A's area is about eight times Denmark's": the
    ratio of the two entities' values."""
    s, e, w = toks[k]
    factor, gap = MULTIPLIERS.get(w), None
    if w == "times":
        gap = next((i for i, v in enumerate(values) if v.kind == "number" and v.end <= s and not claim[v.end:s].strip()), None)
        said = re.search(r"\b([a-z]+)\s+$", claim[:s]) if gap is None else None  # "four times as much": a number word
        factor = word_value(said.group(1)) if said else None
        head = said.start(1) if factor is not None else s  # "more than three times": the bound before the word
        if gap is None and factor is None:
            return None
    elif factor is None:
        return None
    else:
        head = s
    if not re.match(r"\s+(?:that\s+of|those\s+of|as\s+(?:\w+\s+){1,3}?as|of|the\s+[a-z]+\s+of|its|their)\b|\s+(?:the\s+)?[A-Z]|\s+[a-z]+\s+[\d#]", claim[e:]) or re.match(r"\s+(?:more|higher|larger|greater|less|lower|fewer|smaller)\b", claim[e:]):
        return None  # "2.5 times higher than" is a comparison's stated gap
    names = [v for v in values if v.kind == "name"]
    a_names, b_names = [v for v in names if v.end <= s], [v for v in names if v.start >= e]
    said = _TIMES_BOUND.search(claim[:head])  # "more than double", "nearly three times"
    bound = _TIMES_OPS[re.sub(r"\s+", " ", said.group(1).lower())] if said and factor is not None else None
    keyed = [v for v in values if v.kind == "number" and v.locator and v.end <= s][-1:] + [
        v for v in values if v.kind == "number" and v.locator and v.start >= e][:1]  # "Participant 10 did more than five
    if not (a_names and b_names) and len(keyed) == 2 and keyed[0].start < s < keyed[1].start:  # times as many as participant 14"
        a_names, b_names = keyed[:1], keyed[1:]
    elif not a_names and not b_names and factor is not None:  # "In 2019 wind produced nearly four times as much as coal"
        return _column_multiple(claim, s, e, values, index, Decimal(str(factor)), bound)
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
    results: list[bool | None] = []
    detail: dict = {"word": w, "left": a_names[-1].text, "right": b_names[0].text}
    for pos in range(len(index.tables)):
        ra, rb = (entity_rows(index, v, pos) if v.kind == "name" else [r for r in _located(index, v, None) if index.rows[r].table_pos == pos]
                  for v in (a_names[-1], b_names[0]))
        if len(ra) != 1 or len(rb) != 1:
            continue
        for gid in measure_columns(index, pos, window):
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


def _own_multiple(claim: str, head: int, right: str, name: Value, values, index: TableIndex, factor: Decimal, bound: str | None) -> Check | None:
    """One entity's two columns: "Lithium's boiling point is more than three times its melting point": the column the
    words between the name and the multiplier name over the one named after "its", in the entity's one row."""
    start = max([v.end for v in values if v.end <= head], default=name.end)
    return _row_ratio(index, _words(claim[start:head]), _words(right), lambda pos: entity_rows(index, name, pos), factor, bound,
                      {"word": "times", "left": name.text, "compared": []}, same_unit=True)


def _column_multiple(claim: str, s: int, e: int, values, index: TableIndex, factor: Decimal, bound: str | None) -> Check | None:
    """Two columns of one row as a multiple: "In January 2015 manufacturing employed about twice as many people as
    construction", "In 2019 wind produced nearly four times as much as coal": the column the words before the
    multiplier name over the one named after "as", in the row the claim's date or year locates."""
    after = re.match(r"\s+(?:times\s+)?as\s+(?:much|many|high|large|big)\s+(?:\w+\s+){0,2}?as\s+((?:[A-Za-z-]+\s*){1,3})", claim[e:])
    locators = [v for v in values if v.kind in ("date", "month") or (v.kind == "number" and v.locator)]
    if after is None or len(locators) != 1:
        return None
    start = max([v.end for v in values if v.end <= s], default=0)
    return _row_ratio(index, _words(claim[start:s]), _words(after.group(1)),
                      lambda pos: [r for r in rows_holding(index, locators[0]) if index.rows[r].table_pos == pos], factor, bound,
                      {"word": "times", "compared": []})


def _words(text: str) -> list[tuple[str, float]]:
    return [(stem(w.lower()), 1.0) for w in re.findall(r"[A-Za-z]+", text) if w.lower() not in STOPWORDS]


def _row_ratio(index: TableIndex, left, right, rows_of, factor: Decimal, bound: str | None, detail: dict, same_unit: bool = False) -> Check | None:
    """The multiple of two columns of one row: in each table, the one column ``left`` names over the one ``right``
    names, in the one row ``rows_of(table)`` gives (``same_unit``: only columns of one unit size)."""
    results = []
    for pos in range(len(index.tables)):
        a, b, rows = measure_columns(index, pos, left), measure_columns(index, pos, right), rows_of(pos)
        if len(a) != 1 or len(b) != 1 or a == b or len(rows) != 1:
            continue
        x, y = index.value(rows[0], a[0]), index.value(rows[0], b[0])
        if x is None or not y or same_unit and index.columns[a[0]].unit_size != index.columns[b[0]].unit_size:
            continue
        detail["compared"].append(f"{index.columns[a[0]].header} / {index.columns[b[0]].header} = {x / y:.3g} ({index.tables[pos].id})")
        results.append(_times_hold(x / y, factor, bound))
    return Check("comparison", combine(results), detail) if results else None
