"""The label checks of the twenty-seventh held-out set (``tests/test_lexical_heldout27.py``): one function per pair id
that recomputes, from the stored cells of ``tests/data/lexical_heldout27_tables.json``, whether the pair's true claim
holds and whether its false twin holds (``(True, False)`` when the labels are right)."""

from __future__ import annotations

import datetime as dt
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
    one_row,
    top_key,
)

DATA = Path(__file__).parent / "data" / "lexical_heldout27_tables.json"

EURO = "euro_changeover"
LANGS = "euro_country_languages"
SAM = "south_american_currencies"
MINOR = "currency_minor_units"
ZA = "south_africa_languages"
TZ = "time_zone_counts"

FACTS: dict[str, Callable[[Rows], tuple[bool, bool]]] = {}


def fact(fn: Callable[[Rows], tuple[bool, bool]]) -> Callable[[Rows], tuple[bool, bool]]:
    FACTS[fn.__name__] = fn
    return fn


def rows_by_table() -> Rows:
    return heldout_pairs.rows_of(DATA)


def date(cell: str) -> dt.date:
    return dt.date.fromisoformat(cell)


def years(start: str, end: str) -> float:
    """The time from one stored date to another in years (of 365.25 days)."""
    return (date(end) - date(start)).days / 365.25


def euro_row(r: Rows, country: str) -> dict[str, str]:
    return one_row(r[EURO], country=country)


def former(r: Rows, currency: str) -> dict[str, str]:
    """The euro_changeover row of a former currency, by its stored English name."""
    return one_row(r[EURO], former_currency=currency)


def euro_year(r: Rows, country: str) -> int:
    return date(euro_row(r, country)["euro_since"]).year


def lang(r: Rows, country: str, col: str) -> float:
    return keyed_number(r, LANGS, country, col)


def sam(r: Rows, code: str) -> dict[str, str]:
    return one_row(r[SAM], currency_code=code)


def sam_years(r: Rows, code: str) -> float:
    row = sam(r, code)
    return years(row["legal_tender_from"], row["legal_tender_until"])


def minor(r: Rows, code: str, col: str) -> float:
    return keyed_number(r, MINOR, code, col)


def za(r: Rows, language: str) -> dict[str, str]:
    return one_row(r[ZA], language=language)


def tz(r: Rows, country: str, col: str) -> float:
    return keyed_number(r, TZ, country, col)


def number_of(cell: str) -> float:
    return heldout_pairs.number(cell)


def countries_where(r: Rows, table: str, pred: Callable[[dict[str, str]], bool]) -> list[str]:
    return [row["country"] for row in r[table] if pred(row)]


# wrong_entity -----------------------------------------------------------------------------------------------------

@fact
def we1(r):
    return both_fillings(lambda c: former(r, c)["former_currency_since"] == "1963-01-01", "Finnish Markka", "Austrian Schilling")


@fact
def we2(r):
    return both_fillings(lambda c: lang(r, c, "english_speakers_pct") == 50, "Estonia", "Lithuania")


@fact
def we3(r):
    def holds(code):
        row = sam(r, code)
        return row["legal_tender_from"].startswith("1985-02") and row["legal_tender_until"].startswith("1991-07")
    return both_fillings(holds, "PEI", "ARA")


@fact
def we4(r):
    return both_fillings(lambda c: minor(r, c, "cash_rounding_minor_units") == 5, "CHF", "SEK")


@fact
def we5(r):
    return both_fillings(lambda lg: about(float(za(r, lg)["speakers_pct"]), "18"), "Xhosa", "Afrikaans")


@fact
def we6(r):
    return both_fillings(lambda c: tz(r, c, "iana_time_zones") == 23, "Canada", "Russia")


@fact
def we7(r):
    return both_fillings(lambda c: former(r, c)["former_currency_until"] == "2002-02-09", "Irish Pound", "French Franc")


@fact
def we8(r):
    return both_fillings(lambda c: lang(r, c, "languages_listed") == 21, "Italy", "Germany")


@fact
def we9(r):
    return both_fillings(lambda c: minor(r, c, "territories_using") == 2, "JOD", "KWD")


