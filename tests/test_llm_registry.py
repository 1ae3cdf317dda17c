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
