"""The label checks of the fifty-third held-out set (``tests/test_lexical_heldout53.py``): one function per pair id
that recomputes, from the stored cells of ``tests/data/lexical_heldout53_tables.json``, whether the pair's true claim
holds and whether its false twin holds (``(True, False)`` when the labels are right)."""

from __future__ import annotations

from collections.abc import Callable
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
    one_row,
    top_key,
    top_keys,
)

DATA = Path(__file__).parent / "data" / "lexical_heldout53_tables.json"

RG = "religiosity_gdp_44_countries_2007"
GR = "economic_growth_1960_1995_24_countries"
IN = "northeast_us_family_income_1960_1970"
HV = "hawaiian_emperor_chain_volcano_ages"

FACTS: dict[str, Callable[[Rows], tuple[bool, bool]]] = {}

REGION, RELIGIOSITY, GDP = "region", "religiosity", "gdp_per_capita_usd"
GROWTH, GDP60 = "growth_pct_per_year", "gdp_per_capita_1960_usd"
TRADE, SCHOOLING = "trade_share_pct", "schooling_years_1960"
REVOLUTIONS, ASSASSINATIONS = "revolutions_per_year", "assassinations_per_year"
CLASS, PCT = "income_thousand_1973_usd", "pct_of_families"
DISTANCE, AGE, ERROR = "distance_from_kilauea_km", "age_million_years", "age_error_million_years"

CLASSES = ("0-3", "3-5", "5-7", "7-10", "10-12", "12-15", "15+")  # the income classes, lowest first


def fact(fn: Callable[[Rows], tuple[bool, bool]]) -> Callable[[Rows], tuple[bool, bool]]:
    FACTS[fn.__name__] = fn
    return fn


def rows_by_table() -> Rows:
    return heldout_pairs.rows_of(DATA)


def rg(rows: Rows, country: str, col: str) -> float:
    return keyed_number(rows, RG, country, col)


def rgs(rows: Rows, col: str) -> dict[str, float]:
    return keyed_column(rows, RG, col)


def region_of(rows: Rows, country: str) -> str:
    return keyed_cell(rows, RG, country, REGION)


def gr(rows: Rows, country: str, col: str) -> float:
    return keyed_number(rows, GR, country, col)


def grs(rows: Rows, col: str) -> dict[str, float]:
    return keyed_column(rows, GR, col)


def share(rows: Rows, year: int, cls: str) -> float:
    """The per cent of families of ``year`` in the income class ``cls``."""
    return number(one_row(rows[IN], year=str(year), **{CLASS: cls})[PCT])


def shares(rows: Rows, year: int) -> dict[str, float]:
    """Income class -> per cent of families, for ``year`` (all seven classes)."""
    out = {r[CLASS]: number(r[PCT]) for r in rows[IN] if r["year"] == str(year)}
    assert tuple(out) == CLASSES, year
    return out


def hv(rows: Rows, volcano: str, col: str) -> float:
    return keyed_number(rows, HV, volcano, col)


def hvs(rows: Rows, col: str) -> dict[str, float]:
    return keyed_column(rows, HV, col)


def common(rows: Rows) -> set[str]:
    """The countries of both country tables."""
    return set(rgs(rows, GDP)) & set(grs(rows, GROWTH))


def pct(part: float, whole: float) -> float:
    return 100 * part / whole


def rank(values: dict, key, lowest: bool = False) -> int:
    """1 + the number of keys strictly ahead of ``key`` (highest first, or lowest first)."""
    x = values[key]
    return 1 + sum((v < x) if lowest else (v > x) for v in values.values())


def top(values: dict, lowest: bool = False) -> set:
    best = (min if lowest else max)(values.values())
    return {k for k, v in values.items() if v == best}


def region_means(rows: Rows, col: str) -> dict[str, float]:
    """Region -> the mean of ``col`` over its countries."""
    groups: dict[str, list[float]] = {}
    for r in rows[RG]:
        groups.setdefault(r[REGION], []).append(number(r[col]))
    return {k: sum(v) / len(v) for k, v in groups.items()}


# wrong_entity


@fact
def we1(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda c: top_key(rows, RG, RELIGIOSITY) == c and rg(rows, c, RELIGIOSITY) == 2.87,
                         "Indonesia", "Senegal")


