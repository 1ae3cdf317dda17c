"""The LLM judge's fixes of issue #10: tables per item (1), the authors' official vote rule (4), no silent cut of the
evidence (6), the paper's prompts exactly (8), and what the call cache keeps and keys on (9)."""

import sqlite3

import pytest
from eval_scripts import claim_of, item, router, step_of
from openai_server import OpenAIServer
from scripted_llm import ScriptedLLM

from mt_raig.eval import EvalItem, run_judge
from mt_raig.eval.llm_judge import LLMJudge
from mt_raig.eval.prompts import CLAIM_DECOMPOSITION, CLAIM_VERIFICATION, PROMPTS, TOPIC_DECOMPOSITION, TOPIC_MATCHING
from mt_raig.llm.base import Request
from mt_raig.tables import Table


def judge(replies, mode="greedy", **kw):
    llm = ScriptedLLM(replies)
    return LLMJudge(llm, mode=mode, progress=False, **kw), llm


# ---------------------------------------------------------------- 1: two items that share a table id

def test_each_item_is_verified_against_its_own_tables_even_when_ids_collide():
    t2020 = Table("t1", "sales 2020", ("region", "units"), (("north", "120"),))
    t2021 = Table("t1", "sales 2021", ("region", "units"), (("north", "340"),))
    a = EvalItem("a", "How many units?", "Trend & Pattern", "North sold 120 units.", "x", (t2020,))
    b = EvalItem("b", "How many units?", "Trend & Pattern", "North sold 340 units.", "x", (t2021,))

    def verify(req):
        number = claim_of(req).split()[2]
        return "1" if f"| {number}" in req.messages[0]["content"].split("Claim:")[0] else "0"

    j, _ = judge(router(claims=lambda r: "1. " + r.messages[0]["content"].split("Insight: ")[1].split("\n")[0], verify=verify))
    together = run_judge([a, b], j, progress=False)
    assert [e.faithfulness for e in together.examples] == [1.0, 1.0]
    first, second = run_judge([a], j, progress=False), run_judge([b], j, progress=False)  # one judge kept across calls
    assert first.examples[0].faithfulness == second.examples[0].faithfulness == 1.0


# ---------------------------------------------------------------- 4: official = the authors' procedure

SAMPLES = ["1"] * 11 + ["0"] * 6 + ["n/a", "It is faithful", "2"]


def test_official_counts_a_sample_without_a_number_as_a_zero_vote_and_strict_drops_it():
    def run(mode):
        samples = iter(SAMPLES)
        j, _ = judge(router(claims="1. Virgin America flew 5,162 flights.", verify=lambda r: next(samples)), mode=mode)
        return run_judge([item()], j, progress=False).claims[0]

    official, strict = run("official"), run("strict")
    assert official.score == pytest.approx(11 / 19) and len(official.votes) == 19  # "2" is out of [0, 1]: no vote
    assert strict.score == pytest.approx(11 / 17) and len(strict.votes) == 17
    half = iter(["0.5"] + ["1"] * 19)
    j, _ = judge(router(claims="1. Virgin America flew 5,162 flights.", verify=lambda r: next(half)), mode="official")
    assert run_judge([item()], j, progress=False).claims[0].score == pytest.approx(19.5 / 20)


# ---------------------------------------------------------------- 6: evidence is never cut

class SmallWindow(ScriptedLLM):
    @property
    def context_window(self):
        return 1200


def test_tables_that_do_not_fit_the_verifier_are_a_status_not_a_silent_cut():
    big = Table.create("flights by carrier", ["carrier", "flights"], [[f"C{k:03d}", str(1000 + k)] for k in range(300)])
    it = EvalItem("q1", "Which carrier flew most?", "Performance & Outcome", "C299 flew 1299 flights.", "C299 flew most.", (big,))
    llm = SmallWindow(router(claims="1. C299 flew 1299 flights.", verify="1", topics="1. Busiest carrier", match="Matched topic subset of A: [1]\nMatched topic subset of B: [1]"))
    j = LLMJudge(llm, mode="official", progress=False)
    report = run_judge([it], j, progress=False)
    ex = report.examples[0]
    assert [c.status for c in ex.claims] == ["context_overflow"] and "context window is 1200" in ex.claims[0].error
    assert ex.faithfulness is None and ex.faithfulness_status == "context_overflow"  # it used to cut the rows with C299 and score 0
    assert not [r for r in llm.requests if step_of(r) == "verify"] and report.usage["context_overflow_calls"] == 1
    assert ex.completeness_f1 == 1.0  # the other steps fit and ran


# ---------------------------------------------------------------- 8: the paper's prompts, exactly

