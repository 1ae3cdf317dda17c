"""The labels of the sixty-fourth held-out lexical set (``tests/test_lexical_heldout64.py``), recomputed from its stored
rows (``tests/data/lexical_heldout64_tables.json``): one function per pair id, registered in :data:`FACTS`, each giving
(the true claim holds, the false twin holds) from the cells as stored. Rounded numbers ("about 24.3%") are read with
:func:`heldout_pairs.about`; the loose words ("nearly nine hundred", "a little over a fifth", "early 1971", "the
autumn") with the bounds stated where they are used. The nuclear plants' permit dates are stored in years after
1 January 1900, Acme's months as month/two-digit year, its returns as fractions.
"""

from __future__ import annotations

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
)

DATA = Path(__file__).parent / "data" / "lexical_heldout64_tables.json"

COSTS = "nuclear_plants_cost_and_capacity"
SITES = "nuclear_plants_site_and_contract"
ACME = "acme_cleveland_monthly_excess_returns_1986_1990"
ESOPH = "esophageal_cancer_ille_et_vilaine_ages_55_74"

DATE, COST, CAPACITY = "permit_date_years_after_1900", "capital_cost_musd_1976", "net_capacity_mwe"
NE, TOWER, EARLIER, BW, TURNKEY, AE = ("in_northeast", "cooling_tower", "earlier_reactor_on_site",
                                       "babcock_wilcox_steam_supply", "partial_turnkey_guarantee",
                                       "architect_engineer_plant_count")
OWN, MARKET = "acme_excess_return", "market_excess_return"
AGE, ALCOHOL, TOBACCO, CASES, CONTROLS = "age_group", "alcohol_g_per_day", "tobacco_g_per_day", "cases", "controls"

FACTS: dict = {}


def rows_by_table():
    return heldout_pairs.rows_of(DATA)


def fact(fn):
    FACTS[fn.__name__] = fn
    return fn


# helpers -------------------------------------------------------------------------------------------------------------

def val(rows, table, key, col) -> float:
    return keyed_number(rows, table, key, col)


def ranked(d: dict[str, float], lowest: bool = False) -> list[str]:
    """The keys by value, highest first (lowest first with ``lowest``); a tie among the first three is refused."""
    keys = sorted(d, key=lambda k: d[k], reverse=not lowest)
    assert len({d[k] for k in keys[:3]}) == 3, keys[:3]
    return keys


def flagged(rows, col: str) -> list[str]:
    """The plants whose ``col`` (a no/yes column of the sites table) is ``yes``."""
    assert {r[col] for r in rows[SITES]} == {"no", "yes"}
    return [r["plant"] for r in rows[SITES] if r[col] == "yes"]


def permit_year(rows, plant: str) -> int:
    """The calendar year of a plant's permit (the stored years after 1 January 1900)."""
    return 1900 + int(val(rows, COSTS, plant, DATE))


def month(rows, when: str) -> dict[str, str]:
    """Acme's row of a month written ``M/YY`` as stored."""
    return one_row(rows[ACME], month=when)


def returns(rows, col: str, year: str | None = None) -> dict[str, float]:
    """Month -> the return in ``col``, for every month (or the months of the two-digit ``year``)."""
    return {r["month"]: number(r[col]) for r in rows[ACME] if year is None or r["month"].endswith("/" + year)}


def group(rows, age: str, alcohol: str, tobacco: str) -> dict[str, str]:
    return one_row(rows[ESOPH], **{AGE: age, ALCOHOL: alcohol, TOBACCO: tobacco})


def total(rows, col: str, **eq: str) -> int:
    """The sum of ``col`` over the esophageal rows whose cells equal ``eq``."""
    return sum(int(r[col]) for r in rows[ESOPH] if all(r[k] == v for k, v in eq.items()))


# wrong_entity --------------------------------------------------------------------------------------------------------

@fact
def we1(rows):
    return both_fillings(lambda p: val(rows, COSTS, p, COST) == 881.24, "19", "17")


