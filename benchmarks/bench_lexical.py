"""How well the offline ``lexical`` proxy judge separates faithful from unfaithful insights, and its speed.

On the bundled sample, each gold insight is scored against its gold tables five ways:
the insight itself (faithful), the insight with every digit-written number raised by 13%
(unfaithful numbers, same wording), another example's gold insight (unfaithful content),
and two question echoes (the question itself, and the question restated as a sentence),
the baseline an insight must beat. Prints proxy faithfulness (paper-style Avg. over the
question types) and completeness F1 for each, the ratio against the faithful condition,
and the wall time per example. Then the judge on the adversarial claim pairs of
``tests/test_lexical_adversarial.py`` (each false claim beside its true twin): the share
of false claims caught and of true claims kept, per category, against an accept-all
judge (which keeps every true claim and catches none).

    python benchmarks/bench_lexical.py
"""

from __future__ import annotations

import importlib.util
import re
import time
from collections import defaultdict
from decimal import Decimal
from pathlib import Path

from mt_raig.io.benchmark import load_benchmark
from mt_raig.eval import items_from_gold, run_judge
from mt_raig.eval.judge import EvalItem
from mt_raig.eval.lexical import LexicalJudge
from mt_raig.io.scores import HEADLINE
from mt_raig.numbers import NUMBER, parse_number

BUMP = Decimal("1.13")
ADVERSARIAL_FILE = Path(__file__).resolve().parent.parent / "tests" / "test_lexical_adversarial.py"


def bump_numbers(text: str) -> str:
    """Every number written in digits, times 1.13, written at its original number of decimals."""

    def repl(m: re.Match) -> str:
        n = parse_number(m.group(0))
        if n is None:
            return m.group(0)
        return f"{(n.value * BUMP):.{n.places}f}"

    return NUMBER.sub(repl, text)


def conditions(gold: list[EvalItem]) -> list[tuple[str, list[EvalItem]]]:
    def with_prediction(item: EvalItem, text: str) -> EvalItem:
        return EvalItem(item.id, item.question, item.type, text, item.reference, item.tables)

    half = len(gold) // 2  # an unrelated insight: the gold insight of the example half the list away
    return [
        ("gold insight (faithful)", gold),
        ("numbers x1.13", [with_prediction(i, bump_numbers(i.prediction)) for i in gold]),
        ("unrelated gold insight", [with_prediction(i, gold[(k + half) % len(gold)].prediction) for k, i in enumerate(gold)]),
        ("question echo", [with_prediction(i, i.question) for i in gold]),
        ("question restated", [with_prediction(i, "This analysis looks at " + i.question.rstrip("?").lower() + ".") for i in gold]),
    ]


def adversarial_pairs() -> list[tuple]:
    spec = importlib.util.spec_from_file_location("lexical_adversarial", ADVERSARIAL_FILE)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.ADVERSARIAL


def main() -> None:
    bench = load_benchmark(None)
    gold = items_from_gold(bench)
    judge = LexicalJudge()
    rows = []
    for name, items in conditions(gold):
        t0 = time.perf_counter()
        report = run_judge(items, judge, progress=False)
        wall = time.perf_counter() - t0
        s = report.summary
        rows.append((name, s["faithfulness"][HEADLINE]["mean"] or 0.0, s["completeness_f1"][HEADLINE]["mean"] or 0.0, wall / len(items)))
    base_f, base_c = rows[0][1], rows[0][2]
    print(f"lexical proxy ({judge.info()['version']}) on the bundled sample ({len(gold)} examples, gold tables; paper-style Avg. over types)")
    print(f"{'prediction':<26}{'faithfulness':>14}{'x faithful':>12}{'comp. F1':>10}{'x faithful':>12}{'s/example':>11}")
    for name, f, c, s in rows:
        print(f"{name:<26}{100 * f:>14.2f}{f / base_f:>12.2f}{100 * c:>10.2f}{c / base_c:>12.2f}{s:>11.3f}")

    every = bench.tables.values() if isinstance(bench.tables, dict) else bench.tables
    by_title = {t.title: t for t in every}
    per: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0])  # caught, kept, pairs
    t0 = time.perf_counter()
    for category, names, true, false in adversarial_pairs():
        tables = [by_title[n] for n in names]
        kept, caught = judge.verify(true, tables), judge.verify(false, tables)
        per[category][0] += caught.status == "ok" and caught.score == 0.0
        per[category][1] += kept.status == "ok" and kept.score == 1.0
        per[category][2] += 1
    wall = time.perf_counter() - t0
    pairs = sum(p[2] for p in per.values())
    print(f"\nadversarial pairs ({pairs}, {ADVERSARIAL_FILE.name}; {1000 * wall / (2 * pairs):.1f} ms/claim)")
    print(f"{'category':<18}{'pairs':>6}{'false caught':>14}{'true kept':>11}{'accept-all caught':>19}")
    for category, (c, k, n) in per.items():
        print(f"{category:<18}{n:>6}{100 * c / n:>13.1f}%{100 * k / n:>10.1f}%{0.0:>18.1f}%")
    caught, kept = sum(p[0] for p in per.values()), sum(p[1] for p in per.values())
    print(f"{'all':<18}{pairs:>6}{100 * caught / pairs:>13.1f}%{100 * kept / pairs:>10.1f}%{0.0:>18.1f}%")
    judge.close()


if __name__ == "__main__":
    main()