PAPER = {
    "claim_decomposition": "[Instruction]\nYou are a helpful assistant tasked with decomposing a given insight according to multiple table schemas. "
                           "Your goal is to break the given insight down into atomic-level claims.\n\n[Inputs]\nTable schemas: SCHEMAS\n\n"
                           "Insight: INSIGHT\n\n[Output]\nDecomposed claim set:",
    "claim_verification": "[Instruction]\nYou will be given multiple tables and a claim. Your task is to verify whether the claim is faithful to "
                          "the data in the given tables.\n\n[Inputs]\nTables: TABLES\n\nClaim: CLAIM\n\n[Output]\nVerification:",
    "topic_decomposition": "[Instruction]\nYou are a helpful assistant tasked with decomposing a given insight based on a question. Your goal is "
                           "to extract atomic-level topics from the given insight.\n\n[Inputs]\nQuestion: QUESTION\n\nInsight: INSIGHT\n\n"
                           "[Output]\nDecomposed topic set:",
    "topic_matching": "[Instruction]\nYou will be given two topic sets. Your task is to match topics bidirectionally based on their semantic "
                      "similarity, ensuring that both sets are treated with equal importance.\n\n[Inputs]\nTopic set A: GOLD\n\n"
                      "Topic set B: PREDICTED\n\n[Outputs]\nMatched topic subset of A:\nMatched topic subset of B:",
}


def test_default_prompts_are_the_papers_tables_15_and_16_word_for_word():
    fields = {
        "claim_decomposition": (CLAIM_DECOMPOSITION, {"serialized_table_schemas": "SCHEMAS", "insight": "INSIGHT"}),
        "claim_verification": (CLAIM_VERIFICATION, {"serialized_tables": "TABLES", "decomposed_claim": "CLAIM"}),
        "topic_decomposition": (TOPIC_DECOMPOSITION, {"question": "QUESTION", "insight": "INSIGHT"}),
        "topic_matching": (TOPIC_MATCHING, {"decomposed_ground_truth_topic_set": "GOLD", "decomposed_predicted_topic_set": "PREDICTED"}),
    }
    for name, (prompt, values) in fields.items():
        assert prompt.render("paper", False, **values) == PAPER[name]
        assert prompt.id("paper", False) == f"{name}/paper-1"
        extra = prompt.render("paper+format", False, **values)
        assert extra != PAPER[name] and extra.replace("\n" + prompt.text_format, "") == PAPER[name]
        assert prompt.id("paper+format", True) == f"{name}/paper+format-1+json"
    for p in PROMPTS.values():  # no doubled braces reach the model (the JSON sentences used to show {{"claims": ...}})
        for variant in ("paper", "paper+format"):
            for structured in (False, True):
                text = p.render(variant, structured, **{k: "{x}" for k in ("serialized_table_schemas", "insight", "serialized_tables", "decomposed_claim",
                                                                           "decomposed_claims", "question", "decomposed_ground_truth_topic_set",
                                                                           "decomposed_predicted_topic_set")})
                assert "{{" not in text and "}}" not in text


def test_the_judge_sends_the_paper_prompt_and_records_the_variant():
    j, llm = judge(router())
    report = run_judge([item()], j, progress=False)
    ver = next(r for r in llm.requests if step_of(r) == "verify").messages[0]["content"]
    assert ver.startswith(PAPER["claim_verification"].split("TABLES")[0]) and ver.endswith("\n\n[Output]\nVerification:")
    assert report.judge["prompt_variant"] == "paper" and report.judge["prompts"]["topic_matching"] == "topic_matching/paper-1"
    j, llm = judge(router(), prompts="paper+format")
    run_judge([item()], j, progress=False)
    assert CLAIM_VERIFICATION.text_format in next(r for r in llm.requests if step_of(r) == "verify").messages[0]["content"]


# ---------------------------------------------------------------- 9: the call cache

def test_replies_that_did_not_parse_are_not_cached(tmp_path):
    cache = tmp_path / "judge.sqlite"
    j, _ = judge(router(verify="maybe"), cache=cache, max_retries=0)
    r = run_judge([item()], j, progress=False)
    assert {c.status for c in r.claims} == {"parse_failed"}
    with sqlite3.connect(cache) as db:
        steps = {row[0].split("/")[0] for row in db.execute("SELECT prompt_id FROM calls")}
    assert "claim_verification" not in steps and "claim_decomposition" in steps
    j2, llm2 = judge(router(verify="1"), cache=cache)
    r2 = run_judge([item()], j2, progress=False)
    assert len([q for q in llm2.requests if step_of(q) == "verify"]) == 2 and {c.status for c in r2.claims} == {"ok"}


def test_the_cache_key_ignores_transport_settings(tmp_path, monkeypatch):
    from mt_raig.llm import load_llm

    monkeypatch.setenv("MT_RAIG_TEST_KEY", "sk-test")
    reply = router()
    respond = lambda body: reply(Request(messages=tuple(body["messages"])))  # noqa: E731
    cache = tmp_path / "judge.sqlite"
    with OpenAIServer(respond) as first, OpenAIServer(respond) as second:
        runs = []
        for server, transport in ((first, {"concurrency": 2, "timeout_s": 30.0}), (second, {"concurrency": 7, "timeout_s": 99.0, "max_retries": 1})):
            llm = load_llm(f"openai:test-model@{server.url}", {"api_key_env": "MT_RAIG_TEST_KEY", "backoff_s": 0.01, **transport})
            runs.append(run_judge([item()], LLMJudge(llm, mode="greedy", cache=cache, progress=False), progress=False))
        assert len(first.requests) == 6 and len(second.requests) == 0  # another server and other transport: all from the cache
    assert runs[1].usage["cache_hits"] == 6 and runs[1].examples[0].faithfulness == runs[0].examples[0].faithfulness == 1.0


