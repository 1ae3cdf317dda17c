"""The labels of the eighteenth held-out set (``tests/test_lexical_heldout18.py``), recomputed from its stored rows.

``FACTS`` maps each pair id to a function of the rows giving (the true claim holds, the false twin holds); the
label test asserts ``(True, False)`` for every pair. Each function recomputes its claim from the cells, so a wrong
label or a changed table fails that test.
"""

from __future__ import annotations

import datetime as dt
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
)

DATA = Path(__file__).parent / "data" / "lexical_heldout18_tables.json"

PRES = "presidents"
ECON = "us_economy_january"
SPECIES = "mammal_species"
SLEEP = "mammal_sleep"
TXJ = "tx_housing_july_2014"
AUS = "austin_housing_2014"
WI = "wisconsin_counties"


def rows_by_table() -> Rows:
    return heldout_pairs.rows_of(DATA)


FACTS: dict[str, Callable[[Rows], tuple[bool, bool]]] = {}


def fact(fn: Callable[[Rows], tuple[bool, bool]]) -> Callable[[Rows], tuple[bool, bool]]:
    FACTS[fn.__name__] = fn
    return fn


# -- helpers ---------------------------------------------------------------------------------------------------------

def term(r: Rows, president: str, start_year: int | None = None) -> tuple[dt.date, dt.date]:
    """(start, end) of a president's term (``start_year`` picks one of the two Bush rows)."""
    hits = [x for x in r[PRES] if x["president"] == president and (start_year is None or x["term_start"].startswith(str(start_year)))]
    assert len(hits) == 1, (president, start_year)
    return dt.date.fromisoformat(hits[0]["term_start"]), dt.date.fromisoformat(hits[0]["term_end"])


def days_in_office(r: Rows, president: str) -> int:
    start, end = term(r, president)
    return (end - start).days


def econ(r: Rows, year: int, col: str) -> float:
    return keyed_number(r, ECON, f"{year}-01-01", col)


def econ_at_start(r: Rows, president: str, col: str) -> float:
    """The economy's ``col`` in the January of the year the president's term began."""
    return econ(r, term(r, president)[0].year, col)


def sleep(r: Rows, mammal: str, col: str) -> float:
    return keyed_number(r, SLEEP, mammal, col)


def mammals_where(r: Rows, col: str, value: str) -> list[str]:
    return [x["mammal"] for x in r[SPECIES] if x[col] == value]


def aus(r: Rows, month: str, col: str) -> float:
    return keyed_number(r, AUS, month, col)


def tx(r: Rows, area: str, col: str) -> float:
    return keyed_number(r, TXJ, area, col)


def wi(r: Rows, county: str, col: str) -> float:
    return keyed_number(r, WI, county, col)


