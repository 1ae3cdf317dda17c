"""The label checks of the forty-seventh held-out set (``tests/test_lexical_heldout47.py``): one function per pair id
that recomputes, from the stored cells of ``tests/data/lexical_heldout47_tables.json``, whether the pair's true claim
holds and whether its false twin holds (``(True, False)`` when the labels are right)."""

from __future__ import annotations

import datetime
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
)

DATA = Path(__file__).parent / "data" / "lexical_heldout47_tables.json"

AP = "us_presidential_approval_1953_1971"
GA = "us_gasoline_market_1950_1987"
SP = "sp500_daily_october_1987"
PH = "new_math_phds_by_department_sex_citizenship"

FACTS: dict[str, Callable[[Rows], tuple[bool, bool]]] = {}

QUARTERS = ("q1_approval_pct", "q2_approval_pct", "q3_approval_pct", "q4_approval_pct")
Q1, Q2, Q3, Q4 = QUARTERS
CARS, GAS, PRICE, POP, GNP, DEFLATOR = ("cars", "gasoline_thousand_gallons", "price_usd_per_gallon",
                                        "population_thousands", "real_gnp_billion_1982_usd", "gnp_deflator")
OPEN, HIGH, LOW, CLOSE, VOLUME = "open", "high", "low", "close", "volume"
Y08, Y11 = "phds_2008_09", "phds_2011_12"
GROUP_IV, GROUP_VA, GROUP_II, GROUP_I_PUBLIC = ("Group IV statistics", "Group Va applied mathematics", "Group II",
                                                "Group I public")


def fact(fn: Callable[[Rows], tuple[bool, bool]]) -> Callable[[Rows], tuple[bool, bool]]:
    FACTS[fn.__name__] = fn
    return fn


def rows_by_table() -> Rows:
    return heldout_pairs.rows_of(DATA)


def rating(rows: Rows, year: int, quarter: int) -> float:
    """The approval rating of ``quarter`` (1 to 4) of ``year``."""
    return keyed_number(rows, AP, str(year), QUARTERS[quarter - 1])


def ratings(rows: Rows, col: str) -> dict[int, float]:
    return {int(k): v for k, v in keyed_column(rows, AP, col).items()}


def quarters(rows: Rows) -> dict[tuple[int, int], float]:
    """(year, quarter) -> the approval rating, for all 76 stored quarters."""
    return {(y, q): rating(rows, y, q) for y in ratings(rows, Q1) for q in range(1, 5)}


def yearly_mean(rows: Rows) -> dict[int, float]:
    """Year -> the mean of its four quarterly ratings."""
    return {y: sum(rating(rows, y, q) for q in range(1, 5)) / 4 for y in ratings(rows, Q1)}


def gas(rows: Rows, year: int, col: str) -> float:
    return keyed_number(rows, GA, str(year), col)


def gases(rows: Rows, col: str) -> dict[int, float]:
    return {int(k): v for k, v in keyed_column(rows, GA, col).items()}


def changes(values: dict[int, float]) -> dict[int, float]:
    """Year -> its value less the year before's (for every year whose year before is stored)."""
    return {y: v - values[y - 1] for y, v in values.items() if y - 1 in values}


def first_year(values: dict[int, float], pred) -> int:
    return min(y for y, v in values.items() if pred(v))


def day(rows: Rows, date: str, col: str) -> float:
    return keyed_number(rows, SP, date, col)


def days(rows: Rows, col: str) -> dict[str, float]:
    return keyed_column(rows, SP, col)


def day_changes(rows: Rows) -> dict[str, float]:
    """Date -> its close less the close of the trading day before (for every day but the first of the month)."""
    close = list(days(rows, CLOSE).items())
    return {d: c - close[i - 1][1] for i, (d, c) in enumerate(close) if i > 0}


def phd(rows: Rows, group: str, sex: str, citizenship: str, col: str) -> float:
    return number(one_row(rows[PH], department_group=group, sex=sex, citizenship=citizenship)[col])


def phd_sum(rows: Rows, col: str, **eq: str) -> float:
    """The sum of ``col`` over the rows whose cells equal ``eq``."""
    return sum(number(r[col]) for r in rows[PH] if all(r[k] == v for k, v in eq.items()))


def by_group(rows: Rows, col: str) -> dict[str, float]:
    return {g: phd_sum(rows, col, department_group=g) for g in dict.fromkeys(r["department_group"] for r in rows[PH])}


