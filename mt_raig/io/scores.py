"""The MT-RAIG Eval score report: one JSON file with the judge's settings, the summary and every example.

Layout (``format: "mt-raig-eval-report/2"``)::

    {"format", "judge": {...settings, model, mode, prompt ids...}, "usage": {...calls, tokens, cost...},
     "environment": {...package versions...}, "summary": {...see mt_raig.eval.summary...},
     "examples": [{"id", "type", "question", "prediction", "reference", "generation_status", "rows_dropped",
                   "faithfulness_status", "faithfulness", "faithfulness_t2", "n_claims", "n_claims_scored",
                   "claim_statuses", "claims": [{"index", "claim", "status", "score", "votes",
                                                 "probabilities", "score_t2", "evidence", "error"}],
                   "completeness_status", "completeness_precision", "completeness_recall", "completeness_f1",
                   "predicted_topics": [{"index", "topic", "matched"}], "gold_topics": [...],
                   "n_predicted_topics", "n_gold_topics", "n_matched_predicted", "n_matched_gold",
                   "dropped_match_indices", "errors"}]}

Each example keeps its claims (text, verdict, status, evidence) and its
predicted and gold topics with which were matched, so a reader (the HTML
report) can show why an item scored what it did. Scores are in [0, 1]; a score
is null exactly when its status is not scored (see :mod:`mt_raig.eval.judge`).
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path

from mt_raig.atomic import write_json
from mt_raig.errors import DataError

REPORT_FORMAT = "mt-raig-eval-report/2"
METRICS = ("faithfulness", "completeness_precision", "completeness_recall", "completeness_f1")
HEADLINE = "Avg."  # summary key of the paper's average: the mean of the question-type means (Tables 6 and 20)
ALL_ITEMS = "all_items"  # summary key of the mean over all scored items, reported beside it


@dataclass
class ClaimRecord:
    """One claim of an example: its text, status and verdict (``score`` only when judged)."""

    example_id: str
    index: int
    claim: str
    status: str
    score: float | None = None
    votes: list[float] | None = None
    probabilities: dict[str, float] | None = None
    score_t2: float | None = None
    evidence: dict | None = None
    error: str | None = None


@dataclass
class TopicRecord:
    """One topic of the predicted or gold insight; ``matched`` is None when matching did not succeed."""

    example_id: str
    side: str  # "predicted" or "gold"
    index: int
    topic: str
    matched: bool | None


@dataclass
class ExampleRecord:
    """The scores of one item, each beside the status that explains it, with its claims and topics."""

    id: str
    type: str
    faithfulness_status: str
    faithfulness: float | None = None
    faithfulness_t2: float | None = None
    n_claims: int = 0
    n_claims_scored: int = 0
    claim_statuses: dict[str, int] = field(default_factory=dict)
    claims: list[ClaimRecord] = field(default_factory=list)
    completeness_status: str = "skipped"
    completeness_precision: float | None = None
    completeness_recall: float | None = None
    completeness_f1: float | None = None
    n_predicted_topics: int = 0
    n_gold_topics: int = 0
    n_matched_predicted: int = 0
    n_matched_gold: int = 0
    predicted_topics: list[TopicRecord] = field(default_factory=list)
    gold_topics: list[TopicRecord] = field(default_factory=list)
    dropped_match_indices: dict[str, list[int]] | None = None
    question: str = ""
    prediction: str = ""
    reference: str = ""
    generation_status: str = "ok"
    rows_dropped: int = 0
    errors: list[str] = field(default_factory=list)

    def to_json(self) -> dict:
        d = asdict(self)
        for c in d["claims"]:
            del c["example_id"]
        for side in ("predicted_topics", "gold_topics"):
            for t in d[side]:
                del t["example_id"], t["side"]
        return d

    @classmethod
    def from_json(cls, d: dict) -> "ExampleRecord":
        d = dict(d)
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(d) - known)
        if unknown:
            raise DataError(f"example {d.get('id')!r}: unknown field {unknown[0]!r} in a score report")
        d["claims"] = [ClaimRecord(example_id=d["id"], **c) for c in d.get("claims", [])]
        for side, name in (("predicted", "predicted_topics"), ("gold", "gold_topics")):
            d[name] = [TopicRecord(example_id=d["id"], side=side, **t) for t in d.get(name, [])]
        return cls(**d)


@dataclass
class EvalReport:
    """Per-example records (claims and topics inside), the summary, and what produced them."""

    examples: list[ExampleRecord]
    summary: dict
    judge: dict
    usage: dict = field(default_factory=dict)
    environment: dict = field(default_factory=dict)

    @property
    def proxy(self) -> bool:
        """True for LLM-free proxy judges, whose scores are never comparable with LLM-judge scores."""
        return bool(self.judge.get("proxy", False))

    @property
    def claims(self) -> list[ClaimRecord]:
        """Every claim record of every example, in order."""
        return [c for e in self.examples for c in e.claims]

    @property
    def topics(self) -> list[TopicRecord]:
        """Every topic record (predicted, then gold, per example), in order."""
        return [t for e in self.examples for t in (*e.predicted_topics, *e.gold_topics)]

    def headline(self) -> dict[str, float | None]:
        """The paper's Avg. (mean of the question-type means) of each metric: the numbers to report."""
        return {m: self.summary[m][HEADLINE]["mean"] for m in METRICS}

    def table(self) -> str:
        """The paper-style score table (types, Avg., all items; x100), with failure counts beside it."""
        return format_score_table(self)

    def to_json(self) -> dict:
        return {"format": REPORT_FORMAT, "judge": self.judge, "usage": self.usage, "environment": self.environment,
                "summary": self.summary, "examples": [e.to_json() for e in self.examples]}

    @classmethod
    def from_json(cls, data: dict, source: str = "report") -> "EvalReport":
        if not isinstance(data, dict) or data.get("format") != REPORT_FORMAT:
            got = data.get("format") if isinstance(data, dict) else type(data).__name__
            raise DataError(f"{source}: not an MT-RAIG Eval report (format {got!r}, expected {REPORT_FORMAT!r})")
        try:
            return cls(examples=[ExampleRecord.from_json(r) for r in data["examples"]], summary=data["summary"],
                       judge=data["judge"], usage=data.get("usage", {}), environment=data.get("environment", {}))
        except (KeyError, TypeError) as e:
            raise DataError(f"{source}: malformed score report ({type(e).__name__}: {e})") from None

    def save(self, path: str | Path) -> Path:
        """Write the report as JSON (temp file, then moved into place)."""
        return write_json(Path(path), self.to_json())

    @classmethod
    def load(cls, path: str | Path) -> "EvalReport":
        path = Path(path)
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except json.JSONDecodeError as e:
            raise DataError(f"{path}: not JSON ({e})") from None
        except UnicodeDecodeError:
            raise DataError(f"{path}: not UTF-8 text") from None
        return cls.from_json(data, source=str(path))


