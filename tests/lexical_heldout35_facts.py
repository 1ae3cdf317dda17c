"""The label checks of the thirty-fifth held-out set (``tests/test_lexical_heldout35.py``): one function per pair id
that recomputes, from the stored cells of ``tests/data/lexical_heldout35_tables.json``, whether the pair's true claim
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
)

DATA = Path(__file__).parent / "data" / "lexical_heldout35_tables.json"

OL = "olympic_mens_400m_winning_times"
MT = "melbourne_moorabbin_max_temperatures_1971_2016"
AU = "australia_air_travel_1980_2015"
PS = "us_public_school_spending_1979"
RV = "republican_vote_by_state_1960_1976"

FACTS: dict[str, Callable[[Rows], tuple[bool, bool]]] = {}

SPEND, INCOME = "school_spending_per_capita_usd", "income_per_capita_usd"
AIR, VISITORS = "air_passengers", "international_visitors"


def fact(fn: Callable[[Rows], tuple[bool, bool]]) -> Callable[[Rows], tuple[bool, bool]]:
    FACTS[fn.__name__] = fn
    return fn


def rows_by_table() -> Rows:
    return heldout_pairs.rows_of(DATA)


def olympic(rows: Rows) -> dict[int, float]:
    """Year -> the winning 400 m time in seconds, for the Games that were held."""
    held = [r for r in rows[OL] if r["winning_time_seconds"] != "not held"]
    return {int(r["year"]): number(r["winning_time_seconds"]) for r in held}


def not_held(rows: Rows) -> list[int]:
    return [int(r["year"]) for r in rows[OL] if r["winning_time_seconds"] == "not held"]


def heat(rows: Rows) -> dict[int, float]:
    """Year -> the year's highest temperature at Moorabbin Airport, in degrees Celsius."""
    return {int(k): v for k, v in keyed_column(rows, MT, "max_temperature_c").items()}


def fahrenheit(celsius: float) -> float:
    return celsius * 9 / 5 + 32


def australia(rows: Rows, col: str) -> dict[int, float]:
    return {int(k): v for k, v in keyed_column(rows, AU, col).items()}


def spend(rows: Rows, state: str) -> float:
    return keyed_number(rows, PS, state, SPEND)


def income(rows: Rows, state: str) -> float:
    return keyed_number(rows, PS, state, INCOME)


def vote(rows: Rows, state: str, year: int) -> float:
    return keyed_number(rows, RV, state, f"republican_pct_{year}")


def votes(rows: Rows, year: int) -> dict[str, float]:
    return keyed_column(rows, RV, f"republican_pct_{year}")


def rank(values: dict, key, lowest: bool = False) -> int:
    """1 + the number of keys strictly ahead of ``key`` (highest first, or lowest first)."""
    x = values[key]
    return 1 + sum((v < x) if lowest else (v > x) for v in values.values())


def only(values: dict, pred) -> list:
    return [k for k, v in values.items() if pred(v)]


def share(part: float, whole: float) -> float:
    return 100 * part / whole


# wrong_entity


@fact
def we1(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda s: top_key(rows, PS, SPEND) == s and spend(rows, s) == 821, "Alaska", "Connecticut")


@fact
def we2(rows: Rows) -> tuple[bool, bool]:
    poorest = top_key(rows, PS, INCOME, lowest=True)
    return both_fillings(lambda s: poorest == s and income(rows, s) == 5736, "Mississippi", "Arkansas")


@fact
def we3(rows: Rows) -> tuple[bool, bool]:
    best = top_key(rows, RV, "republican_pct_1964")
    return both_fillings(lambda s: best == s and vote(rows, s, 1964) == 87.1, "Mississippi", "Alabama")


@fact
def we4(rows: Rows) -> tuple[bool, bool]:
    under = only(votes(rows, 1972), lambda v: v < 50)
    return both_fillings(lambda s: under == [s] and vote(rows, s, 1972) == 45.2, "Massachusetts", "Minnesota")


