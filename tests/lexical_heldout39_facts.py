"""The label checks of the thirty-ninth held-out set (``tests/test_lexical_heldout39.py``): one function per pair id
that recomputes, from the stored cells of ``tests/data/lexical_heldout39_tables.json``, whether the pair's true claim
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

DATA = Path(__file__).parent / "data" / "lexical_heldout39_tables.json"

EC = "us_economy_1937_1961"
AM = "us_airline_passenger_miles_1937_1960"
PH = "world_telephones_1951_1961"
NU = "nuclear_weapon_states_2019"

FACTS: dict[str, Callable[[Rows], tuple[bool, bool]]] = {}

PRESIDENT, WAR, POP, GDP, CPI, UNEMP = ("president", "war", "population_thousands", "real_gdp_per_capita_2012_usd",
                                        "consumer_price_index", "unemployment_rate_pct")
MILES = "revenue_passenger_miles_millions"
REGIONS = ("north_america", "europe", "asia", "south_america", "oceania", "africa", "central_america")
TEST_DATE, TEST_YEAR, START_YEAR, WEAPONS, PEOPLE, NGDP = ("first_test_date", "first_test_year", "program_start_year",
                                                         "nuclear_weapons", "population_millions", "gdp_billion_usd")


def fact(fn: Callable[[Rows], tuple[bool, bool]]) -> Callable[[Rows], tuple[bool, bool]]:
    FACTS[fn.__name__] = fn
    return fn


def rows_by_table() -> Rows:
    return heldout_pairs.rows_of(DATA)


def econ(rows: Rows, year: float, col: str) -> float:
    return keyed_number(rows, EC, str(int(year)), col)


def econs(rows: Rows, col: str) -> dict[int, float]:
    return {int(k): v for k, v in keyed_column(rows, EC, col).items()}


def econ_text(rows: Rows, year: float, col: str) -> str:
    return keyed_cell(rows, EC, str(int(year)), col)


def years_where(rows: Rows, col: str, value: str) -> list[int]:
    """The years of the economy table whose ``col`` cell is ``value``, in order."""
    return [int(r["year"]) for r in rows[EC] if r[col] == value]


def air(rows: Rows, year: float) -> float:
    return keyed_number(rows, AM, str(int(year)), MILES)


def airs(rows: Rows) -> dict[int, float]:
    return {int(k): v for k, v in keyed_column(rows, AM, MILES).items()}


def phones(rows: Rows, year: float, region: str) -> float:
    return keyed_number(rows, PH, str(int(year)), region)


def world(rows: Rows, year: int) -> float:
    """The telephones of the seven regions together in ``year`` (thousands)."""
    return sum(phones(rows, year, r) for r in REGIONS)


def phone_years(rows: Rows) -> list[int]:
    return [int(r["year"]) for r in rows[PH]]


def nuke(rows: Rows, nation: str, col: str) -> float:
    return keyed_number(rows, NU, nation, col)


def nukes(rows: Rows, col: str) -> dict[str, float]:
    return keyed_column(rows, NU, col)


def changes(values: dict[int, float]) -> dict[int, float]:
    """Year -> its value less the year before's (for every year whose year before is stored)."""
    return {y: v - values[y - 1] for y, v in values.items() if y - 1 in values}


def top(values: dict, lowest: bool = False) -> set:
    best = (min if lowest else max)(values.values())
    return {k for k, v in values.items() if v == best}


def first_year(values: dict[int, float], above: float) -> int:
    """The first year whose value is above ``above``."""
    return min(y for y, v in values.items() if v > above)


def share(part: float, whole: float) -> float:
    return 100 * part / whole


# wrong_entity


@fact
def we1(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda n: top_key(rows, NU, WEAPONS) == n and nuke(rows, n, WEAPONS) == 6550, "US", "Russia")


@fact
def we2(rows: Rows) -> tuple[bool, bool]:
    last = max(rows[NU], key=lambda r: r[TEST_DATE])
    return both_fillings(lambda n: last["nation"] == n and last[TEST_DATE].startswith("2006-10"), "North Korea", "Pakistan")


@fact
def we3(rows: Rows) -> tuple[bool, bool]:
    wait = {n: nuke(rows, n, TEST_YEAR) - nuke(rows, n, START_YEAR) for n in nukes(rows, WEAPONS)}
    return both_fillings(lambda n: top(wait) == {n} and wait[n] == 30 and nuke(rows, n, START_YEAR) == 1949
                         and nuke(rows, n, TEST_YEAR) == 1979, "Israel", "India")


