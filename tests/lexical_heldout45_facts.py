"""The label checks of the forty-fifth held-out set (``tests/test_lexical_heldout45.py``): one function per pair id
that recomputes, from the stored cells of ``tests/data/lexical_heldout45_tables.json``, whether the pair's true claim
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
    one_row,
    top_key,
)

DATA = Path(__file__).parent / "data" / "lexical_heldout45_tables.json"

AL = "alcohol_consumption_australia_new_zealand_1998_2006"
HW = "us_interstate_highway_fatality_rate_1987_2007"
SS = "space_shuttle_o_ring_failures_before_challenger"
LG = "toledo_rome_longitude_estimates_van_langren_1644"

FACTS: dict[str, Callable[[Rows], tuple[bool, bool]]] = {}

AU, NZ = "Australia", "New Zealand"
BEER, WINE, SPIRITS = "beer_litres", "wine_litres", "spirits_litres"
RATE, STATES = "deaths_per_100_million_vehicle_miles", "states_set_speed_limits"
TEMP, PRESSURE, FAILURE, FAILED, DAMAGE = ("launch_temperature_f", "leak_check_pressure_psi", "o_ring_failure",
                                           "o_rings_failed", "damage_index")
YEAR, ESTIMATE, COUNTRY, SOURCE = "year", "longitude_difference_deg", "country", "source"

LITRES_PER_US_GALLON = 3.785411784


def fact(fn: Callable[[Rows], tuple[bool, bool]]) -> Callable[[Rows], tuple[bool, bool]]:
    FACTS[fn.__name__] = fn
    return fn


def rows_by_table() -> Rows:
    return heldout_pairs.rows_of(DATA)


def drink(rows: Rows, country: str, year: int, col: str) -> float:
    return number(one_row(rows[AL], country=country, year=str(year))[col])


def drinks(rows: Rows, country: str, col: str) -> dict[int, float]:
    """Year -> ``country``'s litres of ``col`` (every year 1998 to 2006)."""
    return {int(r["year"]): number(r[col]) for r in rows[AL] if r["country"] == country}


def total(rows: Rows, country: str) -> dict[int, float]:
    """Year -> ``country``'s beer, wine and spirits together, in litres (rounded to the hundredths the cells have)."""
    b, w, s = (drinks(rows, country, c) for c in (BEER, WINE, SPIRITS))
    return {y: round(b[y] + w[y] + s[y], 2) for y in b}


def rate(rows: Rows, year: int) -> float:
    return keyed_number(rows, HW, str(year), RATE)


def rates(rows: Rows) -> dict[int, float]:
    return {int(k): v for k, v in keyed_column(rows, HW, RATE).items()}


def changes(values: dict[int, float]) -> dict[int, float]:
    """Year -> its value less the year before's (for every year whose year before is stored), to the hundredth."""
    return {y: round(v - values[y - 1], 2) for y, v in values.items() if y - 1 in values}


def flight(rows: Rows, name: str, col: str) -> float:
    return keyed_number(rows, SS, name, col)


def flights(rows: Rows, col: str) -> dict[str, float]:
    return keyed_column(rows, SS, col)


def failed(rows: Rows) -> set[str]:
    """The flights with an O-ring failure (``o_ring_failure`` yes)."""
    return {r["flight"] for r in rows[SS] if r[FAILURE] == "yes"}


def estimate(rows: Rows, name: str, col: str = ESTIMATE) -> float:
    return keyed_number(rows, LG, name, col)


def estimates(rows: Rows, col: str = ESTIMATE) -> dict[str, float]:
    return keyed_column(rows, LG, col)


def share(part: float, whole: float) -> float:
    return 100 * part / whole


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
    b = drinks(rows, AU, BEER)
    return both_fillings(lambda y: only(b) == y and b[y] == 5.24, 1998, 2001)


@fact
def we2(rows: Rows) -> tuple[bool, bool]:
    w = drinks(rows, NZ, WINE)
    return both_fillings(lambda y: only(w) == y and w[y] == 3.09, 2006, 2005)


@fact
def we3(rows: Rows) -> tuple[bool, bool]:
    s = {(r["country"], int(r["year"])): number(r[SPIRITS]) for r in rows[AL]}
    return both_fillings(lambda c: only(s) == (c, 2005) and s[(c, 2005)] == 2.22, NZ, AU)


