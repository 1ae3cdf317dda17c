"""``mt-raig meta-eval``: correlate metrics with pairwise preferences and print Table 5/17-style tables.

    mt-raig meta-eval --pairs pairs.jsonl --metrics sacrebleu rouge-l meteor bertscore --judge llm:openai:gpt-4o-mini
    mt-raig meta-eval --pairs synthetic          # the shipped SYNTHETIC example over the bundled sample
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass, field

from mt_raig.errors import ConfigError


@dataclass
class MetaEvalConfig:
    pairs: str = field(default="synthetic", metadata={"help": "pairs JSONL (format: mt_raig/metaeval/pairs.py), or 'synthetic' for the shipped example"})
    data: str | None = field(default=None, metadata={"help": "benchmark the pairs' question ids refer to (default: bundled sample)"})
    metrics: list[str] = field(default_factory=lambda: ["sacrebleu", "rouge-l", "meteor", "bertscore"],
                               metadata={"help": "metric specs (sacrebleu rouge-l meteor bertscore[:M] tapas-acc[:M] g-eval:LLM a3cu)"})
    judge: str = field(default="lexical", metadata={"help": "MT-RAIG Eval judge spec (lexical, llm:...), or 'none' to leave it out"})
    tolerance: float = field(default=0.0, metadata={"help": "a score difference within this is a tie"})
    bootstrap: int = field(default=1000, metadata={"help": "bootstrap resamples for the confidence intervals (0: none)"})
    confidence: float = field(default=0.95, metadata={"help": "confidence level of the intervals"})
    seed: int = field(default=0, metadata={"help": "bootstrap seed"})
    spearman: bool = field(default=True, metadata={"help": "also Spearman (Table 17); --no-spearman prints Table 5's Pearson only"})
    out: str | None = field(default=None, metadata={"help": "write the results (correlations, CIs, settings) as JSON here"})
    progress: bool = field(default=True, metadata={"help": "progress bars"})

    def validate(self) -> None:
        if not self.metrics and self.judge == "none":
            raise ConfigError("nothing to meta-evaluate: give --metrics or a --judge")
        if not 0 < self.confidence < 1:
            raise ConfigError(f"confidence must be in (0, 1), got {self.confidence}")
        if self.bootstrap < 0 or self.tolerance < 0:
            raise ConfigError("bootstrap and tolerance must be >= 0")


def add_parser(subparsers) -> None:
    from mt_raig.config import add_config_command

    add_config_command(subparsers, "meta-eval", MetaEvalConfig, run, help="correlate metrics with pairwise preferences (Tables 5, 17)",
                       description=__doc__)


def run(args: argparse.Namespace) -> int:
    from mt_raig.atomic import write_json
    from mt_raig.config import config_from_args, to_dict
    from mt_raig.io.benchmark import load_benchmark
    from mt_raig.metaeval.correlate import format_table
    from mt_raig.metaeval.pairs import SYNTHETIC_PAIRS, read_pairs
    from mt_raig.metaeval.run import meta_evaluate

    cfg = config_from_args(MetaEvalConfig, args)
    path = SYNTHETIC_PAIRS if cfg.pairs == "synthetic" else cfg.pairs
    pairs = read_pairs(path)
    results = meta_evaluate(pairs, load_benchmark(cfg.data), metrics=cfg.metrics, judge=None if cfg.judge == "none" else cfg.judge,
                            tolerance=cfg.tolerance, n_resamples=cfg.bootstrap, seed=cfg.seed, confidence=cfg.confidence,
                            pairs_name=str(path), progress=cfg.progress)
    results["settings"] = to_dict(cfg)
    print(format_table(results, spearman=cfg.spearman))
    if cfg.out:
        write_json(cfg.out, results)
        print(f"wrote {cfg.out}")
    return 0
