"""The labels of the fifty-ninth held-out lexical set (``tests/test_lexical_heldout59.py``), recomputed from its stored
rows (``tests/data/lexical_heldout59_tables.json``): one function per pair id, registered in :data:`FACTS`, giving
(the true claim holds, the false twin holds). Each function reads the cells the sentence names and checks what the
sentence says of them (a rounded number through :func:`heldout_pairs.about`), so a changed cell or a tie shows up as a
broken label.
"""

from __future__ import annotations

from pathlib import Path

import heldout_pairs
from heldout_pairs import (
    about,
    both_fillings,
    keyed_column,
    keyed_number,
    number,
    one_row,
    top_key,
)

DATA = Path(__file__).parent / "data" / "lexical_heldout59_tables.json"

FB = "forbes_2000_top_40_companies_2004"
WB = "world_bank_population_2004_2017"
HC = "us_housing_completions_2018"

SALES, PROFITS, VALUE = "sales_billion_usd", "profits_billion_usd", "market_value_billion_usd"
POP04, POP17, URB04, URB17 = "population_2004", "population_2017", "urban_population_2004", "urban_population_2017"
ONE, FIVE = "one_unit_thousands", "five_or_more_units_thousands"
REGIONS = ("northeast_thousands", "midwest_thousands", "south_thousands", "west_thousands")
NORTHEAST, MIDWEST, SOUTH, WEST = REGIONS
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September")
OIL, BANKING = "Oil & gas operations", "Banking"
FINANCIAL = ("Banking", "Insurance", "Diversified financials")


def rows_by_table():
    return heldout_pairs.rows_of(DATA)


# The companies' table is keyed by rank: these read it by the company's name.


def company(rows, name: str) -> dict[str, str]:
    return one_row(rows[FB], company=name)


def figure(rows, name: str, col: str) -> float:
    return number(company(rows, name)[col])


def companies(rows, **eq: str) -> list[dict[str, str]]:
    """The companies' rows whose cells equal ``eq`` (all 40 without it; checked to be 40 ranked 1 to 40)."""
    assert [int(r["rank"]) for r in rows[FB]] == list(range(1, 41))
    return [r for r in rows[FB] if all(r[k] == v for k, v in eq.items())]


def by(rows_: list[dict[str, str]], col: str, lowest: bool = False) -> list[str]:
    """The companies of ``rows_`` ordered by ``col``, highest first (or lowest first); a tie among the first two is a
    broken label."""
    ordered = sorted(rows_, key=lambda r: number(r[col]), reverse=not lowest)
    assert number(ordered[0][col]) != number(ordered[1][col]) != number(ordered[2][col]), col
    return [r["company"] for r in ordered]


def ranked(rows, rank: int) -> dict[str, str]:
    return one_row(rows[FB], rank=str(rank))


def pop(rows, country: str, col: str) -> float:
    return keyed_number(rows, WB, country, col)


def urban_share(rows, country: str, year: str) -> float:
    """The urban population's share of the population in ``year`` (``"2004"``, ``"2017"``), in percent."""
    return 100 * pop(rows, country, f"urban_population_{year}") / pop(rows, country, f"population_{year}")


def month(rows, name: str, col: str) -> float:
    return keyed_number(rows, HC, name, col)


def monthly(rows, col: str) -> list[float]:
    """The nine values of ``col``, January to September (checked to be in that order)."""
    assert [r["month"] for r in rows[HC]] == list(MONTHS)
    return [number(r[col]) for r in rows[HC]]


# wrong_entity


def we1(rows):
    return both_fillings(lambda c: figure(rows, c, PROFITS) == 20.96 and by(companies(rows), PROFITS)[0] == c, "ExxonMobil", "Citigroup")


def we2(rows):
    return both_fillings(lambda c: figure(rows, c, VALUE) == 328.54 and by(companies(rows), VALUE)[0] == c, "General Electric", "Microsoft")


def we3(rows):
    return both_fillings(lambda c: pop(rows, c, POP04) == 127761000, "Japan", "Germany")


def we4(rows):
    return both_fillings(lambda m: month(rows, m, SOUTH) == 673 and top_key(rows, HC, SOUTH) == m, "May", "June")


