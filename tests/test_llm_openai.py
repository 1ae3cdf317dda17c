"""The openai backend against a real HTTP server on 127.0.0.1 (tests/openai_server.py)."""

from __future__ import annotations

import contextlib
import json
import socket
import threading

import pytest
from openai_server import OpenAIServer, Reply, chat_reply, error_reply

from mt_raig.errors import BackendError, ConfigError
from mt_raig.llm import Request, Sampling, load_llm
from mt_raig.llm.openai_api import OpenAIOptions, build_chat_body
from mt_raig.llm.registry import redact_url, split_openai

FAST = {"backoff_s": 0.01, "max_backoff_s": 0.05}


def _user(body: dict) -> str:
    return body["messages"][-1]["content"]


def test_chat_round_trip_usage_logprobs_and_structured_output():
    def respond(body):
        if body.get("logprobs"):
            return Reply(body=chat_reply(["5", "4"], logprobs=[{"5": -0.1, "4": -2.5}, {"4": -0.3, "5": -1.4}]))
        if "response_format" in body:
            return '{"verdict": "yes"}'
        return f"echo: {_user(body)}"

    with OpenAIServer(respond, api_key="sk-test") as server:
        requests = [
            Request(messages=({"role": "system", "content": "Be brief."}, {"role": "user", "content": "hello"}), sampling=Sampling(max_new_tokens=9, stop=("\n",))),
            Request(prompt="plain prompt", sampling=Sampling(n=3)),
            Request(prompt="score it", sampling=Sampling(n=2, logprobs=2)),
            Request(prompt="as json", json_schema={"type": "object", "properties": {"verdict": {"type": "string"}}}),
            Request(prompt="digits", regex="[0-9]+"),
        ]
        with pytest.MonkeyPatch.context() as mp:
            mp.setenv("MT_RAIG_TEST_KEY", "sk-test")
            llm = load_llm(f"openai:test-model@{server.url}", {"api_key_env": "MT_RAIG_TEST_KEY", **FAST})
            outs = llm.generate(requests, progress=False)
        assert llm.capabilities()["regex"] is False and llm.info()["server"] == "generic"
        assert [c.status for c in outs] == ["ok"] * 5
        assert outs[0].texts == ["echo: hello"] and outs[0].prompt_tokens == 11 and outs[0].completion_tokens == 2
        assert outs[0].backend == "openai" and outs[0].model == "test-model" and outs[0].finish_reasons == ["stop"]
        assert outs[1].texts == ["echo: plain prompt"] * 3
        assert outs[2].texts == ["5", "4"] and outs[2].first_token_logprobs == [{"5": -0.1, "4": -2.5}, {"4": -0.3, "5": -1.4}]
        assert outs[3].texts == ['{"verdict": "yes"}']
        bodies = {_user(b): b for b in server.requests}
        assert bodies["hello"]["messages"][0] == {"role": "system", "content": "Be brief."}
        assert bodies["hello"]["max_tokens"] == 9 and bodies["hello"]["stop"] == ["\n"] and bodies["hello"]["temperature"] == 0
        assert bodies["plain prompt"]["messages"] == [{"role": "user", "content": "plain prompt"}] and bodies["plain prompt"]["n"] == 3
        assert bodies["score it"]["logprobs"] is True and bodies["score it"]["top_logprobs"] == 2
        assert bodies["as json"]["response_format"]["json_schema"]["schema"]["properties"]["verdict"] == {"type": "string"}
        assert "structured_outputs" not in bodies["digits"]  # a generic server gets no regex (capabilities say so)
        llm.close()


def test_regex_goes_to_vllm_servers_as_structured_outputs():
    body = build_chat_body(Request(prompt="x", regex="[0-9]+"), "m", OpenAIOptions(), server="vllm")
    assert body["extra_body"] == {"structured_outputs": {"regex": "[0-9]+"}}
    with OpenAIServer(lambda b: "7") as server:
        llm = load_llm(f"openai:m@{server.url}", {"server": "vllm", **FAST})
        [c] = llm.generate([Request(prompt="x", regex="[0-9]+")], progress=False)
        assert c.texts == ["7"] and server.requests[0]["structured_outputs"] == {"regex": "[0-9]+"}
        assert llm.capabilities()["regex"] is True
    body = build_chat_body(Request(prompt="x"), "o1", OpenAIOptions(max_tokens_param="max_completion_tokens"), server="openai")
    assert body["max_completion_tokens"] == 512 and "max_tokens" not in body


