"""The label checks of the fifty-fifth held-out set (``tests/test_lexical_heldout55.py``): one function per pair id
that recomputes, from the stored cells of ``tests/data/lexical_heldout55_tables.json``, whether the pair's true claim
holds and whether its false twin holds (``(True, False)`` when the labels are right)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import heldout_pairs
from heldout_pairs import (
    Rows,
    about,
    both_fillings,
    keyed_column,
    keyed_number,
    number,
    one_row,
    top_key,
    top_keys,
)

DATA = Path(__file__).parent / "data" / "lexical_heldout55_tables.json"

OZ = "halley_bay_total_ozone_1956_2000"
GA = "antarctic_ozone_depleting_gases_1992_2022"
DC = "british_doctors_coronary_deaths_by_smoking_and_age"
DS = "down_syndrome_british_columbia_by_mother_age"

FACTS: dict[str, Callable[[Rows], tuple[bool, bool]]] = {}

OCT, NOV, DEC, ANNUAL = "october_du", "november_du", "december_du", "annual_mean_du"
CFC11, CFC12, BROMIDE, CHLOROFORM, ALL, EESC, ODGI = ("cfc11_ppt", "cfc12_ppt", "methyl_bromide_ppt", "methyl_chloroform_ppt",
                                                      "all_gases_ppt", "eesc_ppt", "odgi")
SMOKERS, NON = "smokers", "non-smokers"


def fact(fn: Callable[[Rows], tuple[bool, bool]]) -> Callable[[Rows], tuple[bool, bool]]:
    FACTS[fn.__name__] = fn
    return fn


def rows_by_table() -> Rows:
    return heldout_pairs.rows_of(DATA)


def ozone(rows: Rows, year: int, col: str = OCT) -> float:
    return keyed_number(rows, OZ, str(year), col)


def ozones(rows: Rows, col: str = OCT) -> dict[int, float]:
    return {int(k): v for k, v in keyed_column(rows, OZ, col).items()}


def gas(rows: Rows, year: int, col: str) -> float:
    return keyed_number(rows, GA, str(year), col)


def gases(rows: Rows, col: str) -> dict[int, float]:
    return {int(k): v for k, v in keyed_column(rows, GA, col).items()}


def changes(values: dict[int, float]) -> dict[int, float]:
    """Year -> its value less the year before's (for every year whose year before is stored)."""
    return {y: v - values[y - 1] for y, v in values.items() if y - 1 in values}


def doctors(rows: Rows, smoking: str, age: int) -> tuple[float, float]:
    """(person-years, coronary deaths) of one group of the doctors' table."""
    r = one_row(rows[DC], smoking=smoking, age_group_midpoint=str(age))
    return number(r["person_years"]), number(r["coronary_deaths"])


def death_rate(rows: Rows, smoking: str, age: int) -> float:
    """Coronary deaths per 100,000 person-years of one group."""
    years, deaths = doctors(rows, smoking, age)
    return 1e5 * deaths / years


def group_totals(rows: Rows, smoking: str) -> tuple[float, float]:
    """(person-years, deaths) of all the age groups of smokers or non-smokers."""
    hits = [r for r in rows[DC] if r["smoking"] == smoking]
    assert len(hits) == 5
    return sum(number(r["person_years"]) for r in hits), sum(number(r["coronary_deaths"]) for r in hits)


def mothers(rows: Rows) -> dict[float, tuple[float, float]]:
    """Mothers' average age -> (live births, Down's syndrome cases)."""
    return {number(r["mother_age"]): (number(r["live_births"]), number(r["down_syndrome_cases"])) for r in rows[DS]}


def births(rows: Rows) -> dict[float, float]:
    return {a: b for a, (b, _) in mothers(rows).items()}


def cases(rows: Rows) -> dict[float, float]:
    return {a: c for a, (_, c) in mothers(rows).items()}


def per_thousand(rows: Rows) -> dict[float, float]:
    """Mothers' average age -> Down's syndrome cases per 1,000 live births."""
    return {a: 1000 * c / b for a, (b, c) in mothers(rows).items()}


def share(part: float, whole: float) -> float:
    return 100 * part / whole


def rank(values: dict, key, lowest: bool = False) -> int:
    """1 + the number of keys strictly ahead of ``key`` (highest first, or lowest first)."""
    x = values[key]
    return 1 + sum((v < x) if lowest else (v > x) for v in values.values())


