"""The header words near each number of a claim (its *window*), which say which column the number must come from:
"cancelled 31 flights" names the ``cancelled`` cell, "a rate of 67.9" the rate. Numbers joined by "and", "or",
"to" or a comma share their words, bound and locator role; a gap between two numbers is split between them."""

from __future__ import annotations

import re
from collections.abc import Sequence

from mt_raig.numbers import Number

from .lexicon import FILLERS, stem

_WORD = re.compile(r"[A-Za-z][A-Za-z'’]*")
_STATE = re.compile(r"\s+(?:[A-Za-z]+\s+)?((?:under|as|with|without)\s+[A-Za-z][A-Za-z -]*)")  # "years under military rule"
_COMPOUND = re.compile(r"[A-Za-z][A-Za-z'’]*(?:-[A-Za-z][A-Za-z'’]*)*")  # "sit-ups": its parts and "situps", one word apart
_GAP_SPLIT = re.compile(r"[,;(]|\b(?:and|while|whereas|but|with|compared|versus|than|to|against)\b")
_TAIL_SPLIT = re.compile(r"[;]|\b(?:despite|although|though|because|whereas|while|but)\b")
_PREPOSITIONS = frozenset("of at with by to from in for on".split())
_YEARS_OLD = re.compile(r"(?:\s+years?)?\s+old\b", re.I)  # (the unit "years" may be the number's)
_ON_SCALE = re.compile(r"\s+(?:points?\s+)?on\s+(?:the|its|their|a)?\s*([A-Za-z]+)\b")


def year_like(n: Number) -> bool:
    return n.places == 0 and "," not in n.text and 1000 <= n.value <= 2100


def claim_year(v) -> int | None:
    """The year a claim's value writes ("2015", never "2,015" or "2015.5"), or None: :func:`year_like` of a number."""
    n = v.mention.number if v.kind == "number" and v.mention is not None else None
    return int(n.value) if n is not None and year_like(n) else None


_IN_YEAR = re.compile(r"\b(?:in|during|since|until|through)\s+$|\bthe\s+(?:[a-z]+\s+){1,3}of\s+$"  # "the weeks of 1995"
                      r"|(?:^|\b(?:the|his|her|its|their)\s+|\b(?:year|season)\s+(?:was|is|came)\s+(?:in\s+)?|[A-Za-z]['’]s\s+(?:record\s+)?)$", re.I)  # "The
# 2007 extent", "his 1914 debut", "his biggest RBI season was 1931", "Port Pirie's 1934 maximum"


_YEARS_OWN = re.compile(r"\d{4}['’]s\s+[a-z]")  # "2016's annual anomaly"


def dated_year(claim: str, start: int, n: Number) -> bool:
    """A year after "in", "during", "since" ... ("In 2019 wind produced"), after "the" ("The 2007 extent") or "season
    was", or owning the words after it ("2016's annual anomaly"): a time, never a count of the word after it."""
    return year_like(n) and (_IN_YEAR.search(claim, 0, start) is not None or _YEARS_OWN.match(claim, start) is not None)


def claim_years(values) -> frozenset[int]:
    """The years a claim writes ("in 1976", "from 1960 to 2008")."""
    return frozenset(int(v.mention.number.value) for v in values if v.kind == "number" and v.mention is not None and year_like(v.mention.number))


