"""The label checks of the forty-third held-out set (``tests/test_lexical_heldout43.py``): one function per pair id
that recomputes, from the stored cells of ``tests/data/lexical_heldout43_tables.json``, whether the pair's true claim
holds and whether its false twin holds (``(True, False)`` when the labels are right)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
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
    number,
    one_row,
    top_key,
)

DATA = Path(__file__).parent / "data" / "lexical_heldout43_tables.json"

EC = "us_real_gdp_growth_and_unemployment_1959_2005"
CA = "us_car_sales_yugo_excel_tercel_1985_1992"
CR = "cran_package_counts_2001_2014"
MC = "medical_care_expenditure_13_countries_1968_1972"

FACTS: dict[str, Callable[[Rows], tuple[bool, bool]]] = {}

GROWTH, UNEMP = "real_gdp_growth_pct", "unemployment_rate_pct"
UNITS = "units_sold"
PACKAGES, BY = "packages", "counted_by"
YEAR, GDP, SHARE, SPEND = "year", "gdp_per_capita_usd", "medical_share_of_gdp_pct", "medical_spending_per_capita_usd"
EXCEL, YUGO, TERCEL = "Hyundai Excel", "Yugo", "Toyota Tercel"


def fact(fn: Callable[[Rows], tuple[bool, bool]]) -> Callable[[Rows], tuple[bool, bool]]:
    FACTS[fn.__name__] = fn
    return fn


def rows_by_table() -> Rows:
    return heldout_pairs.rows_of(DATA)


def econ(rows: Rows, year: int, col: str) -> float:
    return keyed_number(rows, EC, str(year), col)


def econs(rows: Rows, col: str, first: int = 1959, last: int = 2005) -> dict[int, float]:
    """Year -> ``col``, for the years ``first`` to ``last`` (all of them by default)."""
    return {int(k): v for k, v in keyed_column(rows, EC, col).items() if first <= int(k) <= last}


def changes(values: dict[int, float]) -> dict[int, float]:
    """Year -> its value less the year before's (for every year whose year before is stored)."""
    return {y: v - values[y - 1] for y, v in values.items() if y - 1 in values}


def mean(values) -> float:
    values = list(values)
    return sum(values) / len(values)


def sold(rows: Rows, car: str, year: int) -> float:
    return number(one_row(rows[CA], car=car, year=str(year))[UNITS])


def sales(rows: Rows, car: str) -> dict[int, float]:
    """Year -> units sold, for the stored years of ``car``."""
    return {int(r["year"]): number(r[UNITS]) for r in rows[CA] if r["car"] == car}


def year_total(rows: Rows, year: int) -> float:
    return sum(number(r[UNITS]) for r in rows[CA] if r["year"] == str(year))


def counts(rows: Rows) -> list[tuple[date, float, str]]:
    """The (date, packages, counted by) of each CRAN count in the stored (date) order."""
    return [(date.fromisoformat(r["date"]), number(r[PACKAGES]), r[BY]) for r in rows[CR]]


def count_on(rows: Rows, day: str) -> float:
    return keyed_number(rows, CR, day, PACKAGES)


def first_count(rows: Rows, at_least: float) -> date:
    """The date of the first count of ``at_least`` packages or more."""
    return next(d for d, n, _ in counts(rows) if n >= at_least)


def years_between(a: date, b: date) -> float:
    return (b - a).days / 365.25


def country(rows: Rows, name: str, col: str) -> float:
    return keyed_number(rows, MC, name, col)


def countries(rows: Rows, col: str) -> dict[str, float]:
    return keyed_column(rows, MC, col)


def rank(values: dict, key, lowest: bool = False) -> int:
    """1 + the number of keys strictly ahead of ``key`` (highest first, or lowest first)."""
    x = values[key]
    return 1 + sum((v < x) if lowest else (v > x) for v in values.values())


def top(values: dict, lowest: bool = False) -> set:
    best = (min if lowest else max)(values.values())
    return {k for k, v in values.items() if v == best}


def share(part: float, whole: float) -> float:
    return 100 * part / whole


# wrong_entity


@fact
def we1(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda y: top_key(rows, EC, GROWTH, lowest=True) == str(y) and econ(rows, y, GROWTH) == -1.9,
                         1982, 1974)


