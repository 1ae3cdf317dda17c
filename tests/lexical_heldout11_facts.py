"""Ground truth for the eleventh held-out lexical set (tests/test_lexical_heldout11.py).

For every pair id, a function of the stored rows returns (is the true claim true, is the false twin true),
computed from the cells rather than typed in, so a mislabelled pair fails ``test_labels_hold_on_the_rows``.
Rows are dicts keyed by column name; cells stay strings as stored. Most pairs are one claim with one slot
filled two ways (a country, a number, a day, a date): :func:`_both` applies the claim's predicate to the true
and to the false filling. Countries are named as ``gapminder_2007.country`` names them and linked the way the
tables link them: ``gapminder_2007.iso_alpha3`` = ``gapminder_1952.iso_alpha3`` = ``iso_countries.alpha3``,
and ``iso_countries.alpha2`` = ``territory_languages.territory`` = ``territory_currencies.territory`` =
``week_data.territory``; languages by ``language_names.code`` and currencies by ``currencies.code``.

Wording rules the checks follow: "about N" holds within half a unit of the last digit N is written to
(:func:`_about`); "nearly N" / "almost N" is below N by at most 5%, "just over N" above it by at most 5%;
million and billion are powers of 1,000; a share "of the population" is the stored per cent; a period "for
N years" counts whole years from the start date to the end date.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable
from pathlib import Path

from heldout_pairs import Rows, one_row, rows_of
from heldout_pairs import about as _about
from heldout_pairs import number as _n

DATA = Path(__file__).resolve().parent / "data" / "lexical_heldout11_tables.json"

G07, G52, ISO, TL = "gapminder_2007", "gapminder_1952", "iso_countries", "territory_languages"
LN, TC, CU, WK = "language_names", "territory_currencies", "currencies", "week_data"


def rows_by_table() -> Rows:
    """The stored rows as dicts keyed by column name; cells stay strings as stored."""
    return rows_of(DATA)


# -- reading cells ------------------------------------------------------------------------------------------------


def _nearly(value: float, bound: float) -> bool:
    """"nearly / almost ``bound``": below it by at most 5%."""
    return bound * 0.95 <= value < bound


def _just_over(value: float, bound: float) -> bool:
    return bound < value <= bound * 1.05


def _date(cell: str) -> datetime.date:
    return datetime.date.fromisoformat(cell)


def _whole_years(start: datetime.date, end: datetime.date) -> int:
    return end.year - start.year - ((end.month, end.day) < (start.month, start.day))


def _months(start: datetime.date, end: datetime.date) -> float:
    """Months between two dates, a part month counted by days over 30.44 (the mean month)."""
    return (end - start).days / 30.4375


def _both(pred: Callable[[object], bool], true_slot: object, false_slot: object) -> tuple[bool, bool]:
    """The claim's predicate applied to its true and to its false filling."""
    return bool(pred(true_slot)), bool(pred(false_slot))


# -- lookups through the tables' keys -------------------------------------------------------------------------------


def _g07(r: Rows, country: str) -> dict[str, str]:
    return one_row(r[G07], country=country)


def _a3(r: Rows, country: str) -> str:
    return _g07(r, country)["iso_alpha3"]


def _g52(r: Rows, country: str) -> dict[str, str]:
    return one_row(r[G52], iso_alpha3=_a3(r, country))


def _a2(r: Rows, country: str) -> str:
    return one_row(r[ISO], alpha3=_a3(r, country))["alpha2"]


def _v07(r: Rows, country: str, col: str) -> float:
    return _n(_g07(r, country)[col])


def _v52(r: Rows, country: str, col: str) -> float:
    return _n(_g52(r, country)[col])


def _by(r: Rows, table: str, col: str, where: Callable[[dict[str, str]], bool] = lambda row: True) -> dict[str, float]:
    """``col`` of the rows of ``table`` that pass ``where``, keyed by country name (gapminder tables)."""
    if table == G07:
        return {row["country"]: _n(row[col]) for row in r[G07] if where(row)}
    names = {row["iso_alpha3"]: row["country"] for row in r[G07]}
    return {names[row["iso_alpha3"]]: _n(row[col]) for row in r[G52] if where(row)}


def _ranked(values: dict[str, float], highest: bool = True) -> list[str]:
    return sorted(values, key=values.__getitem__, reverse=highest)


