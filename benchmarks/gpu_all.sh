#!/usr/bin/env bash
# Every GPU check in one command, for the short time a GPU machine is lent:
#   1. the `vllm`-marked tests on the CUDA build (engine, judge paths, Mistral chat format; the Ray
#      data-parallel test too when two or more GPUs are visible);
#   2. benchmarks/gpu_generation.sh  (throughput, prefix caching on/off, JSON-schema outputs);
#   3. benchmarks/gpu_judge.sh       (MT-RAIG Eval with a vLLM judge: modes, agreement, cached rerun);
#   4. benchmarks/gpu_training.sh    (retriever training: samples/s, peak memory).
#
#   VLLM_OPTS=max_model_len=8192,gpu_memory_utilization=0.85 benchmarks/gpu_all.sh
#   ONLY="tests generation" benchmarks/gpu_all.sh           # a subset
#
# VLLM_OPTS (comma-separated KEY=VALUE vLLM backend options) reaches every vLLM engine the checks start
# (default max_model_len=8192: no model starts at its full context). Models: GEN_MODEL
# (Qwen/Qwen2-7B-Instruct), JUDGE_MODEL (meta-llama/Llama-3.1-8B-Instruct); local folders work offline, Hub ids
# need them in the HF cache or Hub access. Needs PYTHON with mt-raig and the CUDA vLLM (pip install -e '.[vllm,train,ray]').
# Each check's log goes to $LOG_DIR (out/gpu_all); the exit status is non-zero if any check failed.
set -uo pipefail
cd "$(dirname "$0")/.."
export PYTHON=${PYTHON:-.venv/bin/python}
export PY=$PYTHON VLLM_OPTS=${VLLM_OPTS:-max_model_len=8192}
LOG_DIR=${LOG_DIR:-out/gpu_all}
ONLY=${ONLY:-tests generation judge training}
mkdir -p "$LOG_DIR"

gpus=$(nvidia-smi --query-gpu=name --format=csv,noheader 2>/dev/null | wc -l)
[ "$gpus" -ge 1 ] || { echo "gpu_all.sh: no NVIDIA GPU visible" >&2; exit 1; }
echo "GPUs: $gpus; VLLM_OPTS=$VLLM_OPTS; logs in $LOG_DIR"

status=0
check() {  # name, command...
  local name=$1; shift
  case " $ONLY " in *" $name "*) ;; *) return 0 ;; esac
  echo "== $name: $*"
  local t0=$SECONDS
  if "$@" > "$LOG_DIR/$name.log" 2>&1; then echo "   ok ($((SECONDS - t0)) s)"; else echo "   FAILED ($((SECONDS - t0)) s), see $LOG_DIR/$name.log"; status=1; fi
  tail -n 12 "$LOG_DIR/$name.log"
}

vllm_tests=(tests/test_vllm_engine.py tests/test_vllm_mistral.py)
[ "$gpus" -ge 2 ] && vllm_tests+=(tests/test_vllm_ray.py)
check tests "$PYTHON" -m pytest -q -m vllm "${vllm_tests[@]}"
check generation bash benchmarks/gpu_generation.sh "${GEN_MODEL:-Qwen/Qwen2-7B-Instruct}"
check judge env MODEL="${JUDGE_MODEL:-meta-llama/Llama-3.1-8B-Instruct}" LIMIT="${LIMIT:-10}" OUT="$LOG_DIR/judge" bash benchmarks/gpu_judge.sh
check training bash benchmarks/gpu_training.sh "${TRAIN_STEPS:-30}"
exit $status
