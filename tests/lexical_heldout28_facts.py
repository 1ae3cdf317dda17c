"""The label checks of the twenty-eighth held-out set (``tests/test_lexical_heldout28.py``): one function per pair id
that recomputes, from the stored cells of ``tests/data/lexical_heldout28_tables.json``, whether the pair's true claim
holds and whether its false twin holds (``(True, False)`` when the labels are right)."""

from __future__ import annotations

from collections.abc import Callable
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

DATA = Path(__file__).parent / "data" / "lexical_heldout28_tables.json"

OECD = "oecd_members"
EU = "eu_members"
APEC = "apec_economies"
CONT = "continent_summary"
STATES = "states_admitted_since_1845"
ISLANDS = "us_insular_areas"

FACTS: dict[str, Callable[[Rows], tuple[bool, bool]]] = {}


def fact(fn: Callable[[Rows], tuple[bool, bool]]) -> Callable[[Rows], tuple[bool, bool]]:
    FACTS[fn.__name__] = fn
    return fn


def rows_by_table() -> Rows:
    return heldout_pairs.rows_of(DATA)


def year_or_none(cell: str) -> int | None:
    """A stored year, or None for a text such as ``not adopted`` or ``not a UN member``."""
    return int(cell) if cell.isdigit() else None


def years(r: Rows, table: str, col: str) -> dict[str, int]:
    """Key -> the year in ``col``, for the rows that have one."""
    out = {}
    for row in r[table]:
        y = year_or_none(row[col])
        if y is not None:
            out[next(iter(row.values()))] = y
    return out


def keys_where(r: Rows, table: str, **eq: str) -> list[str]:
    return [next(iter(row.values())) for row in r[table] if all(row[k] == v for k, v in eq.items())]


def the_one(keys: list[str]) -> str:
    assert len(keys) == 1, keys
    return keys[0]


# ---- wrong_entity


@fact
def we1(r: Rows):
    return both_fillings(lambda c: keyed_cell(r, OECD, c, "oecd_joined") == "1964", "Japan", "South Korea")


@fact
def we2(r: Rows):
    return both_fillings(lambda c: keyed_cell(r, EU, c, "euro_since") == "2015", "Lithuania", "Latvia")


@fact
def we3(r: Rows):
    return both_fillings(lambda s: keyed_cell(r, STATES, s, "capital") == "Bismarck", "North Dakota", "South Dakota")


@fact
def we4(r: Rows):
    return both_fillings(lambda c: keyed_cell(r, OECD, c, "oecd_joined") == "2020", "Colombia", "Costa Rica")


@fact
def we5(r: Rows):
    return both_fillings(lambda n: keyed_cell(r, ISLANDS, n, "un_member_since") == "1994", "Palau", "Marshall Islands")


@fact
def we6(r: Rows):
    return both_fillings(lambda s: keyed_number(r, STATES, s, "counties") == 254, "Texas", "Kansas")


@fact
def we7(r: Rows):
    return both_fillings(lambda c: keyed_cell(r, EU, c, "joined_eu") == "2013", "Croatia", "Bulgaria")


@fact
def we8(r: Rows):
    return both_fillings(lambda e: keyed_cell(r, APEC, e, "un_member_since") == "1975", "Papua New Guinea", "Singapore")


@fact
def we9(r: Rows):
    return both_fillings(lambda c: keyed_number(r, CONT, c, "un_founding_members") == 10, "South America",
                         "North America")


@fact
def we10(r: Rows):
    return both_fillings(lambda n: keyed_number(r, ISLANDS, n, "county_equivalents") == 78, "Puerto Rico", "Guam")


# ---- superlative


@fact
def su1(r: Rows):
    last = max(years(r, OECD, "un_member_since").items(), key=lambda kv: kv[1])
    assert list(years(r, OECD, "un_member_since").values()).count(last[1]) == 1
    return both_fillings(lambda c: last == (c, 2002), "Switzerland", "Germany")


@fact
def su2(r: Rows):
    return both_fillings(lambda c: top_key(r, OECD, "oecd_joined") == c, "Costa Rica", "Colombia")


@fact
def su3(r: Rows):
    return both_fillings(lambda s: top_key(r, STATES, "counties") == s, "Texas", "Kansas")


@fact
def su4(r: Rows):
    return both_fillings(lambda s: top_key(r, STATES, "counties", lowest=True) == s, "Hawaii", "Arizona")


