"""The predictions file: append-only JSONL, one record per finished example, plus a settings sidecar.

Each record is written and flushed to disk as its example finishes, so a killed
run loses at most the example in flight. On resume the file is read back: a
truncated last line (the kill came mid-write) is cut off, examples whose latest
record has ``status == "ok"`` are never redone, failed ones are retried and their
new record appended (the latest record of an id wins). A corrupt line anywhere
but the end is not a kill and is an error naming the line.

The sidecar ``<name>.settings.json`` (next to ``<name>.jsonl``) records what made
the predictions: backend info, sampling, prompt version, context settings,
package versions. Resuming with different settings is refused, naming the
settings that differ.

Record fields: ``id, question, type, table_ids, gold_table_ids, rows_dropped``
(``{table_id: rows}`` for every table given), ``insight`` (answer only, reasoning
stripped), ``raw_output``, ``status`` (``ok``/``failed``), ``failure`` (kind, when
failed), ``error``, ``usage`` (``prompt_tokens, completion_tokens, latency_s``),
``prompt_version``, ``noise`` (``{requested, given}`` irrelevant tables, when
asked for), ``finish_reason`` (``stop``/``length`` where the backend reports it:
``length`` means the insight was cut by ``max_new_tokens``).
"""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from mt_raig.atomic import write_json

if TYPE_CHECKING:
    from mt_raig.data import Benchmark
    from mt_raig.tables import Table

Status = Literal["ok", "failed"]
FAILURES = ("backend", "over_budget", "unfinished_reasoning", "empty_insight")


class PredictionsError(ValueError):
    """A predictions file that cannot be resumed: a corrupt line, or settings that differ."""


@dataclass
class Usage:
    prompt_tokens: int = 0
    completion_tokens: int = 0
    latency_s: float = 0.0


@dataclass
class Prediction:
    """One example's outcome (see the module docstring for the fields)."""

    id: str
    question: str
    type: str
    table_ids: list[str]
    gold_table_ids: list[str]
    rows_dropped: dict[str, int]
    insight: str
    raw_output: str | None
    status: Status
    prompt_version: str
    failure: str | None = None
    error: str | None = None
    usage: Usage = field(default_factory=Usage)
    noise: dict | None = None
    finish_reason: str | None = None

    def __post_init__(self) -> None:
        if self.status not in ("ok", "failed"):
            raise ValueError(f"prediction {self.id!r}: status must be ok or failed, got {self.status!r}")
        if self.status == "failed" and self.failure not in FAILURES:
            raise ValueError(f"prediction {self.id!r}: a failed record needs failure in {FAILURES}, got {self.failure!r}")
        if self.status == "ok" and not self.insight:
            raise ValueError(f"prediction {self.id!r}: an ok record needs a non-empty insight")

    def to_dict(self) -> dict:
        return asdict(self)

    def given_tables(self, benchmark: "Benchmark") -> list["Table"]:
        """The tables exactly as the generator saw them (rows dropped to fit the context removed).

        This is what faithfulness should be judged against in the open and closed settings.
        """
        return [benchmark.table(t).head(benchmark.table(t).num_rows - self.rows_dropped.get(t, 0)) for t in self.table_ids]

    @classmethod
    def from_dict(cls, d: dict) -> "Prediction":
        d = dict(d)
        d["usage"] = Usage(**d.get("usage", {}))
        return cls(**d)


def settings_path(out_path: str | Path) -> Path:
    """``preds.jsonl`` -> ``preds.settings.json``."""
    out_path = Path(out_path)
    stem = out_path.name[: -len(".jsonl")] if out_path.name.endswith(".jsonl") else out_path.name
    return out_path.with_name(stem + ".settings.json")


@dataclass
class ReadBack:
    """What a predictions file holds: latest record per id, and where its last complete line ends."""

    latest: dict[str, Prediction]
    lines: int
    good_bytes: int
    truncated_tail: bool

    @property
    def done(self) -> set[str]:
        return {i for i, p in self.latest.items() if p.status == "ok"}


def read_predictions(path: str | Path) -> ReadBack:
    """Parse a predictions file, tolerating only a cut-off last line (no trailing newline)."""
    path = Path(path)
    if not path.exists():
        return ReadBack({}, 0, 0, False)
    data = path.read_bytes()
    latest: dict[str, Prediction] = {}
    pos = good = lineno = 0
    truncated = False
    for lineno, raw in enumerate(data.split(b"\n"), start=1):
        pos += len(raw) + 1
        complete = pos <= len(data)  # followed by a newline
        if raw.strip():
            try:
                rec = Prediction.from_dict(json.loads(raw.decode("utf-8")))
            except (ValueError, TypeError, UnicodeDecodeError) as e:
                if not complete:
                    truncated = True
                    break
                raise PredictionsError(f"{path}: line {lineno} is not a valid prediction record ({e})") from None
            latest[rec.id] = rec
        good = min(pos, len(data))
    return ReadBack(latest, lineno, good, truncated)


def load_predictions(path: str | Path) -> dict[str, Prediction]:
    """The latest record of every example in a predictions file (failed ones included, check ``status``)."""
    path = Path(path)
    if not path.is_file():
        raise FileNotFoundError(f"{path}: no such predictions file")
    return read_predictions(path).latest


class PredictionsWriter:
    """Appends records to a predictions file, each flushed and fsynced as written.

    Opening takes an exclusive lock on the file (a second run writing the same
    file is an error, not interleaved lines), then repairs it: a cut-off last
    line is removed and a missing final newline added, so appended records
    always start on a fresh line.
    """

    def __init__(self, path: str | Path):
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._f = open(self.path, "a", encoding="utf-8")
        try:
            self._lock()
            back = read_predictions(self.path)
            with open(self.path, "r+b") as f:
                f.truncate(back.good_bytes)
                if back.good_bytes:
                    f.seek(back.good_bytes - 1)
                    if f.read(1) != b"\n":
                        f.write(b"\n")
        except BaseException:
            self._f.close()
            raise
        self.repaired_tail = back.truncated_tail

    def _lock(self) -> None:
        try:
            import fcntl
        except ImportError:  # not POSIX: no lock
            return
        try:
            fcntl.flock(self._f.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            raise PredictionsError(f"{self.path} is being written by another run") from None

    def write(self, prediction: Prediction) -> None:
        self._f.write(json.dumps(prediction.to_dict(), ensure_ascii=False) + "\n")
        self._f.flush()
        os.fsync(self._f.fileno())

    def close(self) -> None:
        self._f.close()

    def __enter__(self) -> "PredictionsWriter":
        return self

    def __exit__(self, *exc) -> None:
        self.close()


def write_json_atomic(path: Path, data: object) -> None:
    """Write JSON to a temp file in the same folder, then move it into place."""
    write_json(path, data)


def settings_differences(old: dict, new: dict, prefix: str = "") -> list[str]:
    """``key: old -> new`` for every setting that differs (nested dicts flattened with dots)."""
    out = []
    for key in sorted(set(old) | set(new)):
        a, b = old.get(key), new.get(key)
        if isinstance(a, dict) and isinstance(b, dict):
            out.extend(settings_differences(a, b, f"{prefix}{key}."))
        elif a != b:
            out.append(f"{prefix}{key}: {a!r} -> {b!r}")
    return out