@fact
def we5(rows: Rows) -> tuple[bool, bool]:
    t = heat(rows)
    hottest = max(t, key=t.__getitem__)
    return both_fillings(lambda y: hottest == y and t[y] == 46.7, 2009, 2003)


@fact
def we6(rows: Rows) -> tuple[bool, bool]:
    times = olympic(rows)
    fastest = min(times, key=times.__getitem__)
    return both_fillings(lambda y: fastest == y and times[y] == 43.03, 2016, 1996)


@fact
def we7(rows: Rows) -> tuple[bool, bool]:
    visitors = australia(rows, VISITORS)
    most = max(visitors, key=visitors.__getitem__)
    return both_fillings(lambda y: most == y and visitors[y] == 6858953, 2015, 2014)


@fact
def we8(rows: Rows) -> tuple[bool, bool]:
    best = top_key(rows, RV, "republican_pct_1960")
    return both_fillings(lambda s: best == s and vote(rows, s, 1960) == 62.07, "Nebraska", "Kansas")


@fact
def we9(rows: Rows) -> tuple[bool, bool]:
    incomes = keyed_column(rows, PS, INCOME)
    behind_alaska = top_key(rows, PS, INCOME) == "Alaska"
    return both_fillings(lambda s: behind_alaska and rank(incomes, s) == 2 and incomes[s] == 10022,
                         "Washington DC", "Wyoming")


@fact
def we10(rows: Rows) -> tuple[bool, bool]:
    worst = top_key(rows, RV, "republican_pct_1968", lowest=True)
    return both_fillings(lambda s: worst == s and vote(rows, s, 1968) == 13.5, "Mississippi", "Alabama")


# superlative


@fact
def su1(rows: Rows) -> tuple[bool, bool]:
    times = olympic(rows)
    return both_fillings(lambda pick: pick(times, key=times.__getitem__) == 1896 and times[1896] == 54.2, max, min)


@fact
def su2(rows: Rows) -> tuple[bool, bool]:
    t = heat(rows)
    return both_fillings(lambda k: t[2003] == 44.3 and rank(t, 2003) == k, 2, 1)


@fact
def su3(rows: Rows) -> tuple[bool, bool]:
    spending = keyed_column(rows, PS, SPEND)
    return both_fillings(lambda k: spending["Connecticut"] == 531 and rank(spending, "Connecticut") == k, 2, 3)


@fact
def su4(rows: Rows) -> tuple[bool, bool]:
    v = votes(rows, 1964)
    return both_fillings(lambda k: v["Hawaii"] == 21.2 and rank(v, "Hawaii", lowest=True) == k, 2, 1)


@fact
def su5(rows: Rows) -> tuple[bool, bool]:
    air = australia(rows, AIR)
    value = about(air[1983] / 1e6, "12.6")
    return both_fillings(lambda pick: value and pick(air, key=air.__getitem__) == 1983, min, max)


@fact
def su6(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, RV, "republican_pct_1976", lowest) == "Utah"
                         and vote(rows, "Utah", 1976) == 64.94, False, True)


@fact
def su7(rows: Rows) -> tuple[bool, bool]:
    spending = keyed_column(rows, PS, SPEND)
    return both_fillings(lambda k: spending["Kentucky"] == 260 and rank(spending, "Kentucky", lowest=True) == k, 2, 1)


@fact
def su8(rows: Rows) -> tuple[bool, bool]:
    recent = {y: t for y, t in olympic(rows).items() if y >= 1972}
    return both_fillings(lambda pick: pick(recent, key=recent.__getitem__) == 1972 and recent[1972] == 44.66, max, min)


@fact
def su9(rows: Rows) -> tuple[bool, bool]:
    t = heat(rows)
    return both_fillings(lambda k: t[1984] == 35.1 and rank(t, 1984, lowest=True) == k, 2, 1)


@fact
def su10(rows: Rows) -> tuple[bool, bool]:
    visitors = australia(rows, VISITORS)
    return both_fillings(lambda k: about(visitors[2014] / 1e6, "6.36") and rank(visitors, 2014) == k, 2, 1)


# direction


