"""The label checks of the sixty-third blind held-out set (``tests/test_lexical_heldout63.py``): one function per pair
id, registered in :data:`FACTS`, that recomputes from the stored rows of ``tests/data/lexical_heldout63_tables.json``
whether the pair's true claim holds and whether its false twin holds (``(True, False)`` for a well-labelled pair).

The tables: the 21 sporty cars of the April 1990 *Consumer Reports* in two tables linked by the car (price and engine;
size), its 22 compact cars (price, reliability rating and tested mileage, blank where missing) and prostate cancer deaths
among nonwhite US men by period (1935 to 1965, five years apart) and age group (50 to 80, five years apart), with the
midperiod population. A period or age group is named by its first year or lowest age, as stored.
"""

from __future__ import annotations

from itertools import pairwise
from pathlib import Path

import heldout_pairs
from heldout_pairs import (
    about,
    both_fillings,
    keyed_cell,
    keyed_column,
    keyed_number,
    number,
    one_row,
    top_key,
    top_keys,
)

DATA = Path(__file__).parent / "data" / "lexical_heldout63_tables.json"

ENGINE = "sporty_cars_1990_price_and_engine"
SIZE = "sporty_cars_1990_size"
COMPACT = "compact_cars_1990_consumer_reports"
DEATHS = "prostate_cancer_deaths_us_nonwhite_men_1935_1969"

LB_KG = 0.45359237  # kilograms in a pound
GAL_L = 3.785411784  # litres in a US gallon
CUIN_L = 0.016387064  # litres in a cubic inch


def rows_by_table():
    return heldout_pairs.rows_of(DATA)


# ---- lookups ----------------------------------------------------------------------------------------------------

def engine(rows, car: str, col: str) -> float:
    return keyed_number(rows, ENGINE, car, col)


def size(rows, car: str, col: str) -> float:
    return keyed_number(rows, SIZE, car, col)


def compact(rows, model: str, col: str) -> str:
    return keyed_cell(rows, COMPACT, model, col)


def cars_from(rows, country: str) -> list[str]:
    """The sporty cars whose stored country is exactly ``country``."""
    return [r["car"] for r in rows[ENGINE] if r["country"] == country]


def compacts_from(rows, country: str) -> list[dict[str, str]]:
    return [r for r in rows[COMPACT] if r["country"] == country]


def deaths(rows, period: str, age: str) -> float:
    return number(one_row(rows[DEATHS], period_start_year=period, age_group_start=age)["prostate_cancer_deaths"])


def population(rows, period: str, age: str) -> float:
    return number(one_row(rows[DEATHS], period_start_year=period, age_group_start=age)["midperiod_population"])


def periods(rows) -> list[str]:
    """The periods' first years, in order (each once)."""
    return sorted({r["period_start_year"] for r in rows[DEATHS]}, key=int)


def ages(rows) -> list[str]:
    return sorted({r["age_group_start"] for r in rows[DEATHS]}, key=int)


def period_total(rows, period: str, col: str = "prostate_cancer_deaths") -> float:
    return sum(number(r[col]) for r in rows[DEATHS] if r["period_start_year"] == period)


def series(rows, age: str, col: str = "prostate_cancer_deaths") -> list[float]:
    """An age group's ``col`` over the periods, in order."""
    return [number(one_row(rows[DEATHS], period_start_year=p, age_group_start=age)[col]) for p in periods(rows)]


def rising(values: list[float]) -> bool:
    """Strictly higher in every period than in the one before."""
    return all(b > a for a, b in pairwise(values))


def ranked(rows, table: str, col: str, lowest: bool = False) -> list[str]:
    """The keys by ``col``, highest first (lowest first with ``lowest``); a tie among the first three is a broken label."""
    d = keyed_column(rows, table, col)
    keys = sorted(d, key=d.get, reverse=not lowest)
    assert len({d[k] for k in keys[:3]}) == 3, (table, col)
    return keys


# ---- wrong_entity -----------------------------------------------------------------------------------------------

