"""Build ``tests/data/lexical_heldout16_tables.json``, the tables of the sixteenth held-out lexical set.

Sources (see DATA.md, "The lexical judge's sixteenth held-out test tables"): ``pyproj`` 3.7.2 (MIT; its wheel
bundles PROJ 9.5.1 and PROJ's database with the EPSG Geodetic Parameter Dataset v11.022) and ``networkx`` 3.6.1
(BSD-3-Clause; Padgett's Florentine families and Davis's Southern Women, as networkx ships them), both from PyPI.
The two packages are not project dependencies; run this script with an environment that holds them, e.g.::

    python3 -m venv /tmp/h16 && /tmp/h16/bin/pip install pyproj==3.7.2 networkx==3.6.1
    /tmp/h16/bin/python dataset_script/build_lexical_heldout16_tables.py

Every cell is a string as the sources give it, but for the rounding, unit conversion and counting stated in each
table.
"""

from __future__ import annotations

import json
from pathlib import Path

import networkx as nx
import pyproj
from pyproj import CRS
from pyproj.crs import Ellipsoid, PrimeMeridian

OUT = Path(__file__).resolve().parents[1] / "tests" / "data" / "lexical_heldout16_tables.json"
ELLIPSOIDS = (7030, 7043, 7019, 7008, 7022, 7001, 7004, 7024, 7015, 7003, 7011, 7028, 7050)  # EPSG ellipsoid codes
MERIDIANS = tuple(range(8901, 8915))  # every EPSG prime meridian, Greenwich to Paris RGS
CRSS = (4326, 4322, 4267, 4269, 4230, 4277, 4301, 4284, 4144, 4202, 4283, 4807, 4806, 4802, 4803, 4809, 4805, 4813)
UNITS = ("metre", "kilometre", "centimetre", "inch", "foot", "US survey foot", "Clarke's foot", "yard", "fathom",
         "link", "chain", "Statute mile", "US survey mile", "nautical mile", "German legal metre")


def fixed(x: float, places: int) -> str:
    """``x`` rounded to ``places`` decimals, trailing zeros (and a bare point) dropped."""
    text = f"{x:.{places}f}"
    return text.rstrip("0").rstrip(".") if "." in text else text


def ellipsoids() -> dict:
    rows = []
    for code in ELLIPSOIDS:
        e = Ellipsoid.from_epsg(code)
        rows.append([e.name, str(code), fixed(e.semi_major_metre, 3), fixed(e.semi_minor_metre, 3), fixed(e.inverse_flattening, 9)])
    return {"id": "ellipsoids", "title": "Reference ellipsoids in the EPSG dataset (pyproj / PROJ): semi-major and semi-minor axes in metres, inverse flattening",
            "header": ["ellipsoid", "epsg_code", "semi_major_axis_m", "semi_minor_axis_m", "inverse_flattening"], "rows": rows}


def prime_meridians() -> dict:
    rows = []
    for code in MERIDIANS:
        p = PrimeMeridian.from_epsg(code)
        degrees = p.longitude * p.unit_conversion_factor / PrimeMeridian.from_epsg(8901).unit_conversion_factor
        rows.append([p.name, str(code), fixed(p.longitude, 9), p.unit_name, fixed(degrees, 6)])
    return {"id": "prime_meridians", "title": "Prime meridians in the EPSG dataset (pyproj / PROJ): longitude from Greenwich as defined and in degrees",
            "header": ["prime_meridian", "epsg_code", "longitude", "unit", "longitude_degrees"], "rows": rows}


def geographic_crs() -> dict:
    rows = []
    for code in CRSS:
        c = CRS.from_epsg(code)
        west, south, east, north = c.area_of_use.bounds
        rows.append([str(code), c.name, c.datum.name, c.ellipsoid.name, c.prime_meridian.name, *(fixed(v, 2) for v in (west, south, east, north))])
    return {"id": "geographic_crs", "title": "Geographic coordinate reference systems by EPSG code (pyproj / PROJ): datum, ellipsoid, prime meridian, area of use in degrees",
            "header": ["epsg_code", "name", "datum", "ellipsoid", "prime_meridian", "west", "south", "east", "north"], "rows": rows}


def linear_units() -> dict:
    units = pyproj.get_units_map(category="linear")
    rows = [[name, f"{units[name].auth_name}:{units[name].code}", units[name].proj_short_name or "none", fixed(units[name].conv_factor, 12)]
            for name in UNITS]
    return {"id": "linear_units", "title": "Linear units in PROJ's database (pyproj): code, PROJ short name and length in metres",
            "header": ["unit", "code", "proj_short_name", "metres"], "rows": rows}


def florentine_families() -> dict:
    g = nx.florentine_families_graph()
    between = nx.betweenness_centrality(g)
    rows = [[f, str(g.degree(f)), fixed(between[f], 3), "; ".join(sorted(g[f]))] for f in sorted(g)]
    return {"id": "florentine_families", "title": "Marriage ties among fifteenth-century Florentine families (Padgett, via networkx): ties, betweenness centrality, families married into",
            "header": ["family", "marriage_ties", "betweenness", "married_into"], "rows": rows}


def southern_women() -> tuple[dict, dict]:
    g = nx.davis_southern_women_graph()
    women, events = g.graph["top"], g.graph["bottom"]
    order = {e: i for i, e in enumerate(events)}
    rows = []
    for w in women:
        went = sorted(g[w], key=order.__getitem__)
        rows.append([w, str(len(went)), went[0], went[-1]])
    people = {"id": "southern_women", "title": "The eighteen women of Davis's Southern Women study (via networkx): events attended, first and last event",
              "header": ["woman", "events_attended", "first_event", "last_event"], "rows": rows}
    social = {"id": "social_events", "title": "The fourteen social events of Davis's Southern Women study (via networkx): how many of the eighteen women attended",
              "header": ["event", "attendees"], "rows": [[e, str(g.degree(e))] for e in events]}
    return people, social


def main() -> None:
    people, social = southern_women()
    tables = [ellipsoids(), prime_meridians(), geographic_crs(), linear_units(), florentine_families(), people, social]
    OUT.write_text(json.dumps({"tables": tables}, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {OUT} ({len(tables)} tables, {sum(len(t['rows']) for t in tables)} rows)")


if __name__ == "__main__":
    main()
