"""OpenAI-compatible chat completions backend (``openai:MODEL`` or ``openai:MODEL@URL[,URL...]``).

Works with OpenAI itself, ``vllm serve`` and other compatible servers. Several
base URLs (in the spec or the ``base_urls`` option: N ``vllm serve`` replicas,
or one ``--data-parallel-size N`` server per node) share the load: each request
goes to the server with the fewest requests in flight, at most ``concurrency``
per server, and a retry may go to another server.

Each request is retried with exponential backoff (tenacity) on 429, 5xx,
timeouts and dropped connections, up to ``max_retries`` retries, waiting what a
``Retry-After`` header asks (up to ``max_retry_after_s``); a request that still
fails, or whose 200 reply cannot be read, comes back ``status="failed"`` with
the error, alone: the other requests of the batch go on. ``Completion.attempts``
counts the requests sent, retries included (budgets count them). The client's
own retries are off so the count in the settings is the real one.

A plain ``prompt`` is sent as one user message (chat endpoint for every server).
``json_schema`` goes out as ``response_format={"type": "json_schema", ...}``; a
``regex`` constraint is sent only to vLLM servers (option ``server="vllm"``, as
``structured_outputs={"regex": ...}``) and otherwise dropped, as
:meth:`capabilities` says, so callers parse the text. ``Sampling.logprobs`` asks
for ``top_logprobs`` of the first token.

The API key is read from the environment variable named by ``api_key_env``
(never from a config file). Against OpenAI a missing key is an error; a custom
server gets ``"EMPTY"`` when the variable is unset, and is probed once
(``GET /models``) so an unreachable server is a clear error before any work.
URLs are recorded with any ``user:password@`` replaced by ``***@``.
"""

from __future__ import annotations

import email.utils
import os
import threading
import time
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import asdict, dataclass
from datetime import datetime, timezone
from importlib.metadata import PackageNotFoundError, version
from typing import Sequence

from tqdm.auto import tqdm

from mt_raig.errors import BackendError, ConfigError
from mt_raig.llm.base import BUDGET_EXHAUSTED, LLM, Completion, Request, add_logprob
from mt_raig.llm.registry import redact_url, split_openai

_SERVERS = ("auto", "openai", "vllm", "generic")
_MAX_TOKENS_PARAMS = ("max_tokens", "max_completion_tokens")


@dataclass(frozen=True)
class OpenAIOptions:
    """Settings of the OpenAI-compatible backend.

    ``server``: "auto" is "openai" without a base URL and "generic" with one; "vllm"
    also enables regex constraints. ``max_tokens_param``: OpenAI reasoning models
    need "max_completion_tokens". ``strict_json_schema`` sets OpenAI's ``strict``
    flag (the schema must then follow OpenAI's strict-mode rules).
    ``send_sampling``: False leaves ``temperature``/``top_p`` out of the request
    (OpenAI's o-series reasoning models reject them); ``reasoning_effort``
    (low | medium | high) is sent when set. ``base_urls``: servers to spread the
    load over (instead of naming them in the spec); ``concurrency`` is per server.
    """

    api_key_env: str = "OPENAI_API_KEY"
    concurrency: int = 8
    timeout_s: float = 120.0
    max_retries: int = 6
    backoff_s: float = 1.0
    max_backoff_s: float = 60.0
    max_retry_after_s: float = 300.0
    server: str = "auto"
    strict_json_schema: bool = False
    max_tokens_param: str = "max_tokens"
    context_window: int | None = None
    check_server: bool = True
    send_sampling: bool = True
    reasoning_effort: str | None = None
    base_urls: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if self.concurrency < 1:
            raise ConfigError(f"openai option concurrency must be >= 1, got {self.concurrency}")
        if self.timeout_s <= 0:
            raise ConfigError(f"openai option timeout_s must be > 0, got {self.timeout_s}")
        if self.max_retries < 0:
            raise ConfigError(f"openai option max_retries must be >= 0, got {self.max_retries}")
        if self.backoff_s < 0 or self.max_backoff_s < 0 or self.max_retry_after_s < 0:
            raise ConfigError("openai options backoff_s, max_backoff_s and max_retry_after_s must be >= 0")
        if self.server not in _SERVERS:
            raise ConfigError(f"openai option server must be one of {', '.join(_SERVERS)}, got {self.server!r}")
        if self.reasoning_effort not in (None, "low", "medium", "high"):
            raise ConfigError(f"openai option reasoning_effort must be low, medium or high, got {self.reasoning_effort!r}")
        if self.max_tokens_param not in _MAX_TOKENS_PARAMS:
            raise ConfigError(f"openai option max_tokens_param must be one of {', '.join(_MAX_TOKENS_PARAMS)}, got {self.max_tokens_param!r}")

    def recorded(self) -> dict:
        """The options as plain data, URLs without credentials."""
        d = asdict(self)
        d["base_urls"] = [redact_url(u) for u in self.base_urls]
        return d


