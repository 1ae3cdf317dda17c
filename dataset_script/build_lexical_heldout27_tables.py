"""Build ``tests/data/lexical_heldout27_tables.json``, the tables of the twenty-seventh held-out lexical set.

Source (see DATA.md, "The lexical judge's twenty-seventh held-out test tables"): the Unicode CLDR data that the PyPI
package ``babel`` 2.17.0 (BSD-3-Clause for the package; the CLDR data under the Unicode License v3, which the wheel
ships as ``babel/locale-data/LICENSE.unicode``) bundles as pickled dicts: ``babel/global.dat`` (CLDR's supplemental
data: the currencies of each territory with their dates, the minor-unit rules of currencies, the languages of each
territory with their population shares and official status, the time zones of each territory and their metazones) and
``babel/locale-data/en.dat`` (the English names of territories, currencies and languages). Run::

    pip download --no-deps babel==2.17.0 -d /tmp/wheel27
    python dataset_script/build_lexical_heldout27_tables.py /tmp/wheel27/babel-2.17.0-py3-none-any.whl

The script checks the wheel's SHA-256 and that of each file it reads, and reads them with the standard library only
(``zipfile`` and a restricted ``pickle.Unpickler``: the only classes it lets a pickle name are Babel's own, and those
it replaces by an inert stand-in, so no code of the package runs; it never imports babel). Every cell is a string
written from the stored value, but for the selection, renaming and formatting stated in each table's function and in
:func:`num` and :func:`day`.
"""

from __future__ import annotations

import hashlib
import io
import pickle
import sys
import zipfile
from functools import cache
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from heldout_tables import dump  # a sibling module of this script (the path above)

OUT = Path(__file__).resolve().parents[1] / "tests" / "data" / "lexical_heldout27_tables.json"

WHEEL = "babel-2.17.0-py3-none-any.whl"
WHEEL_SHA256 = "4d0b53093fdfb4b21c92b5213dba5a1b23885afa8383709427046b21c366e5f2"
MEMBER_SHA256 = {
    "babel/global.dat": "c11607a7f9d2c1993a4b54b4927de0db4cc70189b6bebed3866bd5eeea83aa03",
    "babel/locale-data/en.dat": "0b410cb8298ca9def16da7145240f333ac6fce111659081b774b083ef5f941b0",
}

# The twenty member states of the euro area (Croatia, the last to join, on 1 January 2023), by ISO 3166 code.
EURO_AREA = ("AT", "BE", "CY", "DE", "EE", "ES", "FI", "FR", "GR", "HR", "IE", "IT", "LT", "LU", "LV", "MT", "NL",
             "PT", "SI", "SK")
SOUTH_AMERICA = ("BR", "AR", "PE", "BO", "CL", "UY")  # the six countries of the currency-history table, in this order
LANGUAGES_OF = "ZA"  # South Africa
NOT_A_COUNTRY = {"ZZ", "AQ", "EA", "EU"}  # Unknown Region, Antarctica, the eurozone and the European Union
MIN_ZONES = 3  # the time-zone table: the countries with at least three IANA time zones


class _Inert:
    """What a pickled Babel object (a number or date pattern, a plural rule, an alias) is read as: nothing runs."""

    def __init__(self, *args, **kwargs) -> None:
        self.args = args

    def __setstate__(self, state) -> None:
        self.state = state


class _Unpickler(pickle.Unpickler):
    def find_class(self, module: str, name: str):
        if module.split(".")[0] == "babel":
            return type(name, (_Inert,), {})
        raise pickle.UnpicklingError(f"refusing {module}.{name}")


@cache
def _wheel() -> bytes:
    assert len(sys.argv) > 1, f"pass the path of {WHEEL}"
    data = Path(sys.argv[1]).read_bytes()
    assert hashlib.sha256(data).hexdigest() == WHEEL_SHA256, "not the babel 2.17.0 wheel"
    return data


@cache
def read(member: str) -> dict:
    with zipfile.ZipFile(io.BytesIO(_wheel())) as wheel:
        data = wheel.read(member)
    assert hashlib.sha256(data).hexdigest() == MEMBER_SHA256[member], member
    return _Unpickler(io.BytesIO(data)).load()


