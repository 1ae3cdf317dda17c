"""Ground truth for the ninth held-out lexical set (tests/test_lexical_heldout9.py).

For every pair id, a function of the stored rows returns (is the true claim
true, is the false twin true), computed from the cells rather than typed in, so
a mislabelled pair fails ``test_labels_hold_on_the_rows``. Rows are dicts keyed
by column name; cells stay strings as stored. NBA and WNBA teams are linked to
their titles through the team abbreviation (``nba_titles.champion``), to the
airports through their home city, and metro area codes to airports through the
IATA code (``metro_airports.airport_code`` = ``airports.iata``), so each fact
reads as the claim does (a team by its name, never its code). A claim's "about
N" is checked at the precision N is written to (:func:`_about`); feet are
0.3048 m, 1 m/s is 3.6 km/h, a thousand MWh is a GWh (1,000 GWh = 1 TWh).
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import pairwise
from pathlib import Path

from heldout_pairs import Rows, one_row, rows_of
from heldout_pairs import about as _about
from heldout_pairs import number as _n

DATA = Path(__file__).resolve().parent / "data" / "lexical_heldout9_tables.json"

NT, WT, TI, MA, AP = "nba_teams", "wnba_teams", "nba_titles", "metro_airports", "airports"
IE, EM, SW, SP = "iowa_electricity", "us_employment", "seattle_weather", "stock_prices"

FOOT_M = 0.3048


def rows_by_table() -> Rows:
    """The stored rows as dicts keyed by column name; cells stay strings as stored."""
    return rows_of(DATA)


# -- lookups ---------------------------------------------------------------------------------------------------


def _nba(r: Rows, team: str) -> dict[str, str]:
    return one_row(r[NT], team=team)


def _wnba(r: Rows, team: str) -> dict[str, str]:
    return one_row(r[WT], team=team)


def _titles_of(r: Rows, team: str) -> list[int]:
    abbr = _nba(r, team)["abbreviation"]
    return [int(x["season"]) for x in r[TI] if x["champion"] == abbr]


def _champion(r: Rows, season: int) -> str | None:
    """The listed team (by name) that won ``season``'s title, or None."""
    hits = [x["champion"] for x in r[TI] if int(x["season"]) == season]
    if not hits:
        return None
    return one_row(r[NT], abbreviation=hits[0])["team"]


def _ap(r: Rows, iata: str) -> dict[str, str]:
    return one_row(r[AP], iata=iata)


def _elev(r: Rows, iata: str) -> float:
    return _n(_ap(r, iata)["elevation_ft"])


def _year(r: Rows, year: int) -> dict[str, str]:
    return one_row(r[IE], year=str(year))


def _jan(r: Rows, year: int) -> dict[str, str]:
    return one_row(r[EM], month=f"{year}-01")


def _day(r: Rows, day: int) -> dict[str, str]:
    return one_row(r[SW], date=f"2015-12-{day:02d}")


def _price(r: Rows, month: str, symbol: str) -> float:
    return _n(one_row(r[SP], date=f"{month} 1 2009")[symbol])


def _three_sources(row: dict[str, str]) -> float:
    return _n(row["fossil_fuels"]) + _n(row["nuclear"]) + _n(row["renewables"])


def _max_by(rows: list[dict[str, str]], col: str) -> dict[str, str]:
    best = max(_n(x[col]) for x in rows)
    hits = [x for x in rows if _n(x[col]) == best]
    assert len(hits) == 1, col
    return hits[0]


def _min_by(rows: list[dict[str, str]], col: str) -> dict[str, str]:
    best = min(_n(x[col]) for x in rows)
    hits = [x for x in rows if _n(x[col]) == best]
    assert len(hits) == 1, col
    return hits[0]


def _metro_airports(r: Rows, city_code: str) -> list[dict[str, str]]:
    return [_ap(r, x["airport_code"]) for x in r[MA] if x["city_code"] == city_code]


MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
YEARS = range(2008, 2018)


# -- the facts, by pair id -------------------------------------------------------------------------------------

FACTS: dict[str, Callable[[Rows], tuple[bool, bool]]] = {}


def fact(pair_id: str):
    def register(fn: Callable[[Rows], tuple[bool, bool]]):
        FACTS[pair_id] = fn
        return fn

    return register


# wrong_entity


