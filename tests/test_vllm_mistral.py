"""Mistral-7B-v0.3's chat format through vLLM's Mistral tokenizer (no ``chat_template``; mistral-common renders).

The real v3 tokenizer ships inside mistral-common (a vLLM dependency), so this
builds the same tokenizer vLLM loads for ``mistralai/Mistral-7B-Instruct-v0.3``
(``tokenizer_mode="mistral"``, picked by vLLM itself for that repo) and checks
that our prompt rendering gives exactly mistral-common's own encoding of the chat,
never the plain joined text a template-less tokenizer would get. No engine runs.
"""

from __future__ import annotations

import importlib.util
import shutil
from pathlib import Path

import pytest

pytestmark = [
    pytest.mark.vllm,
    pytest.mark.skipif(importlib.util.find_spec("vllm") is None, reason="needs vLLM (scripts/make_vllm_env.sh)"),
]


@pytest.fixture(scope="module")
def v3_folder(tmp_path_factory) -> Path:
    import mistral_common

    src = Path(mistral_common.__file__).parent / "data" / "mistral_instruct_tokenizer_240323.model.v3"
    folder = tmp_path_factory.mktemp("mistral-7b-v0.3-tokenizer")
    shutil.copy(src, folder / "tokenizer.model.v3")  # the file name the Mistral-7B-Instruct-v0.3 repo uses
    return folder


@pytest.fixture(scope="module")
def tokenizer(v3_folder):
    from vllm.tokenizers import get_tokenizer

    return get_tokenizer(str(v3_folder), tokenizer_mode="mistral")


def _reference_ids(v3_folder: Path, messages: list[dict]) -> list[int]:
    from mistral_common.protocol.instruct.messages import AssistantMessage, SystemMessage, UserMessage
    from mistral_common.protocol.instruct.request import ChatCompletionRequest
    from mistral_common.tokens.tokenizers.mistral import MistralTokenizer

    kinds = {"system": SystemMessage, "user": UserMessage, "assistant": AssistantMessage}
    reference = MistralTokenizer.from_file(str(v3_folder / "tokenizer.model.v3"))
    request = ChatCompletionRequest(messages=[kinds[m["role"]](content=m["content"]) for m in messages])
    return reference.encode_chat_completion(request).tokens


def _text(tokenizer, ids: list[int]) -> str:
    """The pieces as written (special tokens kept; sentencepiece's word marks as spaces)."""
    return tokenizer.decode(ids, skip_special_tokens=False).replace("\u2581", " ")


def test_mistral_tokenizer_has_no_chat_template_and_is_detected(tokenizer):
    from mt_raig.llm.vllm_offline import is_mistral_tokenizer

    assert not getattr(tokenizer, "chat_template", None)
    assert is_mistral_tokenizer(tokenizer)


def test_chat_rendered_by_mistral_common_not_joined(tokenizer, v3_folder):
    from mt_raig.llm import Request
    from mt_raig.llm.chat_format import render_prompt_ids
    from mt_raig.llm.vllm_offline import render_prompt

    messages = [{"role": "system", "content": "Answer with one paragraph."}, {"role": "user", "content": "Which carrier grew fastest?"}]
    ids = render_prompt(Request(messages=tuple(messages)), tokenizer)
    assert ids == _reference_ids(v3_folder, messages)
    text = _text(tokenizer, ids)
    assert "[INST]" in text and "[/INST]" in text and text.index("Answer with one paragraph.") < text.index("Which carrier")
    assert ids[0] == tokenizer.bos_token_id
    # the path a template-less tokenizer takes would have lost the instruction format
    assert render_prompt_ids(Request(messages=tuple(messages)), tokenizer) != ids

    # a final assistant message is continued (prefill), not closed
    prefill = [{"role": "user", "content": "Name one carrier."}, {"role": "assistant", "content": "Delta"}]
    ids = render_prompt(Request(messages=tuple(prefill)), tokenizer)
    assert _text(tokenizer, ids).endswith("[/INST] Delta")
    assert ids[-1] != tokenizer.eos_token_id

    # plain prompts stay plain text with BOS
    plain = render_prompt(Request(prompt="Which carrier?"), tokenizer)
    assert plain[0] == tokenizer.bos_token_id and "[INST]" not in _text(tokenizer, plain)


def test_tokenizer_mode_is_validated():
    from mt_raig.errors import ConfigError
    from mt_raig.llm.vllm_offline import VLLMOptions

    assert VLLMOptions(tokenizer_mode="mistral").engine_kwargs()["tokenizer_mode"] == "mistral"
    with pytest.raises(ConfigError, match="tokenizer_mode must be one of auto, hf, mistral"):
        VLLMOptions(tokenizer_mode="sentencepiece")
