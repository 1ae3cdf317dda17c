"""Join-aware and fused retrieval against single-table retrievers on the BIRD + BEAVER development set.

Run through ``python benchmarks/bench_retrieval.py --dev-set [--adapter DIR]`` (see BENCHMARKS.md). Every spec is
run on the dev databases of ``dataset_script/devsets/bird_beaver`` (never tuned on: the join defaults were chosen
on its train databases): P/R/F1@k, all@k (``complete``: every gold table in the top k), search latency per
question, index build time and the resident memory the index added. Base indexes are built once and shared
(``hybrid`` and ``join:`` over them add only their own work, which is what their build time shows). Then the
compatibility index alone on synthetic corpora of the MT-RAIG size (19,563 tables) and 200,000 tables.
"""

from __future__ import annotations

import gc
import os
import random
import tempfile
import time
from pathlib import Path
from typing import Sequence

DEV = Path(__file__).resolve().parent.parent / "dataset_script" / "devsets" / "bird_beaver"
KS = (2, 5, 10, 20, 50)
LINKED = "bm25:neighbours=1,cellfield=1,titlefield=1"  # the BM25 that join: builds under it by default
FIELDS = ("neighbours", "cellfield", "titlefield")  # its three fields beside the one document
ALONE = tuple(f"bm25:{f}=1" for f in FIELDS)  # each field alone, over the one document
WITHOUT = {f: "bm25:" + ",".join(f"{g}=1" for g in FIELDS if g != f) for f in FIELDS}  # join:bm25@<field>=0's base
SAME_WEIGHTS = "hybrid@w=0.4/0.6"  # hybrid fused as join: fuses its hybrid base (join's lexical=0.4)
SAME_BASE = "join:hybrid's base alone"  # join's BM25 + dense fused 0.4/0.6: join:hybrid without the join step


def rss_mb() -> float:
    import psutil

    return psutil.Process(os.getpid()).memory_info().rss / 2**20


class Prebuilt:
    """A retriever whose index is already built: ``index`` only records the corpus size (shared bases)."""

    def __init__(self, inner) -> None:
        self.inner, self.name = inner, inner.name

    def index(self, tables, progress: bool = True) -> None:
        pass

    def search(self, questions, k, progress: bool = True):
        return self.inner.search(questions, k, progress=progress)

    def info(self) -> dict:
        return self.inner.info()


def timed_index(retriever, tables) -> tuple[float, float]:
    gc.collect()
    before, t0 = rss_mb(), time.perf_counter()
    retriever.index(tables, progress=False)
    return time.perf_counter() - t0, max(0.0, rss_mb() - before)


def adapter_format(adapter: str) -> str:
    """The table format a trained dense adapter was trained with (``paper`` for adapters saved before formats)."""
    from mt_raig.retrieval.st_dual_encoder import SentenceTransformerDualEncoder

    return SentenceTransformerDualEncoder.read_settings(Path(adapter)).table_format


def dense_name(fmt: str, trained: bool = False) -> str:
    """``dense``, ``dense@format=words``, ``dense+lora``, ``dense@format=words+lora``."""
    return ("dense" if fmt == "paper" else f"dense@format={fmt}") + ("+lora" if trained else "")