@fact
def we4(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda y: top_key(rows, HW, RATE) == str(y) and rate(rows, y) == 2.41, 1987, 1988)


@fact
def we5(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda y: top_key(rows, HW, RATE, lowest=True) == str(y) and rate(rows, y) == 1.36, 2007, 2006)


@fact
def we6(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda f: top_key(rows, SS, TEMP, lowest=True) == f and flight(rows, f, TEMP) == 53, "51C", "41B")


@fact
def we7(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda f: top_key(rows, SS, TEMP) == f and flight(rows, f, TEMP) == 81, "51F", "51J")


@fact
def we8(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda f: top_key(rows, SS, DAMAGE) == f and flight(rows, f, DAMAGE) == 11, "51C", "61A")


@fact
def we9(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda a: top_key(rows, LG, ESTIMATE, lowest=True) == a and estimate(rows, a) == 17.736,
                         "Jan Jansson", "Gerardus Mercator")


@fact
def we10(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda a: top_key(rows, LG, ESTIMATE) == a and estimate(rows, a) == 30.128,
                         "David Origanus", "Giovanni Antonio Magini")


# superlative


@fact
def su1(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, LG, YEAR, lowest) == "Claudius Ptolemaeus"
                         and estimate(rows, "Claudius Ptolemaeus", YEAR) == 150, True, False)


@fact
def su2(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, LG, YEAR, lowest) == "Andrea Argoli"
                         and estimate(rows, "Andrea Argoli", YEAR) == 1610, False, True)


@fact
def su3(rows: Rows) -> tuple[bool, bool]:
    b = drinks(rows, NZ, BEER)
    return both_fillings(lambda lowest: only(b, lowest) == 2006 and b[2006] == 3.96, True, False)


@fact
def su4(rows: Rows) -> tuple[bool, bool]:
    s = drinks(rows, AU, SPIRITS)
    return both_fillings(lambda lowest: only(s, lowest) == 1999 and s[1999] == 1.77, True, False)


@fact
def su5(rows: Rows) -> tuple[bool, bool]:
    r = rates(rows)
    return both_fillings(lambda lowest: len(r) == 21 and only(r, lowest) == 1987 and r[1987] == 2.41, False, True)


@fact
def su6(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, SS, TEMP, lowest) == "51C" and top_key(rows, SS, DAMAGE) == "51C",
                         True, False)


@fact
def su7(rows: Rows) -> tuple[bool, bool]:
    t = total(rows, AU)
    return both_fillings(lambda lowest: len(t) == 9 and only(t, lowest) == 2001 and t[2001] == 10.09, False, True)


@fact
def su8(rows: Rows) -> tuple[bool, bool]:
    e = estimates(rows)
    return both_fillings(lambda k: e["Tycho Brahe"] == 21.447 and len(e) == 12 and rank(e, "Tycho Brahe", lowest=True) == k,
                         5, 4)


@fact
def su9(rows: Rows) -> tuple[bool, bool]:
    r = {int(row["year"]): number(row[RATE]) for row in rows[HW] if row[STATES] == "yes"}
    return both_fillings(lambda lowest: only(r, lowest) == 1995 and r[1995] == 1.72, False, True)


@fact
def su10(rows: Rows) -> tuple[bool, bool]:
    t = {r["flight"]: number(r[TEMP]) for r in rows[SS] if r[PRESSURE] == "50"}
    return both_fillings(lambda lowest: only(t, lowest) == "8" and t["8"] == 73, False, True)


# direction


@fact
def di1(rows: Rows) -> tuple[bool, bool]:
    a, b = drink(rows, AU, 2005, WINE), drink(rows, AU, 2006, WINE)
    return a > b, a < b


@fact
def di2(rows: Rows) -> tuple[bool, bool]:
    a, b = drink(rows, NZ, 2005, SPIRITS), drink(rows, NZ, 2006, SPIRITS)
    return b < a, b > a


@fact
def di3(rows: Rows) -> tuple[bool, bool]:
    nz, au = drink(rows, NZ, 2003, SPIRITS), drink(rows, AU, 2003, SPIRITS)
    return nz > au, nz < au


