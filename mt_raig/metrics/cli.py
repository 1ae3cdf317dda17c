"""``mt-raig metrics``: the paper's baseline metrics (Table 21) over a predictions file.

    mt-raig metrics --predictions preds.jsonl --metrics sacrebleu rouge-l meteor bertscore --out metrics.json
    mt-raig metrics --predictions preds.jsonl --metrics g-eval:openai:gpt-4o-mini --out geval.json
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass, field

from mt_raig.errors import ConfigError


@dataclass
class MetricsConfig:
    predictions: str = field(default="", metadata={"help": "predictions JSONL written by mt-raig generate"})
    data: str | None = field(default=None, metadata={"help": "benchmark source (default: bundled sample)"})
    metrics: list[str] = field(default_factory=lambda: ["sacrebleu", "rouge-l", "meteor", "bertscore"],
                               metadata={"help": "metric specs: sacrebleu rouge-l meteor bertscore[:M] tapas-acc[:M] g-eval:LLM a3cu[:M]"})
    out: str = field(default="", metadata={"help": "where the metrics report JSON goes"})
    include_missing: bool = field(default=False, metadata={"help": "count benchmark examples without a prediction as skipped"})
    progress: bool = field(default=True, metadata={"help": "progress bars"})

    def validate(self) -> None:
        if not self.predictions:
            raise ConfigError("--predictions is required")
        if not self.out:
            raise ConfigError("--out is required")
        if not self.metrics:
            raise ConfigError("--metrics names no metric")


def add_parser(subparsers) -> None:
    from mt_raig.config import add_config_command

    add_config_command(subparsers, "metrics", MetricsConfig, run, help="baseline metrics (SacreBLEU, ROUGE-L, METEOR, BERTScore, TAPAS-Acc, G-Eval)", description=__doc__)


def run(args: argparse.Namespace) -> int:
    from mt_raig.config import config_from_args, to_dict
    from mt_raig.io.benchmark import load_benchmark
    from mt_raig.eval.items import items_from_predictions
    from mt_raig.metrics import load_metric
    from mt_raig.metrics.results import format_table, save, score_items

    cfg = config_from_args(MetricsConfig, args)
    bench = load_benchmark(cfg.data)
    items = items_from_predictions(bench, cfg.predictions, include_missing=cfg.include_missing)
    metrics = [load_metric(spec) for spec in cfg.metrics]
    try:
        report = score_items(items, metrics, progress=cfg.progress)
    finally:
        for m in metrics:
            m.close()
    report["predictions"] = cfg.predictions
    report["data"] = bench.name
    report["settings"] = to_dict(cfg)
    save(report, cfg.out)
    print(format_table(report))
    print(f"wrote {cfg.out}")
    return 0
