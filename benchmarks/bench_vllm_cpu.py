"""vLLM on CPU: prefix caching for the judge, transformers vs vLLM, and two data-parallel replicas vs one engine.

Run with the vLLM environment's Python (``scripts/make_vllm_env.sh``)::

    .venv-vllm/bin/python benchmarks/bench_vllm_cpu.py                    # all three parts, ~20-40 min on 2 busy cores
    .venv-vllm/bin/python benchmarks/bench_vllm_cpu.py --parts caching --examples 2

Model: the offline Gemma 3 270M (GGUF for transformers, its bf16 conversion for
vLLM). Each engine runs in its own process (a fresh engine, memory returned).

1. **caching**: claim verification of the judge (``logprob`` mode, one token per
   claim) on the first ``--max-claims`` sentences of the gold insights of the
   ``--examples`` sample items with the smallest tables. Every claim of one insight
   is sent after the same tables, so the prefix is most of the prompt. Same calls and
   prompt tokens with prefix caching on and off; wall time and its ratio.
2. **backends**: the same verification calls and a batch of greedy insight
   generations through ``transformers:`` (the GGUF) and ``vllm:``: wall times, ratio,
   and how often the two backends' verdicts (score >= 0.5) agree.
3. **dp**: ``data_parallel_size=2`` (two Ray replicas, one core each, prefix
   caching off): the generation batch on replica 0 alone vs split over both, on the
   same engines, interleaved one/two/two/one: the speed-up ratio.

Single engines are bound to one core (``VLLM_CPU_OMP_THREADS_BIND=0``) so that
the data-parallel comparison is one core against two. The machine may be shared:
the ratios, measured in the same run, are what to read, not the seconds.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
DEFAULT_MODEL_DIR = REPO / ".venv-vllm" / "models" / "gemma3-270m-bf16"
WINDOW = 4096


def _items(examples: int, max_claims: int):
    from mt_raig.eval.items import items_from_gold
    from mt_raig.io.benchmark import load_benchmark

    items = sorted(items_from_gold(load_benchmark(None)), key=lambda it: sum(len(t.serialize()) for t in it.tables))[:examples]
    claims = [[s.strip() + "." for s in it.reference.split(". ") if s.strip()][:max_claims] for it in items]
    return items, claims


def _generation_requests(n: int, max_new_tokens: int):
    from mt_raig.io.benchmark import load_benchmark
    from mt_raig.llm import Request, Sampling

    bench = load_benchmark(None)
    examples = sorted(bench.examples, key=lambda e: sum(len(bench.table(t).serialize()) for t in e.gold_table_ids))
    requests = []
    for i in range(n):
        ex = examples[i % len(examples)]
        tables = "\n\n".join(bench.table(t).serialize() for t in ex.gold_table_ids)
        prompt = f"{tables}\n\nQuestion {i}: {ex.question}\nInsight:"
        requests.append(Request(prompt=prompt, sampling=Sampling(max_new_tokens=max_new_tokens, temperature=0.0)))
    return requests


def _verify(llm, items, claims) -> dict:
    from mt_raig.eval.llm_judge import LLMJudge

    judge = LLMJudge(llm, mode="logprob", chat=False, min_verdict_mass=0.0, progress=False)
    t0 = time.perf_counter()
    verdicts = judge.verify_claims(items, claims)
    wall = time.perf_counter() - t0
    usage = judge.usage()
    scores = [v.score if v.status == "ok" else None for vs in verdicts for v in vs]
    return {"calls": usage["calls"], "prompt_tokens": usage["prompt_tokens"], "completion_tokens": usage["completion_tokens"],
            "wall_s": round(wall, 2), "scores": scores}


def _generate(llm, requests) -> dict:
    t0 = time.perf_counter()
    outs = llm.generate(requests, progress=False)
    wall = time.perf_counter() - t0
    ok = [o for o in outs if o.status == "ok"]
    return {"requests": len(requests), "ok": len(ok), "prompt_tokens": sum(o.prompt_tokens for o in ok),
            "completion_tokens": sum(o.completion_tokens for o in ok), "wall_s": round(wall, 2), "texts": [o.texts[0] if o.texts else None for o in outs]}


def phase(name: str, args: argparse.Namespace) -> dict:
    """One engine configuration, in this process (the parent runs each in a child)."""
    from mt_raig.llm import Request, Sampling, load_llm

    items, claims = _items(args.examples, args.max_claims)
    gen_requests = _generation_requests(args.gen_prompts, args.gen_tokens)
    warm = [Request(prompt="Warm-up: the weather today is", sampling=Sampling(max_new_tokens=4))]
    if name == "transformers":
        spec, options = "transformers:gemma3-270m-gguf", {"batch_size": 8}
    else:
        spec = f"vllm:{args.model_dir}"
        options = {"max_model_len": WINDOW, "dtype": args.dtype, "enforce_eager": True, "enable_prefix_caching": name != "vllm-nocache"}
        if name == "vllm-dp2":  # no prefix caching: the same batch runs four times
            options.update(data_parallel_size=2, enable_prefix_caching=False)
    t0 = time.perf_counter()
    llm = load_llm(spec, options)
    result: dict = {"phase": name, "spec": spec, "options": options, "load_s": round(time.perf_counter() - t0, 1)}
    llm.generate(warm, progress=False)
    if name in ("vllm", "vllm-nocache", "transformers"):
        result["verify"] = _verify(llm, items, claims)
    if name in ("vllm", "transformers"):
        result["generate"] = _generate(llm, gen_requests)
    if name == "vllm-dp2":
        # one replica alone vs both, on the same engines, interleaved (one, two, two, one) against load drift
        walls: dict = {"one": [], "two": []}
        texts: dict = {}
        for which in ("one", "two", "two", "one"):
            t0 = time.perf_counter()
            outs = llm.pool.generate_on(0, gen_requests) if which == "one" else llm.generate(gen_requests, progress=False)
            walls[which].append(round(time.perf_counter() - t0, 2))
            texts[which] = [o.texts[0] if o.texts else None for o in outs]
        result["dp"] = {"one_replica_s": walls["one"], "two_replicas_s": walls["two"],
                        "same_texts": sum(a == b for a, b in zip(texts["one"], texts["two"])), "requests": len(gen_requests)}
        result["replicas"] = llm.pool.replica_stats()
    result["info"] = llm.info()
    llm.close()
    return result


def _run_child(name: str, args: argparse.Namespace, out_dir: Path) -> dict:
    out = out_dir / f"{name}.json"
    env = dict(os.environ)
    env.setdefault("VLLM_CPU_KVCACHE_SPACE", "1")
    if name != "vllm-dp2" and len(os.sched_getaffinity(0)) >= 2:
        env["VLLM_CPU_OMP_THREADS_BIND"] = "0"  # one core for a single engine (the replicas get one each)
        env["OMP_NUM_THREADS"] = "1"
    cmd = [sys.executable, __file__, "--phase", name, "--phase-out", str(out), "--model-dir", str(args.model_dir),
           "--examples", str(args.examples), "--max-claims", str(args.max_claims), "--gen-prompts", str(args.gen_prompts),
           "--gen-tokens", str(args.gen_tokens), "--dtype", args.dtype]
    print(f"== {name}", file=sys.stderr, flush=True)
    with open(out_dir / f"{name}.log", "w") as log:  # vLLM logs a lot; kept beside the results
        subprocess.run(cmd, env=env, check=True, stdout=log, stderr=subprocess.STDOUT)
    return json.loads(out.read_text())


def _agreement(a: list, b: list) -> float | None:
    pairs = [(x >= 0.5, y >= 0.5) for x, y in zip(a, b) if x is not None and y is not None]
    return round(sum(x == y for x, y in pairs) / len(pairs), 3) if pairs else None


def summarize(results: dict) -> dict:
    s: dict = {}
    on, off, tf, dp = (results.get(k) for k in ("vllm", "vllm-nocache", "transformers", "vllm-dp2"))
    if on and off:
        a, b = on["verify"], off["verify"]
        s["prefix_caching"] = {"calls": [a["calls"], b["calls"]], "prompt_tokens": [a["prompt_tokens"], b["prompt_tokens"]],
                               "wall_s_on_off": [a["wall_s"], b["wall_s"]], "speedup": round(b["wall_s"] / a["wall_s"], 2)}
    if on and tf:
        s["transformers_vs_vllm"] = {
            "verify_wall_s": [tf["verify"]["wall_s"], on["verify"]["wall_s"]], "verify_speedup": round(tf["verify"]["wall_s"] / on["verify"]["wall_s"], 2),
            "generate_wall_s": [tf["generate"]["wall_s"], on["generate"]["wall_s"]],
            "generate_speedup": round(tf["generate"]["wall_s"] / on["generate"]["wall_s"], 2),
            "verdict_agreement": _agreement(tf["verify"]["scores"], on["verify"]["scores"]),
            "load_s": [tf["load_s"], on["load_s"]],
        }
    if dp:
        d = dp["dp"]
        s["data_parallel"] = {"workers": 2, "one_replica_s": d["one_replica_s"], "two_replicas_s": d["two_replicas_s"],
                              "speedup": round(sum(d["one_replica_s"]) / sum(d["two_replicas_s"]), 2),
                              "same_texts": f"{d['same_texts']}/{d['requests']}",
                              "requests_per_replica": [r["requests"] for r in dp["replicas"]]}
    return s


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--parts", default="caching,backends,dp", help="comma-separated: caching, backends, dp")
    p.add_argument("--model-dir", type=Path, default=DEFAULT_MODEL_DIR, help="Gemma 3 270M converted for vLLM (made if missing)")
    p.add_argument("--examples", type=int, default=3)
    p.add_argument("--max-claims", type=int, default=4)
    p.add_argument("--gen-prompts", type=int, default=8)
    p.add_argument("--gen-tokens", type=int, default=48)
    p.add_argument("--dtype", default="bfloat16", help="vLLM dtype (bfloat16: the converted weights; float32: as the transformers backend computes on CPU)")
    p.add_argument("--out", type=Path, help="results JSON")
    p.add_argument("--phase", help=argparse.SUPPRESS)
    p.add_argument("--phase-out", type=Path, help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    if args.phase:
        args.phase_out.write_text(json.dumps(phase(args.phase, args)))
        return 0
    from mt_raig.llm.vllm_offline import convert_offline_gemma

    args.model_dir = convert_offline_gemma(args.model_dir)
    parts = set(args.parts.split(","))
    names = (["vllm"] if parts & {"caching", "backends"} else []) + (["vllm-nocache"] if "caching" in parts else []) + (["transformers"] if "backends" in parts else []) + (["vllm-dp2"] if "dp" in parts else [])
    results = {}
    with tempfile.TemporaryDirectory(prefix="bench-vllm-cpu-") as tmp:
        for name in names:
            results[name] = _run_child(name, args, Path(tmp))
            print(json.dumps({k: v for k, v in results[name].items() if k != "info"})[:2000], flush=True)
    summary = summarize(results)
    report = {"command": " ".join(sys.argv), "cores": len(os.sched_getaffinity(0)), "summary": summary, "results": results}
    if args.out:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(json.dumps(report, indent=1))
    print(json.dumps(summary, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
