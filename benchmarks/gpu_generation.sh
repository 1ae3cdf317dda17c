#!/usr/bin/env bash
# vLLM throughput of the `vllm` backend on a GPU, with and without prefix caching.
#
#   benchmarks/gpu_generation.sh [MODEL]        # default Qwen/Qwen2-7B-Instruct (a local model dir works offline)
#
# Env: N_PROMPTS (256), MAX_NEW_TOKENS (256), TP (tensor_parallel_size, 1), PYTHON (.venv/bin/python),
# VLLM_OPTS (comma-separated KEY=VALUE vLLM backend options, default max_model_len=8192; they override the above,
# e.g. VLLM_OPTS=max_model_len=4096,gpu_memory_utilization=0.8,data_parallel_size=2).
# Needs a CUDA GPU and `pip install 'mt-raig[vllm]'`. Prompts are the bundled sample's questions,
# each after its gold tables in the paper's serialization, cycled to N_PROMPTS with a numbered
# question, so table prefixes repeat (as in generation over shared tables and in the judge).
# Each setting runs in a fresh process (a fresh engine and GPU memory). Prints one JSON line per
# run, the caching speed-up, and a structured-output check (json_schema answers that parse).
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-.venv/bin/python}
[ -x "$PY" ] || PY=python3
MODEL=${1:-${MODEL:-Qwen/Qwen2-7B-Instruct}}
export N_PROMPTS=${N_PROMPTS:-256} MAX_NEW_TOKENS=${MAX_NEW_TOKENS:-256} TP=${TP:-1} VLLM_OPTS=${VLLM_OPTS:-max_model_len=8192}

nvidia-smi --query-gpu=name,memory.total --format=csv,noheader || { echo "gpu_generation.sh: no NVIDIA GPU visible" >&2; exit 1; }
"$PY" -c "import vllm; print('vllm', vllm.__version__)" || { echo "gpu_generation.sh: vLLM missing: pip install 'mt-raig[vllm]'" >&2; exit 1; }

OUT=$(mktemp -d)
for caching in true false; do
  "$PY" - "$MODEL" "$caching" "$OUT/$caching.json" <<'EOF'
import json, os, sys, time

from mt_raig.io.benchmark import load_benchmark
from mt_raig.llm import Request, Sampling, load_llm

model, caching = sys.argv[1], sys.argv[2] == "true"
n, max_new, tp = int(os.environ["N_PROMPTS"]), int(os.environ["MAX_NEW_TOKENS"]), int(os.environ["TP"])
bench = load_benchmark(None)
system = "Answer the question with one paragraph of insight using only facts from the tables."
requests = []
for i in range(n):
    ex = bench.examples[i % len(bench.examples)]
    tables = "\n".join(t.serialize() for t in bench.gold_tables(ex))
    user = f"{tables}\n\nQuestion {i}: {ex.question}"
    requests.append(Request(messages=({"role": "system", "content": system}, {"role": "user", "content": user}),
                            sampling=Sampling(max_new_tokens=max_new)))
extra = dict(o.split("=", 1) for o in os.environ["VLLM_OPTS"].split(",") if o)
llm = load_llm(f"vllm:{model}", {"tensor_parallel_size": tp, **extra, "enable_prefix_caching": caching})
llm.generate(requests[:4], progress=False)  # warm-up (CUDA graphs, compile); fills the cache with 4 prefixes only
t0 = time.perf_counter()
outs = llm.generate(requests, progress=False)
wall = time.perf_counter() - t0
ok = [c for c in outs if c.status == "ok"]
gen = sum(c.completion_tokens for c in ok)
prompt = sum(c.prompt_tokens for c in ok)
schema = {"type": "object", "properties": {"answer": {"type": "string"}, "confidence": {"type": "integer", "minimum": 1, "maximum": 5}},
          "required": ["answer", "confidence"]}
structured = llm.generate([Request(messages=r.messages, sampling=Sampling(max_new_tokens=200), json_schema=schema) for r in requests[:8]], progress=False)
parsed = 0
for c in structured:
    try:
        parsed += c.status == "ok" and set(json.loads(c.texts[0])) >= {"answer", "confidence"}
    except ValueError:
        pass
result = json.dumps({"model": model, "prefix_caching": caching, "prompts": n, "ok": len(ok), "prompt_tokens": prompt,
                  "generated_tokens": gen, "wall_s": round(wall, 2), "gen_tok_per_s": round(gen / wall, 1),
                  "total_tok_per_s": round((gen + prompt) / wall, 1), "json_schema_parsed": f"{parsed}/{len(structured)}",
                  "info": llm.info()})
with open(sys.argv[3], "w") as f:  # vLLM logs to stdout, so the result goes to a file
    f.write(result)
EOF
  cat "$OUT/$caching.json"; echo
done

"$PY" - "$OUT" <<'EOF'
import json, sys
on, off = (json.load(open(f"{sys.argv[1]}/{k}.json")) for k in ("true", "false"))
print(f"{on['model']}: {on['prompts']} prompts, {on['prompt_tokens']} prompt + {on['generated_tokens']} generated tokens")
print(f"prefix caching on : {on['wall_s']:8.2f} s  {on['gen_tok_per_s']:9.1f} gen tok/s  {on['total_tok_per_s']:9.1f} total tok/s")
print(f"prefix caching off: {off['wall_s']:8.2f} s  {off['gen_tok_per_s']:9.1f} gen tok/s  {off['total_tok_per_s']:9.1f} total tok/s")
print(f"speed-up from prefix caching: {off['wall_s'] / on['wall_s']:.2f}x; json_schema outputs that parse: {on['json_schema_parsed']}")
EOF
