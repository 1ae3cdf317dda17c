"""Ground truth for the sixth held-out lexical set (tests/test_lexical_heldout6.py).

For every pair id, a function of the stored rows returns (is the true claim
true, is the false twin true), computed from the cells rather than typed in, so
a mislabelled pair fails ``test_labels_hold_on_the_rows``. Rows are dicts keyed
by column name; cells stay strings as stored. Elements are found by name and
joined to their discoveries, phase transitions, ionization energies, isotopes
and oxidation states through ``atomic_number``, and to their group and series
through ``group_id`` / ``series_id``, so each fact reads as the claim does.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import pairwise
from pathlib import Path

from heldout_pairs import Rows, one_row, rows_of

DATA = Path(__file__).resolve().parent / "data" / "lexical_heldout6_tables.json"

EL, DI, GR, SE = "elements", "discoveries", "groups", "series"
PT, IE, IS, OX = "phase_transitions", "ionization_energies", "isotopes", "oxidation_states"


def rows_by_table() -> Rows:
    """The stored rows as dicts keyed by column name; cells stay strings as stored."""
    return rows_of(DATA)


# -- lookups ---------------------------------------------------------------------------------------------------


def _el(r: Rows, name: str) -> dict[str, str]:
    return one_row(r[EL], name=name)


def _num(r: Rows, name: str) -> str:
    return _el(r, name)["atomic_number"]


def _name_of(r: Rows, number: str) -> str:
    return one_row(r[EL], atomic_number=number)["name"]


def _val(r: Rows, name: str, col: str) -> float:
    """A numeric cell of the element's row in ``elements``."""
    return float(_el(r, name)[col])


def _disc(r: Rows, name: str) -> dict[str, str]:
    return one_row(r[DI], atomic_number=_num(r, name))


def _pt(r: Rows, name: str, col: str) -> float:
    return float(one_row(r[PT], atomic_number=_num(r, name))[col])


def _ie(r: Rows, name: str, charge: int) -> float:
    return float(one_row(r[IE], atomic_number=_num(r, name), ion_charge=str(charge))["ionization_energy"])


def _iso(r: Rows, name: str, mass_number: int) -> dict[str, str]:
    return one_row(r[IS], atomic_number=_num(r, name), mass_number=str(mass_number))


def _abund(r: Rows, name: str, mass_number: int) -> float:
    return float(_iso(r, name, mass_number)["abundance"])


def _ox(r: Rows, name: str) -> list[int]:
    return sorted(int(x["oxidation_state"]) for x in r[OX] if x["atomic_number"] == _num(r, name))


def _series(r: Rows, name: str) -> str:
    return one_row(r[SE], id=_el(r, name)["series_id"])["name"]


def _group(r: Rows, name: str) -> dict[str, str]:
    return one_row(r[GR], group_id=_el(r, name)["group_id"])


def _in_series(r: Rows, series: str) -> set[str]:
    sid = one_row(r[SE], name=series)["id"]
    return {x["name"] for x in r[EL] if x["series_id"] == sid}


def _in_group(r: Rows, group_name: str) -> set[str]:
    gid = one_row(r[GR], name=group_name)["group_id"]
    return {x["name"] for x in r[EL] if x["group_id"] == gid}


def _top(pairs: list[tuple[str, float]], lowest: bool = False) -> tuple[str, float]:
    """The unique (name, value) with the highest (or lowest) value; a tie is a broken label."""
    best = (min if lowest else max)(v for _, v in pairs)
    hits = [(n, v) for n, v in pairs if v == best]
    assert len(hits) == 1, hits
    return hits[0]


def _col(r: Rows, col: str) -> list[tuple[str, float]]:
    """(element name, value) of an ``elements`` column, empty cells left out."""
    return [(x["name"], float(x[col])) for x in r[EL] if x[col] != ""]


def _pt_col(r: Rows, col: str) -> list[tuple[str, float]]:
    return [(_name_of(r, x["atomic_number"]), float(x[col])) for x in r[PT] if x[col] != ""]


