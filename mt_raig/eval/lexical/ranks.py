"""Rank claims: superlatives ("the highest X", "the second most flights"), "more than any other", "belonged to"."""

from __future__ import annotations

import re
from typing import NamedTuple

from .checks import Check, column_score, combine, entity_rows, measure_columns, of_years, ranked, series_rows, sole_measure, written_spans
from .yearspans import rows_in_scope, year_scope
from .impliedcolumns import dated_columns, return_columns
from .index import header_stems, header_words, hits
from .cited import lists
from .nouns import table_named, table_of
from .joincounts import count_rank
from .keys import key_word
from .lexicon import (
    AGE_DATED,
    AGE_SUPERLATIVES,
    CHANGE_WORDS,
    COMPARATIVES,
    GENERIC_NOUNS,
    PRICE_SENSE,
    HEADER_SYNONYMS,
    ORDINALS,
    POLAR_SUPERLATIVES,
    RATE_WORDS,
    STOPWORDS,
    SUPERLATIVES,
    TEMPORAL_WORDS,
    stem,
)
from .qualifiers import adjective_values
from .scopes import in_scope, leading_scope
from .values import Value, best_columns, cell_agrees, number_columns, rows_holding
from .windows import claim_year, claim_years, year_like
from .words import word_value

_DATED = ("year", "built", "founded", "born", "birth", "dob", "date", "published", "released", "established", "opened", "launched", "created")
_AGE_STEMS = frozenset(stem(w) for w in ("age", *_DATED))
_NAMING = frozenset(stem(x) for words in HEADER_SYNONYMS.values() for x in words)  # superlatives that name a column
_COUNTING = frozenset({"most", "fewest", "least"})  # superlatives that may count rows of another table
_PEAKS = {"peaked": 1, "bottomed": -1, "topped": 1, "led": 1, "headed": 1, "leads": 1, "tops": 1, "heads": 1}
_YEAR_STEMS = frozenset(stem(w) for w in _DATED)  # older = earlier


_STATISTICS = frozenset({"average", "mean", "median", "typical"})  # before a noun: how it is summed up, not which column
_EXTREMES = {"highest": "max", "lowest": "min", "hottest": "max", "coldest": "min", "greatest": "max"}  # a year's own extreme


_PREVALENT = frozenset({"common", "frequent", "prevalent", "widespread"})


_GENERIC_SIZE = frozenset({"largest", "biggest", "smallest", "greatest", "highest", "lowest", "most", "least", "top", "maximum", "minimum", "max", "min"})


def _written(header: str) -> frozenset[str]:
    """The stems of a header's own words: "growth" of ``real_gdp_growth_pct`` (the column holds the change itself)."""
    return frozenset(stem(w.lower()) for w in header_words(header))


_SPAN_LENGTH = re.compile(r"(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|fifty|hundred)-"
                          r"(?:year|month|week|day|decade)\b", re.I)


