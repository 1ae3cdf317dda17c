"""Score files read back for reports: which model, which setting, and the per-example numbers.

A report takes MT-RAIG Eval score files (``mt-raig evaluate --out``, formats
``mt-raig-eval-report/1`` and ``/2``) and baseline-metric files (``mt-raig
metrics --out``). Each becomes a :class:`Run`: the model, the setting (open or
closed), ``k`` and the noise ratio, read from the settings sidecar of the
predictions file the scores name (``summary.predictions``), or given on the
command line as ``LABEL=PATH`` / ``LABEL@closed=PATH`` when the sidecar is
not at hand. Per-type means and the paper's Avg. (mean of the type means) are
recomputed from the examples, so every score file format reads the same way:
a value counts when it is not null (judge failures are null; system failures
are scored 0, as :mod:`mt_raig.eval.summary` defines).
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from mt_raig.data import QUESTION_TYPES, TYPE_ABBREVIATIONS
from mt_raig.errors import DataError

TYPE_ABBREV = {full: abbr for abbr, full in TYPE_ABBREVIATIONS.items()}
TYPE_ORDER = tuple(TYPE_ABBREV[t] for t in QUESTION_TYPES)
EVAL_METRICS = ("faithfulness", "completeness_precision", "completeness_recall", "completeness_f1")
_SPEC = re.compile(r"^(?P<label>[^=@/\\]+?)(?:@(?P<setting>open|closed))?=(?P<path>.+)$")


@dataclass
class Run:
    """One score file with what produced it; ``values[metric][example id]`` is a number or None."""

    path: str
    kind: str  # "eval" or "metrics"
    label: str
    setting: str | None
    k: int | None
    noise_ratio: float | None
    proxy: bool
    judge: dict
    types: dict[str, str]  # example id -> question type abbreviation
    values: dict[str, dict[str, float | None]]
    display_factor: dict[str, float] = field(default_factory=dict)
    examples: list[dict] = field(default_factory=list)  # the raw example records (eval runs)
    predictions: str | None = None
    gold_counts: dict[str, int] = field(default_factory=dict)  # example id -> number of gold tables
    table_ids: dict[str, list[str]] = field(default_factory=dict)  # example id -> the tables the generator saw

    @property
    def metrics(self) -> list[str]:
        return list(self.values)

    def type_means(self, metric: str) -> dict[str, float | None]:
        """Mean per question type (paper order) of the examples with a value."""
        groups: dict[str, list[float]] = {}
        for ex_id, t in self.types.items():
            groups.setdefault(t, [])
            v = self.values[metric].get(ex_id)
            if v is not None:
                groups[t].append(v)
        order = [t for t in TYPE_ORDER if t in groups] + sorted(t for t in groups if t not in TYPE_ORDER)
        return {t: (sum(groups[t]) / len(groups[t]) if groups[t] else None) for t in order}

    def avg(self, metric: str) -> float | None:
        """The paper's Avg.: the mean of the type means (None when a type present has no value)."""
        means = list(self.type_means(metric).values())
        if not means or any(m is None for m in means):
            return None
        return sum(means) / len(means)

    def describe(self) -> str:
        bits = [self.label, self.setting or "setting?"]
        if self.k is not None:
            bits.append(f"k={self.k}")
        if self.noise_ratio is not None:
            bits.append(f"noise={self.noise_ratio:g}")
        return " ".join(bits)


def parse_spec(spec: str) -> tuple[str | None, str | None, str]:
    """``"gpt-4o@closed=scores.json"`` -> ``("gpt-4o", "closed", "scores.json")``; a bare path -> ``(None, None, path)``."""
    m = _SPEC.match(spec)
    if m and not Path(spec).exists():
        return m.group("label"), m.group("setting"), m.group("path")
    return None, None, spec


def _sidecar(predictions: str | None, base: Path) -> tuple[dict | None, Path | None]:
    if not predictions:
        return None, None
    p = Path(predictions)
    if not p.is_absolute() and not p.exists():
        p = base / p
    from mt_raig.io.predictions import settings_path

    side = settings_path(p)
    if not side.is_file():
        return None, p if p.is_file() else None
    try:
        data = json.loads(side.read_text(encoding="utf-8"))
    except (json.JSONDecodeError, UnicodeDecodeError):
        return None, p if p.is_file() else None
    return data.get("settings", data), p if p.is_file() else None


