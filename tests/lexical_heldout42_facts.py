"""The label checks of the forty-second held-out set (``tests/test_lexical_heldout42.py``): one function per pair id
that recomputes, from the stored cells of ``tests/data/lexical_heldout42_tables.json``, whether the pair's true claim
holds and whether its false twin holds (``(True, False)`` when the labels are right)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import heldout_pairs
from heldout_pairs import (
    Rows,
    about,
    both_fillings,
    keyed_column,
    keyed_number,
    number,
    one_row,
    top_key,
    top_keys,
)

DATA = Path(__file__).parent / "data" / "lexical_heldout42_tables.json"

DE = "us_deaths_terrorism_suicide_drunk_driving_1982_2018"
AV = "airliner_accidents_and_hijackings_1980_2019"
SE = "counties_of_sweden_2019"
BE = "uc_berkeley_graduate_admissions_1973"

FACTS: dict[str, Callable[[Rows], tuple[bool, bool]]] = {}

TERROR, CASUALTIES, SUICIDES, DRUNK = "terrorism_deaths", "terrorism_killed_or_wounded", "suicides", "drunk_driving_deaths"
ACCIDENTS, FATALITIES, JETS, JET_DEATHS, HIJACKS, HIJACK_DEATHS = (
    "airliner_accidents", "airliner_fatalities", "corporate_jet_accidents", "corporate_jet_fatalities", "hijackings",
    "hijacking_fatalities")
CENTRE, AREA, POP = "centre", "area_sq_km", "population_2019"
PCT, APPLICANTS = "percent_admitted", "applicants"

SQ_KM_PER_SQ_MILE = 2.589988


def fact(fn: Callable[[Rows], tuple[bool, bool]]) -> Callable[[Rows], tuple[bool, bool]]:
    FACTS[fn.__name__] = fn
    return fn


def rows_by_table() -> Rows:
    return heldout_pairs.rows_of(DATA)


def death(rows: Rows, year: int, col: str) -> float:
    return keyed_number(rows, DE, str(year), col)


def deaths(rows: Rows, col: str) -> dict[int, float]:
    return {int(k): v for k, v in keyed_column(rows, DE, col).items()}


def air(rows: Rows, year: int, col: str) -> float:
    return keyed_number(rows, AV, str(year), col)


def airs(rows: Rows, col: str) -> dict[int, float]:
    return {int(k): v for k, v in keyed_column(rows, AV, col).items()}


def county(rows: Rows, name: str, col: str) -> float:
    return keyed_number(rows, SE, name, col)


def counties(rows: Rows, col: str) -> dict[str, float]:
    return keyed_column(rows, SE, col)


def density(rows: Rows) -> dict[str, float]:
    """County -> its 2019 population per square kilometre."""
    area = counties(rows, AREA)
    return {k: v / area[k] for k, v in counties(rows, POP).items()}


def admission(rows: Rows, major: str, gender: str, col: str) -> float:
    return number(one_row(rows[BE], major=major, gender=gender)[col])


def admissions(rows: Rows, gender: str, col: str) -> dict[str, float]:
    """Major -> ``col`` of ``gender``'s row."""
    return {r["major"]: number(r[col]) for r in rows[BE] if r["gender"] == gender}


def share(part: float, whole: float) -> float:
    return 100 * part / whole


def rank(values: dict, key, lowest: bool = False) -> int:
    """1 + the number of keys strictly ahead of ``key`` (highest first, or lowest first)."""
    x = values[key]
    return 1 + sum((v < x) if lowest else (v > x) for v in values.values())


def top(values: dict, lowest: bool = False) -> set:
    best = (min if lowest else max)(values.values())
    return {k for k, v in values.items() if v == best}


def only(keys: set):
    """The one key of a superlative (a tie is a broken label)."""
    assert len(keys) == 1, keys
    return next(iter(keys))


# wrong_entity


@fact
def we1(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda y: top_key(rows, DE, TERROR) == str(y) and death(rows, y, TERROR) == 3014, 2001, 1995)


