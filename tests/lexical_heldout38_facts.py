"""The label checks of the thirty-eighth held-out set (``tests/test_lexical_heldout38.py``): one function per pair id
that recomputes, from the stored cells of ``tests/data/lexical_heldout38_tables.json``, whether the pair's true claim
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
    top_key,
    top_keys,
)

DATA = Path(__file__).parent / "data" / "lexical_heldout38_tables.json"

IC = "arctic_sea_ice_extent_1979_2015"
TE = "global_temperature_anomaly_1980_2022"
SW = "swimming_100m_freestyle_world_records_1920_2004"
AR = "spanish_armada_squadrons_1588"

FACTS: dict[str, Callable[[Rows], tuple[bool, bool]]] = {}

EXTENT, LOWER, UPPER = "extent_sq_km", "lower_bound_sq_km", "upper_bound_sq_km"
JAN, JUL, ANNUAL = "january_anomaly_c", "july_anomaly_c", "annual_mean_anomaly_c"
SHIPS, SOLDIERS, SAILORS, MEN, GUNS, BALLS = "ships", "soldiers", "sailors", "men", "guns", "cannonballs"


def fact(fn: Callable[[Rows], tuple[bool, bool]]) -> Callable[[Rows], tuple[bool, bool]]:
    FACTS[fn.__name__] = fn
    return fn


def rows_by_table() -> Rows:
    return heldout_pairs.rows_of(DATA)


def ice(rows: Rows, year: int, col: str = EXTENT) -> float:
    return keyed_number(rows, IC, str(year), col)


def ices(rows: Rows, col: str = EXTENT) -> dict[int, float]:
    return {int(k): v for k, v in keyed_column(rows, IC, col).items()}


def band(rows: Rows) -> dict[int, float]:
    """Year -> the width of the ice extent's band (upper bound less lower bound)."""
    lo, hi = ices(rows, LOWER), ices(rows, UPPER)
    return {y: hi[y] - lo[y] for y in lo}


def temp(rows: Rows, year: int, col: str = ANNUAL) -> float:
    return keyed_number(rows, TE, str(year), col)


def temps(rows: Rows, col: str = ANNUAL) -> dict[int, float]:
    return {int(k): v for k, v in keyed_column(rows, TE, col).items()}


def changes(values: dict[int, float]) -> dict[int, float]:
    """Year -> its value less the year before's (for every year whose year before is stored)."""
    return {y: v - values[y - 1] for y, v in values.items() if y - 1 in values}


def records(rows: Rows, sex: str) -> list[tuple[int, float]]:
    """The (year, time) of ``sex``'s records in the stored (chronological) order."""
    return [(int(r["year"]), number(r["time_seconds"])) for r in rows[SW] if r["sex"] == sex]


def record(rows: Rows, sex: str, year: int) -> float:
    (t,) = [t for y, t in records(rows, sex) if y == year]
    return t


def first_under(rows: Rows, sex: str, seconds: float) -> int:
    """The year of ``sex``'s first record faster than ``seconds``."""
    return next(y for y, t in records(rows, sex) if t < seconds)


def squadron(rows: Rows, name: str, col: str) -> float:
    return keyed_number(rows, AR, name, col)


def squadrons(rows: Rows, col: str) -> dict[str, float]:
    return keyed_column(rows, AR, col)


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
    return both_fillings(lambda y: top_key(rows, IC, EXTENT, lowest=True) == str(y) and ice(rows, y) == 10651000, 2012, 2007)


@fact
def we2(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda y: top_key(rows, IC, EXTENT) == str(y) and about(ice(rows, y) / 1e6, "11.78"), 1982, 1979)


@fact
def we3(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda y: top_key(rows, TE, ANNUAL, lowest=True) == str(y) and temp(rows, y) == 0.12, 1985, 1982)


@fact
def we4(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda y: top_key(rows, TE, JUL, lowest=True) == str(y) and temp(rows, y, JUL) == 0.04, 1985, 1992)


@fact
def we5(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda y: top_key(rows, TE, JAN, lowest=True) == str(y) and temp(rows, y, JAN) == 0.05, 1982, 1989)


@fact
def we6(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda s: top_key(rows, AR, SHIPS) == s and squadron(rows, s, SHIPS) == 23, "Vrcas", "Pataches")


@fact
def we7(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda s: top_key(rows, AR, MEN) == s and squadron(rows, s, MEN) == 4623, "Portugal", "Castilla")


@fact
def we8(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda s: top_key(rows, AR, GUNS, lowest=True) == s and squadron(rows, s, GUNS) == 20,
                         "Galeras", "Pataches")


