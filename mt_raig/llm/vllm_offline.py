"""Offline vLLM backend (``vllm:MODEL``): one ``vllm.LLM`` engine, the whole batch at once.

vLLM is imported only when the backend is built (``pip install 'mt-raig[vllm]'``).
Prompts are rendered here with the model's own tokenizer by
:mod:`mt_raig.llm.chat_format` (as in the transformers backend) and handed to
``LLM.generate`` as token ids, so both local backends see the same prompt and
the length check against the context window happens before the engine. Prefix caching stays on (the judge and generator repeat long table
prefixes). Structured output uses vLLM's current API,
``SamplingParams(structured_outputs=StructuredOutputsParams(json=... | regex=...))``;
the removed ``guided_*`` fields are never used.

:func:`build_sampling_kwargs` and :func:`render_prompt` are pure (no vLLM) and
unit-tested; :class:`VLLMOffline` converts their output to vLLM objects at the edge.
"""

from __future__ import annotations

import time
from dataclasses import asdict, dataclass
from importlib.metadata import PackageNotFoundError, version
from typing import Sequence

from mt_raig.llm.base import LLM, Completion, Request
from mt_raig.llm.chat_format import render_prompt_ids

_DTYPES = ("auto", "float32", "bfloat16", "float16")


@dataclass(frozen=True)
class VLLMOptions:
    """Settings of the vLLM backend (passed to ``vllm.LLM``)."""

    dtype: str = "auto"
    tensor_parallel_size: int = 1
    gpu_memory_utilization: float = 0.9
    max_model_len: int | None = None
    enable_prefix_caching: bool = True
    seed: int = 0
    trust_remote_code: bool = False
    enforce_eager: bool = False
    quantization: str | None = None

    def __post_init__(self) -> None:
        if self.dtype not in _DTYPES:
            raise ValueError(f"vllm option dtype must be one of {', '.join(_DTYPES)}, got {self.dtype!r}")
        if self.tensor_parallel_size < 1:
            raise ValueError(f"vllm option tensor_parallel_size must be >= 1, got {self.tensor_parallel_size}")
        if not 0 < self.gpu_memory_utilization <= 1:
            raise ValueError(f"vllm option gpu_memory_utilization must be in (0, 1], got {self.gpu_memory_utilization}")

    def engine_kwargs(self) -> dict:
        """Keyword arguments for ``vllm.LLM`` (the model is passed separately)."""
        kwargs = asdict(self)
        if kwargs["max_model_len"] is None:
            del kwargs["max_model_len"]
        if kwargs["quantization"] is None:
            del kwargs["quantization"]
        return kwargs


def build_sampling_kwargs(request: Request) -> dict:
    """``SamplingParams`` keyword arguments for ``request``; ``structured_outputs`` as a plain dict.

    Temperature 0 is vLLM's greedy mode; ``top_k=0`` and the explicit values
    keep the model's own generation_config defaults from changing our settings.
    """
    s = request.sampling
    kwargs: dict = {
        "n": s.n,
        "temperature": s.temperature,
        "top_p": s.top_p,
        "top_k": 0,
        "max_tokens": s.max_new_tokens,
        "seed": s.seed,
        "stop": list(s.stop) or None,
        "logprobs": s.logprobs,
        "repetition_penalty": 1.0,
    }
    if request.json_schema is not None:
        kwargs["structured_outputs"] = {"json": request.json_schema}
    elif request.regex is not None:
        kwargs["structured_outputs"] = {"regex": request.regex}
    return kwargs


def render_prompt(request: Request, tokenizer) -> list[int]:
    """Prompt token ids for ``request`` with a Hugging Face tokenizer (same rules as the transformers backend)."""
    return render_prompt_ids(request, tokenizer)


def top_logprobs(position: dict, k: int) -> dict[str, float]:
    """``{token_text: logprob}`` of the ``k`` likeliest entries of one vLLM logprobs position.

    ``position`` maps token id -> an object with ``logprob`` and ``decoded_token``
    (vLLM's ``Logprob``); vLLM may add the sampled token as a (k+1)-th entry.
    """
    ranked = sorted(position.items(), key=lambda item: -item[1].logprob)[:k]
    out: dict[str, float] = {}
    for token_id, lp in ranked:
        out.setdefault(lp.decoded_token if lp.decoded_token is not None else str(token_id), float(lp.logprob))
    return out


