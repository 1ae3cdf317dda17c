"""The LLM judge over a scripted backend: modes, statuses, retries, structured output, scoring."""

import json
import math

import pytest
from eval_scripts import claim_of, item, router, step_of
from scripted_llm import ScriptedLLM

from mt_raig.eval import EvalReport, format_score_table, load_judge
from mt_raig.eval import run_judge as evaluate
from mt_raig.eval.llm_judge import LLMJudge
from mt_raig.errors import ConfigError, JudgeError


def judge(replies, mode="greedy", **kw):
    logprobs = kw.pop("logprobs", None)
    llm = ScriptedLLM(replies, logprobs=logprobs)
    return LLMJudge(llm, mode=mode, progress=False, **kw), llm


def test_strict_mode_averages_valid_votes_and_names_the_mode():
    votes = iter(["1", "0", "maybe", "1", "1"] * 4)  # 20 samples per claim: 4 invalid, 16 valid (12 ones)

    def verify(req):
        return next(votes) if "Virgin" in claim_of(req) else "1"

    j, llm = judge(router(verify=verify), mode="strict")
    report = evaluate([item()], j, progress=False)
    vreqs = [r for r in llm.requests if step_of(r) == "verify"]
    assert {(r.sampling.n, r.sampling.temperature, r.sampling.max_new_tokens) for r in vreqs} == {(20, 2.0, 5)}
    c0, c1 = report.claims
    assert c0.score == pytest.approx(12 / 16) and len(c0.votes) == 16
    assert c1.score == 1.0
    assert report.examples[0].faithfulness == pytest.approx((12 / 16 + 1) / 2)
    assert report.judge["mode"] == "strict" and report.judge["prompts"]["claim_verification"] == "claim_verification/paper-1"


def test_claim_without_any_valid_answer_is_parse_failed_and_the_item_is_not_scored():
    def verify(req):
        return "yes" if "ExpressJet" in claim_of(req) else "1"

    j, llm = judge(router(verify=verify), mode="strict", max_retries=1)
    report = evaluate([item()], j, progress=False)
    failed = [c for c in report.claims if c.status != "ok"]
    assert [c.status for c in failed] == ["parse_failed"] and failed[0].score is None
    assert "no valid 0/1 answer" in failed[0].error
    ex = report.examples[0]
    assert ex.faithfulness is None and ex.faithfulness_status == "incomplete"  # one claim of two failed: never 1.0 on half
    assert ex.n_claims == 2 and ex.n_claims_scored == 1 and ex.claim_statuses == {"ok": 1, "parse_failed": 1}
    retried = [r for r in llm.requests if step_of(r) == "verify" and "ExpressJet" in claim_of(r)]
    assert len(retried) == 2 and retried[1].sampling.seed != retried[0].sampling.seed
    assert report.summary["claims"]["statuses"] == {"ok": 1, "parse_failed": 1}
    assert report.summary["faithfulness"]["all_items"]["not_scored"] == {"incomplete": 1}


def test_logprob_mode_is_the_expected_verdict_in_one_token():
    lp = {"1": math.log(0.3), "▁0": math.log(0.1), "The": math.log(0.5)}
    j, llm = judge(router(), mode="logprob", logprobs=lp, min_verdict_mass=0.4)
    report = evaluate([item()], j, progress=False)
    vreqs = [r for r in llm.requests if step_of(r) == "verify"]
    assert all(r.sampling.max_new_tokens == 1 and r.sampling.n == 1 and r.sampling.logprobs for r in vreqs)
    assert [c.score for c in report.claims] == [pytest.approx(0.75)] * 2
    assert report.claims[0].probabilities == {"0": pytest.approx(0.1), "1": pytest.approx(0.3), "mass": pytest.approx(0.4)}
    assert report.judge["mode"] == "logprob"
    # the temperature-2.0 expectation (official's setting): p^(1/2) renormalised over the two verdicts
    t2 = math.sqrt(0.3) / (math.sqrt(0.3) + math.sqrt(0.1))
    assert report.claims[0].score_t2 == pytest.approx(t2) and report.examples[0].faithfulness_t2 == pytest.approx(t2)
    assert report.summary["faithfulness_t2"]["Avg."]["mean"] == pytest.approx(t2)
    # with the default minimum mass of 0.5, 0.4 on the digits is not a verdict
    j, _ = judge(router(), mode="logprob", logprobs=lp)
    low = evaluate([item()], j, progress=False)
    assert {c.status for c in low.claims} == {"low_verdict_mass"} and "0.400" in low.claims[0].error


