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
- equality ("as many as B", "the same number of X", "level with"; :mod:`.equality`);
- negation ("did not", "never", "no X"): "no cancellations" is the value 0;
  otherwise the claim holds when what it negates is false.

The column is found from the header words of the claim (``best_columns``);
when none or several disagree, the relation is left unchecked (``ok=None``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import Decimal

from mt_raig.numbers import MONTHS, Mention, Number

from .checks import Check, gap_ok, tokens, value_at
from .comparisons import DATED_VERBS, comparison
from .multiples import multiple, part_of
from .equality import equality
from .periods import period_steps
from .possessed import owned_cell
from .words import word_value
from .index import TableIndex
from .lexicon import (
    COMPARATIVES,
    DIFFERENCE_WORDS,
    FALLS,
    MULTIPLIERS,
    NEGATIONS,
    NOT_NEGATIONS,
    ORDINALS,
    POLAR_COMPARATIVES,
    POLAR_SUPERLATIVES,
    RISES,
    SUPERLATIVES,
    stem,
)
from .ranks import in_sequence, superlative
from .topn import top_n
from .values import Value, number_columns, rows_holding
from .windows import year_like

_NEGATION = re.compile(r"\b(?:" + "|".join(sorted(NEGATIONS)) + r")\b|n[’']t\b", re.I)
_UNIVERSAL = re.compile(r"^\s*(?:no|none\s+of|in\s+no(?:\s+single)?\s+(?:year|month|season|week|day|quarter|decade)s?(?:\s+of)?)\b", re.I)  # "No
# carrier cancelled more than 3000 flights", "In no month of 2011 did casual riders account for more than 30%"
_NOT_ON = re.compile(r"not\s+(?:on|in|during|dated)\s+", re.I)
_NOT_ANY = re.compile(r"(?:\bnot|\bnever|n[’']t)\s+(?:\w+\s+)?([a-z]+)\s+(?:any|a\s+single)\s+([a-z]+)\b(?:\s+of\s+([a-z]+)(?:\s+([a-z]+))?)?", re.I)
_ZERO = re.compile(r"\b(?:no|zero)\s+([a-z]+)", re.I)
_NOT_A = re.compile(r"(?:\bnot|n[’']t)\s+(?P<v1>[a-z]+)\s+(?:a\s+single|any|an|a)\s+(?P<n1>[a-z]+(?:\s+[a-z]+)?)"
                    r"(?:\s+(?:or|nor)\s+(?P<v2>[a-z]+(?:\s+in)?)\s+(?:a\s+single|any|an|a)\s+(?P<n2>[a-z]+))?\b", re.I)  # "did not hit a
# home run or drive in a single run": two counts of nought, the columns the nouns name
_NOUGHT_AFTER = re.compile(r"\s+[a-z]+\s+(?:a\s+single|any|an|a)\s+", re.I)  # between a "not" and a count of nought it denies
_COPULAS = frozenset("is was are were be been being become became remain remained".split())
_BOUNDED_AFTER = re.compile(r"[^.;,]*?\b(?:more|less|fewer|above|below|over|under|higher|lower|as\s+high|as\s+low)\b", re.I)
_NOT_ZERO = frozenset("more less fewer later earlier longer sooner than other one doubt single data change".split())
_MISSING = re.compile(r"\s+(?:\w+\s+){0,2}?(?:figure|figures|data|value|values|record|records|entry|information|number)\b", re.I)
_SEGMENT = re.compile(r"[;:,]\s|\s[—–-]{1,2}\s|\b(?:and|but|while|whereas|yet|because|although|though|so)\b")
_VERSUS_ALL = re.compile(r"(?:\s+[\w'’-]+){0,4}?\s+than\s+(?:any|all|every|each|anyone|anybody|everyone|everybody)\b", re.I)
_LEADS_IN = re.compile(r"\s+(?:the|all)\s+(?:[\w-]+\s+){1,3}?in\s+[a-z]", re.I)  # "leads the sixteen states in population"
_TOPS = re.compile(r"\s+the\s+(?:[\w-]+\s+){0,4}?(?:ranking|rankings|list|table|chart|league|standings)\b", re.I)
_BOUNDS_WITH_NOT = re.compile(r"\b(?:not|no)\s+(?:more|less|fewer)\s+than\b", re.I)


def negated(claim: str, values: Sequence[Value] = ()) -> bool:
    """Whether the claim negates what it checks: a "not", "never", "neither" (or a leading "No X", "None of")
    before a number or a comparison of its clause.

    Bounds like "no more than" are no negation, nor are "not only", "not all".
    """
    text = _BOUNDS_WITH_NOT.sub(lambda m: " " * len(m.group(0)), claim)
    for phrase in NOT_NEGATIONS:
        text = re.sub(r"\b" + phrase + r"\b", lambda m: " " * len(m.group(0)), text, flags=re.I)
    cuts = [0] + [m.start() for m in _SEGMENT.finditer(text)] + [len(text)]
    # "No carrier ... more than 3000", "No series premiered in 2009": a leading "No X" negates any number or date of its clause
    universal = [m for m in _UNIVERSAL.finditer(text) if any(v.bound or v.locator or v.kind in ("date", "month") for v in values)]
    for m in [*_NEGATION.finditer(text), *universal]:
        if _NOT_ANY.match(text, m.start()) or any(v.kind == "number" and v.mention is not None and v.mention.number.value == 0 and v.text[:1].isalpha()
                                                  and _NOUGHT_AFTER.fullmatch(text, m.end(), v.start) for v in values):
            continue  # "did not cancel any flights", "did not hit a home run" are the value 0, checked as such
        b = min(c for c in cuts if c > m.start())
        every = m in universal and not m.group(0).lstrip()[:2].lower() == "in"  # ("In no year from 2008 to 2017": its years are
        # the span, not what is denied)
        if any(m.start() < v.start < b and (v.kind in ("number", "duration") and (every or not v.locator) or every and v.kind in ("date", "month"))
               for v in values):
            return True
        if any(v.kind in ("date", "month") and _NOT_ON.fullmatch(text, m.start(), v.start) for v in values):
            return True  # "whose first holiday is not on 1 January": the date is denied
        words = {w.lower() for w in re.findall(r"[A-Za-z]+", text[m.start():b])} - {"top"}
        if words & (set(COMPARATIVES) | set(POLAR_COMPARATIVES) | set(SUPERLATIVES) | set(POLAR_SUPERLATIVES)):
            return True
    return False


def zero_values(claim: str, index: TableIndex, taken: Sequence[Value]) -> list[Value]:
    """"no cancellations", "zero wins", "did not cancel any flights": the value 0 of the column named; "Tony Armas did not
    hit a home run or drive in a single run": a 0 for each noun a counted column is named by in full (said of a named
    entity; never a copula's "was not a hurricane")."""
    out = []
    stems = {s for c in index.columns if not c.id_like for s in c.stems}
    for m in _NOT_ANY.finditer(claim):  # "did not cancel any flights": the verb and the noun name the column
        verb, noun = m.group(1).lower(), m.group(2).lower()
        if any(v.start <= m.start() < v.end for v in taken) or not ({stem(verb), stem(noun)} & stems):
            continue
        mention = Mention(Number("0", Decimal(0), 0), m.start(), m.end())
        of = [(stem(w.lower()), 1.5) for w in m.groups()[2:] if w]  # "never ... a single year of military rule": what is counted
        out.append(Value(m.group(0), "number", m.start(), m.end(), mention=mention, window=[(stem(verb), 1.0), (stem(noun), 0.6), *of]))
    counted = None
    for m in _NOT_A.finditer(claim):
        if _NOT_ANY.match(claim, m.start()) or any(v.start <= m.start() < v.end for v in taken) or not any(
                v.kind == "name" and v.end <= m.start() for v in taken):
            continue  # (said of a named entity: "Tony Armas did not hit a home run"; never "21 of 41 never won a main challenge")
        counted = counted if counted is not None else [c.stems for c in index.columns if not c.id_like and c.count]
        parts = [(m.group("v1"), m.group("n1"), "n1")] + ([(m.group("v2"), m.group("n2"), "n2")] if m.group("n2") else [])
        if any(verb.split()[0].lower() in _COPULAS or not any({stem(w.lower()) for w in noun.split()} <= own for own in counted) for verb, noun, _ in parts):
            continue  # "was not a hurricane": no count; every noun's words one counted column's (never "a weekly episode"), or none read
        for verb, noun, key in parts:
            mention = Mention(Number("0", Decimal(0), 0), m.start(key), m.end(key))
            window = [(stem(w.lower()), 0.5) for w in verb.split()] + [(stem(w.lower()), 1.0) for w in noun.split()]
            out.append(Value(claim[m.start(key):m.end(key)], "number", m.start(key), m.end(key), mention=mention, window=window))
    for m in _ZERO.finditer(claim):
        word = m.group(1).lower()
        if word in _NOT_ZERO or stem(word) not in stems or any(v.start <= m.start() < v.end for v in taken):
            continue
        if _MISSING.match(claim, m.end()) or re.match(r"\s*(?:figure|data|value|record)", claim[m.end():], re.I):
            continue
        if word in MONTHS and _BOUNDED_AFTER.match(claim, m.end()):
            continue  # "No October averaged more than 322 DU": the Octobers counted under a bound, never a zero cell
        mention = Mention(Number("0", Decimal(0), 0), m.start(), m.end())
        out.append(Value(m.group(0), "number", m.start(), m.end(), mention=mention, window=[(stem(word), 1.0)]))
    return out


def _dated_verb_before(toks, k: int, values) -> bool:
    """Whether "after"/"before" at token ``k`` follows a dated verb, right before it or a few words back with no value
    between ("was born after", "became a state before"; not "joined the UN 57 years after": a gap, checked elsewhere)."""
    for j in range(k - 1, max(-1, k - 5), -1):
        if toks[j][2] in DATED_VERBS:
            return j == k - 1 or not any(toks[j][1] <= v.start < toks[k][0] for v in values) and \
                not any(word_value(t[2]) is not None for t in toks[j + 1:k])
    return False


def analyse(claim: str, values: Sequence[Value], index: TableIndex) -> tuple[list[Check], set[int]]:
    """The relation checks of a claim and the indices of values they account for (a stated gap)."""
    checks: list[Check] = []
    used: set[int] = set()
    toks = tokens(claim)
    if (same := equality(claim, values, index)) is not None:  # "conceded 21 goals, as many as Malmö FF"
        checks.append(same)
    if (owned := owned_cell(claim, values, index)) is not None:  # "Mount Elbert is Colorado's highest point"
        checks.append(owned)
    if (steps := period_steps(claim, values, index)) is not None:  # "slid from 1960 to 1992, then slipped further in 2008"
        checks.append(steps)
    named = [(v.start, v.end) for v in values if v.kind == "name"]
    for k, (s, e, w) in enumerate(toks):
        if any(a <= s < b for a, b in named):
            continue  # "Min Park": a name, not the superlative "min"
        if index.header_phrases is not None and index.header_phrases.match(claim, s):
            continue  # "Colorado's highest point": a column's name (``highest point``), not a superlative
        if w in ("top", "bottom") and any(w in c.stems for c in index.columns):
            continue  # "landed in the bottom three times": the ``times_bottom`` column's word, no rank
        if w in SUPERLATIVES and (nxt := re.match(r"\s+([a-z]+)", claim[e:])) and any(
                re.search(r"\b" + w + r"\s+" + nxt.group(1) + r"\b", t.title, re.I) for t in index.tables):
            continue  # "the minimum wage" of a title's "federal minimum wage": the measure's name, no rank
        if w in COMPARATIVES and _VERSUS_ALL.match(claim, e):
            found = superlative(claim, toks, k, values, index, versus_all=True)
        elif w in MULTIPLIERS or w == "times" or part_of(claim, s, w):
            found = multiple(claim, toks, k, values, index, used)
        elif w in ("topped", "led", "headed", "leads", "tops", "heads") and (_TOPS.match(claim, e) or _LEADS_IN.match(claim, e)):
            found = superlative(claim, toks, k, values, index, versus_all=True)
        elif w in ("peaked", "bottomed"):
            found = superlative(claim, toks, k, values, index, words_before=True)
        elif w in COMPARATIVES or w in POLAR_COMPARATIVES or (w in ("after", "before") and _dated_verb_before(toks, k, values)):
            found = comparison(claim, toks, k, values, index, used)
        elif w in SUPERLATIVES or w in POLAR_SUPERLATIVES:  # "A, B and C had the three lowest X": each among the first three
            found = top_n(claim, toks, k, values, index) or superlative(claim, toks, k, values, index)
        elif w in ORDINALS or w in ("first", "last"):  # "the seventh of the eight employees to be hired"
            found = in_sequence(claim, toks, k, values, index)
        elif stem(w) in RISES or stem(w) in FALLS:
            found = _trend(claim, toks, k, values, used, index)
        elif stem(w) in DIFFERENCE_WORDS and w not in ("gain", "rise", "drop", "fall", "jump"):
            found = _gap(claim, toks, k, values, used)
        else:
            continue
        if found is not None:
            checks.append(found)
    return checks, used


def _trend(claim, toks, k, values, used, index: TableIndex) -> Check | None:
    _, e, w = toks[k]
    sign = 1 if stem(w) in RISES else -1
    m = re.compile(r"\bfrom\s+").search(claim, e)
    if m is None or m.start() - e > 40:
        return None
    x = value_at(values, m.end())
    to = re.compile(r"\s+to\s+").search(claim, values[x].end) if x is not None else None
    y = value_at(values, to.end()) if to is not None else None
    if x is None or y is None or values[x].kind != "number" or values[y].kind != "number":
        return None
    if all(values[i].locator and year_like(values[i].mention.number) for i in (x, y)) and (
            again := re.compile(r"\s*,\s*from\s+").match(claim, values[y].end)) is not None:  # "rose from 1983 to 1984, from 9.6% to
        x2 = value_at(values, again.end())  # 7.5%": the two values the span went between
        to2 = re.compile(r"\s+to\s+").match(claim, values[x2].end) if x2 is not None else None
        y2 = value_at(values, to2.end()) if to2 is not None else None
        if x2 is not None and y2 is not None and values[x2].kind == values[y2].kind == "number" and not values[x2].locator and not values[y2].locator:
            x, y = x2, y2
    a, b = values[x].mention.number.value, values[y].mention.number.value
    if all(values[i].locator and year_like(values[i].mention.number) for i in (x, y)):
        return Check("trend", None, {"word": w, "from": values[x].text, "to": values[y].text, "years": True})  # "climbed from
        # 1960 to 1976": two years, the span of a change, never its values; what changed is not read here
    ok = (b - a) * sign > 0 and _chronology(index, values[x], values[y]) is not False  # "fell from 84 to 22": 84 the earlier year's
    detail = {"word": w, "from": values[x].text, "to": values[y].text}
    gap = re.compile(r"\b(?:by|of|gain of|increase of|rise of|drop of|decline of|decrease of|fall of)\s+").search(claim, values[y].end)
    if gap is not None and gap.start() - values[y].end < 25:
        g = value_at(values, gap.end())
        if g is not None and values[g].kind == "number":
            used.add(g)
            shares = values[x].mention.percent and values[y].mention.percent and values[g].mention.percent and not values[g].points
            ok = ok and gap_ok(b, a, values[g], False, not (shares and _CHANGE_OF.match(claim, gap.start())))  # "from 9.4% to 0.2%, a
            # drop of 9.2 percent": a change relative to 9.4% (97.9%), never the points between them (unless "points" is written)
            detail["change"] = values[g].text
    return Check("trend", ok, detail)


_CHANGE_OF = re.compile(r"(?:drop|fall|decline|decrease|rise|increase|gain)\s+of\b", re.I)


def _gap(claim, toks, k, values, used) -> Check | None:
    s, e, w = toks[k]
    numbers = [i for i, v in enumerate(values) if v.kind == "number"]
    m = re.compile(r"\s+of\s+(?:about\s+|around\s+|roughly\s+|nearly\s+|almost\s+|some\s+|just\s+|only\s+)?").match(claim, e)
    g = value_at(values, m.end()) if m else None
    if g is None:
        g = next((i for i in reversed(numbers) if values[i].end <= s and s - values[i].end <= 12), None)
    others = [i for i in numbers if i != g]
    if g is None or len(others) != 2:
        return None
    x, y = (values[i] for i in others)
    if x.locator and y.locator:
        return None  # "more boys were born in 2002 than in 2001, a difference of 57": the years locate the rows compared
    if (x.mention.percent, x.unit, x.points) != (y.mention.percent, y.unit, y.points):
        return None  # "with 63 polls ... a lead of 7.4 points shrank to 0.3 points": not the two values compared
    used.add(g)
    a, b = (values[i].mention.number.value for i in others)
    return Check("gap", gap_ok(a, b, values[g], False), {"word": w, "between": [values[i].text for i in others], "gap": values[g].text})


def _chronology(index: TableIndex, a: Value, b: Value) -> bool | None:
    """Whether ``a`` ("from 84") is a cell of an earlier year's column than ``b`` ("to 22") in a row holding both
    (``infant_mortality_1990``, ``infant_mortality_2018``); None when no row holds them in columns of two years."""
    found = None
    for r in sorted(rows_holding(index, a) & rows_holding(index, b)):
        years_a = {index.columns[g].year for g in number_columns(index, r, a) if g >= 0 and index.columns[g].year}
        years_b = {index.columns[g].year for g in number_columns(index, r, b) if g >= 0 and index.columns[g].year}
        if years_a and years_b:
            if any(ya < yb for ya in years_a for yb in years_b):
                return True
            found = False
    return found
