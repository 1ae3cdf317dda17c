"""The one small interface every LLM backend implements.

A backend takes a batch of :class:`Request` (chat messages or a plain prompt,
sampling settings, optional structured-output constraint) and returns one
:class:`Completion` per request, in order. A request that fails is returned
with ``status="failed"`` and an ``error`` message: a backend never raises for
one bad request of a batch and never turns a failure into text.

Backends are chosen by a spec string (see :mod:`mt_raig.llm.registry`)::

    >>> from mt_raig.llm import load_llm, Request, Sampling
    >>> llm = load_llm("transformers:/path/to/model")          # doctest: +SKIP
    >>> [c] = llm.generate([Request(prompt="2+2=", sampling=Sampling(max_new_tokens=3))])  # doctest: +SKIP
    >>> c.texts[0], c.completion_tokens, c.latency_s                                          # doctest: +SKIP
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import asdict, dataclass, field
from typing import Literal, Sequence

from mt_raig.errors import ConfigError


@dataclass(frozen=True)
class Sampling:
    """Sampling settings shared by all backends (converted to ``SamplingParams`` etc. at the edge).

    ``logprobs``: when set, the backend returns the top-``logprobs`` log-probabilities
    of the *first* generated token (used by the judge's ``logprob`` mode).
    """

    temperature: float = 0.0
    top_p: float = 1.0
    max_new_tokens: int = 512
    n: int = 1
    seed: int | None = 0
    stop: tuple[str, ...] = ()
    logprobs: int | None = None

    def __post_init__(self) -> None:
        if self.temperature < 0:
            raise ConfigError(f"temperature must be >= 0, got {self.temperature}")
        if not 0 < self.top_p <= 1:
            raise ConfigError(f"top_p must be in (0, 1], got {self.top_p}")
        if self.max_new_tokens < 1:
            raise ConfigError(f"max_new_tokens must be >= 1, got {self.max_new_tokens}")
        if self.n < 1:
            raise ConfigError(f"n must be >= 1, got {self.n}")

    def to_dict(self) -> dict:
        d = asdict(self)
        d["stop"] = list(self.stop)
        return d


@dataclass(frozen=True)
class Request:
    """One generation request: exactly one of ``messages`` (chat) or ``prompt`` (plain text).

    ``json_schema`` or ``regex`` (at most one) constrains the output where the
    backend supports structured output; backends that cannot constrain say so in
    :meth:`LLM.capabilities` and callers then parse text robustly.
    """

    messages: tuple[dict, ...] | None = None
    prompt: str | None = None
    sampling: Sampling = field(default_factory=Sampling)
    json_schema: dict | None = None
    regex: str | None = None

    def __post_init__(self) -> None:
        if (self.messages is None) == (self.prompt is None):
            raise ValueError("a Request needs exactly one of messages= or prompt=")
        if self.json_schema is not None and self.regex is not None:
            raise ValueError("a Request takes at most one of json_schema= or regex=")
        if self.messages is not None:
            object.__setattr__(self, "messages", tuple(dict(m) for m in self.messages))
            for i, m in enumerate(self.messages):
                if set(m) != {"role", "content"} or m["role"] not in ("system", "user", "assistant"):
                    raise ValueError(f"message {i} must be {{'role': system|user|assistant, 'content': str}}, got {m!r}")


@dataclass
class Completion:
    """The result of one :class:`Request`.

    ``texts`` has ``n`` entries when ``status == "ok"`` (empty when failed).
    ``first_token_logprobs`` (when asked for) has one ``{token_text: logprob}``
    dict per returned sequence. Token counts are the backend's own counts, summed
    over the ``n`` sequences for ``completion_tokens``. ``finish_reasons`` (one per
    sequence, where the backend reports it) is ``"stop"`` or ``"length"``: a
    ``"length"`` sequence was cut by ``max_new_tokens`` (so constrained JSON may be
    incomplete). ``backend`` and ``model`` name who produced it. ``attempts`` is the
    number of times the request went out (transport retries included), so budgets
    can count what a provider bills and rate-limits. ``unmetered`` counts the attempts a provider may have billed
    whose usage is unknown (a 200 reply that could not be read, a request that timed out after it was sent):
    a cost cap charges each at its worst case, so it is never passed on a reply nobody could read.
    """

    texts: list[str]
    status: Literal["ok", "failed"] = "ok"
    error: str | None = None
    prompt_tokens: int = 0
    completion_tokens: int = 0
    latency_s: float = 0.0
    first_token_logprobs: list[dict[str, float]] | None = None
    finish_reasons: list[str] | None = None
    backend: str = ""
    model: str = ""
    attempts: int = 1
    unmetered: int = 0

    def to_dict(self) -> dict:
        return asdict(self)


def add_logprob(top: dict[str, float], text: str, logprob: float) -> None:
    """Add a token's log-probability to ``top`` under its text: tokens that decode to the same text (``"1"`` and
    ``"▁1"``, or two ids of one string) are one outcome, so their probabilities are summed, never overwritten.

        >>> import math
        >>> top = {}
        >>> add_logprob(top, "1", math.log(0.5)); add_logprob(top, "1", math.log(0.25))
        >>> round(math.exp(top["1"]), 4)
        0.75
        >>> add_logprob(top, "1", float("-inf")); add_logprob(top, "0", float("nan")); round(math.exp(top["1"]), 4), "0" in top
        (0.75, False)
    """
    import math

    logprob = float(logprob)
    if math.isnan(logprob):
        return  # no probability at all: left out, never a NaN the readers would have to skip
    old = top.get(text)
    if old is None or old == -math.inf or logprob == -math.inf:
        top[text] = logprob if old is None else max(old, logprob)
    else:
        top[text] = max(old, logprob) + math.log1p(math.exp(-abs(old - logprob)))


class RetryAllowance:
    """What transport retries a batch may still send (thread-safe): a budget cap counts every request that goes
    out, retries included, so a backend asks :meth:`take` before each retry and stops when it says no.

    ``calls``: retries left under ``max_calls`` (None: no call cap). ``cost_usd``: USD left under ``max_cost``
    (None: no cost cap); a retry after an attempt the provider may have billed without saying what (a timeout)
    takes ``worst_case(request)`` from it, since the next attempt may be billed too; a retry after a 429 or a 5xx
    (not billed) takes nothing.

        >>> a = RetryAllowance(1)
        >>> a.take(), a.take()
        (True, False)
        >>> b = RetryAllowance(None, cost_usd=0.5, worst_case=lambda request: 0.3)
        >>> b.take("r"), b.take("r", billed=True), b.take("r", billed=True)
        (True, True, False)
    """

    def __init__(self, calls: int | None, cost_usd: float | None = None, worst_case=None) -> None:
        import threading

        if cost_usd is not None and worst_case is None:
            raise ValueError("a cost allowance needs worst_case(request)")
        self.left = calls
        self.cost_left = cost_usd
        self.worst_case = worst_case
        self._lock = threading.Lock()

    def take(self, request=None, billed: bool = False) -> bool:
        """True (and the retry is counted) when one more attempt of ``request`` fits; ``billed``: the attempt
        before it may have been billed (see above)."""
        with self._lock:
            if self.left is not None and self.left <= 0:
                return False
            cost = self.worst_case(request) if billed and self.cost_left is not None else 0.0
            if self.cost_left is not None and cost > self.cost_left:
                return False
            if self.left is not None:
                self.left -= 1
            if self.cost_left is not None:
                self.cost_left -= cost
            return True


BUDGET_EXHAUSTED = "budget_exhausted"  # a Completion.error starting with this: a retry was refused by the budget


class LLM(ABC):
    """A batched text generator. Subclasses set ``backend`` and ``model``.

    ``retry_allowance`` (set by the call engine for one batch, else ``None``) caps the transport retries that
    backends which retry (the OpenAI-compatible client) may send.
    """

    backend: str = ""
    model: str = ""
    retry_allowance: "RetryAllowance | None" = None

    @abstractmethod
    def generate(self, requests: Sequence[Request], progress: bool = True) -> list[Completion]:
        """One :class:`Completion` per request, in order; failures are statuses, not exceptions."""

    def capabilities(self) -> dict:
        """What this backend supports: ``{"json_schema": bool, "regex": bool, "logprobs": bool, "chat": bool}``."""
        return {"json_schema": False, "regex": False, "logprobs": False, "chat": True}

    def info(self) -> dict:
        """Everything that affects outputs: backend, model, and backend settings (for result records)."""
        return {"backend": self.backend, "model": self.model}

    def count_tokens(self, text: str) -> int:
        """Tokens of ``text`` for this model (used for context budgets); a rough default of 4 chars/token."""
        return max(1, len(text) // 4)

    @property
    def context_window(self) -> int | None:
        """Maximum prompt + completion tokens, when known."""
        return None

    def close(self) -> None:
        """Free resources (GPU memory, HTTP sessions)."""
