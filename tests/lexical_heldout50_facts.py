"""The label checks of the fiftieth held-out set (``tests/test_lexical_heldout50.py``): one function per pair id that
recomputes, from the stored cells of ``tests/data/lexical_heldout50_tables.json``, whether the pair's true claim holds
and whether its false twin holds (``(True, False)`` when the labels are right)."""

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

DATA = Path(__file__).parent / "data" / "lexical_heldout50_tables.json"

AL = "g20_alcohol_consumption_2005_2008"
PO = "g20_population_2000_2013"
SN = "grand_rapids_snowfall_1981_2011"
UB = "household_utility_bills_2009"

FACTS: dict[str, Callable[[Rows], tuple[bool, bool]]] = {}

NOV, DEC, JAN, FEB, MAR, TOTAL = "november_in", "december_in", "january_in", "february_in", "march_in", "season_total_in"
WINTER = (NOV, DEC, JAN, FEB, MAR)
DAYS, TEMP, KWH, CCF, GAS, ELEC, BILL = ("billing_days", "average_temperature_f", "electricity_kwh", "gas_ccf",
                                         "gas_bill_usd", "electric_bill_usd", "total_bill_usd")
INCH_M = 0.0254  # metres in an inch
GALLON_L = 3.785411784  # litres in a US gallon


def fact(fn: Callable[[Rows], tuple[bool, bool]]) -> Callable[[Rows], tuple[bool, bool]]:
    FACTS[fn.__name__] = fn
    return fn


def rows_by_table() -> Rows:
    return heldout_pairs.rows_of(DATA)


def alc(rows: Rows, country: str, year: int) -> float:
    return keyed_number(rows, AL, country, f"litres_per_adult_{year}")


def alcs(rows: Rows, year: int) -> dict[str, float]:
    return keyed_column(rows, AL, f"litres_per_adult_{year}")


def alc_change(rows: Rows) -> dict[str, float]:
    """Country -> its 2008 consumption less its 2005 one."""
    a5, a8 = alcs(rows, 2005), alcs(rows, 2008)
    return {c: a8[c] - a5[c] for c in a5}


def pop(rows: Rows, country: str, year: int) -> float:
    return keyed_number(rows, PO, country, f"population_{year}")


def pops(rows: Rows, year: int) -> dict[str, float]:
    return keyed_column(rows, PO, f"population_{year}")


def pop_change(rows: Rows, start: int, end: int) -> dict[str, float]:
    a, b = pops(rows, start), pops(rows, end)
    return {c: b[c] - a[c] for c in a}


def pop_growth_pct(rows: Rows, start: int, end: int) -> dict[str, float]:
    a, b = pops(rows, start), pops(rows, end)
    return {c: 100 * (b[c] / a[c] - 1) for c in a}


def snow(rows: Rows, season: str, col: str = TOTAL) -> float:
    return keyed_number(rows, SN, season, col)


def snows(rows: Rows, col: str = TOTAL) -> dict[str, float]:
    return keyed_column(rows, SN, col)


def bill(rows: Rows, month: str, col: str) -> float:
    return keyed_number(rows, UB, month, col)


def bills(rows: Rows, col: str) -> dict[str, float]:
    return keyed_column(rows, UB, col)


def share(part: float, whole: float) -> float:
    return 100 * part / whole


def rank(values: dict, key, lowest: bool = False) -> int:
    """1 + the number of keys strictly ahead of ``key`` (highest first, or lowest first)."""
    x = values[key]
    return 1 + sum((v < x) if lowest else (v > x) for v in values.values())


def top(values: dict, lowest: bool = False) -> set:
    best = (min if lowest else max)(values.values())
    return {k for k, v in values.items() if v == best}


def the_top(values: dict, lowest: bool = False):
    """The one key with the highest (or lowest) value (a tie is a broken label)."""
    (key,) = top(values, lowest)
    return key


# wrong_entity


