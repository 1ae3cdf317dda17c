"""Ground truth for the seventh held-out lexical set (tests/test_lexical_heldout7.py).

For every pair id, a function of the stored rows returns (is the true claim
true, is the false twin true), computed from the cells rather than typed in, so
a mislabelled pair fails ``test_labels_hold_on_the_rows``. Rows are dicts keyed
by column name; cells stay strings as stored (names lower-case, as the source
stores them). States are linked to their cities, neighbours, lakes, mountains,
rivers and high and low points through the state name, rivers to their lengths
through the river name, so each fact reads as the claim does. A claim's
"about N" is checked at the precision N is written to (:func:`_about`).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from heldout_pairs import Rows, one_row, rows_of

DATA = Path(__file__).resolve().parent / "data" / "lexical_heldout7_tables.json"

ST, CI, BO, RI, RS = "states", "cities", "borders", "rivers", "river_states"
LA, MO, HI, LO = "lakes", "mountains", "high_points", "low_points"

FEET_PER_METRE = 1 / 0.3048
METRES_PER_MILE = 1609.344


def rows_by_table() -> Rows:
    """The stored rows as dicts keyed by column name; cells stay strings as stored."""
    return rows_of(DATA)


# -- lookups ---------------------------------------------------------------------------------------------------


def _st(r: Rows, state: str, col: str) -> float:
    """A numeric cell (population, area, density) of the state's row."""
    return float(one_row(r[ST], state=state)[col])


def _capital(r: Rows, state: str) -> str:
    return one_row(r[ST], state=state)["capital"]


def _city(r: Rows, city: str) -> float:
    return float(one_row(r[CI], city=city)["population"])


def _largest_city(r: Rows, state: str) -> str:
    return max((c for c in r[CI] if c["state"] == state), key=lambda c: float(c["population"]))["city"]


def _borders(r: Rows, state: str) -> set[str]:
    return {b["borders"] for b in r[BO] if b["state"] == state}


def _length(r: Rows, river: str) -> float:
    return float(one_row(r[RI], river=river)["length"])


def _through(r: Rows, river: str) -> set[str]:
    """The states the river flows through."""
    return {x["state"] for x in r[RS] if x["river"] == river}


def _rivers_in(r: Rows, state: str) -> set[str]:
    return {x["river"] for x in r[RS] if x["state"] == state}


def _lakes_in(r: Rows, state: str) -> dict[str, float]:
    return {x["lake"]: float(x["area"]) for x in r[LA] if x["state"] == state}


def _lake(r: Rows, lake: str) -> float:
    """A lake's area (the same in every row that lists it)."""
    areas = {float(x["area"]) for x in r[LA] if x["lake"] == lake}
    assert len(areas) == 1, lake
    return areas.pop()


def _states_of_lake(r: Rows, lake: str) -> set[str]:
    return {x["state"] for x in r[LA] if x["lake"] == lake}


def _mtn(r: Rows, name: str) -> float:
    return float(one_row(r[MO], mountain=name)["altitude"])


def _mtns_in(r: Rows, state: str) -> dict[str, float]:
    return {m["mountain"]: float(m["altitude"]) for m in r[MO] if m["state"] == state}


def _high(r: Rows, state: str) -> tuple[str, float]:
    row = one_row(r[HI], state=state)
    return row["highest point"], float(row["elevation"])


def _low(r: Rows, state: str) -> tuple[str, float]:
    row = one_row(r[LO], state=state)
    return row["lowest point"], float(row["elevation"])


def _top(rows: list[dict[str, str]], key: str, col: str, lowest: bool = False) -> str:
    """The ``key`` cell of the row with the largest (or smallest) numeric ``col``; a tie is a broken claim."""
    values = sorted(float(x[col]) for x in rows)
    best = values[0] if lowest else values[-1]
    hits = [x[key] for x in rows if float(x[col]) == best]
    assert len(hits) == 1, (key, col, hits)
    return hits[0]


def _rank(rows: list[dict[str, str]], key: str, col: str, name: str) -> int:
    """1-based rank of ``name`` by numeric ``col``, largest first."""
    order = sorted(rows, key=lambda x: -float(x[col]))
    return [x[key] for x in order].index(name) + 1