@fact
def we2(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda y: top_key(rows, EC, UNEMP) == str(y) and econ(rows, y, UNEMP) == 9.7, 1982, 1983)


@fact
def we3(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda y: top_key(rows, EC, UNEMP, lowest=True) == str(y) and econ(rows, y, UNEMP) == 3.5,
                         1969, 1968)


@fact
def we4(rows: Rows) -> tuple[bool, bool]:
    in_1992 = {car: sold(rows, car, 1992) for car in (EXCEL, YUGO, TERCEL)}
    return both_fillings(lambda car: top(in_1992) == {car} and in_1992[car] == 96173, TERCEL, EXCEL)


@fact
def we5(rows: Rows) -> tuple[bool, bool]:
    s = sales(rows, EXCEL)
    return both_fillings(lambda y: top(s) == {y} and s[y] == 264282, 1988, 1987)


@fact
def we6(rows: Rows) -> tuple[bool, bool]:
    s = sales(rows, YUGO)
    return both_fillings(lambda y: top(s) == {y} and s[y] == 48617, 1987, 1986)


@fact
def we7(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda c: top_key(rows, MC, SPEND) == c and country(rows, c, SPEND) == 361,
                         "United States", "Sweden")


@fact
def we8(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda c: top_key(rows, MC, SHARE, lowest=True) == c and country(rows, c, SHARE) == 2.51,
                         "Greece", "Italy")


@fact
def we9(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda c: top_key(rows, MC, SHARE) == c and country(rows, c, SHARE) == 7.38, "Sweden", "Canada")


@fact
def we10(rows: Rows) -> tuple[bool, bool]:
    (by,) = [b for _, n, b in counts(rows) if n == 5000]
    return both_fillings(lambda who: by == who, "Spencer Graves", "John Fox")


# superlative


@fact
def su1(rows: Rows) -> tuple[bool, bool]:
    worst = top(econs(rows, GROWTH), lowest=True)
    return both_fillings(lambda lowest: worst == {1982} and top(econs(rows, UNEMP), lowest) == {1982}, False, True)


@fact
def su2(rows: Rows) -> tuple[bool, bool]:
    u = econs(rows, UNEMP, 1990, 1999)
    return both_fillings(lambda lowest: top(u, lowest) == {1992} and u[1992] == 7.5, False, True)


@fact
def su3(rows: Rows) -> tuple[bool, bool]:
    s = sales(rows, YUGO)
    return both_fillings(lambda lowest: top(s, lowest) == {1992} and s[1992] == 1311, True, False)


@fact
def su4(rows: Rows) -> tuple[bool, bool]:
    totals = {y: year_total(rows, y) for y in range(1985, 1993)}
    return both_fillings(lambda lowest: top(totals, lowest) == {1987} and totals[1987] == 412817, False, True)


@fact
def su5(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, MC, GDP, lowest) == "Greece" and country(rows, "Greece", GDP) == 1374,
                         True, False)


@fact
def su6(rows: Rows) -> tuple[bool, bool]:
    s = countries(rows, SHARE)
    return both_fillings(lambda k: s["United Kingdom"] == 4.45 and rank(s, "United Kingdom", lowest=True) == k and len(s) == 13,
                         2, 3)


@fact
def su7(rows: Rows) -> tuple[bool, bool]:
    c = {d: n for d, n, _ in counts(rows)}
    return both_fillings(lambda lowest: top(c, lowest) == {date(2001, 6, 21)} and c[date(2001, 6, 21)] == 110, True, False)


@fact
def su8(rows: Rows) -> tuple[bool, bool]:
    negative = {y: g for y, g in econs(rows, GROWTH).items() if g < 0}
    worst_first = sorted(set(negative.values()))
    second = {y for y, g in negative.items() if g == worst_first[1]}
    mildest = top(negative)
    return second == {1974} and negative[1974] == -0.5, mildest == {1974}


@fact
def su9(rows: Rows) -> tuple[bool, bool]:
    g = econs(rows, GROWTH, 2000, 2005)
    return both_fillings(lambda lowest: top(g, lowest) == {2001} and g[2001] == 0.8, True, False)


@fact
def su10(rows: Rows) -> tuple[bool, bool]:
    of_1972 = {r["country"]: number(r[GDP]) for r in rows[MC] if r[YEAR] == "1972"}
    return both_fillings(lambda k: rank(of_1972, "Australia") == k, 3, 2)