def superlative(claim, toks, k, values, index, versus_all: bool = False, words_before: bool = False) -> Check | None:
    """A rank claim: "A had the highest X", "the second most flights", "X, more than any other carrier"."""
    s, e, w = toks[k]
    prev, prev2 = (toks[k - 1][2] if k else ""), (toks[k - 2][2] if k > 1 else "")
    nxt = toks[k + 1][2] if k + 1 < len(toks) else ""
    ranked_most = prev == "the" or (prev in ORDINALS and prev2 == "the") or prev in ("his", "her", "its", "their") and (k == 1 or prev2 in ("had", "with", ",")) or prev in ("was", "were", "is", "are") and (
        nxt in _PREVALENT or stem(nxt) in PRICE_SENSE) or prev in ("its", "their") and prev2 == "at" and not re.search(
        r"\b(?:the\s+(?:year|month|season|day)|when)\b[^,;]*$", claim[:s], re.I)  # "Gasoline was most expensive in 1981",
    # "Nails were at their most expensive in 1975" (never "In the year oil was at its most expensive, ...": that year's row);
    # "His most completions in a game, 21, came against ...": his rank
    # ("part-time work was least common in 1953": the lowest of its share)
    if not (versus_all or words_before) and (prev in ("at", "next") or (w in ("most", "least", "top") and not ranked_most) or (w == "top" and nxt[:1].isdigit())):
        return None
    if w in ("peak", "maximum") and (prev in ("its", "their", "his", "her") or re.search(r"[\w#]['’]s\s+$", claim[:s])):
        return None  # "reaches its peak power at 6,400 rpm", "2003's peak of 44.3": the quantity's name, not a rank
    if w in ("maximum", "minimum") and prev in ("a", "annual", "yearly", "monthly", "daily") and any(w[:3] in c.stems for c in index.columns):
        return None  # "the coolest annual maximum", "had a maximum above 43" of ``max_temperature_c``: the column's name
    if w in ("peak", "maximum", "minimum") and any(v.kind == "number" and v.end <= s and re.fullmatch(r"\s*(?:[a-z°%]{1,3}\s+)?", claim[v.end:s])
                                                 for v in values):
        return None  # "The 4.55 m maximum of 1953": a number's name (the column's), not a rank
    if w in ("maximum", "minimum") and nxt[:1].isalpha() and any(w[:3] in c.stems and hits(c, stem(nxt)) for c in index.columns):
        return None  # "the lowest maximum temperature": a column's name (``max_temp``), not a second superlative
    if w in _EXTREMES and values and claim_year(values[0]) and claim[:values[0].start].strip().lower() == "in" \
            and claim[values[0].end:].startswith(",") and nxt[:1].isalpha() and any(
            _EXTREMES[w] in c.stems and (hits(c, stem(nxt)) or hits(c, stem(w))) for c in index.columns):  # ("hottest day": ``max_temperature``)
        return None  # "In 1923, the highest sea level was 4.03 m": that year's ``max_sea_level_m``, not a rank of the years
    if prev == "the" and (prev2 == "among" or (prev2 == "of" and k > 2 and toks[k - 3][2] in ("one", "some", "two", "three"))):
        return None  # "among the lowest", "one of the highest": not a rank
    if re.search(r"\b(?:one|some|two|three|four|five|several)\s+of\s+the\s+(?:\w+\s+)?$", claim[:s], re.I):
        return None  # "two of the three lowest": a hedge, not a rank
    near = {stem(t[2]) for t in toks[max(0, k - 2):k + 6] if t[2][0].isalpha()}
    if near & CHANGE_WORDS and not any(("chang" in c.stems or w in _written(c.header) or _written(c.header) & CHANGE_WORDS) and hits(c, w)
                                       for c in index.columns if not c.id_like for w in near & CHANGE_WORDS):
        return None  # "the biggest gain", "grew fastest", "the highest cancellation rate": a derived quantity (unless a
        # column holds the change itself: "the fastest growth" of ``population_change_pct``, "the fastest-growing" of ``growth_pct``)
    rank = ORDINALS.get(prev, 1)
    m = re.search(r"(\w+)-$", claim[max(0, s - 10):s])
    if m and m.group(1).lower() in ORDINALS:
        rank = ORDINALS[m.group(1).lower()]
    sign = SUPERLATIVES.get(w) or POLAR_SUPERLATIVES.get(w) or AGE_SUPERLATIVES.get(w) or COMPARATIVES.get(w) or _PEAKS.get(w)
    inside = [(v.start, v.end) for v in values]
    after, qualifier, of_count = [], None, False
    for j, (ts, te, t) in enumerate(toks[k + 1:k + 6], start=k + 1):
        named = next((v for v in values if v.kind == "name" and v.start <= ts < v.end), None)
        if named is not None and not after and qualifier is None and j + 1 < len(toks) and toks[j + 1][2][0].isalpha() \
                and not any(a <= toks[j + 1][0] < b for a, b in inside) and toks[j + 1][2] not in STOPWORDS and te == named.end:
            qualifier = named  # "drew the fewest women applicants": ranked among the women's rows, on the applicants
            continue
        if _SPAN_LENGTH.match(claim, ts) or _SPAN_LENGTH.match(claim, toks[j - 1][0]) and claim[ts - 1] == "-":
            continue  # "the highest five-year toll": the length of a period, no column's words
        if not t[0].isalpha() or any(a <= ts < b for a, b in inside) or t == "than" or (t in SUPERLATIVES or t in POLAR_SUPERLATIVES) and any(
                x[2] in ("and", "or") for x in toks[k + 1:k + 6] if x[0] < ts):
            break  # "both the shortest and the heaviest": the next superlative's words are its own ("lowest maximum" is one)
        if word_value(t) is not None and claim[:ts].rstrip().lower().endswith("of the"):
            of_count = True  # "the second lowest of the thirteen": a count of the set, no column
        elif t not in STOPWORDS and t not in GENERIC_NOUNS:
            after.append(t)
    if not after:
        qualifier = None
    if _WHOLE_SPAN.match(claim, e):
        after = []  # "167 runs in 1936, the most of his career": the rows' whole span, no column named
    if not after and not words_before and (before := _clause_words(claim, toks, values, k)) \
            and any(measure_columns(index, p, [(stem(t), 1.0) for t in before]) for p in range(len(index.tables))):
        words_before = True  # "Turnout was highest in the North": the column is named before the superlative
    if words_before:  # "EWR's average delay peaked in month 6": the column is named before the verb
        start = max([v.end for v in values if v.end <= s], default=0)
        after = [t for ts, _, t in toks[:k] if ts >= start and t[0].isalpha() and t not in STOPWORDS and t not in GENERIC_NOUNS][::-1]
    window = [(stem(t), (0.1 if t in _STATISTICS and d + 1 < len(after) else 1) / (1 + 0.3 * d)) for d, t in enumerate(after)] \
        + [(stem(w), 0.5 if w in _GENERIC_SIZE else 1.0)]  # "the richest", "the busiest" (its own column: "the quietest station on line 1"); "the lowest average SAT total": the total's column, not avg_salary
    if (by := re.match(r"[^,;:]*?\bby\s+([a-z]+)", claim[e:], re.I)) and by.group(1).lower() not in STOPWORDS:
        window.append((stem(by.group(1).lower()), 1.5))  # "the smallest of the listed countries by area"
    verb = toks[k - 2][2] if prev == "the" and k > 1 else ""
    if after and verb[:1].isalpha() and verb not in STOPWORDS:  # "scored the most goals": the verb names the column as much
        window.append((stem(verb), 1.0))
    if after:  # words before it in its clause break ties: "gave Clinton her highest adjusted poll average"
        start = max([v.end for v in values if v.end <= s], default=0)
        window += [(stem(t), 0.2) for ts, _, t in toks[:k] if ts >= start and t[0].isalpha() and t not in STOPWORDS]
    if not after and stem(w) in _NAMING and any(measure_columns(index, p, [(stem(w), 1.0)]) for p in range(len(index.tables))):
        after = [w]  # "the highest" of airports: the altitude column, where a table has one
    nouns = [t for t in after if word_value(t) is None]
    if 0 < len(nouns) <= 2 and table_of(index, nouns) is not None and any(v.kind == "number" for v in values) \
            and not any(measure_columns(index, p, window) for p in range(len(index.tables))):
        after = []  # "Spain's code, 724, is the lowest of the ten countries": the table, so the number's column is ranked
    kept = [i for i, v in enumerate(values) if not (v.kind == "number" and re.search(r"\bother\s+$", claim[:v.start]))]  # "than any
    found = _subject(claim, [values[i] for i in kept], index, s, e, bool(after))  # of the other 20 countries": the rest, no subject
    found = found and Subject(*(kept[x] if x is not None and f != "name" else x for f, x in zip(Subject._fields, found)))  # indices back
    if found is None:
        return None  # nothing ranked: no number, name, key or date the superlative is about
    subject_num, subject_name, subject_key, subject_date = found
    own_noun = subject_num is not None and (q := values[subject_num]).noun and any(hits(c, stem(q.noun)) for c in index.columns if not c.id_like)
    if after and subject_num is not None and (all(v.kind == "number" for v in values) or own_noun) \
            and not any(measure_columns(index, p, window) for p in range(len(index.tables))):
        after = []  # "the shortest loans run for twelve months", "the longest book, at 387 pages": the number's column is ranked
    scope = [v for v in values if v.kind == "name"] if re.search(r"\bamong\b|\bof the (?:two|three|four|five)\b", claim, re.I) else None
    narrowed = re.search(r"\b(?:among|excluding|except|apart from|other than)\b", claim[e:], re.I) or re.match(r"\s*among\b", claim, re.I)
    among = narrowed.end() + (e if narrowed.string is not claim else 0) if narrowed and narrowed.group(0).strip().lower() == "among" else None
    if among is not None and (_whole_table(_unmasked(claim, values)[among:], index) or _column_scope(claim[among:], values, index)):
        narrowed = None  # "Among the ten users", "among the twelve planes": the whole table, so the rank is checked; "Among
        # women in 2000": a column (``females_2000``), not some of the rows
    if among is not None and re.match(r"\s*the\s+(?:years|seasons)\s+\d{4}", (plain := _unmasked(claim, values))[among:], re.I) and year_scope(plain[among:]) is not None:
        narrowed = None  # "Among the years 1983 to 1989, ...": the rows of those years (the year scope below)
    among_names = [] if among is None else [v for v in [*values, *adjective_values(claim, index)]
                                            if v.kind == "name" and among <= v.start < (claim.find(",", among) % (len(claim) + 1))]
    bounded = leading_scope(claim, values, index)  # "Among the cars with engines under 90 cubic inches, ...": its rows
    if narrowed and not (scope and len(scope) >= 3) and not among_names and bounded is None:  # "Among the central Bohemian districts, X pays the highest ..."
        return Check("superlative", None, {"word": w, "rank": rank, "scope": "narrower than the table, not listed by name: unchecked"})
    scoped_by = None
    if subject_name is not None and subject_num is not None and any(v is subject_name for v in among_names):
        scoped_by, subject_name = subject_name, None  # the name scopes the rank; the number is what is ranked
    owner = next((v for v in values if v.kind == "name" and v.start >= e and not claim[e:v.start].strip()), None)
    if owner is not None and subject_num is not None and scoped_by is None and re.match(r"[’']s\s+[a-z]", claim[owner.end:]):
        scoped_by, subject_name = owner, None if subject_name is owner else subject_name  # "the fastest women's record is
        # 53.52 seconds": ranked among the women's rows
    if qualifier is not None and scoped_by is None and subject_name is not qualifier:
        scoped_by = qualifier
    results: list[bool | None] = []
    never: list[str] = []  # columns in which the subject holds the place neither in the table nor among a name's rows
    detail: dict = {"word": w, "rank": rank}
    named = [p for p, t in enumerate(index.tables) if after and lists(t, stem(after[0]))]  # "the oldest book": among the books
    own = {index.rows[r].table_pos for r in index.name_rows.get(subject_name.cell, ())} if subject_name is not None and subject_num is None else set()
    core = [x for x in window if x[0] != stem(w) or w not in _GENERIC_SIZE]  # what the words name besides "smallest" (which names
    # area and population); "the quietest station on line 1" names the entries (``passengers``), whatever "line" names
    top = max((column_score(index, p, core) for p in range(len(index.tables))), default=0.0) if own and after else 0.0
    own = {p: of_years(index, sorted(cols), claim_years(values)) for p in own if (column_score(index, p, core) >= top * 0.999 if top else after)
           and (cols := best_columns(index, p, core if top else window, ranked))}  # "Munich is the smallest": by its own rows
    titled = {p for p in range(len(index.tables)) if {stem(t) for t in after} & index.title_stems(p)}
    own = {} if titled and not titled & set(own) else own  # "Thailand's capital is not its largest city": of the cities
    for pos in (named if len(named) == 1 else sorted(own) if own else range(len(index.tables))):  # "its largest city": cities
        gids = (own.get(pos) or measure_columns(index, pos, window, claim_years(values))) if after else []
        if w in AGE_SUPERLATIVES:  # "the oldest driver": the age, year or birth-date column, whatever noun follows
            gids = [g for g in gids if index.columns[g].stems & _AGE_STEMS] or \
                [c.gid for c in index.table_columns(pos) if c.stems & _AGE_STEMS and (not c.id_like or c.stems & _YEAR_STEMS)]
            gids = [g for g in gids if index.columns[g].stems & AGE_DATED] or gids  # a birth date over a hire date
            gids = [g for g in gids if "year" in index.columns[g].stems] or gids  # birthYear over birthMonth, birthDay
        if w in ("latest", "earliest") and not any(index.columns[g].dimension == "date" or index.columns[g].stems & _YEAR_STEMS for g in gids):
            gids = [c.gid for c in index.table_columns(pos) if c.stems & _YEAR_STEMS and c.numbers() and all(x == int(x) and x <= 2100 for x in c.numbers())
                    or c.dimension == "date" and not c.id_like] or gids  # "Argoli's estimate of 1610 is the most recent of the twelve": its year
        gids = [g for g in gids if index.columns[g].dimension != "date" or w in TEMPORAL_WORDS]  # "the largest invoice": not its date
        if w in ("latest", "earliest") and subject_name is not None and not any(  # "the latest addition to the Union, admitted
                index.columns[g].dimension == "date" or index.columns[g].stems & _YEAR_STEMS for g in gids):  # on 21 August 1959": that
            gids = dated_columns(index, pos, values, entity_rows(index, subject_name, pos)) or gids  # date's column; "the most recent
            # country to join": the accession date, never ``joined_with`` (a count the verb names)
        if not gids and (after or of_count) and (named == [pos] or all(word_value(t) for t in after)) and w not in AGE_SUPERLATIVES:
            gids = sole_measure(index, pos)  # "Invoice 1 is the smallest of the twelve": the invoices' one measure, Total
        if not gids and not after and w in ("latest", "earliest") and subject_num is not None and claim_year(values[subject_num]):
            gids = [c.gid for c in index.table_columns(pos) if c.stems & _YEAR_STEMS or c.dimension == "date"]
            # "The latest women's record was set in 2004": ranked by its year
        if not gids and w in ("best", "worst") and (after or re.match(r"\s+(?:day|days|week|weeks|month|months|session|year)\b", claim[e:])):
            # "the Dow's best day of the month": its one return column (also "its second-best day of the month", the day and the
            # month generic; never "one week after its best", another row's)
            gids = return_columns(index, pos, claim)
        if not gids and subject_name is not None and subject_num is None and (stem(w) not in _NAMING or not any(
                measure_columns(index, p, [(stem(w), 1.0)]) for p in range(len(index.tables)))) and (  # ("the heaviest toll": no weight)
                not after or named == [pos] or any(stem(after[0]) in header_stems(h) for h in index.tables[pos].header)) and (
                subject_name.start >= e or re.match(r"\s+(?:is|was|are|were|remains|remained|became|has|had|have)\b", claim[subject_name.end:s])
                or re.fullmatch(r"['’]s\s+[^,;]*?\s(?:is|was|are|were)\s+the\s+", claim[subject_name.end:s])):  # ("XI's nine deaths in
            # 1890-1894 are the highest toll": the column of its nine)
            gids = _held_column(index, values, entity_rows(index, subject_name, pos), pos)  # "Utah was Ford's strongest state in
            # 1976, with 64.94% of the vote": the column of the figure its row holds (the name is what the rank is said of:
            # never "Arizona, at 58.1, exceeded the Northeast's best figure")
        if after and not gids:
            continue
        if {t for t, _ in window} & RATE_WORDS and all(index.columns[g].count for g in gids):
            gids = []  # "the highest cancellation rate": a rate derived from a count column
        if subject_num is not None:
            q = values[subject_num]
            keyed = {kw for v in values if v.locator and (kw := key_word(claim, v.start))}
            found = {r: [g for g in number_columns(index, r, q) if g < 0 or index.columns[g].id_like or not index.columns[g].stems & keyed]
                     for r in index.table_rows[pos]}
            # ("Boat 1 ... 12 people, the fewest": the ``boat`` column keys the rows, never what is ranked)
            rows = [r for r, cols in found.items() if any(g >= 0 and not index.columns[g].id_like and (not gids or g in gids) for g in cols)]
            if not rows and gids and q.unit is not None and w not in ("most", "least", "top"):  # "the longest flight covered 1576 miles"
                gids = []
                rows = [r for r, cols in found.items() if any(g >= 0 and not index.columns[g].id_like for g in cols)]
            if rows:  # "the shortest language list, with only 4 entries": the column whose cell the number is, of those named
                gids = [g for g in gids if any(g in found[r] for r in rows)] or gids or \
                    sorted({g for r in rows for g in found[r] if g >= 0 and not index.columns[g].id_like})
            elif q.locator:  # "fastest in 2017": the year locates the row
                rows = [r for r, cols in found.items() if any(g >= 0 and index.columns[g].id_like for g in cols)]
                held = sorted({g for v in values if v.kind == "number" and not v.locator and v is not q for r in rows[:1] if len(rows) == 1
                               for g in number_columns(index, r, v) if g >= 0 and not index.columns[g].id_like})
                if not gids and not after and len(held) == 1:  # "the 1,043 killed or wounded in 2017 were the second-highest toll":
                    gids = held  # the column of the figure the year's row holds
            if subject_name is not None:
                rows = [r for r in rows if r in entity_rows(index, subject_name, pos)]
        elif subject_key is not None:  # "Post 3 has the highest score": the row its key names
            key = values[subject_key]
            said = key_word(claim, key.start)  # "flight 1648": a ``flight`` column keys the row too
            rows = [r for r in index.table_rows[pos] if any(g >= 0 and (index.columns[g].id_like or said in index.columns[g].stems)
                                                            for g in number_columns(index, r, key))]
            if subject_name is not None:
                rows = [r for r in rows if r in entity_rows(index, subject_name, pos)]
        elif subject_date is not None:  # "Fishing employment was highest in January 2018": the row of that date
            rows = [r for r in index.table_rows[pos] if r in rows_holding(index, values[subject_date])]
        else:
            rows = entity_rows(index, subject_name, pos)  # Laos among the countries (its own rows), not by its continent's
            if len(rows) > 1 and len(dated := [r for r in rows if any(r in rows_holding(index, v) for v in values if v.kind == "date")]) == 1:
                rows = dated  # "Friday, 20 August was the Dow's third-best day": the Friday of that date
        if scoped_by is qualifier is not None and len(rows) > 1:  # "Major B drew the fewest women applicants": its women's row
            rows = [r for r in rows if r in set(entity_rows(index, qualifier, pos))]
        tied = subject_num is not None and subject_name is None and len(rows) > 1  # "the shortest loans run for twelve months"
        if not rows or not gids or (len(rows) != 1 and not tied):
            continue
        if subject_num is None and len(rows) == 1:  # "June was the busiest month, with 143,512 rentals": of the columns the words
            cited = {g for v in values if v.kind == "number" and not v.locator and v.start > e  # name, the one holding the figure;
                     for g in number_columns(index, rows[0], v) if g >= 0 and not index.columns[g].id_like}  # "January was the slowest
            held = [g for g in gids if g in cited]  # month, with only 1,582 sales": the sales, not ``months_inventory``
            gids = held if len(held) == 1 else sorted(cited) if not held and len(cited) == 1 else gids
        pool = index.table_rows[pos]
        if (span := year_scope(_unmasked(claim, values))) is not None and (inside := rows_in_scope(index, pos, pool, span)) is not None:
            if not set(rows) <= set(inside) or len(inside) < 2:  # "Within the 1990s, ... was highest in 1992": among that decade's years
                continue
            pool = inside
        dated = [v for v in values if v.kind == "number" and v.locator and claim_year(v)] \
            if subject_name is None and w not in TEMPORAL_WORDS and not any(index.columns[g].stems & _YEAR_STEMS for g in gids) else []
        if len(dated) == 1 and 2 <= len(inside := [r for r in pool if r in rows_holding(index, dated[0])]) < len(pool) and set(rows) <= set(inside):
            pool = inside  # "In 1960 the biggest group of families, 23.5%, ...": among that year's rows of a table of several per year
            # (a subject's own rows are its series instead: "Australia's consumption was lowest in 1999")
        if scope is not None and len(scope) >= 3:
            pool = sorted({r for n in scope for r in entity_rows(index, n, pos)})
        if scoped_by is None and subject_name is not None and (series := series_rows(index, pos, subject_name)) and set(rows) <= set(series):
            pool = [r for r in pool if r in set(series)]  # "New Zealand's wine consumption peaked in 2006": among New Zealand's
            # years, never Australia's too (a table of one row per country and year)
        if scoped_by is not None:  # "Among the Adelie birds, the heaviest weighed 4,725 g": Adelie's rows (joined) only
            pool = [r for r in pool if r in set(entity_rows(index, scoped_by, pos))]
            rows = [r for r in rows if r in pool]
            if len(pool) < 2 or not rows:
                continue
        if bounded is not None and (scoped := in_scope(index, pool, rows, bounded[0])) is not None:
            (pool, rows), results = scoped, results + ([] if scoped[1] else [False])  # the subject outside the scope: false
        if not rows or len(pool) < 2:
            continue
        pools = [pool]
        if subject_name is not None and not (scope is not None and len(scope) >= 3) and len(rows) == 1:
            explicit, implicit = _linked_scopes(claim, values, subject_name, s, among_names, index, pos, pool, rows[0])
            common = sorted(set.intersection(*map(set, explicit))) if len(explicit) >= 2 else []
            pools = [common] if len(common) >= 2 else explicit or [pool] + implicit  # "Of Meighen's Nova Scotia appointees": both
        if len(gids) > 1 and len(spans := written_spans(index, gids, claim_years(values))) == 1:
            gids = spans  # "XI's nine deaths in 1890-1894 are the highest toll": of ``deaths_1890_1894``, not another column of 9
        for gid in gids:
            col = index.columns[gid]
            direction = sign
            if (w in POLAR_SUPERLATIVES and col.lower_is_better) or (w in AGE_SUPERLATIVES and col.stems & _YEAR_STEMS and "age" not in col.stems):
                direction = -sign  # the oldest of a year column is its least year; of an age in years (``age_million_years``), its most
            v = index.value(rows[0], gid)
            if tied and any(index.value(r, gid) != v for r in rows):
                continue  # the rows holding the number hold it in different columns: no one value to rank
            others = {x for r in pools[0] if (x := index.value(r, gid)) is not None}
            if v is None or len(others) < 2:
                continue
            place = 1 + sum(1 for x in others if (x - v) * direction > 0)
            places = [1 + sum(1 for r in p if (x := index.value(r, gid)) is not None and (x - v) * direction > 0) for p in pools[1:]]
            if versus_all and any(x != place for x in places) and not (subject_num is not None and rank == 1 and _listed(claim, values, subject_num)) and all(x != rank for x in [place, *places]):
                detail.setdefault("ranked", []).append(f"{col.header} = {v}: place {', '.join(map(str, [place, *places]))}, never {rank}, "
                                                       f"in the table and among the rows of a name ({index.tables[pos].id})")
                never.append(col.header)  # "Boston shortstop Ed Romero had more at-bats than any other hitter": first neither of
                continue  # all the hitters nor of Boston's (false when no other column the words name decides it)
            if any(x != place for x in places):
                detail.setdefault("ranked", []).append(f"{col.header}: ranks differ in the table and among the rows of a name: unchecked")
                continue  # "Hamburg, in Germany, is the second-largest city": of all cities, or of Germany's?
            detail.setdefault("ranked", []).append(f"{col.header} = {v}: place {place} of {len(others)} ({index.tables[pos].id})")
            listed = _listed(claim, values, subject_num) if subject_num is not None and rank == 1 else []
            if listed and not all(any(cell_agrees(values[i], col, x) for x in others) for i in listed):
                listed = []  # "the highest income in both years, 8568 and 9270": values of other tables
            if listed:  # "the shortest average delays, 7.3, 8.6 and 6.7 minutes": the listed values are the top ones
                top = sorted(others, key=lambda x: -x * direction)[:len(listed) + 1]
                held = [any(cell_agrees(values[i], col, x) for x in top) for i in listed]
                detail["ranked"].append(f"listed: {', '.join(values[i].text for i in listed)} among the top {len(listed) + 1}")
                results.append(all(held))
            else:  # "Season 13 alone holds the record": first with no other row level with it
                results.append(place == rank and not (rank == 1 and _SOLE.search(claim) and sum(index.value(r, gid) == v for r in pools[0]) > 1))
    if subject_key is not None and not detail.get("ranked"):
        return None  # the key names no one row ("Customer 6's consumption ... at its highest"): left to the other checks
    if not detail.get("ranked") and w in _COUNTING and subject_name is not None and after and (scope is None or len(scope) < 3) and (joined := count_rank(index, subject_name, after, sign, rank, w)):
        return joined  # "Le Guin has the most books": rows of the table the noun names, joined to each entity
    if after and not detail.get("ranked") and not any(measure_columns(index, p, window) for p in range(len(index.tables))):
        return None  # the words after the superlative name no column ("the most punctual", "the oldest baker")
    if never and not results:
        results.append(False)
    return Check("superlative", combine(results), detail)


