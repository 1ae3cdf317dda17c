"""Build ``tests/data/lexical_heldout25_tables.json``, the tables of the twenty-fifth held-out lexical set.

Source (see DATA.md, "The lexical judge's twenty-fifth held-out test tables"): the data files that the PyPI package
``ISLP`` 0.6.0 (the labs package of *An Introduction to Statistical Learning with Applications in Python*; the BSD-style
licence its wheel's METADATA states, OSI classifier "BSD License"; wheel ``islp-0.6.0-py3-none-any.whl``, SHA-256
:data:`WHEEL_SHA256`) ships in ``ISLP/data/``: ``Auto.csv`` (the StatLib automobile data of the 1983 ASA Data
Exposition), ``NYSE.csv`` (daily New York Stock Exchange data, 1962 to 1986, of LeBaron and Weigend 1998),
``Bikeshare.csv`` (the hourly rentals of Capital Bikeshare in Washington, D.C., in 2011) and ``Weekly.csv`` (the weekly
percentage returns of the S&P 500, 1990 to 2010). The script reads the wheel (a zip file) with the standard library
only and checks the SHA-256 of the wheel and of each file it reads; it never imports ISLP, whose import needs pandas,
numpy and scikit-learn. ISLP is not a project dependency; run::

    pip download --no-deps ISLP==0.6.0 -d /tmp/dl25
    python dataset_script/build_lexical_heldout25_tables.py /tmp/dl25/islp-0.6.0-py3-none-any.whl

Every cell is a string written from the stored value, but for the selection, renaming, counting and formatting stated
in each table's function and in :func:`cell`.
"""

from __future__ import annotations

import csv
import datetime as dt
import hashlib
import io
import sys
import zipfile
from collections import Counter
from functools import cache
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from heldout_tables import dump  # a sibling module of this script (the path above)

OUT = Path(__file__).resolve().parents[1] / "tests" / "data" / "lexical_heldout25_tables.json"

WHEEL_NAME = "islp-0.6.0-py3-none-any.whl"
WHEEL_SHA256 = "ca772cecca1747a2f84ee799a5503ddddbdf0e98f90c235494790c1d036c694b"
FILE_SHA256 = {
    "Auto.csv": "387b35512e265608328881d7299f768f8010e21d27acd53e5a07456ea9ee3ff7",
    "NYSE.csv": "4bb3e2e9872b2f7e6e8701afb8873cd9f4b7e66ee0b1ba62c116ff2b3a2eec60",
    "Bikeshare.csv": "ac6950ae6f11efcc69c29d6bb13e8881c001e27d36434660d59444a1414f712c",
    "Weekly.csv": "9acc713fd1da9b6cff9e826a4e2c617d6d03e9957069ce2e409f88abbc218f23",
}

AUTO_MODEL_YEAR = "80"  # the stored two-digit model year: the 27 models of 1980
NYSE_MONTH = "1982-08"
BIKESHARE_MONTHS = {"Jan": "January", "Feb": "February", "March": "March", "April": "April", "May": "May",
                    "June": "June", "July": "July", "Aug": "August", "Sept": "September", "Oct": "October",
                    "Nov": "November", "Dec": "December"}  # the stored month labels, in calendar order
ORIGINS = {"1": "American", "2": "European", "3": "Japanese"}  # the codes of Auto's origin (ISLR's documentation)
WEEKDAYS = {"mon": "Monday", "tues": "Tuesday", "wed": "Wednesday", "thur": "Thursday", "fri": "Friday"}


@cache
def _wheel() -> bytes:
    assert len(sys.argv) > 1, f"pass the path of {WHEEL_NAME} (pip download --no-deps ISLP==0.6.0)"
    data = Path(sys.argv[1]).read_bytes()
    assert hashlib.sha256(data).hexdigest() == WHEEL_SHA256, "not the wheel of ISLP 0.6.0 this set was built from"
    return data


@cache
def read_csv(name: str) -> list[dict[str, str]]:
    """The rows of ``ISLP/data/<name>`` as dicts of the stored strings, after checking the file's SHA-256."""
    with zipfile.ZipFile(io.BytesIO(_wheel())) as wheel:
        data = wheel.read(f"ISLP/data/{name}")
    assert hashlib.sha256(data).hexdigest() == FILE_SHA256[name], name
    return list(csv.DictReader(io.StringIO(data.decode("utf-8"), newline="")))


def cell(text: str) -> str:
    """A stored number as written in the table: as stored, but a trailing ``.0`` dropped (``98.0`` as ``98``)."""
    float(text)
    assert "e" not in text.lower(), text
    return text.removesuffix(".0")


def three_decimals(text: str) -> str:
    """A stored Weekly return, which the CSV holds with binary-float artefacts (``3.0639999999999996``), written with
    the three decimals of the published data (``3.064``); checked to differ from the stored value by under 1e-9."""
    value = float(text)
    out = repr(round(value, 3))
    assert abs(float(out) - value) < 1e-9, text
    return out.removesuffix(".0")


def autos_1980() -> list[dict[str, str]]:
    chosen = [r for r in read_csv("Auto.csv") if r["year"] == AUTO_MODEL_YEAR]
    assert len(chosen) == 27 and len({r["name"] for r in chosen}) == 27
    return chosen