def we5(rows):
    return both_fillings(lambda c: figure(rows, c, SALES) == 256.33 and by(companies(rows), SALES)[0] == c, "Wal-Mart Stores", "BP")


def we6(rows):
    japanese = companies(rows, country="Japan")
    return both_fillings(lambda c: company(rows, c)["rank"] == "8" and min(japanese, key=lambda r: int(r["rank"]))["company"] == c,
                         "Toyota Motor", "Nippon Tel & Tel")


def we7(rows):
    return both_fillings(lambda c: pop(rows, c, POP17) == 17131296, "Netherlands", "Switzerland")


def we8(rows):
    return both_fillings(lambda m: month(rows, m, FIVE) == 447, "April", "February")


def we9(rows):
    return both_fillings(lambda c: figure(rows, c, SALES) == 28.7 and figure(rows, c, PROFITS) == 3.28, "Banco Santander Central", "HBOS")


def we10(rows):
    return both_fillings(lambda c: pop(rows, c, URB17) == 54923317, "United Kingdom", "France")


# superlative


def su1(rows):
    order = by(companies(rows), VALUE)
    return both_fillings(lambda c: order[0] == "General Electric" and order[1] == c, "Microsoft", "Pfizer")


def su2(rows):
    return both_fillings(lambda c: by(companies(rows), VALUE, lowest=True)[0] == c, "General Motors", "Freddie Mac")


def su3(rows):
    return both_fillings(lambda c: top_key(rows, WB, POP17, lowest=True) == c and len(rows[WB]) == 9, "Switzerland", "Netherlands")


def su4(rows):
    return both_fillings(lambda m: top_key(rows, HC, ONE) == m and len(rows[HC]) == 9, "August", "February")


def su5(rows):
    return both_fillings(lambda m: top_key(rows, HC, NORTHEAST, lowest=True) == m, "June", "May")


def su6(rows):
    foreign = [r for r in companies(rows) if r["country"] != "United States"]
    return both_fillings(lambda c: by(foreign, SALES)[0] == c, "BP", "DaimlerChrysler")


def su7(rows):
    banks = companies(rows, industry=BANKING)
    order = by(banks, PROFITS)
    return both_fillings(lambda c: len(banks) == 10 and order[0] == "Citigroup" and order[1] == c, "Bank of America", "HSBC Group")


def su8(rows):
    shares = {r["country"]: urban_share(rows, r["country"], "2017") for r in rows[WB]}
    best = max(shares.values())
    return both_fillings(lambda c: shares[c] == best and sum(x == best for x in shares.values()) == 1 and shares[c] > 90,
                         "Japan", "Netherlands")


def su9(rows):
    return both_fillings(lambda m: top_key(rows, HC, WEST) == m and month(rows, m, WEST) == 360, "June", "January")


def su10(rows):
    oil = companies(rows, industry=OIL)
    most, least = by(oil, PROFITS)[0], by(oil, PROFITS, lowest=True)[0]
    return both_fillings(lambda c: most == "ExxonMobil" and least == c, "ENI", "ConocoPhillips")


# direction


def di1(rows):
    d = pop(rows, "Japan", POP17) - pop(rows, "Japan", POP04)
    return d < 0, d > 0


def di2(rows):
    d = pop(rows, "Germany", POP17) - pop(rows, "Germany", POP04)
    slight = abs(d) < 0.01 * pop(rows, "Germany", POP04)  # "if only slightly": under one percent
    return slight and d > 0, slight and d < 0


def di3(rows):
    d = month(rows, "April", ONE) - month(rows, "March", ONE)
    return d < 0, d > 0


def di4(rows):
    d = month(rows, "August", MIDWEST) - month(rows, "July", MIDWEST)
    return d > 0, d < 0


def di5(rows):
    below = int(company(rows, "Pfizer")["rank"]) > int(company(rows, "Altria Group")["rank"])
    d = figure(rows, "Pfizer", VALUE) - figure(rows, "Altria Group", VALUE)
    return below and d > 0, below and d < 0


def di6(rows):
    d = figure(rows, "General Motors", SALES) - figure(rows, "General Electric", SALES)
    far_smaller = figure(rows, "General Motors", VALUE) < figure(rows, "General Electric", VALUE) / 2
    return far_smaller and d > 0, far_smaller and d < 0