def test_official_refuses_too_few_samples_and_samples_without_votes():
    """Issue #23 item 7: a server that ignores n (1 sample scored as 20) and a judge whose samples are mostly empty."""
    from mt_raig.eval.verdicts import official
    from mt_raig.llm.base import Completion

    with pytest.raises(Exception) as info:
        official(Completion(texts=["1"]), n_asked=20)
    assert info.value.status == "too_few_samples"
    with pytest.raises(Exception) as info:
        official(Completion(texts=[""] * 15 + ["1"] * 5), n_asked=20)  # the authors' rule would score this 0.25
    assert info.value.status == "no_votes"
    with pytest.raises(Exception) as info:
        official(Completion(texts=["2"] * 15 + ["1"] * 5), n_asked=20)  # numbers, but no votes: not 5 votes standing for 20
    assert info.value.status == "no_votes"
    ok = official(Completion(texts=["1"] * 12 + [""] * 8), n_asked=20)
    assert ok["score"] == pytest.approx(12 / 20) and ok["samples"] == 20 and ok["numbered"] == ok["voted"] == 12 and len(ok["votes"]) == 20

    class OneSample(ScriptedLLM):  # a server that ignores n
        def generate(self, requests, progress=True):
            return [Completion(texts=c.texts[:1]) if c.status == "ok" else c for c in super().generate(requests, progress)]

    j = LLMJudge(OneSample(router(claims="1. Virgin America flew 5,162 flights.", verify="1")), mode="official", progress=False)
    claim = run_judge([item()], j, progress=False).claims[0]
    assert claim.status == "too_few_samples" and claim.score is None


@pytest.mark.parametrize("verify_texts, status", [
    (lambda n: ["1"], "too_few_samples"),  # a server that ignores n: one sample, never scored as twenty
    (lambda n: [""] * (n - 3) + ["1"] * 3, "no_votes"),  # a reasoning judge whose budget went to thinking: empty samples
])
def test_official_non_answers_through_a_real_server(verify_texts, status, monkeypatch):
    """Issue #23 item 7 over HTTP: the verification replies come from the local OpenAI-compatible server; every claim
    gets the status (not a silent 0 or 1), the item is not scored, and its status is counted in the summary."""
    from openai_server import Reply, chat_reply

    from mt_raig.llm import load_llm

    good = router()

    def respond(body):
        request = Request(messages=tuple(body["messages"]))
        n = int(body.get("n", 1))
        texts = verify_texts(n) if step_of(request) == "verify" else [str(good(request))] * n
        return Reply(body=chat_reply(texts))

    monkeypatch.setenv("MT_RAIG_TEST_KEY", "sk-test")
    with OpenAIServer(respond) as server:
        llm = load_llm(f"openai:test-model@{server.url}", {"api_key_env": "MT_RAIG_TEST_KEY", "max_retries": 0})
        report = run_judge([item()], LLMJudge(llm, mode="official", progress=False), progress=False)
        asked = [b.get("n") for b in server.requests if "Claim:" in b["messages"][0]["content"]]
    assert asked and set(asked) == {20}
    ex = report.examples[0]
    assert {c.status for c in report.claims} == {status} and all(c.score is None for c in report.claims)
    assert ex.faithfulness is None and ex.faithfulness_status == status
    assert report.summary["faithfulness"]["all_items"]["not_scored"] == {status: 1}


@pytest.mark.parametrize("mode, batched", [("strict", False), ("official", True), ("strict", True)])
def test_every_sampled_mode_refuses_a_server_that_ignores_n(mode, batched, monkeypatch):
    """strict and batched verification ask for 20 samples too: one sample back is too_few_samples, never a score."""
    from openai_server import Reply, chat_reply

    from mt_raig.llm import load_llm

    good = router()

    def respond(body):
        return Reply(body=chat_reply([str(good(Request(messages=tuple(body["messages"]))))]))  # always one choice, whatever n

    monkeypatch.setenv("MT_RAIG_TEST_KEY", "sk-test")
    with OpenAIServer(respond) as server:
        llm = load_llm(f"openai:test-model@{server.url}", {"api_key_env": "MT_RAIG_TEST_KEY", "max_retries": 0})
        report = run_judge([item()], LLMJudge(llm, mode=mode, batched=batched, progress=False), progress=False)
        assert {b.get("n") for b in server.requests if b.get("n", 1) > 1} == {20}
    assert {c.status for c in report.claims} == {"too_few_samples"} and all(c.score is None for c in report.claims)
    assert report.examples[0].faithfulness is None