@fact
def we2(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda y: top_key(rows, DE, SUICIDES) == str(y) and death(rows, y, SUICIDES) == 48344, 2018, 2017)


@fact
def we3(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda y: top_key(rows, DE, DRUNK) == str(y) and death(rows, y, DRUNK) == 26173, 1982, 1986)


@fact
def we4(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda y: top_key(rows, DE, DRUNK, lowest=True) == str(y) and death(rows, y, DRUNK) == 9878,
                         2011, 2014)


@fact
def we5(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda y: top_key(rows, AV, FATALITIES) == str(y) and air(rows, y, FATALITIES) == 2010, 1985, 1996)


@fact
def we6(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda y: top_key(rows, AV, ACCIDENTS) == str(y) and air(rows, y, ACCIDENTS) == 65, 1989, 1992)


@fact
def we7(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda c: top_key(rows, SE, AREA) == c and county(rows, c, AREA) == 98244.8, "Norrbotten",
                         "Västerbotten")


@fact
def we8(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda c: top_key(rows, SE, POP, lowest=True) == c and county(rows, c, POP) == 59686, "Gotland",
                         "Jämtland")


@fact
def we9(rows: Rows) -> tuple[bool, bool]:
    best = max((number(r[PCT]), r["major"], r["gender"]) for r in rows[BE])
    rates = sorted(number(r[PCT]) for r in rows[BE])
    return both_fillings(lambda m: rates[-1] > rates[-2] and best == (82, m, "women"), "A", "B")


@fact
def we10(rows: Rows) -> tuple[bool, bool]:
    pools = sorted((number(r[APPLICANTS]), r["major"], r["gender"]) for r in rows[BE])
    return both_fillings(lambda m: pools[-1][0] > pools[-2][0] and pools[-1] == (825, m, "men"), "A", "C")


# superlative


@fact
def su1(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, DE, SUICIDES, lowest) == "1982" and death(rows, 1982, SUICIDES) == 28242,
                         True, False)


@fact
def su2(rows: Rows) -> tuple[bool, bool]:
    f = airs(rows, FATALITIES)
    return both_fillings(lambda lowest: len(f) == 40 and top(f, lowest) == {2017} and f[2017] == 59, True, False)


@fact
def su3(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_keys(rows, AV, HIJACKS, lowest) == {"1980", "1990"}
                         and air(rows, 1980, HIJACKS) == air(rows, 1990, HIJACKS) == 38, False, True)


@fact
def su4(rows: Rows) -> tuple[bool, bool]:
    d = density(rows)
    return both_fillings(lambda lowest: top(d, lowest) == {"Stockholm"} and about(d["Stockholm"], "365"), False, True)


@fact
def su5(rows: Rows) -> tuple[bool, bool]:
    d = density(rows)
    return both_fillings(lambda lowest: len(d) == 21 and top(d, lowest) == {"Norrbotten"} and about(d["Norrbotten"], "2.5"),
                         True, False)


@fact
def su6(rows: Rows) -> tuple[bool, bool]:
    p = counties(rows, POP)
    return both_fillings(lambda k: rank(p, "Skåne") == k and p["Skåne"] == 1377827, 3, 2)


@fact
def su7(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: all(top(admissions(rows, g, PCT), lowest) == {"F"} for g in ("men", "women")),
                         True, False)


@fact
def su8(rows: Rows) -> tuple[bool, bool]:
    a = admissions(rows, "women", APPLICANTS)
    return both_fillings(lambda lowest: top(a, lowest) == {"B"} and a["B"] == 25, True, False)


@fact
def su9(rows: Rows) -> tuple[bool, bool]:
    c = deaths(rows, CASUALTIES)
    return both_fillings(lambda k: only(top(c)) == 2001 and c[2001] == 24909 and c[2017] == 1043 and rank(c, 2017) == k, 2, 3)


@fact
def su10(rows: Rows) -> tuple[bool, bool]:
    f = airs(rows, JET_DEATHS)
    return both_fillings(lambda lowest: top(f, lowest) == {2009} and f[2009] == 11, True, False)


# direction