@fact
def we1(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda c: top_key(rows, AL, "litres_per_adult_2008") == c and alc(rows, c, 2008) == 16.23,
                         "Russia", "United Kingdom")


@fact
def we2(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda c: top_key(rows, AL, "litres_per_adult_2005", lowest=True) == c
                         and alc(rows, c, 2005) == 0.25, "Saudi Arabia", "Indonesia")


@fact
def we3(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda c: top_key(rows, PO, "population_2013") == c and pop(rows, c, 2013) == 1385566537,
                         "China", "India")


@fact
def we4(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda c: top_key(rows, PO, "population_2000", lowest=True) == c
                         and pop(rows, c, 2000) == 19259377, "Australia", "Saudi Arabia")


@fact
def we5(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda s: top_key(rows, SN, TOTAL) == s and snow(rows, s) == 107.0, "2007-08", "2008-09")


@fact
def we6(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda s: top_key(rows, SN, TOTAL, lowest=True) == s and snow(rows, s) == 35.9,
                         "1982-83", "1986-87")


@fact
def we7(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda s: top_key(rows, SN, DEC) == s and snow(rows, s, DEC) == 59.2, "2000-01", "2001-02")


@fact
def we8(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda m: top_key(rows, UB, BILL) == m and bill(rows, m, BILL) == 330.27, "January", "December")


@fact
def we9(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda m: top_key(rows, UB, GAS, lowest=True) == m and bill(rows, m, GAS) == 19.43,
                         "August", "July")


@fact
def we10(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda m: top_key(rows, UB, KWH) == m and bill(rows, m, KWH) == 1213, "December", "January")


# superlative


@fact
def su1(rows: Rows) -> tuple[bool, bool]:
    ch = alc_change(rows)
    rises = {c: x for c, x in ch.items() if x > 0}
    return both_fillings(lambda lowest: the_top(rises, lowest) == "Brazil" and about(ch["Brazil"], "0.92"), False, True)


@fact
def su2(rows: Rows) -> tuple[bool, bool]:
    ch = alc_change(rows)
    drops = {c: -x for c, x in ch.items() if x < 0}
    return both_fillings(lambda lowest: the_top(drops, lowest) == "France" and about(drops["France"], "1.18"), False, True)


@fact
def su3(rows: Rows) -> tuple[bool, bool]:
    g = pop_growth_pct(rows, 2000, 2013)
    return both_fillings(lambda lowest: the_top(g, lowest) == "Saudi Arabia" and about(g["Saudi Arabia"], "43"),
                         False, True)


@fact
def su4(rows: Rows) -> tuple[bool, bool]:
    ch = pop_change(rows, 2008, 2013)
    return both_fillings(lambda lowest: the_top(ch, lowest) == "India" and ch["India"] == 77477262, False, True)


@fact
def su5(rows: Rows) -> tuple[bool, bool]:
    p = pops(rows, 2008)
    return both_fillings(lambda k: len(p) == 18 and rank(p, "Indonesia") == k, 4, 3)


@fact
def su6(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, SN, FEB, lowest) == "2007-08" and snow(rows, "2007-08", FEB) == 41.6,
                         False, True)


@fact
def su7(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, SN, MAR, lowest) == "2008-09" and snow(rows, "2008-09", MAR) == 0.4,
                         True, False)


@fact
def su8(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, SN, JAN, lowest) == "1998-99" and snow(rows, "1998-99", JAN) == 46.8,
                         False, True)


@fact
def su9(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, UB, TEMP, lowest) == "January" and bill(rows, "January", TEMP) == 9,
                         True, False)


@fact
def su10(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_keys(rows, UB, DAYS, lowest) == {"December"} and bill(rows, "December", DAYS) == 36,
                         False, True)


# direction


@fact
def di1(rows: Rows) -> tuple[bool, bool]:
    a, b = alc(rows, "China", 2005), alc(rows, "China", 2008)
    return b < a, b > a


