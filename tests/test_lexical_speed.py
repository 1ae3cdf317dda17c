"""The lexical judge spread over processes (mt_raig/eval/lexical/batch.py): the same report for any number of workers.

No timing here (speed is measured in benchmarks/bench_lexical.py): these check that one and two worker processes
give byte-identical reports, the same scores and evidence as the plain judge run step by step in this process,
that repeated work gets its own copy, and that only a plain lexical judge is wrapped.
"""

import json
import re
from decimal import Decimal

import numpy as np
import pytest

from mt_raig.eval import items_from_gold, run_judge
from mt_raig.eval.judge import EvalItem
from mt_raig.eval.lexical import LexicalError, LexicalJudge
from mt_raig.eval.lexical import batch
from mt_raig.io.benchmark import load_benchmark
from mt_raig.numbers import NUMBER, parse_number


class PlainJudge(LexicalJudge):
    """The judge's own steps, unwrapped: run_judge spreads only a plain LexicalJudge."""


def _bump(text: str, factor: Decimal) -> str:
    def repl(m: re.Match) -> str:
        n = parse_number(m.group(0))
        return m.group(0) if n is None else f"{n.value * factor:.{n.places}f}"

    return NUMBER.sub(repl, text)


@pytest.fixture(scope="module")
def items() -> list[EvalItem]:
    """Sample items as a benchmark run has them: gold insights, numbers raised, another example's insight, repeats."""
    gold = items_from_gold(load_benchmark(None))[:8]
    out = []
    for k in range(24):
        g = gold[k % len(gold)]
        pred = [g.prediction, _bump(g.prediction, Decimal("1.07")), gold[(k + 5) % len(gold)].prediction][k // len(gold)]
        out.append(EvalItem(f"{g.id}#{k}", g.question, g.type, pred, g.reference, g.tables))
    out.append(EvalItem("empty", gold[0].question, gold[0].type, "", gold[0].reference, gold[0].tables))
    return out


def _examples(report) -> str:
    return json.dumps([e.to_json() for e in report.examples], sort_keys=True)


SMALL_CHUNKS = {"CLAIM_CHUNK": 4, "VERIFY_CHUNK": 16, "TOPIC_CHUNK": 4, "EMBED_CHUNK": 16, "MIN_POOL_CHUNKS": 2}  # every step in the pool


@pytest.fixture(scope="module")
def reports(items):
    """The plain judge; one worker; two workers (one pool, kept for the vector check), with small chunks."""
    plain = run_judge(items, PlainJudge(), progress=False)
    mp = pytest.MonkeyPatch()
    for name, size in SMALL_CHUNKS.items():
        mp.setattr(batch, name, size)
    started = []
    start = batch.ParallelLexicalJudge._start

    def counting_start(self):
        started.append(self._pool is None)
        return start(self)

    mp.setattr(batch.ParallelLexicalJudge, "_start", counting_start)
    spread = batch.ParallelLexicalJudge(LexicalJudge(), workers=2)
    try:
        one = run_judge(items, LexicalJudge(), progress=False, workers=1)
        assert not started
        two = run_judge(items, spread, progress=False)  # a ParallelLexicalJudge is used as it is, its pool left open
        texts = sorted({t for it in items[:6] for t in it.reference.split(". ")})
        vectors = (batch.ParallelLexicalJudge(LexicalJudge(), workers=1)._encode(texts), spread._encode(texts), LexicalJudge()._encode(texts))
        assert spread.pooled["claims verified"] > 0 and spread.pooled["topic texts embedded"] > 0  # the spawned worker took part
        yield plain, one, two, started, vectors
    finally:
        spread.shutdown()
        mp.undo()


def test_two_workers_give_the_one_worker_report_byte_for_byte(reports):
    _, one, two, started, _ = reports
    assert started.count(True) == 1 and len(started) >= 4  # the pool was started once and used by every step
    assert _examples(one) == _examples(two)
    assert json.dumps(one.summary | {"wall_time_s": 0}, sort_keys=True) == json.dumps(two.summary | {"wall_time_s": 0}, sort_keys=True)
    assert one.judge == two.judge


def test_spread_run_scores_as_the_plain_judge(reports, items):
    plain, one, _, _, _ = reports
    assert len(plain.examples) == len(one.examples) == len(items)
    for a, b in zip(plain.examples, one.examples):
        assert (a.id, a.faithfulness_status, a.faithfulness, a.claim_statuses) == (b.id, b.faithfulness_status, b.faithfulness, b.claim_statuses)
        assert [(c.claim, c.status, c.score, c.evidence, c.error) for c in a.claims] == [(c.claim, c.status, c.score, c.evidence, c.error) for c in b.claims]
        assert (a.completeness_status, a.completeness_precision, a.completeness_recall) == (b.completeness_status, b.completeness_precision, b.completeness_recall)
        assert [t.matched for t in a.predicted_topics + a.gold_topics] == [t.matched for t in b.predicted_topics + b.gold_topics]
    assert any(e.faithfulness == 1.0 for e in one.examples) and any(e.faithfulness is not None and e.faithfulness < 1.0 for e in one.examples)
    assert {e.id: e.faithfulness_status for e in one.examples}["empty"] == "empty_prediction"


def test_repeated_work_gets_its_own_copy(items):
    judge = batch.ParallelLexicalJudge(LexicalJudge(), workers=1)
    twice = [items[0], items[0]]
    claims = judge.decompose_claims(twice)
    assert claims[0] == claims[1] and claims[0] is not claims[1] and claims[0].claims is not claims[1].claims
    verdicts = judge.verify_claims(twice, [claims[0].claims, claims[1].claims])
    assert verdicts[0] == verdicts[1] == [judge.verify(c, items[0].tables, items[0].question) for c in claims[0].claims]
    first = next(v for v in verdicts[0] if v.evidence)
    twin = verdicts[1][verdicts[0].index(first)]
    first.evidence["changed"] = True
    assert "changed" not in twin.evidence


def test_embeddings_do_not_depend_on_the_number_of_workers(reports):
    one, two, plain = reports[4]
    assert one.shape == (len(plain), 384) and len(plain) > 2 * SMALL_CHUNKS["EMBED_CHUNK"]
    assert np.array_equal(one, two)  # fixed chunks, one torch thread each: the same bits in a worker and here
    assert np.allclose(one, plain, atol=1e-5)  # the plain judge's vectors, up to the last bits of 2 torch threads
    assert np.allclose(np.linalg.norm(one, axis=1), 1.0, atol=1e-5)


def test_only_a_plain_lexical_judge_is_spread():
    plain = LexicalJudge()
    with batch.in_parallel(plain, 2) as spread:
        assert isinstance(spread, batch.ParallelLexicalJudge) and spread.topic_threshold == plain.topic_threshold
    sub = PlainJudge()
    with batch.in_parallel(sub, 2) as same:
        assert same is sub
    for bad in (0, -1, True, 1.5):
        with pytest.raises(LexicalError, match="workers must be an integer"):
            with batch.in_parallel(plain, bad):
                pass


def test_a_worker_error_is_raised_as_in_the_serial_run(items):
    bad = (None, "q", items[0].tables)  # no claim text: the judge itself fails
    with pytest.raises(Exception) as serial:
        batch._verify_work(LexicalJudge(), [bad])
    spread = batch.ParallelLexicalJudge(LexicalJudge(), workers=2)
    try:
        with pytest.raises(type(serial.value)):
            spread._run(batch._verify_work, [[bad], [bad]], [1, 1], "claims")
    finally:
        spread.shutdown()


def _exit_in_a_worker(judge, chunk):
    """A chunk's work that kills a spawned worker (as an out-of-memory kill would) and runs normally here."""
    import multiprocessing
    import os

    if multiprocessing.parent_process() is not None:
        os._exit(3)
    return [len(x) for x in chunk]


def test_a_dead_worker_leaves_the_run_to_this_process():
    chunks = [["ab", "c"], ["def"]] * 5  # 10 chunks: enough for the pool
    spread = batch.ParallelLexicalJudge(LexicalJudge(), workers=2)
    try:
        with pytest.warns(RuntimeWarning, match="worker process died"):
            out = spread._run(_exit_in_a_worker, chunks, [len(c) for c in chunks], "lengths")
    finally:
        spread.shutdown()
    assert out == [[2, 1], [3]] * 5 and spread._workers == 1 and spread._pool is None


def test_verdicts_are_per_claim_as_the_spread_run_assumes(items):
    """batch.py verifies each distinct (claim, question, table set) once through LexicalJudge.verify: if
    verify_claims ever reads context beyond the claim (the previous clause), its keys must change with it."""
    judge = PlainJudge()
    some = items[:8]
    claims = [c.claims for c in judge.decompose_claims(some)]
    assert judge.verify_claims(some, claims) == [[judge.verify(c, it.tables, it.question) for c in cl] for it, cl in zip(some, claims)]
