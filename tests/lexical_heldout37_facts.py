"""The label checks of the thirty-seventh held-out set (``tests/test_lexical_heldout37.py``): one function per pair id
that recomputes, from the stored cells of ``tests/data/lexical_heldout37_tables.json``, whether the pair's true claim
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
    top_key,
    top_keys,
)

DATA = Path(__file__).parent / "data" / "lexical_heldout37_tables.json"

FI = "most_voted_films_imdb_2005"
DR = "us_alcoholic_drinks_wholesale_sales_1992_2016"
SM = "smithsonian_museum_locations"
UP = "us_population_by_age_2000_2020"

FACTS: dict[str, Callable[[Rows], tuple[bool, bool]]] = {}

YEAR, LENGTH, BUDGET, RATING, VOTES = "year", "length_minutes", "budget_usd", "imdb_rating", "imdb_votes"
JAN, JUL, DEC, ANNUAL = ("january_sales_million_usd", "july_sales_million_usd", "december_sales_million_usd",
                         "annual_sales_million_usd")
LAT, LON = "latitude", "longitude"
COOPER, HEYE = "Cooper Hewitt, Smithsonian Design Museum", "George Gustav Heye Center"


def fact(fn: Callable[[Rows], tuple[bool, bool]]) -> Callable[[Rows], tuple[bool, bool]]:
    FACTS[fn.__name__] = fn
    return fn


def rows_by_table() -> Rows:
    return heldout_pairs.rows_of(DATA)


def film(rows: Rows, title: str, col: str) -> float:
    return keyed_number(rows, FI, title, col)


def films(rows: Rows, col: str) -> dict[str, float]:
    return keyed_column(rows, FI, col)


def sales(rows: Rows, col: str) -> dict[int, float]:
    return {int(k): v for k, v in keyed_column(rows, DR, col).items()}


def sale(rows: Rows, year: int, col: str) -> float:
    return keyed_number(rows, DR, str(year), col)


def falls(rows: Rows, col: str) -> list[int]:
    """The years whose ``col`` is below the year before's."""
    s = sales(rows, col)
    return [y for y in s if y - 1 in s and s[y] < s[y - 1]]


def museums(rows: Rows, col: str) -> dict[str, float]:
    return keyed_column(rows, SM, col)


def place(rows: Rows, museum: str, col: str) -> float:
    return keyed_number(rows, SM, museum, col)


def new_york(rows: Rows) -> list[str]:
    """The museums north of the fortieth parallel (the two in New York City; the rest lie near Washington)."""
    return sorted(m for m, lat in museums(rows, LAT).items() if lat > 40)


def people(rows: Rows, age: str, col: str) -> float:
    return keyed_number(rows, UP, age, col)


def ages(rows: Rows, col: str) -> dict[str, float]:
    return keyed_column(rows, UP, col)


def released(rows: Rows, title: str) -> int:
    return int(film(rows, title, YEAR))


def rank(values: dict, key, lowest: bool = False) -> int:
    """1 + the number of keys strictly ahead of ``key`` (highest first, or lowest first)."""
    x = values[key]
    return 1 + sum((v < x) if lowest else (v > x) for v in values.values())


def share(part: float, whole: float) -> float:
    return 100 * part / whole


# wrong_entity


@fact
def we1(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda t: top_key(rows, FI, BUDGET) == t and film(rows, t, BUDGET) == 200e6, "Titanic", "Gladiator")


@fact
def we2(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda t: top_key(rows, FI, VOTES) == t and film(rows, t, VOTES) == 157608,
                         "The Lord of the Rings: The Fellowship of the Ring", "The Shawshank Redemption")


@fact
def we3(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda t: top_key(rows, FI, LENGTH) == t and film(rows, t, LENGTH) == 251,
                         "The Lord of the Rings: The Return of the King", "The Lord of the Rings: The Two Towers")


@fact
def we4(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda t: top_key(rows, FI, RATING, lowest=True) == t and film(rows, t, RATING) == 6.4,
                         "Star Wars: Episode I - The Phantom Menace", "Titanic")


