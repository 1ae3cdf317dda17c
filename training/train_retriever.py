"""Train a table retriever (dtr / tablellama) with LoRA and contrastive InfoNCE.

Usage (the same script under each launcher)::

    python training/train_retriever.py configs/train/tiny-cpu.yaml
    python training/train_retriever.py configs/train/dtr.yaml --train_file data/train.jsonl --output_dir runs/dtr
    ACCELERATE_USE_CPU=1 accelerate launch --multi_gpu --num_processes 2 \\
        training/train_retriever.py configs/train/tiny-cpu.yaml          # two CPU processes (gloo)
    accelerate launch --config_file configs/accelerate/4xA100.yaml \\
        training/train_retriever.py configs/train/dtr.yaml               # the paper's 4 GPUs, DDP, bf16
    accelerate launch --config_file configs/accelerate/fsdp-7b.yaml \\
        training/train_retriever.py configs/train/tablellama.yaml
    python training/train_retriever.py configs/train/tablellama-qlora.yaml   # 4-bit, one smaller GPU

Arguments: an optional YAML config, then ``--key value`` / ``--key=value``
overrides of any config key (see mt_raig/retrieval/training/config.py);
``--resume`` continues from the latest checkpoint in output_dir. Note that
``accelerate launch --cpu --num_processes 2`` starts only one process; use the
ACCELERATE_USE_CPU=1 --multi_gpu form above for a real two-process CPU run.

Make the training file with training/prepare_data.py and, for the tiny CPU
config, the tiny models with training/make_tiny_model.py.
"""

from __future__ import annotations

import sys

from mt_raig.retrieval.training.config import load_config
from mt_raig.retrieval.training.trainer import train


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] in ("-h", "--help"):
        print(__doc__)
        return 0
    path = args.pop(0) if args and not args[0].startswith("--") else None
    try:
        config = load_config(path, args)
        record = train(config)
    except (ValueError, FileNotFoundError) as exc:
        print(f"mt-raig: error: {exc}", file=sys.stderr)
        return 2
    best = record["best"]
    print(f"adapter: {record['adapter']}  steps: {record['steps']}  best {best['metric']}: {best['value']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
