"""Ground truth for the fifteenth held-out lexical set (tests/test_lexical_heldout15.py).

For every pair id, a function of the stored rows returns (is the true claim true, is the false twin true),
computed from the cells rather than typed in, so a mislabelled pair fails ``test_labels_hold_on_the_rows``.
Rows are dicts keyed by column name; cells stay strings as stored. Most pairs are one claim with one slot filled
two ways (a country, a number, a word, a date): each entry applies the claim's predicate to both fillings
(:func:`_two`). Every table's first column is its key (a country code, a subdivision code, a letter's position, a
month, a script code), but for ``holiday_calendar_2026``, one row per holiday, whose ``alpha_2`` repeats. The
country tables link through ``alpha_2`` (``countries.alpha_2`` = ``public_holidays_2026.alpha_2`` =
``holiday_calendar_2026.alpha_2``); the two Canadian tables through ``subdivision_code``.

Wording rules the checks follow: "about N" holds within half a unit of the last digit N is written to
(:func:`_about`); a country named in a claim is its ``name`` or ``official_name`` cell, a province or territory
its ``name`` cell; a weekend is Saturday and Sunday; "N days after" is the difference of the two dates; a week is
7 days, a day 24 hours and 1,440 minutes.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from pathlib import Path

from heldout_pairs import Rows, rows_of
from heldout_pairs import about as _about
from heldout_pairs import both_fillings as _two
from heldout_pairs import keyed_cell as _cell
from heldout_pairs import keyed_column as _col
from heldout_pairs import keyed_number as _v
from heldout_pairs import number as _n
from heldout_pairs import top_key as _top
from heldout_pairs import top_keys as _tops

DATA = Path(__file__).resolve().parent / "data" / "lexical_heldout15_tables.json"

C, P, H = "countries", "public_holidays_2026", "holiday_calendar_2026"
J, K = "canada_jurisdictions", "canada_holidays_2026"
G, M, S = "greek_letters", "months_2026", "iso15924_scripts"


def rows_by_table() -> Rows:
    """The stored rows as dicts keyed by column name; cells stay strings as stored."""
    return rows_of(DATA)




def _cc(R: Rows, name: str) -> str:
    """The alpha-2 code of the country a claim names by its ``name`` or ``official_name``."""
    hits = [r["alpha_2"] for r in R[C] if name in (r["name"], r["official_name"])]
    assert len(hits) == 1, (name, hits)
    return hits[0]


def _country(R: Rows, col: str, value: str) -> str:
    """The alpha-2 code of the one country whose ``col`` cell is ``value``."""
    hits = [r["alpha_2"] for r in R[C] if r[col] == value]
    assert len(hits) == 1, (col, value, hits)
    return hits[0]


def _pv(R: Rows, name: str, col: str) -> float:
    """A number of ``public_holidays_2026`` for the country a claim names."""
    return _v(R, P, _cc(R, name), col)


def _hols(R: Rows, name: str) -> list[dict[str, str]]:
    """The ``holiday_calendar_2026`` rows of the country a claim names."""
    return [r for r in R[H] if r["alpha_2"] == _cc(R, name)]


def _day(R: Rows, name: str, holiday: str) -> dt.date:
    """The date of a country's holiday, by its ``holiday`` cell (one row)."""
    hits = [r["date"] for r in _hols(R, name) if r["holiday"] == holiday]
    assert len(hits) == 1, (name, holiday, hits)
    return dt.date.fromisoformat(hits[0])


def _weekday(R: Rows, name: str, holiday: str) -> str:
    hits = [r["weekday"] for r in _hols(R, name) if r["holiday"] == holiday]
    assert len(hits) == 1, (name, holiday, hits)
    return hits[0]


def _sub(R: Rows, name: str) -> str:
    """The subdivision code of the Canadian province or territory a claim names."""
    hits = [r["subdivision_code"] for r in R[J] if r["name"] == name]
    assert len(hits) == 1, (name, hits)
    return hits[0]


def _kv(R: Rows, name: str, col: str) -> str:
    """A ``canada_holidays_2026`` cell of the province or territory a claim names."""
    return _cell(R, K, _sub(R, name), col)


def _of_type(R: Rows, kind: str) -> list[str]:
    """The names of the Canadian jurisdictions of one ``type`` (Province, Territory)."""
    return [r["name"] for r in R[J] if r["type"] == kind]


