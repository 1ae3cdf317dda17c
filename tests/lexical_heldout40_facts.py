"""The label checks of the fortieth held-out set (``tests/test_lexical_heldout40.py``): one function per pair id that
recomputes, from the stored cells of ``tests/data/lexical_heldout40_tables.json``, whether the pair's true claim holds
and whether its false twin holds (``(True, False)`` when the labels are right)."""

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
    number,
    one_row,
    top_key,
    top_keys,
)

DATA = Path(__file__).parent / "data" / "lexical_heldout40_tables.json"

LJ = "olympic_mens_long_jump_gold_1900_2016"
TV = "us_tv_rights_summer_olympics_1960_1996"
WR = "running_world_records_2006"
LK = "manitoba_largest_lakes"

FACTS: dict[str, Callable[[Rows], tuple[bool, bool]]] = {}

GOLD = "gold_distance_m"
RIGHTS, NETWORK, YEAR = "rights_million_usd", "network", "year"
ELEVATION, AREA = "elevation_m", "area_sq_km"
KM_PER_SQ_MILE = 2.589988110336


def fact(fn: Callable[[Rows], tuple[bool, bool]]) -> Callable[[Rows], tuple[bool, bool]]:
    FACTS[fn.__name__] = fn
    return fn


def rows_by_table() -> Rows:
    return heldout_pairs.rows_of(DATA)


# long jump


def jump(rows: Rows, year: int) -> float:
    return keyed_number(rows, LJ, str(year), GOLD)


def jumps(rows: Rows) -> dict[int, float]:
    return {int(k): v for k, v in keyed_column(rows, LJ, GOLD).items()}


def jump_changes(rows: Rows) -> dict[int, float]:
    """Games year -> its winning distance less that of the Games before it in the table."""
    j = jumps(rows)
    years = sorted(j)
    return {b: j[b] - j[a] for a, b in pairwise(years)}


# television rights


def city(rows: Rows, name: str, col: str = RIGHTS) -> str:
    return one_row(rows[TV], host_city=name)[col]


def rights(rows: Rows, name: str) -> float:
    return number(city(rows, name))


def games_of_year(rows: Rows, year: int) -> dict[str, str]:
    return one_row(rows[TV], year=str(year))


def tv_years(rows: Rows) -> list[int]:
    return [int(r[YEAR]) for r in rows[TV]]


def network_fees(rows: Rows, network: str) -> list[float]:
    return [number(r[RIGHTS]) for r in rows[TV] if r[NETWORK] == network]


def total_rights(rows: Rows) -> float:
    return sum(number(r[RIGHTS]) for r in rows[TV])


# world records


def record(rows: Rows, surface: str, km: str) -> dict[str, str]:
    return one_row(rows[WR], surface=surface, distance_km=km)


def seconds(rows: Rows, surface: str, km: str) -> float:
    return number(record(rows, surface, km)["time_seconds"])


def record_year(rows: Rows, surface: str, km: str) -> int:
    return int(record(rows, surface, km)["date"][:4])


def speed_kmh(r: dict[str, str]) -> float:
    return number(r["distance_km"]) / (number(r["time_seconds"]) / 3600)


def pace_s_per_km(r: dict[str, str]) -> float:
    return number(r["time_seconds"]) / number(r["distance_km"])


# lakes


def lake(rows: Rows, name: str, col: str = AREA) -> float:
    return keyed_number(rows, LK, name, col)


def lakes(rows: Rows, col: str = AREA) -> dict[str, float]:
    return keyed_column(rows, LK, col)


def pct(part: float, whole: float) -> float:
    return 100 * part / whole


def top(values: dict, lowest: bool = False) -> set:
    best = (min if lowest else max)(values.values())
    return {k for k, v in values.items() if v == best}


# wrong_entity


@fact
def we1(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda y: top_key(rows, LJ, GOLD) == str(y) and jump(rows, y) == 8.9, 1968, 1988)


@fact
def we2(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda y: top_key(rows, LJ, GOLD, lowest=True) == str(y) and jump(rows, y) == 7.15, 1920, 1900)


@fact
def we3(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda n: city(rows, "Rome", NETWORK) == n and rights(rows, "Rome") == 0.394, "CBS", "NBC")


@fact
def we4(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda c: top_key(rows, TV, RIGHTS) == c and rights(rows, c) == 456, "Atlanta", "Barcelona")