def _held_column(index, values, rows, pos: int) -> list[int]:
    """The one column (not a key) in which the one row ``rows`` holds a number the claim writes, else the one column of
    table ``pos`` headed by the claim's one year ("Goldwater's best state in 1964": ``republican_pct_1964``), else none."""
    cols = {g for v in values if v.kind == "number" and not v.locator and len(rows) == 1
            for g in number_columns(index, rows[0], v) if g >= 0 and not index.columns[g].id_like}
    if not cols and len(rows) == 1 and len(years := claim_years(values)) == 1:
        cols = {c.gid for c in index.table_columns(pos) if c.year in years and not c.id_like}
    if len(cols) > 1:  # "Corps XIV had the heaviest toll of 1875-1879, six deaths": of the period's column (``deaths_1875_1879``)
        cols = set(written_spans(index, cols, claim_years(values)))
    return sorted(cols) if len(cols) == 1 else []


_SOLE = re.compile(r"\b(?:alone|on\s+(?:her|his|its|their)\s+own|outright|by\s+itself|unrivalled|unrivaled)\b", re.I)


class Subject(NamedTuple):
    """What a superlative ranks, as indices into the claim's values (None where absent): a number ("at 52500": its
    row), a name, a key naming a row ("Post 3"), or a date ("on March 8")."""

    num: int | None
    name: Value | None
    key: int | None
    date: int | None


