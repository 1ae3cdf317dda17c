"""Ground truth for the fourteenth held-out lexical set (tests/test_lexical_heldout14.py).

For every pair id, a function of the stored rows returns (is the true claim true, is the false twin true),
computed from the cells rather than typed in, so a mislabelled pair fails ``test_labels_hold_on_the_rows``.
Rows are dicts keyed by column name; cells stay strings as stored. Most pairs are one claim with one slot filled
two ways (a city, a year, a number): each entry applies the claim's predicate to both fillings (:func:`_two`).
Every table's first column is its key (a city, a year, a nation, a day, a direction, a week); the three city
tables link through ``city`` (``astral_cities.city`` = ``sun_june_21_2026.city`` = ``sun_december_21_2026.city``).

Wording rules the checks follow: "about N" holds within half a unit of the last digit N is written to
(:func:`_about`); a city's country is its ``country`` cell, "European" means a ``Europe/`` time zone; south of the
equator is a negative ``latitude_deg``; a day is 1,440 minutes; a stock's gain is its value minus 1.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from heldout_pairs import Rows, rows_of
from heldout_pairs import about as _about
from heldout_pairs import keyed_cell as _cell
from heldout_pairs import keyed_column as _col
from heldout_pairs import keyed_number as _v
from heldout_pairs import number as _n

DATA = Path(__file__).resolve().parent / "data" / "lexical_heldout14_tables.json"

C, J, D = "astral_cities", "sun_june_21_2026", "sun_december_21_2026"
E, M, T, W, S = "easter_2020_2031", "olympic_medals_top3", "restaurant_tips_by_day", "wind_strongest", "stocks_weekly_2018"


def rows_by_table() -> Rows:
    """The stored rows as dicts keyed by column name; cells stay strings as stored."""
    return rows_of(DATA)


def _top(R: Rows, table: str, col: str, lowest: bool = False) -> str:
    """The key of the one row with the highest (or lowest) ``col`` (a tie is a broken label)."""
    d = _col(R, table, col)
    best = (min if lowest else max)(d.values())
    keys = [k for k, x in d.items() if x == best]
    assert len(keys) == 1, (table, col, keys)
    return keys[0]


def _two(pred: Callable, a, b) -> tuple[bool, bool]:
    """The claim's predicate on its true filling and on its false one."""
    return bool(pred(a)), bool(pred(b))


def _south(R: Rows) -> list[str]:
    return [r["city"] for r in R[C] if _n(r["latitude_deg"]) < 0]


def _last(R: Rows) -> dict[str, str]:
    return R[S][-1]


def _gain(R: Rows, key: str) -> float:
    """A city's 21 December daylight minus its 21 June daylight, in minutes."""
    return _v(R, D, key, "daylight_min") - _v(R, J, key, "daylight_min")


def _city_of(R: Rows, col: str, value: str) -> str:
    hits = [r["city"] for r in R[C] if r[col] == value]
    assert len(hits) == 1, (col, value, hits)
    return hits[0]


def _medals(R: Rows, nation: str) -> float:
    return sum(_v(R, M, nation, c) for c in ("gold", "silver", "bronze"))


TICKER = {"Netflix": "NFLX", "Microsoft": "MSFT", "Google": "GOOG", "Apple": "AAPL"}

