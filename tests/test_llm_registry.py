"""The registry's offline Gemma alias and spec errors (no model is loaded here)."""

from pathlib import Path

import pytest

from mt_raig.errors import ConfigError
from mt_raig.llm.registry import load_llm, offline_gemma_path


def test_offline_gemma_alias_resolves_to_a_gguf_file():
    path = Path(offline_gemma_path())
    assert path.suffix == ".gguf" and path.stat().st_size > 100_000_000


def test_unknown_backend_and_option_are_named():
    with pytest.raises(ConfigError, match="nope"):
        load_llm("nope:model")
    with pytest.raises(ConfigError, match="colour"):
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
    with pytest.raises(ConfigError, match="reasoning_effort"):
        OpenAIOptions(reasoning_effort="max")


def test_backends_are_a_registry_with_lazy_imports_and_named_errors():
    import subprocess
    import sys

    from mt_raig.llm.registry import BACKENDS, known_backends

    assert known_backends() == ["openai", "openai-batch", "transformers", "vllm"]
    assert BACKENDS.describe()["openai"]
    # choosing a backend by name imports nothing heavy until it is built
    code = "import sys, mt_raig.llm.registry as r; r.parse_spec('vllm:m'); print('torch' in sys.modules, 'openai' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split()
    assert out == ["False", "False"]
    with pytest.raises(ConfigError, match="unknown LLM backend 'gpt'.*known backends: openai, openai-batch, transformers, vllm"):
        load_llm("gpt:4o")
