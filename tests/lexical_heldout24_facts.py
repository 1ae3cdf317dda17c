"""The label checks of the twenty-fourth held-out set (``tests/test_lexical_heldout24.py``): one function per pair id
that recomputes, from the stored cells of ``tests/data/lexical_heldout24_tables.json``, whether the pair's true claim
holds and whether its false twin holds (``(True, False)`` when the labels are right)."""

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
    number,
    one_row,
    top_key,
)

DATA = Path(__file__).parent / "data" / "lexical_heldout24_tables.json"

APPOINTMENTS = "senate_appointments_meighen_clark"
DEPARTURES = "senate_departures_meighen_clark"
ANZ = "anz_prime_ministers_1946_2008"
LATIN = "latin_america_regimes_1946_2008"
NH4 = "hoh_ammonium_2009"
BOTULINUM = "c_botulinum_lag_phase"

MEIGHEN, CLARK = "Meighen, Arthur", "Clark, Charles Joseph"
DEM, MIL, CIV = "democracy_years", "military_dictatorship_years", "civilian_dictatorship_years"
YEAR_DAYS = 365.25  # a year of Senate service, in days

FACTS: dict[str, Callable[[Rows], tuple[bool, bool]]] = {}


def fact(fn: Callable[[Rows], tuple[bool, bool]]) -> Callable[[Rows], tuple[bool, bool]]:
    FACTS[fn.__name__] = fn
    return fn


def rows_by_table() -> Rows:
    return heldout_pairs.rows_of(DATA)


def ranked(r: Rows, table: str, col: str, lowest: bool = False) -> list[str]:
    """The keys by ``col``, highest first (lowest first with ``lowest``); asserts no tie among the first three."""
    d = keyed_column(r, table, col)
    keys = sorted(d, key=lambda k: d[k], reverse=not lowest)
    assert len({d[k] for k in keys[:3]}) == 3, (table, col)
    return keys


def appointees(r: Rows, adviser: str) -> list[str]:
    return [row["senator"] for row in r[APPOINTMENTS] if row["advised_by"] == adviser]


def days(r: Rows, senator: str) -> float:
    return keyed_number(r, DEPARTURES, senator, "days_served")


def left(r: Rows, senator: str) -> dt.date:
    return dt.date.fromisoformat(keyed_cell(r, DEPARTURES, senator, "left_senate"))


def appointed(r: Rows, senator: str) -> dt.date:
    return dt.date.fromisoformat(keyed_cell(r, APPOINTMENTS, senator, "appointed"))


def nh4(r: Rows, put_out: str) -> float:
    return keyed_number(r, NH4, put_out, "nh4_mg_per_l")


def lag(r: Rows, salt: str, ph: str) -> tuple[float, float]:
    """The (lower, upper) bounds of the lag in days at ``salt`` % NaCl and pH ``ph``."""
    row = one_row(r[BOTULINUM], nacl_pct=salt, ph=ph)
    return number(row["lag_min_days"]), number(row["lag_max_days"])


def pm_years(r: Rows, pm: str) -> float:
    return keyed_number(r, ANZ, pm, "years_in_office")


def pms_of(r: Rows, country: str) -> list[str]:
    return [row["prime_minister"] for row in r[ANZ] if row["country"] == country]


# wrong_entity -----------------------------------------------------------------------------------------------------

@fact
def we1(r):
    def holds(pm):
        return keyed_number(r, ANZ, pm, "first_year") == 1949 and pm_years(r, pm) == 17
    return both_fillings(holds, "Robert Menzies", "Sidney Holland")


@fact
def we2(r):
    def holds(s):
        reason = keyed_cell(r, DEPARTURES, s, "reason")
        return days(r, s) == 11701 and reason == "Retirement" and left(r, s).year == 2011
    return both_fillings(holds, "Murray, Lowell", "Charbonneau, Guy")


@fact
def we3(r):
    def holds(country):
        return keyed_number(r, LATIN, country, CIV) == 48 and keyed_number(r, LATIN, country, "years_covered") == 63
    return both_fillings(holds, "Mexico", "Nicaragua")