def _gain(r: Rows, col: str) -> dict[str, float]:
    """2007's ``col`` minus 1952's, by country."""
    return {c: _v07(r, c, col) - _v52(r, c, col) for c in _by(r, G07, col)}


def _lang_code(r: Rows, name: str) -> str:
    return one_row(r[LN], english_name=name)["code"]


def _lang(r: Rows, country: str, language: str) -> dict[str, str] | None:
    """The ``territory_languages`` row of a language (English name) in a country (None: not listed there)."""
    code, a2 = _lang_code(r, language), _a2(r, country)
    hits = [row for row in r[TL] if row["territory"] == a2 and row["language"] == code]
    return hits[0] if hits else None


def _pct(r: Rows, country: str, language: str) -> float:
    row = _lang(r, country, language)
    assert row is not None, (country, language)
    return _n(row["population_pct"])


def _langs(r: Rows, country: str) -> list[dict[str, str]]:
    return [row for row in r[TL] if row["territory"] == _a2(r, country)]


def _currencies(r: Rows, country: str) -> list[dict[str, str]]:
    return [row for row in r[TC] if row["territory"] == _a2(r, country)]


def _tc(r: Rows, currency: str, country: str | None = None) -> dict[str, str]:
    """The ``territory_currencies`` row of a currency (of ``country`` where more than one territory used it)."""
    if country is None:
        return one_row(r[TC], currency=currency)
    return one_row(r[TC], currency=currency, territory=_a2(r, country))


def _span(r: Rows, currency: str) -> tuple[datetime.date, datetime.date]:
    row = _tc(r, currency)
    return _date(row["from_date"]), _date(row["to_date"])


def _cu(r: Rows, code: str) -> dict[str, str]:
    return one_row(r[CU], code=code)


def _current(r: Rows, country: str) -> dict[str, str]:
    """The currency row of ``country`` with no end date (the one still in use)."""
    hits = [row for row in _currencies(r, country) if not row["to_date"]]
    assert len(hits) == 1, country
    return _cu(r, hits[0]["currency"])


def _week(r: Rows, country: str) -> dict[str, str]:
    return one_row(r[WK], territory=_a2(r, country))


def _continent(r: Rows, name: str) -> list[str]:
    return [row["country"] for row in r[G07] if row["continent"] == name]


_GDP, _LE, _POP = "gdp_per_capita_usd", "life_expectancy_years", "population"
_DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


def _whole_months(start: datetime.date, end: datetime.date) -> int:
    return (end.year - start.year) * 12 + end.month - start.month - (end.day < start.day)


def _more_than_years(start: datetime.date, end: datetime.date, years: int) -> bool:
    return end > start.replace(year=start.year + years)


def _code(r: Rows, currency_name: str) -> str:
    return one_row(r[CU], english_name=currency_name)["code"]


def _by_start(r: Rows, country: str) -> list[str]:
    """A country's currency codes in the order they came into use."""
    return [row["currency"] for row in sorted(_currencies(r, country), key=lambda row: row["from_date"])]


# -- the pairs ----------------------------------------------------------------------------------------------------


def _we4(r: Rows, country: str) -> bool:
    return [w["territory"] for w in r[WK] if w["weekend_start"] == w["weekend_end"] == "Sunday"] == [_a2(r, country)]


def _we5(r: Rows, code: str) -> bool:
    row = _tc(r, code)
    return row["territory"] == _a2(r, "Ghana") and row["from_date"] == "2007-07-03" and not row["to_date"]


def _we8(r: Rows, country: str) -> bool:
    row = _lang(r, country, "Quechua")
    return row is not None and _n(row["population_pct"]) == 15


def _su5(r: Rows, code: str) -> bool:
    ended = [row["currency"] for row in _currencies(r, "Brazil") if row["to_date"]]
    days = {k: (_span(r, k)[1] - _span(r, k)[0]).days for k in ended}
    return min(days, key=days.__getitem__) == code and days[code] < 365


def _su8(r: Rows, country_code: tuple[str, str]) -> bool:
    country, code = country_code
    return min(r[TC], key=lambda row: row["from_date"])["currency"] == code and _tc(r, code)["territory"] == _a2(r, country)


def _di5(r: Rows, offset: int) -> bool:
    es, mx = (_DAYS.index(_week(r, c)["first_day_of_week"]) for c in ("Spain", "Mexico"))
    return _week(r, "Spain")["first_day_of_week"] == "Monday" and (es - mx) % 7 == offset % 7