@fact
def we5(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda t: top_key(rows, FI, LENGTH, lowest=True) == t and film(rows, t, LENGTH) == 106,
                         "The Usual Suspects", "The Sixth Sense")


@fact
def we6(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda t: top_key(rows, FI, BUDGET, lowest=True) == t and film(rows, t, BUDGET) == 4.4e6,
                         "One Flew Over the Cuckoo's Nest", "Memento")


@fact
def we7(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda m: top_key(rows, SM, LAT) == m and about(place(rows, m, LAT), "40.78"), COOPER, HEYE)


@fact
def we8(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda m: top_key(rows, SM, LON, lowest=True) == m and about(place(rows, m, LON), "-77.45"),
                         "Steven F. Udvar-Hazy Center", "National Zoological Park")


@fact
def we9(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda y: falls(rows, ANNUAL) == [y] and sale(rows, y, ANNUAL) == 108799, 2009, 2010)


@fact
def we10(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda a: top_key(rows, UP, "males_2000") == a and people(rows, a, "males_2000") == 2336257, "40", "35")


# superlative


@fact
def su1(rows: Rows) -> tuple[bool, bool]:
    pair = {"The Godfather", "The Shawshank Redemption"}
    return both_fillings(lambda lowest: top_keys(rows, FI, RATING, lowest) == pair
                         and all(film(rows, t, RATING) == 9.1 for t in pair), False, True)


@fact
def su2(rows: Rows) -> tuple[bool, bool]:
    b = films(rows, BUDGET)
    t = "Star Wars: Episode I - The Phantom Menace"
    return both_fillings(lambda k: b[t] == 115e6 and rank(b, t) == k, 2, 3)


@fact
def su3(rows: Rows) -> tuple[bool, bool]:
    n = films(rows, LENGTH)
    t = "The Lord of the Rings: The Fellowship of the Ring"
    return both_fillings(lambda k: n[t] == 208 and rank(n, t) == k, 3, 2)


@fact
def su4(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, FI, VOTES, lowest) == "L.A. Confidential"
                         and film(rows, "L.A. Confidential", VOTES) == 69600, True, False)


@fact
def su5(rows: Rows) -> tuple[bool, bool]:
    dc = {m: lat for m, lat in museums(rows, LAT).items() if lat < 40}
    zoo = "National Zoological Park"
    return both_fillings(lambda pick: pick(dc, key=dc.__getitem__) == zoo and about(dc[zoo], "38.93"), max, min)


@fact
def su6(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, SM, LAT, lowest) == "Anacostia Community Museum", True, False)


@fact
def su7(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, DR, ANNUAL, lowest) == "2016" and sale(rows, 2016, ANNUAL) == 143747,
                         False, True)


@fact
def su8(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, DR, JAN, lowest) == "1993" and sale(rows, 1993, JAN) == 3031,
                         True, False)


@fact
def su9(rows: Rows) -> tuple[bool, bool]:
    return both_fillings(lambda lowest: top_key(rows, UP, "males_2020", lowest) == "30"
                         and people(rows, "30", "males_2020") == 2416030, False, True)


@fact
def su10(rows: Rows) -> tuple[bool, bool]:
    w = ages(rows, "females_2000")
    return both_fillings(lambda k: w["40"] == 2350314 and rank(w, "40") == k, 1, 2)


# direction


@fact
def di1(rows: Rows) -> tuple[bool, bool]:
    a, b = sale(rows, 2008, ANNUAL), sale(rows, 2009, ANNUAL)
    values = a == 109305 and b == 108799
    return values and b < a, values and b > a


@fact
def di2(rows: Rows) -> tuple[bool, bool]:
    a, b = sale(rows, 2016, JUL), sale(rows, 2015, JUL)
    return a < b, a > b


@fact
def di3(rows: Rows) -> tuple[bool, bool]:
    a, b = sale(rows, 2009, JAN), sale(rows, 2010, JAN)
    return b < a, b > a


