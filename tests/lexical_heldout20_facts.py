"""The labels of the twentieth held-out set (``tests/test_lexical_heldout20.py``), recomputed from its stored rows.

``FACTS`` maps each pair id to a function of the rows giving (the true claim holds, the false twin holds); the
label test asserts ``(True, False)`` for every pair. Each function recomputes its claim from the cells, so a wrong
label or a changed table fails that test.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import pairwise
from pathlib import Path

import heldout_pairs
from heldout_pairs import (
    Rows,
    about,
    both_fillings,
    keyed_cell,
    keyed_column,
    keyed_number,
    one_row,
    top_key,
)

DATA = Path(__file__).parent / "data" / "lexical_heldout20_tables.json"

CODES = "state_codes"
REG = "census_regions"
EDU = "state_education"
ARR = "state_arrests_1973"
VOTE = "dem_vote_share"
FL = "florida_2000"


def rows_by_table() -> Rows:
    return heldout_pairs.rows_of(DATA)


FACTS: dict[str, Callable[[Rows], tuple[bool, bool]]] = {}


def fact(fn: Callable[[Rows], tuple[bool, bool]]) -> Callable[[Rows], tuple[bool, bool]]:
    FACTS[fn.__name__] = fn
    return fn


# -- helpers ---------------------------------------------------------------------------------------------------------

def states(r: Rows) -> list[str]:
    return [x["state"] for x in r[CODES]]


def usps(r: Rows, state: str) -> str:
    return keyed_cell(r, CODES, state, "usps_code")


def edu(r: Rows, state: str, col: str) -> float:
    """A state's education figure, found through its postal code (the education table is keyed by the code)."""
    return keyed_number(r, EDU, usps(r, state), col)


def edu_by_state(r: Rows, col: str) -> dict[str, float]:
    return {s: edu(r, s, col) for s in states(r)}


def top_state(r: Rows, col: str, lowest: bool = False) -> str:
    """The state (by name) with the highest (lowest) education figure ``col``."""
    by_code = top_key(r, EDU, col, lowest)
    return one_row(r[CODES], usps_code=by_code)["state"]


def region_states(r: Rows, name: str) -> list[str]:
    code = one_row(r[REG], region_name=name)["region"]
    return [s for s in states(r) if keyed_cell(r, EDU, usps(r, s), "region") == code]


def arr(r: Rows, state: str, col: str) -> float:
    return keyed_number(r, ARR, state, col)


def dem(r: Rows, state: str, year: int) -> float:
    return keyed_number(r, VOTE, state, f"dem_pct_{year}")


def dem_series(r: Rows, state: str) -> list[float]:
    return [dem(r, state, y) for y in (1960, 1976, 1992, 2008)]


def confederate(r: Rows) -> list[str]:
    return [x["state"] for x in r[VOTE] if x["former_confederacy"] == "yes"]


def fl(r: Rows, county: str, col: str) -> float:
    return keyed_number(r, FL, county, col)


def counties(r: Rows) -> list[str]:
    return [x["county"] for x in r[FL]]


def winner(r: Rows, county: str) -> str:
    gore, bush = fl(r, county, "gore"), fl(r, county, "bush")
    assert gore != bush
    return "Gore" if gore > bush else "Bush"


def place(values: dict[str, float], key: str, lowest: bool = False) -> int:
    """``key``'s rank from the highest (lowest) value, 1 first; a value shared with another key is a broken label."""
    v = values[key]
    assert list(values.values()).count(v) == 1, (key, v)
    return 1 + sum((x < v) if lowest else (x > v) for x in values.values())


def first(values: dict[str, float], n: int, lowest: bool = False) -> set[str]:
    """The ``n`` keys with the highest (lowest) values (a tie across the cut is a broken label)."""
    keys = {k for k in values if sum((x < values[k]) if lowest else (x > values[k]) for x in values.values()) < n}
    assert len(keys) == n, (n, keys)
    return keys


# -- wrong_entity ----------------------------------------------------------------------------------------------------

@fact
def we1(r):
    return both_fillings(lambda s: top_state(r, "sat_math") == s and edu(r, s, "sat_math") == 577, "Iowa", "Utah")


@fact
def we2(r):
    return both_fillings(lambda s: top_key(r, VOTE, "dem_pct_2008") == s and dem(r, s, 2008) == 71.85, "Hawaii", "Vermont")


