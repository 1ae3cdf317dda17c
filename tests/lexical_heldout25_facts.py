"""The label checks of the twenty-fifth held-out set (``tests/test_lexical_heldout25.py``): one function per pair id
that recomputes, from the stored cells of ``tests/data/lexical_heldout25_tables.json``, whether the pair's true claim
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

DATA = Path(__file__).parent / "data" / "lexical_heldout25_tables.json"

PERF = "auto_1980_performance"
ENGINE = "auto_1980_engine_weight"
DOW = "dow_jones_august_1982"
BIKES = "capital_bikeshare_2011_by_month"
SP = "sp500_weeks_by_year_1990_2010"

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


def origin_models(r: Rows, origin: str) -> list[str]:
    return [row["model"] for row in r[PERF] if row["origin"] == origin]


def dow_pct(r: Rows, day: str) -> float:
    """A day's Dow return (a log difference) times 100: the percent move it stands for."""
    return 100 * keyed_number(r, DOW, day, "dj_return")


def bikes_total(r: Rows, col: str) -> float:
    return sum(keyed_column(r, BIKES, col).values())


# wrong_entity -----------------------------------------------------------------------------------------------------

@fact
def we1(r):
    return both_fillings(lambda car: keyed_number(r, PERF, car, "mpg") == 46.6, "mazda glc", "honda civic 1500 gl")


@fact
def we2(r):
    return both_fillings(lambda car: keyed_number(r, ENGINE, car, "weight_lbs") == 3381, "dodge aspen", "amc concord")


@fact
def we3(r):
    return both_fillings(lambda d: about(keyed_number(r, DOW, d, "dj_return"), "0.048"), "1982-08-17", "1982-08-20")


@fact
def we4(r):
    return both_fillings(lambda m: keyed_number(r, BIKES, m, "casual_rentals") == 36452, "July", "June")


@fact
def we5(r):
    return both_fillings(lambda y: keyed_number(r, SP, y, "worst_week_pct") == -11.05, "2001", "2000")


@fact
def we6(r):
    return both_fillings(lambda car: keyed_number(r, PERF, car, "zero_to_60_mph_s") == 11.4, "datsun 280-zx", "mazda rx-7 gs")


@fact
def we7(r):
    return both_fillings(lambda car: keyed_number(r, ENGINE, car, "displacement_cu_in") == 146, "mercedes-benz 240d", "dodge colt")


@fact
def we8(r):
    return both_fillings(lambda m: keyed_number(r, BIKES, m, "registered_rentals") == 112900, "June", "August")


@fact
def we9(r):
    return both_fillings(lambda y: keyed_number(r, SP, y, "up_weeks") == 36, "1995", "2003")


@fact
def we10(r):
    def holds(car):
        return keyed_cell(r, PERF, car, "origin") == "European" and keyed_number(r, PERF, car, "mpg") == 35
    return both_fillings(holds, "triumph tr7 coupe", "audi 4000")


# superlative ------------------------------------------------------------------------------------------------------

@fact
def su1(r):
    def holds(car, mpg):
        return top_key(r, PERF, "mpg") == car and keyed_number(r, PERF, car, "mpg") == mpg
    return holds("mazda glc", 46.6), holds("honda civic 1500 gl", 44.6)


@fact
def su2(r):
    def holds(car, lbs):
        return top_key(r, ENGINE, "weight_lbs") == car and keyed_number(r, ENGINE, car, "weight_lbs") == lbs
    return holds("dodge aspen", 3381), holds("mercedes-benz 240d", 3250)


@fact
def su3(r):
    order = ranked(r, ENGINE, "weight_lbs", lowest=True)
    civic = keyed_number(r, ENGINE, "honda civic 1500 gl", "weight_lbs") == 1850
    return both_fillings(lambda rank: civic and order[rank - 1] == "honda civic 1500 gl", 2, 1)


@fact
def su4(r):
    def holds(day, weekday, ret):
        return (top_key(r, DOW, "dj_return") == day and keyed_cell(r, DOW, day, "weekday") == weekday
                and about(keyed_number(r, DOW, day, "dj_return"), ret))
    return holds("1982-08-17", "Tuesday", "0.048"), holds("1982-08-20", "Friday", "0.036")


