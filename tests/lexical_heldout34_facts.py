"""The label checks of the thirty-fourth held-out set (``tests/test_lexical_heldout34.py``): one function per pair id
that recomputes, from the stored cells of ``tests/data/lexical_heldout34_tables.json``, whether the pair's true claim
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
)

DATA = Path(__file__).parent / "data" / "lexical_heldout34_tables.json"

DD = "donner_party_deaths"
DF = "donner_party_families"
SC = "scurvy_trial_1747"
RC = "uk_road_casualties_1969_1984"
SV = "savings_by_country_1960_1970"

FACTS: dict[str, Callable[[Rows], tuple[bool, bool]]] = {}

SEVERITY = {"none": 0, "mild": 1, "moderate": 2, "severe": 3}
SYMPTOMS = ("gum_rot_day6", "skin_sores_day6", "knee_weakness_day6", "lassitude_day6")
DAYS_PER_MONTH = 365.25 / 12


def fact(fn: Callable[[Rows], tuple[bool, bool]]) -> Callable[[Rows], tuple[bool, bool]]:
    FACTS[fn.__name__] = fn
    return fn


def rows_by_table() -> Rows:
    return heldout_pairs.rows_of(DATA)


def day(text: str) -> date:
    return date.fromisoformat(text)


def died(rows: Rows, person: str) -> date:
    return day(keyed_cell(rows, DD, person, "date_of_death"))


def death_age(rows: Rows, person: str) -> float:
    return keyed_number(rows, DD, person, "age")


def fam(rows: Rows, name: str, col: str) -> float:
    return keyed_number(rows, DF, name, col)


def families_proper(rows: Rows, col: str) -> dict[str, float]:
    """Family group -> ``col``, without the unattached travellers (``Other``)."""
    return {f: x for f, x in keyed_column(rows, DF, col).items() if f != "Other"}


def extreme(values: dict[str, float], lowest: bool = False) -> set[str]:
    best = (min if lowest else max)(values.values())
    return {k for k, x in values.items() if x == best}


def patients(rows: Rows, treatment: str) -> list[dict[str, str]]:
    mine = [r for r in rows[SC] if r["treatment"] == treatment]
    assert len(mine) == 2, treatment
    return mine


def severity(rows: Rows, patient: str, col: str) -> int:
    return SEVERITY[keyed_cell(rows, SC, patient, col)]


def year(rows: Rows, y: int, col: str) -> float:
    return keyed_number(rows, RC, str(y), col)


def country(rows: Rows, name: str, col: str) -> float:
    return keyed_number(rows, SV, name, col)


def rank(values: dict[str, float], key: str, lowest: bool = False) -> int:
    """1 + the number of keys strictly ahead of ``key`` (highest first, or lowest first)."""
    x = values[key]
    return 1 + sum((v < x) if lowest else (v > x) for v in values.values())


def share(part: float, whole: float) -> float:
    return 100 * part / whole


def first_death(rows: Rows) -> str:
    dates = {r["person"]: day(r["date_of_death"]) for r in rows[DD]}
    (person,) = [p for p, d in dates.items() if d == min(dates.values())]
    return person


def last_death(rows: Rows) -> str:
    dates = {r["person"]: day(r["date_of_death"]) for r in rows[DD]}
    (person,) = [p for p, d in dates.items() if d == max(dates.values())]
    return person


# wrong_entity


@fact
def we1(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda p: top_key(rows, DD, "age") == p and death_age(rows, p) == 70, "Sarah Keyes", "Jacob Donner")


@fact
def we2(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda p: last_death(rows) == p and died(rows, p) == date(1847, 3, 28), "Tamsen Donner", "Elizabeth Donner")


@fact
def we3(rows: Rows) -> tuple[bool, bool]:
    spared = [r["family"] for r in rows[DF] if r["deaths"] == "0"]
    return both_fillings(lambda f: spared == [f], "Breen", "Reed")


@fact
def we4(rows: Rows) -> tuple[bool, bool]:
    members = families_proper(rows, "members")
    return both_fillings(lambda f: extreme(members) == {f} and members[f] == 14, "Donner", "Graves")


@fact
def we5(rows: Rows) -> tuple[bool, bool]:
    fit = [r["patient"] for r in rows[SC] if r["fit_for_duty_day6"] == "yes"]
    return both_fillings(lambda t: fit == ["10"] and keyed_cell(rows, SC, "10", "treatment") == t, "citrus", "cider")


@fact
def we6(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda t: all(r["gum_rot_day6"] == "severe" for r in patients(rows, t)), "sea water", "citrus")


@fact
def we7(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda y: top_key(rows, RC, "drivers_killed") == y and year(rows, int(y), "drivers_killed") == 1769,
                         "1972", "1973")


@fact
def we8(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda y: top_key(rows, RC, "van_drivers_killed") == y and year(rows, int(y), "van_drivers_killed") == 158,
                         "1971", "1970")


@fact
def we9(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda c: top_key(rows, SV, "savings_ratio_pct") == c and country(rows, c, "savings_ratio_pct") == 21.10,
                         "Japan", "Zambia")


@fact
def we10(rows: Rows) -> tuple[bool, bool]:
    col = "disposable_income_per_capita_usd"
    return both_fillings(lambda c: top_key(rows, SV, col) == c and about(country(rows, c, col), "4,002"), "United States", "Sweden")


# superlative


@fact
def su1(rows: Rows) -> tuple[bool, bool]:
    ages = keyed_column(rows, DD, "age")
    return both_fillings(lambda k: ages["Jacob Donner"] == 65 and rank(ages, "Jacob Donner") == k, 2, 1)


@fact
def su2(rows: Rows) -> tuple[bool, bool]:
    deaths = families_proper(rows, "deaths")
    return both_fillings(lambda lowest: extreme(deaths, lowest) == {"Donner"} and deaths["Donner"] == 7, False, True)


@fact
def su3(rows: Rows) -> tuple[bool, bool]:
    members = keyed_column(rows, DF, "members")
    return both_fillings(lambda k: members["McCutchen"] == 3 and rank(members, "McCutchen", lowest=True) == k, 1, 2)


@fact
def su4(rows: Rows) -> tuple[bool, bool]:
    gums = {r["patient"]: SEVERITY[r["gum_rot_day6"]] for r in rows[SC] if r["treatment"] != "citrus"}
    return both_fillings(lambda lowest: keyed_cell(rows, SC, "3", "treatment") == "dilute sulfuric acid"
                         and extreme(gums, lowest) == {"3"}, True, False)


@fact
def su5(rows: Rows) -> tuple[bool, bool]:
    col = "drivers_killed_or_seriously_injured"
    first_law_year = min(r["year"] for r in rows[RC] if r["seatbelt_law_months"] != "0")
    return both_fillings(lambda lowest: first_law_year == "1983" and top_key(rows, RC, col, lowest) == "1983"
                         and year(rows, 1983, col) == 15472, True, False)


@fact
def su6(rows: Rows) -> tuple[bool, bool]:
    col = "rear_passengers_killed_or_seriously_injured"
    return both_fillings(lambda lowest: top_key(rows, RC, col, lowest) == "1973" and year(rows, 1973, col) == 5549, False, True)


@fact
def su7(rows: Rows) -> tuple[bool, bool]:
    growth = keyed_column(rows, SV, "income_growth_pct")
    return both_fillings(lambda k: growth["Libya"] == 16.71 and rank(growth, "Libya") == k, 1, 2)


@fact
def su8(rows: Rows) -> tuple[bool, bool]:
    income = keyed_column(rows, SV, "disposable_income_per_capita_usd")
    return both_fillings(lambda k: income["India"] == 88.94 and rank(income, "India", lowest=True) == k, 1, 2)


@fact
def su9(rows: Rows) -> tuple[bool, bool]:
    col = "population_under_15_pct"
    return both_fillings(lambda lowest: len(rows[SV]) == 50 and top_key(rows, SV, col, lowest) == "Costa Rica"
                         and country(rows, "Costa Rica", col) == 47.64, False, True)


@fact
def su10(rows: Rows) -> tuple[bool, bool]:
    d = died(rows, "Sarah Keyes")
    in_may = (d.year, d.month) == (1846, 5)
    return both_fillings(lambda pick: in_may and pick(rows) == "Sarah Keyes", first_death, last_death)


# direction


@fact
def di1(rows: Rows) -> tuple[bool, bool]:
    george, jacob = died(rows, "George Donner"), died(rows, "Jacob Donner")
    return george > jacob, george < jacob


@fact
def di2(rows: Rows) -> tuple[bool, bool]:
    lavina, eleanor = death_age(rows, "Lavina Murphy"), death_age(rows, "Eleanor Eddy")
    return lavina > eleanor, lavina < eleanor


@fact
def di3(rows: Rows) -> tuple[bool, bool]:
    survivors, deaths = fam(rows, "Graves", "survivors"), fam(rows, "Graves", "deaths")
    return survivors > deaths, survivors < deaths


@fact
def di4(rows: Rows) -> tuple[bool, bool]:
    females, males = fam(rows, "Donner", "females"), fam(rows, "Donner", "males")
    return females > males, females < males


@fact
def di5(rows: Rows) -> tuple[bool, bool]:
    two, one = severity(rows, "2", "skin_sores_day6"), severity(rows, "1", "skin_sores_day6")
    return two < one, two > one


@fact
def di6(rows: Rows) -> tuple[bool, bool]:
    a, b = year(rows, 1984, "drivers_killed"), year(rows, 1982, "drivers_killed")
    return a < b, a > b


@fact
def di7(rows: Rows) -> tuple[bool, bool]:
    col = "rear_passengers_killed_or_seriously_injured"
    a, b = year(rows, 1983, col), year(rows, 1984, col)
    return b > a, b < a


@fact
def di8(rows: Rows) -> tuple[bool, bool]:
    col = "front_passengers_killed_or_seriously_injured"
    a, b = year(rows, 1978, col), year(rows, 1977, col)
    return a > b, a < b


@fact
def di9(rows: Rows) -> tuple[bool, bool]:
    col = "disposable_income_per_capita_usd"
    sweden, canada = country(rows, "Sweden", col), country(rows, "Canada", col)
    return sweden > canada, sweden < canada


@fact
def di10(rows: Rows) -> tuple[bool, bool]:
    ireland, uk = country(rows, "Ireland", "savings_ratio_pct"), country(rows, "United Kingdom", "savings_ratio_pct")
    return ireland > uk, ireland < uk


# difference


@fact
def df1(rows: Rows) -> tuple[bool, bool]:
    gap = (died(rows, "Tamsen Donner") - died(rows, "George Donner")).days
    return gap == 10, gap == 12


@fact
def df2(rows: Rows) -> tuple[bool, bool]:
    gap = death_age(rows, "Jacob Donner") - death_age(rows, "George Donner")
    return gap == 3, gap == 5


@fact
def df3(rows: Rows) -> tuple[bool, bool]:
    gap = fam(rows, "Other", "deaths") - fam(rows, "Other", "survivors")
    return gap == 11, gap == 9


@fact
def df4(rows: Rows) -> tuple[bool, bool]:
    ratio = fam(rows, "Donner", "members") / fam(rows, "Reed", "members")
    return ratio == 2, ratio == 3


@fact
def df5(rows: Rows) -> tuple[bool, bool]:
    fall = year(rows, 1982, "drivers_killed") - year(rows, 1983, "drivers_killed")
    return fall == 274, fall == 374


@fact
def df6(rows: Rows) -> tuple[bool, bool]:
    col = "front_passengers_killed_or_seriously_injured"
    fall = year(rows, 1982, col) - year(rows, 1983, col)
    return both_fillings(lambda w: about(fall, w), "2,750", "3,750")


@fact
def df7(rows: Rows) -> tuple[bool, bool]:
    now, then = year(rows, 1984, "van_drivers_killed"), year(rows, 1969, "van_drivers_killed")
    return now < then / 2, now < then / 3


@fact
def df8(rows: Rows) -> tuple[bool, bool]:
    gap = country(rows, "Japan", "savings_ratio_pct") - country(rows, "Chile", "savings_ratio_pct")
    return both_fillings(lambda g: abs(gap - g) < 1e-9, 20.5, 25.5)


@fact
def df9(rows: Rows) -> tuple[bool, bool]:
    col = "disposable_income_per_capita_usd"
    ratio = country(rows, "United States", col) / country(rows, "India", col)
    return both_fillings(lambda w: about(ratio, w), "45", "35")


@fact
def df10(rows: Rows) -> tuple[bool, bool]:
    col = "population_under_15_pct"
    ratio = country(rows, "Costa Rica", col) / country(rows, "Sweden", col)
    return ratio > 2, ratio > 3


# joined


@fact
def jo1(rows: Rows) -> tuple[bool, bool]:
    family = keyed_cell(rows, DD, top_key(rows, DD, "age"), "family")
    return both_fillings(lambda k: fam(rows, family, "members") == 7 and fam(rows, family, "survivors") == k, 6, 5)


@fact
def jo2(rows: Rows) -> tuple[bool, bool]:
    first = first_death(rows)
    family = keyed_cell(rows, DD, first, "family")
    return both_fillings(lambda n: first == "Sarah Keyes" and fam(rows, family, "members") == n
                         and fam(rows, family, "deaths") == 1, 7, 9)


@fact
def jo3(rows: Rows) -> tuple[bool, bool]:
    family = keyed_cell(rows, DD, "Lewis Keseberg Jr.", "family")
    return both_fillings(lambda k: fam(rows, family, "members") == 4 and fam(rows, family, "deaths") == k, 2, 3)


@fact
def jo4(rows: Rows) -> tuple[bool, bool]:
    first = keyed_cell(rows, DF, "Eddy", "first_death")
    margaret = keyed_cell(rows, DD, "Margaret Eddy", "family") == "Eddy" and death_age(rows, "Margaret Eddy") == 1
    same_day = first == "1847-02-04" and died(rows, "Margaret Eddy") == day(first)
    return both_fillings(lambda k: margaret and same_day and fam(rows, "Eddy", "members") == 4 and fam(rows, "Eddy", "deaths") == k, 3, 2)


@fact
def jo5(rows: Rows) -> tuple[bool, bool]:
    family = keyed_cell(rows, DD, last_death(rows), "family")
    return both_fillings(lambda n: top_key(rows, DF, "under_18") == family and fam(rows, family, "under_18") == n, 10, 12)


@fact
def jo6(rows: Rows) -> tuple[bool, bool]:
    that_day = [r for r in rows[DD] if r["date_of_death"] == "1846-12-21" and r["family"] != "Other"]
    donners = len(that_day) == 2 and {r["family"] for r in that_day} == {"Donner"}
    lost = fam(rows, "Donner", "deaths") / fam(rows, "Donner", "members")
    return both_fillings(lambda frac: donners and fam(rows, "Donner", "members") == 14 and lost == frac, 0.5, 0.25)


@fact
def jo7(rows: Rows) -> tuple[bool, bool]:
    family = keyed_cell(rows, DD, "Mr. Hardkoop", "family")
    on_day = died(rows, "Mr. Hardkoop") == date(1846, 10, 10)
    return both_fillings(lambda k: on_day and fam(rows, family, "members") == 23 and fam(rows, family, "survivors") == k, 6, 8)


@fact
def jo8(rows: Rows) -> tuple[bool, bool]:
    (family,) = [r["family"] for r in rows[DF] if r["first_death"] == "1846-10-20"]
    lavina = keyed_cell(rows, DD, "Lavina Murphy", "family") == family and death_age(rows, "Lavina Murphy") == 36
    return both_fillings(lambda n: lavina and fam(rows, family, "members") == n, 12, 10)


@fact
def jo9(rows: Rows) -> tuple[bool, bool]:
    family = keyed_cell(rows, DD, "Franklin W Graves", "family")
    d = died(rows, "Franklin W Graves")
    first = d == date(1846, 12, 27) and keyed_cell(rows, DF, family, "first_death") == d.isoformat()
    return both_fillings(lambda k: family == "Graves" and first and fam(rows, family, "deaths") == k, 3, 4)


@fact
def jo10(rows: Rows) -> tuple[bool, bool]:
    dead = [r for r in rows[DD] if r["family"] == "McCutchen"]
    only = fam(rows, "McCutchen", "deaths") == 1 and len(dead) == 1
    girl = only and dead[0]["sex"] == "female" and dead[0]["date_of_death"] == "1847-02-02"
    return both_fillings(lambda a: girl and number(dead[0]["age"]) == a, 1, 3)


# negation


@fact
def ne1(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda f: fam(rows, f, "deaths") == 0, "Breen", "Graves")


@fact
def ne2(rows: Rows) -> tuple[bool, bool]:
    ages = [number(r["age"]) for r in rows[DD] if r["sex"] == "female" and r["person"] != "Sarah Keyes"]
    return both_fillings(lambda cap: not any(a > cap for a in ages), 47, 40)


@fact
def ne3(rows: Rows) -> tuple[bool, bool]:
    def all_severe(treatments: tuple[str, ...]) -> bool:
        return all(r[s] == "severe" for t in treatments for r in patients(rows, t) for s in SYMPTOMS)

    return both_fillings(all_severe, ("vinegar", "sea water", "purgative mixture"), ("cider", "sea water", "purgative mixture"))


@fact
def ne4(rows: Rows) -> tuple[bool, bool]:
    fit = {r["patient"] for r in rows[SC] if r["fit_for_duty_day6"] == "yes"}
    return both_fillings(lambda p: fit <= {p}, "10", "9")


@fact
def ne5(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda col: all(r[col] == "none" for r in patients(rows, "citrus")), "knee_weakness_day6", "gum_rot_day6")


@fact
def ne6(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda y: not any(number(r["seatbelt_law_months"]) > 0 for r in rows[RC] if int(r["year"]) < y), 1983, 1984)


@fact
def ne7(rows: Rows) -> tuple[bool, bool]:
    vans = keyed_column(rows, RC, "van_drivers_killed").values()
    return both_fillings(lambda cap: not any(v > cap for v in vans), 160, 150)


@fact
def ne8(rows: Rows) -> tuple[bool, bool]:
    killed = [number(r["drivers_killed"]) for r in rows[RC] if 1969 <= int(r["year"]) <= 1982]
    return both_fillings(lambda floor: len(killed) == 14 and not any(k < floor for k in killed), 1300, 1400)


@fact
def ne9(rows: Rows) -> tuple[bool, bool]:
    old = keyed_column(rows, SV, "population_over_75_pct").values()
    return both_fillings(lambda cap: not any(x > cap for x in old), 5, 4.5)


@fact
def ne10(rows: Rows) -> tuple[bool, bool]:
    saved = keyed_column(rows, SV, "savings_ratio_pct").values()
    return both_fillings(lambda floor: not any(x < floor for x in saved), 0.5, 1)


# percent_vs_count


@fact
def pc1(rows: Rows) -> tuple[bool, bool]:
    women = sum(r["sex"] == "female" for r in rows[DD])
    pct = share(women, len(rows[DD]))
    return both_fillings(lambda w: women == 10 and len(rows[DD]) == 42 and about(pct, w), "24", "10")


@fact
def pc2(rows: Rows) -> tuple[bool, bool]:
    members = sum(keyed_column(rows, DF, "members").values())
    survivors = sum(keyed_column(rows, DF, "survivors").values())
    pct = share(survivors, members)
    return both_fillings(lambda w: members == 90 and survivors == 48 and about(pct, w), "53", "48")


@fact
def pc3(rows: Rows) -> tuple[bool, bool]:
    deaths, members = fam(rows, "Other", "deaths"), fam(rows, "Other", "members")
    pct = share(deaths, members)
    return both_fillings(lambda w: deaths == 17 and members == 23 and about(pct, w), "74", "17")


@fact
def pc4(rows: Rows) -> tuple[bool, bool]:
    young = sum(number(r["age"]) < 18 for r in rows[DD])
    pct = share(young, len(rows[DD]))
    return both_fillings(lambda frac: young == 14 and abs(pct - 100 * frac) < 1, 1 / 3, 1 / 4)


@fact
def pc5(rows: Rows) -> tuple[bool, bool]:
    fit = sum(r["fit_for_duty_day6"] == "yes" for r in rows[SC])
    pct = share(fit, len(rows[SC]))
    return both_fillings(lambda w: fit == 1 and len(rows[SC]) == 12 and about(pct, w), "8", "1")


@fact
def pc6(rows: Rows) -> tuple[bool, bool]:
    severe = sum(r["gum_rot_day6"] == "severe" for r in rows[SC])
    pct = share(severe, len(rows[SC]))
    return pct == 50, pct == 6


@fact
def pc7(rows: Rows) -> tuple[bool, bool]:
    months = year(rows, 1983, "seatbelt_law_months")
    pct = share(months, 12)
    return both_fillings(lambda w: months == 11 and about(pct, w), "92", "11")


@fact
def pc8(rows: Rows) -> tuple[bool, bool]:
    before, after = year(rows, 1982, "drivers_killed"), year(rows, 1983, "drivers_killed")
    fall = before - after
    return about(share(fall, before), "19"), about(fall, "19")


@fact
def pc9(rows: Rows) -> tuple[bool, bool]:
    young = sum(number(r["population_under_15_pct"]) > 45 for r in rows[SV])
    pct = share(young, len(rows[SV]))
    return both_fillings(lambda w: young == 11 and len(rows[SV]) == 50 and about(pct, w), "22", "11")


@fact
def pc10(rows: Rows) -> tuple[bool, bool]:
    savers = sum(number(r["savings_ratio_pct"]) > 15 for r in rows[SV])
    pct = share(savers, len(rows[SV]))
    return both_fillings(lambda w: savers == 4 and about(pct, w), "8", "4")


# words


@fact
def wo1(rows: Rows) -> tuple[bool, bool]:
    per_day = Counter(r["date_of_death"] for r in rows[DD])
    worst = [d for d, n in per_day.items() if n == max(per_day.values())]
    return both_fillings(lambda n: worst == ["1846-12-21"] and per_day["1846-12-21"] == n, 5, 4)


@fact
def wo2(rows: Rows) -> tuple[bool, bool]:
    babies = sum(r["age"] == "1" for r in rows[DD])
    return babies == 5, babies == 3


@fact
def wo3(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda n: fam(rows, "Breen", "under_18") == n and fam(rows, "Breen", "deaths") == 0, 7, 9)


@fact
def wo4(rows: Rows) -> tuple[bool, bool]:
    f = "Murphy-Foster-Pike"
    return both_fillings(lambda n: fam(rows, f, "members") == n and 2 * fam(rows, f, "deaths") == n, 12, 14)


@fact
def wo5(rows: Rows) -> tuple[bool, bool]:
    per_treatment = Counter(r["treatment"] for r in rows[SC])
    return both_fillings(lambda n: len(per_treatment) == 6 and set(per_treatment.values()) == {n}, 2, 3)


@fact
def wo6(rows: Rows) -> tuple[bool, bool]:
    weak = sum(r["knee_weakness_day6"] == "severe" for r in rows[SC])
    return weak == 8, weak == 6


@fact
def wo7(rows: Rows) -> tuple[bool, bool]:
    killed = year(rows, 1972, "drivers_killed")
    return killed == 1769, killed == 1669


@fact
def wo8(rows: Rows) -> tuple[bool, bool]:
    lowest = top_key(rows, RC, "van_drivers_killed", lowest=True) == "1983"
    return both_fillings(lambda n: lowest and year(rows, 1983, "van_drivers_killed") == n, 63, 73)


@fact
def wo9(rows: Rows) -> tuple[bool, bool]:
    income = keyed_column(rows, SV, "disposable_income_per_capita_usd")
    return both_fillings(lambda cap: [c for c, x in income.items() if x < cap] == ["India"], 100, 50)


@fact
def wo10(rows: Rows) -> tuple[bool, bool]:
    growth = country(rows, "Libya", "income_growth_pct")
    return both_fillings(lambda n: n - 0.5 <= growth < n, 17, 18)


# units_dates


@fact
def ud1(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda d: died(rows, "Luke Halloran") == d, date(1846, 8, 25), date(1847, 8, 25))


@fact
def ud2(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda d: died(rows, "Charles Stanton") == d, date(1846, 12, 23), date(1846, 12, 13))


@fact
def ud3(rows: Rows) -> tuple[bool, bool]:
    gap = (died(rows, "Tamsen Donner") - died(rows, first_death(rows))).days
    return both_fillings(lambda months: abs(gap - months * DAYS_PER_MONTH) < DAYS_PER_MONTH / 2, 10, 8)


@fact
def ud4(rows: Rows) -> tuple[bool, bool]:
    dates = [day(r["date_of_death"]) for r in rows[DD]]
    first, last = min(dates), max(dates)
    return both_fillings(lambda end: (first.year, first.month) == (1846, 5) and (last.year, last.month) == end, (1847, 3), (1847, 2))


@fact
def ud5(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda d: day(keyed_cell(rows, DF, "Donner", "first_death")) == d, date(1846, 12, 21), date(1846, 12, 27))


@fact
def ud6(rows: Rows) -> tuple[bool, bool]:
    per_day = year(rows, 1973, "drivers_killed_or_seriously_injured") / 365
    return both_fillings(lambda w: about(per_day, w), "65", "75")


@fact
def ud7(rows: Rows) -> tuple[bool, bool]:
    per_week = year(rows, 1983, "drivers_killed") * 7 / 365
    return both_fillings(lambda w: about(per_week, w), "23", "32")


@fact
def ud8(rows: Rows) -> tuple[bool, bool]:
    thousands = country(rows, "Denmark", "disposable_income_per_capita_usd") / 1000
    return both_fillings(lambda w: about(thousands, w), "2.5", "25")


@fact
def ud9(rows: Rows) -> tuple[bool, bool]:
    monthly = country(rows, "Switzerland", "disposable_income_per_capita_usd") / 12
    return both_fillings(lambda w: about(monthly, w), "219", "319")


@fact
def ud10(rows: Rows) -> tuple[bool, bool]:
    def killed_through(end: int) -> float:
        return sum(number(r["van_drivers_killed"]) for r in rows[RC] if 1969 <= int(r["year"]) <= end)

    return both_fillings(lambda end: killed_through(end) == 1739, 1984, 1982)
