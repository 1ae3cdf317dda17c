"""The label checks of the twenty-second held-out set (``tests/test_lexical_heldout22.py``): one function per pair id
that recomputes, from the stored cells of ``tests/data/lexical_heldout22_tables.json``, whether the pair's true claim
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

DATA = Path(__file__).parent / "data" / "lexical_heldout22_tables.json"

CAR_PRICES = "car_prices_1978"
CAR_SPECS = "car_specs_1978"
LONDON = "london_pauperism_1871_1881"
AVOCADO = "avocado_sales_2017"
GOOGLE = "google_returns_august_2015"
TITANIC = "titanic_survival"

PAUP, OUT, OLD, POP = ("pauperism_pct_of_1871", "out_relief_ratio_pct_of_1871", "old_people_pct_of_1871",
                       "population_pct_of_1871")

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


def origin_keys(r: Rows, origin: str) -> list[str]:
    return [row["make"] for row in r[CAR_PRICES] if row["origin"] == origin]


def titanic_sum(r: Rows, col: str, cls: str | None = None, sex: str | None = None) -> float:
    return sum(float(row[col]) for row in r[TITANIC]
               if (cls is None or row["class"] == cls) and (sex is None or row["sex"] == sex))


def pct(r: Rows, day: str, col: str = "google_return") -> float:
    """A day's return as a percentage."""
    return 100 * keyed_number(r, GOOGLE, day, col)


# wrong_entity -----------------------------------------------------------------------------------------------------

@fact
def we1(r):
    return both_fillings(lambda car: keyed_number(r, CAR_PRICES, car, "price_usd") == 5799, "Honda Accord", "Pont. Catalina")


@fact
def we2(r):
    return both_fillings(lambda car: keyed_number(r, CAR_SPECS, car, "weight_lbs") == 1800, "Ford Fiesta", "Renault Le Car")


@fact
def we3(r):
    return both_fillings(lambda u: keyed_number(r, LONDON, u, PAUP) == 81, "Marylebone", "Holborn")


@fact
def we4(r):
    return both_fillings(lambda w: about(keyed_number(r, AVOCADO, w, "total_volume") / 1e6, "11.2"), "2017-02-05", "2017-05-07")


@fact
def we5(r):
    return both_fillings(lambda d: about(pct(r, d), "8.0"), "2015-08-26", "2015-08-27")


@fact
def we6(r):
    return both_fillings(lambda g: keyed_number(r, TITANIC, g, "survivors") == 192, "crew male", "3rd class male")


@fact
def we7(r):
    return both_fillings(lambda u: keyed_number(r, LONDON, u, POP) == 150, "Hackney", "Islington")


@fact
def we8(r):
    return both_fillings(lambda car: keyed_number(r, CAR_SPECS, car, "turn_circle_ft") == 51, "Linc. Continental", "Cad. Deville")


@fact
def we9(r):
    def holds(car):
        return keyed_cell(r, CAR_PRICES, car, "origin") == "Foreign" and keyed_number(r, CAR_PRICES, car, "mpg") == 23
    return both_fillings(holds, "Datsun 200", "Toyota Celica")


@fact
def we10(r):
    return both_fillings(lambda w: keyed_number(r, AVOCADO, w, "average_price_usd") == 1.65, "2017-09-03", "2017-08-06")


# superlative ------------------------------------------------------------------------------------------------------

@fact
def su1(r):
    return both_fillings(lambda car: top_key(r, CAR_PRICES, "price_usd") == car, "Volvo 260", "Linc. Continental")


@fact
def su2(r):
    best = top_key(r, CAR_PRICES, "mpg")
    return both_fillings(lambda mpg: best == "Subaru" and keyed_number(r, CAR_PRICES, best, "mpg") == mpg, 35, 30)


@fact
def su3(r):
    order = ranked(r, CAR_SPECS, "length_in", lowest=True)
    fiesta = keyed_number(r, CAR_SPECS, "Ford Fiesta", "length_in") == 147
    return both_fillings(lambda rank: fiesta and order[rank - 1] == "Ford Fiesta", 2, 3)


@fact
def su4(r):
    def holds(union, value):
        return top_key(r, LONDON, POP, lowest=True) == union and keyed_number(r, LONDON, union, POP) == value
    return holds("City", 68), holds("Strand", 81)