@fact
def su5(r):
    def holds(day, loss):
        return top_key(r, DOW, "dj_return", lowest=True) == day and about(-dow_pct(r, day), loss)
    return holds("1982-08-24", "1.8"), holds("1982-08-04", "1.6")


@fact
def su6(r):
    def holds(day, weekday, vol):
        return (top_key(r, DOW, "log_volume") == day and keyed_cell(r, DOW, day, "weekday") == weekday
                and about(keyed_number(r, DOW, day, "log_volume"), vol))
    return holds("1982-08-18", "Wednesday", "0.90"), holds("1982-08-26", "Thursday", "0.87")


@fact
def su7(r):
    def holds(month, n):
        return top_key(r, BIKES, "total_rentals") == month and keyed_number(r, BIKES, month, "total_rentals") == n
    return holds("June", 143512), holds("July", 141341)


@fact
def su8(r):
    def holds(month, n):
        return top_key(r, BIKES, "casual_rentals") == month and keyed_number(r, BIKES, month, "casual_rentals") == n
    return holds("July", 36452), holds("June", 30612)


@fact
def su9(r):
    def holds(year, loss):
        return top_key(r, SP, "worst_week_pct", lowest=True) == year and -keyed_number(r, SP, year, "worst_week_pct") == loss
    return holds("2008", 18.195), holds("2001", 11.05)


@fact
def su10(r):
    def holds(year, n):
        return top_key(r, SP, "up_weeks") == year and keyed_number(r, SP, year, "up_weeks") == n
    return holds("1995", 36), holds("1998", 33)


# direction --------------------------------------------------------------------------------------------------------

@fact
def di1(r):
    zx, rx7 = (keyed_number(r, PERF, c, "horsepower") for c in ("datsun 280-zx", "mazda rx-7 gs"))
    numbers = (zx, rx7) == (132, 100)
    return numbers and zx > rx7, numbers and zx < rx7


@fact
def di2(r):
    big, small = (keyed_number(r, ENGINE, c, "weight_lbs") for c in ("audi 5000s (diesel)", "audi 4000"))
    return big > small, big < small


@fact
def di3(r):
    days = list(keyed_column(r, DOW, "dj_return"))
    i = days.index("1982-08-13")
    before = [dow_pct(r, d) for d in days[:i]]
    eight_down = len([x for x in before[-8:] if x < 0]) == 8 and before[-9] > 0  # exactly eight in a row
    today = dow_pct(r, "1982-08-13")
    return eight_down and today > 0, eight_down and today < 0


@fact
def di4(r):
    total_fell = keyed_number(r, BIKES, "July", "total_rentals") < keyed_number(r, BIKES, "June", "total_rentals")
    casual_july, casual_june = (keyed_number(r, BIKES, m, "casual_rentals") for m in ("July", "June"))
    return total_fell and casual_july > casual_june, total_fell and casual_july < casual_june


@fact
def di5(r):
    months = ["August", "September", "October", "November", "December"]
    reg = [keyed_number(r, BIKES, m, "registered_rentals") for m in months]
    steps = list(zip(reg, reg[1:]))
    return all(b < a for a, b in steps), all(b > a for a, b in steps)


@fact
def di6(r):
    vol = keyed_column(r, SP, "avg_daily_volume_bn_shares")
    climbing = all(vol[str(y + 1)] > vol[str(y)] for y in range(2003, 2009))
    return climbing and vol["2010"] < vol["2009"], climbing and vol["2010"] > vol["2009"]


@fact
def di7(r):
    years = ("2000", "2001", "2002")
    down, up = (keyed_column(r, SP, c) for c in ("down_weeks", "up_weeks"))
    return all(down[y] > up[y] for y in years), all(down[y] < up[y] for y in years)


@fact
def di8(r):
    dasher, rabbit = (keyed_number(r, PERF, c, "zero_to_60_mph_s") for c in ("vw dasher (diesel)", "vw rabbit c (diesel)"))
    numbers = (dasher, rabbit) == (23.7, 21.7)
    return numbers and dasher > rabbit, numbers and dasher < rabbit  # more seconds is slower