@fact
def we10(r):
    def holds(country):
        pesos = [row for row in r[SAM] if row["country"] == country and row["currency"].endswith("Peso")]
        assert len(pesos) == 1
        return pesos[0]["legal_tender_until"] == "1986-12-31"
    return both_fillings(holds, "Bolivia", "Chile")


# superlative ------------------------------------------------------------------------------------------------------

@fact
def su1(r):
    oldest = min(r[EURO], key=lambda row: date(row["former_currency_since"]))
    assert sorted(row["former_currency_since"] for row in r[EURO])[1] != oldest["former_currency_since"]

    def holds(currency, year):
        return oldest["former_currency"] == currency and oldest["former_currency_since"].startswith(year)
    return holds("Dutch Guilder", "1813"), holds("Belgian Franc", "1831")


@fact
def su2(r):
    def holds(country, n):
        return top_key(r, LANGS, "languages_listed") == country and lang(r, country, "languages_listed") == n
    return holds("Germany", 25), holds("France", 17)


@fact
def su3(r):
    def holds(country, n):
        return top_key(r, LANGS, "languages_listed", lowest=True) == country and lang(r, country, "languages_listed") == n
    return holds("Ireland", 3), holds("Croatia", 4)


@fact
def su4(r):
    """The shortest-lived of Brazil's currencies (those with an end date), and its length in whole months."""
    ended = [row for row in r[SAM] if row["country"] == "Brazil" and row["legal_tender_until"] != "still in use"]
    length = {row["currency_code"]: (date(row["legal_tender_until"]) - date(row["legal_tender_from"])).days for row in ended}
    shortest = min(length, key=length.get)
    assert sorted(length.values())[1] > length[shortest]

    def months(code):
        a, b = date(sam(r, code)["legal_tender_from"]), date(sam(r, code)["legal_tender_until"])
        return (b.year - a.year) * 12 + b.month - a.month - (b.day < a.day)

    def holds(code, start, n):
        return shortest == code and sam(r, code)["legal_tender_from"].startswith(start) and months(code) == n
    return holds("BRR", "1993-08", 11), holds("BRN", "1989-01", 14)


@fact
def su5(r):
    def holds(code, n):
        return top_key(r, MINOR, "cash_rounding_minor_units") == code and minor(r, code, "cash_rounding_minor_units") == n
    return holds("DKK", 50), holds("CAD", 5)


@fact
def su6(r):
    order = sorted(r[ZA], key=lambda row: -float(row["speakers_pct"]))
    assert float(order[1]["speakers_pct"]) > float(order[2]["speakers_pct"])
    return both_fillings(lambda lg: order[0]["language"] == "English" and order[1]["language"] == lg, "Zulu", "Xhosa")


@fact
def su7(r):
    return both_fillings(lambda lg: top_key(r, ZA, "speakers_pct", lowest=True) == lg, "Swahili", "South Ndebele")


@fact
def su8(r):
    def holds(country, n):
        return top_key(r, TZ, "metazones") == country and tz(r, country, "metazones") == n
    return holds("Russia", 15), holds("United States", 6)


@fact
def su9(r):
    def holds(country, n):
        return top_key(r, TZ, "iana_time_zones") == country and tz(r, country, "iana_time_zones") == n
    return holds("United States", 29), holds("Russia", 26)


@fact
def su10(r):
    latest = max(r[EURO], key=lambda row: date(row["euro_since"]))
    assert sum(row["euro_since"] == latest["euro_since"] for row in r[EURO]) == 1

    def holds(country, day):
        return latest["country"] == country and euro_row(r, country)["euro_since"] == day
    return holds("Croatia", "2023-01-01"), holds("Lithuania", "2015-01-01")


# direction --------------------------------------------------------------------------------------------------------

@fact
def di1(r):
    nl, de = lang(r, "Netherlands", "english_speakers_pct"), lang(r, "Germany", "english_speakers_pct")
    numbers = (nl, de) == (90, 64)
    return numbers and nl > de, numbers and nl < de


@fact
def di2(r):
    ee, lv = date(euro_row(r, "Estonia")["euro_since"]), date(euro_row(r, "Latvia")["euro_since"])
    return ee < lv, ee > lv


@fact
def di3(r):
    escudo, peso = date(sam(r, "CLE")["legal_tender_from"]), date(sam(r, "BOP")["legal_tender_from"])
    return escudo < peso, escudo > peso