@fact
def su5(r):
    def holds(union, value):
        return top_key(r, LONDON, OUT) == union and keyed_number(r, LONDON, union, OUT) == value
    return holds("City", 64), holds("St. John, Hampstead", 39)


@fact
def su6(r):
    def holds(week, price):
        return top_key(r, AVOCADO, "average_price_usd") == week and keyed_number(r, AVOCADO, week, "average_price_usd") == price
    return holds("2017-10-01", 1.77), holds("2017-09-03", 1.65)


@fact
def su7(r):
    def holds(week, price):
        return (top_key(r, AVOCADO, "average_price_usd", lowest=True) == week and top_key(r, AVOCADO, "total_volume") == week
                and keyed_number(r, AVOCADO, week, "average_price_usd") == price)
    return holds("2017-02-05", 0.67), holds("2017-01-01", 0.89)


@fact
def su8(r):
    def holds(day, loss):
        return top_key(r, GOOGLE, "google_return", lowest=True) == day and about(-pct(r, day), loss)
    return holds("2015-08-21", "5.3"), holds("2015-08-24", "3.7")


@fact
def su9(r):
    order = ranked(r, GOOGLE, "sp500_return")

    def holds(day, gain):
        return order[1] == day and about(pct(r, day, "sp500_return"), gain)
    return holds("2015-08-27", "2.4"), holds("2015-08-10", "1.3")


@fact
def su10(r):
    rate = {row["group"]: float(row["survivors"]) / float(row["aboard"]) for row in r[TITANIC]}
    best = max(rate, key=rate.get)
    assert sorted(rate.values())[-2] < rate[best]

    def holds(group, saved, aboard):
        return best == group and keyed_number(r, TITANIC, group, "survivors") == saved and keyed_number(r, TITANIC, group, "aboard") == aboard
    return holds("1st class female", 141, 145), holds("2nd class female", 93, 106)


# direction --------------------------------------------------------------------------------------------------------

@fact
def di1(r):
    bmw, audi = (keyed_number(r, CAR_PRICES, c, "price_usd") for c in ("BMW 320i", "Audi 5000"))
    return bmw > audi, bmw < audi


@fact
def di2(r):
    volvo, audi = (keyed_number(r, CAR_SPECS, c, "weight_lbs") for c in ("Volvo 260", "Audi 5000"))
    numbers = (volvo, audi) == (3170, 2830)
    return numbers and volvo > audi, numbers and volvo < audi


@fact
def di3(r):
    price_up = keyed_number(r, AVOCADO, "2017-04-02", "average_price_usd") > keyed_number(r, AVOCADO, "2017-03-05", "average_price_usd")
    volume_up = keyed_number(r, AVOCADO, "2017-04-02", "total_volume") > keyed_number(r, AVOCADO, "2017-03-05", "total_volume")
    return price_up and volume_up, price_up and not volume_up


@fact
def di4(r):
    dec, nov = (keyed_number(r, AVOCADO, w, "total_volume") for w in ("2017-12-03", "2017-11-05"))
    return dec < nov, dec > nov


@fact
def di5(r):
    google, sp = pct(r, "2015-08-10"), pct(r, "2015-08-10", "sp500_return")
    return google < 0 < sp, google > 0 and sp > 0


@fact
def di6(r):
    google, sp = pct(r, "2015-08-11"), pct(r, "2015-08-11", "sp500_return")
    up = about(google, "4.3") and google > 0
    return up and sp < 0 and about(-sp, "1.0"), up and sp > 0 and about(sp, "1.0")


@fact
def di7(r):
    shoreditch, stepney = (keyed_number(r, LONDON, u, POP) for u in ("Shoreditch", "Stepney"))
    return shoreditch == 100 and stepney > 100, shoreditch == 100 and stepney < 100


@fact
def di8(r):
    honda, bmw = (keyed_number(r, CAR_SPECS, c, "headroom_in") for c in ("Honda Accord", "BMW 320i"))
    numbers = (honda, bmw) == (3.0, 2.5)
    return numbers and honda > bmw, numbers and honda < bmw


@fact
def di9(r):
    crew = keyed_number(r, TITANIC, "crew male", "survivors")
    others = keyed_number(r, TITANIC, "1st class male", "survivors") + keyed_number(r, TITANIC, "3rd class male", "survivors")
    return crew > others, crew < others