@fact
def we2(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda c: top_key(rows, RG, GDP) == c and rg(rows, c, GDP) == 52181, "Sweden", "United States")


@fact
def we3(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda c: top_key(rows, RG, GDP, lowest=True) == c and rg(rows, c, GDP) == 333,
                         "Ethiopia", "Uganda")


@fact
def we4(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda c: top_key(rows, GR, GROWTH) == c and gr(rows, c, GROWTH) == 4.30, "Japan", "Malaysia")


@fact
def we5(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda c: top_key(rows, GR, TRADE) == c and gr(rows, c, TRADE) == 110.5, "Malaysia", "Kenya")


@fact
def we6(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda c: top_key(rows, GR, ASSASSINATIONS) == c and gr(rows, c, ASSASSINATIONS) == 1.933,
                         "Argentina", "Spain")


@fact
def we7(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda v: top_key(rows, HV, AGE) == v and hv(rows, v, AGE) == 64.7, "Suiko (central)", "Suiko (southern)")


@fact
def we8(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda v: top_key(rows, HV, DISTANCE, lowest=True) == v == top_key(rows, HV, AGE, lowest=True)
                         and hv(rows, v, AGE) == 0.375, "Mauna Kea", "Kohala")


@fact
def we9(rows: Rows) -> tuple[bool, bool]:
    s = shares(rows, 1960)
    return both_fillings(lambda c: top(s) == {c} and s[c] == 23.5, "7-10", "10-12")


@fact
def we10(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda c: top_key(rows, GR, GDP60, lowest=True) == c and gr(rows, c, GDP60) == 638, "Pakistan", "India")


# superlative


@fact
def su1(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, RG, RELIGIOSITY, lowest) == "Sweden", True, False)


@fact
def su2(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, GR, GROWTH, lowest) == "Ghana" and gr(rows, "Ghana", GROWTH) == -0.96,
                         True, False)


@fact
def su3(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, GR, SCHOOLING, lowest) == "United States"
                         and gr(rows, "United States", SCHOOLING) == 8.66, False, True)


@fact
def su4(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_keys(rows, HV, ERROR, lowest) == {"Kohala"} and hv(rows, "Kohala", ERROR) == 0.02,
                         True, False)


@fact
def su5(rows: Rows) -> tuple[bool, bool]:
    pair = {"Northampton Bank", "Pearl and Hermes Reef"}
    return both_fillings(lambda lowest: top_keys(rows, HV, ERROR, lowest) == pair
                         and all(hv(rows, v, ERROR) == 2.7 for v in pair), False, True)


@fact
def su6(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda k: rank(rgs(rows, GDP), "Kuwait") == k and len(rows[RG]) == 44, 4, 5)


@fact
def su7(rows: Rows) -> tuple[bool, bool]:
    s = shares(rows, 1970)
    return both_fillings(lambda lowest: top(s, lowest) == {"15+"} and s["15+"] == 42.1, False, True)


@fact
def su8(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, GR, TRADE, lowest) == "India" and gr(rows, "India", TRADE) == 14.1,
                         True, False)


@fact
def su9(rows: Rows) -> tuple[bool, bool]:
    means = region_means(rows, RELIGIOSITY)
    return both_fillings(lambda lowest: len(means) == 6 and top(means, lowest) == {"Africa"}, False, True)


@fact
def su10(rows: Rows) -> tuple[bool, bool]:
    near = {v: hv(rows, v, AGE) for v, d in hvs(rows, DISTANCE).items() if d < 1000}
    return both_fillings(lambda lowest: top(near, lowest) == {"Nihoa"} and near["Nihoa"] == 7.2, False, True)


# direction


@fact
def di1(rows: Rows) -> tuple[bool, bool]:
    a, b = rg(rows, "Kuwait", GDP), rg(rows, "Israel", GDP)
    return a > b, a < b


@fact
def di2(rows: Rows) -> tuple[bool, bool]:
    a, b = rg(rows, "Poland", RELIGIOSITY), rg(rows, "Russia", RELIGIOSITY)
    return a > b, a < b


