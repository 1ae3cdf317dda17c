"""Generation settings: one dataclass for ``mt-raig generate``, its YAML files and :func:`mt_raig.generation.generate`.

Parsed by :mod:`mt_raig.config` (defaults < ``--config YAML`` < flags; strict
types; unknown and duplicate keys refused). ``backend_options`` is passed to
:func:`mt_raig.llm.load_llm`, which checks it against the backend's options
(``--backend-options KEY=VALUE``, repeatable; ``--backend-option`` is the same flag).

    >>> from mt_raig.config import build_config
    >>> build_config(GenerationConfig, {"backend": "openai:gpt-4o-mini", "k": 5}).k
    5
    >>> build_config(GenerationConfig, {"k": 0}, source="x.yaml")
    Traceback (most recent call last):
    ...
    mt_raig.errors.ConfigError: x.yaml: 'k' must be >= 1, got 0
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from mt_raig.errors import ConfigError
from mt_raig.llm.base import Sampling

DEFAULT_K = 10
DEFAULT_RESERVE_TOKENS = 64
DEFAULT_MAX_NEW_TOKENS = 512


def _help(text: str, **more) -> dict:
    return {"help": text, **more}


@dataclass
class GenerationConfig:
    """Everything a generation run needs; ``data=None`` is the bundled sample."""

    backend: str | None = field(default=None, metadata=_help(
        "LLM spec: vllm:MODEL, openai:MODEL[@URL[,URL...]], openai-batch:MODEL[@URL], transformers:PATH_OR_ID[::file.gguf]"))
    backend_options: dict = field(default_factory=dict, metadata=_help(
        "a backend option KEY=VALUE (repeatable), e.g. dtype=bfloat16 or concurrency=16",
        flags=("--backend-options", "--backend-option")))
    method: str = field(default="insight", metadata=_help("generation method: insight (the plain prompt) or the table-QA baselines dater, chain-of-table, tapera (NAME[:ARG])"))
    allow_unsandboxed_code: bool = field(default=False, metadata=_help("table-QA methods: run model-written SQL/Python even where no kernel sandbox (bubblewrap) can be set up"))
    data: str | None = field(default=None, metadata=_help("benchmark: release folder, Hub folder or repo id (default: the bundled sample)"))
    run: str | None = field(default=None, metadata=_help("retrieval run file (ours, official layout or TREC; default: the benchmark's official top-10)"))
    out: str | None = field(default=None, metadata=_help("predictions JSONL (its settings go to <name>.settings.json)"))
    setting: Literal["open", "closed"] = field(default="open", metadata=_help("open: top-k retrieved tables; closed: gold tables only"))
    k: int = field(default=DEFAULT_K, metadata=_help("tables per question in the open setting"))
    noise_ratio: float | None = field(default=None, metadata=_help("closed setting: add this many irrelevant tables per gold table"))
    noise_source: Literal["random", "retrieved"] = field(default="random", metadata=_help("where irrelevant tables come from"))
    seed: int = field(default=0, metadata=_help("seed of the noise selection"))
    limit: int | None = field(default=None, metadata=_help("only the first N examples"))
    chunk_size: int = field(default=8, metadata=_help("examples per backend call, written after each (larger is faster on vLLM, loses more on a kill)"))
    context_tokens: int | None = field(default=None, metadata=_help("the model's context window (default: what the backend reports)"))
    reserve_tokens: int = field(default=DEFAULT_RESERVE_TOKENS, metadata=_help("tokens kept free for the chat template"))
    prompt_version: str | None = field(default=None, metadata=_help("prompt version of the method (default: its current one)"))
    temperature: float = field(default=0.0, metadata=_help("sampling temperature (0.0 is greedy, as in the paper)"))
    top_p: float = field(default=1.0, metadata=_help("nucleus sampling"))
    max_new_tokens: int = field(default=DEFAULT_MAX_NEW_TOKENS, metadata=_help("completion length limit"))
    stop: tuple[str, ...] = field(default=(), metadata=_help("stop strings (e.g. a paragraph break for base models)"))
    retry_failed: bool = field(default=True, metadata=_help("retry examples recorded as failed when resuming"))
    overwrite: bool = field(default=False, metadata=_help("start the predictions file over (under its lock)"))
    progress: bool = field(default=True, metadata=_help("progress bars (--no-progress silences every bar, third-party ones too)"))

    def sampling(self) -> Sampling:
        return Sampling(temperature=self.temperature, top_p=self.top_p, max_new_tokens=self.max_new_tokens, stop=tuple(self.stop))

    def validate(self) -> None:
        """Ranges and names (types are checked by the parser); errors name the key."""
        for name in ("k", "chunk_size", "max_new_tokens"):
            if getattr(self, name) < 1:
                raise ConfigError(f"{name!r} must be >= 1, got {getattr(self, name)}")
        for name in ("limit", "reserve_tokens", "seed"):
            value = getattr(self, name)
            if value is not None and value < 0:
                raise ConfigError(f"{name!r} must be >= 0, got {value}")
        if self.context_tokens is not None and self.context_tokens < 1:
            raise ConfigError(f"'context_tokens' must be >= 1, got {self.context_tokens}")
        if self.noise_ratio is not None:
            if self.noise_ratio < 0:
                raise ConfigError(f"'noise_ratio' must be >= 0, got {self.noise_ratio}")
            if self.setting != "closed":
                raise ConfigError("'noise_ratio' applies to the closed setting (gold tables kept, irrelevant ones added); set setting: closed")
        if self.temperature < 0:
            raise ConfigError(f"'temperature' must be >= 0, got {self.temperature}")
        if not 0 < self.top_p <= 1:
            raise ConfigError(f"'top_p' must be in (0, 1], got {self.top_p}")
        if self.backend is not None:
            from mt_raig.llm.registry import parse_spec

            parse_spec(self.backend)
        from mt_raig.generation.methods import METHODS

        name, _ = METHODS.parse(self.method)
        if name not in METHODS:
            raise ConfigError(f"unknown generation method {name!r} (known: {', '.join(METHODS.names())})")


__all__ = ["DEFAULT_K", "DEFAULT_MAX_NEW_TOKENS", "DEFAULT_RESERVE_TOKENS", "GenerationConfig"]
