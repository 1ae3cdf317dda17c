"""Build ``tests/data/lexical_heldout22_tables.json``, the tables of the twenty-second held-out lexical set.

Source (see DATA.md, "The lexical judge's twenty-second held-out test tables"): the data files that the PyPI package
``causaldata`` 0.1.5 (MIT, Nick Huntington-Klein; sdist ``causaldata-0.1.5.tar.gz``, SHA-256
5604fb84000c6a8ae3e93630b3624e9f2af4f8700e4465ec3586998b3522fd1c) ships for the examples of *The Effect* and
*Causal Inference: The Mixtape*: ``auto/auto.dta`` (Stata's 1978 automobile data), ``yule/yule.dta`` (Yule's 1899
London pauperism data), ``avocado/avocado.dta`` (California avocado sales), ``google_stock/google_stock_data.csv``
(daily returns of Google and the S&P 500 in 2015) and ``titanic/titanic.dta`` (the people aboard the Titanic). The
script reads the sdist (a gzipped tar file) with the standard library only, with a small reader of Stata's format 118
(:func:`read_dta`); it never imports causaldata, whose import needs statsmodels and pandas. causaldata is not a
project dependency; run::

    pip download --no-deps causaldata==0.1.5 -d /tmp/pkg22
    python dataset_script/build_lexical_heldout22_tables.py /tmp/pkg22/causaldata-0.1.5.tar.gz

or, with the package installed in the running environment, without an argument (the files are then read from the
installed ``causaldata`` folder). Every cell is a string written from the stored value, but for the selection,
renaming and formatting stated in each table's function and in :func:`cell`.
"""

from __future__ import annotations

import csv
import datetime as dt
import importlib.util
import io
import struct
import sys
import tarfile
from collections import Counter
from decimal import Decimal
from functools import cache
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from heldout_tables import dump  # a sibling module of this script (the path above)

OUT = Path(__file__).resolve().parents[1] / "tests" / "data" / "lexical_heldout22_tables.json"

AVOCADO_YEAR = 2017
GOOGLE_MONTH = "2015-08"
YULE_ROWS = 22  # the first 22 of the 32 unions, in stored order (Kensington to Poplar)
LEFT_OUT_CARS = {"Peugeot 604"}  # the first car of its maker, but its 1978 repair record is missing


@cache
def _read_bytes(member: str) -> bytes:
    """The bytes of ``causaldata/<member>``: from the sdist named as the first argument, or from the installed
    package."""
    if len(sys.argv) > 1:
        with tarfile.open(sys.argv[1], "r:gz") as sdist:
            hits = [m for m in sdist.getmembers() if m.name.endswith(f"/causaldata/{member}")]
            assert len(hits) == 1, (member, [m.name for m in hits])
            f = sdist.extractfile(hits[0])
            assert f is not None
            return f.read()
    spec = importlib.util.find_spec("causaldata")  # locates the package without importing it
    assert spec is not None and spec.origin, "causaldata is not installed in this environment; pass the sdist's path"
    return (Path(spec.origin).parent / member).read_bytes()


def _between(data: bytes, tag: str, start: int = 0) -> tuple[int, int]:
    """The span of the bytes inside ``<tag>...</tag>`` (the first one from ``start``)."""
    open_, close = f"<{tag}>".encode(), f"</{tag}>".encode()
    i = data.index(open_, start) + len(open_)
    return i, data.index(close, i)


