"""Lexical query and document expansion for BM25 on schema-like tables (issue 24; an experiment, see the result).

BM25 is weak on the BIRD + BEAVER development set (``dataset_script/devsets/bird_beaver``), whose tables are
mostly a title and a header: a question says "patients", a header says ``PATIENT_ID``, and a code table shares no
word with the question at all. Two classic lexical remedies (no dense model, no LLM) are measured here against
the library's ``bm25`` (the table analyzer, Lucene BM25, k1 1.5, b 0.75), on the same analyzed tokens:

1. **Pseudo-relevance feedback** (``prf``, RM3 / Rocchio style): a first BM25 pass; the title and header tokens
   of its top ``k`` tables are weighted (``rm3``: sum over the k tables of p(table | question) x tf / length,
   p(table | question) the first-pass scores normalised to sum 1; ``rocchio``: the mean over the k tables of
   tf / length x BM25's idf), the best ``T`` become the expansion query (weights summing to 1), and the tables
   are scored again by the interpolated query ``(1 - w) x q / |q| + w x expansion``: BM25 is a sum over query
   terms, so this is ``(1 - w) x bm25(q) / |q| + w x bm25(expansion)`` with each expansion term at its weight
   (computed from bm25s' own per-term score matrix; checked equal to ``bm25`` at w = 0).
2. **Document expansion through joins** (``docexp``): each table's BM25 document also holds words of the tables
   it is joinable with in the compatibility index (:mod:`mt_raig.retrieval.compat_index`, built on the set's
   own corpus): neighbours ``all`` (every edge), ``names`` (key-name links only, :func:`name_links`) or
   ``top3`` (the three strongest edges); their table name (``title``: the title after its last ``" - "``) or
   name and header (``title+header``); added ``once`` (each distinct neighbour token once, not yet in the
   table's own document) or as a separate ``field=V`` (a second BM25 index over the neighbour words alone, its
   raw BM25 score added at V x to the table's own, V in 0.25, 0.5, 1, 1.5, 2).

The settings are chosen on the *train* databases (best R@10 + all@10), then each chosen variant runs once on
the dev databases, on the text2sql-data check set (``dataset_script/devsets/text2sql_check``, alone) and on the
bundled sample (R@2 / R@10, must not fall), with ``join:`` (the library's defaults) over it. Gaps are per
question with a 95% paired bootstrap interval (10,000 resamples, seed 0; ``retrieval_intervals.bootstrap``).
``--hybrid`` also runs the offline MiniLM ``dense`` and the ``hybrid`` (rrf) of ``bm25`` + ``dense`` (the
rankings are cached under ``--cache``), for the issue's ``join:bm25`` above ``hybrid`` target.

    python benchmarks/bm25_expansion.py [--hybrid] [--cache out/bm25_expansion] [--sets train,dev,check,check+dev,wide,sample]
        [--scale 19563]

Result: see the end of this docstring (filled in from the run that decided).
"""

from __future__ import annotations

import argparse
import itertools
import os
import pickle
import sys
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Sequence

import numpy as np
from scipy.sparse import csc_matrix

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from mt_raig.retrieval.bm25 import Analyzer, BM25Retriever, make_analyzer  # noqa: E402
from mt_raig.retrieval.compat_index import CompatibilityIndex, name_links  # noqa: E402
from mt_raig.retrieval.metrics import question_scores  # noqa: E402
from mt_raig.tables import Table  # noqa: E402

SETS = {
    "train": ROOT / "dataset_script/devsets/bird_beaver/train",
    "dev": ROOT / "dataset_script/devsets/bird_beaver/dev",
    "check": ROOT / "dataset_script/devsets/text2sql_check",
    "check+dev": None,  # the check set's questions, its tables + the dev tables as distractors (759)
    "wide": ROOT / "dataset_script/devsets/wide_train",  # holds the train split: not independent of the tuning
    "sample": None,  # the bundled sample
}
KS = (2, 5, 10, 50)
PRF_GRID = {"k": (3, 5, 10), "terms": (5, 10, 20, 30), "w": (0.2, 0.35, 0.5, 0.7), "weighting": ("rm3", "rocchio")}
DOCEXP_GRID = {"neighbours": ("all", "names", "top3"), "fields": ("title", "title+header"),
               "mode": ("once", "field=0.25", "field=0.5", "field=1", "field=1.5", "field=2")}