def we1(rows):
    return both_fillings(lambda car: engine(rows, car, "list_price_usd") == 41990, "Porsche 944", "Chevrolet Corvette")


def we2(rows):
    return both_fillings(lambda car: engine(rows, car, "redline_rpm") == 7000 and engine(rows, car, "engine_litres") == 1.3,
                         "Mazda RX7", "Honda Prelude")


def we3(rows):
    return both_fillings(lambda car: size(rows, car, "weight_lb") == 3470, "Toyota Supra", "Nissan 300ZX")


def we4(rows):
    return both_fillings(lambda m: compact(rows, m, "reliability") == "average" and number(compact(rows, m, "list_price_usd")) == 31600,
                         "Mercedes-Benz 190E 6", "BMW 325i 6")


def we5(rows):
    return both_fillings(lambda age: deaths(rows, "1965", age) == 2433, "70", "65")


def we6(rows):
    return both_fillings(lambda car: size(rows, car, "length_in") == 192, "Chevrolet Camaro", "Ford Mustang")


def we7(rows):
    return both_fillings(lambda car: engine(rows, car, "net_horsepower") == 158 and engine(rows, car, "engine_litres") == 1.8,
                         "Volkswagen Corrado", "Volkswagen GTI")


def we8(rows):
    return both_fillings(lambda m: compact(rows, m, "mileage_mpg") == "27", "Toyota Camry 4", "Nissan Stanza 4")


def we9(rows):
    return both_fillings(lambda period: population(rows, period, "50") == 498000, "1965", "1960")


def we10(rows):
    return both_fillings(lambda car: size(rows, car, "fuel_tank_gal") == 18.7, "Nissan 300ZX", "Mazda RX7")


# ---- superlative ------------------------------------------------------------------------------------------------

def su1(rows):
    return both_fillings(lambda car: top_key(rows, ENGINE, "net_horsepower") == car and engine(rows, car, "net_horsepower") == 250,
                         "Chevrolet Corvette", "Toyota Supra")


def su2(rows):
    crx = engine(rows, "Honda Civic CRX", "list_price_usd") == 9410
    return both_fillings(lambda lowest: crx and top_key(rows, ENGINE, "list_price_usd", lowest=lowest) == "Honda Civic CRX",
                         True, False)


def su3(rows):
    order = ranked(rows, SIZE, "weight_lb")
    return both_fillings(lambda pair: order[:2] == list(pair), ("Toyota Supra", "Nissan 300ZX"), ("Nissan 300ZX", "Toyota Supra"))


def su4(rows):
    smallest = top_key(rows, ENGINE, "engine_litres", lowest=True) == "Mazda RX7" and engine(rows, "Mazda RX7", "engine_litres") == 1.3
    return both_fillings(lambda lowest: smallest and top_key(rows, ENGINE, "redline_rpm", lowest=lowest) == "Mazda RX7", False, True)


def su5(rows):
    dearest = top_key(rows, COMPACT, "list_price_usd") == "Mercedes-Benz 190E 6" and number(compact(rows, "Mercedes-Benz 190E 6", "list_price_usd")) == 31600
    cheapest = top_key(rows, COMPACT, "list_price_usd", lowest=True) == "Chevrolet Cavalier 4"
    return both_fillings(lambda price: dearest and cheapest and number(compact(rows, "Chevrolet Cavalier 4", "list_price_usd")) == price,
                         8620, 8845)


def su6(rows):
    def youngest_largest(col):
        return all(max(ages(rows), key=lambda a: number(one_row(rows[DEATHS], period_start_year=p, age_group_start=a)[col])) == "50"
                   for p in periods(rows))
    return both_fillings(youngest_largest, "midperiod_population", "prostate_cancer_deaths")


def su7(rows):
    counts = {(r["period_start_year"], r["age_group_start"]): number(r["prostate_cancer_deaths"]) for r in rows[DEATHS]}
    best = max(counts.values())
    top = [k for k, v in counts.items() if v == best]
    return both_fillings(lambda age: best == 2433 and top == [("1965", age)], "70", "75")