@fact
def di3(rows: Rows) -> tuple[bool, bool]:
    a, b = gr(rows, "Brazil", GROWTH), gr(rows, "Argentina", GROWTH)
    values = a == 2.93 and b == 0.62
    return values and a > b, values and a < b


@fact
def di4(rows: Rows) -> tuple[bool, bool]:
    a, b = gr(rows, "Venezuela", GDP60), gr(rows, "Japan", GDP60)
    return a > b, a < b


@fact
def di5(rows: Rows) -> tuple[bool, bool]:
    a, b = share(rows, 1960, "0-3"), share(rows, 1970, "0-3")
    values = a == 6.5 and b == 4.3
    return values and b < a, values and b > a


@fact
def di6(rows: Rows) -> tuple[bool, bool]:
    a, b = share(rows, 1960, "12-15"), share(rows, 1970, "12-15")
    return b > a, b < a


@fact
def di7(rows: Rows) -> tuple[bool, bool]:
    farther = hv(rows, "Niihau", DISTANCE) > hv(rows, "Kauai", DISTANCE)
    a, b = hv(rows, "Niihau", AGE), hv(rows, "Kauai", AGE)
    return farther and a < b, farther and a > b


@fact
def di8(rows: Rows) -> tuple[bool, bool]:
    farther = hv(rows, "Kimmei", DISTANCE) > hv(rows, "Yuryaku", DISTANCE)
    a, b = hv(rows, "Kimmei", AGE), hv(rows, "Yuryaku", AGE)
    return farther and a < b, farther and a > b


@fact
def di9(rows: Rows) -> tuple[bool, bool]:
    a, b = gr(rows, "Italy", ASSASSINATIONS), gr(rows, "France", ASSASSINATIONS)
    return a > b, a < b


@fact
def di10(rows: Rows) -> tuple[bool, bool]:
    a, b = rg(rows, "South Korea", RELIGIOSITY), rg(rows, "United States", RELIGIOSITY)
    return a < b, a > b


# difference


@fact
def df1(rows: Rows) -> tuple[bool, bool]:
    gap = rg(rows, "Sweden", GDP) - rg(rows, "United States", GDP)
    return gap == 4741, gap == 5741


@fact
def df2(rows: Rows) -> tuple[bool, bool]:
    gap = rg(rows, "Indonesia", RELIGIOSITY) - rg(rows, "Sweden", RELIGIOSITY)
    return both_fillings(lambda w: about(gap, w), "2.59", "2.49")


@fact
def df3(rows: Rows) -> tuple[bool, bool]:
    g = grs(rows, GROWTH)
    return both_fillings(lambda w: about(max(g.values()) - min(g.values()), w), "5.26", "3.34")


@fact
def df4(rows: Rows) -> tuple[bool, bool]:
    ratio = gr(rows, "United States", GDP60) / gr(rows, "Pakistan", GDP60)
    return both_fillings(lambda k: ratio > k, 15, 16)


@fact
def df5(rows: Rows) -> tuple[bool, bool]:
    gap = gr(rows, "United States", SCHOOLING) - gr(rows, "Pakistan", SCHOOLING)
    return both_fillings(lambda w: about(gap, w), "8.03", "8.30")


@fact
def df6(rows: Rows) -> tuple[bool, bool]:
    gap = share(rows, 1970, "15+") - share(rows, 1960, "15+")
    return both_fillings(lambda w: about(gap, w), "19.9", "21.9")


@fact
def df7(rows: Rows) -> tuple[bool, bool]:
    gap = hv(rows, "Midway", DISTANCE) - hv(rows, "Kauai", DISTANCE)
    return gap == 1913, gap == 1931


@fact
def df8(rows: Rows) -> tuple[bool, bool]:
    gap = hv(rows, "Suiko (central)", AGE) - hv(rows, "Mauna Kea", AGE)
    return both_fillings(lambda w: about(gap, w), "64.3", "63.3")


@fact
def df9(rows: Rows) -> tuple[bool, bool]:
    apart = hv(rows, "Suiko (central)", DISTANCE) - hv(rows, "Suiko (southern)", DISTANCE)
    gap = hv(rows, "Suiko (central)", AGE) - hv(rows, "Suiko (southern)", AGE)
    return both_fillings(lambda w: apart == 66 and about(gap, w), "5.1", "4.1")