@fact
def we4(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda y: top_key(rows, EC, UNEMP, lowest=True) == str(y) and econ(rows, y, UNEMP) == 1.2, 1944, 1943)


@fact
def we5(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda y: top_key(rows, EC, UNEMP) == str(y) and econ(rows, y, UNEMP) == 17.8, 1938, 1939)


@fact
def we6(rows: Rows) -> tuple[bool, bool]:
    falls = [y for y, c in changes(airs(rows)).items() if c < 0]
    return both_fillings(lambda y: falls == [y] and air(rows, y) == 5981, 1948, 1947)


@fact
def we7(rows: Rows) -> tuple[bool, bool]:
    def second_everywhere(region: str) -> bool:
        return all(sorted(REGIONS, key=lambda r: -phones(rows, y, r))[:2] == ["north_america", region]
                   and phones(rows, y, region) > max(phones(rows, y, r) for r in REGIONS if r not in ("north_america", region))
                   for y in phone_years(rows))
    return both_fillings(second_everywhere, "europe", "asia")


@fact
def we8(rows: Rows) -> tuple[bool, bool]:
    in_1961 = {r: phones(rows, 1961, r) for r in REGIONS}
    return both_fillings(lambda r: top(in_1961, lowest=True) == {r} and about(in_1961[r] / 1000, "1.08"),
                         "central_america", "africa")


@fact
def we9(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda n: top_key(rows, NU, PEOPLE) == n and about(nuke(rows, n, PEOPLE) / 1000, "1.43"),
                         "China", "India")


@fact
def we10(rows: Rows) -> tuple[bool, bool]:
    war = {y: econ(rows, y, GDP) for y in years_where(rows, WAR, "World War II")}
    return both_fillings(lambda y: top(war) == {y} and war[y] == 17004, 1944, 1945)


# superlative


@fact
def su1(rows: Rows) -> tuple[bool, bool]:
    c = changes(airs(rows))
    return both_fillings(lambda lowest: top(c, lowest) == {1959} and 3.92 < c[1959] / 1000 < 3.93, False, True)


@fact
def su2(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, NU, WEAPONS, lowest) == "North Korea"
                         and nuke(rows, "North Korea", WEAPONS) == 20, True, False)


@fact
def su3(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, EC, CPI, lowest) == "1939" and econ(rows, 1939, CPI) == 13.89, True, False)


@fact
def su4(rows: Rows) -> tuple[bool, bool]:
    growth = {r: share(phones(rows, 1961, r) - phones(rows, 1956, r), phones(rows, 1956, r)) for r in REGIONS}
    return both_fillings(lambda lowest: top(growth, lowest) == {"asia"} and about(growth["asia"], "92"), False, True)


@fact
def su5(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, NU, PEOPLE, lowest) == "Israel" and nuke(rows, "Israel", PEOPLE) == 9.1,
                         True, False)


@fact
def su6(rows: Rows) -> tuple[bool, bool]:
    cpi = econs(rows, CPI)
    rise = {y: share(cpi[y] - cpi[y - 1], cpi[y - 1]) for y in cpi if y - 1 in cpi}
    return both_fillings(lambda lowest: top(rise, lowest) == {1947} and about(rise[1947], "14"), False, True)


@fact
def su7(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, NU, NGDP, lowest) == "US" and about(nuke(rows, "US", NGDP) / 1000, "21.4"),
                         False, True)


@fact
def su8(rows: Rows) -> tuple[bool, bool]:
    c = changes(econs(rows, GDP))
    return top(c, lowest=True) == {1946} and c[1946] == -2085, top(c) == {1946} and c[1946] == 2085


@fact
def su9(rows: Rows) -> tuple[bool, bool]:
    ranked = sorted(REGIONS, key=lambda r: -phones(rows, 1961, r))
    return both_fillings(lambda k: ranked[k - 1] == "south_america" and phones(rows, 1961, "south_america") == 3338
                         and ranked[k] == "oceania", 4, 3)


@fact
def su10(rows: Rows) -> tuple[bool, bool]:
    gains = {y: c for y, c in changes(airs(rows)).items() if c > 0}
    return both_fillings(lambda lowest: top(gains, lowest) == {1958} and gains[1958] == 3, True, False)


