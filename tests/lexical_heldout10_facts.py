"""Ground truth for the tenth held-out lexical set (tests/test_lexical_heldout10.py).

For every pair id, a function of the stored rows returns (is the true claim
true, is the false twin true), computed from the cells rather than typed in,
so a mislabelled pair fails ``test_labels_hold_on_the_rows``. Rows are dicts
keyed by column name; cells stay strings as stored. Most pairs state one claim
with one slot filled two ways (an entity, a number, a year): :func:`_both`
applies the claim's predicate to the true and to the false filling. States are
linked by name (``states.state`` = ``crime_2009.state`` =
``executions_1997.state``) and holidays by postal abbreviation
(``state_holidays_2025.state`` = ``states.abbreviation``), so each fact reads
as the claim does (a state by its capital, FIPS code or year of statehood,
through ``states``). A claim's "about N" is checked at the precision N is
written to (:func:`_about`); "just over N" is above N by less than 5%, "nearly
N" below it by less than 5%; thousands, millions and billions are powers of
1,000; a rate per 100,000 is a thousandth of a per cent and a tenth of a rate
per million; ppm is a ten-thousandth of a per cent."""

from __future__ import annotations

import datetime
from collections.abc import Callable
from itertools import pairwise
from pathlib import Path

from heldout_pairs import Rows, one_row, rows_of
from heldout_pairs import about as _about
from heldout_pairs import number as _n

DATA = Path(__file__).resolve().parent / "data" / "lexical_heldout10_tables.json"

ST, CR, EX, HO = "states", "crime_2009", "executions_1997", "state_holidays_2025"
GF, LO, CS, CO = "grunfeld_firms", "longley", "china_smoking", "mauna_loa_co2_2000"


def rows_by_table() -> Rows:
    """The stored rows as dicts keyed by column name; cells stay strings as stored."""
    return rows_of(DATA)


# -- reading cells ------------------------------------------------------------------------------------------------


def _eq(a: float, b: float) -> bool:
    return abs(a - b) < 1e-6


def _just_over(value: float, bound: float) -> bool:
    return bound < value < bound * 1.05


def _both(claim: Callable, true_slot, false_slot) -> tuple[bool, bool]:
    """(the claim with its true filling holds, the claim with its false filling holds)."""
    return bool(claim(true_slot)), bool(claim(false_slot))


def _v(r: Rows, table: str, column: str, **eq: str) -> float:
    """The number in ``column`` of the one row of ``table`` matching ``eq``."""
    return _n(one_row(r[table], **eq)[column])


def _col(r: Rows, table: str, column: str) -> dict[str, float]:
    """``column`` of every row of ``table``, keyed by the table's first column (state, firm, year, city, date)."""
    key = next(iter(r[table][0]))
    return {row[key]: _n(row[column]) for row in r[table]}


def _top(values: dict[str, float], rank: int = 1, lowest: bool = False) -> str:
    """The key at ``rank`` (1 = highest, or lowest with ``lowest``); ties would make the rank ambiguous."""
    ordered = sorted(values.items(), key=lambda kv: kv[1], reverse=not lowest)
    assert ordered[rank - 1][1] != ordered[rank][1], ordered[rank - 1 : rank + 1]
    return ordered[rank - 1][0]


# -- states and their links ---------------------------------------------------------------------------------------


def _state(r: Rows, **eq: str) -> dict[str, str]:
    return one_row(r[ST], **eq)


def _name_of(r: Rows, abbr: str) -> str:
    return _state(r, abbreviation=abbr)["state"]


def _holidays(r: Rows, name: str) -> list[dict[str, str]]:
    """The holiday rows of the state named ``name`` (through its postal abbreviation)."""
    abbr = _state(r, state=name)["abbreviation"]
    return [h for h in r[HO] if h["state"] == abbr]


def _observers(r: Rows, holiday: str, date: str | None = None) -> set[str]:
    """The names of the states listing ``holiday`` (on ``date``, ISO, where given)."""
    return {_name_of(r, h["state"]) for h in r[HO] if h["holiday"] == holiday and date in (None, h["date"])}


