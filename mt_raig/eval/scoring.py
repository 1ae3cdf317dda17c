"""Score predictions with MT-RAIG Eval: run the four judge steps over all items, then aggregate.

Faithfulness of an item = mean verdict over its judged claims (Eq. 2 of the
paper). Completeness: precision = matched predicted topics / predicted topics,
recall = matched gold topics / gold topics, F1 (Eq. 3). The rules:

- An item is scored only when every claim and topic step it needs succeeded.
  One claim whose verdict failed (parse, backend, budget, context window) makes
  the item ``incomplete`` (or ``budget_exhausted``): counted, never averaged.
  Claims the judge marks ``skipped`` (nothing checkable in them) are left out.
- Judge failures are statuses, never numbers, and are excluded from the means.
- System failures are the generator's and are scored as the definitions give:
  an empty or abstaining prediction, a reasoning model that never finished, an
  insight with no verifiable claim score 0 faithfulness; an empty predicted
  topic set gives R = 0 and F1 = 0 (and P = 0, the usual convention for 0/0).
  They are counted apart in the summary (:mod:`mt_raig.eval.summary`).

    >>> import mt_raig.eval as ev                                                    # doctest: +SKIP
    >>> report = ev.score(ev.items_from_predictions(bench, "preds.jsonl"), "lexical")  # doctest: +SKIP
    >>> print(ev.format_score_table(report)); report.headline()                      # doctest: +SKIP
"""

from __future__ import annotations

import time
from collections import Counter
from contextlib import nullcontext
from pathlib import Path
from typing import TYPE_CHECKING, Any, Sequence

from mt_raig.errors import DataError
from mt_raig.eval.judge import SYSTEM_FAILURES, EvalItem, Judge, prediction_status
from mt_raig.eval.summary import summarize
from mt_raig.io.scores import ClaimRecord, EvalReport, ExampleRecord, TopicRecord

if TYPE_CHECKING:
    from mt_raig.data import Benchmark
    from mt_raig.eval.config import EvalConfig


def score(items_or_predictions: Sequence[EvalItem] | Sequence[Any] | str | Path, judge: Judge | str | None = None, *,
          benchmark: "Benchmark | None" = None, out: str | Path | None = None, progress: bool | None = None,
          include_missing: bool | None = None, config: "EvalConfig | None" = None, workers: int | None = None,
          **judge_options: Any) -> EvalReport:
    """Score predictions with ``judge`` and return the :class:`~mt_raig.io.scores.EvalReport`.

    ``items_or_predictions``: :class:`EvalItem` records, or (with ``benchmark``)
    prediction records, dicts or a predictions file. ``judge``: a
    :class:`Judge`, or a spec (``"lexical"``, the default, or
    ``"llm:openai:gpt-4o-mini"``) loaded with ``judge_options`` (e.g.
    ``mode="logprob"``) and closed afterwards. ``config``: an
    :class:`~mt_raig.eval.config.EvalConfig` (the object ``mt-raig evaluate``
    and its YAML files build) supplying the judge, its options, ``limit``,
    ``include_missing``, ``progress`` and ``out``; explicit arguments win.
    ``out``: also save the report there. ``workers``: processes for the ``lexical`` judge (None: the CPUs available).
    """
    if config is not None:
        from mt_raig.eval.config import judge_options as config_judge_options

        judge = config.judge if judge is None else judge
        judge_options = {**config_judge_options(config), **judge_options} if isinstance(judge, str) else judge_options
        out = config.out if out is None else out
        progress = config.progress if progress is None else progress
        include_missing = config.include_missing if include_missing is None else include_missing
    judge = "lexical" if judge is None else judge
    progress = True if progress is None else progress
    items = _as_items(items_or_predictions, benchmark, bool(include_missing))
    if config is not None and config.limit is not None:
        items = items[: config.limit]
    if isinstance(judge, str):
        from mt_raig.eval.registry import load_judge

        from mt_raig.progress import progress_bars

        with progress_bars(progress):  # the judge's own call engine and model-loading bars too
            loaded = load_judge(judge, judge_options)
            try:
                report = run_judge(items, loaded, progress=progress, workers=workers)
            finally:
                loaded.close()
    else:
        if judge_options:
            raise TypeError(f"judge options {sorted(judge_options)} apply to a judge spec, not to a judge object")
        report = run_judge(items, judge, progress=progress, workers=workers)
    if out is not None:
        report.save(out)
    return report


