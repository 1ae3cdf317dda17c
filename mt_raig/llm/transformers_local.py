"""Local ``transformers`` backend: an ``AutoModelForCausalLM`` on CPU or GPU, batched.

- Requests are grouped by their :class:`Sampling` (one ``generate`` call needs one
  setting), sorted by prompt length and run in batches of ``batch_size`` with left
  padding. Temperature 0 is greedy (``n`` > 1 then repeats the one greedy answer);
  otherwise sampling, seeded with ``Sampling.seed`` per batch.
- Prompts are rendered by :mod:`mt_raig.llm.chat_format`: the chat template when
  the tokenizer has one (system text folded into the user turn for templates that
  refuse a system role), the contents joined by blank lines otherwise; a plain
  ``prompt`` is used as is (with the BOS token).
- Structured output: ``json_schema`` / ``regex`` are compiled by xgrammar for this
  tokenizer and enforced by masking logits at every step, so even a tiny model
  emits the format. JSON is compact (no free whitespace) so a small model cannot
  loop on blanks; a sequence cut by ``max_new_tokens`` reports finish reason "length".
- ``Sampling.logprobs``: top log-probabilities of the first generated token, from the
  model's logits before the grammar mask, temperature and top-p (vLLM's default
  "raw" log-probabilities).
- GGUF: ``gguf_file=`` (dequantized by transformers once, then loaded from a
  cached folder under ``$HF_HOME``), so the offline Gemma 3 270M runs here.
- ``latency_s`` of a completion is the wall time of the batch it ran in.
- A batch that raises is retried request by request; a request that still raises
  (or whose prompt exceeds the context window) comes back ``status="failed"``.
"""

from __future__ import annotations

import json
import time
from dataclasses import asdict, dataclass
from functools import lru_cache
from importlib.metadata import PackageNotFoundError, version
from itertools import groupby
from typing import Sequence

from tqdm.auto import tqdm

from mt_raig.errors import BackendError, ConfigError
from mt_raig.llm.base import LLM, Completion, Request, Sampling, add_logprob
from mt_raig.llm.chat_format import render_prompt_ids

_DTYPES = ("auto", "float32", "bfloat16", "float16")


class ModelNotFoundError(BackendError, FileNotFoundError):
    """The model is neither a local folder nor a (reachable or cached) Hub repository."""


@dataclass(frozen=True)
class TransformersOptions:
    """Settings of the transformers backend.

    ``dtype`` "auto" is float32 on CPU and the checkpoint's dtype on GPU.
    ``gguf_cache``: load a GGUF checkpoint from its dequantized cached folder
    (converted on first use; see :mod:`mt_raig.llm.gguf_cache`).
    ``device`` "auto" is cuda when available, else cpu. ``max_model_len`` caps the
    context window below the model config's ``max_position_embeddings``.
    """

    dtype: str = "auto"
    device: str = "auto"
    batch_size: int = 8
    max_model_len: int | None = None
    trust_remote_code: bool = False
    gguf_cache: bool = True

    def __post_init__(self) -> None:
        if self.dtype not in _DTYPES:
            raise ConfigError(f"transformers option dtype must be one of {', '.join(_DTYPES)}, got {self.dtype!r}")
        if self.batch_size < 1:
            raise ConfigError(f"transformers option batch_size must be >= 1, got {self.batch_size}")
        if self.max_model_len is not None and self.max_model_len < 2:
            raise ConfigError(f"transformers option max_model_len must be >= 2, got {self.max_model_len}")


def _package_version(name: str) -> str | None:
    try:
        return version(name)
    except PackageNotFoundError:
        return None


@lru_cache(maxsize=None)
def _grammar_processor_class():
    """A LogitsProcessor applying one xgrammar matcher per batch row (None rows are free)."""
    import transformers
    import xgrammar as xgr

    class GrammarLogitsProcessor(transformers.LogitsProcessor):
        def __init__(self, grammars: list, vocab_size: int):
            self.matchers = [xgr.GrammarMatcher(g) if g is not None else None for g in grammars]
            self.rows = [i for i, m in enumerate(self.matchers) if m is not None]
            self.bitmask = xgr.allocate_token_bitmask(len(grammars), vocab_size)
            self.vocab_size = vocab_size
            self.started = False

        def __call__(self, input_ids, scores):
            if self.started:
                for i in self.rows:
                    matcher = self.matchers[i]
                    if not matcher.is_terminated():
                        matcher.accept_token(int(input_ids[i, -1]))
            self.started = True
            active = [i for i in self.rows if not self.matchers[i].is_terminated()]
            if not active:
                return scores
            for i in active:
                self.matchers[i].fill_next_token_bitmask(self.bitmask, i)
            # a copy: generate() keeps the unmasked tensor as the raw logits it reports
            on_cuda = scores.device.type == "cuda"
            target = scores.clone() if on_cuda else scores.to("cpu", copy=True)
            xgr.apply_token_bitmask_inplace(target, self.bitmask.to(target.device), vocab_size=self.vocab_size, indices=active)
            return target if on_cuda else target.to(scores.device)

    return GrammarLogitsProcessor


