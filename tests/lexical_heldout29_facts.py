"""The label checks of the twenty-ninth held-out set (``tests/test_lexical_heldout29.py``): one function per pair id
that recomputes, from the stored cells of ``tests/data/lexical_heldout29_tables.json``, whether the pair's true claim
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
)

DATA = Path(__file__).parent / "data" / "lexical_heldout29_tables.json"

POP = "latam_population_2018"
CM = "latam_child_mortality"
FB = "latam_factbook_2014"
MCU = "mcu_infinity_saga_films"
PK = "adirondack_high_peaks"

FACTS: dict[str, Callable[[Rows], tuple[bool, bool]]] = {}

FEET_PER_MILE = 5280
KM_PER_MILE = 1.609344
SQ_MILES_PER_SQ_KM = 0.386102


def fact(fn: Callable[[Rows], tuple[bool, bool]]) -> Callable[[Rows], tuple[bool, bool]]:
    FACTS[fn.__name__] = fn
    return fn


def rows_by_table() -> Rows:
    return heldout_pairs.rows_of(DATA)


def released(rows: Rows, film: str) -> date:
    return date.fromisoformat(keyed_cell(rows, MCU, film, "release_date"))


def count(rows: Rows, table: str, col: str, pred) -> int:
    return sum(bool(pred(x)) for x in keyed_column(rows, table, col).values())


# wrong_entity


@fact
def we1(rows):
    return both_fillings(lambda c: keyed_number(rows, POP, c, "fertility_rate") == 2.9, "Guatemala", "Honduras")


@fact
def we2(rows):
    return both_fillings(lambda c: keyed_number(rows, CM, c, "under5_mortality_1990") == 121, "Bolivia", "Peru")


@fact
def we3(rows):
    return both_fillings(lambda c: keyed_number(rows, FB, c, "net_migration_rate") == -8.44, "El Salvador", "Guyana")


@fact
def we4(rows):
    return both_fillings(lambda f: released(rows, f) == date(2018, 2, 16), "Black Panther", "Captain Marvel")


@fact
def we5(rows):
    return both_fillings(lambda p: keyed_number(rows, PK, p, "ascent_ft") == 4500, "Rocky Peak Ridge", "Panther Peak")


@fact
def we6(rows):
    return both_fillings(lambda f: keyed_number(rows, MCU, f, "running_time_min") == 181, "Avengers: Endgame",
                         "Avengers: Infinity War")


@fact
def we7(rows):
    return both_fillings(lambda c: keyed_number(rows, FB, c, "life_expectancy") == 78.44, "Chile", "Panama")


@fact
def we8(rows):
    return both_fillings(lambda p: keyed_number(rows, PK, p, "length_miles") == 6.0, "Giant Mtn.", "Wright Peak")


@fact
def we9(rows):
    return both_fillings(lambda c: keyed_number(rows, CM, c, "neonatal_mortality_2018") == 15, "Venezuela", "Bolivia")


@fact
def we10(rows):
    return both_fillings(lambda c: keyed_number(rows, POP, c, "life_expectancy_1970") == 46, "Bolivia", "Guatemala")


# superlative


def top_with(rows: Rows, table: str, col: str, key: str, value: float, lowest: bool = False) -> bool:
    """``key`` has the highest (lowest) ``col`` and its value is ``value``."""
    return top_key(rows, table, col, lowest) == key and keyed_number(rows, table, key, col) == value


@fact
def su1(rows):
    return top_with(rows, POP, "urban_percent", "Uruguay", 95), top_with(rows, POP, "urban_percent", "Chile", 88)


@fact
def su2(rows):
    col = "under5_mortality_2018"
    return top_with(rows, CM, col, "Guyana", 30), top_with(rows, CM, col, "Bolivia", 27)


@fact
def su3(rows):
    def claim(c, millions):
        return top_key(rows, FB, "area_sq_km") == c and about(keyed_number(rows, FB, c, "area_sq_km") / 1e6, millions)
    return claim("Brazil", "8.5"), claim("Argentina", "2.8")


@fact
def su4(rows):
    return both_fillings(lambda f: top_key(rows, MCU, "opening_weekend_us_usd") == f, "Avengers: Endgame",
                         "Avengers: Infinity War")


@fact
def su5(rows):
    return both_fillings(lambda f: top_key(rows, MCU, "gross_worldwide_usd", lowest=True) == f,
                         "The Incredible Hulk", "Thor")


@fact
def su6(rows):
    return top_with(rows, PK, "time_hours", "Mt. Skylight", 15), top_with(rows, PK, "time_hours", "Mt. Haystack", 12)


@fact
def su7(rows):
    return (top_with(rows, PK, "ascent_ft", "Macomb Mtn.", 2344, lowest=True),
            top_with(rows, PK, "ascent_ft", "Wright Peak", 2400, lowest=True))


@fact
def su8(rows):
    return (top_with(rows, FB, "death_rate", "Costa Rica", 4.49, lowest=True),
            top_with(rows, FB, "death_rate", "Paraguay", 4.64, lowest=True))


@fact
def su9(rows):
    return (top_with(rows, POP, "fertility_rate", "Chile", 1.6, lowest=True),
            top_with(rows, POP, "fertility_rate", "Brazil", 1.7, lowest=True))


@fact
def su10(rows):
    col = "under5_deaths_thousands"
    return top_with(rows, CM, col, "Brazil", 42), top_with(rows, CM, col, "Mexico", 28)


# direction


@fact
def di1(rows):
    change = keyed_number(rows, CM, "Venezuela", "under5_mortality_2018") - keyed_number(rows, CM, "Venezuela", "under5_mortality_2000")
    return change > 0, change < 0


@fact
def di2(rows):
    change = keyed_number(rows, POP, "Venezuela", "life_expectancy_2018") - keyed_number(rows, POP, "Venezuela", "life_expectancy_1970")
    return change > 0, change < 0


@fact
def di3(rows):
    a, b = released(rows, "Thor: Ragnarok"), released(rows, "Spider-Man: Homecoming")
    return a > b, a < b


@fact
def di4(rows):
    a = keyed_number(rows, MCU, "Iron Man 3", "gross_us_usd")
    b = keyed_number(rows, MCU, "Captain America: Civil War", "gross_us_usd")
    return a > b, a < b


@fact
def di5(rows):
    lower = keyed_number(rows, PK, "Gothics", "elevation_ft") < keyed_number(rows, PK, "Basin Mtn.", "elevation_ft")
    a, b = keyed_number(rows, PK, "Gothics", "ascent_ft"), keyed_number(rows, PK, "Basin Mtn.", "ascent_ft")
    return lower and a > b, lower and a < b


@fact
def di6(rows):
    bolivia_larger = keyed_number(rows, FB, "Bolivia", "population") > keyed_number(rows, FB, "Uruguay", "population")
    a, b = keyed_number(rows, FB, "Uruguay", "internet_users"), keyed_number(rows, FB, "Bolivia", "internet_users")
    return bolivia_larger and a > b, bolivia_larger and a < b


@fact
def di7(rows):
    a, b = keyed_number(rows, POP, "Guatemala", "births_thousands"), keyed_number(rows, POP, "Ecuador", "births_thousands")
    return a > b, a < b


@fact
def di8(rows):
    y1990, y2018 = keyed_number(rows, CM, "Bolivia", "infant_mortality_1990"), keyed_number(rows, CM, "Bolivia", "infant_mortality_2018")
    fell = y1990 == 84 and y2018 == 22  # "fell from 84 to 22"
    rose = y1990 == 22 and y2018 == 84  # "rose from 22 to 84"
    return fell, rose


@fact
def di9(rows):
    a, b = keyed_number(rows, PK, "Mt. Haystack", "elevation_ft"), keyed_number(rows, PK, "Mt. Skylight", "elevation_ft")
    return a > b, a < b


@fact
def di10(rows):
    a, b = released(rows, "Captain Marvel"), released(rows, "Avengers: Endgame")
    return a < b, a > b


# difference


@fact
def df1(rows):
    gap = keyed_number(rows, POP, "Bolivia", "life_expectancy_2018") - keyed_number(rows, POP, "Bolivia", "life_expectancy_1970")
    return gap == 25, gap == 20


@fact
def df2(rows):
    gap = keyed_number(rows, CM, "Bolivia", "under5_mortality_1990") - keyed_number(rows, CM, "Peru", "under5_mortality_1990")
    return gap == 40, gap == 30


@fact
def df3(rows):
    gap = (keyed_number(rows, FB, "Mexico", "population") - keyed_number(rows, FB, "Colombia", "population")) / 1e6
    return about(gap, "74"), about(gap, "64")


@fact
def df4(rows):
    gap = keyed_number(rows, MCU, "Avengers: Endgame", "running_time_min") - keyed_number(rows, MCU, "Avengers: Infinity War", "running_time_min")
    return gap == 32, gap == 23


@fact
def df5(rows):
    gap = (keyed_number(rows, MCU, "Black Panther", "gross_us_usd") - keyed_number(rows, MCU, "Avengers: Infinity War", "gross_us_usd")) / 1e6
    return about(gap, "21.6"), about(gap, "12.6")


@fact
def df6(rows):
    gap = keyed_number(rows, PK, "Mt. Marcy", "elevation_ft") - keyed_number(rows, PK, "Algonquin Peak", "elevation_ft")
    return gap == 230, gap == 320


@fact
def df7(rows):
    gap = keyed_number(rows, PK, "Mt. Skylight", "time_hours") - keyed_number(rows, PK, "Wright Peak", "time_hours")
    return gap == 8, gap == 6


@fact
def df8(rows):
    gap = keyed_number(rows, CM, "Guyana", "infant_mortality_2018") - keyed_number(rows, CM, "Chile", "infant_mortality_2018")
    return gap == 19, gap == 16


@fact
def df9(rows):
    urban = keyed_column(rows, POP, "urban_percent")
    gap = max(urban.values()) - min(urban.values())
    return gap == 68, gap == 58


@fact
def df10(rows):
    gap = round(keyed_number(rows, FB, "Guatemala", "birth_rate") - keyed_number(rows, FB, "Uruguay", "birth_rate"), 2)
    return gap == 12.28, gap == 11.28


# joined


@fact
def jo1(rows):
    c = top_key(rows, CM, "under5_mortality_2018")
    return c == top_key(rows, FB, "life_expectancy", lowest=True), c == top_key(rows, FB, "life_expectancy")


@fact
def jo2(rows):
    users = keyed_number(rows, FB, top_key(rows, POP, "population_thousands"), "internet_users") / 1e6
    return about(users, "76"), about(users, "31")


@fact
def jo3(rows):
    lowest_u5 = top_key(rows, CM, "under5_mortality_2018", lowest=True)
    return (top_key(rows, POP, "fertility_rate", lowest=True) == lowest_u5,
            top_key(rows, POP, "fertility_rate") == lowest_u5)


@fact
def jo4(rows):
    most_negative = top_key(rows, FB, "net_migration_rate", lowest=True)
    return (top_key(rows, POP, "urban_percent", lowest=True) == most_negative,
            top_key(rows, POP, "urban_percent") == most_negative)


@fact
def jo5(rows):
    rate = keyed_number(rows, POP, top_key(rows, CM, "under5_mortality_1990"), "fertility_rate")
    return rate == 2.7, rate == 2.9


@fact
def jo6(rows):
    deaths = keyed_number(rows, CM, top_key(rows, FB, "area_sq_km"), "under5_deaths_thousands")
    return deaths == 42, deaths == 28


@fact
def jo7(rows):
    rate = keyed_number(rows, CM, top_key(rows, FB, "birth_rate"), "infant_mortality_2018")
    return rate == 22, rate == 15


@fact
def jo8(rows):
    years = keyed_number(rows, POP, top_key(rows, FB, "death_rate", lowest=True), "life_expectancy_2018")
    return years == 80, years == 78


@fact
def jo9(rows):
    c = top_key(rows, FB, "population", lowest=True)
    fewest = top_key(rows, POP, "births_thousands", lowest=True) == c
    births = keyed_number(rows, POP, c, "births_thousands")
    return fewest and births == 8, fewest and births == 11


@fact
def jo10(rows):
    rate = keyed_number(rows, CM, top_key(rows, POP, "life_expectancy_1970"), "under5_mortality_1990")
    return rate == 23, rate == 29


# negation


@fact
def ne1(rows):
    top = max(keyed_column(rows, CM, "under5_mortality_2018").values())
    return not top > 30, not top > 25


@fact
def ne2(rows):
    top = max(keyed_column(rows, POP, "fertility_rate").values())
    return not top >= 3, not top > 2.5


@fact
def ne3(rows):
    low = min(keyed_column(rows, MCU, "gross_worldwide_usd").values())
    return not low < 250e6, not low < 400e6


@fact
def ne4(rows):
    low = min(keyed_column(rows, PK, "difficulty").values())
    return not low < 4, not low < 5


@fact
def ne5(rows):
    top = max(keyed_column(rows, FB, "net_migration_rate").values())
    return not top > 1, not top > 0


@fact
def ne6(rows):
    thor = [x for f, x in keyed_column(rows, MCU, "opening_weekend_us_usd").items() if f.startswith("Thor")]
    assert len(thor) == 3
    return not any(x > 125e6 for x in thor), not any(x > 100e6 for x in thor)


@fact
def ne7(rows):
    y1990 = keyed_column(rows, CM, "under5_mortality_1990")
    y2000 = keyed_column(rows, CM, "under5_mortality_2000")
    y2018 = keyed_column(rows, CM, "under5_mortality_2018")
    return not any(y2018[c] > y1990[c] for c in y2018), not any(y2018[c] > y2000[c] for c in y2018)


@fact
def ne8(rows):
    low = min(keyed_column(rows, PK, "length_miles").values())
    return not low < 6, not low < 8


@fact
def ne9(rows):
    low = min(keyed_column(rows, POP, "life_expectancy_2018").values())
    return not low < 70, not low < 75


@fact
def ne10(rows):
    top = max(keyed_column(rows, FB, "death_rate").values())
    return not top >= 10, not top >= 7


# percent_vs_count


@fact
def pc1(rows):
    under18 = keyed_number(rows, POP, "Brazil", "under18_thousands")
    share = 100 * under18 / keyed_number(rows, POP, "Brazil", "population_thousands")
    return about(share, "26"), about(under18 / 1000, "26")  # "about 26%" / "about 26 million"


@fact
def pc2(rows):
    users = keyed_number(rows, FB, "Colombia", "internet_users")
    share = 100 * users / keyed_number(rows, FB, "Colombia", "population")
    return about(share, "49"), about(users / 1e6, "49")


@fact
def pc3(rows):
    urban = keyed_number(rows, POP, "Uruguay", "urban_percent")
    people_millions = urban / 100 * keyed_number(rows, POP, "Uruguay", "population_thousands") / 1000
    return about(people_millions, "3.3"), about(urban, "3.3")


@fact
def pc4(rows):
    deaths = keyed_column(rows, CM, "under5_deaths_thousands")
    share = 100 * deaths["Brazil"] / sum(deaths.values())
    return about(share, "29"), about(deaths["Brazil"], "29")


@fact
def pc5(rows):
    us = keyed_number(rows, MCU, "Avengers: Endgame", "gross_us_usd")
    share = 100 * us / keyed_number(rows, MCU, "Avengers: Endgame", "gross_worldwide_usd")
    return about(share, "31"), about(us / 1e6, "31")


@fact
def pc6(rows):
    opening = keyed_number(rows, MCU, "Avengers: Endgame", "opening_weekend_us_usd")
    share = 100 * opening / keyed_number(rows, MCU, "Avengers: Endgame", "gross_us_usd")
    return about(share, "42"), about(opening / 1e6, "42")


@fact
def pc7(rows):
    births = keyed_column(rows, POP, "births_thousands")
    two = births["Brazil"] + births["Mexico"]
    share = 100 * two / sum(births.values())
    return 50 < share < 55, 500 < two < 550  # "just over half" / "just over half a million" (the cells are thousands)


@fact
def pc8(rows):
    area = keyed_column(rows, FB, "area_sq_km")
    share = 100 * area["Brazil"] / sum(area.values())
    return about(share, "42"), about(area["Brazil"] / 1e6, "42")


@fact
def pc9(rows):
    sevens = count(rows, PK, "difficulty", lambda x: x == 7)
    n = len(rows[PK])
    return sevens == 4 and n == 23, about(100 * sevens / n, "4")


@fact
def pc10(rows):
    users = keyed_number(rows, FB, "Belize", "internet_users")
    share = 100 * users / keyed_number(rows, FB, "Belize", "population")
    return about(share, "11"), about(users / 1000, "11")


# words


@fact
def wo1(rows):
    ratio = keyed_number(rows, POP, "Brazil", "population_thousands") / keyed_number(rows, POP, "Ecuador", "population_thousands")
    return ratio > 12, ratio > 13


@fact
def wo2(rows):
    cut = 1 - keyed_number(rows, CM, "Bolivia", "under5_mortality_2018") / keyed_number(rows, CM, "Bolivia", "under5_mortality_1990")
    return cut > 3 / 4, cut > 4 / 5


@fact
def wo3(rows):
    big = sorted((released(rows, f), f) for f, x in keyed_column(rows, MCU, "gross_worldwide_usd").items() if x > 1.5e9)
    order = [f for _, f in big]
    return order.index("Avengers: Endgame") == 2, order.index("Avengers: Infinity War") == 2


@fact
def wo4(rows):
    by_height = sorted(keyed_column(rows, PK, "elevation_ft").items(), key=lambda kv: -kv[1])
    assert by_height[2][1] != by_height[3][1] and by_height[1][1] != by_height[2][1]
    return by_height[2][0] == "Mt. Haystack", by_height[2][0] == "Mt. Skylight"


@fact
def wo5(rows):
    n = sum(keyed_cell(rows, MCU, f, "release_date").startswith("2019-") for f in keyed_column(rows, MCU, "gross_us_usd"))
    return n == 3, n == 4


@fact
def wo6(rows):
    ratio = keyed_number(rows, FB, "Argentina", "area_sq_km") / keyed_number(rows, FB, "Brazil", "area_sq_km")
    return abs(ratio - 1 / 3) < 0.02, abs(ratio - 1 / 2) < 0.02


@fact
def wo7(rows):
    return (count(rows, MCU, "gross_worldwide_usd", lambda x: x > 800e6) == 12,
            count(rows, MCU, "gross_worldwide_usd", lambda x: x > 700e6) == 12)


@fact
def wo8(rows):
    ratio = keyed_number(rows, CM, "Peru", "infant_mortality_2018") / keyed_number(rows, CM, "Peru", "infant_mortality_1990")
    return ratio < 1 / 5, ratio < 1 / 6


@fact
def wo9(rows):
    ratio = keyed_number(rows, FB, "Uruguay", "death_rate") / keyed_number(rows, FB, "Costa Rica", "death_rate")
    return ratio > 2, ratio > 2.5


@fact
def wo10(rows):
    return both_fillings(lambda h: keyed_number(rows, PK, "Mt. Marcy", "time_hours") == h, 10, 9)


# units_dates


@fact
def ud1(rows):
    minutes = keyed_number(rows, MCU, "Avengers: Endgame", "running_time_min")
    return 180 < minutes <= 195, 165 <= minutes < 180  # "just over three hours" / "just under three hours"


@fact
def ud2(rows):
    d = released(rows, "Iron Man")
    return (d.year, d.month) == (2008, 5), (d.year, d.month) == (2008, 6)


@fact
def ud3(rows):
    gross = keyed_number(rows, MCU, "Avengers: Infinity War", "gross_worldwide_usd")
    return about(gross / 1e9, "2.05"), about(gross / 1e6, "2.05")


@fact
def ud4(rows):
    def claim(peak, feet):
        h = keyed_number(rows, PK, peak, "elevation_ft")
        return h == feet and FEET_PER_MILE < h < 1.1 * FEET_PER_MILE  # "a little over a mile high"
    return claim("Mt. Marcy", 5344), claim("Algonquin Peak", 5114)


@fact
def ud5(rows):
    miles = keyed_number(rows, PK, "Giant Mtn.", "length_miles")
    return miles == 6 and about(miles * KM_PER_MILE, "9.7"), miles == 6 and about(miles * KM_PER_MILE, "7.9")


@fact
def ud6(rows):
    km2 = keyed_number(rows, FB, "Brazil", "area_sq_km")
    return about(km2 / 1e6, "8.5"), about(km2 * SQ_MILES_PER_SQ_KM / 1e6, "8.5")


@fact
def ud7(rows):
    hours = keyed_number(rows, PK, "Panther Peak", "time_hours")
    return hours == 13.5, hours == 13 + 50 / 60


@fact
def ud8(rows):
    days = (released(rows, "Spider-Man: Far From Home") - released(rows, "Avengers: Endgame")).days
    on = released(rows, "Spider-Man: Far From Home") == date(2019, 7, 2)
    return on and days == 67, on and days == 76


@fact
def ud9(rows):
    dates = sorted(date.fromisoformat(x) for x in (r["release_date"] for r in rows[MCU]))
    first, last = dates[0], dates[-1]
    ok = first == released(rows, "Iron Man") and last == released(rows, "Spider-Man: Far From Home")
    ok = ok and (first.year, first.month) == (2008, 5) and (last.year, last.month) == (2019, 7)
    years = (last - first).days / 365.25
    return ok and 11 <= years < 11.5, ok and 12 <= years < 12.5  # "just over eleven years" / "twelve"


@fact
def ud10(rows):
    thousands = keyed_number(rows, POP, "Chile", "population_thousands")
    return about(thousands / 1000, "18.7"), about(thousands, "18.7")  # "18.7 million" / "18.7 thousand" people
