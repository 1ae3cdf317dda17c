"""Retriever training on tiny random TAPAS / Llama models (CPU): config, data, loss, loop, resume, 2 processes."""

import json
import os
import shutil
import socket
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
import torch

from mt_raig.io.benchmark import load_benchmark
from mt_raig.retrieval.base import EncoderOptions
from mt_raig.errors import ConfigError, DataError
from mt_raig.retrieval.training import data as tdata
from mt_raig.retrieval.training.cli import main as train_main
from mt_raig.retrieval.training.config import TrainConfig, load_config
from mt_raig.retrieval.training.loss import id_hash, info_nce
from mt_raig.retrieval.training.model import build_trainable, check_target_modules
from mt_raig.retrieval.training.trainer import Trainer, train_retriever
from tiny_models import make_tiny_llama, make_tiny_tapas

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def tiny_tapas(tmp_path_factory):
    return str(make_tiny_tapas(tmp_path_factory.mktemp("tiny-tapas"), vocab_size=300))


@pytest.fixture(scope="module")
def train_file(tmp_path_factory):
    """16 (question, gold table) records of the bundled sample, each with one BM25 hard negative."""
    bench = load_benchmark(None)
    records = tdata.records_from_benchmark(bench)[:16]
    records = tdata.mine_hard_negatives(records, [bench.tables[k] for k in sorted(bench.tables)], 1, progress=False)
    return str(tdata.write_records(records, tmp_path_factory.mktemp("data") / "train.jsonl"))


def tiny_config(model, train_file, out, **over) -> TrainConfig:
    values = dict(
        retriever="dtr", model=model, train_file=train_file, output_dir=str(out), lora_r=4, lora_alpha=8,
        lora_dropout=0.0, hard_negatives=1, per_device_batch_size=2, epochs=1, max_table_length=48,
        max_question_length=24, learning_rate=1e-3, eval_fraction=0.25, eval_k=3, progress=False,
    )
    values.update(over)
    return load_config(None, values)


def read_log(out) -> list[dict]:
    return [json.loads(line) for line in (Path(out) / "log.jsonl").read_text().splitlines()]


# -- configuration ------------------------------------------------------------------------------


def _parsed(argv):
    """The config the ``train`` subcommand builds from ``argv`` (parsing only, no training)."""
    import argparse

    from mt_raig.config import config_from_args
    from mt_raig.retrieval.training.cli import add_parser, normalize_flags

    parser = argparse.ArgumentParser()
    add_parser(parser.add_subparsers(dest="command"))
    args = parser.parse_args(["train", *normalize_flags(argv)])
    if args.config_path:
        args._config = args.config_path
    return config_from_args(TrainConfig, args)


def test_config_layers_defaults_yaml_cli(tmp_path):
    path = tmp_path / "c.yaml"
    path.write_text("train_file: t.jsonl\noutput_dir: out\nlora_r: 8\nepochs: 3\ntemperature: 0.2\n")
    config = _parsed([str(path), "--epochs=2", "--temperature", "0.1", "--resume", "--target_modules", "query", "value"])
    assert (config.epochs, config.temperature, config.resume) == (2, 0.1, True)
    assert config.target_modules == ["query", "value"] and config.lora_r == 8
    assert config.learning_rate == 2e-5 and config.lr_scheduler == "constant"  # defaults
    assert _parsed(["--config", str(path), "--lora-r", "4"]).lora_r == 4  # --config works as well as the position
    assert load_config(path, {"max_steps": None, "epochs": 1}).max_steps is None


@pytest.mark.parametrize(
    "yaml_text, message",
    [
        ("train_file: t\noutput_dir: o\nlora_r: 8\nlr: 0.1\n", "unknown key 'lr'"),
        ("train_file: t\noutput_dir: o\n", "lora_r is required"),
        ("train_file: t\noutput_dir: o\nlora_r: 8\nepochs: three\n", "'epochs' must be an int"),
        ("train_file: t\noutput_dir: o\nlora_r: 8\nresume: 'false'\n", "'resume' must be a bool"),
        ("train_file: t\noutput_dir: o\nlora_r: 0\n", "lora_r must be >= 1"),
        ("output_dir: o\nlora_r: 8\n", "train_file is required"),
        ("train_file: t\noutput_dir: o\nlora_r: 8\nretriever: bm25\n", "retriever must be one of"),
        ("train_file: t\noutput_dir: o\nlora_r: 8\nlora_r: 4\n", "duplicate key 'lora_r'"),
    ],
)
def test_bad_configs_are_refused_naming_the_problem(tmp_path, yaml_text, message):
    path = tmp_path / "c.yaml"
    path.write_text(yaml_text)
    with pytest.raises(ConfigError, match=message):
        load_config(path)