def test_logprob_mode_without_0_or_1_tokens_is_a_status():
    j, _ = judge(router(), mode="logprob", logprobs={"The": -0.1, "Yes": -2.0}, min_verdict_mass=0.0)
    report = evaluate([item()], j, progress=False)
    assert {c.status for c in report.claims} == {"low_verdict_mass"}
    assert report.examples[0].faithfulness is None and report.examples[0].faithfulness_status == "low_verdict_mass"
    assert report.usage["retries"] == 0  # a deterministic read: retrying cannot change it


def test_logprob_mode_needs_a_backend_with_logprobs():
    with pytest.raises(ValueError, match="log-probabilities"):
        LLMJudge(ScriptedLLM([]), mode="logprob")


def test_batched_verification_one_call_per_insight():
    def claims(req):
        return "1. EV flew 1.\n2. VX flew 2." if "EV" in req.messages[0]["content"].split("Insight:")[1] else "1. VX flew 3.\n2. EV flew 4."

    j, llm = judge(router(claims=claims, verify_batched="Verification:\n1. 1\n2. 0"), mode="greedy", batched=True)
    report = evaluate([item("a"), item("b", prediction="EV flew 1. VX flew 2."), item("c")], j, progress=False)
    assert sum(step_of(r) == "verify_batched" for r in llm.requests) == 2  # c's request is a's: sent once
    assert [c.score for c in report.claims] == [1.0, 0.0] * 3
    assert report.judge["mode"] == "greedy+batched" and report.usage["by_step"]["claim_verification"]["calls"] == 2


def test_batched_verification_with_the_wrong_count_fails_every_claim_of_the_item():
    j, _ = judge(router(verify_batched="1. 1"), mode="greedy", batched=True, max_retries=0)
    report = evaluate([item()], j, progress=False)
    assert [c.status for c in report.claims] == ["parse_failed", "parse_failed"]
    assert "expected 2 verdict lines" in report.claims[0].error


def test_official_batched_collects_votes_per_claim():
    samples = iter(["1. 1\n2. 0", "1. 0\n2. 0", "garbage"] * 7)
    j, _ = judge(router(verify_batched=lambda r: next(samples)), mode="official", batched=True)
    report = evaluate([item()], j, progress=False)
    first, second = report.claims
    assert len(first.votes) == 14 and first.score == pytest.approx(0.5) and second.score == 0.0


def test_evidence_names_table_and_row():
    j, _ = judge(router(verify="1\nTable: 2\nRow: 1"), mode="greedy", evidence=True)
    report = evaluate([item()], j, progress=False)
    assert report.claims[0].evidence == {"table": 2, "row": 1} and report.claims[0].score == 1.0
    with pytest.raises(ValueError, match="evidence"):
        LLMJudge(ScriptedLLM([]), mode="official", evidence=True)


def test_refusal_then_retry_succeeds_and_is_counted():
    answers = iter(["I'm sorry, I can't do that.", "1. Virgin America flew 5,162 flights."])
    j, _ = judge(router(claims=lambda r: next(answers)), max_retries=2)
    report = evaluate([item()], j, progress=False)
    assert report.examples[0].faithfulness_status == "ok" and report.examples[0].n_claims == 1
    assert report.usage["retries"] == 1


