"""Ground truth for the eighth held-out lexical set (tests/test_lexical_heldout8.py).

For every pair id, a function of the stored rows returns (is the true claim
true, is the false twin true), computed from the cells rather than typed in, so
a mislabelled pair fails ``test_labels_hold_on_the_rows``. Rows are dicts keyed
by column name; cells stay strings as stored. Countries are linked to their
cities (``country_code``), continent (``continent_code``), currency
(``currency_code``) and borders (``country_a``/``country_b``) through their ISO
codes, US cities and counties to their states through ``state_code``, so each
fact reads as the claim does (a country or state by its name, never its code).
A claim's "about N" is checked at the precision N is written to
(:func:`_about`); square miles are km2 / 2.589988110336 (the international
mile, 1.609344 km).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from heldout_pairs import Rows, one_row, rows_of
from heldout_pairs import about as _about

DATA = Path(__file__).resolve().parent / "data" / "lexical_heldout8_tables.json"

CO, CN, CU, BO, CI = "countries", "continents", "currencies", "borders", "cities"
US, UC, UT = "us_states", "us_counties", "us_cities"

KM2_PER_SQ_MILE = 1.609344**2
MILLION, BILLION = 1e6, 1e9


def rows_by_table() -> Rows:
    """The stored rows as dicts keyed by column name; cells stay strings as stored."""
    return rows_of(DATA)


# -- lookups ---------------------------------------------------------------------------------------------------


def _country(r: Rows, name: str) -> dict[str, str]:
    return one_row(r[CO], country=name)


def _co(r: Rows, name: str, col: str) -> float:
    """A numeric cell (area_km2, population, neighbours) of the country's row."""
    return float(_country(r, name)[col])


def _name_of(r: Rows, iso: str) -> str:
    return one_row(r[CO], iso=iso)["country"]


def _density(r: Rows, name: str) -> float:
    return _co(r, name, "population") / _co(r, name, "area_km2")


def _continent_countries(r: Rows, continent: str) -> list[str]:
    code = one_row(r[CN], continent=continent)["continent_code"]
    return [c["country"] for c in r[CO] if c["continent_code"] == code]


def _continent_pop(r: Rows, continent: str) -> float:
    return float(one_row(r[CN], continent=continent)["population"])


def _continent_of_city(r: Rows, city: str) -> str:
    code = one_row(r[CO], iso=one_row(r[CI], city=city)["country_code"])["continent_code"]
    return one_row(r[CN], continent_code=code)["continent"]


def _currency(r: Rows, name: str) -> str:
    return one_row(r[CU], currency_code=_country(r, name)["currency_code"])["currency"]


def _neighbours(r: Rows, name: str) -> set[str]:
    """The countries the border table pairs with ``name``, by name."""
    iso = _country(r, name)["iso"]
    return {_name_of(r, b["country_b"] if b["country_a"] == iso else b["country_a"]) for b in r[BO] if iso in (b["country_a"], b["country_b"])}


def _borders(r: Rows, a: str, b: str) -> bool:
    return b in _neighbours(r, a)


def _city(r: Rows, city: str) -> dict[str, str]:
    return one_row(r[CI], city=city)


def _pop(r: Rows, city: str) -> float:
    return float(_city(r, city)["population"])


def _cities_of(r: Rows, name: str) -> list[str]:
    """The country's listed cities, most populous first."""
    iso = _country(r, name)["iso"]
    return [c["city"] for c in sorted((c for c in r[CI] if c["country_code"] == iso), key=lambda c: -float(c["population"]))]


def _country_of_city(r: Rows, city: str) -> str:
    return _name_of(r, _city(r, city)["country_code"])


def _capital_pop(r: Rows, name: str) -> float:
    return _pop(r, _country(r, name)["capital"])


def _state_code(r: Rows, state: str) -> str:
    return one_row(r[US], state=state)["state_code"]


def _counties(r: Rows, state: str) -> float:
    """The number of counties the states table lists for the state."""
    return float(one_row(r[US], state=state)["counties"])


def _county_rows(r: Rows, state: str) -> list[dict[str, str]]:
    code = _state_code(r, state)
    return [c for c in r[UC] if c["state_code"] == code]


def _county_names(r: Rows, state: str) -> set[str]:
    return {c["county"] for c in _county_rows(r, state)}


