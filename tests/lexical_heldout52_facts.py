"""The label checks of the fifty-second held-out set (``tests/test_lexical_heldout52.py``): one function per pair id
that recomputes, from the stored cells of ``tests/data/lexical_heldout52_tables.json``, whether the pair's true claim
holds and whether its false twin holds (``(True, False)`` when the labels are right)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from itertools import pairwise
from pathlib import Path

import heldout_pairs
from heldout_pairs import (
    Rows,
    about,
    both_fillings,
    keyed_cell,
    keyed_column,
    keyed_number,
    number,
    top_key,
    top_keys,
)

DATA = Path(__file__).parent / "data" / "lexical_heldout52_tables.json"

NF = "nfl_standings_2016"
BR = "drew_brees_passing_by_game_2016"
BI = "us_births_by_sex_1940_2002"
MW = "us_federal_minimum_wage_1938_2009"

FACTS: dict[str, Callable[[Rows], tuple[bool, bool]]] = {}

WINS, LOSSES, TIES, YARDS, TDS = "wins", "losses", "ties", "yards_gained", "touchdowns"
PF, PA = "points_for", "points_against"
COMP, ATT, PYDS = "completions", "attempts", "passing_yards"
BOYS, GIRLS = "boys", "girls"
WAGE, DATE = "hourly_wage_usd", "effective_date"


def fact(fn: Callable[[Rows], tuple[bool, bool]]) -> Callable[[Rows], tuple[bool, bool]]:
    FACTS[fn.__name__] = fn
    return fn


def rows_by_table() -> Rows:
    return heldout_pairs.rows_of(DATA)


def team(rows: Rows, name: str, col: str) -> float:
    return keyed_number(rows, NF, name, col)


def teams(rows: Rows, col: str) -> dict[str, float]:
    return keyed_column(rows, NF, col)


def net(rows: Rows) -> dict[str, float]:
    """Team -> points scored less points allowed."""
    pf, pa = teams(rows, PF), teams(rows, PA)
    return {t: pf[t] - pa[t] for t in pf}


def record(rows: Rows, name: str) -> tuple[int, int]:
    """A team's (wins, losses)."""
    return int(team(rows, name, WINS)), int(team(rows, name, LOSSES))


def games(rows: Rows) -> list[dict]:
    """Brees's games in order: game number, opponent and the three counts as numbers."""
    return [{"game": int(r["game"]), "opponent": r["opponent"], COMP: number(r[COMP]), ATT: number(r[ATT]),
             PYDS: number(r[PYDS])} for r in rows[BR]]


def game(rows: Rows, n: int, col: str) -> float:
    return keyed_number(rows, BR, str(n), col)


def opponent(rows: Rows, n: int) -> str:
    return keyed_cell(rows, BR, str(n), "opponent")


def best_game(rows: Rows, col: str, lowest: bool = False) -> int:
    """The number of the one game with the highest (or lowest) ``col``."""
    return int(top_key(rows, BR, col, lowest))


def season(rows: Rows, col: str) -> float:
    return sum(g[col] for g in games(rows))


def born(rows: Rows, year: int, col: str) -> float:
    return keyed_number(rows, BI, str(year), col)


def births(rows: Rows, col: str) -> dict[int, float]:
    return {int(k): v for k, v in keyed_column(rows, BI, col).items()}


def total(rows: Rows) -> dict[int, float]:
    """Year -> boys and girls born together."""
    b, g = births(rows, BOYS), births(rows, GIRLS)
    return {y: b[y] + g[y] for y in b}


def changes(values: dict[int, float]) -> dict[int, float]:
    """Year -> its value less the year before's (for every year whose year before is stored)."""
    return {y: v - values[y - 1] for y, v in values.items() if y - 1 in values}


def wages(rows: Rows) -> dict[int, float]:
    """Year -> the rate that took effect that year."""
    return {int(k): v for k, v in keyed_column(rows, MW, WAGE).items()}


def wage(rows: Rows, year: int) -> float:
    return keyed_number(rows, MW, str(year), WAGE)


def took_effect(rows: Rows, year: int) -> date:
    return date.fromisoformat(keyed_cell(rows, MW, str(year), DATE))


def raises(rows: Rows) -> dict[int, tuple[float, float]]:
    """Year -> (the raise in dollars, the raise in per cent of the rate before), for every rate but the first."""
    w = wages(rows)
    years = sorted(w)
    return {y: (w[y] - w[p], 100 * (w[y] / w[p] - 1)) for p, y in pairwise(years)}


