"""The label checks of the twenty-first held-out set (``tests/test_lexical_heldout21.py``): one function per pair id,
recomputing from the stored cells whether the true claim holds and whether its false twin holds (``(True, False)``
when the labels are right). The tables are those of ``tests/data/lexical_heldout21_tables.json`` (see DATA.md)."""

from __future__ import annotations

from collections.abc import Callable
from itertools import pairwise
from pathlib import Path

import heldout_pairs
from heldout_pairs import (
    Rows,
    about,
    both_fillings,
    keyed_cell,
    keyed_column,
    keyed_number,
    top_key,
)

DATA = Path(__file__).parent / "data" / "lexical_heldout21_tables.json"

BIRTHS = "state_births"
MURDERS = "state_murders"
TRAFFIC = "state_traffic"
ELECTIONS = "presidential_elections"
ECONOMY = "unemployment_inflation"
APPROVAL = "bush_approval_2005"
WINE = "wine_and_deaths"

MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December")


def rows_by_table() -> Rows:
    return heldout_pairs.rows_of(DATA)


FACTS: dict[str, Callable[[Rows], tuple[bool, bool]]] = {}


def fact(fn: Callable[[Rows], tuple[bool, bool]]) -> Callable[[Rows], tuple[bool, bool]]:
    FACTS[fn.__name__] = fn
    return fn


# --- lookups through the link: a state is named in state_births, its murders and traffic are stored by postal code


def code(r: Rows, state: str) -> str:
    return keyed_cell(r, BIRTHS, state, "postal_code")


def murders(r: Rows, state: str, col: str) -> float:
    return keyed_number(r, MURDERS, code(r, state), col)


def traffic(r: Rows, state: str, col: str) -> float:
    return keyed_number(r, TRAFFIC, code(r, state), col)


def law(r: Rows, state: str, col: str) -> bool:
    return keyed_cell(r, TRAFFIC, code(r, state), col) == "yes"


def state_of(r: Rows, postal_code: str) -> str:
    hits = [row["state"] for row in r[BIRTHS] if row["postal_code"] == postal_code]
    assert len(hits) == 1, postal_code
    return hits[0]


def births(r: Rows, state: str, col: str) -> float:
    return keyed_number(r, BIRTHS, state, col)


def dem_pct(r: Rows, year: str) -> float:
    """The Democratic share of the two-party vote in per cent (stored as a proportion)."""
    return 100 * keyed_number(r, ELECTIONS, year, "dem_two_party_share")


def economy(r: Rows, year: str, col: str) -> float:
    return keyed_number(r, ECONOMY, year, col)


def approval(r: Rows, month: str, col: str = "approval_pct") -> float:
    return keyed_number(r, APPROVAL, month, col)


def wine(r: Rows, country: str, col: str) -> float:
    return keyed_number(r, WINE, country, col)


def close(a: float, b: float) -> bool:
    return abs(a - b) < 1e-9


# --- wrong_entity


@fact
def we1(r):
    return both_fillings(lambda s: births(r, s, "poverty_rate_pct_1990") == 23.6, "Louisiana", "Kentucky")


@fact
def we2(r):
    return both_fillings(lambda c: wine(r, c, "wine_alcohol_litres") == 7.9, "Italy", "Spain")


@fact
def we3(r):
    return both_fillings(lambda s: murders(r, s, "executions_1991_1993") == 34, "Texas", "Virginia")


@fact
def we4(r):
    return both_fillings(lambda m: approval(r, m) == 37.64, "November", "October")


@fact
def we5(r):
    return both_fillings(lambda y: about(dem_pct(r, y), "61.3"), "1964", "1936")


@fact
def we6(r):
    return both_fillings(lambda s: traffic(r, s, "deaths_per_100m_miles_1985") == 4.4
                         and traffic(r, s, "deaths_per_100m_miles_1990") == 2.5, "Arizona", "Nevada")


@fact
def we7(r):
    return both_fillings(lambda y: economy(r, y, "unemployment_pct") == 7.7, "1976", "1980")


@fact
def we8(r):
    return both_fillings(lambda c: wine(r, c, "heart_disease_deaths_per_100k") == 36, "Japan", "France")


@fact
def we9(r):
    return both_fillings(lambda s: births(r, s, "per_capita_income_usd_1990") == 20867, "Alaska", "California")


@fact
def we10(r):
    return both_fillings(lambda s: murders(r, s, "murder_rate_1993") == 12.7, "Maryland", "Illinois")