@fact
def we3(r):
    dade_bigger = top_key(r, FL, "total_votes") == "Dade"
    return both_fillings(lambda c: dade_bigger and top_key(r, FL, "gore") == c and fl(r, c, "gore") == 386518, "Broward", "Palm Beach")


@fact
def we4(r):
    return both_fillings(lambda s: top_key(r, ARR, "murder_arrests_per_100k") == s and arr(r, s, "murder_arrests_per_100k") == 17.4,
                         "Georgia", "Mississippi")


@fact
def we5(r):
    def holds(county):
        others = [fl(r, c, "buchanan") for c in counties(r) if c != county]
        return fl(r, county, "buchanan") == 3407 and all(3407 > 3 * x for x in others)
    return both_fillings(holds, "Palm Beach", "Pinellas")


@fact
def we6(r):
    fips = {s: int(keyed_cell(r, CODES, s, "fips_code")) for s in states(r)}
    return both_fillings(lambda s: fips[s] == 53 and max(fips.values()) == 53, "Washington", "Vermont")


@fact
def we7(r):
    return both_fillings(lambda s: top_state(r, "teacher_salary_k_usd") == s and edu(r, s, "teacher_salary_k_usd") == 43,
                         "Alaska", "New York")


@fact
def we8(r):
    return both_fillings(lambda s: top_key(r, VOTE, "dem_pct_1992", lowest=True) == s and dem(r, s, 1992) == 24.65, "Utah", "Alaska")


@fact
def we9(r):
    return both_fillings(lambda c: top_key(r, FL, "nader") == c and fl(r, c, "nader") == 9986, "Pinellas", "Hillsborough")


@fact
def we10(r):
    return both_fillings(lambda s: top_key(r, ARR, "rape_arrests_per_100k", lowest=True) == s and arr(r, s, "rape_arrests_per_100k") == 7.8,
                         "Maine", "Vermont")


# -- superlative -----------------------------------------------------------------------------------------------------

@fact
def su1(r):
    pop = edu_by_state(r, "population_thousands")
    return both_fillings(lambda n: place(pop, "Alaska", lowest=True) == n and pop["Alaska"] == 550 and len(pop) == 20, 1, 2)


@fact
def su2(r):
    pct = edu_by_state(r, "pct_taking_sat")
    return both_fillings(lambda n: place(pct, "New York") == n and pct["New York"] == 70, 2, 3)


@fact
def su3(r):
    return both_fillings(lambda dollars: top_state(r, "spending_per_student_k_usd", lowest=True) == "Utah"
                         and round(edu(r, "Utah", "spending_per_student_k_usd") * 1000) == dollars, 2993, 2939)


@fact
def su4(r):
    share = keyed_column(r, VOTE, "dem_pct_1976")
    return both_fillings(lambda second: place(share, "Georgia") == 1 and share["Georgia"] == 66.74 and place(share, second) == 2
                         and share["Georgia"] - share[second] > 10, "Massachusetts", "Alabama")


@fact
def su5(r):
    return both_fillings(lambda lowest: top_key(r, FL, "total_votes", lowest=lowest) == "Dade" and fl(r, "Dade", "total_votes") == 625269,
                         False, True)


@fact
def su6(r):
    return both_fillings(lambda cand: top_key(r, FL, cand, lowest=True) == "Collier" and fl(r, "Collier", cand) == 29905, "gore", "bush")


@fact
def su7(r):
    urban = keyed_column(r, ARR, "urban_pop_pct")
    return both_fillings(lambda nxt: place(urban, "Vermont", lowest=True) == 1 and urban["Vermont"] == 32
                         and place(urban, nxt, lowest=True) == 2 and urban[nxt] - 32 == 12, "Mississippi", "North Carolina")


@fact
def su8(r):
    verbal = edu_by_state(r, "sat_verbal")
    return both_fillings(lambda pair: top_state(r, "sat_verbal") == "Iowa" and verbal["Iowa"] == 511
                         and {s for s, v in verbal.items() if v == min(verbal.values())} == set(pair) and verbal[pair[0]] == 401,
                         ("Georgia", "North Carolina"), ("Georgia", "Texas"))


@fact
def su9(r):
    bottom3 = first(keyed_column(r, ARR, "assault_arrests_per_100k"), 3, lowest=True)
    return both_fillings(lambda trio: bottom3 == set(trio) and all(arr(r, s, "assault_arrests_per_100k") < 60 for s in trio),
                         ("Hawaii", "Vermont", "Iowa"), ("Hawaii", "Vermont", "Maine"))


