"""Comparisons: two entities on one column ("A had more X than B"), one entity on two columns, stated gaps."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence

from .checks import (
    Check,
    column_score,
    combine,
    entity_rows,
    fully_named,
    gap_ok,
    measure_columns,
    sole_measure,
    value_at,
    window_near,
)
from .dategaps import sole_date
from .durations import written_in_words
from .earlier import earlier
from .grouping import name_columns
from .headers import year_key, header_years
from .index import TableIndex, header_stems, header_words, hits
from .joincounts import count_comparison
from .keys import key_word
from .lexicon import AGE_COMPARATIVES, AGE_DATED, CHANGE_HEADER, COMPARATIVES, TEMPORAL_WORDS, POLAR_COMPARATIVES, POSITION_STEMS, STOPWORDS, stem
from .values import RATE_TAIL, Value, cell_agrees, number_columns, rows_holding, same_dimension
from .windows import claim_year, claim_years, year_like


_PLACED = frozenset({"ahead", "behind", "above", "below", "higher", "lower"})  # of a finishing position: ahead = a lower number


_COMPASS = frozenset({"north", "south", "east", "west"})
_VERSUS = re.compile(r"\s*(?:(?:a|an|per)\s+(?:year|month|week|day|game|season)\s*)?(?:,\s*)?(?:versus|vs\.?|to|against|compared\s+with)\s*", re.I)
# ("grew faster than Argentina's, 2.93% a year against 0.62%": a rate's time unit between)
_OVERALL = re.compile(r"\b(?:across|in total|overall|altogether|combined|in all|all told)\b", re.I)
_HEDGE = r"(?:(?:about|around|roughly|nearly|almost|some|just|over|under|approximately)\s+)?"  # "by about 3.07 billion"


_APPOSED_GAP = re.compile(r",\s+(?:a|the)\s+(?:difference|gap|margin)\s+of\s+(?:about\s+|around\s+|roughly\s+|nearly\s+|almost\s+|just\s+|only\s+)?")


def _stated_gap(claim: str, toks, k: int, values: Sequence[Value], explicit: bool = False) -> tuple[int | None, bool]:
    """The number stating the size of a comparison: "13.4 points higher", "higher by 13.4", "2.5 times more".

    ``explicit``: before a verb or preposition ("exceeded", "below") a number is a gap only with
    "points" or "times" ("8.9 points below"); "73.6 years exceeded" is the subject's value."""
    s, e = toks[k][0], toks[k][1]
    unit = r"(?:percentage\s+points?|points?|pp|pts|times|x)"
    unit = unit if explicit else r"(?:" + unit + r"?|(?!(?:and|or|but|in|of|the|a|an|is|was|are|were|be|been|has|had|have|did|does|got|it|its)\b)[A-Za-z]+)"  # "109 pounds more", "200 DU below"
    for i, v in enumerate(values):
        tail = RATE_TAIL.match(claim, v.end, s) if v.rate_tail else None  # "4 deaths per 1,000 live births higher"
        between = re.sub(r"^\s*per\s+(?:[\d,]+|million|thousand)(?:\s+(?:residents|people|inhabitants|population))?", "", claim[tail.end() if tail else v.end:s])  # "11.0 per 100,000 higher"
        worded = v.kind == "number" and v.mention is not None and v.mention.number.text.isalpha()  # "two ahead of"
        relative = explicit and v.mention is not None and v.mention.percent and not v.points  # "about 9% below that of": of the other's
        if v.kind == "number" and v.locator and claim_year(v) and re.search(r"\b(?:in|during|by)\s+$", claim[:v.start], re.I):
            continue  # "In 1993 more yarn was made ...": a year, never 1993 more
        if v.kind == "number" and v.end <= s and (re.fullmatch(r"\s*" + unit + r"\s*", between) or (explicit and (v.points or worded or relative) and not between.strip())):
            return i, "times" in between or between.strip() == "x"
        if v.kind == "duration" and v.end <= s and not between.strip() and written_in_words(v.text):  # "3 minutes 18 seconds faster"
            return i, False
    apposed = _APPOSED_GAP.search(claim, e)  # "more boys were born in 2002 than in 2001, a difference of 57"
    if apposed is not None and (i := value_at(values, apposed.end())) is not None and values[i].kind == "number" \
            and not (values[i].locator and claim_year(values[i])) and not values[i].mention.percent:
        return i, False
    by = re.match(r"\s+by\s+" + _HEDGE, claim[e:e + 24]) or re.match(r"[^,;:]*?\s+by\s+" + _HEDGE, claim[e:])  # "outscored Rosenberg by three goals"
    if by and not _CONTRAST.search(claim, e, e + by.end()):
        i = value_at(values, e + by.end())
        if i is not None and values[i].kind == "number" and not (values[i].locator and claim_year(values[i])):  # ("poorer by 1980": a time)
            return i, False
    return None, False


