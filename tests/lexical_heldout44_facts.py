"""The label checks of the forty-fourth held-out set (``tests/test_lexical_heldout44.py``): one function per pair id
that recomputes, from the stored cells of ``tests/data/lexical_heldout44_tables.json``, whether the pair's true claim
holds and whether its false twin holds (``(True, False)`` when the labels are right)."""

from __future__ import annotations

from collections import Counter
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
    top_keys,
)

DATA = Path(__file__).parent / "data" / "lexical_heldout44_tables.json"

MA = "new_york_city_marathon_winners_2000_2019"
SA = "south_africa_indicators_2003_2018"
PR = "us_state_and_federal_prisoners_2000_2019"
UK = "united_kingdom_regions_finances_2011"

FACTS: dict[str, Callable[[Rows], tuple[bool, bool]]] = {}

ELEC, STARTUP, CO2, GDP, GNI = ("access_to_electricity_pct", "business_startup_cost_pct_of_gni", "co2_emissions_kt",
                                "gdp_per_capita_ppp_dollars", "gni_per_capita_ppp_dollars")
PRIS, RATE, MALE, MRATE, FEM, FRATE = ("prisoners", "prisoners_per_100k", "male_prisoners", "male_prisoners_per_100k_men",
                                       "female_prisoners", "female_prisoners_per_100k_women")
DEBT, UNEMP, HOUSE, PAY, RPI = ("average_debt_gbp", "unemployment_pct", "average_house_price_gbp", "average_hourly_pay_gbp",
                                "retail_price_index")
SE = "South East (inc. London)"


def fact(fn: Callable[[Rows], tuple[bool, bool]]) -> Callable[[Rows], tuple[bool, bool]]:
    FACTS[fn.__name__] = fn
    return fn


def rows_by_table() -> Rows:
    return heldout_pairs.rows_of(DATA)


def seconds(hms: str) -> int:
    """A stored ``HH:MM:SS`` time as whole seconds."""
    h, m, s = (int(x) for x in hms.split(":"))
    return 3600 * h + 60 * m + s


def race(rows: Rows, year: int, col: str) -> str:
    return keyed_cell(rows, MA, str(year), col)


def times(rows: Rows, sex: str) -> dict[int, int]:
    """Year -> the winning time of ``sex`` ("men" or "women") in seconds."""
    return {int(r["year"]): seconds(r[f"{sex}_time"]) for r in rows[MA]}


def winners(rows: Rows, sex: str, col: str = "winner") -> dict[int, str]:
    """Year -> the ``sex``'s winner (or ``col="country"``: the winner's country)."""
    return {int(r["year"]): r[f"{sex}_{col}"] for r in rows[MA]}


def sa(rows: Rows, year: int, col: str) -> float:
    return keyed_number(rows, SA, str(year), col)


def sas(rows: Rows, col: str) -> dict[int, float]:
    return {int(k): v for k, v in keyed_column(rows, SA, col).items()}


def pr(rows: Rows, year: int, col: str) -> float:
    return keyed_number(rows, PR, str(year), col)


def prs(rows: Rows, col: str) -> dict[int, float]:
    return {int(k): v for k, v in keyed_column(rows, PR, col).items()}


def uk(rows: Rows, region: str, col: str) -> float:
    return keyed_number(rows, UK, region, col)


def uks(rows: Rows, col: str) -> dict[str, float]:
    return keyed_column(rows, UK, col)


def changes(values: dict[int, float]) -> dict[int, float]:
    """Year -> its value less the year before's (for every year whose year before is stored)."""
    return {y: v - values[y - 1] for y, v in values.items() if y - 1 in values}


def top(values: dict, lowest: bool = False) -> set:
    best = (min if lowest else max)(values.values())
    return {k for k, v in values.items() if v == best}


def rank(values: dict, key, lowest: bool = False) -> int:
    """1 + the number of keys strictly ahead of ``key`` (highest first, or lowest first)."""
    x = values[key]
    return 1 + sum((v < x) if lowest else (v > x) for v in values.values())


def share(part: float, whole: float) -> float:
    return 100 * part / whole


# wrong_entity