def _observes(r: Rows, name: str, holiday: str, date: str) -> bool:
    return any(h["holiday"] == holiday and h["date"] == date for h in _holidays(r, name))


def _admitted(r: Rows, year: int) -> list[str]:
    return [s["state"] for s in r[ST] if int(s["statehood_year"]) == year]


def _executions(r: Rows) -> dict[str, float]:
    return _col(r, EX, "executions")


def _weekday(iso: str) -> str:
    return datetime.date.fromisoformat(iso).strftime("%A")


def _co2(r: Rows) -> dict[str, float]:
    return _col(r, CO, "co2_ppmv")


# -- the pairs ----------------------------------------------------------------------------------------------------


def _we(r: Rows) -> dict[str, tuple[bool, bool]]:
    ex, cr = _executions(r), r[CR]
    return {
        "we1": _both(
            lambda s: _state(r, state=s)["capital"] == "Annapolis" and s in _admitted(r, 1788), "Maryland", "Virginia"
        ),
        "we2": _both(lambda s: _v(r, CR, "murders_per_100k", state=s) == 1.3, "Vermont", "Maine"),
        "we3": _both(lambda s: ex[s] == 9 and _top(ex, 1) == "Texas" and _top(ex, 2) == s, "Virginia", "Missouri"),
        "we4": _both(lambda f: _v(r, GF, "market_value_1954", firm=f) == 1188.9, "Westinghouse", "General Electric"),
        "we5": _both(
            lambda c: (
                (_v(r, CS, "smokers_with_lung_cancer", city=c), _v(r, CS, "nonsmokers_with_lung_cancer", city=c))
                == (60, 11)
            ),
            "Taiyuan",
            "Nanchang",
        ),
        "we6": _both(lambda s: s in _observers(r, "Casimir Pulaski Day", "2025-03-03"), "Illinois", "Indiana"),
        "we7": _both(
            lambda s: (
                _state(r, capital="Tallahassee")["state"] == "Florida"
                and s in _admitted(r, 1845)
                and "Florida" in _admitted(r, 1845)
            ),
            "Texas",
            "Oklahoma",
        ),
        "we8": _both(lambda s: one_row(cr, state=s)["urban_pct"] == "83.53", "Maryland", "Massachusetts"),
        "we9": _both(lambda f: _v(r, GF, "plant_and_equipment_1954", firm=f) == 468, "Goodyear", "Chrysler"),
        "we10": _both(lambda s: _v(r, EX, "median_income_usd", state=s) == 34743, "Nebraska", "Oklahoma"),
    }


def _su(r: Rows) -> dict[str, tuple[bool, bool]]:
    murder, violent = _col(r, CR, "murders_per_100k"), _col(r, CR, "violent_crimes_per_100k")
    income, counties = _col(r, EX, "median_income_usd"), {s["state"]: _n(s["counties"]) for s in r[ST]}
    years = {s["state"]: _n(s["statehood_year"]) for s in r[ST]}
    value, unemployed = _col(r, GF, "market_value_1954"), _col(r, LO, "unemployed_thousands")
    nonsmokers, co2, black = _col(r, CS, "nonsmokers_with_lung_cancer"), _co2(r), _col(r, EX, "black_pct")
    assert len(murder) == 21 and len(income) == 17 and len(co2) == 12 and len(nonsmokers) == 8
    gm = value["General Motors"]
    return {
        "su1": _both(lambda s: _top(murder) == s, "Louisiana", "Illinois"),
        "su2": _both(lambda v: _top(violent, lowest=True) == "Maine" and violent["Maine"] == v, 119.9, 135.1),
        "su3": _both(lambda s: _top(income) == s, "Maryland", "Colorado"),
        "su4": _both(
            lambda v: _top(counties) == "Texas" and counties["Texas"] == v and v >= 1.5 * counties[_top(counties, 2)],
            254,
            133,
        ),
        "su5": _both(lambda s: _top(years) == s, "Hawaii", "Arizona"),
        "su6": _both(
            lambda f: _top(value) == "General Motors" and gm == 5593.6 and _top(value, 2) == f and gm > 2 * value[f],
            "General Electric",
            "US Steel",
        ),
        "su7": _both(lambda y: _top(unemployed) == y and unemployed[y] == 4806, "1961", "1958"),
        "su8": _both(lambda c: _top(nonsmokers) == c and nonsmokers[c] == 497, "Shanghai", "Shenyang"),
        "su9": _both(lambda d: _top(co2) == d and co2[d] == 371.9, "2000-06-03", "2000-05-06"),
        "su10": _both(lambda k: _top(black, k) == "South Carolina" and black["South Carolina"] == 30.1, 2, 1),
    }


