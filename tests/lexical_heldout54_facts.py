"""The label checks of the fifty-fourth held-out set (``tests/test_lexical_heldout54.py``): one function per pair id
that recomputes, from the stored cells of ``tests/data/lexical_heldout54_tables.json``, whether the pair's true claim
holds and whether its false twin holds (``(True, False)`` when the labels are right)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import heldout_pairs
from heldout_pairs import (
    Rows,
    about,
    both_fillings,
    keyed_column,
    keyed_number,
    number,
    top_key,
)

DATA = Path(__file__).parent / "data" / "lexical_heldout54_tables.json"

EN = "european_energy_consumption_1980"
PW = "european_income_per_head_1960_1985"
WO = "australian_woollen_yarn_production_1965_1993"
FI = "mammal_skull_dimensions"

FACTS: dict[str, Callable[[Rows], tuple[bool, bool]]] = {}

GDP, ENERGY = "gdp_million_1975_usd", "energy_million_kg_coal_equivalent"
POP, G60, G80, G85, SAVE = ("population_1980_thousands", "gdp_per_capita_1960_usd", "gdp_per_capita_1980_usd",
                            "gdp_per_capita_1985_usd", "saving_rate_1980_pct")
QUARTERS, TOTAL = ("q1_tonnes", "q2_tonnes", "q3_tonnes", "q4_tonnes"), "year_total_tonnes"
WEIGHT, SKULL, PALATE = "body_weight_kg", "skull_length_cm", "palate_length_cm"


def fact(fn: Callable[[Rows], tuple[bool, bool]]) -> Callable[[Rows], tuple[bool, bool]]:
    FACTS[fn.__name__] = fn
    return fn


def rows_by_table() -> Rows:
    return heldout_pairs.rows_of(DATA)


def en(rows: Rows, country: str, col: str) -> float:
    return keyed_number(rows, EN, country, col)


def ens(rows: Rows, col: str) -> dict[str, float]:
    return keyed_column(rows, EN, col)


def pw(rows: Rows, country: str, col: str) -> float:
    return keyed_number(rows, PW, country, col)


def pws(rows: Rows, col: str) -> dict[str, float]:
    return keyed_column(rows, PW, col)


def wool(rows: Rows, year: int, col: str = TOTAL) -> float:
    return keyed_number(rows, WO, str(year), col)


def wools(rows: Rows, col: str = TOTAL) -> dict[int, float]:
    return {int(k): v for k, v in keyed_column(rows, WO, col).items()}


def quarters(rows: Rows) -> dict[tuple[int, int], float]:
    """(year, quarter 1-4) -> tonnes, for every stored quarter."""
    return {(int(r["year"]), q): number(r[col]) for r in rows[WO] for q, col in enumerate(QUARTERS, start=1)}


def busiest_quarter(rows: Rows) -> dict[int, int]:
    """Year -> the quarter (1-4) with the most tonnes (a tie within a year is a broken label)."""
    out = {}
    for r in rows[WO]:
        values = [number(r[col]) for col in QUARTERS]
        assert values.count(max(values)) == 1, r["year"]
        out[int(r["year"])] = 1 + values.index(max(values))
    return out


def changes(values: dict[int, float]) -> dict[int, float]:
    """Year -> its value less the year before's (for every year whose year before is stored)."""
    return {y: v - values[y - 1] for y, v in values.items() if y - 1 in values}


def fi(rows: Rows, species: str, col: str) -> float:
    return keyed_number(rows, FI, species, col)


def fis(rows: Rows, col: str, order: str | None = None) -> dict[str, float]:
    """Species -> the number in ``col`` (of the species of ``order`` only, where given)."""
    return {r["species"]: number(r[col]) for r in rows[FI] if order is None or r["order"] == order}


def share(part: float, whole: float) -> float:
    return 100 * part / whole


def rank(values: dict, key, lowest: bool = False) -> int:
    """1 + the number of keys strictly ahead of ``key`` (highest first, or lowest first)."""
    x = values[key]
    return 1 + sum((v < x) if lowest else (v > x) for v in values.values())


def top(values: dict, lowest: bool = False) -> set:
    best = (min if lowest else max)(values.values())
    return {k for k, v in values.items() if v == best}