@fact
def su5(r: Rows):
    return both_fillings(lambda s: top_key(r, STATES, "time_zone_ids") == s, "North Dakota", "Nebraska")


@fact
def su6(r: Rows):
    return both_fillings(lambda c: top_key(r, CONT, "entries") == c and keyed_number(r, CONT, c, "entries") == 58,
                         "Africa", "Asia")


@fact
def su7(r: Rows):
    return both_fillings(lambda c: top_key(r, CONT, "apec_members") == c, "Asia", "Oceania")


@fact
def su8(r: Rows):
    joined = years(r, APEC, "un_member_since")
    latest = max(joined.values())
    assert list(joined.values()).count(latest) == 1
    return both_fillings(lambda e: joined[e] == latest, "South Korea", "Vietnam")


@fact
def su9(r: Rows):
    euro = years(r, EU, "euro_since")
    assert list(euro.values()).count(max(euro.values())) == 1
    return both_fillings(lambda c: euro[c] == max(euro.values()), "Croatia", "Lithuania")


@fact
def su10(r: Rows):
    return both_fillings(lambda n: top_key(r, ISLANDS, "time_zone_ids") == n, "Federated States of Micronesia",
                         "Marshall Islands")


# ---- direction


@fact
def di1(r: Rows):
    e, lv = keyed_number(r, EU, "Estonia", "euro_since"), keyed_number(r, EU, "Latvia", "euro_since")
    return e < lv, e > lv


@fact
def di2(r: Rows):
    j, f = keyed_number(r, OECD, "Japan", "oecd_joined"), keyed_number(r, OECD, "Finland", "oecd_joined")
    return j < f, j > f


@fact
def di3(r: Rows):
    o, u = keyed_number(r, STATES, "Oklahoma", "statehood_year"), keyed_number(r, STATES, "Utah", "statehood_year")
    return o > u, o < u


@fact
def di4(r: Rows):
    k, n = keyed_number(r, STATES, "Kansas", "counties"), keyed_number(r, STATES, "Nebraska", "counties")
    return k > n, k < n


@fact
def di5(r: Rows):
    o, s = keyed_number(r, CONT, "Oceania", "entries"), keyed_number(r, CONT, "South America", "entries")
    return o > s, o < s


@fact
def di6(r: Rows):
    af, asia = keyed_number(r, CONT, "Africa", "un_members"), keyed_number(r, CONT, "Asia", "un_members")
    return af > asia, af < asia


@fact
def di7(r: Rows):
    m, i = keyed_number(r, APEC, "Malaysia", "un_member_since"), keyed_number(r, APEC, "Indonesia", "un_member_since")
    return m > i, m < i


@fact
def di8(r: Rows):
    g = keyed_number(r, ISLANDS, "Guam", "county_equivalents")
    n = keyed_number(r, ISLANDS, "Northern Mariana Islands", "county_equivalents")
    return g < n, g > n


@fact
def di9(r: Rows):
    si, sk = keyed_number(r, EU, "Slovenia", "euro_since"), keyed_number(r, EU, "Slovakia", "euro_since")
    return si < sk, si > sk


@fact
def di10(r: Rows):
    m, c = keyed_number(r, OECD, "Mexico", "oecd_joined"), keyed_number(r, OECD, "Czechia", "oecd_joined")
    return m < c, m > c


# ---- difference


@fact
def df1(r: Rows):
    gap = keyed_number(r, OECD, "Estonia", "oecd_joined") - keyed_number(r, OECD, "Estonia", "un_member_since")
    return both_fillings(lambda n: gap == n, 19, 29)


@fact
def df2(r: Rows):
    founding = min(keyed_column(r, OECD, "oecd_joined").values())
    gap = keyed_number(r, OECD, "Costa Rica", "oecd_joined") - founding
    return both_fillings(lambda n: gap == n, 60, 50)


@fact
def df3(r: Rows):
    gap = keyed_number(r, STATES, "Texas", "counties") - keyed_number(r, STATES, "Iowa", "counties")
    return both_fillings(lambda n: gap == n, 155, 145)


@fact
def df4(r: Rows):
    ak, hi = keyed_number(r, STATES, "Alaska", "statehood_year"), keyed_number(r, STATES, "Hawaii", "statehood_year")
    assert ak == hi
    gap = ak - keyed_number(r, STATES, "Texas", "statehood_year")
    return both_fillings(lambda n: gap == n, 114, 104)


@fact
def df5(r: Rows):
    gap = keyed_number(r, CONT, "Africa", "un_members") - keyed_number(r, CONT, "Oceania", "un_members")
    return both_fillings(lambda n: gap == n, 40, 30)


