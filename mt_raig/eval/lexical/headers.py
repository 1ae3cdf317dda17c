"""Header words and key names: how a column's header reads as words ("avg_dep_delay": avg, dep, delay) and which
headers join tables ("SupplierID", a table's own "id" named by other tables' keys, a shared "atomic_number")."""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from mt_raig.tables import Table

from .lexicon import stem


# A year a header names: "rate 1995", "dem_pct_1960", "... for 2007"; never a price base, which dates no value
# ("men_weekly_wage_1935_dollars" holds 1974's wage in 1935's money; "gdp_constant_2010_usd", "in 1935 dollars").
YEAR_IN_HEADER = re.compile(r"(?<!\d)(?<!constant[_ ])(?<!chained[_ ])(1[89]\d\d|20\d\d)(?!\d)"
                            r"(?![_ ]*(?:dollars?|usd|us\$|prices|euros?|pounds)(?![a-z]))", re.IGNORECASE)


_PRICED_YEAR = re.compile(r"(?<!\d)(1[89]\d\d|20\d\d)(?=[_ ]*(?:dollars?|usd|us\$|euros?|pounds)(?![a-z]))", re.IGNORECASE)


@lru_cache(maxsize=8192)
def sibling_year(header: str, headers: tuple[str, ...]) -> int | None:
    """The year before a currency in ``header`` when it dates the value, not its prices: another header of the table
    is the same but for that year (``gdp_per_capita_1960_usd`` beside ``gdp_per_capita_1980_usd``: each year's income
    in dollars, as a price base is one for every column: ``men_weekly_wage_1935_dollars``, ``women_weekly_wage_1935_dollars``);
    else None.

    >>> sibling_year("gdp_per_capita_1980_usd", ("country", "gdp_per_capita_1960_usd", "gdp_per_capita_1980_usd"))
    1980
    >>> sibling_year("men_wage_1935_dollars", ("year", "men_wage_1935_dollars", "women_wage_1935_dollars")) is None
    True
    """
    if YEAR_IN_HEADER.search(header) or len(found := _PRICED_YEAR.findall(header)) != 1:
        return None
    m = _PRICED_YEAR.search(header)
    shape = (header[:m.start()].lower(), header[m.end():].lower())
    others = {(h[:o.start()].lower(), h[o.end():].lower()) for h in headers if h != header and (o := _PRICED_YEAR.search(h)) and o.group(1) != found[0]}
    return int(found[0]) if shape in others else None


@lru_cache(maxsize=8192)
def header_years(header: str) -> frozenset[int]:
    """The years a header names ("executions_1988_1990": 1988 and 1990; "dem_pct_1960": 1960)."""
    return frozenset(int(y) for y in YEAR_IN_HEADER.findall(header))


SEASON = re.compile(r"\b((?:1[89]|20)\d\d)\s?[-–/]\s?(\d\d)\b(?!\s?[-–/]\s?\d)")  # never a date ("2008-09-14")


def seasons(text: str) -> set[tuple[str, str]]:
    """The seasons ``text`` writes, as (first year, short second year) pairs whose second year follows the first."""
    return {(a, b) for a, b in SEASON.findall(text) if int(b) == (int(a) + 1) % 100}


_HEADER_SEASON = re.compile(r"(?<!\d)(1[89]\d\d|20\d\d)[-_/ –](\d\d)(?!\d)")


def header_seasons(header: str) -> set[tuple[str, str]]:
    """The seasons a header names, as (first year, short second year) pairs ("phds_2008_09": ("2008", "09"))."""
    return {(a, b) for a, b in _HEADER_SEASON.findall(header) if int(b) == (int(a) + 1) % 100}


def yearless(header: str) -> tuple[int, str] | None:
    """A header's one year and what is left without it (and without a season's short second year): ``pop_2010``: (2010,
    "pop_"), ``phds_2008_09``: (2008, "phds_"), so the columns of one measure in two years share what is left."""
    m = YEAR_IN_HEADER.search(header)
    if m is None:
        return None
    end = m.end()
    if (season := _HEADER_SEASON.match(header, m.start())) and int(season.group(2)) == (int(m.group(1)) + 1) % 100:
        end = season.end()
    return int(m.group(1)), (header[:m.start()] + header[end:]).strip().lower()


def year_key(table: Table) -> int | None:
    """The position of a table's one column headed "year" or "season" (the row's year), or None."""
    keys = [j for j, h in enumerate(table.header) if h.strip().lower() in ("year", "season")]
    return keys[0] if len(keys) == 1 else None