def _us(r: Rows, city: str, state: str) -> dict[str, str]:
    return one_row(r[UT], city=city, state_code=_state_code(r, state))


def _us_pop(r: Rows, city: str, state: str) -> float:
    return float(_us(r, city, state)["population"])


def _us_cities_of(r: Rows, state: str) -> list[str]:
    code = _state_code(r, state)
    return [c["city"] for c in sorted((c for c in r[UT] if c["state_code"] == code), key=lambda c: -float(c["population"]))]


def _us_city_zone(r: Rows, city: str) -> str:
    """The time zone of a US city whose name is unique in the table."""
    return one_row(r[UT], city=city)["time_zone"]


def _ranked(names: list[str], key: Callable[[str], float], lowest: bool = False) -> list[str]:
    return sorted(names, key=key, reverse=not lowest)


def _all_countries(r: Rows) -> list[str]:
    return [c["country"] for c in r[CO]]


def _sq_miles(km2: float) -> float:
    return km2 / KM2_PER_SQ_MILE


FACTS: dict[str, Callable[[Rows], tuple[bool, bool]]] = {}


def _fact(fn: Callable[[Rows], tuple[bool, bool]]) -> Callable[[Rows], tuple[bool, bool]]:
    """Register ``fn`` as the label check of the pair its name is the id of."""
    FACTS[fn.__name__] = fn
    return fn


# -- wrong_entity ----------------------------------------------------------------------------------------------


@_fact
def we1(r):
    ok = _pop(r, "Kraków") == 816614
    return ok and _cities_of(r, "Poland")[1] == "Kraków", ok and _cities_of(r, "Austria")[1] == "Kraków"


@_fact
def we2(r):
    return _currency(r, "Czechia") == "Koruna", _currency(r, "Poland") == "Koruna"


@_fact
def we3(r):
    ok = _pop(r, "Phnom Penh") == 1573544
    return ok and _country(r, "Cambodia")["capital"] == "Phnom Penh", ok and _country(r, "Thailand")["capital"] == "Phnom Penh"


@_fact
def we4(r):
    return _us_pop(r, "Aurora", "Colorado") == 359407, _us_pop(r, "Aurora", "Illinois") == 359407


@_fact
def we5(r):
    both = lambda a, b: "Kent County" in _county_names(r, a) and "Kent County" in _county_names(r, b)
    return both("Delaware", "Rhode Island"), both("Delaware", "Connecticut")


@_fact
def we6(r):
    second = lambda state: (_us_cities_of(r, state)[1] == "Tucson"
                            and float(one_row(r[UT], city="Tucson")["population"]) == 542629)
    return second("Arizona"), second("Nevada")


@_fact
def we7(r):
    top = _ranked(_all_countries(r), lambda c: _co(r, c, "area_km2"))[0]
    return (top == "Myanmar" and _co(r, "Myanmar", "area_km2") == 678500,
            top == "Thailand" and _co(r, "Thailand", "area_km2") == 678500)


@_fact
def we8(r):
    ok = _pop(r, "Takeo") == 843931
    return ok and _cities_of(r, "Cambodia")[1] == "Takeo", ok and _cities_of(r, "Laos")[1] == "Takeo"


@_fact
def we9(r):
    fips = lambda county: {c["county"]: c["fips"] for c in _county_rows(r, "Rhode Island")}.get(county)
    return fips("Providence County") == "44007", fips("Newport County") == "44007"


@_fact
def we10(r):
    top = _ranked(_continent_countries(r, "Europe"), lambda c: _co(r, c, "population"))[0]
    return (top == "Germany" and _co(r, "Germany", "population") == 82927922,
            top == "France" and _co(r, "France", "population") == 82927922)


@_fact
def we11(r):
    two = _cities_of(r, "Switzerland")[:2]
    return two == ["Zürich", "Geneva"], two == ["Zürich", "Graz"]


# -- superlative -----------------------------------------------------------------------------------------------


@_fact
def su1(r):
    least = _ranked(_all_countries(r), lambda c: _co(r, c, "area_km2"), lowest=True)[0]
    return least == "Switzerland", least == "Czechia"


@_fact
def su2(r):
    top = max(r[CI], key=lambda c: float(c["population"]))["city"]
    return top == "Ho Chi Minh City", top == "Bangkok"


