"""The predictions file: append-only JSONL, one record per finished example, plus a settings sidecar.

Each record is written, flushed and fsynced as its example finishes, so a
killed run loses at most the examples in flight. On resume the file is read
back: a truncated last line (the kill came mid-write) is cut off, examples whose
latest record has ``status == "ok"`` are never redone, failed ones are retried
and their new record appended (the latest record of an id wins). A corrupt line
anywhere but the end is not a kill and is an error naming the line.

The sidecar ``<name>.settings.json`` (next to ``<name>.jsonl``) records what
made the predictions: backend info, sampling, method and prompt version, context
settings, package versions. Resuming with different settings is refused, naming
the settings that differ (transport settings such as concurrency, timeouts,
retries and the server URL never count: they do not change a reply).

Record fields: ``id, question, type, table_ids, gold_table_ids, rows_dropped``
(``{table_id: rows}`` for every table given), ``insight`` (answer only, reasoning
stripped), ``raw_output``, ``status`` (``ok``/``failed``), ``failure`` (kind, when
failed: ``backend``, ``over_budget``, ``unfinished_reasoning``, ``empty_insight``
or a method's own), ``error``, ``usage`` (``prompt_tokens, completion_tokens,
latency_s, calls``), ``method`` (the generator, e.g. ``insight``),
``prompt_version``, ``steps`` (the method's intermediate steps, plain JSON),
``noise`` (``{requested, given}`` irrelevant tables, when asked for),
``finish_reason`` (``stop``/``length`` where the backend reports it: ``length``
means the insight was cut by ``max_new_tokens``).

    >>> p = Prediction(id="q1", question="Who led?", type="summary", table_ids=["t1"], gold_table_ids=["t1"],
    ...                rows_dropped={"t1": 0}, insight="Delta led.", raw_output="Delta led.", status="ok",
    ...                prompt_version="insight-v1")
    >>> Prediction.from_dict(p.to_dict()) == p
    True
"""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import TYPE_CHECKING, Iterable, Literal

from mt_raig.errors import DataError

if TYPE_CHECKING:
    from mt_raig.data import Benchmark
    from mt_raig.tables import Table

Status = Literal["ok", "failed"]
#: Failure kinds of the plain insight method and the generation engine; other methods add their own.
FAILURES = ("backend", "over_budget", "unfinished_reasoning", "empty_insight")


@dataclass
class Usage:
    """What one example cost: tokens summed over its LLM calls, backend latency, number of calls."""

    prompt_tokens: int = 0
    completion_tokens: int = 0
    latency_s: float = 0.0
    calls: int = 0

    def add(self, other: "Usage") -> None:
        self.prompt_tokens += other.prompt_tokens
        self.completion_tokens += other.completion_tokens
        self.latency_s += other.latency_s
        self.calls += other.calls


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
    method: str = "insight"
    steps: list[dict] = field(default_factory=list)

    def __post_init__(self) -> None:
        if self.status not in ("ok", "failed"):
            raise DataError(f"prediction {self.id!r}: status must be ok or failed, got {self.status!r}")
        if self.status == "failed" and not (isinstance(self.failure, str) and self.failure):
            raise DataError(f"prediction {self.id!r}: a failed record needs a failure kind (e.g. {', '.join(FAILURES)})")
        if self.status == "ok" and not (isinstance(self.insight, str) and self.insight):
            raise DataError(f"prediction {self.id!r}: an ok record needs a non-empty insight")

    def to_dict(self) -> dict:
        return asdict(self)

    def given_tables(self, benchmark: "Benchmark") -> list["Table"]:
        """The tables exactly as the generator saw them (rows dropped to fit the context removed).

        This is what faithfulness should be judged against in the open and closed settings.
        """
        return [benchmark.table(t).head(benchmark.table(t).num_rows - self.rows_dropped.get(t, 0)) for t in self.table_ids]

    @classmethod
    def from_dict(cls, d: dict) -> "Prediction":
        """A record from its JSON form; a missing or unknown field is a :class:`DataError`."""
        if not isinstance(d, dict):
            raise DataError(f"a prediction record is a JSON object, got {type(d).__name__}")
        d = dict(d)
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(d) - known)
        if unknown:
            raise DataError(f"unknown prediction field {unknown[0]!r}")
        usage = d.get("usage") or {}
        if not isinstance(usage, dict) or set(usage) - {f.name for f in fields(Usage)}:
            raise DataError(f"prediction {d.get('id')!r}: bad usage {usage!r}")
        d["usage"] = Usage(**usage)
        try:
            return cls(**d)
        except TypeError as e:  # a required field is missing
            raise DataError(f"prediction {d.get('id')!r}: {e}") from None


