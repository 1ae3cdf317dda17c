"""Build ``tests/data/lexical_heldout28_tables.json``, the tables of the twenty-eighth held-out lexical set.

Source (see DATA.md, "The lexical judge's twenty-eighth held-out test tables"): two PyPI packages' bundled data.
``country_converter`` 1.3.2 (GPL-3.0; Konstantin Stadler's country converter) ships its country table as
``country_converter/country_data.tsv`` (one row per country or territory: short name, ISO codes, continent, UN region,
the year of UN and OECD membership, the year a country adopted the euro, and group flags such as EU, Schengen, G7,
G20, APEC). ``us`` 4.0.0 (BSD-3-Clause, Sunlight Labs; US state metadata) keeps its data as Python literals in
``us/states.py`` (one ``State(**{...})`` per state, territory, freely associated state or obsolete entity, with its
counties as ``County(**{...})``). Run::

    pip download --no-deps country_converter==1.3.2 us==4.0.0 -d /tmp/wheel28
    python dataset_script/build_lexical_heldout28_tables.py /tmp/wheel28/country_converter-1.3.2-py3-none-any.whl \
        /tmp/wheel28/us-4.0.0-py3-none-any.whl

The script checks each wheel's SHA-256 and that of each file it reads, and reads them with the standard library only
(``zipfile``, ``csv``, and ``ast``: ``us/states.py`` is parsed, never run, and only the literal dicts inside its
``State(...)`` and ``County(...)`` calls are read, with ``ast.literal_eval``; it never imports either package). Every
cell is a string written from the stored value, but for the selection, renaming and formatting stated in each table's
function.
"""

from __future__ import annotations

import ast
import csv
import hashlib
import io
import sys
import zipfile
from functools import cache
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from heldout_tables import dump  # a sibling module of this script (the path above)

OUT = Path(__file__).resolve().parents[1] / "tests" / "data" / "lexical_heldout28_tables.json"

WHEELS = {
    "country_converter-1.3.2-py3-none-any.whl": "50ef52b71daaf14220d2ba9a4eef1c335146793a051376de58e8a581fa448120",
    "us-4.0.0-py3-none-any.whl": "3e7dd072efc65ecc6f765ced861f49fe7635067e760bbe2a527f16e5477011c0",
}
MEMBER_SHA256 = {
    "country_converter/country_data.tsv": "73c5f9c3b94110d74e63ed79f2da61d589280a5301d26aa3680a78ecb1d478b9",
    "us/states.py": "13a63cb5998cd18fe993f2b912cbca2e4ed4eb7aa2b09e7f7d29cc93dbf14582",
}

# The EU's membership flags in country_data.tsv, oldest first, and the year each enlargement took effect: a member's
# accession is the first flag it carries (the first twelve members, EU12, are not told apart by year).
EU_STAGES = (("EU12", "1986 or earlier"), ("EU15", "1995"), ("EU25", "2004"), ("EU27_2007", "2007"), ("EU28", "2013"))
FIRST_STATEHOOD = 1845  # the states table: the states admitted in 1845 or later
CONTINENTS = ("Africa", "Asia", "Europe", "North America", "South America", "Oceania", "Antarctica")


@cache
def _wheel(name: str) -> bytes:
    paths = [Path(a) for a in sys.argv[1:] if Path(a).name == name]
    assert paths, f"pass the path of {name}"
    data = paths[0].read_bytes()
    assert hashlib.sha256(data).hexdigest() == WHEELS[name], f"not the wheel {name}"
    return data


def read(wheel: str, member: str) -> str:
    with zipfile.ZipFile(io.BytesIO(_wheel(wheel))) as z:
        data = z.read(member)
    assert hashlib.sha256(data).hexdigest() == MEMBER_SHA256[member], member
    return data.decode("utf-8")


@cache
def countries() -> list[dict[str, str]]:
    """The rows of ``country_data.tsv`` that are not marked obsolete (former countries such as the Soviet Union)."""
    text = read("country_converter-1.3.2-py3-none-any.whl", "country_converter/country_data.tsv")
    rows = list(csv.DictReader(io.StringIO(text, newline=""), delimiter="\t"))
    return [r for r in rows if not r["obsolete"]]


def country(name: str) -> dict[str, str]:
    hits = [r for r in countries() if r["name_short"] == name]
    assert len(hits) == 1, name
    return hits[0]