@fact
def di2(rows: Rows) -> tuple[bool, bool]:
    a, b = alc(rows, "South Africa", 2005), alc(rows, "South Africa", 2008)
    values = a == 9.46 and b == 10.16
    return values and b > a, values and b < a


@fact
def di3(rows: Rows) -> tuple[bool, bool]:
    it, us = alc(rows, "Italy", 2008), alc(rows, "United States", 2008)
    return both_fillings(lambda higher: (it > us) == higher and abs(it - us) < 0.1, True, False)


@fact
def di4(rows: Rows) -> tuple[bool, bool]:
    a, b = pop(rows, "Germany", 2000), pop(rows, "Germany", 2013)
    return b < a, b > a


@fact
def di5(rows: Rows) -> tuple[bool, bool]:
    a, b = pop(rows, "Japan", 2008), pop(rows, "Japan", 2013)
    return b < a, b > a


@fact
def di6(rows: Rows) -> tuple[bool, bool]:
    fr, uk = pop(rows, "France", 2000), pop(rows, "United Kingdom", 2000)
    return fr > uk, fr < uk


@fact
def di7(rows: Rows) -> tuple[bool, bool]:
    a, b = snow(rows, "2009-10"), snow(rows, "2010-11")
    return a < b, a > b


@fact
def di8(rows: Rows) -> tuple[bool, bool]:
    d, j = snow(rows, "2000-01", DEC), snow(rows, "2000-01", JAN)
    return d > 10 * j, d < j  # "far more": over ten times as much


@fact
def di9(rows: Rows) -> tuple[bool, bool]:
    s, a = bill(rows, "September", KWH), bill(rows, "August", KWH)
    return s > a, s < a


@fact
def di10(rows: Rows) -> tuple[bool, bool]:
    n, d = bill(rows, "November", GAS), bill(rows, "December", GAS)
    return d > n, d < n


# difference


@fact
def df1(rows: Rows) -> tuple[bool, bool]:
    gap = alc(rows, "Russia", 2008) - alc(rows, "United Kingdom", 2008)
    return both_fillings(lambda w: about(gap, w), "2.99", "3.99")


@fact
def df2(rows: Rows) -> tuple[bool, bool]:
    drop = alc(rows, "France", 2005) - alc(rows, "France", 2008)
    return both_fillings(lambda w: about(drop, w), "1.18", "1.81")


@fact
def df3(rows: Rows) -> tuple[bool, bool]:
    gap = pop(rows, "China", 2008) - pop(rows, "India", 2008)
    return gap == 168070270, gap == 186070270


@fact
def df4(rows: Rows) -> tuple[bool, bool]:
    gain = pop(rows, "United States", 2013) - pop(rows, "United States", 2000)
    return both_fillings(lambda w: about(gain / 1e6, w), "35.5", "53.5")


@fact
def df5(rows: Rows) -> tuple[bool, bool]:
    loss = pop(rows, "Russia", 2008) - pop(rows, "Russia", 2013)
    return loss == 843344, loss == 834344


@fact
def df6(rows: Rows) -> tuple[bool, bool]:
    gap = snow(rows, "2007-08") - snow(rows, "1982-83")
    return both_fillings(lambda w: about(gap, w), "71.1", "61.1")


@fact
def df7(rows: Rows) -> tuple[bool, bool]:
    j, f = snow(rows, "1998-99", JAN), snow(rows, "1998-99", FEB)
    return both_fillings(lambda w: j == 46.8 and about(j - f, w), "38.8", "28.8")


@fact
def df8(rows: Rows) -> tuple[bool, bool]:
    t = snows(rows)
    most, least = the_top(t), the_top(t, lowest=True)
    ratio = t[most] / t[least]
    return both_fillings(lambda k: most == "2007-08" and k - 0.1 <= ratio < k, 3, 4)  # "nearly k times"


@fact
def df9(rows: Rows) -> tuple[bool, bool]:
    gap = bill(rows, "January", GAS) - bill(rows, "August", GAS)
    return both_fillings(lambda w: about(gap, w), "206.29", "216.29")


