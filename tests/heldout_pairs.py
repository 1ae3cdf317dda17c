"""The shared harness of the held-out claim-pair sets (``tests/test_lexical_heldout*.py``).

Each set is a tuple of :class:`Pair` (a true claim about stored rows and its false twin), a JSON file of tables,
and a ``WRONG_TODAY`` map of the pairs the judge gets wrong (strict xfails, so a fix shows up as XPASS). This
module loads the tables, checks a set is well formed, judges a pair, and prints the per-category table the sets
report in BENCHMARKS.md (each set's ``python tests/test_lexical_heldoutN.py [--misses]``: :func:`main`).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from functools import lru_cache
from pathlib import Path
from typing import NamedTuple

import pytest

from mt_raig.eval.lexical import LexicalJudge
from mt_raig.tables import Table

CATEGORIES = ("wrong_entity", "superlative", "direction", "difference", "joined", "negation", "percent_vs_count", "words", "units_dates")


Rows = dict[str, list[dict[str, str]]]  # the stored rows of each table, as dicts keyed by column name (facts modules)


@lru_cache(maxsize=16)
def rows_of(path: Path) -> Rows:
    """The stored rows as dicts keyed by column name; cells stay strings as stored (the facts modules' input). Read
    once per file: every label check of a set reads the same rows (the facts functions only read them)."""
    doc = json.loads(Path(path).read_text(encoding="utf-8"))
    return {t["id"]: [dict(zip(t["header"], r)) for r in t["rows"]] for t in doc["tables"]}


def number(cell: str) -> float:
    """A stored cell as a number ("1,204,953" -> 1204953.0): the facts modules' reading of a cell."""
    return float(cell.replace(",", ""))


def about(value: float, written: str) -> bool:
    """``value`` is "about ``written``": within half a unit of the last digit written ("211,000" -> 500, "2.5" -> 0.05,
    "12" -> 0.5, "0" -> 0.5), the facts modules' reading of a rounded number."""
    text = written.replace(",", "")
    if "." in text:
        step = 10.0 ** -len(text.split(".")[1])
    else:
        step = 10.0 ** (len(text) - len(text.rstrip("0"))) if text.rstrip("0") else 1.0
    return abs(value - float(text)) <= step / 2 + 1e-9


def keyed_cell(rows: Rows, table: str, key: str, col: str) -> str:
    """The ``col`` cell of the one row of ``table`` whose first (key) cell is ``key`` (a facts module's lookup)."""
    hits = [r for r in rows[table] if next(iter(r.values())) == key]
    assert len(hits) == 1, (table, key, len(hits))
    return hits[0][col]


def keyed_number(rows: Rows, table: str, key: str, col: str) -> float:
    """:func:`keyed_cell` read as a number."""
    return number(keyed_cell(rows, table, key, col))


def keyed_column(rows: Rows, table: str, col: str) -> dict[str, float]:
    """Key -> the number in ``col``, for every row of ``table``."""
    return {next(iter(r.values())): number(r[col]) for r in rows[table]}


def top_keys(rows: Rows, table: str, col: str, lowest: bool = False) -> set[str]:
    """The keys of the rows with the highest (or lowest) ``col`` (all of them where there is a tie)."""
    d = keyed_column(rows, table, col)
    best = (min if lowest else max)(d.values())
    return {k for k, x in d.items() if x == best}


def top_key(rows: Rows, table: str, col: str, lowest: bool = False) -> str:
    """The key of the one row with the highest (or lowest) ``col`` (a tie is a broken label)."""
    keys = top_keys(rows, table, col, lowest)
    assert len(keys) == 1, (table, col, keys)
    return next(iter(keys))


def both_fillings(pred, a, b) -> tuple[bool, bool]:
    """A claim's predicate on its true filling and on its false one (a facts module's pair)."""
    return bool(pred(a)), bool(pred(b))


def one_row(rows: list[dict[str, str]], **eq: str) -> dict[str, str]:
    """The one row whose cells equal ``eq`` (a facts module's lookup; more or fewer than one is a broken label)."""
    hits = [r for r in rows if all(r[k] == v for k, v in eq.items())]
    assert len(hits) == 1, (eq, len(hits))
    return hits[0]


class Pair(NamedTuple):
    """One adversarial pair: ``true`` holds of the rows of ``tables``; ``false`` changes one fact of it."""

    id: str
    category: str
    tables: tuple[str, ...]
    true: str
    false: str


@lru_cache(maxsize=16)
def load_tables(path: Path) -> dict[str, Table]:
    """The stored rows as :class:`Table` objects with the JSON file's ids (as ``test_lexical_real`` builds them); read
    once per file (the tables are immutable; callers must not change the dict)."""
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    return {t["id"]: Table(t["id"], t["title"], tuple(t["header"]), tuple(tuple(r) for r in t["rows"])) for t in data["tables"]}


def check_well_formed(pairs: Sequence[Pair], tables: dict[str, Table], per_category: int, facts: dict | None = None) -> None:
    """Unique ids; every pair names distinct stored tables of 2+ rows, a known category and a false twin that differs
    from its true claim; at least ``per_category`` pairs in each category; a label check for every pair (``facts``)."""
    assert len({p.id for p in pairs}) == len(pairs)
    if facts is not None:
        assert set(facts) == {p.id for p in pairs}
    for pair in pairs:
        assert pair.category in CATEGORIES, pair.id
        assert pair.tables and all(t in tables for t in pair.tables), pair.id
        assert len(set(pair.tables)) == len(pair.tables), pair.id
        assert pair.true != pair.false, pair.id
        assert all(tables[t].num_rows >= 2 for t in pair.tables), pair.id
    for category in CATEGORIES:
        assert sum(p.category == category for p in pairs) >= per_category, category


def verdicts(judge: LexicalJudge, tables: dict[str, Table], pair: Pair):
    """``(verdict on the true claim, verdict on the false twin)`` against the pair's tables."""
    chosen = [tables[n] for n in pair.tables]
    return judge.verify(pair.true, chosen), judge.verify(pair.false, chosen)


NOT_YET_RUN = "blind: not yet run (its one first run, `python tests/test_lexical_heldoutN.py`: counts only, records WRONG_TODAY)"


def params(pairs: Sequence[Pair], wrong: dict[str, str] | None) -> list:
    """One pytest param per pair; the pairs in ``wrong`` are strict xfails with their reason. ``wrong=None``: a blind set
    committed before its first run, whose pairs the test run skips, so no ``pytest -k lexical`` judges it by accident."""
    if wrong is None:
        return [pytest.param(p, id=f"{p.id}-{p.category}", marks=[pytest.mark.skip(reason=NOT_YET_RUN)]) for p in pairs]
    return [pytest.param(p, id=f"{p.id}-{p.category}", marks=[pytest.mark.xfail(strict=True, reason=wrong[p.id])] if p.id in wrong else [])
            for p in pairs]


def assert_right(judge: LexicalJudge, tables: dict[str, Table], pair: Pair) -> None:
    """The true claim is supported (ok, 1.0) and its false twin refuted (ok, 0.0); a skip is a miss on either side."""
    assert_kept_and_caught(judge, [tables[n] for n in pair.tables], pair.true, pair.false)


def assert_kept_and_caught(judge: LexicalJudge, tables: Sequence[Table], true: str, false: str):
    """``assert_right`` for a pair written inline (our own pairs' modules); returns both verdicts for further checks."""
    kept, caught = judge.verify(true, tables), judge.verify(false, tables)
    assert (kept.status, kept.score) == ("ok", 1.0), (true, kept.error, kept.evidence)
    assert (caught.status, caught.score) == ("ok", 0.0), (false, caught.error, caught.evidence)
    return kept, caught


class HeldOutSet:
    """The tests of one held-out set, shared by every ``tests/test_lexical_heldoutN.py``: a module subclasses it as
    ``TestSet`` with its ``PAIRS``, ``WRONG_TODAY`` and ``DATA`` (pytest collects the inherited tests once per module;
    ``pytest_generate_tests`` in conftest.py gives ``judged_pair`` one param per pair, strict xfails for
    ``WRONG_TODAY``)."""

    PAIRS: tuple[Pair, ...] = ()
    WRONG_TODAY: dict[str, str] | None = {}  # None: a blind set not yet run (its judged pairs are skipped)
    DATA: Path
    FACTS: dict | None = None
    PER_CATEGORY = 8  # pairs at least in each category

    @pytest.fixture
    def tables(self) -> dict[str, Table]:
        return load_tables(self.DATA)  # read once per file (cached): the same Table objects, so one index per pair's tables

    def test_the_set_is_well_formed(self, tables):
        """Unique ids, stored tables, a false twin that differs, a label check for each pair (where the set has
        them), >= ``PER_CATEGORY`` pairs per category."""
        check_well_formed(self.PAIRS, tables, self.PER_CATEGORY, self.FACTS)

    def test_every_expected_failure_names_a_pair(self):
        assert set(self.WRONG_TODAY or ()) <= {p.id for p in self.PAIRS}

    def test_true_claim_kept_and_false_twin_caught(self, lexical_judge, tables, judged_pair):
        """The true claim is supported (ok, 1.0) and its false twin refuted (ok, 0.0); a skip is a miss on either side."""
        assert_right(lexical_judge, tables, judged_pair)


class LabelledSet(HeldOutSet):
    """A held-out set whose every label is recomputed from its stored rows: ``FACTS`` (pair id -> a function of the
    rows giving (true claim holds, false twin holds)) and ``rows`` (the rows by table, as the facts module reads them)."""

    FACTS: dict = {}

    @staticmethod
    def rows() -> Rows:
        raise NotImplementedError

    def test_labels_hold_on_the_rows(self, labelled_pair):
        """The true claim is true and the false twin false, recomputed from the stored rows."""
        holds_true, holds_false = self.FACTS[labelled_pair.id](self.rows())
        assert holds_true is True and holds_false is False, labelled_pair.id


def generate(metafunc) -> None:
    """conftest's ``pytest_generate_tests`` for the held-out set classes: one param per pair."""
    cls = metafunc.cls
    if cls is None or not issubclass(cls, HeldOutSet):
        return
    if "judged_pair" in metafunc.fixturenames:
        metafunc.parametrize("judged_pair", params(cls.PAIRS, cls.WRONG_TODAY))
    if "labelled_pair" in metafunc.fixturenames:
        metafunc.parametrize("labelled_pair", cls.PAIRS, ids=[p.id for p in cls.PAIRS])


def category_table(pairs: Sequence[Pair], tables: dict[str, Table]) -> str:
    """Per category: pairs, false twins caught (ok, 0.0), true claims kept (ok, 1.0), and the ``skipped`` ones."""
    judge = LexicalJudge()
    counts = {c: [0, 0, 0, 0, 0] for c in CATEGORIES}
    for pair in pairs:
        kept, caught = verdicts(judge, tables, pair)
        row = counts[pair.category]
        row[0] += 1
        row[1] += (caught.status, caught.score) == ("ok", 0.0)
        row[2] += (kept.status, kept.score) == ("ok", 1.0)
        row[3] += caught.status == "skipped"
        row[4] += kept.status == "skipped"
    lines = ["| category | pairs | false caught | true kept | false skipped | true skipped |", "|---|---|---|---|---|---|"]
    total = [sum(r[i] for r in counts.values()) for i in range(5)]
    for name, (n, fc, tk, fs, ts) in [*counts.items(), ("all", total)]:
        lines.append(f"| {name} | {n} | {fc} ({100 * fc / n:.0f}%) | {tk} ({100 * tk / n:.0f}%) | {fs} | {ts} |")
    return "\n".join(lines)


def misses(pairs: Sequence[Pair], tables: dict[str, Table]) -> list[str]:
    """One line per side the judge gets wrong: id, category, the side, its status and score, the claim and the evidence
    (this quotes the claims: whoever improves the judge should not read it for a set meant to stay blind)."""
    judge = LexicalJudge()
    out = []
    for pair in pairs:
        kept, caught = verdicts(judge, tables, pair)
        if (kept.status, kept.score) != ("ok", 1.0):
            out.append(f"{pair.id} {pair.category} true side: {kept.status} {kept.score} | {pair.true} | {kept.error} {kept.evidence}")
        if (caught.status, caught.score) != ("ok", 0.0):
            out.append(f"{pair.id} {pair.category} false side: {caught.status} {caught.score} | {pair.false} | {caught.error} {caught.evidence}")
    return out


def main(pairs: Sequence[Pair], tables: dict[str, Table], argv: Sequence[str] | None = None) -> None:
    """Print the set's per-category table (BENCHMARKS.md), and with ``--misses`` (in ``argv``, default the command
    line's) the lines of :func:`misses`."""
    argv = sys.argv if argv is None else argv
    print(category_table(pairs, tables))
    if "--misses" in argv:
        print("\n".join(misses(pairs, tables)))