def categories(rows: Rows) -> list[tuple[str, str, str, float, float]]:
    return [(r["department_group"], r["sex"], r["citizenship"], number(r[Y08]), number(r[Y11])) for r in rows[PH]]


def share(part: float, whole: float) -> float:
    return 100 * part / whole


def rank(values: dict, key, lowest: bool = False) -> int:
    """1 + the number of keys strictly ahead of ``key`` (highest first, or lowest first)."""
    x = values[key]
    return 1 + sum((v < x) if lowest else (v > x) for v in values.values())


def top(values: dict, lowest: bool = False) -> set:
    best = (min if lowest else max)(values.values())
    return {k for k, v in values.items() if v == best}


def cents(dollars: float) -> int:
    """A stored price in dollars (three decimals) as a whole number of tenths of a cent."""
    return round(dollars * 1000)


# wrong_entity


@fact
def we1(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda y: top_key(rows, GA, GAS) == str(y) and gas(rows, y, GAS) == 113625960, 1978, 1987)


@fact
def we2(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda y: top_key(rows, GA, PRICE) == str(y) and gas(rows, y, PRICE) == 1.311, 1981, 1982)


@fact
def we3(rows: Rows) -> tuple[bool, bool]:
    q = quarters(rows)
    return both_fillings(lambda y: top(q) == {(y, 2)} and q[(y, 2)] == 83, 1961, 1964)


@fact
def we4(rows: Rows) -> tuple[bool, bool]:
    q = quarters(rows)
    return both_fillings(lambda y: top(q, lowest=True) == {(y, 3)} and q[(y, 3)] == 35, 1968, 1967)


@fact
def we5(rows: Rows) -> tuple[bool, bool]:
    worst_fall, lowest_close = top(day_changes(rows), lowest=True), top(days(rows, CLOSE), lowest=True)
    return both_fillings(lambda d: worst_fall == lowest_close == {d} and day(rows, d, CLOSE) == 224.84,
                         "1987-10-19", "1987-10-20")


@fact
def we6(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda d: top_key(rows, SP, VOLUME) == d and day(rows, d, VOLUME) == 608100000,
                         "1987-10-20", "1987-10-19")


@fact
def we7(rows: Rows) -> tuple[bool, bool]:
    g = by_group(rows, Y08)
    return both_fillings(lambda name: top(g) == {name} and g[name] == 352, GROUP_IV, GROUP_II)


@fact
def we8(rows: Rows) -> tuple[bool, bool]:
    c = {(grp, sex, cit): n11 for grp, sex, cit, _, n11 in categories(rows)}
    return both_fillings(lambda name: top(c) == {(name, "men", "US")} and c[(name, "men", "US")] == 161,
                         GROUP_II, GROUP_I_PUBLIC)


@fact
def we9(rows: Rows) -> tuple[bool, bool]:
    c = changes(gases(rows, CARS))
    return both_fillings(lambda y: top(c) == {y} and c[y] == 6760103, 1973, 1972)


@fact
def we10(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda y: top_key(rows, AP, Q1) == str(y) and rating(rows, y, 1) == 80, 1964, 1962)


# superlative


@fact
def su1(rows: Rows) -> tuple[bool, bool]:
    m = yearly_mean(rows)
    return both_fillings(lambda lowest: top(m, lowest) == {1968} and m[1968] == 41, True, False)


@fact
def su2(rows: Rows) -> tuple[bool, bool]:
    m = yearly_mean(rows)
    return both_fillings(lambda lowest: top(m, lowest) == {1961} and m[1961] == 76, False, True)


@fact
def su3(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, GA, PRICE, lowest) == "1950" and cents(gas(rows, 1950, PRICE)) == 272,
                         True, False)


@fact
def su4(rows: Rows) -> tuple[bool, bool]:
    drops = {y: -x for y, x in changes(gases(rows, GAS)).items() if x < 0}
    return both_fillings(lambda lowest: len(drops) == 4 and top(drops, lowest) == {1980}, False, True)


@fact
def su5(rows: Rows) -> tuple[bool, bool]:
    span = {d: round(h - lo, 2) for (d, h), lo in zip(days(rows, HIGH).items(), days(rows, LOW).values())}
    return both_fillings(lambda lowest: top(span, lowest) == {"1987-10-19"} and span["1987-10-19"] == 57.87, False, True)