@fact
def di4(rows: Rows) -> tuple[bool, bool]:
    a, b = rate(rows, 2004), rate(rows, 2005)
    return b > a, b < a


@fact
def di5(rows: Rows) -> tuple[bool, bool]:
    a, b = rate(rows, 1995), rate(rows, 1994)
    first = min(int(r["year"]) for r in rows[HW] if r[STATES] == "yes") == 1995
    return first and a < b, first and a > b


@fact
def di6(rows: Rows) -> tuple[bool, bool]:
    a, b = flight(rows, "61C", TEMP), flight(rows, "41C", TEMP)
    return a < b, a > b


@fact
def di7(rows: Rows) -> tuple[bool, bool]:
    a, b = flight(rows, "41B", TEMP), flight(rows, "61C", TEMP)
    return a < b, a > b


@fact
def di8(rows: Rows) -> tuple[bool, bool]:
    a, b = estimate(rows, "Tycho Brahe"), estimate(rows, "Johann Schoner")
    return a > b, a < b


@fact
def di9(rows: Rows) -> tuple[bool, bool]:
    a, b = estimate(rows, "Gerardus Mercator"), estimate(rows, "Christoph Clavius")
    same = estimate(rows, "Gerardus Mercator", YEAR) == estimate(rows, "Christoph Clavius", YEAR) == 1567
    return same and a < b, same and a > b


@fact
def di10(rows: Rows) -> tuple[bool, bool]:
    a, b = drink(rows, AU, 2002, BEER), drink(rows, AU, 2003, BEER)
    return b > a, b < a


# difference


@fact
def df1(rows: Rows) -> tuple[bool, bool]:
    gap = drink(rows, AU, 1998, BEER) - drink(rows, NZ, 1998, BEER)
    return both_fillings(lambda w: about(gap, w), "0.74", "0.47")


@fact
def df2(rows: Rows) -> tuple[bool, bool]:
    gap = drink(rows, AU, 1998, BEER) - drink(rows, AU, 2006, BEER)
    return both_fillings(lambda w: about(gap, w), "0.67", "0.76")


@fact
def df3(rows: Rows) -> tuple[bool, bool]:
    gap = drink(rows, NZ, 2006, WINE) - drink(rows, NZ, 1998, WINE)
    return both_fillings(lambda w: about(gap, w), "0.50", "0.40")


@fact
def df4(rows: Rows) -> tuple[bool, bool]:
    gap = rate(rows, 1987) - rate(rows, 2007)
    return both_fillings(lambda w: about(gap, w), "1.05", "1.15")


@fact
def df5(rows: Rows) -> tuple[bool, bool]:
    gap = rate(rows, 1994) - rate(rows, 2007)
    return both_fillings(lambda w: about(gap, w), "0.37", "0.47")


@fact
def df6(rows: Rows) -> tuple[bool, bool]:
    t = flights(rows, TEMP).values()
    return both_fillings(lambda k: max(t) - min(t) == k, 28, 26)


@fact
def df7(rows: Rows) -> tuple[bool, bool]:
    gap = flight(rows, "51C", DAMAGE) - flight(rows, "41B", DAMAGE)
    return gap == 7, gap == 9


@fact
def df8(rows: Rows) -> tuple[bool, bool]:
    e = estimates(rows).values()
    ends = (min(e), max(e)) == (17.736, 30.128) and len(e) == 12
    return both_fillings(lambda w: ends and about(max(e) - min(e), w), "12.392", "13.392")


@fact
def df9(rows: Rows) -> tuple[bool, bool]:
    gap = estimate(rows, "Andrea Argoli") - estimate(rows, "Claudius Ptolemaeus")
    return both_fillings(lambda w: about(gap, w), "0.383", "0.483")


@fact
def df10(rows: Rows) -> tuple[bool, bool]:
    muller = estimate(rows, "Johann Muller")
    gap = muller - estimate(rows, "Tycho Brahe")
    return both_fillings(lambda w: muller == 25.617 and about(gap, w), "4.17", "5.17")


# joined


@fact
def jo1(rows: Rows) -> tuple[bool, bool]:
    year = only(drinks(rows, AU, BEER))
    return both_fillings(lambda w: rate(rows, year) == w, 1.58, 1.55)


