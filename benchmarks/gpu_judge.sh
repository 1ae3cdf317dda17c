#!/usr/bin/env bash
# MT-RAIG Eval with a vLLM judge (8B) on a GPU machine.
#
# 1. predictions on the benchmark (closed setting: gold tables) with a vLLM generator;
# 2. bench_judge.py run: per-example calls/tokens and wall time of official, logprob, greedy and batched
#    verification on the same claims, their agreement with official, and the cached rerun (0 calls);
# 3. mt-raig evaluate with the LLM judge in each mode (one shared cache: decompositions are shared across modes),
#    then again with the lexical proxy judge;
# 4. agreement: logprob / greedy / batched vs official, and the lexical proxy vs the LLM judge (item-level Pearson).
#
# Needs the vllm extra (pip install -e '.[vllm]') and the model in the local HF cache (or Hub access).
# Usage: MODEL=meta-llama/Llama-3.1-8B-Instruct LIMIT=50 bash benchmarks/gpu_judge.sh
# VLLM_OPTS (comma-separated KEY=VALUE vLLM backend options, default max_model_len=16384) reaches every engine
# started here: generate, bench_judge.py and evaluate (Llama-3.1 would otherwise start at its full 131K context).
set -euo pipefail
cd "$(dirname "$0")/.."

MODEL=${MODEL:-meta-llama/Llama-3.1-8B-Instruct}
GEN_MODEL=${GEN_MODEL:-$MODEL}
DATA=${DATA:-}                 # empty: the bundled sample
LIMIT=${LIMIT:-25}
OUT=${OUT:-runs/gpu_judge}
PY=${PY:-${PYTHON:-python}}
VLLM_OPTS=${VLLM_OPTS:-max_model_len=16384}   # comma-separated KEY=VALUE backend options

mkdir -p "$OUT"
data_args=()
[ -n "$DATA" ] && data_args=(--data "$DATA")
backend_args=()
IFS=',' read -ra opts <<< "$VLLM_OPTS"
for o in "${opts[@]}"; do [ -n "$o" ] && backend_args+=(--backend-option "$o"); done

echo "== predictions: $GEN_MODEL (closed setting, $LIMIT examples)"
"$PY" -m mt_raig.cli generate "${data_args[@]}" --backend "vllm:$GEN_MODEL" "${backend_args[@]}" --setting closed \
    --limit "$LIMIT" --out "$OUT/preds.jsonl" --no-progress

echo "== judge benchmark: modes, tokens, wall time, agreement with official, cached rerun"
llm_opts=()
for o in "${opts[@]}"; do [ -n "$o" ] && llm_opts+=(--llm-option "$o"); done
"$PY" benchmarks/bench_judge.py run --llm "vllm:$MODEL" "${llm_opts[@]}" --examples "$LIMIT" --max-claims 5 --max-new-tokens 512 \
    --out "$OUT/bench_judge.json"

judge=(--predictions "$OUT/preds.jsonl" --judge "llm:vllm:$MODEL" --cache "$OUT/judge.sqlite" "${backend_args[@]}" --no-progress)
for mode in official strict logprob greedy; do
    echo "== MT-RAIG Eval, judge $MODEL, mode $mode"
    "$PY" -m mt_raig.cli evaluate "${data_args[@]}" "${judge[@]}" --mode "$mode" --out "$OUT/scores_$mode.json"
done
echo "== MT-RAIG Eval, judge $MODEL, mode greedy, batched"
"$PY" -m mt_raig.cli evaluate "${data_args[@]}" "${judge[@]}" --mode greedy --batched --out "$OUT/scores_greedy_batched.json"
echo "== rerun of official: must be served from the cache (judge calls: 0)"
"$PY" -m mt_raig.cli evaluate "${data_args[@]}" "${judge[@]}" --mode official --out "$OUT/scores_official_rerun.json" | tail -1

echo "== lexical proxy judge"
"$PY" -m mt_raig.cli evaluate "${data_args[@]}" --predictions "$OUT/preds.jsonl" --judge lexical --no-progress --out "$OUT/scores_lexical.json"

for other in strict logprob greedy greedy_batched lexical; do
    echo "== agreement: official vs $other"
    "$PY" benchmarks/bench_judge.py compare "$OUT/scores_official.json" "$OUT/scores_$other.json" | tee "$OUT/agreement_official_vs_$other.json"
done
echo "results in $OUT"
