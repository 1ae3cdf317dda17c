"""The label checks of the thirty-sixth held-out set (``tests/test_lexical_heldout36.py``): one function per pair id
that recomputes, from the stored cells of ``tests/data/lexical_heldout36_tables.json``, whether the pair's true claim
holds and whether its false twin holds (``(True, False)`` when the labels are right)."""

from __future__ import annotations

from collections.abc import Callable
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
    top_key,
)

DATA = Path(__file__).parent / "data" / "lexical_heldout36_tables.json"

BR = "babe_ruth_batting_by_season_1914_1935"
LG = "lou_gehrig_batting_by_season_1923_1939"
KL = "us_economy_klein_1920_1941"
DR = "us_death_rates_by_cause_2011_2013"
PP = "port_pirie_annual_max_sea_level_1923_1972"

FACTS: dict[str, Callable[[Rows], tuple[bool, bool]]] = {}

UM, RM, UW, RW = "urban_men_per_100000", "rural_men_per_100000", "urban_women_per_100000", "rural_women_per_100000"
GROUPS = (UM, RM, UW, RW)
SEA = "max_sea_level_m"
CONSUMPTION, PROFITS, WAGES, INVESTMENT = ("consumption_billion_usd", "private_profits_billion_usd",
                                           "private_wages_billion_usd", "net_investment_billion_usd")
GOV_WAGES, GOV_SPENDING, TAXES = ("government_wages_billion_usd", "government_nonwage_spending_billion_usd",
                                  "indirect_taxes_and_net_exports_billion_usd")


def fact(fn: Callable[[Rows], tuple[bool, bool]]) -> Callable[[Rows], tuple[bool, bool]]:
    FACTS[fn.__name__] = fn
    return fn


def rows_by_table() -> Rows:
    return heldout_pairs.rows_of(DATA)


def by_year(rows: Rows, table: str, col: str) -> dict[int, float]:
    """Year -> the number in ``col``, for every row of a table keyed by year."""
    return {int(k): v for k, v in keyed_column(rows, table, col).items()}


def stat(rows: Rows, table: str, year: int, col: str) -> float:
    return keyed_number(rows, table, str(year), col)


def team(rows: Rows, table: str, year: int) -> str:
    return keyed_cell(rows, table, str(year), "team")


def league(rows: Rows, table: str, year: int) -> str:
    return keyed_cell(rows, table, str(year), "league")


def rate(rows: Rows, cause: str, group: str) -> float:
    return keyed_number(rows, DR, cause, group)


def causes(rows: Rows) -> list[str]:
    return [r["cause_of_death"] for r in rows[DR]]


def sea(rows: Rows) -> dict[int, float]:
    return by_year(rows, PP, SEA)


def klein(rows: Rows, col: str) -> dict[int, float]:
    return by_year(rows, KL, col)


def rank(values: dict, key, lowest: bool = False) -> int:
    """1 + the number of keys strictly ahead of ``key`` (highest first, or lowest first)."""
    x = values[key]
    return 1 + sum((v < x) if lowest else (v > x) for v in values.values())


def batting_average(rows: Rows, table: str, year: int) -> float:
    return stat(rows, table, year, "hits") / stat(rows, table, year, "at_bats")


def total(rows: Rows, table: str, col: str) -> float:
    return sum(by_year(rows, table, col).values())


def yankee_years(rows: Rows) -> list[int]:
    return [int(r["year"]) for r in rows[BR] if r["team"] == "New York Yankees"]


def nearly(x: float, k: float) -> bool:
    """``x`` is "nearly ``k``": below it, by less than 5%."""
    return 0.95 * k <= x < k


def share(part: float, whole: float) -> float:
    return 100 * part / whole


# wrong_entity


@fact
def we1(rows: Rows) -> tuple[bool, bool]:
    best = top_key(rows, BR, "home_runs")
    return both_fillings(lambda y: best == str(y) and stat(rows, BR, y, "home_runs") == 60, 1927, 1921)