@fact
def df10(rows: Rows) -> tuple[bool, bool]:
    ratio = rg(rows, "Sweden", GDP) / rg(rows, "Ethiopia", GDP)
    return both_fillings(lambda k: ratio > k, 150, 160)


# joined


@fact
def jo1(rows: Rows) -> tuple[bool, bool]:
    country = top_key(rows, RG, RELIGIOSITY, lowest=True)
    return both_fillings(lambda w: gr(rows, country, GROWTH) == w, 1.89, 2.43)


@fact
def jo2(rows: Rows) -> tuple[bool, bool]:
    country = top_key(rows, RG, GDP)
    return both_fillings(lambda w: gr(rows, country, SCHOOLING) == w, 7.67, 8.66)


@fact
def jo3(rows: Rows) -> tuple[bool, bool]:
    country = top_key(rows, GR, GROWTH)
    return both_fillings(lambda w: rg(rows, country, RELIGIOSITY) == w, 0.57, 2.56)


@fact
def jo4(rows: Rows) -> tuple[bool, bool]:
    country = top_key(rows, GR, GROWTH, lowest=True)
    return both_fillings(lambda n: gr(rows, country, GROWTH) < 0 and rg(rows, country, GDP) == n, 739, 11388)


@fact
def jo5(rows: Rows) -> tuple[bool, bool]:
    country = top_key(rows, GR, TRADE)
    return both_fillings(lambda region: region_of(rows, country) == region and rg(rows, country, RELIGIOSITY) == 2.56,
                         "Asia", "Africa")


@fact
def jo6(rows: Rows) -> tuple[bool, bool]:
    country = top_key(rows, GR, SCHOOLING)
    return both_fillings(lambda n: rg(rows, country, GDP) == n, 47440, 45085)


@fact
def jo7(rows: Rows) -> tuple[bool, bool]:
    country = top_key(rows, GR, REVOLUTIONS)
    return both_fillings(lambda w: rg(rows, country, RELIGIOSITY) == w, 1.86, 1.07)


@fact
def jo8(rows: Rows) -> tuple[bool, bool]:
    gdp = {c: rg(rows, c, GDP) for c in common(rows)}
    (country,) = top(gdp, lowest=True)
    return both_fillings(lambda w: gr(rows, country, SCHOOLING) == w, 0.79, 0.69)


@fact
def jo9(rows: Rows) -> tuple[bool, bool]:
    country = top_key(rows, GR, ASSASSINATIONS)
    return both_fillings(lambda w: rg(rows, country, RELIGIOSITY) == w, 1.07, 0.62)


@fact
def jo10(rows: Rows) -> tuple[bool, bool]:
    country = top_key(rows, GR, GDP60, lowest=True)
    return both_fillings(lambda n: len(rows[GR]) == 24 and rg(rows, country, GDP) == n, 1022, 838)


# negation


@fact
def ne1(rows: Rows) -> tuple[bool, bool]:
    r = rgs(rows, RELIGIOSITY).values()
    return both_fillings(lambda cap: not any(x > cap for x in r), 2.9, 2.8)


@fact
def ne2(rows: Rows) -> tuple[bool, bool]:
    africa = [number(r[GDP]) for r in rows[RG] if r[REGION] == "Africa"]
    return both_fillings(lambda cap: len(africa) == 10 and not any(x > cap for x in africa), 6000, 5000)


@fact
def ne3(rows: Rows) -> tuple[bool, bool]:
    g = grs(rows, GROWTH).values()
    return both_fillings(lambda cap: not any(x > cap for x in g), 4.5, 4)


@fact
def ne4(rows: Rows) -> tuple[bool, bool]:
    t = grs(rows, TRADE).values()
    return both_fillings(lambda floor: not any(x < floor for x in t), 14, 15)


@fact
def ne5(rows: Rows) -> tuple[bool, bool]:
    s = grs(rows, SCHOOLING).values()
    return both_fillings(lambda floor: len(s) == 24 and not any(x >= floor for x in s), 9, 8)


@fact
def ne6(rows: Rows) -> tuple[bool, bool]:
    low = [share(rows, y, "0-3") for y in (1960, 1970)]
    return both_fillings(lambda cap: not any(x > cap for x in low), 7, 5)