def settings_path(out_path: str | Path) -> Path:
    """``preds.jsonl`` -> ``preds.settings.json``, beside the file itself: a symlinked ``preds.jsonl`` has its
    sidecar next to the target it resolves to (where a reader of that file looks for it)."""
    out_path = Path(os.path.realpath(out_path)) if os.path.islink(out_path) else Path(out_path)
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
            except (ValueError, RecursionError, UnicodeDecodeError) as e:  # DataError is a ValueError
                if not complete:
                    truncated = True
                    break
                raise DataError(f"{path}: line {lineno} is not a valid prediction record ({e})") from None
            latest[rec.id] = rec
        good = min(pos, len(data))
    return ReadBack(latest, lineno, good, truncated)


def load_predictions(path: str | Path) -> dict[str, Prediction]:
    """The latest record of every example in a predictions file (failed ones included, check ``status``).

    A cut-off last line (an interrupted run) is left out with a warning naming the file and line, never
    silently; a bad line anywhere else is a :class:`DataError`.
    """
    path = Path(path)
    if not path.is_file():
        raise FileNotFoundError(f"{path}: no such predictions file")
    back = read_predictions(path)
    if back.truncated_tail:
        warn_torn_line(path, back.lines)
    return back.latest


def warn_torn_line(path: Path, lineno: int) -> None:
    """The one warning for a cut-off last line of a JSONL file that is read on without it."""
    import warnings

    warnings.warn(f"{path}: line {lineno} is cut off (an interrupted write?) and is left out; "
                  "rerun the command that writes it to complete it", TornLineWarning, stacklevel=3)


class TornLineWarning(UserWarning):
    """A JSONL file ends in a cut-off line that was left out."""


class PredictionsWriter:
    """Appends records to a predictions file, each flushed and fsynced as written.

    Opening takes an exclusive lock on the file first (a second run writing the
    same file is an error, not interleaved lines); only then is anything
    removed: ``overwrite=True`` empties the file, otherwise a cut-off last line
    is removed and a missing final newline added, so appended records always
    start on a fresh line.
    """

    def __init__(self, path: str | Path, *, overwrite: bool = False):
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._f = open(self.path, "a+b")
        try:
            self._lock()
            if overwrite:
                self._f.truncate(0)
                back = ReadBack({}, 0, 0, False)
            else:
                back = read_predictions(self.path)
                self._f.truncate(back.good_bytes)
                if back.good_bytes:
                    self._f.seek(back.good_bytes - 1)
                    if self._f.read(1) != b"\n":
                        self._f.write(b"\n")
                self._f.flush()
        except BaseException:
            self._f.close()
            raise
        self.repaired_tail = back.truncated_tail
        self.existing = back

    def _lock(self) -> None:
        try:
            import fcntl
        except ImportError:  # not POSIX: no lock
            return
        try:
            fcntl.flock(self._f.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            raise DataError(f"{self.path} is being written by another run") from None

    def write(self, prediction: Prediction) -> None:
        from mt_raig.redaction import redact

        self._f.write((redact(json.dumps(prediction.to_dict(), ensure_ascii=False)) + "\n").encode("utf-8"))
        self._f.flush()
        os.fsync(self._f.fileno())

    def write_many(self, predictions: Iterable[Prediction]) -> None:
        for p in predictions:
            self.write(p)

    def close(self) -> None:
        self._f.close()

    def __enter__(self) -> "PredictionsWriter":
        return self

    def __exit__(self, *exc) -> None:
        self.close()


def settings_differences(old: dict, new: dict, prefix: str = "", ignore: tuple[str, ...] = ()) -> list[str]:
    """``key: old -> new`` for every setting that differs (nested dicts flattened with dots).

    Keys named in ``ignore`` (dotted paths such as ``llm.transport``) are skipped.
    """
    out = []
    for key in sorted(set(old) | set(new)):
        path = f"{prefix}{key}"
        if path in ignore:
            continue
        a, b = old.get(key), new.get(key)
        if isinstance(a, dict) and isinstance(b, dict):
            out.extend(settings_differences(a, b, f"{path}.", ignore))
        elif a != b:
            out.append(f"{path}: {a!r} -> {b!r}")
    return out


__all__ = [
    "FAILURES", "Prediction", "PredictionsWriter", "ReadBack", "Status", "Usage",
    "load_predictions", "read_predictions", "settings_differences", "settings_path",
]
