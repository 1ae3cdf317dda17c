"""The benchmark in memory: examples, the table corpus, question types, what a release says about itself.

These are the core records every stage imports (retrieval, generation,
evaluation, training); reading and writing them on disk is ``mt_raig.io``'s
job (``mt_raig.io.release``, ``mt_raig.io.hub``), and
``mt_raig.io.benchmark.load_benchmark`` loads any form of the benchmark.

    >>> TYPE_LABELS["Trend & Pattern"], normalize_type("C&R"), TYPE_ORDER
    ('T&P', 'Comparison & Relationship', ('A&S', 'C&R', 'P&O', 'T&P'))
"""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from dataclasses import dataclass, field

from mt_raig.tables import Table

QUESTION_TYPES = ("Analysis & Summary", "Comparison & Relationship", "Performance & Outcome", "Trend & Pattern")
# The one map of the paper's type abbreviations (tables and reports use them as column names).
TYPE_ABBREVIATIONS = {"A&S": QUESTION_TYPES[0], "C&R": QUESTION_TYPES[1], "P&O": QUESTION_TYPES[2], "T&P": QUESTION_TYPES[3]}
TYPE_LABELS = {full: abbr for abbr, full in TYPE_ABBREVIATIONS.items()}
TYPE_ORDER = tuple(TYPE_LABELS[t] for t in QUESTION_TYPES)  # ("A&S", "C&R", "P&O", "T&P"), the paper's column order


@dataclass(frozen=True)
class Example:
    """One question with its gold table set and gold insight."""

    id: str
    question: str
    type: str
    gold_table_ids: tuple[str, ...]
    insight: str


@dataclass(frozen=True)
class Source:
    """One source a release was built from, with its license (an SPDX id or a short text)."""

    name: str
    license: str
    citation: str = ""
    datasets: tuple[str, ...] = ()


@dataclass(frozen=True)
class ReleaseInfo:
    """What a release says about itself (its ``release_info.json``): the name and license its card shows."""

    pretty_name: str
    license: str
    description: str = ""
    sources: tuple[Source, ...] = ()


@dataclass
class Benchmark:
    """Examples plus the table corpus (by id) and, when shipped, the official DPR top-10."""

    examples: list[Example]
    tables: dict[str, Table]
    retrieved: dict[str, list[str]] | None
    name: str
    info: ReleaseInfo | None = field(default=None)

    def table(self, table_id: str) -> Table:
        try:
            return self.tables[table_id]
        except KeyError:
            raise KeyError(f"table {table_id!r} is not in the corpus of {self.name!r}") from None

    def gold_tables(self, example: Example) -> list[Table]:
        return [self.table(t) for t in example.gold_table_ids]


def normalize_type(value: object) -> str | None:
    """The canonical question type for a name or abbreviation, or None if unknown."""
    if not isinstance(value, str):
        return None
    if value in TYPE_ABBREVIATIONS:
        return TYPE_ABBREVIATIONS[value]
    folded = value.strip().lower().replace(" and ", " & ")
    for t in QUESTION_TYPES:
        if folded == t.lower():
            return t
    return None


def type_label(qtype: str | None) -> str:
    """The paper's abbreviation of a question type (a column name); other names as they are, "unknown" for none.

        >>> type_label("Trend & Pattern"), type_label("Other"), type_label("")
        ('T&P', 'Other', 'unknown')
    """
    return TYPE_LABELS.get(qtype or "", qtype or "unknown")


def example_id(index: int, question: str, gold: list[str]) -> str:
    """Stable id: position in the release plus a short hash of question and gold set."""
    digest = hashlib.sha256(json.dumps([question, sorted(gold)], ensure_ascii=False).encode("utf-8")).hexdigest()
    return f"q{index:05d}-{digest[:8]}"


def stats(benchmark: Benchmark) -> dict:
    """Counts like the paper's Table 2: examples, tables, per type, tables per example, rows/columns per table."""
    n = len(benchmark.examples)
    tables = list(benchmark.tables.values())
    by_type = Counter(e.type for e in benchmark.examples)
    words = [len(e.insight.split()) for e in benchmark.examples]
    return {
        "examples": n,
        "unique_tables": len(tables),
        "unique_table_sets": len({frozenset(e.gold_table_ids) for e in benchmark.examples}),
        "gold_tables_per_example": sum(len(e.gold_table_ids) for e in benchmark.examples) / n if n else None,
        "words_per_insight": sum(words) / n if n else None,
        "rows_per_table": sum(t.num_rows for t in tables) / len(tables) if tables else None,
        "columns_per_table": sum(len(t.header) for t in tables) / len(tables) if tables else None,
        "types": {t: by_type.get(t, 0) for t in QUESTION_TYPES},
    }


def format_stats(s: dict) -> str:
    """A Markdown table of :func:`stats`."""

    def num(v):
        return "n/a" if v is None else (f"{v:,}" if isinstance(v, int) else f"{v:.2f}")

    rows = [
        ("# of examples", num(s["examples"])),
        ("# of unique tables", num(s["unique_tables"])),
        ("# of unique table sets", num(s["unique_table_sets"])),
        ("# of gold tables / example", num(s["gold_tables_per_example"])),
        ("# of words / insight", num(s["words_per_insight"])),
        ("# of rows / table", num(s["rows_per_table"])),
        ("# of columns / table", num(s["columns_per_table"])),
    ]
    total = s["examples"] or 1
    rows += [(t, f"{c:,} ({100 * c / total:.0f}%)") for t, c in s["types"].items()]
    return "\n".join(["| Property | Value |", "|---|---|"] + [f"| {a} | {b} |" for a, b in rows])
