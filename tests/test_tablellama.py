"""tablellama: decoder-LLM embedder on a tiny random Llama with a BPE tokenizer trained here."""

import numpy as np
import pytest
import torch

from mt_raig.io.benchmark import load_benchmark
from mt_raig.errors import BackendError, ConfigError
from mt_raig.retrieval.base import EncoderOptions
from mt_raig.retrieval.tablellama import (
    CONFIG_FILE,
    DecoderEmbedder,
    TableLlamaSettings,
    build_encoder,
)
from tiny_models import make_tiny_llama


@pytest.fixture(scope="module")
def tiny(tmp_path_factory):
    return str(make_tiny_llama(tmp_path_factory.mktemp("tiny-llama"), vocab_size=400))


@pytest.fixture(scope="module")
def sample():
    bench = load_benchmark(None)
    return [bench.tables[k] for k in sorted(bench.tables)][:5], [e.question for e in bench.examples][:4]


def test_eos_pooling_is_padding_invariant_and_normalised(tiny, sample):
    tables, questions = sample
    enc = build_encoder(tiny, EncoderOptions(device="cpu", max_length=256))
    q = enc.encode_questions(questions, progress=False)
    t = enc.encode_tables(tables, batch_size=2, progress=False)
    assert q.shape == (4, 32) and t.shape == (5, 32) and q.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(q, axis=1), 1.0, atol=1e-5)
    # each question alone (no padding) == inside a right-padded batch
    alone = np.stack([enc.encode_questions([x], progress=False)[0] for x in questions])
    np.testing.assert_allclose(alone, q, atol=1e-5)
    assert enc.info()["prompt_version"] and enc.info()["max_table_length"] == 256


def test_prompt_tail_and_eos_survive_truncation(tiny, sample):
    tables, _ = sample
    module = DecoderEmbedder.from_pretrained(TableLlamaSettings(model=tiny, max_table_length=160))
    inputs = module.table_inputs(tables)
    assert inputs["input_ids"].shape[1] == 160
    tail = module._tail_ids
    for row, mask in zip(inputs["input_ids"], inputs["attention_mask"]):
        n = int(mask.sum())
        assert row[n - len(tail) : n].tolist() == tail and row[n - 1] == module.tokenizer.eos_token_id


def test_adapter_round_trip_gives_the_same_embeddings(tiny, sample, tmp_path):
    from peft import LoraConfig, PeftModel
    from transformers import AutoModel

    tables, questions = sample
    module = DecoderEmbedder.from_pretrained(TableLlamaSettings(model=tiny, max_table_length=128))
    module.add_lora(LoraConfig(r=4, lora_alpha=8, target_modules=["q_proj", "v_proj"]))
    generator = torch.Generator().manual_seed(0)
    with torch.no_grad():
        for p in module.parameters():
            if p.requires_grad:
                p.add_(torch.randn(p.shape, generator=generator) * 0.1)
    module.eval()
    with torch.no_grad():
        want = module.embed_tables(module.table_inputs(tables)).numpy()
    module.save_adapter(tmp_path)
    assert (tmp_path / "adapter_model.safetensors").is_file() and (tmp_path / CONFIG_FILE).is_file()
    enc = build_encoder(None, EncoderOptions(device="cpu", adapter=str(tmp_path)))
    np.testing.assert_allclose(enc.encode_tables(tables, progress=False), want, atol=1e-5)
    peft_model = PeftModel.from_pretrained(AutoModel.from_pretrained(tiny), str(tmp_path))
    key = next(k for k in peft_model.state_dict() if "lora_B" in k)
    torch.testing.assert_close(peft_model.state_dict()[key], module.backbone.state_dict()[key])


def test_4bit_without_cuda_is_refused_before_loading(tmp_path):
    if torch.cuda.is_available():
        pytest.skip("has CUDA")
    # the folder does not even exist: the refusal must come first
    with pytest.raises(BackendError, match="CUDA"):
        build_encoder(str(tmp_path / "nothing"), EncoderOptions(device="cpu", load_in_4bit=True))


def test_settings_refuse_a_budget_with_no_room():
    with pytest.raises(ConfigError, match="max_table_length"):
        TableLlamaSettings(model="x", max_table_length=10)