_TIMED = {"after": 1, "before": -1}  # "was born after Jane Peacock", "joined before": a date column the verb names
DATED_VERBS = frozenset("""born joined hired founded established released opened created launched posted published issued
    placed shipped signed started began died arrived departed debut debuted comes came come falls fell fall lands landed occurs occurred
    became admitted entered adopted ratified introduced withdrawn ended abolished closed retired replaced scrapped expired ceased switched converted""".split())


_PHRASE_IN = re.compile(r"\s+(?:the\s+)?(?:[a-z]+(?:['’]s)?\s+){1,3}(?:in|during)\s+")  # "than the men's winner in 2017", "than he did in 2013"
_APPOSED_NAME = re.compile(r"\s+(?:her|his|its|their)\s+(?:\S+\s+){1,4}")  # (numbers are "#" where it is read)
_LINE = re.compile(r"\s+the\s+(?:[a-z]+\s+)?(?:line|threshold)\b", re.I)
_THAN_PART = re.compile(r"\s+than\s+(?:a|one)\s+(?:third|quarter|fifth|tenth)\s+of\b", re.I)


def comparison(claim, toks, k, values, index, used) -> Check | None:
    s, e, w = toks[k]
    sign = COMPARATIVES.get(w) or POLAR_COMPARATIVES.get(w) or _TIMED.get(w)
    rest = [t for t in toks[k + 1:k + 8]]
    if w in _COMPASS and (claim[s:s + 1].isupper() or not re.match(r"\s+(?:of|than)\b", claim[e:])):
        return None  # "North Carolina", "the north": a place, not a comparison
    if w.startswith("outweigh") and not any(stem(w) in c.stems for c in index.columns):
        return None  # "excellence outweighed Steph's victories": a weight only where a column weighs
    if w in ("below", "above", "under", "over") and _LINE.match(claim, e):
        return None  # "lived below the poverty line": a threshold the words name, never another entity
    if w in ("more", "less") and _THAN_PART.match(claim, e):
        return None  # "more than a third of Arlen's": a multiple's bound (multiples.py), never "more than Arlen's"
    if w in ("above", "below", "ahead", "behind", "over") or w in _TIMED or w in _COMPASS and claim[e:].lstrip().startswith("of") \
            or w not in ("more", "less", "fewer") and w[-2:] != "er" and w not in _COMPASS:
        start_right = e
    else:
        than = next((t for t in rest if t[2] in ("than", "compared")), None) or next((  # "Fewer people died of the flu in
            t for t in toks[k + 8:k + 13] if t[2] == "than" and not re.search(r"[,;:]", claim[e:t[0]])), None)  # Dunmow than in ...": one clause
        if than is None:
            return _versus(claim, e, w, values)
        start_right = than[1]
    nxt = next((v for v in values if v.start >= start_right), None)
    if nxt is not None and nxt.kind == "number":  # "than her season 5 rival Alaska": Alaska, never the 5
        nxt = next((v for v in values if v.kind == "name" and v.start > start_right and _APPOSED_NAME.fullmatch(claim, start_right, v.start)), nxt)
    if (back := earlier(claim[start_right:], start_right, [v for v in values if v.end <= start_right], index)) is not None:
        nxt = back  # "larger in January 2009 than a year earlier": the row a year before
    two_columns = _column_comparison(claim, toks, k, values, index, start_right, used)
    if two_columns is not None or nxt is None:
        return two_columns
    if (nxt.kind in ("month", "date") or (nxt.kind == "number" and nxt.locator)) and (re.fullmatch(r"\s*(?:(?:in|during|for|on|at)\s+)?(?:the\s+)?(?:[A-Za-z]+\s+)?", claim[start_right:nxt.start])
                                                                                 or _PHRASE_IN.fullmatch(claim, start_right, nxt.start)):
        return _locator_comparison(claim, toks, k, values, index, nxt, used)
    if nxt.kind == "number" and nxt.locator and _same_key(claim, values, start_right, nxt):  # "Men aged 19 earned less than men
        return _locator_comparison(claim, toks, k, values, index, nxt, used)  # aged 18": two rows of one key, its word said again
    if nxt.kind == "number" and keyed_number(index, nxt) and _THOSE.fullmatch(claim, start_right, nxt.start):  # "Mothers averaging 44.5
        return _locator_comparison(claim, toks, k, values, index, nxt, used)  # had more cases than those averaging 45.5": two key rows
    if nxt.kind != "name":
        return None  # "more than 5,000" is a bound on a number, checked with the number
    names = [v for v in values if v.kind == "name"]
    left = [v for v in names if v.end <= s] or [v for v in names if e <= v.start and v.end <= start_right - 4][-1:]  # "56 more Gentoos than"
    right = [v for v in names if v.start >= start_right and not re.search(r"[;:]", claim[start_right:v.start])]
    if not left or not right:
        return None
    a_name = left[-1]
    b_names = [v for v in right if not re.search(r"[,;]\s", claim[right[0].end:v.start]) or v is right[0]]
    alike = [v for v in left if name_columns(index, v.cell) & name_columns(index, b_names[0].cell)]
    if len(left) > 1 and a_name not in alike and len(alike) == 1 and (
            _crossed(index, a_name, alike[0]) or not _reach(index, a_name) < _reach(index, alike[0])):
        a_name = alike[0]  # "Women were admitted to major A at a higher rate than men": women against men (one column),
        # in major A's rows (the other name, below); "Sidney Holland's spell in New Zealand lasted longer than Joseph
        # Chifley's": Holland against Chifley, never New Zealand (never for a name of some of its rows: "The Gentoo
        # N36A2's flipper" is the bird's, not its species')
    kin = [v for v in b_names if name_columns(index, v.cell) & name_columns(index, a_name.cell)]
    if len(b_names) > 1 and kin and all(_crossed(index, v, kin[0]) for v in b_names if v not in kin):
        b_names = kin  # "More women than men applied to major E": men against women; major E picks their rows (below)
    gap_i, times = _stated_gap(claim, toks, k, values, explicit=start_right == e and w not in ("ahead", "behind"))  # "13.4 points higher",
    # "4,605 votes ahead of", not "73.6 exceeded"
    window = window_near(claim, values, s) + [(stem(w), 1.0)] * any(stem(w) in c.stems for c in index.columns)  # "richer",
    # "more punctual" name the column themselves (a synonym), never by a header's prefix ("higher" is no ``high_school``)
    verb = re.search(r"([A-Za-z]+)\s+(?:[\d.,#]+\s+)?$", claim[:s])  # "cancelled (2786) more flights": the verb names it
    if verb and verb.group(1).lower() not in STOPWORDS:
        window.append((stem(verb.group(1).lower()), 2.0))
    polar = w in POLAR_COMPARATIVES
    lost = w in ("more", "less") and _LOST.search(claim[:s]) is not None
    context = {r for v in names if v is not a_name and v not in b_names for r in rows_holding(index, v)}  # a third name's rows
    within = {pos for pos in range(len(index.tables)) if context and not _OVERALL.search(claim) and all(
        len(own := entity_rows(index, v, pos)) > 1 and len([r for r in own if context & set(index.partners[r])]) == 1 for v in (a_name, *b_names[:1]))}
    results: list[bool | None] = []
    apposed = [v for v in right if v not in b_names and re.fullmatch(r",\s*", claim[b_names[-1].end:v.start]) and rows_holding(index, v) & _reach(index, b_names[-1])]
    detail: dict = {"word": w, "left": a_name.text, "right": [b.text for b in (*b_names, *apposed)]}  # "than Dover, Delaware": Dover's state
    cited = (_cited(claim, values, a_name, s, gap_i, own_clause=True), _cited(claim, values, b_names[0], len(claim), None)) if not polar else (None,)
    after = [i for i, v in enumerate(values) if v.start > b_names[0].end and v.kind == "number" and i != gap_i]
    gap = claim[b_names[0].end:values[after[0]].start] if len(after) == 2 else ""
    close = re.fullmatch(r"[\s(,]*(?:[A-Za-z]+,?[\s(]+){0,4}", gap) and not any(
        x in COMPARATIVES or x in ("but", "while", "whereas", "yet", "and") for x in re.findall(r"[a-z]+", gap.lower()))
    if not polar and (a_name.start > s or None in cited and close) and len(after) == 2 and _VERSUS.fullmatch(claim, values[after[0]].end, values[after[1]].start):
        cited = tuple(after)  # "More Chinstraps than Adelies were sampled on Dream, 68 versus 56", "Copper is more
        # electronegative than titanium (1.9 vs 1.54)": in the names' order
    years = [i for i in cited if i is not None and values[i].locator and year_like(values[i].mention.number)]
    if None not in cited and len(years) == len(cited) or any(values[i].mention.number.text in t.title for i in years for t in index.tables):
        cited = (None,)  # "March 2026 has more weekend days than February 2026": years that locate, no values given;
        # "Florida's 1973 murder arrest rate exceeded Iowa's by 13.2": the table's year (its title's) and the gap
    if None not in cited:  # "A's rate (81.3%) was higher than B's (67.9%)": the values as written (their rows are checked too)
        a, b = (values[i].mention.number.value for i in cited)
        ok = (a - b) * sign > 0 and (gap_i is None or gap_ok(a, b, values[gap_i], times))
        detail["compared"] = [f"cited: {values[cited[0]].text} vs {values[cited[1]].text}"]
        if gap_i is not None:
            used.add(gap_i)
        return Check("comparison", ok, detail)
    unnamed = not any(column_score(index, p, window) for p in range(len(index.tables)))  # "runs 10 more Vans than Coupes": a
    contrast = _CONTRAST.search(claim, start_right)  # "richer than West Germany in 1960 but poorer by 1980": this clause's year
    years = claim_years([v for v in values if contrast is None or v.end <= contrast.start()]) or claim_years(values)
    for pos in range(len(index.tables)):  # table's one measure (``cars``) when the words name no column anywhere
        for gid in _in_gap_unit(index, pos, values[gap_i] if gap_i is not None else None, fully_named(index, measure_columns(index, pos, window, years), window)) or (
                sole_measure(index, pos) if unnamed else []) or (sole_date(index, pos, claim) if unnamed and w in _WHEN else []):  # "Ascension Day falls later than Good Friday"
            col = index.columns[gid]
            signed = CHANGE_HEADER.match(col.header) or any(x is not None and x < 0 for x in col.values)
            direction = -sign if lost and signed else sign  # "Finance lost 11.56 points more than telecoms": the more negative
            # return (never "Lambeth lost 711 more people to cholera": a count of deaths, more of them)
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
                if len(ra) > 1 and len(rb) > 1 and context and not within and not _OVERALL.search(claim) and \
                        len(ca := [r for r in ra if r in context]) == 1 and len(cb := [r for r in rb if r in context]) == 1:
                    ra, rb = ca, cb  # "More women than men applied to major E": each side's row of major E (a third name, same table)
                if len(ra) > 1 and len(rb) > 1 and gap_i is None:  # "Among doctors around 80, smokers had a lower death rate than
                    for v in values:  # non-smokers": each side's row of the number written before both (its age group)
                        if v.kind == "number" and v.end <= a_name.start and not claim_year(v) and (held := rows_holding(index, v)) \
                                and len(ca := [r for r in ra if r in held]) == 1 and len(cb := [r for r in rb if r in held]) == 1:
                            ra, rb = ca, cb
                            break
                if len(ra) > 1 and len(rb) > 1 and not _OVERALL.search(claim):  # "The 1964 women's record was quicker than the men's
                    ra = _of_years(index, ra, [v for v in values if claim_year(v) and v.end <= s])  # record of 1920": each side's
                    rb = _of_years(index, rb, [v for v in values if claim_year(v) and v.start >= start_right]  # row of its year
                                   or [v for v in values if claim_year(v) and v.end <= a_name.start])  # ("In 2003 New Zealanders
                    # drank more spirits than Australians": the year written before both, for both)
                if len(ra) == len(rb) > 1 and not set(ra) & set(rb) and (_OVERALL.search(claim) or not context and _categories(index, pos, col)) \
                        and not col.percent and not col.per and _panel(index, pos, a_name.cell, len(ra)):  # (or two categories of a cross-classified
                    # table of counts, no third name narrowing them: "Group IV awarded 56 more new PhDs than Group I public departments")
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
                    ok = gap_ok(a, b, values[gap_i], times, col.percent, col)
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