@fact
def we4(r):
    def holds(put_out, taken_in):
        return keyed_cell(r, NH4, put_out, "taken_in") == taken_in and nh4(r, put_out) == 0.121
    return holds("2009-08-11", "2009-08-18"), holds("2009-08-04", "2009-08-11")


@fact
def we5(r):
    return both_fillings(lambda ph: lag(r, "4", ph) == (7, 7), "5.5", "6.0")


@fact
def we6(r):
    def holds(s):
        province = keyed_cell(r, APPOINTMENTS, s, "province")
        return keyed_cell(r, APPOINTMENTS, s, "advised_by") == CLARK and province == "Prince Edward Island"
    return both_fillings(holds, "Macquarrie, Heath Nelson", "Nurgitz, Nathan")


@fact
def we7(r):
    def holds(pm):
        return (keyed_cell(r, ANZ, pm, "country") == "New Zealand" and keyed_number(r, ANZ, pm, "first_year") == 1960
                and pm_years(r, pm) == 12)
    return both_fillings(holds, "Keith Holyoake", "Walter Nash")


@fact
def we8(r):
    return both_fillings(lambda c: keyed_number(r, LATIN, c, MIL) == 36, "El Salvador", "Honduras")


@fact
def we9(r):
    def holds(s):
        return (keyed_cell(r, DEPARTURES, s, "reason") == "Death" and left(r, s).strftime("%Y-%m") == "1945-02"
                and days(r, s) == 8496)
    return both_fillings(holds, "Black, Frank Bunting", "Griesbach, William Antrobus")


@fact
def we10(r):
    def holds(s):
        return appointed(r, s) == dt.date(1979, 9, 27) and keyed_cell(r, APPOINTMENTS, s, "province") == "Alberta"
    return both_fillings(holds, "Bielish, Martha Palamarek", "Sherwood, Cyril Beverly")


# superlative ------------------------------------------------------------------------------------------------------

@fact
def su1(r):
    longest = top_key(r, DEPARTURES, "days_served")
    return both_fillings(lambda s: longest == s and 34.5 <= days(r, s) / YEAR_DAYS < 35,
                         "Calder, James Alexander", "Murray, Lowell")


@fact
def su2(r):
    longest = top_key(r, ANZ, "years_in_office")

    def holds(pm, years):
        return longest == pm and pm_years(r, pm) == years
    return holds("Robert Menzies", 17), holds("Keith Holyoake", 12)


@fact
def su3(r):
    most = top_key(r, LATIN, DEM)

    def holds(country, years):
        return most == country and keyed_number(r, LATIN, country, DEM) == years
    return holds("Costa Rica", 62), holds("Uruguay", 51)


@fact
def su4(r):
    most = top_key(r, LATIN, "leader_spells")

    def holds(country, spells):
        return most == country and keyed_number(r, LATIN, country, "leader_spells") == spells
    return holds("Bolivia", 27), holds("Ecuador", 25)


@fact
def su5(r):
    peak = top_key(r, NH4, "nh4_mg_per_l")

    def holds(week, value):
        return peak == week and nh4(r, week) == value
    return holds("2009-08-11", 0.121), holds("2009-05-12", 0.088)


@fact
def su6(r):
    order = ranked(r, NH4, "nh4_mg_per_l")
    return both_fillings(lambda rank: nh4(r, "2009-07-07") == 0.074 and order[rank - 1] == "2009-07-07", 3, 2)


@fact
def su7(r):
    shortest = top_key(r, DEPARTURES, "days_served", lowest=True)

    def holds(s, n):
        return shortest == s and days(r, s) == n
    return holds("Crothers, Thomas Wilson", 68), holds("de Cotret, Robert René", 223)


@fact
def su8(r):
    meighen = [keyed_cell(r, APPOINTMENTS, s, "province") for s in appointees(r, MEIGHEN)]
    counts = {p: meighen.count(p) for p in meighen}
    best = max(counts, key=counts.get)
    assert sorted(counts.values())[-2] < counts[best]

    def holds(province, n):
        return len(meighen) == 15 and best == province and counts[province] == n
    return holds("Ontario", 5), holds("Nova Scotia", 3)