def _ie_col(r: Rows, charge: int) -> list[tuple[str, float]]:
    return [(_name_of(r, x["atomic_number"]), float(x["ionization_energy"])) for x in r[IE] if x["ion_charge"] == str(charge)]


def _near(x: float, v: float, tol: float) -> bool:
    return abs(x - v) <= tol


def _discovered_by(r: Rows, who: str) -> set[str]:
    return {_name_of(r, x["atomic_number"]) for x in r[DI] if who in x["discoverers"]}


def _year(r: Rows, name: str) -> int:
    return int(_disc(r, name)["discovery_year"])


def _is(value: object, true: object, false: object) -> tuple[bool, bool]:
    """(the claim's value is ``true``'s, it is ``false``'s): the shape of most label checks below."""
    return value == true, value == false


def _both(base: bool, true: bool, false: bool) -> tuple[bool, bool]:
    """A shared premise of both sides and the one fact each side states."""
    return base and true, base and false


def _counts(r: Rows, table: str) -> dict[str, int]:
    """Rows per element name in a table keyed by ``atomic_number``."""
    numbers = [x["atomic_number"] for x in r[table]]
    return {_name_of(r, n): numbers.count(n) for n in set(numbers)}


def _metals(r: Rows) -> set[str]:
    return {n for s in ("Alkali metals", "Alkaline earth metals", "Poor metals", "Transition metals") for n in _in_series(r, s)}


def _ratio(a: float, b: float) -> float:
    return a / b


def _sorted_density(r: Rows) -> list[tuple[str, float]]:
    return sorted(_col(r, "density"), key=lambda nv: -nv[1])


def _we2(r: Rows, a: str, b: str) -> bool:
    return {a, b} <= _discovered_by(r, "Humphrey Davy") and _year(r, a) == _year(r, b) == 1807


def _we8(r: Rows, alone: str) -> bool:
    a, o = _disc(r, alone), _disc(r, "Oxygen")
    return (a["discoverers"] == "Carl Wilhelm Scheele" and "Carl Wilhelm Scheele" in o["discoverers"]
            and "Joseph Priestly" in o["discoverers"] and a["discovery_year"] == o["discovery_year"] == "1774")


def _radioactive(r: Rows) -> list[dict[str, str]]:
    return [x for x in r[IS] if x["is_radioactive"] == "1"]


def _we5(r: Rows) -> tuple[bool, bool]:
    (x,) = _radioactive(r)
    half = float(x["half_life"]) == 1.248 and x["half_life_unit"] == "Gyear"
    who = (_name_of(r, x["atomic_number"]), x["mass_number"])
    return _both(half, who == ("Potassium", "40"), who == ("Chlorine", "37"))


def _monotone(values: list[float]) -> tuple[bool, bool]:
    """(strictly falling, strictly rising)."""
    steps = list(pairwise(values))
    return all(a > b for a, b in steps), all(a < b for a, b in steps)


def _period3_radii(r: Rows) -> tuple[bool, bool]:
    row = sorted((x for x in r[EL] if x["period"] == "3"), key=lambda x: int(x["atomic_number"]))
    radii = [float(x["atomic_radius"]) for x in row]
    ends = (row[0]["name"], row[-1]["name"], radii[0], radii[-1]) == ("Sodium", "Chlorine", 180.0, 100.0)
    falling, rising = _monotone(radii)
    return _both(ends, falling, rising)


def _liquid(r: Rows, name: str) -> float:
    return _pt(r, name, "boiling_point") - _pt(r, name, "melting_point")


def _df8(r: Rows) -> tuple[bool, bool]:
    br, i = _liquid(r, "Bromine"), _liquid(r, "Iodine")
    ranges = _near(br, 66, 1e-6) and _near(i, 70.7, 0.05) and br < i
    return _both(ranges, _near(i - br, 4.7, 0.05), _near(i - br, 7.4, 0.05))