def test_bad_flags_are_refused(tmp_path, capsys):
    path = tmp_path / "c.yaml"
    path.write_text("train_file: t\noutput_dir: o\nlora_r: 8\n")
    for argv, message in (([str(path), "--epoch", "3"], "unrecognized arguments: --epoch"),
                          ([str(path), "--epochs", "three"], "invalid int value: 'three'")):
        with pytest.raises(SystemExit) as exit_:
            train_main(argv)
        assert exit_.value.code == 2 and message in capsys.readouterr().err
    assert train_main([str(path), "--config", str(path)]) == 2
    assert "as the first argument or as --config, not both" in capsys.readouterr().err


@pytest.mark.parametrize("name", ["dtr", "tablellama", "tablellama-qlora", "tiny-cpu", "dense-minilm"])
def test_shipped_configs_load_with_the_paper_settings(name):
    config = load_config(ROOT / "configs" / "train" / f"{name}.yaml", {"train_file": "x.jsonl"})
    assert (config.lora_r, config.lora_alpha) == (8, 32)
    assert config.lr_scheduler == "constant"
    if name not in ("tiny-cpu", "dense-minilm"):
        assert (config.learning_rate, config.epochs, config.per_device_batch_size) == (2e-5, 5, 1)


def test_empty_training_file_fails_before_any_model_loads(tmp_path):
    empty = tmp_path / "train.jsonl"
    empty.write_text("\n")
    config = load_config(None, dict(train_file=str(empty), output_dir=str(tmp_path / "o"), lora_r=8,
                                    model=str(tmp_path / "no-such-model")))
    with pytest.raises(DataError, match="holds no training records"):
        Trainer(config)


def test_bad_records_are_named(tmp_path):
    path = tmp_path / "train.jsonl"
    path.write_text('{"question": "q", "positive": {"id": "a", "title": "t", "header": ["x"], "cell": [["1"]]}}\n'
                    '{"question": "q2"}\n')
    with pytest.raises(DataError, match=r"train.jsonl:2: missing positive"):
        tdata.read_records(path)


def test_missing_target_modules_refused_from_the_config_alone(tiny_tapas, tmp_path, train_file):
    config_only = tmp_path / "config-only"
    config_only.mkdir()
    shutil.copy(Path(tiny_tapas) / "config.json", config_only / "config.json")  # no weights at all
    config = tiny_config(str(config_only), train_file, tmp_path / "o", target_modules=["q_proj", "value"])
    with pytest.raises(ConfigError, match=r"\['q_proj'\] are not Linear layers"):
        check_target_modules(config)
    with pytest.raises(ConfigError, match="not Linear layers"):
        Trainer(config)


def test_records_without_enough_negatives_are_refused(tiny_tapas, train_file, tmp_path):
    config = tiny_config(tiny_tapas, train_file, tmp_path / "o", hard_negatives=3)
    with pytest.raises(DataError, match="fewer than hard_negatives=3"):
        Trainer(config)


def test_no_negatives_at_all_is_refused(tiny_tapas, train_file, tmp_path):
    config = tiny_config(tiny_tapas, train_file, tmp_path / "o", hard_negatives=0, per_device_batch_size=1)
    with pytest.raises(ConfigError, match="no negatives"):
        Trainer(config)


# -- data and loss ------------------------------------------------------------------------------


def test_converters_split_and_mining(train_file):
    records = tdata.read_records(train_file)
    assert len(records) == 16 and all(len(r.negatives) == 1 for r in records)
    gold = {}
    for r in records:
        gold.setdefault(r.question, set()).add(r.positive.id)
    assert all(r.negatives[0].id not in gold[r.question] for r in records)
    train, held = tdata.split_heldout(records, 0.25, seed=1)
    assert not {r.question for r in train} & {r.question for r in held} and held
    qa = tdata.records_from_qa([{"question": "who?", "table": {"header": ["a"], "rows": [[1]], "name": "n"}}])
    assert qa[0].positive.cells == (("1",),) and qa[0].positive.title == "n"


