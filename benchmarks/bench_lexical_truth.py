"""Is the offline ``lexical`` proxy judge right on true text and on false text? (issue #22, items 1, 2, 4)

1. Proxy faithfulness (paper-style Avg. over the question types, computed by ``run_judge``) of the bundled
   sample's gold insights against their gold tables (true text: should be high), and of the same insights with
   every digit-written number raised by 13% and of another example's gold insight (false text: should be low).
   Completeness is not measured here (topic matching is stubbed out, so no embedder is loaded). Then the
   claims of the gold insights altered two more ways (every decimal x0.9; the two names most mentioned
   swapped): only the claims the change altered, refuted / accepted / skipped.
2. The adversarial claim pairs (each false claim beside its true twin): the share of false claims caught
   (scored 0.0) and of true claims kept (scored 1.0), per category, for the pairs over the sample's tables
   (``tests/test_lexical_adversarial.py``) and over real public tables the judge was not built on
   (Chinook and Northwind, ``tests/test_lexical_real.py``). A claim ``skipped`` counts as neither.

    python benchmarks/bench_lexical_truth.py
"""

from __future__ import annotations

import importlib.util
import re
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

from mt_raig.eval import items_from_gold, run_judge
from mt_raig.eval.judge import Match
from mt_raig.eval.lexical import LexicalJudge
from mt_raig.eval.lexical.index import index_of
from mt_raig.io.benchmark import load_benchmark
from mt_raig.io.scores import HEADLINE

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_lexical import conditions


class FaithfulnessOnly(LexicalJudge):
    """The lexical judge with topic matching stubbed out: faithfulness is computed exactly as in ``run_judge``."""

    def match_topics(self, questions, predicted, gold):
        return [Match("ok") for _ in questions]


def _module(name: str):
    """A test module by name; ``tests/`` goes on the path for the helpers it imports (``heldout_pairs``)."""
    if str(ROOT / "tests") not in sys.path:
        sys.path.insert(0, str(ROOT / "tests"))
    spec = importlib.util.spec_from_file_location(name, ROOT / "tests" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def rates(judge: LexicalJudge, pairs, tables) -> dict[str, list[int]]:
    per: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0])  # caught, kept, pairs
    for category, names, true, false in pairs:
        chosen = [tables[n] for n in names]
        kept, caught = judge.verify(true, chosen), judge.verify(false, chosen)
        per[category][0] += caught.status == "ok" and caught.score == 0.0
        per[category][1] += kept.status == "ok" and kept.score == 1.0
        per[category][2] += 1
    return per


def decimals_x09(text: str, tables) -> str:
    """Every number with decimals, times 0.9, at its written precision (a subtler change than x1.13)."""
    return re.sub(r"\d+\.\d+", lambda m: f"{float(m.group(0)) * 0.9:.{len(m.group(0).split('.')[1])}f}", text)


def names_swapped(text: str, tables) -> str | None:
    """The two table names the insight mentions most, swapped everywhere (None with fewer than two)."""
    spans = index_of(tuple(tables)).name_spans(text)
    top = [n for n, _ in Counter(text[a:b] for a, b in spans if b - a > 3).most_common(2)]
    if len(top) < 2:
        return None
    return re.sub(re.escape(top[0]) + "|" + re.escape(top[1]), lambda m: top[1] if m.group(0) == top[0] else top[0], text)


def changed_claims(judge: LexicalJudge, gold, alter) -> Counter:
    """Verdicts on the claims of each altered gold insight that are not claims of the gold insight itself."""
    out: Counter = Counter()
    for item in gold:
        text = alter(item.prediction, item.tables)
        if text is None:
            continue
        before = set(judge.claims_of(item.prediction, item.tables))
        for claim in judge.claims_of(text, item.tables):
            if claim not in before:
                v = judge.verify(claim, item.tables, item.question)
                out["skipped" if v.status == "skipped" else "accepted" if v.score == 1.0 else "refuted"] += 1
    return out


def main() -> None:
    bench = load_benchmark(None)
    gold = items_from_gold(bench)
    judge = FaithfulnessOnly()
    print(f"lexical proxy ({judge.info()['version']}), bundled sample ({len(gold)} examples, gold tables)")
    print(f"{'prediction':<26}{'faithfulness':>14}{'s/example':>11}")
    for name, items in conditions(gold)[:3]:
        t0 = time.perf_counter()
        report = run_judge(items, judge, progress=False)
        wall = time.perf_counter() - t0
        print(f"{name:<26}{100 * (report.summary['faithfulness'][HEADLINE]['mean'] or 0.0):>14.2f}{wall / len(items):>11.3f}")

    print("\nfalse claims made from the gold insights (only the claims the change altered; accept-all accepts 100%)")
    print(f"{'change':<26}{'claims':>8}{'refuted':>10}{'accepted':>10}{'skipped':>9}")
    for name, alter in (("every decimal x0.9", decimals_x09), ("two names swapped", names_swapped)):
        c = changed_claims(judge, gold, alter)
        n = sum(c.values())
        print(f"{name:<26}{n:>8}{100 * c['refuted'] / n:>9.1f}%{100 * c['accepted'] / n:>9.1f}%{100 * c['skipped'] / n:>8.1f}%")

    every = bench.tables.values() if isinstance(bench.tables, dict) else bench.tables
    sample = {t.title: t for t in every}
    real = _module("test_lexical_real")
    for label, pairs, tables in (
        ("sample tables (tests/test_lexical_adversarial.py)", _module("test_lexical_adversarial").ADVERSARIAL, sample),
        ("real public tables: Chinook, Northwind, BIRD (tests/test_lexical_real.py)", real.REAL, real.load_tables()),
    ):
        per = rates(judge, pairs, tables)
        n = sum(p[2] for p in per.values())
        print(f"\nadversarial pairs over {label}: {n}")
        print(f"{'category':<18}{'pairs':>6}{'false caught':>14}{'true kept':>11}")
        for category, (c, k, m) in sorted(per.items()):
            print(f"{category:<18}{m:>6}{100 * c / m:>13.1f}%{100 * k / m:>10.1f}%")
        c, k = sum(p[0] for p in per.values()), sum(p[1] for p in per.values())
        print(f"{'all':<18}{n:>6}{100 * c / n:>13.1f}%{100 * k / n:>10.1f}%")


if __name__ == "__main__":
    main()
