"""Counts of the rows that meet a bound: "Nixon won over 50% of the vote in 26 states in 1960", "Seven years had a
maximum above 43 degrees", "Ford won more than 50% in 27 states in 1976, 54% of the total", "Half of the 46 years
saw the mercury reach at least 40°C", "Nixon won a majority in 49 of the 50 states in 1972" (more than 50% of a percent
column; "fell short of a majority": at most 50%), "Only once did the annual maximum reach 45 degrees" (one table).

No cell holds such a number: it is how many rows of one table meet the one bounded number of the claim ("over 50%",
"above 43", read as a count's condition is by :func:`.counting.condition_rows`: the column its words name, that year's
column when a year is written). The count is written before a plural noun the table lists ("in 26 states", "Seven
years", "in 49 of the 50 states") or as a fraction of it ("Half of the 46 years"); a written total must be the
table's rows, and a share written after the count ("54% of the total", "(50%)") the count's share of them. Any other
value than the count, its total and share, the bound and years that hold no row of the table (they name the
column) leaves the claim to the other checks, as does a negated one (None).

>>> from mt_raig.tables import Table
>>> from mt_raig.eval.lexical.index import index_of
>>> from mt_raig.eval.lexical.values import claim_values
>>> t = Table("v", "Vote share by state", ("state", "pct_1960"), (("A", "52"), ("B", "61"), ("C", "48"), ("D", "50")))
>>> index = index_of((t,))
>>> [bounded_count(c, claim_values(c, index), index)[0].ok for c in ("The party won over 50% in 2 states.",
...                                                                    "The party won over 50% in 3 states.")]
[True, False]
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from decimal import Decimal

from .checks import Check, daily_column
from .countbounds import bound_before, count_holds, fraction, fraction_holds
from .counting import condition_rows
from .descriptions import named_column
from .headers import year_key
from .index import TableIndex, hits
from .lexicon import NEGATED, STOPWORDS, TIMES_WORDS, stem
from .nouns import table_of
from .values import Value, agrees, claim_values, rows_holding
from .words import count_value

_COUNT = r"(\d+(?:\.\d+)?\s*(?:%|percent\b|per\s+cent\b)|\d+|[A-Za-z]+(?:-[a-z]+)?)"  # "26", "twelve", "28%", "31 percent"
_WORDS = (r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|"
          r"nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:-[a-z]+)?")
_OF = r"\s+(?:of\s+(?:the|its)\s+(?:(\d+|" + _WORDS + r")\s+)?)?([a-z]+)\b"  # "of the 50 states", "of the states", "states"
_IN_COUNT = re.compile(r"\b(?:in|on(?=\s+(?:(?:only|just|exactly|all)\s+)?\w+\s+(?:of\s+the\s+(?:\w+\s+)?)?days?\b))\s+"
                       r"(?:(?:only|just|exactly|all)\s+)?" + _COUNT + _OF, re.I)  # "in 26 states", "on three days" (never "on 21 June")
_LEADING = re.compile(r"^\s*(?:there\s+(?:were|was)\s+)?(?:(?:only|just|exactly|about|roughly|nearly|almost|around|some|over|more\s+than|less\s+than|just\s+over|"
                      r"just\s+under)\s+)?((?:a|one)[\s-](?:third|quarter)|" + _COUNT[1:] + _OF, re.I)
_BOUND_WORDS = {"over": ">", "above": ">", "more than": ">", "exceeded": ">", "exceeding": ">", "topped": ">", "beyond": ">",
                "at least": ">=", "reach": ">=", "reached": ">=", "hit": ">=", "under": "<", "below": "<", "less than": "<",
                "at most": "<=", **{f"{w} than": ">" for w in ("heavier", "longer", "taller", "larger", "higher", "greater", "bigger")},
                **{f"{w} than": "<" for w in ("lighter", "shorter", "smaller", "lower")}}  # "brains heavier than 2 kilograms"
_BOUND_BEFORE = re.compile(r"\b(" + "|".join(sorted(_BOUND_WORDS, key=len, reverse=True)) + r")\s+$", re.I)
_BOUNDS = (">", ">=", "<", "<=")
_MAJORITY = re.compile(r"\b(?:(fell|fall|falls|falling)\s+short\s+of|(won|win|wins|winning|carried|took|secured|gained|received|got))\s+"
                       r"(?:a|an\s+(?:outright|absolute|clear))\s+majority\b(?!\s+of\b)", re.I)
_CHANGE_BY = re.compile(r"\b(?:cut|cuts|rose|fell|grew|increased|decreased|declined|dropped|climbed|jumped|gained|lost|changed|reduced|raised)\b"
                        r"[^.;]*\bby\s+(?:[a-z]+\s+){0,2}$", re.I)
_FRACTION = re.compile(r"\b(half|(?:a|one|two)[\s-]thirds?|(?:a|one|three)[\s-]quarters?|(?:a|one)[\s-]fifth)\s+of\s+(?:the|them|all|its)\b", re.I)


def bounded_count(claim: str, values: Sequence[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """The check of a count of rows meeting a bound (module docstring); None when the claim is not one."""
    if NEGATED.search(claim):
        return None
    given = len(values)
    if any(c.percent for c in index.columns) and _MAJORITY.search(claim):  # "won a majority in 49 of the 50 states": the
        claim = _MAJORITY.sub(lambda m: "won at most 50%" if m.group(1) else f"{m.group(2)} more than 50%", claim)  # bound
        values = claim_values(claim, index)  # on a percent cell of each row counted, as "more than 50%"
    found = _count(claim, index)
    if found is None:
        return None
    n, share, total, pos, span = found
    values = list(values)
    counted = {i for i, v in enumerate(values) if span[0] <= v.start < span[1]}  # the count's own number
    for i, v in enumerate(values):  # "won over 50%", "topped 50%": the bound the words before it write
        if v.kind == "number" and v.bound is None and not v.locator and i not in counted and (m := _BOUND_BEFORE.search(claim[:v.start])):
            values[i] = replace(v, bound=_BOUND_WORDS[" ".join(m.group(1).lower().split())])
    bounded = [i for i, v in enumerate(values) if v.kind == "number" and v.bound in _BOUNDS and not v.locator and i not in counted]
    shares = [i for i, v in enumerate(values) if i not in bounded and v.start >= span[1] and v.kind == "number" and v.mention is not None
              and v.mention.percent]
    years = [v for v in values if v.kind == "number" and v.locator]
    if len(bounded) != 1 or len(years) > 1 or _CHANGE_BY.search(claim[:values[bounded[0]].start]):
        return None  # "cut ... by more than 30 percent between 1985 and 1995": a change, not a column's cells
    own = set(index.table_rows[pos])
    others = [i for i in range(len(values)) if i not in bounded and i not in shares and i not in counted]
    if any(not (values[i].kind == "number" and values[i].locator and own & rows_holding(index, values[i]) in (set(), own))
           for i in others):
        return None  # a name or another number narrows the rows: a count of its own kind ("in 1960" names the column, in
        # no row or all of them)
    if total is not None and total != len(own):
        return None
    met = condition_rows(index, claim, values, bounded[0], pos)
    if met is None or not met <= own:
        return None
    count = Decimal(len(met))
    ok = fraction_holds(count * 100 / len(own), n, bound_before(claim, span[0])) if share else count_holds(count, n, bound_before(claim, span[0]))
    ok = ok and all(agrees(count * 100 / len(own), values[i]) for i in shares) and all(  # "(50%)", "54% of the total"
        fraction_holds(count * 100 / len(own), fraction(m.group(1)), bound_before(claim, m.start())) for m in _FRACTION.finditer(claim, span[1]))
    # "Thirteen states, just over a quarter of the total, ...": the count's fraction of the rows
    detail = {"table_id": index.tables[pos].id, "bound": values[bounded[0]].text, "rows meeting it": len(met), "of": len(own),
              "count": f"{n}%" if share else str(n)}
    return Check("count", ok, detail), list(range(given))


_ZERO = re.compile(r"\b(?:(?P<verb>killed|claimed|injured|hurt)\s+(?:no\s+one|nobody|no\s+lives|no\s+people)|(?:with|had|have|has|saw|recorded|reported)\s+"
                   r"(?:no|zero)\s+(?P<what>[a-z][a-z-]*(?:\s+[a-z][a-z-]*)?)|(?:there\s+(?:were|was)\s+)?no\s+(?P<what2>[a-z][a-z-]*(?:\s+[a-z][a-z-]*)?)\s+"
                   r"(?=in\s))", re.I)  # "Hijackings killed no one in 15 of the 40 years", "two years with no hijackings"


_NONE_WITHOUT = re.compile(r"\b(?:there\s+(?:was|were)\s+)?no\s+(?P<noun>years?|seasons?)\s+without\s+(?:a|an|any)\s+(?P<what>[a-z][a-z-]*)", re.I)


def zero_count(claim: str, values: Sequence[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """"There were exactly two years with no hijackings", "Hijackings killed no one in 15 of the 40 years", "Terrorism
    killed no one in the US in five of the years": how many rows of one table (the count read as :func:`bounded_count`
    reads it) hold 0 in the count column the claim's words name (whole numbers, none below 0), of the years the claim's
    "since 2010", "before 2015" leave. The only other values may be those years and a share of the rows after the count.
    None when the claim is not of this kind or the column cannot be told.

    >>> from mt_raig.tables import Table
    >>> from mt_raig.eval.lexical.index import index_of
    >>> t = Table("h", "Hijackings by year", ("year", "hijackings"), (("2014", "3"), ("2015", "0"), ("2016", "2"), ("2017", "0")))
    >>> [zero_count(c, claim_values(c, index_of((t,))), index_of((t,)))[0].ok for c in ("There were two years with no hijackings.",
    ...                                                                               "There were three years with no hijackings.")]
    [True, False]
    """
    if (w := _NONE_WITHOUT.search(claim)) is not None and (pos := _yearly(index, claim, w.group("noun"))) is not None:
        z, n, share, total, span = w, Decimal(0), False, None, (w.start(), w.start())  # "There was no year without a hijacking
        # before 2015": no year at 0
    else:
        z = _ZERO.search(claim)
        if z is None or (found := _count(claim, index)) is None:
            return None
        n, share, total, pos, span = found
    if share or span[0] <= z.start() < span[1]:
        return None
    counted = {i for i, v in enumerate(values) if span[0] <= v.start < span[1] or z.start() <= v.start < z.end()}  # (and the zero
    # the phrase itself is read as: "no hijackings", :func:`.relations.zero_values`)
    years = [i for i, v in enumerate(values) if i not in counted and v.kind == "number" and v.locator]
    shares = [i for i, v in enumerate(values) if i not in counted and v.kind == "number" and v.mention is not None and v.mention.percent and v.start >= span[1]]
    if any(i not in counted and i not in years and i not in shares for i in range(len(values))):
        return None  # a name or another number: a count of its own kind
    words = " ".join(x for x in (*(z.groupdict().get(k) for k in ("verb", "what", "what2")), _outside(claim, span, z)) if x)
    gid = named_column(index, words)
    if gid is None or index.columns[gid].table_pos != pos or not _zero_counted(index.columns[gid]):
        return None
    own = set(index.table_rows[pos])
    for i in years:  # "since 2010", "before 2015": the rows of those years
        met = condition_rows(index, claim, values, i, pos)
        if met is None:
            return None
        own &= met
    if total is not None and total != len(own) or len(own) < 2:
        return None
    count = Decimal(sum(index.value(r, gid) == 0 for r in own))
    ok = count_holds(count, n, bound_before(claim, span[0])) and all(agrees(count * 100 / len(own), values[i]) for i in shares)
    detail = {"table_id": index.tables[pos].id, "column": index.columns[gid].header, "rows at 0": int(count), "of": len(own), "count": str(n)}
    return Check("count", ok, detail), list(range(len(values)))


def _outside(claim: str, span: tuple[int, int], z: re.Match) -> str:
    """The claim's words outside the count and the zero phrase (the subject that names the column: "Hijackings killed")."""
    return re.sub(r"\b(?:there|were|was|exactly|only|just|in|of|the|at|all|years?|seasons?)\b", " ", claim[:min(span[0], z.start())] + " " + claim[max(span[1], z.end()):])


