"""Data-parallel vLLM on two local CPU workers: ``vllm:`` with ``data_parallel_size=2`` (two Ray actors, one engine each).

The predictions job and the judge run in this process, their batches split
across the replicas: one resumable predictions JSONL and one judge cache, as
with a single engine. Needs the vLLM environment (Ray is installed there with
the ``ray`` extra): ``.venv-vllm/bin/python -m pytest -m vllm tests/test_vllm_ray.py``.
"""

from __future__ import annotations

import importlib.util
import json
import os
from pathlib import Path

import pytest

pytestmark = [
    pytest.mark.vllm,
    pytest.mark.skipif(importlib.util.find_spec("vllm") is None or importlib.util.find_spec("ray") is None,
                       reason="needs vLLM and Ray (scripts/make_vllm_env.sh)"),
]

REPO = Path(__file__).resolve().parents[1]
CONVERTED = Path(os.environ.get("MT_RAIG_VLLM_MODEL", REPO / ".venv-vllm" / "models" / "gemma3-270m-bf16"))


@pytest.fixture(scope="module")
def pool_llm():
    os.environ.setdefault("VLLM_CPU_KVCACHE_SPACE", "1")
    from mt_raig.llm import load_llm
    from mt_raig.llm.vllm_offline import convert_offline_gemma

    model = convert_offline_gemma(CONVERTED)
    llm = load_llm(f"vllm:{model}", {"data_parallel_size": 2, "max_model_len": 2048, "dtype": "float32", "enforce_eager": True})
    yield llm
    llm.close()


def test_two_replicas_on_their_own_cores(pool_llm):
    from mt_raig.llm import Request, Sampling
    from mt_raig.llm.ray_pool import RayPool

    assert isinstance(pool_llm.pool, RayPool) and pool_llm.engine is None
    stats = pool_llm.pool.replica_stats()
    assert len({s["pid"] for s in stats}) == 2 and os.getpid() not in {s["pid"] for s in stats}
    binds = [s["cpu_bind"] for s in stats]
    if len(os.sched_getaffinity(0)) >= 2 and "VLLM_CPU_OMP_THREADS_BIND" not in os.environ:
        assert binds[0] != binds[1]
    assert pool_llm.context_window == 2048
    assert "data_parallel_size" not in pool_llm.info()["options"]  # N replicas compute what one engine does

    a = Request(prompt="The largest airline by fleet size is", sampling=Sampling(max_new_tokens=8))
    b = Request(prompt="Passenger numbers rose in", sampling=Sampling(max_new_tokens=8))
    outs = pool_llm.generate([a, b, a, b], progress=False)  # slices [a, b] and [a, b]: one per replica
    assert [o.status for o in outs] == ["ok"] * 4
    assert outs[0].texts == outs[2].texts and outs[1].texts == outs[3].texts  # the replicas are the same engine
    assert [s["requests"] for s in pool_llm.pool.replica_stats()] == [2, 2]


def test_sharded_predictions_job_resumes_into_one_jsonl(pool_llm, tmp_path):
    from mt_raig.generation import generate
    from mt_raig.io.benchmark import load_benchmark

    bench = load_benchmark(None)
    # the four questions with the smallest gold tables (CPU prompt processing is the cost)
    ids = [e.id for e in sorted(bench.examples, key=lambda e: sum(len(t.serialize()) for t in bench.gold_tables(e)))[:4]]
    out = tmp_path / "preds.jsonl"
    before = sum(s["requests"] for s in pool_llm.pool.replica_stats())
    settings = {"setting": "closed", "max_new_tokens": 16, "chunk_size": 4, "progress": False, "stop": ("\n\n",)}
    first = generate(bench, pool_llm, out=out, example_ids=ids[:2], **settings)
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    assert [r["id"] for r in lines] == [p.id for p in first] == ids[:2]
    failed_first = sum(r["status"] != "ok" for r in lines)

    second = generate(bench, pool_llm, out=out, example_ids=ids, **settings)  # resumes: only the new (and failed) ones run
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    assert len(lines) == 2 + 2 + failed_first
    assert {r["id"] for r in lines} == set(ids) == {p.id for p in second}
    served = [s["requests"] for s in pool_llm.pool.replica_stats()]
    assert sum(served) - before == 2 + 2 + failed_first and min(served) > 2  # both replicas took part
    sidecar = json.loads(out.with_name("preds.settings.json").read_text())
    assert "data_parallel_size" not in json.dumps(sidecar["settings"]["llm"])


def test_judge_over_replicas_fills_one_cache(pool_llm, tmp_path):
    from mt_raig.eval.items import items_from_gold
    from mt_raig.eval.llm_judge import LLMJudge
    from mt_raig.io.benchmark import load_benchmark

    items = sorted(items_from_gold(load_benchmark(None)), key=lambda it: sum(len(t.serialize()) for t in it.tables))[:2]
    claims = [[it.reference.split(". ")[0] + "."] for it in items]
    # greedy (one sample) keeps this cheap; the n=20 official path runs in test_vllm_engine.py
    options = {"mode": "greedy", "constrain_verdicts": True, "chat": False, "cache": str(tmp_path / "judge.sqlite"), "progress": False}
    judge = LLMJudge(pool_llm, **options)
    before = [s["requests"] for s in pool_llm.pool.replica_stats()]
    verdicts = judge.verify_claims(items, claims)
    assert [[v.status for v in vs] for vs in verdicts] == [["ok"], ["ok"]]
    assert all(vs[0].score in (0.0, 1.0) for vs in verdicts) and judge.usage()["calls"] == 2
    assert [a - b for a, b in zip([s["requests"] for s in pool_llm.pool.replica_stats()], before)] == [1, 1]
    rerun = LLMJudge(pool_llm, **options)
    assert [[v.score for v in vs] for vs in rerun.verify_claims(items, claims)] == [[v.score for v in vs] for vs in verdicts]
    assert rerun.usage()["calls"] == 0
