"""The label checks of the forty-ninth held-out set (``tests/test_lexical_heldout49.py``): one function per pair id
that recomputes, from the stored cells of ``tests/data/lexical_heldout49_tables.json``, whether the pair's true claim
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
    top_key,
)

DATA = Path(__file__).parent / "data" / "lexical_heldout49_tables.json"

RD = "us_road_accident_deaths_by_state"
ED = "us_state_education_spending_1975"
KO = "kootenay_river_january_flow_1931_1943"
AG = "eu_agricultural_workforce_1993"

FACTS: dict[str, Callable[[Rows], tuple[bool, bool]]] = {}

DEATHS, DRIVERS, DENSITY, RURAL, TEMP, FUEL = ("deaths", "drivers_10000s", "population_per_sq_mile",
                                               "rural_roads_1000_miles", "january_max_temperature", "fuel_10m_gallons")
REGION, URBAN, INCOME, YOUNG, SPENDING = ("region", "urban_per_1000_1970", "income_per_capita_1973_usd",
                                          "under_18_per_1000_1974", "education_spending_per_capita_1975_usd")
LIBBY, NEWGATE = "libby_flow", "newgate_flow"
GNP, FARM = "gnp_per_capita", "agriculture_pct"

MILE_KM = 1.609344  # kilometres in a mile


def fact(fn: Callable[[Rows], tuple[bool, bool]]) -> Callable[[Rows], tuple[bool, bool]]:
    FACTS[fn.__name__] = fn
    return fn


def rows_by_table() -> Rows:
    return heldout_pairs.rows_of(DATA)


def road(rows: Rows, state: str, col: str) -> float:
    return keyed_number(rows, RD, state, col)


def roads(rows: Rows, col: str) -> dict[str, float]:
    return keyed_column(rows, RD, col)


def death_rates(rows: Rows) -> dict[str, float]:
    """State -> road deaths per 10,000 drivers (the drivers are stored in tens of thousands)."""
    deaths, drivers = roads(rows, DEATHS), roads(rows, DRIVERS)
    return {s: deaths[s] / drivers[s] for s in deaths}


def edu(rows: Rows, state: str, col: str) -> float:
    return keyed_number(rows, ED, state, col)


def edus(rows: Rows, col: str) -> dict[str, float]:
    return keyed_column(rows, ED, col)


def region(rows: Rows, state: str) -> str:
    return keyed_cell(rows, ED, state, REGION)


def in_region(rows: Rows, name: str, col: str) -> dict[str, float]:
    return {s: x for s, x in edus(rows, col).items() if region(rows, s) == name}


def flow(rows: Rows, year: int, col: str = LIBBY) -> float:
    return keyed_number(rows, KO, str(year), col)


def flows(rows: Rows, col: str = LIBBY) -> dict[int, float]:
    return {int(k): v for k, v in keyed_column(rows, KO, col).items()}


def country(rows: Rows, name: str, col: str) -> float:
    return keyed_number(rows, AG, name, col)


def countries(rows: Rows, col: str) -> dict[str, float]:
    return keyed_column(rows, AG, col)


def share(part: float, whole: float) -> float:
    return 100 * part / whole


def mean(values) -> float:
    values = list(values)
    return sum(values) / len(values)


def rank(values: dict, key, lowest: bool = False) -> int:
    """1 + the number of keys strictly ahead of ``key`` (highest first, or lowest first)."""
    x = values[key]
    return 1 + sum((v < x) if lowest else (v > x) for v in values.values())


def top(values: dict, lowest: bool = False) -> set:
    best = (min if lowest else max)(values.values())
    return {k for k, v in values.items() if v == best}


def only(values: dict, lowest: bool = False):
    """The one key with the highest (or lowest) value (a tie is a broken label)."""
    (key,) = top(values, lowest)
    return key


# wrong_entity


@fact
def we1(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda s: top_key(rows, RD, DEATHS) == s and road(rows, s, DEATHS) == 4743, "California", "Illinois")


@fact
def we2(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda s: top_key(rows, RD, DEATHS, lowest=True) == s and road(rows, s, DEATHS) == 43,
                         "Alaska", "Delaware")


@fact
def we3(rows: Rows) -> tuple[bool, bool]:
    d = roads(rows, DENSITY)
    second = sorted(d.values())[-2]
    return both_fillings(lambda s: only(d) == s and d[s] == 12524 and d[s] > 10 * second, "District of Columbia",
                         "Massachusetts")


@fact
def we4(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda c: top_key(rows, AG, GNP) == c and country(rows, c, GNP) == 21.3, "Denmark", "Luxembourg")


@fact
def we5(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda s: top_key(rows, RD, TEMP, lowest=True) == s and road(rows, s, TEMP) == 22,
                         "Minnesota", "Montana")


@fact
def we6(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda s: top_key(rows, ED, SPENDING) == s and edu(rows, s, SPENDING) == 546, "Hawaii", "New York")


@fact
def we7(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda s: top_key(rows, ED, SPENDING, lowest=True) == s and edu(rows, s, SPENDING) == 208,
                         "Alabama", "Tennessee")


@fact
def we8(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda s: top_key(rows, ED, INCOME) == s and edu(rows, s, INCOME) == 5889,
                         "Connecticut", "New Jersey")


@fact
def we9(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda c: top_key(rows, AG, FARM) == c and country(rows, c, FARM) == 22.2, "Greece", "Portugal")


@fact
def we10(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda y: only(flows(rows, NEWGATE)) == y and flow(rows, y, NEWGATE) == 31.3, 1942, 1938)


# superlative


@fact
def su1(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: only(death_rates(rows), lowest) == "Connecticut", True, False)


@fact
def su2(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, RD, FUEL, lowest) == "Illinois", False, True)


@fact
def su3(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, ED, INCOME, lowest) == "Mississippi"
                         and edu(rows, "Mississippi", INCOME) == 3448 and len(rows[ED]) == 50, True, False)


@fact
def su4(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, ED, URBAN, lowest) == "Vermont" and edu(rows, "Vermont", URBAN) == 322,
                         True, False)


@fact
def su5(rows: Rows) -> tuple[bool, bool]:
    young = edus(rows, YOUNG)
    return both_fillings(lambda k: rank(young, "Utah") == k and young["Utah"] == 378, 2, 3)


@fact
def su6(rows: Rows) -> tuple[bool, bool]:
    south = in_region(rows, "South", SPENDING)
    return both_fillings(lambda lowest: top(south, lowest) == {"Delaware"} and south["Delaware"] == 344, False, True)


@fact
def su7(rows: Rows) -> tuple[bool, bool]:
    libby = flows(rows)
    return both_fillings(lambda lowest: top(libby, lowest) == {1937} and libby[1937] == 17.6, True, False)


@fact
def su8(rows: Rows) -> tuple[bool, bool]:
    libby = flows(rows)
    return both_fillings(lambda k: libby[1942] == 38.7 and rank(libby, 1942) == k and len(libby) == 13, 2, 3)


@fact
def su9(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, AG, FARM, lowest) == "United Kingdom"
                         and country(rows, "United Kingdom", FARM) == 2.3, True, False)


@fact
def su10(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, AG, GNP, lowest) == "Greece" and country(rows, "Greece", GNP) == 5.9
                         and len(rows[AG]) == 12, True, False)


# direction


@fact
def di1(rows: Rows) -> tuple[bool, bool]:
    a, b = road(rows, "Michigan", DEATHS), road(rows, "Illinois", DEATHS)
    return a < b, a > b


@fact
def di2(rows: Rows) -> tuple[bool, bool]:
    fewer_drivers = road(rows, "Maine", DRIVERS) < road(rows, "Massachusetts", DRIVERS) / 5
    a, b = road(rows, "Maine", DEATHS), road(rows, "Massachusetts", DEATHS)
    return fewer_drivers and a > b, fewer_drivers and a < b


@fact
def di3(rows: Rows) -> tuple[bool, bool]:
    a, b = road(rows, "Florida", TEMP), road(rows, "California", TEMP)
    return a > b, a < b


@fact
def di4(rows: Rows) -> tuple[bool, bool]:
    a, b = edu(rows, "Alaska", SPENDING), edu(rows, "California", SPENDING)
    return a < b, a > b


@fact
def di5(rows: Rows) -> tuple[bool, bool]:
    a, b = edu(rows, "New Jersey", URBAN), edu(rows, "New York", URBAN)
    return a > b, a < b


@fact
def di6(rows: Rows) -> tuple[bool, bool]:
    west = mean(in_region(rows, "West", SPENDING).values())
    northeast = mean(in_region(rows, "Northeast", SPENDING).values())
    return west > northeast, west < northeast


@fact
def di7(rows: Rows) -> tuple[bool, bool]:
    a, b = flow(rows, 1934), flow(rows, 1935)
    return b < a, b > a


@fact
def di8(rows: Rows) -> tuple[bool, bool]:
    libby, newgate = flows(rows), flows(rows, NEWGATE)
    return (len(libby) == 13 and all(libby[y] > newgate[y] for y in libby),
            len(libby) == 13 and all(newgate[y] > libby[y] for y in libby))


@fact
def di9(rows: Rows) -> tuple[bool, bool]:
    a, b = flow(rows, 1942, NEWGATE), flow(rows, 1943, NEWGATE)
    return b < a, b > a


@fact
def di10(rows: Rows) -> tuple[bool, bool]:
    a, b = country(rows, "Ireland", GNP), country(rows, "Spain", GNP)
    return a < b, a > b


# difference


@fact
def df1(rows: Rows) -> tuple[bool, bool]:
    gap = road(rows, "California", DEATHS) - road(rows, "Illinois", DEATHS)
    return gap == 2536, gap == 2436


@fact
def df2(rows: Rows) -> tuple[bool, bool]:
    gap = road(rows, "Massachusetts", DENSITY) - road(rows, "Maryland", DENSITY)
    return gap == 341, gap == 431


@fact
def df3(rows: Rows) -> tuple[bool, bool]:
    gap = road(rows, "Florida", TEMP) - road(rows, "Minnesota", TEMP)
    return gap == 45, gap == 35


@fact
def df4(rows: Rows) -> tuple[bool, bool]:
    gap = edu(rows, "Hawaii", SPENDING) - edu(rows, "New York", SPENDING)
    return gap == 159, gap == 169


@fact
def df5(rows: Rows) -> tuple[bool, bool]:
    gap = edu(rows, "Connecticut", INCOME) - edu(rows, "Mississippi", INCOME)
    return gap == 2441, gap == 2541


@fact
def df6(rows: Rows) -> tuple[bool, bool]:
    ratio = edu(rows, "Hawaii", SPENDING) / edu(rows, "Alabama", SPENDING)
    return both_fillings(lambda k: ratio > k, 2.5, 3)


@fact
def df7(rows: Rows) -> tuple[bool, bool]:
    low = min(flows(rows).values())
    gap = flow(rows, 1934) - low
    return both_fillings(lambda w: flow(rows, 1934) == 77.6 and low == flow(rows, 1937) and about(gap, w), "60.0", "50.0")


@fact
def df8(rows: Rows) -> tuple[bool, bool]:
    gap = flow(rows, 1934) - flow(rows, 1934, NEWGATE)
    return both_fillings(lambda w: about(gap, w), "61.9", "62.9")


@fact
def df9(rows: Rows) -> tuple[bool, bool]:
    gap = country(rows, "Denmark", GNP) - country(rows, "Greece", GNP)
    return both_fillings(lambda w: about(gap, w), "15.4", "16.4")


@fact
def df10(rows: Rows) -> tuple[bool, bool]:
    ratio = country(rows, "Greece", FARM) / country(rows, "United Kingdom", FARM)
    return both_fillings(lambda k: ratio > k, 9, 10)


# joined


@fact
def jo1(rows: Rows) -> tuple[bool, bool]:
    state = top_key(rows, RD, DEATHS)
    return both_fillings(lambda n: edu(rows, state, SPENDING) == n, 332, 308)


@fact
def jo2(rows: Rows) -> tuple[bool, bool]:
    state = top_key(rows, RD, DEATHS, lowest=True)
    return both_fillings(lambda n: edu(rows, state, URBAN) == n, 831, 805)


@fact
def jo3(rows: Rows) -> tuple[bool, bool]:
    state = top_key(rows, RD, TEMP, lowest=True)
    return both_fillings(lambda n: edu(rows, state, SPENDING) == n, 378, 379)


@fact
def jo4(rows: Rows) -> tuple[bool, bool]:
    state = top_key(rows, RD, RURAL)
    return both_fillings(lambda n: edu(rows, state, INCOME) == n, 5057, 5438)


@fact
def jo5(rows: Rows) -> tuple[bool, bool]:
    state = top_key(rows, RD, TEMP)
    return both_fillings(lambda n: edu(rows, state, YOUNG) == n, 287, 278)


@fact
def jo6(rows: Rows) -> tuple[bool, bool]:
    state = top_key(rows, RD, FUEL)
    return both_fillings(lambda n: edu(rows, state, SPENDING) == n, 308, 304)


@fact
def jo7(rows: Rows) -> tuple[bool, bool]:
    state = only(death_rates(rows))
    return both_fillings(lambda name: region(rows, state) == name, "Northeast", "South")


@fact
def jo8(rows: Rows) -> tuple[bool, bool]:
    state = top_key(rows, ED, SPENDING, lowest=True)
    return both_fillings(lambda n: road(rows, state, DEATHS) == n, 968, 911)


@fact
def jo9(rows: Rows) -> tuple[bool, bool]:
    state = top_key(rows, ED, INCOME)
    return both_fillings(lambda n: road(rows, state, DEATHS) == n, 325, 352)


@fact
def jo10(rows: Rows) -> tuple[bool, bool]:
    state = top_key(rows, ED, URBAN)
    return both_fillings(lambda n: road(rows, state, TEMP) == n, 65, 62)


# negation


@fact
def ne1(rows: Rows) -> tuple[bool, bool]:
    d = roads(rows, DEATHS).values()
    return both_fillings(lambda cap: not any(x > cap for x in d), 5000, 4000)


@fact
def ne2(rows: Rows) -> tuple[bool, bool]:
    t = roads(rows, TEMP).values()
    return both_fillings(lambda floor: len(t) == 26 and not any(x < floor for x in t), 20, 25)


@fact
def ne3(rows: Rows) -> tuple[bool, bool]:
    d = [x for s, x in roads(rows, DEATHS).items() if s != "California"]
    return both_fillings(lambda cap: not any(x > cap for x in d), 2500, 2000)


@fact
def ne4(rows: Rows) -> tuple[bool, bool]:
    spend = edus(rows, SPENDING).values()
    return both_fillings(lambda floor: not any(x < floor for x in spend), 200, 210)


@fact
def ne5(rows: Rows) -> tuple[bool, bool]:
    spend = [x for s, x in edus(rows, SPENDING).items() if s != "Hawaii"]
    return both_fillings(lambda cap: not any(x > cap for x in spend), 400, 380)


@fact
def ne6(rows: Rows) -> tuple[bool, bool]:
    south = in_region(rows, "South", INCOME).values()
    return both_fillings(lambda cap: not any(x > cap for x in south), 5600, 5500)


@fact
def ne7(rows: Rows) -> tuple[bool, bool]:
    newgate = flows(rows, NEWGATE).values()
    return both_fillings(lambda cap: len(newgate) == 13 and not any(x > cap for x in newgate), 32, 30)


@fact
def ne8(rows: Rows) -> tuple[bool, bool]:
    later = [x for y, x in flows(rows).items() if y > 1934]
    return both_fillings(lambda floor: flow(rows, 1934) >= 40 and not any(x >= floor for x in later), 40, 38)


@fact
def ne9(rows: Rows) -> tuple[bool, bool]:
    farm = countries(rows, FARM).values()
    return both_fillings(lambda cap: not any(x > cap for x in farm), 25, 20)


@fact
def ne10(rows: Rows) -> tuple[bool, bool]:
    gnp = countries(rows, GNP).values()
    return both_fillings(lambda floor: len(gnp) == 12 and not any(x < floor for x in gnp), 5, 6)


# percent_vs_count


@fact
def pc1(rows: Rows) -> tuple[bool, bool]:
    d = roads(rows, DEATHS)
    pct = share(d["California"], sum(d.values()))
    return both_fillings(lambda w: about(pct, w), "18", "28")


@fact
def pc2(rows: Rows) -> tuple[bool, bool]:
    pct = share(road(rows, "Maine", DEATHS) - road(rows, "Massachusetts", DEATHS), road(rows, "Massachusetts", DEATHS))
    return both_fillings(lambda w: about(pct, w), "56", "65")


@fact
def pc3(rows: Rows) -> tuple[bool, bool]:
    d = roads(rows, DEATHS)
    n = sum(x > 1000 for x in d.values())
    return both_fillings(lambda w: n == 9 and len(d) == 26 and about(share(n, len(d)), w), "35", "9")


@fact
def pc4(rows: Rows) -> tuple[bool, bool]:
    a, b = edu(rows, "Hawaii", SPENDING), edu(rows, "New York", SPENDING)
    return both_fillings(lambda w: about(share(a - b, b), w), "41", "159")


@fact
def pc5(rows: Rows) -> tuple[bool, bool]:
    n, total = len(in_region(rows, "South", SPENDING)), len(rows[ED])
    return both_fillings(lambda pct: n == 16 and total == 50 and share(n, total) == pct, 32, 16)


@fact
def pc6(rows: Rows) -> tuple[bool, bool]:
    a, b = edu(rows, "Connecticut", INCOME), edu(rows, "Mississippi", INCOME)
    return both_fillings(lambda w: about(share(a - b, b), w), "71", "17")


@fact
def pc7(rows: Rows) -> tuple[bool, bool]:
    a, b = flow(rows, 1934), flow(rows, 1935)
    return both_fillings(lambda w: about(share(a - b, a), w), "52", "41")


@fact
def pc8(rows: Rows) -> tuple[bool, bool]:
    a, b = flow(rows, 1942, NEWGATE), flow(rows, 1937, NEWGATE)
    return both_fillings(lambda w: about(share(a - b, b), w), "99", "16")


@fact
def pc9(rows: Rows) -> tuple[bool, bool]:
    farm = countries(rows, FARM)
    n = sum(x > 10 for x in farm.values())
    return both_fillings(lambda w: n == 4 and len(farm) == 12 and about(share(n, len(farm)), w), "33", "4")


@fact
def pc10(rows: Rows) -> tuple[bool, bool]:
    a, b = country(rows, "Ireland", FARM), country(rows, "Spain", FARM)
    return both_fillings(lambda w: about(a - b, "3.1") and about(share(a - b, b), w), "28", "3")


# words


@fact
def wo1(rows: Rows) -> tuple[bool, bool]:
    n = sum(x > 2000 for x in roads(rows, DEATHS).values())
    return n == 3, n == 4


@fact
def wo2(rows: Rows) -> tuple[bool, bool]:
    n = sum(x < 5 for x in roads(rows, RURAL).values())
    return n == 2, n == 3


@fact
def wo3(rows: Rows) -> tuple[bool, bool]:
    n = sum(x > 60 for x in roads(rows, TEMP).values())
    return n == 5, n == 6


@fact
def wo4(rows: Rows) -> tuple[bool, bool]:
    over = [s for s, x in edus(rows, SPENDING).items() if x > 400]
    return over == ["Hawaii"], len(over) == 2 and "Hawaii" in over


@fact
def wo5(rows: Rows) -> tuple[bool, bool]:
    n = sum(x > 330 for x in edus(rows, SPENDING).values())
    return n == 9, n == 10


@fact
def wo6(rows: Rows) -> tuple[bool, bool]:
    n = sum(x > 5000 for x in edus(rows, INCOME).values())
    return n == 15, n == 14


@fact
def wo7(rows: Rows) -> tuple[bool, bool]:
    n = len(in_region(rows, "West", SPENDING))
    return n == 13, n == 12


@fact
def wo8(rows: Rows) -> tuple[bool, bool]:
    libby = flows(rows)
    n = sum(x > 30 for x in libby.values())
    return n == 6 and len(libby) == 13, n == 7 and len(libby) == 13


@fact
def wo9(rows: Rows) -> tuple[bool, bool]:
    n = sum(x < 20 for x in flows(rows, NEWGATE).values())
    return n == 5, n == 4


@fact
def wo10(rows: Rows) -> tuple[bool, bool]:
    gnp = countries(rows, GNP)
    n = sum(x > 15 for x in gnp.values())
    return n == 7 and len(gnp) == 12, n == 8 and len(gnp) == 12


# units_dates


@fact
def ud1(rows: Rows) -> tuple[bool, bool]:
    gallons = road(rows, "Illinois", FUEL) * 1e7  # stored in tens of millions of US gallons
    return about(gallons / 1e9, "3.5"), about(gallons / 1e6, "3.5")


@fact
def ud2(rows: Rows) -> tuple[bool, bool]:
    drivers = road(rows, "California", DRIVERS) * 10000  # stored in tens of thousands
    return drivers == 9520000, drivers == 952000


@fact
def ud3(rows: Rows) -> tuple[bool, bool]:
    miles = road(rows, "Kansas", RURAL) * 1000  # stored in thousands of miles
    return about(miles, "124,000"), about(miles * MILE_KM, "124,000")


@fact
def ud4(rows: Rows) -> tuple[bool, bool]:
    miles = road(rows, "Delaware", RURAL) * 1000
    return both_fillings(lambda n: about(miles, n), "3,400", "3.4")


@fact
def ud5(rows: Rows) -> tuple[bool, bool]:
    libby = flows(rows)
    peak = only(libby)
    second = only({y: x for y, x in libby.items() if y != peak})
    return both_fillings(lambda k: peak == 1934 and second == peak + k and libby[second] == 38.7, 8, 9)


@fact
def ud6(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda end: about(flow(rows, end) - flow(rows, 1931), "0.5"), 1941, 1940)


@fact
def ud7(rows: Rows) -> tuple[bool, bool]:
    pct = edu(rows, "California", URBAN) / 10  # residents per thousand, as a percentage
    return both_fillings(lambda w: about(pct, w), "91", "9.1")


@fact
def ud8(rows: Rows) -> tuple[bool, bool]:
    income = edu(rows, "New York", INCOME)  # a year's income per head
    return about(income / 12, "472"), about(income / 52, "472")


@fact
def ud9(rows: Rows) -> tuple[bool, bool]:
    pct = country(rows, "Greece", FARM)
    return pct == 22.2, pct / 10 == 22.2  # the false twin: 22.2 per thousand, 2.22 per cent


@fact
def ud10(rows: Rows) -> tuple[bool, bool]:
    newgate = flows(rows, NEWGATE)
    lows = sorted(top(newgate, lowest=True))
    return both_fillings(lambda k: len(lows) == 2 and newgate[lows[0]] == 15.7 and lows[1] - lows[0] == k, 3, 4)
