"""Retriever-training throughput and peak memory on CPU: gradient checkpointing on vs off.

Usage::

    .venv/bin/python benchmarks/bench_training.py                 # both small models, ~3 min on 2 cores
    .venv/bin/python benchmarks/bench_training.py --kinds dtr --steps 5

For each model (a small random TAPAS and a small random Llama, built here) and
each setting, a fresh process builds the trainer exactly as
``training/train_retriever.py`` does (LoRA r=8, alpha=32, AdamW, InfoNCE with
one hard negative) and times ``--repeats`` blocks of ``--steps`` optimizer steps on
the bundled sample after ``--warmup`` steps (the fastest block counts: the
machine may be shared). Reported: samples/s (questions per second,
each with its positive and hard-negative table) and the process's peak RSS;
the ratio columns compare checkpointing on against off (the alternative) in
the same run. Nothing is downloaded.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import resource
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))  # the tiny-model fixtures


def _child(kind: str, checkpointing: bool, folder: str, steps: int, warmup: int, batch: int, repeats: int, queue) -> None:
    import torch

    from mt_raig.retrieval.training.config import load_config
    from mt_raig.retrieval.training.trainer import Trainer

    torch.set_num_threads(int(os.environ.get("BENCH_THREADS", "2")))
    config = load_config(None, dict(
        retriever=kind, model=f"{folder}/{kind}", train_file=f"{folder}/train.jsonl", output_dir=f"{folder}/out-{kind}",
        lora_r=8, lora_alpha=32, lora_dropout=0.0, hard_negatives=1, per_device_batch_size=batch,
        max_table_length=256, max_question_length=160 if kind == "tablellama" else 64,
        gradient_checkpointing=checkpointing, eval_fraction=0.0, progress=False, learning_rate=2e-5,
    ))
    trainer = Trainer(config)
    order = trainer._order(0)
    batches = [trainer._local_batch(order, s % trainer.steps_per_epoch) for s in range(warmup + steps)]
    trainer.model.train()
    for b in batches[:warmup]:
        trainer._step(b)
    elapsed = float("inf")
    for _ in range(repeats):  # best block: the machine is shared, slow blocks are other people's work
        start = time.perf_counter()
        for b in batches[warmup:]:
            trainer._step(b)
        elapsed = min(elapsed, time.perf_counter() - start)
    peak_mib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # Linux: KiB
    queue.put({"samples_per_s": steps * batch / elapsed, "peak_rss_mib": peak_mib,
               "trainable": trainer.trainable_parameters, "total": trainer.total_parameters})


def _measure(kind: str, checkpointing: bool, args, folder: str) -> dict:
    ctx = multiprocessing.get_context("spawn")
    queue = ctx.Queue()
    proc = ctx.Process(target=_child, args=(kind, checkpointing, folder, args.steps, args.warmup, args.batch, args.repeats, queue))
    proc.start()
    result = queue.get()
    proc.join()
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--kinds", nargs="+", default=["dtr", "tablellama"], choices=["dtr", "tablellama"])
    parser.add_argument("--steps", type=int, default=4, help="timed steps per block")
    parser.add_argument("--repeats", type=int, default=3, help="timed blocks; the fastest counts")
    parser.add_argument("--warmup", type=int, default=1)
    parser.add_argument("--batch", type=int, default=4)
    parser.add_argument("--hidden", type=int, default=256)
    parser.add_argument("--layers", type=int, default=4)
    parser.add_argument("--json", help="also write the results here")
    args = parser.parse_args()
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")

    from mt_raig.io.benchmark import load_benchmark
    from mt_raig.retrieval.training import data as tdata
    from tiny_models import make_tiny_llama, make_tiny_tapas

    results = []
    with tempfile.TemporaryDirectory() as folder:
        bench = load_benchmark(None)
        records = tdata.records_from_benchmark(bench)
        records = tdata.mine_hard_negatives(records, [bench.tables[k] for k in sorted(bench.tables)], 1, progress=False)
        tdata.write_records(records, Path(folder) / "train.jsonl")
        for kind in args.kinds:
            make = make_tiny_tapas if kind == "dtr" else make_tiny_llama
            make(Path(folder) / kind, vocab_size=2000, hidden_size=args.hidden, layers=args.layers)
            off = _measure(kind, False, args, folder)
            on = _measure(kind, True, args, folder)
            row = {
                "model": f"{kind} (random, hidden {args.hidden}, {args.layers} layers, {on['total'] / 1e6:.1f}M params, "
                         f"{on['trainable'] / 1e3:.0f}K trainable)",
                "batch": args.batch,
                "samples_per_s_no_ckpt": round(off["samples_per_s"], 2),
                "samples_per_s_ckpt": round(on["samples_per_s"], 2),
                "speed_ratio_ckpt_vs_no": round(on["samples_per_s"] / off["samples_per_s"], 3),
                "peak_rss_mib_no_ckpt": round(off["peak_rss_mib"]),
                "peak_rss_mib_ckpt": round(on["peak_rss_mib"]),
                "memory_ratio_ckpt_vs_no": round(on["peak_rss_mib"] / off["peak_rss_mib"], 3),
            }
            results.append(row)
            print(json.dumps(row), flush=True)
    print("\n| model | batch | samples/s no ckpt | samples/s ckpt | ratio | peak RSS MiB no ckpt | ckpt | ratio |")
    print("|---|---|---|---|---|---|---|---|")
    for r in results:
        print(f"| {r['model']} | {r['batch']} | {r['samples_per_s_no_ckpt']} | {r['samples_per_s_ckpt']} | "
              f"{r['speed_ratio_ckpt_vs_no']} | {r['peak_rss_mib_no_ckpt']} | {r['peak_rss_mib_ckpt']} | "
              f"{r['memory_ratio_ckpt_vs_no']} |")
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