@fact
def we5(rows: Rows) -> tuple[bool, bool]:
    oldest = min(rows[WR], key=lambda r: r["date"])
    assert sum(r["date"] == oldest["date"] for r in rows[WR]) == 1
    return both_fillings(lambda p: (oldest["surface"], oldest["distance_km"], oldest["place"], oldest["date"][:7])
                         == ("track", "100", p, "1978-10"), "London", "Christchurch")


@fact
def we6(rows: Rows) -> tuple[bool, bool]:
    longest = max(rows[WR], key=lambda r: number(r["distance_km"]))
    return both_fillings(lambda p: longest["place"] == p and longest["distance_km"] == "290.221"
                         and longest["time_seconds"] == "86400" and longest["surface"] == "road", "Basle", "Chicago")


@fact
def we7(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda k: top_key(rows, LK, AREA) == k and lake(rows, k) == 24387
                         and lake(rows, k) > 4 * sorted(lakes(rows).values())[-2], "Winnipeg", "Winnipegosis")


@fact
def we8(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda k: top_key(rows, LK, ELEVATION, lowest=True) == k and lake(rows, k, ELEVATION) == 178,
                         "Gods", "Cross")


@fact
def we9(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda k: top_key(rows, LK, AREA, lowest=True) == k and lake(rows, k) == 657, "Playgreen", "Cross")


@fact
def we10(rows: Rows) -> tuple[bool, bool]:
    def holds(place: str) -> bool:
        a, b = record(rows, "track", "15"), record(rows, "track", "20")
        return a["place"] == b["place"] == place and a["date"] == b["date"] and a["date"].startswith("1991")
    return both_fillings(holds, "La Fleche", "Christchurch")


# superlative


@fact
def su1(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_keys(rows, LK, ELEVATION, lowest) == {"Winnipegosis", "Southern Indian"}
                         and lake(rows, "Winnipegosis", ELEVATION) == 254, False, True)


@fact
def su2(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, TV, RIGHTS, lowest) == "Rome" and rights(rows, "Rome") * 1e6 == 394000,
                         True, False)


@fact
def su3(rows: Rows) -> tuple[bool, bool]:
    since = {y: v for y, v in jumps(rows).items() if y >= 1948}
    return both_fillings(lambda lowest: top(since, lowest) == {1952} and since[1952] == 7.57, True, False)


@fact
def su4(rows: Rows) -> tuple[bool, bool]:
    road = {r["distance_km"]: speed_kmh(r) for r in rows[WR] if r["surface"] == "road"}
    return both_fillings(lambda lowest: top(road, lowest) == {"5"} and record(rows, "road", "5")["place"] == "Carlsbad"
                         and about(road["5"], "23.1"), False, True)


@fact
def su5(rows: Rows) -> tuple[bool, bool]:
    speeds = {(r["surface"], r["distance_km"]): speed_kmh(r) for r in rows[WR]}
    return both_fillings(lambda lowest: top(speeds, lowest) == {("track", "0.2")} and about(speeds[("track", "0.2")], "37.3"),
                         False, True)


@fact
def su6(rows: Rows) -> tuple[bool, bool]:
    ranked = sorted(jumps(rows).values(), reverse=True)
    return both_fillings(lambda place: len(set(ranked[:4])) == 4 and ranked[place - 1] == jump(rows, 1988) == 8.72, 2, 3)


@fact
def su7(rows: Rows) -> tuple[bool, bool]:
    abc = {r["host_city"]: number(r[RIGHTS]) for r in rows[TV] if r[NETWORK] == "ABC"}
    return both_fillings(lambda lowest: top(abc, lowest) == {"Mexico City"} and abc["Mexico City"] == 4.5, True, False)


@fact
def su8(rows: Rows) -> tuple[bool, bool]:
    dates = {(r["surface"], r["distance_km"], r["place"]): r["date"] for r in rows[WR]}
    key = ("road", "25", "Alphen aan den Rijn")
    return both_fillings(lambda oldest: top(dates, oldest) == {key} and dates[key].startswith("2006-03"), False, True)


@fact
def su9(rows: Rows) -> tuple[bool, bool]:
    areas = sorted(lakes(rows).values())
    return both_fillings(lambda smallest: len(set(areas)) == len(areas) and lake(rows, "Cross") == 755
                         and (areas[1] if smallest else areas[-2]) == 755, True, False)