def _literal(call: ast.expr) -> dict:
    """The dict literal of a ``State(**{...})`` or ``County(**{...})`` call; a state's counties as a list of dicts."""
    assert isinstance(call, ast.Call) and isinstance(call.func, ast.Name) and call.func.id in ("State", "County")
    assert not call.args and len(call.keywords) == 1 and call.keywords[0].arg is None
    body = call.keywords[0].value
    assert isinstance(body, ast.Dict)
    out = {}
    for key, value in zip(body.keys, body.values):
        name = ast.literal_eval(key)
        if name == "counties":
            assert isinstance(value, ast.List)
            out[name] = [_literal(c) for c in value.elts]
        else:
            out[name] = ast.literal_eval(value)
    return out


@cache
def us_entities() -> dict[str, dict]:
    """Each ``XX = State(**{...})`` of ``us/states.py``, by its variable name (the postal abbreviation)."""
    tree = ast.parse(read("us-4.0.0-py3-none-any.whl", "us/states.py"))
    out = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Call) and getattr(node.value.func, "id", "") == "State":
            target = node.targets[0]
            assert isinstance(target, ast.Name)
            out[target.id] = _literal(node.value)
            assert out[target.id]["abbr"] == target.id
    return out


def iso2(row: dict[str, str]) -> str:
    """The ISO 3166 alpha-2 code; one stored as a pattern of alternatives (Greece's ``^GR$|^EL$``) as its first."""
    code = row["ISO2"]
    if code.startswith("^"):
        code = code.split("|")[0].strip("^$")
    assert len(code) == 2 and code.isalpha() and code.isupper(), row["ISO2"]
    return code


def yes(flag: str) -> str:
    return "yes" if flag else "no"


def oecd_members() -> dict:
    """The countries with an OECD year, by the year they joined and then by name."""
    chosen = sorted((r for r in countries() if r["OECD"]), key=lambda r: (int(r["OECD"]), r["name_short"]))
    rows = [[r["name_short"], r["ISO3"], r["OECD"], r["Continent_7"], r["UNmember"], yes(r["G7"])] for r in chosen]
    assert len(rows) == 38 and all(r[4] for r in rows)
    return {"id": "oecd_members",
            "title": "The 38 member countries of the OECD (the country table bundled with the Python package country_converter 1.3.2): the ISO 3166 alpha-3 code, the year the country joined the OECD, its continent, the year it joined the United Nations, and whether it is one of the G7",
            "header": ["country", "iso3", "oecd_joined", "continent", "un_member_since", "g7"],
            "rows": rows}


def eu_members() -> dict:
    """The 27 countries flagged EU, by name: the enlargement that brought each in (:data:`EU_STAGES`), the euro year,
    Schengen membership as flagged, and the UN region."""
    rows = []
    members = sorted((r for r in countries() if r["EU"]), key=lambda r: r["name_short"])
    assert len(members) == 27
    for r in members:
        first = next(i for i, (flag, _) in enumerate(EU_STAGES) if r[flag])
        assert all(r[flag] for flag, _ in EU_STAGES[first:]), r["name_short"]  # once in, in every later list
        rows.append([r["name_short"], iso2(r), EU_STAGES[first][1], r["EURO"] or "not adopted", yes(r["Schengen"]),
                     r["UNregion"]])
    return {"id": "eu_members",
            "title": "The 27 member states of the European Union (the country table bundled with the Python package country_converter 1.3.2): the ISO 3166 alpha-2 code, when the country joined the EU (from the package's EU12, EU15, EU25, EU27_2007 and EU28 membership lists: 1995, 2004, 2007 or 2013, or 1986 or earlier for the first twelve), the year it adopted the euro, whether the package lists it in the Schengen area, and its UN region",
            "header": ["country", "iso2", "joined_eu", "euro_since", "schengen", "un_region"],
            "rows": rows}


def apec_economies() -> dict:
    """The 21 entries flagged APEC, by name."""
    rows = [[r["name_short"], r["ISO3"], r["Continent_7"], r["UNregion"], r["UNmember"] or "not a UN member",
             yes(r["G20"])] for r in sorted((r for r in countries() if r["APEC"]), key=lambda r: r["name_short"])]
    assert len(rows) == 21
    return {"id": "apec_economies",
            "title": "The 21 member economies of Asia-Pacific Economic Cooperation, APEC (the country table bundled with the Python package country_converter 1.3.2): the ISO 3166 alpha-3 code, the continent, the UN region, the year the economy joined the United Nations, and whether it is a G20 member",
            "header": ["economy", "iso3", "continent", "un_region", "un_member_since", "g20"],
            "rows": rows}