def _jo5(r: Rows, country: str) -> bool:
    dropped = [row["currency"] for row in _currencies(r, country) if row["to_date"].startswith("2002")]
    return len(dropped) == 1 and _cu(r, dropped[0])["decimal_digits"] == "0"


def _jo8(r: Rows, country: str) -> bool:
    africa = _continent(r, "Africa")
    firsts = {c: _week(r, c)["first_day_of_week"] for c in africa}
    return len(africa) == 3 and [c for c in africa if firsts[c] == "Sunday"] == [country] and sorted(firsts.values()) == ["Monday", "Monday", "Sunday"]


def _jo9(r: Rows, day: str) -> bool:
    return _tc(r, _code(r, "Argentine Austral"))["from_date"] == day == _tc(r, _code(r, "Argentine Peso (1983–1985)"))["to_date"]


def _ne7(r: Rows, old_new: tuple[str, str]) -> bool:
    old, new = old_new
    return _span(r, old)[1] < _date(_tc(r, new)["from_date"])


def _wo7(r: Rows, nth: int) -> bool:
    order = _by_start(r, "Argentina")
    return len(order) == 5 and order[nth - 1] == _code(r, "Argentine Austral")


def _ud8(r: Rows, days: tuple[str, str]) -> bool:
    first, last = days
    return _week(r, "Mexico")["first_day_of_week"] == first and _DAYS[(_DAYS.index(first) - 1) % 7] == last


def _ghana_overlap(r: Rows) -> tuple[datetime.date, datetime.date]:
    return _date(_tc(r, "GHS")["from_date"]), _span(r, "GHC")[1]


Facts = Callable[[Rows], tuple[bool, bool]]