_CONTRAST = re.compile(r"\s(?:but|yet|whereas|while)\s|;")
_LOST = re.compile(r"\b(?:lost|fell|dropped|declined|shed|shrank|sank|slid|slumped|plunged)\s+(?:(?:about|some|roughly|nearly|almost)\s+)?"
                   r"(?:[\d.,#]*\s*(?:%|(?:percentage\s+)?points?)?\s+)?$", re.I)
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


_VERSUS_PAIR = re.compile(r"[,:]\s*(?:at\s+|with\s+)?[\d#.,]+\s*(?:%|percent\s+|times\s+)?(?:against|versus|vs\.?|to|compared\s+with)\s+[\d#.,]+", re.I)  # (the
# claim's numbers may be masked as #)


def _of_years(index, rows: list[int], years) -> list[int]:
    """Of an entity's rows, the one holding each of ``years`` (its side's years: "the men's record of 1920"); the rows
    unchanged when the years pick not exactly one."""
    held = [r for r in rows if years and all(r in rows_holding(index, y) for y in years)]
    return held if len(held) == 1 else rows


_AT_TIME = re.compile(r"[\s-]+(?:days?|weeks?|months?|years?|hours?)\b", re.I)  # "at 24 weeks": the time a column is of
_QUALIFIERS = frozenset({"after", "before", "during", "since", "than", "until", "within", "among", "per"})