def di7(rows):
    urban = pop(rows, "Spain", URB17) / pop(rows, "Spain", URB04)
    total = pop(rows, "Spain", POP17) / pop(rows, "Spain", POP04)
    return urban > total, urban < total


def di8(rows):
    south, west = monthly(rows, SOUTH), monthly(rows, WEST)
    return all(s > w for s, w in zip(south, west, strict=True)), all(s < w for s, w in zip(south, west, strict=True))


def di9(rows):
    ranks = company(rows, "Nestle")["rank"] == "32" and company(rows, "UBS")["rank"] == "11"
    d = figure(rows, "Nestle", PROFITS) - figure(rows, "UBS", PROFITS)
    return ranks and d > 0, ranks and d < 0


def di10(rows):
    five = month(rows, "August", FIVE) - month(rows, "July", FIVE)
    one = month(rows, "August", ONE) - month(rows, "July", ONE)
    return five < 0 and one > 0, five > 0 and one > 0


# difference


def df1(rows):
    d = figure(rows, "Wal-Mart Stores", SALES) - figure(rows, "BP", SALES)
    return both_fillings(lambda n: about(d, n), "23.76", "32.76")


def df2(rows):
    d = figure(rows, "ExxonMobil", PROFITS) - figure(rows, "Citigroup", PROFITS)
    return both_fillings(lambda n: about(d, n), "3.1", "4.1")


def df3(rows):
    d = pop(rows, "United States", POP17) - pop(rows, "United States", POP04)
    return both_fillings(lambda n: about(d / 1e6, n), "32.3", "23.3")


def df4(rows):
    total = month(rows, "February", ONE) + month(rows, "February", FIVE)
    return both_fillings(lambda n: total == n, 1282, 1228)


def df5(rows):
    ratio = figure(rows, "General Electric", VALUE) / figure(rows, "General Motors", VALUE)
    return both_fillings(lambda n: about(ratio, n), "12", "21")


def df6(rows):
    d = pop(rows, "France", POP17) - pop(rows, "France", POP04)
    return both_fillings(lambda n: about(d / 1e6, n), "4.2", "2.4")


def df7(rows):
    d = month(rows, "May", SOUTH) - month(rows, "September", SOUTH)
    return both_fillings(lambda n: month(rows, "September", SOUTH) == 560 and d == n, 113, 131)


def df8(rows):
    total = figure(rows, "Microsoft", VALUE) + figure(rows, "Pfizer", VALUE)
    return both_fillings(lambda n: about(total, n), "572.29", "527.29")


def df9(rows):
    d = pop(rows, "Germany", POP17) - pop(rows, "France", POP17)
    return both_fillings(lambda n: about(d / 1e6, n), "15.7", "17.5")


def df10(rows):
    d = month(rows, "June", WEST) - month(rows, "August", WEST)
    return both_fillings(lambda n: d == n, 74, 47)


# joined


def jo1(rows):
    first_foreign = min((r for r in companies(rows) if r["country"] != "United States"), key=lambda r: int(r["rank"]))
    return both_fillings(lambda n: pop(rows, first_foreign["country"], POP04) == n, 59987905, 62716306)


def jo2(rows):
    return both_fillings(lambda c: pop(rows, company(rows, c)["country"], POP04) == 57685327, "ENI", "Banco Santander Central")


def jo3(rows):
    more = pop(rows, "Germany", POP17) > max(pop(rows, "France", POP17), pop(rows, "United Kingdom", POP17))
    return both_fillings(lambda n: more and len(companies(rows, country="Germany")) == n, 3, 2)


def jo4(rows):
    smallest = top_key(rows, WB, POP04, lowest=True)
    return both_fillings(lambda n: len(companies(rows, country=smallest)) == n, 2, 3)


def jo5(rows):
    largest = top_key(rows, WB, POP17)
    return both_fillings(lambda n: len(companies(rows, country=largest)) == n, 22, 20)


def jo6(rows):
    fell = {r["country"] for r in rows[WB] if number(r[POP17]) < number(r[POP04])}
    return both_fillings(lambda pair: company(rows, pair[1])["country"] == pair[0] and fell == {pair[0]},
                         ("Japan", "Toyota Motor"), ("Germany", "DaimlerChrysler"))