def build_chat_body(request: Request, model: str, options: OpenAIOptions, server: str) -> dict:
    """Keyword arguments for ``client.chat.completions.create`` (non-standard fields under ``extra_body``)."""
    s = request.sampling
    messages = [dict(m) for m in request.messages] if request.messages is not None else [{"role": "user", "content": request.prompt}]
    body: dict = {
        "model": model,
        "messages": messages,
        options.max_tokens_param: s.max_new_tokens,
        "n": s.n,
    }
    if options.send_sampling:
        body["temperature"] = s.temperature
        body["top_p"] = s.top_p
    if options.reasoning_effort is not None:
        body["reasoning_effort"] = options.reasoning_effort
    if s.seed is not None:
        body["seed"] = s.seed
    if s.stop:
        body["stop"] = list(s.stop)
    if s.logprobs is not None:
        body["logprobs"] = True
        body["top_logprobs"] = s.logprobs
    if request.json_schema is not None:
        body["response_format"] = {
            "type": "json_schema",
            "json_schema": {"name": "response", "schema": request.json_schema, "strict": options.strict_json_schema},
        }
    elif request.regex is not None and server == "vllm":
        body["extra_body"] = {"structured_outputs": {"regex": request.regex}}
    return body


def completion_from_reply(request: Request, reply, latency: float, backend: str, model: str, attempts: int = 1) -> Completion:
    """A :class:`Completion` from a parsed chat.completion object (``openai`` types or the same shape).

    A reply without usable text raises (the caller makes it a failed completion); choices without an ``index`` keep
    their order; a reply whose ``usage`` is missing or unreadable keeps its text and is ``unmetered`` (a cost cap
    charges it at its worst case).
    """
    def position(pair: tuple) -> int:
        index = getattr(pair[1], "index", None)
        return index if isinstance(index, int) and not isinstance(index, bool) else pair[0]

    choices = [c for _, c in sorted(enumerate(reply.choices or []), key=position)]
    if not choices:
        raise ValueError("the reply has no choices (a 200 reply with an empty 'choices' list)")
    lps = None
    if request.sampling.logprobs is not None:
        lps = []
        for c in choices:
            content = (c.logprobs.content if c.logprobs is not None else None) or []
            top = content[0].top_logprobs if content else []
            ranked = sorted(top, key=lambda t: -t.logprob)[: request.sampling.logprobs]
            entry: dict[str, float] = {}
            for t in ranked:
                add_logprob(entry, t.token, float(t.logprob))
            lps.append(entry)
    tokens = reply_usage(reply)
    if any(getattr(c, "message", None) is None for c in choices):
        raise ValueError("a choice of the reply has no message")
    texts = [c.message.content for c in choices]
    if any(t is None for t in texts):
        refusal = next((getattr(c.message, "refusal", None) for c in choices if getattr(c.message, "refusal", None)), None)
        raise ValueError(f"a choice's message content is null{f' (refusal: {refusal[:200]!r})' if refusal else ''}")
    if any(not isinstance(t, str) for t in texts):
        raise TypeError("a choice's message content is not text")
    return Completion(
        texts=texts,
        prompt_tokens=tokens[0] if tokens else 0,
        completion_tokens=tokens[1] if tokens else 0,
        latency_s=latency,
        first_token_logprobs=lps,
        finish_reasons=[c.finish_reason or "stop" for c in choices],
        backend=backend,
        model=model,
        attempts=attempts,
        unmetered=0 if tokens else 1,
    )


def retry_after_s(exc: BaseException) -> float | None:
    """Seconds a ``Retry-After`` (or ``retry-after-ms``) header of the error's response asks to wait, if any."""
    response = getattr(exc, "response", None)
    headers = getattr(response, "headers", None)
    if not headers:
        return None
    ms = headers.get("retry-after-ms")
    if ms:
        try:
            return max(0.0, float(ms) / 1000)
        except ValueError:
            pass
    value = headers.get("retry-after")
    if not value:
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        try:
            when = email.utils.parsedate_to_datetime(value)
        except (TypeError, ValueError):
            return None
        return max(0.0, (when - datetime.now(timezone.utc)).total_seconds())


def import_openai():
    try:
        import openai
    except ImportError:
        raise ConfigError("the openai backend needs the openai client: pip install 'mt-raig[openai]'") from None
    return openai