# direction


@fact
def di1(rows: Rows) -> tuple[bool, bool]:
    a, b = econ(rows, 1983, UNEMP), econ(rows, 1984, UNEMP)
    values = a == 9.6 and b == 7.5
    return values and b < a, values and b > a


@fact
def di2(rows: Rows) -> tuple[bool, bool]:
    a, b = econ(rows, 2000, GROWTH), econ(rows, 2001, GROWTH)
    return b < a, b > a


@fact
def di3(rows: Rows) -> tuple[bool, bool]:
    a, b = econ(rows, 1992, UNEMP), econ(rows, 1991, UNEMP)
    return a > b, a < b


@fact
def di4(rows: Rows) -> tuple[bool, bool]:
    def up(car: str) -> bool:
        return sold(rows, car, 1991) > sold(rows, car, 1990)
    others_fell = not up(EXCEL) and not up(YUGO)
    return up(TERCEL) and others_fell, not up(TERCEL) and others_fell


@fact
def di5(rows: Rows) -> tuple[bool, bool]:
    years = range(1986, 1991)
    return (all(sold(rows, EXCEL, y) > sold(rows, TERCEL, y) for y in years),
            all(sold(rows, TERCEL, y) > sold(rows, EXCEL, y) for y in years))


@fact
def di6(rows: Rows) -> tuple[bool, bool]:
    a, b = count_on(rows, "2011-06-20"), count_on(rows, "2012-06-12")
    values = a == 3618 and b == 3786
    return values and b > a, values and b < a


@fact
def di7(rows: Rows) -> tuple[bool, bool]:
    a, b = country(rows, "Canada", SHARE), country(rows, "United States", SHARE)
    return a > b, a < b


@fact
def di8(rows: Rows) -> tuple[bool, bool]:
    a, b = country(rows, "Sweden", GDP), country(rows, "Norway", GDP)
    return a > b, a < b


@fact
def di9(rows: Rows) -> tuple[bool, bool]:
    richer = country(rows, "France", GDP) > country(rows, "United Kingdom", GDP)
    a, b = country(rows, "France", SPEND), country(rows, "United Kingdom", SPEND)
    return richer and a > b, richer and a < b


@fact
def di10(rows: Rows) -> tuple[bool, bool]:
    a, b = econ(rows, 1975, UNEMP), econ(rows, 1976, UNEMP)
    return b < a, b > a


# difference


@fact
def df1(rows: Rows) -> tuple[bool, bool]:
    gap = econ(rows, 1975, UNEMP) - econ(rows, 1974, UNEMP)
    return both_fillings(lambda w: about(gap, w), "2.9", "2.5")


@fact
def df2(rows: Rows) -> tuple[bool, bool]:
    gap = econ(rows, 1984, GROWTH) - econ(rows, 1982, GROWTH)
    return both_fillings(lambda w: about(gap, w), "9.1", "5.3")


@fact
def df3(rows: Rows) -> tuple[bool, bool]:
    excel = sold(rows, EXCEL, 1987)
    gap = excel - sold(rows, YUGO, 1987)
    return excel == 263610 and gap == 214993, excel == 263610 and gap == 241993


@fact
def df4(rows: Rows) -> tuple[bool, bool]:
    gap = sold(rows, YUGO, 1987) - sold(rows, YUGO, 1992)
    return gap == 47306, gap == 37306


@fact
def df5(rows: Rows) -> tuple[bool, bool]:
    gap = count_on(rows, "2014-04-13") - count_on(rows, "2001-06-21")
    return gap == 5318, gap == 4318


@fact
def df6(rows: Rows) -> tuple[bool, bool]:
    gap = count_on(rows, "2007-11-16") - count_on(rows, "2007-04-12")
    return gap == 300, gap == 200


@fact
def df7(rows: Rows) -> tuple[bool, bool]:
    ratio = country(rows, "United States", GDP) / country(rows, "Greece", GDP)
    return both_fillings(lambda w: about(ratio, w), "4", "5")


@fact
def df8(rows: Rows) -> tuple[bool, bool]:
    sweden = country(rows, "Sweden", SPEND)
    gap = country(rows, "United States", SPEND) - sweden
    return sweden == 327 and gap == 34, sweden == 327 and gap == 24


