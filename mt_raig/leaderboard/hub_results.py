"""Results in the Hub's formats, and the task ids they share.

Three files, all derived from one scored result (:mod:`mt_raig.leaderboard.scoring`):

* the leaderboard-template results JSON for a results dataset:
  ``{"config": {"model_name", "model_sha", ...}, "results": {task: {metric: value}}}``;
* ``.eval_results/mt-raig.yaml`` for the model repo, built with ``huggingface_hub``'s
  ``EvalResultEntry`` (one entry per task id);
* the benchmark's ``eval.yaml``, listing every task id a board can report.

A task id encodes everything its number depends on: the setting, the metric,
and for MT-RAIG Eval the judge and its mode, e.g. ``open-faithfulness-gpt-4o-mini-official``
or ``open-recall-at-10``. Values are on the paper's 0-100 scale; the headline
MT-RAIG Eval value is the board's headline (:mod:`~mt_raig.leaderboard.board_scores`): the paper's Avg. (mean of
the question-type means) with every item that could not be judged counted as 0, so a judge failure can never
raise it; the coverage (items scored / total, count per status) travels with every value.

    >>> task_id("open", "faithfulness", "gpt-4o-mini", "official")
    'open-faithfulness-gpt-4o-mini-official'
    >>> task_id("open", "recall-at-10")
    'open-recall-at-10'
"""

from __future__ import annotations

import re
from pathlib import Path

from mt_raig.errors import DataError

EVAL_METRICS = ("faithfulness", "completeness_precision", "completeness_recall", "completeness_f1")
RETRIEVAL_METRICS = (("P", "precision"), ("R", "recall"), ("F1", "f1"))
SETTINGS = ("open", "closed")
TYPES = ("A&S", "C&R", "P&O", "T&P")


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9.]+", "-", text.lower()).strip("-")


def task_id(setting: str, metric: str, judge: str | None = None, mode: str | None = None) -> str:
    parts = [setting, metric.replace("_", "-")] + ([judge, mode] if judge else [])
    return "-".join(_slug(p) for p in parts)


def board_cell(result: dict, metric: str) -> dict:
    """The board's numbers of ``metric`` in a result (headline, scored_mean, coverage); a result scored before
    boards counted unjudged items is refused rather than ranked on its scored-only mean."""
    board = result.get("board")
    if not board or metric not in board:
        raise DataError("this result has no board scores (scored by an older mt-raig); rescore it with `mt-raig leaderboard process`")
    return board[metric]


def headline(result: dict, metric: str) -> float | None:
    """The value a board ranks for ``metric``: unjudged items count as 0 (see :func:`board_cell`)."""
    value = board_cell(result, metric)["headline"]
    return None if value is None else float(value)


def coverage(result: dict) -> dict[str, dict]:
    """Per metric: ``{"scored", "total", "statuses", "types", "all_types"}`` of a result."""
    return {m: {k: board_cell(result, m)[k] for k in ("scored", "total", "statuses", "types", "all_types")} for m in EVAL_METRICS}


def task_values(result: dict) -> dict[str, dict[str, float]]:
    """``{task_id: {metric_name: value}}`` on the 0-100 scale; metrics without a value are left out."""
    setting = result["submission"]["setting"]
    pinned = result["pinned"]
    from mt_raig.leaderboard.pinned import PinnedConfig

    cfg = PinnedConfig(**{k: v for k, v in pinned.items() if k != "hash"})
    out: dict[str, dict[str, float]] = {}
    from mt_raig.eval.summary import abbreviate

    for metric in EVAL_METRICS:
        cell = board_cell(result, metric)
        if cell["headline"] is None:
            continue
        values = {metric: round(100 * cell["headline"], 2), f"{metric}_scored_mean": None if cell["scored_mean"] is None else round(100 * cell["scored_mean"], 2)}
        for t, tv in cell["by_type"].items():
            values[f"{metric}_{abbreviate(t)}"] = round(100 * tv, 2)
        out[eval_task_id(result, metric, cfg)] = values
    retrieval = result.get("retrieval") or {}
    if setting == "open":
        for k in retrieval.get("ks", []):
            for short, name in RETRIEVAL_METRICS:
                value = retrieval["overall"].get(f"{short}@{k}")
                if value is not None:
                    out[task_id(scope(result), f"{name}-at-{k}")] = {f"{name}@{k}": round(float(value), 2)}
    return out


def scope(result: dict) -> str:
    """The setting part of a result's task ids: ``open`` / ``closed``, or ``open-subset-<hash>`` for a declared
    subset, so a subset's numbers are never published or ranked as the full benchmark's."""
    setting = result["submission"]["setting"]
    subset = result["submission"].get("subset")
    if subset:
        import hashlib

        return f"{setting}-subset-{hashlib.sha256(chr(10).join(sorted(subset)).encode()).hexdigest()[:8]}"
    return setting