@fact
def di4(rows: Rows) -> tuple[bool, bool]:
    a, b = film(rows, "The Matrix", RATING), film(rows, "Gladiator", RATING)
    return a > b, a < b


@fact
def di5(rows: Rows) -> tuple[bool, bool]:
    ratio = film(rows, "Titanic", BUDGET) / film(rows, "Forrest Gump", BUDGET)
    cost = 3.5 < ratio < 4
    a, b = film(rows, "Titanic", RATING), film(rows, "Forrest Gump", RATING)
    return cost and a < b, cost and a > b


@fact
def di6(rows: Rows) -> tuple[bool, bool]:
    a, b = film(rows, "The Godfather: Part II", LENGTH), film(rows, "The Godfather", LENGTH)
    return a > b, a < b


@fact
def di7(rows: Rows) -> tuple[bool, bool]:
    a, b = place(rows, "Renwick Gallery", LAT), place(rows, "National Portrait Gallery", LAT)
    return a > b, a < b


@fact
def di8(rows: Rows) -> tuple[bool, bool]:
    a, b = place(rows, "National Postal Museum", LON), place(rows, "National Air and Space Museum", LON)
    return a > b, a < b  # east: the greater longitude


@fact
def di9(rows: Rows) -> tuple[bool, bool]:
    a, b = people(rows, "45", "males_2000"), people(rows, "45", "males_2020")
    values = a == 2144478 and b == 2024337
    return values and b < a, values and b > a


@fact
def di10(rows: Rows) -> tuple[bool, bool]:
    w, m = people(rows, "40", "females_2000"), people(rows, "40", "males_2000")
    return w > m, w < m


# difference


@fact
def df1(rows: Rows) -> tuple[bool, bool]:
    gap = film(rows, "Titanic", BUDGET) - film(rows, "Star Wars: Episode I - The Phantom Menace", BUDGET)
    return gap == 85e6, gap == 75e6


@fact
def df2(rows: Rows) -> tuple[bool, bool]:
    gap = film(rows, "The Lord of the Rings: The Return of the King", LENGTH) - film(rows, "The Lord of the Rings: The Two Towers", LENGTH)
    return gap == 28, gap == 38


@fact
def df3(rows: Rows) -> tuple[bool, bool]:
    gap = film(rows, "The Lord of the Rings: The Fellowship of the Ring", VOTES) - film(rows, "The Shawshank Redemption", VOTES)
    return gap == 8114, gap == 8414


@fact
def df4(rows: Rows) -> tuple[bool, bool]:
    ratio = sale(rows, 2016, ANNUAL) / sale(rows, 1992, ANNUAL)
    return both_fillings(lambda w: about(ratio, w), "2.85", "3.85")


@fact
def df5(rows: Rows) -> tuple[bool, bool]:
    gap = sale(rows, 2016, DEC) - sale(rows, 2016, JUL)
    return gap == 3475, gap == 3745


@fact
def df6(rows: Rows) -> tuple[bool, bool]:
    gap = sale(rows, 2008, ANNUAL) - sale(rows, 2009, ANNUAL)
    return gap == 506, gap == 606


@fact
def df7(rows: Rows) -> tuple[bool, bool]:
    gap = place(rows, COOPER, LAT) - place(rows, "Smithsonian Institution Building", LAT)
    return both_fillings(lambda w: about(gap, w), "1.9", "2.9")


@fact
def df8(rows: Rows) -> tuple[bool, bool]:
    ny = new_york(rows)
    gap = abs(place(rows, ny[0], LAT) - place(rows, ny[1], LAT))
    return both_fillings(lambda w: ny == sorted([COOPER, HEYE]) and about(gap, w), "0.08", "0.8")


@fact
def df9(rows: Rows) -> tuple[bool, bool]:
    ratio = people(rows, "100 and over", "females_2000") / people(rows, "100 and over", "males_2000")
    return both_fillings(lambda w: about(ratio, w), "4", "2")


