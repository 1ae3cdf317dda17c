"""Issue #23 item 4: no credential in any file. A board whose judge URL carries user:pass, scored through the
local OpenAI-compatible server: every file written under the output holds no secret; the board hash is the
judge's identity, not its transport."""

from __future__ import annotations

import json

import pytest

from eval_scripts import router
from openai_server import OpenAIServer, Reply, chat_reply

from mt_raig.io.benchmark import load_benchmark
from mt_raig.leaderboard.hub_results import write_result_files
from mt_raig.leaderboard.pinned import PinnedConfig
from mt_raig.leaderboard.scoring import score_submission
from mt_raig.leaderboard.submission import validate_submission
from mt_raig.llm.base import Request
from test_leaderboard_submission import META, good_records, write_submission

SECRETS = ("admin:hunter2", "hunter2", "sk-test-1234567890abcdefghij")


def test_no_secret_reaches_any_file_and_the_hash_ignores_transport(tmp_path, monkeypatch, capfd):
    monkeypatch.setenv("MT_RAIG_TEST_KEY", SECRETS[2])
    bench = load_benchmark(None)
    subset = [e.id for e in bench.examples[:2]]
    records = [r for r in good_records(bench) if r["question_id"] in subset]
    folder = write_submission(tmp_path / "sub", bench, meta=META + "subset: " + json.dumps(subset) + "\n", records=records)
    reply = router()
    respond = lambda body: Reply(body=chat_reply([str(reply(Request(messages=tuple(body["messages"]))))] * body.get("n", 1)))  # noqa: E731
    with OpenAIServer(respond) as server:
        url = server.url.replace("http://", "http://admin:hunter2@")
        board = PinnedConfig(board="t", judge=f"llm:openai:test-model@{url}", publishable=True, retrieval_ks=[2],
                             judge_options={"mode": "greedy", "llm_options": {"api_key_env": "MT_RAIG_TEST_KEY", "concurrency": 2}})
        sub = validate_submission(folder, bench)
        result = score_submission(sub, bench, board, cache=tmp_path / "out" / "judge.sqlite", progress=False)
        paths = write_result_files(result, tmp_path / "out")
        assert len(server.requests) > 0
    log = capfd.readouterr()
    written = [p for p in (tmp_path / "out").rglob("*") if p.is_file()]
    assert {p.name for p in paths.values()} <= {p.name for p in written}
    for p in written:
        data = p.read_bytes()
        for secret in SECRETS:
            assert secret.encode() not in data, f"{secret!r} in {p}"
    for secret in SECRETS:
        assert secret not in log.out and secret not in log.err
    assert "***@" in paths["result"].read_text()  # the server is still named, without its credentials

    other = PinnedConfig(board="t", judge="llm:openai:test-model@http://gpu2:9000/v1", publishable=True, retrieval_ks=[2],
                         judge_options={"mode": "greedy", "max_retries": 9, "llm_options": {"api_key_env": "OTHER", "concurrency": 16}})
    assert other.hash() == board.hash()  # the same judge behind another server is the same board
    assert PinnedConfig(board="t", judge="llm:openai:other-model@http://gpu2:9000/v1", publishable=True, retrieval_ks=[2],
                        judge_options={"mode": "greedy"}).hash() != board.hash()
    assert PinnedConfig(board="t", judge=board.judge, publishable=True, retrieval_ks=[2],
                        judge_options={"mode": "official"}).hash() != board.hash()


def test_every_secret_shape_is_redacted_and_the_rest_kept():
    from mt_raig.llm.openai_api import redact_text
    from mt_raig.llm.registry import redact_url
    from mt_raig.redaction import redact, redact_data

    text = ("judge llm:openai:m@https://admin:hunter2@h:8000/v1?token=tok123&x=1 failed; Authorization: Bearer abcdefghijklmnop1234 "
            "key sk-proj-abcdefghijklmnopqrstuv hf_abcdefghijklmnopqrstuv ghp_abcdefghijklmnopqrstuv")
    out = redact(text)
    for secret in ("hunter2", "tok123", "abcdefghijklmnop1234", "abcdefghijklmnopqrstuv"):
        assert secret not in out
    assert "https://***@h:8000/v1?token=***&x=1" in out and "llm:openai:m@" in out and "sk-proj-***" in out
    assert redact("sk-learn and Bearer of bad news at http://host/v1?k=1") == "sk-learn and Bearer of bad news at http://host/v1?k=1"
    # the older helpers are doors to the same function
    assert redact_url("http://u:p@h/v1?api_key=zz") == redact("http://u:p@h/v1?api_key=zz") == "http://***@h/v1?api_key=***"
    assert redact_text("GET http://u:p@h/v1 with hf_abcdefghijklmnopqrstuv", ["http://u:p@h/v1"]) == "GET http://***@h/v1 with hf_***"
    assert redact_data({"a": ["http://u:p@h"], ("t",): 1}) == {"a": ["http://***@h"], ("t",): 1}


def test_call_cache_metadata_holds_no_secret(tmp_path):
    from mt_raig.llm.base import Completion
    from mt_raig.llm.call_cache import CallCache

    cache = CallCache(tmp_path / "c.sqlite")
    settings = {"llm": {"backend": "openai", "model": "m", "base_urls": ["http://admin:hunter2@h/v1"]}, "prompt_id": "p"}
    cache.put_many([("k", settings, Completion(texts=["ok"], status="ok"))])
    assert cache.get_many(["k"])["k"].texts == ["ok"]
    cache._db.close()
    assert not any(b"hunter2" in p.read_bytes() for p in tmp_path.iterdir())


@pytest.mark.parametrize("judge", ["llm:openai:m@admin:hunter2@h/v1", "llm:nonsense:m@http://admin:hunter2@h/v1",
                                   "llm:openai:m@http://admin:hunter2@127.0.0.1:1/v1?api_key=hunter2"])
def test_the_command_lines_error_names_the_judge_without_its_secret(judge, tmp_path, capsys, monkeypatch):
    """A judge spec the command refuses (no scheme, unknown backend, unreachable server): the one error line
    names the spec, with ``***`` for its credentials."""
    from mt_raig.cli import main
    from mt_raig.io.predictions import Prediction, PredictionsWriter

    monkeypatch.setenv("MT_RAIG_TEST_KEY", "x")
    ex = load_benchmark(None).examples[0]
    with PredictionsWriter(tmp_path / "preds.jsonl") as w:
        w.write(Prediction(id=ex.id, question=ex.question, type=ex.type, table_ids=list(ex.gold_table_ids), gold_table_ids=list(ex.gold_table_ids),
                           rows_dropped={}, insight=ex.insight, raw_output=None, status="ok", prompt_version="insight/1", failure=None, error=None))
    args = ["evaluate", "--predictions", str(tmp_path / "preds.jsonl"), "--judge", judge, "--out", str(tmp_path / "s.json"), "--no-progress",
            "--max-retries", "0", "--backend-option", "api_key_env=MT_RAIG_TEST_KEY"]
    assert main(args) == 2
    err = capsys.readouterr().err
    line = err.strip().splitlines()[-1]
    assert "hunter2" not in err and line.startswith("mt-raig: error: ") and "***@" in line