@fact
def su10(rows: Rows) -> tuple[bool, bool]:
    drops = {y: -c for y, c in jump_changes(rows).items() if c < 0}
    return both_fillings(lambda smallest: top(drops, smallest) == {1972} and about(drops[1972], "0.66"), False, True)


# direction


@fact
def di1(rows: Rows) -> tuple[bool, bool]:
    a, b = jump(rows, 1968), jump(rows, 1972)
    return b < a, b > a


@fact
def di2(rows: Rows) -> tuple[bool, bool]:
    a, b = jump(rows, 2004), jump(rows, 2008)
    return b < a, b > a


@fact
def di3(rows: Rows) -> tuple[bool, bool]:
    fees = [number(r[RIGHTS]) for r in rows[TV]]
    assert tv_years(rows) == sorted(tv_years(rows)) and tv_years(rows)[0] == 1960 and tv_years(rows)[-1] == 1996
    steps = list(pairwise(fees))
    return all(b > a for a, b in steps), all(b < a for a, b in steps)


@fact
def di4(rows: Rows) -> tuple[bool, bool]:
    mile, metric = pace_s_per_km(record(rows, "track", "1.609")), pace_s_per_km(record(rows, "track", "1.5"))
    return mile > metric, mile < metric


@fact
def di5(rows: Rows) -> tuple[bool, bool]:
    road, track = seconds(rows, "road", "10"), seconds(rows, "track", "10")
    values = road == 1622 and track == 1577.53
    return values and road > track, values and road < track


@fact
def di6(rows: Rows) -> tuple[bool, bool]:
    a, b = lake(rows, "Manitoba", ELEVATION), lake(rows, "Winnipeg", ELEVATION)
    values = a == 248 and b == 217
    return values and a > b, values and a < b


@fact
def di7(rows: Rows) -> tuple[bool, bool]:
    a, b = lake(rows, "Island", ELEVATION), lake(rows, "Gods", ELEVATION)
    return a > b, a < b


@fact
def di8(rows: Rows) -> tuple[bool, bool]:
    dublin, new_orleans = record(rows, "road", "8"), record(rows, "road", "8.045")
    assert dublin["place"] == "Dublin" and new_orleans["place"] == "New Orleans"
    a, b = speed_kmh(dublin), speed_kmh(new_orleans)
    return a < b, a > b


@fact
def di9(rows: Rows) -> tuple[bool, bool]:
    a, b = jump(rows, 1996), jump(rows, 2000)
    values = a == 8.5 and b == 8.55
    return values and b > a, values and b < a


@fact
def di10(rows: Rows) -> tuple[bool, bool]:
    first = rights(rows, "Los Angeles") - rights(rows, "Moscow")
    second = rights(rows, "Seoul") - rights(rows, "Los Angeles")
    return first > second, first < second


# difference


@fact
def df1(rows: Rows) -> tuple[bool, bool]:
    gap_cm = 100 * (jump(rows, 1968) - jump(rows, 1964))
    return both_fillings(lambda w: abs(gap_cm - w) < 1e-6, 83, 73)


@fact
def df2(rows: Rows) -> tuple[bool, bool]:
    gap = rights(rows, "Atlanta") - rights(rows, "Barcelona")
    return gap == 55, gap == 65


@fact
def df3(rows: Rows) -> tuple[bool, bool]:
    gap = rights(rows, "Los Angeles") - rights(rows, "Moscow")
    return gap == 138, gap == 148


@fact
def df4(rows: Rows) -> tuple[bool, bool]:
    gap = lake(rows, "Winnipeg") - lake(rows, "Winnipegosis")
    return both_fillings(lambda w: about(gap, w), "19,000", "18,000")


@fact
def df5(rows: Rows) -> tuple[bool, bool]:
    e = lakes(rows, ELEVATION)
    gap = max(e.values()) - min(e.values())
    return gap == 76, gap == 66


@fact
def df6(rows: Rows) -> tuple[bool, bool]:
    gap = seconds(rows, "track", "1.609") - seconds(rows, "track", "1.5")
    return both_fillings(lambda w: about(gap, w), "17.13", "16.13")


@fact
def df7(rows: Rows) -> tuple[bool, bool]:
    longest = max(number(r["distance_km"]) for r in rows[WR])
    assert record(rows, "road", "290.221")["time_seconds"] == "86400"
    gap = longest - number(record(rows, "road", "160.9")["distance_km"])
    return both_fillings(lambda w: about(gap, w), "129", "139")


