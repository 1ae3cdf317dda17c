"""Scoring rules (issue #10 items 2, 3, 7) and the paper's worked examples (Tables 26 and 27)."""

import pytest
from eval_scripts import claim_of, item, router
from scripted_llm import ScriptedLLM

from mt_raig.eval import format_score_table, run_judge, score
from mt_raig.eval.llm_judge import LLMJudge
from mt_raig.llm.base import Request


def judge(replies, mode="greedy", **kw):
    llm = ScriptedLLM(replies)
    return LLMJudge(llm, mode=mode, progress=False, **kw), llm


# ---------------------------------------------------------------- the paper's worked examples

GOLD_TOPICS = [
    "Attendance figures for 1968 Buffalo Bills season.", "Attendance figures for 1969 Buffalo Bills season.",
    "Attendance figures against Houston Oilers in 1968.", "Attendance figures against Oakland Raiders in 1968.",
    "Attendance figures against Houston Oilers in 1969.", "Attendance figures against Oakland Raiders in 1969.",
    "Moderate level of fan engagement in 1968.", "Increased attendance figures in 1969.", "Growing support for the team.",
    "Improvement in fan engagement.", "Team performance impact on attendance.", "Enthusiasm for the team.",
]
PREDICTED_TOPICS = [
    "Attendance figures for 1968 Buffalo Bills season.", "Attendance figures for 1969 Buffalo Bills season.",
    "Attendance at home game against Houston Oilers.", "Attendance at away game against Oakland Raiders.",
    "Comparison of attendance figures between seasons.", "Modest increase in attendance for matchups.",
    "Higher attendance for away games.", "Fan engagement in cities with competitive teams.", "Lower home attendance for Buffalo Bills.",
    "Impact of team performance on local support.", "Influence of opponent competitiveness on fan turnout.",
]


def test_completeness_reproduces_the_papers_table_27_example():
    """12 gold and 11 predicted topics, matched subsets [1-6, 8, 11] of A and [1-6, 10, 11] of B: the paper prints 69.57."""
    def topics(req):
        text = req.messages[0]["content"]
        return "\n".join(f"{k}. {t}" for k, t in enumerate(PREDICTED_TOPICS if "PREDICTED" in text else GOLD_TOPICS, start=1))

    match = "Matched topic subset of A: [1, 2, 3, 4, 5, 6, 8, 11]\nMatched topic subset of B: [1, 2, 3, 4, 5, 6, 10, 11]"
    j, _ = judge(router(topics=topics, match=match))
    ex = run_judge([item(prediction="PREDICTED insight about the Bills.")], j, progress=False).examples[0]
    assert (ex.n_gold_topics, ex.n_predicted_topics, ex.n_matched_gold, ex.n_matched_predicted) == (12, 11, 8, 8)
    assert ex.completeness_precision == pytest.approx(8 / 11) and ex.completeness_recall == pytest.approx(8 / 12)
    assert round(100 * ex.completeness_f1, 2) == 69.57


def test_official_verification_reproduces_the_papers_table_26_votes():
    """The 20 votes the paper prints for "In 1946, Notre Dame maintained a #2 ranking ..." average to 0.65 (13 of 20)."""
    votes = iter(["1.0", "1.0", "1.0", "1.0", "0.0", "1.0", "0.0", "0.0", "1.0", "1.0", "1.0", "0.0", "1.0", "1.0", "0.0", "0.0", "1.0", "1.0", "0.0", "1.0"])
    j, _ = judge(router(claims="1. In 1946, Notre Dame maintained a #2 ranking for the majority of the season.", verify=lambda r: next(votes)), mode="official")
    c = run_judge([item()], j, progress=False).claims[0]
    assert c.score == pytest.approx(0.65) and len(c.votes) == 20


# ---------------------------------------------------------------- item 3: system failures are scored, judge failures are not

def test_empty_and_abstaining_predictions_score_zero_and_lower_the_mean():
    j, llm = judge(router(claims="1. Virgin America flew 5,162 flights.", verify="1"))
    items = [item("good", prediction="Virgin America flew 5,162 flights."),
             item("empty", prediction="", generation_status="failed:empty_insight"),
             item("abstain", prediction="I'm sorry, but I cannot answer this question from the given tables."),
             item("thinking", prediction="", generation_status="failed:unfinished_reasoning"),
             item("down", prediction="", generation_status="failed:backend")]
    report = run_judge(items, j, progress=False)
    by_id = {e.id: e for e in report.examples}
    assert by_id["good"].faithfulness == 1.0
    for bad, status in (("empty", "empty_prediction"), ("abstain", "abstained"), ("thinking", "unfinished_reasoning")):
        e = by_id[bad]
        assert (e.faithfulness_status, e.faithfulness) == (status, 0.0)
        assert (e.completeness_status, e.completeness_recall, e.completeness_f1, e.completeness_precision) == (status, 0.0, 0.0, 0.0)
    assert by_id["down"].faithfulness is None and by_id["down"].faithfulness_status == "generation_failed"
    assert not any("I'm sorry" in (r.messages[0]["content"]) for r in llm.requests)  # an abstention is not sent to the judge
    cell = report.summary["faithfulness"]["all_items"]
    assert cell["mean"] == pytest.approx(1 / 4)  # today's rule dropped them: an abstaining system scored 1.0
    assert cell["system_failures"] == {"abstained": 1, "empty_prediction": 1, "unfinished_reasoning": 1}
    assert cell["not_scored"] == {"generation_failed": 1} and cell["n_scored"] == 4
    assert "3 system failures scored 0" in format_score_table(report)