# direction


@fact
def di1(rows: Rows) -> tuple[bool, bool]:
    a, b = air(rows, 1947), air(rows, 1948)
    return b < a, b > a


@fact
def di2(rows: Rows) -> tuple[bool, bool]:
    a, b = econ(rows, 1948, CPI), econ(rows, 1949, CPI)
    return b < a, b > a


@fact
def di3(rows: Rows) -> tuple[bool, bool]:
    a, b = econ(rows, 1953, UNEMP), econ(rows, 1954, UNEMP)
    korea_ended = max(years_where(rows, WAR, "Korean War")) == 1953
    return korea_ended and b > a, korea_ended and b < a


@fact
def di4(rows: Rows) -> tuple[bool, bool]:
    a, b = phones(rows, 1958, "asia"), phones(rows, 1959, "asia")
    return b > a and about(b / 1000, "6.86"), b < a and about(b / 1000, "6.86")


@fact
def di5(rows: Rows) -> tuple[bool, bool]:
    a, b = econ(rows, 1949, GDP), econ(rows, 1948, GDP)
    return a < b, a > b


@fact
def di6(rows: Rows) -> tuple[bool, bool]:
    a, b = nuke(rows, "France", TEST_YEAR), nuke(rows, "China", TEST_YEAR)
    return a < b, a > b


@fact
def di7(rows: Rows) -> tuple[bool, bool]:
    tested_later = nuke(rows, "China", TEST_YEAR) > nuke(rows, "France", TEST_YEAR)
    a, b = nuke(rows, "China", START_YEAR), nuke(rows, "France", START_YEAR)
    return tested_later and a < b, tested_later and a > b


@fact
def di8(rows: Rows) -> tuple[bool, bool]:
    a, b = (share(phones(rows, y, "north_america"), world(rows, y)) for y in (1956, 1961))
    return b < a, b > a


@fact
def di9(rows: Rows) -> tuple[bool, bool]:
    a, b = econ(rows, 1961, UNEMP), econ(rows, 1960, UNEMP)
    return a > b, a < b


@fact
def di10(rows: Rows) -> tuple[bool, bool]:
    a, b = air(rows, 1960), air(rows, 1959)
    return a > b and a == 30514, a < b and a == 30514


# difference


@fact
def df1(rows: Rows) -> tuple[bool, bool]:
    gap = air(rows, 1960) - air(rows, 1937)
    return gap == 30102, gap == 31102


@fact
def df2(rows: Rows) -> tuple[bool, bool]:
    gap = (econ(rows, 1961, POP) - econ(rows, 1937, POP)) / 1000
    return both_fillings(lambda w: about(gap, w), "54.8", "45.8")


@fact
def df3(rows: Rows) -> tuple[bool, bool]:
    high, low = econ(rows, 1938, UNEMP), econ(rows, 1944, UNEMP)
    ends = top_key(rows, EC, UNEMP) == "1938" and top_key(rows, EC, UNEMP, lowest=True) == "1944"
    return both_fillings(lambda w: ends and about(high - low, w), "16.6", "15.6")


@fact
def df4(rows: Rows) -> tuple[bool, bool]:
    gap = phones(rows, 1961, "europe") - phones(rows, 1956, "europe")
    return gap == 13183, gap == 13813


@fact
def df5(rows: Rows) -> tuple[bool, bool]:
    gap = nuke(rows, "US", WEAPONS) - nuke(rows, "Russia", WEAPONS)
    return gap == 60, gap == 90


@fact
def df6(rows: Rows) -> tuple[bool, bool]:
    gap = nuke(rows, "UK", TEST_YEAR) - nuke(rows, "Russia", TEST_YEAR)
    return gap == 3, gap == 4


@fact
def df7(rows: Rows) -> tuple[bool, bool]:
    gap = econ(rows, 1961, CPI) - econ(rows, 1937, CPI)
    return both_fillings(lambda w: about(gap, w), "15.56", "16.56")


@fact
def df8(rows: Rows) -> tuple[bool, bool]:
    ratio = air(rows, 1960) / air(rows, 1937)
    return both_fillings(lambda w: about(ratio, w), "74", "47")


