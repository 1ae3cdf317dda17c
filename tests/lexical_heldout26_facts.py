"""The label checks of the twenty-sixth held-out set (``tests/test_lexical_heldout26.py``): one function per pair id
that recomputes, from the stored cells of ``tests/data/lexical_heldout26_tables.json``, whether the pair's true claim
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
)

DATA = Path(__file__).parent / "data" / "lexical_heldout26_tables.json"

ECONOMY = "state_economy_1970_1986"
CAPITAL = "state_capital_stock_1986"
MICHIGAN = "michigan_economy_1970_1986"
FACTORS = "fama_french_factors_2008"
INDUSTRY = "industry_returns_late_2008"

GSP70, GSP86, JOBS, UNEMP = "gsp_1970_musd", "gsp_1986_musd", "employment_1986_thousands", "unemployment_1986_pct"
PUBLIC, HWY, WATER, UTIL, PRIVATE = ("public_capital_musd", "highways_musd", "water_sewer_musd", "utilities_other_musd",
                                     "private_capital_musd")
MKT, SMB, HML, MOM, RF = ("market_excess_return_pct", "small_minus_big_pct", "high_minus_low_pct", "momentum_pct",
                          "risk_free_rate_pct")
SEP, OCT, NOV, DEC = "september_2008_pct", "october_2008_pct", "november_2008_pct", "december_2008_pct"

FACTS: dict[str, Callable[[Rows], tuple[bool, bool]]] = {}


def fact(fn: Callable[[Rows], tuple[bool, bool]]) -> Callable[[Rows], tuple[bool, bool]]:
    FACTS[fn.__name__] = fn
    return fn


def rows_by_table() -> Rows:
    return heldout_pairs.rows_of(DATA)


def ranked(r: Rows, table: str, col: str, lowest: bool = False) -> list[str]:
    """The keys by ``col``, highest first (lowest first with ``lowest``); asserts no tie among the first three."""
    d = keyed_column(r, table, col)
    keys = sorted(d, key=lambda k: d[k], reverse=not lowest)
    assert len({d[k] for k in keys[:3]}) == 3, (table, col)
    return keys


def growth(r: Rows) -> dict[str, float]:
    """Each state's 1986 gross state product as a multiple of its 1970 one."""
    return {row["state"]: float(row[GSP86]) / float(row[GSP70]) for row in r[ECONOMY]}


def fastest(d: dict[str, float]) -> str:
    best = max(d.values())
    keys = [k for k, x in d.items() if x == best]
    assert len(keys) == 1, keys
    return keys[0]


def mich(r: Rows, year: int, col: str) -> float:
    return keyed_number(r, MICHIGAN, str(year), col)


def steps(r: Rows, col: str, first: int, last: int) -> list[float]:
    """The year-on-year changes of Michigan's ``col`` from ``first`` to ``last``."""
    return [mich(r, y + 1, col) - mich(r, y, col) for y in range(first, last)]


def states_where(r: Rows, pred: Callable[[dict[str, str]], bool]) -> list[str]:
    return [row["state"] for row in r[ECONOMY] if pred(row)]


def nearly(x: float, target: float) -> bool:
    """``x`` is "nearly" ``target``: under it, but by less than a tenth of it."""
    return 0.9 * target <= x < target


# wrong_entity -----------------------------------------------------------------------------------------------------

@fact
def we1(r):
    return both_fillings(lambda s: keyed_number(r, ECONOMY, s, GSP86) == 88827, "Georgia", "Colorado")


@fact
def we2(r):
    return both_fillings(lambda s: about(keyed_number(r, CAPITAL, s, HWY) / 1000, "18.3"), "Florida", "Minnesota")


@fact
def we3(r):
    return both_fillings(lambda y: mich(r, y, "unemployment_pct") == 16, 1982, 1983)


@fact
def we4(r):
    return both_fillings(lambda m: keyed_number(r, FACTORS, m, MOM) == 12.45, "2008-06", "2008-10")