def _as_items(source: Any, benchmark: "Benchmark | None", include_missing: bool) -> list[EvalItem]:
    if isinstance(source, (str, Path)) or (source and not isinstance(source[0], EvalItem)):
        if benchmark is None:
            raise DataError("scoring predictions needs the benchmark they answer (benchmark=...)")
        from mt_raig.eval.items import items_from_predictions

        return items_from_predictions(benchmark, source, include_missing=include_missing)
    return list(source)


def _check(name: str, results: Sequence, expected: int) -> None:
    if len(results) != expected:
        raise RuntimeError(f"judge step {name} returned {len(results)} results for {expected} inputs")


def _mean(values: Sequence[float]) -> float:
    return sum(values) / len(values)


def run_judge(items: Sequence[EvalItem], judge: Judge, progress: bool = True, workers: int | None = None) -> EvalReport:
    """The four steps batched over all items (each step once, so LLM backends batch), then the summary.

    ``workers``: processes for the ``lexical`` judge (None: the CPUs available; see
    :mod:`mt_raig.eval.lexical.batch`; the report is the same for any number); other judges ignore it.
    """
    dup = [i for i, c in Counter(it.id for it in items).items() if c > 1]
    if dup:
        raise DataError(f"duplicate item ids: {', '.join(dup[:5])}")
    t0 = time.perf_counter()
    records = {it.id: ExampleRecord(id=it.id, type=it.type, faithfulness_status="skipped", question=it.question, prediction=it.prediction,
                                    reference=it.reference, generation_status=it.generation_status, rows_dropped=it.rows_dropped) for it in items}
    live = []
    for it in items:
        status, r = prediction_status(it), records[it.id]
        if status == "ok":
            live.append(it)
            continue
        r.faithfulness_status = r.completeness_status = status
        if status in SYSTEM_FAILURES:
            r.faithfulness = r.completeness_precision = r.completeness_recall = r.completeness_f1 = 0.0
        if it.generation_status != "ok":
            r.errors.append(f"generation status: {it.generation_status}")
    bar = _bar(4, progress)
    with _spread(judge, workers, progress) as steps:
        _faithfulness(live, steps, records, bar)
        _completeness(live, steps, records, bar)
    bar.close()
    examples = [records[it.id] for it in items]
    summary = summarize(examples)
    summary["wall_time_s"] = round(time.perf_counter() - t0, 3)
    return EvalReport(examples, summary, judge.info(), judge.usage(), environment())


def _spread(judge: Judge, workers: int | None, progress: bool):
    """The lexical judge spread over worker processes for the run (a plain one only); any other judge as it is."""
    if getattr(judge, "name", None) != "lexical":
        return nullcontext(judge)
    from mt_raig.eval.lexical.batch import in_parallel

    return in_parallel(judge, workers, progress)


def _faithfulness(live: Sequence[EvalItem], judge: Judge, records: dict[str, ExampleRecord], bar) -> None:
    """Decompose (schemas + insight), then verify (tables + claim); an item is scored only if every claim was judged."""
    claims = judge.decompose_claims(live) if live else []
    _check("decompose_claims", claims, len(live))
    bar.update(1)
    to_verify = []
    for it, c in zip(live, claims):
        r = records[it.id]
        if c.status == "ok" and c.claims:
            to_verify.append((it, list(c.claims)))
            continue
        r.faithfulness_status = "no_claims" if c.status in ("ok", "no_claims") else c.status
        if r.faithfulness_status == "no_claims":
            r.faithfulness = 0.0  # no verifiable claim: the system's failure
        if c.error:
            r.errors.append(f"decompose_claims: {c.error}")
    verdicts = judge.verify_claims([it for it, _ in to_verify], [c for _, c in to_verify]) if to_verify else []
    _check("verify_claims", verdicts, len(to_verify))
    bar.update(1)
    for (it, cl), vs in zip(to_verify, verdicts):
        if len(vs) != len(cl):
            raise RuntimeError(f"judge returned {len(vs)} verdicts for {len(cl)} claims of item {it.id!r}")
        r = records[it.id]
        r.n_claims = len(cl)
        for k, v in enumerate(vs):
            if v.status == "ok" and (v.score is None or not 0.0 <= v.score <= 1.0):
                raise RuntimeError(f"judge returned score {v.score!r} with status ok for claim {k} of item {it.id!r}")
            r.claims.append(ClaimRecord(it.id, k, v.claim, v.status, v.score if v.status == "ok" else None, v.votes,
                                        v.probabilities, v.score_t2, v.evidence, v.error))
        r.claim_statuses = dict(Counter(v.status for v in vs))
        judged = [v for v in vs if v.status == "ok"]
        failed = [v for v in vs if v.status not in ("ok", "skipped")]
        r.n_claims_scored = len(judged)
        if failed:
            statuses = Counter(v.status for v in failed)
            if "budget_exhausted" in statuses:
                r.faithfulness_status = "budget_exhausted"
            elif len(failed) < len(vs) or len(statuses) > 1:
                r.faithfulness_status = "incomplete"
            else:
                r.faithfulness_status = failed[0].status
            r.errors.extend([f"verify_claims: claim {k}: {v.error}" for k, v in enumerate(vs) if v.status not in ("ok", "skipped") and v.error][:3])
        elif not judged:
            r.faithfulness_status, r.faithfulness = "no_claims", 0.0  # every claim uncheckable: no verifiable claim
        else:
            r.faithfulness_status = "ok"
            r.faithfulness = _mean([v.score for v in judged])
            if all(v.score_t2 is not None for v in judged):
                r.faithfulness_t2 = _mean([v.score_t2 for v in judged])