@fact
def df9(rows: Rows) -> tuple[bool, bool]:
    gap = phones(rows, 1961, "north_america") - phones(rows, 1961, "europe")
    return gap == 36658, gap == 36568


@fact
def df10(rows: Rows) -> tuple[bool, bool]:
    gap = econ(rows, 1961, GDP) - econ(rows, 1937, GDP)
    return gap == 9128, gap == 9218


# joined


@fact
def jo1(rows: Rows) -> tuple[bool, bool]:
    m = air(rows, nuke(rows, "US", TEST_YEAR))
    return m == 3362, m == 2178


@fact
def jo2(rows: Rows) -> tuple[bool, bool]:
    u = econ(rows, nuke(rows, "Russia", TEST_YEAR), UNEMP)
    return u == 6.1, u == 3.8


@fact
def jo3(rows: Rows) -> tuple[bool, bool]:
    p = econ_text(rows, nuke(rows, "UK", TEST_YEAR), PRESIDENT)
    return p == "Truman", p == "Eisenhower"


@fact
def jo4(rows: Rows) -> tuple[bool, bool]:
    europe = phones(rows, nuke(rows, "France", TEST_YEAR), "europe") / 1000
    return both_fillings(lambda w: about(europe, w), "40.3", "37.6")


@fact
def jo5(rows: Rows) -> tuple[bool, bool]:
    (fell,) = [y for y, c in changes(airs(rows)).items() if c < 0]
    u = econ(rows, fell, UNEMP)
    return u == 3.8, u == 6.1


@fact
def jo6(rows: Rows) -> tuple[bool, bool]:
    m = air(rows, int(top_key(rows, EC, UNEMP, lowest=True)))
    return m == 2178, m == 1634


@fact
def jo7(rows: Rows) -> tuple[bool, bool]:
    total = world(rows, max(years_where(rows, PRESIDENT, "Eisenhower"))) / 1000
    return both_fillings(lambda w: about(total, w), "133.7", "124.8")


@fact
def jo8(rows: Rows) -> tuple[bool, bool]:
    year = first_year({y: phones(rows, y, "asia") for y in phone_years(rows)}, 8000)
    g = econ(rows, year, GDP)
    return g == 18046, g == 17954


@fact
def jo9(rows: Rows) -> tuple[bool, bool]:
    war = econ_text(rows, first_year(airs(rows), 10000), WAR)
    return war == "Korean War", war == "World War II"


@fact
def jo10(rows: Rows) -> tuple[bool, bool]:
    people = econ(rows, nuke(rows, "UK", START_YEAR), POP) / 1000
    return both_fillings(lambda w: about(people, w), "144.1", "146.6")


# negation


@fact
def ne1(rows: Rows) -> tuple[bool, bool]:
    falls = {y for y, c in changes(airs(rows)).items() if c < 0}
    return both_fillings(lambda y: falls <= {y}, 1948, 1958)


@fact
def ne2(rows: Rows) -> tuple[bool, bool]:
    u = econs(rows, UNEMP)
    return both_fillings(lambda after: not any(v > 7 for y, v in u.items() if y > after), 1941, 1940)


@fact
def ne3(rows: Rows) -> tuple[bool, bool]:
    cpi = econs(rows, CPI).values()
    return both_fillings(lambda level: not any(v >= level for v in cpi), 30, 29.9)


@fact
def ne4(rows: Rows) -> tuple[bool, bool]:
    others = [v for n, v in nukes(rows, WEAPONS).items() if n not in ("US", "Russia")]
    return both_fillings(lambda cap: not any(v > cap for v in others), 300, 250)


@fact
def ne5(rows: Rows) -> tuple[bool, bool]:
    tests = nukes(rows, TEST_YEAR).values()
    return both_fillings(lambda decade: not any(decade <= y < decade + 10 for y in tests), 1980, 1970)


@fact
def ne6(rows: Rows) -> tuple[bool, bool]:
    def never_more(a: str, b: str) -> bool:
        return not any(phones(rows, y, a) > phones(rows, y, b) for y in phone_years(rows))
    return never_more("oceania", "south_america"), never_more("south_america", "oceania")


@fact
def ne7(rows: Rows) -> tuple[bool, bool]:
    c = changes(econs(rows, GDP))
    roosevelt = [y for y in years_where(rows, PRESIDENT, "Roosevelt") if y > 1938]
    eisenhower = years_where(rows, PRESIDENT, "Eisenhower")
    return both_fillings(lambda years: not any(c[y] < 0 for y in years), roosevelt, eisenhower)


