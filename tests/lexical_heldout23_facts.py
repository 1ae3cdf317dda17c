"""The label checks of the twenty-third held-out set (``tests/test_lexical_heldout23.py``): one function per pair id
that recomputes, from the stored cells of ``tests/data/lexical_heldout23_tables.json``, whether the pair's true claim
holds and whether its false twin holds (``(True, False)`` when the labels are right)."""

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
    top_key,
)

DATA = Path(__file__).parent / "data" / "lexical_heldout23_tables.json"

GT_PERF = "gt_cars_2016_performance"
GT_PRICES = "gt_cars_2016_prices"
ONTARIO = "ontario_largest_cities_2021"
METRO = "paris_metro_line_1_stations"
SOUTH_AMERICA = "south_america_population"
GIBRALTAR = "gibraltar_midday_weather_may_2023"

POP16, POP21, CHANGE = "population_2016", "population_2021", "pop_change_2016_2021_pct"

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


def cars_where(r: Rows, col: str, value: str) -> list[str]:
    """The cars of the price table whose ``col`` cell is ``value``."""
    return [row["car"] for row in r[GT_PRICES] if row[col] == value]


def manual(r: Rows) -> list[str]:
    """The cars with a manual gearbox only (a transmission code ending in ``m`` but not ``am``)."""
    codes = {row["car"]: row["transmission"] for row in r[GT_PRICES]}
    return [c for c, code in codes.items() if code.endswith("m") and not code.endswith("am")]


def perf(r: Rows, car: str, col: str) -> float:
    return keyed_number(r, GT_PERF, car, col)


def price(r: Rows, car: str) -> float:
    return keyed_number(r, GT_PRICES, car, "msrp_usd")


def entries(r: Rows, station: str) -> float:
    return keyed_number(r, METRO, station, "passengers_2021")


def pop(r: Rows, country: str, year: str) -> float:
    return keyed_number(r, SOUTH_AMERICA, country, f"population_{year}")


def best_of(values: dict[str, float], lowest: bool = False) -> str:
    """The one key with the highest (or lowest) value (a tie is a broken label)."""
    best = (min if lowest else max)(values.values())
    keys = [k for k, v in values.items() if v == best]
    assert len(keys) == 1, keys
    return keys[0]


def density(r: Rows, city: str) -> float:
    return keyed_number(r, ONTARIO, city, POP21) / keyed_number(r, ONTARIO, city, "land_area_km2")


def growth(r: Rows, country: str, start: str, end: str) -> float:
    """The ratio of a country's population in ``end`` to that in ``start``."""
    return pop(r, country, end) / pop(r, country, start)


def day(n: int) -> str:
    return f"2023-05-{n:02d}"


def weather(r: Rows, n: int, col: str) -> float:
    return keyed_number(r, GIBRALTAR, day(n), col)


# wrong_entity -----------------------------------------------------------------------------------------------------

@fact
def we1(r):
    return both_fillings(lambda c: perf(r, c, "horsepower") == 661, "Ferrari 488 GTB", "Chevrolet Corvette")


@fact
def we2(r):
    return both_fillings(lambda c: price(r, c) == 304350, "Rolls-Royce Wraith", "Aston Martin Vanquish")


@fact
def we3(r):
    return both_fillings(lambda c: keyed_number(r, ONTARIO, c, CHANGE) == 10.59, "Brampton", "London")


@fact
def we4(r):
    def holds(city):
        division = keyed_cell(r, ONTARIO, city, "census_division")
        return keyed_cell(r, ONTARIO, "Kitchener", "census_division") == division == "Waterloo"
    return both_fillings(holds, "Cambridge", "Guelph")


@fact
def we5(r):
    return both_fillings(lambda s: about(entries(r, s) / 1e6, "28.6"), "Gare de Lyon", "Châtelet")


@fact
def we6(r):
    def holds(station):
        return "C" in keyed_cell(r, METRO, station, "rer_lines").split(", ")
    return both_fillings(holds, "Porte Maillot", "Porte de Vincennes")


@fact
def we7(r):
    return both_fillings(lambda c: about(pop(r, c, "2022") / 1e6, "12.2"), "Bolivia", "Ecuador")


