"""Build ``tests/data/lexical_heldout26_tables.json``, the tables of the twenty-sixth held-out lexical set.

Source (see DATA.md, "The lexical judge's twenty-sixth held-out test tables"): two of the data files that the PyPI
package ``linearmodels`` 7.1 (Kevin Sheppard; licence NCSA, as its wheel's ``METADATA`` and ``LICENSE.md`` state it)
ships in ``linearmodels/datasets/`` for its documentation and tests: ``munnell/munnell.csv.bz2`` (Munnell's 1990 panel
of the 48 contiguous US states, 1970 to 1986: gross state product, employment, unemployment and public and private
capital) and ``french/french.csv.bz2`` (monthly returns of the Fama-French factors and of Ken French's 12 industry
portfolios, 1949 to 2017, from Ken French's data library). The script reads the wheel with the standard library only
(``zipfile``, ``bz2``, ``csv``), checks the SHA-256 of the wheel and of each file it reads, and never imports
linearmodels (whose import needs numpy, pandas and scipy). linearmodels is not a project dependency; run::

    pip download --no-deps linearmodels==7.1 -d /tmp/dl26
    python dataset_script/build_lexical_heldout26_tables.py \\
        /tmp/dl26/linearmodels-7.1-cp311-cp311-manylinux2014_x86_64.manylinux_2_17_x86_64.manylinux_2_28_x86_64.whl

(the wheel ``pip download`` fetches for CPython 3.11 on x86-64 Linux; the data files are the same in the other
wheels of 7.1, but the wheel's own hash differs, so the script checks the one named here). Every cell is a string
written from the stored value, but for the selection, renaming and formatting stated in each table's function.
"""

from __future__ import annotations

import bz2
import csv
import hashlib
import io
import sys
import zipfile
from functools import cache
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from heldout_tables import dump  # a sibling module of this script (the path above)

OUT = Path(__file__).resolve().parents[1] / "tests" / "data" / "lexical_heldout26_tables.json"

WHEEL = "linearmodels-7.1-cp311-cp311-manylinux2014_x86_64.manylinux_2_17_x86_64.manylinux_2_28_x86_64.whl"
WHEEL_SHA256 = "59c60edf9471d3f0c50c4da46fac696833c59d2568ca241547a3ccb6444af3bd"
FILE_SHA256 = {
    "linearmodels/datasets/munnell/munnell.csv.bz2": "50ba507e92c588b9ee6f96c85a9d78b46d0e9dd68204471d820c1bdfd331cde2",
    "linearmodels/datasets/french/french.csv.bz2": "fab6482f4f011a2fcec2fd087d740eef3c5bcc24a39459569a4224516fca1b6e",
}

# The full names of the states whose stored names begin with A to M (the stored ``STATE`` is cut to 11 characters
# with underscores for spaces, ``MASSACHUSET``; the stored ``ST_ABB`` picks the name, checked against the stored one).
STATE_NAMES = {
    "AL": "Alabama", "AZ": "Arizona", "AR": "Arkansas", "CA": "California", "CO": "Colorado", "CT": "Connecticut",
    "DE": "Delaware", "FL": "Florida", "GA": "Georgia", "ID": "Idaho", "IL": "Illinois", "IN": "Indiana", "IA": "Iowa",
    "KS": "Kansas", "KY": "Kentucky", "LA": "Louisiana", "ME": "Maine", "MD": "Maryland", "MA": "Massachusetts",
    "MI": "Michigan", "MN": "Minnesota", "MS": "Mississippi", "MO": "Missouri", "MT": "Montana",
}
SERIES_STATE = "MICHIGAN"  # the one state whose 17 years make a table of their own
FACTOR_YEAR = "2008"
INDUSTRY_MONTHS = ("2008-09", "2008-10", "2008-11", "2008-12")
# Ken French's 12 industry portfolios: the stored column and its name (the package's description, "Industry: ...").
INDUSTRIES = (("NoDur", "Non-durables"), ("Durbl", "Durables"), ("Manuf", "Manufacturing"), ("Enrgy", "Energy"),
              ("Chems", "Chemicals"), ("BusEq", "Business equipment"), ("Telcm", "Telecoms"), ("Utils", "Utilities"),
              ("Shops", "Retail"), ("Hlth", "Health care"), ("Money", "Finance"), ("Other", "Other"))


@cache
def _wheel() -> bytes:
    assert len(sys.argv) > 1, f"pass the path of {WHEEL}"
    path = Path(sys.argv[1])
    assert path.name == WHEEL, path.name
    data = path.read_bytes()
    assert hashlib.sha256(data).hexdigest() == WHEEL_SHA256, path
    return data


@cache
def read_csv(member: str) -> list[dict[str, str]]:
    """The rows of a bz2-compressed CSV file of the wheel, as dicts of the stored strings."""
    with zipfile.ZipFile(io.BytesIO(_wheel())) as wheel:
        raw = wheel.read(member)
    assert hashlib.sha256(raw).hexdigest() == FILE_SHA256[member], member
    return list(csv.DictReader(io.StringIO(bz2.decompress(raw).decode("utf-8"), newline="")))


def munnell() -> list[dict[str, str]]:
    rows = read_csv("linearmodels/datasets/munnell/munnell.csv.bz2")
    assert len(rows) == 48 * 17
    for r in rows:  # the stored public capital is the sum of its three parts (to the cent)
        parts = sum(float(r[c]) for c in ("HWY", "WATER", "UTIL"))
        assert abs(parts - float(r["P_CAP"])) < 0.015, r
    return rows