@fact
def df10(rows: Rows) -> tuple[bool, bool]:
    gap = people(rows, "65", "males_2020") - people(rows, "65", "males_2000")
    return gap == 916784, gap == 961784


# joined


@fact
def jo1(rows: Rows) -> tuple[bool, bool]:
    year = released(rows, "The Shawshank Redemption")
    return both_fillings(lambda n: sale(rows, year, ANNUAL) == n, 52021, 52495)


@fact
def jo2(rows: Rows) -> tuple[bool, bool]:
    year = released(rows, top_key(rows, FI, BUDGET))
    return both_fillings(lambda n: sale(rows, year, JUL) == n, 5231, 5435)


@fact
def jo3(rows: Rows) -> tuple[bool, bool]:
    counts: dict[int, int] = {}
    for r in rows[FI]:
        counts[int(r[YEAR])] = counts.get(int(r[YEAR]), 0) + 1
    (busiest,) = [y for y, n in counts.items() if n == max(counts.values())]
    return both_fillings(lambda n: sale(rows, busiest, ANNUAL) == n, 67330, 71337)


@fact
def jo4(rows: Rows) -> tuple[bool, bool]:
    year = released(rows, "The Matrix")
    return both_fillings(lambda n: sale(rows, year, DEC) == n, 6771, 6286)


@fact
def jo5(rows: Rows) -> tuple[bool, bool]:
    (year,) = {released(rows, "Gladiator"), released(rows, "Memento")}
    return both_fillings(lambda n: sale(rows, year, JAN) == n, 4243, 5082)


@fact
def jo6(rows: Rows) -> tuple[bool, bool]:
    year = released(rows, top_key(rows, FI, VOTES))
    return both_fillings(lambda b: sale(rows, year, ANNUAL) > b * 1000, 74, 75)


@fact
def jo7(rows: Rows) -> tuple[bool, bool]:
    a, b = sale(rows, released(rows, "The Sixth Sense"), JAN), sale(rows, released(rows, "Forrest Gump"), JAN)
    return a > b, a < b


@fact
def jo8(rows: Rows) -> tuple[bool, bool]:
    newest = max(int(r[YEAR]) for r in rows[FI])
    return both_fillings(lambda n: sale(rows, newest, DEC) == n, 8540, 7975)


@fact
def jo9(rows: Rows) -> tuple[bool, bool]:
    year = released(rows, top_key(rows, FI, RATING, lowest=True))
    return both_fillings(lambda n: sale(rows, year, JUL) == n, 5621, 5231)


@fact
def jo10(rows: Rows) -> tuple[bool, bool]:
    (year,) = {released(rows, "Braveheart"), released(rows, "The Usual Suspects")}
    now, before = sale(rows, year, ANNUAL), sale(rows, year - 1, ANNUAL)
    return now == 52495 and now > before, now == 52495 and now < before


# negation


@fact
def ne1(rows: Rows) -> tuple[bool, bool]:
    n = films(rows, LENGTH).values()
    return both_fillings(lambda floor: not any(x < floor for x in n), 100, 110)


@fact
def ne2(rows: Rows) -> tuple[bool, bool]:
    b = films(rows, BUDGET).values()
    return both_fillings(lambda cap: not any(x > cap * 1e6 for x in b), 200, 150)


@fact
def ne3(rows: Rows) -> tuple[bool, bool]:
    r = films(rows, RATING).values()
    return both_fillings(lambda floor: not any(x < floor for x in r), 6, 7)


@fact
def ne4(rows: Rows) -> tuple[bool, bool]:
    old = [film(rows, t, BUDGET) for t, y in films(rows, YEAR).items() if y < 1990]
    return both_fillings(lambda cap: not any(x > cap * 1e6 for x in old), 35, 30)


@fact
def ne5(rows: Rows) -> tuple[bool, bool]:
    f = falls(rows, ANNUAL)
    return both_fillings(lambda since: not any(y > since for y in f), 2009, 2005)


@fact
def ne6(rows: Rows) -> tuple[bool, bool]:
    d = sales(rows, DEC).values()
    return both_fillings(lambda floor: not any(x < floor for x in d), 4800, 4900)