def read_dta(member: str) -> list[dict[str, object]]:
    """The rows of a Stata format 118 (little-endian) file as dicts: numbers as Python ints and floats (a Stata
    missing value as ``None``, a single-precision float as the ``float`` it is exactly), fixed-length strings
    decoded as UTF-8, and value labels applied where a variable names a label set."""
    data = _read_bytes(member)
    assert data.startswith(b"<stata_dta><header><release>118</release><byteorder>LSF</byteorder>"), member
    i, _ = _between(data, "K")
    (k,) = struct.unpack_from("<H", data, i)
    i, _ = _between(data, "N")
    (n,) = struct.unpack_from("<Q", data, i)
    i, _ = _between(data, "variable_types")
    types = struct.unpack_from(f"<{k}H", data, i)
    i, _ = _between(data, "varnames")
    names = [data[i + 129 * j:i + 129 * (j + 1)].split(b"\0")[0].decode("utf-8") for j in range(k)]
    i, _ = _between(data, "value_label_names")
    label_names = [data[i + 129 * j:i + 129 * (j + 1)].split(b"\0")[0].decode("utf-8") for j in range(k)]
    labels: dict[str, dict[int, str]] = {}
    lo, hi = _between(data, "value_labels")
    pos = lo
    while pos < hi:
        start, end = _between(data, "lbl", pos)
        name = data[start + 4:start + 4 + 129].split(b"\0")[0].decode("utf-8")
        t = start + 4 + 129 + 3
        count, txtlen = struct.unpack_from("<ii", data, t)
        offs = struct.unpack_from(f"<{count}i", data, t + 8)
        vals = struct.unpack_from(f"<{count}i", data, t + 8 + 4 * count)
        txt = data[t + 8 + 8 * count:t + 8 + 8 * count + txtlen]
        labels[name] = {v: txt[o:txt.index(b"\0", o)].decode("utf-8") for o, v in zip(offs, vals)}
        pos = end + len("</lbl>")
    numeric = {65526: ("<d", 8), 65527: ("<f", 4), 65528: ("<i", 4), 65529: ("<h", 2), 65530: ("<b", 1)}
    missing_from = {65526: 2.0 ** 1023, 65527: 2.0 ** 127, 65528: 2147483621, 65529: 32741, 65530: 101}
    pos, end = _between(data, "data")
    rows = []
    for _ in range(n):
        row: dict[str, object] = {}
        for name, typ, lab in zip(names, types, label_names):
            if typ <= 2045:
                row[name] = data[pos:pos + typ].split(b"\0")[0].decode("utf-8")
                pos += typ
                continue
            fmt, size = numeric[typ]
            (value,) = struct.unpack_from(fmt, data, pos)
            pos += size
            if value >= missing_from[typ]:
                value = None
            elif lab:
                value = labels[lab][value]
            row[name] = value
        rows.append(row)
    assert pos == end, member
    return rows


def read_csv(member: str) -> list[dict[str, str]]:
    return list(csv.DictReader(io.StringIO(_read_bytes(member).decode("utf-8"), newline="")))


def _f32(x: float) -> float:
    return struct.unpack("<f", struct.pack("<f", x))[0]


def cell(value: object, single: bool = False) -> str:
    """A stored number as written in the table: an integer as its digits; a double as its shortest decimal (Python's
    ``repr``, ``0.9``); a single-precision float (``single``) as the shortest decimal that reads back as the same
    single-precision value (``3.58``, not ``3.5799999237060547``), so no value changes; a trailing ``.0`` dropped
    (``3.0`` as ``3``)."""
    assert value is not None
    if isinstance(value, int):
        return str(value)
    assert isinstance(value, float)
    if single:
        assert _f32(value) == value
        for precision in range(1, 10):
            text = f"{value:.{precision}g}"
            if _f32(float(text)) == value:
                break
    else:
        text = repr(value)
    assert "e" not in text, text
    return text.removesuffix(".0")


def positional(text: str) -> str:
    """A stored CSV number in exponent notation written out in positional notation with the same digits
    (``9.500640573494312e-4`` as ``0.0009500640573494312``); other cells as stored."""
    if "e" not in text:
        return text
    out = format(Decimal(text), "f")
    assert Decimal(out) == Decimal(text), text
    return out


def stata_date(days: object) -> str:
    """A Stata ``%td`` date (days since 1 January 1960) as an ISO date."""
    assert isinstance(days, int)
    return (dt.date(1960, 1, 1) + dt.timedelta(days=days)).isoformat()


def cars() -> list[dict]:
    """The first car of each maker (the first word of ``make``) in stored order, but for :data:`LEFT_OUT_CARS`."""
    seen, chosen = set(), []
    for r in read_dta("auto/auto.dta"):
        maker = str(r["make"]).split()[0]
        if maker not in seen:
            seen.add(maker)
            if r["make"] not in LEFT_OUT_CARS:
                chosen.append(r)
    assert all(r["rep78"] is not None for r in chosen)
    return chosen


def car_prices() -> dict:
    rows = [[r["make"], cell(r["price"]), cell(r["mpg"]), cell(r["rep78"]), r["foreign"]] for r in cars()]
    return {"id": "car_prices_1978",
            "title": "Price, fuel economy and repair record of 22 car models of 1978, the first model of each maker in Stata's automobile data (Consumer Reports, April 1979, and US EPA fuel statistics): price in US dollars, miles per US gallon, the 1978 repair record (1 poor to 5 excellent) and whether the car is domestic or foreign",
            "header": ["make", "price_usd", "mpg", "repair_record_1978", "origin"],
            "rows": rows}


