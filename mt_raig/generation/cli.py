"""``mt-raig generate``: insights for a benchmark into a resumable predictions JSONL.

Settings come from the defaults, then ``--config YAML``, then the command line::

    mt-raig generate --data SRC --run run.json --k 10 --backend vllm:Qwen/Qwen2-7B-Instruct --out preds.jsonl
    mt-raig generate --config configs/generation/gemma3-270m-gguf.yaml --setting closed --limit 2 --out preds.jsonl
    mt-raig generate --backend openai:Qwen/Qwen2-7B@http://gpu1:8000/v1,http://gpu2:8000/v1 --out preds.jsonl

Everything that needs no model (settings, run file, output paths, resuming) is
checked before the model is loaded. Re-running the same command resumes:
finished examples are kept, failed ones retried; transport options
(concurrency, timeouts, retries, server URLs) may change between runs.
"""

from __future__ import annotations

import argparse
import sys
import warnings

from mt_raig.config import add_config_command, config_from_args
from mt_raig.errors import ConfigError
from mt_raig.generation.config import GenerationConfig


def add_parser(subparsers) -> None:
    add_config_command(subparsers, "generate", GenerationConfig, run, help="generate insights with an LLM (resumable JSONL predictions)", description=__doc__)


def config(args: argparse.Namespace) -> GenerationConfig:
    """Defaults < ``--config`` YAML < flags given on the command line; a backend and an output are required."""
    cfg = config_from_args(GenerationConfig, args)
    if cfg.backend is None:
        raise ConfigError("no backend: pass --backend SPEC or a --config with 'backend'")
    if cfg.out is None:
        raise ConfigError("no output file: pass --out PATH or a --config with 'out'")
    return cfg


def run(args: argparse.Namespace) -> int:
    from mt_raig.io.benchmark import load_benchmark
    from mt_raig.generation.api import quiet_progress, run_generation

    cfg = config(args)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always", UserWarning)
        with quiet_progress(not cfg.progress):
            bench = load_benchmark(cfg.data)
        _, summary = run_generation(bench, None, cfg, inputs={"--config": getattr(args, "_config", None)})
    for w in caught:
        if "mt_raig" in (w.filename or ""):
            print(f"mt-raig: warning: {w.message}", file=sys.stderr)
        else:
            warnings.showwarning(w.message, w.category, w.filename, w.lineno)
    print(summary.format())
    if summary.failed_total:
        print(f"mt-raig: {summary.failed_total} examples failed (recorded in {cfg.out}); run the same command again to retry them", file=sys.stderr)
        return 1
    return 0