def top(values: dict, lowest: bool = False) -> set:
    best = (min if lowest else max)(values.values())
    return {k for k, v in values.items() if v == best}


def both_years(rows: Rows) -> set[int]:
    """The years that the ozone and the gas tables both cover."""
    return set(ozones(rows)) & set(gases(rows, EESC))


# wrong_entity


@fact
def we1(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda y: top_key(rows, OZ, OCT, lowest=True) == str(y) and ozone(rows, y) == 122, 1993, 1995)


@fact
def we2(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda y: top_key(rows, OZ, NOV) == str(y) and ozone(rows, y, NOV) == 401, 1964, 1957)


@fact
def we3(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda y: top_key(rows, GA, BROMIDE) == str(y) and gas(rows, y, BROMIDE) == 596, 1999, 1998)


@fact
def we4(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda y: top_key(rows, GA, CFC11) == str(y) and gas(rows, y, CFC11) == 796, 1994, 1993)


@fact
def we5(rows: Rows) -> tuple[bool, bool]:
    deaths = {(r["smoking"], int(r["age_group_midpoint"])): number(r["coronary_deaths"]) for r in rows[DC]}
    return both_fillings(lambda age: top(deaths) == {(SMOKERS, age)} and deaths[(SMOKERS, age)] == 206, 60, 70)


@fact
def we6(rows: Rows) -> tuple[bool, bool]:
    b = births(rows)
    return both_fillings(lambda age: top(b) == {age} and b[age] == 24807, 23.5, 22.5)


@fact
def we7(rows: Rows) -> tuple[bool, bool]:
    c = cases(rows)
    return both_fillings(lambda age: top(c) == {age} and c[age] == 33, 41.5, 40.5)


@fact
def we8(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda y: top_key(rows, GA, ALL, lowest=True) == str(y) and gas(rows, y, ALL) == 3496, 2022, 2021)


@fact
def we9(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda y: top_key(rows, OZ, ANNUAL) == str(y) and ozone(rows, y, ANNUAL) == 333, 1958, 1962)


@fact
def we10(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda y: top_key(rows, OZ, DEC, lowest=True) == str(y) and ozone(rows, y, DEC) == 246, 1990, 1995)


# superlative


@fact
def su1(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, OZ, ANNUAL, lowest) == "1995" and ozone(rows, 1995, ANNUAL) == 212,
                         True, False)


@fact
def su2(rows: Rows) -> tuple[bool, bool]:
    rates = {(r["smoking"], int(r["age_group_midpoint"])): death_rate(rows, r["smoking"], int(r["age_group_midpoint"]))
             for r in rows[DC]}
    return both_fillings(lambda lowest: top(rates, lowest) == {(NON, 80)} and about(rates[(NON, 80)], "2120"), False, True)


@fact
def su3(rows: Rows) -> tuple[bool, bool]:
    rates = per_thousand(rows)
    return both_fillings(lambda lowest: top(rates, lowest) == {22.5} and rates[22.5] < 0.5, True, False)


@fact
def su4(rows: Rows) -> tuple[bool, bool]:
    deaths = {(r["smoking"], int(r["age_group_midpoint"])): number(r["coronary_deaths"]) for r in rows[DC]}
    return both_fillings(lambda lowest: top(deaths, lowest) == {(NON, 40)} and deaths[(NON, 40)] == 2, True, False)


@fact
def su5(rows: Rows) -> tuple[bool, bool]:
    nov = ozones(rows, NOV)
    return both_fillings(lambda k: nov[1999] == 172 and rank(nov, 1999, lowest=True) == k, 2, 3)


@fact
def su6(rows: Rows) -> tuple[bool, bool]:
    index = gases(rows, ODGI)
    return both_fillings(lambda lowest: top(index, lowest) == {1992} and index[1992] == 69.5, True, False)


@fact
def su7(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_keys(rows, GA, EESC, lowest) == {"2001", "2002"}
                         and gas(rows, 2001, EESC) == gas(rows, 2002, EESC) == 4153, False, True)


@fact
def su8(rows: Rows) -> tuple[bool, bool]:
    b = births(rows)
    return both_fillings(lambda lowest: max(b) == 47.0 and top(b, lowest) == {47.0} and b[47.0] == 249, True, False)