@fact
def di1(rows: Rows) -> tuple[bool, bool]:
    s = deaths(rows, SUICIDES)
    steps = [s[y] - s[y - 1] for y in range(2004, 2019)]
    return all(x > 0 for x in steps), all(x < 0 for x in steps)


@fact
def di2(rows: Rows) -> tuple[bool, bool]:
    a, b = death(rows, 1982, DRUNK), death(rows, 2018, DRUNK)
    values = a == 26173 and b == 10511
    return values and b < a, values and b > a


@fact
def di3(rows: Rows) -> tuple[bool, bool]:
    a, b = death(rows, 2017, TERROR), death(rows, 2016, TERROR)
    return a == 97 and a > b, a == 97 and a < b


@fact
def di4(rows: Rows) -> tuple[bool, bool]:
    a, b = air(rows, 1992, ACCIDENTS), air(rows, 1993, ACCIDENTS)
    return a > b, a < b


@fact
def di5(rows: Rows) -> tuple[bool, bool]:
    a, b = air(rows, 1990, HIJACKS), air(rows, 1991, HIJACKS)
    return b < a, b > a


@fact
def di6(rows: Rows) -> tuple[bool, bool]:
    a, b = county(rows, "Östergötland", POP), county(rows, "Uppsala", POP)
    return a > b, a < b


@fact
def di7(rows: Rows) -> tuple[bool, bool]:
    fewer = county(rows, "Jämtland", POP) < county(rows, "Dalarna", POP)
    a, b = county(rows, "Jämtland", AREA), county(rows, "Dalarna", AREA)
    return fewer and a > b, fewer and a < b


@fact
def di8(rows: Rows) -> tuple[bool, bool]:
    w, m = admission(rows, "A", "women", PCT), admission(rows, "A", "men", PCT)
    return w > m, w < m


@fact
def di9(rows: Rows) -> tuple[bool, bool]:
    m, w = admission(rows, "C", "men", PCT), admission(rows, "C", "women", PCT)
    values = m == 37 and w == 34
    return values and m > w, values and m < w


@fact
def di10(rows: Rows) -> tuple[bool, bool]:
    w, m = admission(rows, "E", "women", APPLICANTS), admission(rows, "E", "men", APPLICANTS)
    return w > m, w < m


# difference


@fact
def df1(rows: Rows) -> tuple[bool, bool]:
    gap = death(rows, 2018, SUICIDES) - death(rows, 1982, SUICIDES)
    return gap == 20102, gap == 21102


@fact
def df2(rows: Rows) -> tuple[bool, bool]:
    gap = death(rows, 1982, DRUNK) - death(rows, 2018, DRUNK)
    return gap == 15662, gap == 15562


@fact
def df3(rows: Rows) -> tuple[bool, bool]:
    gap = death(rows, 2017, TERROR) - death(rows, 2016, TERROR)
    return gap == 29, gap == 39


@fact
def df4(rows: Rows) -> tuple[bool, bool]:
    gap = air(rows, 1985, FATALITIES) - air(rows, 1984, FATALITIES)
    return gap == 1327, gap == 1237


@fact
def df5(rows: Rows) -> tuple[bool, bool]:
    gap = air(rows, 1980, ACCIDENTS) - air(rows, 2019, ACCIDENTS)
    return gap == 25, gap == 35


@fact
def df6(rows: Rows) -> tuple[bool, bool]:
    gap = county(rows, "Västra Götaland", POP) - county(rows, "Skåne", POP)
    return gap == 348054, gap == 384054


@fact
def df7(rows: Rows) -> tuple[bool, bool]:
    gap = county(rows, "Norrbotten", AREA) - county(rows, "Västerbotten", AREA)
    return both_fillings(lambda w: about(gap, w), "43,000", "53,000")


@fact
def df8(rows: Rows) -> tuple[bool, bool]:
    ratio = county(rows, "Stockholm", POP) / county(rows, "Gotland", POP)
    return both_fillings(lambda k: k - 1 < ratio < k, 40, 30)  # "almost k times": within one below k


