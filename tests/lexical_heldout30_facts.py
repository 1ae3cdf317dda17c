"""The label checks of the thirtieth held-out set (``tests/test_lexical_heldout30.py``): one function per pair id
that recomputes, from the stored cells of ``tests/data/lexical_heldout30_tables.json``, whether the pair's true claim
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
    number,
    top_key,
)

DATA = Path(__file__).parent / "data" / "lexical_heldout30_tables.json"

H84 = "scottish_hill_races_1984"
H00 = "scottish_hill_races_2000"
D1 = "heptathlon_seoul_1988_day1"
D2 = "heptathlon_seoul_1988_day2"
HU = "us_landfall_hurricanes_2002_2012"
CI = "canadian_cities_1992_1996"

FACTS: dict[str, Callable[[Rows], tuple[bool, bool]]] = {}

KM_PER_MILE = 1.609344
METRES_PER_FOOT = 0.3048


def fact(fn: Callable[[Rows], tuple[bool, bool]]) -> Callable[[Rows], tuple[bool, bool]]:
    FACTS[fn.__name__] = fn
    return fn


def rows_by_table() -> Rows:
    return heldout_pairs.rows_of(DATA)


def landfall(rows: Rows, name: str) -> date:
    return date.fromisoformat(keyed_cell(rows, HU, name, "first_landfall"))


def states(row: dict[str, str]) -> list[str]:
    return row["states_affected"].split(", ")


def pop(rows: Rows, city: str, year: int) -> float:
    return keyed_number(rows, CI, city, f"population_{year}_thousands")


def share(part: int, whole: int) -> float:
    return 100 * part / whole


# wrong_entity


@fact
def we1(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda race: keyed_cell(rows, H84, race, "record_time_min") == "73.217", "Goatfell", "Cairngorm")


@fact
def we2(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda a: keyed_number(rows, D1, a, "shot_put_m") == 16.23, "John", "Behmer")


@fact
def we3(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda h: keyed_number(rows, HU, h, "deaths") == 84, "Ike", "Gustav")


@fact
def we4(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda c: pop(rows, c, 1996) == 851.6, "Calgary", "Edmonton")


@fact
def we5(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda race: keyed_number(rows, H00, race, "womens_record_time_min") == 91.58, "Goatfell", "Ben Lomond")


@fact
def we6(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda a: keyed_number(rows, D2, a, "javelin_m") == 47.50, "Scheider", "Braun")


@fact
def we7(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda h: keyed_number(rows, HU, h, "max_wind_mph") == 150, "Charley", "Frances")


@fact
def we8(rows: Rows) -> tuple[bool, bool]:
    def holds(c: str) -> bool:
        return keyed_cell(rows, CI, c, "region") == "Ontario" and pop(rows, c, 1992) == 256.7 and pop(rows, c, 1996) == 280.9
    return both_fillings(holds, "Oshawa", "Windsor")


@fact
def we9(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda race: keyed_number(rows, H84, race, "distance_miles") == 28, "Lairig Ghru", "Moffat Chase")


@fact
def we10(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda a: keyed_number(rows, D1, a, "hurdles_100m_s") == 16.42, "Launa", "Jeong-Mi")


# superlative


@fact
def su1(rows: Rows) -> tuple[bool, bool]:
    best = top_key(rows, H84, "climb_ft")
    return both_fillings(lambda race: race == best and keyed_number(rows, H84, race, "climb_ft") == 7500, "Bens of Jura", "Moffat Chase")


@fact
def su2(rows: Rows) -> tuple[bool, bool]:
    behmer = keyed_number(rows, D2, "Behmer", "run_800m_s") == 124.20
    return both_fillings(lambda lowest: behmer and top_key(rows, D2, "run_800m_s", lowest=lowest) == "Behmer", True, False)


@fact
def su3(rows: Rows) -> tuple[bool, bool]:
    lowest = top_key(rows, HU, "pressure_mb", lowest=True)
    return both_fillings(lambda hp: hp[0] == lowest and keyed_number(rows, HU, hp[0], "pressure_mb") == hp[1], ("Katrina", 920), ("Rita", 937))


@fact
def su4(rows: Rows) -> tuple[bool, bool]:
    growth = {r["city"]: number(r["population_1996_thousands"]) / number(r["population_1992_thousands"]) for r in rows[CI]}
    best = max(growth, key=growth.get)
    assert sorted(growth.values())[-2] < growth[best]
    return both_fillings(lambda c: c == best, "Vancouver", "Calgary")


@fact
def su5(rows: Rows) -> tuple[bool, bool]:
    gap = {r["race"]: number(r["womens_record_time_min"]) - number(r["record_time_min"]) for r in rows[H00]}
    best = max(gap, key=gap.get)
    assert sorted(gap.values())[-2] < gap[best]
    return both_fillings(lambda race: race == best, "Lairig Ghru", "Two Breweries")


@fact
def su6(rows: Rows) -> tuple[bool, bool]:
    weakest = top_key(rows, D1, "shot_put_m", lowest=True)
    return both_fillings(lambda ap: ap[0] == weakest and keyed_number(rows, D1, ap[0], "shot_put_m") == ap[1], ("Hui-Ing", 10.00), ("Jeong-Mi", 10.83))


@fact
def su7(rows: Rows) -> tuple[bool, bool]:
    counts = {r["hurricane"]: len(states(r)) for r in rows[HU]}
    best = max(counts, key=counts.get)
    assert sorted(counts.values())[-2] < counts[best]
    return both_fillings(lambda h: h == best, "Irene", "Katrina")


@fact
def su8(rows: Rows) -> tuple[bool, bool]:
    prairie = {r["city"]: number(r["population_1996_thousands"]) for r in rows[CI] if r["region"] == "Prairies"}
    return both_fillings(lambda c: c in prairie and prairie[c] == max(prairie.values()), "Winnipeg", "Saskatoon")


@fact
def su9(rows: Rows) -> tuple[bool, bool]:
    fastest = top_key(rows, H84, "record_time_min", lowest=True)
    return both_fillings(lambda race: race == fastest, "Kildcon Hill", "Greenmantle")


@fact
def su10(rows: Rows) -> tuple[bool, bool]:
    jav = keyed_column(rows, D2, "javelin_m")
    ranked = sorted(jav, key=jav.get, reverse=True)
    assert jav[ranked[1]] > jav[ranked[2]]

    def holds(pair: tuple[str, str, float]) -> bool:
        first, second, mark = pair
        return ranked[:2] == [first, second] and jav[first] == mark
    return both_fillings(holds, ("Scheider", "Choubenkova", 47.50), ("Choubenkova", "Scheider", 47.46))


# direction


@fact
def di1(rows: Rows) -> tuple[bool, bool]:
    fell = pop(rows, "Winnipeg", 1996) < pop(rows, "Winnipeg", 1995)
    return fell, pop(rows, "Winnipeg", 1996) > pop(rows, "Winnipeg", 1995)


@fact
def di2(rows: Rows) -> tuple[bool, bool]:
    a, b = pop(rows, "St. John's", 1996), pop(rows, "St. John's", 1993)
    return a < b, a > b


@fact
def di3(rows: Rows) -> tuple[bool, bool]:
    ike, gustav = landfall(rows, "Ike"), landfall(rows, "Gustav")
    assert ike.year == gustav.year == 2008
    return ike > gustav, ike < gustav


@fact
def di4(rows: Rows) -> tuple[bool, bool]:
    jk, john = keyed_number(rows, D1, "Joyner-Kersee", "run_200m_s"), keyed_number(rows, D1, "John", "run_200m_s")
    return jk < john, jk > john


@fact
def di5(rows: Rows) -> tuple[bool, bool]:
    tb, bn = keyed_number(rows, H84, "Two Breweries", "climb_ft"), keyed_number(rows, H84, "Ben Nevis", "climb_ft")
    return tb > bn, tb < bn


@fact
def di6(rows: Rows) -> tuple[bool, bool]:
    female = sum(r["name_gender"] == "female" for r in rows[HU])
    male = sum(r["name_gender"] == "male" for r in rows[HU])
    return female > male, female < male


@fact
def di7(rows: Rows) -> tuple[bool, bool]:
    sandy, irene = keyed_number(rows, HU, "Sandy", "pressure_mb"), keyed_number(rows, HU, "Irene", "pressure_mb")
    return sandy < irene, sandy > irene


@fact
def di8(rows: Rows) -> tuple[bool, bool]:
    braun, brown = keyed_number(rows, D2, "Braun", "run_800m_s"), keyed_number(rows, D2, "Brown", "run_800m_s")
    return braun < brown, braun > brown


@fact
def di9(rows: Rows) -> tuple[bool, bool]:
    lomonds, ben = keyed_number(rows, H00, "Lomonds", "record_time_min"), keyed_number(rows, H00, "Ben Lomond", "record_time_min")
    return lomonds > ben, lomonds < ben


@fact
def di10(rows: Rows) -> tuple[bool, bool]:
    p = [pop(rows, "Chicoutimi", y) for y in (1994, 1995, 1996)]
    return p[1] < p[0] and p[2] < p[1], p[1] > p[0] and p[2] > p[1]


# difference


@fact
def df1(rows: Rows) -> tuple[bool, bool]:
    gap = keyed_number(rows, H00, "Ben Nevis", "womens_record_time_min") - keyed_number(rows, H00, "Ben Nevis", "record_time_min")
    return both_fillings(lambda w: about(gap, w), "17.85", "15.85")


@fact
def df2(rows: Rows) -> tuple[bool, bool]:
    pts = keyed_column(rows, D2, "total_points")
    ranked = sorted(pts, key=pts.get, reverse=True)
    assert ranked[:2] == ["Joyner-Kersee", "John"]
    gap = pts["Joyner-Kersee"] - pts["John"]
    return both_fillings(lambda g: gap == g, 394, 294)


@fact
def df3(rows: Rows) -> tuple[bool, bool]:
    gain = pop(rows, "Toronto", 1996) - pop(rows, "Toronto", 1992)
    return both_fillings(lambda w: about(gain, w), "327.8", "287.8")


@fact
def df4(rows: Rows) -> tuple[bool, bool]:
    gap = keyed_number(rows, HU, "Katrina", "damage_million_usd") - keyed_number(rows, HU, "Wilma", "damage_million_usd")
    return both_fillings(lambda g: gap == g, 60400, 50400)


@fact
def df5(rows: Rows) -> tuple[bool, bool]:
    gap = keyed_number(rows, H84, "Bens of Jura", "record_time_min") - keyed_number(rows, H84, "Lairig Ghru", "record_time_min")
    return both_fillings(lambda m: m - 0.5 < gap < m, 12, 22)


@fact
def df6(rows: Rows) -> tuple[bool, bool]:
    gap = keyed_number(rows, D1, "John", "shot_put_m") - keyed_number(rows, D1, "Joyner-Kersee", "shot_put_m")
    return both_fillings(lambda w: about(gap, w), "0.43", "0.53")


@fact
def df7(rows: Rows) -> tuple[bool, bool]:
    gap = pop(rows, "Montreal", 1996) - pop(rows, "Vancouver", 1996)
    return both_fillings(lambda w: about(gap, w), "1,468", "1,568")


@fact
def df8(rows: Rows) -> tuple[bool, bool]:
    gap = keyed_number(rows, HU, "Katrina", "deaths") - keyed_number(rows, HU, "Sandy", "deaths")
    return both_fillings(lambda g: gap == g, 1677, 1577)


@fact
def df9(rows: Rows) -> tuple[bool, bool]:
    gap = keyed_number(rows, H00, "Lairig Ghru", "distance_miles") - keyed_number(rows, H00, "Two Breweries", "distance_miles")
    return both_fillings(lambda g: gap == g, 10, 12)


@fact
def df10(rows: Rows) -> tuple[bool, bool]:
    gap = keyed_number(rows, D2, "Choubenkova", "javelin_m") - keyed_number(rows, D2, "Launa", "javelin_m")
    return both_fillings(lambda w: about(gap, w), "1.08", "1.18")


# joined


@fact
def jo1(rows: Rows) -> tuple[bool, bool]:
    longest = top_key(rows, H84, "distance_miles")
    assert longest == "Lairig Ghru"
    return both_fillings(lambda w: keyed_cell(rows, H00, longest, "womens_record_time_min") == w, "225.17", "215.17")


@fact
def jo2(rows: Rows) -> tuple[bool, bool]:
    best = top_key(rows, D1, "shot_put_m")
    assert best == "John"
    return both_fillings(lambda p: keyed_number(rows, D2, best, "total_points") == p, 6897, 6858)


@fact
def jo3(rows: Rows) -> tuple[bool, bool]:
    hurdler = top_key(rows, D1, "hurdles_100m_s", lowest=True)
    assert hurdler == "Joyner-Kersee"
    long_jump = top_key(rows, D2, "long_jump_m") == hurdler
    fastest_800 = top_key(rows, D2, "run_800m_s", lowest=True) == hurdler
    return long_jump, fastest_800


@fact
def jo4(rows: Rows) -> tuple[bool, bool]:
    def holds(race: str) -> bool:
        return about(keyed_number(rows, H84, race, "record_time_min"), "27.9") and about(keyed_number(rows, H00, race, "record_time_min"), "27.9")
    return both_fillings(holds, "Meall Ant-Suidhe", "Creag Dubh")


@fact
def jo5(rows: Rows) -> tuple[bool, bool]:
    gain = keyed_number(rows, H84, "Two Breweries", "record_time_min") - keyed_number(rows, H00, "Two Breweries", "record_time_min")
    return both_fillings(lambda m: gain > m, 16, 18)


@fact
def jo6(rows: Rows) -> tuple[bool, bool]:
    slowest = top_key(rows, D1, "hurdles_100m_s")
    assert slowest == "Launa"
    return both_fillings(lambda m: keyed_number(rows, D2, slowest, "javelin_m") == m, 46.38, 36.38)


@fact
def jo7(rows: Rows) -> tuple[bool, bool]:
    climb = top_key(rows, H00, "climb_ft")
    assert climb == "Two Breweries"
    return both_fillings(lambda w: about(keyed_number(rows, H84, climb, "record_time_min"), w), "170.25", "159.83")


@fact
def jo8(rows: Rows) -> tuple[bool, bool]:
    gdr = [r["athlete"] for r in rows[D1] if r["country"] == "GDR"]
    assert len(gdr) == 3
    return both_fillings(lambda m: all(keyed_number(rows, D2, a, "long_jump_m") >= m for a in gdr), 6.3, 6.5)


@fact
def jo9(rows: Rows) -> tuple[bool, bool]:
    usa = [r["athlete"] for r in rows[D1] if r["country"] == "USA"]
    assert len(usa) == 3
    total = sum(keyed_number(rows, D2, a, "total_points") for a in usa)
    return both_fillings(lambda t: total == t, 19560, 19650)


@fact
def jo10(rows: Rows) -> tuple[bool, bool]:
    t84, t00 = keyed_number(rows, H84, "Black Hill", "record_time_min"), keyed_number(rows, H00, "Black Hill", "record_time_min")
    return t00 > t84, t00 < t84


# negation


@fact
def ne1(rows: Rows) -> tuple[bool, bool]:
    months = {date.fromisoformat(r["first_landfall"]).month for r in rows[HU]}
    return both_fillings(lambda m: m not in months, 11, 10)


@fact
def ne2(rows: Rows) -> tuple[bool, bool]:
    atlantic = [number(r[f"population_{y}_thousands"]) for r in rows[CI] if r["region"] == "Atlantic" for y in range(1992, 1997)]
    return both_fillings(lambda m: all(p < m for p in atlantic), 350, 340)


@fact
def ne3(rows: Rows) -> tuple[bool, bool]:
    best = max(keyed_column(rows, D1, "high_jump_m").values())
    return both_fillings(lambda m: not best >= m, 1.90, 1.85)


@fact
def ne4(rows: Rows) -> tuple[bool, bool]:
    shortest = min(keyed_column(rows, H84, "distance_miles").values())
    return both_fillings(lambda m: not shortest < m, 2, 3)


@fact
def ne5(rows: Rows) -> tuple[bool, bool]:
    hit = {s for r in rows[HU] if r["first_landfall"].startswith("2008") for s in states(r)}
    return both_fillings(lambda s: s not in hit, "FL", "LA")


@fact
def ne6(rows: Rows) -> tuple[bool, bool]:
    others = [p for a, p in keyed_column(rows, D2, "total_points").items() if a != "Joyner-Kersee"]
    return both_fillings(lambda m: not any(p >= m for p in others), 7000, 6800)


@fact
def ne7(rows: Rows) -> tuple[bool, bool]:
    other = [number(r["womens_record_time_min"]) for r in rows[H00] if r["race_type"] == "other"]
    assert len(other) == 4
    return both_fillings(lambda m: not any(t < m for t in other), 18, 20)


@fact
def ne8(rows: Rows) -> tuple[bool, bool]:
    def never_fell(c: str) -> bool:
        p = [pop(rows, c, y) for y in range(1992, 1997)]
        return all(b >= a for a, b in zip(p, p[1:]))
    return both_fillings(never_fell, "Vancouver", "Winnipeg")


@fact
def ne9(rows: Rows) -> tuple[bool, bool]:
    def none_under_13(country: str) -> bool:
        times = [number(r["hurdles_100m_s"]) for r in rows[D1] if r["country"] == country]
        assert len(times) == 3
        return not any(t < 13 for t in times)
    return both_fillings(none_under_13, "URS", "GDR")


@fact
def ne10(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda g: not any(number(r["deaths"]) > 100 for r in rows[HU] if r["name_gender"] == g), "male", "female")


# percent_vs_count


@fact
def pc1(rows: Rows) -> tuple[bool, bool]:
    pct = share(sum(r["name_gender"] == "female" for r in rows[HU]), len(rows[HU]))
    return both_fillings(lambda w: about(pct, w), "59", "13")


@fact
def pc2(rows: Rows) -> tuple[bool, bool]:
    pct = share(sum(r["region"] == "Ontario" for r in rows[CI]), len(rows[CI]))
    return both_fillings(lambda p: pct == p, 40, 10)


@fact
def pc3(rows: Rows) -> tuple[bool, bool]:
    total = sum(number(r["population_1996_thousands"]) for r in rows[CI])
    pct = 100 * pop(rows, "Toronto", 1996) / total
    return both_fillings(lambda w: about(pct, w), "24", "34")


@fact
def pc4(rows: Rows) -> tuple[bool, bool]:
    total = sum(number(r["deaths"]) for r in rows[HU])
    pct = 100 * keyed_number(rows, HU, "Katrina", "deaths") / total
    return both_fillings(lambda w: about(pct, w), "77", "67")


@fact
def pc5(rows: Rows) -> tuple[bool, bool]:
    pct = share(sum(r["country"] == "USA" for r in rows[D1]), len(rows[D1]))
    return both_fillings(lambda p: pct == p, 12, 3)


@fact
def pc6(rows: Rows) -> tuple[bool, bool]:
    pct = share(sum(number(r["climb_ft"]) >= 2000 for r in rows[H84]), len(rows[H84]))
    return both_fillings(lambda p: pct == p, 40, 14)


@fact
def pc7(rows: Rows) -> tuple[bool, bool]:
    pct = share(sum("FL" in states(r) for r in rows[HU]), len(rows[HU]))
    return both_fillings(lambda w: about(pct, w), "36", "8")


@fact
def pc8(rows: Rows) -> tuple[bool, bool]:
    pct = 100 * (pop(rows, "Vancouver", 1996) / pop(rows, "Vancouver", 1992) - 1)
    return both_fillings(lambda w: about(pct, w), "12", "20")


@fact
def pc9(rows: Rows) -> tuple[bool, bool]:
    pct = share(sum(r["race_type"] == "hill" for r in rows[H00]), len(rows[H00]))
    return both_fillings(lambda w: about(pct, w), "74", "14")


@fact
def pc10(rows: Rows) -> tuple[bool, bool]:
    pct = share(sum(p > 7000 for p in keyed_column(rows, D2, "total_points").values()), len(rows[D2]))
    return both_fillings(lambda p: pct == p, 4, 8)


# words


@fact
def wo1(rows: Rows) -> tuple[bool, bool]:
    n = sum(r["country"] == "GDR" for r in rows[D1])
    return both_fillings(lambda k: n == k, 3, 4)


@fact
def wo2(rows: Rows) -> tuple[bool, bool]:
    ratio = keyed_number(rows, H84, "Bens of Jura", "record_time_min") / keyed_number(rows, H84, "Ben Nevis", "record_time_min")
    over_200 = keyed_number(rows, H84, "Bens of Jura", "record_time_min") > 200
    return both_fillings(lambda k: over_200 and ratio > k, 2, 3)


@fact
def wo3(rows: Rows) -> tuple[bool, bool]:
    ratio = pop(rows, "Toronto", 1996) / pop(rows, "Vancouver", 1996)
    return both_fillings(lambda k: ratio > k, 2, 3)


@fact
def wo4(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda y: sum(r["first_landfall"].startswith(y) for r in rows[HU]) == 6, "2004", "2003")


@fact
def wo5(rows: Rows) -> tuple[bool, bool]:
    jumps = keyed_column(rows, D2, "long_jump_m")
    best = top_key(rows, D2, "long_jump_m")
    margin = jumps[best] - max(v for k, v in jumps.items() if k != best)
    ok = best == "Joyner-Kersee" and jumps[best] == 7.27
    return both_fillings(lambda m: ok and margin > m, 0.5, 1.0)


@fact
def wo6(rows: Rows) -> tuple[bool, bool]:
    ratio = keyed_number(rows, H00, "Lairig Ghru", "distance_miles") / keyed_number(rows, H00, "Greenmantle", "distance_miles")
    ok = keyed_number(rows, H00, "Lairig Ghru", "distance_miles") == 28
    return both_fillings(lambda k: ok and ratio == k, 14, 12)


@fact
def wo7(rows: Rows) -> tuple[bool, bool]:
    total = sum(number(r["damage_million_usd"]) for r in rows[HU])
    ratio = keyed_number(rows, HU, "Katrina", "damage_million_usd") / total
    return both_fillings(lambda f: abs(ratio - f) < 0.02, 1 / 3, 1 / 2)


@fact
def wo8(rows: Rows) -> tuple[bool, bool]:
    times = keyed_column(rows, D1, "hurdles_100m_s")
    ranked = sorted(times, key=times.get)
    assert times[ranked[2]] < times[ranked[3]]
    return both_fillings(lambda a: ranked[2] == a, "Behmer", "Dimitrova")


@fact
def wo9(rows: Rows) -> tuple[bool, bool]:
    def rank(city: str, year: int) -> int:
        p = {r["city"]: number(r[f"population_{year}_thousands"]) for r in rows[CI]}
        return 1 + sum(v > p[city] for v in p.values())
    overtook = pop(rows, "Kitchener", 1992) < pop(rows, "St. Catharines", 1992) and pop(rows, "Kitchener", 1996) > pop(rows, "St. Catharines", 1996)
    return both_fillings(lambda k: overtook and rank("Kitchener", 1996) == k, 11, 10)


@fact
def wo10(rows: Rows) -> tuple[bool, bool]:
    n = sum(number(r["distance_miles"]) > 6 for r in rows[H84])
    return both_fillings(lambda k: n == k, 12, 15)


# units_dates


@fact
def ud1(rows: Rows) -> tuple[bool, bool]:
    days = (landfall(rows, "Rita") - landfall(rows, "Katrina")).days
    return both_fillings(lambda d: days == d, 26, 36)


@fact
def ud2(rows: Rows) -> tuple[bool, bool]:
    minutes = keyed_number(rows, H84, "Bens of Jura", "record_time_min")
    return both_fillings(lambda hm: abs(minutes - (60 * hm[0] + hm[1])) <= 0.5, (3, 25), (2, 25))


@fact
def ud3(rows: Rows) -> tuple[bool, bool]:
    times = keyed_column(rows, D2, "run_800m_s").values()
    return all(t > 120 for t in times), all(t < 150 for t in times)


@fact
def ud4(rows: Rows) -> tuple[bool, bool]:
    minutes = keyed_number(rows, H00, "Lairig Ghru", "womens_record_time_min")
    return both_fillings(lambda h: minutes > 60 * h, 3.5, 4)


@fact
def ud5(rows: Rows) -> tuple[bool, bool]:
    d = landfall(rows, "Charley")
    return both_fillings(lambda m: d.year == 2004 and d.month == m and 10 <= d.day <= 20, 8, 9)


@fact
def ud6(rows: Rows) -> tuple[bool, bool]:
    feet = keyed_number(rows, D2, "Joyner-Kersee", "long_jump_m") / METRES_PER_FOOT
    return both_fillings(lambda f: f - 0.5 <= feet < f, 24, 26)


@fact
def ud7(rows: Rows) -> tuple[bool, bool]:
    millions = pop(rows, "Montreal", 1996) / 1000
    return both_fillings(lambda w: about(millions, w), "3.36", "3.63")


@fact
def ud8(rows: Rows) -> tuple[bool, bool]:
    km = keyed_number(rows, H84, "Lairig Ghru", "distance_miles") * KM_PER_MILE
    return both_fillings(lambda w: about(km, w), "45", "54")


@fact
def ud9(rows: Rows) -> tuple[bool, bool]:
    billions = keyed_number(rows, HU, "Sandy", "damage_million_usd") / 1000
    return both_fillings(lambda b: billions == b, 50, 5)


@fact
def ud10(rows: Rows) -> tuple[bool, bool]:
    metres = keyed_number(rows, H00, "Ben Nevis", "climb_ft") * METRES_PER_FOOT
    return both_fillings(lambda w: about(metres, w), "1,340", "1,440")