# --- superlative


@fact
def su1(r):
    top = state_of(r, top_key(r, MURDERS, "murder_rate_1993"))
    return both_fillings(lambda s: s == top, "Louisiana", "California")


@fact
def su2(r):
    top = top_key(r, WINE, "wine_alcohol_litres")
    return both_fillings(lambda c: c == top, "France", "Italy")


@fact
def su3(r):
    top = top_key(r, ELECTIONS, "dem_two_party_share")
    return both_fillings(lambda y: y == top, "1936", "1964")


@fact
def su4(r):
    top = top_key(r, APPROVAL, "gas_price_cents")
    return both_fillings(lambda m: m == top and approval(r, m, "gas_price_cents") == 292.7, "September", "October")


@fact
def su5(r):
    low = top_key(r, BIRTHS, "per_capita_income_usd_1990", lowest=True)
    return both_fillings(lambda s: s == low, "Utah", "Louisiana")


def rank_of(r: Rows, table: str, col: str, key: str) -> int:
    """1 for the highest value of ``col``; a tie with the key's value is a broken label."""
    values = keyed_column(r, table, col)
    assert sum(v == values[key] for v in values.values()) == 1, (table, col, key)
    return 1 + sum(v > values[key] for v in values.values())


@fact
def su6(r):
    heart = wine(r, "Finland", "heart_disease_deaths_per_100k") == 297
    return both_fillings(lambda rank: heart and rank_of(r, WINE, "heart_disease_deaths_per_100k", "Finland") == rank, 2, 1)


@fact
def su7(r):
    first = top_key(r, BIRTHS, "population_thousands_1990") == "California"
    return both_fillings(lambda s: first and rank_of(r, BIRTHS, "population_thousands_1990", s) == 2, "Texas", "Florida")


@fact
def su8(r):
    top = top_key(r, APPROVAL, "sp500")
    return both_fillings(lambda m: m == top and approval(r, m, "sp500") == 1249.48, "November", "December")


@fact
def su9(r):
    top = top_key(r, ELECTIONS, "inflation_pct")
    return both_fillings(lambda y: y == top and about(keyed_number(r, ELECTIONS, y, "inflation_pct"), "16.5"), "1920", "1948")


@fact
def su10(r):
    top = state_of(r, top_key(r, TRAFFIC, "deaths_per_100m_miles_1990"))
    return both_fillings(lambda s: s == top and traffic(r, s, "deaths_per_100m_miles_1990") == 3.6, "Nevada", "Arizona")


# --- direction


@fact
def di1(r):
    fell = murders(r, "Michigan", "murder_rate_1993") < murders(r, "Michigan", "murder_rate_1987")
    return fell, not fell  # true: "fell"; false twin: "rose"


@fact
def di2(r):
    higher = approval(r, "March") > approval(r, "January")
    return higher, not higher  # "higher" / "lower"


@fact
def di3(r):
    fell = approval(r, "October", "gas_price_cents") < approval(r, "September", "gas_price_cents")
    return fell, not fell  # "fell" / "rose"


@fact
def di4(r):
    lower = economy(r, "1968", "unemployment_pct") < economy(r, "1964", "unemployment_pct")
    return lower, not lower  # "lower" / "higher"


@fact
def di5(r):
    eased = economy(r, "1984", "inflation_pct") < economy(r, "1980", "inflation_pct")
    return eased, not eased  # "eased" / "picked up"


@fact
def di6(r):
    up = births(r, "Ohio", "infant_mortality_1990") > births(r, "Ohio", "infant_mortality_1987")
    return up, not up  # "went up" / "went down"


@fact
def di7(r):
    more = wine(r, "Italy", "liver_disease_deaths_per_100k") > wine(r, "France", "liver_disease_deaths_per_100k")
    return more, not more  # "more" / "fewer"


@fact
def di8(r):
    rose = dem_pct(r, "1992") > dem_pct(r, "1988")
    return rose, not rose  # "rose" / "fell"


@fact
def di9(r):
    higher = traffic(r, "Florida", "deaths_per_100m_miles_1990") > traffic(r, "Alabama", "deaths_per_100m_miles_1990")
    return higher, not higher  # "higher" / "lower"


@fact
def di10(r):
    declined = births(r, "Oregon", "low_birth_weight_pct_1990") < births(r, "Oregon", "low_birth_weight_pct_1987")
    return declined, not declined  # "declined" / "increased"


# --- difference


