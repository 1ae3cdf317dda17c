"""Run the four MT-RAIG Eval steps over many items and aggregate, with every failure counted.

Faithfulness of an item = mean verdict over its *scored* claims (Eq. 2 of the
paper). Completeness: precision = matched predicted topics / predicted topics,
recall = matched gold topics / gold topics, F1 (Eq. 3). An item that cannot be
scored (no claims, a parse or backend failure, a failed generation, the budget
ran out) keeps its status and no number; averages are over scored items and the
failure counts and rates are reported beside them. Nothing is ever silently a
0 or a NaN.

Scores are stored in [0, 1]; :func:`format_score_table` prints them x100 as the paper does.

Example::

    >>> from mt_raig.eval import load_judge, evaluate          # doctest: +SKIP
    >>> report = evaluate(items, load_judge("lexical"))          # doctest: +SKIP
    >>> print(format_score_table(report))                        # doctest: +SKIP
"""

from __future__ import annotations

import json
import time
from collections import Counter
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Sequence

from mt_raig.atomic import write_json
from mt_raig.data import QUESTION_TYPES, TYPE_ABBREVIATIONS
from mt_raig.eval.judge import Claims, EvalItem, Judge, Match, Topics, Verdict

REPORT_FORMAT = "mt-raig-eval-report/1"
METRICS = ("faithfulness", "completeness_precision", "completeness_recall", "completeness_f1")
TYPE_ABBREV = {full: abbr for abbr, full in TYPE_ABBREVIATIONS.items()}
TYPE_ORDER = tuple(TYPE_ABBREV[t] for t in QUESTION_TYPES)
AVG = "Avg"


@dataclass
class ExampleRecord:
    """The scores of one item, each beside the status that explains a missing one."""

    id: str
    type: str
    faithfulness_status: str
    faithfulness: float | None = None
    n_claims: int = 0
    n_claims_scored: int = 0
    claim_statuses: dict[str, int] = field(default_factory=dict)
    completeness_status: str = "skipped"
    completeness_precision: float | None = None
    completeness_recall: float | None = None
    completeness_f1: float | None = None
    n_predicted_topics: int = 0
    n_gold_topics: int = 0
    n_matched_predicted: int = 0
    n_matched_gold: int = 0
    dropped_match_indices: dict[str, list[int]] | None = None
    errors: list[str] = field(default_factory=list)


@dataclass
class ClaimRecord:
    example_id: str
    index: int
    claim: str
    status: str
    score: float | None = None
    votes: list[int] | None = None
    probabilities: dict[str, float] | None = None
    evidence: dict | None = None
    error: str | None = None


@dataclass
class TopicRecord:
    example_id: str
    side: str  # "predicted" or "gold"
    index: int
    topic: str
    matched: bool | None  # None when the match step did not succeed


@dataclass
class EvalReport:
    """Per-example, per-claim and per-topic records, the summary and the judge's settings."""

    examples: list[ExampleRecord]
    claims: list[ClaimRecord]
    topics: list[TopicRecord]
    summary: dict
    judge: dict
    usage: dict = field(default_factory=dict)
    environment: dict = field(default_factory=dict)

    @property
    def proxy(self) -> bool:
        return bool(self.judge.get("proxy", False))

    def to_json(self) -> dict:
        return {
            "format": REPORT_FORMAT,
            "judge": self.judge,
            "usage": self.usage,
            "environment": self.environment,
            "summary": self.summary,
            "examples": [asdict(r) for r in self.examples],
            "claims": [asdict(r) for r in self.claims],
            "topics": [asdict(r) for r in self.topics],
        }

    @classmethod
    def from_json(cls, data: dict) -> "EvalReport":
        if data.get("format") != REPORT_FORMAT:
            raise ValueError(f"not an MT-RAIG Eval report (format {data.get('format')!r}, expected {REPORT_FORMAT!r})")
        return cls(
            examples=[ExampleRecord(**r) for r in data["examples"]],
            claims=[ClaimRecord(**r) for r in data["claims"]],
            topics=[TopicRecord(**r) for r in data["topics"]],
            summary=data["summary"],
            judge=data["judge"],
            usage=data.get("usage", {}),
            environment=data.get("environment", {}),
        )

    def save(self, path: str | Path) -> Path:
        """Write the report as JSON (temp file, then moved into place)."""
        path = Path(path)
        write_json(path, self.to_json())
        return path

    @classmethod
    def load(cls, path: str | Path) -> "EvalReport":
        return cls.from_json(json.loads(Path(path).read_text(encoding="utf-8")))


