"""``mt-raig generate``: insights for a benchmark into a resumable predictions JSONL.

Settings come from the defaults, then ``--config YAML``, then the command line::

    mt-raig generate --data SRC --run run.json --k 10 --backend vllm:Qwen/Qwen2-7B-Instruct --out preds.jsonl
    mt-raig generate --config configs/generation/gemma3-270m-gguf.yaml --setting closed --limit 2 --out preds.jsonl

Re-running the same command resumes: finished examples are kept, failed ones retried.
"""

from __future__ import annotations

import argparse
import sys

from mt_raig.generation.config import ConfigError, GenerationConfig, load_config
from mt_raig.settings import key_value


def add_parser(subparsers) -> None:
    s = argparse.SUPPRESS  # only flags given on the command line override the config
    p = subparsers.add_parser(
        "generate",
        help="generate insights with an LLM (resumable JSONL predictions)",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
        argument_default=s,
    )
    p.add_argument("--config", help="YAML file of settings (configs/generation/*.yaml); flags override it")
    p.add_argument("--data", help="benchmark source: release folder, Hub folder or repo id (default: the bundled sample)")
    p.add_argument("--run", help="retrieval run JSON {example_id: [table_id, ...]} (default: the benchmark's official top-10)")
    p.add_argument("--out", help="predictions JSONL (its settings go to <name>.settings.json)")
    p.add_argument("--backend", help="LLM spec: vllm:MODEL, openai:MODEL[@BASE_URL], transformers:PATH_OR_ID[::file.gguf]")
    p.add_argument("--backend-option", dest="backend_option", action="append", type=key_value, metavar="KEY=VALUE", help="a backend option (repeatable), e.g. dtype=bfloat16")
    p.add_argument("--setting", choices=["open", "closed"], help="open: top-k retrieved tables (default); closed: gold tables only")
    p.add_argument("--k", type=int, help="tables per question in the open setting (default 10)")
    p.add_argument("--noise-ratio", dest="noise_ratio", type=float, help="closed setting: add this many irrelevant tables per gold table")
    p.add_argument("--noise-source", dest="noise_source", choices=["random", "retrieved"], help="where irrelevant tables come from (default random)")
    p.add_argument("--seed", type=int, help="seed of the noise selection (default 0)")
    p.add_argument("--limit", type=int, help="only the first N examples")
    p.add_argument("--chunk-size", dest="chunk_size", type=int, help="examples per backend call, written after each (default 8)")
    p.add_argument("--context-tokens", dest="context_tokens", type=int, help="the model's context window (default: what the backend reports)")
    p.add_argument("--reserve-tokens", dest="reserve_tokens", type=int, help="tokens kept free for the chat template (default 64)")
    p.add_argument("--prompt-version", dest="prompt_version", help="insight prompt version")
    p.add_argument("--temperature", type=float, help="sampling temperature (default 0.0, as in the paper)")
    p.add_argument("--top-p", dest="top_p", type=float, help="nucleus sampling (default 1.0)")
    p.add_argument("--max-new-tokens", dest="max_new_tokens", type=int, help="completion length limit (default 512)")
    p.add_argument("--no-retry-failed", dest="retry_failed", action="store_false", help="keep failed examples as they are on resume")
    p.add_argument("--overwrite", action="store_true", help="start the predictions file over")
    p.add_argument("--no-progress", dest="progress", action="store_false", help="no progress bar")
    p.set_defaults(func=run)


def config_from_args(args: argparse.Namespace) -> GenerationConfig:
    """Defaults < ``--config`` YAML < flags given on the command line."""
    given = {k: v for k, v in vars(args).items() if k not in ("func", "command", "config", "progress", "backend_option")}
    cfg = load_config(args.config) if getattr(args, "config", None) else GenerationConfig()
    if getattr(args, "backend_option", None):
        given["backend_options"] = {**cfg.backend_options, **dict(args.backend_option)}
    cfg = cfg.merged(given, "command line")
    if cfg.backend is None:
        raise ConfigError("no backend: pass --backend SPEC or a --config with 'backend'")
    if cfg.out is None:
        raise ConfigError("no output file: pass --out PATH or a --config with 'out'")
    return cfg


def run(args: argparse.Namespace) -> int:
    from mt_raig.data import load_benchmark
    from mt_raig.generation.generate import generate
    from mt_raig.llm import load_llm

    cfg = config_from_args(args)
    bench = load_benchmark(cfg.data)
    llm = load_llm(cfg.backend, cfg.backend_options)
    try:
        summary = generate(
            bench,
            llm,
            cfg.out,
            setting=cfg.setting,
            run=cfg.run,
            k=cfg.k,
            noise_ratio=cfg.noise_ratio,
            noise_source=cfg.noise_source,
            seed=cfg.seed,
            sampling=cfg.sampling(),
            context_tokens=cfg.context_tokens,
            reserve_tokens=cfg.reserve_tokens,
            prompt_version=cfg.prompt_version,
            limit=cfg.limit,
            chunk_size=cfg.chunk_size,
            retry_failed=cfg.retry_failed,
            overwrite=cfg.overwrite,
            progress=getattr(args, "progress", True),
        )
    finally:
        llm.close()
    print(summary.format())
    if summary.failed_total:
        print(f"mt-raig: {summary.failed_total} examples failed (recorded in {cfg.out}); run the same command again to retry them", file=sys.stderr)
        return 1
    return 0