@fact
def su10(r):
    margins = {c: fl(r, c, "bush") - fl(r, c, "gore") for c in counties(r)}
    best = max(margins, key=margins.get)
    return both_fillings(lambda n: best == "Duval" and margins["Duval"] == n, 44402, 44204)


# -- direction -------------------------------------------------------------------------------------------------------

@fact
def di1(r):
    ut = dem_series(r, "Utah")
    fell = ut[0] == 45.17 and ut[2] == 24.65 and ut[0] > ut[1] > ut[2] and ut[3] == 34.22
    return fell and ut[3] > ut[2], fell and ut[3] < ut[2]


@fact
def di2(r):
    vt = dem_series(r, "Vermont")
    steps = [b > a for a, b in pairwise(vt)]  # 1960->1976, 1976->1992, 1992->2008
    base = vt[3] == 67.46 and vt[3] == max(vt)
    return base and all(steps), base and steps[0] and not steps[1] and steps[2]


@fact
def di3(r):
    ga = dem_series(r, "Georgia")
    collapse = ga[1] - ga[2] > 23
    return ga[1] > ga[0] and collapse, ga[1] < ga[0] and collapse


@fact
def di4(r):
    a, b = dem(r, "Michigan", 1960), dem(r, "Michigan", 1976)
    nums = (a, b) == (50.85, 46.44)
    return nums and b < a, nums and b > a


@fact
def di5(r):
    gore, bush = fl(r, "Pasco", "gore"), fl(r, "Pasco", "bush")
    return both_fillings(lambda who: abs(gore - bush) == 969 and (gore > bush) == (who == "Gore"), "Gore", "Bush")


@fact
def di6(r):
    higher = sum(edu(r, s, "sat_math") > edu(r, s, "sat_verbal") for s in states(r))
    return both_fillings(lambda n: higher == n, 20, 19)


@fact
def di7(r):
    more = edu(r, "Massachusetts", "spending_per_student_k_usd") > edu(r, "Maine", "spending_per_student_k_usd")
    ma, mi = edu(r, "Massachusetts", "teacher_salary_k_usd"), edu(r, "Michigan", "teacher_salary_k_usd")
    return more and ma < mi, more and ma > mi


@fact
def di8(r):
    ak = dem_series(r, "Alaska")
    rose = ak[3] > ak[2] and (ak[2], ak[3]) == (30.29, 37.89)
    return rose and ak[0] > ak[1] > ak[2], rose and ak[0] < ak[1] < ak[2]


@fact
def di9(r):
    pct, math = edu_by_state(r, "pct_taking_sat"), edu_by_state(r, "sat_math")
    xs, ys = list(pct.values()), [math[s] for s in pct]
    mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
    cov = sum((x - mx) * (y - my) for x, y in zip(xs, ys))
    cells = (pct["Massachusetts"], math["Massachusetts"], pct["Iowa"], math["Iowa"]) == (72, 473, 5, 577)
    return cells and cov < 0, cells and cov > 0


@fact
def di10(r):
    ms = dem_series(r, "Mississippi")
    climb = ms[1] - ms[0] > 13 and ms[2] == 40.77
    return climb and ms[2] < ms[1], climb and ms[2] > ms[1]


# -- difference ------------------------------------------------------------------------------------------------------

@fact
def df1(r):
    ny, ms = edu(r, "New York", "teacher_salary_k_usd"), edu(r, "Mississippi", "teacher_salary_k_usd")
    return both_fillings(lambda gap: (ny, ms) == (42, 24) and (ny - ms) * 1000 == gap, 18000, 16000)


@fact
def df2(r):
    return both_fillings(lambda gap: edu(r, "Iowa", "sat_math") - edu(r, "Iowa", "sat_verbal") == gap, 66, 56)


@fact
def df3(r):
    return both_fillings(lambda gap: fl(r, "Broward", "gore") - fl(r, "Broward", "bush") == gap, 209239, 209329)


@fact
def df4(r):
    gap = arr(r, "Florida", "murder_arrests_per_100k") - arr(r, "Iowa", "murder_arrests_per_100k")
    return both_fillings(lambda w: about(gap, w), "13.2", "12.3")


@fact
def df5(r):
    gap = dem(r, "Hawaii", 2008) - dem(r, "Hawaii", 1992)
    return both_fillings(lambda w: about(gap, w), "23.76", "23.67")


