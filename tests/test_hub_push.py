"""Issue #23 item 9: every push door through the real ``huggingface_hub`` client against a local Hub-compatible
server (tests/hub_server.py): the right files arrive, secrets never do, a failed push leaves local results intact
and says what to rerun; the metric module publishes as a Space."""

from __future__ import annotations

import pytest
from hub_server import HubServer

from mt_raig.cli import main


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
    assert files["README.md"] == (tmp_path / "hub" / "README.md").read_bytes()


def test_a_failed_push_keeps_the_local_folder_and_says_what_to_rerun(hub, tmp_path, capsys):
    hub.fail_commits = True
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
    with pytest.raises(Exception, match="not publishable"):
        _push(PinnedConfig(board="t", judge="lexical", publishable=False), folder, "org/x")


def test_the_metric_module_publishes_as_a_space(hub, capsys):
    assert main(["publish-metric", "org/mt_raig_eval"]) == 0
    files = hub.repos["spaces/org/mt_raig_eval"]
    assert {"mt_raig_eval.py", "README.md", "app.py", "requirements.txt"} <= set(files) and "__init__.py" not in files
    assert "evaluate.load('org/mt_raig_eval'" in capsys.readouterr().out