@fact
def di9(r):
    vol, ret = keyed_number(r, DOW, "1982-08-13", "log_volume"), keyed_number(r, DOW, "1982-08-13", "dj_return")
    return ret > 0 and vol < 0, ret > 0 and vol > 0


@fact
def di10(r):
    rx7, audi = (keyed_number(r, ENGINE, c, "cylinders") for c in ("mazda rx-7 gs", "audi 5000s (diesel)"))
    numbers = (rx7, audi) == (3, 5)
    return numbers and rx7 < audi, numbers and rx7 > audi


# difference -------------------------------------------------------------------------------------------------------

@fact
def df1(r):
    gap = keyed_number(r, PERF, "mazda glc", "mpg") - keyed_number(r, PERF, "dodge aspen", "mpg")
    return both_fillings(lambda x: abs(gap - x) < 1e-9, 27.5, 26.5)


@fact
def df2(r):
    gap = keyed_number(r, ENGINE, "dodge aspen", "weight_lbs") - keyed_number(r, ENGINE, "dodge colt", "weight_lbs")
    return both_fillings(lambda x: gap == x, 581, 481)


@fact
def df3(r):
    gap = keyed_number(r, BIKES, "May", "total_rentals") - keyed_number(r, BIKES, "January", "total_rentals")
    return both_fillings(lambda x: gap == x, 97632, 96632)


@fact
def df4(r):
    total = bikes_total(r, "total_rentals")
    return both_fillings(lambda x: total == x, 1243103, 1234103)


@fact
def df5(r):
    swing = keyed_number(r, SP, "2008", "best_week_pct") - keyed_number(r, SP, "2008", "worst_week_pct")
    return both_fillings(lambda x: about(swing, x), "30.2", "32.2")


@fact
def df6(r):
    total = keyed_number(r, DOW, "1982-08-17", "dj_return") + keyed_number(r, DOW, "1982-08-20", "dj_return")
    return both_fillings(lambda x: about(total, x), "0.084", "0.094")


@fact
def df7(r):
    def mean_mpg(origin):
        cars = origin_models(r, origin)
        return sum(keyed_number(r, PERF, c, "mpg") for c in cars) / len(cars)
    eur, am = mean_mpg("European"), mean_mpg("American")
    return both_fillings(lambda x: about(eur, "36.8") and about(eur - am, x), "10.5", "11.5")


@fact
def df8(r):
    gap = keyed_number(r, ENGINE, "datsun 280-zx", "displacement_cu_in") - keyed_number(r, ENGINE, "mazda rx-7 gs", "displacement_cu_in")
    return both_fillings(lambda x: gap == x, 98, 88)


@fact
def df9(r):
    gap = keyed_number(r, SP, "2009", "avg_daily_volume_bn_shares") - keyed_number(r, SP, "1990", "avg_daily_volume_bn_shares")
    return both_fillings(lambda x: about(gap, x), "5.4", "4.4")


@fact
def df10(r):
    gap = keyed_number(r, BIKES, "July", "casual_rentals") - keyed_number(r, BIKES, "January", "casual_rentals")
    return both_fillings(lambda x: gap == x, 33379, 33479)


# joined (both car tables) -----------------------------------------------------------------------------------------

@fact
def jo1(r):
    best = top_key(r, PERF, "mpg")
    return both_fillings(lambda w: best == "mazda glc" and keyed_number(r, ENGINE, best, "weight_lbs") == w, 2110, 2210)


@fact
def jo2(r):
    strongest = top_key(r, PERF, "horsepower")
    return both_fillings(lambda n: strongest == "datsun 280-zx" and keyed_number(r, ENGINE, strongest, "cylinders") == n, 6, 4)


@fact
def jo3(r):
    heaviest = top_key(r, ENGINE, "weight_lbs")
    thirstiest = top_key(r, PERF, "mpg", lowest=True)
    base = heaviest == thirstiest == "dodge aspen"
    return both_fillings(lambda mpg: base and keyed_number(r, PERF, heaviest, "mpg") == mpg, 19.1, 24.3)