def _check_steps(name: str, results: Sequence, expected: int) -> None:
    if len(results) != expected:
        raise RuntimeError(f"judge step {name} returned {len(results)} results for {expected} inputs")


def _abbrev(qtype: str) -> str:
    return TYPE_ABBREV.get(qtype, qtype or "unknown")


def evaluate(items: Sequence[EvalItem], judge: Judge, progress: bool = True) -> EvalReport:
    """Score ``items`` with ``judge``: the four steps batched over all items, then aggregated.

    Items whose ``generation_status`` is not ``ok`` are not sent to the judge;
    they are recorded with status ``generation_failed``.
    """
    ids = [it.id for it in items]
    dup = [i for i, c in Counter(ids).items() if c > 1]
    if dup:
        raise ValueError(f"duplicate item ids: {', '.join(dup[:5])}")
    t0 = time.perf_counter()
    records = {it.id: ExampleRecord(id=it.id, type=it.type, faithfulness_status="skipped") for it in items}
    claim_records: list[ClaimRecord] = []
    topic_records: list[TopicRecord] = []
    live = [it for it in items if it.generation_status == "ok"]
    for it in items:
        if it.generation_status != "ok":
            r = records[it.id]
            r.faithfulness_status = r.completeness_status = "generation_failed"
            r.errors.append(f"generation status: {it.generation_status}")

    # Faithfulness: decompose (schemas + insight), then verify (full tables + claim).
    step_bar = _bar(4, progress)
    claims: list[Claims] = judge.decompose_claims(live) if live else []
    _check_steps("decompose_claims", claims, len(live))
    step_bar.update(1)
    to_verify: list[tuple[EvalItem, list[str]]] = []
    for it, c in zip(live, claims):
        r = records[it.id]
        if c.status != "ok":
            r.faithfulness_status = c.status
            if c.error:
                r.errors.append(f"decompose_claims: {c.error}")
        elif not c.claims:
            r.faithfulness_status = "no_claims"
        else:
            to_verify.append((it, list(c.claims)))
    verdicts: list[list[Verdict]] = judge.verify_claims([it for it, _ in to_verify], [c for _, c in to_verify]) if to_verify else []
    _check_steps("verify_claims", verdicts, len(to_verify))
    step_bar.update(1)
    for (it, cl), vs in zip(to_verify, verdicts):
        if len(vs) != len(cl):
            raise RuntimeError(f"judge returned {len(vs)} verdicts for {len(cl)} claims of item {it.id!r}")
        r = records[it.id]
        r.n_claims = len(cl)
        for k, v in enumerate(vs):
            if v.status == "ok" and (v.score is None or not 0.0 <= v.score <= 1.0):
                raise RuntimeError(f"judge returned score {v.score!r} with status ok for claim {k} of item {it.id!r}")
            claim_records.append(ClaimRecord(it.id, k, v.claim, v.status, v.score if v.status == "ok" else None, v.votes, v.probabilities, v.evidence, v.error))
        statuses = Counter(v.status for v in vs)
        r.claim_statuses = dict(statuses)
        scored = [v.score for v in vs if v.status == "ok"]
        r.n_claims_scored = len(scored)
        if scored:
            r.faithfulness_status = "ok"
            r.faithfulness = sum(scored) / len(scored)
        else:
            r.faithfulness_status = statuses.most_common(1)[0][0]
            r.errors.extend(f"verify_claims: {v.error}" for v in vs[:3] if v.error)

    # Completeness: decompose predicted and gold insights (given the question) in one batch, then match.
    questions = [it.question for it in live]
    topics: list[Topics] = judge.decompose_topics(questions + questions, [it.prediction for it in live] + [it.reference for it in live]) if live else []
    _check_steps("decompose_topics", topics, 2 * len(live))
    step_bar.update(1)
    predicted_topics, gold_topics = topics[: len(live)], topics[len(live):]
    to_match: list[tuple[EvalItem, list[str], list[str]]] = []
    for it, pt, gt in zip(live, predicted_topics, gold_topics):
        r = records[it.id]
        r.n_predicted_topics, r.n_gold_topics = len(pt.topics), len(gt.topics)
        bad = [(side, t) for side, t in (("predicted", pt), ("gold", gt)) if t.status != "ok"]
        if bad:
            r.completeness_status = bad[0][1].status
            r.errors.extend(f"decompose_topics ({side}): {t.error}" for side, t in bad if t.error)
        elif not pt.topics or not gt.topics:
            r.completeness_status = "no_topics"
            r.errors.append("no topics in the " + " and ".join(s for s, t in (("predicted", pt), ("gold", gt)) if not t.topics) + " insight")
        else:
            to_match.append((it, list(pt.topics), list(gt.topics)))
        if pt.status == "ok" and gt.status == "ok" and not (pt.topics and gt.topics):
            topic_records.extend(TopicRecord(it.id, "predicted", k, t, None) for k, t in enumerate(pt.topics))
            topic_records.extend(TopicRecord(it.id, "gold", k, t, None) for k, t in enumerate(gt.topics))
    matches: list[Match] = judge.match_topics([it.question for it, _, _ in to_match], [p for _, p, _ in to_match], [g for _, _, g in to_match]) if to_match else []
    _check_steps("match_topics", matches, len(to_match))
    step_bar.update(1)
    step_bar.close()
    for (it, pt, gt), m in zip(to_match, matches):
        r = records[it.id]
        ok = m.status == "ok"
        if ok:
            for side, idx, n in (("predicted", m.matched_predicted, len(pt)), ("gold", m.matched_gold, len(gt))):
                if len(set(idx)) != len(idx) or any(not 0 <= i < n for i in idx):
                    raise RuntimeError(f"judge returned {side} match indices {idx} for {n} topics of item {it.id!r} (must be distinct, 0-based, in range)")
        mp, mg = set(m.matched_predicted), set(m.matched_gold)
        topic_records.extend(TopicRecord(it.id, "predicted", k, t, (k in mp) if ok else None) for k, t in enumerate(pt))
        topic_records.extend(TopicRecord(it.id, "gold", k, t, (k in mg) if ok else None) for k, t in enumerate(gt))
        if not ok:
            r.completeness_status = m.status
            if m.error:
                r.errors.append(f"match_topics: {m.error}")
            continue
        r.completeness_status = "ok"
        r.dropped_match_indices = m.dropped or None
        r.n_matched_predicted, r.n_matched_gold = len(mp), len(mg)
        p, rc = len(mp) / len(pt), len(mg) / len(gt)
        r.completeness_precision, r.completeness_recall = p, rc
        r.completeness_f1 = 2 * p * rc / (p + rc) if p + rc > 0 else 0.0

    examples = [records[i] for i in ids]
    usage = judge.usage()
    summary = summarize(examples, claim_records)
    summary["wall_time_s"] = round(time.perf_counter() - t0, 3)
    return EvalReport(examples, claim_records, topic_records, summary, judge.info(), usage, environment())