@fact
def su6(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, SP, CLOSE, lowest) == "1987-10-05" and day(rows, "1987-10-05", CLOSE) == 328.08,
                         False, True)


@fact
def su7(rows: Rows) -> tuple[bool, bool]:
    g08, g11 = by_group(rows, Y08), by_group(rows, Y11)
    return both_fillings(lambda lowest: top(g08, lowest) == top(g11, lowest) == {GROUP_VA} and (g08[GROUP_VA], g11[GROUP_VA]) == (88, 107),
                         True, False)


@fact
def su8(rows: Rows) -> tuple[bool, bool]:
    c = {(grp, sex, cit): n08 for grp, sex, cit, n08, _ in categories(rows)}
    key = (GROUP_VA, "women", "non-US")
    return both_fillings(lambda lowest: top(c, lowest) == {key} and c[key] == 12, True, False)


@fact
def su9(rows: Rows) -> tuple[bool, bool]:
    p = gases(rows, PRICE)
    return both_fillings(lambda k: p[1982] == 1.222 and len(p) == 38 and rank(p, 1982) == k, 2, 3)


@fact
def su10(rows: Rows) -> tuple[bool, bool]:
    q = quarters(rows)
    return both_fillings(lambda k: q[(1964, 1)] == 80 and rank(q, (1964, 1)) == k and list(q.values()).count(80) == 1, 2, 3)


# direction


@fact
def di1(rows: Rows) -> tuple[bool, bool]:
    a, b = gas(rows, 1979, GAS), gas(rows, 1980, GAS)
    return b < a, b > a


@fact
def di2(rows: Rows) -> tuple[bool, bool]:
    a, b = gas(rows, 1985, PRICE), gas(rows, 1986, PRICE)
    return b < a, b > a


@fact
def di3(rows: Rows) -> tuple[bool, bool]:
    a, b = gas(rows, 1957, GNP), gas(rows, 1958, GNP)
    return b < a, b > a


@fact
def di4(rows: Rows) -> tuple[bool, bool]:
    a, b = rating(rows, 1961, 2), rating(rows, 1961, 3)
    return b < a, b > a


@fact
def di5(rows: Rows) -> tuple[bool, bool]:
    a, b = rating(rows, 1966, 1), rating(rows, 1966, 4)
    return b < a, b > a


@fact
def di6(rows: Rows) -> tuple[bool, bool]:
    a, b = rating(rows, 1968, 1), rating(rows, 1969, 1)
    return b > a, b < a


@fact
def di7(rows: Rows) -> tuple[bool, bool]:
    c = round(day_changes(rows)["1987-10-21"], 2)
    return c == 21.55, c == -21.55


@fact
def di8(rows: Rows) -> tuple[bool, bool]:
    a, b = day(rows, "1987-10-23", CLOSE), day(rows, "1987-10-26", CLOSE)
    return b < a, b > a


@fact
def di9(rows: Rows) -> tuple[bool, bool]:
    a, b = (phd(rows, "Group I private", "men", "US", col) for col in (Y08, Y11))
    return b < a, b > a


@fact
def di10(rows: Rows) -> tuple[bool, bool]:
    a, b = (phd(rows, "Group III", "women", "non-US", col) for col in (Y08, Y11))
    return b < a, b > a


# difference


@fact
def df1(rows: Rows) -> tuple[bool, bool]:
    gap = gas(rows, 1987, CARS) - gas(rows, 1950, CARS)
    return gap == 128726788, gap == 118726788


@fact
def df2(rows: Rows) -> tuple[bool, bool]:
    gap = cents(gas(rows, 1980, PRICE)) - cents(gas(rows, 1979, PRICE))  # tenths of a cent
    return gap == 334, gap == 434


@fact
def df3(rows: Rows) -> tuple[bool, bool]:
    gap = (gas(rows, 1987, POP) - gas(rows, 1950, POP)) / 1000  # millions
    return both_fillings(lambda w: about(gap, w), "91.6", "81.6")


@fact
def df4(rows: Rows) -> tuple[bool, bool]:
    fall = -round(day_changes(rows)["1987-10-19"], 2)
    return fall == 57.86, fall == 75.86