@fact
def jo4(r):
    weight = {c: keyed_number(r, ENGINE, c, "weight_lbs") for c in origin_models(r, "Japanese")}
    lightest = min(weight, key=weight.get)
    assert sorted(weight.values())[1] > weight[lightest]

    def holds(car, mpg):
        return lightest == car and keyed_number(r, PERF, car, "mpg") == mpg
    return holds("honda civic 1500 gl", 44.6), holds("toyota corolla tercel", 38.1)


@fact
def jo5(r):
    three = [c for c, n in keyed_column(r, ENGINE, "cylinders").items() if n == 3]
    base = three == ["mazda rx-7 gs"]
    return both_fillings(lambda s: base and keyed_number(r, PERF, three[0], "zero_to_60_mph_s") == s, 12.5, 13.5)


@fact
def jo6(r):
    six = [c for c, n in keyed_column(r, ENGINE, "cylinders").items() if n == 6]
    hp = [keyed_number(r, PERF, c, "horsepower") for c in six]
    base = sorted(six) == ["datsun 280-zx", "dodge aspen"]
    return base and all(h >= 90 for h in hp), base and all(h > 100 for h in hp)


@fact
def jo7(r):
    def mean_weight(origin):
        cars = origin_models(r, origin)
        return sum(keyed_number(r, ENGINE, c, "weight_lbs") for c in cars) / len(cars)
    am, jp = mean_weight("American"), mean_weight("Japanese")
    return both_fillings(lambda x: about(am, "2,809") and about(am - jp, x), "518", "618")


@fact
def jo8(r):
    def holds(n, floor):
        heavy = [c for c, w in keyed_column(r, ENGINE, "weight_lbs").items() if w > floor]
        return len(heavy) == n and all(keyed_number(r, PERF, c, "zero_to_60_mph_s") > 18 for c in heavy)
    return holds(4, 2940), holds(5, 2900)


@fact
def jo9(r):
    base = keyed_number(r, ENGINE, "mercedes-benz 240d", "displacement_cu_in") == 146
    return both_fillings(lambda hp: base and keyed_number(r, PERF, "mercedes-benz 240d", "horsepower") == hp, 67, 76)


@fact
def jo10(r):
    small = [c for c, d in keyed_column(r, ENGINE, "displacement_cu_in").items() if d < 90]
    mpg = {c: keyed_number(r, PERF, c, "mpg") for c in small}
    best = max(mpg, key=mpg.get)
    assert sorted(mpg.values())[-2] < mpg[best]
    return (best == "mazda glc" and mpg[best] == 46.6), (best == "datsun 210" and mpg.get("datsun 210") == 40.8)


# negation ---------------------------------------------------------------------------------------------------------

@fact
def ne1(r):
    mpg = keyed_column(r, PERF, "mpg").values()
    return both_fillings(lambda floor: not any(x < floor for x in mpg), 19, 20)


@fact
def ne2(r):
    weights = keyed_column(r, ENGINE, "weight_lbs").values()
    return both_fillings(lambda cap: not any(w > cap for w in weights), 3400, 3300)


@fact
def ne3(r):
    moves = [dow_pct(r, d) for d in keyed_column(r, DOW, "dj_return")]
    return both_fillings(lambda cap: not any(x <= -cap for x in moves), 2, 1.5)


@fact
def ne4(r):
    shares = [100 * row_c / row_t for row_c, row_t in zip(keyed_column(r, BIKES, "casual_rentals").values(),
                                                          keyed_column(r, BIKES, "total_rentals").values())]
    return both_fillings(lambda cap: not any(s > cap for s in shares), 30, 25)


@fact
def ne5(r):
    ups = keyed_column(r, SP, "up_weeks").values()
    return both_fillings(lambda floor: not any(u < floor for u in ups), 22, 23)


@fact
def ne6(r):
    hp = [keyed_number(r, PERF, c, "horsepower") for c in origin_models(r, "European")]
    return both_fillings(lambda cap: not any(h > cap for h in hp), 90, 80)