def run_dev(adapters: Sequence[str] | str | None, benchmark: str | None = None,
            formats: Sequence[str] = ("paper",)) -> dict[str, dict]:
    """Every spec on the dev databases, or on ``benchmark`` (any form ``load_benchmark`` reads: a release folder,
    the Hub dataset's Parquet, a held-out multi-table release) with the same defaults, side by side.

    ``formats``: the dense table formats of the untrained MiniLM rows (each with its hybrid and join rows);
    ``adapters``: trained dense adapters, each read in the format it was trained on (at most one per format)."""
    from mt_raig.io.benchmark import load_benchmark
    from mt_raig.retrieval import EncoderOptions, load_retriever
    from mt_raig.retrieval.hybrid import DEFAULT_FUSION, HybridRetriever
    from mt_raig.retrieval.join import JoinRetriever

    adapters = [adapters] if isinstance(adapters, str) else list(adapters or ())
    bench = load_benchmark(str(benchmark or DEV / "dev"))
    tables, examples = list(bench.tables.values()), bench.examples
    print(f"{benchmark or 'dev databases'}: {len(examples)} questions, {len(tables)} tables "
          f"({sum(bool(t.cells) for t in tables)} with rows, the rest schema-only)")
    opts = EncoderOptions(device="cpu", batch_size=32)
    # the bm25 under join: reads its key-linked tables' words (join's default, mt_raig.retrieval.join); its own row
    todo = [(spec, spec, opts, False) for spec in ("bm25", *ALONE, *WITHOUT.values(), LINKED)]
    todo += [(dense_name(f), dense_name(f), opts, False) for f in formats]
    for a in adapters:
        name = dense_name(adapter_format(a), trained=True)
        if name in [t[0] for t in todo]:
            raise SystemExit(f"two adapters trained on format={adapter_format(a)}: give one per format")
        todo.append((name, "dense", EncoderOptions(device="cpu", batch_size=32, adapter=a), True))
    bases: dict[str, tuple[object, float, float]] = {}
    for name, spec, options, _ in todo:
        r = load_retriever(spec, options)
        secs, mem = timed_index(r, tables)
        bases[name] = (r, secs, mem)
    specs: dict[str, tuple[object, float, float, list[str]]] = {}
    for name, (r, secs, mem) in bases.items():
        specs[name] = (r, secs, mem, [name])

    def compose(name: str, retriever, parts: Sequence[str]) -> None:
        secs, mem = timed_index(retriever, tables)
        specs[name] = (retriever, secs, mem, list(parts))

    def join_over(base: str, **kw) -> JoinRetriever:
        return JoinRetriever(Prebuilt(bases[base][0]), "bm25" if base == LINKED else base, **kw)

    def join_over_hybrid(d: str, fusion: str = DEFAULT_FUSION, **kw) -> JoinRetriever:
        """join: over bm25 (key-linked words and a cell field, as join builds its base) + ``d``, fused as join fuses ``hybrid``."""
        return JoinRetriever(HybridRetriever([Prebuilt(bases[LINKED][0]), Prebuilt(bases[d][0])], [LINKED, d], fusion), "hybrid", **kw)

    def hybrid_and_joins(d: str, hybrid: str, join_hybrid: str) -> None:
        compose(hybrid, HybridRetriever([Prebuilt(bases["bm25"][0]), Prebuilt(bases[d][0])], ["bm25", d]), ["bm25", d])
        compose(f"join:{d}", join_over(d), [d])
        compose(join_hybrid, join_over_hybrid(d), [LINKED, d])

    if "paper" in formats:  # the rows of the paper's format, as before formats existed
        compose("hybrid", HybridRetriever([Prebuilt(bases["bm25"][0]), Prebuilt(bases["dense"][0])], ["bm25", "dense"]), ["bm25", "dense"])
        compose("join:bm25", join_over(LINKED), [LINKED])
        compose("join:bm25@select=mip", join_over(LINKED, selector="mip"), [LINKED])
        for f, base in WITHOUT.items():  # @titlefield=0: join:bm25 of session 24; @cellfield=0 with it, until then
            compose(f"join:bm25@{f}=0", join_over(base), [base])
        compose("join:dense", join_over("dense"), ["dense"])
        compose("join:hybrid", join_over_hybrid("dense"), [LINKED, "dense"])
        compose("join:hybrid@select=mip", join_over_hybrid("dense", selector="mip"), [LINKED, "dense"])
        # join:hybrid's base leans on dense (lexical=0.4): the plain hybrid fused the same way, and join over the even one
        compose(SAME_WEIGHTS, HybridRetriever([Prebuilt(bases["bm25"][0]), Prebuilt(bases["dense"][0])], ["bm25", "dense"],
                                              weights=(0.4, 0.6)), ["bm25", "dense"])
        compose(SAME_BASE, HybridRetriever([Prebuilt(bases[LINKED][0]), Prebuilt(bases["dense"][0])], [LINKED, "dense"],
                                           weights=(0.4, 0.6)), [LINKED, "dense"])
        compose("join:hybrid@lexical=0.5", join_over_hybrid("dense", lexical=0.5), [LINKED, "dense"])
        # the fusion that was hybrid's default until session 14 (reciprocal ranks), for comparison
        compose("hybrid@rrf", HybridRetriever([Prebuilt(bases["bm25"][0]), Prebuilt(bases["dense"][0])], ["bm25", "dense"], "rrf"),
                ["bm25", "dense"])
        compose("join:hybrid:bm25+dense@rrf", join_over_hybrid("dense", "rrf"), [LINKED, "dense"])
    else:
        compose("join:bm25", join_over(LINKED), [LINKED])
    for f in formats:
        if f != "paper":
            d = dense_name(f)
            hybrid_and_joins(d, f"hybrid:bm25+{d}", f"join:hybrid:bm25+{d}")
    for name, *_ in todo:
        if name.endswith("+lora"):
            hybrid_and_joins(name, f"hybrid(bm25+{name})", f"join:hybrid(bm25+{name})")
    from mt_raig.retrieval.metrics import evaluate_run

    questions = [e.question for e in examples]
    results = {}
    for name, (r, index_s, mem, parts) in specs.items():
        t0 = time.perf_counter()
        found = r.search(questions, max(KS), progress=False)
        search_s = time.perf_counter() - t0
        run = {e.id: [t for t, _ in f] for e, f in zip(examples, found)}
        m = evaluate_run(run, examples, KS, corpus_size=len(tables))["overall"]
        # wall time of the whole spec: its own index work + the bases' + the search (base searches included)
        own = index_s + sum(bases[p][1] for p in parts if p != name and p in bases)
        results[name] = {**m, "search_ms": 1000 * search_s / len(questions), "index_s": own, "index_mb": mem,
                         "wall_s": own + search_s}
    return results