def test_info_nce_masks_in_batch_gold_tables():
    torch.manual_seed(0)
    q = torch.nn.functional.normalize(torch.randn(2, 8), dim=-1)
    t = torch.nn.functional.normalize(torch.randn(4, 8), dim=-1)
    # both records ask the same question; table 2 (the other record's positive) must not count as a negative
    qk = torch.tensor([id_hash("q"), id_hash("q")])
    tk = torch.tensor([id_hash("a"), id_hash("n1"), id_hash("b"), id_hash("n2")])
    loss = info_nce(q, t, qk, tk, temperature=0.1)
    logits = q @ t.T / 0.1
    want = (torch.logsumexp(logits[0, [0, 1, 3]], 0) - logits[0, 0] + torch.logsumexp(logits[1, [1, 2, 3]], 0) - logits[1, 2]) / 2
    torch.testing.assert_close(loss, want)


@pytest.mark.parametrize("kind", ["dtr", "tablellama"])
def test_a_few_steps_lower_the_loss_on_a_fixed_batch(kind, tiny_tapas, train_file, tmp_path):
    model = tiny_tapas if kind == "dtr" else str(make_tiny_llama(tmp_path / "llama", vocab_size=400))
    config = tiny_config(model, train_file, tmp_path / "o", retriever=kind, learning_rate=5e-3,
                         max_table_length=160 if kind == "tablellama" else 48,
                         max_question_length=160 if kind == "tablellama" else 24)
    module = build_trainable(config, check_target_modules(config))
    records = tdata.read_records(train_file)[:4]
    tables = [t for r in records for t in (r.positive, *r.negatives)]
    q_in, t_in = module.question_inputs([r.question for r in records]), module.table_inputs(tables)
    qk = torch.tensor([id_hash(r.question) for r in records])
    tk = torch.tensor([id_hash(t.id) for t in tables])
    optimizer = torch.optim.AdamW([p for p in module.parameters() if p.requires_grad], lr=1e-2)
    losses = []
    module.train()
    for _ in range(6):
        q, t = module(q_in, t_in)
        loss = info_nce(q, t, qk, tk, 0.05)
        loss.backward()
        optimizer.step()
        optimizer.zero_grad()
        losses.append(loss.item())
    assert losses[-1] < losses[0] - 0.1, losses
    trainable = {n for n, p in module.named_parameters() if p.requires_grad}
    assert trainable and all("lora_" in n or "projection" in n for n in trainable)


# -- the loop -----------------------------------------------------------------------------------


def test_train_checkpoint_resume_and_reload(tiny_tapas, train_file, tmp_path):
    from mt_raig.retrieval.dtr import build_encoder

    out = tmp_path / "run"
    trainer = Trainer(tiny_config(tiny_tapas, train_file, out, max_steps=4, save_every=2, epochs=2))
    record = trainer.train()
    assert record["steps"] == 4 and record["world_size"] == 1 and record["versions"]["peft"]
    assert record["evaluations"] and 0 <= record["evaluations"][-1]["R@3"] <= 100
    assert json.loads((out / "run.json").read_text())["best"]["metric"] == "R@3"
    for folder in ("adapter", "last"):
        assert (out / folder / "adapter_config.json").is_file()
        assert (out / folder / "adapter_model.safetensors").is_file()
    assert sorted(p.name for p in (out / "checkpoints").glob("step-*")) == ["step-00000002", "step-00000004"]
    from safetensors.torch import load_file

    saved = load_file(str(out / "checkpoints" / "step-00000002" / "trainable.safetensors"))
    trainable = {n for n, p in trainer.module.named_parameters() if p.requires_grad}
    assert set(saved) == trainable and all("lora_" in k or "projection" in k for k in saved)  # no frozen base weights
    steps = [e for e in read_log(out) if e["event"] == "step"]
    assert [e["step"] for e in steps] == [1, 2, 3, 4]
    assert all(e["gathered_questions"] == 2 and e["gathered_tables"] == 4 for e in steps)

    # the saved adapter reloads in the dtr encoder and gives the trained module's embeddings
    tables = trainer.data.corpus[:5]
    module = trainer.module.eval()
    with torch.no_grad():
        want = module.embed_tables(module.table_inputs(tables)).numpy()
    enc = build_encoder(None, EncoderOptions(device="cpu", adapter=str(out / "last")))
    np.testing.assert_allclose(enc.encode_tables(tables, progress=False), want, atol=1e-5)

    # resume from step 2 (as if the run died after it) reproduces steps 3 and 4 exactly
    resumed = tmp_path / "resumed"
    shutil.copytree(out, resumed)
    shutil.rmtree(resumed / "checkpoints" / "step-00000004")
    with pytest.raises(DataError, match=r"other settings \(temperature: 0.05 -> 0.1\)"):
        Trainer(tiny_config(tiny_tapas, train_file, resumed, max_steps=4, save_every=2, epochs=2, resume=True,
                            temperature=0.1))
    # tokenized ahead by a worker process this time: same batches, same losses
    result = train_retriever(tiny_config(tiny_tapas, train_file, resumed, max_steps=4, save_every=2, epochs=2,
                                         resume=True, num_workers=1))
    assert result.steps == 4 and (result.adapter / "adapter_config.json").is_file()
    assert result.record["resumed_from"].endswith("step-00000002") and result.best["metric"] == "R@3"
    again = [e for e in read_log(resumed) if e["event"] == "step"]
    assert [e["step"] for e in again] == [1, 2, 3, 4]
    for a, b in zip(steps, again):
        assert a["loss"] == pytest.approx(b["loss"], abs=1e-6)