@_fact
def su3(r):
    cities = [c["city"] for c in r[CI] if _continent_of_city(r, c["city"]) == "Europe"]
    top = max(cities, key=lambda c: _pop(r, c))
    return top == "Berlin", top == "Rome"


@_fact
def su4(r):
    least = min(r[UT], key=lambda c: float(c["population"]))
    alaska = _state_code(r, "Alaska")
    return (least["city"], least["state_code"]) == ("Juneau", alaska), (least["city"], least["state_code"]) == ("Fairbanks", alaska)


@_fact
def su5(r):
    top = _ranked(_all_countries(r), lambda c: _co(r, c, "population"))[0]
    return top == "Vietnam", top == "Germany"


@_fact
def su6(r):
    counts = {s["state"]: float(s["counties"]) for s in r[US]}
    fewest = [s for s, n in counts.items() if n == min(counts.values())]
    return fewest == ["Delaware"], fewest == ["Hawaii"]


@_fact
def su7(r):
    least = _ranked(_continent_countries(r, "Asia"), lambda c: _co(r, c, "population"), lowest=True)[0]
    return least == "Laos", least == "Cambodia"


@_fact
def su8(r):
    least = min(r[CI], key=lambda c: float(c["population"]))
    return (least["city"], least["population"]) == ("Savannakhet", "125760"), (least["city"], least["population"]) == ("Geneva", "201741")


@_fact
def su9(r):
    order = _ranked(_all_countries(r), lambda c: _co(r, c, "area_km2"), lowest=True)
    return order[:2] == ["Switzerland", "Czechia"], order[:2] == ["Switzerland", "Austria"]


@_fact
def su10(r):
    order = [c["city"] for c in sorted(r[UT], key=lambda c: -float(c["population"]))]
    return order[:2] == ["Chicago", "Phoenix"], order[:2] == ["Chicago", "Seattle"]


@_fact
def su11(r):
    top = _ranked(_all_countries(r), lambda c: _density(r, c))[0]
    return top == "Vietnam", top == "Germany"


# -- direction -------------------------------------------------------------------------------------------------


@_fact
def di1(r):
    a, b = _co(r, "Thailand", "area_km2"), _co(r, "Vietnam", "area_km2")
    return a > b, a < b


@_fact
def di2(r):
    a, b = _pop(r, "Hanoi"), _pop(r, "Ho Chi Minh City")
    return a < b, a > b


@_fact
def di3(r):
    larger = _co(r, "Austria", "area_km2") > _co(r, "Czechia", "area_km2")
    a, b = _co(r, "Austria", "population"), _co(r, "Czechia", "population")
    return larger and a < b, larger and a > b


@_fact
def di4(r):
    a, b = _us_pop(r, "Warwick", "Rhode Island"), _us_pop(r, "Dover", "Delaware")
    return a > b, a < b


@_fact
def di5(r):
    a, b = _continent_pop(r, "Europe"), _continent_pop(r, "North America")
    return a > b, a < b


@_fact
def di6(r):
    roles = _cities_of(r, "Switzerland")[0] == "Zürich" and _cities_of(r, "Austria")[1] == "Graz"
    a, b = _pop(r, "Zürich"), _pop(r, "Graz")
    return roles and a > b, roles and a < b


@_fact
def di7(r):
    a, b = _co(r, "Poland", "area_km2"), _co(r, "Italy", "area_km2")
    slight = abs(a - b) / max(a, b) < 0.05
    return slight and a > b, slight and a < b


@_fact
def di8(r):
    a, b = _us_pop(r, "Fairbanks", "Alaska"), _us_pop(r, "Juneau", "Alaska")
    slight = abs(a - b) / max(a, b) < 0.05
    return slight and a > b, slight and a < b


@_fact
def di9(r):
    a, b = _density(r, "Thailand"), _density(r, "Czechia")
    slight = abs(a - b) / max(a, b) < 0.05
    return slight and a > b, slight and a < b


@_fact
def di10(r):
    a, b = _counties(r, "Washington"), _counties(r, "Alaska")
    return a > b, a < b


@_fact
def di11(r):
    a, b = _pop(r, "Mandalay"), _pop(r, "Prague")
    slight = abs(a - b) / max(a, b) < 0.05
    return slight and a > b, slight and a < b