@fact
def df10(rows: Rows) -> tuple[bool, bool]:
    gap = bill(rows, "December", ELEC) - bill(rows, "April", ELEC)
    return both_fillings(lambda w: about(gap, w), "96.73", "69.73")


# joined


@fact
def jo1(rows: Rows) -> tuple[bool, bool]:
    c = top_key(rows, AL, "litres_per_adult_2008")
    return both_fillings(lambda n: pop(rows, c, 2008) == n, 143677033, 142833689)


@fact
def jo2(rows: Rows) -> tuple[bool, bool]:
    c = top_key(rows, AL, "litres_per_adult_2008", lowest=True)
    return both_fillings(lambda n: pop(rows, c, 2008) == n, 26366358, 24690067)


@fact
def jo3(rows: Rows) -> tuple[bool, bool]:
    c = top_key(rows, PO, "population_2013")
    return both_fillings(lambda w: alc(rows, c, 2008) == w, 5.56, 5.91)


@fact
def jo4(rows: Rows) -> tuple[bool, bool]:
    p = pops(rows, 2005)
    (c,) = [k for k in p if rank(p, k) == 2]
    return both_fillings(lambda w: alc(rows, c, 2005) == w, 2.59, 2.69)


@fact
def jo5(rows: Rows) -> tuple[bool, bool]:
    c = the_top(alc_change(rows))
    return both_fillings(lambda w: about(pop(rows, c, 2008) / 1e6, w), "191.8", "186.1")


@fact
def jo6(rows: Rows) -> tuple[bool, bool]:
    ch = pop_change(rows, 2000, 2013)
    c = the_top(ch, lowest=True)
    return both_fillings(lambda w: ch[c] < 0 and alc(rows, c, 2008) == w, 16.23, 13.24)


@fact
def jo7(rows: Rows) -> tuple[bool, bool]:
    c = the_top(pop_growth_pct(rows, 2000, 2013))
    return both_fillings(lambda w: alc(rows, c, 2008) == w, 0.34, 0.56)


@fact
def jo8(rows: Rows) -> tuple[bool, bool]:
    c = the_top(alc_change(rows), lowest=True)
    return both_fillings(lambda n: pop(rows, c, 2008) == n, 62552614, 64291280)


@fact
def jo9(rows: Rows) -> tuple[bool, bool]:
    c = top_key(rows, PO, "population_2008", lowest=True)
    return both_fillings(lambda floor: alc(rows, c, 2008) > floor, 10, 11)


@fact
def jo10(rows: Rows) -> tuple[bool, bool]:
    fell = [c for c, x in alc_change(rows).items() if x < 0]
    p = pops(rows, 2008)
    c = the_top({k: p[k] for k in fell})
    return both_fillings(lambda n: p[c] == n, 1342732604, 1174662334)


# negation


@fact
def ne1(rows: Rows) -> tuple[bool, bool]:
    a = alcs(rows, 2008).values()
    return both_fillings(lambda cap: not any(x > cap for x in a), 17, 16)


@fact
def ne2(rows: Rows) -> tuple[bool, bool]:
    a = alcs(rows, 2005).values()
    return both_fillings(lambda floor: not any(x < floor for x in a), 0.2, 0.3)


@fact
def ne3(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda y: not any(x > 300e6 for c, x in pops(rows, y).items() if c not in ("China", "India")),
                         2005, 2008)


@fact
def ne4(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda y: not any(x < 20e6 for x in pops(rows, y).values()), 2005, 2000)


@fact
def ne5(rows: Rows) -> tuple[bool, bool]:
    t = snows(rows).values()
    return both_fillings(lambda floor: not any(x < floor for x in t), 35, 40)


@fact
def ne6(rows: Rows) -> tuple[bool, bool]:
    j = snows(rows, JAN).values()
    return both_fillings(lambda cap: not any(x > cap for x in j), 50, 45)