@fact
def su9(r):
    dem = {row["country"]: number(row[DEM]) for row in r[LATIN] if row["first_year"] == "1946"}
    fewest = min(dem, key=dem.get)
    assert sorted(dem.values())[1] > dem[fewest]

    def holds(country, years):
        return fewest == country and dem[country] == years
    return holds("Mexico", 9), holds("Paraguay", 20)


@fact
def su10(r):
    grew = {(row["nacl_pct"], row["ph"]): number(row["lag_min_days"])
            for row in r[BOTULINUM] if row["lag_max_days"] != "inf"}
    longest = max(grew, key=grew.get)
    assert sorted(grew.values())[-2] < grew[longest]

    def holds(salt, ph, n):
        return longest == (salt, ph) and lag(r, salt, ph) == (n, n)
    return holds("4", "5.5", 7), holds("4", "6.0", 3)


# direction --------------------------------------------------------------------------------------------------------

@fact
def di1(r):
    murray, doody = days(r, "Murray, Lowell"), days(r, "Doody, C. William")
    return murray > doody, murray < doody


@fact
def di2(r):
    howard, hawke = pm_years(r, "John Howard"), pm_years(r, "Robert Hawke")
    return howard > hawke, howard < hawke


@fact
def di3(r):
    before, after = nh4(r, "2009-03-17"), nh4(r, "2009-03-24")
    return after < before, after > before


@fact
def di4(r):
    chile, uruguay = keyed_number(r, LATIN, "Chile", MIL), keyed_number(r, LATIN, "Uruguay", MIL)
    return chile > uruguay, chile < uruguay


@fact
def di5(r):
    at_55, at_60 = lag(r, "4", "5.5"), lag(r, "4", "6.0")
    return at_55[0] > at_60[1], at_55[1] < at_60[0]


@fact
def di6(r):
    de_cotret, murray = appointed(r, "de Cotret, Robert René"), appointed(r, "Murray, Lowell")
    clark = {"de Cotret, Robert René", "Murray, Lowell"} <= set(appointees(r, CLARK))
    return clark and de_cotret < murray, clark and de_cotret > murray


@fact
def di7(r):
    balfour, charbonneau = left(r, "Balfour, James"), left(r, "Charbonneau, Guy")
    return balfour > charbonneau, balfour < charbonneau


@fact
def di8(r):
    brazil, venezuela = (keyed_number(r, LATIN, c, "leader_spells") for c in ("Brazil", "Venezuela"))
    return brazil > venezuela, brazil < venezuela


@fact
def di9(r):
    holland, chifley = pm_years(r, "Sidney Holland"), pm_years(r, "Joseph Chifley")
    countries = (keyed_cell(r, ANZ, "Sidney Holland", "country"), keyed_cell(r, ANZ, "Joseph Chifley", "country"))
    ok = countries == ("New Zealand", "Australia")
    return ok and holland > chifley, ok and holland < chifley


@fact
def di10(r):
    may12, may19 = nh4(r, "2009-05-12"), nh4(r, "2009-05-19")
    return may12 > may19, may12 < may19


# difference -------------------------------------------------------------------------------------------------------

@fact
def df1(r):
    gap = days(r, "Murray, Lowell") - days(r, "Doody, C. William")
    return both_fillings(lambda x: gap == x, 2119, 2219)


@fact
def df2(r):
    gap = pm_years(r, "Keith Holyoake") - pm_years(r, "Sidney Holland")
    return both_fillings(lambda x: gap == x, 4, 3)


@fact
def df3(r):
    gap = keyed_number(r, LATIN, "Costa Rica", DEM) - keyed_number(r, LATIN, "Mexico", DEM)
    return both_fillings(lambda x: gap == x, 53, 43)


@fact
def df4(r):
    peak = top_key(r, NH4, "nh4_mg_per_l")
    gap = nh4(r, peak) - nh4(r, "2009-07-07")
    return both_fillings(lambda x: nh4(r, peak) == 0.121 and abs(gap - x) < 1e-9, 0.047, 0.057)