@fact
def ne7(rows: Rows) -> tuple[bool, bool]:
    a = hvs(rows, AGE).values()
    return both_fillings(lambda cap: not any(x > cap for x in a), 65, 60)


@fact
def ne8(rows: Rows) -> tuple[bool, bool]:
    far = [hv(rows, v, AGE) for v, d in hvs(rows, DISTANCE).items() if d > 3000]
    return both_fillings(lambda floor: not any(x < floor for x in far), 38, 40)


@fact
def ne9(rows: Rows) -> tuple[bool, bool]:
    e = hvs(rows, ERROR).values()
    return both_fillings(lambda cap: not any(x > cap for x in e), 3, 2.5)


@fact
def ne10(rows: Rows) -> tuple[bool, bool]:
    r = grs(rows, REVOLUTIONS).values()
    return both_fillings(lambda cap: not any(x > cap for x in r), 1, 0.9)


# percent_vs_count


@fact
def pc1(rows: Rows) -> tuple[bool, bool]:
    g = grs(rows, GROWTH)
    n = sum(x < 1.5 for x in g.values())
    return both_fillings(lambda p: n == 9 and len(g) == 24 and pct(n, len(g)) == p, 37.5, 9)


@fact
def pc2(rows: Rows) -> tuple[bool, bool]:
    g = rgs(rows, GDP)
    n = sum(x > 40000 for x in g.values())
    return both_fillings(lambda w: n == 7 and len(g) == 44 and about(pct(n, len(g)), w), "16", "7")


@fact
def pc3(rows: Rows) -> tuple[bool, bool]:
    a, b = share(rows, 1960, "15+"), share(rows, 1970, "15+")
    return both_fillings(lambda w: about(pct(b - a, a), w), "90", "20")


@fact
def pc4(rows: Rows) -> tuple[bool, bool]:
    a, b = share(rows, 1960, "0-3"), share(rows, 1970, "0-3")
    return both_fillings(lambda w: a == 6.5 and b == 4.3 and about(pct(a - b, a), w), "34", "2.2")


@fact
def pc5(rows: Rows) -> tuple[bool, bool]:
    n = sum(r[REGION] == "Africa" for r in rows[RG])
    return both_fillings(lambda w: n == 10 and about(pct(n, len(rows[RG])), w), "23", "10")


@fact
def pc6(rows: Rows) -> tuple[bool, bool]:
    r = rgs(rows, RELIGIOSITY)
    n = sum(x >= 2 for x in r.values())
    return both_fillings(lambda w: n == 19 and len(r) == 44 and about(pct(n, len(r)), w), "43", "19")


@fact
def pc7(rows: Rows) -> tuple[bool, bool]:
    a = hvs(rows, AGE)
    n = sum(x > 50 for x in a.values())
    return both_fillings(lambda w: n == 5 and len(a) == 32 and about(pct(n, len(a)), w), "16", "5")


@fact
def pc8(rows: Rows) -> tuple[bool, bool]:
    near, far = hv(rows, "Mauna Kea", DISTANCE), hv(rows, "Suiko (central)", DISTANCE)
    return both_fillings(lambda w: near == 54 and far == max(hvs(rows, DISTANCE).values()) and about(pct(near, far), w),
                         "1", "54")


@fact
def pc9(rows: Rows) -> tuple[bool, bool]:
    g = grs(rows, GROWTH)
    n = sum(x > 1.95 for x in g.values())
    return both_fillings(lambda p: pct(n, len(g)) == p, 50, 12)


@fact
def pc10(rows: Rows) -> tuple[bool, bool]:
    s = shares(rows, 1970)
    return both_fillings(lambda w: about(s["12-15"] + s["15+"], w), "58", "42")


# words


@fact
def wo1(rows: Rows) -> tuple[bool, bool]:
    n = sum(x < 0 for x in grs(rows, GROWTH).values())
    return n == 3, n == 4


@fact
def wo2(rows: Rows) -> tuple[bool, bool]:
    n = sum(x == 0 for x in grs(rows, REVOLUTIONS).values())
    return n == 6, n == 5


@fact
def wo3(rows: Rows) -> tuple[bool, bool]:
    none = [c for c, x in grs(rows, ASSASSINATIONS).items() if x == 0]
    return none == ["Sweden"], len(none) == 2 and "Sweden" in none