@fact
def we2(rows: Rows) -> tuple[bool, bool]:
    best = top_key(rows, LG, "runs_batted_in")
    return both_fillings(lambda y: best == str(y) and stat(rows, LG, y, "runs_batted_in") == 184, 1931, 1927)


@fact
def we3(rows: Rows) -> tuple[bool, bool]:
    worst = top_key(rows, DR, RM)
    return both_fillings(lambda c: worst == c and rate(rows, c, RM) == 242.7, "Heart disease", "Cancer")


@fact
def we4(rows: Rows) -> tuple[bool, bool]:
    above = [c for c in causes(rows) if rate(rows, c, UW) > rate(rows, c, UM)]
    return both_fillings(lambda c: above == [c] and rate(rows, c, UW) == 25.5 and rate(rows, c, UM) == 19.4,
                         "Alzheimers", "Diabetes")


@fact
def we5(rows: Rows) -> tuple[bool, bool]:
    s = sea(rows)
    highest = max(s, key=s.__getitem__)
    return both_fillings(lambda y: highest == y and s[y] == 4.69, 1934, 1953)


@fact
def we6(rows: Rows) -> tuple[bool, bool]:
    inv = klein(rows, INVESTMENT)
    lowest = min(inv, key=inv.__getitem__)
    return both_fillings(lambda y: lowest == y and inv[y] == -6.2, 1932, 1933)


@fact
def we7(rows: Rows) -> tuple[bool, bool]:
    last = max(by_year(rows, BR, "games"))
    return both_fillings(lambda club: last == 1935 and team(rows, BR, 1935) == club
                         and stat(rows, BR, 1935, "home_runs") == 6, "Boston Braves", "Boston Red Sox")


@fact
def we8(rows: Rows) -> tuple[bool, bool]:
    best = top_key(rows, LG, "doubles")
    return both_fillings(lambda y: best == str(y) and stat(rows, LG, y, "doubles") == 52, 1927, 1928)


@fact
def we9(rows: Rows) -> tuple[bool, bool]:
    spending = klein(rows, GOV_SPENDING)
    highest = max(spending, key=spending.__getitem__)
    return both_fillings(lambda y: highest == y and spending[y] == 13.8, 1941, 1940)


@fact
def we10(rows: Rows) -> tuple[bool, bool]:
    best = top_key(rows, BR, "walks")
    return both_fillings(lambda y: best == str(y) and stat(rows, BR, y, "walks") == 170, 1923, 1920)


# superlative


@fact
def su1(rows: Rows) -> tuple[bool, bool]:
    hr = {y: stat(rows, BR, y, "home_runs") for y in yankee_years(rows)}
    return both_fillings(lambda pick: pick(hr, key=hr.__getitem__) == 1934 and hr[1934] == 22, min, max)


@fact
def su2(rows: Rows) -> tuple[bool, bool]:
    profits = klein(rows, PROFITS)
    ahead = [y for y, p in profits.items() if p > profits[1929]]
    return both_fillings(lambda k: profits[1929] == 21.7 and ahead == [1941] and rank(profits, 1929) == k, 2, 3)


@fact
def su3(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, DR, UM, lowest) == "Nephritis" and rate(rows, "Nephritis", UM) == 15.7,
                         True, False)


@fact
def su4(rows: Rows) -> tuple[bool, bool]:
    women = keyed_column(rows, DR, UW)
    return both_fillings(lambda k: women["Flu and pneumonia"] == 12.9 and rank(women, "Flu and pneumonia", lowest=True) == k,
                         3, 2)


@fact
def su5(rows: Rows) -> tuple[bool, bool]:
    s = sea(rows)
    return both_fillings(lambda pick: len(s) == 50 and pick(s, key=s.__getitem__) == 1941 and s[1941] == 3.57, min, max)