# -- difference ------------------------------------------------------------------------------------------------


@_fact
def df1(r):
    d = _co(r, "France", "area_km2") - _co(r, "Poland", "area_km2")
    return d == 234345, d == 243345


@_fact
def df2(r):
    d = (_pop(r, "Berlin") - _pop(r, "Hamburg")) / MILLION
    return _about(d, "1.45"), _about(d, "1.54")


@_fact
def df3(r):
    d = _us_pop(r, "Phoenix", "Arizona") - _us_pop(r, "Tucson", "Arizona")
    return d == 1107441, d == 1170441


@_fact
def df4(r):
    d = (_co(r, "Vietnam", "population") - _co(r, "Germany", "population")) / MILLION
    return _about(d, "12.6"), _about(d, "16.2")


@_fact
def df5(r):
    d = _counties(r, "Illinois") - _counties(r, "Colorado")
    return d == 38, d == 48


@_fact
def df6(r):
    d = (_continent_pop(r, "Asia") - _continent_pop(r, "Europe")) / BILLION
    return _about(d, "3.07"), _about(d, "3.17")


@_fact
def df7(r):
    d = _pop(r, "Rome") - _pop(r, "Milan")
    return _about(d, "947,000"), _about(d, "974,000")


@_fact
def df8(r):
    d = _co(r, "Myanmar", "area_km2") - _co(r, "Thailand", "area_km2")
    return d == 164500, d == 146500


@_fact
def df9(r):
    second = _us_cities_of(r, "Nevada")[1] == "Henderson"
    d = _us_pop(r, "Las Vegas", "Nevada") - _us_pop(r, "Henderson", "Nevada")
    return second and d == 356236, second and d == 365236


@_fact
def df10(r):
    a, b = _cities_of(r, "Thailand")[:2]
    d = _pop(r, a) - _pop(r, b)
    return d == 4715556, d == 4751556


@_fact
def df11(r):
    total = lambda cont: sum(_co(r, c, "population") for c in _continent_countries(r, cont))
    sizes = len(_continent_countries(r, "Europe")), len(_continent_countries(r, "Asia"))
    d = (total("Europe") - total("Asia")) / MILLION
    return sizes == (7, 5) and _about(d, "34"), sizes == (7, 5) and _about(d, "43")


# -- joined ----------------------------------------------------------------------------------------------------


@_fact
def jo1(r):
    euro = {c for c in _all_countries(r) if _currency(r, c) == "Euro"}
    return euro == {"Germany", "France", "Austria", "Italy"}, euro == {"Germany", "France", "Czechia", "Italy"}


@_fact
def jo2(r):
    return _borders(r, "Germany", "Poland"), _borders(r, "Germany", "Italy")


@_fact
def jo3(r):
    cont = _continent_of_city(r, "Samut Prakan")
    return cont == "Asia", cont == "Europe"


@_fact
def jo4(r):
    p = _capital_pop(r, "Vietnam")
    return p == 8053663, p == 14002598


@_fact
def jo5(r):
    return "New London County" in _county_names(r, "Connecticut"), "New London County" in _county_names(r, "Rhode Island")


@_fact
def jo6(r):
    around = _neighbours(r, "Czechia")
    euro = sum(_currency(r, c) == "Euro" for c in around)
    return len(around) == 3 and euro == 2, len(around) == 3 and euro == 3


@_fact
def jo7(r):
    top = lambda fips: _us_cities_of(r, one_row(r[US], fips=fips)["state"])[0]
    return top("04") == "Phoenix", top("08") == "Phoenix"


@_fact
def jo8(r):
    around = _neighbours(r, "Italy")
    return around == {"France", "Austria", "Switzerland"}, around == {"France", "Austria", "Germany"}


@_fact
def jo9(r):
    cur = _currency(r, _country_of_city(r, "Kraków"))
    return cur == "Zloty", cur == "Koruna"


@_fact
def jo10(r):
    total = sum(_co(r, c, "population") for c in _continent_countries(r, "Asia")) / MILLION
    return _about(total, "242"), _about(total, "252")


@_fact
def jo11(r):
    total = _us_pop(r, "Aurora", "Colorado") + _us_pop(r, "Aurora", "Illinois")
    return total == 560068, total == 560086


# -- negation --------------------------------------------------------------------------------------------------