@fact
def ne8(rows: Rows) -> tuple[bool, bool]:
    m = airs(rows)
    return both_fillings(lambda after: not any(v < 10000 for y, v in m.items() if y > after), 1950, 1949)


@fact
def ne9(rows: Rows) -> tuple[bool, bool]:
    small = [nuke(rows, n, WEAPONS) for n, p in nukes(rows, PEOPLE).items() if p < 100]
    return both_fillings(lambda cap: not any(v > cap for v in small), 300, 200)


@fact
def ne10(rows: Rows) -> tuple[bool, bool]:
    africa = [phones(rows, y, "africa") for y in phone_years(rows)]
    return both_fillings(lambda level: not any(v >= level for v in africa), 2100, 2000)


# percent_vs_count


@fact
def pc1(rows: Rows) -> tuple[bool, bool]:
    na = phones(rows, 1961, "north_america")
    return about(share(na, world(rows, 1961)), "56"), about(na / 1000, "56")


@fact
def pc2(rows: Rows) -> tuple[bool, bool]:
    w = nukes(rows, WEAPONS)
    both, total = w["US"] + w["Russia"], sum(w.values())
    return total == 14225 and about(share(both, total), "92"), total == 14225 and about(both, "92")


@fact
def pc3(rows: Rows) -> tuple[bool, bool]:
    a, b = air(rows, 1945), air(rows, 1946)
    return about(share(b - a, a), "77"), about(b - a, "77")


@fact
def pc4(rows: Rows) -> tuple[bool, bool]:
    a, b = econ(rows, 1941, CPI), econ(rows, 1942, CPI)
    return 10.5 <= share(b - a, a) < 11, 10.5 <= b - a < 11


@fact
def pc5(rows: Rows) -> tuple[bool, bool]:
    u = econs(rows, UNEMP)
    n = sum(v > 10 for v in u.values())
    return both_fillings(lambda pct: n == 4 and len(u) == 25 and share(n, len(u)) == pct, 16, 4)


@fact
def pc6(rows: Rows) -> tuple[bool, bool]:
    a, b = (share(phones(rows, y, "asia"), world(rows, y)) for y in (1951, 1961))
    return about(a, "3.9") and about(b, "6.4"), about(a, "3.9") and about(b, "9.1")


@fact
def pc7(rows: Rows) -> tuple[bool, bool]:
    early = sum(y < 1955 for y in nukes(rows, TEST_YEAR).values())
    pct = share(early, len(rows[NU]))
    return early == 3 and abs(pct - 100 / 3) < 1e-9, about(pct, "3")


@fact
def pc8(rows: Rows) -> tuple[bool, bool]:
    a, b = econ(rows, 1937, POP), econ(rows, 1961, POP)
    return about(share(b - a, a), "42.5"), about((b - a) / 1000, "42.5")


@fact
def pc9(rows: Rows) -> tuple[bool, bool]:
    c = changes(airs(rows))
    rises = sum(v > 0 for v in c.values())
    return both_fillings(lambda w: rises == 22 and len(c) == 23 and about(share(rises, len(c)), w), "96", "22")


@fact
def pc10(rows: Rows) -> tuple[bool, bool]:
    w = nukes(rows, WEAPONS)
    pct = share(w["Israel"], sum(w.values()))
    return w["Israel"] == 80 and about(pct, "0.6"), w["Israel"] == 80 and about(pct, "80")


# words


@fact
def wo1(rows: Rows) -> tuple[bool, bool]:
    high = [y for y, v in econs(rows, UNEMP).items() if v > 10]
    before_war = all(y < min(years_where(rows, WAR, "World War II")) for y in high)
    return both_fillings(lambda n: len(high) == n and before_war, 4, 5)


@fact
def wo2(rows: Rows) -> tuple[bool, bool]:
    n = len(years_where(rows, PRESIDENT, "Roosevelt"))
    return n == 8, n == 9


@fact
def wo3(rows: Rows) -> tuple[bool, bool]:
    n = sum(v > 1000 for v in nukes(rows, WEAPONS).values())
    return n == 2, n == 3