@fact
def we8(r):
    return both_fillings(lambda n: weather(r, n, "humidity_pct") == 32, 16, 7)


@fact
def we9(r):
    return both_fillings(lambda n: keyed_cell(r, GIBRALTAR, day(n), "condition") == "Thunder", 18, 17)


@fact
def we10(r):
    return both_fillings(lambda c: keyed_number(r, GT_PERF, c, "mpg_city") == 28, "BMW i8", "Porsche 911")


# superlative ------------------------------------------------------------------------------------------------------

@fact
def su1(r):
    def holds(car, usd):
        return top_key(r, GT_PRICES, "msrp_usd") == car and price(r, car) == usd
    return holds("Rolls-Royce Dawn", 335000), holds("Rolls-Royce Wraith", 304350)


@fact
def su2(r):
    def holds(car, torque):
        return top_key(r, GT_PERF, "torque_lb_ft") == car and keyed_number(r, GT_PERF, car, "torque_lb_ft") == torque
    return holds("Chevrolet Corvette", 650), holds("Rolls-Royce Wraith", 590)


@fact
def su3(r):
    order = ranked(r, GT_PERF, "horsepower")
    wraith = keyed_number(r, GT_PERF, "Rolls-Royce Wraith", "horsepower") == 624
    return both_fillings(lambda rank: wraith and order[rank - 1] == "Rolls-Royce Wraith", 3, 2)


@fact
def su4(r):
    def holds(city, km2):
        area = keyed_number(r, ONTARIO, city, "land_area_km2")
        return top_key(r, ONTARIO, "land_area_km2") == city and about(area, km2)
    return holds("Greater Sudbury", "3,186"), holds("Ottawa", "2,788")


@fact
def su5(r):
    def holds(city, pct):
        return top_key(r, ONTARIO, CHANGE) == city and keyed_number(r, ONTARIO, city, CHANGE) == pct
    return holds("Waterloo", 15.67), holds("Brampton", 10.59)


@fact
def su6(r):
    dens = {row["city"]: density(r, row["city"]) for row in r[ONTARIO]}
    densest = best_of(dens)
    def holds(city, per_km2):
        return densest == city and about(dens[city], per_km2)
    return holds("Toronto", "4,430"), holds("Mississauga", "2,450")


@fact
def su7(r):
    def holds(station, millions):
        fewest = top_key(r, METRO, "passengers_2021", lowest=True)
        return fewest == station and about(keyed_number(r, METRO, station, "passengers_2021") / 1e6, millions)
    return holds("Tuileries", "1.86"), holds("Louvre—Rivoli", "1.87")


@fact
def su8(r):
    order = ranked(r, METRO, "passengers_2021")

    def holds(station, millions):
        return order[1] == station and about(keyed_number(r, METRO, station, "passengers_2021") / 1e6, millions)
    return holds("La Défense", "9.3"), holds("Châtelet", "8.4")


@fact
def su9(r):
    rise = {row["country"]: 100 * (growth(r, row["country"], "1990", "2022") - 1) for row in r[SOUTH_AMERICA]}
    least = best_of(rise, lowest=True)
    return both_fillings(lambda x: least == x[0] and about(rise[x[0]], x[1]), ("Guyana", "8"), ("Uruguay", "10"))


@fact
def su10(r):
    warmest = top_key(r, GIBRALTAR, "temperature_c")
    return both_fillings(lambda n: warmest == day(n) and weather(r, n, "temperature_c") == 26.1, 7, 16)


# direction --------------------------------------------------------------------------------------------------------

@fact
def di1(r):
    p911, panamera = (keyed_number(r, GT_PERF, c, "hp_rpm") for c in ("Porsche 911", "Porsche Panamera"))
    return p911 > panamera, p911 < panamera


@fact
def di2(r):
    s8, m6 = (keyed_number(r, GT_PRICES, c, "msrp_usd") for c in ("Audi S8", "BMW M6"))
    return s8 > m6, s8 < m6


@fact
def di3(r):
    miss = keyed_number(r, ONTARIO, "Mississauga", POP21) - keyed_number(r, ONTARIO, "Mississauga", POP16)
    bramp = keyed_number(r, ONTARIO, "Brampton", POP21) - keyed_number(r, ONTARIO, "Brampton", POP16)
    return miss < 0 and bramp > 60000, miss > 0 and bramp > 60000


