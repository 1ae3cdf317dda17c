"""Insight generation: methods (the paper prompt and others), context building, resumable prediction files.

    >>> from mt_raig.io.benchmark import load_benchmark
    >>> from mt_raig.generation import generate
    >>> preds = generate(load_benchmark(), "openai:gpt-4o-mini", setting="closed", out="preds.jsonl")  # doctest: +SKIP

- :func:`generate`: predictions in memory (a file only with ``out=``); :func:`run_generation` takes a
  :class:`GenerationConfig` and also returns a :class:`GenerationSummary`.
- :mod:`.methods`: the :class:`Generator` interface and the ``METHODS`` registry (``insight`` by default).
- :mod:`mt_raig.io.predictions`: the predictions file format (:class:`Prediction`).
"""

from mt_raig.generation.api import generate, run_generation
from mt_raig.generation.config import GenerationConfig
from mt_raig.generation.engine import GenerationSummary
from mt_raig.generation.methods import METHODS, Generator, Outcome, Task, load_method
from mt_raig.generation.prompt import PROMPT_VERSION
from mt_raig.io.predictions import Prediction, load_predictions

__all__ = [
    "GenerationConfig", "GenerationSummary", "Generator", "METHODS", "Outcome", "PROMPT_VERSION", "Prediction", "Task",
    "generate", "load_method", "load_predictions", "run_generation",
]
