"""Cost of the table-QA methods per question: LLM calls, prompt and completion tokens, wall time, vs the plain prompt.

Every method runs through the generation engine (closed setting: the gold tables) on the same sample
questions. The named alternative is the plain ``insight`` prompt (one call per question); the script prints
each method's per-question figures and their ratios to it.

By default the LLM is a cooperative scripted model (the project's ``ScriptedLLM``): it answers every
stage well-formed (valid operations on the real tables, runnable SQL and Python, a 60-word insight), so
the counts are those of a model that follows the formats, with the maximum chain and plan lengths, and
"tokens" are whitespace-separated words of the real prompts. ``--llm SPEC`` uses a real model instead
(its tokenizer's counts, its own plan lengths).

    python benchmarks/bench_methods.py                       # scripted, 10 questions, seconds
    python benchmarks/bench_methods.py --questions 45
    python benchmarks/bench_methods.py --llm transformers:gemma3-270m-gguf --questions 2 --max-new-tokens 48
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
import time
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")

METHODS = ("insight", "dater", "chain-of-table", "tapera")
INSIGHT = "Insight: " + " ".join(["The tables show a clear pattern across the entities in question."] * 6)
CODE = "```python\ndef solve(tables):\n    return {t['title']: len(t['rows']) for t in tables}\n```"


def cooperative(request) -> str:
    """A well-formed reply for any stage of any method, built from the prompt's own tables."""
    text = request.messages[-1]["content"] if request.messages else request.prompt
    columns = re.findall(r"^col : (.*)$", text, re.MULTILINE)
    first = columns[0].split(" | ") if columns else []
    rows = len(re.findall(r"^row \d+ : ", text, re.MULTILINE))
    if text.startswith("[Task] Select the evidence"):
        keep = ", ".join(f"row {i}" for i in range(1, min(rows, 5) + 1))
        return f"f_select_column({', '.join(first[:3])})\nf_select_row({keep or '*'})"
    if text.startswith("[Task] Break the question"):
        n = len(re.findall(r"^t\d+ \(", text, re.MULTILINE))
        return "\n".join(f"Q{i}: How many rows has table {i}? SQL: SELECT count(*) FROM t{i}" for i in range(1, n + 1))
    if text.startswith("[Task] Choose the next table operation"):
        allowed = re.search(r"Choose one of: (.*), \[E\]", text)
        options = allowed.group(1).split(", ") if allowed else []
        for op in ("f_select_column", "f_sort_by"):
            if op in options:
                return op
        return "[E]"
    if text.startswith("[Task] Write the arguments of f_select_column"):
        return f"f_select_column({', '.join(first[:3])})"
    if text.startswith("[Task] Write the arguments of f_sort_by"):
        return f"f_sort_by({first[-1]}, descending)"
    if text.startswith("[Task] Plan the content"):
        return "Q1: How many rows has each table?\nQ2: Which entities appear in the tables?\nQ3: What is the largest value?"
    if text.startswith("[Task] Answer a sub-question"):
        return CODE
    return INSIGHT


def measure(bench, llm, method: str, n: int, max_new_tokens: int) -> dict:
    from mt_raig.config import build_config
    from mt_raig.generation import GenerationConfig, run_generation

    cfg = build_config(GenerationConfig, {"progress": False, "setting": "closed", "method": method, "limit": n, "max_new_tokens": max_new_tokens})
    start = time.perf_counter()
    preds, s = run_generation(bench, llm, cfg)
    wall = time.perf_counter() - start
    steps = [st for p in preds for st in p.steps]
    failed_steps = sum(1 for st in steps if st.get("status", "ok") != "ok")
    return {"method": method, "questions": len(preds), "ok": s.ok, "calls": s.calls / n, "prompt_tokens": s.prompt_tokens / n,
            "completion_tokens": s.completion_tokens / n, "wall_s": wall / n, "steps": len(steps) / n, "failed_steps": failed_steps}


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--questions", type=int, default=10, help="sample questions per method")
    ap.add_argument("--llm", default=None, help="an LLM spec; default: the cooperative scripted model")
    ap.add_argument("--max-new-tokens", type=int, default=256)
    ap.add_argument("--json", default=None, help="also write the figures to this JSON file")
    args = ap.parse_args(argv)

    from mt_raig.io.benchmark import load_benchmark

    bench = load_benchmark(None)
    if args.llm:
        from mt_raig.llm.registry import load_llm

        llm, label = load_llm(args.llm), args.llm
    else:
        sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
        from scripted_llm import ScriptedLLM

        llm, label = ScriptedLLM(cooperative), "cooperative ScriptedLLM (tokens = whitespace words)"
    measure(bench, llm, "insight", 1, args.max_new_tokens)  # warm-up: imports and first-call set-up are not a method's cost
    rows = [measure(bench, llm, m, args.questions, args.max_new_tokens) for m in METHODS]
    base = rows[0]
    print(f"LLM: {label}; {args.questions} sample questions, closed setting (gold tables)\n")
    print(f"{'method':<16}{'ok':>4}{'calls/q':>9}{'x':>7}{'prompt tok/q':>14}{'x':>7}{'compl tok/q':>13}{'x':>7}{'wall s/q':>10}{'steps/q':>9}{'failed steps':>14}")
    for r in rows:
        ratios = [r[k] / base[k] if base[k] else float("nan") for k in ("calls", "prompt_tokens", "completion_tokens")]
        print(f"{r['method']:<16}{r['ok']:>4}{r['calls']:>9.1f}{ratios[0]:>7.1f}{r['prompt_tokens']:>14.0f}{ratios[1]:>7.1f}"
              f"{r['completion_tokens']:>13.0f}{ratios[2]:>7.1f}{r['wall_s']:>10.2f}{r['steps']:>9.1f}{r['failed_steps']:>14}")
    if args.json:
        Path(args.json).write_text(json.dumps({"llm": label, "questions": args.questions, "rows": rows}, indent=2))


if __name__ == "__main__":
    main()
