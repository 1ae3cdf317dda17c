"""Judges by spec string: ``lexical`` (the offline proxy) or ``llm:<LLM spec>``, through one :class:`~mt_raig.registry.Registry`.

    >>> load_judge("lexical")                                                  # doctest: +SKIP
    >>> load_judge("llm:openai:gpt-4o-mini", {"mode": "logprob", "cache": "judge.sqlite"})   # doctest: +SKIP
    >>> load_judge("llm:transformers:/models/gemma", {"mode": "greedy", "llm_options": {"dtype": "float32"}})  # doctest: +SKIP

Options of an ``llm:`` judge are the fields of
:class:`~mt_raig.eval.llm_judge.LLMJudgeOptions` (type-checked; an unknown key
is an error naming it) plus ``llm_options`` for the backend loader. A judge
registered as a :class:`~mt_raig.eval.judge.Judge` class (``lexical``) is built
with its options as keyword arguments; any other target is a factory called as
``factory(argument, options)``.
"""

from __future__ import annotations

import inspect

from mt_raig.errors import JudgeError
from mt_raig.eval.judge import Judge
from mt_raig.registry import Registry

JUDGES = Registry("judge", JudgeError)
JUDGES.register("lexical", "mt_raig.eval.lexical:LexicalJudge", help="offline, deterministic PROXY judge (scores never mixed with LLM-judge scores)")
JUDGES.register("llm", "mt_raig.eval.llm_judge:build_llm_judge", help="the paper's LLM judge over any LLM backend: llm:<LLM spec>")


def load_judge(spec: str, options: dict | None = None) -> Judge:
    """The judge named by ``spec`` with ``options`` (see the module docstring)."""
    options = dict(options or {})
    name, arg = JUDGES.parse(spec)
    target = JUDGES.target(name)
    if not (inspect.isclass(target) and issubclass(target, Judge)):
        return target(arg, options)
    if arg is not None:
        raise JudgeError(f"judge {name!r} takes no argument after ':' (got {spec!r})")
    accepted = inspect.signature(target).parameters
    if not any(p.kind is p.VAR_KEYWORD for p in accepted.values()):
        unknown = sorted(set(options) - set(accepted))
        if unknown:
            raise JudgeError(f"unknown option {unknown[0]!r} for judge {name!r} (known: {', '.join(k for k in accepted if k != 'self')})")
    return target(**options)


__all__ = ["JUDGES", "load_judge"]
