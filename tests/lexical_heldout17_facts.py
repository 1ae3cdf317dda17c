"""Ground truth for the seventeenth held-out lexical set (tests/test_lexical_heldout17.py).

For every pair id, a function of the stored rows returns (is the true claim true, is the false twin true),
computed from the cells rather than typed in, so a mislabelled pair fails ``test_labels_hold_on_the_rows``.
Rows are dicts keyed by column name; cells stay strings as stored. Most pairs are one claim with one slot filled
two ways (a film, a bacterium, a year, a number, a word, a date): each entry applies the claim's predicate to both
fillings (:func:`_two`). Every table's first column is its key (a film's title, an IMDb identifier, a bacterium, a
year, a field of study). ``films.imdb_id`` = ``film_reception.imdb_id`` (a claim names a film by its title; its
reviews, box office and Academy Awards are stored by identifier); ``films.year`` = ``us_unemployment.Year`` =
``us_marriages_divorces.Year``, and ``us_unemployment.Year`` = ``us_marriages_divorces.Year``.

Wording rules the checks follow: "about N" (and "roughly", "close to") holds within half a unit of the last digit N
is written to (:func:`_about`), a dollar amount in millions or billions read in that unit; "Nolan's films" are the
rows of group ``Nolan``, "Pixar's features" those of group ``Pixar``; a film's release is its ``released`` cell
(ISO date) and "N days after" the difference of two such dates; an hour is 60 minutes and a minute 60 seconds; a
point is a percentage point of the stored per cents; a relative change is the change over the earlier value; "the
Nth film" counts the group's films in order of release.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from pathlib import Path

from heldout_pairs import Rows, rows_of
from heldout_pairs import about as _about
from heldout_pairs import both_fillings as _two
from heldout_pairs import keyed_cell as _cell
from heldout_pairs import keyed_column as _col
from heldout_pairs import keyed_number as _v
from heldout_pairs import number as _n
from heldout_pairs import top_key as _top
from heldout_pairs import top_keys as _tops

DATA = Path(__file__).resolve().parent / "data" / "lexical_heldout17_tables.json"

F, R = "films", "film_reception"
A, U, M, W = "antibiotic_mic", "us_unemployment", "us_marriages_divorces", "women_degree_share"

MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


def rows_by_table() -> Rows:
    """The stored rows as dicts keyed by column name; cells stay strings as stored."""
    return rows_of(DATA)


def _group(R_: Rows, group: str) -> list[dict[str, str]]:
    """The ``films`` rows of one group (Nolan, Pixar), in order of release."""
    return sorted((r for r in R_[F] if r["group"] == group), key=lambda r: r["released"])


def _id(R_: Rows, title: str) -> str:
    """The IMDb identifier of the film a claim names by its title."""
    return _cell(R_, F, title, "imdb_id")


def _rec(R_: Rows, title: str, col: str) -> float:
    """A number of ``film_reception`` for the film a claim names by its title."""
    return _v(R_, R, _id(R_, title), col)


def _title(R_: Rows, imdb_id: str) -> str:
    hits = [r["title"] for r in R_[F] if r["imdb_id"] == imdb_id]
    assert len(hits) == 1, (imdb_id, hits)
    return hits[0]


def _recs(R_: Rows, col: str, films: list[dict[str, str]] | None = None) -> dict[str, float]:
    """Title -> the ``film_reception`` number in ``col``, for ``films`` (default every film)."""
    return {r["title"]: _rec(R_, r["title"], col) for r in (R_[F] if films is None else films)}


def _best(d: dict[str, float], lowest: bool = False) -> set[str]:
    """The keys of ``d`` with the highest (or lowest) value (all of them where there is a tie)."""
    x = (min if lowest else max)(d.values())
    return {k for k, v in d.items() if v == x}


def _runtime(R_: Rows, title: str) -> float:
    return _v(R_, F, title, "runtime_min")


def _released(R_: Rows, title: str) -> dt.date:
    return dt.date.fromisoformat(_cell(R_, F, title, "released"))


def _rate(R_: Rows, year: str, month: str) -> float:
    """The unemployment rate (per cent) of one month of one year."""
    return _v(R_, U, year, month)


def _monthly(R_: Rows) -> dict[tuple[str, str], float]:
    """(year, month) -> the unemployment rate, every stored month."""
    return {(r["Year"], m): _n(r[m]) for r in R_[U] for m in MONTHS}


def _pct(R_: Rows, field: str, year: int) -> float:
    return _v(R_, W, field, f"women_pct_{year}")


def _gram(R_: Rows, stain: str) -> list[dict[str, str]]:
    return [r for r in R_[A] if r["gram"] == stain]


def _eq(a: float, b: float) -> bool:
    """Equal to a thousandth (sums and differences of stored one-decimal per cents)."""
    return abs(a - b) < 1e-6


def _months_later(day: dt.date, months: int) -> dt.date:
    """The same day of the month ``months`` calendar months later (the day must exist in that month)."""
    k = day.month - 1 + months
    return day.replace(year=day.year + k // 12, month=k % 12 + 1)


def _ordinal_among(films: list[dict[str, str]], title: str) -> int:
    return [r["title"] for r in films].index(title) + 1


FACTS: dict[str, Callable[[Rows], tuple[bool, bool]]] = {
    # -- wrong_entity
    "we1": lambda R_: _two(lambda x: _best(_recs(R_, "box_office_usd", _group(R_, "Pixar"))) == {x}
                           and _about(_rec(R_, x, "box_office_usd") / 1e9, "1.07"), "Toy Story 3", "Finding Nemo"),
    "we2": lambda R_: _two(lambda x: _top(R_, F, "runtime_min") == x and _runtime(R_, x) == 169, "Interstellar", "Inception"),
    "we3": lambda R_: _two(lambda x: len(R_[A]) == 16 and _top(R_, A, "neomycin") == x and _v(R_, A, x, "neomycin") == 40,
                           "Streptococcus viridans", "Diplococcus pneumoniae"),
    "we4": lambda R_: _two(lambda m: _best(_monthly(R_)) == {("2010", m)} and _rate(R_, "2010", m) == 10.6, "Jan", "Feb"),
    "we5": lambda R_: _two(lambda x: _top(R_, W, "women_pct_2011") == x and _pct(R_, x, 2011) == 84.8,
                           "Health Professions", "Public Administration"),
    "we6": lambda R_: _two(lambda x: _best(_recs(R_, "rotten")) == {x} and _rec(R_, x, "rotten") == 130, "Cars 2", "Interstellar"),
    "we7": lambda R_: _two(lambda y: _top(R_, M, "Marriages", lowest=True) == y and _v(R_, M, y, "Marriages") == 2080000, "2009", "2010"),
    "we8": lambda R_: _two(lambda x: _cell(R_, F, x, "director") == "Brad Bird", "The Incredibles", "Ratatouille"),
    "we9": lambda R_: _two(lambda x: _best(_recs(R_, "oscars")) == {x} and _rec(R_, x, "oscars") == 3, "Inception", "The Dark Knight"),
    "we10": lambda R_: _two(lambda xs: _tops(R_, A, "penicillin", lowest=True) == xs and all(_v(R_, A, x, "penicillin") == 0.001 for x in xs),
                            {"Brucella antracis", "Streptococcus hemolyticus"}, {"Brucella antracis", "Staphylococcus albus"}),
    # -- superlative
    "su1": lambda R_: _two(lambda lowest: _top(R_, F, "runtime_min", lowest) == "Following" and _runtime(R_, "Following") == 70, True, False),
    "su2": lambda R_: _two(lambda v: _best(_recs(R_, "reviews")) == {"The Dark Knight Rises"} and _rec(R_, "The Dark Knight Rises", "reviews") == v,
                           376, 375),
    "su3": lambda R_: _two(lambda ys: _tops(R_, U, "Annual", lowest=True) == ys and all(_v(R_, U, y, "Annual") == 4.6 for y in ys),
                           {"2006", "2007"}, {"2005", "2007"}),
    "su4": lambda R_: _two(lambda ys: _tops(R_, M, "Divorces_per_1000") == ys and all(_v(R_, M, y, "Divorces_per_1000") == 3.3 for y in ys),
                           {"2000", "2001", "2002"}, {"2000", "2001", "2003"}),
    "su5": lambda R_: _two(lambda x: all(_top(R_, W, f"women_pct_{y}", lowest=True) == x for y in (1981, 1991, 2001, 2011)),
                           "Engineering", "Computer Science"),
    "su6": lambda R_: _two(lambda lowest: len(_group(R_, "Nolan")) == 9
                           and _best(_recs(R_, "box_office_usd", _group(R_, "Nolan")), lowest) == {"Following"}
                           and _rec(R_, "Following", "box_office_usd") == 48500, True, False),
    "su7": lambda R_: _two(lambda v: _top(R_, A, "penicillin") == "Aerobacter aerogenes" and _v(R_, A, "Aerobacter aerogenes", "penicillin") == v,
                           870, 850),
    "su8": lambda R_: _two(lambda x: _best(_recs(R_, "metacritic", _group(R_, "Pixar"))) == {"Ratatouille", x}
                           and _rec(R_, x, "metacritic") == 96, "Toy Story", "Finding Nemo"),
    "su9": lambda R_: _two(lambda lowest: (min if lowest else max)(MONTHS, key=lambda m: _rate(R_, "2009", m)) == "Jan"
                           and sum(_rate(R_, "2009", m) == _rate(R_, "2009", "Jan") for m in MONTHS) == 1
                           and _rate(R_, "2009", "Jan") == 8.5, True, False),
    "su10": lambda R_: _two(lambda x: len(R_[W]) == 17
                            and max((r["field"] for r in R_[W]), key=lambda f: _pct(R_, f, 2011) - _pct(R_, f, 1981)) == x
                            and _about(_pct(R_, x, 2011) - _pct(R_, x, 1981), "18.7"), "Agriculture", "Physical Sciences"),
    # -- direction
    "di1": lambda R_: _two(lambda shorter: (_runtime(R_, "Inception") < _runtime(R_, "The Dark Knight")) == shorter, True, False),
    "di2": lambda R_: _two(lambda rose: (_rate(R_, "2008", "Dec") > _rate(R_, "2008", "Jan")) == rose, True, False),
    "di3": lambda R_: _two(lambda rose: (_v(R_, M, "2010", "Marriages") > _v(R_, M, "2009", "Marriages")) == rose, True, False),
    "di4": lambda R_: _two(lambda fell: (_pct(R_, "Computer Science", 2011) < _pct(R_, "Computer Science", 1981)) == fell, True, False),
    "di5": lambda R_: _two(lambda earlier: (_released(R_, "WALL-E") < _released(R_, "The Dark Knight")) == earlier
                           and _released(R_, "WALL-E").year == _released(R_, "The Dark Knight").year == 2008, True, False),
    "di6": lambda R_: _two(lambda less: (_rec(R_, "Cars", "box_office_usd") < _rec(R_, "Cars 2", "box_office_usd")) == less, True, False),
    "di7": lambda R_: _two(lambda lower: (_v(R_, A, "Streptococcus viridans", "streptomycin") < _v(R_, A, "Streptococcus viridans", "neomycin"))
                           == lower, True, False),
    "di8": lambda R_: _two(lambda higher: (_v(R_, U, "2013", "Annual") > _v(R_, U, "2003", "Annual")) == higher, True, False),
    "di9": lambda R_: _two(lambda fell: (_v(R_, M, "2011", "Divorces_per_1000") < _v(R_, M, "2000", "Divorces_per_1000")) == fell, True, False),
    "di10": lambda R_: _two(lambda larger: (_pct(R_, "Psychology", 2011) > _pct(R_, "Biology", 2011)) == larger, True, False),
    # -- difference
    "df1": lambda R_: _two(lambda d: _runtime(R_, "The Dark Knight Rises") - _runtime(R_, "The Dark Knight") == d, 11, 12),
    "df2": lambda R_: _two(lambda d: _about((_rec(R_, "Finding Nemo", "box_office_usd") - _rec(R_, "Toy Story", "box_office_usd")) / 1e6, d),
                           "575", "595"),
    "df3": lambda R_: _two(lambda d: _eq(_rate(R_, "2010", "Jan") - _rate(R_, "2007", "Jan"), d), 5.6, 5.2),
    "df4": lambda R_: _two(lambda d: _v(R_, M, "2000", "Marriages") - _v(R_, M, "2011", "Marriages") == d, 197000, 179000),
    "df5": lambda R_: _two(lambda d: _eq(_pct(R_, "Physical Sciences", 2011) - _pct(R_, "Physical Sciences", 1991), d), 7.5, 9.5),
    "df6": lambda R_: _two(lambda d: _rec(R_, "Toy Story", "tomatometer") - _rec(R_, "Cars 2", "tomatometer") == d, 60, 50),
    "df7": lambda R_: _two(lambda d: _v(R_, A, "Mycobacterium tuberculosis", "penicillin") - _v(R_, A, "Mycobacterium tuberculosis", "streptomycin")
                           == d, 795, 759),
    "df8": lambda R_: _two(lambda d: _rec(R_, "Interstellar", "rotten") - _rec(R_, "The Prestige", "rotten") == d, 54, 45),
    "df9": lambda R_: _two(lambda d: _v(R_, M, "2011", "Population") - _v(R_, M, "2000", "Population") == d, 29636000, 29366000),
    "df10": lambda R_: _two(lambda d: _v(R_, U, "2010", "Annual") == 9.6 and _eq(_v(R_, U, "2010", "Annual") - _v(R_, U, "2006", "Annual"), d),
                            5, 4),
    # -- joined: a film named by its title, its reception read by IMDb identifier, its year in the yearly tables
    "jo1": lambda R_: _two(lambda x: _rec(R_, "Memento", "tomatometer") == _rec(R_, x, "tomatometer") == 94, "The Dark Knight", "Insomnia"),
    "jo2": lambda R_: _two(lambda v: _v(R_, U, _cell(R_, F, "Toy Story 3", "year"), "Annual") == v, 9.6, 9.3),
    "jo3": lambda R_: _two(lambda v: _v(R_, M, _cell(R_, F, "WALL-E", "year"), "Divorces") == v, 844000, 840000),
    "jo4": lambda R_: _two(lambda v: [r["title"] for r in _group(R_, "Pixar") if r["director"] == "Dan Scanlon"] == ["Monsters University"]
                           and _about(_rec(R_, "Monsters University", "box_office_usd") / 1e6, v), "744", "734"),
    "jo5": lambda R_: _two(lambda v: _v(R_, U, "2009", "Annual") == 9.3 and _v(R_, M, "2009", "Marriages_per_1000") == v
                           and _v(R_, M, "2009", "Marriages_per_1000") < _v(R_, M, "2008", "Marriages_per_1000"), 6.8, 6.6),
    "jo6": lambda R_: _two(lambda v: all(_rec(R_, r["title"], "tomatometer") >= v for r in _group(R_, "Nolan") if r["mpaa_rating"] == "PG-13"),
                           73, 77),
    "jo7": lambda R_: _two(lambda xs: {t for t, v in _recs(R_, "rotten").items() if v == 0} == xs,
                           {"Toy Story", "Toy Story 2"}, {"Toy Story", "Finding Nemo"}),
    "jo8": lambda R_: _two(lambda v: _released(R_, "The Incredibles").year == 2004 and _v(R_, M, _cell(R_, F, "The Incredibles", "year"), "Divorces") == v,
                           879000, 897000),
    "jo9": lambda R_: _two(lambda v: (_released(R_, "Up").year, MONTHS[_released(R_, "Up").month - 1]) == (2009, "May")
                           and _rate(R_, "2009", MONTHS[_released(R_, "Up").month - 1]) == v, 9.1, 9.7),
    "jo10": lambda R_: _two(lambda v: _title(R_, "tt0482571") == "The Prestige" and _about(_v(R_, R, "tt0482571", "box_office_usd") / 1e6, v),
                            "110", "114"),
    # -- negation
    "ne1": lambda R_: _two(lambda g: not any(_n(r["runtime_min"]) > 120 for r in _group(R_, g)), "Pixar", "Nolan"),
    "ne2": lambda R_: _two(lambda v: not any(x < v for x in _recs(R_, "tomatometer", _group(R_, "Pixar")).values()), 40, 75),
    "ne3": lambda R_: _two(lambda xs: {r["bacterium"] for r in _gram(R_, "negative") if _n(r["neomycin"]) > 1} == xs,
                           {"Mycobacterium tuberculosis", "Aerobacter aerogenes"}, {"Mycobacterium tuberculosis", "Klebsiella pneumoniae"}),
    "ne4": lambda R_: _two(lambda last: not any(v >= 7 for (y, _m), v in _monthly(R_).items() if 2002 <= int(y) <= last), 2007, 2008),
    "ne5": lambda R_: _two(lambda v: not any(x > v for x in _col(R_, M, "Divorces").values()), 1000000, 950000),
    "ne6": lambda R_: _two(lambda f: not any(_pct(R_, f, y) < 50 for y in (1981, 1991, 2001, 2011)), "English", "Business"),
    "ne7": lambda R_: _two(lambda x: _rec(R_, x, "oscars") == 0, "The Dark Knight Rises", "The Dark Knight"),
    "ne8": lambda R_: _two(lambda y: not any(r["year"] == y for r in _group(R_, "Nolan")), "2004", "2006"),
    "ne9": lambda R_: _two(lambda v: {r["bacterium"] for r in _gram(R_, "positive") if _n(r["penicillin"]) > v} == {"Streptococcus fecalis"},
                           0.03, 0.005),
    "ne10": lambda R_: _two(lambda g: not any(r["mpaa_rating"] == "G" for r in _group(R_, g)), "Nolan", "Pixar"),
    # -- percent_vs_count
    "pc1": lambda R_: _two(lambda p: _rec(R_, "Cars 2", "fresh") == 86 and _rec(R_, "Cars 2", "reviews") == 216 and _about(100 * 86 / 216, p),
                           "40", "46"),
    "pc2": lambda R_: _two(lambda p: len(_group(R_, "Pixar")) == 14 and len(R_[F]) == 23 and _about(100 * 14 / 23, p), "61", "71"),
    "pc3": lambda R_: _two(lambda p: _rec(R_, "Interstellar", "rotten") == 101 and _rec(R_, "Interstellar", "reviews") == 375
                           and _about(100 * 101 / 375, p), "27", "37"),
    "pc4": lambda R_: _two(lambda p: len(R_[A]) == 16 and len(_gram(R_, "positive")) == 7 and _about(100 * 7 / 16, p), "44", "47"),
    "pc5": lambda R_: _two(lambda p: _about(100 * _v(R_, M, "2000", "Divorces") / _v(R_, M, "2000", "Marriages"), p), "41", "48"),
    "pc6": lambda R_: _two(lambda p: _about(100 * sum(_recs(R_, "box_office_usd", _group(R_, "Nolan")).values())
                                            / sum(_recs(R_, "box_office_usd").values()), p), "33", "67"),
    "pc7": lambda R_: _two(lambda p: sum(v >= 95 for v in _recs(R_, "tomatometer").values()) == 9 and len(R_[F]) == 23
                           and _about(100 * 9 / 23, p), "39", "49"),
    "pc8": lambda R_: _two(lambda p: _v(R_, M, "2000", "Marriages_per_1000") == 8.2 and _v(R_, M, "2011", "Marriages_per_1000") == 6.8
                           and _about(100 * (8.2 - 6.8) / 8.2, p), "17", "14"),
    "pc9": lambda R_: _two(lambda p: _pct(R_, "Engineering", 1981) == 11.6 and _pct(R_, "Engineering", 2011) == 17.5
                           and _about(100 * (17.5 - 11.6) / 11.6, p), "51", "59"),
    "pc10": lambda R_: _two(lambda p: _best(_monthly(R_)) == {("2010", "Jan")} and _rate(R_, "2010", "Jan") == 10.6 and _rate(R_, "2013", "Dec") == 6.5
                            and _about(100 * (10.6 - 6.5) / 10.6, p), "39", "41"),
    # -- words
    "wo1": lambda R_: _two(lambda n: len(_group(R_, "Nolan")) == n and all(1998 <= int(r["year"]) <= 2014 for r in _group(R_, "Nolan")), 9, 8),
    "wo2": lambda R_: _two(lambda n: _rec(R_, "Up", "oscars") == n, 2, 3),
    "wo3": lambda R_: _two(lambda n: len(R_[A]) == 16 and sum(x < 1 for x in _col(R_, A, "penicillin").values()) == n, 6, 7),
    "wo4": lambda R_: _two(lambda v: all(_rate(R_, "2010", m) >= v for m in MONTHS), 9, 9.5),
    "wo5": lambda R_: _two(lambda share: _pct(R_, "Education", 2011) > 100 * share, 3 / 4, 4 / 5),
    "wo6": lambda R_: _two(lambda n: len(R_[F]) == 23 and sum(v >= 1 for v in _recs(R_, "oscars").values()) == n, 12, 10),
    "wo7": lambda R_: _two(lambda w: _about(_v(R_, M, "2005", "Marriages") / 1e6, w), "2.25", "2.75"),
    "wo8": lambda R_: _two(lambda n: _ordinal_among([r for r in _group(R_, "Pixar") if "Lee Unkrich" in r["director"].split(", ")], "Toy Story 3")
                           == n, 4, 3),
    "wo9": lambda R_: _two(lambda k: _v(R_, U, "2010", "Annual") > k * _v(R_, U, "2006", "Annual"), 2, 3),
    "wo10": lambda R_: _two(lambda n: _ordinal_among(_group(R_, "Nolan"), "The Dark Knight Rises") == n, 8, 7),
    # -- units_dates
    "ud1": lambda R_: _two(lambda hm: _runtime(R_, "Interstellar") == 60 * hm[0] + hm[1], (2, 49), (2, 39)),
    "ud2": lambda R_: _two(lambda h: sum(_n(r["runtime_min"]) for r in _group(R_, "Nolan")) == 60 * h, 20, 22),
    "ud3": lambda R_: _two(lambda d: (_released(R_, "The Dark Knight") - _released(R_, "WALL-E")).days == d, 27, 37),
    "ud4": lambda R_: _two(lambda d: _released(R_, "Toy Story") == d, dt.date(1995, 11, 22), dt.date(1995, 11, 23)),
    "ud5": lambda R_: _two(lambda wd: WEEKDAYS[_released(R_, "Up").weekday()] == wd, "Wednesday", "Thursday"),
    "ud6": lambda R_: _two(lambda s: _runtime(R_, "Following") * 60 == s, 4200, 7000),
    "ud7": lambda R_: _two(lambda v: _eq(_v(R_, M, "2000", "Divorces_per_1000") * 10, v), 33, 330),
    "ud8": lambda R_: _two(lambda days: _released(R_, "Interstellar") - _months_later(_released(R_, "Inception"), 4 * 12 + 3) == dt.timedelta(days),
                           18, 28),
    "ud9": lambda R_: _two(lambda d: (_released(R_, "Monsters University") - _released(R_, "Brave")).days == d, 363, 364),
    "ud10": lambda R_: _two(lambda hm: len(_group(R_, "Pixar")) == 14 and sum(_n(r["runtime_min"]) for r in _group(R_, "Pixar")) == 60 * hm[0] + hm[1],
                            (23, 18), (23, 28)),
}
