"""The label checks of the fifty-first held-out set (``tests/test_lexical_heldout51.py``): one function per pair id
that recomputes, from the stored cells of ``tests/data/lexical_heldout51_tables.json``, whether the pair's true claim
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
    top_key,
    top_keys,
)

DATA = Path(__file__).parent / "data" / "lexical_heldout51_tables.json"

IN = "us_gnp_and_investment_1963_1982"
ME = "connecticut_melanoma_incidence_1936_1972"
HT = "household_tasks_by_who_does_them"
DR = "draft_lottery_1970_days_by_month"

FACTS: dict[str, Callable[[Rows], tuple[bool, bool]]] = {}

GNP, INV, DEFLATOR, RATE = "gnp_billion_usd", "investment_billion_usd", "gnp_price_deflator", "discount_rate_pct"
INCIDENCE = "incidence_per_100000"
WIFE, HUSBAND, ALTERNATING, JOINTLY = "wife", "husband", "alternating", "jointly"
WHO = (WIFE, HUSBAND, ALTERNATING, JOINTLY)
HIGH, MEDIUM, LOW = "high_risk_days", "medium_risk_days", "low_risk_days"
RISKS = (HIGH, MEDIUM, LOW)


def fact(fn: Callable[[Rows], tuple[bool, bool]]) -> Callable[[Rows], tuple[bool, bool]]:
    FACTS[fn.__name__] = fn
    return fn


def rows_by_table() -> Rows:
    return heldout_pairs.rows_of(DATA)


def us(rows: Rows, year: int, col: str) -> float:
    return keyed_number(rows, IN, str(year), col)


def uss(rows: Rows, col: str) -> dict[int, float]:
    return {int(k): v for k, v in keyed_column(rows, IN, col).items()}


def mel(rows: Rows, year: int) -> float:
    return keyed_number(rows, ME, str(year), INCIDENCE)


def mels(rows: Rows) -> dict[int, float]:
    return {int(k): v for k, v in keyed_column(rows, ME, INCIDENCE).items()}


def changes(values: dict[int, float]) -> dict[int, float]:
    """Year -> its value less the year before's (for every year whose year before is stored), rounded to the
    hundredth so that the stored one- and two-decimal cells subtract exactly."""
    return {y: round(v - values[y - 1], 2) for y, v in values.items() if y - 1 in values}


def task(rows: Rows, name: str, who: str) -> float:
    return keyed_number(rows, HT, name, who)


def tasks(rows: Rows, who: str) -> dict[str, float]:
    return keyed_column(rows, HT, who)


def task_total(rows: Rows, name: str) -> float:
    return sum(task(rows, name, w) for w in WHO)


def leader(rows: Rows, name: str) -> set[str]:
    """Who was named most often for task ``name`` (all of them where there is a tie)."""
    counts = {w: task(rows, name, w) for w in WHO}
    return top(counts)


def days(rows: Rows, month: str, risk: str) -> float:
    return keyed_number(rows, DR, month, risk)


def months(rows: Rows, risk: str) -> dict[str, float]:
    return keyed_column(rows, DR, risk)


def month_length(rows: Rows, month: str) -> float:
    return sum(days(rows, month, k) for k in RISKS)


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
    return both_fillings(lambda y: top_key(rows, IN, RATE) == str(y) and us(rows, y, RATE) == 13.42, 1981, 1980)


@fact
def we2(rows: Rows) -> tuple[bool, bool]:
    c = changes(uss(rows, INV))
    return both_fillings(lambda y: top(c, lowest=True) == {y} and c[y] == -60.4, 1982, 1975)


@fact
def we3(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda ys: top_keys(rows, ME, INCIDENCE, lowest=True) == ys and all(mel(rows, int(y)) == 0.8 for y in ys),
                         {"1937", "1938"}, {"1936", "1938"})


@fact
def we4(rows: Rows) -> tuple[bool, bool]:
    c = changes(mels(rows))
    return both_fillings(lambda y: top(c) == {y} and c[y] == 0.9 and mel(rows, y) == 4.7, 1968, 1959)


@fact
def we5(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda t: top_key(rows, HT, WIFE) == t and task(rows, t, WIFE) == 156, "Laundry", "Main meal")


@fact
def we6(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda t: top_key(rows, HT, HUSBAND) == t and task(rows, t, HUSBAND) == 160, "Repairs", "Driving")


@fact
def we7(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda t: top_key(rows, HT, JOINTLY) == t and task(rows, t, JOINTLY) == 153, "Holidays", "Finances")


@fact
def we8(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda m: top_key(rows, DR, HIGH) == m and days(rows, m, HIGH) == 17, "December", "August")


@fact
def we9(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda m: top_key(rows, DR, LOW) == m and days(rows, m, LOW) == 16, "March", "May")


@fact
def we10(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda t: top_key(rows, HT, ALTERNATING) == t and task(rows, t, ALTERNATING) == 51, "Driving", "Breakfast")


# superlative


@fact
def su1(rows: Rows) -> tuple[bool, bool]:
    r = uss(rows, RATE)
    return both_fillings(lambda k: r[1982] == 11.02 and len(r) == 20 and rank(r, 1982) == k, 3, 2)


@fact
def su2(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, IN, GNP, lowest) == "1963" and us(rows, 1963, GNP) == 596.7, True, False)


@fact
def su3(rows: Rows) -> tuple[bool, bool]:
    c = changes(uss(rows, GNP))
    return both_fillings(lambda lowest: top(c, lowest) == {1981} and c[1981] == 322.4, False, True)


@fact
def su4(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_keys(rows, ME, INCIDENCE, lowest) == {"1970", "1971", "1972"} and mel(rows, 1970) == 4.8,
                         False, True)


@fact
def su5(rows: Rows) -> tuple[bool, bool]:
    fifties = {y: v for y, v in mels(rows).items() if 1950 <= y <= 1959}
    return both_fillings(lambda lowest: len(fifties) == 10 and top(fifties, lowest) == {1959} and fifties[1959] == 3.8, False, True)


@fact
def su6(rows: Rows) -> tuple[bool, bool]:
    h = tasks(rows, HUSBAND)
    return both_fillings(lambda lowest: len(h) == 13 and top(h, lowest) == {"Tidying"} and h["Tidying"] == 1, True, False)


@fact
def su7(rows: Rows) -> tuple[bool, bool]:
    totals = {r["task"]: task_total(rows, r["task"]) for r in rows[HT]}
    return both_fillings(lambda lowest: top(totals, lowest) == {"Official"} and totals["Official"] == 96, True, False)


@fact
def su8(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, DR, LOW, lowest) == "December" and days(rows, "December", LOW) == 4, True, False)


@fact
def su9(rows: Rows) -> tuple[bool, bool]:
    n = len(rows[DR])
    return both_fillings(lambda lowest: n == 12 and top_key(rows, DR, HIGH, lowest) == "March" and days(rows, "March", HIGH) == 5,
                         True, False)


@fact
def su10(rows: Rows) -> tuple[bool, bool]:
    totals = {w: sum(tasks(rows, w).values()) for w in WHO}
    return both_fillings(lambda lowest: top(totals, lowest) == {WIFE} and totals[WIFE] == 600, False, True)


# direction


@fact
def di1(rows: Rows) -> tuple[bool, bool]:
    a, b = us(rows, 1969, INV), us(rows, 1970, INV)
    return b < a, b > a


@fact
def di2(rows: Rows) -> tuple[bool, bool]:
    a, b = us(rows, 1972, RATE), us(rows, 1970, RATE)
    return a < b, a > b


@fact
def di3(rows: Rows) -> tuple[bool, bool]:
    a, b = us(rows, 1981, RATE), us(rows, 1982, RATE)
    values = a == 13.42 and b == 11.02
    return values and b < a, values and b > a


@fact
def di4(rows: Rows) -> tuple[bool, bool]:
    a, b = mel(rows, 1952), mel(rows, 1953)
    return b < a, b > a


@fact
def di5(rows: Rows) -> tuple[bool, bool]:
    a, b = mel(rows, 1960), mel(rows, 1965)
    return a > b, a < b


@fact
def di6(rows: Rows) -> tuple[bool, bool]:
    h, w = task(rows, "Driving", HUSBAND), task(rows, "Driving", WIFE)
    return h > w, h < w


@fact
def di7(rows: Rows) -> tuple[bool, bool]:
    j, w = task(rows, "Dishes", JOINTLY), task(rows, "Dishes", WIFE)
    return j > w, j < w


@fact
def di8(rows: Rows) -> tuple[bool, bool]:
    j, w = task(rows, "Tidying", JOINTLY), task(rows, "Tidying", WIFE)
    values = j == 57 and w == 53
    return values and j > w, values and j < w


@fact
def di9(rows: Rows) -> tuple[bool, bool]:
    m, h = days(rows, "September", MEDIUM), days(rows, "September", HIGH)
    return m > h, m < h


@fact
def di10(rows: Rows) -> tuple[bool, bool]:
    high = list(months(rows, HIGH).values())
    first, second = sum(high[:6]), sum(high[6:])
    return second > first, second < first


# difference


@fact
def df1(rows: Rows) -> tuple[bool, bool]:
    gap = us(rows, 1972, GNP) - us(rows, 1971, GNP)
    return both_fillings(lambda w: about(gap, w), "108.3", "118.3")


@fact
def df2(rows: Rows) -> tuple[bool, bool]:
    gap = us(rows, 1981, INV) - us(rows, 1982, INV)
    return both_fillings(lambda w: about(gap, w), "60.4", "50.4")


@fact
def df3(rows: Rows) -> tuple[bool, bool]:
    gap = us(rows, 1982, GNP) - us(rows, 1963, GNP)
    return both_fillings(lambda w: about(gap, w), "2476.3", "2467.3")


@fact
def df4(rows: Rows) -> tuple[bool, bool]:
    gap = us(rows, 1981, RATE) - us(rows, 1963, RATE)
    return both_fillings(lambda w: about(gap, w), "10.19", "10.91")


@fact
def df5(rows: Rows) -> tuple[bool, bool]:
    ratio = us(rows, 1981, INV) / us(rows, 1963, INV)
    return both_fillings(lambda k: us(rows, 1981, INV) == 474.9 and ratio > k, 5, 6)


@fact
def df6(rows: Rows) -> tuple[bool, bool]:
    gap = mel(rows, 1972) - mel(rows, 1936)
    return both_fillings(lambda w: about(gap, w), "3.9", "4.1")


@fact
def df7(rows: Rows) -> tuple[bool, bool]:
    ratio = mel(rows, 1972) / mel(rows, 1936)
    return both_fillings(lambda k: ratio > k, 5, 6)


@fact
def df8(rows: Rows) -> tuple[bool, bool]:
    gap = task(rows, "Laundry", WIFE) - task(rows, "Laundry", HUSBAND)
    return gap == 154, gap == 145


@fact
def df9(rows: Rows) -> tuple[bool, bool]:
    h, w = task(rows, "Insurance", HUSBAND), task(rows, "Insurance", WIFE)
    return both_fillings(lambda k: h == 53 and w == 8 and h - w == k, 45, 35)


@fact
def df10(rows: Rows) -> tuple[bool, bool]:
    gap = days(rows, "December", HIGH) - days(rows, "December", LOW)
    return gap == 13, gap == 12


# joined


@fact
def jo1(rows: Rows) -> tuple[bool, bool]:
    year = min(y for y, c in changes(uss(rows, INV)).items() if c < 0)
    return both_fillings(lambda w: mel(rows, year) == w, 3.8, 4.1)


@fact
def jo2(rows: Rows) -> tuple[bool, bool]:
    (year,) = top(changes(mels(rows)))
    return both_fillings(lambda w: us(rows, year, RATE) == w, 5.16, 5.87)


@fact
def jo3(rows: Rows) -> tuple[bool, bool]:
    year = min(y for y, v in mels(rows).items() if v >= 4.8)
    return both_fillings(lambda w: us(rows, year, INV) == w, 144.2, 166.4)


@fact
def jo4(rows: Rows) -> tuple[bool, bool]:
    (year,) = [y for y, v in uss(rows, DEFLATOR).items() if v == 1]
    return both_fillings(lambda w: mel(rows, year) == w, 4.8, 4.7)


@fact
def jo5(rows: Rows) -> tuple[bool, bool]:
    year = min(y for y, v in uss(rows, GNP).items() if v > 1000)
    return both_fillings(lambda w: mel(rows, year) == w, 4.8, 4.4)


@fact
def jo6(rows: Rows) -> tuple[bool, bool]:
    year = min(y for y, v in mels(rows).items() if y > 1962 and v > 4)
    return both_fillings(lambda w: us(rows, year, INV) == w, 125.7, 122.8)


@fact
def jo7(rows: Rows) -> tuple[bool, bool]:
    year = int(top_key(rows, IN, RATE, lowest=True))
    return both_fillings(lambda w: mel(rows, year) == w, 3.3, 3.7)


@fact
def jo8(rows: Rows) -> tuple[bool, bool]:
    year = min(y for y, v in uss(rows, INV).items() if v > 100)
    return both_fillings(lambda w: mel(rows, year) == w, 3.9, 3.7)


@fact
def jo9(rows: Rows) -> tuple[bool, bool]:
    (year,) = top(changes(uss(rows, GNP)), lowest=True)
    return both_fillings(lambda w: mel(rows, year) == w, 3.7, 3.3)


@fact
def jo10(rows: Rows) -> tuple[bool, bool]:
    (jump,) = top(changes(mels(rows)))
    return both_fillings(lambda w: us(rows, jump + 1, INV) == w, 149.3, 144.2)


# negation


@fact
def ne1(rows: Rows) -> tuple[bool, bool]:
    r = uss(rows, RATE).values()
    return both_fillings(lambda floor: not any(x < floor for x in r), 3, 3.5)


@fact
def ne2(rows: Rows) -> tuple[bool, bool]:
    r = uss(rows, RATE)
    return both_fillings(lambda before: not any(x >= 10 for y, x in r.items() if y < before), 1979, 1980)


@fact
def ne3(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda col: len(uss(rows, col)) == 20 and not any(c < 0 for c in changes(uss(rows, col)).values()), GNP, INV)


@fact
def ne4(rows: Rows) -> tuple[bool, bool]:
    i = uss(rows, INV)
    return both_fillings(lambda floor: not any(x < floor for y, x in i.items() if y > 1972), 200, 210)


@fact
def ne5(rows: Rows) -> tuple[bool, bool]:
    m = mels(rows)
    return both_fillings(lambda floor: not any(x < floor for y, x in m.items() if y > 1947), 2, 2.5)


@fact
def ne6(rows: Rows) -> tuple[bool, bool]:
    m = mels(rows)
    return both_fillings(lambda cap: min(m) == 1936 and max(m) == 1972 and not any(x > cap for x in m.values()), 5, 4.5)


@fact
def ne7(rows: Rows) -> tuple[bool, bool]:
    h = tasks(rows, HUSBAND).values()
    return both_fillings(lambda cap: not any(x > cap for x in h), 160, 150)


@fact
def ne8(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda pair: all(task(rows, t, WIFE) == 0 for t in pair), ("Repairs", "Holidays"), ("Repairs", "Insurance"))


@fact
def ne9(rows: Rows) -> tuple[bool, bool]:
    low = months(rows, LOW).values()
    return both_fillings(lambda floor: not any(x < floor for x in low), 4, 5)


@fact
def ne10(rows: Rows) -> tuple[bool, bool]:
    med = list(months(rows, MEDIUM).values())  # January to December, in order
    return both_fillings(lambda last: not any(x > 10 for x in med[2:last]), 8, 9)  # March to August, or to September


# percent_vs_count


@fact
def pc1(rows: Rows) -> tuple[bool, bool]:
    pct = share(us(rows, 1982, GNP) - us(rows, 1963, GNP), us(rows, 1963, GNP))
    return both_fillings(lambda w: about(pct, w), "415", "515")


@fact
def pc2(rows: Rows) -> tuple[bool, bool]:
    pct = share(us(rows, 1981, INV) - us(rows, 1982, INV), us(rows, 1981, INV))
    return both_fillings(lambda w: about(pct, w), "12.7", "60.4")


@fact
def pc3(rows: Rows) -> tuple[bool, bool]:
    a, b = us(rows, 1974, INV), us(rows, 1975, INV)
    pct = share(a - b, a)
    return both_fillings(lambda w: a == 228.7 and b == 206.1 and about(pct, w), "9.9", "22.6")


@fact
def pc4(rows: Rows) -> tuple[bool, bool]:
    pct = share(us(rows, 1973, INV), us(rows, 1973, GNP))
    return both_fillings(lambda w: about(pct, w), "17.3", "27.3")


@fact
def pc5(rows: Rows) -> tuple[bool, bool]:
    r = uss(rows, RATE)
    n = sum(x > 5 for x in r.values())
    return both_fillings(lambda pct: n == 13 and len(r) == 20 and share(n, len(r)) == pct, 65, 13)


@fact
def pc6(rows: Rows) -> tuple[bool, bool]:
    pct = share(mel(rows, 1972) - mel(rows, 1936), mel(rows, 1936))
    return both_fillings(lambda w: about(pct, w), "433", "39")


@fact
def pc7(rows: Rows) -> tuple[bool, bool]:
    w, total = task(rows, "Laundry", WIFE), task_total(rows, "Laundry")
    return both_fillings(lambda p: w == 156 and total == 176 and about(share(w, total), p), "89", "79")


@fact
def pc8(rows: Rows) -> tuple[bool, bool]:
    pct = share(task(rows, "Holidays", JOINTLY), task_total(rows, "Holidays"))
    return both_fillings(lambda w: about(pct, w), "96", "86")


@fact
def pc9(rows: Rows) -> tuple[bool, bool]:
    totals = {w: sum(tasks(rows, w).values()) for w in WHO}
    pct = share(totals[WIFE], sum(totals.values()))
    return both_fillings(lambda w: sum(totals.values()) == 1744 and about(pct, w), "34", "43")


@fact
def pc10(rows: Rows) -> tuple[bool, bool]:
    high, length = days(rows, "December", HIGH), month_length(rows, "December")
    return both_fillings(lambda w: high == 17 and length == 31 and about(share(high, length), w), "55", "17")


# words


@fact
def wo1(rows: Rows) -> tuple[bool, bool]:
    n = task(rows, "Repairs", HUSBAND)
    return n == 160, n == 150


@fact
def wo2(rows: Rows) -> tuple[bool, bool]:
    names = [r["task"] for r in rows[HT]]
    n = sum(leader(rows, t) == {JOINTLY} for t in names)
    return both_fillings(lambda k: len(names) == 13 and n == k, 6, 5)


@fact
def wo3(rows: Rows) -> tuple[bool, bool]:
    n = sum(leader(rows, r["task"]) == {HUSBAND} for r in rows[HT])
    return n == 2, n == 3


@fact
def wo4(rows: Rows) -> tuple[bool, bool]:
    never = {t for t, x in tasks(rows, WIFE).items() if x == 0}
    return never == {"Holidays", "Repairs"}, len(never) == 3 and {"Holidays", "Repairs"} <= never


@fact
def wo5(rows: Rows) -> tuple[bool, bool]:
    n = sum(x >= 10 for x in months(rows, LOW).values())
    return n == 8, n == 7


@fact
def wo6(rows: Rows) -> tuple[bool, bool]:
    n = sum(x >= 12 for x in months(rows, HIGH).values())
    return n == 4, n == 3


@fact
def wo7(rows: Rows) -> tuple[bool, bool]:
    seven = [m for m, x in months(rows, MEDIUM).items() if x == 7]
    return both_fillings(lambda k: len(seven) == k and seven[:4] == ["May", "June", "July", "August"], 4, 5)


@fact
def wo8(rows: Rows) -> tuple[bool, bool]:
    r = uss(rows, RATE)
    n = sum(x > 10 for x in r.values())
    return n == 4 and len(r) == 20, n == 3 and len(r) == 20


@fact
def wo9(rows: Rows) -> tuple[bool, bool]:
    n = sum(c < 0 for c in changes(uss(rows, INV)).values())
    return n == 6, n == 5


@fact
def wo10(rows: Rows) -> tuple[bool, bool]:
    n = sum(c < 0 for c in changes(mels(rows)).values())
    return n == 13, n == 12


# units_dates


@fact
def ud1(rows: Rows) -> tuple[bool, bool]:
    gnp = uss(rows, GNP)  # billions of dollars

    def first_over(dollars: float) -> int:
        return min(y for y, v in gnp.items() if v * 1e9 > dollars)

    return first_over(1e12) == 1971 and gnp[1971] == 1077.6, first_over(1e9) == 1971


@fact
def ud2(rows: Rows) -> tuple[bool, bool]:
    dollars = us(rows, 1982, GNP) * 1e9
    return about(dollars / 1e12, "3.07"), about(dollars / 1e9, "3.07")


@fact
def ud3(rows: Rows) -> tuple[bool, bool]:
    billions = us(rows, 1963, INV)
    return billions == 90.9, billions * 1000 == 90.9  # the false twin: the same number read as millions


@fact
def ud4(rows: Rows) -> tuple[bool, bool]:
    per_100000 = mel(rows, 1970)
    return per_100000 == 4.8, per_100000 * 10 == 4.8  # the false twin: the rate per million people


@fact
def ud5(rows: Rows) -> tuple[bool, bool]:
    m = mels(rows)
    first = min(y for y, v in m.items() if v >= 4)
    return both_fillings(lambda k: first == 1960 and first - min(m) == k, 24, 26)


@fact
def ud6(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda length: month_length(rows, "February") == length and days(rows, "February", HIGH) == 7, 29, 28)


@fact
def ud7(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda length: month_length(rows, "September") == length and days(rows, "September", LOW) == 5, 30, 31)


@fact
def ud8(rows: Rows) -> tuple[bool, bool]:
    low, high = us(rows, 1963, RATE), us(rows, 1981, RATE)
    return both_fillings(lambda k: low == 3.23 and high == 13.42 and 1981 - 1963 == k, 18, 16)


@fact
def ud9(rows: Rows) -> tuple[bool, bool]:
    doubled = us(rows, 1982, DEFLATOR) > 2 * us(rows, 1972, DEFLATOR)
    return both_fillings(lambda k: doubled and 1982 - 1972 == k, 10, 8)


@fact
def ud10(rows: Rows) -> tuple[bool, bool]:
    dollars = us(rows, 1981, INV) * 1e9
    return both_fillings(lambda half: us(rows, 1981, INV) == 474.9 and 0.9 * half <= dollars < half, 0.5e12, 0.5e9)