@fact
def we5(r):
    return both_fillings(lambda i: keyed_number(r, INDUSTRY, i, OCT) == -32.63, "Durables", "Manufacturing")


@fact
def we6(r):
    return both_fillings(lambda s: keyed_number(r, ECONOMY, s, UNEMP) == 12, "Mississippi", "Kentucky")


@fact
def we7(r):
    return both_fillings(lambda s: about(keyed_number(r, CAPITAL, s, WATER), "492"), "Delaware", "Idaho")


@fact
def we8(r):
    return both_fillings(lambda s: about(keyed_number(r, ECONOMY, s, JOBS) / 1000, "4.6"), "Florida", "Illinois")


@fact
def we9(r):
    return both_fillings(lambda i: keyed_number(r, INDUSTRY, i, DEC) == 6.74, "Health care", "Retail")


@fact
def we10(r):
    return both_fillings(lambda s: about(keyed_number(r, CAPITAL, s, PRIVATE) / 1000, "134.6"), "Louisiana", "Florida")


# superlative ------------------------------------------------------------------------------------------------------

@fact
def su1(r):
    def holds(state, rate):
        return top_key(r, ECONOMY, UNEMP) == state and keyed_number(r, ECONOMY, state, UNEMP) == rate
    return holds("Louisiana", 13), holds("Mississippi", 12)


@fact
def su2(r):
    return both_fillings(lambda s: fastest(growth(r)) == s, "Arizona", "Florida")


@fact
def su3(r):
    order = ranked(r, ECONOMY, JOBS)
    return both_fillings(lambda s: order[0] == "California" and order[1] == s, "Illinois", "Florida")


@fact
def su4(r):
    share = {row["state"]: float(row[HWY]) / float(row[PUBLIC]) for row in r[CAPITAL]}
    return both_fillings(lambda s: fastest(share) == s, "Montana", "Idaho")


@fact
def su5(r):
    def holds(state, value):
        return top_key(r, CAPITAL, WATER, lowest=True) == state and about(keyed_number(r, CAPITAL, state, WATER), value)
    return holds("Idaho", "406"), holds("Delaware", "492")


@fact
def su6(r):
    def holds(year, value):
        return top_key(r, MICHIGAN, "gsp_musd") == str(year) and mich(r, year, "gsp_musd") == value
    return holds(1986, 136433), holds(1978, 135247)


@fact
def su7(r):
    def holds(year, rate):
        return top_key(r, MICHIGAN, "unemployment_pct", lowest=True) == str(year) and mich(r, year, "unemployment_pct") == rate
    return holds(1973, 5.8), holds(1970, 6.7)


@fact
def su8(r):
    def holds(month, gap):
        return top_key(r, FACTORS, MKT, lowest=True) == month and keyed_number(r, FACTORS, month, MKT) == -gap
    return holds("2008-10", 17.23), holds("2008-09", 9.24)


@fact
def su9(r):
    return both_fillings(lambda i: top_key(r, INDUSTRY, OCT, lowest=True) == i, "Durables", "Finance")


@fact
def su10(r):
    def holds(industry, gain):
        return top_key(r, INDUSTRY, DEC) == industry and keyed_number(r, INDUSTRY, industry, DEC) == gain
    return holds("Health care", 6.74), holds("Retail", 4.91)


# direction --------------------------------------------------------------------------------------------------------

@fact
def di1(r):
    change = mich(r, 1982, "unemployment_pct") - mich(r, 1981, "unemployment_pct")
    return change > 0, change < 0


@fact
def di2(r):
    changes = steps(r, "public_capital_musd", 1981, 1986)
    return all(c < 0 for c in changes), all(c > 0 for c in changes)


@fact
def di3(r):
    changes = steps(r, "gsp_musd", 1973, 1975)
    return all(c < 0 for c in changes), all(c > 0 for c in changes)


@fact
def di4(r):
    change = keyed_number(r, ECONOMY, "Louisiana", GSP86) - keyed_number(r, ECONOMY, "Louisiana", GSP70)
    return change > 0, change < 0


