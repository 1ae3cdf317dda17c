"""LLM backends behind one interface (see base.py), chosen by a spec string (see registry.py)."""

from mt_raig.llm.base import LLM, Completion, Request, Sampling
from mt_raig.llm.registry import LLMConfigError, backend_options, known_backends, load_llm

__all__ = ["LLM", "Completion", "LLMConfigError", "Request", "Sampling", "backend_options", "known_backends", "load_llm"]
