"""Pinned scoring of submissions, the Hub result formats round-tripping through huggingface_hub, and the queue."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import time

import pytest
import yaml

from mt_raig.io.benchmark import load_benchmark
from mt_raig.errors import ConfigError, DataError
from mt_raig.leaderboard.hub_results import eval_yaml, scope as scope_of, task_values, template_results, write_result_files
from mt_raig.leaderboard.pinned import PinnedConfig, load_pinned
from mt_raig.leaderboard.queue import add_request, list_requests, process_queue
from mt_raig.leaderboard.scoring import score_submission
from mt_raig.leaderboard.submission import validate_submission
from test_leaderboard_submission import META, good_records, write_submission

PROXY = PinnedConfig(board="test", judge="lexical", judge_options={}, retrieval_ks=[2, 5], publishable=False)
N_SUBSET = 6  # the lexical judge takes about a second per insight on a busy 2-core machine


def small_submission(folder, bench, records=None, meta=META):
    """A declared subset of the first questions (scored like a full one, not eligible for the main board)."""
    subset = [e.id for e in bench.examples[:N_SUBSET]]
    records = [r for r in (records or good_records(bench)) if r["question_id"] in subset]
    return write_submission(folder, bench, meta=meta + "subset: " + json.dumps(subset) + "\n", records=records)


@pytest.fixture(scope="module")
def bench():
    return load_benchmark(None)


@pytest.fixture(scope="module")
def scored(tmp_path_factory, bench):
    folder = small_submission(tmp_path_factory.mktemp("sub") / "s", bench)
    sub = validate_submission(folder, bench)
    return sub, score_submission(sub, bench, PROXY, progress=False)


def test_result_records_the_board_and_the_judge(scored, bench):
    sub, result = scored
    assert result["format"] == "mt-raig-leaderboard-result/1"
    assert result["pinned"]["hash"] == PROXY.hash() and len(PROXY.hash()) == 12
    assert result["publishable"] is False  # the lexical proxy is never a leaderboard score
    assert result["judge"].get("proxy") is True
    assert result["submission"]["model_id"] == "Qwen/Qwen2-7B-Instruct"
    # gold tables are ranked first by good_records, so recall@5 is 100 wherever the gold set has <= 5 tables
    r5 = result["retrieval"]["overall"]["R@5"]
    assert r5 == pytest.approx(100.0)
    assert result["retrieval"]["ks"] == [2, 5]
    assert "packages" in result and result["benchmark"]["n_questions"] == len(bench.examples)


def test_retrieval_ks_longer_than_the_rankings_are_skipped(tmp_path, bench):
    records = good_records(bench)
    for r in records:
        r["retrieved_table_ids"] = r["retrieved_table_ids"][:3]
    sub = validate_submission(small_submission(tmp_path / "s", bench, records=records), bench)
    board = PinnedConfig(board="t", judge="lexical", judge_options={}, retrieval_ks=[2, 10], publishable=False)
    result = score_submission(sub, bench, board, progress=False)
    assert result["retrieval"]["ks"] == [2] and result["retrieval"]["skipped_ks"] == [10]


def test_hub_formats_round_trip(scored, tmp_path):
    from huggingface_hub import parse_eval_result_entries

    _, result = scored
    with pytest.raises(DataError, match="not publishable"):
        write_result_files(result, tmp_path)
    paths = write_result_files(result, tmp_path, allow_unpublishable=True)
    template = json.loads(paths["template"].read_text())
    assert set(template) == {"config", "results", "coverage"}
    assert template["coverage"]["faithfulness"]["total"] == N_SUBSET
    assert template["config"]["model_name"] == "Qwen/Qwen2-7B-Instruct" and template["config"]["model_sha"] == "main"
    tasks = task_values(result)
    assert template["results"] == tasks
    # a declared subset is never published under the full benchmark's task ids (issue #23 item 5)
    scope = scope_of(result)
    assert scope.startswith("open-subset-") and not any(t.startswith("open-faithfulness") for t in tasks)
    assert f"{scope}-faithfulness-lexical-lexical" in tasks and f"{scope}-recall-at-5" in tasks
    entries = parse_eval_result_entries(yaml.safe_load(paths["eval_results"].read_text()))
    by_task = {e.task_id: e for e in entries}
    assert set(by_task) == set(tasks)
    assert by_task[f"{scope}-recall-at-5"].value == tasks[f"{scope}-recall-at-5"]["recall@5"]
    assert f"scored {result['board']['faithfulness']['scored']}/{N_SUBSET}" in by_task[f"{scope}-faithfulness-lexical-lexical"].notes
    assert all(e.dataset_id == PROXY.dataset_id for e in entries)
    assert paths["result"].parent.parent == tmp_path  # the folder name comes from the id, inside out_dir
    assert template_results(result)["config"]["pinned_hash"] == PROXY.hash()


def test_eval_yaml_lists_the_publishable_boards_task_ids(tmp_path):
    official = load_pinned("configs/leaderboard/official.yaml")
    doc = eval_yaml([official, load_pinned("configs/leaderboard/proxy.yaml")])
    ids = [t["id"] for t in doc["tasks"]]
    assert "open-faithfulness-gpt-4o-mini-official" in ids and "closed-completeness-f1-gpt-4o-mini-official" in ids
    assert "open-recall-at-10" in ids
    assert not any("lexical" in i for i in ids)  # the proxy board is never listed
    assert len(ids) == len(set(ids))


def test_a_publishable_proxy_board_is_refused(tmp_path):
    path = tmp_path / "b.yaml"
    path.write_text("judge: lexical\npublishable: true\n")
    with pytest.raises(ConfigError, match="never publishable"):
        load_pinned(path)


def test_queue_statuses_and_failures(tmp_path, bench):
    queue, results = tmp_path / "requests", tmp_path / "results"
    good = small_submission(tmp_path / "good", bench)
    bad_meta = META.replace("model_id: Qwen/Qwen2-7B-Instruct", "model_id: Other/model")
    other = small_submission(tmp_path / "other", bench, meta=bad_meta)
    invalid = write_submission(tmp_path / "invalid", bench, records=good_records(bench)[:3])
    with pytest.raises(DataError, match="invalid submission, not queued"):
        add_request(invalid, queue, bench)
    first = add_request(good, queue, bench)
    with pytest.raises(DataError, match="already queued"):
        add_request(good, queue, bench)
    add_request(other, queue, bench)
    (queue / first["id"] / "predictions.jsonl").write_text("garbage\n")  # corrupted after queueing

    def score(folder):
        from mt_raig.leaderboard.cli import score_folder

        return score_folder(folder, bench, PROXY, results, progress=False)

    summary = process_queue(queue, score)
    assert summary.failed == [first["id"]] and len(summary.finished) == 1
    statuses = {r["id"]: r for r in list_requests(queue)}
    assert statuses[first["id"]]["status"] == "failed" and "not JSON" in statuses[first["id"]]["reason"]
    finished = statuses[summary.finished[0]]
    assert finished["status"] == "finished" and os.path.exists(finished["result"])
    assert process_queue(queue, score).finished == []  # nothing left to do


def test_queue_survives_a_kill(tmp_path, bench):
    """Kill the processor while it scores: the request stays 'running', the next run finishes it."""
    queue, results = tmp_path / "requests", tmp_path / "results"
    request = add_request(small_submission(tmp_path / "s", bench), queue, bench)
    script = textwrap.dedent(f"""
        import time, sys
        from pathlib import Path
        from mt_raig.io.benchmark import load_benchmark
        from mt_raig.leaderboard.queue import process_queue
        def score(folder):
            Path({str(tmp_path / 'started')!r}).write_text('1')
            time.sleep(60)
        process_queue({str(queue)!r}, score)
    """)
    proc = subprocess.Popen([sys.executable, "-c", script])
    for _ in range(600):
        if (tmp_path / "started").exists():
            break
        time.sleep(0.1)
    assert (tmp_path / "started").exists()
    assert list_requests(queue)[0]["status"] == "running"
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    assert list_requests(queue)[0]["status"] == "running"  # a clean file in its last state

    from mt_raig.leaderboard.cli import score_folder

    summary = process_queue(queue, lambda f: score_folder(f, bench, PROXY, results, progress=False))
    assert summary.finished == [request["id"]]
    assert list_requests(queue)[0]["status"] == "finished"


def test_pinned_scoring_with_a_scripted_llm_judge(tmp_path, bench):
    """The LLM-judge path of the board: the scripted judge's verdicts become the result, its prompt ids are checked."""
    from eval_scripts import router
    from scripted_llm import ScriptedLLM

    from mt_raig.eval.llm_judge import LLMJudge

    sub = validate_submission(small_submission(tmp_path / "s", bench), bench)
    board = load_pinned("configs/leaderboard/official.yaml")
    judge = LLMJudge(ScriptedLLM(router(verify="1")), mode="official")
    result = score_submission(sub, bench, board, judge=judge, progress=False)
    assert result["publishable"] is True and result["judge"]["model"] == "scripted-model"
    assert result["eval"]["faithfulness"]["Avg."]["mean"] == pytest.approx(1.0)  # every sampled vote says 1
    assert result["pinned"]["prompt_versions"]["claim_verification"] == "claim_verification/paper-1"
    tasks = task_values(result)
    assert tasks[f"{scope_of(result)}-faithfulness-gpt-4o-mini-official"]["faithfulness"] == 100.0

    other = PinnedConfig(**{**{k: v for k, v in result["pinned"].items() if k != "hash"},
                            "prompt_versions": {"claim_verification": "claim_verification/paper+format-1"}})
    with pytest.raises(DataError, match="the board pins 'claim_verification/paper\\+format-1'"):
        score_submission(sub, bench, other, judge=LLMJudge(ScriptedLLM(router(verify="1")), mode="official"), progress=False)


