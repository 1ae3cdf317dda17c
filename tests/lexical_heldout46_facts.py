"""The label checks of the forty-sixth held-out set (``tests/test_lexical_heldout46.py``): one function per pair id
that recomputes, from the stored cells of ``tests/data/lexical_heldout46_tables.json``, whether the pair's true claim
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
    top_key,
)

DATA = Path(__file__).parent / "data" / "lexical_heldout46_tables.json"

OI = "saudi_arabia_oil_production_1965_2013"
SE = "us_classified_documents_1996_2012"
BC = "bcg_vaccine_tuberculosis_trials"
FU = "netherlands_research_grants_by_gender"

FACTS: dict[str, Callable[[Rows], tuple[bool, bool]]] = {}

OUTPUT = "production_million_tonnes"
ORIGINAL, TEN_YEAR, DERIVATIVE = "original_classification_decisions", "ten_year_declassification_pct", "derivative_classification_decisions"
YEAR, LATITUDE, VACC, VACC_TB, UNVACC, UNVACC_TB = ("year", "latitude", "vaccinated", "vaccinated_tb_cases", "unvaccinated",
                                                   "unvaccinated_tb_cases")
APPS_MEN, APPS_WOMEN, AWARDS_MEN, AWARDS_WOMEN = "applications_men", "applications_women", "awards_men", "awards_women"
RATE_MEN, RATE_WOMEN = "success_rate_men_pct", "success_rate_women_pct"


def fact(fn: Callable[[Rows], tuple[bool, bool]]) -> Callable[[Rows], tuple[bool, bool]]:
    FACTS[fn.__name__] = fn
    return fn


def rows_by_table() -> Rows:
    return heldout_pairs.rows_of(DATA)


def oil(rows: Rows, year: int) -> float:
    return keyed_number(rows, OI, str(year), OUTPUT)


def oils(rows: Rows) -> dict[int, float]:
    return {int(k): v for k, v in keyed_column(rows, OI, OUTPUT).items()}


def secrecy(rows: Rows, year: int, col: str) -> float:
    return keyed_number(rows, SE, str(year), col)


def secrecies(rows: Rows, col: str) -> dict[int, float]:
    return {int(k): v for k, v in keyed_column(rows, SE, col).items()}


def trial(rows: Rows, number: int, col: str) -> float:
    return keyed_number(rows, BC, str(number), col)


def trials(rows: Rows, col: str) -> dict[int, float]:
    return {int(k): v for k, v in keyed_column(rows, BC, col).items()}


def tb_rate(rows: Rows, number: int, vaccinated: bool) -> float:
    """The share of a trial's vaccinated (or unvaccinated) subjects who developed tuberculosis, in percent."""
    if vaccinated:
        return share(trial(rows, number, VACC_TB), trial(rows, number, VACC))
    return share(trial(rows, number, UNVACC_TB), trial(rows, number, UNVACC))


def grant(rows: Rows, discipline: str, col: str) -> float:
    return keyed_number(rows, FU, discipline, col)


def grants(rows: Rows, col: str) -> dict[str, float]:
    return keyed_column(rows, FU, col)


def changes(values: dict[int, float]) -> dict[int, float]:
    """Year -> its value less the year before's (for every year whose year before is stored)."""
    return {y: v - values[y - 1] for y, v in values.items() if y - 1 in values}


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
    return both_fillings(lambda y: top_key(rows, OI, OUTPUT) == str(y) and oil(rows, y) == 549.8, 2012, 2013)


@fact
def we2(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda y: top_key(rows, OI, OUTPUT, lowest=True) == str(y) and about(oil(rows, y), "111"), 1965, 1985)


@fact
def we3(rows: Rows) -> tuple[bool, bool]:
    c = changes(oils(rows))
    return both_fillings(lambda y: top(c, lowest=True) == {y} and about(-c[y], "166.1"), 1982, 1983)


@fact
def we4(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda y: top_key(rows, SE, ORIGINAL) == str(y) and secrecy(rows, y, ORIGINAL) == 351150, 2004, 2005)