def number_windows(claim: str, values: list, titles: Sequence[str] = (), headers: Sequence[str] = ()) -> None:
    """The header words near each number: from the previous number (or the claim start) to the next one.

    Numbers joined by "and", "or", "to" or a comma ("3 and 8 flights",
    "episodes 2 and 9") share their words, bound and locator role. A gap
    between two other numbers is split at the first comma, "and", "with" ...:
    words before it describe the left number, words after it the right one.
    Filler words ("only", "the", "of") do not count as distance.
    """
    every = [v for v in values if v.kind in ("number", "duration")]
    years = claim_years(values)
    phrases = frozenset(" ".join(ws) for h in headers if len(ws := re.findall(r"[a-z]+", h.lower())) > 1)  # "home runs"
    cuts = [0, *(m.start() for m in _CLAUSE_CUT.finditer(claim)), len(claim)]
    for v in every:  # "60.22% in 1976": of a column headed by that year, when one is (a year itself is of none); in a claim of
        # several clauses, its own clause's years, else those of the clauses before it ("climbed from 28 to 36 cents, which
        # left it below Alabama's 1995 level": the 28 is of no year; "In 1995 it was 36 cents, which ...": the 1995's)
        lo, hi = next((a, b) for a, b in zip(cuts, cuts[1:]) if a <= v.start < b)
        own = claim_years([x for x in values if lo <= x.start < hi]) or claim_years([x for x in values if x.start < lo])
        v.years = frozenset() if v.mention is not None and year_like(v.mention.number) else own if len(cuts) > 2 else years
    # "month 1", "episode 3": a locator after its header word keeps that word and does not cut its neighbours' words
    tagged = [v for v in every if v.locator and v.mention is not None and not year_like(v.mention.number)
              and re.search(r"[A-Za-z]\s+$", claim[max(0, v.start - 2):v.start])]
    _coordinate(claim, every)
    for v in tagged:
        word = re.search(r"([A-Za-z]+)\s+$", claim[:v.start])
        v.window = [(stem(word.group(1).lower()), 1.0)] if word else []
    quantities = [v for v in every if v not in tagged]
    groups: list[list] = []
    shared: list[bool] = []  # whether a group shares its words (not "48.6% to 47.9%": two columns)
    for q in quantities:
        prev = groups[-1][-1] if groups else None
        gap = claim[prev.end:q.start] if prev else ""
        bare = prev is not None and (prev.mention is None or prev.end == prev.mention.end)
        if bare and re.fullmatch(r"\s*(?:,|,?\s*(?:and|or|to|then|and then))\s*", gap):
            groups[-1].append(q)
            shared[-1] = shared[-1] and not re.search(r"\bto\b", gap)
        else:
            groups.append([q])
            shared.append(True)
    blocked = [(v.start, v.end) for v in values if v not in tagged]
    spans = [(v.start, v.end) for v in values]
    keys = {v.start for v in values if v.kind == "number" and v.locator and v.mention is not None and not year_like(v.mention.number)}
    words = [(m.start(), m.group(0).lower()) for m in _COMPOUND.finditer(claim) if not any(a <= m.start() < b for a, b in blocked)
             and not ((key := _KEYED.match(claim, m.end())) and not any(a < key.end() and key.start() < b for a, b in spans))
             and not (m.end() + 1 in keys and claim[m.end()] == " " and m.group(0)[0].isalpha())]
    periods = {m.start(1) for m in _PERIOD_WORDS.finditer(claim)}  # "25 over the twenty years": the whole period, no column's
    words = [(p, w) for p, w in words if p not in periods]  # word (never ``years_without_a_death``)
    words += [(b + 1, claim[b + 1:m.end()].lower()) for m in _COMPOUND.finditer(claim) for a, b in blocked
              if a <= m.start() < b < m.end() and claim[b] == "-"]  # "six-cylinder": "cylinder" is the 6's word
    words.sort()
    # ("Boat C carried 71", "Boat 1 got away with 12": "boat" names the column of the key C or 1, not 71's or 12's; "Flight
    # B6 25" keeps it: B6 is a value)
    for k, group in enumerate(groups):
        first, last = group[0], group[-1]
        lo = _split_gap(claim, groups[k - 1][-1].end, first.start, False, _unit_taken(groups[k - 1][-1])) if k else 0
        tail = _TAIL_SPLIT.search(claim, last.end)  # "... to 54.1 despite a small income increase": another clause's words
        hi = _split_gap(claim, last.end, groups[k + 1][0].start, True, _unit_taken(last), phrases) if k + 1 < len(groups) else tail.start() if tail else len(claim)
        if k + 1 < len(groups) and len(groups[k + 1]) == 1 and (y := groups[k + 1][0]).mention is not None and dated_year(claim, y.start, y.mention.number) \
                and _GAP_SPLIT.search(claim, last.end, y.start) is None:
            hi = y.start  # "9 or more years of adult schooling in 1960": a dated year takes no words, so the gap before it (one
            # clause) is the left number's
        left = [w for p, w in words if lo <= p < first.start]
        right = [w for p, w in words if last.end <= p < hi]
        adjacent = last.unit is None and bool(re.match(r"[ -]?[A-Za-z]", claim[last.end:last.end + 2])) and not (
            last.mention is not None and dated_year(claim, last.start, last.mention.number))
        for i, q in enumerate(group):
            if shared[k]:
                q.window = _weighted(reversed(left), 1.0) + _weighted(right, 1.5, adjacent)
            else:  # "from 8.6 to 0.4": each number keeps the words on its own side
                q.window = _weighted(reversed(left), 1.0) if i == 0 else _weighted(right, 1.5, adjacent) if i == len(group) - 1 else []
            if q.mention is not None and len(group) == 1 and dated_year(claim, q.start, q.mention.number):
                q.window = []  # "In 2019 wind produced ...": the year locates its row in whatever column holds it
    singles = {h.lower() for h in headers if re.fullmatch(r"[a-z]{4,}", h.lower())}
    for q in quantities:  # "hit 60 home runs": a header spelled out right after the number names it above any verb before it; a
        # one-word header only after a verb that is another header's singular ("hit 12 triples": ``hits``; never "cancelled 3 flights")
        verb = re.search(r"([a-z]+)\s+$", claim[:q.start], re.I)
        spelled = sorted(phrases | (singles if verb and verb.group(1).lower() + "s" in singles else set()), key=len, reverse=True)
        said = next((p for p in spelled if re.match(r"\s+" + re.escape(p) + r"\b", claim[q.end:], re.I)), None)
        if said is not None and q.unit is None and not q.locator and not (q.mention is not None and year_like(q.mention.number)):  # (never
            # a year: "In 1991 serious injuries ran at ...")
            q.window = [*q.window, *((stem(w), 2.0) for w in said.split())]
    headed = {stem(w) for h in headers for w in re.findall(r"[a-z]+", h.lower())}  # the stems of the headers' words
    for q in quantities:  # "scored 0.57 on the religiosity measure", "1.07 on religiosity": the scale "on" names is the number's
        on = _ON_SCALE.match(claim, q.end)
        if on is not None and q.unit is None and stem(on.group(1).lower()) in headed:
            q.window = [*q.window, (stem(on.group(1).lower()), 2.0)]
        if "age" in headed and _YEARS_OLD.match(claim, q.end):  # "less than a million years old": an age
            q.window = [*q.window, ("age", 2.0)]
    for a in quantities:  # "fell from 58 in 1880-1884 to 48 in 1885-1889": the 48 is of the 58's words
        if re.search(r"\bfrom\s+$", claim[:a.start]) and (gap := _DATED_TO.match(claim, a.end)):
            b = next((x for x in quantities if x.start == gap.end()), None)
            if b is not None and all(w in ("in", "dure", "during", "the", "to") for w, _ in b.window):
                b.window = list(a.window)
    for a, b in zip(quantities, quantities[1:]):  # "Luxembourg has three official languages, Malta two": the same words
        if re.match(r"\s*(?:[.;)]|$)", claim[b.end:]) and ELLIPSIS.search(claim[a.end:b.start]) and not re.search(r"[A-Za-z]", claim[b.end:]):
            b.window = list(a.window)
    for a, b in zip(quantities, quantities[1:]):  # "48 of its 63 years under civilian rule": what follows "under" names
        state = _STATE.match(claim, b.end) if re.fullmatch(r"\s+of\s+(?:its|their|his|her|the)\s+", claim[a.end:b.start]) else None
        if state and not (a.mention and a.mention.percent):  # the part's column; the whole keeps its noun ("years")
            moved = {stem(w.lower()) for w in _COMPOUND.findall(state.group(1))}
            a.window, b.window = a.window + [(w, 1.5) for w in moved], [(w, x) for w, x in b.window if w not in moved]
    for q in quantities:  # "4.8% of Switzerland's working-age population was in secondary school": the population is the
        base = _BASE_OF.match(claim, q.end) if q.mention is not None and q.mention.percent else None  # whole the percent is of,
        if q.mention is not None and q.mention.percent and base is None and (whole := _ANY_BASE.match(claim, q.end)) and any(
                re.search(r"(?:percent|per\s+cent|%)\s+of\s+(?:the\s+|its\s+|their\s+)?" + re.escape(whole.group(1)), t, re.I) for t in titles):
            base = whole  # "21.10 percent of disposable income" where a title says "savings as a percent of disposable income"
        if base:  # so its words name no column of the 4.8 (gdp_per_worker); the words around it do (secondary_school_pct)
            said = {stem(w.lower()) for w in _COMPOUND.findall(base.group(1))}
            kept = [(w, x) for w, x in q.window if w not in said]
            q.window = kept if kept else q.window