@fact
def jo2(rows: Rows) -> tuple[bool, bool]:
    year = only(drinks(rows, NZ, SPIRITS))
    return both_fillings(lambda w: rate(rows, year) == w, 1.46, 1.44)


@fact
def jo3(rows: Rows) -> tuple[bool, bool]:
    year = only(drinks(rows, AU, SPIRITS))
    return both_fillings(lambda w: rate(rows, year) == w, 1.42, 1.36)


@fact
def jo4(rows: Rows) -> tuple[bool, bool]:
    year = min(y for y, v in rates(rows).items() if v < 1.5)
    return both_fillings(lambda w: drink(rows, AU, year, WINE) == w, 3.01, 3.07)


@fact
def jo5(rows: Rows) -> tuple[bool, bool]:
    (year,) = [y for y, c in changes(rates(rows)).items() if c > 0]
    return both_fillings(lambda w: drink(rows, NZ, year, WINE) == w, 3.00, 2.88)


@fact
def jo6(rows: Rows) -> tuple[bool, bool]:
    covered = {y: v for y, v in rates(rows).items() if y in drinks(rows, NZ, BEER)}
    year = only(covered, lowest=True)
    return both_fillings(lambda w: drink(rows, NZ, year, BEER) == w, 3.96, 4.16)


@fact
def jo7(rows: Rows) -> tuple[bool, bool]:
    year = only(total(rows, AU), lowest=True)
    return both_fillings(lambda w: rate(rows, year) == w, 1.51, 1.48)


@fact
def jo8(rows: Rows) -> tuple[bool, bool]:
    year = only(drinks(rows, NZ, WINE), lowest=True)
    return both_fillings(lambda w: rate(rows, year) == w, 1.58, 1.65)


@fact
def jo9(rows: Rows) -> tuple[bool, bool]:
    years = [y for y, v in rates(rows).items() if v == 1.51]
    return both_fillings(lambda floor: len(years) == 2 and all(drink(rows, AU, y, WINE) > floor for y in years), 2.9, 3)


@fact
def jo10(rows: Rows) -> tuple[bool, bool]:
    nz, au = drinks(rows, NZ, SPIRITS), drinks(rows, AU, SPIRITS)
    margin = {y: round(nz[y] - au[y], 2) for y in nz}
    year = only(margin)
    return both_fillings(lambda w: margin[year] > 0 and rate(rows, year) == w, 1.48, 1.51)


# negation


@fact
def ne1(rows: Rows) -> tuple[bool, bool]:
    b = drinks(rows, AU, BEER).values()
    return both_fillings(lambda floor: not any(x < floor for x in b), 4.5, 4.6)


@fact
def ne2(rows: Rows) -> tuple[bool, bool]:
    b = drinks(rows, NZ, BEER).values()
    return both_fillings(lambda cap: not any(x > cap for x in b), 4.5, 4.4)


@fact
def ne3(rows: Rows) -> tuple[bool, bool]:
    au, nz = drinks(rows, AU, WINE), drinks(rows, NZ, WINE)
    return not any(au[y] < nz[y] for y in au), not any(au[y] > nz[y] for y in au)


@fact
def ne4(rows: Rows) -> tuple[bool, bool]:
    r = rates(rows)
    return both_fillings(lambda after: not any(v > 2 for y, v in r.items() if y > after), 1990, 1988)


@fact
def ne5(rows: Rows) -> tuple[bool, bool]:
    r = [number(row[RATE]) for row in rows[HW] if row[STATES] == "yes"]
    return both_fillings(lambda cap: not any(v > cap for v in r), 1.75, 1.7)


@fact
def ne6(rows: Rows) -> tuple[bool, bool]:
    t, bad = flights(rows, TEMP), failed(rows)
    return both_fillings(lambda floor: not any(t[f] > floor for f in bad), 75, 65)


@fact
def ne7(rows: Rows) -> tuple[bool, bool]:
    t, bad = flights(rows, TEMP), failed(rows)
    return both_fillings(lambda cap: any(v < cap for v in t.values()) and not any(v < cap and f not in bad for f, v in t.items()),
                         65, 70)


@fact
def ne8(rows: Rows) -> tuple[bool, bool]:
    n = flights(rows, FAILED).values()
    return both_fillings(lambda cap: not any(x > cap for x in n), 2, 1)


