"""Build ``tests/data/lexical_heldout23_tables.json``, the tables of the twenty-third held-out lexical set.

Source (see DATA.md, "The lexical judge's twenty-third held-out test tables"): the data files that the PyPI package
``great_tables`` 1.1.0 (MIT, Posit Software, PBC; wheel ``great_tables-1.1.0-py3-none-any.whl``, SHA-256
4e22cd6918d0bb6681d27fca19bb6a73e881b69165e35be303f45cb67824f595) ships for its examples: ``03-gtcars.csv`` (47
grand tourer cars of the 2014-2017 model years), ``07-towny.csv`` (census populations of Ontario's 414 local
municipalities, 1996 to 2021), ``10-metro.csv`` (the 314 stations of the Paris Metro), ``01-countrypops.csv``
(yearly country populations, 1960 to 2022) and ``11-gibraltar.csv`` (the weather observations of Gibraltar Airport
in May 2023). The script reads the wheel (a zip file) with the standard library only and never imports
great_tables, whose import needs pandas. great_tables is not a project dependency; run::

    pip download --no-deps great_tables==1.1.0 -d /tmp/pkg23
    python dataset_script/build_lexical_heldout23_tables.py /tmp/pkg23/great_tables-1.1.0-py3-none-any.whl

The script checks the SHA-256 of the wheel and of each data file it reads. Every cell is a string written from the
stored text, but for the selection, renaming and formatting stated in each table's function and in :func:`percent`.
"""

from __future__ import annotations

import csv
import hashlib
import io
import sys
import zipfile
from decimal import Decimal
from functools import cache
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from heldout_tables import dump  # a sibling module of this script (the path above)

OUT = Path(__file__).resolve().parents[1] / "tests" / "data" / "lexical_heldout23_tables.json"

WHEEL_SHA256 = "4e22cd6918d0bb6681d27fca19bb6a73e881b69165e35be303f45cb67824f595"
FILE_SHA256 = {
    "01-countrypops.csv": "aade0c958e6f84eba24c3af158e6a7131f5f1ac1f1ea7d7ad591c8b2ab0cc61e",
    "03-gtcars.csv": "00223748ade9a0531f2fb2d888c49bf4e8d906caa9d0e0d179db67ae97c3f109",
    "07-towny.csv": "d3b1c7a85438758db386357aef1fe37b2e0f2ae74d8020d0effd28bdcc222bb9",
    "10-metro.csv": "6414645c1186a3de9accc712ca402468076f7d94af2bdebf9ac27367d97a0863",
    "11-gibraltar.csv": "614580e58f838c89e458618e3f56b1ceaef6039a7bbfffd87a1162b1b95ac366",
}

GT_YEAR = "2016"  # the cars of this model year (27 of the 47)
ONTARIO_CITIES = 20  # the largest cities (csd_type "city") by 2021 population
METRO_LINE = "1"
SOUTH_AMERICA = ("Argentina", "Bolivia", "Brazil", "Chile", "Colombia", "Ecuador", "Guyana", "Paraguay", "Peru",
                 "Suriname", "Uruguay", "Venezuela, RB")  # the twelve sovereign states, as the file names them
POP_YEARS = ("1960", "1990", "2022")
GIBRALTAR_TIME = "12:50"  # the one observation of each day at this time


@cache
def _wheel() -> bytes:
    assert len(sys.argv) > 1, "pass the path of great_tables-1.1.0-py3-none-any.whl"
    data = Path(sys.argv[1]).read_bytes()
    assert hashlib.sha256(data).hexdigest() == WHEEL_SHA256, "not the great_tables 1.1.0 wheel"
    return data


def read_csv(name: str) -> list[dict[str, str]]:
    """The rows of ``great_tables/data/<name>`` as dicts of the stored text (the file's SHA-256 checked)."""
    with zipfile.ZipFile(io.BytesIO(_wheel())) as wheel:
        data = wheel.read(f"great_tables/data/{name}")
    assert hashlib.sha256(data).hexdigest() == FILE_SHA256[name], name
    return list(csv.DictReader(io.StringIO(data.decode("utf-8"), newline="")))


def percent(fraction: str) -> str:
    """A stored fraction written as a percentage with the same digits, the decimal point moved two places
    (``0.0891`` as ``8.91``, ``0.68`` as ``68``, ``-0.005`` as ``-0.5``): exact, no rounding."""
    value = Decimal(fraction).scaleb(2)
    text = format(value.normalize(), "f")
    assert Decimal(text) == Decimal(fraction) * 100, fraction
    return text


def gt_cars() -> list[dict[str, str]]:
    chosen = [r for r in read_csv("03-gtcars.csv") if r["year"] == GT_YEAR]
    assert len(chosen) == 27 and all(r["mpg_c"] and r["mpg_h"] for r in chosen)
    return chosen


def car(r: dict[str, str]) -> str:
    return f"{r['mfr']} {r['model']}"


def gt_performance() -> dict:
    rows = [[car(r), r["hp"], r["hp_rpm"], r["trq"], r["trq_rpm"], r["mpg_c"], r["mpg_h"]] for r in gt_cars()]
    return {"id": "gt_cars_2016_performance",
            "title": ("Engine output and fuel economy of the 27 grand tourer cars of model year 2016 in the gtcars "
                      "data of great_tables: horsepower and the rpm at which it is reached, torque in pound-feet and "
                      "its rpm, and the EPA fuel economy ratings in miles per US gallon for city and highway driving"),
            "header": ["car", "horsepower", "hp_rpm", "torque_lb_ft", "torque_rpm", "mpg_city", "mpg_highway"],
            "rows": rows}