def auto_performance() -> dict:
    rows = [[r["name"], ORIGINS[r["origin"]], cell(r["mpg"]), cell(r["horsepower"]), cell(r["acceleration"])]
            for r in autos_1980()]
    return {"id": "auto_1980_performance",
            "title": "Fuel economy and performance of the 27 car models of model year 1980 in the Auto data of An Introduction to Statistical Learning (StatLib, Carnegie Mellon University; 1983 ASA Data Exposition): where the maker is from, miles per US gallon, engine horsepower and the time in seconds to accelerate from 0 to 60 mph",
            "header": ["model", "origin", "mpg", "horsepower", "zero_to_60_mph_s"],
            "rows": rows}


def auto_engine_weight() -> dict:
    rows = [[r["name"], cell(r["cylinders"]), cell(r["displacement"]), cell(r["weight"])] for r in autos_1980()]
    return {"id": "auto_1980_engine_weight",
            "title": "Engine and weight of the same 27 car models of model year 1980: the number of cylinders, engine displacement in cubic inches and the car's weight in pounds",
            "header": ["model", "cylinders", "displacement_cu_in", "weight_lbs"],
            "rows": rows}


def dow_jones() -> dict:
    """The trading days of :data:`NYSE_MONTH`, the stored weekday written out (checked against the date)."""
    rows = []
    for r in read_csv("NYSE.csv"):
        if r["date"].startswith(NYSE_MONTH):
            weekday = WEEKDAYS[r["day_of_week"]]
            assert dt.date.fromisoformat(r["date"]).strftime("%A") == weekday, r["date"]
            rows.append([r["date"], weekday, cell(r["DJ_return"]), cell(r["log_volume"])])
    assert len(rows) == 22
    return {"id": "dow_jones_august_1982",
            "title": "The Dow Jones Industrial Average on the 22 trading days of August 1982 (New York Stock Exchange data of LeBaron and Weigend, 1998, as used in An Introduction to Statistical Learning): the day's return as the log difference of the closing levels (0.01 is a rise of about 1 percent) and the log trading volume, the day's share turnover relative to its 100-day moving average on the log scale",
            "header": ["date", "weekday", "dj_return", "log_volume"],
            "rows": rows}


def bikeshare() -> dict:
    """The stored hours of 2011 counted by month: hours with a record, and the casual, registered and all riders."""
    hours, casual, registered, total = Counter(), Counter(), Counter(), Counter()
    for r in read_csv("Bikeshare.csv"):
        m = r["mnth"]
        assert int(r["casual"]) + int(r["registered"]) == int(r["bikers"])
        hours[m] += 1
        casual[m] += int(r["casual"])
        registered[m] += int(r["registered"])
        total[m] += int(r["bikers"])
    assert set(hours) == set(BIKESHARE_MONTHS) and sum(hours.values()) == 8645
    rows = [[name, str(hours[m]), str(casual[m]), str(registered[m]), str(total[m])] for m, name in BIKESHARE_MONTHS.items()]
    return {"id": "capital_bikeshare_2011_by_month",
            "title": "Bike rentals of Capital Bikeshare in Washington, D.C., in each month of 2011 (hourly counts of Fanaee-T and Gama, 2013, as used in An Introduction to Statistical Learning), summed over the hours recorded: hours with a record, rentals by casual riders, by registered members and in all",
            "header": ["month", "hours_recorded", "casual_rentals", "registered_rentals", "total_rentals"],
            "rows": rows}


def sp500_weekly() -> dict:
    """The stored weeks counted by year: weeks, 'Up' and 'Down' weeks, the best and worst week, the mean volume."""
    by_year: dict[str, list[dict[str, str]]] = {}
    for r in read_csv("Weekly.csv"):
        by_year.setdefault(r["Year"], []).append(r)
    assert list(by_year) == [str(y) for y in range(1990, 2011)]
    rows = []
    for year, weeks in by_year.items():
        returns = [float(w["Today"]) for w in weeks]
        up = sum(w["Direction"] == "Up" for w in weeks)
        down = sum(w["Direction"] == "Down" for w in weeks)
        assert up + down == len(weeks) and all((w["Direction"] == "Up") == (float(w["Today"]) >= 0) for w in weeks)
        best = max(weeks, key=lambda w: float(w["Today"]))["Today"]
        worst = min(weeks, key=lambda w: float(w["Today"]))["Today"]
        assert float(best) == max(returns) and float(worst) == min(returns)
        volume = sum(float(w["Volume"]) for w in weeks) / len(weeks)
        rows.append([year, str(len(weeks)), str(up), str(down), three_decimals(best), three_decimals(worst),
                     f"{volume:.3f}"])
    return {"id": "sp500_weeks_by_year_1990_2010",
            "title": "The weekly returns of the S&P 500 stock index counted by year, 1990 to 2010 (the Weekly data of An Introduction to Statistical Learning, from Yahoo Finance): the weeks recorded, the weeks it rose ('Up', a return of zero or more) and fell ('Down'), the best and worst weekly return in percent, and the average daily volume of shares traded, in billions, averaged over the year's weeks",
            "header": ["year", "weeks", "up_weeks", "down_weeks", "best_week_pct", "worst_week_pct",
                       "avg_daily_volume_bn_shares"],
            "rows": rows}


def main() -> None:
    tables = [auto_performance(), auto_engine_weight(), dow_jones(), bikeshare(), sp500_weekly()]
    OUT.write_text(dump(tables), encoding="utf-8")
    for t in tables:
        print(t["id"], len(t["rows"]))


if __name__ == "__main__":
    main()