@fact
def di10(r):
    colt, mazda = (keyed_number(r, CAR_PRICES, c, "price_usd") for c in ("Dodge Colt", "Mazda GLC"))
    same_mpg = keyed_number(r, CAR_PRICES, "Dodge Colt", "mpg") == keyed_number(r, CAR_PRICES, "Mazda GLC", "mpg") == 30
    return same_mpg and colt < mazda, same_mpg and colt > mazda


# difference -------------------------------------------------------------------------------------------------------

@fact
def df1(r):
    gap = keyed_number(r, CAR_PRICES, "Volvo 260", "price_usd") - keyed_number(r, CAR_PRICES, "BMW 320i", "price_usd")
    return both_fillings(lambda x: gap == x, 2260, 2160)


@fact
def df2(r):
    gap = keyed_number(r, CAR_SPECS, "Linc. Continental", "length_in") - keyed_number(r, CAR_SPECS, "Renault Le Car", "length_in")
    return both_fillings(lambda x: gap == x, 91, 81)


@fact
def df3(r):
    gap = keyed_number(r, LONDON, "Holborn", PAUP) - keyed_number(r, LONDON, "Kensington", PAUP)
    return both_fillings(lambda x: gap == x, 52, 42)


@fact
def df4(r):
    rise = keyed_number(r, AVOCADO, "2017-02-05", "total_volume") - keyed_number(r, AVOCADO, "2017-01-01", "total_volume")
    return both_fillings(lambda x: about(rise / 1e6, x), "4.0", "3.0")


@fact
def df5(r):
    total = pct(r, "2015-08-20") + pct(r, "2015-08-21")
    return both_fillings(lambda x: total < 0 and about(-total, x), "7.4", "6.4")


@fact
def df6(r):
    gap = titanic_sum(r, "aboard", cls="crew") - titanic_sum(r, "aboard", cls="3rd class")
    return both_fillings(lambda x: gap == x, 179, 197)


@fact
def df7(r):
    total = keyed_number(r, CAR_PRICES, "Cad. Deville", "price_usd") + keyed_number(r, CAR_PRICES, "Linc. Continental", "price_usd")
    return both_fillings(lambda x: total == x, 22882, 22982)


@fact
def df8(r):
    gap = keyed_number(r, CAR_SPECS, "Cad. Deville", "displacement_cu_in") - keyed_number(r, CAR_SPECS, "Renault Le Car", "displacement_cu_in")
    return both_fillings(lambda x: gap == x, 346, 336)


@fact
def df9(r):
    gap = keyed_number(r, AVOCADO, "2017-10-01", "average_price_usd") - keyed_number(r, AVOCADO, "2017-02-05", "average_price_usd")
    return both_fillings(lambda x: abs(gap - x) < 1e-9, 1.10, 1.01)


@fact
def df10(r):
    gap = keyed_number(r, LONDON, "Fulham", POP) - keyed_number(r, LONDON, "Kensington", POP)
    return both_fillings(lambda x: gap == x, 38, 28)


# joined (both car tables) -----------------------------------------------------------------------------------------

@fact
def jo1(r):
    heaviest = top_key(r, CAR_SPECS, "weight_lbs")
    return both_fillings(lambda p: heaviest == "Linc. Continental" and keyed_number(r, CAR_PRICES, heaviest, "price_usd") == p, 11497, 11995)


@fact
def jo2(r):
    cheapest = top_key(r, CAR_PRICES, "price_usd", lowest=True)
    return both_fillings(lambda w: cheapest == "Chev. Chevette" and keyed_number(r, CAR_SPECS, cheapest, "weight_lbs") == w, 2110, 2120)


@fact
def jo3(r):
    foreign = origin_keys(r, "Foreign")
    disp = {c: keyed_number(r, CAR_SPECS, c, "displacement_cu_in") for c in foreign}
    best = max(disp, key=disp.get)
    assert sorted(disp.values())[-2] < disp[best]
    return best == "Volvo 260" and disp[best] == 163, best == "Toyota Celica" and disp.get("Toyota Celica") == 134


@fact
def jo4(r):
    domestic = origin_keys(r, "Domestic")
    weight = {c: keyed_number(r, CAR_SPECS, c, "weight_lbs") for c in domestic}
    lightest = min(weight, key=weight.get)
    assert sorted(weight.values())[1] > weight[lightest]
    return both_fillings(lambda mpg: lightest == "Ford Fiesta" and keyed_number(r, CAR_PRICES, lightest, "mpg") == mpg, 28, 26)