@fact
def we1(rows: Rows) -> tuple[bool, bool]:
    (year,) = top(times(rows, "men"), lowest=True)
    return both_fillings(lambda w: winners(rows, "men")[year] == w and race(rows, year, "men_time") == "02:05:06",
                         "Geoffrey Mutai", "Lelisa Desisa")


@fact
def we2(rows: Rows) -> tuple[bool, bool]:
    (year,) = top(times(rows, "women"), lowest=True)
    return both_fillings(lambda w: year == 2003 and winners(rows, "women")[year] == w
                         and race(rows, year, "women_time") == "02:22:31", "Margaret Okayo", "Joyciline Jepkosgei")


@fact
def we3(rows: Rows) -> tuple[bool, bool]:
    (year,) = top(times(rows, "women"))
    return both_fillings(lambda w: year == 2009 and winners(rows, "women")[year] == w
                         and race(rows, year, "women_time") == "02:28:52", "Derartu Tulu", "Edna Kiplagat")


@fact
def we4(rows: Rows) -> tuple[bool, bool]:
    wins = Counter(winners(rows, "women").values())
    return both_fillings(lambda w: top(wins) == {w} and wins[w] == 4, "Mary Keitany", "Paula Radcliffe")


@fact
def we5(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda r: top_key(rows, UK, HOUSE) == r and uk(rows, r, HOUSE) == 306842, SE, "East Anglia")


@fact
def we6(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda r: top_key(rows, UK, UNEMP) == r and uk(rows, r, UNEMP) == 7.3, "Northern Ireland", "North East")


@fact
def we7(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda r: top_key(rows, UK, DEBT, lowest=True) == r and uk(rows, r, DEBT) == 8006.06, "Wales", "Scotland")


@fact
def we8(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda y: top_key(rows, PR, PRIS) == str(y) and pr(rows, y, PRIS) == 1553574, 2009, 2010)


@fact
def we9(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda y: top_key(rows, SA, GDP) == str(y) and sa(rows, y, GDP) == 12884, 2014, 2013)


@fact
def we10(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda r: top_key(rows, UK, RPI, lowest=True) == r and uk(rows, r, RPI) == 97.0,
                         "Yorkshire & Humber", "North East")


# superlative


@fact
def su1(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: len(rows[UK]) == 11 and top_key(rows, UK, UNEMP, lowest) == "South West"
                         and uk(rows, "South West", UNEMP) == 3.2, True, False)


@fact
def su2(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, UK, PAY, lowest) == "Northern Ireland"
                         and uk(rows, "Northern Ireland", PAY) == 10.5, True, False)


@fact
def su3(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: len(rows[PR]) == 20 and top_keys(rows, PR, RATE, lowest) == {"2019"}
                         and pr(rows, 2019, RATE) == 419, True, False)


@fact
def su4(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, SA, ELEC, lowest) == "2003" and sa(rows, 2003, ELEC) == 78.8, True, False)


@fact
def su5(rows: Rows) -> tuple[bool, bool]:
    t = times(rows, "men")
    return both_fillings(lambda lowest: len(t) == 19 and top(t, lowest) == {2014} and race(rows, 2014, "men_time") == "02:10:59",
                         False, True)


@fact
def su6(rows: Rows) -> tuple[bool, bool]:
    men, women = times(rows, "men"), times(rows, "women")
    gap = {y: women[y] - men[y] for y in men}
    return both_fillings(lambda lowest: top(gap, lowest) == {2003} and gap[2003] == 12 * 60 + 1, True, False)


@fact
def su7(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda k: rank(uks(rows, HOUSE), "East Anglia") == k, 2, 3)


@fact
def su8(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_keys(rows, PR, FRATE, lowest) == {"2007", "2008"}
                         and pr(rows, 2007, FRATE) == pr(rows, 2008, FRATE) == 69, False, True)


@fact
def su9(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, SA, CO2, lowest) == "2014" and sa(rows, 2014, CO2) == 447980, False, True)


@fact
def su10(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda k: uk(rows, "Scotland", PAY) == 12.28 and rank(uks(rows, PAY), "Scotland") == k, 3, 2)


# direction


@fact
def di1(rows: Rows) -> tuple[bool, bool]:
    a, b = pr(rows, 2012, PRIS), pr(rows, 2013, PRIS)
    return b > a, b < a


