"""The label checks of the forty-first held-out set (``tests/test_lexical_heldout41.py``): one function per pair id
that recomputes, from the stored cells of ``tests/data/lexical_heldout41_tables.json``, whether the pair's true claim
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
)

DATA = Path(__file__).parent / "data" / "lexical_heldout41_tables.json"

LF = "canada_women_labour_force_1946_1975"
CR = "canada_fertility_and_conviction_rates_1935_1968"
AN = "brain_and_body_weights_of_28_species"
PO = "salk_polio_vaccine_field_trials_1954"

FACTS: dict[str, Callable[[Rows], tuple[bool, bool]]] = {}

PART, MEN_WAGE, WOMEN_WAGE, DEBT, PART_TIME = ("women_in_labour_force_pct", "men_weekly_wage_1935_dollars",
                                               "women_weekly_wage_1935_dollars", "consumer_debt_per_capita_dollars",
                                               "part_time_workers_pct")
FERTILITY, DEGREES, F_CONV, F_THEFT, M_CONV, M_THEFT = ("fertility_per_1000_women", "women_degrees_per_10000",
                                                        "female_convictions_per_100000",
                                                        "female_theft_convictions_per_100000",
                                                        "male_convictions_per_100000", "male_theft_convictions_per_100000")
BODY, BRAIN = "body_weight_kg", "brain_weight_g"
CHILDREN, PARALYTIC, NON_PARALYTIC, FALSE_REPORTS = "children", "paralytic_cases", "non_paralytic_cases", "false_reports"
RANDOMIZED, OBSERVED = "randomized placebo-controlled", "observed control"


def fact(fn: Callable[[Rows], tuple[bool, bool]]) -> Callable[[Rows], tuple[bool, bool]]:
    FACTS[fn.__name__] = fn
    return fn


def rows_by_table() -> Rows:
    return heldout_pairs.rows_of(DATA)


def labour(rows: Rows, year: int, col: str) -> float:
    return keyed_number(rows, LF, str(year), col)


def labours(rows: Rows, col: str) -> dict[int, float]:
    return {int(k): v for k, v in keyed_column(rows, LF, col).items()}


def crime(rows: Rows, year: int, col: str) -> float:
    return keyed_number(rows, CR, str(year), col)


def crimes(rows: Rows, col: str) -> dict[int, float]:
    return {int(k): v for k, v in keyed_column(rows, CR, col).items()}


def animal(rows: Rows, species: str, col: str) -> float:
    return keyed_number(rows, AN, species, col)


def animals(rows: Rows, col: str) -> dict[str, float]:
    return keyed_column(rows, AN, col)


def brain_share(rows: Rows) -> dict[str, float]:
    """Species -> its brain weight as a share of its body weight (grams over grams)."""
    body, brain = animals(rows, BODY), animals(rows, BRAIN)
    return {s: brain[s] / (1000 * body[s]) for s in body}


def polio(rows: Rows, trial: str, group: str, col: str) -> float:
    return number(one_row(rows[PO], trial=trial, group=group)[col])


def polios(rows: Rows, col: str) -> dict[tuple[str, str], float]:
    """(trial, group) -> the number in ``col``, for all eight groups."""
    return {(r["trial"], r["group"]): number(r[col]) for r in rows[PO]}


def per_100k(rows: Rows, trial: str, group: str, col: str = PARALYTIC) -> float:
    """The cases in ``col`` per 100,000 children of the group."""
    return 1e5 * polio(rows, trial, group, col) / polio(rows, trial, group, CHILDREN)


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


def both_years(rows: Rows) -> list[int]:
    """The years that both the labour-force and the crime table cover, in order."""
    return sorted(set(labours(rows, PART)) & set(crimes(rows, FERTILITY)))


# wrong_entity


@fact
def we1(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda y: top_key(rows, LF, PART) == str(y) and labour(rows, y, PART) == 42.2, 1975, 1974)


@fact
def we2(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda y: top_key(rows, LF, MEN_WAGE) == str(y) and labour(rows, y, MEN_WAGE) == 48.06, 1974, 1975)


@fact
def we3(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda y: top_key(rows, CR, F_CONV) == str(y) and crime(rows, y, F_CONV) == 157.3, 1940, 1941)


@fact
def we4(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda y: top_key(rows, CR, M_CONV) == str(y) and crime(rows, y, M_CONV) == 1035.7, 1939, 1946)


@fact
def we5(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda s: top_key(rows, AN, BRAIN) == s and animal(rows, s, BRAIN) == 5712,
                         "African elephant", "Asian elephant")


@fact
def we6(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda s: top_key(rows, AN, BODY) == s and animal(rows, s, BODY) == 87000,
                         "Brachiosaurus", "Dipliodocus")


@fact
def we7(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda s: top_key(rows, AN, BODY, lowest=True) == s and animal(rows, s, BODY) == 0.023,
                         "Mouse", "Golden hamster")


@fact
def we8(rows: Rows) -> tuple[bool, bool]:
    cases = {g: x for (t, g), x in polios(rows, PARALYTIC).items() if t == RANDOMIZED}
    return both_fillings(lambda g: top(cases) == {g} and cases[g] == 121, "not inoculated", "placebo")


@fact
def we9(rows: Rows) -> tuple[bool, bool]:
    n = polios(rows, CHILDREN)
    return both_fillings(lambda key: top(n) == {key} and n[key] == 725173, (OBSERVED, "controls"), (OBSERVED, "vaccinated"))


@fact
def we10(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda y: top_key(rows, CR, DEGREES, lowest=True) == str(y) and crime(rows, y, DEGREES) == 11.1,
                         1944, 1942)


# superlative


@fact
def su1(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, LF, PART_TIME, lowest) == "1953" and labour(rows, 1953, PART_TIME) == 5.49,
                         True, False)


@fact
def su2(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, LF, DEBT, lowest) == "1946" and labour(rows, 1946, DEBT) == 18.18,
                         True, False)


@fact
def su3(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, CR, FERTILITY, lowest) == "1959" and crime(rows, 1959, FERTILITY) == 3935,
                         False, True)


@fact
def su4(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, CR, F_CONV, lowest) == "1956" and crime(rows, 1956, F_CONV) == 40.2,
                         True, False)


@fact
def su5(rows: Rows) -> tuple[bool, bool]:
    brain = animals(rows, BRAIN)
    return both_fillings(lambda k: brain["Human"] == 1320 and len(brain) == 28 and rank(brain, "Human") == k, 3, 2)


@fact
def su6(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top(brain_share(rows), lowest) == {"Rhesus monkey"}, False, True)


@fact
def su7(rows: Rows) -> tuple[bool, bool]:
    n = polios(rows, CHILDREN)
    key = (RANDOMIZED, "incomplete vaccinations")
    return both_fillings(lambda lowest: len(n) == 8 and top(n, lowest) == {key} and n[key] == 8484, True, False)


@fact
def su8(rows: Rows) -> tuple[bool, bool]:
    f = polios(rows, FALSE_REPORTS)
    key = (OBSERVED, "controls")
    return both_fillings(lambda lowest: top(f, lowest) == {key} and f[key] == 48, False, True)


@fact
def su9(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, LF, WOMEN_WAGE, lowest) == "1946" and labour(rows, 1946, WOMEN_WAGE) == 14.05,
                         True, False)


@fact
def su10(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, CR, M_THEFT, lowest) == "1954" and crime(rows, 1954, M_THEFT) == 166.8,
                         True, False)


# direction


@fact
def di1(rows: Rows) -> tuple[bool, bool]:
    a, b = labour(rows, 1946, PART), labour(rows, 1954, PART)
    return b < a, b > a


@fact
def di2(rows: Rows) -> tuple[bool, bool]:
    a, b = labour(rows, 1974, MEN_WAGE), labour(rows, 1975, MEN_WAGE)
    return b < a, b > a


@fact
def di3(rows: Rows) -> tuple[bool, bool]:
    a, b = labour(rows, 1969, DEBT), labour(rows, 1970, DEBT)
    slight = abs(b - a) < 1
    return slight and b < a, slight and b > a


@fact
def di4(rows: Rows) -> tuple[bool, bool]:
    c = [x for y, x in changes(crimes(rows, FERTILITY)).items() if 1961 <= y <= 1968]
    return len(c) == 8 and all(x < 0 for x in c), len(c) == 8 and all(x > 0 for x in c)


@fact
def di5(rows: Rows) -> tuple[bool, bool]:
    a, b = crime(rows, 1968, F_CONV), crime(rows, 1940, F_CONV)
    return a < b, a > b


@fact
def di6(rows: Rows) -> tuple[bool, bool]:
    a, b = crime(rows, 1963, M_THEFT), crime(rows, 1939, M_THEFT)
    return a > b, a < b


@fact
def di7(rows: Rows) -> tuple[bool, bool]:
    cow, donkey = animal(rows, "Cow", BRAIN), animal(rows, "Donkey", BRAIN)
    slight = abs(cow - donkey) < 10
    return slight and cow > donkey, slight and cow < donkey


@fact
def di8(rows: Rows) -> tuple[bool, bool]:
    quarter = about(animal(rows, "Chimpanzee", BODY) / animal(rows, "Gorilla", BODY), "0.25")
    a, b = animal(rows, "Chimpanzee", BRAIN), animal(rows, "Gorilla", BRAIN)
    return quarter and a > b, quarter and a < b


@fact
def di9(rows: Rows) -> tuple[bool, bool]:
    a, b = per_100k(rows, RANDOMIZED, "vaccinated"), per_100k(rows, RANDOMIZED, "placebo")
    return a < b, a > b


@fact
def di10(rows: Rows) -> tuple[bool, bool]:
    women = labour(rows, 1975, WOMEN_WAGE) / labour(rows, 1946, WOMEN_WAGE)
    men = labour(rows, 1975, MEN_WAGE) / labour(rows, 1946, MEN_WAGE)
    return women > men, women < men


# difference


@fact
def df1(rows: Rows) -> tuple[bool, bool]:
    gap = labour(rows, 1975, PART) - labour(rows, 1954, PART)
    return both_fillings(lambda w: about(gap, w), "18.6", "16.8")


@fact
def df2(rows: Rows) -> tuple[bool, bool]:
    gap = labour(rows, 1975, MEN_WAGE) - labour(rows, 1975, WOMEN_WAGE)
    return both_fillings(lambda w: about(gap, w), "16.79", "17.79")


@fact
def df3(rows: Rows) -> tuple[bool, bool]:
    ratio = labour(rows, 1975, DEBT) / labour(rows, 1946, DEBT)
    return both_fillings(lambda k: ratio > k, 12, 13)


@fact
def df4(rows: Rows) -> tuple[bool, bool]:
    a, b = crime(rows, 1944, DEGREES), crime(rows, 1968, DEGREES)
    return both_fillings(lambda w: a == 11.1 and b == 90.4 and about(b - a, w), "79.3", "79.8")


@fact
def df5(rows: Rows) -> tuple[bool, bool]:
    gap = crime(rows, 1968, M_CONV) - crime(rows, 1968, F_CONV)
    return both_fillings(lambda w: about(gap, w), "726.8", "762.8")


@fact
def df6(rows: Rows) -> tuple[bool, bool]:
    gap = crime(rows, 1959, FERTILITY) - crime(rows, 1968, FERTILITY)
    return gap == 1494, gap == 1394


@fact
def df7(rows: Rows) -> tuple[bool, bool]:
    gap = animal(rows, "African elephant", BRAIN) - animal(rows, "Asian elephant", BRAIN)
    return gap == 1109, gap == 1019


@fact
def df8(rows: Rows) -> tuple[bool, bool]:
    ratio = animal(rows, "Human", BRAIN) / animal(rows, "Gorilla", BRAIN)
    return both_fillings(lambda k: ratio > k, 3, 4)


@fact
def df9(rows: Rows) -> tuple[bool, bool]:
    gap = polio(rows, RANDOMIZED, "placebo", PARALYTIC) - polio(rows, RANDOMIZED, "vaccinated", PARALYTIC)
    return gap == 82, gap == 72


@fact
def df10(rows: Rows) -> tuple[bool, bool]:
    gap = polio(rows, RANDOMIZED, "placebo", CHILDREN) - polio(rows, RANDOMIZED, "vaccinated", CHILDREN)
    return gap == 484, gap == 448


# joined


@fact
def jo1(rows: Rows) -> tuple[bool, bool]:
    year = int(top_key(rows, LF, PART, lowest=True))
    return both_fillings(lambda w: crime(rows, year, F_CONV) == w, 49.0, 47.9)


@fact
def jo2(rows: Rows) -> tuple[bool, bool]:
    year = int(top_key(rows, CR, F_CONV, lowest=True))
    return both_fillings(lambda w: labour(rows, year, WOMEN_WAGE) == w, 18.33, 17.64)


@fact
def jo3(rows: Rows) -> tuple[bool, bool]:
    year = int(top_key(rows, CR, FERTILITY))
    return both_fillings(lambda w: labour(rows, year, PART) == w, 26.9, 27.9)


@fact
def jo4(rows: Rows) -> tuple[bool, bool]:
    year = int(top_key(rows, LF, PART_TIME, lowest=True))
    degrees = crimes(rows, DEGREES)
    spike = degrees[year] > degrees[year - 1] and degrees[year] > degrees[year + 1]
    return both_fillings(lambda w: spike and degrees[year] == w, 36.6, 19.5)


@fact
def jo5(rows: Rows) -> tuple[bool, bool]:
    year = min(y for y, x in labours(rows, MEN_WAGE).items() if x > 30)
    return both_fillings(lambda w: crime(rows, year, M_CONV) == w, 663.8, 633.7)


@fact
def jo6(rows: Rows) -> tuple[bool, bool]:
    year = min(y for y, x in labours(rows, DEBT).items() if x > 100)
    return both_fillings(lambda n: crime(rows, year, FERTILITY) == n, 3669, 3756)


@fact
def jo7(rows: Rows) -> tuple[bool, bool]:
    year = both_years(rows)[0]
    return both_fillings(lambda w: labour(rows, year, MEN_WAGE) == w, 25.35, 26.14)


@fact
def jo8(rows: Rows) -> tuple[bool, bool]:
    year = int(top_key(rows, CR, F_THEFT, lowest=True))
    return both_fillings(lambda w: labour(rows, year, PART_TIME) == w, 6.25, 6.32)


@fact
def jo9(rows: Rows) -> tuple[bool, bool]:
    year = int(top_key(rows, CR, DEGREES))
    return both_fillings(lambda w: labour(rows, year, PART) == w, 35.1, 34.5)


@fact
def jo10(rows: Rows) -> tuple[bool, bool]:
    year = int(top_key(rows, CR, M_THEFT))
    return both_fillings(lambda w: labour(rows, year, PART) == w, 29.8, 29.9)


# negation


@fact
def ne1(rows: Rows) -> tuple[bool, bool]:
    p = labours(rows, PART).values()
    return both_fillings(lambda floor: not any(x < floor for x in p), 23.5, 24)


@fact
def ne2(rows: Rows) -> tuple[bool, bool]:
    w = labours(rows, WOMEN_WAGE)
    return both_fillings(lambda after: not any(x < 20 for y, x in w.items() if y > after), 1964, 1962)


@fact
def ne3(rows: Rows) -> tuple[bool, bool]:
    c = changes(labours(rows, MEN_WAGE))
    return both_fillings(lambda last: not any(x < 0 for y, x in c.items() if 1963 <= y <= last), 1969, 1970)


@fact
def ne4(rows: Rows) -> tuple[bool, bool]:
    f = crimes(rows, F_CONV).values()
    return both_fillings(lambda cap: not any(x > cap for x in f), 160, 150)


@fact
def ne5(rows: Rows) -> tuple[bool, bool]:
    d = crimes(rows, DEGREES)
    return both_fillings(lambda floor: not any(x < floor for y, x in d.items() if y > 1953), 17, 18)


@fact
def ne6(rows: Rows) -> tuple[bool, bool]:
    m = crimes(rows, M_CONV)
    return both_fillings(lambda since: not any(x > 850 for y, x in m.items() if y >= since), 1949, 1946)


@fact
def ne7(rows: Rows) -> tuple[bool, bool]:
    b = animals(rows, BRAIN).values()
    return both_fillings(lambda kg: not any(x > kg * 1000 for x in b), 6, 5)


@fact
def ne8(rows: Rows) -> tuple[bool, bool]:
    body, brain = animals(rows, BODY), animals(rows, BRAIN)
    small = [brain[s] for s in body if body[s] < 1]
    return both_fillings(lambda cap: len(small) == 4 and not any(x > cap for x in small), 3, 2)


@fact
def ne9(rows: Rows) -> tuple[bool, bool]:
    n = polios(rows, NON_PARALYTIC).values()
    return both_fillings(lambda cap: not any(x > cap for x in n), 61, 60)


@fact
def ne10(rows: Rows) -> tuple[bool, bool]:
    incomplete = [r for r in rows[PO] if r["group"] == "incomplete vaccinations"]
    return both_fillings(lambda col: len(incomplete) == 2 and not any(number(r[col]) > 0 for r in incomplete),
                         FALSE_REPORTS, NON_PARALYTIC)


# percent_vs_count


@fact
def pc1(rows: Rows) -> tuple[bool, bool]:
    pct = share(polio(rows, RANDOMIZED, "vaccinated", PARALYTIC), polio(rows, RANDOMIZED, "vaccinated", CHILDREN))
    return both_fillings(lambda w: about(pct, w), "0.016", "0.16")


@fact
def pc2(rows: Rows) -> tuple[bool, bool]:
    cut = 100 * (1 - per_100k(rows, RANDOMIZED, "vaccinated") / per_100k(rows, RANDOMIZED, "placebo"))
    return both_fillings(lambda w: about(cut, w), "71", "29")


@fact
def pc3(rows: Rows) -> tuple[bool, bool]:
    n = {g: x for (t, g), x in polios(rows, CHILDREN).items() if t == OBSERVED}
    return both_fillings(lambda w: about(share(n["controls"], sum(n.values())), w), "67", "76")


@fact
def pc4(rows: Rows) -> tuple[bool, bool]:
    para, non = polio(rows, RANDOMIZED, "placebo", PARALYTIC), polio(rows, RANDOMIZED, "placebo", NON_PARALYTIC)
    return both_fillings(lambda w: about(share(para, para + non), w), "81", "27")


@fact
def pc5(rows: Rows) -> tuple[bool, bool]:
    a, b = labour(rows, 1946, PART), labour(rows, 1975, PART)
    return both_fillings(lambda w: a == 25.3 and b == 42.2 and about(share(b - a, a), w), "67", "17")


@fact
def pc6(rows: Rows) -> tuple[bool, bool]:
    a, b = labour(rows, 1946, WOMEN_WAGE), labour(rows, 1975, WOMEN_WAGE)
    return both_fillings(lambda w: b > 2 * a and about(share(b - a, a), w), "109", "209")


@fact
def pc7(rows: Rows) -> tuple[bool, bool]:
    pct = share(labour(rows, 1946, WOMEN_WAGE), labour(rows, 1946, MEN_WAGE))
    return both_fillings(lambda w: about(pct, w), "55", "45")


@fact
def pc8(rows: Rows) -> tuple[bool, bool]:
    a, b = crime(rows, 1939, M_CONV), crime(rows, 1956, M_CONV)
    return both_fillings(lambda w: about(share(a - b, a), w), "39", "61")


@fact
def pc9(rows: Rows) -> tuple[bool, bool]:
    t = crimes(rows, F_THEFT)
    n = sum(x > 50 for x in t.values())
    return both_fillings(lambda w: n == 4 and len(t) == 34 and about(share(n, len(t)), w), "12", "4")


@fact
def pc10(rows: Rows) -> tuple[bool, bool]:
    body = animals(rows, BODY)
    n = sum(x > 500 for x in body.values())
    return both_fillings(lambda pct: n == 7 and len(body) == 28 and share(n, len(body)) == pct, 25, 7)


# words


@fact
def wo1(rows: Rows) -> tuple[bool, bool]:
    n = sum(x < 1 for x in animals(rows, BODY).values())
    return n == 4, n == 5


@fact
def wo2(rows: Rows) -> tuple[bool, bool]:
    n = sum(x > 2000 for x in animals(rows, BRAIN).values())
    return n == 2, n == 3


@fact
def wo3(rows: Rows) -> tuple[bool, bool]:
    n = sum(x < 2 for x in animals(rows, BRAIN).values())
    return n == 3, n == 2


@fact
def wo4(rows: Rows) -> tuple[bool, bool]:
    n = sum(x > 40 for x in labours(rows, PART).values())
    return n == 3, n == 2


@fact
def wo5(rows: Rows) -> tuple[bool, bool]:
    n = sum(x < 0 for y, x in changes(labours(rows, MEN_WAGE)).items() if 1947 <= y <= 1975)
    return n == 7, n == 6


@fact
def wo6(rows: Rows) -> tuple[bool, bool]:
    n = sum(x > 100 for x in crimes(rows, F_CONV).values())
    return n == 11, n == 10


@fact
def wo7(rows: Rows) -> tuple[bool, bool]:
    n = sum(x > 1000 for x in crimes(rows, M_CONV).values())
    return n == 1, n == 2


@fact
def wo8(rows: Rows) -> tuple[bool, bool]:
    n = sum(x > 3800 for x in crimes(rows, FERTILITY).values())
    return n == 8, n == 7


@fact
def wo9(rows: Rows) -> tuple[bool, bool]:
    n = sum(x == 0 for x in polios(rows, FALSE_REPORTS).values())
    return n == 2, n == 3


@fact
def wo10(rows: Rows) -> tuple[bool, bool]:
    n = sum(x > 100 for x in polios(rows, PARALYTIC).values())
    return n == 3, n == 4


# units_dates


@fact
def ud1(rows: Rows) -> tuple[bool, bool]:
    kg = animal(rows, "Brachiosaurus", BODY)
    return about(kg / 1000, "87"), about(kg, "87")


@fact
def ud2(rows: Rows) -> tuple[bool, bool]:
    g = animal(rows, "African elephant", BRAIN)
    return about(g / 1000, "5.7"), about(g, "5.7")


@fact
def ud3(rows: Rows) -> tuple[bool, bool]:
    kg = animal(rows, "Mouse", BODY)
    return about(kg * 1000, "23"), about(kg, "23")


@fact
def ud4(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda base: f"{base}_dollars" in MEN_WAGE and labour(rows, 1974, MEN_WAGE) == 48.06, 1935, 1975)


@fact
def ud5(rows: Rows) -> tuple[bool, bool]:
    a, b = labour(rows, 1946, DEBT), labour(rows, 1975, DEBT)
    return both_fillings(lambda years: a == 18.18 and b == 224.34 and 1975 - 1946 == years, 29, 39)


@fact
def ud6(rows: Rows) -> tuple[bool, bool]:
    rate = crime(rows, 1968, DEGREES)  # per 10,000
    return both_fillings(lambda w: rate == 90.4 and about(rate / 100, w), "0.9", "9")


@fact
def ud7(rows: Rows) -> tuple[bool, bool]:
    rate = crime(rows, 1939, M_CONV)  # per 100,000
    return both_fillings(lambda per: rate == 1035.7 and about(rate * per / 100000, "1"), 100, 1000)


@fact
def ud8(rows: Rows) -> tuple[bool, bool]:
    per_child = polio(rows, RANDOMIZED, "placebo", PARALYTIC) / polio(rows, RANDOMIZED, "placebo", CHILDREN)
    return both_fillings(lambda per: about(per_child * per, "57"), 100000, 10000)


@fact
def ud9(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda span: span[0] - 1960 == span[1] and crime(rows, span[0], DEGREES) > 2 * crime(rows, 1960, DEGREES),
                         (1965, 5), (1964, 4))


@fact
def ud10(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda k: 1.9 <= labour(rows, 1953 + k, PART_TIME) / labour(rows, 1953, PART_TIME) < 2, 10, 5)
