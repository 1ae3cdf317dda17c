"""Judge cache (rerun = 0 calls, killed run resumes), dry-run estimates and the budget cap."""

import sqlite3

import pytest
from eval_scripts import item, router
from scripted_llm import ScriptedLLM

from mt_raig.eval.estimate import estimate_calls
from mt_raig.eval import run_judge as evaluate
from mt_raig.llm.call_cache import CallCache as JudgeCache
from mt_raig.eval.llm_judge import LLMJudge

ITEMS = [item("a"), item("b", prediction="ExpressJet trailed with 54,173 flights."), item("c", type="Trend & Pattern", prediction="VX led at 81.3.")]


def claims(req):
    insight = req.messages[0]["content"].split("Insight:")[1]
    return {"Virgin": "1. Virgin America flew 5,162 flights.\n2. ExpressJet reached 3.", "ExpressJet trailed": "1. ExpressJet flew 54,173 flights.", "VX led": "1. VX led at 81.3."}[
        next(k for k in ("Virgin", "ExpressJet trailed", "VX led") if k in insight)]


class Counting(ScriptedLLM):
    """Counts requests and can die (like a killed process) after ``die_after`` of them."""

    def __init__(self, replies, die_after=None):
        super().__init__(replies)
        self.die_after = die_after

    def generate(self, requests, progress=True):
        if self.die_after is not None and len(self.requests) + len(requests) > self.die_after:
            raise KeyboardInterrupt("killed")
        return super().generate(requests, progress)


def test_rerun_is_served_fully_from_the_cache(tmp_path):
    cache = tmp_path / "judge.sqlite"
    first = LLMJudge(Counting(router(claims=claims)), mode="official", cache=cache, progress=False)
    r1 = evaluate(ITEMS, first, progress=False)
    n_calls = r1.usage["calls"]
    assert n_calls == 3 + 4 + 6 + 1 and r1.usage["cache_hits"] == 0  # the 3 match prompts are identical: sent once
    first.close()
    second = LLMJudge(ScriptedLLM([]), mode="official", cache=cache, progress=False)  # any backend call would fail the test
    r2 = evaluate(ITEMS, second, progress=False)
    assert r2.usage["calls"] == 0 and r2.usage["cache_hits"] == 16  # 16 requests, 14 distinct
    assert [e.faithfulness for e in r2.examples] == [e.faithfulness for e in r1.examples]
    assert [c.votes for c in r2.claims] == [c.votes for c in r1.claims]
    with sqlite3.connect(cache) as db:
        assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        prompt_ids = {row[0] for row in db.execute("SELECT prompt_id FROM calls")}
    assert prompt_ids == {"claim_decomposition/paper-1", "claim_verification/paper-1", "topic_decomposition/paper-1", "topic_matching/paper-1"}


def test_cache_key_separates_modes_and_models(tmp_path):
    cache = tmp_path / "judge.sqlite"
    evaluate(ITEMS[:1], LLMJudge(ScriptedLLM(router()), mode="greedy", cache=cache, progress=False), progress=False)
    other_mode = LLMJudge(ScriptedLLM(router()), mode="official", cache=cache, progress=False)
    r = evaluate(ITEMS[:1], other_mode, progress=False)
    assert r.usage["by_step"]["claim_verification"]["calls"] == 2 and r.usage["by_step"]["claim_decomposition"]["cache_hits"] == 1
    other_model = LLMJudge(ScriptedLLM(router(), model="another-model"), mode="official", cache=cache, progress=False)
    assert evaluate(ITEMS[:1], other_model, progress=False).usage["cache_hits"] == 0


def test_killed_run_resumes_without_paying_twice(tmp_path):
    cache = tmp_path / "judge.sqlite"
    dying = LLMJudge(Counting(router(claims=claims), die_after=5), mode="greedy", cache=cache, batch_size=2, progress=False)
    with pytest.raises(KeyboardInterrupt):
        evaluate(ITEMS, dying, progress=False)
    assert len(JudgeCache(cache)) == 5  # the batches that finished before the kill (2 + 1 decompositions, 2 verifications)
    resumed_llm = Counting(router(claims=claims))
    resumed = LLMJudge(resumed_llm, mode="greedy", cache=cache, batch_size=2, progress=False)
    report = evaluate(ITEMS, resumed, progress=False)
    assert report.usage["cache_hits"] == 5 and report.usage["calls"] == 14 - 5 == len(resumed_llm.requests)
    assert all(e.faithfulness_status == "ok" and e.completeness_status == "ok" for e in report.examples)


