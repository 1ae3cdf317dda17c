"""Issue #23: `leaderboard process --retry-unscored` judges again only the items a board could not score; a declared
subset's result stands apart from the full one; every Avg. over fewer question types is marked in the report tables."""

from __future__ import annotations

import json

import pytest
from eval_scripts import router
from scripted_llm import ScriptedLLM
from test_leaderboard_submission import META, good_records, write_submission

from mt_raig.eval.llm_judge import LLMJudge
from mt_raig.io.benchmark import load_benchmark
from mt_raig.io.scores import EvalReport
from mt_raig.leaderboard.app import load_board
from mt_raig.leaderboard.hub_results import write_result_files
from mt_raig.leaderboard.pinned import PinnedConfig
from mt_raig.leaderboard.queue import add_request, list_requests, process_queue
from mt_raig.leaderboard.retry import ITEMS_FILE, rescore_unjudged, unjudged_ids
from mt_raig.leaderboard.scoring import judge_submission, result_record
from mt_raig.leaderboard.submission import validate_submission

BOARD = PinnedConfig(board="t", judge="llm:openai:scripted", judge_options={"mode": "greedy"}, retrieval_ks=[2], publishable=True)


@pytest.fixture(scope="module")
def bench():
    return load_benchmark(None)


class FlakyJudge:
    """A scripted judge server that replies with nothing to the claim prompt of the chosen insights while
    ``down`` is set (an overloaded server, a reasoning model out of budget) and answers normally after."""

    def __init__(self, failing: set[str]):
        self.failing, self.down, self.llm = failing, True, None

    def claims(self, request):
        text = request.messages[0]["content"]
        insight = text.split("Insight: ")[1].split("\n")[0]
        if self.down and any(marker in insight for marker in self.failing):
            return ""
        return "1. " + insight[:80]

    def judge(self):
        self.llm = ScriptedLLM(router(claims=self.claims, verify="1"))
        return LLMJudge(self.llm, mode="greedy", progress=False, max_retries=0)


def _submission(tmp_path, bench):
    records = good_records(bench)
    for i, r in enumerate(records):
        r["insight"] = f"Insight number {i}: " + r["insight"]
    return records


def test_a_retry_judges_only_the_unscored_items_and_keeps_the_rest(tmp_path, bench):
    records = _submission(tmp_path, bench)
    failing = {f"Insight number {i}:" for i in range(0, len(records), 4)}
    flaky = FlakyJudge(failing)
    sub = validate_submission(write_submission(tmp_path / "s", bench, records=records), bench)
    report = judge_submission(sub, bench, BOARD, judge=flaky.judge(), progress=False)
    first = result_record(sub, bench, BOARD, report)["board"]["faithfulness"]
    n = len(bench.examples)
    assert first["scored"] == n - len(failing) and first["headline"] < first["scored_mean"]
    ids = unjudged_ids(report)
    assert len(ids) == len(failing)

    flaky.down = False  # the server is back (or the maintainer gave the judge a larger window)
    merged, retried = rescore_unjudged(sub, bench, BOARD, report, judge=flaky.judge(), progress=False)
    assert sorted(retried) == sorted(ids)
    # only the retried items went to the judge again
    contents = [r.messages[0]["content"] for r in flaky.llm.requests]
    markers = {f"Insight number {i}:" for i in range(len(records))}
    assert {m for m in markers if any(m in c for c in contents)} == failing
    after = result_record(sub, bench, BOARD, merged)["board"]["faithfulness"]
    assert after["scored"] == after["total"] == n and after["headline"] == pytest.approx(1.0)
    old = {e.id: e for e in report.examples}
    for e in merged.examples:
        if e.id not in ids:
            assert e == old[e.id]  # scored items untouched (claims, topics, values, errors)
    assert len(merged.usage["rescores"]) == 1


