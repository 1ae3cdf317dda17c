"""Ground truth for the thirteenth held-out lexical set (tests/test_lexical_heldout13.py).

For every pair id, a function of the stored rows returns (is the true claim true, is the false twin true),
computed from the cells rather than typed in, so a mislabelled pair fails ``test_labels_hold_on_the_rows``.
Rows are dicts keyed by column name; cells stay strings as stored. Countries are named as ``countries.country``
names them and linked the way the tables link them: ``countries.iso2`` = ``calling_codes.iso2`` =
``country_currencies.iso2`` = ``time_zones.country_code``; ``country_currencies.currency_code`` =
``currencies.code``; ``time_zones.zone`` = ``zone_offsets_2026.zone``.

Wording rules the checks follow: "about N" holds within half a unit of the last digit N is written to
(:func:`heldout_pairs.about`); a share "of the N countries" counts rows of that table; "N hours ahead of / behind"
compares UTC offsets; a zone's "hemisphere" and "north / south / east / west of" read its latitude and longitude.
"""

from __future__ import annotations

import datetime
import itertools
from collections.abc import Callable
from pathlib import Path

from heldout_pairs import Rows, about, one_row, rows_of
from heldout_pairs import number as _n

DATA = Path(__file__).resolve().parent / "data" / "lexical_heldout13_tables.json"

CO, TZ, OF, CA = "countries", "time_zones", "zone_offsets_2026", "calling_codes"
CU, CC, LS, K, LU = "currencies", "country_currencies", "leap_seconds", "codata_constants", "length_units"


def rows_by_table() -> Rows:
    """The stored rows as dicts keyed by column name; cells stay strings as stored."""
    return rows_of(DATA)


# -- lookups ------------------------------------------------------------------------------------------------------


def _iso(r: Rows, name: str) -> str:
    """A country's alpha-2 code from its name in ``countries``."""
    return one_row(r[CO], country=name)["iso2"]


def _co(r: Rows, name: str, col: str) -> str:
    return one_row(r[CO], country=name)[col]


def _call(r: Rows, name: str, col: str) -> str:
    """A ``calling_codes`` cell of a country named as ``countries`` names it (the join through iso2)."""
    return one_row(r[CA], iso2=_iso(r, name))[col]


def _off(r: Rows, zone: str, col: str) -> float:
    return _n(one_row(r[OF], zone=zone)[col])


def _zone(r: Rows, zone: str, col: str) -> float:
    return _n(one_row(r[TZ], zone=zone)[col])


def _codes(r: Rows, name: str) -> list[str]:
    """The currency codes ``country_currencies`` lists for a country."""
    return [x["currency_code"] for x in r[CC] if x["iso2"] == _iso(r, name)]


def _cur(r: Rows, code: str, col: str) -> str:
    return one_row(r[CU], code=code)[col]


def _k(r: Rows, name: str) -> float:
    return _n(one_row(r[K], constant=name)["value"])


def _unc(r: Rows, name: str) -> float:
    return _n(one_row(r[K], constant=name)["uncertainty"])


def _m(r: Rows, unit: str) -> float:
    """A length unit in metres."""
    return _n(one_row(r[LU], unit=unit)["metres"])


def _def(r: Rows, unit: str) -> str:
    return one_row(r[LU], unit=unit)["definition"]


def _zones_of(r: Rows, iso2: str) -> list[str]:
    return [z["zone"] for z in r[TZ] if z["country_code"] == iso2]


def _dst(r: Rows, zone: str, col: str) -> datetime.date | None:
    cell = one_row(r[OF], zone=zone)[col]
    return datetime.date.fromisoformat(cell) if cell else None


def _leaps(r: Rows) -> list[datetime.date]:
    return sorted(datetime.date.fromisoformat(x["date"]) for x in r[LS])


def _count(rows: list[dict[str, str]], **eq: str) -> int:
    return sum(all(x[k] == v for k, v in eq.items()) for x in rows)


