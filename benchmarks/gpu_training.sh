#!/usr/bin/env bash
# Retriever training on a GPU machine: samples/s and peak GPU memory for
#   (1) DTR on google/tapas-base (LoRA r=8, bf16), and
#   (2) a 7B decoder (osunlp/TableLlama) in 4-bit NF4 (QLoRA, bf16 compute),
# each with gradient checkpointing on and off. Not run in CI (needs a CUDA GPU,
# bitsandbytes, and the two models in the HF cache or Hub access).
#
# Usage:  benchmarks/gpu_training.sh [STEPS]      (default 30 optimizer steps per setting)
# Output: one JSON line per setting in out/gpu_training.jsonl, and a Markdown table on stdout.
set -euo pipefail
cd "$(dirname "$0")/.."
STEPS="${1:-30}"
PY="${PYTHON:-.venv/bin/python}"
OUT=out/gpu_training.jsonl
mkdir -p out .cache
: > "$OUT"

"$PY" -c "import torch, bitsandbytes; assert torch.cuda.is_available(), 'no CUDA GPU'" \
  || { echo "needs a CUDA GPU, torch with CUDA and bitsandbytes (pip install 'mt-raig[train]')" >&2; exit 2; }
[ -f out/sample-train.jsonl ] || "$PY" training/prepare_data.py --benchmark sample --out out/sample-train.jsonl --hard-negatives 1

run() {  # name, then config overrides
  local name="$1"; shift
  "$PY" - "$name" "$STEPS" "$@" >> "$OUT" <<'PYEOF'
import json, sys, time, torch
from mt_raig.retrieval.training.config import load_config
from mt_raig.retrieval.training.trainer import Trainer
name, steps, overrides = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
config = load_config(None, overrides + ["--train_file", "out/sample-train.jsonl", "--output_dir", f"out/gpu-{name}",
                                        "--eval_fraction", "0", "--progress", "false", "--lora_r", "8", "--lora_alpha", "32"])
trainer = Trainer(config)
order = trainer._order(0)
batches = [trainer._local_batch(order, s % trainer.steps_per_epoch) for s in range(steps + 3)]
for b in batches[:3]:
    trainer._step(b)
torch.cuda.synchronize(); torch.cuda.reset_peak_memory_stats()
start = time.perf_counter()
for b in batches[3:]:
    trainer._step(b)
torch.cuda.synchronize()
elapsed = time.perf_counter() - start
print(json.dumps({"setting": name, "gpu": torch.cuda.get_device_name(), "steps": steps,
                  "batch": config.per_device_batch_size, "hard_negatives": config.hard_negatives,
                  "samples_per_s": round(steps * config.per_device_batch_size / elapsed, 2),
                  "peak_gpu_mem_gib": round(torch.cuda.max_memory_allocated() / 2**30, 2),
                  "mixed_precision": str(trainer.accelerator.mixed_precision)}))
PYEOF
}

export ACCELERATE_MIXED_PRECISION=bf16
for ckpt in true false; do
  run "tapas-base-ckpt-$ckpt" --retriever dtr --model google/tapas-base --per_device_batch_size 8 \
      --hard_negatives 1 --max_table_length 512 --gradient_checkpointing "$ckpt"
  run "tablellama-7b-4bit-ckpt-$ckpt" --retriever tablellama --model osunlp/TableLlama --load_in_4bit true \
      --per_device_batch_size 2 --hard_negatives 1 --max_table_length 1024 --gradient_checkpointing "$ckpt"
done

"$PY" - "$OUT" <<'PYEOF'
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1])]
print("| setting | GPU | batch | samples/s | peak GPU GiB |")
print("|---|---|---|---|---|")
for r in rows:
    print(f"| {r['setting']} | {r['gpu']} | {r['batch']} | {r['samples_per_s']} | {r['peak_gpu_mem_gib']} |")
PYEOF
