"""Train a table retriever (dtr / tablellama) with LoRA and contrastive InfoNCE: a thin door to ``mt-raig train``.

Usage (the same script under each launcher)::

    python training/train_retriever.py configs/train/tiny-cpu.yaml
    python training/train_retriever.py configs/train/dtr.yaml --train_file data/train.jsonl --output_dir runs/dtr
    ACCELERATE_USE_CPU=1 accelerate launch --multi_gpu --num_processes 2 \\
        training/train_retriever.py configs/train/tiny-cpu.yaml          # two CPU processes (gloo)
    accelerate launch --config_file configs/accelerate/4xA100.yaml \\
        training/train_retriever.py configs/train/dtr.yaml               # the paper's 4 GPUs, DDP, bf16

``--help`` lists every setting (see mt_raig/retrieval/training/cli.py).
"""

import sys

from mt_raig.retrieval.training.cli import main

if __name__ == "__main__":
    sys.exit(main())