def share(part: float, whole: float) -> float:
    return 100 * part / whole


def rank(values: dict, key, lowest: bool = False) -> int:
    """1 + the number of keys strictly ahead of ``key`` (highest first, or lowest first)."""
    x = values[key]
    return 1 + sum((v < x) if lowest else (v > x) for v in values.values())


def top(values: dict, lowest: bool = False) -> set:
    best = (min if lowest else max)(values.values())
    return {k for k, v in values.items() if v == best}


def years_between(a: date, b: date) -> float:
    return (b - a).days / 365.25


# wrong_entity


@fact
def we1(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda t: top_key(rows, NF, WINS) == t and record(rows, t) == (14, 2),
                         "New England Patriots", "Dallas Cowboys")


@fact
def we2(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda t: top_key(rows, NF, PF) == t and team(rows, t, PF) == 540,
                         "Atlanta Falcons", "New Orleans Saints")


@fact
def we3(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda t: top_key(rows, NF, WINS, lowest=True) == t and team(rows, t, WINS) == 1,
                         "Cleveland Browns", "San Francisco 49ers")


@fact
def we4(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda t: top_key(rows, NF, PF, lowest=True) == t and team(rows, t, PF) == 224,
                         "Los Angeles Rams", "New York Jets")


@fact
def we5(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda t: top_key(rows, NF, PA, lowest=True) == t and team(rows, t, PA) == 250,
                         "New England Patriots", "Denver Broncos")


@fact
def we6(rows: Rows) -> tuple[bool, bool]:
    n = best_game(rows, PYDS)
    return both_fillings(lambda t: opponent(rows, n) == t and game(rows, n, PYDS) == 465,
                         "Carolina Panthers", "Oakland Raiders")


@fact
def we7(rows: Rows) -> tuple[bool, bool]:
    n = best_game(rows, ATT)
    return both_fillings(lambda t: n == 3 and opponent(rows, n) == t and game(rows, n, ATT) == 54,
                         "Atlanta Falcons", "Kansas City Chiefs")


@fact
def we8(rows: Rows) -> tuple[bool, bool]:
    t = total(rows)
    return both_fillings(lambda y: top(t) == {y} and t[y] == 4268326, 1961, 1957)


@fact
def we9(rows: Rows) -> tuple[bool, bool]:
    b = births(rows, BOYS)
    return both_fillings(lambda y: top(b, lowest=True) == {y} and b[y] == 1211684, 1940, 1945)


@fact
def we10(rows: Rows) -> tuple[bool, bool]:
    pct = {y: p for y, (_, p) in raises(rows).items()}
    w = wages(rows)
    before = {y: w[max(x for x in w if x < y)] for y in pct}
    return both_fillings(lambda y: top(pct) == {y} and before[y] == 0.40 and w[y] == 0.75, 1950, 1956)


# superlative


@fact
def su1(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, NF, PA, lowest) == "San Francisco 49ers"
                         and team(rows, "San Francisco 49ers", PA) == 480, False, True)


@fact
def su2(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, NF, YARDS, lowest) == "New Orleans Saints"
                         and team(rows, "New Orleans Saints", YARDS) == 6816, False, True)


@fact
def su3(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, NF, TDS, lowest) == "Los Angeles Rams"
                         and team(rows, "Los Angeles Rams", TDS) == 24, True, False)


@fact
def su4(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: opponent(rows, best_game(rows, PYDS, lowest)) == "San Diego Chargers"
                         and game(rows, best_game(rows, PYDS, lowest), PYDS) == 207, True, False)


@fact
def su5(rows: Rows) -> tuple[bool, bool]:
    line = opponent(rows, 9) == "Denver Broncos" and game(rows, 9, COMP) == 21
    return both_fillings(lambda lowest: line and top_keys(rows, BR, COMP, lowest) == {"9"}, True, False)  # 37 twice


@fact
def su6(rows: Rows) -> tuple[bool, bool]:
    b, g = births(rows, BOYS), births(rows, GIRLS)
    ratio = {y: b[y] / g[y] for y in b}
    return both_fillings(lambda lowest: top(ratio, lowest) == {1946}, False, True)


@fact
def su7(rows: Rows) -> tuple[bool, bool]:
    t = total(rows)
    ahead = {y for y in t if t[y] > t[1957]}
    return both_fillings(lambda k: rank(t, 1957) == k and ahead == {1960, 1961}, 3, 2)