@fact
def ne7(rows: Rows) -> tuple[bool, bool]:
    t = snows(rows)
    return both_fillings(lambda after: not any(x < 60 for s, x in t.items() if s > after), "2001-02", "1996-97")


@fact
def ne8(rows: Rows) -> tuple[bool, bool]:
    m = snows(rows, MAR).values()
    return both_fillings(lambda cap: not any(x > cap for x in m), 25, 20)


@fact
def ne9(rows: Rows) -> tuple[bool, bool]:
    b = bills(rows, BILL).values()
    return both_fillings(lambda floor: not any(x < floor for x in b), 90, 100)


@fact
def ne10(rows: Rows) -> tuple[bool, bool]:
    g = bills(rows, GAS).values()
    return both_fillings(lambda cap: not any(x > cap for x in g), 250, 200)


# percent_vs_count


@fact
def pc1(rows: Rows) -> tuple[bool, bool]:
    pct = 100 * (alc(rows, "Brazil", 2008) / alc(rows, "Brazil", 2005) - 1)
    return both_fillings(lambda w: about(pct, w), "10", "92")


@fact
def pc2(rows: Rows) -> tuple[bool, bool]:
    pct = 100 * (1 - alc(rows, "France", 2008) / alc(rows, "France", 2005))
    return both_fillings(lambda w: about(pct, w), "9", "12")


@fact
def pc3(rows: Rows) -> tuple[bool, bool]:
    gain = pop(rows, "Saudi Arabia", 2013) - pop(rows, "Saudi Arabia", 2000)
    pct = pop_growth_pct(rows, 2000, 2013)["Saudi Arabia"]
    return both_fillings(lambda w: about(gain / 1e6, "8.7") and about(pct, w), "43", "8.7")


@fact
def pc4(rows: Rows) -> tuple[bool, bool]:
    p = pops(rows, 2013)
    pct = share(p["China"], sum(p.values()))
    return both_fillings(lambda w: about(pct, w), "32", "23")


@fact
def pc5(rows: Rows) -> tuple[bool, bool]:
    p = pops(rows, 2008)
    pct = share(p["China"] + p["India"], sum(p.values()))
    return both_fillings(lambda w: about(pct, w), "61", "51")


@fact
def pc6(rows: Rows) -> tuple[bool, bool]:
    ch = alc_change(rows)
    n = sum(x > 0 for x in ch.values())
    return both_fillings(lambda w: n == 10 and len(ch) == 18 and about(share(n, len(ch)), w), "56", "10")


@fact
def pc7(rows: Rows) -> tuple[bool, bool]:
    t = snows(rows)
    n = sum(x > 100 for x in t.values())
    return both_fillings(lambda pct: n == 3 and len(t) == 30 and share(n, len(t)) == pct, 10, 3)


@fact
def pc8(rows: Rows) -> tuple[bool, bool]:
    seasons = rows[SN]
    n = sum(all(float(r[JAN]) > float(r[m]) for m in WINTER if m != JAN) for r in seasons)
    return both_fillings(lambda pct: n == 12 and len(seasons) == 30 and share(n, len(seasons)) == pct, 40, 12)


@fact
def pc9(rows: Rows) -> tuple[bool, bool]:
    pct = share(sum(bills(rows, GAS).values()), sum(bills(rows, BILL).values()))
    return both_fillings(lambda w: about(pct, w), "45", "55")


@fact
def pc10(rows: Rows) -> tuple[bool, bool]:
    b = bills(rows, BILL)
    pct = share(b["January"], sum(b.values()))
    return both_fillings(lambda w: b["January"] == 330.27 and about(pct, w), "16", "33")


# words


@fact
def wo1(rows: Rows) -> tuple[bool, bool]:
    n = sum(x > 12 for x in alcs(rows, 2008).values())
    return n == 4, n == 5


@fact
def wo2(rows: Rows) -> tuple[bool, bool]:
    n = sum(x < 1 for x in alcs(rows, 2008).values())
    return n == 2, n == 3


