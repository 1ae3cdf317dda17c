"""The label checks of the thirty-second held-out set (``tests/test_lexical_heldout32.py``): one function per pair id
that recomputes, from the stored cells of ``tests/data/lexical_heldout32_tables.json``, whether the pair's true claim
holds and whether its false twin holds (``(True, False)`` when the labels are right)."""

from __future__ import annotations

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
    top_key,
    top_keys,
)

DATA = Path(__file__).parent / "data" / "lexical_heldout32_tables.json"

SC = "state_schools_sat_1995"
EL = "state_election_2016"
CG = "state_cigarettes_1985_1995"
OE = "oecd_growth_1960_1985"
UN = "union_density_1979"
EU = "eu_member_states_2019"

FACTS: dict[str, Callable[[Rows], tuple[bool, bool]]] = {}


def fact(fn: Callable[[Rows], tuple[bool, bool]]) -> Callable[[Rows], tuple[bool, bool]]:
    FACTS[fn.__name__] = fn
    return fn


def rows_by_table() -> Rows:
    return heldout_pairs.rows_of(DATA)


def joined(rows: Rows, country: str) -> date:
    """The EU accession date of ``country``."""
    return date.fromisoformat(keyed_cell(rows, EU, country, "accession_date"))


def members(rows: Rows) -> set[str]:
    return {r["country"] for r in rows[EU]}


def founders(rows: Rows) -> set[str]:
    """The member states that joined on the table's earliest date (the EEC's founding members, as the title says)."""
    first = min(joined(rows, c) for c in members(rows))
    return {c for c in members(rows) if joined(rows, c) == first}


def states(rows: Rows, table: str, **eq: str) -> list[str]:
    """The states (first cell) of ``table`` whose cells equal ``eq``."""
    return [next(iter(r.values())) for r in rows[table] if all(r[k] == v for k, v in eq.items())]


def won(rows: Rows, state: str) -> bool:
    return keyed_cell(rows, EL, state, "trump_won") == "yes"


def gdp_growth(rows: Rows) -> dict[str, float]:
    """GDP per worker in 1985 over 1960, per country."""
    a, b = keyed_column(rows, OE, "gdp_per_worker_1960"), keyed_column(rows, OE, "gdp_per_worker_1985")
    return {k: b[k] / a[k] for k in a}


def top_of(values: dict[str, float], lowest: bool = False) -> str:
    best = (min if lowest else max)(values.values())
    keys = [k for k, x in values.items() if x == best]
    assert len(keys) == 1, keys
    return keys[0]


def years_between(a: date, b: date) -> float:
    """Whole months from ``a`` to ``b`` (both the first of a month) in years."""
    assert a.day == b.day == 1
    return ((b.year - a.year) * 12 + b.month - a.month) / 12


# --- wrong_entity ---------------------------------------------------------------------------------------------------

@fact
def we1(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda s: keyed_number(rows, SC, s, "spending_per_pupil_usd") == 8817, "Connecticut", "Delaware")


@fact
def we2(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda s: keyed_number(rows, EL, s, "turnout_pct") == 74.2, "Minnesota", "Wisconsin")


@fact
def we3(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda s: about(keyed_number(rows, CG, s, "packs_per_capita_1985"), "186"), "Kentucky", "North Carolina")


@fact
def we4(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda c: about(keyed_number(rows, OE, c, "investment_pct_gdp"), "38.5"), "Finland", "Japan")


@fact
def we5(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda c: joined(rows, c) == date(1981, 1, 1) and keyed_cell(rows, EU, c, "joined_with") == "0",
                         "Greece", "Portugal")


@fact
def we6(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda c: keyed_number(rows, UN, c, "union_density_pct") == 74.3, "Iceland", "Ireland")


@fact
def we7(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda s: keyed_number(rows, EL, s, "college_pct") == 40.5, "Massachusetts", "Connecticut")


@fact
def we8(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda s: keyed_number(rows, CG, s, "excise_tax_cents_1995") == 99, "Michigan", "Minnesota")


@fact
def we9(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda s: keyed_number(rows, SC, s, "pct_taking_sat") == 4, "Utah", "Idaho")


@fact
def we10(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda c: keyed_number(rows, OE, c, "secondary_school_pct") == 4.8, "Switzerland", "Sweden")


# --- superlative ----------------------------------------------------------------------------------------------------