@fact
def su8(rows: Rows) -> tuple[bool, bool]:
    g = {y: v for y, v in births(rows, GIRLS).items() if y > 1965}
    return both_fillings(lambda lowest: top(g, lowest) == {1973} and g[1973] == 1528639, True, False)


@fact
def su9(rows: Rows) -> tuple[bool, bool]:
    years = list(wages(rows))
    return both_fillings(lambda pick: pick(years) == 2009 and wage(rows, 2009) == 7.25
                         and took_effect(rows, 2009) == date(2009, 7, 24), max, min)


@fact
def su10(rows: Rows) -> tuple[bool, bool]:
    pct = {y: p for y, (_, p) in raises(rows).items()}
    facts = wage(rows, 1974) == 2.0 and wage(rows, 1975) == 2.1 and about(pct[1975], "5")
    return both_fillings(lambda lowest: facts and top(pct, lowest) == {1975}, True, False)


# direction


@fact
def di1(rows: Rows) -> tuple[bool, bool]:
    pf, pa = team(rows, "Oakland Raiders", PF), team(rows, "Oakland Raiders", PA)
    return pf > pa, pf < pa


@fact
def di2(rows: Rows) -> tuple[bool, bool]:
    pf, pa = team(rows, "Miami Dolphins", PF), team(rows, "Miami Dolphins", PA)
    ten_six = record(rows, "Miami Dolphins") == (10, 6)
    return ten_six and pa > pf, ten_six and pf > pa


@fact
def di3(rows: Rows) -> tuple[bool, bool]:
    h, c = team(rows, "Houston Texans", YARDS), team(rows, "Cleveland Browns", YARDS)
    values = h == 5035 and c == 4976
    return values and h > c, values and h < c


@fact
def di4(rows: Rows) -> tuple[bool, bool]:
    first, second = game(rows, 1, PYDS), game(rows, 2, PYDS)
    names = opponent(rows, 1) == "Oakland Raiders" and opponent(rows, 2) == "New York Giants"
    return names and second < first, names and second > first


@fact
def di5(rows: Rows) -> tuple[bool, bool]:
    (a, b) = [g[PYDS] for g in games(rows) if g["opponent"] == "Carolina Panthers"]
    return b < a, b > a


@fact
def di6(rows: Rows) -> tuple[bool, bool]:
    (a, b) = [g[COMP] / g[ATT] for g in games(rows) if g["opponent"] == "Atlanta Falcons"]
    return b < a, b > a


@fact
def di7(rows: Rows) -> tuple[bool, bool]:
    t = total(rows)
    return t[1962] < t[1961], t[1962] > t[1961]


@fact
def di8(rows: Rows) -> tuple[bool, bool]:
    a, b = born(rows, 1976, GIRLS), born(rows, 1990, GIRLS)
    values = a == 1543352 and b == 2028717
    return values and b > a, values and b < a


@fact
def di9(rows: Rows) -> tuple[bool, bool]:
    gap = born(rows, 2002, BOYS) - born(rows, 2001, BOYS)
    return gap == 57, -gap == 57


@fact
def di10(rows: Rows) -> tuple[bool, bool]:
    before, after = wage(rows, 1981), wage(rows, 1990)
    values = before == 3.35 and after == 3.8 and not any(1981 < y < 1990 for y in wages(rows))
    return values and after > before, values and after < before


# difference


@fact
def df1(rows: Rows) -> tuple[bool, bool]:
    gap = net(rows)["New England Patriots"]
    return gap == 191, gap == 181


@fact
def df2(rows: Rows) -> tuple[bool, bool]:
    gap = team(rows, "Atlanta Falcons", PF) - team(rows, "New Orleans Saints", PF)
    return gap == 71, gap == 61


@fact
def df3(rows: Rows) -> tuple[bool, bool]:
    gap = team(rows, "New Orleans Saints", YARDS) - team(rows, "Atlanta Falcons", YARDS)
    return gap == 163, gap == 136


@fact
def df4(rows: Rows) -> tuple[bool, bool]:
    best, worst = game(rows, 5, PYDS), game(rows, 4, PYDS)
    names = opponent(rows, 5) == "Carolina Panthers" and opponent(rows, 4) == "San Diego Chargers"
    return both_fillings(lambda k: names and best == 465 and worst == 207 and best - worst == k, 258, 268)


