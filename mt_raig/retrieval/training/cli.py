"""``mt-raig train``: train a table retriever (dtr / tablellama) with LoRA and contrastive InfoNCE.

The same command under each launcher (``training/train_retriever.py`` is a thin door to it)::

    mt-raig train configs/train/tiny-cpu.yaml
    mt-raig train --config configs/train/dtr.yaml --train-file data/train.jsonl --output-dir runs/dtr
    ACCELERATE_USE_CPU=1 accelerate launch --multi_gpu --num_processes 2 \\
        training/train_retriever.py configs/train/tiny-cpu.yaml          # two CPU processes (gloo)
    accelerate launch --config_file configs/accelerate/4xA100.yaml \\
        training/train_retriever.py configs/train/dtr.yaml               # the paper's 4 GPUs, DDP, bf16
    python training/train_retriever.py configs/train/tablellama-qlora.yaml   # 4-bit, one smaller GPU

A YAML config comes as the first argument or ``--config``; every setting can be
given as a flag (``--lora-r 8``; the ``--lora_r`` spelling works too).
``--resume`` continues the run in output_dir exactly (same number of
processes); ``--overwrite`` starts over where an earlier run left checkpoints.
Note that ``accelerate launch --cpu --num_processes 2`` starts only one
process: use the ACCELERATE_USE_CPU=1 --multi_gpu form above.
"""

from __future__ import annotations

import argparse
import sys

from mt_raig.config import CONFIG_FLAG, add_config_arguments, config_from_args
from mt_raig.retrieval.training.config import TrainConfig


def add_parser(subparsers) -> argparse.ArgumentParser:
    p = subparsers.add_parser(
        "train",
        help="train a table retriever (dtr, tablellama) with LoRA; under accelerate launch too",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
        allow_abbrev=False,  # --epoch is an unknown setting, not --epochs
    )
    p.add_argument("config_path", nargs="?", metavar="CONFIG", help="YAML file of settings (same as --config)")
    add_config_arguments(p, TrainConfig)
    p.set_defaults(func=run)
    return p


def normalize_flags(argv: list[str]) -> list[str]:
    """``--lora_r=8`` -> ``--lora-r=8``: the spelling of the config keys works as a flag too."""
    out = []
    for arg in argv:
        if arg.startswith("--") and "_" in arg.split("=", 1)[0]:
            name, eq, value = arg.partition("=")
            arg = name.replace("_", "-") + eq + value
        out.append(arg)
    return out


def run(args: argparse.Namespace) -> int:
    from mt_raig.errors import ConfigError
    from mt_raig.retrieval.training.trainer import train_retriever

    if args.config_path:
        if getattr(args, f"_{CONFIG_FLAG}", None):
            raise ConfigError("give the config file once: as the first argument or as --config, not both")
        setattr(args, f"_{CONFIG_FLAG}", args.config_path)
    config = config_from_args(TrainConfig, args)
    config.require()
    result = train_retriever(config)
    best = result.best
    print(f"adapter: {result.adapter}  steps: {result.steps}  best {best['metric']}: {best['value']}")
    return 0


def main(argv: list[str] | None = None) -> int:
    """The script door (``training/train_retriever.py``): the ``train`` subcommand alone, one-line errors."""
    from mt_raig.errors import MtRaigError

    parser = argparse.ArgumentParser(prog="train_retriever.py")
    add_parser(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(["train", *normalize_flags(list(sys.argv[1:] if argv is None else argv))])
    try:
        return args.func(args)
    except (MtRaigError, OSError) as e:
        print(f"mt-raig: error: {e}", file=sys.stderr)
        return 2


__all__ = ["add_parser", "main", "normalize_flags", "run"]