@fact
def df5(rows: Rows) -> tuple[bool, bool]:
    gap = round(day(rows, "1987-10-01", CLOSE) - day(rows, "1987-10-30", CLOSE), 2)
    return both_fillings(lambda w: day(rows, "1987-10-30", CLOSE) == 251.79 and gap == w, 75.54, 76.54)


@fact
def df6(rows: Rows) -> tuple[bool, bool]:
    a, b = rating(rows, 1966, 1), rating(rows, 1966, 4)
    return both_fillings(lambda k: (a, b) == (63, 44) and a - b == k, 19, 29)


@fact
def df7(rows: Rows) -> tuple[bool, bool]:
    q = quarters(rows)
    hi, lo = top(q), top(q, lowest=True)
    return both_fillings(lambda k: hi == {(1961, 2)} and lo == {(1968, 3)} and q[(1961, 2)] - q[(1968, 3)] == k, 48, 38)


@fact
def df8(rows: Rows) -> tuple[bool, bool]:
    g = by_group(rows, Y11)
    return both_fillings(lambda k: g[GROUP_IV] - g[GROUP_I_PUBLIC] == k, 56, 65)


@fact
def df9(rows: Rows) -> tuple[bool, bool]:
    men, women = phd_sum(rows, Y11, sex="men"), phd_sum(rows, Y11, sex="women")
    return both_fillings(lambda k: men == 1149 and men - women == k, 654, 564)


@fact
def df10(rows: Rows) -> tuple[bool, bool]:
    ratio = gas(rows, 1987, DEFLATOR) / gas(rows, 1950, DEFLATOR)
    return both_fillings(lambda k: ratio > k, 4, 5)


# joined


@fact
def jo1(rows: Rows) -> tuple[bool, bool]:
    (year,) = top(yearly_mean(rows), lowest=True)
    return both_fillings(lambda n: gas(rows, year, CARS) == n, 101039113, 96930949)


@fact
def jo2(rows: Rows) -> tuple[bool, bool]:
    ((year, _),) = top(quarters(rows))
    return both_fillings(lambda c: cents(gas(rows, year, PRICE)) == c, 306, 308)


@fact
def jo3(rows: Rows) -> tuple[bool, bool]:
    year = first_year(changes(gases(rows, GAS)), lambda x: x < 0)
    return both_fillings(lambda w: rating(rows, year, 1) == w, 79, 72)


@fact
def jo4(rows: Rows) -> tuple[bool, bool]:
    year = first_year(gases(rows, CARS), lambda x: x > 100e6)
    return both_fillings(lambda w: rating(rows, year, 4) == w, 44, 46)


@fact
def jo5(rows: Rows) -> tuple[bool, bool]:
    year = first_year(gases(rows, GNP), lambda x: x > 2000)
    return both_fillings(lambda w: rating(rows, year, 2) == w, 46, 52)


@fact
def jo6(rows: Rows) -> tuple[bool, bool]:
    (year,) = top(ratings(rows, Q4))
    return both_fillings(lambda n: gas(rows, year, POP) == n, 183691, 180671)


@fact
def jo7(rows: Rows) -> tuple[bool, bool]:
    (year,) = top(ratings(rows, Q3))
    return both_fillings(lambda n: gas(rows, year, GAS) == n, 54333255, 56022406)


@fact
def jo8(rows: Rows) -> tuple[bool, bool]:
    (year,) = [y for y, x in changes(gases(rows, PRICE)).items() if 1950 <= y <= 1959 and x < 0]
    return both_fillings(lambda w: rating(rows, year, 1) == w, 79, 60)


@fact
def jo9(rows: Rows) -> tuple[bool, bool]:
    (year,) = top(ratings(rows, Q3), lowest=True)
    return both_fillings(lambda n: gas(rows, year, GNP) == n, 2195.4, 2100.3)


@fact
def jo10(rows: Rows) -> tuple[bool, bool]:
    year = first_year(gases(rows, PRICE), lambda x: cents(x) >= 350)
    return both_fillings(lambda w: rating(rows, year, 1) == w, 59, 36)


# negation


@fact
def ne1(rows: Rows) -> tuple[bool, bool]:
    q = [v for (y, _), v in quarters(rows).items() if 1953 <= y <= 1965]
    return both_fillings(lambda floor: not any(v < floor for v in q), 48, 50)