def print_dev(results: dict[str, dict]) -> None:
    width = max(30, *(len(n) + 1 for n in results))
    head = f"{'retriever':{width}s}" + "".join(f"{'P@' + str(k):>7s}{'R@' + str(k):>7s}{'F1@' + str(k):>7s}{'all@' + str(k):>8s}" for k in (2, 5, 10)) \
        + f"{'R@50':>7s}{'all@50':>8s}{'ms/q':>8s}{'index s':>9s}{'MB':>6s}"
    print(head)
    for name, m in results.items():
        cells = "".join(f"{m[f'P@{k}']:7.1f}{m[f'R@{k}']:7.1f}{m[f'F1@{k}']:7.1f}{m[f'complete@{k}']:8.1f}" for k in (2, 5, 10))
        print(f"{name:{width}s}{cells}{m['R@50']:7.1f}{m['complete@50']:8.1f}{m['search_ms']:8.1f}{m['index_s']:9.2f}{m['index_mb']:6.0f}")

    def gap(a: str, b: str, key: str) -> str:
        return f"{results[a][key] - results[b][key]:+.1f}" if a in results and b in results else "n/a"

    print("targets:")
    for base in (b for b in ("bm25", "dense", "hybrid") if b in results and "join:" + b in results):
        print(f"  join:{base} - {base}: R@10 {gap('join:' + base, base, 'R@10')} (target >= +10), "
              f"all@10 {gap('join:' + base, base, 'complete@10')} (target >= +15); "
              f"candidate pool R@50 of {base} {results[base]['R@50']:.1f}, join:{base} R@10 {results['join:' + base]['R@10']:.1f}")
    if SAME_WEIGHTS in results:
        print(f"  join:hybrid - {SAME_WEIGHTS} (the plain hybrid fused as join's base, lexical=0.4): "
              f"R@10 {gap('join:hybrid', SAME_WEIGHTS, 'R@10')}, all@10 {gap('join:hybrid', SAME_WEIGHTS, 'complete@10')}")
    if SAME_BASE in results:
        print(f"  join:hybrid - {SAME_BASE} (join's BM25 + dense fused 0.4/0.6: the join step alone): "
              f"R@10 {gap('join:hybrid', SAME_BASE, 'R@10')}, all@10 {gap('join:hybrid', SAME_BASE, 'complete@10')}")
    print(f"  join:bm25 - hybrid: R@10 {gap('join:bm25', 'hybrid', 'R@10')} (target > 0)")
    if "dense+lora" in results:
        print(f"  trained MiniLM - untrained, on databases it never saw: R@10 {gap('dense+lora', 'dense', 'R@10')} (target >= +5)")
    words = {"dense": "dense@format=words", "join:dense": "join:dense@format=words", "hybrid": "hybrid:bm25+dense@format=words",
             "join:hybrid": "join:hybrid:bm25+dense@format=words", "dense+lora": "dense@format=words+lora",
             "join:dense+lora": "join:dense@format=words+lora"}
    pairs = [(p, w) for p, w in words.items() if p in results and w in results]
    if pairs:
        print("identifiers as words (@format=words) - the paper's table text:")
        for p, w in pairs:
            print(f"  {w} - {p}: R@10 {gap(w, p, 'R@10')}, all@10 {gap(w, p, 'complete@10')}")
    if "dense@format=words+lora" in results and "dense@format=words" in results:
        print(f"  trained MiniLM (words) - untrained (words): R@10 {gap('dense@format=words+lora', 'dense@format=words', 'R@10')}")
    print(f"  join:bm25 wall (index + search) / bm25: {results['join:bm25']['wall_s'] / results['bm25']['wall_s']:.1f}x (target <= 20x)")


