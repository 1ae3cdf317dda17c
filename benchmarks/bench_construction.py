"""Benchmark construction speed: set collection on synthetic tables, and the sandbox's cost per call.

1. Set collection (``collect_sets``: topic grouping + key inference) on N synthetic tables with
   page/section/caption metadata (target: 20,000 tables in < 60 s), against the naive alternative, an
   all-pairs comparison of the same rule followed by greedy cliques, timed in the same run on a subset (it is
   quadratic, so its full-size time is extrapolated and printed as such). Every set of both is checked pair
   by pair against the rule, and the tables each covers are printed.
2. Sandbox overhead: ``run_python`` on a trivial function against plain in-process ``exec`` and against a
   bare ``python -c`` subprocess (the floor of any process-based isolation).

    python benchmarks/bench_construction.py                   # 20,000 tables, naive on 2,000
    python benchmarks/bench_construction.py --tables 2000 --naive 500 --calls 5
"""

from __future__ import annotations

import argparse
import random
import subprocess
import sys
import time
from itertools import combinations

from mt_raig.construction.sets import _header, _titles, collect_sets, topic_sets
from mt_raig.construction.sources import TableCollection, table_from_record
from mt_raig.sandbox import run_python

WORDS = "alpha beta gamma delta season league cup results squad election district county award film album tour chart".split()
COLUMNS = "Year Team Player Goals Points Rank Votes Party Candidate Title Role Notes Result Venue Score Country Position Club".split()


def synthetic_tables(n: int, seed: int = 0) -> list:
    """``n`` tables on about n/8 pages: sections with years in them, related captions, headers varying by a column."""
    rng = random.Random(seed)
    out = []
    pages = max(1, n // 8)
    for i in range(n):
        p = rng.randrange(pages)
        page = f"{random.Random(p).choice(WORDS).title()} {p} {WORDS[p % len(WORDS)]}"
        section = f"{rng.choice([1990, 2000, 2010, 2020]) + rng.randrange(10)} {WORDS[(p + rng.randrange(3)) % len(WORDS)]}"
        caption = f"{WORDS[(p * 7 + rng.randrange(2)) % len(WORDS)]} table"
        base = random.Random(p).sample(COLUMNS, 5)
        header = base[:4] + [rng.choice(COLUMNS)] if rng.random() < 0.5 else base
        header = list(dict.fromkeys(header))
        rows = [[f"{c[:2]}{rng.randrange(20)}" for c in header] for _ in range(5)]
        out.append(table_from_record({"title": f"{page} - {section} - {caption}", "header": header, "cell": rows,
                                      "page_title": page, "section_title": section, "caption": caption}, f"synthetic {i}"))
    return out


def naive_topic_sets(tables, min_shared=2, max_diff=1, max_size=4) -> list[list[int]]:
    """The obvious way: compare every pair of tables on the rule, then grow cliques greedily."""
    titles = [dict(_titles(t)) for t in tables]
    headers = [_header(t) for t in tables]
    nb = {i: set() for i in range(len(tables))}
    for a, b in combinations(range(len(tables)), 2):
        need = min(min_shared, len(titles[a]), len(titles[b]))
        shared = sum(1 for k, v in titles[a].items() if titles[b].get(k) == v)
        if need and shared >= need and max(len(headers[a] - headers[b]), len(headers[b] - headers[a])) <= max_diff:
            nb[a].add(b)
            nb[b].add(a)
    out, used = [], set()
    for i in range(len(tables)):
        if i in used or not nb[i]:
            continue
        clique = [i]
        for j in sorted(nb[i]):
            if len(clique) < max_size and j not in used and all(j in nb[k] for k in clique):
                clique.append(j)
        if len(clique) >= 2:
            used.update(clique)
            out.append(clique)
    return out


def valid(tables, groups) -> bool:
    """Every pair inside every set meets the topic rule (checked pair by pair)."""
    titles = [dict(_titles(t)) for t in tables]
    headers = [_header(t) for t in tables]
    for g in groups:
        for a, b in combinations(g, 2):
            need = min(2, len(titles[a]), len(titles[b]))
            if sum(1 for k, v in titles[a].items() if titles[b].get(k) == v) < need or max(len(headers[a] - headers[b]), len(headers[b] - headers[a])) > 1:
                return False
    return True


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tables", type=int, default=20000)
    ap.add_argument("--naive", type=int, default=2000, help="subset size for the all-pairs comparison")
    ap.add_argument("--calls", type=int, default=10, help="sandbox calls timed")
    args = ap.parse_args()

    t0 = time.perf_counter()
    tables = synthetic_tables(args.tables)
    gen = time.perf_counter() - t0
    coll = TableCollection(tables, [], ["synthetic"])
    t0 = time.perf_counter()
    sets, report = collect_sets(coll)
    ours = time.perf_counter() - t0
    print(f"set collection: {args.tables} synthetic tables (generated in {gen:.1f} s) -> {report['sets']} sets {report['by_kind']}, "
          f"sizes {report['size_distribution']}; collect_sets {ours:.2f} s (target < 60 s: {'met' if ours < 60 else 'NOT met'})")

    sub = tables[: args.naive]
    index = {t.id: i for i, t in enumerate(sub)}
    t0 = time.perf_counter()
    ours_sets = [[index[x] for x in s.table_ids] for s in topic_sets(sub)]
    ours_sub = time.perf_counter() - t0
    t0 = time.perf_counter()
    naive = naive_topic_sets(sub)
    naive_s = time.perf_counter() - t0
    scale = (args.tables / len(sub)) ** 2
    cover = lambda groups: sum(len(g) for g in groups)  # noqa: E731
    print(f"topic sets on {len(sub)} tables: ours (grouped by keys) {ours_sub:.3f} s -> {len(ours_sets)} sets covering {cover(ours_sets)} tables, "
          f"naive all-pairs + greedy cliques {naive_s:.3f} s -> {len(naive)} sets covering {cover(naive)} tables; x{naive_s / max(ours_sub, 1e-9):.1f}; "
          f"all pairs valid: ours {valid(sub, ours_sets)}, naive {valid(sub, naive)}; naive at {args.tables} tables extrapolated (quadratic): ~{naive_s * scale:.0f} s")

    code = "def expand_facts(tables):\n    return [len(t) for t in tables]\n"
    inputs = {"tables": [[1, 2, 3]] * 10}
    run_python(code, inputs)  # warm the file cache
    t0 = time.perf_counter()
    for _ in range(args.calls):
        assert run_python(code, inputs).value == [3] * 10
    sandbox = (time.perf_counter() - t0) / args.calls
    t0 = time.perf_counter()
    for _ in range(args.calls):
        ns: dict = {}
        exec(compile(code, "<c>", "exec"), ns)
        ns["expand_facts"](**inputs)
    plain = (time.perf_counter() - t0) / args.calls
    t0 = time.perf_counter()
    for _ in range(args.calls):
        subprocess.run([sys.executable, "-I", "-c", "pass"], check=True)
    bare = (time.perf_counter() - t0) / args.calls
    print(f"sandbox per call: run_python {1000 * sandbox:.1f} ms, bare `python -I -c pass` subprocess {1000 * bare:.1f} ms "
          f"(x{sandbox / bare:.2f}), plain in-process exec {1000 * plain:.3f} ms (x{sandbox / max(plain, 1e-9):.0f})")


if __name__ == "__main__":
    main()