@_fact
def ne1(r):
    among = _country(r, "Switzerland")["capital"] == "Bern" and "Bern" in _cities_of(r, "Switzerland")[:2]
    return not among, among


@_fact
def ne2(r):
    return not _borders(r, "Poland", "Austria"), not _borders(r, "Poland", "Czechia")


@_fact
def ne3(r):
    return _currency(r, "Switzerland") != "Euro", _currency(r, "Austria") != "Euro"


@_fact
def ne4(r):
    zone = _city(r, "Hanoi")["time_zone"]
    return zone != "Asia/Ho_Chi_Minh", zone != "Asia/Bangkok"


@_fact
def ne5(r):
    return "Newport County" not in _county_names(r, "Delaware"), "Newport County" not in _county_names(r, "Rhode Island")


@_fact
def ne6(r):
    differs = lambda c: _country(r, c)["capital"] != _cities_of(r, c)[0]
    return differs("Myanmar"), differs("Thailand")


@_fact
def ne7(r):
    code = _state_code(r, "Alaska")
    every = all(c["time_zone"] == "America/Anchorage" for c in r[UT] if c["state_code"] == code)
    return not every, every


@_fact
def ne8(r):
    most = max(_co(r, c, "population") for c in _continent_countries(r, "Asia"))
    return most <= 100 * MILLION, most <= 90 * MILLION


@_fact
def ne9(r):
    return not _borders(r, "Vietnam", "Thailand"), not _borders(r, "Vietnam", "Laos")


@_fact
def ne10(r):
    least = min(float(s["counties"]) for s in r[US])
    return not least < 3, not least < 5


@_fact
def ne11(r):
    others = [_pop(r, c) for c in _cities_of(r, "Czechia") if c != "Prague"]
    return all(p < 400000 for p in others), all(p < 300000 for p in others)


# -- percent_vs_count ------------------------------------------------------------------------------------------


@_fact
def pc1(r):
    share = 100 * _co(r, "Vietnam", "population") / _continent_pop(r, "Asia")
    return _about(share, "2.5"), _about(share, "3.5")


@_fact
def pc2(r):
    share = 100 * len(_neighbours(r, "Germany")) / len(r[BO])
    return len(r[BO]) == 19 and _about(share, "26"), len(r[BO]) == 19 and _about(share, "32")


@_fact
def pc3(r):
    share = sum(_currency(r, c) == "Euro" for c in _all_countries(r)) / len(r[CO])
    return len(r[CO]) == 12 and share == 1 / 3, len(r[CO]) == 12 and share == 1 / 4


@_fact
def pc4(r):
    share = 100 * len(_county_rows(r, "Connecticut")) / len(r[UC])
    return len(r[UC]) == 21 and _about(share, "38"), len(r[UC]) == 21 and _about(share, "8")


@_fact
def pc5(r):
    share = 100 * _pop(r, "Berlin") / _co(r, "Germany", "population")
    return _about(share, "4.1"), _about(share, "4.7")


@_fact
def pc6(r):
    more = 100 * (_counties(r, "Illinois") / _counties(r, "Colorado") - 1)
    return _about(more, "59"), _about(more, "38")


@_fact
def pc7(r):
    a, b = _pop(r, "Ho Chi Minh City"), _pop(r, "Hanoi")
    return _about((a - b) / MILLION, "5.9"), _about(100 * (a / b - 1), "5.9")


@_fact
def pc8(r):
    share = 100 * len(_continent_countries(r, "Asia")) / len(r[CO])
    return _about(share, "42"), _about(share, "58")


@_fact
def pc9(r):
    ny = sum(c["time_zone"] == "America/New_York" for c in r[UT])
    return len(r[UT]) == 22 and ny == 6, len(r[UT]) == 22 and 100 * ny / len(r[UT]) == 6


@_fact
def pc10(r):
    share = 100 * _co(r, "Switzerland", "area_km2") / _co(r, "Germany", "area_km2")
    return _about(share, "12"), _about(share, "21")


@_fact
def pc11(r):
    share = 100 * len(_neighbours(r, "Laos")) / _co(r, "Laos", "neighbours")
    five = _co(r, "Laos", "neighbours") == 5
    return five and _about(share, "80"), five and _about(share, "60")


# -- words -----------------------------------------------------------------------------------------------------