def eval_task_id(result: dict, metric: str, cfg) -> str:
    """The task id of an MT-RAIG Eval value (see :func:`scope`)."""
    return task_id(scope(result), metric, cfg.judge_name(), cfg.mode())


def template_results(result: dict) -> dict:
    """The leaderboard-template JSON of one result (config + results)."""
    meta = result["submission"]
    return {
        "config": {
            "model_name": meta["model_id"],
            "model_sha": meta["model_revision"],
            "model_dtype": str(meta.get("generation", {}).get("dtype", "unknown")),
            "model_size_b": meta.get("model_size_b"),
            "retriever": meta["retriever"],
            "setting": meta["setting"],
            "k": meta.get("k"),
            "method": meta.get("method", "insight"),
            "judge": result["pinned"]["judge"],
            "judge_mode": result["pinned"].get("judge_options", {}).get("mode"),
            "pinned_hash": result["pinned"]["hash"],
            "main_board": result["main_board"],
            "publishable": result["publishable"],
        },
        "results": task_values(result),
        "coverage": coverage(result),
    }


def eval_result_entries(result: dict) -> list:
    """``huggingface_hub.EvalResultEntry`` records of one result (headline value per task id)."""
    from huggingface_hub import EvalResultEntry

    from mt_raig.leaderboard.board_scores import coverage_words

    pinned = result["pinned"]
    notes = f"judge {pinned['judge']} ({result['pinned'].get('judge_options', {}).get('mode', '')}), board config {pinned['hash']}"
    entries = []
    for tid, values in task_values(result).items():
        headline_name = next(iter(values))
        note = notes
        if headline_name in EVAL_METRICS:
            note += f"; {coverage_words(board_cell(result, headline_name))}; unjudged items count as 0"
        entries.append(EvalResultEntry(dataset_id=pinned["dataset_id"], task_id=tid, value=values[headline_name],
                                       dataset_revision=pinned.get("dataset_revision"), date=result.get("created"), notes=note))
    return entries


def write_result_files(result: dict, out_dir: str | Path, *, allow_unpublishable: bool = False) -> dict[str, Path]:
    """Write the three result files under ``out_dir``; an unpublishable result only with ``allow_unpublishable``.

    Returns ``{"result", "template", "eval_results"}`` paths. The folder name is
    derived from the model id (never from free text), so a submission cannot
    write outside ``out_dir``; it names the scope (:func:`scope`), so a declared subset's result never
    replaces the same model's full-benchmark result.
    """
    import yaml
    from huggingface_hub import eval_result_entries_to_yaml

    from mt_raig.atomic import write_json, write_text

    if not result["publishable"] and not allow_unpublishable:
        raise DataError("this result is not publishable (the lexical proxy judge, or a board marked publishable: false)")
    meta = result["submission"]
    name = _slug(meta["model_id"].replace("/", "__")) + f"-{scope(result)}-{result['pinned']['hash']}"
    folder = Path(out_dir) / name
    paths = {
        "result": write_json(folder / "result.json", result),
        "template": write_json(folder / "results_template.json", template_results(result)),
        "eval_results": write_text(folder / ".eval_results" / "mt-raig.yaml",
                                   yaml.safe_dump(eval_result_entries_to_yaml(eval_result_entries(result)), sort_keys=False)),
    }
    return paths


def eval_yaml(pinned_configs: list, *, name: str = "MT-RAIG Bench") -> dict:
    """The benchmark's ``eval.yaml`` (Hub benchmark registration): every task id the boards can report."""
    tasks = []
    for cfg in pinned_configs:
        if not cfg.publishable:
            continue
        for setting in SETTINGS:
            for metric in EVAL_METRICS:
                tasks.append({"id": task_id(setting, metric, cfg.judge_name(), cfg.mode()), "config": "benchmark", "split": "test",
                              "description": f"MT-RAIG Eval {metric.replace('_', ' ')} ({setting} domain), judge {cfg.judge} in {cfg.mode()} mode; "
                                             "the paper's Avg. over question types, 0-100"})
        for k in cfg.retrieval_ks:
            for _, metric in RETRIEVAL_METRICS:
                tid = task_id("open", f"{metric}-at-{k}")
                if all(t["id"] != tid for t in tasks):
                    tasks.append({"id": tid, "config": "qrels", "split": "test", "description": f"multi-table retrieval {metric}@{k}, 0-100"})
    return {"name": name, "description": "Retrieval-augmented insight generation over multiple tables (MT-RAIG).",
            "evaluation_framework": "mt-raig", "tasks": tasks}


__all__ = ["task_id", "scope", "eval_task_id", "task_values", "template_results", "eval_result_entries", "write_result_files", "eval_yaml",
           "headline", "board_cell", "coverage"]