def _counting(respond):
    """A server reply function called as ``respond(user_text, nth_time_seen)``; ``.seen`` counts per user text."""
    lock = threading.Lock()

    def reply(body):
        with lock:
            reply.seen[_user(body)] = reply.seen.get(_user(body), 0) + 1
            count = reply.seen[_user(body)]
        return respond(_user(body), count)

    reply.seen = {}
    return reply


def test_429_then_success_is_retried():
    respond = _counting(lambda text, count: error_reply(429, "Rate limit reached") if text == "busy" and count == 1 else "fine")
    seen = respond.seen
    with OpenAIServer(respond) as server:
        llm = load_llm(f"openai:m@{server.url}", {"max_retries": 3, **FAST})
        outs = llm.generate([Request(prompt="busy"), Request(prompt="calm")], progress=False)
    assert [c.status for c in outs] == ["ok", "ok"] and outs[0].texts == ["fine"]
    assert seen == {"busy": 2, "calm": 1}


def test_500_storm_exhausts_retries_and_the_run_goes_on():
    def respond(body):
        return error_reply(500, "upstream exploded") if _user(body) == "doomed" else "survived"

    with OpenAIServer(respond) as server:
        llm = load_llm(f"openai:m@{server.url}", {"max_retries": 2, "concurrency": 2, **FAST})
        outs = llm.generate([Request(prompt="a"), Request(prompt="doomed"), Request(prompt="b")], progress=False)
        doomed_calls = server.calls(lambda b: _user(b) == "doomed")
    assert [c.status for c in outs] == ["ok", "failed", "ok"]
    assert outs[1].texts == [] and "InternalServerError after 3 attempts" in outs[1].error and "upstream exploded" in outs[1].error
    assert doomed_calls == 3
    assert outs[0].texts == outs[2].texts == ["survived"]


def test_timeout_fails_the_slow_request_only():
    never = threading.Event()  # the slow request is answered only after the test: it can only time out

    def respond(body):
        return Reply(body=chat_reply(["late"]), wait_for=never) if _user(body) == "slow" else "quick"

    with OpenAIServer(respond) as server:
        llm = load_llm(f"openai:m@{server.url}", {"timeout_s": 2.0, "max_retries": 1, **FAST})
        outs = llm.generate([Request(prompt="slow"), Request(prompt="fast")], progress=False)
        slow_calls = server.calls(lambda b: _user(b) == "slow")
    assert outs[0].status == "failed" and "Timeout" in outs[0].error and "after 2 attempts" in outs[0].error
    assert outs[0].attempts == 2
    assert outs[1].status == "ok" and outs[1].texts == ["quick"]
    assert slow_calls == 2