@fact
def df1(r):
    gap = (births(r, "California", "population_thousands_1990") - births(r, "Texas", "population_thousands_1990")) / 1000
    return both_fillings(lambda w: about(gap, w), "12.8", "13.8")


@fact
def df2(r):
    gap = wine(r, "France", "wine_alcohol_litres") - wine(r, "Italy", "wine_alcohol_litres")
    return both_fillings(lambda x: close(gap, x), 1.2, 2.2)


@fact
def df3(r):
    drop = approval(r, "March") - approval(r, "November")
    return both_fillings(lambda x: close(drop, x), 13.88, 12.88)


@fact
def df4(r):
    more = murders(r, "Texas", "executions_1991_1993") - murders(r, "Texas", "executions_1988_1990")
    return both_fillings(lambda x: more == x, 23, 33)


@fact
def df5(r):
    rise = dem_pct(r, "1936") - dem_pct(r, "1932")
    return both_fillings(lambda w: about(rise, w), "3.3", "4.3")


@fact
def df6(r):
    gap = economy(r, "1992", "unemployment_pct") - economy(r, "2000", "unemployment_pct")
    return both_fillings(lambda x: close(gap, x), 3.5, 2.5)


@fact
def df7(r):
    total = sum(births(r, s, "population_thousands_1990") for s in ("Alabama", "Georgia", "Louisiana")) / 1000
    return both_fillings(lambda w: about(total, w), "14.7", "15.7")


@fact
def df8(r):
    mean = sum(wine(r, c, "heart_disease_deaths_per_100k") for c in ("Denmark", "Norway", "Sweden")) / 3
    return both_fillings(lambda x: close(mean, x), 218, 228)


@fact
def df9(r):
    fall = traffic(r, "Arizona", "deaths_per_100m_miles_1985") - traffic(r, "Arizona", "deaths_per_100m_miles_1990")
    return both_fillings(lambda x: close(fall, x), 1.9, 0.9)


@fact
def df10(r):
    gap = approval(r, "September", "gas_price_cents") - approval(r, "January", "gas_price_cents")
    return both_fillings(lambda x: close(gap, x), 110.4, 100.4)


# --- joined


@fact
def jo1(r):
    poorest = top_key(r, BIRTHS, "poverty_rate_pct_1990")
    return both_fillings(lambda x: poorest == "Louisiana" and murders(r, poorest, "murder_rate_1993") == x, 20.3, 17.2)


@fact
def jo2(r):
    rate = murders(r, "Georgia", "murder_rate_1993") == 11.4
    return both_fillings(lambda x: rate and murders(r, "Georgia", "unemployment_pct_1993") == x, 5.8, 6.8)


@fact
def jo3(r):
    share = about(dem_pct(r, "1964"), "61.3")
    return both_fillings(lambda x: share and economy(r, "1964", "unemployment_pct") == x, 5.2, 3.6)


@fact
def jo4(r):
    year = top_key(r, ECONOMY, "unemployment_pct")
    high = economy(r, year, "unemployment_pct") == 7.7
    return both_fillings(lambda w: high and about(dem_pct(r, year), w), "51.05", "44.7")


@fact
def jo5(r):
    pop = about(births(r, "Nevada", "population_thousands_1990") / 1000, "1.2")
    return both_fillings(lambda x: pop and traffic(r, "Nevada", "deaths_per_100m_miles_1990") == x, 3.6, 2.6)


@fact
def jo6(r):
    lowest = top_key(r, BIRTHS, "low_birth_weight_pct_1990", lowest=True)
    return both_fillings(lambda col: lowest == "Alaska" and law(r, lowest, col), "open_container_law_1990",
                         "speed_limit_65mph_1990")


@fact
def jo7(r):
    biggest = top_key(r, BIRTHS, "population_thousands_1990")
    return both_fillings(lambda x: biggest == "California" and murders(r, biggest, "unemployment_pct_1993") == x, 9.2, 7.2)


@fact
def jo8(r):
    inflation = economy(r, "1980", "inflation_pct") == 13.5
    return both_fillings(lambda p: inflation and keyed_cell(r, ELECTIONS, "1980", "party_in_white_house") == p,
                         "Democratic", "Republican")


@fact
def jo9(r):
    healthiest = top_key(r, BIRTHS, "infant_mortality_1990", lowest=True)
    return both_fillings(lambda col: healthiest == "Maine" and state_of(r, top_key(r, MURDERS, col, lowest=True)) == "Maine",
                         "murder_rate_1993", "murder_rate_1987")


