"""The largest one-year step of a yearly series: "The steepest one-year fall in Saudi production came in 1982, when
output dropped by 166.1 million tonnes" says 1982's change from 1981 is the most negative of the series' changes
(and 166.1 its size); "In the year derivative classifications fell the most, X" is read as "In <that year>, X".
Read as written, the year and the amount only had to sit in some row, so any year was accepted and the true amount
(a difference of two rows, one of them unnamed) refuted.

A step is a row's change from the row of the year before (years one apart, in a table with a year column); the
series is the one column the words name (:func:`.descriptions.named_column`). Ties, gaps or an unnamed column leave
the claim to the other checks.

    >>> from mt_raig.eval.lexical.index import index_of
    >>> from mt_raig.eval.lexical.values import claim_values
    >>> from mt_raig.tables import Table
    >>> t = Table("oil", "Oil output by year", ("year", "output_tonnes"), (("2001", "50"), ("2002", "41"), ("2003", "44"), ("2004", "38")))
    >>> ix = index_of((t,))
    >>> claim = "The steepest one-year fall in output came in 2002, when it dropped by 9 tonnes."
    >>> steepest_step(claim, claim_values(claim, ix), ix)[0].ok
    True
    >>> step_year("In the year output rose the most, prices fell.", ix)
    'In 2003, prices fell.'
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import Decimal

from .checks import Check
from .descriptions import named_column
from .headers import year_key
from .index import TableIndex
from .signedmoves import baseline
from .values import Value, cell_agrees
from .words import count_value

_UP = r"rise|increase|jump|gain|climb|rose|grew|increased|jumped|climbed|gained"
_DOWN = r"fall|drop|decline|fell|dropped|declined|shrank|contracted"
_STEEPEST = re.compile(r"^the\s+(?:steepest|largest|biggest|sharpest|greatest)\s+(?:one-year\s+|single-year\s+|annual\s+|yearly\s+|year-on-year\s+|"
                       r"year-to-year\s+)?(?P<move>" + _UP + "|" + _DOWN + r")(?:\s+(?:in|of)\s+(?P<what>[^,;]+?))?\s+(?:came|was|occurred|happened|fell)\s+in\s+"
                       r"(?P<year>\d{4})\b(?P<rest>[^;]*)$", re.I)  # (no "in <what>": the words after the year name it: "The steepest
# one-year drop came in 1974, when output fell by 3,897 tonnes")
_MOST_IN = re.compile(r"^(?P<what>[a-z][\w’' -]*?)\s+(?P<move>" + _UP + "|" + _DOWN + r"|grew|shrank)\s+(?:the\s+)?most\s+in\s+(?P<year>\d{4})\b"
                      r"(?P<rest>[^;]*)$", re.I)  # "The car stock grew the most in 1973, adding 6,760,103 cars over the year before"
_BROUGHT = re.compile(r"^(?:in\s+)?(?P<year>\d{4})\s*,?\s+(?:brought|saw|had|recorded|posted)\s+(?:the|its|their)\s+(?P<sup>steepest|largest|biggest|"
                      r"sharpest|greatest|smallest|mildest|slightest)\s+(?:one-year\s+|single-year\s+|annual\s+|yearly\s+|year-on-year\s+|"
                      r"year-to-year\s+)?(?P<move>" + _UP + "|" + _DOWN + r")\s+(?:in|of)\s+(?P<what>[^,;]+?)(?P<rest>\s*(?:[,;].*|\.?)$)", re.I)
# "1973 brought the largest one-year rise in the price of eggs, up 64.06 on 1972"
_ITS = re.compile(r"^(?P<what>[a-z][\w’' -]*?)\s+(?:suffered|had|saw|recorded|posted|showed|made|experienced|logged)\s+(?:its|their)\s+"
                  r"(?:steepest|largest|biggest|sharpest|greatest)\s+(?:one-year\s+|single-year\s+|annual\s+|yearly\s+|year-on-year\s+|"
                  r"year-to-year\s+)?(?P<move>" + _UP + "|" + _DOWN + r")\s+in\s+(?P<year>\d{4})\b(?P<rest>[^;]*)$", re.I)
# "Investment suffered its steepest one-year fall in 1982, dropping by 60.4 billion dollars"
_APPOSED = re.compile(r"^\s*[,:(–—]\s*(?:an?\s+(?:rise|increase|jump|gain|climb|fall|drop|decline)\s+of\s+|up\s+|down\s+)?"
                      r"(?:about\s+|some\s+|roughly\s+|nearly\s+|almost\s+)?[$€£]?$", re.I)
# "came in 1981, 322.4 billion dollars", "came in 1968, a jump of 0.9 to 4.7": the amount set beside the year
_BY = re.compile(r"\b(?:" + _UP + "|" + _DOWN + r"|up|down|adding|added|shedding|shed|losing|lost|dropping|falling|rising|climbing|gaining|growing)\s+"
                 r"(?:by\s+)?(?:about\s+|some\s+|roughly\s+|nearly\s+|almost\s+)?[$€£]?$", re.I)
_PRICED = {"cheaper": -1, "dearer": 1, "more expensive": 1, "less expensive": -1}  # "got cheaper": the price fell
_ONLY_YEAR = re.compile(r"^in\s+the\s+only\s+year\s+(?:of\s+the\s+(?:period|series|table)\s+|of\s+the\s+(?P<decade>\d{3}0)s\s+|"
                        r"between\s+(?P<a>\d{4})\s+and\s+(?P<b>\d{4})\s+)?(?:when|that|in\s+which)\s+(?P<what>[a-z][\w’' -]*?)\s+"
                        r"(?P<move>" + _UP + "|" + _DOWN + r"|(?:got|became|grew)\s+(?:cheaper|dearer|more\s+expensive|less\s+expensive))\s*,\s*", re.I)
_FIRST_MOVE = re.compile(r"^(?:(?P<lead>in\s+)?the\s+)(?P<which>first|last)\s+year\s+(?:when|that|in\s+which)\s+(?P<what>[a-z][\w’' -]*?)\s+"
                         r"(?P<move>" + _UP + "|" + _DOWN + r")(?:\s*,\s*(?(lead)|(?!))|\s+(?(lead)(?!)|(?P<then>began|opened|ended|closed|saw|had)\s+))", re.I)
# "In the first year in which gasoline consumption fell, ...", "The first year in which X fell began with ..."
_YEAR_MOVED_MOST = re.compile(r"^in\s+the\s+year\s+(?:when\s+|that\s+|in\s+which\s+)?(?P<what>[a-z][\w’' -]*?)\s+(?P<move>" + _UP + "|" + _DOWN
                              + r")\s+(?:the\s+)?(?P<most>most|least)\s*,\s*", re.I)  # ("grew the least": its smallest rise, where it never fell)
_IN_YEAR_MOVED = re.compile(r"^in\s+(?P<year>\d{4})\s*,?\s+(?P<what>[a-z][\w’' -]*?)\s+(?P<move>" + _UP + "|" + _DOWN
                            + r"|went\s+(?:up|down)|was\s+(?:raised|cut|lowered))\s+(?=(?:by|from)\s)", re.I)
# "In 1975 investment fell by about 9.9%, from 228.7 to 206.1": its change from the year before
_NEXT_TO_STEEPEST = re.compile(r"^in\s+the\s+year\s+(?P<side>after|before)\s+(?:the\s+)?(?P<what>[a-z][\w’' -]*?)(?:['’]s)?\s+"
                               r"(?:steepest|largest|biggest|sharpest|greatest)\s+(?:one-year\s+|single-year\s+|annual\s+|yearly\s+|year-on-year\s+)?"
                               r"(?P<move>" + _UP + "|" + _DOWN + r")\s*,\s*", re.I)  # "In the year after melanoma's biggest one-year jump, ..."


def _unvalued(text: str) -> str:
    """``text``'s words, its numbers left out ("when output fell by 3,897 tonnes": "when output fell by tonnes")."""
    return re.sub(r"[\d.,$€£%]+", " ", text)