def _subject(claim: str, values, index, s: int, e: int, after: bool) -> Subject | None:
    """The subject of the superlative at ``s:e`` (``after``: words after it name the column), by these rules in turn:
    a number right after it (else right before it, when no words follow), never a year only a title holds; the last
    name before it in its clause, or the one before that when the last is its possessor ("Takeo is Cambodia's
    second-largest city") or its place ("Hamburg, in Germany", "Juneau, Alaska"), else a name it belongs to ("the
    largest delay belonged to US Airways"); a key before it; the claim's one date. None when there is none."""
    subject_num = _number_after(claim, values, e)
    if subject_num is None and (not after or _key_before(claim, values, s) is None):  # "Invoice 1 is the smallest": a key
        subject_num = _number_before(claim, values, s, copula=after)
    if subject_num is not None and values[subject_num].locator and not any(
            g >= 0 for r in rows_holding(index, values[subject_num]) for g in number_columns(index, r, values[subject_num])):
        subject_num = None  # "the highest murder rate in 2009": the year of a table's title, no row's; the name is ranked
    names = [v for v in values if v.kind == "name" and v.end <= s and (not re.search(r"[;:]|\b(?:and|but|while|whereas)\b", claim[v.end:s]) or re.fullmatch(
        r"\s+(?:is|was|are|were)\s+both\s+the\s+[\w-]+\s+and\s+(?:the\s+)?", claim[v.end:s]))]  # "Yoda is both the shortest and the heaviest"
    subject_name = names[-1] if names else None
    if names and re.fullmatch(r"[’']s\s+(?:[A-Za-z]+[\s-])?", claim[names[-1].end:s]):
        subject_name = names[-2] if len(names) >= 2 else None  # "Takeo is Cambodia's second-largest city": Takeo, ranked
        # among Cambodia's cities (_linked_scopes); "Wisconsin's biggest city is Milwaukee": Milwaukee, named after it
    elif len(names) >= 2 and (re.search(r"\b(?:in|from|at)\s+(?:the\s+)?$", claim[:names[-1].start], re.I)
                              or claim[names[-2].end:names[-1].start] == ", " and not claim[:names[-2].start].strip()
                              and _joined(index, names[-2], names[-1])):
        subject_name = names[-2]  # "Hamburg, in Germany, is the second-largest city", "Juneau, Alaska is ...": Hamburg, Juneau
    if subject_name is None:  # "the largest delay belonged to US Airways"
        later = next((v for v in values if v.kind == "name" and v.start >= e), None)
        if later is not None and re.search(r"\b(?:belonged to|went to|was|were|is|by|for|in)\s+(?:the\s+)?$", claim[e:later.start]) \
                and not re.search(r"[,;:]", claim[e:later.start]):
            subject_name = later
    subject_key = _key_before(claim, values, s) if subject_num is None else None
    if subject_key is not None and subject_name is not None and values[subject_key].start < subject_name.end:
        subject_key = None  # the key belongs to the name's row only when written after it: "Nordbahn's train 412 ..."
    dated = [i for i, v in enumerate(values) if v.kind in ("date", "month")]
    subject_date = dated[0] if len(dated) == 1 and subject_num is None and subject_name is None and subject_key is None else None
    if subject_num is None and subject_name is None and subject_key is None and subject_date is None:
        return None  # (one date alone may be the subject: "Rainfall was highest on March 8"; two may bound the set)
    return Subject(subject_num, subject_name, subject_key, subject_date)