def _di(r: Rows) -> dict[str, tuple[bool, bool]]:
    emp, armed, co2 = _col(r, LO, "employed_thousands"), _col(r, LO, "armed_forces_thousands"), _co2(r)
    violent, ex = _col(r, CR, "violent_crimes_per_100k"), {s["state"]: s for s in r[EX]}
    firms, taiyuan = {f["firm"]: f for f in r[GF]}, one_row(r[CS], city="Taiyuan")
    atlantic = firms["Atlantic Refining"]
    years = {s["state"]: int(s["statehood_year"]) for s in r[ST]}
    income = _col(r, EX, "median_income_usd")
    signs = {
        "rose": 1,
        "fell": -1,
        "higher": 1,
        "lower": -1,
        "more": 1,
        "less": -1,
        "larger": 1,
        "smaller": -1,
        "grew": 1,
        "shrank": -1,
        "before": -1,
        "after": 1,
        "above": 1,
        "below": -1,
    }

    def cmp(a: float, b: float, word: str) -> bool:
        return (a - b) * signs[word] > 0

    return {
        "di1": _both(lambda w: cmp(emp["1954"], emp["1953"], w), "fell", "rose"),
        "di2": _both(lambda w: cmp(co2["2000-10-07"], co2["2000-06-03"], w), "lower", "higher"),
        "di3": _both(lambda w: cmp(violent["Vermont"], violent["Maine"], w), "higher", "lower"),
        "di4": _both(
            lambda w: cmp(violent["Florida"], _n(ex["Florida"]["violent_crimes_per_100k_1996"]), w), "lower", "higher"
        ),
        "di5": _both(
            lambda w: (
                len(firms) == 11
                and all(cmp(_n(f["gross_investment_1954"]), _n(f["gross_investment_1935"]), w) for f in firms.values())
            ),
            "more",
            "less",
        ),
        "di6": _both(
            lambda w: cmp(_n(atlantic["plant_and_equipment_1954"]), _n(atlantic["market_value_1954"]), w),
            "larger",
            "smaller",
        ),
        "di7": _both(
            lambda w: all(cmp(armed[str(y + 1)], armed[str(y)], w) for y in range(1952, 1960)), "shrank", "grew"
        ),
        "di8": _both(lambda w: cmp(years["Missouri"], years["Arkansas"], w), "before", "after"),
        "di9": _both(
            lambda w: cmp(_n(taiyuan["smokers_with_lung_cancer"]), _n(taiyuan["smokers_without_lung_cancer"]), w),
            "less",
            "more",
        ),
        "di10": _both(lambda w: cmp(income["Texas"], income["Virginia"], w), "below", "above"),
    }