def _steps(index: TableIndex, words: str) -> tuple[int, list[tuple[str, Decimal]]] | None:
    """(column, [(year, change from the year before)]) of the one column ``words`` name, in a table with a year
    column; only rows whose year follows the previous row's by one."""
    if (gid := named_column(index, words)) is None:
        return None
    pos = index.columns[gid].table_pos
    table = index.tables[pos]
    if (key := year_key(table)) is None:
        return None
    years = [table.cells[index.rows[r].row - 1][key].strip() for r in index.table_rows[pos]]
    cells = [index.value(r, gid) for r in index.table_rows[pos]]
    out = [(y, b - a) for (x, a), (y, b) in zip(zip(years, cells), list(zip(years, cells))[1:])
           if a is not None and b is not None and x.isdigit() and y.isdigit() and int(y) - int(x) == 1]
    return (gid, out) if len(out) >= 2 else None


def _moves(index: TableIndex, words: str) -> tuple[int, list[tuple[str, Decimal]]] | None:
    """:func:`_steps`, but of a column of changes (``real_gdp_growth_pct``, cells of both signs around 0) its cells
    themselves: "the economy shrank most in 1982" is its most negative cell, not the largest fall of the growth rate."""
    if (found := _steps(index, words)) is None:
        return None
    gid, steps = found
    col = index.columns[gid]
    if baseline(col) == 0:
        table = index.tables[col.table_pos]
        key = year_key(table)
        steps = [(table.cells[index.rows[r].row - 1][key].strip(), x) for r in index.table_rows[col.table_pos] if (x := index.value(r, gid)) is not None]
    return gid, steps


