"""The registry's offline Gemma alias and spec errors (no model is loaded here)."""

from pathlib import Path

import pytest

from mt_raig.llm.registry import LLMConfigError, load_llm, offline_gemma_path


def test_offline_gemma_alias_resolves_to_a_gguf_file():
    path = Path(offline_gemma_path())
    assert path.suffix == ".gguf" and path.stat().st_size > 100_000_000


def test_unknown_backend_and_option_are_named():
    with pytest.raises(LLMConfigError, match="nope"):
        load_llm("nope:model")
    with pytest.raises(LLMConfigError, match="colour"):
        load_llm("transformers:gemma3-270m-gguf", {"colour": "red"})


def test_openai_reasoning_models_get_no_sampling_fields():
    from mt_raig.llm.base import Request, Sampling
    from mt_raig.llm.openai_api import OpenAIOptions, build_chat_body

    req = Request(prompt="hi", sampling=Sampling(max_new_tokens=7))
    plain = build_chat_body(req, "gpt-4o", OpenAIOptions(), "openai")
    assert plain["temperature"] == 0.0 and plain["top_p"] == 1.0 and "reasoning_effort" not in plain
    o3 = build_chat_body(req, "o3-mini", OpenAIOptions(send_sampling=False, reasoning_effort="medium", max_tokens_param="max_completion_tokens"), "openai")
    assert "temperature" not in o3 and "top_p" not in o3
    assert o3["reasoning_effort"] == "medium" and o3["max_completion_tokens"] == 7
    with pytest.raises(ValueError, match="reasoning_effort"):
        OpenAIOptions(reasoning_effort="max")
