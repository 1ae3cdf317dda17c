"""The label checks of the forty-eighth held-out set (``tests/test_lexical_heldout48.py``): one function per pair id
that recomputes, from the stored cells of ``tests/data/lexical_heldout48_tables.json``, whether the pair's true claim
holds and whether its false twin holds (``(True, False)`` when the labels are right)."""

from __future__ import annotations

from collections.abc import Callable
from itertools import pairwise
from pathlib import Path

import heldout_pairs
from heldout_pairs import (
    Rows,
    about,
    both_fillings,
    keyed_column,
    keyed_number,
    top_key,
    top_keys,
)

DATA = Path(__file__).parent / "data" / "lexical_heldout48_tables.json"

PR = "us_commodity_prices_1950_1993"
ST = "us_first_class_stamp_price_changes_1885_2012"
IS = "sunda_shelf_islands_mammal_species"
HK = "prussian_army_horse_kick_deaths_1875_1894"

FACTS: dict[str, Callable[[Rows], tuple[bool, bool]]] = {}

EGGS, CHICKEN, NAILS, OIL, WHEAT = "eggs_price", "chicken_price", "nails_price", "oil_price", "wheat_price"
AREA, SPECIES = "area_sq_km", "mammal_species"
SPANS = ("deaths_1875_1879", "deaths_1880_1884", "deaths_1885_1889", "deaths_1890_1894")
D75, D80, D85, D90 = SPANS
TOTAL, NONE_YEARS = "deaths_1875_1894", "years_without_a_death"
SQ_KM_PER_SQ_MILE = 2.589988110336


def fact(fn: Callable[[Rows], tuple[bool, bool]]) -> Callable[[Rows], tuple[bool, bool]]:
    FACTS[fn.__name__] = fn
    return fn


def rows_by_table() -> Rows:
    return heldout_pairs.rows_of(DATA)


def price(rows: Rows, year: int, col: str) -> float:
    return keyed_number(rows, PR, str(year), col)


def prices(rows: Rows, col: str) -> dict[int, float]:
    return {int(k): v for k, v in keyed_column(rows, PR, col).items()}


def changes(values: dict[int, float]) -> dict[int, float]:
    """Year -> its value less the year before's (for every year whose year before is stored)."""
    return {y: v - values[y - 1] for y, v in values.items() if y - 1 in values}


def stamps(rows: Rows) -> list[tuple[int, int]]:
    """The (year, new price in cents) of every change, in the stored (chronological) order (1981 twice)."""
    return [(int(r["year"]), int(r["stamp_price_cents"])) for r in rows[ST]]


def stamp_rises(rows: Rows) -> list[tuple[int, int]]:
    """(year, cents added) of each change after the first (negative for a cut)."""
    s = stamps(rows)
    return [(y, p - q) for (_, q), (y, p) in pairwise(s)]


def year_price(rows: Rows, year: int) -> int:
    """The price set by the one change of ``year``."""
    (p,) = [p for y, p in stamps(rows) if y == year]
    return p


def year_of_price(rows: Rows, cents: int) -> int:
    """The year of the one change that set the stamp at ``cents``."""
    (year,) = [y for y, p in stamps(rows) if p == cents]
    return year


def stamp_in_force(rows: Rows, year: int) -> int:
    """The stamp price at the end of ``year``: the last change made in or before it."""
    return [p for y, p in stamps(rows) if y <= year][-1]


def held_for(rows: Rows, since: int) -> int:
    """Years from the change of ``since`` to the next change."""
    years = [y for y, _ in stamps(rows)]
    return min(y for y in years if y > since) - since


def island(rows: Rows, name: str, col: str) -> float:
    return keyed_number(rows, IS, name, col)


def islands(rows: Rows, col: str) -> dict[str, float]:
    return keyed_column(rows, IS, col)


def corps(rows: Rows, name: str, col: str) -> float:
    return keyed_number(rows, HK, name, col)


def all_corps(rows: Rows, col: str) -> dict[str, float]:
    return keyed_column(rows, HK, col)


def army(rows: Rows, col: str) -> float:
    """The deaths of all fourteen corps in ``col``."""
    return sum(all_corps(rows, col).values())


