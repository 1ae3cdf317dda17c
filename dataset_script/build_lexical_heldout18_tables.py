"""Build ``tests/data/lexical_heldout18_tables.json``, the tables of the eighteenth held-out lexical set.

Source (see DATA.md, "The lexical judge's eighteenth held-out test tables"): the CSV files that ``plotnine`` 0.15.9
(MIT; wheel ``plotnine-0.15.9-py3-none-any.whl`` from PyPI, SHA-256
36f4526235b3ddd9ea379dd677093ea2ee1b58ab98adec1bde891930283448cd) ships in ``plotnine/data``: its copies of
ggplot2's ``presidential``, ``economics``, ``msleep``, ``txhousing`` and ``midwest`` data sets. The script reads the
CSVs with the standard library only (it never imports plotnine, so the package's own dependencies are not needed).
plotnine is not a project dependency; run this script with an environment that holds it, e.g.::

    python3 -m venv /tmp/s18 && /tmp/s18/bin/pip install --no-deps plotnine==0.15.9
    /tmp/s18/bin/python dataset_script/build_lexical_heldout18_tables.py

or pass the folder of the CSVs (e.g. an unpacked wheel's ``plotnine/data``) as the one argument. Every cell is a
string as the CSV gives it, but for the selection, renaming and formatting stated in each table's function.
"""

from __future__ import annotations

import calendar
import csv
import importlib.util
import sys
from pathlib import Path

from heldout_tables import dump

OUT = Path(__file__).resolve().parents[1] / "tests" / "data" / "lexical_heldout18_tables.json"

INAUGURATION_YEARS = tuple(range(1969, 2014, 4))  # the January of every inauguration year the series covers
MAMMALS = ("Cow", "Dog", "Goat", "Guinea pig", "Chinchilla", "Long-nosed armadillo", "North American Opossum",
           "Big brown bat", "Horse", "Donkey", "European hedgehog", "Domestic cat", "Gray seal", "Human",
           "Golden hamster", "House mouse", "Rabbit", "Sheep", "Chimpanzee", "Giant armadillo", "Pig",
           "Brazilian tapir", "Red fox")
TX_CITIES = ("Austin", "Dallas", "Houston", "San Antonio", "Fort Worth", "El Paso", "Corpus Christi", "Lubbock",
             "Amarillo", "Midland", "Laredo", "McAllen", "Waco", "Tyler", "Beaumont")
WI_COUNTIES = 16  # the most populous Wisconsin counties of ``midwest``
DIETS = {"herbi": "herbivore", "carni": "carnivore", "omni": "omnivore", "insecti": "insectivore"}  # ``vore`` spelt out
STATUSES = {"lc": "least concern", "nt": "near threatened", "vu": "vulnerable", "en": "endangered",
            "domesticated": "domesticated"}  # ``conservation``: the IUCN codes spelt out


def data_dir() -> Path:
    if len(sys.argv) > 1:
        return Path(sys.argv[1])
    spec = importlib.util.find_spec("plotnine")  # locates the package without importing it
    assert spec is not None and spec.origin, "plotnine is not installed in this environment"
    return Path(spec.origin).parent / "data"


