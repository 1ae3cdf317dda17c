"""The labels of the nineteenth held-out set (``tests/test_lexical_heldout19.py``), recomputed from its stored rows.

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
    one_row,
    top_key,
    top_keys,
)

DATA = Path(__file__).parent / "data" / "lexical_heldout19_tables.json"

MON = "english_monarchs"
WHEAT = "wheat_and_wages"
CR1 = "crimea_1854_55"
CR2 = "crimea_1855_56"
PAINT = "painters"
SCHOOL = "painting_schools"
BOATS = "titanic_lifeboats"
HILLS = "scottish_hill_races"


def rows_by_table() -> Rows:
    return heldout_pairs.rows_of(DATA)


FACTS: dict[str, Callable[[Rows], tuple[bool, bool]]] = {}


def fact(fn: Callable[[Rows], tuple[bool, bool]]) -> Callable[[Rows], tuple[bool, bool]]:
    FACTS[fn.__name__] = fn
    return fn


# -- helpers ---------------------------------------------------------------------------------------------------------

def reign(r: Rows, monarch: str) -> tuple[int, int]:
    row = one_row(r[MON], monarch=monarch)
    return int(row["reign_start"]), int(row["reign_end"])


def reign_years(r: Rows, monarch: str) -> int:
    start, end = reign(r, monarch)
    return end - start


def years_under(r: Rows, monarch: str) -> list[int]:
    """The years of the wheat table in the monarch's reign: from its first year up to (not including) its last year,
    which is the next reign's first (the last monarch's last year included)."""
    start, end = reign(r, monarch)
    last = max(int(x["reign_end"]) for x in r[MON])
    return [int(x["year"]) for x in r[WHEAT] if start <= int(x["year"]) < end or (end == last and int(x["year"]) == end)]


def wheat(r: Rows, year: int, col: str = "wheat_price_shillings") -> float:
    return keyed_number(r, WHEAT, str(year), col)


def wage(r: Rows, year: int) -> float:
    return wheat(r, year, "weekly_wage_shillings")


def crimea(r: Rows, table: str, month: str, col: str) -> float:
    return keyed_number(r, table, month, col)


def paint(r: Rows, painter: str, col: str) -> float:
    return keyed_number(r, PAINT, painter, col)


def painters_of(r: Rows, school: str) -> list[str]:
    code = one_row(r[SCHOOL], school=school)["school_code"]
    return [x["painter"] for x in r[PAINT] if x["school_code"] == code]


def boat(r: Rows, name: str, col: str) -> float:
    return keyed_number(r, BOATS, name, col)


def launch(r: Rows, name: str) -> dt.datetime:
    return dt.datetime.fromisoformat(keyed_cell(r, BOATS, name, "launch_time"))


def hill(r: Rows, race: str, col: str) -> float:
    return keyed_number(r, HILLS, race, col)


MONTHS_OF_WAR = ("April", "May", "June", "July", "August", "September", "October", "November", "December", "January",
                 "February", "March")


# -- wrong_entity ----------------------------------------------------------------------------------------------------

@fact
def we1(r):
    peak = top_key(r, CR1, "disease_deaths")
    return both_fillings(lambda m: peak == m and crimea(r, CR1, m, "disease_deaths") == 2761
                         and keyed_cell(r, CR1, m, "year") == "1855", "January", "February")


@fact
def we2(r):
    best = top_key(r, PAINT, "drawing")
    return both_fillings(lambda p: best == p and paint(r, p, "drawing") == 18 and len(r[PAINT]) == 25, "Raphael", "Michelangelo")


@fact
def we3(r):
    most = top_key(r, BOATS, "total")
    return both_fillings(lambda b: most == b and boat(r, b, "total") == 71, "C", "11")


@fact
def we4(r):
    longest = top_key(r, HILLS, "distance_miles")
    return both_fillings(lambda x: longest == x and hill(r, x, "distance_miles") == 28, "Lairig Ghru", "Bens of Jura")


@fact
def we5(r):
    return both_fillings(lambda m: reign(r, m) == (1689, 1702), "William and Mary", "James II")


@fact
def we6(r):
    dearest = top_key(r, WHEAT, "wheat_price_shillings")
    return both_fillings(lambda y: dearest == str(y) and wheat(r, y) == 99, 1810, 1800)


@fact
def we7(r):
    most = top_key(r, CR2, "wound_deaths")
    return both_fillings(lambda m: most == m and crimea(r, CR2, m, "wound_deaths") == 276, "September", "June")


@fact
def we8(r):
    fewest = top_key(r, BOATS, "total", lowest=True)
    return both_fillings(lambda b: fewest == b and boat(r, b, "total") == 12, "1", "2")


@fact
def we9(r):
    top = top_keys(r, PAINT, "colour")
    return both_fillings(lambda pair: top == set(pair) and paint(r, pair[0], "colour") == 18, ("Titian", "Giorgione"), ("Titian", "Rubens"))


@fact
def we10(r):
    fastest = top_key(r, HILLS, "record_minutes", lowest=True)
    return both_fillings(lambda x: fastest == x and 16 < hill(r, x, "record_minutes") < 16.5, "Greenmantle", "Cow Hill")


# -- superlative -----------------------------------------------------------------------------------------------------

@fact
def su1(r):
    smallest = top_key(r, CR1, "army_strength", lowest=True)
    return both_fillings(lambda v: smallest == "April" and crimea(r, CR1, "April", "army_strength") == v, 8571, 8751)


@fact
def su2(r):
    return both_fillings(lambda m: top_key(r, CR2, "disease_deaths") == m, "June", "July")


@fact
def su3(r):
    ranked = [k for k, _ in sorted(keyed_column(r, HILLS, "climb_feet").items(), key=lambda kv: -kv[1])]
    return both_fillings(lambda n: len(ranked) == 20 and ranked.index("Two Breweries") + 1 == n, 2, 1)


@fact
def su4(r):
    def share(lowest):
        return top_keys(r, PAINT, "composition", lowest=lowest) == {"Perugino", "Bellini"} and paint(r, "Bellini", "composition") == 4
    return both_fillings(share, True, False)


@fact
def su5(r):
    most = top_key(r, BOATS, "crew")
    return both_fillings(lambda v: most == "3" and boat(r, "3", "crew") == v, 15, 13)


@fact
def su6(r):
    return both_fillings(lambda lowest: top_key(r, WHEAT, "weekly_wage_shillings", lowest=lowest) == "1570" and wage(r, 1570) == 5.05,
                         True, False)


@fact
def su7(r):
    cheapest = top_key(r, WHEAT, "wheat_price_shillings", lowest=True)
    return both_fillings(lambda v: cheapest == "1730" and wheat(r, 1730) == v, 26, 27)


@fact
def su8(r):
    shortest = top_key(r, HILLS, "distance_miles", lowest=True)
    return both_fillings(lambda x: shortest == x and hill(r, x, "distance_miles") == 2, "Cow Hill", "Greenmantle")


@fact
def su9(r):
    strongest = top_key(r, CR2, "army_strength")
    return both_fillings(lambda v: strongest == "September" and crimea(r, CR2, "September", "army_strength") == v, 47751, 47571)


@fact
def su10(r):
    lengths = {x["monarch"]: reign_years(r, x["monarch"]) for x in r[MON]}
    longest = [m for m, n in lengths.items() if n == max(lengths.values())]
    return both_fillings(lambda n: longest == ["George III"] and lengths["George III"] == n, 60, 33)


# -- direction -------------------------------------------------------------------------------------------------------

@fact
def di1(r):
    wages = [w for _, w in sorted((int(k), v) for k, v in keyed_column(r, WHEAT, "weekly_wage_shillings").items())]
    steps = list(zip(wages, wages[1:]))
    return all(b > a for a, b in steps), all(b < a for a, b in steps)


@fact
def di2(r):
    a, b = wheat(r, 1590), wheat(r, 1600)
    return b < a, b > a


@fact
def di3(r):
    a, b = crimea(r, CR1, "January", "disease_deaths"), crimea(r, CR1, "March", "disease_deaths")
    return b < a, b > a


@fact
def di4(r):
    a, b = crimea(r, CR2, "August", "wound_deaths"), crimea(r, CR2, "September", "wound_deaths")
    return b > a, b < a


@fact
def di5(r):
    colour, drawing = paint(r, "Rembrandt", "colour"), paint(r, "Rembrandt", "drawing")
    return colour > drawing, colour < drawing


@fact
def di6(r):
    a, b = launch(r, "13"), launch(r, "9")
    return a > b, a < b


@fact
def di7(r):
    a, b = hill(r, "Ben Nevis", "climb_feet"), hill(r, "Ben Lomond", "climb_feet")
    return a > b, a < b


@fact
def di8(r):
    a, b = crimea(r, CR2, "October", "army_strength"), crimea(r, CR2, "November", "army_strength")
    return b < a, b > a


@fact
def di9(r):
    women, crew = boat(r, "3", "women"), boat(r, "3", "crew")
    return women > crew, women < crew


@fact
def di10(r):
    a, b, c = wheat(r, 1790), wheat(r, 1800), wheat(r, 1810)
    return b > a and c > b, b > a and c < b


# -- difference ------------------------------------------------------------------------------------------------------

@fact
def df1(r):
    gap = crimea(r, CR1, "January", "disease_deaths") - crimea(r, CR1, "December", "disease_deaths")
    return both_fillings(lambda v: gap == v, 1036, 1063)


@fact
def df2(r):
    gap = paint(r, "Raphael", "drawing") - paint(r, "Bellini", "drawing")
    return both_fillings(lambda v: gap == v, 12, 10)


@fact
def df3(r):
    over = boat(r, "C", "total") - boat(r, "C", "capacity")
    return both_fillings(lambda v: over == v, 24, 14)


@fact
def df4(r):
    gap = hill(r, "Bens of Jura", "record_minutes") - hill(r, "Lairig Ghru", "record_minutes")
    return both_fillings(lambda w: about(gap, w), "12", "21")


@fact
def df5(r):
    gap = wheat(r, 1810) - wheat(r, 1800)
    return both_fillings(lambda v: gap == v, 20, 25)


@fact
def df6(r):
    gap = reign_years(r, "Elizabeth") - reign_years(r, "James I")
    return both_fillings(lambda v: gap == v, 16, 6)


@fact
def df7(r):
    gap = crimea(r, CR2, "January", "army_strength") - crimea(r, CR2, "April", "army_strength")
    assert keyed_cell(r, CR2, "January", "year") == "1856" and keyed_cell(r, CR2, "April", "year") == "1855"
    return both_fillings(lambda v: gap == v, 11960, 11690)


@fact
def df8(r):
    gap = hill(r, "Two Breweries", "climb_feet") - hill(r, "Ben Nevis", "climb_feet")
    return both_fillings(lambda v: gap == v, 800, 600)


@fact
def df9(r):
    gap = wage(r, 1760) - wage(r, 1750)
    return both_fillings(lambda v: abs(gap - v) < 1e-9, 1.5, 2.5)


@fact
def df10(r):
    gap = boat(r, "11", "women") - boat(r, "1", "women")
    return both_fillings(lambda v: gap == v, 58, 56)


# -- joined ----------------------------------------------------------------------------------------------------------

@fact
def jo1(r):
    def one_year_at_44(monarch):
        years = years_under(r, monarch)
        return len(years) == 1 and wheat(r, years[0]) == 44
    return both_fillings(one_year_at_44, "Anne", "George I")


@fact
def jo2(r):
    years = years_under(r, "George II")
    mean = sum(wage(r, y) for y in years) / len(years)
    return both_fillings(lambda w: about(mean, w), "14", "16")


@fact
def jo3(r):
    def dearest_in_1810(monarch):
        years = years_under(r, monarch)
        return max(years, key=lambda y: wheat(r, y)) == 1810
    return both_fillings(dearest_in_1810, "George III", "Charles II")


@fact
def jo4(r):
    group = painters_of(r, "Venetian")
    mean = sum(paint(r, p, "colour") for p in group) / len(group)
    return both_fillings(lambda v: abs(mean - v) < 1e-9, 16.4, 15.4)


@fact
def jo5(r):
    def best_is_le_brun(school):
        group = painters_of(r, school)
        best = max(paint(r, p, "composition") for p in group)
        return [p for p in group if paint(r, p, "composition") == best] == ["Le Brun"] and best == 16
    return both_fillings(best_is_le_brun, "French", "Lombard")


@fact
def jo6(r):
    group = painters_of(r, "Renaissance")
    assert len(group) >= 2
    return both_fillings(lambda floor: all(paint(r, p, "drawing") >= floor for p in group), 12, 14)


@fact
def jo7(r):
    return both_fillings(lambda school: "Caravaggio" in painters_of(r, school), "Lombard", "Venetian")


@fact
def jo8(r):
    gap = crimea(r, CR1, "January", "disease_deaths") - crimea(r, CR2, "January", "disease_deaths")
    return both_fillings(lambda v: gap == v, 2719, 2791)


@fact
def jo9(r):
    first = sum(keyed_column(r, CR1, "disease_deaths").values())
    second = sum(keyed_column(r, CR2, "disease_deaths").values())
    return both_fillings(lambda v: first == 11157 and second == v, 3319, 3913)


@fact
def jo10(r):
    def lower_from(start):
        months = MONTHS_OF_WAR[MONTHS_OF_WAR.index(start):]
        return all(crimea(r, CR2, m, "disease_deaths") < crimea(r, CR1, m, "disease_deaths") for m in months)
    return both_fillings(lower_from, "August", "July")


# -- negation --------------------------------------------------------------------------------------------------------

@fact
def ne1(r):
    times = [dt.datetime.fromisoformat(x["launch_time"]) for x in r[BOATS]]
    return both_fillings(lambda hm: not any(t < dt.datetime(1912, 4, 15, *hm) for t in times), (0, 45), (1, 0))


@fact
def ne2(r):
    scores = keyed_column(r, PAINT, "composition").values()
    return both_fillings(lambda floor: not any(s < floor for s in scores), 4, 6)


@fact
def ne3(r):
    climbs = keyed_column(r, HILLS, "climb_feet").values()
    return both_fillings(lambda floor: len(climbs) == 20 and not any(c < floor for c in climbs), 650, 800)


@fact
def ne4(r):
    return both_fillings(lambda n: not any(crimea(r, CR1, m, "wound_deaths") > 0 for m in MONTHS_OF_WAR[:n]), 4, 5)


@fact
def ne5(r):
    other = keyed_column(r, CR2, "other_deaths").values()
    return both_fillings(lambda limit: not any(x > limit for x in other), 60, 50)


@fact
def ne6(r):
    return both_fillings(lambda before: not any(wage(r, int(x["year"])) >= 10 for x in r[WHEAT] if int(x["year"]) < before), 1710, 1720)


@fact
def ne7(r):
    starboard = [n for b, n in keyed_column(r, BOATS, "total").items() if keyed_cell(r, BOATS, b, "side") == "Starboard"]
    return both_fillings(lambda limit: not any(x > limit for x in starboard), 63, 60)


@fact
def ne8(r):
    return both_fillings(lambda pair: all(paint(r, p, "expression") == 0 for p in pair), ("Bellini", "Caravaggio"), ("Bellini", "Veronese"))


@fact
def ne9(r):
    lengths = [reign_years(r, x["monarch"]) for x in r[MON]]
    return both_fillings(lambda limit: not any(n > limit for n in lengths), 60, 50)


@fact
def ne10(r):
    shorter = [x["race"] for x in r[HILLS] if float(x["distance_miles"]) < 10]
    return both_fillings(lambda limit: not any(hill(r, x, "record_minutes") > limit for x in shorter), 75, 70)


# -- percent_vs_count ------------------------------------------------------------------------------------------------

@fact
def pc1(r):
    women, total = sum(keyed_column(r, BOATS, "women").values()), sum(keyed_column(r, BOATS, "total").values())
    return both_fillings(lambda w: total == 854 and about(100 * women / total, w), "82", "28")


@fact
def pc2(r):
    aboard, capacity = boat(r, "1", "total"), boat(r, "1", "capacity")
    return both_fillings(lambda v: aboard == 12 and abs(100 * aboard / capacity - v) < 1e-9, 30, 12)


@fact
def pc3(r):
    deaths = crimea(r, CR1, "January", "disease_deaths")
    share = 100 * deaths / crimea(r, CR1, "January", "army_strength")
    return both_fillings(lambda w: deaths == 2761 and about(share, w), "8.5", "2.8")


@fact
def pc4(r):
    causes = ("disease_deaths", "wound_deaths", "other_deaths")
    totals = {c: sum(keyed_column(r, CR1, c).values()) for c in causes}
    share = 100 * totals["disease_deaths"] / sum(totals.values())
    return both_fillings(lambda w: about(share, w), "84", "94")


@fact
def pc5(r):
    rise = 100 * (wage(r, 1810) - wage(r, 1570)) / wage(r, 1570)
    return both_fillings(lambda w: about(rise, w), "494", "394")


@fact
def pc6(r):
    distances = keyed_column(r, HILLS, "distance_miles").values()
    share = 100 * sum(d >= 10 for d in distances) / len(distances)
    return both_fillings(lambda v: len(distances) == 20 and abs(share - v) < 1e-9, 35, 7)


@fact
def pc7(r):
    a, b = crimea(r, CR2, "May", "disease_deaths"), crimea(r, CR2, "June", "disease_deaths")
    return both_fillings(lambda w: about(100 * (b - a) / a, w), "58", "294")


@fact
def pc8(r):
    score = paint(r, "Rubens", "expression")
    return both_fillings(lambda v: score == 17 and abs(100 * score / 20 - v) < 1e-9, 85, 17)


@fact
def pc9(r):
    a, b = crimea(r, CR2, "April", "disease_rate_per_1000"), crimea(r, CR2, "March", "disease_rate_per_1000")
    assert keyed_cell(r, CR2, "March", "year") == "1856"
    return both_fillings(lambda w: about(100 * (a - b) / a, w), "98", "78")


@fact
def pc10(r):
    a, b = wheat(r, 1590), wheat(r, 1600)
    return both_fillings(lambda w: about(100 * (a - b) / a, w), "43", "20")


# -- words -----------------------------------------------------------------------------------------------------------

@fact
def wo1(r):
    port = sum(x["side"] == "Port" for x in r[BOATS])
    return both_fillings(lambda n: len(r[BOATS]) == 18 and port == n, 9, 10)


@fact
def wo2(r):
    ratio = wheat(r, 1810) / wheat(r, 1770)
    return both_fillings(lambda k: abs(ratio / k - 1) <= 0.1, 2, 3)


@fact
def wo3(r):
    ratio = paint(r, "Raphael", "drawing") / paint(r, "Bellini", "drawing")
    return both_fillings(lambda k: abs(ratio - k) < 1e-9, 3, 4)


@fact
def wo4(r):
    jan, feb = crimea(r, CR1, "January", "disease_deaths"), crimea(r, CR1, "February", "disease_deaths")
    return both_fillings(lambda t: jan > t and feb > t, 2000, 3000)


@fact
def wo5(r):
    ratio = hill(r, "Lairig Ghru", "distance_miles") / hill(r, "Cow Hill", "distance_miles")
    return both_fillings(lambda k: abs(ratio - k) < 1e-9, 14, 12)


@fact
def wo6(r):
    order = sorted(r[BOATS], key=lambda x: x["launch_time"])
    times = [x["launch_time"] for x in order]
    rank = [x["boat"] for x in order].index("4") + 1
    assert times.count(keyed_cell(r, BOATS, "4", "launch_time")) == 1  # no tie at boat 4's launch
    return both_fillings(lambda n: len(order) == 18 and rank == n, 17, 16)


@fact
def wo7(r):
    order = [x["monarch"] for x in sorted(r[MON], key=lambda x: int(x["reign_start"]))]
    return both_fillings(lambda n: order.index("Charles II") + 1 == n, 5, 6)


@fact
def wo8(r):
    distances = keyed_column(r, HILLS, "distance_miles").values()
    share = sum(d < 6 for d in distances) / len(distances)
    return both_fillings(lambda frac: abs(share - frac) < 1e-9, 1 / 5, 1 / 4)


@fact
def wo9(r):
    months = sum(v > 40000 for v in keyed_column(r, CR2, "army_strength").values())
    return both_fillings(lambda n: months == n, 8, 7)


@fact
def wo10(r):
    ratio = paint(r, "Giorgione", "drawing") / paint(r, "Giorgione", "colour")
    return both_fillings(lambda frac: abs(ratio - frac) < 1e-9, 1 / 2, 1 / 3)


# -- units_dates -----------------------------------------------------------------------------------------------------

@fact
def ud1(r):
    first = min(r[BOATS], key=lambda x: x["launch_time"])
    return both_fillings(lambda day: first["boat"] == "7" and launch(r, "7") == dt.datetime(1912, 4, day, 0, 45), 15, 14)


@fact
def ud2(r):
    gap = launch(r, "D") - launch(r, "7")
    return both_fillings(lambda minutes: gap == dt.timedelta(minutes=minutes), 80, 70)


@fact
def ud3(r):
    km = hill(r, "Ben Nevis", "distance_miles") * 1.609344
    return both_fillings(lambda w: about(km, w), "16", "10")


@fact
def ud4(r):
    minutes = hill(r, "Bens of Jura", "record_minutes")
    return both_fillings(lambda hm: about(minutes, str(60 * hm[0] + hm[1])), (3, 25), (3, 4))


@fact
def ud5(r):
    feet = hill(r, "Ben Nevis", "climb_feet")
    return both_fillings(lambda w: feet == 4400 and about(feet * 0.3048, w), "1340", "1440")


@fact
def ud6(r):
    return both_fillings(lambda n: reign_years(r, "George I") == n, 13, 31)


@fact
def ud7(r):
    def over_1000_from(month):
        months = MONTHS_OF_WAR[MONTHS_OF_WAR.index(month):]
        assert months[-1] == "March"
        return all(crimea(r, CR1, m, "disease_deaths") > 1000 for m in months)
    return both_fillings(over_1000_from, "December", "November")


@fact
def ud8(r):
    return both_fillings(lambda hm: all(launch(r, b).time() == dt.time(*hm) for b in ("13", "15", "16")), (1, 35), (1, 45))


@fact
def ud9(r):
    rate = crimea(r, CR1, "January", "disease_rate_per_1000")
    return both_fillings(lambda per: abs(rate * per / 1000 - 1022.8) < 1e-9, 1000, 100)


@fact
def ud10(r):
    seconds = hill(r, "Greenmantle", "record_minutes") * 60
    return both_fillings(lambda ms: abs(seconds - (60 * ms[0] + ms[1])) < 0.5, (16, 5), (16, 8))