def _measure_after(toks, k: int, stop: int) -> list[str]:
    """The words right after a comparative, up to a preposition or "than": its measure ("more seats than", "more polyps
    after twelve months than": "seats", "polyps")."""
    out = []
    for ts, _, t in toks[k + 1:]:
        if ts >= stop or not t[0].isalpha() or t in STOPWORDS or t in _QUALIFIERS:
            break
        out.append(t)
    return out


_THERE_WERE = re.compile(r"\bthere\s+(?:were|was|are|is)\b|\bnumbered\b|\boutnumber", re.I)


_STATISTICS = frozenset("average avg mean median rate pct percent per ratio share".split())


def _counts_things(col) -> bool:
    """Whether a column counts things ("there were more women": ``female_workers``): a count, never an average or a
    rate (``female_average_wage`` holds whole numbers over 100 too)."""
    return col.count and not set(header_words(col.header)) & _STATISTICS


def _parallel(index: TableIndex, a_cols: list[int], b_cols: list[int], claim: str) -> tuple[list[int], list[int]]:
    """Two sides' columns with their ties broken: "there were more women than men" counts (``female_workers``, never
    ``female_average_wage``); one side's column decides the other's, the one sharing most of its header words ("girls
    earned more on average than boys": ``female_average_wage`` over ``male_average_wage``, never ``male_workers``)."""
    if _THERE_WERE.search(claim):
        a_cols, b_cols = ([g for g in cols if _counts_things(index.columns[g])] or cols for cols in (a_cols, b_cols))
    for one, many in ((a_cols, b_cols), (b_cols, a_cols)):
        if len(one) == 1 and len(many) > 1:
            words = set(header_words(index.columns[one[0]].header))
            shared = {g: len(words & set(header_words(index.columns[g].header))) for g in many}
            best = [g for g in many if shared[g] == max(shared.values())]
            if len(best) == 1:
                many[:] = best
    return a_cols, b_cols