@fact
def df9(rows: Rows) -> tuple[bool, bool]:
    s = countries(rows, SHARE).values()
    return both_fillings(lambda w: about(max(s) - min(s), w), "4.87", "4.78")


@fact
def df10(rows: Rows) -> tuple[bool, bool]:
    eighties, sixties = mean(econs(rows, UNEMP, 1980, 1989).values()), mean(econs(rows, UNEMP, 1960, 1969).values())
    return both_fillings(lambda w: about(eighties, "7.27") and about(eighties - sixties, w), "2.5", "1.5")


# joined


@fact
def jo1(rows: Rows) -> tuple[bool, bool]:
    s = sales(rows, YUGO)
    (year,) = top(s)
    return both_fillings(lambda w: econ(rows, year, UNEMP) == w, 6.2, 7.0)


@fact
def jo2(rows: Rows) -> tuple[bool, bool]:
    (year,) = top(sales(rows, EXCEL))
    return both_fillings(lambda w: econ(rows, year, GROWTH) == w, 4.1, 3.4)


@fact
def jo3(rows: Rows) -> tuple[bool, bool]:
    (year,) = [y for y, g in econs(rows, GROWTH, 1985, 1992).items() if g < 0]
    return both_fillings(lambda n: sold(rows, TERCEL, year) == n, 102043, 90808)


@fact
def jo4(rows: Rows) -> tuple[bool, bool]:
    (year,) = top(econs(rows, UNEMP, 1985, 1992))
    return both_fillings(lambda n: sold(rows, EXCEL, year) == n, 42324, 66376)


@fact
def jo5(rows: Rows) -> tuple[bool, bool]:
    year = counts(rows)[0][0].year
    return both_fillings(lambda w: econ(rows, year, UNEMP) == w, 4.8, 5.8)


@fact
def jo6(rows: Rows) -> tuple[bool, bool]:
    year = first_count(rows, 501).year
    return both_fillings(lambda w: econ(rows, year, GROWTH) == w, 3.2, 3.9)


@fact
def jo7(rows: Rows) -> tuple[bool, bool]:
    year = int(keyed_cell(rows, MC, "GFR", YEAR))
    return both_fillings(lambda w: econ(rows, year, UNEMP) == w, 3.6, 3.5)


@fact
def jo8(rows: Rows) -> tuple[bool, bool]:
    year = int(keyed_cell(rows, MC, "France", YEAR))
    return both_fillings(lambda w: econ(rows, year, GROWTH) == w, 0.2, 3.4)


@fact
def jo9(rows: Rows) -> tuple[bool, bool]:
    year = int(keyed_cell(rows, MC, "Canada", YEAR))
    same = keyed_cell(rows, MC, "Sweden", YEAR) == str(year)
    return both_fillings(lambda w: same and econ(rows, year, UNEMP) == w, 5.9, 5.6)


@fact
def jo10(rows: Rows) -> tuple[bool, bool]:
    year = int(keyed_cell(rows, MC, top_key(rows, MC, GDP), YEAR))
    return both_fillings(lambda w: econ(rows, year, UNEMP) == w, 5.6, 4.9)


# negation


@fact
def ne1(rows: Rows) -> tuple[bool, bool]:
    u = econs(rows, UNEMP).values()
    return both_fillings(lambda floor: not any(x < floor for x in u), 3.5, 4)


@fact
def ne2(rows: Rows) -> tuple[bool, bool]:
    g = econs(rows, GROWTH)
    return both_fillings(lambda after: not any(x < 0 for y, x in g.items() if y > after), 1991, 1980)


@fact
def ne3(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda first: not any(x >= 5 for x in econs(rows, UNEMP, first, 1969).values()), 1965, 1964)


@fact
def ne4(rows: Rows) -> tuple[bool, bool]:
    s = sales(rows, YUGO).values()
    return both_fillings(lambda cap: not any(x > cap for x in s), 50000, 40000)


@fact
def ne5(rows: Rows) -> tuple[bool, bool]:
    s = sales(rows, TERCEL).values()
    return both_fillings(lambda floor: not any(x < floor for x in s), 75000, 80000)


