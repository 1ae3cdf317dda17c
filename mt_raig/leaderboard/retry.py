"""Rescoring only the items a board could not judge (``mt-raig leaderboard process --retry-unscored``).

An item the judge could not score (context overflow, an unparseable or empty reply, a budget cap, too few
samples, ...) counts 0 in a board's headline (:mod:`~mt_raig.leaderboard.board_scores`). Some of those failures
are the judge's transport, not the submission: a larger context window or more retries (transport settings, which
leave the board's hash unchanged) may score them. The queue keeps every request's item records
(:data:`ITEMS_FILE`, beside its copy of the submission; never in a result folder, which is published), so a retry judges only the unscored items again and merges them per metric: a faithfulness or
completeness value that was scored is never judged again or changed, whatever the judge would say now.

    >>> from types import SimpleNamespace as R
    >>> unjudged_ids(R(examples=[R(id="q1", faithfulness_status="ok", completeness_status="ok"),
    ...                          R(id="q2", faithfulness_status="ok", completeness_status="parse_failed"),
    ...                          R(id="q3", faithfulness_status="empty_prediction", completeness_status="empty_prediction")]))
    ['q2']
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from mt_raig.eval.judge import SYSTEM_FAILURES
from mt_raig.io.scores import EvalReport, ExampleRecord
from mt_raig.leaderboard.pinned import PinnedConfig
from mt_raig.leaderboard.submission import Submission

ITEMS_FILE = "eval_report.json"
FAITHFULNESS_FIELDS = ("faithfulness_status", "faithfulness", "faithfulness_t2", "n_claims", "n_claims_scored", "claim_statuses", "claims")
COMPLETENESS_FIELDS = ("completeness_status", "completeness_precision", "completeness_recall", "completeness_f1", "n_predicted_topics",
                       "n_gold_topics", "n_matched_predicted", "n_matched_gold", "predicted_topics", "gold_topics", "dropped_match_indices")


def is_scored(status: str) -> bool:
    """Judged (``ok``) or a system failure (scored 0): a value the board keeps."""
    return status == "ok" or status in SYSTEM_FAILURES


def unjudged_ids(report) -> list[str]:
    """Ids of the items with a metric the judge could not score, in report order."""
    return [e.id for e in report.examples if not (is_scored(e.faithfulness_status) and is_scored(e.completeness_status))]


def _merge_example(old: ExampleRecord, fresh: ExampleRecord) -> ExampleRecord:
    updates: dict = {}
    if not is_scored(old.faithfulness_status):
        updates.update({name: getattr(fresh, name) for name in FAITHFULNESS_FIELDS})
    if not is_scored(old.completeness_status):
        updates.update({name: getattr(fresh, name) for name in COMPLETENESS_FIELDS})
    updates["errors"] = [*old.errors, *(f"retry: {e}" for e in fresh.errors)]
    return replace(old, **updates)


def merge_reports(old: EvalReport, fresh: EvalReport) -> EvalReport:
    """``old`` with each unscored metric of an item replaced by ``fresh``'s (scored values kept as they were)."""
    from mt_raig.eval.summary import summarize

    by_id = {e.id: e for e in fresh.examples}
    examples = [_merge_example(e, by_id[e.id]) if e.id in by_id else e for e in old.examples]
    usage = {**old.usage, "rescores": [*old.usage.get("rescores", []), fresh.usage]}  # the usage of each rescore of unscored items
    return EvalReport(examples, summarize(examples), old.judge, usage, old.environment)


def rescore_unjudged(submission: Submission, benchmark, pinned: PinnedConfig, report: EvalReport, *,
                     cache: str | Path | None = None, progress: bool = True, judge=None) -> tuple[EvalReport, list[str]]:
    """``report`` with its unjudged items judged again by the pinned judge, and the ids that were retried."""
    from mt_raig.leaderboard.scoring import eval_items, judge_items

    ids = set(unjudged_ids(report))
    if not ids:
        return report, []
    items = [it for it in eval_items(submission, benchmark) if it.id in ids]
    fresh = judge_items(items, pinned, cache=cache, progress=progress, judge=judge)
    return merge_reports(report, fresh), [it.id for it in items]


__all__ = ["ITEMS_FILE", "is_scored", "unjudged_ids", "merge_reports", "rescore_unjudged"]