@fact
def df5(r):
    gap = lag(r, "4", "5.5")[0] - lag(r, "3", "5.5")[1]  # both exact: (7, 7) and (2, 2)
    exact = lag(r, "4", "5.5")[0] == lag(r, "4", "5.5")[1] and lag(r, "3", "5.5")[0] == lag(r, "3", "5.5")[1]
    return both_fillings(lambda x: exact and gap == x, 5, 4)


@fact
def df6(r):
    meighen = appointees(r, MEIGHEN)
    total = sum(days(r, s) for s in meighen)
    return both_fillings(lambda x: len(meighen) == 15 and total == x, 90272, 90722)


@fact
def df7(r):
    mil, dem = keyed_number(r, LATIN, "Paraguay", MIL), keyed_number(r, LATIN, "Paraguay", DEM)
    return both_fillings(lambda x: (mil, dem) == (37, 20) and mil - dem == x, 17, 27)


@fact
def df8(r):
    australia = pms_of(r, "Australia")
    span = australia[australia.index("Robert Menzies"):australia.index("William McMahon") + 1]
    total = sum(pm_years(r, pm) for pm in span)
    return both_fillings(lambda x: len(span) == 5 and total == x, 23, 25)


@fact
def df9(r):
    rise = nh4(r, "2009-05-12") - nh4(r, "2009-05-05")
    return both_fillings(lambda x: abs(rise - x) < 1e-9, 0.073, 0.063)


@fact
def df10(r):
    gap = days(r, "Nurgitz, Nathan") - days(r, "Bielish, Martha Palamarek")
    return both_fillings(lambda x: gap == x, 861, 761)


# joined (both senate tables) --------------------------------------------------------------------------------------

@fact
def jo1(r):
    chosen = [s for s in appointees(r, CLARK)
              if keyed_cell(r, APPOINTMENTS, s, "province") == "Newfoundland and Labrador"]
    assert len(chosen) == 1
    s = chosen[0]
    base = days(r, s) == 9582 and left(r, s).year == 2005
    return both_fillings(lambda reason: base and keyed_cell(r, DEPARTURES, s, "reason") == reason,
                         "Death", "Retirement")


@fact
def jo2(r):
    independents = [row["senator"] for row in r[APPOINTMENTS] if row["party_at_appointment"] == "Independent"]
    base = independents == ["McDonald, John Anthony"]
    years = days(r, "McDonald, John Anthony") / YEAR_DAYS
    return both_fillings(lambda x: base and x - 0.5 <= years < x, 28, 23)


@fact
def jo3(r):
    chosen = [s for s in appointees(r, CLARK) if appointed(r, s) == dt.date(1979, 9, 13)]
    longest = max(chosen, key=lambda s: days(r, s))
    return both_fillings(lambda s: len(chosen) == 3 and longest == s, "Murray, Lowell", "Balfour, James")


@fact
def jo4(r):
    quebec = [s for s in appointees(r, CLARK) if keyed_cell(r, APPOINTMENTS, s, "province") == "Quebec"]
    reasons = {keyed_cell(r, DEPARTURES, s, "reason") for s in quebec}
    return both_fillings(lambda reason: len(quebec) == 2 and reasons == {reason}, "Retirement", "Resignation")


@fact
def jo5(r):
    ontario = [s for s in appointees(r, MEIGHEN) if keyed_cell(r, APPOINTMENTS, s, "province") == "Ontario"]
    mean = sum(days(r, s) for s in ontario) / len(ontario)
    return both_fillings(lambda x: len(ontario) == 5 and about(mean, x), "3,226", "3,626")


@fact
def jo6(r):
    resigned = [row["senator"] for row in r[DEPARTURES] if row["reason"] == "Resignation"]
    provinces = sorted(keyed_cell(r, APPOINTMENTS, s, "province") for s in resigned)
    return both_fillings(lambda ps: provinces == sorted(ps),
                         ("Alberta", "Ontario", "Manitoba"), ("Alberta", "Quebec", "Manitoba"))


