"""Real vLLM (the CPU build) behind ``vllm:``: generation, the judge's paths through mt_raig.eval, the context window.

One engine for the whole module (starting one costs minutes on a shared CPU):
the offline Gemma 3 270M, converted once from its GGUF to a bf16 safetensors
folder (vLLM cannot load that GGUF path), plus a small Gemma-style chat template
of our own that refuses the system role, so chat requests exercise the template
path and plain prompts the base-model path. The engine computes in float32: CPUs
without AVX-512 BF16 emulate bfloat16 slowly. Gemma 270M is a base model: these
tests check that requests reach the engine as built and that the results come
back in the shapes the judge reads, not that the answers are good.

Run in the vLLM environment: ``scripts/make_vllm_env.sh`` then
``.venv-vllm/bin/python -m pytest -m vllm tests/test_vllm_engine.py``.
"""

from __future__ import annotations

import importlib.util
import json
import math
import os
from pathlib import Path

import pytest

pytestmark = [
    pytest.mark.vllm,
    pytest.mark.skipif(importlib.util.find_spec("vllm") is None, reason="needs vLLM (scripts/make_vllm_env.sh)"),
]

REPO = Path(__file__).resolve().parents[1]
CONVERTED = Path(os.environ.get("MT_RAIG_VLLM_MODEL", REPO / ".venv-vllm" / "models" / "gemma3-270m-bf16"))
WINDOW = 2048
# Gemma-like turns; a system message is refused, as Gemma's own template does
CHAT_TEMPLATE = (
    "{{ bos_token }}{% for m in messages %}{% if m['role'] == 'system' %}{{ raise_exception('System role not supported') }}{% endif %}"
    "<start_of_turn>{{ 'model' if m['role'] == 'assistant' else 'user' }}\n{{ m['content'] }}<end_of_turn>\n{% endfor %}"
    "{% if add_generation_prompt %}<start_of_turn>model\n{% endif %}"
)


@pytest.fixture(scope="module")
def model_dir(tmp_path_factory) -> Path:
    from mt_raig.llm.vllm_offline import convert_offline_gemma

    base = convert_offline_gemma(CONVERTED)
    folder = tmp_path_factory.mktemp("gemma3-270m-chat")
    for f in base.iterdir():
        (folder / f.name).symlink_to(f.resolve())
    (folder / "chat_template.jinja").write_text(CHAT_TEMPLATE, encoding="utf-8")
    return folder


@pytest.fixture(scope="module")
def llm(model_dir):
    os.environ.setdefault("VLLM_CPU_KVCACHE_SPACE", "1")  # GiB; the default takes a large share of a small machine
    from mt_raig.llm import load_llm

    engine = load_llm(f"vllm:{model_dir}", {"max_model_len": WINDOW, "dtype": "float32", "enforce_eager": True})
    yield engine
    engine.close()


@pytest.fixture(scope="module")
def item():
    """The sample's gold item with the smallest tables (CPU prompt processing is the cost)."""
    from mt_raig.io.benchmark import load_benchmark
    from mt_raig.eval.items import items_from_gold

    return min(items_from_gold(load_benchmark(None)), key=lambda it: sum(len(t.serialize()) for t in it.tables))


def test_batched_generation_plain_and_chat(llm):
    from mt_raig.llm import Request, Sampling
    from mt_raig.llm.vllm_offline import render_prompt

    greedy = Sampling(max_new_tokens=12)
    plain = Request(prompt="The three largest airlines in the United States are", sampling=greedy)
    chat = Request(messages=({"role": "system", "content": "Answer briefly."}, {"role": "user", "content": "Name an airline."}), sampling=greedy)
    sampled = Request(prompt="Airlines:", sampling=Sampling(max_new_tokens=8, temperature=1.0, n=3, seed=5))
    stopped = Request(prompt="1, 2, 3, 4, 5,", sampling=Sampling(max_new_tokens=16, stop=(",",)))
    outs = llm.generate([plain, chat, sampled, plain, stopped], progress=False)

    assert [o.status for o in outs] == ["ok"] * 5, [o.error for o in outs]
    assert all(o.backend == "vllm" and o.model == llm.model for o in outs)
    # what reached the engine is exactly what we rendered (template with the system text folded in)
    for request, out in zip([plain, chat, sampled], outs):
        assert out.prompt_tokens == len(render_prompt(request, llm.tokenizer))
    chat_text = llm.tokenizer.decode(render_prompt(chat, llm.tokenizer))
    assert "<start_of_turn>user\nAnswer briefly.\n\nName an airline.<end_of_turn>\n<start_of_turn>model\n" in chat_text
    assert outs[0].texts[0].strip() and outs[0].texts == outs[3].texts  # greedy: same request, same text
    assert len(outs[2].texts) == 3 and 3 <= outs[2].completion_tokens <= 3 * 8
    assert "," not in outs[4].texts[0] and outs[4].finish_reasons == ["stop"]
    assert all(r in ("stop", "length") for o in outs for r in o.finish_reasons)