@fact
def we2(rows):
    return both_fillings(lambda p: val(rows, COSTS, p, CAPACITY) == 1130, "26", "25")


@fact
def we3(rows):
    return both_fillings(lambda m: number(month(rows, m)[MARKET]) == -0.262077, "10/87", "11/87")


@fact
def we4(rows):
    return both_fillings(lambda m: number(month(rows, m)[OWN]) == 0.201674, "3/88", "3/87")


@fact
def we5(rows):
    return both_fillings(lambda alcohol: group(rows, "65-74", alcohol, "0-9")[CASES] == "17", "40-79", "80-119")


@fact
def we6(rows):
    return both_fillings(lambda age: group(rows, age, "0-39", "0-9")[CONTROLS] == "49", "55-64", "65-74")


@fact
def we7(rows):
    return both_fillings(lambda p: val(rows, SITES, p, AE) == 20, "22", "23")


@fact
def we8(rows):
    return both_fillings(lambda p: keyed_cell(rows, SITES, p, BW) == "yes" and keyed_cell(rows, SITES, p, TOWER) == "yes",
                         "10", "12")


@fact
def we9(rows):
    return both_fillings(lambda p: permit_year(rows, p) == 1970, "25", "23")


@fact
def we10(rows):
    def holds(m):
        x = number(month(rows, m)[MARKET])
        return x > 0 and x == 0.023881
    return both_fillings(holds, "5/90", "5/89")


# superlative ---------------------------------------------------------------------------------------------------------

@fact
def su1(rows):
    worst = ranked(returns(rows, OWN), lowest=True)[0]
    return both_fillings(lambda m: worst == m and number(month(rows, m)[OWN]) == -0.284796, "10/87", "8/90")


@fact
def su2(rows):
    return both_fillings(lambda m: ranked(returns(rows, MARKET))[0] == m, "1/87", "12/87")


@fact
def su3(rows):
    return both_fillings(lambda p: top_key(rows, COSTS, COST) == p, "19", "17")


@fact
def su4(rows):
    return both_fillings(lambda p: top_key(rows, COSTS, COST, lowest=True) == p and val(rows, COSTS, p, COST) == 207.51,
                         "27", "31")


@fact
def su5(rows):
    return both_fillings(lambda p: top_key(rows, COSTS, CAPACITY, lowest=True) == p
                         and val(rows, COSTS, p, CAPACITY) == 457, "8", "6")


@fact
def su6(rows):
    return both_fillings(lambda p: top_key(rows, SITES, AE) == p, "26", "22")


@fact
def su7(rows):
    most = max(rows[ESOPH], key=lambda r: int(r[CASES]))
    assert sum(int(r[CASES]) == int(most[CASES]) for r in rows[ESOPH]) == 1
    return both_fillings(lambda alcohol: most is group(rows, "65-74", alcohol, "0-9") and most[CASES] == "17",
                         "40-79", "80-119")


@fact
def su8(rows):
    most = max(rows[ESOPH], key=lambda r: int(r[CONTROLS]))
    assert sum(int(r[CONTROLS]) == int(most[CONTROLS]) for r in rows[ESOPH]) == 1
    return both_fillings(lambda age: most is group(rows, age, "0-39", "0-9") and most[CONTROLS] == "49", "55-64", "65-74")


@fact
def su9(rows):
    year = returns(rows, OWN, "90")
    best = ranked(year)[0]
    return both_fillings(lambda m: best == m and year[m] < 0, "11/90", "10/90")


@fact
def su10(rows):
    return both_fillings(lambda m: ranked(returns(rows, MARKET), lowest=True)[1] == m, "8/90", "1/90")


# direction -----------------------------------------------------------------------------------------------------------

@fact
def di1(rows):
    row = month(rows, "10/87")
    return both_fillings(lambda further: (number(row[OWN]) < number(row[MARKET])) == further, True, False)


@fact
def di2(rows):
    row = month(rows, "1/87")
    return both_fillings(lambda higher: (number(row[MARKET]) > number(row[OWN])) == higher, True, False)