@fact
def di2(rows: Rows) -> tuple[bool, bool]:
    a, b = sa(rows, 2008, GDP), sa(rows, 2009, GDP)
    return b < a, b > a


@fact
def di3(rows: Rows) -> tuple[bool, bool]:
    a, b = sa(rows, 2016, ELEC), sa(rows, 2015, ELEC)
    values = a == 84.2 and b == 85.3
    return values and a < b, values and a > b


@fact
def di4(rows: Rows) -> tuple[bool, bool]:
    t = times(rows, "men")
    return t[2019] < t[2017], t[2019] > t[2017]


@fact
def di5(rows: Rows) -> tuple[bool, bool]:
    t, w = times(rows, "women"), winners(rows, "women")
    values = w[2018] == w[2015] == "Mary Keitany" and race(rows, 2018, "women_time") == "02:22:48" \
        and race(rows, 2015, "women_time") == "02:24:25"
    return values and t[2018] < t[2015], values and t[2018] > t[2015]


@fact
def di6(rows: Rows) -> tuple[bool, bool]:
    c = [v for y, v in changes(prs(rows, MRATE)).items() if 2009 <= y <= 2019]
    return len(c) == 11 and all(x < 0 for x in c), len(c) == 11 and all(x > 0 for x in c)


@fact
def di7(rows: Rows) -> tuple[bool, bool]:
    a, b = uk(rows, "Scotland", UNEMP), uk(rows, "Wales", UNEMP)
    return 0 < a - b <= 0.5, 0 < b - a <= 0.5


@fact
def di8(rows: Rows) -> tuple[bool, bool]:
    a, b = uk(rows, "North East", DEBT), uk(rows, "Scotland", DEBT)
    values = a == 8729.6 and b == 8398.8
    return values and a > b, values and a < b


@fact
def di9(rows: Rows) -> tuple[bool, bool]:
    f = pr(rows, 2014, FEM) - pr(rows, 2013, FEM)
    total = pr(rows, 2014, PRIS) - pr(rows, 2013, PRIS)
    return f > 0 and total < 0, f < 0 and total < 0


@fact
def di10(rows: Rows) -> tuple[bool, bool]:
    a, b = sa(rows, 2014, CO2), sa(rows, 2015, CO2)
    return b < a, b > a


# difference


@fact
def df1(rows: Rows) -> tuple[bool, bool]:
    gap = pr(rows, 2009, PRIS) - pr(rows, 2000, PRIS)
    return gap == 222296, gap == 212296


@fact
def df2(rows: Rows) -> tuple[bool, bool]:
    gap = pr(rows, 2009, PRIS) - pr(rows, 2019, PRIS)
    return gap == 173147, gap == 183147


@fact
def df3(rows: Rows) -> tuple[bool, bool]:
    gap = sa(rows, 2014, ELEC) - sa(rows, 2003, ELEC)
    return both_fillings(lambda w: about(gap, w), "7.2", "8.2")


@fact
def df4(rows: Rows) -> tuple[bool, bool]:
    gap = uk(rows, SE, HOUSE) - uk(rows, "North East", HOUSE)
    return gap == 173382, gap == 163382


@fact
def df5(rows: Rows) -> tuple[bool, bool]:
    gap = uk(rows, SE, PAY) - uk(rows, "Northern Ireland", PAY)
    return both_fillings(lambda w: about(gap, w), "4.38", "3.38")


@fact
def df6(rows: Rows) -> tuple[bool, bool]:
    t, w = times(rows, "men"), winners(rows, "men")
    gap = t[2013] - t[2011]
    return both_fillings(lambda s: w[2011] == w[2013] == "Geoffrey Mutai" and gap == 3 * 60 + s, 18, 8)


@fact
def df7(rows: Rows) -> tuple[bool, bool]:
    gap = times(rows, "women")[2010] - times(rows, "men")[2010]
    return both_fillings(lambda m: gap == 60 * m + 6, 20, 21)


@fact
def df8(rows: Rows) -> tuple[bool, bool]:
    ratio = pr(rows, 2000, MRATE) / pr(rows, 2000, FRATE)
    return both_fillings(lambda w: about(ratio, w), "15.5", "13.5")