def jo7(rows):
    home = {company(rows, "Total")["country"], company(rows, "BNP Paribas")["country"]} == {"France"}
    return both_fillings(lambda n: home and pop(rows, "France", URB04) == n, 48218178, 53654868)


def jo8(rows):
    return both_fillings(lambda rank: pop(rows, ranked(rows, rank)["country"], POP04) == 82516260, 21, 17)


def jo9(rows):
    two = len(companies(rows, country="Japan")) == 2
    return both_fillings(lambda n: two and about(pop(rows, "Japan", POP04) / 1e6, n), "127.8", "172.8")


def jo10(rows):
    d = urban_share(rows, company(rows, "ING Group")["country"], "2017") - urban_share(rows, company(rows, "Citigroup")["country"], "2017")
    return d > 0, d < 0


# negation


def ne1(rows):
    top = max(number(r[SALES]) for r in companies(rows))
    return both_fillings(lambda n: not top > n, 260, 250)


def ne2(rows):
    low = min(number(r[VALUE]) for r in companies(rows))
    return both_fillings(lambda n: not low < n, 25, 30)


def ne3(rows):
    top_five = [r["country"] for r in companies(rows) if int(r["rank"]) <= 5]
    return both_fillings(lambda country: country not in top_five, "Japan", "United Kingdom")


def ne4(rows):
    top = max(monthly(rows, NORTHEAST))
    return both_fillings(lambda n: not top > n, 150, 140)


def ne5(rows):
    low = min(monthly(rows, ONE))
    return both_fillings(lambda n: not low < n, 790, 800)


def ne6(rows):
    low = min(keyed_column(rows, WB, POP04).values())
    return both_fillings(lambda n: not low < n * 1e6, 7, 7.5)


def ne7(rows):
    return both_fillings(lambda country: not companies(rows, industry=OIL, country=country), "Germany", "France")


def ne8(rows):
    low = min(urban_share(rows, r["country"], "2004") for r in rows[WB])
    return both_fillings(lambda p: not low < p, 200 / 3, 70)


def ne9(rows):
    return both_fillings(lambda n: sum(number(r[PROFITS]) > n for r in companies(rows)) < 40 / 2, 7, 5)


def ne10(rows):
    others = [x for region in (NORTHEAST, MIDWEST, WEST) for x in monthly(rows, region)]
    south_tops = max(monthly(rows, SOUTH)) > 400
    return both_fillings(lambda n: south_tops and not max(others) > n, 400, 350)


# percent_vs_count


def pc1(rows):
    american = len(companies(rows, country="United States"))
    half = american > 40 / 2
    return half and american == 22, half and american == 0.22 * 40


def pc2(rows):
    share = len(companies(rows, industry=BANKING)) / 40
    return share == 1 / 4, share == 1 / 3


def pc3(rows):
    return both_fillings(lambda p: about(urban_share(rows, "Japan", "2004"), p), "84.6", "91.5")


def pc4(rows):
    pct = 100 * (pop(rows, "United States", POP17) / pop(rows, "United States", POP04) - 1)
    return both_fillings(lambda p: about(pct, p), "11", "32")


def pc5(rows):
    pct = 100 * month(rows, "January", SOUTH) / sum(month(rows, "January", r) for r in REGIONS)
    return both_fillings(lambda p: about(pct, p), "49", "59")


def pc6(rows):
    pct = 100 * figure(rows, "ExxonMobil", PROFITS) / figure(rows, "ExxonMobil", SALES)
    return both_fillings(lambda p: about(pct, p), "9.4", "4.9")


def pc7(rows):
    growth = {r["country"]: number(r[POP17]) / number(r[POP04]) - 1 for r in rows[WB]}
    fastest = max(growth, key=growth.get)
    assert sum(x == max(growth.values()) for x in growth.values()) == 1
    return both_fillings(lambda p: fastest == "Switzerland" and about(100 * growth["Switzerland"], p), "14", "41")


def pc8(rows):
    april, august = month(rows, "April", FIVE), month(rows, "August", FIVE)
    pct = 100 * (april - august) / april
    return both_fillings(lambda p: april - august == 161 and about(pct, p), "36", "16")