@fact
def di3(rows):
    october, december = number(month(rows, "10/87")[OWN]), number(month(rows, "12/87")[OWN])
    return october == -0.284796 and december == 0.242616, october == 0.242616 and december == -0.284796


@fact
def di4(rows):
    same = val(rows, COSTS, "4", CAPACITY) == val(rows, COSTS, "5", CAPACITY) == 1065
    return both_fillings(lambda more: same and (val(rows, COSTS, "4", COST) > val(rows, COSTS, "5", COST)) == more,
                         True, False)


@fact
def di5(rows):
    return both_fillings(lambda after: (val(rows, COSTS, "26", DATE) > val(rows, COSTS, "22", DATE)) == after, True, False)


@fact
def di6(rows):
    later = val(rows, COSTS, "19", DATE) > val(rows, COSTS, "14", DATE)
    return both_fillings(lambda larger: later and (val(rows, COSTS, "19", CAPACITY) > val(rows, COSTS, "14", CAPACITY))
                         == larger, True, False)


@fact
def di7(rows):
    more = int(group(rows, "65-74", "40-79", "0-9")[CASES]) > int(group(rows, "65-74", "0-39", "0-9")[CASES])
    return both_fillings(lambda x: more == x, True, False)


@fact
def di8(rows):
    more = int(group(rows, "65-74", "0-39", "0-9")[CASES]) > int(group(rows, "55-64", "0-39", "0-9")[CASES])
    return both_fillings(lambda x: more == x, True, False)


@fact
def di9(rows):
    row = month(rows, "7/87")
    return both_fillings(lambda better: (number(row[OWN]) > number(row[MARKET])) == better, True, False)


@fact
def di10(rows):
    later = val(rows, COSTS, "17", DATE) > val(rows, COSTS, "10", DATE)
    return both_fillings(lambda more: later and (val(rows, COSTS, "17", COST) > val(rows, COSTS, "10", COST)) == more,
                         True, False)


# difference ----------------------------------------------------------------------------------------------------------

@fact
def df1(rows):
    times = val(rows, COSTS, "19", COST) / val(rows, COSTS, "27", COST)
    return both_fillings(lambda n: times > n, 4, 5)


@fact
def df2(rows):
    trio = [val(rows, COSTS, p, COST) for p in ("29", "30", "32")]
    same = all(val(rows, COSTS, p, CAPACITY) == 886 for p in ("29", "30", "32"))
    return both_fillings(lambda limit: same and max(trio) - min(trio) < limit, 15, 10)


@fact
def df3(rows):
    row = month(rows, "10/87")
    trail = 100 * (number(row[MARKET]) - number(row[OWN]))
    return both_fillings(lambda x: about(trail, x), "2.3", "3.2")


@fact
def df4(rows):
    costs = keyed_column(rows, COSTS, COST).values()
    return both_fillings(lambda x: about(max(costs) - min(costs), x), "673.73", "773.73")


@fact
def df5(rows):
    return both_fillings(lambda x: total(rows, CASES, age_group="55-64") == x, 76, 86)


@fact
def df6(rows):
    older, younger = total(rows, CONTROLS, age_group="65-74"), total(rows, CONTROLS, age_group="55-64")
    return both_fillings(lambda x: older == 161 and younger - older == x, 81, 71)


@fact
def df7(rows):
    pair = val(rows, COSTS, "4", COST) + val(rows, COSTS, "5", COST)
    return both_fillings(lambda x: about(pair, x), "1294.55", "1394.55")


@fact
def df8(rows):
    own = returns(rows, OWN).values()
    spread = 100 * (max(own) - min(own))
    return both_fillings(lambda points: spread > points, 50, 60)


@fact
def df9(rows):
    row = group(rows, "55-64", "80-119", "0-9")
    return both_fillings(lambda n: int(row[CONTROLS]) == n * int(row[CASES]), 2, 3)