def only(values: dict, lowest: bool = False):
    """The one key of :func:`top` (a tie is a broken label)."""
    (key,) = top(values, lowest)
    return key


# wrong_entity


@fact
def we1(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda c: top_key(rows, EN, GDP) == c and en(rows, c, GDP) == 428888, "West Germany", "France")


@fact
def we2(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda c: top_key(rows, EN, ENERGY, lowest=True) == c and en(rows, c, ENERGY) == 456,
                         "Malta", "Iceland")


@fact
def we3(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda c: top_key(rows, PW, G85) == c and pw(rows, c, G85) == 14864, "Switzerland", "Norway")


@fact
def we4(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda c: top_key(rows, PW, SAVE) == c and pw(rows, c, SAVE) == 35.1, "Finland", "Cyprus")


@fact
def we5(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda c: top_key(rows, PW, G80, lowest=True) == c and pw(rows, c, G80) == 2874,
                         "Turkey", "Portugal")


@fact
def we6(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda y: top_key(rows, WO, TOTAL) == str(y) and wool(rows, y) == 29483, 1970, 1969)


@fact
def we7(rows: Rows) -> tuple[bool, bool]:
    q = quarters(rows)
    return both_fillings(lambda y: top(q, lowest=True) == {(y, 1)} and q[(y, 1)] == 3324, 1975, 1983)


@fact
def we8(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda s: top_key(rows, FI, WEIGHT) == s and fi(rows, s, WEIGHT) == 306,
                         "Grizzly bear", "Leopard seal")


@fact
def we9(rows: Rows) -> tuple[bool, bool]:
    w = fis(rows, WEIGHT, "Primates")
    return both_fillings(lambda s: top(w, lowest=True) == {s} and w[s] == 0.07, "Mouse lemur", "Bush-baby")


@fact
def we10(rows: Rows) -> tuple[bool, bool]:
    s = fis(rows, SKULL, "Primates")
    return both_fillings(lambda k: top(s) == {k} and s[k] == 30.8, "Gorilla", "Orangutan")


# superlative


@fact
def su1(rows: Rows) -> tuple[bool, bool]:
    g = ens(rows, GDP)
    return both_fillings(lambda k: g["Cyprus"] == 2003 and rank(g, "Cyprus", lowest=True) == k and len(g) == 20, 3, 2)


@fact
def su2(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, PW, POP, lowest) == "Iceland"
                         and pw(rows, "Iceland", POP) * 1000 == 228000, True, False)


@fact
def su3(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, PW, SAVE, lowest) == "United Kingdom"
                         and pw(rows, "United Kingdom", SAVE) == 15.6, True, False)


@fact
def su4(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, PW, G60, lowest) == "Malta" and pw(rows, "Malta", G60) == 1374,
                         True, False)


@fact
def su5(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: all(top_key(rows, PW, col, lowest) == "Switzerland" for col in (G60, G80, G85)),
                         False, True)


@fact
def su6(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, WO, TOTAL, lowest) == "1992" and wool(rows, 1992) == 18105,
                         True, False)


@fact
def su7(rows: Rows) -> tuple[bool, bool]:
    q = quarters(rows)
    return both_fillings(lambda lowest: top(q, lowest) == {(1970, 1), (1972, 3)} and q[(1970, 1)] == 7819, False, True)


@fact
def su8(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, FI, PALATE, lowest) == "Mouse lemur"
                         and fi(rows, "Mouse lemur", PALATE) == 1.33, True, False)


@fact
def su9(rows: Rows) -> tuple[bool, bool]:
    w = fis(rows, WEIGHT, "Carnivora")
    return both_fillings(lambda lowest: top(w, lowest) == {"Fennec Fox"} and w["Fennec Fox"] == 1.25, True, False)


@fact
def su10(rows: Rows) -> tuple[bool, bool]:
    s = fis(rows, SKULL)
    return both_fillings(lambda k: s["Lion"] == 37.4 and rank(s, "Lion") == k, 2, 3)


# direction


@fact
def di1(rows: Rows) -> tuple[bool, bool]:
    uk, fr = en(rows, "United Kingdom", ENERGY), en(rows, "France", ENERGY)
    larger = en(rows, "France", GDP) > en(rows, "United Kingdom", GDP)
    return larger and uk > fr, larger and uk < fr