@fact
def df5(rows: Rows) -> tuple[bool, bool]:
    gap = season(rows, ATT) - season(rows, COMP)
    return gap == 202, gap == 212


@fact
def df6(rows: Rows) -> tuple[bool, bool]:
    (a, b) = [g[ATT] for g in games(rows) if g["opponent"] == "Atlanta Falcons"]
    return a - b == 4, a - b == 6


@fact
def df7(rows: Rows) -> tuple[bool, bool]:
    gap = born(rows, 1961, BOYS) - born(rows, 1961, GIRLS)
    return gap == 104222, gap == 114222


@fact
def df8(rows: Rows) -> tuple[bool, bool]:
    t = total(rows)
    gap = t[1961] - t[1990]
    return top(t) == {1961} and gap == 110114, top(t) == {1961} and gap == 101114


@fact
def df9(rows: Rows) -> tuple[bool, bool]:
    up = {y: round(d, 2) for y, (d, _) in raises(rows).items()}
    return up[1990] == up[1991] == 0.45, up[1990] == up[1996] == 0.45


@fact
def df10(rows: Rows) -> tuple[bool, bool]:
    gap = round(wage(rows, 2009) - wage(rows, 1981), 2)
    return gap == 3.9, gap == 3.8


# joined


@fact
def jo1(rows: Rows) -> tuple[bool, bool]:
    t = opponent(rows, best_game(rows, PYDS))
    return both_fillings(lambda rec: record(rows, t) == rec, (6, 10), (9, 7))


@fact
def jo2(rows: Rows) -> tuple[bool, bool]:
    t = opponent(rows, best_game(rows, ATT, lowest=True))
    return both_fillings(lambda n: team(rows, t, PA) == n, 297, 292)


@fact
def jo3(rows: Rows) -> tuple[bool, bool]:
    t = top_key(rows, NF, PF, lowest=True)
    (yards,) = [g[PYDS] for g in games(rows) if g["opponent"] == t]
    return both_fillings(lambda n: yards == n, 310, 303)


@fact
def jo4(rows: Rows) -> tuple[bool, bool]:
    t = top_key(rows, NF, PA)
    (line,) = [(g[COMP], g[ATT]) for g in games(rows) if g["opponent"] == t]
    return both_fillings(lambda pair: line == pair, (28, 39), (28, 36))


@fact
def jo5(rows: Rows) -> tuple[bool, bool]:
    yards = [g[PYDS] for g in games(rows) if record(rows, g["opponent"]) == (12, 4)]
    return both_fillings(lambda n: len(yards) == 2 and sum(yards) == n, 790, 690)


@fact
def jo6(rows: Rows) -> tuple[bool, bool]:
    t = opponent(rows, best_game(rows, PYDS, lowest=True))
    return both_fillings(lambda rec: record(rows, t) == rec, (5, 11), (9, 7))


@fact
def jo7(rows: Rows) -> tuple[bool, bool]:
    year = min(y for y, w in wages(rows).items() if w >= 1)
    return both_fillings(lambda n: total(rows)[year] == n, 4163090, 4254784)


@fact
def jo8(rows: Rows) -> tuple[bool, bool]:
    (year,) = [y for y, w in wages(rows).items() if w == 2.0]
    return both_fillings(lambda n: born(rows, year, BOYS) == n, 1622114, 1613135)


@fact
def jo9(rows: Rows) -> tuple[bool, bool]:
    (year,) = top(total(rows))
    return both_fillings(lambda w: year in wages(rows) and wage(rows, year) == w, 1.15, 1.25)


@fact
def jo10(rows: Rows) -> tuple[bool, bool]:
    t = total(rows)
    (year,) = top({y: t[y] for y in wages(rows) if y in t}, lowest=True)
    return both_fillings(lambda w: wage(rows, year) == w, 0.40, 0.75)


# negation


@fact
def ne1(rows: Rows) -> tuple[bool, bool]:
    w = teams(rows, WINS).values()
    return both_fillings(lambda cap: not any(x > cap for x in w), 14, 13)


@fact
def ne2(rows: Rows) -> tuple[bool, bool]:
    pf = teams(rows, PF).values()
    return both_fillings(lambda floor: len(pf) == 32 and not any(x < floor for x in pf), 200, 250)


@fact
def ne3(rows: Rows) -> tuple[bool, bool]:
    losing = [t for t in teams(rows, WINS) if record(rows, t)[0] < record(rows, t)[1]]
    return both_fillings(lambda floor: not any(team(rows, t, PA) < floor for t in losing), 300, 320)