def test_resume_without_a_checkpoint_is_refused(tiny_tapas, train_file, tmp_path):
    with pytest.raises(DataError, match="no complete checkpoint"):
        Trainer(tiny_config(tiny_tapas, train_file, tmp_path / "empty", resume=True))


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _launch_two(config_path, *extra):
    accelerate = Path(sys.executable).parent / "accelerate"
    env = {**os.environ, "ACCELERATE_USE_CPU": "1", "OMP_NUM_THREADS": "1"}
    proc = subprocess.run(
        [str(accelerate), "launch", "--multi_gpu", "--num_processes", "2", "--num_machines", "1",
         "--mixed_precision", "no", "--dynamo_backend", "no", "--main_process_port", str(_free_port()),
         str(ROOT / "training" / "train_retriever.py"), str(config_path), *extra],
        env=env, capture_output=True, text=True, timeout=600, cwd=ROOT,
    )
    assert proc.returncode == 0, proc.stderr[-3000:]


def resume_with_two(cfg, run_dir, steps):
    """Copy a finished 2-process run, drop its last checkpoint, resume it with 2 processes: the same 4 steps, same losses."""
    resumed = run_dir.parent / "resumed"
    shutil.copytree(run_dir, resumed)
    shutil.rmtree(resumed / "checkpoints" / "step-00000004")
    _launch_two(cfg, "--output_dir", str(resumed), "--resume")
    again = [e for e in read_log(resumed) if e["event"] == "step"]
    assert [e["step"] for e in again] == [1, 2, 3, 4]
    assert [e["loss"] for e in again] == pytest.approx([e["loss"] for e in steps], abs=1e-6)
    return resumed


@pytest.mark.slow
def test_two_cpu_processes_train_like_one_big_batch_and_resume_exactly(tiny_tapas, train_file, tmp_path):
    """accelerate launch with 2 gloo processes, batch 1 each == one process with batch 2, step for step;
    its checkpoints hold every LoRA weight (#10.17) and a 2-process resume continues exactly."""
    from safetensors.torch import load_file

    common = dict(max_steps=4, save_every=2, eval_fraction=0.0, epochs=1)
    single = Trainer(tiny_config(tiny_tapas, train_file, tmp_path / "one", per_device_batch_size=2, **common))
    single.train()
    cfg = tmp_path / "two.yaml"
    values = tiny_config(tiny_tapas, train_file, tmp_path / "two", per_device_batch_size=1, **common).to_dict()
    cfg.write_text(json.dumps(values))  # JSON is YAML
    _launch_two(cfg)
    record = json.loads((tmp_path / "two" / "run.json").read_text())
    assert record["world_size"] == 2 and "MULTI_CPU" in record["distributed_type"]
    two = [e for e in read_log(tmp_path / "two") if e["event"] == "step"]
    one = [e for e in read_log(tmp_path / "one") if e["event"] == "step"]
    assert all(e["world_size"] == 2 and e["gathered_questions"] == 2 and e["gathered_tables"] == 4 for e in two)
    assert [e["loss"] for e in two] == pytest.approx([e["loss"] for e in one], abs=1e-4)

    trainable = {n for n, p in single.module.named_parameters() if p.requires_grad}
    saved = load_file(str(tmp_path / "two" / "checkpoints" / "step-00000002" / "trainable.safetensors"))
    assert set(saved) == trainable  # not empty, no "module." prefix
    assert any(float(v.abs().sum()) > 0 for k, v in saved.items() if "lora_B" in k)  # trained, not the zero init

    resumed = resume_with_two(cfg, tmp_path / "two", two)

    # one process cannot continue a two-process checkpoint (other batches, other optimizer state)
    with pytest.raises(DataError, match="written by 2 processes, this launch has 1"):
        Trainer(tiny_config(tiny_tapas, train_file, resumed, per_device_batch_size=1, resume=True, **common))