class TermIndex:
    """The library's BM25 over given documents, plus its per-term score matrix (tables x vocabulary) so that a
    weighted query is one sparse product; ``score({term_id: weight})`` == bm25s' sum over the query's terms."""

    def __init__(self, table_ids: Sequence[str], docs: Sequence[list[str]], analyzer: Analyzer) -> None:
        self.retriever = BM25Retriever(analyzer)
        self.retriever.index_tokens(table_ids, docs)
        bm = self.retriever._bm25
        s = bm.scores
        self.matrix = csc_matrix((s["data"], s["indices"], s["indptr"]), shape=(s["num_docs"], len(s["indptr"]) - 1))
        self.vocab: dict[str, int] = bm.vocab_dict
        self.ties = self.retriever._ties
        n, df = s["num_docs"], np.diff(s["indptr"])
        self.idf = np.log(1.0 + (n - df + 0.5) / (df + 0.5))  # Lucene BM25's idf, per term id

    def query_vector(self, tokens: Sequence[str]) -> dict[int, float]:
        """Term id -> count / number of known tokens (a bag summing to 1; empty when no token is known)."""
        ids = [self.vocab[t] for t in tokens if t in self.vocab]
        return {i: c / len(ids) for i, c in Counter(ids).items()}

    def score(self, weights: dict[int, float]) -> np.ndarray:
        if not weights:
            return np.zeros(self.matrix.shape[0], dtype=np.float64)
        ids = np.fromiter(weights, dtype=np.int64)
        return np.asarray(self.matrix[:, ids] @ np.fromiter(weights.values(), dtype=np.float64)).ravel()


@dataclass(frozen=True)
class Prf:
    k: int
    terms: int
    w: float
    weighting: str

    @property
    def name(self) -> str:
        return f"prf k={self.k} T={self.terms} w={self.w} {self.weighting}"


def header_docs(index: TermIndex, tables: Sequence[Table], analyzer: Analyzer) -> list[Counter]:
    """Per table: its title and header tokens as term-id counts (what feedback may add to a query)."""
    out = []
    for t in tables:
        toks = analyzer.tokens(t.title) + analyzer.tokens(" ".join(t.header))
        out.append(Counter(index.vocab[x] for x in toks if x in index.vocab))
    return out


def prf_scorer(index: TermIndex, heads: list[Counter], prf: Prf) -> Callable[[list[str]], np.ndarray]:
    """A question's tokens -> the scores of the interpolated (question + feedback terms) query."""

    def score(tokens: list[str]) -> np.ndarray:
        q = index.query_vector(tokens)
        first = index.score(q)
        top = [i for i in index.ties.top_k_indices(first, prf.k) if first[i] > 0]
        if not top:
            return first
        mass = first[top] / first[top].sum()
        weights: Counter = Counter()
        for p, d in zip(mass, top):
            length = sum(heads[d].values()) or 1
            for term, tf in heads[d].items():
                weights[term] += (p if prf.weighting == "rm3" else index.idf[term] / len(top)) * tf / length
        best = sorted(weights.items(), key=lambda kv: (-kv[1], kv[0]))[:prf.terms]
        total = sum(v for _, v in best) or 1.0
        mixed = {t: (1 - prf.w) * v for t, v in q.items()}
        for t, v in best:
            mixed[t] = mixed.get(t, 0.0) + prf.w * v / total
        return index.score(mixed)

    return score


