"""The label checks of the fifty-seventh held-out set (``tests/test_lexical_heldout57.py``): one function per pair id
that recomputes, from the stored cells of ``tests/data/lexical_heldout57_tables.json``, whether the pair's true claim
holds and whether its false twin holds (``(True, False)`` when the labels are right)."""

from __future__ import annotations

import datetime
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
    top_keys,
)

DATA = Path(__file__).parent / "data" / "lexical_heldout57_tables.json"

CI = "minard_cities_1812"
TP = "minard_temperatures_retreat_1812"
TR = "minard_troops_1812"
WA = "lancashire_cotton_factory_wages_1833"

FACTS: dict[str, Callable[[Rows], tuple[bool, bool]]] = {}

LON, LAT = "longitude", "latitude"
TEMP, DAYS, DATE = "temperature_reaumur", "days", "date"
SURVIVORS, DIRECTION, GROUP = "survivors", "direction", "group"
MEN, MEN_WAGE, WOMEN, WOMEN_WAGE = "male_workers", "male_average_wage", "female_workers", "female_average_wage"
MONTHS = {"Oct": 10, "Nov": 11, "Dec": 12}


def fact(fn: Callable[[Rows], tuple[bool, bool]]) -> Callable[[Rows], tuple[bool, bool]]:
    FACTS[fn.__name__] = fn
    return fn


def rows_by_table() -> Rows:
    return heldout_pairs.rows_of(DATA)


def place(rows: Rows, name: str, col: str = LON) -> float:
    return keyed_number(rows, CI, name, col)


def places(rows: Rows, col: str = LON) -> dict[str, float]:
    return keyed_column(rows, CI, col)


def temps(rows: Rows) -> list[float]:
    """The temperatures of the readings in the stored order (the order of the retreat)."""
    return [number(r[TEMP]) for r in rows[TP]]


def reading_on(rows: Rows, date: str) -> dict[str, str]:
    return one_row(rows[TP], date=date)


def temp_on(rows: Rows, date: str) -> float:
    return number(reading_on(rows, date)[TEMP])


def when(date: str) -> datetime.date:
    """A stored date of the temperature table (``Nov 9``) as a day of 1812."""
    month, d = date.split()
    return datetime.date(1812, MONTHS[month], int(d))


def dated(rows: Rows) -> dict[datetime.date, float]:
    """Day -> temperature, for the readings that have a date."""
    return {when(r[DATE]): number(r[TEMP]) for r in rows[TP] if r[DATE]}


def days_between(a: str, b: str) -> int:
    return (when(b) - when(a)).days


def reaumur_to_celsius(r: float) -> float:
    return r * 5 / 4


def reaumur_to_fahrenheit(r: float) -> float:
    return r * 9 / 4 + 32


def path(rows: Rows, group: str, direction: str | None = None) -> list[tuple[float, float, float]]:
    """The (longitude, latitude, survivors) of one group's points in the stored order (its advance, then its
    retreat), or of one direction of it."""
    return [(number(r[LON]), number(r[LAT]), number(r[SURVIVORS])) for r in rows[TR]
            if r[GROUP] == group and (direction is None or r[DIRECTION] == direction)]


def survivors(rows: Rows, group: str, direction: str) -> list[float]:
    return [s for _, _, s in path(rows, group, direction)]


def troops_at(rows: Rows, direction: str, group: str = "1", **where: str) -> float:
    """The survivors of the one point of ``group`` going ``direction`` whose cells equal ``where``."""
    return number(one_row(rows[TR], direction=direction, group=group, **where)[SURVIVORS])


def city_reading(rows: Rows, city: str) -> dict[str, str]:
    """The temperature reading taken at ``city``'s longitude (a join on the longitude)."""
    return one_row(rows[TP], longitude=keyed_cell(rows, CI, city, LON))


def city_troops(rows: Rows, city: str, direction: str, group: str = "1") -> float:
    """The survivors of ``group`` going ``direction`` at the point with ``city``'s longitude and latitude."""
    return troops_at(rows, direction, group, longitude=keyed_cell(rows, CI, city, LON),
                     latitude=keyed_cell(rows, CI, city, LAT))


def reading_city(rows: Rows, reading: dict[str, str]) -> str:
    """The one place whose longitude is that of ``reading`` (a join on the longitude)."""
    (city,) = [r["city"] for r in rows[CI] if r[LON] == reading[LON]]
    return city