@fact
def di4(r):
    def pops(city):
        return keyed_number(r, ONTARIO, city, POP16), keyed_number(r, ONTARIO, city, POP21)
    (sc16, sc21), (ca16, ca21) = pops("St. Catharines"), pops("Cambridge")
    return sc16 > ca16 and sc21 < ca21, sc16 < ca16 and sc21 > ca21


@fact
def di5(r):
    hdv, nation = (keyed_number(r, METRO, s, "passengers_2021") for s in ("Hôtel de Ville", "Nation"))
    return hdv > nation, hdv < nation


@fact
def di6(r):
    ahead_1990 = pop(r, "Argentina", "1990") > pop(r, "Colombia", "1990")
    colombia_ahead_2022 = pop(r, "Colombia", "2022") > pop(r, "Argentina", "2022")
    argentina_ahead_2022 = pop(r, "Argentina", "2022") > pop(r, "Colombia", "2022")
    return ahead_1990 and colombia_ahead_2022, ahead_1990 and argentina_ahead_2022


@fact
def di7(r):
    before, after = weather(r, 7, "pressure_hpa"), weather(r, 8, "pressure_hpa")
    return after == 1022.4 and after > before, after == 1022.4 and after < before


@fact
def di8(r):
    ninth, tenth = weather(r, 9, "humidity_pct"), weather(r, 10, "humidity_pct")
    return ninth > tenth, ninth < tenth


@fact
def di9(r):
    ghibli, panamera = (keyed_number(r, GT_PERF, c, "mpg_city") for c in ("Maserati Ghibli", "Porsche Panamera"))
    return ghibli < panamera, ghibli > panamera  # thirstier: fewer miles per gallon


@fact
def di10(r):
    guyana, suriname = (keyed_number(r, SOUTH_AMERICA, c, "population_2022") for c in ("Guyana", "Suriname"))
    return guyana > suriname, guyana < suriname


# difference -------------------------------------------------------------------------------------------------------

@fact
def df1(r):
    gap = price(r, "Rolls-Royce Dawn") - price(r, "Rolls-Royce Wraith")
    return both_fillings(lambda x: gap == x, 30650, 35650)


@fact
def df2(r):
    gap = perf(r, "Ferrari 488 GTB", "horsepower") - perf(r, "Chevrolet Corvette", "horsepower")
    return both_fillings(lambda x: gap == x, 11, 21)


@fact
def df3(r):
    added = keyed_number(r, ONTARIO, "Ottawa", POP21) - keyed_number(r, ONTARIO, "Ottawa", POP16)
    return both_fillings(lambda x: about(added, x), "83,000", "93,000")


@fact
def df4(r):
    toronto, ottawa = (keyed_number(r, ONTARIO, c, CHANGE) for c in ("Toronto", "Ottawa"))
    return both_fillings(lambda x: toronto == 2.3 and abs(ottawa - toronto - x) < 1e-9, 6.61, 5.61)


@fact
def df5(r):
    gap = entries(r, "Gare de Lyon") - entries(r, "La Défense")
    return both_fillings(lambda x: about(gap / 1e6, x), "19.4", "21.4")


@fact
def df6(r):
    rise = pop(r, "Brazil", "2022") - pop(r, "Brazil", "1990")
    return both_fillings(lambda x: about(rise / 1e6, x), "64.6", "46.6")


@fact
def df7(r):
    total = sum(keyed_number(r, SOUTH_AMERICA, c, "population_2022") for c in ("Argentina", "Chile"))
    return both_fillings(lambda x: about(total / 1e6, x), "65.8", "68.5")


@fact
def df8(r):
    temp, dew = weather(r, 16, "temperature_c"), weather(r, 16, "dew_point_c")
    return both_fillings(lambda x: dew == 7.2 and abs(temp - dew - x) < 1e-9, 17.8, 15.8)


@fact
def df9(r):
    gap = weather(r, 7, "temperature_c") - weather(r, 21, "temperature_c")
    return both_fillings(lambda x: abs(gap - x) < 1e-9, 8.3, 7.3)