@fact
def df9(rows: Rows) -> tuple[bool, bool]:
    gap = sa(rows, 2014, CO2) - sa(rows, 2003, CO2)
    return gap == 94870, gap == 84870


@fact
def df10(rows: Rows) -> tuple[bool, bool]:
    gap = uk(rows, SE, RPI) - uk(rows, "Yorkshire & Humber", RPI)
    return both_fillings(lambda w: about(gap, w), "5.3", "4.3")


# joined


@fact
def jo1(rows: Rows) -> tuple[bool, bool]:
    (year,) = [y for y, c in winners(rows, "men", "country").items() if c == "South Africa"]
    return both_fillings(lambda w: sa(rows, year, ELEC) == w, 80.9, 78.8)


@fact
def jo2(rows: Rows) -> tuple[bool, bool]:
    (year,) = top(times(rows, "men"), lowest=True)
    return both_fillings(lambda n: pr(rows, year, PRIS) == n, 1538847, 1552669)


@fact
def jo3(rows: Rows) -> tuple[bool, bool]:
    year = int(top_key(rows, SA, CO2))
    return both_fillings(lambda w: winners(rows, "women")[year] == w, "Mary Keitany", "Priscah Jeptoo")


@fact
def jo4(rows: Rows) -> tuple[bool, bool]:
    year = int(top_key(rows, PR, PRIS))
    return both_fillings(lambda w: winners(rows, "men")[year] == w and winners(rows, "men", "country")[year] == "United States",
                         "Meb Keflezighi", "Gebregziabher Gebremariam")


@fact
def jo5(rows: Rows) -> tuple[bool, bool]:
    (year,) = top(times(rows, "women"))
    return both_fillings(lambda n: sa(rows, year, GDP) == n, 12262, 12452)


@fact
def jo6(rows: Rows) -> tuple[bool, bool]:
    (year,) = [y for y, w in winners(rows, "women").items() if w == "Shalane Flanagan"]
    return both_fillings(lambda n: pr(rows, year, FRATE) == n, 64, 63)


@fact
def jo7(rows: Rows) -> tuple[bool, bool]:
    years = [y for y, w in winners(rows, "women").items() if w == "Paula Radcliffe"]
    return both_fillings(lambda floor: len(years) == 3 and all(sa(rows, y, ELEC) > floor for y in years), 80, 81)


@fact
def jo8(rows: Rows) -> tuple[bool, bool]:
    year = min(y for y, v in sas(rows, STARTUP).items() if v < 1)
    return both_fillings(lambda w: race(rows, year, "men_time") == w, "02:05:06", "02:08:24")


@fact
def jo9(rows: Rows) -> tuple[bool, bool]:
    (year,) = [y for y, w in winners(rows, "men").items() if w == "Meb Keflezighi"]
    return both_fillings(lambda n: pr(rows, year, MRATE) == n, 952, 948)


@fact
def jo10(rows: Rows) -> tuple[bool, bool]:
    year = int(top_key(rows, PR, MRATE))
    return both_fillings(lambda w: winners(rows, "men")[year] == w and winners(rows, "men", "country")[year] == "Brazil",
                         "Marlson Gomes dos Santos", "Martin Lel")


# negation


@fact
def ne1(rows: Rows) -> tuple[bool, bool]:
    t = times(rows, "men").values()
    return both_fillings(lambda m: not any(x > seconds(f"02:{m}:00") for x in t), 11, 10)


@fact
def ne2(rows: Rows) -> tuple[bool, bool]:
    t = times(rows, "women").values()
    return both_fillings(lambda cap: not any(x < seconds(cap) for x in t), "02:22:30", "02:23:00")


@fact
def ne3(rows: Rows) -> tuple[bool, bool]:
    r = prs(rows, RATE).values()
    return both_fillings(lambda cap: len(r) == 20 and not any(x > cap for x in r), 510, 500)


@fact
def ne4(rows: Rows) -> tuple[bool, bool]:
    u = uks(rows, UNEMP).values()
    return both_fillings(lambda floor: len(u) == 11 and not any(x < floor for x in u), 3, 4)


@fact
def ne5(rows: Rows) -> tuple[bool, bool]:
    h = uks(rows, HOUSE).values()
    return both_fillings(lambda cap: not any(x >= cap for x in h), 310000, 300000)