def share(part: float, whole: float) -> float:
    return 100 * part / whole


def rank(values: dict, key, lowest: bool = False) -> int:
    """1 + the number of keys strictly ahead of ``key`` (highest first, or lowest first)."""
    x = values[key]
    return 1 + sum((v < x) if lowest else (v > x) for v in values.values())


def top(values: dict, lowest: bool = False) -> set:
    best = (min if lowest else max)(values.values())
    return {k for k, v in values.items() if v == best}


# wrong_entity


@fact
def we1(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda y: top_key(rows, PR, OIL) == str(y) and price(rows, y, OIL) == 64.68, 1981, 1980)


@fact
def we2(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda y: top_key(rows, PR, CHICKEN, lowest=True) == str(y) and price(rows, y, CHICKEN) == 11.25,
                         1988, 1987)


@fact
def we3(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda y: top_key(rows, PR, NAILS, lowest=True) == str(y) and price(rows, y, NAILS) == 38.06,
                         1968, 1969)


@fact
def we4(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda s: top_key(rows, IS, AREA) == s and top_key(rows, IS, SPECIES) == s
                         and island(rows, s, AREA) == 743244 and island(rows, s, SPECIES) == 129, "Borneo", "Sumatra")


@fact
def we5(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda s: top_key(rows, IS, AREA, lowest=True) == s and island(rows, s, AREA) == 8
                         and island(rows, s, SPECIES) == 6, "Perhentian Besar", "Penebangan")


@fact
def we6(rows: Rows) -> tuple[bool, bool]:
    small = {k: v for k, v in islands(rows, SPECIES).items() if island(rows, k, AREA) < 1000}
    return both_fillings(lambda s: island(rows, s, AREA) == 114 and island(rows, s, SPECIES) == 23 and top(small) == {s},
                         "Tioman", "Siantan")


@fact
def we7(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda c: top_key(rows, HK, TOTAL) == c and corps(rows, c, TOTAL) == 25, "XI", "XIV")


@fact
def we8(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda c: top_key(rows, HK, TOTAL, lowest=True) == c and corps(rows, c, TOTAL) == 7, "VIII", "IV")


@fact
def we9(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda c: top_key(rows, HK, NONE_YEARS) == c and corps(rows, c, NONE_YEARS) == 14, "XV", "VIII")


@fact
def we10(rows: Rows) -> tuple[bool, bool]:
    cuts = [y for y, d in stamp_rises(rows) if d < 0]
    return both_fillings(lambda y: cuts == [y] and stamp_in_force(rows, y - 1) == 3 and stamp_in_force(rows, y) == 2
                         and y in [x for x, _ in stamps(rows)], 1919, 1932)


# superlative


@fact
def su1(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, PR, WHEAT, lowest) == "1951" and price(rows, 1951, WHEAT) == 525.06,
                         False, True)


@fact
def su2(rows: Rows) -> tuple[bool, bool]:
    last = max(prices(rows, EGGS))
    return both_fillings(lambda lowest: top_key(rows, PR, EGGS, lowest) == "1993" and last == 1993
                         and price(rows, 1993, EGGS) == 62.27, True, False)


@fact
def su3(rows: Rows) -> tuple[bool, bool]:
    rises = {y: d for y, d in changes(prices(rows, EGGS)).items() if d > 0}
    return both_fillings(lambda lowest: top(rises, lowest) == {1973} and about(rises[1973], "64.06"), False, True)


@fact
def su4(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda k: rank(islands(rows, AREA), "Java") == k and len(rows[IS]) == 14, 3, 2)


@fact
def su5(rows: Rows) -> tuple[bool, bool]:
    s = islands(rows, SPECIES)
    return both_fillings(lambda k: rank(s, "Redang", lowest=True) == k and s["Redang"] == 8, 2, 1)


@fact
def su6(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_keys(rows, HK, NONE_YEARS, lowest) == {"XI", "XIV"}
                         and corps(rows, "XI", NONE_YEARS) == corps(rows, "XIV", NONE_YEARS) == 6, True, False)