@fact
def df10(r):
    gap = perf(r, "BMW 6-Series", "mpg_highway") - perf(r, "Rolls-Royce Dawn", "mpg_highway")
    return both_fillings(lambda x: gap == x, 11, 9)


# joined (the two car tables) --------------------------------------------------------------------------------------

@fact
def jo1(r):
    priciest = top_key(r, GT_PRICES, "msrp_usd")
    return both_fillings(lambda hp: priciest == "Rolls-Royce Dawn" and perf(r, priciest, "horsepower") == hp, 563, 575)


@fact
def jo2(r):
    cheapest = top_key(r, GT_PRICES, "msrp_usd", lowest=True)
    return both_fillings(lambda hp: cheapest == "Jaguar F-Type" and perf(r, cheapest, "horsepower") == hp, 340, 360)


@fact
def jo3(r):
    strongest = top_key(r, GT_PERF, "horsepower")
    return both_fillings(lambda p: strongest == "Ferrari 488 GTB" and price(r, strongest) == p, 245400, 254400)


@fact
def jo4(r):
    japanese = cars_where(r, "country_of_origin", "Japan")
    return both_fillings(lambda hp: japanese == ["Nissan GT-R"] and perf(r, japanese[0], "horsepower") == hp, 545, 454)


@fact
def jo5(r):
    american = cars_where(r, "country_of_origin", "United States")
    def holds(col):
        return american == ["Chevrolet Corvette"] and top_key(r, GT_PERF, col) == american[0]
    return both_fillings(holds, "torque_lb_ft", "horsepower")


@fact
def jo6(r):
    awd = cars_where(r, "drivetrain", "awd")
    city = {c: keyed_number(r, GT_PERF, c, "mpg_city") for c in awd}
    best = best_of(city)
    def holds(car, mpg):
        return len(awd) == 7 and best == car and city[car] == mpg
    return holds("BMW i8", 28), holds("Audi S6", 18)


@fact
def jo7(r):
    italian = cars_where(r, "country_of_origin", "Italy")
    mean = sum(keyed_number(r, GT_PERF, c, "horsepower") for c in italian) / len(italian)
    return both_fillings(lambda x: len(italian) == 4 and mean == x, 466, 486)


@fact
def jo8(r):
    hp = {c: keyed_number(r, GT_PERF, c, "horsepower") for c in manual(r)}
    best = best_of(hp)
    def holds(car, power):
        return best == car and hp[car] == power
    return holds("Chevrolet Corvette", 650), holds("Aston Martin Vantage", 430)


@fact
def jo9(r):
    convertibles = cars_where(r, "body_style", "convertible")
    hwy = {c: keyed_number(r, GT_PERF, c, "mpg_highway") for c in convertibles}
    two = sorted(convertibles) == ["Mercedes-Benz SL-Class", "Rolls-Royce Dawn"]
    base = two and hwy["Mercedes-Benz SL-Class"] == 27
    return both_fillings(lambda x: base and hwy["Mercedes-Benz SL-Class"] - hwy["Rolls-Royce Dawn"] == x, 8, 6)


@fact
def jo10(r):
    usd, hp = price(r, "Jaguar F-Type"), perf(r, "Jaguar F-Type", "horsepower")
    return both_fillings(lambda x: (usd, hp) == (65000, 340) and about(usd / hp, x), "191", "211")


# negation ---------------------------------------------------------------------------------------------------------

@fact
def ne1(r):
    city = keyed_column(r, GT_PERF, "mpg_city").values()
    return both_fillings(lambda floor: not any(m >= floor for m in city), 30, 25)


@fact
def ne2(r):
    prices = keyed_column(r, GT_PRICES, "msrp_usd").values()
    return both_fillings(lambda floor: not any(p < floor for p in prices), 65000, 70000)


@fact
def ne3(r):
    changes = keyed_column(r, ONTARIO, CHANGE).values()
    return not any(c < -1 for c in changes), not any(c < 0 for c in changes)


@fact
def ne4(r):
    changes = keyed_column(r, ONTARIO, CHANGE).values()
    return both_fillings(lambda cap: not any(c > cap for c in changes), 16, 12)


@fact
def ne5(r):
    others = [n for s, n in keyed_column(r, METRO, "passengers_2021").items() if s != "Gare de Lyon"]
    return both_fillings(lambda cap: not any(n >= cap for n in others), 10e6, 9e6)


