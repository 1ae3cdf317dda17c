"""``mt-raig evaluate``: score a predictions file with MT-RAIG Eval (faithfulness, completeness P/R/F1).

    mt-raig evaluate --predictions preds.jsonl --judge lexical --out scores.json
    mt-raig evaluate --predictions preds.jsonl --judge llm:openai:gpt-4o-mini --mode logprob --cache judge.sqlite --dry-run
    mt-raig evaluate --predictions preds.jsonl --judge llm:transformers:/models/gemma.gguf --mode greedy --max-calls 200

Writes per-example, per-claim and per-topic records and the summary to
``--out`` and prints the paper-style table. Settings: defaults < ``--config``
YAML < flags; an unknown YAML key is an error naming it.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import yaml

from mt_raig.settings import key_value, read_yaml_mapping

# Settings and their defaults (YAML keys are these names).
DEFAULTS: dict = {
    "data": None,
    "predictions": None,
    "judge": "lexical",
    "out": None,
    "mode": None,  # llm judges: official (default) | logprob | greedy
    "batched": None,
    "evidence": None,
    "cache": None,
    "max_calls": None,
    "max_cost": None,
    "max_retries": None,
    "batch_size": None,
    "max_new_tokens": None,
    "backend_option": None,
    "chat": None,
    "constrain_verdicts": None,
    "judge_option": None,
    "limit": None,
    "include_missing": False,
    "dry_run": False,
    "progress": True,
}
LLM_ONLY = ("mode", "batched", "evidence", "cache", "max_calls", "max_cost", "max_retries", "batch_size", "max_new_tokens", "backend_option", "chat", "constrain_verdicts")


def add_parser(subparsers) -> None:
    s = argparse.SUPPRESS
    p = subparsers.add_parser(
        "evaluate",
        help="score predictions with MT-RAIG Eval (LLM judge or the lexical proxy)",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
        argument_default=s,
    )
    p.add_argument("--config", help="YAML file of settings; flags override it")
    p.add_argument("--data", help="benchmark source: release folder, Hub folder or repo id (default: the bundled sample)")
    p.add_argument("--predictions", help="predictions JSONL written by mt-raig generate")
    p.add_argument("--judge", help="lexical (offline proxy, default) or llm:<LLM spec>, e.g. llm:openai:gpt-4o-mini, llm:vllm:MODEL, llm:transformers:PATH")
    p.add_argument("--out", help="scores JSON (records + summary)")
    p.add_argument("--mode", choices=["official", "logprob", "greedy"], help="claim verification: official (n=20, T=2.0; default), logprob, greedy")
    p.add_argument("--batched", action="store_true", help="verify all claims of an insight in one call")
    p.add_argument("--evidence", action="store_true", help="greedy mode: also name the table and row behind each verdict")
    p.add_argument("--cache", help="SQLite judge cache (reruns and resumed runs are served from it)")
    p.add_argument("--max-calls", dest="max_calls", type=int, help="budget cap: at most N backend calls; the rest is budget_exceeded")
    p.add_argument("--max-cost", dest="max_cost", type=float, help="budget cap in USD (priced API models only)")
    p.add_argument("--max-retries", dest="max_retries", type=int, help="retries of an unreadable reply or failed call (default 2)")
    p.add_argument("--batch-size", dest="batch_size", type=int, help="judge calls per backend batch, committed to the cache after each (default 16)")
    p.add_argument("--max-new-tokens", dest="max_new_tokens", type=int, help="length limit of decomposition replies (default 512)")
    p.add_argument("--backend-option", dest="backend_option", action="append", type=key_value, metavar="KEY=VALUE", help="an LLM backend option (repeatable)")
    p.add_argument("--plain-prompt", dest="chat", action="store_false", help="send the judge prompts as plain text, not chat messages (base models)")
    p.add_argument("--constrain-verdicts", dest="constrain_verdicts", action="store_true", help="official/greedy verdicts constrained to [01] (weak or base models; named +regex)")
    p.add_argument("--judge-option", dest="judge_option", action="append", type=key_value, metavar="KEY=VALUE", help="an option of the lexical judge (repeatable)")
    p.add_argument("--limit", type=int, help="only the first N items")
    p.add_argument("--include-missing", dest="include_missing", action="store_true", help="count benchmark examples without a prediction as failures")
    p.add_argument("--dry-run", dest="dry_run", action="store_true", help="estimate calls, tokens and cost; run nothing")
    p.add_argument("--no-progress", dest="progress", action="store_false", help="no progress bars")
    p.set_defaults(func=run)


def resolve_settings(args: argparse.Namespace) -> dict:
    """defaults < YAML (``--config``) < flags given on the command line."""
    settings = dict(DEFAULTS)
    given = {k: v for k, v in vars(args).items() if k not in ("func", "command", "config")}
    config = getattr(args, "config", None)
    if config:
        path = Path(config)
        data = read_yaml_mapping(path)
        for key, value in data.items():
            key = str(key).replace("-", "_")
            if key not in DEFAULTS:
                raise ValueError(f"{path}: unknown setting {key!r} (known: {', '.join(DEFAULTS)})")
            settings[key] = value
    settings.update(given)
    return settings


def _options(pairs, what: str) -> dict:
    if pairs is None:
        return {}
    if isinstance(pairs, dict):
        return dict(pairs)
    out = {}
    for key, value in pairs:
        out[key] = yaml.safe_load(value) if isinstance(value, str) else value
    return out


def judge_options(settings: dict) -> dict:
    """The ``load_judge`` options for the chosen judge; llm-only settings on the lexical judge are errors."""
    if not settings["judge"].startswith("llm:"):
        wrong = [k for k in LLM_ONLY if settings.get(k) not in (None, False)]
        if wrong:
            raise ValueError(f"--{wrong[0].replace('_', '-')} applies to llm judges only (judge is {settings['judge']!r})")
        return _options(settings.get("judge_option"), "judge")
    if settings.get("judge_option"):
        raise ValueError("--judge-option applies to the lexical judge; llm judges take the flags and --backend-option")
    opts = {k: settings[k] for k in ("mode", "batched", "evidence", "cache", "max_calls", "max_cost", "max_retries", "batch_size", "max_new_tokens", "chat", "constrain_verdicts") if settings.get(k) not in (None,)}
    opts["progress"] = bool(settings["progress"])
    llm_options = _options(settings.get("backend_option"), "backend")
    if llm_options:
        opts["llm_options"] = llm_options
    return opts


def run(args: argparse.Namespace) -> int:
    from mt_raig.data import load_benchmark
    from mt_raig.eval.items import items_from_predictions
    from mt_raig.eval.pipeline import evaluate, format_score_table
    from mt_raig.eval.registry import load_judge

    settings = resolve_settings(args)
    if not settings["predictions"]:
        raise ValueError("--predictions is required (the JSONL written by mt-raig generate)")
    if not settings["out"] and not settings["dry_run"]:
        raise ValueError("--out is required (where the scores JSON goes)")
    benchmark = load_benchmark(settings["data"])
    items = items_from_predictions(benchmark, settings["predictions"], include_missing=bool(settings["include_missing"]))
    if settings["limit"] is not None:
        items = items[: settings["limit"]]
    if not items:
        raise ValueError(f"{settings['predictions']}: no predictions to score")
    judge = load_judge(settings["judge"], judge_options(settings))
    try:
        if settings["dry_run"]:
            estimate = judge.estimate(items)
            print(json.dumps(estimate, indent=1))
            return 0
        report = evaluate(items, judge, progress=bool(settings["progress"]))
        report.summary["predictions"] = str(settings["predictions"])
        report.summary["data"] = benchmark.name
        report.save(settings["out"])
    finally:
        judge.close()
    print(format_score_table(report))
    usage = report.usage
    if usage:
        print(f"judge calls: {usage.get('calls', 0)} (cache hits {usage.get('cache_hits', 0)}, failed {usage.get('failed_calls', 0)}, "
              f"budget-exceeded {usage.get('budget_exceeded_calls', 0)}), tokens: {usage.get('prompt_tokens', 0)} prompt + "
              f"{usage.get('completion_tokens', 0)} generated" + (f", cost ${usage['cost_usd']:.4f}" if usage.get("cost_usd") is not None else ""))
    print(f"wrote {settings['out']}", file=sys.stderr)
    return 0