@fact
def di1(rows: Rows) -> tuple[bool, bool]:
    air = australia(rows, AIR)
    values = about(air[1988] / 1e6, "18.8") and about(air[1989] / 1e6, "15.1")
    return values and air[1989] < air[1988], values and air[1989] > air[1988]


@fact
def di2(rows: Rows) -> tuple[bool, bool]:
    v = australia(rows, VISITORS)
    return v[2001] > v[2002] > v[2003], v[2001] < v[2002] < v[2003]


@fact
def di3(rows: Rows) -> tuple[bool, bool]:
    richer = income(rows, "Nevada") > income(rows, "New York")
    nv, ny = spend(rows, "Nevada"), spend(rows, "New York")
    return richer and nv < ny, richer and nv > ny


@fact
def di4(rows: Rows) -> tuple[bool, bool]:
    a, b = vote(rows, "Georgia", 1960), vote(rows, "Georgia", 1964)
    values = a == 37.44 and b == 54.1
    return values and b > a, values and b < a


@fact
def di5(rows: Rows) -> tuple[bool, bool]:
    a, b = vote(rows, "Vermont", 1960), vote(rows, "Vermont", 1964)
    values = a == 58.65 and b == 33.7
    return values and b < a, values and b > a


@fact
def di6(rows: Rows) -> tuple[bool, bool]:
    t = olympic(rows)
    return t[1964] > t[1960], t[1964] < t[1960]


@fact
def di7(rows: Rows) -> tuple[bool, bool]:
    t = heat(rows)
    return t[1984] < t[1983], t[1984] > t[1983]


@fact
def di8(rows: Rows) -> tuple[bool, bool]:
    poorer = income(rows, "Utah") < income(rows, "California")
    ut, ca = spend(rows, "Utah"), spend(rows, "California")
    return poorer and ut > ca, poorer and ut < ca


@fact
def di9(rows: Rows) -> tuple[bool, bool]:
    a, b = vote(rows, "Alaska", 1972), vote(rows, "Alaska", 1976)
    return b > a, b < a


@fact
def di10(rows: Rows) -> tuple[bool, bool]:
    t = olympic(rows)
    gap = round(t[1992] - t[1996], 2)
    return gap == 0.01, gap == -0.01


# difference


@fact
def df1(rows: Rows) -> tuple[bool, bool]:
    gap = spend(rows, "Alaska") - spend(rows, "Connecticut")
    next_highest = rank(keyed_column(rows, PS, SPEND), "Connecticut") == 2
    return next_highest and gap == 290, next_highest and gap == 390


@fact
def df2(rows: Rows) -> tuple[bool, bool]:
    ratio = spend(rows, "Alaska") / spend(rows, "Mississippi")
    return both_fillings(lambda k: k < ratio < k + 1, 3, 4)


@fact
def df3(rows: Rows) -> tuple[bool, bool]:
    values = vote(rows, "Mississippi", 1964) == 87.1 and vote(rows, "Rhode Island", 1964) == 19.1
    gap = round(vote(rows, "Mississippi", 1964) - vote(rows, "Rhode Island", 1964), 2)
    return both_fillings(lambda k: values and gap == k, 68, 58)


@fact
def df4(rows: Rows) -> tuple[bool, bool]:
    t = heat(rows)
    gap = round(t[2009] - t[1971], 1)
    return gap == 12.1, gap == 11.1


@fact
def df5(rows: Rows) -> tuple[bool, bool]:
    t = olympic(rows)
    gap = t[1896] - t[2016]
    return both_fillings(lambda k: k < gap < k + 1, 11, 12)


@fact
def df6(rows: Rows) -> tuple[bool, bool]:
    air = australia(rows, AIR)
    return both_fillings(lambda w: about(air[2015] / air[1980], w), "5", "3")


@fact
def df7(rows: Rows) -> tuple[bool, bool]:
    v = australia(rows, VISITORS)
    gap = v[2015] - v[1980]
    return both_fillings(lambda m: m * 1e6 < gap < (m + 0.1) * 1e6, 6, 7)