@lru_cache(maxsize=None)
def _first_step_recorder_class():
    """A LogitsProcessor that keeps the log-probabilities of the first step (before any masking), changing nothing.

    Keeping only the first step avoids ``output_logits=True``, which would hold
    vocab x steps x rows floats (GBs for a 262K vocabulary and long answers).
    """
    import torch
    import transformers

    class FirstStepRecorder(transformers.LogitsProcessor):
        def __init__(self):
            self.logprobs = None

        def __call__(self, input_ids, scores):
            if self.logprobs is None:
                self.logprobs = torch.log_softmax(scores.float(), dim=-1).cpu()
            return scores

    return FirstStepRecorder


class TransformersLLM(LLM):
    """A local causal LM; see the module docstring for behaviour."""

    backend = "transformers"

    def __init__(self, model: str, gguf_file: str | None = None, options: TransformersOptions | None = None):
        import torch

        self.options = options or TransformersOptions()
        self.model = f"{model}::{gguf_file}" if gguf_file else model  # as written in a spec
        self.gguf_file = gguf_file
        self.loaded_from: str | None = None
        device = self.options.device
        if device == "auto":
            device = "cuda" if torch.cuda.is_available() else "cpu"
        self.device = device
        if self.options.dtype == "auto":
            dtype = torch.float32 if device == "cpu" else "auto"
        else:
            dtype = getattr(torch, self.options.dtype)
        try:
            source, extra = model, ({"gguf_file": gguf_file} if gguf_file else {})
            if gguf_file and self.options.gguf_cache:
                folder = self._dequantized(model, gguf_file)
                if folder is not None:
                    source, extra, self.loaded_from = str(folder), {}, str(folder)
            self.tokenizer, self.hf_model = self._load(source, dtype, extra)
            self.hf_model.to(device)
        except OSError as exc:  # not a local folder, not on the Hub, or offline without a cached copy
            raise ModelNotFoundError(f"cannot load the transformers model {self.model!r}: {' '.join(str(exc).split())}") from None
        self.tokenizer.padding_side = "left"
        self.hf_model.eval()
        eos = self.hf_model.generation_config.eos_token_id
        eos_ids = [eos] if isinstance(eos, int) else list(eos or [])
        if self.tokenizer.eos_token_id is not None and self.tokenizer.eos_token_id not in eos_ids:
            eos_ids.append(self.tokenizer.eos_token_id)
        if not eos_ids:
            raise BackendError(f"model {model!r} defines no end-of-sequence token (generation_config or tokenizer)")
        self.eos_ids = eos_ids
        if self.tokenizer.pad_token_id is None:
            self.tokenizer.pad_token = self.tokenizer.convert_ids_to_tokens(eos_ids[0])
        self.pad_id = self.tokenizer.pad_token_id
        self.vocab_size = int(self.hf_model.get_output_embeddings().weight.shape[0])
        self._config_window = getattr(self.hf_model.config.get_text_config(), "max_position_embeddings", None)
        self._dtype = str(self.hf_model.dtype).removeprefix("torch.")
        self._compiler = None

    def _load(self, source: str, dtype, extra: dict):
        from transformers import AutoModelForCausalLM, AutoTokenizer

        trust = self.options.trust_remote_code
        tokenizer = AutoTokenizer.from_pretrained(source, trust_remote_code=trust, **extra)
        return tokenizer, AutoModelForCausalLM.from_pretrained(source, dtype=dtype, trust_remote_code=trust, **extra)

    def _dequantized(self, model: str, gguf_file: str):
        """The cached dequantized folder of a GGUF checkpoint, converting it on first use (see gguf_cache.py)."""
        import torch

        from mt_raig.llm import gguf_cache

        gguf = gguf_cache.local_gguf(model, gguf_file)
        if gguf is None:
            return None
        folder = gguf_cache.cached_folder(gguf)
        with gguf_cache.locked(folder):
            if not gguf_cache.is_complete(folder):
                tokenizer, hf_model = self._load(model, torch.float32, {"gguf_file": gguf_file})
                saved = gguf_cache.save(folder, gguf, hf_model, tokenizer)
                del hf_model
                if not saved:
                    return None
        return folder

    # --- the interface -------------------------------------------------------------

    def capabilities(self) -> dict:
        return {"json_schema": True, "regex": True, "logprobs": True, "chat": True}

    def info(self) -> dict:
        return {
            "backend": self.backend,
            "model": self.model,
            "gguf_file": self.gguf_file,
            "options": {k: v for k, v in asdict(self.options).items() if k != "gguf_cache"},  # the cache never changes outputs
            "loaded_from": self.loaded_from,
            "device": self.device,
            "dtype": self._dtype,
            "chat_template": bool(self.tokenizer.chat_template),
            "context_window": self.context_window,
            "json_whitespace": "compact",
            "versions": {p: _package_version(p) for p in ("torch", "transformers", "xgrammar", "gguf")},
        }

    @property
    def context_window(self) -> int | None:
        limits = [n for n in (self._config_window, self.options.max_model_len) if n]
        return min(limits) if limits else None

    def count_tokens(self, text: str) -> int:
        return len(self.tokenizer(text, add_special_tokens=False).input_ids)

    def close(self) -> None:
        import torch

        self.hf_model = None
        self._compiler = None
        if torch.cuda.is_available():
            torch.cuda.empty_cache()

    def render(self, request: Request) -> list[int]:
        """The prompt token ids this backend feeds the model for ``request`` (see :mod:`mt_raig.llm.chat_format`)."""
        return render_prompt_ids(request, self.tokenizer)

    def generate(self, requests: Sequence[Request], progress: bool = True) -> list[Completion]:
        results: list[Completion | None] = [None] * len(requests)
        ready: list[tuple[int, list[int], object]] = []
        for i, request in enumerate(requests):
            try:
                ids = self.render(request)
                self._check_length(len(ids))
                grammar = self._grammar(request)
            except Exception as exc:  # one bad request (template, schema, length) never stops the batch
                results[i] = self._failed(exc)
                continue
            ready.append((i, ids, grammar))

        def key(item):
            return repr(requests[item[0]].sampling)

        bar = tqdm(total=len(requests), desc=f"{self.backend} requests answered", disable=not progress, unit="request")
        bar.update(len(requests) - len(ready))
        for _, group in groupby(sorted(ready, key=key), key=key):
            group = sorted(group, key=lambda item: -len(item[1]))
            sampling = requests[group[0][0]].sampling
            for start in range(0, len(group), self.options.batch_size):
                batch = group[start : start + self.options.batch_size]
                try:
                    outs = self._run_batch(batch, sampling)
                except Exception:
                    outs = []
                    for item in batch:  # isolate the request that breaks the batch
                        try:
                            outs.extend(self._run_batch([item], sampling))
                        except Exception as exc:
                            outs.append(self._failed(exc))
                for item, completion in zip(batch, outs):
                    results[item[0]] = completion
                bar.update(len(batch))
        bar.close()
        return results  # type: ignore[return-value]

    # --- internals -------------------------------------------------------------------

    def _failed(self, exc: Exception) -> Completion:
        return Completion(texts=[], status="failed", error=f"{type(exc).__name__}: {exc}", backend=self.backend, model=self.model)

    def _check_length(self, n_prompt: int) -> None:
        window = self.context_window
        if window is not None and n_prompt >= window:
            raise ValueError(f"prompt has {n_prompt} tokens, the context window of {self.model} is {window}")

    def _grammar(self, request: Request):
        if request.json_schema is None and request.regex is None:
            return None
        if self._compiler is None:
            import xgrammar as xgr

            info = xgr.TokenizerInfo.from_huggingface(self.tokenizer, vocab_size=self.vocab_size, stop_token_ids=self.eos_ids)
            self._compiler = xgr.GrammarCompiler(info)
        if request.json_schema is not None:
            return self._compiler.compile_json_schema(json.dumps(request.json_schema), any_whitespace=False)
        return self._compiler.compile_regex(request.regex)

    def _run_batch(self, batch: list[tuple[int, list[int], object]], sampling: Sampling) -> list[Completion]:
        import torch
        from transformers import GenerationConfig, LogitsProcessorList

        started = time.perf_counter()
        width = max(len(ids) for _, ids, _ in batch)
        input_ids = torch.full((len(batch), width), self.pad_id, dtype=torch.long)
        attention = torch.zeros((len(batch), width), dtype=torch.long)
        for row, (_, ids, _) in enumerate(batch):
            input_ids[row, width - len(ids) :] = torch.tensor(ids, dtype=torch.long)
            attention[row, width - len(ids) :] = 1
        max_new = sampling.max_new_tokens
        if self.context_window is not None:
            max_new = max(1, min(max_new, self.context_window - width))
        sample = sampling.temperature > 0
        per_prompt = sampling.n if sample else 1  # greedy: one answer, repeated n times
        config = GenerationConfig(
            max_new_tokens=max_new,
            do_sample=sample,
            temperature=sampling.temperature if sample else None,
            top_p=sampling.top_p if sample else None,
            top_k=0 if sample else None,
            num_return_sequences=per_prompt,
            eos_token_id=self.eos_ids,
            pad_token_id=self.pad_id,
            stop_strings=list(sampling.stop) or None,
            return_dict_in_generate=True,
        )
        processors = LogitsProcessorList()
        recorder = None
        if sampling.logprobs is not None:
            recorder = _first_step_recorder_class()()
            processors.append(recorder)  # first of ours: sees the scores before the grammar mask
        grammars = [g for _, _, g in batch for _ in range(per_prompt)]
        if any(g is not None for g in grammars):
            processors.append(_grammar_processor_class()(grammars, self.vocab_size))
        if sample and sampling.seed is not None:
            torch.manual_seed(sampling.seed)
        with torch.inference_mode():
            out = self.hf_model.generate(
                input_ids=input_ids.to(self.device),
                attention_mask=attention.to(self.device),
                generation_config=config,
                logits_processor=processors,
                tokenizer=self.tokenizer if sampling.stop else None,
            )
        generated = out.sequences[:, width:].cpu()
        first_lp = recorder.logprobs if recorder is not None else None
        latency = time.perf_counter() - started

        completions = []
        for row, (_, ids, _) in enumerate(batch):
            texts, reasons, lps, n_tokens = [], [], [], 0
            for seq in range(per_prompt):
                r = row * per_prompt + seq
                text, count, reason = self._decode(generated[r].tolist(), sampling.stop)
                texts.append(text)
                reasons.append(reason)
                n_tokens += count
                if first_lp is not None:
                    lps.append(self._top_logprobs(first_lp[r], sampling.logprobs))
            if per_prompt < sampling.n:
                texts, reasons, lps = texts * sampling.n, reasons * sampling.n, lps * sampling.n
                n_tokens *= sampling.n
            completions.append(
                Completion(
                    texts=texts,
                    prompt_tokens=len(ids),
                    completion_tokens=n_tokens,
                    latency_s=latency,
                    first_token_logprobs=lps if first_lp is not None else None,
                    finish_reasons=reasons,
                    backend=self.backend,
                    model=self.model,
                )
            )
        return completions

    def _decode(self, tokens: list[int], stop: tuple[str, ...]) -> tuple[str, int, str]:
        """Text (up to the first EOS or stop string), generated token count, finish reason."""
        end = next((k for k, t in enumerate(tokens) if t in self.eos_ids or t == self.pad_id), None)
        count = len(tokens) if end is None else end + 1
        text = self.tokenizer.decode(tokens[: count if end is None else end], skip_special_tokens=True)
        reason = "length" if end is None else "stop"
        cuts = [text.find(s) for s in stop if s and s in text]
        if cuts:
            text, reason = text[: min(cuts)], "stop"
        return text, count, reason

    def _top_logprobs(self, logprobs, k: int) -> dict[str, float]:
        import torch

        values, indices = torch.topk(logprobs, k=min(max(k, 1), logprobs.shape[-1]))
        top: dict[str, float] = {}
        for value, index in zip(values.tolist(), indices.tolist()):
            add_logprob(top, self.tokenizer.decode([index]), float(value))  # same text twice: one outcome, summed
        return top