@fact
def jo5(r):
    wide = [c for c, t in keyed_column(r, CAR_SPECS, "turn_circle_ft").items() if t >= 42]
    origins = {keyed_cell(r, CAR_PRICES, c, "origin") for c in wide}
    return both_fillings(lambda o: len(wide) == 4 and origins == {o}, "Domestic", "Foreign")


@fact
def jo6(r):
    def mean_weight(origin):
        cars = origin_keys(r, origin)
        return sum(keyed_number(r, CAR_SPECS, c, "weight_lbs") for c in cars) / len(cars), len(cars)
    dom, n_dom = mean_weight("Domestic")
    frn, n_frn = mean_weight("Foreign")
    base = n_dom == n_frn == 11 and dom == 3180
    return both_fillings(lambda x: base and about(frn, x), "2,347", "2,447")


@fact
def jo7(r):
    top = [c for c, rep in keyed_column(r, CAR_PRICES, "repair_record_1978").items() if rep == 5]
    trunk = {c: keyed_number(r, CAR_SPECS, c, "trunk_cu_ft") for c in top}
    best = max(trunk, key=trunk.get)
    assert sorted(trunk.values())[-2] < trunk[best]

    def holds(car, cu_ft):
        return best == car and trunk[car] == cu_ft
    return holds("Audi 5000", 15), holds("Toyota Celica", 14)


@fact
def jo8(r):
    best = top_key(r, CAR_PRICES, "mpg")
    return both_fillings(lambda g: best == "Subaru" and keyed_number(r, CAR_SPECS, best, "gear_ratio") == g, 3.81, 3.89)


@fact
def jo9(r):
    price, weight = keyed_number(r, CAR_PRICES, "Olds 98", "price_usd"), keyed_number(r, CAR_SPECS, "Olds 98", "weight_lbs")
    base = (price, weight) == (8814, 4060)
    return both_fillings(lambda x: base and about(price / weight, x), "2.17", "2.27")


@fact
def jo10(r):
    foreign = origin_keys(r, "Foreign")
    length = {c: keyed_number(r, CAR_SPECS, c, "length_in") for c in foreign}
    longest = max(length, key=length.get)
    assert sorted(length.values())[-2] < length[longest]
    base = longest == "Volvo 260" and length[longest] == 193
    return both_fillings(lambda rep: base and keyed_number(r, CAR_PRICES, longest, "repair_record_1978") == rep, 5, 4)


# negation ---------------------------------------------------------------------------------------------------------

@fact
def ne1(r):
    reps = [keyed_number(r, CAR_PRICES, c, "repair_record_1978") for c in origin_keys(r, "Foreign")]
    return both_fillings(lambda floor: not any(x < floor for x in reps), 3, 4)


@fact
def ne2(r):
    weights = keyed_column(r, CAR_SPECS, "weight_lbs").values()
    return both_fillings(lambda cap: not any(w > cap for w in weights), 5000, 4500)


@fact
def ne3(r):
    return (not any(x > 100 for x in keyed_column(r, LONDON, PAUP).values()),
            not any(x > 100 for x in keyed_column(r, LONDON, POP).values()))


@fact
def ne4(r):
    prices = keyed_column(r, AVOCADO, "average_price_usd").values()
    return both_fillings(lambda floor: not any(p < floor for p in prices), 0.60, 0.70)


@fact
def ne5(r):
    gains = [100 * x for x in keyed_column(r, GOOGLE, "sp500_return").values()]
    return both_fillings(lambda cap: not any(g > cap for g in gains), 4, 3)


@fact
def ne6(r):
    def no_child_died(classes):
        return all(titanic_sum(r, "children_aboard", cls=c) == titanic_sum(r, "child_survivors", cls=c) for c in classes)
    return no_child_died(("1st class", "2nd class")), no_child_died(("2nd class", "3rd class"))


@fact
def ne7(r):
    prices = [keyed_number(r, CAR_PRICES, c, "price_usd") for c in origin_keys(r, "Domestic")]
    return both_fillings(lambda floor: not any(p < floor for p in prices), 3000, 3500)


@fact
def ne8(r):
    return both_fillings(lambda days: not any(pct(r, d) < 0 for d in days), ("2015-08-26", "2015-08-27"), ("2015-08-27", "2015-08-28"))