def neighbour_sets(tables: Sequence[Table], compat: CompatibilityIndex) -> dict[str, dict[str, list[str]]]:
    """``{"all" | "names" | "top3": {table id: neighbour ids}}``."""
    names = {t.id: t.title.rsplit(" - ", 1)[-1] for t in tables}
    keyed: dict[str, set[str]] = {t.id: set() for t in tables}
    for a, b, _ in name_links(tables, names, 50):
        keyed[a].add(b)
        keyed[b].add(a)
    out: dict[str, dict[str, list[str]]] = {"all": {}, "names": {}, "top3": {}}
    for t in tables:
        nb = compat.neighbours(t.id)
        out["all"][t.id] = sorted(nb)
        out["names"][t.id] = sorted(keyed[t.id])
        out["top3"][t.id] = [n for n, _ in sorted(nb.items(), key=lambda kv: (-kv[1], kv[0]))[:3]]
    return out


def docexp_scorer(tables: Sequence[Table], analyzer: Analyzer, own: list[list[str]], neighbours: dict[str, list[str]],
                  fields: str, mode: str) -> tuple[Callable[[list[str]], np.ndarray], TermIndex]:
    """Scores over documents expanded with the neighbours' words (module docstring); the index ranks them."""
    by_id = {t.id: t for t in tables}

    def words(t: Table) -> list[str]:
        toks = analyzer.tokens(t.title.rsplit(" - ", 1)[-1])
        return toks + analyzer.tokens(" ".join(t.header)) if fields == "title+header" else toks

    extra = []
    for t, doc in zip(tables, own):
        seen, add = set(doc) if mode == "once" else set(), []
        for n in neighbours[t.id]:
            for w in words(by_id[n]):
                if w not in seen:
                    seen.add(w)
                    add.append(w)
        extra.append(add)
    ids = [t.id for t in tables]
    if mode == "once":
        index = TermIndex(ids, [d + e for d, e in zip(own, extra)], analyzer)
        return (lambda tokens: index.score(index.query_vector(tokens))), index
    weight = float(mode.partition("=")[2])
    main = TermIndex(ids, own, analyzer)
    if not any(extra):  # no table has a neighbour: plain bm25
        return (lambda tokens: main.retriever.scores(tokens)), main
    side = TermIndex(ids, extra, analyzer)  # a table without neighbour words has an empty document here

    def score(tokens: list[str]) -> np.ndarray:
        return main.retriever.scores(tokens) + weight * side.retriever.scores(tokens)

    return score, main


class ScoredRetriever:
    """A retriever over a prebuilt score function (so ``join:`` and ``hybrid`` can take a variant as their base)."""

    def __init__(self, name: str, score: Callable[[list[str]], np.ndarray], index: TermIndex, analyzer: Analyzer) -> None:
        self.name, self._score, self._index, self.analyzer = name, score, index, analyzer

    def index(self, tables, progress: bool = True) -> None:
        pass

    def search(self, questions: Sequence[str], k: int, progress: bool = True):
        return [self._index.ties.top_k(self._score(self.analyzer.tokens(q)), k) for q in questions]

    def info(self) -> dict:
        return {"retriever": self.name}


class ScoredHybrid:
    """A built ``hybrid`` under a name, as a ``join:`` base."""

    def __init__(self, inner, name: str) -> None:
        self.inner, self.name = inner, name

    def index(self, tables, progress: bool = True) -> None:
        pass

    def search(self, questions, k, progress: bool = True):
        return self.inner.search(questions, k, progress=progress)

    def info(self) -> dict:
        return {"retriever": self.name}


def per_question(found, examples, k: int) -> tuple[np.ndarray, np.ndarray]:
    """Per-question R@k and complete@k, x100."""
    s = [question_scores([t for t, _ in f], e.gold_table_ids, k) for f, e in zip(found, examples)]
    return 100 * np.array([x[1] for x in s]), 100 * np.array([float(x[2]) for x in s])


def measure(retriever, examples) -> dict:
    questions = [e.question for e in examples]
    t0 = time.perf_counter()
    found = retriever.search(questions, max(KS), progress=False)
    ms = 1000 * (time.perf_counter() - t0) / len(questions)
    out = {"ms": ms}
    for k in KS:
        out[f"R@{k}"], out[f"all@{k}"] = per_question(found, examples, k)
    return out