@fact
def su7(rows: Rows) -> tuple[bool, bool]:
    spans = {(c, s): corps(rows, c, s) for c in all_corps(rows, TOTAL) for s in SPANS}
    return both_fillings(lambda lowest: top(spans, lowest) == {("XI", D90)} and spans[("XI", D90)] == 9, False, True)


@fact
def su8(rows: Rows) -> tuple[bool, bool]:
    up = [(y, d) for y, d in stamp_rises(rows) if d > 0]
    best = {False: max(d for _, d in up), True: min(d for _, d in up)}
    return both_fillings(lambda lowest: [y for y, d in up if d == best[lowest]] == [1991] and best[lowest] == 4
                         and year_price(rows, 1991) == 29, False, True)


@fact
def su9(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, HK, D75, lowest) == "XIV" and corps(rows, "XIV", D75) == 6, False, True)


@fact
def su10(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, PR, NAILS, lowest) == "1975" and price(rows, 1975, NAILS) == 60.47,
                         False, True)


# direction


@fact
def di1(rows: Rows) -> tuple[bool, bool]:
    a, b = price(rows, 1985, OIL), price(rows, 1986, OIL)
    return b < a and b == 22.17, b > a and b == 22.17


@fact
def di2(rows: Rows) -> tuple[bool, bool]:
    a, b = price(rows, 1950, EGGS), price(rows, 1993, EGGS)
    return b < a, b > a


@fact
def di3(rows: Rows) -> tuple[bool, bool]:
    a, b = price(rows, 1973, CHICKEN), price(rows, 1972, CHICKEN)
    return a > b, a < b


@fact
def di4(rows: Rows) -> tuple[bool, bool]:
    a, b = price(rows, 1973, NAILS), price(rows, 1974, NAILS)
    return b > a and b == 56.59, b < a and b == 56.59


@fact
def di5(rows: Rows) -> tuple[bool, bool]:
    a, b = price(rows, 1955, WHEAT), price(rows, 1954, WHEAT)
    return a < b, a > b


@fact
def di6(rows: Rows) -> tuple[bool, bool]:
    smaller = island(rows, "Karimata Besar", AREA) < island(rows, "Jemaja", AREA)
    a, b = island(rows, "Karimata Besar", SPECIES), island(rows, "Jemaja", SPECIES)
    return smaller and a > b, smaller and a < b


@fact
def di7(rows: Rows) -> tuple[bool, bool]:
    half = about(island(rows, "Penebangan", AREA) / island(rows, "Redang", AREA), "0.5")
    a, b = island(rows, "Penebangan", SPECIES), island(rows, "Redang", SPECIES)
    return half and a > b, half and a < b


@fact
def di8(rows: Rows) -> tuple[bool, bool]:
    a, b = corps(rows, "I", D90), corps(rows, "I", D75)
    return a > b, a < b


@fact
def di9(rows: Rows) -> tuple[bool, bool]:
    a, b = army(rows, D80), army(rows, D85)
    values = a == 58 and b == 48
    return values and b < a, values and b > a


@fact
def di10(rows: Rows) -> tuple[bool, bool]:
    a, b = stamp_in_force(rows, 1918), stamp_in_force(rows, 1919)
    changed = 1919 in [y for y, _ in stamps(rows)]
    return changed and b < a and b == 2, changed and b > a and b == 2


# difference


@fact
def df1(rows: Rows) -> tuple[bool, bool]:
    gap = price(rows, 1980, OIL) - price(rows, 1979, OIL)
    return both_fillings(lambda w: about(gap, w), "21.61", "12.61")


@fact
def df2(rows: Rows) -> tuple[bool, bool]:
    gap = price(rows, 1950, WHEAT) - price(rows, 1993, WHEAT)
    return both_fillings(lambda w: about(gap, w), "406.69", "460.69")


@fact
def df3(rows: Rows) -> tuple[bool, bool]:
    gap = price(rows, 1951, EGGS) - price(rows, 1951, CHICKEN)
    return both_fillings(lambda w: about(gap, w), "126.40", "162.40")


@fact
def df4(rows: Rows) -> tuple[bool, bool]:
    gap = island(rows, "Borneo", AREA) - island(rows, "Sumatra", AREA)
    return gap == 269637, gap == 296637