def _model_label(settings: dict | None) -> str | None:
    model = ((settings or {}).get("llm") or {}).get("model")
    if not model:
        return None
    model = str(model).rstrip("/")
    return model.split("/")[-1] if "/" in model else model


def _prediction_records(path: Path | None) -> dict[str, dict]:
    """The last record of each id in a predictions JSONL (tables seen, gold tables), or {} without one."""
    out: dict[str, dict] = {}
    if path is None or not path.is_file():
        return out
    from mt_raig.errors import DataError
    from mt_raig.io.predictions import warn_torn_line

    text = path.read_text(encoding="utf-8")
    lines = text.splitlines()
    for lineno, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            rec = json.loads(line)
        except json.JSONDecodeError as e:
            if lineno == len(lines) and not text.endswith("\n"):
                warn_torn_line(path, lineno)  # the cut-off last line of an interrupted run: said, not hidden
                continue
            raise DataError(f"{path}: line {lineno} is not JSON ({e.msg})") from None
        if isinstance(rec, dict) and "id" in rec:
            out[rec["id"]] = rec
    return out


def load_run(spec: str) -> Run:
    """A :class:`Run` from a score file spec (``PATH``, ``LABEL=PATH`` or ``LABEL@SETTING=PATH``)."""
    label, setting, path_s = parse_spec(spec)
    path = Path(path_s)
    if not path.is_file():
        raise FileNotFoundError(f"{path}: no such score file")
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (json.JSONDecodeError, UnicodeDecodeError) as e:
        raise DataError(f"{path}: not a JSON score file ({e})") from None
    fmt = data.get("format", "") if isinstance(data, dict) else ""
    predictions = data.get("predictions") or (data.get("summary") or {}).get("predictions")
    settings, pred_path = _sidecar(predictions, path.parent)
    context = (settings or {}).get("context") or {}
    records = _prediction_records(pred_path)
    run_label = label or _model_label(settings) or path.stem
    run_setting = setting or context.get("setting")
    k = context.get("k") if run_setting != "closed" else None
    common = {"path": str(path), "label": run_label, "setting": run_setting, "k": k, "noise_ratio": context.get("noise_ratio"),
              "predictions": str(pred_path) if pred_path else predictions,
              "gold_counts": {i: len(r.get("gold_table_ids") or []) for i, r in records.items() if r.get("gold_table_ids")},
              "table_ids": {i: list(r.get("table_ids") or []) for i, r in records.items()}}
    if fmt.startswith("mt-raig-eval-report/"):
        examples = list(data.get("examples", []))
        _attach_v1_claims_and_topics(data, examples)
        values = {m: {e["id"]: e.get(m) for e in examples} for m in EVAL_METRICS}
        judge = data.get("judge", {})
        return Run(kind="eval", proxy=bool(judge.get("proxy")), judge=judge, types={e["id"]: _abbrev(e.get("type", "")) for e in examples},
                   values=values, display_factor={m: 100.0 for m in EVAL_METRICS}, examples=examples, **common)
    if fmt.startswith("mt-raig-metrics-report/"):
        examples = data.get("examples", [])
        values = {c: {e["id"]: e["values"].get(c) for e in examples} for c in data.get("columns", [])}
        return Run(kind="metrics", proxy=False, judge={}, types={e["id"]: _abbrev(e.get("type", "")) for e in examples},
                   values=values, display_factor=dict(data.get("display_factor", {})), examples=[], **common)
    raise DataError(f"{path}: not a score file (format {fmt!r}; expected mt-raig-eval-report/* or mt-raig-metrics-report/*)")


def _abbrev(qtype: str) -> str:
    return TYPE_ABBREV.get(qtype, qtype or "unknown")


def _attach_v1_claims_and_topics(data: dict, examples: list[dict]) -> None:
    """Format /1 kept claims and topics in top-level lists: move them into their examples, as /2 has them."""
    if "claims" not in data and "topics" not in data:
        return
    by_id = {e["id"]: e for e in examples}
    for c in data.get("claims", []):
        e = by_id.get(c.get("example_id"))
        if e is not None:
            e.setdefault("claims", []).append({k: v for k, v in c.items() if k != "example_id"})
    for t in data.get("topics", []):
        e = by_id.get(t.get("example_id"))
        if e is not None:
            e.setdefault(f"{t.get('side')}_topics", []).append({k: v for k, v in t.items() if k not in ("example_id", "side")})


def load_runs(specs: Sequence[str]) -> list[Run]:
    runs = [load_run(s) for s in specs]
    if not runs:
        raise DataError("no score files given")
    return runs