def age(rows: Rows, a: int, col: str) -> float:
    return keyed_number(rows, WA, str(a), col)


def ages(rows: Rows, col: str) -> dict[int, float]:
    return {int(k): v for k, v in keyed_column(rows, WA, col).items()}


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
    return both_fillings(lambda c: top_key(rows, CI, LON) == c and place(rows, c) == 37.6, "Moscou", "Mojaisk")


@fact
def we2(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda c: top_key(rows, CI, LON, lowest=True) == c and place(rows, c) == 24.0, "Kowno", "Wilna")


@fact
def we3(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda c: top_key(rows, CI, LAT) == c and place(rows, c, LAT) == 55.8, "Moscou", "Chjat")


@fact
def we4(rows: Rows) -> tuple[bool, bool]:
    coldest = [r[DATE] for r in rows[TP] if number(r[TEMP]) == min(temps(rows))]
    return both_fillings(lambda d: coldest == [d] and temp_on(rows, d) == -30, "Dec 6", "Dec 7")


@fact
def we5(rows: Rows) -> tuple[bool, bool]:
    most = max(number(r[DAYS]) for r in rows[TP])
    longest = [r[DATE] for r in rows[TP] if number(r[DAYS]) == most]
    return both_fillings(lambda d: longest == [d] and most == 16, "Nov 9", "Nov 14")


@fact
def we6(rows: Rows) -> tuple[bool, bool]:
    most = max(number(r[SURVIVORS]) for r in rows[TR])
    groups = {r[GROUP] for r in rows[TR] if number(r[SURVIVORS]) == most}
    first = rows[TR][0]
    return both_fillings(lambda g: most == 340000 and groups == {g} and first[GROUP] == g and first[DIRECTION] == "advance"
                         and number(first[SURVIVORS]) == most, "1", "2")


@fact
def we7(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda a: top_key(rows, WA, MEN_WAGE) == str(a) and age(rows, a, MEN_WAGE) == 282.8, 33, 32)


@fact
def we8(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda a: top_key(rows, WA, WOMEN_WAGE) == str(a) and age(rows, a, WOMEN_WAGE) == 129, 42, 46)


@fact
def we9(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda a: top_key(rows, WA, WOMEN) == str(a) and age(rows, a, WOMEN) == 279, 18, 16)


@fact
def we10(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda a: top_key(rows, WA, MEN) == str(a) and age(rows, a, MEN) == 256, 14, 12)


# superlative


@fact
def su1(rows: Rows) -> tuple[bool, bool]:
    t = {r[DATE]: number(r[TEMP]) for r in rows[TP]}
    return both_fillings(lambda lowest: top(t, lowest) == {"Oct 18", "Oct 24"} and t["Oct 18"] == t["Oct 24"] == 0,
                         False, True)


@fact
def su2(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_keys(rows, CI, LAT, lowest) == {"Minsk", "Mohilow"}
                         and place(rows, "Minsk", LAT) == place(rows, "Mohilow", LAT) == 53.9, True, False)


@fact
def su3(rows: Rows) -> tuple[bool, bool]:
    start = {g: path(rows, g)[0][2] for g in ("1", "2", "3")}
    return both_fillings(lambda lowest: top(start, lowest) == {"3"} and start["3"] == 22000, True, False)


@fact
def su4(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, WA, MEN, lowest) == "49" and age(rows, 49, MEN) == 9, True, False)


@fact
def su5(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, WA, WOMEN_WAGE, lowest) == "10" and age(rows, 10, WOMEN_WAGE) == 35,
                         True, False)


@fact
def su6(rows: Rows) -> tuple[bool, bool]:
    w = ages(rows, MEN_WAGE)
    return both_fillings(lambda k: w[32] == w[36] == 278.0 and rank(w, 32) == rank(w, 36) == k
                         and [a for a, x in w.items() if x == 278.0] == [32, 36], 3, 2)


@fact
def su7(rows: Rows) -> tuple[bool, bool]:
    lon = places(rows)
    return both_fillings(lambda lowest: lon["Tarantino"] == 36.6 and rank(lon, "Tarantino", lowest) == 2, False, True)