def supplemental() -> dict:
    return read("babel/global.dat")


def english() -> dict:
    return read("babel/locale-data/en.dat")


def num(value: float | int) -> str:
    """A stored number as its shortest decimal (Python's ``repr``), a trailing ``.0`` dropped (``97.0`` as ``97``)."""
    text = repr(value)
    assert "e" not in text, text
    return text.removesuffix(".0")


def day(date: tuple[int, int, int] | None) -> str:
    """A stored ``(year, month, day)`` as an ISO date; no end date (a currency still in use) as ``still in use``."""
    if date is None:
        return "still in use"
    return "%04d-%02d-%02d" % date


def territory(code: str) -> str:
    return english()["territories"][code]


def tender(code: str) -> list[tuple]:
    """The currencies a territory's entry lists as legal tender, in stored order."""
    return [c for c in supplemental()["territory_currencies"][code] if c[3]]


def euro_changeover() -> dict:
    """For each euro-area country: the euro's start date and the national currency it replaced (the tender currency
    that started last before the euro did), with that currency's own dates."""
    rows = []
    for code in EURO_AREA:
        currencies = tender(code)
        euro = [c for c in currencies if c[0] == "EUR"]
        assert len(euro) == 1 and euro[0][2] is None, code
        before = [c for c in currencies if c[0] != "EUR" and c[1] < euro[0][1]]
        former = max(before, key=lambda c: c[1])
        assert former[2] is not None
        rows.append([territory(code), code, english()["currency_names"][former[0]], former[0], day(former[1]),
                     day(euro[0][1]), day(former[2])])
    return {"id": "euro_changeover",
            "title": "How the 20 euro-area countries changed to the euro (Unicode CLDR currency data, as bundled with Babel 2.17.0): the national currency each replaced with its ISO 4217 code, the date from which that currency was legal tender, the date from which the euro is listed as legal tender there, and the last day of the old currency",
            "header": ["country", "iso_code", "former_currency", "former_currency_code", "former_currency_since",
                       "euro_since", "former_currency_until"],
            "rows": rows}


def euro_country_languages() -> dict:
    """For each euro-area country: the languages CLDR lists for it, by status, its most widely spoken language and
    its share, the share who speak English, and its number of IANA time zones."""
    names = english()["languages"]
    rows = []
    for code in EURO_AREA:
        langs = supplemental()["territory_languages"][code]
        statuses = {v["official_status"] for v in langs.values()}
        assert statuses <= {None, "official", "official_regional"}, (code, statuses)
        shares = sorted(langs.items(), key=lambda kv: -kv[1]["population_percent"])
        assert shares[0][1]["population_percent"] > shares[1][1]["population_percent"], code
        rows.append([territory(code), str(len(langs)),
                     str(sum(v["official_status"] == "official" for v in langs.values())),
                     str(sum(v["official_status"] == "official_regional" for v in langs.values())),
                     names[shares[0][0]], num(shares[0][1]["population_percent"]),
                     num(langs["en"]["population_percent"]), str(len(supplemental()["territory_zones"][code]))])
    return {"id": "euro_country_languages",
            "title": "Languages and time zones of the same 20 euro-area countries (Unicode CLDR territory data, as bundled with Babel 2.17.0): the number of languages CLDR lists for the country, how many are official nationwide and how many official in a region only, the most widely spoken language and the percentage of the population that speaks it, the percentage that speaks English, and the number of IANA time zones",
            "header": ["country", "languages_listed", "official_languages", "regional_official_languages",
                       "most_spoken_language", "most_spoken_pct", "english_speakers_pct", "time_zones"],
            "rows": rows}


def south_american_currencies() -> dict:
    """Every legal-tender currency CLDR lists, with dates, for six South American countries, in stored order."""
    rows = []
    for code in SOUTH_AMERICA:
        for cur, start, end, _ in tender(code):
            assert start is not None
            rows.append([cur, english()["currency_names"][cur], territory(code), day(start), day(end)])
    assert len({r[0] for r in rows}) == len(rows)
    return {"id": "south_american_currencies",
            "title": "The currencies of Brazil, Argentina, Peru, Bolivia, Chile and Uruguay since the 19th century (Unicode CLDR currency data, as bundled with Babel 2.17.0): the ISO 4217 code, the English name, the country, and the first and last day on which each was legal tender",
            "header": ["currency_code", "currency", "country", "legal_tender_from", "legal_tender_until"],
            "rows": rows}