@contextlib.contextmanager
def _refusing_port():
    """A port bound by this test but not listening: connections are refused, and no other process can take it."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        yield s.getsockname()[1]


def test_missing_key_wrong_key_and_unreachable_server(monkeypatch):
    monkeypatch.delenv("MT_RAIG_NO_SUCH_KEY", raising=False)
    with pytest.raises(ConfigError, match=r"needs an API key in \$MT_RAIG_NO_SUCH_KEY"):
        load_llm("openai:gpt-4o-mini", {"api_key_env": "MT_RAIG_NO_SUCH_KEY"})
    with OpenAIServer(lambda b: "x", api_key="sk-right") as server:
        monkeypatch.setenv("MT_RAIG_WRONG_KEY", "sk-wrong")
        with pytest.raises(ConfigError, match=r"rejected the API key from \$MT_RAIG_WRONG_KEY"):
            load_llm(f"openai:m@{server.url}", {"api_key_env": "MT_RAIG_WRONG_KEY"})
        # without the probe, a refused key is a failed request, not a crash
        llm = load_llm(f"openai:m@{server.url}", {"api_key_env": "MT_RAIG_WRONG_KEY", "check_server": False, **FAST})
        [c] = llm.generate([Request(prompt="hi")], progress=False)
        assert c.status == "failed" and "AuthenticationError after 1 attempt:" in c.error
    with _refusing_port() as port:
        with pytest.raises(BackendError, match=f"cannot reach the OpenAI-compatible server at http://127.0.0.1:{port}/v1"):
            load_llm(f"openai:m@http://127.0.0.1:{port}/v1", {"timeout_s": 2})
    with pytest.raises(ConfigError, match="unknown key 'retries'.*max_retries"):
        load_llm("openai:m@http://127.0.0.1:1/v1", {"retries": 2})


# --- issue #10 item 13: faults handled per request, Retry-After, retries counted, URLs checked and redacted ----------


def test_a_malformed_200_reply_fails_only_its_request():
    def respond(body):
        if _user(body) == "garbage":
            return Reply(raw=b"<html>proxy error</html>")
        if _user(body) == "no choices":
            return Reply(body={"id": "x", "object": "chat.completion", "choices": None})
        return "fine"

    with OpenAIServer(respond) as server:
        llm = load_llm(f"openai:m@{server.url}", {"max_retries": 0, **FAST})
        prompts = ["a", "garbage", "b", "no choices", "c"]
        outs = llm.generate([Request(prompt=p) for p in prompts], progress=False)
    assert [c.status for c in outs] == ["ok", "failed", "ok", "failed", "ok"]
    assert outs[0].texts == outs[2].texts == outs[4].texts == ["fine"]
    assert outs[1].texts == [] and outs[1].error and outs[3].error


def test_retry_after_is_honoured_and_every_attempt_is_counted():
    respond = _counting(lambda text, count: error_reply(429, "slow down", headers={"Retry-After": "1"}) if count == 1 else "fine")
    with OpenAIServer(respond) as server:
        llm = load_llm(f"openai:m@{server.url}", {"max_retries": 2, **FAST})  # backoff alone would wait 0.01 s
        [c] = llm.generate([Request(prompt="x")], progress=False)
        first, second = server.arrivals
    assert c.status == "ok" and c.attempts == 2
    assert second - first >= 0.95  # the server asked for one second


def test_a_url_without_a_scheme_is_refused_before_any_request(monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", "sk-would-be-sent-to-openai")
    for spec in ("openai:m@localhost:8000/v1", "openai:m@127.0.0.1:8000", "openai:m@http://127.0.0.1:1/v1,gpu2:8000/v1",
                 "openai:m@gpu1", "openai:m@gpu1:8000", "openai:@gpu1:8000", "openai:m@10.0.0.1", "openai-batch:m@gpu1"):
        with pytest.raises(ConfigError, match="scheme.*write http://"):
            load_llm(spec)
    with pytest.raises(ConfigError, match=r"^LLM spec 'openai:m@gpu1:8000': 'gpu1:8000' after '@'"):
        load_llm("openai:m@gpu1:8000")  # the message names the whole spec the user wrote
    assert split_openai("claude-3-5-sonnet@20240620") == ("claude-3-5-sonnet@20240620", [])  # a model id, not a URL


def test_credentials_in_urls_are_never_recorded():
    def respond(body):
        return error_reply(500, "down") if _user(body) == "doomed" else "fine"

    with OpenAIServer(respond) as server:
        url = server.url.replace("http://", "http://alice:s3cret@")
        llm = load_llm(f"openai:m@{url}", {"max_retries": 0, **FAST})
        outs = llm.generate([Request(prompt="ok"), Request(prompt="doomed")], progress=False)
    assert outs[0].status == "ok" and outs[1].status == "failed"
    recorded = json.dumps(llm.info()) + outs[1].error
    assert "s3cret" not in recorded and "alice" not in recorded
    assert llm.info()["base_url"] == server.url.replace("http://", "http://***@")
    assert redact_url("https://u:p@h.example/v1") == "https://***@h.example/v1" and redact_url("http://h/v1") == "http://h/v1"


# --- issue #15 item 3(a): several servers behind one backend ------------------------------------------------------


def test_requests_are_spread_over_several_servers_with_bounded_concurrency():
    servers = [OpenAIServer(lambda b, i=i: Reply(body=chat_reply([f"from {i}"]), delay_s=0.05)) for i in range(2)]
    with servers[0], servers[1]:
        llm = load_llm(f"openai:m@{servers[0].url},{servers[1].url}", {"concurrency": 2, **FAST})
        outs = llm.generate([Request(prompt=f"q{i}") for i in range(24)], progress=False)
        counts = [len(s.requests) for s in servers]
    assert all(c.status == "ok" for c in outs) and sum(counts) == 24
    assert min(counts) >= 6, counts  # both servers did a fair share
    assert all(s.max_in_flight <= 2 for s in servers)  # concurrency is per server
    assert llm.info()["base_url"] == [servers[0].url, servers[1].url]
    with OpenAIServer(lambda b: "x") as a, OpenAIServer(lambda b: "y") as b:
        via_option = load_llm("openai:m", {"base_urls": [a.url, b.url], **FAST})
        assert via_option.base_urls == [a.url, b.url]
        with pytest.raises(ConfigError, match="either in the spec"):
            load_llm(f"openai:m@{a.url}", {"base_urls": [b.url]})


def test_a_dead_server_is_routed_around_by_retries():
    with OpenAIServer(lambda b: "alive") as live, _refusing_port() as port:
        dead = f"http://127.0.0.1:{port}/v1"
        llm = load_llm(f"openai:m@{dead},{live.url}", {"check_server": False, "max_retries": 3, **FAST})
        outs = llm.generate([Request(prompt=f"q{i}") for i in range(8)], progress=False)
    assert [c.texts for c in outs] == [["alive"]] * 8
    assert any(c.attempts > 1 for c in outs)  # some went to the dead server first


# --- issue #15 item 4: the Batch API -------------------------------------------------------------------------------


def test_the_batch_api_answers_every_request_in_one_batch_and_fails_errors_alone(tmp_path):
    def respond(body):
        return error_reply(400, "bad request body") if _user(body) == "broken" else f"echo: {_user(body)}"

    with OpenAIServer(respond) as server:
        llm = load_llm(f"openai-batch:test-model@{server.url}", {"poll_interval_s": 0, "state_dir": str(tmp_path), **FAST})
        outs = llm.generate([Request(prompt="a"), Request(prompt="broken"), Request(prompt="c", sampling=Sampling(n=2))], progress=False)
        [batch] = server.batches.values()
        lines = [json.loads(x) for x in server.files[batch["input_file_id"]].decode().splitlines()]
    assert [c.status for c in outs] == ["ok", "failed", "ok"]
    assert outs[0].texts == ["echo: a"] and outs[2].texts == ["echo: c"] * 2 and outs[0].prompt_tokens == 11
    assert "HTTP 400" in outs[1].error and "bad request body" in outs[1].error
    assert [x["custom_id"] for x in lines] == ["r0", "r1", "r2"] and {x["url"] for x in lines} == {"/v1/chat/completions"}
    assert lines[2]["body"]["n"] == 2 and lines[0]["body"]["model"] == "test-model"
    assert llm.info()["backend"] == "openai-batch"


def test_a_batch_is_picked_up_again_instead_of_paid_twice(tmp_path):
    with OpenAIServer(lambda b: "done") as server:
        options = {"poll_interval_s": 0, "max_wait_s": 0, "state_dir": str(tmp_path), **FAST}
        requests = [Request(prompt=f"q{i}") for i in range(3)]
        early = load_llm(f"openai-batch:m@{server.url}", options).generate(requests, progress=False)
        assert all(c.status == "failed" and "still in_progress" in c.error for c in early)
        later = load_llm(f"openai-batch:m@{server.url}", options).generate(requests, progress=False)  # a new process, same requests
        assert [c.texts for c in later] == [["done"]] * 3
        assert len(server.batches) == 1 and len(server.requests) == 3
        other = load_llm(f"openai-batch:m@{server.url}", options).generate([Request(prompt="new")], progress=False)
        assert other[0].status == "failed" and len(server.batches) == 2  # other requests: another batch


def test_the_call_engine_fills_its_cache_from_a_batch(tmp_path):
    """Judging through the Batch API: the call engine's cache is filled from the batch's results; a rerun asks nothing."""
    from mt_raig.llm.calls import Call, CallEngine

    with OpenAIServer(lambda b: f"{len(_user(b))}") as server:
        options = {"poll_interval_s": 0, "state_dir": str(tmp_path / "batches"), **FAST}
        calls = [Call("length/1", Request(prompt=p, sampling=Sampling(max_new_tokens=3))) for p in ("a", "bb", "ccc")]
        first = CallEngine(load_llm(f"openai-batch:m@{server.url}", options), cache=tmp_path / "c.sqlite", batch_size=100, progress=False)
        assert [o.value for o in first.run(calls, lambda c: int(c.texts[0]))] == [1, 2, 3]
        again = CallEngine(load_llm(f"openai-batch:m@{server.url}", options), cache=tmp_path / "c.sqlite", batch_size=100, progress=False)
        assert [o.value for o in again.run(calls, lambda c: int(c.texts[0]))] == [1, 2, 3]
        assert len(server.batches) == 1 and len(server.requests) == 3 and again.usage()["cache_hits"] == 3


def test_transport_retries_count_against_max_calls():
    """Issue #10 item 13: a request retried by the transport is two calls for the budget, not one."""
    from mt_raig.llm.calls import Call, CallEngine

    respond = _counting(lambda text, count: error_reply(429, "busy") if text == "first" and count == 1 else "7")
    with OpenAIServer(respond) as server:
        engine = CallEngine(load_llm(f"openai:m@{server.url}", {"max_retries": 2, **FAST}), max_calls=2, batch_size=1, progress=False)
        outs = engine.run([Call("n/1", Request(prompt=p)) for p in ("first", "second")], lambda c: int(c.texts[0]))
    assert [o.status for o in outs] == ["ok", "budget_exhausted"]
    assert engine.usage()["calls"] == 2 and respond.seen == {"first": 2}