@fact
def we5(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda y: top_key(rows, SE, ORIGINAL, lowest=True) == str(y) and secrecy(rows, y, ORIGINAL) == 73477,
                         2012, 1996)


@fact
def we6(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda y: top_key(rows, SE, TEN_YEAR) == str(y) and secrecy(rows, y, TEN_YEAR) == 74, 2010, 2009)


@fact
def we7(rows: Rows) -> tuple[bool, bool]:
    vacc, unvacc = trials(rows, VACC), trials(rows, UNVACC)
    size = {n: vacc[n] + unvacc[n] for n in vacc}
    return both_fillings(lambda n: top(size) == {n} and vacc[n] == unvacc[n] == 88391, 8, 11)


@fact
def we8(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda n: top_key(rows, BC, UNVACC_TB) == str(n) and trial(rows, n, UNVACC_TB) == 499, 8, 6)


@fact
def we9(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda d: top_key(rows, FU, APPS_WOMEN) == d and grant(rows, d, APPS_WOMEN) == 409,
                         "Social sciences", "Medical sciences")


@fact
def we10(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda d: top_key(rows, FU, APPS_WOMEN, lowest=True) == d and grant(rows, d, APPS_WOMEN) == 9,
                         "Physics", "Physical sciences")


# superlative


@fact
def su1(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, FU, RATE_MEN, lowest) == "Interdisciplinary"
                         and grant(rows, "Interdisciplinary", RATE_MEN) == 11.4, True, False)


@fact
def su2(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, FU, RATE_WOMEN, lowest) == "Chemical sciences"
                         and grant(rows, "Chemical sciences", RATE_WOMEN) == 25.6, False, True)


@fact
def su3(rows: Rows) -> tuple[bool, bool]:
    lat = trials(rows, LATITUDE)  # the lowest latitude, 13, is shared by trials 5 and 8
    return both_fillings(lambda lowest: top(lat, lowest) == {2} and lat[2] == 55, False, True)


@fact
def su4(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, BC, YEAR, lowest) == "1" and trial(rows, 1, YEAR) == 1948, True, False)


@fact
def su5(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, BC, VACC, lowest) == "1" and trial(rows, 1, VACC) == 123, True, False)


@fact
def su6(rows: Rows) -> tuple[bool, bool]:
    o = oils(rows)
    return both_fillings(lambda k: o[2005] == 521.3 and rank(o, 2005) == k and len(top(o)) == 1, 4, 3)


@fact
def su7(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, SE, DERIVATIVE, lowest) == "2012"
                         and secrecy(rows, 2012, DERIVATIVE) == 95180243, False, True)


@fact
def su8(rows: Rows) -> tuple[bool, bool]:
    pct = secrecies(rows, TEN_YEAR)
    return both_fillings(lambda lowest: len(pct) == 17 and top(pct, lowest) == {2004} and pct[2004] == 34, True, False)


@fact
def su9(rows: Rows) -> tuple[bool, bool]:
    o = {y: v for y, v in oils(rows).items() if 1983 <= y <= 1989}
    return both_fillings(lambda lowest: top(o, lowest) == {1985} and o[1985] == 172.1, True, False)


@fact
def su10(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, FU, AWARDS_MEN, lowest) == "Social sciences"
                         and grant(rows, "Social sciences", AWARDS_MEN) == 65, False, True)


# direction


@fact
def di1(rows: Rows) -> tuple[bool, bool]:
    a, b = oil(rows, 1981), oil(rows, 1982)
    return b < a, b > a


@fact
def di2(rows: Rows) -> tuple[bool, bool]:
    a, b = oil(rows, 1985), oil(rows, 1986)
    return b > a, b < a


@fact
def di3(rows: Rows) -> tuple[bool, bool]:
    a, b = oil(rows, 2008), oil(rows, 2009)
    return b < a and b == 456.7, b > a and b == 456.7


@fact
def di4(rows: Rows) -> tuple[bool, bool]:
    a, b = secrecy(rows, 2004, ORIGINAL), secrecy(rows, 2005, ORIGINAL)
    return b < a, b > a


