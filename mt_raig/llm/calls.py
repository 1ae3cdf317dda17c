"""The call engine: many LLM calls with a cache, a budget, bounded retries, request dedup and context checks.

Anything that makes many calls to one LLM and must not pay twice or lose work
(the MT-RAIG Eval judge, benchmark construction, table-QA methods) runs them
here. Give each call a prompt id (``"name/version"``, recorded in the cache and
the usage counts) and a parser; get back one :class:`Outcome` per call, in
order, whose ``status`` says what happened:

- ``ok``: the reply parsed; ``value`` is what the parser returned.
- ``parse_failed``: the parser raised :class:`ReplyError` on every attempt.
- ``backend_failed``: the backend returned a failed completion on every attempt.
- ``budget_exhausted``: ``max_calls``/``max_cost`` was reached before this call was sent, or a transport
  retry of it would have passed it.
- ``context_overflow``: the prompt plus ``max_new_tokens`` does not fit the
  model's context window (nothing is cut; the call is not sent).

Identical requests are sent once. Only replies that parsed are cached, keyed
on the reply's identity (see :mod:`mt_raig.llm.call_cache`). A failed or
unparseable call is retried up to ``max_retries`` times with a new seed (at
temperature 0.7 when it was greedy, so a deterministic failure is not simply
repeated); every attempt counts against ``max_calls``.

    >>> from mt_raig.llm.calls import Call, CallEngine
    >>> engine = CallEngine(llm, cache="calls.sqlite", max_calls=500)          # doctest: +SKIP
    >>> [out] = engine.run([Call("answer/1", Request(prompt="2+2=", sampling=Sampling(max_new_tokens=3)))],
    ...                    [lambda c: int(c.texts[0].strip())])                  # doctest: +SKIP
    >>> out.status, out.value, engine.usage()["calls"]                           # doctest: +SKIP
    ('ok', 4, 1)
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Callable, Sequence

from mt_raig.errors import ConfigError
from mt_raig.llm.base import BUDGET_EXHAUSTED, LLM, Completion, Request, RetryAllowance
from mt_raig.llm.call_cache import CallCache, call_key, reply_identity
from mt_raig.llm.pricing import cost_usd, price_for

RETRY_TEMPERATURE = 0.7
CHAT_OVERHEAD_TOKENS = 16  # role markers a chat template adds around one user message, reserved when checking the window
PLAIN_OVERHEAD_TOKENS = 2  # special tokens (BOS) a tokenizer adds to a plain prompt
CHAT_TOKENS_PER_MESSAGE = 8  # a chat message's role and separators, for the cost cap's worst case (OpenAI: 3-4)
OUTCOME_STATUSES = ("ok", "parse_failed", "backend_failed", "budget_exhausted", "context_overflow")  # parsers may add their own


class ReplyError(ValueError):
    """Raised by a parser for a reply it cannot use; ``reason`` says why.

    ``status`` (default ``parse_failed``) is the outcome's status; ``retry=False``
    for replies a new sample cannot change (e.g. a deterministic log-probability read).
    """

    def __init__(self, reason: str, reply: str = "", status: str = "parse_failed", retry: bool = True):
        shown = reply if len(reply) <= 120 else reply[:117] + "..."
        super().__init__(f"{reason}: {shown!r}" if reply else reason)
        self.reason = reason
        self.status = status
        self.retry = retry


@dataclass(frozen=True)
class Call:
    """One request and the prompt id it was rendered from (``step`` defaults to the id's name part)."""

    prompt_id: str
    request: Request
    step: str | None = None

    @property
    def step_name(self) -> str:
        return self.step or self.prompt_id.split("/")[0]


@dataclass
class Outcome:
    """What became of one call: ``status`` (see the module docstring), the parsed ``value``, an ``error``."""

    status: str
    value: Any = None
    error: str | None = None
    attempts: int = 0
    retry: bool = True


Parser = Callable[[Completion], Any]


class CallEngine:
    """Runs :class:`Call` batches against ``llm`` with the cache, budget and retries described above.

    ``cache``: a path or :class:`CallCache` (None: no cache). ``max_calls``:
    backend calls allowed (retries included). ``max_cost``: USD, for priced API
    models only (:mod:`mt_raig.llm.pricing`); a call is sent only if its
    worst-case cost (prompt tokens + ``n x max_new_tokens``) still fits.
    ``batch_size``: calls sent per backend batch, committed to the cache after each.

    The cost cap reserves each call's worst case before sending it, its prompt counted at one token per UTF-8
    byte (a byte-level BPE token covers at least one byte; the rough 4-characters-per-token count can be half
    of what a table of numbers is billed) plus the chat template's tokens; what was billed is then charged from
    the reply's usage, and an attempt whose usage is unknown (``Completion.unmetered``) at its worst case.
    """

    def __init__(
        self,
        llm: LLM,
        cache: str | Path | CallCache | None = None,
        max_calls: int | None = None,
        max_cost: float | None = None,
        max_retries: int = 2,
        batch_size: int = 16,
        progress: bool = True,
    ):
        if max_retries < 0 or batch_size < 1:
            raise ConfigError(f"max_retries must be >= 0 and batch_size >= 1, got {max_retries} and {batch_size}")
        if max_calls is not None and max_calls < 0:
            raise ConfigError(f"max_calls must be >= 0, got {max_calls}")
        if max_cost is not None and max_cost < 0:
            raise ConfigError(f"max_cost must be >= 0, got {max_cost}")
        self.llm = llm
        self.identity = reply_identity(llm.info())
        self.price = price_for(llm.backend, llm.model)
        if max_cost is not None and self.price is None:
            raise ConfigError(f"max_cost needs a priced API model; {llm.backend}:{llm.model} has no listed price (use max_calls)")
        self.cache = cache if isinstance(cache, CallCache) or cache is None else CallCache(cache)
        self.max_calls, self.max_cost = max_calls, max_cost
        self.max_retries, self.batch_size, self.progress = max_retries, batch_size, progress
        self._usage: dict = {
            "calls": 0, "cache_hits": 0, "prompt_tokens": 0, "completion_tokens": 0, "failed_calls": 0,
            "parse_failures": 0, "retries": 0, "budget_exhausted_calls": 0, "context_overflow_calls": 0, "by_step": {},
        }
        self._spent_usd = 0.0
        self._stopped = False
        self._fits: dict[str, bool | str] = {}

    # ----- public API -----
    def run(self, calls: Sequence[Call], parsers: Sequence[Parser] | Parser, desc: str = "LLM calls") -> list[Outcome]:
        """One :class:`Outcome` per call, in order; ``parsers``: one per call, or one for all."""
        if callable(parsers):
            parsers = [parsers] * len(calls)
        if len(parsers) != len(calls):
            raise ValueError(f"{len(calls)} calls but {len(parsers)} parsers")
        outcomes: list[Outcome | None] = [None] * len(calls)
        current = list(calls)
        pending = list(range(len(calls)))
        attempt = 0
        while pending:
            done = self._attempt([current[i] for i in pending], [parsers[i] for i in pending], desc if not attempt else f"{desc} (retry {attempt})")
            retry = []
            for i, out in zip(pending, done):
                out.attempts = attempt + 1
                outcomes[i] = out
                if out.status in ("parse_failed", "backend_failed") and out.retry and attempt < self.max_retries:
                    s = calls[i].request.sampling
                    again = replace(s, seed=(s.seed or 0) + attempt + 1, temperature=s.temperature or RETRY_TEMPERATURE)
                    current[i] = Call(calls[i].prompt_id, replace(calls[i].request, sampling=again), calls[i].step)
                    retry.append(i)
            self._usage["retries"] += len(retry)
            pending = retry
            attempt += 1
        for o in outcomes:
            if o is not None and o.status in ("parse_failed", "backend_failed") and o.attempts > 1:
                o.error = f"{o.error} (after {o.attempts - 1} retries)"
        return outcomes  # type: ignore[return-value]

    def cached(self, call: Call) -> Completion | None:
        """The cached completion of ``call`` without counting a hit or spending anything (for dry runs)."""
        if self.cache is None:
            return None
        key, _ = call_key(self.identity, call.prompt_id, call.request)
        return self.cache.get_many([key], count=False).get(key)

    def prompt_tokens(self, request: Request) -> int:
        """Tokens of the request's text for this model, plus a small reserve for the special tokens or chat template around it."""
        if request.prompt is not None:
            return self.llm.count_tokens(request.prompt) + PLAIN_OVERHEAD_TOKENS
        return self.llm.count_tokens("\n".join(m["content"] for m in request.messages)) + CHAT_OVERHEAD_TOKENS

    def fits(self, request: Request) -> bool | str:
        """True when the request fits the model's context window (or the window is unknown), else the reason."""
        window = self.llm.context_window
        if not window:
            return True
        need = self.prompt_tokens(request) + request.sampling.max_new_tokens
        return True if need <= window else f"the prompt needs {need} tokens with its {request.sampling.max_new_tokens} new tokens; the context window is {window}"

    def worst_case_usd(self, request: Request) -> float:
        """The most one attempt of ``request`` can be billed (0 for unpriced models): see the class docstring."""
        if request.prompt is not None:
            bound = len(request.prompt.encode("utf-8")) + PLAIN_OVERHEAD_TOKENS
        else:
            bound = sum(len(m["content"].encode("utf-8")) + CHAT_TOKENS_PER_MESSAGE for m in request.messages) + CHAT_OVERHEAD_TOKENS
        s = request.sampling
        return cost_usd(self.price, bound, s.max_new_tokens * s.n) or 0.0

    def usage(self) -> dict:
        """Calls, cache hits, tokens, failures, retries, budget stops and cost so far, in total and by step."""
        u = dict(self._usage)
        u["by_step"] = {k: dict(v) for k, v in self._usage["by_step"].items()}
        u["cost_usd"] = round(self._spent_usd, 6) if self.price else None
        if self.cache is not None:
            u["cache"] = self.cache.stats()
        return u

    def info(self) -> dict:
        """What the engine adds to a result record: budget, retries, price and cache path."""
        from mt_raig.llm.pricing import PRICES_AS_OF

        return {
            "max_retries": self.max_retries, "retry_temperature": RETRY_TEMPERATURE,
            "budget": {"max_calls": self.max_calls, "max_cost_usd": self.max_cost},
            "price_usd_per_mtok": list(self.price) if self.price else None, "prices_as_of": PRICES_AS_OF if self.price else None,
            "cache": str(self.cache.path) if self.cache is not None else None,
        }

    def close(self) -> None:
        if self.cache is not None:
            self.cache.close()

    # ----- one attempt over a batch of calls -----
    def _step(self, call: Call) -> dict:
        return self._usage["by_step"].setdefault(call.step_name, {"calls": 0, "cache_hits": 0, "prompt_tokens": 0, "completion_tokens": 0})

    def _affordable(self, calls: Sequence[Call]) -> tuple[int, float]:
        """How many of ``calls`` (in order) the budget still allows, and the USD reserved for them (their worst
        case); once one is refused, all later ones are."""
        if self._stopped:
            return 0, 0.0
        n = len(calls)
        if self.max_calls is not None:
            n = min(n, max(0, self.max_calls - self._usage["calls"]))
        reserved = 0.0
        if self.max_cost is not None:
            k = 0
            for c in calls[:n]:
                est = self.worst_case_usd(c.request)
                if self._spent_usd + reserved + est > self.max_cost:
                    break
                reserved, k = reserved + est, k + 1
            n = k
        if n < len(calls):
            self._stopped = True
        return n, reserved

    def _count(self, call: Call, comp: Completion) -> None:
        step = self._step(call)
        for d in (self._usage, step):
            d["calls"] += max(1, comp.attempts)  # transport retries are requests too: they count against max_calls
            d["prompt_tokens"] += comp.prompt_tokens
            d["completion_tokens"] += comp.completion_tokens
        self._spent_usd += cost_usd(self.price, comp.prompt_tokens, comp.completion_tokens) or 0.0
        self._spent_usd += comp.unmetered * self.worst_case_usd(call.request)  # billed, usage unknown: its worst case
        if comp.status != "ok":
            self._usage["failed_calls"] += 1

    def _parse(self, comp: Completion, parser: Parser) -> Outcome:
        if comp.status != "ok":
            if (comp.error or "").startswith(BUDGET_EXHAUSTED):
                return Outcome("budget_exhausted", error=comp.error)
            return Outcome("backend_failed", error=comp.error or "backend failure")
        if not comp.texts:  # a 200 reply without a single sequence: nothing to parse, never an empty answer
            self._usage["parse_failures"] += 1
            return Outcome("parse_failed", error="the reply holds no text (no choices)")
        try:
            return Outcome("ok", parser(comp))
        except ReplyError as e:
            self._usage["parse_failures"] += 1
            return Outcome(e.status, error=str(e), retry=e.retry)
        except RecursionError:
            self._usage["parse_failures"] += 1
            return Outcome("parse_failed", error="the reply is nested too deeply to read")
        except (IndexError, KeyError, TypeError, AttributeError) as e:  # a reply of an unexpected shape
            self._usage["parse_failures"] += 1
            return Outcome("parse_failed", error=f"the reply has an unexpected shape ({type(e).__name__}: {e})")

    def _attempt(self, calls: Sequence[Call], parsers: Sequence[Parser], desc: str) -> list[Outcome]:
        keyed = [call_key(self.identity, c.prompt_id, c.request) for c in calls]
        cached = self.cache.get_many([k for k, _ in keyed]) if self.cache is not None else {}
        results: list[Outcome | None] = [None] * len(calls)
        misses: dict[str, list[int]] = {}
        for i, (key, _) in enumerate(keyed):
            if key in cached:
                self._usage["cache_hits"] += 1
                self._step(calls[i])["cache_hits"] += 1
                results[i] = self._parse(cached[key], parsers[i])
            else:
                misses.setdefault(key, []).append(i)  # identical requests are sent once
        order = []
        for key, idx in misses.items():
            fit = self._fits.setdefault(key, self.fits(calls[idx[0]].request))
            if fit is True:
                order.append(key)
                continue
            self._usage["context_overflow_calls"] += 1
            for i in idx:
                results[i] = Outcome("context_overflow", error=str(fit))
        from tqdm.auto import tqdm

        bar = tqdm(total=len(order), desc=desc, unit="call", disable=not (self.progress and order), leave=False)
        for start in range(0, len(order), self.batch_size):
            chunk_keys = order[start:start + self.batch_size]
            chunk = [calls[misses[k][0]] for k in chunk_keys]
            allowed, reserved = self._affordable(chunk)
            # transport retries count against the budget too: the batch may retry only into what is left
            spare = None if self.max_calls is None else max(0, self.max_calls - self._usage["calls"] - allowed)
            spare_usd = None if self.max_cost is None else max(0.0, self.max_cost - self._spent_usd - reserved)
            self.llm.retry_allowance = RetryAllowance(spare, spare_usd, self.worst_case_usd)
            try:
                comps = self.llm.generate([c.request for c in chunk[:allowed]], progress=False) if allowed else []
            finally:
                self.llm.retry_allowance = None
            if len(comps) != allowed:
                raise RuntimeError(f"backend {self.llm.backend!r} returned {len(comps)} completions for {allowed} requests")
            to_store = []
            for j, key in enumerate(chunk_keys):
                if j >= allowed:
                    self._usage["budget_exhausted_calls"] += 1
                    out = Outcome("budget_exhausted", error="the call budget (max_calls/max_cost) was used up before this call")
                else:
                    comp = comps[j]
                    self._count(chunk[j], comp)
                    out = self._parse(comp, parsers[misses[key][0]])
                    if out.status == "ok":  # only replies that parsed are worth keeping
                        to_store.append((key, keyed[misses[key][0]][1], comp))
                for i in misses[key]:
                    results[i] = out if i == misses[key][0] else self._parse(comps[j], parsers[i]) if j < allowed else out
            if self.cache is not None:
                self.cache.put_many(to_store)
            bar.update(len(chunk))
        bar.close()
        return results  # type: ignore[return-value]


__all__ = ["Call", "CallEngine", "Outcome", "ReplyError", "OUTCOME_STATUSES", "RETRY_TEMPERATURE"]
