"""The lexical judge over a whole benchmark: each distinct piece of work done once, spread over processes, in a fixed order.

:func:`mt_raig.eval.scoring.run_judge` scores a batch through :func:`in_parallel`, which wraps a plain
:class:`~mt_raig.eval.lexical.LexicalJudge` in a :class:`ParallelLexicalJudge` for the run. Why each piece is safe:

- Every step the wrapper spreads is a pure function of its inputs (the judge's settings fixed): an insight's
  claims of (question, insight, table set), a claim's verdict of (claim, question, table set) through the
  public :meth:`LexicalJudge.verify`, an insight's topics of (question, insight). So each step's work is
  deduplicated first and a duplicate gets a copy of the first one's result (an 18.5K-item run repeats its
  references and many sentences; nothing else is shared between items).
- The distinct work is cut into chunks grouped by table set (a worker builds a table set's index once: the
  judge's ``index_of`` cache) and run on ``workers`` processes: this one and ``workers - 1`` spawned ones (no
  forked torch threads), this one taking chunks from the back of the queue while the others start; results
  are put back in input order, so a report never depends on the number of workers or on who ran a chunk.
- Topic embeddings: the distinct texts, in length order, in fixed chunks of :data:`EMBED_CHUNK` texts, each
  chunk encoded with ONE torch thread, in a worker or (``workers=1``, or a small batch) in this process. Two
  torch threads on one batch give other last bits than one, and one thread per process is also the fastest
  use of 2 shared cores; with the chunks fixed, the vectors are the same for any number of workers. (A judge
  on a GPU ``device`` encodes here, as the plain judge does.)

A script that scores a large batch must guard its top level with ``if __name__ == "__main__":`` (spawned
workers import the main script, as :mod:`multiprocessing` documents); if a worker dies, the run finishes in
this process with a warning. ``workers=1`` runs exactly the same chunks in this process;
``tests/test_lexical_speed.py`` checks that one and two workers give byte-identical reports, and the same
scores and evidence as the plain judge.
"""

from __future__ import annotations

import copy
import os
import pickle
import warnings
from collections.abc import Callable, Hashable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from contextlib import contextmanager
from dataclasses import replace
from typing import Any

import numpy as np

from mt_raig.eval.judge import Claims, EvalItem, Judge, Topics, Verdict
from mt_raig.tables import Table

from .judge import LexicalError, LexicalJudge

EMBED_CHUNK = 256  # texts per encoding chunk: fixed, so the vectors do not depend on the number of workers
CLAIM_CHUNK = 48  # insights per claim-splitting chunk
VERIFY_CHUNK = 160  # claims per verification chunk
TOPIC_CHUNK = 96  # insights per topic-splitting chunk
MIN_POOL_CHUNKS = 8  # a step with fewer chunks runs in this process: a spawned worker takes 5-30 s to import torch and load the embedder


def default_workers() -> int:
    """The CPUs this process may run on (``os.sched_getaffinity``), else ``os.cpu_count()``; 1 inside a daemonic
    process (a worker of another pool, which may not start processes of its own)."""
    import multiprocessing

    if multiprocessing.current_process().daemon:
        return 1
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on Linux
        return max(1, os.cpu_count() or 1)


@contextmanager
def in_parallel(judge: Judge, workers: int | None = None, progress: bool = False) -> Iterator[Judge]:
    """``judge`` spread over ``workers`` processes for the block (None: :func:`default_workers`), then the pool closed.

    Only a plain :class:`LexicalJudge` is wrapped: any other judge (an LLM judge batches its own calls; a
    subclass may have changed a step) is yielded as it is.
    """
    if workers is not None and (isinstance(workers, bool) or not isinstance(workers, int) or workers < 1):
        raise LexicalError(f"workers must be an integer >= 1, got {workers!r}")
    if type(judge) is not LexicalJudge:
        yield judge
        return
    wrapped = ParallelLexicalJudge(judge, workers, progress)
    try:
        yield wrapped
    finally:
        wrapped.shutdown()


