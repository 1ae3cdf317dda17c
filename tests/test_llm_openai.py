"""The openai backend against a real HTTP server on 127.0.0.1 (tests/openai_server.py)."""

from __future__ import annotations

import socket
import threading

import pytest
from openai_server import OpenAIServer, Reply, chat_reply, error_reply

from mt_raig.llm import LLMConfigError, Request, Sampling, load_llm
from mt_raig.llm.openai_api import OpenAIOptions, build_chat_body

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


def test_429_then_success_is_retried():
    seen: dict[str, int] = {}
    lock = threading.Lock()

    def respond(body):
        with lock:
            seen[_user(body)] = seen.get(_user(body), 0) + 1
            count = seen[_user(body)]
        if _user(body) == "busy" and count == 1:
            return error_reply(429, "Rate limit reached")
        return "fine"

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
    def respond(body):
        return Reply(body=chat_reply(["late"]), delay_s=1.5) if _user(body) == "slow" else "quick"

    with OpenAIServer(respond) as server:
        llm = load_llm(f"openai:m@{server.url}", {"timeout_s": 0.3, "max_retries": 1, **FAST})
        outs = llm.generate([Request(prompt="slow"), Request(prompt="fast")], progress=False)
        slow_calls = server.calls(lambda b: _user(b) == "slow")
    assert outs[0].status == "failed" and "Timeout" in outs[0].error and "after 2 attempts" in outs[0].error
    assert outs[1].status == "ok" and outs[1].texts == ["quick"]
    assert slow_calls == 2


def test_missing_key_wrong_key_and_unreachable_server(monkeypatch):
    monkeypatch.delenv("MT_RAIG_NO_SUCH_KEY", raising=False)
    with pytest.raises(LLMConfigError, match=r"needs an API key in \$MT_RAIG_NO_SUCH_KEY"):
        load_llm("openai:gpt-4o-mini", {"api_key_env": "MT_RAIG_NO_SUCH_KEY"})
    with OpenAIServer(lambda b: "x", api_key="sk-right") as server:
        monkeypatch.setenv("MT_RAIG_WRONG_KEY", "sk-wrong")
        with pytest.raises(LLMConfigError, match=r"rejected the API key from \$MT_RAIG_WRONG_KEY"):
            load_llm(f"openai:m@{server.url}", {"api_key_env": "MT_RAIG_WRONG_KEY"})
        # without the probe, a refused key is a failed request, not a crash
        llm = load_llm(f"openai:m@{server.url}", {"api_key_env": "MT_RAIG_WRONG_KEY", "check_server": False, **FAST})
        [c] = llm.generate([Request(prompt="hi")], progress=False)
        assert c.status == "failed" and "AuthenticationError after 1 attempt:" in c.error
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]  # closed again on exit: nobody listens there
    with pytest.raises(LLMConfigError, match=f"cannot reach the OpenAI-compatible server at http://127.0.0.1:{port}/v1"):
        load_llm(f"openai:m@http://127.0.0.1:{port}/v1", {"timeout_s": 2})
    with pytest.raises(LLMConfigError, match="unknown openai option 'retries'.*max_retries"):
        load_llm("openai:m@http://127.0.0.1:1/v1", {"retries": 2})