def _bar(total: int, progress: bool):
    from tqdm.auto import tqdm

    return tqdm(total=total, desc="MT-RAIG Eval steps", unit="step", disable=not progress)


def _metric_cell(values: list[float | None], statuses: list[str]) -> dict:
    scored = [v for v, s in zip(values, statuses) if s == "ok" and v is not None]
    n = len(statuses)
    failed = Counter(s for s in statuses if s != "ok")
    return {
        "mean": sum(scored) / len(scored) if scored else None,
        "n_items": n,
        "n_scored": len(scored),
        "n_failed": n - len(scored),
        "failure_rate": (n - len(scored)) / n if n else None,
        "failures": dict(sorted(failed.items())),
    }


def summarize(examples: Sequence[ExampleRecord], claims: Sequence[ClaimRecord] = ()) -> dict:
    """Per question type (A&S, C&R, P&O, T&P) and ``Avg`` (over all items; ``Macro`` over types) for each metric.

    Each cell: ``mean`` over scored items (None when none scored), ``n_items``,
    ``n_scored``, ``n_failed``, ``failure_rate`` and the failure statuses counted.
    """
    groups: dict[str, list[ExampleRecord]] = {}
    for r in examples:
        groups.setdefault(_abbrev(r.type), []).append(r)
    order = [t for t in TYPE_ORDER if t in groups] + sorted(t for t in groups if t not in TYPE_ORDER)
    out: dict = {"n_items": len(examples), "types": order}
    for metric in METRICS:
        status_of = "faithfulness_status" if metric == "faithfulness" else "completeness_status"
        cells = {}
        for t in order:
            rs = groups[t]
            cells[t] = _metric_cell([getattr(r, metric) for r in rs], [getattr(r, status_of) for r in rs])
        cells[AVG] = _metric_cell([getattr(r, metric) for r in examples], [getattr(r, status_of) for r in examples])
        means = [cells[t]["mean"] for t in order if cells[t]["mean"] is not None]
        cells["Macro"] = {"mean": sum(means) / len(means) if means else None, "n_types": len(means)}
        out[metric] = cells
    out["claims"] = {"n": len(claims), "statuses": dict(Counter(c.status for c in claims))}
    return out


