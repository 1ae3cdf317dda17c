"""The MT-RAIG Eval judge over any LLM backend: the paper's four prompts, parsed strictly, cached, budgeted.

Verification modes (named in every result):

- ``official``: 20 samples at temperature 2.0, at most 5 new tokens; the valid
  0/1 answers are averaged (parity with the published numbers). A claim with no
  valid answer is ``parse_failed``, not 0.
- ``logprob``: one step with at most 1 new token; the verdict is the expected
  value P("1") / (P("0") + P("1")) from the first-token log-probabilities
  (the same expectation as ``official`` for a fraction of the tokens).
- ``greedy``: one answer at temperature 0.

``constrain_verdicts=True`` (official/greedy, backends with regex output)
constrains each verdict to the regex ``[01]``: every sample is then valid,
which departs from the reference setting (where invalid samples are dropped);
it is for weak or base models and is named ``+regex`` in results.

``batched=True`` verifies all claims of an insight in one call (a numbered list
of verdicts, or a JSON array under structured output); with ``official`` each
of the 20 samples gives one vote per claim. ``evidence=True`` (greedy only)
also asks for the table and row supporting or refuting each claim.

Failures are statuses: a backend error is ``backend_failed``, an unreadable
reply ``parse_failed`` (after up to ``max_retries`` retries, sampled at
temperature 0.7 with a new seed so a deterministic failure is not repeated),
a call past ``max_calls``/``max_cost`` is ``budget_exceeded``.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Callable, Sequence

from mt_raig.eval.cache import JudgeCache, call_key
from mt_raig.eval.judge import Claims, EvalItem, Judge, Match, Topics, Verdict
from mt_raig.eval.parsing import (
    IndexSet,
    index_set,
    ReplyParseError,
    _NONE_WORDS,
    parse_json_object,
    parse_match,
    parse_numbered_list,
    parse_verdict,
    string_list,
)
from mt_raig.eval.pricing import PRICES_AS_OF, cost_usd, price_for
from mt_raig.eval.prompts import (
    CLAIM_DECOMPOSITION,
    CLAIM_VERIFICATION,
    CLAIM_VERIFICATION_BATCHED,
    CLAIM_VERIFICATION_EVIDENCE,
    CLAIMS_SCHEMA,
    EVIDENCE_SCHEMA,
    PROMPTS,
    TOPIC_DECOMPOSITION,
    TOPIC_MATCHING,
    TOPICS_SCHEMA,
    PromptTemplate,
    match_schema,
    numbered,
    schemas_block,
    verdicts_schema,
)
from mt_raig.llm.base import LLM, Completion, Request, Sampling
from mt_raig.tables import Table, truncate_to_budget

MODES = ("official", "logprob", "greedy")
OFFICIAL_SAMPLES = 20
OFFICIAL_TEMPERATURE = 2.0
VERDICT_MAX_TOKENS = 5
LOGPROB_TOP = 20
RETRY_TEMPERATURE = 0.7
BATCHED_TOKENS_PER_CLAIM = 6
EVIDENCE_MAX_TOKENS = 24
MATCH_MAX_TOKENS = 160
BUDGET = "budget_exceeded"
VERDICT_REGEX = "[01]"
SENTENCE = re.compile(r"[.!?](?:\s|$)")


@dataclass(frozen=True)
class _Call:
    prompt_id: str
    request: Request


@dataclass
class _Outcome:
    status: str
    value: object = None
    error: str | None = None


def _token_digit(token: str) -> str:
    return token.replace("▁", " ").replace("Ġ", " ").strip()


class LLMJudge(Judge):
    """MT-RAIG Eval with an LLM: decomposer, verifier and matcher are the same backend."""

    name = "llm"
    proxy = False

    def __init__(
        self,
        llm: LLM,
        mode: str = "official",
        batched: bool = False,
        evidence: bool = False,
        cache: str | Path | JudgeCache | None = None,
        max_retries: int = 2,
        max_calls: int | None = None,
        max_cost: float | None = None,
        batch_size: int = 16,
        structured: bool = True,
        max_new_tokens: int = 512,
        chat: bool | None = None,
        constrain_verdicts: bool = False,
        progress: bool = True,
    ):
        if mode not in MODES:
            raise ValueError(f"unknown verification mode {mode!r} (known: {', '.join(MODES)})")
        caps = llm.capabilities()
        if mode == "logprob" and not caps.get("logprobs"):
            raise ValueError(f"mode 'logprob' needs first-token log-probabilities, which backend {llm.backend!r} does not return; use official or greedy")
        if batched and mode == "logprob":
            raise ValueError("batched verification reads a list of verdicts, which one logprob step cannot give; use mode official or greedy")
        if evidence and (mode != "greedy" or batched):
            raise ValueError("evidence=True needs mode 'greedy' without batching (the official 5-token samples cannot name a table and row)")
        if constrain_verdicts and (mode == "logprob" or batched or evidence or not caps.get("regex")):
            raise ValueError("constrain_verdicts needs mode official or greedy, single-claim verification and a backend with regex output")
        if max_retries < 0 or batch_size < 1 or max_new_tokens < 1:
            raise ValueError("max_retries must be >= 0, batch_size and max_new_tokens >= 1")
        if max_calls is not None and max_calls < 0:
            raise ValueError(f"max_calls must be >= 0, got {max_calls}")
        self.llm = llm
        self.mode = mode
        self.batched = batched
        self.evidence = evidence
        self.max_retries = max_retries
        self.max_calls = max_calls
        self.max_cost = max_cost
        self.batch_size = batch_size
        self.structured = bool(structured and caps.get("json_schema"))
        self.max_new_tokens = max_new_tokens
        self.progress = progress
        self.constrain_verdicts = constrain_verdicts
        if chat and not caps.get("chat", True):
            raise ValueError(f"backend {llm.backend!r} takes no chat messages; leave chat unset or False")
        # chat=False sends each prompt as plain text to continue (base models: the paper's prompts end in
        # an output label such as "Verification:"); None follows the backend.
        self._chat = bool(caps.get("chat", True)) if chat is None else bool(chat)
        self._llm_info = llm.info()
        self.price = price_for(llm.backend, llm.model)
        if max_cost is not None and self.price is None:
            raise ValueError(f"max_cost needs a priced API model; {llm.backend}:{llm.model} has no listed price (use max_calls)")
        if isinstance(cache, JudgeCache) or cache is None:
            self.cache = cache
        else:
            self.cache = JudgeCache(cache)
        self._usage = {
            "calls": 0, "cache_hits": 0, "prompt_tokens": 0, "completion_tokens": 0, "failed_calls": 0,
            "retries": 0, "budget_exceeded_calls": 0, "table_rows_dropped": 0, "by_step": {},
        }
        self._spent_usd = 0.0
        self._stopped = False
        self._tables_cache: dict[tuple[str, ...], str] = {}

    # ----- settings -----
    @property
    def verification(self) -> str:
        return (self.mode + ("+batched" if self.batched else "") + ("+evidence" if self.evidence else "")
                + ("+regex" if self.constrain_verdicts else ""))

    def _decompose_sampling(self) -> Sampling:
        return Sampling(temperature=0.0, max_new_tokens=self.max_new_tokens)

    def _match_sampling(self) -> Sampling:
        return Sampling(temperature=0.0, max_new_tokens=min(self.max_new_tokens, MATCH_MAX_TOKENS) if not self.structured else self.max_new_tokens)

    def _verify_sampling(self, n_claims: int = 1) -> Sampling:
        if self.mode == "logprob":
            return Sampling(temperature=0.0, max_new_tokens=1, logprobs=LOGPROB_TOP)
        tokens = EVIDENCE_MAX_TOKENS if self.evidence else VERDICT_MAX_TOKENS
        if self.batched:
            tokens = BATCHED_TOKENS_PER_CLAIM * n_claims + 8
        if self.structured and (self.batched or self.evidence):
            tokens += 16
        if self.mode == "official":
            return Sampling(temperature=OFFICIAL_TEMPERATURE, max_new_tokens=tokens, n=OFFICIAL_SAMPLES, seed=0)
        return Sampling(temperature=0.0, max_new_tokens=tokens)

    def _verify_prompt(self) -> PromptTemplate:
        if self.batched:
            return CLAIM_VERIFICATION_BATCHED
        return CLAIM_VERIFICATION_EVIDENCE if self.evidence else CLAIM_VERIFICATION

    def _verify_structured(self) -> bool:
        # Single-claim official/greedy verdicts stay unconstrained text, as in the reference setting:
        # constraining 20 samples at temperature 2.0 to {0, 1} would change what "official" measures.
        return self.structured and (self.batched or self.evidence)

    def info(self) -> dict:
        samplings = {
            "claim_decomposition": self._decompose_sampling().to_dict(),
            "claim_verification": self._verify_sampling().to_dict(),
            "topic_decomposition": self._decompose_sampling().to_dict(),
            "topic_matching": self._match_sampling().to_dict(),
        }
        if self.batched:
            samplings["claim_verification"]["max_new_tokens"] = f"{BATCHED_TOKENS_PER_CLAIM} per claim + 8"
        vp = self._verify_prompt()
        return {
            "name": self.name,
            "proxy": False,
            "backend": self.llm.backend,
            "model": self.llm.model,
            "llm": self._llm_info,
            "mode": self.verification,
            "verification_mode": self.mode,
            "batched": self.batched,
            "evidence": self.evidence,
            "structured_output": self.structured,
            "chat": self._chat,
            "sampling": samplings,
            "prompts": {
                "claim_decomposition": CLAIM_DECOMPOSITION.id(self.structured),
                "claim_verification": vp.id(self._verify_structured()) + ("+regex" if self.constrain_verdicts else ""),
                "topic_decomposition": TOPIC_DECOMPOSITION.id(self.structured),
                "topic_matching": TOPIC_MATCHING.id(self.structured),
            },
            "prompt_hashes": {name: p.hash for name, p in PROMPTS.items()},
            "max_retries": self.max_retries,
            "retry_temperature": RETRY_TEMPERATURE,
            "budget": {"max_calls": self.max_calls, "max_cost_usd": self.max_cost},
            "price_usd_per_mtok": list(self.price) if self.price else None,
            "prices_as_of": PRICES_AS_OF if self.price else None,
            "cache": str(self.cache.path) if self.cache is not None else None,
        }

    def usage(self) -> dict:
        u = dict(self._usage)
        u["by_step"] = {k: dict(v) for k, v in self._usage["by_step"].items()}
        u["cost_usd"] = round(self._spent_usd, 6) if self.price else None
        if self.cache is not None:
            u["cache"] = self.cache.stats()
        return u

    def close(self) -> None:
        if self.cache is not None:
            self.cache.close()
        self.llm.close()

    # ----- requests, cache, budget -----
    def _request(self, text: str, sampling: Sampling, json_schema: dict | None = None, regex: str | None = None) -> Request:
        if self._chat:
            return Request(messages=({"role": "user", "content": text},), sampling=sampling, json_schema=json_schema, regex=regex)
        return Request(prompt=text, sampling=sampling, json_schema=json_schema, regex=regex)

    def _request_tokens(self, request: Request) -> int:
        content = request.prompt if request.prompt is not None else "\n".join(m["content"] for m in request.messages)
        return self.llm.count_tokens(content)

    def _step(self, prompt_id: str) -> dict:
        name = prompt_id.split("/")[0]
        if name.startswith("claim_verification"):  # batched and evidence variants are the same step
            name = "claim_verification"
        return self._usage["by_step"].setdefault(name, {"calls": 0, "cache_hits": 0, "prompt_tokens": 0, "completion_tokens": 0})

    def _affordable(self, calls: Sequence[_Call]) -> int:
        """How many of ``calls`` (in order) the budget still allows."""
        if self._stopped:
            return 0
        n = len(calls)
        if self.max_calls is not None:
            n = min(n, max(0, self.max_calls - self._usage["calls"]))
        if self.max_cost is not None:
            spent, k = self._spent_usd, 0
            for c in calls[:n]:
                s = c.request.sampling
                est = cost_usd(self.price, self._request_tokens(c.request), s.max_new_tokens * s.n) or 0.0
                if spent + est > self.max_cost:
                    break
                spent += est
                k += 1
            n = k
        if n < len(calls):
            self._stopped = True
        return n

    def _run(self, calls: Sequence[_Call], desc: str) -> list[Completion]:
        """Completions for ``calls``: from the cache, else from the backend in batches committed as they finish."""
        keyed = [call_key(self._llm_info, c.prompt_id, c.request) for c in calls]
        cached = self.cache.get_many([k for k, _ in keyed]) if self.cache is not None else {}
        results: list[Completion | None] = [None] * len(calls)
        misses: dict[str, list[int]] = {}
        for i, (key, _) in enumerate(keyed):
            if key in cached:
                results[i] = cached[key]
                self._usage["cache_hits"] += 1
                self._step(calls[i].prompt_id)["cache_hits"] += 1
            else:
                misses.setdefault(key, []).append(i)  # identical requests are sent once
        order = list(misses)
        from tqdm.auto import tqdm

        bar = tqdm(total=len(order), desc=desc, unit="call", disable=not (self.progress and order), leave=False)
        for start in range(0, len(order), self.batch_size):
            chunk_keys = order[start:start + self.batch_size]
            chunk = [calls[misses[k][0]] for k in chunk_keys]
            allowed = self._affordable(chunk)
            sent = chunk[:allowed]
            comps = self.llm.generate([c.request for c in sent], progress=False) if sent else []
            if len(comps) != len(sent):
                raise RuntimeError(f"backend {self.llm.backend!r} returned {len(comps)} completions for {len(sent)} requests")
            comps = list(comps) + [Completion(texts=[], status="failed", error=BUDGET) for _ in chunk[allowed:]]
            self._usage["budget_exceeded_calls"] += len(chunk) - allowed
            to_store = []
            for key, call, comp in zip(chunk_keys, chunk, comps):
                if comp.error == BUDGET and comp.status == "failed" and call not in sent:
                    pass
                else:
                    step = self._step(call.prompt_id)
                    self._usage["calls"] += 1
                    step["calls"] += 1
                    self._usage["prompt_tokens"] += comp.prompt_tokens
                    self._usage["completion_tokens"] += comp.completion_tokens
                    step["prompt_tokens"] += comp.prompt_tokens
                    step["completion_tokens"] += comp.completion_tokens
                    self._spent_usd += cost_usd(self.price, comp.prompt_tokens, comp.completion_tokens) or 0.0
                    if comp.status != "ok":
                        self._usage["failed_calls"] += 1
                    to_store.append((key, keyed[misses[key][0]][1], comp))
                for i in misses[key]:
                    results[i] = comp
            if self.cache is not None:
                self.cache.put_many(to_store)
            bar.update(len(chunk))
        bar.close()
        return results  # type: ignore[return-value]

    def _execute(self, calls: Sequence[_Call], parsers: Sequence[Callable[[Completion], object]], desc: str) -> list[_Outcome]:
        """Run, parse and retry (bounded) failed calls; one outcome per call."""
        outcomes: list[_Outcome | None] = [None] * len(calls)
        current = list(calls)
        pending = list(range(len(calls)))
        attempt = 0
        while pending:
            comps = self._run([current[i] for i in pending], desc if attempt == 0 else f"{desc} (retry {attempt})")
            retry = []
            for i, comp in zip(pending, comps):
                if comp.status != "ok":
                    if comp.error == BUDGET:
                        outcomes[i] = _Outcome("budget_exceeded", error="the judge budget (max_calls/max_cost) was used up")
                        continue
                    out = _Outcome("backend_failed", error=comp.error or "backend failure")
                else:
                    try:
                        out = _Outcome("ok", parsers[i](comp))
                    except ReplyParseError as e:
                        out = _Outcome("parse_failed", error=str(e))
                outcomes[i] = out
                if out.status != "ok" and attempt < self.max_retries:
                    s = calls[i].request.sampling
                    retry_sampling = replace(s, seed=(s.seed or 0) + attempt + 1, temperature=s.temperature or RETRY_TEMPERATURE)
                    current[i] = _Call(calls[i].prompt_id, replace(calls[i].request, sampling=retry_sampling))
                    retry.append(i)
            if retry:
                self._usage["retries"] += len(retry)
            pending = retry
            attempt += 1
        for o in outcomes:
            if o is not None and o.status in ("parse_failed", "backend_failed") and self.max_retries:
                o.error = f"{o.error} (after {self.max_retries} retries)"
        return outcomes  # type: ignore[return-value]

    # ----- the four steps -----
    def _list_parser(self, key: str) -> Callable[[Completion], list[str]]:
        if self.structured:
            return lambda c: string_list(parse_json_object(c.texts[0]), key)

        def parse(c: Completion) -> list[str]:
            text = c.texts[0]
            if text.strip() and _NONE_WORDS.match(text.strip().splitlines()[-1] if text.strip() else ""):
                if not any(line.strip() and line.strip()[0].isdigit() for line in text.splitlines()):
                    return []
            return parse_numbered_list(text)

        return parse

    def decompose_claims(self, items: Sequence[EvalItem]) -> list[Claims]:
        live = [i for i, it in enumerate(items) if it.prediction.strip()]
        calls = [
            _Call(CLAIM_DECOMPOSITION.id(self.structured), self._request(
                CLAIM_DECOMPOSITION.render(self.structured, serialized_table_schemas=schemas_block(items[i].tables), insight=items[i].prediction),
                self._decompose_sampling(), CLAIMS_SCHEMA if self.structured else None))
            for i in live
        ]
        parse = self._list_parser("claims")
        outs = self._execute(calls, [parse] * len(calls), "decompose claims")
        result = [Claims("ok", []) for _ in items]
        for i, o in zip(live, outs):
            result[i] = Claims("ok", list(o.value)) if o.status == "ok" else Claims(o.status, error=o.error)  # type: ignore[arg-type]
        return result

    def decompose_topics(self, questions: Sequence[str], insights: Sequence[str]) -> list[Topics]:
        if len(questions) != len(insights):
            raise ValueError(f"{len(questions)} questions but {len(insights)} insights")
        live = [i for i, ins in enumerate(insights) if ins.strip()]
        calls = [
            _Call(TOPIC_DECOMPOSITION.id(self.structured), self._request(
                TOPIC_DECOMPOSITION.render(self.structured, question=questions[i], insight=insights[i]),
                self._decompose_sampling(), TOPICS_SCHEMA if self.structured else None))
            for i in live
        ]
        parse = self._list_parser("topics")
        outs = self._execute(calls, [parse] * len(calls), "decompose topics")
        result = [Topics("ok", []) for _ in insights]
        for i, o in zip(live, outs):
            result[i] = Topics("ok", list(o.value)) if o.status == "ok" else Topics(o.status, error=o.error)  # type: ignore[arg-type]
        return result

    def match_topics(self, questions: Sequence[str], predicted: Sequence[Sequence[str]], gold: Sequence[Sequence[str]]) -> list[Match]:
        if not len(questions) == len(predicted) == len(gold):
            raise ValueError("match_topics needs as many questions, predicted and gold topic lists")
        calls, parsers = [], []
        for p, g in zip(predicted, gold):
            text = TOPIC_MATCHING.render(self.structured, decomposed_ground_truth_topic_set=numbered(g), decomposed_predicted_topic_set=numbered(p))
            calls.append(_Call(TOPIC_MATCHING.id(self.structured), self._request(text, self._match_sampling(), match_schema(len(g), len(p)) if self.structured else None)))
            parsers.append(self._match_parser(len(g), len(p)))
        outs = self._execute(calls, parsers, "match topics")
        result = []
        for o in outs:
            if o.status != "ok":
                result.append(Match(o.status, error=o.error))  # type: ignore[arg-type]
                continue
            a, b = o.value  # type: ignore[misc]
            dropped = {}
            for label, s in (("gold", a), ("predicted", b)):
                if s.out_of_range:
                    dropped[f"{label}_out_of_range"] = s.out_of_range
                if s.duplicates:
                    dropped[f"{label}_duplicates"] = s.duplicates
            result.append(Match("ok", matched_predicted=b.indices, matched_gold=a.indices, dropped=dropped or None))
        return result

    def _match_parser(self, n_a: int, n_b: int) -> Callable[[Completion], tuple[IndexSet, IndexSet]]:
        if self.structured:
            def parse(c: Completion) -> tuple[IndexSet, IndexSet]:
                obj = parse_json_object(c.texts[0])
                if not isinstance(obj.get("matched_a"), list) or not isinstance(obj.get("matched_b"), list):
                    raise ReplyParseError("JSON needs lists matched_a and matched_b", c.texts[0])
                return index_set(obj["matched_a"], n_a), index_set(obj["matched_b"], n_b)

            return parse
        return lambda c: parse_match(c.texts[0], n_a, n_b)

    def _tables_text(self, tables: Sequence[Table]) -> str:
        """The verifier's tables, cut to the context window when the backend reports one."""
        key = tuple(t.id for t in tables)
        if key in self._tables_cache:
            return self._tables_cache[key]
        window = self.llm.context_window
        parts = []
        for k, t in enumerate(tables, start=1):
            if window and tables:
                budget = max(0, (window - self.max_new_tokens - 512) // len(tables))
                cut = truncate_to_budget(t, budget, count=self.llm.count_tokens)
                self._usage["table_rows_dropped"] += cut.rows_dropped
                t = cut.table
            parts.append(f"Table {k}\n{t.serialize()}")
        text = "\n".join(parts)
        self._tables_cache[key] = text
        return text

    def _verdict_parser(self) -> Callable[[Completion], dict]:
        if self.mode == "logprob":
            def parse_lp(c: Completion) -> dict:
                if not c.first_token_logprobs:
                    raise ReplyParseError("the backend returned no first-token log-probabilities")
                probs = {"0": 0.0, "1": 0.0}
                for tok, lp in c.first_token_logprobs[0].items():
                    d = _token_digit(tok)
                    if d in probs and lp is not None and math.isfinite(lp):
                        probs[d] += math.exp(lp)
                total = probs["0"] + probs["1"]
                if total <= 0:
                    raise ReplyParseError("neither '0' nor '1' among the top first tokens", c.texts[0] if c.texts else "")
                return {"score": probs["1"] / total, "probabilities": probs}

            return parse_lp
        if self.evidence:
            def parse_ev(c: Completion) -> dict:
                text = c.texts[0]
                if self.structured:
                    obj = parse_json_object(text)
                    v = obj.get("verdict")
                    if v not in (0, 1) or isinstance(v, bool):
                        raise ReplyParseError("JSON verdict is not 0 or 1", text)
                    table, row = obj.get("table"), obj.get("row")
                else:
                    v = parse_verdict(text)
                    tm, rm = re.search(r"table\s*:?\s*(\d+)", text, re.I), re.search(r"row\s*:?\s*(\d+)", text, re.I)
                    table, row = (int(tm.group(1)) if tm else None), (int(rm.group(1)) if rm else None)
                return {"score": float(v), "votes": [v], "evidence": {"table": table, "row": row}}

            return parse_ev

        def parse_votes(c: Completion) -> dict:
            votes = []
            for t in c.texts:
                try:
                    votes.append(parse_verdict(t))
                except ReplyParseError:
                    pass
            if not votes:
                raise ReplyParseError(f"no valid 0/1 answer among {len(c.texts)} samples", c.texts[0] if c.texts else "")
            return {"score": sum(votes) / len(votes), "votes": votes, "invalid": len(c.texts) - len(votes)}

        return parse_votes

    def _batched_parser(self, n: int) -> Callable[[Completion], list[dict]]:
        def one_sample(text: str) -> list[int]:
            if self.structured:
                vs = parse_json_object(text).get("verdicts")
                if not isinstance(vs, list) or len(vs) != n or any(v not in (0, 1) or isinstance(v, bool) for v in vs):
                    raise ReplyParseError(f"JSON verdicts is not a list of {n} 0/1 values", text)
                return [int(v) for v in vs]
            lines = [ln for ln in text.splitlines() if ln.strip()]
            body = []
            for ln in lines:
                m = re.match(r"^\s*(?:claim\s*)?\d{1,3}\s*[.):]\s*(.*)$", ln, re.I)
                if m:
                    body.append(m.group(1))
                elif re.match(r"^\s*[01](?:\.0+)?\s*$", ln):
                    body.append(ln)
            if len(body) != n:
                raise ReplyParseError(f"expected {n} verdict lines, found {len(body)}", text)
            return [parse_verdict(b) for b in body]

        def parse(c: Completion) -> list[dict]:
            per_claim: list[list[int]] = [[] for _ in range(n)]
            invalid, first_error = 0, None
            for t in c.texts:
                try:
                    for k, v in enumerate(one_sample(t)):
                        per_claim[k].append(v)
                except ReplyParseError as e:
                    invalid += 1
                    first_error = first_error or e.reason
            if invalid == len(c.texts):
                raise ReplyParseError(f"no sample gave {n} valid 0/1 verdicts ({first_error})", c.texts[0] if c.texts else "")
            return [{"score": sum(v) / len(v), "votes": v, "invalid": invalid} for v in per_claim]

        return parse

    def verify_claims(self, items: Sequence[EvalItem], claims: Sequence[Sequence[str]]) -> list[list[Verdict]]:
        if len(items) != len(claims):
            raise ValueError(f"{len(items)} items but {len(claims)} claim lists")
        prompt = self._verify_prompt()
        structured = self._verify_structured()
        pid = prompt.id(structured)
        calls, parsers, where = [], [], []
        for i, (it, cl) in enumerate(zip(items, claims)):
            tables = self._tables_text(it.tables)
            if not cl:
                continue
            if self.batched:
                text = prompt.render(structured, serialized_tables=tables, decomposed_claims=numbered(cl))
                calls.append(_Call(pid, self._request(text, self._verify_sampling(len(cl)), verdicts_schema(len(cl)) if structured else None)))
                parsers.append(self._batched_parser(len(cl)))
                where.append((i, None))
            else:
                schema = (EVIDENCE_SCHEMA if self.evidence else None) if structured else None
                regex = VERDICT_REGEX if self.constrain_verdicts else None
                for k, claim in enumerate(cl):
                    text = prompt.render(structured, serialized_tables=tables, decomposed_claim=claim)
                    calls.append(_Call(pid + ("+regex" if regex else ""), self._request(text, self._verify_sampling(), schema, regex)))
                    parsers.append(self._verdict_parser())
                    where.append((i, k))
        outs = self._execute(calls, parsers, "verify claims")
        result: list[list[Verdict | None]] = [[None] * len(cl) for cl in claims]
        for (i, k), o in zip(where, outs):
            ks = range(len(claims[i])) if k is None else [k]
            for j, kk in enumerate(ks):
                claim = claims[i][kk]
                if o.status != "ok":
                    result[i][kk] = Verdict(claim, o.status, error=o.error)  # type: ignore[arg-type]
                    continue
                v = o.value[j] if k is None else o.value  # type: ignore[index]
                result[i][kk] = Verdict(claim, "ok", score=v["score"], votes=v.get("votes"), evidence=v.get("evidence"), probabilities=v.get("probabilities"))
        return result  # type: ignore[return-value]

    # ----- dry run -----
    def estimate(self, items: Sequence[EvalItem]) -> dict:
        """Calls, prompt and completion tokens (and cost when priced) to score ``items``, spending nothing.

        Calls already in the cache are free and counted apart. Decomposition
        prompts are exact; the number of claims of an insight whose
        decomposition is not cached is estimated as 1.5 per sentence (the
        paper's Table 26 example has 9 claims for 6 sentences), topics as 1.5
        per sentence too; completion tokens are upper bounds for verification
        (``n x max_new_tokens``) and 1.3x the insight for decompositions.
        """
        est = {"calls": 0, "cached_calls": 0, "prompt_tokens": 0, "completion_tokens": 0, "by_step": {}}

        def add(step: str, call: _Call, completion_tokens: int) -> None:
            s = est["by_step"].setdefault(step, {"calls": 0, "cached_calls": 0, "prompt_tokens": 0, "completion_tokens": 0})
            key, _ = call_key(self._llm_info, call.prompt_id, call.request)
            if self.cache is not None and self.cache.get_many([key], count=False):
                s["cached_calls"] += 1
                est["cached_calls"] += 1
                return
            pt = self._request_tokens(call.request)
            for d in (s, est):
                d["calls"] += 1
                d["prompt_tokens"] += pt
                d["completion_tokens"] += completion_tokens

        def n_units(text: str) -> int:
            return max(1, math.ceil(1.5 * max(1, len(SENTENCE.findall(text.strip() + " ")))))

        def cached_list(call: _Call, key_name: str) -> list[str] | None:
            if self.cache is None:
                return None
            key, _ = call_key(self._llm_info, call.prompt_id, call.request)
            hit = self.cache.get_many([key], count=False).get(key)
            if hit is None:
                return None
            try:
                return self._list_parser(key_name)(hit)
            except ReplyParseError:
                return None

        live = [it for it in items if it.generation_status == "ok" and it.prediction.strip()]
        for it in live:
            dc = _Call(CLAIM_DECOMPOSITION.id(self.structured), self._request(
                CLAIM_DECOMPOSITION.render(self.structured, serialized_table_schemas=schemas_block(it.tables), insight=it.prediction),
                self._decompose_sampling(), CLAIMS_SCHEMA if self.structured else None))
            add("claim_decomposition", dc, min(self.max_new_tokens, int(1.3 * self.llm.count_tokens(it.prediction))))
            claims = cached_list(dc, "claims") or [f"claim {k} of about twenty words in the insight" for k in range(n_units(it.prediction))]
            tables = self._tables_text(it.tables)
            prompt, structured = self._verify_prompt(), self._verify_structured()
            if self.batched:
                s = self._verify_sampling(len(claims))
                vc = _Call(prompt.id(structured), self._request(prompt.render(structured, serialized_tables=tables, decomposed_claims=numbered(claims)), s, verdicts_schema(len(claims)) if structured else None))
                add("claim_verification", vc, s.max_new_tokens * s.n)
            else:
                s = self._verify_sampling()
                for claim in claims:
                    regex = VERDICT_REGEX if self.constrain_verdicts else None
                    vc = _Call(prompt.id(structured) + ("+regex" if regex else ""), self._request(
                        prompt.render(structured, serialized_tables=tables, decomposed_claim=claim), s,
                        (EVIDENCE_SCHEMA if self.evidence else None) if structured else None, regex))
                    add("claim_verification", vc, s.max_new_tokens * s.n)
            topic_lists = []
            for insight in (it.prediction, it.reference):
                tc = _Call(TOPIC_DECOMPOSITION.id(self.structured), self._request(
                    TOPIC_DECOMPOSITION.render(self.structured, question=it.question, insight=insight),
                    self._decompose_sampling(), TOPICS_SCHEMA if self.structured else None))
                add("topic_decomposition", tc, min(self.max_new_tokens, int(0.6 * self.llm.count_tokens(insight))))
                topic_lists.append(cached_list(tc, "topics") or [f"topic {k} of the insight" for k in range(n_units(insight))])
            p, g = topic_lists
            mc = _Call(TOPIC_MATCHING.id(self.structured), self._request(
                TOPIC_MATCHING.render(self.structured, decomposed_ground_truth_topic_set=numbered(g), decomposed_predicted_topic_set=numbered(p)),
                self._match_sampling(), match_schema(len(g), len(p)) if self.structured else None))
            add("topic_matching", mc, min(self._match_sampling().max_new_tokens, 4 * (len(p) + len(g)) + 20))
        est["items"] = len(live)
        est["items_not_sent"] = len(items) - len(live)
        est["cost_usd"] = round(cost_usd(self.price, est["prompt_tokens"], est["completion_tokens"]), 4) if self.price else None
        est["prices_as_of"] = PRICES_AS_OF if self.price else None
        est["mode"] = self.verification
        est["backend"], est["model"] = self.llm.backend, self.llm.model
        return est
