"""The vLLM backend's request building, tested without vLLM (and against it where installed)."""

from __future__ import annotations

import importlib.util
import math
from dataclasses import dataclass

import pytest
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import PreTrainedTokenizerFast

from mt_raig.llm import LLMConfigError, Request, Sampling, load_llm
from mt_raig.llm.chat_format import apply_template, fold_system
from mt_raig.llm.vllm_offline import VLLMOptions, build_sampling_kwargs, render_prompt, top_logprobs

SCHEMA = {"type": "object", "properties": {"score": {"type": "integer"}}, "required": ["score"]}


def _tokenizer(chat_template: str | None) -> PreTrainedTokenizerFast:
    words = ["<s>", "</s>", "<unk>", "Be", "brief.", "Which", "carrier?", "<|user|>", "<|system|>", "<|assistant|>", "<|end|>", "\n\n"]
    tok = Tokenizer(models.WordLevel({w: i for i, w in enumerate(words)}, unk_token="<unk>"))
    tok.pre_tokenizer = pre_tokenizers.WhitespaceSplit()
    fast = PreTrainedTokenizerFast(tokenizer_object=tok, bos_token="<s>", eos_token="</s>", unk_token="<unk>")
    fast.chat_template = chat_template
    return fast


def test_sampling_kwargs_use_current_structured_outputs_api():
    plain = build_sampling_kwargs(Request(prompt="x"))
    assert plain == {
        "n": 1, "temperature": 0.0, "top_p": 1.0, "top_k": 0, "max_tokens": 512, "seed": 0, "stop": None,
        "logprobs": None, "repetition_penalty": 1.0,
    }
    sampled = build_sampling_kwargs(
        Request(messages=({"role": "user", "content": "q"},), sampling=Sampling(temperature=0.7, top_p=0.9, max_new_tokens=64, n=4, seed=3, stop=("\n\n",), logprobs=5))
    )
    assert (sampled["n"], sampled["temperature"], sampled["top_p"], sampled["max_tokens"], sampled["seed"]) == (4, 0.7, 0.9, 64, 3)
    assert sampled["stop"] == ["\n\n"] and sampled["logprobs"] == 5
    assert build_sampling_kwargs(Request(prompt="x", json_schema=SCHEMA))["structured_outputs"] == {"json": SCHEMA, "disable_any_whitespace": True}
    assert build_sampling_kwargs(Request(prompt="x", regex="[1-5]"))["structured_outputs"] == {"regex": "[1-5]"}
    for kwargs in (plain, sampled):
        assert "structured_outputs" not in kwargs and not any(k.startswith("guided") for k in kwargs)


def test_engine_kwargs_keep_prefix_caching_on():
    kwargs = VLLMOptions(tensor_parallel_size=2, max_model_len=8192).engine_kwargs()
    assert kwargs["enable_prefix_caching"] is True and kwargs["tensor_parallel_size"] == 2 and kwargs["max_model_len"] == 8192
    assert "quantization" not in VLLMOptions().engine_kwargs() and "max_model_len" not in VLLMOptions().engine_kwargs()
    with pytest.raises(ValueError, match="gpu_memory_utilization"):
        VLLMOptions(gpu_memory_utilization=1.5)


def test_prompt_rendering_with_and_without_chat_template():
    template = "{% for m in messages %}<|{{ m['role'] }}|> {{ m['content'] }} <|end|> {% endfor %}{% if add_generation_prompt %}<|assistant|>{% endif %}"
    chat = _tokenizer(template)
    request = Request(messages=({"role": "system", "content": "Be brief."}, {"role": "user", "content": "Which carrier?"}))
    ids = render_prompt(request, chat)
    assert chat.convert_ids_to_tokens(ids) == ["<|system|>", "Be", "brief.", "<|end|>", "<|user|>", "Which", "carrier?", "<|end|>", "<|assistant|>"]
    plain = _tokenizer(None)
    assert plain.convert_ids_to_tokens(render_prompt(request, plain)) == ["Be", "brief.", "Which", "carrier?"]
    assert render_prompt(Request(prompt="Which carrier?"), plain) == plain("Which carrier?").input_ids