def api_key(options: OpenAIOptions, has_server: bool) -> str:
    key = os.environ.get(options.api_key_env)
    if key:
        return key
    if not has_server:
        raise ConfigError(
            f"the openai backend needs an API key in ${options.api_key_env} "
            "(set it, or name another variable with option api_key_env, or give a server: openai:MODEL@BASE_URL)"
        )
    return "EMPTY"


class _Pool:
    """Clients of several servers; :meth:`take` gives the one with the fewest requests in flight.

    A server that could not be reached is avoided for ``cooldown_s`` (unless every server is).
    """

    def __init__(self, clients: list, cooldown_s: float = 10.0):
        self.clients = clients
        self.in_flight = [0] * len(clients)
        self.down_until = [0.0] * len(clients)
        self.cooldown_s = cooldown_s
        self._next = 0
        self._lock = threading.Lock()

    def take(self) -> int:
        with self._lock:
            n, now = len(self.clients), time.monotonic()
            order = [(self._next + j) % n for j in range(n)]
            up = [j for j in order if self.down_until[j] <= now] or order
            i = min(up, key=lambda j: self.in_flight[j])
            self.in_flight[i] += 1
            self._next = (i + 1) % n
            return i

    def give(self, i: int, reachable: bool = True) -> None:
        with self._lock:
            self.in_flight[i] -= 1
            if not reachable and len(self.clients) > 1:
                self.down_until[i] = time.monotonic() + self.cooldown_s