FACTS: dict[str, Callable[[Rows], tuple[bool, bool]]] = {
    # -- wrong_entity
    "we1": lambda R: _two(lambda x: _top(R, J, "daylight_min") == x and _v(R, J, x, "daylight_min") == 1129, "Oslo", "London"),
    "we2": lambda R: _two(lambda x: _top(R, D, "daylight_min") == x and _v(R, D, x, "daylight_min") == 909, "Wellington", "Canberra"),
    "we3": lambda R: _two(lambda x: _v(R, M, x, "gold") == 24, "South Korea", "China"),
    "we4": lambda R: _two(lambda x: _top(R, T, "total_bill_usd") == x and _v(R, T, x, "total_bill_usd") == 1778.40
                          and _v(R, T, x, "bills") == 87, "Sat", "Sun"),
    "we5": lambda R: _two(lambda x: _top(R, W, "frequency_pct") == x and _v(R, W, x, "frequency_pct") == 2.2, "WNW", "NW"),
    "we6": lambda R: _two(lambda x: _cell(R, C, x, "time_zone") == "US/Eastern", "Ottawa", "Madrid"),
    "we7": lambda R: _two(lambda x: max(TICKER.values(), key=lambda t: _n(_last(R)[t])) == TICKER[x] and _last(R)[TICKER[x]] == "1.578",
                          "Netflix", "Microsoft"),
    "we8": lambda R: _two(lambda y: _cell(R, E, y, "orthodox_easter") == "2024-05-05", "2024", "2021"),
    "we9": lambda R: _two(lambda x: _top(R, M, "bronze") == x and _v(R, M, x, "bronze") == 12, "Canada", "China"),
    "we10": lambda R: _two(lambda x: _cell(R, J, x, "sunset_utc") == "10:00", "Tokyo", "Cairo"),
    # -- superlative
    "su1": lambda R: _two(lambda x: min(R[C], key=lambda r: abs(_n(r["latitude_deg"])))["city"] == x, "Nairobi", "Singapore"),
    "su2": lambda R: _two(lambda x: _top(R, C, "latitude_deg", lowest=True) == x, "Wellington", "Canberra"),
    "su3": lambda R: _two(lambda v: _top(R, D, "daylight_min", lowest=True) == "Oslo" and _v(R, D, "Oslo", "daylight_min") == v, 352, 470),
    "su4": lambda R: _two(lambda v: _top(R, T, "bills", lowest=True) == "Fri" and _v(R, T, "Fri", "bills") == v, 19, 29),
    "su5": lambda R: _two(lambda lowest: _top(R, T, "total_tips_usd", lowest) == "Sat" and _v(R, T, "Sat", "total_tips_usd") == 260.40,
                          False, True),
    "su6": lambda R: _two(lambda ys: max(_col(R, E, "gap_days").values()) == 35
                          and {k for k, g in _col(R, E, "gap_days").items() if g == 35} == ys, {"2024", "2027"}, {"2024", "2021"}),
    "su7": lambda R: _two(lambda x: _top(R, C, "longitude_deg", lowest=True) == x and _v(R, C, x, "longitude_deg") == -77.00, "Lima", "Ottawa"),
    "su8": lambda R: _two(lambda v: min(_col(R, S, "MSFT").values()) == v, 1.000, 0.942),
    "su9": lambda R: _two(lambda lowest: _top(R, M, "silver", lowest) == "China" and _v(R, M, "China", "silver") == 15, False, True),
    "su10": lambda R: _two(lambda d: max((r["western_easter"][5:], r["western_easter"]) for r in R[E])[1] == d, "2030-04-21", "2025-04-20"),
    # -- direction
    "di1": lambda R: _two(lambda longer: (_gain(R, "Oslo") < 0) == longer, True, False),
    "di2": lambda R: _two(lambda more: (_gain(R, "Buenos Aires") > 0) == more, True, False),
    "di3": lambda R: _two(lambda fell: (_v(R, S, "2018-01-29", "AAPL") < _v(R, S, "2018-01-15", "AAPL")) == fell, True, False),
    "di4": lambda R: _two(lambda fell: (_v(R, S, "2018-02-05", "GOOG") < _v(R, S, "2018-01-22", "GOOG")) == fell, True, False),
    "di5": lambda R: _two(lambda later: (_cell(R, D, "Madrid", "sunrise_utc") > _cell(R, J, "Madrid", "sunrise_utc")) == later, True, False),
    "di6": lambda R: _two(lambda earlier: (_cell(R, E, "2027", "western_easter")[5:] < _cell(R, E, "2026", "western_easter")[5:]) == earlier,
                          True, False),
    "di7": lambda R: _two(lambda more: (_v(R, T, "Sun", "diners") > _v(R, T, "Thur", "diners")) == more, True, False),
    "di8": lambda R: _two(lambda more: (_v(R, W, "NW", "frequency_pct") > _v(R, W, "N", "frequency_pct")) == more, True, False),
    "di9": lambda R: _two(lambda north: (_v(R, C, "Nairobi", "latitude_deg") > 0) == north and _v(R, C, "Singapore", "latitude_deg") > 0,
                          False, True),
    "di10": lambda R: _two(lambda more: (_v(R, M, "China", "silver") > _v(R, M, "China", "gold")) == more, True, False),
    # -- difference
    "df1": lambda R: _two(lambda d: -_gain(R, "Oslo") == d, 777, 767),
    "df2": lambda R: _two(lambda d: abs(_v(R, T, "Sat", "total_bill_usd") - _v(R, T, "Fri", "total_bill_usd") - d) < 0.005, 1452.52, 1425.52),
    "df3": lambda R: _two(lambda d: _v(R, M, "South Korea", "gold") - _v(R, M, "China", "gold") == d, 14, 15),
    "df4": lambda R: _two(lambda w: _v(R, E, "2021", "gap_days") == 7 * w, 4, 5),
    "df5": lambda R: _two(lambda d: _gain(R, "Wellington") == d, 358, 385),
    "df6": lambda R: _two(lambda d: abs(_n(_last(R)["NFLX"]) - _n(_last(R)["GOOG"]) - d) < 0.0005, 0.526, 0.562),
    "df7": lambda R: _two(lambda d: abs(_v(R, C, "Wellington", "longitude_deg") - _v(R, C, "Tokyo", "longitude_deg") - d) < 0.005, 35.09, 53.09),
    "df8": lambda R: _two(lambda d: _v(R, T, "Sun", "diners") - _v(R, T, "Thur", "diners") == d, 64, 46),
    "df9": lambda R: _two(lambda d: _v(R, J, "London", "daylight_min") - _v(R, J, "Madrid", "daylight_min") == d, 95, 59),
    "df10": lambda R: _two(lambda d: abs(_v(R, W, "WNW", "frequency_pct") - _v(R, W, "W", "frequency_pct") - d) < 1e-9, 1.3, 1.1),
    # -- joined (a city named by its country or time zone, read in a sun table)
    "jo1": lambda R: _two(lambda v: _v(R, J, _city_of(R, "country", "Japan"), "daylight_min") == v, 874, 847),
    "jo2": lambda R: _two(lambda t: _cell(R, J, _city_of(R, "country", "Egypt"), "sunset_utc") == t, "16:59", "16:29"),
    "jo3": lambda R: _two(lambda x: min(_south(R), key=lambda c: _v(R, J, c, "daylight_min")) == x and _v(R, J, x, "daylight_min") == 551,
                          "Wellington", "Canberra"),
    "jo4": lambda R: _two(lambda d: _gain(R, _city_of(R, "country", "Peru")) == d, 85, 58),
    "jo5": lambda R: _two(lambda south: all(_gain(R, r["city"]) > 0 for r in R[C] if (_n(r["latitude_deg"]) < 0) == south), True, False),
    "jo6": lambda R: _two(lambda v: _v(R, D, _city_of(R, "time_zone", "Asia/Singapore"), "daylight_min") == v, 722, 772),
    "jo7": lambda R: _two(lambda t: _cell(R, D, _city_of(R, "country", "Norway"), "sunrise_utc") == t, "08:19", "09:19"),
    "jo8": lambda R: _two(lambda v: all(_v(R, J, r["city"], "daylight_min") > v for r in R[C] if r["time_zone"].startswith("Europe/"))
                          and sum(r["time_zone"].startswith("Europe/") for r in R[C]) == 3, 900, 950),
    "jo9": lambda R: _two(lambda v: _v(R, D, _city_of(R, "country", "Canada"), "daylight_min") == v, 522, 552),
    "jo10": lambda R: _two(lambda d: _v(R, D, "Canberra", "daylight_min") - _v(R, D, _city_of(R, "country", "Argentina"), "daylight_min") == d
                           and _v(R, D, "Buenos Aires", "daylight_min") == 870, 1, -1),
    # -- negation
    "ne1": lambda R: _two(lambda v: not any(x < v for x in _col(R, J, "daylight_min").values()), 500, 600),
    "ne2": lambda R: _two(lambda v: not any(_n(r[c]) < v for r in R[M] for c in ("gold", "silver", "bronze")), 8, 9),
    "ne3": lambda R: _two(lambda ys: not any(_v(R, E, str(y), "gap_days") == 0 for y in ys), range(2020, 2025), range(2024, 2029)),
    "ne4": lambda R: _two(lambda v: not any(x > v for x in _col(R, W, "frequency_pct").values()), 2.2, 2.0),
    "ne5": lambda R: _two(lambda v: not any(x < v for x in _col(R, T, "total_tips_usd").values()), 50, 55),
    "ne6": lambda R: _two(lambda v: not any(x > v for x in _col(R, S, "AAPL").values()), 1.03, 1.02),
    "ne7": lambda R: _two(lambda v: not any(x < -v for x in _col(R, C, "latitude_deg").values()), 42, 41),
    "ne8": lambda R: _two(lambda v: not any(x < v for x in _col(R, S, "GOOG").values()), 0.94, 0.95),
    "ne9": lambda R: _two(lambda ys: {r["year"] for r in R[E] if "-03-" in r["western_easter"] + r["orthodox_easter"]} == ys,
                          {"2024", "2027"}, {"2024", "2029"}),
    "ne10": lambda R: _two(lambda v: not any(x > v for x in _col(R, D, "daylight_min").values()), 15 * 60 + 10, 15 * 60),
    # -- percent_vs_count
    "pc1": lambda R: _two(lambda p: _about(100 * _v(R, T, "Thur", "total_tips_usd") / _v(R, T, "Thur", "total_bill_usd"), p), "15.7", "17.5"),
    "pc2": lambda R: _two(lambda p: sum(_col(R, T, "bills").values()) == 244 and _v(R, T, "Sat", "bills") == 87
                          and _about(100 * 87 / 244, p), "35.7", "37.5"),
    "pc3": lambda R: _two(lambda share: _medals(R, "South Korea") == 48 and _v(R, M, "South Korea", "gold") / 48 == share, 1 / 2, 1 / 3),
    "pc4": lambda R: _two(lambda p: _medals(R, "Canada") == 33 and _v(R, M, "Canada", "bronze") == 12 and _about(100 * 12 / 33, p), "36", "63"),
    "pc5": lambda R: _two(lambda p: _about(sum(_col(R, W, "frequency_pct").values()), p), "5.8", "8.5"),
    "pc6": lambda R: _two(lambda p: _about(100 * (_v(R, S, "2018-03-05", "AAPL") - 1), p), "2.8", "28"),
    "pc7": lambda R: _two(lambda p: sum(x == 0 for x in _col(R, E, "gap_days").values()) == 3 and len(R[E]) == 12 and 100 * 3 / 12 == p, 25, 30),
    "pc8": lambda R: _two(lambda p: _v(R, T, "Sun", "bills") == 76 and _about(100 * 76 / sum(_col(R, T, "bills").values()), p), "31", "13"),
    "pc9": lambda R: _two(lambda p: _about(100 * _v(R, J, "Oslo", "daylight_min") / 1440, p), "78", "87"),
    "pc10": lambda R: _two(lambda p: _about(100 * (_n(_last(R)["NFLX"]) - 1), p), "57.8", "5.78"),
    # -- words
    "wo1": lambda R: _two(lambda n: len(R[C]) == n, 12, 11),
    "wo2": lambda R: _two(lambda n: _v(R, M, "South Korea", "gold") == n, 24, 22),
    "wo3": lambda R: _two(lambda n: _v(R, T, "Fri", "bills") == n, 19, 9),
    "wo4": lambda R: _two(lambda n: sum(x == 7 for x in _col(R, E, "gap_days").values()) == n and len(R[E]) == 12, 6, 5),
    "wo5": lambda R: _two(lambda h: _cell(R, J, "Oslo", "sunrise_utc") < f"{h:02d}:00", 2, 1),
    "wo6": lambda R: _two(lambda n: len(R[W]) == n, 16, 12),
    "wo7": lambda R: _two(lambda n: sum(_medals(R, r["nation"]) for r in R[M]) == n and len(R[M]) == 3, 114, 140),
    "wo8": lambda R: _two(lambda n: len(R[S]) == n, 10, 12),
    "wo9": lambda R: _two(lambda n: len(_south(R)) == n, 5, 4),
    "wo10": lambda R: _two(lambda other: _v(R, M, "Canada", "silver") == 12 and _v(R, M, "Canada", other) == 12, "bronze", "gold"),
    # -- units_dates
    "ud1": lambda R: _two(lambda h: _about(_v(R, J, "Oslo", "daylight_min") / 60, h), "18.8", "16.8"),
    "ud2": lambda R: _two(lambda d: _cell(R, E, "2026", "western_easter") == d, "2026-04-05", "2026-04-12"),
    "ud3": lambda R: _two(lambda m: _v(R, J, "Wellington", "daylight_min") == 9 * 60 + m, 11, 51),
    "ud4": lambda R: _two(lambda d: _cell(R, E, "2025", "western_easter") == d == _cell(R, E, "2025", "orthodox_easter"), "2025-04-20", "2025-04-27"),
    "ud5": lambda R: _two(lambda d: R[S][0]["week_of"] == "2018-01-01" and _last(R)["week_of"] == d, "2018-03-05", "2018-03-12"),
    "ud6": lambda R: _two(lambda h: _v(R, D, "London", "daylight_min") == h * 60 + 50, 7, 8),
    "ud7": lambda R: _two(lambda w: _cell(R, E, "2027", "orthodox_easter") == "2027-05-02" and _v(R, E, "2027", "gap_days") == 7 * w, 5, 4),
    "ud8": lambda R: _two(lambda v: _about(_v(R, C, "Madrid", "latitude_deg"), v), "40.4", "44.0"),
    "ud9": lambda R: _two(lambda h: all(_about(_v(R, t, "Nairobi", "daylight_min") / 60, h) for t in (J, D)), "12", "11"),
    "ud10": lambda R: _two(lambda x: x - 0.1 <= _v(R, T, "Sat", "total_tips_usd") / _v(R, T, "Sat", "bills") < x, 3, 2),
}