@fact
def di4(r):
    omr, pkr = minor(r, "OMR", "decimal_digits"), minor(r, "PKR", "decimal_digits")
    return omr > pkr, omr < pkr


@fact
def di5(r):
    af, xh = float(za(r, "Afrikaans")["speakers_pct"]), float(za(r, "Xhosa")["speakers_pct"])
    return af < xh, af > xh


@fact
def di6(r):
    mx, au, br = (tz(r, c, "iana_time_zones") for c in ("Mexico", "Australia", "Brazil"))
    return mx == au and br > mx, mx == au and br < mx


@fact
def di7(r):
    pt, fr = lang(r, "Portugal", "time_zones"), lang(r, "France", "time_zones")
    return pt > fr, pt < fr


@fact
def di8(r):
    tolar = years(former(r, "Slovenian Tolar")["former_currency_since"], former(r, "Slovenian Tolar")["former_currency_until"])
    koruna = years(former(r, "Slovak Koruna")["former_currency_since"], former(r, "Slovak Koruna")["former_currency_until"])
    return tolar < koruna, tolar > koruna


@fact
def di9(r):
    def outlived(a, b):  # ended later and lasted longer
        return date(sam(r, a)["legal_tender_until"]) > date(sam(r, b)["legal_tender_until"]) and sam_years(r, a) > sam_years(r, b)
    return outlived("ARA", "PEI"), outlived("PEI", "ARA")


@fact
def di10(r):
    more_zones = tz(r, "Kazakhstan", "iana_time_zones") > tz(r, "Indonesia", "iana_time_zones")
    kz, idn = tz(r, "Kazakhstan", "metazones"), tz(r, "Indonesia", "metazones")
    return more_zones and kz < idn, more_zones and kz > idn


# difference -------------------------------------------------------------------------------------------------------

@fact
def df1(r):
    mt, cy = lang(r, "Malta", "english_speakers_pct"), lang(r, "Cyprus", "english_speakers_pct")
    return both_fillings(lambda gap: mt == 88 and mt - cy == gap, 15, 25)


@fact
def df2(r):
    first_wave = min(date(row["euro_since"]) for row in r[EURO])
    assert first_wave.year == 1999
    return both_fillings(lambda n: euro_year(r, "Greece") - first_wave.year == n, 2, 3)


@fact
def df3(r):
    real, first = date(sam(r, "BRL")["legal_tender_from"]), date(sam(r, "BRZ")["legal_tender_from"])
    first_of_brazil = min(date(row["legal_tender_from"]) for row in r[SAM] if row["country"] == "Brazil")
    return both_fillings(lambda n: first == first_of_brazil and real.year == 1994 and real.year - first.year == n, 52, 62)


@fact
def df4(r):
    return both_fillings(lambda n: minor(r, "KWD", "decimal_digits") - minor(r, "DKK", "decimal_digits") == n, 1, 2)


@fact
def df5(r):
    zu, af = float(za(r, "Zulu")["speakers_pct"]), float(za(r, "Afrikaans")["speakers_pct"])
    return both_fillings(lambda gap: zu - af == gap, 11, 6)


@fact
def df6(r):
    return both_fillings(lambda n: tz(r, "United States", "iana_time_zones") - tz(r, "Russia", "iana_time_zones") == n, 3, 5)


@fact
def df7(r):
    es, en = lang(r, "Spain", "most_spoken_pct"), lang(r, "Spain", "english_speakers_pct")
    spanish = keyed_cell(r, LANGS, "Spain", "most_spoken_language") == "Spanish" and (es, en) == (99, 24)
    return both_fillings(lambda gap: spanish and es - en == gap, 75, 65)


@fact
def df8(r):
    lira = years(former(r, "Italian Lira")["former_currency_since"], former(r, "Italian Lira")["former_currency_until"])
    span = (former(r, "Italian Lira")["former_currency_since"][:4], former(r, "Italian Lira")["former_currency_until"][:4])
    return both_fillings(lambda n: span == ("1862", "2002") and n - 5 < lira < n, 140, 150)


@fact
def df9(r):
    old, new = date(sam(r, "UYP")["legal_tender_from"]), date(sam(r, "UYU")["legal_tender_from"])
    return both_fillings(lambda n: old.year == 1975 and new.year - old.year == n, 18, 28)