def _df(r: Rows) -> dict[str, tuple[bool, bool]]:
    murder, poverty, violent = (
        _col(r, CR, "murders_per_100k"),
        _col(r, CR, "poverty_pct"),
        _col(r, CR, "violent_crimes_per_100k"),
    )
    ex, years, gnp = (
        _executions(r),
        {s["state"]: int(s["statehood_year"]) for s in r[ST]},
        _col(r, LO, "gnp_million_usd"),
    )
    armed, co2, smokers = _col(r, LO, "armed_forces_thousands"), _co2(r), _col(r, CS, "smokers_with_lung_cancer")
    gm = one_row(r[GF], firm="General Motors")
    return {
        "df1": _both(lambda d: _eq(murder["Louisiana"] - murder["Vermont"], d), 11.0, 9.0),
        "df2": _both(lambda d: ex["Texas"] - ex["Virginia"] == d, 28, 27),
        "df3": _both(lambda d: _about((gnp["1962"] - gnp["1947"]) / 1000, d), "320.6", "230.6"),
        "df4": _both(
            lambda d: _eq(_n(gm["gross_investment_1954"]) - _n(gm["gross_investment_1935"]), d), 1169.1, 1269.1
        ),
        "df5": _both(lambda d: _eq(co2["2000-06-03"] - co2["2000-10-07"], d), 5.6, 4.6),
        "df6": _both(lambda d: _eq(poverty["Massachusetts"] - poverty["Maryland"], d), 1.2, 2.2),
        "df7": _both(lambda d: years["Hawaii"] - years["Arizona"] == d, 47, 57),
        "df8": _both(
            lambda d: _eq(_v(r, EX, "violent_crimes_per_100k_1996", state="Illinois") - violent["Illinois"], d),
            267.8,
            167.8,
        ),
        "df9": _both(lambda d: smokers["Shenyang"] - smokers["Shanghai"] == d, 5, 15),
        "df10": _both(lambda d: _just_over((armed["1951"] - armed["1950"]) / 1000, d), 1.4, 1.6),
    }


def _jo(r: Rows) -> dict[str, tuple[bool, bool]]:
    ex, violent = _executions(r), _col(r, CR, "violent_crimes_per_100k")
    patriots = _observers(r, "Patriots' Day", "2025-04-21")
    good_friday = _observers(r, "Good Friday", "2025-04-18")
    chavez = _observers(r, "Cesar Chavez Day", "2025-03-31")
    old = [s for s in _admitted(r, 1788) if s in ex]
    (town,) = _observers(r, "Town Meeting Day")
    ex96 = _col(r, EX, "violent_crimes_per_100k_1996")
    return {
        "jo1": _both(
            lambda c: _observes(r, _state(r, capital=c)["state"], "San Jacinto Day", "2025-04-21"),
            "Austin",
            "Montgomery",
        ),
        "jo2": _both(lambda y: _observers(r, "Truman Day", "2025-05-08") == set(_admitted(r, y)), 1821, 1819),
        "jo3": _both(lambda n: ex[_state(r, capital="Little Rock")["state"]] == n, 4, 6),
        "jo4": _both(lambda f: _v(r, CR, "murders_per_100k", state=_state(r, fips=f)["state"]) == 12.3, "22", "21"),
        "jo5": _both(lambda b: len(patriots) == 2 and all(violent[s] < b for s in patriots), 500, 400),
        "jo6": _both(
            lambda s: s in good_friday and _top({g: ex.get(g, 0) for g in good_friday}) == s, "Texas", "Louisiana"
        ),
        "jo7": _both(lambda n: len(old) == 3 and sum(ex[s] for s in old) == n, 12, 14),
        "jo8": _both(lambda n: _v(r, ST, "counties", state=town) == n, 14, 16),
        "jo9": _both(
            lambda caps: chavez == {_state(r, capital=c)["state"] for c in caps},
            ("Austin", "Denver"),
            ("Austin", "Phoenix"),
        ),
        "jo10": _both(
            lambda c: _top(ex96) == _state(r, capital=c)["state"] and ex96[_top(ex96)] == 1051 and len(ex96) == 17,
            "Tallahassee",
            "Columbia",
        ),
    }