def test_cli_validate_queue_process_and_eval_yaml(tmp_path, bench, capsys):
    from mt_raig.cli import main

    good = small_submission(tmp_path / "good", bench)
    bad = write_submission(tmp_path / "bad", bench, records=good_records(bench)[:2])
    assert main(["submit", "validate", str(good)]) == 0
    assert "valid (not eligible for the main board)" in capsys.readouterr().out
    assert main(["submit", "validate", str(bad)]) == 1
    assert "INVALID" in capsys.readouterr().out
    assert main(["submit", str(bad), "--queue", str(tmp_path / "q")]) == 2  # refused before anything is queued
    assert "invalid submission, not queued" in capsys.readouterr().err
    assert main(["submit", str(good), "--queue", str(tmp_path / "q")]) == 0
    assert main(["leaderboard", "process", "--queue", str(tmp_path / "q"), "--results", str(tmp_path / "r"),
                 "--board", "configs/leaderboard/proxy.yaml", "--no-progress"]) == 0
    assert "finished 1, failed 0" in capsys.readouterr().out
    assert len(list((tmp_path / "r").glob("*/result.json"))) == 1
    # --retry-unscored: an item the judge could not score (as if its reply had been unparseable) is judged again
    from mt_raig.io.scores import EvalReport

    items = next((tmp_path / "q").glob("*/eval_report.json"))
    report = EvalReport.load(items)
    report.examples[1].faithfulness_status, report.examples[1].faithfulness = "parse_failed", None
    report.save(items)
    process = ["leaderboard", "process", "--queue", str(tmp_path / "q"), "--results", str(tmp_path / "r"),
               "--board", "configs/leaderboard/proxy.yaml", "--no-progress", "--retry-unscored"]
    assert main(process) == 0
    out = capsys.readouterr().out
    assert "finished 0, failed 0, retried 1" in out and f"retried 1 unscored items: faithfulness scored {N_SUBSET}/{N_SUBSET} -> {N_SUBSET}/{N_SUBSET}" in out
    assert EvalReport.load(items).examples[1].faithfulness_status != "parse_failed"
    assert main(process) == 0 and "retried 0" in capsys.readouterr().out
    assert main(["leaderboard", "eval-yaml", "--board", "configs/leaderboard/official.yaml", "--out", str(tmp_path / "eval.yaml")]) == 0
    assert "open-recall-at-10" in (tmp_path / "eval.yaml").read_text()