@fact
def jo7(r):
    meighen = appointees(r, MEIGHEN)
    longest = max(meighen, key=lambda s: days(r, s))
    assert sorted(days(r, s) for s in meighen)[-2] < days(r, longest)
    base = longest == "Calder, James Alexander" and left(r, longest).year == 1956
    return both_fillings(lambda p: base and keyed_cell(r, APPOINTMENTS, longest, "province") == p,
                         "Saskatchewan", "Alberta")


@fact
def jo8(r):
    bc = [s for s in appointees(r, MEIGHEN) if keyed_cell(r, APPOINTMENTS, s, "province") == "British Columbia"]
    total = sum(days(r, s) for s in bc)
    base = sorted(bc) == ["Crowe, Sanford Johnston", "Green, Robert Francis"]
    return both_fillings(lambda x: base and total == x, 12685, 13685)


@fact
def jo9(r):
    def mean(adviser):
        chosen = appointees(r, adviser)
        return sum(days(r, s) for s in chosen) / len(chosen)
    meighen, clark = mean(MEIGHEN), mean(CLARK)
    return both_fillings(lambda x: about(meighen, "6,018") and about(meighen - clark, x), "550", "850")


@fact
def jo10(r):
    ns = [s for s in appointees(r, MEIGHEN) if keyed_cell(r, APPOINTMENTS, s, "province") == "Nova Scotia"]
    shortest = min(ns, key=lambda s: days(r, s))
    assert sorted(days(r, s) for s in ns)[1] > days(r, shortest)

    def holds(s, n):
        return len(ns) == 3 and shortest == s and days(r, s) == n
    return holds("Stanfield, John", 4722), holds("Martin, Peter Francis", 4896)


# negation ---------------------------------------------------------------------------------------------------------

@fact
def ne1(r):
    retired = [dt.date.fromisoformat(row["left_senate"]) for row in r[DEPARTURES] if row["reason"] == "Retirement"]
    return both_fillings(lambda year: not any(d.year < year for d in retired), 1984, 1990)


@fact
def ne2(r):
    australia = pms_of(r, "Australia")
    after = australia[australia.index("Robert Menzies") + 1:]
    return both_fillings(lambda cap: not any(pm_years(r, pm) > cap for pm in after), 11, 10)


@fact
def ne3(r):
    return both_fillings(lambda c: keyed_number(r, LATIN, c, MIL) == 0, "Costa Rica", "Guatemala")


@fact
def ne4(r):
    values = keyed_column(r, NH4, "nh4_mg_per_l").values()
    return both_fillings(lambda cap: not any(v > cap for v in values), 0.15, 0.1)


@fact
def ne5(r):
    def none_grew(salt):
        rows = [row for row in r[BOTULINUM] if row["nacl_pct"] == salt]
        return len(rows) == 5 and all(number(row["lag_min_days"]) >= 85 and row["lag_max_days"] == "inf"
                                      for row in rows)
    return both_fillings(none_grew, "6", "4")


@fact
def ne6(r):
    provinces = {keyed_cell(r, APPOINTMENTS, s, "province") for s in appointees(r, CLARK)}
    return both_fillings(lambda p: p not in provinces, "British Columbia", "Manitoba")


@fact
def ne7(r):
    central = [number(row[DEM]) for row in r[LATIN] if row["un_region"] == "Central America"]
    return both_fillings(lambda floor: len(central) == 8 and not any(x < floor for x in central), 9, 10)


@fact
def ne8(r):
    def none_below(month):
        samples = [row for row in r[NH4] if row["put_out"].startswith(month)]
        return len(samples) >= 4 and not any(row["below_detection_limit"] == "yes" for row in samples)
    return both_fillings(none_below, "2009-03", "2009-06")


@fact
def ne9(r):
    others = [pm for pm in pms_of(r, "New Zealand") if pm != "Keith Holyoake"]
    base = pm_years(r, "Keith Holyoake") >= 10
    return both_fillings(lambda floor: base and not any(pm_years(r, pm) >= floor for pm in others), 10, 9)


@fact
def ne10(r):
    served = keyed_column(r, DEPARTURES, "days_served").values()
    return both_fillings(lambda floor: len(served) == 26 and not any(d < floor for d in served), 60, 100)