def table_years(table: Table) -> set[int] | None:
    """The years a table's year column (:func:`year_key`) holds, or None when it has none."""
    if (key := year_key(table)) is None:
        return None
    return {int(row[key]) for row in table.cells if row[key].strip().isdigit()}


def header_words(header: str) -> list[str]:
    """Lower-case words of a header: snake_case, camelCase and digits split ("avg_dep_delay" -> avg, dep, delay)."""
    spaced = re.sub(r"(?<=[a-z])(?=[A-Z])", " ", header)
    return [w for w in re.split(r"[^A-Za-z%]+", spaced.lower()) if w]


def head_noun(header: str) -> str | None:
    """The stem of the noun a header counts or measures: its last word before "without", "of", "per", ... ("zone" of
    ``zones_without_metazone``, "metazon" of ``metazones``)."""
    words = header_words(header)
    cut = next((k for k, w in enumerate(words) if w.lower() in ("without", "with", "of", "per", "by", "in", "for")), len(words))
    return stem(words[cut - 1].lower()) if cut else None


def modifier_of(header: str, noun: str) -> bool:
    """Whether ``noun`` is a word of the header but not its head ("metazone" of ``zones_without_metazone``)."""
    said = stem(noun.lower())
    return said in {stem(w.lower()) for w in header_words(header)} and head_noun(header) != said


def total_of(header: str, word: str) -> bool:
    """Whether ``header`` is "total <word>" (``total_votes`` and the stem "vote"): the sum of what the table's other
    count columns count, so "386,518 votes" alone names any of them, and only "total" names this one."""
    words = header_words(header)
    return len(words) == 2 and words[0] == "total" and words[1].startswith(word)


def quantity_in_header(number: str, after: str, headers: Sequence[str]) -> bool:
    """Whether a number with the word after it is written into a column's name ("a 65 mph speed limit" of
    ``speed_limit_65mph_1990``): the number names that column, as a year in a header does, never a value of its cells."""
    letters = re.sub(r"[^a-z]", "", after[:12].lower())  # " km/h limit": "kmhlimit"
    number = number.replace(",", "")
    return any(m.group(1) == number and letters.startswith(m.group(2)) for h in headers for m in _NUMBER_WORD.finditer(h.lower()))


_NUMBER_WORD = re.compile(r"(?<![0-9.])([0-9][0-9.]*?)_?([a-z]+)")  # "65mph", "60_mph": a number and the word joined to it


def key_name(header: str) -> str | None:
    """The entity a key column refers to ("SupplierID", "artist_id" -> "supplier id", "artist id"), else None.

    Rows of two tables with the same key column and value are one entity's rows
    (a foreign key joined to its table), whatever the value (numeric ids too)."""
    words = header_words(header)
    return " ".join(words) if len(words) > 1 and words[-1] == "id" else None  # ("time_zone_ids": a count of ids)


def referenced(table: Table, header: str, foreign: set[str]) -> str | None:
    """The key name other tables use for a table's own "id" column: ``gender_id`` for the ``id`` of a table
    titled "... - gender", ``hero_id`` for "... - superhero" (the title's last word ends with the key's entity), or
    ``series_id`` for the table whose id is ``series``."""
    if header_words(header) != ["id"]:
        return None
    entities = [stem(table.title.rsplit(" - ", 1)[-1].strip().lower())]
    if re.fullmatch(r"[a-z]+(?:_[a-z]+)*", table.id):  # a table named by its id ("series" for ``series_id``), never a hash
        entities.append(stem(table.id))
    return next((k for k in sorted(foreign) if len(k) > 5 and any(e.endswith(stem(k[:-3].replace(" ", "_"))) for e in entities)), None)


def inclusion_keys(tables: Sequence[Table], seen: dict[str, int]) -> set[str]:
    """Headers shared by tables that join them without an "id" in their name: whole numbers or short codes, all distinct
    in one table and all among those in every other ("atomic_number", "iso3"); never a year, month, day or season."""
    out = set()
    for h in (h for h, n in seen.items() if n > 1):
        words = header_words(h)
        if set(words) & {"year", "month", "day", "date", "season", "week", "round", "edition", "rank", "pos"} or len(words) < 2 and \
                set(words) <= {"id", "no", "num", "number", "index", "idx", "key", "rowid"}:
            continue  # a bare "id" or "no" numbers each table's own rows
        cols = [[r[j].strip() for r in t.cells] for t in tables for j, x in enumerate(t.header) if x.casefold() == h]
        if any(not c or any(not re.fullmatch(r"\d{1,9}|[A-Z][A-Z0-9]{1,4}", x) for x in c) for c in cols):
            continue
        unique = [set(c) for c in cols if len(set(c)) == len(c)]
        if unique and all(set(c) <= max(unique, key=len) for c in cols):
            out.add(h)
    return out