@fact
def ne9(r):
    ratios = keyed_column(r, LONDON, OUT).values()
    return both_fillings(lambda share: not any(x >= 100 * share for x in ratios), 2 / 3, 1 / 2)


@fact
def ne10(r):
    turns = keyed_column(r, CAR_SPECS, "turn_circle_ft").values()
    return both_fillings(lambda floor: not any(t < floor for t in turns), 33, 34)


# percent_vs_count -------------------------------------------------------------------------------------------------

@fact
def pc1(r):
    saved, aboard = titanic_sum(r, "survivors", sex="female"), titanic_sum(r, "aboard", sex="female")
    return both_fillings(lambda x: (saved, aboard) == (344, 470) and about(100 * saved / aboard, x), "73", "78")


@fact
def pc2(r):
    share = 100 * titanic_sum(r, "survivors", sex="male") / titanic_sum(r, "aboard", sex="male")
    return both_fillings(lambda x: about(share, x), "21", "31")


@fact
def pc3(r):
    share = 100 * titanic_sum(r, "aboard", cls="crew") / titanic_sum(r, "aboard")
    return both_fillings(lambda x: about(share, x), "40", "45")


@fact
def pc4(r):
    share = 100 * len(origin_keys(r, "Foreign")) / len(r[CAR_PRICES])
    return both_fillings(lambda x: share == x, 50, 45)


@fact
def pc5(r):
    def holds(rep):
        n = sum(x == rep for x in keyed_column(r, CAR_PRICES, "repair_record_1978").values())
        return n == 6 and len(r[CAR_PRICES]) == 22 and about(100 * n / 22, "27")
    return holds(5), holds(4)


@fact
def pc6(r):
    down = sum(x < 0 for x in keyed_column(r, GOOGLE, "google_return").values())
    days = len(r[GOOGLE])
    return both_fillings(lambda x: (down, days) == (13, 21) and about(100 * down / days, x), "62", "52")


@fact
def pc7(r):
    grew = sum(x > 100 for x in keyed_column(r, LONDON, POP).values())
    unions = len(r[LONDON])
    return both_fillings(lambda x: (grew, unions) == (12, 22) and about(100 * grew / unions, x), "55", "60")


@fact
def pc8(r):
    vol = keyed_column(r, AVOCADO, "total_volume")
    share = 100 * vol["2017-02-05"] / sum(vol.values())
    return both_fillings(lambda x: len(vol) == 12 and about(share, x), "15", "19")


@fact
def pc9(r):
    saved, aboard = titanic_sum(r, "survivors", cls="1st class"), titanic_sum(r, "aboard", cls="1st class")
    return both_fillings(lambda x: (saved, aboard) == (203, 325) and about(100 * saved / aboard, x), "62", "52")


@fact
def pc10(r):
    children = titanic_sum(r, "children_aboard")
    share = 100 * children / titanic_sum(r, "aboard")
    return both_fillings(lambda x: children == 109 and about(share, x), "5", "8")


# words ------------------------------------------------------------------------------------------------------------

@fact
def wo1(r):
    ratio = keyed_number(r, LONDON, "Marylebone", PAUP) / keyed_number(r, LONDON, "Kensington", PAUP)
    return both_fillings(lambda x: ratio == x, 3, 4)


@fact
def wo2(r):
    ratio = keyed_number(r, CAR_PRICES, "Volvo 260", "price_usd") / keyed_number(r, CAR_PRICES, "Chev. Chevette", "price_usd")
    return both_fillings(lambda x: ratio > x, 3, 4)


@fact
def wo3(r):
    n, total = len(origin_keys(r, "Domestic")), len(r[CAR_PRICES])
    return both_fillings(lambda x: total == 22 and n == x, 11, 12)


@fact
def wo4(r):
    n = sum(t >= 20 for t in keyed_column(r, CAR_SPECS, "trunk_cu_ft").values())
    return both_fillings(lambda x: n == x, 4, 3)


@fact
def wo5(r):
    aboard, saved = keyed_number(r, TITANIC, "1st class female", "aboard"), keyed_number(r, TITANIC, "1st class female", "survivors")
    return both_fillings(lambda x: aboard == 145 and aboard - saved == x, 4, 5)


@fact
def wo6(r):
    order = ranked(r, AVOCADO, "average_price_usd")
    return both_fillings(lambda rank: len(order) == 12 and order[rank - 1] == "2017-09-03", 2, 3)