@fact("we1")
def we1(r: Rows) -> tuple[bool, bool]:
    founded = {t: _nba(r, t)["year_founded"] for t in ("Denver Nuggets", "Brooklyn Nets", "San Antonio Spurs", "Houston Rockets")}
    same = founded["Denver Nuggets"] == "1976"
    return (same and founded["Brooklyn Nets"] == founded["San Antonio Spurs"] == "1976",
            same and founded["Brooklyn Nets"] == founded["Houston Rockets"] == "1976")


@fact("we2")
def we2(r: Rows) -> tuple[bool, bool]:
    return _champion(r, 2011) == "Dallas Mavericks", _champion(r, 2011) == "Houston Rockets"


@fact("we3")
def we3(r: Rows) -> tuple[bool, bool]:
    chi = {_ap(r, x["airport_code"])["name"] for x in r[MA] if x["city_code"] == "CHI"}
    return ({"Chicago O'Hare International Airport", "Chicago Midway International Airport"} <= chi,
            {"Chicago O'Hare International Airport", "Dallas Love Field"} <= chi)


@fact("we4")
def we4(r: Rows) -> tuple[bool, bool]:
    most = max(int(x["championships"]) for x in r[WT])
    leaders = {x["team"] for x in r[WT] if int(x["championships"]) == most}
    return (most == 4 and leaders == {"Minnesota Lynx", "Seattle Storm"}, most == 4 and leaders == {"Minnesota Lynx", "Phoenix Mercury"})


@fact("we5")
def we5(r: Rows) -> tuple[bool, bool]:
    return _price(r, "Nov", "AMZN") == 135.91, _price(r, "Nov", "AAPL") == 135.91


@fact("we6")
def we6(r: Rows) -> tuple[bool, bool]:
    yyz, ytz = _ap(r, "YYZ"), _ap(r, "YTZ")
    return ((yyz["city"], yyz["state"]) == ("Mississauga", "Ontario"), (ytz["city"], ytz["state"]) == ("Mississauga", "Ontario"))


@fact("we7")
def we7(r: Rows) -> tuple[bool, bool]:
    return (_champion(r, 2012) == _champion(r, 2013) == "Miami Heat", _champion(r, 2012) == _champion(r, 2013) == "San Antonio Spurs")


@fact("we8")
def we8(r: Rows) -> tuple[bool, bool]:
    y = _year(r, 2016)
    return y["renewables"] == "21241", y["nuclear"] == "21241"


@fact("we10")
def we10(r: Rows) -> tuple[bool, bool]:
    sunny = {int(x["date"][-2:]) for x in r[SW] if x["weather"] == "sun"}
    return sunny == {11, 13, 14}, sunny == {11, 12, 14}


@fact("we11")
def we11(r: Rows) -> tuple[bool, bool]:
    sky, dream = _wnba(r, "Chicago Sky"), _wnba(r, "Atlanta Dream")
    return ((sky["year_founded"], sky["championships"]) == ("2005", "1"), (dream["year_founded"], dream["championships"]) == ("2005", "1"))


# superlative


@fact("su1")
def su1(r: Rows) -> tuple[bool, bool]:
    top = _max_by(r[NT], "championships")["team"]
    return top == "Boston Celtics", top == "Los Angeles Lakers"


@fact("su2")
def su2(r: Rows) -> tuple[bool, bool]:
    top = _max_by(r[AP], "elevation_ft")
    return ((top["iata"], top["elevation_ft"]) == ("DEN", "5433.8"), (top["iata"], top["elevation_ft"]) == ("ATL", "1026.2"))


@fact("su3")
def su3(r: Rows) -> tuple[bool, bool]:
    low = _min_by(r[AP], "elevation_ft")
    return ((low["iata"], low["elevation_ft"]) == ("JFK", "13"), (low["iata"], low["elevation_ft"]) == ("LGA", "20.7"))


@fact("su4")
def su4(r: Rows) -> tuple[bool, bool]:
    top = _max_by(r[IE], "fossil_fuels")
    return ((top["year"], top["fossil_fuels"]) == ("2010", "42750"), (top["year"], top["fossil_fuels"]) == ("2008", "42734"))


@fact("su6")
def su6(r: Rows) -> tuple[bool, bool]:
    top = _max_by(r[SW], "precipitation")
    return ((top["date"], top["precipitation"]) == ("2015-12-08", "54.1"), (top["date"], top["precipitation"]) == ("2015-12-07", "27.4"))