class OpenAICompatible(LLM):
    """Chat completions over HTTP; see the module docstring."""

    backend = "openai"

    def __init__(self, model: str, base_urls: Sequence[str] | None = None, options: OpenAIOptions | None = None,
                 base_url: str | None = None):
        openai = import_openai()
        self._openai = openai
        self.model = model
        self.options = options or OpenAIOptions()
        urls = list(base_urls or ([base_url] if base_url else []))
        if urls and self.options.base_urls:
            raise ConfigError("give the servers either in the spec (MODEL@URL,URL) or in the base_urls option, not both")
        urls = urls or [split_openai(f"m@{u}")[1][0] for u in self.options.base_urls]
        self.base_urls = urls
        self.base_url = urls[0] if urls else None
        self.server = self.options.server if self.options.server != "auto" else ("openai" if not urls else "generic")
        key = api_key(self.options, bool(urls))
        clients = [openai.OpenAI(api_key=key, base_url=u, timeout=self.options.timeout_s, max_retries=0) for u in urls or [None]]
        self._pool = _Pool(clients)
        if urls and self.options.check_server:
            for client, url in zip(clients, urls):
                self._probe(client, url)

    def _probe(self, client, url: str) -> None:
        """Fail early and clearly when a server is down or refuses the key."""
        openai = self._openai
        try:
            client.with_options(timeout=min(self.options.timeout_s, 10.0)).models.list()
        except openai.AuthenticationError as exc:
            raise ConfigError(f"the server at {redact_url(url)} rejected the API key from ${self.options.api_key_env}: {exc}") from None
        except openai.APIConnectionError as exc:
            raise BackendError(f"cannot reach the OpenAI-compatible server at {redact_url(url)} ({exc}); is it running?") from None
        except openai.APIStatusError:
            pass  # some servers have no /models; the chat endpoint may still work

    def capabilities(self) -> dict:
        return {"json_schema": True, "regex": self.server == "vllm", "logprobs": True, "chat": True}

    def info(self) -> dict:
        try:
            client_version = version("openai")
        except PackageNotFoundError:  # pragma: no cover
            client_version = None
        urls = [redact_url(u) for u in self.base_urls]
        return {
            "backend": self.backend,
            "model": self.model,
            "base_url": urls[0] if len(urls) == 1 else (urls or None),
            "server": self.server,
            "options": self.options.recorded(),
            "versions": {"openai": client_version},
        }

    @property
    def context_window(self) -> int | None:
        return self.options.context_window

    def close(self) -> None:
        for client in self._pool.clients:
            client.close()

    def generate(self, requests: Sequence[Request], progress: bool = True) -> list[Completion]:
        results: list[Completion | None] = [None] * len(requests)
        workers = self.options.concurrency * len(self._pool.clients)
        with ThreadPoolExecutor(max_workers=workers) as pool:
            futures = {pool.submit(self._one, r): i for i, r in enumerate(requests)}
            bar = tqdm(total=len(requests), desc=f"{self.backend} requests answered", disable=not progress, unit="request")
            for future in as_completed(futures):
                results[futures[future]] = future.result()
                bar.update(1)
            bar.close()
        return results  # type: ignore[return-value]

    def _retryable(self, exc: BaseException) -> bool:
        openai = self._openai
        return isinstance(exc, (openai.RateLimitError, openai.InternalServerError, openai.APIConnectionError)) or (
            isinstance(exc, openai.APIStatusError) and exc.status_code >= 500
        )

    def _wait(self, retry_state) -> float:
        exc = retry_state.outcome.exception() if retry_state.outcome else None
        asked = retry_after_s(exc) if exc is not None else None
        if asked is not None:
            return min(asked, self.options.max_retry_after_s)
        return min(self.options.backoff_s * 2 ** (retry_state.attempt_number - 1), self.options.max_backoff_s)

    def _send(self, body: dict):
        i = self._pool.take()
        reachable = True
        try:
            return self._pool.clients[i].chat.completions.create(**body)
        except self._openai.APIConnectionError:
            reachable = False
            raise
        finally:
            self._pool.give(i, reachable)

    def _one(self, request: Request) -> Completion:
        from tenacity import Retrying, retry_if_exception, stop_after_attempt

        started = time.perf_counter()
        attempts = unmetered = 0
        billed = False  # whether the last attempt may have been billed without saying what (see RetryAllowance)
        reply = None
        try:
            body = build_chat_body(request, self.model, self.options, self.server)
            retrying = Retrying(stop=stop_after_attempt(self.options.max_retries + 1), wait=self._wait,
                                retry=retry_if_exception(self._retryable), reraise=True)
            allowance = self.retry_allowance
            for attempt in retrying:
                with attempt:
                    if attempts and allowance is not None and not allowance.take(request, billed=billed):
                        raise _BudgetRefused(f"{BUDGET_EXHAUSTED}: a retry would pass the call budget (max_calls/max_cost)")
                    attempts += 1
                    billed = False
                    try:
                        reply = self._send(body)
                    except (self._openai.APITimeoutError, self._openai.APIResponseValidationError):
                        unmetered, billed = unmetered + 1, True  # sent, perhaps answered and billed: usage unknown
                        raise
                    except self._openai.APIError:
                        raise  # an error status (not billed) or a server never reached
                    except Exception:
                        unmetered += 1  # a 200 body the client could not read (truncated JSON): billed, usage unknown
                        raise
            comp = completion_from_reply(request, reply, time.perf_counter() - started, self.backend, self.model, attempts)
            comp.unmetered += unmetered
            return comp
        except _BudgetRefused as exc:
            return Completion(texts=[], status="failed", error=f"{exc} (after {attempts} attempts)", latency_s=time.perf_counter() - started,
                              backend=self.backend, model=self.model, attempts=attempts, unmetered=unmetered)
        except Exception as exc:  # noqa: BLE001 - any failure of this one request (HTTP, or a reply that cannot be read) is its status
            tried = f" after {attempts} attempt{'s' if attempts != 1 else ''}" if attempts else ""
            tokens = reply_usage(reply) if reply is not None else None  # a 200 reply read but unusable: its usage, if it says
            if reply is not None and tokens is None:
                unmetered += 1
            return Completion(
                texts=[], status="failed", error=f"{type(exc).__name__}{tried}: {redact_text(str(exc), self.base_urls)}",
                prompt_tokens=tokens[0] if tokens else 0, completion_tokens=tokens[1] if tokens else 0,
                latency_s=time.perf_counter() - started, backend=self.backend, model=self.model, attempts=max(attempts, 1),
                unmetered=unmetered,
            )


def reply_usage(reply) -> tuple[int, int] | None:
    """(prompt, completion) tokens a reply's ``usage`` reports, or None when it has none that can be read (or a
    negative count)."""
    try:
        usage = reply.usage
        tokens = (int(usage.prompt_tokens), int(usage.completion_tokens)) if usage is not None else None
    except (AttributeError, TypeError, ValueError):
        return None
    return tokens if tokens is None or min(tokens) >= 0 else None  # a negative count would refund the budget


class _BudgetRefused(Exception):
    """A retry the call budget does not allow (never retried itself)."""


def redact_text(text: str, urls: Sequence[str]) -> str:
    """``text`` with every URL of ``urls`` in its redacted form, then any other secret (:func:`mt_raig.redaction.redact`)."""
    from mt_raig.redaction import redact

    for u in urls:
        text = text.replace(u, redact_url(u))
    return redact(text)


__all__ = ["OpenAICompatible", "OpenAIOptions", "build_chat_body", "completion_from_reply", "retry_after_s"]