@fact
def ne6(r):
    counts = keyed_column(r, METRO, "passengers_2021").values()
    return both_fillings(lambda floor: not any(n < floor for n in counts), 1.8e6, 1.9e6)


@fact
def ne7(r):
    pops = keyed_column(r, SOUTH_AMERICA, "population_1960").values()
    return both_fillings(lambda floor: not any(p < floor for p in pops), 250000, 300000)


@fact
def ne8(r):
    countries = [row["country"] for row in r[SOUTH_AMERICA]]
    def none_doubled(start, end):
        return not any(growth(r, c, start, end) >= 2 for c in countries)
    return none_doubled("1990", "2022"), none_doubled("1960", "1990")


@fact
def ne9(r):
    speeds = keyed_column(r, GIBRALTAR, "wind_speed_m_s").values()
    return both_fillings(lambda cap: not any(s > cap for s in speeds), 8, 7)


@fact
def ne10(r):
    pressures = keyed_column(r, GIBRALTAR, "pressure_hpa").values()
    return both_fillings(lambda floor: not any(p < floor for p in pressures), 1009, 1010)


# percent_vs_count -------------------------------------------------------------------------------------------------

@fact
def pc1(r):
    german, total = len(cars_where(r, "country_of_origin", "Germany")), len(r[GT_PRICES])
    return both_fillings(lambda x: (german, total) == (13, 27) and about(100 * german / total, x), "48", "52")


@fact
def pc2(r):
    share = 100 * len(cars_where(r, "drivetrain", "awd")) / len(r[GT_PRICES])
    return both_fillings(lambda x: about(share, x), "26", "36")


@fact
def pc3(r):
    pops = keyed_column(r, ONTARIO, POP21)
    share = 100 * pops["Toronto"] / sum(pops.values())
    return both_fillings(lambda x: len(pops) == 20 and about(share, x), "31.5", "36.5")


@fact
def pc4(r):
    single = sum(row["status"] == "single-tier" for row in r[ONTARIO])
    return both_fillings(lambda x: single == 9 and 100 * single / len(r[ONTARIO]) == x, 45, 55)


@fact
def pc5(r):
    shared = sum(row["metro_lines"] != "1" for row in r[METRO])
    return both_fillings(lambda x: (shared, len(r[METRO])) == (11, 25) and 100 * shared / 25 == x, 44, 54)


@fact
def pc6(r):
    counts = keyed_column(r, METRO, "passengers_2021")
    share = 100 * counts["Gare de Lyon"] / sum(counts.values())
    return both_fillings(lambda x: about(share, x), "20.5", "25.5")


@fact
def pc7(r):
    rer = sum(row["rer_lines"] != "none" for row in r[METRO])
    return both_fillings(lambda x: (rer, len(r[METRO])) == (6, 25) and about(100 * rer / 25, x), "24", "34")


@fact
def pc8(r):
    pops = keyed_column(r, SOUTH_AMERICA, "population_2022")
    share = 100 * pops["Brazil"] / sum(pops.values())
    return both_fillings(lambda x: about(share, x), "49", "59")


@fact
def pc9(r):
    fair = sum(row["condition"] == "Fair" for row in r[GIBRALTAR])
    return both_fillings(lambda x: (fair, len(r[GIBRALTAR])) == (15, 31) and about(100 * fair / 31, x), "48", "58")


@fact
def pc10(r):
    east = sum(row["wind_from"] == "E" for row in r[GIBRALTAR])
    return both_fillings(lambda x: (east, len(r[GIBRALTAR])) == (10, 31) and about(100 * east / 31, x), "32", "23")


# words ------------------------------------------------------------------------------------------------------------

@fact
def wo1(r):
    ratio = price(r, "Rolls-Royce Dawn") / price(r, "Jaguar F-Type")
    return both_fillings(lambda x: ratio > x, 5, 6)


@fact
def wo2(r):
    ratio = perf(r, "Chevrolet Corvette", "torque_lb_ft") / perf(r, "Porsche 911", "torque_lb_ft")
    return both_fillings(lambda x: ratio > x, 2, 3)


