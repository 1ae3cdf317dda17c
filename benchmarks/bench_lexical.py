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

Speed (``--speed``; issue #22 item 3): the full benchmark size, 18,532 items built from the sample
(:func:`full_size_items`), scored by today's judge (``lexical`` at ``a9549b7``, taken from git into a
temporary package and run as it ran then: serial, in this process) and by ours (``run_judge``, which spreads
the judge over worker processes: :mod:`mt_raig.eval.lexical.batch`) on the same evenly spaced subset,
both projected to 18,532 items; ``--full`` also times ours on all 18,532 items.

    python benchmarks/bench_lexical.py                  # accuracy, then speed on the subset
    python benchmarks/bench_lexical.py --accuracy       # accuracy only
    python benchmarks/bench_lexical.py --speed [--full] # speed only (--full: ours on all 18,532 items too)
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import re
import subprocess
import sys
import tempfile
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
from mt_raig.tables import Table

BUMP = Decimal("1.13")
ROOT = Path(__file__).resolve().parent.parent
ADVERSARIAL_FILE = ROOT / "tests" / "test_lexical_adversarial.py"
FULL_SIZE = 18_532  # MT-RAIG Bench's test examples (Table 1 of the paper)
BEFORE = "a9549b7"  # the judge issue #22 measured at about 0.26 s per item


def bump_numbers(text: str, factor: Decimal = BUMP) -> str:
    """Every number written in digits, times ``factor`` (1.13), written at its original number of decimals."""

    def repl(m: re.Match) -> str:
        n = parse_number(m.group(0))
        if n is None:
            return m.group(0)
        return f"{(n.value * factor):.{n.places}f}"

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


def accuracy() -> None:
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


# -- speed: the full benchmark size


def table_variant(table: Table, variant: int, made: dict) -> Table:
    """Variant ``variant`` of a table: 0 is the table; others leave out two of its rows (row pairs in a fixed
    order, so most variants differ), tables of 3 rows or fewer kept whole. One object per variant, shared by
    the items that use it (as a benchmark's items share its corpus tables)."""
    n = len(table.cells)
    if variant == 0 or n <= 3:
        return table
    pairs = [(a, b) for b in range(n) for a in range(b + 1)]
    a, b = pairs[(variant - 1) % len(pairs)]
    key = (table.id, a, b)
    if key not in made:
        made[key] = Table(f"{table.id}~{a}.{b}", table.title, table.header, tuple(r for i, r in enumerate(table.cells) if i not in (a, b)))
    return made[key]


