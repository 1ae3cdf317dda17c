"""``mt-raig evaluate``: score a predictions file with MT-RAIG Eval (faithfulness, completeness P/R/F1).

    mt-raig evaluate --predictions preds.jsonl --judge lexical --out scores.json
    mt-raig evaluate --predictions preds.jsonl --judge llm:openai:gpt-4o-mini --mode logprob --cache judge.sqlite --dry-run
    mt-raig evaluate --config configs/judge/gpt-4o-mini-official.yaml --data RELEASE --predictions preds.jsonl --out scores.json

Writes the score report (every example with its claims and topics, the
summary, the judge's settings) to ``--out`` and prints the paper-style table,
whose ``Avg.`` row is the paper's number. Settings: defaults < ``--config``
YAML < flags. Exit status: 0 when items were scored, 1 when no item could be
scored (every one failed or was skipped), 2 for a usage or input error.
"""

from __future__ import annotations

import argparse
import json
import sys
import warnings

from mt_raig.config import add_config_command, config_from_args
from mt_raig.errors import ConfigError
from mt_raig.eval.config import EvalConfig, judge_options

NOTHING_SCORED = 1


def add_parser(subparsers) -> None:
    add_config_command(subparsers, "evaluate", EvalConfig, run, help="score predictions with MT-RAIG Eval (LLM judge or the lexical proxy)", description=__doc__)


def run(args: argparse.Namespace) -> int:
    return evaluate_command(config_from_args(EvalConfig, args))


def evaluate_command(cfg: EvalConfig) -> int:
    """Run ``mt-raig evaluate`` with ``cfg``; the exit status (see the module docstring)."""
    from mt_raig.io.benchmark import load_benchmark
    from mt_raig.eval.items import items_from_predictions
    from mt_raig.eval.registry import load_judge
    from mt_raig.eval.scoring import run_judge
    from mt_raig.eval.estimate import estimate_calls
    from mt_raig.eval.summary import format_score_table
    from mt_raig.io.files import check_output_paths
    from mt_raig.io.scores import ALL_ITEMS, METRICS

    if not cfg.predictions:
        raise ConfigError("--predictions is required (the JSONL written by mt-raig generate)")
    if not cfg.out and not cfg.dry_run:
        raise ConfigError("--out is required (where the score report goes)")
    options = judge_options(cfg)
    if not cfg.dry_run:
        check_output_paths({"--out": cfg.out, "--cache": cfg.cache}, {"--predictions": cfg.predictions, "--data": cfg.data})
    benchmark = load_benchmark(cfg.data)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        items = items_from_predictions(benchmark, cfg.predictions, include_missing=cfg.include_missing)
    for w in caught:
        print(f"mt-raig: warning: {w.message}", file=sys.stderr)
    if cfg.limit is not None:
        items = items[: cfg.limit]
    if not items:
        raise ConfigError(f"{cfg.predictions}: no predictions to score")
    judge = load_judge(cfg.judge, options)
    try:
        if cfg.dry_run:
            print(json.dumps(estimate_calls(judge, items), indent=1))
            return 0
        report = run_judge(items, judge, progress=cfg.progress)
        report.summary["predictions"] = str(cfg.predictions)
        report.summary["data"] = benchmark.name
        report.save(cfg.out)
    finally:
        judge.close()
    print(format_score_table(report))
    usage = report.usage
    if usage:
        print(f"judge calls: {usage.get('calls', 0)} (cache hits {usage.get('cache_hits', 0)}, failed {usage.get('failed_calls', 0)}, "
              f"budget-exhausted {usage.get('budget_exhausted_calls', 0)}, context-overflow {usage.get('context_overflow_calls', 0)}), "
              f"tokens: {usage.get('prompt_tokens', 0)} prompt + {usage.get('completion_tokens', 0)} generated"
              + (f", cost ${usage['cost_usd']:.4f}" if usage.get("cost_usd") is not None else ""))
    print(f"wrote {cfg.out}", file=sys.stderr)
    if all(report.summary[m][ALL_ITEMS]["n_scored"] == 0 for m in METRICS):
        print("mt-raig: error: no item could be scored (see the statuses above)", file=sys.stderr)
        return NOTHING_SCORED
    return 0
