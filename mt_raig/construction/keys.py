"""Evidence that a column is a key into another table, for joins inferred from values (no declared constraint).

Value containment alone is weak evidence: every column of row numbers 1..n is "contained" in every longer one,
so on real collections plain containment links columns literally named ``id``, empty headers, and on
Wikipedia tables ``Rank``, ``Year``, ``Pos`` or ``#`` columns of unrelated tables. A link is accepted only
with evidence on both sides:

- the target column is unique in its table (a key) and holds every non-empty value of the source column;
- and either the two columns share a *specific* name (not a generic one such as ``id``, ``rank``, ``year``,
  ``#`` or an empty header) over values that are not a plain run of integers, or the source column's name
  refers to the target table (``customer_id`` -> ``customer``, ``Team`` -> ``Teams``), or — for differently
  named columns — the source is named like a key (``..._id``, ``...code``), the target is its table's primary
  key, and exactly one table of the database holds the values (ambiguous containment is no evidence).

    >>> is_generic_name("ID"), is_generic_name(" # "), is_generic_name("customer_id")
    (True, True, False)
    >>> refers_to("customer_id", "customers"), refers_to("CustomerID", "customer"), refers_to("id", "customer")
    (True, True, False)
    >>> integer_run(["1", "2", "3", "5"]), integer_run(["3", "4"]), integer_run(["A1", "B2"])
    (False, True, False)
"""

from __future__ import annotations

import re
from typing import Iterable

# names that say "row number / position / time", not "a key of that other table"
GENERIC_NAMES = frozenset({
    "", "id", "#", "no", "nr", "num", "number", "n", "idx", "index", "row", "rowid", "row_id", "key", "pk", "seq",
    "sequence", "rank", "ranking", "pos", "position", "place", "year", "season", "sr_no", "s_no", "sl_no",
    "serial", "serial_no", "no_", "unnamed", "unnamed_0", "column1", "col1", "uuid", "guid",
})
# longest first: "instance_uuid" names an instance (not "instance_uu", as the bare "id" suffix would leave)
_KEY_SUFFIXES = ("_uuid", "uuid", "_guid", "guid", "_id", "id", "_code", "code", "_key", "key", "_no", "_num", "_nr")
_NON_ALNUM = re.compile(r"[^0-9a-z]+")
_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")


def normal_name(name: str) -> str:
    """Lower case, camelCase and punctuation split by ``_``: ``"CustomerID"`` -> ``"customer_id"``, ``"S. No."`` -> ``"s_no"``."""
    spaced = _CAMEL.sub("_", name.strip())
    return _NON_ALNUM.sub("_", spaced.lower()).strip("_")


def is_generic_name(name: str) -> bool:
    """A name that many unrelated tables carry (``id``, ``rank``, ``year``, ``#``, an empty header)."""
    n = normal_name(name)
    return n in GENERIC_NAMES or (name.strip() != "" and n == "")


def key_stem(name: str) -> str:
    """The entity a column names once a key suffix is removed: ``customer_id`` -> ``customer``; ``id`` -> ``""``."""
    n = normal_name(name)
    if n in ("uuid", "guid"):  # a table's own key, like "id"
        return ""
    for suffix in _KEY_SUFFIXES:
        if n.endswith(suffix) and len(n) > len(suffix):
            return n[: -len(suffix)].strip("_")
    return n if n not in GENERIC_NAMES else ""


def _singular(word: str) -> str:
    for plural, single in (("ies", "y"), ("ses", "s"), ("es", "e"), ("s", "")):
        if word.endswith(plural) and len(word) > len(plural) + 2:
            return word[: -len(plural)] + single
    return word


def named_tables(column: str) -> frozenset[str]:
    """The table-name forms ``column``'s name refers to (its key stem, singular and as written; empty for a generic
    or too short stem): ``customer_id`` -> ``{"customer"}``. A column refers to a table when this meets
    :func:`table_forms` of the table's name, so many columns and tables are matched through one dict."""
    stem = key_stem(column)
    if len(stem) < 3 or is_generic_name(stem):
        return frozenset()
    return frozenset({_singular(stem), stem})


def table_forms(table: str) -> frozenset[str]:
    """The forms a column can name ``table`` by: its normal name and last ``_`` word, plural or singular (3+ letters)."""
    t = normal_name(table)
    last = t.rsplit("_", 1)[-1]
    return frozenset(f for f in (t, _singular(t), last, _singular(last)) if len(f) >= 3)


def refers_to(column: str, table: str) -> bool:
    """Whether ``column``'s name names ``table`` (singular or plural; the table's last word for ``a_b`` names)."""
    return not named_tables(column).isdisjoint(table_forms(table))


def looks_like_key(name: str) -> bool:
    """A source column named like a reference (``..._id``, ``...Code``, ``..._key``, ``..._no``), not generic itself."""
    n = normal_name(name)
    return not is_generic_name(name) and any(n.endswith(s) and len(n) > len(s) for s in _KEY_SUFFIXES)


def integer_run(values: Iterable[str]) -> bool:
    """Whether the distinct values are a gap-free run of integers (row numbers, ranks, years): weak key evidence."""
    ints = set()
    for v in values:
        v = str(v).strip()
        if not re.fullmatch(r"[+-]?\d+", v):
            return False
        ints.add(int(v))
    return bool(ints) and max(ints) - min(ints) + 1 == len(ints)


def name_evidence(column: str, target_column: str, target_table: str, *, run_of_integers: bool) -> str | None:
    """The name-based reason ``column`` may reference ``target_table.target_column``, or ``None``.

    ``run_of_integers``: the shared values are a gap-free run of integers, which any two row-number columns share.

        >>> name_evidence("artist_id", "artist_id", "artists", run_of_integers=True)
        'name refers to artists'
        >>> name_evidence("Country", "Country", "capitals", run_of_integers=False)
        'same column name'
        >>> name_evidence("id", "id", "people", run_of_integers=True) is None
        True
        >>> name_evidence("Rank", "Rank", "medal table", run_of_integers=True) is None
        True
    """
    if refers_to(column, target_table):
        return f"name refers to {target_table}"
    same = normal_name(column) == normal_name(target_column)
    if same and not is_generic_name(column) and not run_of_integers:
        return "same column name"
    if same and looks_like_key(column) and not is_generic_name(key_stem(column)):
        return "same key name"
    return None


__all__ = ["GENERIC_NAMES", "integer_run", "is_generic_name", "key_stem", "looks_like_key", "name_evidence", "named_tables", "normal_name",
           "refers_to", "table_forms"]