@fact("su7")
def su7(r: Rows) -> tuple[bool, bool]:
    low = _min_by(r[SW], "temp_min")
    return ((low["date"], low["temp_min"]) == ("2015-12-14", "1.7"), (low["date"], low["temp_min"]) == ("2015-12-01", "3.9"))


@fact("su8")
def su8(r: Rows) -> tuple[bool, bool]:
    symbols = ("AAPL", "AMZN", "GOOG", "IBM", "MSFT")

    def lowest_always(sym: str) -> bool:
        return all(min(symbols, key=lambda s: _n(row[s])) == sym for row in r[SP])

    return lowest_always("MSFT"), lowest_always("IBM")


@fact("su9")
def su9(r: Rows) -> tuple[bool, bool]:
    top = _max_by(r[EM], "nonfarm")
    return ((top["month"], top["nonfarm"]) == ("2015-01", "140592"), (top["month"], top["nonfarm"]) == ("2008-01", "138419"))


@fact("su10")
def su10(r: Rows) -> tuple[bool, bool]:
    new = _max_by(r[WT], "year_founded")
    return ((new["team"], new["year_founded"]) == ("Toronto Tempo", "2026"), (new["team"], new["year_founded"]) == ("Atlanta Dream", "2008"))


@fact("su11")
def su11(r: Rows) -> tuple[bool, bool]:
    new = _max_by(r[NT], "year_founded")
    return ((new["team"], new["year_founded"]) == ("Toronto Raptors", "1995"), (new["team"], new["year_founded"]) == ("Miami Heat", "1988"))


# direction


@fact("di1")
def di1(r: Rows) -> tuple[bool, bool]:
    ren = [_n(_year(r, y)["renewables"]) for y in YEARS]
    return all(b > a for a, b in pairwise(ren)), all(b < a for a, b in pairwise(ren))


@fact("di2")
def di2(r: Rows) -> tuple[bool, bool]:
    a, b = _n(_year(r, 2016)["fossil_fuels"]), _n(_year(r, 2017)["fossil_fuels"])
    values = (a, b) == (28437, 29329)
    return values and b > a, values and b < a


@fact("di3")
def di3(r: Rows) -> tuple[bool, bool]:
    a, b = _n(_jan(r, 2008)["manufacturing"]), _n(_jan(r, 2010)["manufacturing"])
    values = (a, b) == (13725, 11460)
    return values and b < a, values and b > a


@fact("di4")
def di4(r: Rows) -> tuple[bool, bool]:
    a, b = _n(_jan(r, 2008)["government"]), _n(_jan(r, 2009)["government"])
    return b > a, b < a


@fact("di5")
def di5(r: Rows) -> tuple[bool, bool]:
    amzn = _price(r, "Dec", "AMZN") - _price(r, "Nov", "AMZN")
    aapl = _price(r, "Dec", "AAPL") - _price(r, "Nov", "AAPL")
    return amzn < 0 < aapl, amzn > 0 and aapl > 0


@fact("di6")
def di6(r: Rows) -> tuple[bool, bool]:
    move = _price(r, "Feb", "MSFT") - _price(r, "Jan", "MSFT")
    return move < 0, move > 0


@fact("di7")
def di7(r: Rows) -> tuple[bool, bool]:
    a, b = _n(_day(r, 8)["temp_max"]), _n(_day(r, 9)["temp_max"])
    return b < a, b > a


@fact("di8")
def di8(r: Rows) -> tuple[bool, bool]:
    return _elev(r, "ORD") > _elev(r, "MDW"), _elev(r, "ORD") < _elev(r, "MDW")


@fact("di9")
def di9(r: Rows) -> tuple[bool, bool]:
    wings, mavs = int(_wnba(r, "Dallas Wings")["year_founded"]), int(_nba(r, "Dallas Mavericks")["year_founded"])
    return wings > mavs, wings < mavs


@fact("di10")
def di10(r: Rows) -> tuple[bool, bool]:
    lh = [_n(_jan(r, y)["leisure_and_hospitality"]) for y in range(2010, 2016)]
    return all(b > a for a, b in pairwise(lh)), all(b < a for a, b in pairwise(lh))


# difference


@fact("df1")
def df1(r: Rows) -> tuple[bool, bool]:
    gap = int(_nba(r, "Boston Celtics")["championships"]) - int(_nba(r, "Los Angeles Lakers")["championships"])
    return gap == 1, gap == 2