@fact
def ne7(rows: Rows) -> tuple[bool, bool]:
    lat = museums(rows, LAT).values()
    return both_fillings(lambda floor: not any(x < floor for x in lat), 38.85, 38.86)


@fact
def ne8(rows: Rows) -> tuple[bool, bool]:
    ny = new_york(rows)
    rest = [lat for m, lat in museums(rows, LAT).items() if m not in ny]
    return both_fillings(lambda cap: len(ny) == 2 and not any(x > cap for x in rest), 39, 38.9)


@fact
def ne9(rows: Rows) -> tuple[bool, bool]:
    keyed = [r for r in rows[UP]]

    def from_age(a: int) -> bool:
        older = [r for r in keyed if int(r["age"].split()[0]) >= a]
        return not any(float(r["males_2000"]) > float(r["females_2000"]) for r in older)

    return both_fillings(from_age, 40, 35)


@fact
def ne10(rows: Rows) -> tuple[bool, bool]:
    m = ages(rows, "males_2020").values()
    return both_fillings(lambda floor: not any(x < floor for x in m), 28000, 29000)


# percent_vs_count


@fact
def pc1(rows: Rows) -> tuple[bool, bool]:
    n, total = sum(y == 1999 for y in films(rows, YEAR).values()), len(rows[FI])
    return n == 5 and total == 30, share(n, total) == 5 and total == 30


@fact
def pc2(rows: Rows) -> tuple[bool, bool]:
    pct = share(sum(y == 1999 for y in films(rows, YEAR).values()), len(rows[FI]))
    return both_fillings(lambda w: about(pct, w), "17", "5")


@fact
def pc3(rows: Rows) -> tuple[bool, bool]:
    pct = share(film(rows, "Titanic", BUDGET), sum(films(rows, BUDGET).values()))
    return both_fillings(lambda w: film(rows, "Titanic", BUDGET) == 200e6 and about(pct, w), "14", "41")


@fact
def pc4(rows: Rows) -> tuple[bool, bool]:
    pct = 100 * (sale(rows, 2016, ANNUAL) / sale(rows, 2015, ANNUAL) - 1)
    return both_fillings(lambda w: about(pct, w), "5.3", "3.5")


@fact
def pc5(rows: Rows) -> tuple[bool, bool]:
    n, total = sum(x == 8.8 for x in films(rows, RATING).values()), len(rows[FI])
    return both_fillings(lambda pct: n == 6 and share(n, total) == pct, 20, 6)


@fact
def pc6(rows: Rows) -> tuple[bool, bool]:
    pct = share(sale(rows, 2016, DEC), sale(rows, 2016, ANNUAL))
    return both_fillings(lambda w: about(pct, w), "10", "14")


@fact
def pc7(rows: Rows) -> tuple[bool, bool]:
    pct = 100 * (sale(rows, 2016, DEC) / sale(rows, 2016, JAN) - 1)
    return both_fillings(lambda w: about(pct, w), "67", "76")


@fact
def pc8(rows: Rows) -> tuple[bool, bool]:
    n, total = len(new_york(rows)), len(rows[SM])
    return both_fillings(lambda pct: n == 2 and share(n, total) == pct, 10, 2)


@fact
def pc9(rows: Rows) -> tuple[bool, bool]:
    pct = 100 * (people(rows, "100 and over", "males_2020") / people(rows, "100 and over", "males_2000") - 1)
    return both_fillings(lambda w: about(pct, w), "178", "78")


@fact
def pc10(rows: Rows) -> tuple[bool, bool]:
    w, m = people(rows, "100 and over", "females_2000"), people(rows, "100 and over", "males_2000")
    return both_fillings(lambda p: about(share(w, w + m), p), "80", "20")


# words


@fact
def wo1(rows: Rows) -> tuple[bool, bool]:
    n = sum("Lord of the Rings" in t for t in films(rows, YEAR))
    return n == 3, n == 4