@fact
def df10(rows):
    first = top_key(rows, COSTS, DATE, lowest=True) == "28"
    gap = val(rows, COSTS, "26", DATE) - val(rows, COSTS, "28", DATE)
    return both_fillings(lambda years: first and years - 0.25 <= gap < years, 4, 5)  # "nearly n years"


# joined --------------------------------------------------------------------------------------------------------------

@fact
def jo1(rows):
    costliest = top_key(rows, COSTS, COST) == "19" and keyed_cell(rows, SITES, "19", TOWER) == "no"
    return both_fillings(lambda where: costliest and keyed_cell(rows, SITES, "19", NE) == where, "no", "yes")


@fact
def jo2(rows):
    costs = [val(rows, COSTS, p, COST) for p in flagged(rows, TURNKEY)]
    assert len(costs) == 6
    return both_fillings(lambda limit: all(c < limit for c in costs), 300, 250)


@fact
def jo3(rows):
    costs = {p: val(rows, COSTS, p, COST) for p in flagged(rows, NE)}
    return both_fillings(lambda p: ranked(costs)[0] == p, "17", "10")


@fact
def jo4(rows):
    largest = top_key(rows, COSTS, CAPACITY) == "26" and keyed_cell(rows, SITES, "26", TOWER) == "yes"
    return both_fillings(lambda n: largest and val(rows, SITES, "26", AE) == n, 21, 12)


@fact
def jo5(rows):
    costs = {p: val(rows, COSTS, p, COST) for p in flagged(rows, BW)}
    return both_fillings(lambda p: ranked(costs)[0] == p, "10", "21")


@fact
def jo6(rows):
    smallest = top_key(rows, COSTS, CAPACITY, lowest=True) == "8" and keyed_cell(rows, SITES, "8", EARLIER) == "no"
    return both_fillings(lambda tower: smallest and keyed_cell(rows, SITES, "8", TOWER) == tower, "no", "yes")


@fact
def jo7(rows):
    late = [r["plant"] for r in rows[COSTS] if permit_year(rows, r["plant"]) >= 1970]
    assert len(late) == 4
    return both_fillings(lambda p: [q for q in late if keyed_cell(rows, SITES, q, NE) == "yes"] == [p], "22", "24")


@fact
def jo8(rows):
    north = set(flagged(rows, NE))
    costs = keyed_column(rows, COSTS, COST)
    inside = [c for p, c in costs.items() if p in north]
    outside = [c for p, c in costs.items() if p not in north]
    rest = about(sum(outside) / len(outside), "425")
    return both_fillings(lambda x: len(inside) == 8 and rest and about(sum(inside) / len(inside), x), "571", "471")


@fact
def jo9(rows):
    north = {p: val(rows, COSTS, p, DATE) for p in flagged(rows, NE)}
    return both_fillings(lambda p: ranked(north)[0] == p and keyed_cell(rows, SITES, p, EARLIER) == "yes", "22", "17")


@fact
def jo10(rows):
    alike = all(permit_year(rows, p) == 1967 and val(rows, COSTS, p, CAPACITY) == 1065 for p in ("2", "3"))
    return both_fillings(lambda p: alike and [q for q in ("2", "3") if keyed_cell(rows, SITES, q, EARLIER) == "yes"] == [p],
                         "3", "2")


# negation ------------------------------------------------------------------------------------------------------------

@fact
def ne1(rows):
    return both_fillings(lambda limit: not any(x > limit for x in keyed_column(rows, COSTS, COST).values()), 900, 800)


@fact
def ne2(rows):
    return both_fillings(lambda year: not any(permit_year(rows, r["plant"]) < year for r in rows[COSTS]), 1967, 1968)


@fact
def ne3(rows):
    turnkey = flagged(rows, TURNKEY)
    return (not any(keyed_cell(rows, SITES, p, NE) == "yes" for p in turnkey),
            not any(keyed_cell(rows, SITES, p, TOWER) == "yes" for p in turnkey))


@fact
def ne4(rows):
    up = [m for m, x in returns(rows, MARKET, "88").items() if x > 0]
    return both_fillings(lambda m: up == [m], "1/88", "3/88")