def _zero_counted(c) -> bool:
    """A count column: whole numbers, none below 0 (never an id or a date)."""
    return not c.id_like and c.dimension != "date" and all(v is None or (v >= 0 and v == int(v)) for v in c.values)


def _yearly(index: TableIndex, claim: str, noun: str) -> int | None:
    """The table whose rows "years" (or "seasons"; "days" of a table of dates) counts: the one with a year column of
    distinct years (a date column of distinct dates), or of several such, the one whose columns the claim's words name
    most; None otherwise."""
    daily = noun.lower() in ("day", "days")
    if noun.lower() not in ("year", "years", "season", "seasons") and not daily:
        return None
    yearly = []
    for p, t in enumerate(index.tables):
        if daily:  # "Volume topped 400 million on three days" of a table of trading days
            yearly += [p] if daily_column(index, p) is not None else []
            continue
        cells = [r[key].strip() for r in t.cells] if (key := year_key(t)) is not None else []
        if cells and all(re.fullmatch(r"\d{4}", c) for c in cells) and len(set(cells)) == len(cells):
            yearly.append(p)
    if len(yearly) > 1:
        words = {stem(w.lower()) for w in re.findall(r"[A-Za-z]+", claim)} - STOPWORDS
        named = {p: sum(any(hits(c, w) for c in index.table_columns(p) if not c.id_like and c.dimension != "date") for w in words) for p in yearly}
        yearly = [p for p in yearly if named[p] == max(named.values()) > 0]
    return yearly[0] if len(yearly) == 1 else None