@fact
def ne7(r):
    vol = keyed_column(r, DOW, "log_volume")
    return both_fillings(lambda first: not any(v < 0 for d, v in vol.items() if d >= first), "1982-08-16", "1982-08-09")


@fact
def ne8(r):
    best = keyed_column(r, SP, "best_week_pct").values()
    return both_fillings(lambda floor: all(b > floor for b in best), 2, 2.5)


@fact
def ne9(r):
    reg = keyed_column(r, BIKES, "registered_rentals").values()
    return both_fillings(lambda floor: not any(x < floor for x in reg), 35000, 36000)


@fact
def ne10(r):
    disp = keyed_column(r, ENGINE, "displacement_cu_in").values()
    return both_fillings(lambda cap: not any(x > cap for x in disp), 225, 200)


# percent_vs_count -------------------------------------------------------------------------------------------------

@fact
def pc1(r):
    n, total = len(origin_models(r, "Japanese")), len(r[PERF])
    return both_fillings(lambda x: (n, total) == (13, 27) and about(100 * n / total, x), "48", "52")


@fact
def pc2(r):
    n, total = len(origin_models(r, "American")), len(r[PERF])
    return both_fillings(lambda x: (n, total) == (6, 27) and about(100 * n / total, x), "22", "28")


@fact
def pc3(r):
    share = 100 * bikes_total(r, "casual_rentals") / bikes_total(r, "total_rentals")
    return both_fillings(lambda x: about(share, x), "20", "25")


@fact
def pc4(r):
    share = 100 * keyed_number(r, BIKES, "July", "casual_rentals") / keyed_number(r, BIKES, "July", "total_rentals")
    return both_fillings(lambda x: about(share, x), "26", "21")


@fact
def pc5(r):
    up, days = sum(x > 0 for x in keyed_column(r, DOW, "dj_return").values()), len(r[DOW])
    return both_fillings(lambda x: (up, days) == (11, 22) and 100 * up / days == x, 50, 55)


@fact
def pc6(r):
    down, weeks = keyed_number(r, SP, "2002", "down_weeks"), keyed_number(r, SP, "2002", "weeks")
    return both_fillings(lambda x: (down, weeks) == (30, 52) and about(100 * down / weeks, x), "58", "62")


@fact
def pc7(r):
    share = 100 * keyed_number(r, SP, "1995", "up_weeks") / keyed_number(r, SP, "1995", "weeks")
    return both_fillings(lambda x: about(share, x), "69", "72")


@fact
def pc8(r):
    n = sum(c == 4 for c in keyed_column(r, ENGINE, "cylinders").values())
    total = len(r[ENGINE])
    return both_fillings(lambda x: (n, total) == (23, 27) and about(100 * n / total, x), "85", "80")


@fact
def pc9(r):
    share = 100 * keyed_number(r, BIKES, "June", "total_rentals") / bikes_total(r, "total_rentals")
    return both_fillings(lambda x: about(share, x), "12", "15")


@fact
def pc10(r):
    low, days = sum(v < 0 for v in keyed_column(r, DOW, "log_volume").values()), len(r[DOW])
    return both_fillings(lambda x: (low, days) == (5, 22) and about(100 * low / days, x), "23", "32")


# words ------------------------------------------------------------------------------------------------------------

@fact
def wo1(r):
    ratio = keyed_number(r, BIKES, "June", "total_rentals") / keyed_number(r, BIKES, "January", "total_rentals")
    return both_fillings(lambda x: ratio > x, 3.5, 4)


@fact
def wo2(r):
    n, total = len(origin_models(r, "European")), len(r[PERF])
    return both_fillings(lambda x: total == 27 and n == x, 8, 9)


@fact
def wo3(r):
    down, days = sum(x < 0 for x in keyed_column(r, DOW, "dj_return").values()), len(r[DOW])
    return both_fillings(lambda x: days == 22 and down == x, 11, 12)


@fact
def wo4(r):
    down, up = (keyed_column(r, SP, c) for c in ("down_weeks", "up_weeks"))
    n = sum(down[y] > up[y] for y in down)
    return both_fillings(lambda x: len(down) == 21 and n == x, 4, 3)