def _joined(index, a, b) -> bool:
    """Whether a row of ``b`` is joined to a row of ``a`` (Alaska's state row to Juneau's city row)."""
    rows_b = index.name_rows.get(b.cell, set())
    return any(p in rows_b for r in index.name_rows.get(a.cell, ()) for p in index.partners[r])


def _linked_scopes(claim, values, subject, at, among_names, index, pos, pool, row):
    """Pools a superlative may rank within: for each other name whose rows in this table (joined, as Utah's rivers are
    through a river-state table) are a part of the pool holding the subject's row. ``(explicit, implicit)``: explicit
    where the words scope the rank by it ("Cambodia's second-largest city", "the longest river in Utah", "Of the rivers
    that cross Utah", "among the Asian countries"), else implicit (the rank must then hold in the table and the part)."""
    explicit, implicit = [], []
    for v in [*values, *adjective_values(claim, index)]:  # "of any European country"
        if v.kind != "name" or v.cell == subject.cell:
            continue
        if re.fullmatch(r"\s*", claim[min(v.end, subject.end):max(v.start, subject.start)]):
            continue  # a part of the subject's own name ("Aaron" of "Aaron Judge")
        part = sorted(set(entity_rows(index, v, pos)) & set(pool))
        if row not in part or not 2 <= len(part) < len(pool):
            continue
        before = claim[:v.start]
        owner = v.end <= at and re.match(r"[’']s\b", claim[v.end:]) is not None and not re.search(r"[,;:]", claim[v.end:at])
        of = re.search(r"\b(?:of|among)\s+(?:the\s+|all\s+|any\s+)?(?:[\w'’-]+\s+){0,5}$", before, re.I) is not None
        located = v.start >= at and re.search(r"\b(?:in|across|from|within)\s+(?:the\s+)?$", before, re.I) is not None
        (explicit if owner or of or located or v in among_names else implicit).append(part)
    return explicit, implicit


