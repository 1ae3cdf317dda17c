"""Ground truth for the sixteenth held-out lexical set (tests/test_lexical_heldout16.py).

For every pair id, a function of the stored rows returns (is the true claim true, is the false twin true),
computed from the cells rather than typed in, so a mislabelled pair fails ``test_labels_hold_on_the_rows``.
Rows are dicts keyed by column name; cells stay strings as stored. Most pairs are one claim with one slot filled
two ways (a name, a number, a word, a unit): each entry applies the claim's predicate to both fillings
(:func:`_two`). Every table's first column is its key (an ellipsoid, a prime meridian, an EPSG code, a unit, a
family, a woman, an event). ``geographic_crs`` links to ``ellipsoids`` through its ``ellipsoid`` cell and to
``prime_meridians`` through its ``prime_meridian`` cell (claims name a system by its ``name`` cell);
``southern_women`` links to ``social_events`` through its ``first_event`` and ``last_event`` cells.

Wording rules the checks follow: "about N" holds within half a unit of the last digit N is written to
(:func:`_about`); a meridian "east" or "west" of Greenwich is a positive or negative ``longitude_degrees``; a
system's area of use spans ``east - west`` degrees of longitude; an ellipsoid's year, a datum's year and a
system's year are the four-digit year in its name; "a quarter", "a third" are exact shares; a kilometre is 1,000
metres, a metre 100 centimetres and 1,000 millimetres; a degree is 60 minutes.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from pathlib import Path

from heldout_pairs import Rows, one_row, rows_of
from heldout_pairs import about as _about
from heldout_pairs import both_fillings as _two
from heldout_pairs import keyed_cell as _cell
from heldout_pairs import keyed_column as _col
from heldout_pairs import keyed_number as _v
from heldout_pairs import number as _n
from heldout_pairs import top_key as _top
from heldout_pairs import top_keys as _tops

DATA = Path(__file__).resolve().parent / "data" / "lexical_heldout16_tables.json"

E, PM, CR, U = "ellipsoids", "prime_meridians", "geographic_crs", "linear_units"
F, W, EV = "florentine_families", "southern_women", "social_events"
A, B, RF = "semi_major_axis_m", "semi_minor_axis_m", "inverse_flattening"


def rows_by_table() -> Rows:
    """The stored rows as dicts keyed by column name; cells stay strings as stored."""
    return rows_of(DATA)




def _crs(R: Rows, name: str) -> dict[str, str]:
    """The ``geographic_crs`` row of the system a claim names by its ``name`` cell."""
    return one_row(R[CR], name=name)


def _ell(R: Rows, ellipsoid: str, col: str = A) -> float:
    return _v(R, E, ellipsoid, col)


def _crs_ell(R: Rows, name: str, col: str = A) -> float:
    """A number of the ellipsoid of the system a claim names (``geographic_crs`` -> ``ellipsoids``)."""
    return _ell(R, _crs(R, name)["ellipsoid"], col)


def _deg(R: Rows, meridian: str) -> float:
    return _v(R, PM, meridian, "longitude_degrees")


def _m(R: Rows, unit: str) -> float:
    return _v(R, U, unit, "metres")


def _ties(R: Rows, family: str) -> float:
    return _v(R, F, family, "marriage_ties")


def _bet(R: Rows, family: str) -> float:
    return _v(R, F, family, "betweenness")


def _married(R: Rows, family: str) -> set[str]:
    return set(_cell(R, F, family, "married_into").split("; "))


def _went(R: Rows, woman: str) -> float:
    return _v(R, W, woman, "events_attended")


def _att(R: Rows, event: str) -> float:
    return _v(R, EV, event, "attendees")


def _evno(event: str) -> int:
    return int(event.removeprefix("E"))


def _year(text: str) -> int:
    """The first four-digit year (18xx or 19xx) in a name."""
    return int(re.findall(r"\b(1[89]\d\d)\b", text)[0])


def _using(R: Rows, col: str, value: str) -> list[str]:
    """The names of the systems whose ``col`` cell is ``value``."""
    return [r["name"] for r in R[CR] if r[col] == value]


def _world(r: dict[str, str]) -> bool:
    return (_n(r["west"]), _n(r["south"]), _n(r["east"]), _n(r["north"])) == (-180, -90, 180, 90)


def _su3(R: Rows, x: str) -> bool:
    regional = [r for r in R[CR] if not _world(r)]
    best = max(_n(r["north"]) for r in regional)
    return [r["name"] for r in regional if _n(r["north"]) == best] == [x] and _n(_crs(R, x)["north"]) == 86.45


def _su9(R: Rows, n: int) -> bool:
    (first, k1), (_, k2) = Counter(r["ellipsoid"] for r in R[CR]).most_common(2)
    return first == "International 1924" and k1 > k2 and k1 == n


def _su10(R: Rows, low: bool) -> bool:
    three = [f for f in _col(R, F, "marriage_ties") if _ties(R, f) == 3]
    return (min if low else max)(three, key=lambda f: _bet(R, f)) == "Albizzi"


def _jo2(R: Rows, other: str) -> bool:
    west = {k for k, d in _col(R, PM, "longitude_degrees").items() if d < 0}
    used = Counter(r["ellipsoid"] for r in R[CR] if r["prime_meridian"] in west)
    return used == Counter({"International 1924": 2, other: 1})


FACTS: dict[str, Callable[[Rows], tuple[bool, bool]]] = {
    # -- wrong_entity
    "we1": lambda R: _two(lambda x: len(R[E]) == 13 and _top(R, E, A) == x and _ell(R, x) == 6378388, "International 1924", "Struve 1860"),
    "we2": lambda R: _two(lambda x: _top(R, F, "marriage_ties") == x and _ties(R, x) == 6, "Medici", "Strozzi"),
    "we3": lambda R: _two(lambda x: len(R[EV]) == 14 and len(R[W]) == 18 and _top(R, EV, "attendees") == x and _att(R, x) == 14, "E8", "E9"),
    "we4": lambda R: _two(lambda x: _using(R, "prime_meridian", "Paris") == ["NTF (Paris)"] and _crs(R, "NTF (Paris)")["ellipsoid"] == x,
                          "Clarke 1880 (IGN)", "Clarke 1866"),
    "we5": lambda R: _two(lambda x: _top(R, PM, "longitude_degrees") == x and _about(_deg(R, x), "106.8"), "Jakarta", "Athens"),
    "we6": lambda R: _two(lambda x: _went(R, x) == 8 and _cell(R, W, x, "last_event") == "E14", "Nora Fayette", "Evelyn Jefferson"),
    "we7": lambda R: _two(lambda x: _cell(R, CR, "4301", "name") == "Tokyo" and _cell(R, CR, "4301", "ellipsoid") == x, "Bessel 1841", "Airy 1830"),
    "we8": lambda R: _two(lambda x: [r["unit"] for r in R[U] if r["proj_short_name"] == "kmi"] == [x] and _m(R, x) == 1852,
                          "nautical mile", "Statute mile"),
    "we9": lambda R: _two(lambda x: {r["woman"] for r in R[W] if r["events_attended"] == "2" and r["first_event"] == "E8"} == {x},
                          "Dorothy Murchison", "Olivia Carleton"),
    "we10": lambda R: _two(lambda x: _ties(R, "Pazzi") == 1 and _married(R, "Pazzi") == {x}, "Salviati", "Medici"),
    # -- superlative
    "su1": lambda R: _two(lambda low: _top(R, E, RF, lowest=low) == "Clarke 1880 (IGN)" and _about(_ell(R, "Clarke 1880 (IGN)", RF), "293.47"),
                          True, False),
    "su2": lambda R: _two(lambda t: _top(R, E, B, lowest=True) == t[0] and _ell(R, t[0], B) == t[1],
                          ("Everest 1830 (1937 Adjustment)", 6356075.413), ("Bessel 1841", 6356078.963)),
    "su3": lambda R: _two(lambda x: _su3(R, x), "NAD83", "NAD27"),
    "su4": lambda R: _two(lambda n: min(_col(R, EV, "attendees").values()) == 3 and len(_tops(R, EV, "attendees", lowest=True)) == n, 4, 3),
    "su5": lambda R: _two(lambda n: _tops(R, W, "events_attended", lowest=True) == {"Dorothy Murchison", "Olivia Carleton", "Flora Price"}
                          and min(_col(R, W, "events_attended").values()) == n, 2, 3),
    "su6": lambda R: _two(lambda k: _top(R, F, "betweenness") == "Medici" and _bet(R, "Medici") == 0.522 and _bet(R, "Guadagni") == 0.255
                          and sorted(_col(R, F, "betweenness").values())[-2] == _bet(R, "Guadagni")
                          and _bet(R, "Medici") > k * _bet(R, "Guadagni"), 2, 3),
    "su7": lambda R: _two(lambda x: _top(R, U, "metres") == x, "nautical mile", "US survey mile"),
    "su8": lambda R: _two(lambda x: _top(R, PM, "longitude_degrees", lowest=True) == x and _about(-_deg(R, x), "74.08"), "Bogota", "Ferro"),
    "su9": lambda R: _two(lambda n: _su9(R, n), 5, 6),
    "su10": lambda R: _two(lambda low: _su10(R, low), False, True),
    # -- direction
    "di1": lambda R: _two(lambda longer: (_ell(R, "Clarke 1866") > _ell(R, "WGS 84")) == longer, True, False),
    "di2": lambda R: _two(lambda larger: (_ell(R, "Airy 1830") > _ell(R, "Bessel 1841")) == larger, True, False),
    "di3": lambda R: _two(lambda east: (_deg(R, "Rome") > _deg(R, "Bern")) == east, True, False),
    "di4": lambda R: _two(lambda fewer: (_went(R, "Katherina Rogers") < _went(R, "Sylvia Avondale")) == fewer, True, False),
    "di5": lambda R: _two(lambda more: (_att(R, "E9") > _att(R, "E7")) == more, True, False),
    "di6": lambda R: _two(lambda south: (_n(_crs(R, "NAD27")["south"]) < _n(_crs(R, "NAD83")["south"])) == south, True, False),
    "di7": lambda R: _two(lambda longer: (_m(R, "US survey foot") > _m(R, "foot")) == longer, True, False),
    "di8": lambda R: _two(lambda above: _ties(R, "Salviati") == _ties(R, "Barbadori") == 2
                          and (_bet(R, "Salviati") > _bet(R, "Barbadori")) == above, True, False),
    "di9": lambda R: _two(lambda east: _cell(R, PM, "Paris", "unit") == "grad" and (_deg(R, "Paris") > _deg(R, "Paris RGS")) == east, True, False),
    "di10": lambda R: _two(lambda higher: (_ell(R, "WGS 72", RF) > _ell(R, "WGS 84", RF)) == higher, True, False),
    # -- difference
    "df1": lambda R: _two(lambda d: _ell(R, "International 1924") - _ell(R, "WGS 84") == d, 251, 215),
    "df2": lambda R: _two(lambda w: _about(_ell(R, "WGS 84") - _ell(R, "WGS 84", B), w), "21385", "21835"),
    "df3": lambda R: _two(lambda d: _went(R, "Evelyn Jefferson") - _went(R, "Eleanor Nye") == d, 4, 3),
    "df4": lambda R: _two(lambda d: _att(R, "E8") - _att(R, "E1") == d, 11, 9),
    "df5": lambda R: _two(lambda d: _ties(R, "Medici") - _ties(R, "Pazzi") == d, 5, 4),
    "df6": lambda R: _two(lambda w: _about(_deg(R, "Rome") - _deg(R, "Bern"), w), "5.01", "5.10"),
    "df7": lambda R: _two(lambda w: _about(_m(R, "nautical mile") - _m(R, "Statute mile"), w), "243", "234"),
    "df8": lambda R: _two(lambda d: abs(_ell(R, "Clarke 1866") - _ell(R, "GRS 1980") - d) < 1e-6, 69.4, 96.4),
    "df9": lambda R: _two(lambda d: abs(_bet(R, "Medici") - _bet(R, "Guadagni") - d) < 1e-9, 0.267, 0.276),
    "df10": lambda R: _two(lambda d: _crs(R, "ED50")["west"] == "-16.1" and _crs(R, "ED50")["east"] == "48.61"
                           and abs(_n(_crs(R, "ED50")["east"]) - _n(_crs(R, "ED50")["west"]) - d) < 1e-9, 64.71, 74.71),
    # -- joined
    "jo1": lambda R: _two(lambda v: _crs_ell(R, "OSGB36") == v, 6377563.396, 6377397.155),
    "jo2": lambda R: _two(lambda x: _jo2(R, x), "Bessel 1841", "Clarke 1866"),
    "jo3": lambda R: _two(lambda w: _about(_deg(R, _crs(R, "Batavia (Jakarta)")["prime_meridian"]), w), "106.81", "106.18"),
    "jo4": lambda R: _two(lambda d: abs(_crs_ell(R, "AGD66") - _crs_ell(R, "GDA94")) == d, 23, 32),
    "jo5": lambda R: _two(lambda n: _att(R, _cell(R, W, "Verne Sanderson", "first_event")) == n, 10, 12),
    "jo6": lambda R: _two(lambda n: _att(R, _cell(R, W, "Katherina Rogers", "last_event")) == n, 3, 4),
    "jo7": lambda R: _two(lambda n: sum(_att(R, r["first_event"]) == 3 for r in R[W]) == n, 4, 5),
    "jo8": lambda R: _two(lambda x: _top(R, E, A, lowest=True) == _crs(R, x)["ellipsoid"], "Kalianpur 1937", "Tokyo"),
    "jo9": lambda R: _two(lambda n: sum(_ell(R, r["ellipsoid"], RF) == 297 for r in R[CR]) == n, 5, 3),
    "jo10": lambda R: _two(lambda v: _about(-_deg(R, _crs(R, "MGI (Ferro)")["prime_meridian"]), "17.67")
                           and _crs_ell(R, "MGI (Ferro)", RF) == v, 299.1528128, 299.3249646),
    # -- negation
    "ne1": lambda R: _two(lambda x: x in _col(R, E, A) and all(r["ellipsoid"] != x for r in R[CR]), "Struve 1860", "Krassowsky 1940"),
    "ne2": lambda R: _two(lambda n: max(_col(R, F, "marriage_ties").values()) <= n, 6, 5),
    "ne3": lambda R: _two(lambda n: len(R[W]) == 18 and max(_col(R, EV, "attendees").values()) <= n, 17, 12),
    "ne4": lambda R: _two(lambda p: p in _col(R, PM, "longitude_degrees") and not _using(R, "prime_meridian", p), "Stockholm", "Rome"),
    "ne5": lambda R: _two(lambda x: x in _col(R, F, "marriage_ties") and x not in _married(R, "Medici"), "Strozzi", "Ridolfi"),
    "ne6": lambda R: _two(lambda n: _evno(_cell(R, W, "Dorothy Murchison", "last_event")) < n, 10, 9),
    "ne7": lambda R: _two(lambda x: not _ties(R, x) > 1, "Pazzi", "Salviati"),
    "ne8": lambda R: _two(lambda v: min(_col(R, E, A).values()) >= v, 6377000, 6377300),
    "ne9": lambda R: _two(lambda x: _crs(R, "GDA94")["ellipsoid"] != _crs(R, x)["ellipsoid"], "WGS 84", "NAD83"),
    "ne10": lambda R: _two(lambda x: _cell(R, U, x, "proj_short_name") == "none", "Clarke's foot", "US survey foot"),
    # -- percent_vs_count
    "pc1": lambda R: _two(lambda p: len(R[CR]) == 18 and len(_using(R, "ellipsoid", "International 1924")) == 5 and _about(100 * 5 / 18, p),
                          "28", "32"),
    "pc2": lambda R: _two(lambda s: abs(sum(r["events_attended"] == "4" for r in R[W]) / len(R[W]) - s) < 1e-9, 1 / 3, 1 / 4),
    "pc3": lambda R: _two(lambda p: len(R[F]) == 15 and sum(_col(R, F, "marriage_ties").values()) == 40 and _ties(R, "Medici") == 6
                          and 100 * 6 / 40 == p, 15, 20),
    "pc4": lambda R: _two(lambda p: _about(100 * _att(R, "E8") / len(R[W]), p), "78", "87"),
    "pc5": lambda R: _two(lambda p: len(R[PM]) == 14 and sum(d < 0 for d in _col(R, PM, "longitude_degrees").values()) == 4
                          and _about(100 * 4 / 14, p), "29", "24"),
    "pc6": lambda R: _two(lambda p: len(R[CR]) == 18 and len(_using(R, "prime_meridian", "Greenwich")) == 11 and _about(100 * 11 / 18, p),
                          "61", "66"),
    "pc7": lambda R: _two(lambda p: _about(100 * (_m(R, "US survey foot") / _m(R, "foot") - 1), p), "0.0002", "0.002"),
    "pc8": lambda R: _two(lambda n: len(R[F]) == 15 and sum(x == 1 for x in _col(R, F, "marriage_ties").values()) == n and n / 15 > 0.25, 4, 5),
    "pc9": lambda R: _two(lambda p: len(R[EV]) == 14 and _went(R, "Nora Fayette") == 8 and _about(100 * 8 / 14, p), "57", "75"),
    "pc10": lambda R: _two(lambda p: _about(100 * _ell(R, "WGS 84", B) / _ell(R, "WGS 84"), p), "99.7", "97.7"),
    # -- words
    "wo1": lambda R: _two(lambda n: len(R[PM]) == n and R[PM][0]["prime_meridian"] == "Greenwich" and R[PM][-1]["prime_meridian"] == "Paris RGS",
                          14, 13),
    "wo2": lambda R: _two(lambda n: len(R[W]) == n and len(R[EV]) == 14, 18, 16),
    "wo3": lambda R: _two(lambda n: len(R[F]) == 15 and sum(_col(R, F, "marriage_ties").values()) / 2 == n, 20, 22),
    "wo4": lambda R: _two(lambda n: _ties(R, "Guadagni") == len(_married(R, "Guadagni")) == n and "Lamberteschi" in _married(R, "Guadagni"), 4, 5),
    "wo5": lambda R: _two(lambda n: len(R[E]) == 13 and sum(a == 6378137 for a in _col(R, E, A).values()) == n, 2, 3),
    "wo6": lambda R: _two(lambda n: sum(x >= 7 for x in _col(R, W, "events_attended").values()) == n, 6, 7),
    "wo7": lambda R: _two(lambda n: len(_using(R, "ellipsoid", "Bessel 1841")) == n, 3, 4),
    "wo8": lambda R: _two(lambda n: sum(r["last_event"] in ("E8", "E9") for r in R[W]) == n, 9, 8),
    "wo9": lambda R: _two(lambda n: sum(_world(r) for r in R[CR]) == n, 2, 3),
    "wo10": lambda R: _two(lambda n: len(R[U]) == 15 and sum(r["proj_short_name"] != "none" for r in R[U]) == n, 13, 12),
    # -- units_dates
    "ud1": lambda R: _two(lambda per: abs(_ell(R, "WGS 84") - 6378.137 * per) < 1e-6, 1000, 1),
    "ud2": lambda R: _two(lambda n: _year("International 1924") - _year("Bessel 1841") == n and {"International 1924", "Bessel 1841"} <= set(_col(R, E, A)),
                          83, 73),
    "ud3": lambda R: _two(lambda n: _year("GRS 1980") - _year("Airy 1830") == n and {"GRS 1980", "Airy 1830"} <= set(_col(R, E, A)), 150, 100),
    "ud4": lambda R: _two(lambda u: abs(_m(R, "chain") / _m(R, u) - 22) < 1e-9, "yard", "foot"),
    "ud5": lambda R: _two(lambda minutes: _deg(R, "Ferro") < 0 and abs(-_deg(R, "Ferro") - (17 + minutes / 60)) < 1e-6, 40, 20),
    "ud6": lambda R: _two(lambda per: _about((_m(R, "US survey mile") - _m(R, "Statute mile")) * per, "3.2"), 1000, 100),
    "ud7": lambda R: _two(lambda per: _about((_ell(R, "WGS 84") - _ell(R, "WGS 84", B)) / per, "21.4"), 1000, 1),
    "ud8": lambda R: _two(lambda n: _year(_crs(R, "NAD27")["datum"]) == 1927 and _year(_crs(R, "NAD83")["datum"]) - 1927 == n, 56, 65),
    "ud9": lambda R: _two(lambda n: _crs(R, "Pulkovo 1942")["ellipsoid"] == "Krassowsky 1940"
                          and _year(_crs(R, "Pulkovo 1942")["name"]) - _year(_crs(R, "Pulkovo 1942")["ellipsoid"]) == n, 2, 4),
    "ud10": lambda R: _two(lambda per: abs(_m(R, "link") * per - 20.1168) < 1e-9, 100, 1000),
}
