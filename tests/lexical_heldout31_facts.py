"""The label checks of the thirty-first held-out set (``tests/test_lexical_heldout31.py``): one function per pair id
that recomputes, from the stored cells of ``tests/data/lexical_heldout31_tables.json``, whether the pair's true claim
holds and whether its false twin holds (``(True, False)`` when the labels are right)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from datetime import date
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
    top_key,
    top_keys,
)

DATA = Path(__file__).parent / "data" / "lexical_heldout31_tables.json"

SE = "drag_race_seasons"
QU = "drag_race_queens_2012_2014"
RE = "drag_race_records_2012_2014"
SW = "star_wars_characters"
OC = "us_occupations_1950"

FACTS: dict[str, Callable[[Rows], tuple[bool, bool]]] = {}

CM_PER_INCH = 2.54
KG_PER_POUND = 0.45359237


def fact(fn: Callable[[Rows], tuple[bool, bool]]) -> Callable[[Rows], tuple[bool, bool]]:
    FACTS[fn.__name__] = fn
    return fn


def rows_by_table() -> Rows:
    return heldout_pairs.rows_of(DATA)


def season(rows: Rows, n: int, col: str) -> str:
    return keyed_cell(rows, SE, str(n), col)


def day(text: str) -> date:
    return date.fromisoformat(text)


def run_days(rows: Rows, n: int) -> int:
    return (day(season(rows, n, "finale")) - day(season(rows, n, "premiere"))).days


def queen(rows: Rows, name: str, col: str) -> str:
    return keyed_cell(rows, QU, name, col)


def record(rows: Rows, name: str, col: str) -> float:
    return keyed_number(rows, RE, name, col)


def queens_of(rows: Rows, **eq: str) -> list[str]:
    return [r["queen"] for r in rows[QU] if all(r[k] == v for k, v in eq.items())]


def char(rows: Rows, name: str, col: str) -> float:
    return keyed_number(rows, SW, name, col)


def job(rows: Rows, name: str, col: str) -> float:
    return keyed_number(rows, OC, name, col)


def rank(values: dict[str, float], key: str, lowest: bool = False) -> int:
    """1 + the number of keys strictly ahead of ``key`` (highest first, or lowest first)."""
    x = values[key]
    return 1 + sum((v < x) if lowest else (v > x) for v in values.values())


def share(part: float, whole: float) -> float:
    return 100 * part / whole


# wrong_entity


@fact
def we1(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda w: season(rows, 5, "winner") == w and season(rows, 5, "miss_congeniality") == "Ivy Winters",
                         "Jinkx Monsoon", "Alaska")


@fact
def we2(rows: Rows) -> tuple[bool, bool]:
    biggest = top_key(rows, SE, "queens")
    return both_fillings(lambda w: biggest == "11" and season(rows, 11, "queens") == "15" and season(rows, 11, "winner") == w,
                         "Yvie Oddly", "Aquaria")


@fact
def we3(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda q: top_key(rows, QU, "age") == q and queen(rows, q, "age") == "41", "Darienne Lake", "Chad Michaels")


@fact
def we4(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda q: top_key(rows, RE, "times_high") == q and record(rows, q, "times_high") == 7,
                         "Jinkx Monsoon", "Roxxxy Andrews")


@fact
def we5(rows: Rows) -> tuple[bool, bool]:
    most = top_keys(rows, RE, "times_bottom")
    return both_fillings(lambda pair: most == pair and all(record(rows, q, "times_bottom") == 4 for q in pair),
                         {"Coco Montrese", "Darienne Lake"}, {"Coco Montrese", "Detox"})


@fact
def we6(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda c: top_key(rows, SW, "height_cm") == c and char(rows, c, "height_cm") == 228, "Chewbacca", "Darth Vader")


@fact
def we7(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda c: top_key(rows, SW, "birth_year_bby") == c and char(rows, c, "birth_year_bby") == 896,
                         "Yoda", "Jabba Desilijic Tiure")


@fact
def we8(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda o: top_key(rows, OC, "prestige_good_or_better_pct") == o
                         and job(rows, o, "prestige_good_or_better_pct") == 97, "physician", "banker")


@fact
def we9(rows: Rows) -> tuple[bool, bool]:
    full = [o for o, x in keyed_column(rows, OC, "hs_graduates_pct").items() if x == 100]
    return both_fillings(lambda o: full == [o], "dentist", "lawyer")


@fact
def we10(rows: Rows) -> tuple[bool, bool]:
    ages = {q: number(queen(rows, q, "age")) for q in queens_of(rows, season="6")}
    youngest = [q for q, a in ages.items() if a == min(ages.values())]
    return both_fillings(lambda q: youngest == [q] and ages[q] == 22, "Trinity K. Bonet", "Adore Delano")


# superlative


@fact
def su1(rows: Rows) -> tuple[bool, bool]:
    most = top_keys(rows, SE, "episodes")
    return both_fillings(lambda keys: most == keys and season(rows, 13, "episodes") == "16", {"3", "13", "14"}, {"13"})


@fact
def su2(rows: Rows) -> tuple[bool, bool]:
    def fewest_ten(first: int) -> bool:
        eps = {r["season"]: number(r["episodes"]) for r in rows[SE] if int(r["season"]) >= first}
        low = min(eps.values())
        return low == 10 and [s for s, x in eps.items() if x == low] == ["8"]

    return both_fillings(fewest_ten, 2, 1)


@fact
def su3(rows: Rows) -> tuple[bool, bool]:
    counts = Counter(r["home_state"] for r in rows[QU])
    values = sorted(set(counts.values()), reverse=True)
    second = {s for s, n in counts.items() if n == values[1]}
    return both_fillings(lambda states: values[1] == 6 and second == states, {"Florida", "New York"}, {"Florida"})


@fact
def su4(rows: Rows) -> tuple[bool, bool]:
    most = top_keys(rows, RE, "challenge_wins")
    return both_fillings(lambda keys: most == keys and record(rows, "Sharon Needles", "challenge_wins") == 5,
                         {"Sharon Needles", "Bianca Del Rio"}, {"Sharon Needles"})


@fact
def su5(rows: Rows) -> tuple[bool, bool]:
    def tops(season_no: str | None) -> bool:
        wins = {r["queen"]: number(r["challenge_wins"]) for r in rows[RE] if season_no is None or r["season"] == season_no}
        best = max(wins.values())
        return wins.get("Jinkx Monsoon") == 3 and [q for q, x in wins.items() if x == best] == ["Jinkx Monsoon"]

    return both_fillings(tops, "5", None)


@fact
def su6(rows: Rows) -> tuple[bool, bool]:
    mass = keyed_column(rows, SW, "mass_kg")
    return both_fillings(lambda k: mass["Jabba Desilijic Tiure"] == 1358 and rank(mass, "Jabba Desilijic Tiure") == k, 1, 2)


@fact
def su7(rows: Rows) -> tuple[bool, bool]:
    def tallest(sex: str | None) -> bool:
        h = {r["character"]: number(r["height_cm"]) for r in rows[SW] if sex is None or r["sex"] == sex}
        return max(h, key=h.__getitem__) == "Padmé Amidala" and h["Padmé Amidala"] == 185 and (sex is None or len(h) == 6)

    return both_fillings(tallest, "female", None)


@fact
def su8(rows: Rows) -> tuple[bool, bool]:
    shortest = top_key(rows, SW, "height_cm", lowest=True) == "Yoda"
    return both_fillings(lambda lowest: shortest and top_key(rows, SW, "mass_kg", lowest) == "Yoda", True, False)


@fact
def su9(rows: Rows) -> tuple[bool, bool]:
    prestige = keyed_column(rows, OC, "prestige_good_or_better_pct")
    return both_fillings(lambda k: len(prestige) == 45 and prestige["shoe shiner"] == 3
                         and rank(prestige, "shoe shiner", lowest=True) == k, 1, 2)


@fact
def su10(rows: Rows) -> tuple[bool, bool]:
    income = keyed_column(rows, OC, "income_3500_plus_pct")
    return both_fillings(lambda k: income["railroad engineer"] == 81 and rank(income, "railroad engineer") == k, 1, 2)


# direction


@fact
def di1(rows: Rows) -> tuple[bool, bool]:
    s12, s11 = number(season(rows, 12, "queens")), number(season(rows, 11, "queens"))
    return s12 < s11, s12 > s11


@fact
def di2(rows: Rows) -> tuple[bool, bool]:
    s13, s12 = run_days(rows, 13), run_days(rows, 12)
    return s13 > s12, s13 < s12


@fact
def di3(rows: Rows) -> tuple[bool, bool]:
    same = queen(rows, "Chad Michaels", "season") == queen(rows, "Latrice Royale", "season") == "4"
    chad, latrice = number(queen(rows, "Chad Michaels", "age")), number(queen(rows, "Latrice Royale", "age"))
    return same and chad > latrice, same and chad < latrice


@fact
def di4(rows: Rows) -> tuple[bool, bool]:
    same = queen(rows, "Jinkx Monsoon", "season") == queen(rows, "Alaska", "season") == "5"
    jinkx, alaska = day(queen(rows, "Jinkx Monsoon", "date_of_birth")), day(queen(rows, "Alaska", "date_of_birth"))
    return same and jinkx > alaska, same and jinkx < alaska


@fact
def di5(rows: Rows) -> tuple[bool, bool]:
    both_second = record(rows, "Adore Delano", "placement") == record(rows, "Courtney Act", "placement") == 2
    adore, courtney = record(rows, "Adore Delano", "challenge_wins"), record(rows, "Courtney Act", "challenge_wins")
    return both_second and adore > courtney, both_second and adore < courtney


@fact
def di6(rows: Rows) -> tuple[bool, bool]:
    latrice, willam = record(rows, "Latrice Royale", "episodes_competed"), record(rows, "Willam", "episodes_competed")
    return latrice > willam, latrice < willam


@fact
def di7(rows: Rows) -> tuple[bool, bool]:
    vader, owen = char(rows, "Darth Vader", "mass_kg"), char(rows, "Owen Lars", "mass_kg")
    return vader > owen, vader < owen


@fact
def di8(rows: Rows) -> tuple[bool, bool]:
    leia, beru = char(rows, "Leia Organa", "height_cm"), char(rows, "Beru Whitesun Lars", "height_cm")
    return leia < beru, leia > beru


@fact
def di9(rows: Rows) -> tuple[bool, bool]:
    poorer = job(rows, "minister", "income_3500_plus_pct") < job(rows, "accountant", "income_3500_plus_pct")
    minister, accountant = job(rows, "minister", "prestige_good_or_better_pct"), job(rows, "accountant", "prestige_good_or_better_pct")
    return poorer and minister > accountant, poorer and minister < accountant


@fact
def di10(rows: Rows) -> tuple[bool, bool]:
    conductor, reporter = job(rows, "conductor", "income_3500_plus_pct"), job(rows, "reporter", "income_3500_plus_pct")
    return conductor > reporter, conductor < reporter


# difference


@fact
def df1(rows: Rows) -> tuple[bool, bool]:
    gap = run_days(rows, 13) - run_days(rows, 12)
    return both_fillings(lambda weeks: gap == 7 * weeks, 3, 2)


@fact
def df2(rows: Rows) -> tuple[bool, bool]:
    gap = number(season(rows, 11, "queens")) - number(season(rows, 1, "queens"))
    return gap == 6, gap == 5


@fact
def df3(rows: Rows) -> tuple[bool, bool]:
    gap = number(queen(rows, "Darienne Lake", "age")) - number(queen(rows, "Trinity K. Bonet", "age"))
    return gap == 19, gap == 21


@fact
def df4(rows: Rows) -> tuple[bool, bool]:
    ratio = record(rows, "Sharon Needles", "challenge_wins") / record(rows, "Chad Michaels", "challenge_wins")
    return ratio == 2.5, ratio == 3


@fact
def df5(rows: Rows) -> tuple[bool, bool]:
    def total(s: str) -> float:
        return sum(number(r["challenge_wins"]) for r in rows[RE] if r["season"] == s)

    return both_fillings(lambda k: total("6") == 16 and total("6") - total("5") == k, 4, 6)


@fact
def df6(rows: Rows) -> tuple[bool, bool]:
    gap = char(rows, "Chewbacca", "height_cm") - char(rows, "Yoda", "height_cm")
    return gap == 162, gap == 152


@fact
def df7(rows: Rows) -> tuple[bool, bool]:
    ratio = char(rows, "Jabba Desilijic Tiure", "mass_kg") / char(rows, "Darth Vader", "mass_kg")
    return both_fillings(lambda w: about(ratio, w), "10", "12")


@fact
def df8(rows: Rows) -> tuple[bool, bool]:
    gap = job(rows, "physician", "prestige_good_or_better_pct") - job(rows, "shoe shiner", "prestige_good_or_better_pct")
    return gap == 94, gap == 84


@fact
def df9(rows: Rows) -> tuple[bool, bool]:
    def mean(kind: str) -> float:
        xs = [number(r["prestige_good_or_better_pct"]) for r in rows[OC] if r["type"] == kind]
        return sum(xs) / len(xs)

    gap = mean("professional") - mean("blue-collar")
    return both_fillings(lambda w: about(gap, w), "58", "48")


@fact
def df10(rows: Rows) -> tuple[bool, bool]:
    gap = job(rows, "lawyer", "hs_graduates_pct") - job(rows, "railroad engineer", "hs_graduates_pct")
    return gap == 70, gap == 60


# joined


@fact
def jo1(rows: Rows) -> tuple[bool, bool]:
    home = queen(rows, season(rows, 5, "winner"), "hometown")
    return both_fillings(lambda town: home == town, "Seattle", "Pittsburgh")


@fact
def jo2(rows: Rows) -> tuple[bool, bool]:
    (s,) = [r for r in rows[SE] if r["premiere"] == "2014-02-24"]
    age = number(queen(rows, s["winner"], "age"))
    return both_fillings(lambda a: age == a, 36, 31)


@fact
def jo3(rows: Rows) -> tuple[bool, bool]:
    bottoms = record(rows, season(rows, 4, "miss_congeniality"), "times_bottom")
    return both_fillings(lambda k: bottoms == k, 3, 2)


@fact
def jo4(rows: Rows) -> tuple[bool, bool]:
    wins = sum(record(rows, season(rows, n, "winner"), "challenge_wins") for n in (4, 5, 6))
    return both_fillings(lambda k: wins == k, 13, 15)


@fact
def jo5(rows: Rows) -> tuple[bool, bool]:
    ages = {q: number(queen(rows, q, "age")) for q in queens_of(rows, season="6")}
    oldest = max(ages, key=ages.__getitem__)
    assert sum(a == ages[oldest] for a in ages.values()) == 1
    return both_fillings(lambda k: record(rows, oldest, "placement") == k, 4, 2)


@fact
def jo6(rows: Rows) -> tuple[bool, bool]:
    chicago = queens_of(rows, hometown="Chicago")
    winners = [q for q in chicago if record(rows, q, "challenge_wins") > 0]
    return both_fillings(lambda names: len(chicago) == 4 and winners == names, ["Phi Phi O'Hara"], [])


@fact
def jo7(rows: Rows) -> tuple[bool, bool]:
    pr = queens_of(rows, home_state="Puerto Rico")
    wins = sum(record(rows, q, "challenge_wins") for q in pr)
    return both_fillings(lambda k: len(pr) == 4 and wins == k, 2, 1)


@fact
def jo8(rows: Rows) -> tuple[bool, bool]:
    second = [r["queen"] for r in rows[RE] if r["placement"] == "2"]
    ages = {q: number(queen(rows, q, "age")) for q in second}
    youngest = min(ages, key=ages.__getitem__)
    return both_fillings(lambda qa: len(second) == 6 and youngest == qa[0] and ages[youngest] == qa[1],
                         ("Adore Delano", 23), ("Phi Phi O'Hara", 25))


@fact
def jo9(rows: Rows) -> tuple[bool, bool]:
    alaska = queen(rows, "Alaska", "hometown")
    return both_fillings(lambda n: alaska == "Pittsburgh" and queen(rows, season(rows, n, "winner"), "hometown") == alaska, 4, 5)


@fact
def jo10(rows: Rows) -> tuple[bool, bool]:
    wins = record(rows, season(rows, 6, "miss_congeniality"), "challenge_wins")
    return both_fillings(lambda k: wins == k, 2, 4)


# negation


@fact
def ne1(rows: Rows) -> tuple[bool, bool]:
    queens = keyed_column(rows, SE, "queens").values()
    return both_fillings(lambda floor: not any(n < floor for n in queens), 9, 12)


@fact
def ne2(rows: Rows) -> tuple[bool, bool]:
    later = [number(r["episodes"]) for r in rows[SE] if int(r["season"]) > 1]
    return both_fillings(lambda floor: not any(n < floor for n in later), 10, 12)


@fact
def ne3(rows: Rows) -> tuple[bool, bool]:
    ages = keyed_column(rows, QU, "age").values()
    return both_fillings(lambda cap: len(rows[QU]) == 41 and not any(a > cap for a in ages), 41, 39)


@fact
def ne4(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda q: record(rows, q, "times_bottom") == 0, "Bianca Del Rio", "Sharon Needles")


@fact
def ne5(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda pair: all(record(rows, q, "times_low") == 0 for q in pair),
                         ("Jinkx Monsoon", "Bianca Del Rio"), ("Jinkx Monsoon", "Sharon Needles"))


@fact
def ne6(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda pair: all(record(rows, q, "episodes_competed") == 1 for q in pair),
                         ("Kelly Mantle", "Magnolia Crawford"), ("Kelly Mantle", "Vivacious"))


@fact
def ne7(rows: Rows) -> tuple[bool, bool]:
    c3po = keyed_cell(rows, SW, "C-3PO", "homeworld")
    return both_fillings(lambda c: keyed_cell(rows, SW, c, "homeworld") != c3po, "R2-D2", "Owen Lars")


@fact
def ne8(rows: Rows) -> tuple[bool, bool]:
    masses = [number(r["mass_kg"]) for r in rows[SW] if r["sex"] == "female"]
    return both_fillings(lambda cap: not any(m > cap for m in masses), 75, 60)


@fact
def ne9(rows: Rows) -> tuple[bool, bool]:
    prestige = [number(r["prestige_good_or_better_pct"]) for r in rows[OC] if r["type"] == "blue-collar"]
    return both_fillings(lambda cap: not any(p > cap for p in prestige), 67, 60)


@fact
def ne10(rows: Rows) -> tuple[bool, bool]:
    grads = [number(r["hs_graduates_pct"]) for r in rows[OC] if r["type"] == "professional"]
    return both_fillings(lambda floor: not any(g < floor for g in grads), 40, 50)


# percent_vs_count


@fact
def pc1(rows: Rows) -> tuple[bool, bool]:
    sixteen = sum(r["episodes"] == "16" for r in rows[SE])
    pct = share(sixteen, len(rows[SE]))
    return both_fillings(lambda w: sixteen == 3 and len(rows[SE]) == 14 and about(pct, w), "21", "3")


@fact
def pc2(rows: Rows) -> tuple[bool, bool]:
    ca = len(queens_of(rows, home_state="California"))
    pct = share(ca, len(rows[QU]))
    return ca == 8 and about(pct, "20"), about(pct, "8")


@fact
def pc3(rows: Rows) -> tuple[bool, bool]:
    pr = len(queens_of(rows, home_state="Puerto Rico"))
    pct = share(pr, len(rows[QU]))
    return both_fillings(lambda frac: pr == 4 and abs(pct - 100 * frac) < 2.5, 1 / 10, 1 / 4)


@fact
def pc4(rows: Rows) -> tuple[bool, bool]:
    none = sum(r["challenge_wins"] == "0" for r in rows[RE])
    pct = share(none, len(rows[RE]))
    counts = none == 21 and len(rows[RE]) == 41
    return counts and 50 < pct < 55, counts and 45 < pct < 50


@fact
def pc5(rows: Rows) -> tuple[bool, bool]:
    never = sum(r["times_bottom"] == "0" for r in rows[RE])
    pct = share(never, len(rows[RE]))
    return both_fillings(lambda w: never == 3 and about(pct, w), "7", "3")


@fact
def pc6(rows: Rows) -> tuple[bool, bool]:
    humans = sum(r["species"] == "Human" for r in rows[SW])
    pct = share(humans, len(rows[SW]))
    return humans == 19 and len(rows[SW]) == 36 and 50 < pct < 55, about(pct, "19")


@fact
def pc7(rows: Rows) -> tuple[bool, bool]:
    female = sum(r["sex"] == "female" for r in rows[SW])
    return both_fillings(lambda k: female * k == len(rows[SW]), 6, 4)


@fact
def pc8(rows: Rows) -> tuple[bool, bool]:
    high = sum(number(r["prestige_good_or_better_pct"]) >= 80 for r in rows[OC])
    pct = share(high, len(rows[OC]))
    return both_fillings(lambda w: high == 12 and len(rows[OC]) == 45 and about(pct, w), "27", "12")


@fact
def pc9(rows: Rows) -> tuple[bool, bool]:
    blue = sum(r["type"] == "blue-collar" for r in rows[OC])
    pct = share(blue, len(rows[OC]))
    return blue == 21 and 45 < pct < 50, about(pct, "21")


@fact
def pc10(rows: Rows) -> tuple[bool, bool]:
    half = sum(number(r["income_3500_plus_pct"]) >= 50 for r in rows[OC])
    pct = share(half, len(rows[OC]))
    return both_fillings(lambda w: half == 17 and about(pct, w), "38", "17")


# words


@fact
def wo1(rows: Rows) -> tuple[bool, bool]:
    eps = number(season(rows, 1, "episodes"))
    return eps == 9, eps == 11


@fact
def wo2(rows: Rows) -> tuple[bool, bool]:
    n = number(season(rows, 11, "queens"))
    return n == 15, n == 16


@fact
def wo3(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda s: season(rows, s, "queens") == "12", 8, 9)


@fact
def wo4(rows: Rows) -> tuple[bool, bool]:
    n = len(queens_of(rows, hometown="Chicago"))
    return n == 4, n == 5


@fact
def wo5(rows: Rows) -> tuple[bool, bool]:
    n = len(queens_of(rows, hometown="Seattle"))
    return n == 3, n == 2


@fact
def wo6(rows: Rows) -> tuple[bool, bool]:
    n = record(rows, "Jinkx Monsoon", "times_high")
    return n == 7, n == 9


@fact
def wo7(rows: Rows) -> tuple[bool, bool]:
    n = sum(r["placement"] == "2" for r in rows[RE])
    return n == 6, n == 9


@fact
def wo8(rows: Rows) -> tuple[bool, bool]:
    n = sum(r["homeworld"] == "Tatooine" for r in rows[SW])
    return n == 7, n == 9


@fact
def wo9(rows: Rows) -> tuple[bool, bool]:
    born = char(rows, "Chewbacca", "birth_year_bby")
    return born == 200, born == 300


@fact
def wo10(rows: Rows) -> tuple[bool, bool]:
    grads = job(rows, "dentist", "hs_graduates_pct")
    return grads == 100, grads == 90


# units_dates


@fact
def ud1(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda d: day(season(rows, 4, "premiere")) == d, date(2012, 1, 30), date(2013, 1, 30))


@fact
def ud2(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda d: day(season(rows, 9, "finale")) == d, date(2017, 6, 23), date(2017, 6, 28))


@fact
def ud3(rows: Rows) -> tuple[bool, bool]:
    finale = day(season(rows, 1, "finale")) == date(2009, 3, 23)
    return both_fillings(lambda weeks: finale and run_days(rows, 1) == 7 * weeks, 7, 8)


@fact
def ud4(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda d: day(queen(rows, "Milk", "date_of_birth")) == d, date(1987, 6, 23), date(1987, 7, 23))


@fact
def ud5(rows: Rows) -> tuple[bool, bool]:
    born = {q: day(queen(rows, q, "date_of_birth")) for q in queens_of(rows, season="6")}
    earliest = min(born, key=born.__getitem__) == "Darienne Lake"
    d = born["Darienne Lake"]
    return both_fillings(lambda y: earliest and (d.year, d.month) == (y, 11), 1971, 1972)


@fact
def ud6(rows: Rows) -> tuple[bool, bool]:
    inches = char(rows, "Chewbacca", "height_cm") / CM_PER_INCH
    return both_fillings(lambda ft: abs(inches - (12 * ft + 6)) <= 0.5, 7, 6)


@fact
def ud7(rows: Rows) -> tuple[bool, bool]:
    tonnes = char(rows, "Jabba Desilijic Tiure", "mass_kg") / 1000
    return both_fillings(lambda w: about(tonnes, w), "1.36", "13.6")


@fact
def ud8(rows: Rows) -> tuple[bool, bool]:
    pounds = char(rows, "Darth Vader", "mass_kg") / KG_PER_POUND
    return both_fillings(lambda w: abs(pounds - w) < 5, 300, 340)


@fact
def ud9(rows: Rows) -> tuple[bool, bool]:
    cm = char(rows, "Yoda", "height_cm")
    feet = cm / (12 * CM_PER_INCH)
    return both_fillings(lambda ft: cm == 66 and ft < feet < ft + 0.5, 2, 3)


@fact
def ud10(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda d: day(season(rows, 13, "premiere")) == d, date(2021, 1, 1), date(2022, 1, 1))
