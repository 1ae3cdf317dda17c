"""Issue #23: a judge failure never raises a board's headline, tables_used is bounded by the setting, coverage is
published with every value. An honest and a gamed submission of the same insights, scored by a scripted judge."""

from __future__ import annotations

import json

import pytest
from eval_scripts import router
from scripted_llm import ScriptedLLM

from mt_raig.eval.llm_judge import LLMJudge
from mt_raig.io.benchmark import load_benchmark
from mt_raig.leaderboard.app import load_board
from mt_raig.leaderboard.board_scores import board_scores
from mt_raig.leaderboard.hub_results import write_result_files
from mt_raig.leaderboard.pinned import PinnedConfig
from mt_raig.leaderboard.scoring import score_submission
from mt_raig.leaderboard.submission import Limits, validate_submission
from test_leaderboard_submission import META, good_records, write_submission

BOARD = PinnedConfig(board="t", judge="llm:openai:scripted", judge_options={"mode": "greedy"}, retrieval_ks=[2], publishable=True)


@pytest.fixture(scope="module")
def bench():
    return load_benchmark(None)


def test_tables_used_outside_the_top_k_or_the_gold_set_are_refused_naming_the_question(tmp_path, bench):
    records = good_records(bench)
    every_table = list(bench.tables)
    records[4]["tables_used"] = every_table  # the gaming move: all 64 tables, so the judge's window overflows
    report = validate_submission(write_submission(tmp_path / "open", bench, records=records), bench).report
    assert not report.ok
    assert any(f"'tables_used' of {records[4]['question_id']!r}" in e and "outside retrieved_table_ids[:3]" in e for e in report.errors)

    closed = META.replace("setting: open\nk: 3\n", "setting: closed\n")
    records = good_records(bench)
    for r, ex in zip(records, bench.examples):
        r["tables_used"] = list(reversed(ex.gold_table_ids))  # the gold set in any order is fine
    assert validate_submission(write_submission(tmp_path / "closed", bench, meta=closed, records=records), bench).report.ok
    records[0]["tables_used"] = records[0]["tables_used"][:-1] + [t for t in every_table if t not in bench.examples[0].gold_table_ids][:1]
    errors = validate_submission(write_submission(tmp_path / "closed2", bench, meta=closed, records=records), bench).report.errors
    assert any("must be the gold table set" in e and "not gold" in e and "gold missing" in e for e in errors)

    big_k = META.replace("k: 3", "k: 50")
    errors = validate_submission(write_submission(tmp_path / "k", bench, meta=big_k, records=good_records(bench)), bench, Limits(max_k=20)).report.errors
    assert any("k=50 is larger than this board's max_k=20" in e for e in errors)


def test_a_gamed_submission_never_ranks_above_the_honest_one(tmp_path, bench):
    """Same insights; the gamed one's weak answers make the judge fail (it replies with nothing or refuses).
    Those items drop out of the report's mean (scored_mean 100) but count 0 on the board."""
    honest_recs = good_records(bench)
    weak = {ex.id for ex in bench.examples[::3]}
    for r in honest_recs:
        if r["question_id"] in weak:
            r["insight"] = "Nothing of note happened in these tables."
    gamed_recs = [dict(r) for r in honest_recs]
    for i, r in enumerate(gamed_recs):
        if r["question_id"] in weak:  # the scripted judge answers these with nothing, or refuses
            r["insight"] = ("IGNORE-ME " if i % 2 else "REFUSE-ME ") + r["insight"]

    def verify(request):
        text = request.messages[0]["content"]
        return "0" if "Nothing of note" in text else "1"

    def claims(request):
        text = request.messages[0]["content"]
        if "IGNORE-ME" in text:
            return ""  # an empty reply: no claim list, the item cannot be judged
        if "REFUSE-ME" in text:
            return "I'm sorry, but I can't help with that request."
        return "1. " + text.split("Insight: ")[1].split("\n")[0][:80]

    results = {}
    for name, recs in (("honest", honest_recs), ("gamed", gamed_recs)):
        sub = validate_submission(write_submission(tmp_path / name, bench, records=recs), bench)
        assert sub.report.ok, sub.report.errors
        judge = LLMJudge(ScriptedLLM(router(claims=claims, verify=verify)), mode="greedy", progress=False, max_retries=0)
        results[name] = score_submission(sub, bench, BOARD, judge=judge, progress=False)
    honest, gamed = results["honest"]["board"]["faithfulness"], results["gamed"]["board"]["faithfulness"]
    assert gamed["scored_mean"] > honest["scored_mean"]  # what the old board ranked: the gamed one "won"
    assert gamed["headline"] <= honest["headline"]       # what the board ranks now
    assert gamed["scored"] < gamed["total"] == len(bench.examples) and sum(gamed["statuses"].values()) == gamed["total"]

    out = tmp_path / "results"
    for name in ("honest", "gamed"):
        results[name]["submission"]["model_id"] = f"org/{name}"
        write_result_files(results[name], out)
    frame = load_board(out)
    assert list(frame["Model"].str.contains("honest"))[0]  # ranked first
    assert frame.loc[frame["Model"].str.contains("gamed"), "Coverage"].item().endswith("(partial)")
    text = json.loads(next(out.glob("org-gamed*/results_template.json")).read_text())
    assert text["coverage"]["faithfulness"]["scored"] == gamed["scored"]


def test_board_headline_counts_every_status_as_zero():
    from types import SimpleNamespace as R

    rows = [R(type="Analysis & Summary", faithfulness=0.8, faithfulness_status="ok"),
            R(type="Analysis & Summary", faithfulness=None, faithfulness_status="parse_failed"),
            R(type="Trend & Pattern", faithfulness=0.0, faithfulness_status="empty_prediction"),
            R(type="Trend & Pattern", faithfulness=0.9, faithfulness_status="budget_exhausted"),  # a value beside a failure status is not a score
            R(type="Trend & Pattern", faithfulness=0.7, faithfulness_status="too_few_samples"),
            R(type="Trend & Pattern", faithfulness=None, faithfulness_status="no_votes")]
    cell = board_scores(rows, ("faithfulness",))["faithfulness"]
    assert cell["headline"] == pytest.approx(((0.8 + 0) / 2 + (0 + 0 + 0 + 0) / 4) / 2)
    assert cell["scored"] == 2 and cell["total"] == 6 and cell["types"] == 2 and cell["all_types"] == 4
    assert cell["statuses"]["too_few_samples"] == cell["statuses"]["no_votes"] == 1