@fact
def su1(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda s: top_key(rows, SC, "sat_total") == s and keyed_number(rows, SC, s, "sat_total") == 1107,
                         "North Dakota", "Iowa")


@fact
def su2(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda s: top_key(rows, SC, "sat_total", lowest=True) == s, "South Carolina", "Georgia")


@fact
def su3(rows: Rows) -> tuple[bool, bool]:
    lowest = top_key(rows, EL, "turnout_pct", lowest=True)
    return both_fillings(lambda x: lowest == "Hawaii" and keyed_number(rows, EL, lowest, "turnout_pct") == x, 42.2, 52.2)


@fact
def su4(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda s: top_key(rows, CG, "price_cents_1985", lowest=True) == s
                         and about(keyed_number(rows, CG, s, "price_cents_1985"), "85"), "North Carolina", "Kentucky")


@fact
def su5(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda s: top_key(rows, CG, "excise_tax_cents_1995") == s
                         and keyed_number(rows, CG, s, "excise_tax_cents_1995") == 99, "Michigan", "Washington")


@fact
def su6(rows: Rows) -> tuple[bool, bool]:
    fastest = top_key(rows, OE, "population_growth_pct")
    return (fastest == "Turkey" and keyed_number(rows, OE, "Turkey", "population_growth_pct") == 2.71,
            fastest == "Australia" and keyed_number(rows, OE, "Australia", "population_growth_pct") == 2.00)


@fact
def su7(rows: Rows) -> tuple[bool, bool]:
    west = {s: keyed_number(rows, EL, s, "trump_vote_pct") for s in states(rows, EL, region="West")}
    weakest = top_of(west, lowest=True)
    return weakest == "Hawaii" and west["Hawaii"] == 29.4, weakest == "California" and west["California"] == 31.6


@fact
def su8(rows: Rows) -> tuple[bool, bool]:
    growth = gdp_growth(rows)
    fastest = top_of(growth)
    return both_fillings(lambda c: fastest == c and 3.5 <= growth[c] < 4, "Japan", "Greece")


@fact
def su9(rows: Rows) -> tuple[bool, bool]:
    latest = max(members(rows), key=lambda c: joined(rows, c))
    assert sum(joined(rows, c) == joined(rows, latest) for c in members(rows)) == 1
    return ((latest, joined(rows, latest)) == ("Croatia", date(2013, 7, 1)),
            (latest, joined(rows, latest)) == ("Bulgaria", date(2007, 1, 1)))


@fact
def su10(rows: Rows) -> tuple[bool, bool]:
    most = top_key(rows, UN, "industrial_concentration")
    return both_fillings(lambda pair: most == pair[0] and keyed_number(rows, UN, pair[0], "industrial_concentration") == pair[1],
                         ("Iceland", 2.06), ("Israel", 1.71))


# --- direction ------------------------------------------------------------------------------------------------------

@fact
def di1(rows: Rows) -> tuple[bool, bool]:
    change = keyed_number(rows, CG, "Kentucky", "packs_per_capita_1995") - keyed_number(rows, CG, "Kentucky", "packs_per_capita_1985")
    return change < 0, change > 0


@fact
def di2(rows: Rows) -> tuple[bool, bool]:
    def moved(up: bool) -> list[str]:
        return [s for s in states(rows, CG) if (keyed_number(rows, CG, s, "packs_per_capita_1995")
                                                 > keyed_number(rows, CG, s, "packs_per_capita_1985")) == up]
    return moved(up=True) == ["West Virginia"], moved(up=False) == ["West Virginia"]


@fact
def di3(rows: Rows) -> tuple[bool, bool]:
    def g(c: str, y: int) -> float:
        return keyed_number(rows, OE, c, f"gdp_per_worker_{y}")
    gap60, gap85 = g("Switzerland", 1960) - g("Norway", 1960), g("Switzerland", 1985) - g("Norway", 1985)
    return 0 < gap85 < gap60 / 2, gap85 < 0


@fact
def di4(rows: Rows) -> tuple[bool, bool]:
    a, b = keyed_number(rows, EL, "Maine", "turnout_pct"), keyed_number(rows, EL, "Massachusetts", "turnout_pct")
    return a > b, a < b


@fact
def di5(rows: Rows) -> tuple[bool, bool]:
    spend = keyed_number(rows, SC, "New Jersey", "spending_per_pupil_usd") > keyed_number(rows, SC, "New York", "spending_per_pupil_usd")
    pay = keyed_number(rows, SC, "New Jersey", "avg_teacher_salary_usd") - keyed_number(rows, SC, "New York", "avg_teacher_salary_usd")
    return spend and pay < 0, spend and pay > 0


