"""The label checks of the thirty-third held-out set (``tests/test_lexical_heldout33.py``): one function per pair id
that recomputes, from the stored cells of ``tests/data/lexical_heldout33_tables.json``, whether the pair's true claim
holds and whether its false twin holds (``(True, False)`` when the labels are right). The few claims that name the
year of a table's data are checked against the year its stored title states (:func:`title_years`)."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from functools import cache
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

DATA = Path(__file__).parent / "data" / "lexical_heldout33_tables.json"

IR = "us_state_income_rent_2017"
SV = "us_senate_iraq_vote_2002"
BB = "baseball_batting_1970"
CH = "london_cholera_1849"
CA = "cars_1990"

FACTS: dict[str, Callable[[Rows], tuple[bool, bool]]] = {}

KG_PER_POUND = 0.45359237
METRES_PER_FOOT = 0.3048
KM_PER_MILE = 1.609344
LITRES_PER_US_GALLON = 3.785411784
KW_PER_HP = 0.745699872  # mechanical horsepower


def fact(fn: Callable[[Rows], tuple[bool, bool]]) -> Callable[[Rows], tuple[bool, bool]]:
    FACTS[fn.__name__] = fn
    return fn


def rows_by_table() -> Rows:
    return heldout_pairs.rows_of(DATA)


@cache
def title_years(table: str) -> frozenset[int]:
    """The four-digit years (1800 to 2099) that the stored title of ``table`` names."""
    doc = json.loads(DATA.read_text(encoding="utf-8"))
    (title,) = [t["title"] for t in doc["tables"] if t["id"] == table]
    return frozenset(int(y) for y in re.findall(r"\b(1[89]\d\d|20\d\d)\b", title))


def ir(rows: Rows, state: str, col: str) -> float:
    return keyed_number(rows, IR, state, col)


def sv(rows: Rows, state: str, col: str) -> float:
    return keyed_number(rows, SV, state, col)


def bb(rows: Rows, player: str, col: str) -> float:
    return keyed_number(rows, BB, player, col)


def ch(rows: Rows, district: str, col: str) -> float:
    return keyed_number(rows, CH, district, col)


def car(rows: Rows, name: str, col: str) -> float:
    return keyed_number(rows, CA, name, col)


def keys_where(rows: Rows, table: str, **eq: str) -> list[str]:
    return [next(iter(r.values())) for r in rows[table] if all(r[k] == v for k, v in eq.items())]


def senate_states(rows: Rows, **eq: str) -> list[str]:
    return keys_where(rows, SV, **eq)


def best_of(rows: Rows, table: str, col: str, keys: list[str], lowest: bool = False) -> set[str]:
    """The keys among ``keys`` with the highest (or lowest) ``col`` (all of them where there is a tie)."""
    values = {k: keyed_number(rows, table, k, col) for k in keys}
    best = (min if lowest else max)(values.values())
    return {k for k, x in values.items() if x == best}


def rank(values: dict[str, float], key: str, lowest: bool = False) -> int:
    """1 + the number of keys strictly ahead of ``key`` (highest first, or lowest first)."""
    x = values[key]
    return 1 + sum((v < x) if lowest else (v > x) for v in values.values())


def nearly(value: float, written: float) -> bool:
    """``value`` is "nearly ``written``": just under it (within 5%)."""
    return 0.95 * written <= value < written


# wrong_entity


@fact
def we1(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda s: top_key(rows, IR, "median_rent_usd") == s and ir(rows, s, "median_rent_usd") == 1507,
                         "Hawaii", "Alaska")


@fact
def we2(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda s: top_key(rows, IR, "median_income_usd", lowest=True) == s
                         and ir(rows, s, "median_income_usd") == 22766, "Mississippi", "West Virginia")


@fact
def we3(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda s: top_key(rows, SV, "gore_vote_2000_pct", lowest=True) == s
                         and sv(rows, s, "gore_vote_2000_pct") == 26.34, "Utah", "Idaho")


@fact
def we4(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda p: top_key(rows, BB, "hits_first_45_at_bats") == p and bb(rows, p, "hits_first_45_at_bats") == 18,
                         "Roberto Clemente", "Frank Robinson")


@fact
def we5(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda d: top_key(rows, CH, "cholera_deaths") == d and ch(rows, d, "cholera_deaths") == 1618,
                         "Lambeth", "Newington")


@fact
def we6(rows: Rows) -> tuple[bool, bool]:
    def holds(d: str) -> bool:
        heights = keyed_column(rows, CH, "elevation_ft")
        runner_up = sorted(heights.values())[-2]
        return top_key(rows, CH, "elevation_ft") == d and heights[d] == 350 and heights[d] >= 2 * runner_up  # "by far"
    return both_fillings(holds, "Hampstead", "Marylebone")


@fact
def we7(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda c: top_key(rows, CA, "horsepower") == c and car(rows, c, "horsepower") == 225,
                         "Ford Mustang V8", "Chevrolet Camaro V8")


@fact
def we8(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda c: top_key(rows, CA, "price_usd") == c and car(rows, c, "price_usd") == 24760,
                         "Acura Legend V6", "Mazda 929 V6")


@fact
def we9(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda p: top_key(rows, BB, "remaining_at_bats", lowest=True) == p and bb(rows, p, "remaining_at_bats") == 70,
                         "Max Alvis", "Ellie Rodriguez")


@fact
def we10(rows: Rows) -> tuple[bool, bool]:
    both_no = senate_states(rows, senators_no="2")
    return both_fillings(lambda s: best_of(rows, SV, "gore_vote_2000_pct", both_no) == {s} and sv(rows, s, "gore_vote_2000_pct") == 60.99,
                         "Rhode Island", "Maryland")


# superlative


@fact
def su1(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, IR, "median_income_usd", lowest) == "District of Columbia"
                         and ir(rows, "District of Columbia", "median_income_usd") == 43198, False, True)


@fact
def su2(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, IR, "median_rent_usd", lowest) == "West Virginia"
                         and ir(rows, "West Virginia", "median_rent_usd") == 681, True, False)


@fact
def su3(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda dn: top_key(rows, CH, "cholera_deaths_per_10000") == dn[0] and ch(rows, dn[0], "cholera_deaths_per_10000") == dn[1],
                         ("Rotherhithe", 205), ("St Olave", 181))


@fact
def su4(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda dn: top_key(rows, CH, "population") == dn[0] and ch(rows, dn[0], "population") == dn[1],
                         ("St Pancras", 160122), ("Marylebone", 153960))


@fact
def su5(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda cn: len(rows[CA]) == 60 and top_key(rows, CA, "mileage_mpg") == cn[0] and car(rows, cn[0], "mileage_mpg") == cn[1],
                         ("Ford Festiva 4", 37), ("Toyota Tercel 4", 35))


@fact
def su6(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda cn: top_key(rows, CA, "weight_lb") == cn[0] and car(rows, cn[0], "weight_lb") == cn[1],
                         ("Chevrolet Caprice V8", 3855), ("Ford LTD Crown Victoria V8", 3850))


@fact
def su7(rows: Rows) -> tuple[bool, bool]:
    later = keyed_column(rows, BB, "remaining_season_average")
    ok = bb(rows, "Thurman Munson", "average_first_45") == 0.178 and later["Thurman Munson"] == 0.316
    return both_fillings(lambda place: ok and rank(later, "Thurman Munson") == place, 2, 1)


@fact
def su8(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda pn: top_key(rows, BB, "remaining_at_bats") == pn[0] and bb(rows, pn[0], "remaining_at_bats") == pn[1],
                         ("Don Kessinger", 586), ("Bert Campaneris", 558))


@fact
def su9(rows: Rows) -> tuple[bool, bool]:
    two_r = senate_states(rows, republican_senators="2")
    return both_fillings(lambda sn: best_of(rows, SV, "gore_vote_2000_pct", two_r, lowest=True) == {sn[0]}
                         and sv(rows, sn[0], "gore_vote_2000_pct") == sn[1], ("Utah", 26.34), ("Wyoming", 27.70))


@fact
def su10(rows: Rows) -> tuple[bool, bool]:
    japan = keys_where(rows, CA, country="Japan")
    japan_or_usa = japan + keys_where(rows, CA, country="Japan/USA")  # the same top either way (checked)
    return both_fillings(lambda c: best_of(rows, CA, "price_usd", japan) == best_of(rows, CA, "price_usd", japan_or_usa) == {c},
                         "Acura Legend V6", "Mazda 929 V6")


# direction


@fact
def di1(rows: Rows) -> tuple[bool, bool]:
    nj, ny = ir(rows, "New Jersey", "median_rent_usd"), ir(rows, "New York", "median_rent_usd")
    return both_fillings(lambda higher: (nj > ny) if higher else (nj < ny), True, False)


@fact
def di2(rows: Rows) -> tuple[bool, bool]:
    nd, mn = ir(rows, "North Dakota", "median_income_usd"), ir(rows, "Minnesota", "median_income_usd")
    return both_fillings(lambda lower: (nd < mn) if lower else (nd > mn), True, False)


@fact
def di3(rows: Rows) -> tuple[bool, bool]:
    first, rest = bb(rows, "Thurman Munson", "average_first_45"), bb(rows, "Thurman Munson", "remaining_season_average")
    return both_fillings(lambda better: (rest > first) if better else (rest < first), True, False)


@fact
def di4(rows: Rows) -> tuple[bool, bool]:
    first, rest = bb(rows, "Roberto Clemente", "average_first_45"), bb(rows, "Roberto Clemente", "remaining_season_average")
    return both_fillings(lambda dropped: (rest < first) if dropped else (rest > first), True, False)


@fact
def di5(rows: Rows) -> tuple[bool, bool]:
    be, bg = ch(rows, "Bermondsey", "cholera_deaths"), ch(rows, "Bethnal Green", "cholera_deaths")
    return both_fillings(lambda more: (be > bg) if more else (be < bg), True, False)


@fact
def di6(rows: Rows) -> tuple[bool, bool]:
    isl, stp = ch(rows, "Islington", "elevation_ft"), ch(rows, "St Pancras", "elevation_ft")
    return both_fillings(lambda higher: (isl > stp) if higher else (isl < stp), True, False)


@fact
def di7(rows: Rows) -> tuple[bool, bool]:
    mazda, honda = car(rows, "Mazda 626 4", "weight_lb"), car(rows, "Honda Accord 4", "weight_lb")
    return both_fillings(lambda less: (mazda < honda) if less else (mazda > honda), True, False)


@fact
def di8(rows: Rows) -> tuple[bool, bool]:
    volvo, peugeot = car(rows, "Volvo 240 4", "price_usd"), car(rows, "Peugeot 405 4", "price_usd")
    return both_fillings(lambda more: (volvo > peugeot) if more else (volvo < peugeot), True, False)


@fact
def di9(rows: Rows) -> tuple[bool, bool]:
    pa, oh = sv(rows, "Pennsylvania", "gore_vote_2000_pct"), sv(rows, "Ohio", "gore_vote_2000_pct")
    return both_fillings(lambda better: (pa > oh) if better else (pa < oh), True, False)


@fact
def di10(rows: Rows) -> tuple[bool, bool]:
    ak, ca = ir(rows, "Alaska", "median_income_usd"), ir(rows, "California", "median_income_usd")
    return both_fillings(lambda higher: (ak > ca) if higher else (ak < ca), True, False)


# difference


@fact
def df1(rows: Rows) -> tuple[bool, bool]:
    gap = ir(rows, "Hawaii", "median_rent_usd") - ir(rows, "West Virginia", "median_rent_usd")
    return both_fillings(lambda n: gap == n, 826, 726)


@fact
def df2(rows: Rows) -> tuple[bool, bool]:
    gap = ir(rows, "District of Columbia", "median_income_usd") - ir(rows, "Mississippi", "median_income_usd")
    return both_fillings(lambda n: about(gap, n), "20400", "21400")


@fact
def df3(rows: Rows) -> tuple[bool, bool]:
    gap = sv(rows, "New York", "gore_vote_2000_pct") - sv(rows, "Idaho", "gore_vote_2000_pct")
    return both_fillings(lambda n: about(gap, n), "32.57", "22.57")


@fact
def df4(rows: Rows) -> tuple[bool, bool]:
    gap = bb(rows, "Frank Howard", "remaining_at_bats") - bb(rows, "Frank Robinson", "remaining_at_bats")
    return both_fillings(lambda n: gap == n, 95, 105)


@fact
def df5(rows: Rows) -> tuple[bool, bool]:
    first, rest = bb(rows, "Roberto Clemente", "average_first_45"), bb(rows, "Roberto Clemente", "remaining_season_average")
    ok = (first, rest) == (0.400, 0.346)
    return both_fillings(lambda points: ok and round(1000 * (first - rest)) == points, 54, 64)  # points: thousandths


@fact
def df6(rows: Rows) -> tuple[bool, bool]:
    gap = ch(rows, "Lambeth", "cholera_deaths") - ch(rows, "Newington", "cholera_deaths")
    return both_fillings(lambda n: gap == n, 711, 611)


@fact
def df7(rows: Rows) -> tuple[bool, bool]:
    gap = ch(rows, "Hampstead", "elevation_ft") - ch(rows, "Marylebone", "elevation_ft")
    return both_fillings(lambda n: gap == n, 250, 150)


@fact
def df8(rows: Rows) -> tuple[bool, bool]:
    gap = car(rows, "Ford Mustang V8", "horsepower") - car(rows, "Chevrolet Camaro V8", "horsepower")
    return both_fillings(lambda n: gap == n, 55, 45)


@fact
def df9(rows: Rows) -> tuple[bool, bool]:
    gap = car(rows, "Acura Legend V6", "price_usd") - car(rows, "Subaru Justy 3", "price_usd")
    return both_fillings(lambda n: nearly(gap, n), 19000, 17000)


@fact
def df10(rows: Rows) -> tuple[bool, bool]:
    gap = ir(rows, "California", "median_rent_usd") - ir(rows, "Texas", "median_rent_usd")
    return both_fillings(lambda n: gap == n, 406, 306)


# joined (the states of us_senate_iraq_vote_2002 are the states of us_state_income_rent_2017, less the District of Columbia)


@fact
def jo1(rows: Rows) -> tuple[bool, bool]:
    both_no = senate_states(rows, senators_no="2")
    return both_fillings(lambda s: best_of(rows, IR, "median_income_usd", both_no) == {s}, "Maryland", "Minnesota")


@fact
def jo2(rows: Rows) -> tuple[bool, bool]:
    top = top_key(rows, IR, "median_rent_usd") == "Hawaii"
    return both_fillings(lambda col: top and sv(rows, "Hawaii", col) == 2, "senators_no", "senators_yes")


@fact
def jo3(rows: Rows) -> tuple[bool, bool]:
    cheapest = top_key(rows, IR, "median_rent_usd", lowest=True)
    return both_fillings(lambda yes: cheapest == "West Virginia" and sv(rows, cheapest, "senators_yes") == yes, 1, 2)


@fact
def jo4(rows: Rows) -> tuple[bool, bool]:
    lowest = top_key(rows, SV, "gore_vote_2000_pct", lowest=True)
    return both_fillings(lambda n: lowest == "Utah" and ir(rows, lowest, "median_income_usd") == n, 27928, 28928)


@fact
def jo5(rows: Rows) -> tuple[bool, bool]:
    poorest = top_key(rows, IR, "median_income_usd", lowest=True)
    return both_fillings(lambda col: poorest == "Mississippi" and sv(rows, poorest, col) == 2, "republican_senators", "democratic_senators")


@fact
def jo6(rows: Rows) -> tuple[bool, bool]:
    best = top_key(rows, SV, "gore_vote_2000_pct")
    return both_fillings(lambda n: best == "Rhode Island" and ir(rows, best, "median_rent_usd") == n, 957, 857)


@fact
def jo7(rows: Rows) -> tuple[bool, bool]:
    two_d = senate_states(rows, democratic_senators="2")
    return both_fillings(lambda s: best_of(rows, IR, "median_rent_usd", two_d) == {s}, "Hawaii", "California")


@fact
def jo8(rows: Rows) -> tuple[bool, bool]:
    both_no = senate_states(rows, senators_no="2")
    return both_fillings(lambda floor: all(ir(rows, s, "median_income_usd") > floor for s in both_no), 25000, 30000)


@fact
def jo9(rows: Rows) -> tuple[bool, bool]:
    states = senate_states(rows)
    assert len(states) == 50
    richest = best_of(rows, IR, "median_income_usd", states)
    return both_fillings(lambda col: richest == {"Maryland"} and sv(rows, "Maryland", col) == 2, "senators_no", "senators_yes")


@fact
def jo10(rows: Rows) -> tuple[bool, bool]:
    split = senate_states(rows, senators_yes="1")
    return both_fillings(lambda sn: len(split) == 11 and best_of(rows, IR, "median_rent_usd", split, lowest=True) == {sn[0]}
                         and ir(rows, sn[0], "median_rent_usd") == sn[1], ("West Virginia", 681), ("Wisconsin", 813))


# negation


@fact
def ne1(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda col: all(sv(rows, s, "senators_no") == 0 for s in senate_states(rows, **{col: "2"})),
                         "republican_senators", "democratic_senators")


@fact
def ne2(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda w: not any(ch(rows, d, "cholera_deaths_per_10000") > 35 for d in keys_where(rows, CH, water_supply=w)),
                         "Kew", "Battersea")


@fact
def ne3(rows: Rows) -> tuple[bool, bool]:
    later = keyed_column(rows, BB, "remaining_season_average")
    return both_fillings(lambda floor: len(later) == 18 and not any(x >= floor for x in later.values()), 0.400, 0.300)


@fact
def ne4(rows: Rows) -> tuple[bool, bool]:
    vans = keys_where(rows, CA, type="Van")
    return both_fillings(lambda mpg: not any(car(rows, c, "mileage_mpg") >= mpg for c in vans), 21, 20)


@fact
def ne5(rows: Rows) -> tuple[bool, bool]:
    states = [s for s in keyed_column(rows, IR, "median_rent_usd") if s != "District of Columbia"]
    return both_fillings(lambda cap: not any(ir(rows, s, "median_rent_usd") >= cap for s in states), 1600, 1500)


@fact
def ne6(rows: Rows) -> tuple[bool, bool]:
    korean = keys_where(rows, CA, country="Korea")
    return both_fillings(lambda cap: bool(korean) and not any(car(rows, c, "price_usd") > cap for c in korean), 10000, 9000)


@fact
def ne7(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda s: sv(rows, s, "republican_senators") == 0, "Vermont", "Rhode Island")


@fact
def ne8(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda region: not any(ch(rows, d, "cholera_deaths") > 300 for d in keys_where(rows, CH, region=region)),
                         "Central", "South")


@fact
def ne9(rows: Rows) -> tuple[bool, bool]:
    national = keys_where(rows, BB, league="NL")
    return both_fillings(lambda cap: not any(bb(rows, p, "remaining_at_bats") > cap for p in national), 600, 500)


@fact
def ne10(rows: Rows) -> tuple[bool, bool]:
    states = [s for s in keyed_column(rows, IR, "rent_margin_usd") if s != "District of Columbia"]
    return both_fillings(lambda cap: not any(ir(rows, s, "rent_margin_usd") > cap for s in states), 20, 15)


# percent_vs_count


def share(part: float, whole: float) -> float:
    return 100 * part / whole


@fact
def pc1(rows: Rows) -> tuple[bool, bool]:
    japan, n = len(keys_where(rows, CA, country="Japan")), len(rows[CA])
    return both_fillings(lambda percent: n == 60 and (share(japan, n) == 19 if percent else japan == 19), False, True)


@fact
def pc2(rows: Rows) -> tuple[bool, bool]:
    usa, n = len(keys_where(rows, CA, country="USA")), len(rows[CA])
    return both_fillings(lambda percent: about(share(usa, n), "43") if percent else about(usa, "43"), True, False)


@fact
def pc3(rows: Rows) -> tuple[bool, bool]:
    both_yes, n = len(senate_states(rows, senators_yes="2")), len(rows[SV])
    return both_fillings(lambda percent: n == 50 and (share(both_yes, n) == 33 if percent else both_yes == 33), False, True)


@fact
def pc4(rows: Rows) -> tuple[bool, bool]:
    majority = [s for s, x in keyed_column(rows, SV, "gore_vote_2000_pct").items() if x > 50]
    return both_fillings(lambda percent: share(len(majority), len(rows[SV])) == 28 if percent else len(majority) == 28, True, False)


@fact
def pc5(rows: Rows) -> tuple[bool, bool]:
    deaths, rate = ch(rows, "Newington", "cholera_deaths"), ch(rows, "Newington", "cholera_deaths_per_10000")
    return both_fillings(lambda per_10000: rate == 144 if per_10000 else deaths == 144, True, False)


@fact
def pc6(rows: Rows) -> tuple[bool, bool]:
    killed = share(ch(rows, "Rotherhithe", "cholera_deaths"), ch(rows, "Rotherhithe", "population"))
    rate = ch(rows, "Rotherhithe", "cholera_deaths_per_10000") / 100  # per 10,000 as a percent
    return both_fillings(lambda p: about(killed, p) and about(rate, p), "2", "20")


@fact
def pc7(rows: Rows) -> tuple[bool, bool]:
    hits = bb(rows, "Roberto Clemente", "hits_first_45_at_bats")
    return both_fillings(lambda percent: (share(hits, 45) == 40 and hits == 18) if percent else hits == 40, True, False)


@fact
def pc8(rows: Rows) -> tuple[bool, bool]:
    large, n = len(keys_where(rows, CA, type="Large")), len(rows[CA])
    return both_fillings(lambda percent: share(large, n) == (5 if percent else 3) and large == 3, True, False)


@fact
def pc9(rows: Rows) -> tuple[bool, bool]:
    dear, n = len([s for s, x in keyed_column(rows, IR, "median_rent_usd").items() if x >= 1000]), len(rows[IR])
    return both_fillings(lambda percent: n == 51 and (about(share(dear, n), "31") if percent else about(dear, "31")), True, False)


@fact
def pc10(rows: Rows) -> tuple[bool, bool]:
    two_r, n = len(senate_states(rows, republican_senators="2")), len(rows[SV])
    return both_fillings(lambda percent: (two_r == 18 and share(two_r, n) == 36) if percent else share(two_r, n) == 18, True, False)


# words


@fact
def wo1(rows: Rows) -> tuple[bool, bool]:
    american = len(keys_where(rows, BB, league="AL"))
    return both_fillings(lambda n: len(rows[BB]) == 18 and american == n, 13, 15)


@fact
def wo2(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda n: len(rows[CH]) == 38 and len(keys_where(rows, CH, water_supply="New River")) == n, 20, 12)


@fact
def wo3(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda n: len(senate_states(rows, senators_no="2")) == n, 6, 7)


@fact
def wo4(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda n: len(keys_where(rows, CA, type="Van")) == n, 7, 9)


@fact
def wo5(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda n: ir(rows, "Alaska", "median_rent_usd") == n, 1200, 1100)


@fact
def wo6(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda n: ch(rows, "Hampstead", "cholera_deaths") == n, 9, 19)


@fact
def wo7(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda n: bb(rows, "Jay Johnstone", "hits_first_45_at_bats") == n, 15, 16)


@fact
def wo8(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda n: car(rows, "Toyota Cressida 6", "horsepower") == n, 190, 160)


@fact
def wo9(rows: Rows) -> tuple[bool, bool]:
    split = senate_states(rows, senators_yes="1")
    return both_fillings(lambda n: len(split) == n and len(senate_states(rows, senators_no="1")) == n, 11, 13)


@fact
def wo10(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda n: about(ir(rows, "Mississippi", "median_income_usd"), n), "23000", "25000")


# units_dates


@fact
def ud1(rows: Rows) -> tuple[bool, bool]:
    kg = car(rows, "Chevrolet Caprice V8", "weight_lb") * KG_PER_POUND
    return both_fillings(lambda n: about(kg, n), "1750", "1950")


@fact
def ud2(rows: Rows) -> tuple[bool, bool]:
    mpg = car(rows, "Ford Festiva 4", "mileage_mpg")
    km_per_litre = mpg * KM_PER_MILE / LITRES_PER_US_GALLON
    return both_fillings(lambda n: mpg == 37 and about(km_per_litre, n), "15.7", "17.5")


@fact
def ud3(rows: Rows) -> tuple[bool, bool]:
    metres = ch(rows, "Hampstead", "elevation_ft") * METRES_PER_FOOT
    return both_fillings(lambda n: about(metres, n), "107", "117")


@fact
def ud4(rows: Rows) -> tuple[bool, bool]:
    yearly = 12 * ir(rows, "Hawaii", "median_rent_usd")
    return both_fillings(lambda n: yearly == n, 18084, 15070)


@fact
def ud5(rows: Rows) -> tuple[bool, bool]:
    monthly = ir(rows, "Connecticut", "median_income_usd") / 12
    return both_fillings(lambda n: about(monthly, n), "2944", "3944")


@fact
def ud6(rows: Rows) -> tuple[bool, bool]:
    ok = sv(rows, "New York", "gore_vote_2000_pct") == 60.21
    return both_fillings(lambda year: ok and year in title_years(SV), 2000, 1996)


@fact
def ud7(rows: Rows) -> tuple[bool, bool]:
    ok = bb(rows, "George Scott", "remaining_season_average") == 0.303
    return both_fillings(lambda year: ok and year in title_years(BB), 1970, 1971)


@fact
def ud8(rows: Rows) -> tuple[bool, bool]:
    hp = car(rows, "Ford Mustang V8", "horsepower")
    return both_fillings(lambda n: hp == 225 and about(hp * KW_PER_HP, n), "168", "186")


@fact
def ud9(rows: Rows) -> tuple[bool, bool]:
    lb = car(rows, "Subaru Justy 3", "weight_lb")
    return both_fillings(lambda n: lb == 1900 and about(lb * KG_PER_POUND, n), "862", "962")


@fact
def ud10(rows: Rows) -> tuple[bool, bool]:
    below = -ch(rows, "Newington", "elevation_ft") * METRES_PER_FOOT  # metres below the high-water mark
    return both_fillings(lambda n: about(below, n), "0.6", "6")


assert len(FACTS) == 90  # every pair of the set has its check