@fact
def di5(rows: Rows) -> tuple[bool, bool]:
    a, b = secrecy(rows, 2000, DERIVATIVE), secrecy(rows, 2001, DERIVATIVE)
    return b < a, b > a


@fact
def di6(rows: Rows) -> tuple[bool, bool]:
    v, u = tb_rate(rows, 12, True), tb_rate(rows, 12, False)
    return v > u, v < u


@fact
def di7(rows: Rows) -> tuple[bool, bool]:
    v, u = tb_rate(rows, 8, True), tb_rate(rows, 8, False)
    return v > u, v < u


@fact
def di8(rows: Rows) -> tuple[bool, bool]:
    men, women = grant(rows, "Earth/life sciences", RATE_MEN), grant(rows, "Earth/life sciences", RATE_WOMEN)
    return men > women, men < women


@fact
def di9(rows: Rows) -> tuple[bool, bool]:
    men, women = grant(rows, "Humanities", RATE_MEN), grant(rows, "Humanities", RATE_WOMEN)
    return women > men, women < men


@fact
def di10(rows: Rows) -> tuple[bool, bool]:
    men, women = grant(rows, "Medical sciences", APPS_MEN), grant(rows, "Medical sciences", APPS_WOMEN)
    return women > men, women < men


# difference


@fact
def df1(rows: Rows) -> tuple[bool, bool]:
    gap = oil(rows, 2012) - oil(rows, 1965)
    return both_fillings(lambda w: about(gap, w), "438.8", "448.8")


@fact
def df2(rows: Rows) -> tuple[bool, bool]:
    gap = oil(rows, 1981) - oil(rows, 1985)
    return both_fillings(lambda w: about(gap, w), "334.2", "343.2")


@fact
def df3(rows: Rows) -> tuple[bool, bool]:
    gap = secrecy(rows, 2004, ORIGINAL) - secrecy(rows, 2003, ORIGINAL)
    return gap == 117098, gap == 171098


@fact
def df4(rows: Rows) -> tuple[bool, bool]:
    gap = secrecy(rows, 2009, DERIVATIVE) - secrecy(rows, 2008, DERIVATIVE)
    return gap == 31434208, gap == 21434208


@fact
def df5(rows: Rows) -> tuple[bool, bool]:
    gap = secrecy(rows, 2010, TEN_YEAR) - secrecy(rows, 2004, TEN_YEAR)
    return gap == 40, gap == 30


@fact
def df6(rows: Rows) -> tuple[bool, bool]:
    gap = trial(rows, 4, VACC) - trial(rows, 4, UNVACC)
    return gap == 731, gap == 713


@fact
def df7(rows: Rows) -> tuple[bool, bool]:
    gap = trial(rows, 6, UNVACC_TB) - trial(rows, 6, VACC_TB)
    return gap == 192, gap == 182


@fact
def df8(rows: Rows) -> tuple[bool, bool]:
    gap = sum(grants(rows, APPS_MEN).values()) - sum(grants(rows, APPS_WOMEN).values())
    return gap == 447, gap == 474


@fact
def df9(rows: Rows) -> tuple[bool, bool]:
    gap = grant(rows, "Interdisciplinary", RATE_WOMEN) - grant(rows, "Interdisciplinary", RATE_MEN)
    return both_fillings(lambda w: about(gap, w), "10.4", "11.4")


@fact
def df10(rows: Rows) -> tuple[bool, bool]:
    ratio = secrecy(rows, 2012, DERIVATIVE) / secrecy(rows, 2012, ORIGINAL)
    return both_fillings(lambda k: ratio > k, 1000, 1500)


# joined


@fact
def jo1(rows: Rows) -> tuple[bool, bool]:
    year = int(top_key(rows, SE, ORIGINAL))
    return both_fillings(lambda w: oil(rows, year) == w, 500.4, 521.3)


@fact
def jo2(rows: Rows) -> tuple[bool, bool]:
    year = min(y for y, v in secrecies(rows, DERIVATIVE).items() if v > 50e6)
    return both_fillings(lambda w: oil(rows, year) == w, 456.7, 509.9)


