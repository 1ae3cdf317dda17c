"""Judges by spec string: ``lexical`` (the offline proxy) or ``llm:<LLM spec>``.

    >>> load_judge("lexical")                                                  # doctest: +SKIP
    >>> load_judge("llm:openai:gpt-4o-mini", {"mode": "logprob", "cache": "judge.sqlite"})   # doctest: +SKIP
    >>> load_judge("llm:transformers:/models/gemma", {"mode": "greedy", "llm_options": {"dtype": "float32"}})  # doctest: +SKIP

Options of an ``llm:`` judge (unknown keys are an error naming the key):
``mode`` (official | logprob | greedy), ``batched`` (bool), ``evidence`` (bool),
``cache`` (path of the SQLite judge cache), ``max_retries``, ``max_calls``,
``max_cost`` (USD), ``batch_size``, ``max_new_tokens`` (decomposition replies), ``chat`` (False: plain-text prompts, for base
models), ``constrain_verdicts`` (regex ``[01]`` verdicts), ``progress``, ``structured`` (use JSON-schema outputs when
the backend supports them), ``llm_options`` (dict passed to the backend loader).
"""

from __future__ import annotations

from mt_raig.eval.judge import Judge

LLM_JUDGE_OPTIONS = (
    "mode", "batched", "evidence", "cache", "max_retries", "max_calls", "max_cost", "batch_size", "structured", "max_new_tokens",
    "chat", "constrain_verdicts", "progress", "llm_options",
)
JUDGE_KINDS = ("lexical", "llm:<LLM spec>")


class JudgeSpecError(ValueError):
    """A judge spec or option that does not name a known judge or setting."""


def load_judge(spec: str, options: dict | None = None) -> Judge:
    """The judge named by ``spec`` with ``options`` (see the module docstring)."""
    options = dict(options or {})
    if spec == "lexical":
        try:
            from mt_raig.eval.lexical import LexicalJudge
        except ImportError as e:  # the proxy judge ships with the package; this only happens in a broken install
            raise JudgeSpecError(f"judge 'lexical' is unavailable: {e}") from None
        try:
            return LexicalJudge(**options)
        except TypeError as e:
            raise JudgeSpecError(f"bad option for judge 'lexical': {e}") from None
    if spec.startswith("llm:"):
        llm_spec = spec[len("llm:"):]
        if not llm_spec:
            raise JudgeSpecError("judge spec 'llm:' needs an LLM spec after the colon, e.g. llm:openai:gpt-4o-mini")
        unknown = sorted(set(options) - set(LLM_JUDGE_OPTIONS))
        if unknown:
            raise JudgeSpecError(f"unknown option {unknown[0]!r} for an llm judge (known: {', '.join(LLM_JUDGE_OPTIONS)})")
        from mt_raig.eval.llm_judge import LLMJudge
        from mt_raig.llm.registry import load_llm

        llm_options = options.pop("llm_options", None) or {}
        llm = load_llm(llm_spec, llm_options)
        return LLMJudge(llm, **options)
    raise JudgeSpecError(f"unknown judge spec {spec!r} (known: {', '.join(JUDGE_KINDS)})")