@fact
def di5(r):
    sep, oct_ = (keyed_number(r, FACTORS, m, HML) for m in ("2008-09", "2008-10"))
    return sep > 0 > oct_, sep < 0 < oct_


@fact
def di6(r):
    rf = keyed_column(r, FACTORS, RF)

    months = sorted(rf)
    assert len(months) == 12 and months[-1] == "2008-12"

    def fell_in_each_of_last(n):  # each of the last n months below the month before it
        return all(rf[months[i]] < rf[months[i - 1]] for i in range(12 - n, 12))
    return fell_in_each_of_last(3), fell_in_each_of_last(5)


@fact
def di7(r):
    sep, oct_ = (keyed_number(r, INDUSTRY, "Utilities", c) for c in (SEP, OCT))
    return 0 > oct_ > sep, 0 > sep > oct_


@fact
def di8(r):
    nov, dec = (keyed_number(r, INDUSTRY, "Energy", c) for c in (NOV, DEC))
    return nov < 0 and dec == -3.13, dec == 3.13


@fact
def di9(r):
    ct, de = (keyed_number(r, ECONOMY, s, UNEMP) for s in ("Connecticut", "Delaware"))
    return ct < de, ct > de


@fact
def di10(r):
    change = mich(r, 1981, "private_capital_musd") - mich(r, 1980, "private_capital_musd")
    return change < 0, change > 0


# difference -------------------------------------------------------------------------------------------------------

@fact
def df1(r):
    gain = keyed_number(r, ECONOMY, "California", GSP86) - keyed_number(r, ECONOMY, "California", GSP70)
    return both_fillings(lambda x: gain == x, 200617, 210617)


@fact
def df2(r):
    gap = keyed_number(r, CAPITAL, "California", PUBLIC) - keyed_number(r, CAPITAL, "Illinois", PUBLIC)
    return both_fillings(lambda x: about(gap / 1000, x), "74.3", "64.3")


@fact
def df3(r):
    gap = mich(r, 1982, "unemployment_pct") - mich(r, 1973, "unemployment_pct")
    return both_fillings(lambda x: abs(gap - x) < 1e-9, 10.2, 9.2)


@fact
def df4(r):
    gap = keyed_number(r, FACTORS, "2008-09", MKT) - keyed_number(r, FACTORS, "2008-10", MKT)
    return both_fillings(lambda x: abs(gap - x) < 1e-9, 7.99, 6.99)


@fact
def df5(r):
    gap = keyed_number(r, INDUSTRY, "Telecoms", NOV) - keyed_number(r, INDUSTRY, "Finance", NOV)
    return both_fillings(lambda x: abs(gap - x) < 1e-9, 11.56, 10.56)


@fact
def df6(r):
    gap = keyed_number(r, ECONOMY, "Louisiana", UNEMP) - keyed_number(r, ECONOMY, "Connecticut", UNEMP)
    return both_fillings(lambda x: abs(gap - x) < 1e-9, 9.2, 8.2)


@fact
def df7(r):
    added = round(1000 * (mich(r, 1986, "employment_thousands") - mich(r, 1970, "employment_thousands")))
    return both_fillings(lambda x: added == x, 658300, 558300)


@fact
def df8(r):
    gap = keyed_number(r, CAPITAL, "Minnesota", HWY) - keyed_number(r, CAPITAL, "Minnesota", UTIL)
    return both_fillings(lambda x: about(gap / 1000, x), "1.07", "1.27")


@fact
def df9(r):
    june, july = (keyed_number(r, FACTORS, m, MOM) for m in ("2008-06", "2008-07"))
    return both_fillings(lambda x: june == 12.45 and july == -5.2 and abs(june - july - x) < 1e-9, 17.65, 16.65)


@fact
def df10(r):
    gain = keyed_number(r, ECONOMY, "Florida", GSP86) - keyed_number(r, ECONOMY, "Florida", GSP70)
    return both_fillings(lambda x: gain == x, 82628, 83628)


