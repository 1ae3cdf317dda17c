"""Issue #20 item 4: --max-calls and --max-cost are never passed, transport retries included. The budget is
checked against what the local OpenAI-compatible server received (and, for the cost cap, what it would bill:
every 200 reply is billed at the usage the server reports, a reply the client could not read included)."""

from __future__ import annotations

import json
import threading

import pytest
from openai_server import OpenAIServer, Reply, chat_reply, error_reply

from mt_raig.llm import Request, Sampling, load_llm
from mt_raig.llm.calls import Call, CallEngine
from mt_raig.llm.pricing import cost_usd, price_for

FAST = {"backoff_s": 0.01, "max_backoff_s": 0.05}
PRICE = price_for("openai", "gpt-4o-mini")
MAX_NEW = 10


def _llm(server, monkeypatch, **options):
    monkeypatch.setenv("MT_RAIG_TEST_KEY", "sk-test")
    return load_llm(f"openai:gpt-4o-mini@{server.url}", {"api_key_env": "MT_RAIG_TEST_KEY", **FAST, **options})


class Billing:
    """A server's bill: each chat body answered 200 is billed at the usage its reply reports (a dense table of
    digits: one token per byte of the prompt, every allowed new token)."""

    def __init__(self):
        self.usd = 0.0
        self._lock = threading.Lock()

    def usage(self, body: dict) -> tuple[int, int]:
        return sum(len(m["content"].encode()) for m in body["messages"]), MAX_NEW

    def bill(self, body: dict) -> dict:
        prompt, completion = self.usage(body)
        with self._lock:
            self.usd += cost_usd(PRICE, prompt, completion)
        reply = chat_reply(["7"], prompt_tokens=prompt)
        reply["usage"]["completion_tokens"] = completion
        return reply


def _calls(n: int) -> list[Call]:
    table = " | ".join(str(i % 10) for i in range(2000))  # digits and bars: about one token per 2 characters, not 4
    return [Call("n/1", Request(messages=({"role": "user", "content": f"{i}: {table}"},), sampling=Sampling(max_new_tokens=MAX_NEW)))
            for i in range(n)]


@pytest.mark.parametrize("status", [429, 500])
def test_a_retry_that_would_pass_max_calls_is_budget_exhausted(status, monkeypatch):
    """One call allowed; the server answers the first request with an error, then would succeed: the retry would
    be a second request, so it is refused (budget_exhausted) and the server receives exactly one."""
    seen = []

    def respond(body):
        seen.append(body)
        return error_reply(status, "busy") if len(seen) == 1 else "7"

    with OpenAIServer(respond) as server:
        engine = CallEngine(_llm(server, monkeypatch, max_retries=3), max_calls=1, max_retries=2, progress=False)
        [out] = engine.run([Call("n/1", Request(prompt="first"))], lambda c: int(c.texts[0]))
        received = len(server.requests)
    assert received == 1 and engine.usage()["calls"] == 1
    assert out.status == "budget_exhausted" and "budget" in out.error


def test_retries_within_max_calls_still_go_out(monkeypatch):
    """The cap refuses only what passes it: with two calls allowed the same 429 is retried and the call succeeds."""
    seen = []

    def respond(body):
        seen.append(body)
        return error_reply(429, "busy") if len(seen) == 1 else "7"

    with OpenAIServer(respond) as server:
        engine = CallEngine(_llm(server, monkeypatch, max_retries=3), max_calls=2, progress=False)
        [out] = engine.run([Call("n/1", Request(prompt="first"))], lambda c: int(c.texts[0]))
        received = len(server.requests)
    assert (out.status, out.value, received, engine.usage()["calls"]) == ("ok", 7, 2, 2)