@fact
def di2(rows: Rows) -> tuple[bool, bool]:
    tr, nl = en(rows, "Turkey", GDP), en(rows, "Netherlands", GDP)
    return tr > nl, tr < nl


@fact
def di3(rows: Rows) -> tuple[bool, bool]:
    a, b = pws(rows, G80), pws(rows, G85)
    return all(b[c] > a[c] for c in a), all(b[c] < a[c] for c in a)


@fact
def di4(rows: Rows) -> tuple[bool, bool]:
    ie, es = pw(rows, "Ireland", G80), pw(rows, "Spain", G80)
    return ie < es, ie > es


@fact
def di5(rows: Rows) -> tuple[bool, bool]:
    uk60, de60 = pw(rows, "United Kingdom", G60), pw(rows, "West Germany", G60)
    uk80, de80 = pw(rows, "United Kingdom", G80), pw(rows, "West Germany", G80)
    return uk60 > de60 and uk80 < de80, uk60 < de60 and uk80 > de80


@fact
def di6(rows: Rows) -> tuple[bool, bool]:
    a, b = wool(rows, 1973), wool(rows, 1974)
    return b < a and b == 21365, b > a and b == 21365


@fact
def di7(rows: Rows) -> tuple[bool, bool]:
    a, b = wool(rows, 1983), wool(rows, 1984)
    return a == 18663 and b > a, a == 18663 and b < a


@fact
def di8(rows: Rows) -> tuple[bool, bool]:
    march, june = wool(rows, 1993, "q1_tonnes"), wool(rows, 1993, "q2_tonnes")
    return june > march, june < march


@fact
def di9(rows: Rows) -> tuple[bool, bool]:
    heavier = fi(rows, "Leopard seal", WEIGHT) > fi(rows, "Lion", WEIGHT)
    seal, lion = fi(rows, "Leopard seal", SKULL), fi(rows, "Lion", SKULL)
    return heavier and seal < lion, heavier and seal > lion


@fact
def di10(rows: Rows) -> tuple[bool, bool]:
    gorilla, tiger = fi(rows, "Gorilla", WEIGHT), fi(rows, "Tiger", WEIGHT)
    return gorilla > tiger, gorilla < tiger


# difference


@fact
def df1(rows: Rows) -> tuple[bool, bool]:
    gap = en(rows, "France", GDP) - en(rows, "United Kingdom", GDP)
    return gap == 79484, gap == 79848


@fact
def df2(rows: Rows) -> tuple[bool, bool]:
    gap = en(rows, "West Germany", ENERGY) - en(rows, "United Kingdom", ENERGY)
    return gap == 84621, gap == 86421


@fact
def df3(rows: Rows) -> tuple[bool, bool]:
    gap = pw(rows, "Norway", G85) - pw(rows, "Norway", G60)
    return gap == 8534, gap == 8354


@fact
def df4(rows: Rows) -> tuple[bool, bool]:
    gap = pw(rows, "Switzerland", G80) - pw(rows, "Norway", G80)
    return gap == 2160, gap == 2610


@fact
def df5(rows: Rows) -> tuple[bool, bool]:
    gap = pw(rows, "Finland", SAVE) - pw(rows, "United Kingdom", SAVE)
    return both_fillings(lambda w: about(gap, w), "19.5", "18.5")


@fact
def df6(rows: Rows) -> tuple[bool, bool]:
    gap = (pw(rows, "United Kingdom", POP) - pw(rows, "France", POP)) * 1000
    return gap == 2450000, gap == 2540000


@fact
def df7(rows: Rows) -> tuple[bool, bool]:
    gap = wool(rows, 1970) - wool(rows, 1992)
    return top_key(rows, WO, TOTAL) == "1970" and gap == 11378, top_key(rows, WO, TOTAL) == "1970" and gap == 11738


@fact
def df8(rows: Rows) -> tuple[bool, bool]:
    c = changes(wools(rows))
    return both_fillings(lambda n: only(c, lowest=True) == 1974 and c[1974] == -n, 3897, 3987)