_BASE_OF = re.compile(r"\s+of\s+(?:the\s+|its\s+|their\s+|[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*)*['’]s?\s+)?((?:[a-z-]+\s+){0,3}?"
                      r"(?:population|people|residents|inhabitants|adults|electorate|workforce|labou?r\s+force|citizens|households))\b")
_ANY_BASE = re.compile(r"\s+of\s+(?:the\s+|its\s+|their\s+)?((?:[a-z-]+\s+){0,2}[a-z-]+)(?=\s*(?:[.,;)]|$))")  # "of disposable
# income": a whole a title names the percentages of, so no column of the percent (never "30% of its capacity": derived)
_DATED_TO = re.compile(r"\s+(?:in|during)\s+(?:1[89]|20)\d\d(?:\s*[-–]\s*(?:1[89]|20)?\d\d)?\s+to\s+")
_PERIOD_WORDS = re.compile(r"\b(?:over|across|throughout|during)\s+(?:all\s+)?(?:the|those|these|its|their)\s+(?:[\w-]+\s+)?(years|decades|seasons)\b", re.I)
_CLAUSE_CUT = re.compile(r",\s+(?:which|who|while|whereas)\b|;\s|\s+but\s")
ELLIPSIS = re.compile(r"(?:,|\band)\s+(?:the\s+)?[A-Z][\w'’-]*(?:\s+[A-Za-z][\w'’-]*){0,2}?\s+(?:(?:in|with)\s+)?$")  # ", Malta", "and the Swiss franc in"
_KEYED = re.compile(r"\s+[A-Z][A-Z0-9]?\b(?![’'.-]?\w)")