def su8(rows):
    shortest = top_key(rows, SIZE, "wheel_base_in", lowest=True) == "Mazda MX-5 Miata" and size(rows, "Mazda MX-5 Miata", "wheel_base_in") == 89
    gap = size(rows, "Honda Civic CRX", "wheel_base_in") - size(rows, "Mazda MX-5 Miata", "wheel_base_in")
    return both_fillings(lambda inches: shortest and gap == inches, 2, 3)


def su9(rows):
    order = ranked(rows, ENGINE, "list_price_usd")
    return both_fillings(lambda car: order[0] == "Porsche 944" and order[1] == car, "Chevrolet Corvette", "Nissan 300ZX")


def su10(rows):
    tested = [r for r in rows[COMPACT] if r["mileage_mpg"]]
    best = max(number(r["mileage_mpg"]) for r in tested)
    top = {r["model"] for r in tested if number(r["mileage_mpg"]) == best}
    return both_fillings(lambda pair: best == 27 and top == set(pair), ("Audi 80 4", "Toyota Camry 4"), ("Audi 80 4", "Honda Accord 4"))


# ---- direction --------------------------------------------------------------------------------------------------

def di1(rows):
    return both_fillings(lambda age: rising(series(rows, age)), "65", "50")


def di2(rows):
    return both_fillings(lambda fell: (deaths(rows, "1955", "50") < deaths(rows, "1950", "50")) == fell, True, False)


def di3(rows):
    dearer = engine(rows, "Porsche 944", "list_price_usd") > engine(rows, "Chevrolet Corvette", "list_price_usd")
    less_power = engine(rows, "Porsche 944", "net_horsepower") < engine(rows, "Chevrolet Corvette", "net_horsepower")
    return both_fillings(lambda less: dearer and less_power == less, True, False)


def di4(rows):
    lighter = size(rows, "Honda Civic CRX", "weight_lb") < size(rows, "Mazda MX-5 Miata", "weight_lb")
    return both_fillings(lambda claim_lighter: lighter == claim_lighter, True, False)


def di5(rows):
    more = number(compact(rows, "Saab 900 Turbo 4", "list_price_usd")) > number(compact(rows, "BMW 325i 6", "list_price_usd"))
    return both_fillings(lambda claim_more: more == claim_more, True, False)


def di6(rows):
    return both_fillings(lambda age: rising(series(rows, age, "midperiod_population")), "55", "60")


def di7(rows):
    higher = engine(rows, "Nissan 300ZX", "redline_rpm") > engine(rows, "Toyota Supra", "redline_rpm")
    supra_stronger = engine(rows, "Toyota Supra", "net_horsepower") > engine(rows, "Nissan 300ZX", "net_horsepower")
    return both_fillings(lambda claim_higher: supra_stronger and higher == claim_higher, True, False)


def di8(rows):
    up = period_total(rows, "1960") > period_total(rows, "1955")
    return both_fillings(lambda claim_up: up == claim_up, True, False)


def di9(rows):
    wider = size(rows, "Chevrolet Camaro", "width_in") > size(rows, "Chevrolet Corvette", "width_in")
    return both_fillings(lambda claim_wider: wider == claim_wider, True, False)


def di10(rows):
    scale = ("Much worse", "worse", "average", "better", "Much better")
    worse_rated = scale.index(compact(rows, "Mazda 626 4", "reliability")) < scale.index(compact(rows, "Honda Accord 4", "reliability"))
    dearer = number(compact(rows, "Mazda 626 4", "list_price_usd")) > number(compact(rows, "Honda Accord 4", "list_price_usd"))
    return both_fillings(lambda claim_dearer: worse_rated and dearer == claim_dearer, True, False)


# ---- difference -------------------------------------------------------------------------------------------------

def df1(rows):
    gap = engine(rows, "Porsche 944", "list_price_usd") - engine(rows, "Chevrolet Corvette", "list_price_usd")
    return both_fillings(lambda d: gap == d, 10011, 11011)