@fact
def df9(rows: Rows) -> tuple[bool, bool]:
    gap = fi(rows, "Grizzly bear", SKULL) - fi(rows, "Mouse lemur", SKULL)
    return both_fillings(lambda w: about(gap, w), "37.91", "38.91")


@fact
def df10(rows: Rows) -> tuple[bool, bool]:
    ratio = fi(rows, "Grizzly bear", WEIGHT) / fi(rows, "Mouse lemur", WEIGHT)
    return both_fillings(lambda k: ratio > k, 4000, 5000)


# joined


@fact
def jo1(rows: Rows) -> tuple[bool, bool]:
    country = top_key(rows, EN, ENERGY)
    return both_fillings(lambda w: about(pw(rows, country, POP) / 1000, w), "61.6", "56.3")


@fact
def jo2(rows: Rows) -> tuple[bool, bool]:
    country = top_key(rows, EN, GDP, lowest=True)
    return both_fillings(lambda w: pw(rows, country, SAVE) == w, 19.1, 28.4)


@fact
def jo3(rows: Rows) -> tuple[bool, bool]:
    country = top_key(rows, PW, G80)
    return both_fillings(lambda n: en(rows, country, ENERGY) == n, 23234, 45132)


@fact
def jo4(rows: Rows) -> tuple[bool, bool]:
    country = top_key(rows, PW, SAVE)
    return both_fillings(lambda n: en(rows, country, GDP) == n, 28388, 27914)


@fact
def jo5(rows: Rows) -> tuple[bool, bool]:
    country = top_key(rows, PW, G80, lowest=True)
    g = ens(rows, GDP)
    return both_fillings(lambda k: rank(g, country) == k and len(g) == 20, 6, 9)


@fact
def jo6(rows: Rows) -> tuple[bool, bool]:
    country = top_key(rows, PW, POP, lowest=True)
    return both_fillings(lambda n: en(rows, country, ENERGY) == n, 1124, 456)


@fact
def jo7(rows: Rows) -> tuple[bool, bool]:
    growth = {c: pw(rows, c, G85) / pw(rows, c, G60) for c in pws(rows, G60)}
    country = only(growth)
    return both_fillings(lambda n: en(rows, country, GDP) == n, 1251, 2003)


@fact
def jo8(rows: Rows) -> tuple[bool, bool]:
    g, e = ens(rows, GDP), ens(rows, ENERGY)
    country = only({c: e[c] / g[c] for c in g})
    return both_fillings(lambda n: pw(rows, country, G85) == n, 11539, 11285)


@fact
def jo9(rows: Rows) -> tuple[bool, bool]:
    country = top_key(rows, PW, SAVE, lowest=True)
    return both_fillings(lambda k: rank(ens(rows, ENERGY), country) == k, 2, 3)


@fact
def jo10(rows: Rows) -> tuple[bool, bool]:
    big = [c for c, x in ens(rows, GDP).items() if x > 90000]
    per_head = {c: pw(rows, c, G80) for c in big}
    return both_fillings(lambda c: len(big) == 6 and top(per_head, lowest=True) == {c}, "Turkey", "Spain")


# negation


@fact
def ne1(rows: Rows) -> tuple[bool, bool]:
    e = {c: x for c, x in ens(rows, ENERGY).items() if c != "West Germany"}
    return both_fillings(lambda cap: not any(x > cap for x in e.values()), 300000, 250000)


@fact
def ne2(rows: Rows) -> tuple[bool, bool]:
    g = ens(rows, GDP).values()
    return both_fillings(lambda floor: not any(x < floor for x in g), 1000, 1300)


@fact
def ne3(rows: Rows) -> tuple[bool, bool]:
    s = pws(rows, SAVE).values()
    return both_fillings(lambda floor: not any(x < floor for x in s), 15, 16)


@fact
def ne4(rows: Rows) -> tuple[bool, bool]:
    g = pws(rows, G60).values()
    return both_fillings(lambda cap: not any(x >= cap for x in g), 10000, 9000)


@fact
def ne5(rows: Rows) -> tuple[bool, bool]:
    g = [x for c, x in pws(rows, G80).items() if c != "Turkey"]
    return both_fillings(lambda floor: not any(x < floor for x in g), 4000, 5000)


