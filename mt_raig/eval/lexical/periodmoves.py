"""The row that moved most between two years where a table has a column per year: "Brazil recorded the largest rise
in alcohol consumption between 2005 and 2008" ranks the rows by ``litres_per_adult_2008`` - ``litres_per_adult_2005``
(Brazil +0.92 is first); "France saw the steepest drop", "Saudi Arabia's population grew the fastest" (by the percent
change), "India added more people than any other country between 2008 and 2013". Read as written, only the named
row and the years had to sit in the table, so "the smallest rise" was accepted as readily as "the largest".

The claim writes two years, each heading one column of a table, the two of one measure (their headers alike but for
the year; of several such pairs, the one whose words the claim names), a row's name, and one of:
"the <largest|steepest|smallest|mildest ...> <rise|drop|growth ...>", "<rose|fell|grew|added ...> the <most|least|
fastest|slowest>", "<added|lost ...> more|fewer ... than any other". A rise is ranked among the rows that rose (a drop
among those that fell); "fastest" and "slowest", "faster" and "slower", or a percent written with the move, rank by the
percent change, anything else by the change itself. The named row must be first (ties shared). A number the claim
writes besides must be the row's change, its percent change or one of its two cells, else the claim is left to the
other checks (None), as is anything else.

:func:`moved_row` resolves the same superlative as a description: "The country whose alcohol consumption rose the
most between 2005 and 2008 had about 191.8 million people in 2008" is read as "Brazil had about 191.8 million people
in 2008"; an economy's growth is its rate ("The country whose GDP per head grew the most": the percent change).

>>> from mt_raig.tables import Table
>>> from mt_raig.eval.lexical.index import index_of
>>> from mt_raig.eval.lexical.values import claim_values
>>> t = Table("a", "Alcohol per adult", ("country", "litres_2005", "litres_2008"), (("Brazil", "9.16", "10.08"), ("France", "13.66", "12.48"),
...       ("Japan", "7.79", "7.81")))
>>> ix = index_of((t,))
>>> [period_superlative(c, claim_values(c, ix), ix)[0].ok for c in (
...     "Brazil recorded the largest rise in consumption between 2005 and 2008.", "Brazil recorded the smallest rise in consumption between 2005 and 2008.")]
[True, False]
>>> moved_row("The country whose consumption fell the most between 2005 and 2008 had 12.48 litres in 2008.", ix)
'France had 12.48 litres in 2008.'
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import Decimal

from .checks import Check, entity_rows
from .headers import header_words
from .index import TableIndex, hits
from .lexicon import STOPWORDS, stem
from .values import Value, agrees, claim_values
from .windows import claim_year

_UP_NOUNS = "rise|increase|gain|growth|jump|climb"
_DOWN_NOUNS = "drop|fall|decline|decrease|loss|reduction|dip|slide"
_UP_VERBS = "rose|grew|increased|gained|climbed|added|jumped"
_DOWN_VERBS = "fell|dropped|declined|decreased|shrank|lost|slid"
_MOST = {"largest", "biggest", "greatest", "steepest", "sharpest", "strongest", "highest", "most", "fastest", "furthest", "more", "faster"}
_LEAST = {"smallest", "mildest", "slightest", "weakest", "lowest", "least", "slowest", "fewer", "less", "slower"}
_RATES = {"fastest", "slowest", "faster", "slower"}
_NOUN_FORM = re.compile(r"\bthe\s+(?P<sup>largest|biggest|greatest|steepest|sharpest|strongest|highest|smallest|mildest|slightest|weakest|lowest)"
                        r"\s+(?:[a-z]+\s+)?(?P<move>" + _UP_NOUNS + "|" + _DOWN_NOUNS + r")s?\b|\bthe\s+(?P<rate>fastest|slowest)[\s-]+"
                        r"(?P<moving>growing|rising|increasing|shrinking|falling|declining)\b", re.I)  # "the fastest-growing economy"
_VERB_FORM = re.compile(r"\b(?P<move>" + _UP_VERBS + "|" + _DOWN_VERBS + r")\s+(?:[a-z]+\s+){0,3}?(?:the\s+(?P<sup>most|least|fastest|slowest)\b|"
                        r"(?P<than>more|fewer|less|faster|slower)\s+(?:[a-z]+\s+){0,3}?than\s+any\s+other\b)", re.I)
_WHOSE = re.compile(r"^the\s+(?P<noun>[a-z]+)\s+whose\s+(?P<what>(?:[a-z'’]+\s+){1,4}?)(?P<move>" + _UP_VERBS + "|" + _DOWN_VERBS
                    + r")\s+(?:the\s+)?(?P<sup>most|least|fastest|slowest)\s+(?:between|from)\s+(?P<y1>(?:1[89]|20)\d\d)\s+(?:and|to)\s+"
                    r"(?P<y2>(?:1[89]|20)\d\d)\s*,?\s+(?=[a-z])", re.I)
_ECONOMY = frozenset({"gdp", "gnp", "economi", "output"})  # (stems of a header's words: ``gdp_per_capita_1960_usd``)
_IN_PERCENT = re.compile(r"\b(?:in\s+percentage\s+terms|in\s+relative\s+terms|relative(?:ly)?|proportionally)\b", re.I)


def year_pairs(index: TableIndex, y1: int, y2: int) -> list[tuple]:
    """The (earlier, later) column pairs of one measure headed by the two years (``litres_2005``, ``litres_2008``)."""
    early, late = sorted((y1, y2))
    out = []
    for a in index.columns:
        if a.id_like or a.year != early or a.span is not None:
            continue
        measure = header_words(a.header)
        for b in index.table_columns(a.table_pos):
            if b.year == late and b.span is None and not b.id_like and header_words(b.header) == measure:
                out.append((a, b))
    return out


def chosen_pair(index: TableIndex, claim: str, pairs: list[tuple]) -> tuple | None:
    """The one pair, or of several the one pair whose header words the claim names most, then its title's words before
    any bracket or colon ("alcohol consumption" of ``litres_per_adult_2005``'s table; None: no single one)."""
    if len(pairs) <= 1:
        return pairs[0] if pairs else None
    said = {stem(w) for w in re.findall(r"[a-z]+", claim.lower())} - STOPWORDS
    titled = [index.lead_title_stems(a.table_pos) for a, _ in pairs]
    scores = [(sum(1 for s in said if hits(pair[0], s)), len(said & words)) for pair, words in zip(pairs, titled)]
    best = [p for p, s in zip(pairs, scores) if any(s) and s == max(scores)]
    return best[0] if len(best) == 1 else None


def _growth_rate(words: str, col) -> bool:
    """Whether ``words`` speak of an economy's growth, which is its rate: "whose GDP per head grew the most" is Malta's
    +287%, never Norway's +$8,534 (a column of GDP, GNP or output, and "grew", "growth" or "growing")."""
    return bool(col.stems & _ECONOMY) and re.search(r"\b(?:grew|grown|growth|growing)\b", words, re.I) is not None


def row_moves(index: TableIndex, a, b, rate: bool) -> dict[int, Decimal]:
    """Each row's change from column ``a`` to ``b`` (in percent of ``a`` when ``rate``), where both cells are numbers."""
    out = {}
    for r in index.table_rows[a.table_pos]:
        x, y = index.value(r, a.gid), index.value(r, b.gid)
        if x is None or y is None or rate and x == 0:
            continue
        out[r] = (y - x) * 100 / x if rate else y - x
    return out


def _first(moves: dict[int, Decimal], up: bool, most: bool) -> set[int]:
    """The rows first by the move: of those that moved the way said, the largest (``most``) or the smallest change."""
    sized = {r: (d if up else -d) for r, d in moves.items() if (d > 0 if up else d < 0)}
    if not sized:
        return set()
    best = max(sized.values()) if most else min(sized.values())
    return {r for r, d in sized.items() if d == best}


def _form(claim: str) -> tuple[bool, bool, bool] | None:
    """(up, most, rate) of the one superlative of a move the claim writes, or None."""
    found = [m for m in (*_NOUN_FORM.finditer(claim), *_VERB_FORM.finditer(claim))]
    if len(found) != 1:
        return None
    m = found[0]
    move = (m.group("move") or m.groupdict().get("moving")).lower()
    sup = (m.group("sup") or m.groupdict().get("than") or m.groupdict().get("rate") or "").lower()
    up = re.fullmatch(_UP_NOUNS + "|" + _UP_VERBS + "|growing|rising|increasing", move) is not None
    return up, sup in _MOST, sup in _RATES or bool(_IN_PERCENT.search(claim))


def period_superlative(claim: str, values: Sequence[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """The check of a named row's move between two year columns being the largest or smallest (module docstring)."""
    form = _form(claim)
    years = [(k, y) for k, v in enumerate(values) if (y := claim_year(v)) is not None]
    names = [k for k, v in enumerate(values) if v.kind == "name"]
    if form is None or len(years) != 2 or len(names) != 1 or years[0][1] == years[1][1]:
        return None
    up, most, rate = form
    others = [k for k, v in enumerate(values) if k not in names and k not in (years[0][0], years[1][0])]
    if any(values[k].kind != "number" for k in others) or len(others) > 1:
        return None
    if others and values[others[0]].mention.percent:
        rate = True
    pair = chosen_pair(index, claim, year_pairs(index, years[0][1], years[1][1]))
    if pair is None:
        return None
    a, b = pair
    rate = rate or _growth_rate(claim, a)
    rows = entity_rows(index, values[names[0]], a.table_pos)
    moves = row_moves(index, a, b, rate)
    if len(rows) != 1 or rows[0] not in moves:
        return None
    r = rows[0]
    if others:
        x, y = index.value(r, a.gid), index.value(r, b.gid)
        said = values[others[0]]
        forms = [abs(y - x), *([abs(y - x) * 100 / x] if x else []), x, y]
        if not any(agrees(f, said) for f in forms):
            return None  # another number: another claim
    first = _first(moves, up, most)
    detail = {"table_id": index.tables[a.table_pos].id, "columns": [a.header, b.header], "row": index.rows[r].row,
              "change": f"{moves[r]:.4f}".rstrip("0").rstrip(".") + ("%" if rate else ""), "first": sorted(index.rows[k].row for k in first)}
    return Check("superlative", r in first, detail), [*names, years[0][0], years[1][0], *others]


def moved_row(claim: str, index: TableIndex) -> str:
    """"The country whose X rose the most between Y1 and Y2 <rest>" as "<that country> <rest>" (module docstring); the
    claim itself when it is not one, or no one row is first."""
    m = _WHOSE.match(claim)
    if m is None:
        return claim
    move, sup = m.group("move").lower(), m.group("sup").lower()
    up = re.fullmatch(_UP_VERBS, move) is not None
    pairs = year_pairs(index, int(m.group("y1")), int(m.group("y2")))
    pair = chosen_pair(index, m.group("what"), pairs)
    if pair is None:
        return claim
    a, b = pair
    rate = sup in _RATES or bool(_IN_PERCENT.search(m.group(0))) or _growth_rate(move, a)
    first = _first(row_moves(index, a, b, rate), up, sup in _MOST)
    if len(first) != 1:
        return claim
    name = index.tables[a.table_pos].cells[index.rows[next(iter(first))].row - 1][0].strip()
    rest = claim[m.end():]
    out = f"{name} {rest}"
    return out if any(v.kind == "name" for v in claim_values(out, index)) else claim


_EVERY = re.compile(r"\b(?P<move>" + _UP_VERBS + "|" + _DOWN_VERBS + r")\s+(?:in|for)\s+(?:every|each|all)\s+(?:single\s+)?(?:one\s+)?(?:of\s+)?"
                    r"(?:the\s+)?(?:[\w-]+\s+)?(?P<noun>[a-z]+)\b", re.I)


def every_moved(claim: str, values: Sequence[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """"Between 1980 and 1985 real GDP per head rose in every one of the twenty countries": every row's cell of the
    later year's column above its earlier one (the pair of one measure the two years head, as for the superlatives
    above); a count written with it must be the table's rows. None when the claim is not one, or names a row.

    >>> from mt_raig.tables import Table
    >>> from mt_raig.eval.lexical.index import index_of
    >>> t = Table("a", "Alcohol per adult", ("country", "litres_2005", "litres_2008"), (("Brazil", "9.16", "10.08"), ("France", "13.66", "12.48")))
    >>> claim = "Between 2005 and 2008 consumption rose in every country."
    >>> every_moved(claim, claim_values(claim, index_of((t,))), index_of((t,)))[0].ok
    False
    """
    m = _EVERY.search(claim)
    if m is None:
        return None
    years = [(k, y) for k, v in enumerate(values) if (y := claim_year(v)) is not None]
    if len(years) != 2 or years[0][1] == years[1][1] or any(v.kind != "number" for v in values):
        return None
    pair = chosen_pair(index, claim, year_pairs(index, years[0][1], years[1][1]))
    if pair is None:
        return None
    a, b = pair
    rows = index.table_rows[a.table_pos]
    counts = [k for k, v in enumerate(values) if k not in (years[0][0], years[1][0])]
    if len(counts) > 1 or counts and values[counts[0]].mention.number.value != len(rows):
        return None  # "in every one of the twenty countries": the table's twenty rows
    moves = row_moves(index, a, b, False)
    if len(moves) != len(rows) or len(rows) < 2:
        return None
    up = re.fullmatch(_UP_VERBS, m.group("move").lower()) is not None
    against = sorted(index.rows[r].row for r, d in moves.items() if (d <= 0 if up else d >= 0))
    detail = {"table_id": index.tables[a.table_pos].id, "columns": [a.header, b.header], "rows": len(rows), "rows moving the other way": against}
    return Check("every", not against, detail), list(range(len(values)))