def _column_comparison(claim, toks, k, values, index, start_right: int, used: set[int]) -> Check | None:
    """One entity, two columns: "Envoy Air's arrival delay exceeded its departure delay"; or the row the claim's numbers
    locate: "At age 40 in 2000, there were more women than men" (``women_2000`` over ``men_2000``)."""
    s, _, w = toks[k]
    names = [v for v in values if v.kind == "name"]
    locators = [v for v in values if v.kind == "number" and (v.locator or v.unit and rows_holding(index, v))]  # "At age 40 in 2000, there were more
    if w in POLAR_COMPARATIVES or w not in COMPARATIVES or re.search(r"\b(?:except|other than|apart from)\b", claim) or len({v.cell for v in names}) > 1 \
            or not names and (not locators or w not in ("more", "fewer", "less") and not any(map(claim_year, locators))):  # women
        return None  # than men": the row they locate; "In 2007 the January anomaly was higher than the July one": the year's
        # row (one entity, named anywhere in the claim: not "for every carrier except X")
    subject = names[0] if names else None
    inside = [(v.start, v.end) for v in values]
    gap_i, times = _stated_gap(claim, toks, k, values, explicit=start_right == toks[k][1])  # "30 points above its reading score"
    locators = [v for i, v in enumerate(values) if v in locators and i != gap_i]  # (the gap locates no row: "0.33 degrees higher")
    stop = next((v.start for v in values if v.start >= start_right), len(claim))
    start = max([v.end for i, v in enumerate(values) if v.end <= s and i != gap_i and v.kind != "name"], default=0)
    end_left = s if subject is not None else start_right  # "more 40-year-old women than": the words up to "than"
    left = [(stem(t), 1.0) for ts, te, t in toks if start <= ts < end_left and (t[0].isalpha() or _AT_TIME.match(claim, te)) and t not in STOPWORDS
            and t != w and t != "than" and not any(a <= ts < b for a, b in inside)]  # ("after 24 weeks": ``lesions_24_weeks``)
    if subject is None:  # "than 40-year-old men": its clause's words, past the numbers that locate the row
        stop = next((m.start() for m in re.finditer(r"[,;.]|\s(?:and|but|while)\s", claim) if m.start() > start_right), len(claim))
    right = [(stem(t), 1.0) for ts, te, t in toks if start_right <= ts < stop and (t[0].isalpha() or _AT_TIME.match(claim, te)) and t not in STOPWORDS
             and (subject is not None or not any(a <= ts < b for a, b in inside))]
    if gap_i is not None:  # "points" after the gap names no column
        left = [(st, wt) for st, wt in left if st not in ("point", "pp", "pts", "time")]
    if not left and subject is not None:  # "December had 13 more high-risk days than low-risk days": the measure after the
        left = [(stem(t), 1.0) for t in _measure_after(toks, k, start_right)]  # comparative is the left side's
    right += [(stem(t), 0.5) for t in _measure_after(toks, k, start_right)]  # "Labor won more seats than the Liberal Party did":
    # the measure right after the comparative is the right side's too (``liberal_seats``, never ``labor_two_party_pct``)
    results: list[bool | None] = []
    detail: dict = {"word": w, "left": subject.text if subject is not None else " and ".join(v.text for v in locators)}
    years = claim_years(values) if subject is None else frozenset()
    pair = _VERSUS_PAIR.search(claim, start_right)  # "..., 71.3 against 49.6 per 100,000": the two cells compared, restated
    said = [i for i, v in enumerate(values) if pair and v.kind == "number" and pair.start() <= v.start < pair.end()]
    for pos in range(len(index.tables)):
        a_cols, b_cols = _parallel(index, measure_columns(index, pos, left, years), measure_columns(index, pos, right, years), claim)
        rows = entity_rows(index, subject, pos) if subject is not None else sorted(
            set(index.table_rows[pos]).intersection(*(held for v in locators if (held := rows_holding(index, v)) or not v.locator)))
        if len(rows) > 1 and subject is None and len(years) == 1 and (key := year_key(index.tables[pos])) is not None:
            rows = [r for r in rows if index.tables[pos].cells[index.rows[r].row - 1][key].strip() == str(next(iter(years)))]  # "In
            # 1993 more yarn was made in the June quarter than in the March quarter": 1993's row, though the title's span holds 1993
        if len(a_cols) != 1 or len(b_cols) != 1 or a_cols == b_cols or len(rows) != 1:
            continue
        a, b = index.value(rows[0], a_cols[0]), index.value(rows[0], b_cols[0])
        if a is None or b is None or index.columns[a_cols[0]].unit_size != index.columns[b_cols[0]].unit_size:
            continue
        detail.setdefault("compared", []).append(f"{index.columns[a_cols[0]].header} {a} vs {index.columns[b_cols[0]].header} {b}")
        results.append((a - b) * COMPARATIVES[w] > 0 and (gap_i is None or gap_ok(a, b, values[gap_i], times)))
        if len(said) == 2 and cell_agrees(values[said[0]], index.columns[a_cols[0]], a) and cell_agrees(values[said[1]], index.columns[b_cols[0]], b):
            used.update(said)
    if results and gap_i is not None and combine(results) is not None:
        used.add(gap_i)
    return Check("comparison", combine(results), detail) if results else None