def _completeness(live: Sequence[EvalItem], judge: Judge, records: dict[str, ExampleRecord], bar) -> None:
    """Decompose predicted and gold insights (given the question) in one batch, then match the topic sets."""
    questions = [it.question for it in live]
    topics = judge.decompose_topics(questions + questions, [it.prediction for it in live] + [it.reference for it in live]) if live else []
    _check("decompose_topics", topics, 2 * len(live))
    bar.update(1)
    to_match = []
    for it, pt, gt in zip(live, topics[: len(live)], topics[len(live):]):
        r = records[it.id]
        r.predicted_topics = [TopicRecord(it.id, "predicted", k, t, None) for k, t in enumerate(pt.topics)]
        r.gold_topics = [TopicRecord(it.id, "gold", k, t, None) for k, t in enumerate(gt.topics)]
        r.n_predicted_topics, r.n_gold_topics = len(pt.topics), len(gt.topics)
        for side, t in (("predicted", pt), ("gold", gt)):
            if t.error:
                r.errors.append(f"decompose_topics ({side}): {t.error}")
        if pt.status in ("ok", "no_topics") and not pt.topics:
            r.completeness_status = "no_predicted_topics"  # R = 0/|A| whatever the gold topics are
            r.completeness_precision = r.completeness_recall = r.completeness_f1 = 0.0
        elif pt.status != "ok":
            r.completeness_status = pt.status
        elif gt.status != "ok" and gt.status != "no_topics":
            r.completeness_status = gt.status
        elif not gt.topics:
            r.completeness_status = "no_gold_topics"
        else:
            to_match.append((it, list(pt.topics), list(gt.topics)))
    matches = judge.match_topics([it.question for it, _, _ in to_match], [p for _, p, _ in to_match], [g for _, _, g in to_match]) if to_match else []
    _check("match_topics", matches, len(to_match))
    bar.update(1)
    for (it, pt, gt), m in zip(to_match, matches):
        r = records[it.id]
        if m.status != "ok":
            r.completeness_status = m.status
            if m.error:
                r.errors.append(f"match_topics: {m.error}")
            continue
        for side, idx, n in (("predicted", m.matched_predicted, len(pt)), ("gold", m.matched_gold, len(gt))):
            if len(set(idx)) != len(idx) or any(not 0 <= i < n for i in idx):
                raise RuntimeError(f"judge returned {side} match indices {idx} for {n} topics of item {it.id!r} (must be distinct, 0-based, in range)")
        mp, mg = set(m.matched_predicted), set(m.matched_gold)
        for t in r.predicted_topics:
            t.matched = t.index in mp
        for t in r.gold_topics:
            t.matched = t.index in mg
        r.completeness_status = "ok"
        r.dropped_match_indices = m.dropped or None
        r.n_matched_predicted, r.n_matched_gold = len(mp), len(mg)
        p, rc = len(mp) / len(pt), len(mg) / len(gt)
        r.completeness_precision, r.completeness_recall = p, rc
        r.completeness_f1 = 2 * p * rc / (p + rc) if p + rc > 0 else 0.0


def _bar(total: int, progress: bool):
    from tqdm.auto import tqdm

    return tqdm(total=total, desc="MT-RAIG Eval steps (of 4)", unit="step", disable=not progress)


def environment() -> dict:
    """Package versions and the platform: what a reader needs to reproduce a report."""
    from mt_raig.provenance import package_versions

    versions = package_versions(("mt-raig", "transformers", "torch", "sentence-transformers", "vllm", "openai"))
    return {"packages": versions, "python": versions.pop("python"), "created": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())}