@fact
def su8(rows: Rows) -> tuple[bool, bool]:
    d = dated(rows)
    return both_fillings(lambda pick: pick(d) == when("Dec 7") and temp_on(rows, "Dec 7") == -26, max, min)


@fact
def su9(rows: Rows) -> tuple[bool, bool]:
    n = [s for _, _, s in path(rows, "2")]
    return both_fillings(lambda pick: pick(n) == n[0] == 60000, max, min)


@fact
def su10(rows: Rows) -> tuple[bool, bool]:
    men, women = ages(rows, MEN), ages(rows, WOMEN)
    total = {a: men[a] + women[a] for a in men}
    return both_fillings(lambda lowest: top(total, lowest) == {14} and total[14] == 492, False, True)


# direction


@fact
def di1(rows: Rows) -> tuple[bool, bool]:
    a, b = temp_on(rows, "Nov 28"), temp_on(rows, "Dec 1")
    return b < a, b > a


@fact
def di2(rows: Rows) -> tuple[bool, bool]:
    a, b = temp_on(rows, "Dec 6"), temp_on(rows, "Dec 7")
    return b > a and b - a < 5, b < a and a - b < 5


@fact
def di3(rows: Rows) -> tuple[bool, bool]:
    (undated,) = [r for r in rows[TP] if not r[DATE]]
    a, b = number(undated[TEMP]), temp_on(rows, "Nov 14")
    return a == -11 and a > b, a == -11 and a < b


@fact
def di4(rows: Rows) -> tuple[bool, bool]:
    a = troops_at(rows, "retreat", longitude="26.8")
    b = troops_at(rows, "retreat", longitude="26.4")
    return b > a, b < a


@fact
def di5(rows: Rows) -> tuple[bool, bool]:
    two = troops_at(rows, "retreat", "2", longitude="28.3")
    one = troops_at(rows, "retreat", "1", longitude="28.3")
    return two > one, two < one


@fact
def di6(rows: Rows) -> tuple[bool, bool]:
    a, b = age(rows, 19, MEN_WAGE), age(rows, 18, MEN_WAGE)
    return a < b, a > b


@fact
def di7(rows: Rows) -> tuple[bool, bool]:
    girls, boys = age(rows, 10, WOMEN_WAGE), age(rows, 10, MEN_WAGE)
    return girls > boys, girls < boys


@fact
def di8(rows: Rows) -> tuple[bool, bool]:
    women, men = age(rows, 25, WOMEN), age(rows, 25, MEN)
    return women < men, women > men


@fact
def di9(rows: Rows) -> tuple[bool, bool]:
    a, b = age(rows, 36, MEN_WAGE), age(rows, 35, MEN_WAGE)
    return a < b, a > b


@fact
def di10(rows: Rows) -> tuple[bool, bool]:
    a, b = place(rows, "Witebsk"), place(rows, "Orscha")
    return a < b and b - a < 1, a > b and a - b < 1


# difference


@fact
def df1(rows: Rows) -> tuple[bool, bool]:
    ahead = path(rows, "1", "advance")
    east = max(ahead)  # the advance's point of the greatest longitude
    return both_fillings(lambda n: ahead[0][2] - east[2] == n, 240000, 220000)


@fact
def df2(rows: Rows) -> tuple[bool, bool]:
    gap = troops_at(rows, "retreat", longitude="35.4") - troops_at(rows, "retreat", longitude="34.3")
    return gap == 32000, gap == 23000


@fact
def df3(rows: Rows) -> tuple[bool, bool]:
    fall = temp_on(rows, "Oct 24") - temp_on(rows, "Nov 14")
    return fall == 21, fall == 12


@fact
def df4(rows: Rows) -> tuple[bool, bool]:
    gap = temp_on(rows, "Dec 7") - temp_on(rows, "Dec 6")
    return gap == 4, gap == 6


@fact
def df5(rows: Rows) -> tuple[bool, bool]:
    gap = age(rows, 33, MEN_WAGE) - age(rows, 33, WOMEN_WAGE)
    return both_fillings(lambda w: about(gap, w), "177.8", "187.8")


@fact
def df6(rows: Rows) -> tuple[bool, bool]:
    rise = age(rows, 18, MEN_WAGE) - age(rows, 17, MEN_WAGE)
    return both_fillings(lambda w: about(rise, w), "52.5", "25.5")