def _reach(index: TableIndex, name: Value) -> set[int]:
    """A name's rows and the rows of other tables joined to them."""
    rows = rows_holding(index, name)
    return rows | {p for r in rows for p in index.partners[r]}


def _crossed(index: TableIndex, a: Value, b: Value) -> bool:
    """Whether two names classify one table's rows two ways (a major and a gender): each in several rows of it, one row
    in common. Never two names of one entity ("Jane Peacock": one row) nor of two tables."""
    ra, rb = rows_holding(index, a), rows_holding(index, b)
    return len(ra) > 1 and len(rb) > 1 and len(ra & rb) == 1 and len({index.rows[r].table_pos for r in ra | rb}) == 1


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


_THOSE = re.compile(r"\s*(?:those|that|the\s+ones?)\s+(?:[a-z]+\s+){0,4}", re.I)


def _same_key(claim: str, values: Sequence[Value], start: int, right: Value) -> bool:
    """Whether the words from ``start`` to the locator ``right`` end with the word that stands before an earlier locator
    ("than men aged 18" after "Men aged 19"): the same key said of two rows, a word or two of the subject said before
    it ("men"; never "than five times participant 14": a multiple)."""
    gap = re.fullmatch(r"\s*((?:[A-Za-z]+(?:['’]s)?\s+){0,2}?)([A-Za-z]+)\s+", claim[start:right.start])
    word = gap and gap.group(2).lower()
    said = set(re.findall(r"[a-z]+", claim[:start].lower()))
    return bool(word) and set(re.findall(r"[a-z]+", gap.group(1).lower())) <= said and any(
        v.kind == "number" and v.locator and v.end <= start and key_word(claim, v.start) == stem(word) for v in values)


def keyed_number(index: TableIndex, v: Value) -> bool:
    """Whether a number is the key of one row: a cell of its table's first column, whose cells are all distinct numbers
    ("mothers averaging 44.5" of ``mother_age``), not a locator yet naming one row."""
    if v.kind != "number" or v.locator or len(held := rows_holding(index, v)) != 1:
        return False
    r = next(iter(held))
    pos = index.rows[r].table_pos
    first = index.tables[pos].header[0]
    col = next((c for c in index.table_columns(pos) if c.header == first), None)
    return col is not None and col.gid in number_columns(index, r, v) and len(set(col.values)) == len(col.values) and None not in col.values


def key_headers(index: TableIndex, keyed: Sequence[Value]) -> set[str]:
    """The headers of the first columns that ``keyed`` numbers key rows of (:func:`keyed_number`): ``mother_age``."""
    return {index.tables[index.rows[r].table_pos].header[0] for v in keyed if keyed_number(index, v) for r in rows_holding(index, v)}


def keyed_window(claim: str, values: Sequence[Value], at: int, index: TableIndex, own: set[str], skip=frozenset()) -> list[tuple[str, float]]:
    """The clause's words around ``at`` (a wide reach) for rows keyed by numbers: never a word naming the keys' own
    columns ``own`` (``mother_age``: "mothers"), nor one of ``skip``, so the rate or count the clause names is compared."""
    return [(st, wt) for st, wt in window_near(claim, values, at, reach=16)
            if st not in skip and not any(hits(c, st) for c in index.columns if c.header in own)]


