"""The former entry point ``generate(benchmark, llm, out_path, ...) -> GenerationSummary``, kept for callers
not yet moved to :func:`mt_raig.generation.generate` (which returns the predictions). To be removed."""

from __future__ import annotations

from pathlib import Path

from mt_raig.config import build_config
from mt_raig.data import Benchmark
from mt_raig.errors import ConfigError
from mt_raig.generation.api import run_generation
from mt_raig.generation.config import GenerationConfig
from mt_raig.generation.engine import GenerationSummary
from mt_raig.llm.base import LLM, Sampling


def generate(benchmark: Benchmark, llm: LLM, out_path: str | Path, *, sampling: Sampling | None = None, run=None,
             example_ids=None, **settings) -> GenerationSummary:
    """Write predictions to ``out_path`` as :func:`mt_raig.generation.api.run_generation` does; the summary."""
    if sampling is not None:
        if sampling.n != 1:
            raise ConfigError(f"insight generation takes one sample per example (sampling.n = 1), got n = {sampling.n}")
        settings.update(temperature=sampling.temperature, top_p=sampling.top_p, max_new_tokens=sampling.max_new_tokens, stop=tuple(sampling.stop))
    if isinstance(run, (str, Path)):
        settings["run"], run = str(run), None
    cfg = build_config(GenerationConfig, {**settings, "out": str(out_path)}, source="generate()")
    return run_generation(benchmark, llm, cfg, run=run, example_ids=example_ids)[1]