@fact
def df7(rows: Rows) -> tuple[bool, bool]:
    gap = age(rows, 18, WOMEN) - age(rows, 17, WOMEN)
    return gap == 34, gap == 43


@fact
def df8(rows: Rows) -> tuple[bool, bool]:
    gap = place(rows, "Moscou") - place(rows, "Kowno")
    return both_fillings(lambda w: about(gap, w), "13.6", "12.6")


@fact
def df9(rows: Rows) -> tuple[bool, bool]:
    ratio = age(rows, 34, MEN_WAGE) / age(rows, 34, WOMEN_WAGE)
    return both_fillings(lambda k: ratio > k, 2.9, 3)


@fact
def df10(rows: Rows) -> tuple[bool, bool]:
    gap = path(rows, "1")[0][2] - path(rows, "2")[0][2]
    return gap == 280000, gap == 260000


# joined


@fact
def jo1(rows: Rows) -> tuple[bool, bool]:
    t = number(city_reading(rows, "Smolensk")[TEMP])
    return t == -21, t == -9


@fact
def jo2(rows: Rows) -> tuple[bool, bool]:
    t = number(city_reading(rows, "Wilna")[TEMP])
    return t == -26, t == -30


@fact
def jo3(rows: Rows) -> tuple[bool, bool]:
    (undated,) = [r for r in rows[TP] if not r[DATE]]
    city = reading_city(rows, undated)
    return both_fillings(lambda c: city == c and number(undated[TEMP]) == -11, "Bobr", "Studienska")


@fact
def jo4(rows: Rows) -> tuple[bool, bool]:
    reading = reading_on(rows, "Nov 28")
    city = reading_city(rows, reading)
    return both_fillings(lambda c: city == c and number(reading[TEMP]) == -20, "Studienska", "Bobr")


@fact
def jo5(rows: Rows) -> tuple[bool, bool]:
    n = city_troops(rows, "Smolensk", "advance")
    return n == 145000, n == 175000


@fact
def jo6(rows: Rows) -> tuple[bool, bool]:
    n = city_troops(rows, "Wixma", "retreat")
    return n == 55000, n == 87000


@fact
def jo7(rows: Rows) -> tuple[bool, bool]:
    n = city_troops(rows, "Chjat", "advance")
    return n == 127100, n == 140000


@fact
def jo8(rows: Rows) -> tuple[bool, bool]:
    n = troops_at(rows, "retreat", longitude=reading_on(rows, "Nov 14")[LON])
    return n == 24000, n == 145000


@fact
def jo9(rows: Rows) -> tuple[bool, bool]:
    both = {city_troops(rows, "Polotzk", d, "2") for d in ("advance", "retreat")}
    return both == {33000}, both == {30000}


@fact
def jo10(rows: Rows) -> tuple[bool, bool]:
    n = troops_at(rows, "advance", longitude=reading_on(rows, "Oct 18")[LON])
    return n == 100000, n == 98000


# negation


@fact
def ne1(rows: Rows) -> tuple[bool, bool]:
    t = temps(rows)
    return both_fillings(lambda floor: not any(x < floor for x in t), -30, -25)


@fact
def ne2(rows: Rows) -> tuple[bool, bool]:
    later = [x for d, x in dated(rows).items() if d >= when("Nov 28")]
    return both_fillings(lambda cap: len(later) == 4 and not any(x > cap for x in later), -20, -25)


@fact
def ne3(rows: Rows) -> tuple[bool, bool]:
    n = [s for _, _, s in path(rows, "3")]
    return both_fillings(lambda cap: not any(x > cap for x in n), 22000, 20000)


@fact
def ne4(rows: Rows) -> tuple[bool, bool]:
    back = path(rows, "1", "retreat")
    after = [s for i, (lon, _, _) in enumerate(back) if lon == 35.4 for _, _, s in back[i + 1:]]
    return both_fillings(lambda cap: bool(after) and not any(x > cap for x in after), 55000, 50000)


@fact
def ne5(rows: Rows) -> tuple[bool, bool]:
    w = ages(rows, WOMEN_WAGE).values()
    return both_fillings(lambda cap: not any(x > cap for x in w), 130, 125)


@fact
def ne6(rows: Rows) -> tuple[bool, bool]:
    men = [x for a, x in ages(rows, MEN).items() if a > 40]
    return both_fillings(lambda cap: len(men) == 10 and not any(x > cap for x in men), 40, 30)