_TIMES = re.compile(r"\b(?:only|just|exactly)\s+(once|twice|(\w+)\s+times)\b(?=\s+(?:did|has|had|was|were|have|in)\b|\s*[,.;]|\s*$)", re.I)  # "Only once did ...", "... only twice."


def _count(claim: str, index: TableIndex) -> tuple[Decimal, bool, int | None, int, tuple[int, int]] | None:
    """(the count or a fraction's percent, whether a fraction, the written total, the table whose rows the noun names,
    the count's span), or None."""
    for pattern in (_LEADING, _IN_COUNT):
        for m in pattern.finditer(claim):
            word = m.group(1)
            half = re.fullmatch(r"half|(?:a|one)[\s-](?:third|quarter)", word, re.I) if pattern is _LEADING else None
            if half is not None and m.group(2) is not None:
                n, share = fraction(word), True
            elif (pm := re.match(r"(\d+(?:\.\d+)?)\s*(?:%|percent|per\s+cent)", word)) is not None:  # "in 28% of the states"
                n, share = Decimal(pm.group(1)), True
            elif (c := count_value(word)) is not None or word.lower() == "one":
                n, share = Decimal(1 if c is None else c), False
            else:
                continue
            total = count_value(m.group(2)) if m.group(2) else None
            sized = [p for p in range(len(index.tables)) if len(index.table_rows[p]) == total]  # "of the 51 places listed": the
            pos = table_of(index, [m.group(3)]) if total is None or len(sized) != 1 else sized[0]  # one table of 51 rows
            if pos is None and total is None:
                pos = _yearly(index, claim, m.group(3))  # "in 10 of the years", "in just two years": the one yearly series
            if pos is None and len(index.tables) == 1 and m.group(3).lower().endswith("s") and pattern is _LEADING:
                pos = 0  # "Only two jurisdictions had ...": the one table's rows, whatever its title calls them
            if m.group(2) and total is None or pos is None:
                continue
            return n, share, total, pos, (m.start(1), m.end(3))
    if len(index.tables) == 1 and (m := _TIMES.search(claim)) is not None:  # "Only once did the annual maximum reach 45 degrees"
        n = TIMES_WORDS.get(m.group(1).lower()) or (count_value(m.group(2)) if m.group(2) else None)
        return (Decimal(n), False, None, 0, (m.start(1), m.end(1))) if n else None
    return None
