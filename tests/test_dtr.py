"""dtr: TAPAS dual encoder on a tiny random TAPAS with a WordPiece vocab trained here."""

import numpy as np
import pytest
import torch

from mt_raig.io.benchmark import load_benchmark
from mt_raig.errors import BackendError, ConfigError, DataError
from mt_raig.retrieval.base import EncoderOptions
from mt_raig.retrieval.dtr import (
    CONFIG_FILE,
    HEAD_FILE,
    TABLE_TOWER_DIR,
    DTRSettings,
    TapasDualEncoder,
    build_encoder,
)
from tiny_models import make_tiny_tapas
from mt_raig.tables import Table


@pytest.fixture(scope="module")
def tiny(tmp_path_factory):
    return str(make_tiny_tapas(tmp_path_factory.mktemp("tiny-tapas"), vocab_size=300))


@pytest.fixture(scope="module")
def sample():
    bench = load_benchmark(None)
    return [bench.tables[k] for k in sorted(bench.tables)][:6], [e.question for e in bench.examples][:4]


def _perturb(module, seed=1):
    """Give LoRA B matrices and projections non-trivial values, as training would."""
    generator = torch.Generator().manual_seed(seed)
    with torch.no_grad():
        for name, p in module.named_parameters():
            if p.requires_grad:
                p.add_(torch.randn(p.shape, generator=generator) * 0.1)


def test_embeddings_are_normalised_deterministic_and_shaped(tiny, sample):
    tables, questions = sample
    enc = build_encoder(tiny, EncoderOptions(device="cpu", max_length=96))
    t = enc.encode_tables(tables, batch_size=4, progress=False)
    q = enc.encode_questions(questions, progress=False)
    assert t.shape == (len(tables), 32) and q.shape == (len(questions), 32)
    assert t.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(t, axis=1), 1.0, atol=1e-5)
    # batching does not change a table's embedding (padding is masked)
    np.testing.assert_allclose(enc.encode_tables(tables[:1], progress=False)[0], t[0], atol=1e-5)
    info = enc.info()
    assert info["model"] == tiny and info["max_table_length"] == 96 and info["adapter"] is None


def test_tables_are_tokenized_as_tables(tiny):
    module = TapasDualEncoder.from_pretrained(DTRSettings(model=tiny, max_table_length=64))
    table = Table.create("flights", ["origin", "dest"], [["jfk", "lax"], ["lga", "sfo"]])
    inputs = module.table_inputs([table])
    types = inputs["token_type_ids"][0]  # [len, 7]: segment, column, row, ...
    assert types[:, 1].max().item() == 2  # two columns
    assert types[:, 2].max().item() == 2  # two rows
    question = module.question_inputs(["how many flights left jfk"])
    assert question["token_type_ids"].abs().sum().item() == 0


def test_oversized_tables_are_cut_not_refused(tiny):
    module = TapasDualEncoder.from_pretrained(DTRSettings(model=tiny, max_table_length=64))
    wide = Table.create("a very long title " * 20, [f"column number {i}" for i in range(60)], [[str(r)] * 60 for r in range(3)])
    long = Table.create("t", ["a", "b"], [[str(i), "x"] for i in range(500)])
    inputs = module.table_inputs([wide, long])
    assert inputs["input_ids"].shape[1] <= 64
    types = inputs["token_type_ids"]
    assert 1 <= types[0, :, 1].max().item() < 60  # some columns of the wide table kept
    assert 1 < types[1, :, 2].max().item() < 500  # some rows of the long table kept