class ParallelLexicalJudge(LexicalJudge):
    """A :class:`LexicalJudge` whose steps run over deduplicated work in worker processes (see the module docstring).

    It shares the wrapped judge's settings and its loaded embedder; :meth:`shutdown` stops the workers.
    """

    def __init__(self, judge: LexicalJudge, workers: int | None = None, progress: bool = False) -> None:  # noqa: D107
        self.__dict__.update(vars(judge))  # every setting of the wrapped judge, whatever options it has
        self._base = judge
        self._workers = default_workers() if workers is None else workers
        self._progress = progress
        self._pool: ProcessPoolExecutor | None = None
        self.work: dict[str, tuple[int, int]] = {}  # step -> (inputs, distinct ones worked on), for benchmarks
        self.pooled: dict[str, int] = {}  # step -> chunks the spawned workers ran

    # -- the steps

    def decompose_claims(self, items: Sequence[EvalItem]) -> list[Claims]:
        sets = _TableSets()
        keys = [(it.question, it.type, it.prediction, it.reference, sets.id(it.tables), it.generation_status, it.rows_dropped) for it in items]
        payloads = [replace(it, tables=sets.tables[k[4]]) for it, k in zip(items, keys)]  # one tuple per table set: pickled once a chunk
        return self._spread(keys, payloads, lambda k: k[4], _claims_work, CLAIM_CHUNK, "insights split into claims")

    def verify_claims(self, items: Sequence[EvalItem], claims: Sequence[Sequence[str]]) -> list[list[Verdict]]:
        if len(items) != len(claims):
            raise LexicalError(f"verify_claims got {len(items)} items but {len(claims)} claim lists")
        sets = _TableSets()
        keys, payloads = [], []  # per claim, as LexicalJudge.verify_claims is (test_verdicts_are_per_claim_... checks it)
        for it, cl in zip(items, claims):
            tables = sets.id(it.tables)
            keys.extend((c, it.question, tables) for c in cl)
            payloads.extend((c, it.question, sets.tables[tables]) for c in cl)
        flat = self._spread(keys, payloads, lambda k: k[2], _verify_work, VERIFY_CHUNK, "claims verified")
        out, at = [], 0
        for cl in claims:
            out.append(flat[at:at + len(cl)])
            at += len(cl)
        return out

    def decompose_topics(self, questions: Sequence[str], insights: Sequence[str]) -> list[Topics]:
        if len(questions) != len(insights):
            raise LexicalError(f"decompose_topics got {len(questions)} questions but {len(insights)} insights")
        keys = list(zip(questions, insights))
        return self._spread(keys, keys, lambda k: 0, _topics_work, TOPIC_CHUNK, "insights split into topics")

    def _encode(self, texts: Sequence[str]) -> np.ndarray:
        if self.device not in (None, "cpu"):
            return self._base._encode(texts)
        order = sorted(range(len(texts)), key=lambda i: (len(texts[i]), texts[i]))
        chunks = [[texts[i] for i in order[k:k + EMBED_CHUNK]] for k in range(0, len(order), EMBED_CHUNK)]
        self.work["topic texts embedded"] = (len(texts), len(texts))
        parts = self._run(_encode_work, chunks, [len(c) for c in chunks], "topic texts embedded")
        if not parts:
            return np.zeros((0, 0), dtype=np.float32)
        vectors = np.empty((len(texts), parts[0].shape[1]), dtype=np.float32)
        vectors[order] = np.concatenate(parts)
        return vectors

    def _load(self):
        return self._base._load()  # the wrapped judge keeps the embedder it loads

    def close(self) -> None:
        self.shutdown()
        self._base.close()

    # -- the machinery

    def _spread(self, keys: list[Hashable], payloads: list, group: Callable, work: Callable, size: int, what: str) -> list:
        """``work`` once per distinct key (on its first payload; chunks of ``size``, grouped by ``group(key)``),
        results in key order; a repeated key gets a copy of its first result."""
        first: dict[Hashable, int] = {}
        for n, k in enumerate(keys):
            first.setdefault(k, n)
        distinct = sorted(first, key=lambda k: (group(k), first[k]))
        chunks = [distinct[i:i + size] for i in range(0, len(distinct), size)]
        self.work[what] = (len(keys), len(distinct))
        parts = self._run(work, [[payloads[first[k]] for k in c] for c in chunks], [len(c) for c in chunks], what)
        result = {k: r for c, rs in zip(chunks, parts) for k, r in zip(c, rs)}
        return [result[k] if first[k] == n else copy.deepcopy(result[k]) for n, k in enumerate(keys)]

    def _run(self, work: Callable, chunks: list[list], sizes: list[int], what: str) -> list:
        """``work(chunk)`` for each chunk, in a worker or here, with a progress bar; results in chunk order."""
        from tqdm.auto import tqdm

        from mt_raig.progress import progress_bars

        with progress_bars(self._progress):
            bar = tqdm(total=sum(sizes), desc=f"lexical judge: {what}", unit="", leave=False, disable=not self._progress)
            try:
                if self._workers == 1 or (self._pool is None and len(chunks) < MIN_POOL_CHUNKS):
                    out = []
                    for chunk, n in zip(chunks, sizes):
                        out.append(work(self._base, chunk))
                        bar.update(n)
                    return out
                out, self.pooled[what] = self._in_pool(work, chunks, sizes, bar)
                return out
            finally:
                bar.close()

    def _in_pool(self, work: Callable, chunks: list[list], sizes: list[int], bar) -> tuple[list, int]:
        """Chunks queued to the ``workers - 1`` spawned processes; this process takes them from the back of the
        queue meanwhile (a chunk it can still cancel there), so it is never idle while a worker starts.
        Returns the results in chunk order and how many chunks the workers ran."""
        out: list[Any] = [None] * len(chunks)  # a chunk's result is a list, never None
        futures: list = []
        pooled = 0
        try:
            pool = self._start()
            futures = [pool.submit(_pool_call, work, chunk) for chunk in chunks]
            front, back = 0, len(chunks) - 1
            while back >= front and futures[back].cancel():
                out[back] = work(self._base, chunks[back])
                bar.update(sizes[back])
                back -= 1
                while front <= back and futures[front].done():
                    out[front] = futures[front].result()  # a worker's exception is raised here, as the serial run raises it
                    bar.update(sizes[front])
                    front, pooled = front + 1, pooled + 1
            for k in range(front, back + 1):
                out[k] = futures[k].result()
                bar.update(sizes[k])
                pooled += 1
        except BrokenProcessPool as e:  # a worker died (killed, out of memory, a script without a main guard): finish here
            warnings.warn(f"lexical judge: a worker process died ({e}); the rest of the run is scored in this process",
                          RuntimeWarning, stacklevel=2)
            self.shutdown()
            self._workers = 1
            for k, chunk in enumerate(chunks):
                if out[k] is None:
                    out[k] = work(self._base, chunk)
                    bar.update(sizes[k])
        except BaseException:
            for f in futures:
                f.cancel()
            raise
        return out, pooled

    def _start(self) -> ProcessPoolExecutor:
        if self._pool is None:
            import multiprocessing

            plain = copy.copy(self._base)
            plain._model = None  # each worker loads its own embedder when it first encodes
            self._pool = ProcessPoolExecutor(self._workers - 1, mp_context=multiprocessing.get_context("spawn"),
                                             initializer=_init_worker, initargs=(pickle.dumps(plain),))
        return self._pool

    def shutdown(self) -> None:
        """Stop the worker processes (a later step starts them again)."""
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None

    def __getstate__(self):
        raise TypeError("a ParallelLexicalJudge is not sent to other processes; its wrapped LexicalJudge is")