@fact
def df8(rows: Rows) -> tuple[bool, bool]:
    gap = jump(rows, 2016) - jump(rows, 1900)
    return both_fillings(lambda w: about(gap, w), "1.2", "1.4")


@fact
def df9(rows: Rows) -> tuple[bool, bool]:
    gap = seconds(rows, "road", "100") - seconds(rows, "track", "100")
    return gap == 193, gap == 183


@fact
def df10(rows: Rows) -> tuple[bool, bool]:
    ratio = rights(rows, "Montreal") / rights(rows, "Munich")
    return both_fillings(lambda k: ratio > k, 3, 4)


# joined


@fact
def jo1(rows: Rows) -> tuple[bool, bool]:
    r = record(rows, "track", "0.2")
    games = one_row(rows[TV], host_city=r["place"])
    year_matches = int(games[YEAR]) == record_year(rows, "track", "0.2")
    return both_fillings(lambda w: year_matches and games[NETWORK] == "NBC" and number(games[RIGHTS]) == w, 456, 401)


@fact
def jo2(rows: Rows) -> tuple[bool, bool]:
    year = min(int(r[YEAR]) for r in rows[TV] if number(r[RIGHTS]) > 100)
    return both_fillings(lambda w: jump(rows, year) == w, 8.54, 8.72)


@fact
def jo3(rows: Rows) -> tuple[bool, bool]:
    games = games_of_year(rows, int(top_key(rows, LJ, GOLD)))
    return both_fillings(lambda w: games[NETWORK] == "ABC" and number(games[RIGHTS]) == w, 4.5, 7.5)


@fact
def jo4(rows: Rows) -> tuple[bool, bool]:
    (cbs,) = [r for r in rows[TV] if r[NETWORK] == "CBS"]
    assert cbs["host_city"] == "Rome"
    return both_fillings(lambda w: jump(rows, int(cbs[YEAR])) == w, 8.12, 8.07)


@fact
def jo5(rows: Rows) -> tuple[bool, bool]:
    year = record_year(rows, "track", "0.2")
    return both_fillings(lambda w: jump(rows, year) == w, 8.5, 8.59)


@fact
def jo6(rows: Rows) -> tuple[bool, bool]:
    year = record_year(rows, "track", "5")
    return both_fillings(lambda w: year in jumps(rows) and jump(rows, year) == w, 8.59, 8.34)


@fact
def jo7(rows: Rows) -> tuple[bool, bool]:
    games = games_of_year(rows, record_year(rows, "track", "50"))
    return both_fillings(lambda w: games["host_city"] == "Moscow" and number(games[RIGHTS]) == w, 87, 225)


@fact
def jo8(rows: Rows) -> tuple[bool, bool]:
    games = games_of_year(rows, record_year(rows, "track", "0.5"))
    return both_fillings(lambda n: games["host_city"] == "Los Angeles" and games[NETWORK] == n, "ABC", "NBC")


@fact
def jo9(rows: Rows) -> tuple[bool, bool]:
    televised = {y: jump(rows, y) for y in tv_years(rows)}
    (year,) = top(televised, lowest=True)
    games = games_of_year(rows, year)
    return both_fillings(lambda w: games["host_city"] == "Tokyo" and games[NETWORK] == "NBC" and number(games[RIGHTS]) == w,
                         1.5, 4.5)


@fact
def jo10(rows: Rows) -> tuple[bool, bool]:
    games = games_of_year(rows, record_year(rows, "road", "50"))
    return both_fillings(lambda w: games["host_city"] == "Seoul" and games[NETWORK] == "NBC" and number(games[RIGHTS]) == w,
                         300, 401)


# negation


@fact
def ne1(rows: Rows) -> tuple[bool, bool]:
    most = max(network_fees(rows, "ABC"))
    return both_fillings(lambda cap: most <= cap, 225, 200)


@fact
def ne2(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda before: all(v < 8 for y, v in jumps(rows).items() if y < before), 1936, 1964)


@fact
def ne3(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda since: all(v >= 8 for y, v in jumps(rows).items() if y >= since), 1960, 1936)


@fact
def ne4(rows: Rows) -> tuple[bool, bool]:
    road_years = [int(r["date"][:4]) for r in rows[WR] if r["surface"] == "road"]
    return both_fillings(lambda year: all(y >= year for y in road_years), 1984, 1990)