def test_process_retry_unscored_through_the_queue(tmp_path, bench, monkeypatch):
    """The CLI's process path: the first run keeps the item records in the request folder (never in the published
    result folder); `--retry-unscored` rescores only the failed items and rewrites the result with its history."""
    from mt_raig.leaderboard import cli

    records = _submission(tmp_path, bench)
    flaky = FlakyJudge({"Insight number 1:", "Insight number 2:"})
    monkeypatch.setattr("mt_raig.leaderboard.scoring._load_judge", lambda pinned, cache: flaky.judge())
    queue, results = tmp_path / "queue", tmp_path / "results"
    request = add_request(write_submission(tmp_path / "s", bench, records=records), queue, bench)

    def score(folder):
        return cli.score_folder(folder, bench, BOARD, results, progress=False, items_out=folder / ITEMS_FILE)

    def retry(folder, req):
        return cli.retry_folder(folder, req, bench, BOARD, results, progress=False)

    summary = process_queue(queue, score, retry=retry)
    assert summary.finished == [request["id"]] and summary.retried == {}  # not retried in the run that scored it
    result_path = next(results.glob("*/result.json"))
    assert json.loads(result_path.read_text())["board"]["faithfulness"]["scored"] == len(bench.examples) - 2
    assert (queue / request["id"] / ITEMS_FILE).is_file() and not list(results.rglob(ITEMS_FILE))

    assert process_queue(queue, score).retried == {}  # without retry, a finished request is left alone
    summary = process_queue(queue, score, retry=retry)  # still down: retried, still unscored, nothing lost
    n = len(bench.examples)
    assert summary.retried[request["id"]].endswith(f"{n - 2}/{n} -> {n - 2}/{n}")
    flaky.down = False
    summary = process_queue(queue, score, retry=retry)
    assert summary.retried[request["id"]].endswith(f"{n - 2}/{n} -> {n}/{n}")
    result = json.loads(result_path.read_text())
    assert result["board"]["faithfulness"]["scored"] == n and len(result["retries"]) == 2
    assert list_requests(queue)[0]["status"] == "finished" and list_requests(queue)[0]["retried"].endswith(f"-> {n}/{n}")
    assert unjudged_ids(EvalReport.load(queue / request["id"] / ITEMS_FILE)) == []
    assert process_queue(queue, score, retry=retry).retried == {}  # nothing left to retry

    other = PinnedConfig(board="t", judge="llm:openai:other", judge_options={"mode": "greedy"}, retrieval_ks=[2], publishable=True)
    report = EvalReport.load(queue / request["id"] / ITEMS_FILE)
    report.examples[0].faithfulness_status, report.examples[0].faithfulness = "parse_failed", None
    report.save(queue / request["id"] / ITEMS_FILE)
    summary = process_queue(queue, score, retry=lambda f, r: cli.retry_folder(f, r, bench, other, results, progress=False))
    assert "a retry merges items of one judge only" in summary.retry_failed[request["id"]]
    assert json.loads(result_path.read_text())["board"]["faithfulness"]["scored"] == n  # unchanged


def test_a_subset_result_never_replaces_the_full_one(tmp_path, bench):
    out = tmp_path / "results"
    subset = [e.id for e in bench.examples[:3]]
    full = validate_submission(write_submission(tmp_path / "full", bench, records=good_records(bench)), bench)
    part = validate_submission(write_submission(tmp_path / "part", bench, meta=META + "subset: " + json.dumps(subset) + "\n",
                                                records=[r for r in good_records(bench) if r["question_id"] in subset]), bench)
    for sub in (full, part):
        report = judge_submission(sub, bench, BOARD, judge=FlakyJudge(set()).judge(), progress=False)
        write_result_files(result_record(sub, bench, BOARD, report), out)
    folders = sorted(p.name for p in out.iterdir())
    assert len(folders) == 2 and any("-open-subset-" in f for f in folders)
    frame = load_board(out)
    assert list(frame["Scope"]) == ["full", "subset"]  # the subset stands apart, after the full row


def test_every_report_table_marks_an_avg_over_fewer_types():
    from mt_raig.report.runs import Run
    from mt_raig.report.tables import table6, table20, table21

    def run(kind, label, types, metrics):
        values = {m: {f"q{i}": 0.5 for i in range(len(types))} for m in metrics}
        return Run(path=label, kind=kind, label=label, setting="open", k=10, noise_ratio=None, proxy=False, judge={},
                   types={f"q{i}": t for i, t in enumerate(types)}, values=values, display_factor={m: 100.0 for m in metrics})

    evals = ("faithfulness", "completeness_precision", "completeness_recall", "completeness_f1")
    runs = [run("eval", "four", ["A&S", "C&R", "P&O", "T&P"], evals), run("eval", "three", ["A&S", "C&R", "P&O"], evals),
            run("metrics", "four", ["A&S", "C&R", "P&O", "T&P"], ["ROUGE-L"]), run("metrics", "three", ["A&S", "C&R", "P&O"], ["ROUGE-L"])]
    head6, rows6 = table6(runs)
    assert dict(zip(head6, rows6[0]))["Faithfulness Avg. (open)"] == "50.00"
    assert dict(zip(head6, rows6[1]))["Faithfulness Avg. (open)"] == "50.00 (3 of 4 types)"
    head20, rows20 = table20(runs)
    assert dict(zip(head20, rows20[0]))["Avg. F1"] == "50.00"
    assert dict(zip(head20, rows20[1]))["Avg. F1"] == "50.00 (3 of 4 types)"
    _, rows21 = table21(runs)
    assert [r[1] for r in rows21] == ["50.00", "50.00 (3 of 4 types)"]