def car_specs() -> dict:
    rows = [[r["make"], cell(r["weight"]), cell(r["length"]), cell(r["turn"]), cell(r["displacement"]),
             cell(r["headroom"], single=True), cell(r["trunk"]), cell(r["gear_ratio"], single=True)] for r in cars()]
    return {"id": "car_specs_1978",
            "title": "Size and engine of the same 22 car models of 1978: weight in pounds, length in inches, turning circle in feet, engine displacement in cubic inches, headroom in inches, trunk space in cubic feet and the gear ratio",
            "header": ["make", "weight_lbs", "length_in", "turn_circle_ft", "displacement_cu_in", "headroom_in",
                       "trunk_cu_ft", "gear_ratio"],
            "rows": rows}


def london_unions() -> dict:
    stored = read_dta("yule/yule.dta")
    assert len(stored) == 32
    rows = [[str(r["location"]).strip(), cell(r["paup"]), cell(r["outrelief"]), cell(r["old"]), cell(r["pop"])]
            for r in stored[:YULE_ROWS]]
    return {"id": "london_pauperism_1871_1881",
            "title": "Pauperism in 22 London poor-law unions, 1871 to 1881 (G. Udny Yule, Journal of the Royal Statistical Society, 1899): each figure is the 1881 value as a percentage of the 1871 value, for the rate of pauperism, the ratio of out-relief to in-relief, the proportion of old people and the population",
            "header": ["union", "pauperism_pct_of_1871", "out_relief_ratio_pct_of_1871", "old_people_pct_of_1871",
                       "population_pct_of_1871"],
            "rows": rows}


def avocado() -> dict:
    """The first week of each month of :data:`AVOCADO_YEAR` (the earliest stored week that starts in the month)."""
    weeks = sorted(((stata_date(r["Date"]), r) for r in read_dta("avocado/avocado.dta")), key=lambda x: x[0])
    first: dict[str, dict] = {}
    for day, r in weeks:
        if day.startswith(f"{AVOCADO_YEAR}-"):
            first.setdefault(day[:7], r | {"day": day})
    assert len(first) == 12
    rows = [[r["day"], cell(r["AveragePrice"]), cell(r["TotalVolume"])] for r in first.values()]
    return {"id": "avocado_sales_2017",
            "title": "Sales of conventional Hass avocados in California in the first week of each month of 2017 (Hass Avocado Board): the week's start date, the average price of one avocado in US dollars and the total number of avocados sold",
            "header": ["week_of", "average_price_usd", "total_volume"],
            "rows": rows}


def google() -> dict:
    rows = [[r["Date"], positional(r["Google_Return"]), positional(r["SP500_Return"])]
            for r in read_csv("google_stock/google_stock_data.csv") if r["Date"].startswith(GOOGLE_MONTH)]
    return {"id": "google_returns_august_2015",
            "title": "Daily stock returns of Google (GOOG) and the S&P 500 index on the trading days of August 2015, as fractions of the previous close (0.01 is a 1 percent gain); Google announced its reorganisation under Alphabet on 10 August 2015, after the close",
            "header": ["date", "google_return", "sp500_return"],
            "rows": rows}


def titanic() -> dict:
    """People aboard and survivors by class and sex, counted from the 2,201 stored people (one row each)."""
    people = read_dta("titanic/titanic.dta")
    assert len(people) == 2201
    count = Counter((p["class"], p["sex"], p["age"], p["survived"]) for p in people)

    def n(cls: str, sex: str, ages=("child", "adults"), saved=("yes", "no")) -> str:
        return str(sum(count[(cls, sex, a, s)] for a in ages for s in saved))

    rows = []
    for cls in ("1st class", "2nd class", "3rd class", "crew"):
        for sex, word in (("women", "female"), ("man", "male")):  # the stored labels of 0 and 1
            rows.append([f"{cls} {word}", cls, word, n(cls, sex), n(cls, sex, saved=("yes",)),
                         n(cls, sex, ages=("child",)), n(cls, sex, ages=("child",), saved=("yes",))])
    assert sum(int(r[3]) for r in rows) == 2201
    return {"id": "titanic_survival",
            "title": "The people aboard the Titanic on its sinking in April 1912, by class and sex (British Board of Trade inquiry report): people aboard, survivors, children aboard and child survivors",
            "header": ["group", "class", "sex", "aboard", "survivors", "children_aboard", "child_survivors"],
            "rows": rows}


def main() -> None:
    tables = [car_prices(), car_specs(), london_unions(), avocado(), google(), titanic()]
    OUT.write_text(dump(tables), encoding="utf-8")
    for t in tables:
        print(t["id"], len(t["rows"]))


if __name__ == "__main__":
    main()