def months_between(start: dt.date, end: dt.date) -> float:
    """Whole calendar months from ``start`` to ``end`` plus the rest as a fraction of a 31-day month."""
    whole = (end.year - start.year) * 12 + end.month - start.month - (end.day < start.day)
    anchor_month = start.month - 1 + whole
    anchor = start.replace(year=start.year + anchor_month // 12, month=anchor_month % 12 + 1)
    return whole + (end - anchor).days / 31


# -- wrong_entity ----------------------------------------------------------------------------------------------------

@fact
def we1(r):
    least = top_key(r, SLEEP, "sleep_hours", lowest=True)
    return both_fillings(lambda m: least == m and sleep(r, m, "sleep_hours") == 2.9, "Horse", "Donkey")


@fact
def we2(r):
    most = top_key(r, TXJ, "sales")
    return both_fillings(lambda a: most == a and tx(r, a, "sales") == 8391, "Houston", "Dallas")


@fact
def we3(r):
    def ran(p):
        start, end = term(r, p)
        return (start, end) == (dt.date(1993, 1, 20), dt.date(2001, 1, 20))
    return both_fillings(ran, "Clinton", "Carter")


@fact
def we4(r):
    best = top_key(r, WI, "pct_college")
    return both_fillings(lambda c: best == c and wi(r, c, "pct_college") == 43.6, "Dane", "Waukesha")


@fact
def we5(r):
    endangered = set(mammals_where(r, "conservation", "endangered"))
    return both_fillings(lambda pair: endangered == set(pair), ("Golden hamster", "Giant armadillo"), ("Golden hamster", "Brazilian tapir"))


@fact
def we6(r):
    peak = top_key(r, AUS, "median_price_usd")
    return both_fillings(lambda m: peak == m and aus(r, m, "median_price_usd") == 248900, "June", "July")


@fact
def we7(r):
    best = top_key(r, ECON, "saving_rate_pct")
    return both_fillings(lambda y: best == f"{y}-01-01" and econ(r, y, "saving_rate_pct") == 12.1, 1973, 1981)


@fact
def we8(r):
    most = top_key(r, TXJ, "months_inventory")
    return both_fillings(lambda a: most == a and tx(r, a, "months_inventory") == 13.8, "McAllen", "El Paso")


@fact
def we9(r):
    horse = sleep(r, "Horse", "body_weight_kg")
    return both_fillings(lambda m: sleep(r, m, "body_weight_kg") == 600 and horse == 521 and 600 > horse, "Cow", "Pig")


@fact
def we10(r):
    outside = {x["county"] for x in r[WI] if x["in_metro_area"] == "no"}
    return both_fillings(lambda pair: outside == set(pair), ("Manitowoc", "Fond du Lac"), ("Manitowoc", "Sheboygan"))


# -- superlative -----------------------------------------------------------------------------------------------------

@fact
def su1(r):
    most = top_key(r, SLEEP, "rem_sleep_hours")
    return both_fillings(lambda v: most == "Giant armadillo" and sleep(r, most, "rem_sleep_hours") == v, 6.1, 6.4)


@fact
def su2(r):
    return both_fillings(lambda a: top_key(r, TXJ, "median_price_usd") == a, "Midland", "Austin")


@fact
def su3(r):
    return both_fillings(lambda a: top_key(r, TXJ, "sales", lowest=True) == a, "Laredo", "Waco")


@fact
def su4(r):
    slowest = top_key(r, AUS, "sales", lowest=True)
    return both_fillings(lambda v: slowest == "January" and aus(r, "January", "sales") == v, 1582, 1482)


@fact
def su5(r):
    longest = top_key(r, ECON, "median_unemployment_weeks")
    return both_fillings(lambda y: longest == f"{y}-01-01" and econ(r, y, "median_unemployment_weeks") == 16.2, 2013, 2009)


@fact
def su6(r):
    lowest = top_key(r, WI, "pct_below_poverty", lowest=True)
    return both_fillings(lambda c: lowest == c and wi(r, c, "pct_below_poverty") == 3.1, "Waukesha", "Washington")


@fact
def su7(r):
    lightest = top_key(r, SLEEP, "body_weight_kg", lowest=True)
    return both_fillings(lambda v: lightest == "House mouse" and sleep(r, lightest, "body_weight_kg") == v, 0.022, 0.22)


@fact
def su8(r):
    ranked = sorted(keyed_column(r, ECON, "unemployed_thousands").items(), key=lambda kv: -kv[1])
    rank = [k for k, _ in ranked].index("2009-01-01") + 1
    return both_fillings(lambda n: rank == n and econ(r, 2009, "unemployed_thousands") == 12058, 2, 1)


@fact
def su9(r):
    most = top_key(r, WI, "population")
    return both_fillings(lambda v: most == "Milwaukee" and wi(r, most, "population") == v, 959275, 995275)


@fact
def su10(r):
    days = {(x["president"], x["term_start"]): (dt.date.fromisoformat(x["term_end"]) - dt.date.fromisoformat(x["term_start"])).days
            for x in r[PRES]}
    shortest = [who for (who, _), n in days.items() if n == min(days.values())]
    return both_fillings(lambda p: shortest == [p], "Ford", "Kennedy")


# -- direction -------------------------------------------------------------------------------------------------------

MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December")


@fact
def di1(r):
    listings = [aus(r, m, "active_listings") for m in MONTHS[:7]]
    steps = list(zip(listings, listings[1:]))
    return all(b > a for a, b in steps), all(b < a for a, b in steps)


@fact
def di2(r):
    a, b = econ(r, 2005, "saving_rate_pct"), econ(r, 1981, "saving_rate_pct")
    return a < b, a > b


@fact
def di3(r):
    a, b = econ(r, 2009, "median_unemployment_weeks"), econ(r, 2013, "median_unemployment_weeks")
    return b > a, b < a


@fact
def di4(r):
    prices = [aus(r, m, "median_price_usd") for m in ("June", "July", "August")]
    return prices[2] < prices[0], prices[2] > prices[0]


@fact
def di5(r):
    a, b = econ(r, 1993, "unemployed_thousands"), econ(r, 2001, "unemployed_thousands")
    return b < a, b > a


@fact
def di6(r):
    a, b = tx(r, "El Paso", "active_listings"), tx(r, "San Antonio", "active_listings")
    return a < b, a > b


@fact
def di7(r):
    a, b = sleep(r, "Domestic cat", "sleep_hours"), sleep(r, "Dog", "sleep_hours")
    return a > b, a < b


@fact
def di8(r):
    octo, nov, dec = (aus(r, m, "sales") for m in ("October", "November", "December"))
    return nov < octo and dec > nov, nov < octo and dec < nov


@fact
def di9(r):
    a, b = wi(r, "Milwaukee", "pct_below_poverty"), wi(r, "Dane", "pct_below_poverty")
    return a > b, a < b


@fact
def di10(r):
    a, b = econ(r, 1977, "saving_rate_pct"), econ(r, 1981, "saving_rate_pct")
    return b > a, b < a


# -- difference ------------------------------------------------------------------------------------------------------

@fact
def df1(r):
    gap = sleep(r, "Big brown bat", "sleep_hours") - sleep(r, "Horse", "sleep_hours")
    return both_fillings(lambda v: abs(gap - v) < 1e-9, 16.8, 15.8)


@fact
def df2(r):
    gap = tx(r, "Houston", "sales") - tx(r, "Dallas", "sales")
    return both_fillings(lambda v: gap == v, 2135, 2315)


@fact
def df3(r):
    gap = aus(r, "June", "median_price_usd") - aus(r, "January", "median_price_usd")
    return both_fillings(lambda v: gap == v, 35200, 32500)


@fact
def df4(r):
    millions = (econ(r, 2013, "population_thousands") - econ(r, 1969, "population_thousands")) / 1000
    return both_fillings(lambda w: about(millions, w), "114", "141")


@fact
def df5(r):
    gap = wi(r, "Dane", "pct_college") - wi(r, "Milwaukee", "pct_college")
    return both_fillings(lambda v: abs(gap - v) < 1e-9, 18.2, 15.2)


@fact
def df6(r):
    gap = days_in_office(r, "Kennedy") - days_in_office(r, "Ford")
    return both_fillings(lambda v: gap == v, 141, 114)


@fact
def df7(r):
    gap = econ(r, 1985, "consumption_bn_usd") - econ(r, 1977, "consumption_bn_usd")
    return both_fillings(lambda v: abs(gap - v) < 1e-6, 1408.9, 1048.9)


@fact
def df8(r):
    gap = sleep(r, "Giant armadillo", "rem_sleep_hours") - sleep(r, "Donkey", "rem_sleep_hours")
    return both_fillings(lambda v: abs(gap - v) < 1e-9, 5.7, 5.3)


@fact
def df9(r):
    gap = tx(r, "Midland", "median_price_usd") - tx(r, "Austin", "median_price_usd")
    return both_fillings(lambda v: gap == v, 1000, 10000)


@fact
def df10(r):
    gap = aus(r, "July", "active_listings") - aus(r, "January", "active_listings")
    return both_fillings(lambda v: gap == v, 2357, 2537)


# -- joined ----------------------------------------------------------------------------------------------------------

@fact
def jo1(r):
    def heaviest_brain(diet):
        group = mammals_where(r, "diet", diet)
        return max(group, key=lambda m: sleep(r, m, "brain_weight_kg"))
    return both_fillings(lambda diet: heaviest_brain(diet) == "Gray seal" and sleep(r, "Gray seal", "brain_weight_kg") == 0.325,
                         "carnivore", "omnivore")


@fact
def jo2(r):
    group = mammals_where(r, "conservation", "endangered")
    mean = sum(sleep(r, m, "sleep_hours") for m in group) / len(group)
    return both_fillings(lambda v: abs(mean - v) < 1e-9, 16.2, 18.2)


@fact
def jo3(r):
    group = mammals_where(r, "order", "Perissodactyla")
    assert len(group) >= 2
    return both_fillings(lambda limit: all(sleep(r, m, "sleep_hours") < limit for m in group), 5, 4)


@fact
def jo4(r):
    group = mammals_where(r, "order", "Rodentia")
    mean = sum(sleep(r, m, "sleep_hours") for m in group) / len(group)
    return both_fillings(lambda w: about(mean, w), "12.2", "13.2")


@fact
def jo5(r):
    return both_fillings(lambda p: econ_at_start(r, p, "unemployed_thousands") == 7280, "Carter", "Reagan")


@fact
def jo6(r):
    clinton = econ_at_start(r, "Clinton", "unemployed_thousands")
    return both_fillings(lambda p: clinton < econ_at_start(r, p, "unemployed_thousands"), "Obama", "Reagan")


@fact
def jo7(r):
    years = {x["month"] for x in r[ECON]}
    democrats = [x["president"] for x in r[PRES] if x["party"] == "Democratic" and f"{x['term_start'][:4]}-01-01" in years]
    assert democrats == ["Carter", "Clinton", "Obama"], democrats
    best = min(democrats, key=lambda p: econ_at_start(r, p, "median_unemployment_weeks"))
    return both_fillings(lambda p: best == p, "Carter", "Obama")


@fact
def jo8(r):
    houston = tx(r, "Houston", "sales")
    best = sorted((aus(r, m, "sales") for m in MONTHS), reverse=True)
    assert tx(r, "Austin", "sales") == aus(r, "July", "sales")  # the two tables agree on Austin's July
    return both_fillings(lambda n: houston > sum(best[:n]), 2, 3)


@fact
def jo9(r):
    january = aus(r, "January", "sales")
    return both_fillings(lambda a: january > tx(r, a, "sales"), "Fort Worth", "San Antonio")


@fact
def jo10(r):
    def lightest(status):
        group = mammals_where(r, "conservation", status)
        return min(group, key=lambda m: sleep(r, m, "body_weight_kg"))
    return both_fillings(lambda s: lightest(s) == "Chinchilla" and sleep(r, "Chinchilla", "body_weight_kg") == 0.42,
                         "domesticated", "least concern")


# -- negation --------------------------------------------------------------------------------------------------------

@fact
def ne1(r):
    hours = keyed_column(r, SLEEP, "sleep_hours").values()
    return both_fillings(lambda limit: not any(h > limit for h in hours), 20, 19)


@fact
def ne2(r):
    prices = keyed_column(r, TXJ, "median_price_usd").values()
    return both_fillings(lambda limit: not any(p > limit for p in prices), 250000, 240000)


@fact
def ne3(r):
    def never_completed_four_years(p):
        start, end = term(r, p)
        return end < start.replace(year=start.year + 4)
    return both_fillings(never_completed_four_years, "Ford", "Carter")


@fact
def ne4(r):
    rates = keyed_column(r, WI, "pct_below_poverty").values()
    return both_fillings(lambda limit: not any(x > limit for x in rates), 16, 15)


@fact
def ne5(r):
    rates = keyed_column(r, ECON, "saving_rate_pct").values()
    return both_fillings(lambda floor: not any(x < floor for x in rates), 2.9, 4)


@fact
def ne6(r):
    inventory = keyed_column(r, AUS, "months_inventory").values()
    return both_fillings(lambda level: not any(x >= level for x in inventory), 3, 2.5)


@fact
def ne7(r):
    omnivores = set(mammals_where(r, "diet", "omnivore"))
    return both_fillings(lambda order: not omnivores & set(mammals_where(r, "order", order)), "Rodentia", "Primates")


@fact
def ne8(r):
    others = [v for a, v in keyed_column(r, TXJ, "months_inventory").items() if a != "McAllen"]
    return both_fillings(lambda limit: not any(v > limit for v in others), 10, 8)


@fact
def ne9(r):
    rem = keyed_column(r, SLEEP, "rem_sleep_hours")
    return both_fillings(lambda mv: not any(v < rem[mv[0]] for v in rem.values()) and rem[mv[0]] == mv[1], ("Donkey", 0.4), ("Horse", 0.6))


@fact
def ne10(r):
    def none_on_saturday(party):
        return not any(dt.date.fromisoformat(x["term_start"]).strftime("%A") == "Saturday" for x in r[PRES] if x["party"] == party)
    return both_fillings(none_on_saturday, "Democratic", "Republican")


# -- percent_vs_count ------------------------------------------------------------------------------------------------

@fact
def pc1(r):
    n, total = len(mammals_where(r, "conservation", "domesticated")), len(r[SPECIES])
    assert total == 23
    return n == 10, abs(100 * n / total - 10) < 0.5


@fact
def pc2(r):
    n, total = len(mammals_where(r, "diet", "herbivore")), len(r[SPECIES])
    return both_fillings(lambda w: n == 11 and total == 23 and about(100 * n / total, w), "48", "52")


@fact
def pc3(r):
    unemployed = econ(r, 2013, "unemployed_thousands")
    share = 100 * unemployed / econ(r, 2013, "population_thousands")
    return both_fillings(lambda w: unemployed == 12497 and about(share, w), "4", "6")


@fact
def pc4(r):
    share = 100 * wi(r, "Milwaukee", "adults") / wi(r, "Milwaukee", "population")
    return both_fillings(lambda w: about(share, w), "64", "46")


@fact
def pc5(r):
    total = sum(keyed_column(r, TXJ, "sales").values())
    share = 100 * tx(r, "Houston", "sales") / total
    return both_fillings(lambda w: about(share, w), "34", "43")


@fact
def pc6(r):
    nov, dec = aus(r, "November", "sales"), aus(r, "December", "sales")
    return dec - nov == 438, abs(100 * (dec - nov) / nov - 438) < 0.5


@fact
def pc7(r):
    a, b = econ(r, 1981, "saving_rate_pct"), econ(r, 2005, "saving_rate_pct")
    fall = 100 * (a - b) / a
    return both_fillings(lambda w: about(fall, w), "72", "62")


@fact
def pc8(r):
    share = 100 * sleep(r, "Human", "rem_sleep_hours") / sleep(r, "Human", "sleep_hours")
    return both_fillings(lambda w: about(share, w), "24", "1.9")


@fact
def pc9(r):
    outside = sum(x["in_metro_area"] == "no" for x in r[WI])
    share = 100 * outside / len(r[WI])
    return both_fillings(lambda w: len(r[WI]) == 16 and about(share, w), "12.5", "2")


@fact
def pc10(r):
    prices = keyed_column(r, TXJ, "median_price_usd").values()
    share = 100 * sum(p > 200000 for p in prices) / len(prices)
    return both_fillings(lambda v: len(prices) == 15 and abs(share - v) < 1e-9, 20, 30)


# -- words -----------------------------------------------------------------------------------------------------------

@fact
def wo1(r):
    share = sleep(r, "Giant armadillo", "rem_sleep_hours") / sleep(r, "Giant armadillo", "sleep_hours")
    return both_fillings(lambda frac: abs(share - frac) <= 0.02, 1 / 3, 1 / 2)


@fact
def wo2(r):
    democrats = sum(x["party"] == "Democratic" for x in r[PRES])
    return both_fillings(lambda n: len(r[PRES]) == 11 and democrats == n, 5, 6)


@fact
def wo3(r):
    ratio = aus(r, "June", "sales") / aus(r, "January", "sales")
    return both_fillings(lambda k: abs(ratio / k - 1) <= 0.1, 2, 3)


@fact
def wo4(r):
    trillions = econ(r, 2013, "consumption_bn_usd") / 1000
    return both_fillings(lambda t: trillions > t, 11, 12)


@fact
def wo5(r):
    share = sleep(r, "Cow", "sleep_hours") / 24
    return both_fillings(lambda frac: abs(share - frac) < 1e-9, 1 / 6, 1 / 4)


@fact
def wo6(r):
    listings = tx(r, "Houston", "active_listings")
    return both_fillings(lambda t: listings > t, 20000, 30000)


@fact
def wo7(r):
    order = [k for k, _ in sorted(keyed_column(r, WI, "population").items(), key=lambda kv: -kv[1])]
    rank = order.index("Eau Claire") + 1
    return both_fillings(lambda n: len(order) == 16 and rank == n, 15, 14)


@fact
def wo8(r):
    starts = sorted(x["term_start"] for x in r[PRES])
    rank = starts.index(one_row(r[PRES], president="Reagan")["term_start"]) + 1
    return both_fillings(lambda n: rank == n, 7, 6)


@fact
def wo9(r):
    blank = len(mammals_where(r, "conservation", ""))
    return both_fillings(lambda n: blank == n, 3, 4)


@fact
def wo10(r):
    ratio = econ(r, 2013, "unemployed_thousands") / econ(r, 1969, "unemployed_thousands")
    return both_fillings(lambda k: ratio > k, 4, 5)


# -- units_dates -----------------------------------------------------------------------------------------------------

@fact
def ud1(r):
    return both_fillings(lambda n: days_in_office(r, "Eisenhower") == n, 2922, 2923)


@fact
def ud2(r):
    start, end = term(r, "Kennedy")
    return both_fillings(lambda day: start.strftime("%A") == "Friday" and end.strftime("%A") == day, "Friday", "Thursday")


@fact
def ud3(r):
    weeks = econ(r, 2013, "median_unemployment_weeks")
    return both_fillings(lambda w: weeks == 16.2 and about(weeks * 7, w), "113", "131")


@fact
def ud4(r):
    dollars = econ(r, 2009, "consumption_bn_usd") * 1e9
    return both_fillings(lambda unit: about(dollars / unit, "9.8"), 1e12, 1e9)


@fact
def ud5(r):
    people = econ(r, 2009, "population_thousands") * 1000
    return both_fillings(lambda unit: about(people / unit, "306"), 1e6, 1e3)


@fact
def ud6(r):
    start, end = term(r, "Ford")
    months = months_between(start, end)
    return both_fillings(lambda limit: months < limit, 30, 29)


@fact
def ud7(r):
    return both_fillings(lambda n: days_in_office(r, "Nixon") == n, 2027, 2072)


@fact
def ud8(r):
    first = next(m for m in MONTHS if aus(r, m, "sales_volume_usd") > 1e9)
    return both_fillings(lambda m: first == m, "May", "June")


@fact
def ud9(r):
    volume = number(keyed_cell(r, TXJ, "Houston", "sales_volume_usd"))
    return both_fillings(lambda unit: about(volume / unit, "2.28"), 1e9, 1e6)


@fact
def ud10(r):
    start, _ = term(r, "Obama")
    return both_fillings(lambda day: start == dt.date(2009, 1, 20) and start.strftime("%A") == day, "Tuesday", "Wednesday")