@fact
def df8(rows: Rows) -> tuple[bool, bool]:
    gap = round(vote(rows, "Alabama", 1972) - vote(rows, "Alabama", 1968), 2)
    return gap == 58.4, gap == 48.4


@fact
def df9(rows: Rows) -> tuple[bool, bool]:
    gap = income(rows, "Alaska") - income(rows, "Washington DC")
    return gap == 829, gap == 929


@fact
def df10(rows: Rows) -> tuple[bool, bool]:
    t = heat(rows)
    drop = round(t[1983] - t[1984], 1)
    return drop == 8.1, drop == 6.1


# joined


@fact
def jo1(rows: Rows) -> tuple[bool, bool]:
    top = top_key(rows, PS, SPEND)
    return both_fillings(lambda v: vote(rows, top, 1976) == v, 62.91, 58.1)


@fact
def jo2(rows: Rows) -> tuple[bool, bool]:
    poorest = top_key(rows, PS, INCOME, lowest=True)
    return both_fillings(lambda lowest: top_key(rows, RV, "republican_pct_1964", lowest) == poorest, False, True)


@fact
def jo3(rows: Rows) -> tuple[bool, bool]:
    (lost,) = only(votes(rows, 1972), lambda v: v < 50)
    return both_fillings(lambda usd: spend(rows, lost) == usd, 427, 447)


@fact
def jo4(rows: Rows) -> tuple[bool, bool]:
    (year,) = only(olympic(rows), lambda t: t == 43.49)
    return both_fillings(lambda c: heat(rows)[year] == c, 36.1, 41.3)


@fact
def jo5(rows: Rows) -> tuple[bool, bool]:
    t = olympic(rows)
    year = min(t, key=t.__getitem__)
    return both_fillings(lambda c: heat(rows)[year] == c, 42.9, 42.7)


@fact
def jo6(rows: Rows) -> tuple[bool, bool]:
    v = australia(rows, VISITORS)
    year = min(y for y, n in v.items() if n > 4_500_000)
    return both_fillings(lambda s: olympic(rows)[year] == s, 43.84, 44)


@fact
def jo7(rows: Rows) -> tuple[bool, bool]:
    air = australia(rows, AIR)
    year = min(y for y, n in air.items() if n > 60_000_000)
    return both_fillings(lambda c: heat(rows)[year] == c, 43.9, 46.7)


@fact
def jo8(rows: Rows) -> tuple[bool, bool]:
    spending = keyed_column(rows, PS, SPEND)
    lowest3 = sorted(spending, key=spending.__getitem__)[:3]
    assert sorted(spending.values())[2] < sorted(spending.values())[3]
    return both_fillings(lambda floor: all(vote(rows, s, 1972) > floor for s in lowest3), 60, 70)


@fact
def jo9(rows: Rows) -> tuple[bool, bool]:
    spending = keyed_column(rows, PS, SPEND)
    (third,) = [s for s in spending if rank(spending, s) == 3]
    return both_fillings(lambda v: vote(rows, third, 1976) == v, 59.85, 55.89)


@fact
def jo10(rows: Rows) -> tuple[bool, bool]:
    t = heat(rows)
    hottest = max(t, key=t.__getitem__)
    visitors = australia(rows, VISITORS)[hottest]
    return both_fillings(lambda m: m * 1e6 < visitors < (m + 0.1) * 1e6, 5, 6)


# negation


@fact
def ne1(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda s: vote(rows, s, 1972) < 50, "Massachusetts", "Minnesota")


@fact
def ne2(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda years: all(y in not_held(rows) for y in years), (1940, 1944), (1936, 1944))


@fact
def ne3(rows: Rows) -> tuple[bool, bool]:
    t = heat(rows).values()
    return both_fillings(lambda floor: not any(x < floor for x in t), 34, 35)


@fact
def ne4(rows: Rows) -> tuple[bool, bool]:
    spending = keyed_column(rows, PS, SPEND).values()
    return both_fillings(lambda floor: not any(x < floor for x in spending), 250, 260)


@fact
def ne5(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda s: not vote(rows, s, 1976) > 50, "Texas", "Illinois")