@fact
def we9(rows: Rows) -> tuple[bool, bool]:
    fastest = min((t, sex, y) for sex in ("men", "women") for y, t in records(rows, sex))
    return both_fillings(lambda y: fastest == (47.84, "men", y), 2000, 1994)


@fact
def we10(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda s: top_key(rows, AR, BALLS) == s and squadron(rows, s, BALLS) == 23040, "Castilla", "Vrcas")


# superlative


@fact
def su1(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, AR, SOLDIERS, lowest) == "Galeras", True, False)


@fact
def su2(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_keys(rows, AR, GUNS, lowest) == {"Castilla", "Vrcas"}
                         and squadron(rows, "Castilla", GUNS) == squadron(rows, "Vrcas", GUNS) == 384, False, True)


@fact
def su3(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, AR, SOLDIERS, lowest) == "Portugal"
                         and squadron(rows, "Portugal", SOLDIERS) == 3330, False, True)


@fact
def su4(rows: Rows) -> tuple[bool, bool]:
    b = band(rows)
    return both_fillings(lambda lowest: top(b, lowest) == {2012} and b[2012] == 770000, False, True)


@fact
def su5(rows: Rows) -> tuple[bool, bool]:
    e = ices(rows)
    return both_fillings(lambda k: e[2007] == 10785000 and rank(e, 2007, lowest=True) == k and len(e) == 37, 4, 3)


@fact
def su6(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_keys(rows, TE, ANNUAL, lowest) == {"2016", "2020"}
                         and temp(rows, 2016) == temp(rows, 2020) == 1.02, False, True)


@fact
def su7(rows: Rows) -> tuple[bool, bool]:
    t = {y: v for y, v in temps(rows).items() if 1980 <= y <= 1999}
    return both_fillings(lambda lowest: top(t, lowest) == {1998} and t[1998] == 0.61, False, True)


@fact
def su8(rows: Rows) -> tuple[bool, bool]:
    times = {(sex, y): t for sex in ("men", "women") for y, t in records(rows, sex)}
    return both_fillings(lambda lowest: top(times, lowest) == {("women", 1920)} and times[("women", 1920)] == 73.6, False, True)


@fact
def su9(rows: Rows) -> tuple[bool, bool]:
    years = [y for y, _ in records(rows, "women")]
    return both_fillings(lambda pick: pick(years) == 2004 and record(rows, "women", 2004) == 53.52, max, min)


@fact
def su10(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, IC, UPPER, lowest) == "1982" and ice(rows, 1982, UPPER) == 12020000,
                         False, True)


# direction


@fact
def di1(rows: Rows) -> tuple[bool, bool]:
    a, b = ice(rows, 2011), ice(rows, 2012)
    return b < a and b == 10651000, b > a and b == 10651000


@fact
def di2(rows: Rows) -> tuple[bool, bool]:
    a, b = ice(rows, 2012), ice(rows, 2013)
    return b > a, b < a


@fact
def di3(rows: Rows) -> tuple[bool, bool]:
    a, b = temp(rows, 1998), temp(rows, 1999)
    return b < a, b > a


@fact
def di4(rows: Rows) -> tuple[bool, bool]:
    a, b = temp(rows, 2007, JAN), temp(rows, 2007, JUL)
    return a > b, a < b


@fact
def di5(rows: Rows) -> tuple[bool, bool]:
    a, b = temp(rows, 2008), temp(rows, 2007)
    return a < b and a == 0.54, a > b and a == 0.54


@fact
def di6(rows: Rows) -> tuple[bool, bool]:
    a, b = squadron(rows, "Vizca", SAILORS), squadron(rows, "Andalucia", SAILORS)
    return a > b, a < b


@fact
def di7(rows: Rows) -> tuple[bool, bool]:
    a, b = squadron(rows, "Pataches", SAILORS), squadron(rows, "Pataches", SOLDIERS)
    return a > b, a < b


@fact
def di8(rows: Rows) -> tuple[bool, bool]:
    w, m = record(rows, "women", 1980), record(rows, "men", 1955)
    values = w == 54.79 and m == 54.8
    return values and w < m, values and w > m


@fact
def di9(rows: Rows) -> tuple[bool, bool]:
    w, m = record(rows, "women", 1964), record(rows, "men", 1920)
    return w == 58.9 and w < m, w == 58.9 and w > m


@fact
def di10(rows: Rows) -> tuple[bool, bool]:
    a, b = ice(rows, 2015, UPPER), ice(rows, 1995)
    return a < b, a > b


# difference


