"""``mt-raig train --retriever dense[:MODEL]``: any sentence-transformers model trained with LoRA + InfoNCE.

The untrained dual encoder embeds exactly as ``dense`` does (real MiniLM); a tiny random sentence-transformers
model trains, checkpoints, resumes and reloads through ``--adapter``; two CPU processes resume exactly (slow).
"""

import json
import shutil

import numpy as np
import pytest

from mt_raig.errors import ConfigError
from mt_raig.io.benchmark import load_benchmark
from mt_raig.retrieval.base import EncoderOptions
from mt_raig.retrieval.dual_encoder import DualEncoderEncoder
from mt_raig.retrieval.registry import load_encoder
from mt_raig.retrieval.st_dual_encoder import DenseSettings, SentenceTransformerDualEncoder
from mt_raig.retrieval.training.config import TrainConfig
from mt_raig.retrieval.training.trainer import Trainer
from test_training import _launch_two, read_log, resume_with_two, tiny_config  # noqa: F401  (fixtures below reuse the sample data)
from test_training import train_file  # noqa: F401  (pytest fixture)
from tiny_models import make_tiny_sentence_transformer


@pytest.fixture(scope="module")
def tiny_st(tmp_path_factory):
    return str(make_tiny_sentence_transformer(tmp_path_factory.mktemp("tiny-st")))


def _sample_tables(n=6):
    bench = load_benchmark(None)
    return [bench.tables[k] for k in sorted(bench.tables)[:n]]


def test_untrained_dual_encoder_embeds_as_the_dense_retriever():
    tables = _sample_tables()
    questions = ["Which airline had the most delayed flights?", "How did life expectancy change in Europe?"]
    ours = DualEncoderEncoder(SentenceTransformerDualEncoder.from_pretrained(DenseSettings()), "cpu", None)
    ref = load_encoder("dense")
    np.testing.assert_allclose(ours.encode_tables(tables, progress=False), ref.encode_tables(tables, progress=False), atol=1e-5)
    np.testing.assert_allclose(ours.encode_questions(questions, progress=False), ref.encode_questions(questions, progress=False), atol=1e-5)
    assert ours.module.settings.pooling == "mean" and ours.module.settings.normalize is True


def test_retriever_spec_names_the_model():
    cfg = TrainConfig(retriever="dense:my/model")
    assert (cfg.retriever, cfg.model) == ("dense", "my/model")
    with pytest.raises(ConfigError, match="names model 'my/model' but model is 'other'"):
        TrainConfig(retriever="dense:my/model", model="other")
    with pytest.raises(ConfigError, match="retriever must be one of"):
        TrainConfig(retriever="sparse").validate()
    with pytest.raises(ConfigError, match="dtr only"):
        TrainConfig(retriever="dense", towers="separate").validate()


def test_train_checkpoint_resume_and_load_with_adapter(tiny_st, train_file, tmp_path):  # noqa: F811
    common = dict(retriever=f"dense:{tiny_st}", max_steps=4, save_every=2, eval_fraction=0.25, epochs=1)
    full = Trainer(tiny_config(None, train_file, tmp_path / "full", **common))
    result = full.train()
    adapter = tmp_path / "full" / "adapter"
    assert (adapter / "adapter_config.json").is_file() and (adapter / "dense_config.json").is_file()
    saved = json.loads((adapter / "dense_config.json").read_text())
    assert saved["pooling"] == "mean" and saved["normalize"] is True and saved["model"] == tiny_st

    # resume from the step-2 checkpoint: the same losses as the uninterrupted run
    resumed = tmp_path / "resumed"
    shutil.copytree(tmp_path / "full", resumed)
    shutil.rmtree(resumed / "checkpoints" / "step-00000004")
    Trainer(tiny_config(None, train_file, resumed, resume=True, **common)).train()
    steps = lambda out: [e["loss"] for e in read_log(out) if e["event"] == "step"]  # noqa: E731
    assert steps(resumed) == pytest.approx(steps(tmp_path / "full"), abs=1e-6)

    # the adapter reloads through the retriever spec and embeds as the trained module does
    tables = _sample_tables(4)
    trained = load_encoder("dense", EncoderOptions(adapter=str(adapter)))
    base = load_encoder(f"dense:{tiny_st}")
    live = DualEncoderEncoder(full.module, "cpu", None)  # one evaluation (the run's end): the best adapter is the last
    np.testing.assert_allclose(trained.encode_tables(tables, progress=False), live.encode_tables(tables, progress=False), atol=1e-5)
    assert not np.allclose(trained.encode_tables(tables, progress=False), base.encode_tables(tables, progress=False), atol=1e-4)
    record = json.loads((tmp_path / "full" / "run.json").read_text())
    assert record["config"]["retriever"] == "dense" and result["best"] is not None


@pytest.mark.slow
def test_two_cpu_processes_train_dense_and_resume_exactly(tiny_st, train_file, tmp_path):  # noqa: F811
    common = dict(retriever="dense", max_steps=4, save_every=2, eval_fraction=0.0, epochs=1, per_device_batch_size=1)
    cfg = tmp_path / "two.yaml"
    cfg.write_text(json.dumps(tiny_config(tiny_st, train_file, tmp_path / "two", **common).to_dict()))
    _launch_two(cfg)
    two = [e for e in read_log(tmp_path / "two") if e["event"] == "step"]
    assert len(two) == 4 and all(e["world_size"] == 2 and e["gathered_questions"] == 2 for e in two)
    resume_with_two(cfg, tmp_path / "two", two)