def pc9(rows):
    oil = len(companies(rows, industry=OIL))
    return both_fillings(lambda p: oil == 7 and 100 * oil / 40 == p, 17.5, 7)


def pc10(rows):
    start, end = urban_share(rows, "Germany", "2004"), urban_share(rows, "Germany", "2017")
    return both_fillings(lambda p: about(start, "75.8") and about(end, p) and end > start, "77.3", "78.3")


# words


def wo1(rows):
    share = sum(len(companies(rows, industry=i)) for i in (BANKING, "Diversified financials")) / 40
    return share > 2 / 5, share > 1 / 2


def wo2(rows):
    return both_fillings(lambda n: sum(number(r[VALUE]) > n for r in companies(rows)) == 12, 140, 150)


def wo3(rows):
    people = pop(rows, "United States", POP17)
    return both_fillings(lambda n: 0.95 * n <= people < n, 1e9 / 3, 1e9 / 2)  # "nearly"


def wo4(rows):
    return both_fillings(lambda n: about(figure(rows, "General Electric", SALES), n), "134", "143")


def wo5(rows):
    return both_fillings(lambda n: sum(x > 850 for x in monthly(rows, ONE)) == n, 6, 7)


def wo6(rows):
    return both_fillings(lambda rank: ranked(rows, 9)["company"] == "Fannie Mae" and ranked(rows, rank)["company"] == "Freddie Mac", 20, 19)


def wo7(rows):
    ratio = pop(rows, "Japan", POP04) / pop(rows, "France", POP04)
    return both_fillings(lambda n: about(ratio, n), "2", "3")


def wo8(rows):
    financial = sum(r["industry"] in FINANCIAL for r in companies(rows) if int(r["rank"]) <= 10)
    return both_fillings(lambda n: financial == n, 5, 6)


def wo9(rows):
    ratio = month(rows, "June", NORTHEAST) / month(rows, "March", NORTHEAST)
    return both_fillings(lambda f: abs(ratio - f) < 0.05, 1 / 2, 1 / 3)


def wo10(rows):
    return both_fillings(lambda n: about(pop(rows, "Germany", POP04) / 1e6, n), "82.5", "85.5")


# units_dates


def ud1(rows):
    dollars = figure(rows, "Wal-Mart Stores", SALES) * 1e9
    return both_fillings(lambda unit: abs(dollars / unit - 0.25) < 0.0125, 1e12, 1e9)  # about a quarter of a unit


def ud2(rows):
    people = pop(rows, "Switzerland", POP17)
    return both_fillings(lambda unit: people > 8.4 * unit, 1e6, 1e9)


def ud3(rows):
    one = monthly(rows, ONE)
    return both_fillings(lambda q: sum(one[3 * (q - 1):3 * q]) == 2603, 1, 2)


def ud4(rows):
    millions = figure(rows, "Citigroup", PROFITS) * 1000
    return both_fillings(lambda n: about(millions, n), "17850", "1785")


def ud5(rows):
    years = int(POP17.rsplit("_", 1)[1]) - int(POP04.rsplit("_", 1)[1])
    gain = pop(rows, "Italy", POP17) - pop(rows, "Italy", POP04)
    return both_fillings(lambda n: years == n and about(gain / 1e6, "2.85"), 13, 15)


def ud6(rows):
    return both_fillings(lambda n: top_key(rows, HC, MIDWEST) == MONTHS[n - 1], 8, 4)


def ud7(rows):
    west = monthly(rows, WEST)
    return both_fillings(lambda n: sum(west[:n]) == 2880, 9, 8)


def ud8(rows):
    gain = pop(rows, "Netherlands", URB17) - pop(rows, "Netherlands", URB04)
    return both_fillings(lambda unit: about(gain / unit, "2.33"), 1e6, 1e3)


def ud9(rows):
    return both_fillings(lambda ms: sum(month(rows, m, SOUTH) for m in ms) == 1853, ("June", "July", "August"), ("March", "April", "May"))


def ud10(rows):
    dollars = figure(rows, "Toyota Motor", SALES) * 1e9
    return both_fillings(lambda n: figure(rows, "Toyota Motor", SALES) == 135.82 and dollars > n, 1e12 / 10, 1e12)


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