@fact
def ne5(rows):
    return both_fillings(lambda year: not any(x > 0 for x in returns(rows, OWN, year).values()), "90", "89")


@fact
def ne6(rows):
    cases = [(int(r[CASES]), int(r[CONTROLS])) for r in rows[ESOPH]]
    return not any(a > b for a, b in cases), not any(a == b for a, b in cases)


@fact
def ne7(rows):
    none = [r for r in rows[ESOPH] if r[CASES] == "0"]
    return both_fillings(lambda age: none == [group(rows, age, "0-39", "30+")], "65-74", "55-64")


@fact
def ne8(rows):
    up = sum(x > 0 for x in returns(rows, MARKET).values())
    return both_fillings(lambda n: up < n, 10, 5)


@fact
def ne9(rows):
    return both_fillings(lambda p: [q for q in flagged(rows, BW) if keyed_cell(rows, SITES, q, NE) == "yes"] == [p],
                         "10", "15")


@fact
def ne10(rows):
    older = [int(r[CONTROLS]) for r in rows[ESOPH] if r[AGE] == "65-74"]
    return both_fillings(lambda limit: not any(x > limit for x in older), 50, 40)


# percent_vs_count ----------------------------------------------------------------------------------------------------

@fact
def pc1(rows):
    n = len(flagged(rows, TURNKEY))
    return n == 6 and n / len(rows[SITES]) < 0.2, n == 6 and n / len(rows[SITES]) > 0.2


@fact
def pc2(rows):
    n = len(flagged(rows, TOWER))
    return both_fillings(lambda x: n == 13 and about(100 * n / len(rows[SITES]), x), "41", "31")


@fact
def pc3(rows):
    part = len(flagged(rows, NE)) / len(rows[SITES])
    return both_fillings(lambda x: abs(part - x) < 0.01, 1 / 4, 1 / 3)


@fact
def pc4(rows):
    beat = sum(x > 0 for x in returns(rows, OWN).values())
    part = beat / len(rows[ACME])
    return both_fillings(lambda x: beat == 13 and x < part < x + 0.05, 1 / 5, 1 / 3)  # "a little over"


@fact
def pc5(rows):
    crash = 100 * number(month(rows, "10/87")[MARKET])
    return both_fillings(lambda x: about(crash, x), "-26.2", "-2.6")


@fact
def pc6(rows):
    cases, controls = total(rows, CASES, age_group="55-64"), total(rows, CONTROLS, age_group="55-64")
    return both_fillings(lambda x: about(100 * cases / (cases + controls), x), "24", "31")


@fact
def pc7(rows):
    older, both = total(rows, CASES, age_group="65-74"), total(rows, CASES)
    return both_fillings(lambda x: older == 55 and both == 131 and about(100 * older / both, x), "42", "52")


@fact
def pc8(rows):
    row = group(rows, "55-64", "80-119", "30+")
    part = int(row[CASES]) / (int(row[CASES]) + int(row[CONTROLS]))
    return both_fillings(lambda x: abs(part - x) < 0.005, 1 / 2, 1 / 3)


@fact
def pc9(rows):
    high, next_ = val(rows, COSTS, "19", COST), val(rows, COSTS, "17", COST)
    return about(100 * (high - next_) / next_, "24"), about(high - next_, "24")


@fact
def pc10(rows):
    up = sum(x > 0 for x in returns(rows, MARKET).values())
    return both_fillings(lambda x: up == 8 and about(100 * up / len(rows[ACME]), x), "13", "8")


# words ---------------------------------------------------------------------------------------------------------------

@fact
def wo1(rows):
    n = sum(x > 1000 for x in keyed_column(rows, COSTS, CAPACITY).values())
    return both_fillings(lambda x: n == x, 8, 12)


@fact
def wo2(rows):
    return both_fillings(lambda x: len(flagged(rows, BW)) == x, 6, 10)


@fact
def wo3(rows):
    return both_fillings(lambda p: ranked(keyed_column(rows, COSTS, COST), lowest=True)[2] == p, "32", "30")


