"""The label checks of the fifty-sixth held-out set (``tests/test_lexical_heldout56.py``): one function per pair id
that recomputes, from the stored cells of ``tests/data/lexical_heldout56_tables.json``, whether the pair's true claim
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
)

DATA = Path(__file__).parent / "data" / "lexical_heldout56_tables.json"

EL = "australian_federal_elections_1949_2016"
CL = "australia_annual_climate_1970_2021"
PO = "sulindac_polyps_trial"
CR = "tree_cricket_chirp_rates"

FACTS: dict[str, Callable[[Rows], tuple[bool, bool]]] = {}

DATE, SEATS, LABOR, LIBERAL, NATIONAL, TPP, TURNOUT = (
    "election_date", "seats", "labor_seats", "liberal_seats", "national_seats", "labor_two_party_preferred_pct",
    "turnout_pct")
TEMP, RAIN, MDB, SW = ("australia_mean_temperature_c", "australia_rainfall_mm", "murray_darling_basin_rainfall_mm",
                       "southwest_rainfall_mm")
SEX, AGE, TREATMENT, BASE, M3, M12 = "sex", "age", "treatment", "polyps_baseline", "polyps_3_months", "polyps_12_months"
EXCL, NIV = "O. exclamationis", "O. niveus"


def fact(fn: Callable[[Rows], tuple[bool, bool]]) -> Callable[[Rows], tuple[bool, bool]]:
    FACTS[fn.__name__] = fn
    return fn


def rows_by_table() -> Rows:
    return heldout_pairs.rows_of(DATA)


def el(rows: Rows, year: int, col: str) -> float:
    return keyed_number(rows, EL, str(year), col)


def els(rows: Rows, col: str) -> dict[int, float]:
    return {int(k): v for k, v in keyed_column(rows, EL, col).items()}


def majorities(rows: Rows) -> list[int]:
    """The election years at which Labor won more than half the seats of the House."""
    seats, labor = els(rows, SEATS), els(rows, LABOR)
    return [y for y in seats if labor[y] > seats[y] / 2]


def others(rows: Rows) -> dict[int, float]:
    """Election year -> the seats won by none of Labor, the Liberals and the Nationals."""
    seats, labor, lib, nat = els(rows, SEATS), els(rows, LABOR), els(rows, LIBERAL), els(rows, NATIONAL)
    return {y: seats[y] - labor[y] - lib[y] - nat[y] for y in seats}


def held_on(rows: Rows, year: int) -> date:
    return date.fromisoformat(keyed_cell(rows, EL, str(year), DATE))


def months_between(a: date, b: date) -> float:
    return (b - a).days / (365.25 / 12)


def cl(rows: Rows, year: int, col: str) -> float:
    return keyed_number(rows, CL, str(year), col)


def cls(rows: Rows, col: str) -> dict[int, float]:
    return {int(k): v for k, v in keyed_column(rows, CL, col).items()}


def both_years(rows: Rows, col: str) -> dict[int, float]:
    """The climate column ``col`` for the election years (the years both tables hold)."""
    elections = set(els(rows, SEATS))
    return {y: v for y, v in cls(rows, col).items() if y in elections}


def person(rows: Rows, pid: int, col: str) -> str:
    return keyed_cell(rows, PO, str(pid), col)


def counts(rows: Rows, col: str, treatment: str | None = None) -> dict[int, float]:
    """Participant -> the number in ``col`` (those with a stored count; of one treatment group, or all)."""
    return {int(r["participant"]): number(r[col]) for r in rows[PO]
            if r[col] != "" and (treatment is None or r[TREATMENT] == treatment)}


def chirps(rows: Rows, species: str | None = None) -> list[tuple[float, float]]:
    """The (temperature, chirp rate) readings of ``species`` (or of both) in the stored order."""
    return [(number(r["temperature_c"]), number(r["chirp_rate"])) for r in rows[CR]
            if species is None or r["species"] == species]


def share(part: float, whole: float) -> float:
    return 100 * part / whole


def rank(values: dict, key, lowest: bool = False) -> int:
    """1 + the number of keys strictly ahead of ``key`` (highest first, or lowest first)."""
    x = values[key]
    return 1 + sum((v < x) if lowest else (v > x) for v in values.values())


def top(values: dict, lowest: bool = False) -> set:
    best = (min if lowest else max)(values.values())
    return {k for k, v in values.items() if v == best}


# wrong_entity


@fact
def we1(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda y: top_key(rows, EL, LABOR) == str(y) and el(rows, y, LABOR) == 86, 1987, 1984)


@fact
def we2(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda y: top_key(rows, EL, LIBERAL) == str(y) and el(rows, y, LIBERAL) == 81, 2013, 2004)


@fact
def we3(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda y: top_key(rows, EL, TURNOUT, lowest=True) == str(y) and el(rows, y, TURNOUT) == 91.01,
                         2016, 2013)


@fact
def we4(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda y: top_key(rows, EL, NATIONAL) == str(y) and el(rows, y, NATIONAL) == 23, 1975, 1977)


@fact
def we5(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda y: top_key(rows, CL, TEMP) == str(y) and cl(rows, y, TEMP) == 23.31, 2019, 2013)


@fact
def we6(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda y: top_key(rows, CL, MDB) == str(y) and cl(rows, y, MDB) == 812.22, 2010, 1974)


@fact
def we7(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda y: top_key(rows, CL, SW, lowest=True) == str(y) and cl(rows, y, SW) == 393.74, 2010, 2019)


@fact
def we8(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda p: top_key(rows, PO, BASE) == str(p) and number(person(rows, p, BASE)) == 318, 10, 11)


@fact
def we9(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda p: top_key(rows, PO, AGE) == str(p) and number(person(rows, p, AGE)) == 50, 9, 22)


@fact
def we10(rows: Rows) -> tuple[bool, bool]:
    best = max(number(r["chirp_rate"]) for r in rows[CR])
    (hit,) = [r for r in rows[CR] if number(r["chirp_rate"]) == best]
    return both_fillings(lambda s: best == 101.7 and hit["species"] == s and hit["temperature_c"] == "30.4", EXCL, NIV)


# superlative


@fact
def su1(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, EL, LABOR, lowest) == "1975" and el(rows, 1975, LABOR) == 36,
                         True, False)


@fact
def su2(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, EL, TPP, lowest) == "1983" and el(rows, 1983, TPP) == 53.2,
                         False, True)


@fact
def su3(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, EL, TURNOUT, lowest) == "1954" and el(rows, 1954, TURNOUT) == 96.09,
                         False, True)


@fact
def su4(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, CL, TEMP, lowest) == "1976" and cl(rows, 1976, TEMP) == 21.05,
                         True, False)


@fact
def su5(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, CL, RAIN, lowest) == "1974" and cl(rows, 1974, RAIN) == 760.57,
                         False, True)


@fact
def su6(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, CL, MDB, lowest) == "2019" and cl(rows, 2019, MDB) == 229.85,
                         True, False)


@fact
def su7(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, PO, BASE, lowest) == "4" and number(person(rows, 4, BASE)) == 5,
                         True, False)


@fact
def su8(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, PO, M3, lowest) == "10" and number(person(rows, 10, M3)) == 347,
                         False, True)


@fact
def su9(rows: Rows) -> tuple[bool, bool]:
    niveus = chirps(rows, NIV)
    coldest = min(t for t, _ in chirps(rows))
    return both_fillings(lambda pick: pick(niveus, key=lambda x: x[1]) == (17.2, 44.3) and coldest == 17.2, min, max)


@fact
def su10(rows: Rows) -> tuple[bool, bool]:
    labor = els(rows, LABOR)
    return both_fillings(lambda k: labor[1984] == 82 and rank(labor, 1984) == k, 3, 2)


# direction


@fact
def di1(rows: Rows) -> tuple[bool, bool]:
    a, b = el(rows, 1974, LABOR), el(rows, 1975, LABOR)
    return b < a, b > a


@fact
def di2(rows: Rows) -> tuple[bool, bool]:
    a, b = el(rows, 1996, TURNOUT), el(rows, 1993, TURNOUT)
    return a > b, a < b


@fact
def di3(rows: Rows) -> tuple[bool, bool]:
    a, b = el(rows, 1998, LABOR), el(rows, 1998, LIBERAL)
    return a > b, a < b


@fact
def di4(rows: Rows) -> tuple[bool, bool]:
    a, b = el(rows, 2004, TPP), el(rows, 2007, TPP)
    return b > a, b < a


@fact
def di5(rows: Rows) -> tuple[bool, bool]:
    a, b = cl(rows, 2001, RAIN), cl(rows, 2002, RAIN)
    return b < a, b > a


@fact
def di6(rows: Rows) -> tuple[bool, bool]:
    a, b = cl(rows, 2005, TEMP), cl(rows, 2010, TEMP)
    return a > b, a < b


@fact
def di7(rows: Rows) -> tuple[bool, bool]:
    aus = cl(rows, 2010, RAIN) - cl(rows, 2009, RAIN)
    sw = cl(rows, 2010, SW) - cl(rows, 2009, SW)
    return aus > 0 and sw < 0, aus < 0 and sw > 0


@fact
def di8(rows: Rows) -> tuple[bool, bool]:
    a, b = number(person(rows, 8, BASE)), number(person(rows, 8, M3))
    return b > a, b < a


@fact
def di9(rows: Rows) -> tuple[bool, bool]:
    a, b = number(person(rows, 4, BASE)), number(person(rows, 4, M12))
    return b > a, b < a


@fact
def di10(rows: Rows) -> tuple[bool, bool]:
    niveus = [c for t, c in chirps(rows, NIV) if t == 26.5]
    excl = [c for t, c in chirps(rows, EXCL) if t == 26.2]
    return (len(niveus) == 3 and len(excl) == 4 and max(niveus) < min(excl),
            len(niveus) == 3 and len(excl) == 4 and min(niveus) > max(excl))


# difference


@fact
def df1(rows: Rows) -> tuple[bool, bool]:
    gap = el(rows, 1987, LABOR) - el(rows, 1975, LABOR)
    return gap == 50, gap == 40


@fact
def df2(rows: Rows) -> tuple[bool, bool]:
    gap = el(rows, 1984, SEATS) - el(rows, 1983, SEATS)
    return gap == 23, gap == 32


@fact
def df3(rows: Rows) -> tuple[bool, bool]:
    gap = el(rows, 2007, TPP) - el(rows, 2013, TPP)
    return both_fillings(lambda w: about(gap, w), "6.19", "5.19")


@fact
def df4(rows: Rows) -> tuple[bool, bool]:
    peak = max(els(rows, TURNOUT).values())
    gap = peak - el(rows, 2016, TURNOUT)
    return both_fillings(lambda w: peak == el(rows, 1954, TURNOUT) and about(gap, w), "5.08", "4.08")


@fact
def df5(rows: Rows) -> tuple[bool, bool]:
    gap = cl(rows, 2010, RAIN) - cl(rows, 2009, RAIN)
    return both_fillings(lambda w: about(gap, w), "231.01", "213.01")


@fact
def df6(rows: Rows) -> tuple[bool, bool]:
    gap = cl(rows, 2019, TEMP) - cl(rows, 1976, TEMP)
    return both_fillings(lambda w: about(gap, w), "2.26", "1.26")


@fact
def df7(rows: Rows) -> tuple[bool, bool]:
    ratio = cl(rows, 2010, MDB) / cl(rows, 2019, MDB)
    return both_fillings(lambda k: ratio > k, 3, 4)


@fact
def df8(rows: Rows) -> tuple[bool, bool]:
    sulindac, placebo = sum(counts(rows, BASE, "sulindac").values()), sum(counts(rows, BASE, "placebo").values())
    return both_fillings(lambda k: sulindac == 308 and placebo == 593 and placebo - sulindac == k, 285, 295)


@fact
def df9(rows: Rows) -> tuple[bool, bool]:
    gap = number(person(rows, 21, BASE)) - number(person(rows, 21, M3))
    return gap == 15, gap == 13


@fact
def df10(rows: Rows) -> tuple[bool, bool]:
    rates = [c for _, c in chirps(rows, EXCL)]
    spread = max(rates) - min(rates)
    return both_fillings(lambda w: min(rates) == 65.1 and max(rates) == 101.7 and about(spread, w), "36.6", "34.6")


# joined


@fact
def jo1(rows: Rows) -> tuple[bool, bool]:
    year = int(top_key(rows, EL, LABOR))
    return both_fillings(lambda w: cl(rows, year, TEMP) == w, 21.98, 22.02)


@fact
def jo2(rows: Rows) -> tuple[bool, bool]:
    year = int(top_key(rows, EL, TURNOUT, lowest=True))
    return both_fillings(lambda w: cl(rows, year, RAIN) == w, 532.09, 436.74)


@fact
def jo3(rows: Rows) -> tuple[bool, bool]:
    year = int(top_key(rows, EL, LIBERAL))
    return both_fillings(lambda w: cl(rows, year, MDB) == w, 368.59, 422.61)


@fact
def jo4(rows: Rows) -> tuple[bool, bool]:
    year = int(top_key(rows, CL, RAIN))
    return both_fillings(lambda n: el(rows, year, LABOR) == n, 66, 67)


@fact
def jo5(rows: Rows) -> tuple[bool, bool]:
    year = int(top_key(rows, CL, MDB))
    return both_fillings(lambda w: el(rows, year, TPP) == w, 50.12, 52.7)


@fact
def jo6(rows: Rows) -> tuple[bool, bool]:
    (year,) = top(both_years(rows, TEMP))
    return both_fillings(lambda w: el(rows, year, TURNOUT) == w, 93.23, 93.22)


@fact
def jo7(rows: Rows) -> tuple[bool, bool]:
    (year,) = top(both_years(rows, RAIN), lowest=True)
    return both_fillings(lambda n: el(rows, year, LABOR) == n, 67, 66)


@fact
def jo8(rows: Rows) -> tuple[bool, bool]:
    year = int(top_key(rows, EL, TPP))
    return both_fillings(lambda w: cl(rows, year, SW) == w, 712.32, 651.39)


@fact
def jo9(rows: Rows) -> tuple[bool, bool]:
    year = int(top_key(rows, EL, NATIONAL))
    return both_fillings(lambda w: cl(rows, year, TEMP) == w, 21.58, 21.05)


@fact
def jo10(rows: Rows) -> tuple[bool, bool]:
    year = min(y for y, s in els(rows, SEATS).items() if s == 150)
    return both_fillings(lambda w: cl(rows, year, MDB) == w, 406.54, 440.34)


# negation


@fact
def ne1(rows: Rows) -> tuple[bool, bool]:
    labor = els(rows, LABOR).values()
    return both_fillings(lambda cap: not any(x > cap for x in labor), 86, 83)


@fact
def ne2(rows: Rows) -> tuple[bool, bool]:
    turnout = els(rows, TURNOUT).values()
    return both_fillings(lambda floor: not any(x < floor for x in turnout), 91, 92)


@fact
def ne3(rows: Rows) -> tuple[bool, bool]:
    nationals = els(rows, NATIONAL).values()
    return both_fillings(lambda floor: not any(x < floor for x in nationals), 7, 10)


@fact
def ne4(rows: Rows) -> tuple[bool, bool]:
    won = majorities(rows)
    return both_fillings(lambda before: not any(y < before for y in won), 1972, 1984)


@fact
def ne5(rows: Rows) -> tuple[bool, bool]:
    t = cls(rows, TEMP)
    return both_fillings(lambda after: not any(x < 22 for y, x in t.items() if y > after), 2011, 2010)


@fact
def ne6(rows: Rows) -> tuple[bool, bool]:
    rain = cls(rows, RAIN).values()
    return both_fillings(lambda floor: not any(x < floor for x in rain), 275, 300)


@fact
def ne7(rows: Rows) -> tuple[bool, bool]:
    sw = cls(rows, SW).values()
    return both_fillings(lambda cap: not any(x > cap for x in sw), 780, 770)


@fact
def ne8(rows: Rows) -> tuple[bool, bool]:
    def none_rose(group: str) -> bool:
        base, m3 = counts(rows, BASE, group), counts(rows, M3, group)
        return len(base) == 11 and not any(m3[p] > base[p] for p in base)
    return both_fillings(none_rose, "sulindac", "placebo")


@fact
def ne9(rows: Rows) -> tuple[bool, bool]:
    m12 = counts(rows, M12, "sulindac").values()
    return both_fillings(lambda cap: len(m12) == 9 and not any(x > cap for x in m12), 33, 30)


@fact
def ne10(rows: Rows) -> tuple[bool, bool]:
    rates = [c for _, c in chirps(rows, NIV)]
    return both_fillings(lambda floor: not any(x >= floor for x in rates), 85, 80)


# percent_vs_count


@fact
def pc1(rows: Rows) -> tuple[bool, bool]:
    pct = share(el(rows, 1983, LABOR), el(rows, 1983, SEATS))
    return both_fillings(lambda p: el(rows, 1983, LABOR) == 75 and pct == p, 60, 75)


@fact
def pc2(rows: Rows) -> tuple[bool, bool]:
    a, b = el(rows, 1949, SEATS), el(rows, 2016, SEATS)
    return both_fillings(lambda w: a == 121 and b == 150 and about(share(b - a, a), w), "24", "29")


@fact
def pc3(rows: Rows) -> tuple[bool, bool]:
    n, total = len(majorities(rows)), len(rows[EL])
    return both_fillings(lambda w: n == 8 and total == 27 and about(share(n, total), w), "30", "8")


@fact
def pc4(rows: Rows) -> tuple[bool, bool]:
    pct = share(el(rows, 2013, LIBERAL), el(rows, 2013, SEATS))
    return both_fillings(lambda p: el(rows, 2013, LIBERAL) == 81 and el(rows, 2013, SEATS) == 150 and pct == p, 54, 81)


@fact
def pc5(rows: Rows) -> tuple[bool, bool]:
    a, b = cl(rows, 2010, MDB), cl(rows, 2019, MDB)
    return both_fillings(lambda w: about(share(a - b, a), w), "72", "28")


@fact
def pc6(rows: Rows) -> tuple[bool, bool]:
    rain = cls(rows, RAIN)
    n = sum(x > 550 for x in rain.values())
    return both_fillings(lambda w: n == 7 and len(rain) == 52 and about(share(n, len(rain)), w), "13", "7")


@fact
def pc7(rows: Rows) -> tuple[bool, bool]:
    base, m3 = counts(rows, BASE, "placebo"), counts(rows, M3, "placebo")
    n = sum(m3[p] < base[p] for p in base)
    return both_fillings(lambda w: n == 4 and len(base) == 11 and about(share(n, len(base)), w), "36", "4")


@fact
def pc8(rows: Rows) -> tuple[bool, bool]:
    a, b = number(person(rows, 21, BASE)), number(person(rows, 21, M12))
    return both_fillings(lambda p: a == 20 and b == 1 and share(a - b, a) == p, 95, 19)


@fact
def pc9(rows: Rows) -> tuple[bool, bool]:
    a, b = sum(counts(rows, BASE, "sulindac").values()), sum(counts(rows, M3, "sulindac").values())
    return both_fillings(lambda p: a == 308 and b == 231 and share(a - b, a) == p, 25, 77)


@fact
def pc10(rows: Rows) -> tuple[bool, bool]:
    n, total = len(chirps(rows, NIV)), len(chirps(rows))
    return both_fillings(lambda w: n == 17 and total == 31 and about(share(n, total), w), "55", "17")


# words


@fact
def wo1(rows: Rows) -> tuple[bool, bool]:
    n = sum(x > 50 for x in els(rows, TPP).values())
    return both_fillings(lambda k: n == k and len(majorities(rows)) == 8, 12, 11)


@fact
def wo2(rows: Rows) -> tuple[bool, bool]:
    n = sum(x == 5 for x in others(rows).values())
    return n == 4, n == 3


@fact
def wo3(rows: Rows) -> tuple[bool, bool]:
    n = sum(x == 150 for x in els(rows, SEATS).values())
    return n == 6, n == 5


@fact
def wo4(rows: Rows) -> tuple[bool, bool]:
    n = sum(x > 95 for x in els(rows, TURNOUT).values())
    return n == 15, n == 16


@fact
def wo5(rows: Rows) -> tuple[bool, bool]:
    n = sum(x > 23 for x in cls(rows, TEMP).values())
    return n == 2, n == 3


@fact
def wo6(rows: Rows) -> tuple[bool, bool]:
    n = sum(x > 700 for x in cls(rows, RAIN).values())
    return n == 2, n == 3


@fact
def wo7(rows: Rows) -> tuple[bool, bool]:
    n = sum(r[TREATMENT] == "sulindac" for r in rows[PO])
    return n == 11, n == 12


@fact
def wo8(rows: Rows) -> tuple[bool, bool]:
    n = sum(r[SEX] == "female" for r in rows[PO])
    return n == 9, n == 10


@fact
def wo9(rows: Rows) -> tuple[bool, bool]:
    n = len(rows[PO]) - len(counts(rows, M12))
    return n == 2, n == 3


@fact
def wo10(rows: Rows) -> tuple[bool, bool]:
    n = len(chirps(rows, EXCL))
    return n == 14, n == 15


# units_dates


@fact
def ud1(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda m: held_on(rows, 1983) == date(1983, m, 5), 3, 5)


@fact
def ud2(rows: Rows) -> tuple[bool, bool]:
    days = [held_on(rows, y) for y in els(rows, SEATS)]
    gaps = {(a.year, b.year): months_between(a, b) for a, b in pairwise(days)}
    (shortest,) = top(gaps, lowest=True)
    return both_fillings(lambda k: shortest == (1949, 1951) and held_on(rows, 1949).month == 12
                         and held_on(rows, 1951).month == 4 and gaps[shortest] < k, 17, 15)


@fact
def ud3(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda m: held_on(rows, 2016).month == m, 7, 6)


@fact
def ud4(rows: Rows) -> tuple[bool, bool]:
    mm = cl(rows, 2019, RAIN)
    return mm == 275.71, mm / 10 == 275.71  # the false twin: the same number read as centimetres


@fact
def ud5(rows: Rows) -> tuple[bool, bool]:
    c = cl(rows, 2013, TEMP)
    return c == 23.14, about(c * 9 / 5 + 32, "23.14")  # the false twin: the same number read as Fahrenheit degrees


@fact
def ud6(rows: Rows) -> tuple[bool, bool]:
    mdb = cls(rows, MDB)
    first, second = sorted(mdb, key=mdb.get)[:2]
    return both_fillings(lambda k: (first, second) == (2019, 2006) and first - second == k, 13, 12)


@fact
def ud7(rows: Rows) -> tuple[bool, bool]:
    youngest = min(counts(rows, AGE).values())  # ages in years
    return youngest == 13, youngest * 12 == 13  # the false twin: the same number read as months


@fact
def ud8(rows: Rows) -> tuple[bool, bool]:
    coldest = min(t for t, _ in chirps(rows))
    return coldest == 17.2, about(coldest * 9 / 5 + 32, "17.2")  # the false twin: read as Fahrenheit degrees


@fact
def ud9(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda m: held_on(rows, 1984) == date(1984, m, 1), 12, 11)


@fact
def ud10(rows: Rows) -> tuple[bool, bool]:
    a, b = held_on(rows, 2007), held_on(rows, 2010)
    gap = months_between(a, b)
    nxt = min(y for y in els(rows, SEATS) if y > 2007)
    return both_fillings(lambda years: nxt == 2010 and a.month == 11 and b.month == 8 and (years - 1) * 12 + 6 <= gap < years * 12,
                         3, 4)