def df2(rows):
    ratio = engine(rows, "Porsche 944", "list_price_usd") / engine(rows, "Honda Civic CRX", "list_price_usd")
    return both_fillings(lambda k: ratio > k, 4, 5)


def df3(rows):
    gap = size(rows, "Chevrolet Camaro", "length_in") - size(rows, "Honda Civic CRX", "length_in")
    return both_fillings(lambda d: gap == d, 43, 33)


def df4(rows):
    gap = number(compact(rows, "Saab 900 Turbo 4", "list_price_usd")) - number(compact(rows, "Saab 900 4", "list_price_usd"))
    return both_fillings(lambda d: gap == d, 9950, 8950)


def df5(rows):
    first, last = deaths(rows, "1935", "75"), deaths(rows, "1965", "75")
    return both_fillings(lambda k: first == 222 and last == 2068 and last > k * first, 9, 10)


def df6(rows):
    gap = deaths(rows, "1950", "65") - deaths(rows, "1950", "70")
    return both_fillings(lambda d: gap == d, 53, 63)


def df7(rows):
    german = cars_from(rows, "Germany")
    total = sum(engine(rows, car, "list_price_usd") for car in german)
    return both_fillings(lambda t: sorted(german) == ["Porsche 944", "Volkswagen Corrado"] and total == t, 59890, 58890)


def df8(rows):
    porsche = size(rows, "Porsche 944", "fuel_tank_gal")
    small = {size(rows, "Honda Civic CRX", "fuel_tank_gal"), size(rows, "Mazda MX-5 Miata", "fuel_tank_gal")}
    return both_fillings(lambda d: len(small) == 1 and round(porsche - min(small), 6) == d, 9.2, 8.2)


def df9(rows):
    gap = engine(rows, "Toyota Supra", "net_horsepower") - engine(rows, "Nissan 300ZX", "net_horsepower")
    three = engine(rows, "Toyota Supra", "engine_litres") == 3 and engine(rows, "Nissan 300ZX", "engine_litres") == 3
    return both_fillings(lambda d: three and engine(rows, "Toyota Supra", "net_horsepower") == 200 and gap == d, 20, 30)


def df10(rows):
    prices = keyed_column(rows, COMPACT, "list_price_usd").values()
    return both_fillings(lambda d: max(prices) - min(prices) == d, 22980, 23980)


# ---- joined (the two sporty-car tables, by the car) -------------------------------------------------------------

def jo1(rows):
    strongest = top_key(rows, ENGINE, "net_horsepower")
    return both_fillings(lambda lb: strongest == "Chevrolet Corvette" and size(rows, strongest, "weight_lb") == lb, 3280, 3470)


def jo2(rows):
    dearest = top_key(rows, ENGINE, "list_price_usd")
    biggest_tank = top_key(rows, SIZE, "fuel_tank_gal") == dearest and size(rows, dearest, "fuel_tank_gal") == 21.1
    widest = top_keys(rows, SIZE, "width_in") == {dearest}
    return both_fillings(lambda fact: dearest == "Porsche 944" and fact, biggest_tank, widest)


def jo3(rows):
    cheapest = top_key(rows, ENGINE, "list_price_usd", lowest=True)
    lightest = top_key(rows, SIZE, "weight_lb", lowest=True)
    return both_fillings(lambda lb: cheapest == lightest == "Honda Civic CRX" and size(rows, cheapest, "weight_lb") == lb, 2170, 2210)


def jo4(rows):
    revver = top_key(rows, ENGINE, "redline_rpm")
    return both_fillings(lambda gal: revver == "Mazda RX7" and size(rows, revver, "fuel_tank_gal") == gal, 18.5, 20)


def jo5(rows):
    american = cars_from(rows, "USA")
    return both_fillings(lambda inches: bool(american) and all(size(rows, car, "length_in") >= inches for car in american), 170, 175)