@fact
def su9(rows: Rows) -> tuple[bool, bool]:
    early = {y: v for y, v in ozones(rows).items() if 1956 <= y <= 1979}
    return both_fillings(lambda lowest: top(early, lowest) == {1977} and early[1977] == 251, True, False)


@fact
def su10(rows: Rows) -> tuple[bool, bool]:
    first = min(gases(rows, CHLOROFORM))
    return both_fillings(lambda lowest: top_key(rows, GA, CHLOROFORM, lowest) == str(first) == "1992"
                         and gas(rows, 1992, CHLOROFORM) == 400, False, True)


# direction


@fact
def di1(rows: Rows) -> tuple[bool, bool]:
    a, b = ozone(rows, 1987), ozone(rows, 1988)
    return b > a, b < a


@fact
def di2(rows: Rows) -> tuple[bool, bool]:
    a, b = gas(rows, 1995, ALL), gas(rows, 1996, ALL)
    return b < a, b > a


@fact
def di3(rows: Rows) -> tuple[bool, bool]:
    a, b = gas(rows, 2015, BROMIDE), gas(rows, 2016, BROMIDE)
    return b > a, b < a


@fact
def di4(rows: Rows) -> tuple[bool, bool]:
    steps = [v for y, v in changes(gases(rows, CFC12)).items() if 1993 <= y <= 2002]
    return len(steps) == 10 and all(s > 0 for s in steps), len(steps) == 10 and all(s < 0 for s in steps)


@fact
def di5(rows: Rows) -> tuple[bool, bool]:
    s, n = death_rate(rows, SMOKERS, 80), death_rate(rows, NON, 80)
    return s < n, s > n


@fact
def di6(rows: Rows) -> tuple[bool, bool]:
    s, n = death_rate(rows, SMOKERS, 50), death_rate(rows, NON, 50)
    return s > n, s < n


@fact
def di7(rows: Rows) -> tuple[bool, bool]:
    c = cases(rows)
    return c[44.5] > c[45.5], c[44.5] < c[45.5]


@fact
def di8(rows: Rows) -> tuple[bool, bool]:
    r = per_thousand(rows)
    return r[47.0] < r[44.5], r[47.0] > r[44.5]


@fact
def di9(rows: Rows) -> tuple[bool, bool]:
    a, b = ozone(rows, 2000, DEC), ozone(rows, 1999, DEC)
    return a > b, a < b


@fact
def di10(rows: Rows) -> tuple[bool, bool]:
    a, b = gas(rows, 2002, ODGI), gas(rows, 2003, ODGI)
    return b < a, b > a


# difference


@fact
def df1(rows: Rows) -> tuple[bool, bool]:
    gap = ozone(rows, 1962) - ozone(rows, 1993)
    peak = top_key(rows, OZ, OCT) == "1962" and ozone(rows, 1962) == 322
    return peak and gap == 200, peak and gap == 190


@fact
def df2(rows: Rows) -> tuple[bool, bool]:
    gap = gas(rows, 1994, CFC11) - gas(rows, 2022, CFC11)
    return gap == 141, gap == 114


@fact
def df3(rows: Rows) -> tuple[bool, bool]:
    gap = group_totals(rows, SMOKERS)[1] - group_totals(rows, NON)[1]
    return gap == 529, gap == 592


@fact
def df4(rows: Rows) -> tuple[bool, bool]:
    gap = gas(rows, 1992, CHLOROFORM) - gas(rows, 2022, CHLOROFORM)
    return gap == 397, gap == 379


@fact
def df5(rows: Rows) -> tuple[bool, bool]:
    gap = gas(rows, 2022, EESC) - gas(rows, 1992, EESC)
    return gap == 91, gap == 81


@fact
def df6(rows: Rows) -> tuple[bool, bool]:
    b = births(rows)
    gap = b[23.5] - b[max(b)]
    return gap == 24558, gap == 24658


@fact
def df7(rows: Rows) -> tuple[bool, bool]:
    gap = ozone(rows, 1964, NOV) - ozone(rows, 1995, NOV)
    return gap == 237, gap == 227


@fact
def df8(rows: Rows) -> tuple[bool, bool]:
    ratio = group_totals(rows, SMOKERS)[0] / group_totals(rows, NON)[0]
    return both_fillings(lambda k: ratio > k, 3.5, 4)