@fact
def df1(rows: Rows) -> tuple[bool, bool]:
    gap = ice(rows, 1982) - ice(rows, 2012)
    return gap == 1126000, gap == 1216000


@fact
def df2(rows: Rows) -> tuple[bool, bool]:
    gap = ice(rows, 1979) - ice(rows, 2015)
    return gap == 921000, gap == 821000


@fact
def df3(rows: Rows) -> tuple[bool, bool]:
    gap = temp(rows, 2016) - temp(rows, 1998)
    return both_fillings(lambda w: about(gap, w), "0.41", "0.31")


@fact
def df4(rows: Rows) -> tuple[bool, bool]:
    gap = temp(rows, 2016, JAN) - temp(rows, 2016, JUL)
    return both_fillings(lambda w: about(gap, w), "0.33", "0.23")


@fact
def df5(rows: Rows) -> tuple[bool, bool]:
    gap = squadron(rows, "Castilla", GUNS) - squadron(rows, "Vizca", GUNS)
    return gap == 146, gap == 136


@fact
def df6(rows: Rows) -> tuple[bool, bool]:
    gap = squadron(rows, "Vrcas", SHIPS) - squadron(rows, "Portugal", SHIPS)
    return gap == 11, gap == 12


@fact
def df7(rows: Rows) -> tuple[bool, bool]:
    gap = record(rows, "women", 1920) - record(rows, "women", 2004)
    return both_fillings(lambda w: about(gap, w), "20.08", "21.08")


@fact
def df8(rows: Rows) -> tuple[bool, bool]:
    men = min(t for _, t in records(rows, "men"))
    women = min(t for _, t in records(rows, "women"))
    return both_fillings(lambda w: men == 47.84 and about(women - men, w), "5.68", "6.68")


@fact
def df9(rows: Rows) -> tuple[bool, bool]:
    times = [t for y, t in records(rows, "men") if y == 2000]
    return both_fillings(lambda w: len(times) == 2 and about(max(times) - min(times), w), "0.34", "0.43")


@fact
def df10(rows: Rows) -> tuple[bool, bool]:
    ratio = temp(rows, 2016) / temp(rows, 1985)
    return both_fillings(lambda k: ratio > k, 8, 9)


# joined


@fact
def jo1(rows: Rows) -> tuple[bool, bool]:
    year = int(top_key(rows, IC, EXTENT, lowest=True))
    return both_fillings(lambda w: temp(rows, year) == w, 0.65, 0.61)


@fact
def jo2(rows: Rows) -> tuple[bool, bool]:
    year = int(top_key(rows, IC, EXTENT))
    return both_fillings(lambda w: temp(rows, year, JAN) == w, 0.05, 0.53)


@fact
def jo3(rows: Rows) -> tuple[bool, bool]:
    both = {y: v for y, v in temps(rows).items() if y in ices(rows)}
    (year,) = top(both)
    return both_fillings(lambda n: ice(rows, year) == n, 10783000, 10946000)


@fact
def jo4(rows: Rows) -> tuple[bool, bool]:
    year = int(top_key(rows, TE, ANNUAL, lowest=True))
    return both_fillings(lambda n: ice(rows, year) == n, 11436000, 11412000)


@fact
def jo5(rows: Rows) -> tuple[bool, bool]:
    year = min(y for y, v in temps(rows, JAN).items() if v > 1)
    return both_fillings(lambda n: ice(rows, year) == n, 10785000, 10857000)


@fact
def jo6(rows: Rows) -> tuple[bool, bool]:
    year = int(top_key(rows, TE, JUL, lowest=True))
    return both_fillings(lambda floor: ice(rows, year) > floor * 1e6, 11.4, 11.5)


@fact
def jo7(rows: Rows) -> tuple[bool, bool]:
    year = first_under(rows, "women", 54)
    return both_fillings(lambda w: temp(rows, year) == w, 0.39, 0.31)


@fact
def jo8(rows: Rows) -> tuple[bool, bool]:
    years = [y for y, _ in records(rows, "men")]
    (twice,) = [y for y in set(years) if years.count(y) == 2]
    return both_fillings(lambda n: ice(rows, twice) == n, 11181000, 11236000)


@fact
def jo9(rows: Rows) -> tuple[bool, bool]:
    year = max(y for y, _ in records(rows, "women"))
    return both_fillings(lambda w: temp(rows, year, JUL) == w, 0.26, 0.58)


@fact
def jo10(rows: Rows) -> tuple[bool, bool]:
    (year,) = top(band(rows))
    return both_fillings(lambda w: temp(rows, year, JUL) == w, 0.58, 0.49)