@fact
def jo3(rows: Rows) -> tuple[bool, bool]:
    year = int(top_key(rows, OI, OUTPUT))
    return both_fillings(lambda n: secrecy(rows, year, ORIGINAL) == n, 73477, 127072)


@fact
def jo4(rows: Rows) -> tuple[bool, bool]:
    o = {y: v for y, v in oils(rows).items() if 1996 <= y <= 2012}
    (year,) = top(o, lowest=True)
    return both_fillings(lambda p: secrecy(rows, year, TEN_YEAR) == p, 50, 57)


@fact
def jo5(rows: Rows) -> tuple[bool, bool]:
    year = int(top_key(rows, SE, TEN_YEAR))
    return both_fillings(lambda w: oil(rows, year) == w, 473.8, 456.7)


@fact
def jo6(rows: Rows) -> tuple[bool, bool]:
    vacc, unvacc = trials(rows, VACC), trials(rows, UNVACC)
    (largest,) = top({n: vacc[n] + unvacc[n] for n in vacc})
    year = int(trial(rows, largest, YEAR))
    return both_fillings(lambda w: oil(rows, year) == w, 509.8, 506.3)


@fact
def jo7(rows: Rows) -> tuple[bool, bool]:
    year = int(trial(rows, 9, YEAR))
    return both_fillings(lambda w: oil(rows, year) == w, 154.2, 162.7)


@fact
def jo8(rows: Rows) -> tuple[bool, bool]:
    lat = {n: v for n, v in trials(rows, LATITUDE).items() if trial(rows, n, YEAR) >= 1965}
    (north,) = top(lat)
    year = int(trial(rows, north, YEAR))
    return both_fillings(lambda w: oil(rows, year) == w, 468.4, 424.4)


@fact
def jo9(rows: Rows) -> tuple[bool, bool]:
    year = min(y for y, v in oils(rows).items() if v > 400)
    (number,) = [n for n, y in trials(rows, YEAR).items() if y == year]
    return both_fillings(lambda n: trial(rows, number, VACC) == n, 50634, 27338)


@fact
def jo10(rows: Rows) -> tuple[bool, bool]:
    (year,) = top(changes(secrecies(rows, DERIVATIVE)), lowest=True)
    return both_fillings(lambda w: oil(rows, year) == w, 440.4, 456.0)


# negation


@fact
def ne1(rows: Rows) -> tuple[bool, bool]:
    o = oils(rows).values()
    return both_fillings(lambda floor: not any(x < floor for x in o), 100, 120)


@fact
def ne2(rows: Rows) -> tuple[bool, bool]:
    o = oils(rows)
    return both_fillings(lambda since: not any(x < 420 for y, x in o.items() if y >= since), 1991, 1990)


@fact
def ne3(rows: Rows) -> tuple[bool, bool]:
    o = oils(rows)
    return both_fillings(lambda floor: not any(x < floor for y, x in o.items() if y > 2003), 450, 460)


@fact
def ne4(rows: Rows) -> tuple[bool, bool]:
    s = secrecies(rows, ORIGINAL).values()
    return both_fillings(lambda cap: not any(x > cap for x in s), 400000, 300000)


@fact
def ne5(rows: Rows) -> tuple[bool, bool]:
    c = changes(secrecies(rows, DERIVATIVE))
    return both_fillings(lambda after: not any(x < 0 for y, x in c.items() if y > after), 2005, 2000)


@fact
def ne6(rows: Rows) -> tuple[bool, bool]:
    pct = secrecies(rows, TEN_YEAR).values()
    return both_fillings(lambda floor: not any(x < floor for x in pct), 30, 35)


@fact
def ne7(rows: Rows) -> tuple[bool, bool]:
    cases = [*trials(rows, VACC_TB).values(), *trials(rows, UNVACC_TB).values()]
    return both_fillings(lambda cap: not any(x > cap for x in cases), 600, 500)


@fact
def ne8(rows: Rows) -> tuple[bool, bool]:
    lat = [v for n, v in trials(rows, LATITUDE).items() if trial(rows, n, YEAR) > 1970]
    return both_fillings(lambda cap: not any(x > cap for x in lat), 52, 50)