@fact
def df9(rows: Rows) -> tuple[bool, bool]:
    peak = 2001 in top(gases(rows, ODGI)) and gas(rows, 2001, ODGI) == 100
    gap = gas(rows, 2001, ODGI) - gas(rows, 2022, ODGI)
    return both_fillings(lambda w: peak and about(gap, w), "25.9", "24.9")


@fact
def df10(rows: Rows) -> tuple[bool, bool]:
    r = per_thousand(rows)
    return both_fillings(lambda k: r[44.5] / r[22.5] > k, 70, 80)


# joined


@fact
def jo1(rows: Rows) -> tuple[bool, bool]:
    year = int(top_key(rows, OZ, OCT, lowest=True))
    return both_fillings(lambda n: gas(rows, year, EESC) == n, 3666, 3784)


@fact
def jo2(rows: Rows) -> tuple[bool, bool]:
    year = int(top_key(rows, OZ, ANNUAL, lowest=True))
    return both_fillings(lambda n: gas(rows, year, ALL) == n, 4251, 4228)


@fact
def jo3(rows: Rows) -> tuple[bool, bool]:
    year = int(top_key(rows, GA, CFC11))
    return both_fillings(lambda n: ozone(rows, year) == n, 126, 122)


@fact
def jo4(rows: Rows) -> tuple[bool, bool]:
    year = int(top_key(rows, GA, BROMIDE))
    return both_fillings(lambda n: ozone(rows, year, NOV) == n, 172, 183)


@fact
def jo5(rows: Rows) -> tuple[bool, bool]:
    year = int(top_key(rows, GA, ALL))
    return both_fillings(lambda n: ozone(rows, year, DEC) == n, 252, 316)


@fact
def jo6(rows: Rows) -> tuple[bool, bool]:
    year = int(top_key(rows, OZ, NOV, lowest=True))
    return both_fillings(lambda w: gas(rows, year, ODGI) == w, 86.7, 81.5)


@fact
def jo7(rows: Rows) -> tuple[bool, bool]:
    octs = {y: v for y, v in ozones(rows).items() if y in both_years(rows)}
    (year,) = top(octs)
    return both_fillings(lambda n: gas(rows, year, CHLOROFORM) == n, 296, 400)


@fact
def jo8(rows: Rows) -> tuple[bool, bool]:
    year = min(y for y, v in gases(rows, ODGI).items() if v > 95)
    return both_fillings(lambda n: ozone(rows, year, ANNUAL) == n, 224, 230)


@fact
def jo9(rows: Rows) -> tuple[bool, bool]:
    eesc = {y: v for y, v in gases(rows, EESC).items() if y in both_years(rows)}
    (year,) = top(eesc)
    return both_fillings(lambda n: ozone(rows, year, NOV) == n, 267, 217)


@fact
def jo10(rows: Rows) -> tuple[bool, bool]:
    year = min(y for y, v in gases(rows, CHLOROFORM).items() if v < 200)
    return both_fillings(lambda n: ozone(rows, year) == n, 143, 140)


# negation


@fact
def ne1(rows: Rows) -> tuple[bool, bool]:
    o = ozones(rows).values()
    return both_fillings(lambda cap: not any(x > cap for x in o), 322, 320)


@fact
def ne2(rows: Rows) -> tuple[bool, bool]:
    o = ozones(rows)
    return both_fillings(lambda after: not any(x > 250 for y, x in o.items() if y > after), 1979, 1976)


@fact
def ne3(rows: Rows) -> tuple[bool, bool]:
    b = gases(rows, BROMIDE).values()
    return both_fillings(lambda cap: not any(x > cap for x in b), 600, 590)


@fact
def ne4(rows: Rows) -> tuple[bool, bool]:
    g = gases(rows, ODGI)
    return both_fillings(lambda since: not any(x >= 100 for y, x in g.items() if y >= since), 2003, 2002)


@fact
def ne5(rows: Rows) -> tuple[bool, bool]:
    deaths = [number(r["coronary_deaths"]) for r in rows[DC] if r["smoking"] == NON]
    return both_fillings(lambda cap: len(deaths) == 5 and not any(x > cap for x in deaths), 31, 30)


@fact
def ne6(rows: Rows) -> tuple[bool, bool]:
    c = cases(rows).values()
    return both_fillings(lambda floor: not any(x < floor for x in c), 7, 9)