def _extreme(steps: list[tuple[str, Decimal]], sign: int) -> str | None:
    """The one year whose step is the largest the ``sign`` way (a rise: +1, a fall: -1), or None (a tie, or none that way)."""
    top = max(s * sign for _, s in steps)
    years = [y for y, s in steps if s * sign == top]
    return years[0] if len(years) == 1 and top > 0 else None


def _mildest(steps: list[tuple[str, Decimal]], sign: int) -> str | None:
    """The one year whose step the ``sign`` way is the smallest of those that way ("the smallest one-year rise")."""
    moved = [(y, s * sign) for y, s in steps if s * sign > 0]
    years = [y for y, s in moved if s == min((s for _, s in moved), default=None)]
    return years[0] if len(years) == 1 else None


def _sign(move: str) -> int:
    priced = re.sub(r"^(?:got|became|grew)\s+", "", move.lower())
    return _PRICED[re.sub(r"\s+", " ", priced)] if re.sub(r"\s+", " ", priced) in _PRICED else 1 if re.fullmatch(_UP, move, re.I) else -1


_OF_MOVES = re.compile(r"^of\s+the\s+(?P<n>[\w-]+)\s+years\s+(?:in\s+which|when|that)\s+(?P<what>[a-z][\w’' -]*?)\s+(?P<move>" + _UP + "|" + _DOWN
                       + r"|grew|shrank)\s*,\s*(?P<year>\d{4})\s+(?:saw|had|brought|recorded)\s+the\s+(?P<sup>steepest|largest|biggest|sharpest|"
                       r"greatest|mildest|smallest|slightest|gentlest)\s+(?:one\s*)?(?:drop|fall|decline|rise|increase|gain|jump)\s*[.;]?$", re.I)
# "Of the four years in which gasoline consumption fell, 1980 saw the steepest drop": the count of such steps and the year's place


