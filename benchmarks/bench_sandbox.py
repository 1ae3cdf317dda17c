"""Sandbox start-up cost: ``run_python`` runs per second now (kernel boundary: bubblewrap, or the built-in
launcher where bubblewrap is absent; seccomp; Landlock) against the implementation issue #21 was filed on
(process limits + in-process audit hook, ``--before``, taken from git into a temporary folder), and against a
bare ``python -I -c pass`` subprocess (the floor of any process-based isolation), in one run.

    python benchmarks/bench_sandbox.py [--calls 20] [--before a954868~1]

Each variant is measured in its own interpreter (so the old package and the new one never mix), one warm-up
call first, then ``--calls`` calls in a row.
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

ROOT = Path(__file__).resolve().parents[1]
CODES = {
    "trivial function": "def expand_facts(tables):\n    return [len(t) for t in tables]\n",
    "imports pandas": "def expand_facts(tables):\n    import pandas as pd\n    return [int(pd.DataFrame(t).shape[0]) for t in tables]\n",
}
MEASURE = """
import json, sys, time
builtin, calls, code = sys.argv[1] == "builtin", int(sys.argv[2]), sys.argv[3]
if builtin:
    import mt_raig.sandbox.namespaces as ns
    ns.bwrap_path = lambda: None
    ns.kernel_sandbox.cache_clear()
from mt_raig.sandbox import run_python
inputs = {"tables": [[1, 2], [3]]}
first = run_python(code, inputs)
assert first.status == "ok" and first.value == [2, 1], (first.status, first.reason)
start = time.perf_counter()
for _ in range(calls):
    run_python(code, inputs)
print(json.dumps({"rate": calls / (time.perf_counter() - start), "enforced": first.enforced}))
"""


def measure(pythonpath: str, builtin: bool, calls: int, code: str) -> tuple[float, dict]:
    env = dict(os.environ, PYTHONPATH=pythonpath)
    out = subprocess.run([sys.executable, "-c", MEASURE, "builtin" if builtin else "default", str(calls), code],
                         env=env, cwd=tempfile.gettempdir(), capture_output=True, text=True, check=True).stdout
    reply = json.loads(out.strip().splitlines()[-1])
    return reply["rate"], reply["enforced"]


def bare_rate(calls: int) -> float:
    subprocess.run([sys.executable, "-I", "-c", "pass"], check=True)
    start = time.perf_counter()
    for _ in range(calls):
        subprocess.run([sys.executable, "-I", "-c", "pass"], check=True)
    return calls / (time.perf_counter() - start)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--calls", type=int, default=20)
    ap.add_argument("--before", default="a954868~1", help="git revision of the implementation to compare with")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="bench-sandbox-before-") as old:
        archive = subprocess.run(["git", "-C", str(ROOT), "archive", args.before, "mt_raig"], capture_output=True, check=True).stdout
        subprocess.run(["tar", "-x", "-C", old], input=archive, check=True)
        variants = [("before", old, False), ("bubblewrap", str(ROOT), False), ("built-in", str(ROOT), True)]
        rows = []
        for label, code in CODES.items():
            rates = {}
            for name, path, builtin in variants:
                rates[name], enforced = measure(path, builtin, args.calls, code)
                if label == "trivial function":
                    print(f"{name}: {enforced.get('kernel_sandbox', 'audit hook + process limits (no kernel boundary)')}")
            rows.append((label, rates))
    bare = bare_rate(args.calls)
    print(f"\n{'runs/s':<18}{'before':>10}{'bubblewrap':>12}{'ratio':>8}{'built-in':>10}{'ratio':>8}")
    for label, r in rows:
        print(f"{label:<18}{r['before']:>10.1f}{r['bubblewrap']:>12.1f}{r['bubblewrap'] / r['before']:>8.2f}"
              f"{r['built-in']:>10.1f}{r['built-in'] / r['before']:>8.2f}")
    print(f"bare `python -I -c pass`: {bare:.1f} runs/s ({args.calls} calls each, before = {args.before})")


if __name__ == "__main__":
    main()