def _jo4(r: Rows) -> tuple[bool, bool]:
    sweden = {_name_of(r, x["atomic_number"]) for x in r[DI] if x["discovery_location"] == "Sweden"}
    alkali = {n for n in sweden if _series(r, n) == "Alkali metals"} == {"Lithium"}
    return _both(alkali, {n for n in sweden if _series(r, n) == "Halogens"} == {"Chlorine"},
                 {n for n in sweden if _series(r, n) == "Halogens"} == {"Bromine"})


def _single_states(r: Rows) -> dict[str, int]:
    return {n: _ox(r, n)[0] for n, c in _counts(r, OX).items() if c == 1}


def _jo7(r: Rows) -> tuple[bool, bool]:
    ae = _in_series(r, "Alkaline earth metals")
    davy = ae == {"Magnesium", "Calcium"} and all(_disc(r, n)["discoverers"] == "Sir Humphrey Davy" for n in ae)
    years = {_year(r, n) for n in ae}
    return _both(davy, years == {1808}, years == {1807})


def _none_radioactive(r: Rows, *names: str) -> bool:
    nums = {_num(r, n) for n in names}
    listed = [x for x in r[IS] if x["atomic_number"] in nums]
    return {x["atomic_number"] for x in listed} == nums and all(x["is_radioactive"] == "0" for x in listed)


def _no_critical(r: Rows, *names: str) -> bool:
    return all(one_row(r[PT], atomic_number=_num(r, n))["critical_temperature"] == "" for n in names)


def _beyond(r: Rows, period: int) -> set[str]:
    return {x["name"] for x in r[EL] if int(x["period"]) > period}


def _no_negative(r: Rows, name: str) -> bool:
    return bool(_ox(r, name)) and min(_ox(r, name)) >= 0


def _ancient(r: Rows, name: str) -> bool:
    d = _disc(r, name)
    return d["discovery_year"] == "" and d["discoverers"].startswith("Known to the ancients")


def _share(part: int, whole: int) -> int:
    """A share in whole percent, as a writer rounds it."""
    return round(100 * part / whole)


def _pc4(r: Rows) -> tuple[bool, bool]:
    total = len(r[EL])
    s, p = (sum(x["block"] == b for x in r[EL]) for b in ("s", "p"))
    s_ok = total == 13 and s == 5 and _share(s, total) == 38
    return _both(s_ok and _share(p, total) == 46, p == 6, p == 7)


def _pc8(r: Rows) -> tuple[bool, bool]:
    measured = {_name_of(r, x["atomic_number"]) for x in r[IE]}
    alkali = measured & _in_series(r, "Alkali metals")
    share = _share(len(alkali), len(measured))
    return _both(len(measured) == 7 and len(alkali) == 3, share == 43, share == 57)


def _ud2(r: Rows) -> tuple[bool, bool]:
    y = _year(r, "Chlorine")
    century = (y - 1) // 100 + 1
    return _both(y == 1774 and y - _year(r, "Nitrogen") == 2, century == 18, century == 17)


def _ud3(r: Rows) -> tuple[bool, bool]:
    k40 = _iso(r, "Potassium", 40)
    years = float(k40["half_life"]) * {"Gyear": 1e9, "Myear": 1e6}[k40["half_life_unit"]]
    return _near(years, 1.25e9, 0.005e9), _near(years, 1.25e6, 0.005e6)


def _ud6(r: Rows) -> tuple[bool, bool]:
    li, al = _disc(r, "Lithium"), _disc(r, "Aluminum")
    places = (li["discovery_location"], al["discovery_location"]) == ("Sweden", "Denmark")
    y = int(li["discovery_year"])
    return _both(places and int(al["discovery_year"]) - y == 8, y == 1817, y == 1815)


def _copper_isotopes(r: Rows) -> dict[str, dict[str, str]]:
    return {x["mass_number"]: x for x in r[IS] if x["atomic_number"] == _num(r, "Copper")}


def _dated(r: Rows) -> list[tuple[str, float]]:
    return [(_name_of(r, x["atomic_number"]), float(x["discovery_year"])) for x in r[DI] if x["discovery_year"] != ""]


