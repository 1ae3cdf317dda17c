"""OpenAI-compatible chat completions backend (``openai:MODEL`` or ``openai:MODEL@BASE_URL``).

Works with OpenAI itself, ``vllm serve`` and other compatible servers. Requests
run on a bounded thread pool (``concurrency``); each is retried with exponential
backoff (tenacity) on 429, 5xx, timeouts and dropped connections, up to
``max_retries`` retries; a request that still fails comes back ``status="failed"``
with the last error and the run goes on. The client's own retries are off so the
count in the settings is the real one.

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
"""

from __future__ import annotations

import os
import time
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import asdict, dataclass
from importlib.metadata import PackageNotFoundError, version
from typing import Sequence

from tqdm.auto import tqdm

from mt_raig.llm.base import LLM, Completion, Request
from mt_raig.llm.registry import LLMConfigError

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
    (low | medium | high) is sent when set.
    """

    api_key_env: str = "OPENAI_API_KEY"
    concurrency: int = 8
    timeout_s: float = 120.0
    max_retries: int = 6
    backoff_s: float = 1.0
    max_backoff_s: float = 60.0
    server: str = "auto"
    strict_json_schema: bool = False
    max_tokens_param: str = "max_tokens"
    context_window: int | None = None
    check_server: bool = True
    send_sampling: bool = True
    reasoning_effort: str | None = None

    def __post_init__(self) -> None:
        if self.concurrency < 1:
            raise ValueError(f"openai option concurrency must be >= 1, got {self.concurrency}")
        if self.timeout_s <= 0:
            raise ValueError(f"openai option timeout_s must be > 0, got {self.timeout_s}")
        if self.max_retries < 0:
            raise ValueError(f"openai option max_retries must be >= 0, got {self.max_retries}")
        if self.backoff_s < 0 or self.max_backoff_s < 0:
            raise ValueError("openai options backoff_s and max_backoff_s must be >= 0")
        if self.server not in _SERVERS:
            raise ValueError(f"openai option server must be one of {', '.join(_SERVERS)}, got {self.server!r}")
        if self.reasoning_effort not in (None, "low", "medium", "high"):
            raise ValueError(f"openai option reasoning_effort must be low, medium or high, got {self.reasoning_effort!r}")
        if self.max_tokens_param not in _MAX_TOKENS_PARAMS:
            raise ValueError(f"openai option max_tokens_param must be one of {', '.join(_MAX_TOKENS_PARAMS)}, got {self.max_tokens_param!r}")


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


def _import_openai():
    try:
        import openai
    except ImportError as exc:
        raise ImportError("the openai backend needs the openai client: pip install 'mt-raig[openai]'") from exc
    return openai


class OpenAICompatible(LLM):
    """Chat completions over HTTP; see the module docstring."""

    backend = "openai"

    def __init__(self, model: str, base_url: str | None = None, options: OpenAIOptions | None = None):
        openai = _import_openai()
        self._openai = openai
        self.model = model
        self.base_url = base_url
        self.options = options or OpenAIOptions()
        self.server = self.options.server if self.options.server != "auto" else ("openai" if base_url is None else "generic")
        key = os.environ.get(self.options.api_key_env)
        if not key:
            if base_url is None:
                raise LLMConfigError(
                    f"the openai backend needs an API key in ${self.options.api_key_env} "
                    "(set it, or name another variable with option api_key_env, or give a server: openai:MODEL@BASE_URL)"
                )
            key = "EMPTY"
        self.client = openai.OpenAI(api_key=key, base_url=base_url, timeout=self.options.timeout_s, max_retries=0)
        if base_url is not None and self.options.check_server:
            self._probe()

    def _probe(self) -> None:
        """Fail early and clearly when the server is down or refuses the key."""
        openai = self._openai
        try:
            self.client.with_options(timeout=min(self.options.timeout_s, 10.0)).models.list()
        except openai.AuthenticationError as exc:
            raise LLMConfigError(f"the server at {self.base_url} rejected the API key from ${self.options.api_key_env}: {exc}") from exc
        except openai.APIConnectionError as exc:
            raise LLMConfigError(f"cannot reach the OpenAI-compatible server at {self.base_url} ({exc}); is it running?") from exc
        except openai.APIStatusError:
            pass  # some servers have no /models; the chat endpoint may still work

    def capabilities(self) -> dict:
        return {"json_schema": True, "regex": self.server == "vllm", "logprobs": True, "chat": True}

    def info(self) -> dict:
        try:
            client_version = version("openai")
        except PackageNotFoundError:  # pragma: no cover
            client_version = None
        return {
            "backend": self.backend,
            "model": self.model,
            "base_url": self.base_url,
            "server": self.server,
            "options": asdict(self.options),
            "versions": {"openai": client_version},
        }

    @property
    def context_window(self) -> int | None:
        return self.options.context_window

    def close(self) -> None:
        self.client.close()

    def generate(self, requests: Sequence[Request], progress: bool = True) -> list[Completion]:
        results: list[Completion | None] = [None] * len(requests)
        with ThreadPoolExecutor(max_workers=self.options.concurrency) as pool:
            futures = {pool.submit(self._one, r): i for i, r in enumerate(requests)}
            bar = tqdm(total=len(requests), desc=f"generate ({self.backend})", disable=not progress, unit="req")
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

    def _one(self, request: Request) -> Completion:
        from tenacity import RetryError, Retrying, retry_if_exception, stop_after_attempt, wait_exponential

        started = time.perf_counter()
        attempts = 0
        try:
            body = build_chat_body(request, self.model, self.options, self.server)
            retrying = Retrying(
                stop=stop_after_attempt(self.options.max_retries + 1),
                wait=wait_exponential(multiplier=self.options.backoff_s, max=self.options.max_backoff_s),
                retry=retry_if_exception(self._retryable),
                reraise=True,
            )
            for attempt in retrying:
                with attempt:
                    attempts += 1
                    response = self.client.chat.completions.create(**body)
        except (Exception, RetryError) as exc:  # any failure of this one request is its status
            tried = f" after {attempts} attempt{'s' if attempts != 1 else ''}" if attempts else ""
            return Completion(
                texts=[], status="failed", error=f"{type(exc).__name__}{tried}: {exc}",
                latency_s=time.perf_counter() - started, backend=self.backend, model=self.model,
            )
        return self._completion(request, response, time.perf_counter() - started)

    def _completion(self, request: Request, response, latency: float) -> Completion:
        choices = sorted(response.choices, key=lambda c: c.index)
        lps = None
        if request.sampling.logprobs is not None:
            lps = []
            for c in choices:
                content = (c.logprobs.content if c.logprobs is not None else None) or []
                top = content[0].top_logprobs if content else []
                ranked = sorted(top, key=lambda t: -t.logprob)[: request.sampling.logprobs]
                entry: dict[str, float] = {}
                for t in ranked:
                    entry.setdefault(t.token, float(t.logprob))
                lps.append(entry)
        usage = response.usage
        return Completion(
            texts=[c.message.content or "" for c in choices],
            prompt_tokens=int(usage.prompt_tokens) if usage else 0,
            completion_tokens=int(usage.completion_tokens) if usage else 0,
            latency_s=latency,
            first_token_logprobs=lps,
            finish_reasons=[c.finish_reason or "stop" for c in choices],
            backend=self.backend,
            model=self.model,
        )