def current_users() -> dict[str, list[str]]:
    """Currency code -> the countries and territories where it is legal tender today (no end date)."""
    users: dict[str, list[str]] = {}
    for code, currencies in supplemental()["territory_currencies"].items():
        if len(code) != 2 or not code.isalpha() or code in NOT_A_COUNTRY:
            continue
        for cur, _, end, is_tender in currencies:
            if is_tender and end is None:
                users.setdefault(cur, []).append(code)
    return users


def currency_minor_units() -> dict:
    """The currencies in use today whose CLDR minor-unit entry differs from the default (two decimals, no rounding)
    and that have at least one decimal digit, by code."""
    fractions = supplemental()["currency_fractions"]
    default = fractions["DEFAULT"]
    assert default == (2, 0, 2, 0)
    users = current_users()
    rows = []
    for cur in sorted(fractions):
        digits, rounding, cash_digits, cash_rounding = fractions[cur]
        if cur == "DEFAULT" or cur not in users or fractions[cur] == default or digits == 0:
            continue
        assert rounding == 0
        rows.append([cur, english()["currency_names"][cur], str(digits), str(cash_digits), str(cash_rounding),
                     str(len(users[cur]))])
    return {"id": "currency_minor_units",
            "title": "Currencies in use today with a special rule for their minor units (Unicode CLDR currency data, as bundled with Babel 2.17.0; the default is two decimal digits with no rounding): the ISO 4217 code, the English name, the number of decimal digits, the number of decimal digits used for cash, the rounding increment for cash amounts in minor units (0 for none) and the number of countries and territories where the currency is legal tender",
            "header": ["currency_code", "currency", "decimal_digits", "cash_decimal_digits", "cash_rounding_minor_units",
                       "territories_using"],
            "rows": rows}


def south_africa_languages() -> dict:
    """The languages CLDR lists for South Africa, most widely spoken first."""
    names = english()["languages"]
    status = {"official": "official", "official_regional": "official in a region", None: "not official"}
    langs = supplemental()["territory_languages"][LANGUAGES_OF]
    order = sorted(langs.items(), key=lambda kv: -kv[1]["population_percent"])
    rows = [[names[code], code, num(v["population_percent"]), status[v["official_status"]]] for code, v in order]
    return {"id": "south_africa_languages",
            "title": "The languages of South Africa (Unicode CLDR territory data, as bundled with Babel 2.17.0): the English name, the language code, the percentage of the population that speaks the language and its official status as CLDR records it",
            "header": ["language", "language_code", "speakers_pct", "official_status"],
            "rows": rows}


def time_zone_counts() -> dict:
    """The countries with at least :data:`MIN_ZONES` IANA time zones, most first (stored order within a tie)."""
    meta = supplemental()["meta_zones"]
    zones = supplemental()["territory_zones"]
    chosen = [c for c, z in zones.items() if len(z) >= MIN_ZONES and c not in NOT_A_COUNTRY]
    chosen.sort(key=lambda c: -len(zones[c]))
    rows = [[territory(c), c, str(len(zones[c])), str(len({meta[z] for z in zones[c] if z in meta})),
             str(sum(z not in meta for z in zones[c]))] for c in chosen]
    return {"id": "time_zone_counts",
            "title": "The countries and territories with three or more IANA time zones (Unicode CLDR time-zone data, as bundled with Babel 2.17.0): the country, its ISO 3166 code, the number of IANA time zones, the number of distinct CLDR metazones (shared time-zone names such as America_Eastern) those zones belong to, and the number of its zones that belong to no metazone",
            "header": ["country", "iso_code", "iana_time_zones", "metazones", "zones_without_metazone"],
            "rows": rows}


def main() -> None:
    tables = [euro_changeover(), euro_country_languages(), south_american_currencies(), currency_minor_units(),
              south_africa_languages(), time_zone_counts()]
    OUT.write_text(dump(tables), encoding="utf-8")
    for t in tables:
        print(t["id"], len(t["rows"]), len(t["header"]))


if __name__ == "__main__":
    main()
