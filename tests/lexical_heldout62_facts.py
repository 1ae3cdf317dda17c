"""The labels of the sixty-second held-out lexical set (``tests/test_lexical_heldout62.py``), recomputed from its stored
rows (``tests/data/lexical_heldout62_tables.json``): one function per pair id, each giving (the true claim holds, the
false twin holds) from the cells, so a broken label (a tie, a misread cell, a twin that is also true) fails the set's
label test.

The tables: the Barro and Lee growth data of fifteen Asian economies over 1965-75 and over 1975-85 (growth of GDP per
capita and the investment, government consumption and education spending shares of GDP, stored as fractions; male and
female secondary schooling), linked by the country, and the lengths in base pairs of the 24 human chromosomes in the
genome builds hg18, hg19 and hg38.
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import heldout_pairs
from heldout_pairs import (
    about,
    both_fillings,
    keyed_column,
    keyed_number,
    top_key,
    top_keys,
)

DATA = Path(__file__).parent / "data" / "lexical_heldout62_tables.json"

A = "asian_growth_1965_1975"
B = "asian_growth_1975_1985"
G = "human_chromosome_lengths_by_genome_build"
GROWTH = "gdp_per_capita_growth_rate"
INVEST = "investment_share_of_gdp"
GOVT = "government_consumption_share_of_gdp"
EDUC = "education_spending_share_of_gdp"
MALE = "male_secondary_schooling"
FEMALE = "female_secondary_schooling"
HG18, HG19, HG38 = "length_hg18_bp", "length_hg19_bp", "length_hg38_bp"
MILLION = 1_000_000


def rows_by_table():
    return heldout_pairs.rows_of(DATA)


def pct(rows, table: str, country: str, col: str) -> float:
    """A stored share or growth rate (a fraction) in per cent."""
    return 100 * keyed_number(rows, table, country, col)


def bp(rows, chromosome: str, col: str) -> float:
    return keyed_number(rows, G, chromosome, col)


def rank(rows, table: str, col: str, key: str) -> int:
    """1 for the highest ``col`` of ``table``; every value of the column distinct (checked)."""
    d = keyed_column(rows, table, col)
    assert len(set(d.values())) == len(d), (table, col)
    return sorted(d, key=d.get, reverse=True).index(key) + 1


def count(rows, table: str, col: str, pred) -> int:
    return sum(1 for x in keyed_column(rows, table, col).values() if pred(x))


# wrong_entity

def we1(rows):
    return both_fillings(lambda c: about(pct(rows, A, c, GROWTH), "8.1"), "Korea", "Japan")


def we2(rows):
    return both_fillings(lambda c: about(pct(rows, B, c, INVEST), "36"), "Japan", "Korea")


def we3(rows):
    return both_fillings(lambda c: bp(rows, c, HG38) == 83257441, "17", "18")


def we4(rows):
    return both_fillings(lambda c: about(pct(rows, A, c, GOVT), "15.6"), "Sri Lanka", "Taiwan")


def we5(rows):
    return both_fillings(lambda c: about(pct(rows, B, c, EDUC), "6.855"), "Israel", "Malaysia")


def we6(rows):
    return both_fillings(lambda c: bp(rows, c, HG19) == 48129895, "21", "22")


def we7(rows):
    return both_fillings(lambda c: pct(rows, B, c, GROWTH) < 0 and about(-pct(rows, B, c, GROWTH), "2.9"), "Iraq", "Iran")


def we8(rows):
    return both_fillings(lambda c: keyed_number(rows, A, c, FEMALE) == 1.154, "Israel", "Sri Lanka")


def we9(rows):
    return both_fillings(lambda c: bp(rows, c, HG38) == 156040895, "X", "7")


def we10(rows):
    return both_fillings(lambda c: keyed_number(rows, B, c, MALE) == 0.451, "Thailand", "Indonesia")


# superlative

def su1(rows):
    return both_fillings(lambda c: top_key(rows, A, GROWTH) == c, "Korea", "Japan")


def su2(rows):
    return both_fillings(lambda c: top_key(rows, B, INVEST, lowest=True) == c, "Pakistan", "India")


def su3(rows):
    return both_fillings(lambda c: all(top_keys(rows, G, col, lowest=True) == {c} for col in (HG18, HG19, HG38)), "21", "22")


def su4(rows):
    return both_fillings(lambda c: top_key(rows, A, GOVT, lowest=True) == c, "Syria", "Iran")


def su5(rows):
    return both_fillings(lambda c: top_key(rows, B, FEMALE) == "Japan" and top_key(rows, B, MALE) == c, "Korea", "Sri Lanka")


def su6(rows):
    return both_fillings(lambda c: rank(rows, G, HG38, c) == 2, "2", "3")


def su7(rows):
    three = count(rows, B, GROWTH, lambda x: x < 0) == 3
    return both_fillings(lambda c: three and top_key(rows, B, GROWTH, lowest=True) == c, "Iraq", "Iran")


def su8(rows):
    return both_fillings(lambda c: rank(rows, A, EDUC, "Israel") == 1 and rank(rows, A, EDUC, c) == 2, "Iraq", "Malaysia")


def su9(rows):
    gain = {k: bp(rows, k, HG38) - bp(rows, k, HG19) for k in keyed_column(rows, G, HG38)}
    best = max(gain.values())
    return both_fillings(lambda c: {k for k, x in gain.items() if x == best} == {c}, "18", "17")


def su10(rows):
    return both_fillings(lambda c: rank(rows, A, GROWTH, c) == 3, "Taiwan", "Syria")


# direction

def di1(rows):
    return both_fillings(lambda longer: (bp(rows, "17", HG38) > bp(rows, "17", HG19)) == longer, True, False)


def di2(rows):
    return both_fillings(lambda shrank: (bp(rows, "19", HG19) < bp(rows, "19", HG18)) == shrank, True, False)


def di3(rows):
    return both_fillings(lambda bigger: (keyed_number(rows, A, "Taiwan", GOVT) > keyed_number(rows, A, "Korea", GOVT)) == bigger, True, False)


def di4(rows):
    return both_fillings(lambda faster: (keyed_number(rows, B, "Jordan", GROWTH) > keyed_number(rows, B, "Japan", GROWTH)) == faster, True, False)


def di5(rows):
    return both_fillings(lambda longer: (bp(rows, "X", HG38) > bp(rows, "8", HG38)) == longer, True, False)


def di6(rows):
    return both_fillings(lambda more: (keyed_number(rows, B, "Sri Lanka", FEMALE) > keyed_number(rows, B, "Korea", FEMALE)) == more, True, False)


def di7(rows):
    return both_fillings(lambda shorter: (bp(rows, "Y", HG38) < bp(rows, "Y", HG19)) == shorter, True, False)


def di8(rows):
    slower = keyed_number(rows, A, "India", GROWTH) < keyed_number(rows, A, "Iran", GROWTH) / 2
    return both_fillings(lambda higher: slower and (keyed_number(rows, A, "India", INVEST) > keyed_number(rows, A, "Iran", INVEST)) == higher,
                         True, False)


def di9(rows):
    return both_fillings(lambda larger: (keyed_number(rows, B, "Israel", EDUC) > keyed_number(rows, B, "Japan", EDUC)) == larger, True, False)


def di10(rows):
    longer_38 = bp(rows, "11", HG38) > bp(rows, "10", HG38)
    return both_fillings(lambda longer_19: longer_38 and (bp(rows, "11", HG19) > bp(rows, "10", HG19)) == longer_19, False, True)


# difference

def df1(rows):
    return both_fillings(lambda n: bp(rows, "1", HG19) - bp(rows, "1", HG38) == n, 294199, 249199)


def df2(rows):
    gap = pct(rows, A, "Korea", GROWTH) - pct(rows, A, "Japan", GROWTH)
    return both_fillings(lambda w: about(gap, w), "1.75", "2.75")


def df3(rows):
    ratio = bp(rows, "1", HG38) / bp(rows, "21", HG38)
    return both_fillings(lambda n: ratio > n, 5, 6)


def df4(rows):
    ratio = keyed_number(rows, B, "Japan", INVEST) / keyed_number(rows, B, "Pakistan", INVEST)
    return both_fillings(lambda n: ratio > n, 3, 4)


def df5(rows):
    return both_fillings(lambda n: bp(rows, "X", HG38) + bp(rows, "Y", HG38) == n, 213268310, 214268310)


def df6(rows):
    gap = keyed_number(rows, A, "Japan", FEMALE) - keyed_number(rows, A, "India", FEMALE)
    return both_fillings(lambda n: round(gap, 3) == n, 1.505, 1.605)


def df7(rows):
    loss = bp(rows, "19", HG18) - bp(rows, "19", HG19)
    return both_fillings(lambda w: about(loss / MILLION, w), "4.7", "3.7")


def df8(rows):
    gap = pct(rows, B, "Indonesia", GROWTH) - pct(rows, B, "India", GROWTH)
    return both_fillings(lambda n: gap > n, 3, 4)


def df9(rows):
    total = sum(keyed_column(rows, G, HG38).values())
    return both_fillings(lambda w: about(total / 1e9, w), "3.09", "3.19")


def df10(rows):
    ratio = keyed_number(rows, A, "Israel", EDUC) / keyed_number(rows, A, "Pakistan", EDUC)
    return both_fillings(lambda n: ratio > n, 4, 5)


# joined

def jo1(rows):
    return both_fillings(lambda c: top_key(rows, A, GROWTH) == c and top_key(rows, B, GROWTH) == c, "Korea", "Taiwan")


def jo2(rows):
    before = pct(rows, A, "Jordan", GROWTH)
    return both_fillings(lambda w: -1 < before < 0 and about(pct(rows, B, "Jordan", GROWTH), w), "5.9", "4.9")


def jo3(rows):
    rise = pct(rows, B, "Iran", INVEST) - pct(rows, A, "Iran", INVEST)
    return both_fillings(lambda w: about(rise, w), "10", "15")


def jo4(rows):
    before, after = pct(rows, A, "Japan", GROWTH), pct(rows, B, "Japan", GROWTH)
    return both_fillings(lambda w: about(before, "6.4") and about(after, w) and after < before, "3.4", "4.4")


def jo5(rows):
    return both_fillings(lambda c: keyed_number(rows, A, c, GROWTH) > 0 and keyed_number(rows, B, c, GROWTH) < 0, "Philippines", "Thailand")


def jo6(rows):
    return both_fillings(lambda n: keyed_number(rows, A, "Korea", MALE) == 1.526 and keyed_number(rows, B, "Korea", MALE) == n, 2.369, 2.121)


def jo7(rows):
    def rose_everywhere(col):
        before, after = keyed_column(rows, A, col), keyed_column(rows, B, col)
        assert set(before) == set(after) and len(before) == 15
        return all(after[c] > before[c] for c in before)
    return both_fillings(rose_everywhere, MALE, INVEST)


def jo8(rows):
    before, after = pct(rows, A, "Sri Lanka", GOVT), pct(rows, B, "Sri Lanka", GOVT)
    return both_fillings(lambda w: about(before, "15.6") and after < before and about(after, w), "10", "8")


def jo9(rows):
    return both_fillings(lambda c: top_key(rows, A, EDUC) == c and top_key(rows, B, EDUC) == c, "Israel", "Malaysia")


def jo10(rows):
    drop = pct(rows, A, "Iraq", GROWTH) - pct(rows, B, "Iraq", GROWTH)
    return both_fillings(lambda w: about(drop, w), "5.1", "4.1")


# negation

def ne1(rows):
    return both_fillings(lambda n: all(x < n / 100 for x in keyed_column(rows, A, INVEST).values()), 40, 35)


def ne2(rows):
    return both_fillings(lambda n: all(x <= n / 100 for x in keyed_column(rows, B, EDUC).values()), 7, 6)


def ne3(rows):
    def no_big_change(col):
        return all(abs(bp(rows, k, col) - bp(rows, k, HG18)) <= 5 * MILLION for k in keyed_column(rows, G, HG18))
    return both_fillings(no_big_change, HG19, HG38)


def ne4(rows):
    return both_fillings(lambda c: top_key(rows, B, GROWTH) != c, "Japan", "Korea")


def ne5(rows):
    lengths = keyed_column(rows, G, HG38)
    return both_fillings(lambda n: lengths["1"] > n * MILLION and all(x <= n * MILLION for k, x in lengths.items() if k != "1"), 245, 240)


def ne6(rows):
    growth = keyed_column(rows, A, GROWTH)
    return both_fillings(lambda c: {k for k, x in growth.items() if x <= 0} == {c}, "Jordan", "Pakistan")


def ne7(rows):
    growth = keyed_column(rows, B, GROWTH)
    return both_fillings(lambda named: all(x >= 0 for k, x in growth.items() if k not in named),
                         {"Iran", "Iraq", "Philippines"}, {"Iran", "Iraq"})


def ne8(rows):
    return both_fillings(lambda n: all(bp(rows, "X", col) >= n * MILLION for col in (HG18, HG19, HG38)), 154, 155)


def ne9(rows):
    govt, growth = keyed_column(rows, A, GOVT), keyed_column(rows, A, GROWTH)
    big = [k for k, x in govt.items() if x > 0.10]
    assert len(big) == 3
    return both_fillings(lambda n: not any(growth[k] > n / 100 for k in big), 7, 6)


def ne10(rows):
    return both_fillings(lambda n: not any(x >= n for x in keyed_column(rows, B, FEMALE).values()), 2, 1.5)


# percent_vs_count

def pc1(rows):
    highest = top_key(rows, A, INVEST) == "Japan"
    return both_fillings(lambda w: highest and about(pct(rows, A, "Japan", INVEST), w), "39", "29")


def pc2(rows):
    return both_fillings(lambda n: count(rows, B, INVEST, lambda x: x > 0.29) == n, 4, 5)


def pc3(rows):
    fast = count(rows, A, GROWTH, lambda x: x > 0.05)
    return both_fillings(lambda share: fast == share * 15, Fraction(1, 3), Fraction(2, 5))


def pc4(rows):
    return both_fillings(lambda w: about(pct(rows, B, "Korea", GROWTH), w), "6", "0.6")


def pc5(rows):
    share = 100 * bp(rows, "1", HG38) / sum(keyed_column(rows, G, HG38).values())
    return both_fillings(lambda w: about(share, w), "8", "12")


def pc6(rows):
    share = 100 * count(rows, A, GROWTH, lambda x: x > 0) / 15
    return both_fillings(lambda n: share > n, 90, 95)


def pc7(rows):
    return both_fillings(lambda n: pct(rows, A, "Syria", GOVT) < n, 1, 0.5)


def pc8(rows):
    growth = 100 * (bp(rows, "17", HG38) / bp(rows, "17", HG19) - 1)
    return both_fillings(lambda w: about(growth, w), "2.5", "25")


def pc9(rows):
    lowest = top_key(rows, B, EDUC, lowest=True) == "Indonesia"
    return both_fillings(lambda w: lowest and about(pct(rows, B, "Indonesia", EDUC), w), "1.32", "13.2")


def pc10(rows):
    return both_fillings(lambda n: count(rows, A, INVEST, lambda x: x > 0.30) == n, 2, 3)


# words

def wo1(rows):
    length = bp(rows, "1", HG19)
    return both_fillings(lambda n: abs(length - n) < 0.01 * n, 1e9 / 4, 1e9 / 5)  # "roughly": within 1%


def wo2(rows):
    return both_fillings(lambda w: about(pct(rows, A, "Korea", GROWTH), w), "8", "6")


def wo3(rows):
    return both_fillings(lambda n: count(rows, B, GROWTH, lambda x: x < 0) == n, 3, 2)


def wo4(rows):
    y = bp(rows, "Y", HG38)
    return both_fillings(lambda n: n * MILLION < y < (n + 1) * MILLION, 57, 58)


def wo5(rows):
    return both_fillings(lambda n: count(rows, A, INVEST, lambda x: x > 1 / 5) == n, 6, 8)


def wo6(rows):
    japan = keyed_number(rows, B, "Japan", INVEST)
    return both_fillings(lambda share: share < japan < share + 0.05, 1 / 3, 2 / 5)


def wo7(rows):
    return both_fillings(lambda n: rank(rows, G, HG38, "7") == 7 and rank(rows, G, HG38, "X") == n, 8, 9)


def wo8(rows):
    return both_fillings(lambda n: count(rows, B, GROWTH, lambda x: x > 0) == n, 12, 13)


def wo9(rows):
    loss = bp(rows, "9", HG19) - bp(rows, "9", HG38)
    return both_fillings(lambda n: (n - 0.5) * MILLION <= loss < n * MILLION, 3, 4)


def wo10(rows):
    return both_fillings(lambda n: rank(rows, A, MALE, "Sri Lanka") == n and rank(rows, A, MALE, "Korea") == n + 1, 2, 3)


# units_dates

def ud1(rows):
    length = bp(rows, "1", HG38)
    return about(length / MILLION, "249"), about(length / 1000, "249")


def ud2(rows):
    return both_fillings(lambda t: about(pct(rows, t, "Japan", GROWTH), "6.4"), A, B)


def ud3(rows):
    length = bp(rows, "X", HG38)
    return about(length / MILLION, "156"), about(length / 1e9, "156")


def ud4(rows):
    return both_fillings(lambda t: about(pct(rows, t, "Jordan", GROWTH), "5.9"), B, A)


def ud5(rows):
    kb = bp(rows, "Y", HG38) / 1000
    return both_fillings(lambda w: about(kb, w), "57200", "5720")


def ud6(rows):
    cents = 100 * keyed_number(rows, A, "Korea", INVEST)
    return both_fillings(lambda w: about(cents, w), "22", "2.2")


def ud7(rows):
    gb = bp(rows, "22", HG38) / 1e9
    return both_fillings(lambda w: about(gb, w), "0.05", "0.5")


def ud8(rows):
    return both_fillings(lambda t: about(pct(rows, t, "Malaysia", EDUC), "5"), B, A)


def ud9(rows):
    gain = bp(rows, "17", HG19) - bp(rows, "17", HG18)
    return about(gain / MILLION, "2.4"), about(gain / 1000, "2.4")


def ud10(rows):
    basis_points = 10000 * keyed_number(rows, A, "Indonesia", GROWTH)
    return both_fillings(lambda w: about(basis_points, w), "463", "46")


FACTS = {f.__name__: f for f in (
    we1, we2, we3, we4, we5, we6, we7, we8, we9, we10,
    su1, su2, su3, su4, su5, su6, su7, su8, su9, su10,
    di1, di2, di3, di4, di5, di6, di7, di8, di9, di10,
    df1, df2, df3, df4, df5, df6, df7, df8, df9, df10,
    jo1, jo2, jo3, jo4, jo5, jo6, jo7, jo8, jo9, jo10,
    ne1, ne2, ne3, ne4, ne5, ne6, ne7, ne8, ne9, ne10,
    pc1, pc2, pc3, pc4, pc5, pc6, pc7, pc8, pc9, pc10,
    wo1, wo2, wo3, wo4, wo5, wo6, wo7, wo8, wo9, wo10,
    ud1, ud2, ud3, ud4, ud5, ud6, ud7, ud8, ud9, ud10,
)}