@fact
def df10(r):
    nok, sek = minor(r, "NOK", "territories_using"), minor(r, "SEK", "territories_using")
    return both_fillings(lambda n: nok == 3 and nok - sek == n, 2, 3)


# joined -----------------------------------------------------------------------------------------------------------

@fact
def jo1(r):
    last = max(r[EURO], key=lambda row: date(row["euro_since"]))["country"]
    return both_fillings(lambda n: lang(r, last, "languages_listed") == n, 4, 6)


@fact
def jo2(r):
    finland = former(r, "Finnish Markka")["country"]
    return both_fillings(lambda n: lang(r, finland, "english_speakers_pct") == n, 70, 80)


@fact
def jo3(r):
    def holds(zones):
        chosen = countries_where(r, LANGS, lambda row: number_of(row["time_zones"]) == zones)
        return len(chosen) == 2 and all(euro_row(r, c)["euro_since"] == "1999-01-01" for c in chosen)
    return holds(3), holds(2)


@fact
def jo4(r):
    def holds(zones):
        country = [c for c, n in keyed_column(r, TZ, "iana_time_zones").items() if n == zones]
        assert len(country) == 1
        own = [row for row in r[SAM] if row["country"] == country[0]]
        return len(own) == 7 and min(row["legal_tender_from"] for row in own).startswith("1942")
    return holds(16), holds(26)


@fact
def jo5(r):
    return both_fillings(lambda cur: lang(r, former(r, cur)["country"], "english_speakers_pct") == 46, "Latvian Lats", "Lithuanian Litas")


@fact
def jo6(r):
    three = countries_where(r, LANGS, lambda row: row["official_languages"] == "3")
    assert len(three) == 2
    return both_fillings(lambda word: all(word in euro_row(r, c)["former_currency"] for c in three), "Franc", "Pound")


@fact
def jo7(r):
    def holds(language):
        chosen = countries_where(r, LANGS, lambda row: row["most_spoken_language"] == language)
        return len(chosen) >= 2 and all(euro_row(r, c)["former_currency_until"] == "2002-02-28" for c in chosen)
    return holds("German"), holds("French")


@fact
def jo8(r):
    most = top_key(r, LANGS, "regional_official_languages")
    row = euro_row(r, most)
    return both_fillings(lambda cur: cur in row["former_currency"] and row["former_currency_until"].startswith("2002-02"), "Peseta", "Escudo")


@fact
def jo9(r):
    late = countries_where(r, EURO, lambda row: date(row["euro_since"]).year > 2010)
    best = max(late, key=lambda c: lang(r, c, "english_speakers_pct"))
    assert sorted(lang(r, c, "english_speakers_pct") for c in late)[-2] < lang(r, best, "english_speakers_pct")
    return both_fillings(lambda pair: best == pair[0] and lang(r, best, "english_speakers_pct") == pair[1], ("Estonia", 50), ("Croatia", 49))


@fact
def jo10(r):
    first = countries_where(r, EURO, lambda row: row["euro_since"].startswith("1999"))
    single = [c for c in first if lang(r, c, "official_languages") == 1]
    return both_fillings(lambda n: len(first) == 11 and len(single) == n, 7, 8)


# negation ---------------------------------------------------------------------------------------------------------

@fact
def ne1(r):
    return both_fillings(lambda year: euro_year(r, "Slovakia") == year, 2009, 2011)


@fact
def ne2(r):
    share = lang(r, "Latvia", "most_spoken_pct")
    latvian = keyed_cell(r, LANGS, "Latvia", "most_spoken_language") == "Latvian"
    return latvian and share < 200 / 3, latvian and share < 50


@fact
def ne3(r):
    def holds(digits):
        return all(row["cash_rounding_minor_units"] == "0" for row in r[MINOR] if row["decimal_digits"] == digits)
    return holds("3"), holds("2")


@fact
def ne4(r):
    return both_fillings(lambda lg: za(r, lg)["official_status"] == "not official", "Hindi", "Venda")


@fact
def ne5(r):
    return both_fillings(lambda c: tz(r, c, "iana_time_zones") == 12 and tz(r, c, "metazones") <= 1, "Argentina", "Australia")


