"""Issue #20 items 1, 2, 8: one guard at the command-line edge. Every command x output flag x input flag, with the
output naming the input as itself, ./, a/../, a symlink, a hard link or its settings sidecar: exit 2, one line,
the input byte-identical, and no request sent (a local OpenAI-compatible server counts them)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from openai_server import OpenAIServer

from mt_raig.cli import main

ROOT = Path(__file__).resolve().parents[1]


def _files(tmp: Path) -> dict[str, Path]:
    files = {
        "predictions": tmp / "preds.jsonl", "pairs": tmp / "pairs.jsonl", "config": tmp / "settings.yaml",
        "run": tmp / "run.json", "scores": tmp / "scores.json",
    }
    files["predictions"].write_text('{"question_id": "q1", "insight": "x"}\n')
    (tmp / "preds.settings.json").write_text("{}\n")
    files["pairs"].write_text('{"id": "p1"}\n')
    files["config"].write_text("progress: false\n")
    files["run"].write_text("{}\n")
    files["scores"].write_text("{}\n")
    sub = tmp / "submission"
    sub.mkdir()
    (sub / "predictions.jsonl").write_text("{}\n")
    files["submission"] = sub / "predictions.jsonl"
    return files


# command, output flag, the input it must not overwrite, the rest of the command line ({name} = a file above)
CASES = [
    ("metrics", "--out", "predictions", ["--predictions", "{predictions}", "--metrics", "g-eval:openai:m@{url}"]),
    ("metrics", "--out", "config", ["--config", "{config}", "--predictions", "{predictions}"]),
    ("evaluate", "--out", "predictions", ["--predictions", "{predictions}", "--judge", "llm:openai:m@{url}"]),
    ("evaluate", "--cache", "predictions", ["--predictions", "{predictions}", "--judge", "llm:openai:m@{url}"]),
    ("evaluate", "--out", "sidecar", ["--predictions", "{predictions}", "--judge", "llm:openai:m@{url}"]),
    ("evaluate", "--out", "config", ["--config", "{config}", "--predictions", "{predictions}", "--judge", "lexical"]),
    ("meta-eval", "--out", "pairs", ["--pairs", "{pairs}", "--metrics", "sacrebleu", "--judge", "lexical"]),
    ("retrieve", "--out", "config", ["--config", "{config}", "--retriever", "bm25"]),
    ("generate", "--out", "run", ["--run", "{run}", "--backend", "openai:m@{url}"]),
    ("report", "--out", "scores", ["a={scores}"]),
    ("submit", "--out", "submission", ["score", "{submission_dir}", "--board", str(ROOT / "configs/leaderboard/proxy.yaml")]),
    ("train", "--output-dir", "config", ["--config", "{config}"]),
    ("build-benchmark", "--out", "predictions", ["--tables", "{predictions}", "--llm", "openai:m@{url}"]),
    ("dataset", "--out", "scores", ["build", "--release", "{submission_dir}", "--config", "{scores}"]),
    ("leaderboard", "--results", "config", ["process", "--queue", "{queue_dir}", "--board", "{config}"]),
]
FORMS = ["same", "dot", "dotdot", "symlink", "hardlink"]


def _form(path: Path, form: str, tmp: Path) -> str:
    if form == "same":
        return str(path)
    if form == "dot":
        return os.path.relpath(path, tmp).join(["./", ""])
    if form == "dotdot":
        return str(path.parent / "missing" / ".." / path.name)
    link = tmp / f"alias-{form}{path.suffix}"
    if form == "symlink":
        link.symlink_to(path)
    else:
        os.link(path, link)
    return str(link)


@pytest.mark.parametrize("form", FORMS)
@pytest.mark.parametrize("command,flag,victim,rest", CASES, ids=[f"{c[0]}{c[1]}={c[2]}" for c in CASES])
def test_an_output_never_overwrites_an_input(command, flag, victim, rest, form, tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
    files = _files(tmp_path)
    target = tmp_path / "preds.settings.json" if victim == "sidecar" else files[victim]
    before = target.read_bytes()
    with OpenAIServer(lambda body: "1") as server:
        values = {k: str(v) for k, v in files.items()} | {"url": server.url, "submission_dir": str(files["submission"].parent),
                                                          "queue_dir": str(tmp_path / "queue")}
        argv = [command, *[a.format(**values) for a in rest], flag, _form(target, form, tmp_path)]
        code = main(argv)
        assert len(server.requests) == 0
    err = capsys.readouterr().err.strip().splitlines()
    assert code == 2 and len(err) == 1 and err[0].startswith("mt-raig: error: ") and flag in err[0]
    assert target.read_bytes() == before


@pytest.mark.parametrize("out", ["preds.jsonl/m.json", "/sys/kernel/m.json", "/proc/m.json"])
def test_unwritable_outputs_are_found_by_a_trial_write_before_any_request(out, tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
    files = _files(tmp_path)
    with OpenAIServer(lambda body: "1") as server:
        code = main(["metrics", "--predictions", str(files["predictions"]), "--metrics", f"g-eval:openai:m@{server.url}", "--out", out])
        assert len(server.requests) == 0
    err = capsys.readouterr().err
    assert code == 2 and ("cannot be written" in err or "cannot be created" in err)


def test_yaml_settings_merge_with_flags_before_validation(tmp_path, capsys):
    config = tmp_path / "m.yaml"
    config.write_text("metrics: [sacrebleu]\n")  # no predictions in the file: the flag gives them
    code = main(["metrics", "--config", str(config), "--predictions", str(tmp_path / "none.jsonl"), "--out", str(tmp_path / "m.json")])
    err = capsys.readouterr().err
    assert code == 2 and "--predictions is required" not in err and "none.jsonl" in err


def test_a_torn_last_line_is_a_warning_naming_the_file_and_line_and_a_bad_middle_line_an_error(tmp_path):
    from mt_raig.errors import DataError
    from mt_raig.io.predictions import Prediction, TornLineWarning, load_predictions

    import json

    good = Prediction(id="q1", insight="x", status="ok", question="q?", type="Trend & Pattern", table_ids=["t"], gold_table_ids=["t"],
                      rows_dropped=0, raw_output="x", prompt_version="v").to_dict()

    path = tmp_path / "p.jsonl"
    line = json.dumps(good)
    path.write_text(line + "\n" + line[: len(line) // 2])
    with pytest.warns(TornLineWarning, match=r"p\.jsonl: line 2 is cut off"):
        assert list(load_predictions(path)) == ["q1"]
    path.write_text(line[: len(line) // 2] + "\n" + line + "\n")
    with pytest.raises(DataError, match="line 1 is not a valid prediction record"):
        load_predictions(path)


def test_no_progress_silences_every_bar_including_third_party_ones(tmp_path, capfd):
    """score(progress=False) with a transformers judge: no 'Loading weights' bar, no call-engine bar on stderr."""
    import mt_raig
    from tiny_models import make_tiny_llama

    bench = mt_raig.load_benchmark()
    model = make_tiny_llama(tmp_path / "llama")
    from mt_raig.eval.judge import EvalItem

    e = bench.examples[0]
    items = [EvalItem(e.id, e.question, e.type, e.insight, e.insight, tuple(bench.tables[t] for t in e.gold_table_ids))]
    capfd.readouterr()
    mt_raig.score(items, f"llm:transformers:{model}", progress=False, mode="greedy")
    err = capfd.readouterr().err
    assert "Loading weights" not in err and "it/s" not in err and "%|" not in err


def test_a_symlinked_out_has_its_settings_sidecar_beside_the_resolved_target(tmp_path):
    from mt_raig.io.predictions import settings_path

    real = tmp_path / "store" / "preds.jsonl"
    real.parent.mkdir()
    real.write_text("")
    link = tmp_path / "preds.jsonl"
    link.symlink_to(real)
    assert settings_path(link) == real.parent / "preds.settings.json"
    assert settings_path(tmp_path / "plain.jsonl") == tmp_path / "plain.settings.json"


def test_the_sidecar_of_a_symlinked_input_beside_its_target_is_guarded_too(tmp_path, monkeypatch, capsys):
    """evaluate --predictions link.jsonl --out store/preds.settings.json: the sidecar readers use lies beside the
    resolved target, not beside the link, and must not be overwritten either."""
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
    store = tmp_path / "store"
    store.mkdir()
    real = store / "preds.jsonl"
    real.write_text('{"question_id": "q1", "insight": "x"}\n')
    sidecar = store / "preds.settings.json"
    sidecar.write_text('{"method": "insight"}\n')
    link = tmp_path / "link.jsonl"
    link.symlink_to(real)
    with OpenAIServer(lambda body: "1") as server:
        code = main(["evaluate", "--predictions", str(link), "--judge", f"llm:openai:m@{server.url}", "--out", str(sidecar)])
        assert len(server.requests) == 0
    err = capsys.readouterr().err.strip().splitlines()
    assert code == 2 and len(err) == 1 and "settings file" in err[0]
    assert sidecar.read_text() == '{"method": "insight"}\n'


@pytest.mark.parametrize("argv", [
    ["submit", "{sub}", "--queue", "./submission"],
    ["leaderboard", "process", "--queue", "{sub}", "--results", "a/../submission", "--board", "{board}"],
])
def test_a_queue_folder_is_guarded_like_every_output_folder(argv, tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "a").mkdir()
    files = _files(tmp_path)
    before = {p.name: p.read_bytes() for p in (tmp_path / "submission").iterdir()}
    code = main([a.format(sub=files["submission"].parent, board=ROOT / "configs/leaderboard/proxy.yaml") for a in argv])
    err = capsys.readouterr().err.strip().splitlines()
    assert code == 2 and len(err) == 1 and ("same file as the input" in err[0] or "is also the output" in err[0])
    assert {p.name: p.read_bytes() for p in (tmp_path / "submission").iterdir()} == before


def test_an_os_error_from_a_command_is_one_clear_line_naming_the_path(tmp_path, capsys):
    """A queue 'folder' that is a file: the OSError is 'PATH: reason', not '[Errno 17] File exists: 'PATH''."""
    not_a_folder = tmp_path / "queue"
    not_a_folder.write_text("x\n")
    board = ROOT / "configs/leaderboard/proxy.yaml"
    code = main(["leaderboard", "process", "--queue", str(not_a_folder), "--results", str(tmp_path / "r"), "--board", str(board)])
    err = capsys.readouterr().err.strip().splitlines()
    assert code == 2 and len(err) == 1 and str(not_a_folder) in err[0] and "[Errno" not in err[0]