@fact
def ne9(rows: Rows) -> tuple[bool, bool]:
    rates = [*grants(rows, RATE_MEN).values(), *grants(rows, RATE_WOMEN).values()]
    return both_fillings(lambda cap: not any(x > cap for x in rates), 27, 26)


@fact
def ne10(rows: Rows) -> tuple[bool, bool]:
    awards = grants(rows, AWARDS_WOMEN).values()
    return both_fillings(lambda cap: all(x < cap for x in awards), 50, 40)


# percent_vs_count


@fact
def pc1(rows: Rows) -> tuple[bool, bool]:
    women, men = sum(grants(rows, APPS_WOMEN).values()), sum(grants(rows, APPS_MEN).values())
    return both_fillings(lambda w: women == 1188 and women + men == 2823 and about(share(women, women + men), w), "42", "24")


@fact
def pc2(rows: Rows) -> tuple[bool, bool]:
    apps = sum(grants(rows, APPS_MEN).values()) + sum(grants(rows, APPS_WOMEN).values())
    awards = sum(grants(rows, AWARDS_MEN).values()) + sum(grants(rows, AWARDS_WOMEN).values())
    return both_fillings(lambda w: apps == 2823 and awards == 467 and about(share(awards, apps), w), "16.5", "46.7")


@fact
def pc3(rows: Rows) -> tuple[bool, bool]:
    women, men = grant(rows, "Humanities", AWARDS_WOMEN), grant(rows, "Humanities", AWARDS_MEN)
    return both_fillings(lambda w: women == 32 and women + men == 65 and about(share(women, women + men), w), "49", "32")


@fact
def pc4(rows: Rows) -> tuple[bool, bool]:
    a, b = secrecy(rows, 2008, DERIVATIVE), secrecy(rows, 2009, DERIVATIVE)
    return both_fillings(lambda w: about(share(b - a, a), w), "135", "35")


@fact
def pc5(rows: Rows) -> tuple[bool, bool]:
    a, b = secrecy(rows, 2011, ORIGINAL), secrecy(rows, 2012, ORIGINAL)
    return both_fillings(lambda w: about(share(a - b, a), w), "42", "24")


@fact
def pc6(rows: Rows) -> tuple[bool, bool]:
    a, b = oil(rows, 1981), oil(rows, 1982)
    return both_fillings(lambda w: about(share(a - b, a), w), "33", "13")


@fact
def pc7(rows: Rows) -> tuple[bool, bool]:
    o = oils(rows)
    n = sum(x > 400 for x in o.values())
    return both_fillings(lambda w: n == 30 and len(o) == 49 and about(share(n, len(o)), w), "61", "30")


@fact
def pc8(rows: Rows) -> tuple[bool, bool]:
    vacc, unvacc = sum(trials(rows, VACC).values()), sum(trials(rows, UNVACC).values())
    return both_fillings(lambda w: len(rows[BC]) == 13 and about(share(vacc, vacc + unvacc), w), "53", "35")


@fact
def pc9(rows: Rows) -> tuple[bool, bool]:
    cases, subjects = trial(rows, 6, VACC_TB), trial(rows, 6, VACC)
    return both_fillings(lambda w: cases == 180 and subjects == 1541 and about(share(cases, subjects), w), "11.7", "18")


@fact
def pc10(rows: Rows) -> tuple[bool, bool]:
    cut = 100 * (1 - tb_rate(rows, 7, True) / tb_rate(rows, 7, False))
    return both_fillings(lambda w: about(cut, w), "80", "8")


# words


@fact
def wo1(rows: Rows) -> tuple[bool, bool]:
    years = trials(rows, YEAR)
    n = sum(y < 1960 for y in years.values())
    return n == 3 and len(years) == 13, n == 4 and len(years) == 13


@fact
def wo2(rows: Rows) -> tuple[bool, bool]:
    n = sum(tb_rate(rows, k, True) > tb_rate(rows, k, False) for k in trials(rows, VACC))
    return n == 2, n == 3