@fact
def ne2(rows: Rows) -> tuple[bool, bool]:
    q = quarters(rows)
    return both_fillings(lambda after: not any(v >= 70 for (y, _), v in q.items() if y > after), 1965, 1963)


@fact
def ne3(rows: Rows) -> tuple[bool, bool]:
    c = changes(gases(rows, GAS))
    return both_fillings(lambda decade: not any(x < 0 for y, x in c.items() if decade <= y <= decade + 9), 1950, 1960)


@fact
def ne4(rows: Rows) -> tuple[bool, bool]:
    p = gases(rows, PRICE)
    return both_fillings(lambda before: not any(x > 1 for y, x in p.items() if y < before), 1980, 1982)


@fact
def ne5(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda col: not any(x < 0 for x in changes(gases(rows, col)).values()), CARS, GAS)


@fact
def ne6(rows: Rows) -> tuple[bool, bool]:
    c = days(rows, CLOSE).values()
    return both_fillings(lambda cap: not any(x > cap for x in c), 330, 325)


@fact
def ne7(rows: Rows) -> tuple[bool, bool]:
    c = days(rows, CLOSE)
    return both_fillings(lambda floor: not any(x < floor for d, x in c.items() if d > "1987-10-19"), 225, 230)


@fact
def ne8(rows: Rows) -> tuple[bool, bool]:
    v = days(rows, VOLUME).values()
    return both_fillings(lambda floor: not any(x < floor * 1e6 for x in v), 140, 150)


@fact
def ne9(rows: Rows) -> tuple[bool, bool]:
    losses = [n08 - n11 for *_, n08, n11 in categories(rows)]
    return both_fillings(lambda cap: not any(x > cap for x in losses), 24, 20)


@fact
def ne10(rows: Rows) -> tuple[bool, bool]:
    women = [n for _, sex, _, n08, n11 in categories(rows) if sex == "women" for n in (n08, n11)]
    return both_fillings(lambda cap: not any(x >= cap for x in women), 120, 110)


# percent_vs_count


@fact
def pc1(rows: Rows) -> tuple[bool, bool]:
    pct = 100 * (gas(rows, 1980, PRICE) / gas(rows, 1979, PRICE) - 1)
    return both_fillings(lambda w: about(pct, w), "39", "34")


@fact
def pc2(rows: Rows) -> tuple[bool, bool]:
    pct = share(-day_changes(rows)["1987-10-19"], day(rows, "1987-10-16", CLOSE))
    return both_fillings(lambda w: about(pct, w), "20.5", "57.9")


@fact
def pc3(rows: Rows) -> tuple[bool, bool]:
    gain = day_changes(rows)["1987-10-21"]
    pct = share(gain, day(rows, "1987-10-20", CLOSE))
    return both_fillings(lambda w: round(gain, 2) == 21.55 and about(pct, w), "9.1", "21.6")


@fact
def pc4(rows: Rows) -> tuple[bool, bool]:
    a, b = phd_sum(rows, Y08), phd_sum(rows, Y11)
    return both_fillings(lambda w: (a, b) == (1430, 1644) and about(share(b - a, a), w), "15", "214")


@fact
def pc5(rows: Rows) -> tuple[bool, bool]:
    women, total = phd_sum(rows, Y11, sex="women"), phd_sum(rows, Y11)
    return both_fillings(lambda w: (women, total) == (495, 1644) and about(share(women, total), w), "30", "35")


@fact
def pc6(rows: Rows) -> tuple[bool, bool]:
    foreign, total = phd_sum(rows, Y08, citizenship="non-US"), phd_sum(rows, Y08)
    return both_fillings(lambda w: (foreign, total) == (761, 1430) and about(share(foreign, total), w), "53", "76")


@fact
def pc7(rows: Rows) -> tuple[bool, bool]:
    q = quarters(rows)
    n = sum(v >= 60 for v in q.values())
    return both_fillings(lambda w: n == 48 and len(q) == 76 and about(share(n, len(q)), w), "63", "48")


@fact
def pc8(rows: Rows) -> tuple[bool, bool]:
    c = changes(gases(rows, PRICE))
    n = sum(x > 0 for x in c.values())
    return both_fillings(lambda w: n == 26 and len(c) == 37 and about(share(n, len(c)), w), "70", "26")


@fact
def pc9(rows: Rows) -> tuple[bool, bool]:
    a, b = gas(rows, 1950, CARS), gas(rows, 1987, CARS)
    return both_fillings(lambda w: b > 3 * a and about(share(b - a, a), w), "262", "362")