@fact
def ne6(rows: Rows) -> tuple[bool, bool]:
    c = [n for _, n, _ in counts(rows)]
    steps = [b - a for a, b in pairwise(c)]
    return both_fillings(lambda cap: not any(s > cap for s in steps), 750, 500)


@fact
def ne7(rows: Rows) -> tuple[bool, bool]:
    s = countries(rows, SHARE).values()
    return both_fillings(lambda cap: not any(x > cap for x in s), 7.5, 7)


@fact
def ne8(rows: Rows) -> tuple[bool, bool]:
    g = countries(rows, GDP).values()
    return both_fillings(lambda cap: len(g) == 13 and not any(x > cap for x in g), 6000, 5000)


@fact
def ne9(rows: Rows) -> tuple[bool, bool]:
    c = counts(rows)
    return both_fillings(lambda before: not any(b == "Spencer Graves" and d < before for d, _, b in c),
                         date(2012, 6, 1), date(2012, 11, 1))


@fact
def ne10(rows: Rows) -> tuple[bool, bool]:
    g = econs(rows, GROWTH).values()
    return both_fillings(lambda cap: not any(x > cap for x in g), 7.5, 7)


# percent_vs_count


@fact
def pc1(rows: Rows) -> tuple[bool, bool]:
    a, b = sold(rows, YUGO, 1987), sold(rows, YUGO, 1992)
    return both_fillings(lambda w: about(share(a - b, a), w), "97", "47")


@fact
def pc2(rows: Rows) -> tuple[bool, bool]:
    yugo = sum(sales(rows, YUGO).values())
    total = sum(number(r[UNITS]) for r in rows[CA])
    return both_fillings(lambda w: about(share(yugo, total), w), "7", "17")


@fact
def pc3(rows: Rows) -> tuple[bool, bool]:
    a, b = count_on(rows, "2007-04-12"), count_on(rows, "2009-04-17")
    return both_fillings(lambda w: a == 1000 and b == 1952 and about(share(b - a, a), w), "95", "59")


@fact
def pc4(rows: Rows) -> tuple[bool, bool]:
    n, total = sum(r[YEAR] == "1972" for r in rows[MC]), len(rows[MC])
    return both_fillings(lambda w: n == 9 and total == 13 and about(share(n, total), w), "69", "9")


@fact
def pc5(rows: Rows) -> tuple[bool, bool]:
    s = countries(rows, SHARE).values()
    n = sum(x > 7 for x in s)
    return both_fillings(lambda w: n == 2 and about(share(n, len(s)), w), "15", "25")


@fact
def pc6(rows: Rows) -> tuple[bool, bool]:
    g = econs(rows, GROWTH).values()
    n = sum(x < 0 for x in g)
    return both_fillings(lambda w: n == 5 and len(g) == 47 and about(share(n, len(g)), w), "11", "5")


@fact
def pc7(rows: Rows) -> tuple[bool, bool]:
    a, b = econ(rows, 1974, UNEMP), econ(rows, 1975, UNEMP)
    return both_fillings(lambda w: a == 5.6 and b == 8.5 and about(share(b - a, a), w), "52", "2.9")


@fact
def pc8(rows: Rows) -> tuple[bool, bool]:
    a, b = sold(rows, EXCEL, 1986), sold(rows, EXCEL, 1987)
    return both_fillings(lambda w: about(share(b - a, a), w), "56", "65")


@fact
def pc9(rows: Rows) -> tuple[bool, bool]:
    us, sweden = country(rows, "United States", SPEND), country(rows, "Sweden", SPEND)
    return both_fillings(lambda w: about(share(us - sweden, us), w), "9", "34")


@fact
def pc10(rows: Rows) -> tuple[bool, bool]:
    a, b = count_on(rows, "2012-12-14"), count_on(rows, "2013-10-28")
    return both_fillings(lambda w: b - a == 750 and about(share(b - a, a), w), "18", "8")


# words


@fact
def wo1(rows: Rows) -> tuple[bool, bool]:
    n = sum(x < 0 for x in econs(rows, GROWTH).values())
    return n == 5, n == 6


@fact
def wo2(rows: Rows) -> tuple[bool, bool]:
    u = econs(rows, UNEMP).values()
    n = sum(x >= 7 for x in u)
    return n == 11 and len(u) == 47, n == 12 and len(u) == 47