@fact
def df6(r):
    nc, fla = arr(r, "North Carolina", "assault_arrests_per_100k"), arr(r, "Florida", "assault_arrests_per_100k")
    return both_fillings(lambda gap: nc - fla == gap, 2, 12)


@fact
def df7(r):
    millions = (edu(r, "California", "population_thousands") - edu(r, "Texas", "population_thousands")) / 1000
    return both_fillings(lambda m: m - 0.1 < millions < m, 12.8, 13.8)


@fact
def df8(r):
    return both_fillings(lambda gap: fl(r, "Hillsborough", "bush") - fl(r, "Hillsborough", "gore") == gap, 10386, 10836)


@fact
def df9(r):
    ak, ut = edu(r, "Alaska", "spending_per_student_k_usd"), edu(r, "Utah", "spending_per_student_k_usd")
    return both_fillings(lambda gap: round(ak * 1000) == 7887 and round((ak - ut) * 1000) == gap, 4894, 4984)


@fact
def df10(r):
    ma = dem_series(r, "Massachusetts")
    spread = max(ma) - min(ma)
    ends = (min(ma), max(ma)) == (47.54, 61.8)
    return both_fillings(lambda w: ends and about(spread, w), "14.26", "16.26")


# -- joined ----------------------------------------------------------------------------------------------------------

@fact
def jo1(r):
    ne = region_states(r, "New England")
    return both_fillings(lambda floor: len(ne) == 3 and all(edu(r, s, "pct_taking_sat") >= floor for s in ne), 60, 65)


@fact
def jo2(r):
    pac = {s: edu(r, s, "teacher_salary_k_usd") for s in region_states(r, "Pacific")}
    most, least = max(pac, key=pac.get), min(pac, key=pac.get)
    return both_fillings(lambda s: most == "Alaska" and pac["Alaska"] == 43 and least == s and min(pac.values()) == 32,
                         "Hawaii", "Washington")


@fact
def jo3(r):
    return both_fillings(lambda v: top_key(r, ARR, "murder_arrests_per_100k") == "Georgia" and dem(r, "Georgia", 1960) == v, 62.54, 52.54)


@fact
def jo4(r):
    sa = region_states(r, "South Atlantic")
    return both_fillings(lambda floor: sorted(sa) == ["Florida", "Georgia", "North Carolina"]
                         and all(edu(r, s, "pct_taking_sat") > floor for s in sa), 40, 50)


@fact
def jo5(r):
    return both_fillings(lambda code: keyed_cell(r, CODES, "Mississippi", "fips_code") == code
                         and top_state(r, "pct_taking_sat", lowest=True) == "Mississippi" and edu(r, "Mississippi", "pct_taking_sat") == 4,
                         "28", "29")


@fact
def jo6(r):
    south = confederate(r)
    return both_fillings(lambda floor: len(south) == 6 and all(arr(r, s, "murder_arrests_per_100k") > floor for s in south), 12, 13)


@fact
def jo7(r):
    return both_fillings(lambda v: top_key(r, ARR, "urban_pop_pct") == "California" and dem(r, "California", 2008) == v, 60.94, 46.01)


@fact
def jo8(r):
    spend = edu_by_state(r, "spending_per_student_k_usd")
    return both_fillings(lambda n: region_states(r, "Mid-Atlantic") == ["New York"] and place(spend, "New York") == n
                         and spend["New York"] == 8.5, 1, 2)


@fact
def jo9(r):
    return both_fillings(lambda other: region_states(r, "West South Central") == ["Texas"]
                         and edu(r, "Texas", "pct_taking_sat") == 42 == edu(r, other, "pct_taking_sat"), "Alaska", "Washington")


@fact
def jo10(r):
    enc = region_states(r, "East North Central")
    mean = sum(edu(r, s, "teacher_salary_k_usd") for s in enc) / len(enc) * 1000
    return both_fillings(lambda w: len(enc) == 3 and about(mean, w), "34,700", "35,700")


# -- negation --------------------------------------------------------------------------------------------------------

@fact
def ne1(r):
    pay = edu_by_state(r, "teacher_salary_k_usd")
    return both_fillings(lambda floor: not any(v < floor for v in pay.values()), 24, 25)


@fact
def ne2(r):
    return both_fillings(lambda c: winner(r, c) != "Gore", "Duval", "Leon")