def jo6(rows):
    weakest = top_key(rows, ENGINE, "net_horsepower", lowest=True)
    ok = weakest == "Ford Mustang" and engine(rows, weakest, "net_horsepower") == 88 and size(rows, weakest, "length_in") == 180
    return both_fillings(lambda other: ok and size(rows, weakest, "length_in") > size(rows, other, "length_in"),
                         "Porsche 944", "Chevrolet Camaro")


def jo7(rows):
    big = [car for car in keyed_column(rows, ENGINE, "engine_litres") if engine(rows, car, "engine_litres") >= 3]
    lightest = min(big, key=lambda car: size(rows, car, "weight_lb"))
    assert len({size(rows, car, "weight_lb") for car in big}) == len(big)
    return both_fillings(lambda pair: lightest == pair[0] and size(rows, lightest, "weight_lb") == pair[1],
                         ("Chevrolet Camaro", 3110), ("Chevrolet Corvette", 3280))


def jo8(rows):
    dear = sorted(car for car in cars_from(rows, "Japan") if engine(rows, car, "list_price_usd") > 20000)
    return both_fillings(lambda lb: dear == ["Nissan 300ZX", "Toyota Supra"] and all(size(rows, car, "weight_lb") > lb for car in dear),
                         3300, 3400)


def jo9(rows):
    vws = ("Volkswagen GTI", "Volkswagen Corrado")
    same = {size(rows, car, "wheel_base_in") for car in vws} == {97} and {engine(rows, car, "engine_litres") for car in vws} == {1.8}
    gap = engine(rows, "Volkswagen Corrado", "net_horsepower") - engine(rows, "Volkswagen GTI", "net_horsepower")
    return both_fillings(lambda d: same and gap == d, 53, 43)


def jo10(rows):
    heaviest = top_key(rows, SIZE, "weight_lb")
    return both_fillings(lambda usd: heaviest == "Toyota Supra" and engine(rows, heaviest, "list_price_usd") == usd, 22860, 27900)


# ---- negation ---------------------------------------------------------------------------------------------------

def ne1(rows):
    japanese = [engine(rows, car, "list_price_usd") for car in cars_from(rows, "Japan")]
    return both_fillings(lambda usd: not any(p > usd for p in japanese), 28000, 25000)


def ne2(rows):
    untested = sum(not r["mileage_mpg"] for r in rows[COMPACT])
    return both_fillings(lambda share: untested < share * len(rows[COMPACT]), 1 / 3, 1 / 4)


def ne3(rows):
    scale = ("Much worse", "worse", "average", "better", "Much better")
    swedish = [scale.index(r["reliability"]) for r in compacts_from(rows, "Sweden")]  # all three are rated (an empty cell fails)
    average = scale.index("average")
    return both_fillings(lambda better: bool(swedish) and not any((s > average) if better else (s < average) for s in swedish),
                         True, False)


def ne4(rows):
    counts = [number(r["prostate_cancer_deaths"]) for r in rows[DEATHS]]
    return both_fillings(lambda floor: not any(c < floor for c in counts), 100, 200)


def ne5(rows):
    return both_fillings(lambda country: bool(cars_from(rows, country)) and not any(engine(rows, car, "redline_rpm") > 5500 for car in cars_from(rows, country)),
                         "USA", "Japan")


def ne6(rows):
    german = compacts_from(rows, "Germany")
    return both_fillings(lambda model: any(r["model"] == model for r in german) and all(bool(r["mileage_mpg"]) == (r["model"] == model) for r in german),
                         "Audi 80 4", "BMW 325i 6")


def ne7(rows):
    return both_fillings(lambda ceiling: not any(d > ceiling for d in series(rows, "50")), 400, 350)


def ne8(rows):
    weights = keyed_column(rows, SIZE, "weight_lb").values()
    return both_fillings(lambda floor: not any(w < floor for w in weights), 2000, 2200)