def _plant(path, marker):
    """A pickle that creates ``marker`` when unpickled with arbitrary globals allowed."""
    import pickle

    class Payload:
        def __reduce__(self):
            return os.mkdir, (str(marker),)

    path.write_bytes(pickle.dumps(Payload()))


def test_resume_unpickles_nothing_that_can_run_code(tiny_tapas, train_file, tmp_path):
    """#10.17: accelerate's custom_checkpoint_*.pkl used to run planted code on --resume."""
    out = tmp_path / "run"
    config = dict(max_steps=4, save_every=2, epochs=1)
    Trainer(tiny_config(tiny_tapas, train_file, out, **config)).train()
    shutil.rmtree(out / "checkpoints" / "step-00000004")
    step = out / "checkpoints" / "step-00000002"
    marker = tmp_path / "planted-code-ran"
    for name in ("custom_checkpoint_0.pkl", "random_states_0.pkl", "scheduler.bin", "optimizer.bin"):
        _plant(step / name, marker)
    Trainer(tiny_config(tiny_tapas, train_file, out, resume=True, **config)).train()
    assert not marker.exists()
    assert [e["step"] for e in read_log(out) if e["event"] == "step"] == [1, 2, 3, 4]

    shutil.rmtree(out / "checkpoints" / "step-00000004")
    _plant(step / "optimizer-0.pt", marker)
    with pytest.raises(DataError, match="optimizer-0.pt: refused: it holds objects other than tensors"):
        Trainer(tiny_config(tiny_tapas, train_file, out, resume=True, **config)).train()
    assert not marker.exists()


def test_stale_checkpoints_of_an_earlier_run_are_refused(tiny_tapas, train_file, tmp_path):
    out = tmp_path / "run"
    config = dict(max_steps=2, save_every=2, epochs=1)
    Trainer(tiny_config(tiny_tapas, train_file, out, **config)).train()
    earlier = tmp_path / "earlier-step"
    shutil.copytree(out / "checkpoints" / "step-00000002", earlier)
    # a fresh run never mixes with an earlier run's checkpoints
    with pytest.raises(ConfigError, match="holds checkpoints of an earlier run: pass resume to continue it, overwrite"):
        Trainer(tiny_config(tiny_tapas, train_file, out, **config))
    Trainer(tiny_config(tiny_tapas, train_file, out, overwrite=True, max_steps=1, save_every=1, epochs=1)).train()
    assert sorted(p.name for p in (out / "checkpoints").glob("step-*")) == ["step-00000001"]
    # the earlier run's checkpoint, put back with a higher step, is not taken for this run's
    shutil.copytree(earlier, out / "checkpoints" / "step-00000002")
    with pytest.raises(DataError, match="is from an earlier run, not the current run"):
        Trainer(tiny_config(tiny_tapas, train_file, out, resume=True, **config))
    shutil.rmtree(out / "checkpoints" / "step-00000002")
    # the same settings but other training data
    records = tdata.read_records(train_file)
    changed = tmp_path / "train.jsonl"
    tdata.write_records(records[1:] + records[:1], changed)
    with pytest.raises(DataError, match="the training data changed"):
        Trainer(tiny_config(tiny_tapas, str(changed), out, resume=True, **config, ))


def test_cli_prints_a_clean_error(tmp_path, capsys):
    sys.path.insert(0, str(ROOT / "training"))
    try:
        import train_retriever
    finally:
        sys.path.pop(0)
    code = train_retriever.main(["--train_file", str(tmp_path / "none.jsonl"), "--output_dir", str(tmp_path),
                                 "--lora_r", "8"])
    assert code == 2
    assert "mt-raig: error: training file" in capsys.readouterr().err


def test_train_is_an_mt_raig_subcommand(tmp_path, capsys):
    from mt_raig.cli import main

    code = main(["train", "--train-file", str(tmp_path / "none.jsonl"), "--output-dir", str(tmp_path), "--lora-r", "8"])
    assert code == 2 and "training file" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["train", "--help"])
    assert "--resume" in capsys.readouterr().out


def test_hub_style_dataset_folder_reads_like_jsonl(train_file, tmp_path):
    import datasets

    rows = [json.loads(line) for line in Path(train_file).read_text().splitlines()]
    datasets.DatasetDict({"train": datasets.Dataset.from_list(rows)}).save_to_disk(str(tmp_path / "ds"))
    from_disk = tdata.read_records(tmp_path / "ds", split="train")
    assert from_disk == tdata.read_records(train_file)