def _size_class(n: Number) -> str:
    """"year" (1000-2100), "small" (under 1000) or "large": locators listed together are of one class."""
    return "year" if year_like(n) else "small" if abs(n.value) < 1000 else "large"


def _coordinate(claim: str, quantities: list) -> None:
    """Numbers joined by "and", "or", "to" or a comma share a bound ("about 4570 and 4703") and a locator role of the same size."""
    groups: list[list] = []
    for q in quantities:
        prev = groups[-1][-1] if groups else None
        if prev is not None and re.fullmatch(r"\s*(?:,|,?\s*(?:and|or|to|then|and then))\s*", claim[prev.end:q.start]):
            groups[-1].append(q)
        else:
            groups.append([q])
    for group in groups:
        unit = group[-1].unit  # "2499 and 1529 miles"
        for q in group[:-1]:
            if q.mention is not None and q.unit is None and not q.mention.percent and unit is not None and not q.locator:
                q.unit = unit
        bound = next((q.bound for q in group if q.bound), None)
        sizes = {_size_class(q.mention.number) for q in group if q.locator and q.mention is not None}
        for q in group:
            q.coordinated = len(group) > 1
            q.bound = q.bound or bound
            if q.mention is not None and q.mention.number.places == 0 and _size_class(q.mention.number) in sizes and q.noun is None:
                q.locator = True


