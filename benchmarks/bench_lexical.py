"""How well the offline ``lexical`` proxy judge separates faithful from unfaithful insights, and its speed.

On the bundled sample, each gold insight is scored against its gold tables three ways:
the insight itself (faithful), the insight with every digit-written number raised by 13%
(unfaithful numbers, same wording), and another example's gold insight over unrelated
tables (unfaithful content). Prints proxy faithfulness and completeness F1 for each,
the ratios against the faithful condition, and the wall time per example.

    python benchmarks/bench_lexical.py
"""

from __future__ import annotations

import re
import time
from decimal import Decimal

from mt_raig.data import load_benchmark
from mt_raig.eval.items import items_from_gold
from mt_raig.eval.judge import EvalItem
from mt_raig.eval.pipeline import evaluate
from mt_raig.eval.registry import load_judge
from mt_raig.numbers import NUMBER, parse_number

BUMP = Decimal("1.13")


def bump_numbers(text: str) -> str:
    """Every number written in digits, times 1.13, written at its original number of decimals."""

    def repl(m: re.Match) -> str:
        n = parse_number(m.group(0))
        if n is None:
            return m.group(0)
        return f"{(n.value * BUMP):.{n.places}f}"

    return NUMBER.sub(repl, text)


def main() -> None:
    bench = load_benchmark(None)
    gold = items_from_gold(bench)
    bumped = [EvalItem(i.id, i.question, i.type, bump_numbers(i.prediction), i.reference, i.tables) for i in gold]
    # an unrelated insight: the gold insight of the example half the list away (other tables, other question)
    half = len(gold) // 2
    unrelated = [EvalItem(i.id, i.question, i.type, gold[(k + half) % len(gold)].prediction, i.reference, i.tables) for k, i in enumerate(gold)]
    judge = load_judge("lexical")
    rows = []
    for name, items in (("gold insight (faithful)", gold), ("numbers x1.13", bumped), ("unrelated gold insight", unrelated)):
        t0 = time.perf_counter()
        report = evaluate(items, judge, progress=False)
        wall = time.perf_counter() - t0
        s = report.summary
        rows.append((name, s["faithfulness"]["Macro"]["mean"], s["completeness_f1"]["Macro"]["mean"], wall / len(items)))
    base_f, base_c = rows[0][1], rows[0][2]
    print(f"lexical proxy on the bundled sample ({len(gold)} examples, gold tables; paper-style Avg. over types)")
    print(f"{'prediction':<26}{'faithfulness':>14}{'x faithful':>12}{'comp. F1':>10}{'x faithful':>12}{'s/example':>11}")
    for name, f, c, s in rows:
        print(f"{name:<26}{100 * f:>14.2f}{f / base_f:>12.2f}{100 * c:>10.2f}{c / base_c:>12.2f}{s:>11.3f}")
    judge.close()


if __name__ == "__main__":
    main()
