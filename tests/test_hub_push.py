"""Issue #23 item 9: every push door through the real ``huggingface_hub`` client against a local Hub-compatible
server (tests/hub_server.py): the right files arrive, secrets never do, a failed push leaves local results intact
and says what to rerun; the metric module publishes as a Space."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys

import pytest
from hub_server import HubServer

from mt_raig.cli import main

SECRETS = ("admin:hunter2", "hunter2", "sk-test-1234567890abcdefghij")


@pytest.fixture
def hub(monkeypatch):
    import huggingface_hub.constants as constants

    with HubServer() as server:
        monkeypatch.setattr(constants, "ENDPOINT", server.url)
        monkeypatch.setattr(constants, "HF_HUB_OFFLINE", False)
        monkeypatch.setenv("HF_TOKEN", "hf_" + "t" * 30)
        yield server


def test_dataset_build_pushes_the_hub_folder(hub, tmp_path, capsys):
    assert main(["dataset", "build", "--out", str(tmp_path / "hub"), "--push-to-hub", "org/mt-raig"]) == 0
    files = hub.repos["datasets/org/mt-raig"]
    assert {"README.md", "release_info.json", "benchmark/test-00000-of-00001.parquet", "corpus/corpus-00000-of-00001.parquet"} <= set(files)
    local = {str(p.relative_to(tmp_path / "hub")): p.read_bytes() for p in (tmp_path / "hub").rglob("*") if p.is_file()}
    assert files == local  # every file of the built folder, byte for byte, and nothing else


def test_a_failed_push_keeps_the_local_folder_and_says_what_to_rerun(hub, tmp_path, capsys):
    hub.fail_commits = 403  # not retried by the client (a 5xx is, for ~20 s)
    assert main(["dataset", "build", "--out", str(tmp_path / "hub"), "--push-to-hub", "org/mt-raig"]) == 2
    err = capsys.readouterr().err.strip().splitlines()[-1]  # progress bars of the build before it
    assert err.startswith("mt-raig: error: push of") and "the local folder is intact" in err and "--push-to-hub org/mt-raig" in err
    assert (tmp_path / "hub" / "README.md").is_file() and hub.repos["datasets/org/mt-raig"] == {}


def test_leaderboard_results_push_without_secrets(hub, tmp_path):
    from mt_raig.leaderboard.cli import _push
    from mt_raig.leaderboard.pinned import PinnedConfig

    folder = tmp_path / "results" / "org-model-open-abc"
    folder.mkdir(parents=True)
    from mt_raig.atomic import write_json

    write_json(folder / "result.json", {"judge": "llm:openai:m@http://admin:hunter2@judge:8000/v1?api_key=s3cr3t"})
    board = PinnedConfig(board="t", judge="llm:openai:m@http://admin:hunter2@judge:8000/v1", publishable=True)
    _push(board, folder, "org/mt-raig-results")
    pushed = hub.repos["datasets/org/mt-raig-results"]
    assert set(pushed) == {"org-model-open-abc/result.json"}
    assert b"hunter2" not in pushed["org-model-open-abc/result.json"] and b"s3cr3t" not in pushed["org-model-open-abc/result.json"]
    (folder / "notes.txt").write_text("judge at http://admin:hunter2@judge:8000/v1\n")  # written by hand, not by mt-raig
    with pytest.raises(Exception, match=r"notes.txt: holds a credential .*nothing was sent"):
        _push(board, folder, "org/other-results")
    assert "datasets/org/other-results" not in hub.repos
    with pytest.raises(Exception, match="not publishable"):
        _push(PinnedConfig(board="t", judge="lexical", publishable=False), folder, "org/x")


def test_the_metric_module_publishes_as_a_space(hub, capsys):
    assert main(["publish-metric", "org/mt_raig_eval"]) == 0
    files = hub.repos["spaces/org/mt_raig_eval"]
    assert {"mt_raig_eval.py", "README.md", "app.py", "requirements.txt"} <= set(files) and "__init__.py" not in files
    assert "evaluate.load('org/mt_raig_eval'" in capsys.readouterr().out


def _submission(tmp_path):
    from test_leaderboard_submission import META, good_records, write_submission

    from mt_raig.io.benchmark import load_benchmark

    bench = load_benchmark(None)
    subset = [e.id for e in bench.examples[:2]]
    records = [r for r in good_records(bench) if r["question_id"] in subset]
    return write_submission(tmp_path / "sub", bench, meta=META + "subset: " + json.dumps(subset) + "\n", records=records)


def _judge_server():
    from eval_scripts import router
    from openai_server import OpenAIServer, Reply, chat_reply

    from mt_raig.llm.base import Request

    reply = router()
    return OpenAIServer(lambda body: Reply(body=chat_reply([str(reply(Request(messages=tuple(body["messages"]))))] * body.get("n", 1))))


def test_submit_score_pushes_the_result_files_and_no_secret(hub, tmp_path, monkeypatch, capfd):
    """`submit score --push-to-hub` with a judge URL carrying user:pass and a key in the environment: the pushed
    files are the local result folder byte for byte, and no secret is in them, in any local file or in the log.
    Then a push to a failing Hub: exit 2, the local results intact, and the printed rerun command (the `hf`
    CLI) pushes them once the Hub is back."""
    monkeypatch.setenv("MT_RAIG_TEST_KEY", SECRETS[2])
    folder = _submission(tmp_path)
    with _judge_server() as server:
        url = server.url.replace("http://", "http://admin:hunter2@")
        board = tmp_path / "board.yaml"
        board.write_text(f"board: t\njudge: llm:openai:test-model@{url}\npublishable: true\nretrieval_ks: [2]\n"
                         "judge_options: {mode: greedy, llm_options: {api_key_env: MT_RAIG_TEST_KEY}}\n")
        args = ["submit", "score", str(folder), "--board", str(board), "--no-progress", "--cache", str(tmp_path / "judge.sqlite")]
        assert main(args + ["--out", str(tmp_path / "out"), "--push-to-hub", "org/results"]) == 0
        assert server.requests
        log = capfd.readouterr()
        (result,) = (tmp_path / "out").iterdir()
        local = {str(p.relative_to(tmp_path / "out")): p.read_bytes() for p in result.rglob("*") if p.is_file()}
        assert {"result.json", "results_template.json", ".eval_results/mt-raig.yaml"} <= {k.split("/", 1)[1] for k in local}
        assert hub.repos["datasets/org/results"] == local
        written = [p.read_bytes() for p in tmp_path.rglob("*") if p.is_file() and p.name != "board.yaml"]
        for secret in SECRETS:
            assert not any(secret.encode() in data for data in written), secret
            assert secret not in log.out + log.err
        assert f"pushed {result.name} to org/results" in log.out

        hub.fail_commits = 403
        assert main(args + ["--out", str(tmp_path / "out2"), "--push-to-hub", "org/results2"]) == 2
    err = capfd.readouterr().err.strip().splitlines()[-1]
    assert "the local folder is intact" in err and "hunter2" not in err
    (result2,) = (tmp_path / "out2").iterdir()
    assert json.loads((result2 / "result.json").read_text())["pinned"]["hash"] in result2.name
    assert hub.repos["datasets/org/results2"] == {}
    rerun = err.split("rerun `", 1)[1].split("`", 1)[0]
    assert rerun.startswith("hf upload org/results2 ")
    hub.fail_commits = False
    hf = shutil.which("hf", path=os.path.dirname(sys.executable))
    env = dict(os.environ, HF_ENDPOINT=hub.url, HF_HUB_OFFLINE="0", HF_TOKEN="hf_" + "t" * 30)
    done = subprocess.run([hf, *rerun.split()[1:]], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert set(hub.repos["datasets/org/results2"]) == {f"{result2.name}/{p.relative_to(result2)}" for p in result2.rglob("*") if p.is_file()}


@pytest.mark.slow  # importing `evaluate` and building the module take ~15 s
def test_evaluate_loads_the_published_space_from_the_hub(hub, tmp_path, monkeypatch):
    """The Hub door: after `publish-metric`, evaluate.load("org/mt_raig_eval") downloads the module from the
    (local) Hub and scores with it, from a folder that holds no copy of it."""
    import evaluate

    from mt_raig.io.benchmark import load_benchmark

    assert main(["publish-metric", "org/mt_raig_eval"]) == 0
    monkeypatch.setattr(evaluate.config, "HF_ENDPOINT", hub.url)
    monkeypatch.setattr(evaluate.config, "HUB_EVALUATE_URL", hub.url + "/spaces/{path}/resolve/{revision}/{name}")
    monkeypatch.setattr(evaluate.config, "HF_UPDATE_DOWNLOAD_COUNTS", False)
    monkeypatch.chdir(tmp_path)
    metric = evaluate.load("org/mt_raig_eval", "lexical", cache_dir=str(tmp_path / "cache"))
    assert ("GET", "/spaces/org/mt_raig_eval/resolve/main/mt_raig_eval.py") in hub.requests
    ex = load_benchmark(None).examples[0]
    out = metric.compute(predictions=[ex.insight], references=[ex.insight], questions=[ex.question],
                         tables=[[t.to_record() for t in load_benchmark(None).gold_tables(ex)]], question_types=[ex.type])
    assert out["proxy"] is True and out["n_items"] == 1 and out["completeness_f1"] == 1.0