class _TableSets:
    """A small id for each distinct table set (by content), so keys hash it once per item."""

    def __init__(self) -> None:
        self.ids: dict[tuple[Table, ...], int] = {}
        self.tables: list[tuple[Table, ...]] = []

    def id(self, tables: Sequence[Table]) -> int:
        key = tuple(tables)
        if key not in self.ids:
            self.ids[key] = len(self.tables)
            self.tables.append(key)
        return self.ids[key]


# -- what runs in a worker (or here): module-level functions of the plain judge and one chunk

_WORKER_JUDGE: LexicalJudge | None = None


def _init_worker(judge: bytes) -> None:
    global _WORKER_JUDGE
    _WORKER_JUDGE = pickle.loads(judge)


def _pool_call(work: Callable, chunk: list) -> list:
    assert _WORKER_JUDGE is not None, "worker not initialised"
    return work(_WORKER_JUDGE, chunk)


def _claims_work(judge: LexicalJudge, chunk: list[EvalItem]) -> list[Claims]:
    return judge.decompose_claims(chunk)


def _verify_work(judge: LexicalJudge, chunk: list) -> list[Verdict]:
    return [judge.verify(claim, tables, question) for claim, question, tables in chunk]


def _topics_work(judge: LexicalJudge, chunk: list) -> list[Topics]:
    return judge.decompose_topics([q for q, _ in chunk], [i for _, i in chunk])


def _encode_work(judge: LexicalJudge, chunk: list[str]) -> np.ndarray:
    import torch

    before = torch.get_num_threads()
    torch.set_num_threads(1)
    try:
        return LexicalJudge._encode(judge, chunk)
    finally:
        torch.set_num_threads(before)


__all__ = ["EMBED_CHUNK", "ParallelLexicalJudge", "default_workers", "in_parallel"]