def avg_label(headline_cell: dict) -> str:
    """``Avg.``, or ``Avg. (3 of 4 types)`` when question types are missing (never shown as comparable).

        >>> avg_label({"missing_types": ["C&R"], "types_counted": 3, "types_total": 4})
        'Avg. (3 of 4 types)'
    """
    if not headline_cell.get("missing_types"):
        return HEADLINE
    return f"{HEADLINE} ({headline_cell.get('types_counted', 0)} of {headline_cell.get('types_total', 4)} types)"


def _fmt(v: float | None) -> str:
    return "-" if v is None else f"{100 * v:.2f}"


def format_score_table(report: EvalReport | dict) -> str:
    """The paper-style table: rows = question types, ``Avg.``, ``All items``; columns = Faithfulness, Completeness P/R/F1.

    ``Avg.`` (the mean of the type means) is the paper's number; ``All items``
    is the mean over all scored items. Scores x100; a cell shows
    ``(scored/total)`` when some items were not scored. Titled "PROXY scores"
    when the judge is a proxy. Accepts an :class:`EvalReport` or its ``to_json()``.
    """
    summary, judge = (report.summary, report.judge) if isinstance(report, EvalReport) else (report["summary"], report["judge"])
    if judge.get("proxy"):
        title = f"PROXY scores ({judge.get('name', 'lexical')} judge; not comparable with LLM-judge scores)"
    else:
        bits = [judge.get("name", "judge"), judge.get("model"), judge.get("mode") and f"mode={judge['mode']}"]
        title = "MT-RAIG Eval scores (" + ", ".join(str(b) for b in bits if b) + ")"
    cols = ("Faithfulness", "Comp. P", "Comp. R", "Comp. F1")
    rows = []
    for t in [*summary["types"], HEADLINE, ALL_ITEMS]:
        cells = []
        for m in METRICS:
            c = summary[m][t]
            text = _fmt(c["mean"])
            if t != HEADLINE and c["n_not_scored"]:
                text += f" ({c['n_scored']}/{c['n_items']})"
            cells.append(text)
        rows.append(("All items" if t == ALL_ITEMS else avg_label(summary["faithfulness"][HEADLINE]) if t == HEADLINE else t, *cells))
    widths = [max(len(r[i]) for r in rows + [("Type", *cols)]) for i in range(5)]

    def line(r: tuple) -> str:
        return "  ".join(x.ljust(widths[0]) if i == 0 else x.rjust(widths[i]) for i, x in enumerate(r))

    out = [title, line(("Type", *cols)), "-" * (sum(widths) + 8), *(line(r) for r in rows)]
    out.append(f"Avg. = mean of the question-type means (the paper's Avg.; {len(summary['types'])} types here); All items = mean over all scored items")
    for m, label in (("faithfulness", "faithfulness"), ("completeness_f1", "completeness")):
        c, avg = summary[m][ALL_ITEMS], summary[m][HEADLINE]
        if avg["missing_types"]:
            what = "not given" if avg["mean"] is None else f"over {avg.get('types_counted', len(avg['types']))} of {avg.get('types_total', 4)} question types, not comparable with a 4-type Avg."
            out.append(f"{label}: Avg. {what}: no scored item of type {', '.join(avg['missing_types'])}")
        if c["n_system_failures"]:
            out.append(f"{label}: {c['n_system_failures']} system failures scored 0: " + ", ".join(f"{k} {v}" for k, v in c["system_failures"].items()))
        if c["n_not_scored"]:
            out.append(f"{label}: {c['n_not_scored']}/{c['n_items']} items not scored ({c['not_scored_rate']:.0%}): " + ", ".join(f"{k} {v}" for k, v in c["not_scored"].items()))
    if "faithfulness_t2" in summary:
        out.append(f"faithfulness at temperature 2.0 (logprob expectation, comparable with official): Avg. {_fmt(summary['faithfulness_t2'][HEADLINE]['mean'])}")
    return "\n".join(out)


def save_report(report: EvalReport, path: str | Path) -> Path:
    return report.save(path)


def load_report(path: str | Path) -> EvalReport:
    """Read a score report written by ``mt-raig evaluate --out`` or :meth:`EvalReport.save`."""
    return EvalReport.load(path)


__all__ = ["REPORT_FORMAT", "ClaimRecord", "TopicRecord", "ExampleRecord", "EvalReport", "save_report", "load_report", "avg_label", "format_score_table"]