@fact
def df5(rows: Rows) -> tuple[bool, bool]:
    gap = island(rows, "Borneo", SPECIES) - island(rows, "Sumatra", SPECIES)
    return gap == 3, gap == 5


@fact
def df6(rows: Rows) -> tuple[bool, bool]:
    gap = island(rows, "Java", SPECIES) - island(rows, "Bangka", SPECIES)
    return gap == 40, gap == 30


@fact
def df7(rows: Rows) -> tuple[bool, bool]:
    gap = corps(rows, "XI", TOTAL) - corps(rows, "VIII", TOTAL)
    return gap == 18, gap == 17


@fact
def df8(rows: Rows) -> tuple[bool, bool]:
    gap = army(rows, D90) - army(rows, D75)
    return gap == 22, gap == 24


@fact
def df9(rows: Rows) -> tuple[bool, bool]:
    ratio = stamp_in_force(rows, 2012) / year_price(rows, 1958)
    return both_fillings(lambda k: ratio > k, 11, 12)


@fact
def df10(rows: Rows) -> tuple[bool, bool]:
    gap = year_price(rows, 1988) - year_price(rows, 1978)
    return gap == 10, gap == 12


# joined


@fact
def jo1(rows: Rows) -> tuple[bool, bool]:
    year = year_of_price(rows, 10)
    return both_fillings(lambda w: price(rows, year, OIL) == w, 22.57, 14.19)


@fact
def jo2(rows: Rows) -> tuple[bool, bool]:
    year = int(top_key(rows, PR, OIL))
    that_year = [p for y, p in stamps(rows) if y == year]
    return both_fillings(lambda c: len(that_year) == 2 and that_year[-1] == c, 20, 22)


@fact
def jo3(rows: Rows) -> tuple[bool, bool]:
    year = int(top_key(rows, PR, CHICKEN, lowest=True))
    return both_fillings(lambda c: year_price(rows, year) == c, 25, 22)


@fact
def jo4(rows: Rows) -> tuple[bool, bool]:
    rises = stamp_rises(rows)
    (year,) = [y for y, d in rises if d == max(d for _, d in rises)]
    return both_fillings(lambda w: price(rows, year, WHEAT) == w, 139.44, 147.24)


@fact
def jo5(rows: Rows) -> tuple[bool, bool]:
    year = year_of_price(rows, 4)
    return both_fillings(lambda w: price(rows, year, EGGS) == w, 192.61, 155.83)


@fact
def jo6(rows: Rows) -> tuple[bool, bool]:
    eggs = prices(rows, EGGS)
    in_both = {y: eggs[y] for y, _ in stamps(rows) if y in eggs}
    return both_fillings(lambda y: top(in_both) == {y}, 1958, 1963)


@fact
def jo7(rows: Rows) -> tuple[bool, bool]:
    year = year_of_price(rows, 8)
    return both_fillings(lambda cap: price(rows, year, OIL) < cap, 14, 13)


@fact
def jo8(rows: Rows) -> tuple[bool, bool]:
    year = int(top_key(rows, PR, OIL, lowest=True))
    return both_fillings(lambda c: stamp_in_force(rows, year) == c, 8, 10)


@fact
def jo9(rows: Rows) -> tuple[bool, bool]:
    year = int(top_key(rows, PR, NAILS))
    return both_fillings(lambda c: year_price(rows, year) == c, 13, 15)


@fact
def jo10(rows: Rows) -> tuple[bool, bool]:
    year = year_of_price(rows, 22)
    return both_fillings(lambda w: price(rows, year, WHEAT) == w, 201.32, 218.01)


# negation


@fact
def ne1(rows: Rows) -> tuple[bool, bool]:
    oil = prices(rows, OIL).values()
    return both_fillings(lambda cap: not any(x > cap for x in oil), 65, 60)


@fact
def ne2(rows: Rows) -> tuple[bool, bool]:
    eggs = prices(rows, EGGS)
    return both_fillings(lambda after: not any(x > 120 for y, x in eggs.items() if y > after), 1977, 1976)