@fact
def ne4(rows: Rows) -> tuple[bool, bool]:
    y = [g[PYDS] for g in games(rows)]
    return both_fillings(lambda floor: not any(x < floor for x in y), 200, 250)


@fact
def ne5(rows: Rows) -> tuple[bool, bool]:
    c = [g[COMP] for g in games(rows)]
    return both_fillings(lambda floor: not any(x < floor for x in c), 20, 22)


@fact
def ne6(rows: Rows) -> tuple[bool, bool]:
    a = [g[ATT] for g in games(rows)]
    return both_fillings(lambda cap: not any(x > cap for x in a), 54, 50)


@fact
def ne7(rows: Rows) -> tuple[bool, bool]:
    g = [v for y, v in births(rows, GIRLS).items() if y > 1945]
    return both_fillings(lambda floor: not any(x < floor * 1e6 for x in g), 1.5, 1.6)


@fact
def ne8(rows: Rows) -> tuple[bool, bool]:
    b, g = births(rows, BOYS), births(rows, GIRLS)
    return not any(g[y] > b[y] for y in b), not any(b[y] > g[y] for y in b)


@fact
def ne9(rows: Rows) -> tuple[bool, bool]:
    t = [v for y, v in total(rows).items() if y > 1964]
    return both_fillings(lambda cap: not any(x > cap * 1e6 for x in t), 4.2, 4.1)


@fact
def ne10(rows: Rows) -> tuple[bool, bool]:
    years = wages(rows)
    return both_fillings(lambda last: not any(1982 <= y <= last for y in years), 1989, 1990)


# percent_vs_count


@fact
def pc1(rows: Rows) -> tuple[bool, bool]:
    n = sum(record(rows, t)[0] > record(rows, t)[1] for t in teams(rows, WINS))
    return both_fillings(lambda pct: n == 16 and share(n, len(rows[NF])) == pct, 50, 16)


@fact
def pc2(rows: Rows) -> tuple[bool, bool]:
    n = sum(x > 0 for x in teams(rows, TIES).values())
    return both_fillings(lambda pct: n == 4 and share(n, len(rows[NF])) == pct, 12.5, 4)


@fact
def pc3(rows: Rows) -> tuple[bool, bool]:
    td = teams(rows, TDS)
    pct = share(td["Atlanta Falcons"], sum(td.values()))
    return both_fillings(lambda w: td["Atlanta Falcons"] == 63 and about(pct, w), "4.8", "6.3")


@fact
def pc4(rows: Rows) -> tuple[bool, bool]:
    pct = share(season(rows, COMP), season(rows, ATT))
    return both_fillings(lambda w: about(pct, w), "70", "67")


@fact
def pc5(rows: Rows) -> tuple[bool, bool]:
    c, a = game(rows, 10, COMP), game(rows, 10, ATT)
    line = opponent(rows, 10) == "Carolina Panthers" and (c, a) == (35, 44)
    return both_fillings(lambda w: line and about(share(c, a), w), "80", "35")


@fact
def pc6(rows: Rows) -> tuple[bool, bool]:
    n = sum(g[PYDS] >= 300 for g in games(rows))
    return both_fillings(lambda pct: n == 10 and share(n, len(rows[BR])) == pct, 62.5, 10)


@fact
def pc7(rows: Rows) -> tuple[bool, bool]:
    t = total(rows)
    pct = share(t[1946] - t[1945], t[1945])
    return both_fillings(lambda w: about(pct, w), "20", "12")


@fact
def pc8(rows: Rows) -> tuple[bool, bool]:
    pct = share(born(rows, 1961, BOYS), total(rows)[1961])
    return both_fillings(lambda w: about(pct, w), "51.2", "52.1")


@fact
def pc9(rows: Rows) -> tuple[bool, bool]:
    pct = raises(rows)[1950][1]
    values = wage(rows, 1945) == 0.40 and wage(rows, 1950) == 0.75
    return both_fillings(lambda w: values and about(pct, w), "87.5", "35")


@fact
def pc10(rows: Rows) -> tuple[bool, bool]:
    a, b = wage(rows, 1997), wage(rows, 2009)
    return both_fillings(lambda w: a == 5.15 and b == 7.25 and about(share(b - a, a), w), "41", "21")


# words


@fact
def wo1(rows: Rows) -> tuple[bool, bool]:
    n = sum(record(rows, t) == (8, 8) for t in teams(rows, WINS))
    return n == 3, n == 4