@fact
def su6(rows: Rows) -> tuple[bool, bool]:
    runs = by_year(rows, LG, "runs")
    return both_fillings(lambda k: runs[1936] == 167 and rank(runs, 1936) == k, 1, 2)


@fact
def su7(rows: Rows) -> tuple[bool, bool]:
    years = by_year(rows, BR, "hits")
    avg = {y: batting_average(rows, BR, y) for y in years}
    values = stat(rows, BR, 1923, "hits") == 205 and stat(rows, BR, 1923, "at_bats") == 522 and round(avg[1923], 3) == 0.393
    return both_fillings(lambda k: values and rank(avg, 1923) == k, 1, 2)


@fact
def su8(rows: Rows) -> tuple[bool, bool]:
    wages = klein(rows, GOV_WAGES)
    return both_fillings(lambda pick: pick(wages, key=wages.__getitem__) == 1920 and wages[1920] == 2.2, min, max)


@fact
def su9(rows: Rows) -> tuple[bool, bool]:
    women = keyed_column(rows, DR, RW)
    return both_fillings(lambda k: women["Cancer"] == 150.8 and rank(women, "Cancer") == k, 2, 1)


@fact
def su10(rows: Rows) -> tuple[bool, bool]:
    s = sea(rows)
    return both_fillings(lambda k: s[1953] == 4.55 and rank(s, 1953) == k, 2, 3)


# direction


@fact
def di1(rows: Rows) -> tuple[bool, bool]:
    a, b = stat(rows, BR, 1921, "home_runs"), stat(rows, BR, 1922, "home_runs")
    return b < a, b > a


@fact
def di2(rows: Rows) -> tuple[bool, bool]:
    c = klein(rows, CONSUMPTION)
    seq = [c[y] for y in range(1929, 1933)]
    return all(x > y for x, y in pairwise(seq)), all(x < y for x, y in pairwise(seq))


@fact
def di3(rows: Rows) -> tuple[bool, bool]:
    w = klein(rows, WAGES)
    low = w[1933] == 28.5 and w[1933] < w[1932]
    return low and w[1934] > w[1933], low and w[1934] < w[1933]


@fact
def di4(rows: Rows) -> tuple[bool, bool]:
    rural, urban = rate(rows, "Unintentional injuries", RM), rate(rows, "Unintentional injuries", UM)
    values = rural == 71.3 and urban == 49.6
    return values and rural > urban, values and rural < urban


@fact
def di5(rows: Rows) -> tuple[bool, bool]:
    a, b = stat(rows, LG, 1931, "strikeouts"), stat(rows, LG, 1934, "strikeouts")
    return b < a, b > a


@fact
def di6(rows: Rows) -> tuple[bool, bool]:
    s = sea(rows)
    return s[1934] > s[1933], s[1934] < s[1933]


@fact
def di7(rows: Rows) -> tuple[bool, bool]:
    pairs = [(rate(rows, "Alzheimers", UW), rate(rows, "Alzheimers", UM)),
             (rate(rows, "Alzheimers", RW), rate(rows, "Alzheimers", RM))]
    return all(w > m for w, m in pairs), all(w < m for w, m in pairs)


@fact
def di8(rows: Rows) -> tuple[bool, bool]:
    inv = klein(rows, INVESTMENT)
    return inv[1930] > 0 > inv[1931], inv[1930] < 0 < inv[1931]


@fact
def di9(rows: Rows) -> tuple[bool, bool]:
    a, b = batting_average(rows, LG, 1929), batting_average(rows, LG, 1930)
    return b > a, b < a


@fact
def di10(rows: Rows) -> tuple[bool, bool]:
    t = klein(rows, TAXES)
    return t[1941] > t[1940], t[1941] < t[1940]


# difference


@fact
def df1(rows: Rows) -> tuple[bool, bool]:
    ruth = stat(rows, BR, 1927, "home_runs")
    gap = ruth - stat(rows, LG, 1927, "home_runs")
    return both_fillings(lambda k: ruth == 60 and gap == k, 13, 17)