@fact
def di6(rows: Rows) -> tuple[bool, bool]:
    a, b = keyed_number(rows, UN, "Switzerland", "union_density_pct"), keyed_number(rows, UN, "Canada", "union_density_pct")
    return a > b, a < b


@fact
def di7(rows: Rows) -> tuple[bool, bool]:
    def g(c: str, y: int) -> float:
        return keyed_number(rows, OE, c, f"gdp_per_worker_{y}")
    ahead60 = g("New Zealand", 1960) > g("Australia", 1960)
    return ahead60 and g("Australia", 1985) > g("New Zealand", 1985), ahead60 and g("New Zealand", 1985) > g("Australia", 1985)


@fact
def di8(rows: Rows) -> tuple[bool, bool]:
    ga = (keyed_number(rows, CG, "Georgia", "excise_tax_cents_1985"), keyed_number(rows, CG, "Georgia", "excise_tax_cents_1995"))
    al = keyed_number(rows, CG, "Alabama", "excise_tax_cents_1995")
    rose = ga == (28, 36)
    return rose and ga[1] < al, rose and ga[1] > al


@fact
def di9(rows: Rows) -> tuple[bool, bool]:
    share = keyed_number(rows, EL, "Pennsylvania", "trump_vote_pct")
    return share < 50 and won(rows, "Pennsylvania"), share > 50 and won(rows, "Pennsylvania")


@fact
def di10(rows: Rows) -> tuple[bool, bool]:
    gaps = [float(r["sat_math"]) - float(r["sat_verbal"]) for r in rows[SC]]
    return all(g > 0 for g in gaps), all(g < 0 for g in gaps)


# --- difference -----------------------------------------------------------------------------------------------------

@fact
def df1(rows: Rows) -> tuple[bool, bool]:
    m, v = keyed_number(rows, SC, "North Dakota", "sat_math"), keyed_number(rows, SC, "North Dakota", "sat_verbal")
    return both_fillings(lambda n: m == 592 and m - v == n, 77, 67)


@fact
def df2(rows: Rows) -> tuple[bool, bool]:
    gap = keyed_number(rows, EL, "Minnesota", "turnout_pct") - keyed_number(rows, EL, "Hawaii", "turnout_pct")
    return both_fillings(lambda n: about(gap, n), "32", "22")


@fact
def df3(rows: Rows) -> tuple[bool, bool]:
    drop = keyed_number(rows, CG, "New York", "packs_per_capita_1985") - keyed_number(rows, CG, "New York", "packs_per_capita_1995")
    return both_fillings(lambda n: about(drop, n), "46", "36")


@fact
def df4(rows: Rows) -> tuple[bool, bool]:
    rise = keyed_number(rows, OE, "Japan", "gdp_per_worker_1985") - keyed_number(rows, OE, "Japan", "gdp_per_worker_1960")
    return both_fillings(lambda n: about(rise, n), "13,000", "18,000")


@fact
def df5(rows: Rows) -> tuple[bool, bool]:
    gap = keyed_number(rows, UN, "Sweden", "union_density_pct") - keyed_number(rows, UN, "United States", "union_density_pct")
    return both_fillings(lambda n: about(gap, n) and gap < float(n), "58", "48")


@fact
def df6(rows: Rows) -> tuple[bool, bool]:
    rise = keyed_number(rows, CG, "Michigan", "excise_tax_cents_1995") - keyed_number(rows, CG, "Michigan", "excise_tax_cents_1985")
    return rise == 62, rise == 52


@fact
def df7(rows: Rows) -> tuple[bool, bool]:
    gap = keyed_number(rows, EL, "Wyoming", "trump_vote_pct") - keyed_number(rows, EL, "Utah", "trump_vote_pct")
    return both_fillings(lambda n: about(gap, n), "22", "12")


@fact
def df8(rows: Rows) -> tuple[bool, bool]:
    gaps = {years_between(joined(rows, c), joined(rows, "Greece")) for c in ("Denmark", "Ireland", "United Kingdom")}
    return gaps == {8}, gaps == {10}


@fact
def df9(rows: Rows) -> tuple[bool, bool]:
    gap = keyed_number(rows, SC, "Connecticut", "avg_teacher_salary_usd") - keyed_number(rows, SC, "South Dakota", "avg_teacher_salary_usd")
    return both_fillings(lambda n: about(gap, n), "24,000", "14,000")