@fact
def ne7(rows: Rows) -> tuple[bool, bool]:
    young = [v for a, v in per_thousand(rows).items() if a < 35]
    return both_fillings(lambda cap: not any(x >= cap for x in young), 2, 1.5)


@fact
def ne8(rows: Rows) -> tuple[bool, bool]:
    o = [x for y, x in ozones(rows, ANNUAL).items() if 1985 <= y <= 2000]
    return both_fillings(lambda cap: len(o) == 16 and not any(x > cap for x in o), 275, 270)


@fact
def ne9(rows: Rows) -> tuple[bool, bool]:
    g = [x for y, x in gases(rows, ALL).items() if y < 2022]
    return both_fillings(lambda floor: not any(x < floor for x in g), 3500, 3550)


@fact
def ne10(rows: Rows) -> tuple[bool, bool]:
    d = [x for y, x in ozones(rows, DEC).items() if y < 1990]
    return both_fillings(lambda floor: not any(x < floor for x in d), 280, 290)


# percent_vs_count


@fact
def pc1(rows: Rows) -> tuple[bool, bool]:
    pct = share(gas(rows, 1994, CFC11) - gas(rows, 2022, CFC11), gas(rows, 1994, CFC11))
    return both_fillings(lambda w: about(pct, w), "18", "28")


@fact
def pc2(rows: Rows) -> tuple[bool, bool]:
    smokers, non = group_totals(rows, SMOKERS)[1], group_totals(rows, NON)[1]
    return both_fillings(lambda w: smokers + non == 731 and about(share(smokers, smokers + non), w), "86", "14")


@fact
def pc3(rows: Rows) -> tuple[bool, bool]:
    pct = share(gas(rows, 1992, CHLOROFORM) - gas(rows, 2022, CHLOROFORM), gas(rows, 1992, CHLOROFORM))
    return both_fillings(lambda w: about(pct, w), "99", "97")


@fact
def pc4(rows: Rows) -> tuple[bool, bool]:
    c = cases(rows)
    old, total = sum(v for a, v in c.items() if a >= 35.5), sum(c.values())
    n = sum(a >= 35.5 for a in c)
    return both_fillings(lambda w: n == 12 and old == 238 and total == 519 and about(share(old, total), w), "46", "23.8")


@fact
def pc5(rows: Rows) -> tuple[bool, bool]:
    b = births(rows)
    return both_fillings(lambda w: b[23.5] == 24807 and about(share(b[23.5], sum(b.values())), w), "7", "17")


@fact
def pc6(rows: Rows) -> tuple[bool, bool]:
    a, b = ozone(rows, 1956, ANNUAL), ozone(rows, 2000, ANNUAL)
    return both_fillings(lambda w: a == 318 and b == 231 and about(share(a - b, a), w), "27", "37")


@fact
def pc7(rows: Rows) -> tuple[bool, bool]:
    o = ozones(rows)
    n = sum(x < 200 for x in o.values())
    return both_fillings(lambda w: n == 16 and len(o) == 45 and about(share(n, len(o)), w), "36", "16")


@fact
def pc8(rows: Rows) -> tuple[bool, bool]:
    (sy, sd), (ny, nd) = group_totals(rows, SMOKERS), group_totals(rows, NON)
    years = about(share(ny, sy + ny), "22")
    return both_fillings(lambda w: years and about(share(nd, sd + nd), w), "14", "4")


@fact
def pc9(rows: Rows) -> tuple[bool, bool]:
    peak = gas(rows, 2001, EESC)
    pct = share(peak - gas(rows, 2022, EESC), peak)
    return both_fillings(lambda w: peak == 4153 and top(gases(rows, EESC)) == {2001, 2002} and about(pct, w), "12", "21")


@fact
def pc10(rows: Rows) -> tuple[bool, bool]:
    b, c = mothers(rows)[44.5]
    return both_fillings(lambda w: c == 22 and b == 596 and about(share(c, b), w), "3.7", "0.37")


# words


@fact
def wo1(rows: Rows) -> tuple[bool, bool]:
    n = sum(x < 200 for x in ozones(rows).values())
    return n == 16, n == 15


@fact
def wo2(rows: Rows) -> tuple[bool, bool]:
    over = [r["smoking"] for r in rows[DC] if number(r["coronary_deaths"]) > 100]
    return len(over) == 4 and set(over) == {SMOKERS}, len(over) == 5 and set(over) == {SMOKERS}