def _about(value: float, stated: float, step: float) -> bool:
    """``value`` written as ``stated``, rounded to ``step`` (an "about"/"roughly" claim)."""
    return abs(value - stated) <= step / 2 + 1e-9


def _pct(part: float, whole: float) -> float:
    return 100 * part / whole


def _biggest_lake(r: Rows) -> str:
    """The lake with the largest area (a lake listed under several states counts once)."""
    areas = {x["lake"]: float(x["area"]) for x in r[LA]}
    best = max(areas.values())
    hits = [lake for lake, area in areas.items() if area == best]
    assert len(hits) == 1, hits
    return hits[0]


# -- one check per pair: (true claim holds, false twin holds) ----------------------------------------------------------

FACTS: dict[str, Callable[[Rows], tuple[bool, bool]]] = {
    # wrong_entity
    "we1": lambda r: (_capital(r, "minnesota") == "st. paul" and _city(r, "st. paul") == 270230,
                      _capital(r, "minnesota") == "minneapolis" and _city(r, "minneapolis") == 370951),
    "we2": lambda r: (_high(r, "colorado") == ("mount elbert", 4399.0),
                      _high(r, "colorado") == ("mount massive", 4399.0)),
    "we3": lambda r: (_low(r, "arizona")[0] == _low(r, "nevada")[0] == "colorado river",
                      _low(r, "arizona")[0] == _low(r, "utah")[0] == "colorado river"),
    "we4": lambda r: (_states_of_lake(r, "tahoe") >= {"california", "nevada"} and _lake(r, "tahoe") == 497,
                      _states_of_lake(r, "tahoe") >= {"california", "oregon"}),
    "we5": lambda r: (_largest_city(r, "wisconsin") == "milwaukee" and _city(r, "milwaukee") == 636212,
                      _largest_city(r, "wisconsin") == "madison" and _city(r, "madison") == 636212),
    "we6": lambda r: (_through(r, "hudson") == {"new york", "new jersey"} and _length(r, "hudson") == 492,
                      _through(r, "hudson") == {"new york", "connecticut"}),
    "we7": lambda r: (_borders(r, "nevada") == {"idaho", "utah", "arizona", "california", "oregon"},
                      _borders(r, "nevada") == {"idaho", "utah", "arizona", "california", "colorado"}),
    "we8": lambda r: (_high(r, "new mexico") == ("wheeler peak", 4011.0), _high(r, "nevada") == ("wheeler peak", 4011.0)),
    "we9": lambda r: (_capital(r, "arizona") == _largest_city(r, "arizona") == "phoenix",
                      _capital(r, "new mexico") == _largest_city(r, "new mexico") == "phoenix"),
    "we10": lambda r: (_mtn(r, "shasta") == _mtn(r, "sill") == 4317 and {"shasta", "sill"} <= set(_mtns_in(r, "california")),
                       _mtn(r, "shasta") == _mtn(r, "white") == 4317),
    # superlative
    "su1": lambda r: (_top(r[ST], "state", "area") == "alaska" and len(r[ST]) == 16,
                      _top(r[ST], "state", "area") == "california"),
    "su2": lambda r: (_top(r[ST], "state", "density", lowest=True) == "alaska" and _st(r, "alaska", "density") == 0.7,
                      _top(r[ST], "state", "density", lowest=True) == "wyoming"),
    "su3": lambda r: (_top(r[MO], "mountain", "altitude") == "mckinley" and _mtn(r, "mckinley") == 6194,
                      _top(r[MO], "mountain", "altitude") == "st. elias"),
    "su4": lambda r: (_biggest_lake(r) == "superior" and _lake(r, "superior") == 82362,
                      _biggest_lake(r) == "huron" and _lake(r, "huron") == 82362),
    "su5": lambda r: (_top(r[RI], "river", "length") == "missouri" and _length(r, "missouri") == 3968,
                      _top(r[RI], "river", "length") == "rio grande"),
    "su6": lambda r: (_top(r[CI], "city", "population", lowest=True) == "casper" and _city(r, "casper") == 51016,
                      _top(r[CI], "city", "population", lowest=True) == "billings"),
    "su7": lambda r: (_top(r[HI], "state", "elevation", lowest=True) == "wisconsin" and _high(r, "wisconsin") == ("timms hill", 595.0),
                      _top(r[HI], "state", "elevation", lowest=True) == "michigan"),
    "su8": lambda r: (_top(r[LO], "state", "elevation") == "colorado" and _low(r, "colorado") == ("arkansas river", 1021.0),
                      _top(r[LO], "state", "elevation") == "wyoming"),
    "su9": lambda r: (max(_rivers_in(r, "utah"), key=lambda v: _length(r, v)) == "colorado" and len(_rivers_in(r, "utah")) == 3,
                      max(_rivers_in(r, "utah"), key=lambda v: _length(r, v)) == "green"),
    "su10": lambda r: (_top(r[ST], "state", "population") == "california" and _st(r, "california", "population") == 23670000,
                       _top(r[ST], "state", "population") == "new york"),
    "su11": lambda r: _lake_count_leaders(r),
    # direction
    "di1": lambda r: (_st(r, "montana", "area") > _st(r, "new mexico", "area") and (_st(r, "montana", "area"), _st(r, "new mexico", "area")) == (147000, 121600),
                      _st(r, "montana", "area") < _st(r, "new mexico", "area")),
    "di2": lambda r: (0 < _city(r, "seattle") - _city(r, "denver") < 5000, _city(r, "seattle") < _city(r, "denver")),
    "di3": lambda r: (_high(r, "wyoming")[1] > _high(r, "utah")[1] and _high(r, "wyoming")[0] == "gannett peak" and _high(r, "utah")[0] == "kings peak"
                      and "wyoming" in _borders(r, "utah"),
                      _high(r, "wyoming")[1] < _high(r, "utah")[1]),
    "di4": lambda r: (_st(r, "washington", "density") > _st(r, "minnesota", "density"),
                      _st(r, "washington", "density") < _st(r, "minnesota", "density")),
    "di5": lambda r: (0 < _high(r, "colorado")[1] - _mtn(r, "rainier") < 10 and (_mtn(r, "rainier"), _high(r, "colorado")[1]) == (4392, 4399),
                      0 < _mtn(r, "rainier") - _high(r, "colorado")[1] < 10),
    "di6": lambda r: (_length(r, "columbia") > _length(r, "snake"), _length(r, "columbia") < _length(r, "snake")),
    "di7": lambda r: (_lake(r, "erie") > _lake(r, "ontario") and (_lake(r, "erie"), _lake(r, "ontario")) == (25667, 19684),
                      _lake(r, "erie") < _lake(r, "ontario")),
    "di8": lambda r: (0 < _st(r, "nevada", "population") - _st(r, "montana", "population") < 20000 and _st(r, "nevada", "population") == 800500,
                      _st(r, "nevada", "population") < _st(r, "montana", "population")),
    "di9": lambda r: (_low(r, "idaho")[1] == 216 and _low(r, "michigan")[1] == 174 and _low(r, "idaho")[1] > _low(r, "michigan")[1],
                      _low(r, "idaho")[1] < _low(r, "michigan")[1]),
    "di10": lambda r: (_capital(r, "wisconsin") == "madison" and _capital(r, "michigan") == "lansing" and _city(r, "madison") > _city(r, "lansing"),
                       _city(r, "madison") < _city(r, "lansing")),
    # difference
    "df1": lambda r: (_city(r, "los angeles") - _city(r, "sacramento") == 2691109, _city(r, "los angeles") - _city(r, "sacramento") == 2619109),
    "df2": lambda r: (_mtn(r, "mckinley") - _mtn(r, "st. elias") == 705, _mtn(r, "mckinley") - _mtn(r, "st. elias") == 750),
    "df3": lambda r: (_st(r, "alaska", "area") - _st(r, "california", "area") == 433000, _st(r, "alaska", "area") - _st(r, "california", "area") == 443000),
    "df4": lambda r: (_high(r, "california")[1] - _low(r, "california")[1] == 4503 and _high(r, "california")[1] == 4418,
                      _high(r, "california")[1] - _low(r, "california")[1] == 4333),
    "df5": lambda r: (_about(_city(r, "minneapolis") - _city(r, "st. paul"), 100700, 100),
                      _about(_city(r, "minneapolis") - _city(r, "st. paul"), 110700, 100)),
    "df6": lambda r: (_length(r, "rio grande") - _length(r, "columbia") == 1080, _length(r, "rio grande") - _length(r, "columbia") == 1180),
    "df7": lambda r: (_lake(r, "huron") - _lake(r, "michigan") == 1554, _lake(r, "huron") - _lake(r, "michigan") == 1454),
    "df8": lambda r: (_st(r, "california", "population") - _st(r, "new york", "population") == 6112000,
                      _st(r, "california", "population") - _st(r, "new york", "population") == 6212000),
    "df9": lambda r: (_high(r, "california")[1] - _high(r, "colorado")[1] == 19, _high(r, "california")[1] - _high(r, "colorado")[1] == 9),
    "df10": lambda r: (round(_st(r, "michigan", "density") - _st(r, "california", "density"), 1) == 8.5,
                       round(_st(r, "michigan", "density") - _st(r, "california", "density"), 1) == 18.5),
    # joined
    "jo1": lambda r: (_city(r, _capital(r, "utah")) == 163034, _city(r, _capital(r, "utah")) == 164674),
    "jo2": lambda r: (all(_length(r, v) > 1000 for v in _rivers_in(r, "wyoming")) and len(_rivers_in(r, "wyoming")) == 3,
                      all(_length(r, v) > 1000 for v in _rivers_in(r, "colorado"))),
    "jo3": lambda r: (_high(r, one_row(r[ST], capital="carson city")["state"])[0] == "boundary peak",
                      _high(r, one_row(r[ST], capital="carson city")["state"])[0] == "kings peak"),
    "jo4": lambda r: (_capital(r, _states_of_lake(r, "great salt lake").pop()) == "salt lake city",
                      _capital(r, _states_of_lake(r, "great salt lake").pop()) == "carson city"),
    "jo5": lambda r: (max(_borders(r, "oregon"), key=lambda s: _st(r, s, "population")) == "california" and len(_borders(r, "oregon")) == 4,
                      max(_borders(r, "oregon"), key=lambda s: _st(r, s, "population")) == "washington"),
    "jo6": lambda r: ("idaho" in _through(r, "snake") and _low(r, "idaho") == ("snake river", 216.0),
                      "idaho" in _through(r, "snake") and _low(r, "idaho") == ("snake river", 549.0)),
    "jo7": lambda r: (_city(r, "anchorage") == 174431 and one_row(r[CI], city="anchorage")["state"] == "alaska" and _st(r, "alaska", "population") == 401800,
                      _st(r, "alaska", "population") == 469557),
    "jo8": lambda r: (max(_borders(r, "utah"), key=lambda s: _high(r, s)[1]) == "colorado" and _high(r, "colorado") == ("mount elbert", 4399.0),
                      max(_borders(r, "utah"), key=lambda s: _high(r, s)[1]) == "wyoming"),
    "jo9": lambda r: (max(_states_of_lake(r, "superior"), key=lambda s: _st(r, s, "population")) == "michigan",
                      max(_states_of_lake(r, "superior"), key=lambda s: _st(r, s, "population")) == "wisconsin"),
    "jo10": lambda r: ("montana" in _through(r, "yellowstone") and _capital(r, "montana") == "helena",
                       "montana" in _through(r, "yellowstone") and _capital(r, "montana") == "cheyenne"),
    # negation
    "ne1": lambda r: ("nevada" not in _borders(r, "colorado"), "utah" not in _borders(r, "colorado")),
    "ne2": lambda r: (not _lakes_in(r, "arizona") and "arizona" in {s["state"] for s in r[ST]}, not _lakes_in(r, "montana")),
    "ne3": lambda r: ("idaho" not in _through(r, "columbia") and "idaho" in _through(r, "snake"),
                      "idaho" not in _through(r, "snake") and "idaho" in _through(r, "columbia")),
    "ne4": lambda r: ({x["state"] for x in r[LO] if float(x["elevation"]) < 0} == {"california"},
                      not any(float(x["elevation"]) < 0 for x in r[LO])),
    "ne5": lambda r: (max(_mtns_in(r, "colorado").values()) < 4400, max(_mtns_in(r, "california").values()) < 4400),
    "ne6": lambda r: (_capital(r, "washington") == "olympia" and "olympia" not in {c["city"] for c in r[CI]},
                      _capital(r, "oregon") == "salem" and "salem" not in {c["city"] for c in r[CI]}),
    "ne7": lambda r: (max(_st(r, "nevada", "population"), _st(r, "wyoming", "population")) < 1e6,
                      max(_st(r, "nevada", "population"), _st(r, "utah", "population")) < 1e6),
    "ne8": lambda r: (min(float(x["length"]) for x in r[RI]) >= 490, min(float(x["length"]) for x in r[RI]) >= 500),
    "ne9": lambda r: (_high(r, "minnesota")[1] < 1000, _high(r, "new york")[1] < 1000),
    "ne10": lambda r: ("oregon" not in _borders(r, "utah"), "idaho" not in _borders(r, "utah")),
    # percent_vs_count
    "pc1": lambda r: (_about(_pct(_city(r, "anchorage"), _st(r, "alaska", "population")), 43, 1),
                      _about(_pct(_city(r, "anchorage"), _st(r, "alaska", "population")), 34, 1)),
    "pc2": lambda r: (len(_lakes_in(r, "michigan")) == 5 and len(r[LA]) == 25 and _pct(5, 25) == 20,
                      len(_lakes_in(r, "michigan")) == 5 and _pct(5, len(r[LA])) == 25),
    "pc3": lambda r: (len(_mtns_in(r, "colorado")) == 6 and len(r[MO]) == 18 and _about(_pct(6, 18), 33, 1),
                      _about(_pct(len(_mtns_in(r, "colorado")), len(r[MO])), 6, 1)),
    "pc4": lambda r: (_about(_pct(_st(r, "california", "population"), _st(r, "new york", "population")) - 100, 35, 1),
                      _about(_pct(_st(r, "california", "population"), _st(r, "new york", "population")) - 100, 53, 1)),
    "pc5": lambda r: (_about(_pct(_length(r, "missouri"), _length(r, "colorado")) - 100, 70, 1),
                      _about(_pct(_length(r, "missouri"), _length(r, "colorado")) - 100, 7, 1)),
    "pc6": lambda r: (sum(x["state"] == "colorado" for x in r[RS]) == 4 and len(r[RS]) == 25 and _pct(4, 25) == 16,
                      sum(x["state"] == "colorado" for x in r[RS]) == 4 and _pct(4, len(r[RS])) == 4),
    "pc7": lambda r: (_about(_pct(_st(r, "wyoming", "population"), _st(r, "colorado", "population")), 16, 1),
                      _about(_pct(_st(r, "wyoming", "population"), _st(r, "colorado", "population")), 61, 1)),
    "pc8": lambda r: (_about(_pct(_lake(r, "erie"), _lake(r, "superior")), 31, 1) and _lake(r, "erie") < _lake(r, "superior") / 3,
                      _about(_pct(_lake(r, "erie"), _lake(r, "superior")), 13, 1)),
    "pc9": lambda r: (_about(_pct(_city(r, "new york"), _st(r, "new york", "population")), 40, 1),
                      _about(_pct(_city(r, "new york"), _st(r, "new york", "population")), 4, 1)),
    "pc10": lambda r: (len(_borders(r, "utah")) == 6 and _borders(r, "utah") <= {s["state"] for s in r[ST]} and _pct(6, len(r[ST])) == 37.5,
                       len(_borders(r, "utah")) == 6 and _pct(6, len(r[ST])) == 6),
    # words (numbers written as words, ordinals, "twice", "a million")
    "wo1": lambda r: (len(_borders(r, "colorado")) == 7, len(_borders(r, "colorado")) == 6),
    "wo2": lambda r: (23.5e6 <= _st(r, "california", "population") < 24e6, 21.5e6 <= _st(r, "california", "population") < 22e6),
    "wo3": lambda r: (sum(v > 5000 for v in _mtns_in(r, "alaska").values()) == 4 and len(_mtns_in(r, "alaska")) == 5,
                      sum(v > 5000 for v in _mtns_in(r, "alaska").values()) == 5),
    "wo4": lambda r: (len(_lakes_in(r, "wisconsin")) == len(_lakes_in(r, "new york")) == 3,
                      len(_lakes_in(r, "wisconsin")) == len(_lakes_in(r, "new york")) == 4),
    "wo5": lambda r: _colorado_river_states(r),
    "wo6": lambda r: (2.9e6 <= _city(r, "los angeles") < 3e6, 3.9e6 <= _city(r, "los angeles") < 4e6),
    "wo7": lambda r: (_rank(r[HI], "highest point", "elevation", "mount whitney") == 2 and _top(r[HI], "highest point", "elevation") == "mount mckinley",
                      _rank(r[HI], "highest point", "elevation", "mount whitney") == 3),
    "wo8": lambda r: (_rank(r[ST], "state", "area", "montana") == 3, _rank(r[ST], "state", "area", "montana") == 4),
    "wo9": lambda r: (sum(x["lowest point"] == "pacific ocean" for x in r[LO]) == 3, sum(x["lowest point"] == "pacific ocean" for x in r[LO]) == 4),
    "wo10": lambda r: (_about(_city(r, "detroit") / 1e6, 1.2, 0.1) and _about(_city(r, "detroit") / _city(r, "lansing"), 9, 1),
                       _about(_city(r, "detroit") / _city(r, "lansing"), 7, 1)),
    "wo11": lambda r: (_st(r, "montana", "population") < 800000, _st(r, "montana", "population") < 700000),
    # units_dates (elevations are in metres: the tables' titles say so; feet and miles are converted)
    "ud1": lambda r: (_mtn(r, "mckinley") == 6194, _about(_mtn(r, "mckinley") * FEET_PER_METRE, 6194, 1)),
    "ud2": lambda r: (_about(_high(r, "california")[1] * FEET_PER_METRE, 14500, 100),
                      _about(_high(r, "california")[1] * FEET_PER_METRE, 13500, 100)),
    "ud3": lambda r: (_low(r, "california") == ("death valley", -85.0), _about(-_low(r, "california")[1] * FEET_PER_METRE, 85, 1)),
    "ud4": lambda r: (_high(r, "utah")[0] == "kings peak" and _about(_high(r, "utah")[1] / 1000, 4.1, 0.1),
                      _about(_high(r, "utah")[1] / METRES_PER_MILE, 4.1, 0.1)),
    "ud5": lambda r: (_about(_mtn(r, "rainier") / 1000, 4.4, 0.1), _about(_mtn(r, "rainier") / 1000, 4.9, 0.1)),
    "ud6": lambda r: (_about(_st(r, "washington", "population") / 1e6, 4.1, 0.1), _about(_st(r, "washington", "population") / 1e6, 41, 1)),
    "ud7": lambda r: (_about((_high(r, "california")[1] - _low(r, "california")[1]) / 1000, 4.5, 0.1),
                      _about((_high(r, "california")[1] - _low(r, "california")[1]) / METRES_PER_MILE, 4.5, 0.1)),
    "ud8": lambda r: (_low(r, "colorado")[1] > 1000 and _low(r, "colorado")[0] == "arkansas river", _low(r, "colorado")[1] > METRES_PER_MILE),
    "ud9": lambda r: (_about(_high(r, "minnesota")[1] * FEET_PER_METRE, 2300, 100) and _high(r, "minnesota") == ("eagle mountain", 701.0),
                      _about(_high(r, "minnesota")[1] * FEET_PER_METRE, 2100, 100)),
    "ud10": lambda r: (_about(_high(r, "montana")[1] * FEET_PER_METRE, 12800, 100) and _high(r, "montana") == ("granite peak", 3901.0),
                       _about(_high(r, "montana")[1] * FEET_PER_METRE, 11800, 100)),
}


def _lake_count_leaders(r: Rows) -> tuple[bool, bool]:
    """su11: the states with the most listed lakes (five each)."""
    counts = {s: len(_lakes_in(r, s)) for s in {x["state"] for x in r[LA]}}
    leaders = {s for s, n in counts.items() if n == max(counts.values())}
    return leaders == {"michigan", "minnesota"} and max(counts.values()) == 5, leaders == {"michigan", "wisconsin"}


def _colorado_river_states(r: Rows) -> tuple[bool, bool]:
    """wo5: the Colorado flows through five states, more than any other listed river."""
    counts = {v: len(_through(r, v)) for v in {x["river"] for x in r[RS]}}
    most = max(counts.values())
    alone = [v for v, n in counts.items() if n == most] == ["colorado"]
    return alone and counts["colorado"] == 5, alone and counts["colorado"] == 6
