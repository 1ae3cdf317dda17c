"""The judge configuration a leaderboard pins, and its hash.

Every result on a board must come from the same judge: model, mode, prompt
versions and options. The board's YAML (``configs/leaderboard/*.yaml``) names
them; its hash (SHA-256 of the canonical JSON of the parsed settings) goes into
every result so that scores from different judges are never ranked together.

    >>> cfg = PinnedConfig(board="demo", judge="lexical", publishable=False)
    >>> len(cfg.hash()), cfg.judge_name()
    (12, 'lexical')

The ``lexical`` proxy judge is never publishable: a board that pins it is a
local dry run, and its results are marked so.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from pathlib import Path

from mt_raig.config import load_config, to_dict
from mt_raig.errors import ConfigError


@dataclass
class PinnedConfig:
    """One board's scoring settings (``configs/leaderboard/*.yaml``)."""

    board: str = field(default="mt-raig", metadata={"help": "board name, part of every task id"})
    dataset_id: str = field(default="mt-raig/mt-raig-bench", metadata={"help": "Hub id of the benchmark dataset"})
    dataset_revision: str | None = field(default=None, metadata={"help": "benchmark commit the board scores against"})
    judge: str = field(default="llm:openai:gpt-4o-mini", metadata={"help": "judge spec (llm:<LLM spec> or lexical)"})
    judge_options: dict = field(default_factory=lambda: {"mode": "official"}, metadata={"help": "judge options (mode, ...)"})
    prompt_versions: dict = field(default_factory=dict, metadata={"help": "expected prompt ids of the judge, {step: id} as its info() names them (checked)"})
    retrieval_ks: list[int] = field(default_factory=lambda: [2, 5, 10, 20], metadata={"help": "k of P/R/F1@k"})
    max_k: int = field(default=20, metadata={"help": "largest k (tables given to the generator) a submission may use; tables_used must lie in retrieved_table_ids[:k]"})
    publishable: bool = field(default=True, metadata={"help": "whether results may go to the Hub"})

    def validate(self) -> None:
        if self.judge == "lexical" and self.publishable:
            raise ConfigError("the lexical proxy judge is never publishable: set publishable: false")
        if self.max_k < 1:
            raise ConfigError(f"'max_k' must be >= 1, got {self.max_k}")
        if not self.retrieval_ks or any(k < 1 for k in self.retrieval_ks):
            raise ConfigError(f"'retrieval_ks' must be positive ints, got {self.retrieval_ks}")

    def identity(self) -> dict:
        """What makes the board's numbers: the judge's identity (backend kind, model, mode, prompt versions,
        sampling and every option that changes a reply), the dataset and the k's; not the transport (server URL,
        concurrency, retries, timeouts, API key variable): the same judge behind another server is the same board."""
        from mt_raig.llm.call_cache import TRANSPORT_OPTIONS

        d = to_dict(self)
        judge = self.judge
        if judge.startswith("llm:openai"):
            from mt_raig.llm.registry import split_openai

            kind, _, target = judge.removeprefix("llm:").partition(":")
            judge = f"llm:{kind}:{split_openai(target)[0]}"
        d["judge"] = judge
        options = {k: v for k, v in self.judge_options.items() if k not in TRANSPORT_OPTIONS and k != "cache"}
        if isinstance(options.get("llm_options"), dict):
            options["llm_options"] = {k: v for k, v in options["llm_options"].items() if k not in TRANSPORT_OPTIONS}
        d["judge_options"] = options
        return d

    def hash(self) -> str:
        """Short SHA-256 of :meth:`identity` (12 hex digits)."""
        canonical = json.dumps(self.identity(), sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(canonical.encode()).hexdigest()[:12]

    def judge_name(self) -> str:
        """A slug of the judge for task ids: ``gpt-4o-mini``, ``lexical``."""
        spec = self.judge.removeprefix("llm:")
        model = spec.split(":", 1)[-1].split("@", 1)[0]
        return model.rsplit("/", 1)[-1].lower()

    def mode(self) -> str:
        return str(self.judge_options.get("mode", "lexical" if self.judge == "lexical" else "official"))


def load_pinned(path: str | Path) -> PinnedConfig:
    """The board's YAML (unknown keys, wrong types and a publishable proxy refused)."""
    return load_config(PinnedConfig, path)


__all__ = ["PinnedConfig", "load_pinned"]