@fact
def wo7(r):
    order = ranked(r, GOOGLE, "google_return")
    return both_fillings(lambda rank: about(pct(r, "2015-08-11"), "4.3") and order[rank - 1] == "2015-08-11", 2, 1)


@fact
def wo8(r):
    return both_fillings(lambda x: abs(keyed_number(r, LONDON, "Hackney", POP) - 100 * (1 + x)) < 1e-9, 1 / 2, 2 / 3)


@fact
def wo9(r):
    ratio = keyed_number(r, CAR_SPECS, "Linc. Continental", "weight_lbs") / keyed_number(r, CAR_SPECS, "Ford Fiesta", "weight_lbs")
    return both_fillings(lambda x: ratio > x, 2.5, 3)


@fact
def wo10(r):
    share = keyed_number(r, TITANIC, "3rd class male", "survivors") / keyed_number(r, TITANIC, "3rd class male", "aboard")
    return both_fillings(lambda x: share < x, 1 / 4, 1 / 10)


# units_dates ------------------------------------------------------------------------------------------------------

@fact
def ud1(r):
    def week_of(month):
        weeks = [w for w in keyed_column(r, AVOCADO, "total_volume") if w.startswith(month)]
        assert len(weeks) == 1 and int(weeks[0][-2:]) <= 7, month  # the month's first week
        return weeks[0]
    return both_fillings(lambda m: keyed_number(r, AVOCADO, week_of(m), "total_volume") == 5544556, "2017-12", "2017-11")


@fact
def ud2(r):
    def holds(day, weekday):
        return dt.date.fromisoformat(day).strftime("%A") == weekday and about(-pct(r, day, "sp500_return"), "3.9")
    return holds("2015-08-24", "Monday"), holds("2015-08-21", "Friday")


@fact
def ud3(r):
    kg = keyed_number(r, CAR_SPECS, "Cad. Deville", "weight_lbs") * 0.45359237
    return both_fillings(lambda x: keyed_number(r, CAR_SPECS, "Cad. Deville", "weight_lbs") == 4330 and about(kg, x), "1,964", "2,164")


@fact
def ud4(r):
    inches = keyed_number(r, CAR_SPECS, "Linc. Continental", "length_in")
    return both_fillings(lambda feet: inches == 233 and inches / 12 > feet, 19, 20)


@fact
def ud5(r):
    cu_in = keyed_number(r, CAR_SPECS, "Cad. Deville", "displacement_cu_in")
    litres = cu_in * 0.016387064  # 1 cubic inch = 16.387064 cm3 (exact)
    return both_fillings(lambda x: cu_in == 425 and about(litres, x), "7.0", "6.0")


@fact
def ud6(r):
    best = dt.date.fromisoformat(top_key(r, GOOGLE, "google_return"))
    worst_sp = dt.date.fromisoformat(top_key(r, GOOGLE, "sp500_return", lowest=True))
    return both_fillings(lambda n: best == dt.date(2015, 8, 26) and (best - worst_sp).days == n, 2, 3)


@fact
def ud7(r):
    top = dt.date.fromisoformat(top_key(r, AVOCADO, "average_price_usd"))
    gap = top - dt.date(2017, 9, 3)
    return both_fillings(lambda weeks: top == dt.date(2017, 10, 1) and gap.days == 7 * weeks, 4, 5)


@fact
def ud8(r):
    july, jan = (keyed_number(r, AVOCADO, w, "average_price_usd") for w in ("2017-07-02", "2017-01-01"))
    return both_fillings(lambda cents: july == 1.28 and abs(100 * (july - jan) - cents) < 1e-6, 39, 49)


@fact
def ud9(r):
    mpg = keyed_number(r, CAR_PRICES, "Subaru", "mpg")
    km_per_litre = mpg * 1.609344 / 3.785411784  # a mile is 1.609344 km, a US gallon 3.785411784 litres
    return both_fillings(lambda x: mpg == 35 and about(km_per_litre, x), "14.9", "13.9")


@fact
def ud10(r):
    def all_down(first, last):
        days = [d for d in keyed_column(r, GOOGLE, "sp500_return") if first <= d <= last]
        return len(days) >= 6 and all(pct(r, d, "sp500_return") < 0 for d in days)
    return all_down("2015-08-18", "2015-08-25"), all_down("2015-08-14", "2015-08-25")