# percent_vs_count -------------------------------------------------------------------------------------------------

@fact
def pc1(r):
    below = sum(row["below_detection_limit"] == "yes" for row in r[NH4])
    n = len(r[NH4])
    return both_fillings(lambda x: (below, n) == (9, 28) and about(100 * below / n, x), "32", "42")


@fact
def pc2(r):
    def share(c):
        return 100 * keyed_number(r, LATIN, c, DEM) / keyed_number(r, LATIN, c, "years_covered")
    chile, paraguay = share("Chile"), share("Paraguay")
    return both_fillings(lambda x: about(chile, "73") and about(chile - paraguay, x), "41", "31")


@fact
def pc3(r):
    died = sum(row["reason"] == "Death" for row in r[DEPARTURES])
    n = len(r[DEPARTURES])
    return both_fillings(lambda x: (died, n) == (17, 26) and about(100 * died / n, x), "65", "75")


@fact
def pc4(r):
    ontario = sum(row["province"] == "Ontario" for row in r[APPOINTMENTS])
    n = len(r[APPOINTMENTS])
    return both_fillings(lambda x: (ontario, n) == (7, 26) and about(100 * ontario / n, x), "27", "37")


@fact
def pc5(r):
    none = sum(row["lag_max_days"] == "inf" for row in r[BOTULINUM])
    n = len(r[BOTULINUM])
    return both_fillings(lambda x: (none, n) == (8, 25) and 100 * none / n == x, 32, 42)


@fact
def pc6(r):
    australia = pms_of(r, "Australia")
    total = sum(pm_years(r, pm) for pm in australia)
    menzies = pm_years(r, "Robert Menzies")
    return both_fillings(lambda x: (menzies, total) == (17, 63) and about(100 * menzies / total, x), "27", "37")


@fact
def pc7(r):
    mil, covered = keyed_number(r, LATIN, "El Salvador", MIL), keyed_number(r, LATIN, "El Salvador", "years_covered")
    return both_fillings(lambda x: (mil, covered) == (36, 63) and about(100 * mil / covered, x), "57", "67")


@fact
def pc8(r):
    above = sum(v > 0.08 for v in keyed_column(r, NH4, "nh4_mg_per_l").values())
    n = len(r[NH4])
    return both_fillings(lambda x: (above, n) == (2, 28) and about(100 * above / n, x), "7", "12")


@fact
def pc9(r):
    clark, n = len(appointees(r, CLARK)), len(r[APPOINTMENTS])
    return both_fillings(lambda x: (clark, n) == (11, 26) and about(100 * clark / n, x), "42", "52")


@fact
def pc10(r):
    south = [number(row["leader_spells"]) for row in r[LATIN] if row["un_region"] == "South America"]
    total = sum(number(row["leader_spells"]) for row in r[LATIN])
    base = (len(south), sum(south), total) == (12, 191, 304)
    return both_fillings(lambda x: base and about(100 * sum(south) / total, x), "63", "53")


# words ------------------------------------------------------------------------------------------------------------

@fact
def wo1(r):
    menzies, fraser = pm_years(r, "Robert Menzies"), pm_years(r, "Malcom Fraser")
    return both_fillings(lambda x: (menzies, fraser) == (17, 8) and menzies > x * fraser, 2, 3)


@fact
def wo2(r):
    civ, covered = keyed_number(r, LATIN, "Guyana", CIV), keyed_number(r, LATIN, "Guyana", "years_covered")
    return both_fillings(lambda x: civ == covered == x, 43, 45)


@fact
def wo3(r):
    retired = sum(row["reason"] == "Retirement" for row in r[DEPARTURES])
    return both_fillings(lambda x: retired == x, 6, 7)


@fact
def wo4(r):
    ratio = nh4(r, "2009-05-12") / nh4(r, "2009-05-05")
    return both_fillings(lambda x: x - 0.5 <= ratio < x, 6, 4)


@fact
def wo5(r):
    return both_fillings(lambda n: lag(r, "4", "6.0") == (n, n), 3, 4)