@fact
def ne6(rows: Rows) -> tuple[bool, bool]:
    t = [x for y, x in wools(rows).items() if y > 1972]
    return both_fillings(lambda cap: not any(x >= cap for x in t), 26000, 25000)


@fact
def ne7(rows: Rows) -> tuple[bool, bool]:
    march = [x for y, x in wools(rows, "q1_tonnes").items() if y >= 1974]
    return both_fillings(lambda cap: not any(x > cap for x in march), 5500, 5200)


@fact
def ne8(rows: Rows) -> tuple[bool, bool]:
    t = [x for y, x in wools(rows).items() if 1975 <= y <= 1993]
    return both_fillings(lambda cap: len(t) == 19 and not any(x >= cap for x in t), 24000, 23000)


@fact
def ne9(rows: Rows) -> tuple[bool, bool]:
    w = fis(rows, WEIGHT, "Primates").values()
    return both_fillings(lambda cap: not any(x > cap for x in w), 200, 150)


@fact
def ne10(rows: Rows) -> tuple[bool, bool]:
    s = fis(rows, SKULL, "Carnivora").values()
    return both_fillings(lambda floor: not any(x < floor for x in s), 8, 9)


# percent_vs_count


@fact
def pc1(rows: Rows) -> tuple[bool, bool]:
    e = ens(rows, ENERGY)
    pct = share(e["West Germany"], sum(e.values()))
    return both_fillings(lambda w: about(pct, w), "23", "32")


@fact
def pc2(rows: Rows) -> tuple[bool, bool]:
    g = ens(rows, GDP)
    three = sorted(g, key=g.get, reverse=True)[:3]
    pct = share(sum(g[c] for c in three), sum(g.values()))
    return both_fillings(lambda w: set(three) == {"West Germany", "France", "United Kingdom"} and about(pct, w), "52", "42")


@fact
def pc3(rows: Rows) -> tuple[bool, bool]:
    pct = 100 * (pw(rows, "Norway", G85) / pw(rows, "Norway", G80) - 1)
    return both_fillings(lambda w: about(pct, w), "16.5", "6.5")


@fact
def pc4(rows: Rows) -> tuple[bool, bool]:
    pct = 100 * (pw(rows, "Spain", G85) / pw(rows, "Spain", G80) - 1)
    return both_fillings(lambda w: about(pct, w), "2", "20")


@fact
def pc5(rows: Rows) -> tuple[bool, bool]:
    s = pws(rows, SAVE)
    n = sum(x > 27 for x in s.values())
    return both_fillings(lambda pct: n == 8 and len(s) == 20 and share(n, len(s)) == pct, 40, 8)


@fact
def pc6(rows: Rows) -> tuple[bool, bool]:
    pct = 100 * (pw(rows, "Switzerland", G85) / pw(rows, "Switzerland", G60) - 1)
    return both_fillings(lambda w: about(pct, w), "58", "158")


@fact
def pc7(rows: Rows) -> tuple[bool, bool]:
    pct = 100 * (1 - wool(rows, 1993) / wool(rows, 1970))
    return both_fillings(lambda w: top_key(rows, WO, TOTAL) == "1970" and about(pct, w), "37", "63")


@fact
def pc8(rows: Rows) -> tuple[bool, bool]:
    best = busiest_quarter(rows)
    n = sum(q == 3 for q in best.values())
    return both_fillings(lambda w: n == 19 and len(best) == 29 and about(share(n, len(best)), w), "66", "19")


@fact
def pc9(rows: Rows) -> tuple[bool, bool]:
    n, total = len(fis(rows, WEIGHT, "Primates")), len(rows[FI])
    return both_fillings(lambda pct: n == 14 and total == 28 and share(n, total) == pct, 50, 14)


@fact
def pc10(rows: Rows) -> tuple[bool, bool]:
    ratio = {s: share(fi(rows, s, PALATE), fi(rows, s, SKULL)) for s in fis(rows, SKULL)}
    return both_fillings(lambda w: only(ratio) == "Kit fox" and about(ratio["Kit fox"], w), "51", "15")


# words


@fact
def wo1(rows: Rows) -> tuple[bool, bool]:
    n = sum(x > 100000 for x in ens(rows, ENERGY).values())
    return n == 4, n == 5


