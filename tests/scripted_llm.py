"""A test double at the outermost edge: an LLM backend that replays scripted replies.

Used to test prompt building and reply parsing without a model. ``replies`` is
either a list consumed in order (an entry may be an ``Exception`` instance, which
becomes a failed completion) or a function ``request -> str | Exception``.
Every request seen is kept in ``self.requests``.
"""

from __future__ import annotations

from typing import Callable, Sequence

from mt_raig.llm.base import LLM, Completion, Request


class ScriptedLLM(LLM):
    backend = "scripted"

    def __init__(self, replies: list | Callable[[Request], object], model: str = "scripted-model", logprobs: dict[str, float] | None = None):
        self.model = model
        self._replies = replies
        self._logprobs = logprobs
        self.requests: list[Request] = []

    def _next(self, request: Request) -> object:
        if callable(self._replies):
            return self._replies(request)
        if not self._replies:
            raise AssertionError("ScriptedLLM ran out of scripted replies")
        return self._replies.pop(0)

    def generate(self, requests: Sequence[Request], progress: bool = True) -> list[Completion]:
        out = []
        for r in requests:
            self.requests.append(r)
            texts, error = [], None
            for _ in range(r.sampling.n):
                reply = self._next(r)
                if isinstance(reply, Exception):
                    error = f"{type(reply).__name__}: {reply}"
                    break
                texts.append(str(reply))
            if error:
                out.append(Completion(texts=[], status="failed", error=error))
                continue
            lp = [dict(self._logprobs) for _ in texts] if (r.sampling.logprobs and self._logprobs) else None
            prompt = r.prompt if r.prompt is not None else " ".join(m["content"] for m in r.messages)
            out.append(Completion(texts=texts, prompt_tokens=len(prompt.split()), completion_tokens=sum(len(t.split()) for t in texts), first_token_logprobs=lp))
        return out

    def capabilities(self) -> dict:
        return {"json_schema": False, "regex": False, "logprobs": self._logprobs is not None, "chat": True}