# joined -----------------------------------------------------------------------------------------------------------

@fact
def jo1(r):
    worst = top_key(r, ECONOMY, UNEMP)
    return both_fillings(lambda x: about(keyed_number(r, CAPITAL, worst, HWY) / 1000, x), "13.3", "6.7")


@fact
def jo2(r):
    most = top_key(r, ECONOMY, JOBS)
    return both_fillings(lambda x: most == "California" and about(keyed_number(r, CAPITAL, most, PRIVATE) / 1000, x),
                         "363.8", "263.8")


@fact
def jo3(r):
    def holds(state, value):
        return top_key(r, ECONOMY, GSP86, lowest=True) == state and about(keyed_number(r, CAPITAL, state, PUBLIC) / 1000, value)
    return holds("Delaware", "4.7"), holds("Montana", "6.1")


@fact
def jo4(r):
    low = states_where(r, lambda row: float(row[UNEMP]) < 5)
    assert len(low) == 4
    best = max(low, key=lambda s: keyed_number(r, CAPITAL, s, PUBLIC))
    return both_fillings(lambda s: best == s, "Massachusetts", "Maryland")


@fact
def jo5(r):
    high = states_where(r, lambda row: float(row[UNEMP]) >= 10)
    total = sum(keyed_number(r, CAPITAL, s, PUBLIC) for s in high)
    return both_fillings(lambda x: sorted(high) == ["Louisiana", "Mississippi"] and about(total / 1000, x), "39.0", "41.0")


@fact
def jo6(r):
    per_job = {s: keyed_number(r, CAPITAL, s, PUBLIC) / keyed_number(r, ECONOMY, s, JOBS) for s in keyed_column(r, ECONOMY, JOBS)}
    best = fastest(per_job)  # millions of dollars per thousand jobs: thousands of dollars of public capital per job
    return both_fillings(lambda s: best == s and about(per_job[s] * 1000, "22,200"), "Montana", "Louisiana")


@fact
def jo7(r):
    state = fastest(growth(r))
    hwy, util = keyed_number(r, CAPITAL, state, HWY), keyed_number(r, CAPITAL, state, UTIL)
    return state == "Arizona" and util > hwy, state == "Arizona" and hwy > util


@fact
def jo8(r):
    def holds(pred):
        chosen = states_where(r, pred)
        return len(chosen) >= 2 and all(keyed_number(r, CAPITAL, s, HWY) > keyed_number(r, CAPITAL, s, UTIL) for s in chosen)
    return holds(lambda row: float(row[UNEMP]) > 9), holds(lambda row: float(row[UNEMP]) < 5)


@fact
def jo9(r):
    ratio = keyed_number(r, CAPITAL, "Montana", PRIVATE) / keyed_number(r, ECONOMY, "Montana", GSP86)
    return both_fillings(lambda x: about(ratio, x), "1.8", "2.8")


@fact
def jo10(r):
    top3 = ranked(r, ECONOMY, GSP86)[:3]
    total = sum(keyed_number(r, CAPITAL, s, PUBLIC) for s in top3)
    return both_fillings(lambda x: set(top3) == {"California", "Illinois", "Florida"} and about(total / 1000, x),
                         "256.1", "265.1")


# negation ---------------------------------------------------------------------------------------------------------

@fact
def ne1(r):
    rates = keyed_column(r, ECONOMY, UNEMP).values()
    return both_fillings(lambda x: not any(v < x for v in rates), 3.8, 4)


@fact
def ne2(r):
    rates = keyed_column(r, MICHIGAN, "unemployment_pct").values()
    return both_fillings(lambda x: not any(v < x for v in rates), 5, 6)


@fact
def ne3(r):
    excess = keyed_column(r, FACTORS, MKT).values()
    return both_fillings(lambda x: not any(v > x for v in excess), 5, 4)


@fact
def ne4(r):
    return both_fillings(lambda col: not any(v > 0 for v in keyed_column(r, INDUSTRY, col).values()), OCT, NOV)