@fact
def df2(rows: Rows) -> tuple[bool, bool]:
    drop = stat(rows, BR, 1921, "runs_batted_in") - stat(rows, BR, 1922, "runs_batted_in")
    return drop == 72, drop == 62


@fact
def df3(rows: Rows) -> tuple[bool, bool]:
    gap = round(rate(rows, "Heart disease", RM) - rate(rows, "Heart disease", UM), 1)
    return gap == 32.5, gap == 22.5


@fact
def df4(rows: Rows) -> tuple[bool, bool]:
    c = klein(rows, CONSUMPTION)
    values = c[1920] == 39.8 and c[1941] == 69.7
    return both_fillings(lambda k: values and nearly(c[1941] - c[1920], k), 30, 40)


@fact
def df5(rows: Rows) -> tuple[bool, bool]:
    g = klein(rows, GOV_SPENDING)
    ratio = g[1941] / g[1940]  # "almost k-fold": within 10% below k
    return both_fillings(lambda k: 0.9 * k <= ratio < k, 2, 3)


@fact
def df6(rows: Rows) -> tuple[bool, bool]:
    s = sea(rows).values()
    spread = round(max(s) - min(s), 2)
    return spread == 1.12, spread == 1.21


@fact
def df7(rows: Rows) -> tuple[bool, bool]:
    gap = stat(rows, LG, 1927, "hits") - stat(rows, LG, 1925, "hits")
    return gap == 89, gap == 99


@fact
def df8(rows: Rows) -> tuple[bool, bool]:
    ratio = rate(rows, "Unintentional injuries", RW) / rate(rows, "Unintentional injuries", UW)
    return both_fillings(lambda w: about(ratio, w), "1.5", "2.5")


@fact
def df9(rows: Rows) -> tuple[bool, bool]:
    ruth, lou = total(rows, BR, "home_runs"), total(rows, LG, "home_runs")
    return both_fillings(lambda k: ruth == 714 and lou == 493 and ruth - lou == k, 221, 231)


@fact
def df10(rows: Rows) -> tuple[bool, bool]:
    p = klein(rows, PROFITS)
    values = p[1929] == 21.7 and p[1932] == 7.0
    fall = (p[1929] - p[1932]) / p[1929]
    return both_fillings(lambda frac: values and fall > frac, 2 / 3, 3 / 4)


# joined


@fact
def jo1(rows: Rows) -> tuple[bool, bool]:
    year = int(top_key(rows, BR, "home_runs"))
    return both_fillings(lambda v: stat(rows, BR, year, "home_runs") == 60 and klein(rows, CONSUMPTION)[year] == v, 56.2, 57.3)


@fact
def jo2(rows: Rows) -> tuple[bool, bool]:
    (year,) = [y for y, v in by_year(rows, LG, "runs_batted_in").items() if v == 184]
    return both_fillings(lambda v: klein(rows, INVESTMENT)[year] == v, -3.4, -6.2)


@fact
def jo3(rows: Rows) -> tuple[bool, bool]:
    s = sea(rows)
    year = max(s, key=s.__getitem__)
    return both_fillings(lambda k: stat(rows, BR, year, "home_runs") == k, 22, 46)


@fact
def jo4(rows: Rows) -> tuple[bool, bool]:
    p = klein(rows, PROFITS)
    year = min(p, key=p.__getitem__)
    return both_fillings(lambda k: p[year] == 7.0 and stat(rows, LG, year, "runs_batted_in") == k, 151, 139)


@fact
def jo5(rows: Rows) -> tuple[bool, bool]:
    inv = klein(rows, INVESTMENT)
    year = max(inv, key=inv.__getitem__)
    return both_fillings(lambda k: stat(rows, LG, year, "home_runs") == k, 16, 20)