@fact
def pc10(rows: Rows) -> tuple[bool, bool]:
    start, end = day(rows, "1987-10-01", OPEN), day(rows, "1987-10-30", CLOSE)
    return both_fillings(lambda w: about(share(start - end, start), w), "21.8", "70.0")


# words


@fact
def wo1(rows: Rows) -> tuple[bool, bool]:
    n = sum(x < 0 for x in changes(gases(rows, GAS)).values())
    return n == 4, n == 5


@fact
def wo2(rows: Rows) -> tuple[bool, bool]:
    n = sum(x > 1 for x in gases(rows, PRICE).values())
    return n == 6, n == 7


@fact
def wo3(rows: Rows) -> tuple[bool, bool]:
    n = sum(x < 0 for x in changes(gases(rows, GNP)).values())
    return n == 7, n == 6


@fact
def wo4(rows: Rows) -> tuple[bool, bool]:
    n = sum(v >= 80 for v in quarters(rows).values())
    return n == 2, n == 3


@fact
def wo5(rows: Rows) -> tuple[bool, bool]:
    n = sum(v < 50 for v in yearly_mean(rows).values())
    return n == 2, n == 3


@fact
def wo6(rows: Rows) -> tuple[bool, bool]:
    c = day_changes(rows)
    n = sum(x > 0 for x in c.values())
    return n == 9 and len(c) == 21, n == 11 and len(c) == 21


@fact
def wo7(rows: Rows) -> tuple[bool, bool]:
    n = sum(x > 400e6 for x in days(rows, VOLUME).values())
    return n == 3, n == 4


@fact
def wo8(rows: Rows) -> tuple[bool, bool]:
    n = len(rows[SP])
    return n == 22, n == 23


@fact
def wo9(rows: Rows) -> tuple[bool, bool]:
    c = categories(rows)
    n = sum(n11 < n08 for *_, n08, n11 in c)
    return n == 4 and len(c) == 24, n == 5 and len(c) == 24


@fact
def wo10(rows: Rows) -> tuple[bool, bool]:
    n = sum(n11 > 100 for *_, n11 in categories(rows))
    return n == 6, n == 5


# units_dates


@fact
def ud1(rows: Rows) -> tuple[bool, bool]:
    p = gas(rows, 1950, PRICE)
    return cents(p) == 272, p == 27.2  # the false twin: the same number read as dollars


@fact
def ud2(rows: Rows) -> tuple[bool, bool]:
    thousand_gallons = gas(rows, 1987, GAS)
    return about(thousand_gallons / 1e6, "110.5"), about(thousand_gallons / 1e3, "110.5")


@fact
def ud3(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda y: first_year(gases(rows, POP), lambda x: x > 200000) == y, 1968, 1967)


@fact
def ud4(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda d: top_key(rows, SP, LOW, lowest=True) == d and day(rows, d, LOW) == 216.46,
                         "1987-10-20", "1987-10-19")


@fact
def ud5(rows: Rows) -> tuple[bool, bool]:
    v = day(rows, "1987-10-20", VOLUME)
    return about(v / 1e6, "608.1"), about(v / 1e9, "608.1")


@fact
def ud6(rows: Rows) -> tuple[bool, bool]:
    billions = gas(rows, 1987, GNP)
    return about(billions / 1000, "3.85"), about(billions, "3.85")


@fact
def ud7(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda y: rating(rows, y, 2) == 83, 1961, 1962)


@fact
def ud8(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda y: first_year(gases(rows, PRICE), lambda x: cents(x) > 500) == y, 1973, 1974)


@fact
def ud9(rows: Rows) -> tuple[bool, bool]:
    crash = min(day_changes(rows), key=day_changes(rows).get)
    gap = (datetime.date.fromisoformat("1987-10-26") - datetime.date.fromisoformat(crash)).days
    fall = -round(day_changes(rows)["1987-10-26"], 2)
    return both_fillings(lambda weeks: crash == "1987-10-19" and fall == 20.55 and gap == 7 * weeks, 1, 2)


@fact
def ud10(rows: Rows) -> tuple[bool, bool]:
    g08, g11 = by_group(rows, Y08), by_group(rows, Y11)
    return g11[GROUP_II] == 386, g08[GROUP_II] == 386