@fact
def df6(r: Rows):
    gap = keyed_number(r, CONT, "Europe", "entries") - keyed_number(r, CONT, "Europe", "un_members")
    return both_fillings(lambda n: gap == n, 9, 7)


@fact
def df7(r: Rows):
    gap = keyed_number(r, EU, "Latvia", "euro_since") - keyed_number(r, EU, "Latvia", "joined_eu")
    return both_fillings(lambda n: gap == n, 10, 12)


@fact
def df8(r: Rows):
    gap = keyed_number(r, APEC, "Vietnam", "un_member_since") - keyed_number(r, APEC, "Philippines", "un_member_since")
    return both_fillings(lambda n: gap == n, 32, 22)


@fact
def df9(r: Rows):
    gap = keyed_number(r, ISLANDS, "Palau", "un_member_since") - keyed_number(r, ISLANDS, "Marshall Islands",
                                                                             "un_member_since")
    return both_fillings(lambda n: gap == n, 3, 5)


@fact
def df10(r: Rows):
    gap = keyed_number(r, STATES, "Oregon", "statehood_year") - keyed_number(r, STATES, "California", "statehood_year")
    return both_fillings(lambda n: gap == n, 9, 11)


# ---- joined (oecd_members.country = eu_members.country = apec_economies.economy)


@fact
def jo1(r: Rows):
    country = the_one(keys_where(r, OECD, oecd_joined="2018"))
    return both_fillings(lambda y: keyed_cell(r, EU, country, "euro_since") == y, "2015", "2014")


@fact
def jo2(r: Rows):
    eu = set(keys_where(r, EU))
    in_eu = [c for c in keys_where(r, OECD, oecd_joined="1996") if c in eu]
    assert len(in_eu) == 2
    return both_fillings(lambda y: all(keyed_cell(r, EU, c, "joined_eu") == y for c in in_eu), "2004", "2007")


@fact
def jo3(r: Rows):
    eu = set(keys_where(r, EU))
    country = the_one([c for c in keys_where(r, OECD, oecd_joined="2000") if c in eu])
    return both_fillings(lambda y: keyed_cell(r, EU, country, "euro_since") == y, "2009", "2008")


@fact
def jo4(r: Rows):
    oecd = set(keys_where(r, OECD))
    outside = [c for c in keys_where(r, EU, euro_since="not adopted") if c in oecd]
    return both_fillings(lambda n: len(outside) == n, 5, 7)


@fact
def jo5(r: Rows):
    joined = {c: y for c, y in years(r, OECD, "oecd_joined").items() if c in set(keys_where(r, APEC))}
    latest = max(joined, key=joined.get)
    assert list(joined.values()).count(joined[latest]) == 1
    return both_fillings(lambda region: keyed_cell(r, APEC, latest, "un_region") == region, "South America",
                         "Central America")


@fact
def jo6(r: Rows):
    both = set(keys_where(r, APEC)) & set(keys_where(r, OECD))
    return both_fillings(lambda n: len(both) == n, 8, 6)


@fact
def jo7(r: Rows):
    founders = [c for c in keys_where(r, OECD, oecd_joined="1961") if c in set(keys_where(r, APEC))]
    return both_fillings(lambda n: len(founders) == n, 2, 3)


@fact
def jo8(r: Rows):
    joined = {c: keyed_number(r, OECD, c, "oecd_joined") for c in keys_where(r, EU, joined_eu="1995")}
    assert len(joined) == 3
    last = max(joined, key=joined.get)
    assert list(joined.values()).count(joined[last]) == 1
    return both_fillings(lambda c: last == c and joined[c] == 1969, "Finland", "Austria")


@fact
def jo9(r: Rows):
    oecd = set(keys_where(r, OECD))
    outside = [c for c in keys_where(r, EU, schengen="no") if c in oecd]
    return both_fillings(lambda c: outside == [c], "Ireland", "Croatia")


@fact
def jo10(r: Rows):
    country = the_one(keys_where(r, OECD, oecd_joined="1995"))
    return both_fillings(lambda y: keyed_cell(r, EU, country, "joined_eu") == y, "2004", "2007")


# ---- negation


@fact
def ne1(r: Rows):
    return both_fillings(lambda c: keyed_number(r, CONT, c, "oecd_members") == 0, "Africa", "Asia")


@fact
def ne2(r: Rows):
    most = max(keyed_column(r, STATES, "time_zone_ids").values())
    return both_fillings(lambda n: most <= n, 5, 2)