@fact
def jo10(r):
    jobless = economy(r, "1952", "unemployment_pct") == 3
    return both_fillings(lambda x: jobless and dem_pct(r, "1952") < x, 45, 44)


# --- negation


@fact
def ne1(r):
    top = max(keyed_column(r, MURDERS, "murder_rate_1987").values())
    return both_fillings(lambda x: not top > x, 15, 12)


@fact
def ne2(r):
    top = max(keyed_column(r, WINE, "wine_alcohol_litres").values())
    return both_fillings(lambda x: not top > x, 10, 9)


@fact
def ne3(r):
    top = max(keyed_column(r, APPROVAL, "approval_pct").values())
    return both_fillings(lambda x: not top > x, 52, 51)


@fact
def ne4(r):
    return both_fillings(lambda s: not law(r, s, "administrative_revocation_1990"), "Georgia", "Colorado")


@fact
def ne5(r):
    shares = [dem_pct(r, str(y)) for y in range(1948, 1997, 4)]
    return both_fillings(lambda x: not any(v > x for v in shares), 62, 61)


@fact
def ne6(r):
    return both_fillings(lambda s: murders(r, s, "executions_1991_1993") == 0, "Iowa", "Georgia")


@fact
def ne7(r):
    rates = keyed_column(r, ECONOMY, "unemployment_pct")
    return both_fillings(lambda after: not any(v < 4 for y, v in rates.items() if int(y) > after), 1968, 1948)


@fact
def ne8(r):
    low = min(keyed_column(r, BIRTHS, "poverty_rate_pct_1990").values())
    return both_fillings(lambda x: not low < x, 8, 9)


@fact
def ne9(r):
    low = min(keyed_column(r, APPROVAL, "gas_price_cents").values())
    return both_fillings(lambda x: not low < x, 180, 190)


@fact
def ne10(r):
    return both_fillings(lambda y: not 100 - dem_pct(r, y) > 50, "1960", "1968")


# --- percent_vs_count


@fact
def pc1(r):
    runs = keyed_column(r, MURDERS, "executions_1991_1993")
    texas = murders(r, "Texas", "executions_1991_1993")
    counts = texas == 34 and sum(runs.values()) == 65
    return both_fillings(lambda w: counts and about(100 * texas / sum(runs.values()), w), "52", "62")


def share_yes(r: Rows, col: str) -> float:
    return 100 * sum(row[col] == "yes" for row in r[TRAFFIC]) / len(r[TRAFFIC])


@fact
def pc2(r):
    assert len(r[TRAFFIC]) == 20
    return both_fillings(lambda x: share_yes(r, "speed_limit_65mph_1990") == x, 90, 80)


@fact
def pc3(r):
    pops = keyed_column(r, BIRTHS, "population_thousands_1990")
    part = pops["California"] / sum(pops.values())
    return both_fillings(lambda x: part > x, 1 / 5, 1 / 4)


@fact
def pc4(r):
    shares = keyed_column(r, ELECTIONS, "dem_two_party_share")
    wins = sum(v > 0.5 for v in shares.values())
    return both_fillings(lambda n: len(shares) == 21 and wins == n and n / 21 > 0.5, 11, 12)


@fact
def pc5(r):
    rise = 100 * (approval(r, "September", "gas_price_cents") / approval(r, "January", "gas_price_cents") - 1)
    return both_fillings(lambda w: about(rise, w), "61", "110")


@fact
def pc6(r):
    part = 100 * wine(r, "Ireland", "heart_disease_deaths_per_100k") / wine(r, "Ireland", "deaths_per_100k")
    return both_fillings(lambda w: about(part, w), "30", "40")


@fact
def pc7(r):
    rise = 100 * (economy(r, "1976", "unemployment_pct") / economy(r, "1952", "unemployment_pct") - 1)
    level = economy(r, "1976", "unemployment_pct") == 7.7
    return both_fillings(lambda w: level and about(rise, w), "157", "257")


@fact
def pc8(r):
    pop = births(r, "Louisiana", "population_thousands_1990")
    poor = births(r, "Louisiana", "poverty_rate_pct_1990") / 100 * pop * 1000
    stated = pop == 4220 and births(r, "Louisiana", "poverty_rate_pct_1990") == 23.6
    return both_fillings(lambda w: stated and about(poor, w), "996,000", "896,000")