@fact
def ne3(r):
    return both_fillings(lambda floor: not any(fl(r, c, "buchanan") < floor for c in counties(r)), 100, 200)


@fact
def ne4(r):
    return both_fillings(lambda floor: not any(v < floor for v in dem_series(r, "Hawaii")), 48, 50)


@fact
def ne5(r):
    pac = region_states(r, "Pacific")
    not_urban = [s for s in pac if not arr(r, s, "urban_pop_pct") > 50]
    return both_fillings(lambda s: len(pac) == 4 and not_urban == [s], "Alaska", "Washington")


@fact
def ne6(r):
    majority = [s for s in confederate(r) if dem(r, s, 2008) > 50]
    return both_fillings(lambda s: majority == [s], "Florida", "North Carolina")


@fact
def ne7(r):
    return both_fillings(lambda s: not edu(r, s, "spending_per_student_k_usd") * 1000 > 3000, "Utah", "Mississippi")


@fact
def ne8(r):
    return both_fillings(lambda floor: not any(fl(r, c, "nader") < floor for c in counties(r)), 1400, 1450)


@fact
def ne9(r):
    south = set(confederate(r))
    under = {s for s in states(r) if s not in south and dem(r, s, 1976) < 40}
    return both_fillings(lambda excepted: under == set(excepted), ("Alaska", "Utah"), ("Alaska", "Utah", "Colorado"))


@fact
def ne10(r):
    return both_fillings(lambda cap: not any(fl(r, c, "bush") >= cap for c in counties(r)), 290000, 280000)


# -- percent_vs_count ------------------------------------------------------------------------------------------------

@fact
def pc1(r):
    share = 100 * fl(r, "Dade", "gore") / fl(r, "Dade", "total_votes")
    return both_fillings(lambda w: fl(r, "Dade", "total_votes") == 625269 and about(share, w), "52.6", "56.2")


@fact
def pc2(r):
    n = len(confederate(r))
    return both_fillings(lambda k: n == k and 100 * k / len(r[VOTE]) == {6: 30, 7: 35}[k], 6, 7)


@fact
def pc3(r):
    share = 100 * fl(r, "Palm Beach", "buchanan") / fl(r, "Palm Beach", "total_votes")
    cells = (fl(r, "Palm Beach", "buchanan"), fl(r, "Palm Beach", "total_votes")) == (3407, 432286)
    return both_fillings(lambda w: cells and about(share, w), "0.8", "8")


@fact
def pc4(r):
    share = 100 * fl(r, "Pinellas", "nader") / fl(r, "Pinellas", "total_votes")
    return both_fillings(lambda w: fl(r, "Pinellas", "nader") == 9986 and about(share, w), "2.5", "3.5")


@fact
def pc5(r):
    wins = [winner(r, c) for c in counties(r)]
    return both_fillings(lambda who: wins.count(who[0]) == 12 and wins.count(who[1]) == 8 and 100 * 12 / len(wins) == 60,
                         ("Bush", "Gore"), ("Gore", "Bush"))


@fact
def pc6(r):
    gore = sum(fl(r, c, "gore") for c in counties(r))
    total = sum(fl(r, c, "total_votes") for c in counties(r))
    return both_fillings(lambda w: (gore, total) == (2405071, 4748736) and about(100 * gore / total, w), "50.6", "51.6")


@fact
def pc7(r):
    n = sum(dem(r, s, 2008) > 50 for s in states(r))
    return both_fillings(lambda k: n == k, 13, 15)


@fact
def pc8(r):
    pct = edu_by_state(r, "pct_taking_sat")
    return both_fillings(lambda floor: sum(v >= floor for v in pct.values()) == 10 == len(pct) / 2, 44, 45)


@fact
def pc9(r):
    share = 100 * arr(r, "Hawaii", "assault_arrests_per_100k") / arr(r, "North Carolina", "assault_arrests_per_100k")
    return both_fillings(lambda w: about(share, w), "14", "41")


@fact
def pc10(r):
    share = 100 * fl(r, "Seminole", "bush") / fl(r, "Seminole", "total_votes")
    return both_fillings(lambda w: fl(r, "Seminole", "bush") == 75293 and about(share, w), "54.9", "45.9")


# -- words -----------------------------------------------------------------------------------------------------------