def read(name: str) -> list[dict[str, str]]:
    with open(data_dir() / f"{name}.csv", encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def decimal(cell: str) -> str:
    """A stored number in plain decimal notation ("3e-04" -> "0.0003"); other cells as stored."""
    if "e" not in cell.lower():
        return cell
    return format(float(cell), "f").rstrip("0").rstrip(".")


def one_decimal(cell: str) -> str:
    return f"{float(cell):.1f}"


def presidents() -> dict:
    rows = [[r["name"], r["start"], r["end"], r["party"]] for r in read("presidential")]
    return {"id": "presidents", "title": "US presidential terms from Eisenhower to Obama: start and end dates and party",
            "header": ["president", "term_start", "term_end", "party"], "rows": rows}


def economy() -> dict:
    wanted = {f"{y}-01-01" for y in INAUGURATION_YEARS}
    rows = [[r["date"], r["pce"], r["pop"], r["psavert"], r["uempmed"], r["unemploy"]] for r in read("economics") if r["date"] in wanted]
    assert len(rows) == len(wanted)
    return {"id": "us_economy_january",
            "title": "US economy in the January of each inauguration year 1969-2013 (FRED monthly series): personal consumption expenditures (billions of dollars), population (thousands), personal saving rate (%), median duration of unemployment (weeks), unemployed persons (thousands)",
            "header": ["month", "consumption_bn_usd", "population_thousands", "saving_rate_pct", "median_unemployment_weeks", "unemployed_thousands"],
            "rows": rows}


def mammals() -> tuple[dict, dict]:
    by_name = {r["name"]: r for r in read("msleep")}
    chosen = [by_name[n] for n in MAMMALS]
    species = [[r["name"], r["genus"], r["order"], DIETS[r["vore"]], STATUSES.get(r["conservation"], "")] for r in chosen]  # NA -> blank
    sleep = [[r["name"], r["sleep_total"], r["sleep_rem"], r["awake"], decimal(r["brainwt"]), decimal(r["bodywt"])]
             for r in sorted(chosen, key=lambda r: r["name"])]
    return ({"id": "mammal_species", "title": "Mammals of the sleep study: genus, order, diet and conservation status",
             "header": ["mammal", "genus", "order", "diet", "conservation"], "rows": species},
            {"id": "mammal_sleep", "title": "Mammal sleep and weights (Savage and West 2007): hours of sleep a day, of REM sleep and awake; brain and body weight in kilograms",
             "header": ["mammal", "sleep_hours", "rem_sleep_hours", "awake_hours", "brain_weight_kg", "body_weight_kg"], "rows": sleep})


def housing() -> tuple[dict, dict]:
    data = read("txhousing")
    cols = ("sales", "volume", "median", "listings", "inventory")
    july = {r["city"]: r for r in data if r["year"] == "2014" and r["month"] == "7"}
    cities = [[c, *(july[c][k] for k in cols)] for c in TX_CITIES]
    austin = sorted((r for r in data if r["city"] == "Austin" and r["year"] == "2014"), key=lambda r: int(r["month"]))
    months = [[calendar.month_name[int(r["month"])], *(r[k] for k in cols)] for r in austin]
    assert len(months) == 12
    header = ["sales", "sales_volume_usd", "median_price_usd", "active_listings", "months_inventory"]
    return ({"id": "tx_housing_july_2014", "title": "Texas housing market by MLS area, July 2014 (TAMU Real Estate Center)",
             "header": ["area", *header], "rows": cities},
            {"id": "austin_housing_2014", "title": "Austin housing market by month, 2014 (TAMU Real Estate Center)",
             "header": ["month", *header], "rows": months})


def wisconsin() -> dict:
    wi = sorted((r for r in read("midwest") if r["state"] == "WI"), key=lambda r: -int(r["poptotal"]))[:WI_COUNTIES]
    rows = [[r["county"].title().replace(" Du ", " du "), r["poptotal"], r["popadults"], one_decimal(r["percollege"]), one_decimal(r["percprof"]),
             one_decimal(r["percbelowpoverty"]), "yes" if r["inmetro"] == "1" else "no"] for r in wi]
    return {"id": "wisconsin_counties", "title": "The most populous Wisconsin counties (ggplot2's midwest census data): population, adults, % college educated, % with a professional degree, % below the poverty line, metro area",
            "header": ["county", "population", "adults", "pct_college", "pct_professional", "pct_below_poverty", "in_metro_area"],
            "rows": rows}


def main() -> None:
    species, sleep = mammals()
    july, austin = housing()
    tables = [presidents(), economy(), species, sleep, july, austin, wisconsin()]
    OUT.write_text(dump(tables), encoding="utf-8")
    for t in tables:
        print(t["id"], len(t["rows"]))


if __name__ == "__main__":
    main()