@dataclass
class _Logprob:  # the shape of vllm.logprobs.Logprob
    logprob: float
    rank: int | None
    decoded_token: str | None


def test_top_logprobs_keeps_k_likeliest():
    position = {7: _Logprob(-0.2, 1, "5"), 3: _Logprob(-3.0, 3, "3"), 9: _Logprob(-1.9, 2, "4"), 11: _Logprob(-5.0, 9, "1")}
    assert top_logprobs(position, 2) == {"5": -0.2, "4": -1.9}
    assert list(top_logprobs(position, 10)) == ["5", "4", "3", "1"]


def test_top_logprobs_of_ids_with_the_same_text_are_summed():
    """Two ids that decode to "1" (e.g. "1" and "▁1" in a tokenizer that drops the word marker) are one outcome."""
    position = {7: _Logprob(math.log(0.3), 1, "1"), 8: _Logprob(math.log(0.25), 2, "1"), 3: _Logprob(math.log(0.4), 3, "0")}
    top = top_logprobs(position, 3)
    assert set(top) == {"0", "1"} and math.exp(top["1"]) == pytest.approx(0.55) and math.exp(top["0"]) == pytest.approx(0.4)


@pytest.mark.skipif(importlib.util.find_spec("vllm") is not None, reason="vLLM is installed here")
def test_missing_vllm_names_the_extra():
    with pytest.raises(ImportError, match=r"mt-raig\[vllm\]"):
        load_llm("vllm:Qwen/Qwen2-7B-Instruct")
    with pytest.raises(LLMConfigError, match="unknown key 'tp'.*tensor_parallel_size"):
        load_llm("vllm:Qwen/Qwen2-7B-Instruct", {"tp": 2})


@pytest.mark.vllm
@pytest.mark.skipif(importlib.util.find_spec("vllm") is None, reason="needs vLLM")
def test_kwargs_build_real_sampling_params():
    from vllm import SamplingParams
    from vllm.sampling_params import StructuredOutputsParams

    kwargs = build_sampling_kwargs(Request(prompt="x", json_schema=SCHEMA, sampling=Sampling(logprobs=3)))
    kwargs["structured_outputs"] = StructuredOutputsParams(**kwargs["structured_outputs"])
    params = SamplingParams(**kwargs)
    assert params.structured_outputs.json == SCHEMA and params.max_tokens == 512 and params.logprobs == 3
    assert params.structured_outputs.disable_any_whitespace is True


GEMMA_LIKE = (
    "{% if messages[0]['role'] == 'system' %}{{ raise_exception('System role not supported') }}{% endif %}"
    "{% for m in messages %}<|{{ m['role'] }}|> {{ m['content'] }} <|end|> {% endfor %}"
    "{% if add_generation_prompt %}<|assistant|>{% endif %}"
)


def test_templates_without_system_role_get_it_folded_into_the_user_turn():
    tok = _tokenizer(GEMMA_LIKE)
    request = Request(messages=({"role": "system", "content": "Be brief."}, {"role": "user", "content": "Which carrier?"}))
    ids = render_prompt(request, tok)
    assert tok.convert_ids_to_tokens(ids) == ["<|user|>", "Be", "brief.", "Which", "carrier?", "<|end|>", "<|assistant|>"]
    assert apply_template(tok, [dict(m) for m in request.messages]) == "<|user|> Be brief.\n\nWhich carrier? <|end|> <|assistant|>"
    assert fold_system([{"role": "system", "content": "S"}, {"role": "user", "content": "U"}, {"role": "assistant", "content": "A"}]) == [
        {"role": "user", "content": "S\n\nU"}, {"role": "assistant", "content": "A"}]
    # other template errors are not swallowed
    broken = _tokenizer("{{ raise_exception('bad template') }}")
    with pytest.raises(Exception, match="bad template"):
        render_prompt(request, broken)