@fact
def wo5(r):
    n = sum(c == 6 for c in keyed_column(r, ENGINE, "cylinders").values())
    return both_fillings(lambda x: n == x, 2, 3)


@fact
def wo6(r):
    ratio = keyed_number(r, SP, "2009", "avg_daily_volume_bn_shares") / keyed_number(r, SP, "1990", "avg_daily_volume_bn_shares")
    return both_fillings(lambda x: ratio > x, 30, 40)


@fact
def wo7(r):
    ratio = keyed_number(r, PERF, "mazda glc", "mpg") / keyed_number(r, PERF, "dodge aspen", "mpg")
    return both_fillings(lambda x: ratio > x, 2, 2.5)


@fact
def wo8(r):
    ratio = keyed_number(r, BIKES, "July", "casual_rentals") / keyed_number(r, BIKES, "January", "casual_rentals")
    return both_fillings(lambda x: ratio > x, 11, 12)


@fact
def wo9(r):
    order = ranked(r, DOW, "dj_return")
    return both_fillings(lambda rank: order[rank - 1] == "1982-08-20", 2, 3)


@fact
def wo10(r):
    share = keyed_number(r, SP, "1995", "up_weeks") / keyed_number(r, SP, "1995", "weeks")
    return both_fillings(lambda x: share > x, 2 / 3, 3 / 4)


# units_dates ------------------------------------------------------------------------------------------------------

@fact
def ud1(r):
    best = top_key(r, DOW, "dj_return")
    return both_fillings(lambda wd: dt.date.fromisoformat(best).strftime("%A") == wd, "Tuesday", "Wednesday")


@fact
def ud2(r):
    best = dt.date.fromisoformat(top_key(r, DOW, "dj_return"))
    worst = dt.date.fromisoformat(top_key(r, DOW, "dj_return", lowest=True))
    return both_fillings(lambda weeks: worst == dt.date(1982, 8, 24) and (worst - best).days == 7 * weeks, 1, 2)


@fact
def ud3(r):
    lbs = keyed_number(r, ENGINE, "dodge aspen", "weight_lbs")
    kg = lbs * 0.45359237  # the international pound, exactly
    return both_fillings(lambda x: lbs == 3381 and about(kg, x), "1,534", "1,634")


@fact
def ud4(r):
    cu_in = keyed_number(r, ENGINE, "dodge aspen", "displacement_cu_in")
    litres = cu_in * 0.016387064  # 1 cubic inch = 16.387064 cm3 (exact)
    return both_fillings(lambda x: cu_in == 225 and about(litres, x), "3.7", "4.7")


@fact
def ud5(r):
    mpg = keyed_number(r, PERF, "mazda glc", "mpg")
    km_per_litre = mpg * 1.609344 / 3.785411784  # a mile is 1.609344 km, a US gallon 3.785411784 litres
    return both_fillings(lambda x: mpg == 46.6 and about(km_per_litre, x), "19.8", "17.8")


@fact
def ud6(r):
    seconds = keyed_number(r, PERF, "datsun 280-zx", "zero_to_60_mph_s")
    kmh = 60 * 1.609344
    return both_fillings(lambda x: seconds == 11.4 and about(kmh, x), "97", "87")


@fact
def ud7(r):
    june = keyed_number(r, BIKES, "June", "total_rentals")
    per_day = june / 30  # June has 30 days
    return both_fillings(lambda x: june == 143512 and about(per_day, x), "4,784", "4,629")


@fact
def ud8(r):
    hours = keyed_number(r, BIKES, "January", "hours_recorded")
    return both_fillings(lambda x: hours == 688 and 31 * 24 - hours == x, 56, 46)


@fact
def ud9(r):
    first = min(keyed_column(r, DOW, "dj_return"))

    def holds(day):
        return first == day and dt.date.fromisoformat(day).strftime("%A") == "Monday"
    return holds("1982-08-02"), holds("1982-08-01")


@fact
def ud10(r):
    millions = 1000 * keyed_number(r, SP, "1990", "avg_daily_volume_bn_shares")
    return both_fillings(lambda x: about(millions, x), "155", "15.5")