@fact
def wo4(rows: Rows) -> tuple[bool, bool]:
    n = sum(r[REGION] == "Africa" for r in rows[RG])
    return n == 10, n == 9


@fact
def wo5(rows: Rows) -> tuple[bool, bool]:
    west = [number(r[GDP]) for r in rows[RG] if r[REGION] == "Western Europe"]
    n = sum(x > 40000 for x in west)
    return len(west) == 6 and n == 4, len(west) == 6 and n == 5


@fact
def wo6(rows: Rows) -> tuple[bool, bool]:
    n = sum(x < 1 for x in hvs(rows, AGE).values())
    return n == 3, n == 4


@fact
def wo7(rows: Rows) -> tuple[bool, bool]:
    n = sum(x > 3000 for x in hvs(rows, DISTANCE).values())
    return n == 11, n == 12


@fact
def wo8(rows: Rows) -> tuple[bool, bool]:
    a, b = shares(rows, 1960), shares(rows, 1970)
    n = sum(b[c] < a[c] for c in CLASSES)
    return n == 5, n == 4


@fact
def wo9(rows: Rows) -> tuple[bool, bool]:
    n = sum(number(r[RELIGIOSITY]) < 0.5 for r in rows[RG] if r[REGION] == "Western Europe")
    return n == 2, n == 3


@fact
def wo10(rows: Rows) -> tuple[bool, bool]:
    s = grs(rows, SCHOOLING)
    n = sum(x < 2 for x in s.values())
    return len(s) == 24 and n == 6, len(s) == 24 and n == 7


# units_dates


@fact
def ud1(rows: Rows) -> tuple[bool, bool]:
    years = hv(rows, "Suiko (central)", AGE) * 1e6
    return about(years / 1e6, "64.7"), about(years / 1e3, "64.7")  # million years, or the twin's thousand years


@fact
def ud2(rows: Rows) -> tuple[bool, bool]:
    km = hv(rows, "Midway", DISTANCE)
    return km == 2432, about(km / 1.609344, "2432")  # the twin's 2,432 miles


@fact
def ud3(rows: Rows) -> tuple[bool, bool]:
    cm_per_year = hv(rows, "Suiko (central)", DISTANCE) * 1e5 / (hv(rows, "Suiko (central)", AGE) * 1e6)
    return about(cm_per_year, "7.5"), about(cm_per_year * 10, "7.5")  # centimetres, or the twin's millimetres


@fact
def ud4(rows: Rows) -> tuple[bool, bool]:
    years = hv(rows, "Mauna Kea", AGE) * 1e6
    return years == 375000, years == 375e6


@fact
def ud5(rows: Rows) -> tuple[bool, bool]:
    per_million = gr(rows, "Argentina", ASSASSINATIONS)
    return per_million == 1.933, per_million / 1000 == 1.933  # per million people, or the twin's per thousand


@fact
def ud6(rows: Rows) -> tuple[bool, bool]:
    dollars = 1000 * number(CLASSES[-1].rstrip("+"))  # the lower bound of the top class, in dollars
    return both_fillings(lambda floor: share(rows, 1970, "15+") == 42.1 and dollars == floor, 15000, 1500)


@fact
def ud7(rows: Rows) -> tuple[bool, bool]:
    years = {int(r["year"]) for r in rows[IN]}
    return both_fillings(lambda k: 1960 + k in years and share(rows, 1960 + k, "15+") == 42.1, 10, 20)


@fact
def ud8(rows: Rows) -> tuple[bool, bool]:
    years = gr(rows, "United States", SCHOOLING)
    return years == 8.66, years * 12 == 8.66  # years, or the twin's months


@fact
def ud9(rows: Rows) -> tuple[bool, bool]:
    usd = rg(rows, "Kuwait", GDP)
    return about(usd / 1e3, "45.9"), about(usd / 1e6, "45.9")


@fact
def ud10(rows: Rows) -> tuple[bool, bool]:
    years = round((hv(rows, "Jingu", AGE) - hv(rows, "Ojin", AGE)) * 1e6)
    return both_fillings(lambda n: years == n, 200000, 2000000)
