"""Issue #20 items 3-4: every malformed 200 reply is a counted status at every judge step (never a crash, never a
score), and --max-calls is never passed, transport retries included. Replies come from the local
OpenAI-compatible test server, so the real client parses each malformed body."""

from __future__ import annotations

import json

import pytest
from eval_scripts import item, router, step_of
from openai_server import MALFORMED_KINDS, OpenAIServer, Reply, chat_reply, error_reply, malformed_reply

from mt_raig.eval import run_judge
from mt_raig.eval.llm_judge import LLMJudge
from mt_raig.llm import load_llm
from mt_raig.llm.base import Request


MALFORMED = {kind: malformed_reply(kind) for kind in MALFORMED_KINDS}
STEPS = ("claims", "verify", "topics", "match")


def _llm(server, monkeypatch, **options):
    monkeypatch.setenv("MT_RAIG_TEST_KEY", "sk-test")
    return load_llm(f"openai:test-model@{server.url}", {"api_key_env": "MT_RAIG_TEST_KEY", "backoff_s": 0.01, "max_retries": 0, **options})


@pytest.mark.parametrize("kind", sorted(MALFORMED))
@pytest.mark.parametrize("bad_step", STEPS)
def test_each_judge_step_counts_each_malformed_reply(kind, bad_step, monkeypatch):
    good = router()

    def respond(body):
        request = Request(messages=tuple(body["messages"]))
        return MALFORMED[kind] if step_of(request) == bad_step else Reply(body=chat_reply([str(good(request))] * body.get("n", 1)))

    with OpenAIServer(respond) as server:
        judge = LLMJudge(_llm(server, monkeypatch), mode="greedy", progress=False, max_retries=0)
        report = run_judge([item()], judge, progress=False)
    ex = report.examples[0]
    if bad_step in ("claims", "verify"):
        assert ex.faithfulness is None and ex.faithfulness_status != "ok"  # never a score from a reply that said nothing
    else:
        assert ex.completeness_f1 is None and ex.completeness_status != "ok" and ex.faithfulness is not None  # the other metric is kept
    statuses = json.dumps(ex.to_json())
    assert "parse_failed" in statuses or "backend_failed" in statuses
    assert report.usage["failed_calls"] + report.usage["parse_failures"] >= 1  # counted where the run's usage is


def test_a_failure_never_scores_higher_than_an_honest_answer(monkeypatch):
    """All replies malformed: nothing is scored, every item is counted as not scored."""
    with OpenAIServer(lambda body: MALFORMED["empty choices"]) as server:
        report = run_judge([item("a"), item("b")], LLMJudge(_llm(server, monkeypatch), mode="greedy", progress=False), progress=False)
    assert all(e.faithfulness is None and e.completeness_f1 is None for e in report.examples)


def test_retries_never_pass_max_calls(monkeypatch):
    """Every request fails with 500 and the client would retry 3 times: with max_calls=4 the server sees 4."""
    with OpenAIServer(lambda body: error_reply(500, "overloaded")) as server:
        llm = _llm(server, monkeypatch, max_retries=3)
        judge = LLMJudge(llm, mode="greedy", progress=False, max_calls=4, max_retries=0)
        report = run_judge([item("a"), item("b"), item("c")], judge, progress=False)
        assert len(server.requests) <= 4
    assert report.usage["calls"] <= 4
    assert "budget_exhausted" in json.dumps([e.to_json() for e in report.examples])


def test_top_logprobs_of_tokens_with_the_same_text_are_summed(monkeypatch):
    """Two entries of the reply's top log-probabilities decode to "1": their mass is summed, not the first kept."""
    import math

    lps = [{"1": math.log(0.3), "0": math.log(0.4)}]

    def respond(body):
        reply = chat_reply(["1"], logprobs=lps)
        top = reply["choices"][0]["logprobs"]["content"][0]["top_logprobs"]
        top.append({"token": "1", "logprob": math.log(0.3), "bytes": None})  # a second id with the same text
        return Reply(body=reply)

    from mt_raig.llm.base import Sampling

    with OpenAIServer(respond) as server:
        comp = _llm(server, monkeypatch).generate([Request(messages=({"role": "user", "content": "x"},), sampling=Sampling(logprobs=5))], progress=False)[0]
    assert comp.status == "ok" and math.exp(comp.first_token_logprobs[0]["1"]) == pytest.approx(0.6)


@pytest.mark.parametrize("kind", MALFORMED_KINDS)
def test_g_eval_counts_malformed_replies(kind, monkeypatch):
    from mt_raig.metrics.geval import GEval

    with OpenAIServer(lambda body: MALFORMED[kind]) as server:
        result = GEval(_llm(server, monkeypatch), mode="greedy", progress=False).score([item()])[0]
    assert result.status == "failed" and result.values == {}


@pytest.mark.parametrize("method", ["dater", "chain-of-table", "tapera"])
@pytest.mark.parametrize("kind", MALFORMED_KINDS)
def test_table_qa_methods_count_malformed_replies(method, kind, monkeypatch):
    import mt_raig

    monkeypatch.setenv("MT_RAIG_TEST_KEY", "sk-test")
    bench = mt_raig.load_benchmark()
    with OpenAIServer(lambda body: MALFORMED[kind]) as server:
        preds = mt_raig.generate(bench, f"openai:test-model@{server.url}", method=method, setting="closed", limit=1,
                                 backend_options={"api_key_env": "MT_RAIG_TEST_KEY", "max_retries": 0}, progress=False)
    assert len(preds) == 1 and preds[0].status == "failed" and not preds[0].insight