@fact
def ne6(r):
    def holds(country):
        current = [row for row in r[SAM] if row["country"] == country and row["legal_tender_until"] == "still in use"]
        assert len(current) == 1
        return date(current[0]["legal_tender_from"]).year <= 1975
    return both_fillings(holds, "Chile", "Bolivia")


@fact
def ne7(r):
    return both_fillings(lambda year: all(date(row["former_currency_since"]).year >= year for row in r[EURO]), 1800, 1850)


@fact
def ne8(r):
    return both_fillings(lambda c: lang(r, c, "regional_official_languages") == 0, "France", "Italy")


@fact
def ne9(r):
    return both_fillings(lambda c: minor(r, c, "cash_decimal_digits") == 0, "HUF", "CAD")


@fact
def ne10(r):
    return both_fillings(lambda c: tz(r, c, "zones_without_metazone") == 0, "Canada", "Chile")


# percent_vs_count -------------------------------------------------------------------------------------------------

@fact
def pc1(r):
    several = countries_where(r, LANGS, lambda row: number_of(row["time_zones"]) > 1)
    total = len(r[LANGS])
    return both_fillings(lambda np: total == 20 and len(several) == np[0] and 100 * len(several) / total == np[1], (4, 20), (5, 25))


@fact
def pc2(r):
    some_status = sum(row["official_status"] != "not official" for row in r[ZA])
    return both_fillings(lambda n: len(r[ZA]) == 13 and some_status == n, 11, 12)


@fact
def pc3(r):
    nationwide = [row["language"] for row in r[ZA] if row["official_status"] == "official"]
    return both_fillings(lambda pct: nationwide == ["English"] and about(float(za(r, "English")["speakers_pct"]), pct), "31", "41")


@fact
def pc4(r):
    first = countries_where(r, EURO, lambda row: row["euro_since"] == "1999-01-01")
    return both_fillings(lambda n: len(first) == n and n > len(r[EURO]) / 2, 11, 12)


@fact
def pc5(r):
    half = countries_where(r, LANGS, lambda row: number_of(row["english_speakers_pct"]) >= 50)
    return both_fillings(lambda n: len(r[LANGS]) == 20 and len(half) == n, 12, 14)


@fact
def pc6(r):
    three = [row for row in r[MINOR] if row["decimal_digits"] == "3"]
    total = len(r[MINOR])
    return both_fillings(lambda nf: total == 24 and len(three) == nf[0] and len(three) / total == nf[1], (6, 1 / 4), (8, 1 / 3))


@fact
def pc7(r):
    cashless = [row for row in r[MINOR] if row["cash_decimal_digits"] == "0"]
    share = 100 * len(cashless) / len(r[MINOR])
    return both_fillings(lambda pct: len(cashless) == 15 and len(r[MINOR]) == 24 and about(share, pct), "62.5", "72")


@fact
def pc8(r):
    share = 100 * tz(r, "Russia", "zones_without_metazone") / tz(r, "Russia", "iana_time_zones")
    counts = (tz(r, "Russia", "iana_time_zones"), tz(r, "Russia", "zones_without_metazone")) == (26, 7)
    return both_fillings(lambda pct: counts and about(share, pct), "27", "37")


@fact
def pc9(r):
    current = [row for row in r[SAM] if row["legal_tender_until"] == "still in use"]
    assert len(current) == 6
    recent = sum(date(row["legal_tender_from"]).year >= 1987 for row in current)
    return both_fillings(lambda n: recent == n, 5, 4)


@fact
def pc10(r):
    full = countries_where(r, LANGS, lambda row: row["most_spoken_pct"] == "100")
    return both_fillings(lambda pair: sorted(full) == sorted(pair), ("Malta", "Netherlands"), ("Malta", "Greece"))


# words ------------------------------------------------------------------------------------------------------------

@fact
def wo1(r):
    return both_fillings(lambda n: lang(r, "Germany", "languages_listed") == n, 25, 27)


@fact
def wo2(r):
    return both_fillings(lambda n: about(years(former(r, "Irish Pound")["former_currency_since"], former(r, "Irish Pound")["former_currency_until"]), str(n)), 80, 90)