# negation


@fact
def ne1(rows: Rows) -> tuple[bool, bool]:
    e = ices(rows).values()
    return both_fillings(lambda cap: not any(x > cap * 1e6 for x in e), 11.8, 11.7)


@fact
def ne2(rows: Rows) -> tuple[bool, bool]:
    e = ices(rows)
    return both_fillings(lambda after: not any(x > 11e6 for y, x in e.items() if y > after), 2004, 2003)


@fact
def ne3(rows: Rows) -> tuple[bool, bool]:
    t = temps(rows).values()
    return both_fillings(lambda floor: not any(x < floor for x in t), 0.1, 0.15)


@fact
def ne4(rows: Rows) -> tuple[bool, bool]:
    t = temps(rows)
    return both_fillings(lambda since: not any(x < 0.5 for y, x in t.items() if y >= since), 2001, 1999)


@fact
def ne5(rows: Rows) -> tuple[bool, bool]:
    g = squadrons(rows, GUNS).values()
    return both_fillings(lambda cap: not any(x > cap for x in g), 400, 380)


@fact
def ne6(rows: Rows) -> tuple[bool, bool]:
    s = squadrons(rows, SAILORS).values()
    return both_fillings(lambda floor: not any(x < floor for x in s), 300, 400)


@fact
def ne7(rows: Rows) -> tuple[bool, bool]:
    men = records(rows, "men")
    return both_fillings(lambda after: not any(t > 50 for y, t in men if y > after), 1976, 1972)


@fact
def ne8(rows: Rows) -> tuple[bool, bool]:
    years = [y for y, _ in records(rows, "women")]
    return both_fillings(lambda last: not any(1937 <= y <= last for y in years), 1955, 1957)


@fact
def ne9(rows: Rows) -> tuple[bool, bool]:
    lo = ices(rows, LOWER).values()
    return both_fillings(lambda floor: not any(x < floor * 1e6 for x in lo), 10.2, 10.3)


@fact
def ne10(rows: Rows) -> tuple[bool, bool]:
    t = [x for y, x in temps(rows).items() if y >= 2015]
    return both_fillings(lambda floor: len(t) == 8 and not any(x < floor for x in t), 0.85, 0.9)


# percent_vs_count


@fact
def pc1(rows: Rows) -> tuple[bool, bool]:
    pct = share(ice(rows, 1979) - ice(rows, 2015), ice(rows, 1979))
    return both_fillings(lambda w: about(pct, w), "8", "18")


@fact
def pc2(rows: Rows) -> tuple[bool, bool]:
    best_2000 = min(t for y, t in records(rows, "men") if y == 2000)
    pct = 100 * (1 - best_2000 / record(rows, "men", 1920))
    return both_fillings(lambda w: about(pct, w), "21", "12")


@fact
def pc3(rows: Rows) -> tuple[bool, bool]:
    pct = share(squadron(rows, "Portugal", MEN), sum(squadrons(rows, MEN).values()))
    return both_fillings(lambda w: about(pct, w), "17", "27")


@fact
def pc4(rows: Rows) -> tuple[bool, bool]:
    g = squadrons(rows, GUNS)
    pct = share(g["Galeras"], sum(g.values()))
    return about(pct, "1") and g["Galeras"] == 20, about(pct, "20")


@fact
def pc5(rows: Rows) -> tuple[bool, bool]:
    sailors, soldiers = sum(squadrons(rows, SAILORS).values()), sum(squadrons(rows, SOLDIERS).values())
    return both_fillings(lambda w: about(share(sailors, sailors + soldiers), w), "29", "71")


@fact
def pc6(rows: Rows) -> tuple[bool, bool]:
    n, total = sum(x == 4 for x in squadrons(rows, SHIPS).values()), len(rows[AR])
    return both_fillings(lambda pct: n == 2 and share(n, total) == pct, 20, 2)


@fact
def pc7(rows: Rows) -> tuple[bool, bool]:
    jan, jul = temps(rows, JAN), temps(rows, JUL)
    n, total = sum(jan[y] > jul[y] for y in jan), len(jan)
    return both_fillings(lambda w: n == 24 and total == 43 and about(share(n, total), w), "56", "24")


@fact
def pc8(rows: Rows) -> tuple[bool, bool]:
    t = temps(rows)
    n = sum(x >= 1 for x in t.values())
    return both_fillings(lambda cap: n == 2 and len(t) == 43 and share(n, len(t)) < cap, 5, 2)