def continent_summary() -> dict:
    """Per continent (the package's seven-continent scheme): counts of the current entries."""
    rows = []
    for name in CONTINENTS:
        rs = [r for r in countries() if r["Continent_7"] == name]
        rows.append([name, str(len(rs)), str(sum(bool(r["UNmember"]) for r in rs)),
                     str(sum(r["UNmember"] == "1945" for r in rs)), str(sum(bool(r["OECD"]) for r in rs)),
                     str(sum(bool(r["EU"]) for r in rs)), str(sum(bool(r["APEC"]) for r in rs))])
    assert sum(int(r[1]) for r in rows) == len(countries())
    return {"id": "continent_summary",
            "title": "Countries and territories by continent (the country table bundled with the Python package country_converter 1.3.2, its seven-continent scheme, former countries left out): the number of entries listed, how many are UN members, how many are founding UN members (1945), and how many belong to the OECD, the EU and APEC",
            "header": ["continent", "entries", "un_members", "un_founding_members", "oecd_members", "eu_members",
                       "apec_members"],
            "rows": rows}


def later_states() -> dict:
    """The states admitted in :data:`FIRST_STATEHOOD` or later, by year and then by name."""
    chosen = [s for s in us_entities().values() if s["statehood_year"] and s["statehood_year"] >= FIRST_STATEHOOD]
    chosen.sort(key=lambda s: (s["statehood_year"], s["name"]))
    assert len(chosen) == 24
    rows = [[s["name"], s["abbr"], s["fips"], s["capital"], str(s["statehood_year"]), str(len(s["time_zones"])),
             str(len(s["counties"])), yes(s["is_contiguous"])] for s in chosen]
    return {"id": "states_admitted_since_1845",
            "title": "The 24 US states admitted to the Union from 1845 on (state metadata of the Python package us 4.0.0): the postal abbreviation, the FIPS code, the capital, the year of statehood, the number of IANA time-zone identifiers the package lists for the state, the number of counties (or county equivalents) it lists, and whether the state is in the contiguous United States",
            "header": ["state", "abbr", "fips", "capital", "statehood_year", "time_zone_ids", "counties",
                       "contiguous"],
            "rows": rows}


def insular_areas() -> dict:
    """The five territories and three freely associated states of the ``us`` package (ordered by FIPS code), with
    the UN facts of the same code in country_converter's table."""
    chosen = sorted((s for s in us_entities().values() if s["is_territory"] or s["is_associated"]),
                    key=lambda s: s["fips"])
    assert len(chosen) == 8
    rows = []
    for s in chosen:
        assert not s["is_obsolete"] and s["is_territory"] != s["is_associated"]
        hits = [r for r in countries() if r["ISO2"] == s["abbr"]]
        assert len(hits) == 1, s["abbr"]
        c = hits[0]
        rows.append([s["name"], s["abbr"], s["fips"], "territory" if s["is_territory"] else "freely associated state",
                     s["capital"], str(len(s["time_zones"])), str(len(s["counties"])), c["UNregion"],
                     c["UNmember"] or "not a UN member"])
    return {"id": "us_insular_areas",
            "title": "The five US territories and the three freely associated states (state metadata of the Python package us 4.0.0, with the UN region and UN membership year of the same ISO code from country_converter 1.3.2): the postal abbreviation, the FIPS code, the status, the capital, the number of IANA time-zone identifiers, the number of county equivalents listed, the UN region and the year of UN membership",
            "header": ["name", "abbr", "fips", "status", "capital", "time_zone_ids", "county_equivalents",
                       "un_region", "un_member_since"],
            "rows": rows}


def main() -> None:
    tables = [oecd_members(), eu_members(), apec_economies(), continent_summary(), later_states(), insular_areas()]
    OUT.write_text(dump(tables), encoding="utf-8")
    for t in tables:
        print(t["id"], len(t["rows"]), len(t["header"]))


if __name__ == "__main__":
    main()