@fact
def ne6(rows: Rows) -> tuple[bool, bool]:
    s = sas(rows, STARTUP)
    return both_fillings(lambda after: not any(x > 1 for y, x in s.items() if y > after), 2010, 2009)


@fact
def ne7(rows: Rows) -> tuple[bool, bool]:
    e = sas(rows, ELEC)
    return both_fillings(lambda after: not any(x < 81 for y, x in e.items() if y > after), 2006, 2005)


@fact
def ne8(rows: Rows) -> tuple[bool, bool]:
    c = winners(rows, "men", "country")
    return both_fillings(lambda first: not any(c[y] == "Kenya" for y in range(first, 2011)), 2008, 2007)


@fact
def ne9(rows: Rows) -> tuple[bool, bool]:
    f = prs(rows, FEM)
    return both_fillings(lambda after: not any(x < 100000 for y, x in f.items() if y > after), 2005, 2004)


@fact
def ne10(rows: Rows) -> tuple[bool, bool]:
    p = uks(rows, PAY).values()
    return both_fillings(lambda cap: not any(x > cap for x in p), 15, 14)


# percent_vs_count


@fact
def pc1(rows: Rows) -> tuple[bool, bool]:
    c = winners(rows, "men", "country")
    n = sum(x == "Kenya" for x in c.values())
    return both_fillings(lambda w: n == 10 and len(c) == 19 and about(share(n, len(c)), w), "53", "10")


@fact
def pc2(rows: Rows) -> tuple[bool, bool]:
    pct = share(pr(rows, 2019, FEM), pr(rows, 2019, PRIS))
    return both_fillings(lambda w: about(pct, w), "7.3", "6.3")


@fact
def pc3(rows: Rows) -> tuple[bool, bool]:
    pct = share(pr(rows, 2009, PRIS) - pr(rows, 2000, PRIS), pr(rows, 2000, PRIS))
    return both_fillings(lambda w: about(pct, w), "16.7", "26.7")


@fact
def pc4(rows: Rows) -> tuple[bool, bool]:
    a, b = sa(rows, 2003, STARTUP), sa(rows, 2018, STARTUP)
    values = a == 9.4 and b == 0.2
    return values and about(a - b, "9.2"), values and about(share(a - b, a), "9.2")


@fact
def pc5(rows: Rows) -> tuple[bool, bool]:
    pct = share(sa(rows, 2014, CO2) - sa(rows, 2003, CO2), sa(rows, 2003, CO2))
    return both_fillings(lambda w: about(pct, w), "27", "17")


@fact
def pc6(rows: Rows) -> tuple[bool, bool]:
    d = uks(rows, DEBT)
    n = sum(x > 9000 for x in d.values())
    return both_fillings(lambda w: n == 7 and len(d) == 11 and about(share(n, len(d)), w), "64", "7")


@fact
def pc7(rows: Rows) -> tuple[bool, bool]:
    a, b = pr(rows, 2000, FRATE), pr(rows, 2019, FRATE)
    return both_fillings(lambda w: a == 59 and b == 61 and about(share(b - a, a), w), "3", "2")


@fact
def pc8(rows: Rows) -> tuple[bool, bool]:
    pct = share(sa(rows, 2014, GDP) - sa(rows, 2003, GDP), sa(rows, 2003, GDP))
    return both_fillings(lambda w: about(pct, w), "21", "12")


@fact
def pc9(rows: Rows) -> tuple[bool, bool]:
    w = winners(rows, "women")
    n = sum(x == "Mary Keitany" for x in w.values())
    return both_fillings(lambda p: n == 4 and len(w) == 19 and about(share(n, len(w)), p), "21", "4")


@fact
def pc10(rows: Rows) -> tuple[bool, bool]:
    pct = share(uk(rows, SE, HOUSE) - uk(rows, "North East", HOUSE), uk(rows, "North East", HOUSE))
    return both_fillings(lambda w: about(pct, w), "130", "230")


# words


@fact
def wo1(rows: Rows) -> tuple[bool, bool]:
    c = winners(rows, "men", "country")
    n = sum(x == "Kenya" for x in c.values())
    return n == 10 and len(c) == 19, n == 9 and len(c) == 19