@fact
def ne5(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda cap: all(v <= cap for v in lakes(rows, ELEVATION).values()), 260, 250)


@fact
def ne6(rows: Rows) -> tuple[bool, bool]:
    def holds(after: str) -> bool:
        year = int(city(rows, after, YEAR))
        return not any(r[NETWORK] == "ABC" and int(r[YEAR]) > year for r in rows[TV])
    return both_fillings(holds, "Los Angeles", "Munich")


@fact
def ne7(rows: Rows) -> tuple[bool, bool]:
    short = [int(r["date"][:4]) for r in rows[WR] if r["surface"] == "track" and number(r["distance_km"]) <= 1]
    return both_fillings(lambda year: all(y >= year for y in short), 1983, 1990)


@fact
def ne8(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda floor: all(v >= floor for v in jumps(rows).values()), 7.1, 7.2)


@fact
def ne9(rows: Rows) -> tuple[bool, bool]:
    before = [number(r[RIGHTS]) for r in rows[TV] if int(r[YEAR]) < int(city(rows, "Montreal", YEAR))]
    return both_fillings(lambda cap: all(v <= cap for v in before), 10, 5)


@fact
def ne10(rows: Rows) -> tuple[bool, bool]:
    others = [v for k, v in lakes(rows).items() if k != "Winnipeg"]
    return both_fillings(lambda cap: all(v <= cap for v in others), 6000, 5000)


# percent_vs_count


@fact
def pc1(rows: Rows) -> tuple[bool, bool]:
    nbc = len(network_fees(rows, "NBC"))
    share = pct(nbc, len(rows[TV]))
    return both_fillings(lambda w: nbc == 5 and len(rows[TV]) == 10 and share == w, 50, 5)


@fact
def pc2(rows: Rows) -> tuple[bool, bool]:
    share = pct(rights(rows, "Atlanta"), total_rights(rows))
    return both_fillings(lambda w: abs(share - w) < 1, 30, 3)


@fact
def pc3(rows: Rows) -> tuple[bool, bool]:
    share = pct(lake(rows, "Winnipeg"), sum(lakes(rows).values()))
    return both_fillings(lambda w: about(share, w), "58", "85")


@fact
def pc4(rows: Rows) -> tuple[bool, bool]:
    over = sum(v > 8 for v in jumps(rows).values())
    share = pct(over, len(rows[LJ]))
    return both_fillings(lambda w: over == 16 and len(rows[LJ]) == 28 and about(share, w), "57", "16")


@fact
def pc5(rows: Rows) -> tuple[bool, bool]:
    gain = pct(jump(rows, 1968) - jump(rows, 1964), jump(rows, 1964))
    return both_fillings(lambda w: abs(gain - w) < 0.5, 10, 83)


@fact
def pc6(rows: Rows) -> tuple[bool, bool]:
    n = sum(r["date"].startswith("2005") for r in rows[WR])
    return both_fillings(lambda w: n == 6 and pct(n, len(rows[WR])) == w, 15, 6)


@fact
def pc7(rows: Rows) -> tuple[bool, bool]:
    n = sum(r["place"] == "London" for r in rows[WR])
    return both_fillings(lambda w: n == 3 and len(rows[WR]) == 40 and pct(n, len(rows[WR])) == w, 7.5, 3)


@fact
def pc8(rows: Rows) -> tuple[bool, bool]:
    rise = pct(rights(rows, "Atlanta") - rights(rows, "Barcelona"), rights(rows, "Barcelona"))
    return both_fillings(lambda w: about(rise, w), "14", "55")


@fact
def pc9(rows: Rows) -> tuple[bool, bool]:
    share = pct(lake(rows, "Manitoba"), lake(rows, "Winnipegosis"))
    return both_fillings(lambda w: about(share, w), "86", "14")


@fact
def pc10(rows: Rows) -> tuple[bool, bool]:
    abc = network_fees(rows, "ABC")
    share = pct(sum(abc), total_rights(rows))
    return both_fillings(lambda w: len(abc) == 4 and about(share, w), "17", "4")


# words


@fact
def wo1(rows: Rows) -> tuple[bool, bool]:
    n = sum(v >= 8.5 for v in jumps(rows).values())
    return n == 8, n == 9