def gt_prices() -> dict:
    rows = [[car(r), r["trim"], r["bdy_style"], r["drivetrain"], r["trsmn"], r["ctry_origin"], r["msrp"]]
            for r in gt_cars()]
    return {"id": "gt_cars_2016_prices",
            "title": ("Trim, body, drivetrain, transmission, maker's home country and price of the same 27 grand "
                      "tourer cars of model year 2016: drivetrain rwd (rear-wheel drive) or awd (all-wheel drive); "
                      "transmission as the number of gears and a for automatic, m for manual, am for both; the "
                      "manufacturer's suggested retail price in US dollars"),
            "header": ["car", "trim", "body_style", "drivetrain", "transmission", "country_of_origin", "msrp_usd"],
            "rows": rows}


def ontario_cities() -> dict:
    cities = [r for r in read_csv("07-towny.csv") if r["csd_type"] == "city"]
    cities.sort(key=lambda r: -int(r["population_2021"]))
    chosen = cities[:ONTARIO_CITIES]
    assert int(chosen[-1]["population_2021"]) > int(cities[ONTARIO_CITIES]["population_2021"])
    rows = [[r["name"], r["census_div"], r["status"], r["land_area_km2"], r["population_2016"],
             r["population_2021"], percent(r["pop_change_2016_2021_pct"])] for r in chosen]
    return {"id": "ontario_largest_cities_2021",
            "title": ("The 20 most populous cities of Ontario, Canada, in the 2021 census, largest first (Statistics "
                      "Canada census counts via the towny data of great_tables): census division, municipal status, "
                      "land area in square kilometres, population in 2016 and in 2021, and the population change from "
                      "2016 to 2021 in per cent"),
            "header": ["city", "census_division", "status", "land_area_km2", "population_2016", "population_2021",
                       "pop_change_2016_2021_pct"],
            "rows": rows}


def metro_line() -> dict:
    stations = [r for r in read_csv("10-metro.csv") if METRO_LINE in [x.strip() for x in r["lines"].split(",")]]
    assert len(stations) == 25 and all(r["passengers"] for r in stations)
    rows = [[r["name"], r["lines"], r["connect_rer"] or "none", r["location"], r["passengers"]] for r in stations]
    return {"id": "paris_metro_line_1_stations",
            "title": ("The 25 stations of line 1 of the Paris Metro as of June 2024, in alphabetical order (via the "
                      "metro data of great_tables): all the Metro lines serving the station, its RER connections, "
                      "the arrondissements of Paris or the municipalities it lies in, and the number of passenger "
                      "entries in 2021"),
            "header": ["station", "metro_lines", "rer_lines", "location", "passengers_2021"],
            "rows": rows}


def south_america() -> dict:
    pops: dict[tuple[str, str], dict[str, str]] = {}
    for r in read_csv("01-countrypops.csv"):
        if r["country_name"] in SOUTH_AMERICA and r["year"] in POP_YEARS:
            assert (r["country_name"], r["year"]) not in pops
            pops[(r["country_name"], r["year"])] = r
    assert len(pops) == len(SOUTH_AMERICA) * len(POP_YEARS)
    rows = [[c, pops[(c, "1960")]["country_code_3"], *(pops[(c, y)]["population"] for y in POP_YEARS)]
            for c in SOUTH_AMERICA]
    return {"id": "south_america_population",
            "title": ("Mid-year population of the twelve independent countries of South America in 1960, 1990 and 2022 "
                      "(World Bank estimates, via the countrypops data of great_tables)"),
            "header": ["country", "iso3", "population_1960", "population_1990", "population_2022"],
            "rows": rows}


def gibraltar() -> dict:
    obs = [r for r in read_csv("11-gibraltar.csv") if r["time"] == GIBRALTAR_TIME]
    assert len(obs) == 31 and len({r["date"] for r in obs}) == 31
    rows = [[r["date"], r["temp"], r["dew_point"], percent(r["humidity"]), r["wind_dir"], r["wind_speed"],
             r["pressure"], r["condition"]] for r in obs]
    return {"id": "gibraltar_midday_weather_may_2023",
            "title": ("The 12:50 weather observation at Gibraltar Airport on each day of May 2023 (via the gibraltar "
                      "data of great_tables): air temperature and dew point in degrees Celsius, relative humidity in "
                      "per cent, the direction the wind blew from, wind speed in metres per second, air pressure in "
                      "hectopascals and the reported condition"),
            "header": ["date", "temperature_c", "dew_point_c", "humidity_pct", "wind_from", "wind_speed_m_s",
                       "pressure_hpa", "condition"],
            "rows": rows}


def main() -> None:
    tables = [gt_performance(), gt_prices(), ontario_cities(), metro_line(), south_america(), gibraltar()]
    OUT.write_text(dump(tables), encoding="utf-8")
    for t in tables:
        print(t["id"], len(t["rows"]))


if __name__ == "__main__":
    main()