def state_rows(year: str) -> list[dict[str, str]]:
    """The stored rows of ``year`` for the states of :data:`STATE_NAMES`, in stored (alphabetical) order."""
    chosen = [r for r in munnell() if r["YR"] == year and r["ST_ABB"] in STATE_NAMES]
    assert [r["ST_ABB"] for r in chosen] == list(STATE_NAMES), year
    for r in chosen:
        assert STATE_NAMES[r["ST_ABB"]].upper().startswith(r["STATE"].replace("_", " ")), r
    return chosen


def state_economy() -> dict:
    then = {r["ST_ABB"]: r for r in state_rows("1970")}
    rows = [[STATE_NAMES[r["ST_ABB"]], r["ST_ABB"], then[r["ST_ABB"]]["GSP"], r["GSP"], r["EMP"], r["UNEMP"]]
            for r in state_rows("1986")]
    return {"id": "state_economy_1970_1986",
            "title": "Output and jobs of the 24 contiguous US states whose names begin with A to M (Munnell, New England Economic Review, 1990): gross state product in 1970 and in 1986 in millions of constant 1982 US dollars, non-farm payroll employment in 1986 in thousands of jobs, and the 1986 unemployment rate in percent",
            "header": ["state", "postal_code", "gsp_1970_musd", "gsp_1986_musd", "employment_1986_thousands",
                       "unemployment_1986_pct"],
            "rows": rows}


def state_capital() -> dict:
    rows = [[STATE_NAMES[r["ST_ABB"]], r["P_CAP"], r["HWY"], r["WATER"], r["UTIL"], r["PC"]] for r in state_rows("1986")]
    return {"id": "state_capital_stock_1986",
            "title": "Capital stock of the same 24 US states in 1986 (Munnell, 1990), in millions of constant 1982 US dollars: public capital, and its three parts (highways and streets, water and sewer systems, utilities and other public buildings), and private capital",
            "header": ["state", "public_capital_musd", "highways_musd", "water_sewer_musd", "utilities_other_musd",
                       "private_capital_musd"],
            "rows": rows}


def michigan() -> dict:
    years = [r for r in munnell() if r["STATE"] == SERIES_STATE]
    assert [r["YR"] for r in years] == [str(y) for y in range(1970, 1987)]
    rows = [[r["YR"], r["GSP"], r["EMP"], r["UNEMP"], r["P_CAP"], r["PC"]] for r in years]
    return {"id": "michigan_economy_1970_1986",
            "title": "The economy of Michigan each year from 1970 to 1986 (Munnell, 1990): gross state product in millions of constant 1982 US dollars, non-farm payroll employment in thousands of jobs, the unemployment rate in percent, and the public and private capital stock in millions of constant 1982 US dollars",
            "header": ["year", "gsp_musd", "employment_thousands", "unemployment_pct", "public_capital_musd",
                       "private_capital_musd"],
            "rows": rows}


def pct(stored: str) -> str:
    """A stored monthly return (a fraction, ``-0.17229999999999998``) as the percentage with the two decimals of
    Ken French's published files (``-17.23``); the stored binary-float artefact is checked to be under 1e-9."""
    value = 100 * float(stored)
    text = f"{value:.2f}"
    assert abs(float(text) - value) < 1e-9, stored
    return "0.00" if text == "-0.00" else text


def french() -> list[dict[str, str]]:
    rows = read_csv("linearmodels/datasets/french/french.csv.bz2")
    assert rows[0]["dates"] == "1949-01-01" and rows[-1]["dates"] == "2017-03-01"
    return rows


def factors() -> dict:
    months = [r for r in french() if r["dates"].startswith(f"{FACTOR_YEAR}-")]
    assert len(months) == 12 and all(r["dates"].endswith("-01") for r in months)
    rows = [[r["dates"][:7], pct(r["MktRF"]), pct(r["SMB"]), pct(r["HML"]), pct(r["Mom"]), pct(r["RF"])] for r in months]
    return {"id": "fama_french_factors_2008",
            "title": "Monthly returns of the Fama-French factors in 2008, in percent (Ken French's data library): the stock market's return in excess of the risk-free rate, small minus big (size), high minus low (value), momentum, and the risk-free rate (the one-month Treasury bill)",
            "header": ["month", "market_excess_return_pct", "small_minus_big_pct", "high_minus_low_pct",
                       "momentum_pct", "risk_free_rate_pct"],
            "rows": rows}


def industries() -> dict:
    by_month = {r["dates"][:7]: r for r in french()}
    rows = [[name, *(pct(by_month[m][col]) for m in INDUSTRY_MONTHS)] for col, name in INDUSTRIES]
    return {"id": "industry_returns_late_2008",
            "title": "Monthly returns of Ken French's 12 US industry portfolios from September to December 2008, in percent (Ken French's data library)",
            "header": ["industry", "september_2008_pct", "october_2008_pct", "november_2008_pct", "december_2008_pct"],
            "rows": rows}


def main() -> None:
    tables = [state_economy(), state_capital(), michigan(), factors(), industries()]
    OUT.write_text(dump(tables), encoding="utf-8")
    for t in tables:
        print(t["id"], len(t["rows"]))


if __name__ == "__main__":
    main()