def _argmax(rows: list[dict[str, str]], col: str, key: str, sign: float = 1.0) -> str:
    """The ``key`` cell of the one row with the largest (``sign`` -1: smallest) number in ``col`` (a tie is a broken label)."""
    best = max(sign * _n(x[col]) for x in rows if x[col])
    hits = [x[key] for x in rows if x[col] and sign * _n(x[col]) == best]
    assert len(hits) == 1, (col, hits)
    return hits[0]


def _pct(part: int, whole: int) -> float:
    return 100 * part / whole


def _both(pred: Callable[[object], bool], true_value: object, false_value: object) -> tuple[bool, bool]:
    """The claim's predicate on its true filling and on its false twin's."""
    return pred(true_value), pred(false_value)


# -- derived facts used by several pairs ---------------------------------------------------------------------------


def _no_dst(r: Rows) -> list[str]:
    """The zones with no daylight saving time in 2026 (both change dates blank, one offset all year)."""
    out = [x["zone"] for x in r[OF] if not x["dst_starts"] and not x["dst_ends"]]
    assert all(_off(r, z, "utc_offset_january_h") == _off(r, z, "utc_offset_july_h") for z in out)
    return out


def _longest_gap(r: Rows) -> tuple[datetime.date, datetime.date]:
    """The two consecutive leap seconds furthest apart (a tie is a broken label)."""
    d = _leaps(r)
    gaps = sorted(((b - a, a, b) for a, b in itertools.pairwise(d)), reverse=True)
    assert gaps[0][0] > gaps[1][0]
    return gaps[0][1], gaps[0][2]


def _after(r: Rows, day: datetime.date) -> datetime.date:
    """The leap second after the one on ``day``."""
    d = _leaps(r)
    return d[d.index(day) + 1]


def _june(r: Rows) -> int:
    """How many leap seconds fell on 30 June."""
    return sum((d.month, d.day) == (6, 30) for d in _leaps(r))


def _euro(r: Rows) -> list[str]:
    return [x["country"] for x in r[CO] if x["euro_adopted"]]


def _euro_rank(r: Rows, name: str) -> int:
    """1 + how many countries adopted the euro strictly before ``name`` (its ordinal among adopters)."""
    year = int(_co(r, name, "euro_adopted"))
    return 1 + sum(int(_co(r, c, "euro_adopted")) < year for c in _euro(r))


