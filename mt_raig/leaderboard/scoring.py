"""Score a validated submission with the board's pinned judge: retrieval P/R/F1@k and MT-RAIG Eval.

The result is one self-describing JSON record (:data:`RESULT_FORMAT`): the
submission's metadata, the pinned configuration and its hash, the judge's own
description (model, mode, prompt versions), retrieval metrics, the MT-RAIG Eval
summary with its judge-failure and system-failure counts, the board's own
numbers (:mod:`~mt_raig.leaderboard.board_scores`: every item counted, an unjudged
one as 0, with the coverage), package versions, and whether it may be published. The judge cache makes a rerun after a kill
cost only the calls that had not finished.
"""

from __future__ import annotations

import time
from dataclasses import asdict
from pathlib import Path

from mt_raig.config import to_dict
from mt_raig.errors import DataError
from mt_raig.leaderboard.board_scores import board_scores
from mt_raig.leaderboard.hub_results import EVAL_METRICS
from mt_raig.leaderboard.pinned import PinnedConfig
from mt_raig.leaderboard.submission import Submission

RESULT_FORMAT = "mt-raig-leaderboard-result/1"


def retrieval_metrics(submission: Submission, benchmark, ks: list[int]) -> dict:
    """P/R/F1@k of ``retrieved_table_ids`` for every k the rankings are long enough for (others listed as skipped)."""
    from mt_raig.retrieval.metrics import evaluate_run

    examples = [e for e in benchmark.examples if e.id in submission.records and e.gold_table_ids]
    run = {qid: rec.retrieved_table_ids for qid, rec in submission.records.items()}
    if not examples:
        return {"ks": [], "skipped_ks": sorted(ks), "reason": "no question with a gold table set"}
    shortest = min(len(run[e.id]) for e in examples)
    usable = sorted(k for k in ks if k <= shortest)
    skipped = sorted(k for k in ks if k > shortest)
    if not usable:
        return {"ks": [], "skipped_ks": skipped, "reason": f"the shortest ranking has {shortest} tables"}
    metrics = evaluate_run(run, examples, usable)
    metrics["skipped_ks"] = skipped
    return metrics


def eval_items(submission: Submission, benchmark) -> list:
    """MT-RAIG Eval items: each insight judged against the tables its generator used."""
    from mt_raig.eval.judge import EvalItem

    items = []
    for ex in benchmark.examples:
        rec = submission.records.get(ex.id)
        if rec is None:
            continue
        tables = tuple(benchmark.tables[t] for t in rec.tables_used)
        items.append(EvalItem(ex.id, ex.question, ex.type, rec.insight, ex.insight, tables))
    return items


def _load_judge(pinned: PinnedConfig, cache: str | Path | None):
    from mt_raig.eval.registry import load_judge

    options = dict(pinned.judge_options)
    if cache is not None and pinned.judge != "lexical":
        options["cache"] = str(cache)
    return load_judge(pinned.judge, options)


def _check_prompts(judge_info: dict, pinned: PinnedConfig) -> None:
    versions = judge_info.get("prompts", {})
    differing = {k: (v, versions.get(k)) for k, v in pinned.prompt_versions.items() if versions.get(k) != v}
    if differing:
        name, (want, got) = next(iter(differing.items()))
        raise DataError(f"the judge's prompt {name!r} is version {got!r}, the board pins {want!r}")


def judge_items(items: list, pinned: PinnedConfig, *, cache, progress: bool, judge):
    """Run MT-RAIG Eval on ``items`` with ``judge`` or, by default, the pinned judge (loaded and closed here)."""
    from mt_raig.eval.scoring import score
    from mt_raig.progress import progress_bars

    with progress_bars(progress):  # the judge's call-engine bars too
        owned = judge is None
        judge = _load_judge(pinned, cache) if owned else judge
        try:
            report = score(items, judge, progress=progress)
        finally:
            if owned:
                judge.close()
    _check_prompts(report.judge, pinned)
    return report


def _check_submission(submission: Submission, pinned: PinnedConfig) -> None:
    if not submission.report.ok:
        raise DataError(f"{submission.folder}: the submission is invalid ({submission.report.errors[0]}); run `mt-raig submit validate` first")
    if submission.meta.setting == "open" and (submission.meta.k or 0) > pinned.max_k:
        raise DataError(f"{submission.folder}: k={submission.meta.k} is larger than the board's max_k={pinned.max_k}")


def judge_submission(submission: Submission, benchmark, pinned: PinnedConfig, *, cache: str | Path | None = None,
                     progress: bool = True, judge=None):
    """The MT-RAIG Eval report (every item's record) of ``submission`` under the board's pinned judge."""
    _check_submission(submission, pinned)
    return judge_items(eval_items(submission, benchmark), pinned, cache=cache, progress=progress, judge=judge)


def result_record(submission: Submission, benchmark, pinned: PinnedConfig, report, *, retries: list | None = None) -> dict:
    """The board's result record of a judged submission (see the module docstring)."""
    from mt_raig.provenance import package_versions

    result = {
        "format": RESULT_FORMAT,
        "submission": asdict(submission.meta),
        "main_board": submission.report.main_board,
        "validation": submission.report.counts,
        "pinned": {**to_dict(pinned), "hash": pinned.hash()},
        "publishable": bool(pinned.publishable and not report.proxy),
        "judge": report.judge,
        "retrieval": retrieval_metrics(submission, benchmark, pinned.retrieval_ks),
        "eval": report.summary,
        "board": board_scores(report.examples, EVAL_METRICS),
        "usage": report.usage,
        "benchmark": {"name": benchmark.name, "n_questions": len(benchmark.examples)},
        "packages": package_versions(("mt-raig", "transformers", "torch", "vllm", "openai")),
        "created": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
    }
    if retries:
        result["retries"] = retries
    return result


def score_submission(submission: Submission, benchmark, pinned: PinnedConfig, *, cache: str | Path | None = None,
                     progress: bool = True, judge=None) -> dict:
    """The board's result record for ``submission`` (see the module docstring).

    ``judge`` (a loaded judge) is for tests and callers that already hold one;
    by default the pinned judge is loaded, with ``cache`` as its call cache.
    """
    report = judge_submission(submission, benchmark, pinned, cache=cache, progress=progress, judge=judge)
    return result_record(submission, benchmark, pinned, report)


__all__ = ["RESULT_FORMAT", "score_submission", "judge_submission", "judge_items", "result_record", "retrieval_metrics", "eval_items"]