@pytest.mark.parametrize("reply, status", [("", "parse_failed"), ("I cannot help with this request.", "parse_failed"), (RuntimeError("HTTP 500"), "backend_failed")])
def test_failed_decomposition_is_a_status_and_not_averaged(reply, status):
    def claims(req):
        return reply if "ExpressJet" in req.messages[0]["content"].split("Insight:")[1] else "1. Virgin America flew 5,162 flights."

    j, _ = judge(router(claims=claims), max_retries=1)
    good, bad = item("good", prediction="Virgin America flew 5,162 flights."), item("bad")
    report = evaluate([good, bad], j, progress=False)
    by_id = {e.id: e for e in report.examples}
    assert by_id["bad"].faithfulness is None and by_id["bad"].faithfulness_status == status
    assert by_id["bad"].errors
    cell = report.summary["faithfulness"]["all_items"]
    assert cell["mean"] == 1.0 and cell["n_scored"] == 1 and cell["n_not_scored"] == 1 and cell["not_scored"] == {status: 1}
    assert "(1/2)" in format_score_table(report)


def test_no_claims_scores_zero_and_failed_generation_is_reported_not_scored():
    j, llm = judge(router(claims="None"))
    report = evaluate([item("a"), item("b", generation_status="failed:backend", prediction="")], j, progress=False)
    a, b = report.examples
    assert a.faithfulness_status == "no_claims" and a.faithfulness == 0.0  # no verifiable claim: the system's failure
    assert b.faithfulness_status == b.completeness_status == "generation_failed" and b.faithfulness is None
    assert all("b" != r.messages[0]["content"] for r in llm.requests)
    cell = report.summary["faithfulness"]["all_items"]
    assert cell["system_failures"] == {"no_claims": 1} and cell["not_scored"] == {"generation_failed": 1} and cell["mean"] == 0.0


def test_out_of_range_and_duplicate_match_indices_cannot_push_precision_over_1():
    j, _ = judge(router(match="Matched topic subset of A: [1, 1, 2, 7]\nMatched topic subset of B: [2, 2, 1, 0]"))
    report = evaluate([item()], j, progress=False)
    ex = report.examples[0]
    assert ex.completeness_precision == 1.0 and ex.completeness_recall == 1.0 and ex.completeness_f1 == 1.0
    assert ex.dropped_match_indices == {"gold_out_of_range": [7], "gold_duplicates": [1], "predicted_out_of_range": [0], "predicted_duplicates": [2]}
    assert sorted(t.matched for t in report.topics) == [True] * 4


def test_completeness_precision_recall_f1():
    j, _ = judge(router(topics=lambda r: "1. A\n2. B\n3. C" if "Virgin America flew" in r.messages[0]["content"] else "1. A\n2. D",
                        match="Matched topic subset of A: [1]\nMatched topic subset of B: [1]"))
    ex = evaluate([item()], j, progress=False).examples[0]
    assert (ex.n_predicted_topics, ex.n_gold_topics) == (3, 2)
    assert ex.completeness_precision == pytest.approx(1 / 3) and ex.completeness_recall == pytest.approx(1 / 2)
    assert ex.completeness_f1 == pytest.approx(2 * (1 / 3) * (1 / 2) / (1 / 3 + 1 / 2))


class JSONScripted(ScriptedLLM):
    def capabilities(self):
        return {"json_schema": True, "regex": True, "logprobs": False, "chat": True}


def test_structured_output_when_the_backend_supports_json_schema():
    replies = {
        "claims": json.dumps({"claims": ["Virgin America flew 5,162 flights."]}),
        "verify": "1",
        "topics": json.dumps({"topics": ["punctuality"]}),
        "match": json.dumps({"matched_a": [1, 5], "matched_b": [1]}),
    }
    llm = JSONScripted(lambda r: replies[step_of(r)])
    j = LLMJudge(llm, mode="greedy", structured=True, progress=False)
    report = evaluate([item()], j, progress=False)
    by_step = {step_of(r): r for r in llm.requests}
    assert by_step["claims"].json_schema["required"] == ["claims"] and by_step["verify"].json_schema is None
    assert 'JSON object {"claims": [claim, ...]}.' in by_step["claims"].messages[0]["content"]  # single braces (#10.8)
    ex = report.examples[0]
    assert ex.faithfulness == 1.0 and ex.completeness_f1 == 1.0 and ex.dropped_match_indices == {"gold_out_of_range": [5]}
    assert report.judge["prompts"]["claim_decomposition"] == "claim_decomposition/paper-1+json"