@pytest.mark.parametrize("kind", MALFORMED_KINDS)
def test_construction_stages_count_malformed_replies(kind, tmp_path, monkeypatch):
    """build-benchmark with an annotator that only sends malformed replies: a counted status per set, no crash."""
    from mt_raig.construction.pipeline import BuildConfig, build_benchmark
    from mt_raig.errors import DataError
    from mt_raig.io.benchmark import SAMPLE_DIR

    monkeypatch.setenv("MT_RAIG_TEST_KEY", "sk-test")
    with OpenAIServer(lambda body: MALFORMED[kind]) as server:
        cfg = BuildConfig(tables=[str(SAMPLE_DIR)], out=str(tmp_path / "release"), llm=f"openai:test-model@{server.url}",
                          llm_options={"api_key_env": "MT_RAIG_TEST_KEY", "max_retries": 0}, max_sets=2, max_retries=0, progress=False)
        try:
            report = build_benchmark(cfg)
        except DataError as e:  # nothing survived annotation: refused with a message, not an IndexError
            assert "no" in str(e).lower()
            return
    statuses = json.dumps(report["questions"]["sets"])
    assert report["examples"] == 0 and ("parse_failed" in statuses or "backend_failed" in statuses)


@pytest.mark.parametrize("kind", MALFORMED_KINDS)
def test_batch_api_results_count_each_malformed_reply(kind, tmp_path, monkeypatch):
    """The Batch API path: one result of three is malformed (for the truncated body, its line in the output file is
    cut short): that request fails alone with a status, the other two keep their paid answers."""
    from mt_raig.llm.base import Sampling

    def respond(body):
        return MALFORMED[kind] if body["messages"][-1]["content"] == "q1" else "7"

    monkeypatch.setenv("MT_RAIG_TEST_KEY", "sk-test")
    with OpenAIServer(respond) as server:
        llm = load_llm(f"openai-batch:test-model@{server.url}", {"api_key_env": "MT_RAIG_TEST_KEY", "poll_interval_s": 0,
                                                                  "state_dir": str(tmp_path), "backoff_s": 0.01})
        comps = llm.generate([Request(prompt=f"q{i}", sampling=Sampling(max_new_tokens=3)) for i in range(3)], progress=False)
    assert [c.status for c in comps] == ["ok", "failed", "ok"] and comps[1].texts == [] and comps[1].error
    assert comps[0].texts == comps[2].texts == ["7"]


@pytest.mark.parametrize("kind", MALFORMED_KINDS)
@pytest.mark.parametrize("mode", ["official", "logprob"])
def test_sampled_and_logprob_verification_count_each_malformed_reply(mode, kind, monkeypatch):
    """The verification modes that read 20 samples or first-token log-probabilities: a malformed reply is a counted
    claim status, never a vote (official's empty-reply-is-0 rule must not turn it into faithfulness 0)."""
    good = router()

    def respond(body):
        request = Request(messages=tuple(body["messages"]))
        return MALFORMED[kind] if step_of(request) == "verify" else Reply(body=chat_reply([str(good(request))] * body.get("n", 1)))

    with OpenAIServer(respond) as server:
        report = run_judge([item()], LLMJudge(_llm(server, monkeypatch), mode=mode, progress=False, max_retries=0), progress=False)
    ex = report.examples[0]
    assert report.claims and all(c.status in ("parse_failed", "backend_failed") and c.score is None for c in report.claims)
    assert ex.faithfulness is None and report.summary["faithfulness"]["all_items"]["n_not_scored"] == 1


def test_choices_without_an_index_and_nan_logprobs_are_read_not_failed(monkeypatch):
    """Replies some servers send that still hold usable text: choices without ``index`` (kept in their order) and a
    NaN among the top log-probabilities (left out, never a NaN passed on)."""
    import math

    from mt_raig.llm.base import Sampling

    top = [{"token": "1", "logprob": math.log(0.6), "bytes": None}, {"token": "0", "logprob": float("nan"), "bytes": None}]
    body = {"id": "x", "object": "chat.completion", "created": 0, "model": "m", "usage": {"prompt_tokens": 3, "completion_tokens": 2},
            "choices": [{"message": {"role": "assistant", "content": t}, "finish_reason": "stop",
                         "logprobs": {"content": [{"token": t, "logprob": -0.1, "bytes": None, "top_logprobs": top}]}} for t in ("a", "b")]}
    with OpenAIServer(lambda b: Reply(raw=json.dumps(body).encode())) as server:  # json writes the NaN as NaN, which Python clients read
        [c] = _llm(server, monkeypatch).generate([Request(prompt="x", sampling=Sampling(n=2, logprobs=2))], progress=False)
    assert c.status == "ok" and c.texts == ["a", "b"]
    assert [set(lp) for lp in c.first_token_logprobs] == [{"1"}, {"1"}] and math.exp(c.first_token_logprobs[0]["1"]) == pytest.approx(0.6)