def _ne(r: Rows) -> dict[str, tuple[bool, bool]]:
    ex, value = _executions(r), _col(r, GF, "market_value_1954")
    unemployed, grads = _col(r, LO, "unemployed_thousands"), _col(r, CR, "high_school_graduates_pct")
    months = {h["date"][5:7] for h in r[HO]}
    south = [e for e in r[EX] if e["south"] == "1"]
    weekend = ("Saturday", "Sunday")
    return {
        "ne1": _both(lambda s: any(x["state"] == s for x in r[ST]) and s not in ex, "Vermont", "Virginia"),
        "ne2": _both(lambda ms: not months & set(ms), ("07", "09"), ("07", "10")),
        "ne3": _both(lambda b: not any(v > b for f, v in value.items() if f != "General Motors"), 3000, 2000),
        "ne4": _both(lambda m: max(unemployed.values()) <= m * 1000, 5, 4),
        "ne5": _both(lambda but: not any(g < 80 for s, g in grads.items() if s not in but), ("Texas",), ()),
        "ne6": _both(
            lambda more: (
                not any(
                    _n(c[more]) > _n(c[({"nonsmokers_with_lung_cancer", "smokers_with_lung_cancer"} - {more}).pop()])
                    for c in r[CS]
                )
            ),
            "nonsmokers_with_lung_cancer",
            "smokers_with_lung_cancer",
        ),
        "ne7": _both(lambda end: not any(1860 <= int(s["statehood_year"]) <= end for s in r[ST]), 1866, 1870),
        "ne8": _both(
            lambda s: not any(h["weekday"] in weekend or _weekday(h["date"]) in weekend for h in _holidays(r, s)),
            "Hawaii",
            "Vermont",
        ),
        "ne9": _both(lambda b: min(_co2(r).values()) >= b, 366, 367),
        "ne10": _both(
            lambda p: len(south) == 7 and not any(_n(e["college_degree_share"]) * 100 > p for e in south), 30, 20
        ),
    }


def _pc(r: Rows) -> dict[str, tuple[bool, bool]]:
    ex, beijing, shanghai = _executions(r), one_row(r[CS], city="Beijing"), one_row(r[CS], city="Shanghai")
    total = sum(ex.values())
    smokers = _n(beijing["smokers_with_lung_cancer"])
    cancer = smokers + _n(beijing["nonsmokers_with_lung_cancer"])
    people = sum(_n(shanghai[c]) for c in shanghai if c != "city")
    y1962 = one_row(r[LO], year="1962")
    degree = _col(r, EX, "college_degree_share")
    ibm = one_row(r[GF], firm="IBM")
    ibm35, ibm54 = _n(ibm["gross_investment_1935"]), _n(ibm["gross_investment_1954"])
    tx_holidays = sum(h["state"] == "TX" for h in r[HO])
    poverty = _col(r, CR, "poverty_pct")
    return {
        "pc1": _both(lambda share: total == 74 and _eq(ex["Texas"] / total, share), 0.5, 0.37),
        "pc2": _both(lambda claim: _about(smokers / cancer * 100 if claim == "%" else smokers, "78"), "%", "count"),
        "pc3": _both(
            lambda pct: _about(_v(r, CR, "murders_per_100k", state="Louisiana") / 100_000 * 100, pct), "0.012", "12.3"
        ),
        "pc4": _both(
            lambda pct: (
                len(r[ST]) == 21
                and len(ex) == 17
                and all(s in {x["state"] for x in r[ST]} for s in ex)
                and _about(17 / 21 * 100, pct)
            ),
            "81",
            "17",
        ),
        "pc5": _both(
            lambda pct: (
                _about(_n(y1962["unemployed_thousands"]) / 1000, "4.0")
                and _about(_n(y1962["unemployed_thousands"]) / _n(y1962["population_thousands"]) * 100, pct)
            ),
            "3.1",
            "4.0",
        ),
        "pc6": _both(lambda pct: _top(degree) == "Colorado" and _eq(degree["Colorado"] * 100, pct), 31, 0.31),
        "pc7": _both(lambda pct: tx_holidays == 9 and len(r[HO]) == 29 and _about(9 / 29 * 100, pct), "31", "9"),
        "pc8": _both(
            lambda claim: _about((ibm54 / ibm35 - 1) * 100, "567") if claim == "%" else _about(ibm54 - ibm35, "567"),
            "%",
            "million",
        ),
        "pc9": _both(
            lambda claim: (
                people == 2900
                and _about(
                    _n(shanghai["smokers_with_lung_cancer"]) / people * 100
                    if claim == "%"
                    else _n(shanghai["smokers_with_lung_cancer"]),
                    "31",
                )
            ),
            "%",
            "count",
        ),
        "pc10": _both(
            lambda per: _top(poverty) == "Arkansas" and _eq(poverty["Arkansas"] / 100 * per, 18.8), 100, 100_000
        ),
    }