@fact
def pc9(r):
    assert len(r[TRAFFIC]) == 20
    return both_fillings(lambda x: share_yes(r, "open_container_law_1990") == x, 45, 55)


@fact
def pc10(r):
    drop = 100 * (approval(r, "March") - approval(r, "November")) / approval(r, "March")
    return both_fillings(lambda w: about(drop, w), "27", "14")


# --- words


@fact
def wo1(r):
    return both_fillings(lambda n: murders(r, "Florida", "executions_1988_1990") == n, 8, 7)


@fact
def wo2(r):
    return both_fillings(lambda n: keyed_number(r, ELECTIONS, "1944", "good_news_quarters") == n, 13, 11)


@fact
def wo3(r):
    return both_fillings(lambda rank: rank_of(r, WINE, "wine_alcohol_litres", "Spain") == rank, 3, 4)


@fact
def wo4(r):
    return both_fillings(lambda x: births(r, "Alaska", "population_thousands_1990") < x, 600, 500)


@fact
def wo5(r):
    below = sum(v < 50 for v in keyed_column(r, APPROVAL, "approval_pct").values())
    return both_fillings(lambda n: len(r[APPROVAL]) == 12 and below == n, 9, 8)


@fact
def wo6(r):
    held = sum(row["party_in_white_house"] == "Democratic" for row in r[ELECTIONS])
    return both_fillings(lambda n: len(r[ELECTIONS]) == 21 and held == n, 11, 10)


@fact
def wo7(r):
    return both_fillings(lambda rank: len(r[ECONOMY]) == 14 and rank_of(r, ECONOMY, "inflation_pct", "1976") == rank, 3, 2)


@fact
def wo8(r):
    below = sum(v < 3 for v in keyed_column(r, MURDERS, "murder_rate_1993").values())
    return both_fillings(lambda n: below == n, 2, 4)


@fact
def wo9(r):
    ratio = traffic(r, "Arizona", "deaths_per_100m_miles_1985") / traffic(r, "Arizona", "deaths_per_100m_miles_1990")
    return both_fillings(lambda x: ratio > x, 1.5, 2)


@fact
def wo10(r):
    return both_fillings(lambda n: wine(r, "Ireland", "deaths_per_100k") == n, 1000, 970)


# --- units_dates


@fact
def ud1(r):
    millions = births(r, "California", "population_thousands_1990") / 1000
    return both_fillings(lambda x: millions > x, 29.7, 29.8)


@fact
def ud2(r):
    return both_fillings(lambda x: births(r, "Maryland", "per_capita_income_usd_1990") > x, 21000, 22000)


@fact
def ud3(r):
    first = next(m for m in MONTHS if approval(r, m) < 40)
    return both_fillings(lambda m: m == first, "October", "November")


@fact
def ud4(r):
    dollars = approval(r, "September", "gas_price_cents") / 100
    return both_fillings(lambda w: about(dollars, w), "2.93", "2.79")


@fact
def ud5(r):
    return both_fillings(lambda last: all(dem_pct(r, str(y)) > 50 for y in range(1932, last + 1, 4)), 1948, 1952)


@fact
def ud6(r):
    rise = murders(r, "Maryland", "murder_rate_1993") - murders(r, "Maryland", "murder_rate_1987")
    since_1990 = murders(r, "Maryland", "murder_rate_1993") - murders(r, "Maryland", "murder_rate_1990")
    return close(rise, 3.1), close(since_1990, 3.1)


@fact
def ud7(r):
    per_billion = traffic(r, "Florida", "deaths_per_100m_miles_1990") * 10  # 10 times 100 million miles
    return both_fillings(lambda w: about(per_billion, w), "27", "2.7")


@fact
def ud8(r):
    def fell_every_month(start: str) -> bool:
        span = MONTHS[MONTHS.index(start):MONTHS.index("November") + 1]
        return all(approval(r, b) < approval(r, a) for a, b in pairwise(span))

    return both_fillings(fell_every_month, "July", "June")


@fact
def ud9(r):
    above = {y for y, v in keyed_column(r, ECONOMY, "inflation_pct").items() if v > 8}
    return both_fillings(lambda ys: above == ys, {"1948", "1980"}, {"1948", "1976"})


@fact
def ud10(r):
    below = {y for y, v in keyed_column(r, ELECTIONS, "dem_two_party_share").items() if v < 0.4}
    return both_fillings(lambda ys: below == ys, {"1920", "1972"}, {"1920", "1984"})