@_fact
def wo1(r):
    n = _counties(r, "Delaware")
    return n == 3, n == 4


@_fact
def wo2(r):
    n = _co(r, "Germany", "neighbours")
    return n == 9, n == 8


@_fact
def wo3(r):
    n = len(_neighbours(r, "Austria"))
    return len(r[BO]) == 19 and n == 4, len(r[BO]) == 19 and n == 5


@_fact
def wo4(r):
    second = _cities_of(r, "Vietnam")[1] == "Hanoi"
    just_over = lambda m: m * MILLION <= _pop(r, "Hanoi") < (m + 0.25) * MILLION
    return second and just_over(8), second and just_over(9)


@_fact
def wo5(r):
    m = _co(r, "Thailand", "population") / MILLION
    return _about(m, "69"), _about(m, "79")


@_fact
def wo6(r):
    order = _us_cities_of(r, "Colorado")
    return order.index("Aurora") == 2, order.index("Aurora") == 1


@_fact
def wo7(r):
    n = len(_continent_countries(r, "Europe"))
    return len(r[CO]) == 12 and n == 7, len(r[CO]) == 12 and n == 6


@_fact
def wo8(r):
    ratio = _pop(r, "Berlin") / _pop(r, "Milan")
    return abs(ratio - 2.5) < 0.25, abs(ratio - 1.5) < 0.25


@_fact
def wo9(r):
    kalawao = "Kalawao County" in _county_names(r, "Hawaii")
    n = len(_county_rows(r, "Hawaii"))
    return kalawao and n == 5, kalawao and n == 6


@_fact
def wo10(r):
    order = _ranked(_continent_countries(r, "Europe"), lambda c: _co(r, c, "population"))
    return order.index("Poland") == 3, order.index("Poland") == 4


@_fact
def wo11(r):
    ratio = _us_pop(r, "Anchorage", "Alaska") / _us_pop(r, "Fairbanks", "Alaska")
    return round(ratio) == 9, round(ratio) == 7


# -- units_dates -----------------------------------------------------------------------------------------------


@_fact
def ud1(r):
    mi2 = _sq_miles(_co(r, "France", "area_km2"))
    return _about(mi2, "211,000"), _about(mi2, "547,000")


@_fact
def ud2(r):
    mi2 = _sq_miles(_co(r, "Switzerland", "area_km2"))
    return _about(mi2, "15,900"), _about(mi2, "41,300")


@_fact
def ud3(r):
    m = _co(r, "Italy", "population") / MILLION
    return _about(m, "60.4"), _about(m, "6.04")


@_fact
def ud4(r):
    zone = _city(r, "Hanoi")["time_zone"]
    return zone == _city(r, "Bangkok")["time_zone"], zone == _city(r, "Ho Chi Minh City")["time_zone"]


@_fact
def ud5(r):
    phx, den = _us_city_zone(r, "Phoenix"), _us_city_zone(r, "Denver")
    return (phx, den) == ("America/Phoenix", "America/Denver"), phx == den == "America/Denver"


@_fact
def ud6(r):
    share = lambda a, b: _us_city_zone(r, a) == _us_city_zone(r, b) == "America/Los_Angeles"
    return share("Las Vegas", "Seattle"), share("Las Vegas", "Phoenix")


@_fact
def ud7(r):
    p = _continent_pop(r, "Asia")
    return _about(p / BILLION, "3.8"), _about(p / MILLION, "3.8")


@_fact
def ud8(r):
    km2 = _co(r, "Myanmar", "area_km2")
    return km2 == 678500, _sq_miles(km2) == 678500


@_fact
def ud9(r):
    km2 = sum(_co(r, c, "area_km2") for c in _continent_countries(r, "Europe"))
    seven = len(_continent_countries(r, "Europe")) == 7
    return seven and _about(km2 / MILLION, "1.72"), seven and _about(_sq_miles(km2) / MILLION, "1.72")


@_fact
def ud10(r):
    zone = _us(r, "Juneau", "Alaska")["time_zone"]
    return zone == "America/Juneau", zone == "America/Anchorage"


@_fact
def ud11(r):
    capital = _country(r, "Laos")["capital"] == "Vientiane"
    m = _pop(r, "Vientiane") / MILLION
    return capital and _about(m, "0.84"), capital and _about(m, "8.4")