_Fact = Callable[[Rows], tuple[bool, bool]]

FACTS: dict[str, _Fact] = {
    # wrong_entity
    "we1": lambda r: _both(_top(_col(r, "abundance_crust"))[1] == 461000
                           and _top(_col(r, "abundance_crust"))[1] > 2 * sorted(v for _, v in _col(r, "abundance_crust"))[-2],
                           _top(_col(r, "abundance_crust"))[0] == "Oxygen", _top(_col(r, "abundance_crust"))[0] == "Aluminum"),
    "we2": lambda r: (_we2(r, "Sodium", "Potassium"), _we2(r, "Sodium", "Calcium")),
    "we3": lambda r: _both(_ie(r, "Sodium", 0) == 5.139, _ie(r, "Lithium", 0) == 5.392 > _ie(r, "Sodium", 0),
                           _ie(r, "Calcium", 0) == 5.392 > _ie(r, "Sodium", 0)),
    "we4": lambda r: _both((_disc(r, "Iodine")["discovery_location"], _disc(r, "Iodine")["discovery_year"]) == ("France", "1811"),
                           *_is(_disc(r, "Iodine")["discoverers"], "Bernard Courtois", "Antoine J. Balard")),
    "we5": _we5,
    "we6": lambda r: _is({x["name"] for x in r[EL] if one_row(r[GR], group_id=x["group_id"])["symbol"] == "IVB"},
                         {"Titanium"}, {"Copper"}),
    "we7": lambda r: _both(_sorted_density(r)[0] == ("Copper", 8.96),
                           *_is(_sorted_density(r)[1], ("Iodine", 4.933), ("Titanium", 4.933))),
    "we8": lambda r: (_we8(r, "Chlorine"), _we8(r, "Nitrogen")),
    "we9": lambda r: _is(_in_group(r, "Pnictogens"), {"Nitrogen"}, {"Oxygen"}),
    # superlative
    "su1": lambda r: _is(_top(_pt_col(r, "melting_point")) if len(r[PT]) == 13 else None, ("Titanium", 1943.15), ("Copper", 1357.77)),
    "su2": lambda r: _is(_top(_pt_col(r, "boiling_point"), lowest=True), ("Nitrogen", 77.355), ("Oxygen", 90.188)),
    "su3": lambda r: _is(_top(_pt_col(r, "melting_point"), lowest=True)[0], "Oxygen", "Nitrogen"),
    "su4": lambda r: _is(_top(_ie_col(r, 0))[0] if len(_ie_col(r, 0)) == 7 else None, "Chlorine", "Sodium"),
    "su5": lambda r: _both(_top(_col(r, "price_per_kg")) == ("Lithium", 81.4),
                           *_is(_top(_col(r, "price_per_kg"), lowest=True)[0], "Chlorine", "Nitrogen")),
    "su6": lambda r: _is(_top(_col(r, "atomic_radius")) if len(r[EL]) == 13 else None, ("Potassium", 220.0), ("Calcium", 220.0)),
    "su7": lambda r: _is(_top([((_name_of(r, x["atomic_number"]), x["mass_number"]), float(x["abundance"])) for x in r[IS]]),
                         (("Lithium", "7"), 95.15), (("Potassium", "39"), 93.2581)),
    "su8": lambda r: _is(_top([(n, float(c)) for n, c in _counts(r, OX).items()]), ("Chlorine", 5.0), ("Bromine", 5.0)),
    "su9": lambda r: _both(_top(_col(r, "en_pauling")) == ("Oxygen", 3.44),
                           *_is(_top(_col(r, "en_pauling"), lowest=True), ("Potassium", 0.82), ("Sodium", 0.93))),
    "su10": lambda r: _is(_top(_ie_col(r, 1), lowest=True), ("Calcium", 11.872), ("Magnesium", 15.035)),
    # direction
    "di1": lambda r: _monotone([_pt(r, "Sodium", "melting_point"), _pt(r, "Potassium", "melting_point")]),
    "di2": lambda r: _both(_val(r, "Iodine", "atomic_weight") > _val(r, "Bromine", "atomic_weight")
                           and (_val(r, "Iodine", "abundance_crust"), _val(r, "Bromine", "abundance_crust")) == (0.45, 2.4),
                           *_monotone([_val(r, "Bromine", "abundance_crust"), _val(r, "Iodine", "abundance_crust")])),
    "di3": lambda r: _both(_in_series(r, "Alkali metals") == {"Lithium", "Sodium", "Potassium"},
                           *_monotone([_ie(r, n, 0) for n in ("Lithium", "Sodium", "Potassium")])),
    "di4": lambda r: _both((_abund(r, "Magnesium", 26), _abund(r, "Magnesium", 25)) == (11.025, 10.011),
                           *_monotone([_abund(r, "Magnesium", 26), _abund(r, "Magnesium", 25)])),
    "di5": lambda r: _both(_val(r, "Calcium", "atomic_weight") > _val(r, "Magnesium", "atomic_weight"),
                           *reversed(_monotone([_val(r, "Calcium", "density"), _val(r, "Magnesium", "density")]))),
    "di6": lambda r: _both(_pt(r, "Iodine", "boiling_point") > max(_pt(r, n, "boiling_point") for n in ("Bromine", "Chlorine")),
                           *_monotone([_pt(r, "Bromine", "boiling_point"), _pt(r, "Chlorine", "boiling_point")])),
    "di7": _period3_radii,
    "di8": lambda r: _both((_val(r, "Copper", "en_pauling"), _val(r, "Titanium", "en_pauling")) == (1.9, 1.54),
                           *_monotone([_val(r, "Copper", "en_pauling"), _val(r, "Titanium", "en_pauling")])),
    "di9": lambda r: _monotone([_val(r, "Lithium", "price_per_kg"), _val(r, "Iodine", "price_per_kg")]),
    # difference
    "df1": lambda r: _is(round(_pt(r, "Titanium", "melting_point") - _pt(r, "Copper", "melting_point"), 2), 585.38, 685.38),
    "df2": lambda r: _is(round(_liquid(r, "Nitrogen"), 1), 14.2, 12.2),
    "df3": lambda r: _is(round(_ie(r, "Lithium", 1) - _ie(r, "Lithium", 0), 1), 70.2, 60.2),
    "df4": lambda r: _both(_val(r, "Oxygen", "abundance_crust") == 461000,
                           *_is(_val(r, "Oxygen", "abundance_crust") - _val(r, "Aluminum", "abundance_crust"), 378700, 387700)),
    "df5": lambda r: _is(round(_abund(r, "Chlorine", 35) - _abund(r, "Chlorine", 37), 6), 51.6, 41.6),
    "df6": lambda r: _both(_year(r, "Sodium") == _year(r, "Potassium") and _year(r, "Magnesium") == _year(r, "Calcium"),
                           *_is(_year(r, "Magnesium") - _year(r, "Sodium"), 1, 2)),
    "df7": lambda r: _is(round(_val(r, "Iodine", "atomic_weight") - _val(r, "Bromine", "atomic_weight")), 47, 57),
    "df8": _df8,
    "df9": lambda r: _both(_disc(r, "Bromine")["discoverers"] == "Antoine J. Balard" and _disc(r, "Iodine")["discoverers"] == "Bernard Courtois",
                           *_is(_year(r, "Bromine") - _year(r, "Iodine"), 15, 25)),
    # joined
    "jo1": lambda r: _both(_in_series(r, "Halogens") == {"Chlorine", "Bromine", "Iodine"},
                           *_is({_group(r, n)["symbol"] for n in _in_series(r, "Halogens")}, {"VIIA"}, {"VIA"})),
    "jo2": lambda r: _both(_series(r, "Titanium") == "Transition metals",
                           *_is(_disc(r, "Titanium")["discovery_location"], "England", "Sweden")),
    "jo3": lambda r: _both(_in_series(r, "Alkali metals") == {"Lithium", "Sodium", "Potassium"}
                           and _disc(r, "Lithium")["discoverers"] == "Johann Arfwedson",
                           *_is({_disc(r, n)["discoverers"] for n in ("Sodium", "Potassium")},
                                {"Sir Humphrey Davy"}, {"Carl Wilhelm Scheele"})),
    "jo4": _jo4,
    "jo5": lambda r: _both(_radioactive(r) == [_iso(r, "Potassium", 40)],
                           *_is(_iso(r, "Potassium", 40)["discovery_year"], "1935", "1921")),
    "jo6": lambda r: _is(_single_states(r), {"Titanium": 4, "Copper": 2}, {"Titanium": 4, "Copper": 1}),
    "jo7": _jo7,
    "jo8": lambda r: _both(_in_series(r, "Poor metals") == {"Aluminum"},
                           *_is(_group(r, "Aluminum")["name"], "Boron group", "Pnictogens")),
    "jo9": lambda r: _both(_in_group(r, "Coinage metals") == {"Copper"},
                           *_is({a: float(x["abundance"]) for a, x in _copper_isotopes(r).items()},
                                {"63": 69.15, "65": 30.85}, {"63": 30.85, "65": 69.15})),
    # negation
    "ne1": lambda r: _both(len(r[EL]) == 13, not _in_series(r, "Noble gases"), not _in_series(r, "Halogens")),
    "ne2": lambda r: tuple(not any(c in x["discovery_location"] for x in r[DI]) for c in ("Germany", "France")),
    "ne3": lambda r: ("Bromine" not in _discovered_by(r, "Carl Wilhelm Scheele"), "Chlorine" not in _discovered_by(r, "Carl Wilhelm Scheele")),
    "ne4": lambda r: (_none_radioactive(r, "Chlorine", "Copper", "Bromine"), _none_radioactive(r, "Chlorine", "Potassium", "Bromine")),
    "ne5": lambda r: (_no_critical(r, "Magnesium", "Calcium", "Titanium", "Copper"),
                      _no_critical(r, "Magnesium", "Calcium", "Titanium", "Aluminum")),
    "ne6": lambda r: (_beyond(r, 4) == {"Iodine"}, _beyond(r, 3) == {"Iodine"}),
    "ne7": lambda r: (_no_negative(r, "Titanium"), _no_negative(r, "Nitrogen")),
    "ne8": lambda r: tuple(min(_ie(r, "Sodium", 1), _ie(r, other, 1)) >= 30 for other in ("Potassium", "Calcium")),
    "ne9": lambda r: (_ancient(r, "Copper"), _ancient(r, "Titanium")),
    # percent_vs_count
    "pc1": lambda r: _both((len(_discovered_by(r, "Humphrey Davy")), len(r[EL])) == (4, 13),
                           *_is(_share(len(_discovered_by(r, "Humphrey Davy")), len(r[EL])), 31, 4)),
    "pc2": lambda r: _is(_abund(r, "Potassium", 40), 0.0117, 0.117),
    "pc3": lambda r: _both((len(_in_series(r, "Halogens")), len(r[EL])) == (3, 13),
                           *_is(_share(len(_in_series(r, "Halogens")), len(r[EL])), 23, 33)),
    "pc4": _pc4,
    "pc5": lambda r: _both((len(_radioactive(r)), len(r[IS])) == (1, 14), *_is(_share(len(_radioactive(r)), len(r[IS])), 7, 14)),
    "pc6": lambda r: _both((len(_ox(r, "Chlorine")), len(r[OX])) == (5, 14), *_is(_share(len(_ox(r, "Chlorine")), len(r[OX])), 36, 50)),
    "pc7": lambda r: _both(_val(r, "Oxygen", "abundance_crust") == 461000,
                           round(_val(r, "Oxygen", "abundance_crust") / 1e4) == 46,  # mg/kg -> % by mass
                           round(_val(r, "Oxygen", "abundance_crust") / 1e4, 1) == 4.6),
    "pc8": _pc8,
    "pc9": lambda r: _both(round(_abund(r, "Magnesium", 24)) == 79,
                           *_is(round(_abund(r, "Magnesium", 25) + _abund(r, "Magnesium", 26)), 21, 31)),
    # words
    "wo1": lambda r: _both(len({_year(r, n) for n in _discovered_by(r, "Humphrey Davy")}) == 2
                           and max(_year(r, n) for n in _discovered_by(r, "Humphrey Davy"))
                           - min(_year(r, n) for n in _discovered_by(r, "Humphrey Davy")) == 1,
                           *_is(len(_discovered_by(r, "Humphrey Davy")), 4, 5)),
    "wo2": lambda r: _is(round(_ratio(_ie(r, "Lithium", 1), _ie(r, "Lithium", 0))), 14, 9),
    "wo3": lambda r: tuple(_ratio(_abund(r, "Copper", 63), _abund(r, "Copper", 65)) > k for k in (2, 3)),
    "wo4": lambda r: _is(round(_ratio(_abund(r, "Chlorine", 35), _abund(r, "Chlorine", 37))), 3, 2),
    "wo5": lambda r: _both(len(_counts(r, OX)) == 5, *_is(len(_single_states(r)), 2, 3)),
    "wo6": lambda r: _both(len(_ox(r, "Nitrogen")) == 3,
                           *_is((sum(s < 0 for s in _ox(r, "Nitrogen")), sum(s > 0 for s in _ox(r, "Nitrogen"))), (1, 2), (2, 1))),
    "wo7": lambda r: _is(_top([(p, float(sum(x["period"] == p for x in r[EL]))) for p in {x["period"] for x in r[EL]}]),
                         ("4", 5.0), ("4", 6.0)),
    "wo8": lambda r: tuple(_ratio(_pt(r, "Lithium", "boiling_point"), _pt(r, "Lithium", "melting_point")) > k for k in (3, 4)),
    "wo9": lambda r: _is(round(_ratio(_val(r, "Iodine", "price_per_kg"), _val(r, "Bromine", "price_per_kg"))), 8, 18),
    "wo10": lambda r: tuple(_ratio(_ie(r, "Chlorine", 0), _ie(r, "Sodium", 0)) > k for k in (2, 3)),
    "wo11": lambda r: tuple(_near(_abund(r, "Chlorine", 37) / 100, f, 0.02) for f in (1 / 4, 1 / 3)),
    # units_dates
    "ud1": lambda r: _both(_pt(r, "Bromine", "melting_point") == 265.95,
                           *_is(round(_pt(r, "Bromine", "melting_point") - 273.15), -7, 7)),
    "ud2": _ud2,
    "ud3": _ud3,
    "ud4": lambda r: (_pt(r, "Aluminum", "critical_temperature") == 6700.15,  # a Celsius reading would be 273.15 K higher
                      _near(_pt(r, "Aluminum", "critical_temperature"), 6700.15 + 273.15, 1e-6)),
    "ud5": lambda r: _both(_top([(n, _val(r, n, "density")) for n in _metals(r)], lowest=True)[0] == "Lithium",
                           *_is(_val(r, "Lithium", "density"), 0.534, 5.34)),
    "ud6": _ud6,
    "ud7": lambda r: _both(_pt(r, "Oxygen", "melting_point") == 54.36, *_is(_pt(r, "Oxygen", "boiling_point"), 90.188, 77.355)),
    "ud8": lambda r: _both(len(_copper_isotopes(r)) == 2,
                           *_is({x["discovery_year"] for x in _copper_isotopes(r).values()}, {"1923"}, {"1932"})),
    "ud9": lambda r: _both(_val(r, "Magnesium", "atomic_radius") == 150,  # 100 pm to the ångström
                           *_is(_val(r, "Magnesium", "atomic_radius") / 100, 1.5, 15)),
    "ud10": lambda r: _both(_top(_dated(r), lowest=True)[0] == "Nitrogen", *_is(_year(r, "Nitrogen"), 1772, 1774)),
}