def summary(m: dict) -> str:
    return (f"R@2 {m['R@2'].mean():5.1f}  R@5 {m['R@5'].mean():5.1f}  R@10 {m['R@10'].mean():5.1f}  "
            f"all@10 {m['all@10'].mean():5.1f}  R@50 {m['R@50'].mean():5.1f}  {m['ms']:6.2f} ms/q")


def gap(a: dict, b: dict) -> str:
    from retrieval_intervals import bootstrap

    parts = []
    for key in ("R@10", "all@10"):
        d = a[key] - b[key]
        lo, hi = bootstrap(d)
        parts.append(f"{key} {d.mean():+.1f} [{lo:+.1f}, {hi:+.1f}]")
    return ", ".join(parts)


class SetUp:
    """One benchmark's tables, tokens, BM25 index, compatibility index and neighbour lists."""

    def __init__(self, name: str) -> None:
        from mt_raig.io.benchmark import load_benchmark

        src = SETS[name]
        self.name = name
        if name == "check+dev":
            bench = load_benchmark(str(SETS["check"]))
            distractors = [t for t in load_benchmark(str(SETS["dev"])).tables.values() if t.id not in bench.tables]
            self.tables, self.examples = list(bench.tables.values()) + distractors, bench.examples
        else:
            bench = load_benchmark(str(src) if src else None)
            self.tables, self.examples = list(bench.tables.values()), bench.examples
        self.analyzer = make_analyzer("table")
        self.own = [self.analyzer.table_tokens(t) for t in self.tables]
        self.index = TermIndex([t.id for t in self.tables], self.own, self.analyzer)
        self.heads = header_docs(self.index, self.tables, self.analyzer)
        self.compat = CompatibilityIndex.build(self.tables)
        self.neighbours = neighbour_sets(self.tables, self.compat)
        print(f"{name}: {len(self.examples)} questions, {len(self.tables)} tables "
              f"({sum(bool(t.cells) for t in self.tables)} with rows)", flush=True)

    def plain(self) -> ScoredRetriever:
        return ScoredRetriever("bm25", lambda tokens: self.index.retriever.scores(tokens), self.index, self.analyzer)

    def prf(self, p: Prf) -> ScoredRetriever:
        return ScoredRetriever(p.name, prf_scorer(self.index, self.heads, p), self.index, self.analyzer)

    def docexp(self, neighbours: str, fields: str, mode: str) -> ScoredRetriever:
        score, index = docexp_scorer(self.tables, self.analyzer, self.own, self.neighbours[neighbours], fields, mode)
        return ScoredRetriever(f"docexp {neighbours} {fields} {mode}", score, index, self.analyzer)

    def join(self, base: ScoredRetriever):
        from retrieval_devset import Prebuilt

        from mt_raig.retrieval.join import JoinRetriever

        j = JoinRetriever(Prebuilt(base), base.name)
        j.index(self.tables, progress=False)
        return j

    def check_equal(self) -> None:
        """The interpolated-query path at w = 0 must be the library's bm25, score for score."""
        for e in self.examples[:50]:
            tokens = self.analyzer.tokens(e.question)
            known = [t for t in tokens if t in self.index.vocab]
            ours = self.index.score(self.index.query_vector(tokens)) * max(1, len(known))
            assert np.allclose(ours, self.index.retriever.scores(tokens), rtol=1e-4, atol=1e-4), e.id


def dense_rankings(setup: SetUp, cache: Path):
    """The offline MiniLM's top 100 per question (cached: encoding is the slow part on shared cores)."""
    path = cache / f"dense_{setup.name}.pkl"
    if path.exists():
        return pickle.loads(path.read_bytes())
    from mt_raig.atomic import replacing
    from mt_raig.retrieval import EncoderOptions, load_retriever

    r = load_retriever("dense", EncoderOptions(device="cpu", batch_size=32))
    r.index(setup.tables, progress=False)
    found = r.search([e.question for e in setup.examples], min(100, len(setup.tables)), progress=False)
    with replacing(path) as tmp:
        tmp.write_bytes(pickle.dumps(found))
    return found