@fact
def ne3(r: Rows):
    return both_fillings(lambda c: keyed_number(r, CONT, c, "un_members") == 0, "Antarctica", "Oceania")


@fact
def ne4(r: Rows):
    return both_fillings(lambda e: keyed_cell(r, APEC, e, "un_member_since") == "not a UN member", "Hong Kong",
                         "Singapore")


@fact
def ne5(r: Rows):
    return both_fillings(lambda c: keyed_cell(r, EU, c, "euro_since") == "not adopted", "Sweden", "Finland")


@fact
def ne6(r: Rows):
    return both_fillings(lambda status: all(keyed_number(r, ISLANDS, n, "county_equivalents") == 0
                                            for n in keys_where(r, ISLANDS, status=status)),
                         "freely associated state", "territory")


@fact
def ne7(r: Rows):
    def none_outside(before: int | None = None, after: int | None = None) -> bool:
        for row in r[STATES]:
            y = int(row["statehood_year"])
            if (before is None or y < before) and (after is None or y > after) and row["contiguous"] == "no":
                return False
        return True
    return none_outside(before=1959), none_outside(after=1900)


@fact
def ne8(r: Rows):
    return both_fillings(lambda cont: all(keyed_cell(r, APEC, e, "g20") == "no" for e in keys_where(r, APEC, continent=cont)),
                         "South America", "North America")


@fact
def ne9(r: Rows):
    return both_fillings(lambda c: keyed_cell(r, EU, c, "schengen") == "no", "Romania", "Slovakia")


@fact
def ne10(r: Rows):
    joined = keyed_column(r, OECD, "oecd_joined").values()
    return both_fillings(lambda end: not any(1974 <= y <= end for y in joined), 1993, 1995)


# ---- percent_vs_count


@fact
def pc1(r: Rows):
    founders = len(keys_where(r, OECD, oecd_joined="1961"))
    share = 100 * founders / len(r[OECD])
    return founders == 19 and share == 50, about(share, "19")


@fact
def pc2(r: Rows):
    share = 100 * len(keys_where(r, OECD, continent="Europe")) / len(r[OECD])
    assert len(keys_where(r, OECD, continent="Europe")) == keyed_number(r, CONT, "Europe", "oecd_members")
    return both_fillings(lambda w: about(share, w), "68", "26")


@fact
def pc3(r: Rows):
    share = 100 * keyed_number(r, CONT, "Africa", "un_members") / keyed_number(r, CONT, "Africa", "entries")
    return both_fillings(lambda w: about(share, w), "93", "54")


@fact
def pc4(r: Rows):
    share = 100 * len(years(r, EU, "euro_since")) / len(r[EU])
    return both_fillings(lambda w: about(share, w), "74", "20")


@fact
def pc5(r: Rows):
    share = 100 * len(keys_where(r, APEC, g20="yes")) / len(r[APEC])
    return both_fillings(lambda w: about(share, w), "43", "9")


@fact
def pc6(r: Rows):
    share = 100 * len(keys_where(r, STATES, contiguous="no")) / len(r[STATES])
    return both_fillings(lambda w: about(share, w), "8", "2")


@fact
def pc7(r: Rows):
    assert len(r[ISLANDS]) == 8
    share = 100 * len(keys_where(r, ISLANDS, status="territory")) / len(r[ISLANDS])
    return both_fillings(lambda w: about(share, w), "62.5", "5")


@fact
def pc8(r: Rows):
    share = 100 * keyed_number(r, CONT, "South America", "un_founding_members") / keyed_number(r, CONT, "South America",
                                                                                               "un_members")
    return both_fillings(lambda w: about(share, w), "83", "10")


@fact
def pc9(r: Rows):
    share = 100 * len(keys_where(r, OECD, g7="yes")) / len(r[OECD])
    return both_fillings(lambda w: about(share, w), "18", "7")


@fact
def pc10(r: Rows):
    share = 100 * keyed_number(r, CONT, "Europe", "eu_members") / keyed_number(r, CONT, "Europe", "entries")
    return both_fillings(lambda w: about(share, w), "51", "27")


# ---- words


@fact
def wo1(r: Rows):
    return both_fillings(lambda n: len(keys_where(r, OECD, oecd_joined="1961")) == n, 19, 21)


@fact
def wo2(r: Rows):
    return both_fillings(lambda n: len(keys_where(r, STATES, statehood_year="1889")) == n, 4, 3)