def _clause_words(claim: str, toks, values, k: int) -> list[str]:
    """Content words before token ``k`` in its clause (after the last value or punctuation), nearest first."""
    s = toks[k][0]
    start = max([v.end for v in values if v.end <= s] + [m.end() for m in re.finditer(r"[,;:]", claim[:s])], default=0)
    return [t for ts, _, t in toks[:k] if ts >= start and t[0].isalpha() and t not in STOPWORDS and t not in GENERIC_NOUNS][::-1]


def _unmasked(claim: str, values) -> str:
    """The claim with each value's own text back where the judge masked it ("the ### users" -> "the ten users")."""
    for v in values:
        if len(v.text) == v.end - v.start and set(claim[v.start:v.end]) <= {"#"}:
            claim = claim[:v.start] + v.text + claim[v.end:]
    return claim


def _column_scope(text: str, values, index) -> bool:
    """Whether the words after "among" up to the comma ("women in 2000") name only a measure column of a table, with the
    year of its header: the column ranked, not a part of the rows."""
    clause = re.split(r"[,;]", text, maxsplit=1)[0]
    if any(v.kind == "name" and v.text in clause for v in values):
        return False
    clause = re.split(r"\b(?:of|in)\s+(?:the|all|its)\s+(?:[a-z]+\s+)?[a-z]+s\b", clause, maxsplit=1)[0]  # "urban men of the ten causes"
    words = [w.lower() for w in re.findall(r"[A-Za-z]+", clause) if w.lower() not in STOPWORDS]
    years = claim_years(values)  # (the claim read here has its numbers blanked)
    return bool(words) and any(len(gids := measure_columns(index, p, [(stem(w), 1.0) for w in words], years)) == 1
                               and all(hits(index.columns[gids[0]], stem(w)) for w in words) for p in range(len(index.tables)))