def synthetic_databases(n_tables: int, seed: int = 0):
    """Tables in databases of 2-8 tables, ``"db - table"`` titles, 8-12 rows x 6 columns: each database's tables
    share key columns (``<entity>_id`` over the database's entity values), the other columns hold random words
    and numbers, so joins exist only inside a database."""
    from mt_raig.tables import Table

    rng = random.Random(seed)
    syll = [c + v for c in "bdfgklmnprstvz" for v in "aeiou"]
    words = sorted({"".join(rng.choice(syll) for _ in range(rng.randint(2, 4))) for _ in range(60_000)})
    tables, d = [], 0
    while len(tables) < n_tables:
        d += 1
        entities = rng.sample(words, 3)
        keys = {e: [f"{e[:3].upper()}{rng.randint(0, 99_999)}" for _ in range(15)] for e in entities}
        for t in range(min(rng.randint(2, 8), n_tables - len(tables))):
            own = rng.sample(entities, 2)
            header = [f"{e}_id" for e in own] + ["_".join(rng.sample(words, 2)) for _ in range(4)]
            rows = [[rng.choice(keys[own[0]]), rng.choice(keys[own[1]])]
                    + [str(rng.randint(0, 99_999)) if j % 2 else rng.choice(words) for j in range(4)]
                    for _ in range(rng.randint(8, 12))]
            tables.append(Table.create(f"db{d} {rng.choice(words)} - {rng.choice(words)}", header, rows))
    return tables


def bench_compat(sizes: Sequence[int]) -> list[dict]:
    from mt_raig.retrieval.compat_index import CompatibilityIndex

    out = []
    for n in sizes:
        tables = synthetic_databases(n)
        gc.collect()
        import resource

        peak_before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        before, t0 = rss_mb(), time.perf_counter()
        idx = CompatibilityIndex.build(tables)
        secs = time.perf_counter() - t0
        grown = max(0.0, rss_mb() - before)
        # how far the build's transient structures (postings, pair counts) pushed the process peak above the corpus
        peak_rise = max(0.0, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024 - max(peak_before, before))
        with tempfile.TemporaryDirectory() as tmp:
            size = idx.save(Path(tmp) / "compat.json").stat().st_size
        edges = sum(len(v) for v in idx.edges.values()) // 2
        out.append({"tables": n, "seconds": secs, "rss_growth_mb": grown, "peak_rise_mb": peak_rise, "file_mb": size / 2**20, "edges": edges})
        print(f"compatibility index over {n:,} synthetic tables: build {secs:.1f} s, memory kept +{grown:.0f} MB, "
              f"peak during the build +{peak_rise:.0f} MB above the corpus in memory ({before:.0f} MB), "
              f"{edges:,} joinable pairs, file {size / 2**20:.1f} MB", flush=True)
        del tables, idx
    return out