@fact
def wo3(rows: Rows) -> tuple[bool, bool]:
    n = sum(x < 0 for x in pop_change(rows, 2008, 2013).values())
    return n == 3, n == 2


@fact
def wo4(rows: Rows) -> tuple[bool, bool]:
    n = sum(x > 1e9 for x in pops(rows, 2000).values())
    return n == 2, n == 3


@fact
def wo5(rows: Rows) -> tuple[bool, bool]:
    n = sum(x > 200e6 for x in pops(rows, 2013).values())
    return n == 5, n == 6


@fact
def wo6(rows: Rows) -> tuple[bool, bool]:
    t = snows(rows)
    n = sum(x >= 90 for x in t.values())
    return n == 5 and len(t) == 30, n == 4 and len(t) == 30


@fact
def wo7(rows: Rows) -> tuple[bool, bool]:
    n = sum(x == 0 for x in snows(rows, NOV).values())
    return n == 2, n == 3


@fact
def wo8(rows: Rows) -> tuple[bool, bool]:
    d, j = snows(rows, DEC), snows(rows, JAN)
    n = sum(d[s] > j[s] for s in d)
    return n == 14 and len(d) == 30, n == 16 and len(d) == 30


@fact
def wo9(rows: Rows) -> tuple[bool, bool]:
    n = sum(x < 32 for x in bills(rows, TEMP).values())
    return n == 3, n == 4


@fact
def wo10(rows: Rows) -> tuple[bool, bool]:
    b = bills(rows, BILL)
    n = sum(x > 120 for x in b.values())
    return n == 9 and len(b) == 12, n == 8 and len(b) == 12


# units_dates


@fact
def ud1(rows: Rows) -> tuple[bool, bool]:
    p = pop(rows, "China", 2013)
    return about(p / 1e9, "1.39"), about(p / 1e6, "1.39")


@fact
def ud2(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda y: about(pop(rows, "India", y) / 1e9, "1.04"), 2000, 2005)


@fact
def ud3(rows: Rows) -> tuple[bool, bool]:
    litres = alc(rows, "Russia", 2008)
    return about(litres, "16.2"), about(litres / GALLON_L, "16.2")  # the false twin: the same number as US gallons


@fact
def ud4(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda k: pop(rows, "Mexico", 2000 + k) == 122332399, 13, 8)


@fact
def ud5(rows: Rows) -> tuple[bool, bool]:
    # December of year Y falls in the season Y-(Y+1): December 2000 is the 2000-01 season's
    return both_fillings(lambda season: snow(rows, season, DEC) == 59.2, "2000-01", "2001-02")


@fact
def ud6(rows: Rows) -> tuple[bool, bool]:
    inches = snow(rows, "2007-08")
    return 8.5 <= inches / 12 < 9, 8.5 <= inches * INCH_M < 9  # "nearly 9 feet"; the false twin: "nearly 9 metres"


@fact
def ud7(rows: Rows) -> tuple[bool, bool]:
    # February of year Y falls in the season (Y-1)-Y: February 2008 is the 2007-08 season's
    return both_fillings(lambda season: snow(rows, season, FEB) == 41.6, "2007-08", "2006-07")


@fact
def ud8(rows: Rows) -> tuple[bool, bool]:
    f, days = bill(rows, "August", TEMP), bill(rows, "August", DAYS)
    return days == 29 and f == 72, days == 29 and f == 72 * 9 / 5 + 32  # the false twin: 72 degrees Celsius


@fact
def ud9(rows: Rows) -> tuple[bool, bool]:
    cubic_feet = 100 * bill(rows, "January", CCF)
    return both_fillings(lambda n: bill(rows, "January", CCF) == 211 and cubic_feet == n, 21100, 2110)


@fact
def ud10(rows: Rows) -> tuple[bool, bool]:
    kwh, days = bill(rows, "December", KWH), bill(rows, "December", DAYS)
    return about(kwh / days, "33.7") and days == 36, about(kwh / (days * 24), "33.7") and days == 36
