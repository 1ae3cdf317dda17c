"""Dry run of the LLM judge: the calls, tokens and cost that scoring would take, spending nothing.

Calls already in the cache are free and counted apart. Decomposition prompts
are exact; the number of claims of an insight whose decomposition is not cached
is estimated as 1.5 per sentence (the paper's Table 26 example has 9 claims for
6 sentences), topics likewise; completion tokens are upper bounds for
verification (``n x max_new_tokens``) and 1.3x the insight for decompositions.
Items the scorer would not send (failed generations, empty or abstaining
predictions) are counted as ``items_not_sent``.
"""

from __future__ import annotations

import math
import re
from typing import TYPE_CHECKING, Sequence

from mt_raig.eval.judge import EvalItem, prediction_status
from mt_raig.eval.parsing import ReplyParseError
from mt_raig.eval.prompts import tables_block
from mt_raig.llm.calls import Call
from mt_raig.llm.pricing import PRICES_AS_OF, cost_usd

if TYPE_CHECKING:
    from mt_raig.eval.llm_judge import LLMJudge

SENTENCE = re.compile(r"[.!?](?:\s|$)")


def _units(text: str) -> int:
    return max(1, math.ceil(1.5 * max(1, len(SENTENCE.findall(text.strip() + " ")))))


def estimate_calls(judge: "LLMJudge", items: Sequence[EvalItem]) -> dict:
    """Calls, prompt and completion tokens (and cost when priced) to score ``items`` with ``judge``."""
    engine = judge.engine
    est: dict = {"calls": 0, "cached_calls": 0, "prompt_tokens": 0, "completion_tokens": 0, "context_overflow_calls": 0, "by_step": {}}

    def add(step: str, call: Call, completion_tokens: int) -> None:
        s = est["by_step"].setdefault(step, {"calls": 0, "cached_calls": 0, "prompt_tokens": 0, "completion_tokens": 0})
        if engine.cached(call) is not None:
            s["cached_calls"] += 1
            est["cached_calls"] += 1
            return
        if engine.fits(call.request) is not True:
            est["context_overflow_calls"] += 1
            return
        pt = engine.prompt_tokens(call.request)
        for d in (s, est):
            d["calls"] += 1
            d["prompt_tokens"] += pt
            d["completion_tokens"] += completion_tokens

    def cached_list(call: Call, key: str) -> list[str] | None:
        hit = engine.cached(call)
        if hit is None:
            return None
        try:
            return judge.list_parser(key)(hit)
        except ReplyParseError:
            return None

    live = [it for it in items if prediction_status(it) == "ok"]
    for it in live:
        dc = judge.claims_call(it)
        add("claim_decomposition", dc, min(judge.options.max_new_tokens, int(1.3 * judge.llm.count_tokens(it.prediction))))
        claims = cached_list(dc, "claims") or [f"claim {k} of about twenty words in the insight" for k in range(_units(it.prediction))]
        for vc in judge.verify_calls(tables_block(it.tables), claims):
            s = vc.request.sampling
            add("claim_verification", vc, s.max_new_tokens * s.n)
        topic_lists = []
        for insight in (it.prediction, it.reference):
            tc = judge.topics_call(it.question, insight)
            add("topic_decomposition", tc, min(judge.options.max_new_tokens, int(0.6 * judge.llm.count_tokens(insight))))
            topic_lists.append(cached_list(tc, "topics") or [f"topic {k} of the insight" for k in range(_units(insight))])
        p, g = topic_lists
        mc = judge.match_call(p, g)
        add("topic_matching", mc, min(mc.request.sampling.max_new_tokens, 4 * (len(p) + len(g)) + 20))
    est["items"] = len(live)
    est["items_not_sent"] = len(items) - len(live)
    est["cost_usd"] = round(cost_usd(engine.price, est["prompt_tokens"], est["completion_tokens"]), 4) if engine.price else None
    est["prices_as_of"] = PRICES_AS_OF if engine.price else None
    est["mode"] = judge.verification
    est["backend"], est["model"] = judge.llm.backend, judge.llm.model
    return est