@fact
def wo3(r):
    ratio = keyed_number(r, ONTARIO, "Toronto", POP21) / keyed_number(r, ONTARIO, "Ottawa", POP21)
    return both_fillings(lambda x: ratio > x, 2.5, 3)


@fact
def wo4(r):
    york = sum(row["census_division"] == "York" for row in r[ONTARIO])
    return both_fillings(lambda x: len(r[ONTARIO]) == 20 and york == x, 3, 4)


@fact
def wo5(r):
    ratio = entries(r, "Tuileries") / entries(r, "Bastille")
    return both_fillings(lambda x: ratio < x, 1 / 4, 1 / 5)


@fact
def wo6(r):
    ratio = growth(r, "Brazil", "1960", "2022")
    return both_fillings(lambda x: x - 0.2 <= ratio < x, 3, 4)  # "nearly tripled": just under three times


@fact
def wo7(r):
    ratio = growth(r, "Paraguay", "1960", "2022")
    return both_fillings(lambda x: ratio > x, 3, 4)


@fact
def wo8(r):
    warm = sum(t >= 20 for t in keyed_column(r, GIBRALTAR, "temperature_c").values())
    return both_fillings(lambda x: len(r[GIBRALTAR]) == 31 and warm == x, 24, 27)


@fact
def wo9(r):
    strong = sum(hp > 600 for hp in keyed_column(r, GT_PERF, "horsepower").values())
    return both_fillings(lambda x: len(r[GT_PERF]) == 27 and strong == x, 3, 4)


@fact
def wo10(r):
    dry = sum(h < 50 for h in keyed_column(r, GIBRALTAR, "humidity_pct").values())
    return both_fillings(lambda x: dry == x, 3, 2)


# units_dates ------------------------------------------------------------------------------------------------------

@fact
def ud1(r):
    lb_ft = keyed_number(r, GT_PERF, "Chevrolet Corvette", "torque_lb_ft")
    newton_metres = lb_ft * 1.3558179483314004  # 1 lbf ft = 0.3048 m x 4.4482216152605 N (exact)
    return both_fillings(lambda x: lb_ft == 650 and about(newton_metres, x), "881", "981")


@fact
def ud2(r):
    driest = dt.date.fromisoformat(top_key(r, GIBRALTAR, "humidity_pct", lowest=True))
    warmest = dt.date.fromisoformat(top_key(r, GIBRALTAR, "temperature_c"))
    return both_fillings(lambda n: (driest - warmest).days == n, 9, 11)


@fact
def ud3(r):
    mpg = keyed_number(r, GT_PERF, "BMW i8", "mpg_city")
    km_per_litre = mpg * 1.609344 / 3.785411784  # a mile is 1.609344 km, a US gallon 3.785411784 litres
    return both_fillings(lambda x: mpg == 28 and about(km_per_litre, x), "11.9", "13.9")


@fact
def ud4(r):
    km2 = keyed_number(r, ONTARIO, "Greater Sudbury", "land_area_km2")
    sq_miles = km2 / 1.609344 ** 2
    return both_fillings(lambda x: about(km2, "3,186") and about(sq_miles, x), "1,230", "1,320")


@fact
def ud5(r):
    return both_fillings(lambda y: keyed_number(r, ONTARIO, "London", f"population_{y}") == 422324, "2021", "2016")


@fact
def ud6(r):
    bastille = entries(r, "Bastille")
    return both_fillings(lambda x: about(bastille / 1e6, "8.1") and about(bastille / 365, x), "22,100", "26,100")


@fact
def ud7(r):
    return both_fillings(lambda year: about(pop(r, "Chile", year) / 1e6, "13.3"), "1990", "1960")


@fact
def ud8(r):
    def holds(n):
        return dt.date.fromisoformat(day(n)).strftime("%A") == "Sunday" and weather(r, n, "temperature_c") == 26.1
    return holds(7), holds(14)


@fact
def ud9(r):
    celsius = weather(r, 7, "temperature_c")
    return both_fillings(lambda x: celsius == 26.1 and about(celsius * 9 / 5 + 32, x), "79", "84")


@fact
def ud10(r):
    speed = weather(r, 10, "wind_speed_m_s")
    return both_fillings(lambda x: speed == 7.6 and about(speed * 3.6, x), "27", "37")