@fact
def df10(rows: Rows) -> tuple[bool, bool]:
    ratio = keyed_number(rows, OE, "United States", "rnd_pct_gdp") / keyed_number(rows, OE, "Greece", "rnd_pct_gdp")
    return ratio > 12, ratio > 15


# --- joined ---------------------------------------------------------------------------------------------------------

@fact
def jo1(rows: Rows) -> tuple[bool, bool]:
    top = top_key(rows, SC, "sat_total")
    return both_fillings(lambda n: top == "North Dakota" and about(keyed_number(rows, EL, top, "trump_vote_pct"), n), "63", "53")


@fact
def jo2(rows: Rows) -> tuple[bool, bool]:
    low = top_key(rows, EL, "turnout_pct", lowest=True)
    return both_fillings(lambda n: low == "Hawaii" and keyed_number(rows, SC, low, "pct_taking_sat") == n, 57, 17)


@fact
def jo3(rows: Rows) -> tuple[bool, bool]:
    top = top_key(rows, SC, "avg_teacher_salary_usd")
    return top == "Connecticut" and not won(rows, top), top == "Connecticut" and won(rows, top)


@fact
def jo4(rows: Rows) -> tuple[bool, bool]:
    eu = {c: x for c, x in keyed_column(rows, OE, "gdp_per_worker_1985").items() if c in members(rows)}
    assert len(eu) == 14
    return both_fillings(lambda c: top_of(eu, lowest=True) == c, "Portugal", "Greece")


@fact
def jo5(rows: Rows) -> tuple[bool, bool]:
    dens = [x for c, x in keyed_column(rows, UN, "union_density_pct").items() if c in founders(rows)]
    assert len(dens) == 5
    return both_fillings(lambda n: not any(x > n for x in dens), 72, 70)


@fact
def jo6(rows: Rows) -> tuple[bool, bool]:
    top = top_key(rows, UN, "union_density_pct")
    return both_fillings(lambda d: top == "Sweden" and joined(rows, top) == d, date(1995, 1, 1), date(1973, 1, 1))


@fact
def jo7(rows: Rows) -> tuple[bool, bool]:
    joined_1995 = {c: keyed_number(rows, OE, c, "investment_pct_gdp") for c in members(rows) if joined(rows, c).year == 1995}
    assert len(joined_1995) == 3
    best = top_of(joined_1995)
    return both_fillings(lambda c: best == c and about(joined_1995[c], "38.5"), "Finland", "Austria")


@fact
def jo8(rows: Rows) -> tuple[bool, bool]:
    top = top_key(rows, CG, "packs_per_capita_1995")
    return both_fillings(lambda n: top == "Kentucky" and keyed_number(rows, EL, top, "turnout_pct") == n, 58.7, 68.7)


@fact
def jo9(rows: Rows) -> tuple[bool, bool]:
    low85, low95 = top_key(rows, CG, "packs_per_capita_1985", lowest=True), top_key(rows, CG, "packs_per_capita_1995", lowest=True)
    both = low85 == low95 == "Utah"
    return (both and top_key(rows, SC, "pupils_per_teacher") == "Utah",
            both and "Utah" in top_keys(rows, SC, "pupils_per_teacher", lowest=True))


@fact
def jo10(rows: Rows) -> tuple[bool, bool]:
    west = {s: keyed_number(rows, EL, s, "turnout_pct") for s in states(rows, EL, region="West")}
    top = top_of(west)
    return both_fillings(lambda n: top == "Colorado" and keyed_number(rows, SC, top, "sat_total") == n, 980, 1080)


# --- negation -------------------------------------------------------------------------------------------------------

@fact
def ne1(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda s: not won(rows, s), "Virginia", "North Carolina")


@fact
def ne2(rows: Rows) -> tuple[bool, bool]:
    fracs = keyed_column(rows, SC, "pct_taking_sat").values()
    return both_fillings(lambda n: not any(x < n for x in fracs), 4, 5)


@fact
def ne3(rows: Rows) -> tuple[bool, bool]:
    conc = keyed_column(rows, UN, "industrial_concentration").values()
    return both_fillings(lambda n: not any(x < n for x in conc), 0.8, 0.9)


@fact
def ne4(rows: Rows) -> tuple[bool, bool]:
    left = keyed_column(rows, UN, "left_government_index")
    return both_fillings(lambda cs: all(left[c] == 0 for c in cs), ("Ireland", "Italy", "Canada", "United States"),
                         ("Ireland", "Italy", "Japan", "United States"))