class Cached:
    """A retriever replaying cached rankings (the dense part of ``hybrid``), looked up by question."""

    name = "dense"

    def __init__(self, questions: Sequence[str], found) -> None:
        self.by_q = dict(zip(questions, found))

    def index(self, tables, progress: bool = True) -> None:
        pass

    def search(self, questions, k, progress: bool = True):
        return [self.by_q[q][:k] for q in questions]

    def info(self) -> dict:
        return {"retriever": "dense (cached)"}


def tune(setup: SetUp) -> tuple[Prf, tuple[str, str, str]]:
    """Every grid setting on ``setup`` (train); the best PRF and document-expansion settings by R@10 + all@10."""
    base = measure(setup.plain(), setup.examples)
    print(f"  {'bm25':44s}{summary(base)}")
    rows = []
    for k, terms, w, weighting in itertools.product(*PRF_GRID.values()):
        p = Prf(k, terms, w, weighting)
        m = measure(setup.prf(p), setup.examples)
        rows.append((m["R@10"].mean() + m["all@10"].mean(), p.name, p, m))
    rows.sort(key=lambda r: (-r[0], r[1]))
    print(f"  PRF grid ({len(rows)} settings), the best 10 and the worst:")
    for _, name, _, m in rows[:10] + rows[-1:]:
        print(f"  {name:44s}{summary(m)}")
    by_w = {w: max(r[0] for r in rows if r[2].w == w) / 2 for w in PRF_GRID["w"]}
    print("  best (R@10 + all@10) / 2 per weight w: " + ", ".join(f"{w}: {v:.1f}" for w, v in by_w.items()))
    drows = []
    for neighbours, fields, mode in itertools.product(*DOCEXP_GRID.values()):
        m = measure(setup.docexp(neighbours, fields, mode), setup.examples)
        drows.append((m["R@10"].mean() + m["all@10"].mean(), (neighbours, fields, mode), m))
    drows.sort(key=lambda r: (-r[0], r[1]))
    print(f"  document expansion ({len(drows)} settings):")
    for _, s, m in drows:
        print(f"  {'docexp ' + ' '.join(s):44s}{summary(m)}")
    return rows[0][2], drows[0][1]