@fact
def wo2(rows: Rows) -> tuple[bool, bool]:
    n = sum(k == 2 for k in Counter(winners(rows, "men").values()).values())
    return n == 4, n == 3


@fact
def wo3(rows: Rows) -> tuple[bool, bool]:
    n = sum(k > 1 for k in Counter(winners(rows, "women").values()).values())
    return n == 4, n == 3


@fact
def wo4(rows: Rows) -> tuple[bool, bool]:
    c = [v for y, v in changes(prs(rows, PRIS)).items() if 2010 <= y <= 2019]
    n = sum(x < 0 for x in c)
    return n == 9 and len(c) == 10, n == 8 and len(c) == 10


@fact
def wo5(rows: Rows) -> tuple[bool, bool]:
    n = sum(x < 0 for x in changes(sas(rows, ELEC)).values())
    return n == 6, n == 5


@fact
def wo6(rows: Rows) -> tuple[bool, bool]:
    n = sum(x >= 6 for x in uks(rows, UNEMP).values())
    return n == 4, n == 3


@fact
def wo7(rows: Rows) -> tuple[bool, bool]:
    n = sum(x > 200000 for x in uks(rows, HOUSE).values())
    return n == 3, n == 2


@fact
def wo8(rows: Rows) -> tuple[bool, bool]:
    n = sum(x < seconds("02:09:00") for x in times(rows, "men").values())
    return n == 9, n == 8


@fact
def wo9(rows: Rows) -> tuple[bool, bool]:
    n = sum(x == 65 for x in prs(rows, FRATE).values())
    return n == 4, n == 3


@fact
def wo10(rows: Rows) -> tuple[bool, bool]:
    c = winners(rows, "women", "country")
    uk_years = [y for y, x in c.items() if x == "United Kingdom"]
    only_radcliffe = {winners(rows, "women")[y] for y in uk_years} == {"Paula Radcliffe"}
    return only_radcliffe and len(uk_years) == 3, only_radcliffe and len(uk_years) == 2


# units_dates


@fact
def ud1(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda y: winners(rows, "men")[y] == "Geoffrey Mutai" and race(rows, y, "men_time") == "02:05:06", 2011, 2013)


@fact
def ud2(rows: Rows) -> tuple[bool, bool]:
    n = pr(rows, 2009, PRIS)
    return about(n / 1e6, "1.55"), about(n / 1e9, "1.55")


@fact
def ud3(rows: Rows) -> tuple[bool, bool]:
    kt = sa(rows, 2014, CO2)  # kilotonnes: 1,000 kt = one million tonnes
    return about(kt / 1000, "448"), about(kt, "448")


@fact
def ud4(rows: Rows) -> tuple[bool, bool]:
    years = [y for y, w in winners(rows, "women").items() if w == "Mary Keitany"]
    return both_fillings(lambda k: max(years) == 2018 and max(years) - min(years) == k, 4, 3)


@fact
def ud5(rows: Rows) -> tuple[bool, bool]:
    p = uk(rows, SE, HOUSE)
    return about(p / 1000, "307"), about(p / 1e6, "307")


@fact
def ud6(rows: Rows) -> tuple[bool, bool]:
    pay = uk(rows, "East Anglia", PAY)
    return both_fillings(lambda pence: pay == 13.12 and about(pay * 100, pence), "1312", "131.2")


@fact
def ud7(rows: Rows) -> tuple[bool, bool]:
    gap = times(rows, "women")[2009] - times(rows, "women")[2003]
    return gap == 381, gap == 381 * 60


@fact
def ud8(rows: Rows) -> tuple[bool, bool]:
    pct = pr(rows, 2000, MRATE) / 100000 * 100
    return both_fillings(lambda w: pr(rows, 2000, MRATE) == 915 and about(pct, w), "0.9", "9")


@fact
def ud9(rows: Rows) -> tuple[bool, bool]:
    g = sas(rows, GDP)
    return both_fillings(lambda y: min(x for x, v in g.items() if v > 12000) == y, 2007, 2006)


@fact
def ud10(rows: Rows) -> tuple[bool, bool]:
    c = changes(prs(rows, PRIS))
    return both_fillings(lambda k: all(c[y] > 0 for y in range(2001, 2001 + k)) and c[2001 + k] < 0, 9, 10)