@fact
def ne7(rows: Rows) -> tuple[bool, bool]:
    w = [x for a, x in ages(rows, MEN_WAGE).items() if a < 18]
    return both_fillings(lambda cap: not any(x >= cap for x in w), 100, 80)


@fact
def ne8(rows: Rows) -> tuple[bool, bool]:
    lat = places(rows, LAT).values()
    return both_fillings(lambda floor: not any(x < floor for x in lat), 53.9, 54.0)


@fact
def ne9(rows: Rows) -> tuple[bool, bool]:
    lon = [x for x, _, _ in path(rows, "2")]
    return both_fillings(lambda cap: not any(x > cap for x in lon), 29.2, 29.0)


@fact
def ne10(rows: Rows) -> tuple[bool, bool]:
    w = [x for a, x in ages(rows, WOMEN_WAGE).items() if 22 <= a <= 33]
    return both_fillings(lambda floor: len(w) == 12 and not any(x < floor for x in w), 97, 100)


# percent_vs_count


@fact
def pc1(rows: Rows) -> tuple[bool, bool]:
    ahead = survivors(rows, "1", "advance")
    return both_fillings(lambda w: ahead[0] == 340000 and about(share(ahead[-1], ahead[0]), w), "29", "39")


@fact
def pc2(rows: Rows) -> tuple[bool, bool]:
    n = survivors(rows, "1", "retreat")
    return both_fillings(lambda w: n[-1] == 4000 and about(share(n[-1], path(rows, "1")[0][2]), w), "1", "4")


@fact
def pc3(rows: Rows) -> tuple[bool, bool]:
    start = sum(path(rows, g)[0][2] for g in ("1", "2", "3"))
    end = sum(path(rows, g)[-1][2] for g in ("1", "2", "3"))
    return both_fillings(lambda w: start == 422000 and end == 38000 and about(share(end, start), w), "9", "38")


@fact
def pc4(rows: Rows) -> tuple[bool, bool]:
    men, women = sum(ages(rows, MEN).values()), sum(ages(rows, WOMEN).values())
    return both_fillings(lambda w: men + women == 7447 and about(share(women, men + women), w), "51", "49")


@fact
def pc5(rows: Rows) -> tuple[bool, bool]:
    men, women = ages(rows, MEN), ages(rows, WOMEN)
    young = sum(men[a] + women[a] for a in men if a < 18)
    total = sum(men.values()) + sum(women.values())
    return both_fillings(lambda w: young == 3464 and about(share(young, total), w), "46.5", "53.5")


@fact
def pc6(rows: Rows) -> tuple[bool, bool]:
    men, women = ages(rows, MEN), ages(rows, WOMEN)
    n = sum(women[a] > men[a] for a in men)
    return both_fillings(lambda w: n == 10 and len(men) == 41 and about(share(n, len(men)), w), "24", "10")


@fact
def pc7(rows: Rows) -> tuple[bool, bool]:
    pct = share(age(rows, 33, WOMEN_WAGE), age(rows, 33, MEN_WAGE))
    return both_fillings(lambda w: about(pct, w), "37", "63")


@fact
def pc8(rows: Rows) -> tuple[bool, bool]:
    t = temps(rows)
    n = sum(x < -20 for x in t)
    return both_fillings(lambda w: n == 4 and len(t) == 9 and about(share(n, len(t)), w), "44", "4")


@fact
def pc9(rows: Rows) -> tuple[bool, bool]:
    lat = places(rows, LAT).values()
    n = sum(x >= 55.5 for x in lat)
    return both_fillings(lambda pct: n == 4 and len(lat) == 20 and share(n, len(lat)) == pct, 20, 4)


@fact
def pc10(rows: Rows) -> tuple[bool, bool]:
    a = troops_at(rows, "retreat", longitude="37.7")
    b = troops_at(rows, "retreat", longitude="34.3")
    return both_fillings(lambda pct: a == 100000 and b == 55000 and share(a - b, a) == pct, 45, 55)


# words


@fact
def wo1(rows: Rows) -> tuple[bool, bool]:
    n = sum(x == 0 for x in temps(rows))
    return n == 2, n == 3