@fact
def jo6(rows: Rows) -> tuple[bool, bool]:
    (year,) = [y for y, v in by_year(rows, BR, "walks").items() if v == 170]
    return both_fillings(lambda m: sea(rows)[year] == m, 4.03, 3.83)


@fact
def jo7(rows: Rows) -> tuple[bool, bool]:
    last = max(by_year(rows, LG, "games"))
    return both_fillings(lambda v: stat(rows, LG, last, "games") == 8 and klein(rows, GOV_WAGES)[last] == v, 7.8, 8.0)


@fact
def jo8(rows: Rows) -> tuple[bool, bool]:
    (year,) = [int(r["year"]) for r in rows[BR] if r["league"] == "National League"]
    return both_fillings(lambda m: sea(rows)[year] == m, 3.85, 3.96)


@fact
def jo9(rows: Rows) -> tuple[bool, bool]:
    first = min(yankee_years(rows))
    return both_fillings(lambda v: klein(rows, GOV_WAGES)[first] == v, 2.2, 2.7)


@fact
def jo10(rows: Rows) -> tuple[bool, bool]:
    ruth, lou = by_year(rows, BR, "home_runs"), by_year(rows, LG, "home_runs")
    both = [y for y in ruth if y in lou and ruth[y] >= 40 and lou[y] >= 40]
    c = klein(rows, CONSUMPTION)
    return both_fillings(lambda floor: len(both) == 3 and all(c[y] >= floor for y in both), 50, 55)


# negation


@fact
def ne1(rows: Rows) -> tuple[bool, bool]:
    hr = [stat(rows, BR, y, "home_runs") for y in yankee_years(rows)]
    return both_fillings(lambda floor: not any(x < floor for x in hr), 20, 25)


@fact
def ne2(rows: Rows) -> tuple[bool, bool]:
    so = by_year(rows, LG, "strikeouts").values()
    return both_fillings(lambda cap: not any(x > cap for x in so), 100, 80)


@fact
def ne3(rows: Rows) -> tuple[bool, bool]:
    inv = klein(rows, INVESTMENT)
    negative = [y for y in range(1920, 1930) if inv[y] < 0]
    return negative == [1921], not negative


@fact
def ne4(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda other: not any(rate(rows, c, UW) > rate(rows, c, other) for c in causes(rows)), RW, UM)


@fact
def ne5(rows: Rows) -> tuple[bool, bool]:
    s = sea(rows).values()
    return both_fillings(lambda floor: not any(x < floor for x in s), 3.5, 3.6)


@fact
def ne6(rows: Rows) -> tuple[bool, bool]:
    debut = min(by_year(rows, BR, "home_runs"))
    return both_fillings(lambda y: stat(rows, BR, y, "home_runs") == 0, debut, 1915)


@fact
def ne7(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda y: not stat(rows, LG, y, "hits") >= 200, 1929, 1928)


@fact
def ne8(rows: Rows) -> tuple[bool, bool]:
    p = klein(rows, PROFITS)
    back = min(y for y, v in p.items() if y > 1929 and v >= p[1929])
    return back == 1941, back == 1940


@fact
def ne9(rows: Rows) -> tuple[bool, bool]:
    over = {c for c in causes(rows) if any(rate(rows, c, g) > 100 for g in GROUPS)}
    return both_fillings(lambda allowed: not (over - allowed), {"Heart disease", "Cancer"}, {"Heart disease"})


@fact
def ne10(rows: Rows) -> tuple[bool, bool]:
    so = by_year(rows, BR, "strikeouts").values()
    return both_fillings(lambda cap: not any(x >= cap for x in so), 100, 90)


# percent_vs_count


@fact
def pc1(rows: Rows) -> tuple[bool, bool]:
    hr, ab = stat(rows, BR, 1927, "home_runs"), stat(rows, BR, 1927, "at_bats")
    return both_fillings(lambda w: hr == 60 and ab == 540 and about(share(hr, ab), w), "11", "60")