@fact
def df9(rows: Rows) -> tuple[bool, bool]:
    gap = admission(rows, "A", "women", PCT) - admission(rows, "A", "men", PCT)
    return gap == 20, gap == 10


@fact
def df10(rows: Rows) -> tuple[bool, bool]:
    gap = admission(rows, "C", "women", APPLICANTS) - admission(rows, "C", "men", APPLICANTS)
    return gap == 268, gap == 286


# joined


@fact
def jo1(rows: Rows) -> tuple[bool, bool]:
    year = int(top_key(rows, AV, HIJACK_DEATHS))
    return both_fillings(lambda n: death(rows, year, TERROR) == n, 3014, 178)


@fact
def jo2(rows: Rows) -> tuple[bool, bool]:
    year = int(top_key(rows, DE, TERROR))
    return both_fillings(lambda n: air(rows, year, FATALITIES) == n, 879, 1207)


@fact
def jo3(rows: Rows) -> tuple[bool, bool]:
    year = int(top_key(rows, AV, FATALITIES))
    return both_fillings(lambda n: death(rows, year, DRUNK) == n, 23167, 25017)


@fact
def jo4(rows: Rows) -> tuple[bool, bool]:
    year = int(top_key(rows, AV, FATALITIES, lowest=True))
    return both_fillings(lambda n: death(rows, year, SUICIDES) == n, 47173, 48344)


@fact
def jo5(rows: Rows) -> tuple[bool, bool]:
    year = int(top_key(rows, DE, SUICIDES))
    return both_fillings(lambda n: air(rows, year, ACCIDENTS) == n, 18, 14)


@fact
def jo6(rows: Rows) -> tuple[bool, bool]:
    year = int(top_key(rows, DE, DRUNK))
    return both_fillings(lambda n: air(rows, year, HIJACKS) == n, 32, 34)


@fact
def jo7(rows: Rows) -> tuple[bool, bool]:
    year = int(top_key(rows, DE, DRUNK, lowest=True))
    return both_fillings(lambda n: air(rows, year, ACCIDENTS) == n, 36, 20)


@fact
def jo8(rows: Rows) -> tuple[bool, bool]:
    year = int(top_key(rows, AV, JET_DEATHS))
    return both_fillings(lambda n: death(rows, year, TERROR) == n, 7, 5)


@fact
def jo9(rows: Rows) -> tuple[bool, bool]:
    year = min(y for y, x in airs(rows, HIJACK_DEATHS).items() if x == 0)
    return both_fillings(lambda n: death(rows, year, SUICIDES) == n, 31484, 31655)


@fact
def jo10(rows: Rows) -> tuple[bool, bool]:
    year = int(top_key(rows, AV, ACCIDENTS))
    return both_fillings(lambda n: death(rows, year, DRUNK) == n, 22424, 18290)


# negation


@fact
def ne1(rows: Rows) -> tuple[bool, bool]:
    s = deaths(rows, SUICIDES).values()
    return both_fillings(lambda floor: not any(x < floor for x in s), 28000, 29000)


@fact
def ne2(rows: Rows) -> tuple[bool, bool]:
    d = deaths(rows, DRUNK)
    return both_fillings(lambda after: not any(x > 11000 for y, x in d.items() if y > after), 2009, 2008)


@fact
def ne3(rows: Rows) -> tuple[bool, bool]:
    t = deaths(rows, TERROR)
    return both_fillings(lambda last: not any(x > 1 for y, x in t.items() if 2003 <= y <= last), 2007, 2009)


@fact
def ne4(rows: Rows) -> tuple[bool, bool]:
    a = airs(rows, ACCIDENTS)
    return both_fillings(lambda cap: not any(x > cap for y, x in a.items() if y >= 2010), 36, 32)


@fact
def ne5(rows: Rows) -> tuple[bool, bool]:
    h = airs(rows, HIJACK_DEATHS)
    return both_fillings(lambda after: not any(x > 1 for y, x in h.items() if y > after), 2012, 2011)


@fact
def ne6(rows: Rows) -> tuple[bool, bool]:
    h = airs(rows, HIJACKS)
    return both_fillings(lambda until: not any(x == 0 for y, x in h.items() if y < until), 2015, 2017)