@fact("df2")
def df2(r: Rows) -> tuple[bool, bool]:
    gap = _elev(r, "DEN") - _elev(r, "ATL")
    return _about(gap, "4,400"), _about(gap, "3,400")


@fact("df3")
def df3(r: Rows) -> tuple[bool, bool]:
    gap = _n(_year(r, 2017)["renewables"]) - _n(_year(r, 2008)["renewables"])
    return gap == 16863, gap == 16683


@fact("df4")
def df4(r: Rows) -> tuple[bool, bool]:
    drop = _n(_jan(r, 2008)["nonfarm"]) - _n(_jan(r, 2009)["nonfarm"])
    return drop == 4364, drop == 4634


@fact("df5")
def df5(r: Rows) -> tuple[bool, bool]:
    a, b = _price(r, "Jan", "GOOG"), _price(r, "Dec", "GOOG")
    ends = (a, b) == (338.53, 619.98)
    return ends and round(b - a, 2) == 281.45, ends and round(b - a, 2) == 218.45


@fact("df6")
def df6(r: Rows) -> tuple[bool, bool]:
    d = _day(r, 3)
    spread = round(_n(d["temp_max"]) - _n(d["temp_min"]), 1)
    return spread == 7.8, spread == 6.8


@fact("df7")
def df7(r: Rows) -> tuple[bool, bool]:
    gap = int(_wnba(r, "New York Liberty")["year_founded"]) - int(_nba(r, "New York Knicks")["year_founded"])
    return gap == 51, gap == 41


@fact("df8")
def df8(r: Rows) -> tuple[bool, bool]:
    won = _titles_of(r, "Golden State Warriors")
    ok = 2015 in won and 2022 in won
    return ok and 2022 - 2015 == 7, ok and 2022 - 2015 == 6


@fact("df9")
def df9(r: Rows) -> tuple[bool, bool]:
    gap = _elev(r, "IAD") - _elev(r, "DCA")
    return _about(gap, "298"), _about(gap, "289")


@fact("df10")
def df10(r: Rows) -> tuple[bool, bool]:
    lost = (_n(_jan(r, 2008)["manufacturing"]) - _n(_jan(r, 2010)["manufacturing"])) / 1000  # millions
    return _about(lost, "2.3"), _about(lost, "3.3")


# joined


def _texas_abbrs(r: Rows) -> set[str]:
    return {x["abbreviation"] for x in r[NT] if x["state"] == "Texas"}


@fact("jo1")
def jo1(r: Rows) -> tuple[bool, bool]:
    n = sum(x["champion"] in _texas_abbrs(r) for x in r[TI])
    return n == 4, n == 5


@fact("jo2")
def jo2(r: Rows) -> tuple[bool, bool]:
    champ = _champion(r, 2019)
    founded = _nba(r, champ)["year_founded"] if champ else None
    return champ == "Toronto Raptors" and founded == "1995", champ == "Toronto Raptors" and founded == "1976"


@fact("jo3")
def jo3(r: Rows) -> tuple[bool, bool]:
    zones = {x["time_zone"] for x in _metro_airports(r, "HOU")}
    return zones == {"America/Chicago"}, zones == {"America/New_York"}


@fact("jo4")
def jo4(r: Rows) -> tuple[bool, bool]:
    top = max(_metro_airports(r, "NYC"), key=lambda x: _n(x["elevation_ft"]))
    return ((top["iata"], top["elevation_ft"]) == ("LGA", "20.7"), (top["iata"], top["elevation_ft"]) == ("JFK", "13"))


@fact("jo5")
def jo5(r: Rows) -> tuple[bool, bool]:
    city = _nba(r, "Denver Nuggets")["city"]
    elev = [x["elevation_ft"] for x in r[AP] if x["city"] == city]
    return elev == ["5433.8"], elev == ["5343.8"]


@fact("jo6")
def jo6(r: Rows) -> tuple[bool, bool]:
    nba = [x for x in r[NT] if x["city"] == "Washington"]
    wnba = [x for x in r[WT] if x["city"] == "Washington"]
    names = {x["team"] for x in nba + wnba} == {"Washington Wizards", "Washington Mystics"}
    total = sum(int(x["championships"]) for x in nba + wnba)
    return names and total == 2, names and total == 3