@fact
def wo3(rows: Rows) -> tuple[bool, bool]:
    n = sum(x > 10000 for x in trials(rows, VACC).values())
    return n == 4, n == 5


@fact
def wo4(rows: Rows) -> tuple[bool, bool]:
    men, women = grants(rows, RATE_MEN), grants(rows, RATE_WOMEN)
    n = sum(women[d] > men[d] for d in men)
    return n == 4 and len(men) == 9, n == 5 and len(men) == 9


@fact
def wo5(rows: Rows) -> tuple[bool, bool]:
    men, women = grants(rows, APPS_MEN), grants(rows, APPS_WOMEN)
    more = [d for d in men if women[d] > men[d]]
    return more == ["Medical sciences"], len(more) == 2


@fact
def wo6(rows: Rows) -> tuple[bool, bool]:
    n = sum(x > 30 for x in grants(rows, AWARDS_MEN).values())
    return n == 4, n == 5


@fact
def wo7(rows: Rows) -> tuple[bool, bool]:
    n = sum(x > 500 for x in oils(rows).values())
    return n == 9, n == 10


@fact
def wo8(rows: Rows) -> tuple[bool, bool]:
    n = sum(x < 200 for x in oils(rows).values())
    return n == 7, n == 6


@fact
def wo9(rows: Rows) -> tuple[bool, bool]:
    n = sum(x < 0 for x in changes(secrecies(rows, DERIVATIVE)).values())
    return n == 2, n == 3


@fact
def wo10(rows: Rows) -> tuple[bool, bool]:
    s = secrecies(rows, ORIGINAL)
    n = sum(x > 200000 for x in s.values())
    return n == 10 and len(s) == 17, n == 11 and len(s) == 17


# units_dates


@fact
def ud1(rows: Rows) -> tuple[bool, bool]:
    mt = oil(rows, 2012)  # millions of tonnes
    return about(mt, "550"), about(mt / 1000, "550")


@fact
def ud2(rows: Rows) -> tuple[bool, bool]:
    o = oils(rows)
    first = min(y for y, x in o.items() if x > 500)
    return both_fillings(lambda k: first == 1980 and first - min(o) == k, 15, 20)


@fact
def ud3(rows: Rows) -> tuple[bool, bool]:
    o = oils(rows)
    again = min(y for y, x in o.items() if y > 1981 and x > 500)
    return both_fillings(lambda k: o[1981] > 500 and again == 2004 and again - 1981 == k, 23, 21)


@fact
def ud4(rows: Rows) -> tuple[bool, bool]:
    n = secrecy(rows, 2012, DERIVATIVE)
    return about(n / 1e6, "95.2"), about(n / 1e9, "95.2")


@fact
def ud5(rows: Rows) -> tuple[bool, bool]:
    n = secrecy(rows, 2004, ORIGINAL)
    return about(n / 1e3, "351"), about(n / 1e6, "351")


@fact
def ud6(rows: Rows) -> tuple[bool, bool]:
    d = secrecies(rows, DERIVATIVE)
    return both_fillings(lambda end: d[end] >= 4 * d[2008], 2012, 2011)


@fact
def ud7(rows: Rows) -> tuple[bool, bool]:
    years = trials(rows, YEAR).values()
    return both_fillings(lambda k: min(years) == 1948 and max(years) == 1980 and max(years) - min(years) == k, 32, 23)


@fact
def ud8(rows: Rows) -> tuple[bool, bool]:
    first, sixth = trial(rows, 1, YEAR), trial(rows, 6, YEAR)
    return both_fillings(lambda decade: 1940 <= first <= 1949 and decade <= sixth <= decade + 9, 1950, 1960)


@fact
def ud9(rows: Rows) -> tuple[bool, bool]:
    rate = grant(rows, "Earth/life sciences", RATE_MEN)  # awards per 100 applications
    return about(rate, "24"), about(rate * 10, "24")


@fact
def ud10(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda k: oil(rows, 1974) == 429.7 and oil(rows, 1974 - k) == 384.0, 1, 2)