@fact
def wo2(rows: Rows) -> tuple[bool, bool]:
    n = sum(x < 10000 for x in ens(rows, GDP).values())  # ten billion dollars: 10,000 millions
    return n == 3, n == 4


@fact
def wo3(rows: Rows) -> tuple[bool, bool]:
    n = sum(x > 40000 for x in pws(rows, POP).values())  # forty million people: 40,000 thousands
    return n == 5, n == 6


@fact
def wo4(rows: Rows) -> tuple[bool, bool]:
    n = sum(x > 10000 for x in pws(rows, G80).values())
    return n == 13, n == 12


@fact
def wo5(rows: Rows) -> tuple[bool, bool]:
    n = sum(x > 30 for x in pws(rows, SAVE).values())
    return n == 2, n == 3


@fact
def wo6(rows: Rows) -> tuple[bool, bool]:
    n = sum(x > 28000 for x in wools(rows).values())
    return n == 4, n == 3


@fact
def wo7(rows: Rows) -> tuple[bool, bool]:
    c = changes(wools(rows))
    n = sum(x < 0 for x in c.values())
    return n == 17 and min(c) == 1966 and max(c) == 1993, n == 16 and min(c) == 1966 and max(c) == 1993


@fact
def wo8(rows: Rows) -> tuple[bool, bool]:
    n = sum(q == 1 for q in busiest_quarter(rows).values())
    return n == 2, n == 3


@fact
def wo9(rows: Rows) -> tuple[bool, bool]:
    n = sum(x > 50 for x in fis(rows, WEIGHT).values())
    return n == 9, n == 8


@fact
def wo10(rows: Rows) -> tuple[bool, bool]:
    n = sum(x < 1 for x in fis(rows, WEIGHT, "Primates").values())
    return n == 5, n == 4


# units_dates


@fact
def ud1(rows: Rows) -> tuple[bool, bool]:
    millions = en(rows, "West Germany", GDP)
    return about(millions / 1000, "429"), about(millions, "429")


@fact
def ud2(rows: Rows) -> tuple[bool, bool]:
    million_kg = en(rows, "Italy", ENERGY)
    return about(million_kg / 1000, "192.5"), about(million_kg, "192.5")  # a tonne is 1,000 kg


@fact
def ud3(rows: Rows) -> tuple[bool, bool]:
    millions = pw(rows, "Turkey", POP) / 1000
    return both_fillings(lambda w: about(millions, w), "44.4", "4.4")


@fact
def ud4(rows: Rows) -> tuple[bool, bool]:
    kg_per_head = en(rows, "Norway", ENERGY) * 1e6 / (pw(rows, "Norway", POP) * 1000)
    return about(kg_per_head / 1000, "6.4"), about(kg_per_head, "6.4")


@fact
def ud5(rows: Rows) -> tuple[bool, bool]:
    tonnes = wool(rows, 1970)
    return about(tonnes / 1000, "29.5"), about(tonnes / 1e6, "29.5")


@fact
def ud6(rows: Rows) -> tuple[bool, bool]:
    q = quarters(rows)
    gap_years = ((1972 * 4 + 3) - (1970 * 4 + 1)) / 4
    return both_fillings(lambda k: q[(1970, 1)] == q[(1972, 3)] == 7819 and gap_years == k, 2.5, 3.5)


@fact
def ud7(rows: Rows) -> tuple[bool, bool]:
    t = wools(rows)
    first_below = min(y for y, x in t.items() if x < 20000)
    return both_fillings(lambda k: first_below == 1975 and first_below - min(t) == k, 10, 20)


@fact
def ud8(rows: Rows) -> tuple[bool, bool]:
    kg = fi(rows, "Grizzly bear", WEIGHT)
    return kg == 306, about(kg / 0.45359237, "306")  # the false twin: the same number read as pounds


@fact
def ud9(rows: Rows) -> tuple[bool, bool]:
    cm = fi(rows, "Tiger", SKULL)
    return cm == 32.7, about(cm * 10, "32.7")  # the false twin: the same number read as millimetres


@fact
def ud10(rows: Rows) -> tuple[bool, bool]:
    grams = fi(rows, "Mouse lemur", WEIGHT) * 1000
    return about(grams, "70"), about(grams, "7")