@fact
def wo2(rows: Rows) -> tuple[bool, bool]:
    n = sum(x > 6000 for x in teams(rows, YARDS).values())
    return n == 5, n == 6


@fact
def wo3(rows: Rows) -> tuple[bool, bool]:
    n = sum(x > 400 for x in teams(rows, PF).values())
    return n == 9, n == 8


@fact
def wo4(rows: Rows) -> tuple[bool, bool]:
    d = net(rows)
    n = sum(record(rows, t)[0] < record(rows, t)[1] and d[t] > 0 for t in d)
    return n == 5, n == 4


@fact
def wo5(rows: Rows) -> tuple[bool, bool]:
    n = sum(g[PYDS] > 400 for g in games(rows))
    return n == 2, n == 3


@fact
def wo6(rows: Rows) -> tuple[bool, bool]:
    n = sum(g[ATT] >= 50 for g in games(rows))
    return n == 2, n == 3


@fact
def wo7(rows: Rows) -> tuple[bool, bool]:
    n = sum(g[COMP] >= 30 for g in games(rows))
    return n == 6, n == 7


@fact
def wo8(rows: Rows) -> tuple[bool, bool]:
    n = sum(x > 2e6 for x in births(rows, GIRLS).values())
    return n == 9, n == 11


@fact
def wo9(rows: Rows) -> tuple[bool, bool]:
    t = total(rows)
    n = sum(x > 4e6 for x in t.values())
    return n == 19 and len(t) == 63, n == 17 and len(t) == 63


@fact
def wo10(rows: Rows) -> tuple[bool, bool]:
    n = sum(1974 <= y <= 1981 for y in wages(rows))
    return n == 7, n == 6


# units_dates


@fact
def ud1(rows: Rows) -> tuple[bool, bool]:
    first = min(wages(rows))
    ok = first == 1938 and took_effect(rows, first).month == 10
    return ok and wage(rows, first) == 0.25, ok and wage(rows, first) == 25  # the false twin: 25 dollars


@fact
def ud2(rows: Rows) -> tuple[bool, bool]:
    span = years_between(took_effect(rows, 1981), took_effect(rows, 1990))
    held = wage(rows, 1981) == 3.35 and not any(1981 < y < 1990 for y in wages(rows))
    return both_fillings(lambda k: held and span > k, 9, 10)


@fact
def ud3(rows: Rows) -> tuple[bool, bool]:
    def held(start: int) -> bool:
        nxt = min(y for y in wages(rows) if y > start)
        d0, d1 = took_effect(rows, start), took_effect(rows, nxt)
        return (wage(rows, start) == 5.15 and (d0.year, d0.month) == (start, 9) and (d1.year, d1.month) == (2007, 7)
                and 9.5 <= years_between(d0, d1) < 10)
    return held(1997), held(1996)


@fact
def ud4(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda y: wage(rows, y) == 2.0 and took_effect(rows, y) == date(y, 5, 1), 1974, 1975)


@fact
def ud5(rows: Rows) -> tuple[bool, bool]:
    t = total(rows)[1961]
    return about(t / 1e6, "4.27"), about(t / 1e9, "4.27")


@fact
def ud6(rows: Rows) -> tuple[bool, bool]:
    t = total(rows)
    low = top(t, lowest=True) == {1940}
    return both_fillings(lambda decades: low and t[1940 + 10 * decades] == 4257850, 2, 3)


@fact
def ud7(rows: Rows) -> tuple[bool, bool]:
    b = born(rows, 1947, BOYS)
    return about(b / 1e6, "1.9"), about(b / 1e6, "19")


@fact
def ud8(rows: Rows) -> tuple[bool, bool]:
    yards = team(rows, "New Orleans Saints", YARDS)
    games_played = sum(record(rows, "New Orleans Saints")) + team(rows, "New Orleans Saints", TIES)
    metres = yards * 0.9144
    return yards / games_played == 426, metres / games_played == 426


@fact
def ud9(rows: Rows) -> tuple[bool, bool]:
    yards = season(rows, PYDS)
    return yards / len(rows[BR]) == 325.5, yards / season(rows, ATT) == 325.5


@fact
def ud10(rows: Rows) -> tuple[bool, bool]:
    yards, comp, att = game(rows, 1, PYDS), game(rows, 1, COMP), game(rows, 1, ATT)
    return about(yards / comp, "15.1"), about(yards / att, "15.1")