def _names(R: Rows, codes) -> set[str]:
    return {_cell(R, C, c, "name") for c in codes}


def _letter(R: Rows, name: str) -> dict[str, str]:
    hits = [r for r in R[G] if r["letter"] == name]
    assert len(hits) == 1, (name, hits)
    return hits[0]


def _script(R: Rows, name: str) -> float:
    hits = [_n(r["numeric"]) for r in R[S] if r["name"] == name]
    assert len(hits) == 1, (name, hits)
    return hits[0]


def _months(R: Rows, pred: Callable[[dict[str, str]], bool]) -> set[str]:
    return {r["month"] for r in R[M] if pred(r)}


WEEKEND = ("Saturday", "Sunday")

FACTS: dict[str, Callable[[Rows], tuple[bool, bool]]] = {
    # -- wrong_entity
    "we1": lambda R: _two(lambda x: _top(R, P, "holidays") == _cc(R, x) and _pv(R, x, "holidays") == 20, "Argentina", "India"),
    "we2": lambda R: _two(lambda x: _top(R, C, "subdivisions") == _cc(R, x) and _v(R, C, _cc(R, x), "subdivisions") == 126, "Italy", "France"),
    "we3": lambda R: _two(lambda x: any(r["holiday"] == "National Day" and r["date"] == "2026-10-12" and r["weekday"] == "Monday"
                                        for r in _hols(R, x)), "Spain", "Mexico"),
    "we4": lambda R: _two(lambda x: _kv(R, x, "february_holiday") == "Louis Riel Day", "Manitoba", "Nova Scotia"),
    "we5": lambda R: _two(lambda x: _letter(R, x)["position"] == "24" == str(len(R[G])) and _letter(R, x)["code_point"] == "U+03A9",
                          "Omega", "Psi"),
    "we6": lambda R: _two(lambda x: _top(R, S, "numeric") == [r["code"] for r in R[S] if r["name"] == x][0] and _script(R, x) == 430,
                          "Ethiopic (Geʻez)", "Thai"),
    "we7": lambda R: _two(lambda m: _cell(R, M, m, "starts_on") == "Saturday", "August", "October"),
    "we8": lambda R: _two(lambda x: _country(R, "alpha_3", "NOR") == _cc(R, x), "Kingdom of Norway", "Republic of Finland"),
    "we9": lambda R: _two(lambda x: any(r["holiday"] == "Epiphany" and r["date"] == "2026-01-06" for r in _hols(R, x)), "Spain", "Germany"),
    "we10": lambda R: _two(lambda x: _tops(R, K, "holidays", lowest=True) == {_sub(R, x)} and _kv(R, x, "holidays") == "6",
                           "Newfoundland and Labrador", "Nova Scotia"),
    # -- superlative
    "su1": lambda R: _two(lambda lowest: _top(R, P, "holidays", lowest) == _cc(R, "Mexico") and _pv(R, "Mexico", "holidays") == 7, True, False),
    "su2": lambda R: _two(lambda x: _top(R, C, "subdivisions", lowest=True) == _cc(R, x), "Norway", "Germany"),
    "su3": lambda R: _two(lambda v: _top(R, S, "numeric", lowest=True) == "Hebr" and _script(R, "Hebrew") == v, 125, 152),
    "su4": lambda R: _two(lambda ms: _tops(R, M, "weekend_days") == ms and all(_v(R, M, m, "weekend_days") == 10 for m in ms),
                          {"May", "August"}, {"May", "October"}),
    "su5": lambda R: _two(lambda xs: _names(R, _tops(R, P, "on_weekend")) == xs and all(_pv(R, x, "on_weekend") == 6 for x in xs),
                          {"Italy", "Finland"}, {"Italy", "Norway"}),
    "su6": lambda R: _two(lambda v: max(_col(R, K, "holidays").values()) == v, 11, 12),
    "su7": lambda R: _two(lambda lowest: _top(R, C, "numeric", lowest) == _cc(R, "Spain") and _v(R, C, "ES", "numeric") == 724, False, True),
    "su8": lambda R: _two(lambda x: max(_hols(R, "Spain"), key=lambda r: r["date"])["holiday"] == x, "Christmas Day", "Immaculate Conception"),
    "su9": lambda R: _two(lambda lowest: (min if lowest else max)(R[G], key=lambda r: _n(r["decimal"]))["letter"] == "Alpha"
                          and _letter(R, "Alpha")["decimal"] == "913", True, False),
    "su10": lambda R: _two(lambda d: max(r["first_holiday"] for r in R[P]) == _cell(R, P, _cc(R, "India"), "first_holiday") == d,
                           "2026-01-26", "2026-01-06"),
    # -- direction
    "di1": lambda R: _two(lambda more: (_pv(R, "France", "holidays") > _pv(R, "Brazil", "holidays")) == more, True, False),
    "di2": lambda R: _two(lambda fewer: (_v(R, C, "NO", "subdivisions") < _v(R, C, "FI", "subdivisions")) == fewer, True, False),
    "di3": lambda R: _two(lambda before: (_day(R, "Spain", "Epiphany") < _day(R, "Mexico", "Constitution Day")) == before, True, False),
    "di4": lambda R: _two(lambda more: (_v(R, M, "March", "weekend_days") > _v(R, M, "February", "weekend_days")) == more, True, False),
    "di5": lambda R: _two(lambda higher: (_script(R, "Cyrillic") > _script(R, "Latin")) == higher, True, False),
    "di6": lambda R: _two(lambda more: (_n(_kv(R, "Ontario", "holidays")) > _n(_kv(R, "Alberta", "holidays"))) == more, True, False),
    "di7": lambda R: _two(lambda after: (_n(_letter(R, "Sigma")["position"]) > _n(_letter(R, "Rho")["position"])) == after, True, False),
    "di8": lambda R: _two(lambda earlier: (_day(R, "Germany", "Ascension Day") < _day(R, "Germany", "Pentecost Monday")) == earlier,
                          True, False),
    "di9": lambda R: _two(lambda fewer: (_pv(R, "India", "on_weekend") < _pv(R, "Norway", "on_weekend")) == fewer, True, False),
    "di10": lambda R: _two(lambda short: (_n(_kv(R, "Quebec", "holidays")) < _n(_kv(R, "Yukon", "holidays"))) == short, True, False),
    # -- difference
    "df1": lambda R: _two(lambda d: _pv(R, "Argentina", "holidays") - _pv(R, "Mexico", "holidays") == d, 13, 12),
    "df2": lambda R: _two(lambda d: _v(R, C, "IT", "subdivisions") - _v(R, C, "FR", "subdivisions") == d, 2, 4),
    "df3": lambda R: _two(lambda d: _script(R, "Ethiopic (Geʻez)") - _script(R, "Hebrew") == d, 305, 350),
    "df4": lambda R: _two(lambda d: _n(_letter(R, "Omega")["decimal"]) - _n(_letter(R, "Alpha")["decimal"]) == d, 24, 23),
    "df5": lambda R: _two(lambda d: len(_months(R, lambda r: r["days"] == "31")) - len(_months(R, lambda r: r["days"] == "30")) == d, 3, 4),
    "df6": lambda R: _two(lambda d: _n(_kv(R, "British Columbia", "holidays")) - _n(_kv(R, "Newfoundland and Labrador", "holidays")) == d,
                          5, 4),
    "df7": lambda R: _two(lambda d: (_day(R, "Mexico", "Independence Day") - _day(R, "Mexico", "Labor Day")).days == d, 138, 148),
    "df8": lambda R: _two(lambda d: _pv(R, "India", "holidays") - _pv(R, "Spain", "holidays") == d, 10, 11),
    "df9": lambda R: _two(lambda d: _v(R, C, "ES", "numeric") == 724 and _v(R, C, "ES", "numeric") - _v(R, C, "DE", "numeric") == d, 448, 484),
    "df10": lambda R: _two(lambda d: sum(_col(R, M, "weekend_days").values()) == 104
                           and sum(_col(R, M, "days").values()) - 104 == d, 261, 251),
    # -- joined
    "jo1": lambda R: _two(lambda v: _pv(R, "United Mexican States", "holidays") == v, 7, 8),
    "jo2": lambda R: _two(lambda d: _cell(R, P, _cc(R, "Republic of India"), "first_holiday") == d, "2026-01-26", "2026-01-01"),
    "jo3": lambda R: _two(lambda v: _top(R, C, "subdivisions") == "IT" and _pv(R, "Italy", "holidays") == v, 13, 15),
    "jo4": lambda R: _two(lambda v: set(_of_type(R, "Territory")) == {"Northwest Territories", "Nunavut", "Yukon"}
                          and all(_n(_kv(R, x, "holidays")) == v for x in _of_type(R, "Territory")), 11, 10),
    "jo5": lambda R: _two(lambda x: _kv(R, "Saskatchewan", "february_holiday") == x, "Family Day", "Heritage Day"),
    "jo6": lambda R: _two(lambda xs: {x for x in _of_type(R, "Province") if _kv(R, x, "february_holiday") == "none"} == xs,
                          {"Newfoundland and Labrador", "Quebec"}, {"Newfoundland and Labrador", "Ontario"}),
    "jo7": lambda R: _two(lambda v: sum(r["weekday"] == "Saturday" for r in _hols(R, "Federal Republic of Germany")) == v, 2, 3),
    "jo8": lambda R: _two(lambda xs: all(_pv(R, x, "on_weekend") == 1 for x in xs),
                          ("Kingdom of Spain", "Federative Republic of Brazil", "Argentine Republic"),
                          ("Kingdom of Spain", "Federative Republic of Brazil", "Republic of India")),
    "jo9": lambda R: _two(lambda v: _v(R, P, _country(R, "numeric", "578"), "holidays") == v, 12, 13),
    "jo10": lambda R: _two(lambda x: max(_of_type(R, "Province"), key=lambda p: _n(_kv(R, p, "holidays"))) == x
                           and sum(_n(_kv(R, p, "holidays")) == 11 for p in _of_type(R, "Province")) == 1
                           and _kv(R, x, "holidays") == "11", "British Columbia", "Saskatchewan"),
    # -- negation
    "ne1": lambda R: _two(lambda v: not any(x > v for x in _col(R, P, "holidays").values()), 20, 18),
    "ne2": lambda R: _two(lambda x: _pv(R, x, "on_weekend") == 0, "Mexico", "Spain"),
    "ne3": lambda R: _two(lambda last: not any(6 <= dt.date.fromisoformat(r["date"]).month <= last for r in _hols(R, "Germany")), 9, 10),
    "ne4": lambda R: _two(lambda x: _kv(R, x, "remembrance_day") == "no", "Quebec", "Nova Scotia"),
    "ne5": lambda R: _two(lambda v: not any(x < v for x in _col(R, M, "weekend_days").values()), 8, 9),
    "ne6": lambda R: _two(lambda cp: len(R[G]) == 24 and not any(r["code_point"] == cp for r in R[G]), "U+03A2", "U+03A1"),
    "ne7": lambda R: _two(lambda v: not any(x < v for x in _col(R, S, "numeric").values()), 100, 150),
    "ne8": lambda R: _two(lambda v: not any(x < v for x in _col(R, C, "subdivisions").values()), 13, 16),
    "ne9": lambda R: _two(lambda wd: [r["holiday"] for r in _hols(R, "Spain") if r["weekday"] == wd] == ["National Day"], "Monday", "Tuesday"),
    "ne10": lambda R: _two(lambda x: {r["alpha_2"] for r in R[P] if r["first_holiday"] != "2026-01-01"} == {_cc(R, x)}, "India", "Brazil"),
    # -- percent_vs_count
    "pc1": lambda R: _two(lambda p: sum(_col(R, P, "holidays").values()) == 123 and _pv(R, "Argentina", "holidays") == 20
                          and _about(100 * 20 / 123, p), "16", "61"),
    "pc2": lambda R: _two(lambda p: len(R[K]) == 13 and sum(r["remembrance_day"] == "yes" for r in R[K]) == 10 and _about(100 * 10 / 13, p),
                          "77", "67"),
    "pc3": lambda R: _two(lambda p: _pv(R, "Italy", "on_weekend") == 6 and _pv(R, "Italy", "holidays") == 13 and _about(100 * 6 / 13, p),
                          "46", "60"),
    "pc4": lambda R: _two(lambda p: _about(100 * sum(_col(R, M, "weekend_days").values()) / sum(_col(R, M, "days").values()), p),
                          "28.5", "10.4"),
    "pc5": lambda R: _two(lambda p: len(R[J]) == 13 and len(_of_type(R, "Territory")) == 3 and _about(100 * 3 / 13, p), "23", "30"),
    "pc6": lambda R: _two(lambda share: sum(r["weekday"] == "Friday" for r in _hols(R, "Germany")) / len(_hols(R, "Germany")) == share,
                          1 / 3, 1 / 4),
    "pc7": lambda R: _two(lambda p: sum(_col(R, P, "on_weekend").values()) == 26 and sum(_col(R, P, "holidays").values()) == 123
                          and _about(100 * 26 / 123, p), "21", "26"),
    "pc8": lambda R: _two(lambda p: sum(_col(R, C, "subdivisions").values()) == 486
                          and _v(R, C, "FR", "subdivisions") + _v(R, C, "IT", "subdivisions") == 250 and _about(100 * 250 / 486, p), "51", "49"),
    "pc9": lambda R: _two(lambda p: len(R[K]) == 13 and sum(r["february_holiday"] == "Family Day" for r in R[K]) == 5
                          and _about(100 * 5 / 13, p), "38", "13"),
    "pc10": lambda R: _two(lambda p: 100 * sum(x > 250 for x in _col(R, S, "numeric").values()) / len(R[S]) == p, 40, 60),
    # -- words
    "wo1": lambda R: _two(lambda n: len(R[C]) == 10 and sum(x > 50 for x in _col(R, C, "subdivisions").values()) == n, 3, 4),
    "wo2": lambda R: _two(lambda n: _pv(R, "Finland", "holidays") == n, 15, 16),
    "wo3": lambda R: _two(lambda n: _n(_kv(R, "Nunavut", "holidays")) == n, 11, 12),
    "wo4": lambda R: _two(lambda n: len(_months(R, lambda r: r["fridays"] == "5")) == n, 4, 5),
    "wo5": lambda R: _two(lambda n: len(R[G]) == n, 24, 26),
    "wo6": lambda R: _two(lambda n: len(_hols(R, "Spain")) == 8 and sum(r["weekday"] == "Friday" for r in _hols(R, "Spain")) == n, 3, 4),
    "wo7": lambda R: _two(lambda n: len(_of_type(R, "Province")) == 10 and len(_of_type(R, "Territory")) == n, 3, 4),
    "wo8": lambda R: _two(lambda n: sum(r["last_holiday"] == "2026-12-25" for r in R[P]) == n and len(R[P]) == 10, 6, 7),
    "wo9": lambda R: _two(lambda n: sum(r["february_holiday"] == "none" for r in R[K]) == n, 5, 4),
    "wo10": lambda R: _two(lambda n: sum(200 <= x <= 229 for x in _col(R, S, "numeric").values()) == n, 3, 4),
    # -- units_dates
    "ud1": lambda R: _two(lambda w: (_day(R, "Germany", "Pentecost Monday") - _day(R, "Germany", "Easter Monday")).days == 7 * w, 7, 6),
    "ud2": lambda R: _two(lambda m: _v(R, M, "February", "days") * 1440 == m, 40320, 43200),
    "ud3": lambda R: _two(lambda h: _v(R, M, "March", "days") * 24 == h, 744, 720),
    "ud4": lambda R: _two(lambda d: _day(R, "Mexico", "Constitution Day") == d, dt.date(2026, 2, 2), dt.date(2026, 2, 5)),
    "ud5": lambda R: _two(lambda wd: _day(R, "Spain", "Assumption Day") == dt.date(2026, 8, 15) and _weekday(R, "Spain", "Assumption Day") == wd,
                          "Saturday", "Sunday"),
    "ud6": lambda R: _two(lambda d: _cell(R, P, _cc(R, "Brazil"), "last_holiday") == d, "2026-12-25", "2026-12-26"),
    "ud7": lambda R: _two(lambda wd: _cell(R, M, "January", "starts_on") == "Thursday" and _cell(R, M, "December", "ends_on") == wd
                          and _v(R, M, "December", "days") == 31, "Thursday", "Friday"),
    "ud8": lambda R: _two(lambda w: (_day(R, "Germany", "Christmas Day") - _day(R, "Germany", "German Unity Day")).days == 7 * w + 6, 11, 12),
    "ud9": lambda R: _two(lambda d: (_day(R, "Spain", "Christmas Day") - _day(R, "Spain", "Immaculate Conception")).days == d
                          and {r["holiday"] for r in _hols(R, "Spain") if r["date"].startswith("2026-12")} == {"Christmas Day", "Immaculate Conception"},
                          17, 18),
    "ud10": lambda R: _two(lambda d: sum(_v(R, M, m, "days") for m in ("July", "August", "September", "October", "November", "December")) == d,
                           184, 181),
}
