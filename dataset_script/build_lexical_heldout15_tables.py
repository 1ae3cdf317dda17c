"""Build ``tests/data/lexical_heldout15_tables.json``, the tables of the fifteenth held-out lexical set.

Sources (see DATA.md, "The lexical judge's fifteenth held-out test tables"): ``holidays`` 0.109 (MIT) and
``pycountry`` 26.2.16 (LGPL-2.1-only), both from PyPI, and Python's standard library (``unicodedata``, ``calendar``).
The two packages are not project dependencies; run this script with an environment that holds them, e.g.::

    python3 -m venv /tmp/h15 && /tmp/h15/bin/pip install holidays==0.109 pycountry==26.2.16
    /tmp/h15/bin/python dataset_script/build_lexical_heldout15_tables.py

Every cell is a string as the sources give it, but for the counting and date formatting stated in each table.
"""

from __future__ import annotations

import calendar
import datetime as dt
import json
import unicodedata
from pathlib import Path

import holidays
import pycountry

OUT = Path(__file__).resolve().parents[1] / "tests" / "data" / "lexical_heldout15_tables.json"
YEAR = 2026
COUNTRIES = ("DE", "FR", "IT", "ES", "NO", "FI", "IN", "BR", "AR", "MX")  # pycountry and holidays both know them
LISTED = ("DE", "ES", "MX")  # the countries whose 2026 holidays are listed one by one
SCRIPTS = ("Latn", "Grek", "Cyrl", "Arab", "Hebr", "Deva", "Hang", "Thai", "Armn", "Ethi")


def national(code: str, subdiv: str | None = None) -> dict[dt.date, str]:
    """The 2026 public holidays (the package's default category) of a country or subdivision, English names."""
    return dict(sorted(holidays.country_holidays(code, subdiv=subdiv, years=YEAR, language="en_US").items()))


def countries() -> dict:
    rows = []
    for code in COUNTRIES:
        c = pycountry.countries.get(alpha_2=code)
        rows.append([c.alpha_2, c.alpha_3, c.numeric, c.name, c.official_name, str(len(pycountry.subdivisions.get(country_code=code)))])
    return {"id": "countries", "title": "Ten countries in ISO 3166-1 (pycountry): codes, names and number of ISO 3166-2 subdivisions",
            "header": ["alpha_2", "alpha_3", "numeric", "name", "official_name", "subdivisions"], "rows": rows}


def holiday_summary() -> dict:
    rows = []
    for code in COUNTRIES:
        days = list(national(code))
        weekend = sum(d.weekday() >= 5 for d in days)
        rows.append([code, str(len(days)), str(weekend), days[0].isoformat(), days[-1].isoformat()])
    return {"id": "public_holidays_2026", "title": "Public holidays in 2026 by ISO 3166-1 alpha-2 country code (python-holidays): count, how many on a weekend, first and last",
            "header": ["alpha_2", "holidays", "on_weekend", "first_holiday", "last_holiday"], "rows": rows}


def holiday_list() -> dict:
    rows = []
    for code in LISTED:
        for day, name in national(code).items():
            rows.append([code, day.isoformat(), calendar.day_name[day.weekday()], name])
    return {"id": "holiday_calendar_2026", "title": "Every public holiday of 2026 in three countries, by ISO 3166-1 alpha-2 code (python-holidays)",
            "header": ["alpha_2", "date", "weekday", "holiday"], "rows": rows}


def canada_jurisdictions() -> dict:
    subs = sorted(pycountry.subdivisions.get(country_code="CA"), key=lambda s: s.code)
    return {"id": "canada_jurisdictions", "title": "Provinces and territories of Canada in ISO 3166-2 (pycountry)",
            "header": ["subdivision_code", "name", "type"], "rows": [[s.code, s.name, s.type] for s in subs]}


def canada_holidays() -> dict:
    rows = []
    for s in sorted(pycountry.subdivisions.get(country_code="CA"), key=lambda s: s.code):
        days = national("CA", s.code.split("-")[1])
        february = [name for d, name in days.items() if d.month == 2]
        remembrance = any("Remembrance Day" in name for name in days.values())
        rows.append([s.code, str(len(days)), february[0] if february else "none", "yes" if remembrance else "no"])
    return {"id": "canada_holidays_2026", "title": "Public holidays in 2026 by Canadian province and territory (python-holidays)",
            "header": ["subdivision_code", "holidays", "february_holiday", "remembrance_day"], "rows": rows}


def greek_letters() -> dict:
    rows, position = [], 0
    for cp in range(0x391, 0x3AA):
        try:
            name = unicodedata.name(chr(cp))
        except ValueError:  # U+03A2 is unassigned (no capital final sigma)
            continue
        position += 1
        small = chr(cp).lower()
        rows.append([str(position), name.removeprefix("GREEK CAPITAL LETTER ").capitalize(), chr(cp), small, f"U+{cp:04X}", str(cp)])
    return {"id": "greek_letters", "title": f"The 24 letters of the Greek alphabet in Unicode {unicodedata.unidata_version} (Python's unicodedata)",
            "header": ["position", "letter", "capital", "small", "code_point", "decimal"], "rows": rows}


def months() -> dict:
    rows = []
    for m in range(1, 13):
        days = calendar.monthrange(YEAR, m)[1]
        dates = [dt.date(YEAR, m, d) for d in range(1, days + 1)]
        rows.append([calendar.month_name[m], str(days), calendar.day_name[dates[0].weekday()], calendar.day_name[dates[-1].weekday()],
                     str(sum(d.weekday() == 4 for d in dates)), str(sum(d.weekday() >= 5 for d in dates))])
    return {"id": "months_2026", "title": "The months of 2026 (Python's calendar): length, first and last weekday, Fridays and weekend days",
            "header": ["month", "days", "starts_on", "ends_on", "fridays", "weekend_days"], "rows": rows}


def scripts() -> dict:
    rows = [[s.alpha_4, s.numeric, s.name] for s in (pycountry.scripts.get(alpha_4=c) for c in SCRIPTS)]
    return {"id": "iso15924_scripts", "title": "Ten writing systems in ISO 15924 (pycountry): code, numeric code, name",
            "header": ["code", "numeric", "name"], "rows": rows}


def main() -> None:
    tables = [countries(), holiday_summary(), holiday_list(), canada_jurisdictions(), canada_holidays(), greek_letters(), months(), scripts()]
    OUT.write_text(json.dumps({"tables": tables}, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {OUT} ({len(tables)} tables, {sum(len(t['rows']) for t in tables)} rows)")


if __name__ == "__main__":
    main()