def test_failed_calls_are_not_cached(tmp_path):
    cache = tmp_path / "judge.sqlite"
    j = LLMJudge(ScriptedLLM(router(verify=RuntimeError("HTTP 503"))), mode="greedy", cache=cache, max_retries=0, progress=False)
    r = evaluate(ITEMS[:1], j, progress=False)
    assert {c.status for c in r.claims} == {"backend_failed"} and r.usage["failed_calls"] == 2
    again = LLMJudge(ScriptedLLM(router()), mode="greedy", cache=cache, progress=False)
    r2 = evaluate(ITEMS[:1], again, progress=False)
    assert r2.usage["by_step"]["claim_verification"]["calls"] == 2 and {c.status for c in r2.claims} == {"ok"}


def test_dry_run_estimates_and_spends_nothing(tmp_path):
    cache = tmp_path / "judge.sqlite"
    llm = ScriptedLLM(router(claims=claims))
    j = LLMJudge(llm, mode="official", cache=cache, progress=False)
    est = estimate_calls(j, ITEMS)
    assert llm.requests == [] and len(JudgeCache(cache)) == 0
    assert est["by_step"]["claim_decomposition"]["calls"] == 3
    assert est["by_step"]["topic_decomposition"]["calls"] == 6 and est["by_step"]["topic_matching"]["calls"] == 3
    assert est["by_step"]["claim_verification"]["completion_tokens"] == est["by_step"]["claim_verification"]["calls"] * 20 * 5
    assert est["cost_usd"] is None and est["mode"] == "official"
    evaluate(ITEMS, j, progress=False)
    after = estimate_calls(j, ITEMS)
    assert after["calls"] == 0 and after["cached_calls"] == 16  # claims read back from the cached decompositions


def test_dry_run_prices_api_models():
    llm = ScriptedLLM(router())
    llm.backend, llm.model = "openai", "gpt-4o-mini-2024-07-18"
    est = estimate_calls(LLMJudge(llm, mode="greedy", progress=False), ITEMS)
    assert est["cost_usd"] == pytest.approx((est["prompt_tokens"] * 0.15 + est["completion_tokens"] * 0.60) / 1e6, abs=1e-4)
    assert est["prices_as_of"]


def test_budget_cap_stops_cleanly_and_keeps_results_so_far():
    llm = ScriptedLLM(router(claims=claims))
    j = LLMJudge(llm, mode="greedy", max_calls=5, batch_size=2, progress=False)
    report = evaluate(ITEMS, j, progress=False)
    assert len(llm.requests) == 5 and report.usage["calls"] == 5 and report.usage["budget_exhausted_calls"] > 0
    scored = [c for c in report.claims if c.status == "ok"]
    assert len(scored) == 2 and {c.status for c in report.claims} == {"ok", "budget_exhausted"}
    assert {e.completeness_status for e in report.examples} == {"budget_exhausted"}
    assert report.summary["completeness_f1"]["all_items"]["not_scored"] == {"budget_exhausted": 3}
    assert [e.faithfulness_status for e in report.examples] == ["ok", "budget_exhausted", "budget_exhausted"]


def test_budget_reached_mid_item_leaves_the_item_unscored_not_scored_on_a_subset():
    """Issue #10.2: with one of two claims verified, the item used to score on that claim alone (status ok)."""
    verify = lambda r: "1" if "Virgin" in r.messages[0]["content"].split("Claim:")[1] else "0"  # noqa: E731
    llm = ScriptedLLM(router(claims=claims, verify=verify))
    j = LLMJudge(llm, mode="greedy", max_calls=4, batch_size=2, progress=False)  # 3 decompositions + 1 verification
    report = evaluate(ITEMS, j, progress=False)
    a = report.examples[0]
    assert [c.status for c in a.claims] == ["ok", "budget_exhausted"] and a.claims[0].score == 1.0
    assert a.faithfulness is None and a.faithfulness_status == "budget_exhausted"
    cell = report.summary["faithfulness"]["all_items"]
    assert cell["mean"] is None and cell["n_scored"] == 0 and cell["not_scored"] == {"budget_exhausted": 3}


def test_cost_cap_needs_a_priced_model_and_stops_before_overspending():
    with pytest.raises(ValueError, match="no listed price"):
        LLMJudge(ScriptedLLM([]), max_cost=1.0)
    llm = ScriptedLLM(router(claims=claims))
    llm.backend, llm.model = "openai", "gpt-4o"
    j = LLMJudge(llm, mode="greedy", max_cost=0.0001, progress=False)
    report = evaluate(ITEMS, j, progress=False)
    assert report.usage["cost_usd"] <= 0.0001 and report.usage["budget_exhausted_calls"] > 0
    assert len(llm.requests) == report.usage["calls"]