def environment() -> dict:
    """Package versions and the platform: what a reader needs to reproduce a report."""
    from mt_raig.provenance import package_versions

    versions = package_versions(("mt-raig", "transformers", "torch", "sentence-transformers", "vllm", "openai"))
    return {"packages": versions, "python": versions.pop("python"), "created": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())}


def _fmt(v: float | None) -> str:
    return "-" if v is None else f"{100 * v:.2f}"


def format_score_table(report: EvalReport | dict) -> str:
    """The paper-style table: rows = question types, ``Avg.``, ``All``; columns = Faithfulness, Completeness P/R/F1.

    ``Avg.`` is the mean of the per-type means, as the paper's Tables 6 and 20
    report it (e.g. o3-mini completeness F1 60.20 = mean of 62.84, 58.78, 59.77,
    59.42); ``All`` is the mean over all scored items. Scores x100; a cell's
    scored/total count is shown when some items failed.
    Accepts an :class:`EvalReport` or its ``to_json()`` dict. Titled
    "PROXY scores (lexical judge)" when the judge is a proxy.
    """
    if isinstance(report, EvalReport):
        summary, judge = report.summary, report.judge
    else:
        summary, judge = report["summary"], report["judge"]
    if judge.get("proxy"):
        title = f"PROXY scores ({judge.get('name', 'lexical')} judge; not comparable with LLM-judge scores)"
    else:
        bits = [judge.get("name", "judge"), judge.get("model"), judge.get("mode") and f"mode={judge['mode']}"]
        title = "MT-RAIG Eval scores (" + ", ".join(str(b) for b in bits if b) + ")"
    cols = ("Faithfulness", "Comp. P", "Comp. R", "Comp. F1")
    rows = []
    for t in list(summary["types"]) + ["Avg.", AVG]:
        cells = []
        for m in METRICS:
            if t == "Avg.":
                cells.append(_fmt(summary[m]["Macro"]["mean"]))
                continue
            c = summary[m][t]
            text = _fmt(c["mean"])
            if c["n_failed"]:
                text += f" ({c['n_scored']}/{c['n_items']})"
            cells.append(text)
        rows.append(("All" if t == AVG else t, *cells))
    widths = [max(len(r[i]) for r in rows + [("Type", *cols)]) for i in range(5)]
    line = lambda r: "  ".join(x.ljust(widths[0]) if i == 0 else x.rjust(widths[i]) for i, x in enumerate(r))  # noqa: E731
    out = [title, line(("Type", *cols)), "-" * (sum(widths) + 8)]
    out.extend(line(r) for r in rows)
    fails = []
    for m, label in (("faithfulness", "faithfulness"), ("completeness_f1", "completeness")):
        c = summary[m][AVG]
        if c["n_failed"]:
            fails.append(f"{label}: {c['n_failed']}/{c['n_items']} items not scored ({c['failure_rate']:.0%}): " + ", ".join(f"{k} {v}" for k, v in c["failures"].items()))
    out.append("Avg. = mean of the type means (the paper's Avg.); All = mean over all scored items")
    if fails:
        out.append("(scored/total) where items failed; " + "; ".join(fails))
    return "\n".join(out)