def test_max_cost_is_never_passed_when_prompts_tokenize_densely(monkeypatch):
    """The cap reserves a prompt at one token per byte, not the rough 4 characters per token: a table of digits
    billed at 2x the rough count must not run the bill past max_cost."""
    billing = Billing()
    calls = _calls(8)
    one = cost_usd(PRICE, *billing.usage({"messages": calls[0].request.messages}))
    with OpenAIServer(lambda body: Reply(body=billing.bill(body))) as server:
        engine = CallEngine(_llm(server, monkeypatch), max_cost=3.5 * one, progress=False)
        outs = engine.run(calls, lambda c: int(c.texts[0]))
    assert billing.usd <= 3.5 * one and engine.usage()["cost_usd"] <= 3.5 * one
    assert [o.status for o in outs].count("ok") == 3 and outs[-1].status == "budget_exhausted"
    assert engine.usage()["cost_usd"] == pytest.approx(billing.usd, abs=1e-6)


def test_a_reply_that_cannot_be_read_is_charged_at_its_worst_case(monkeypatch):
    """A truncated 200 body was billed, but its usage cannot be read: the cost cap charges it at the worst case,
    so the next calls cannot spend what it may have cost."""
    billing = Billing()
    calls = _calls(3)
    one = cost_usd(PRICE, *billing.usage({"messages": calls[0].request.messages}))

    def respond(body):
        reply = billing.bill(body)
        return Reply(raw=json.dumps(reply)[:60].encode()) if body["messages"][0]["content"].startswith("0:") else Reply(body=reply)

    with OpenAIServer(respond) as server:
        engine = CallEngine(_llm(server, monkeypatch), max_cost=2.2 * one, max_retries=0, batch_size=1, progress=False)
        outs = engine.run(calls, lambda c: int(c.texts[0]))
    assert [o.status for o in outs] == ["backend_failed", "ok", "budget_exhausted"]
    assert billing.usd <= 2.2 * one and engine.usage()["cost_usd"] >= billing.usd - 1e-6  # usage rounds to 1e-6 USD


def test_a_retry_after_a_timeout_is_charged_against_max_cost(monkeypatch):
    """A request that timed out may have been answered and billed; its retry may be billed again: with room for
    one call only, the retry is refused (budget_exhausted) and the server receives one request."""
    billing = Billing()
    calls = _calls(1)
    one = cost_usd(PRICE, *billing.usage({"messages": calls[0].request.messages}))
    release = threading.Event()

    def respond(body):
        return Reply(body=billing.bill(body), wait_for=release)  # held until the client has given up

    with OpenAIServer(respond) as server:
        engine = CallEngine(_llm(server, monkeypatch, timeout_s=0.5, max_retries=3), max_cost=1.5 * one, max_retries=0, progress=False)
        [out] = engine.run(calls, lambda c: int(c.texts[0]))
        received = len(server.requests)
        release.set()
    assert received == 1 and out.status == "budget_exhausted"
    assert billing.usd - 1e-6 <= engine.usage()["cost_usd"] <= 1.5 * one


@pytest.mark.parametrize("usage", [None, {"prompt_tokens": "many", "completion_tokens": 1}, {"prompt_tokens": -9000, "completion_tokens": 0}])
def test_a_reply_without_readable_usage_keeps_its_text_and_is_charged_at_its_worst_case(usage, monkeypatch):
    """No usage, an unreadable one or a negative count: the answer is kept (it was paid for), the cost cap charges
    the worst case, and the bill never passes max_cost."""
    billing = Billing()
    calls = _calls(4)
    one = cost_usd(PRICE, *billing.usage({"messages": calls[0].request.messages}))

    def respond(body):
        reply = billing.bill(body)
        reply["usage"] = usage
        return Reply(body=reply)

    with OpenAIServer(respond) as server:
        engine = CallEngine(_llm(server, monkeypatch), max_cost=2.5 * one, max_retries=0, batch_size=1, progress=False)
        outs = engine.run(calls, lambda c: int(c.texts[0]))
    assert [o.status for o in outs] == ["ok", "ok", "budget_exhausted", "budget_exhausted"] and outs[0].value == 7
    assert billing.usd <= 2.5 * one and engine.usage()["cost_usd"] >= billing.usd - 1e-6