def test_no_verifiable_claim_scores_zero_and_an_empty_predicted_topic_set_gives_recall_zero():
    def topics(req):
        return "None" if "Nothing" in req.messages[0]["content"] else "1. Most punctual carrier"

    j, _ = judge(router(claims="None", topics=topics))
    ex = run_judge([item(prediction="Nothing here can be checked.")], j, progress=False).examples[0]
    assert (ex.faithfulness_status, ex.faithfulness) == ("no_claims", 0.0)
    assert ex.completeness_status == "no_predicted_topics" and ex.completeness_recall == 0.0 and ex.completeness_f1 == 0.0


def test_a_judge_failure_on_the_gold_side_is_not_a_number():
    def topics(req):
        return "" if "Virgin America led" in req.messages[0]["content"] else "1. Most punctual carrier"

    j, _ = judge(router(topics=topics), max_retries=0)
    ex = run_judge([item()], j, progress=False).examples[0]
    assert ex.completeness_status == "parse_failed" and ex.completeness_f1 is None and ex.faithfulness == 1.0


# ---------------------------------------------------------------- item 7: the paper's Avg. is the headline

def test_avg_is_the_mean_of_type_means_and_never_drops_a_type_silently():
    def verify(req):
        return "0" if "ExpressJet" in claim_of(req) else "1"

    j, _ = judge(router(verify=verify))
    items = [item("a1", type="Analysis & Summary", prediction="Virgin America flew 5,162 flights. ExpressJet reached 3."),
             item("a2", type="Analysis & Summary"), item("t1", type="Trend & Pattern")]
    report = run_judge(items, j, progress=False)
    f = report.summary["faithfulness"]
    assert f["A&S"]["mean"] == 0.5 and f["T&P"]["mean"] == 0.5
    assert f["Avg."]["mean"] == 0.5 and f["all_items"]["mean"] == 0.5 and report.headline()["faithfulness"] == 0.5

    uneven = [item("a1", type="Analysis & Summary"), item("c1", type="Comparison & Relationship"),
              item("c2", type="Comparison & Relationship", prediction="EV flew 54,173 flights. VX flew 5,162.")]
    claims = lambda r: "1. A claim." if "EV flew" in r.messages[0]["content"] else "1. VX flew 5,162.\n2. EV reached 3."  # noqa: E731
    j, _ = judge(router(claims=claims, verify=lambda r: "0" if "EV reached" in claim_of(r) else "1"))
    s = run_judge(uneven, j, progress=False).summary["faithfulness"]
    assert s["A&S"]["mean"] == 0.5 and s["C&R"]["mean"] == pytest.approx((0.5 + 1) / 2)
    assert s["Avg."]["mean"] == pytest.approx((0.5 + 0.75) / 2) and s["all_items"]["mean"] == pytest.approx(2 / 3)
    # two of the four question types have no item at all: the Avg. says so everywhere (issue #23 item 6)
    assert s["Avg."]["missing_types"] == ["P&O", "T&P"] and (s["Avg."]["types_counted"], s["Avg."]["types_total"]) == (2, 4)
    table = format_score_table(run_judge(uneven, j, progress=False))
    assert "Avg. (2 of 4 types)" in table and "not comparable with a 4-type Avg." in table

    j, _ = judge(router(verify=RuntimeError("HTTP 500")), max_retries=0)
    failed_type = run_judge([item("a1", type="Analysis & Summary"), item("t1", type="Trend & Pattern")], j, progress=False)
    avg = failed_type.summary["faithfulness"]["Avg."]
    assert avg["mean"] is None and avg["missing_types"] == ["A&S", "T&P", "C&R", "P&O"]
    assert "Avg. not given: no scored item of type A&S, T&P, C&R, P&O" in format_score_table(failed_type)


def test_score_api_takes_a_spec_or_a_judge_and_saves(tmp_path, monkeypatch):
    from openai_server import OpenAIServer

    j, _ = judge(router())
    report = score([item()], j, out=tmp_path / "s.json", progress=False)
    assert (tmp_path / "s.json").is_file() and report.examples[0].faithfulness == 1.0
    with pytest.raises(TypeError, match="apply to a judge spec"):
        score([item()], j, mode="logprob")
    monkeypatch.setenv("MT_RAIG_TEST_KEY", "sk-test")
    reply = router()
    with OpenAIServer(lambda body: reply(Request(messages=tuple(body["messages"])))) as server:
        spec = f"llm:openai:test-model@{server.url}"
        report = score([item()], spec, mode="greedy", progress=False, llm_options={"api_key_env": "MT_RAIG_TEST_KEY", "backoff_s": 0.01})
    assert report.judge["model"] == "test-model" and report.judge["mode"] == "greedy" and report.examples[0].faithfulness == 1.0


def test_score_takes_the_same_config_object_as_the_command_line(tmp_path):
    from mt_raig.config import build_config
    from mt_raig.eval.config import EvalConfig

    cfg = build_config(EvalConfig, {"judge": "llm:openai:test-model", "mode": "strict", "limit": 1, "out": str(tmp_path / "r.json"), "progress": False})
    j, llm = judge(router())
    report = score([item("a"), item("b")], j, config=cfg)  # a judge object wins over the config's spec
    assert [e.id for e in report.examples] == ["a"] and (tmp_path / "r.json").is_file()