@fact
def wo2(rows: Rows) -> tuple[bool, bool]:
    n = sum(t.startswith("Star Wars") for t in films(rows, YEAR))
    return n == 4, n == 5


@fact
def wo3(rows: Rows) -> tuple[bool, bool]:
    top = top_keys(rows, FI, RATING)
    return both_fillings(lambda k: len(top) == k and all(film(rows, t, RATING) == 9.1 for t in top), 2, 3)


@fact
def wo4(rows: Rows) -> tuple[bool, bool]:
    n = sum(x > 210 for x in films(rows, LENGTH).values())
    return n == 2, n == 1


@fact
def wo5(rows: Rows) -> tuple[bool, bool]:
    n = sum(x < 5e6 for x in films(rows, BUDGET).values())
    return n == 1, n == 2


@fact
def wo6(rows: Rows) -> tuple[bool, bool]:
    n = sum(1970 <= y <= 1979 for y in films(rows, YEAR).values())
    return n == 4, n == 5


@fact
def wo7(rows: Rows) -> tuple[bool, bool]:
    n = len(new_york(rows))
    return n == 2, n == 3


@fact
def wo8(rows: Rows) -> tuple[bool, bool]:
    n, years = len(falls(rows, ANNUAL)), len(rows[DR])
    return n == 1 and years == 25, n == 2 and years == 25


@fact
def wo9(rows: Rows) -> tuple[bool, bool]:
    n = sum(x > 10_000 for x in sales(rows, JUL).values())
    return n == 4, n == 5


@fact
def wo10(rows: Rows) -> tuple[bool, bool]:
    ratio = people(rows, "95", "females_2000") / people(rows, "95", "males_2000")
    return both_fillings(lambda k: ratio > k, 3, 4)


# units_dates


@fact
def ud1(rows: Rows) -> tuple[bool, bool]:
    b = film(rows, "Titanic", BUDGET)
    return b == 200e6, b == 200e9


@fact
def ud2(rows: Rows) -> tuple[bool, bool]:
    n = film(rows, "The Lord of the Rings: The Return of the King", LENGTH)
    return both_fillings(lambda h: n == 60 * h + 11, 4, 3)


@fact
def ud3(rows: Rows) -> tuple[bool, bool]:
    n = film(rows, "The Lord of the Rings: The Fellowship of the Ring", LENGTH)
    return both_fillings(lambda h: n == 60 * h + 28, 3, 2)


@fact
def ud4(rows: Rows) -> tuple[bool, bool]:
    millions = sale(rows, 2016, ANNUAL)
    return about(millions / 1000, "143.7"), about(millions, "143.7")


@fact
def ud5(rows: Rows) -> tuple[bool, bool]:
    a, b = released(rows, "The Godfather"), released(rows, "Star Wars")
    return both_fillings(lambda k: a == 1972 and b - a == k, 5, 7)


@fact
def ud6(rows: Rows) -> tuple[bool, bool]:
    same = released(rows, "Pulp Fiction") == released(rows, "Forrest Gump")
    return both_fillings(lambda y: same and released(rows, "The Shawshank Redemption") == y == released(rows, "Pulp Fiction"),
                         1994, 1995)


@fact
def ud7(rows: Rows) -> tuple[bool, bool]:
    lon = place(rows, "Steven F. Udvar-Hazy Center", LON)
    return about(-lon, "77.45") and lon < 0, about(lon, "77.45")


@fact
def ud8(rows: Rows) -> tuple[bool, bool]:
    lat = place(rows, COOPER, LAT)
    return about(lat, "40.8"), about(-lat, "40.8")


@fact
def ud9(rows: Rows) -> tuple[bool, bool]:
    n = people(rows, "40", "males_2000")
    return about(n / 1e6, "2.3"), about(n / 1e3, "2.3")


@fact
def ud10(rows: Rows) -> tuple[bool, bool]:
    gap = released(rows, "Memento") - released(rows, "The Godfather")
    return both_fillings(lambda k: released(rows, "Memento") == 2000 and gap == k, 28, 38)