def located(index: TableIndex, loc: Value, entity: Value | None, keys: frozenset[str] = frozenset()) -> list[int]:
    """Rows a locator names ("month 7", "2007", "July", "boat 13" under a ``boat`` column: ``keys``, the stems of the
    words before the locators), of the entity when there is one."""
    rows = [r for r in rows_holding(index, loc) if loc.kind in ("month", "date") or all(
        g == -1 or index.columns[g].id_like for g in number_columns(index, r, loc)) or any(
        g >= 0 and index.columns[g].stems & keys for g in number_columns(index, r, loc)) or keyed_number(index, loc)]
    if entity is not None:
        rows = [r for r in rows if r in entity_rows(index, entity, index.rows[r].table_pos)]
    return rows


def _locator_comparison(claim, toks, k, values, index, right: Value, used: set[int]) -> Check | None:
    """One entity at two locators: "EWR's temperature was higher in month 7 than in month 1", "... in 2007 than in 1952",
    "the high was lower on December 9 than on December 8" (two dates of a date column)."""
    s, _, w = toks[k]
    left = [v for v in values if v.start < right.start and v is not right and (v.kind in ("month", "date") or (v.kind == "number" and v.locator)
                                                                              or keyed_number(index, v) and keyed_number(index, right))]
    names = {v.cell: v for v in values if v.kind == "name"}
    if not left or len(names) > 1 or w in POLAR_COMPARATIVES and w not in ("faster", "slower"):
        return None  # "a faster resting pulse than participant 14": a rate's higher value (a time's lower one)
    entity = next(iter(names.values()), None)
    keys = {kw for v in (left[-1], right) if (kw := key_word(claim, v.start))}
    ra, rb = located(index, left[-1], entity, frozenset(keys)), located(index, right, entity, frozenset(keys))
    window = [(st, wt) for st, wt in window_near(claim, values, s) if st not in keys] + [(stem(w), 1.0)]  # "Freight on order
    # 10250 was higher than on order 10253": "order" names the rows, not the column compared
    own = key_headers(index, [right])
    if own:  # "The rate of the oldest mothers, averaging 47, was lower than that of the mothers averaging 44.5"
        window = keyed_window(claim, values, s, index, own, keys) + [(stem(w), 1.0)]
    results: list[bool | None] = []
    detail: dict = {"word": w, "left": left[-1].text, "right": right.text}
    headers = {index.columns[g].header for pos in range(len(index.tables)) for g in measure_columns(index, pos, window)} - own
    if len(headers) > 1 and _THERE_WERE.search(claim) and (counts := {c.header for c in index.columns if _counts_things(c) and c.header in headers}):
        headers = counts  # "There were 34 more women aged 18 than aged 17": ``female_workers``, never ``female_average_wage``
    dated = {index.columns[g].header for g in range(len(index.columns)) if index.columns[g].dimension == "date"}
    if not headers - dated and w not in TEMPORAL_WORDS:  # no column named: the rows' table's one measure, if it has one
        headers = {index.columns[g].header for r in ra[:1] for g in sole_measure(index, index.rows[r].table_pos)}
    elif not headers:  # "Boat 13 was lowered later than boat 9": the table's one date column
        headers = {index.columns[g].header for r in ra[:1] for g in sole_date(index, index.rows[r].table_pos, claim)}
    if not headers - dated and w in ("faster", "slower", "quicker"):  # "Mutai won in 2011 faster than in 2013": a time column
        headers = {index.columns[g].header for r in ra[:1] for g in _timed(index, index.rows[r].table_pos, entity)}
    gap_i, times = _stated_gap(claim, toks, k, values, explicit=False)  # "Participant 14 weighed 109 pounds more than participant 20"
    gap_i = gap_i if gap_i is not None and values[gap_i] is not left[-1] and not values[gap_i].locator else None
    years = [int(v.mention.number.value) if v.kind == "number" and year_like(v.mention.number) else None for v in (left[-1], right)]
    pairs = [(h, h) for h in sorted(headers - (set() if w in TEMPORAL_WORDS else dated))]
    if ra == rb and None not in years and (wide := [h for h, _ in pairs if header_years(h)]):  # "Florida's economy was larger in
        by_year = [[h for h in wide if y in header_years(h)] for y in years]  # 1986 than in 1970": gsp_1986 vs gsp_1970 of its row
        pairs = [(ha, hb) for ha in by_year[0] for hb in by_year[1] if header_words(ha) == header_words(hb)]
    for header, other in pairs:
        a = [x for r in ra if (x := _value_under(index, r, header)) is not None]
        b = [x for r in rb if (x := _value_under(index, r, other)) is not None]
        if len(a) == 1 and len(b) == 1:
            if header in dated and _IN_THE_YEAR.search(claim) and a[0] >= 10000101 and b[0] >= 10000101:
                a, b = [a[0] % 10000], [b[0] % 10000]  # "earlier in the year in 2027 than in 2026": the day of the year
            detail.setdefault("compared", []).append(f"{header}: {a[0]} vs {b[0]}" if header == other else f"{header} vs {other}: {a[0]} vs {b[0]}")
            sign = COMPARATIVES.get(w) or _TIMED.get(w) or POLAR_COMPARATIVES[w] * (-1 if _column_under(index, ra[0], header).lower_is_better else 1)
            timed = _column_under(index, ra[0], header) if gap_i is not None and values[gap_i].kind == "duration" else None
            results.append((a[0] - b[0]) * sign > 0 and (gap_i is None or gap_ok(a[0], b[0], values[gap_i], times, column=timed)))
    if results and gap_i is not None:
        used.add(gap_i)
    if results and (left[-1].kind == right.kind == "date" or entity is None and left[-1].kind == right.kind == "number"):  # two dates,
        used.update(i for i, v in enumerate(values) if v is left[-1] or v is right)  # or keys ("boat 13", "boat 9"): two rows
    return Check("comparison", combine(results), detail) if results else None