FACTS: dict[str, Facts] = {
    # wrong_entity
    "we1": lambda r: _both(lambda c: _v07(r, c, _GDP) == 15390, "Poland", "Argentina"),
    "we2": lambda r: _both(lambda a: _n(one_row(r[G52], iso_alpha3=a)[_POP]) == 372_000_000, "IND", "NGA"),
    "we3": lambda r: _both(lambda name: one_row(r[CU], english_name=name)["decimal_digits"] == "0", "Spanish Peseta", "German Mark"),
    "we4": lambda r: _both(lambda c: _we4(r, c), "India", "Japan"),
    "we5": lambda r: _both(lambda k: _we5(r, k), "GHS", "GHC"),
    "we6": lambda r: _both(lambda name: one_row(r[ISO], numeric="710")["name"] == name, "South Africa", "Nigeria"),
    "we7": lambda r: _both(lambda c: _about(_v07(r, c, _LE), "71.4"), "Peru", "Turkey"),
    "we8": lambda r: _both(lambda c: _we8(r, c), "Peru", "Poland"),
    "we9": lambda r: _both(lambda c: _v07(r, c, _GDP) == 36319, "Canada", "Germany"),
    "we10": lambda r: _both(lambda cs: {w["territory"] for w in r[WK] if int(w["min_days_in_first_week"]) >= 4} == {_a2(r, c) for c in cs},
                            ("Germany", "Spain", "Poland"), ("Germany", "Spain", "Turkey")),
    # superlative
    "su1": lambda r: _both(lambda c: len(r[G07]) == 14 and _ranked(_by(r, G07, _LE))[0] == c, "Japan", "Spain"),
    "su2": lambda r: _both(lambda w: _ranked(_by(r, G07, _GDP), highest=False)[0] == "Ghana" and _about(_v07(r, "Ghana", _GDP), w), "1,300", "2,000"),
    "su3": lambda r: _both(lambda a: min(r[G52], key=lambda row: _n(row[_LE]))["iso_alpha3"] == a
                           and _about(_n(one_row(r[G52], iso_alpha3=a)[_LE]), "36.3"), "NGA", "IND"),
    "su4": lambda r: _both(lambda c: max((row for row in r[TL] if row["language"] == _lang_code(r, "English")),
                                         key=lambda row: _n(row["population_pct"]))["territory"] == _a2(r, c), "Canada", "Nigeria"),
    "su5": lambda r: _both(lambda k: _su5(r, k), "BRR", "BRN"),
    "su6": lambda r: _both(lambda w: _ranked(_by(r, G07, _POP))[0] == "India" and _about(_v07(r, "India", _POP) / 1e9, w), "1.11", "1.19"),
    "su7": lambda r: _both(lambda c: _ranked(_gain(r, _LE))[0] == c and _about(_gain(r, _LE)[c], "28.2"), "Turkey", "Peru"),
    "su8": lambda r: _both(lambda ck: _su8(r, ck), ("Mexico", "MXP"), ("Peru", "PES")),
    "su9": lambda r: _both(lambda c: _ranked(_by(r, G07, _GDP))[:2] == ["Canada", c], "Germany", "Japan"),
    "su10": lambda r: _both(lambda k: _ranked(_by(r, G52, _GDP))[k - 1] == "Argentina" and _v52(r, "Argentina", _GDP) == 5911, 3, 2),
    # direction
    "di1": lambda r: _both(lambda s: s * _gain(r, _LE)["South Africa"] > 0 and abs(_gain(r, _LE)["South Africa"]) < 5, 1, -1),
    "di2": lambda r: _both(lambda s: s * (_v07(r, "Spain", _LE) - _v07(r, "Canada", _LE)) > 0, 1, -1),
    "di3": lambda r: _both(lambda s: s * (_v07(r, "Spain", _POP) - _v07(r, "Argentina", _POP)) > 0
                           and abs(_v07(r, "Spain", _POP) / _v07(r, "Argentina", _POP) - 1) < 0.05, 1, -1),
    "di4": lambda r: _both(lambda vals: (_v52(r, "Nigeria", _GDP), _v07(r, "Nigeria", _GDP)) == vals, (1077, 2014), (2014, 1077)),
    "di5": lambda r: _both(lambda k: _di5(r, k), 1, -1),
    "di6": lambda r: _both(lambda s: s * (_date(_tc(r, "TRY")["from_date"]) - _date(_tc(r, "PLN")["from_date"])).days > 0
                           and _tc(r, "PLN")["territory"] == _a2(r, "Poland") and _tc(r, "TRY")["territory"] == _a2(r, "Turkey"), 1, -1),
    "di7": lambda r: _both(lambda s: _about(s * _gain(r, _POP)["Germany"] / 1e6, "13.3"), 1, -1),
    "di8": lambda r: _both(lambda s: 0 < s * (_pct(r, "Poland", "German") - _pct(r, "Poland", "Russian")) <= 2, 1, -1),
    "di9": lambda r: _both(lambda s: s * (_v07(r, "Argentina", _GDP) - _v07(r, "Mexico", _GDP)) > 0, 1, -1),
    "di10": lambda r: _both(lambda s: s * (_span(r, "GHC")[1] - _date(_tc(r, "GHS")["from_date"])).days > 0, 1, -1),
    # difference
    "df1": lambda r: _both(lambda d: _v07(r, "Canada", _GDP) - _v07(r, "Germany", _GDP) == d, 4149, 4419),
    "df2": lambda r: _both(lambda d: _nearly(_v07(r, "Japan", _LE) - _v07(r, "Nigeria", _LE), d), 36, 26),
    "df3": lambda r: _both(lambda w: _about(_gain(r, _POP)["India"] / 1e6, w), "738", "838"),
    "df4": lambda r: _both(lambda w: _about(_v07(r, "Spain", _LE) - _v07(r, "Poland", _LE), w), "5.4", "4.4"),
    "df5": lambda r: _both(lambda ym: _whole_months(*_span(r, _code(r, "Peruvian Inti"))) == 12 * ym[0] + ym[1]
                           and _span(r, "PEI")[0].day == _span(r, "PEI")[1].day, (6, 5), (5, 5)),
    "df6": lambda r: _both(lambda d: _pct(r, "Nigeria", "English") - _pct(r, "Nigeria", "Nigerian Pidgin") == d, 32, 22),
    "df7": lambda r: _both(lambda d: _v52(r, "Canada", _GDP) - _v52(r, "Argentina", _GDP) == d, 5456, 5546),
    "df8": lambda r: _both(lambda w: _about((_v07(r, "Brazil", _POP) - _v07(r, "Nigeria", _POP)) / 1e6, w), "55", "45"),
    "df9": lambda r: _both(lambda n: max(_date(_tc(r, "EUR", "Germany")["from_date"]), _span(r, "DEM")[0]) == datetime.date(1999, 1, 1)
                           and _span(r, "DEM")[1] == datetime.date(2002, 2, 28)
                           and _more_than_years(datetime.date(1999, 1, 1), _span(r, "DEM")[1], n), 3, 4),
    "df10": lambda r: _both(lambda d: _gain(r, _GDP)["Ghana"] == d, 417, 517),
    # joined
    "jo1": lambda r: _both(lambda d: _ranked(_by(r, G07, _POP))[0] == "India" and _week(r, "India")["first_day_of_week"] == d, "Sunday", "Monday"),
    "jo2": lambda r: _both(lambda s: _current(r, "Brazil")["english_name"] == "Brazilian Real" and _current(r, "Brazil")["symbol"] == s, "R$", "MX$"),
    "jo3": lambda r: _both(lambda lang: _lang(r, "Nigeria", lang)["official_status"] == "official", "Yoruba", "Igbo"),
    "jo4": lambda r: _both(lambda v: _n(one_row(r[G07], iso_alpha3=one_row(r[ISO], numeric="288")["alpha3"])[_GDP]) == v, 1328, 2014),
    "jo5": lambda r: _both(lambda c: _jo5(r, c), "Spain", "Germany"),
    "jo6": lambda r: _both(lambda w: _about(_pct(r, _ranked(_by(r, G07, _LE), highest=False)[0], "Hausa"), w), "13", "31"),
    "jo7": lambda r: _both(lambda w: _about(_n(one_row(r[G52], iso_alpha3=one_row(r[ISO], official_name="Republic of Türkiye")["alpha3"])[_POP]) / 1e6, w),
                           "22.2", "25.7"),
    "jo8": lambda r: _both(lambda c: _jo8(r, c), "South Africa", "Ghana"),
    "jo9": lambda r: _both(lambda d: _jo9(r, d), "1985-06-14", "1986-06-14"),
    "jo10": lambda r: _both(lambda p: _pct(r, "Canada", "French") == p and _v07(r, "Canada", _GDP) == 36319, 29, 39),
    # negation
    "ne1": lambda r: _both(lambda n: all(_v07(r, c, _LE) < n for c in _continent(r, "Africa")), 61, 60),
    "ne2": lambda r: _both(lambda d: all(w["first_day_of_week"] != d for w in r[WK]), "Saturday", "Sunday"),
    "ne3": lambda r: _both(lambda c: all(_cu(r, row["currency"])["decimal_digits"] == "2" for row in _currencies(r, c)), "Brazil", "Spain"),
    "ne4": lambda r: _both(lambda n: all(_n(row[_POP]) <= n for row in r[G52]), 400e6, 300e6),
    "ne5": lambda r: _both(lambda lang: _lang(r, "Poland", lang)["official_status"] == "", "Russian", "German"),
    "ne6": lambda r: _both(lambda n: all(_v07(r, c, _GDP) >= n for c in _continent(r, "Europe")), 8000, 9000),
    "ne7": lambda r: _both(lambda old_new: _ne7(r, old_new), ("MXP", "MXN"), ("GHC", "GHS")),
    "ne8": lambda r: _both(lambda s: not any(s * g < 0 for g in _gain(r, _POP).values()), 1, -1),
    "ne9": lambda r: _both(lambda lang: not any(row["language"] == _lang_code(r, lang) and row["territory"] != _a2(r, "Canada")
                                                and _n(row["population_pct"]) >= 10 for row in r[TL]), "French", "English"),
    "ne10": lambda r: _both(lambda c: all(_cu(r, row["currency"])["symbol"] == row["currency"] for row in _currencies(r, c)), "Argentina", "Brazil"),
    # percent_vs_count
    "pc1": lambda r: _both(lambda w: len(r[G07]) == 14 and len(_continent(r, "Europe")) == 4 and _about(100 * 4 / 14, w), "29", "40"),
    "pc2": lambda r: _both(lambda w: _about(_pct(r, "India", "Hindi"), w), "41", "14"),
    "pc3": lambda r: _both(lambda w: _pct(r, "India", "Hindi") == 41 and _about(0.41 * _v07(r, "India", _POP) / 1e6, w), "455", "545"),
    "pc4": lambda r: _both(lambda k: len(r[WK]) == 14 and sum(int(w["min_days_in_first_week"]) >= 4 for w in r[WK]) == k, 3, 4),
    "pc5": lambda r: _both(lambda frac: abs(sum(w["first_day_of_week"] == "Sunday" for w in r[WK]) / len(r[WK]) - frac) < 0.01, 1 / 2, 1 / 3),
    "pc6": lambda r: _both(lambda p: len(r[TC]) == 29 and sum(row["legal_tender"] == "no" for row in r[TC]) == 2 and 100 * 2 / 29 < p, 7, 5),
    "pc7": lambda r: _both(lambda w: _about(100 * sum(_v07(r, c, _POP) for c in _continent(r, "Africa")) / sum(_by(r, G07, _POP).values()), w),
                           "9.7", "19.7"),
    "pc8": lambda r: _both(lambda w: _about(100 * (_v07(r, "Peru", _POP) / _v52(r, "Peru", _POP) - 1), w), "257", "357"),
    "pc9": lambda r: _both(lambda w: len(r[CU]) == 28 and sum(row["decimal_digits"] == "0" for row in r[CU]) == 2 and _about(100 * 2 / 28, w), "7", "17"),
    "pc10": lambda r: _both(lambda w: _pct(r, "Canada", "French") == 29 and _about(0.29 * _v07(r, "Canada", _POP) / 1e6, w), "9.7", "2.9"),
    # words
    "wo1": lambda r: _both(lambda k: _week(r, "Germany")["min_days_in_first_week"] == str(k), 4, 1),
    "wo2": lambda r: _both(lambda k: len(_currencies(r, "Brazil")) == k and min(row["from_date"] for row in _currencies(r, "Brazil"))[:4] == "1942", 7, 6),
    "wo3": lambda r: _both(lambda w: _about(_v07(r, "Nigeria", _POP) / 1e6, w), "135", "153"),
    "wo4": lambda r: _both(lambda w: _ranked(_by(r, G07, _LE))[0] == "Japan" and _about(_v07(r, "Japan", _LE), w), "83", "81"),
    "wo5": lambda r: _both(lambda share: _nearly(_pct(r, "Ghana", "Akan"), 100 * share), 2 / 5, 3 / 5),
    "wo6": lambda r: _both(lambda w: _about(_v07(r, "Spain", _GDP) / 1000, w), "29", "19"),
    "wo7": lambda r: _both(lambda k: _wo7(r, k), 4, 3),
    "wo8": lambda r: _both(lambda k: _v07(r, "Brazil", _POP) > k * _v52(r, "Brazil", _POP), 3, 4),
    "wo9": lambda r: _both(lambda k: len(_langs(r, "Nigeria")) == 5 and sum(row["official_status"] == "official" for row in _langs(r, "Nigeria")) == k, 2, 3),
    "wo10": lambda r: _both(lambda w: _about(_v07(r, "Canada", _GDP) / _v07(r, "Ghana", _GDP), w), "27", "17"),
    # units_dates
    "ud1": lambda r: _both(lambda y: _tc(r, "PLN")["from_date"] == f"{y}-01-01" and _tc(r, "PLZ")["to_date"] == f"{y - 1}-12-31", 1995, 1996),
    "ud2": lambda r: _both(lambda ym: _tc(r, _code(r, "Brazilian Real"))["from_date"][:7] == ym, "1994-07", "1994-08"),
    "ud3": lambda r: _both(lambda w: _about(12 * _v07(r, "Japan", _LE), w), "991", "919"),
    "ud4": lambda r: _both(lambda n: _gain(r, _LE)["India"] > n, 25, 30),
    "ud5": lambda r: _both(lambda n: _more_than_years(*_span(r, _code(r, "Turkish Lira (1922–2005)")), n), 83, 93),
    "ud6": lambda r: _both(lambda y: _tc(r, _code(r, "Spanish Peseta"))["from_date"][:7] == f"{y}-10"
                           and _tc(r, "ESP")["to_date"][:7] == "2002-02", 1868, 1886),
    "ud7": lambda r: _both(lambda w: _about(_v52(r, "Germany", _GDP) / 1000, w), "7.1", "71"),
    "ud8": lambda r: _both(lambda days: _ud8(r, days), ("Sunday", "Saturday"), ("Monday", "Sunday")),
    "ud9": lambda r: _both(lambda m: _nearly(_months(*_ghana_overlap(r)), m) and {d.year for d in _ghana_overlap(r)} == {2007}, 6, 9),
    "ud10": lambda r: _both(lambda w: _about(sum(_v07(r, c, _POP) for c in _continent(r, "Europe")) / 1e9, w), "0.23", "2.3"),
}