@fact
def ne7(rows: Rows) -> tuple[bool, bool]:
    p = counties(rows, POP).values()
    return both_fillings(lambda floor: not any(x < floor for x in p), 50000, 60000)


@fact
def ne8(rows: Rows) -> tuple[bool, bool]:
    a = counties(rows, AREA)
    return both_fillings(lambda floor: len(a) == 21 and not any(x < floor for x in a.values()), 2900, 3000)


@fact
def ne9(rows: Rows) -> tuple[bool, bool]:
    w = admissions(rows, "women", PCT).values()
    return both_fillings(lambda floor: not any(x < floor for x in w), 7, 10)


@fact
def ne10(rows: Rows) -> tuple[bool, bool]:
    m = admissions(rows, "men", PCT).values()
    return both_fillings(lambda cap: not any(x > 100 * cap for x in m), 2 / 3, 3 / 5)


# percent_vs_count


@fact
def pc1(rows: Rows) -> tuple[bool, bool]:
    pct, n = admission(rows, "A", "men", PCT), admission(rows, "A", "men", APPLICANTS)
    return pct == 62 and n == 825, about(n * pct / 100, "62") and n == 825  # the false twin: 62 read as a count


@fact
def pc2(rows: Rows) -> tuple[bool, bool]:
    w, m = admission(rows, "C", "women", APPLICANTS), admission(rows, "C", "men", APPLICANTS)
    return both_fillings(lambda v: about(share(w, w + m), v), "65", "35")


@fact
def pc3(rows: Rows) -> tuple[bool, bool]:
    p = counties(rows, POP)
    return both_fillings(lambda v: about(share(p["Stockholm"], sum(p.values())), v), "23", "32")


@fact
def pc4(rows: Rows) -> tuple[bool, bool]:
    p = counties(rows, POP)
    three = sorted(p.values())[-3:]
    return both_fillings(lambda v: about(share(sum(three), sum(p.values())), v), "53", "35")


@fact
def pc5(rows: Rows) -> tuple[bool, bool]:
    t = deaths(rows, TERROR)
    return both_fillings(lambda v: t[2001] == 3014 and about(share(t[2001], sum(t.values())), v), "82", "28")


@fact
def pc6(rows: Rows) -> tuple[bool, bool]:
    a, b = death(rows, 1982, DRUNK), death(rows, 2018, DRUNK)
    return both_fillings(lambda v: about(share(a - b, a), v), "60", "40")


@fact
def pc7(rows: Rows) -> tuple[bool, bool]:
    a, b = death(rows, 1982, SUICIDES), death(rows, 2018, SUICIDES)
    return both_fillings(lambda v: about(share(b - a, a), v), "71", "17")


@fact
def pc8(rows: Rows) -> tuple[bool, bool]:
    a, b = air(rows, 1980, ACCIDENTS), air(rows, 2019, ACCIDENTS)
    return both_fillings(lambda v: about(share(a - b, a), v), "52", "25")


@fact
def pc9(rows: Rows) -> tuple[bool, bool]:
    h = airs(rows, HIJACK_DEATHS)
    pct = share(h[2001], sum(h.values()))
    return h[2001] == 268 and pct > 100 / 3, h[2001] == 268 and pct > 50


@fact
def pc10(rows: Rows) -> tuple[bool, bool]:
    h = airs(rows, HIJACK_DEATHS)
    n = sum(x == 0 for x in h.values())
    return both_fillings(lambda pct: n == 15 and len(h) == 40 and share(n, len(h)) == pct, 37.5, 15)


# words


@fact
def wo1(rows: Rows) -> tuple[bool, bool]:
    n = sum(x == 0 for x in deaths(rows, TERROR).values())
    return n == 5, n == 6


@fact
def wo2(rows: Rows) -> tuple[bool, bool]:
    n = sum(x < 10000 for x in deaths(rows, DRUNK).values())
    return n == 2, n == 3


@fact
def wo3(rows: Rows) -> tuple[bool, bool]:
    n = sum(x > 40000 for x in deaths(rows, SUICIDES).values())
    return n == 7, n == 8