@fact
def pc9(rows: Rows) -> tuple[bool, bool]:
    c = changes(ices(rows))
    n = sum(x > 0 for x in c.values())
    return both_fillings(lambda w: n == 13 and about(share(n, len(c)), w), "36", "13")


@fact
def pc10(rows: Rows) -> tuple[bool, bool]:
    n, total = len(records(rows, "women")), len(rows[SW])
    return both_fillings(lambda pct: n == 26 and total == 52 and share(n, total) == pct, 50, 26)


# words


@fact
def wo1(rows: Rows) -> tuple[bool, bool]:
    n = sum(x > 15 for x in squadrons(rows, SHIPS).values())
    return n == 3, n == 4


@fact
def wo2(rows: Rows) -> tuple[bool, bool]:
    none = [s for s, x in squadrons(rows, SOLDIERS).items() if x == 0]
    return none == ["Galeras"], len(none) == 2


@fact
def wo3(rows: Rows) -> tuple[bool, bool]:
    n = sum(y == 2000 for y, _ in records(rows, "men"))
    return n == 2, n == 3


@fact
def wo4(rows: Rows) -> tuple[bool, bool]:
    n = sum(1970 <= y <= 1979 for y, _ in records(rows, "women"))
    return n == 5, n == 4


@fact
def wo5(rows: Rows) -> tuple[bool, bool]:
    n = sum(1960 <= y <= 1979 for y, _ in records(rows, "men"))
    return n == 8, n == 7


@fact
def wo6(rows: Rows) -> tuple[bool, bool]:
    n = sum(x >= 1 for x in temps(rows).values())
    return n == 2, n == 3


@fact
def wo7(rows: Rows) -> tuple[bool, bool]:
    n = sum(x < 0 for x in changes(temps(rows)).values())
    return n == 16, n == 15


@fact
def wo8(rows: Rows) -> tuple[bool, bool]:
    e = ices(rows)
    n = sum(x < 11e6 for x in e.values())
    return n == 11 and len(e) == 37, n == 12 and len(e) == 37


@fact
def wo9(rows: Rows) -> tuple[bool, bool]:
    n = sum(x >= 1000 for x in squadrons(rows, MEN).values())
    return n == 9, n == 8


@fact
def wo10(rows: Rows) -> tuple[bool, bool]:
    n = sum(x > 250 for x in squadrons(rows, GUNS).values())
    return n == 4, n == 5


# units_dates


@fact
def ud1(rows: Rows) -> tuple[bool, bool]:
    km2 = ice(rows, 2012)
    return about(km2 / 1e6, "10.65"), about(km2 / 1e9, "10.65")


@fact
def ud2(rows: Rows) -> tuple[bool, bool]:
    t = record(rows, "women", 1920)
    return both_fillings(lambda s: about(t, str(60 + s)), 13.6, 3.6)


@fact
def ud3(rows: Rows) -> tuple[bool, bool]:
    men, women = first_under(rows, "men", 60), first_under(rows, "women", 60)
    return both_fillings(lambda k: men == 1922 and women - men == k, 40, 30)


@fact
def ud4(rows: Rows) -> tuple[bool, bool]:
    t = record(rows, "men", 1920)
    return both_fillings(lambda s: about(t, str(60 + s)), 0.4, 4.0)


@fact
def ud5(rows: Rows) -> tuple[bool, bool]:
    c = temp(rows, 2016, JAN)
    return c == 1.17, about(c * 9 / 5, "1.17")  # the false twin: the same number read as Fahrenheit degrees


@fact
def ud6(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda k: temp(rows, 2015) == 0.9 and temp(rows, 2015 + k) == 0.9, 7, 6)


@fact
def ud7(rows: Rows) -> tuple[bool, bool]:
    balls, guns = squadron(rows, "Castilla", BALLS), squadron(rows, "Castilla", GUNS)
    return balls / guns == 60, guns / balls == 60


@fact
def ud8(rows: Rows) -> tuple[bool, bool]:
    per_gun = squadron(rows, "Portugal", BALLS) / squadron(rows, "Portugal", GUNS)
    per_ship = squadron(rows, "Portugal", GUNS) / squadron(rows, "Portugal", SHIPS)
    return about(per_gun, "53"), about(per_ship, "53")


@fact
def ud9(rows: Rows) -> tuple[bool, bool]:
    km2 = ice(rows, 1982)
    return km2 / 1000 == 11777, km2 == 11777


@fact
def ud10(rows: Rows) -> tuple[bool, bool]:
    years = [y for y, _ in records(rows, "men")]
    after = min(y for y in years if y > 1976)
    return both_fillings(lambda k: 1976 in years and after - 1976 == k, 5, 4)