def ne9(rows):
    small = [car for car in keyed_column(rows, ENGINE, "engine_litres") if engine(rows, car, "engine_litres") == 1.6]
    return both_fillings(lambda hp: bool(small) and not any(engine(rows, car, "net_horsepower") > hp for car in small), 120, 110)


def ne10(rows):
    # "Japanese-made" read as made in Japan, with or without the Japan/USA models: the labels hold either way.
    def holds(usd):
        narrow = [r for r in rows[COMPACT] if r["country"] == "Japan"]
        broad = [r for r in rows[COMPACT] if r["country"] in ("Japan", "Japan/USA")]
        results = {not any(number(r["list_price_usd"]) > usd for r in group) for group in (narrow, broad)}
        assert len(results) == 1
        return results.pop()
    return both_fillings(holds, 18000, 15000)


# ---- percent_vs_count -------------------------------------------------------------------------------------------

def pc1(rows):
    share = 100 * len(cars_from(rows, "Germany")) / len(rows[ENGINE])
    return both_fillings(lambda pct: about(share, pct), "10", "15")  # 2 of 21, 9.5%


def pc2(rows):
    mexican = cars_from(rows, "Mexico")
    return both_fillings(lambda pct: mexican == ["Volkswagen GTI"] and 100 * len(mexican) / len(rows[ENGINE]) < pct, 5, 4)


def pc3(rows):
    n = sum(r["reliability"] == "Much better" for r in rows[COMPACT])
    total = len(rows[COMPACT])
    return both_fillings(lambda claim: total == 22 and n == claim[0] and about(100 * n / total, claim[1]), (5, "23"), (6, "27"))


def pc4(rows):
    share = 100 * deaths(rows, "1965", "70") / period_total(rows, "1965")
    return both_fillings(lambda pct: about(share, pct), "23", "32")


def pc5(rows):
    rate = 100 * deaths(rows, "1960", "70") / population(rows, "1960", "70")
    return both_fillings(lambda pct: about(rate, pct), "1.1", "1.6")


def pc6(rows):
    growth = 100 * (deaths(rows, "1965", "65") / deaths(rows, "1935", "65") - 1)
    return both_fillings(lambda pct: growth > pct, 400, 450)


def pc7(rows):
    n = sum(not r["reliability"] for r in rows[COMPACT])
    total = len(rows[COMPACT])
    return both_fillings(lambda claim: total == 22 and n == claim[0] and about(100 * n / total, claim[1]), (3, "14"), (4, "18"))


def pc8(rows):
    pct = 100 * (engine(rows, "Porsche 944", "list_price_usd") / engine(rows, "Chevrolet Corvette", "list_price_usd") - 1)
    return both_fillings(lambda written: about(pct, written), "31", "41")


def pc9(rows):
    pct = 100 * (size(rows, "Toyota Supra", "weight_lb") / size(rows, "Honda Civic CRX", "weight_lb") - 1)
    return both_fillings(lambda written: about(pct, written), "60", "70")


def pc10(rows):
    pop_share = 100 * population(rows, "1965", "50") / period_total(rows, "1965", "midperiod_population")
    death_share = 100 * deaths(rows, "1965", "50") / period_total(rows, "1965")
    return both_fillings(lambda cap: pop_share > 25 and death_share < cap, 3, 2)


# ---- words ------------------------------------------------------------------------------------------------------

def wo1(rows):
    # Japan alone (11 of 21) or with the one Japan/USA car (12 of 21): the labels hold either way.
    counts = (len(cars_from(rows, "Japan")), len(cars_from(rows, "Japan")) + len(cars_from(rows, "Japan/USA")))

    def more_than(share):
        results = {n > share * len(rows[ENGINE]) for n in counts}
        assert len(results) == 1
        return results.pop()
    return both_fillings(more_than, 1 / 2, 2 / 3)


def wo2(rows):
    return both_fillings(lambda n: len(cars_from(rows, "Germany")) == n, 2, 3)


def wo3(rows):
    return both_fillings(lambda n: sum(size(rows, r["car"], "fuel_tank_gal") == 15.9 for r in rows[SIZE]) == n, 6, 12)