@fact
def wo3(r: Rows):
    return both_fillings(lambda n: len(keys_where(r, EU, joined_eu="1986 or earlier")) == n, 11, 12)


@fact
def wo4(r: Rows):
    tx, wi = keyed_number(r, STATES, "Texas", "counties"), keyed_number(r, STATES, "Wisconsin", "counties")
    return both_fillings(lambda k: tx > k * wi, 3, 4)


@fact
def wo5(r: Rows):
    joined = keyed_column(r, OECD, "oecd_joined")
    mexico = joined["Mexico"]
    assert list(joined.values()).count(mexico) == 1
    position = sum(y < mexico for y in joined.values()) + 1
    return both_fillings(lambda n: position == n, 25, 27)


@fact
def wo6(r: Rows):
    asian = keys_where(r, APEC, continent="Asia")
    assert len(asian) == 12
    south_east = [e for e in asian if keyed_cell(r, APEC, e, "un_region") == "South-eastern Asia"]
    return both_fillings(lambda n: len(south_east) == n, 7, 5)


@fact
def wo7(r: Rows):
    assoc = keys_where(r, ISLANDS, status="freely associated state")
    in_1991 = [n for n in assoc if keyed_cell(r, ISLANDS, n, "un_member_since") == "1991"]
    return both_fillings(lambda frac: len(in_1991) == frac * len(assoc), 2 / 3, 1 / 3)


@fact
def wo8(r: Rows):
    fm = keyed_number(r, ISLANDS, "Federated States of Micronesia", "time_zone_ids")
    pw = keyed_number(r, ISLANDS, "Palau", "time_zone_ids")
    return both_fillings(lambda k: fm == k * pw, 3, 2)


@fact
def wo9(r: Rows):
    return both_fillings(lambda n: keyed_number(r, CONT, "Africa", "un_founding_members") == n, 4, 6)


@fact
def wo10(r: Rows):
    return both_fillings(lambda n: len(keys_where(r, EU, joined_eu="2004")) == n, 10, 8)


# ---- units_dates


@fact
def ud1(r: Rows):
    y = keyed_number(r, OECD, "Switzerland", "un_member_since")
    return 2001 <= y <= 2100, 1901 <= y <= 2000


@fact
def ud2(r: Rows):
    y = keyed_number(r, OECD, "Mexico", "oecd_joined")
    return both_fillings(lambda decade: decade <= y < decade + 10, 1990, 1980)


@fact
def ud3(r: Rows):
    y = keyed_number(r, STATES, "Utah", "statehood_year")
    return both_fillings(lambda decade: decade <= y < decade + 10, 1890, 1880)


@fact
def ud4(r: Rows):
    gap = keyed_number(r, STATES, "Oklahoma", "statehood_year") - keyed_number(r, STATES, "Texas", "statehood_year")
    return both_fillings(lambda years_: gap > years_, 50, 70)


@fact
def ud5(r: Rows):
    gap = keyed_number(r, EU, "Croatia", "euro_since") - keyed_number(r, EU, "Croatia", "joined_eu")
    return both_fillings(lambda n: gap == n, 10, 5)


@fact
def ud6(r: Rows):
    gap = keyed_number(r, OECD, "Slovakia", "oecd_joined") - keyed_number(r, OECD, "Slovakia", "un_member_since")
    return both_fillings(lambda n: gap == n, 7, 9)


@fact
def ud7(r: Rows):
    y = keyed_number(r, ISLANDS, "Marshall Islands", "un_member_since")
    return 1990 <= y <= 1993, 1997 <= y <= 1999


@fact
def ud8(r: Rows):
    statehood = keyed_column(r, STATES, "statehood_year").values()
    first, last = min(statehood), max(statehood)
    assert (first, last) == (1845, 1959)
    assert keys_where(r, STATES, statehood_year="1845") == ["Florida", "Texas"]
    assert keys_where(r, STATES, statehood_year="1959") == ["Alaska", "Hawaii"]
    span = last - first
    return span > 100, span < 100


@fact
def ud9(r: Rows):
    y = keyed_number(r, APEC, "Brunei Darussalam", "un_member_since")
    return both_fillings(lambda decade: decade <= y < decade + 10, 1980, 1970)


@fact
def ud10(r: Rows):
    launch = min(years(r, EU, "euro_since").values())
    assert launch == 1999
    gap = keyed_number(r, EU, "Greece", "euro_since") - launch
    return both_fillings(lambda n: gap == n, 2, 3)