def _wo(r: Rows) -> dict[str, tuple[bool, bool]]:
    ex, emp = _executions(r), _col(r, LO, "employed_thousands")
    per_state = {h["state"]: sum(x["state"] == h["state"] for x in r[HO]) for h in r[HO]}
    invest35 = _col(r, GF, "gross_investment_1935")
    co2 = list(_co2(r).values())
    first_70m = min(y for y, v in emp.items() if v > 70_000)
    return {
        "wo1": _both(lambda n: ex["Missouri"] == n, 6, 4),
        "wo2": _both(lambda n: _v(r, ST, "counties", state="Hawaii") == n, 5, 15),
        "wo3": _both(lambda n: len(_admitted(r, 1788)) == n, 4, 3),
        "wo4": _both(lambda n: len(ex) == 17 and sum(v == 1 for v in ex.values()) == n, 9, 8),
        "wo5": _both(lambda n: per_state["TX"] == n and _top(per_state) == "TX", 9, 11),
        "wo6": _both(lambda m: first_70m == "1962" and emp["1962"] > m * 1000, 70, 71),
        "wo7": _both(
            lambda n: (
                {"General Motors", "US Steel"} <= {f for f, v in invest35.items() if v > 200}
                and sum(v > 200 for v in invest35.values()) == n
            ),
            2,
            3,
        ),
        "wo8": _both(lambda n: all(b > a for a, b in pairwise(co2[:n])), 6, 7),
        "wo9": _both(
            lambda n: (
                _top(_col(r, CS, "nonsmokers_with_lung_cancer"), lowest=True) == "Taiyuan"
                and _v(r, CS, "nonsmokers_with_lung_cancer", city="Taiyuan") == n
            ),
            11,
            21,
        ),
        "wo10": _both(lambda y: _v(r, ST, "statehood_year", state="Nebraska") == y, 1867, 1876),
    }


def _ud(r: Rows) -> dict[str, tuple[bool, bool]]:
    co2, gnp, armed = _co2(r), _col(r, LO, "gnp_million_usd"), _col(r, LO, "armed_forces_thousands")
    first_half_trillion = min(y for y, v in gnp.items() if v > 500_000)
    march = min(d for d in co2 if d.startswith("2000-03"))
    texas_year = int(_state(r, state="Texas")["statehood_year"])
    return {
        "ud1": _both(lambda pct: _about(co2["2000-01-01"] / 10_000, pct), "0.037", "0.37"),
        "ud2": _both(
            lambda d: _observes(r, "Texas", "Lyndon Baines Johnson Day", d) and _weekday(d) == "Wednesday",
            "2025-08-27",
            "2025-07-27",
        ),
        "ud3": _both(lambda y: first_half_trillion == y, "1960", "1959"),
        "ud4": _both(lambda m: m * 0.95 < armed["1947"] / 1000 < m, 1.6, 16),
        "ud5": _both(lambda decade: decade <= _v(r, ST, "statehood_year", state="Oregon") < decade + 10, 1850, 1860),
        "ud6": _both(
            lambda d: _observes(r, "Hawaii", "Statehood Day", d) and _weekday(d) == "Friday", "2025-08-15", "2025-08-22"
        ),
        "ud7": _both(lambda b: _about(_v(r, GF, "market_value_1954", firm="US Steel") / 1000, b), "2.1", "21"),
        "ud8": _both(
            lambda per_million: _about(_v(r, CR, "murders_per_100k", state="Louisiana") * 10, per_million),
            "123",
            "12.3",
        ),
        "ud9": _both(lambda day: march == "2000-03-04" and _weekday(march) == day, "Saturday", "Sunday"),
        "ud10": _both(
            lambda n: _observes(r, "Texas", "Texas Independence Day", "2025-03-02") and 2025 - texas_year == n, 180, 170
        ),
    }


_GROUPS = (_we, _su, _di, _df, _jo, _ne, _pc, _wo, _ud)


def _facts_of(group: Callable, pair_id: str) -> Callable[[Rows], tuple[bool, bool]]:
    return lambda r: group(r)[pair_id]


FACTS: dict[str, Callable[[Rows], tuple[bool, bool]]] = {
    pid: _facts_of(group, pid) for group in _GROUPS for pid in group(rows_by_table())
}
