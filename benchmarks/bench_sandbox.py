"""Sandbox start-up cost: runs per second of ``run_python`` under the kernel boundary (bubblewrap namespaces +
seccomp) against the same child without it (process limits and the audit hook only, the previous sandbox), and
against a bare ``python -c`` subprocess (the floor of any process-based isolation), in one run.

    python benchmarks/bench_sandbox.py [--calls 20]
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time

import mt_raig.sandbox.process as process
from mt_raig.sandbox import Limits, run_python

CODE = "def expand_facts(tables):\n    return [len(t) for t in tables]\n"
PANDAS = "def expand_facts(tables):\n    import pandas as pd\n    return [int(pd.DataFrame(t).shape[0]) for t in tables]\n"


def rate(fn, calls: int) -> float:
    fn()  # warm the page cache
    start = time.perf_counter()
    for _ in range(calls):
        fn()
    return calls / (time.perf_counter() - start)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--calls", type=int, default=20)
    args = ap.parse_args()
    inputs = {"tables": [[1, 2], [3]]}
    kernel_ok, why = process.kernel_sandbox()
    print(f"kernel sandbox: {why if kernel_ok else 'not available: ' + why}")
    real = process.kernel_sandbox
    rows = []
    for label, code in (("trivial function", CODE), ("imports pandas", PANDAS)):
        kernel = rate(lambda: run_python(code, inputs), args.calls) if kernel_ok else float("nan")
        process.kernel_sandbox = lambda: (False, "switched off for the benchmark")
        try:
            plain = rate(lambda: run_python(code, inputs, limits=Limits(allow_unsandboxed=True)), args.calls)
        finally:
            process.kernel_sandbox = real
        rows.append((label, kernel, plain))
    bare = rate(lambda: subprocess.run([sys.executable, "-I", "-c", "pass"], check=True), args.calls)
    print(f"{'runs/s':<18}{'kernel sandbox':>16}{'no namespaces':>16}{'ratio':>8}")
    for label, kernel, plain in rows:
        print(f"{label:<18}{kernel:>16.1f}{plain:>16.1f}{kernel / plain:>8.2f}")
    print(f"bare `python -c pass`: {bare:.1f} runs/s")


if __name__ == "__main__":
    main()
