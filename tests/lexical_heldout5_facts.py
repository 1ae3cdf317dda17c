"""Ground truth for the fifth held-out lexical set (tests/test_lexical_heldout5.py).

For every pair id, a function of the stored rows returns (is the true claim
true, is the false twin true), computed from the cells rather than typed in, so
a mislabelled pair fails ``test_labels_hold_on_the_rows``. Rows are dicts keyed
by column name; cells stay strings as stored. Countries are found by name,
joined to capitals, borders, currencies and languages through ``iso3`` and to
Uruguay's departments through ``iso2``, so each fact reads as the claim does.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from heldout_pairs import Rows, one_row, rows_of

DATA = Path(__file__).resolve().parent / "data" / "lexical_heldout5_tables.json"

CO, CA, BO, CC = "sa_countries", "sa_capitals", "sa_borders", "sa_country_currencies"
CU, CL, LA, UD = "sa_currencies", "sa_country_languages", "sa_languages", "uy_departments"

_one = one_row


def rows_by_table() -> Rows:
    """The stored rows as dicts keyed by column name; cells stay strings as stored."""
    return rows_of(DATA)


def _pair(true: bool, false: bool) -> tuple[bool, bool]:
    return bool(true), bool(false)


def _c(r: Rows, name: str) -> dict[str, str]:
    return _one(r[CO], name=name)


def _iso(r: Rows, name: str) -> str:
    return _c(r, name)["iso3"]


def _pop(r: Rows, name: str) -> int:
    return int(_c(r, name)["population"])


def _area(r: Rows, name: str) -> int:
    return int(_c(r, name)["area_km2"])


def _cap(r: Rows, name: str) -> dict[str, str]:
    return _one(r[CA], country=_iso(r, name))


def _capital_row(r: Rows, capital: str) -> dict[str, str]:
    return _one(r[CA], capital=capital)


def _lat(r: Rows, capital: str) -> float:
    return float(_capital_row(r, capital)["latitude"])


def _lon(r: Rows, capital: str) -> float:
    return float(_capital_row(r, capital)["longitude"])


def _neighbours(r: Rows, name: str) -> set[str]:
    iso = _iso(r, name)
    codes = {b["country_b"] for b in r[BO] if b["country_a"] == iso} | {b["country_a"] for b in r[BO] if b["country_b"] == iso}
    return {_one(r[CO], iso3=c)["name"] for c in codes}


def _currencies(r: Rows, name: str) -> set[str]:
    codes = [x["currency_code"] for x in r[CC] if x["country"] == _iso(r, name)]
    return {_one(r[CU], code=c)["name"] for c in codes if any(u["code"] == c for u in r[CU])}


def _languages(r: Rows, name: str) -> set[str]:
    return {_one(r[LA], alpha_2=x["language_code"])["name"] for x in r[CL] if x["country"] == _iso(r, name)}


def _speakers(r: Rows, language: str) -> set[str]:
    return {c["name"] for c in r[CO] if language in _languages(r, c["name"])}


def _by(r: Rows, col: str) -> list[str]:
    """Country names, largest ``col`` first."""
    return [c["name"] for c in sorted(r[CO], key=lambda c: -int(c[col]))]


def _total(r: Rows, col: str) -> int:
    return sum(int(c[col]) for c in r[CO])


def _share(r: Rows, name: str, col: str) -> float:
    return 100 * int(_c(r, name)[col]) / _total(r, col)


def _dept(r: Rows, code: str) -> str:
    return _one(r[UD], code=code)["name"]


def _two_currency_share(r: Rows) -> tuple[bool, bool]:
    """pc6: the share of countries listing two currency codes."""
    two = sum(sum(x["country"] == c["iso3"] for x in r[CC]) == 2 for c in r[CO])
    return _pair(100 * two / len(r[CO]) == 25, 100 * two / len(r[CO]) == 3)


SQMI = 2.589988110336  # km2 in one square mile

FACTS: dict[str, Callable[[Rows], tuple[bool, bool]]] = {
    # wrong_entity
    "we1": lambda r: _pair(_pop(r, "Colombia") == 47907800 and _by(r, "population")[1] == "Colombia", _pop(r, "Peru") == 47907800),
    "we2": lambda r: _pair(_c(r, "Bolivia")["capital"] == "Sucre", _c(r, "Paraguay")["capital"] == "Sucre"),
    "we3": lambda r: _pair(_currencies(r, "Ecuador") == {"US Dollar"}, "US Dollar" in _currencies(r, "Colombia")),
    "we4": lambda r: _pair(_languages(r, "Suriname") == {"Dutch"}, "Dutch" in _languages(r, "Guyana")),
    "we5": lambda r: _pair(_area(r, "Chile") == 756102, _area(r, "Venezuela") == 756102),
    "we6": lambda r: _pair(_lat(r, "Quito") == -0.22 and _cap(r, "Ecuador")["capital"] == "Quito",
                           _lat(r, "Caracas") == -0.22 and _cap(r, "Venezuela")["capital"] == "Caracas"),
    "we7": lambda r: _pair(_dept(r, "UY-TA") == "Tacuarembó", _dept(r, "UY-TA") == "Treinta y Tres"),
    "we8": lambda r: _pair(_c(r, "Uruguay")["calling_code"] == "598", _c(r, "Paraguay")["calling_code"] == "598"),
    # superlative
    "su1": lambda r: _pair(_by(r, "area_km2")[0] == "Brazil", _by(r, "area_km2")[0] == "Argentina"),
    "su2": lambda r: _pair(_by(r, "population")[-1] == "Suriname" and _pop(r, "Suriname") == 534189,
                           _by(r, "population")[-1] == "Suriname" and _pop(r, "Suriname") == 784894),
    "su3": lambda r: _pair(_by(r, "area_km2")[-1] == "Suriname", _by(r, "area_km2")[-1] == "Uruguay"),
    "su4": lambda r: _pair(max(r[CA], key=lambda k: float(k["latitude"]))["capital"] == "Caracas",
                           max(r[CA], key=lambda k: float(k["latitude"]))["capital"] == "Bogotá"),
    "su5": lambda r: _pair(min(r[CA], key=lambda k: float(k["latitude"]))["capital"] == "Montevideo",
                           min(r[CA], key=lambda k: float(k["latitude"]))["capital"] == "Buenos Aires"),
    "su6": lambda r: _pair(len(_neighbours(r, "Brazil")) == 9 and all(len(_neighbours(r, c["name"])) < 9 for c in r[CO] if c["name"] != "Brazil"),
                           len(_neighbours(r, "Brazil")) == 8),
    "su7": lambda r: _pair(_by(r, "population")[2] == "Argentina" and _pop(r, "Argentina") == 42669500, _by(r, "population")[1] == "Argentina"),
    "su8": lambda r: _pair(max(r[CA], key=lambda k: int(k["utc_offsets"]))["country"] == _iso(r, "Brazil") and _cap(r, "Brazil")["utc_offsets"] == "4",
                           max(r[CA], key=lambda k: int(k["utc_offsets"]))["country"] == _iso(r, "Chile")),
    # direction
    "di1": lambda r: _pair(_area(r, "Peru") > _area(r, "Colombia"), _area(r, "Peru") < _area(r, "Colombia")),
    "di2": lambda r: _pair(_pop(r, "Venezuela") < _pop(r, "Peru"), _pop(r, "Venezuela") > _pop(r, "Peru")),
    "di3": lambda r: _pair(_lat(r, "Lima") < _lat(r, "Quito"), _lat(r, "Lima") > _lat(r, "Quito")),
    "di4": lambda r: _pair(_pop(r, "Uruguay") == 3404189 and _pop(r, "Uruguay") < _pop(r, "Paraguay"), _pop(r, "Uruguay") > _pop(r, "Paraguay")),
    "di5": lambda r: _pair(_area(r, "Ecuador") > _area(r, "Guyana"), _area(r, "Ecuador") < _area(r, "Guyana")),
    "di6": lambda r: _pair(_lon(r, "Santiago") < _lon(r, "Buenos Aires"), _lon(r, "Santiago") > _lon(r, "Buenos Aires")),
    "di7": lambda r: _pair(round(_pop(r, "Chile") / 1e6, 1) == 17.8 and round(_pop(r, "Ecuador") / 1e6, 1) == 15.9 and _pop(r, "Chile") > _pop(r, "Ecuador"),
                           _pop(r, "Chile") < _pop(r, "Ecuador")),
    # difference (differences, sums and ratios of two rows)
    "df1": lambda r: _pair(_pop(r, "Colombia") - _pop(r, "Argentina") == 5238300, _pop(r, "Colombia") - _pop(r, "Argentina") == 6238300),
    "df2": lambda r: _pair(_area(r, "Peru") - _area(r, "Colombia") == 143468, _area(r, "Peru") - _area(r, "Colombia") == 153468),
    "df3": lambda r: _pair(_pop(r, "Peru") - _pop(r, "Venezuela") == 607868, _pop(r, "Peru") - _pop(r, "Venezuela") == 707868),
    "df4": lambda r: _pair(round(_lat(r, "Buenos Aires") - _lat(r, "Montevideo"), 2) == 0.3, round(_lat(r, "Buenos Aires") - _lat(r, "Montevideo"), 2) == 0.5),
    "df5": lambda r: _pair(round((_area(r, "Argentina") - _area(r, "Bolivia")) / 1e6, 1) == 1.7, round((_area(r, "Argentina") - _area(r, "Bolivia")) / 1e6, 1) == 2.7),
    "df6": lambda r: _pair(round(_pop(r, "Brazil") / _pop(r, "Colombia"), 1) == 4.2, round(_pop(r, "Brazil") / _pop(r, "Colombia"), 1) == 5.2),
    "df7": lambda r: _pair(_pop(r, "Guyana") + _pop(r, "Suriname") == 1319083, _pop(r, "Guyana") + _pop(r, "Suriname") == 1219083),
    # joined (through iso3 / iso2 / currency and language codes)
    "jo1": lambda r: _pair(_currencies(r, "Peru") == {"Sol"}, "Boliviano" in _currencies(r, "Peru")),
    "jo2": lambda r: _pair({"Argentina", "Paraguay"} <= _speakers(r, "Guarani"), {"Bolivia", "Paraguay"} <= _speakers(r, "Guarani")),
    "jo3": lambda r: _pair(_languages(r, "Bolivia") == {"Spanish", "Aymara", "Quechua"}, _languages(r, "Bolivia") == {"Spanish", "Aymara", "Guarani"}),
    "jo4": lambda r: _pair(_neighbours(r, "Chile") == {"Argentina", "Bolivia", "Peru"}, _neighbours(r, "Chile") == {"Argentina", "Bolivia", "Ecuador"}),
    "jo5": lambda r: _pair(_c(r, "Uruguay")["capital"] == "Montevideo" and sum(d["country_code"] == _c(r, "Uruguay")["iso2"] for d in r[UD]) == 19,
                           sum(d["country_code"] == _c(r, "Uruguay")["iso2"] for d in r[UD]) == 18),
    "jo6": lambda r: _pair(_currencies(r, _one(r[CO], calling_code="595")["name"]) == {"Guarani"}, "Boliviano" in _currencies(r, _one(r[CO], calling_code="595")["name"])),
    "jo7": lambda r: _pair(_neighbours(r, "Ecuador") == {"Colombia", "Peru"}, _neighbours(r, "Ecuador") == {"Colombia", "Venezuela"}),
    "jo8": lambda r: _pair(_speakers(r, "Portuguese") == {"Brazil"}, _speakers(r, "Spanish") == {"Brazil"}),
    # negation
    "ne1": lambda r: _pair(all(int(c["population"]) <= 210_000_000 for c in r[CO]), all(int(c["population"]) <= 200_000_000 for c in r[CO])),
    "ne2": lambda r: _pair("Brazil" not in _neighbours(r, "Chile"), "Peru" not in _neighbours(r, "Chile")),
    "ne3": lambda r: _pair("Spanish" not in _languages(r, "Brazil"), "Spanish" not in _languages(r, "Paraguay")),
    "ne4": lambda r: _pair("US Dollar" not in _currencies(r, "Colombia"), "US Dollar" not in _currencies(r, "Ecuador")),
    "ne5": lambda r: _pair(all(d["name"] != "Mercedes" for d in r[UD]), all(d["name"] != "Salto" for d in r[UD])),
    "ne6": lambda r: _pair(all(float(k["latitude"]) <= 11 for k in r[CA]), all(float(k["latitude"]) <= 10 for k in r[CA])),
    "ne7": lambda r: _pair(all(int(c["area_km2"]) >= 150_000 for c in r[CO]), all(int(c["area_km2"]) >= 170_000 for c in r[CO])),
    # percent_vs_count
    "pc1": lambda r: _pair(round(_share(r, "Brazil", "population"), 1) == 49.6, round(_share(r, "Brazil", "population"), 1) == 48.0),
    "pc2": lambda r: _pair(round(_share(r, "Brazil", "area_km2")) == 48, round(_share(r, "Brazil", "area_km2"), 1) == 49.6),
    "pc3": lambda r: _pair(100 * len(_speakers(r, "Spanish")) / len(r[CO]) == 75, 100 * len(_speakers(r, "Spanish")) / len(r[CO]) == 9),
    "pc4": lambda r: _pair(round(100 * len(_neighbours(r, "Brazil")) / (len(r[CO]) - 1)) == 82, round(100 * len(_neighbours(r, "Brazil")) / (len(r[CO]) - 1)) == 9),
    "pc5": lambda r: _pair(round(_share(r, "Colombia", "population"), 1) == 11.7, round(_share(r, "Colombia", "population"), 1) == 47.9),
    "pc6": lambda r: _two_currency_share(r),
    "pc7": lambda r: _pair(round(_share(r, "Suriname", "population"), 2) == 0.13, round(_share(r, "Suriname", "population"), 2) == 0.53),
    "pc8": lambda r: _pair(round(_share(r, "Uruguay", "population"), 2) == 0.83, round(_share(r, "Uruguay", "population"), 1) == 3.4),
    # words (numbers written as words)
    "wo1": lambda r: _pair(10_000_000 < _pop(r, "Bolivia") < 10_100_000, 11_000_000 < _pop(r, "Bolivia") < 11_100_000),
    "wo2": lambda r: _pair(len(r[CO]) == 12, len(r[CO]) == 13),
    "wo3": lambda r: _pair(len(_neighbours(r, "Argentina")) == 5, len(_neighbours(r, "Argentina")) == 6),
    "wo4": lambda r: _pair(len(r[LA]) == 7, len(r[LA]) == 8),
    "wo5": lambda r: _pair(round(_pop(r, "Brazil") / 1e6) == 204, round(_pop(r, "Brazil") / 1e6) == 214),
    "wo6": lambda r: _pair(_cap(r, "Chile")["utc_offsets"] == "2", _cap(r, "Chile")["utc_offsets"] == "3"),
    "wo7": lambda r: _pair(_pop(r, "Guyana") < 800_000, _pop(r, "Guyana") < 700_000),
    "wo8": lambda r: _pair(len(r[BO]) == 23, len(r[BO]) == 25),
    # units_dates (units and conversions)
    "ud1": lambda r: _pair(round(_area(r, "Brazil") / 1e6, 1) == 8.5, round(_area(r, "Brazil") / 1e6, 1) == 5.8),
    "ud2": lambda r: _pair(round(_area(r, "Argentina") / SQMI / 1e6, 2) == 1.07, round(_area(r, "Argentina") / SQMI / 1e6, 2) == 1.7),
    "ud3": lambda r: _pair(round(_pop(r, "Colombia") / 1e6, 1) == 47.9, round(_pop(r, "Colombia") / 1e6, 1) == 49.7),
    "ud4": lambda r: _pair(round(_pop(r, "Uruguay") / _area(r, "Uruguay")) == 19, round(_pop(r, "Uruguay") / _area(r, "Uruguay")) == 29),
    "ud5": lambda r: _pair(_lat(r, "Quito") == -0.22, _lat(r, "Quito") == 0.22),
    "ud6": lambda r: _pair(round(_area(r, "Suriname") / SQMI, -3) == 63000, round(_area(r, "Suriname") / SQMI, -3) == 36000),
    "ud7": lambda r: _pair(round(_area(r, "Venezuela") / 1e6, 2) == 0.92, round(_area(r, "Venezuela") / 1e6, 2) == 0.96),
    "ud8": lambda r: _pair(round(_pop(r, "Peru") / 1e6, 1) == 30.8, round(_pop(r, "Peru") / 1e6, 1) == 38.0),
}