def _of_moves(m: re.Match, values: Sequence[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """The check of "Of the N years in which X fell, YEAR saw the steepest (mildest) drop": N steps that way, the year's
    the largest (smallest) of them."""
    if (found := _moves(index, m.group("what"))) is None or (n := count_value(m.group("n"))) is None:
        return None
    sign = _sign(m.group("move"))
    moves = [(y, x * sign) for y, x in found[1] if x * sign > 0]
    mild = m.group("sup").lower() in ("mildest", "smallest", "slightest", "gentlest")
    if not moves:
        return None
    top = (min if mild else max)(x for _, x in moves)
    picked = [y for y, x in moves if x == top]
    ok = len(moves) == n and picked == [m.group("year")]
    detail = {"column": index.columns[found[0]].header, "steps that way": len(moves), "count": str(n), "picked": picked, "year": m.group("year")}
    return Check("steps", ok, detail), list(range(len(values)))


def steepest_step(claim: str, values: Sequence[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """The check of "The steepest one-year fall in X came in 1982[, when it dropped by N]", "X grew the most in 1973[,
    adding N over the year before]", "1973 brought the largest (smallest) one-year rise in X[, up N on 1972]" (module
    docstring)."""
    if (of := _OF_MOVES.match(claim)) is not None:
        return _of_moves(of, values, index)
    m = _STEEPEST.match(claim) or _MOST_IN.match(claim) or _BROUGHT.match(claim) or _ITS.match(claim)
    if m is None or (found := (_steps if m.re is not _MOST_IN else _moves)(index, m.group("what") or _unvalued(m.group("rest")))) is None:
        return None
    gid, steps = found
    sign = _sign(m.group("move"))
    year = m.group("year")
    amounts = [i for i, v in enumerate(values) if v.kind == "number" and v.start >= m.start("rest")
               and (_BY.search(claim[:v.start]) or _APPOSED.match(claim[m.end("year"):v.start]))]
    before = [i for i, v in enumerate(values) if v.start >= m.start("rest") and claim[v.start:v.end] == str(int(year) - 1)
              and re.search(r"\b(?:on|from|over)\s+$", claim[:v.start])]  # "up 64.06 on 1972": the year before, no other value
    reached = [i for i, v in enumerate(values) if amounts and v.kind == "number" and i == amounts[-1] + 1
               and re.fullmatch(r"\s+to\s+(?:about\s+)?", claim[values[amounts[-1]].end:v.start])]  # "a jump of 0.9 to 4.7": the year's own cell
    others = [i for i, v in enumerate(values) if v.start >= m.start("rest") and i not in amounts and i not in before and i not in reached]
    mildest = m.re is _BROUGHT and m.group("sup").lower() in ("smallest", "mildest", "slightest")
    if others or len(amounts) > 1 or (best := _mildest(steps, sign) if mildest else _extreme(steps, sign)) is None:
        return None
    step = dict(steps).get(year)
    ok = best == year and (not amounts or step is not None and any(cell_agrees(values[amounts[0]], index.columns[gid], x) for x in (abs(step), step)))
    # (a fall of a column of changes is its signed cell: "falling 1.9%" of -1.9)
    if reached:
        col = index.columns[gid]
        own = [index.value(r, gid) for r in index.table_rows[col.table_pos] if index.tables[col.table_pos].cells[index.rows[r].row - 1][year_key(index.tables[col.table_pos])].strip() == year]
        ok = ok and len(own) == 1 and own[0] is not None and cell_agrees(values[reached[0]], col, own[0])
    detail = {"column": index.columns[gid].header, "largest": best, "step": str(dict(steps)[best]), "year": year}
    used = [i for i, v in enumerate(values) if m.start("year") <= v.start < m.end("year")] + amounts + before + reached
    return Check("steps", ok, detail), used


def _year_before(index: TableIndex, words: str, year: str) -> str | None:
    """The year of the row before ``year``'s in the table of the one column ``words`` name, where the table has a year
    column in increasing order holding ``year`` once; else None."""
    if (gid := named_column(index, words)) is None:
        return None
    table = index.tables[index.columns[gid].table_pos]
    if (key := year_key(table)) is None:
        return None
    years = [row[key].strip() for row in table.cells]
    if not all(y.isdigit() for y in years) or any(int(a) >= int(b) for a, b in zip(years, years[1:])) or years.count(year) != 1:
        return None
    at = years.index(year)
    return years[at - 1] if at else None


def step_year(claim: str, index: TableIndex) -> str:
    """``claim`` with a leading "In 1975 X fell by (from) ..." read as "Between 1974 and 1975, X fell by ...", a leading
    "In the year after X's biggest one-year jump," as "In <that year + 1>,", and a leading "In the year X fell (rose) the most," or "In the only year [of the period | between 1985
    and 1992] when X rose," replaced by "In <that year>," (module docstring); unchanged when it has none or the year is
    not one. "The only year when the economy shrank" of a column of changes (``real_gdp_growth_pct``, cells of both
    signs) is its one negative cell, of any other column its one fall from the year before."""
    if (m := _ONLY_YEAR.match(claim)) is not None:
        priced = m.group("move").split()[-1] if m.group("move").split()[-1].lower() in ("cheaper", "dearer", "expensive") else ""
        if (found := _moves(index, f"{m.group('what')} {priced}")) is None:  # "gasoline got cheaper": the price of gasoline
            return claim
        gid, steps = found  # (a column of changes: its cells' own signs)
        sign = _sign(m.group("move"))
        first, last = (int(m.group("a")), int(m.group("b"))) if m.group("a") else (int(m.group("decade")), int(m.group("decade")) + 9) \
            if m.group("decade") else (None, None)  # "between 1985 and 1992", "of the 1950s"
        if first is not None:
            steps = [(y, x) for y, x in steps if y.isdigit() and first <= int(y) <= last]
        years = [y for y, x in steps if x * sign > 0]
        return f"In {years[0]}, " + claim[m.end():] if len(years) == 1 and len(steps) >= 2 else claim
    if (m := _FIRST_MOVE.match(claim)) is not None:  # the first (last) year whose step from the year before goes that way
        if (found := _steps(index, m.group("what"))) is None:
            return claim
        years = [y for y, x in found[1] if x * _sign(m.group("move")) > 0]
        if not years:
            return claim
        year = years[0] if m.group("which").lower() == "first" else years[-1]
        return f"{year} {m.group('then').lower()} " + claim[m.end():] if m.group("then") else f"In {year}, " + claim[m.end():]
    if (m := _IN_YEAR_MOVED.match(claim)) is not None:  # "Between 1974 and 1975, investment fell by ...": from the row before
        before = _year_before(index, m.group("what"), m.group("year"))  # (the year before, or the series' previous year:
        return claim if before is None else f"Between {before} and {m.group('year')}, " + claim[m.start("what"):]  # 1981 of 1990)
    if (m := _NEXT_TO_STEEPEST.match(claim)) is not None:  # the year after (before) the steepest step's, where the table has it
        if (found := _steps(index, m.group("what"))) is None or (year := _extreme(found[1], _sign(m.group("move")))) is None:
            return claim
        col = index.columns[found[0]]
        table = index.tables[col.table_pos]
        other = str(int(year) + (1 if m.group("side").lower() == "after" else -1))
        return f"In {other}, " + claim[m.end():] if any(row[year_key(table)].strip() == other for row in table.cells) else claim
    m = _YEAR_MOVED_MOST.match(claim)
    if m is None or (found := _steps(index, m.group("what"))) is None:
        return claim
    sign = _sign(m.group("move"))
    if m.group("most").lower() == "least" and any(x * sign <= 0 for _, x in found[1]):
        return claim  # "grew the least" of a series that also fell (or stood still): the smallest rise or the fall? unread
    year = _mildest(found[1], sign) if m.group("most").lower() == "least" else _extreme(found[1], sign)
    return claim if year is None else f"In {year}, " + claim[m.end():]