def test_prompts_carry_schemas_for_decomposition_and_full_tables_for_verification():
    j, llm = judge(router())
    evaluate([item()], j, progress=False)
    dec = next(r for r in llm.requests if step_of(r) == "claims").messages[0]["content"]
    ver = next(r for r in llm.requests if step_of(r) == "verify").messages[0]["content"]
    assert "Table 1\n[TITLE] nycflights13 - airlines [HEADER] carrier | name" in dec and "[ROW 1]" not in dec
    assert "Table 2\n[TITLE] nycflights13 - carrier_delay_stats [HEADER] carrier | flights | on_time_pct [ROW 1] VX | 5162 | 81.3" in ver
    assert dec.rstrip().endswith("Decomposed claim set:") and ver.rstrip().endswith("Verification:")


def test_report_round_trips_and_summarises_per_type(tmp_path):
    j, _ = judge(router())
    report = evaluate([item("a", type="Trend & Pattern"), item("b", type="Analysis & Summary")], j, progress=False)
    path = report.save(tmp_path / "scores.json")
    back = EvalReport.load(path)
    assert back.to_json() == report.to_json()
    assert report.summary["types"] == ["A&S", "T&P"]
    assert report.summary["faithfulness"]["T&P"]["mean"] == 1.0 and report.summary["faithfulness"]["Avg."]["types"] == ["A&S", "T&P"]
    table = format_score_table(back)
    assert table.splitlines()[0].startswith("MT-RAIG Eval scores (llm, scripted-model, mode=greedy)")
    rows = table.splitlines()[3:7]
    assert [line.split()[0] for line in rows] == ["A&S", "T&P", "Avg.", "All"]  # "All items"
    type_means = [report.summary["faithfulness"][t]["mean"] for t in ("A&S", "T&P")]
    assert rows[2].startswith("Avg. (2 of 4 types)")  # two question types: never shown as a 4-type Avg.
    assert rows[2].split()[5] == f"{100 * sum(type_means) / 2:.2f}"  # the paper's Avg.: mean of the type means
    proxy = dict(report.to_json(), judge={"name": "lexical", "proxy": True})
    assert format_score_table(proxy).startswith("PROXY scores (lexical judge")


def test_load_judge_errors_name_the_problem():
    with pytest.raises(JudgeError, match=r"unknown judge 'gpt' \(known: lexical, llm\)"):
        load_judge("gpt")
    with pytest.raises(ConfigError, match="unknown key 'temperature'"):
        load_judge("llm:openai:gpt-4o-mini", {"temperature": 0.2})
    with pytest.raises(ConfigError, match="'mode' must be one of"):
        load_judge("llm:openai:gpt-4o-mini", {"mode": "fast"})
    with pytest.raises(ConfigError, match="needs an LLM spec"):
        load_judge("llm:")
    with pytest.raises(JudgeError, match="unknown option 'mode' for judge 'lexical'"):
        load_judge("lexical", {"mode": "official"})


def test_plain_prompts_for_base_models():
    j, llm = judge(router(), chat=False)
    report = evaluate([item()], j, progress=False)
    assert all(r.messages is None and r.prompt for r in llm.requests)
    verify = next(r for r in llm.requests if step_of(r) == "verify")
    assert verify.prompt.endswith("Verification:") and report.judge["chat"] is False
    assert report.examples[0].faithfulness == 1.0


def test_constrained_verdicts_send_a_regex_and_are_named():
    llm = JSONScripted(router())
    j = LLMJudge(llm, mode="official", constrain_verdicts=True, structured=False, progress=False)
    report = evaluate([item()], j, progress=False)
    assert {r.regex for r in llm.requests if step_of(r) == "verify"} == {"[01]"}
    assert report.judge["mode"] == "official+regex" and report.judge["prompts"]["claim_verification"] == "claim_verification/paper-1+regex"
    with pytest.raises(ValueError, match="regex"):
        LLMJudge(ScriptedLLM([]), mode="official", constrain_verdicts=True)