@fact
def wo4(rows: Rows) -> tuple[bool, bool]:
    ratio = air(rows, 1950) / air(rows, 1945)
    return ratio > 2, ratio > 3


@fact
def wo5(rows: Rows) -> tuple[bool, bool]:
    europe = phones(rows, 1961, "europe") / phones(rows, 1951, "europe")
    na = phones(rows, 1961, "north_america") / phones(rows, 1951, "north_america")
    return europe > 2 and not na > 2, europe > 2 and na > 2


@fact
def wo6(rows: Rows) -> tuple[bool, bool]:
    c = changes(econs(rows, CPI))
    rises = sum(v > 0 for v in c.values())
    return both_fillings(lambda n: len(c) == 24 and rises == 24 - n, 4, 3)


@fact
def wo7(rows: Rows) -> tuple[bool, bool]:
    n = sum(y <= 1960 for y in nukes(rows, TEST_YEAR).values())
    return n == 4, n == 5


@fact
def wo8(rows: Rows) -> tuple[bool, bool]:
    m = airs(rows)
    gap = first_year(m, 25000) - first_year(m, 10000)
    return first_year(m, 10000) == 1951 and gap == 6, first_year(m, 10000) == 1951 and gap == 8


@fact
def wo9(rows: Rows) -> tuple[bool, bool]:
    ww2, korea = len(years_where(rows, WAR, "World War II")), len(years_where(rows, WAR, "Korean War"))
    total = len(rows[EC]) - len(years_where(rows, WAR, "none"))
    parts = ww2 == 5 and korea == 4 and len(rows[EC]) == 25
    return parts and total == 9, parts and total == 10


@fact
def wo10(rows: Rows) -> tuple[bool, bool]:
    oceania = {y: phones(rows, y, "oceania") for y in phone_years(rows)}
    return both_fillings(lambda millions: any(v > millions * 1000 for v in oceania.values())
                         and first_year(oceania, millions * 1000) == 1960, 3, 4)


# units_dates


@fact
def ud1(rows: Rows) -> tuple[bool, bool]:
    m = air(rows, 1960)
    return about(m / 1000, "30.5"), about(m, "30.5")


@fact
def ud2(rows: Rows) -> tuple[bool, bool]:
    date = keyed_cell(rows, NU, "US", TEST_DATE)
    return date.startswith("1945-07"), date.startswith("1945-08")


@fact
def ud3(rows: Rows) -> tuple[bool, bool]:
    uk, ru = keyed_cell(rows, NU, "UK", TEST_DATE), keyed_cell(rows, NU, "Russia", TEST_DATE)
    three_years_on = ru == "1949-08-29"  # 3 October 1952 is three years and five weeks after 29 August 1949
    return three_years_on and uk == "1952-10-03", three_years_on and uk == "1953-10-03"


@fact
def ud4(rows: Rows) -> tuple[bool, bool]:
    p = econ(rows, 1950, POP)  # thousands
    return about(p / 1000, "151.7"), about(p, "151.7")


@fact
def ud5(rows: Rows) -> tuple[bool, bool]:
    g = nuke(rows, "China", NGDP)  # billions
    return about(g / 1000, "14.1"), about(g, "14.1")


@fact
def ud6(rows: Rows) -> tuple[bool, bool]:
    n = phones(rows, 1961, "africa") * 1000  # telephones
    return 2e6 < n < 2.1e6, 2e3 < n < 2.1e3


@fact
def ud7(rows: Rows) -> tuple[bool, bool]:
    g = econs(rows, GDP)
    return first_year(g, 18000) == 1960, first_year(g, 18000) == 1959


@fact
def ud8(rows: Rows) -> tuple[bool, bool]:
    start, test = nuke(rows, "Israel", START_YEAR), nuke(rows, "Israel", TEST_YEAR)
    years = (start == 1949 and test == 1979) and test - start
    return years == 30, years == 20


@fact
def ud9(rows: Rows) -> tuple[bool, bool]:
    m = airs(rows)
    return both_fillings(lambda y: m[1937] == 412 and first_year(m, 1000) <= y, 1940, 1939)


@fact
def ud10(rows: Rows) -> tuple[bool, bool]:
    cpi = econs(rows, CPI)
    return both_fillings(lambda y: cpi[1961] == 29.92 and 2 < cpi[1961] / cpi[y] < 2.2, 1937, 1947)