@fact
def wo3(rows: Rows) -> tuple[bool, bool]:
    n = sum(x > 100000 for x in sales(rows, EXCEL).values())
    return n == 5, n == 4


@fact
def wo4(rows: Rows) -> tuple[bool, bool]:
    s = sales(rows, TERCEL)
    n = sum(x > 100000 for x in s.values())
    return n == 3 and len(s) == 8, n == 4 and len(s) == 8


@fact
def wo5(rows: Rows) -> tuple[bool, bool]:
    c = counts(rows)
    n = sum(b == "Spencer Graves" for _, _, b in c)
    return n == 6 and len(c) == 29, n == 7 and len(c) == 29


@fact
def wo6(rows: Rows) -> tuple[bool, bool]:
    n = sum(d.year == 2012 for d, _, _ in counts(rows))
    return n == 4, n == 3


@fact
def wo7(rows: Rows) -> tuple[bool, bool]:
    n = sum(number(r[YEAR]) < 1972 for r in rows[MC])
    return n == 4, n == 3


@fact
def wo8(rows: Rows) -> tuple[bool, bool]:
    n = sum(x > 6 for x in countries(rows, SHARE).values())
    return n == 7, n == 8


@fact
def wo9(rows: Rows) -> tuple[bool, bool]:
    n = sum(x >= 6 for x in econs(rows, GROWTH).values())
    return n == 5, n == 4


@fact
def wo10(rows: Rows) -> tuple[bool, bool]:
    under = [c for c, x in countries(rows, SPEND).items() if x < 100]
    return under == ["Greece"], len(under) == 2 and "Greece" in under


# units_dates


@fact
def ud1(rows: Rows) -> tuple[bool, bool]:
    first = first_count(rows, 1000)
    return both_fillings(lambda ym: (first.year, first.month) == ym and count_on(rows, first.isoformat()) == 1000,
                         (2007, 4), (2008, 4))


@fact
def ud2(rows: Rows) -> tuple[bool, bool]:
    a, b = date(2001, 6, 21), first_count(rows, 1000)
    span = years_between(a, b)
    return both_fillings(lambda w: count_on(rows, a.isoformat()) == 110 and b == date(2007, 4, 12) and about(span, w), "6", "8")


@fact
def ud3(rows: Rows) -> tuple[bool, bool]:
    a, b = date(2007, 4, 12), date(2009, 10, 26)
    doubled = count_on(rows, b.isoformat()) >= 2 * count_on(rows, a.isoformat())
    return both_fillings(lambda w: doubled and about(years_between(a, b), w), "2.5", "3.5")


@fact
def ud4(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda y: keyed_cell(rows, MC, "United States", YEAR) == y
                         and country(rows, "United States", SHARE) == 6.51, "1972", "1968")


@fact
def ud5(rows: Rows) -> tuple[bool, bool]:
    years = {c: int(y) for c, y in ((r["country"], r[YEAR]) for r in rows[MC])}
    most = max(set(years.values()), key=list(years.values()).count)
    oldest = top(years, lowest=True)
    return both_fillings(lambda k: oldest == {"GFR"} and years["GFR"] == 1968 and most - years["GFR"] == k, 4, 2)


@fact
def ud6(rows: Rows) -> tuple[bool, bool]:
    usd = country(rows, "Sweden", GDP)
    return about(usd / 1e3, "4.4"), about(usd / 1e6, "4.4")


@fact
def ud7(rows: Rows) -> tuple[bool, bool]:
    first = min(y for y, x in econs(rows, UNEMP).items() if x >= 8)
    return both_fillings(lambda y: first == y, 1975, 1976)


@fact
def ud8(rows: Rows) -> tuple[bool, bool]:
    s = sales(rows, YUGO)
    (best,) = top(s)
    return both_fillings(lambda k: min(s) == 1985 and best - 1985 == k, 2, 3)


@fact
def ud9(rows: Rows) -> tuple[bool, bool]:
    units = sold(rows, EXCEL, 1988)
    return about(units / 1e3, "264"), about(units / 1e6, "264")


@fact
def ud10(rows: Rows) -> tuple[bool, bool]:
    a, b = first_count(rows, 1000), first_count(rows, 5000)
    span = years_between(a, b)
    return both_fillings(lambda k: (b.year, b.month) == (2013, 11) and span > k, 6.5, 7)