@fact
def ne3(rows: Rows) -> tuple[bool, bool]:
    wheat = prices(rows, WHEAT)
    return both_fillings(lambda after: not any(x > 500 for y, x in wheat.items() if y > after), 1953, 1950)


@fact
def ne4(rows: Rows) -> tuple[bool, bool]:
    nails = prices(rows, NAILS).values()
    return both_fillings(lambda floor: not any(x < floor for x in nails), 38, 39)


@fact
def ne5(rows: Rows) -> tuple[bool, bool]:
    s = islands(rows, SPECIES).values()
    return both_fillings(lambda floor: len(s) == 14 and not any(x < floor for x in s), 6, 8)


@fact
def ne6(rows: Rows) -> tuple[bool, bool]:
    small = [island(rows, k, SPECIES) for k, a in islands(rows, AREA).items() if a < 100]
    return both_fillings(lambda cap: not any(x > cap for x in small), 16, 15)


@fact
def ne7(rows: Rows) -> tuple[bool, bool]:
    t = all_corps(rows, TOTAL).values()
    return both_fillings(lambda cap: not any(x > cap for x in t), 25, 24)


@fact
def ne8(rows: Rows) -> tuple[bool, bool]:
    t = all_corps(rows, NONE_YEARS).values()
    return both_fillings(lambda cap: not any(x > cap for x in t), 14, 13)


@fact
def ne9(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda span: not any(x == 0 for x in all_corps(rows, span).values()), D80, D75)


@fact
def ne10(rows: Rows) -> tuple[bool, bool]:
    rises = stamp_rises(rows)
    return both_fillings(lambda after: not any(d < 0 for y, d in rises if y > after), 1919, 1917)


# percent_vs_count


@fact
def pc1(rows: Rows) -> tuple[bool, bool]:
    pct = share(price(rows, 1950, EGGS) - price(rows, 1993, EGGS), price(rows, 1950, EGGS))
    return both_fillings(lambda w: about(pct, w), "71", "17")


@fact
def pc2(rows: Rows) -> tuple[bool, bool]:
    pct = share(price(rows, 1979, OIL) - price(rows, 1978, OIL), price(rows, 1978, OIL))
    return both_fillings(lambda w: about(pct, w), "93", "39")


@fact
def pc3(rows: Rows) -> tuple[bool, bool]:
    pct = share(price(rows, 1951, WHEAT) - price(rows, 1993, WHEAT), price(rows, 1951, WHEAT))
    return both_fillings(lambda w: about(pct, w), "78", "22")


@fact
def pc4(rows: Rows) -> tuple[bool, bool]:
    a = islands(rows, AREA)
    pct = share(a["Borneo"], sum(a.values()))
    return both_fillings(lambda w: len(a) == 14 and about(pct, w), "55", "45")


@fact
def pc5(rows: Rows) -> tuple[bool, bool]:
    s = islands(rows, SPECIES)
    n = sum(x < 20 for x in s.values())
    return both_fillings(lambda w: n == 8 and len(s) == 14 and about(share(n, len(s)), w), "57", "8")


@fact
def pc6(rows: Rows) -> tuple[bool, bool]:
    total = army(rows, TOTAL)
    return both_fillings(lambda w: total == 196 and about(share(corps(rows, "XI", TOTAL), total), w), "13", "25")


@fact
def pc7(rows: Rows) -> tuple[bool, bool]:
    part = army(rows, D80)
    return both_fillings(lambda w: part == 58 and about(share(part, army(rows, TOTAL)), w), "30", "58")


@fact
def pc8(rows: Rows) -> tuple[bool, bool]:
    before, after = stamp_in_force(rows, 1974), year_price(rows, 1975)
    return both_fillings(lambda pct: before == 10 and after == 13 and share(after - before, before) == pct, 30, 3)


@fact
def pc9(rows: Rows) -> tuple[bool, bool]:
    s = stamps(rows)
    n = sum(2000 <= y <= 2009 for y, _ in s)
    return both_fillings(lambda pct: n == 6 and len(s) == 25 and share(n, len(s)) == pct, 24, 6)