def _import_vllm():
    try:
        import vllm
        from vllm.sampling_params import StructuredOutputsParams
    except ImportError as exc:
        raise ImportError("the vllm backend needs vLLM: pip install 'mt-raig[vllm]' (a CUDA machine)") from exc
    return vllm, StructuredOutputsParams


class VLLMOffline(LLM):
    """``vllm.LLM`` in this process; see the module docstring."""

    backend = "vllm"

    def __init__(self, model: str, options: VLLMOptions | None = None):
        vllm, self._so_params = _import_vllm()
        self._vllm = vllm
        self.model = model
        self.options = options or VLLMOptions()
        self.engine = vllm.LLM(model=model, **self.options.engine_kwargs())
        self.tokenizer = self.engine.get_tokenizer()
        engine = self.engine.llm_engine
        model_config = getattr(engine, "model_config", None) or getattr(getattr(engine, "vllm_config", None), "model_config", None)
        window = getattr(model_config, "max_model_len", None) or self.options.max_model_len
        self._window = int(window) if window else None

    def capabilities(self) -> dict:
        return {"json_schema": True, "regex": True, "logprobs": True, "chat": True}

    def info(self) -> dict:
        versions = {}
        for package in ("vllm", "torch", "transformers", "xgrammar"):
            try:
                versions[package] = version(package)
            except PackageNotFoundError:
                versions[package] = None
        return {
            "backend": self.backend,
            "model": self.model,
            "options": asdict(self.options),
            "context_window": self.context_window,
            "chat_template": bool(getattr(self.tokenizer, "chat_template", None)),
            "versions": versions,
        }

    @property
    def context_window(self) -> int | None:
        return self._window

    def count_tokens(self, text: str) -> int:
        return len(self.tokenizer(text, add_special_tokens=False).input_ids)

    def close(self) -> None:
        import gc

        self.engine = None
        gc.collect()
        try:
            import torch

            if torch.cuda.is_available():
                torch.cuda.empty_cache()
        except ImportError:  # pragma: no cover
            pass

    def _sampling_params(self, request: Request):
        kwargs = build_sampling_kwargs(request)
        so = kwargs.pop("structured_outputs", None)
        if so is not None:
            kwargs["structured_outputs"] = self._so_params(**so)
        return self._vllm.SamplingParams(**kwargs)

    def generate(self, requests: Sequence[Request], progress: bool = True) -> list[Completion]:
        results: list[Completion | None] = [None] * len(requests)
        prompts, params, where = [], [], []
        window = self.context_window
        for i, request in enumerate(requests):
            try:
                ids = render_prompt(request, self.tokenizer)
                if window is not None and len(ids) >= window:
                    raise ValueError(f"prompt has {len(ids)} tokens, the context window of {self.model} is {window}")
                params.append(self._sampling_params(request))
                prompts.append({"prompt_token_ids": ids})
                where.append(i)
            except Exception as exc:
                results[i] = self._failed(exc)
        started = time.perf_counter()
        try:
            outputs = self.engine.generate(prompts, sampling_params=params, use_tqdm=progress)
        except Exception:  # find the request(s) that break the batch; the others still run
            outputs = []
            for prompt, param in zip(prompts, params):
                try:
                    outputs.extend(self.engine.generate([prompt], sampling_params=[param], use_tqdm=False))
                except Exception as exc:
                    outputs.append(exc)
        latency = time.perf_counter() - started
        for i, out in zip(where, outputs):
            results[i] = self._failed(out) if isinstance(out, Exception) else self._completion(requests[i], out, latency)
        return results  # type: ignore[return-value]

    def _failed(self, exc: Exception) -> Completion:
        return Completion(texts=[], status="failed", error=f"{type(exc).__name__}: {exc}", backend=self.backend, model=self.model)

    def _completion(self, request: Request, out, latency: float) -> Completion:
        seqs = sorted(out.outputs, key=lambda o: o.index)
        lps = None
        if request.sampling.logprobs is not None:
            lps = [top_logprobs(o.logprobs[0], request.sampling.logprobs) if o.logprobs else {} for o in seqs]
        return Completion(
            texts=[o.text for o in seqs],
            prompt_tokens=len(out.prompt_token_ids or []),
            completion_tokens=sum(len(o.token_ids) for o in seqs),
            latency_s=latency,  # the whole engine call: vLLM schedules the batch together
            first_token_logprobs=lps,
            finish_reasons=[o.finish_reason or "stop" for o in seqs],
            backend=self.backend,
            model=self.model,
        )