_LEAD_PHRASE = re.compile(r"^\s*(?:in|among|for|at|of)\s+[^,;:]*$", re.I)


def leading_window(claim: str, start: int, end: int) -> list[tuple[str, float]] | None:
    """The words of a leading phrase a number closes: "In the age group centred on 50, smokers died of coronary disease
    ...": the 50 is an age group's ("age", "group"), never what the clause after its comma counts (deaths); None when
    the number closes no such phrase."""
    if claim[end:end + 1] != "," or not _LEAD_PHRASE.match(claim[:start]):
        return None
    return _weighted([m.group(0).lower() for m in _COMPOUND.finditer(claim, 0, start)][::-1], 1.0)


def _weighted(words, offset: float, adjacent: bool = True) -> list[tuple[str, float]]:
    """(stem, weight) by distance from the number; the noun right after it ("67.9 flights", when ``adjacent``:
    no unit between) and the word right before it ("cancelled only 31", not "a rate of 67.9", "the oldest
    baker at 40") weigh most, as they say what is counted."""
    out, d, through = [], 0, False
    for k, w in enumerate(words):
        weight = 1 / (offset + d)
        if offset > 1 and k == 0 and adjacent:
            weight = 2.0
        elif offset == 1 and d == 0 and not through and w not in FILLERS:
            weight = 2.5
        parts = w.split("-")
        out += [(stem(x), weight) for x in (parts if len(parts) == 1 else [*parts, "".join(parts)])]
        through = through or w in _PREPOSITIONS
        if w not in FILLERS:
            d += 1
    return out


_BOUND_THAN = re.compile(r"\b(?:more|less|fewer|greater|higher|lower|larger|bigger|smaller|longer|shorter)\s+than\s*$", re.I)


def _unit_taken(v) -> bool:
    """Whether a number's own unit is part of it ("748 feet", "400 million tonnes" of a title's unit): the words after it
    are the next number's."""
    return v.unit is not None or getattr(v, "unit_text", None) is not None


_OR_MORE = re.compile(r"\s+or\s+(?:more|fewer|less|above|higher|over|so|lower|under|longer|shorter)\b", re.I)


def _split_gap(claim: str, a: int, b: int, left_side: bool, unit_taken: bool = False, phrases: frozenset[str] = frozenset()) -> int:
    m = next((x for x in _GAP_SPLIT.finditer(claim, a, b) if not (x.group(0) == "than" and _BOUND_THAN.search(claim, a, b))), None)
    # ("In 1985 the extent was more than 11,500,000": "more than" bounds the right number, whose words are before it)
    if m is None and unit_taken:  # "748 feet averaged 7.4 minutes": the unit was the left number's noun; the rest is the right one's
        return a
    if m is None and (tail := _OR_MORE.match(claim, a)) is not None and tail.end() < b:
        a = tail.end()  # "fifty or more passes in two games": "passes" is the fifty's noun, past its bound's "or more"
    if m is None:
        first = _WORD.search(claim, a, b)  # the word right after a number is its unit noun ("31 flights"), or the words of a
        if first is None:  # header it starts ("60 home runs in 1927": ``home_runs``)
            return b if left_side else a
        end, said = first.end(), first.group(0).lower()
        while (nxt := _WORD.match(claim, end + 1)) is not None and nxt.end() <= b and claim[end] == " " \
                and any(p.startswith(said + " " + nxt.group(0).lower()) for p in phrases):
            end, said = nxt.end(), said + " " + nxt.group(0).lower()
        return end if said in phrases or end == first.end() else first.end()
    return m.start()
