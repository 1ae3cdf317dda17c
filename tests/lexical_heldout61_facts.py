"""The label checks of the sixty-first blind held-out lexical set (``tests/test_lexical_heldout61.py``).

One function per pair id, registered in :data:`FACTS`: given the stored rows (``heldout_pairs.rows_of``: cells as
strings, keyed by column name), it recomputes whether the pair's true claim and its false twin hold, so every label is
checked against the tables of ``tests/data/lexical_heldout61_tables.json`` (fourteen former Soviet republics' life
expectancy, GDP per capita and population in 1992, 1997, 2002 and 2007 and their ISO codes; ten barley varieties'
yields at six Minnesota sites in 1931 and in 1932). Each function returns ``(true claim holds, false twin holds)``.
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
    top_key,
    top_keys,
)

DATA = Path(__file__).parent / "data" / "lexical_heldout61_tables.json"

LIFE = "post_soviet_life_expectancy_1992_2007"
GDP = "post_soviet_gdp_per_capita_1992_2007"
POP = "post_soviet_population_1992_2007"
CODES = "post_soviet_iso_country_codes"
B31 = "minnesota_barley_yields_1931"
B32 = "minnesota_barley_yields_1932"

YEARS = (1992, 1997, 2002, 2007)
SITES = ("university_farm", "waseca", "morris", "crookston", "grand_rapids", "duluth")


def rows_by_table():
    return heldout_pairs.rows_of(DATA)


FACTS: dict = {}


def fact(fn):
    FACTS[fn.__name__] = fn
    return fn


# ------------------------------------------------------------------ helpers

def life(rows, country: str, year: int) -> float:
    return keyed_number(rows, LIFE, country, f"life_expectancy_{year}")


def gdp(rows, country: str, year: int) -> float:
    return keyed_number(rows, GDP, country, f"gdp_per_capita_{year}")


def pop(rows, country: str, year: int) -> float:
    return keyed_number(rows, POP, country, f"population_{year}")


def country_of(rows, column: str, code: str) -> str:
    """The one republic whose ``column`` code is ``code``."""
    hits = [r["country"] for r in rows[CODES] if r[column] == code]
    assert len(hits) == 1, (column, code, hits)
    return hits[0]


def bar(rows, year: int, variety: str, site: str) -> float:
    return keyed_number(rows, B31 if year == 1931 else B32, variety, site)


def countries(rows) -> list[str]:
    names = [r["country"] for r in rows[LIFE]]
    assert len(names) == 14
    return names


def varieties(rows) -> list[str]:
    names = [r["variety"] for r in rows[B31]]
    assert len(names) == 10 and names == [r["variety"] for r in rows[B32]]
    return names


def nearly(value: float, target: float, slack: float) -> bool:
    """``value`` is "nearly ``target``": below it by less than ``slack``."""
    return target - slack <= value < target


# ------------------------------------------------------------------ wrong_entity

@fact
def we1(rows):
    return both_fillings(lambda c: life(rows, c, 2007) == 72.962, "Lithuania", "Latvia")


@fact
def we2(rows):
    return both_fillings(lambda c: nearly(gdp(rows, c, 2007), 20000, 1000), "Estonia", "Latvia")


@fact
def we3(rows):
    return both_fillings(lambda c: pop(rows, c, 2007) == 27780059, "Uzbekistan", "Kazakhstan")


@fact
def we4(rows):
    return both_fillings(lambda c: keyed_cell(rows, CODES, c, "iso_numeric_code") == "398", "Kazakhstan", "Tajikistan")


@fact
def we5(rows):
    return both_fillings(lambda v: about(bar(rows, 1932, v, "waseca"), "58.2"), "Wisconsin No. 38", "Trebi")


@fact
def we6(rows):
    return both_fillings(lambda v: about(bar(rows, 1931, v, "waseca"), "65.8"), "No. 462", "No. 475")


@fact
def we7(rows):
    return both_fillings(lambda c: gdp(rows, c, 1997) < 900 and gdp(rows, c, 1997) < gdp(rows, c, 1992),
                         "Tajikistan", "Uzbekistan")


@fact
def we8(rows):
    return both_fillings(lambda c: life(rows, c, 2002) == 62.384 and life(rows, c, 2002) < life(rows, c, 1997),
                         "Turkmenistan", "Kazakhstan")


@fact
def we9(rows):
    return both_fillings(lambda c: about(pop(rows, c, 2007) / 1e6, "1.3"), "Estonia", "Latvia")


@fact
def we10(rows):
    return both_fillings(lambda v: about(bar(rows, 1932, v, "grand_rapids"), "14.4"), "Glabron", "Svansota")


# ------------------------------------------------------------------ superlative

@fact
def su1(rows):
    best = top_key(rows, LIFE, "life_expectancy_2007")
    return both_fillings(lambda c: best == c, "Lithuania", "Latvia")


@fact
def su2(rows):
    best = top_key(rows, LIFE, "life_expectancy_1992")
    return both_fillings(lambda c: best == c, "Georgia", "Lithuania")


@fact
def su3(rows):
    best = top_key(rows, GDP, "gdp_per_capita_1992")
    return both_fillings(lambda c: best == c, "Russia", "Lithuania")


@fact
def su4(rows):
    ranked = sorted(keyed_column(rows, GDP, "gdp_per_capita_2007").items(), key=lambda kv: -kv[1])
    assert ranked[0][1] > ranked[1][1] > ranked[2][1]
    return both_fillings(lambda c: ranked[0][0] == "Estonia" and ranked[1][0] == c, "Lithuania", "Latvia")


@fact
def su5(rows):
    ranked = sorted(keyed_column(rows, POP, "population_2007").items(), key=lambda kv: -kv[1])
    assert ranked[2][1] > ranked[3][1]
    top_two = [ranked[0][0], ranked[1][0]] == ["Russia", "Ukraine"]
    return both_fillings(lambda c: top_two and ranked[2][0] == c, "Uzbekistan", "Kazakhstan")


@fact
def su6(rows):
    best = top_key(rows, B31, "morris")
    return both_fillings(lambda v: best == v, "Trebi", "No. 462")


@fact
def su7(rows):
    best = top_key(rows, B32, "waseca")
    return both_fillings(lambda v: best == v, "Wisconsin No. 38", "Trebi")


@fact
def su8(rows):
    cells = {(v, s): bar(rows, 1932, v, s) for v in varieties(rows) for s in SITES}
    low = min(cells.values())
    holders = [k for k, x in cells.items() if x == low]
    assert len(holders) == 1
    return both_fillings(lambda site: holders == [("Glabron", site)], "grand_rapids", "duluth")


@fact
def su9(rows):
    def lowest_every_year(c):
        return all(top_keys(rows, LIFE, f"life_expectancy_{y}", lowest=True) == {c} for y in YEARS)
    return both_fillings(lowest_every_year, "Turkmenistan", "Tajikistan")


@fact
def su10(rows):
    low = top_key(rows, POP, "population_2007", lowest=True)
    return both_fillings(lambda c: low == c, "Estonia", "Latvia")


# ------------------------------------------------------------------ direction

@fact
def di1(rows):
    a, b = life(rows, "Russia", 1992), life(rows, "Russia", 2002)
    return b < a, b > a


@fact
def di2(rows):
    a, b = gdp(rows, "Ukraine", 1992), gdp(rows, "Ukraine", 2007)
    return b < a, b > a


@fact
def di3(rows):
    steps = [pop(rows, "Tajikistan", y) for y in YEARS]
    pairs = list(pairwise(steps))
    return all(b > a for a, b in pairs), all(b < a for a, b in pairs)


@fact
def di4(rows):
    morris, waseca = bar(rows, 1932, "Velvet", "morris"), bar(rows, 1932, "Velvet", "waseca")
    return morris > waseca, morris < waseca


@fact
def di5(rows):
    a, b = life(rows, "Georgia", 1997), life(rows, "Georgia", 2002)
    slight = abs(a - b) < 0.5
    return b < a and slight, b > a and slight


@fact
def di6(rows):
    a, b = pop(rows, "Moldova", 1992), pop(rows, "Moldova", 2007)
    return b > a, b < a


@fact
def di7(rows):
    dropped = gdp(rows, "Azerbaijan", 1997) < gdp(rows, "Azerbaijan", 1992)
    return both_fillings(lambda y: dropped and gdp(rows, "Azerbaijan", y) > gdp(rows, "Azerbaijan", 1992), 2007, 2002)


@fact
def di8(rows):
    w, n = bar(rows, 1931, "Wisconsin No. 38", "crookston"), bar(rows, 1931, "No. 462", "crookston")
    return w > n, n > w


@fact
def di9(rows):
    dipped = life(rows, "Kazakhstan", 1997) < life(rows, "Kazakhstan", 1992)
    return both_fillings(lambda y: dipped and life(rows, "Kazakhstan", y) > life(rows, "Kazakhstan", 1992), 2007, 2002)


@fact
def di10(rows):
    steps = [pop(rows, "Armenia", y) for y in YEARS]
    pairs = list(pairwise(steps))
    return all(b < a for a, b in pairs), all(b > a for a, b in pairs)


# ------------------------------------------------------------------ difference

@fact
def df1(rows):
    gain = life(rows, "Latvia", 2007) - life(rows, "Latvia", 1992)
    return both_fillings(lambda w: about(gain, w), "4.1", "3.1")


@fact
def df2(rows):
    ratio = gdp(rows, "Armenia", 2007) / gdp(rows, "Armenia", 1992)
    return both_fillings(lambda k: ratio > k, 3, 4)


@fact
def df3(rows):
    loss = pop(rows, "Russia", 1992) - pop(rows, "Russia", 2007)
    return both_fillings(lambda w: about(loss / 1e6, w), "6", "8")


@fact
def df4(rows):
    ratio = pop(rows, "Ukraine", 2007) / pop(rows, "Russia", 2007)
    return both_fillings(lambda x: abs(ratio - x) < 0.02, 1 / 3, 1 / 2)


@fact
def df5(rows):
    gap = life(rows, "Lithuania", 2007) - life(rows, "Turkmenistan", 2007)
    return both_fillings(lambda x: nearly(gap, x, 0.5), 10, 12)


@fact
def df6(rows):
    ratio = gdp(rows, "Estonia", 2007) / gdp(rows, "Tajikistan", 2007)
    return both_fillings(lambda k: ratio > k, 12, 13)


@fact
def df7(rows):
    gap = bar(rows, 1931, "Trebi", "waseca") - bar(rows, 1931, "Manchuria", "waseca")
    return both_fillings(lambda w: about(gap, w), "15", "25")


@fact
def df8(rows):
    gap = bar(rows, 1932, "Peatland", "duluth") - bar(rows, 1932, "Svansota", "duluth")
    return both_fillings(lambda w: about(gap, w), "9.1", "7.1")


@fact
def df9(rows):
    total = sum(pop(rows, c, 2007) for c in ("Estonia", "Latvia", "Lithuania"))
    return both_fillings(lambda w: about(total / 1e6, w), "7.15", "7.75")


@fact
def df10(rows):
    rise = gdp(rows, "Latvia", 2007) - gdp(rows, "Latvia", 2002)
    return both_fillings(lambda x: rise > x, 6400, 7400)


# ------------------------------------------------------------------ joined

@fact
def jo1(rows):
    best = top_key(rows, LIFE, "life_expectancy_2007")
    return both_fillings(lambda code: country_of(rows, "iso_alpha3_code", code) == best, "LTU", "LVA")


@fact
def jo2(rows):
    most_populous = all(top_key(rows, POP, f"population_{y}") == "Russia" for y in YEARS)
    return both_fillings(lambda y: most_populous and top_key(rows, GDP, f"gdp_per_capita_{y}") == "Russia", 1992, 2007)


@fact
def jo3(rows):
    def all_higher_in_1932(site):
        return all(bar(rows, 1932, v, site) > bar(rows, 1931, v, site) for v in varieties(rows))
    return both_fillings(all_higher_in_1932, "morris", "waseca")


@fact
def jo4(rows):
    was = about(bar(rows, 1931, "Trebi", "waseca"), "63.8")
    return both_fillings(lambda w: was and about(bar(rows, 1932, "Trebi", "waseca"), w), "49.2", "58.2")


@fact
def jo5(rows):
    grew = pop(rows, "Uzbekistan", 2007) - pop(rows, "Uzbekistan", 1992) > 6e6
    gain = life(rows, "Uzbekistan", 2007) - life(rows, "Uzbekistan", 1992)
    return grew and 0 < gain < 1, grew and gain > 2


@fact
def jo6(rows):
    low = top_key(rows, GDP, "gdp_per_capita_2007", lowest=True)
    return both_fillings(lambda code: country_of(rows, "iso_numeric_code", code) == low, "762", "860")


@fact
def jo7(rows):
    bigger = pop(rows, "Kazakhstan", 2007) > pop(rows, "Belarus", 2007)
    richer = gdp(rows, "Kazakhstan", 2007) > gdp(rows, "Belarus", 2007)
    return bigger and richer, bigger and not richer


@fact
def jo8(rows):
    richer = gdp(rows, "Estonia", 1992) > gdp(rows, "Georgia", 1992)
    longer = life(rows, "Georgia", 1992) > life(rows, "Estonia", 1992)
    return richer and longer, richer and not longer


@fact
def jo9(rows):
    return both_fillings(lambda code: pop(rows, country_of(rows, "iso_alpha3_code", code), 2007) > 46e6, "UKR", "BLR")


@fact
def jo10(rows):
    def only_riser(v):
        risers = [x for x in varieties(rows) if bar(rows, 1932, x, "grand_rapids") > bar(rows, 1931, x, "grand_rapids")]
        return risers == [v]
    return both_fillings(only_riser, "Velvet", "Peatland")


# ------------------------------------------------------------------ negation

@fact
def ne1(rows):
    peak = max(life(rows, c, y) for c in countries(rows) for y in YEARS)
    return both_fillings(lambda x: peak < x, 73, 72)


@fact
def ne2(rows):
    return both_fillings(lambda y: max(keyed_column(rows, GDP, f"gdp_per_capita_{y}").values()) <= 10000, 1997, 2002)


@fact
def ne3(rows):
    def never_grew(group):
        return all(pop(rows, c, b) <= pop(rows, c, a) for c in group for a, b in pairwise(YEARS))
    return both_fillings(never_grew, ("Estonia", "Latvia", "Lithuania"), ("Estonia", "Latvia", "Moldova"))


@fact
def ne4(rows):
    peak = max(keyed_column(rows, B31, "crookston").values())
    return both_fillings(lambda x: peak <= x, 50, 45)


@fact
def ne5(rows):
    peak = max(keyed_column(rows, B32, "university_farm").values())
    return both_fillings(lambda x: peak < x, 40, 35)


@fact
def ne6(rows):
    peak = max(life(rows, "Turkmenistan", y) for y in YEARS)
    return both_fillings(lambda x: peak <= x, 64, 63)


@fact
def ne7(rows):
    return both_fillings(lambda c: gdp(rows, c, 2007) < gdp(rows, c, 1992), "Tajikistan", "Uzbekistan")


@fact
def ne8(rows):
    kept = sum(pop(rows, c, 2007) >= pop(rows, c, 1992) for c in countries(rows))
    return both_fillings(lambda share: kept < share * 14, 1 / 2, 1 / 3)


@fact
def ne9(rows):
    peak = max(keyed_column(rows, B32, "grand_rapids").values())
    return both_fillings(lambda x: peak < x, 35, 30)


@fact
def ne10(rows):
    low = min(keyed_column(rows, CODES, "iso_numeric_code").values())
    return both_fillings(lambda x: not low < x, 30, 50)


# ------------------------------------------------------------------ percent_vs_count

@fact
def pc1(rows):
    drop = 100 * (1 - pop(rows, "Russia", 2007) / pop(rows, "Russia", 1992))
    return both_fillings(lambda w: about(drop, w), "4", "6")


@fact
def pc2(rows):
    growth = 100 * (pop(rows, "Tajikistan", 2007) / pop(rows, "Tajikistan", 1992) - 1)
    return both_fillings(lambda x: growth > x, 100 / 3, 40)


@fact
def pc3(rows):
    higher = 100 * (gdp(rows, "Estonia", 2007) / gdp(rows, "Estonia", 1992) - 1)
    return both_fillings(lambda w: about(higher, w), "142", "242")


@fact
def pc4(rows):
    count = sum(v > 70 for v in keyed_column(rows, LIFE, "life_expectancy_2007").values())
    return both_fillings(lambda x: count == x and len(rows[LIFE]) == 14, 5, 6)


@fact
def pc5(rows):
    column = keyed_column(rows, POP, "population_2007")
    share = column["Russia"] / sum(column.values())
    return both_fillings(lambda x: share > x, 0.5, 0.6)


@fact
def pc6(rows):
    count = sum(gdp(rows, c, 2007) < gdp(rows, c, 1992) for c in countries(rows))
    return both_fillings(lambda x: count == x, 3, 4)


@fact
def pc7(rows):
    higher = 100 * (bar(rows, 1931, "Trebi", "waseca") / bar(rows, 1931, "Manchuria", "waseca") - 1)
    return both_fillings(lambda w: about(higher, w), "31", "13")


@fact
def pc8(rows):
    share = 100 * sum(life(rows, c, 2007) > life(rows, c, 1992) for c in countries(rows)) / 14
    return both_fillings(lambda w: about(share, w), "71", "64")


@fact
def pc9(rows):
    growth = 100 * (pop(rows, "Uzbekistan", 2007) / pop(rows, "Uzbekistan", 1992) - 1)
    return both_fillings(lambda w: about(growth, w), "28.5", "18.5")


@fact
def pc10(rows):
    share = 100 * sum(v > 40 for v in keyed_column(rows, B32, "waseca").values()) / len(varieties(rows))
    return both_fillings(lambda x: share == x, 50, 60)


# ------------------------------------------------------------------ words

@fact
def wo1(rows):
    p = pop(rows, "Russia", 1992)
    return 145e6 <= p < 150e6, 150e6 < p <= 155e6


@fact
def wo2(rows):
    return both_fillings(lambda w: about(pop(rows, "Estonia", 1992) / 1e6, w), "1.5", "2.5")


@fact
def wo3(rows):
    ranked = [c for c, _ in sorted(keyed_column(rows, LIFE, "life_expectancy_1992").items(), key=lambda kv: -kv[1])]
    return both_fillings(lambda k: ranked.index("Lithuania") + 1 == k, 2, 3)


@fact
def wo4(rows):
    ratio = gdp(rows, "Kazakhstan", 2007) / gdp(rows, "Estonia", 2007)
    return both_fillings(lambda x: abs(ratio - x) < 0.025, 1 / 2, 1 / 3)


@fact
def wo5(rows):
    top = max(bar(rows, 1931, v, s) for v in varieties(rows) for s in SITES)
    v = bar(rows, 1931, "No. 462", "waseca")
    return both_fillings(lambda x: v == top and nearly(v, x, 0.5), 66, 68)


@fact
def wo6(rows):
    loss = pop(rows, "Kazakhstan", 1992) - pop(rows, "Kazakhstan", 2002)
    return both_fillings(lambda x: loss > x, 1e6, 2e6)


@fact
def wo7(rows):
    ranked = [v for v, _ in sorted(keyed_column(rows, B32, "morris").items(), key=lambda kv: -kv[1])]
    values = sorted(keyed_column(rows, B32, "morris").values(), reverse=True)
    assert values[0] > values[1] > values[2]
    return both_fillings(lambda v: ranked[0] == "Wisconsin No. 38" and ranked[1] == v, "No. 462", "Trebi")


@fact
def wo8(rows):
    return both_fillings(lambda x: keyed_number(rows, CODES, "Russia", "iso_numeric_code") == x, 643, 634)


@fact
def wo9(rows):
    gain = life(rows, "Armenia", 2007) - life(rows, "Armenia", 1992)
    return both_fillings(lambda x: gain > x, 3, 4)


@fact
def wo10(rows):
    ratio = gdp(rows, "Tajikistan", 1997) / gdp(rows, "Tajikistan", 1992)
    return both_fillings(lambda x: ratio < x, 1 / 2, 1 / 3)


# ------------------------------------------------------------------ units_dates

@fact
def ud1(rows):
    return both_fillings(lambda y: about(life(rows, "Russia", 1992) - life(rows, "Russia", y), "2.5"), 2007, 2002)


@fact
def ud2(rows):
    return both_fillings(lambda y: gdp(rows, "Latvia", y) > 10000, 2002, 1997)


@fact
def ud3(rows):
    return both_fillings(lambda y: about((pop(rows, "Turkmenistan", y) - pop(rows, "Turkmenistan", 1992)) / 1e6, "1.3"),
                         2007, 2002)


@fact
def ud4(rows):
    v = bar(rows, 1931, "No. 457", "duluth")
    return both_fillings(lambda unit: v == 33.6 and unit == "acre", "acre", "hectare")  # the tables' unit: bushels/acre


@fact
def ud5(rows):
    p = pop(rows, "Russia", 2007)
    return both_fillings(lambda scale: about(p / scale, "142.4"), 1e6, 1e3)


@fact
def ud6(rows):
    return both_fillings(lambda y: gdp(rows, "Estonia", y + 5) - gdp(rows, "Estonia", y) > 6900, 2002, 1997)


@fact
def ud7(rows):
    def rose_every_step(c):
        steps = [life(rows, c, y) for y in YEARS]
        return all(b > a for a, b in pairwise(steps))
    return both_fillings(rose_every_step, "Latvia", "Georgia")


@fact
def ud8(rows):
    return both_fillings(lambda y: abs((life(rows, "Kazakhstan", y - 5) - life(rows, "Kazakhstan", y)) - 2.4) < 1e-6,
                         1997, 2002)


@fact
def ud9(rows):
    return both_fillings(lambda y: nearly(pop(rows, "Ukraine", y) - pop(rows, "Ukraine", 2007), 4e6, 2e5), 1997, 2002)


@fact
def ud10(rows):
    per_farm = 100 * bar(rows, 1931, "Glabron", "university_farm")
    return both_fillings(lambda w: about(bar(rows, 1931, "Glabron", "university_farm"), "43.1") and about(per_farm, w),
                         "4,310", "43,100")