@fact
def ne5(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda c: not joined(rows, c) < date(1986, 1, 1), "Spain", "Greece")


@fact
def ne6(rows: Rows) -> tuple[bool, bool]:
    def fell(col: str) -> list[str]:
        return [s for s in states(rows, CG) if keyed_number(rows, CG, s, f"{col}_1995") < keyed_number(rows, CG, s, f"{col}_1985")]

    def rose(col: str) -> list[str]:
        return [s for s in states(rows, CG) if keyed_number(rows, CG, s, f"{col}_1995") > keyed_number(rows, CG, s, f"{col}_1985")]
    return not fell("price_cents"), not rose("packs_per_capita")


@fact
def ne7(rows: Rows) -> tuple[bool, bool]:
    growth = keyed_column(rows, OE, "population_growth_pct").values()
    return both_fillings(lambda n: not any(x > n for x in growth), 3, 2.5)


@fact
def ne8(rows: Rows) -> tuple[bool, bool]:
    turnout = keyed_column(rows, EL, "turnout_pct")
    return both_fillings(lambda n: [s for s, x in turnout.items() if x < n] == ["Hawaii"], 50, 52)


@fact
def ne9(rows: Rows) -> tuple[bool, bool]:
    many = [s for s in states(rows, SC) if keyed_number(rows, SC, s, "pct_taking_sat") > 70]
    assert len(many) == 3
    return both_fillings(lambda n: not any(keyed_number(rows, SC, s, "sat_total") >= n for s in many), 910, 900)


@fact
def ne10(rows: Rows) -> tuple[bool, bool]:
    carried = {s for s in states(rows, EL, region="Northeast") if won(rows, s)}
    return both_fillings(lambda s: carried <= {s}, "Pennsylvania", "New Hampshire")


# --- percent_vs_count -----------------------------------------------------------------------------------------------

@fact
def pc1(rows: Rows) -> tuple[bool, bool]:
    share = 100 * len(states(rows, EL, trump_won="yes")) / len(rows[EL])
    return share == 60, share == 70


@fact
def pc2(rows: Rows) -> tuple[bool, bool]:
    n = sum(x > 60 for x in keyed_column(rows, SC, "pct_taking_sat").values())
    share = n / len(rows[SC])
    return n == 13 and 0.25 < share < 0.30, n == 13 and 1 / 3 < share < 0.4


@fact
def pc3(rows: Rows) -> tuple[bool, bool]:
    dens = keyed_column(rows, UN, "union_density_pct").values()
    return both_fillings(lambda n: 2 * sum(x > n for x in dens) == len(dens), 55, 60)


@fact
def pc4(rows: Rows) -> tuple[bool, bool]:
    share = sum(joined(rows, c) == date(2004, 5, 1) for c in members(rows)) / len(members(rows))
    return share > 1 / 3, share > 1 / 2


@fact
def pc5(rows: Rows) -> tuple[bool, bool]:
    n = sum(keyed_number(rows, CG, s, "packs_per_capita_1995") < 0.7 * keyed_number(rows, CG, s, "packs_per_capita_1985")
            for s in states(rows, CG))
    return n == 12, n == 15


@fact
def pc6(rows: Rows) -> tuple[bool, bool]:
    n = sum(x >= 2 for x in keyed_column(rows, OE, "rnd_pct_gdp").values())
    return n == 8, n == 10


@fact
def pc7(rows: Rows) -> tuple[bool, bool]:
    n = len(founders(rows) & set(keyed_column(rows, UN, "union_density_pct")))
    return len(founders(rows)) == 6 and n == 5, len(founders(rows)) == 6 and n == 4


@fact
def pc8(rows: Rows) -> tuple[bool, bool]:
    n = sum(x > 60 for x in keyed_column(rows, EL, "trump_vote_pct").values())
    return n == 9, n == 12


@fact
def pc9(rows: Rows) -> tuple[bool, bool]:
    pop = keyed_column(rows, CG, "population_1995")
    share = 100 * pop["California"] / sum(pop.values())
    return both_fillings(lambda n: about(share, n), "12", "21")


@fact
def pc10(rows: Rows) -> tuple[bool, bool]:
    west = states(rows, EL, region="West")
    carried = sum(won(rows, s) for s in west)
    return len(west) == 13 and carried < len(west) / 2, len(west) == 13 and carried > len(west) / 2