@fact
def wo3(r):
    brazil = [row for row in r[SAM] if row["country"] == "Brazil"]
    starts = {date(row["legal_tender_from"]).year for row in brazil}
    return both_fillings(lambda n: len(brazil) == n and min(starts) == 1942 and max(starts) == 1994, 7, 6)


@fact
def wo4(r):
    return both_fillings(lambda n: minor(r, "DKK", "territories_using") == 3 and minor(r, "CHF", "territories_using") == n, 2, 4)


@fact
def wo5(r):
    return both_fillings(lambda n: sum(row["official_status"] == "official in a region" for row in r[ZA]) == n, 10, 9)


@fact
def wo6(r):
    return both_fillings(lambda n: tz(r, "Kazakhstan", "iana_time_zones") == n and tz(r, "Kazakhstan", "metazones") == 1, 7, 8)


@fact
def wo7(r):
    return both_fillings(lambda n: sum(row["iana_time_zones"] == "3" for row in r[TZ]) == n, 6, 5)


@fact
def wo8(r):
    return both_fillings(lambda n: lang(r, "Luxembourg", "official_languages") == 3 and lang(r, "Malta", "official_languages") == n, 2, 1)


@fact
def wo9(r):
    row = former(r, "Dutch Guilder")
    return both_fillings(lambda n: date(row["former_currency_until"]).year - date(row["former_currency_since"]).year == n
                         and about(years(row["former_currency_since"], row["former_currency_until"]), str(n)), 189, 199)


@fact
def wo10(r):
    return both_fillings(lambda n: sum(row["decimal_digits"] == "3" for row in r[MINOR]) == n, 6, 12)


# units_dates ------------------------------------------------------------------------------------------------------

@fact
def ud1(r):
    return both_fillings(lambda d: former(r, "German Mark")["former_currency_since"] == d, "1948-06-20", "1948-07-20")


@fact
def ud2(r):
    fr, be = date(former(r, "French Franc")["former_currency_until"]), date(former(r, "Belgian Franc")["former_currency_until"])
    return both_fillings(lambda n: fr == dt.date(2002, 2, 17) and (be - fr).days == n, 11, 9)


@fact
def ud3(r):
    row = sam(r, "CLE")
    return both_fillings(lambda end: row["legal_tender_from"].startswith("1960-01") and row["legal_tender_until"].startswith(end), "1975-09", "1978-09")


@fact
def ud4(r):
    row = former(r, "Cypriot Pound")

    def throughout(first, last):
        return date(row["euro_since"]) <= date(first) and date(row["former_currency_until"]) >= date(last)
    return throughout("2008-01-01", "2008-01-31"), throughout("2008-02-01", "2008-02-29")


@fact
def ud5(r):
    row = sam(r, "ARM")
    return both_fillings(lambda n: row["legal_tender_from"].startswith("1881") and sam_years(r, "ARM") > n, 88, 89)


@fact
def ud6(r):
    peso_end, boliviano = date(sam(r, "BOP")["legal_tender_until"]), date(sam(r, "BOB")["legal_tender_from"])
    return (boliviano == dt.date(1987, 1, 1) and (boliviano - peso_end).days == 1,
            boliviano == dt.date(1987, 1, 1) and 365 <= (boliviano - peso_end).days <= 366)


@fact
def ud7(r):
    return both_fillings(lambda year: former(r, "Latvian Lats")["former_currency_until"] == f"{year}-12-31", 2013, 2012)


@fact
def ud8(r):
    return both_fillings(lambda n: sam(r, "PES")["legal_tender_from"].startswith("1863") and about(sam_years(r, "PES"), n), "122", "102")


@fact
def ud9(r):
    # a Canadian dollar has 100 cents (two decimal digits): the increment in minor units is in cents
    return both_fillings(lambda cents: minor(r, "CAD", "decimal_digits") == 2 and minor(r, "CAD", "cash_rounding_minor_units") == cents, 5, 10)


@fact
def ud10(r):
    # a krone has 100 øre (two decimal digits): the increment in kroner is the minor units over 100
    increment = minor(r, "DKK", "cash_rounding_minor_units") / 10 ** minor(r, "DKK", "decimal_digits")
    return both_fillings(lambda kroner: increment == kroner, 0.5, 0.25)