@fact
def pc10(rows: Rows) -> tuple[bool, bool]:
    c = changes(prices(rows, CHICKEN))
    n = sum(x < 0 for x in c.values())
    return both_fillings(lambda w: n == 31 and len(c) == 43 and about(share(n, len(c)), w), "72", "31")


# words


@fact
def wo1(rows: Rows) -> tuple[bool, bool]:
    n = sum(1980 <= y <= 1989 for y, _ in stamps(rows))
    return n == 4, n == 3


@fact
def wo2(rows: Rows) -> tuple[bool, bool]:
    n = sum(d < 0 for _, d in stamp_rises(rows))
    return n == 1, n == 2


@fact
def wo3(rows: Rows) -> tuple[bool, bool]:
    n = sum(x > 100000 for x in islands(rows, AREA).values())
    return n == 3, n == 2


@fact
def wo4(rows: Rows) -> tuple[bool, bool]:
    n = sum(x < 100 for x in islands(rows, AREA).values())
    return n == 4, n == 5


@fact
def wo5(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda k: island(rows, "Siantan", SPECIES) == island(rows, "Sirhassan", SPECIES) == k, 16, 17)


@fact
def wo6(rows: Rows) -> tuple[bool, bool]:
    over = sorted(c for c, x in all_corps(rows, TOTAL).items() if x > 20)
    return over == ["XI", "XIV"], len(over) == 3


@fact
def wo7(rows: Rows) -> tuple[bool, bool]:
    t = all_corps(rows, TOTAL)
    n = sum(x >= 10 for x in t.values())
    return n == 11 and len(t) == 14, n == 12 and len(t) == 14


@fact
def wo8(rows: Rows) -> tuple[bool, bool]:
    n = sum(corps(rows, c, D90) > corps(rows, c, D75) for c in all_corps(rows, TOTAL))
    return n == 10, n == 9


@fact
def wo9(rows: Rows) -> tuple[bool, bool]:
    years = sorted(y for y, x in prices(rows, OIL).items() if x > 40)
    run = years == list(range(1979, 1979 + len(years)))
    return run and len(years) == 7, run and len(years) == 8


@fact
def wo10(rows: Rows) -> tuple[bool, bool]:
    n = sum(x > 500 for x in prices(rows, WHEAT).values())
    return n == 3, n == 4


# units_dates


@fact
def ud1(rows: Rows) -> tuple[bool, bool]:
    km2 = island(rows, "Borneo", AREA)
    return about(km2, "743000"), about(km2 / SQ_KM_PER_SQ_MILE, "743000")  # the false twin: the same figure in square miles


@fact
def ud2(rows: Rows) -> tuple[bool, bool]:
    cents = year_price(rows, 1885)
    return cents == 2, cents / 100 == 2


@fact
def ud3(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda k: year_price(rows, 1958) == 4 and held_for(rows, 1958) == k, 5, 6)


@fact
def ud4(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda k: year_price(rows, 1932) == 3 and held_for(rows, 1932) == k
                         and 1932 + k == 1958, 26, 24)


@fact
def ud5(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda k: year_price(rows, 1885) == 2 and held_for(rows, 1885) == k, 32, 23)


@fact
def ud6(rows: Rows) -> tuple[bool, bool]:
    high, low = int(top_key(rows, PR, NAILS)), int(top_key(rows, PR, NAILS, lowest=True))
    return both_fillings(lambda k: high == 1975 and high - low == k, 7, 6)


@fact
def ud7(rows: Rows) -> tuple[bool, bool]:
    km2 = island(rows, "Bangka", AREA)
    hectares = km2 * 100
    return km2 < 12000 and about(km2, "12000"), hectares < 12000 and about(hectares, "12000")


@fact
def ud8(rows: Rows) -> tuple[bool, bool]:
    deaths = corps(rows, "XI", TOTAL)
    return deaths / 20 == 1.25, deaths / (20 * 12) == 1.25


@fact
def ud9(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda span: corps(rows, "IX", span) == 0, D75, D80)


@fact
def ud10(rows: Rows) -> tuple[bool, bool]:
    years = prices(rows, CHICKEN)
    return both_fillings(lambda k: years[1950] == 133.4 and years[1993] == 14.64 and 1993 - 1950 == k, 43, 33)