@fact
def wo3(rows: Rows) -> tuple[bool, bool]:
    n = sum(x >= 930 for x in gases(rows, CFC12).values())
    return n == 7, n == 8


@fact
def wo4(rows: Rows) -> tuple[bool, bool]:
    n = sum(x > 30 for x in cases(rows).values())
    return n == 2, n == 3


@fact
def wo5(rows: Rows) -> tuple[bool, bool]:
    early = [x for y, x in ozones(rows, ANNUAL).items() if y <= 1979]
    n = sum(x > 300 for x in early)
    return n == 19 and len(early) == 24, n == 18 and len(early) == 24


@fact
def wo6(rows: Rows) -> tuple[bool, bool]:
    n = sum(x > 0 for x in changes(gases(rows, BROMIDE)).values())
    return n == 6, n == 5


@fact
def wo7(rows: Rows) -> tuple[bool, bool]:
    old = [v for a, v in per_thousand(rows).items() if a >= 39.5]
    holds = all(v > 7 for v in old)
    return holds and len(old) == 8, holds and len(old) == 9


@fact
def wo8(rows: Rows) -> tuple[bool, bool]:
    years = sorted(y for y, v in gases(rows, ODGI).items() if v >= 90)
    consecutive = years == list(range(years[0], years[-1] + 1))
    return consecutive and len(years) == 15, consecutive and len(years) == 14


@fact
def wo9(rows: Rows) -> tuple[bool, bool]:
    n = sum(number(r["coronary_deaths"]) == 28 for r in rows[DC] if r["smoking"] == NON)
    return n == 2, n == 3


@fact
def wo10(rows: Rows) -> tuple[bool, bool]:
    n = sum(death_rate(rows, SMOKERS, a) > death_rate(rows, NON, a) for a in (40, 50, 60, 70, 80))
    return n == 4, n == 5


# units_dates


@fact
def ud1(rows: Rows) -> tuple[bool, bool]:
    values = ozone(rows, 1956) == 311 and ozone(rows, 1993) == 122
    return both_fillings(lambda k: values and 1993 - 1956 == k, 37, 27)


@fact
def ud2(rows: Rows) -> tuple[bool, bool]:
    ppt = gas(rows, 2022, CFC12)
    return ppt == 845, ppt == 845 * 1000  # the false twin: 845 parts per billion


@fact
def ud3(rows: Rows) -> tuple[bool, bool]:
    years = group_totals(rows, SMOKERS)[0]
    return years == 142247, years == 142247 / 12  # the false twin: person-months


@fact
def ud4(rows: Rows) -> tuple[bool, bool]:
    start = min(gases(rows, EESC))
    first_peak = min(top(gases(rows, EESC)))
    return both_fillings(lambda k: start == 1992 and first_peak == 2001 and first_peak - start == k, 9, 10)


@fact
def ud5(rows: Rows) -> tuple[bool, bool]:
    low = int(top_key(rows, OZ, OCT, lowest=True))
    return both_fillings(lambda k: ozone(rows, 1987) == 150 and low - 1987 == k, 6, 5)


@fact
def ud6(rows: Rows) -> tuple[bool, bool]:
    first = min(y for y, v in ozones(rows).items() if v < 200)
    return both_fillings(lambda y: first == y, 1983, 1985)


@fact
def ud7(rows: Rows) -> tuple[bool, bool]:
    years, deaths = doctors(rows, SMOKERS, 60)
    return about(1e5 * deaths / years, "720"), about(1e3 * deaths / years, "720")


@fact
def ud8(rows: Rows) -> tuple[bool, bool]:
    b, c = mothers(rows)[41.5]
    return about(1e3 * c / b, "14.5"), about(1e4 * c / b, "14.5")


@fact
def ud9(rows: Rows) -> tuple[bool, bool]:
    b, c = sum(births(rows).values()), sum(cases(rows).values())
    return c == 519 and about(b, "355000"), c == 519 and about(b, "3550000")


@fact
def ud10(rows: Rows) -> tuple[bool, bool]:
    g = gases(rows, CHLOROFORM)
    first, start = min(y for y, v in g.items() if v < 300), min(g)
    return both_fillings(lambda yk: start == 1992 and first == yk[0] and first - start == yk[1], (1996, 4), (1997, 5))