@fact
def wo2(rows: Rows) -> tuple[bool, bool]:
    n = sum(not r[DATE] for r in rows[TP])
    return n == 1 and len(rows[TP]) == 9, n == 2 and len(rows[TP]) == 9


@fact
def wo3(rows: Rows) -> tuple[bool, bool]:
    n = sum(x < -20 for x in temps(rows))
    return n == 4, n == 5


@fact
def wo4(rows: Rows) -> tuple[bool, bool]:
    n = sum(x > 36.5 for x in places(rows).values())
    return n == 2, n == 3


@fact
def wo5(rows: Rows) -> tuple[bool, bool]:
    ahead, back = len(path(rows, "1", "advance")), len(path(rows, "1", "retreat"))
    return ahead == 16 and back == 19, ahead == 16 and back == 18


@fact
def wo6(rows: Rows) -> tuple[bool, bool]:
    n = survivors(rows, "1", "retreat")
    return both_fillings(lambda k: n[-k:] == [4000] * k, 3, 4)


@fact
def wo7(rows: Rows) -> tuple[bool, bool]:
    n = sum(x < 10 for x in ages(rows, WOMEN).values())
    return n == 7, n == 6


@fact
def wo8(rows: Rows) -> tuple[bool, bool]:
    men, women = ages(rows, MEN_WAGE), ages(rows, WOMEN_WAGE)
    more = [a for a in men if women[a] > men[a]]
    return len(more) == 5 and max(more) < 16, len(more) == 6 and max(more) < 16


@fact
def wo9(rows: Rows) -> tuple[bool, bool]:
    n = sum(x >= 250 for x in ages(rows, MEN_WAGE).values())
    return n == 11, n == 12


@fact
def wo10(rows: Rows) -> tuple[bool, bool]:
    n = sum(x for a, x in ages(rows, MEN).items() if 40 <= a <= 49)
    return n == 197, n == 179


# units_dates


@fact
def ud1(rows: Rows) -> tuple[bool, bool]:
    r = temp_on(rows, "Dec 6")
    return r == -30, reaumur_to_fahrenheit(r) == -30  # the false twin: the same number read as Fahrenheit degrees


@fact
def ud2(rows: Rows) -> tuple[bool, bool]:
    c = reaumur_to_celsius(temp_on(rows, "Nov 14"))
    return both_fillings(lambda w: about(c, w), "-26", "-21")


@fact
def ud3(rows: Rows) -> tuple[bool, bool]:
    d = dated(rows)
    first, last = min(d), max(d)
    return both_fillings(lambda k: first == when("Oct 18") and last == when("Dec 7") and (last - first).days == k, 50, 40)


@fact
def ud4(rows: Rows) -> tuple[bool, bool]:
    coldest = [r[DATE] for r in rows[TP] if number(r[TEMP]) == min(temps(rows))]
    last = max(dated(rows))
    return both_fillings(lambda days: coldest == ["Dec 6"] and (last - when("Dec 6")).days == days, 1, 7)


@fact
def ud5(rows: Rows) -> tuple[bool, bool]:
    east = place(rows, "Kowno")  # the stored longitudes are degrees east; a longitude west is the negative
    return both_fillings(lambda sign: sign * east == 24.0, 1, -1)


@fact
def ud6(rows: Rows) -> tuple[bool, bool]:
    start = path(rows, "1")[0][2]
    return both_fillings(lambda w: about(start / 1e6, w), "0.34", "3.4")


@fact
def ud7(rows: Rows) -> tuple[bool, bool]:
    a = ages(rows, MEN)
    return both_fillings(lambda decades: min(a) == 10 and max(a) == 50 and max(a) - min(a) == 10 * decades, 4, 5)


@fact
def ud8(rows: Rows) -> tuple[bool, bool]:
    end = survivors(rows, "1", "retreat")[-1]
    return end == 4 * 1000, end == 4 * 100


@fact
def ud9(rows: Rows) -> tuple[bool, bool]:
    gap = days_between("Oct 24", "Nov 9")
    return both_fillings(lambda weeks: gap > 7 * weeks, 2, 3)


@fact
def ud10(rows: Rows) -> tuple[bool, bool]:
    month = {number(r[TEMP]): when(r[DATE]).month for r in rows[TP] if r[DATE]}
    return both_fillings(lambda m: month[-9] == m and month[-24] == 12, 11, 10)