def _timed(index: TableIndex, pos: int, entity: Value | None) -> list[int]:
    """The time columns of a table a speed word compares; of several, those sharing a header word with the column
    of the ``entity`` named (``men_time`` for a name of ``men_winner``), else none."""
    cols = [c for c in index.table_columns(pos) if c.dimension == "time" and not c.id_like]
    if len(cols) > 1:
        own = {st for p, j in name_columns(index, entity.cell) if p == pos for st in header_stems(index.tables[pos].header[j])} if entity else set()
        cols = [c for c in cols if c.stems & own - _TIME_STEMS]
    return [c.gid for c in cols] if len(cols) == 1 else []


_TIME_STEMS = frozenset(stem(w) for w in "time times winner winning".split())
_IN_THE_YEAR = re.compile(r"\b(?:earlier|later|sooner)\s+in\s+the\s+(?:year|calendar)\b", re.I)


def _panel(index: TableIndex, pos: int, cell: str, n: int) -> bool:
    """Whether a table is a panel of ``cell``'s column: every value of that column in exactly ``n`` rows (a candidate's
    votes in each of ten districts), so an entity's rows are all of its own, and their sum its total."""
    cells = index.tables[pos].cells
    cols = [j for j in range(len(index.tables[pos].header)) if any(r[j].strip() == cell for r in cells)]
    return len(cols) == 1 and set(Counter(r[cols[0]].strip() for r in cells).values()) == {n}


def _categories(index: TableIndex, pos: int, col) -> bool:
    """Whether a table is cross-classified counts: no year or date column (never a country's years, whose per-head
    figures add up to nothing), and ``col`` whole counts."""
    return year_key(index.tables[pos]) is None and not any(c.dimension == "date" for c in index.table_columns(pos)) \
        and all(v is None or (v >= 0 and v == v.to_integral_value()) for v in col.values)


def _column_under(index: TableIndex, r: int, header: str):
    return next((c for c in index.table_columns(index.rows[r].table_pos) if c.header == header), None)


def _value_under(index: TableIndex, r: int, header: str):
    """The row's value under a header; a date-time cell ("1912-04-15 00:45") as yyyymmddhhmm, so times of one day order."""
    col = _column_under(index, r, header)
    if col is None or (v := index.value(r, col.gid)) is None:
        return None
    row = index.rows[r]
    cell = index.tables[row.table_pos].cells[row.row - 1][index.tables[row.table_pos].header.index(header)]
    clock = _DATE_TIME.fullmatch(cell.strip()) if col.dimension == "date" else None
    return v * 10000 + int(clock.group(1)) * 100 + int(clock.group(2)) if clock else v


_DATE_TIME = re.compile(r"\d{4}-\d{2}-\d{2}[ T](\d{2}):(\d{2})(?::\d{2})?")


def _in_gap_unit(index: TableIndex, pos: int, gap: Value | None, gids: list[int]) -> list[int]:
    """The columns a comparison reads; with a gap in a unit ("8 hours longer than") that none of them is in, the
    table's one column in that unit (``time_hours``, not the ``length_miles`` "longer" names)."""
    if gap is not None and gap.unit is None and gap.unit_text:  # "43,000 km² larger than": the area, not the population
        if any(index.columns[g].unit_text or index.columns[g].dimension or index.columns[g].unit_size for g in gids):
            return gids  # (only a column of no unit, a count such as the population, gives way)
        own = [c.gid for c in index.table_columns(pos) if not c.id_like and c.unit_text and same_dimension(c.unit_text, gap.unit_text)]
        return own if len(own) == 1 else gids
    if gap is None or gap.unit is None or any(index.columns[g].dimension == gap.unit[0] for g in gids):
        return gids
    own = [c.gid for c in index.table_columns(pos) if not c.id_like and c.dimension == gap.unit[0] and c.unit_size]
    return own if len(own) == 1 else gids