def test_first_token_logprobs(llm):
    from mt_raig.llm import Request, Sampling

    [out] = llm.generate([Request(prompt="Is Paris in France? Answer 1 for yes or 0 for no. Answer:", sampling=Sampling(max_new_tokens=1, logprobs=5))], progress=False)
    assert out.status == "ok" and len(out.first_token_logprobs) == 1
    top = out.first_token_logprobs[0]
    assert 1 <= len(top) <= 5 and all(lp <= 0 for lp in top.values())
    assert sum(math.exp(lp) for lp in top.values()) <= 1.0 + 1e-4
    assert max(top, key=top.get) == out.texts[0]  # greedy picks the likeliest token


def test_structured_outputs_json_and_regex(llm):
    from mt_raig.llm import Request, Sampling

    schema = {"type": "object", "properties": {"year": {"type": "integer", "minimum": 1900, "maximum": 2100}}, "required": ["year"],
              "additionalProperties": False}
    json_req = Request(prompt="The year the first airline was founded, as JSON:", sampling=Sampling(max_new_tokens=24), json_schema=schema)
    regex_req = Request(prompt="Coin flips:", sampling=Sampling(max_new_tokens=3, temperature=2.0, n=8, seed=1), regex="[01]")
    j, r = llm.generate([json_req, regex_req], progress=False)
    assert j.status == "ok" and r.status == "ok"
    value = json.loads(j.texts[0])
    assert set(value) == {"year"} and 1900 <= value["year"] <= 2100
    assert len(r.texts) == 8 and set(r.texts) <= {"0", "1"}


def test_context_window_read_from_the_engine(llm):
    from mt_raig.llm import Request, Sampling

    assert llm.context_window == WINDOW == llm.engine.llm_engine.model_config.max_model_len
    assert llm.info()["context_window"] == WINDOW and llm.info()["options"]["max_model_len"] == WINDOW
    too_long = Request(prompt="airline " * (WINDOW + 10), sampling=Sampling(max_new_tokens=2))
    fine = Request(prompt="Airline", sampling=Sampling(max_new_tokens=2))
    bad, good = llm.generate([too_long, fine], progress=False)
    assert bad.status == "failed" and f"context window of {llm.model} is {WINDOW}" in bad.error
    assert good.status == "ok"


def test_judge_official_samples_and_cached_rerun(llm, item, tmp_path):
    """official (+regex, for a base model): 20 samples at T=2 per claim; the rerun is served from the cache."""
    from mt_raig.eval.llm_judge import LLMJudge

    claims = [item.reference.split(". ")[0] + "."]
    options = {"mode": "official", "constrain_verdicts": True, "chat": False, "cache": str(tmp_path / "judge.sqlite"), "progress": False}
    judge = LLMJudge(llm, **options)
    [verdicts] = judge.verify_claims([item], [claims])
    [v] = verdicts
    assert v.status == "ok" and len(v.votes) == 20 and set(v.votes) <= {0, 1}
    assert v.score == pytest.approx(sum(v.votes) / 20)
    first = judge.usage()
    assert first["calls"] == 1 and first["cache_hits"] == 0 and first["completion_tokens"] >= 20

    again = LLMJudge(llm, **options)
    [[v2]] = again.verify_claims([item], [claims])
    assert again.usage()["calls"] == 0 and again.usage()["cache_hits"] == 1
    assert (v2.status, v2.votes, v2.score) == (v.status, v.votes, v.score)


def test_judge_logprob_verdict(llm, item):
    from mt_raig.eval.llm_judge import LLMJudge

    judge = LLMJudge(llm, mode="logprob", chat=False, min_verdict_mass=0.0, progress=False)
    [[v]] = judge.verify_claims([item], [[item.reference.split(". ")[0] + "."]])
    assert v.status == "ok", v.error
    p = v.probabilities
    assert p["0"] + p["1"] > 0 and v.score == pytest.approx(p["1"] / (p["0"] + p["1"]))
    usage = judge.usage()
    assert usage["calls"] == 1 and usage["completion_tokens"] == 1


def test_judge_structured_decomposition_is_valid_json(llm, item):
    """structured=True: the decomposition reply is constrained to the claims schema, so it always parses."""
    from mt_raig.eval.llm_judge import LLMJudge

    judge = LLMJudge(llm, mode="greedy", structured=True, chat=False, max_new_tokens=160, max_retries=0, progress=False)
    assert judge.info()["structured_output"] is True
    [claims] = judge.decompose_claims([item])
    assert claims.status == "ok", claims.error
    assert isinstance(claims.claims, list) and all(isinstance(c, str) for c in claims.claims)
