"""Physical units a table states in its title ("melting point (K)", "abundance in the crust (mg/kg)") and a claim
writes after a number ("about -7 °C", "1.5 ångström"), and conversions between units of one dimension.

A schema-like table often keeps a column's unit only in its title: ``abundance_crust`` is in mg/kg because the
title says "abundance in the Earth's crust (mg/kg)". Reading it lets a claim's "461,000 mg/kg" go to that column
and not to ``price_per_kg`` (whose "kg" the words also name), and lets "-7 °C" be checked against a cell of
265.95 in a kelvin column. A claim's unit is read only when a column of its tables has a title unit of the same
dimension, so a "K" after a number stays a thousand everywhere else.

>>> convert(Decimal("265.95"), "K", "°C")
Decimal('-7.20')
>>> convert(Decimal("150"), "pm", "Å")
Decimal('1.50')
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import Decimal
from functools import lru_cache

from mt_raig.tables import Table

from .headers import header_words
from .lexicon import HEADER_NOISE, stem

# unit text (lower case) -> (dimension, size in the dimension's base unit, offset added before scaling: kelvin)
_UNITS: dict[str, tuple[str, Decimal, Decimal]] = {}

PHYSICAL_DIMENSIONS = frozenset({"volume", "mass", "length", "energy", "area"})  # quantities in a unit, never counts of things


def _add(dimension: str, size: str, names: str, offset: str = "0") -> None:
    for name in names.split("|"):
        _UNITS[name] = (dimension, Decimal(size), Decimal(offset))


_add("temperature", "1", "k|kelvin|kelvins")
_add("temperature", "1", "°c|ºc|degrees celsius|degrees c|celsius|deg c", "273.15")
_add("temperature", "0.5555555555555555555555555556", "°f|ºf|degrees fahrenheit|degrees f|fahrenheit", "459.67")
_add("temperature", "1.25", "°ré|°re|degrees réaumur|degrees reaumur|réaumur|reaumur", "218.52")  # Minard's thermometer
_add("length", "1e-12", "pm|picometres|picometers|picometre|picometer")
_add("length", "1e-10", "å|ångström|ångströms|angstrom|angstroms|ångstrom")
_add("length", "1e-9", "nm|nanometres|nanometers|nanometre|nanometer")
_add("length", "0.001", "mm|millimetres|millimeters|millimetre|millimeter")
_add("length", "0.01", "cm|centimetres|centimeters|centimetre|centimeter")
_add("length", "1", "m|metres|meters|metre|meter")
_add("length", "1000", "km|kilometres|kilometers|kilometre|kilometer")
_add("length", "0.3048", "ft|feet|foot")
_add("length", "1609.344", "mi|miles|mile")
_add("length", "0.0254", "inch|inches")  # never a bare "in" after a number in a claim ("46 in 2009")
_add("length", "0.9144", "yd|yards|yard")
_add("area", "1e6", "km2|km²|sq km|square km|square kilometres|square kilometers")
_add("area", "2589988.110336", "mi2|mi²|sq mi|square miles|square mile")
_add("area", "10000", "ha|hectares|hectare")
_add("mass", "1e-6", "mg|milligrams|milligram")
_add("mass", "0.001", "g|grams|gram")
_add("mass", "1", "kg|kilograms|kilogram")
_add("mass", "1000", "t|tonnes|tons|tonne")
_add("mass", "1e6", "kt|kilotonnes|kilotons|kilotonne|kiloton")  # "co2_emissions_kt" of "about 448 million tonnes"
_add("mass", "0.45359237", "lb|lbs|pounds|pound")  # read in a claim only beside a mass column: never the currency
_add("mass", "0.028349523125", "oz|ounces|ounce")
_add("volume", "0.001", "l|litres|liters|litre|liter")
_add("volume", "0.000001", "ml|millilitres|milliliters|cc|cm3|cm³|cubic centimetres|cubic centimeters")
_add("volume", "0.000016387064", "cu in|cubic inches|cubic inch|in3|in³")
_add("volume", "0.028316846592", "cu ft|cubic feet|cubic foot|ft3|ft³")
_add("volume", "2.8316846592", "ccf|hundred cubic feet")  # a gas meter's unit: 100 cubic feet
_add("volume", "1", "m³|cubic metres|cubic meters|cubic metre|cubic meter")
_add("volume", "0.003785411784", "gal|gallons|us gallons|gallon")
_add("fuel economy", "0.4251437074991", "mpg|miles per gallon|miles per us gallon")
_add("fuel economy", "1", "km/l|kmpl|km per litre|km per liter|kilometres per litre|kilometers per liter")
_add("torque", "1", "nm|n·m|n-m|newton-metres|newton metres|newton-meters|newton meters")
_add("torque", "1.3558179483314004", "lb-ft|lb ft|lbft|pound-feet|pound feet|pound-foot")
_add("fraction", "0.01", "%|percent")
_add("fraction", "1e-6", "mg/kg|ppm|parts per million")
_add("fraction", "1e-9", "ppb|µg/kg|μg/kg|parts per billion")
_add("fraction", "1e-12", "ppt|parts per trillion")  # ``cfc12_ppt``: "845 parts per trillion", never "845 parts per billion"
_add("density", "1", "g/cm3|g/cm³|g/ml|g cm-3")
_add("density", "0.001", "kg/m3|kg/m³|g/l")
_add("speed", "1", "m/s|metres per second|meters per second")
_add("speed", "0.2777777777777777777777777778", "km/h|kph|kilometres per hour|kilometers per hour")
_add("speed", "0.44704", "mph|miles per hour")
_add("speed", "0.5144444444444444444444444444", "knots")
_add("pressure", "100", "mb|mbar|millibars|millibar|hpa|hectopascals|hectopascal")  # a storm's central pressure
_add("pressure", "3386.389", "inhg|in hg|inches of mercury|inch of mercury")
_add("pressure", "133.322387415", "mmhg|mm hg|millimetres of mercury|millimeters of mercury|torr")
_add("pressure", "1000", "kpa|kilopascals|kilopascal")
_add("pressure", "101325", "atm|atmospheres|atmosphere")
_add("power", "745.69987158227022", "hp|horsepower|bhp")
_add("power", "1000", "kw|kilowatts|kilowatt")
_add("energy", "0.001", "kwh|kilowatthours|kilowatt hours|kilowatt-hours")
_add("energy", "1", "mwh|megawatthours|megawatt hours|megawatt-hours")
_add("energy", "1000", "gwh|gigawatthours|gigawatt hours|gigawatt-hours")
_add("energy", "1e6", "twh|terawatthours|terawatt hours|terawatt-hours")
_add("energy per atom", "1", "ev|electronvolts|electron volts")
_add("energy per mole", "1", "kj/mol")
_add("price per kg", "1", "usd/kg|$/kg")
_add("mass of an atom", "1", "da|u|amu|g/mol")

_TITLE_UNIT = re.compile(r"([^,:;()]+?)\s*\(([^()]{1,24})\)")
_IN_UNIT = re.compile(r"\bin ([^\s,;()]+(?: [a-z]+)?)\s*[.)]?\s*$", re.I)
_CLAIM_UNIT = re.compile(r"\s*(" + "|".join(sorted((re.escape(u) for u in _UNITS), key=len, reverse=True)) + r")(?![A-Za-z0-9])", re.I)


def unit_of(text: str | None) -> tuple[str, Decimal, Decimal] | None:
    """(dimension, size, offset) of a unit text, or None for text that is no unit we know."""
    return _UNITS.get(re.sub(r"\s+", " ", text.strip().lower())) if text else None


@lru_cache(maxsize=4096)
def title_units(table: Table) -> dict[int, str]:
    """Header position -> the unit the title states for that column: each "words (unit)" of the title goes to the one
    column whose header shares the most word stems with its words and has the fewest others (none on a tie or no
    shared stem); a closing "..., in kelvin" to every column the title lists by all of its header words."""
    found: dict[int, str] = {}
    for m in _TITLE_UNIT.finditer(table.title):
        unit = _SCALED.sub("", m.group(2).strip())  # "(thousand megawatthours)": the scale is the column's (title_scale)
        if unit_of(unit) is not None:
            j = _named_column(table, m.group(1).split(" and ")[-1])
            if j is not None:
                found.setdefault(j, unit)
            elif m.end() == len(table.title.rstrip(". ")):  # "generation by source (thousand MWh)": every quantity column
                for j in range(len(table.header)):
                    if _quantities(table, j):
                        found.setdefault(j, unit)
    listed = [inner.group(1) for inner in re.finditer(r"\(([^()]*)\)", table.title)] + re.split(r":\s", table.title)[1:2]
    for text in listed:  # "(precipitation in mm, temperatures in °C, wind in m/s)"; "...: air temperature and dew point
        for part in re.split(r",|;", text):  # in degrees Celsius, wind speed in metres per second, ..."
            said = re.fullmatch(r"\s*(?:and\s+)?(.+?)\s+in\s+(.+?)\s*", part)
            if said and unit_of(said.group(2)) is not None:
                for item in said.group(1).split(" and "):
                    if (j := _named_column(table, item)) is not None and _quantities(table, j):
                        found.setdefault(j, said.group(2))  # (never the year column: "for each year ..., in °C")
    tail = _IN_UNIT.search(table.title)  # "Melting point, boiling point and critical temperature ..., in kelvin"
    if tail and unit_of(tail.group(1)) is not None:
        listed = {stem(w) for w in re.split(r"\W+", re.sub(r"\([^()]*\)", " ", table.title[:tail.start()])) if w}
        for j, h in enumerate(table.header):  # every column the title lists by all its header words
            words = [stem(w) for w in header_words(h) if w.lower() not in HEADER_NOISE]
            own = unit_of(header_words(h)[-1]) if header_words(h) else None  # "wind_knots" of "... wind in knots and the pressure
            if own is not None and own[0] != unit_of(tail.group(1))[0]:  # in millibars": its own unit, never the title's last
                continue
            if words and all(w in listed for w in words) and _quantities(table, j):
                found.setdefault(j, tail.group(1))
            elif len(words) >= 2 and (own := unit_of(header_words(h)[-1])) is not None and own == unit_of(tail.group(1)) \
                    and _quantities(table, j):
                found.setdefault(j, tail.group(1))  # "max_sea_level_m" of a table "..., in metres": its own unit, spelled out
    for j, h in enumerate(table.header):  # "area (sq km)" in the header itself, or the header a unit ("metres", "km")
        if len(h.strip()) >= 2 and not h.isupper() and unit_of(h) is not None and unit_of(h)[0] != "fraction" and _quantities(table, j):
            found.setdefault(j, h.strip())
        inner = re.search(r"\(([^()]{1,24})\)\s*$", h)
        if inner and unit_of(inner.group(1)) is not None:
            found.setdefault(j, inner.group(1).strip())
        words = [w.lower() for w in header_words(h)]  # "area_km2", "length_km", "area_sq_mi": a unit as the last word
        if len(words) >= 3 and words[-2] == "cu" and words[-1] in ("in", "ft") and _quantities(table, j):
            found.setdefault(j, "cu " + words[-1])  # "displacement_cu_in", "trunk_cu_ft": a volume
        elif words[-2:] == ["lb", "ft"] and _quantities(table, j):
            found.setdefault(j, "lb-ft")  # "torque_lb_ft": pound-feet, never feet
        elif "mpg" in words and _quantities(table, j):
            found.setdefault(j, "mpg")  # "mpg_city", "hwy_mpg": miles per US gallon
        elif len(words) >= 2 and words[-1] in ("c", "f") and _quantities(table, j) and re.search(
                r"celsius|°c" if words[-1] == "c" else r"fahrenheit|°f", table.title, re.I):
            found.setdefault(j, "°" + words[-1])  # "july_anomaly_c" of a table "..., in degrees Celsius"
        elif len(words) >= 2 and words[-1] in _SUFFIX_UNITS:
            squared = "area" in words or words[-2] == "sq" or re.search(r"(?:km|mi)(?:2|²)$", h, re.I)
            found.setdefault(j, words[-1] + ("2" if squared and words[-1] in ("km", "mi") else ""))
        elif len(words) >= 2 and words[-1] in _QUANTITY_SUFFIXES and _quantities(table, j) and (  # "waist_in", "body_mass_g"
                words[-1] != "g" or {"mass", "weight"} & set(words)) and not (words[-1] == "in" and words[-2].endswith(("ed", "en"))):
            # (never "runs_batted_in", "driven_in": a participle's "in")
            found.setdefault(j, _QUANTITY_SUFFIXES[words[-1]])
    return {j: u for j, u in found.items() if unit_of(u)[0] != "power"}  # (power only converts a claim's restatement:
    # a column "hp" keeps its plain numbers, "averaged 466 hp" its mean)


_SCALED = re.compile(r"^(?:thousands?|millions?|billions?)\s+(?:of\s+)?", re.I)


def _named_column(table: Table, text: str) -> int | None:
    """The one column whose header shares the most word stems with ``text`` and has the fewest others (None on a tie
    or no shared stem)."""
    words = {stem(w) for w in re.split(r"\W+|(?<=[a-z])(?=[A-Z])|_", text) if w and w.lower() not in HEADER_NOISE}
    heads = [{stem(w) for w in header_words(h)} for h in table.header]  # "mass" is mass, not mass_number
    scores = [(len(words & hs) - len(hs - words) / 10 if words & hs else 0, j) for j, hs in enumerate(heads)]
    best = max((s for s, _ in scores), default=0)
    hits = [j for s, j in scores if s == best]
    return hits[0] if best and len(hits) == 1 else None


def _quantities(table: Table, j: int) -> bool:
    """Whether a column holds quantities: every cell a number, not all whole numbers 1000-2100 (years)."""
    cells = [r[j].strip().replace(",", "") for r in table.cells if r[j].strip()]
    try:
        nums = [Decimal(c) for c in cells]
    except ArithmeticError:
        return False
    return bool(nums) and not all(x == int(x) and 1000 <= x <= 2100 for x in nums)


_SUFFIX_UNITS = frozenset("km mi kg kt ft cm mm lb lbs litres liters gallons ppm ppb ppt".split())  # never a lone "m" or "t": "pop_m" is in millions
_QUANTITY_SUFFIXES = {"in": "inches", "g": "g", "reaumur": "réaumur", "celsius": "celsius", "fahrenheit": "fahrenheit"}  # only under a column of numbers ("check_in" is no length), "g" of a mass


def claim_unit(claim: str, end: int, dimensions: frozenset[str]) -> tuple[str, int] | None:
    """The unit written right after a number ending at ``end`` and its end, when it is of one of ``dimensions``
    (the dimensions the tables' title units have), else None."""
    m = _CLAIM_UNIT.match(claim, end)
    if m is None or (u := unit_of(m.group(1))) is None or u[0] not in dimensions:
        return None
    return m.group(1), m.end()


_UNIT_AFTER = re.compile(r"-?" + _CLAIM_UNIT.pattern, re.I)
_NUMBER_UNIT = re.compile(r"(?<![\d.,])(\d[\d,]*(?:\.\d+)?)-?" + _CLAIM_UNIT.pattern, re.I)  # "400 metres", "12-volt": compiled once


def titled_quantity(number: str, after: str, titles: Sequence[str]) -> bool:
    """Whether a number with the unit after it is a quantity some title names with the same number in a unit of the
    same size ("the Olympic 400 m" of "... the men's 400 metres final"): the event's name, not a value of its rows.

    >>> titled_quantity("400", " m winning time", ["Winning times of the men's 400 metres final"])
    True
    """
    said = _UNIT_AFTER.match(after)
    if said is None or (unit := unit_of(said.group(1))) is None:
        return False
    return any(m.group(1) == number and unit_of(m.group(2)) == unit for t in titles for m in _NUMBER_UNIT.finditer(t))


def convert(value: Decimal, source: str, target: str, offset: bool = True) -> Decimal | None:
    """``value`` in unit ``source`` written in unit ``target``; None when the two are of different dimensions.
    ``offset=False`` converts a difference ("585 K above": the same 585 in °C)."""
    a, b = unit_of(source), unit_of(target)
    if a is None or b is None or a[0] != b[0]:
        return None
    if not offset:
        return value * a[1] / b[1]
    return (value + a[2]) * a[1] / b[1] - b[2]


def same_dimension(a: str | None, b: str | None) -> bool:
    ua, ub = unit_of(a), unit_of(b)
    return ua is not None and ub is not None and ua[0] == ub[0]


SCALE_WORDS = {"thousand": 10**3, "thousands": 10**3, "million": 10**6, "millions": 10**6, "billion": 10**9, "billions": 10**9}
_TITLE_SCALE = re.compile(r"\((?:in\s+)?(thousands?|millions?|billions?)\b[^()]*\)|\bin\s+(thousands|millions|billions)\b", re.I)


def header_scale(words: Sequence[str]) -> int | None:
    """The scale a header's words state: "population_thousands" 1000, "salary_k_usd" 1000, "consumption_bn_usd" 10**9."""
    return next((SCALE_WORDS[w] for w in words if w in SCALE_WORDS), None) or next(
        (_SHORT_SCALES[a] for a, b in zip(words, words[1:]) if a in _SHORT_SCALES and b in ("usd", "eur", "gbp", "dollars")), None) or next(
        (_SHORT_SCALES[w] for w in words[1:] if w in ("bn", "mn")), None) or next(  # "avg_daily_volume_bn_shares": never metres
        (_SHORT_SCALES[m.group(1)] for w in words if (m := _FUSED_SCALE.fullmatch(w))), None)  # "gsp_1986_musd": millions of dollars


def numeric_scale(header: str) -> int | None:
    """The scale a header writes in digits: "drivers_10000s", "rural_roads_1000_miles", "fuel_10m_gallons" (tens of
    thousands, thousands, tens of millions); never a rate's base ("deaths_per_1000") nor a year."""
    parts = [p for p in re.split(r"[_\s()]+", header.lower()) if p]
    return next((int(m.group(1)) if m.group(1) else int(m.group(2)) * _SHORT_SCALES[m.group(3)] for k, p in enumerate(parts)
                 if k and (m := _NUMERIC_SCALE.fullmatch(p)) and parts[k - 1] != "per"), None)


_NUMERIC_SCALE = re.compile(r"(10|100|1000|10000|100000)s?|(10|100)(k|m|bn)")


_SHORT_SCALES = {"k": 1000, "m": 10**6, "mn": 10**6, "bn": 10**9}  # before a currency in a header
_FUSED_SCALE = re.compile(r"(k|m|mn|bn)(?:usd|eur|gbp)")


@lru_cache(maxsize=4096)
def scaled_headers(headers: tuple[str, ...]) -> bool:
    """Whether any header of a table states its own scale (a title's scale is then only theirs); once per table."""
    return any(header_scale(header_words(h)) or numeric_scale(h) for h in headers)


def title_scale(title: str) -> int:
    """The scale a title states for its table's quantities, else 1: "US employment (thousands of jobs)", "generation
    (thousand megawatthours)", "GDP, in billions". A cell 140592 under it is 140,592 thousand: "about 140.6 million"."""
    m = _TITLE_SCALE.search(title)
    return SCALE_WORDS[(m.group(1) or m.group(2)).lower()] if m else 1


_BASES = {"100k": 100000, "100000": 100000, "100,000": 100000, "10k": 10000, "10000": 10000, "10,000": 10000, "1k": 1000,
          "1000": 1000, "1,000": 1000, "thousand": 1000, "hundred thousand": 100000, "million": 10**6, "1m": 10**6, "hundred": 100, "100": 100,
          "100m": 10**8, "100 million": 10**8, "billion": 10**9, "1bn": 10**9}  # "deaths_per_100m_miles", "per billion vehicle miles"
_PER = re.compile(r"(?<![a-z])per[\s_]+(100m|100[\s_]+million|100k|100,?000|10k|10,?000|1k|1,?000|thousand|million|billion|1bn|1m|hundred|100)"
                  r"(?![a-z0-9])", re.I)  # also inside snake_case ("convictions_per_100000", "deaths_per_100m_miles")


_CLAIM_PER = re.compile(r"\s+(?:[a-z][\w'’-]*\s+){0,4}?(?:per|for\s+every|for\s+each)\s+(100\s+million|100,?000|10,?000|1,?000|hundred\s+thousand|thousand|million|billion|hundred)\b", re.I)


def rate_base(header: str, title: str = "") -> int | None:
    """The base of a rate column: "murders_per_100k" 100000, or the title's "rates per 100,000 residents"; None if
    neither says one."""
    m = _PER.search(header) or _PER.search(title)
    return _BASES[re.sub(r"[\s_]+", " ", m.group(1).lower())] if m else None  # ("deaths_per_100_million_vehicle_miles")


_ANY_PER = re.compile(r"\bper\s+(100\s+million|100,?000|10,?000|1,?000|hundred\s+thousand|thousand|million|billion)\b", re.I)


def written_base(claim: str) -> int | None:
    """The first rate base a claim writes anywhere ("... a rate as high as 2 per 1,000 births": 1000), or None."""
    m = _ANY_PER.search(claim)
    return _BASES[re.sub(r"\s+", " ", m.group(1).lower())] if m else None


def claim_rate_base(claim: str, end: int) -> int | None:
    """The base written right after a rate in a claim ("1.3 per 100,000 residents", "123 per million"), or None."""
    m = _CLAIM_PER.match(claim, end)
    return _BASES[re.sub(r"\s+", " ", m.group(1).lower())] if m else None