@fact
def ne9(rows: Rows) -> tuple[bool, bool]:
    e = estimates(rows).values()
    return both_fillings(lambda floor: len(e) == 12 and not any(x < floor for x in e), 17, 18)


@fact
def ne10(rows: Rows) -> tuple[bool, bool]:
    maps = [number(r[ESTIMATE]) for r in rows[LG] if r[SOURCE] == "map"]
    return both_fillings(lambda cap: len(maps) == 2 and not any(x > cap for x in maps), 20, 19)


# percent_vs_count


@fact
def pc1(rows: Rows) -> tuple[bool, bool]:
    n, total_ = len(failed(rows)), len(rows[SS])
    return both_fillings(lambda w: n == 7 and total_ == 23 and about(share(n, total_), w), "30", "7")


@fact
def pc2(rows: Rows) -> tuple[bool, bool]:
    t, bad = flights(rows, TEMP), failed(rows)
    n = sum(t[f] < 65 for f in bad)
    return both_fillings(lambda w: n == 4 and len(bad) == 7 and about(share(n, len(bad)), w), "57", "47")


@fact
def pc3(rows: Rows) -> tuple[bool, bool]:
    a, b = drink(rows, AU, 1998, BEER), drink(rows, AU, 2006, BEER)
    return both_fillings(lambda w: about(share(a - b, a), w), "13", "18")


@fact
def pc4(rows: Rows) -> tuple[bool, bool]:
    a, b = drink(rows, NZ, 1998, WINE), drink(rows, NZ, 2006, WINE)
    return both_fillings(lambda w: about(share(b - a, a), w), "19", "50")


@fact
def pc5(rows: Rows) -> tuple[bool, bool]:
    pct = share(drink(rows, AU, 1998, BEER), total(rows, AU)[1998])
    return both_fillings(lambda w: about(pct, w), "53", "63")


@fact
def pc6(rows: Rows) -> tuple[bool, bool]:
    a, b = rate(rows, 1987), rate(rows, 2007)
    return both_fillings(lambda w: about(share(a - b, a), w), "44", "34")


@fact
def pc7(rows: Rows) -> tuple[bool, bool]:
    n, total_ = sum(r[STATES] == "yes" for r in rows[HW]), len(rows[HW])
    return both_fillings(lambda w: n == 13 and total_ == 21 and about(share(n, total_), w), "62", "13")


@fact
def pc8(rows: Rows) -> tuple[bool, bool]:
    n, total_ = sum(r[SOURCE] == "astronomical" for r in rows[LG]), len(rows[LG])
    return both_fillings(lambda w: n == 10 and total_ == 12 and about(share(n, total_), w), "83", "10")


@fact
def pc9(rows: Rows) -> tuple[bool, bool]:
    n, total_ = sum(r[COUNTRY] == "Italy" for r in rows[LG]), len(rows[LG])
    return both_fillings(lambda pct: n == 3 and total_ == 12 and share(n, total_) == pct, 25, 30)


@fact
def pc10(rows: Rows) -> tuple[bool, bool]:
    n, total_ = sum(r[PRESSURE] == "200" for r in rows[SS]), len(rows[SS])
    return both_fillings(lambda w: n == 14 and total_ == 23 and about(share(n, total_), w), "61", "14")


# words


@fact
def wo1(rows: Rows) -> tuple[bool, bool]:
    n = sum(x >= 1 for x in flights(rows, FAILED).values())
    return n == 7, n == 8


@fact
def wo2(rows: Rows) -> tuple[bool, bool]:
    two = {f for f, x in flights(rows, FAILED).items() if x == 2}
    return two == {"51C", "61A"}, len(two) == 3 and {"51C", "61A"} <= two


@fact
def wo3(rows: Rows) -> tuple[bool, bool]:
    n = sum(x == 100 for x in flights(rows, PRESSURE).values())
    return n == 2, n == 3


@fact
def wo4(rows: Rows) -> tuple[bool, bool]:
    n = sum(r[COUNTRY] in ("Germany", "Italy") for r in rows[LG])
    return both_fillings(lambda k: len(rows[LG]) == 12 and n == k, 6, 5)


@fact
def wo5(rows: Rows) -> tuple[bool, bool]:
    n = sum(r[SOURCE] == "map" for r in rows[LG])
    return n == 2, n == 3