@fact
def ne5(r):
    ratios = [float(row[PUBLIC]) / float(row[PRIVATE]) for row in r[CAPITAL]]
    return both_fillings(lambda x: not any(v >= x for v in ratios), 2 / 3, 1 / 2)


@fact
def ne6(r):
    return both_fillings(lambda s: not growth(r)[s] >= 1.1, "Louisiana", "Illinois")


@fact
def ne7(r):
    jobs = keyed_column(r, MICHIGAN, "employment_thousands").values()
    return both_fillings(lambda x: not any(v >= x for v in jobs), 3700, 3600)


@fact
def ne8(r):
    return both_fillings(lambda i: not keyed_number(r, INDUSTRY, i, DEC) < 0, "Health care", "Energy")


@fact
def ne9(r):
    return both_fillings(lambda months: not any(keyed_number(r, FACTORS, m, SMB) > 0 for m in months),
                         ("2008-01", "2008-02"), ("2008-02", "2008-03"))


@fact
def ne10(r):
    others = [row for row in r[CAPITAL] if row["state"] not in ("California", "Illinois")]
    return both_fillings(lambda x: not any(float(row[PRIVATE]) > x for row in others), 140000, 130000)


# percent_vs_count -------------------------------------------------------------------------------------------------

@fact
def pc1(r):
    n = len(states_where(r, lambda row: float(row[UNEMP]) > 8))
    return both_fillings(lambda x: n == 9 and len(r[ECONOMY]) == 24 and abs(100 * n / 24 - x) < 1e-9, 37.5, 42.5)


@fact
def pc2(r):
    total = sum(keyed_column(r, ECONOMY, GSP86).values())
    share = 100 * keyed_number(r, ECONOMY, "California", GSP86) / total
    return both_fillings(lambda x: about(share, x), "24", "34")


@fact
def pc3(r):
    changes = steps(r, "employment_thousands", 1970, 1986)
    ups = sum(c > 0 for c in changes)
    return both_fillings(lambda x: len(changes) == 16 and ups == 10 and abs(100 * ups / 16 - x) < 1e-9, 62.5, 72.5)


@fact
def pc4(r):
    share = 100 * keyed_number(r, CAPITAL, "Iowa", HWY) / keyed_number(r, CAPITAL, "Iowa", PUBLIC)
    return both_fillings(lambda x: about(share, x), "56", "65")


@fact
def pc5(r):
    dec = keyed_column(r, INDUSTRY, DEC)
    losers = sum(v < 0 for v in dec.values())
    return both_fillings(lambda x: losers == 3 and len(dec) == 12 and abs(100 * losers / 12 - x) < 1e-9, 25, 20)


@fact
def pc6(r):
    excess = keyed_column(r, FACTORS, MKT)
    beat = sum(v > 0 for v in excess.values())
    return both_fillings(lambda x: beat == 4 and len(excess) == 12 and about(100 * beat / 12, x), "33", "40")


@fact
def pc7(r):
    rise = 100 * (growth(r)["Florida"] - 1)
    return both_fillings(lambda x: about(rise, x), "119", "219")


@fact
def pc8(r):
    share = 100 * keyed_number(r, CAPITAL, "California", WATER) / keyed_number(r, CAPITAL, "California", PUBLIC)
    return both_fillings(lambda x: about(share, x), "18", "28")


@fact
def pc9(r):
    drop = 100 * (1 - mich(r, 1982, "gsp_musd") / mich(r, 1979, "gsp_musd"))
    return both_fillings(lambda x: about(drop, x), "18", "12")


@fact
def pc10(r):
    octo = keyed_column(r, INDUSTRY, OCT)
    n = sum(v < -15 for v in octo.values())
    return both_fillings(lambda x: n == 9 and len(octo) == 12 and abs(100 * n / 12 - x) < 1e-9, 75, 80)


# words ------------------------------------------------------------------------------------------------------------