def full_size_items(gold: list[EvalItem], n: int = FULL_SIZE, items_per_variant: int = 5) -> list[EvalItem]:
    """``n`` items cycling over the sample's gold items (cycle ``c = k // len(gold)``), varied so that caching
    per text cannot answer most of them. Tables: variant ``c // 5`` of the gold tables (each variant of a
    table set is asked about by ~10 items: MT-RAIG Bench has 10 questions per table set). Prediction by
    ``c % 5``: the gold insight; every number x1.01 .. x1.37 (by cycle); another example's gold insight
    (by cycle); the gold sentences rotated; the first half of the gold insight with the rest's numbers
    x0.77 .. x0.99. Reference: the gold insight."""
    made: dict = {}
    out = []
    for k in range(n):
        c, src = divmod(k, len(gold))
        g = gold[src]
        sentences = re.split(r"(?<=\.) ", g.prediction)
        half = len(sentences) // 2
        prediction = [
            lambda: g.prediction,
            lambda: bump_numbers(g.prediction, Decimal(101 + c % 37) / 100),
            lambda: gold[(src + 1 + c % (len(gold) - 1)) % len(gold)].prediction,
            lambda: " ".join(sentences[c % len(sentences):] + sentences[: c % len(sentences)]),
            lambda: " ".join(sentences[:half] + [bump_numbers(" ".join(sentences[half:]), Decimal(99 - c % 23) / 100)]),
        ][c % 5]()
        tables = tuple(table_variant(t, c // items_per_variant, made) for t in g.tables)
        out.append(EvalItem(f"{g.id}#{k}", g.question, g.type, prediction, g.reference, tables))
    return out


def judge_at(revision: str, folder: Path):
    """The ``LexicalJudge`` class of ``mt_raig/eval/lexical`` at ``revision``, from git, as a package of its own
    (its imports of the rest of mt_raig are today's)."""
    name = f"lexical_{revision}"
    package = folder / name
    package.mkdir()
    files = subprocess.run(["git", "-C", str(ROOT), "ls-tree", "--name-only", f"{revision}:mt_raig/eval/lexical/"],
                           capture_output=True, text=True, check=True).stdout.split()
    for f in files:
        text = subprocess.run(["git", "-C", str(ROOT), "show", f"{revision}:mt_raig/eval/lexical/{f}"], capture_output=True, text=True, check=True).stdout
        (package / f).write_text(text, encoding="utf-8")
    spec = importlib.util.spec_from_file_location(name, package / "__init__.py", submodule_search_locations=[str(package)])
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module.LexicalJudge


def _examples(report) -> str:
    return json.dumps([e.to_json() for e in report.examples], sort_keys=True)


def _cpu() -> float:
    """CPU seconds of this process (all its threads) and of its children that have ended (the pool's workers)."""
    import resource

    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return time.process_time() + children.ru_utime + children.ru_stime


def _timed(items: list[EvalItem], judge) -> tuple[float, float, object, str]:
    """Wall and CPU seconds of scoring ``items`` (the pool of a ParallelLexicalJudge shut down inside), the report, the load."""
    load = f"{os.getloadavg()[0]:.1f}"
    cpu, t0 = _cpu(), time.perf_counter()
    try:
        report = run_judge(items, judge, progress=False)
    finally:
        if hasattr(judge, "shutdown"):
            judge.shutdown()
    wall = time.perf_counter() - t0
    return wall, _cpu() - cpu, report, f"{load}-{os.getloadavg()[0]:.1f}"


def speed(full: bool, every: int = 46) -> None:
    from mt_raig.eval.lexical.batch import ParallelLexicalJudge, default_workers

    gold = items_from_gold(load_benchmark(None))
    items = full_size_items(gold)
    subset = items[::every]
    workers = default_workers()
    print(f"\nspeed: {len(items)} items built from the {len(gold)} sample examples ({len({it.tables for it in items})} distinct table sets, "
          f"{len({it.prediction for it in items})} distinct predictions, {len({it.reference for it in items})} references); "
          f"{os.cpu_count()} CPUs, {workers} workers")
    print(f"same subset for both: every {every}th item, {len(subset)} items (today's judge is timed on it only; 18,532 items projected at its rate)")
    print(f"{'judge':<34}{'items':>7}{'wall s':>9}{'items/s':>9}{'x today':>9}{'18,532 items':>24}{'CPU s':>8}{'items/CPU s':>13}{'load avg':>11}")
    first = []

    def row(name: str, n: int, wall: float, cpu: float, load: str) -> None:
        rate = n / wall
        first.append(rate)
        projected = "measured" if n == FULL_SIZE else "projected"
        print(f"{name:<34}{n:>7}{wall:>9.1f}{rate:>9.2f}{rate / first[0]:>9.2f}{FULL_SIZE / rate / 60:>9.1f} min {projected:<10}"
              f"{cpu:>8.1f}{n / cpu:>13.2f}{load:>11}", flush=True)

    with tempfile.TemporaryDirectory(prefix="bench-lexical-before-") as tmp:
        before = judge_at(BEFORE, Path(tmp))()
        before._load()  # the embedder loaded before the clock starts, for every judge
        wall, cpu, _, load = _timed(subset, before)
        row(f"today ({BEFORE}), serial", len(subset), wall, cpu, load)
        before.close()
    base = LexicalJudge()
    base._load()
    reports = {}
    for w in sorted({1, workers}):
        judge = ParallelLexicalJudge(base, w)
        wall, cpu, reports[w], load = _timed(subset, judge)
        row(f"ours, {w} worker{'s' * (w > 1)}", len(subset), wall, cpu, load)
    if len(reports) > 1:
        print(f"ours, 1 worker vs {workers}: reports {'byte-identical' if _examples(reports[1]) == _examples(reports[workers]) else 'DIFFERENT'}")
    if full:
        judge = ParallelLexicalJudge(base, workers)
        wall, cpu, _, load = _timed(items, judge)
        row(f"ours, {workers} worker{'s' * (workers > 1)}, all items", len(items), wall, cpu, load)
    print("items/s: wall clock; CPU s: this process's and its workers' CPU time. load avg: the 1-minute load average "
          "before-after (the cores are shared with other jobs)")
    print("work done once per distinct input (last run of ours; chunks: those the spawned workers ran, the rest ran in the main process):")
    for what, (inputs, distinct) in judge.work.items():
        print(f"  {what:<30}{inputs:>8} inputs{distinct:>8} distinct ({100 * distinct / max(inputs, 1):.0f}%){judge.pooled.get(what, 0):>6} chunks in workers")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--accuracy", action="store_true", help="accuracy only")
    ap.add_argument("--speed", action="store_true", help="speed only (today's judge vs ours on a subset of the 18,532 items)")
    ap.add_argument("--full", action="store_true", help="speed, and ours on all 18,532 items")
    ap.add_argument("--every", type=int, default=46, help="the speed subset: every N-th of the 18,532 items (default 46: 403 items)")
    args = ap.parse_args()
    if not (args.speed or args.full):
        accuracy()
    if not args.accuracy:
        speed(args.full, args.every)


if __name__ == "__main__":
    main()