@pytest.mark.parametrize("towers", ["shared", "separate"])
def test_adapter_round_trip_gives_the_same_embeddings(tiny, sample, tmp_path, towers):
    from peft import LoraConfig, PeftModel
    from transformers import TapasModel

    tables, questions = sample
    module = TapasDualEncoder.from_pretrained(DTRSettings(model=tiny, towers=towers, max_table_length=96))
    module.add_lora(LoraConfig(r=4, lora_alpha=8, target_modules=["query", "value"]))
    _perturb(module)
    module.eval()
    with torch.no_grad():
        want_t = module.embed_tables(module.table_inputs(tables)).numpy()
        want_q = module.embed_questions(module.question_inputs(questions)).numpy()
    module.save_adapter(tmp_path)
    assert (tmp_path / "adapter_config.json").is_file() and (tmp_path / "adapter_model.safetensors").is_file()
    assert (tmp_path / HEAD_FILE).is_file() and (tmp_path / CONFIG_FILE).is_file()
    assert (tmp_path / TABLE_TOWER_DIR / "adapter_model.safetensors").is_file() == (towers == "separate")

    enc = build_encoder(None, EncoderOptions(device="cpu", adapter=str(tmp_path)))
    np.testing.assert_allclose(enc.encode_tables(tables, progress=False), want_t, atol=1e-5)
    np.testing.assert_allclose(enc.encode_questions(questions, progress=False), want_q, atol=1e-5)
    assert enc.info()["adapter"] == str(tmp_path) and enc.info()["towers"] == towers

    # the plain PEFT loader reads the same folder
    peft_model = PeftModel.from_pretrained(TapasModel.from_pretrained(tiny, add_pooling_layer=False), str(tmp_path))
    key = next(k for k in peft_model.state_dict() if "lora_B" in k)
    torch.testing.assert_close(peft_model.state_dict()[key], module.question_tower.state_dict()[key])


def test_bad_options_and_folders_are_refused(tiny, tmp_path):
    with pytest.raises(ConfigError, match="4-bit"):
        build_encoder(tiny, EncoderOptions(device="cpu", load_in_4bit=True))
    with pytest.raises(DataError, match="not a dtr adapter folder"):
        build_encoder(tiny, EncoderOptions(device="cpu", adapter=str(tmp_path)))
    with pytest.raises(ConfigError, match="towers"):
        DTRSettings(model=tiny, towers="three")


def test_adapter_records_an_absolute_base_model_and_names_a_missing_one(tiny, sample, tmp_path, monkeypatch):
    """#10.17: a base model given as a relative path is stored absolute; a missing base is a clear error."""
    import json
    import shutil

    from peft import LoraConfig

    tables, _ = sample
    base = tmp_path / "work" / "base"
    shutil.copytree(tiny, base)
    monkeypatch.chdir(tmp_path / "work")
    module = TapasDualEncoder.from_pretrained(DTRSettings(model="base", max_table_length=64))
    module.add_lora(LoraConfig(r=4, lora_alpha=8, target_modules=["query", "value"]))
    _perturb(module)
    module.save_adapter("adapter")
    assert json.loads((base.parent / "adapter" / CONFIG_FILE).read_text())["model"] == str(base)
    assert json.loads((base.parent / "adapter" / "adapter_config.json").read_text())["base_model_name_or_path"] == str(base)
    monkeypatch.chdir(tmp_path)  # the adapter is used from elsewhere
    want = build_encoder(None, EncoderOptions(device="cpu", adapter="work/adapter")).encode_tables(tables[:2], progress=False)
    assert want.shape == (2, 32)
    base.rename(tmp_path / "moved")
    with pytest.raises(BackendError, match=f"base model {base} does not exist; pass the base model as dtr:PATH_OR_HUB_ID"):
        build_encoder(None, EncoderOptions(device="cpu", adapter="work/adapter"))
    again = build_encoder(str(tmp_path / "moved"), EncoderOptions(device="cpu", adapter="work/adapter"))
    np.testing.assert_allclose(again.encode_tables(tables[:2], progress=False), want, atol=1e-5)


def test_registry_spec_runs_dense_retrieval(tiny, sample):
    from mt_raig.retrieval.registry import load_retriever

    tables, questions = sample
    retriever = load_retriever(f"dtr:{tiny}", EncoderOptions(device="cpu", max_length=64, batch_size=4))
    retriever.index(tables, progress=False)
    rankings = retriever.search(questions[:2], k=3, progress=False)
    assert [len(r) for r in rankings] == [3, 3]
    assert {tid for r in rankings for tid, _ in r} <= {t.id for t in tables}