@fact
def wo1(r):
    ratio = keyed_number(r, ECONOMY, "Mississippi", UNEMP) / keyed_number(r, ECONOMY, "Massachusetts", UNEMP)
    return ratio > 3, ratio > 4


@fact
def wo2(r):
    g = growth(r)["Arizona"]
    return g > 2, g > 3


@fact
def wo3(r):
    n = len(states_where(r, lambda row: float(row[UNEMP]) < 5))
    return n == 4, n == 5


@fact
def wo4(r):
    rates = keyed_column(r, MICHIGAN, "unemployment_pct")
    n = sum(v >= 10 for v in rates.values())
    return both_fillings(lambda x: len(rates) == 17 and n == x, 6, 5)


@fact
def wo5(r):
    loss = -keyed_number(r, INDUSTRY, "Durables", OCT)
    return nearly(loss, 100 / 3), nearly(loss, 50)


@fact
def wo6(r):
    ratio = keyed_number(r, CAPITAL, "California", PRIVATE) / keyed_number(r, CAPITAL, "Illinois", PRIVATE)
    return ratio > 2, ratio > 3


@fact
def wo7(r):
    n = sum(v < 0 for v in keyed_column(r, FACTORS, MKT).values())
    return n == 8, n == 7


@fact
def wo8(r):
    order = ranked(r, MICHIGAN, "unemployment_pct")
    return order[1] == "1983", order[2] == "1983"


@fact
def wo9(r):
    n = len(states_where(r, lambda row: float(row[JOBS]) < 500))
    return n == 4, n == 3


@fact
def wo10(r):
    ratio = keyed_number(r, INDUSTRY, "Finance", NOV) / keyed_number(r, INDUSTRY, "Telecoms", NOV)
    return both_fillings(lambda x: about(ratio, x), "6", "5")


# units_dates ------------------------------------------------------------------------------------------------------

@fact
def ud1(r):
    gsp = keyed_number(r, ECONOMY, "California", GSP86)
    return both_fillings(lambda x: gsp == 464550 and about(gsp / 1000, x), "465", "46.5")


@fact
def ud2(r):
    return both_fillings(lambda m: keyed_number(r, FACTORS, m, RF) == 0.21, "2008-01", "2008-02")


@fact
def ud3(r):
    peak = int(top_key(r, MICHIGAN, "unemployment_pct"))
    low = int(top_key(r, MICHIGAN, "unemployment_pct", lowest=True))
    return both_fillings(lambda n: peak == 1982 and low == 1973 and peak - low == n, 9, 8)


@fact
def ud4(r):
    water = keyed_number(r, CAPITAL, "Idaho", WATER)
    return both_fillings(lambda x: water == 406.41 and about(water / 1000, x), "0.41", "4.1")


@fact
def ud5(r):
    jobs = round(1000 * keyed_number(r, ECONOMY, "Montana", JOBS))
    return both_fillings(lambda x: jobs == x, 275400, 27540)


@fact
def ud6(r):
    excess = keyed_column(r, FACTORS, MKT)

    def total_to(last):
        return sum(v for m, v in excess.items() if "2008-01" <= m <= last)
    return both_fillings(lambda last: about(total_to(last), "-12.4"), "2008-06", "2008-05")


@fact
def ud7(r):
    return both_fillings(lambda col: keyed_number(r, INDUSTRY, "Health care", col) == -10.96, OCT, SEP)


@fact
def ud8(r):
    gain = mich(r, 1986, "gsp_musd") - mich(r, 1982, "gsp_musd")
    return both_fillings(lambda x: about(gain / 1000, x), "27.8", "278")


@fact
def ud9(r):
    rf = keyed_number(r, FACTORS, "2008-01", RF)
    return both_fillings(lambda x: rf == 0.21 and about(12 * rf, x), "2.5", "1.5")


@fact
def ud10(r):
    g = growth(r)["Georgia"]
    return both_fillings(lambda years: g > 2 and 1986 - 1970 == years, 16, 14)
