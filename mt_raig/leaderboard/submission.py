"""The submission format and its validator.

A submission is a folder with two files:

``submission.yaml``
    who and what made the predictions (:class:`SubmissionMeta`; unknown keys refused)::

        model_id: Qwen/Qwen2-7B-Instruct
        model_revision: main
        model_size_b: 7.6
        retriever: bm25
        setting: open
        k: 10
        method: insight
        generation: {temperature: 0.0, max_new_tokens: 512}
        contact: someone@example.org
        license: apache-2.0

``predictions.jsonl``
    one JSON object per line and per question::

        {"question_id": "...", "insight": "...", "retrieved_table_ids": ["t1", "t2", ...], "tables_used": ["t1", "t2"]}

    ``retrieved_table_ids`` is the retriever's ranking (best first; scored with
    P/R/F1@k), ``tables_used`` the tables the generator was given (the judge
    verifies claims against them). An empty insight is allowed, counted, and
    scores 0 faithfulness as the paper defines it.

The validator reads files of any size in bounded memory and time: lines are
read with a byte cap, the number of lines is capped by the number of
questions, and each hostile input (NUL bytes, non-UTF-8, deep nesting, huge
lines, markup or path characters in names) is an error naming the line and
what is wrong. Names are shown escaped by the app; here they are also refused
when they are not plain Hub-style ids.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from mt_raig.config import build_config, read_yaml
from mt_raig.errors import ConfigError, DataError

if TYPE_CHECKING:
    from mt_raig.data import Benchmark

META_FILE = "submission.yaml"
PREDICTIONS_FILE = "predictions.jsonl"
RECORD_KEYS = ("question_id", "insight", "retrieved_table_ids", "tables_used")
NAME_PATTERN = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,95}(/[A-Za-z0-9][A-Za-z0-9._-]{0,95})?")
MAX_ERRORS_SHOWN = 10


@dataclass
class Limits:
    """Bounds that keep validation cheap on hostile files."""

    max_line_bytes: int = 200_000
    max_insight_chars: int = 30_000
    max_retrieved: int = 100
    max_tables_used: int = 100
    max_k: int = 20  # the largest k a board admits (the paper's largest); a pinned board may set its own
    max_meta_bytes: int = 20_000
    max_extra_lines: int = 0  # lines allowed beyond one per question (blank lines are never allowed)


@dataclass
class SubmissionMeta:
    """``submission.yaml``: everything that identifies the system and affects its numbers."""

    model_id: str = field(default="", metadata={"help": "Hub model id (org/name) or a plain system name"})
    model_revision: str = field(default="main", metadata={"help": "model commit or tag"})
    model_size_b: float | None = field(default=None, metadata={"help": "parameters in billions (for the size filter)"})
    retriever: str = field(default="", metadata={"help": "retriever spec or name (e.g. bm25, dense:..., dpr)"})
    setting: Literal["open", "closed"] = field(default="open", metadata={"help": "open: retrieved tables; closed: gold tables"})
    k: int | None = field(default=None, metadata={"help": "tables given to the generator in the open setting"})
    method: str = field(default="insight", metadata={"help": "generation method (insight, dater, chain-of-table, tapera, ...)"})
    generation: dict = field(default_factory=dict, metadata={"help": "generation settings (temperature, max_new_tokens, ...)"})
    contact: str = field(default="", metadata={"help": "e-mail or Hub user to contact"})
    license: str = field(default="", metadata={"help": "licence of the predictions"})
    subset: list[str] | None = field(default=None, metadata={"help": "declared subset of question ids (not eligible for the main board)"})
    notes: str = field(default="", metadata={"help": "free text shown on the board"})

    def validate(self) -> None:
        for name in ("model_id", "retriever", "contact", "license"):
            if not getattr(self, name).strip():
                raise ConfigError(f"{name!r} is required")
        for name in ("model_id", "model_revision", "method", "license"):
            value = getattr(self, name)
            if not NAME_PATTERN.fullmatch(value):
                raise ConfigError(f"{name!r} must be a plain id (letters, digits, '.', '_', '-', one '/'), got {value[:80]!r}")
        if self.setting == "open" and (self.k is None or self.k < 1):
            raise ConfigError("'k' (tables given to the generator) is required and >= 1 in the open setting")
        if self.model_size_b is not None and not 0 < self.model_size_b < 100_000:
            raise ConfigError(f"'model_size_b' must be in (0, 100000), got {self.model_size_b}")
        for name in ("contact", "notes", "retriever"):
            if len(getattr(self, name)) > 500:
                raise ConfigError(f"{name!r} is longer than 500 characters")


@dataclass
class Record:
    question_id: str
    insight: str
    retrieved_table_ids: list[str]
    tables_used: list[str]


@dataclass
class ValidationReport:
    """What the validator found: errors make a submission unusable; counts describe it."""

    errors: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    counts: dict[str, int] = field(default_factory=dict)
    main_board: bool = False

    @property
    def ok(self) -> bool:
        return not self.errors

    def error(self, message: str) -> None:
        self.errors.append(message)

    def summary(self) -> str:
        """A few lines for a terminal or the app (the first errors, then the counts)."""
        lines = ["valid" + (" (main board)" if self.main_board else " (not eligible for the main board)") if self.ok else f"INVALID: {len(self.errors)} error(s)"]
        lines += [f"  error: {e}" for e in self.errors[:MAX_ERRORS_SHOWN]]
        if len(self.errors) > MAX_ERRORS_SHOWN:
            lines.append(f"  ... and {len(self.errors) - MAX_ERRORS_SHOWN} more errors")
        lines += [f"  warning: {w}" for w in self.warnings[:MAX_ERRORS_SHOWN]]
        if self.counts:
            lines.append("  " + ", ".join(f"{k}={v}" for k, v in self.counts.items()))
        return "\n".join(lines)


@dataclass
class Submission:
    folder: Path
    meta: SubmissionMeta
    records: dict[str, Record]
    report: ValidationReport


def read_meta(path: Path, limits: Limits = Limits()) -> SubmissionMeta:
    """``submission.yaml`` as :class:`SubmissionMeta`; every problem a :class:`ConfigError` naming the file."""
    if not path.is_file():
        raise ConfigError(f"{path}: missing (a submission folder holds {META_FILE} and {PREDICTIONS_FILE})")
    if path.stat().st_size > limits.max_meta_bytes:
        raise ConfigError(f"{path}: larger than {limits.max_meta_bytes} bytes")
    raw = path.read_bytes()
    if b"\x00" in raw:
        raise ConfigError(f"{path}: contains NUL bytes")
    values = read_yaml(path)
    required = [n for n in ("model_id", "retriever", "setting", "contact", "license") if n not in values]
    if required:
        raise ConfigError(f"{path}: missing required key {required[0]!r}")
    return build_config(SubmissionMeta, values, source=str(path))


def _lines(path: Path, max_lines: int, limits: Limits, report: ValidationReport):
    """(line number, decoded text) of each line, stopping at the first line that cannot be read safely."""
    with path.open("rb") as f:
        number = 0
        while True:
            raw = f.readline(limits.max_line_bytes + 1)
            if not raw:
                return
            number += 1
            if number > max_lines:
                report.error(f"{path.name}: more than {max_lines} lines (one per question expected); stopped reading")
                return
            if len(raw) > limits.max_line_bytes and not raw.endswith(b"\n"):
                report.error(f"{path.name} line {number}: longer than {limits.max_line_bytes} bytes; stopped reading")
                return
            if b"\x00" in raw:
                report.error(f"{path.name} line {number}: contains NUL bytes; stopped reading")
                return
            try:
                text = raw.decode("utf-8")
            except UnicodeDecodeError as e:
                report.error(f"{path.name} line {number}: not UTF-8 (byte {e.start}); stopped reading")
                return
            yield number, text


def _record(number: int, text: str, limits: Limits, report: ValidationReport) -> Record | None:
    where = f"{PREDICTIONS_FILE} line {number}"
    if not text.strip():
        report.error(f"{where}: blank line")
        return None
    try:
        obj = json.loads(text)
    except RecursionError:
        report.error(f"{where}: JSON nested too deeply")
        return None
    except json.JSONDecodeError as e:
        report.error(f"{where}: not JSON ({e.msg} at column {e.colno})")
        return None
    if not isinstance(obj, dict):
        report.error(f"{where}: expected a JSON object, got {type(obj).__name__}")
        return None
    keys = set(obj)
    if keys != set(RECORD_KEYS):
        missing, extra = sorted(set(RECORD_KEYS) - keys), sorted(keys - set(RECORD_KEYS))
        what = (f"missing {missing}" if missing else "") + ("; " if missing and extra else "") + (f"unknown {[k[:40] for k in extra[:3]]}" if extra else "")
        report.error(f"{where}: {what} (a record has exactly {', '.join(RECORD_KEYS)})")
        return None
    qid, insight = obj["question_id"], obj["insight"]
    if not isinstance(qid, str) or not qid or len(qid) > 200:
        report.error(f"{where}: 'question_id' must be a non-empty string of at most 200 characters")
        return None
    if not isinstance(insight, str):
        report.error(f"{where}: 'insight' of {qid!r} must be a string, got {type(insight).__name__}")
        return None
    if len(insight) > limits.max_insight_chars:
        report.error(f"{where}: insight of {qid!r} is longer than {limits.max_insight_chars} characters")
        return None
    lists = {}
    for key, cap in (("retrieved_table_ids", limits.max_retrieved), ("tables_used", limits.max_tables_used)):
        value = obj[key]
        if not isinstance(value, list) or not all(isinstance(t, str) and t for t in value):
            report.error(f"{where}: {key!r} of {qid!r} must be a list of non-empty strings")
            return None
        if len(value) > cap:
            report.error(f"{where}: {key!r} of {qid!r} has {len(value)} ids, more than {cap}")
            return None
        if len(set(value)) != len(value):
            report.error(f"{where}: {key!r} of {qid!r} repeats a table id")
            return None
        lists[key] = value
    return Record(qid, insight, lists["retrieved_table_ids"], lists["tables_used"])


def _tables_used_bound(rec: Record, meta: SubmissionMeta, example) -> str | None:
    """Why ``rec.tables_used`` breaks the setting's bound, or None.

    The judge verifies an insight against ``tables_used``, so they are bounded by what the generator was given:
    in the open setting a subset of ``retrieved_table_ids[:k]``; in the closed setting the gold set (any order).
    Unbounded, a submission could list every table until the judge's window overflows and its weak answers
    drop out of the judged items.
    """
    if meta.setting == "open" and meta.k is not None:
        allowed = set(rec.retrieved_table_ids[: meta.k])
        outside = [t for t in rec.tables_used if t not in allowed]
        if outside:
            return (f"'tables_used' of {rec.question_id!r} names {len(outside)} tables outside retrieved_table_ids[:{meta.k}]: "
                    + ", ".join(repr(t[:40]) for t in outside[:3]) + (" ..." if len(outside) > 3 else ""))
    elif meta.setting == "closed":
        gold = set(example.gold_table_ids)
        if set(rec.tables_used) != gold:
            extra, missing = sorted(set(rec.tables_used) - gold), sorted(gold - set(rec.tables_used))
            parts = ([f"not gold: {', '.join(repr(t[:40]) for t in extra[:3])}"] if extra else []) + \
                    ([f"gold missing: {', '.join(repr(t[:40]) for t in missing[:3])}"] if missing else [])
            return f"'tables_used' of {rec.question_id!r} must be the gold table set in the closed setting ({'; '.join(parts)})"
    return None


def validate_submission(folder: str | Path, benchmark: "Benchmark", limits: Limits = Limits()) -> Submission:
    """Read and check a submission folder against ``benchmark``; problems are collected in the report.

    Raises only when the folder itself is unusable (no such folder); every
    problem in the files is an entry of ``report.errors``.
    """
    folder = Path(folder)
    if not folder.is_dir():
        raise DataError(f"{folder}: not a submission folder (expected {META_FILE} and {PREDICTIONS_FILE} inside)")
    report = ValidationReport()
    meta = SubmissionMeta()
    try:
        meta = read_meta(folder / META_FILE, limits)
    except ConfigError as e:
        report.error(str(e))
    if meta.setting == "open" and meta.k is not None and meta.k > limits.max_k:
        report.error(f"{META_FILE}: k={meta.k} is larger than this board's max_k={limits.max_k}")
    questions = {e.id: e for e in benchmark.examples}
    wanted = set(questions)
    if meta.subset is not None:
        unknown_subset = [q for q in meta.subset if q not in questions]
        if unknown_subset:
            report.error(f"{META_FILE}: subset names {len(unknown_subset)} unknown question ids, first {unknown_subset[0][:80]!r}")
        wanted = set(meta.subset) & set(questions)
    records: dict[str, Record] = {}
    counts = {"questions": len(wanted), "records": 0, "empty_insights": 0, "unknown_ids": 0, "duplicate_ids": 0,
              "missing": 0, "unknown_table_ids": 0}
    path = folder / PREDICTIONS_FILE
    if not path.is_file():
        report.error(f"{path}: missing")
    else:
        for number, text in _lines(path, len(questions) + limits.max_extra_lines, limits, report):
            rec = _record(number, text, limits, report)
            if rec is None:
                continue
            counts["records"] += 1
            if rec.question_id not in questions:
                counts["unknown_ids"] += 1
                report.error(f"{PREDICTIONS_FILE} line {number}: unknown question id {rec.question_id[:80]!r}")
                continue
            if rec.question_id in records:
                counts["duplicate_ids"] += 1
                report.error(f"{PREDICTIONS_FILE} line {number}: duplicate question id {rec.question_id!r}")
                continue
            bad_tables = [t for t in rec.retrieved_table_ids + rec.tables_used if t not in benchmark.tables]
            if bad_tables:
                counts["unknown_table_ids"] += len(bad_tables)
                report.error(f"{PREDICTIONS_FILE} line {number}: table id {bad_tables[0][:80]!r} of {rec.question_id!r} is not in the corpus")
                continue
            if not rec.tables_used and rec.insight.strip():
                report.error(f"{PREDICTIONS_FILE} line {number}: 'tables_used' of {rec.question_id!r} is empty (the judge verifies against them)")
                continue
            bound = _tables_used_bound(rec, meta, questions[rec.question_id])
            if bound:
                counts["tables_used_out_of_bounds"] = counts.get("tables_used_out_of_bounds", 0) + 1
                report.error(f"{PREDICTIONS_FILE} line {number}: {bound}")
                continue
            if meta.setting == "open" and meta.k is not None and len(rec.retrieved_table_ids) < meta.k:
                report.warnings.append(f"{rec.question_id}: {len(rec.retrieved_table_ids)} retrieved tables, fewer than k={meta.k}")
            if not rec.insight.strip():
                counts["empty_insights"] += 1
            records[rec.question_id] = rec
        missing = sorted(wanted - set(records))
        counts["missing"] = len(missing)
        if missing:
            report.error(f"{len(missing)} questions have no prediction, first {missing[0]!r}" + ("" if meta.subset is None else " (of the declared subset)"))
        outside = sorted(set(records) - wanted)
        if outside:
            report.error(f"{len(outside)} predictions are outside the declared subset, first {outside[0]!r}")
    report.counts = counts
    report.main_board = report.ok and meta.subset is None
    if report.ok and meta.subset is not None:
        report.warnings.append("a declared subset is scored but never ranked on the main board")
    return Submission(folder, meta, records, report)


__all__ = ["Limits", "SubmissionMeta", "Record", "ValidationReport", "Submission", "validate_submission", "read_meta",
           "META_FILE", "PREDICTIONS_FILE"]