# --- words ----------------------------------------------------------------------------------------------------------

@fact
def wo1(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda s: keyed_number(rows, SC, s, "pct_taking_sat") < 10, "Iowa", "Ohio")


@fact
def wo2(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda n: about(keyed_number(rows, SC, "Utah", "pupils_per_teacher"), n), "24", "21")


@fact
def wo3(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda s: 50 < keyed_number(rows, EL, s, "trump_vote_pct") < 55, "Ohio", "Michigan")


@fact
def wo4(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda c: keyed_number(rows, UN, c, "union_density_pct") > 80, "Sweden", "Ireland")


@fact
def wo5(rows: Rows) -> tuple[bool, bool]:
    n = sum(joined(rows, c) == date(2004, 5, 1) for c in members(rows))
    return n == 10, n == 12


@fact
def wo6(rows: Rows) -> tuple[bool, bool]:
    ratio = gdp_growth(rows)["Greece"]
    return ratio == 3, ratio == 4


@fact
def wo7(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda s: keyed_number(rows, CG, s, "price_cents_1995") > 2 * keyed_number(rows, CG, s, "price_cents_1985"),
                         "Michigan", "Kentucky")


@fact
def wo8(rows: Rows) -> tuple[bool, bool]:
    n = len(states(rows, EL, region="Northeast"))
    return len(rows[EL]) == 50 and n == 9, len(rows[EL]) == 50 and n == 11


@fact
def wo9(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda y: 190 <= keyed_number(rows, CG, "New Hampshire", f"packs_per_capita_{y}") < 200, 1985, 1995)


@fact
def wo10(rows: Rows) -> tuple[bool, bool]:
    inv = keyed_number(rows, OE, "Japan", "investment_pct_gdp")
    return inv > 100 / 3, inv > 40


# --- units_dates ----------------------------------------------------------------------------------------------------

@fact
def ud1(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda d: all(joined(rows, c) == d for c in ("Denmark", "Ireland", "United Kingdom")),
                         date(1973, 1, 1), date(1973, 7, 1))


@fact
def ud2(rows: Rows) -> tuple[bool, bool]:
    order = sorted(members(rows), key=lambda c: joined(rows, c))
    return both_fillings(lambda d: len(order) == 28 and order[-1] == "Croatia" and joined(rows, "Croatia") == d,
                         date(2013, 7, 1), date(2013, 1, 1))


@fact
def ud3(rows: Rows) -> tuple[bool, bool]:
    dollars = keyed_number(rows, CG, "Washington", "price_cents_1995") / 100
    return both_fillings(lambda n: about(dollars, n), "2.39", "2.93")


@fact
def ud4(rows: Rows) -> tuple[bool, bool]:
    spend = keyed_number(rows, SC, "New Jersey", "spending_per_pupil_usd")
    return both_fillings(lambda n: n - 100 <= spend < n, 9800, 7800)


@fact
def ud5(rows: Rows) -> tuple[bool, bool]:
    millions = keyed_number(rows, CG, "California", "population_1995") / 1e6
    return both_fillings(lambda n: about(millions, n), "31.5", "21.5")


@fact
def ud6(rows: Rows) -> tuple[bool, bool]:
    d = joined(rows, "Sweden")
    return both_fillings(lambda y: (d.year, d.month) == (y, 1), 1995, 1986)


@fact
def ud7(rows: Rows) -> tuple[bool, bool]:
    pay = keyed_number(rows, SC, "Alaska", "avg_teacher_salary_usd")
    return both_fillings(lambda n: n - 500 <= pay <= n, 48000, 38000)


@fact
def ud8(rows: Rows) -> tuple[bool, bool]:
    tax = keyed_number(rows, CG, "Kentucky", "excise_tax_cents_1995")
    return both_fillings(lambda n: n < tax < n + 5, 25, 50)


@fact
def ud9(rows: Rows) -> tuple[bool, bool]:
    first = {joined(rows, c) for c in founders(rows)}
    assert first == {date(1958, 1, 1)}
    span = years_between(date(1958, 1, 1), joined(rows, "Croatia"))
    return span == 55.5, span == 45.5


@fact
def ud10(rows: Rows) -> tuple[bool, bool]:
    gdp = keyed_number(rows, OE, "United States", "gdp_per_worker_1985") / 1000
    return both_fillings(lambda n: about(gdp, n), "25", "35")