def _california_titles(r: Rows, lo: int, hi: int) -> int:
    cal = {x["abbreviation"] for x in r[NT] if x["state"] == "California"}
    return sum(x["champion"] in cal and lo <= int(x["season"]) <= hi for x in r[TI])


@fact("jo7")
def jo7(r: Rows) -> tuple[bool, bool]:
    n = _california_titles(r, 2015, 2024)
    return n == 5, n == 4


@fact("jo8")
def jo8(r: Rows) -> tuple[bool, bool]:
    city = _nba(r, "Chicago Bulls")["city"]
    codes = {x["city_code"] for x in r[MA] if x["city"] == city}
    (code,) = codes
    elev = {x["iata"]: x["elevation_ft"] for x in _metro_airports(r, code)}
    return elev == {"ORD": "680", "MDW": "619.8"}, elev == {"ORD": "680", "MDW": "691.8"}


@fact("jo9")
def jo9(r: Rows) -> tuple[bool, bool]:
    cities = {x["city"] for x in r[WT]}
    top = max((x for x in r[AP] if x["city"] in cities), key=lambda x: _n(x["elevation_ft"]))
    return ((top["city"], top["elevation_ft"]) == ("Atlanta", "1026.2"), (top["city"], top["elevation_ft"]) == ("Chicago", "680"))


@fact("jo10")
def jo10(r: Rows) -> tuple[bool, bool]:
    heat = _nba(r, "Miami Heat")
    n = len(_titles_of(r, "Miami Heat"))
    return heat["year_founded"] == "1988" and n == 3, heat["year_founded"] == "1988" and n == 2


# negation


@fact("ne1")
def ne1(r: Rows) -> tuple[bool, bool]:
    return (_champion(r, 2016) is None and _champion(r, 2021) is None, _champion(r, 2016) is None and _champion(r, 2020) is None)


@fact("ne2")
def ne2(r: Rows) -> tuple[bool, bool]:
    return _nba(r, "Brooklyn Nets")["championships"] == "0", _nba(r, "New York Knicks")["championships"] == "0"


@fact("ne3")
def ne3(r: Rows) -> tuple[bool, bool]:
    return all(_n(x["temp_max"]) >= 7 for x in r[SW]), all(_n(x["temp_max"]) >= 8 for x in r[SW])


@fact("ne4")
def ne4(r: Rows) -> tuple[bool, bool]:
    def none(*teams: str) -> bool:
        return all(_wnba(r, t)["championships"] == "0" for t in teams)

    return none("New York Liberty", "Atlanta Dream"), none("New York Liberty", "Dallas Wings")


@fact("ne5")
def ne5(r: Rows) -> tuple[bool, bool]:
    tx = [_n(x["elevation_ft"]) for x in r[AP] if x["state"] == "Texas"]
    return len(tx) == 4 and all(e <= 700 for e in tx), len(tx) == 4 and all(e <= 600 for e in tx)


@fact("ne6")
def ne6(r: Rows) -> tuple[bool, bool]:
    return (not any(_n(x["renewables"]) > _n(x["fossil_fuels"]) for x in r[IE]), not any(_n(x["nuclear"]) > _n(x["renewables"]) for x in r[IE]))


@fact("ne7")
def ne7(r: Rows) -> tuple[bool, bool]:
    gov = [_n(x["government"]) / 1000 for x in r[EM]]
    return all(g >= 21.8 for g in gov), all(g >= 21.9 for g in gov)


@fact("ne8")
def ne8(r: Rows) -> tuple[bool, bool]:
    ibm = [_n(x["IBM"]) for x in r[SP]]
    return all(p >= 89 for p in ibm), all(p >= 90 for p in ibm)


@fact("ne9")
def ne9(r: Rows) -> tuple[bool, bool]:
    return not _titles_of(r, "Chicago Bulls"), not _titles_of(r, "Dallas Mavericks")


@fact("ne11")
def ne11(r: Rows) -> tuple[bool, bool]:
    dry = [int(x["date"][-2:]) for x in r[SW] if _n(x["precipitation"]) == 0]
    return dry == [14], dry == [11]


# percent_vs_count


@fact("pc1")
def pc1(r: Rows) -> tuple[bool, bool]:
    y = _year(r, 2017)
    share = 100 * _n(y["renewables"]) / _three_sources(y)
    return _about(share, "39"), _about(share, "49")