@fact
def pc2(rows: Rows) -> tuple[bool, bool]:
    hits = total(rows, BR, "hits")
    pct = share(total(rows, BR, "home_runs"), hits)
    return both_fillings(lambda w: hits == 2873 and about(pct, w), "25", "35")


@fact
def pc3(rows: Rows) -> tuple[bool, bool]:
    pct = share(rate(rows, "Heart disease", RM) - rate(rows, "Heart disease", UM), rate(rows, "Heart disease", UM))
    return both_fillings(lambda w: about(pct, w), "15", "32")


@fact
def pc4(rows: Rows) -> tuple[bool, bool]:
    ab = stat(rows, LG, 1926, "at_bats")
    pct = share(stat(rows, LG, 1926, "home_runs"), ab)
    return both_fillings(lambda w: ab == 572 and about(pct, w), "2.8", "16")


@fact
def pc5(rows: Rows) -> tuple[bool, bool]:
    inv = klein(rows, INVESTMENT)
    n = sum(x < 0 for x in inv.values())
    return both_fillings(lambda w: n == 7 and len(inv) == 22 and about(share(n, len(inv)), w), "32", "7")


@fact
def pc6(rows: Rows) -> tuple[bool, bool]:
    s = sea(rows).values()
    n = sum(x >= 4.2 for x in s)
    return both_fillings(lambda pct: n == 10 and len(s) == 50 and share(n, len(s)) == pct, 20, 10)


@fact
def pc7(rows: Rows) -> tuple[bool, bool]:
    c = klein(rows, CONSUMPTION)
    values = c[1929] == 57.8 and c[1932] == 45.6
    fall = share(c[1929] - c[1932], c[1929])
    return both_fillings(lambda w: values and about(fall, w), "21", "12")


@fact
def pc8(rows: Rows) -> tuple[bool, bool]:
    w = klein(rows, GOV_WAGES)
    rise = round(w[1941] - w[1920], 1)
    rise_pct = share(w[1941] - w[1920], w[1920])
    return rise == 6.3, about(rise_pct, "6.3")


@fact
def pc9(rows: Rows) -> tuple[bool, bool]:
    men = keyed_column(rows, DR, RM)
    pct = share(sum(x > 30 for x in men.values()), len(men))
    return both_fillings(lambda p: len(men) == 10 and pct == p, 50, 60)


@fact
def pc10(rows: Rows) -> tuple[bool, bool]:
    ab = total(rows, BR, "at_bats")
    pct = share(total(rows, BR, "hits"), ab)
    return both_fillings(lambda w: ab == 8398 and about(pct, w), "34", "43")


# words


@fact
def wo1(rows: Rows) -> tuple[bool, bool]:
    hr = stat(rows, BR, 1927, "home_runs")
    return hr == 60, hr == 59


@fact
def wo2(rows: Rows) -> tuple[bool, bool]:
    last = max(by_year(rows, LG, "games"))
    return both_fillings(lambda k: last == 1939 and stat(rows, LG, last, "games") == k, 8, 10)


@fact
def wo3(rows: Rows) -> tuple[bool, bool]:
    over = [c for c in causes(rows) if any(rate(rows, c, g) > 100 for g in GROUPS)]
    return over == ["Heart disease", "Cancer"], len(over) == 3


@fact
def wo4(rows: Rows) -> tuple[bool, bool]:
    inv = klein(rows, INVESTMENT)

    def run_from(first: int) -> int:
        n = 0
        while first + n in inv and inv[first + n] < 0:
            n += 1
        return n

    starts = inv[1930] >= 0
    return starts and run_from(1931) == 5, starts and run_from(1931) == 6


@fact
def wo5(rows: Rows) -> tuple[bool, bool]:
    n = sum(x > 4.5 for x in sea(rows).values())
    return n == 2, n == 3