@fact
def ne6(rows: Rows) -> tuple[bool, bool]:
    v = australia(rows, VISITORS).values()
    return both_fillings(lambda floor: not any(x < floor for x in v), 800_000, 850_000)


@fact
def ne7(rows: Rows) -> tuple[bool, bool]:
    air = australia(rows, AIR)
    return both_fillings(lambda first: not any(air[y] < air[y - 1] for y in range(first + 1, 2009)), 1998, 1992)


@fact
def ne8(rows: Rows) -> tuple[bool, bool]:
    v = votes(rows, 1972).values()
    return both_fillings(lambda floor: not any(x < floor for x in v), 45, 50)


@fact
def ne9(rows: Rows) -> tuple[bool, bool]:
    rich = [s for s, x in keyed_column(rows, PS, INCOME).items() if x > 9000]
    return both_fillings(lambda floor: len(rich) == 4 and not any(spend(rows, s) < floor for s in rich), 350, 400)


@fact
def ne10(rows: Rows) -> tuple[bool, bool]:
    t = olympic(rows)
    return both_fillings(lambda since: not any(x > 45 for y, x in t.items() if y > since), 1964, 1956)


# percent_vs_count


@fact
def pc1(rows: Rows) -> tuple[bool, bool]:
    n = len(only(votes(rows, 1972), lambda v: v > 50))
    return both_fillings(lambda k: len(rows[RV]) == 50 and n == k, 49, 48)


@fact
def pc2(rows: Rows) -> tuple[bool, bool]:
    n = len(only(votes(rows, 1964), lambda v: v > 50))
    return both_fillings(lambda pct: n == 6 and share(n, len(rows[RV])) == pct, 12, 6)


@fact
def pc3(rows: Rows) -> tuple[bool, bool]:
    n = len(only(votes(rows, 1960), lambda v: v > 50))
    return both_fillings(lambda k: n == k and 50 < share(n, len(rows[RV])) < 55, 26, 22)


@fact
def pc4(rows: Rows) -> tuple[bool, bool]:
    n = len(only(keyed_column(rows, PS, SPEND), lambda x: x > 430))
    return both_fillings(lambda pct: n == 10 and len(rows[PS]) == 50 and share(n, len(rows[PS])) == pct, 20, 10)


@fact
def pc5(rows: Rows) -> tuple[bool, bool]:
    pct = share(australia(rows, VISITORS)[2015], australia(rows, AIR)[2015])
    return both_fillings(lambda w: about(pct, w), "10", "20")


@fact
def pc6(rows: Rows) -> tuple[bool, bool]:
    n = sum(x >= 40 for x in heat(rows).values())
    pct = share(n, len(rows[MT]))
    return both_fillings(lambda p: len(rows[MT]) == 46 and pct == p, 50, 25)


@fact
def pc7(rows: Rows) -> tuple[bool, bool]:
    n = len(not_held(rows))
    return both_fillings(lambda w: n == 3 and len(rows[OL]) == 31 and about(share(n, 31), w), "10", "3")


@fact
def pc8(rows: Rows) -> tuple[bool, bool]:
    v = australia(rows, VISITORS)
    growth = share(v[2015] - v[2014], v[2014])
    return both_fillings(lambda w: about(growth, w), "8", "18")


@fact
def pc9(rows: Rows) -> tuple[bool, bool]:
    pct = share(spend(rows, "Alaska"), income(rows, "Alaska"))
    return both_fillings(lambda w: about(pct, w), "7.6", "6.7")


@fact
def pc10(rows: Rows) -> tuple[bool, bool]:
    n = len(only(votes(rows, 1976), lambda v: v > 50))
    return both_fillings(lambda pct: n == 27 and share(n, len(rows[RV])) == pct, 54, 27)


# words


@fact
def wo1(rows: Rows) -> tuple[bool, bool]:
    n = len(not_held(rows))
    return n == 3, n == 4


@fact
def wo2(rows: Rows) -> tuple[bool, bool]:
    hot = [y for y, x in heat(rows).items() if x >= 45]
    return hot == [2009], len(hot) == 2