@fact("pc2")
def pc2(r: Rows) -> tuple[bool, bool]:
    a, b = _n(_year(r, 2008)["renewables"]), _n(_year(r, 2017)["renewables"])
    grew = b - a == 16863
    return grew and _about(100 * (b - a) / a, "333"), grew and _about(100 * (b - a) / a, "233")


@fact("pc3")
def pc3(r: Rows) -> tuple[bool, bool]:
    won, total = len(_titles_of(r, "Golden State Warriors")), len(r[TI])
    return won == 4 and total == 18, total == 18 and 100 * won / total == 4


@fact("pc4")
def pc4(r: Rows) -> tuple[bool, bool]:
    sun = sum(x["weather"] == "sun" for x in r[SW])
    ok = sun == 3 and len(r[SW]) == 14
    return ok and _about(100 * sun / 14, "21"), ok and _about(100 * sun / 14, "30")


@fact("pc5")
def pc5(r: Rows) -> tuple[bool, bool]:
    a, b = _n(_jan(r, 2007)["construction"]), _n(_jan(r, 2011)["construction"])
    fall = 100 * (a - b) / a
    return _about(fall, "30"), _about(fall, "20")


@fact("pc6")
def pc6(r: Rows) -> tuple[bool, bool]:
    tx, n = len(_texas_abbrs(r)), len(r[NT])
    ok = tx == 3 and n == 14
    return ok and _about(100 * tx / n, "21"), ok and _about(100 * tx / n, "30")


@fact("pc7")
def pc7(r: Rows) -> tuple[bool, bool]:
    n97, n = sum(x["year_founded"] == "1997" for x in r[WT]), len(r[WT])
    ok = n97 == 4 and n == 11
    return ok and _about(100 * n97 / n, "36"), ok and _about(100 * n97 / n, "46")


@fact("pc8")
def pc8(r: Rows) -> tuple[bool, bool]:
    a, b = _price(r, "Jan", "AAPL"), _price(r, "Dec", "AAPL")
    ends = (a, b) == (90.13, 210.73)
    rise = 100 * (b - a) / a
    return ends and _about(rise, "134"), ends and _about(rise, "143")


@fact("pc10")
def pc10(r: Rows) -> tuple[bool, bool]:
    y = _year(r, 2013)
    share = 100 * _n(y["nuclear"]) / _three_sources(y)
    return _about(share, "9.4"), _about(share, "5.3")


@fact("pc11")
def pc11(r: Rows) -> tuple[bool, bool]:
    j = _jan(r, 2010)
    share = 100 * _n(j["government"]) / _n(j["nonfarm"])
    return _about(share, "17"), _about(share, "22")


# words


def _ratio_words(x: float, word: str) -> bool:
    """"nearly/almost N times" is within 10% below N; "more than N times" above N; "roughly/about N times" within 10%."""
    kind, n = word.split()
    if kind in ("nearly", "almost"):
        return 0.9 * int(n) <= x < int(n)
    if kind == "more_than":
        return x > int(n)
    return abs(x - int(n)) <= 0.1 * int(n)


@fact("wo1")
def wo1(r: Rows) -> tuple[bool, bool]:
    lal, chi = int(_nba(r, "Los Angeles Lakers")["championships"]), int(_nba(r, "Chicago Bulls")["championships"])
    return lal == 17 and _ratio_words(lal / chi, "nearly 3"), lal == 17 and _ratio_words(lal / chi, "more_than 3")


@fact("wo2")
def wo2(r: Rows) -> tuple[bool, bool]:
    n = sum(2005 <= y <= 2014 for y in _titles_of(r, "San Antonio Spurs"))
    return n == 3, n == 4


@fact("wo3")
def wo3(r: Rows) -> tuple[bool, bool]:
    x = _n(_year(r, 2017)["renewables"]) / _n(_year(r, 2008)["renewables"])
    return _ratio_words(x, "more_than 4"), _ratio_words(x, "more_than 5")


@fact("wo4")
def wo4(r: Rows) -> tuple[bool, bool]:
    a, b = _day(r, 8)["precipitation"], _day(r, 7)["precipitation"]
    ok = (a, b) == ("54.1", "27.4")
    x = _n(a) / _n(b)
    return ok and _ratio_words(x, "roughly 2"), ok and _ratio_words(x, "roughly 3")