def wo4(rows):
    return both_fillings(lambda n: len(compacts_from(rows, "Germany")) == n, 4, 5)


def wo5(rows):
    return both_fillings(lambda floor: period_total(rows, "1965") > floor, 10000, 11000)


def wo6(rows):
    pops = series(rows, "80", "midperiod_population")
    return both_fillings(lambda last: pops[0] == 19000 and pops[-1] == last, 66000, 56000)


def wo7(rows):
    return both_fillings(lambda car: engine(rows, car, "net_horsepower") == 200, "Toyota Supra", "Nissan 300ZX")


def wo8(rows):
    order = ranked(rows, ENGINE, "list_price_usd", lowest=True)
    return both_fillings(lambda place: order[place - 1] == "Ford Mustang", 2, 3)


def wo9(rows):
    widths = keyed_column(rows, SIZE, "width_in")
    narrowest = min(widths.values())
    return both_fillings(lambda n: narrowest == 66 and sum(w == narrowest for w in widths.values()) == n, 5, 4)


def wo10(rows):
    return both_fillings(lambda period: population(rows, period, "65") > 250000, "1960", "1955")


# ---- units_dates ------------------------------------------------------------------------------------------------

def ud1(rows):
    feet = size(rows, "Honda Civic CRX", "length_in") / 12
    return both_fillings(lambda ft: size(rows, "Honda Civic CRX", "length_in") == 149 and ft < feet <= ft + 0.5, 12, 13)


def ud2(rows):
    tonnes = size(rows, "Toyota Supra", "weight_lb") * LB_KG / 1000
    return both_fillings(lambda written: about(tonnes, written), "1.6", "1.9")


def ud3(rows):
    litres = size(rows, "Porsche 944", "fuel_tank_gal") * GAL_L
    return both_fillings(lambda written: about(litres, written), "80", "95")


def ud4(rows):
    cubic_inches = engine(rows, "Chevrolet Corvette", "engine_litres") / CUIN_L
    return both_fillings(lambda written: engine(rows, "Chevrolet Corvette", "engine_litres") == 5.7 and about(cubic_inches, written), "350", "450")


def ud5(rows):
    return both_fillings(lambda ft: size(rows, "Chevrolet Camaro", "length_in") == ft * 12, 16, 17)


def ud6(rows):
    first, last = int(periods(rows)[0]), int(periods(rows)[-1]) + 4  # each period runs five years from its first year
    return both_fillings(lambda claim: first == 1935 and last == claim[1] and last - first + 1 == claim[0], (35, 1969), (40, 1974))


def ud7(rows):
    over = [p for p in periods(rows) if deaths(rows, p, "75") > 1000]
    return both_fillings(lambda period: over[0] == period, "1955", "1950")


def ud8(rows):
    doubled = deaths(rows, "1965", "70") > 2 * deaths(rows, "1950", "70")
    span = [int(p) for p in periods(rows) if p in ("1950", "1965")]
    return both_fillings(lambda years: doubled and len(span) == 2 and span[1] - span[0] == years, 15, 10)


def ud9(rows):
    per_second = engine(rows, "Mazda MX-5 Miata", "redline_rpm") / 60
    return both_fillings(lambda floor: engine(rows, "Mazda MX-5 Miata", "redline_rpm") == 6500 and per_second > floor, 100, 110)


def ud10(rows):
    feet = size(rows, "Mazda MX-5 Miata", "wheel_base_in") / 12
    return both_fillings(lambda ceiling: size(rows, "Mazda MX-5 Miata", "wheel_base_in") == 89 and feet < ceiling, 7.5, 7)


# Pair id -> its label check: we1..we10, su1..su10, ..., ud1..ud10 (the functions above).
FACTS = {f"{prefix}{i}": globals()[f"{prefix}{i}"] for prefix in ("we", "su", "di", "df", "jo", "ne", "pc", "wo", "ud")
         for i in range(1, 11)}
