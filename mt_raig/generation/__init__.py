"""Insight generation: the paper prompt, context building, resumable prediction files.

Entry point: :func:`mt_raig.generation.generate.generate` (re-exported here)::

    >>> from mt_raig.data import load_benchmark
    >>> from mt_raig.generation import generate
    >>> summary = generate(load_benchmark(), llm, "preds.jsonl", setting="closed")  # doctest: +SKIP
"""

from mt_raig.generation.generate import GenerationSummary, generate
from mt_raig.generation.predictions import Prediction, load_predictions
from mt_raig.generation.prompt import PROMPT_VERSION

__all__ = ["GenerationSummary", "PROMPT_VERSION", "Prediction", "generate", "load_predictions"]