def evaluate(setup: SetUp, prf: Prf, doc: tuple[str, str, str], cache: Path | None) -> None:
    """The chosen variants and ``join:`` over each, with gaps against ``bm25``, ``join:bm25`` (and ``hybrid``)."""
    from mt_raig.retrieval.hybrid import HybridRetriever

    variants = {"bm25": setup.plain(), "prf": setup.prf(prf), "docexp": setup.docexp(*doc)}
    res = {name: measure(r, setup.examples) for name, r in variants.items()}
    if doc[:2] == ("names", "title+header") and doc[2].startswith("field="):
        # the library's opt-in option must be this variant exactly: same rankings, question for question
        from mt_raig.retrieval import EncoderOptions, load_retriever

        spec = f"bm25:neighbours={doc[2].partition('=')[2]}"
        lib = load_retriever(spec, EncoderOptions())
        lib.index(setup.tables, progress=False)
        questions = [e.question for e in setup.examples]
        same = [[t for t, _ in a] == [t for t, _ in b]
                for a, b in zip(lib.search(questions, 50, progress=False), variants["docexp"].search(questions, 50))]
        print(f"  library {spec}: top-50 identical to the docexp variant for {sum(same)} of {len(same)} questions")
        res[spec] = measure(lib, setup.examples)
    for name in list(variants):
        res[f"join:{name}"] = measure(setup.join(variants[name]), setup.examples)
    if cache is not None:
        dense = Cached([e.question for e in setup.examples], dense_rankings(setup, cache))
        res["dense"] = measure(dense, setup.examples)
        for name in ("bm25", "prf", "docexp"):
            h = HybridRetriever([variants[name], dense], [name, "dense"])
            h.index(setup.tables, progress=False)
            label = "hybrid" if name == "bm25" else f"hybrid({name}+dense)"
            res[label] = measure(h, setup.examples)
            if name != "prf":
                res[f"join:{label}"] = measure(setup.join(ScoredHybrid(h, label)), setup.examples)
    labels = {"prf": f"prf ({prf.name})", "docexp": f"docexp ({' '.join(doc)})"}
    for name, m in res.items():
        label = name
        for short, long in labels.items():
            label = label.replace(short, long) if name in (short, f"join:{short}") else label
        print(f"  {label:58s}{summary(m)}")
    print("  gaps, mean [95% paired bootstrap interval]:")
    pairs = [("prf", "bm25"), ("docexp", "bm25"), ("join:prf", "join:bm25"), ("join:docexp", "join:bm25"),
             ("join:prf", "prf"), ("join:bm25", "hybrid"), ("join:prf", "hybrid"), ("join:docexp", "hybrid"),
             ("hybrid(prf+dense)", "hybrid"), ("hybrid(docexp+dense)", "hybrid"),
             ("join:hybrid(docexp+dense)", "join:hybrid")]
    for a, b in pairs:
        if a in res and b in res:
            print(f"  {a:>18s} - {b:10s}: {gap(res[a], res[b])}")


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--sets", default="train,dev,check,check+dev,wide,sample", help="comma-separated, from: " + ", ".join(SETS))
    p.add_argument("--hybrid", action="store_true", help="also dense (offline MiniLM, cached) and hybrid rrf rows")
    p.add_argument("--cache", default=str(ROOT / "out" / "bm25_expansion"), help="folder of the cached dense rankings")
    p.add_argument("--prf", default=None, help="skip tuning: k/T/w/weighting, e.g. 5/10/0.35/rm3")
    p.add_argument("--docexp", default=None, help="skip tuning: neighbours/fields/mode, e.g. names/title/once")
    p.add_argument("--scale", type=int, default=0, help="then: index time of bm25 and bm25:neighbours=1 over this many "
                   "synthetic tables (retrieval_devset.synthetic_databases; 19563 = the MT-RAIG corpus)")
    args = p.parse_args()
    names = [s.strip() for s in args.sets.split(",") if s.strip()]
    cache = Path(args.cache) if args.hybrid else None
    prf = doc = None
    if args.prf:
        k, t, w, weighting = args.prf.split("/")
        prf = Prf(int(k), int(t), float(w), weighting)
    if args.docexp:
        doc = tuple(args.docexp.split("/"))
    for name in names:
        setup = SetUp(name)
        setup.check_equal()
        if name == "train" and (prf is None or doc is None):
            best_prf, best_doc = tune(setup)
            prf, doc = prf or best_prf, doc or best_doc
            print(f"chosen on train: {prf.name}; docexp {' '.join(doc)}", flush=True)
        if prf is None or doc is None:
            raise SystemExit("no settings: include train in --sets, or give --prf and --docexp")
        print(f"{name}: chosen variants", flush=True)
        evaluate(setup, prf, doc, cache if name != "sample" else None)
    if args.scale:
        scale(args.scale)
    return 0


def scale(n: int) -> None:
    """Index build time of ``bm25`` and ``bm25:neighbours=1`` (best of 2) over ``n`` synthetic tables."""
    from retrieval_devset import synthetic_databases

    from mt_raig.retrieval import EncoderOptions, load_retriever

    tables = synthetic_databases(n)
    took = {}
    for spec in ("bm25", "bm25:neighbours=1"):
        best = float("inf")
        for _ in range(2):
            r = load_retriever(spec, EncoderOptions())
            t0 = time.perf_counter()
            r.index(tables, progress=False)
            best = min(best, time.perf_counter() - t0)
        took[spec] = best
    print(f"index over {n:,} synthetic tables (best of 2): " + ", ".join(f"{s} {v:.2f} s" for s, v in took.items())
          + f" ({took['bm25:neighbours=1'] / took['bm25']:.2f}x)")


if __name__ == "__main__":
    raise SystemExit(main())