@fact
def wo6(rows: Rows) -> tuple[bool, bool]:
    n = sum(x >= 100 for x in by_year(rows, BR, "runs").values())
    return n == 12, n == 13


@fact
def wo7(rows: Rows) -> tuple[bool, bool]:
    rbi = by_year(rows, LG, "runs_batted_in")

    def streak(first: int, last: int) -> bool:
        return all(rbi[y] >= 100 for y in range(first, last + 1))

    return (streak(1926, 1938) and rbi[1925] < 100 and rbi[1939] < 100 and len(range(1926, 1939)) == 13,
            streak(1925, 1938) and len(range(1925, 1939)) == 14)


@fact
def wo8(rows: Rows) -> tuple[bool, bool]:
    c = klein(rows, CONSUMPTION)
    record = max(c, key=c.__getitem__) == 1941
    return both_fillings(lambda k: record and nearly(c[1941], k), 70, 60)


@fact
def wo9(rows: Rows) -> tuple[bool, bool]:
    ratio = rate(rows, "Suicide", RM) / rate(rows, "Suicide", RW)
    return both_fillings(lambda k: ratio > k, 4, 5)


@fact
def wo10(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda y: stat(rows, LG, y, "triples") == 12, 1933, 1932)


# units_dates


@fact
def ud1(rows: Rows) -> tuple[bool, bool]:
    s = sea(rows)
    feet = s[1934] / 0.3048
    return both_fillings(lambda w: s[1934] == 4.69 and max(s.values()) == 4.69 and about(feet, w), "15.4", "14.4")


@fact
def ud2(rows: Rows) -> tuple[bool, bool]:
    c = klein(rows, CONSUMPTION)[1941]
    return both_fillings(lambda millions: c == 69.7 and round(c * 1000) == millions, 69_700, 6_970)


@fact
def ud3(rows: Rows) -> tuple[bool, bool]:
    years = by_year(rows, BR, "games")
    first, last = min(years), max(years)
    return both_fillings(lambda k: first == 1914 and team(rows, BR, last) == "Boston Braves" and last - first == k, 21, 22)


@fact
def ud4(rows: Rows) -> tuple[bool, bool]:
    years = sorted(by_year(rows, LG, "games"))
    return both_fillings(lambda last: len(years) == 17 and years[0] == 1923 and years[-1] == last, 1939, 1938)


@fact
def ud5(rows: Rows) -> tuple[bool, bool]:
    r = rate(rows, "Heart disease", RM)
    return both_fillings(lambda w: r == 242.7 and about(r / 100, w), "2.4", "24")


@fact
def ud6(rows: Rows) -> tuple[bool, bool]:
    hr = by_year(rows, LG, "home_runs")
    n = sum(hr[y] for y in range(1930, 1940))
    return n == 347, n == 374


@fact
def ud7(rows: Rows) -> tuple[bool, bool]:
    inv = klein(rows, INVESTMENT)
    dip = inv[1921] < 0
    again = min(y for y, v in inv.items() if y > 1921 and v < 0)
    return dip and again == 1931, dip and again == 1932


@fact
def ud8(rows: Rows) -> tuple[bool, bool]:
    s = sea(rows)
    order = sorted(s, key=s.__getitem__, reverse=True)
    assert s[order[1]] > s[order[2]]
    return both_fillings(lambda second: order[1] == second[0] and second[0] - order[0] == second[1], (1953, 19), (1963, 29))


@fact
def ud9(rows: Rows) -> tuple[bool, bool]:
    years = yankee_years(rows)
    span = years == list(range(1920, 1935))
    return both_fillings(lambda k: span and len(years) == k, 15, 16)


@fact
def ud10(rows: Rows) -> tuple[bool, bool]:
    r = rate(rows, "Suicide", RM)
    return both_fillings(lambda w: r == 26.3 and about(r * 10, w), "263", "2,630")
