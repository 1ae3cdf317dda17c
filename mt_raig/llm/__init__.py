"""LLM backends behind one interface (see base.py), chosen by a spec string through a registry (see registry.py).

Backends: ``transformers`` (local, GGUF too), ``vllm`` (offline engine), ``openai`` (OpenAI or compatible
servers, several at once), ``openai-batch`` (the OpenAI Batch API).
"""

from mt_raig.llm.base import LLM, Completion, Request, Sampling
from mt_raig.llm.registry import BACKENDS, LLMConfigError, backend_options, known_backends, load_llm

__all__ = ["BACKENDS", "LLM", "Completion", "LLMConfigError", "Request", "Sampling", "backend_options", "known_backends", "load_llm"]