@fact
def wo1(r):
    pop = edu_by_state(r, "population_thousands")
    share = pop["California"] / sum(pop.values())
    nearly_thirty = 29000 < pop["California"] < 30000
    return both_fillings(lambda frac: nearly_thirty and abs(share - frac) < 0.01, 1 / 5, 1 / 4)


@fact
def wo2(r):
    pop = edu_by_state(r, "population_thousands")
    top3 = (place(pop, "California"), place(pop, "New York"), place(pop, "Texas")) == (1, 2, 3)
    top2 = (place(pop, "California"), place(pop, "Texas")) == (1, 2)
    return top3, top2


@fact
def wo3(r):
    share = fl(r, "Broward", "gore") / fl(r, "Broward", "total_votes")
    return both_fillings(lambda frac: frac < share < frac + 0.02, 2 / 3, 3 / 4)


@fact
def wo4(r):
    pac = region_states(r, "Pacific")
    return both_fillings(lambda n: len(pac) == 4 and sum(edu(r, s, "teacher_salary_k_usd") > 35 for s in pac) == n, 2, 3)


@fact
def wo5(r):
    murder = keyed_column(r, ARR, "murder_arrests_per_100k")
    return both_fillings(lambda n: len(murder) == 20 and place(murder, "Mississippi") == n, 2, 3)


@fact
def wo6(r):
    return both_fillings(lambda frac: dem(r, "Massachusetts", 1960) / 100 > frac, 3 / 5, 2 / 3)


@fact
def wo7(r):
    ratio = arr(r, "Maine", "murder_arrests_per_100k") / arr(r, "Georgia", "murder_arrests_per_100k")
    return both_fillings(lambda frac: ratio < frac, 1 / 7, 1 / 10)


@fact
def wo8(r):
    n = sum(dem(r, s, 1960) > 50 for s in states(r))
    return both_fillings(lambda k: n == k and len(states(r)) == 20, 8, 9)


@fact
def wo9(r):
    ratio = fl(r, "Pinellas", "nader") / fl(r, "Dade", "nader")
    return both_fillings(lambda times: times - 0.2 <= ratio < times, 2, 3)


@fact
def wo10(r):
    return both_fillings(lambda gap: edu(r, "Hawaii", "sat_math") - edu(r, "Hawaii", "sat_verbal") == gap, 77, 67)


# -- units_dates -----------------------------------------------------------------------------------------------------

@fact
def ud1(r):
    rise = dem(r, "Hawaii", 2008) - dem(r, "Hawaii", 1960)
    return both_fillings(lambda years: 2008 - 1960 == years and about(rise, "21.82"), 48, 44)


@fact
def ud2(r):
    fall = dem(r, "Georgia", 1976) - dem(r, "Georgia", 1992)
    return both_fillings(lambda w: about(fall / (1992 - 1976), w), "1.45", "1.94")


@fact
def ud3(r):
    return both_fillings(lambda w: about(edu(r, "California", "population_thousands") / 1000, w), "29.8", "2.98")


@fact
def ud4(r):
    pay = edu(r, "Alaska", "teacher_salary_k_usd") * 1000
    return both_fillings(lambda w: pay == 43000 and about(pay / 12, w), "3,583", "3,853")


@fact
def ud5(r):
    rate = arr(r, "Florida", "murder_arrests_per_100k")
    return both_fillings(lambda per_million: abs(rate * 10 - per_million) < 1e-9, 154, 1540)


@fact
def ud6(r):
    rate = arr(r, "California", "assault_arrests_per_100k")
    return both_fillings(lambda w: rate == 276 and about(rate / 100, w), "2.8", "28")


@fact
def ud7(r):
    fall = dem(r, "Texas", 1960) - dem(r, "Texas", 1992)
    return both_fillings(lambda years: 1992 - 1960 == years and about(fall, "13.44"), 32, 36)


@fact
def ud8(r):
    pay = edu(r, "Iowa", "teacher_salary_k_usd") * 1000
    return both_fillings(lambda w: pay == 28000 and about(pay / 52, w), "538", "583")


@fact
def ud9(r):
    return both_fillings(lambda w: about(edu(r, "Massachusetts", "population_thousands") / 1000, w), "6.016", "60.16")


@fact
def ud10(r):
    rise = dem(r, "Mississippi", 1976) - dem(r, "Mississippi", 1960)
    return both_fillings(lambda w: about(rise / (1976 - 1960), w), "0.83", "0.93")


assert len(FACTS) == 90, len(FACTS)
