"""The settings of ``mt-raig evaluate`` (and of :func:`mt_raig.eval.scoring.score` through the API): one dataclass.

Parsed by :mod:`mt_raig.config`: defaults < ``--config`` YAML < flags, strict
types (``dry_run: "false"`` is an error, not a dry run), unknown and duplicate
keys refused. The LLM-judge settings default to None, meaning "the judge's own
default" (see :class:`~mt_raig.eval.llm_judge.LLMJudgeOptions`); setting one for
the lexical judge is an error.

    >>> from mt_raig.config import build_config
    >>> cfg = build_config(EvalConfig, {"judge": "llm:openai:gpt-4o-mini", "mode": "logprob", "backend_options": {"concurrency": 16}})
    >>> judge_options(cfg)
    {'mode': 'logprob', 'progress': True, 'llm_options': {'concurrency': 16}}
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Literal

from mt_raig.errors import ConfigError

LLM_ONLY = ("mode", "prompts", "batched", "evidence", "structured", "cache", "max_calls", "max_cost", "max_retries", "batch_size",
            "max_new_tokens", "chat", "constrain_verdicts", "min_verdict_mass", "backend_options")


@dataclass
class EvalConfig:
    """What to score, with which judge, and where the report goes."""

    data: str | None = field(default=None, metadata={"help": "benchmark: release folder, Hub folder or repo id (default: the bundled sample)"})
    predictions: str | None = field(default=None, metadata={"help": "predictions JSONL written by mt-raig generate (required)"})
    judge: str = field(default="lexical", metadata={"help": "lexical (offline proxy) or llm:<LLM spec>, e.g. llm:openai:gpt-4o-mini, llm:vllm:MODEL"})
    out: str | None = field(default=None, metadata={"help": "score report JSON (required unless --dry-run)"})
    mode: Literal["official", "strict", "logprob", "greedy"] | None = field(default=None, metadata={"help": "llm judges: claim verification (default official: n=20, T=2.0, as published)"})
    prompts: Literal["paper", "paper+format"] | None = field(default=None, metadata={"help": "llm judges: prompt variant (default paper: Tables 15-16 exactly)"})
    batched: bool | None = field(default=None, metadata={"help": "llm judges: verify all claims of an insight in one call"})
    evidence: bool | None = field(default=None, metadata={"help": "llm judges, greedy mode: also name the table and row behind each verdict"})
    structured: bool | None = field(default=None, metadata={"help": "llm judges: JSON-schema outputs where the backend supports them"})
    cache: str | None = field(default=None, metadata={"help": "llm judges: SQLite call cache (reruns and resumed runs are served from it)"})
    max_calls: int | None = field(default=None, metadata={"help": "llm judges: at most N backend calls; the rest is budget_exhausted"})
    max_cost: float | None = field(default=None, metadata={"help": "llm judges: budget in USD (priced API models only)"})
    max_retries: int | None = field(default=None, metadata={"help": "llm judges: retries of an unreadable reply or failed call (default 2)"})
    batch_size: int | None = field(default=None, metadata={"help": "llm judges: calls per backend batch, committed to the cache after each (default 16)"})
    max_new_tokens: int | None = field(default=None, metadata={"help": "llm judges: length limit of decomposition replies (default 512)"})
    chat: bool | None = field(default=None, metadata={"help": "llm judges: chat messages (--no-chat: plain-text prompts, for base models)"})
    constrain_verdicts: bool | None = field(default=None, metadata={"help": "llm judges: verdicts constrained to [01] (weak or base models; named +regex)"})
    min_verdict_mass: float | None = field(default=None, metadata={"help": "llm judges, logprob mode: least probability on the tokens 0 and 1 (default 0.5)"})
    backend_options: dict = field(default_factory=dict, metadata={"help": "an LLM backend option (repeatable)", "flags": ("--backend-option", "--backend-options")})
    judge_options: dict = field(default_factory=dict, metadata={"help": "an option of the lexical judge (repeatable)", "flags": ("--judge-option", "--judge-options")})
    limit: int | None = field(default=None, metadata={"help": "only the first N items"})
    include_missing: bool = field(default=False, metadata={"help": "count benchmark examples without a prediction as missing"})
    dry_run: bool = field(default=False, metadata={"help": "estimate calls, tokens and cost; run nothing"})
    progress: bool = field(default=True, metadata={"help": "progress bars"})

    def validate(self) -> None:
        if self.limit is not None and self.limit < 1:
            raise ConfigError(f"'limit' must be at least 1, got {self.limit}")
        for name in ("max_calls", "max_retries"):
            if (getattr(self, name) or 0) < 0:
                raise ConfigError(f"{name!r} must be >= 0, got {getattr(self, name)}")
        for name in ("batch_size", "max_new_tokens"):
            if getattr(self, name) is not None and getattr(self, name) < 1:
                raise ConfigError(f"{name!r} must be >= 1, got {getattr(self, name)}")
        if not self.judge.strip():
            raise ConfigError("'judge' is empty (lexical or llm:<LLM spec>)")


def judge_options(cfg: EvalConfig) -> dict:
    """The ``load_judge`` options for ``cfg.judge``; LLM-judge settings on another judge are an error naming the flag."""
    if not cfg.judge.startswith("llm:"):
        wrong = [k for k in LLM_ONLY if getattr(cfg, k) not in (None, {})]
        if wrong:
            raise ConfigError(f"--{wrong[0].replace('_', '-')} applies to llm judges only (judge is {cfg.judge!r})")
        return dict(cfg.judge_options)
    if cfg.judge_options:
        raise ConfigError("--judge-option applies to the lexical judge; llm judges take the flags and --backend-option")
    names = {f.name for f in fields(cfg)} & set(LLM_ONLY) - {"backend_options"}
    opts = {k: getattr(cfg, k) for k in LLM_ONLY if k in names and getattr(cfg, k) is not None}
    opts["progress"] = cfg.progress
    if cfg.backend_options:
        opts["llm_options"] = dict(cfg.backend_options)
    return opts