@fact
def wo4(rows):
    costliest = top_key(rows, COSTS, COST) == "19"
    cost = val(rows, COSTS, "19", COST)
    return costliest and 850 <= cost < 900, costliest and cost > 900  # "nearly nine hundred" / "over nine hundred"


@fact
def wo5(rows):
    return both_fillings(lambda x: total(rows, CASES, age_group="55-64", alcohol_g_per_day="0-39") == x, 12, 24)


@fact
def wo6(rows):
    beat = sum(number(r[OWN]) > number(r[MARKET]) for r in rows[ACME])
    return both_fillings(lambda x: beat == x and len(rows[ACME]) == 60, 18, 28)


@fact
def wo7(rows):
    up = [m for m, x in returns(rows, MARKET, "87").items() if x > 0]
    return both_fillings(lambda pair: up == pair, ["1/87", "12/87"], ["1/87", "7/87"])


@fact
def wo8(rows):
    older, younger = total(rows, CONTROLS, age_group="65-74"), total(rows, CONTROLS, age_group="55-64")
    fewer = (younger - older) / younger
    return both_fillings(lambda part: abs(fewer - part) < 0.03, 1 / 3, 1 / 4)  # "roughly a third/quarter fewer"


@fact
def wo9(rows):
    return both_fillings(lambda x: len(flagged(rows, EARLIER)) == x, 10, 12)


@fact
def wo10(rows):
    loss = -number(month(rows, "10/87")[OWN])
    return both_fillings(lambda part: loss > part, 1 / 4, 1 / 3)


# units_dates ---------------------------------------------------------------------------------------------------------

@fact
def ud1(rows):
    last = top_key(rows, COSTS, DATE) == "26"
    date = val(rows, COSTS, "26", DATE)
    return both_fillings(lambda year: last and year - 1900 <= date < year - 1900 + 4 / 12, 1971, 1970)  # "early": by April


@fact
def ud2(rows):
    years = [permit_year(rows, r["plant"]) for r in rows[COSTS]]
    return both_fillings(lambda last: min(years) >= 1967 and max(years) <= last, 1971, 1970)


@fact
def ud3(rows):
    cost = val(rows, COSTS, "19", COST)  # millions
    return both_fillings(lambda billions: about(cost / 1000, billions), "0.88", "8.8")


@fact
def ud4(rows):
    mwe = val(rows, COSTS, "26", CAPACITY)
    return mwe / 1000 == 1.13, mwe == 1.13  # 1.13 gigawatts / 1.13 megawatts


@fact
def ud5(rows):
    return both_fillings(lambda year: all(val(rows, COSTS, p, DATE) == year - 1900 for p in ("4", "5")), 1968, 1969)


@fact
def ud6(rows):
    best = ranked(returns(rows, OWN))[0]
    return both_fillings(lambda m: best == m and about(100 * number(month(rows, m)[OWN]), "24.3"), "12/87", "12/86")


@fact
def ud7(rows):
    worst = ranked(returns(rows, MARKET), lowest=True)[0]
    month_number, year = (int(x) for x in worst.split("/"))
    return both_fillings(lambda months: year == 87 and month_number in months, (9, 10, 11), (3, 4, 5))  # autumn / spring


@fact
def ud8(rows):
    summer = [number(month(rows, m)[OWN]) for m in ("6/86", "7/86", "8/86")]
    return both_fillings(lambda n: sum(x < 0 for x in summer) == n, 2, 3)


@fact
def ud9(rows):
    lows = {int(r[AGE].split("-")[0]) for r in rows[ESOPH]}
    highs = {int(r[AGE].split("-")[1]) for r in rows[ESOPH]}
    return both_fillings(lambda span: min(lows) == 55 and max(highs) == 74 and max(highs) - min(lows) + 1 == span, 20, 15)


@fact
def ud10(rows):
    months = [r["month"] for r in rows[ACME]]
    return both_fillings(lambda last: len(months) == 60 and months[0] == "1/86" and months[-1] == last, "12/90", "12/91")