def _whole_table(rest: str, index) -> bool:
    """Whether the words after "among" name a whole table: "the ten users" (a table's noun, with its row count if one is
    written), up to the first comma or verb; "among products that are in stock" (a restriction after the noun) is not.
    "these pitchers", "this group": a demonstrative points back at what the tables list, whatever noun follows."""
    if re.match(r"\s*(?:all\s+)?(?:these|those)\s+[\w-]+\s*(?:[,;.]|$|\b(?:in|on|for|by|with)\b)|\s*(?:this|the)\s+group\b(?!\s+of\s+\w+\s+(?:that|who|which|whose|where)\b)", rest, re.I):
        return True
    if (owner := re.match(r"\s*((?:[A-Z][\w-]*\s+)*[A-Z][\w-]*)['’]s\s+", rest)) and any(owner.group(1).lower() in t.title.lower() for t in index.tables):
        rest = " " + rest[owner.end():]  # "among South Africa's languages" of a table of South Africa's languages: its noun
    m = re.match(r"\s*(?:all\s+)?(?:the\s+|its\s+)?((?:[\w-]+\s+){0,2}[\w-]+?)\s*(?:[,;.]|$|\b(?:is|was|were|are|has|had|have)\b)", rest, re.I)
    if m is None or re.search(r"\b(?:first|last|top|bottom|other|remaining|that|which|who|whose|where|with|in|from|by|of|on|at|for)\b", m.group(1), re.I):
        return False
    table, count = table_named(m.group(1), index)
    return table is not None and (count is None or count == len(index.table_rows[table]))


def _listed(claim: str, values, first: int) -> list[int]:
    """The numbers listed after the superlative's own number ("7.3, 8.6 and 6.7"), as value indices (empty if none)."""
    out, prev = [], first
    for j in range(first + 1, len(values)):
        if values[j].kind != values[first].kind or not re.fullmatch(r"\s*(?:,|,?\s*and)\s*", claim[values[prev].end:values[j].start]):
            break
        out.append(j)
        prev = j
    return out


def _key_before(claim: str, values, pos: int) -> int | None:
    """The key naming the row a superlative is about, right before it in its clause: "Post 3 has the highest score"."""
    before = [i for i, v in enumerate(values) if v.end <= pos]
    if not before or values[before[-1]].kind != "number" or not values[before[-1]].locator:
        return None
    i = before[-1]
    if re.search(r"[;:,]|\b(?:and|but|while|whereas|than)\b", claim[values[i].end:pos]):
        return None
    lead = re.split(r"[,;:]", claim[:values[i].start])[-1]  # the key is the clause's subject: "Post 3 has", not "From series 2 onward"
    return None if re.search(r"\b(?:from|in|since|for|after|before|during|of|on|at|by|to|with|until|through|than)\b", lead, re.I) else i


