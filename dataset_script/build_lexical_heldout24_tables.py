"""Build ``tests/data/lexical_heldout24_tables.json``, the tables of the twenty-fourth held-out lexical set.

Source (see DATA.md, "The lexical judge's twenty-fourth held-out test tables"): the data files that the PyPI package
``lifelines`` 0.30.3 (MIT, Cameron Davidson-Pilon; wheel ``lifelines-0.30.3-py3-none-any.whl``, SHA-256
44802480a28d6cb836c7fea4a54ec0ba220eb31c6d7444589637a8bd66066e8c) ships as the example data sets of its survival
analysis: ``lifelines/datasets/canadian_senators.csv`` (the terms of Canada's senators), ``dd.csv`` (Cheibub, Gandhi
and Vreeland's "Democracy and Dictatorship" leader spells, 1946-2008), ``nh4.csv`` (ammonium in the precipitation at
Olympic National Park's Hoh Ranger Station) and ``c_botulinum_lag_phase.csv`` (the lag phase of *Clostridium
botulinum* by salt and pH). The script reads the wheel (a zip file) with the standard library only and never imports
lifelines, whose import needs numpy, scipy and pandas. lifelines is not a project dependency; run::

    pip download --no-deps lifelines==0.30.3 -d /tmp/dl24
    python dataset_script/build_lexical_heldout24_tables.py /tmp/dl24/lifelines-0.30.3-py3-none-any.whl

Every cell is a string written from the stored value, but for the selection, renaming, counting and formatting stated
in each table's function.
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

OUT = Path(__file__).resolve().parents[1] / "tests" / "data" / "lexical_heldout24_tables.json"

WHEEL_SHA256 = "44802480a28d6cb836c7fea4a54ec0ba220eb31c6d7444589637a8bd66066e8c"
FILE_SHA256 = {
    "canadian_senators.csv": "9dba43c7a7bf7cb99a94b692f5a7960bed8422c13ce745ec3994e937f396aa7d",
    "dd.csv": "618323e00fd639f78e5682db7890af1fe85c18fca09aded01f1a17ee20c59146",
    "nh4.csv": "1918b593c5705bf93e0af17f70b7cf541dea9c406923f3320a29dbd422d7cba1",
    "c_botulinum_lag_phase.csv": "2b7bdd6beef93aa1fe531300248a587f42e5754644e6d8b0721e6884fdaff58c",
}

ADVISERS = ("Meighen, Arthur", "Clark, Charles Joseph")  # the prime ministers whose appointees are kept, in this order
ANZ_REGION = "Australia and New Zealand"
LATIN_REGIONS = ("South America", "Central America")
NH4_BEFORE = "2009-10-01"  # the samples whose collection began in 2009 before this day (the first 28 stored)


@cache
def _wheel() -> bytes:
    assert len(sys.argv) > 1, "pass the path of lifelines-0.30.3-py3-none-any.whl"
    data = Path(sys.argv[1]).read_bytes()
    assert hashlib.sha256(data).hexdigest() == WHEEL_SHA256, "not the lifelines 0.30.3 wheel this set was built from"
    return data


@cache
def read_csv(name: str) -> list[dict[str, str]]:
    """The rows of ``lifelines/datasets/<name>`` (checked against :data:`FILE_SHA256`)."""
    with zipfile.ZipFile(io.BytesIO(_wheel())) as wheel:
        data = wheel.read(f"lifelines/datasets/{name}")
    assert hashlib.sha256(data).hexdigest() == FILE_SHA256[name], name
    return list(csv.DictReader(io.StringIO(data.decode("utf-8"), newline="")))


def senators() -> list[dict[str, str]]:
    """The senators appointed on the advice of :data:`ADVISERS` (Meighen's first), in stored order within each."""
    stored = read_csv("canadian_senators.csv")
    chosen = [r for adviser in ADVISERS for r in stored if r["Appointed on the advice of"] == adviser]
    assert len(chosen) == 26 and len({r["Name"] for r in chosen}) == 26
    for r in chosen:
        start, end = (dt.date.fromisoformat(r[k][:10]) for k in ("start_date", "end_date"))
        assert r["observed"] == "True" and r["reason"] and (end - start).days == int(r["diff_days"]), r["Name"]
        assert r["start_date"].endswith(" 00:00:00") and r["end_date"].endswith(" 00:00:00")
    return chosen


def senate_appointments() -> dict:
    rows = [[r["Name"], r["Appointed on the advice of"], r["Political Affiliation at Appointment"],
             r["Province / Territory"], r["start_date"][:10]] for r in senators()]
    return {"id": "senate_appointments_meighen_clark",
            "title": ("Senators of Canada appointed on the advice of Prime Minister Arthur Meighen (1920-1921) and "
                      "of Prime Minister Joe Clark (1979-1980): the senator, the prime minister who advised the "
                      "appointment, the senator's political affiliation at appointment, the province represented and "
                      "the date of appointment"),
            "header": ["senator", "advised_by", "party_at_appointment", "province", "appointed"],
            "rows": rows}


def senate_departures() -> dict:
    rows = [[r["Name"], r["end_date"][:10], r["reason"], r["diff_days"]] for r in senators()]
    return {"id": "senate_departures_meighen_clark",
            "title": ("How the same 26 senators left the Senate of Canada: the date their seat became vacant, the "
                      "reason (death, retirement or resignation) and the number of days they served"),
            "header": ["senator", "left_senate", "reason", "days_served"],
            "rows": rows}


def anz_leaders() -> dict:
    """Every leader spell of Australia and of New Zealand, in stored order (Australia's first)."""
    stored = [r for r in read_csv("dd.csv") if r["un_region_name"] == ANZ_REGION]
    assert {r["ctryname"] for r in stored} == {"Australia", "New Zealand"} and len(stored) == 25
    assert {r["regime"] for r in stored} == {"Parliamentary Dem"}
    assert len({r["ehead"] for r in stored}) == 25
    rows = [[r["ehead"], r["ctryname"], r["start_year"], r["duration"]] for r in stored]
    return {"id": "anz_prime_ministers_1946_2008",
            "title": ("Prime ministers of Australia and New Zealand, 1946 to 2008 (Cheibub, Gandhi and Vreeland, "
                      "Democracy and Dictatorship data): the prime minister, the country, the first year of the "
                      "spell in office and its length in years, a year counting when the leader was in office on 31 "
                      "December (a spell running on past 2008 is counted to 2008)"),
            "header": ["prime_minister", "country", "first_year", "years_in_office"],
            "rows": rows}


def latin_regimes() -> dict:
    """One row per country of :data:`LATIN_REGIONS`, counted from its stored leader spells (country order as stored)."""
    stored = [r for r in read_csv("dd.csv") if r["un_region_name"] in LATIN_REGIONS]
    rows = []
    for country in dict.fromkeys(r["ctryname"] for r in stored):
        spells = [r for r in stored if r["ctryname"] == country]
        first = min(int(r["start_year"]) for r in spells)
        years = Counter()
        for r in spells:
            years[r["democracy"]] += int(r["duration"])
            years[r["regime"]] += int(r["duration"])
        covered = years["Democracy"] + years["Non-democracy"]
        assert covered == 2008 - first + 1, country
        assert {r["un_region_name"] for r in spells} == {spells[0]["un_region_name"]}
        rows.append([country, spells[0]["un_region_name"], str(first), str(covered), str(len(spells)),
                     str(years["Democracy"]), str(years["Military Dict"]), str(years["Civilian Dict"])])
    assert len(rows) == 20
    return {"id": "latin_america_regimes_1946_2008",
            "title": ("Political regimes of the 20 countries of South and Central America, 1946 (or independence) to "
                      "2008, counted from the leader spells of Cheibub, Gandhi and Vreeland's Democracy and "
                      "Dictatorship data: the first year covered, the years covered, the number of leader spells, "
                      "and the years under democracy, under military dictatorship and under civilian dictatorship (a "
                      "year counts under the regime in place on 31 December)"),
            "header": ["country", "un_region", "first_year", "years_covered", "leader_spells", "democracy_years",
                       "military_dictatorship_years", "civilian_dictatorship_years"],
            "rows": rows}


def ammonium() -> dict:
    """The samples of 2009 put out before :data:`NH4_BEFORE`, in stored order."""
    stored = read_csv("nh4.csv")
    chosen = [r for r in stored if "2009-01-01" <= r["Date.On"] < NH4_BEFORE]
    assert len(chosen) == 28 and chosen == stored[:28]
    rows = []
    for r in chosen:
        orig = r["NH4.Orig.mg.per.L"]
        censored = orig.startswith("<")
        assert censored == (r["Censored"] == "TRUE") and float(orig.lstrip("< ")) == float(r["NH4.mg.per.L"])
        rows.append([r["Date.On"], r["Date.Off"], r["Week"], r["NH4.mg.per.L"], "yes" if censored else "no"])
    return {"id": "hoh_ammonium_2009",
            "title": ("Ammonium (NH4) in the precipitation collected at the Hoh Ranger Station, Olympic National "
                      "Park, Washington (National Atmospheric Deposition Program site WA14), in the 28 samples put "
                      "out from January to September 2009: the day the collector was put out and taken in, the "
                      "stored week number (week 2 began on 6 January 2009), the concentration in milligrams per "
                      "litre and whether the sample was below the detection limit (the concentration is then that "
                      "limit)"),
            "header": ["put_out", "taken_in", "week", "nh4_mg_per_l", "below_detection_limit"],
            "rows": rows}


def day_count(text: str) -> str:
    """A stored number of days (``1.0``) without its trailing ``.0`` (``1``); ``inf`` as stored."""
    assert text == "inf" or float(text) == int(float(text)), text
    return text.removesuffix(".0")


def botulinum() -> dict:
    rows = [[r["NaCl_percent"], r["pH"], day_count(r["lower_bound_days"]), day_count(r["upper_bound_days"])]
            for r in read_csv("c_botulinum_lag_phase.csv")]
    assert len(rows) == 25
    return {"id": "c_botulinum_lag_phase",
            "title": ("Lag phase of Clostridium botulinum 62A cultures at 30 degrees C by salt (NaCl) concentration "
                      "and pH (Montville, Applied and Environmental Microbiology, 1983): the lag before growth, in "
                      "days, lies between the lower and the upper bound; a lower bound of 85 with an upper bound of "
                      "inf means no growth was seen in 85 days"),
            "header": ["nacl_pct", "ph", "lag_min_days", "lag_max_days"],
            "rows": rows}


def main() -> None:
    tables = [senate_appointments(), senate_departures(), anz_leaders(), latin_regimes(), ammonium(), botulinum()]
    OUT.write_text(dump(tables), encoding="utf-8")
    for t in tables:
        print(t["id"], len(t["rows"]))


if __name__ == "__main__":
    main()