@fact
def wo3(rows: Rows) -> tuple[bool, bool]:
    n = len(only(votes(rows, 1964), lambda v: v > 50))
    return n == 6, n == 7


@fact
def wo4(rows: Rows) -> tuple[bool, bool]:
    n = len(only(votes(rows, 1972), lambda v: v < 50))
    return n == 1, n == 2


@fact
def wo5(rows: Rows) -> tuple[bool, bool]:
    above = only(keyed_column(rows, PS, INCOME), lambda x: x > 10_000)
    return sorted(above) == ["Alaska", "Washington DC"], len(above) == 3


@fact
def wo6(rows: Rows) -> tuple[bool, bool]:
    air = australia(rows, AIR)
    def first_over(mark: int) -> int | None:
        return min((y for y, n in air.items() if n > mark), default=None)

    return first_over(60_000_000) == 2010, first_over(70_000_000) == 2010


@fact
def wo7(rows: Rows) -> tuple[bool, bool]:
    t = olympic(rows)[1908]
    return t == 50, t == 49


@fact
def wo8(rows: Rows) -> tuple[bool, bool]:
    n = sum(x > 43 for x in heat(rows).values())
    return n == 7, n == 9


@fact
def wo9(rows: Rows) -> tuple[bool, bool]:
    x = spend(rows, "Alaska")
    return x == 821, x == 812


@fact
def wo10(rows: Rows) -> tuple[bool, bool]:
    pct = vote(rows, "Mississippi", 1964)
    return both_fillings(lambda tenths: 10 * tenths - 5 < pct < 10 * tenths, 9, 8)


# units_dates


@fact
def ud1(rows: Rows) -> tuple[bool, bool]:
    f = fahrenheit(heat(rows)[2009])
    return both_fillings(lambda w: heat(rows)[2009] == 46.7 and about(f, w), "116", "106")


@fact
def ud2(rows: Rows) -> tuple[bool, bool]:
    t = heat(rows)
    coolest = min(t, key=t.__getitem__)
    return both_fillings(lambda w: coolest == 1971 and t[1971] == 34.6 and about(fahrenheit(t[1971]), w), "94", "84")


@fact
def ud3(rows: Rows) -> tuple[bool, bool]:
    speed = 400 / olympic(rows)[2016]
    return both_fillings(lambda k: speed > k, 9, 10)


@fact
def ud4(rows: Rows) -> tuple[bool, bool]:
    kmh = 400 / olympic(rows)[1896] * 3.6
    return both_fillings(lambda w: about(kmh, w), "26.6", "29.6")


@fact
def ud5(rows: Rows) -> tuple[bool, bool]:
    v = australia(rows, VISITORS)
    first = min(y for y, n in v.items() if n > 1_000_000)
    return first == 1985, first == 1987


@fact
def ud6(rows: Rows) -> tuple[bool, bool]:
    millions = australia(rows, AIR)[1980] / 1e6
    return both_fillings(lambda w: about(millions, w), "13.6", "1.36")


@fact
def ud7(rows: Rows) -> tuple[bool, bool]:
    base = vote(rows, "Alabama", 1968) == 14
    return both_fillings(lambda gap: base and vote(rows, "Alabama", 1968 + gap) == 72.4, 4, 8)


@fact
def ud8(rows: Rows) -> tuple[bool, bool]:
    thousands = income(rows, "Alaska") / 1000
    return both_fillings(lambda w: about(thousands, w), "10.9", "19.0")


@fact
def ud9(rows: Rows) -> tuple[bool, bool]:
    t = olympic(rows)
    first = min(y for y, x in t.items() if y > 1968 and x < t[1968])
    return both_fillings(lambda y: t[1968] == 43.8 and first == y, 1992, 1988)


@fact
def ud10(rows: Rows) -> tuple[bool, bool]:
    t = heat(rows)
    first = min(y for y, x in t.items() if y > 1982 and x > t[1982])
    return both_fillings(lambda y: t[1982] == 43.5 and first == y, 2003, 2009)