@fact("wo5")
def wo5(r: Rows) -> tuple[bool, bool]:
    founders = [x for x in r[WT] if x["year_founded"] == "1997"]
    share = sum(x["championships"] == "0" for x in founders) / len(founders)
    return share == 1 / 4, share == 1 / 2


@fact("wo6")
def wo6(r: Rows) -> tuple[bool, bool]:
    codes = {x["city_code"] for x in r[MA]}
    each_two = all(sum(x["city_code"] == c for x in r[MA]) == 2 for c in codes)
    return each_two and len(codes) == 6, each_two and len(codes) == 5


@fact("wo7")
def wo7(r: Rows) -> tuple[bool, bool]:
    x = _price(r, "Jan", "GOOG") / _price(r, "Jan", "AAPL")
    return _ratio_words(x, "almost 4"), _ratio_words(x, "almost 3")


@fact("wo8")
def wo8(r: Rows) -> tuple[bool, bool]:
    j = _jan(r, 2015)
    x = _n(j["manufacturing"]) / _n(j["construction"])
    return _ratio_words(x, "about 2"), _ratio_words(x, "about 3")


@fact("wo9")
def wo9(r: Rows) -> tuple[bool, bool]:
    n = sum(int(x["championships"]) >= 1 for x in r[NT])
    ok = len(r[NT]) == 14
    return ok and n == 13, ok and n == 12


@fact("wo10")
def wo10(r: Rows) -> tuple[bool, bool]:
    x = _elev(r, "DEN") / _elev(r, "ATL")
    return _ratio_words(x, "more_than 5"), _ratio_words(x, "more_than 6")


# units_dates


@fact("ud1")
def ud1(r: Rows) -> tuple[bool, bool]:
    ft = _elev(r, "DEN")
    return ft == 5433.8 and _about(ft * FOOT_M, "1,656"), ft == 5433.8 and _about(ft * FOOT_M, "1,756")


@fact("ud2")
def ud2(r: Rows) -> tuple[bool, bool]:
    mm = _n(_day(r, 8)["precipitation"])
    return mm == 54.1, mm == 54.1 * 10  # the false twin says 54.1 cm (541 mm)


@fact("ud3")
def ud3(r: Rows) -> tuple[bool, bool]:
    def total(last: int) -> float:
        return round(sum(_n(_day(r, d)["precipitation"]) for d in range(1, last + 1)), 1)

    return total(7) == 83.7, total(8) == 83.7


@fact("ud4")
def ud4(r: Rows) -> tuple[bool, bool]:
    gwh = _n(_year(r, 2017)["renewables"])  # thousand MWh = GWh
    ok = gwh == 21933
    return ok and _about(gwh / 1000, "21.9"), ok and _about(gwh / 1000, "2.2")


@fact("ud5")
def ud5(r: Rows) -> tuple[bool, bool]:
    def millions(year: int) -> float:
        return _n(_jan(r, year)["nonfarm"]) / 1000

    return _about(millions(2010), "129.8"), _about(millions(2011), "129.8")


@fact("ud6")
def ud6(r: Rows) -> tuple[bool, bool]:
    first = next(m for m in MONTHS if _price(r, m, "MSFT") > 25)
    return first == "Sep", first == "Aug"


@fact("ud7")
def ud7(r: Rows) -> tuple[bool, bool]:
    founded = int(_nba(r, "Toronto Raptors")["year_founded"])
    won = _titles_of(r, "Toronto Raptors")
    return won == [2019] and 2019 - founded == 24, won == [2019] and 2019 - founded == 34


@fact("ud8")
def ud8(r: Rows) -> tuple[bool, bool]:
    toronto = {_ap(r, c)["time_zone"] for c in ("YTZ", "YYZ")} == {"America/Toronto"}
    lax = _ap(r, "LAX")["time_zone"]
    return toronto and lax == "America/Los_Angeles", toronto and lax == "America/Denver"


@fact("ud9")
def ud9(r: Rows) -> tuple[bool, bool]:
    ms = _n(_day(r, 10)["wind"])
    return ms == 7.5 and _about(ms * 3.6, "27"), ms == 7.5 and _about(ms * 3.6, "17")


@fact("ud11")
def ud11(r: Rows) -> tuple[bool, bool]:
    ft = _elev(r, "JFK")
    return ft == 13 and _about(ft * FOOT_M, "4"), ft == 13 and _about(ft * FOOT_M, "13")