COORDINATE_WORDS = frozenset({"longitude", "latitude", "lon", "lat", "lng"})


def coordinate_header(header: str) -> bool:
    """Whether a header names a coordinate ("longitude", "lat"): a place's position, never a quantity of it."""
    return bool(words := header_words(header)) and set(words) <= COORDINATE_WORDS


def coordinate_keys(tables: Sequence[Table]) -> list[list[set[str]]]:
    """Keys joining two tables' rows at one place, for each table's rows: the coordinate headers ("longitude",
    "latitude") the two tables share, every one equal as a number. A place's coordinates are its identity: a city
    of ``minard_cities`` is at the temperature reading taken at its longitude, and at the point of the army's path
    at its longitude and latitude. Each key belongs to one pair of tables, so a city's longitude alone never joins
    it to a point of the path at another latitude.

    >>> a = Table("cities", "", ["city", "longitude", "latitude"], [["Wilna", "25.3", "54.7"]])
    >>> b = Table("temps", "", ["longitude", "temp"], [["25.30", "-26"]])
    >>> coordinate_keys([a, b])
    [[{'@0-1:longitude=25.3'}], [{'@0-1:longitude=25.3'}]]
    """
    coords = [{h.casefold(): j for j, h in enumerate(t.header) if coordinate_header(h)} for t in tables]
    out: list[list[set[str]]] = [[set() for _ in t.cells] for t in tables]
    for p, t in enumerate(tables):
        for q in range(len(tables)):
            shared = sorted(coords[p].keys() & coords[q].keys()) if q != p else []
            for i, row in enumerate(t.cells):
                try:
                    at = [f"{h}={float(row[coords[p][h]].strip())!r}" for h in shared]
                except ValueError:
                    continue
                if at:
                    out[p][i].add(f"@{min(p, q)}-{max(p, q)}:" + "|".join(at))
    return out


def references(tables: Sequence[Table]) -> list[tuple[int, int, int, int]]:
    """Columns that point at another column's rows under another header: ``(table, column, target table, key column)``
    for a ``SupportRepId`` or ``ReportsTo`` whose every value is an ``EmployeeId`` (the same table's, for a manager),
    a ``ShipVia`` of shipper ids. The key is an id column (its header ends in "id") of distinct whole numbers or codes;
    the pointer is headed by a linking word ("reports to", "ship via") or as the key of a role ("SupportRepId",
    "ManagerId"), with 2+ values, and is not its own table's key; within one table only a linking word or a manager's
    role points ("ReportsTo" at "EmployeeId"). Small whole numbers coincide often, hence the words."""
    keys = []
    for p, t in enumerate(tables):
        for k, h in enumerate(t.header):
            cells = [r[k].strip() for r in t.cells]
            if header_words(h)[-1:] == ["id"] and len(set(cells)) == len(cells) >= 2 and all(_ID.fullmatch(c) for c in cells):
                keys.append((p, k, set(cells)))
    out = []
    for p, t in enumerate(tables):
        for j, h in enumerate(t.header):
            words = header_words(h)
            if not words or not (words[-1] in ("to", "by", "via") or key_name(h) and set(words) & _ROLES):
                continue  # (a ``CategoryID`` whose numbers happen to be supplier ids is the key of a table not given)
            cells = {r[j].strip() for r in t.cells} - {""}
            if any((q, k) == (p, j) for q, k, _ in keys):
                continue  # a table's own key (an ``account_id`` whose numbers happen to be district ids too) points nowhere
            for q, k, ids in keys:
                if q == p and key_name(h) and not set(words) & _SELF_ROLES:
                    continue  # a ``SupportRepId`` among customer ids: another entity's key, never its own table's rows
                if tables[q].header[k].casefold() != h.casefold() and len(cells) >= 2 and cells <= ids:
                    out.append((p, j, q, k))
    return out


_SELF_ROLES = frozenset("manager supervisor boss parent mentor lead leader head".split())  # a row of its own table
_ROLES = _SELF_ROLES | frozenset("rep agent owner assignee coach captain reviewer author creator".split())
_ID = re.compile(r"\d{1,9}|[A-Z][A-Z0-9]{1,5}")