FACTS: dict[str, Callable[[Rows], tuple[bool, bool]]] = {
    # -- wrong_entity ---------------------------------------------------------------------------------------------
    "we1": lambda r: _both(lambda c: _co(r, c, "un_member_since") == "2002", "Switzerland", "Sweden"),
    "we2": lambda r: _both(lambda c: _co(r, c, "euro_adopted") == "2023", "Croatia", "Estonia"),
    "we3": lambda r: _both(lambda z: _off(r, z, "utc_offset_january_h") == _off(r, z, "utc_offset_july_h") == 8.75,
                           "Australia/Eucla", "Australia/Perth"),
    "we4": lambda r: _both(lambda c: _call(r, c, "international_prefix") == "010", "Japan", "South Korea"),
    "we5": lambda r: _both(lambda c: _cur(r, c, "minor_units") == "4", "CLF", "MXV"),
    "we6": lambda r: _both(lambda u: _def(r, u) == "3 * survey_mile", "league", "furlong"),
    "we7": lambda r: _both(lambda c: _k(r, c) == 1.67492750056e-27, "neutron mass", "proton mass"),
    "we8": lambda r: _both(lambda z: _zone(r, z, "latitude_deg") == -43.95, "Pacific/Chatham", "Pacific/Auckland"),
    "we9": lambda r: _both(lambda c: _co(r, c, "ioc_code") == "CHI", "Chile", "Switzerland"),
    "we10": lambda r: _both(lambda c: "CHW" in _codes(r, c) and _cur(r, "CHW", "currency") == "WIR Franc", "Switzerland", "Denmark"),
    # -- superlative ----------------------------------------------------------------------------------------------
    "su1": lambda r: _both(lambda c: _argmax(r[CO], "un_member_since", "country") == c, "Switzerland", "Czechia"),
    "su2": lambda r: _both(lambda v: _argmax(r[OF], "utc_offset_january_h", "zone") == "Pacific/Chatham"
                           and _off(r, "Pacific/Chatham", "utc_offset_january_h") == v, 13.75, 13.0),
    "su3": lambda r: _both(lambda z: _argmax(r[TZ], "latitude_deg", "zone", -1) == z, "Antarctica/Macquarie", "Australia/Hobart"),
    "su4": lambda r: _both(lambda v: _argmax(r[CU], "entities_using", "code") == "EUR" and _cur(r, "EUR", "entities_using") == v, "37", "36"),
    "su5": lambda r: _both(lambda c: _argmax(r[CA], "calling_code", "iso2") == _iso(r, c), "Czechia", "Croatia"),
    "su6": lambda r: _both(lambda pair: _longest_gap(r) == pair, (datetime.date(1998, 12, 31), datetime.date(2005, 12, 31)),
                           (datetime.date(2008, 12, 31), datetime.date(2012, 6, 30))),
    "su7": lambda r: _both(lambda v: _argmax(r[LU], "metres", "unit") == "league" and about(_m(r, "league"), v), "4,828", "4,282"),
    "su8": lambda r: _both(lambda p: min(("electron", "proton", "neutron"), key=lambda q: _k(r, f"{q} mass")) == p, "electron", "proton"),
    "su9": lambda r: _both(lambda v: _argmax(r[OF], "utc_offset_july_h", "zone", -1) == "Pacific/Easter"
                           and _off(r, "Pacific/Easter", "utc_offset_july_h") == -v, 6, 5),
    "su10": lambda r: _both(lambda pair: {x["country"] for x in r[CO] if x["oecd_member_since"]
                                          and x["oecd_member_since"] == max(y["oecd_member_since"] for y in r[CO])} == set(pair)
                            and _co(r, pair[0], "oecd_member_since") == "2010", ("Estonia", "Chile"), ("Estonia", "Mexico")),
    # -- direction ------------------------------------------------------------------------------------------------
    "di1": lambda r: _both(lambda later: (int(_co(r, "Germany", "un_member_since")) > int(_co(r, "Italy", "un_member_since"))) == later, True, False),
    "di2": lambda r: _both(lambda col: _dst(r, "Europe/Madrid", col).month == 3, "dst_starts", "dst_ends"),
    "di3": lambda r: _both(lambda d: _off(r, "Europe/Lisbon", "utc_offset_july_h") - _off(r, "Europe/Madrid", "utc_offset_july_h") == d, -1, 1),
    "di4": lambda r: _both(lambda heavier: (_k(r, "neutron mass") > _k(r, "proton mass")) == heavier, True, False),
    "di5": lambda r: _both(lambda longer: (_m(r, "nautical_mile") > _m(r, "mile")) == longer, True, False),
    "di6": lambda r: _both(lambda higher: (_n(_call(r, "Portugal", "calling_code")) > _n(_call(r, "Spain", "calling_code"))) == higher
                           and _call(r, "Portugal", "calling_code") == "351" and _call(r, "Spain", "calling_code") == "34", True, False),
    "di7": lambda r: _both(lambda sign: sign * _n(one_row(r[LS], date="2016-12-31")["tai_minus_utc_s"]) == 37, 1, -1),
    "di8": lambda r: _both(lambda north: (_zone(r, "Asia/Seoul", "latitude_deg") > _zone(r, "Asia/Tokyo", "latitude_deg")) == north, True, False),
    "di9": lambda r: _both(lambda d: _off(r, "Australia/Perth", "utc_offset_january_h") - _off(r, "Australia/Sydney", "utc_offset_january_h") == d, -3, 3),
    "di10": lambda r: _both(lambda west: (_zone(r, "Pacific/Easter", "longitude_deg") < _zone(r, "America/Santiago", "longitude_deg")) == west, True, False),
    # -- difference -----------------------------------------------------------------------------------------------
    "df1": lambda r: _both(lambda d: int(_co(r, "Chile", "oecd_member_since")) - int(_co(r, "France", "oecd_member_since")) == d, 49, 39),
    "df2": lambda r: _both(lambda mins: all(60 * (_off(r, "Pacific/Chatham", c) - _off(r, "Pacific/Auckland", c)) == mins
                                            for c in ("utc_offset_january_h", "utc_offset_july_h")), 45, 30),
    "df3": lambda r: _both(lambda v: about(_m(r, "nautical_mile") - _m(r, "mile"), v), "243", "342"),
    "df4": lambda r: _both(lambda y: _after(r, datetime.date(1998, 12, 31)) == datetime.date(1998 + y, 12, 31), 7, 5),
    "df5": lambda r: _both(lambda v: about((_k(r, "neutron mass") - _k(r, "proton mass")) * 1e30, v), "2.31", "2.13"),
    "df6": lambda r: _both(lambda d: int(_co(r, "Switzerland", "un_member_since")) - int(_co(r, "Norway", "un_member_since")) == d, 57, 47),
    "df7": lambda r: _both(lambda jul: _off(r, "Asia/Tokyo", "utc_offset_january_h") - _off(r, "Europe/Madrid", "utc_offset_january_h") == 8
                           and _off(r, "Asia/Tokyo", "utc_offset_july_h") - _off(r, "Europe/Madrid", "utc_offset_july_h") == jul, 7, 6),
    "df8": lambda r: _both(lambda d: _n(_call(r, "Czechia", "calling_code")) - _n(_call(r, "Croatia", "calling_code")) == d, 35, 45),
    "df9": lambda r: _both(lambda mm: about(1000 * (_m(r, "survey_mile") - _m(r, "mile")), mm), "3", "8"),
    "df10": lambda r: _both(lambda days: (_dst(r, "Europe/Madrid", "dst_ends") - _dst(r, "Europe/Madrid", "dst_starts")).days == days
                            and _dst(r, "Europe/Madrid", "dst_starts") == datetime.date(2026, 3, 29)
                            and _dst(r, "Europe/Madrid", "dst_ends") == datetime.date(2026, 10, 25), 210, 220),
    # -- joined ---------------------------------------------------------------------------------------------------
    "jo1": lambda r: _both(lambda ioc: len(_codes(r, one_row(r[CO], ioc_code=ioc)["country"])) == 3, "SUI", "DEN"),
    "jo2": lambda r: _both(lambda cc: one_row(r[CA], iso2=one_row(r[CO], iso3="NOR")["iso2"])["calling_code"] == cc, "47", "46"),
    "jo3": lambda r: _both(lambda v: _off(r, one_row(r[TZ], comment="Tasmania")["zone"], "utc_offset_january_h") == v, 11, 10),
    "jo4": lambda r: _both(lambda v: _codes(r, "South Korea") == ["KRW"] and _cur(r, "KRW", "currency") == "Won"
                           and _cur(r, "KRW", "minor_units") == v, "0", "2"),
    "jo5": lambda r: _both(lambda ioc: all(_zone(r, z, "latitude_deg") < 0 for z in _zones_of(r, one_row(r[CO], ioc_code=ioc)["iso2"]))
                           and _zones_of(r, one_row(r[CO], ioc_code=ioc)["iso2"]) != [], "CHI", "POR"),
    "jo6": lambda r: _both(lambda n: [x["currency_code"] for x in r[CC] if x["iso2"] == one_row(r[CA], calling_code="64")["iso2"]] == ["NZD"]
                           and _cur(r, "NZD", "entities_using") == n, "5", "8"),
    "jo7": lambda r: _both(lambda n: sum(x["eu_member"] == "yes" and one_row(r[CA], iso2=x["iso2"])["trunk_prefix"] == "0" for x in r[CO]) == n, 5, 7),
    "jo8": lambda r: _both(lambda d: len(_zones_of(r, _iso(r, "Spain"))) == 3
                           and all(_dst(r, z, "dst_starts") == d for z in _zones_of(r, _iso(r, "Spain"))),
                           datetime.date(2026, 3, 29), datetime.date(2026, 4, 5)),
    "jo9": lambda r: _both(lambda col: all(_codes(r, x["country"]) == ["EUR"] for x in r[CO] if x[col] not in ("", "no"))
                           and any(x[col] not in ("", "no") for x in r[CO]), "euro_adopted", "eu_member"),
    "jo10": lambda r: _both(lambda year: any(_off(r, z, "utc_offset_january_h") == 13.75
                                             for x in r[CO] if x["oecd_member_since"] == year for z in _zones_of(r, x["iso2"])), "1973", "1971"),
    # -- negation -------------------------------------------------------------------------------------------------
    "ne1": lambda r: _both(lambda cont: not any(x["eu_member"] == "yes" for x in r[CO] if x["continent"] == cont)
                           and _count(r[CO], continent=cont) > 0, "Asia", "Europe"),
    "ne2": lambda r: _both(lambda z: z in _no_dst(r), "Australia/Brisbane", "Australia/Sydney"),
    "ne3": lambda r: _both(lambda c: _co(r, c, "g7_member") == "no", "South Korea", "Japan"),
    "ne4": lambda r: _both(lambda y: all(d.year <= y for d in _leaps(r)), 2016, 2012),
    "ne5": lambda r: _both(lambda c: _call(r, c, "trunk_prefix") == "", "Chile", "Sweden"),
    "ne6": lambda r: _both(lambda ys: not any(d.year in ys for d in _leaps(r)), (1984, 1986), (1984, 1985)),
    "ne7": lambda r: _both(lambda c: _co(r, c, "eu_member") == "no" and _co(r, c, "oecd_member_since") == "1961", "Norway", "Denmark"),
    "ne8": lambda r: _both(lambda names: all(_unc(r, c) == 0 for c in names),
                           ("speed of light in vacuum", "Planck constant", "Avogadro constant"),
                           ("speed of light in vacuum", "Planck constant", "Bohr radius")),
    "ne9": lambda r: _both(lambda names: all(z in _no_dst(r) for c in names for z in _zones_of(r, _iso(r, c))),
                           ("Japan", "South Korea"), ("Portugal", "South Korea")),
    "ne10": lambda r: _both(lambda digits: not any(_cur(r, c, "minor_units") == digits for c in {x["currency_code"] for x in r[CC]}), "3", "4"),
    # -- percent_vs_count -----------------------------------------------------------------------------------------
    "pc1": lambda r: _both(lambda p: len(r[CO]) == 20 and _pct(len(_euro(r)), 20) == p, 40, 45),
    "pc2": lambda r: _both(lambda n: len(r[CO]) == 20 and _count(r[CO], eu_member="yes") == n, 12, 14),
    "pc3": lambda r: _both(lambda p: _pct(_count(r[CO], g7_member="yes"), len(r[CO])) == p, 20, 25),
    "pc4": lambda r: _both(lambda p: len(r[OF]) == 26 and len(_no_dst(r)) == 9 and about(_pct(9, 26), p), "35", "45"),
    "pc5": lambda r: _both(lambda p: len(r[TZ]) == 26 and _count(r[TZ], country_code=_iso(r, "Australia")) == 12 and about(_pct(12, 26), p), "46", "64"),
    "pc6": lambda r: (_june(r) == 11 and len(r[LS]) == 27, _pct(_june(r), 27) == 11),
    "pc7": lambda r: _both(lambda f: _count(r[CC], currency_code="EUR") / len(r[CC]) == f and len(r[CC]) == 24, 1 / 3, 1 / 4),
    "pc8": lambda r: _both(lambda p: len(r[OF]) - len(_no_dst(r)) == 17 and about(_pct(17, len(r[OF])), p), "65", "56"),
    "pc9": lambda r: _both(lambda p: _pct(_count(r[CA], example_mobile_digits="9"), len(r[CA])) == p, 60, 12),
    "pc10": lambda r: _both(lambda p: about(100 * _k(r, "fine-structure constant"), p), "0.73", "7.3"),
    # -- words ----------------------------------------------------------------------------------------------------
    "wo1": lambda r: _both(lambda n: _count(r[TZ], country_code=_iso(r, "Australia")) == n, 12, 11),
    "wo2": lambda r: _both(lambda n: len(r[LS]) == n and _leaps(r)[0].year == 1972, 27, 25),
    "wo3": lambda r: _both(lambda n: _def(r, "mile") == f"{n} * yard" and about(_m(r, "mile") / _m(r, "yard"), str(n)), 1760, 1670),
    "wo4": lambda r: _both(lambda k: _euro_rank(r, "Estonia") == k, 7, 5),
    "wo5": lambda r: _both(lambda n: sum(int(x["un_member_since"]) >= 1991 for x in r[CO]) == n, 5, 3),
    "wo6": lambda r: _both(lambda n: _call(r, "Germany", "example_mobile_digits") == n, "11", "12"),
    "wo7": lambda r: _both(lambda v: _off(r, "Pacific/Chatham", "utc_offset_january_h") == v, 13.75, 13.5),
    "wo8": lambda r: _both(lambda k: _n(_cur(r, "CLF", "minor_units")) == 4 == k * _n(_cur(r, "EUR", "minor_units")), 2, 3),
    "wo9": lambda r: _both(lambda k: _leaps(r)[0] == datetime.date(1972, 6, 30) and _leaps(r)[k - 1] == datetime.date(1972, 12, 31), 2, 3),
    "wo10": lambda r: _both(lambda v: _k(r, "speed of light in vacuum") == v, 299_792_458, 299_792_485),
    # -- units_dates ----------------------------------------------------------------------------------------------
    "ud1": lambda r: _both(lambda per: about(_m(r, "nautical_mile") / per, "1.852"), 1000.0, _m(r, "mile")),
    "ud2": lambda r: _both(lambda v: _def(r, "fathom") == "6 * survey_foot" and about(_m(r, "fathom"), v), "1.83", "1.38"),
    "ud3": lambda r: _both(lambda d: _dst(r, "Australia/Sydney", "dst_ends") == d, datetime.date(2026, 4, 5), datetime.date(2026, 3, 5)),
    "ud4": lambda r: _both(lambda d: _leaps(r)[-1] == d, datetime.date(2016, 12, 31), datetime.date(2016, 6, 30)),
    "ud5": lambda r: _both(lambda v: about(_k(r, "standard acceleration of gravity") / _m(r, "foot"), v), "32.2", "23.2"),
    "ud6": lambda r: _both(lambda per: about(_k(r, "speed of light in vacuum") / per, "299,792"), 1000.0, _m(r, "mile")),
    "ud7": lambda r: _both(lambda weeks: _dst(r, "Pacific/Auckland", "dst_starts") == datetime.date(2026, 9, 27)
                           and (_dst(r, "Australia/Sydney", "dst_starts") - _dst(r, "Pacific/Auckland", "dst_starts")).days == 7 * weeks, 1, 2),
    "ud8": lambda r: _both(lambda per: _def(r, "league") == "3 * survey_mile" and about(_m(r, "league") / per, "4.83"), 1000.0, _m(r, "mile")),
    "ud9": lambda r: _both(lambda months: _leaps(r)[1].year == _leaps(r)[0].year == 1972
                           and _leaps(r)[1].month - _leaps(r)[0].month == months, 6, 3),
    "ud10": lambda r: _both(lambda frac: about(_m(r, "furlong"), "201") and abs(_m(r, "furlong") / _m(r, "mile") - frac) < 0.01, 1 / 8, 1 / 4),
}