@fact
def wo6(rows: Rows) -> tuple[bool, bool]:
    n = sum(x < 22 for x in estimates(rows).values())
    return n == 5, n == 4


@fact
def wo7(rows: Rows) -> tuple[bool, bool]:
    c = changes(rates(rows))
    n = sum(x < 0 for x in c.values())
    return both_fillings(lambda k: len(c) == 20 and n == k, 17, 18)


@fact
def wo8(rows: Rows) -> tuple[bool, bool]:
    n = sum(r[STATES] == "no" for r in rows[HW])
    first = min(int(r["year"]) for r in rows[HW] if r[STATES] == "yes")
    before = all(int(r["year"]) < first for r in rows[HW] if r[STATES] == "no")
    return before and n == 8, before and n == 9


@fact
def wo9(rows: Rows) -> tuple[bool, bool]:
    s = drinks(rows, AU, SPIRITS)
    n = sum(x > 2 for x in s.values())
    return both_fillings(lambda k: len(s) == 9 and n == k, 4, 5)


@fact
def wo10(rows: Rows) -> tuple[bool, bool]:
    b = drinks(rows, NZ, BEER)
    n = sum(x > 4 for x in b.values())
    return both_fillings(lambda k: len(b) == 9 and n == k, 8, 7)


# units_dates


@fact
def ud1(rows: Rows) -> tuple[bool, bool]:
    f = flight(rows, "51C", TEMP)  # the table's temperatures are degrees Fahrenheit
    return f == 53, about((f - 32) * 5 / 9, "53")  # the false twin: 53 degrees Celsius is 127.4 °F


@fact
def ud2(rows: Rows) -> tuple[bool, bool]:
    years = estimates(rows, YEAR)
    ptolemy = years.pop("Claudius Ptolemaeus")
    second_century = 101 <= ptolemy <= 200
    return both_fillings(lambda gap: second_century and min(years.values()) - ptolemy > gap, 1300, 1400)


@fact
def ud3(rows: Rows) -> tuple[bool, bool]:
    brahe = estimate(rows, "Tycho Brahe", YEAR)
    others = {estimate(rows, "Gerardus Mercator", YEAR), estimate(rows, "Christoph Clavius", YEAR)}
    return both_fillings(lambda k: brahe == 1578 and len(others) == 1 and brahe - others.pop() == k, 11, 12)


@fact
def ud4(rows: Rows) -> tuple[bool, bool]:
    schoner, fine = estimate(rows, "Johann Schoner", YEAR), estimate(rows, "Oronce Fine", YEAR)
    return both_fillings(lambda k: schoner == 1536 and fine - schoner == k, 6, 4)


@fact
def ud5(rows: Rows) -> tuple[bool, bool]:
    litres = drink(rows, NZ, 2006, BEER)  # the table's unit: litres of pure alcohol per head
    return litres == 3.96, about(litres / LITRES_PER_US_GALLON, "3.96")


@fact
def ud6(rows: Rows) -> tuple[bool, bool]:
    per_100m = rate(rows, 2007)  # the table's unit: deaths per 100 million vehicle-miles
    return per_100m == 1.36, about(per_100m / 10, "1.36")  # the false twin: 1.36 per 10 million is 13.6 per 100 million


@fact
def ud7(rows: Rows) -> tuple[bool, bool]:
    first = min(int(r["year"]) for r in rows[HW] if r[STATES] == "yes")
    return first == 1995, first == 1994


@fact
def ud8(rows: Rows) -> tuple[bool, bool]:
    gap = drink(rows, AU, 2006, WINE) - drink(rows, AU, 1998, WINE)
    return both_fillings(lambda span: 2006 - 1998 == span and about(gap, "0.25"), 8, 9)


@fact
def ud9(rows: Rows) -> tuple[bool, bool]:
    values = rate(rows, 1987) == 2.41 and rate(rows, 2007) == 1.36
    return both_fillings(lambda decades: values and 2007 - 1987 == 10 * decades, 2, 3)


@fact
def ud10(rows: Rows) -> tuple[bool, bool]:
    degrees = estimate(rows, "Christoph Clavius")
    return degrees == 26.34, about(degrees * 60, "26.34")  # the false twin: 26.34 minutes of arc is 0.439 degrees