@fact
def wo4(rows: Rows) -> tuple[bool, bool]:
    n = sum(x < 20 for x in airs(rows, ACCIDENTS).values())
    return n == 4, n == 5


@fact
def wo5(rows: Rows) -> tuple[bool, bool]:
    f = airs(rows, FATALITIES)
    n = sum(x > 1000 for x in f.values())
    return n == 16 and len(f) == 40, n == 17 and len(f) == 40


@fact
def wo6(rows: Rows) -> tuple[bool, bool]:
    n = sum(x == 0 for x in airs(rows, HIJACKS).values())
    return n == 2, n == 3


@fact
def wo7(rows: Rows) -> tuple[bool, bool]:
    n = sum(x > 1e6 for x in counties(rows, POP).values())
    return n == 3, n == 4


@fact
def wo8(rows: Rows) -> tuple[bool, bool]:
    n = sum(x > 25000 for x in counties(rows, AREA).values())
    return n == 4, n == 5


@fact
def wo9(rows: Rows) -> tuple[bool, bool]:
    n = sum("," in r[CENTRE] for r in rows[SE])  # two centres are written "Malmö, Kristianstad"
    return n == 2, n == 3


@fact
def wo10(rows: Rows) -> tuple[bool, bool]:
    w, m = admissions(rows, "women", PCT), admissions(rows, "men", PCT)
    n = sum(w[k] > m[k] for k in w)
    return n == 4 and len(w) == 6, n == 5 and len(w) == 6


# units_dates


@fact
def ud1(rows: Rows) -> tuple[bool, bool]:
    km2 = county(rows, "Norrbotten", AREA)
    return about(km2, "98,000"), about(km2 / SQ_KM_PER_SQ_MILE, "98,000")


@fact
def ud2(rows: Rows) -> tuple[bool, bool]:
    p = county(rows, "Stockholm", POP)
    return about(p / 1e6, "2.4"), about(p / 1e9, "2.4")


@fact
def ud3(rows: Rows) -> tuple[bool, bool]:
    t = deaths(rows, TERROR)
    (a,) = [y for y, x in t.items() if x == 178]
    (b,) = [y for y, x in t.items() if x == 3014]
    return both_fillings(lambda k: b - a == k, 6, 7)


@fact
def ud4(rows: Rows) -> tuple[bool, bool]:
    s = death(rows, 2018, SUICIDES)
    return about(s / 1e3, "48.3"), about(s / 1e6, "48.3")


@fact
def ud5(rows: Rows) -> tuple[bool, bool]:
    f = airs(rows, FATALITIES)
    per_year = sum(f.values()) / len(f)
    return about(per_year, "898"), about(per_year / 12, "898")  # the false twin: the same number per month


@fact
def ud6(rows: Rows) -> tuple[bool, bool]:
    a = airs(rows, ACCIDENTS)
    return both_fillings(lambda start: sum(a[y] for y in range(start, start + 10)) == 464, 1980, 1990)


@fact
def ud7(rows: Rows) -> tuple[bool, bool]:
    m, w = admission(rows, "A", "men", APPLICANTS), admission(rows, "A", "women", APPLICANTS)
    return about(m / w, "7.6"), about(w / m, "7.6")


@fact
def ud8(rows: Rows) -> tuple[bool, bool]:
    people, km2 = county(rows, "Skåne", POP), county(rows, "Skåne", AREA)
    return about(people / km2, "125"), about(km2 / people, "125")


@fact
def ud9(rows: Rows) -> tuple[bool, bool]:
    d = deaths(rows, DRUNK)
    first = min(y for y, x in d.items() if x < 10000)
    return both_fillings(lambda k: first == 2011 and d[1982] == 26173 and first - 1982 == k, 29, 19)


@fact
def ud10(rows: Rows) -> tuple[bool, bool]:
    hijack = only(top(airs(rows, HIJACK_DEATHS)))
    crash = only(top(airs(rows, FATALITIES)))
    return both_fillings(lambda k: hijack - crash == k, 16, 15)