def _number_after(claim: str, values, pos: int) -> int | None:
    """The number a superlative is about when it follows it: "the highest delay, 20.0 minutes" (no "and", ";" or name between)."""
    years = [v for v in values if v.kind == "number" and v.mention is not None and year_like(v.mention.number)]
    spans = [(a.start, b.end) for a, b in zip(years, years[1:]) if _YEAR_SPAN.fullmatch(claim, a.end, b.start)]  # "between 1923
    # and 1972", "the 1923-1972 record": the period ranked (the claim here has its numbers blanked)
    for i, v in enumerate(values):
        if v.start < pos or any(a <= v.start < b for a, b in spans) or v in years and _SINCE_BEFORE.search(claim, 0, v.start):
            continue  # ("the coolest year since 1970, with a mean of 21.05": 1970 bounds the years ranked)
        between = "".join(ch if not any(a <= pos + k < b for a, b in spans) else " " for k, ch in enumerate(claim[pos:v.start]))
        if v.kind == "name" and re.match(r"[’']s\s", claim[v.end:]) and not re.search(r"[;:,]|\band\b|\bbut\b", between):
            continue  # "the slowest women's record, 73.6 seconds", "is the women's 73.6 seconds": the number's owner
        if v.kind == "name" or re.search(r"[;:]|\band\b|\bbut\b", between):
            return None
        if v.kind in ("number", "duration") and not (v.text.isalpha() and v.unit is None) \
                and not re.search(r"\b(?:of|among|out\s+of)\s+(?:the|all|its)\s+$", claim[:v.start], re.I):
            return i  # not "of all ten districts", "of the 24 cities": a count of the set
    return None


_SINCE_BEFORE = re.compile(r"\b(?:since|after|from)\s+$", re.I)
_WHOLE_SPAN = re.compile(r"\s+(?:of|in)\s+(?:his|her|their|its|the)\s+(?:whole\s+|entire\s+)?(?:career|careers|life|tenure|run|history)\b", re.I)
_YEAR_SPAN = re.compile(r"\s*(?:and|to|through|-|–)\s*")
_PLACE = r"(?:(?:second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d+(?:st|nd|rd|th))[\s-]+)?"


def _number_before(claim: str, values, pos: int, copula: bool = False) -> int | None:
    """The number right before a bare superlative: "2817 cancellations, the most of any airline", "Spain's code, 724, is
    the lowest"; with ``copula`` (words after the superlative name its column) only one the verb equates with it ("44.3°C
    was the highest annual maximum", "$1.222 a gallon was the second highest"). A year that locates the number's row is
    passed over: "44.3°C in 2003 was the highest"."""
    for i in range(len(values) - 1, -1, -1):
        v = values[i]
        if v.end <= pos:
            gap = r"\s*(?:(?:a|an|per)\s+[a-z]+\s+|" + _UNIT_ABBREVIATION + r"\s+)?(?:is|was|are|were)\s+(?:the|its|their|his|her)\s+" if copula else r"\s*(?:[A-Za-z]+\s*){0,2}[,(]?\s*(?:(?:is|was|are|were)\s+)?(?:the\s+)?"
            between = _PER_BASE.sub("", claim[v.end:pos], count=1)  # "419 per 100,000, the lowest": the rate's base aside
            if re.fullmatch(gap + _PLACE, between) is None:  # "... was the second-highest"
                return None
            if i and v.locator and re.fullmatch(r"\s+(?:[a-z]+\s+){0,2}(?:in|of)\s+", claim[values[i - 1].end:v.start]):
                i -= 1  # the year of the number's row ("167 runs in 1936, the most")
            return i if values[i].kind in ("number", "duration") else None
    return None


_UNIT_ABBREVIATION = r"(?:[A-Z][A-Za-z]{0,3}|km|kg|mm|cm|lb|lbs|ft|mi|ppt|ppm|ppb)"  # "172 DU was the second lowest"
_PER_BASE = re.compile(r"^\s*per\s+(?:[\d,]+|hundred|thousand|million)(?:\s+(?:thousand|million))?(?=[\s,])")
_PLACE_WORDS = {"first": 1, "last": -1, **{w: n for w, n in ORDINALS.items() if w.isalpha()}}
_SEQUENCE = re.compile(r"\s+(?:of\s+(?:the|its|all)\s+(?:[\w#-]+\s+){0,3}?)?(?:[a-z]+\s+)?to\s+(?:be\s+|have\s+(?:been\s+)?)?([a-z]+)"
                       r"(?:\s+(up|on|in))?\b", re.I)


def in_sequence(claim, toks, k, values, index) -> Check | None:
    """"Robert King was the seventh of the eight employees to be hired": the place of the subject's row when its table's
    rows are ordered by the date the verb names (hired: ``HireDate``; "the last to join": from the end); ties unchecked."""
    s, e, w = toks[k]
    m = _SEQUENCE.match(claim, e)
    if w not in _PLACE_WORDS or not k or toks[k - 1][2] != "the" or m is None:
        return None
    names = [v for v in values if v.kind == "name" and v.end <= s and not re.search(r"[;:,]|\b(?:and|but|while)\b", claim[v.end:s])]
    if not names:
        return None
    window = [(stem(m.group(1)), 1.0)] + ([(stem(m.group(2)), 0.5)] if m.group(2) else [])
    place, results, detail = _PLACE_WORDS[w], [], {"word": w, "verb": m.group(1)}
    for pos in range(len(index.tables)):
        rows = set(index.table_rows[pos])
        for v in names:
            rows &= set(entity_rows(index, v, pos))
        for gid in [g for g in measure_columns(index, pos, window) if index.columns[g].dimension == "date"]:
            if len(rows) != 1:
                continue
            mine = index.value(next(iter(rows)), gid)
            others = [x for r in index.table_rows[pos] if (x := index.value(r, gid)) is not None]
            if mine is None or others.count(mine) > 1:
                continue
            at = 1 + sum(1 for x in others if (x < mine if place > 0 else x > mine))
            detail.setdefault("ranked", []).append(f"{index.columns[gid].header} = {mine}: place {at} of {len(others)} ({index.tables[pos].id})")
            results.append(at == abs(place))
    return Check("superlative", combine(results), detail) if results else None
