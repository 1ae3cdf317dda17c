"""The text a dense encoder reads for a table, in a named format.

``paper`` is the paper's serialization (Appendix B.4, :meth:`Table.serialize`), the default everywhere so the
paper's baselines reproduce. ``words`` is the same text with the identifiers of the title and the header split
into words (``_`` and camelCase boundaries, as BM25's table analyzer splits them,
:func:`mt_raig.retrieval.bm25.split_identifier`); the rows are left as the paper writes them. A sub-word
encoder reads ``cisco_ml2_apic_host_links`` as a run of fragments that match no question word; as
``cisco ml 2 apic host links`` it reads words (measured on the BIRD + BEAVER development set, BENCHMARKS.md).
On tables whose title and header are already plain words (MT-RAIG's Wikipedia tables) the two formats agree.

    >>> from mt_raig.tables import Table
    >>> t = Table("t1", "cisco_ml2_apic_host_links", ("hostName", "link_id"), (("h_1", "7"),))
    >>> table_text(t, "paper")
    '[TITLE] cisco_ml2_apic_host_links [HEADER] hostName | link_id [ROW 1] h_1 | 7'
    >>> table_text(t, "words")
    '[TITLE] cisco ml 2 apic host links [HEADER] host Name | link id [ROW 1] h_1 | 7'
"""

from __future__ import annotations

import re

from mt_raig.errors import ConfigError
from mt_raig.retrieval.bm25 import split_identifier
from mt_raig.tables import Table

TABLE_FORMATS = ("paper", "words")
DEFAULT_FORMAT = "paper"
_WORD = re.compile(r"\w+")
_DESCRIPTIONS = {
    "paper": "Table.serialize() (paper B.4)",
    "words": "Table.serialize() (paper B.4) with title and header identifiers split into words",
}


def check_format(name: str) -> str:
    """``name`` if it is a known table format, else a :class:`ConfigError` listing the known ones."""
    if name not in TABLE_FORMATS:
        raise ConfigError(f"unknown table format {name!r} (known: {', '.join(TABLE_FORMATS)})")
    return name


def identifiers_as_words(text: str) -> str:
    """Every ``\\w+`` run of ``text`` split at ``_`` and camelCase / letter-digit boundaries, joined by spaces."""
    return _WORD.sub(lambda m: " ".join(split_identifier(m.group())) or m.group(), text)


def table_text(table: Table, fmt: str = DEFAULT_FORMAT) -> str:
    """The encoder text of ``table`` in format ``fmt`` (see the module docstring)."""
    if check_format(fmt) == "paper":
        return table.serialize()
    words = Table(table.id, identifiers_as_words(table.title), tuple(identifiers_as_words(h) for h in table.header), ())
    rows = " ".join(f"[ROW {i}] " + " | ".join(row) for i, row in enumerate(table.cells, start=1))
    return words.schema() + (" " + rows if rows else "")


def describe_format(fmt: str) -> str:
    """The one-line description of ``fmt`` recorded in encoder info and index metadata."""
    return _DESCRIPTIONS[check_format(fmt)]


def format_of(description: object) -> str | None:
    """The format an encoder info's ``table_format`` description names (the longest matching one), or None.

        >>> format_of(describe_format("words") + ", truncated by the tokenizer"), format_of("TAPAS tokens")
        ('words', None)
    """
    if not isinstance(description, str):
        return None
    found = [f for f, d in _DESCRIPTIONS.items() if description.startswith(d)]
    return max(found, key=lambda f: len(_DESCRIPTIONS[f])) if found else None


__all__ = ["DEFAULT_FORMAT", "TABLE_FORMATS", "check_format", "describe_format", "format_of", "identifiers_as_words",
           "table_text"]