@fact
def wo2(rows: Rows) -> tuple[bool, bool]:
    n = len(network_fees(rows, "NBC"))
    return n == 5 and len(rows[TV]) == 10, n == 6 and len(rows[TV]) == 10


@fact
def wo3(rows: Rows) -> tuple[bool, bool]:
    n = len(network_fees(rows, "ABC"))
    return n == 4, n == 3


@fact
def wo4(rows: Rows) -> tuple[bool, bool]:
    n = sum(r["surface"] == "road" for r in rows[WR])
    return n == 16, n == 14


@fact
def wo5(rows: Rows) -> tuple[bool, bool]:
    n = sum(int(r["date"][:4]) >= 2000 for r in rows[WR])
    return n == 13, n == 12


@fact
def wo6(rows: Rows) -> tuple[bool, bool]:
    n = sum(v > 4000 for v in lakes(rows).values())
    return n == 3, n == 4


@fact
def wo7(rows: Rows) -> tuple[bool, bool]:
    e = lakes(rows, ELEVATION)
    n = sum(v == max(e.values()) for v in e.values())
    return n == 2 and max(e.values()) == 254, n == 3 and max(e.values()) == 254


@fact
def wo8(rows: Rows) -> tuple[bool, bool]:
    n = sum(c < 0 for c in jump_changes(rows).values())
    return n == 11, n == 12


@fact
def wo9(rows: Rows) -> tuple[bool, bool]:
    n = sum(r["place"] == "London" and r["surface"] == "track" for r in rows[WR])
    return n == 3, n == 2


@fact
def wo10(rows: Rows) -> tuple[bool, bool]:
    n = sum(v > 8.75 for v in jumps(rows).values())
    return n == 1, n == 2


# units_dates


@fact
def ud1(rows: Rows) -> tuple[bool, bool]:
    pace = pace_s_per_km(record(rows, "road", "290.221"))
    return both_fillings(lambda minutes: 60 * minutes - 30 < pace < 60 * minutes, 5, 4)


@fact
def ud2(rows: Rows) -> tuple[bool, bool]:
    r = record(rows, "track", "0.1")
    return both_fillings(lambda month: r["time_seconds"] == "9.77" and r["date"].startswith(month), "2005-06", "2004-06")


@fact
def ud3(rows: Rows) -> tuple[bool, bool]:
    t = seconds(rows, "track", "160.9")
    return both_fillings(lambda per_unit: about(t / per_unit, "11.5"), 3600, 60)


@fact
def ud4(rows: Rows) -> tuple[bool, bool]:
    a = lake(rows, "Winnipeg")
    return both_fillings(lambda per_unit: about(a / per_unit, "24,400"), 1, KM_PER_SQ_MILE)


@fact
def ud5(rows: Rows) -> tuple[bool, bool]:
    dollars = rights(rows, "Rome") * 1_000_000
    return both_fillings(lambda w: abs(dollars - w) < 1e-3, 394_000, 394_000_000)


@fact
def ud6(rows: Rows) -> tuple[bool, bool]:
    t = seconds(rows, "track", "1.5")
    return both_fillings(lambda unit: t == 3 * 60 * unit + 26 * unit, 1, 60)


@fact
def ud7(rows: Rows) -> tuple[bool, bool]:
    first_over_8 = min(y for y, v in jumps(rows).items() if v > 8)
    longest = int(top_key(rows, LJ, GOLD))
    return both_fillings(lambda gap: jump(rows, longest) == 8.9 and longest - first_over_8 == gap, 32, 28)


@fact
def ud8(rows: Rows) -> tuple[bool, bool]:
    dates = {r["date"] for r in rows[WR] if r["place"] == "La Fleche"}
    return both_fillings(lambda d: dates == {d}, "1991-03-30", "1991-05-30")


@fact
def ud9(rows: Rows) -> tuple[bool, bool]:
    first, last = rows[TV][0], rows[TV][-1]
    ends = first[YEAR] == "1960" and number(first[RIGHTS]) < 0.5 and number(last[RIGHTS]) == 456
    return both_fillings(lambda y: ends and top_key(rows, TV, RIGHTS) == last["host_city"] and last[YEAR] == y, "1996", "1992")


@fact
def ud10(rows: Rows) -> tuple[bool, bool]:
    r = record(rows, "track", "100")
    return both_fillings(lambda month: r["place"] == "London" and r["date"].startswith(month), "1978-10", "1987-10")