@fact
def wo6(r):
    provinces = {keyed_cell(r, APPOINTMENTS, s, "province") for s in appointees(r, MEIGHEN)}
    return both_fillings(lambda n: len(provinces) == n, 6, 7)


@fact
def wo7(r):
    years = days(r, "Calder, James Alexander") / YEAR_DAYS
    return both_fillings(lambda x: abs(years - x) <= 0.5, 35, 30)


@fact
def wo8(r):
    ratio = keyed_number(r, LATIN, "Bolivia", "leader_spells") / keyed_number(r, LATIN, "Brazil", "leader_spells")
    return both_fillings(lambda x: ratio == x, 1.5, 2)


@fact
def wo9(r):
    return both_fillings(lambda x: pm_years(r, "Keith Holyoake") == x, 12, 10)


@fact
def wo10(r):
    dem, covered = keyed_number(r, LATIN, "Costa Rica", DEM), keyed_number(r, LATIN, "Costa Rica", "years_covered")
    return both_fillings(lambda x: covered == 63 and covered - dem == x, 1, 2)


# units_dates ------------------------------------------------------------------------------------------------------

@fact
def ud1(r):
    first = min(appointees(r, CLARK), key=lambda s: appointed(r, s))
    return both_fillings(lambda d: first == "de Cotret, Robert René" and appointed(r, first) == d,
                         dt.date(1979, 6, 5), dt.date(1979, 7, 5))


@fact
def ud2(r):
    s = "Crothers, Thomas Wilson"
    base = left(r, s) == dt.date(1921, 12, 10) and keyed_cell(r, DEPARTURES, s, "reason") == "Death"
    return both_fillings(lambda weeks: base and days(r, s) < 7 * weeks, 10, 9)


@fact
def ud3(r):
    n = days(r, "Murray, Lowell")
    return both_fillings(lambda x: n == 11701 and x < n / YEAR_DAYS < x + 0.5, 32, 33)


@fact
def ud4(r):
    peak = top_key(r, NH4, "nh4_mg_per_l")
    micrograms = 1000 * nh4(r, peak)
    return both_fillings(lambda x: nh4(r, peak) == 0.121 and abs(micrograms - x) < 1e-9, 121, 12.1)


@fact
def ud5(r):
    out, taken = dt.date(2009, 3, 31), dt.date.fromisoformat(keyed_cell(r, NH4, "2009-03-31", "taken_in"))
    return both_fillings(lambda n: taken == dt.date(2009, 4, 8) and (taken - out).days == n, 8, 9)


@fact
def ud6(r):
    whitlam, rowling = (keyed_number(r, ANZ, pm, "first_year") for pm in ("E. Gough Whitlam", "Wallace Rowling"))
    base = whitlam == 1972 and keyed_cell(r, ANZ, "Wallace Rowling", "country") == "New Zealand"
    return both_fillings(lambda n: base and rowling - whitlam == n, 2, 3)


@fact
def ud7(r):
    suriname, argentina = (keyed_number(r, LATIN, c, "first_year") for c in ("Suriname", "Argentina"))
    return both_fillings(lambda n: suriname == 1975 and suriname - argentina == n, 29, 19)


@fact
def ud8(r):
    return both_fillings(lambda n: lag(r, "4", "5.5") == (n, n), 7, 14)


@fact
def ud9(r):
    meighen = appointees(r, MEIGHEN)
    first = min(appointed(r, s) for s in meighen)
    earliest = sorted(s for s in meighen if appointed(r, s) == first)
    base = earliest == ["McDonald, John Anthony", "Stanfield, John"]
    return both_fillings(lambda d: base and first == d, dt.date(1921, 2, 17), dt.date(1921, 3, 17))


@fact
def ud10(r):
    s = "Charbonneau, Guy"
    years = days(r, s) / YEAR_DAYS
    base = keyed_cell(r, DEPARTURES, s, "reason") == "Retirement" and 17.5 <= years < 18
    return both_fillings(lambda month: base and left(r, s).strftime("%Y-%m") == month, "1997-06", "1997-07")
